#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/query/TableQuery.h"
#include "models/FirstKeysInSpans.h"
#include "models/WindowedTableModel.h"

#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

#include <algorithm>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {
/// A table `events` (id integer PRIMARY KEY, `at`, `other`), sorted by id, which an index serves; `at` none does.
TableDescriptor eventsTable(const ColumnDescriptor& at, const ColumnDescriptor& other) {
    TableDescriptor t;
    t.name = QStringLiteral("events");
    t.label = QStringLiteral("Events");
    t.columns = {{QStringLiteral("id"), QStringLiteral("Id"), ColumnKind::Integer, false, true, {}, {}}, at, other};
    t.primaryKey = {QStringLiteral("id")};
    t.defaultSortColumn = QStringLiteral("id");
    t.indexedColumns = {QStringLiteral("id")};
    t.orderedColumns = t.indexedColumns;
    t.indexesKnown = true;
    return t;
}

/// The cut a first screen of `rows` rows wanting `wanted` takes from the segment's sample, as the model reads it: an
/// unset cut and `*error` where the sample cannot be read.
TableQuery::SortCut sampledCut(const DbConnection& conn, const TableQuery& query, int segment, qint64 rows, int wanted,
                               QString* error) {
    const TableQuery::Statement sample = query.sortCut(segment, rows, wanted);
    QSqlQuery q;
    if (sample.sql.isEmpty()) {
        *error = QStringLiteral("no sample");
        return {};
    }
    if (!conn.execBound(&q, sample.sql, sample.values, error))
        return {};
    QList<QVariantList> values;
    while (q.next())
        values.append({q.value(0), q.value(1)});
    return query.sortCutOf(values, rows, wanted);
}

/// `events` of `rows` rows numbered i: id = i, a column `column` of `type` holding `value(i)` and `kind` holding
/// `kind(i)` (SQL over i), each with an index, and statistics.
bool makeEvents(DbConnection& conn, int rows, const QString& column, const QString& type, const QString& value,
                const QString& kind, QString* error) {
    const bool sqlite = conn.isSqlite();
    const QStringList setup{
        QStringLiteral("CREATE TABLE events (id integer PRIMARY KEY, %1 %2, kind text NOT NULL)").arg(column, type),
        QStringLiteral("INSERT INTO events SELECT i, %1, %2 FROM %3")
            .arg(value, kind,
                 sqlite ? QStringLiteral("(WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < "
                                         "%1) SELECT i FROM n)")
                              .arg(rows)
                        : QStringLiteral("generate_series(1, %1) i").arg(rows)),
        QStringLiteral("CREATE INDEX ix_events_%1 ON events (%1)").arg(column),
        QStringLiteral("CREATE INDEX ix_events_kind ON events (kind)"), QStringLiteral("ANALYZE")};
    for (const QString& sql : setup)
        if (!conn.exec(sql, error))
            return false;
    return true;
}

/// A scratch database of `engine` holding `events` of `rows` rows whose text `tag` three rows in ten share at its
/// lowest value ('a') and three at its highest ('z'), and one in ten an ingest, none of them with either; both columns
/// indexed, the tag's serving its sort (ties in key order). `table` describes it, `conn` is open to it.
struct TaggedEvents {
    static constexpr int kRows = 300000;
    explicit TaggedEvents(ScratchDatabase::Engine engine) : scratch(engine) {}
    /// False with `*error` where the database or the table could not be made.
    bool make(QString* error) {
        if (!scratch.isValid()) {
            *error = scratch.error();
            return false;
        }
        conn = scratch.connect();
        if (!conn) {
            *error = QStringLiteral("no connection");
            return false;
        }
        if (!makeEvents(*conn, kRows, QStringLiteral("tag"), QStringLiteral("text NOT NULL"),
                        QStringLiteral("CASE WHEN i % 10 < 3 THEN 'a' WHEN i % 10 > 6 THEN 'z' ELSE 'm' || (i % 5000) "
                                       "END"),
                        QStringLiteral("CASE WHEN i % 10 = 5 THEN 'ingest' ELSE 'flow' END"), error))
            return false;
        table = eventsTable({QStringLiteral("tag"), QStringLiteral("Tag"), ColumnKind::Text, false, false, {}, {}},
                            {QStringLiteral("kind"), QStringLiteral("Kind"), ColumnKind::Text, false, false, {}, {}});
        table.indexedColumns << QStringLiteral("tag") << QStringLiteral("kind");
        table.orderedColumns << QStringLiteral("tag");
        return true;
    }
    ScratchDatabase scratch;
    std::unique_ptr<DbConnection> conn;
    TableDescriptor table;
};

/// SQLite's plan of a statement, its lines joined.
QString queryPlan(const DbConnection& conn, const TableQuery::Statement& statement, QString* error) {
    QSqlQuery q;
    QStringList lines;
    if (conn.execBound(&q, QStringLiteral("EXPLAIN QUERY PLAN ") + statement.sql, statement.values, error))
        while (q.next())
            lines << q.value(3).toString();
    return lines.join(QLatin1Char('\n'));
}

/// The ids a statement reads (its first column), in its order; empty with `*error` where it fails.
QList<qint64> idsOf(const DbConnection& conn, const TableQuery::Statement& statement, QString* error) {
    QSqlQuery q;
    QList<qint64> ids;
    if (conn.execBound(&q, statement.sql, statement.values, error))
        while (q.next())
            ids << q.value(0).toLongLong();
    return ids;
}

/// The tagged events' view both of its tests read: the ingests sorted by tag, ties by id.
QuerySpec ingestsByTag(bool descending) {
    QuerySpec spec;
    spec.sortColumn = QStringLiteral("tag");
    spec.descending = descending;
    spec.conditions = {{QStringLiteral("kind"), FilterCondition::Op::Equals, QStringLiteral("ingest")}};
    return spec;
}

/// The ids of that view in SQL's own order: `limit` of them after `offset` (all of them: limit -1).
QList<qint64> ingestIdsByTag(const DbConnection& conn, bool descending, int limit, int offset, QString* error) {
    const QString dir = descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
    const QString window = limit < 0 ? QString() : QStringLiteral(" LIMIT %1 OFFSET %2").arg(limit).arg(offset);
    return idsOf(
        conn,
        {QStringLiteral("SELECT id FROM events WHERE kind = 'ingest' ORDER BY tag%1, id%1").arg(dir) + window, {}},
        error);
}

/// Waits for `model`'s first 200 rows and compares their ids with `truth`'s; a failure names `what` and the row.
void firstRowsAre(WindowedTableModel& model, const QList<qint64>& truth, const QString& what) {
    QVERIFY2(QTest::qWaitFor([&]() { return model.isRowLoaded(0) && model.isRowLoaded(199); }, 60000),
             qPrintable(model.lastError()));
    for (int r = 0; r < 200; ++r)
        QVERIFY2(model.data(model.index(r, 0), WindowedTableModel::RawValueRole).toLongLong() == truth.at(r),
                 qPrintable(QStringLiteral("%1 row %2").arg(what).arg(r)));
}
} // namespace

/// A sort on a column the platform never indexed (Tabularia's runs.started_at): every page the grid shows, read from
/// the first to the last, holds exactly the rows SQL's own ORDER BY gives with ties broken by the key, both
/// directions, on a read-only connection as an auditor opens it, and again after a refresh that added rows.
class TestUnindexedSortPages : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyPageIsSqlsOrder_data();
    void everyPageIsSqlsOrder();
    void firstScreenOfALargeTable_data() { test::addEngineColumn(), test::addEngineRows(); }
    void firstScreenOfALargeTable();
    void firstRowsInSpans();
    void rareRowsUnderAFilterFoundFirst_data() { test::addEngineColumn(), test::addEngineRows(); }
    void rareRowsUnderAFilterFoundFirst();
    void aLeadingValueReadApart_data() { test::addEngineColumn(), test::addEngineRows(); }
    void aLeadingValueReadApart();
    void anchorsAndPlacesFoundByTheFilter_data() { test::addEngineColumn(), test::addEngineRows(); }
    void anchorsAndPlacesFoundByTheFilter();
    void cleanup() {
        FirstKeysInSpans::setReaderLimits(0, 0);
        WindowedTableModel::setAnchorsPause(0);
    }

private:
    static constexpr int kRuns = 1500;
};

void TestUnindexedSortPages::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestUnindexedSortPages::everyPageIsSqlsOrder_data() {
    test::addEngineColumn();
    QTest::addColumn<bool>("descending");
    for (bool descending : {false, true}) {
        const QString dir = descending ? QStringLiteral("descending") : QStringLiteral("ascending");
        QTest::newRow(qPrintable(dir + QStringLiteral(" sqlite"))) << ScratchDatabase::Engine::Sqlite << descending;
        QTest::newRow(qPrintable(dir + QStringLiteral(" postgresql")))
            << ScratchDatabase::Engine::Postgres << descending;
    }
}

void TestUnindexedSortPages::everyPageIsSqlsOrder() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(bool, descending);
    std::unique_ptr<ScratchDatabase> scratch;
    std::unique_ptr<DbConnection> conn;
    QString error;
    QVERIFY2(test::openDemo(engine, &scratch, &conn, &error, kRuns), qPrintable(error));
    // Ties: every 40th run started when run 7 did, so only the key orders them.
    QVERIFY2(conn->exec(QStringLiteral("UPDATE runs SET started_at = (SELECT started_at FROM runs WHERE id = 7) "
                                       "WHERE id % 40 = 0"),
                        &error),
             qPrintable(error));
    QVERIFY2(conn->loadCatalog(&error), qPrintable(error));
    const TableDescriptor* runs = conn->catalog().table(QStringLiteral("runs"));
    QVERIFY(runs);
    // The premise: no live index leads with started_at (the platform has none).
    QVERIFY(runs->defaultSortColumn != QLatin1String("started_at"));
    const int idColumn = runs->columnIndex(QStringLiteral("id"));
    QVERIFY(idColumn >= 0);

    const QString dir = descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
    auto expected = [&]() {
        QList<qint64> ids;
        QSqlQuery q(conn->db());
        if (!q.exec(QStringLiteral("SELECT id FROM runs ORDER BY started_at%1, id%1").arg(dir)))
            qWarning("%s", qPrintable(q.lastError().text()));
        while (q.next())
            ids << q.value(0).toLongLong();
        return ids;
    };

    WindowedTableModel model(*runs, scratch->url(), true, conn->sharedCatalog());
    model.setPageSize(100);
    QuerySpec spec;
    spec.sortColumn = QStringLiteral("started_at");
    spec.descending = descending;
    QVERIFY(model.setQuerySpec(spec));
    // Every page, first to last, as a reader scrolling down asks for them.
    auto compareEveryPage = [&](const QList<qint64>& truth) {
        QVERIFY(QTest::qWaitFor([&]() { return model.isCountExact(); }, 30000));
        QCOMPARE(model.rowCount(), int(truth.size()));
        for (int first = 0; first < truth.size(); first += model.pageSize()) {
            const int last = qMin(int(truth.size()), first + model.pageSize()) - 1;
            model.prefetch(first, last);
            QVERIFY2(QTest::qWaitFor([&]() { return model.isRowLoaded(first) && model.isRowLoaded(last); }, 20000),
                     qPrintable(model.lastError()));
            for (int r = first; r <= last; ++r) {
                const qint64 id = model.data(model.index(r, idColumn), WindowedTableModel::RawValueRole).toLongLong();
                QVERIFY2(id == truth.at(r),
                         qPrintable(
                             QStringLiteral("row %1: the grid shows run %2, SQL %3").arg(r).arg(id).arg(truth.at(r))));
            }
        }
        QVERIFY2(model.lastError().isEmpty(), qPrintable(model.lastError()));
    };
    const QList<qint64> before = expected();
    QCOMPARE(before.size(), kRuns);
    compareEveryPage(before);
    if (QTest::currentTestFailed())
        return;

    // Runs added underneath, some tied with the planted ones: a refresh shows SQL's order of them all.
    QStringList columns, copied;
    for (const ColumnDescriptor& c : runs->columns) {
        if (c.name == QLatin1String("id"))
            continue;
        columns << c.name;
        copied << (c.name == QLatin1String("task_id")  ? QStringLiteral("task_id || '-again'")
                   : c.name == QLatin1String("status") ? QStringLiteral("'SUCCESS'") // not a second live claim
                                                       : c.name);
    }
    QVERIFY2(conn->exec(QStringLiteral("INSERT INTO runs (%1) SELECT %2 FROM runs WHERE id % 100 = 0")
                            .arg(columns.join(QLatin1Char(',')), copied.join(QLatin1Char(','))),
                        &error),
             qPrintable(error));
    model.refresh();
    const QList<qint64> after = expected();
    QCOMPARE(after.size(), kRuns + kRuns / 100);
    compareEveryPage(after);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(model.readsOrderOnce()); // read once, in one pass, not a pass per page

    // A row deleted after the order was read: its place says so, holds no value, and the rows around it stay.
    int goneRow = -1;
    for (int r = 3; r < 40 && goneRow < 0; ++r) {
        QSqlQuery del(conn->db()); // one the platform's keys let go (no child run, no log pointing at it)
        if (del.exec(QStringLiteral("DELETE FROM runs WHERE id = %1").arg(after.at(r))) && del.numRowsAffected() == 1)
            goneRow = r;
    }
    QVERIFY(goneRow > 0);
    model.clearCache();
    model.prefetch(0, model.pageSize() - 1);
    QVERIFY(QTest::qWaitFor([&]() { return model.isRowLoaded(goneRow + 1); }, 20000));
    QVERIFY(model.isRowLoaded(goneRow));
    QVERIFY(model.identityAt(goneRow).isEmpty());
    QVERIFY(!model.data(model.index(goneRow, idColumn), WindowedTableModel::RawValueRole).isValid());
    QCOMPARE(model.data(model.index(goneRow, 0)).toString(), QStringLiteral("(gone)"));
    QVERIFY(model.data(model.index(goneRow, idColumn), Qt::ToolTipRole).toString().contains(QStringLiteral("deleted")));
    QVERIFY(model.isRowGone(goneRow));
    QVERIFY(!model.isRowGone(goneRow + 1));
    QCOMPARE(model.data(model.index(goneRow + 1, idColumn), WindowedTableModel::RawValueRole).toLongLong(),
             after.at(goneRow + 1));
    QCOMPARE(model.identityAt(goneRow - 1), QVariantList{after.at(goneRow - 1)});
}

/// On a table large enough for the first screen to sort only the rows up to a cut read from a sample, that screen
/// is still exactly SQL's first rows, both directions, on a column of distinct values and on one of a few values
/// (whose common cut has its ties read apart, with a rare value beyond it at either end that the sample misses); the
/// estimate the progress is measured against is the table's count though a partial index of a handful of rows has
/// statistics too (it read 3 for ten million runs).
void TestUnindexedSortPages::firstScreenOfALargeTable() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QVERIFY(conn);
    const bool sqlite = conn->isSqlite();
    constexpr int kRows = 300000; // above the size from which the first screen uses a cut
    QString error;
    const QStringList setup{
        QStringLiteral("CREATE TABLE events (id integer PRIMARY KEY, at text NOT NULL, tag text, state text NOT NULL)"),
        QStringLiteral("INSERT INTO events SELECT i, %1, CASE WHEN i % 100000 = 0 THEN 'rare' END, CASE WHEN "
                       "i % 100000 = 7 THEN 'ZOMBIE' WHEN i % 100000 = 11 THEN 'ABORTED' WHEN i % 25 = 0 THEN "
                       "'FAILURE' WHEN i % 50 = 1 THEN 'PENDING' ELSE 'SUCCESS' END FROM %2")
            .arg(sqlite ? QStringLiteral("printf('%09d', (i * 7919) % 100000)")
                        : QStringLiteral("lpad(((i::bigint * 7919) % 100000)::text, 9, '0')"),
                 sqlite ? QStringLiteral("(WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < "
                                         "%1) SELECT i FROM n)")
                              .arg(kRows)
                        : QStringLiteral("generate_series(1, %1) i").arg(kRows)),
        QStringLiteral("CREATE INDEX ix_events_rare ON events (tag) WHERE tag = 'rare'"), QStringLiteral("ANALYZE")};
    for (const QString& sql : setup)
        QVERIFY2(conn->exec(sql, &error), qPrintable(error));

    TableDescriptor t =
        eventsTable({QStringLiteral("at"), QStringLiteral("At"), ColumnKind::Text, false, false, {}, {}},
                    {QStringLiteral("tag"), QStringLiteral("Tag"), ColumnKind::Text, true, false, {}, {}});
    t.columns.append({QStringLiteral("state"), QStringLiteral("State"), ColumnKind::Text, false, false, {}, {}});
    t.indexedColumns << QStringLiteral("tag");
    t.orderedColumns << QStringLiteral("tag");

    // The estimate: the table's rows, not the partial index's.
    const TableQuery plain(t, sqlite, QuerySpec{});
    QSqlQuery q(conn->db());
    const TableQuery::Statement estimate = plain.estimate();
    QVERIFY(q.prepare(estimate.sql));
    for (const QVariant& v : estimate.values)
        q.addBindValue(v);
    QVERIFY2(q.exec() && q.next(), qPrintable(q.lastError().text()));
    QVERIFY2(q.value(0).toLongLong() > kRows * 9 / 10, qPrintable(q.value(0).toString()));
    q.finish();

    // SQLite reads this first screen on three connections at once, as it reads ten million rows on a machine of three
    // cores or more; PostgreSQL's server splits its scan itself.
    FirstKeysInSpans::setReaderLimits(kRows / 4, 3);
    QCOMPARE(FirstKeysInSpans::readerCount(*conn, TableQuery::RowidSpan{1, kRows}), sqlite ? 3 : 1);
    for (const QString& column : {QStringLiteral("at"), QStringLiteral("state")})
        for (const bool descending : {true, false}) {
            const QString dir = descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
            QList<qint64> truth;
            QVERIFY(q.exec(QStringLiteral("SELECT id FROM events ORDER BY %1%2, id%2 LIMIT 200").arg(column, dir)));
            while (q.next())
                truth << q.value(0).toLongLong();
            q.finish();
            QCOMPARE(truth.size(), 200);
            QuerySpec spec;
            spec.sortColumn = column;
            spec.descending = descending;
            // The cut the first screen uses exists, and holds the first screen; the state's is FAILURE ascending,
            // SUCCESS descending, both common, so their ties are read apart after ABORTED's and ZOMBIE's three rows.
            const TableQuery query(t, sqlite, spec);
            QVERIFY(!query.sortServedByIndex());
            const TableQuery::SortCut cut = sampledCut(*conn, query, 0, kRows, 200, &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QVERIFY(cut.isSet());
            if (column == QLatin1String("state")) {
                QCOMPARE(cut.value.toString(), descending ? QStringLiteral("SUCCESS") : QStringLiteral("FAILURE"));
                QVERIFY(cut.common);
                QVERIFY(!query.cutTies(0, 200, cut).sql.isEmpty());
                QCOMPARE(truth.mid(0, 3),
                         descending ? (QList<qint64>{200007, 100007, 7}) : (QList<qint64>{11, 100011, 200011}));
            } else {
                QVERIFY(!cut.common);
                QVERIFY(query.cutTies(0, 200, cut).sql.isEmpty());
            }

            WindowedTableModel model(t, scratch.url(), true);
            model.setPageSize(200);
            QVERIFY(model.setQuerySpec(spec));
            QVERIFY(model.readsOrderOnce());
            QVERIFY2(QTest::qWaitFor([&]() { return model.isRowLoaded(0) && model.isRowLoaded(199); }, 60000),
                     qPrintable(model.lastError()));
            for (int r = 0; r < 200; ++r)
                QVERIFY2(model.data(model.index(r, 0), WindowedTableModel::RawValueRole).toLongLong() == truth.at(r),
                         qPrintable(QStringLiteral("%1%2 row %3").arg(column, dir).arg(r)));
            QVERIFY(QTest::qWaitFor([&]() { return !model.isReadingOrder(); }, 120000));
            QCOMPARE(model.rowCount(), kRows);
            QVERIFY2(model.lastError().isEmpty(), qPrintable(model.lastError()));
        }
}

/// The first rows of a large SQLite table, read span after span of rowids by four connections at once: the spans'
/// first rows put in order are SQL's first rows, with the rows of one tie spread over every span, rowids with gaps, a
/// filter and the NULL segment; and a reading made stale while its spans run stops, leaving the connection as it was.
void TestUnindexedSortPages::firstRowsInSpans() {
    ScratchDatabase scratch(ScratchDatabase::Engine::Sqlite);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QVERIFY(conn);
    QString error;
    // Values fall in no order of the rowid: the largest ones in every span. Every 97th row ties on one value, and a
    // few have none; a run of rowids is missing in the middle of the second span.
    const QStringList setup{
        QStringLiteral("CREATE TABLE events (id integer PRIMARY KEY, at text, kind text NOT NULL)"),
        QStringLiteral(
            "INSERT INTO events WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000) "
            "SELECT i, CASE WHEN i % 997 = 0 THEN NULL WHEN i % 97 = 0 THEN 'tied' ELSE printf('%05d', (i * 7919) "
            "% 20011) END, CASE WHEN i % 3 = 0 THEN 'ingest' ELSE 'flow' END FROM n"),
        QStringLiteral("DELETE FROM events WHERE id BETWEEN 6000 AND 8999")};
    for (const QString& sql : setup)
        QVERIFY2(conn->exec(sql, &error), qPrintable(error));

    const TableDescriptor t =
        eventsTable({QStringLiteral("at"), QStringLiteral("At"), ColumnKind::Text, true, false, {}, {}},
                    {QStringLiteral("kind"), QStringLiteral("Kind"), ColumnKind::Text, false, false, {}, {}});
    const TableQuery::RowidSpan rowids{1, 20000};
    FirstKeysInSpans::setReaderLimits(1000, 4);
    QCOMPARE(FirstKeysInSpans::readerCount(*conn, rowids), 4);

    for (const bool descending : {true, false})
        for (const bool filtered : {false, true}) {
            QuerySpec spec;
            spec.sortColumn = QStringLiteral("at");
            spec.descending = descending;
            if (filtered)
                spec.conditions << FilterCondition{QStringLiteral("kind"), FilterCondition::Op::Equals,
                                                   QStringLiteral("ingest")};
            const TableQuery query(t, true, spec);
            QVERIFY2(query.isValid(), qPrintable(query.error()));
            QVERIFY(!query.sortServedByIndex());
            const QString dir = descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
            const QString where = filtered ? QStringLiteral(" WHERE kind = 'ingest'") : QString();
            for (int seg = 0; seg < query.segmentCount(); ++seg) {
                QList<qint64> truth;
                QSqlQuery q(conn->db());
                // SQLite's index puts NULLs first ascending: that segment comes first then.
                const bool nullSegment = (seg == 0) != descending;
                const QString nulls = nullSegment ? QStringLiteral("at IS NULL") : QStringLiteral("at IS NOT NULL");
                QVERIFY(q.exec(
                    QStringLiteral("SELECT id FROM events%1 %2 %3 ORDER BY at%4, id%4 LIMIT 150")
                        .arg(where, where.isEmpty() ? QStringLiteral("WHERE") : QStringLiteral("AND"), nulls, dir)));
                while (q.next())
                    truth << q.value(0).toLongLong();
                q.finish();
                QVERIFY(!truth.isEmpty());
                QList<QVariantList> identities;
                QVERIFY2(FirstKeysInSpans::read(
                             *conn, query, seg, 150, {}, rowids, [] { return false; }, &identities, &error),
                         qPrintable(error));
                // Each span's first rows, not only the view's (the NULL segment has fewer rows than that in all).
                QVERIFY2(nullSegment ? identities.size() == truth.size() : identities.size() > truth.size(),
                         qPrintable(QStringLiteral("segment %1: %2 identities, %3 rows")
                                        .arg(seg)
                                        .arg(identities.size())
                                        .arg(truth.size())));
                const TableQuery::Statement among = query.firstRowsAmong(seg, identities, 150);
                QVERIFY2(conn->execBound(&q, among.sql, among.values, &error), qPrintable(error));
                QList<qint64> shown;
                while (q.next())
                    shown << q.value(0).toLongLong();
                QVERIFY2(shown == truth, qPrintable(QStringLiteral("%1 %2 segment %3")
                                                        .arg(dir, filtered ? QStringLiteral("filtered") : QString())
                                                        .arg(seg)));
            }
        }

    // A common cut ('tied', every 97th row): the rows before it sorted span by span, its ties read apart in key order;
    // descending, the first rows are all ties (by id, descending), ascending none are.
    for (const bool descending : {true, false}) {
        QuerySpec spec;
        spec.sortColumn = QStringLiteral("at");
        spec.descending = descending;
        const TableQuery query(t, true, spec);
        const int seg = descending ? 0 : 1; // the values, not the NULLs
        TableQuery::SortCut cut;
        cut.value = QStringLiteral("tied");
        cut.common = true;
        QVERIFY(!query.cutTies(seg, 150, cut).sql.isEmpty());
        const QString dir = descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
        QList<qint64> truth;
        QSqlQuery q(conn->db());
        QVERIFY(q.exec(
            QStringLiteral("SELECT id FROM events WHERE at IS NOT NULL ORDER BY at%1, id%1 LIMIT 150").arg(dir)));
        while (q.next())
            truth << q.value(0).toLongLong();
        q.finish();
        QCOMPARE(truth.size(), 150);
        QCOMPARE(truth.constFirst() == 19982, descending); // the last tie
        QList<QVariantList> identities;
        QVERIFY2(FirstKeysInSpans::read(
                     *conn, query, seg, 150, cut, rowids, [] { return false; }, &identities, &error),
                 qPrintable(error));
        const TableQuery::Statement among = query.firstRowsAmong(seg, identities, 150);
        QVERIFY2(conn->execBound(&q, among.sql, among.values, &error), qPrintable(error));
        QList<qint64> shown;
        while (q.next())
            shown << q.value(0).toLongLong();
        QVERIFY2(shown == truth, qPrintable(dir));
        // The same in one statement, as a smaller table or one core reads it.
        const TableQuery::Statement page = query.pageByKeys(seg, 150, false, cut);
        QVERIFY2(conn->execBound(&q, page.sql, page.values, &error), qPrintable(error));
        shown.clear();
        while (q.next())
            shown << q.value(0).toLongLong();
        QVERIFY2(shown == truth, qPrintable(dir));
    }

    // The spans cover the rowids once: asked for more rows than a span holds, they give every row of the segment once.
    QuerySpec spec;
    spec.sortColumn = QStringLiteral("at");
    const TableQuery query(t, true, spec);
    QList<QVariantList> identities;
    QVERIFY2(FirstKeysInSpans::read(
                 *conn, query, 1, 20000, {}, rowids, [] { return false; }, &identities, &error),
             qPrintable(error));
    QList<qint64> every, all;
    for (const QVariantList& identity : std::as_const(identities))
        every << identity.value(0).toLongLong();
    std::sort(every.begin(), every.end());
    {
        QSqlQuery q(conn->db());
        QVERIFY(q.exec(QStringLiteral("SELECT id FROM events WHERE at IS NOT NULL ORDER BY id")));
        while (q.next())
            all << q.value(0).toLongLong();
    }
    QCOMPARE(every.size(), all.size());
    QVERIFY(every == all);

    // Made stale while the spans run: no identities, a sentence, and the connection reads on.
    QVERIFY(!FirstKeysInSpans::read(
        *conn, query, 0, 150, {}, rowids, [] { return true; }, &identities, &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(identities.isEmpty());
    QSqlQuery q(conn->db());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM events")) && q.next());
    QCOMPARE(q.value(0).toInt(), 17000);
}

/// A filter few rows of a segment pass, under a sort no index serves (ten million runs, kind = 'ingest' under a
/// flow_id sort: no ingest run has a flow): the sample finds none of them, so the first screen finds those rows
/// first and sorts them, and never walks the sort column's index for them (PostgreSQL read the whole index, 14 s);
/// the screen is SQL's first rows, both directions.
void TestUnindexedSortPages::rareRowsUnderAFilterFoundFirst() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QVERIFY(conn);
    const bool sqlite = conn->isSqlite();
    constexpr int kRows = 300000;
    QString error;
    // One row in ten is an ingest, and only three of them have a group (i = 50, 100050, 200050).
    QVERIFY2(makeEvents(*conn, kRows, QStringLiteral("grp"), QStringLiteral("integer"),
                        QStringLiteral("CASE WHEN i % 10 <> 0 THEN i % 12 WHEN i % 100000 = 50 THEN 7 END"),
                        QStringLiteral("CASE WHEN i % 10 = 0 THEN 'ingest' ELSE 'flow' END"), &error),
             qPrintable(error));
    TableDescriptor t =
        eventsTable({QStringLiteral("grp"), QStringLiteral("Group"), ColumnKind::Integer, true, false, {}, {}},
                    {QStringLiteral("kind"), QStringLiteral("Kind"), ColumnKind::Text, false, false, {}, {}});
    t.indexedColumns << QStringLiteral("grp") << QStringLiteral("kind"); // neither serves a sort: 25,000 rows a group

    QSqlQuery q(conn->db());
    for (const bool descending : {false, true}) {
        const QString dir = descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
        QList<qint64> truth; // the engine's own order: its NULLs first or last
        QVERIFY(q.exec(
            QStringLiteral("SELECT id FROM events WHERE kind = 'ingest' ORDER BY grp%1, id%1 LIMIT 200").arg(dir)));
        while (q.next())
            truth << q.value(0).toLongLong();
        q.finish();
        QCOMPARE(truth.size(), 200);
        QuerySpec spec;
        spec.sortColumn = QStringLiteral("grp");
        spec.descending = descending;
        spec.conditions = {{QStringLiteral("kind"), FilterCondition::Op::Equals, QStringLiteral("ingest")}};
        const TableQuery query(t, sqlite, spec);
        QVERIFY(!query.sortServedByIndex());
        QCOMPARE(query.segmentCount(), 2);
        const int groups = query.segmentFor({7, 1});

        // The sample of the groups' segment, with the filter: none of its rows pass, so the cut is rare.
        const TableQuery::SortCut cut = sampledCut(*conn, query, groups, kRows, 200, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error)); // a filtered view is sampled too
        QVERIFY(cut.rare && !cut.isSet());

        // Its first rows found first: the three rows, in order, and the sort column's index is not walked.
        const TableQuery::Statement found = query.pageByKeys(groups, 200, false, cut);
        QVERIFY2(found.sql.contains(QLatin1String("md_found")), qPrintable(found.sql));
        QStringList plan;
        if (sqlite) {
            QVERIFY2(conn->execBound(&q, QStringLiteral("EXPLAIN QUERY PLAN ") + found.sql, found.values, &error),
                     qPrintable(error));
        } else {
            // EXPLAIN cannot be prepared: the values are written in as literals.
            QString sql = found.sql;
            for (const QVariant& v : found.values)
                sql.replace(sql.indexOf(QLatin1Char('?')), 1, QLatin1Char('\'') + v.toString() + QLatin1Char('\''));
            QVERIFY2(q.exec(QStringLiteral("EXPLAIN ") + sql), qPrintable(q.lastError().text()));
        }
        while (q.next())
            plan << q.value(sqlite ? 3 : 0).toString();
        q.finish();
        QVERIFY2(!plan.join(QLatin1Char('\n')).contains(QLatin1String("ix_events_grp")),
                 qPrintable(plan.join(QLatin1Char('\n'))));
        QList<qint64> ids;
        QVERIFY2(conn->execBound(&q, found.sql, found.values, &error), qPrintable(error));
        while (q.next())
            ids << q.value(0).toLongLong();
        q.finish();
        QCOMPARE(ids, descending ? (QList<qint64>{200050, 100050, 50}) : (QList<qint64>{50, 100050, 200050}));

        // The grid's first screen: SQL's first rows, across both segments.
        WindowedTableModel model(t, scratch.url(), true);
        model.setPageSize(200);
        QVERIFY(model.setQuerySpec(spec));
        QVERIFY(model.readsOrderOnce());
        firstRowsAre(model, truth, QStringLiteral("grp%1").arg(dir));
        if (QTest::currentTestFailed())
            return;
        QVERIFY(QTest::qWaitFor([&]() { return !model.isReadingOrder(); }, 120000));
        QCOMPARE(model.rowCount(), kRows / 10);
        QVERIFY2(model.lastError().isEmpty(), qPrintable(model.lastError()));

        // Where the index serves the sort (SQLite's, whose ties are in rowid order, as runs.flow_id's is): the
        // groups' segment, where it comes first, is not walked along the index for its three rows either: its first
        // page asks the sample and finds them first, then reads on into the NULL rows.
        TableDescriptor served = t;
        served.orderedColumns << QStringLiteral("grp");
        WindowedTableModel byIndex(served, scratch.url(), true);
        byIndex.setPageSize(200);
        QVERIFY(byIndex.setQuerySpec(spec));
        QVERIFY(!byIndex.readsOrderOnce());
        firstRowsAre(byIndex, truth, QStringLiteral("served grp%1").arg(dir));
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(byIndex.foundFirstCount(), groups == 0 ? 1 : 0); // the NULL rows' segment is ordered by key alone
        QVERIFY(QTest::qWaitFor([&]() { return byIndex.isCountExact(); }, 60000));
        QCOMPARE(byIndex.rowCount(), kRows / 10);
        QVERIFY2(byIndex.lastError().isEmpty(), qPrintable(byIndex.lastError()));
    }
}

/// A filter none of a segment's first value's many rows pass, under a sort an index serves (ten million runs,
/// kind = 'ingest' under a task_id sort: 2.5 million orchestrations share task_id '' ahead of every ingest run, and
/// each was looked up for its kind, 2.1 s): the sample sees the value (the lead), its rows that pass are read apart and
/// the rest from the next value on; the first screen is SQL's, both directions, and stays so where rows sharing the
/// lead pass after all.
void TestUnindexedSortPages::aLeadingValueReadApart() {
    QFETCH(ScratchDatabase::Engine, engine);
    TaggedEvents events(engine);
    QString error;
    QVERIFY2(events.make(&error), qPrintable(error));
    const ScratchDatabase& scratch = events.scratch;
    DbConnection* conn = events.conn.get();
    const TableDescriptor& t = events.table;
    const bool sqlite = conn->isSqlite();
    constexpr int kRows = TaggedEvents::kRows;

    for (const bool descending : {false, true}) {
        const QString dir = descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
        const QList<qint64> truth = ingestIdsByTag(*conn, descending, 200, 0, &error);
        QCOMPARE(truth.size(), 200);
        const QuerySpec spec = ingestsByTag(descending);
        const TableQuery query(t, sqlite, spec);
        QVERIFY(query.sortServedByIndex());
        QVERIFY(query.leadApart());

        // The sample sees every row and which pass: the first value is the lead, not a rare cut.
        const TableQuery::SortCut cut = sampledCut(*conn, query, 0, kRows, 200, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!cut.rare);
        QCOMPARE(cut.lead.toString(), descending ? QStringLiteral("z") : QStringLiteral("a"));

        // The served grid's first screen: SQL's rows, its lead read apart once.
        WindowedTableModel model(t, scratch.url(), true);
        model.setPageSize(200);
        QVERIFY(model.setQuerySpec(spec));
        QVERIFY(!model.readsOrderOnce());
        firstRowsAre(model, truth, QStringLiteral("tag%1").arg(dir));
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(model.leadApartCount(), 1);
        QVERIFY(QTest::qWaitFor([&]() { return model.isCountExact(); }, 60000));
        QCOMPARE(model.rowCount(), kRows / 10);
        QVERIFY2(model.lastError().isEmpty(), qPrintable(model.lastError()));
        // The next page reads on from the first page's last key, not by OFFSET from the segment's start through the
        // lead's rows (no anchor lies before row 512): SQL's rows 200-399.
        const QList<qint64> second = ingestIdsByTag(*conn, descending, 200, 200, &error);
        QCOMPARE(second.size(), 200);
        const int readOn = model.readOnCount();
        QVERIFY(QTest::qWaitFor(
            [&]() {
                model.data(model.index(250, 0)); // asks for its page, as a view's paint does
                return model.isRowLoaded(200) && model.isRowLoaded(399);
            },
            60000));
        for (int r = 0; r < 200; ++r)
            QVERIFY2(model.data(model.index(200 + r, 0), WindowedTableModel::RawValueRole).toLongLong() == second.at(r),
                     qPrintable(QStringLiteral("tag%1 row %2").arg(dir).arg(200 + r)));
        QCOMPARE(model.readOnCount(), readOn + 1);

        // Where the order is read once (PostgreSQL's runs.task_id: its index hands ties out in heap order), the first
        // screen before the pass reads the lead apart too (SQLite's large tables read span after span instead).
        TableDescriptor once = t;
        once.orderedColumns.removeAll(QStringLiteral("tag"));
        WindowedTableModel readOnce(once, scratch.url(), true);
        readOnce.setPageSize(200);
        QVERIFY(readOnce.setQuerySpec(spec));
        QVERIFY(readOnce.readsOrderOnce());
        firstRowsAre(readOnce, truth, QStringLiteral("read once tag%1").arg(dir));
        if (QTest::currentTestFailed())
            return;
        if (!sqlite)
            QCOMPARE(readOnce.leadApartCount(), 1);
        QVERIFY(QTest::qWaitFor([&]() { return !readOnce.isReadingOrder(); }, 120000));
        QCOMPARE(readOnce.rowCount(), kRows / 10);
        QVERIFY2(readOnce.lastError().isEmpty(), qPrintable(readOnce.lastError()));

        // Rows sharing the lead that pass after all (the sample missed them, or they changed since): read first.
        const QString edge = descending ? QStringLiteral("9, 150009, 299999") : QStringLiteral("10, 150000, 299990");
        QVERIFY2(conn->exec(QStringLiteral("UPDATE events SET kind = 'ingest' WHERE id IN (%1)").arg(edge), &error),
                 qPrintable(error));
        TableQuery::SortCut lead;
        lead.lead = cut.lead;
        const TableQuery::Statement page = query.pageByKeys(0, 200, false, lead);
        if (sqlite) { // two index scans merged, no row read for the lead's 90,000
            const QString plan = queryPlan(*conn, page, &error);
            QVERIFY2(plan.contains(QLatin1String("MERGE (INTERSECT)")), qPrintable(plan + error));
        }
        const QList<qint64> after = ingestIdsByTag(*conn, descending, 200, 0, &error);
        QCOMPARE(after.mid(0, 3),
                 descending ? (QList<qint64>{299999, 150009, 9}) : (QList<qint64>{10, 150000, 299990}));
        QCOMPARE(idsOf(*conn, page, &error), after);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(conn->exec(QStringLiteral("UPDATE events SET kind = 'flow' WHERE id IN (%1)").arg(edge), &error),
                 qPrintable(error));
    }
}

/// Under a sort an index serves and a filter that holds another indexed column equal to a value (ten million runs under
/// the task_id sort with kind = 'ingest'), the anchors and a row's place are found by the filter's index on SQLite,
/// not by walking the sort's index past every row the filter drops (46 s there): the anchors in one statement, each
/// the key SQL's order has at its place; a deep row found at its place; the rows read from an anchor SQL's.
void TestUnindexedSortPages::anchorsAndPlacesFoundByTheFilter() {
    QFETCH(ScratchDatabase::Engine, engine);
    TaggedEvents events(engine);
    QString error;
    QVERIFY2(events.make(&error), qPrintable(error));
    const ScratchDatabase& scratch = events.scratch;
    DbConnection* conn = events.conn.get();
    const TableDescriptor& t = events.table;
    const bool sqlite = conn->isSqlite();
    constexpr int kRows = TaggedEvents::kRows;
    QSqlQuery q(conn->db());
    const auto plan = [&](const TableQuery::Statement& s) { return queryPlan(*conn, s, &error); };
    for (const bool descending : {false, true}) {
        const QString dir = descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
        const QList<qint64> truth = ingestIdsByTag(*conn, descending, -1, 0, &error); // every ingest, in order
        QCOMPARE(truth.size(), kRows / 10);
        const QuerySpec spec = ingestsByTag(descending);
        const TableQuery query(t, sqlite, spec);
        QVERIFY(query.sortServedByIndex());
        QCOMPARE(query.findsByFilter(), sqlite);
        constexpr qint64 kStride = 512;
        if (sqlite) {
            // The anchors in one statement, by the kind's index and a sort, each the key at its place.
            const TableQuery::Statement anchors = query.anchorsByFilter(0, kStride);
            const QString how = plan(anchors);
            QVERIFY2(how.contains(QLatin1String("ix_events_kind")) && !how.contains(QLatin1String("ix_events_tag")),
                     qPrintable(how));
            QVERIFY2(conn->execBound(&q, anchors.sql, anchors.values, &error), qPrintable(error));
            qint64 expected = kStride;
            while (q.next()) {
                QCOMPARE(q.value(0).toLongLong(), expected);
                QCOMPARE(q.value(2).toLongLong(), truth.at(expected)); // the key: the tag, then the id
                expected += kStride;
            }
            q.finish();
            QCOMPARE(expected, (truth.size() - 1) / kStride * kStride + kStride);
            // A row's place, counted among the rows the kind's index finds.
            const TableQuery::Statement before = query.rowsBefore(0, {QStringLiteral("m1"), 1});
            QVERIFY2(plan(before).contains(QLatin1String("ix_events_kind")), qPrintable(plan(before)));
        }

        WindowedTableModel model(t, scratch.url(), true);
        model.setPageSize(200);
        QVERIFY(model.setQuerySpec(spec));
        QVERIFY(!model.readsOrderOnce());
        QVERIFY2(QTest::qWaitFor([&]() { return model.anchorsReady(); }, 120000), qPrintable(model.lastError()));
        QVERIFY2(model.lastError().isEmpty(), qPrintable(model.lastError()));
        QCOMPARE(model.rowCount(), int(truth.size()));
        QCOMPARE(model.anchorCount(), int((truth.size() - 1) / kStride));
        QCOMPARE(model.anchoredByFilterCount(), sqlite ? 1 : 0);
        // Rows read from an anchor: SQL's.
        constexpr int kDeep = 25000;
        QVERIFY(QTest::qWaitFor(
            [&]() {
                model.data(model.index(kDeep + 50, 0));
                return model.isRowLoaded(kDeep) && model.isRowLoaded(kDeep + 99);
            },
            60000));
        for (int r = kDeep; r < kDeep + 100; ++r)
            QVERIFY2(model.data(model.index(r, 0), WindowedTableModel::RawValueRole).toLongLong() == truth.at(r),
                     qPrintable(QStringLiteral("tag%1 row %2").arg(dir).arg(r)));
        if (sqlite) {
            // A page far from every known key, asked before the anchors are in, waits for them (they come in
            // seconds here) rather than walking the sort's index past every row the filter drops; then it is SQL's.
            WindowedTableModel::setAnchorsPause(1500);
            WindowedTableModel waiting(t, scratch.url(), true);
            waiting.setPageSize(200);
            QVERIFY(waiting.setQuerySpec(spec));
            QVERIFY(QTest::qWaitFor([&]() { return waiting.isCountExact(); }, 60000));
            const int fetched = waiting.pageFetchCount();
            waiting.data(waiting.index(5050, 0)); // a page the view passed on its way (dragged), then the one it shows
            waiting.data(waiting.index(kDeep + 50, 0));
            QTest::qWait(300);
            QVERIFY(!waiting.anchorsReady());
            QVERIFY(!waiting.isRowLoaded(kDeep));
            QCOMPARE(waiting.pageFetchCount(), fetched);
            WindowedTableModel::setAnchorsPause(0);
            QVERIFY(QTest::qWaitFor([&]() { return waiting.isRowLoaded(kDeep) && waiting.isRowLoaded(kDeep + 99); },
                                    60000));
            QVERIFY(waiting.anchorsReady());
            QVERIFY(!waiting.isRowLoaded(5050)); // passed: read only if asked again
            QCOMPARE(waiting.pageFetchCount(), fetched + 1);
            for (int r = kDeep; r < kDeep + 100; ++r)
                QVERIFY2(waiting.data(waiting.index(r, 0), WindowedTableModel::RawValueRole).toLongLong() ==
                             truth.at(r),
                         qPrintable(QStringLiteral("waited, tag%1 row %2").arg(dir).arg(r)));
            // A row found again far from every known key: its page is read at once from the key it starts with
            // (read backwards from the row's own), not after the anchors.
            WindowedTableModel::setAnchorsPause(4000);
            WindowedTableModel finding(t, scratch.url(), true);
            finding.setPageSize(200);
            QVERIFY(finding.setQuerySpec(spec));
            QVERIFY(QTest::qWaitFor([&]() { return finding.isCountExact(); }, 60000));
            QSignalSpy found(&finding, &WindowedTableModel::rowLocated);
            finding.locateRow({truth.at(kDeep + 57)});
            QVERIFY(found.wait(3000) || !found.isEmpty());
            QCOMPARE(found.constLast().at(1).toInt(), kDeep + 57);
            QVERIFY(QTest::qWaitFor(
                [&]() {
                    finding.data(finding.index(kDeep + 57, 0));
                    return finding.isRowLoaded(kDeep) && finding.isRowLoaded(kDeep + 199);
                },
                3000));
            QVERIFY(!finding.anchorsReady());
            for (int r = kDeep; r < kDeep + 200; ++r)
                QVERIFY2(finding.data(finding.index(r, 0), WindowedTableModel::RawValueRole).toLongLong() ==
                             truth.at(r),
                         qPrintable(QStringLiteral("found, tag%1 row %2").arg(dir).arg(r)));
            WindowedTableModel::setAnchorsPause(0);
            QVERIFY(QTest::qWaitFor([&]() { return finding.anchorsReady(); }, 60000));
        }
        // A deep row found again at its place.
        QSignalSpy located(&model, &WindowedTableModel::rowLocated);
        const quint64 request = model.locateRow({truth.at(kDeep + 7)});
        QVERIFY(located.wait(60000) || !located.isEmpty());
        QCOMPARE(located.constLast().at(1).toInt(), kDeep + 7);
        QVERIFY(located.constLast().at(2).toBool());
        QCOMPARE(located.constLast().at(3).value<quint64>(), request);
    }
}

QTEST_GUILESS_MAIN(TestUnindexedSortPages)
#include "tst_UnindexedSortPages.moc"
