#pragma once

#include <atomic>
#include <functional>
#include <thread>

namespace metadesk {

/// While it lives, SIGINT and SIGTERM no longer end the process: they call `onInterrupt` (with the signal's number) on
/// a thread of the watcher's own, once per signal, so long work can be stopped cleanly (a migration's statement
/// cancelled on the server and its transaction rolled back) rather than cut off.
///
/// The handler only writes the signal's number to a pipe (async-signal-safe); the thread reads it. After the first
/// signal the default action is back, so a second Ctrl-C ends the process at once. POSIX only; elsewhere it does
/// nothing.
class InterruptWatcher {
public:
    explicit InterruptWatcher(std::function<void(int)> onInterrupt);
    /// Restores the previous handlers and stops the thread.
    ~InterruptWatcher();
    InterruptWatcher(const InterruptWatcher&) = delete;
    InterruptWatcher& operator=(const InterruptWatcher&) = delete;

    /// The first signal received (0: none).
    int signalNumber() const { return m_signal.load(); }

private:
    std::function<void(int)> m_onInterrupt;
    std::atomic_int m_signal{0};
    std::thread m_thread;
    bool m_installed = false;
};

} // namespace metadesk
