#pragma once

#include "core/home/HomeSummary.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QMap>
#include <QString>

namespace metadesk {

class DbConnection;
struct ColumnDescriptor;
struct TableDescriptor;

/// The 50th, 90th and 99th percentiles of a set of durations in seconds, interpolated between the two nearest
/// samples as PostgreSQL's percentile_cont does. `samples` is 0 when there were none (the figures are then 0).
struct DurationPercentiles {
    qint64 samples = 0;
    double p50 = 0;
    double p90 = 0;
    double p99 = 0;
};

/// One flow's engine runs over a range: how many, how long they waited, how long they ran.
struct FlowRunStats {
    qint64 flowId = 0;
    QString flowName; ///< empty when the flow is gone (runs keep their flow_id)
    qint64 runs = 0;
    DurationPercentiles queue; ///< engine_started_at − started_at (started_at is when the run was queued)
    DurationPercentiles run;   ///< finished_at − engine_started_at, for the runs that finished
};

/// Figures of Tabularia's runs over a range of UTC days [from, to), in set-based SQL on either engine.
///
/// Runs per day count top-level executions (`parent_run_id` empty), as the platform's own activity plot counts them
/// (routes/runs.py `runs_activity`): the outputs and refreshes an orchestration launches are the same execution. The
/// percentiles per flow are over its engine runs (every kind but the orchestration, which has no engine task), its
/// children included: that is where queue and run time are measured.
///
/// `started_at` has no index, but runs are numbered as they start: the range is first turned into a range of keys
/// (HomeSummary::firstRunSince, a bisection over the primary key), so a week of a ten-million-row table reads that
/// week's rows alone. The percentiles are computed in the database (percentile_cont on PostgreSQL, row numbers over a
/// window on SQLite): no run is loaded into the application.
class RunStats {
    Q_DECLARE_TR_FUNCTIONS(RunStats)
public:
    explicit RunStats(const DbConnection& connection);

    /// Whether the database holds Tabularia's runs with the columns these figures read; false with *why in words.
    bool isAvailable(QString* why) const;
    /// Every day of [from, to) in order, days without runs present with no status (a total of 0).
    bool runsPerDay(const QDate& from, const QDate& to, QList<HomeRunDay>* days, QString* error) const;
    /// One entry per flow with engine runs started in [from, to), by flow name (then key).
    bool flowPercentiles(const QDate& from, const QDate& to, QList<FlowRunStats>* flows, QString* error) const;

    /// The runs of one day, every status.
    static qint64 total(const HomeRunDay& day);
    /// A duration for people: "850 ms", "42 s", "3 min 20 s", "2 h 5 min", "3 d 4 h".
    static QString durationText(double seconds);

private:
    /// The range of keys [*fromId, *toId) holding the runs started in [from, to).
    bool keyRange(const QDate& from, const QDate& to, qint64* fromId, qint64* toId, QString* error) const;
    /// The WHERE clause selecting the runs started in [from, to), with its values appended to *values.
    QString rangeWhere(qint64 fromId, qint64 toId, const QDate& from, const QDate& to, QVariantList* values) const;
    /// Seconds from `earlier` to `later` (NULL when either is), as a double.
    QString secondsBetween(const ColumnDescriptor& earlier, const ColumnDescriptor& later) const;
    bool postgresFlowPercentiles(const QString& where, const QVariantList& values, QList<FlowRunStats>* flows,
                                 QString* error) const;
    bool sqliteFlowPercentiles(const QString& where, const QVariantList& values, QList<FlowRunStats>* flows,
                               QString* error) const;
    const ColumnDescriptor& column(const char* name) const;
    /// The expression reading the name of the flow `flowId` (a qualified column) names; NULL without flows.name.
    QString flowName(const QString& flowId) const;

    const DbConnection& m_conn;
    const TableDescriptor* m_runs = nullptr;
};

} // namespace metadesk
