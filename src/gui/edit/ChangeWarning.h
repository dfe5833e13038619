#pragma once

#include <QString>

class QWidget;

namespace metadesk {

struct ChangeSet;
class DbConnection;

/// The catalog's change warnings (ColumnDescriptor::changeWarning, such as groups.name, which single sign-on matches
/// groups by), and the administration a change hands out (SensitiveGrants: a user made superuser, a group made an
/// admin group, a Holotable token's role): confirmed by the user before the change, from the row dialog and the cell
/// editor alike.
class ChangeWarning {
public:
    /// The warning for this change, with the values before and after filled in, and the rights it grants; empty when
    /// none applies.
    /// With the connection, SensitiveGrants reads what the change depends on (a membership's group), so a membership
    /// added in the row dialog asks as the Memberships editor does.
    static QString text(const DbConnection& conn, const ChangeSet& change);
    /// Asks when text() is not empty; true when the change may go ahead.
    static bool confirm(QWidget* parent, const DbConnection& conn, const ChangeSet& change);
};

} // namespace metadesk
