#pragma once

#include <QJsonObject>

namespace metadesk {

/// The three ages after which Tabularia gives up on a run, per database (they are the platform's settings, which an
/// installation may change): defaults as its gateway/app/core/config.py has them. Whole seconds.
struct RunThresholds {
    /// ORCHESTRATOR__DEAD_AFTER_SECONDS: a STARTED orchestration silent (heartbeat_at) this long, or never beaten,
    /// belongs to a dead orchestrator.
    static constexpr int kDefaultDeadAfterSeconds = 60;
    /// ORCHESTRATOR__QUEUE_TIMEOUT_SECONDS: a PENDING orchestration queued this long is never started.
    static constexpr int kDefaultQueueTimeoutSeconds = 900;
    /// ENGINE__RUN_STALE_TIMEOUT_SECONDS: derived from Celery's hard limit (CELERY__TASK_TIME_LIMIT, 3600) plus 300,
    /// so that the gateway gives up only after Celery has killed the task.
    static constexpr int kDefaultRunStaleTimeoutSeconds = 3600 + 300;

    int deadAfterSeconds = kDefaultDeadAfterSeconds;
    int queueTimeoutSeconds = kDefaultQueueTimeoutSeconds;
    int runStaleTimeoutSeconds = kDefaultRunStaleTimeoutSeconds;

    bool isDefault() const { return *this == RunThresholds(); }
    bool operator==(const RunThresholds& o) const {
        return deadAfterSeconds == o.deadAfterSeconds && queueTimeoutSeconds == o.queueTimeoutSeconds &&
               runStaleTimeoutSeconds == o.runStaleTimeoutSeconds;
    }
    bool operator!=(const RunThresholds& o) const { return !(*this == o); }

    /// {"deadAfterSeconds": 60, …}; only the values that differ from the platform's defaults.
    QJsonObject toJson() const {
        QJsonObject o;
        if (deadAfterSeconds != kDefaultDeadAfterSeconds)
            o.insert(QStringLiteral("deadAfterSeconds"), deadAfterSeconds);
        if (queueTimeoutSeconds != kDefaultQueueTimeoutSeconds)
            o.insert(QStringLiteral("queueTimeoutSeconds"), queueTimeoutSeconds);
        if (runStaleTimeoutSeconds != kDefaultRunStaleTimeoutSeconds)
            o.insert(QStringLiteral("runStaleTimeoutSeconds"), runStaleTimeoutSeconds);
        return o;
    }
    /// Reads toJson(); a missing or non-positive value is the platform's default.
    static RunThresholds fromJson(const QJsonObject& o) {
        RunThresholds t;
        auto read = [&o](const char* key, int fallback) {
            const int v = o.value(QLatin1String(key)).toInt(fallback);
            return v > 0 ? v : fallback;
        };
        t.deadAfterSeconds = read("deadAfterSeconds", kDefaultDeadAfterSeconds);
        t.queueTimeoutSeconds = read("queueTimeoutSeconds", kDefaultQueueTimeoutSeconds);
        t.runStaleTimeoutSeconds = read("runStaleTimeoutSeconds", kDefaultRunStaleTimeoutSeconds);
        return t;
    }
};

} // namespace metadesk
