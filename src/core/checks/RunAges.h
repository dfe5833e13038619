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
/// Metadesk's margin for a contract alert still 'pending' or 'sending': the scheduler sends the pending ones on each
/// tick (20 at a time, within a 30 s budget, each send given 60 s; services/contract_notifier.py), so one older than
/// this is not being sent, and one left 'sending' was claimed by a process that died and is never retried.
constexpr int kNotificationStuckSeconds = 10 * 60;

} // namespace metadesk::checks
