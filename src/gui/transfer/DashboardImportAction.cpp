#include "DashboardImportAction.h"

#include "DashboardImportDialog.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/ops/holotable/DashboardTransfer.h"
#include "gui/Workspace.h"
#include "gui/history/DashboardRename.h"
#include "gui/pages/TablePage.h"

#include <QAction>
#include <QFile>
#include <QMainWindow>
#include <QMessageBox>
#include <QStatusBar>

namespace metadesk {

DashboardImportAction::DashboardImportAction(QWidget* window) : QObject(window), m_window(window) {
    m_action = new QAction(tr("I&mport Dashboard…"), this);
    m_action->setObjectName(QStringLiteral("importDashboardAction"));
    connect(m_action, &QAction::triggered, this, &DashboardImportAction::open);
    update();
}

void DashboardImportAction::attach(const DbConnection* connection, Workspace* workspace) {
    m_conn = connection;
    m_workspace = workspace;
    update();
}

void DashboardImportAction::detach() {
    m_conn = nullptr;
    m_workspace = nullptr;
    update();
}

void DashboardImportAction::update() {
    const bool holotable = m_conn && m_conn->catalog().table(QStringLiteral("dashboard_versions")) &&
                           m_conn->catalog().table(QStringLiteral("sources"));
    m_action->setVisible(!m_conn || holotable);
    m_action->setEnabled(holotable && !m_conn->isReadOnly());
    m_action->setToolTip(!holotable ? tr("Open a Holotable database first.")
                         : m_conn->isReadOnly()
                             ? tr("This connection is read-only: importing writes a new dashboard.")
                             : tr("A dashboard spec from a JSON file as a new dashboard of a workspace"));
}

QString DashboardImportAction::importFile(const QString& path, const QString& workspace, bool* ok) {
    if (ok)
        *ok = false;
    if (!m_conn)
        return {};
    if (m_conn->isReadOnly())
        return tr("This connection is read-only: importing writes a new dashboard, so it is not offered.");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return tr("Could not read %1: %2").arg(path, file.errorString());
    const ImportDashboard op(*m_conn);
    const OperationPlan plan = op.plan(workspace, file.read(ImportDashboard::kMaxBytes + 1));
    if (plan.isRefused())
        return plan.refusal;
    QString created;
    const WriteResult r =
        DashboardRename::withWriter(*m_conn, [&](RowWriter& writer) { return op.apply(plan, writer, &created); });
    if (ok)
        *ok = r.ok();
    if (m_workspace) {
        m_workspace->written(QStringLiteral("dashboards"), false);
        if (r.ok())
            m_workspace->openRow(QStringLiteral("dashboards"), {QStringLiteral("id")}, {created});
    }
    return r.ok() ? tr("Dashboard “%1” was imported into workspace %2 (%3, v1).")
                        .arg(plan.facts.value(QStringLiteral("title")).toString(), workspace, created)
                  : r.message;
}

QString DashboardImportAction::pickedWorkspace() const {
    const TablePage* page = m_workspace ? m_workspace->currentPage() : nullptr;
    if (!page || page->table().platform != Platform::Holotable || page->selectedPrimaryKey().isEmpty())
        return {};
    const int column = page->table().columnIndex(QStringLiteral("workspace_id"));
    return column < 0 ? QString() : page->selectedValues().value(column).toString();
}

void DashboardImportAction::open() {
    if (!m_conn || m_conn->isReadOnly())
        return;
    DashboardImportDialog dialog(*m_conn, m_window);
    if (const QString picked = pickedWorkspace(); !picked.isEmpty())
        dialog.setWorkspace(picked); // only when it is one the dialog offers (a live source there)
    if (dialog.exec() != QDialog::Accepted)
        return;
    bool ok = false;
    const QString said = importFile(dialog.file(), dialog.workspace(), &ok);
    if (ok) {
        if (auto* main = qobject_cast<QMainWindow*>(m_window))
            main->statusBar()->showMessage(said, 8000);
    } else {
        QMessageBox::warning(m_window, tr("Import Dashboard"), said);
    }
}

} // namespace metadesk
