#include "BenchCommon.h"

#include <QFile>
#include <QJsonArray>

#include <algorithm>

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

bool BenchApp::notify(QObject* receiver, QEvent* event) {
    // Only the outermost event counts: an event handled inside another's processEvents is part of it.
    QElapsedTimer t;
    t.start();
    ++g_depth;
    const bool result = QApplication::notify(receiver, event);
    --g_depth;
    if (g_depth == 0 && g_watch)
        g_watch->blocked(t.nsecsElapsed() / 1e6);
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
    if (countMs >= 0)
        o.insert(QStringLiteral("count_ms"), round1(countMs));
    if (anchorsMs >= 0)
        o.insert(QStringLiteral("anchors_ms"), round1(anchorsMs));
    if (!capped.isEmpty())
        o.insert(QStringLiteral("capped"), QJsonArray::fromStringList(capped));
    o.insert(QStringLiteral("rows"), rows);
    return o;
}

} // namespace metadesk::bench
