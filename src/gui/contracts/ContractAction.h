#pragma once

#include "gui/history/RowDialogAction.h"

namespace metadesk {

class ContractAlertsDialog;
class ContractDialog;

/// "Data Contract…" for the datasource picked in Datasources (or a row of its contract, versions or results): the
/// main window's menu item, a row action in those grids' context menu, and Ctrl+Shift+K; opens a ContractDialog. With
/// it, alertsAction(): "Contract Results and Alerts…", the outbox and every contract's results (ContractAlertsDialog),
/// offered while a Tabularia database with contract tables is open. Both only read, but for their Restore and Retry
/// (off on a read-only connection), so they are there for read-only connections too.
class ContractAction : public RowDialogAction {
    Q_OBJECT
public:
    explicit ContractAction(QWidget* window);

    QAction* alertsAction() const { return m_alerts; }
    /// A database was opened (RowDialogAction::attach), and the alerts' action follows it.
    void attach(const DbConnection* connection, Workspace* workspace);
    void detach();

    /// Opens the contract of the picked row's datasource; null when no such row is picked.
    ContractDialog* open();
    /// Opens the outbox and results; null when no database with contract tables is open.
    ContractAlertsDialog* openAlerts();

protected:
    void triggered() override { open(); }

private:
    QAction* m_alerts = nullptr;
};

} // namespace metadesk
