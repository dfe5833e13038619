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
    /// The rights `change` grants that want a confirmation, one sentence each naming who gets what; empty when none.
    /// Reads the rows it depends on (a membership's group). False with *error when the database could not be read.
    static bool check(const DbConnection& conn, const ChangeSet& change, QStringList* rights, QString* error);
    /// The rights `changes` take away that want a confirmation, one sentence each naming who loses what: leaving a
    /// Tabularia group whose members are administrators or observers (a membership deleted, one or several). Empty
    /// when none. *lastAdmin (when given) says when the changes together would leave no active administrator; the
    /// platform never lets that happen (its gateway refuses any change that would cost the acting administrator
    /// their rights, so one always remains), and neither does Metadesk (lastAdminProblem()). False with *error when
    /// the database could not be read.
    static bool checkRemovals(const DbConnection& conn, const QList<ChangeSet>& changes, QStringList* rights,
                              QString* lastAdmin, QString* error);
    /// Why `change` may not be written: it removes the last active administrator's last way of being one (a
    /// membership of the last admin group they hold, while no superuser is active). Empty when it may. Read on the
    /// write's connection, so inside a transaction the earlier changes of a batch count.
    static bool lastAdminProblem(const DbConnection& conn, const ChangeSet& change, QString* problem, QString* error);
    /// Whether a change to `table` can take administrator rights away (Tabularia's users, groups, user_groups): the
    /// write path then checks, inside its transaction, that an active administrator is left (adminExists()).
    static bool guardsAdministrators(const TableDescriptor& table);
    /// Whether any active user administers the platform now (a superuser, or a member of an admin group), on the
    /// connection's current transaction.
    static bool adminExists(const DbConnection& conn, bool* exists, QString* error);
    /// The sentence for a change refused because it would leave no active administrator.
    static QString lastAdminRefusal();
    /// The same for a change of one row that reads nothing else (a user's or a group's flags, a token's role): what
    /// the row dialog and the cell editor ask about. A membership needs check().
    static QStringList ofRow(const TableDescriptor& table, const ChangeSet& change);
};

} // namespace metadesk
