// Tabularia's integrity rules: what its database does not enforce (no CHECK, few foreign keys, references kept
// without one on purpose) and its gateway's code or its seed (seeds/000_87a49f84b46aba65.txt) states. The allowed
// values of each enum-like column are the catalog's (catalog/TabulariaCatalog.cpp), read from the gateway's models
// (gateway/app/models/*.py); each rule names the file it comes from. docs/integrity.md lists them.

#include "CheckContext.h"
#include "EngineRules.h"
#include "FernetTokenRule.h"
#include "JsonDocumentRule.h"
#include "ReferenceRules.h"
#include "RuleSet.h"
#include "RunAges.h"
#include "SchemaDriftRule.h"
#include "StructureRules.h"
#include "ValueRules.h"
#include "core/catalog/Catalog.h"
#include "core/ops/tabularia/DatasourceRows.h"
#include "core/ops/tabularia/RunQueue.h"

#include <QCoreApplication>

namespace metadesk::checks {

namespace {

/// A class only so that tr() has the "IntegrityCheck" context, as the rules' own messages.
class Tabularia {
    Q_DECLARE_TR_FUNCTIONS(IntegrityCheck)

public:
    static RuleList rules(const RunThresholds& thresholds);

private:
    static RuleInfo info(const char* id, Severity severity, const char* table, const QString& rule,
                         const char* source) {
        return RuleInfo{QString::fromLatin1(id),    severity, Platform::Tabularia,
                        QString::fromLatin1(table), rule,     QString::fromLatin1(source)};
    }
    static std::shared_ptr<const IntegrityRule> enumRule(const char* id, const char* table, const char* column,
                                                         const char* source) {
        return std::make_shared<EnumValueRule>(
            info(id, Severity::Error, table,
                 tr("%1.%2 holds only the values the platform's code knows: the database does not check them, and "
                    "the code that reads an unknown one fails or skips the row.")
                     .arg(QString::fromLatin1(table), QString::fromLatin1(column)),
                 source),
            QString::fromLatin1(column));
    }
    static RuleList runRules(const RunThresholds& thresholds);
    /// A run rule that is RunQueue's mark `mark`: the one predicate the queue, its close action and the home view
    /// judge runs by, with the check's thresholds.
    /// Its findings' details: the status and `since`, an expression on `t` (the time the mark is judged from).
    static std::optional<RowQuery> markQuery(const CheckContext& c, RunQueue::Mark mark, const QString& since);
    static RuleList scheduleRules();
};

std::optional<RowQuery> Tabularia::markQuery(const CheckContext& c, RunQueue::Mark mark, const QString& since) {
    const TableDescriptor* t = c.table(QStringLiteral("runs"));
    const RunQueue queue(c.connection(), t, c.thresholds(), c.now());
    QString unavailable;
    if (!t || !queue.isAvailable(&unavailable))
        return std::nullopt;
    RowQuery rq;
    rq.table = t->name;
    rq.keyColumns = {QStringLiteral("id")};
    rq.from = q(t->name) + QStringLiteral(" t");
    rq.where = queue.predicate(mark, &rq.values);
    rq.details = {QStringLiteral("t.") + q(QStringLiteral("status")), since};
    return rq;
}

RuleList Tabularia::runRules(const RunThresholds& thresholds) {
    RuleList out;
    out << std::make_shared<ParentCycleRule>(
        info("tabularia.runs.E001", Severity::Error, "runs",
             tr("A run's chain of parent_run_id ends at a top-level run: an orchestration fans out into child runs, "
                "and a run that is its own ancestor belongs to no top-level run."),
             "gateway/app/models/run.py"));
    out << enumRule("tabularia.runs.E002", "runs", "status", "gateway/app/models/run.py");
    out << enumRule("tabularia.runs.E003", "runs", "kind", "gateway/app/models/run.py");
    out << enumRule("tabularia.runs.E004", "runs", "trigger_type", "gateway/app/models/run.py");
    out << enumRule("tabularia.runs.E005", "runs", "engine_mode", "gateway/app/services/orchestrator.py");

    // A dead orchestrator: the platform's sweep closes a STARTED orchestration whose heartbeat is missing or older
    // than ORCHESTRATOR__DEAD_AFTER_SECONDS, as interrupted. Until it runs, the flow cannot be started again.
    out << std::make_shared<QueryRule>(
        info("tabularia.runs.W001", Severity::Warning, "runs",
             tr("A STARTED orchestration beats its heartbeat while its orchestrator lives; one silent for more than "
                "%1 s (ORCHESTRATOR__DEAD_AFTER_SECONDS) belongs to a dead orchestrator and holds its flow's "
                "only live slot until the platform's sweep closes it.")
                 .arg(thresholds.deadAfterSeconds),
             "gateway/app/services/orchestrator.py, gateway/app/core/config.py"),
        [](const CheckContext& c) {
            return markQuery(c, RunQueue::Mark::Dead, QStringLiteral("t.") + q(QStringLiteral("heartbeat_at")));
        },
        [](const QVariantList& d) {
            return d.value(1).isNull()
                       ? tr("A STARTED orchestration that never beat its heartbeat.")
                       : tr("A STARTED orchestration whose last heartbeat was at %1.").arg(d.value(1).toString());
        });

    // Children still running under a parent that finished: the orchestration waits for its outputs, so a finished
    // one left them behind (its process died, or a hand closed it).
    out << std::make_shared<QueryRule>(
        info("tabularia.runs.W002", Severity::Warning, "runs",
             tr("An orchestration finishes after the child runs it launched; a PENDING or STARTED child under a "
                "parent that is SUCCESS or FAILURE was left behind and is never reconciled by it."),
             "gateway/app/services/orchestrator.py"),
        [](const CheckContext& c) -> std::optional<RowQuery> {
            const TableDescriptor* t =
                c.table(QStringLiteral("runs"), {QStringLiteral("status"), QStringLiteral("parent_run_id")});
            if (!t)
                return std::nullopt;
            RowQuery rq;
            rq.table = t->name;
            rq.keyColumns = {QStringLiteral("id")};
            rq.from = QStringLiteral("%1 t JOIN %1 p ON p.%2 = t.%3")
                          .arg(q(t->name), q(QStringLiteral("id")), q(QStringLiteral("parent_run_id")));
            rq.where = QStringLiteral("t.%1 IN (?, ?) AND p.%1 IN (?, ?)").arg(q(QStringLiteral("status")));
            rq.values = {QStringLiteral("PENDING"), QStringLiteral("STARTED"), QStringLiteral("SUCCESS"),
                         QStringLiteral("FAILURE")};
            rq.details = {QStringLiteral("t.") + q(QStringLiteral("status")),
                          QStringLiteral("p.") + q(QStringLiteral("id")),
                          QStringLiteral("p.") + q(QStringLiteral("status"))};
            return rq;
        },
        [](const QVariantList& d) {
            return tr("%1 under run %2, which is %3.")
                .arg(d.value(0).toString(), d.value(1).toString(), d.value(2).toString());
        });

    // An engine run past the platform's stale timeout: the gateway closes it as timed out only when someone reads it
    // (there is no poller), so a run nobody opens stays STARTED for weeks.
    out << std::make_shared<QueryRule>(
        info("tabularia.runs.W003", Severity::Warning, "runs",
             tr("An engine run (not an orchestration) ends within %1 s of starting on the engine "
                "(ENGINE__RUN_STALE_TIMEOUT_SECONDS, Celery's hard limit plus 300); one still PENDING or STARTED "
                "after that was killed and is closed as timed out only when someone next reads it.")
                 .arg(thresholds.runStaleTimeoutSeconds),
             "gateway/app/models/run.py, gateway/app/core/config.py"),
        [](const CheckContext& c) {
            // The clock starts when the engine began (engine_started_at), else when the run was launched.
            const TableDescriptor* t = c.table(QStringLiteral("runs"));
            const bool engineClock = t && t->column(QStringLiteral("engine_started_at"));
            const QString started = QStringLiteral("t.") + q(QStringLiteral("started_at"));
            return markQuery(
                c, RunQueue::Mark::TimedOut,
                engineClock ? QStringLiteral("COALESCE(t.%1, %2)").arg(q(QStringLiteral("engine_started_at")), started)
                            : started);
        },
        [](const QVariantList& d) { return tr("%1 since %2.").arg(d.value(0).toString(), d.value(1).toString()); });

    // uq_runs_one_live_orchestration (made by init_db) keeps one live orchestration per flow; a database without
    // it (an older or hand-made one) relies on the claim's conditional update alone.
    out << std::make_shared<QueryRule>(
        info("tabularia.flows.E001", Severity::Error, "runs",
             tr("A flow has at most one STARTED orchestration (the partial unique index "
                "uq_runs_one_live_orchestration, which this database lacks): two would run the same outputs twice."),
             "gateway/app/db/session.py"),
        [](const CheckContext& c) -> std::optional<RowQuery> {
            if (!c.table(QStringLiteral("runs"),
                         {QStringLiteral("kind"), QStringLiteral("status"), QStringLiteral("flow_id")}) ||
                !c.table(QStringLiteral("flows")) ||
                c.hasIndex(QStringLiteral("runs"), QStringLiteral("uq_runs_one_live_orchestration")))
                return std::nullopt;
            RowQuery rq;
            rq.table = QStringLiteral("flows");
            rq.keyColumns = {QStringLiteral("id")};
            rq.from = QStringLiteral("(SELECT %1 AS %2, count(*) AS n FROM %3 WHERE %4 = ? AND %5 = ? AND %1 IS NOT "
                                     "NULL GROUP BY %1) t")
                          .arg(q(QStringLiteral("flow_id")), q(QStringLiteral("id")), q(QStringLiteral("runs")),
                               q(QStringLiteral("kind")), q(QStringLiteral("status")));
            rq.where = QStringLiteral("t.n > 1");
            rq.values = {QStringLiteral("orchestration"), QStringLiteral("STARTED")};
            rq.details = {QStringLiteral("t.n")};
            return rq;
        },
        [](const QVariantList& d) { return tr("%1 STARTED orchestrations.").arg(d.value(0).toLongLong()); });
    return out;
}

RuleList Tabularia::scheduleRules() {
    RuleList out;
    struct Schedule {
        const char* actorId;
        const char* overdueId;
        const char* table;
        const char* schedule;
        const char* actor;
        const char* next;
    };
    const Schedule schedules[] = {
        {"tabularia.flows.W001", "tabularia.flows.W002", "flows", "run_schedule", "run_scheduled_by", "next_run_at"},
        {"tabularia.datasources.W001", "tabularia.datasources.W002", "datasources", "refresh_schedule",
         "refresh_scheduled_by", "next_refresh_at"},
    };
    for (const Schedule& s : schedules) {
        const QString table = QString::fromLatin1(s.table), schedule = QString::fromLatin1(s.schedule),
                      actor = QString::fromLatin1(s.actor), next = QString::fromLatin1(s.next);
        // The scheduler launches the scheduled work as the scheduling actor; a deactivated one cannot sign in, and
        // its runs fail the permission check or run for someone who is gone.
        out << std::make_shared<QueryRule>(
            info(s.actorId, Severity::Warning, s.table,
                 tr("A schedule runs as its actor (%1.%2); a deactivated actor's scheduled work runs for someone who "
                    "can no longer sign in, or fails.")
                     .arg(table, actor),
                 "gateway/app/services/scheduler.py"),
            [table, schedule, actor](const CheckContext& c) -> std::optional<RowQuery> {
                if (!c.table(table, {QStringLiteral("id"), schedule, actor}) ||
                    !c.table(QStringLiteral("users"), {QStringLiteral("is_active"), QStringLiteral("email")}))
                    return std::nullopt;
                RowQuery rq;
                rq.table = table;
                rq.keyColumns = {QStringLiteral("id")};
                rq.from = QStringLiteral("%1 t JOIN %2 u ON u.%3 = t.%4")
                              .arg(q(table), q(QStringLiteral("users")), q(QStringLiteral("id")), q(actor));
                rq.where = QStringLiteral("t.%1 IS NOT NULL AND t.%1 <> '' AND NOT u.%2")
                               .arg(q(schedule), q(QStringLiteral("is_active")));
                rq.details = {QStringLiteral("u.") + q(QStringLiteral("email")), QStringLiteral("t.") + q(schedule)};
                return rq;
            },
            [](const QVariantList& d) {
                return tr("Scheduled (%1) as %2, who is deactivated.")
                    .arg(d.value(1).toString(), d.value(0).toString());
            });
        // The scheduler moves the next time on each time it launches; one far in the past was never served.
        out << std::make_shared<QueryRule>(
            info(s.overdueId, Severity::Warning, s.table,
                 tr("The scheduler launches scheduled work when %1.%2 comes and moves it on; a time more than %3 "
                    "minutes past means the schedule is not being served.")
                     .arg(table, next)
                     .arg(kScheduleOverdueSeconds / 60),
                 "gateway/app/services/scheduler.py"),
            [table, schedule, next](const CheckContext& c) -> std::optional<RowQuery> {
                const TableDescriptor* t = c.table(table, {QStringLiteral("id"), schedule, next});
                if (!t)
                    return std::nullopt;
                const ColumnDescriptor& when = *t->column(next);
                RowQuery rq;
                rq.table = table;
                rq.keyColumns = {QStringLiteral("id")};
                rq.from = q(table) + QStringLiteral(" t");
                rq.where = QStringLiteral("t.%1 IS NOT NULL AND t.%1 <> '' AND t.%2 < %3")
                               .arg(q(schedule), q(next), c.placeholder(when));
                rq.values = {c.timeValue(when, c.now().addSecs(-kScheduleOverdueSeconds))};
                rq.details = {QStringLiteral("t.") + q(next), QStringLiteral("t.") + q(schedule)};
                return rq;
            },
            [](const QVariantList& d) {
                return tr("Scheduled (%1), next at %2.").arg(d.value(1).toString(), d.value(0).toString());
            });
    }
    return out;
}

RuleList Tabularia::rules(const RunThresholds& thresholds) {
    RuleList out;
    // Access control
    out << std::make_shared<ExactlyOneOfRule>(
        info("tabularia.permissions.E001", Severity::Error, "permissions",
             tr("A permission grants its capability to a user or to a group, exactly one of them: the seed says "
                "\"either a user or a group\", and the gateway resolves a grant by the one that is set."),
             "gateway/app/models/permission.py"));
    out << enumRule("tabularia.permissions.E002", "permissions", "capability", "gateway/app/models/permission.py");
    out << std::make_shared<BothOrNeitherRule>(
        info("tabularia.users.E001", Severity::Error, "users",
             tr("oidc_issuer and oidc_subject are the SSO identity anchor: both set for an SSO account, both empty for "
                "a local one; half an anchor matches no sign-in."),
             "gateway/app/models/user.py"),
        QStringList{QStringLiteral("oidc_issuer"), QStringLiteral("oidc_subject")});
    // Catalog and execution
    out << std::make_shared<ParentCycleRule>(
        info("tabularia.projects.E001", Severity::Error, "projects",
             tr("Projects nest through parent_id without a cycle: a grant holds on a project and every project below "
                "it, found by walking up the parents, which never ends in a cycle."),
             "seeds/000_87a49f84b46aba65.txt, gateway/app/routes/projects.py"));
    out << runRules(thresholds);
    out << enumRule("tabularia.flows.E002", "flows", "engine", "gateway/app/models/flow.py");
    out << enumRule("tabularia.flows.E003", "flows", "production_engine", "gateway/app/models/flow.py");
    out << scheduleRules();
    out << std::make_shared<VersionSequenceRule>(
        info("tabularia.flow_versions.W001", Severity::Warning, "flow_versions",
             tr("A flow's versions are numbered 1, 2, 3 … with the highest the current one, and are never deleted: "
                "a gap is lost history, a repeated number two histories."),
             "gateway/app/models/flow_version.py"),
        QStringLiteral("flow_id"), QStringLiteral("version"), QStringLiteral("flows"), QStringLiteral("id"));
    out << enumRule("tabularia.datasources.E001", "datasources", "kind", "gateway/app/models/datasource.py");
    out << enumRule("tabularia.datasources.E002", "datasources", "source_type", "gateway/app/models/datasource.py");
    out << std::make_shared<OrphanRule>(
        info("tabularia.datasources.W003", Severity::Warning, "datasources",
             tr("snapshot_run_id names the run whose output the datasource serves; it has no foreign key because "
                "runs.datasource_id points back, so nothing stops it naming a run that is gone."),
             "gateway/app/models/datasource.py"),
        QStringLiteral("snapshot_run_id"), QStringLiteral("runs"));
    out << enumRule("tabularia.connections.E001", "connections", "db_type", "gateway/app/models/connection.py");
    // Data contracts: no foreign keys by design; the rows are removed by hand when the datasource goes
    // (services.contracts.forget), so a path that forgot leaves them behind.
    const QString forgotten = tr("%1.datasource_id has no foreign key by design: the platform removes the rows by "
                                 "hand when the datasource goes (services.contracts.forget), and a path that forgot "
                                 "leaves them naming nothing.");
    // One rule per table whose rows go with the datasource without a foreign key: the same list the datasource delete
    // removes (DatasourceRows), so the check and the delete cannot disagree on which rows belong to a datasource.
    for (const DatasourceRows::Reference& ref : DatasourceRows::withFate(DatasourceRows::Fate::Removed)) {
        if (ref.foreignKey)
            continue;
        const QByteArray table = ref.table.toLatin1();
        const QByteArray id = "tabularia." + table + ".E001";
        out << std::make_shared<OrphanRule>(info(id.constData(), Severity::Error, table.constData(),
                                                 forgotten.arg(ref.table), "gateway/app/models/contract.py"),
                                            ref.column, QStringLiteral("datasources"));
    }
    out << enumRule("tabularia.data_contracts.E002", "data_contracts", "status", "gateway/app/models/contract.py");
    out << std::make_shared<OrphanRule>(
        info("tabularia.data_contracts.W001", Severity::Warning, "data_contracts",
             tr("blocked_run_id names the refresh a blocking rule refused; without a foreign key it may name a run "
                "that is gone, and the contract then points at nothing."),
             "gateway/app/models/contract.py"),
        QStringLiteral("blocked_run_id"), QStringLiteral("runs"));
    out << std::make_shared<OrphanRule>(
        info("tabularia.data_contracts.W002", Severity::Warning, "data_contracts",
             tr("notify_connection_id names the SMTP connection alerts are sent through; without a foreign key it may "
                "name a connection that is gone, and the alerts then fail."),
             "gateway/app/models/contract.py"),
        QStringLiteral("notify_connection_id"), QStringLiteral("connections"));
    out << std::make_shared<VersionSequenceRule>(
        info("tabularia.data_contract_versions.W001", Severity::Warning, "data_contract_versions",
             tr("A contract's saved versions are numbered 1, 2, 3 … per datasource, every save kept: a gap is lost "
                "history, a repeated number two histories."),
             "gateway/app/models/contract.py"),
        QStringLiteral("datasource_id"), QStringLiteral("version"), QStringLiteral("data_contracts"),
        QStringLiteral("datasource_id"));
    out << std::make_shared<OrphanRule>(
        info("tabularia.data_contract_results.W001", Severity::Warning, "data_contract_results",
             tr("run_id names the run whose data the evaluation judged; without a foreign key it may name a run that "
                "is gone."),
             "gateway/app/models/contract.py"),
        QStringLiteral("run_id"), QStringLiteral("runs"));
    // The alerts' outbox: the scheduler sends what is pending on each tick; a sender that dies leaves 'sending',
    // which the platform never retries ("better one email fewer than two").
    struct Outbox {
        const char* id;
        const char* state;
        bool lost;
    };
    for (const Outbox& box : {Outbox{"tabularia.data_contract_results.W002", "pending", false},
                              Outbox{"tabularia.data_contract_results.W003", "sending", true}}) {
        const QString state = QString::fromLatin1(box.state);
        out << std::make_shared<QueryRule>(
            info(box.id, Severity::Warning, "data_contract_results",
                 box.lost
                     ? tr("A contract alert left 'sending' for more than %1 minutes was claimed by a scheduler that "
                          "died while sending it; the platform never sends it again, so the change of state it "
                          "announces reached nobody.")
                           .arg(kNotificationStuckSeconds / 60)
                     : tr("The scheduler sends pending contract alerts on each tick; one still 'pending' more than "
                          "%1 minutes after its evaluation is not being sent.")
                           .arg(kNotificationStuckSeconds / 60),
                 "gateway/app/services/contract_notifier.py"),
            [state](const CheckContext& c) -> std::optional<RowQuery> {
                const TableDescriptor* t =
                    c.table(QStringLiteral("data_contract_results"),
                            {QStringLiteral("id"), QStringLiteral("notify"), QStringLiteral("evaluated_at")});
                if (!t)
                    return std::nullopt;
                const ColumnDescriptor& at = *t->column(QStringLiteral("evaluated_at"));
                RowQuery rq;
                rq.table = t->name;
                rq.keyColumns = {QStringLiteral("id")};
                rq.from = q(t->name) + QStringLiteral(" t");
                rq.where = QStringLiteral("t.%1 = ? AND t.%2 < %3")
                               .arg(q(QStringLiteral("notify")), q(at.name), c.placeholder(at));
                rq.values = {state, c.timeValue(at, c.now().addSecs(-kNotificationStuckSeconds))};
                rq.details = {QStringLiteral("t.") + q(at.name)};
                return rq;
            },
            [state](const QVariantList& d) {
                return tr("'%1' since the evaluation at %2.").arg(state, d.value(0).toString());
            });
    }
    out << enumRule("tabularia.data_contract_results.E002", "data_contract_results", "outcome",
                    "gateway/app/models/contract.py");
    out << enumRule("tabularia.data_contract_results.E003", "data_contract_results", "trigger",
                    "gateway/app/models/contract.py");
    out << enumRule("tabularia.data_contract_results.E004", "data_contract_results", "notify",
                    "gateway/app/models/contract.py");
    out << std::make_shared<FernetTokenRule>(
        info("tabularia.connections.E002", Severity::Error, "connections",
             tr("A connection's password_encrypted (a Fernet token, empty for no password) decrypts with one of the "
                "configured keys: the gateway decrypts it to connect, so one no key opens fails until its password is "
                "entered again (a key rotated away before every credential was re-encrypted). Checked only when keys "
                "are given."),
             "gateway/app/models/connection.py"),
        QStringLiteral("connections"), QStringLiteral("password_encrypted"));
    // AI assistant
    out << std::make_shared<OrphanRule>(
        info("tabularia.ai_chats.E001", Severity::Error, "ai_chats",
             tr("user_id has no foreign key: the platform deletes a user's chats with the user, so a chat naming no "
                "user was left behind."),
             "gateway/app/models/ai_chat.py"),
        QStringLiteral("user_id"), QStringLiteral("users"));
    out << std::make_shared<JsonDocumentRule>(
        info(
            "tabularia.ai_chat_turns.W001", Severity::Warning, "ai_chat_turns",
            tr("A chat turn's messages are the JSON list pydantic-ai wrote: a turn that is no JSON is skipped when the "
               "chat is resumed and shown without its answer, and one that is JSON but no list makes the whole history "
               "fail validation, so the conversation restarts empty."),
            "gateway/app/services/ai_chats.py"),
        QStringLiteral("messages"), QStringLiteral("array"));
    // Administration
    out << enumRule("tabularia.audit_logs.E001", "audit_logs", "outcome", "gateway/app/models/audit.py");
    out << enumRule("tabularia.banners.E001", "banners", "level", "gateway/app/models/banner.py");
    out << enumRule("tabularia.disabled_engines.E001", "disabled_engines", "engine_id",
                    "gateway/app/models/engine_policy.py");
    out << enumRule("tabularia.dbt_ai_texts.E001", "dbt_ai_texts", "kind", "gateway/app/models/dbt_ai_text.py");
    out << std::make_shared<OrphanRule>(
        info("tabularia.dbt_ai_texts.E002", Severity::Error, "dbt_ai_texts",
             tr("flow_id has no foreign key: the platform deletes a flow's dbt texts with the flow, so a text naming "
                "no flow was left behind."),
             "gateway/app/models/dbt_ai_text.py"),
        QStringLiteral("flow_id"), QStringLiteral("flows"));
    // Every other reference whose foreign key this database lacks (flows.notify_connection_id after an upgrade).
    // ai_spend's and flow_presence's are plain integers that outlive their rows by design.
    out << std::make_shared<UnenforcedReferenceRule>(
        info("tabularia.references.E001", Severity::Error, "",
             tr("A reference the platform's schema makes a foreign key, which this database lacks, names a row that "
                "exists."),
             "gateway/app/models"),
        Platform::Tabularia, QStringList{});
    out << std::make_shared<SchemaDriftRule>(
        info("tabularia.schema.W001", Severity::Warning, "",
             tr("The schema is what the platform's migrations make at the revision the database records: a "
                "difference (a CHECK or index dropped, a column added by hand) is a rule the database no longer "
                "enforces, or a change the platform's next migration may fail on. One finding per difference."),
             "gateway/app/db/session.py"),
        Platform::Tabularia);
    return out;
}

} // namespace

RuleList tabulariaRules(const RunThresholds& thresholds) {
    return Tabularia::rules(thresholds);
}

} // namespace metadesk::checks
