#include "common/TestDatabases.h"
#include "core/schema/MigrationSet.h"
#include "core/schema/Migrator.h"
#include "core/schema/SqlScript.h"

#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// Statement splitting: a semicolon ends a statement only where PostgreSQL's lexer would end one — not inside
/// strings of any kind, quoted names, comments (nested too), dollar quotes, parentheses, BEGIN ATOMIC bodies or
/// trigger bodies — and a statement that refuses a transaction is recognised from its code, never from its text.
class TestSqlScript : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void splitsPlainStatements();
    void keepsSemicolonsInside_data();
    void keepsSemicolonsInside();
    void reportsStartLines();
    void countsLinesInsideEveryConstruct();
    void ignoresCommentOnlyScript();
    void refusalIsReadFromCodeOnly_data();
    void refusalIsReadFromCodeOnly();
    void hiddenStatementsAreNotSplitOut_data();
    void hiddenStatementsAreNotSplitOut();
    void refusalsAreTheServers_data();
    void refusalsAreTheServers();
    void everyPieceRunsAsSplit_data() { test::addEngineColumn(), test::addEngineRows(); }
    void everyPieceRunsAsSplit();

private:
    /// The database of refusalsAreTheServers() for `engine`, made on first use: each row rolls back what it did.
    DbConnection* refusalDatabase(ScratchDatabase::Engine engine, QString* error);

    std::unique_ptr<ScratchDatabase> m_scratch[2];
    std::unique_ptr<DbConnection> m_connection[2];

    static QStringList texts(const QList<SqlScript::Statement>& statements) {
        QStringList out;
        for (const auto& s : statements)
            out << s.sql;
        return out;
    }
};

void TestSqlScript::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestSqlScript::cleanupTestCase() {
    for (int e = 0; e < 2; ++e) {
        m_connection[e].reset(); // before the database goes
        m_scratch[e].reset();
    }
}

DbConnection* TestSqlScript::refusalDatabase(ScratchDatabase::Engine engine, QString* error) {
    const int e = engine == ScratchDatabase::Engine::Postgres ? 1 : 0;
    if (m_connection[e])
        return m_connection[e].get();
    m_scratch[e] = std::make_unique<ScratchDatabase>(engine);
    if (!m_scratch[e]->isValid()) {
        *error = m_scratch[e]->error();
        return nullptr;
    }
    auto conn = m_scratch[e]->connect();
    if (!conn) {
        *error = QStringLiteral("no connection");
        return nullptr;
    }
    QStringList setup{QStringLiteral("CREATE TABLE t (a integer)"), QStringLiteral("CREATE INDEX ix ON t (a)")};
    if (e == 1)
        setup << QStringLiteral("CREATE TABLE p (a integer) PARTITION BY RANGE (a)")
              << QStringLiteral("CREATE TABLE p1 PARTITION OF p FOR VALUES FROM (0) TO (10)");
    for (const QString& sql : setup)
        if (!conn->exec(sql, error))
            return nullptr;
    m_connection[e] = std::move(conn);
    return m_connection[e].get();
}

void TestSqlScript::splitsPlainStatements() {
    const auto s = SqlScript::split(QStringLiteral("CREATE TABLE a (x int);\nCREATE TABLE b (y int);\n"));
    QCOMPARE(s.size(), 2);
    QCOMPARE(s.at(0).sql, QStringLiteral("CREATE TABLE a (x int)"));
    QCOMPARE(s.at(1).sql, QStringLiteral("CREATE TABLE b (y int)"));
    QCOMPARE(s.at(0).number, 1);
    QCOMPARE(s.at(1).number, 2);
}

void TestSqlScript::keepsSemicolonsInside_data() {
    QTest::addColumn<QString>("script");
    QTest::addColumn<QStringList>("expected"); // the statements, comments left out
    const QString two = QStringLiteral("SELECT 2");
    auto row = [&](const char* name, const QString& first, const QString& rest = QStringLiteral("; SELECT 2;")) {
        QTest::newRow(name) << first + rest << QStringList{first, two};
    };

    // Standard strings and quoted names.
    row("string literal", QStringLiteral("INSERT INTO t VALUES ('a;b')"));
    row("doubled quote", QStringLiteral("SELECT 'it''s; fine'"));
    row("backslash is plain in a standard string", QStringLiteral("SELECT '\\'"));
    row("quoted identifier", QStringLiteral("SELECT 1 AS \"x;y\""));
    row("quoted identifier with doubled quotes", QStringLiteral("SELECT 1 AS \"a\"\";'b\""));
    row("national, bit and hex strings", QStringLiteral("SELECT N'a;', B'1', X'1F'"));
    row("unicode string and identifier", QStringLiteral("SELECT U&'d\\0061t\\+000061;' AS U&\"a;\"\"b\""));

    // Escape strings: a backslash escapes the quote, in the continuation on the next line too.
    row("escape string", QStringLiteral("SELECT E'it\\'s; fine'"));
    row("escape string, lower case, escaped backslash", QStringLiteral("SELECT e'\\\\\\'; x'"));
    row("escape string continued on the next line", QStringLiteral("SELECT E'a'\n  'b\\'; c'"));
    row("escape string continued after a comment", QStringLiteral("SELECT E'a' -- one's\n  'b\\'; c'"));

    // Comments.
    QTest::newRow("line comment") << QStringLiteral("SELECT 1; -- not; a statement\nSELECT 2;")
                                  << QStringList{QStringLiteral("SELECT 1"), two};
    QTest::newRow("line comment with a quote")
        << QStringLiteral("SELECT 1 -- it's\n; SELECT 2; -- won't\n") << QStringList{QStringLiteral("SELECT 1"), two};
    QTest::newRow("block comment") << QStringLiteral("SELECT /* ; */ 1; SELECT 2;")
                                   << QStringList{QStringLiteral("SELECT   1"), two};
    QTest::newRow("block comment with a quote")
        << QStringLiteral("SELECT /* it's */ 1; SELECT 2;") << QStringList{QStringLiteral("SELECT   1"), two};
    QTest::newRow("nested block comment") << QStringLiteral("SELECT /* a /* b */ still; comment */ 1; SELECT 2;")
                                          << QStringList{QStringLiteral("SELECT   1"), two};

    // Dollar quotes: tags with digits and underscores; $1 is a parameter and a$b$ a name.
    row("dollar quote", QStringLiteral("CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql"));
    row("tagged dollar quote", QStringLiteral("DO $body$ BEGIN PERFORM 1; END $body$"));
    row("dollar tag with a digit", QStringLiteral("CREATE FUNCTION f() RETURNS int AS $fn1$ SELECT 1; $fn1$ "
                                                  "LANGUAGE sql"));
    row("dollar tag of underscore and digit", QStringLiteral("DO $_1$ BEGIN PERFORM 1; END $_1$"));
    row("dollar tag of underscore", QStringLiteral("DO $_x$ BEGIN PERFORM ';'; END $_x$"));
    row("other tags inside a dollar quote", QStringLiteral("DO $outer$ BEGIN EXECUTE $in$SELECT 1; $in$; END $outer$"));
    row("positional parameter", QStringLiteral("PREPARE p(int) AS SELECT $1 + $2"));
    row("name with dollars", QStringLiteral("SELECT a$b$ FROM t$1"));

    // Parentheses: a rule's several actions.
    row("rule with several actions", QStringLiteral("CREATE RULE r AS ON INSERT TO a DO ALSO (INSERT INTO b VALUES "
                                                    "(1); INSERT INTO c VALUES (2))"));

    // SQL-standard bodies (PostgreSQL 14+).
    row("begin atomic",
        QStringLiteral("CREATE FUNCTION f() RETURNS int LANGUAGE sql BEGIN ATOMIC SELECT 1; SELECT 2; END"));
    row("case … end inside begin atomic",
        QStringLiteral("CREATE OR REPLACE FUNCTION g(x int) RETURNS int LANGUAGE sql BEGIN ATOMIC SELECT CASE WHEN "
                       "x > 0 THEN 1 ELSE 0 END; END"));
    row("procedure with begin atomic", QStringLiteral("CREATE PROCEDURE p() LANGUAGE sql BEGIN ATOMIC INSERT INTO t "
                                                      "VALUES (1); INSERT INTO t VALUES (2); END"));
    row("function named begin", QStringLiteral("CREATE FUNCTION begin() RETURNS int LANGUAGE sql RETURN 1"));
    QTest::newRow("transaction control") << QStringLiteral("BEGIN; SELECT 1; END;")
                                         << QStringList{QStringLiteral("BEGIN"), QStringLiteral("SELECT 1"),
                                                        QStringLiteral("END")};

    // SQLite trigger bodies.
    row("sqlite trigger", QStringLiteral("CREATE TRIGGER t AFTER INSERT ON a BEGIN UPDATE b SET x = CASE WHEN 1 THEN "
                                         "2 END; DELETE FROM c; END"));
    row("sqlite trigger with case … end in its when",
        QStringLiteral("CREATE TRIGGER t AFTER UPDATE ON a WHEN CASE WHEN new.x THEN 1 END BEGIN DELETE FROM c; END"));
    row("sqlite trigger on a table named begin",
        QStringLiteral("CREATE TRIGGER t AFTER INSERT ON begin BEGIN DELETE FROM c; END"));
    row("sqlite trigger reading a column named end",
        QStringLiteral("CREATE TRIGGER t AFTER INSERT ON a BEGIN UPDATE b SET x = new.end; DELETE FROM c; END"));
    QTest::newRow("column named trigger")
        << QStringLiteral("CREATE TABLE r (trigger text); SELECT trigger FROM r;")
        << QStringList{QStringLiteral("CREATE TABLE r (trigger text)"), QStringLiteral("SELECT trigger FROM r")};
}

void TestSqlScript::keepsSemicolonsInside() {
    QFETCH(QString, script);
    QFETCH(QStringList, expected);
    QCOMPARE(texts(SqlScript::split(script)), expected);
}

void TestSqlScript::reportsStartLines() {
    const auto s = SqlScript::split(QStringLiteral("-- header\n\nSELECT 1;\n\nSELECT\n 2;\n"), 10);
    QCOMPARE(s.size(), 2);
    QCOMPARE(s.at(0).line, 12);
    QCOMPARE(s.at(1).line, 14);
}

void TestSqlScript::countsLinesInsideEveryConstruct() {
    const QString script = QStringLiteral("/* header /* nested */\n"                        // 10
                                          "   still the header; */\n"                       // 11
                                          "CREATE FUNCTION f1() RETURNS text AS $fn1$\n"    // 12
                                          "  SELECT 'x;\n"                                  // 13
                                          "y'\n"                                            // 14
                                          "$fn1$ LANGUAGE sql;\n"                           // 15
                                          "SELECT E'a\\\n"                                  // 16
                                          "b\\';', 'c\n"                                    // 17
                                          "d', \"e\n"                                       // 18
                                          "f\";\n"                                          // 19
                                          "CREATE FUNCTION f2() RETURNS int LANGUAGE sql\n" // 20
                                          "BEGIN ATOMIC\n"                                  // 21
                                          "  SELECT CASE WHEN true THEN 1 END;\n"           // 22
                                          "END; -- it's\n"                                  // 23
                                          "\n"                                              // 24
                                          "SELECT 3;\n");                                   // 25
    const auto s = SqlScript::split(script, 10);
    QCOMPARE(s.size(), 4);
    QList<int> lines, numbers;
    for (const auto& statement : s)
        lines << statement.line, numbers << statement.number;
    QCOMPARE(lines, (QList<int>{12, 16, 20, 25}));
    QCOMPARE(numbers, (QList<int>{1, 2, 3, 4}));
}

void TestSqlScript::ignoresCommentOnlyScript() {
    QVERIFY(SqlScript::split(QStringLiteral("-- nothing\n/* at all /* nested; */ */\n;\n")).isEmpty());
}

void TestSqlScript::refusalIsReadFromCodeOnly_data() {
    QTest::addColumn<QString>("sql");
    QTest::addColumn<bool>("refuses");
    QTest::addColumn<QString>("index");
    QTest::newRow("line comment before") << QStringLiteral("-- why\nCREATE INDEX CONCURRENTLY ix ON t (a)") << true
                                         << QStringLiteral("ix");
    QTest::newRow("block comment before") << QStringLiteral("/* why */ VACUUM") << true << QString();
    QTest::newRow("quoted name that reads concurrently")
        << QStringLiteral("REINDEX TABLE \"concurrently\"") << false << QString();
    QTest::newRow("concurrently in a comment")
        << QStringLiteral("REINDEX TABLE t /* CONCURRENTLY */") << false << QString();
    QTest::newRow("concurrently in a string")
        << QStringLiteral("COMMENT ON INDEX ix IS 'CREATE INDEX CONCURRENTLY'") << false << QString();
    QTest::newRow("unnamed concurrent index")
        << QStringLiteral("CREATE INDEX CONCURRENTLY ON t (a)") << true << QString();
    QTest::newRow("quoted index name with a doubled quote")
        << QStringLiteral("CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS \"a\"\"B\" ON t (a)") << true
        << QStringLiteral("a\"B");
    QTest::newRow("index name folded") << QStringLiteral("create index concurrently Ix_$1 on t (a)") << true
                                       << QStringLiteral("ix_$1");
}

void TestSqlScript::refusalIsReadFromCodeOnly() {
    QFETCH(QString, sql);
    QFETCH(bool, refuses);
    QFETCH(QString, index);
    QCOMPARE(SqlScript::refusesTransaction(sql), refuses);
    QCOMPARE(SqlScript::concurrentIndexName(sql), index);
}

void TestSqlScript::hiddenStatementsAreNotSplitOut_data() {
    QTest::addColumn<QString>("script");
    QTest::addColumn<QString>("only"); // the one statement the script holds
    QTest::newRow("in a nested comment") << QStringLiteral(
                                                "/* a /* b */ CREATE INDEX CONCURRENTLY ix ON t (a); */ SELECT 1;")
                                         << QStringLiteral("SELECT 1");
    QTest::newRow("in an escape string") << QStringLiteral("SELECT E'\\'; VACUUM; --';")
                                         << QStringLiteral("SELECT E'\\'; VACUUM; --'");
    QTest::newRow("in a dollar quote with a digit")
        << QStringLiteral("DO $do1$ BEGIN PERFORM 1; END $do1$ /* ; VACUUM; */;")
        << QStringLiteral("DO $do1$ BEGIN PERFORM 1; END $do1$");
    QTest::newRow("in a begin atomic body")
        << QStringLiteral("CREATE PROCEDURE p() LANGUAGE sql BEGIN ATOMIC SELECT 1; VACUUM; END;")
        << QStringLiteral("CREATE PROCEDURE p() LANGUAGE sql BEGIN ATOMIC SELECT 1; VACUUM; END");
}

void TestSqlScript::hiddenStatementsAreNotSplitOut() {
    QFETCH(QString, script);
    QFETCH(QString, only);
    const auto s = SqlScript::split(script);
    QCOMPARE(texts(s), QStringList{only});
    QVERIFY(!s.at(0).outsideTransaction);
}

void TestSqlScript::refusalsAreTheServers_data() {
    // What refusesTransaction() says, checked against the server: each statement is run inside a transaction block.
    QTest::addColumn<ScratchDatabase::Engine>("engine");
    QTest::addColumn<QString>("sql");
    QTest::addColumn<bool>("refuses");
    const auto pg = ScratchDatabase::Engine::Postgres;
    const auto lite = ScratchDatabase::Engine::Sqlite;
    const struct {
        const char* sql;
        bool refuses;
    } postgres[] = {
        {"CREATE INDEX CONCURRENTLY ix2 ON t (a)", true},
        {"CREATE UNIQUE INDEX CONCURRENTLY ix2 ON t (a)", true},
        {"DROP INDEX CONCURRENTLY ix", true},
        {"REINDEX INDEX CONCURRENTLY ix", true},
        {"REINDEX (CONCURRENTLY) TABLE t", true},
        {"REINDEX (VERBOSE, CONCURRENTLY on) TABLE t", true},
        {"REINDEX SCHEMA public", true},
        {"VACUUM t", true},
        {"VACUUM (ANALYZE) t", true},
        {"CLUSTER", true},
        {"CLUSTER VERBOSE", true},
        {"CREATE DATABASE never_made", true},
        {"DROP DATABASE IF EXISTS never_made", true},
        {"ALTER DATABASE %1 SET TABLESPACE pg_default", true},
        {"ALTER SYSTEM SET work_mem = '4MB'", true},
        {"CREATE TABLESPACE never_made LOCATION '/nonexistent'", true},
        {"DROP TABLESPACE IF EXISTS never_made", true},
        {"ALTER TABLE p DETACH PARTITION p1 CONCURRENTLY", true},
        {"DISCARD ALL", true},
        {"CREATE INDEX ix2 ON t (a)", false},
        {"REINDEX TABLE t", false},
        {"REINDEX (CONCURRENTLY false) TABLE t", false},
        {"CLUSTER t USING ix", false},
        {"ANALYZE t", false},
        {"ALTER DATABASE %1 SET work_mem = '4MB'", false},
        {"ALTER TABLE p DETACH PARTITION p1", false},
        {"COMMENT ON TABLE t IS 'VACUUM'", false},
        {"/* VACUUM */ SELECT 1", false},
    };
    for (const auto& row : postgres)
        QTest::addRow("postgresql: %s", row.sql) << pg << QString::fromLatin1(row.sql) << row.refuses;
    QTest::newRow("sqlite: VACUUM") << lite << QStringLiteral("VACUUM") << true;
    QTest::newRow("sqlite: -- VACUUM") << lite << QStringLiteral("-- the space\nVACUUM") << true;
    QTest::newRow("sqlite: CREATE INDEX") << lite << QStringLiteral("CREATE INDEX ix2 ON t (a)") << false;
    QTest::newRow("sqlite: REINDEX") << lite << QStringLiteral("REINDEX t") << false;
    QTest::newRow("sqlite: ANALYZE") << lite << QStringLiteral("ANALYZE") << false;
}

void TestSqlScript::refusalsAreTheServers() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(QString, sql);
    QFETCH(bool, refuses);
    const bool pg = engine == ScratchDatabase::Engine::Postgres;
    QString error;
    DbConnection* conn = refusalDatabase(engine, &error);
    QVERIFY2(conn, qPrintable(error));
    if (pg && sql.contains(QLatin1String("%1"))) {
        QSqlQuery name(conn->db());
        QVERIFY(name.exec(QStringLiteral("SELECT current_database()")) && name.next());
        sql = sql.arg(name.value(0).toString());
    }
    QCOMPARE(SqlScript::refusesTransaction(sql), refuses);

    QVERIFY(conn->db().transaction());
    QSqlQuery q(conn->db());
    const bool ran = q.exec(sql);
    const QSqlError failure = q.lastError();
    conn->db().rollback();
    if (!refuses) {
        QVERIFY2(ran, qPrintable(failure.text()));
        return;
    }
    QVERIFY(!ran);
    if (pg) // active_sql_transaction: "… cannot run inside a transaction block"
        QVERIFY2(failure.nativeErrorCode() == QLatin1String("25001"), qPrintable(failure.text()));
    else
        QVERIFY2(failure.text().contains(QLatin1String("within a transaction")), qPrintable(failure.text()));
}

void TestSqlScript::everyPieceRunsAsSplit() {
    // A migration file with each construct, applied by the Migrator statement by statement as split: the server
    // accepts each piece, and what the pieces did shows they were not cut anywhere else.
    QFETCH(ScratchDatabase::Engine, engine);
    const bool pg = engine == ScratchDatabase::Engine::Postgres;
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QVERIFY(conn);

    const QString common =
        QStringLiteral("-- message: every construct of the lexer\n"
                       "-- migrate:up\n"
                       "/* A comment /* nested */ that goes on; past the inner end */\n"
                       "CREATE TABLE lexed (id integer PRIMARY KEY, note text, \"semi;colon \"\"quoted\"\"\" text);\n"
                       "-- a comment's quote opens no string\n"
                       "INSERT INTO lexed VALUES (1, 'it''s; fine', 'a''b;c');\n"
                       "CREATE TABLE lexed_log (id integer, sign text);\n");
    const QString postgres = QStringLiteral(
        "INSERT INTO lexed VALUES (2, E'it\\'s; \\\\fine', U&'d\\0061t\\+000061;');\n"
        "INSERT INTO lexed (id, note) VALUES (3, E'tail'\n"
        "    'continued\\'; still');\n"
        "CREATE FUNCTION fn1_body() RETURNS text LANGUAGE sql AS $fn1$ SELECT 'x;y'::text $fn1$;\n"
        "CREATE FUNCTION under_body() RETURNS integer LANGUAGE plpgsql AS $_x$ BEGIN RETURN 1; END $_x$;\n"
        "CREATE FUNCTION atomic_sign(x integer) RETURNS integer LANGUAGE sql\n"
        "BEGIN ATOMIC\n"
        "    SELECT CASE WHEN x > 0 THEN 1 WHEN x < 0 THEN -1 ELSE 0 END;\n"
        "END;\n"
        "CREATE PROCEDURE atomic_insert(n integer) LANGUAGE sql\n"
        "BEGIN ATOMIC\n"
        "    INSERT INTO lexed (id, note) VALUES (n, 'first;');\n"
        "    INSERT INTO lexed (id, note) VALUES (n + 1, CASE WHEN n > 0 THEN 'second;' END);\n"
        "END;\n"
        "CALL atomic_insert(10);\n"
        "CREATE RULE lexed_logged AS ON INSERT TO lexed DO ALSO (\n"
        "    INSERT INTO lexed_log VALUES (NEW.id, 'plus;'); INSERT INTO lexed_log VALUES (-NEW.id, 'minus;'));\n"
        "INSERT INTO lexed (id, note) VALUES (20, 'logged');\n"
        "-- migrate:down\n"
        "DROP PROCEDURE atomic_insert(integer);\n"
        "DROP FUNCTION atomic_sign(integer);\n"
        "DROP FUNCTION under_body();\n"
        "DROP FUNCTION fn1_body();\n"
        "DROP TABLE lexed;\n"
        "DROP TABLE lexed_log;\n");
    const QString sqlite = QStringLiteral("CREATE TRIGGER lexed_logged AFTER INSERT ON lexed\n"
                                          "WHEN new.id > 0\n"
                                          "BEGIN\n"
                                          "    INSERT INTO lexed_log VALUES (new.id, CASE WHEN new.id > 10 THEN "
                                          "'plus;' ELSE 'small;' END);\n"
                                          "    INSERT INTO lexed_log VALUES (-new.id, 'minus;');\n"
                                          "END;\n"
                                          "INSERT INTO lexed (id, note) VALUES (20, 'logged');\n"
                                          "-- migrate:down\n"
                                          "DROP TABLE lexed_log;\n"
                                          "DROP TABLE lexed;\n");
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("001_lexed.sql")));
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write((common + (pg ? postgres : sqlite)).toUtf8()) > 0);
    file.close();

    MigrationSet set;
    QString error;
    QVERIFY2(MigrationSet::loadDirectory(Platform::Holotable, dir.path(), &set, &error), qPrintable(error));
    Migrator migrator(*conn, set);
    QStringList run;
    migrator.setStatementProgress([&](const Migration&, const SqlScript::Statement& s, int) {
        run << QStringLiteral("%1@%2").arg(s.number).arg(s.line);
    });
    QStringList applied;
    QVERIFY2(migrator.upgrade(&applied, &error), qPrintable(error));
    QCOMPARE(applied, QStringList{QStringLiteral("001_lexed.sql")});
    // Statement number at its line in the file.
    const QStringList expectedRun =
        pg ? QStringList{QStringLiteral("1@4"),   QStringLiteral("2@6"),   QStringLiteral("3@7"),
                         QStringLiteral("4@8"),   QStringLiteral("5@9"),   QStringLiteral("6@11"),
                         QStringLiteral("7@12"),  QStringLiteral("8@13"),  QStringLiteral("9@17"),
                         QStringLiteral("10@22"), QStringLiteral("11@23"), QStringLiteral("12@25")}
           : QStringList{QStringLiteral("1@4"), QStringLiteral("2@6"), QStringLiteral("3@7"), QStringLiteral("4@8"),
                         QStringLiteral("5@14")};
    QCOMPARE(run, expectedRun);

    auto rows = [&](const QString& sql) {
        QSqlQuery q(conn->db());
        QStringList out;
        if (!q.exec(sql))
            return QStringList{QStringLiteral("<error: %1>").arg(q.lastError().text())};
        // One record for the whole result: PostgreSQL's driver asks the server again for each record().
        const int columns = q.record().count();
        while (q.next()) {
            QStringList fields;
            for (int i = 0; i < columns; ++i)
                fields << q.value(i).toString();
            out << fields.join(QLatin1Char('|'));
        }
        return out;
    };
    QCOMPARE(rows(QStringLiteral("SELECT note, \"semi;colon \"\"quoted\"\"\" FROM lexed WHERE id = 1")),
             QStringList{QStringLiteral("it's; fine|a'b;c")});
    QCOMPARE(rows(QStringLiteral("SELECT id, sign FROM lexed_log ORDER BY id")),
             (QStringList{QStringLiteral("-20|minus;"), QStringLiteral("20|plus;")}));
    if (pg) {
        QCOMPARE(rows(QStringLiteral("SELECT note, \"semi;colon \"\"quoted\"\"\" FROM lexed WHERE id = 2")),
                 QStringList{QStringLiteral("it's; \\fine|data;")});
        QCOMPARE(rows(QStringLiteral("SELECT note FROM lexed WHERE id IN (3, 10, 11) ORDER BY id")),
                 (QStringList{QStringLiteral("tailcontinued'; still"), QStringLiteral("first;"),
                              QStringLiteral("second;")}));
        QCOMPARE(rows(QStringLiteral("SELECT fn1_body(), under_body(), atomic_sign(-5), atomic_sign(0), "
                                     "atomic_sign(7)")),
                 QStringList{QStringLiteral("x;y|1|-1|0|1")});
        // The BEGIN ATOMIC bodies are stored whole, as SQL-standard bodies.
        QCOMPARE(rows(QStringLiteral("SELECT count(*) FROM pg_proc WHERE proname IN ('atomic_sign', "
                                     "'atomic_insert') AND prosqlbody IS NOT NULL")),
                 QStringList{QStringLiteral("2")});
    }

    QString rolledBack;
    QVERIFY2(migrator.downgrade(QStringLiteral("001_lexed.sql"), &rolledBack, &error), qPrintable(error));
    QCOMPARE(rolledBack, QStringLiteral("001_lexed.sql"));
    QVERIFY(!conn->tableExists(QStringLiteral("lexed")));
}

QTEST_GUILESS_MAIN(TestSqlScript)
#include "tst_SqlScript.moc"
