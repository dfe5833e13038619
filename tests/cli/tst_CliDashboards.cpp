#include "common/CliRun.h"
#include "common/TestDatabases.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcessEnvironment>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace metadesk;
using metadesk::test::CliRun;
using metadesk::test::ScratchDatabase;

namespace {

const QString kId = QStringLiteral("5d1f6a4e-2c3b-4e5f-8a9b-0c1d2e3f4a01");
const QString kV1 = QStringLiteral("5d1f6a4e-2c3b-4e5f-8a9b-0c1d2e3f4b01");
const QString kV2 = QStringLiteral("5d1f6a4e-2c3b-4e5f-8a9b-0c1d2e3f4b02");
const QString kGoneV1 = QStringLiteral("5d1f6a4e-2c3b-4e5f-8a9b-0c1d2e3f4b03");

QString spec(const QString& title, int panels) {
    QStringList list;
    for (int i = 1; i <= panels; ++i)
        list << QStringLiteral(
                    "{\"id\": \"p%1\", \"title\": \"Panel %1\", \"viz\": \"line\", \"query\": {\"sourceId\": "
                    "\"ts-metrics\", \"sql\": \"SELECT %1\"}, \"layout\": {\"x\": 0, \"y\": 0, \"w\": 6, "
                    "\"h\": 4}}")
                    .arg(i);
    return QStringLiteral("{\"title\": \"%1\", \"timeRange\": {\"from\": \"now-6h\", \"to\": \"now\"}, "
                          "\"refreshIntervalMs\": 30000, \"panels\": [%2]}")
        .arg(title, list.join(QStringLiteral(", ")));
}

/// One dashboard with two versions (the second adds a panel), a second one soft-deleted; Holotable's own migrations
/// made the tables.
QStringList planted() {
    const QString deleted = QStringLiteral("5d1f6a4e-2c3b-4e5f-8a9b-0c1d2e3f4a02");
    return {
        QStringLiteral("INSERT INTO sources (id, workspace_id, name, config, secret_ref, created_by) VALUES "
                       "('ts-metrics', 'ws-1', 'Metrics', '{}', 'METRICS', 'alice')"),
        QStringLiteral("INSERT INTO dashboards (id, workspace_id, title, created_by, updated_at) VALUES "
                       "('%1', 'ws-1', 'Latency', 'alice', '2026-01-03T00:00:00Z'), "
                       "('%2', 'ws-2', 'Gone', 'bob', '2026-01-02T00:00:00Z')")
            .arg(kId, deleted),
        QStringLiteral("INSERT INTO dashboard_versions (id, dashboard_id, version, spec, created_by, created_at, note) "
                       "VALUES ('%1', '%2', 1, '%3', 'alice', '2026-01-01T10:00:00Z', 'first'), "
                       "('%4', '%2', 2, '%5', 'bob', '2026-01-02T11:00:00Z', NULL), "
                       "('%6', '%7', 1, '%8', 'bob', '2026-01-02T09:00:00Z', NULL)")
            .arg(kV1, kId, spec(QStringLiteral("Latency"), 1), kV2, spec(QStringLiteral("Latency"), 2), kGoneV1,
                 deleted, spec(QStringLiteral("Gone"), 1)),
        QStringLiteral("UPDATE dashboards SET current_version_id = '%1' WHERE id = '%2'").arg(kV2, kId),
        QStringLiteral("UPDATE dashboards SET current_version_id = '%1', deleted_at = '2026-01-05T00:00:00Z' "
                       "WHERE id = '%2'")
            .arg(kGoneV1, deleted),
    };
}

} // namespace

/// `metadesk-cli dashboards …` on a database Holotable's migrations made, on both engines: the list, the history,
/// the structural and textual diff, rename and restore as the platform writes them, delete and undelete, and every
/// exit code.
class TestCliDashboards : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void listsAndHistory_data() { test::addEngineColumn(), test::addEngineRows(); }
    void listsAndHistory();
    void diffNamesPaths_data() { test::addEngineColumn(), test::addEngineRows(); }
    void diffNamesPaths();
    void renameRestoreDelete_data() { test::addEngineColumn(), test::addEngineRows(); }
    void renameRestoreDelete();
    void refusedAndNotFound_data() { test::addEngineColumn(), test::addEngineRows(); }
    void refusedAndNotFound();
    void usage_data();
    void usage();
    void databaseErrors_data() { test::addEngineColumn(), test::addEngineRows(); }
    void databaseErrors();
    void sourcesRetire_data() { test::addEngineColumn(), test::addEngineRows(); }
    void sourcesRetire();
    void limitsSetAndShow_data() { test::addEngineColumn(), test::addEngineRows(); }
    void limitsSetAndShow();
    void sourceSecretRefRefused_data() { test::addEngineColumn(), test::addEngineRows(); }
    void sourceSecretRefRefused();
    void exportImportAndTemplates_data() { test::addEngineColumn(), test::addEngineRows(); }
    void exportImportAndTemplates();

private:
    CliRun run(const QStringList& arguments) const {
        // The local change journal goes where the test can see it, not into the user's data.
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), m_workDir.path());
        return test::runCli(m_cli, arguments, env, m_workDir.path());
    }
    CliRun dashboards(const QStringList& arguments) const {
        return run(QStringList{QStringLiteral("dashboards")} + arguments +
                   QStringList{QStringLiteral("--database"), m_scratch->urlText()});
    }
    QJsonObject json(const QStringList& arguments) const {
        const CliRun r = dashboards(arguments + QStringList{QStringLiteral("--json")});
        if (!r.exitedWith(0))
            qWarning("%s", qPrintable(r.report()));
        return QJsonDocument::fromJson(r.out.toUtf8()).object();
    }

    QString m_cli;
    QTemporaryDir m_workDir;
    std::unique_ptr<ScratchDatabase> m_scratch;
};

void TestCliDashboards::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    m_cli = qEnvironmentVariable("METADESK_CLI");
    QVERIFY2(QFileInfo(m_cli).isExecutable(), "METADESK_CLI must name the metadesk-cli binary (ctest sets it)");
    QVERIFY(m_workDir.isValid());
}

void TestCliDashboards::init() {
    if (QByteArray(QTest::currentTestFunction()) == "usage")
        return;
    QFETCH(ScratchDatabase::Engine, engine);
    m_scratch = std::make_unique<ScratchDatabase>(engine);
    QVERIFY2(m_scratch->isValid(), qPrintable(m_scratch->error()));
    if (QByteArray(QTest::currentTestFunction()) == "databaseErrors")
        return;
    const CliRun up =
        run({QStringLiteral("migrate"), QStringLiteral("up"), QStringLiteral("--platform"), QStringLiteral("holotable"),
             QStringLiteral("--yes"), QStringLiteral("--database"), m_scratch->urlText()});
    QVERIFY2(up.exitedWith(0), qPrintable(up.report()));
    QVERIFY(test::execAll(*m_scratch, planted()));
}

void TestCliDashboards::cleanup() {
    m_scratch.reset();
}

void TestCliDashboards::listsAndHistory() {
    CliRun r = dashboards({QStringLiteral("list")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(r.outLines(), (QStringList{QStringLiteral("1 dashboard, most recently updated first"),
                                        QStringLiteral("  %1  ws-1            v2     Latency").arg(kId)}));
    QJsonArray list =
        json({QStringLiteral("list"), QStringLiteral("--deleted")}).value(QStringLiteral("dashboards")).toArray();
    QCOMPARE(list.size(), 2);
    QVERIFY(!list.at(1).toObject().value(QStringLiteral("deleted_at")).isNull());
    list = json({QStringLiteral("list"), QStringLiteral("--deleted"), QStringLiteral("--workspace"),
                 QStringLiteral("ws-2")})
               .value(QStringLiteral("dashboards"))
               .toArray();
    QCOMPARE(list.size(), 1);
    QCOMPARE(list.at(0).toObject().value(QStringLiteral("title")).toString(), QStringLiteral("Gone"));

    // A row title typed over without a version disagrees with the spec, and is shown so.
    QVERIFY(
        test::execAll(*m_scratch, {QStringLiteral("UPDATE dashboards SET title = 'Typed' WHERE id = '%1'").arg(kId)}));
    r = dashboards({QStringLiteral("list")});
    QVERIFY2(r.out.contains(QStringLiteral("Typed  (the current spec says \"Latency\")")), qPrintable(r.report()));

    r = dashboards({QStringLiteral("history"), QStringLiteral("--id"), kId});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(r.outLines(), (QStringList{QStringLiteral("Dashboard %1 \"Typed\": 2 versions, newest first").arg(kId),
                                        QStringLiteral("  v2     2026-01-02 11:00:00 UTC  bob    (current)"),
                                        QStringLiteral("  v1     2026-01-01 10:00:00 UTC  alice  first")}));
    const QJsonArray versions =
        json({QStringLiteral("history"), QStringLiteral("--id"), kId}).value(QStringLiteral("versions")).toArray();
    QCOMPARE(versions.size(), 2);
    QCOMPARE(versions.at(0).toObject().value(QStringLiteral("current")).toBool(), true);
    QCOMPARE(versions.at(1).toObject().value(QStringLiteral("note")).toString(), QStringLiteral("first"));
    QCOMPARE(versions.at(1).toObject().value(QStringLiteral("created_at")).toString(),
             QStringLiteral("2026-01-01T10:00:00.000Z"));
}

void TestCliDashboards::diffNamesPaths() {
    const QStringList args{QStringLiteral("diff"),   QStringLiteral("--id"), kId,
                           QStringLiteral("--from"), QStringLiteral("1"),    QStringLiteral("--to"),
                           QStringLiteral("2")};
    CliRun r = dashboards(args);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(r.outLines().value(0), QStringLiteral("# Panel p2 added at panels[1]"));
    QVERIFY(r.out.contains(QStringLiteral("+      \"id\": \"p2\",")));
    const QJsonObject root = json(args);
    const QJsonArray changes = root.value(QStringLiteral("changes")).toArray();
    QCOMPARE(changes.size(), 1);
    QCOMPARE(changes.at(0).toObject().value(QStringLiteral("kind")).toString(), QStringLiteral("added"));
    QCOMPARE(changes.at(0).toObject().value(QStringLiteral("path")).toString(), QStringLiteral("panels[1]"));
    QCOMPARE(changes.at(0).toObject().value(QStringLiteral("panel")).toString(), QStringLiteral("p2"));
    QVERIFY(!root.value(QStringLiteral("hunks")).toArray().isEmpty());
}

void TestCliDashboards::renameRestoreDelete() {
    CliRun r = dashboards({QStringLiteral("rename"), QStringLiteral("--id"), kId, QStringLiteral("--title"),
                           QStringLiteral("Latency p99"), QStringLiteral("--as"), QStringLiteral("ops@example.com")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.out.contains(QStringLiteral("v3 is current")), qPrintable(r.report()));
    QJsonArray versions =
        json({QStringLiteral("history"), QStringLiteral("--id"), kId}).value(QStringLiteral("versions")).toArray();
    QCOMPARE(versions.size(), 3);
    QCOMPARE(versions.at(0).toObject().value(QStringLiteral("note")).toString(),
             QStringLiteral("renamed from \"Latency\""));
    QCOMPARE(versions.at(0).toObject().value(QStringLiteral("created_by")).toString(),
             QStringLiteral("ops@example.com via Metadesk"));
    // The rename changed the title and nothing else.
    const QJsonArray changes = json({QStringLiteral("diff"), QStringLiteral("--id"), kId, QStringLiteral("--from"),
                                     QStringLiteral("2"), QStringLiteral("--to"), QStringLiteral("3")})
                                   .value(QStringLiteral("changes"))
                                   .toArray();
    QCOMPARE(changes.size(), 1);
    QCOMPARE(changes.at(0).toObject().value(QStringLiteral("path")).toString(), QStringLiteral("title"));

    // --dry-run plans and writes nothing.
    r = dashboards({QStringLiteral("restore"), QStringLiteral("--id"), kId, QStringLiteral("--version"),
                    QStringLiteral("1"), QStringLiteral("--dry-run")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY(r.out.contains(QStringLiteral("appending v4")));
    r = dashboards({QStringLiteral("restore"), QStringLiteral("--id"), kId, QStringLiteral("--version"),
                    QStringLiteral("1"), QStringLiteral("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonObject done = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(done.value(QStringLiteral("version")).toInt(), 4);
    QCOMPARE(done.value(QStringLiteral("row")).toObject().value(QStringLiteral("title")).toString(),
             QStringLiteral("Latency"));
    versions =
        json({QStringLiteral("history"), QStringLiteral("--id"), kId}).value(QStringLiteral("versions")).toArray();
    QCOMPARE(versions.size(), 4);
    QCOMPARE(versions.at(0).toObject().value(QStringLiteral("note")).toString(), QStringLiteral("restored from v1"));

    r = dashboards({QStringLiteral("delete"), QStringLiteral("--id"), kId});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(json({QStringLiteral("list")}).value(QStringLiteral("dashboards")).toArray().size(), 0);
    r = dashboards(
        {QStringLiteral("rename"), QStringLiteral("--id"), kId, QStringLiteral("--title"), QStringLiteral("Again")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.err.contains(QStringLiteral("undelete it first")), qPrintable(r.report()));
    r = dashboards({QStringLiteral("undelete"), QStringLiteral("--id"), kId});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(json({QStringLiteral("list")}).value(QStringLiteral("dashboards")).toArray().size(), 1);
    // Four writes, four platform audit rows.
    const auto conn = m_scratch->connect();
    QSqlQuery q(conn->db());
    QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM audit_log WHERE resource_id = '%1'").arg(kId)) && q.next());
    QCOMPARE(q.value(0).toInt(), 4);
}

void TestCliDashboards::refusedAndNotFound() {
    CliRun r = dashboards(
        {QStringLiteral("history"), QStringLiteral("--id"), QStringLiteral("5d1f6a4e-2c3b-4e5f-8a9b-0c1d2e3f4aff")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine(), qPrintable(r.report()));
    r = dashboards({QStringLiteral("diff"), QStringLiteral("--id"), kId, QStringLiteral("--from"), QStringLiteral("1"),
                    QStringLiteral("--to"), QStringLiteral("9")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.err.contains(QStringLiteral("no version 9; its versions are 1, 2")), qPrintable(r.report()));
    r = dashboards(
        {QStringLiteral("restore"), QStringLiteral("--id"), kId, QStringLiteral("--version"), QStringLiteral("2")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.err.contains(QStringLiteral("already the current version")), qPrintable(r.report()));
    r = dashboards({QStringLiteral("rename"), QStringLiteral("--id"), kId, QStringLiteral("--title"),
                    QString(201, QLatin1Char('x'))});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.err.contains(QStringLiteral("at most 200")), qPrintable(r.report()));
    QVERIFY(r.out.isEmpty());
    QCOMPARE(json({QStringLiteral("history"), QStringLiteral("--id"), kId})
                 .value(QStringLiteral("versions"))
                 .toArray()
                 .size(),
             2);
}

void TestCliDashboards::usage_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString db = QStringLiteral("sqlite:///nonexistent/never-opened.db");
    auto row = [](const char* name, const QStringList& args, const char* message) {
        QTest::newRow(name) << args << QString::fromUtf8(message);
    };
    row("no verb", {QStringLiteral("dashboards"), QStringLiteral("--database"), db}, "takes one of list");
    row("no database", {QStringLiteral("dashboards"), QStringLiteral("list")}, "needs --database URL");
    row("no id", {QStringLiteral("dashboards"), QStringLiteral("history"), QStringLiteral("--database"), db},
        "needs --id UUID");
    row("id not a uuid",
        {QStringLiteral("dashboards"), QStringLiteral("history"), QStringLiteral("--id"), QStringLiteral("nope"),
         QStringLiteral("--database"), db},
        "is not one");
    row("rename without title",
        {QStringLiteral("dashboards"), QStringLiteral("rename"), QStringLiteral("--id"), kId,
         QStringLiteral("--database"), db},
        "needs --title TEXT");
    row("restore without version",
        {QStringLiteral("dashboards"), QStringLiteral("restore"), QStringLiteral("--id"), kId,
         QStringLiteral("--database"), db},
        "needs --version V");
    row("another verb's option",
        {QStringLiteral("dashboards"), QStringLiteral("list"), QStringLiteral("--title"), QStringLiteral("x"),
         QStringLiteral("--database"), db},
        "takes no --title");
}

void TestCliDashboards::usage() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliRun r = run(arguments);
    QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine(), qPrintable(r.report()));
    QVERIFY2(r.err.contains(message), qPrintable(r.report()));
    QVERIFY(r.out.isEmpty());
}

void TestCliDashboards::databaseErrors() {
    // Before any migration the database holds no dashboards.
    CliRun r = dashboards({QStringLiteral("list")});
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine(), qPrintable(r.report()));
    r = run({QStringLiteral("dashboards"), QStringLiteral("list"), QStringLiteral("--database"),
             QStringLiteral("postgresql://nobody@127.0.0.1:1/none")});
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
    QVERIFY(r.out.isEmpty());
}

// `sources retire`: tombstoned while a stored version refers to the source (the dashboards listed first, the
// soft-deleted one included, as the platform counts it), deleted when none does; the dry run and a missing "yes"
// write nothing; every exit code.
void TestCliDashboards::sourcesRetire() {
    const auto retire = [this](const QStringList& arguments) {
        return run(QStringList{QStringLiteral("sources"), QStringLiteral("retire"), QStringLiteral("--database"),
                               m_scratch->urlText()} +
                   arguments);
    };
    const auto tombstoned = [this](const QString& id) {
        auto conn = m_scratch->connect(true);
        QSqlQuery q(conn->db());
        q.prepare(QStringLiteral("SELECT tombstoned_at IS NOT NULL FROM sources WHERE id = ?"));
        q.addBindValue(id);
        return q.exec() && q.next() ? (q.value(0).toBool() ? 1 : 0) : -1; // -1: no such row
    };
    CliRun r = retire({});
    QVERIFY2(r.exitedWith(2) && r.isOneErrorLine(), qPrintable(r.report()));
    r = run({QStringLiteral("sources"), QStringLiteral("forget"), QStringLiteral("--id"), QStringLiteral("x")});
    QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
    r = retire({QStringLiteral("--id"), QStringLiteral("ts-nowhere")});
    QVERIFY2(r.exitedWith(1) && r.err.contains(QLatin1String("no source ts-nowhere")), qPrintable(r.report()));

    r = retire(
        {QStringLiteral("--id"), QStringLiteral("ts-metrics"), QStringLiteral("--dry-run"), QStringLiteral("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonObject dry = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(dry.value(QStringLiteral("effect")).toString(), QStringLiteral("tombstone"));
    QCOMPARE(dry.value(QStringLiteral("dashboards")).toArray().size(), 2);
    QCOMPARE(tombstoned(QStringLiteral("ts-metrics")), 0);
    r = retire({QStringLiteral("--id"), QStringLiteral("ts-metrics")}); // no terminal to say yes on
    QVERIFY2(r.exitedWith(1) && r.err.contains(QLatin1String("Nothing was changed")), qPrintable(r.report()));
    QCOMPARE(tombstoned(QStringLiteral("ts-metrics")), 0);
    r = retire({QStringLiteral("--id"), QStringLiteral("ts-metrics"), QStringLiteral("--yes")});
    QVERIFY2(r.exitedWith(0) && r.out.contains(QLatin1String("ts-metrics was tombstoned")), qPrintable(r.report()));
    QCOMPARE(tombstoned(QStringLiteral("ts-metrics")), 1);
    r = retire({QStringLiteral("--id"), QStringLiteral("ts-metrics"), QStringLiteral("--yes")});
    QVERIFY2(r.exitedWith(1) && r.err.contains(QLatin1String("already tombstoned")), qPrintable(r.report()));

    QVERIFY(test::execAll(*m_scratch, {QStringLiteral("INSERT INTO sources (id, workspace_id, name, config, "
                                                      "secret_ref, created_by) VALUES ('ts-spare', 'ws-1', 'Spare', "
                                                      "'{}', 'SPARE', 'alice')")}));
    r = retire({QStringLiteral("--id"), QStringLiteral("ts-spare"), QStringLiteral("--yes"), QStringLiteral("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("effect")).toString(),
             QStringLiteral("delete"));
    QCOMPARE(tombstoned(QStringLiteral("ts-spare")), -1);
}

void TestCliDashboards::limitsSetAndShow() {
    const auto limits = [this](const QStringList& arguments) {
        return run(QStringList{QStringLiteral("limits")} + arguments +
                   QStringList{QStringLiteral("--database"), m_scratch->urlText()});
    };
    const auto stored = [this](const char* column) {
        auto conn = m_scratch->connect(true);
        QSqlQuery q(conn->db());
        if (!q.exec(QStringLiteral("SELECT %1 FROM workspace_limits WHERE workspace_id = 'ws-1'")
                        .arg(QString::fromLatin1(column))) ||
            !q.next())
            return QStringLiteral("no row");
        return q.value(0).isNull() ? QStringLiteral("NULL") : q.value(0).toString();
    };
    // Usage: what to set is required, and a value is a number, inherit or off.
    CliRun r = limits({QStringLiteral("set"), QStringLiteral("--workspace"), QStringLiteral("ws-1")});
    QVERIFY2(r.exitedWith(2) && r.isOneErrorLine(), qPrintable(r.report()));
    r = limits({QStringLiteral("set"), QStringLiteral("--workspace"), QStringLiteral("ws-1"), QStringLiteral("--rate"),
                QStringLiteral("lots")});
    QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
    r = limits({QStringLiteral("set"), QStringLiteral("--workspace"), QStringLiteral("bad id!"),
                QStringLiteral("--rate"), QStringLiteral("off")});
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine(), qPrintable(r.report()));

    // Each form: a value (the row added), off, inherit; the other limit kept.
    r = limits({QStringLiteral("set"), QStringLiteral("--workspace"), QStringLiteral("ws-1"), QStringLiteral("--rate"),
                QStringLiteral("40"), QStringLiteral("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonObject set = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(set.value(QStringLiteral("limits"))
                 .toObject()
                 .value(QStringLiteral("rate_per_minute"))
                 .toObject()
                 .value(QStringLiteral("effective")),
             40);
    QCOMPARE(stored("rate_per_minute"), QStringLiteral("40"));
    QCOMPARE(stored("daily_token_budget"), QStringLiteral("NULL"));
    r = limits({QStringLiteral("set"), QStringLiteral("--workspace"), QStringLiteral("ws-1"),
                QStringLiteral("--budget"), QStringLiteral("off")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(stored("rate_per_minute"), QStringLiteral("40"));
    QCOMPARE(stored("daily_token_budget"), QStringLiteral("0"));
    r = limits({QStringLiteral("set"), QStringLiteral("--workspace"), QStringLiteral("ws-1"), QStringLiteral("--rate"),
                QStringLiteral("inherit"), QStringLiteral("--budget"), QStringLiteral("750000")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(stored("rate_per_minute"), QStringLiteral("NULL"));
    QCOMPARE(stored("daily_token_budget"), QStringLiteral("750000"));
    // A dry run writes nothing.
    r = limits({QStringLiteral("set"), QStringLiteral("--workspace"), QStringLiteral("ws-1"), QStringLiteral("--rate"),
                QStringLiteral("off"), QStringLiteral("--dry-run")});
    QVERIFY2(r.exitedWith(0) && r.out.contains(QStringLiteral("inherit → off")), qPrintable(r.report()));
    QCOMPARE(stored("rate_per_minute"), QStringLiteral("NULL"));

    // show: what the gate admits, the environment's values given for one command.
    r = limits({QStringLiteral("show"), QStringLiteral("--workspace"), QStringLiteral("ws-1"), QStringLiteral("--json"),
                QStringLiteral("--env-rate"), QStringLiteral("12")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonObject ws =
        QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("workspaces")).toArray().at(0).toObject();
    const QJsonObject rate = ws.value(QStringLiteral("rate_per_minute")).toObject();
    QCOMPARE(rate.value(QStringLiteral("state")).toString(), QStringLiteral("inherit"));
    QCOMPARE(rate.value(QStringLiteral("effective")).toInt(), 12);
    QCOMPARE(ws.value(QStringLiteral("daily_token_budget")).toObject().value(QStringLiteral("effective")).toInt(),
             750000);
    r = limits({QStringLiteral("show")});
    QVERIFY2(r.exitedWith(0) && r.out.contains(QLatin1String("ws-1")) && r.out.contains(QLatin1String("ws-2")),
             qPrintable(r.report()));
}

void TestCliDashboards::sourceSecretRefRefused() {
    // `row set` is the same write path: a connection string as a secret reference is refused and never echoed.
    CliRun r = run({QStringLiteral("row"), QStringLiteral("set"), QStringLiteral("--table"), QStringLiteral("sources"),
                    QStringLiteral("--key"), QStringLiteral("id=ts-metrics"), QStringLiteral("--set"),
                    QStringLiteral("secret_ref=postgres://reader:hunter2@db.example.com/metrics"),
                    QStringLiteral("--database"), m_scratch->urlText()});
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine(), qPrintable(r.report()));
    QVERIFY2(!r.err.contains(QLatin1String("hunter2")) && !r.out.contains(QLatin1String("hunter2")),
             qPrintable(r.report()));
    r = run({QStringLiteral("row"), QStringLiteral("set"), QStringLiteral("--table"), QStringLiteral("sources"),
             QStringLiteral("--key"), QStringLiteral("id=ts-metrics"), QStringLiteral("--set"),
             QStringLiteral("secret_ref=METRICS_RO"), QStringLiteral("--database"), m_scratch->urlText()});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
}

void TestCliDashboards::exportImportAndTemplates() {
    const auto read = [this](const QString& sql) {
        auto conn = m_scratch->connect(true);
        QSqlQuery q(conn->db());
        return q.exec(sql) && q.next() ? q.value(0).toString() : QString();
    };
    const auto writeFile = [this](const QString& name, const QByteArray& bytes) {
        QFile f(m_workDir.filePath(name));
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() ? f.fileName() : QString();
    };
    const QString stored = read(QStringLiteral("SELECT spec FROM dashboard_versions WHERE id = '%1'").arg(kV2));
    QVERIFY(!stored.isEmpty());
    // Export: the stored text, byte for byte, to standard output or to a file.
    CliRun r = dashboards({QStringLiteral("export"), QStringLiteral("--id"), kId});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(r.out, stored);
    const QString file = m_workDir.filePath(QStringLiteral("latency.json"));
    r = dashboards({QStringLiteral("export"), QStringLiteral("--id"), kId, QStringLiteral("--output"), file});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QFile exported(file);
    QVERIFY(exported.open(QIODevice::ReadOnly));
    QCOMPARE(exported.readAll(), stored.toUtf8());
    r = dashboards(
        {QStringLiteral("export"), QStringLiteral("--id"), QStringLiteral("5d1f6a4e-2c3b-4e5f-8a9b-0c1d2e3f4a02")});
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine() && r.err.contains(QLatin1String("deleted")), qPrintable(r.report()));

    // Import round-trips the export: a new dashboard at v1 whose export is the same bytes.
    const QString before = read(QStringLiteral("SELECT COUNT(*) FROM dashboards"));
    r = dashboards({QStringLiteral("import"), QStringLiteral("--workspace"), QStringLiteral("ws-1"), file,
                    QStringLiteral("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QString created =
        QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("dashboard_id")).toString();
    QVERIFY2(!created.isEmpty(), qPrintable(r.report()));
    r = dashboards({QStringLiteral("export"), QStringLiteral("--id"), created});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(r.out, stored);
    QCOMPARE(read(QStringLiteral("SELECT version FROM dashboard_versions WHERE dashboard_id = '%1'").arg(created)),
             QStringLiteral("1"));
    QCOMPARE(read(QStringLiteral("SELECT COUNT(*) FROM dashboards")).toInt(), before.toInt() + 1);
    // Bad files: said in one line, exit 1, nothing written.
    r = dashboards({QStringLiteral("import"), QStringLiteral("--workspace"), QStringLiteral("ws-1"),
                    writeFile(QStringLiteral("notes.json"), "not json at all")});
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine() && r.err.contains(QLatin1String("not JSON")),
             qPrintable(r.report()));
    r = dashboards({QStringLiteral("import"), QStringLiteral("--workspace"), QStringLiteral("ws-1"),
                    writeFile(QStringLiteral("half.json"), "{\"title\": \"Half\"}")});
    QVERIFY2(r.exitedWith(1) && r.err.contains(QLatin1String("not a dashboard spec")), qPrintable(r.report()));
    r = dashboards({QStringLiteral("import"), QStringLiteral("--workspace"), QStringLiteral("ws-2"), file});
    QVERIFY2(r.exitedWith(1) && r.err.contains(QLatin1String("ws-2 has no live source named ts-metrics")),
             qPrintable(r.report()));
    QCOMPARE(read(QStringLiteral("SELECT COUNT(*) FROM dashboards")).toInt(), before.toInt() + 1);
    r = dashboards({QStringLiteral("import"), file});
    QVERIFY2(r.exitedWith(2) && r.isOneErrorLine(), qPrintable(r.report()));

    // Templates: the kind checked on the one write path (row set), the clash named, instantiate.
    const QString templateId = QStringLiteral("5d1f6a4e-2c3b-4e5f-8a9b-0c1d2e3f4c01");
    QVERIFY(test::execAll(*m_scratch, {QStringLiteral("INSERT INTO templates (id, workspace_id, kind, name, body, "
                                                      "created_by) VALUES ('%1', 'ws-1', 'dashboard', 'Service', "
                                                      "'{\"kind\": \"dashboard\", \"dashboard\": %2}', 'alice'), "
                                                      "('5d1f6a4e-2c3b-4e5f-8a9b-0c1d2e3f4c02', 'ws-1', 'dashboard', "
                                                      "'Spare', '{\"kind\": \"dashboard\", \"dashboard\": %2}', "
                                                      "'alice')")
                                           .arg(templateId, spec(QStringLiteral("Service"), 1))}));
    r = run({QStringLiteral("row"), QStringLiteral("set"), QStringLiteral("--database"), m_scratch->urlText(),
             QStringLiteral("--table"), QStringLiteral("templates"), QStringLiteral("--key"),
             QStringLiteral("id=") + templateId, QStringLiteral("--set"), QStringLiteral("kind=panel")});
    QVERIFY2(r.exitedWith(1) && r.err.contains(QStringLiteral("the body declares “dashboard”")),
             qPrintable(r.report()));
    r = run({QStringLiteral("row"), QStringLiteral("set"), QStringLiteral("--database"), m_scratch->urlText(),
             QStringLiteral("--table"), QStringLiteral("templates"), QStringLiteral("--key"),
             QStringLiteral("id=5d1f6a4e-2c3b-4e5f-8a9b-0c1d2e3f4c02"), QStringLiteral("--set"),
             QStringLiteral("name=Service")});
    QVERIFY2(r.exitedWith(1) && r.err.contains(QStringLiteral("already has a dashboard template called “Service”")) &&
                 r.err.contains(templateId),
             qPrintable(r.report()));
    QCOMPARE(read(QStringLiteral("SELECT kind FROM templates WHERE id = '%1'").arg(templateId)),
             QStringLiteral("dashboard"));
    const auto instantiate = [this](const QStringList& arguments) {
        return run(QStringList{QStringLiteral("templates"), QStringLiteral("instantiate"), QStringLiteral("--database"),
                               m_scratch->urlText()} +
                   arguments);
    };
    r = instantiate({QStringLiteral("--id"), templateId, QStringLiteral("--title"), QStringLiteral("Checkout"),
                     QStringLiteral("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QString fromTemplate =
        QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("dashboard_id")).toString();
    QCOMPARE(read(QStringLiteral("SELECT title FROM dashboards WHERE id = '%1'").arg(fromTemplate)),
             QStringLiteral("Checkout"));
    QCOMPARE(read(QStringLiteral("SELECT action FROM audit_log ORDER BY id DESC")), QStringLiteral("dashboard.create"));
    r = instantiate({QStringLiteral("--id"), QStringLiteral("5d1f6a4e-2c3b-4e5f-8a9b-0c1d2e3f4c09")});
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine() && r.err.contains(QLatin1String("no template")),
             qPrintable(r.report()));
    r = instantiate({QStringLiteral("--id"), QStringLiteral("nope")});
    QVERIFY2(r.exitedWith(2) && r.isOneErrorLine(), qPrintable(r.report()));
}

QTEST_GUILESS_MAIN(TestCliDashboards)
#include "tst_CliDashboards.moc"
