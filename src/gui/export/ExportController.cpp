#include "ExportController.h"

#include "ExportJob.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>
#include <QProgressDialog>
#include <QStandardPaths>
#include <QStatusBar>

#include <limits>

namespace metadesk {

namespace {
constexpr int kStatusMessageMs = 10000;

QString tableLabel(const TableQuery& query) {
    return query.table().label.isEmpty() ? query.table().name : query.table().label;
}

/// The status bar of the window `widget` is in, when that window has one.
QStatusBar* statusBarOf(QWidget* widget) {
    auto* window = widget ? qobject_cast<QMainWindow*>(widget->window()) : nullptr;
    return window ? window->statusBar() : nullptr;
}

void showMessage(QWidget* parent, QMessageBox::Icon icon, const QString& text, const QString& details) {
    auto* box = new QMessageBox(icon, ExportController::tr("Export"), text, QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("exportMessageBox"));
    box->setAccessibleName(ExportController::tr("Export result"));
    box->setInformativeText(details);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open(); // not exec(): the GUI thread keeps running
}

QString rowsText(qint64 rows) {
    return QLocale().toString(rows);
}
} // namespace

TableExporter::Format ExportController::formatFor(const QString& path, bool jsonFilterSelected) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("json"))
        return TableExporter::Format::Json;
    if (suffix == QLatin1String("csv"))
        return TableExporter::Format::Csv;
    return jsonFilterSelected ? TableExporter::Format::Json : TableExporter::Format::Csv;
}

void ExportController::exportView(QWidget* parent, const DatabaseUrl& url, const TableQuery& query,
                                  qint64 expectedRows) {
    const QString csvFilter = tr("CSV files (*.csv)");
    const QString jsonFilter = tr("JSON files (*.json)");
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (folder.isEmpty() || !QDir(folder).exists())
        folder = QDir::homePath();
    QString selectedFilter = csvFilter;
    QString path = QFileDialog::getSaveFileName(parent, tr("Export %1").arg(tableLabel(query)),
                                                QDir(folder).filePath(query.table().name + QStringLiteral(".csv")),
                                                csvFilter + QStringLiteral(";;") + jsonFilter, &selectedFilter);
    if (path.isEmpty())
        return;
    const bool json = selectedFilter == jsonFilter;
    if (QFileInfo(path).suffix().isEmpty())
        path += json ? QStringLiteral(".json") : QStringLiteral(".csv");
    exportToFile(parent, url, query, expectedRows, path, formatFor(path, json));
}

ExportJob* ExportController::exportToFile(QWidget* parent, const DatabaseUrl& url, const TableQuery& query,
                                          qint64 expectedRows, const QString& path, TableExporter::Format format) {
    const QString label = tableLabel(query);
    const QString fileName = QFileInfo(path).fileName();
    // Large counts do not fit QProgressDialog's int range: those get a busy bar, as an unknown count does.
    const bool known = expectedRows > 0 && expectedRows <= std::numeric_limits<int>::max();

    auto* dialog = new QProgressDialog(parent);
    dialog->setObjectName(QStringLiteral("exportProgressDialog"));
    dialog->setAccessibleName(tr("Export progress"));
    dialog->setWindowTitle(tr("Export %1").arg(label));
    dialog->setLabelText(tr("Exporting %1 to %2…").arg(label, fileName));
    dialog->setCancelButtonText(tr("Cancel"));
    dialog->setAutoClose(false);
    dialog->setAutoReset(false);
    dialog->setMinimumDuration(500); // a quick export finishes without a dialog flashing up
    dialog->setRange(0, known ? int(expectedRows) : 0);
    dialog->setMinimumWidth(420);

    auto* job = new ExportJob(dialog);
    QObject::connect(dialog, &QProgressDialog::canceled, job, &ExportJob::cancel);
    QObject::connect(job, &ExportJob::progress, dialog, [dialog, label, fileName, known, expectedRows](qint64 rows) {
        if (known) {
            if (rows > dialog->maximum())
                dialog->setMaximum(int(qMin<qint64>(rows, std::numeric_limits<int>::max())));
            dialog->setValue(int(qMin<qint64>(rows, dialog->maximum())));
            dialog->setLabelText(tr("Exporting %1 to %2…\n%3 of %4 rows")
                                     .arg(label, fileName, rowsText(rows), rowsText(qMax(rows, expectedRows))));
        } else {
            dialog->setLabelText(tr("Exporting %1 to %2…\n%3 rows").arg(label, fileName, rowsText(rows)));
        }
    });
    const QPointer<QWidget> owner(parent);
    QObject::connect(
        job, &ExportJob::finished, dialog, [dialog, job, owner, label, path](bool ok, const QString& error) {
            dialog->hide();
            dialog->deleteLater(); // and the job with it
            const QString where = QDir::toNativeSeparators(path);
            QStatusBar* status = statusBarOf(owner);
            if (ok) {
                // No English plural forms are loaded: the singular is its own string.
                const int rows = int(qMin<qint64>(job->rowsWritten(), std::numeric_limits<int>::max()));
                const QString text = (rows == 1 ? tr("Exported 1 row of %1 to %2.")
                                                : tr("Exported %Ln rows of %1 to %2.", nullptr, rows))
                                         .arg(label, where);
                if (status)
                    status->showMessage(text, kStatusMessageMs);
                else
                    showMessage(owner, QMessageBox::Information, text, {});
            } else if (job->isCancelled()) {
                const QString text = tr("Export cancelled: nothing was written to %1.").arg(where);
                if (status)
                    status->showMessage(text, kStatusMessageMs);
            } else {
                showMessage(owner, QMessageBox::Warning, tr("Could not export %1 to %2.").arg(label, where), error);
            }
        });

    TableExporter::Options options;
    options.format = format;
    job->start(url, query, path, options);
    return job;
}

} // namespace metadesk
