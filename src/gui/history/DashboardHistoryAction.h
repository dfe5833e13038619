#pragma once

#include "RowDialogAction.h"

namespace metadesk {

class DashboardHistoryDialog;

/// "Dashboard History…" for the dashboard picked in Dashboards (or the version picked in Dashboard versions): the
/// main window's menu item, a row action in the grid's context menu, and Ctrl+Alt+H. Opens a DashboardHistoryDialog
/// with Restore (RestoreDashboardVersion: a new version with the chosen spec), refused with the reason on a
/// read-only connection.
class DashboardHistoryAction : public RowDialogAction {
    Q_OBJECT
public:
    explicit DashboardHistoryAction(QWidget* window);

    /// Opens the history of the picked row's dashboard; null when no dashboard row is picked.
    DashboardHistoryDialog* open();
    /// Restores the version picked in `dialog`, after a yes to the plan (`ask` false: without asking, for tests).
    /// Returns what happened, in words.
    QString restore(DashboardHistoryDialog* dialog, bool ask = true);

protected:
    void triggered() override { open(); }
};

} // namespace metadesk
