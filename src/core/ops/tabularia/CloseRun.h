#pragma once

#include "RunQueue.h"
#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QCoreApplication>

namespace metadesk {

class DbConnection;

/// Closes a run now as Tabularia's own sweep would when it gets there (useful when no orchestrator is running):
/// a dead orchestration (`chiudi_orfane`), an orchestration queued too long (`close_if_queued_too_long`) or a
/// timed-out engine run (`_reconcile`): status FAILURE, the platform's own message in `error`, `finished_at` now
/// (a timed-out run's `error_detail` emptied, as the platform empties it).
///
/// The write is conditional on the whole condition, as the platform writes it: inside the one transaction the run is
/// checked to bear the mark still (locked on PostgreSQL), and the update touches it only if it still holds every
/// value plan() read; otherwise nothing is written and the result is a conflict with the current row. A dead
/// orchestration is never resumed: its steps already wrote, and running them again would duplicate appended outputs.
class CloseRun {
    Q_DECLARE_TR_FUNCTIONS(CloseRun)
public:
    CloseRun(const DbConnection& connection, const RunThresholds& thresholds);

    /// Reads run `id` and plans its closing; refused (in words, with the row) when it bears no mark now.
    OperationPlan plan(qint64 id, const QDateTime& nowUtc = QDateTime::currentDateTimeUtc()) const;
    /// As plan(), for a run a person saw as `seen` (a row of the queue, stored form): refused, with the row as it is
    /// now, when its status, claim, heartbeat or times are no longer what they saw, even if it still bears a mark.
    OperationPlan planAsSeen(const QVariantMap& seen, const QDateTime& nowUtc = QDateTime::currentDateTimeUtc()) const;
    /// Writes `plan` through `writer` in one transaction (finished_at is the moment of writing).
    WriteResult apply(const OperationPlan& plan, RowWriter& writer) const;

    /// The runs closing takes among those `filter` selects: the ones bearing a mark (any of them when the filter
    /// names none; a run with no mark is refused by plan()). Sizes a batch before its runs are read.
    static RunQueue::Filter closable(RunQueue::Filter filter) {
        if (filter.marks.isEmpty())
            filter.marks = RunQueue::allMarks();
        return filter;
    }
    /// What the platform writes into `error` when it closes a run under `mark` (its own words, Italian: data the
    /// platform's users read, never translated). The timed-out message names the threshold in whole minutes.
    static QString platformError(RunQueue::Mark mark, const RunThresholds& thresholds);

private:
    const DbConnection& m_conn;
    RunThresholds m_thresholds;
};

} // namespace metadesk
