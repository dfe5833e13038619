#pragma once

#include "core/edit/ChangeSet.h"

#include <QCoreApplication>
#include <QStringList>

namespace metadesk {

class DbConnection;

/// Which changes hand out administration, as the platforms define it, so that they are asked for before they are
/// made (the renaming of a group warns at length; making someone an administrator must not take less).
///
/// Tabularia (services/permissions.py `is_admin`, `is_observer`): a superuser, or a member of a group whose is_admin
/// is set, is an administrator of the whole installation: every project whatever its grants, the users, the groups,
/// the settings. A member of a group whose is_observer is set reads the administration panels (the audit log, the
/// sessions, the user list). So joining such a group, setting either flag on a group (each member gets it) or on a
/// user, is sensitive. Holotable (src/lib/auth/authorize.ts): a workspace role decides what an identity may do; an API
/// token holds one role in one workspace, so giving a token a role (or changing it) is sensitive.
class SensitiveGrants {
    Q_DECLARE_TR_FUNCTIONS(SensitiveGrants)
public:
    /// The rights `change` grants or takes away that want a confirmation, one sentence each naming who gets or loses
    /// what (a superuser flag turned off costs administration unless an admin group still gives it); empty when none.
    /// Reads the rows it depends on (a membership's group). False with *error when the database could not be read.
    static bool check(const DbConnection& conn, const ChangeSet& change, QStringList* rights, QString* error);
    /// The rights `changes` take away that want a confirmation, one sentence each naming who loses what: leaving a
    /// Tabularia group whose members are administrators or observers (a membership deleted, one or several), unless
    /// they stay administrators another way. Empty when none. *lastAdmin (when given) says, before anything is
    /// written, that the changes together would leave no active administrator: an early word for a caller that asks
    /// before writing, by the same question the write path's rule asks (adminExists()), which refuses such changes
    /// whoever writes them. False with *error when the database could not be read.
    static bool checkRemovals(const DbConnection& conn, const QList<ChangeSet>& changes, QStringList* rights,
                              QString* lastAdmin, QString* error);
    /// Whether a change to `table` can take administrator rights away (Tabularia's users, groups, user_groups): the
    /// write path then checks, inside its transaction, that an active administrator is left (adminExists()).
    static bool guardsAdministrators(const TableDescriptor& table);
    /// Whether any active user administers the platform now (a superuser, or a member of an admin group), on the
    /// connection's current transaction.
    static bool adminExists(const DbConnection& conn, bool* exists, QString* error);
    /// The sentence for a change refused because it would leave no active administrator: what RowWriter says, and
    /// what a dialog shows when its write is refused.
    static QString lastAdminRefusal();
    /// The same for a change of one row that reads nothing else (a user's or a group's flags, a token's role): what
    /// the row dialog and the cell editor ask about. A membership needs check().
    static QStringList ofRow(const TableDescriptor& table, const ChangeSet& change);
};

} // namespace metadesk
