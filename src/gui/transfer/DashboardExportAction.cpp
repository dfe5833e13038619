#include "DashboardExportAction.h"

#include "core/db/DbConnection.h"
#include "core/ops/holotable/DashboardTransfer.h"
#include "gui/pages/TablePage.h"

#include <QDir>
#include <QFileDialog>
#include <QMainWindow>
#include <QMessageBox>
#include <QSaveFile>
#include <QStatusBar>

namespace metadesk {

DashboardExportAction::DashboardExportAction(QWidget* window)
    : RowDialogAction(window, tr("E&xport Dashboard…"), QStringLiteral("exportDashboardAction"), QKeySequence(),
                      Platform::Holotable, {QStringLiteral("dashboards")},
                      {tr("The dashboard's current spec to a JSON file, exactly as stored"),
                       tr("Select a dashboard first."), tr("Open Dashboards and select a dashboard first.")}) {}

QString DashboardExportAction::exportTo(const QString& path) {
    TablePage* page = pickedPage();
    const DbConnection* conn = connection();
    if (!page || !conn)
        return {};
    const QString heading = tr("Export Dashboard");
    const bool ask = path.isEmpty();
    ExportDashboard::Spec spec;
    QString refusal;
    if (!ExportDashboard::read(*conn, page->selectedPrimaryKey().value(0).toString(), &spec, &refusal)) {
        if (ask)
            QMessageBox::information(window(), heading, refusal);
        return refusal;
    }
    QString target = path;
    if (ask) {
        target = QFileDialog::getSaveFileName(
            window(), heading, QDir::home().filePath(ExportDashboard::fileName(spec.title)), tr("JSON files (*.json)"));
        if (target.isEmpty())
            return {};
    }
    QSaveFile file(target);
    if (!file.open(QIODevice::WriteOnly) || file.write(spec.bytes) != spec.bytes.size() || !file.commit()) {
        const QString why = tr("Could not write %1: %2").arg(QDir::toNativeSeparators(target), file.errorString());
        if (ask)
            QMessageBox::warning(window(), heading, why);
        return why;
    }
    const QString said = tr("Exported v%1 of dashboard “%2” to %3.")
                             .arg(QString::number(spec.version), spec.title, QDir::toNativeSeparators(target));
    if (auto* main = qobject_cast<QMainWindow*>(window()); main && ask)
        main->statusBar()->showMessage(said, 8000);
    return said;
}

} // namespace metadesk
