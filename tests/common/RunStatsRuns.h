#pragma once

#include "common/TabulariaRuns.h"

#include <QDate>

namespace metadesk::test {

/// The first day of the runs seedRunStats() plants (UTC).
inline QDate runStatsFirstDay() {
    return QDate(2026, 7, 1);
}

/// seedRuns()' users, project, flows 1–10 and queue (around 1 June 2026), then runs across the first days of July in
/// the shapes the platform writes, numbered as they start (HomeSummary::firstRunSince relies on it). Durations in
/// seconds; "day" counts from runStatsFirstDay():
///
///   id  day          kind           status   flow  parent  queue  run
///   11  −1 23:59:59  flow           SUCCESS  1             1      1      (before the range)
///   12   0           flow           SUCCESS  1             10     100
///   13   0           flow           SUCCESS  1             20     200
///   14   0           flow           SUCCESS  1             60     400
///   15   0           flow           FAILURE  1             30     50
///       (day 1: no run)
///   16   2           flow           SUCCESS  2             5      1000
///   17   2           flow           STARTED  2             15     —
///   18   2           flow           PENDING  2             —      —
///   19   3           orchestration  SUCCESS  1             —      —
///   20   3           flow           SUCCESS  1     19      40     300    (a child: not a top-level run)
///   21   4           ingest         FAILURE  —             2      3
///   22   5 00:00:00  flow           SUCCESS  1             7      7      (the day after a 5-day range)
///
/// Over the five days [day 0, day 5): top-level runs per day 0: 3 SUCCESS + 1 FAILURE; 1: none; 2: SUCCESS, STARTED,
/// PENDING one each; 3: 1 SUCCESS; 4: 1 FAILURE. Flow 1's engine runs: 5, queue 10 20 30 40 60 s (p50 30, p90 52,
/// p99 59.2), run 50 100 200 300 400 s (p50 200, p90 360, p99 396); flow 2's: 3, queue 5 15 (p50 10, p90 14,
/// p99 14.9), run 1000 (all 1000).
inline bool seedRunStats(const DbConnection& conn, QString* error) {
    if (!seedRuns(conn, QDateTime(QDate(2026, 6, 1), QTime(12, 0), Qt::UTC), error))
        return false;
    struct Run {
        int id;
        int day;
        int secondOfDay;
        const char* kind;
        const char* status;
        int flow;   // 0: none
        int parent; // 0: none
        int queue;  // -1: the engine never began
        int run;    // -1: not finished
    };
    const Run runs[] = {
        {11, -1, 86399, "flow", "SUCCESS", 1, 0, 1, 1},          {12, 0, 3600, "flow", "SUCCESS", 1, 0, 10, 100},
        {13, 0, 7200, "flow", "SUCCESS", 1, 0, 20, 200},         {14, 0, 10800, "flow", "SUCCESS", 1, 0, 60, 400},
        {15, 0, 14400, "flow", "FAILURE", 1, 0, 30, 50},         {16, 2, 3600, "flow", "SUCCESS", 2, 0, 5, 1000},
        {17, 2, 7200, "flow", "STARTED", 2, 0, 15, -1},          {18, 2, 10800, "flow", "PENDING", 2, 0, -1, -1},
        {19, 3, 3600, "orchestration", "SUCCESS", 1, 0, -1, -1}, {20, 3, 3610, "flow", "SUCCESS", 1, 19, 40, 300},
        {21, 4, 3600, "ingest", "FAILURE", 0, 0, 2, 3},          {22, 5, 0, "flow", "SUCCESS", 1, 0, 7, 7},
    };
    const QString t = timeParam(conn);
    QSqlQuery q(conn.db());
    const QVariant noInt(QMetaType::fromType<int>());
    const QVariant noTime(QMetaType::fromType<QString>());
    for (const Run& r : runs) {
        const QDateTime started(runStatsFirstDay().addDays(r.day), QTime(0, 0).addSecs(r.secondOfDay), Qt::UTC);
        const QDateTime engine = started.addSecs(qMax(0, r.queue));
        const bool finished = r.run >= 0;
        const QVariantList values{
            r.id,
            QString::fromLatin1(r.kind),
            r.flow > 0 ? QVariant(r.flow) : noInt,
            r.parent > 0 ? QVariant(r.parent) : noInt,
            QString::fromLatin1(r.status),
            runTime(conn, started),
            r.queue >= 0 ? runTime(conn, engine) : noTime,
            finished ? runTime(conn, engine.addSecs(r.run)) : noTime,
        };
        if (!conn.execBound(&q,
                            QStringLiteral("INSERT INTO runs (id, kind, flow_id, parent_run_id, task_id, status, "
                                           "launched_by, trigger_type, input_key, output_bucket, output_key, "
                                           "publish_description, publish_overwrite, publish_sort_keys, started_at, "
                                           "engine_started_at, finished_at) VALUES (?, ?, ?, ?, 'task', ?, 1, "
                                           "'schedule', '', '', '', '', FALSE, '[]', %1, %1, %1)")
                                .arg(t),
                            values, error))
            return false;
    }
    if (conn.isPostgres() &&
        !conn.execBound(&q,
                        QStringLiteral("SELECT setval(pg_get_serial_sequence('runs', 'id'), (SELECT max(id) FROM "
                                       "runs))"),
                        {}, error))
        return false;
    return true;
}

} // namespace metadesk::test
