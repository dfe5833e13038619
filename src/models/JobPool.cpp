#include "JobPool.h"

#include <QThread>
#include <QThreadPool>

namespace metadesk {

namespace {
struct OwnPool {
    QThreadPool pool;
    OwnPool() {
        pool.setObjectName(QStringLiteral("metadesk jobs"));
        // Removing a file or sending a cancel mostly waits, and a second job should not queue behind one.
        pool.setMaxThreadCount(qMax(2, QThread::idealThreadCount()));
    }
};
} // namespace

QThreadPool* jobPool() {
    // Destroyed at exit after waiting for its jobs, as Qt's global pool is.
    static OwnPool own;
    return &own.pool;
}

} // namespace metadesk
