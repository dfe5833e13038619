#include "CancelRequest.h"

#include "DbConnection.h"

#include <QSqlQuery>

#include <chrono>

namespace metadesk {

CancelRequest::~CancelRequest() {
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stop = true;
    }
    m_wake.notify_all();
    if (m_asker.joinable())
        m_asker.join();
}

void CancelRequest::request() {
    m_requested = true;
    std::lock_guard<std::mutex> lock(m_mutex);
    if (!m_asker.joinable() && !m_stop)
        m_asker = std::thread([this]() { ask(); });
    m_wake.notify_all();
}

void CancelRequest::statementStarted(const DbConnection& conn) {
    const bool postgres = conn.isPostgres();
    const qint64 pid = postgres ? conn.backendPid() : 0;
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_key = postgres ? conn.pgCancelKey() : nullptr; // no I/O: a copy of what the session was told at its start
        m_url = conn.url();
        m_pid = pid;
        m_running = true;
    }
    m_wake.notify_all();
}

void CancelRequest::statementEnded() {
    // Waits while a cancel is being sent: once this returns, no cancel meant for the statement is on its way.
    std::lock_guard<std::mutex> lock(m_mutex);
    m_running = false;
}

void CancelRequest::ask() {
    std::unique_ptr<DbConnection> conn; // opened on this thread, closed on it
    std::unique_lock<std::mutex> lock(m_mutex);
    while (!m_stop) {
        if (!m_running || m_pid <= 0 || !m_url.isPostgres()) {
            m_wake.wait(lock);
            continue;
        }
        if (m_key) {
            // Sent under the lock, so statementEnded() waits for it. A failure (the server unreachable) is tried
            // again with the next round; the work stops at its next check of the flag in any case.
            DbConnection::sendPgCancel(m_key);
            m_wake.wait_for(lock, std::chrono::milliseconds(300), [this] { return m_stop; });
            continue;
        }
        if (!conn) {
            const DatabaseUrl url = m_url;
            lock.unlock(); // connecting takes a round trip or more: the worker must not wait for it
            DbConnection::Options options;
            options.readOnly = true;
            options.purpose = QStringLiteral("cancel");
            options.connectTimeoutSeconds = 5;
            QString ignored; // nothing more can be done: the work stops at its next check of the flag
            conn = DbConnection::open(url, options, &ignored);
            lock.lock();
            if (!conn) {
                m_wake.wait_for(lock, std::chrono::seconds(1), [this] { return m_stop; });
                continue;
            }
            continue; // the statement may have ended meanwhile: look again
        }
        QSqlQuery q;
        QString ignored;
        conn->execBound(&q, QStringLiteral("SELECT pg_cancel_backend(?)"), {m_pid}, &ignored);
        // Once more while the statement (or the next) runs: this cancel may have reached the server before it.
        m_wake.wait_for(lock, std::chrono::milliseconds(300), [this] { return m_stop; });
    }
    lock.unlock();
    conn.reset();
}

} // namespace metadesk
