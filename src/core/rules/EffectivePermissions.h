#pragma once

#include <QList>
#include <QString>
#include <QVariant>

namespace metadesk {

class DbConnection;

/// One capability someone holds on one project, and where it comes from: a grant to the user directly, or a grant to
/// a group the user belongs to. A grant to a group without members appears once, with no user.
struct PermissionGrant {
    qint64 permissionId = 0; ///< permissions.id of the grant
    qint64 projectId = 0;
    QString projectName;
    QString capability; ///< view, run, edit, manage or connect
    QVariant userId;    ///< null for a group grant nobody holds yet
    QString userLabel;  ///< email, else full name
    QVariant groupId;   ///< null for a direct grant
    QString groupName;

    bool direct() const { return groupId.isNull(); }
    bool operator==(const PermissionGrant& o) const {
        return permissionId == o.permissionId && projectId == o.projectId && capability == o.capability &&
               userId == o.userId && groupId == o.groupId;
    }
};

/// Effective permissions as the permissions table grants them. The schema gives no inheritance between nested
/// projects: "RBAC is checked against the project", so a grant on a parent says nothing about its sub-projects, and
/// a sub-project's grants are listed as its own, never as inherited.
class EffectivePermissions {
public:
    /// Every capability the user holds, directly and through each of their groups. Sorted by project name, project
    /// id, capability rank (view < run < edit < manage, then connect), then direct before groups.
    static bool forUser(const DbConnection& connection, qint64 userId, QList<PermissionGrant>* out, QString* error);
    /// Everyone who holds a capability on the project, directly or through a group (one entry per member). With
    /// `withSubprojects`, the grants of every project nested below it too, each under its own project. At most
    /// `limit` entries; *truncated tells whether there were more.
    static bool forProject(const DbConnection& connection, qint64 projectId, bool withSubprojects, int limit,
                           QList<PermissionGrant>* out, bool* truncated, QString* error);

    /// "direct" or "via group <name>".
    static QString sourceText(const PermissionGrant& grant);
    /// The sentence the views show about inheritance.
    static QString inheritanceNote();
    /// 0 view, 1 run, 2 edit, 3 manage (the platform's ladder), 4 connect (apart from it); 5 for anything else.
    static int capabilityRank(const QString& capability);
};

} // namespace metadesk
