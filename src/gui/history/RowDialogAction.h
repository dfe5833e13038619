#pragma once

#include "core/catalog/TableDescriptor.h"

#include <QKeySequence>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QStringList>

class QAction;
class QDialog;
class QWidget;

namespace metadesk {

class DbConnection;
class TablePage;
class Workspace;

/// A row action that opens a dialog about the row picked in some tables of one platform: the main window's menu item,
/// an action in those grids' context menu, and a shortcut. It follows the page shown (enabled with one row picked,
/// hidden on other tables, a tooltip saying what to do) and closes its dialogs when the database closes, since they
/// read through its connection. The subclass says which tables, and opens the dialog (open()).
class RowDialogAction : public QObject {
    Q_OBJECT
public:
    ~RowDialogAction() override;

    QAction* action() const { return m_action; }
    /// A database was opened.
    void attach(const DbConnection* connection, Workspace* workspace);
    /// Closes the dialogs opened for the database and forgets it.
    void detach();

protected:
    /// The action's tooltip in the three states: a row picked, one of the tables shown without a row picked, another.
    struct Tips {
        QString picked;
        QString pickFirst;
        QString openFirst;
    };
    RowDialogAction(QWidget* window, const QString& text, const QString& objectName, const QKeySequence& shortcut,
                    Platform platform, const QStringList& tables, const Tips& tips);

    /// The page shown, when it is one of the tables and one row is picked there; else null.
    TablePage* pickedPage() const;
    const DbConnection* connection() const { return m_conn; }
    Workspace* workspace() const;
    QWidget* window() const { return m_window; }
    /// Shows `dialog` (deleted on close, and when the database closes).
    void show(QDialog* dialog);
    /// A dialog of this action wrote `tables`: the navigator counts them again and the page shown reads again.
    void wrote(const QStringList& tables);
    /// The action was triggered.
    virtual void triggered() = 0;

private:
    bool ours(const TablePage* page) const;
    void wire(TablePage* page);
    void update();

    QWidget* m_window;
    QAction* m_action;
    Platform m_platform;
    QStringList m_tables;
    Tips m_tips;
    const DbConnection* m_conn = nullptr;
    QPointer<Workspace> m_workspace;
    QSet<TablePage*> m_wired;
    QList<QPointer<QDialog>> m_dialogs;
};

} // namespace metadesk
