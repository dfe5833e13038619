#include "core/schema/SqlScript.h"

#include <QTest>

using metadesk::SqlScript;

/// Statement splitting: a semicolon ends a statement only outside quotes, comments, dollar quotes and trigger bodies.
class TestSqlScript : public QObject {
    Q_OBJECT
private slots:
    void splitsPlainStatements();
    void keepsSemicolonsInside_data();
    void keepsSemicolonsInside();
    void reportsStartLines();
    void ignoresCommentOnlyScript();
};

void TestSqlScript::splitsPlainStatements() {
    const auto s = SqlScript::split(QStringLiteral("CREATE TABLE a (x int);\nCREATE TABLE b (y int);\n"));
    QCOMPARE(s.size(), 2);
    QCOMPARE(s.at(0).sql, QStringLiteral("CREATE TABLE a (x int)"));
    QCOMPARE(s.at(1).sql, QStringLiteral("CREATE TABLE b (y int)"));
}

void TestSqlScript::keepsSemicolonsInside_data() {
    QTest::addColumn<QString>("script");
    QTest::addColumn<int>("count");
    QTest::newRow("string literal") << QStringLiteral("INSERT INTO t VALUES ('a;b');SELECT 1;") << 2;
    QTest::newRow("doubled quote") << QStringLiteral("SELECT 'it''s; fine'; SELECT 2") << 2;
    QTest::newRow("quoted identifier") << QStringLiteral("SELECT 1 AS \"x;y\"; SELECT 2;") << 2;
    QTest::newRow("line comment") << QStringLiteral("SELECT 1; -- not; a statement\nSELECT 2;") << 2;
    QTest::newRow("block comment") << QStringLiteral("SELECT /* ; */ 1; SELECT 2;") << 2;
    QTest::newRow("dollar quote") << QStringLiteral(
                                         "CREATE FUNCTION f() RETURNS int AS $$ SELECT 1; $$ LANGUAGE sql; SELECT 2;")
                                  << 2;
    QTest::newRow("tagged dollar quote") << QStringLiteral("DO $body$ BEGIN PERFORM 1; END $body$; SELECT 2;") << 2;
    QTest::newRow("sqlite trigger")
        << QStringLiteral("CREATE TRIGGER t AFTER INSERT ON a BEGIN UPDATE b SET x = CASE WHEN 1 THEN 2 END; "
                          "DELETE FROM c; END; SELECT 2;")
        << 2;
    QTest::newRow("column named trigger")
        << QStringLiteral("CREATE TABLE r (trigger text); SELECT trigger FROM r;") << 2;
}

void TestSqlScript::keepsSemicolonsInside() {
    QFETCH(QString, script);
    QFETCH(int, count);
    const auto statements = SqlScript::split(script);
    QStringList texts;
    for (const auto& s : statements)
        texts << s.sql;
    QVERIFY2(statements.size() == count, qPrintable(texts.join(QStringLiteral(" | "))));
}

void TestSqlScript::reportsStartLines() {
    const auto s = SqlScript::split(QStringLiteral("-- header\n\nSELECT 1;\n\nSELECT\n 2;\n"), 10);
    QCOMPARE(s.size(), 2);
    QCOMPARE(s.at(0).line, 12);
    QCOMPARE(s.at(1).line, 14);
}

void TestSqlScript::ignoresCommentOnlyScript() {
    QVERIFY(SqlScript::split(QStringLiteral("-- nothing\n/* at all */\n;\n")).isEmpty());
}

QTEST_GUILESS_MAIN(TestSqlScript)
#include "tst_SqlScript.moc"
