#include "FlowHistoryAction.h"

#include "FlowHistoryDialog.h"
#include "FlowRestoreAction.h"
#include "core/catalog/TableDescriptor.h"
#include "core/db/DbConnection.h"
#include "gui/Workspace.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/pages/TablePage.h"

#include <QAction>

namespace metadesk {

FlowHistoryAction::FlowHistoryAction(QWidget* window) : QObject(window), m_window(window) {
    m_action = new QAction(tr("Version &History…"), this);
    m_action->setObjectName(QStringLiteral("flowHistoryAction"));
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H));
    m_action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    // EditController's grid menu lists the grid's actions that carry this property after its own.
    m_action->setProperty("metadeskRowAction", true);
    connect(m_action, &QAction::triggered, this, &FlowHistoryAction::open);
    update();
}

FlowHistoryAction::~FlowHistoryAction() {
    detach();
}

void FlowHistoryAction::attach(const DbConnection* connection, Workspace* workspace) {
    detach();
    m_conn = connection;
    m_workspace = workspace;
    if (workspace)
        connect(workspace, &Workspace::pageChanged, this, &FlowHistoryAction::pageChanged);
    pageChanged(workspace ? workspace->currentPage() : nullptr);
}

void FlowHistoryAction::detach() {
    for (const QPointer<FlowHistoryDialog>& d : std::as_const(m_dialogs))
        delete d.data();
    m_dialogs.clear();
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_conn = nullptr;
    m_workspace = nullptr;
    update();
}

void FlowHistoryAction::pageChanged(TablePage* page) {
    if (page && !m_wired.contains(page)) {
        m_wired.insert(page);
        page->grid()->addAction(m_action);
        connect(page, &TablePage::rowSelected, this, &FlowHistoryAction::update);
        connect(page, &QObject::destroyed, this, [this, page]() { m_wired.remove(page); });
    }
    update();
}

void FlowHistoryAction::update() {
    TablePage* page = m_workspace ? m_workspace->currentPage() : nullptr;
    const QString table = page ? page->table().name : QString();
    const bool flowTable = table == QLatin1String("flows") || table == QLatin1String("flow_versions");
    const bool picked = flowTable && m_conn && page->selectedPrimaryKey().size() == 1;
    m_action->setVisible(flowTable || !page);
    m_action->setEnabled(picked);
    m_action->setToolTip(picked      ? tr("Every version of the flow, and the differences between any two")
                         : flowTable ? tr("Select a flow first.")
                                     : tr("Open Flows or Flow versions and select a row first."));
}

FlowHistoryDialog* FlowHistoryAction::open() {
    TablePage* page = m_workspace ? m_workspace->currentPage() : nullptr;
    if (!m_conn || !page)
        return nullptr;
    const QVariantList key = page->selectedPrimaryKey();
    if (key.size() != 1)
        return nullptr;
    qint64 flowId = key.first().toLongLong();
    int version = 0;
    if (page->table().name == QLatin1String("flow_versions")) {
        // A version row: its flow, with that version shown first (both are in the row the grid already read).
        const QVariantList values = page->selectedValues();
        const QVariant flow = values.value(page->table().columnIndex(QStringLiteral("flow_id")));
        if (flow.isNull())
            return nullptr;
        flowId = flow.toLongLong();
        version = values.value(page->table().columnIndex(QStringLiteral("version"))).toInt();
    } else if (page->table().name != QLatin1String("flows")) {
        return nullptr;
    }
    auto* dialog = new FlowHistoryDialog(*m_conn, flowId, version, m_window);
    new FlowRestoreAction(dialog, *m_conn); // the dialog's Restore, owned by it
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialogs << dialog;
    dialog->show();
    return dialog;
}

} // namespace metadesk
