#pragma once

#include "RunThresholds.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QMap>
#include <QStringList>
#include <QVariantMap>

#include <functional>

namespace metadesk {

class DbConnection;
struct TableDescriptor;

/// Tabularia's runs as its sweeps judge them, in set-based SQL on either engine (gateway/app/services/orchestrator.py,
/// routes/runs.py; thresholds from core/config.py):
/// - **dead**: an orchestration STARTED whose heartbeat_at is missing or older than the dead-after threshold
///   (`chiudi_orfane`);
/// - **queued too long**: an orchestration PENDING whose started_at (the moment it was queued) is older than the
///   queue timeout (`close_if_queued_too_long`);
/// - **timed out**: an engine run (flow, ingest) not yet SUCCESS or FAILURE whose engine_started_at, else
///   started_at, is older than the stale timeout (`_reconcile`).
/// Each mark is one predicate, the same for the list, the counts and the close action's re-check at write time.
class RunQueue {
    Q_DECLARE_TR_FUNCTIONS(RunQueue)
public:
    enum class Mark { Dead, QueuedTooLong, TimedOut };
    static QList<Mark> allMarks() { return {Mark::Dead, Mark::QueuedTooLong, Mark::TimedOut}; }
    /// "dead", "queued-too-long", "timed-out": the mark's name in the CLI and in JSON (data, not translated).
    static QString markName(Mark mark);
    /// The mark in words, for people.
    static QString markText(Mark mark);
    /// The platform's run statuses (models/run.py: PENDING, STARTED, SUCCESS, FAILURE) and kinds (flow, ingest,
    /// orchestration), as the catalog describes runs: what a filter may name.
    static QStringList statuses();
    static QStringList kinds();

    /// Which runs to list.
    struct Filter {
        QStringList statuses;    ///< any of them; empty: every status
        QList<Mark> marks;       ///< any of them; empty: marked or not
        QString kind;            ///< flow, ingest, orchestration; empty: every kind
        QVariant flowId;         ///< invalid: every flow
        QDateTime finishedSince; ///< valid: only runs finished at or after it (UTC)
        QVariant beforeId;       ///< valid: only runs with a smaller id (the next page of a keyset walk)
        QVariant fromId;         ///< valid: only runs with this id or a larger one (a range of a walk)
        int limit = 100;         ///< newest first (by key): at most this many
    };
    /// One run with the marks it bears now.
    struct Entry {
        QVariantMap row; ///< every column, stored form (valuecodec)
        QList<Mark> marks;
    };

    RunQueue(const DbConnection& connection, const RunThresholds& thresholds, const QDateTime& nowUtc);
    /// On `runs` as another catalog describes it (the integrity check's own, reconciled with the schema it read);
    /// null when the database has none.
    RunQueue(const DbConnection& connection, const TableDescriptor* runs, const RunThresholds& thresholds,
             const QDateTime& nowUtc);

    /// Whether the database holds Tabularia's runs with the queue's columns; false with *why in words.
    bool isAvailable(QString* why) const;
    /// The predicate of `mark` on runs (its columns quoted, unqualified), appending its bound values to *values.
    QString predicate(Mark mark, QVariantList* values) const;
    /// What a pass over runs counts: the runs per status (a NULL status under "") and per mark.
    struct Tally {
        QMap<QString, qint64> byStatus;
        QHash<int, qint64> byMark; ///< int(Mark) → the runs bearing it
        void add(const Tally& other);
    };
    /// Every status with its number of runs (a pass over the table, as tally() counts it).
    bool countByStatus(QMap<QString, qint64>* counts, QString* error) const;
    /// The smallest and the largest key of runs, one lookup of the key's index each; *any is false when there is no
    /// run.
    bool keyBounds(qint64* lowest, qint64* highest, bool* any, QString* error) const;
    /// The runs with `lowest` ≤ id < `beyond`, counted per status and per mark in one pass over that range of keys:
    /// a conditional sum per platform status and per mark (each mark's own predicate), so nothing is sorted; a status
    /// the platform does not have is grouped after, over the rows that hold one.
    bool tally(qint64 lowest, qint64 beyond, Tally* tally, QString* error) const;
    /// How far a walk has come.
    struct Walk {
        Tally tally;          ///< of the keys read so far
        QList<Entry> rows;    ///< the filter's runs found so far, newest first, at most its limit
        bool more = false;    ///< the limit cut them
        qint64 keysRead = 0;  ///< keys of the range read, from its top
        qint64 keysTotal = 0; ///< the whole range: largest key − smallest + 1
        bool done = false;    ///< every key read
    };
    /// Every run counted (tally) and the runs `filter` selects listed, newest first, one range of keys after another,
    /// `step` called after each range with what is known so far (it returns false to stop): the first range comes
    /// back at once. The ranges start at `firstRange` keys and grow or shrink so that each takes about `rangeMs`. Once
    /// the list holds `filter.limit` runs it is read no further than the one run that says more match, and a range
    /// whose counts hold no run of the filter's statuses or marks is not read for the list at all. SQLite, which reads
    /// a table on one core, counts and lists range by range over the key; PostgreSQL, after the first range, counts
    /// the rest in one statement and lists it in one more (its parallel pass over the table is several times faster
    /// than a read of each range through the key's index). On PostgreSQL the walk reads one REPEATABLE READ snapshot,
    /// so the figures are those of one moment; on SQLite each range is its own read, so writers are not held off for
    /// the whole walk.
    bool walk(const Filter& filter, const std::function<bool(const Walk&)>& step, QString* error,
              qint64 firstRange = 20000, int rangeMs = 150) const;
    /// The runs `filter` selects, newest first, with their marks; *more when the limit cut the list.
    bool list(const Filter& filter, QList<Entry>* entries, bool* more, QString* error) const;
    /// Every run `filter` selects, newest first, read `step` runs at a time by key (its limit and beforeId aside): a
    /// batch's runs, however many.
    bool listEvery(Filter filter, QList<Entry>* entries, QString* error, int step = 500) const;
    /// How many runs `filter` selects (its limit, beforeId and fromId aside): one COUNT over the filter's predicate.
    bool count(const Filter& filter, qint64* count, QString* error) const;
    /// The child runs (parent_run_id) of `parents`, oldest first, at most `limit` of them, with their marks; *more
    /// when the limit cut them. Nothing when runs has no parent_run_id.
    bool children(const QList<qint64>& parents, int limit, QList<Entry>* entries, bool* more, QString* error) const;
    /// Per parent, its children's number per status (one GROUP BY over the parent_run_id index).
    bool rollUp(const QList<qint64>& parents, QHash<qint64, QMap<QString, qint64>>* counts, QString* error) const;
    /// Whether run `id` bears `mark` now. `lock` (PostgreSQL, inside a write transaction): the row is locked
    /// FOR UPDATE when it does, so nobody changes it before the transaction ends.
    bool qualifies(const QVariant& id, Mark mark, bool lock, bool* yes, QString* error) const;

    const RunThresholds& thresholds() const { return m_thresholds; }
    const QDateTime& now() const { return m_now; }

private:
    QString quote(const QString& column) const;
    /// `?` on SQLite; `?::timestamp` (the column's type) on PostgreSQL, so the bound text compares as a time.
    QString timePlaceholder(const QString& column) const;
    QVariant cutoff(const QString& column, int seconds) const;
    /// The filter's conditions (joined by AND; empty: none), appending their bound values.
    QString where(const Filter& filter, QVariantList* values) const;
    /// Runs with their marks: `where` (may be empty) and its values, then the ORDER BY and LIMIT text.
    bool select(const QString& where, const QVariantList& whereValues, const QString& orderBy, int limit,
                QList<Entry>* entries, bool* more, QString* error) const;

    const DbConnection& m_conn;
    const TableDescriptor* m_runs = nullptr;
    RunThresholds m_thresholds;
    QDateTime m_now;
};

} // namespace metadesk
