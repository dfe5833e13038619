#pragma once

#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"
#include "core/ops/tabularia/RunThresholds.h"

#include <QCoreApplication>

namespace metadesk {

class DbConnection;

/// Queues a new run of a flow as the platform's run-now does (routes/flows.py `run_flow_now`, services/orchestrator.py
/// `create_orchestration_run`): a PENDING orchestration row, task_id and keys empty, launched by the admin's Tabularia
/// account, trigger "manual", engine mode "development"; the first orchestrator to poll the queue claims it. Audited
/// as run-now audits it: `flow.run` on the flow, with the new run's id.
///
/// Refused in words while the flow has an orchestration queued or running (the platform runs one orchestration of a
/// flow at a time: its partial unique index `uq_runs_one_live_orchestration`, and its scheduler skips a flow that has
/// one queued or running), and when Metadesk does not know the admin's account: the orchestrator runs a flow with its
/// launcher's authority, and closes a run without an active one as failed. The check is made again inside the write
/// transaction, the flow's row locked on PostgreSQL (as the scheduler's slot is), so two launches cannot both pass it.
class EnqueueRun {
    Q_DECLARE_TR_FUNCTIONS(EnqueueRun)
public:
    /// `thresholds`: to say, when the flow's live orchestration is itself dead or queued too long, that closing it
    /// comes first.
    EnqueueRun(const DbConnection& connection, const Actor& actor, const RunThresholds& thresholds = RunThresholds());

    OperationPlan plan(qint64 flowId) const;
    WriteResult apply(const OperationPlan& plan, RowWriter& writer) const;

private:
    /// The live orchestration of the flow (stored form), or an empty map; false on a database error.
    bool liveRun(const QVariant& flowId, bool lock, QVariantMap* run, QString* error) const;

    const DbConnection& m_conn;
    Actor m_actor;
    RunThresholds m_thresholds;
};

} // namespace metadesk
