#include "DashboardHistoryAction.h"

#include "DashboardHistoryDialog.h"
#include "DashboardRename.h"
#include "core/catalog/TableDescriptor.h"
#include "core/db/DbConnection.h"
#include "core/ops/holotable/RestoreDashboardVersion.h"
#include "gui/Workspace.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/pages/TablePage.h"

#include <QAction>
#include <QMessageBox>

namespace metadesk {

namespace {
bool dashboardTable(const TablePage* page) {
    return page && page->table().platform == Platform::Holotable &&
           (page->table().name == QLatin1String("dashboards") ||
            page->table().name == QLatin1String("dashboard_versions"));
}
} // namespace

DashboardHistoryAction::DashboardHistoryAction(QWidget* window) : QObject(window), m_window(window) {
    m_action = new QAction(tr("&Dashboard History…"), this);
    m_action->setObjectName(QStringLiteral("dashboardHistoryAction"));
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_H));
    m_action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_action->setProperty("metadeskRowAction", true); // listed in the grid's context menu (EditController)
    connect(m_action, &QAction::triggered, this, &DashboardHistoryAction::open);
    update();
}

DashboardHistoryAction::~DashboardHistoryAction() {
    detach();
}

void DashboardHistoryAction::attach(const DbConnection* connection, Workspace* workspace) {
    detach();
    m_conn = connection;
    m_workspace = workspace;
    if (workspace)
        connect(workspace, &Workspace::pageChanged, this, &DashboardHistoryAction::wire);
    wire(workspace ? workspace->currentPage() : nullptr);
}

void DashboardHistoryAction::detach() {
    for (const QPointer<DashboardHistoryDialog>& d : std::as_const(m_dialogs))
        delete d.data();
    m_dialogs.clear();
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_conn = nullptr;
    m_workspace = nullptr;
    update();
}

void DashboardHistoryAction::wire(TablePage* page) {
    if (page && !m_wired.contains(page)) {
        m_wired.insert(page);
        page->grid()->addAction(m_action);
        connect(page, &TablePage::rowSelected, this, &DashboardHistoryAction::update);
        connect(page, &QObject::destroyed, this, [this, page]() { m_wired.remove(page); });
    }
    update();
}

void DashboardHistoryAction::update() {
    TablePage* page = m_workspace ? m_workspace->currentPage() : nullptr;
    const bool ours = dashboardTable(page);
    const bool picked = ours && m_conn && page->selectedPrimaryKey().size() == 1;
    m_action->setVisible(ours || !page);
    m_action->setEnabled(picked);
    m_action->setToolTip(picked ? tr("Every version of the dashboard, what changed between any two, and restore")
                         : ours ? tr("Select a dashboard first.")
                                : tr("Open Dashboards or Dashboard versions and select a row first."));
}

DashboardHistoryDialog* DashboardHistoryAction::open() {
    TablePage* page = m_workspace ? m_workspace->currentPage() : nullptr;
    if (!m_conn || !dashboardTable(page))
        return nullptr;
    const QVariantList key = page->selectedPrimaryKey();
    if (key.size() != 1)
        return nullptr;
    QString dashboardId = key.first().toString();
    int version = 0;
    if (page->table().name == QLatin1String("dashboard_versions")) {
        // A version row: its dashboard, with that version shown first (both are in the row the grid read).
        const QVariantList values = page->selectedValues();
        dashboardId = values.value(page->table().columnIndex(QStringLiteral("dashboard_id"))).toString();
        version = values.value(page->table().columnIndex(QStringLiteral("version"))).toInt();
    }
    auto* dialog = new DashboardHistoryDialog(*m_conn, dashboardId, version, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto* restoreAction = new QAction(tr("&Restore This Version…"), dialog);
    restoreAction->setObjectName(QStringLiteral("restoreDashboardVersion"));
    restoreAction->setEnabled(!m_conn->isReadOnly());
    restoreAction->setToolTip(m_conn->isReadOnly()
                                  ? tr("This connection is read-only.")
                                  : tr("Appends a new version with this version's spec, as the platform restores"));
    connect(restoreAction, &QAction::triggered, this, [this, dialog]() { restore(dialog); });
    dialog->addVersionAction(restoreAction);
    m_dialogs << dialog;
    dialog->show();
    return dialog;
}

QString DashboardHistoryAction::restore(DashboardHistoryDialog* dialog, bool ask) {
    if (!m_conn || !dialog || dialog->selectedVersion() <= 0)
        return {};
    const RestoreDashboardVersion restore(*m_conn);
    const OperationPlan plan = restore.plan(dialog->dashboardId(), dialog->selectedVersion());
    if (plan.isRefused()) {
        if (ask)
            QMessageBox::information(dialog, tr("Cannot restore"), plan.refusal);
        return plan.refusal;
    }
    if (ask && QMessageBox::question(dialog, tr("Restore this version?"), plan.sentences.join(QLatin1Char('\n'))) !=
                   QMessageBox::Yes)
        return {};
    int written = 0;
    const WriteResult r =
        DashboardRename::withWriter(*m_conn, [&](RowWriter& writer) { return restore.apply(plan, writer, &written); });
    const QString said =
        r.ok() ? tr("Restored v%1 as v%2, now current.").arg(dialog->selectedVersion()).arg(written) : r.message;
    if (!r.ok() && ask)
        QMessageBox::warning(dialog, tr("Not restored"), said);
    dialog->reload();
    if (TablePage* page = m_workspace ? m_workspace->currentPage() : nullptr; dashboardTable(page))
        page->refresh();
    return said;
}

} // namespace metadesk
