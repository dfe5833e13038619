#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "models/FetchWorker.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

#include <atomic>
#include <memory>
#include <mutex>
#include <tuple>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// A worker's statement that a model going away no longer needs is stopped where it runs: PostgreSQL's by
/// pg_cancel_backend from a connection of its own, SQLite's by sqlite3_interrupt on the worker's own handle (it has
/// no server to ask). The worker's connection stays usable either way.
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
};

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
    {
        auto setup = scratch.connect();
        QVERIFY(setup);
        QString error;
        QVERIFY2(setup->exec(QStringLiteral("CREATE TABLE marker (id integer)"), &error), qPrintable(error));
    }
    const auto catalog = std::make_shared<const Catalog>(Catalog::instance());
    const QStringList purposes{QStringLiteral("pages"), QStringLiteral("counts")};
    FetchWorker::keepReady(scratch.url(), true, catalog, purposes);
    auto ranOn = [](FetchWorker& worker) {
        auto answer = std::make_shared<std::atomic_int>(0);
        worker.post([answer](const DbConnection* conn) {
            QSqlQuery q(conn ? conn->db() : QSqlDatabase());
            answer->store(conn && q.exec(QStringLiteral("SELECT 41 + 1")) && q.next() ? q.value(0).toInt() : -1);
        });
        return answer;
    };
    if (engine == ScratchDatabase::Engine::Sqlite) {
        // A file's connection opens in a millisecond or two: no idle worker is kept for it, take() makes one.
        QCOMPARE(FetchWorker::readyCount(), 0);
        std::unique_ptr<FetchWorker> made = FetchWorker::take(scratch.url(), true, QStringLiteral("pages"), catalog);
        QVERIFY(made);
        QCOMPARE(FetchWorker::readyCount(), 0);
        const auto answer = ranOn(*made);
        QTRY_COMPARE_WITH_TIMEOUT(answer->load(), 42, 20000);
        FetchWorker::retire(std::move(made));
        return;
    }
    QCOMPARE(FetchWorker::readyCount(), 2);
    QTRY_VERIFY_WITH_TIMEOUT(FetchWorker::readyConnected(), 20000);
    const QList<const FetchWorker*> kept = FetchWorker::readyWorkers();
    std::unique_ptr<FetchWorker> taken = FetchWorker::take(scratch.url(), true, QStringLiteral("pages"), catalog);
    QCOMPARE(taken.get(), kept.at(0)); // the kept one, connected before it was asked for
    QVERIFY(taken->hasConnected());
    QCOMPARE(FetchWorker::readyCount(), 2); // and one in its place for the next model
    QVERIFY(!FetchWorker::readyWorkers().contains(taken.get()));
    const auto answer = ranOn(*taken);
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

    {
        auto setup = scratch.connect(); // makes SQLite's file, which a read-only worker does not
        QVERIFY(setup);
        QString error;
        QVERIFY2(setup->exec(QStringLiteral("CREATE TABLE marker (id integer)"), &error), qPrintable(error));
    }
    FetchWorker worker(scratch.url(), true, QStringLiteral("cancel-test"));
    worker.start();
    struct Outcome {
        std::mutex mutex;
        QString error;
        std::atomic<bool> started{false};
        std::atomic<bool> finished{false};
    };
    auto outcome = std::make_shared<Outcome>();
    // Minutes of work on either engine, in constant memory: only a cancel ends it soon.
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
    {
        std::lock_guard<std::mutex> lock(outcome->mutex);
        const QString expected = engine == ScratchDatabase::Engine::Sqlite ? QStringLiteral("interrupted")
                                                                           : QStringLiteral("canceling statement");
        QVERIFY2(outcome->error.contains(expected), qPrintable(outcome->error));
    }

    // The same connection answers the next task.
    auto answer = std::make_shared<std::atomic<int>>(0);
    worker.post([answer](const DbConnection* conn) {
        QSqlQuery q(conn ? conn->db() : QSqlDatabase());
        if (conn && q.exec(QStringLiteral("SELECT 42")) && q.next())
            *answer = q.value(0).toInt();
    });
    QTRY_COMPARE_WITH_TIMEOUT(answer->load(), 42, 20000);
}

QTEST_GUILESS_MAIN(TestFetchWorker)
#include "tst_FetchWorker.moc"
