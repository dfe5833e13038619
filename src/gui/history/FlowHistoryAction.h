#pragma once

#include "RowDialogAction.h"

namespace metadesk {

class FlowHistoryDialog;

/// "Version History…" for the flow picked in the Flows table (or the version picked in Flow versions): the main
/// window's menu item, a row action in the grid's context menu, and Ctrl+Shift+H. Opens a FlowHistoryDialog, which
/// only reads (its Restore is refused on a read-only connection), so it is there for read-only connections too.
class FlowHistoryAction : public RowDialogAction {
    Q_OBJECT
public:
    explicit FlowHistoryAction(QWidget* window);

    /// Opens the history of the picked row's flow; null when no flow row is picked.
    FlowHistoryDialog* open();

protected:
    void triggered() override { open(); }
};

} // namespace metadesk
