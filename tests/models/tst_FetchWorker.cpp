#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "models/FetchWorker.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

#include <atomic>
#include <cerrno>
#include <functional>
#include <memory>
#include <mutex>
#include <sched.h>
#include <sys/resource.h>
#include <tuple>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// A worker's statement that a model going away no longer needs is stopped where it runs: PostgreSQL's through the
/// session kept for it or with libpq's cancel request, SQLite's by sqlite3_interrupt on the worker's own handle (it
/// has no server to ask). The worker's connection stays usable either way. Idle workers serve the next model.
class TestFetchWorker : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QString why;
        QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    }
    void cancelRunningStopsTheStatement_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cancelRunningStopsTheStatement();
    void keptReadyWorkersAreTaken_data() { test::addEngineColumn(), test::addEngineRows(); }
    void keptReadyWorkersAreTaken();
    void onFirstTaskConnectsWhenAsked_data() { test::addEngineColumn(), test::addEngineRows(); }
    void onFirstTaskConnectsWhenAsked();
    void countingConnectionsKeepASmallCache_data() { test::addEngineColumn(), test::addEngineRows(); }
    void countingConnectionsKeepASmallCache();
    void idleWorkersAreGivenBack_data() { test::addEngineColumn(), test::addEngineRows(); }
    void idleWorkersAreGivenBack();
    void replacementsConnectWhileTheWindowRests_data() { test::addEngineColumn(), test::addEngineRows(); }
    void replacementsConnectWhileTheWindowRests();
    void tasksForWhenTheWindowRestsWaitForIt_data() { test::addEngineColumn(), test::addEngineRows(); }
    void tasksForWhenTheWindowRestsWaitForIt();
    void cancelGoesThroughTheKeptSession_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cancelGoesThroughTheKeptSession();
    void sessionWarmUpPlansWhatTheRoleMayRead_data() { test::addEngineColumn(), test::addEngineRows(); }
    void sessionWarmUpPlansWhatTheRoleMayRead();
    void sessionWarmUpPlansThePlatformsTablesByKey();
    void backgroundWorkRunsBelowTheWindow_data() { test::addEngineColumn(), test::addEngineRows(); }
    void backgroundWorkRunsBelowTheWindow();

private:
    struct Outcome {
        std::mutex mutex;
        QString error;
        std::atomic<bool> started{false};
        std::atomic<bool> finished{false};
    };
    /// Asks `worker` for 41 + 1 on its connection: 42 once answered, -1 without a connection.
    static std::shared_ptr<std::atomic_int> askFortyTwo(FetchWorker& worker) {
        auto answer = std::make_shared<std::atomic_int>(0);
        worker.post([answer](const DbConnection* conn) {
            QSqlQuery q(conn ? conn->db() : QSqlDatabase());
            answer->store(conn && q.exec(QStringLiteral("SELECT 41 + 1")) && q.next() ? q.value(0).toInt() : -1);
        });
        return answer;
    }
    /// Whether the statement postLongStatement() posted ended as the engine ends a cancelled one.
    static bool stoppedByCancel(Outcome& outcome, ScratchDatabase::Engine engine) {
        std::lock_guard<std::mutex> lock(outcome.mutex);
        return outcome.error.contains(engine == ScratchDatabase::Engine::Sqlite
                                          ? QStringLiteral("interrupted")
                                          : QStringLiteral("canceling statement"));
    }
    /// Asks `worker` for a page every few tens of milliseconds for `ms`, as a user scrolling, checking `stillWaiting`
    /// after each; false if it ever failed. Checked only while this thread could post every 150 ms (on a machine too
    /// busy for that, the check would mean nothing, and a warning says so).
    static bool scrollFor(FetchWorker& worker, int ms, const std::function<bool()>& stillWaiting) {
        QElapsedTimer all, sincePost;
        all.start();
        sincePost.start();
        bool steady = true;
        while (all.elapsed() < ms) {
            steady = steady && sincePost.elapsed() < 150;
            const auto answer = askFortyTwo(worker);
            sincePost.restart();
            if (!QTest::qWaitFor([&] { return answer->load() == 42; }, 20000))
                return false;
            QTest::qWait(20);
            if (steady && !stillWaiting()) {
                qWarning("stopped waiting after %lld ms", qint64(all.elapsed()));
                return false;
            }
        }
        if (!steady)
            qWarning("this machine was too busy to post a task every 150 ms: the wait was not checked");
        return true;
    }
    /// Minutes of work on either engine, in constant memory, posted to `worker`: only a cancel ends it soon.
    static std::shared_ptr<Outcome> postLongStatement(FetchWorker& worker);
    static bool makeMarker(const ScratchDatabase& scratch) {
        auto setup = scratch.connect(); // makes SQLite's file, which a read-only worker does not
        QString error;
        return setup && setup->exec(QStringLiteral("CREATE TABLE marker (id integer)"), &error);
    }
};

std::shared_ptr<TestFetchWorker::Outcome> TestFetchWorker::postLongStatement(FetchWorker& worker) {
    auto outcome = std::make_shared<Outcome>();
    worker.post([outcome](const DbConnection* conn) {
        if (!conn) { // no test macro off the test's thread: the outcome says it
            std::lock_guard<std::mutex> lock(outcome->mutex);
            outcome->error = QStringLiteral("<no connection>");
            outcome->started = outcome->finished = true;
            return;
        }
        QSqlQuery q(conn->db());
        outcome->started = true;
        const bool ok = q.exec(QStringLiteral("WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c WHERE "
                                              "x < 3000000000) SELECT count(*) FROM c"));
        std::lock_guard<std::mutex> lock(outcome->mutex);
        outcome->error = ok ? QStringLiteral("<finished without a cancel>") : q.lastError().text();
        outcome->finished = true;
    });
    return outcome;
}

/// A model going away gives its idle workers back: the next model takes the same worker, its session open and warm,
/// in place of the one started to connect after a pause (which then never connects). A worker that was asked to
/// stop a statement goes back too once the request is done with and the statement has ended; one whose statement
/// goes on, or of another database, is let go instead. Nothing is kept for a SQLite file.
void TestFetchWorker::idleWorkersAreGivenBack() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(makeMarker(scratch));
    FetchWorker::setPauseBeforeConnect(600000); // the replacements stay unconnected unless asked
    const auto restorePause = qScopeGuard([] { FetchWorker::setPauseBeforeConnect(250); });
    const auto catalog = std::make_shared<const Catalog>(Catalog::instance());
    const QString pages = QStringLiteral("pages");
    FetchWorker::keepReady(scratch.url(), true, catalog, {pages});
    const auto dropReady = qScopeGuard([] { FetchWorker::dropReady(); });
    if (engine == ScratchDatabase::Engine::Sqlite) {
        std::unique_ptr<FetchWorker> made = FetchWorker::take(scratch.url(), true, pages, catalog);
        QTRY_VERIFY_WITH_TIMEOUT(made->hasConnected(), 20000);
        FetchWorker::giveBack(std::move(made));
        QCOMPARE(FetchWorker::readyCount(), 0);
        return;
    }
    QTRY_VERIFY_WITH_TIMEOUT(FetchWorker::readyConnected(), 20000);
    std::unique_ptr<FetchWorker> first = FetchWorker::take(scratch.url(), true, pages, catalog);
    const FetchWorker* warm = first.get();
    QCOMPARE(FetchWorker::readyCount(), 1);
    const FetchWorker* replacement = FetchWorker::readyWorkers().at(0);
    QVERIFY(replacement != warm);
    QTest::qWait(300);
    QVERIFY(!replacement->hasConnected()); // it waits for its pause

    FetchWorker::giveBack(std::move(first));
    QCOMPARE(FetchWorker::readyWorkers(), QList<const FetchWorker*>{warm}); // in place of the replacement
    std::unique_ptr<FetchWorker> second = FetchWorker::take(scratch.url(), true, pages, catalog);
    QCOMPARE(second.get(), warm);
    const auto answer = askFortyTwo(*second);
    QTRY_COMPARE_WITH_TIMEOUT(answer->load(), 42, 20000);

    // Asked to stop its statement: kept again once the statement has ended and the request is done with (one still
    // on its way would stop the next model's statement), in place of the one still waiting to connect.
    const auto outcome = postLongStatement(*second);
    QTRY_VERIFY_WITH_TIMEOUT(outcome->started.load(), 20000);
    QTest::qWait(200);
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            FetchWorker::cancelRunning(scratch.url(), {second.get()});
            return outcome->finished.load();
        }(),
        60000);
    QVERIFY2(stoppedByCancel(*outcome, engine), qPrintable(outcome->error));
    FetchWorker::giveBack(std::move(second));
    // (Compared as a truth: a failure would print the pointers, and one of them may be gone.)
    QTRY_VERIFY_WITH_TIMEOUT(FetchWorker::readyWorkers() == QList<const FetchWorker*>{warm}, 5000);
    std::unique_ptr<FetchWorker> stopped = FetchWorker::take(scratch.url(), true, pages, catalog);
    QVERIFY(stopped.get() == warm);
    const auto sleeper = std::make_shared<std::atomic_int>(0);
    stopped->post([sleeper](const DbConnection* conn) {
        QSqlQuery q(conn ? conn->db() : QSqlDatabase());
        sleeper->store(conn && q.exec(QStringLiteral("SELECT 7 FROM pg_sleep(0.3)")) && q.next() ? q.value(0).toInt()
                                                                                                 : -1);
    });
    QTRY_COMPARE_WITH_TIMEOUT(sleeper->load(), 7, 20000); // no late cancel stopped it

    // One whose statement does not stop within a moment (this one shrugs the request off): let go.
    const auto stubborn = std::make_shared<std::atomic_int>(0);
    stopped->post([stubborn](const DbConnection* conn) {
        QSqlQuery q(conn ? conn->db() : QSqlDatabase());
        stubborn->store(1);
        // Ten seconds at most: the scratch database's removal ends it sooner.
        q.exec(QStringLiteral("DO $$ BEGIN FOR i IN 1..200 LOOP BEGIN PERFORM pg_sleep(0.05); EXCEPTION WHEN "
                              "query_canceled THEN NULL; END; END LOOP; END $$"));
        stubborn->store(2);
    });
    QTRY_COMPARE_WITH_TIMEOUT(stubborn->load(), 1, 20000);
    QTest::qWait(100);
    QCOMPARE(FetchWorker::cancelRunning(scratch.url(), {stopped.get()}), FetchWorker::CancelSent::WithCancelKey);
    const QList<const FetchWorker*> before = FetchWorker::readyWorkers();
    FetchWorker::giveBack(std::move(stopped));
    QTest::qWait(600);
    QCOMPARE(stubborn->load(), 1); // still running
    QCOMPARE(FetchWorker::readyWorkers(), before);
    QVERIFY(!FetchWorker::readyWorkers().contains(warm));

    // Of another database (another catalog): let go.
    const auto other = std::make_shared<const Catalog>(Catalog::instance());
    std::unique_ptr<FetchWorker> stranger = FetchWorker::take(scratch.url(), true, pages, other);
    QTRY_VERIFY_WITH_TIMEOUT(stranger->hasConnected(), 20000);
    const FetchWorker* strangerRaw = stranger.get();
    FetchWorker::giveBack(std::move(stranger));
    QVERIFY(!FetchWorker::readyWorkers().contains(strangerRaw));

    // The replacement still waiting connects at once when a task comes.
    const FetchWorker* waiting = FetchWorker::readyWorkers().at(0);
    QVERIFY(!waiting->hasConnected());
    std::unique_ptr<FetchWorker> third = FetchWorker::take(scratch.url(), true, pages, catalog);
    QCOMPARE(third.get(), waiting);
    const auto again = askFortyTwo(*third);
    QTRY_COMPARE_WITH_TIMEOUT(again->load(), 42, 20000);
    FetchWorker::retire(std::move(third));
}

/// A worker started in place of one taken connects after its pause only once no task was posted to any worker for a
/// moment: its new server process, key derivation and warm-up come while the window rests, not while the user scrolls.
void TestFetchWorker::replacementsConnectWhileTheWindowRests() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(makeMarker(scratch));
    const auto catalog = std::make_shared<const Catalog>(Catalog::instance());
    const QString pages = QStringLiteral("pages");
    FetchWorker::keepReady(scratch.url(), true, catalog, {pages});
    const auto dropReady = qScopeGuard([] {
        FetchWorker::dropReady();
        FetchWorker::setPauseBeforeConnect(250);
    });
    if (engine == ScratchDatabase::Engine::Sqlite) {
        QCOMPARE(FetchWorker::readyCount(), 0); // none kept for a file
        return;
    }
    QTRY_VERIFY_WITH_TIMEOUT(FetchWorker::readyConnected(), 20000);
    FetchWorker::setPauseBeforeConnect(50);
    std::unique_ptr<FetchWorker> scrolling = FetchWorker::take(scratch.url(), true, pages, catalog);
    const FetchWorker* replacement = FetchWorker::readyWorkers().at(0);
    QVERIFY(replacement != scrolling.get());
    // A page asked for every few tens of milliseconds for most of a second: the replacement waits.
    QVERIFY(scrollFor(*scrolling, 800, [replacement] { return !replacement->hasConnected(); }));
    // The window rests: it connects.
    QTRY_VERIFY_WITH_TIMEOUT(replacement->hasConnected(), 20000);
    FetchWorker::retire(std::move(scrolling));
}

/// A task posted for when the window rests (a table's exact count on PostgreSQL) starts once no task was posted to any
/// worker for a moment; tasks posted normally meanwhile run before it, and one withdrawn before it started never runs.
void TestFetchWorker::tasksForWhenTheWindowRestsWaitForIt() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(makeMarker(scratch));
    FetchWorker counting(scratch.url(), true, QStringLiteral("counts"));
    FetchWorker scrolling(scratch.url(), true, QStringLiteral("pages"));
    const auto connected = askFortyTwo(counting);
    QTRY_COMPARE_WITH_TIMEOUT(connected->load(), 42, 20000);
    auto count = std::make_shared<std::atomic_int>(0);
    counting.postWhenQuiet([count](const DbConnection* conn) {
        QSqlQuery q(conn ? conn->db() : QSqlDatabase());
        count->store(conn && q.exec(QStringLiteral("SELECT count(*) FROM marker")) && q.next() ? 1 : -1);
    });
    QVERIFY(scrollFor(scrolling, 800, [count] { return count->load() == 0; }));
    const auto before = askFortyTwo(counting); // posted normally: runs first
    QTRY_COMPARE_WITH_TIMEOUT(before->load(), 42, 20000);
    QTRY_COMPARE_WITH_TIMEOUT(count->load(), 1, 20000); // the window rests

    auto withdrawn = std::make_shared<std::atomic_bool>(false);
    counting.postWhenQuiet([withdrawn](const DbConnection*) { withdrawn->store(true); });
    counting.clear(); // the table sorted again before it started
    QTest::qWait(500);
    QVERIFY(!withdrawn->load());
}

/// With a session kept ready for cancelling, a model's statement is stopped through it (pg_cancel_backend from a
/// session already open: no new server process); on SQLite, on the worker's own handle.
void TestFetchWorker::cancelGoesThroughTheKeptSession() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(makeMarker(scratch));
    const auto catalog = std::make_shared<const Catalog>(Catalog::instance());
    FetchWorker::keepReady(scratch.url(), true, catalog, {QStringLiteral("cancel")});
    const auto dropReady = qScopeGuard([] { FetchWorker::dropReady(); });
    QTRY_VERIFY_WITH_TIMEOUT(FetchWorker::readyConnected(), 20000);
    std::unique_ptr<FetchWorker> worker = FetchWorker::take(scratch.url(), true, QStringLiteral("counts"), catalog);
    const auto outcome = postLongStatement(*worker);
    QTRY_VERIFY_WITH_TIMEOUT(outcome->started.load(), 20000);
    QTest::qWait(300); // the statement is under way
    const FetchWorker::CancelSent expected = engine == ScratchDatabase::Engine::Sqlite
                                                 ? FetchWorker::CancelSent::Interrupted
                                                 : FetchWorker::CancelSent::ThroughKeptSession;
    QCOMPARE(FetchWorker::cancelRunning(scratch.url(), {worker.get()}), expected);
    // Again until the statement has ended: the first request may come before the statement's first step.
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            if (!outcome->finished.load())
                FetchWorker::cancelRunning(scratch.url(), {worker.get()});
            return outcome->finished.load();
        }(),
        60000);
    QVERIFY2(stoppedByCancel(*outcome, engine), qPrintable(outcome->error));
    if (engine == ScratchDatabase::Engine::Postgres) {
        // The kept session sent it: its last statement was the request.
        auto watcher = scratch.connect();
        QSqlQuery q(watcher->db());
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND "
                                      "application_name LIKE '%cancel' AND query LIKE '%pg_cancel_backend%'")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 1);
    }
    QTRY_VERIFY_WITH_TIMEOUT(!worker->isBusy(), 20000);
    FetchWorker::CancelSent idle = FetchWorker::cancelRunning(scratch.url(), {worker.get()});
    QCOMPARE(idle, FetchWorker::CancelSent::Nothing); // nothing runs: nothing is sent
    FetchWorker::retire(std::move(worker));
}

/// The workers that pass once over whole tables (a table's exact count and anchors, the navigator's counts) keep
/// 256 KiB of SQLite's pages, not its default 2 MiB; the others keep the default. PostgreSQL has no such setting.
void TestFetchWorker::countingConnectionsKeepASmallCache() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto defaultCache = std::make_shared<std::atomic_int>(0);
    {
        auto setup = scratch.connect();
        QVERIFY(setup);
        if (setup->isSqlite()) {
            QSqlQuery q(setup->db());
            QVERIFY(q.exec(QStringLiteral("PRAGMA cache_size")) && q.next());
            defaultCache->store(q.value(0).toInt());
            QVERIFY(defaultCache->load() != -256);
        }
    }
    for (const QString& purpose : {QStringLiteral("counts"), QStringLiteral("navigator"), QStringLiteral("pages")}) {
        auto worker = std::make_unique<FetchWorker>(scratch.url(), true, purpose);
        auto answer = std::make_shared<std::atomic_int>(1);
        worker->post([answer](const DbConnection* conn) {
            if (!conn)
                return answer->store(-1);
            if (conn->isPostgres())
                return answer->store(0);
            QSqlQuery q(conn->db());
            answer->store(q.exec(QStringLiteral("PRAGMA cache_size")) && q.next() ? q.value(0).toInt() : -1);
        });
        QTRY_VERIFY_WITH_TIMEOUT(answer->load() != 1, 20000);
        if (scratch.url().isPostgres())
            QCOMPARE(answer->load(), 0);
        else if (purpose == QLatin1String("pages"))
            QCOMPARE(answer->load(), defaultCache->load());
        else
            QCOMPARE(answer->load(), -256);
        FetchWorker::retire(std::move(worker));
    }
}

/// A worker made for a page that may never be shown connects once something is asked of it, not before (on
/// PostgreSQL no server process bears its name until then); let go unasked, it never connects.
void TestFetchWorker::onFirstTaskConnectsWhenAsked() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto setup = scratch.connect();
    QVERIFY(setup);
    const auto backends = [&]() -> qint64 {
        if (!setup->isPostgres())
            return 0;
        QSqlQuery q(setup->db());
        return q.exec(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE application_name = 'metadesk "
                                     "lazy-test'")) &&
                       q.next()
                   ? q.value(0).toLongLong()
                   : -1;
    };
    auto worker = std::make_unique<FetchWorker>(scratch.url(), true, QStringLiteral("lazy-test"), nullptr,
                                                FetchWorker::Connect::OnFirstTask);
    QTest::qWait(300);
    QVERIFY(!worker->hasConnected());
    QCOMPARE(backends(), 0);
    auto answer = std::make_shared<std::atomic_int>(0);
    worker->post([answer](const DbConnection* conn) {
        QSqlQuery q(conn ? conn->db() : QSqlDatabase());
        answer->store(conn && q.exec(QStringLiteral("SELECT 41 + 1")) && q.next() ? q.value(0).toInt() : -1);
    });
    QTRY_COMPARE_WITH_TIMEOUT(answer->load(), 42, 20000);
    QVERIFY(worker->hasConnected());
    if (setup->isPostgres())
        QCOMPARE(backends(), 1);
    FetchWorker::retire(std::move(worker));

    // Let go before anything was asked of it: it ends without connecting.
    auto unasked = std::make_unique<FetchWorker>(scratch.url(), true, QStringLiteral("lazy-test"), nullptr,
                                                 FetchWorker::Connect::OnFirstTask);
    FetchWorker* raw = unasked.get();
    QVERIFY(!raw->hasConnected());
    unasked.reset(); // waits for its thread
    QTRY_COMPARE_WITH_TIMEOUT(backends(), 0, 10000);
}

/// The workers kept ready for the open server database are handed to the next model with their connection already
/// open, and replaced for the one after; a model of another database (another catalog) or purpose gets a worker of
/// its own; letting them go leaves none. None are kept for a SQLite file.
void TestFetchWorker::keptReadyWorkersAreTaken() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(makeMarker(scratch));
    const auto catalog = std::make_shared<const Catalog>(Catalog::instance());
    const QStringList purposes{QStringLiteral("pages"), QStringLiteral("counts")};
    FetchWorker::keepReady(scratch.url(), true, catalog, purposes);
    if (engine == ScratchDatabase::Engine::Sqlite) {
        // A file's connection opens in a millisecond or two: no idle worker is kept for it, take() makes one.
        QCOMPARE(FetchWorker::readyCount(), 0);
        std::unique_ptr<FetchWorker> made = FetchWorker::take(scratch.url(), true, QStringLiteral("pages"), catalog);
        QVERIFY(made);
        QCOMPARE(FetchWorker::readyCount(), 0);
        const auto answer = askFortyTwo(*made);
        QTRY_COMPARE_WITH_TIMEOUT(answer->load(), 42, 20000);
        FetchWorker::retire(std::move(made));
        return;
    }
    QCOMPARE(FetchWorker::readyCount(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(FetchWorker::readyConnected(), 20000);
    const QList<const FetchWorker*> kept = FetchWorker::readyWorkers();
    for (const FetchWorker* worker : kept)
        QCOMPARE(worker->warmedTables(), 1); // the schema's one table, planned before the worker counts as ready
    std::unique_ptr<FetchWorker> taken = FetchWorker::take(scratch.url(), true, QStringLiteral("pages"), catalog);
    QCOMPARE(taken.get(), kept.at(0)); // the kept one, connected before it was asked for
    QVERIFY(taken->hasConnected());
    QCOMPARE(FetchWorker::readyCount(), 2); // and one in its place for the next model
    QVERIFY(!FetchWorker::readyWorkers().contains(taken.get()));
    const auto answer = askFortyTwo(*taken);
    QTRY_COMPARE_WITH_TIMEOUT(answer->load(), 42, 20000);
    QTRY_VERIFY_WITH_TIMEOUT(FetchWorker::readyConnected(), 20000);

    // Not for another database's catalog, another purpose or another access: those are made for the asker.
    const auto other = std::make_shared<const Catalog>(Catalog::instance());
    for (auto [c, purpose, readOnly] :
         {std::tuple{other, QStringLiteral("pages"), true}, std::tuple{catalog, QStringLiteral("order"), true},
          std::tuple{catalog, QStringLiteral("pages"), false}}) {
        const QList<const FetchWorker*> before = FetchWorker::readyWorkers();
        std::unique_ptr<FetchWorker> own = FetchWorker::take(scratch.url(), readOnly, purpose, c);
        QVERIFY(!before.contains(own.get()));
        QCOMPARE(FetchWorker::readyWorkers(), before); // the kept ones untouched
        FetchWorker::retire(std::move(own));
    }
    FetchWorker::retire(std::move(taken));
    FetchWorker::dropReady();
    QCOMPARE(FetchWorker::readyCount(), 0);
}

void TestFetchWorker::cancelRunningStopsTheStatement() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(makeMarker(scratch));
    FetchWorker worker(scratch.url(), true, QStringLiteral("cancel-test"));
    worker.start();
    const auto outcome = postLongStatement(worker);
    QTRY_VERIFY_WITH_TIMEOUT(outcome->started.load(), 20000);
    QTest::qWait(300); // the statement is under way

    // As a model's destructor does, with the worker still busy; repeated until the statement has ended, since the
    // first request may come before the statement's first step. On PostgreSQL the request is libpq's, made from the
    // worker's own session: it needs no new session, so a URL no session could be opened with still cancels.
    DatabaseUrl url = scratch.url();
    if (engine == ScratchDatabase::Engine::Postgres)
        url.setPassword(QStringLiteral("not the password"));
    QTRY_VERIFY_WITH_TIMEOUT(
        [&] {
            FetchWorker::cancelRunning(url, {&worker});
            return outcome->finished.load();
        }(),
        60000);
    QVERIFY2(stoppedByCancel(*outcome, engine), qPrintable(outcome->error));

    // The same connection answers the next task.
    auto answer = std::make_shared<std::atomic<int>>(0);
    worker.post([answer](const DbConnection* conn) {
        QSqlQuery q(conn ? conn->db() : QSqlDatabase());
        if (conn && q.exec(QStringLiteral("SELECT 42")) && q.next())
            *answer = q.value(0).toInt();
    });
    QTRY_COMPARE_WITH_TIMEOUT(answer->load(), 42, 20000);
}

/// A session's warm-up has the server plan every table the session's role may read (one it may not would fail its
/// statement, and the tables planned with it), eight to a statement, until it is asked to stop; a table another session
/// holds locked costs its statement after 100 ms, not a wait as long as the lock; the session's own lock_timeout stays.
/// Nothing to warm on SQLite.
void TestFetchWorker::sessionWarmUpPlansWhatTheRoleMayRead() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QVERIFY(conn);
    int asked = 0;
    const auto never = [&asked] {
        ++asked;
        return false;
    };
    if (engine == ScratchDatabase::Engine::Sqlite) {
        QCOMPARE(conn->warmUp(never), 0);
        QCOMPARE(asked, 0);
        return;
    }
    QString error;
    // "hidden" sorts first: planned with the others, it would fail the first statement.
    QStringList setup{QStringLiteral("CREATE TABLE hidden (id integer)")};
    for (int i = 0; i < 12; ++i)
        setup << QStringLiteral("CREATE TABLE t%1 (id integer PRIMARY KEY)").arg(i, 2, 10, QLatin1Char('0'));
    for (const QString& sql : setup)
        QVERIFY2(conn->exec(sql, &error), qPrintable(error));
    const QString role = QStringLiteral("md_warm_%1").arg(QCoreApplication::applicationPid());
    QVERIFY2(conn->exec(QStringLiteral("DROP ROLE IF EXISTS %1").arg(role), &error), qPrintable(error));
    QVERIFY2(conn->exec(QStringLiteral("CREATE ROLE %1 NOLOGIN").arg(role), &error), qPrintable(error));
    const auto dropRole = qScopeGuard([&] {
        conn->exec(QStringLiteral("RESET ROLE"), nullptr);
        conn->exec(QStringLiteral("DROP OWNED BY %1").arg(role), nullptr);
        conn->exec(QStringLiteral("DROP ROLE %1").arg(role), nullptr);
    });
    for (int i = 0; i < 12; ++i)
        QVERIFY2(
            conn->exec(QStringLiteral("GRANT SELECT ON t%1 TO %2").arg(i, 2, 10, QLatin1Char('0')).arg(role), &error),
            qPrintable(error));
    QVERIFY2(conn->exec(QStringLiteral("SET lock_timeout = '7s'"), &error), qPrintable(error));
    QVERIFY2(conn->exec(QStringLiteral("SET ROLE %1").arg(role), &error), qPrintable(error));
    const auto lockTimeout = [&] {
        QSqlQuery q(conn->db());
        return q.exec(QStringLiteral("SHOW lock_timeout")) && q.next() ? q.value(0).toString() : QString();
    };

    QCOMPARE(conn->warmUp(never), 12);
    QCOMPARE(asked, 3); // twelve tables, eight to a statement, then a first screen's estimate
    QCOMPARE(lockTimeout(), QStringLiteral("7s"));

    int statements = 0;
    QCOMPARE(conn->warmUp([&statements] { return statements++ >= 1; }), 8); // stopped after the first statement

    // t00 locked by a migration's ALTER TABLE in another session: its statement (t00-t07) gives up, the rest go on.
    auto migration = scratch.connect();
    QVERIFY(migration);
    QVERIFY2(migration->exec(QStringLiteral("BEGIN"), &error), qPrintable(error));
    QVERIFY2(migration->exec(QStringLiteral("ALTER TABLE t00 ADD COLUMN note text"), &error), qPrintable(error));
    QCOMPARE(conn->warmUp(never), 4);
    QCOMPARE(lockTimeout(), QStringLiteral("7s"));
    QVERIFY2(migration->exec(QStringLiteral("ROLLBACK"), &error), qPrintable(error));
}

/// On the platforms' schema, with the catalog the app opens it with: every table is planned, those with a one-column
/// key by key as well (a by-key form the server refused would fail its statement and the eight tables with it).
void TestFetchWorker::sessionWarmUpPlansThePlatformsTablesByKey() {
    QString why;
    if (!test::postgresConfigured(&why))
        QSKIP(qPrintable(why));
    ScratchDatabase scratch(ScratchDatabase::Engine::Postgres);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    QVERIFY2(test::fillDemo(scratch, &error, 20), qPrintable(error));
    auto conn = scratch.connect();
    QVERIFY(conn);
    QVERIFY2(conn->loadCatalog(&error), qPrintable(error));
    QSqlQuery q(conn->db());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                                  "WHERE n.nspname = current_schema() AND c.relkind = 'r'")) &&
            q.next());
    const int tables = q.value(0).toInt();
    QVERIFY(tables > 30);
    int keyed = 0;
    for (const TableDescriptor& t : conn->catalog().tables())
        keyed += t.primaryKey.size() == 1 ? 1 : 0;
    QVERIFY2(keyed > 30, "the catalog knows the tables' keys, so the by-key form is what is planned");
    QCOMPARE(conn->warmUp([] { return false; }), qMin(tables, 100));
}

/// Counts, anchors and an order read once run below the window's threads, not at idle priority: beside two busy
/// processes at nice 19 (a build), SCHED_IDLE left the order of ten million runs a sliver of a core (58-67 s).
/// Nice 19 (19 levels below the thread that made the worker, at most), whether asked before or after it runs.
void TestFetchWorker::backgroundWorkRunsBelowTheWindow() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    errno = 0;
    const int window = getpriority(PRIO_PROCESS, 0);
    QCOMPARE(errno, 0);
    const auto priorityOf = [](FetchWorker& worker) {
        auto seen = std::make_shared<std::pair<std::atomic_int, std::atomic_int>>();
        seen->first = -100;
        worker.post([seen](const DbConnection*) {
            errno = 0;
            const int nice = getpriority(PRIO_PROCESS, 0); // this thread's
            seen->second = sched_getscheduler(0);
            seen->first = errno == 0 ? nice : -99;
        });
        if (!QTest::qWaitFor([&] { return seen->first.load() != -100; }, 20000))
            qWarning("the worker never ran the task"); // -100 then, which no comparison below accepts
        return std::make_pair(seen->first.load(), seen->second.load());
    };
    FetchWorker plain(scratch.url(), true, QStringLiteral("pages"));
    QCOMPARE(priorityOf(plain), std::make_pair(window, int(SCHED_OTHER)));
    FetchWorker before(scratch.url(), true, QStringLiteral("counts")); // asked as it starts
    before.setBackground();
    QCOMPARE(priorityOf(before), std::make_pair(qMin(19, window + 19), int(SCHED_OTHER)));
    FetchWorker after(scratch.url(), true, QStringLiteral("counts")); // asked once it runs
    QCOMPARE(priorityOf(after), std::make_pair(window, int(SCHED_OTHER)));
    after.setBackground();
    QCOMPARE(priorityOf(after), std::make_pair(qMin(19, window + 19), int(SCHED_OTHER)));
}

QTEST_GUILESS_MAIN(TestFetchWorker)
#include "tst_FetchWorker.moc"
