#include "common/MigrationHelpers.h"
#include "common/RunStatsRuns.h"
#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/query/TableQuery.h"
#include "gui/charts/ChartView.h"
#include "gui/queue/RunStatsPanel.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QLabel>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QStackedBarSeries>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

#include <algorithm>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The runs statistics panel on a real database, offscreen: the chart stacks the planted runs by status with the
/// statuses named in words, the table holds the percentiles per flow and sorts by value, and a range without runs
/// is a sentence, not an axis-less chart (and no warning).
class TestRunStatsPanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QString why;
        QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    }
    void init();
    void init_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cleanup();
    void chartsTheRange();
    void chartsTheRange_data() { init_data(); }
    void emptyRangeSaysSo();
    void emptyRangeSaysSo_data() { init_data(); }

private:
    /// Shows `first`–`last` and waits for its figures.
    bool showRange(RunStatsPanel* panel, const QDate& first, const QDate& last);

    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
};

void TestRunStatsPanel::init() {
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
    // Any warning fails (a NaN range among them), but the offscreen platform's own about size hints.
    QTest::failOnWarning(QRegularExpression(QStringLiteral("^(?!This plugin does not support propagateSizeHints).*")));
}

void TestRunStatsPanel::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

bool TestRunStatsPanel::showRange(RunStatsPanel* panel, const QDate& first, const QDate& last) {
    QSignalSpy shown(panel, &RunStatsPanel::statsShown);
    panel->setRange(first, last);
    if (!shown.wait(20000))
        return false;
    QTest::qWait(50); // nothing newer queued behind it
    return panel->from() == first && panel->to() == last.addDays(1);
}

void TestRunStatsPanel::chartsTheRange() {
    RunStatsPanel panel;
    panel.resize(900, 640);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.open(m_scratch->url(), m_conn->sharedCatalog());
    const QDate first = test::runStatsFirstDay();
    QVERIFY(showRange(&panel, first, first.addDays(4)));
    auto* state = panel.findChild<QLabel*>(QStringLiteral("runStatsState"));
    QVERIFY2(state->text().isEmpty(), qPrintable(state->text()));
    QVERIFY(panel.emptyText().isEmpty());

    const QMap<QString, QList<qint64>> series = panel.series();
    QCOMPARE(series.value(QStringLiteral("SUCCESS")), (QList<qint64>{3, 0, 1, 1, 0}));
    QCOMPARE(series.value(QStringLiteral("FAILURE")), (QList<qint64>{1, 0, 0, 0, 1}));
    QCOMPARE(series.value(QStringLiteral("STARTED")), (QList<qint64>{0, 0, 1, 0, 0}));
    QCOMPARE(series.value(QStringLiteral("PENDING")), (QList<qint64>{0, 0, 1, 0, 0}));
    // The chart module draws those numbers, each status named in words in the legend.
    auto* view = panel.findChild<ChartView*>(QStringLiteral("runStatsChart"));
    QVERIFY(view->isVisibleTo(&panel));
    QVERIFY2(view->unavailableText().isEmpty(), qPrintable(view->unavailableText()));
    auto* canvas = qobject_cast<QChartView*>(view->canvas());
    QVERIFY(canvas);
    QCOMPARE(canvas->chart()->series().size(), 1);
    auto* bars = qobject_cast<QStackedBarSeries*>(canvas->chart()->series().constFirst());
    QVERIFY(bars);
    QStringList labels;
    double drawn = 0;
    for (QBarSet* set : bars->barSets()) {
        labels << set->label();
        drawn += set->sum();
    }
    QCOMPARE(drawn, 9.0);
    QVERIFY2(labels.contains(QStringLiteral("succeeded")) && labels.contains(QStringLiteral("failed")) &&
                 labels.contains(QStringLiteral("waiting")),
             qPrintable(labels.join(QStringLiteral(", "))));

    // Per flow, by name: flow 1's five engine runs, then flow 2's three, durations in words.
    const QStandardItemModel* model = panel.flowModel();
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(model->item(0, RunStatsPanel::FlowColumn)->text(), QStringLiteral("flow 1"));
    QCOMPARE(model->item(0, RunStatsPanel::RunsColumn)->text(), QStringLiteral("5"));
    QCOMPARE(model->item(0, RunStatsPanel::QueueP50)->text(), QStringLiteral("30 s"));
    QCOMPARE(model->item(0, RunStatsPanel::QueueP90)->text(), QStringLiteral("52 s"));
    QCOMPARE(model->item(0, RunStatsPanel::RunP50)->text(), QStringLiteral("3 min 20 s"));
    QCOMPARE(model->item(0, RunStatsPanel::RunP99)->text(), QStringLiteral("6 min 36 s"));
    QCOMPARE(model->item(1, RunStatsPanel::FlowColumn)->text(), QStringLiteral("flow 2"));
    QCOMPARE(model->item(1, RunStatsPanel::RunP50)->text(), QStringLiteral("16 min 40 s"));

    // Sorting by a duration sorts by its value, not its words: flow 2's 16 min run before flow 1's 3 min 20 s.
    auto* table = panel.findChild<QTableView*>(QStringLiteral("runStatsFlows"));
    // Tab leaves the table (the arrows move within it): the keyboard is not kept in it.
    QVERIFY(QTest::qWaitForWindowActive(&panel));
    table->setFocus();
    QVERIFY(table->hasFocus());
    QTest::keyClick(table, Qt::Key_Tab);
    QVERIFY(!table->hasFocus());
    table->sortByColumn(RunStatsPanel::RunP50, Qt::DescendingOrder);
    QCOMPARE(model->item(0, RunStatsPanel::FlowColumn)->text(), QStringLiteral("flow 2"));
    table->sortByColumn(RunStatsPanel::QueueP50, Qt::DescendingOrder);
    QCOMPARE(model->item(0, RunStatsPanel::FlowColumn)->text(), QStringLiteral("flow 1"));
    table->sortByColumn(RunStatsPanel::FlowColumn, Qt::AscendingOrder);
    test::saveScreenshot(&panel, QStringLiteral("queue-run-stats.png"));

    // A link from a bar: that day's top-level runs of that status.
    QSignalSpy links(&panel, &RunStatsPanel::linkActivated);
    QBarSet* failed = nullptr;
    for (QBarSet* set : bars->barSets())
        if (set->label() == QStringLiteral("failed"))
            failed = set;
    QVERIFY(failed);
    emit bars->clicked(4, failed);
    QCOMPARE(links.size(), 1);
    const HomeLink link = links.at(0).at(0).value<HomeLink>();
    QCOMPARE(link.table, QStringLiteral("runs"));
    // By the key range the bar counted, sorted by key: started_at has no index.
    QCOMPARE(link.sortColumn, QStringLiteral("id"));
    QCOMPARE(link.conditions.size(), 6);
    QCOMPARE(link.conditions.at(0).column, QStringLiteral("id"));
    QCOMPARE(link.conditions.at(1).column, QStringLiteral("id"));
    QCOMPARE(link.conditions.at(4).value.toString(), QStringLiteral("FAILURE"));
    {
        QuerySpec spec;
        spec.conditions = link.conditions;
        spec.sortColumn = link.sortColumn;
        const TableQuery query(*m_conn->catalog().table(QStringLiteral("runs")), m_conn->isSqlite(), spec);
        const TableQuery::Statement count = query.count();
        QSqlQuery q(m_conn->db());
        QString error;
        QVERIFY2(m_conn->execBound(&q, count.sql, count.values, &error) && q.next(), qPrintable(error));
        QCOMPARE(q.value(0).toLongLong(), panel.series().value(QStringLiteral("FAILURE")).at(4));
        QVERIFY(q.value(0).toLongLong() > 0);
    }

    // Ninety days, a bar each, the planted ones among them.
    QVERIFY(showRange(&panel, first.addDays(-40), first.addDays(49)));
    QCOMPARE(panel.series().value(QStringLiteral("SUCCESS")).size(), 90);
    QCOMPARE(panel.series().value(QStringLiteral("SUCCESS")).at(40), 3LL);
    test::saveScreenshot(&panel, QStringLiteral("queue-run-stats-90-days.png"));

    // Names sort as a reader sorts them, numbers by value: flow 2 before flow 10 (as text, "flow 10" came first).
    QSqlQuery rename(m_conn->db());
    QVERIFY2(rename.exec(QStringLiteral("UPDATE flows SET name = 'flow 10' WHERE name = 'flow 1'")),
             qPrintable(rename.lastError().text()));
    QVERIFY(showRange(&panel, first.addDays(-40), first.addDays(48)));
    auto flowNumbers = [model] {
        QList<int> numbers;
        for (int row = 0; row < model->rowCount(); ++row)
            numbers << model->item(row, RunStatsPanel::FlowColumn)->text().section(QLatin1Char(' '), 1).toInt();
        return numbers;
    };
    table->sortByColumn(RunStatsPanel::FlowColumn, Qt::AscendingOrder);
    QList<int> numbers = flowNumbers();
    QVERIFY(numbers.contains(2) && numbers.contains(10));
    QVERIFY2(std::is_sorted(numbers.cbegin(), numbers.cend()), qPrintable(QVariant::fromValue(numbers).toString()));
    table->sortByColumn(RunStatsPanel::FlowColumn, Qt::DescendingOrder);
    numbers = flowNumbers();
    QCOMPARE(numbers.constFirst(), 10);
    QVERIFY(std::is_sorted(numbers.crbegin(), numbers.crend()));
}

void TestRunStatsPanel::emptyRangeSaysSo() {
    RunStatsPanel panel;
    panel.resize(900, 640);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.open(m_scratch->url(), m_conn->sharedCatalog());
    const QDate august(2026, 8, 1);
    QVERIFY(showRange(&panel, august, august.addDays(6)));
    QVERIFY2(panel.emptyText().startsWith(QStringLiteral("No runs between 1 Aug 2026 and 7 Aug 2026")),
             qPrintable(panel.emptyText()));
    QVERIFY(!panel.findChild<ChartView*>(QStringLiteral("runStatsChart"))->isVisibleTo(&panel));
    QCOMPARE(panel.flowModel()->rowCount(), 0);
    test::saveScreenshot(&panel, QStringLiteral("queue-run-stats-empty.png"));

    // Back to a range with runs: the chart again, no sentence.
    const QDate first = test::runStatsFirstDay();
    QVERIFY(showRange(&panel, first, first));
    QVERIFY(panel.emptyText().isEmpty());
    QCOMPARE(panel.series().value(QStringLiteral("SUCCESS")), (QList<qint64>{3}));
}

QTEST_MAIN(TestRunStatsPanel)
#include "tst_RunStatsPanel.moc"
