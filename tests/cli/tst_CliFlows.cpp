#include "common/CliRun.h"
#include "common/TestDatabases.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace metadesk;
using metadesk::test::CliRun;
using metadesk::test::ScratchDatabase;

namespace {

/// Three versions of flow 7 as the platform writes them (created, modified by someone whose row is NULL, promoted),
/// the third not JSON; flow 8 has none. Tabularia's own migration made the tables.
QStringList plantedVersions() {
    return {
        QStringLiteral("INSERT INTO users (id, email, full_name, is_active, is_superuser, is_observer, created_at) "
                       "VALUES (1, 'ada@example.com', 'Ada Example', TRUE, FALSE, FALSE, '2026-01-01 00:00:00'), "
                       "(2, 'bo@example.com', '', TRUE, FALSE, FALSE, '2026-01-01 00:00:00')"),
        QStringLiteral("INSERT INTO projects (id, name, description, created_at) VALUES (1, 'Sales', '', "
                       "'2026-01-01 00:00:00')"),
        QStringLiteral("INSERT INTO flows (id, definition, name, description, project_id, owner_id, engine, "
                       "created_at, updated_at) VALUES "
                       "(7, '{not json', 'Sales rollup', '', 1, 1, 'polars', '2026-01-01 00:00:00', "
                       "'2026-01-04 12:00:00'), "
                       "(8, '{}', 'Empty', '', 1, 1, 'polars', '2026-01-01 00:00:00', '2026-01-01 00:00:00')"),
        QStringLiteral("INSERT INTO flow_versions (id, definition, flow_id, version, note, created_at, created_by) "
                       "VALUES "
                       "(1, '{\"nodes\":[{\"id\":\"a\",\"type\":\"input\",\"config\":{\"path\":\"s3://b/sales.csv\"}}],"
                       "\"edges\":[]}', 7, 1, 'creazione', '2026-01-02 10:00:00', 1), "
                       "(2, '{\"edges\":[],\"nodes\":[{\"type\":\"input\",\"id\":\"a\",\"config\":{\"path\":"
                       "\"s3://b/sales_2026.csv\"}},{\"id\":\"b\",\"type\":\"output\"}]}', 7, 2, 'modifica', "
                       "'2026-01-03 11:00:00', NULL), "
                       "(3, '{not json', 7, 3, 'promossa dalla v1', '2026-01-04 12:00:00', 2)"),
    };
}

} // namespace

/// `metadesk-cli flows history|diff` on a database Tabularia's migration made, on both engines: the versions listed
/// as the platform lists them, the diff as unified text and as JSON, and every exit code.
class TestCliFlows : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void historyLists_data() { test::addEngineColumn(), test::addEngineRows(); }
    void historyLists();
    void diffAsText_data() { test::addEngineColumn(), test::addEngineRows(); }
    void diffAsText();
    void diffAsJson_data() { test::addEngineColumn(), test::addEngineRows(); }
    void diffAsJson();
    void versionNotJsonIsComparedAsText_data() { test::addEngineColumn(), test::addEngineRows(); }
    void versionNotJsonIsComparedAsText();
    void storedValuesAsTheyAre_data() { test::addEngineColumn(), test::addEngineRows(); }
    void storedValuesAsTheyAre();
    void notFound_data() { test::addEngineColumn(), test::addEngineRows(); }
    void notFound();
    void usage_data();
    void usage();
    void databaseErrors_data() { test::addEngineColumn(), test::addEngineRows(); }
    void databaseErrors();

private:
    CliRun run(const QStringList& arguments) const { return test::runCli(m_cli, arguments, {}, m_workDir.path()); }
    CliRun flows(const QStringList& arguments) const {
        return run(QStringList{QStringLiteral("flows")} + arguments +
                   QStringList{QStringLiteral("--database"), m_scratch->urlText()});
    }

    QString m_cli;
    QTemporaryDir m_workDir;
    std::unique_ptr<ScratchDatabase> m_scratch;
};

void TestCliFlows::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    m_cli = qEnvironmentVariable("METADESK_CLI");
    QVERIFY2(QFileInfo(m_cli).isExecutable(), "METADESK_CLI must name the metadesk-cli binary (ctest sets it)");
    QVERIFY(m_workDir.isValid());
}

void TestCliFlows::init() {
    if (QByteArray(QTest::currentTestFunction()) == "usage")
        return;
    QFETCH(ScratchDatabase::Engine, engine);
    m_scratch = std::make_unique<ScratchDatabase>(engine);
    QVERIFY2(m_scratch->isValid(), qPrintable(m_scratch->error()));
    if (QByteArray(QTest::currentTestFunction()) == "databaseErrors")
        return;
    const CliRun up =
        run({QStringLiteral("migrate"), QStringLiteral("up"), QStringLiteral("--platform"), QStringLiteral("tabularia"),
             QStringLiteral("--yes"), QStringLiteral("--database"), m_scratch->urlText()});
    QVERIFY2(up.exitedWith(0), qPrintable(up.report()));
    QVERIFY(test::execAll(*m_scratch, plantedVersions()));
}

void TestCliFlows::cleanup() {
    m_scratch.reset();
}

void TestCliFlows::historyLists() {
    CliRun r = flows({QStringLiteral("history"), QStringLiteral("--flow"), QStringLiteral("7")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.report()));
    QCOMPARE(
        r.outLines(),
        (QStringList{QStringLiteral("Flow 7 \"Sales rollup\": 3 versions, newest first"),
                     QStringLiteral("  v3     2026-01-04 12:00:00 UTC  bo@example.com  promossa dalla v1  (current)"),
                     QStringLiteral("  v2     2026-01-03 11:00:00 UTC  (nobody recorded)  modifica"),
                     QStringLiteral("  v1     2026-01-02 10:00:00 UTC  Ada Example  creazione")}));

    r = flows({QStringLiteral("history"), QStringLiteral("--flow"), QStringLiteral("7"), QStringLiteral("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(root.value(QStringLiteral("flow")).toObject().value(QStringLiteral("name")).toString(),
             QStringLiteral("Sales rollup"));
    const QJsonArray versions = root.value(QStringLiteral("versions")).toArray();
    QCOMPARE(versions.size(), 3);
    const QJsonObject newest = versions.at(0).toObject();
    QCOMPARE(newest.value(QStringLiteral("version")).toInt(), 3);
    QCOMPARE(newest.value(QStringLiteral("current")).toBool(), true);
    QCOMPARE(newest.value(QStringLiteral("author")).toString(), QStringLiteral("bo@example.com"));
    QCOMPARE(newest.value(QStringLiteral("created_by")).toInt(), 2);
    QCOMPARE(newest.value(QStringLiteral("created_at")).toString(), QStringLiteral("2026-01-04T12:00:00.000Z"));
    const QJsonObject middle = versions.at(1).toObject();
    QVERIFY(middle.value(QStringLiteral("created_by")).isNull());
    QVERIFY(middle.value(QStringLiteral("author")).isNull());
    QCOMPARE(middle.value(QStringLiteral("current")).toBool(), false);
    QCOMPARE(versions.at(2).toObject().value(QStringLiteral("note")).toString(), QStringLiteral("creazione"));

    // A flow with no versions is listed as such, not as an error.
    r = flows({QStringLiteral("history"), QStringLiteral("--flow"), QStringLiteral("8")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(r.outLines(), QStringList{QStringLiteral("Flow 8 \"Empty\": 0 versions, newest first")});
}

void TestCliFlows::diffAsText() {
    const CliRun r =
        flows({QStringLiteral("diff"), QStringLiteral("--flow"), QStringLiteral("7"), QStringLiteral("--from"),
               QStringLiteral("1"), QStringLiteral("--to"), QStringLiteral("2")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.report()));
    // Key order in the stored text does not matter: only the path and the new node differ.
    QCOMPARE(r.out, QStringLiteral("--- flow 7 v1\n"
                                   "+++ flow 7 v2\n"
                                   "@@ -3,10 +3,14 @@ nodes[0].config.path\n"
                                   "   \"nodes\": [\n"
                                   "     {\n"
                                   "       \"config\": {\n"
                                   "-        \"path\": \"s3://b/sales.csv\"\n"
                                   "+        \"path\": \"s3://b/sales_2026.csv\"\n"
                                   "       },\n"
                                   "       \"id\": \"a\",\n"
                                   "       \"type\": \"input\"\n"
                                   "+    },\n"
                                   "+    {\n"
                                   "+      \"id\": \"b\",\n"
                                   "+      \"type\": \"output\"\n"
                                   "     }\n"
                                   "   ]\n"
                                   " }\n"));
    // The same version twice: no hunk.
    const CliRun same =
        flows({QStringLiteral("diff"), QStringLiteral("--flow"), QStringLiteral("7"), QStringLiteral("--from"),
               QStringLiteral("2"), QStringLiteral("--to"), QStringLiteral("2")});
    QVERIFY2(same.exitedWith(0), qPrintable(same.report()));
    QCOMPARE(same.out, QStringLiteral("--- flow 7 v2\n+++ flow 7 v2\n"));
}

void TestCliFlows::diffAsJson() {
    const CliRun r = flows({QStringLiteral("diff"), QStringLiteral("--flow"), QStringLiteral("7"),
                            QStringLiteral("--from"), QStringLiteral("1"), QStringLiteral("--to"), QStringLiteral("2"),
                            QStringLiteral("--json"), QStringLiteral("--context"), QStringLiteral("0")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QVERIFY2(!root.isEmpty(), qPrintable(r.report()));
    QCOMPARE(root.value(QStringLiteral("from")).toInt(), 1);
    QCOMPARE(root.value(QStringLiteral("to")).toInt(), 2);
    QCOMPARE(root.value(QStringLiteral("identical")).toBool(), false);
    QCOMPARE(root.value(QStringLiteral("changed")).toInt(), 1);
    QCOMPARE(root.value(QStringLiteral("added")).toInt(), 4);
    QCOMPARE(root.value(QStringLiteral("removed")).toInt(), 0);
    QCOMPARE(root.value(QStringLiteral("notes")).toArray(), QJsonArray());
    const QJsonArray hunks = root.value(QStringLiteral("hunks")).toArray();
    QCOMPARE(hunks.size(), 2); // context 0: the path, then the new node
    const QJsonObject path = hunks.at(0).toObject().value(QStringLiteral("rows")).toArray().at(0).toObject();
    QCOMPARE(path.value(QStringLiteral("op")).toString(), QStringLiteral("changed"));
    QCOMPARE(path.value(QStringLiteral("old_line")).toInt(), 6);
    QCOMPARE(path.value(QStringLiteral("new_line")).toInt(), 6);
    QCOMPARE(path.value(QStringLiteral("old_path")).toString(), QStringLiteral("nodes[0].config.path"));
    QCOMPARE(path.value(QStringLiteral("new_path")).toString(), QStringLiteral("nodes[0].config.path"));
    const QString newText = path.value(QStringLiteral("new")).toString();
    const QJsonArray mark = path.value(QStringLiteral("new_marks")).toArray().at(0).toArray();
    QCOMPARE(newText.mid(mark.at(0).toInt(), mark.at(1).toInt()), QStringLiteral("sales_2026"));
}

void TestCliFlows::versionNotJsonIsComparedAsText() {
    const CliRun r =
        flows({QStringLiteral("diff"), QStringLiteral("--flow"), QStringLiteral("7"), QStringLiteral("--from"),
               QStringLiteral("2"), QStringLiteral("--to"), QStringLiteral("3")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine(), qPrintable(r.report()));
    QVERIFY2(
        r.err.contains(QLatin1String("note: flow 7 v3 is compared as text, not as JSON. Not valid JSON at line 1")),
        qPrintable(r.report()));
    QVERIFY2(r.out.endsWith(QLatin1String("+{not json\n")), qPrintable(r.report()));

    const CliRun j =
        flows({QStringLiteral("diff"), QStringLiteral("--flow"), QStringLiteral("7"), QStringLiteral("--from"),
               QStringLiteral("3"), QStringLiteral("--to"), QStringLiteral("1"), QStringLiteral("--json")});
    QVERIFY2(j.exitedWith(0), qPrintable(j.report()));
    const QJsonObject root = QJsonDocument::fromJson(j.out.toUtf8()).object();
    QCOMPARE(root.value(QStringLiteral("old_is_json")).toBool(), false);
    QCOMPARE(root.value(QStringLiteral("new_is_json")).toBool(), true);
    QVERIFY(!root.value(QStringLiteral("old_parse_error")).toString().isEmpty());
    QCOMPARE(root.value(QStringLiteral("notes")).toArray().size(), 1);
}

void TestCliFlows::storedValuesAsTheyAre() {
    // Two integers a double cannot tell apart, then the second version laid out again: the first pair is a change,
    // the second is no change but is said to differ in storage.
    QVERIFY(test::execAll(
        *m_scratch,
        {QStringLiteral("INSERT INTO flow_versions (id, definition, flow_id, version, note, created_at, created_by) "
                        "VALUES (4, '{\"limit\": 12345678901234567890, \"ratio\": 1.0}', 8, 1, 'creazione', "
                        "'2026-01-02 10:00:00', 1), "
                        "(5, '{\"limit\": 12345678901234567891, \"ratio\": 1.0}', 8, 2, 'modifica', "
                        "'2026-01-03 10:00:00', 1), "
                        "(6, '{\"ratio\":1.0,\"limit\":12345678901234567891}', 8, 3, 'modifica', "
                        "'2026-01-04 10:00:00', 1)")}));
    const CliRun r =
        flows({QStringLiteral("diff"), QStringLiteral("--flow"), QStringLiteral("8"), QStringLiteral("--from"),
               QStringLiteral("1"), QStringLiteral("--to"), QStringLiteral("2")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(
        r.out.contains(QLatin1String("\n-  \"limit\": 12345678901234567890,\n+  \"limit\": 12345678901234567891,\n")),
        qPrintable(r.report()));
    QVERIFY2(r.out.contains(QLatin1String("\n   \"ratio\": 1.0\n")), qPrintable(r.report()));
    const CliRun layout =
        flows({QStringLiteral("diff"), QStringLiteral("--flow"), QStringLiteral("8"), QStringLiteral("--from"),
               QStringLiteral("2"), QStringLiteral("--to"), QStringLiteral("3"), QStringLiteral("--json")});
    QVERIFY2(layout.exitedWith(0), qPrintable(layout.report()));
    const QJsonObject root = QJsonDocument::fromJson(layout.out.toUtf8()).object();
    QCOMPARE(root.value(QStringLiteral("identical")).toBool(), true);
    QCOMPARE(root.value(QStringLiteral("stored_texts_equal")).toBool(), false);
    QCOMPARE(root.value(QStringLiteral("notes")).toArray(),
             QJsonArray{QStringLiteral("flow 8 v2 and flow 8 v3 are stored with different spacing or key order; every "
                                       "value is the same.")});
}

void TestCliFlows::notFound() {
    CliRun r = flows({QStringLiteral("history"), QStringLiteral("--flow"), QStringLiteral("99")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine(), qPrintable(r.report()));
    QVERIFY2(r.err.contains(QLatin1String("No flow has the id 99.")), qPrintable(r.report()));
    QVERIFY(r.out.isEmpty());

    r = flows({QStringLiteral("diff"), QStringLiteral("--flow"), QStringLiteral("7"), QStringLiteral("--from"),
               QStringLiteral("1"), QStringLiteral("--to"), QStringLiteral("9")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.err.contains(QLatin1String("Flow 7 has no version 9; its versions are 1, 2, 3.")),
             qPrintable(r.report()));
    QVERIFY(r.out.isEmpty());

    r = flows({QStringLiteral("diff"), QStringLiteral("--flow"), QStringLiteral("8"), QStringLiteral("--from"),
               QStringLiteral("1"), QStringLiteral("--to"), QStringLiteral("2")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.err.contains(QLatin1String("no versions at all")), qPrintable(r.report()));
}

void TestCliFlows::usage_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString db = QStringLiteral("sqlite:///nonexistent/never-opened.db");
    auto row = [](const char* name, const QStringList& args, const char* message) {
        QTest::newRow(name) << args << QString::fromUtf8(message);
    };
    row("no action", {QStringLiteral("flows"), QStringLiteral("--database"), db},
        "needs exactly one of history, diff, restore or forget-ai-texts");
    row("unknown action", {QStringLiteral("flows"), QStringLiteral("promote"), QStringLiteral("--database"), db},
        "needs exactly one of history, diff, restore or forget-ai-texts");
    row("no database",
        {QStringLiteral("flows"), QStringLiteral("history"), QStringLiteral("--flow"), QStringLiteral("7")},
        "needs --database URL or --profile NAME");
    row("no flow", {QStringLiteral("flows"), QStringLiteral("history"), QStringLiteral("--database"), db},
        "needs --flow ID");
    row("flow not a number",
        {QStringLiteral("flows"), QStringLiteral("history"), QStringLiteral("--flow"), QStringLiteral("seven"),
         QStringLiteral("--database"), db},
        "is not one");
    row("diff without --to",
        {QStringLiteral("flows"), QStringLiteral("diff"), QStringLiteral("--flow"), QStringLiteral("7"),
         QStringLiteral("--from"), QStringLiteral("1"), QStringLiteral("--database"), db},
        "needs --from V and --to V");
    row("version zero",
        {QStringLiteral("flows"), QStringLiteral("diff"), QStringLiteral("--flow"), QStringLiteral("7"),
         QStringLiteral("--from"), QStringLiteral("0"), QStringLiteral("--to"), QStringLiteral("1"),
         QStringLiteral("--database"), db},
        "need version numbers");
    row("--from with history",
        {QStringLiteral("flows"), QStringLiteral("history"), QStringLiteral("--flow"), QStringLiteral("7"),
         QStringLiteral("--from"), QStringLiteral("1"), QStringLiteral("--database"), db},
        "go with flows diff");
    row("unknown option",
        {QStringLiteral("flows"), QStringLiteral("history"), QStringLiteral("--flow"), QStringLiteral("7"),
         QStringLiteral("--verbose"), QStringLiteral("--database"), db},
        "Unknown option 'verbose'");
}

void TestCliFlows::usage() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliRun r = run(arguments);
    QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine(), qPrintable(r.report()));
    QVERIFY2(r.err.contains(message), qPrintable(r.report()));
    QVERIFY(r.out.isEmpty());
}

void TestCliFlows::databaseErrors() {
    QFETCH(ScratchDatabase::Engine, engine);
    // Before any migration: SQLite's file does not exist yet (never created by a read), PostgreSQL's database is
    // empty; neither holds Tabularia's flows.
    CliRun r = flows({QStringLiteral("history"), QStringLiteral("--flow"), QStringLiteral("7")});
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine(), qPrintable(r.report()));
    if (engine == ScratchDatabase::Engine::Postgres)
        QVERIFY2(r.err.contains(QLatin1String("has no Tabularia flows")), qPrintable(r.report()));
    r = run({QStringLiteral("flows"), QStringLiteral("diff"), QStringLiteral("--flow"), QStringLiteral("7"),
             QStringLiteral("--from"), QStringLiteral("1"), QStringLiteral("--to"), QStringLiteral("2"),
             QStringLiteral("--database"), QStringLiteral("postgresql://nobody@127.0.0.1:1/none")});
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestCliFlows)
#include "tst_CliFlows.moc"
