#include "EffectivePermissions.h"

#include "core/db/DbConnection.h"

#include <QCoreApplication>
#include <QSqlQuery>

namespace metadesk {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("metadesk::EffectivePermissions", text);
}

/// The capability's rank as SQL, so both engines sort grants the same way (capabilityRank()).
const QString rankSql = QStringLiteral("CASE p.capability WHEN 'view' THEN 0 WHEN 'run' THEN 1 WHEN 'edit' THEN 2 "
                                       "WHEN 'manage' THEN 3 WHEN 'connect' THEN 4 ELSE 5 END");

/// Reads rows of (permission id, project id, project name, capability, user id, email, full name, group id,
/// group name).
PermissionGrant grantFrom(const QSqlQuery& q) {
    PermissionGrant g;
    g.permissionId = q.value(0).toLongLong();
    g.projectId = q.value(1).toLongLong();
    g.projectName = q.value(2).toString();
    g.capability = q.value(3).toString();
    if (!q.value(4).isNull()) {
        g.userId = q.value(4).toLongLong();
        g.userLabel =
            q.value(5).isNull() || q.value(5).toString().isEmpty() ? q.value(6).toString() : q.value(5).toString();
    }
    if (!q.value(7).isNull()) {
        g.groupId = q.value(7).toLongLong();
        g.groupName = q.value(8).toString();
    }
    return g;
}

} // namespace

int EffectivePermissions::capabilityRank(const QString& capability) {
    // The platform's ladder VIEW < RUN < EDIT < MANAGE, then CONNECT, which stands apart from it.
    static const QStringList order{QStringLiteral("view"), QStringLiteral("run"), QStringLiteral("edit"),
                                   QStringLiteral("manage"), QStringLiteral("connect")};
    const int i = order.indexOf(capability);
    return i < 0 ? 5 : i;
}

QString EffectivePermissions::sourceText(const PermissionGrant& grant) {
    return grant.direct() ? tr("direct") : tr("via group %1").arg(grant.groupName);
}

QString EffectivePermissions::inheritanceNote() {
    return tr("The schema gives no inheritance between nested projects: permissions are checked against the project "
              "itself, so each project's grants are its own and a grant on a parent says nothing about its "
              "sub-projects.");
}

bool EffectivePermissions::forUser(const DbConnection& connection, qint64 userId, QList<PermissionGrant>* out,
                                   QString* error) {
    out->clear();
    // Direct grants, then grants to each group the user belongs to; a user's grants are few, so no limit.
    const QString sql =
        QStringLiteral("SELECT p.id, p.project_id, pr.name, p.capability, u.id, u.email, u.full_name, NULL, NULL, "
                       "%1, 0 "
                       "FROM permissions p JOIN projects pr ON pr.id = p.project_id JOIN users u ON u.id = p.user_id "
                       "WHERE p.user_id = ? "
                       "UNION ALL "
                       "SELECT p.id, p.project_id, pr.name, p.capability, u.id, u.email, u.full_name, g.id, g.name, "
                       "%1, 1 "
                       "FROM permissions p JOIN projects pr ON pr.id = p.project_id JOIN groups g ON g.id = p.group_id "
                       "JOIN user_groups ug ON ug.group_id = g.id JOIN users u ON u.id = ug.user_id "
                       "WHERE ug.user_id = ? "
                       "ORDER BY 3, 2, 10, 11, 9, 1")
            .arg(rankSql);
    QSqlQuery q(connection.db());
    if (!connection.execBound(&q, sql, {userId, userId}, error))
        return false;
    while (q.next())
        out->append(grantFrom(q));
    return true;
}

bool EffectivePermissions::forProject(const DbConnection& connection, qint64 projectId, bool withSubprojects, int limit,
                                      QList<PermissionGrant>* out, bool* truncated, QString* error) {
    out->clear();
    if (truncated)
        *truncated = false;
    // The project and, when asked, everything nested below it (bounded, so a cycle could not loop forever). Group
    // grants are expanded to their members; a group without members still shows its grant once.
    const QString sql =
        QStringLiteral(
            "WITH RECURSIVE tree(id, depth) AS ("
            "SELECT id, 0 FROM projects WHERE id = ? "
            "UNION ALL SELECT c.id, t.depth + 1 FROM projects c JOIN tree t ON c.parent_id = t.id WHERE t.depth < ?) "
            "SELECT p.id, p.project_id, pr.name, p.capability, u.id, u.email, u.full_name, NULL, NULL, %1, "
            "tree.depth "
            "FROM permissions p JOIN tree ON tree.id = p.project_id JOIN projects pr ON pr.id = p.project_id "
            "JOIN users u ON u.id = p.user_id "
            "UNION ALL "
            "SELECT p.id, p.project_id, pr.name, p.capability, u.id, u.email, u.full_name, g.id, g.name, %1, "
            "tree.depth "
            "FROM permissions p JOIN tree ON tree.id = p.project_id JOIN projects pr ON pr.id = p.project_id "
            "JOIN groups g ON g.id = p.group_id LEFT JOIN user_groups ug ON ug.group_id = g.id "
            "LEFT JOIN users u ON u.id = ug.user_id "
            "ORDER BY 11, 3, 2, 10, 6, 7, 9, 1 LIMIT ?")
            .arg(rankSql);
    const qint64 maxDepth = withSubprojects ? 1000 : 0;
    QSqlQuery q(connection.db());
    if (!connection.execBound(&q, sql, {projectId, maxDepth, qint64(limit) + 1}, error))
        return false;
    while (q.next()) {
        if (out->size() == limit) {
            if (truncated)
                *truncated = true;
            break;
        }
        out->append(grantFrom(q));
    }
    return true;
}

} // namespace metadesk
