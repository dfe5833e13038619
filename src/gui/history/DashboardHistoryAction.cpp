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

DashboardHistoryAction::DashboardHistoryAction(QWidget* window)
    : RowDialogAction(window, tr("&Dashboard History…"), QStringLiteral("dashboardHistoryAction"),
                      QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_H), Platform::Holotable,
                      {QStringLiteral("dashboards"), QStringLiteral("dashboard_versions")},
                      {tr("Every version of the dashboard, what changed between any two, and restore"),
                       tr("Select a dashboard first."),
                       tr("Open Dashboards or Dashboard versions and select a row first.")}) {}

DashboardHistoryDialog* DashboardHistoryAction::open() {
    TablePage* page = pickedPage();
    if (!page)
        return nullptr;
    QString dashboardId = page->selectedPrimaryKey().first().toString();
    int version = 0;
    if (page->table().name == QLatin1String("dashboard_versions")) {
        // A version row: its dashboard, with that version shown first (both are in the row the grid read).
        const QVariantList values = page->selectedValues();
        dashboardId = values.value(page->table().columnIndex(QStringLiteral("dashboard_id"))).toString();
        version = values.value(page->table().columnIndex(QStringLiteral("version"))).toInt();
    }
    const DbConnection* conn = connection();
    auto* dialog = new DashboardHistoryDialog(*conn, dashboardId, version, window());
    auto* restoreAction = new QAction(tr("&Restore This Version…"), dialog);
    restoreAction->setObjectName(QStringLiteral("restoreDashboardVersion"));
    restoreAction->setEnabled(!conn->isReadOnly());
    restoreAction->setToolTip(conn->isReadOnly()
                                  ? tr("This connection is read-only.")
                                  : tr("Appends a new version with this version's spec, as the platform restores"));
    connect(restoreAction, &QAction::triggered, this, [this, dialog]() { restore(dialog); });
    dialog->addVersionAction(restoreAction);
    show(dialog);
    return dialog;
}

QString DashboardHistoryAction::restore(DashboardHistoryDialog* dialog, bool ask) {
    const DbConnection* conn = connection();
    if (!conn || !dialog || dialog->selectedVersion() <= 0)
        return {};
    const RestoreDashboardVersion restore(*conn);
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
        DashboardRename::withWriter(*conn, [&](RowWriter& writer) { return restore.apply(plan, writer, &written); });
    const QString said =
        r.ok() ? tr("Restored v%1 as v%2, now current.").arg(dialog->selectedVersion()).arg(written) : r.message;
    if (!r.ok() && ask)
        QMessageBox::warning(dialog, tr("Not restored"), said);
    dialog->reload();
    if (r.ok())
        wrote(plan.tables()); // the new version counted, the page shown read again
    else if (TablePage* page = workspace() ? workspace()->currentPage() : nullptr; dashboardTable(page))
        page->refresh();
    return said;
}

} // namespace metadesk
