#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/catalog/TableDescriptor.h"
#include "models/FetchWorker.h"
#include "models/WindowedTableModel.h"

#include <QAbstractItemModelTester>
#include <QRandomGenerator>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

#include <algorithm>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The windowed model against plain SQL on both engines: every page it shows holds exactly the rows that
/// `ORDER BY … LIMIT … OFFSET …` gives, whatever the sort, filter, jump, NULLs or duplicate sort values.
class TestWindowedTableModel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void passesModelTester_data() { test::addEngineColumn(), test::addEngineRows(); }
    void passesModelTester();
    void pagesMatchPlainSql_data();
    void pagesMatchPlainSql();
    void defaultSortOrdersTiesByItsSecondColumn_data() { test::addEngineColumn(), test::addEngineRows(); }
    void defaultSortOrdersTiesByItsSecondColumn();
    void filtersMatchPlainSql_data();
    void filtersMatchPlainSql();
    void emptyAndSingleRow_data() { test::addEngineColumn(), test::addEngineRows(); }
    void emptyAndSingleRow();
    void closingCancelsWhatRuns_data() { test::addEngineColumn(), test::addEngineRows(); }
    void closingCancelsWhatRuns();
    void restartKeepsTheStoppedSession_data() { test::addEngineColumn(), test::addEngineRows(); }
    void restartKeepsTheStoppedSession();
    void growingKeepsTheRows_data() { test::addEngineColumn(), test::addEngineRows(); }
    void growingKeepsTheRows();
    void cacheStaysBounded_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cacheStaysBounded();
    void refreshFindsTheRowAgain_data() { test::addEngineColumn(), test::addEngineRows(); }
    void refreshFindsTheRowAgain();
    void lastPageAskedWhileTheCountArrives_data() { test::addEngineColumn(), test::addEngineRows(); }
    void lastPageAskedWhileTheCountArrives();
    void numericTextPagesEveryRowOnce_data() { test::addEngineColumn(), test::addEngineRows(); }
    void numericTextPagesEveryRowOnce();
    void integerKeyWithAndWithoutGaps_data() { test::addEngineColumn(), test::addEngineRows(); }
    void integerKeyWithAndWithoutGaps();
    void orderPassKeepsItsSession_data() { test::addEngineColumn(), test::addEngineRows(); }
    void orderPassKeepsItsSession();
    void countSaysWhetherItGuesses();
    void shortSegmentsCountThemselves_data() { test::addEngineColumn(), test::addEngineRows(); }
    void shortSegmentsCountThemselves();
    void aSortColumnTheFilterPinsIsInKeyOrder_data() { test::addEngineColumn(), test::addEngineRows(); }
    void aSortColumnTheFilterPinsIsInKeyOrder();
    void aPageItsSegmentFilledStaysThroughTheCount_data() { test::addEngineColumn(), test::addEngineRows(); }
    void aPageItsSegmentFilledStaysThroughTheCount();
    void clearingTheCacheKeepsWhatWasAsked_data() { test::addEngineColumn(), test::addEngineRows(); }
    void clearingTheCacheKeepsWhatWasAsked();

private:
    static constexpr int kRows = 6000;
    static TableDescriptor itemsTable();
    /// PostgreSQL: begins a transaction on `locker` that holds `items` locked against every reader.
    static bool lockItems(const DbConnection& locker, QString* error) {
        return locker.exec(QStringLiteral("BEGIN"), error) &&
               locker.exec(QStringLiteral("LOCK TABLE items IN ACCESS EXCLUSIVE MODE"), error);
    }
    /// PostgreSQL: how many sessions of the database match `where` (pg_stat_activity), -1 when it cannot be asked.
    static int sessionsWhere(const DbConnection& watcher, const QString& where) {
        QSqlQuery q(watcher.db());
        return q.exec(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND ") +
                      where) &&
                       q.next()
                   ? q.value(0).toInt()
                   : -1;
    }
    static bool createItems(const DbConnection& conn, int rows, QString* error);
    /// The same table in an empty scratch database, written once per engine and size and then copied.
    static bool createItems(const ScratchDatabase& scratch, int rows, QString* error);
    /// Ids in the order plain SQL gives for the same sort (each engine's own NULL placement) and filter.
    static QList<qint64> expectedIds(const DbConnection& conn, const QString& orderBy, const QString& where = {});
    static qint64 idAt(const WindowedTableModel& model, int row) {
        return model.data(model.index(row, 0), WindowedTableModel::RawValueRole).toLongLong();
    }
    static bool waitForRow(WindowedTableModel& model, int row) {
        model.prefetch(row, row);
        return QTest::qWaitFor([&]() { return model.isRowLoaded(row); }, 10000);
    }
    /// Sorted by score with its NULL scores first, where each engine puts them (SQLite ascending, PostgreSQL
    /// descending), and SQL's ORDER BY for the same.
    static QuerySpec nullScoresFirst(bool pg, QString* orderBy) {
        QuerySpec spec;
        spec.sortColumn = QStringLiteral("score");
        spec.descending = pg;
        *orderBy = pg ? QStringLiteral("score DESC, id DESC") : QStringLiteral("score, id");
        return spec;
    }
    static bool waitForCount(WindowedTableModel& model) {
        return QTest::qWaitFor([&]() { return model.isCountExact(); }, 20000);
    }
};

TableDescriptor TestWindowedTableModel::itemsTable() {
    TableDescriptor t;
    t.name = QStringLiteral("items");
    t.label = QStringLiteral("Items");
    t.columns = {
        {QStringLiteral("id"), QStringLiteral("Id"), ColumnKind::Integer, false, true, {}, {}},
        {QStringLiteral("grp"), QStringLiteral("Group"), ColumnKind::Text, true, false, {}, {}},
        {QStringLiteral("score"), QStringLiteral("Score"), ColumnKind::Integer, true, false, {}, {}},
        {QStringLiteral("name"), QStringLiteral("Name"), ColumnKind::Text, false, false, {}, {}},
        {QStringLiteral("created_at"), QStringLiteral("Created"), ColumnKind::Timestamp, false, false, {}, {}}};
    t.primaryKey = {QStringLiteral("id")};
    t.labelColumn = QStringLiteral("name");
    t.searchColumns = {QStringLiteral("name"), QStringLiteral("grp")};
    t.defaultSortColumn = QStringLiteral("id");
    return t;
}

bool TestWindowedTableModel::createItems(const DbConnection& conn, int rows, QString* error) {
    const QString ts = conn.isSqlite() ? QStringLiteral("TEXT") : QStringLiteral("timestamptz");
    if (!conn.exec(QStringLiteral("CREATE TABLE items (id INTEGER PRIMARY KEY, grp TEXT, score INTEGER, name TEXT NOT "
                                  "NULL, created_at %1 NOT NULL)")
                       .arg(ts),
                   error) ||
        !conn.exec(QStringLiteral("CREATE INDEX ix_items_score ON items (score)"), error) ||
        !conn.exec(QStringLiteral("BEGIN"), error))
        return false;
    QSqlQuery q(conn.db());
    q.prepare(QStringLiteral("INSERT INTO items (id, grp, score, name, created_at) VALUES (?, ?, ?, ?, ?)"));
    QRandomGenerator rng(1234);
    const QDateTime base(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC);
    for (int i = 1; i <= rows; ++i) {
        // Many duplicate scores, some NULL scores and groups, ids not in score order.
        q.addBindValue(i);
        q.addBindValue(i % 7 == 0 ? QVariant() : QVariant(QStringLiteral("group-%1").arg(i % 5)));
        q.addBindValue(i % 11 == 0 ? QVariant() : QVariant(int(rng.bounded(50))));
        q.addBindValue(
            QStringLiteral("item %1 %2").arg(i).arg(i % 3 == 0 ? QStringLiteral("blue") : QStringLiteral("red")));
        q.addBindValue(
            base.addSecs(qint64(rng.bounded(86400 * 30))).toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzzZ")));
        if (!q.exec()) {
            *error = q.lastError().text();
            return false;
        }
    }
    return conn.exec(QStringLiteral("COMMIT"), error);
}

bool TestWindowedTableModel::createItems(const ScratchDatabase& scratch, int rows, QString* error) {
    return test::makeFixture(
        scratch, QStringLiteral("items %1").arg(rows),
        [rows](const ScratchDatabase& empty, QString* buildError) {
            auto conn = empty.connect();
            return conn && createItems(*conn, rows, buildError);
        },
        error);
}

QList<qint64> TestWindowedTableModel::expectedIds(const DbConnection& conn, const QString& orderBy,
                                                  const QString& where) {
    QSqlQuery q(conn.db());
    QList<qint64> ids;
    if (!q.exec(QStringLiteral("SELECT id FROM items %1 ORDER BY %2").arg(where, orderBy)))
        qWarning("%s", qPrintable(q.lastError().text()));
    while (q.next())
        ids << q.value(0).toLongLong();
    return ids;
}

void TestWindowedTableModel::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestWindowedTableModel::passesModelTester() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    QVERIFY2(createItems(scratch, 1000, &error), qPrintable(error));
    WindowedTableModel model(itemsTable(), scratch.url(), true);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(waitForCount(model));
    QCOMPARE(model.rowCount(), 1000);
    QVERIFY(waitForRow(model, 999));
    model.sort(2, Qt::DescendingOrder);
    QVERIFY(waitForCount(model));
    QVERIFY(waitForRow(model, 500));
    model.refresh();
    QVERIFY(waitForRow(model, 0));
}

void TestWindowedTableModel::pagesMatchPlainSql_data() {
    test::addEngineColumn();
    QTest::addColumn<QString>("column");
    QTest::addColumn<bool>("descending");
    for (const char* column : {"id", "score", "grp", "created_at"}) {
        for (bool desc : {false, true}) {
            const QString name = QStringLiteral("%1 %2").arg(QLatin1String(column),
                                                             desc ? QStringLiteral("desc") : QStringLiteral("asc"));
            QTest::newRow(qPrintable(name + QStringLiteral(" sqlite")))
                << ScratchDatabase::Engine::Sqlite << QString::fromLatin1(column) << desc;
            QTest::newRow(qPrintable(name + QStringLiteral(" postgresql")))
                << ScratchDatabase::Engine::Postgres << QString::fromLatin1(column) << desc;
        }
    }
}

void TestWindowedTableModel::pagesMatchPlainSql() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(QString, column);
    QFETCH(bool, descending);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    QVERIFY2(createItems(scratch, kRows, &error), qPrintable(error));
    auto conn = scratch.connect();
    const QString dir = descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
    const QList<qint64> expected =
        expectedIds(*conn, column == QLatin1String("id") ? QStringLiteral("id") + dir
                                                         : column + dir + QStringLiteral(", id") + dir);
    QCOMPARE(expected.size(), kRows);

    WindowedTableModel model(itemsTable(), scratch.url(), true);
    model.setPageSize(100);
    QuerySpec spec;
    spec.sortColumn = column;
    spec.descending = descending;
    QVERIFY(model.setQuerySpec(spec));
    // Before the count and the anchors: the first screen, and forward reads.
    QVERIFY(waitForRow(model, 0));
    QCOMPARE(idAt(model, 0), expected.at(0));
    QVERIFY(waitForCount(model));
    QCOMPARE(model.rowCount(), kRows);
    // The last rows (read backwards from the end), then random jumps with and without anchors.
    QVERIFY(waitForRow(model, kRows - 1));
    QCOMPARE(idAt(model, kRows - 1), expected.constLast());
    QRandomGenerator rng(42);
    for (int i = 0; i < 25; ++i) {
        if (i == 10) {
            QVERIFY(QTest::qWaitFor([&]() { return model.anchorsReady(); }, 20000));
            // Every 512th row of each segment (less one per segment that may end short of one); by the gapless
            // integer key, every row, its key computed from its position (nothing sampled or kept).
            QVERIFY2(model.anchorCount() >= kRows / 512 - 2, qPrintable(QString::number(model.anchorCount())));
            if (column == QLatin1String("id"))
                QCOMPARE(model.anchorCount(), kRows);
        }
        const int row = int(rng.bounded(kRows));
        QVERIFY2(waitForRow(model, row), qPrintable(model.lastError()));
        const int page = row / model.pageSize();
        for (int r = page * model.pageSize(); r < qMin(kRows, (page + 1) * model.pageSize()); ++r)
            QVERIFY2(
                idAt(model, r) == expected.at(r),
                qPrintable(QStringLiteral("row %1: model %2, SQL %3").arg(r).arg(idAt(model, r)).arg(expected.at(r))));
    }
    QVERIFY(model.lastError().isEmpty());
}

void TestWindowedTableModel::defaultSortOrdersTiesByItsSecondColumn() {
    // A table's default sort may order the rows of one sort value by a second column before the key (a dashboard's
    // versions by number, not by their random ids): every page, read forward, backward and by jumps, is what plain
    // SQL gives for "grp, name, id" (name is NOT NULL; NULL groups where each engine puts them).
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QString error;
    constexpr int rows = 2500;
    QVERIFY2(createItems(*conn, rows, &error), qPrintable(error));
    const QList<qint64> expected = expectedIds(*conn, QStringLiteral("grp, name, id"));
    QCOMPARE(expected.size(), rows);
    QVERIFY(expected != expectedIds(*conn, QStringLiteral("grp, id"))); // the second column matters here

    TableDescriptor table = itemsTable();
    table.defaultSortColumn = QStringLiteral("grp");
    table.defaultSortThen = QStringLiteral("name");
    WindowedTableModel model(table, scratch.url(), true);
    model.setPageSize(100);
    QVERIFY(waitForCount(model));
    QCOMPARE(model.rowCount(), rows);
    QVERIFY(waitForRow(model, rows - 1)); // read backwards from the end first
    QCOMPARE(idAt(model, rows - 1), expected.constLast());
    QVERIFY(QTest::qWaitFor([&]() { return model.anchorsReady(); }, 20000));
    for (int row : {1234, 0, 777, 2100, 50}) {
        QVERIFY2(waitForRow(model, row), qPrintable(model.lastError()));
        const int page = row / model.pageSize();
        for (int r = page * model.pageSize(); r < qMin(rows, (page + 1) * model.pageSize()); ++r)
            QVERIFY2(
                idAt(model, r) == expected.at(r),
                qPrintable(QStringLiteral("row %1: model %2, SQL %3").arg(r).arg(idAt(model, r)).arg(expected.at(r))));
    }
    // A sort the user chooses is that column and the key, as before.
    QuerySpec spec;
    spec.sortColumn = QStringLiteral("grp");
    QVERIFY(model.setQuerySpec(spec));
    QVERIFY(waitForRow(model, 0));
    QCOMPARE(idAt(model, 0), expectedIds(*conn, QStringLiteral("grp, id")).constFirst());
    QVERIFY(model.lastError().isEmpty());
}

void TestWindowedTableModel::filtersMatchPlainSql_data() {
    test::addEngineColumn();
    QTest::addColumn<QString>("name");
    for (const char* name :
         {"equals", "contains", "empty", "not empty", "after", "quick search", "combined", "nothing"}) {
        QTest::newRow(qPrintable(QStringLiteral("%1 sqlite").arg(QLatin1String(name))))
            << ScratchDatabase::Engine::Sqlite << QString::fromLatin1(name);
        QTest::newRow(qPrintable(QStringLiteral("%1 postgresql").arg(QLatin1String(name))))
            << ScratchDatabase::Engine::Postgres << QString::fromLatin1(name);
    }
}

void TestWindowedTableModel::filtersMatchPlainSql() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(QString, name);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    QVERIFY2(createItems(scratch, kRows, &error), qPrintable(error));
    auto conn = scratch.connect();
    const bool pg = engine == ScratchDatabase::Engine::Postgres;
    QuerySpec spec;
    spec.sortColumn = QStringLiteral("score");
    QString where;
    using Op = FilterCondition::Op;
    if (name == QLatin1String("equals")) {
        spec.conditions = {{QStringLiteral("score"), Op::Equals, 7}};
        where = QStringLiteral("WHERE score = 7");
    } else if (name == QLatin1String("contains")) {
        spec.conditions = {{QStringLiteral("name"), Op::Contains, QStringLiteral("BLUE")}};
        where = pg ? QStringLiteral("WHERE name ILIKE '%blue%'") : QStringLiteral("WHERE name LIKE '%blue%'");
    } else if (name == QLatin1String("empty")) {
        spec.conditions = {{QStringLiteral("grp"), Op::IsEmpty, {}}};
        where = QStringLiteral("WHERE grp IS NULL OR grp = ''");
    } else if (name == QLatin1String("not empty")) {
        spec.conditions = {{QStringLiteral("score"), Op::IsNotEmpty, {}}};
        where = QStringLiteral("WHERE score IS NOT NULL");
    } else if (name == QLatin1String("after")) {
        spec.conditions = {{QStringLiteral("created_at"), Op::After, QStringLiteral("2026-01-20T00:00:00.000Z")}};
        where = pg ? QStringLiteral("WHERE created_at > '2026-01-20T00:00:00Z'")
                   : QStringLiteral("WHERE created_at > '2026-01-20T00:00:00.000Z'");
    } else if (name == QLatin1String("quick search")) {
        spec.quickSearch = QStringLiteral("group-3");
        where = QStringLiteral("WHERE name LIKE '%group-3%' OR grp LIKE '%group-3%'");
    } else if (name == QLatin1String("combined")) {
        spec.conditions = {{QStringLiteral("grp"), Op::Equals, QStringLiteral("group-1")},
                           {QStringLiteral("score"), Op::Before, 50}}; // Before on a number: less than
        spec.quickSearch = QStringLiteral("red");
        where = QStringLiteral("WHERE grp = 'group-1' AND score < 50 AND (name LIKE '%red%' OR grp LIKE '%red%')");
    } else {
        spec.conditions = {{QStringLiteral("name"), Op::Equals, QStringLiteral("no such item")}};
        where = QStringLiteral("WHERE name = 'no such item'");
    }
    const QList<qint64> expected = expectedIds(*conn, QStringLiteral("score ASC, id ASC"), where);
    WindowedTableModel model(itemsTable(), scratch.url(), true);
    model.setPageSize(50);
    QVERIFY2(model.setQuerySpec(spec), qPrintable(model.lastError()));
    QVERIFY(waitForCount(model));
    QCOMPARE(model.rowCount(), int(expected.size()));
    for (int row = 0; row < expected.size(); row += qMax(1, int(expected.size()) / 40)) {
        QVERIFY2(waitForRow(model, row), qPrintable(model.lastError()));
        QCOMPARE(idAt(model, row), expected.at(row));
    }
    if (!expected.isEmpty()) {
        QVERIFY(waitForRow(model, int(expected.size()) - 1));
        QCOMPARE(idAt(model, int(expected.size()) - 1), expected.constLast());
    }
    // Again with the anchors, which the filter bounds too: every page read afresh from the nearest one.
    QVERIFY(QTest::qWaitFor([&]() { return model.anchorsReady(); }, 20000));
    QVERIFY2(model.anchorCount() >= int(expected.size()) / 512 - 2, qPrintable(QString::number(model.anchorCount())));
    model.clearCache();
    for (int row = 7; row < expected.size(); row += qMax(1, int(expected.size()) / 40)) {
        QVERIFY2(waitForRow(model, row), qPrintable(model.lastError()));
        QCOMPARE(idAt(model, row), expected.at(row));
    }
    QVERIFY(model.lastError().isEmpty());
}

void TestWindowedTableModel::emptyAndSingleRow() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QString error;
    QVERIFY2(createItems(*conn, 0, &error), qPrintable(error));
    {
        WindowedTableModel model(itemsTable(), scratch.url(), true);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(waitForCount(model));
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(QTest::qWaitFor([&]() { return model.anchorsReady(); }, 10000));
    }
    QVERIFY(
        conn->exec(QStringLiteral("INSERT INTO items (id, grp, score, name, created_at) VALUES (1, NULL, NULL, 'only', "
                                  "'2026-01-01T00:00:00.000Z')"),
                   &error));
    WindowedTableModel model(itemsTable(), scratch.url(), true);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QuerySpec spec;
    spec.sortColumn = QStringLiteral("score"); // the one row sits in the NULL segment
    QVERIFY(model.setQuerySpec(spec));
    QVERIFY(waitForCount(model));
    QCOMPARE(model.rowCount(), 1);
    QVERIFY(waitForRow(model, 0));
    QCOMPARE(model.data(model.index(0, 3)).toString(), QStringLiteral("only"));
    QCOMPARE(model.data(model.index(0, 2)).toString(), QString());
}

void TestWindowedTableModel::growingKeepsTheRows() {
    // From the first page to the exact count the table grows by far more than a page: by inserted rows, not a reset,
    // so that a row selected meanwhile stays selected.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QString error;
    QVERIFY2(createItems(*conn, 0, &error), qPrintable(error));
    constexpr int kMany = 120000;
    const QString fill =
        conn->isSqlite()
            ? QStringLiteral("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < %1) INSERT INTO "
                             "items SELECT i, NULL, i %% 50, 'item ' || i, '2026-01-01T00:00:00.000Z' FROM n")
            : QStringLiteral("INSERT INTO items SELECT i, NULL, i %% 50, 'item ' || i, '2026-01-01T00:00:00Z' FROM "
                             "generate_series(1, %1) i");
    QVERIFY2(conn->exec(fill.arg(kMany).replace(QLatin1String("%%"), QLatin1String("%")), &error), qPrintable(error));
    WindowedTableModel model(itemsTable(), scratch.url(), true);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QVERIFY(model.setQuerySpec(QuerySpec{}));
    QCOMPARE(resets.size(), 1);
    QVERIFY(waitForCount(model));
    QCOMPARE(model.rowCount(), kMany);
    QCOMPARE(resets.size(), 1);
    QVERIFY(!inserted.isEmpty());
    QCOMPARE(inserted.constLast().at(2).toInt(), kMany - 1);
}

void TestWindowedTableModel::cacheStaysBounded() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    QVERIFY2(createItems(scratch, kRows, &error), qPrintable(error));
    WindowedTableModel model(itemsTable(), scratch.url(), true);
    model.setPageSize(50);
    model.setCacheLimit(6);
    QVERIFY(waitForCount(model));
    for (int row = 0; row < kRows; row += 50) {
        QVERIFY(waitForRow(model, row));
        QVERIFY(model.cachedPageCount() <= 6);
    }
    QVERIFY(!model.isRowLoaded(0)); // long evicted: the cache holds the neighbourhood of the last rows
    QVERIFY(model.isRowLoaded(kRows - 1));
}

void TestWindowedTableModel::refreshFindsTheRowAgain() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    QVERIFY2(createItems(scratch, kRows, &error), qPrintable(error));
    auto conn = scratch.connect();
    WindowedTableModel model(itemsTable(), scratch.url(), false);
    QuerySpec spec;
    spec.sortColumn = QStringLiteral("score");
    QVERIFY(model.setQuerySpec(spec));
    QVERIFY(waitForCount(model));
    QVERIFY(waitForRow(model, 3000));
    const QVariantList key = model.identityAt(3000);
    const qint64 id = idAt(model, 3000);
    QVERIFY(!key.isEmpty());
    // Someone else adds rows that sort before it and changes the row itself.
    QVERIFY(
        conn->exec(QStringLiteral("INSERT INTO items (id, grp, score, name, created_at) SELECT id + 100000, grp, -1, "
                                  "name, created_at FROM items WHERE id <= 25"),
                   &error));
    QVERIFY(conn->exec(QStringLiteral("UPDATE items SET name = 'changed underneath' WHERE id = %1").arg(id), &error));
    model.refresh();
    QVERIFY(waitForCount(model));
    QCOMPARE(model.rowCount(), kRows + 25);
    QSignalSpy located(&model, &WindowedTableModel::rowLocated);
    const quint64 request = model.locateRow(key);
    QCOMPARE(model.lastLocateRequest(), request);
    QVERIFY(located.wait(10000));
    QCOMPARE(located.at(0).at(0).toList(), key);
    QCOMPARE(located.at(0).at(3).toULongLong(), request); // the answer names its request
    const int row = located.at(0).at(1).toInt();
    QVERIFY(located.at(0).at(2).toBool());
    QCOMPARE(row, 3025);
    QVERIFY(waitForRow(model, row));
    QCOMPARE(idAt(model, row), id);
    QCOMPARE(model.data(model.index(row, 3)).toString(), QStringLiteral("changed underneath"));
    // A row that is gone is reported as such.
    QVERIFY(conn->exec(QStringLiteral("DELETE FROM items WHERE id = %1").arg(id), &error));
    model.refresh();
    QSignalSpy again(&model, &WindowedTableModel::rowLocated);
    const quint64 later = model.locateRow(key);
    QVERIFY(later > request);
    QVERIFY(again.wait(10000));
    QVERIFY(!again.at(0).at(2).toBool());
    QCOMPARE(again.at(0).at(3).toULongLong(), later);
}

void TestWindowedTableModel::closingCancelsWhatRuns() {
    // A model that goes away while its queries run (a count of ten million rows takes a second) does not leave them
    // running on the server, competing for the cores with the next table's first screen. Here another session holds
    // the table locked, so the model's page and count wait for as long as it likes.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    auto locker = scratch.connect();
    QVERIFY2(createItems(*locker, 1000, &error), qPrintable(error));
    if (engine == ScratchDatabase::Engine::Sqlite) {
        // No server to cancel on: a model closed at once goes without a cancel, and the next one reads normally.
        { WindowedTableModel model(itemsTable(), scratch.url(), true); }
        WindowedTableModel again(itemsTable(), scratch.url(), true);
        QVERIFY(waitForCount(again));
        QCOMPARE(again.rowCount(), 1000);
        return;
    }
    QVERIFY2(lockItems(*locker, &error), qPrintable(error));
    auto watcher = scratch.connect();
    auto blocked = [&]() {
        return sessionsWhere(*watcher, QStringLiteral("wait_event_type = 'Lock' AND state = 'active'"));
    };
    {
        WindowedTableModel model(itemsTable(), scratch.url(), true);
        // The first page (the exact count waits for it to be in; the estimate reads the catalog, not the table).
        QVERIFY(QTest::qWaitFor([&]() { return blocked() >= 1; }, 10000));
        QTest::qWait(200);
        QCOMPARE(blocked(), 1);
    }
    // Gone with the model, while the lock is still held.
    QVERIFY2(QTest::qWaitFor([&]() { return blocked() == 0; }, 10000), qPrintable(QString::number(blocked())));
    QVERIFY(locker->exec(QStringLiteral("ROLLBACK"), &error));
}

void TestWindowedTableModel::restartKeepsTheStoppedSession() {
    // A table sorted again while its page is still being read: the statement is stopped, another session reads the
    // new order, and the stopped one, once the server has taken the request, is kept ready for the next reading. A
    // new session for each click on a header was a new server process and SCRAM's key derivation on both sides,
    // beside the new first screen. As in closingCancelsWhatRuns, another session holds the table locked.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    auto locker = scratch.connect();
    QVERIFY2(createItems(*locker, 1000, &error), qPrintable(error));
    const auto catalog = std::make_shared<const Catalog>(Catalog::instance());
    const auto restore = qScopeGuard([] {
        FetchWorker::dropReady();
        FetchWorker::setPauseBeforeConnect(250);
    });
    FetchWorker::keepReady(scratch.url(), true, catalog,
                           {QStringLiteral("pages"), QStringLiteral("counts"), QStringLiteral("cancel")});
    if (engine == ScratchDatabase::Engine::Sqlite) {
        QCOMPARE(FetchWorker::readyCount(), 0); // none kept for a file: a connection opens in a millisecond
        WindowedTableModel model(itemsTable(), scratch.url(), true, catalog);
        model.sort(1, Qt::DescendingOrder);
        QVERIFY(waitForCount(model));
        QCOMPARE(model.rowCount(), 1000);
        return;
    }
    QTRY_VERIFY_WITH_TIMEOUT(FetchWorker::readyConnected(), 20000);
    FetchWorker::setPauseBeforeConnect(600000); // the workers started in place of those taken stay unconnected
    QVERIFY2(lockItems(*locker, &error), qPrintable(error));
    auto watcher = scratch.connect();
    auto sessions = [&](const QString& where) {
        return sessionsWhere(*watcher, QStringLiteral("application_name = 'metadesk pages' AND ") + where);
    };
    const QString blocked = QStringLiteral("wait_event_type = 'Lock' AND state = 'active'");
    const QString idle = QStringLiteral("state = 'idle'");
    {
        WindowedTableModel model(itemsTable(), scratch.url(), true, catalog);
        QVERIFY(QTest::qWaitFor([&]() { return sessions(blocked) == 1; }, 10000)); // the first page waits
        QVERIFY(!FetchWorker::readyWorkers().at(0)->hasConnected());               // started in place of the one taken
        model.sort(1, Qt::DescendingOrder);
        // The new order's page waits on the session that was started in its place; the stopped one is idle and
        // kept ready, in place of the worker started for the next model (which then never connects).
        QVERIFY(QTest::qWaitFor([&]() { return sessions(blocked) == 1 && sessions(idle) == 1; }, 10000));
        QTRY_VERIFY_WITH_TIMEOUT(FetchWorker::readyWorkers().at(0)->hasConnected(), 10000);
        QTest::qWait(300);
        QCOMPARE(sessions(idle), 1); // kept, not ended
    }
    // The model gone: its page stopped too; that worker finds the place taken by a connected one and goes.
    QVERIFY2(QTest::qWaitFor([&]() { return sessions(blocked) == 0 && sessions(QStringLiteral("true")) == 1; }, 10000),
             qPrintable(QString::number(sessions(QStringLiteral("true")))));
    QVERIFY(locker->exec(QStringLiteral("ROLLBACK"), &error));
    // The kept session reads for the next model, and no late cancel stops it.
    WindowedTableModel next(itemsTable(), scratch.url(), true, catalog);
    QVERIFY(waitForCount(next));
    QCOMPARE(next.rowCount(), 1000);
    QVERIFY(next.isRowLoaded(0));
    QCOMPARE(sessions(QStringLiteral("true")), 1);
}

void TestWindowedTableModel::lastPageAskedWhileTheCountArrives() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    {
        auto conn = scratch.connect();
        QVERIFY2(createItems(*conn, 50, &error), qPrintable(error));
        // Statistics, so that an estimate (49 of the 50 rows) comes before the count.
        QVERIFY2(conn->exec(conn->isSqlite() ? QStringLiteral("ANALYZE") : QStringLiteral("ANALYZE items"), &error),
                 qPrintable(error));
    }
    const QList<qint64> expected = expectedIds(*scratch.connect(), QStringLiteral("id"));
    for (int attempt = 0; attempt < 3; ++attempt) {
        // The tester reads the first inserted row as the count's rows are inserted: the last page, asked for while
        // the row count still says 49, must still hold all ten of its rows.
        WindowedTableModel model(itemsTable(), scratch.url(), true);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setPageSize(10);
        QVERIFY(waitForCount(model));
        QCOMPARE(model.rowCount(), 50);
        model.prefetch(40, 49);
        QVERIFY(QTest::qWaitFor(
            [&]() {
                for (int r = 40; r < 50; ++r)
                    if (!model.isRowLoaded(r))
                        return false;
                return true;
            },
            10000));
        for (int r = 40; r < 50; ++r)
            QCOMPARE(idAt(model, r), expected.at(r));
    }
}

void TestWindowedTableModel::numericTextPagesEveryRowOnce() {
    // Money kept as text (Tabularia's cost_usd), sorted by its number: each page, read forward from an anchor,
    // backward from the end or across the two segments, holds the rows the sort puts there, every row once.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const bool sqlite = engine == ScratchDatabase::Engine::Sqlite;
    const std::unique_ptr<DbConnection> conn = scratch.connect();
    QString error;
    QVERIFY2(conn->exec(QStringLiteral("CREATE TABLE costs (id INTEGER PRIMARY KEY, cost_usd VARCHAR)"), &error),
             qPrintable(error));
    QVERIFY2(conn->exec(QStringLiteral("BEGIN"), &error), qPrintable(error));
    struct Cost {
        qint64 id;
        bool known;
        double value;
    };
    QList<Cost> costs;
    QSqlQuery insert(conn->db());
    insert.prepare(QStringLiteral("INSERT INTO costs (id, cost_usd) VALUES (?, ?)"));
    const int rows = 2600;
    for (int i = 1; i <= rows; ++i) {
        // Unknowns: '', NULL and words; known: the same number written several ways ("3.5", "3.50"), negatives.
        QVariant text;
        double value = 0;
        if (i % 10 == 0) {
            text = QStringLiteral("");
        } else if (i % 13 == 0) {
            text = QVariant(QMetaType(QMetaType::QString));
        } else if (i % 17 == 0) {
            text = QStringLiteral("n/a");
        } else {
            value = ((i * 37) % 400) / 4.0 * (i % 19 == 0 ? -1 : 1);
            text = i % 2 ? QString::number(value, 'f', 2) : QString::number(value);
        }
        const bool known = i % 10 != 0 && i % 13 != 0 && i % 17 != 0;
        costs.append({i, known, value});
        insert.addBindValue(i);
        insert.addBindValue(text);
        QVERIFY2(insert.exec(), qPrintable(insert.lastError().text()));
    }
    QVERIFY2(conn->exec(QStringLiteral("COMMIT"), &error), qPrintable(error));

    TableDescriptor t;
    t.name = QStringLiteral("costs");
    t.label = QStringLiteral("Costs");
    t.columns = {{QStringLiteral("id"), QStringLiteral("Id"), ColumnKind::Integer, false, true, {}, {}},
                 {QStringLiteral("cost_usd"), QStringLiteral("Cost"), ColumnKind::Decimal, true, false, {}, {}}};
    // As the catalog has it after reconciliation: a decimal, stored as the live type says.
    t.columns[1].storageType = sqlite ? QStringLiteral("VARCHAR") : QStringLiteral("character varying");
    t.primaryKey = {QStringLiteral("id")};
    t.defaultSortColumn = QStringLiteral("id");

    for (const bool descending : {false, true}) {
        QList<Cost> known, unknown;
        for (const Cost& c : std::as_const(costs))
            (c.known ? known : unknown) << c;
        std::sort(known.begin(), known.end(), [&](const Cost& a, const Cost& b) {
            if (a.value != b.value)
                return descending ? a.value > b.value : a.value < b.value;
            return descending ? a.id > b.id : a.id < b.id;
        });
        if (descending)
            std::reverse(unknown.begin(), unknown.end());
        QList<qint64> expected;
        for (const Cost& c : std::as_const(known))
            expected << c.id;
        for (const Cost& c : std::as_const(unknown)) // the unknowns last, either way
            expected << c.id;

        WindowedTableModel model(t, scratch.url(), true);
        QVERIFY2(model.headerData(1, Qt::Horizontal, Qt::ToolTipRole)
                     .toString()
                     .contains(QStringLiteral("sorted and filtered as a number")),
                 qPrintable(model.headerData(1, Qt::Horizontal, Qt::ToolTipRole).toString()));
        model.setPageSize(50);
        model.sort(1, descending ? Qt::DescendingOrder : Qt::AscendingOrder);
        QVERIFY2(model.lastError().isEmpty(), qPrintable(model.lastError()));
        QVERIFY(waitForCount(model));
        QCOMPARE(model.rowCount(), rows);
        QVERIFY(QTest::qWaitFor([&]() { return model.anchorsReady(); }, 20000));
        // No index sorts a number kept as text: the order is read once, both segments in one file, and every page
        // below is read from it by key.
        QVERIFY(model.readsOrderOnce());
        QVERIFY(!model.isReadingOrder());
        QCOMPARE(model.orderRowsRead(), qint64(rows));
        model.clearCache();
        // Pages in a scrambled order: from anchors, from the end backwards, across the segments' border.
        QList<int> pages;
        for (int p = 0; p < rows / 50; ++p)
            pages << p;
        QRandomGenerator rng(7);
        std::shuffle(pages.begin(), pages.end(), rng);
        QList<qint64> shown(rows, -1);
        for (int p : std::as_const(pages)) {
            QVERIFY(waitForRow(model, p * 50));
            for (int r = p * 50; r < p * 50 + 50; ++r) {
                QVERIFY(model.isRowLoaded(r));
                shown[r] = idAt(model, r);
            }
            QVERIFY2(model.lastError().isEmpty(), qPrintable(model.lastError()));
        }
        QCOMPARE(shown, expected);
        // A row found again by its key, in either segment.
        for (const int row : {7, rows - 3}) {
            QVERIFY(waitForRow(model, row));
            QSignalSpy located(&model, &WindowedTableModel::rowLocated);
            model.locateRow(model.identityAt(row));
            QVERIFY(located.wait(10000));
            QCOMPARE(located.at(0).at(1).toInt(), row);
            QVERIFY(located.at(0).at(2).toBool());
        }
    }
}

/// Sorted by an integer key without gaps, the anchors are computed from its two ends instead of read by walking the
/// table; with gaps they are walked. Either way every page, in both directions, is SQL's: a key that starts far from
/// 1, then the same key with every seventh row deleted.
void TestWindowedTableModel::integerKeyWithAndWithoutGaps() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    auto conn = scratch.connect();
    QVERIFY2(createItems(*conn, kRows, &error), qPrintable(error));
    QVERIFY2(conn->exec(QStringLiteral("UPDATE items SET id = id + 100000"), &error), qPrintable(error));
    for (const bool gaps : {false, true}) {
        if (gaps)
            QVERIFY2(conn->exec(QStringLiteral("DELETE FROM items WHERE id % 7 = 0"), &error), qPrintable(error));
        for (const bool descending : {false, true}) {
            const QList<qint64> expected =
                expectedIds(*conn, descending ? QStringLiteral("id DESC") : QStringLiteral("id ASC"));
            WindowedTableModel model(itemsTable(), scratch.url(), true);
            model.setPageSize(100);
            QuerySpec spec;
            spec.sortColumn = QStringLiteral("id");
            spec.descending = descending;
            QVERIFY(model.setQuerySpec(spec));
            QVERIFY(waitForCount(model));
            QCOMPARE(model.rowCount(), int(expected.size()));
            QVERIFY(QTest::qWaitFor([&]() { return model.anchorsReady(); }, 20000));
            QVERIFY2(model.anchorCount() >= int(expected.size()) / 512 - 1,
                     qPrintable(QString::number(model.anchorCount())));
            model.clearCache();
            // Pages in a scrambled order, each from its nearest anchor.
            QList<int> pages;
            for (int p = 0; p * 100 < expected.size(); ++p)
                pages << p;
            QRandomGenerator rng(11);
            std::shuffle(pages.begin(), pages.end(), rng);
            for (int p : std::as_const(pages)) {
                const int last = qMin(int(expected.size()), (p + 1) * 100) - 1;
                QVERIFY2(waitForRow(model, p * 100) && waitForRow(model, last), qPrintable(model.lastError()));
                for (int r = p * 100; r <= last; ++r)
                    QVERIFY2(idAt(model, r) == expected.at(r),
                             qPrintable(QStringLiteral("%1, %2, row %3: %4, SQL %5")
                                            .arg(gaps ? QStringLiteral("gaps") : QStringLiteral("no gaps"),
                                                 descending ? QStringLiteral("desc") : QStringLiteral("asc"))
                                            .arg(r)
                                            .arg(idAt(model, r))
                                            .arg(expected.at(r))));
            }
            QVERIFY2(model.lastError().isEmpty(), qPrintable(model.lastError()));
        }
    }
}

/// A sort no index serves reads its order in one pass on a worker of its own. Once that pass has ended, the next one
/// (another such column, or the same read again) runs on the same session: a new one was a new server process and
/// SCRAM's key derivation beside the next first screen. Its pages are SQL's order all the same.
void TestWindowedTableModel::orderPassKeepsItsSession() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    QVERIFY2(createItems(scratch, 1000, &error), qPrintable(error));
    TableDescriptor t = itemsTable();
    t.indexesKnown = true;
    t.indexedColumns = {QStringLiteral("id"), QStringLiteral("score")};
    t.orderedColumns = t.indexedColumns;
    auto watcher = scratch.connect();
    auto orderSessions = [&]() {
        QList<qint64> pids;
        QSqlQuery q(watcher->db());
        if (q.exec(QStringLiteral("SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND "
                                  "application_name = 'metadesk order' ORDER BY pid")))
            while (q.next())
                pids << q.value(0).toLongLong();
        return pids;
    };
    WindowedTableModel model(t, scratch.url(), true);
    model.setPageSize(50);
    QList<qint64> first;
    for (const auto& [column, orderBy] :
         {std::pair{3, QStringLiteral("name, id")}, std::pair{1, QStringLiteral("grp, id")},
          std::pair{3, QStringLiteral("name, id")}}) {
        model.sort(column, Qt::AscendingOrder);
        QVERIFY(model.readsOrderOnce());
        QVERIFY(QTest::qWaitFor([&]() { return !model.isReadingOrder() && model.isCountExact(); }, 20000));
        QVERIFY2(model.lastError().isEmpty(), qPrintable(model.lastError()));
        QCOMPARE(model.rowCount(), 1000);
        const QList<qint64> expected = expectedIds(*watcher, orderBy); // each engine's own place for NULLs
        for (const int row : {0, 499, 999}) {
            QVERIFY(waitForRow(model, row));
            QCOMPARE(idAt(model, row), expected.at(row));
        }
        if (watcher->isSqlite())
            continue;
        const QList<qint64> now = orderSessions();
        QCOMPARE(now.size(), 1);
        if (first.isEmpty())
            first = now;
        QCOMPARE(now, first); // the same server process read every order
    }
}

/// Until the exact count comes, the row count is either the statistics' estimate or the rows read so far, and the
/// model says which: a filter's first page is "at least 50 rows", not "about 50" of many more. PostgreSQL, where the
/// count waits for the window to rest: another worker posting every 40 ms holds it back.
void TestWindowedTableModel::countSaysWhetherItGuesses() {
    ScratchDatabase scratch(ScratchDatabase::Engine::Postgres);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    {
        auto conn = scratch.connect();
        QVERIFY2(createItems(*conn, 1000, &error) && conn->exec(QStringLiteral("ANALYZE items"), &error),
                 qPrintable(error));
    }
    FetchWorker busy(scratch.url(), true, QStringLiteral("pages"));
    auto holdTheCount = [&](int ms, const std::function<bool()>& check) {
        QElapsedTimer since;
        since.start();
        while (since.elapsed() < ms) {
            busy.post([](const DbConnection*) {}, -1, false);
            QTest::qWait(40);
            if (!check())
                return false;
        }
        return true;
    };
    QuerySpec filtered;
    filtered.conditions = {{QStringLiteral("grp"), FilterCondition::Op::Equals, QStringLiteral("group-1")}};
    const int matching =
        int(expectedIds(*scratch.connect(), QStringLiteral("id"), QStringLiteral("WHERE grp = 'group-1'")).size());
    QVERIFY(matching > 100);
    for (const bool filter : {false, true}) {
        WindowedTableModel model(itemsTable(), scratch.url(), true);
        model.setPageSize(50);
        if (filter)
            QVERIFY(model.setQuerySpec(filtered));
        busy.post([](const DbConnection*) {}, -1, false);
        QVERIFY(QTest::qWaitFor([&]() { return model.isRowLoaded(0); }, 20000));
        QVERIFY(holdTheCount(600, [&]() {
            // The estimate (980 of pg_class's 1000) or the first page's 50 rows, and never the other word for them.
            return !model.isCountExact() && model.isCountEstimated() == !filter &&
                   model.rowCount() == (filter ? 50 : 980);
        }));
        QVERIFY(waitForCount(model));
        QVERIFY(!model.isCountEstimated());
        QCOMPARE(model.rowCount(), filter ? matching : 1000);
    }
}

void TestWindowedTableModel::shortSegmentsCountThemselves() {
    // A sort whose NULL segment comes first, under a filter few of its NULL rows pass: the first page reads that
    // segment to its end, which counts it, and reads on into the next one, rather than come back short and wait for
    // the count (on ten million runs, a filter no NULL row passes walked all 751,637 of them twice).
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    QVERIFY2(createItems(scratch, 2000, &error), qPrintable(error));
    auto conn = scratch.connect();
    QString orderBy;
    QuerySpec spec = nullScoresFirst(engine == ScratchDatabase::Engine::Postgres, &orderBy);
    spec.conditions = {{QStringLiteral("grp"), FilterCondition::Op::Equals, QStringLiteral("group-1")}};
    const QString where = QStringLiteral("WHERE grp = 'group-1'");
    const QList<qint64> expected = expectedIds(*conn, orderBy, where);
    const qint64 nulls = expectedIds(*conn, QStringLiteral("id"), where + QStringLiteral(" AND score IS NULL")).size();
    QVERIFY2(nulls > 0 && nulls < 50 && expected.size() > 100 && expected.size() < 500,
             qPrintable(QStringLiteral("%1 of %2").arg(nulls).arg(expected.size())));
    for (const int pageSize : {50, 500}) {
        WindowedTableModel model(itemsTable(), scratch.url(), true);
        model.setPageSize(pageSize);
        // The unfiltered reading's first page read before the filter is set (a warm worker may read it that fast):
        // the pages counted are the filter's own.
        QVERIFY(QTest::qWaitFor([&]() { return model.isRowLoaded(0); }, 20000));
        QVERIFY2(model.setQuerySpec(spec), qPrintable(model.lastError()));
        // What the first page brought, looked at as it arrives: the count has not been asked for yet.
        int from = -1, loaded = -1;
        bool exact = false;
        int rows = 0;
        connect(&model, &WindowedTableModel::pageLoaded, &model, [&](int first, int last) {
            if (loaded >= 0)
                return;
            from = first;
            loaded = last + 1;
            exact = model.isCountExact();
            rows = model.rowCount();
        });
        QVERIFY2(QTest::qWaitFor([&]() { return loaded >= 0; }, 20000), qPrintable(model.lastError()));
        QCOMPARE(from, 0);
        QCOMPARE(model.pageFetchCount(), 1);
        const int page = int(qMin<qint64>(pageSize, expected.size()));
        QCOMPARE(loaded, page); // both segments' rows, in one reading
        for (int row = 0; row < page; ++row)
            QCOMPARE(idAt(model, row), expected.at(row));
        // A page holding all the rows has counted both segments: the count is exact with it.
        QCOMPARE(exact, pageSize == 500);
        if (exact)
            QCOMPARE(rows, int(expected.size()));
        QVERIFY(waitForCount(model));
        QCOMPARE(model.rowCount(), int(expected.size()));
        QVERIFY(waitForRow(model, int(expected.size()) - 1));
        QCOMPARE(idAt(model, int(expected.size()) - 1), expected.constLast());
        QVERIFY(model.lastError().isEmpty());
    }
}

void TestWindowedTableModel::aSortColumnTheFilterPinsIsInKeyOrder() {
    // Sorted by grp, which no index leads with: an order read once. Filtered to one grp, every row passing shares the
    // sort value, so the rows are in key order, which the key's index serves: no pass, and the pages are SQL's.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    QVERIFY2(createItems(scratch, kRows, &error), qPrintable(error));
    auto conn = scratch.connect();
    for (const bool descending : {false, true}) {
        QuerySpec spec;
        spec.sortColumn = QStringLiteral("grp");
        spec.descending = descending;
        TableDescriptor t = itemsTable(); // as the live schema gives it: indexes on id and score
        t.indexesKnown = true;
        t.indexedColumns = {QStringLiteral("id"), QStringLiteral("score")};
        t.orderedColumns = t.indexedColumns;
        WindowedTableModel model(t, scratch.url(), true);
        model.setPageSize(50);
        QVERIFY2(model.setQuerySpec(spec), qPrintable(model.lastError()));
        QVERIFY(model.readsOrderOnce());
        spec.conditions = {{QStringLiteral("grp"), FilterCondition::Op::Equals, QStringLiteral("group-3")},
                           {QStringLiteral("name"), FilterCondition::Op::Contains, QStringLiteral("red")}};
        QVERIFY2(model.setQuerySpec(spec), qPrintable(model.lastError()));
        QVERIFY(!model.readsOrderOnce());
        QCOMPARE(model.sortColumn(), QStringLiteral("grp")); // the sort the header shows stays the user's
        QCOMPARE(model.sortDescending(), descending);
        const QList<qint64> expected =
            expectedIds(*conn, descending ? QStringLiteral("grp DESC, id DESC") : QStringLiteral("grp, id"),
                        QStringLiteral("WHERE grp = 'group-3' AND name LIKE '%red%'"));
        QVERIFY(expected.size() > 200);
        QVERIFY(waitForCount(model));
        QCOMPARE(model.rowCount(), int(expected.size()));
        QVERIFY(QTest::qWaitFor([&]() { return model.anchorsReady(); }, 20000));
        model.clearCache();
        for (int row = 0; row < expected.size(); row += 37) {
            QVERIFY2(waitForRow(model, row), qPrintable(model.lastError()));
            QCOMPARE(idAt(model, row), expected.at(row));
        }
        QVERIFY(waitForRow(model, int(expected.size()) - 1));
        QCOMPARE(idAt(model, int(expected.size()) - 1), expected.constLast());
        // Another condition on the column (not an equality) leaves the order to the pass again.
        spec.conditions = {{QStringLiteral("grp"), FilterCondition::Op::Contains, QStringLiteral("group-3")}};
        QVERIFY2(model.setQuerySpec(spec), qPrintable(model.lastError()));
        QVERIFY(model.readsOrderOnce());
        QVERIFY(model.lastError().isEmpty());
    }
}

void TestWindowedTableModel::aPageItsSegmentFilledStaysThroughTheCount() {
    // The first page read before the segments are counted, all its rows from the first segment: it is in its place
    // already, and stays when the count comes (a page read again there went blank for a moment).
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    QVERIFY2(createItems(scratch, 2000, &error), qPrintable(error));
    auto conn = scratch.connect();
    QString orderBy;
    QuerySpec spec = nullScoresFirst(engine == ScratchDatabase::Engine::Postgres, &orderBy); // 181 NULLs: > a page
    spec.conditions = {{QStringLiteral("name"), FilterCondition::Op::Contains, QStringLiteral("item")}};
    const QList<qint64> expected = expectedIds(*conn, orderBy, QStringLiteral("WHERE name LIKE '%item%'"));
    QCOMPARE(expected.size(), 2000);
    WindowedTableModel model(itemsTable(), scratch.url(), true);
    model.setPageSize(50);
    QVERIFY2(model.setQuerySpec(spec), qPrintable(model.lastError()));
    bool shownAtCount = false;
    connect(&model, &WindowedTableModel::countKnown, &model, [&]() { shownAtCount = model.isRowLoaded(0); });
    QVERIFY(QTest::qWaitFor([&]() { return model.isRowLoaded(49); }, 20000));
    QVERIFY(!model.isCountExact()); // read before the count
    for (int row = 0; row < 50; ++row)
        QCOMPARE(idAt(model, row), expected.at(row));
    QVERIFY(waitForCount(model));
    QVERIFY(shownAtCount);
    QCOMPARE(model.pageFetchCount(), 1); // not read again
    QCOMPARE(model.rowCount(), 2000);
    QVERIFY(model.lastError().isEmpty());
}

void TestWindowedTableModel::clearingTheCacheKeepsWhatWasAsked() {
    // The rows kept are forgotten (a highlighted row no longer among them, a row moved) while the new reading's first
    // page waits in the worker's queue: it is still read, and the rows counted. Dropped, nothing asked for it again
    // with no row shown yet, and the grid said "Loading…" for ever (the quick search's test met it one run in ten).
    // The clear comes right after the page is asked for, before the worker takes it, in most of these readings.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    QVERIFY2(createItems(scratch, 300, &error), qPrintable(error));
    auto conn = scratch.connect();
    WindowedTableModel model(itemsTable(), scratch.url(), true);
    QVERIFY(waitForCount(model));
    for (int i = 0; i < 12; ++i) {
        // By turns a search no row matches and one that some rows match.
        QuerySpec spec;
        spec.quickSearch = i % 2 ? QStringLiteral("item %1").arg(20 + i) : QStringLiteral("no such item %1").arg(i);
        const QList<qint64> expected =
            expectedIds(*conn, QStringLiteral("id"),
                        QStringLiteral("WHERE name LIKE '%%1%' OR grp LIKE '%%1%'").arg(spec.quickSearch));
        QVERIFY2(model.setQuerySpec(spec), qPrintable(model.lastError()));
        model.clearCache();
        QVERIFY2(waitForCount(model), qPrintable(QStringLiteral("reading %1 not counted").arg(i)));
        QCOMPARE(model.rowCount(), int(expected.size()));
        QCOMPARE(expected.isEmpty(), i % 2 == 0);
        if (!expected.isEmpty()) {
            QVERIFY(waitForRow(model, 0));
            QCOMPARE(idAt(model, 0), expected.constFirst());
        }
    }
    QVERIFY(model.lastError().isEmpty());
}

QTEST_GUILESS_MAIN(TestWindowedTableModel)
#include "tst_WindowedTableModel.moc"
