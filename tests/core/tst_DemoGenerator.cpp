#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/demo/DemoGenerator.h"
#include "core/demo/DemoKey.h"
#include "core/schema/SchemaInspector.h"
#include "core/secrets/Fernet.h"

#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>
#include <QTimeZone>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The demo database: both schemas at head, every table filled, every state the seeds describe present, the same rows
/// for the same seed, and a database that already holds a platform left untouched.
class TestDemoGenerator : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void fillsEveryTable_data() { test::addEngineColumn(), test::addEngineRows(); }
    void fillsEveryTable();
    void coversEveryState_data() { test::addEngineColumn(), test::addEngineRows(); }
    void coversEveryState();
    void isDeterministic_data() { test::addEngineColumn(), test::addEngineRows(); }
    void isDeterministic();
    void refusesNonEmptyDatabase_data() { test::addEngineColumn(), test::addEngineRows(); }
    void refusesNonEmptyDatabase();
    void bulkLoadKeepsTheSchema_data() { test::addEngineColumn(), test::addEngineRows(); }
    void bulkLoadKeepsTheSchema();

private:
    static DemoGenerator::Options options(quint64 seed = 7) {
        DemoGenerator::Options o;
        o.runs = 3000;
        o.seed = seed;
        o.now = QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);
        return o;
    }
    static qint64 scalar(const DbConnection& conn, const QString& sql) {
        QSqlQuery q(conn.db());
        if (!q.exec(sql) || !q.next()) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
            return -1;
        }
        return q.value(0).toLongLong();
    }
    /// The indexes and foreign keys of a table, as the engine reports them.
    static QStringList structureOf(const DbConnection& conn, const QString& table) {
        QSqlQuery q(conn.db());
        q.prepare(
            conn.isSqlite()
                ? QStringLiteral("SELECT sql FROM sqlite_master WHERE tbl_name = ? AND type IN ('index', 'table') "
                                 "ORDER BY name")
                : QStringLiteral("SELECT indexdef FROM pg_indexes WHERE tablename = ? UNION ALL SELECT "
                                 "conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid "
                                 "= to_regclass(?) ORDER BY 1"));
        q.addBindValue(table);
        if (conn.isPostgres())
            q.addBindValue(table);
        QStringList out;
        if (!q.exec())
            return {q.lastError().text()};
        while (q.next())
            out << q.value(0).toString();
        return out;
    }
    /// A stable text of a table's rows, to compare two databases.
    static QString dump(const DbConnection& conn, const QString& table, const QString& order) {
        QSqlQuery q(conn.db());
        if (!q.exec(QStringLiteral("SELECT * FROM %1 ORDER BY %2").arg(table, order)))
            return q.lastError().text();
        QStringList lines;
        // One record for the whole result: PostgreSQL's driver asks the server again for each record().
        const int columns = q.record().count();
        while (q.next()) {
            QStringList cells;
            for (int i = 0; i < columns; ++i)
                cells << q.value(i).toString();
            lines << cells.join(QLatin1Char('|'));
        }
        return lines.join(QLatin1Char('\n'));
    }
};

void TestDemoGenerator::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestDemoGenerator::fillsEveryTable() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString error;
    // DemoGenerator::create with these options, run once for the cases below that read the same demo (fillDemo).
    QVERIFY2(test::fillDemo(scratch, options(), &error), qPrintable(error));
    auto conn = scratch.connect();
    QList<SchemaStatus> statuses;
    QVERIFY2(SchemaInspector::inspect(*conn, &statuses, &error), qPrintable(error));
    for (const SchemaStatus& s : statuses)
        QCOMPARE(s.state, SchemaStatus::State::Current);
    // Every table of both platforms at head is filled; chat_messages is the one 021 dropped.
    const QStringList present = conn->tableNames(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList absent;
    for (const TableDescriptor& t : Catalog::instance().tables()) {
        if (!present.contains(t.name)) {
            absent << t.name;
            continue;
        }
        QVERIFY2(scalar(*conn, QStringLiteral("SELECT count(*) FROM ") + t.name) > 0, qPrintable(t.name));
    }
    QCOMPARE(absent, QStringList{QStringLiteral("chat_messages")});
    for (Platform p : platforms::all())
        for (const QString& table : platforms::tables(p))
            QVERIFY2(present.contains(table) || absent.contains(table), qPrintable(table));
    // The gateway's fingerprint row, so a gateway started on the demo leaves its schema alone.
    QCOMPARE(scalar(*conn, QStringLiteral("SELECT count(*) FROM schema_state WHERE key = 'impronta' AND value LIKE "
                                          "'13343e5ea2aa%'")),
             1);
    QCOMPARE(scalar(*conn, QStringLiteral("SELECT count(*) FROM runs")), 3000);
    if (engine == ScratchDatabase::Engine::Sqlite) {
        QCOMPARE(scalar(*conn, QStringLiteral("SELECT count(*) FROM pragma_foreign_key_check")), 0);
    } else { // ids were written explicitly: each SERIAL's sequence must have moved past them
        const qint64 groups = scalar(*conn, QStringLiteral("SELECT max(id) FROM groups"));
        QVERIFY(conn->exec(QStringLiteral("INSERT INTO groups (name, description, is_admin, is_observer, created_at) "
                                          "VALUES ('new-group', '', false, false, now())"),
                           &error));
        QCOMPARE(scalar(*conn, QStringLiteral("SELECT id FROM groups WHERE name = 'new-group'")), groups + 1);
        const qint64 projects = scalar(*conn, QStringLiteral("SELECT max(id) FROM projects"));
        QVERIFY(conn->exec(QStringLiteral("INSERT INTO projects (name, description, created_at) "
                                          "VALUES ('new-project', '', now())"),
                           &error));
        QCOMPARE(scalar(*conn, QStringLiteral("SELECT id FROM projects WHERE name = 'new-project'")), projects + 1);
    }
}

void TestDemoGenerator::coversEveryState() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    QVERIFY2(test::fillDemo(scratch, options(), &why), qPrintable(why));
    auto conn = scratch.connect();
    const bool pg = engine == ScratchDatabase::Engine::Postgres;
    auto count = [&](const QString& where) { return scalar(*conn, QStringLiteral("SELECT count(*) FROM ") + where); };
    // `column` compared with the demo's clock moved by `seconds`: Tabularia's naive UTC timestamps, Holotable's
    // timestamptz (ISO-8601 text with Z on SQLite).
    auto than = [&](const char* column, const char* op, int seconds, bool tabularia) {
        const QString c = QString::fromLatin1(column), o = QString::fromLatin1(op);
        if (pg)
            return QStringLiteral("%1 %2 %3 + interval '%4 seconds'")
                .arg(c, o,
                     tabularia ? QStringLiteral("timestamp '2026-11-30 12:00:00'")
                               : QStringLiteral("timestamptz '2026-11-30 12:00:00+00'"))
                .arg(seconds);
        return QStringLiteral("julianday(%1) %2 julianday('2026-11-30 12:00:00', '%3 seconds')").arg(c, o).arg(seconds);
    };
    // flow_presence keeps seconds since the epoch; a row lives about 40 seconds.
    const qint64 nowS = options().now.toSecsSinceEpoch();
    auto tab = [&](const char* column, const char* op, int seconds) { return than(column, op, seconds, true); };
    auto holo = [&](const char* column, const char* op, int seconds) { return than(column, op, seconds, false); };

    // --- Tabularia: access control ---------------------------------------------------------------------------------
    // Local accounts with a bcrypt-shaped hash and no OIDC identity; SSO identities with both and no hash.
    QVERIFY(count(QStringLiteral("users WHERE oidc_subject IS NULL AND oidc_issuer IS NULL AND hashed_password LIKE "
                                 "'$2b$12$%' AND length(hashed_password) = 60")) >= 2);
    QVERIFY(count(QStringLiteral("users WHERE oidc_subject IS NOT NULL AND oidc_issuer IS NOT NULL AND "
                                 "hashed_password IS NULL")) >= 2);
    QCOMPARE(count(QStringLiteral("users WHERE (oidc_issuer IS NULL) <> (oidc_subject IS NULL)")), 0);
    QVERIFY(count(QStringLiteral("users WHERE is_superuser")) >= 2);
    QCOMPARE(count(QStringLiteral("users WHERE is_observer")), 1);
    QVERIFY(count(QStringLiteral("users WHERE NOT is_active")) > 0);
    QVERIFY(count(QStringLiteral("groups WHERE is_admin")) > 0);
    QVERIFY(count(QStringLiteral("groups WHERE is_observer")) > 0);
    QVERIFY(count(QStringLiteral("groups WHERE description = ''")) > 0);
    // Exactly one grantee, every capability of the platform's code, and nothing else.
    QVERIFY(count(QStringLiteral("permissions WHERE user_id IS NOT NULL")) > 0);
    QVERIFY(count(QStringLiteral("permissions WHERE group_id IS NOT NULL")) > 0);
    QCOMPARE(count(QStringLiteral("permissions WHERE (user_id IS NULL) = (group_id IS NULL)")), 0);
    for (const char* capability : {"view", "run", "edit", "connect", "manage"})
        QVERIFY2(count(QStringLiteral("permissions WHERE capability = '%1'").arg(QLatin1String(capability))) > 0,
                 capability);
    QCOMPARE(count(QStringLiteral("permissions WHERE capability NOT IN ('view', 'run', 'edit', 'connect', "
                                  "'manage')")),
             0);
    // a project tree three levels deep
    QVERIFY(count(QStringLiteral(
                "projects c JOIN projects p ON c.parent_id = p.id JOIN projects g ON p.parent_id = g.id")) > 0);

    // --- the catalog -----------------------------------------------------------------------------------------------
    QVERIFY(scalar(*conn, QStringLiteral(
                              "SELECT max(n) FROM (SELECT count(*) AS n FROM flow_versions GROUP BY flow_id) x")) > 1);
    QCOMPARE(count(QStringLiteral("flow_versions WHERE version = 1 AND note <> 'baseline'")), 0);
    QVERIFY(count(QStringLiteral("flows WHERE run_schedule LIKE 'interval:%'")) > 0);
    QVERIFY(count(QStringLiteral("flows WHERE run_schedule LIKE 'daily:%'")) > 0);
    QCOMPARE(count(QStringLiteral("flows WHERE (run_schedule IS NULL) <> (run_scheduled_by IS NULL)")), 0);
    QVERIFY(count(QStringLiteral("flows WHERE production_engine = 'clickhouse'")) > 0);
    QVERIFY(count(QStringLiteral("flows WHERE notify_connection_id IS NOT NULL")) > 0);
    QCOMPARE(count(QStringLiteral("flows WHERE engine NOT IN ('polars', 'duckdb', 'chdb', 'clickhouse')")), 0);
    QVERIFY(count(QStringLiteral("datasources WHERE kind = 'flow' AND flow_id IS NOT NULL")) > 0);
    QVERIFY(count(QStringLiteral("datasources WHERE kind = 'database' AND connection_id IS NOT NULL")) > 0);
    QVERIFY(count(QStringLiteral("datasources WHERE flow_id IS NULL AND connection_id IS NULL")) > 0);
    QVERIFY(count(QStringLiteral("datasources WHERE source_type = 'table'")) > 0);
    QVERIFY(count(QStringLiteral("datasources WHERE source_type = 'sql'")) > 0);
    // snapshot_run_id: a plain integer; one left NULL, one naming a run that is gone.
    QVERIFY(count(QStringLiteral("datasources WHERE snapshot_run_id IS NULL")) > 0);
    QVERIFY(count(QStringLiteral("datasources d WHERE snapshot_run_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM runs "
                                 "r WHERE r.id = d.snapshot_run_id)")) > 0);
    QVERIFY(count(QStringLiteral("dbt_ai_texts WHERE kind = 'describe'")) > 0);
    QVERIFY(count(QStringLiteral("dbt_ai_texts WHERE kind = 'translate'")) > 0);

    // --- runs: every status, kind and trigger, and the queue as the orchestrators leave it -------------------------
    for (const char* status : {"PENDING", "STARTED", "SUCCESS", "FAILURE"})
        QVERIFY2(count(QStringLiteral("runs WHERE status = '%1'").arg(QLatin1String(status))) > 0, status);
    for (const char* kind : {"flow", "ingest", "orchestration"})
        QVERIFY2(count(QStringLiteral("runs WHERE kind = '%1'").arg(QLatin1String(kind))) > 0, kind);
    QCOMPARE(count(QStringLiteral("runs WHERE status NOT IN ('PENDING', 'STARTED', 'SUCCESS', 'FAILURE')")), 0);
    QVERIFY(count(QStringLiteral("runs WHERE trigger_type = 'manual'")) > 0);
    QVERIFY(count(QStringLiteral("runs WHERE trigger_type = 'schedule'")) > 0);
    QVERIFY(count(QStringLiteral("runs WHERE engine_mode = 'production'")) > 0);
    QVERIFY(count(QStringLiteral("runs WHERE engine_mode = 'development'")) > 0);
    QVERIFY(count(QStringLiteral("runs WHERE parent_run_id IS NOT NULL")) > 0);
    QVERIFY(count(QStringLiteral("runs WHERE kind = 'ingest' AND datasource_id IS NOT NULL AND flow_id IS NULL")) > 0);
    // The queue: PENDING orchestrations nobody has claimed, with no task yet.
    QVERIFY(count(QStringLiteral("runs WHERE kind = 'orchestration' AND status = 'PENDING' AND claimed_by IS NULL "
                                 "AND task_id = ''")) > 0);
    // Live claims: a fresh heartbeat, and stale ones whose orchestrator stopped beating.
    const QString claimed = QStringLiteral("runs WHERE kind = 'orchestration' AND status = 'STARTED' AND claimed_by "
                                           "IS NOT NULL AND ");
    QVERIFY(count(claimed + tab("heartbeat_at", ">", -60)) > 0);
    QVERIFY(count(claimed + tab("heartbeat_at", "<", -600)) > 0);
    QCOMPARE(scalar(*conn, QStringLiteral("SELECT count(*) FROM (SELECT flow_id FROM runs WHERE kind = "
                                          "'orchestration' AND status = 'STARTED' GROUP BY flow_id HAVING count(*) > "
                                          "1) x")),
             0);
    // An orphan the sweeper closed, and a manual launch refused while the flow's orchestration was live.
    QVERIFY(count(QStringLiteral("runs WHERE kind = 'orchestration' AND status = 'FAILURE' AND error LIKE "
                                 "'Orchestrazione interrotta:%'")) > 0);
    QVERIFY(count(QString::fromUtf8("runs WHERE kind = 'orchestration' AND status = 'FAILURE' AND error = 'flusso già "
                                    "in esecuzione' AND claimed_by IS NULL")) > 0);
    // An editor run on the engine for hours: stale by engine_started_at.
    QVERIFY(count(QStringLiteral("runs WHERE kind = 'flow' AND parent_run_id IS NULL AND status = 'STARTED' AND ") +
                  tab("engine_started_at", "<", -7200)) > 0);
    QVERIFY(count(QStringLiteral("runs WHERE status = 'FAILURE' AND error_detail LIKE 'Traceback%'")) > 0);
    QVERIFY(count(QStringLiteral("runs WHERE destination IS NOT NULL")) > 0);
    QVERIFY(count(QStringLiteral("runs WHERE mirror LIKE '%\"ok\":false%'")) > 0);
    QVERIFY(count(QStringLiteral("runs WHERE email IS NOT NULL")) > 0);
    QCOMPARE(count(QStringLiteral("runs WHERE status IN ('SUCCESS', 'FAILURE') AND finished_at IS NULL")), 0);

    // --- contracts, the assistant and administration -----------------------------------------------------------------
    for (const char* notify : {"pending", "sending", "sent", "failed", "skipped"})
        QVERIFY2(count(QStringLiteral("data_contract_results WHERE notify = '%1'").arg(QLatin1String(notify))) > 0,
                 notify);
    QVERIFY(count(QStringLiteral("data_contract_results WHERE notify IS NULL")) > 0);
    for (const char* status : {"pending", "passed", "warning", "failed"})
        QVERIFY2(count(QStringLiteral("data_contracts WHERE status = '%1'").arg(QLatin1String(status))) > 0, status);
    QVERIFY(count(QStringLiteral("data_contracts c WHERE NOT EXISTS (SELECT 1 FROM datasources d WHERE d.id = "
                                 "c.datasource_id)")) > 0); // no foreign key by design: one names a datasource gone
    QVERIFY(count(QStringLiteral("ai_models WHERE NOT enabled")) > 0);
    QVERIFY(count(QStringLiteral("ai_chat_turns WHERE cost_usd IS NULL")) > 0); // unknown, not zero
    QVERIFY(count(QStringLiteral("ai_chat_turns WHERE cost_usd IS NOT NULL")) > 0);
    QVERIFY(count(QStringLiteral("ai_spend s WHERE NOT EXISTS (SELECT 1 FROM ai_chat_turns t WHERE t.id = "
                                 "s.turn_id)")) > 0); // the turn is gone, the bill stays
    // Audit: an actor since deleted keeps their label; an observer's IP and user agent are never stored.
    QVERIFY(count(QStringLiteral("audit_logs WHERE actor_id IS NULL AND actor_label = "
                                 "'former.contractor@example.com'")) > 0);
    QVERIFY(count(QStringLiteral("audit_logs a JOIN users u ON u.id = a.actor_id WHERE u.is_observer")) > 0);
    QCOMPARE(count(QStringLiteral("audit_logs a JOIN users u ON u.id = a.actor_id WHERE u.is_observer AND (a.ip IS "
                                  "NOT NULL OR a.user_agent IS NOT NULL)")),
             0);
    QVERIFY(count(QStringLiteral("audit_logs WHERE action = 'auth.login_failed' AND outcome = 'failure' AND ip IS NOT "
                                 "NULL")) > 0);
    QCOMPARE(count(QStringLiteral("audit_logs WHERE outcome NOT IN ('success', 'failure')")), 0);
    for (const char* level : {"info", "warning", "danger"})
        QVERIFY2(count(QStringLiteral("banners WHERE level = '%1'").arg(QLatin1String(level))) > 0, level);
    QVERIFY(count(QStringLiteral("pending_blob_deletions WHERE ") + tab("delete_after", "<", 0)) > 0); // due
    QVERIFY(count(QStringLiteral("pending_blob_deletions WHERE ") + tab("delete_after", ">", 0)) > 0);
    QVERIFY(count(QStringLiteral("login_attempts WHERE failures >= 5")) > 0);           // locked out
    QVERIFY(count(QStringLiteral("flow_presence WHERE seen < %1 - 40").arg(nowS)) > 0); // expired, not swept
    QVERIFY(count(QStringLiteral("flow_presence WHERE seen > %1 - 40").arg(nowS)) > 0);
    QCOMPARE(scalar(*conn, QStringLiteral("SELECT count(*) FROM privacy_notice WHERE id = 1")), 1);
    QCOMPARE(scalar(*conn, QStringLiteral("SELECT count(*) FROM disabled_engines WHERE engine_id = 'chdb'")), 1);

    // --- Holotable ---------------------------------------------------------------------------------------------------
    QVERIFY(count(QStringLiteral("dashboards WHERE deleted_at IS NOT NULL")) == 1);
    QCOMPARE(count(QStringLiteral("dashboards d JOIN dashboard_versions v ON v.id = d.current_version_id WHERE "
                                  "v.dashboard_id <> d.id")),
             0);
    QCOMPARE(count(QStringLiteral("dashboards WHERE current_version_id IS NULL")), 0);
    QVERIFY(count(QStringLiteral("templates WHERE kind = 'panel'")) > 0);
    QVERIFY(count(QStringLiteral("templates WHERE kind = 'dashboard'")) > 0);
    QVERIFY(count(QStringLiteral("workspace_limits WHERE rate_per_minute IS NULL")) > 0);
    QVERIFY(count(QStringLiteral("workspace_limits WHERE rate_per_minute = 0 OR daily_token_budget = 0")) > 0);
    QVERIFY(count(QStringLiteral("sources WHERE tombstoned_at IS NOT NULL")) > 0);
    QVERIFY(count(QStringLiteral("sources WHERE secret_ref IS NULL")) > 0);           // since 018
    QVERIFY(count(QStringLiteral("sources WHERE catalog_refreshed_at IS NULL")) > 0); // generation refuses it
    QVERIFY(count(pg ? QStringLiteral("sources WHERE cardinality(catalog_missing_tables) > 0")
                     : QStringLiteral("sources WHERE json_array_length(catalog_missing_tables) > 0")) > 0);
    QVERIFY(count(QStringLiteral("dashboard_versions WHERE note IS NOT NULL")) > 0);
    QCOMPARE(scalar(*conn, QStringLiteral("SELECT count(DISTINCT day) FROM llm_usage")), 60);
    for (const char* mode : {"dashboard", "dashboard-refine", "panel", "explore", "source-draft", "chat"})
        QVERIFY2(count(QStringLiteral("generation_log WHERE mode = '%1'").arg(QLatin1String(mode))) > 0, mode);
    QVERIFY(count(QStringLiteral("generation_log WHERE model_config IS NULL")) > 0); // rows from before 017
    QVERIFY(count(QStringLiteral("generation_log WHERE spec IS NULL AND error IS NOT NULL")) > 0);
    QVERIFY(count(QStringLiteral("generation_log g WHERE source_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM sources s "
                                 "WHERE s.id = g.source_id)")) > 0);                     // a log outliving its source
    QVERIFY(count(QStringLiteral("sessions WHERE ") + holo("expires_at", "<", 0)) >= 2); // expired, not yet swept
    QVERIFY(count(QStringLiteral("sessions WHERE ") + holo("expires_at", ">", 0)) > 0);
    QVERIFY(count(QStringLiteral("audit_log WHERE actor_kind = 'realm' AND action = 'auth.backchannel_logout'")) > 0);
    QVERIFY(count(QStringLiteral("audit_log WHERE outcome = 'denied'")) > 0);
    QVERIFY(count(QStringLiteral("audit_log WHERE outcome = 'failure'")) > 0);
    QCOMPARE(count(QStringLiteral("audit_log WHERE action LIKE 'auth.%' AND workspace_id IS NOT NULL")), 0);
    QVERIFY(count(QStringLiteral("annotations WHERE kind = 'incident' AND ended_at IS NULL")) > 0); // still open
    QVERIFY(count(QStringLiteral("annotations WHERE kind = 'deploy' AND source <> 'manual'")) > 0);
    QVERIFY(count(QStringLiteral("dashboard_shares WHERE revoked_at IS NOT NULL")) > 0);
    QVERIFY(count(QStringLiteral("dashboard_shares WHERE ") + holo("expires_at", "<", 0)) > 0);
    QVERIFY(count(QStringLiteral("dashboard_shares s JOIN dashboards d ON d.id = s.dashboard_id WHERE d.deleted_at IS "
                                 "NOT NULL")) > 0);
    QVERIFY(count(QStringLiteral("api_tokens WHERE revoked_at IS NOT NULL")) > 0);
    QVERIFY(count(QStringLiteral("api_tokens WHERE ") + holo("expires_at", "<", 0)) > 0);
    QVERIFY(count(QStringLiteral("api_tokens WHERE role = 'viewer'")) > 0);
    QVERIFY(count(QStringLiteral("api_tokens WHERE role = 'editor'")) > 0);
    // A workspace on the environment's model that allows personal keys, one with its own sealed key.
    QVERIFY(count(QStringLiteral("workspace_llm_config WHERE provider IS NULL AND settings IS NULL AND "
                                 "allow_personal_keys")) > 0);
    QVERIFY(count(QStringLiteral("workspace_llm_config WHERE provider = 'openai-compatible' AND api_key IS NOT "
                                 "NULL")) > 0);
    QVERIFY(count(QStringLiteral("user_llm_config WHERE api_key IS NULL")) > 0);
    // Conversations: dashboard chats (no sources of their own), source chats, one still untitled; messages in order.
    QVERIFY(count(QStringLiteral("conversations WHERE dashboard_id IS NOT NULL")) > 0);
    QVERIFY(count(QStringLiteral("conversations WHERE dashboard_id IS NULL")) > 0);
    QVERIFY(count(QStringLiteral("conversations WHERE title = ''")) > 0);
    QCOMPARE(count(QStringLiteral("conversation_messages a JOIN conversation_messages b ON a.conversation_id = "
                                  "b.conversation_id AND a.created_at < b.created_at WHERE a.seq >= b.seq")),
             0);
    QVERIFY(count(QStringLiteral("workspace_prompts WHERE glossary = ''")) > 0);

    // Credentials are real Fernet tokens under the published demo key, '' where the connection has no password.
    const auto fernet = Fernet::fromKey(demoFernetKey());
    QVERIFY(fernet);
    QSqlQuery q(conn->db());
    QVERIFY(q.exec(QStringLiteral("SELECT name, id, password_encrypted FROM connections")));
    int decrypted = 0, empty = 0;
    while (q.next()) {
        if (q.value(2).toString().isEmpty()) {
            ++empty;
            continue;
        }
        QString error;
        const auto plain = fernet->decrypt(q.value(2).toByteArray(), 0, -1, &error);
        QVERIFY2(plain.has_value(), qPrintable(error));
        QCOMPARE(QString::fromUtf8(*plain),
                 QStringLiteral("demo-%1-%2-not-a-real-password").arg(q.value(0).toString()).arg(q.value(1).toInt()));
        ++decrypted;
    }
    QVERIFY(decrypted > 5);
    QVERIFY(empty > 0);
    QVERIFY(count(QStringLiteral("connections WHERE db_type = 's3'")) > 0);
    QVERIFY(count(QStringLiteral("connections WHERE db_type = 'smtp' AND extra LIKE '%allowed_domains%'")) > 0);
}

void TestDemoGenerator::isDeterministic() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase first(engine), second(engine), other(engine);
    QVERIFY2(first.isValid() && second.isValid() && other.isValid(), qPrintable(first.error()));
    // The first is the demo the cases above read (made by its own run of the generator), the second a new run.
    QString error;
    QVERIFY2(test::fillDemo(first, options(7), &error), qPrintable(error));
    QVERIFY(DemoGenerator::create(second.url(), options(7), {}).ok);
    QVERIFY(DemoGenerator::create(other.url(), options(8), {}).ok);
    auto a = first.connect(), b = second.connect(), c = other.connect();
    for (const auto& [table, order] :
         QList<QPair<QString, QString>>{{QStringLiteral("runs"), QStringLiteral("id")},
                                        {QStringLiteral("connections"), QStringLiteral("id")},
                                        {QStringLiteral("dashboards"), QStringLiteral("id")},
                                        {QStringLiteral("llm_usage"), QStringLiteral("workspace_id, day, route")}}) {
        QCOMPARE(dump(*a, table, order), dump(*b, table, order));
    }
    QVERIFY(dump(*a, QStringLiteral("runs"), QStringLiteral("id")) !=
            dump(*c, QStringLiteral("runs"), QStringLiteral("id")));
}

void TestDemoGenerator::refusesNonEmptyDatabase() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    {
        auto conn = scratch.connect();
        QString error;
        QVERIFY(conn->exec(QStringLiteral("CREATE TABLE flows (id integer PRIMARY KEY, note text)"), &error));
        QVERIFY(conn->exec(QStringLiteral("INSERT INTO flows (id, note) VALUES (1, 'precious')"), &error));
    }
    const auto result = DemoGenerator::create(scratch.url(), options(), {});
    QVERIFY(!result.ok);
    QVERIFY2(result.error.contains(QStringLiteral("Nothing was changed")), qPrintable(result.error));
    auto conn = scratch.connect();
    QCOMPARE(conn->tableNames(), QStringList{QStringLiteral("flows")});
    QCOMPARE(scalar(*conn, QStringLiteral("SELECT count(*) FROM flows WHERE note = 'precious'")), 1);
}

void TestDemoGenerator::bulkLoadKeepsTheSchema() {
    QFETCH(ScratchDatabase::Engine, engine);
    // Past 50,000 runs the demo drops the table's secondary indexes (and PostgreSQL foreign keys) for the load and
    // builds them again: the schema afterwards must be exactly what the migrations made.
    ScratchDatabase small(engine), big(engine);
    QVERIFY2(small.isValid() && big.isValid(), qPrintable(small.error()));
    DemoGenerator::Options o = options();
    QString error;
    QVERIFY2(test::fillDemo(small, o, &error), qPrintable(error));
    o.runs = 60000;
    const auto result = DemoGenerator::create(big.url(), o, {});
    QVERIFY2(result.ok, qPrintable(result.error));
    auto a = small.connect(), b = big.connect();
    const QStringList expected = structureOf(*a, QStringLiteral("runs"));
    // SQLite: the table and its six secondary indexes; PostgreSQL: the key's and the six indexes, and the key and
    // five foreign keys as constraints.
    QCOMPARE(expected.size(), engine == ScratchDatabase::Engine::Sqlite ? 7 : 13);
    QCOMPARE(structureOf(*b, QStringLiteral("runs")), expected);
    QCOMPARE(scalar(*b, QStringLiteral("SELECT count(*) FROM runs")), 60000);
    QCOMPARE(scalar(*b, QStringLiteral("SELECT count(*) FROM runs r WHERE r.parent_run_id IS NOT NULL AND NOT EXISTS "
                                       "(SELECT 1 FROM runs p WHERE p.id = r.parent_run_id)")),
             0);
}

QTEST_GUILESS_MAIN(TestDemoGenerator)
#include "tst_DemoGenerator.moc"
