#pragma once

namespace metadesk::checks {

// The ages after which Tabularia gives up on a run, as its gateway's settings default them
// (gateway/app/core/config.py). One place, so that per-profile thresholds can replace them.

/// ORCHESTRATOR__DEAD_AFTER_SECONDS: a STARTED orchestration whose heartbeat is this old (or missing) belongs to a
/// dead orchestrator; the platform's sweep closes it as interrupted.
constexpr int kDeadAfterSeconds = 60;
/// ENGINE__RUN_STALE_TIMEOUT_SECONDS: Celery's hard limit (3600 s) plus 300; an engine run not finished after this
/// long is closed as timed out when someone next reads it.
constexpr int kRunStaleTimeoutSeconds = 3600 + 300;
/// Metadesk's own margin for "next scheduled run in the past": the platform's scheduler picks up what is due on
/// its next tick, so a time a few minutes past is normal; this long past, the schedule is not being served.
constexpr int kScheduleOverdueSeconds = 15 * 60;

} // namespace metadesk::checks
