#include "SensitiveGrants.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/RowStore.h"
#include "core/edit/ValueCodec.h"

#include <QSqlQuery>

namespace metadesk {

namespace {

/// A flag's value after the change (edit form) and before it (false for an insert).
bool flagAfter(const TableDescriptor& t, const ChangeSet& change, const char* column) {
    const QString name = QString::fromLatin1(column);
    if (!t.column(name))
        return false;
    const QVariant v = change.after(t, name);
    return !v.isNull() && v.toBool();
}

bool flagBefore(const TableDescriptor& t, const ChangeSet& change, const char* column) {
    return change.kind != ChangeSet::Kind::Insert &&
           valuecodec::storedFlag(t, change.original, QString::fromLatin1(column));
}

bool turnedOn(const TableDescriptor& t, const ChangeSet& change, const char* column) {
    return change.kind != ChangeSet::Kind::Delete && flagAfter(t, change, column) && !flagBefore(t, change, column);
}

bool turnedOff(const TableDescriptor& t, const ChangeSet& change, const char* column) {
    return change.kind == ChangeSet::Kind::Update && !flagAfter(t, change, column) && flagBefore(t, change, column);
}

QString adminRights() {
    return SensitiveGrants::tr("an administrator of the whole platform: every project whatever its permissions, the "
                               "users, the groups and the settings");
}

QString observerRights() {
    return SensitiveGrants::tr("reads the administration panels: the audit log, the sessions and the user list");
}

bool fetch(const DbConnection& conn, const char* table, const QVariant& key, QVariantMap* row, QString* error) {
    const TableDescriptor* t = conn.catalog().table(QString::fromLatin1(table));
    bool found = false;
    if (!t)
        return true;
    return RowStore(conn, *t).fetch({key}, row, &found, error);
}

/// A stored membership's user and group ids (a deleted row's originals).
QPair<QVariant, QVariant> membershipOf(const ChangeSet& change) {
    return {change.original.value(QStringLiteral("user_id")), change.original.value(QStringLiteral("group_id"))};
}

bool isMembershipRemoval(const DbConnection& conn, const ChangeSet& change) {
    const TableDescriptor* t = conn.catalog().table(change.table);
    const TableDescriptor* groups = conn.catalog().table(QStringLiteral("groups"));
    return t && change.kind == ChangeSet::Kind::Delete && t->platform == Platform::Tabularia &&
           t->name == QLatin1String("user_groups") && groups && groups->column(QStringLiteral("is_admin"));
}

using Memberships = QList<QPair<QVariant, QVariant>>;

/// The one question about administrators (Tabularia's services/permissions.py `is_admin`: a superuser, or a member of
/// a group whose is_admin is set), asked in SQL: is anyone — `user` alone, when given — an administrator once the
/// `gone` memberships (user id, group id) are gone? `activeOnly` counts only users who can sign in (the gateway refuses
/// a deactivated one); `superuserCounts` false asks about the groups alone.
struct AdminQuestion {
    QVariant user;
    bool activeOnly = false;
    bool superuserCounts = true;
    Memberships gone;
};

bool anyAdministrator(const DbConnection& conn, const AdminQuestion& question, bool* found, QString* error) {
    const TableDescriptor* users = conn.catalog().table(QStringLiteral("users"));
    QStringList where;
    QVariantList values;
    if (question.user.isValid()) {
        where << QStringLiteral("u.id = ?");
        values << question.user;
    }
    if (question.activeOnly && users && users->column(QStringLiteral("is_active"))) {
        where << QStringLiteral("u.is_active = ?");
        values << true;
    }
    QString viaGroup = QStringLiteral("EXISTS (SELECT 1 FROM user_groups ug JOIN groups g ON g.id = ug.group_id "
                                      "WHERE ug.user_id = u.id AND g.is_admin = ?");
    QVariantList groupValues{true};
    for (const auto& [user, group] : question.gone) {
        viaGroup += QStringLiteral(" AND NOT (ug.user_id = ? AND ug.group_id = ?)");
        groupValues << user << group;
    }
    viaGroup += QLatin1Char(')');
    if (question.superuserCounts) {
        where << QStringLiteral("(u.is_superuser = ? OR %1)").arg(viaGroup);
        values << true << groupValues;
    } else {
        where << viaGroup;
        values << groupValues;
    }
    QSqlQuery q(conn.db());
    if (!conn.execBound(
            &q, QStringLiteral("SELECT 1 FROM users u WHERE %1 LIMIT 1").arg(where.join(QStringLiteral(" AND "))),
            values, error))
        return false;
    *found = q.next();
    return true;
}

QString lastAdminSentence() {
    return SensitiveGrants::tr(
        "This removes the last administrator: afterwards no active user would administer the platform, and nobody "
        "could make anyone an administrator there again. Tabularia refuses this (an administrator cannot take away "
        "their own rights), and so does Metadesk: make someone else an administrator first.");
}

} // namespace

bool SensitiveGrants::checkRemovals(const DbConnection& conn, const QList<ChangeSet>& changes, QStringList* rights,
                                    QString* lastAdmin, QString* error) {
    rights->clear();
    if (lastAdmin)
        lastAdmin->clear();
    QList<QPair<QVariant, QVariant>> gone;
    bool adminGroupLeft = false;
    const TableDescriptor* groups = conn.catalog().table(QStringLiteral("groups"));
    for (const ChangeSet& change : changes) {
        if (!isMembershipRemoval(conn, change))
            continue;
        const auto [userId, groupId] = membershipOf(change);
        QVariantMap group, user;
        if (!fetch(conn, "groups", groupId, &group, error) || !fetch(conn, "users", userId, &user, error))
            return false;
        gone.append({userId, groupId});
        const QString who = user.value(QStringLiteral("email")).toString();
        const QString name = group.value(QStringLiteral("name")).toString();
        if (valuecodec::storedFlag(*groups, group, QStringLiteral("is_admin"))) {
            adminGroupLeft = true;
            // A superuser, or a member of another admin group, stays an administrator (active or not: the question is
            // about their rights): nothing is taken away.
            bool stays = false;
            if (!anyAdministrator(conn, {userId, false, true, gone}, &stays, error))
                return false;
            if (!stays)
                *rights << tr("%1 leaves “%2” and is no longer %3.").arg(who, name, adminRights());
        }
        if (valuecodec::storedFlag(*groups, group, QStringLiteral("is_observer")))
            *rights << tr("%1 leaves “%2”, whose members %3, and no longer does.").arg(who, name, observerRights());
    }
    if (lastAdmin && adminGroupLeft) {
        bool remains = true;
        if (!anyAdministrator(conn, {QVariant(), true, true, gone}, &remains, error))
            return false;
        if (!remains)
            *lastAdmin = lastAdminSentence();
    }
    return true;
}

bool SensitiveGrants::guardsAdministrators(const TableDescriptor& table) {
    return table.platform == Platform::Tabularia &&
           (table.name == QLatin1String("users") || table.name == QLatin1String("groups") ||
            table.name == QLatin1String("user_groups"));
}

bool SensitiveGrants::adminExists(const DbConnection& conn, bool* exists, QString* error) {
    const Catalog& catalog = conn.catalog();
    const TableDescriptor* users = catalog.table(QStringLiteral("users"));
    const TableDescriptor* groups = catalog.table(QStringLiteral("groups"));
    if (!users || !groups || !catalog.table(QStringLiteral("user_groups")) ||
        !users->column(QStringLiteral("is_superuser")) || !groups->column(QStringLiteral("is_admin"))) {
        *exists = true; // a schema without these has no administrators to lose
        return true;
    }
    return anyAdministrator(conn, {QVariant(), true, true, {}}, exists, error);
}

QString SensitiveGrants::lastAdminRefusal() {
    return lastAdminSentence();
}

bool SensitiveGrants::check(const DbConnection& conn, const ChangeSet& change, QStringList* rights, QString* error) {
    rights->clear();
    const TableDescriptor* t = conn.catalog().table(change.table);
    if (!t)
        return true;
    if (change.kind == ChangeSet::Kind::Delete) {
        // Leaving an admin group is asked for as joining one is; the last administrator is the write path's rule
        // (RowWriter, adminExists() before and after).
        return checkRemovals(conn, {change}, rights, nullptr, error);
    }
    if (t->platform == Platform::Tabularia && t->name == QLatin1String("user_groups")) {
        QVariantMap group, user;
        const QVariant groupId = change.after(*t, QStringLiteral("group_id"));
        const QVariant userId = change.after(*t, QStringLiteral("user_id"));
        if (!fetch(conn, "groups", groupId, &group, error) || !fetch(conn, "users", userId, &user, error))
            return false;
        const TableDescriptor* groups = conn.catalog().table(QStringLiteral("groups"));
        auto flag = [&](const char* column) {
            return groups && valuecodec::storedFlag(*groups, group, QString::fromLatin1(column));
        };
        const QString who = user.value(QStringLiteral("email")).toString();
        const QString name = group.value(QStringLiteral("name")).toString();
        if (flag("is_admin"))
            *rights << tr("%1 joins “%2” and becomes %3.").arg(who, name, adminRights());
        if (flag("is_observer"))
            *rights << tr("%1 joins “%2”, whose members %3.").arg(who, name, observerRights());
        return true;
    }
    *rights = ofRow(*t, change);
    if (t->platform == Platform::Tabularia && t->name == QLatin1String("users") &&
        turnedOff(*t, change, "is_superuser") && conn.catalog().table(QStringLiteral("groups"))) {
        // Losing the superuser flag is asked for as leaving an admin group is, and likewise only when it takes
        // something away: a member of an admin group stays an administrator. (Whether one is left at all is the
        // write path's rule.)
        bool stays = false;
        if (!anyAdministrator(conn, {change.original.value(QStringLiteral("id")), false, false, {}}, &stays, error))
            return false;
        if (!stays)
            *rights << tr("%1 is no longer a superuser, and so no longer %2.")
                           .arg(change.after(*t, QStringLiteral("email")).toString(), adminRights());
    }
    return true;
}

QStringList SensitiveGrants::ofRow(const TableDescriptor& t, const ChangeSet& change) {
    QStringList rights;
    if (change.kind == ChangeSet::Kind::Delete)
        return rights;
    if (t.platform == Platform::Tabularia && t.name == QLatin1String("groups")) {
        const QString name = change.after(t, QStringLiteral("name")).toString();
        if (turnedOn(t, change, "is_admin"))
            rights << tr("Every member of “%1” becomes %2.").arg(name, adminRights());
        if (turnedOn(t, change, "is_observer"))
            rights << tr("Every member of “%1” %2.").arg(name, observerRights());
        return rights;
    }
    if (t.platform == Platform::Tabularia && t.name == QLatin1String("users")) {
        const QString who = change.after(t, QStringLiteral("email")).toString();
        if (turnedOn(t, change, "is_superuser"))
            rights << tr("%1 becomes a superuser, %2.").arg(who, adminRights());
        if (turnedOn(t, change, "is_observer"))
            rights << tr("%1 becomes an observer and %2.").arg(who, observerRights());
        return rights;
    }
    if (t.platform == Platform::Holotable && t.name == QLatin1String("api_tokens")) {
        const ColumnDescriptor* role = t.column(QStringLiteral("role"));
        if (!role)
            return rights;
        const QString after = change.after(t, role->name).toString();
        const QString before = change.kind == ChangeSet::Kind::Insert
                                   ? QString()
                                   : valuecodec::toEdit(*role, change.original.value(role->name)).toString();
        if (after == before)
            return rights;
        const QString token = change.after(t, QStringLiteral("name")).toString();
        const QString workspace = change.after(t, QStringLiteral("workspace_id")).toString();
        const QString may = after == QLatin1String("editor")
                                ? tr("may view, create, change and generate dashboards and use the sources")
                                : tr("may view dashboards and use the sources");
        rights << (before.isEmpty()
                       ? tr("The token “%1” gets the role %2 in workspace %3: whoever holds it %4.")
                             .arg(token, after, workspace, may)
                       : tr("The token “%1” changes from the role %2 to %3 in workspace %4: whoever holds it %5.")
                             .arg(token, before, after, workspace, may));
    }
    return rights;
}

} // namespace metadesk
