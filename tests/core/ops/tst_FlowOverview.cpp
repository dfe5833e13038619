#include "core/ops/tabularia/FlowOverview.h"

#include <QTest>

using namespace metadesk;

/// How a flow's run_schedule reads in the flow's summary: the platform's three forms (interval:MINUTES, daily:HH:MM,
/// a cron expression) in words, an interval in the largest unit that divides it.
class TestFlowOverview : public QObject {
    Q_OBJECT
private slots:
    void readsTheSchedule_data();
    void readsTheSchedule();
};

void TestFlowOverview::readsTheSchedule_data() {
    QTest::addColumn<QString>("schedule");
    QTest::addColumn<QString>("text");
    QTest::newRow("none") << QString() << QStringLiteral("Not scheduled");
    QTest::newRow("blank") << QStringLiteral("  ") << QStringLiteral("Not scheduled");
    QTest::newRow("a minute") << QStringLiteral("interval:1") << QStringLiteral("Every 1 minute(s)");
    QTest::newRow("minutes") << QStringLiteral("interval:15") << QStringLiteral("Every 15 minute(s)");
    QTest::newRow("not whole hours") << QStringLiteral("interval:90") << QStringLiteral("Every 90 minute(s)");
    QTest::newRow("an hour") << QStringLiteral("interval:60") << QStringLiteral("Every 1 hour(s)");
    QTest::newRow("hours") << QStringLiteral("interval:240") << QStringLiteral("Every 4 hour(s)");
    QTest::newRow("a day") << QStringLiteral("interval:1440") << QStringLiteral("Every 1 day(s)");
    QTest::newRow("days") << QStringLiteral("interval:10080") << QStringLiteral("Every 7 day(s)");
    QTest::newRow("zero") << QStringLiteral("interval:0") << QStringLiteral("Every 0 minute(s)");
    QTest::newRow("daily") << QStringLiteral("daily:7:05") << QStringLiteral("Daily at 07:05");
    QTest::newRow("cron") << QStringLiteral("0 3 * * 1")
                          << QStringLiteral(
                                 "Cron expression 0 3 * * 1, in the installation's time zone (APP__TIMEZONE)");
}

void TestFlowOverview::readsTheSchedule() {
    QFETCH(QString, schedule);
    QFETCH(QString, text);
    // No translator is loaded here: the source text with its count, as %Ln leaves it.
    QCOMPARE(FlowOverview::scheduleText(schedule), text);
}

QTEST_GUILESS_MAIN(TestFlowOverview)
#include "tst_FlowOverview.moc"
