// Runs are the one demo table that grows to millions of rows: written in big bound batches in the demo's transaction.
#include "DeferredIndexes.h"
#include "DemoContext.h"

namespace metadesk {

bool DemoGenerator::fillTabulariaRuns(DemoContext& c) {
    DemoRandom& r = c.rng;
    const qint64 n = c.options.runs;
    c.say(QObject::tr("Writing %1 runs…").arg(n));
    DeferredIndexes deferred(c.conn, QStringLiteral("runs"));
    const bool bulk = n >= 50000;
    if (bulk && !deferred.drop(&c.error))
        return false;
    BulkInserter runs(c.conn, QStringLiteral("runs"),
                      {QStringLiteral("id"), QStringLiteral("flow_id"), QStringLiteral("flow_version"),
                       QStringLiteral("parent_run_id"), QStringLiteral("status"), QStringLiteral("trigger"),
                       QStringLiteral("launched_by"), QStringLiteral("publish_project_id"),
                       QStringLiteral("datasource_id"), QStringLiteral("claimed_by"), QStringLiteral("heartbeat_at"),
                       QStringLiteral("started_at"), QStringLiteral("engine_started_at"), QStringLiteral("finished_at"),
                       QStringLiteral("error"), QStringLiteral("rows_written"), QStringLiteral("created_at")},
                      500);
    const QStringList errors = {
        QStringLiteral("Engine exited with code 137 (out of memory)"),
        QStringLiteral("Source connection refused: crm-replica.db.example.com:5432"),
        QStringLiteral("dbt test failed: not_null_orders_customer_id"),
        QStringLiteral("Timed out after 7200 s"),
        QStringLiteral("Parquet write failed: disk quota exceeded"),
    };
    const QStringList orchestrators = {QStringLiteral("orchestrator-7c9f"), QStringLiteral("orchestrator-b21e")};
    const qint64 spanMs = 90LL * 86400 * 1000;
    const qint64 firstMs = c.nowMs - spanMs;
    const qint64 stepMs = n > 0 ? qMax<qint64>(1, (spanMs - 3600 * 1000) / n) : 1;
    const qint64 liveFrom = qMax<qint64>(1, n - 23); // the newest rows show the queue as it is right now
    const QVariant nullValue;
    qint64 parent = 0;
    int childrenLeft = 0;

    for (qint64 id = 1; id <= n; ++id) {
        const qint64 flow = c.flowIds.at(int(r.below(c.flowIds.size())));
        const int versions = c.flowVersionCount.value(flow, 1);
        qint64 startMs = firstMs + (id - 1) * stepMs + r.below(stepMs);
        QString status;
        QString trigger = r.chance(0.6) ? QStringLiteral("schedule")
                                        : (r.chance(0.8) ? QStringLiteral("manual") : QStringLiteral("api"));
        QVariant parentRun;
        if (childrenLeft > 0) {
            parentRun = parent;
            trigger = QStringLiteral("fanout");
            --childrenLeft;
        } else if (id % 40 == 0 && id + 4 < liveFrom) {
            parent = id; // fans out into the next three runs
            childrenLeft = 3;
        }
        QVariant claimedBy, heartbeat, engineStarted, finished, error, rowsWritten;
        if (id >= liveFrom) {
            const qint64 k = id - liveFrom; // 0..23
            startMs = c.nowMs - (24 - k) * 45 * 1000;
            if (k < 6) {
                status = QStringLiteral("PENDING"); // k 4,5: claimed a moment ago, engine not started yet
                if (k >= 4) {
                    claimedBy = orchestrators.at(k % 2);
                    heartbeat = c.ago(3 + k);
                }
            } else if (k < 15) {
                status = QStringLiteral("RUNNING");
                claimedBy = orchestrators.at(k % 2);
                engineStarted = DemoContext::timestamp(startMs + 2000);
                // k 12..14: the orchestrator stopped sending heartbeats: stale claims for the sweeper
                heartbeat = k >= 12 ? c.ago(60 * (20 + k)) : c.ago(2 + k % 5);
            } else {
                status = k % 4 == 0 ? QStringLiteral("FAILED")
                                    : (k == 21 ? QStringLiteral("CANCELLED") : QStringLiteral("SUCCEEDED"));
            }
        } else {
            const double roll = r.unit();
            status = roll < 0.85 ? QStringLiteral("SUCCEEDED")
                                 : (roll < 0.95 ? QStringLiteral("FAILED") : QStringLiteral("CANCELLED"));
        }
        if (status != QLatin1String("PENDING") && status != QLatin1String("RUNNING")) {
            const qint64 engineMs = startMs + r.range(200, 120000);
            const qint64 endMs = qMin(c.nowMs - 1000, engineMs + r.range(5000, 2 * 3600 * 1000));
            claimedBy = orchestrators.at(int(id % 2));
            engineStarted = DemoContext::timestamp(engineMs);
            finished = DemoContext::timestamp(endMs);
            heartbeat = finished;
            if (status == QLatin1String("FAILED"))
                error = errors.at(int(r.below(errors.size())));
            else if (status == QLatin1String("SUCCEEDED"))
                rowsWritten = r.range(0, 2'000'000);
        }
        const bool publishes = r.chance(0.3);
        const QString started = DemoContext::timestamp(startMs);
        if (!runs.add({id, flow, 1 + r.below(versions), parentRun, status, trigger,
                       trigger == QLatin1String("manual") ? QVariant(c.userIds.at(int(r.below(c.userIds.size()))))
                                                          : nullValue,
                       publishes ? QVariant(c.flowProject.value(flow)) : nullValue,
                       publishes ? QVariant(c.datasourceIds.at(int(r.below(c.datasourceIds.size())))) : nullValue,
                       claimedBy, heartbeat, started, engineStarted, finished, error, rowsWritten, started}))
            break;
        if (id % 200000 == 0)
            c.say(QObject::tr("  %1 of %2 runs").arg(id).arg(n));
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
    return true;
}

} // namespace metadesk
