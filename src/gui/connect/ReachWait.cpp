#include "ReachWait.h"

#include "core/db/DbConnection.h"

#include <QEventLoop>
#include <QMutex>
#include <QProgressDialog>
#include <QThread>

#include <memory>

namespace metadesk {

namespace {
constexpr int kShowDialogAfterMs = 400; // a server that answers at once shows nothing

/// What the thread found, shared with the GUI thread (which may have stopped waiting for it).
struct Outcome {
    QMutex mutex;
    bool done = false;
    bool ok = false;
    QString error;
};

bool s_waiting = false;
} // namespace

bool ReachWait::reachable(QWidget* parent, const DatabaseUrl& url, QString* error) {
    if (s_waiting) {
        if (error)
            *error = tr("Still trying to reach %1.").arg(url.toDisplayString());
        return false;
    }
    s_waiting = true;
    const auto outcome = std::make_shared<Outcome>();
    QEventLoop loop;
    // Its own thread, left to finish by itself when the wait is cancelled (libpq's connect_timeout bounds it).
    QThread* thread = QThread::create([outcome, url]() {
        DbConnection::Options options;
        options.readOnly = true;
        options.purpose = QStringLiteral("reach");
        QString why;
        const bool ok = DbConnection::open(url, options, &why) != nullptr;
        const QMutexLocker lock(&outcome->mutex);
        outcome->done = true;
        outcome->ok = ok;
        outcome->error = why;
    });
    QObject::connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    QObject::connect(thread, &QThread::finished, &loop, &QEventLoop::quit);

    QProgressDialog dialog(tr("Reaching %1 again…").arg(url.toDisplayString()), tr("Cancel"), 0, 0, parent);
    dialog.setObjectName(dialogName());
    dialog.setWindowTitle(tr("Connection Lost"));
    dialog.setWindowModality(Qt::WindowModal);
    dialog.setMinimumDuration(kShowDialogAfterMs);
    dialog.setAutoClose(false);
    dialog.setAutoReset(false);
    bool cancelled = false;
    QObject::connect(&dialog, &QProgressDialog::canceled, &loop, [&cancelled, &loop]() {
        cancelled = true;
        loop.quit();
    });
    dialog.setValue(0); // starts the minimum-duration timer
    thread->start();
    bool done = false;
    {
        const QMutexLocker lock(&outcome->mutex);
        done = outcome->done;
    }
    // The window under the dialog takes no input meanwhile (the dialog is modal to it); its painting, its timers and
    // its workers' answers go on.
    if (!done)
        loop.exec();
    s_waiting = false;
    const QMutexLocker lock(&outcome->mutex);
    if (outcome->done && outcome->ok)
        return true;
    if (error)
        *error =
            !outcome->done || cancelled ? tr("Stopped trying to reach %1.").arg(url.toDisplayString()) : outcome->error;
    return false;
}

} // namespace metadesk
