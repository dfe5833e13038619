#pragma once

#include "RunThresholds.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QHash>
#include <QMap>
#include <QStringList>
#include <QVariantMap>

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
    /// Every status with its number of runs (one GROUP BY: a pass over the table).
    bool countByStatus(QMap<QString, qint64>* counts, QString* error) const;
    /// The runs `filter` selects, newest first, with their marks; *more when the limit cut the list.
    bool list(const Filter& filter, QList<Entry>* entries, bool* more, QString* error) const;
    /// How many runs `filter` selects (its limit and beforeId aside): one COUNT over the filter's predicate.
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
