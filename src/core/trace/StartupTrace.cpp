#include "StartupTrace.h"

#include <QByteArray>
#include <QFile>

#include <cstdio>
#include <ctime>
#include <unistd.h>

namespace metadesk::startuptrace {

namespace {
double nowMs() {
    timespec t{};
    clock_gettime(CLOCK_BOOTTIME, &t);
    return double(t.tv_sec) * 1000.0 + double(t.tv_nsec) / 1e6;
}

/// When the process started, in the same clock (ms since boot): /proc/self/stat's 22nd field, in clock ticks.
double processStartMs() {
    QFile stat(QStringLiteral("/proc/self/stat"));
    if (!stat.open(QIODevice::ReadOnly))
        return nowMs();
    const QByteArray line = stat.readAll();
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its closing one.
    const int close = line.lastIndexOf(')');
    if (close < 0)
        return nowMs();
    const QList<QByteArray> fields = line.mid(close + 2).split(' ');
    // fields[0] is field 3 (state): field 22 is fields[19].
    bool ok = false;
    const double ticks = fields.value(19).toDouble(&ok);
    const long hz = sysconf(_SC_CLK_TCK);
    return ok && hz > 0 ? ticks * 1000.0 / double(hz) : nowMs();
}
} // namespace

bool enabled() {
    static const bool on = qEnvironmentVariableIntValue("METADESK_TRACE_STARTUP") != 0 ||
                           qEnvironmentVariable("METADESK_TRACE_STARTUP") == QLatin1String("quit");
    return on;
}

void mark(const char* what) {
    if (!enabled())
        return;
    static const double start = processStartMs();
    static double last = start;
    const double now = nowMs();
    std::fprintf(stderr, "startup %8.1f ms  (+%6.1f)  %s\n", now - start, now - last, what);
    last = now;
}

} // namespace metadesk::startuptrace
