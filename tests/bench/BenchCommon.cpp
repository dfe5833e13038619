#include "BenchCommon.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"

#include <cstdio>

#include <QFile>
#include <QJsonArray>
#include <QMetaEnum>

#include <algorithm>
#include <cmath>

#include <sys/resource.h>
#include <time.h>

namespace metadesk::bench {

double median(QList<double> values) {
    if (values.isEmpty())
        return -1;
    std::sort(values.begin(), values.end());
    const int n = int(values.size());
    return n % 2 ? values.at(n / 2) : (values.at(n / 2 - 1) + values.at(n / 2)) / 2;
}

namespace {
double statusField(const char* field) {
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    const QByteArray prefix = QByteArray(field) + ':';
    for (const QByteArray& line : f.readAll().split('\n'))
        if (line.startsWith(prefix))
            return line.mid(prefix.size()).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return -1;
}

double round1(double v) {
    return v < 0 ? v : std::round(v * 10) / 10;
}
} // namespace

double residentMb() {
    return statusField("VmRSS");
}
double peakResidentMb() {
    return statusField("VmHWM");
}

namespace {
StallWatch* g_watch = nullptr;
int g_depth = 0;
} // namespace

StallWatch::StallWatch() {
    g_watch = this;
}
StallWatch::~StallWatch() {
    g_watch = nullptr;
}
StallWatch* StallWatch::current() {
    return g_watch;
}

void StallWatch::enterTimed() {
    ++g_depth;
}
void StallWatch::leaveTimed() {
    --g_depth;
}

namespace {
/// The GUI thread's time spent runnable but waiting for a core, in milliseconds (the second field of Linux's
/// /proc/thread-self/schedstat, read from a file kept open; -1 where there is none).
double queuedMs() {
    static QFile f(QStringLiteral("/proc/thread-self/schedstat"));
    if (!f.isOpen() && !f.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
        return -1;
    char text[96];
    const qint64 n = f.seek(0) ? f.read(text, sizeof text - 1) : -1;
    if (n <= 0)
        return -1;
    const QList<QByteArray> fields = QByteArray(text, int(n)).split(' ');
    return fields.size() < 2 ? -1 : fields.at(1).toDouble() / 1e6;
}
} // namespace

double StallWatch::threadCpuMs() {
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) * 1e3 + double(ts.tv_nsec) / 1e6;
}

void StallWatch::starting() {
    rusage usage{};
    getrusage(RUSAGE_THREAD, &usage);
    m_faults = usage.ru_majflt;
    m_waits = usage.ru_nvcsw;
    m_preempted = usage.ru_nivcsw;
    m_queuedMs = queuedMs();
}

void StallWatch::blocked(double ms, double cpuMs, const QString& what) {
    if (ms > 16)
        ++m_over16;
    if (cpuMs > m_maxCpu) {
        m_maxCpu = cpuMs;
        m_cpuWhat =
            QStringLiteral("%1 while measuring %2").arg(what, m_phase.isEmpty() ? QStringLiteral("nothing") : m_phase);
    }
    rusage usage{};
    getrusage(RUSAGE_THREAD, &usage);
    if (ms > m_max) {
        m_max = ms;
        // Off the CPU, the thread either waited for a core (a busy machine: preemptions, the time it was ready but
        // not running), was blocked (a lock, a thread it waits for, I/O: waits), or, with no wait, was not run at all
        // (the virtual machine's host, interrupts).
        const double now = queuedMs();
        const double queued = now >= 0 && m_queuedMs >= 0 ? now - m_queuedMs : -1;
        const long waits = usage.ru_nvcsw - m_waits;
        const double rest = queued >= 0 ? qMax(0.0, ms - cpuMs - queued) : -1;
        m_what = QStringLiteral("%1 while measuring %2; %3 ms on the CPU, %4 ms waiting for a core (%5 preemptions), "
                                "%6, %7 page faults read from disk")
                     .arg(what, m_phase.isEmpty() ? QStringLiteral("nothing") : m_phase)
                     .arg(cpuMs, 0, 'f', 1)
                     .arg(queued, 0, 'f', 1)
                     .arg(usage.ru_nivcsw - m_preempted)
                     .arg(waits > 0 ? QStringLiteral("%1 ms blocked (%2 waits)").arg(rest, 0, 'f', 1).arg(waits)
                                    : QStringLiteral("%1 ms not run (no wait)").arg(rest, 0, 'f', 1))
                     .arg(usage.ru_majflt - m_faults);
    }
}

bool BenchApp::notify(QObject* receiver, QEvent* event) {
    // Only the outermost event counts: an event handled inside another's processEvents is part of it.
    QElapsedTimer t;
    t.start();
    const double cpu = g_depth == 0 && g_watch ? StallWatch::threadCpuMs() : 0;
    if (g_depth == 0 && g_watch)
        g_watch->starting();
    const QEvent::Type type = event->type();
    const char* receiverClass = receiver ? receiver->metaObject()->className() : "nothing";
    // A Qt object (a timer, a chart's scene) is named with the nearest of the program's own objects it belongs to,
    // found before the event: the receiver may be gone after it.
    const char* ownerClass = nullptr;
    if (g_depth == 0 && g_watch && receiver && qstrncmp(receiverClass, "metadesk::", 10) != 0)
        for (const QObject* o = receiver->parent(); o && !ownerClass; o = o->parent())
            if (qstrncmp(o->metaObject()->className(), "metadesk::", 10) == 0)
                ownerClass = o->metaObject()->className();
    ++g_depth;
    const bool result = QApplication::notify(receiver, event);
    --g_depth;
    if (g_depth == 0 && g_watch) {
        const double ms = t.nsecsElapsed() / 1e6;
        const double cpuMs = StallWatch::threadCpuMs() - cpu;
        // Naming the event costs a little: only for one that may be the longest, or the one that took the most CPU.
        QString what;
        if (ms > g_watch->maxStallMs() || cpuMs > g_watch->maxCpuMs()) {
            what = QStringLiteral("%1 to %2")
                       .arg(QString::fromLatin1(QMetaEnum::fromType<QEvent::Type>().valueToKey(type)),
                            QString::fromLatin1(receiverClass));
            if (ownerClass)
                what += QStringLiteral(" in %1").arg(QString::fromLatin1(ownerClass));
        }
        g_watch->blocked(ms, cpuMs, what);
    }
    return result;
}

QJsonObject Measures::toJson() const {
    QJsonObject o;
    o.insert(QStringLiteral("first_screen_ms"), round1(median(firstScreen)));
    o.insert(QStringLiteral("jump_middle_ms"), round1(median(jumpMiddle)));
    o.insert(QStringLiteral("jump_end_ms"), round1(median(jumpEnd)));
    o.insert(QStringLiteral("sort_ms"), round1(median(sort)));
    o.insert(QStringLiteral("filter_ms"), round1(median(filter)));
    o.insert(QStringLiteral("rss_delta_mb"), round1(rssDeltaMb));
    o.insert(QStringLiteral("peak_rss_mb"), round1(peakRssMb));
    o.insert(QStringLiteral("max_stall_ms"), round1(maxStallMs));
    o.insert(QStringLiteral("max_stall_cpu_ms"), round1(maxStallCpuMs));
    o.insert(QStringLiteral("max_stall_what"), maxStallWhat);
    o.insert(QStringLiteral("max_cpu_what"), maxCpuWhat);
    o.insert(QStringLiteral("stalls_over_16_ms"), stallsOver16Ms);
    if (countMs >= 0)
        o.insert(QStringLiteral("count_ms"), round1(countMs));
    if (anchorsMs >= 0)
        o.insert(QStringLiteral("anchors_ms"), round1(anchorsMs));
    if (filterCountMs >= 0)
        o.insert(QStringLiteral("filter_count_ms"), round1(filterCountMs));
    if (filterAnchorsMs >= 0)
        o.insert(QStringLiteral("filter_anchors_ms"), round1(filterAnchorsMs));
    if (labelQueriesPerPage >= 0) {
        o.insert(QStringLiteral("label_queries_per_page"), std::round(labelQueriesPerPage * 100) / 100);
        o.insert(QStringLiteral("referenced_tables"), referencedTables);
    }
    if (!capped.isEmpty())
        o.insert(QStringLiteral("capped"), QJsonArray::fromStringList(capped));
    o.insert(QStringLiteral("rows"), rows);
    return o;
}

std::shared_ptr<const TableDescriptor> liveTable(const DatabaseUrl& url, const QString& table,
                                                 std::shared_ptr<const Catalog>* catalog) {
    DbConnection::Options options;
    options.readOnly = true;
    options.purpose = QStringLiteral("bench-schema");
    QString error;
    const auto conn = DbConnection::open(url, options, &error);
    if (!conn || !conn->loadCatalog(&error)) {
        std::fprintf(stderr, "metadesk-bench: %s\n", qPrintable(error));
        return nullptr;
    }
    const TableDescriptor* t = conn->catalog().table(table);
    if (!t) {
        std::fprintf(stderr, "metadesk-bench: the database has no table %s\n", qPrintable(table));
        return nullptr;
    }
    if (catalog)
        *catalog = conn->sharedCatalog();
    return std::make_shared<const TableDescriptor>(*t);
}

} // namespace metadesk::bench
