#pragma once

#include <QObject>
#include <QPointer>
#include <QSet>

class QAction;
class QWidget;

namespace metadesk {

class DashboardHistoryDialog;
class DbConnection;
class TablePage;
class Workspace;

/// "Dashboard History…" for the dashboard picked in Dashboards (or the version picked in Dashboard versions): the
/// main window's menu item, a row action in the grid's context menu, and Ctrl+Alt+H. Opens a DashboardHistoryDialog
/// with Restore (RestoreDashboardVersion: a new version with the chosen spec), refused with the reason on a
/// read-only connection.
class DashboardHistoryAction : public QObject {
    Q_OBJECT
public:
    explicit DashboardHistoryAction(QWidget* window);
    ~DashboardHistoryAction() override;

    QAction* action() const { return m_action; }
    void attach(const DbConnection* connection, Workspace* workspace);
    void detach();
    /// Opens the history of the picked row's dashboard; null when no dashboard row is picked.
    DashboardHistoryDialog* open();
    /// Restores the version picked in `dialog`, after a yes to the plan (`ask` false: without asking, for tests).
    /// Returns what happened, in words.
    QString restore(DashboardHistoryDialog* dialog, bool ask = true);

private:
    void wire(TablePage* page);
    void update();

    QWidget* m_window;
    QAction* m_action;
    const DbConnection* m_conn = nullptr;
    QPointer<Workspace> m_workspace;
    QSet<TablePage*> m_wired;
    QList<QPointer<DashboardHistoryDialog>> m_dialogs;
};

} // namespace metadesk
