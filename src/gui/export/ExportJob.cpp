#include "ExportJob.h"

#include "core/db/DbConnection.h"
#include "models/FetchWorker.h"

#include <QCoreApplication>
#include <QDir>
#include <QPointer>
#include <QSaveFile>

namespace metadesk {

ExportJob::ExportJob(QObject* parent) : QObject(parent), m_shared(std::make_shared<Shared>()) {}

ExportJob::~ExportJob() {
    // The export stops after its current batch and its temporary file goes; nobody waits for that here.
    m_shared->cancelled = true;
    FetchWorker::retire(std::move(m_worker));
}

bool ExportJob::isCancelled() const {
    return m_shared->cancelled;
}

void ExportJob::cancel() {
    m_shared->cancelled = true;
}

void ExportJob::start(const DatabaseUrl& url, const TableQuery& query, const QString& path,
                      const TableExporter::Options& options) {
    if (m_started) {
        qWarning("ExportJob::start: a job runs one export");
        return;
    }
    m_started = m_running = true;
    m_path = path;
    m_worker = std::make_unique<FetchWorker>(url, true, QStringLiteral("export"));
    FetchWorker* worker = m_worker.get(); // outlives its tasks: a task runs on it
    const std::shared_ptr<Shared> shared = m_shared;
    const QPointer<ExportJob> self(this);
    // Results go through the application object, which outlives the job; the QPointer is read on its thread only.
    auto post = [self](auto call) {
        if (QCoreApplication* app = QCoreApplication::instance())
            QMetaObject::invokeMethod(
                app,
                [self, call]() {
                    if (self)
                        call(self.data());
                },
                Qt::QueuedConnection);
    };
    worker->post([=](const DbConnection* conn) {
        QString error;
        bool ok = false;
        qint64 rows = 0;
        if (shared->cancelled) {
            error = TableExporter::cancelledMessage();
        } else if (!conn) {
            error = worker->openError();
        } else {
            QSaveFile file(path);
            if (!file.open(QIODevice::WriteOnly)) {
                error = tr("Could not write %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
            } else {
                ok = TableExporter::write(
                    *conn, query, &file, options,
                    [&](qint64 written) {
                        rows = written;
                        post([written](ExportJob* job) { job->receiveProgress(written); });
                        return !shared->cancelled;
                    },
                    &error);
                // A cancel that came during the last batch still wins: the user asked for no file.
                if (ok && shared->cancelled) {
                    ok = false;
                    error = TableExporter::cancelledMessage();
                }
                if (ok && !file.commit()) {
                    ok = false;
                    error = tr("Could not save %1: %2").arg(QDir::toNativeSeparators(path), file.errorString());
                }
                if (!ok)
                    file.cancelWriting(); // the temporary file goes; the target stays as it was
            }
        }
        post([ok, rows, error](ExportJob* job) { job->receiveFinished(ok, rows, error); });
    });
}

void ExportJob::receiveProgress(qint64 rows) {
    if (!m_running || rows <= m_rows)
        return;
    m_rows = rows;
    emit progress(rows);
}

void ExportJob::receiveFinished(bool ok, qint64 rows, const QString& error) {
    m_running = false;
    if (ok)
        m_rows = rows;
    FetchWorker::retire(std::move(m_worker));
    emit finished(ok, error);
}

} // namespace metadesk
