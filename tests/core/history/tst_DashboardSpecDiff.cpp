#include "core/history/DashboardSpecDiff.h"
#include "core/ops/holotable/DashboardSpec.h"

#include <QTest>

using namespace metadesk;

namespace {
QString panel(const QString& id, const QString& sql, const QString& title = QStringLiteral("P")) {
    return QStringLiteral("{\"id\": \"%1\", \"title\": \"%3\", \"viz\": \"line\", \"query\": {\"sourceId\": \"s\", "
                          "\"sql\": \"%2\"}, \"layout\": {\"x\": 0, \"y\": 0, \"w\": 6, \"h\": 4}}")
        .arg(id, sql, title);
}
QString dashboard(const QString& title, const QStringList& panels, const QString& from = QStringLiteral("now-6h")) {
    return QStringLiteral("{\"title\": \"%1\", \"timeRange\": {\"from\": \"%3\", \"to\": \"now\"}, "
                          "\"refreshIntervalMs\": 30000, \"panels\": [%2]}")
        .arg(title, panels.join(QStringLiteral(", ")), from);
}
using K = SpecChange::Kind;
} // namespace

/// The structural diff of two dashboard specs (panels matched by id: added, removed, moved, changed, each named by its
/// path), and the spec's own reading and title rewrite that keeps every other byte.
class TestDashboardSpecDiff : public QObject {
    Q_OBJECT
private slots:
    void namesEachChange_data();
    void namesEachChange();
    void identicalSpecsHaveNoChanges();
    void notJsonIsAnError();
    void sentences();
    void withTitleKeepsEveryOtherByte();
    void problems();
};

void TestDashboardSpecDiff::namesEachChange_data() {
    QTest::addColumn<QString>("oldSpec");
    QTest::addColumn<QString>("newSpec");
    QTest::addColumn<QList<SpecChange>>("expected");
    const QString a = panel(QStringLiteral("a"), QStringLiteral("SELECT 1"));
    const QString b = panel(QStringLiteral("b"), QStringLiteral("SELECT 2"));
    const QString c = panel(QStringLiteral("c"), QStringLiteral("SELECT 3"));
    QTest::newRow("title") << dashboard(QStringLiteral("One"), {a}) << dashboard(QStringLiteral("Two"), {a})
                           << QList<SpecChange>{{K::Changed, QStringLiteral("title"), {}, {}}};
    QTest::newRow("time range") << dashboard(QStringLiteral("T"), {a})
                                << dashboard(QStringLiteral("T"), {a}, QStringLiteral("now-24h"))
                                << QList<SpecChange>{{K::Changed, QStringLiteral("timeRange.from"), {}, {}}};
    QTest::newRow("query changed") << dashboard(QStringLiteral("T"), {a, b, c})
                                   << dashboard(QStringLiteral("T"),
                                                {a, b, panel(QStringLiteral("c"), QStringLiteral("SELECT 4"))})
                                   << QList<SpecChange>{
                                          {K::Changed, QStringLiteral("panels[2].query.sql"), QStringLiteral("c"), {}}};
    QTest::newRow("added and removed") << dashboard(QStringLiteral("T"), {a, b})
                                       << dashboard(QStringLiteral("T"), {a, c})
                                       << QList<SpecChange>{
                                              {K::Added, QStringLiteral("panels[1]"), QStringLiteral("c"), {}},
                                              {K::Removed, QStringLiteral("panels[1]"), QStringLiteral("b"), {}}};
    // One panel taken from the end to the front: it moved, the others kept their order.
    QTest::newRow("moved") << dashboard(QStringLiteral("T"), {a, b, c}) << dashboard(QStringLiteral("T"), {c, a, b})
                           << QList<SpecChange>{{K::Moved, QStringLiteral("panels[0]"), QStringLiteral("c"),
                                                 QStringLiteral("panels[2]")}};
    // Two panels swapped: one of them moved (the other keeps its place among the shared ones), the other changed.
    QTest::newRow("moved and changed")
        << dashboard(QStringLiteral("T"), {a, b})
        << dashboard(QStringLiteral("T"),
                     {panel(QStringLiteral("b"), QStringLiteral("SELECT 2"), QStringLiteral("Q")), a})
        << QList<SpecChange>{{K::Changed, QStringLiteral("panels[0].title"), QStringLiteral("b"), {}},
                             {K::Moved, QStringLiteral("panels[1]"), QStringLiteral("a"), QStringLiteral("panels[0]")}};
    QTest::newRow("field added") << QStringLiteral("{\"title\": \"T\", \"panels\": []}")
                                 << QStringLiteral("{\"title\": \"T\", \"panels\": [], \"my key\": 1}")
                                 << QList<SpecChange>{{K::Added, QStringLiteral("[\"my key\"]"), {}, {}}};
    // Values are compared as stored, never through a double or a decoded escape: each of these differs in the
    // database, so each is a change (QJsonValue reads every pair alike).
    QTest::newRow("1 and 1.0") << QStringLiteral("{\"refresh\": 1}") << QStringLiteral("{\"refresh\": 1.0}")
                               << QList<SpecChange>{{K::Changed, QStringLiteral("refresh"), {}, {}}};
    QTest::newRow("big integers") << QStringLiteral("{\"panels\": [{\"id\": \"a\", \"n\": 12345678901234567890}]}")
                                  << QStringLiteral("{\"panels\": [{\"id\": \"a\", \"n\": 12345678901234567891}]}")
                                  << QList<SpecChange>{
                                         {K::Changed, QStringLiteral("panels[0].n"), QStringLiteral("a"), {}}};
    QTest::newRow("escaped and plain") << QStringLiteral("{\"title\": \"caf\\u00e9\"}")
                                       << QStringLiteral("{\"title\": \"caf\u00e9\"}")
                                       << QList<SpecChange>{{K::Changed, QStringLiteral("title"), {}, {}}};
    QTest::newRow("inside a list") << QStringLiteral("{\"tags\": [1, {\"w\": 2}]}")
                                   << QStringLiteral("{\"tags\": [1, {\"w\": 2.0}]}")
                                   << QList<SpecChange>{{K::Changed, QStringLiteral("tags"), {}, {}}};
    // A panel id spelled with an escape is the same panel: ids are matched as JSON means them.
    QTest::newRow("escaped panel id") << QStringLiteral("{\"panels\": [{\"id\": \"a\", \"w\": 1}]}")
                                      << QStringLiteral("{\"panels\": [{\"id\": \"\\u0061\", \"w\": 1}]}")
                                      << QList<SpecChange>{
                                             {K::Changed, QStringLiteral("panels[0].id"), QStringLiteral("a"), {}}};
}

void TestDashboardSpecDiff::namesEachChange() {
    QFETCH(QString, oldSpec);
    QFETCH(QString, newSpec);
    QFETCH(QList<SpecChange>, expected);
    QList<SpecChange> changes;
    QString error;
    QVERIFY2(DashboardSpecDiff::compare(oldSpec, newSpec, &changes, &error), qPrintable(error));
    QStringList got;
    for (const SpecChange& c : std::as_const(changes))
        got << DashboardSpecDiff::sentence(c);
    QVERIFY2(changes == expected, qPrintable(got.join(QStringLiteral("; "))));
}

void TestDashboardSpecDiff::identicalSpecsHaveNoChanges() {
    QList<SpecChange> changes;
    QString error;
    // Key order and spacing are not changes.
    QVERIFY(DashboardSpecDiff::compare(QStringLiteral("{\"title\": \"T\", \"panels\": []}"),
                                       QStringLiteral("{\"panels\":[],\"title\":\"T\"}"), &changes, &error));
    QVERIFY(changes.isEmpty());
    QVERIFY(DashboardSpecDiff::compare(
        QStringLiteral("{\"panels\": [{\"id\": \"a\", \"q\": {\"x\": 1.50, \"y\": [true, null]}}]}"),
        QStringLiteral("{\"panels\":[{\"q\":{\"y\":[true,null],\"x\":1.50},\"id\":\"a\"}]}"), &changes, &error));
    QVERIFY(changes.isEmpty());
}

void TestDashboardSpecDiff::notJsonIsAnError() {
    QList<SpecChange> changes;
    QString error;
    QVERIFY(!DashboardSpecDiff::compare(QStringLiteral("{"), QStringLiteral("{}"), &changes, &error));
    QVERIFY(error.contains(QStringLiteral("old spec")));
}

void TestDashboardSpecDiff::sentences() {
    QCOMPARE(DashboardSpecDiff::sentence({K::Changed, QStringLiteral("panels[2].query.sql"), QStringLiteral("c"), {}}),
             QStringLiteral("panels[2].query.sql changed (panel c)"));
    QCOMPARE(DashboardSpecDiff::sentence({K::Added, QStringLiteral("panels[1]"), QStringLiteral("c"), {}}),
             QStringLiteral("Panel c added at panels[1]"));
    QCOMPARE(DashboardSpecDiff::sentence(
                 {K::Moved, QStringLiteral("panels[0]"), QStringLiteral("c"), QStringLiteral("panels[2]")}),
             QStringLiteral("Panel c moved from panels[2] to panels[0]"));
    QCOMPARE(DashboardSpecDiff::kindName(K::Removed), QStringLiteral("removed"));
}

void TestDashboardSpecDiff::withTitleKeepsEveryOtherByte() {
    // Panels have titles too, and the dashboard's title may come after them: only the top-level one changes.
    const QString stored = QStringLiteral("{ \"panels\" : [ {\"id\":\"a\",\"title\":\"Latency\"} ],\n"
                                          "  \"n\": 1.50e3, \"title\"  :  \"Latency\" ,\"x\":\"title\"}");
    QString out;
    QVERIFY(DashboardSpec::withTitle(stored, QStringLiteral("Lat \"q\" ü"), &out));
    QCOMPARE(out, QStringLiteral("{ \"panels\" : [ {\"id\":\"a\",\"title\":\"Latency\"} ],\n"
                                 "  \"n\": 1.50e3, \"title\"  :  \"Lat \\\"q\\\" ü\" ,\"x\":\"title\"}"));
    QCOMPARE(DashboardSpec::title(out), QStringLiteral("Lat \"q\" ü"));
    // An escaped key is the same key.
    QVERIFY(DashboardSpec::withTitle(QStringLiteral("{\"ti\\u0074le\":\"A\"}"), QStringLiteral("B"), &out));
    QCOMPARE(out, QStringLiteral("{\"ti\\u0074le\":\"B\"}"));
    QVERIFY(!DashboardSpec::withTitle(QStringLiteral("{\"name\":\"A\"}"), QStringLiteral("B"), &out));
    QVERIFY(!DashboardSpec::withTitle(QStringLiteral("[\"title\"]"), QStringLiteral("B"), &out));
}

void TestDashboardSpecDiff::problems() {
    const QString good = dashboard(QStringLiteral("T"), {panel(QStringLiteral("a"), QStringLiteral("SELECT 1"))});
    QVERIFY(DashboardSpec::problem(good).isEmpty());
    QVERIFY(!DashboardSpec::problem(QStringLiteral("nope")).isEmpty());
    QVERIFY(DashboardSpec::problem(dashboard(QStringLiteral("T"), {})).contains(QStringLiteral("1 to 50")));
    QVERIFY(DashboardSpec::problem(dashboard(QString(), {})).contains(QStringLiteral("empty")));
    QVERIFY(DashboardSpec::titleProblem(QString(201, QLatin1Char('x'))).contains(QStringLiteral("200")));
    QVERIFY(DashboardSpec::titleProblem(QString(200, QLatin1Char('x'))).isEmpty());
    QCOMPARE(DashboardSpec::sourceIds(good), QStringList{QStringLiteral("s")});
}

QTEST_GUILESS_MAIN(TestDashboardSpecDiff)
#include "tst_DashboardSpecDiff.moc"
