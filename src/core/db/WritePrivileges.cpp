#include "WritePrivileges.h"

#include "DbConnection.h"

#include <QObject>
#include <QSqlQuery>

namespace metadesk {

bool WritePrivileges::roleCanWrite(const DbConnection& connection, QString* who) {
    if (!connection.isPostgres())
        return false;
    QSqlQuery q(connection.db());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT current_user, count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = "
                               "c.relnamespace WHERE n.nspname = current_schema() AND c.relkind = 'r' AND "
                               "has_table_privilege(c.oid, 'INSERT, UPDATE, DELETE, TRUNCATE')")) ||
        !q.next())
        return false;
    const qint64 tables = q.value(1).toLongLong();
    if (who)
        *who = QObject::tr("\"%1\" (write access to %n table(s))", nullptr, int(tables)).arg(q.value(0).toString());
    return tables > 0;
}

} // namespace metadesk
