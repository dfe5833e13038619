#include "common/MigrationHelpers.h"
#include "common/TestDatabases.h"
#include "core/schema/MigrationLint.h"
#include "core/schema/MigrationSet.h"
#include "core/schema/Migrator.h"

#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {

/// A finding as one comparable string: "id:level:table:column:rows", rows written "3" (exact), "~3" (the planner's
/// estimate), ">2" (more than the exact-count limit) or "?" (not counted).
QString describe(const LintFinding& f) {
    QString rows;
    switch (f.rowsCount) {
    case LintFinding::Count::Exact:
        rows = QString::number(f.rows);
        break;
    case LintFinding::Count::Estimate:
        rows = QLatin1Char('~') + QString::number(f.rows);
        break;
    case LintFinding::Count::AtLeast:
        rows = QLatin1Char('>') + QString::number(f.rows - 1);
        break;
    case LintFinding::Count::Unknown:
        rows = QStringLiteral("?");
        break;
    }
    return QStringList{f.id, LintFinding::levelName(f.level), f.table, f.column, rows}.join(QLatin1Char(':'));
}

QStringList describeAll(const QList<LintFinding>& findings) {
    QStringList out;
    for (const LintFinding& f : findings)
        out << describe(f);
    return out;
}

/// Every table with its row count and columns: what "the lint changed nothing" compares.
QStringList snapshotOf(const DbConnection& conn) {
    QStringList lines;
    QStringList tables = conn.tableNames();
    std::sort(tables.begin(), tables.end());
    for (const QString& table : tables) {
        QSqlQuery q(conn.db());
        const bool ok = q.exec(QStringLiteral("SELECT * FROM \"%1\"").arg(table));
        int rows = 0;
        while (ok && q.next())
            ++rows;
        QStringList columns;
        const QSqlRecord record = q.record();
        for (int i = 0; i < record.count(); ++i)
            columns << record.fieldName(i);
        lines << QStringLiteral("%1(%2): %3").arg(table, columns.join(QLatin1Char(','))).arg(rows);
    }
    return lines;
}

bool execAll(const DbConnection& conn, const QStringList& statements) {
    QString error;
    for (const QString& sql : statements)
        if (!conn.exec(sql, &error)) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
            return false;
        }
    return true;
}

/// One pending migration holding `sql`, loaded as a set of its own.
bool loadOne(QTemporaryDir& dir, const QString& sql, Migration* out) {
    QFile f(dir.filePath(QStringLiteral("100_lint_me.sql")));
    if (!f.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    f.write(
        QStringLiteral("-- message: lint me\n-- migrate:up\n%1;\n-- migrate:no-rollback: a test\n").arg(sql).toUtf8());
    f.close();
    MigrationSet set;
    QString error;
    if (!MigrationSet::loadDirectory(Platform::Holotable, dir.path(), &set, &error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    *out = set.migrations().constFirst();
    return true;
}

} // namespace

/// Lint before apply, on both engines: each kind of finding on a database with rows (and none where the statement
/// does no harm, or where the keywords sit in a string, a comment or a function body), the row counts exact or
/// estimated, the shipped migrations on an empty database (only what is really there), Holotable's 021 dropping a
/// chat_messages that holds rows, and a lint that never writes.
class TestMigrationLint : public QObject {
    Q_OBJECT
private slots:
    void measuredAgainFindsWhatWasNotSeen_data() { test::addEngineColumn(), test::addEngineRows(); }
    void measuredAgainFindsWhatWasNotSeen();
    void initTestCase();
    void findsEachKind_data();
    void findsEachKind();
    void dropOfChatMessagesWithRowsIsAnError_data() { test::addEngineColumn(), test::addEngineRows(); }
    void dropOfChatMessagesWithRowsIsAnError();
    void shippedMigrationsOnAnEmptyDatabase_data() { test::addEngineColumn(), test::addEngineRows(); }
    void shippedMigrationsOnAnEmptyDatabase();
    void neverWrites();
};

void TestMigrationLint::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestMigrationLint::findsEachKind_data() {
    QTest::addColumn<ScratchDatabase::Engine>("engine");
    QTest::addColumn<QString>("sql");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<int>("exactLimit");
    QTest::addColumn<int>("largeRows");
    QTest::addColumn<bool>("analyze");
    using E = ScratchDatabase::Engine;
    const auto add = [](const char* name, QList<E> engines, const char* sql, const QStringList& expected,
                        int exactLimit = 100000, int largeRows = 1000000, bool analyze = false) {
        for (E engine : engines)
            QTest::newRow(
                qPrintable(QStringLiteral("%1, %2").arg(QLatin1String(name), ScratchDatabase::engineName(engine))))
                << engine << QString::fromUtf8(sql) << expected << exactLimit << largeRows << analyze;
    };
    const QList<E> both{E::Sqlite, E::Postgres};
    const QList<E> pg{E::Postgres};
    const auto s = [](const char* text) { return QStringList{QString::fromUtf8(text)}; };

    // Data lost: tables, columns, rows.
    add("drop table with rows", both, "DROP TABLE archive", s("drop-table:error:archive::3"));
    add("drop empty table", both, "DROP TABLE empty_table", s("drop-table:notice:empty_table::0"));
    add("drop table if exists, not there", both, "DROP TABLE IF EXISTS never_there", {});
    add("drop two tables", pg, "DROP TABLE archive, empty_table",
        {QStringLiteral("drop-table:error:archive::3"), QStringLiteral("drop-table:notice:empty_table::0")});
    add("drop column with values", both, "ALTER TABLE items DROP COLUMN note", s("drop-column:error:items:note:2"));
    add("drop column of NULLs", both, "ALTER TABLE items DROP COLUMN empty_col",
        s("drop-column:notice:items:empty_col:0"));
    add("delete with a condition", both, "DELETE FROM items WHERE id > 3", s("delete-rows:warning:items::2"));
    add("delete matching nothing", both, "DELETE FROM items WHERE id > 100", s("delete-rows:notice:items::0"));
    add("delete everything", both, "DELETE FROM archive", s("delete-rows:error:archive::3"));
    add("truncate", pg, "TRUNCATE TABLE archive", s("truncate:error:archive::3"));

    // Statements that will fail on the rows there now.
    add("NOT NULL column without default", both, "ALTER TABLE items ADD COLUMN flag integer NOT NULL",
        s("not-null-without-default:error:items:flag:5"));
    add("NOT NULL column with a default", both, "ALTER TABLE items ADD COLUMN flag integer NOT NULL DEFAULT 0", {});
    add("NOT NULL column on an empty table", both, "ALTER TABLE empty_table ADD COLUMN flag integer NOT NULL", {});
    add("SET NOT NULL with NULLs", pg, "ALTER TABLE items ALTER COLUMN name SET NOT NULL",
        s("set-not-null-with-nulls:error:items:name:1"));
    add("SET NOT NULL after deleting the NULLs", pg,
        "DELETE FROM items WHERE name IS NULL;\nALTER TABLE items ALTER COLUMN name SET NOT NULL",
        {QStringLiteral("delete-rows:warning:items::1"), QStringLiteral("access-exclusive-lock:notice:items:name:5")});

    // Rewrites and locks, with the table's size.
    add("SET NOT NULL scans", pg, "ALTER TABLE items ALTER COLUMN label SET NOT NULL",
        s("access-exclusive-lock:notice:items:label:5"));
    add("volatile default rewrites", pg, "ALTER TABLE items ADD COLUMN token uuid DEFAULT gen_random_uuid()",
        s("table-rewrite:notice:items:token:5"));
    add("stable default does not", pg, "ALTER TABLE items ADD COLUMN at timestamptz NOT NULL DEFAULT now()", {});
    add("identity column rewrites", pg, "ALTER TABLE items ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY",
        s("table-rewrite:notice:items:seq:5"));
    add("type change with USING", pg, "ALTER TABLE items ALTER COLUMN code TYPE integer USING code::integer",
        s("type-change-rewrite:notice:items:code:5"));
    add("narrower varchar rewrites", pg, "ALTER TABLE items ALTER COLUMN label SET DATA TYPE varchar(10)",
        s("type-change-rewrite:notice:items:label:5"));
    add("wider varchar does not", pg, "ALTER TABLE items ALTER COLUMN label TYPE varchar(40)", {});
    add("varchar to text does not", pg, "ALTER TABLE items ALTER COLUMN label TYPE text", {});
    add("CHECK constraint", pg, "ALTER TABLE items ADD CONSTRAINT items_id_positive CHECK (id > 0)",
        s("access-exclusive-lock:notice:items::5"));
    add("CHECK constraint NOT VALID", pg, "ALTER TABLE items ADD CONSTRAINT items_id_positive CHECK (id > 0) NOT VALID",
        {});
    add("UNIQUE constraint", pg, "ALTER TABLE items ADD CONSTRAINT items_code_key UNIQUE (code)",
        s("access-exclusive-lock:notice:items::5"));
    add("FOREIGN KEY", pg, "ALTER TABLE items ADD CONSTRAINT items_parent_fk FOREIGN KEY (id) REFERENCES parents (id)",
        s("constraint-validation:notice:items::5"));
    add("index", both, "CREATE INDEX items_name_idx ON items (name)", s("non-concurrent-index:notice:items::5"));
    add("index on a large table", both, "CREATE UNIQUE INDEX items_name_idx ON items (name)",
        s("non-concurrent-index:warning:items::5"), 100000, 4);
    add("index built concurrently", pg, "CREATE INDEX CONCURRENTLY items_name_idx ON items (name)", {});
    add("index on an empty table", both, "CREATE INDEX empty_idx ON empty_table (id)", {});
    add("rebuild is a rewrite, not a loss", both,
        "CREATE TABLE archive_rebuild (id integer PRIMARY KEY, body text NOT NULL DEFAULT '');\n"
        "INSERT INTO archive_rebuild (id, body) SELECT id, body FROM archive;\n"
        "DROP TABLE archive;\n"
        "ALTER TABLE archive_rebuild RENAME TO archive;\n"
        "CREATE INDEX archive_body_idx ON archive (body)",
        {QStringLiteral("table-rewrite:notice:archive::3"), QStringLiteral("non-concurrent-index:notice:archive::3")});

    // Row counts past the exact-count limit.
    add("estimate past the limit", both, "DROP TABLE archive", s("drop-table:error:archive::~3"), 2, 1000000, true);
    add("more than the limit, no statistics", both, "DROP TABLE archive", s("drop-table:error:archive::>2"), 2);

    // What the statements before make or drop.
    add("a table a pending statement makes", both,
        "CREATE TABLE fresh (id integer PRIMARY KEY);\nCREATE INDEX fresh_idx ON fresh (id);\nDROP TABLE fresh",
        s("drop-table:notice:fresh::?"));
    add("a column a pending statement adds", both,
        "ALTER TABLE items ADD COLUMN extra text;\nALTER TABLE items DROP COLUMN extra",
        s("drop-column:notice:items:extra:?"));
    add("a table dropped before", both, "DROP TABLE archive;\nDELETE FROM archive", s("drop-table:error:archive::3"));

    // Keywords where they are no statement.
    add("keywords in a string", both,
        "INSERT INTO archive (id, body) VALUES (9, 'DROP TABLE items; ALTER TABLE items DROP COLUMN note')", {});
    add("keywords in a comment", both, "SELECT 1 /* DROP TABLE items */", {});
    add("keywords in a function body", pg,
        "CREATE FUNCTION lint_f() RETURNS void LANGUAGE sql AS $fn1$ DELETE FROM items $fn1$", {});
    add("a statement it cannot read", both, "UPDATE items SET note = 'x'", {});
}

void TestMigrationLint::findsEachKind() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(QString, sql);
    QFETCH(QStringList, expected);
    QFETCH(int, exactLimit);
    QFETCH(int, largeRows);
    QFETCH(bool, analyze);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QVERIFY(conn);
    QVERIFY(execAll(
        *conn,
        {QStringLiteral("CREATE TABLE items (id integer PRIMARY KEY, name text, label varchar(20), note text, "
                        "empty_col text, code varchar(20))"),
         QStringLiteral("INSERT INTO items VALUES (1, 'a', 'x', 'n1', NULL, '1'), (2, 'b', 'x', 'n2', NULL, '2'), "
                        "(3, NULL, 'x', NULL, NULL, '3'), (4, 'd', 'x', NULL, NULL, '4'), (5, 'e', 'x', NULL, NULL, "
                        "'5')"),
         QStringLiteral("CREATE TABLE archive (id integer PRIMARY KEY, body text)"),
         QStringLiteral("INSERT INTO archive VALUES (1, 'one'), (2, 'two'), (3, 'three')"),
         QStringLiteral("CREATE TABLE empty_table (id integer PRIMARY KEY)"),
         QStringLiteral("CREATE TABLE parents (id integer PRIMARY KEY)"),
         QStringLiteral("INSERT INTO parents VALUES (1), (2), (3), (4), (5)")}));
    if (analyze)
        QVERIFY(execAll(*conn, {QStringLiteral("ANALYZE")}));
    QTemporaryDir dir;
    Migration m;
    QVERIFY(loadOne(dir, sql, &m));
    const QStringList before = snapshotOf(*conn);

    MigrationLint lint(*conn);
    lint.setExactCountLimit(exactLimit);
    lint.setLargeTable(largeRows, qint64(1) << 40);
    QList<LintFinding> findings;
    QString error;
    QVERIFY2(lint.lint({m}, false, &findings, &error), qPrintable(error));
    QCOMPARE(describeAll(findings), expected);
    for (const LintFinding& f : findings) {
        QCOMPARE(f.migration, QStringLiteral("100_lint_me.sql"));
        QVERIFY(f.statement >= 1 && f.line >= 3);
        QVERIFY2(!f.message.isEmpty() && f.toLine().contains(f.message), qPrintable(f.toLine()));
        if (f.rowsCount == LintFinding::Count::Exact && f.rows > 0 && f.id != QLatin1String("delete-rows") &&
            f.id != QLatin1String("drop-column") && f.id != QLatin1String("set-not-null-with-nulls"))
            QVERIFY2(f.message.contains(MigrationLint::rowsText(f.rows, f.rowsCount)), qPrintable(f.message));
        // The size: PostgreSQL's pg_total_relation_size; SQLite's dbstat, where the library has it.
        if (engine == ScratchDatabase::Engine::Postgres && f.rowsCount != LintFinding::Count::Unknown)
            QVERIFY2(f.bytes > 0, qPrintable(f.toLine()));
    }
    QCOMPARE(snapshotOf(*conn), before);
}

void TestMigrationLint::dropOfChatMessagesWithRowsIsAnError() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    const MigrationSet set = test::builtInMigrations(Platform::Holotable, *conn);
    QString error;
    QStringList applied;
    QVERIFY2(
        Migrator(*conn, set.upTo(QStringLiteral("020_dashboard_chat_conversations.sql"))).upgrade(&applied, &error),
        qPrintable(error));
    QVERIFY(execAll(*conn, {QStringLiteral("INSERT INTO dashboards (id, workspace_id, title, created_by) VALUES "
                                           "('11111111-1111-4111-8111-111111111111', 'w1', 'Ops', 'alice')"),
                            QStringLiteral("INSERT INTO chat_messages (id, dashboard_id, user_sub, role, content) "
                                           "VALUES ('m1', '11111111-1111-4111-8111-111111111111', 'alice', 'user', "
                                           "'{}'), ('m2', '11111111-1111-4111-8111-111111111111', 'alice', "
                                           "'assistant', '{}')")}));
    const Migration& m021 = set.migrations().constLast();
    QList<LintFinding> findings;
    QVERIFY2(MigrationLint(*conn).lint({m021}, false, &findings, &error), qPrintable(error));
    QCOMPARE(describeAll(findings), QStringList{QStringLiteral("drop-table:error:chat_messages::2")});
    const LintFinding& f = findings.first();
    QCOMPARE(f.migration, QStringLiteral("021_drop_chat_messages.sql"));
    QCOMPARE(f.statement, 1);
    QCOMPARE(f.line, 3);
    QVERIFY(!f.down);
    QVERIFY2(f.message.startsWith(QStringLiteral("drops table chat_messages with its 2 rows")), qPrintable(f.message));
    QVERIFY(MigrationLint::hasErrors(findings));
    QCOMPARE(MigrationLint::summary(findings), QStringLiteral("1 error(s), 0 warning(s), 0 notice(s)"));

    // 020's rollback: the dashboard conversations it deletes, counted (none yet).
    QVERIFY2(MigrationLint(*conn).lint({set.migrations().at(set.migrations().size() - 2)}, true, &findings, &error),
             qPrintable(error));
    QCOMPARE(describeAll(findings), QStringList{QStringLiteral("delete-rows:notice:conversations::0")});
}

void TestMigrationLint::shippedMigrationsOnAnEmptyDatabase() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QString error;
    for (Platform p : platforms::all()) {
        const MigrationSet set = test::builtInMigrations(p, *conn);
        // Every pending migration at once: only 021's drop of a table 008 makes, holding what they put in it.
        QList<LintFinding> findings;
        QVERIFY2(MigrationLint(*conn).lint(set.migrations(), false, &findings, &error), qPrintable(error));
        QCOMPARE(describeAll(findings), p == Platform::Holotable
                                            ? QStringList{QStringLiteral("drop-table:notice:chat_messages::?")}
                                            : QStringList());
        // One at a time, each linted just before it runs: the same drop, of a table that is there and empty.
        QStringList seen;
        for (const Migration& m : set.migrations()) {
            QVERIFY2(MigrationLint(*conn).lint({m}, false, &findings, &error), qPrintable(error));
            seen << describeAll(findings);
            QStringList applied;
            QVERIFY2(Migrator(*conn, set.upTo(m.id)).upgrade(&applied, &error), qPrintable(error));
        }
        QCOMPARE(seen, p == Platform::Holotable ? QStringList{QStringLiteral("drop-table:notice:chat_messages::0")}
                                                : QStringList());
    }
    // Every Holotable rollback, each linted before it runs: on empty tables nothing is lost, so nothing above a notice,
    // and every table a rollback drops is named with its 0 rows.
    const MigrationSet set = test::builtInMigrations(Platform::Holotable, *conn);
    for (int i = int(set.migrations().size()) - 1; i >= 0; --i) {
        const Migration& m = set.migrations().at(i);
        QList<LintFinding> findings;
        QVERIFY2(MigrationLint(*conn).lint({m}, true, &findings, &error), qPrintable(error));
        for (const LintFinding& f : findings) {
            QVERIFY2(f.level == LintFinding::Level::Notice && f.down, qPrintable(f.toLine()));
            QVERIFY2(f.rowsCount == LintFinding::Count::Exact && f.rows == 0, qPrintable(f.toLine()));
        }
        if (m.id == QLatin1String("003_llm_limits.sql"))
            QCOMPARE(describeAll(findings), (QStringList{QStringLiteral("drop-table:notice:workspace_limits::0"),
                                                         QStringLiteral("drop-table:notice:llm_usage::0")}));
        QString rolledBack;
        QVERIFY2(Migrator(*conn, set).downgrade(m.id, &rolledBack, &error), qPrintable(error));
    }
}

void TestMigrationLint::neverWrites() {
    // PostgreSQL: the lint's snapshot is a read-only transaction, so even a condition that would write (nextval) is
    // refused by the server; the count is then simply not known.
    ScratchDatabase scratch(ScratchDatabase::Engine::Postgres);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QVERIFY(execAll(*conn, {QStringLiteral("CREATE TABLE items (id integer PRIMARY KEY)"),
                            QStringLiteral("INSERT INTO items VALUES (1), (2)"),
                            QStringLiteral("CREATE SEQUENCE lint_probe")}));
    QTemporaryDir dir;
    Migration m;
    QVERIFY(loadOne(dir, QStringLiteral("DELETE FROM items WHERE nextval('lint_probe') > 0"), &m));
    QList<LintFinding> findings;
    QString error;
    QVERIFY2(MigrationLint(*conn).lint({m}, false, &findings, &error), qPrintable(error));
    QCOMPARE(describeAll(findings), QStringList{QStringLiteral("delete-rows:warning:items::?")});
    QSqlQuery q(conn->db());
    QVERIFY2(q.exec(QStringLiteral("SELECT last_value, is_called FROM lint_probe")) && q.next(),
             qPrintable(q.lastError().text()));
    QCOMPARE(q.value(1).toBool(), false); // nextval never ran
    // And the session is usable afterwards: the lint ended its transaction.
    QVERIFY(execAll(*conn, {QStringLiteral("INSERT INTO items VALUES (3)")}));

    // A connection opened read-only lints as well.
    auto readOnly = scratch.connect(true);
    QVERIFY2(MigrationLint(*readOnly).lint({m}, false, &findings, &error), qPrintable(error));
    QCOMPARE(findings.size(), 1);
}

void TestMigrationLint::measuredAgainFindsWhatWasNotSeen() {
    // What the panel confirmed was measured on an empty chat_messages; rows arrived since. Measured again, 021's drop
    // is an error nobody saw; once seen (with any figures), nothing is unseen.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QVERIFY(test::createBehind(*conn));
    const MigrationSet set = test::builtInMigrations(Platform::Holotable, *conn);
    QList<LintFinding> shown;
    QString error;
    QVERIFY2(MigrationLint(*conn).lint({set.migrations().constLast()}, false, &shown, &error), qPrintable(error));
    QVERIFY(MigrationLint(*conn).unseen(set, false, {}, shown, &error).isEmpty());
    QVERIFY(test::execAll(
        scratch, {QStringLiteral("INSERT INTO dashboards (id, workspace_id, title, created_by) VALUES "
                                 "('11111111-1111-4111-8111-111111111111', 'w1', 'Ops', 'alice')"),
                  QStringLiteral("INSERT INTO chat_messages (id, dashboard_id, user_sub, role, content) VALUES "
                                 "('m1', '11111111-1111-4111-8111-111111111111', 'alice', 'user', '{}')")}));
    const QList<LintFinding> unseen = MigrationLint(*conn).unseen(set, false, {}, shown, &error);
    QCOMPARE(unseen.size(), 1);
    QCOMPARE(unseen.first().id, QStringLiteral("drop-table"));
    QCOMPARE(unseen.first().level, LintFinding::Level::Error);
    QVERIFY2(error.contains(QStringLiteral("changed since it was shown")), qPrintable(error));
    QList<LintFinding> now;
    QVERIFY2(MigrationLint(*conn).lint({set.migrations().constLast()}, false, &now, &error), qPrintable(error));
    QVERIFY(test::execAll(scratch, {QStringLiteral("INSERT INTO chat_messages (id, dashboard_id, user_sub, role, "
                                                   "content) VALUES ('m2', '11111111-1111-4111-8111-111111111111', "
                                                   "'alice', 'assistant', '{}')")}));
    QString none;
    QVERIFY(MigrationLint(*conn).unseen(set, false, {}, now, &none).isEmpty()); // 2 rows, not 1: the same finding
    QVERIFY(none.isEmpty());
}

QTEST_GUILESS_MAIN(TestMigrationLint)
#include "tst_MigrationLint.moc"
