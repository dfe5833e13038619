#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/db/DbConnection.h"
#include "core/home/HomeSummary.h"
#include "gui/home/RunsChart.h"

#include <QRegularExpression>
#include <QSqlQuery>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The overview's chart of runs per day: a database without a single run draws an empty chart that says so, without a
/// warning (nice numbers of an empty range are NaN); with runs, the bars and no such sentence.
class TestRunsChart : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QString why;
        QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    }
    void emptyDatabaseEmptyChart_data() { test::addEngineColumn(), test::addEngineRows(); }
    void emptyDatabaseEmptyChart();
};

void TestRunsChart::emptyDatabaseEmptyChart() {
    QFETCH(ScratchDatabase::Engine, engine);
    std::unique_ptr<ScratchDatabase> scratch;
    std::unique_ptr<DbConnection> conn;
    QString why;
    QVERIFY2(test::openDemo(engine, &scratch, &conn, &why, 0), qPrintable(why));
    QSqlQuery q(conn->db());
    QVERIFY2(conn->execBound(&q, QStringLiteral("SELECT count(*) FROM runs"), {}, &why) && q.next(), qPrintable(why));
    QCOMPARE(q.value(0).toLongLong(), 0LL);
    q.finish();
    const HomeSnapshot snapshot = HomeSummary::collect(*conn, QDateTime::currentDateTimeUtc());
    QCOMPARE(snapshot.runDays.size(), HomeSummary::kRunDays);

    // Any warning fails, but the offscreen platform's own about a top-level widget's size hints.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^(?!This plugin does not support propagateSizeHints).*")));
    RunsChart chart;
    chart.resize(700, 300);
    chart.setDays(snapshot.runDays, {QStringLiteral("SUCCESS"), QStringLiteral("FAILURE")});
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    QVERIFY2(chart.emptyText().contains(QStringLiteral("No runs were started")), qPrintable(chart.emptyText()));
    for (const QList<qint64>& days : chart.series()) {
        QCOMPARE(days.size(), HomeSummary::kRunDays);
        QCOMPARE(days.count(0), days.size());
    }
    test::saveScreenshot(&chart, QStringLiteral("home-runs-chart-empty.png"));

    // One run today: bars, and no sentence.
    QList<HomeRunDay> days = snapshot.runDays;
    days.last().byStatus.insert(QStringLiteral("SUCCESS"), 1);
    chart.setDays(days, {});
    QVERIFY(chart.emptyText().isEmpty());
    QCOMPARE(chart.series().value(QStringLiteral("SUCCESS")).constLast(), 1LL);
}

QTEST_MAIN(TestRunsChart)
#include "tst_RunsChart.moc"
