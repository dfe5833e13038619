#pragma once

#include <QObject>
#include <QPointer>
#include <QSet>

class QAction;
class QWidget;

namespace metadesk {

class DbConnection;
class FlowHistoryDialog;
class TablePage;
class Workspace;

/// "Version History…" for the flow picked in the Flows table (or the version picked in Flow versions): the main
/// window's menu item, a row action in the grid's context menu, and Ctrl+Shift+H. Opens a FlowHistoryDialog, which
/// only reads, so it is there for read-only connections too.
class FlowHistoryAction : public QObject {
    Q_OBJECT
public:
    explicit FlowHistoryAction(QWidget* window);
    ~FlowHistoryAction() override;

    QAction* action() const { return m_action; }
    /// A database was opened.
    void attach(const DbConnection* connection, Workspace* workspace);
    /// Closes the dialogs opened for the database (they read through it) and forgets it.
    void detach();
    /// Opens the history of the picked row's flow; null when no flow row is picked.
    FlowHistoryDialog* open();

private:
    void pageChanged(TablePage* page);
    void update();

    QWidget* m_window;
    QAction* m_action;
    const DbConnection* m_conn = nullptr;
    QPointer<Workspace> m_workspace;
    QSet<TablePage*> m_wired;
    QList<QPointer<FlowHistoryDialog>> m_dialogs;
};

} // namespace metadesk
