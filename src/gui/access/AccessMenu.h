#pragma once

#include <QList>
#include <QMenu>
#include <QPointer>

namespace metadesk {

class DbConnection;
class RowWriter;
class TablePage;
class Workspace;

/// The main window's Access menu for a Tabularia database: the project tree, effective permissions (of the selected
/// user or project, else a choice), and the group memberships of the selected user or group. The windows it opens
/// write through the edit path's RowWriter (none when read-only) and are closed before their connection goes.
class AccessMenu : public QMenu {
    Q_OBJECT
public:
    explicit AccessMenu(QWidget* window);
    ~AccessMenu() override;

    /// A database was opened; `writer` is null for a read-only connection.
    void attach(const DbConnection* connection, RowWriter* writer, Workspace* workspace);
    /// Closes every window opened for the database.
    void detach();

    QAction* projectTreeAction() const { return m_tree; }
    QAction* permissionsAction() const { return m_permissions; }
    QAction* membershipsAction() const { return m_memberships; }

    void openProjectTree();
    void openPermissions();
    void openMemberships();

private:
    void updateActions();
    /// The table shown and the id of its selected row (invalid when none).
    QVariant selectedId(QString* table) const;
    void track(QWidget* panel);

    QWidget* m_window;
    const DbConnection* m_conn = nullptr;
    RowWriter* m_writer = nullptr;
    QPointer<Workspace> m_workspace;
    QList<QPointer<QWidget>> m_windows;
    QAction* m_tree = nullptr;
    QAction* m_permissions = nullptr;
    QAction* m_memberships = nullptr;
};

} // namespace metadesk
