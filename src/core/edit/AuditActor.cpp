#include "AuditActor.h"

#include "core/db/DbConnection.h"

#include <QSqlQuery>

#include <pwd.h>
#include <unistd.h>

#include <vector>

namespace metadesk {

QString AuditActor::systemUserName() {
    // The password database first: $USER is often unset where Metadesk runs from a service or a desktop launcher.
    long size = sysconf(_SC_GETPW_R_SIZE_MAX);
    std::vector<char> buffer(size > 0 ? size_t(size) : 16384);
    passwd entry{};
    passwd* found = nullptr;
    if (getpwuid_r(geteuid(), &entry, buffer.data(), buffer.size(), &found) == 0 && found && found->pw_name &&
        *found->pw_name)
        return QString::fromLocal8Bit(found->pw_name);
    return qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME")).trimmed();
}

QString AuditActor::fallbackName(const DbConnection& conn) {
    QString name;
    if (conn.isPostgres()) {
        name = conn.sessionRole().trimmed(); // current_user, read as the session opened
        if (name.isEmpty())
            name = conn.url().user().trimmed();
    }
    if (name.isEmpty())
        name = systemUserName();
    return name;
}

Actor AuditActor::resolve(const DbConnection& conn, const QString& identity) {
    const QString name = identity.trimmed();
    if (name.isEmpty())
        return Actor::named(fallbackName(conn));
    QVariant userId;
    if (conn.hasTable(QStringLiteral("users"))) {
        QSqlQuery q(conn.db());
        QString error;
        if (conn.execBound(&q, QStringLiteral("SELECT id FROM users WHERE email = ?"), {name}, &error) && q.next())
            userId = q.value(0);
    }
    return Actor::named(name, userId);
}

} // namespace metadesk
