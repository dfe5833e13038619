#pragma once

#include <QString>

class QWidget;

namespace metadesk {

struct ChangeSet;

/// The catalog's change warnings (ColumnDescriptor::changeWarning, such as groups.name, which single sign-on matches
/// groups by): confirmed by the user before an update that changes such a column, from the row dialog and the cell
/// editor alike.
class ChangeWarning {
public:
    /// The warning for this change, with the values before and after filled in; empty when none applies (an insert, a
    /// delete, or no warned column changed).
    static QString text(const ChangeSet& change);
    /// Asks when text() is not empty; true when the change may go ahead.
    static bool confirm(QWidget* parent, const ChangeSet& change);
};

} // namespace metadesk
