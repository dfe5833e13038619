// metadesk-bench --verify: the integrity check as the app runs it (the Integrity page, its worker and connection),
// measured for the goals: the whole check's time, the memory it adds, and the longest time the window's
// thread is away from its event loop while it runs.

#include "BenchCommon.h"

#include "core/db/DbConnection.h"
#include "gui/integrity/IntegrityPage.h"

#include <QCheckBox>
#include <QElapsedTimer>
#include <QJsonArray>

#include <algorithm>

namespace metadesk::bench {

QJsonObject runVerify(const DatabaseUrl& url, int capSeconds, bool deep) {
    QString error;
    DbConnection::Options options;
    options.readOnly = true;
    options.purpose = QStringLiteral("bench");
    const auto conn = DbConnection::open(url, options, &error);
    if (!conn || !conn->loadCatalog(&error)) {
        std::fprintf(stderr, "metadesk-bench: %s\n", qPrintable(error));
        return {};
    }
    IntegrityPage page;
    page.resize(1200, 800);
    page.open(url, conn->sharedCatalog());
    if (auto* deepBox = page.findChild<QCheckBox*>(QStringLiteral("integrityDeep")))
        deepBox->setChecked(deep);
    page.show();
    QApplication::processEvents();
    const double rss0 = residentMb();
    StallWatch watch;
    watch.setPhase(QStringLiteral("verify"));
    QElapsedTimer t;
    t.start();
    bool done = false;
    QObject::connect(&page, &IntegrityPage::finished, &page, [&done]() { done = true; });
    blocking([&] { page.start(); });
    const double seconds = waitFor(t, double(capSeconds) * 1000, [&done] { return done; }) / 1e3;
    if (seconds < 0) {
        page.cancel();
        std::fprintf(stderr, "metadesk-bench: the check did not end within %d s\n", capSeconds);
        return {};
    }
    const IntegrityReport& report = page.report();
    if (!report.error.isEmpty()) {
        std::fprintf(stderr, "metadesk-bench: %s\n", qPrintable(report.error));
        return {};
    }
    // Where the time went: the slowest rules, each with its milliseconds.
    QList<RuleOutcome> byTime = report.outcomes;
    std::sort(byTime.begin(), byTime.end(),
              [](const RuleOutcome& a, const RuleOutcome& b) { return a.elapsedMs > b.elapsedMs; });
    QJsonArray slowest;
    for (qsizetype i = 0; i < std::min<qsizetype>(8, byTime.size()); ++i)
        slowest.append(QJsonObject{{QStringLiteral("rule"), byTime.at(i).info.id},
                                   {QStringLiteral("ms"), byTime.at(i).elapsedMs}});
    return {{QStringLiteral("slowest_rules"), slowest},
            {QStringLiteral("deep"), deep},
            {QStringLiteral("engine"), url.isSqlite() ? QStringLiteral("sqlite") : QStringLiteral("postgresql")},
            {QStringLiteral("seconds"), std::round(seconds * 10) / 10},
            {QStringLiteral("rules"), int(report.outcomes.size())},
            {QStringLiteral("failed_rules"), report.failedRules()},
            {QStringLiteral("findings"), report.total()},
            {QStringLiteral("rss_delta_mb"), std::round((peakResidentMb() - rss0) * 10) / 10},
            {QStringLiteral("peak_rss_mb"), std::round(peakResidentMb() * 10) / 10},
            {QStringLiteral("max_stall_ms"), std::round(watch.maxStallMs() * 10) / 10},
            {QStringLiteral("max_stall_what"), watch.maxWhat()},
            {QStringLiteral("stalls_over_16_ms"), watch.over16Ms()}};
}

} // namespace metadesk::bench
