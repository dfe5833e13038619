#include "EffectivePermissions.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"

#include <QCoreApplication>
#include <QHash>
#include <QSet>
#include <QSqlQuery>

#include <algorithm>

namespace metadesk {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("metadesk::EffectivePermissions", text);
}

/// At most this many project ids bound in one statement (well below SQLite's and PostgreSQL's parameter limits).
constexpr int IdsPerStatement = 400;

struct Project {
    QVariant parent;
    QString name;
};
using Tree = QHash<qint64, Project>;

bool readTree(const DbConnection& connection, Tree* tree, QString* error) {
    QSqlQuery q(connection.db());
    if (!connection.execBound(&q, QStringLiteral("SELECT id, parent_id, name FROM projects"), {}, error))
        return false;
    while (q.next())
        tree->insert(q.value(0).toLongLong(), Project{q.value(1), q.value(2).toString()});
    return true;
}

/// Whether the open database's groups can make their members administrators (groups.is_admin, in every revision the
/// platform has shipped since groups came; read from the live catalog all the same).
bool hasAdminGroups(const DbConnection& connection) {
    const TableDescriptor* groups = connection.catalog().table(QStringLiteral("groups"));
    return groups && groups->column(QStringLiteral("is_admin")) &&
           connection.catalog().table(QStringLiteral("user_groups"));
}

/// The project and its ancestors up to the root, nearest first; a cycle or a missing parent ends the walk, as on the
/// platform (ancestor_ids).
QList<qint64> ancestorChain(const Tree& tree, qint64 project) {
    QList<qint64> chain;
    QSet<qint64> seen;
    QVariant cur = project;
    while (!cur.isNull() && tree.contains(cur.toLongLong()) && !seen.contains(cur.toLongLong())) {
        const qint64 id = cur.toLongLong();
        chain << id;
        seen.insert(id);
        cur = tree.value(id).parent;
    }
    return chain;
}

/// The project and everything nested below it, each once, even through a cycle (the platform's descendant_ids).
QList<qint64> descendants(const QHash<qint64, QList<qint64>>& children, qint64 root) {
    QList<qint64> out;
    QSet<qint64> seen;
    QList<qint64> stack{root};
    while (!stack.isEmpty()) {
        const qint64 id = stack.takeLast();
        if (seen.contains(id))
            continue;
        seen.insert(id);
        out << id;
        stack << children.value(id);
    }
    return out;
}

QHash<qint64, QList<qint64>> childrenOf(const Tree& tree) {
    QHash<qint64, QList<qint64>> children;
    for (auto it = tree.cbegin(); it != tree.cend(); ++it)
        if (!it->parent.isNull())
            children[it->parent.toLongLong()] << it.key();
    return children;
}

QString userLabel(const QVariant& email, const QVariant& fullName) {
    return email.isNull() || email.toString().isEmpty() ? fullName.toString() : email.toString();
}

/// "?, ?, ?" for `count` values.
QString placeholders(qsizetype count) {
    QStringList marks;
    for (qsizetype i = 0; i < count; ++i)
        marks << QStringLiteral("?");
    return marks.join(QStringLiteral(", "));
}

} // namespace

QStringList EffectivePermissions::capabilities() {
    return {QStringLiteral("view"), QStringLiteral("run"), QStringLiteral("edit"), QStringLiteral("manage"),
            QStringLiteral("connect")};
}

int EffectivePermissions::capabilityRank(const QString& capability) {
    // The platform's ladder VIEW < RUN < EDIT < MANAGE, then CONNECT, which stands apart from it.
    const int i = capabilities().indexOf(capability);
    return i < 0 ? 5 : i;
}

bool EffectivePermissions::grantSatisfies(const QString& granted, const QString& needed) {
    const int g = capabilityRank(granted), n = capabilityRank(needed);
    const int manage = 3, connect = 4;
    if (g > connect || n > connect)
        return false; // not a capability of the platform
    if (g == manage)
        return true;
    if (n == connect || g == connect)
        return g == n;
    return g >= n;
}

QStringList EffectivePermissions::satisfiedBy(const QString& granted) {
    QStringList out;
    if (grantSatisfies(granted, granted))
        out << granted;
    const QStringList all = capabilities();
    for (int i = 3; i >= 0; --i)
        if (all.at(i) != granted && grantSatisfies(granted, all.at(i)))
            out << all.at(i);
    if (all.at(4) != granted && grantSatisfies(granted, all.at(4)))
        out << all.at(4);
    return out;
}

QString EffectivePermissions::capabilityText(const PermissionGrant& grant) {
    if (grant.superuser)
        return tr("everything");
    QStringList also = satisfiedBy(grant.capability);
    if (also.size() < 2)
        return grant.capability;
    also.removeFirst();
    return tr("%1 (also %2)").arg(grant.capability, also.join(QStringLiteral(", ")));
}

QString EffectivePermissions::sourceText(const PermissionGrant& grant) {
    if (grant.superuser)
        return grant.direct() ? tr("superuser: everything")
                              : tr("admin through group %1: everything").arg(grant.groupName);
    if (grant.inherited())
        return grant.direct() ? tr("inherited from %1").arg(grant.grantedOnName)
                              : tr("via group %1, inherited from %2").arg(grant.groupName, grant.grantedOnName);
    return grant.direct() ? tr("direct") : tr("via group %1").arg(grant.groupName);
}

QString EffectivePermissions::inheritanceRule() {
    return tr("A permission on a project also holds on all of its sub-projects, at every level.");
}

QString EffectivePermissions::inheritanceNote() {
    return tr("%1 A user holds what is granted to them and to each of their groups; a capability includes those below "
              "it (view < run < edit < manage, and manage also includes connect); a superuser, and every member of a "
              "group marked admin, can do everything on every project. This is how the platform checks them.")
        .arg(inheritanceRule());
}

bool EffectivePermissions::forUser(const DbConnection& connection, qint64 userId, QList<PermissionGrant>* out,
                                   QString* error) {
    out->clear();
    QSqlQuery q(connection.db());
    if (!connection.execBound(
            &q, QStringLiteral("SELECT is_superuser, email, full_name, is_active FROM users WHERE id = ?"), {userId},
            error))
        return false;
    if (!q.next())
        return true; // no such user holds nothing
    const bool superuser = q.value(0).toBool();
    const QString label = userLabel(q.value(1), q.value(2));
    const bool active = q.value(3).toBool();
    q.finish();

    // The platform's is_admin: the user's own flag, else membership of a group marked admin.
    QList<QPair<qint64, QString>> adminGroups;
    if (!superuser && hasAdminGroups(connection)) {
        if (!connection.execBound(&q,
                                  QStringLiteral("SELECT g.id, g.name FROM groups g JOIN user_groups ug ON "
                                                 "ug.group_id = g.id WHERE ug.user_id = ? AND g.is_admin = ? "
                                                 "ORDER BY g.name"),
                                  {userId, true}, error))
            return false;
        while (q.next())
            adminGroups.append({q.value(0).toLongLong(), q.value(1).toString()});
        q.finish();
    }

    Tree tree;
    if (!readTree(connection, &tree, error))
        return false;
    if (superuser || !adminGroups.isEmpty()) {
        if (superuser)
            adminGroups = {{0, QString()}};
        for (auto it = tree.cbegin(); it != tree.cend(); ++it) {
            for (const auto& [groupId, groupName] : std::as_const(adminGroups)) {
                PermissionGrant g;
                g.projectId = g.grantedOnId = it.key();
                g.projectName = g.grantedOnName = it->name;
                g.userId = userId;
                g.userLabel = label;
                g.userActive = active;
                g.superuser = true;
                if (groupId != 0) {
                    g.groupId = groupId;
                    g.groupName = groupName;
                }
                out->append(g);
            }
        }
    } else {
        // The user's own grants and their groups' grants: few, so read at once and spread down the tree here.
        const QString sql =
            QStringLiteral("SELECT p.id, p.project_id, p.capability, NULL, NULL FROM permissions p WHERE p.user_id = ? "
                           "UNION ALL "
                           "SELECT p.id, p.project_id, p.capability, ug.group_id, g.name FROM permissions p "
                           "JOIN user_groups ug ON ug.group_id = p.group_id LEFT JOIN groups g ON g.id = p.group_id "
                           "WHERE ug.user_id = ?");
        if (!connection.execBound(&q, sql, {userId, userId}, error))
            return false;
        const auto children = childrenOf(tree);
        while (q.next()) {
            const qint64 on = q.value(1).toLongLong();
            if (!tree.contains(on))
                continue;
            PermissionGrant g;
            g.permissionId = q.value(0).toLongLong();
            g.capability = q.value(2).toString();
            g.userId = userId;
            g.userLabel = label;
            g.userActive = active;
            if (!q.value(3).isNull()) {
                g.groupId = q.value(3).toLongLong();
                g.groupName = q.value(4).toString();
            }
            g.grantedOnId = on;
            g.grantedOnName = tree.value(on).name;
            for (qint64 project : descendants(children, on)) {
                g.projectId = project;
                g.projectName = tree.value(project).name;
                out->append(g);
            }
        }
    }
    std::sort(out->begin(), out->end(), [](const PermissionGrant& a, const PermissionGrant& b) {
        if (const int c = a.projectName.compare(b.projectName, Qt::CaseInsensitive))
            return c < 0;
        if (a.projectId != b.projectId)
            return a.projectId < b.projectId;
        if (const int ra = capabilityRank(a.capability), rb = capabilityRank(b.capability); ra != rb)
            return ra < rb;
        if (a.inherited() != b.inherited())
            return !a.inherited();
        if (a.direct() != b.direct())
            return a.direct();
        if (const int c = a.groupName.compare(b.groupName); c)
            return c < 0;
        if (const int c = a.grantedOnName.compare(b.grantedOnName); c)
            return c < 0;
        return a.permissionId < b.permissionId;
    });
    return true;
}

bool EffectivePermissions::forProject(const DbConnection& connection, qint64 projectId, bool withSubprojects, int limit,
                                      QList<PermissionGrant>* out, bool* truncated, QString* error) {
    out->clear();
    if (truncated)
        *truncated = false;
    Tree tree;
    if (!readTree(connection, &tree, error))
        return false;
    if (!tree.contains(projectId))
        return true;
    const QString name = tree.value(projectId).name;

    QSqlQuery q(connection.db());
    if (!connection.execBound(
            &q, QStringLiteral("SELECT id, email, full_name, is_active FROM users WHERE is_superuser = ?"), {true},
            error))
        return false;
    while (q.next()) {
        PermissionGrant g;
        g.projectId = g.grantedOnId = projectId;
        g.projectName = g.grantedOnName = name;
        g.userId = q.value(0).toLongLong();
        g.userLabel = userLabel(q.value(1), q.value(2));
        g.userActive = q.value(3).toBool();
        g.superuser = true;
        out->append(g);
    }
    // The members of admin groups who are not superusers already: one entry per admin group they are in.
    if (hasAdminGroups(connection)) {
        if (!connection.execBound(
                &q,
                QStringLiteral("SELECT u.id, u.email, u.full_name, g.id, g.name, u.is_active FROM users u "
                               "JOIN user_groups ug ON ug.user_id = u.id "
                               "JOIN groups g ON g.id = ug.group_id "
                               "WHERE g.is_admin = ? AND u.is_superuser = ?"),
                {true, false}, error))
            return false;
        while (q.next()) {
            PermissionGrant g;
            g.projectId = g.grantedOnId = projectId;
            g.projectName = g.grantedOnName = name;
            g.userId = q.value(0).toLongLong();
            g.userLabel = userLabel(q.value(1), q.value(2));
            g.userActive = q.value(5).toBool();
            g.groupId = q.value(3).toLongLong();
            g.groupName = q.value(4).toString();
            g.superuser = true;
            out->append(g);
        }
    }

    // Grants on the project and its ancestors hold here; with sub-projects, those placed on each of them too.
    const QList<qint64> chain = ancestorChain(tree, projectId);
    QList<qint64> scope = chain;
    if (withSubprojects)
        for (qint64 id : descendants(childrenOf(tree), projectId))
            if (!chain.contains(id))
                scope << id;
    // Group grants are expanded to their members; a group without members still shows its grant once.
    for (qsizetype from = 0; from < scope.size(); from += IdsPerStatement) {
        const QList<qint64> ids = scope.mid(from, IdsPerStatement);
        const QString in = placeholders(ids.size());
        const QString sql =
            QStringLiteral(
                "SELECT p.id, p.project_id, p.capability, u.id, u.email, u.full_name, NULL, NULL, u.is_active "
                "FROM permissions p JOIN users u ON u.id = p.user_id WHERE p.project_id IN (%1) "
                "UNION ALL "
                "SELECT p.id, p.project_id, p.capability, u.id, u.email, u.full_name, g.id, g.name, u.is_active "
                "FROM permissions p JOIN groups g ON g.id = p.group_id "
                "LEFT JOIN user_groups ug ON ug.group_id = g.id LEFT JOIN users u ON u.id = ug.user_id "
                "WHERE p.project_id IN (%1)")
                .arg(in);
        QVariantList values;
        for (int pass = 0; pass < 2; ++pass)
            for (qint64 id : ids)
                values << id;
        if (!connection.execBound(&q, sql, values, error))
            return false;
        while (q.next()) {
            PermissionGrant g;
            g.permissionId = q.value(0).toLongLong();
            g.grantedOnId = q.value(1).toLongLong();
            g.grantedOnName = tree.value(g.grantedOnId).name;
            g.projectId = chain.contains(g.grantedOnId) ? projectId : g.grantedOnId;
            g.projectName = tree.value(g.projectId).name;
            g.capability = q.value(2).toString();
            if (!q.value(3).isNull()) {
                g.userId = q.value(3).toLongLong();
                g.userLabel = userLabel(q.value(4), q.value(5));
                g.userActive = q.value(8).toBool();
            }
            if (!q.value(6).isNull()) {
                g.groupId = q.value(6).toLongLong();
                g.groupName = q.value(7).toString();
            }
            out->append(g);
        }
    }

    // The project first, superusers first, its own grants before inherited ones (nearest ancestor first).
    std::sort(out->begin(), out->end(), [&](const PermissionGrant& a, const PermissionGrant& b) {
        if ((a.projectId == projectId) != (b.projectId == projectId))
            return a.projectId == projectId;
        if (const int c = a.projectName.compare(b.projectName, Qt::CaseInsensitive))
            return c < 0;
        if (a.projectId != b.projectId)
            return a.projectId < b.projectId;
        if (a.superuser != b.superuser)
            return a.superuser;
        if (const qsizetype da = chain.indexOf(a.grantedOnId), db = chain.indexOf(b.grantedOnId); da != db)
            return da < db;
        if (const int ra = capabilityRank(a.capability), rb = capabilityRank(b.capability); ra != rb)
            return ra < rb;
        if (const int c = a.userLabel.compare(b.userLabel); c)
            return c < 0;
        if (a.direct() != b.direct())
            return a.direct();
        if (const int c = a.groupName.compare(b.groupName); c)
            return c < 0;
        return a.permissionId < b.permissionId;
    });
    if (out->size() > limit) {
        out->erase(out->begin() + qMax(limit, 0), out->end());
        if (truncated)
            *truncated = true;
    }
    return true;
}

} // namespace metadesk
