#pragma once

#include "DatabaseUrl.h"

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>

namespace metadesk {

class DbConnection;

/// A request to stop long database work (a migration), shared by the thread doing it and whoever may ask: a Cancel
/// button, the window closing, a signal in the CLI.
///
/// The worker checks isRequested() between steps and brackets each statement that may be stopped with
/// statementStarted() / statementEnded(). On PostgreSQL, request() also stops the statement that is running: a thread
/// of the request's own sends libpq's cancel request with the session's cancel key (no session, no authentication:
/// one short connection that carries the key), and sends it again while that statement goes on, because a cancel that
/// reaches the server between two statements is dropped there. Where libpq gives no key, the thread asks
/// pg_cancel_backend(pid) on a session of its own instead. Nothing is sent between statements, so the worker's own
/// clean-up (ROLLBACK) is not the one cancelled.
///
/// Not for a signal handler: request() takes a lock and may start a thread (the CLI's handler writes to a pipe that a
/// thread of its own reads).
class CancelRequest {
public:
    CancelRequest() = default;
    /// Stops asking, and waits for the thread that asks (at most one connection attempt).
    ~CancelRequest();
    CancelRequest(const CancelRequest&) = delete;
    CancelRequest& operator=(const CancelRequest&) = delete;

    /// Any thread: asks the work to stop. Idempotent.
    void request();
    bool isRequested() const { return m_requested.load(); }

    /// The worker's thread: a statement that may be cancelled is about to run in `conn`'s session (on SQLite nothing
    /// but the flag applies).
    void statementStarted(const DbConnection& conn);
    void statementEnded();

private:
    void ask();

    std::atomic_bool m_requested{false};
    std::mutex m_mutex;
    std::condition_variable m_wake;
    DatabaseUrl m_url;
    qint64 m_pid = 0;
    std::shared_ptr<void> m_key; // libpq's cancel key of session m_pid, when libpq gave one
    bool m_running = false;
    bool m_stop = false;
    std::thread m_asker;
};

} // namespace metadesk
