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
