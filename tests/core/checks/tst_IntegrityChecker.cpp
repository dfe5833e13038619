// The integrity check on both engines: a database the platforms' migrations made, with one violation of each kind
// planted, finds each exactly once; the demo finds exactly what it plants; rules that the database's revision lacks
// the tables for are skipped; the example limit, progress and cancel.

#include "common/MigrationHelpers.h"
#include "common/TabulariaRuns.h"
#include "common/TestDatabases.h"
#include "core/checks/IntegrityChecker.h"
#include "core/checks/SafeFix.h"
#include "core/db/CancelRequest.h"
#include "core/db/DbConnection.h"
#include "core/ops/OperationPreview.h"
#include "core/secrets/FernetKeyRing.h"

#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QSqlQuery>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {

/// The fixed clock of the planted rows and of the demo (tests/common/TestDatabases.cpp).
const QDateTime kNow(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);

/// Both platforms at their head revision, as their migrations make them.
bool migrateAll(const DbConnection& conn) {
    QString error;
    QStringList applied;
    for (Platform p : platforms::all())
        if (!Migrator(conn, test::builtInMigrations(p, conn)).upgrade(&applied, &error)) {
            qWarning("%s", qPrintable(error));
            return false;
        }
    return true;
}

/// Rule id → total, for every rule that ran.
QMap<QString, qint64> totals(const IntegrityReport& report) {
    QMap<QString, qint64> out;
    for (const RuleOutcome& o : report.outcomes)
        out.insert(o.info.id, o.total);
    return out;
}

const RuleOutcome* outcomeOf(const IntegrityReport& report, const QString& id) {
    for (const RuleOutcome& o : report.outcomes)
        if (o.info.id == id)
            return &o;
    return nullptr;
}

/// PostgreSQL: drops every CHECK of `table`, as a database whose constraint was lost (SQLite plants with
/// ignore_check_constraints instead).
QString dropChecks(const QString& table) {
    return QStringLiteral("DO $$ DECLARE r record; BEGIN FOR r IN SELECT conname FROM pg_constraint WHERE conrelid = "
                          "'%1'::regclass AND contype = 'c' LOOP EXECUTE format('ALTER TABLE %1 DROP CONSTRAINT %I', "
                          "r.conname); END LOOP; END $$")
        .arg(table);
}

/// The rule ids every planted database must report once, whatever the engine.
QStringList plantedOnce() {
    return {
        QStringLiteral("tabularia.permissions.E001"),
        QStringLiteral("tabularia.permissions.E002"),
        QStringLiteral("tabularia.users.E001"),
        QStringLiteral("tabularia.projects.E001"),
        QStringLiteral("tabularia.runs.E001"),
        QStringLiteral("tabularia.runs.E002"),
        QStringLiteral("tabularia.runs.E003"),
        QStringLiteral("tabularia.runs.W001"),
        QStringLiteral("tabularia.runs.W002"),
        QStringLiteral("tabularia.runs.W003"),
        QStringLiteral("tabularia.flows.E001"),
        QStringLiteral("tabularia.flows.E002"),
        QStringLiteral("tabularia.flows.E003"),
        QStringLiteral("tabularia.flows.W001"),
        QStringLiteral("tabularia.flows.W002"),
        QStringLiteral("tabularia.flow_versions.W001"),
        QStringLiteral("tabularia.datasources.E001"),
        QStringLiteral("tabularia.datasources.W001"),
        QStringLiteral("tabularia.datasources.W002"),
        QStringLiteral("tabularia.datasources.W003"),
        QStringLiteral("tabularia.connections.E001"),
        QStringLiteral("tabularia.data_contracts.E001"),
        QStringLiteral("tabularia.data_contracts.E002"),
        QStringLiteral("tabularia.data_contracts.W001"),
        QStringLiteral("tabularia.data_contracts.W002"),
        QStringLiteral("tabularia.data_contract_versions.E001"),
        QStringLiteral("tabularia.data_contract_versions.W001"),
        QStringLiteral("tabularia.data_contract_results.E001"),
        QStringLiteral("tabularia.data_contract_results.E002"),
        QStringLiteral("tabularia.data_contract_results.E003"),
        QStringLiteral("tabularia.data_contract_results.E004"),
        QStringLiteral("tabularia.data_contract_results.W001"),
        QStringLiteral("tabularia.data_contract_results.W002"),
        QStringLiteral("tabularia.data_contract_results.W003"),
        QStringLiteral("tabularia.ai_chats.E001"),
        QStringLiteral("tabularia.ai_chat_turns.W001"),
        QStringLiteral("tabularia.audit_logs.E001"),
        QStringLiteral("tabularia.banners.E001"),
        QStringLiteral("tabularia.disabled_engines.E001"),
        QStringLiteral("tabularia.dbt_ai_texts.E001"),
        QStringLiteral("tabularia.dbt_ai_texts.E002"),
        QStringLiteral("tabularia.schema.W001"),
        QStringLiteral("holotable.dashboards.E001"),
        QStringLiteral("holotable.dashboards.E002"),
        QStringLiteral("holotable.dashboards.E003"),
        QStringLiteral("holotable.dashboards.W001"),
        QStringLiteral("holotable.dashboard_versions.W001"),
        QStringLiteral("holotable.templates.E001"),
        QStringLiteral("holotable.templates.E002"),
        QStringLiteral("holotable.generation_log.E001"),
        QStringLiteral("holotable.generation_log.E002"),
        QStringLiteral("holotable.conversation_messages.E001"),
        QStringLiteral("holotable.conversation_messages.W001"),
        QStringLiteral("holotable.user_preferences.W001"),
        QStringLiteral("holotable.user_preferences.N001"),
        QStringLiteral("holotable.audit_log.N001"),
        QStringLiteral("holotable.workspace_llm_config.E001"),
    };
}

/// One violation of each kind, on a database both platforms' migrations made; the rows around them are sound.
bool plant(const ScratchDatabase& scratch, bool sqlite) {
    // SQLite cannot drop a CHECK: this connection skips them, as a tool writing without them would.
    QStringList s;
    if (sqlite)
        s << QStringLiteral("PRAGMA ignore_check_constraints = ON");
    else
        for (const char* t : {"templates", "generation_log", "conversation_messages", "workspace_llm_config"})
            s << dropChecks(QString::fromLatin1(t));
    // A database without the partial index that keeps one live orchestration per flow (an older or hand-made one).
    s << QStringLiteral("DROP INDEX uq_runs_one_live_orchestration");
    s << QStringLiteral(
        "INSERT INTO users (id, email, full_name, is_active, is_superuser, is_observer, created_at, oidc_issuer, "
        "oidc_subject) VALUES (1, 'a@example.com', 'A', TRUE, FALSE, FALSE, '2026-01-01 00:00:00', NULL, NULL), "
        "(2, 'b@example.com', 'B', FALSE, FALSE, FALSE, '2026-01-01 00:00:00', NULL, NULL), "
        "(3, 'c@example.com', 'C', TRUE, FALSE, FALSE, '2026-01-01 00:00:00', 'https://idp.example.com', NULL)");
    s << QStringLiteral("INSERT INTO groups (id, name, description, is_admin, is_observer, created_at) VALUES "
                        "(1, 'analysts', '', FALSE, FALSE, '2026-01-01 00:00:00')");
    s << QStringLiteral("INSERT INTO projects (id, name, description, parent_id, created_at) VALUES "
                        "(1, 'root', '', NULL, '2026-01-01 00:00:00'), (2, 'child', '', 1, '2026-01-01 00:00:00'), "
                        "(3, 'loop a', '', NULL, '2026-01-01 00:00:00'), (4, 'loop b', '', 3, '2026-01-01 00:00:00')");
    s << QStringLiteral("UPDATE projects SET parent_id = 4 WHERE id = 3");
    s << QStringLiteral("INSERT INTO permissions (id, project_id, user_id, group_id, capability) VALUES "
                        "(1, 1, 1, NULL, 'view'), (2, 1, 1, 1, 'edit'), (3, 2, NULL, 1, 'admin')");
    s << QStringLiteral(
        "INSERT INTO flows (definition, id, name, description, project_id, engine, production_engine, run_schedule, "
        "run_scheduled_by, next_run_at, created_at, updated_at) VALUES "
        "('{}', 1, 'scheduled', '', 1, 'polars', NULL, 'interval:60', 2, '2026-11-30 11:00:00', '2026-01-01 "
        "00:00:00', '2026-01-01 00:00:00'), "
        "('{}', 2, 'odd engines', '', 1, 'spark', 'spark', NULL, NULL, NULL, '2026-01-01 00:00:00', '2026-01-01 "
        "00:00:00')");
    s << QStringLiteral("INSERT INTO flow_versions (definition, id, flow_id, version, note, created_at) VALUES "
                        "('{}', 1, 1, 1, '', '2026-01-01 00:00:00'), ('{}', 2, 1, 3, '', '2026-01-02 00:00:00'), "
                        "('{}', 3, 2, 1, '', '2026-01-01 00:00:00')");
    const QString runColumns = QStringLiteral(
        "INSERT INTO runs (id, kind, flow_id, task_id, status, trigger_type, parent_run_id, input_key, output_bucket, "
        "output_key, publish_description, publish_overwrite, publish_sort_keys, claimed_by, heartbeat_at, "
        "started_at, engine_started_at, finished_at) VALUES ");
    s << runColumns +
             QStringLiteral(
                 // 1: a stale claim. 3: a finished orchestration, 2: its child still running.
                 "(1, 'orchestration', 1, '', 'STARTED', 'schedule', NULL, '', 'b', 'k', '', FALSE, '[]', 'h:1:a', "
                 "'2026-11-30 11:50:00', '2026-11-30 11:40:00', NULL, NULL), "
                 "(3, 'orchestration', 2, '', 'SUCCESS', 'manual', NULL, '', 'b', 'k', '', FALSE, '[]', 'h:1:a', "
                 "'2026-11-30 11:58:00', '2026-11-30 11:55:00', NULL, '2026-11-30 11:58:00'), "
                 "(4, 'flow', 2, 't4', 'RUNNING', 'manual', NULL, '', 'b', 'k', '', FALSE, '[]', NULL, NULL, "
                 "'2026-11-30 11:59:00', NULL, NULL), "
                 "(5, 'batch', 2, 't5', 'SUCCESS', 'manual', NULL, '', 'b', 'k', '', FALSE, '[]', NULL, NULL, "
                 "'2026-11-30 11:00:00', NULL, '2026-11-30 11:01:00'), "
                 // 6: an engine run started two hours ago, still STARTED.
                 "(6, 'flow', 2, 't6', 'STARTED', 'manual', NULL, '', 'b', 'k', '', FALSE, '[]', NULL, NULL, "
                 "'2026-11-30 09:59:00', '2026-11-30 10:00:00', NULL), "
                 "(7, 'flow', 2, 't7', 'SUCCESS', 'manual', NULL, '', 'b', 'k', '', FALSE, '[]', NULL, NULL, "
                 "'2026-11-30 11:00:00', NULL, '2026-11-30 11:01:00'), "
                 // 9 and 10: two live orchestrations of flow 2, both beating.
                 "(9, 'orchestration', 2, '', 'STARTED', 'manual', NULL, '', 'b', 'k', '', FALSE, '[]', 'h:2:b', "
                 "'2026-11-30 11:59:55', '2026-11-30 11:59:00', NULL, NULL), "
                 "(10, 'orchestration', 2, '', 'STARTED', 'manual', NULL, '', 'b', 'k', '', FALSE, '[]', 'h:3:c', "
                 "'2026-11-30 11:59:58', '2026-11-30 11:59:30', NULL, NULL)");
    s << runColumns +
             QStringLiteral("(2, 'flow', 2, 't2', 'STARTED', 'manual', 3, '', 'b', 'k', '', FALSE, '[]', NULL, "
                            "NULL, '2026-11-30 11:56:00', '2026-11-30 11:57:00', NULL), "
                            "(8, 'flow', 2, 't8', 'SUCCESS', 'manual', 7, '', 'b', 'k', '', FALSE, '[]', "
                            "NULL, NULL, '2026-11-30 11:00:00', NULL, '2026-11-30 11:01:00')");
    s << QStringLiteral("UPDATE runs SET parent_run_id = 8 WHERE id = 7");
    s << QStringLiteral(
        "INSERT INTO datasources (columns, sort_keys, column_descriptions, id, name, description, project_id, bucket, "
        "key, kind, refresh_schedule, refresh_scheduled_by, next_refresh_at, snapshot_run_id, created_at, "
        "updated_at) VALUES "
        "('[]', '[]', '{}', 1, 'sales', '', 1, 'b', 'k1', 'flow', 'daily:06:00', 2, '2026-11-30 06:00:00', 999, "
        "'2026-01-01 00:00:00', '2026-01-01 00:00:00'), "
        "('[]', '[]', '{}', 2, 'stream', '', 1, 'b', 'k2', 'stream', NULL, NULL, NULL, 7, '2026-01-01 00:00:00', "
        "'2026-01-01 00:00:00')");
    s << QStringLiteral("INSERT INTO connections (password_encrypted, extra, id, name, description, project_id, "
                        "db_type, host, username, database, db_schema, created_at, updated_at) VALUES "
                        "('', '{}', 1, 'warehouse', '', 1, 'oracle', 'h', '', '', '', '2026-01-01 00:00:00', "
                        "'2026-01-01 00:00:00')");
    s << QStringLiteral(
        "INSERT INTO data_contracts (document, id, datasource_id, version, enabled, status, errors, warnings, "
        "blocked_run_id, notify_connection_id, created_at, updated_at) VALUES "
        "('{}', 1, 1, 3, TRUE, 'passed', 0, 0, 888, 999, '2026-01-01 00:00:00', '2026-01-01 00:00:00'), "
        "('{}', 2, 777, 1, TRUE, 'bogus', 0, 0, NULL, NULL, '2026-01-01 00:00:00', '2026-01-01 00:00:00')");
    s << QStringLiteral("INSERT INTO data_contract_versions (document, id, datasource_id, version, created_at) VALUES "
                        "('{}', 1, 1, 1, '2026-01-01 00:00:00'), ('{}', 2, 1, 3, '2026-01-02 00:00:00'), "
                        "('{}', 3, 777, 1, '2026-01-01 00:00:00')");
    s << QStringLiteral(
        "INSERT INTO data_contract_results (report, id, datasource_id, contract_version, trigger, run_id, "
        "snapshot_key, outcome, blocked, errors, warnings, notify, evaluated_at) VALUES "
        "('{}', 1, 1, 1, 'manual', 888, '', 'passed', FALSE, 0, 0, NULL, '2026-11-30 10:00:00'), "
        "('{}', 2, 777, 1, 'manual', NULL, '', 'passed', FALSE, 0, 0, NULL, '2026-11-30 10:00:00'), "
        "('{}', 3, 1, 1, 'manual', NULL, '', 'meh', FALSE, 0, 0, NULL, '2026-11-30 10:00:00'), "
        "('{}', 4, 1, 1, 'cron', NULL, '', 'passed', FALSE, 0, 0, NULL, '2026-11-30 10:00:00'), "
        "('{}', 5, 1, 1, 'manual', NULL, '', 'passed', FALSE, 0, 0, 'queued', '2026-11-30 10:00:00'), "
        // 6: an alert pending for two hours; 7: one a dead sender left 'sending'; 8: one pending for a minute.
        "('{}', 6, 1, 1, 'manual', NULL, '', 'failed', FALSE, 1, 0, 'pending', '2026-11-30 10:00:00'), "
        "('{}', 7, 1, 1, 'manual', NULL, '', 'failed', FALSE, 1, 0, 'sending', '2026-11-30 10:00:00'), "
        "('{}', 8, 1, 1, 'manual', NULL, '', 'failed', FALSE, 1, 0, 'pending', '2026-11-30 11:59:00')");
    s << QStringLiteral("INSERT INTO ai_chats (id, user_id, title, model_id, created_at, updated_at) VALUES "
                        "(1, 55, '', 'm', '2026-01-01 00:00:00', '2026-01-01 00:00:00')");
    // 2: a turn cut off mid-write (no JSON); 1: a sound one.
    s << QStringLiteral("INSERT INTO ai_chat_turns (id, chat_id, seq, question, messages, model_id, input_tokens, "
                        "output_tokens, requests, created_at) VALUES "
                        "(1, 1, 0, 'q', '[{\"kind\": \"request\", \"parts\": []}]', 'm', 1, 1, 1, "
                        "'2026-01-01 00:00:00'), "
                        "(2, 1, 1, 'q', '[{\"kind\": \"request\", \"parts\": [', 'm', 1, 1, 1, "
                        "'2026-01-01 00:00:00')");
    s << QStringLiteral("INSERT INTO dbt_ai_texts (text, id, flow_id, flow_version, kind, key, model_id, created_at) "
                        "VALUES ('', 1, 77, 1, 'summarize', 'k', 'm', '2026-01-01 00:00:00')");
    s << QStringLiteral("INSERT INTO audit_logs (id, ts, actor_label, action, outcome) VALUES "
                        "(1, '2026-01-01 00:00:00', 'a@example.com', 'flow.run', 'maybe')");
    s << QStringLiteral(
        "INSERT INTO banners (message, id, level, created_at) VALUES ('m', 1, 'critical', '2026-01-01 00:00:00')");
    s << QStringLiteral(
        "INSERT INTO disabled_engines (engine_id, disabled_at) VALUES ('spark', '2026-01-01 00:00:00')");

    // Holotable
    s << QStringLiteral("INSERT INTO sources (id, workspace_id, name, config, created_by, tombstoned_at) VALUES "
                        "('live', 'w1', 'Live', '{}', 'u', NULL), ('old', 'w1', 'Old', '{}', 'u', "
                        "'2026-11-01T00:00:00Z')");
    const QString uuid = QStringLiteral("'00000000-0000-4000-8000-0000000000%1'");
    s << QStringLiteral("INSERT INTO generation_log (id, workspace_id, created_by, mode, source_id, prompt_redacted, "
                        "model) VALUES (%1, 'w1', 'u', 'dashboard', 'live', '', 'm'), "
                        "(%2, 'w1', 'u', 'dashboard', 'old', '', 'm'), (%3, 'w1', 'u', 'panel', 'ghost', '', 'm'), "
                        "(%4, 'w1', 'u', 'poetry', NULL, '', 'm')")
             .arg(uuid.arg(QStringLiteral("01")), uuid.arg(QStringLiteral("02")), uuid.arg(QStringLiteral("03")),
                  uuid.arg(QStringLiteral("04")));
    s << QStringLiteral("INSERT INTO templates (id, workspace_id, kind, name, body, created_by) VALUES "
                        "(%1, 'w1', 'panel', 'T1', '{\"kind\": \"dashboard\"}', 'u'), "
                        "(%2, 'w1', 'widget', 'T2', '{\"kind\": \"widget\"}', 'u'), "
                        "(%3, 'w1', 'panel', 'T3', '{\"kind\": \"panel\"}', 'u')")
             .arg(uuid.arg(QStringLiteral("11")), uuid.arg(QStringLiteral("12")), uuid.arg(QStringLiteral("13")));
    const QString d1 = uuid.arg(QStringLiteral("d1")), d2 = uuid.arg(QStringLiteral("d2")),
                  d3 = uuid.arg(QStringLiteral("d3"));
    const QString va = uuid.arg(QStringLiteral("a1")), vb = uuid.arg(QStringLiteral("b1")),
                  vc = uuid.arg(QStringLiteral("c1")), vd = uuid.arg(QStringLiteral("e1"));
    // d4 is deleted: what its spec reads is nobody's concern.
    const QString d4 = uuid.arg(QStringLiteral("d4")), ve = uuid.arg(QStringLiteral("f4"));
    s << QStringLiteral("INSERT INTO dashboards (id, workspace_id, title, created_by, deleted_at) VALUES (%1, 'w1', "
                        "'Sales', 'u', NULL), (%2, 'w1', 'Two', 'u', NULL), (%3, 'w1', 'Three', 'u', NULL), (%4, "
                        "'w1', 'Gone', 'u', '2026-11-01T00:00:00Z')")
             .arg(d1, d2, d3, d4);
    // Panels reading sources: d1's current spec a source that never existed (and its old version one that still
    // does), d3's a tombstoned one beside a live one, d2's (another dashboard's version) and d4's are not read.
    const auto spec = [](const QString& title, const QStringList& sources) {
        QStringList panels;
        for (const QString& source : sources)
            panels << QStringLiteral("{\"id\": \"p\", \"query\": {\"sourceId\": \"%1\", \"sql\": \"SELECT 1\"}}")
                          .arg(source);
        return QStringLiteral("'{\"title\": \"%1\", \"panels\": [%2]}'").arg(title, panels.join(QStringLiteral(", ")));
    };
    s << QStringLiteral("INSERT INTO dashboard_versions (id, dashboard_id, version, spec, created_by) VALUES "
                        "(%1, %5, 1, %8, 'u'), (%2, %5, 3, %9, 'u'), (%3, %6, 1, '{\"title\": \"Two\"}', 'u'), "
                        "(%4, %7, 1, %10, 'u'), (%11, %12, 1, %13, 'u')")
             .arg(va, vb, vc, vd, d1, d2, d3, spec(QStringLiteral("Revenue"), {QStringLiteral("live")}),
                  spec(QStringLiteral("Revenue"), {QStringLiteral("ghost"), QStringLiteral("ghost")}))
             .arg(spec(QStringLiteral("Three"), {QStringLiteral("old"), QStringLiteral("live")}), ve, d4,
                  spec(QStringLiteral("Gone"), {QStringLiteral("ghost"), QStringLiteral("old")}));
    s << QStringLiteral("UPDATE dashboards SET current_version_id = %1 WHERE id = %2").arg(vb, d1);
    s << QStringLiteral("UPDATE dashboards SET current_version_id = %1 WHERE id = %2").arg(va, d2);
    s << QStringLiteral("UPDATE dashboards SET current_version_id = %1 WHERE id = %2").arg(vd, d3);
    s << QStringLiteral("UPDATE dashboards SET current_version_id = %1 WHERE id = %2").arg(ve, d4);
    const QString conversation = uuid.arg(QStringLiteral("f1"));
    s << QStringLiteral("INSERT INTO conversations (id, user_sub, workspace_id, source_ids, time_range) VALUES "
                        "(%1, 'u', 'w1', '%2', '{}')")
             .arg(conversation, sqlite ? QStringLiteral("[]") : QStringLiteral("{}"));
    s << QStringLiteral("INSERT INTO conversation_messages (conversation_id, id, role, content) VALUES "
                        "(%1, 'm1', 'robot', '{\"parts\": []}'), (%1, 'm2', 'user', '{\"parts\": [{\"type\": "
                        "\"text\", \"text\": \"hi\"}]}'), (%1, 'm3', 'user', '{\"text\": \"an older shape\"}')")
             .arg(conversation);
    // u1's preferences all parse; u2's clock and chartPatterns do not, and theme is no preference.
    s << QStringLiteral("INSERT INTO user_preferences (sub, prefs) VALUES ('u1', '{\"timeZone\": \"Europe/Berlin\", "
                        "\"clock\": \"24h\", \"startPage\": \"dashboard:%1\", \"exploreRefreshMs\": 30000.0, "
                        "\"favoritesOnly\": true, \"exploreTimeRange\": \"now-7d\"}'), ('u2', '{\"clock\": \"25h\", "
                        "\"chartPatterns\": \"yes\", \"theme\": \"dark\", \"timeZone\": \"local\"}')")
             .arg(QStringLiteral("00000000-0000-4000-8000-0000000000D1"));
    s << QStringLiteral("INSERT INTO audit_log (workspace_id, actor_sub, actor_kind, action, resource_type, outcome) "
                        "VALUES ('w1', 'u', 'user', 'dashboard.create', 'planet', 'success'), "
                        "('w1', 'u', 'user', 'dashboard.create', 'dashboard', 'success')");
    s << QStringLiteral("INSERT INTO workspace_llm_config (workspace_id, provider, settings, updated_by) VALUES "
                        "('w1', 'openai', NULL, 'u'), ('w2', NULL, NULL, 'u')");
    if (!test::execAll(scratch, s))
        return false;
    // A reference whose foreign key the database does not enforce: PostgreSQL without the key (a database upgraded
    // through the gateway's ALTER list has none on flows.notify_connection_id), SQLite with foreign keys off.
    QStringList loose;
    if (sqlite)
        loose << QStringLiteral("PRAGMA foreign_keys = OFF");
    else
        loose << QStringLiteral(
            "DO $$ DECLARE r record; BEGIN FOR r IN SELECT c.conname FROM pg_constraint c JOIN pg_attribute a ON "
            "a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey) WHERE c.conrelid = 'flows'::regclass AND "
            "c.contype = 'f' AND a.attname = 'notify_connection_id' LOOP EXECUTE format('ALTER TABLE flows DROP "
            "CONSTRAINT %I', r.conname); END LOOP; END $$");
    loose << QStringLiteral("INSERT INTO flows (definition, id, name, description, project_id, engine, "
                            "notify_connection_id, created_at, updated_at) VALUES ('{}', 3, 'loose', '', 1, "
                            "'polars', 999, '2026-01-01 00:00:00', '2026-01-01 00:00:00')");
    return test::execAll(scratch, loose);
}

} // namespace

class tst_IntegrityChecker : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void rulesAreDescribed();
    void planted_data();
    void planted();
    void cleanDatabase_data();
    void cleanDatabase();
    void demo_data();
    void demo();
    void olderRevision_data();
    void olderRevision();
    void limitProgressCancel_data();
    void limitProgressCancel();
    void damagedFile_data();
    void damagedFile();
    void damagedPage_data();
    void damagedPage();
    void runAgesAreTheQueues_data();
    void runAgesAreTheQueues();
    void ruleIdsAndSchemaPresence_data();
    void ruleIdsAndSchemaPresence();
    void safeFixes_data();
    void safeFixes();
    void credentials_data();
    void credentials();
};

void tst_IntegrityChecker::initTestCase() {
    QString why;
    if (!test::postgresConfigured(&why))
        QFAIL(qPrintable(why));
}

void tst_IntegrityChecker::rulesAreDescribed() {
    const QRegularExpression shape(QStringLiteral("^(tabularia|holotable|sqlite)\\.[a-z_]+\\.([EWN])\\d{3}$"));
    QSet<QString> ids;
    for (const RuleInfo& r : IntegrityChecker::rules()) {
        const QRegularExpressionMatch m = shape.match(r.id);
        QVERIFY2(m.hasMatch(), qPrintable(r.id));
        QVERIFY2(!ids.contains(r.id), qPrintable(r.id + QStringLiteral(" twice")));
        ids.insert(r.id);
        // The letter is the severity.
        const QChar letter = m.captured(2).at(0);
        QCOMPARE(letter, QLatin1Char(r.severity == Severity::Error     ? 'E'
                                     : r.severity == Severity::Warning ? 'W'
                                                                       : 'N'));
        QVERIFY2(r.rule.endsWith(QLatin1Char('.')) && r.rule.size() > 40, qPrintable(r.id));
        QVERIFY2(!r.source.isEmpty(), qPrintable(r.id));
        QCOMPARE(r.platform.has_value(), !r.id.startsWith(QLatin1String("sqlite.")));
    }
    for (const QString& id : plantedOnce())
        QVERIFY2(ids.contains(id), qPrintable(id));
}

void tst_IntegrityChecker::planted_data() {
    test::addEngineColumn();
    test::addEngineRows();
}

void tst_IntegrityChecker::planted() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const bool sqlite = engine == ScratchDatabase::Engine::Sqlite;
    {
        auto conn = scratch.connect();
        QVERIFY(conn && migrateAll(*conn));
    }
    QVERIFY(plant(scratch, sqlite));
    auto conn = scratch.connect(true);
    QVERIFY(conn);
    IntegrityChecker::Options options;
    options.now = kNow;
    const IntegrityReport report = IntegrityChecker::run(*conn, options);
    QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
    for (const RuleOutcome& o : report.outcomes)
        QVERIFY2(o.error.isEmpty(), qPrintable(o.info.id + QStringLiteral(": ") + o.error));

    QMap<QString, qint64> expected;
    for (const RuleOutcome& o : report.outcomes)
        expected.insert(o.info.id, 0);
    for (const QString& id : plantedOnce())
        expected.insert(id, 1);
    // The loose reference: SQLite's foreign_key_check on SQLite, the rule for missing foreign keys on PostgreSQL.
    expected.insert(
        sqlite ? QStringLiteral("sqlite.foreign_key_check.E001") : QStringLiteral("tabularia.references.E001"), 1);
    // The plant changed the schemas too, each change one difference from the recorded revision: the index dropped
    // from Tabularia's runs, and on PostgreSQL the 11 CHECKs of the four Holotable tables (SQLite cannot drop one).
    // The foreign key dropped from flows is a variant the gateway's own upgrades leave, not drift.
    expected.insert(QStringLiteral("holotable.schema.W001"), sqlite ? 0 : 11);
    QCOMPARE(totals(report), expected);

    // Each finding names the row to open.
    const auto only = [&report](const QString& id) {
        const RuleOutcome* o = outcomeOf(report, id);
        return o && o->findings.size() == 1 ? o->findings.first() : Finding();
    };
    const auto keyIs = [](const Finding& f, const QString& table, const QString& column, const QVariant& value) {
        return f.table == table && f.keyColumns == QStringList{column} && f.keyValues.size() == 1 &&
               f.keyValues.first().toString() == value.toString();
    };
    QVERIFY(keyIs(only(QStringLiteral("tabularia.permissions.E001")), QStringLiteral("permissions"),
                  QStringLiteral("id"), 2));
    QVERIFY(
        keyIs(only(QStringLiteral("tabularia.projects.E001")), QStringLiteral("projects"), QStringLiteral("id"), 3));
    QCOMPARE(only(QStringLiteral("tabularia.projects.E001")).message,
             QStringLiteral("Its chain of parents comes back to it after 2 rows."));
    QVERIFY(keyIs(only(QStringLiteral("tabularia.runs.E001")), QStringLiteral("runs"), QStringLiteral("id"), 7));
    QVERIFY(keyIs(only(QStringLiteral("tabularia.runs.W001")), QStringLiteral("runs"), QStringLiteral("id"), 1));
    QVERIFY(keyIs(only(QStringLiteral("tabularia.runs.W002")), QStringLiteral("runs"), QStringLiteral("id"), 2));
    QVERIFY(keyIs(only(QStringLiteral("tabularia.runs.W003")), QStringLiteral("runs"), QStringLiteral("id"), 6));
    QVERIFY(keyIs(only(QStringLiteral("tabularia.flows.E001")), QStringLiteral("flows"), QStringLiteral("id"), 2));
    QVERIFY(
        keyIs(only(QStringLiteral("tabularia.flow_versions.W001")), QStringLiteral("flows"), QStringLiteral("id"), 1));
    QVERIFY(keyIs(only(QStringLiteral("tabularia.data_contract_versions.W001")), QStringLiteral("data_contracts"),
                  QStringLiteral("datasource_id"), 1));
    QVERIFY(keyIs(only(QStringLiteral("tabularia.data_contracts.E001")), QStringLiteral("data_contracts"),
                  QStringLiteral("id"), 2));
    QCOMPARE(only(QStringLiteral("tabularia.data_contracts.E001")).message,
             QStringLiteral("datasource_id 777 names no row of datasources."));
    QVERIFY(keyIs(only(QStringLiteral("holotable.dashboards.E001")), QStringLiteral("dashboards"), QStringLiteral("id"),
                  QStringLiteral("00000000-0000-4000-8000-0000000000d1")));
    QCOMPARE(only(QStringLiteral("holotable.dashboards.E001")).message,
             QStringLiteral("Titled \"Sales\", its current spec \"Revenue\"."));
    QVERIFY(keyIs(only(QStringLiteral("holotable.dashboards.E002")), QStringLiteral("dashboards"), QStringLiteral("id"),
                  QStringLiteral("00000000-0000-4000-8000-0000000000d2")));
    QVERIFY(keyIs(only(QStringLiteral("holotable.templates.E001")), QStringLiteral("templates"), QStringLiteral("id"),
                  QStringLiteral("00000000-0000-4000-8000-000000000011")));
    QVERIFY(keyIs(only(QStringLiteral("holotable.generation_log.E001")), QStringLiteral("generation_log"),
                  QStringLiteral("id"), QStringLiteral("00000000-0000-4000-8000-000000000003")));
    const Finding loose =
        only(sqlite ? QStringLiteral("sqlite.foreign_key_check.E001") : QStringLiteral("tabularia.references.E001"));
    QVERIFY(keyIs(loose, QStringLiteral("flows"), QStringLiteral("id"), 3));
    QVERIFY2(loose.message.startsWith(QLatin1String("notify_connection_id 999 names no row of connections")),
             qPrintable(loose.message));
    const Finding message = only(QStringLiteral("holotable.conversation_messages.E001"));
    QCOMPARE(message.keyColumns, (QStringList{QStringLiteral("conversation_id"), QStringLiteral("id")}));
    QCOMPARE(message.keyValues.value(1).toString(), QStringLiteral("m1"));
    QCOMPARE(message.message,
             QStringLiteral("role is \"robot\", which the platform does not know (it knows user, assistant, system)."));

    // Sources read by current specs: the missing one once per dashboard, whatever its panels; the deleted board's
    // and the old version's not at all.
    const Finding missing = only(QStringLiteral("holotable.dashboards.E003"));
    QVERIFY(keyIs(missing, QStringLiteral("dashboards"), QStringLiteral("id"),
                  QStringLiteral("00000000-0000-4000-8000-0000000000d1")));
    QCOMPARE(missing.message,
             QStringLiteral("2 panel(s) of its current spec read source \"ghost\", which does not exist."));
    const Finding tombstoned = only(QStringLiteral("holotable.dashboards.W001"));
    QVERIFY(keyIs(tombstoned, QStringLiteral("dashboards"), QStringLiteral("id"),
                  QStringLiteral("00000000-0000-4000-8000-0000000000d3")));
    QCOMPARE(tombstoned.message,
             QStringLiteral("1 panel(s) of its current spec read source \"old\", which is tombstoned."));
    const Finding drift = only(QStringLiteral("tabularia.schema.W001"));
    QCOMPARE(drift.table, QStringLiteral("runs"));
    QVERIFY(drift.keyColumns.isEmpty());
    QVERIFY2(drift.message.startsWith(QLatin1String("runs: missing index ")) &&
                 drift.message.contains(QLatin1String("uq_runs_one_live_orchestration")),
             qPrintable(drift.message));
    // Rows the platform would not read back.
    const Finding dropped = only(QStringLiteral("holotable.conversation_messages.W001"));
    QCOMPARE(dropped.keyValues.value(1).toString(), QStringLiteral("m3"));
    QCOMPARE(dropped.message, QStringLiteral("Its content has no parts."));
    const Finding turn = only(QStringLiteral("tabularia.ai_chat_turns.W001"));
    QVERIFY(keyIs(turn, QStringLiteral("ai_chat_turns"), QStringLiteral("id"), 2));
    QCOMPARE(turn.message, QStringLiteral("messages is not JSON."));
    const Finding prefs = only(QStringLiteral("holotable.user_preferences.W001"));
    QVERIFY(keyIs(prefs, QStringLiteral("user_preferences"), QStringLiteral("sub"), QStringLiteral("u2")));
    QCOMPARE(prefs.message,
             QStringLiteral("2 stored value(s) the platform replaces by the default, the first of \"chartPatterns\"."));
    QCOMPARE(only(QStringLiteral("holotable.user_preferences.N001")).message,
             QStringLiteral("1 key(s) the platform drops, the first \"theme\"."));

    // The rules that read runs alone were counted in one pass of it (SharedRowCounts): each run by itself, counting
    // alone, finds what the shared pass found.
    for (const QString& id : {QStringLiteral("tabularia.runs.E002"), QStringLiteral("tabularia.runs.W001"),
                              QStringLiteral("tabularia.runs.W003"), QStringLiteral("tabularia.permissions.E001")}) {
        IntegrityChecker::Options alone = options;
        alone.ruleIds = {id};
        const IntegrityReport one = IntegrityChecker::run(*conn, alone);
        QCOMPARE(one.outcomes.size(), 1);
        QCOMPARE(one.outcomes.first().total, expected.value(id));
        QCOMPARE(one.outcomes.first().findings.size(), outcomeOf(report, id)->findings.size());
    }

    // A turn that is JSON but no list: on PostgreSQL the cast now succeeds, and the rule reads the type in SQL.
    QVERIFY(
        test::execAll(scratch, {QStringLiteral("UPDATE ai_chat_turns SET messages = '{\"parts\": []}' WHERE id = 2")}));
    options.ruleIds = {QStringLiteral("tabularia.ai_chat_turns.W001")};
    const IntegrityReport turns = IntegrityChecker::run(*conn, options);
    QCOMPARE(turns.outcomes.size(), 1);
    QVERIFY2(turns.outcomes.first().error.isEmpty(), qPrintable(turns.outcomes.first().error));
    QCOMPARE(turns.outcomes.first().total, 1);
    QCOMPARE(turns.outcomes.first().findings.first().message,
             QStringLiteral("messages is a JSON object, not a JSON array."));
}

void tst_IntegrityChecker::cleanDatabase_data() {
    test::addEngineColumn();
    test::addEngineRows();
}

void tst_IntegrityChecker::cleanDatabase() {
    // Both platforms' schemas, no rows: every rule applies (but the one whose index the schema has) and finds nothing.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QVERIFY(conn && migrateAll(*conn));
    IntegrityChecker::Options options;
    options.now = kNow;
    const IntegrityReport report = IntegrityChecker::run(*conn, options);
    QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
    QCOMPARE(report.total(), 0);
    QCOMPARE(report.failedRules(), 0);
    QStringList skipped;
    for (const RuleInfo& r : report.skipped)
        skipped << r.id;
    // chat_messages went at Holotable's 021; the partial index is there; SQLite's pragmas are SQLite's; no Fernet
    // keys were given.
    QStringList expected{QStringLiteral("tabularia.flows.E001"), QStringLiteral("holotable.chat_messages.E001"),
                         QStringLiteral("tabularia.connections.E002")};
    // SQLite's deep file check runs only when asked for (quick_check reads the file otherwise).
    expected << QStringLiteral("sqlite.integrity_check.E001");
    if (engine == ScratchDatabase::Engine::Postgres)
        expected << QStringLiteral("sqlite.quick_check.E001") << QStringLiteral("sqlite.foreign_key_check.E001");
    std::sort(skipped.begin(), skipped.end());
    std::sort(expected.begin(), expected.end());
    QCOMPARE(skipped, expected);
}

void tst_IntegrityChecker::demo_data() {
    test::addEngineColumn();
    test::addEngineRows();
}

void tst_IntegrityChecker::demo() {
    // The demo shows the states an administrator meets, some of them on purpose: exactly those are found.
    QFETCH(ScratchDatabase::Engine, engine);
    std::unique_ptr<ScratchDatabase> scratch;
    std::unique_ptr<DbConnection> conn;
    QString error;
    QVERIFY2(test::openDemo(engine, &scratch, &conn, &error), qPrintable(error));
    IntegrityChecker::Options options;
    options.now = kNow;
    const IntegrityReport report = IntegrityChecker::run(*conn, options);
    QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
    QCOMPARE(report.failedRules(), 0);
    QMap<QString, qint64> found;
    for (const RuleOutcome& o : report.outcomes)
        if (o.total > 0)
            found.insert(o.info.id, o.total);
    const QMap<QString, qint64> planted{
        // DemoRuns.cpp: two orchestrations whose orchestrator stopped beating (25 and 70 minutes ago) …
        {QStringLiteral("tabularia.runs.W001"), 2},
        // … and an editor run STARTED for 2.5 hours.
        {QStringLiteral("tabularia.runs.W003"), 1},
        // DemoRuns.cpp: datasource 4's snapshot run is gone (a plain integer, no foreign key).
        {QStringLiteral("tabularia.datasources.W003"), 1},
        // DemoTabulariaAi.cpp: contract 9's datasource is gone ("forget() missed it"), with its 3 versions and 5
        // results.
        {QStringLiteral("tabularia.data_contracts.E001"), 1},
        {QStringLiteral("tabularia.data_contract_versions.E001"), 3},
        {QStringLiteral("tabularia.data_contract_results.E001"), 5},
        // DemoTabulariaAi.cpp: the alerts of contracts 1 and 5 wait for a scheduler that never came (evaluated 1 and
        // 5 hours before), and one was left 'sending' by a scheduler that stopped 15 minutes before.
        {QStringLiteral("tabularia.data_contract_results.W002"), 2},
        {QStringLiteral("tabularia.data_contract_results.W003"), 1},
        // DemoTabulariaCatalog.cpp: schedulers are drawn from all users, the two deactivated ones (5 and 18)
        // among them: two flows and a datasource are scheduled by one.
        {QStringLiteral("tabularia.flows.W001"), 2},
        {QStringLiteral("tabularia.datasources.W001"), 1},
        // DemoHolotable.cpp: every 17th generation names "retired-metrics", a source the registry does not hold.
        {QStringLiteral("holotable.generation_log.E001"), 3},
        // DemoHolotable.cpp: the CRM board still reads legacy-crm, tombstoned when it was deleted.
        {QStringLiteral("holotable.dashboards.W001"), 1},
        // DemoHolotableAccess.cpp: one assistant message in an old SDK shape, without parts.
        {QStringLiteral("holotable.conversation_messages.W001"), 1},
        // DemoHolotable.cpp: five of six people's preferences hold what the reader drops: a start page written as
        // "/dashboards" and a "dashboardList" object (not the platform's startPage and dashboardSort), and the stale
        // row's unknown zone and "theme".
        {QStringLiteral("holotable.user_preferences.W001"), 5},
        {QStringLiteral("holotable.user_preferences.N001"), 5},
    };
    QCOMPARE(found, planted);
    const RuleOutcome* contract = outcomeOf(report, QStringLiteral("tabularia.data_contracts.E001"));
    QVERIFY(contract);
    QCOMPARE(contract->findings.first().message, QStringLiteral("datasource_id 4242 names no row of datasources."));
}

void tst_IntegrityChecker::olderRevision_data() {
    test::addEngineColumn();
    test::addEngineRows();
}

void tst_IntegrityChecker::olderRevision() {
    // Tabularia alone, and Holotable one revision behind (chat_messages still there): only what exists is read.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QVERIFY(conn);
    QString error;
    QStringList applied;
    QVERIFY(Migrator(*conn, test::builtInMigrations(Platform::Tabularia, *conn)).upgrade(&applied, &error));
    IntegrityChecker::Options options;
    options.now = kNow;
    IntegrityReport report = IntegrityChecker::run(*conn, options);
    QCOMPARE(report.failedRules(), 0);
    for (const RuleOutcome& o : report.outcomes)
        QVERIFY2(!o.info.id.startsWith(QLatin1String("holotable.")), qPrintable(o.info.id));
    QVERIFY(outcomeOf(report, QStringLiteral("tabularia.runs.W001")));

    const MigrationSet holotable = test::builtInMigrations(Platform::Holotable, *conn);
    QString rolledBack;
    QVERIFY(Migrator(*conn, holotable).upgrade(&applied, &error));
    QVERIFY2(Migrator(*conn, holotable).downgrade(holotable.head(), &rolledBack, &error), qPrintable(error));
    conn->reloadCatalog();
    QStringList statements;
    if (engine == ScratchDatabase::Engine::Sqlite)
        statements << QStringLiteral("PRAGMA ignore_check_constraints = ON");
    else
        statements << dropChecks(QStringLiteral("chat_messages"));
    statements << QStringLiteral("INSERT INTO dashboards (id, workspace_id, title, created_by) VALUES "
                                 "('00000000-0000-4000-8000-0000000000d1', 'w1', 'Sales', 'u')")
               << QStringLiteral("INSERT INTO chat_messages (id, dashboard_id, user_sub, role, content) VALUES "
                                 "('m1', '00000000-0000-4000-8000-0000000000d1', 'u', 'tool', '{}')");
    QVERIFY(test::execAll(scratch, statements));
    report = IntegrityChecker::run(*conn, options);
    QCOMPARE(report.failedRules(), 0);
    const RuleOutcome* chat = outcomeOf(report, QStringLiteral("holotable.chat_messages.E001"));
    QVERIFY(chat);
    QCOMPARE(chat->total, 1);
    QCOMPARE(chat->findings.first().keyColumns,
             (QStringList{QStringLiteral("dashboard_id"), QStringLiteral("user_sub"), QStringLiteral("id")}));
}

void tst_IntegrityChecker::limitProgressCancel_data() {
    test::addEngineColumn();
    test::addEngineRows();
}

void tst_IntegrityChecker::limitProgressCancel() {
    QFETCH(ScratchDatabase::Engine, engine);
    std::unique_ptr<ScratchDatabase> scratch;
    std::unique_ptr<DbConnection> conn;
    QString error;
    QVERIFY2(test::openDemo(engine, &scratch, &conn, &error), qPrintable(error));

    // At most the limit of findings, in key order, the total counted in full.
    IntegrityChecker::Options options;
    options.now = kNow;
    options.exampleLimit = 2;
    options.ruleIds = {QStringLiteral("tabularia.data_contract_results.E001")};
    int calls = 0, lastDone = 0, lastTotal = 0;
    IntegrityReport report = IntegrityChecker::run(*conn, options, nullptr, [&](int done, int total, const RuleInfo&) {
        ++calls;
        lastDone = done;
        lastTotal = total;
    });
    QCOMPARE(report.outcomes.size(), 1);
    QCOMPARE(report.outcomes.first().total, 5);
    QCOMPARE(report.outcomes.first().findings.size(), 2);
    QVERIFY(report.outcomes.first().findings.at(0).keyValues.first().toLongLong() <
            report.outcomes.first().findings.at(1).keyValues.first().toLongLong());
    QCOMPARE(calls, 1);
    QCOMPARE(lastDone, 1);
    QCOMPARE(lastTotal, 1);

    // One platform: its rules and the engine's, each reported once as progress.
    options = {};
    options.now = kNow;
    options.platform = Platform::Holotable;
    calls = 0;
    report = IntegrityChecker::run(*conn, options, nullptr, [&](int done, int total, const RuleInfo& rule) {
        ++calls;
        QVERIFY(done <= total);
        QVERIFY(!rule.platform || *rule.platform == Platform::Holotable);
    });
    QCOMPARE(calls, int(report.outcomes.size() + report.skipped.size()));
    for (const RuleOutcome& o : report.outcomes)
        QVERIFY2(!o.info.id.startsWith(QLatin1String("tabularia.")), qPrintable(o.info.id));

    // Cancelled after the first rule: the check stops there and says so.
    CancelRequest cancel;
    report = IntegrityChecker::run(*conn, options, &cancel, [&](int, int, const RuleInfo&) { cancel.request(); });
    QVERIFY(report.cancelled);
    QCOMPARE(report.outcomes.size() + report.skipped.size(), 1);
}

void tst_IntegrityChecker::damagedFile_data() {
    test::addEngineColumn();
    test::addEngineRows();
}

void tst_IntegrityChecker::damagedFile() {
    // SQLite: an index whose entries no longer match its table (its definition rewritten behind the engine's back) is
    // what integrity_check reports. PostgreSQL has no such pragma: the rule does not apply there.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    {
        auto conn = scratch.connect();
        QString error;
        QStringList applied;
        QVERIFY(conn);
        QVERIFY(Migrator(*conn, test::builtInMigrations(Platform::Tabularia, *conn)).upgrade(&applied, &error));
    }
    const bool sqlite = engine == ScratchDatabase::Engine::Sqlite;
    QStringList statements{QStringLiteral(
        "INSERT INTO users (id, email, full_name, is_active, is_superuser, is_observer, created_at) VALUES "
        "(1, 'a@example.com', 'A', TRUE, FALSE, FALSE, '2026-01-01 00:00:00'), "
        "(2, 'b@example.com', 'B', TRUE, FALSE, FALSE, '2026-01-01 00:00:00')")};
    if (sqlite)
        statements << QStringLiteral("PRAGMA writable_schema = ON")
                   << QStringLiteral("UPDATE sqlite_master SET sql = 'CREATE UNIQUE INDEX ix_users_email ON users "
                                     "(email) WHERE email = ''nobody''' WHERE name = 'ix_users_email'");
    QVERIFY(test::execAll(scratch, statements));
    auto conn = scratch.connect(true);
    QVERIFY(conn);
    const auto check = [&](const QString& rule, bool deep) {
        IntegrityChecker::Options options;
        options.now = kNow;
        options.deep = deep;
        options.ruleIds = {rule};
        return IntegrityChecker::run(*conn, options);
    };
    const QString quick = QStringLiteral("sqlite.quick_check.E001");
    const QString full = QStringLiteral("sqlite.integrity_check.E001");
    const IntegrityReport report = check(full, false); // naming the deep rule asks for it
    QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
    if (!sqlite) {
        QCOMPARE(report.outcomes.size(), 0);
        QCOMPARE(report.skipped.size(), 1);
        QCOMPARE(check(quick, false).skipped.size(), 1);
        return;
    }
    QCOMPARE(report.outcomes.size(), 1);
    const RuleOutcome& o = report.outcomes.first();
    QVERIFY2(o.error.isEmpty(), qPrintable(o.error));
    QCOMPARE(o.total, 1);
    QVERIFY2(o.findings.first().message.contains(QLatin1String("ix_users_email")),
             qPrintable(o.findings.first().message));
    // quick_check does not compare an index with its table: this damage is the deep check's to find, which is why
    // the page and the CLI say which of the two read the file.
    const IntegrityReport quickReport = check(quick, false);
    QCOMPARE(quickReport.outcomes.size(), 1);
    QVERIFY2(quickReport.outcomes.first().error.isEmpty(), qPrintable(quickReport.outcomes.first().error));
    QCOMPARE(quickReport.outcomes.first().total, 0);
    // In a deep check the quick one does not run as well.
    QCOMPARE(check(quick, true).outcomes.size(), 0);
    // With other rules to run, the file's check runs beside them on a connection of its own: the same finding, in
    // its place in the report.
    IntegrityChecker::Options both;
    both.now = kNow;
    both.deep = true;
    both.ruleIds = {QStringLiteral("tabularia.permissions.E001"), full};
    const IntegrityReport besideReport = IntegrityChecker::run(*conn, both);
    QVERIFY2(besideReport.error.isEmpty(), qPrintable(besideReport.error));
    QCOMPARE(besideReport.outcomes.size(), 2);
    QCOMPARE(besideReport.outcomes.at(0).info.id, full); // the engine's rules come first, as they are declared
    QVERIFY2(besideReport.outcomes.at(0).error.isEmpty(), qPrintable(besideReport.outcomes.at(0).error));
    QCOMPARE(besideReport.outcomes.at(0).total, 1);
    QCOMPARE(besideReport.outcomes.at(0).findings.first().message, o.findings.first().message);
    QCOMPARE(besideReport.outcomes.at(1).info.id, QStringLiteral("tabularia.permissions.E001"));
}

void tst_IntegrityChecker::damagedPage_data() {
    test::addEngineColumn();
    test::addEngineRows();
}

void tst_IntegrityChecker::damagedPage() {
    // A page of the file that is no b-tree page any more (its type byte overwritten on disk) is what quick_check,
    // the every-check file rule, reports: the damage a torn write or a bad disk leaves. PostgreSQL has no such pragma.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    qint64 offset = -1;
    {
        auto conn = scratch.connect();
        QString error;
        QStringList applied;
        QVERIFY(conn);
        QVERIFY(Migrator(*conn, test::builtInMigrations(Platform::Tabularia, *conn)).upgrade(&applied, &error));
        if (engine == ScratchDatabase::Engine::Sqlite) {
            QSqlQuery q(conn->db());
            QVERIFY(q.exec(QStringLiteral("SELECT rootpage FROM sqlite_master WHERE type = 'table' AND name = "
                                          "'users'")) &&
                    q.next());
            const qint64 root = q.value(0).toLongLong();
            QVERIFY(q.exec(QStringLiteral("PRAGMA page_size")) && q.next());
            offset = (root - 1) * q.value(0).toLongLong();
        }
    }
    const QString quick = QStringLiteral("sqlite.quick_check.E001");
    IntegrityChecker::Options options;
    options.now = kNow;
    options.ruleIds = {quick};
    if (engine != ScratchDatabase::Engine::Sqlite) {
        auto conn = scratch.connect(true);
        QVERIFY(conn);
        QCOMPARE(IntegrityChecker::run(*conn, options).skipped.size(), 1);
        return;
    }
    {
        QFile file(scratch.url().path());
        QVERIFY2(file.open(QIODevice::ReadWrite), qPrintable(file.errorString()));
        QVERIFY(file.seek(offset));
        QCOMPARE(file.write(QByteArray(1, '\x7f')), qint64(1)); // no b-tree page type
    }
    auto conn = scratch.connect(true);
    QVERIFY(conn);
    const IntegrityReport report = IntegrityChecker::run(*conn, options);
    QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
    QCOMPARE(report.outcomes.size(), 1);
    const RuleOutcome& o = report.outcomes.first();
    QVERIFY2(o.error.isEmpty(), qPrintable(o.error));
    QVERIFY(o.total >= 1);
    QVERIFY(!o.findings.isEmpty());
}

void tst_IntegrityChecker::runAgesAreTheQueues_data() {
    test::addEngineColumn();
    test::addEngineRows();
}

void tst_IntegrityChecker::runAgesAreTheQueues() {
    // A dead orchestration and a timed-out engine run are RunQueue's marks, judged with the profile's thresholds: the
    // check lists exactly the runs the queue marks, at the defaults and with them changed.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QVERIFY(conn);
    QString error;
    QStringList applied;
    QVERIFY(Migrator(*conn, test::builtInMigrations(Platform::Tabularia, *conn)).upgrade(&applied, &error));
    QVERIFY2(conn->loadCatalog(&error), qPrintable(error));
    QVERIFY2(test::seedRuns(*conn, kNow, &error), qPrintable(error));
    const auto keys = [&](const RunThresholds& thresholds, const QString& rule) {
        IntegrityChecker::Options options;
        options.now = kNow;
        options.thresholds = thresholds;
        options.ruleIds = {rule};
        const IntegrityReport report = IntegrityChecker::run(*conn, options);
        QList<qint64> out;
        for (const RuleOutcome& o : report.outcomes)
            for (const Finding& f : o.findings)
                out << f.keyValues.value(0).toLongLong();
        std::sort(out.begin(), out.end());
        return out;
    };
    const QString dead = QStringLiteral("tabularia.runs.W001"), timedOut = QStringLiteral("tabularia.runs.W003");
    QCOMPARE(keys(RunThresholds(), dead), (QList<qint64>{2, 3}));
    QCOMPARE(keys(RunThresholds(), timedOut), (QList<qint64>{7}));
    RunThresholds changed;
    changed.deadAfterSeconds = 300;
    changed.runStaleTimeoutSeconds = 1800;
    QCOMPARE(keys(changed, dead), (QList<qint64>{3}));
    QCOMPARE(keys(changed, timedOut), (QList<qint64>{7, 8}));
    // The rule names the threshold it judged with.
    const QList<RuleInfo> rules = IntegrityChecker::rules(changed);
    const auto w001 = std::find_if(rules.begin(), rules.end(), [&](const RuleInfo& r) { return r.id == dead; });
    QVERIFY(w001 != rules.end());
    QVERIFY2(w001->rule.contains(QLatin1String("300 s")), qPrintable(w001->rule));
}

void tst_IntegrityChecker::ruleIdsAndSchemaPresence_data() {
    test::addEngineColumn();
    test::addEngineRows();
}

void tst_IntegrityChecker::ruleIdsAndSchemaPresence() {
    // Decided in core, for the CLI and the app alike: an unknown rule id is named; a database holding neither
    // platform's schema (or not the one asked for) is an error, never a clean bill.
    QString why;
    QVERIFY(IntegrityChecker::validRuleIds({QStringLiteral("tabularia.runs.W001")}, &why));
    QVERIFY(
        !IntegrityChecker::validRuleIds({QStringLiteral("tabularia.runs.W001"), QStringLiteral("nope.E001")}, &why));
    QVERIFY2(why.contains(QLatin1String("nope.E001")), qPrintable(why));

    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QVERIFY(conn);
    IntegrityChecker::Options options;
    options.now = kNow;
    IntegrityReport report = IntegrityChecker::run(*conn, options);
    QVERIFY2(report.error.contains(QLatin1String("neither a Tabularia nor a Holotable schema")),
             qPrintable(report.error));
    QString error;
    QStringList applied;
    QVERIFY(Migrator(*conn, test::builtInMigrations(Platform::Tabularia, *conn)).upgrade(&applied, &error));
    report = IntegrityChecker::run(*conn, options);
    QVERIFY2(report.error.isEmpty(), qPrintable(report.error));
    options.platform = Platform::Holotable;
    report = IntegrityChecker::run(*conn, options);
    QVERIFY2(report.error.contains(QLatin1String("holds no Holotable schema")), qPrintable(report.error));
}

void tst_IntegrityChecker::safeFixes_data() {
    test::addEngineColumn();
    test::addEngineRows();
}

namespace {
qint64 rowCount(const DbConnection& conn, const QString& table) {
    QSqlQuery q(conn.db());
    return q.exec(QStringLiteral("SELECT COUNT(*) FROM %1").arg(table)) && q.next() ? q.value(0).toLongLong() : -1;
}
} // namespace

// Each rule's safe fix plans, previews and writes through the write path; its finding is gone on the re-check, each
// fix wrote one platform audit row, and a fix planned on a row someone changed since writes nothing.
void tst_IntegrityChecker::safeFixes() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    {
        auto conn = scratch.connect();
        QVERIFY(conn && migrateAll(*conn));
    }
    QVERIFY(plant(scratch, engine == ScratchDatabase::Engine::Sqlite));
    // The fix reads the spec as the platform's save does: a whole dashboard, not only a title.
    QVERIFY(test::execAll(
        scratch,
        {QStringLiteral("UPDATE dashboard_versions SET spec = '{\"title\": \"Revenue\", \"timeRange\": "
                        "{\"from\": \"now-6h\", \"to\": \"now\"}, \"refreshIntervalMs\": 30000, "
                        "\"panels\": [{\"id\": \"p1\", \"title\": \"P\", \"viz\": \"line\", \"query\": {\"sourceId\": "
                        "\"live\", \"sql\": \"SELECT 1\"}, \"layout\": {\"x\": 0, \"y\": 0, \"w\": 6, "
                        "\"h\": 4}}]}' WHERE id = '00000000-0000-4000-8000-0000000000b1'")}));
    // The plant gave audit_logs an id by hand; the platform's next one comes from the sequence.
    if (engine == ScratchDatabase::Engine::Postgres)
        QVERIFY(test::execAll(scratch, {QStringLiteral("SELECT setval(pg_get_serial_sequence('audit_logs', 'id'), "
                                                       "(SELECT MAX(id) FROM audit_logs))")}));
    auto conn = scratch.connect();
    QVERIFY(conn);
    IntegrityChecker::Options options;
    options.now = kNow;
    options.ruleIds = SafeFix::rules();
    const IntegrityReport before = IntegrityChecker::run(*conn, options);
    QCOMPARE(before.total(), qint64(3)); // a dead orchestration, a timed-out run, a title apart from its spec

    // Holotable's title fix planned, then the dashboard saved by someone else: a conflict, nothing written.
    const RuleOutcome* titles = outcomeOf(before, QStringLiteral("holotable.dashboards.E001"));
    QVERIFY(titles && titles->findings.size() == 1);
    {
        const auto fix = SafeFix::forRule(titles->info.id, *conn, options.thresholds);
        QVERIFY(fix);
        const OperationPlan plan = fix->plan(titles->findings.first());
        QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
        QVERIFY(test::execAll(scratch, {QStringLiteral("UPDATE dashboards SET title = 'Moved on' WHERE id = "
                                                       "'00000000-0000-4000-8000-0000000000d1'")}));
        RowWriter writer(*conn);
        const WriteResult r = fix->apply(plan, writer);
        QCOMPARE(r.outcome, WriteResult::Outcome::Conflict);
        QSqlQuery q(conn->db());
        QVERIFY(
            q.exec(QStringLiteral("SELECT title FROM dashboards WHERE id = '00000000-0000-4000-8000-0000000000d1'")) &&
            q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("Moved on"));
    }

    const qint64 tabulariaAudit = rowCount(*conn, QStringLiteral("audit_logs"));
    const qint64 holotableAudit = rowCount(*conn, QStringLiteral("audit_log"));
    const IntegrityReport found = IntegrityChecker::run(*conn, options);
    int fixed = 0;
    for (const RuleOutcome& o : found.outcomes) {
        const auto fix = SafeFix::forRule(o.info.id, *conn, options.thresholds);
        QVERIFY2(fix, qPrintable(o.info.id));
        QVERIFY(!fix->label().isEmpty());
        for (const Finding& f : o.findings) {
            const OperationPlan plan = fix->plan(f);
            QVERIFY2(!plan.isRefused(), qPrintable(o.info.id + QStringLiteral(": ") + plan.refusal));
            const QString sql = OperationPreview::sql(*conn, plan);
            QVERIFY2(sql.contains(QStringLiteral("UPDATE ")) && sql.contains(f.table), qPrintable(sql));
            // Times as the column stores them: Tabularia's naive UTC text, never an ISO spelling it does not hold.
            if (f.table == QLatin1String("runs"))
                QVERIFY2(!sql.contains(QRegularExpression(QStringLiteral("'\\d{4}-\\d{2}-\\d{2}T"))), qPrintable(sql));
            RowWriter writer(*conn);
            writer.setActor(Actor::named(QStringLiteral("fixer@example.com")));
            const WriteResult r = fix->apply(plan, writer);
            QVERIFY2(r.ok(), qPrintable(o.info.id + QStringLiteral(": ") + r.message));
            ++fixed;
            // Fixed, the row needs it no more: planned again, the fix is refused in words.
            QVERIFY(fix->plan(f).isRefused());
        }
    }
    QCOMPARE(fixed, 3);
    QCOMPARE(IntegrityChecker::run(*conn, options).total(), qint64(0));
    QCOMPARE(rowCount(*conn, QStringLiteral("audit_logs")), tabulariaAudit + 2);
    QCOMPARE(rowCount(*conn, QStringLiteral("audit_log")), holotableAudit + 1);
    QSqlQuery q(conn->db());
    QVERIFY(q.exec(QStringLiteral("SELECT status, finished_at IS NOT NULL FROM runs WHERE id IN (1, 6) ORDER BY id")));
    while (q.next()) {
        QCOMPARE(q.value(0).toString(), QStringLiteral("FAILURE"));
        QVERIFY(q.value(1).toBool());
    }
    QVERIFY(q.exec(QStringLiteral("SELECT title FROM dashboards WHERE id = '00000000-0000-4000-8000-0000000000d1'")) &&
            q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("Revenue"));
    // Rules without a fix offer none.
    QVERIFY(!SafeFix::forRule(QStringLiteral("tabularia.permissions.E001"), *conn, options.thresholds));
}

void tst_IntegrityChecker::credentials_data() {
    test::addEngineColumn();
    test::addEngineRows();
}

// Credentials are checked only with keys: then a token no key decrypts is found, by its key, naming the key by count
// only; after a rotation (the new key first, the old one after it) every token decrypts again.
void tst_IntegrityChecker::credentials() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QVERIFY(conn);
    QString error;
    QStringList applied;
    QVERIFY(Migrator(*conn, test::builtInMigrations(Platform::Tabularia, *conn)).upgrade(&applied, &error));
    const QString oldKey = QString::fromLatin1(QByteArray(32, 'o').toBase64(QByteArray::Base64UrlEncoding));
    const QString newKey = QString::fromLatin1(QByteArray(32, 'n').toBase64(QByteArray::Base64UrlEncoding));
    const std::optional<FernetKeyRing> sealOld = FernetKeyRing::parse(oldKey, &error);
    const std::optional<FernetKeyRing> sealNew = FernetKeyRing::parse(newKey, &error);
    QVERIFY2(sealOld && sealNew, qPrintable(error));
    QStringList s{QStringLiteral("INSERT INTO projects (id, name, description, parent_id, created_at) VALUES "
                                 "(1, 'root', '', NULL, '2026-01-01 00:00:00')")};
    // 1: sealed with the new key; 2: with the old one; 3: no password.
    const QString connection =
        QStringLiteral("INSERT INTO connections (password_encrypted, extra, id, name, description, project_id, "
                       "db_type, host, username, database, db_schema, created_at, updated_at) VALUES ('%1', '{}', "
                       "%2, 'c%2', '', 1, 'postgres', 'h', '', '', '', '2026-01-01 00:00:00', '2026-01-01 00:00:00')");
    s << connection.arg(QString::fromLatin1(sealNew->encrypt("one")), QStringLiteral("1"))
      << connection.arg(QString::fromLatin1(sealOld->encrypt("two")), QStringLiteral("2"))
      << connection.arg(QString(), QStringLiteral("3"));
    QVERIFY(test::execAll(scratch, s));

    IntegrityChecker::Options options;
    options.now = kNow;
    const QString id = QStringLiteral("tabularia.connections.E002");
    IntegrityReport report = IntegrityChecker::run(*conn, options);
    QVERIFY(!outcomeOf(report, id));
    QVERIFY(std::any_of(report.skipped.begin(), report.skipped.end(), [&](const RuleInfo& r) { return r.id == id; }));

    options.fernetKeys = std::make_shared<const FernetKeyRing>(*FernetKeyRing::parse(newKey, &error));
    options.ruleIds = {id};
    report = IntegrityChecker::run(*conn, options);
    const RuleOutcome* o = outcomeOf(report, id);
    QVERIFY(o);
    QVERIFY2(o->error.isEmpty(), qPrintable(o->error));
    QCOMPARE(o->total, 1);
    QCOMPARE(o->findings.first().keyValues, QVariantList{2});
    QVERIFY2(o->findings.first().message.startsWith(
                 QLatin1String("password_encrypted: No key of the 1 decrypts this token")),
             qPrintable(o->findings.first().message));
    QVERIFY(!o->findings.first().message.contains(newKey) && !o->findings.first().message.contains(oldKey));

    options.fernetKeys =
        std::make_shared<const FernetKeyRing>(*FernetKeyRing::parse(newKey + QLatin1Char(',') + oldKey, &error));
    report = IntegrityChecker::run(*conn, options);
    QVERIFY(outcomeOf(report, id));
    QCOMPARE(outcomeOf(report, id)->total, 0);
}

QTEST_GUILESS_MAIN(tst_IntegrityChecker)
#include "tst_IntegrityChecker.moc"
