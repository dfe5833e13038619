#pragma once

namespace metadesk::checks {

// Metadesk's own margins for what the platform serves on a timer. The ages after which Tabularia gives up on a run
// are not here: they are the connection profile's RunThresholds, judged by RunQueue's predicates.

/// Metadesk's own margin for "next scheduled run in the past": the platform's scheduler picks up what is due on
/// its next tick, so a time a few minutes past is normal; this long past, the schedule is not being served.
constexpr int kScheduleOverdueSeconds = 15 * 60;
/// Metadesk's margin for a contract alert still 'pending' or 'sending': the scheduler sends the pending ones on each
/// tick (20 at a time, within a 30 s budget, each send given 60 s; services/contract_notifier.py), so one older than
/// this is not being sent, and one left 'sending' was claimed by a process that died and is never retried.
constexpr int kNotificationStuckSeconds = 10 * 60;

} // namespace metadesk::checks
