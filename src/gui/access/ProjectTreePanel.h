#pragma once

#include <QSet>
#include <QVariant>
#include <QWidget>

class QAction;
class QLabel;
class QToolBar;
class QTreeView;

namespace metadesk {

class DbConnection;
class ProjectTreeModel;
class RowWriter;

/// The project tree to edit: create a sub-project, move one by drag and drop or through "Move to…", delete one after
/// seeing what it holds. Every change goes through the RowWriter (rules, concurrency check, one audit entry);
/// refusals and conflicts are told as a sentence above the tree, and a conflict reloads it.
///
/// The connection and writer must outlive the panel.
class ProjectTreePanel : public QWidget {
    Q_OBJECT
public:
    ProjectTreePanel(const DbConnection& conn, RowWriter* writer, QWidget* parent = nullptr);
    ~ProjectTreePanel() override;

    ProjectTreeModel* model() const { return m_model; }
    QTreeView* view() const { return m_view; }
    /// The last sentence shown about a write (empty after a success).
    QString message() const;
    /// The selected project's id, or a null QVariant.
    QVariant currentProject() const;
    void selectProject(qint64 id);

    /// What the toolbar's actions do once their dialog has been answered (tests call these directly).
    bool createProject(const QVariant& parent, const QString& name, const QString& description);
    bool moveProject(qint64 id, const QVariant& newParent);
    /// Refused, listing what still belongs to it, while anything depends on the project. With `askFirst`, what goes
    /// with it is shown and must be confirmed.
    bool deleteProject(qint64 id, bool askFirst);
    /// What deleting the project would do, one sentence each; *blocks tells whether it is refused.
    QStringList deleteImpact(qint64 id, bool* blocks, QString* error) const;

signals:
    void changed();
    void openRow(const QString& table, const QVariant& id);

private:
    void newTopLevel();
    void newChild();
    void moveCurrent();
    void deleteCurrent();
    void openCurrent();
    void updateActions();
    void showMessage(const QString& text);
    void rememberExpansion();
    void restoreExpansion();
    QAction* makeAction(const QString& objectName, const QString& text, const QString& tip);

    const DbConnection& m_conn;
    RowWriter* m_writer;
    ProjectTreeModel* m_model = nullptr;
    QToolBar* m_toolBar = nullptr;
    QTreeView* m_view = nullptr;
    QLabel* m_message = nullptr;
    QLabel* m_status = nullptr;
    QAction* m_newTop = nullptr;
    QAction* m_newChild = nullptr;
    QAction* m_move = nullptr;
    QAction* m_delete = nullptr;
    QAction* m_open = nullptr;
    QAction* m_reload = nullptr;
    QSet<qint64> m_expanded;
    QVariant m_selected;
    bool m_firstLoad = true;
};

} // namespace metadesk
