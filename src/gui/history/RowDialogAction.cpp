#include "RowDialogAction.h"

#include "gui/Workspace.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/pages/TablePage.h"

#include <QAction>
#include <QDialog>

namespace metadesk {

RowDialogAction::RowDialogAction(QWidget* window, const QString& text, const QString& objectName,
                                 const QKeySequence& shortcut, Platform platform, const QStringList& tables,
                                 const Tips& tips)
    : QObject(window), m_window(window), m_platform(platform), m_tables(tables), m_tips(tips) {
    m_action = new QAction(text, this);
    m_action->setObjectName(objectName);
    m_action->setShortcut(shortcut);
    m_action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    // EditController's grid menu lists the grid's actions that carry this property after its own.
    m_action->setProperty("metadeskRowAction", true);
    connect(m_action, &QAction::triggered, this, [this]() { triggered(); });
    update();
}

RowDialogAction::~RowDialogAction() {
    detach();
}

void RowDialogAction::attach(const DbConnection* connection, Workspace* workspace) {
    detach();
    m_conn = connection;
    m_workspace = workspace;
    if (workspace)
        connect(workspace, &Workspace::pageChanged, this, &RowDialogAction::wire);
    wire(workspace ? workspace->currentPage() : nullptr);
}

void RowDialogAction::detach() {
    for (const QPointer<QDialog>& d : std::as_const(m_dialogs))
        delete d.data();
    m_dialogs.clear();
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_conn = nullptr;
    m_workspace = nullptr;
    update();
}

TablePage* RowDialogAction::pickedPage() const {
    TablePage* page = m_workspace ? m_workspace->currentPage() : nullptr;
    return m_conn && ours(page) && page->selectedPrimaryKey().size() == 1 ? page : nullptr;
}

Workspace* RowDialogAction::workspace() const {
    return m_workspace;
}

void RowDialogAction::show(QDialog* dialog) {
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialogs << dialog;
    dialog->show();
}

void RowDialogAction::wrote(const QStringList& tables) {
    if (m_workspace)
        m_workspace->written(tables, true);
}

bool RowDialogAction::ours(const TablePage* page) const {
    return page && page->table().platform == m_platform && m_tables.contains(page->table().name);
}

void RowDialogAction::wire(TablePage* page) {
    if (page && !m_wired.contains(page)) {
        m_wired.insert(page);
        page->grid()->addAction(m_action);
        connect(page, &TablePage::rowSelected, this, &RowDialogAction::update);
        connect(page, &QObject::destroyed, this, [this, page]() { m_wired.remove(page); });
    }
    update();
}

void RowDialogAction::update() {
    TablePage* page = m_workspace ? m_workspace->currentPage() : nullptr;
    const bool shown = ours(page);
    const bool picked = pickedPage() != nullptr;
    m_action->setVisible(shown || !page);
    m_action->setEnabled(picked);
    m_action->setToolTip(picked ? m_tips.picked : shown ? m_tips.pickFirst : m_tips.openFirst);
}

} // namespace metadesk
