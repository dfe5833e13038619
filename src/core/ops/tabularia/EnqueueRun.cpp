#include "EnqueueRun.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditVocabulary.h"
#include "core/edit/RowStore.h"
#include "core/ops/OperationWriter.h"
#include "core/ops/tabularia/RunQueue.h"

#include <QSqlQuery>

namespace metadesk {

namespace {
const QString kFlowName = QStringLiteral("flow_name");
} // namespace

EnqueueRun::EnqueueRun(const DbConnection& connection, const Actor& actor, const RunThresholds& thresholds)
    : m_conn(connection), m_actor(actor), m_thresholds(thresholds) {}

bool EnqueueRun::liveRun(const QVariant& flowId, bool lock, QVariantMap* run, QString* error) const {
    run->clear();
    const TableDescriptor& runs = *m_conn.catalog().table(QStringLiteral("runs"));
    const RowStore store(m_conn, runs);
    QSqlQuery q(m_conn.db());
    if (lock && m_conn.isPostgres()) {
        // The flow's row, as the scheduler takes it for a slot: a scheduler or a second launch waits for this one.
        const TableDescriptor& flows = *m_conn.catalog().table(QStringLiteral("flows"));
        const RowStore flowStore(m_conn, flows);
        if (!m_conn.execBound(&q,
                              QStringLiteral("SELECT %1 FROM %2 WHERE %1 = ? FOR UPDATE")
                                  .arg(flowStore.quote(QStringLiteral("id")), flowStore.quotedTable()),
                              {flowId}, error))
            return false;
        q.finish();
    }
    // orchestrator.flusso_in_corso: an orchestration of the flow queued or running.
    if (!m_conn.execBound(&q,
                          QStringLiteral("SELECT %1 FROM %2 WHERE %3 = 'orchestration' AND %4 = ? AND %5 IN "
                                         "('PENDING', 'STARTED') ORDER BY %6 LIMIT 1")
                              .arg(store.selectList(), store.quotedTable(), store.quote(QStringLiteral("kind")),
                                   store.quote(QStringLiteral("flow_id")), store.quote(QStringLiteral("status")),
                                   store.quote(QStringLiteral("id"))),
                          {flowId}, error))
        return false;
    if (q.next())
        *run = store.rowFrom(q);
    q.finish();
    return true;
}

OperationPlan EnqueueRun::plan(qint64 flowId) const {
    OperationPlan p;
    const Catalog& catalog = m_conn.catalog();
    const TableDescriptor* runs = catalog.table(QStringLiteral("runs"));
    const TableDescriptor* flows = catalog.table(QStringLiteral("flows"));
    if (!runs || !flows || runs->platform != Platform::Tabularia || !runs->column(QStringLiteral("kind"))) {
        p.refusal = tr("This database has no Tabularia runs and flows tables.");
        return p;
    }
    QString error;
    bool found = false;
    QVariantMap flow;
    if (!RowStore(m_conn, *flows).fetch({flowId}, &flow, &found, &error)) {
        p.refusal = tr("Could not read flow %1: %2").arg(flowId).arg(error);
        return p;
    }
    if (!found) {
        p.refusal = tr("There is no flow %1.").arg(flowId);
        p.notFound = true;
        return p;
    }
    const QString name = flow.value(QStringLiteral("name")).toString();
    p.facts.insert(kFlowName, name);
    QVariantMap live;
    if (!liveRun(flowId, false, &live, &error)) {
        p.refusal = tr("Could not read the runs of flow %1: %2").arg(flowId).arg(error);
        return p;
    }
    if (!live.isEmpty()) {
        p.row = live;
        p.refusal = tr("Flow %1 (%2) already has orchestration %3 %4: the platform runs one orchestration of a flow "
                       "at a time, so another is not queued.")
                        .arg(flowId)
                        .arg(name, live.value(QStringLiteral("id")).toString(),
                             live.value(QStringLiteral("status")).toString() == QLatin1String("PENDING")
                                 ? tr("waiting in the queue")
                                 : tr("running"));
        // A live row nobody will finish blocks the flow until it is closed, by the platform's sweep or here.
        const RunQueue queue(m_conn, m_thresholds, QDateTime::currentDateTimeUtc());
        for (RunQueue::Mark m : RunQueue::allMarks()) {
            bool yes = false;
            if (!queue.qualifies(live.value(QStringLiteral("id")), m, false, &yes, &error)) {
                // Still refused (the flow has a live orchestration), and the reason why it may be stuck unknown.
                p.refusal += QLatin1Char(' ') + tr("Whether anybody will finish it could not be read: %1").arg(error);
                break;
            }
            if (yes)
                p.refusal +=
                    QLatin1Char(' ') + tr("Nobody will finish it (%1): close it first.").arg(RunQueue::markText(m));
        }
        return p;
    }
    // The authority it will run with: the orchestrator closes a run whose launcher is missing or inactive.
    bool active = false;
    if (m_actor.userId.isValid() && !m_actor.userId.isNull()) {
        QSqlQuery q(m_conn.db());
        const TableDescriptor* users = catalog.table(QStringLiteral("users"));
        if (users && users->column(QStringLiteral("is_active"))) {
            const RowStore u(m_conn, *users);
            if (!m_conn.execBound(
                    &q,
                    QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ?")
                        .arg(u.quote(QStringLiteral("is_active")), u.quotedTable(), u.quote(QStringLiteral("id"))),
                    {m_actor.userId}, &error)) {
                p.refusal = tr("Could not read your Tabularia account: %1").arg(error);
                return p;
            }
            active = q.next() && q.value(0).toBool();
        }
    }
    if (!active) {
        p.refusal = tr("An orchestration runs with the authority of the Tabularia user who launched it, and the "
                       "orchestrator closes one without an active launcher as failed; %1 is not an active Tabularia "
                       "account of this database. Set your audit identity to your account's e-mail.")
                        .arg(m_actor.label);
        return p;
    }

    ChangeSet change = ChangeSet::insert(QStringLiteral("runs"), {});
    // create_orchestration_run's row: the queue entry and the tracer of the whole execution.
    change.values.insert(QStringLiteral("kind"), QStringLiteral("orchestration"));
    change.values.insert(QStringLiteral("flow_id"), flowId);
    change.values.insert(QStringLiteral("status"), QStringLiteral("PENDING"));
    change.values.insert(QStringLiteral("launched_by"), m_actor.userId.toLongLong());
    change.values.insert(QStringLiteral("trigger_type"), QStringLiteral("manual"));
    if (runs->column(QStringLiteral("engine_mode")))
        change.values.insert(QStringLiteral("engine_mode"), QStringLiteral("development"));
    // Empty text the platform writes, carried as is: no engine task, no keys until an orchestrator runs it.
    for (const char* empty : {"task_id", "input_key", "output_bucket", "output_key", "publish_description"})
        if (runs->column(QLatin1String(empty)))
            change.carried.insert(QLatin1String(empty), QStringLiteral(""));
    if (runs->column(QStringLiteral("publish_overwrite")))
        change.values.insert(QStringLiteral("publish_overwrite"), false);
    if (runs->column(QStringLiteral("publish_sort_keys")))
        change.values.insert(QStringLiteral("publish_sort_keys"), QStringLiteral("[]"));
    change.values.insert(QStringLiteral("started_at"), QDateTime::currentDateTimeUtc());
    p.changes << change;
    p.sentences << tr("Queues a new orchestration of flow %1 (%2) as PENDING, launched by %3 (trigger manual, engine "
                      "mode development): the first orchestrator that polls the queue claims and runs it.")
                       .arg(flowId)
                       .arg(name, m_actor.label);
    p.sentences << tr("Audited as flow.run on the flow, as the platform's run-now audits it.");
    return p;
}

WriteResult EnqueueRun::apply(const OperationPlan& plan, RowWriter& writer) const {
    const QVariant flowId =
        plan.changes.isEmpty() ? QVariant() : plan.changes.constFirst().values.value(QStringLiteral("flow_id"));
    const QString name = plan.facts.value(kFlowName).toString();
    const auto recheck = [&](WriteResult* stop) {
        QString error;
        QVariantMap live;
        if (!liveRun(flowId, true, &live, &error)) {
            stop->outcome = WriteResult::Outcome::Failed;
            stop->message = tr("Could not read the runs of flow %1: %2").arg(flowId.toString(), error);
            return false;
        }
        if (live.isEmpty())
            return true;
        stop->outcome = WriteResult::Outcome::Conflict;
        stop->current = live;
        stop->message = tr("Flow %1 got orchestration %2 (%3) since it was read: nothing was queued.")
                            .arg(flowId.toString(), live.value(QStringLiteral("id")).toString(),
                                 live.value(QStringLiteral("status")).toString());
        return false;
    };
    const auto steps = [&]() {
        OperationWriter::Step step{plan.changes.constFirst(), {}};
        step.change.values.insert(QStringLiteral("started_at"), QDateTime::currentDateTimeUtc());
        // One live orchestration per flow is a partial key: liveRun() above checked it, the flow's row locked.
        step.how.takesOverUniqueKeys = {{QStringLiteral("flow_id")}};
        step.how.nameAudit = [&](const WriteResult& written, AuditEvent* event) {
            // routes/flows.py run_flow_now: record_audit(FLOW_RUN, target flow, detail run_id and trigger).
            event->action = QStringLiteral("flow.run");
            event->targetType = QStringLiteral("flow");
            event->targetId = flowId;
            event->targetLabel = name;
            event->detail.insert(QStringLiteral("run_id"), written.key.value(0));
            event->detail.insert(QStringLiteral("trigger"), QStringLiteral("manual"));
        };
        return QList<OperationWriter::Step>{step};
    };
    return OperationWriter::apply(plan, writer, recheck, steps);
}

} // namespace metadesk
