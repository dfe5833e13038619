#include "gui/detail/OffThread.h"
#include "gui/style/Glyphs.h"
#include "models/JobPool.h"

#include <QImage>
#include <QLinearGradient>
#include <QPainter>
#include <QScrollBar>
#include <QSemaphore>
#include <QSet>
#include <QStyleOptionSlider>
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

/// A scroll bar that hands out the option it is drawn with.
class ScrollBar : public QScrollBar {
public:
    explicit ScrollBar(Qt::Orientation orientation) : QScrollBar(orientation) {}
    using QScrollBar::initStyleOption;
};

} // namespace

/// A paint never waits for other threads. QtGui splits a large fill into pieces it runs on Qt's global thread pool
/// and waits for. Metadesk's own jobs off the GUI thread (a huge value read or laid out, a sort's key file removed,
/// a cancel sent) run on a pool of their own, so a paint never queues behind one (17-28 ms stalls measured while a
/// 10M-row sort's key file was removed); and the style draws a scroll bar, the grid's fills of that size, in bands,
/// so a repaint does not hand pieces to threads a busy machine may not run at once (17-36 ms stalls measured).
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

    /// A grid's scroll bars are drawn on the GUI thread alone: while tasks hold every thread of Qt's pool, each is
    /// painted at once, and drawn (its handle stands out from its groove) as Fusion draws it whole.
    void aScrollBarPaintsOnTheGuiThread_data() {
        QTest::addColumn<Qt::Orientation>("orientation");
        QTest::newRow("vertical") << Qt::Vertical;
        QTest::newRow("horizontal") << Qt::Horizontal;
    }
    void aScrollBarPaintsOnTheGuiThread() {
        QFETCH(Qt::Orientation, orientation);
        const bool vertical = orientation == Qt::Vertical;
        glyphs::Style style;
        ScrollBar bar(orientation);
        bar.setStyle(&style);
        bar.setRange(0, 10'000'000);
        bar.setPageStep(40);
        bar.setValue(5'000'000);
        bar.resize(vertical ? QSize(16, 900) : QSize(1200, 16));
        QImage image(bar.size(), QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QThreadPool* qtsPool = QThreadPool::globalInstance();
        const bool painted = paintsWhileHeld(
            qtsPool->maxThreadCount(), qtsPool->maxThreadCount(),
            [qtsPool](std::function<void()> task) { qtsPool->start(std::move(task)); }, [&] { bar.render(&image); });
        QVERIFY2(painted, "the scroll bar's paint waited for Qt's pool");
        QSet<QRgb> alongIt;
        for (int at = 20; at < (vertical ? image.height() : image.width()) - 20; ++at)
            alongIt << (vertical ? image.pixel(image.width() / 2, at) : image.pixel(at, image.height() / 2));
        QVERIFY2(alongIt.size() > 1, "the scroll bar was not drawn");
        QStyleOptionSlider option;
        bar.initStyleOption(&option);
        QImage banded(bar.size(), QImage::Format_ARGB32_Premultiplied), whole(banded);
        banded.fill(Qt::transparent);
        whole.fill(Qt::transparent);
        {
            QPainter painter(&banded);
            style.drawComplexControl(QStyle::CC_ScrollBar, &option, &painter, &bar);
        }
        {
            QPainter painter(&whole);
            style.baseStyle()->drawComplexControl(QStyle::CC_ScrollBar, &option, &painter, &bar);
        }
        QCOMPARE(banded, whole);
    }
};

QTEST_MAIN(TestPaintBesideJobs)
#include "tst_PaintBesideJobs.moc"
