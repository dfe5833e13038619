#pragma once

#include "gui/history/RowDialogAction.h"

namespace metadesk {

/// From a row of one of Tabularia's administration tables (the grid's context menu, or the Database menu while such a
/// table is shown): the Administration page on that table's tab.
class AdministrationRowAction : public RowDialogAction {
    Q_OBJECT
public:
    explicit AdministrationRowAction(QWidget* window);

protected:
    void triggered() override;
};

} // namespace metadesk
