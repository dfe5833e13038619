#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/query/TableQuery.h"
#include "core/schema/LiveSchema.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The grid opens every table on its default sort: that sort must be one the live indexes serve, or the first screen
/// of a ten-million-row table is a full pass and a sort. Checked with each engine's own planner, on every table of
/// both platforms' demo databases, both directions.
class TestDefaultSortPlans : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyDefaultSortIsServedByAnIndex_data() { test::addEngineColumn(), test::addEngineRows(); }
    void everyDefaultSortIsServedByAnIndex();
    void aSortWhoseIndexIsGoneFallsBackToTheKey_data() { test::addEngineColumn(), test::addEngineRows(); }
    void aSortWhoseIndexIsGoneFallsBackToTheKey();
    void tiesOutOfKeyOrderAreNotServed_data() { test::addEngineColumn(), test::addEngineRows(); }
    void tiesOutOfKeyOrderAreNotServed();

private:
    /// Checks every table of both platforms on `conn` (with its catalog loaded): the live indexes and the planner.
    static void checkEveryTable(const DbConnection& conn);
    /// The plan's text, one line per step.
    static QStringList plan(const DbConnection& conn, const TableQuery::Statement& page, QString* error);
};

void TestDefaultSortPlans::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

QStringList TestDefaultSortPlans::plan(const DbConnection& conn, const TableQuery::Statement& page, QString* error) {
    QSqlQuery q(conn.db());
    const QString explain =
        conn.isSqlite() ? QStringLiteral("EXPLAIN QUERY PLAN ") : QStringLiteral("EXPLAIN (COSTS OFF) ");
    QStringList lines;
    // PostgreSQL prepares no EXPLAIN: the first page from the start binds nothing, so it runs as it is.
    if (!page.values.isEmpty()) {
        *error = QStringLiteral("values bound to the first page: ") + page.sql;
        return lines;
    }
    if (!q.exec(explain + page.sql)) {
        *error = q.lastError().text();
        return lines;
    }
    while (q.next()) // SQLite: id, parent, notused, detail; PostgreSQL: one column of text
        lines << q.value(conn.isSqlite() ? 3 : 0).toString();
    return lines;
}

void TestDefaultSortPlans::everyDefaultSortIsServedByAnIndex() {
    QFETCH(ScratchDatabase::Engine, engine);
    std::unique_ptr<ScratchDatabase> scratch;
    std::unique_ptr<DbConnection> conn;
    QString error;
    QVERIFY2(test::openDemo(engine, &scratch, &conn, &error, 200), qPrintable(error));
    QVERIFY2(conn->loadCatalog(&error), qPrintable(error));
    checkEveryTable(*conn);
}

void TestDefaultSortPlans::aSortWhoseIndexIsGoneFallsBackToTheKey() {
    // A database whose administrator dropped the index a default sort relies on: the grid opens on the key instead.
    QFETCH(ScratchDatabase::Engine, engine);
    std::unique_ptr<ScratchDatabase> scratch;
    std::unique_ptr<DbConnection> conn;
    QString error;
    QVERIFY2(test::openDemo(engine, &scratch, &conn, &error, 200), qPrintable(error));
    QVERIFY2(conn->loadCatalog(&error), qPrintable(error));
    QCOMPARE(conn->catalog().table(QStringLiteral("audit_logs"))->defaultSortColumn, QStringLiteral("ts"));
    QCOMPARE(conn->catalog().table(QStringLiteral("flow_presence"))->defaultSortColumn, QStringLiteral("seen"));
    QVERIFY(test::execAll(
        *scratch, {QStringLiteral("DROP INDEX ix_audit_logs_ts"), QStringLiteral("DROP INDEX ix_flow_presence_seen")}));
    conn = scratch->connect();
    QVERIFY2(conn->loadCatalog(&error), qPrintable(error));
    QCOMPARE(conn->catalog().table(QStringLiteral("audit_logs"))->defaultSortColumn, QStringLiteral("id"));
    QCOMPARE(conn->catalog().table(QStringLiteral("flow_presence"))->defaultSortColumn, QStringLiteral("flow_id"));
    checkEveryTable(*conn);
}

void TestDefaultSortPlans::tiesOutOfKeyOrderAreNotServed() {
    // A column of few values with an index on it alone, as Tabularia's runs.kind: PostgreSQL's index hands out each
    // value's rows in no key order, so a page in the grid's order (kind, then id) sorts a whole value's rows —
    // seconds on millions. Served where the index's ties are in key order (SQLite's rowid, an index on the value and
    // the key, a unique column) or few rows share a value; ANALYZE's figures say which.
    QFETCH(ScratchDatabase::Engine, engine);
    std::unique_ptr<ScratchDatabase> scratch;
    std::unique_ptr<DbConnection> conn;
    QString error;
    QVERIFY2(test::openDemo(engine, &scratch, &conn, &error, 200), qPrintable(error));
    const bool sqlite = conn->isSqlite();
    const QString rows = sqlite ? QStringLiteral("WITH RECURSIVE s(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM s "
                                                 "WHERE n < 30000) SELECT ")
                                : QStringLiteral("SELECT ");
    const QString from = sqlite ? QStringLiteral(" FROM s") : QStringLiteral(" FROM generate_series(1, 30000) n");
    // No statistics until the test's own ANALYZE (PostgreSQL's autovacuum would gather them at any moment).
    const QString noAutoAnalyze = sqlite ? QString() : QStringLiteral(" WITH (autovacuum_enabled = false)");
    QVERIFY(test::execAll(
        *scratch,
        {QStringLiteral("CREATE TABLE md_events (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, flow INTEGER NOT NULL, "
                        "tag TEXT UNIQUE, step INTEGER NOT NULL, owner INTEGER NOT NULL)") +
             noAutoAnalyze,
         QStringLiteral("CREATE INDEX ix_md_events_kind ON md_events (kind)"),
         QStringLiteral("CREATE INDEX ix_md_events_step ON md_events (step, id)"),
         QStringLiteral("CREATE INDEX ix_md_events_owner ON md_events (owner)"),
         QStringLiteral("CREATE TABLE md_codes (code TEXT PRIMARY KEY, kind TEXT NOT NULL)") + noAutoAnalyze,
         QStringLiteral("CREATE INDEX ix_md_codes_kind ON md_codes (kind)"),
         QStringLiteral("INSERT INTO md_events (id, kind, flow, tag, step, owner) ") + rows +
             QStringLiteral("n, CASE n % 3 WHEN 0 THEN 'flow' WHEN 1 THEN 'ingest' ELSE 'orchestration' END, n % 7, "
                            "'t' || n, n % 5, n / 2") +
             from,
         QStringLiteral("INSERT INTO md_codes (code, kind) ") + rows +
             QStringLiteral("'c' || n, CASE n % 2 WHEN 0 THEN 'a' ELSE 'b' END") + from}));
    auto servedBy = [&](const QString& table) {
        DbConnection* c = conn.get();
        QString why;
        if (!c->loadCatalog(&why))
            qWarning("%s", qPrintable(why));
        const TableDescriptor* t = c->catalog().table(table);
        QStringList served;
        for (const QString& column : t ? t->indexedColumns : QStringList()) {
            QuerySpec spec;
            spec.sortColumn = column;
            if (TableQuery(*t, c->isSqlite(), spec).sortServedByIndex())
                served << column;
        }
        return served;
    };
    // Before ANALYZE no statistics say how many rows share a value: served, as every index was.
    QCOMPARE(servedBy(QStringLiteral("md_events")),
             (QStringList{QStringLiteral("id"), QStringLiteral("kind"), QStringLiteral("tag"), QStringLiteral("step"),
                          QStringLiteral("owner")}));
    QVERIFY(test::execAll(*scratch, {QStringLiteral("ANALYZE")}));
    conn = scratch->connect();
    QVERIFY(conn);
    if (sqlite) // the rowid ends every index: all served; a text key is not the rowid
        QCOMPARE(servedBy(QStringLiteral("md_events")),
                 (QStringList{QStringLiteral("id"), QStringLiteral("kind"), QStringLiteral("tag"),
                              QStringLiteral("step"), QStringLiteral("owner")}));
    else // 10,000 runs a kind and 6,000 a step out of key order: the index on (step, id) serves; two per owner do
        QCOMPARE(servedBy(QStringLiteral("md_events")), (QStringList{QStringLiteral("id"), QStringLiteral("tag"),
                                                                     QStringLiteral("step"), QStringLiteral("owner")}));
    QCOMPARE(servedBy(QStringLiteral("md_codes")), QStringList{QStringLiteral("code")});

    // The keyset statements from the middle of a value's rows: in the engine's own order, and on SQLite through index
    // ranges merged arm by arm (its planner narrows an OR by the first column alone: every row of the value before
    // the key was read, seconds on ten million runs, and the anchors never ended).
    const TableDescriptor* events = conn->catalog().table(QStringLiteral("md_events"));
    QVERIFY(events);
    const int idColumn = events->columnIndex(QStringLiteral("id"));
    auto run = [&](const TableQuery::Statement& st, QSqlQuery* q) {
        if (!q->prepare(st.sql))
            return false;
        for (const QVariant& v : st.values)
            q->addBindValue(v);
        return q->exec();
    };
    for (bool descending : {false, true}) {
        QuerySpec spec;
        spec.sortColumn = QStringLiteral("kind");
        spec.descending = descending;
        const TableQuery query(*events, sqlite, spec);
        QCOMPARE(query.segmentCount(), 1);
        QSqlQuery all(conn->db());
        QVERIFY(all.exec(descending ? QStringLiteral("SELECT id FROM md_events ORDER BY kind DESC, id DESC")
                                    : QStringLiteral("SELECT id FROM md_events ORDER BY kind, id")));
        QList<qint64> order;
        while (all.next())
            order << all.value(0).toLongLong();
        QCOMPARE(order.size(), 30000);
        for (int at : {0, 4321, 15000, 29950}) {
            QSqlQuery q(conn->db());
            QVERIFY2(run(query.keyAt(0, {}, at), &q) && q.next(), qPrintable(q.lastError().text()));
            QVariantList key;
            for (int i = 0; i < query.keyCount(); ++i)
                key << q.value(i);
            QCOMPARE(key.last().toLongLong(), order.at(at));
            QSqlQuery k(conn->db());
            QVERIFY2(run(query.keyAt(0, key, 5), &k) && k.next(), qPrintable(k.lastError().text()));
            QCOMPARE(k.value(query.keyCount() - 1).toLongLong(), order.value(at + 5, -1));
            auto ids = [&](const TableQuery::Statement& st) {
                QSqlQuery p(conn->db());
                QList<qint64> got;
                if (!run(st, &p))
                    qWarning("%s", qPrintable(p.lastError().text()));
                while (p.next())
                    got << p.value(idColumn).toLongLong();
                return got;
            };
            QCOMPARE(ids(query.page(0, key, 7, 100)), order.mid(at + 7, 100));
            QCOMPARE(ids(query.pageAfter(0, key, 100)), order.mid(at + 1, 100));
            QSqlQuery before(conn->db());
            QVERIFY2(run(query.rowsBefore(0, key), &before) && before.next(), qPrintable(before.lastError().text()));
            QCOMPARE(before.value(0).toLongLong(), qint64(at));
            if (sqlite) {
                for (const TableQuery::Statement& st : {query.page(0, key, 7, 100), query.keyAt(0, key, 5000)}) {
                    TableQuery::Statement explain = st;
                    explain.sql.prepend(QStringLiteral("EXPLAIN QUERY PLAN "));
                    QSqlQuery plan(conn->db());
                    QVERIFY2(run(explain, &plan), qPrintable(plan.lastError().text()));
                    QString text;
                    while (plan.next())
                        text += plan.value(3).toString() + QLatin1Char('\n');
                    QVERIFY2(text.contains(QStringLiteral("MERGE")) && !text.contains(QStringLiteral("TEMP B-TREE")),
                             qPrintable(text));
                }
            }
        }
    }

    // What it saves, by the engine's own plan: PostgreSQL reads all of a kind's rows before the first page.
    if (!sqlite) {
        QSqlQuery q(conn->db());
        QVERIFY(q.exec(QStringLiteral("EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY OFF) SELECT id FROM md_events "
                                      "ORDER BY kind, id LIMIT 100")));
        QString plan;
        while (q.next())
            plan += q.value(0).toString() + QLatin1Char('\n');
        QVERIFY2(plan.contains(QStringLiteral("Sort")), qPrintable(plan));
    }
}

void TestDefaultSortPlans::checkEveryTable(const DbConnection& connection) {
    const DbConnection* conn = &connection;
    QString error;
    const bool sqlite = conn->isSqlite();
    LiveSchema live;
    QVERIFY2(LiveSchema::read(*conn, &live, &error), qPrintable(error));
    // The demo's tables are small, and both planners would rightly scan and sort a few hundred rows. The question is
    // the plan of a table of any size: SQLite without the demo's statistics assumes a large one; PostgreSQL without
    // sorts takes an index wherever one serves the order, and keeps a Sort only where none does.
    QSqlQuery settings(conn->db());
    if (sqlite) {
        QVERIFY2(settings.exec(QStringLiteral("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_stat1'")),
                 qPrintable(settings.lastError().text()));
        if (settings.next()) {
            settings.finish();
            QVERIFY2(settings.exec(QStringLiteral("DELETE FROM sqlite_stat1")),
                     qPrintable(settings.lastError().text()));
            QVERIFY2(settings.exec(QStringLiteral("ANALYZE sqlite_schema")), qPrintable(settings.lastError().text()));
        }
    } else {
        QVERIFY2(settings.exec(QStringLiteral("SET enable_sort = off")), qPrintable(settings.lastError().text()));
    }
    settings.finish();

    int checked = 0;
    for (Platform platform : {Platform::Tabularia, Platform::Holotable}) {
        const QList<TableDescriptor> tables = conn->catalog().tables(platform);
        QVERIFY(tables.size() > 10);
        for (const TableDescriptor& t : tables) {
            const LiveTable* liveTable = live.table(t.name);
            QVERIFY2(liveTable, qPrintable(t.name));
            QVERIFY2(!t.defaultSortColumn.isEmpty(), qPrintable(t.name));
            // From the live schema: the sort column leads the primary key, a unique constraint or a whole index.
            bool leads = !liveTable->primaryKey.isEmpty() && liveTable->primaryKey.first() == t.defaultSortColumn;
            for (const QStringList& u : liveTable->unique)
                leads = leads || (!u.isEmpty() && u.first() == t.defaultSortColumn);
            for (const LiveIndex& i : liveTable->indexes)
                leads =
                    leads || (!i.columns.isEmpty() && i.columns.first() == t.defaultSortColumn && i.where.isEmpty());
            QVERIFY2(leads,
                     qPrintable(QStringLiteral("%1: no live index leads with %2").arg(t.name, t.defaultSortColumn)));

            // From the planner: the first page, both ways, without a sort of the whole table. A sort of the rows of
            // one value of the sort column (SQLite's "RIGHT PART OF ORDER BY", PostgreSQL's Incremental Sort: the
            // key after a column the index holds without it) is bounded by that value's rows.
            for (bool descending : {false, true}) {
                QuerySpec spec;
                spec.sortColumn = t.defaultSortColumn;
                spec.descending = descending;
                const TableQuery query(t, sqlite, spec);
                QVERIFY2(query.isValid(), qPrintable(query.error()));
                const TableQuery::Statement page = query.page(0, {}, 0, 100);
                const QStringList lines = plan(*conn, page, &error);
                QVERIFY2(!lines.isEmpty(), qPrintable(t.name + QLatin1String(": ") + error));
                const QString text = lines.join(QLatin1Char('\n'));
                const QString what = QStringLiteral("%1 by %2%3:\n%4\n%5")
                                         .arg(t.name, t.defaultSortColumn,
                                              descending ? QStringLiteral(" descending") : QString(), text, page.sql);
                for (const QString& line : lines) {
                    const QString step = line.trimmed();
                    if (sqlite) {
                        QVERIFY2(!step.contains(QLatin1String("USE TEMP B-TREE FOR ORDER BY")), qPrintable(what));
                    } else {
                        // A node "Sort" (not its "Sort Key:" line, not an Incremental Sort).
                        QVERIFY2(step != QLatin1String("Sort") && step != QLatin1String("->  Sort"), qPrintable(what));
                    }
                }
                ++checked;
            }
        }
    }
    QVERIFY(checked > 60);
}

QTEST_GUILESS_MAIN(TestDefaultSortPlans)
#include "tst_DefaultSortPlans.moc"
