#pragma once

#include <QString>

class QWidget;

namespace metadesk {

struct ChangeSet;

/// groups.name is unique because SSO reconciles identity-provider groups by name, not by id: renaming a group here
/// breaks that link. The row dialog and the cell editor ask before applying such an update.
class GroupRenameWarning {
public:
    /// Does this change rename a group (an update of groups whose name differs from the original)?
    static bool applies(const ChangeSet& change);
    /// The warning, naming both names.
    static QString text(const QString& oldName, const QString& newName);
    /// Shows the warning for `change` when it applies; true when the change may go ahead (it does not apply, or the
    /// user chose to rename anyway).
    static bool confirm(QWidget* parent, const ChangeSet& change);
};

} // namespace metadesk
