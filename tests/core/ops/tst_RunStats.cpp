#include "common/MigrationHelpers.h"
#include "common/RunStatsRuns.h"
#include "common/TestDatabases.h"
#include "core/ops/tabularia/RunStats.h"

#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// Runs per day and the percentiles per flow on databases the migrations made, against figures worked out by hand
/// from the runs planted (tests/common/RunStatsRuns.h).
class TestRunStats : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QString why;
        QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    }
    void init();
    void init_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cleanup();
    void runsPerDayWithEmptyDays();
    void runsPerDayWithEmptyDays_data() { init_data(); }
    void percentilesPerFlow();
    void percentilesPerFlow_data() { init_data(); }
    void emptyRange();
    void emptyRange_data() { init_data(); }
    void durationsInWords();
    void durationsInWords_data() { init_data(); }

private:
    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
};

void TestRunStats::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    m_scratch = std::make_unique<ScratchDatabase>(engine);
    QVERIFY2(m_scratch->isValid(), qPrintable(m_scratch->error()));
    m_conn = m_scratch->connect();
    QVERIFY(m_conn);
    QString error;
    QStringList applied;
    QVERIFY2(Migrator(*m_conn, test::builtInMigrations(Platform::Tabularia, *m_conn)).upgrade(&applied, &error),
             qPrintable(error));
    QVERIFY2(m_conn->loadCatalog(&error), qPrintable(error));
    QVERIFY2(test::seedRunStats(*m_conn, &error), qPrintable(error));
}

void TestRunStats::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestRunStats::runsPerDayWithEmptyDays() {
    const RunStats stats(*m_conn);
    QString error;
    QVERIFY2(stats.isAvailable(&error), qPrintable(error));
    const QDate first = test::runStatsFirstDay();
    QList<HomeRunDay> days;
    QVERIFY2(stats.runsPerDay(first, first.addDays(5), &days, &error), qPrintable(error));
    QCOMPARE(days.size(), 5);
    using Counts = QMap<QString, qint64>;
    const QList<Counts> expected{
        {{QStringLiteral("SUCCESS"), 3}, {QStringLiteral("FAILURE"), 1}},
        {},
        {{QStringLiteral("SUCCESS"), 1}, {QStringLiteral("STARTED"), 1}, {QStringLiteral("PENDING"), 1}},
        {{QStringLiteral("SUCCESS"), 1}}, // the orchestration; its child is the same execution
        {{QStringLiteral("FAILURE"), 1}},
    };
    for (int i = 0; i < days.size(); ++i) {
        QCOMPARE(days.at(i).day, first.addDays(i));
        QCOMPARE(days.at(i).byStatus, expected.at(i));
    }
    QCOMPARE(RunStats::total(days.at(1)), 0LL);
    QCOMPARE(RunStats::total(days.at(0)), 4LL);

    // One day: the run at 23:59:59 the day before and the one at midnight the day after stay out.
    QVERIFY2(stats.runsPerDay(first.addDays(-1), first, &days, &error), qPrintable(error));
    QCOMPARE(days.size(), 1);
    QCOMPARE(days.at(0).byStatus, (Counts{{QStringLiteral("SUCCESS"), 1}}));
    QVERIFY2(stats.runsPerDay(first.addDays(5), first.addDays(6), &days, &error), qPrintable(error));
    QCOMPARE(days.at(0).byStatus, (Counts{{QStringLiteral("SUCCESS"), 1}}));
}

void TestRunStats::percentilesPerFlow() {
    const RunStats stats(*m_conn);
    const QDate first = test::runStatsFirstDay();
    QList<FlowRunStats> flows;
    QString error;
    QVERIFY2(stats.flowPercentiles(first, first.addDays(5), &flows, &error), qPrintable(error));
    QCOMPARE(flows.size(), 2);
    const FlowRunStats& one = flows.at(0);
    QCOMPARE(one.flowId, 1LL);
    QCOMPARE(one.flowName, QStringLiteral("flow 1"));
    QCOMPARE(one.runs, 5LL); // four on day 0 and the orchestration's child; not the orchestration itself
    QCOMPARE(one.queue.samples, 5LL);
    QCOMPARE(one.queue.p50, 30.0);
    QCOMPARE(one.queue.p90, 52.0);
    QCOMPARE(one.queue.p99, 59.2);
    QCOMPARE(one.run.samples, 5LL);
    QCOMPARE(one.run.p50, 200.0);
    QCOMPARE(one.run.p90, 360.0);
    QCOMPARE(one.run.p99, 396.0);

    const FlowRunStats& two = flows.at(1);
    QCOMPARE(two.flowId, 2LL);
    QCOMPARE(two.flowName, QStringLiteral("flow 2"));
    QCOMPARE(two.runs, 3LL);
    QCOMPARE(two.queue.samples, 2LL); // the PENDING run never reached the engine
    QCOMPARE(two.queue.p50, 10.0);
    QCOMPARE(two.queue.p90, 14.0);
    QCOMPARE(two.queue.p99, 14.9);
    QCOMPARE(two.run.samples, 1LL); // the STARTED one has not finished
    QCOMPARE(two.run.p50, 1000.0);
    QCOMPARE(two.run.p99, 1000.0);

    // Day 2 alone: flow 2's three runs, flow 1 none.
    QVERIFY2(stats.flowPercentiles(first.addDays(2), first.addDays(3), &flows, &error), qPrintable(error));
    QCOMPARE(flows.size(), 1);
    QCOMPARE(flows.at(0).flowId, 2LL);
}

void TestRunStats::emptyRange() {
    const RunStats stats(*m_conn);
    QString error;
    QList<HomeRunDay> days;
    QList<FlowRunStats> flows;
    const QDate august(2026, 8, 1);
    QVERIFY2(stats.runsPerDay(august, august.addDays(7), &days, &error), qPrintable(error));
    QCOMPARE(days.size(), 7);
    for (const HomeRunDay& d : std::as_const(days))
        QCOMPARE(RunStats::total(d), 0LL);
    QCOMPARE(days.constLast().day, august.addDays(6));
    QVERIFY2(stats.flowPercentiles(august, august.addDays(7), &flows, &error), qPrintable(error));
    QVERIFY(flows.isEmpty());
    // A range that ends before it begins holds no day.
    QVERIFY2(stats.runsPerDay(august, august, &days, &error), qPrintable(error));
    QVERIFY(days.isEmpty());
}

void TestRunStats::durationsInWords() {
    QCOMPARE(RunStats::durationText(0.85), QStringLiteral("850 ms"));
    QCOMPARE(RunStats::durationText(42), QStringLiteral("42 s"));
    QCOMPARE(RunStats::durationText(200), QStringLiteral("3 min 20 s"));
    QCOMPARE(RunStats::durationText(7500), QStringLiteral("2 h 5 min"));
    QCOMPARE(RunStats::durationText(3 * 86400 + 4 * 3600), QStringLiteral("3 d 4 h"));
}

QTEST_GUILESS_MAIN(TestRunStats)
#include "tst_RunStats.moc"
