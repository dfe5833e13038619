#include "FetchWorker.h"

#include "JobPool.h"
#include "core/db/DbConnection.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QList>
#include <QSqlQuery>
#include <QThreadPool>
#include <QTimer>

#include <algorithm>
#include <chrono>
#include <vector>

#ifdef Q_OS_LINUX
#include <cerrno>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace metadesk {

FetchWorker::FetchWorker(const DatabaseUrl& url, bool readOnly, const QString& purpose, QObject* parent)
    : FetchWorker(url, readOnly, purpose, nullptr, parent) {}

FetchWorker::FetchWorker(const DatabaseUrl& url, bool readOnly, const QString& purpose,
                         std::shared_ptr<const Catalog> catalog, QObject* parent)
    : FetchWorker(url, readOnly, purpose, std::move(catalog), Connect::AtOnce, parent) {}

FetchWorker::FetchWorker(const DatabaseUrl& url, bool readOnly, const QString& purpose,
                         std::shared_ptr<const Catalog> catalog, Connect when, QObject* parent)
    : FetchWorker(url, readOnly, purpose, std::move(catalog), when, false, parent) {}

FetchWorker::FetchWorker(const DatabaseUrl& url, bool readOnly, const QString& purpose,
                         std::shared_ptr<const Catalog> catalog, Connect when, bool warm, QObject* parent)
    : QThread(parent), m_url(url), m_readOnly(readOnly), m_purpose(purpose), m_connect(when), m_warm(warm),
      m_catalog(std::move(catalog)) {
    start();
}

std::unique_ptr<FetchWorker> FetchWorker::makeKept(const DatabaseUrl& url, bool readOnly, const QString& purpose,
                                                   std::shared_ptr<const Catalog> catalog, Connect when) {
    // The session for cancelling only ever runs pg_cancel_backend.
    const bool warm = purpose != QLatin1String("cancel");
    return std::unique_ptr<FetchWorker>(
        new FetchWorker(url, readOnly, purpose, std::move(catalog), when, warm, nullptr));
}

bool FetchWorker::askedLocked() const {
    return m_stop || m_stopWhenIdle || !m_urgent.empty() || !m_background.empty();
}

bool FetchWorker::asked() const {
    std::lock_guard<std::mutex> lock(m_mutex);
    return askedLocked();
}

namespace {
/// Connect::AfterAPause: a table's first screen on PostgreSQL takes 15-60 ms here; its count then runs at idle
/// priority.
std::atomic_int g_pauseBeforeConnectMs{250};
/// A worker kept ready, connected as the database opened, before its warm-up: the window's first table may be reading
/// its first screen then. Not the pause above, which tests lengthen to keep replacements unconnected.
constexpr int kPauseBeforeWarmUpMs = 250;
/// How long no task was posted to any worker when the window rests (nobody scrolls, sorts or filters). After its pause,
/// a worker made with Connect::AfterAPause also waits for that: its new server process, SCRAM's key derivation and
/// the warm-up (some 50 ms of a server core, measured here) then come while the window rests (on a server sharing the
/// machine, a repaint waited 10-20 ms for a core meanwhile). So does a task posted with postWhenQuiet().
constexpr int kQuietMs = 200;
/// When the last task was posted to any worker (steady clock, milliseconds).
std::atomic<qint64> g_lastPostMs{0};
qint64 steadyMs() {
    return std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}
/// How long until the window rests: 0 once no task was posted to any worker for kQuietMs.
std::chrono::milliseconds untilQuiet() {
    return std::chrono::milliseconds(qMax<qint64>(0, kQuietMs - (steadyMs() - g_lastPostMs.load())));
}

std::mutex g_retiredMutex;
QList<FetchWorker*> g_retired;

/// Runs when the application object goes: the retired workers still busy are waited for, not cut off.
void waitForRetired() {
    QList<FetchWorker*> left;
    {
        std::lock_guard<std::mutex> lock(g_retiredMutex);
        left.swap(g_retired);
    }
    for (FetchWorker* worker : left)
        delete worker;
}
} // namespace

FetchWorker::~FetchWorker() {
    requestStop();
    wait();
}

void FetchWorker::requestStop() {
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stop = true;
        m_urgent.clear();
        m_background.clear();
    }
    m_wake.notify_all();
}

void FetchWorker::requestStopWhenIdle() {
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_stopWhenIdle = true;
    }
    m_wake.notify_all();
}

void FetchWorker::retireWhenDone(std::unique_ptr<FetchWorker> worker) {
    if (!worker)
        return;
    worker->requestStopWhenIdle();
    retire(std::move(worker));
}

namespace {
/// The workers kept ready for the open database (GUI thread only).
std::vector<std::unique_ptr<FetchWorker>>& ready() {
    static std::vector<std::unique_ptr<FetchWorker>> workers;
    return workers;
}

/// A cancel request counted as in flight on each worker it names until it is done with: sent and answered (the
/// server has signalled the statement's process by then), refused, or dropped unsent. Held by the tasks that send it.
class CancelInFlight {
public:
    explicit CancelInFlight(std::vector<std::shared_ptr<std::atomic_int>> counters) : m_counters(std::move(counters)) {
        for (const auto& c : m_counters)
            c->fetch_add(1);
    }
    ~CancelInFlight() {
        for (const auto& c : m_counters)
            c->fetch_sub(1);
    }
    CancelInFlight(const CancelInFlight&) = delete;
    CancelInFlight& operator=(const CancelInFlight&) = delete;

private:
    std::vector<std::shared_ptr<std::atomic_int>> m_counters;
};

/// How long a worker given back while its statement is being stopped may take to settle, and how often it is looked
/// at: a cancel lands in a round trip or two; the worker started in its place waits 250 ms before it connects.
constexpr int kSettleMs = 200;
constexpr int kSettleTickMs = 5;

struct Settling {
    std::unique_ptr<FetchWorker> worker;
    QDeadlineTimer deadline;
};
/// Workers given back while their statement was being stopped (GUI thread only).
std::vector<Settling>& settling() {
    static std::vector<Settling> workers;
    return workers;
}
} // namespace

FetchWorker::CancelSent FetchWorker::cancelRunning(const DatabaseUrl& url, const QList<const FetchWorker*>& workers) {
    if (url.isSqlite()) {
        // SQLite has no server to ask: the statement is interrupted on its own connection, from here.
        CancelSent sent = CancelSent::Nothing;
        for (const FetchWorker* w : workers) {
            if (!w || !w->m_busy.load())
                continue;
            w->m_cancelSent = true;
            std::lock_guard<std::mutex> lock(w->m_handleMutex);
            DbConnection::interruptSqlite(w->m_sqliteHandle);
            sent = CancelSent::Interrupted;
        }
        return sent;
    }
    QList<qint64> pids, keyless;
    std::vector<std::shared_ptr<void>> keys;
    std::vector<std::shared_ptr<std::atomic_int>> counters;
    std::shared_ptr<const Catalog> catalog;
    for (const FetchWorker* w : workers) {
        if (!w || w->busyBackendPid() <= 0)
            continue;
        // Not kept for another model until the request is done with (giveBack): a late cancel would stop that
        // model's statement.
        w->m_cancelSent = true;
        counters.push_back(w->m_cancelsInFlight);
        pids << w->busyBackendPid();
        catalog = w->m_catalog;
        std::lock_guard<std::mutex> lock(w->m_handleMutex);
        if (w->m_pgCancel)
            keys.push_back(w->m_pgCancel);
        else
            keyless << w->busyBackendPid();
    }
    if (pids.isEmpty())
        return CancelSent::Nothing;
    const auto inFlight = std::make_shared<CancelInFlight>(std::move(counters));
    // Quickest of all, a session kept open for it (keepReady's "cancel"): pg_cancel_backend is then a signal from
    // one server process to another. libpq's cancel request makes the server start a process to take it, and the
    // statement went on for 20-30 ms here meanwhile, taking a core from the next table's first screen.
    for (const auto& kept : ready()) {
        if (kept->m_purpose != QLatin1String("cancel") || !catalog || kept->m_catalog != catalog ||
            !kept->m_opened.load() || !kept->openError().isEmpty())
            continue;
        kept->post([pids, keys, inFlight](const DbConnection* conn) {
            bool sent = conn != nullptr;
            for (qint64 pid : pids) {
                QSqlQuery q;
                sent = sent && conn->execBound(&q, QStringLiteral("SELECT pg_cancel_backend(?)"), {pid}, nullptr) &&
                       q.next() && q.value(0).toBool();
            }
            if (!sent) // the session lost, or the server refused: the keys still work
                for (const auto& key : keys)
                    DbConnection::sendPgCancel(key);
        });
        return CancelSent::ThroughKeptSession;
    }
    // Otherwise libpq's cancel request, sent from a pool thread (it connects to the server, which may be far): no
    // session and no authentication, where asking pg_cancel_backend took a whole connection first (tens of
    // milliseconds during which the statement went on, competing with the next screen for the cores).
    const CancelSent sent = keys.empty() ? CancelSent::FromNewSession : CancelSent::WithCancelKey;
    if (!keys.empty())
        jobPool()->start([keys = std::move(keys), inFlight]() {
            for (const auto& key : keys)
                DbConnection::sendPgCancel(key);
        });
    if (keyless.isEmpty())
        return sent;
    auto canceller = std::make_unique<FetchWorker>(url, true, QStringLiteral("cancel"));
    canceller->post([keyless, inFlight](const DbConnection* conn) {
        if (!conn)
            return;
        for (qint64 pid : keyless)
            conn->exec(QStringLiteral("SELECT pg_cancel_backend(%1)").arg(pid), nullptr);
    });
    retireWhenDone(std::move(canceller));
    return sent;
}

std::unique_ptr<FetchWorker> FetchWorker::take(const DatabaseUrl& url, bool readOnly, const QString& purpose,
                                               std::shared_ptr<const Catalog> catalog) {
    auto& kept = ready();
    for (auto it = kept.begin(); catalog && it != kept.end(); ++it) {
        FetchWorker* w = it->get();
        if (w->serves(catalog, purpose, readOnly) && !w->isFinished()) {
            std::unique_ptr<FetchWorker> taken = std::move(*it);
            *it = makeKept(url, readOnly, purpose, catalog, Connect::AfterAPause);
            return taken;
        }
    }
    return std::make_unique<FetchWorker>(url, readOnly, purpose, std::move(catalog));
}

void FetchWorker::keepReady(const DatabaseUrl& url, bool readOnly, std::shared_ptr<const Catalog> catalog,
                            const QStringList& purposes) {
    dropReady();
    // Only for a server. A SQLite worker connects in a millisecond or two (the file opened, its schema read, measured
    // on the 10M-run file); two idle threads kept for that held most of a megabyte.
    if (!catalog || url.isSqlite())
        return;
    static const bool registered = [] {
        // When the application object goes: waited for here (idle, they stop at once), not retired, since the
        // retired are waited for by a routine that may already have run.
        qAddPostRoutine([] { ready().clear(); });
        return true;
    }();
    Q_UNUSED(registered);
    // The session for cancelling is not needed for the first screen: it connects after it.
    for (const QString& purpose : purposes)
        ready().push_back(makeKept(url, readOnly, purpose, catalog,
                                   purpose == QLatin1String("cancel") ? Connect::AfterAPause : Connect::AtOnce));
}

void FetchWorker::setPauseBeforeConnect(int ms) {
    g_pauseBeforeConnectMs = ms;
}

void FetchWorker::giveBack(std::unique_ptr<FetchWorker> worker) {
    if (!worker)
        return;
    auto& kept = ready();
    const auto same = [&](const std::unique_ptr<FetchWorker>& w) {
        return w->serves(worker->m_catalog, worker->m_purpose, worker->m_readOnly);
    };
    const auto place = std::find_if(kept.begin(), kept.end(), same);
    // One whose statement is being stopped (a table sorted or filtered again while its count ran) goes back once the
    // statement has ended and the request is done with: a request still on its way could stop the next model's
    // statement; one done with has been taken by the server then (a cancel arriving at an idle session is dropped).
    // Its session is then as good as an idle one's, and the next reading takes it, not a new server process and
    // SCRAM's key derivation beside its first screen. Looked at for a moment, while the worker started in its place
    // still waits for its pause.
    if (worker->m_cancelSent.load() && worker->m_catalog && place != kept.end() && !(*place)->m_opened.load() &&
        worker->m_opened.load() && worker->m_url.isPostgres()) {
        worker->clear();
        auto& waiting = settling();
        waiting.push_back({std::move(worker), QDeadlineTimer(kSettleMs)});
        if (waiting.size() == 1) {
            static const bool registered = [] {
                // When the application object goes: their statements were asked to stop, so they end soon.
                qAddPostRoutine([] { settling().clear(); });
                return true;
            }();
            Q_UNUSED(registered);
            QTimer::singleShot(kSettleTickMs, QCoreApplication::instance(), [] { settle(); });
        }
        return;
    }
    // Only while its database is the one kept ready for (a worker of each purpose is kept for it then), only idle,
    // and only with its connection open: a worker that failed to connect, or is running a statement (a count being
    // cancelled), goes.
    bool stopping = false;
    {
        std::lock_guard<std::mutex> lock(worker->m_mutex);
        stopping =
            worker->m_stop || worker->m_stopWhenIdle || !worker->m_openError.isEmpty() || worker->m_cancelSent.load();
    }
    const bool fit = worker->m_catalog && place != kept.end() && !(*place)->m_opened.load() &&
                     worker->m_opened.load() && !worker->m_busy.load() && !stopping && !worker->isFinished();
    if (!fit) {
        retire(std::move(worker));
        return;
    }
    worker->clear(); // what its model had queued: each task would find its model gone, and return
    std::swap(*place, worker);
    retire(std::move(worker)); // the one waiting to connect: it stops without connecting
}

void FetchWorker::settle() {
    auto& waiting = settling();
    for (auto it = waiting.begin(); it != waiting.end();) {
        FetchWorker* w = it->worker.get();
        if (!w->m_busy.load() && w->m_cancelsInFlight->load() == 0) {
            w->m_cancelSent = false;
            std::unique_ptr<FetchWorker> settled = std::move(it->worker);
            it = waiting.erase(it);
            giveBack(std::move(settled)); // in the place still waiting to connect, if there is one yet
        } else if (it->deadline.hasExpired()) {
            retire(std::move(it->worker));
            it = waiting.erase(it);
        } else {
            ++it;
        }
    }
    if (!waiting.empty())
        QTimer::singleShot(kSettleTickMs, QCoreApplication::instance(), [] { settle(); });
}

void FetchWorker::dropReady() {
    auto& kept = ready();
    while (!kept.empty()) {
        retire(std::move(kept.back()));
        kept.pop_back();
    }
}

int FetchWorker::readyCount() {
    return int(ready().size());
}

QList<const FetchWorker*> FetchWorker::readyWorkers() {
    QList<const FetchWorker*> workers;
    for (const auto& w : ready())
        workers << w.get();
    return workers;
}

bool FetchWorker::readyConnected() {
    for (const auto& w : ready())
        if (!w->m_opened.load())
            return false;
    return true;
}

void FetchWorker::retire(std::unique_ptr<FetchWorker> worker) {
    if (!worker)
        return;
    if (!worker->m_stopWhenIdle)
        worker->requestStop();
    if (worker->isFinished() || !QCoreApplication::instance())
        return; // deleted here: nothing to wait for, or nobody left to wait later
    static const bool registered = [] {
        qAddPostRoutine(waitForRetired);
        return true;
    }();
    Q_UNUSED(registered);
    FetchWorker* raw = worker.release();
    {
        std::lock_guard<std::mutex> lock(g_retiredMutex);
        g_retired << raw;
    }
    QObject::connect(
        raw, &QThread::finished, QCoreApplication::instance(),
        [raw]() {
            bool mine = false;
            {
                std::lock_guard<std::mutex> lock(g_retiredMutex);
                mine = g_retired.removeOne(raw);
            }
            if (mine)
                delete raw;
        },
        Qt::QueuedConnection);
}

void FetchWorker::post(Task task, qint64 tag, bool urgent) {
    enqueue({std::move(task), tag, false}, urgent);
}

void FetchWorker::postWhenQuiet(Task task, qint64 tag) {
    enqueue({std::move(task), tag, true}, false);
}

void FetchWorker::enqueue(Item item, bool urgent) {
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        (urgent ? m_urgent : m_background).push_back(std::move(item));
    }
    g_lastPostMs = steadyMs();
    m_wake.notify_one();
}

int FetchWorker::withdraw(const std::function<bool(qint64)>& matches) {
    std::lock_guard<std::mutex> lock(m_mutex);
    int removed = 0;
    for (auto* queue : {&m_urgent, &m_background}) {
        for (auto it = queue->begin(); it != queue->end();) {
            if (matches(it->tag)) {
                it = queue->erase(it);
                ++removed;
            } else {
                ++it;
            }
        }
    }
    return removed;
}

void FetchWorker::clear() {
    std::lock_guard<std::mutex> lock(m_mutex);
    m_urgent.clear();
    m_background.clear();
}

QString FetchWorker::openError() const {
    std::lock_guard<std::mutex> lock(m_mutex);
    return m_openError;
}

namespace {
#ifdef Q_OS_LINUX
/// Above the nice value the thread started with (the window's): as far as it goes. Beside the window's own threads
/// (nice 0, a weight of 1024 against 15) it is then almost as idle as SCHED_IDLE; ten levels (a weight of 110) took
/// enough from the first screen on two cores to show (PostgreSQL, task_id sort with a filter: 1.4 -> 2.2 s).
constexpr int kBackgroundNice = 19;
void lowerPriority(qint64 threadId, int startNice) {
    // Per thread on Linux; raising a nice value needs no privilege. Relative, and never past 19: an application
    // started niced keeps its background below its window, as a privileged one could otherwise set it above.
    setpriority(PRIO_PROCESS, id_t(threadId), qMin(19, startNice + kBackgroundNice));
}
#endif
} // namespace

void FetchWorker::setBackground() {
#ifdef Q_OS_LINUX
    std::lock_guard<std::mutex> lock(m_mutex);
    m_lowPriority = true;
    if (m_threadId > 0)
        lowerPriority(m_threadId, m_startNice);
#else
    setPriority(QThread::LowPriority);
#endif
}

void FetchWorker::run() {
#ifdef Q_OS_LINUX
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_threadId = qint64(::syscall(SYS_gettid));
        errno = 0;
        const int nice = getpriority(PRIO_PROCESS, 0); // this thread's, as it inherited it; -1 is a value too
        m_startNice = errno == 0 ? nice : 0;
        if (m_lowPriority)
            lowerPriority(m_threadId, m_startNice);
    }
#endif
    if (m_connect != Connect::AtOnce) {
        const auto asked = [this] { return askedLocked(); };
        std::unique_lock<std::mutex> lock(m_mutex);
        if (m_connect == Connect::OnFirstTask)
            m_wake.wait(lock, asked);
        else if (!m_wake.wait_for(lock, std::chrono::milliseconds(g_pauseBeforeConnectMs.load()), asked))
            for (auto wait = untilQuiet(); wait.count() > 0; wait = untilQuiet())
                if (m_wake.wait_for(lock, wait, asked))
                    break; // its own task: it connects for it at once
        if (m_stop || (m_stopWhenIdle && m_urgent.empty() && m_background.empty()))
            return; // let go before anything was asked of it: no connection was opened
    }
    DbConnection::Options options;
    options.readOnly = m_readOnly;
    options.purpose = m_purpose;
    // The table's exact count and anchors, and the navigator's counts, pass once over whole tables: a cache of their
    // own would only fill (2 MiB each of the window's memory on a large SQLite file).
    if (m_purpose == QLatin1String("counts") || m_purpose == QLatin1String("navigator"))
        options.sqliteCacheKiB = 256;
    QString error;
    std::unique_ptr<DbConnection> conn;
    {
        std::lock_guard<std::mutex> handle(m_handleMutex);
        conn = DbConnection::open(m_url, options, &error);
        m_sqliteHandle = conn ? conn->sqliteHandle() : nullptr;
        m_pgCancel = conn ? conn->pgCancelKey() : nullptr;
    }
    {
        std::lock_guard<std::mutex> lock(m_mutex);
        m_openError = error;
    }
    if (conn && m_catalog)
        conn->shareCatalog(m_catalog);
    if (conn)
        m_backendPid = conn->backendPid();
    // Kept ready for the next table: the server learns the schema's tables now, while nobody waits, not during that
    // table's first screen. A task posted meanwhile waits for one statement at most. One connected as the database
    // opened waits a moment first: the window's first table may be reading its first screen then.
    if (conn && m_warm) {
        if (m_connect == Connect::AtOnce) {
            std::unique_lock<std::mutex> lock(m_mutex);
            m_wake.wait_for(lock, std::chrono::milliseconds(kPauseBeforeWarmUpMs), [this] { return askedLocked(); });
        }
        if (!asked())
            m_warmedTables = conn->warmUp([this] { return asked(); });
    }
    m_opened = true;
    for (;;) {
        Task task;
        {
            std::unique_lock<std::mutex> lock(m_mutex);
            bool stop = false;
            for (;;) {
                m_wake.wait(lock, [this] { return askedLocked(); });
                if (m_stop || (m_stopWhenIdle && m_urgent.empty() && m_background.empty())) {
                    stop = true;
                    break;
                }
                if (!m_urgent.empty()) {
                    task = std::move(m_urgent.back().task);
                    m_urgent.pop_back();
                    break;
                }
                // One for when the window rests waits for that (a task posted meanwhile, or a stop, comes first).
                const auto wait = untilQuiet();
                if (m_background.front().whenQuiet && wait.count() > 0) {
                    m_wake.wait_for(lock, wait);
                    continue;
                }
                task = std::move(m_background.front().task);
                m_background.pop_front();
                break;
            }
            if (stop)
                break;
        }
        // A server that was down at the start, or went away since (restarted, the network dropped), is tried again
        // before each task: the grid recovers by itself once it is back, and a task run while it is not says so.
        if (!conn || conn->isBroken()) {
            QString again;
            std::lock_guard<std::mutex> handle(m_handleMutex);
            if (conn && conn->reconnect(&again))
                m_backendPid = conn->backendPid();
            else if (!conn && (conn = DbConnection::open(m_url, options, &again))) {
                if (m_catalog)
                    conn->shareCatalog(m_catalog);
                m_backendPid = conn->backendPid();
            }
            m_sqliteHandle = conn ? conn->sqliteHandle() : nullptr;
            m_pgCancel = conn ? conn->pgCancelKey() : nullptr;
            std::lock_guard<std::mutex> lock(m_mutex);
            m_openError = again;
        }
        m_busy = true;
        task(conn.get());
        m_busy = false;
    }
    std::lock_guard<std::mutex> handle(m_handleMutex);
    m_sqliteHandle = nullptr;
    m_pgCancel.reset();
    conn.reset(); // closed on the thread that opened it
}

} // namespace metadesk
