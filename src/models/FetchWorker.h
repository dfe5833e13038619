#pragma once

#include "core/db/DatabaseUrl.h"

#include <QThread>

#include <atomic>
#include <condition_variable>
#include <deque>
#include <functional>
#include <memory>
#include <mutex>

namespace metadesk {

class Catalog;
class DbConnection;

/// A thread with its own database connection that runs queued tasks, newest first.
///
/// The GUI thread posts work and never waits for it; results come back by queued calls. Tasks not yet started can
/// be withdrawn (scrolling made them obsolete). A task gets a null connection when it could not be opened, with
/// the reason in openError().
class FetchWorker : public QThread {
    Q_OBJECT
public:
    using Task = std::function<void(const DbConnection*)>;

    FetchWorker(const DatabaseUrl& url, bool readOnly, const QString& purpose, QObject* parent = nullptr);
    /// With the open database's catalog, which the worker's connection then uses instead of reading its own.
    FetchWorker(const DatabaseUrl& url, bool readOnly, const QString& purpose, std::shared_ptr<const Catalog> catalog,
                QObject* parent = nullptr);
    /// When the worker connects.
    enum class Connect {
        AtOnce,      ///< as it starts, so that its first task finds the connection open
        OnFirstTask, ///< once a task is posted: a page that may never be shown opens no connection for it
        /// after a pause (at once if a task comes first): one started in place of a worker just taken does not take
        /// the cores from the first screen that worker is reading (a TCP handshake, SCRAM's key derivation on both
        /// sides, a new server process: on two cores it made that screen 20-40 ms later); then until no task was
        /// posted to any worker for a moment
        AfterAPause
    };
    FetchWorker(const DatabaseUrl& url, bool readOnly, const QString& purpose, std::shared_ptr<const Catalog> catalog,
                Connect when, QObject* parent = nullptr);
    /// Stops after the task that is running, dropping the rest, and waits for it: prefer retire().
    ~FetchWorker() override;

    /// Lets a worker go without waiting for the query it is running (a count on ten million rows takes a while):
    /// it stops after that task and is deleted then; the application waits for stragglers when it quits.
    static void retire(std::unique_ptr<FetchWorker> worker);
    /// Lets a worker go after the tasks already queued have run (a short clean-up such as a cancel request).
    static void retireWhenDone(std::unique_ptr<FetchWorker> worker);

    /// Background work (a table's count and anchors, an order read once, the navigator's counts): on Linux the
    /// thread runs at nice 19 (19 levels below the one it started with, at most 19). The window's threads come
    /// first, yet other programs' niced work (a build at nice 19) no longer starves it, as under SCHED_IDLE
    /// (QThread::IdlePriority): beside two busy processes at nice 19, ten million runs' order was read in 58-67 s
    /// there, 24 s at nice 19. Elsewhere QThread::LowPriority.
    void setBackground();
    /// PostgreSQL: the server process of this worker's connection while it runs a task (0 when idle, not yet
    /// connected, or on SQLite): what a cancel request names.
    qint64 busyBackendPid() const { return m_busy.load() ? m_backendPid.load() : 0; }
    /// Running a task now.
    bool isBusy() const { return m_busy.load(); }
    /// Its first attempt to connect is over, and for a worker kept ready its session's warm-up too (a worker kept
    /// ready is, before it is taken).
    bool hasConnected() const { return m_opened.load(); }
    /// How many tables a worker kept ready had the server plan as its session opened (DbConnection::warmUp; tests).
    int warmedTables() const { return m_warmedTables.load(); }
    /// A worker for a model of the open database: one kept ready by keepReady() for the same catalog, purpose and
    /// access when there is one (its connection open, or opening, since), and another is started in its place for
    /// the next model; otherwise a new one. The first screen of a table then waits for no connection: on PostgreSQL
    /// a connection is a TCP handshake, SCRAM's key derivation on both sides and the session's set-up queries.
    static std::unique_ptr<FetchWorker> take(const DatabaseUrl& url, bool readOnly, const QString& purpose,
                                             std::shared_ptr<const Catalog> catalog);
    /// Lets a model's worker go. One that is idle and connected to the database kept ready for goes back among the
    /// workers kept ready, in place of one still waiting to connect, and the next model takes it: its session is
    /// warm (the server's caches of the catalog, read once per session, took a new session's first page from 0.3 to
    /// 3 ms of server time), and no session ends and none starts while the next table's first screen is read. Any
    /// other is retired (retire()). One whose statement cancelRunning() is stopping goes back the same way once the
    /// statement has ended and the request is done with (no late cancel can then reach the next model's statement),
    /// if that is within a moment; otherwise it is retired.
    static void giveBack(std::unique_ptr<FetchWorker> worker);
    /// Keeps one worker of each of `purposes` connected and idle for the database `catalog` was met with (the
    /// open database's), its session warmed (DbConnection::warmUp) unless a task comes first; any kept for another is
    /// let go. None for SQLite, whose connections open in a millisecond or
    /// two. On the GUI thread, as take(). The purpose "cancel" is never taken: cancelRunning() sends through it.
    static void keepReady(const DatabaseUrl& url, bool readOnly, std::shared_ptr<const Catalog> catalog,
                          const QStringList& purposes);
    /// Lets the workers kept ready go (the database is closed).
    static void dropReady();
    /// How many workers are kept ready now, and whether each has its connection open (tests, the benchmark).
    static int readyCount();
    static bool readyConnected();
    static QList<const FetchWorker*> readyWorkers();

    /// Stops the statements these workers are running. On PostgreSQL: pg_cancel_backend on the session kept ready
    /// for it (keepReady's purpose "cancel") when it is open; otherwise libpq's cancel request with each session's
    /// key, or pg_cancel_backend from a short-lived connection where there is no key. SQLite's statement is
    /// interrupted on the worker's own handle (sqlite3_interrupt). A worker asked to stop is never given back.
    /// For models that go away: a count of ten million rows would otherwise go on for a second, competing for the
    /// cores with the next screen.
    /// How long a worker made with Connect::AfterAPause waits before connecting (250 ms; tests set it longer).
    static void setPauseBeforeConnect(int ms);
    /// How the request went (for tests; with workers of both kinds, the first in this order that applies).
    enum class CancelSent { Nothing, ThroughKeptSession, WithCancelKey, FromNewSession, Interrupted };
    static CancelSent cancelRunning(const DatabaseUrl& url, const QList<const FetchWorker*>& workers);

    /// Queues a task under a tag (for withdraw()); `urgent` tasks run before all others, newest first.
    void post(Task task, qint64 tag = -1, bool urgent = true);
    /// Queues a task behind the others that starts only once no task was posted to any worker for a moment (the window
    /// rests: nobody scrolls, sorts or filters). For work beside the screen that keeps a server core busy for seconds,
    /// such as an exact count: it does not start during the repaints of a first screen, and a table sorted again before
    /// it started withdraws it (clear()) with nothing to stop on the server.
    void postWhenQuiet(Task task, qint64 tag = -1);
    /// Withdraws queued tasks whose tag matches; returns how many.
    int withdraw(const std::function<bool(qint64)>& matches);
    /// Withdraws every queued task.
    void clear();
    QString openError() const;

protected:
    void run() override;

private:
    /// A worker kept ready: `warm` has its session warmed once connected.
    FetchWorker(const DatabaseUrl& url, bool readOnly, const QString& purpose, std::shared_ptr<const Catalog> catalog,
                Connect when, bool warm, QObject* parent);
    static std::unique_ptr<FetchWorker> makeKept(const DatabaseUrl& url, bool readOnly, const QString& purpose,
                                                 std::shared_ptr<const Catalog> catalog, Connect when);
    /// Whether anything was asked of it (a task, to stop); asked() takes m_mutex, askedLocked() is called with it held.
    bool asked() const;
    bool askedLocked() const;
    void requestStop();
    void requestStopWhenIdle();
    /// Kept ready, whether it is the worker a model of this database, purpose and access takes.
    bool serves(const std::shared_ptr<const Catalog>& catalog, const QString& purpose, bool readOnly) const {
        return m_catalog == catalog && m_purpose == purpose && m_readOnly == readOnly;
    }
    struct Item;
    /// Queues an item (post(), postWhenQuiet()) and notes the time: the window is not resting.
    void enqueue(Item item, bool urgent);
    /// Gives back the workers given back while their statement was being stopped that have settled since (giveBack),
    /// and retires those that took too long; looks again while any are left.
    static void settle();

private:
    struct Item {
        Task task;
        qint64 tag;
        bool whenQuiet; ///< postWhenQuiet()
    };
    DatabaseUrl m_url;
    bool m_readOnly;
    QString m_purpose;
    Connect m_connect = Connect::AtOnce;
    bool m_warm = false;
    std::shared_ptr<const Catalog> m_catalog;
    mutable std::mutex m_mutex;
    std::condition_variable m_wake;
    std::deque<Item> m_urgent;     // LIFO
    std::deque<Item> m_background; // FIFO
    bool m_stop = false;
    bool m_stopWhenIdle = false;
    QString m_openError;
    /// SQLite: the worker connection's handle while it is open, for cancelRunning (guarded by m_handleMutex, which
    /// the worker holds while it opens or closes the connection).
    void* m_sqliteHandle = nullptr;
    /// PostgreSQL: the cancel key of the worker's session while it is open (guarded by m_handleMutex).
    std::shared_ptr<void> m_pgCancel;
    mutable std::mutex m_handleMutex;
    std::atomic<qint64> m_backendPid{0};
    qint64 m_threadId = 0;      ///< Linux: the thread's id, once it runs (under m_mutex)
    int m_startNice = 0;        ///< Linux: the nice value it started with (under m_mutex)
    bool m_lowPriority = false; ///< setBackground() (under m_mutex)
    std::atomic_bool m_busy{false};
    std::atomic_bool m_opened{false}; ///< the first attempt to connect is over (and the warm-up)
    std::atomic_int m_warmedTables{0};
    mutable std::atomic_bool m_cancelSent{false}; ///< cancelRunning asked the server to stop its statement
    /// cancelRunning's requests naming this worker not yet done with (shared with the tasks sending them).
    std::shared_ptr<std::atomic_int> m_cancelsInFlight = std::make_shared<std::atomic_int>(0);
};

} // namespace metadesk
