#include "core/edit/JsonText.h"

#include <QTest>

using namespace metadesk;

/// A JSON document laid out again keeps every token as stored: keys in their order, numbers and escapes as spelled.
class TestJsonText : public QObject {
    Q_OBJECT
private slots:
    void tokensStayAsStored_data();
    void tokensStayAsStored();
    void notJsonStaysAsItIs();
    void brokenForEditingJoinsBackAsStored();
};

void TestJsonText::tokensStayAsStored_data() {
    QTest::addColumn<QString>("stored");
    QTest::addColumn<QString>("line");
    QTest::addColumn<QString>("indented");
    QTest::newRow("keys out of order, long number, trailing zero, escapes")
        << QStringLiteral("{\"tls\": \"starttls\",  \"big\": 12345678901234567890, \"retry\": 1.50, "
                          "\"note\": \"caf\\u00e9 \\\"q\\\" {x}, [y]\"}")
        << QStringLiteral("{\"tls\":\"starttls\",\"big\":12345678901234567890,\"retry\":1.50,"
                          "\"note\":\"caf\\u00e9 \\\"q\\\" {x}, [y]\"}")
        << QStringLiteral("{\n  \"tls\": \"starttls\",\n  \"big\": 12345678901234567890,\n  \"retry\": 1.50,\n"
                          "  \"note\": \"caf\\u00e9 \\\"q\\\" {x}, [y]\"\n}");
    QTest::newRow("nested, empty containers")
        << QStringLiteral("[ {\"z\":[], \"a\":{ }}, null, true, -0.0e+1 ]")
        << QStringLiteral("[{\"z\":[],\"a\":{}},null,true,-0.0e+1]")
        << QStringLiteral("[\n  {\n    \"z\": [],\n    \"a\": {}\n  },\n  null,\n  true,\n  -0.0e+1\n]");
    QTest::newRow("a scalar") << QStringLiteral(" \"x\" ") << QStringLiteral("\"x\"") << QStringLiteral("\"x\"");
}

void TestJsonText::tokensStayAsStored() {
    QFETCH(QString, stored);
    QFETCH(QString, line);
    QFETCH(QString, indented);
    QCOMPARE(jsontext::oneLine(stored), line);
    QCOMPARE(jsontext::indented(stored, 2), indented);
    QCOMPARE(jsontext::oneLine(jsontext::indented(stored, 2)), line);
}

void TestJsonText::notJsonStaysAsItIs() {
    for (const QString& text :
         {QStringLiteral("{\"a\": \"unterminated"), QStringLiteral("{\"a\": 1"), QStringLiteral("]oops["),
          // Balanced and quoted, yet no JSON (found by fuzzing, tests/fuzz): its spaces are kept, "b c" not "bc".
          QStringLiteral("{\"title\"},\"b\":[x y, \"q\"]}"), QStringLiteral("[1 2]"),
          QStringLiteral("{\"a\":1}{\"b\":2}")}) {
        QCOMPARE(jsontext::oneLine(text), text);
        QCOMPARE(jsontext::indented(text), text);
    }
}

void TestJsonText::brokenForEditingJoinsBackAsStored() {
    // Python's json.dumps spacing, a comma, a brace and a bracket inside strings, escaped quotes and backslashes.
    const QString stored = QStringLiteral(
        R"({"nodes": [{"id": "n,1", "label": "a {b} [c]"}, {"id": "q\"uote,", "path": "C:\\x\\"}], "n": 1e3})");
    const QString broken = jsontext::brokenForEditing(stored);
    QCOMPARE(broken, QStringLiteral(R"({
"nodes": [
{
"id": "n,1",
 "label": "a {b} [c]"},
 {
"id": "q\"uote,",
 "path": "C:\\x\\"}],
 "n": 1e3})"));
    QString joined = broken;
    joined.remove(QLatin1Char('\n'));
    QCOMPARE(joined, stored);
    // Already over lines, or not an object or a list: as it is.
    QVERIFY(!jsontext::breaksForEditing(QStringLiteral("{\n\"a\": 1}")));
    QCOMPARE(jsontext::brokenForEditing(QStringLiteral("{\r\"a\": [1,2]}")), QStringLiteral("{\r\"a\": [1,2]}"));
    QCOMPARE(jsontext::brokenForEditing(QStringLiteral("\"a,b\"")), QStringLiteral("\"a,b\""));
    QVERIFY(jsontext::breaksForEditing(QStringLiteral("  [1,2]")));
}

QTEST_GUILESS_MAIN(TestJsonText)
#include "tst_JsonText.moc"
