// Runs are the one demo table that grows to millions of rows: written in big bound batches in the demo's transaction.
//
// What the platform writes (gateway/app/models/run.py and services/orchestrator.py):
// - kind "orchestration": the queue. Born PENDING with task_id '' and engine_mode; an orchestrator claims it with a
//   conditional UPDATE to STARTED, signing claimed_by "<hostname>:<pid>:<8 hex>" and beating heartbeat_at. It
//   launches the flow's outputs as child runs (parent_run_id). At most one STARTED orchestration per flow
//   (uq_runs_one_live_orchestration). A STARTED one whose heartbeat stopped is an orphan the sweeper closes.
// - kind "flow": one output of a flow on the engine (task_id = the Celery task), a child of an orchestration or a
//   top-level run from the editor; it may publish its output as a datasource.
// - kind "ingest": the refresh of a database datasource (datasource_id, no flow).
// Status PENDING | STARTED | SUCCESS | FAILURE; trigger_type manual | schedule; all times naive UTC.
#include "DeferredIndexes.h"
#include "DemoContext.h"
#include "core/db/DbConnection.h"

#include <QSet>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace metadesk {

namespace {

// The columns written, in the table's physical order.
enum Column : int {
    ColError,
    ColErrorDetail,
    ColDestination,
    ColMirror,
    ColEmail,
    ColId,
    ColKind,
    ColFlowId,
    ColTaskId,
    ColStatus,
    ColLaunchedBy,
    ColTriggerType,
    ColEngine,
    ColParentRunId,
    ColInputKey,
    ColOutputBucket,
    ColOutputKey,
    ColRowsWritten,
    ColPublishName,
    ColPublishProjectId,
    ColPublishDescription,
    ColPublishOverwrite,
    ColPublishSortKeys,
    ColDatasourceId,
    ColEngineMode,
    ColClaimedBy,
    ColHeartbeatAt,
    ColStartedAt,
    ColEngineStartedAt,
    ColFinishedAt,
    ColColumnCount
};

const QStringList kColumnNames = {
    QStringLiteral("error"),
    QStringLiteral("error_detail"),
    QStringLiteral("destination"),
    QStringLiteral("mirror"),
    QStringLiteral("email"),
    QStringLiteral("id"),
    QStringLiteral("kind"),
    QStringLiteral("flow_id"),
    QStringLiteral("task_id"),
    QStringLiteral("status"),
    QStringLiteral("launched_by"),
    QStringLiteral("trigger_type"),
    QStringLiteral("engine"),
    QStringLiteral("parent_run_id"),
    QStringLiteral("input_key"),
    QStringLiteral("output_bucket"),
    QStringLiteral("output_key"),
    QStringLiteral("rows_written"),
    QStringLiteral("publish_name"),
    QStringLiteral("publish_project_id"),
    QStringLiteral("publish_description"),
    QStringLiteral("publish_overwrite"),
    QStringLiteral("publish_sort_keys"),
    QStringLiteral("datasource_id"),
    QStringLiteral("engine_mode"),
    QStringLiteral("claimed_by"),
    QStringLiteral("heartbeat_at"),
    QStringLiteral("started_at"),
    QStringLiteral("engine_started_at"),
    QStringLiteral("finished_at"),
};

enum class RunKind { Flow, Ingest, Orchestration };

/// One run before it becomes a row. Times are ms since the epoch; -1 means NULL.
struct Run {
    qint64 id = 0;
    RunKind kind = RunKind::Flow;
    qint64 flow = 0;   // 0: NULL
    qint64 parent = 0; // 0: NULL
    QString status;
    bool scheduled = false;
    qint64 launchedBy = 0;
    QString engine;
    QString engineMode;
    qint64 datasource = 0;
    QString publishName;
    qint64 publishProject = 0;
    bool publishOverwrite = false;
    qint64 rowsWritten = -1;
    QString error, errorDetail, destination, mirror, email;
    QString claimedBy;
    qint64 startMs = 0, engineMs = -1, finishMs = -1, heartbeatMs = -1;
};

// What the platform writes on an orchestration nobody will finish, and on a manual launch of a flow already running
// (Italian, as the gateway stores them: these are data, not Metadesk's own text).
const QString kInterrupted = QString::fromUtf8(
    "Orchestrazione interrotta: il processo che la eseguiva si è fermato e i passi rimanenti non sono stati eseguiti. "
    "Controlla cosa è già stato prodotto e rilancia il flusso.");
const QString kAlreadyRunning = QString::fromUtf8("flusso già in esecuzione");

} // namespace

bool DemoGenerator::fillTabulariaRuns(DemoContext& c) {
    DemoRandom& r = c.rng;
    const qint64 n = c.options.runs;
    c.say(QObject::tr("Writing %1 runs…").arg(n));

    const QString kFlow = QStringLiteral("flow"), kIngest = QStringLiteral("ingest"),
                  kOrchestration = QStringLiteral("orchestration");
    const QString kPending = QStringLiteral("PENDING"), kStarted = QStringLiteral("STARTED"),
                  kSuccess = QStringLiteral("SUCCESS"), kFailure = QStringLiteral("FAILURE");
    const QString kManual = QStringLiteral("manual"), kSchedule = QStringLiteral("schedule");
    const QString kDevelopment = QStringLiteral("development"), kProduction = QStringLiteral("production");
    const QString kBucket = QStringLiteral("tabularia"), kEmpty = QStringLiteral(""),
                  kNoSortKeys = QStringLiteral("[]"), kDaySortKey = QStringLiteral("[\"day\"]");
    const QStringList errors = {
        QStringLiteral("ColumnNotFoundError: amount"),
        QStringLiteral("ComputeError: could not parse `n/a` as dtype i64 at column 'quantity'"),
        QStringLiteral("OperationalError: connection to crm-replica.db.example.com:5432 refused"),
        QStringLiteral("SoftTimeLimitExceeded: task exceeded 7200 s"),
        QStringLiteral("MemoryError: the engine worker ran out of memory"),
    };
    const QString traceback =
        QStringLiteral("Traceback (most recent call last):\n  File \"/app/engine/tasks.py\", line 214, in run_flow\n"
                       "    frame = executor.collect(plan)\n  File \"/app/engine/executor.py\", line 88, in collect\n"
                       "    return lazy.collect(streaming=True)\npolars.exceptions.ColumnNotFoundError: amount");
    // Each gateway start signs its claims anew, so the claimant changes over the history like restarts would.
    QStringList claimants;
    for (int i = 0; i < 12; ++i)
        claimants << QStringLiteral("tabularia-gateway-%1:%2:%3")
                         .arg(i % 3)
                         .arg(1 + r.below(64))
                         .arg(r.next() & 0xFFFFFFFFULL, 8, 16, QLatin1Char('0'));
    const QString destination =
        c.databaseConnectionIds.isEmpty()
            ? QString()
            : DemoContext::json({{QStringLiteral("connection_id"), c.databaseConnectionIds.first()},
                                 {QStringLiteral("db_type"), QStringLiteral("postgresql")},
                                 {QStringLiteral("host"), QStringLiteral("crm-replica.db.example.com")},
                                 {QStringLiteral("database"), QStringLiteral("crm")},
                                 {QStringLiteral("table"), QStringLiteral("reporting.daily_orders")},
                                 {QStringLiteral("mode"), QStringLiteral("replace")}});
    const QString mirror = DemoContext::json({{QStringLiteral("bucket"), QStringLiteral("partner-exports")},
                                              {QStringLiteral("key"), QStringLiteral("daily/orders.parquet")},
                                              {QStringLiteral("format"), QStringLiteral("parquet")},
                                              {QStringLiteral("ok"), true}});
    const QString mirrorFailed = DemoContext::json({{QStringLiteral("bucket"), QStringLiteral("partner-exports")},
                                                    {QStringLiteral("key"), QStringLiteral("daily/orders.parquet")},
                                                    {QStringLiteral("format"), QStringLiteral("parquet")},
                                                    {QStringLiteral("ok"), false},
                                                    {QStringLiteral("error"), QStringLiteral("AccessDenied")}});
    const QString email =
        c.smtpConnectionIds.isEmpty()
            ? QString()
            : DemoContext::json({{QStringLiteral("connection_id"), c.smtpConnectionIds.first()},
                                 {QStringLiteral("host"), QStringLiteral("smtp.example.com")},
                                 {QStringLiteral("to"), QVariantList{QStringLiteral("finance@example.com")}},
                                 {QStringLiteral("subject"), QStringLiteral("Daily orders")},
                                 {QStringLiteral("attachment"), QStringLiteral("daily_orders.xlsx")},
                                 {QStringLiteral("ok"), true}});
    QHash<qint64, QString> inputKeys;
    for (qint64 flow : c.flowIds)
        inputKeys.insert(flow, QStringLiteral("flows/%1/definition.json").arg(flow));

    // Which run produced each datasource's current snapshot, for datasources.snapshot_run_id afterwards.
    QHash<qint64, qint64> snapshotRun;

    const QVariant nullValue;
    QVariantList blank;
    for (int i = 0; i < ColColumnCount; ++i)
        blank << nullValue;
    auto orNull = [&](qint64 v) { return v ? QVariant(v) : nullValue; };
    auto timeOrNull = [&](qint64 ms) { return ms >= 0 ? QVariant(DemoContext::naiveTimestamp(ms)) : nullValue; };
    auto textOrNull = [&](const QString& s) { return s.isEmpty() ? nullValue : QVariant(s); };
    auto toRow = [&](const Run& run) {
        QVariantList row = blank;
        row[ColError] = textOrNull(run.error);
        row[ColErrorDetail] = textOrNull(run.errorDetail);
        row[ColDestination] = textOrNull(run.destination);
        row[ColMirror] = textOrNull(run.mirror);
        row[ColEmail] = textOrNull(run.email);
        row[ColId] = run.id;
        row[ColKind] = run.kind == RunKind::Flow ? kFlow : (run.kind == RunKind::Ingest ? kIngest : kOrchestration);
        row[ColFlowId] = orNull(run.flow);
        row[ColTaskId] = run.kind == RunKind::Orchestration ? kEmpty : r.uuid();
        row[ColStatus] = run.status;
        row[ColLaunchedBy] = orNull(run.launchedBy);
        row[ColTriggerType] = run.scheduled ? kSchedule : kManual;
        row[ColEngine] = textOrNull(run.engine);
        row[ColParentRunId] = orNull(run.parent);
        row[ColInputKey] = run.kind == RunKind::Flow ? inputKeys.value(run.flow) : kEmpty;
        row[ColOutputBucket] = run.kind == RunKind::Orchestration ? kEmpty : kBucket;
        row[ColOutputKey] =
            run.kind == RunKind::Orchestration ? kEmpty : QStringLiteral("runs/%1/output.parquet").arg(run.id);
        row[ColRowsWritten] = run.rowsWritten >= 0 ? QVariant(run.rowsWritten) : nullValue;
        row[ColPublishName] = textOrNull(run.publishName);
        row[ColPublishProjectId] = orNull(run.publishProject);
        row[ColPublishDescription] = kEmpty;
        row[ColPublishOverwrite] = run.publishOverwrite;
        row[ColPublishSortKeys] = run.publishOverwrite ? kDaySortKey : kNoSortKeys;
        // A flow run names its datasource once it has published it; an ingest names the one it refreshes.
        row[ColDatasourceId] = run.kind == RunKind::Flow && run.status != kSuccess ? nullValue : orNull(run.datasource);
        row[ColEngineMode] = textOrNull(run.engineMode);
        row[ColClaimedBy] = textOrNull(run.claimedBy);
        row[ColHeartbeatAt] = timeOrNull(run.heartbeatMs);
        row[ColStartedAt] = DemoContext::naiveTimestamp(run.startMs);
        row[ColEngineStartedAt] = timeOrNull(run.engineMs);
        row[ColFinishedAt] = timeOrNull(run.finishMs);
        return row;
    };
    auto flowEngine = [&](qint64 flow, const QString& mode) {
        const QString production = c.flowProdEngine.value(flow);
        return mode == kProduction && !production.isEmpty() ? production : c.flowEngine.value(flow);
    };
    // A flow output; publication (into the flow's datasource) is requested at launch.
    auto flowRun = [&](qint64 id, qint64 flow, qint64 parent, qint64 startMs) {
        Run run;
        run.id = id;
        run.kind = RunKind::Flow;
        run.flow = flow;
        run.parent = parent;
        run.startMs = startMs;
        if (c.flowDatasource.contains(flow) && r.chance(0.6)) {
            run.datasource = c.flowDatasource.value(flow);
            run.publishName = c.datasourceName.value(run.datasource);
            run.publishProject = c.datasourceProject.value(run.datasource);
            run.publishOverwrite = r.chance(0.7);
        }
        return run;
    };
    auto finish = [&](Run& run, bool ok, qint64 durationCapMs) {
        run.engineMs = run.startMs + r.range(200, 30000);
        run.finishMs = run.engineMs + r.range(2000, qMax<qint64>(3000, durationCapMs));
        run.status = ok ? kSuccess : kFailure;
        if (ok) {
            if (run.kind != RunKind::Orchestration)
                run.rowsWritten = r.range(0, 2'000'000);
            if (run.kind == RunKind::Flow) {
                const double roll = r.unit();
                if (roll < 0.02)
                    run.destination = destination;
                else if (roll < 0.03)
                    run.mirror = mirror;
                else if (roll < 0.035)
                    run.mirror = mirrorFailed; // best effort: the datasource was still published
                else if (roll < 0.045)
                    run.email = email;
            }
        } else {
            run.error = errors.at(int(r.below(errors.size())));
            if (r.chance(0.6))
                run.errorDetail = traceback;
        }
    };

    // --- the live end of the queue, as it is right now: built first so the history knows how many ids are left -----
    QList<Run> tail;
    qint64 nextLocal = 0; // provisional tail ids, in creation order
    const qint64 nowMs = c.nowMs;
    const int flows = int(c.flowIds.size());
    auto flowAt = [&](int i) { return c.flowIds.at(i % flows); };
    auto orchestration = [&](qint64 flow, bool scheduled, qint64 startAgoS) {
        Run run;
        run.id = ++nextLocal; // local index, made a real id below
        run.kind = RunKind::Orchestration;
        run.flow = flow;
        run.scheduled = scheduled && c.flowScheduledBy.contains(flow);
        run.launchedBy = run.scheduled ? c.flowScheduledBy.value(flow) : c.userIds.at(int(r.below(c.userIds.size())));
        run.engineMode = run.scheduled ? kProduction : kDevelopment;
        run.startMs = nowMs - startAgoS * 1000;
        return run;
    };
    auto child = [&](const Run& parent, qint64 startAgoS) {
        Run run = flowRun(++nextLocal, parent.flow, parent.id, nowMs - startAgoS * 1000);
        run.scheduled = parent.scheduled;
        run.launchedBy = parent.launchedBy;
        run.engine = flowEngine(parent.flow, parent.engineMode);
        return run;
    };
    const QString liveClaimant = claimants.last();
    const QString deadClaimant = claimants.at(claimants.size() - 2);
    {
        // A scheduled orchestration that finished a few minutes ago, and its two outputs.
        Run done = orchestration(flowAt(5), true, 1800);
        done.claimedBy = liveClaimant;
        Run a = child(done, 1790), b = child(done, 1500);
        finish(a, true, 200000);
        finish(b, true, 200000);
        done.status = kSuccess;
        done.finishMs = qMax(a.finishMs, b.finishMs) + 1500;
        done.heartbeatMs = done.finishMs - 1000;
        tail << done << a << b;
        // An orchestration whose process died: the sweeper closed it with the platform's message.
        Run orphaned = orchestration(flowAt(6), true, 5400);
        orphaned.claimedBy = deadClaimant;
        Run first = child(orphaned, 5390);
        finish(first, true, 600000);
        orphaned.status = kFailure;
        orphaned.error = kInterrupted;
        orphaned.heartbeatMs = first.finishMs + 4000;
        orphaned.finishMs = nowMs - 2400 * 1000;
        tail << orphaned << first;
    }
    QList<qint64> live; // the flows with a STARTED orchestration: at most one each
    {
        // Fresh claims: heartbeats a few seconds old, outputs done, running and waiting.
        Run o = orchestration(flowAt(0), true, 420);
        o.status = kStarted;
        o.claimedBy = liveClaimant;
        o.heartbeatMs = nowMs - 5000;
        Run done = child(o, 410), running = child(o, 200), waiting = child(o, 20);
        finish(done, true, 150000);
        running.status = kStarted;
        running.engineMs = running.startMs + 3000;
        waiting.status = kPending; // queued on the engine, not picked up yet
        tail << o << done << running << waiting;
        live << o.flow;
    }
    {
        Run o = orchestration(flowAt(1), false, 95);
        o.status = kStarted;
        o.claimedBy = liveClaimant;
        o.heartbeatMs = nowMs - 12000;
        Run running = child(o, 90);
        running.status = kStarted;
        running.engineMs = running.startMs + 1500;
        tail << o << running;
        live << o.flow;
    }
    {
        Run o = orchestration(flowAt(2), true, 3); // claimed a moment ago, no output launched yet
        o.status = kStarted;
        o.claimedBy = liveClaimant;
        o.heartbeatMs = nowMs - 2000;
        tail << o;
        live << o.flow;
        // Someone pressed "run" on the first flow while its orchestration is live: closed at once.
        Run refused = orchestration(flowAt(0), false, 60);
        refused.status = kFailure;
        refused.error = kAlreadyRunning;
        refused.finishMs = refused.startMs + 300;
        tail << refused;
    }
    {
        // Stale claims: the orchestrator stopped beating; the sweeper will close them as interrupted.
        Run o = orchestration(flowAt(3), true, 3600);
        o.status = kStarted;
        o.claimedBy = deadClaimant;
        o.heartbeatMs = nowMs - 25 * 60 * 1000;
        Run running = child(o, 3550);
        running.status = kStarted;
        running.engineMs = running.startMs + 4000;
        tail << o << running;
        live << o.flow;
        Run silent = orchestration(flowAt(4), false, 5000);
        silent.status = kStarted;
        silent.claimedBy = deadClaimant;
        silent.heartbeatMs = nowMs - 70 * 60 * 1000;
        tail << silent;
        live << silent.flow;
    }
    for (int q = 0; q < 3; ++q) { // the queue: PENDING, unclaimed
        Run waiting = orchestration(flowAt(7 + q), q != 1, 40 - q * 10);
        waiting.status = kPending;
        tail << waiting;
    }
    {
        // Editor runs: waiting on the engine, running, and one running for 2.5 hours (stale by engine_started_at).
        const qint64 ago[] = {15, 45, 150 * 60};
        for (int k = 0; k < 3; ++k) {
            Run run = flowRun(++nextLocal, flowAt(10 + k), 0, nowMs - ago[k] * 1000);
            run.launchedBy = c.userIds.at(int(r.below(c.userIds.size())));
            run.engine = c.flowEngine.value(run.flow);
            run.status = k == 0 ? kPending : kStarted;
            if (k > 0)
                run.engineMs = run.startMs + 2500;
            tail << run;
        }
        // Datasource refreshes: one running, one queued.
        for (int k = 0; k < 2 && !c.databaseDatasourceIds.isEmpty(); ++k) {
            Run run;
            run.id = ++nextLocal;
            run.kind = RunKind::Ingest;
            run.datasource = c.databaseDatasourceIds.at(k % c.databaseDatasourceIds.size());
            run.scheduled = k == 0 && c.datasourceScheduledBy.contains(run.datasource);
            run.launchedBy =
                run.scheduled ? c.datasourceScheduledBy.value(run.datasource) : c.userIds.at(int(r.below(6)));
            run.engine = QStringLiteral("polars");
            run.startMs = nowMs - (k == 0 ? 70 : 8) * 1000;
            run.status = k == 0 ? kStarted : kPending;
            if (k == 0)
                run.engineMs = run.startMs + 800;
            tail << run;
        }
        // Two editor runs that just ended.
        for (int k = 0; k < 2; ++k) {
            Run run = flowRun(++nextLocal, flowAt(13 + k), 0, nowMs - (600 - k * 200) * 1000);
            run.launchedBy = c.userIds.at(int(r.below(c.userIds.size())));
            run.engine = c.flowEngine.value(run.flow);
            finish(run, k == 0, 60000);
            run.finishMs = qMin(run.finishMs, nowMs - 30000);
            tail << run;
        }
    }
    Q_ASSERT(live.size() == int(QSet<qint64>(live.begin(), live.end()).size()));
    // Ids are assigned at launch: put the tail in launch order (a parent always starts before its outputs, so a
    // stable sort keeps it ahead of them) and renumber.
    std::stable_sort(tail.begin(), tail.end(), [](const Run& a, const Run& b) { return a.startMs < b.startMs; });
    QHash<qint64, qint64> renumbered;
    for (int i = 0; i < tail.size(); ++i)
        renumbered.insert(tail.at(i).id, i + 1);
    for (Run& run : tail) {
        run.id = renumbered.value(run.id);
        run.parent = run.parent ? renumbered.value(run.parent) : 0;
    }

    const qint64 tailCount = qMin<qint64>(n, tail.size());
    const qint64 historyCount = n - tailCount;

    // Both engines' baselines make the same six secondary indexes (SQLite has partial indexes too).
    DeferredIndexes deferred(c.conn, QStringLiteral("runs"),
                             {QStringLiteral("ix_runs_kind"), QStringLiteral("ix_runs_flow_id"),
                              QStringLiteral("ix_runs_task_id"), QStringLiteral("ix_runs_parent_run_id"),
                              QStringLiteral("uq_runs_one_live_orchestration"),
                              QStringLiteral("ix_runs_orchestration_queue")});
    const bool bulk = n >= 50000;
    if (bulk && !deferred.drop(&c.error))
        return false;
    BulkInserter runs(c.conn, QStringLiteral("runs"), kColumnNames, 500);

    // --- the history: 90 days of finished runs, launched in id order -------------------------------------------------
    const qint64 spanMs = 90LL * 86400 * 1000;
    const qint64 firstMs = nowMs - spanMs;
    const qint64 stepMs = historyCount > 0 ? qMax<qint64>(1, (spanMs - 3 * 3600 * 1000) / historyCount) : 1;
    // Durations stay within a few launch slots on a sparse history and within minutes on a dense one.
    const qint64 durationCapMs = qBound<qint64>(qint64(5000), stepMs * 3, qint64(40) * 60 * 1000);
    auto slot = [&](qint64 id) { return firstMs + (id - 1) * stepMs + r.below(stepMs); };
    auto claimantAt = [&](qint64 id) { return claimants.at(int((id - 1) * (claimants.size() - 2) / historyCount)); };
    QList<Run> group;
    qint64 id = 1;
    while (id <= historyCount) {
        const qint64 remaining = historyCount - id + 1;
        const double roll = r.unit();
        group.clear();
        if (roll < 0.5 && remaining >= 2) {
            const qint64 flow = c.flowIds.at(int(r.below(flows)));
            Run o;
            o.id = id;
            o.kind = RunKind::Orchestration;
            o.flow = flow;
            o.scheduled = c.flowScheduledBy.contains(flow) && r.chance(0.8);
            o.launchedBy = o.scheduled ? c.flowScheduledBy.value(flow) : c.userIds.at(int(r.below(c.userIds.size())));
            o.engineMode = o.scheduled || r.chance(0.3) ? kProduction : kDevelopment;
            o.startMs = slot(id);
            o.claimedBy = claimantAt(id);
            const double outcome = r.unit();
            if (outcome < 0.01 && !o.scheduled) { // a second launch while one was live: no claim, no outputs
                o.claimedBy.clear();
                o.status = kFailure;
                o.error = kAlreadyRunning;
                o.finishMs = o.startMs + r.range(50, 900);
                group << o;
            } else {
                const int children = int(qMin<qint64>(1 + r.below(3), remaining - 1));
                qint64 last = o.startMs;
                for (int k = 0; k < children; ++k) { // launched together: a DAG's outputs run side by side
                    Run out = flowRun(id + 1 + k, flow, id, slot(id + 1 + k));
                    out.scheduled = o.scheduled;
                    out.launchedBy = o.launchedBy;
                    out.engine = flowEngine(flow, o.engineMode);
                    const bool failed = outcome > 0.93 && k == children - 1;
                    finish(out, !failed, durationCapMs);
                    last = qMax(last, out.finishMs);
                    group << out;
                }
                o.finishMs = last + r.range(200, 3000);
                o.heartbeatMs = o.finishMs - r.range(0, 4000);
                if (outcome > 0.93) {
                    o.status = kFailure;
                    o.error = group.last().error;
                } else if (outcome > 0.91) { // the process died; the sweeper closed it minutes later
                    o.status = kFailure;
                    o.error = kInterrupted;
                    o.finishMs = o.heartbeatMs + r.range(60, 600) * 1000;
                } else {
                    o.status = kSuccess;
                }
                group.prepend(o);
            }
        } else if (roll < 0.85 || c.databaseDatasourceIds.isEmpty()) { // an editor run of one output
            const qint64 flow = c.flowIds.at(int(r.below(flows)));
            Run run = flowRun(id, flow, 0, slot(id));
            run.launchedBy = c.userIds.at(int(r.below(c.userIds.size())));
            run.engine = c.flowEngine.value(flow);
            finish(run, r.chance(0.9), durationCapMs);
            group << run;
        } else { // a datasource refresh
            Run run;
            run.id = id;
            run.kind = RunKind::Ingest;
            run.datasource = c.databaseDatasourceIds.at(int(r.below(c.databaseDatasourceIds.size())));
            // The scheduler refreshes with the authority of whoever set the schedule.
            run.scheduled = c.datasourceScheduledBy.contains(run.datasource) && r.chance(0.7);
            run.launchedBy =
                run.scheduled ? c.datasourceScheduledBy.value(run.datasource) : c.userIds.at(int(r.below(6)));
            run.engine = QStringLiteral("polars");
            run.startMs = slot(id);
            finish(run, r.chance(0.95), durationCapMs);
            group << run;
        }
        for (const Run& run : group) {
            if (run.status == kSuccess && run.datasource)
                snapshotRun.insert(run.datasource, run.id);
            if (!runs.add(toRow(run)))
                break;
        }
        const qint64 before = id;
        id += group.size();
        if (before / 200000 != (id - 1) / 200000 && id > 1)
            c.say(QObject::tr("  %1 of %2 runs").arg(id - 1).arg(n));
        if (!runs.error().isEmpty())
            break;
    }
    for (int i = 0; i < tailCount && runs.error().isEmpty(); ++i) {
        Run run = tail.at(i);
        run.id += historyCount;
        if (run.parent)
            run.parent += historyCount;
        if (run.status == kSuccess && run.datasource)
            snapshotRun.insert(run.datasource, run.id);
        runs.add(toRow(run));
    }
    if (!runs.flush()) {
        c.error = runs.error();
        return false;
    }
    if (bulk) {
        c.say(QObject::tr("Building the indexes of runs…"));
        if (!deferred.restore(&c.error))
            return false;
    }
    c.runCount = n;

    // --- each datasource's snapshot run: one left NULL (a snapshot older than the field), one naming a run that is
    // gone (a plain integer, no foreign key, so nothing stops that) -----------------------------------------------
    QSqlQuery update(c.conn.db());
    if (!update.prepare(QStringLiteral("UPDATE datasources SET snapshot_run_id = ? WHERE id = ?"))) {
        c.error = sqlErrorText(update.lastError());
        return false;
    }
    for (qint64 ds : c.datasourceIds) {
        QVariant run = snapshotRun.contains(ds) ? QVariant(snapshotRun.value(ds)) : QVariant();
        if (ds == 4)
            run = n + 100000;
        else if (ds == 2)
            run = QVariant();
        if (run.isNull())
            continue;
        update.bindValue(0, run);
        update.bindValue(1, ds);
        if (!update.exec()) {
            c.error = QObject::tr("Could not set the snapshot run of datasource %1: %2")
                          .arg(ds)
                          .arg(sqlErrorText(update.lastError()));
            return false;
        }
    }
    return true;
}

} // namespace metadesk
