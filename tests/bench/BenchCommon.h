#pragma once

#include "core/catalog/TableDescriptor.h"
#include "core/db/DatabaseUrl.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QTimer>

#include <memory>
#include <type_traits>

namespace metadesk {
class Catalog;
}

namespace metadesk::bench {

/// What one child process is asked to measure.
/// The table as the database has it (the catalog reconciled with its live schema, as the app opens it); null with a
/// message on stderr when it cannot be read or has no such table.
/// `catalog`, when given, gets the open database's catalog the table comes from (the session's, in the app).
std::shared_ptr<const TableDescriptor> liveTable(const DatabaseUrl& url, const QString& table,
                                                 std::shared_ptr<const Catalog>* catalog = nullptr);

struct BenchConfig {
    DatabaseUrl url;
    QString table = QStringLiteral("runs");
    QString sortColumn; ///< sorted by this column, against the table's default direction
    bool sortDescending = false;
    /// --sort-column: every measure of the windowed model runs under this sort (opened on it, jumps and memory under
    /// it, the sort measure its other direction); empty: the table's default sort.
    QString underSortColumn;
    bool underSortDescending = false;
    QString filterColumn = QStringLiteral("kind"); ///< ix_runs_kind serves it on the platform's runs table
    QString filterValue = QStringLiteral("ingest");
    int repeat = 5;
    int capSeconds = 60;
    int scrollSteps = 1000;
    /// Hand the models the catalog already read, as the table pages would once they pass the session's on; by
    /// default each model's workers read their own, as they do in the app today.
    bool shareCatalog = false;
    /// Each model makes its own workers and connects them (by default it takes workers kept connected for the open
    /// database, as the app's table pages do; only with the catalog shared).
    bool cold = false;
};

/// The measures the issue names, in milliseconds (and MB); -1 where not measured.
struct Measures {
    QList<double> firstScreen, jumpMiddle, jumpEnd, sort, filter;
    double rssDeltaMb = -1;
    double peakRssMb = -1;
    double maxStallMs = 0;
    double maxStallCpuMs = 0; ///< the most CPU time the GUI thread spent in one event: the grid's own part of a stall
    QString maxStallWhat;     ///< what the longest stall was (event and receiver, or a call of the bench)
    QString maxCpuWhat;       ///< the event that took maxStallCpuMs
    int stallsOver16Ms = 0;
    double countMs = -1;   ///< windowed: until the exact count is known
    double anchorsMs = -1; ///< windowed: until every anchor is sampled
    /// windowed: from the filter to its exact count, the first time it is set (under a sort read once, its order
    /// read, which gives the count; picked while the unfiltered order is still being read)
    double filterCountMs = -1;
    /// windowed: from the filter to its anchors (every place in its order a short step from a known key), the first
    /// time it is set; under a sort read once, the same as filterCountMs
    double filterAnchorsMs = -1;
    QStringList capped; ///< naive: measures stopped at the time cap
    /// windowed: the reference-label statements per page read (the table's referenced tables with a value on the
    /// page, one statement each), over the pages of the run's last reading (the model counts a reading at a time); -1
    /// where not measured.
    double labelQueriesPerPage = -1;
    int referencedTables = 0; ///< windowed: the tables the table's references point at
    qint64 rows = 0;
    QJsonObject toJson() const;
};

double median(QList<double> values);
/// Resident set size of this process now, and its peak, in MB (from /proc/self/status).
double residentMb();
double peakResidentMb();

/// The longest time the GUI thread spent away from its event loop: each event's handling (timed by BenchApp) and
/// each blocking call the benchmark makes itself (setModel, sort, the naive model's select and fetchMore). Each is
/// also timed in the GUI thread's CPU time: on a shared machine a stall is partly the thread waiting for a core.
class StallWatch {
public:
    StallWatch();
    ~StallWatch();
    double maxStallMs() const { return m_max; }
    double maxCpuMs() const { return m_maxCpu; }
    QString maxWhat() const { return m_what; }
    /// The event that took the most CPU (maxCpuMs), named as maxWhat names the longest.
    QString maxCpuWhat() const { return m_cpuWhat; }
    int over16Ms() const { return m_over16; }
    /// An event or call begins: its page faults and context switches are counted from here.
    void starting();
    void blocked(double ms, double cpuMs, const QString& what);
    /// What the bench is measuring now ("open", "jump", …), named with the longest stall.
    void setPhase(const QString& phase) { m_phase = phase; }
    static StallWatch* current();
    /// CPU time of the calling thread, in milliseconds.
    static double threadCpuMs();
    /// Calls and events inside the one being timed are part of it (BenchApp times the outermost only).
    static void enterTimed();
    static void leaveTimed();

private:
    double m_max = 0;
    double m_maxCpu = 0;
    QString m_cpuWhat;
    QString m_what;
    QString m_phase;
    long m_faults = 0;     ///< major page faults when the current event began
    long m_waits = 0;      ///< times the thread had given up its core by then (blocked: a lock, a wait, I/O)
    long m_preempted = 0;  ///< times the scheduler had taken its core away by then
    double m_queuedMs = 0; ///< Linux: time it had spent ready to run but waiting for a core by then (schedstat)
    int m_over16 = 0;
};

/// Times every event the GUI thread handles and reports it to the current StallWatch.
class BenchApp : public QApplication {
public:
    using QApplication::QApplication;
    bool notify(QObject* receiver, QEvent* event) override;
};

/// Times a call made directly on the GUI thread.
template <typename F> auto blocking(F&& f) {
    QElapsedTimer t;
    t.start();
    const double cpu = StallWatch::threadCpuMs();
    if (StallWatch::current())
        StallWatch::current()->starting();
    StallWatch::enterTimed();
    auto report = [&]() {
        StallWatch::leaveTimed();
        if (StallWatch::current())
            StallWatch::current()->blocked(t.nsecsElapsed() / 1e6, StallWatch::threadCpuMs() - cpu,
                                           QStringLiteral("a call of the bench"));
    };
    if constexpr (std::is_void_v<decltype(f())>) {
        f();
        report();
    } else {
        auto result = f();
        report();
        return result;
    }
}

/// Runs the event loop until `done`, at most capMs; returns the milliseconds since `timer` started (-1: cap).
///
/// The GUI thread sleeps between events as an app's does. (`processEvents(WaitForMoreEvents, ms)` does not wait: Qt
/// drops the flag when given a time, and the loop spun, a whole core of the GUI thread taken from the workers and the
/// server on a two-core machine, and the paints' fill threads preempted.) A timer wakes it every 5 ms for the cap.
template <typename Done> double waitFor(const QElapsedTimer& timer, double capMs, Done done) {
    QTimer tick;
    tick.start(5);
    while (!done()) {
        if (timer.elapsed() > capMs)
            return -1;
        QApplication::processEvents(QEventLoop::WaitForMoreEvents);
    }
    return timer.nsecsElapsed() / 1e6;
}

Measures runWindowed(const BenchConfig& config);
/// The whole integrity check as the app's Integrity page runs it: seconds, the memory it adds (peak minus the
/// resident size before), the longest GUI stall; empty (with the reason on stderr) when it fails or outlasts the cap.
QJsonObject runVerify(const DatabaseUrl& url, int capSeconds, bool deep);
Measures runNaive(const BenchConfig& config);
/// The domain pages (overview, queue, run statistics, a flow's history) in the app's window: from asking for each to
/// its data shown, each refresh, and the longest GUI stall of each; empty when the database cannot be opened.
/// `only`: measure that page alone (empty: all).
QJsonObject runPages(const DatabaseUrl& url, int repeat, int capSeconds, const QString& only = {});

} // namespace metadesk::bench
