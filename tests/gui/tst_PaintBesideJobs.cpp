#include "gui/detail/OffThread.h"
#include "models/JobPool.h"

#include <QImage>
#include <QLinearGradient>
#include <QPainter>
#include <QSemaphore>
#include <QTest>
#include <QThreadPool>

#include <atomic>
#include <chrono>
#include <functional>
#include <thread>

using namespace metadesk;

namespace {

/// Whether `paint` finished while `count` tasks held their threads: each task is handed to `start`, and `running` of
/// them are running before `paint` is called. Should it wait for them, they are let go after ten seconds (false).
/// Returns once every task has ended.
bool paintsWhileHeld(int count, int running, const std::function<void(std::function<void()>)>& start,
                     const std::function<void()>& paint) {
    QSemaphore started, release;
    std::atomic_int ended{0};
    for (int i = 0; i < count; ++i)
        start([&] {
            started.release();
            release.acquire();
            ++ended;
        });
    if (!started.tryAcquire(running, 10000))
        qFatal("the tasks did not start");
    std::atomic_bool letGo{false};
    std::thread watchdog([&] {
        for (int i = 0; i < 1000 && !letGo; ++i)
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        letGo = true;
        release.release(count);
    });
    paint();
    const bool paintedFirst = !letGo.exchange(true);
    watchdog.join();
    if (paintedFirst)
        release.release(count);
    if (!QTest::qWaitFor([&] { return ended == count; }, 10000))
        qFatal("the tasks did not end");
    return paintedFirst;
}

} // namespace

/// A paint never waits for other threads. QtGui splits a large fill into pieces it runs on Qt's global thread pool
/// and waits for. Metadesk's own jobs off the GUI thread (a huge value read or laid out, a sort's key file removed,
/// a cancel sent) run on a pool of their own, so a paint never queues behind one (17-28 ms stalls measured while a
/// 10M-row sort's key file was removed).
class TestPaintBesideJobs : public QObject {
    Q_OBJECT
private slots:
    /// A job runs on the job pool, not on Qt's, and its result comes back to the GUI thread.
    void jobsRunOnTheirOwnPool() {
        QVERIFY(jobPool() != QThreadPool::globalInstance());
        QObject receiver;
        std::atomic_bool onJobPool{false}, onQtsPool{true};
        bool deliveredOnGuiThread = false;
        runOffThread<int>(
            &receiver,
            [&] {
                onJobPool = jobPool()->contains(QThread::currentThread());
                onQtsPool = QThreadPool::globalInstance()->contains(QThread::currentThread());
                return 42;
            },
            [&](int result) { deliveredOnGuiThread = result == 42 && QThread::currentThread() == qApp->thread(); });
        QTRY_VERIFY(deliveredOnGuiThread);
        QVERIFY(onJobPool);
        QVERIFY(!onQtsPool);
    }

    /// While jobs hold every thread of the job pool and as many as Qt's pool has, a large paint (fills QtGui spreads
    /// over its pool) still finishes at once, and is right.
    void aPaintDoesNotWaitForJobs() {
        QObject receiver;
        QImage image(1920, 1200, QImage::Format_ARGB32_Premultiplied);
        const bool painted = paintsWhileHeld(
            jobPool()->maxThreadCount() + QThreadPool::globalInstance()->maxThreadCount(), jobPool()->maxThreadCount(),
            [&](std::function<void()> task) {
                runOffThread<int>(
                    &receiver,
                    [task] {
                        task();
                        return 0;
                    },
                    [](int) {});
            },
            [&] {
                QPainter painter(&image);
                painter.fillRect(image.rect(), Qt::white);
                QLinearGradient gradient(0, 0, 0, image.height());
                gradient.setColorAt(0, QColor(20, 60, 200, 120));
                gradient.setColorAt(1, QColor(200, 60, 20, 200));
                painter.fillRect(image.rect(), gradient);
                painter.fillRect(QRect(10, 10, 1800, 1100), QColor(0, 128, 0, 100));
            });
        QVERIFY2(painted, "the paint waited until the jobs were let go");
        QCOMPARE(qAlpha(image.pixel(900, 600)), 255);
        QVERIFY(image.pixel(900, 600) != image.pixel(1900, 1190));
    }
};

QTEST_MAIN(TestPaintBesideJobs)
#include "tst_PaintBesideJobs.moc"
