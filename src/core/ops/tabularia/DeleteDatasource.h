#pragma once

#include "RunThresholds.h"
#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QCoreApplication>
#include <QDateTime>

namespace metadesk {

class DbConnection;

/// Deletes a Tabularia datasource as the platform's delete does (routes/datasources.py `delete_datasource`, with
/// services/contracts.py `forget` and services/blobgc.py `schedule_blob_deletion`), in one transaction:
///  - the runs that refer to it (`runs.datasource_id`) stay, with the reference emptied;
///  - its data contract, the contract's versions and its results are removed explicitly (the contract tables keep
///    `datasource_id` without a foreign key by design, so nothing else removes them);
///  - its stored object (`bucket`, `key`) is queued in `pending_blob_deletions` for the scheduler's deferred sweep,
///    `delete_after` = now + the platform's grace (the engine run timeout + 600 s), reason "datasource N eliminata";
///    a datasource never ingested (empty key) queues nothing;
///  - the datasource row goes, audited as `datasource.delete` on it with `{"kind": …}`.
///
/// Which rows refer to it, and what becomes of each, is DatasourceRows (shared with the integrity check).
///
/// Refused while saved views show the datasource (`saved_views.datasource_id` has a foreign key without ON DELETE:
/// the platform's delete would fail on PostgreSQL). apply() re-reads, inside its transaction, which runs and contract
/// rows refer to it (the datasource locked on PostgreSQL): anything added or gone since plan() is a conflict, and each
/// row is written only if it still holds what plan() read; otherwise nothing is written.
class DeleteDatasource {
    Q_DECLARE_TR_FUNCTIONS(DeleteDatasource)
public:
    /// What goes, by table: the ids plan() found; and where the datasource comes from.
    struct Counts {
        QVariantList runs;             ///< detached
        QVariantList contracts;        ///< data_contracts removed (0 or 1: one per datasource)
        QVariantList contractVersions; ///< data_contract_versions removed
        QVariantList contractResults;  ///< data_contract_results removed
        int queuedObjects = 0;         ///< pending_blob_deletions rows added (0 or 1)
        QString origin;                ///< "flow", "connection" or "neither" (DatasourceOrigin)
        QStringList originLines;       ///< where it comes from, its snapshot's run, its schedule
        QStringList warnings;          ///< a dangling snapshot_run_id, a flow or connection named but gone
    };

    DeleteDatasource(const DbConnection& connection, const RunThresholds& thresholds = RunThresholds());

    /// Reads datasource `id` and everything that refers to it, and plans the delete.
    OperationPlan plan(qint64 id, const QDateTime& nowUtc = QDateTime::currentDateTimeUtc()) const;
    /// Writes `plan` through `writer`. The result is the datasource's delete (its audit id).
    WriteResult apply(const OperationPlan& plan, RowWriter& writer) const;

    /// The ids a plan names, per table (from its facts).
    static Counts counts(const OperationPlan& plan);
    /// The reason the platform writes on the queued deletion (its own words, Italian: data, never translated).
    static QString platformReason(qint64 id);
    /// The platform's grace before a queued object is deleted: beyond the longest a run may still read it.
    static int graceSeconds(const RunThresholds& thresholds);

private:
    const DbConnection& m_conn;
    RunThresholds m_thresholds;
};

} // namespace metadesk
