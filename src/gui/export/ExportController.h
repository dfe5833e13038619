#pragma once

#include "core/db/DatabaseUrl.h"
#include "core/export/TableExporter.h"
#include "core/query/TableQuery.h"

#include <QCoreApplication>
#include <QString>

class QWidget;

namespace metadesk {

class ExportJob;

/// "Export…" for a table view: asks where to, exports the view (its filter and sort) on a worker thread with a
/// progress dialog that can cancel, and says how it went. The GUI thread never waits on the export.
class ExportController {
    Q_DECLARE_TR_FUNCTIONS(ExportController)

public:
    /// Asks for a file (CSV or JSON by filter or extension; <table>.csv by default), then runs exportToFile().
    /// `expectedRows` sizes the progress bar; -1 when unknown (a busy bar).
    static void exportView(QWidget* parent, const DatabaseUrl& url, const TableQuery& query, qint64 expectedRows);

    /// Exports to `path` without asking: a progress dialog with Cancel while it runs, then the outcome in the
    /// window's status bar (or a message box when there is none; a failure always in a message box). Returns the
    /// job, owned by the progress dialog, which goes when the export is over.
    static ExportJob* exportToFile(QWidget* parent, const DatabaseUrl& url, const TableQuery& query,
                                   qint64 expectedRows, const QString& path, TableExporter::Format format);

    /// The format a chosen file asks for: its extension (.csv, .json), else the file dialog filter it was chosen in.
    static TableExporter::Format formatFor(const QString& path, bool jsonFilterSelected);
};

} // namespace metadesk
