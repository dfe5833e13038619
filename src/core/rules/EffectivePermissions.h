#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QVariant>

namespace metadesk {

class DbConnection;

/// One capability someone holds on one project, and where it comes from: a grant to the user directly or to one of
/// their groups, on the project itself or inherited from one of its ancestors; or being an administrator (a superuser,
/// or a member of a group marked admin), who holds everything everywhere. A grant to a group without members appears
/// once, with no user.
struct PermissionGrant {
    qint64 permissionId = 0; ///< permissions.id of the grant; 0 for a superuser
    qint64 projectId = 0;    ///< the project the capability holds on
    QString projectName;
    QString capability; ///< view, run, edit, manage or connect, as granted; empty for a superuser
    QVariant userId;    ///< null for a group grant nobody holds yet
    QString userLabel;  ///< email, else full name
    /// users.is_active: a deactivated user (false) keeps their grants but cannot sign in.
    bool userActive = true;
    QVariant groupId; ///< null for a direct grant
    QString groupName;
    qint64 grantedOnId = 0; ///< the project the grant is on: projectId, or the ancestor it is inherited from
    QString grantedOnName;
    /// An administrator: everything on every project, whatever is granted. users.is_superuser (groupId null), or
    /// membership of the admin group groupId/groupName (groups.is_admin), as the platform's is_admin has it.
    bool superuser = false;

    bool direct() const { return groupId.isNull(); }
    bool inherited() const { return !superuser && grantedOnId != projectId; }
    bool operator==(const PermissionGrant& o) const {
        return permissionId == o.permissionId && projectId == o.projectId && capability == o.capability &&
               userId == o.userId && groupId == o.groupId && grantedOnId == o.grantedOnId && superuser == o.superuser;
    }
};

/// Effective permissions as the Tabularia platform resolves them (gateway/app/services/permissions.py): an
/// administrator — a superuser or a member of a group marked admin (is_admin) — can do everything on every project; a
/// grant on a project holds on all of its descendants along parent_id (a cycle
/// is walked once); the subject is the user or one of their groups; and a capability satisfies the ones below it
/// (grantSatisfies()).
///
/// Each call reads the project tree once, and the few grants it needs once; the rest is worked out here.
class EffectivePermissions {
public:
    /// Every project on which the user holds something, with every grant that reaches it: direct or through each of
    /// their groups, on the project or inherited from an ancestor. An administrator gets one entry per project (and
    /// admin group) instead.
    /// Sorted by project name, project id, capability rank, own before inherited, direct before groups.
    static bool forUser(const DbConnection& connection, qint64 userId, QList<PermissionGrant>* out, QString* error);
    /// Everyone who holds a capability on the project: superusers and the members of admin groups, then grants on the
    /// project and on each of its ancestors, directly or through a group (one entry per member). With
    /// `withSubprojects`, also the grants placed on every project nested below it, each under its own project (what
    /// those add to what is inherited). At most `limit` entries; *truncated tells whether there were more.
    static bool forProject(const DbConnection& connection, qint64 projectId, bool withSubprojects, int limit,
                           QList<PermissionGrant>* out, bool* truncated, QString* error);

    /// "direct", "via group <name>", "inherited from <project>", "via group <name>, inherited from <project>" or
    /// "superuser: everything" or "admin through group <name>: everything".
    static QString sourceText(const PermissionGrant& grant);
    /// The capability and what it includes, e.g. "edit (also run, view)"; "everything" for a superuser.
    static QString capabilityText(const PermissionGrant& grant);
    /// The platform's inheritance rule in one sentence, which every view that speaks of it shows (the project tree,
    /// Effective Permissions): a grant on a project holds on every project below it.
    static QString inheritanceRule();
    /// The sentence the views show about inheritance: the platform's rule, with who the subject is, how capabilities
    /// include each other and who can do everything.
    static QString inheritanceNote();
    /// 0 view, 1 run, 2 edit, 3 manage (the platform's ladder), 4 connect (apart from it); 5 for anything else.
    static int capabilityRank(const QString& capability);
    /// The platform's grant_satisfies: manage satisfies everything, connect only connect, and otherwise a capability
    /// satisfies those at or below it on view < run < edit < manage. An unknown capability satisfies nothing.
    static bool grantSatisfies(const QString& granted, const QString& needed);
    /// Every capability `granted` satisfies, itself first, then by rank downwards (connect last).
    static QStringList satisfiedBy(const QString& granted);
    /// The platform's capabilities in rank order.
    static QStringList capabilities();
};

} // namespace metadesk
