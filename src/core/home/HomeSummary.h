#pragma once

#include "core/ops/tabularia/RunThresholds.h"
#include "core/query/QuerySpec.h"
#include "core/schema/Platform.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <QVariantList>
#include <optional>

#include <utility>

namespace metadesk {

class DbConnection;

/// Where a figure of the home view leads: a table with a filter (and a sort), as the grid shows it.
struct HomeLink {
    QString table;
    QList<FilterCondition> conditions;
    QString sortColumn;
    bool descending = false;

    bool isValid() const { return !table.isEmpty(); }
};

/// One number of the home view, read from the database as it is now.
struct HomeFigure {
    enum class Tone { Neutral, Good, Warning, Bad };
    QString id; ///< stable, for tests and object names: "tabularia.users", "tabularia.runs.FAILURE"
    Platform platform = Platform::Tabularia;
    QString label; ///< "Users", "Stale claims"
    qint64 value = 0;
    qint64 limit = -1; ///< a budget the value is measured against; -1 when none
    QString detail;    ///< one line under the number: what it counts
    Tone tone = Tone::Neutral;
    HomeLink link;
    QList<HomeFigure> parts; ///< a breakdown (runs today by status), each with its own link
};

/// One recent entry of a platform's own audit table.
struct HomeAuditEntry {
    Platform platform = Platform::Tabularia;
    QString table; ///< audit_logs / audit_log
    qint64 id = 0;
    QDateTime at; ///< UTC
    QString actor, action, target, outcome;
};

/// Runs started on one UTC day, by status (the home view's chart).
struct HomeRunDay {
    QDate day;
    QMap<QString, qint64> byStatus;
    /// Per status, the lowest and highest key of the runs counted: a link reads that key range by the primary key
    /// instead of filtering and sorting `runs` on started_at, which has no index.
    QMap<QString, std::pair<qint64, qint64>> keys;
    /// Counts `runs` more of `status` whose keys lie in [firstKey, lastKey] (the key range widens to hold them).
    void add(const QString& status, qint64 runs, qint64 firstKey, qint64 lastKey) {
        byStatus[status] += runs;
        auto range = keys.find(status);
        if (range == keys.end())
            keys.insert(status, {firstKey, lastKey});
        else
            *range = {qMin(range->first, firstKey), qMax(range->second, lastKey)};
    }
};

/// What the home view shows, taken in one pass on a worker's connection.
struct HomeSnapshot {
    QDateTime takenAt; ///< UTC
    QList<Platform> platforms;
    QList<HomeFigure> figures;
    QList<HomeAuditEntry> audit; ///< the last kAuditEntries of both platforms, merged, newest first by time
    QList<HomeRunDay> runDays;   ///< oldest first; empty without a Tabularia runs table
    QStringList errors;          ///< a sentence per figure that could not be read (the others still are)
    /// PostgreSQL: the server is a hot standby (DbConnection::isStandby), and how far it is behind its primary
    /// (replicationLagSeconds: empty before its first replayed transaction).
    bool standby = false;
    std::optional<double> replicationLag;

    const HomeFigure* figure(const QString& id) const;
};

/// The health of the platforms a database holds, at a glance: the counts that matter, what is stuck or waiting,
/// today's runs and tokens, the last audit entries. Every number is a query on the open database; none is kept.
///
/// Every query is bounded whatever the table sizes: counts of the small tables, partial indexes for the queue, the
/// stale claims and the notification outbox, and today's runs found from the first run of the day by its key (runs
/// are numbered as they start: `started_at` has no index, and a pass over ten million rows on every refresh would not
/// do); the links to today's runs and the chart's days read the key range counted, sorted by key. Today's tokens are
/// read from `llm_usage` workspace by workspace over its key (which leads with the workspace, not the day), never by
/// a pass over every day it keeps. Figures of tables or columns the database does not have are left out, not shown
/// as zero.
class HomeSummary {
    Q_DECLARE_TR_FUNCTIONS(HomeSummary)
public:
    /// Days of runs in the chart, today included.
    static constexpr int kRunDays = 14;
    static constexpr int kAuditEntries = 8;
    /// Workspaces named under today's tokens (the busiest); the total counts them all.
    static constexpr int kTokenWorkspaces = 6;

    /// Reads everything at `nowUtc`; errors of single figures are collected in the snapshot, not fatal. Without
    /// `withHistory` the chart's days are today alone: the days before change little, and on a platform running a
    /// hundred thousand runs a day reading them takes a second (a view refreshing itself keeps them from its first
    /// read). A started orchestration whose orchestrator has not beaten heartbeat_at for the platform's dead-after
    /// threshold (`thresholds`, the connection profile's) is a stale claim, as the platform's sweep judges it.
    static HomeSnapshot collect(const DbConnection& connection, const QDateTime& nowUtc, bool withHistory = true,
                                const RunThresholds& thresholds = RunThresholds());
    /// A run status in words ("succeeded", "waiting"); a status the platform does not have as it is stored.
    static QString statusText(const QString& status);
    /// "60 seconds", "10 minutes": a threshold as the tiles say it.
    static QString durationText(int seconds);
    /// Orders the audit entries of both platforms newest first by time (then by key) and keeps kAuditEntries.
    static void mergeAudit(QList<HomeAuditEntry>* entries);
    /// The first key of `runs` whose started_at is at or after `since`, found by bisection over the key (about 25
    /// lookups by primary key); max+1 when none. False on a database error.
    static bool firstRunSince(const DbConnection& connection, const QDateTime& since, qint64* id, QString* error);
    /// The smallest and the largest key of `runs`, one lookup of its key each (SQLite answers `min(id), max(id)` in
    /// one SELECT by a pass over a whole index: 0.7 s at ten million runs); *any is false when there is no run.
    static bool runKeyBounds(const DbConnection& connection, qint64* lowest, qint64* highest, bool* any,
                             QString* error);
    /// Where a bar of the chart (or a figure of today's runs, `status` empty for all of them) leads: the runs of
    /// `day` with `status`, newest first by key. The link bounds the key (`id` from the lowest counted key, and up to
    /// the highest unless `openEnded`, so runs started since the snapshot show too); the day's time range stays in
    /// the filter but is checked within that key range only, never over the whole table. `fallbackFirst` is the
    /// lower bound when the day counted no run of that status.
    static HomeLink runsLink(const HomeRunDay& day, const QString& status, bool openEnded, qint64 fallbackFirst);
};

} // namespace metadesk
