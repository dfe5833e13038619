#include "common/CliRun.h"
#include "common/MigrationHelpers.h"
#include "common/TabulariaRuns.h"
#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/edit/RowWriter.h"
#include "core/edit/ValueCodec.h"
#include "core/ops/tabularia/AiSpendFigures.h"
#include "core/ops/tabularia/SweepExpired.h"
#include "core/ops/tabularia/ToggleAiModel.h"
#include "core/ops/tabularia/ToggleEngine.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace metadesk;
using metadesk::test::CliRun;
using metadesk::test::ScratchDatabase;

namespace {
QString s(const char* text) {
    return QString::fromUtf8(text);
}
} // namespace

/// Tabularia's administration operations on databases its migrations made: an AI model and an engine toggled with
/// their last editor and audit, the engine policy's refusals (also read-only), the scheduler's sweep of login attempts
/// and editor presence at its exact cut-offs, the AI spend figures against plain SQL, and the CLI's exit codes.
class TestAdminOperations : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void init_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cleanup();
    void modelToggleRecordsUpdatedBy();
    void modelToggleRecordsUpdatedBy_data() { init_data(); }
    void engineToggleRecordsDisabledBy();
    void engineToggleRecordsDisabledBy_data() { init_data(); }
    void engineRefusals();
    void engineRefusals_data() { init_data(); }
    void sweepRemovesExactlyTheExpired();
    void sweepRemovesExactlyTheExpired_data() { init_data(); }
    void sweepLeavesARowThatBeatAgain();
    void sweepLeavesARowThatBeatAgain_data() { init_data(); }
    void spendFiguresEqualSql();
    void spendFiguresEqualSql_data() { init_data(); }
    void cliExitCodes();
    void cliExitCodes_data() { init_data(); }

private:
    qint64 scalar(const QString& sql, const QVariantList& values = {}) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, values, &error) || !q.next()) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
            return -1;
        }
        return q.value(0).isNull() ? -2 : q.value(0).toLongLong();
    }
    QString text(const QString& sql, const QVariantList& values = {}) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, values, &error) || !q.next())
            return s("<none>");
        return q.value(0).toString();
    }
    bool exec(const QString& sql, const QVariantList& values = {}) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, values, &error)) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
            return false;
        }
        return true;
    }
    /// A time as login_attempts.last_at stores it, to bind in plain SQL.
    QVariant lastAt(const QDateTime& t) const {
        const ColumnDescriptor* c = m_conn->catalog().table(s("login_attempts"))->column(s("last_at"));
        return valuecodec::toBind(*c, t.toUTC(), m_conn->isSqlite());
    }
    QStringList keys(const QString& sql) const {
        QSqlQuery q(m_conn->db());
        QString error;
        QStringList out;
        if (!m_conn->execBound(&q, sql, {}, &error))
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
        while (q.next())
            out << q.value(0).toString();
        return out;
    }
    /// Plants login attempts and presence rows around `now`'s cut-offs (1 s, exactly, and well past them).
    void plantAround(const QDateTime& now);
    Actor admin() const { return Actor::named(s("admin@example.com"), 1); }
    CliRun cli(const QStringList& arguments) const {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(s("XDG_CONFIG_HOME"), m_config.path()); // no saved profile of the machine applies
        return test::runCli(m_cli, arguments, e, m_config.path());
    }

    QString m_cli;
    QTemporaryDir m_config;
    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
    QDateTime m_now;
};

void TestAdminOperations::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    m_cli = qEnvironmentVariable("METADESK_CLI");
    QVERIFY2(QFileInfo(m_cli).isExecutable(), "METADESK_CLI must name the metadesk-cli binary (ctest sets it)");
    QVERIFY(m_config.isValid());
}

void TestAdminOperations::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    m_scratch = std::make_unique<ScratchDatabase>(engine);
    QVERIFY2(m_scratch->isValid(), qPrintable(m_scratch->error()));
    QString error;
    // Migrated and seeded once per engine; each case gets a copy.
    QVERIFY2(test::makeFixture(
                 *m_scratch, s("administration"),
                 [](const ScratchDatabase& empty, QString* buildError) {
                     auto conn = empty.connect();
                     QStringList applied;
                     if (!conn ||
                         !Migrator(*conn, test::builtInMigrations(Platform::Tabularia, *conn))
                              .upgrade(&applied, buildError) ||
                         !conn->loadCatalog(buildError) ||
                         !test::seedRuns(*conn, QDateTime::currentDateTimeUtc(), buildError))
                         return false;
                     // Flows 2 and 3 on duckdb (3 for production only); chdb already disabled by user 1.
                     QSqlQuery q(conn->db());
                     const QStringList sql = {
                         s("UPDATE flows SET engine = 'duckdb' WHERE id = 2"),
                         s("UPDATE flows SET production_engine = 'duckdb' WHERE id = 3"),
                         s("INSERT INTO ai_models (model_id, enabled, updated_at, updated_by) VALUES "
                           "('gpt-oss-120b', TRUE, '2026-01-01 00:00:00.000000', 2), "
                           "('mistral-small', FALSE, '2026-01-01 00:00:00.000000', NULL), "
                           "('bge-m3-embedding', FALSE, '2026-01-01 00:00:00.000000', NULL)"),
                     };
                     for (const QString& statement : sql)
                         if (!conn->execBound(&q, statement, {}, buildError))
                             return false;
                     return true;
                 },
                 &error),
             qPrintable(error));
    m_conn = m_scratch->connect();
    QVERIFY2(m_conn && m_conn->loadCatalog(&error), qPrintable(error));
    m_now = QDateTime::currentDateTimeUtc();
}

void TestAdminOperations::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestAdminOperations::modelToggleRecordsUpdatedBy() {
    const ToggleAiModel op(*m_conn);
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const qint64 audits = scalar(s("SELECT count(*) FROM audit_logs"));

    OperationPlan plan = op.plan(s("gpt-oss-120b"), false);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    WriteResult r = op.apply(plan, writer);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(scalar(s("SELECT CASE WHEN enabled THEN 1 ELSE 0 END FROM ai_models WHERE model_id = 'gpt-oss-120b'")), 0);
    QCOMPARE(scalar(s("SELECT updated_by FROM ai_models WHERE model_id = 'gpt-oss-120b'")), 1); // was 2
    QVERIFY(text(s("SELECT updated_at FROM ai_models WHERE model_id = 'gpt-oss-120b'")) > s("2026-01-02"));
    QCOMPARE(scalar(s("SELECT count(*) FROM audit_logs")), audits + 1);
    QCOMPARE(text(s("SELECT action FROM audit_logs ORDER BY id DESC")), s("ai.model_disable"));
    QCOMPARE(text(s("SELECT target_type FROM audit_logs ORDER BY id DESC")), s("ai_model"));
    QCOMPARE(text(s("SELECT target_label FROM audit_logs ORDER BY id DESC")), s("gpt-oss-120b"));
    QCOMPARE(scalar(s("SELECT actor_id FROM audit_logs ORDER BY id DESC")), 1);

    plan = op.plan(s("mistral-small"), true);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QVERIFY(op.apply(plan, writer).ok());
    QCOMPARE(scalar(s("SELECT updated_by FROM ai_models WHERE model_id = 'mistral-small'")), 1);
    QCOMPARE(text(s("SELECT action FROM audit_logs ORDER BY id DESC")), s("ai.model_enable"));

    // The platform's refusals: nothing to change, a model that cannot chat, a model nobody recorded.
    QVERIFY(op.plan(s("mistral-small"), true).isRefused());
    plan = op.plan(s("bge-m3-embedding"), true);
    QVERIFY(plan.isRefused());
    QVERIFY(plan.refusal.contains(s("not a chat model")));
    QVERIFY(op.plan(s("bge-m3-embedding"), false).isRefused()); // already off
    plan = op.plan(s("no-such-model"), true);
    QVERIFY(plan.isRefused() && plan.notFound);
    QVERIFY(!ToggleAiModel::isChatModel(s("whisper-large-v3")));
    QVERIFY(ToggleAiModel::isChatModel(s("gpt-oss-120b")));

    // Read-only: refused, nothing written.
    auto readOnly = m_scratch->connect(true);
    QString error;
    QVERIFY2(readOnly && readOnly->loadCatalog(&error), qPrintable(error));
    const ToggleAiModel ro(*readOnly);
    RowWriter roWriter(*readOnly);
    plan = ro.plan(s("gpt-oss-120b"), true);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QVERIFY(!ro.apply(plan, roWriter).ok());
    QCOMPARE(scalar(s("SELECT CASE WHEN enabled THEN 1 ELSE 0 END FROM ai_models WHERE model_id = 'gpt-oss-120b'")), 0);
}

void TestAdminOperations::engineToggleRecordsDisabledBy() {
    const ToggleEngine op(*m_conn);
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    OperationPlan plan = op.plan(s("DuckDB "), true); // read as the route reads it
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QCOMPARE(ToggleEngine::flowsUsingCount(plan), 2);
    QVERIFY(plan.sentences.join(s("\n")).contains(s("flow 2 “flow 2” (engine)")));
    QVERIFY(plan.sentences.join(s("\n")).contains(s("flow 3 “flow 3” (production engine)")));
    WriteResult r = op.apply(plan, writer);
    QVERIFY2(r.ok(), qPrintable(r.message + r.details));
    QCOMPARE(scalar(s("SELECT disabled_by FROM disabled_engines WHERE engine_id = 'duckdb'")), 1);
    QVERIFY(!text(s("SELECT disabled_at FROM disabled_engines WHERE engine_id = 'duckdb'")).isEmpty());
    QCOMPARE(text(s("SELECT action FROM audit_logs ORDER BY id DESC")), s("engine.disallow"));
    QCOMPARE(text(s("SELECT target_type FROM audit_logs ORDER BY id DESC")), s("engine"));
    QCOMPARE(text(s("SELECT target_label FROM audit_logs ORDER BY id DESC")), s("duckdb"));
    QCOMPARE(scalar(s("SELECT target_id FROM audit_logs ORDER BY id DESC")), -2); // NULL: an engine has no id
    const QJsonObject detail =
        QJsonDocument::fromJson(text(s("SELECT detail FROM audit_logs ORDER BY id DESC")).toUtf8()).object();
    QCOMPARE(detail.value(s("flows_using")).toInt(), 2);
    // The flows on it keep it: nothing else changed.
    QCOMPARE(text(s("SELECT engine FROM flows WHERE id = 2")), s("duckdb"));

    plan = op.plan(s("duckdb"), false);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QVERIFY(op.apply(plan, writer).ok());
    QCOMPARE(scalar(s("SELECT count(*) FROM disabled_engines WHERE engine_id = 'duckdb'")), 0);
    QCOMPARE(text(s("SELECT action FROM audit_logs ORDER BY id DESC")), s("engine.allow"));
}

void TestAdminOperations::engineRefusals() {
    const ToggleEngine op(*m_conn);
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    OperationPlan plan = op.plan(s("spark"), true);
    QVERIFY(plan.isRefused() && plan.notFound);
    QVERIFY(op.plan(s("polars"), false).isRefused()); // not disabled: nothing to enable
    // Disable every engine but one; the last is refused, in the platform's words.
    QStringList known, disabled;
    QString error;
    QVERIFY2(op.engines(&known, &disabled, &error), qPrintable(error));
    QVERIFY(known.size() >= 2);
    for (int i = 0; i + 1 < known.size(); ++i) {
        if (disabled.contains(known.at(i)))
            continue;
        plan = op.plan(known.at(i), true);
        QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
        QVERIFY(op.apply(plan, writer).ok());
    }
    plan = op.plan(known.last(), true);
    QVERIFY(plan.isRefused());
    QVERIFY(plan.refusal.contains(s("At least one engine must stay allowed")));
    QCOMPARE(scalar(s("SELECT count(*) FROM disabled_engines")), qint64(known.size() - 1));

    // Read-only: the plan reads, the write is refused and nothing is written.
    auto readOnly = m_scratch->connect(true);
    QVERIFY2(readOnly && readOnly->loadCatalog(&error), qPrintable(error));
    const ToggleEngine ro(*readOnly);
    RowWriter roWriter(*readOnly);
    plan = ro.plan(known.first(), false);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    const WriteResult r = ro.apply(plan, roWriter);
    QVERIFY(!r.ok());
    QVERIFY2(r.message.contains(s("read-only")), qPrintable(r.message));
    QCOMPARE(scalar(s("SELECT count(*) FROM disabled_engines")), qint64(known.size() - 1));
}

void TestAdminOperations::plantAround(const QDateTime& now) {
    const QString t = m_conn->isSqlite() ? s("?") : s("CAST(? AS timestamp)");
    const QList<QPair<QString, int>> logins = {
        {s("10.0.0.1"), 301}, {s("10.0.0.2"), 300}, {s("10.0.0.3"), 299}, {s("10.0.0.4"), 3600}};
    for (const auto& [ip, ago] : logins)
        QVERIFY(exec(
            s("INSERT INTO login_attempts (ip, email, failures, last_at) VALUES (?, 'a@example.com', 5, %1)").arg(t),
            {ip, lastAt(now.addSecs(-ago))}));
    const double nowS = double(now.toMSecsSinceEpoch()) / 1000.0;
    const QList<QPair<QString, double>> tabs = {
        {s("tab-a"), 40.5}, {s("tab-b"), 40.0}, {s("tab-c"), 39.5}, {s("tab-d"), 600.0}};
    for (const auto& [instance, ago] : tabs)
        QVERIFY(exec(s("INSERT INTO flow_presence (flow_id, instance, user_id, email, full_name, since, seen) VALUES "
                       "(1, ?, 1, 'admin@example.com', 'Admin', ?, ?)"),
                     {instance, nowS - 900.0, nowS - ago}));
}

void TestAdminOperations::sweepRemovesExactlyTheExpired() {
    // Whole seconds, so that the boundary rows sit exactly on the cut-off in either storage.
    const QDateTime now = QDateTime::fromSecsSinceEpoch(m_now.toSecsSinceEpoch(), Qt::UTC);
    plantAround(now);
    const SweepExpired op(*m_conn);
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const qint64 audits = scalar(s("SELECT count(*) FROM audit_logs"));

    OperationPlan plan = op.plan(SweepExpired::Table::LoginAttempts, now);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QCOMPARE(plan.changes.size(), 2);
    WriteResult r = op.apply(plan, writer);
    QVERIFY2(r.ok(), qPrintable(r.message + r.details));
    QCOMPARE(keys(s("SELECT ip FROM login_attempts ORDER BY ip")), (QStringList{s("10.0.0.2"), s("10.0.0.3")}));

    plan = op.plan(SweepExpired::Table::FlowPresence, now);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QCOMPARE(plan.changes.size(), 2);
    r = op.apply(plan, writer);
    QVERIFY2(r.ok(), qPrintable(r.message + r.details));
    QCOMPARE(keys(s("SELECT instance FROM flow_presence ORDER BY instance")), (QStringList{s("tab-b"), s("tab-c")}));

    // One audit row per sweep, saying how many went.
    QCOMPARE(scalar(s("SELECT count(*) FROM audit_logs")), audits + 2);
    const QJsonObject detail =
        QJsonDocument::fromJson(text(s("SELECT detail FROM audit_logs ORDER BY id DESC")).toUtf8()).object();
    QCOMPARE(detail.value(s("operation")).toString(), s("sweep"));
    QCOMPARE(detail.value(s("removed")).toInt(), 2);

    // Nothing expired any more: refused, with the cut-off in words.
    plan = op.plan(SweepExpired::Table::LoginAttempts, now);
    QVERIFY(plan.isRefused());
    QVERIFY(plan.refusal.contains(s("300")));
}

void TestAdminOperations::sweepLeavesARowThatBeatAgain() {
    const QDateTime now = QDateTime::fromSecsSinceEpoch(m_now.toSecsSinceEpoch(), Qt::UTC);
    plantAround(now);
    const SweepExpired op(*m_conn);
    const OperationPlan plan = op.plan(SweepExpired::Table::FlowPresence, now);
    QCOMPARE(plan.changes.size(), 2);
    // The tab comes back between plan and apply (another session, committed).
    auto other = m_scratch->connect();
    QSqlQuery q(other->db());
    QString error;
    QVERIFY2(other->execBound(&q, s("UPDATE flow_presence SET seen = ? WHERE instance = 'tab-a'"),
                              {double(now.toMSecsSinceEpoch()) / 1000.0}, &error),
             qPrintable(error));
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const WriteResult r = op.apply(plan, writer);
    QVERIFY2(r.ok(), qPrintable(r.message + r.details));
    QCOMPARE(keys(s("SELECT instance FROM flow_presence ORDER BY instance")),
             (QStringList{s("tab-a"), s("tab-b"), s("tab-c")}));
}

void TestAdminOperations::spendFiguresEqualSql() {
    const QDate today = m_now.date();
    const QString t = m_conn->isSqlite() ? s("?") : s("CAST(? AS timestamp)");
    const ColumnDescriptor* ts = m_conn->catalog().table(s("ai_spend"))->column(s("ts"));
    struct Row {
        int daysAgo;
        int hour;
        qint64 user;
        const char* model;
        const char* cost; // nullptr: NULL
    };
    const Row rows[] = {{0, 1, 1, "gpt-oss-120b", "0.125"},   {0, 23, 1, "gpt-oss-120b", "0.5"},
                        {0, 2, 2, "mistral-small", "0.25"},   {1, 0, 2, "mistral-small", nullptr},
                        {1, 12, 2, "mistral-small", "1.0"},   {3, 5, 1, "gpt-oss-120b", "not a number"},
                        {3, 6, 99, "gpt-oss-120b", "0.0625"}, {9, 6, 1, "gpt-oss-120b", "7"}};
    int id = 1;
    for (const Row& r : rows) {
        const QDateTime at(today.addDays(-r.daysAgo), QTime(r.hour, 30), Qt::UTC);
        QVERIFY(
            exec(s("INSERT INTO ai_spend (id, ts, user_id, turn_id, model_id, input_tokens, output_tokens, cost_usd) "
                   "VALUES (?, %1, ?, NULL, ?, 100, 10, ?)")
                     .arg(t),
                 {id++, valuecodec::toBind(*ts, at, m_conn->isSqlite()), r.user, s(r.model),
                  r.cost ? QVariant(s(r.cost)) : QVariant(QMetaType::fromType<QString>())}));
    }
    const AiSpendFigures figures(*m_conn);
    QList<AiSpendDay> days;
    QString error;
    QVERIFY2(figures.perDay(today.addDays(-6), today.addDays(1), &days, &error), qPrintable(error));
    QCOMPARE(days.size(), 7);
    // Each day and user against the rows read one by one, summed here.
    for (const AiSpendDay& d : std::as_const(days)) {
        QSqlQuery q(m_conn->db());
        QVERIFY2(m_conn->execBound(
                     &q, s("SELECT user_id, cost_usd FROM ai_spend WHERE ts >= %1 AND ts < %1").arg(t),
                     {valuecodec::toBind(*ts, QDateTime(d.day, QTime(0, 0), Qt::UTC), m_conn->isSqlite()),
                      valuecodec::toBind(*ts, QDateTime(d.day.addDays(1), QTime(0, 0), Qt::UTC), m_conn->isSqlite())},
                     &error),
                 qPrintable(error));
        QMap<qint64, double> perUser;
        double total = 0;
        qint64 turns = 0, unknown = 0;
        while (q.next()) {
            ++turns;
            if (q.value(1).isNull()) {
                ++unknown;
                continue;
            }
            bool ok = false;
            const double cost = q.value(1).toString().toDouble(&ok);
            perUser[q.value(0).toLongLong()] += ok ? cost : 0;
            total += ok ? cost : 0;
        }
        QCOMPARE(d.turns, turns);
        QCOMPARE(d.unknownCost, unknown);
        QVERIFY2(qAbs(d.total - total) < 1e-9, qPrintable(d.day.toString(Qt::ISODate)));
        for (auto it = perUser.cbegin(); it != perUser.cend(); ++it)
            QVERIFY(qAbs(d.perUser.value(it.key()) - it.value()) < 1e-9);
    }
    QVERIFY(qAbs(days.last().total - 0.875) < 1e-9); // today: 0.125 + 0.5 + 0.25
    QVERIFY(qAbs(days.at(5).total - 1.0) < 1e-9);    // yesterday: the unknown cost adds nothing
    QCOMPARE(days.at(5).unknownCost, 1);

    QList<AiModelSpend> models;
    QVERIFY2(figures.perModel(&models, &error), qPrintable(error));
    QCOMPARE(models.size(), 2);
    QCOMPARE(models.at(0).modelId, s("gpt-oss-120b"));
    QCOMPARE(models.at(0).turns, 5);
    QVERIFY(qAbs(models.at(0).cost - (0.125 + 0.5 + 0.0625 + 7)) < 1e-9);
    QCOMPARE(models.at(1).unknownCost, 1);
    QMap<qint64, QString> labels;
    QVERIFY2(figures.userLabels(days, &labels, &error), qPrintable(error));
    QCOMPARE(labels.value(1), s("admin@example.com"));
    QVERIFY(!labels.contains(99)); // an account that is gone keeps its spend, not a name
}

void TestAdminOperations::cliExitCodes() {
    const QStringList db{s("--database"), m_scratch->urlText()};
    CliRun r = cli(QStringList{s("engines"), s("disable")} + db + QStringList{s("--engine"), s("duckdb"), s("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonObject done = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(done.value(s("flows_using")).toArray().size(), 2);
    QCOMPARE(scalar(s("SELECT count(*) FROM disabled_engines WHERE engine_id = 'duckdb'")), 1);
    r = cli(QStringList{s("engines"), s("disable")} + db + QStringList{s("--engine"), s("duckdb")});
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine(), qPrintable(r.report())); // already disabled
    r = cli(QStringList{s("engines"), s("enable")} + db + QStringList{s("--engine"), s("spark")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report())); // unknown
    r = cli(QStringList{s("engines"), s("enable")} + db + QStringList{s("--engine"), s("duckdb")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(scalar(s("SELECT count(*) FROM disabled_engines WHERE engine_id = 'duckdb'")), 0);
    r = cli(QStringList{s("engines"), s("disable")} + db);
    QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
    r = cli(QStringList{s("engines"), s("stop")} + db + QStringList{s("--engine"), s("duckdb")});
    QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
    r = cli(
        {s("engines"), s("disable"), s("--database"), s("sqlite:///nonexistent/dir/x.db"), s("--engine"), s("duckdb")});
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));

    // The sweep with the real clock: rows well away from the cut-offs.
    plantAround(QDateTime::currentDateTimeUtc().addSecs(-100000)); // every planted row long expired
    QVERIFY(exec(s("INSERT INTO flow_presence (flow_id, instance, user_id, email, full_name, since, seen) VALUES "
                   "(1, 'live', 1, 'admin@example.com', 'Admin', ?, ?)"),
                 {double(QDateTime::currentSecsSinceEpoch()), double(QDateTime::currentSecsSinceEpoch() + 3600)}));
    r = cli(QStringList{s("sweep")} + db + QStringList{s("--table"), s("flow_presence"), s("--dry-run"), s("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(s("expired")).toArray().size(), 4);
    QCOMPARE(scalar(s("SELECT count(*) FROM flow_presence")), 5); // a dry run writes nothing
    r = cli(QStringList{s("sweep")} + db + QStringList{s("--table"), s("flow_presence")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(keys(s("SELECT instance FROM flow_presence")), QStringList{s("live")});
    r = cli(QStringList{s("sweep")} + db + QStringList{s("--table"), s("flow_presence")});
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine(), qPrintable(r.report())); // nothing expired
    r = cli(QStringList{s("sweep")} + db + QStringList{s("--table"), s("login_attempts"), s("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(scalar(s("SELECT count(*) FROM login_attempts")), 0);
    r = cli(QStringList{s("sweep")} + db + QStringList{s("--table"), s("runs")});
    QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
}

QTEST_GUILESS_MAIN(TestAdminOperations)
#include "tst_AdminOperations.moc"
