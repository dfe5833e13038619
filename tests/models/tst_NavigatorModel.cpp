#include "common/TestDatabases.h"
#include "core/db/DbConnection.h"
#include "core/db/PreparedOpen.h"
#include "models/NavigatorModel.h"

#include <QLocale>
#include <QSqlQuery>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The navigator's counts: every table's exact count, read in one pass that asks the statistics first and then
/// counts the smallest tables first (the one of ten million rows is not what every table listed after it waits for),
/// and the widest estimate known meanwhile, so that the counts column need not widen when the large counts come in.
class TestNavigatorModel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void countsSmallestFirst_data() { test::addEngineColumn(), test::addEngineRows(); }
    void countsSmallestFirst();
    void withoutStatisticsEveryTableIsCounted();

private:
    struct Pass {
        QStringList order;       ///< the tables in the order their counts came in
        QString estimateAtStart; ///< widestEstimateText() when the estimates came in
    };
    /// Loads `model` on the demo database and waits for every count.
    static bool countAll(NavigatorModel& model, const ScratchDatabase& scratch, const DbConnection& conn, Pass* pass);
    /// Every table's count, as `SELECT count(*)` has it.
    static QHash<QString, qint64> countsOf(const DbConnection& conn, const QStringList& tables);
};

void TestNavigatorModel::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

bool TestNavigatorModel::countAll(NavigatorModel& model, const ScratchDatabase& scratch, const DbConnection& conn,
                                  Pass* pass) {
    const PreparedOpen::Result prepared = PreparedOpen::readOn(conn);
    if (!prepared.ok) {
        qWarning() << prepared.error;
        return false;
    }
    QObject guard;
    QObject::connect(&model, &QAbstractItemModel::dataChanged, &guard, [&model, pass](const QModelIndex& at) {
        if (at.data(NavigatorModel::RowCountRole).toLongLong() >= 0)
            pass->order << at.data(NavigatorModel::TableNameRole).toString();
    });
    QObject::connect(&model, &NavigatorModel::estimatesKnown, &guard,
                     [&model, pass]() { pass->estimateAtStart = model.widestEstimateText(); });
    model.load(scratch.url(), true, prepared.statuses, prepared.catalog);
    return QTest::qWaitFor([&model]() { return !model.isCounting(); }, 30000);
}

QHash<QString, qint64> TestNavigatorModel::countsOf(const DbConnection& conn, const QStringList& tables) {
    QHash<QString, qint64> counts;
    for (const QString& table : tables) {
        QSqlQuery q(conn.db());
        if (q.exec(QStringLiteral("SELECT count(*) FROM \"%1\"").arg(table)) && q.next())
            counts.insert(table, q.value(0).toLongLong());
    }
    return counts;
}

void TestNavigatorModel::countsSmallestFirst() {
    QFETCH(ScratchDatabase::Engine, engine);
    std::unique_ptr<ScratchDatabase> scratch;
    std::unique_ptr<DbConnection> conn;
    QString error;
    QVERIFY2(test::openDemo(engine, &scratch, &conn, &error, 3000), qPrintable(error));
    // Statistics for every table: on tables this small both engines' ANALYZE reads every row, so its figures are
    // the counts.
    QVERIFY2(conn->exec(QStringLiteral("ANALYZE"), &error), qPrintable(error));

    NavigatorModel model;
    Pass pass;
    QVERIFY(countAll(model, *scratch, *conn, &pass));
    QCOMPARE(pass.order.size(), model.tableCount());
    const QHash<QString, qint64> counts = countsOf(*conn, pass.order);
    QCOMPARE(counts.size(), pass.order.size());
    qint64 largest = -1;
    for (const QString& table : std::as_const(pass.order)) {
        QCOMPARE(model.rowCountOf(table), counts.value(table)); // what the navigator shows is the database's count
        largest = qMax(largest, counts.value(table));
    }
    // The largest table (the 3,000 runs) last; every count after one no smaller (ties in the tree's order).
    QCOMPARE(pass.order.constLast(), QStringLiteral("runs"));
    for (qsizetype i = 1; i < pass.order.size(); ++i)
        QVERIFY2(counts.value(pass.order.at(i - 1)) <= counts.value(pass.order.at(i)),
                 qPrintable(pass.order.at(i - 1) + QStringLiteral(" before ") + pass.order.at(i)));
    // The widest estimate was known while counting, and is dropped once the counts are in.
    QCOMPARE(pass.estimateAtStart, QLocale().toString(largest));
    QCOMPARE(model.widestEstimateText(), QString());

    // Asked anew at once: the pass under way stops, the new one counts every table once more.
    Pass again;
    QObject guard;
    connect(&model, &QAbstractItemModel::dataChanged, &guard,
            [&again](const QModelIndex& at) { again.order << at.data(NavigatorModel::TableNameRole).toString(); });
    model.refreshCounts();
    model.refreshCounts();
    QVERIFY(QTest::qWaitFor([&model]() { return !model.isCounting(); }, 30000));
    QCOMPARE(again.order.size(), pass.order.size());
    QCOMPARE(again.order.constLast(), QStringLiteral("runs"));
    for (const QString& table : std::as_const(pass.order))
        QCOMPARE(model.rowCountOf(table), counts.value(table));
}

void TestNavigatorModel::withoutStatisticsEveryTableIsCounted() {
    // A SQLite file that was never analysed has no sqlite_stat1: the estimates' statement fails, which is no error;
    // every table is counted, in the tree's order, and no width is taken from an estimate.
    std::unique_ptr<ScratchDatabase> scratch;
    std::unique_ptr<DbConnection> conn;
    QString error;
    QVERIFY2(test::openDemo(ScratchDatabase::Engine::Sqlite, &scratch, &conn, &error, 200), qPrintable(error));
    QVERIFY2(conn->exec(QStringLiteral("DROP TABLE IF EXISTS sqlite_stat1"), &error), qPrintable(error));

    NavigatorModel model;
    Pass pass;
    QVERIFY(countAll(model, *scratch, *conn, &pass));
    QCOMPARE(pass.order.size(), model.tableCount());
    QCOMPARE(pass.estimateAtStart, QString());
    const QHash<QString, qint64> counts = countsOf(*conn, pass.order);
    for (const QString& table : std::as_const(pass.order))
        QCOMPARE(model.rowCountOf(table), counts.value(table));
    // The tree's order: the navigator's own walk of it.
    QStringList tree;
    std::function<void(const QModelIndex&)> walk = [&](const QModelIndex& parent) {
        for (int row = 0; row < model.rowCount(parent); ++row) {
            const QModelIndex at = model.index(row, NavigatorModel::NameColumn, parent);
            const QString table = at.data(NavigatorModel::TableNameRole).toString();
            if (!table.isEmpty())
                tree << table;
            walk(at);
        }
    };
    walk(QModelIndex());
    QCOMPARE(pass.order, tree);
}

QTEST_GUILESS_MAIN(TestNavigatorModel)
#include "tst_NavigatorModel.moc"
