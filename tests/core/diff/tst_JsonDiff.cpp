#include "core/diff/JsonDiff.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTest>

using metadesk::DiffResult;
using metadesk::DiffRow;
using metadesk::DiffSpan;
using metadesk::JsonDiff;

namespace {

QString marked(const QString& text, const QList<DiffSpan>& spans) {
    QStringList out;
    for (const DiffSpan& s : spans)
        out << text.mid(s.start, s.length);
    return out.join(QLatin1Char('|'));
}

QList<DiffRow::Kind> kinds(const DiffResult& r) {
    QList<DiffRow::Kind> out;
    for (const DiffRow& row : r.rows)
        out << row.kind;
    return out;
}

/// A flow definition of `nodes` nodes, about 120 bytes each.
QString bigFlow(int nodes, int changedNode = -1, const QString& changedName = {}) {
    QString out = QStringLiteral("{\"edges\": [], \"nodes\": [");
    for (int i = 0; i < nodes; ++i) {
        if (i)
            out += QLatin1Char(',');
        out += QStringLiteral("{\"id\": \"n%1\", \"type\": \"filter\", \"config\": {\"expr\": \"col_%1 > %1\", "
                              "\"name\": \"%2\"}, \"x\": %1, \"y\": %3}")
                   .arg(i)
                   .arg(i == changedNode ? changedName : QStringLiteral("step %1").arg(i))
                   .arg(i * 2);
    }
    return out + QStringLiteral("]}");
}

} // namespace

class TestJsonDiff : public QObject {
    Q_OBJECT

private slots:
    void canonicalForm();
    void canonicalScalarsAndErrors();
    void differentStoredValuesNeverPrintAlike();
    void equalDocumentsWhateverKeyOrder();
    void addedRemovedChangedLines();
    void changedWordsMarked();
    void pairsChangedThenLeftovers();
    void invalidJsonComparedAsText();
    void pathsNameWhereALineIs();
    void hunksFoldUnchangedRuns();
    void unifiedText();
    void jsonReport();
    void bigDocumentBounded();
    void totallyDifferentBigDocumentsBounded();
    void longLineWordBound();
};

void TestJsonDiff::canonicalForm() {
    QString out, error;
    QVERIFY(JsonDiff::canonicalize(
        QStringLiteral(R"({"b":1,"a":{"y":[1,2.5,{}],"x":[]},"c":"q\"\n\u00e9","d":null,"e":true,"f":1.0})"), &out,
        &error));
    QCOMPARE(out, QStringLiteral("{\n"
                                 "  \"a\": {\n"
                                 "    \"x\": [],\n"
                                 "    \"y\": [\n"
                                 "      1,\n"
                                 "      2.5,\n"
                                 "      {}\n"
                                 "    ]\n"
                                 "  },\n"
                                 "  \"b\": 1,\n"
                                 "  \"c\": \"q\\\"\\n\\u00e9\",\n"
                                 "  \"d\": null,\n"
                                 "  \"e\": true,\n"
                                 "  \"f\": 1.0\n"
                                 "}"));
    // Every token as stored: big integers keep every digit, exponents and escapes their spelling.
    QVERIFY(JsonDiff::canonicalize(QStringLiteral("[9007199254740993, 12345678901234567890, 1E+2, -0.0, \"\\/\"]"),
                                   &out, &error));
    QCOMPARE(out, QStringLiteral("[\n  9007199254740993,\n  12345678901234567890,\n  1E+2,\n  -0.0,\n  \"\\/\"\n]"));
    // A key stored twice is shown twice, in its stored order; keys are ordered by what they mean, not their escapes.
    QVERIFY(JsonDiff::canonicalize(QStringLiteral(R"({"b":2,"a":1,"\u0061":3,"a":4})"), &out, &error));
    QCOMPARE(out, QStringLiteral("{\n  \"a\": 1,\n  \"\\u0061\": 3,\n  \"a\": 4,\n  \"b\": 2\n}"));
}

void TestJsonDiff::differentStoredValuesNeverPrintAlike() {
    // Read through a double, both were one number: the diff said nothing changed.
    const DiffResult big = JsonDiff::compare(QStringLiteral(R"({"limit": 12345678901234567890})"),
                                             QStringLiteral(R"({"limit": 12345678901234567891})"));
    QVERIFY(!big.identical());
    QCOMPARE(big.changed, 1);
    QCOMPARE(big.rows.at(1).oldText, QStringLiteral("  \"limit\": 12345678901234567890"));
    QCOMPARE(big.rows.at(1).newText, QStringLiteral("  \"limit\": 12345678901234567891"));
    QCOMPARE(big.rows.at(1).newPath, QStringLiteral("limit"));
    const DiffResult scale = JsonDiff::compare(QStringLiteral("[1]"), QStringLiteral("[1.0]"));
    QCOMPARE(scale.changed, 1);
    const DiffResult escape = JsonDiff::compare(QStringLiteral(R"(["\u00e9"])"), QStringLiteral("[\"\u00e9\"]"));
    QCOMPARE(escape.changed, 1);
    QCOMPARE(escape.rows.at(1).oldText, QStringLiteral("  \"\\u00e9\""));
}

void TestJsonDiff::canonicalScalarsAndErrors() {
    QString out, error;
    QVERIFY(JsonDiff::canonicalize(QStringLiteral(" 42 "), &out, &error));
    QCOMPARE(out, QStringLiteral("42"));
    QVERIFY(JsonDiff::canonicalize(QStringLiteral("\"a\\u0001\""), &out, &error));
    QCOMPARE(out, QStringLiteral("\"a\\u0001\""));
    out = QStringLiteral("untouched");
    QVERIFY(!JsonDiff::canonicalize(QStringLiteral("{\"a\": }"), &out, &error));
    QCOMPARE(out, QStringLiteral("untouched"));
    QVERIFY2(error.startsWith(QLatin1String("Not valid JSON at line 1, column 8")), qPrintable(error));
    QVERIFY(!JsonDiff::canonicalize(QString(), &out, &error));
    QCOMPARE(error, QStringLiteral("It is empty."));
    QVERIFY(!JsonDiff::canonicalize(QStringLiteral(" \n "), &out, &error));
    QCOMPARE(error, QStringLiteral("It is empty."));
    QVERIFY(!JsonDiff::canonicalize(QStringLiteral("1, 2"), &out, &error));
    QVERIFY(!JsonDiff::canonicalize(QStringLiteral("1] [2"), &out, &error));
}

void TestJsonDiff::equalDocumentsWhateverKeyOrder() {
    const DiffResult r = JsonDiff::compare(QStringLiteral(R"({"nodes":[{"id":"a","type":"input"}],"edges":[]})"),
                                           QStringLiteral("{ \"edges\" : [ ],\n  \"nodes\": [{\"type\": \"input\", "
                                                          "\"id\": \"a\"}] }"));
    QVERIFY(r.identical());
    QVERIFY(r.oldIsJson && r.newIsJson);
    QCOMPARE(r.rows.size(), 9);
    for (const DiffRow& row : r.rows) {
        QCOMPARE(row.kind, DiffRow::Kind::Equal);
        QCOMPARE(row.oldText, row.newText);
    }
    QVERIFY(JsonDiff::hunks(r).isEmpty());
    // The rows are equal, the stored texts are not: said, so that "identical" never hides a difference in storage.
    QVERIFY(!r.storedTextsEqual);
    QCOMPARE(r.notes(QStringLiteral("v1"), QStringLiteral("v2")),
             QStringList{QStringLiteral("v1 and v2 are stored with different spacing or key order; every value is the "
                                        "same.")});
    const QString same = QStringLiteral(R"({"a": 1})");
    QVERIFY(JsonDiff::compare(same, same).storedTextsEqual);
    QVERIFY(JsonDiff::compare(same, same).notes(QStringLiteral("v1"), QStringLiteral("v2")).isEmpty());
}

void TestJsonDiff::addedRemovedChangedLines() {
    const DiffResult r = JsonDiff::compare(QStringLiteral(R"({"a": 1, "b": 2, "c": 3})"),
                                           QStringLiteral(R"({"a": 1, "c": 4, "d": 5, "e": 6})"));
    // {  "a": 1,  "b": 2,  "c": 3  }   →   {  "a": 1,  "c": 4,  "d": 5,  "e": 6  }
    QCOMPARE(r.changed + r.added + r.removed > 0, true);
    int oldLines = 0, newLines = 0;
    for (const DiffRow& row : r.rows) {
        if (row.oldLine)
            QCOMPARE(row.oldLine, ++oldLines);
        if (row.newLine)
            QCOMPARE(row.newLine, ++newLines);
    }
    QCOMPARE(oldLines, 5);
    QCOMPARE(newLines, 6);
    QCOMPARE(r.rows.first().kind, DiffRow::Kind::Equal);
    QCOMPARE(r.rows.at(1).kind, DiffRow::Kind::Equal); // "a": 1,
    QCOMPARE(r.rows.last().kind, DiffRow::Kind::Equal);
    QCOMPARE(r.rows.last().oldText, QStringLiteral("}"));

    // Pure additions and removals.
    const DiffResult add = JsonDiff::compare(QStringLiteral("[1, 2]"), QStringLiteral("[1, 2, 3]"));
    QCOMPARE(kinds(add), (QList<DiffRow::Kind>{DiffRow::Kind::Equal, DiffRow::Kind::Equal, DiffRow::Kind::Changed,
                                               DiffRow::Kind::Added, DiffRow::Kind::Equal}));
    QCOMPARE(add.rows.at(2).oldText, QStringLiteral("  2"));
    QCOMPARE(add.rows.at(2).newText, QStringLiteral("  2,"));
    QCOMPARE(marked(add.rows.at(2).newText, add.rows.at(2).newMarks), QStringLiteral(","));
    QCOMPARE(add.rows.at(3).newText, QStringLiteral("  3"));
    QCOMPARE(add.rows.at(3).oldLine, 0);
    QCOMPARE(add.rows.at(3).newLine, 4);
    QCOMPARE(add.added, 1);
    QCOMPARE(add.changed, 1);

    const DiffResult rem = JsonDiff::compareLines({QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")},
                                                  {QStringLiteral("a"), QStringLiteral("c")}, {});
    QCOMPARE(kinds(rem), (QList<DiffRow::Kind>{DiffRow::Kind::Equal, DiffRow::Kind::Removed, DiffRow::Kind::Equal}));
    QCOMPARE(rem.rows.at(1).oldLine, 2);
    QCOMPARE(rem.rows.at(1).newLine, 0);
    QCOMPARE(rem.removed, 1);
}

void TestJsonDiff::changedWordsMarked() {
    const DiffResult r =
        JsonDiff::compare(QStringLiteral(R"({"config": {"expr": "amount > 100 and region = 'EU'"}})"),
                          QStringLiteral(R"({"config": {"expr": "amount >= 100 and region = 'US'"}})"));
    QCOMPARE(r.changed, 1);
    QCOMPARE(r.added + r.removed, 0);
    const DiffRow* row = nullptr;
    for (const DiffRow& candidate : r.rows)
        if (candidate.kind == DiffRow::Kind::Changed)
            row = &candidate;
    QVERIFY(row);
    QCOMPARE(row->oldText, QStringLiteral("    \"expr\": \"amount > 100 and region = 'EU'\""));
    QCOMPARE(marked(row->oldText, row->oldMarks), QStringLiteral(">|EU"));
    QCOMPARE(marked(row->newText, row->newMarks), QStringLiteral(">=|US"));

    // Two neighbouring words that both change are one mark, with the space between.
    const DiffResult two =
        JsonDiff::compareLines({QStringLiteral("keep old words here")}, {QStringLiteral("keep new text here")}, {});
    QCOMPARE(marked(two.rows.first().oldText, two.rows.first().oldMarks), QStringLiteral("old words"));
    QCOMPARE(marked(two.rows.first().newText, two.rows.first().newMarks), QStringLiteral("new text"));
}

void TestJsonDiff::pairsChangedThenLeftovers() {
    const DiffResult r = JsonDiff::compareLines(
        {QStringLiteral("x"), QStringLiteral("a1"), QStringLiteral("a2"), QStringLiteral("y")},
        {QStringLiteral("x"), QStringLiteral("b1"), QStringLiteral("b2"), QStringLiteral("b3"), QStringLiteral("y")},
        {});
    QCOMPARE(kinds(r), (QList<DiffRow::Kind>{DiffRow::Kind::Equal, DiffRow::Kind::Changed, DiffRow::Kind::Changed,
                                             DiffRow::Kind::Added, DiffRow::Kind::Equal}));
    QCOMPARE(r.rows.at(1).oldText, QStringLiteral("a1"));
    QCOMPARE(r.rows.at(1).newText, QStringLiteral("b1"));
    QCOMPARE(r.rows.at(3).newText, QStringLiteral("b3"));
    QCOMPARE(r.rows.at(4).oldLine, 4);
    QCOMPARE(r.rows.at(4).newLine, 5);
}

void TestJsonDiff::invalidJsonComparedAsText() {
    const DiffResult r = JsonDiff::compare(QStringLiteral("{\"nodes\": [\n  1,\n  2\n"),
                                           QStringLiteral("{\n  \"nodes\": [\n    1\n  ]\n}"));
    QVERIFY(!r.oldIsJson);
    QVERIFY(r.newIsJson);
    QVERIFY(!r.oldParseError.isEmpty());
    QVERIFY(!r.identical());
    const QStringList notes = r.notes(QStringLiteral("Version 1"), QStringLiteral("Version 2"));
    QCOMPARE(notes.size(), 1);
    QVERIFY2(notes.first().startsWith(QLatin1String("Version 1 is compared as text, not as JSON. Not valid JSON at "
                                                    "line 4, column 1")),
             qPrintable(notes.first()));
    // The old side is its own text, line by line.
    QCOMPARE(r.rows.first().oldText, QStringLiteral("{\"nodes\": ["));

    // CR LF lines are not LF lines, and a final line break is said: the bytes differ, so the diff does too.
    const DiffResult crlf =
        JsonDiff::compare(QStringLiteral("not json\r\nline 2\r\n"), QStringLiteral("not json\nline 3"));
    QVERIFY(!crlf.oldIsJson && !crlf.newIsJson);
    QCOMPARE(kinds(crlf), (QList<DiffRow::Kind>{DiffRow::Kind::Changed, DiffRow::Kind::Changed}));
    QCOMPARE(crlf.rows.at(0).oldText, QStringLiteral("not json\r"));
    QCOMPARE(marked(crlf.rows.at(1).newText, crlf.rows.at(1).newMarks), QStringLiteral("3"));
    const QStringList crlfNotes = crlf.notes(QStringLiteral("a"), QStringLiteral("b"));
    QVERIFY2(crlfNotes.contains(QStringLiteral("a ends with a line break, b does not.")),
             qPrintable(crlfNotes.join(QLatin1Char('|'))));
    QVERIFY(crlfNotes.contains(QStringLiteral("a ends its lines with CR LF, b with LF alone.")));
    const DiffResult finalBreak = JsonDiff::compare(QStringLiteral("x y"), QStringLiteral("x y\n"));
    QVERIFY(finalBreak.identical());
    QVERIFY(!finalBreak.storedTextsEqual);
    QCOMPARE(finalBreak.notes(QStringLiteral("a"), QStringLiteral("b")).constLast(),
             QStringLiteral("b ends with a line break, a does not."));

    // Neither text parses nor is empty: never a crash, and the report still says so.
    const DiffResult odd = JsonDiff::compare(QString(), QStringLiteral("\x01\x02{{{"));
    QVERIFY(!odd.oldIsJson && !odd.newIsJson);
    QCOMPARE(JsonDiff::toJson(odd).value(QStringLiteral("old_parse_error")).toString(), QStringLiteral("It is empty."));
}

void TestJsonDiff::pathsNameWhereALineIs() {
    QString canon, error;
    QVERIFY(JsonDiff::canonicalize(
        QStringLiteral(R"({"nodes":[{"id":"a","config":{"path":"x"}},[1,{"k":2}]],"a b":{"q\"":1},"e":[]})"), &canon,
        &error));
    const QStringList lines = canon.split(QLatin1Char('\n'));
    QList<int> all;
    for (int i = 0; i < lines.size(); ++i)
        all << i;
    const QHash<int, QString> paths = JsonDiff::linePaths(lines, all);
    QStringList shown;
    for (int i = 0; i < lines.size(); ++i)
        shown << paths.value(i) + QStringLiteral(" | ") + lines.at(i).trimmed();
    QCOMPARE(shown, (QStringList{
                        QStringLiteral("$ | {"),
                        QStringLiteral("$[\"a b\"] | \"a b\": {"),
                        QStringLiteral("$[\"a b\"][\"q\\\"\"] | \"q\\\"\": 1"),
                        QStringLiteral("$[\"a b\"] | },"),
                        QStringLiteral("e | \"e\": [],"),
                        QStringLiteral("nodes | \"nodes\": ["),
                        QStringLiteral("nodes[0] | {"),
                        QStringLiteral("nodes[0].config | \"config\": {"),
                        QStringLiteral("nodes[0].config.path | \"path\": \"x\""),
                        QStringLiteral("nodes[0].config | },"),
                        QStringLiteral("nodes[0].id | \"id\": \"a\""),
                        QStringLiteral("nodes[0] | },"),
                        QStringLiteral("nodes[1] | ["),
                        QStringLiteral("nodes[1][0] | 1,"),
                        QStringLiteral("nodes[1][1] | {"),
                        QStringLiteral("nodes[1][1].k | \"k\": 2"),
                        QStringLiteral("nodes[1][1] | }"),
                        QStringLiteral("nodes[1] | ]"),
                        QStringLiteral("nodes | ]"),
                        QStringLiteral("$ | }"),
                    }));
    // Only the lines asked for.
    QCOMPARE(JsonDiff::linePaths(lines, {8}), (QHash<int, QString>{{8, QStringLiteral("nodes[0].config.path")}}));

    // A diff names where its changed lines are; a side that is not JSON has none.
    const DiffResult r = JsonDiff::compare(QStringLiteral(R"({"nodes":[{"id":"a"},{"id":"b","x":1}]})"),
                                           QStringLiteral(R"({"nodes":[{"id":"a"},{"id":"c","x":1}]})"));
    QCOMPARE(r.changed, 1);
    for (const DiffRow& row : r.rows) {
        if (row.kind == DiffRow::Kind::Equal) {
            QVERIFY(row.oldPath.isEmpty() && row.newPath.isEmpty());
        } else {
            QCOMPARE(row.oldPath, QStringLiteral("nodes[1].id"));
            QCOMPARE(row.newPath, QStringLiteral("nodes[1].id"));
        }
    }
    QVERIFY(JsonDiff::unified(r, QStringLiteral("a"), QStringLiteral("b")).contains(QLatin1String("@@ nodes[1].id\n")));
    const DiffResult text = JsonDiff::compare(QStringLiteral("{oops"), QStringLiteral("{\"a\": 1}"));
    for (const DiffRow& row : text.rows)
        QVERIFY(row.oldPath.isEmpty());
}

void TestJsonDiff::hunksFoldUnchangedRuns() {
    QStringList a, b;
    for (int i = 1; i <= 40; ++i) {
        a << QStringLiteral("line %1").arg(i);
        b << (i == 5 || i == 30 ? QStringLiteral("LINE %1").arg(i) : QStringLiteral("line %1").arg(i));
    }
    const DiffResult r = JsonDiff::compareLines(a, b, {});
    QCOMPARE(r.changed, 2);
    const auto h = JsonDiff::hunks(r, 3);
    QCOMPARE(h.size(), 2);
    QCOMPARE(h.at(0).firstRow, 1); // lines 2..8
    QCOMPARE(h.at(0).rowCount, 7);
    QCOMPARE(h.at(0).oldStart, 2);
    QCOMPARE(h.at(0).oldCount, 7);
    QCOMPARE(h.at(1).firstRow, 26);
    QCOMPARE(h.at(1).rowCount, 7);
    // Close changes share one hunk: 6 unchanged lines between them stay shown with context 3.
    b[11] = QStringLiteral("x");
    const auto joined = JsonDiff::hunks(JsonDiff::compareLines(a, b, {}), 3);
    QCOMPARE(joined.size(), 2);
    QCOMPARE(joined.at(0).firstRow, 1);
    QCOMPARE(joined.at(0).rowCount, 14);
}

void TestJsonDiff::unifiedText() {
    const DiffResult r = JsonDiff::compareLines(
        {QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")},
        {QStringLiteral("a"), QStringLiteral("B"), QStringLiteral("c"), QStringLiteral("d")}, {});
    QCOMPARE(JsonDiff::unified(r, QStringLiteral("flow 7 v1"), QStringLiteral("flow 7 v2")),
             QStringLiteral("--- flow 7 v1\n+++ flow 7 v2\n@@ -1,3 +1,4 @@\n a\n-b\n+B\n c\n+d\n"));
    const DiffResult onlyAdd = JsonDiff::compareLines({}, {QStringLiteral("x")}, {});
    QCOMPARE(JsonDiff::unified(onlyAdd, QStringLiteral("a"), QStringLiteral("b")),
             QStringLiteral("--- a\n+++ b\n@@ -0,0 +1,1 @@\n+x\n"));
}

void TestJsonDiff::jsonReport() {
    const DiffResult r =
        JsonDiff::compare(QStringLiteral(R"({"a": "x y", "b": 1})"), QStringLiteral(R"({"a": "x z", "b": 1, "c": 2})"));
    const QJsonObject o = JsonDiff::toJson(r);
    QCOMPARE(o.value(QStringLiteral("identical")).toBool(), false);
    QCOMPARE(o.value(QStringLiteral("changed")).toInt(), 2); // "a" and "b": 1 → "b": 1,
    QCOMPARE(o.value(QStringLiteral("added")).toInt(), 1);
    const QJsonArray hunks = o.value(QStringLiteral("hunks")).toArray();
    QCOMPARE(hunks.size(), 1);
    const QJsonArray rows = hunks.first().toObject().value(QStringLiteral("rows")).toArray();
    QCOMPARE(rows.at(1).toObject().value(QStringLiteral("op")).toString(), QStringLiteral("changed"));
    QCOMPARE(rows.at(1).toObject().value(QStringLiteral("new_marks")).toArray(), (QJsonArray{QJsonArray{10, 1}}));
    QCOMPARE(rows.at(3).toObject().value(QStringLiteral("op")).toString(), QStringLiteral("added"));
    QVERIFY(!rows.at(3).toObject().contains(QStringLiteral("old_line")));
}

void TestJsonDiff::bigDocumentBounded() {
    // About 10 MB each, differing in one node's name near the middle.
    const int nodes = 85000;
    const QString a = bigFlow(nodes);
    const QString b = bigFlow(nodes, nodes / 2, QStringLiteral("renamed step"));
    QVERIFY(a.size() > 10 * 1000 * 1000);
    QElapsedTimer timer;
    timer.start();
    const DiffResult r = JsonDiff::compare(a, b);
    const qint64 ms = timer.elapsed();
    QVERIFY(!r.approximate);
    QCOMPARE(r.changed, 1);
    QCOMPARE(r.added + r.removed, 0);
    const DiffRow* row = nullptr;
    for (const DiffRow& candidate : r.rows)
        if (candidate.kind == DiffRow::Kind::Changed)
            row = &candidate;
    QVERIFY(row);
    QCOMPARE(marked(row->oldText, row->oldMarks), QStringLiteral("step %1").arg(nodes / 2));
    QCOMPARE(marked(row->newText, row->newMarks), QStringLiteral("renamed step"));
    // A regression to a quadratic alignment would take hours; linear work takes seconds even with sanitizers on a
    // busy machine (about 2 s in a Release build).
    qInfo("10 MB, one change: %lld ms", ms);
    QVERIFY2(ms < 300000, qPrintable(QString::number(ms)));
}

void TestJsonDiff::totallyDifferentBigDocumentsBounded() {
    // Every line differs: within the bound dtl cannot finish, so the middle is one replaced block, said in words.
    QStringList a, b;
    for (int i = 0; i < 200000; ++i) {
        a << QStringLiteral("old %1").arg(i);
        b << QStringLiteral("new %1").arg(i * 7);
    }
    JsonDiff::Options options;
    options.lineComparisons = 2'000'000;
    QElapsedTimer timer;
    timer.start();
    const DiffResult r = JsonDiff::compareLines(a, b, options);
    const qint64 ms = timer.elapsed();
    QVERIFY(r.approximate);
    QCOMPARE(r.changed, 200000);
    QCOMPARE(r.rows.size(), 200000);
    QCOMPARE(r.notes(QStringLiteral("a"), QStringLiteral("b")).size(), 1);
    QCOMPARE(JsonDiff::toJson(r).value(QStringLiteral("approximate")).toBool(), true);
    qInfo("200000 lines all different: %lld ms", ms);
    QVERIFY2(ms < 300000, qPrintable(QString::number(ms)));

    // The same bound with the default budget, on a smaller input, still aligns exactly.
    const DiffResult exact = JsonDiff::compareLines(a.mid(0, 500), b.mid(0, 500), {});
    QVERIFY(!exact.approximate);
}

void TestJsonDiff::longLineWordBound() {
    const QString longOld = QStringLiteral("x ").repeated(5000) + QStringLiteral("end");
    const QString longNew = QStringLiteral("x ").repeated(5000) + QStringLiteral("END");
    const DiffResult r = JsonDiff::compareLines({longOld}, {longNew}, {});
    QCOMPARE(r.changed, 1);
    // Over maxWordLineLength: the whole line is marked, not its words.
    QCOMPARE(r.rows.first().newMarks, (QList<DiffSpan>{DiffSpan{0, int(longNew.size())}}));
}

QTEST_GUILESS_MAIN(TestJsonDiff)
#include "tst_JsonDiff.moc"
