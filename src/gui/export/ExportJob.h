#pragma once

#include "core/db/DatabaseUrl.h"
#include "core/export/TableExporter.h"
#include "core/query/TableQuery.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

namespace metadesk {

class FetchWorker;

/// One export running on its own thread and read-only connection, into a file that appears only when it is complete.
///
/// The rows go to a temporary file beside the target (QSaveFile) that replaces the target only on success: a cancel or
/// a failure leaves no partial file and an existing file as it was. The caller's thread never waits: progress and the
/// outcome arrive as queued signals. Deleting the job cancels a running export without waiting for it.
class ExportJob : public QObject {
    Q_OBJECT
public:
    explicit ExportJob(QObject* parent = nullptr);
    ~ExportJob() override;

    /// Starts the export of `query` from the database at `url` into `path`; one export per job.
    void start(const DatabaseUrl& url, const TableQuery& query, const QString& path,
               const TableExporter::Options& options);
    /// Stops after the batch being written; finished() then reports "Export cancelled.".
    void cancel();

    bool isRunning() const { return m_running; }
    bool isCancelled() const;
    QString path() const { return m_path; }
    /// Rows written so far (all of them once finished() reported success).
    qint64 rowsWritten() const { return m_rows; }

signals:
    /// Rows written so far, after each batch; never decreases.
    void progress(qint64 rows);
    /// The export is over: the file is in place when ok, otherwise untouched, with the reason in `error`.
    void finished(bool ok, const QString& error);

private:
    struct Shared {
        std::atomic_bool cancelled{false};
    };
    void receiveProgress(qint64 rows);
    void receiveFinished(bool ok, qint64 rows, const QString& error);

    std::shared_ptr<Shared> m_shared;
    std::unique_ptr<FetchWorker> m_worker;
    QString m_path;
    qint64 m_rows = 0;
    bool m_running = false;
    bool m_started = false;
};

} // namespace metadesk
