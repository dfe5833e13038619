#pragma once

#include "core/edit/ChangeJournal.h"
#include "core/edit/ChangeSet.h"
#include "core/edit/RowWriter.h"

#include <QObject>
#include <QPointer>
#include <QSet>

#include <memory>
#include <optional>

class QAction;
class QWidget;

namespace metadesk {

class DbConnection;
class InlineEditor;
class TablePage;
class Workspace;

/// The edit actions of the main window — New, Edit, Duplicate, Delete, Undo — for whatever table page is shown:
/// enabled by the table's EditPolicy and the connection's read-only state (with the reason as tooltip), bound to
/// the toolbar, the grid's context menu and keys (Insert, Enter or F2, Ctrl+D, Delete, Ctrl+Z). Every change goes
/// through the row dialog and RowWriter; the page is read again afterwards, keeping the selection.
class EditController : public QObject {
    Q_OBJECT
public:
    explicit EditController(QWidget* window);
    ~EditController() override;

    /// A database was opened (connection owned by the window; null when closed).
    void attach(const DbConnection* connection, Workspace* workspace, bool readOnly);
    void detach();
    /// Whether the workspace is what the window shows: while another page stands in front of it (the start page),
    /// no action reaches a row the user cannot see.
    void setWorkspaceShown(bool shown);

    QList<QAction*> actions() const;
    /// The window's Copy (Ctrl+C), offered first in the grid's context menu.
    void setCopyAction(QAction* copy) { m_copy = copy; }
    QAction* newAction() const { return m_new; }
    QAction* editAction() const { return m_edit; }
    QAction* duplicateAction() const { return m_duplicate; }
    QAction* deleteAction() const { return m_delete; }
    QAction* undoAction() const { return m_undo; }
    QAction* journalAction() const { return m_journal; }
    QAction* identityAction() const { return m_identity; }

    RowWriter* writer() const { return m_writer.get(); }
    const Actor& actor() const { return m_actor; }
    ChangeJournal* changeJournal() const { return m_changeJournal.get(); }
    InlineEditor* inlineEditor() const { return m_inline; }

    void newRow();
    void editRow();
    void duplicateRow();
    void deleteRow();
    void undo();
    void showJournal();
    void chooseIdentity();

signals:
    /// A change was saved to `tables` (the window counts them again; tests wait for it).
    void changed(const QStringList& tables);
    /// One line for the status bar.
    void message(const QString& text);

private:
    void pageChanged(TablePage* page);
    bool m_workspaceShown = true;
    void updateActions();
    /// The selected row, read again from the database in stored form; false (with a message) when there is none.
    bool selectedRow(QVariantMap* row);
    void openDialog(int mode, const QVariantMap& original);
    /// Confirms and deletes these rows (stored form) in one transaction, after showing what goes with them.
    void deleteRows(const QList<QVariantMap>& rows);
    /// A Tabularia datasource: deleted as the platform deletes it (DatasourceDeleteDialog), one at a time.
    void deleteDatasource(const QList<QVariantList>& keys);
    /// A write refused: the sentence, with the database's own text under Details.
    void refusal(const QString& title, const QString& sentence, const QString& details);
    /// A change in people's words: "deleting “tmp-b” from Groups".
    QString describe(const ChangeSet& change, const WriteResult& result) const;
    void saved(const ChangeSet& change, const WriteResult& result);
    void resolveActor();
    void showContextMenu(const QPoint& pos);

    QWidget* m_window;
    QAction* m_copy = nullptr;
    const DbConnection* m_conn = nullptr;
    QPointer<Workspace> m_workspace;
    QPointer<TablePage> m_page;
    QSet<TablePage*> m_wired;
    bool m_readOnly = true;
    std::unique_ptr<RowWriter> m_writer;
    std::unique_ptr<ChangeJournal> m_changeJournal;
    Actor m_actor;
    InlineEditor* m_inline = nullptr;
    struct Done {
        ChangeSet change;
        WriteResult result;
    };
    std::optional<Done> m_last;

    QAction* m_new = nullptr;
    QAction* m_edit = nullptr;
    QAction* m_duplicate = nullptr;
    QAction* m_delete = nullptr;
    QAction* m_undo = nullptr;
    QAction* m_journal = nullptr;
    QAction* m_identity = nullptr;
};

} // namespace metadesk
