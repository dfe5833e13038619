// The domain pages in the app's own window (offscreen): each asked for as the window asks for it, timed until its
// data is shown, then refreshed and timed again; the longest GUI-thread stall of each, and of the table page's grid
// showing the same database meanwhile (reference labels and the live refresh on).
#include "BenchCommon.h"

#include "core/db/DbConnection.h"
#include "core/settings/Settings.h"
#include "gui/Location.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/history/FlowHistoryAction.h"
#include "gui/history/FlowHistoryDialog.h"
#include "gui/history/VersionHistoryDialog.h"
#include "gui/home/HomePage.h"
#include "gui/pages/TablePage.h"
#include "gui/queue/QueuePage.h"
#include "gui/queue/RunStatsPanel.h"
#include "models/WindowedTableModel.h"

#include <QAction>
#include <QApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QPointer>
#include <QSqlQuery>
#include <QTabWidget>

#include <cmath>
#include <cstdio>

namespace metadesk::bench {

namespace {
double rounded(double ms) {
    return std::round(ms * 10) / 10;
}

/// One page: asked for by `ask` (which returns the object whose `signal` says its data is shown), then `refresh`ed
/// `repeat` times.
struct PageMeasure {
    QList<double> first, open, refresh; ///< first: its first rows shown (a page that shows them before its figures)
    double maxStallMs = 0;
    double maxCpuMs = 0; ///< the most CPU time one event or call took, whether or not it was the longest
    QString maxStallWhat, maxCpuWhat;
    QJsonObject toJson() const {
        QJsonArray opens, refreshes, firsts;
        for (double v : first)
            firsts.append(rounded(v));
        for (double v : open)
            opens.append(rounded(v));
        for (double v : refresh)
            refreshes.append(rounded(v));
        return {{QStringLiteral("first_ms"), first.isEmpty() ? -1 : rounded(median(first))},
                {QStringLiteral("first_runs"), firsts},
                {QStringLiteral("open_ms"), rounded(median(open))},
                {QStringLiteral("refresh_ms"), refresh.isEmpty() ? -1 : rounded(median(refresh))},
                {QStringLiteral("open_runs"), opens},
                {QStringLiteral("refresh_runs"), refreshes},
                {QStringLiteral("max_stall_ms"), rounded(maxStallMs)},
                {QStringLiteral("max_stall_cpu_ms"), rounded(maxCpuMs)},
                {QStringLiteral("max_stall_what"), maxStallWhat},
                {QStringLiteral("max_cpu_what"), maxCpuWhat}};
    }
};

/// Times `start` until `signal` of `sender` fires (-1: the cap).
template <typename Sender, typename Signal, typename Start>
double timeUntil(Sender* sender, Signal signal, double capMs, Start start) {
    bool fired = false;
    const QMetaObject::Connection c = QObject::connect(sender, signal, sender, [&fired]() { fired = true; });
    QElapsedTimer t;
    t.start();
    blocking(start);
    const double ms = waitFor(t, capMs, [&fired]() { return fired; });
    QObject::disconnect(c);
    return ms;
}

qint64 busiestFlow(const DatabaseUrl& url) {
    DbConnection::Options options;
    options.readOnly = true;
    options.purpose = QStringLiteral("bench");
    QString error;
    const auto conn = DbConnection::open(url, options, &error);
    if (!conn)
        return -1;
    QSqlQuery q(conn->db());
    // The flow with the most versions: its history is the longest to read.
    if (!q.exec(QStringLiteral("SELECT flow_id FROM flow_versions GROUP BY flow_id ORDER BY count(*) DESC, flow_id "
                               "LIMIT 1")) ||
        !q.next())
        return -1;
    return q.value(0).toLongLong();
}
} // namespace

QJsonObject runPages(const DatabaseUrl& url, int repeat, int capSeconds, const QString& only) {
    const double capMs = capSeconds * 1000.0;
    const qint64 flow = busiestFlow(url);
    // The overview first, as a database opened for the first time shows it (not the table it was left on).
    Settings::instance().reset(Settings::Key::LastTables);
    MainWindow window;
    window.resize(1400, 900);
    window.show();
    QApplication::processEvents();
    QJsonObject result;
    // The overview is the first page of an opened database: timed from the open to today's figures shown (its first
    // read), and to the chart's earlier days shown with them.
    bool overviewShown = false, overviewComplete = false;
    QElapsedTimer overviewTimer;
    double overviewFirstMs = -1, overviewOpenMs = -1;
    if (HomePage* home = window.workspace()->homePage()) // made with the window: listened to before the open
        QObject::connect(home, &HomePage::snapshotShown, home, [&, home]() {
            if (!overviewShown)
                overviewFirstMs = overviewTimer.nsecsElapsed() / 1e6;
            overviewShown = true;
            overviewComplete = home->isComplete();
        });
    {
        QElapsedTimer openTimer;
        openTimer.start();
        overviewTimer.start();
        StallWatch openWatch;
        openWatch.setPhase(QStringLiteral("open the database"));
        // As the start page and Connect open it: read beside the window, which keeps answering meanwhile.
        bool finished = false, opened = false;
        QObject::connect(&window, &MainWindow::backgroundOpenFinished, &window, [&](bool ok) {
            finished = true;
            opened = ok;
        });
        blocking([&] { window.openDatabaseInBackground(url, true); });
        if (waitFor(openTimer, capMs, [&finished] { return finished; }) < 0 || !opened) {
            std::fprintf(stderr, "metadesk-bench: could not open %s\n", qPrintable(url.toDisplayString()));
            return {};
        }
        result.insert(QStringLiteral("open_database_ms"), rounded(openTimer.nsecsElapsed() / 1e6));
        overviewOpenMs = waitFor(overviewTimer, capMs, [&overviewComplete] { return overviewComplete; });
        result.insert(QStringLiteral("open_database_max_stall_ms"), rounded(openWatch.maxStallMs()));
        result.insert(QStringLiteral("open_database_max_stall_cpu_ms"), rounded(openWatch.maxCpuMs()));
        result.insert(QStringLiteral("open_database_max_stall_what"), openWatch.maxWhat());
        result.insert(QStringLiteral("open_database_max_cpu_what"), openWatch.maxCpuWhat());
    }
    Workspace* workspace = window.workspace();
    QJsonObject pages;

    auto measure = [&](const QString& name, auto&& body) {
        if (!only.isEmpty() && !only.split(QLatin1Char(',')).contains(name))
            return;
        StallWatch watch;
        watch.setPhase(name);
        PageMeasure m;
        body(m);
        m.maxStallMs = watch.maxStallMs();
        m.maxCpuMs = watch.maxCpuMs();
        m.maxStallWhat = watch.maxWhat();
        m.maxCpuWhat = watch.maxCpuWhat();
        pages.insert(name, m.toJson());
    };

    // The overview: shown when the database opens; each refresh reads its figures again.
    measure(QStringLiteral("overview"), [&](PageMeasure& m) {
        HomePage* home = workspace->homePage();
        if (!home)
            return;
        m.first << overviewFirstMs; // from the open, above
        m.open << overviewOpenMs;
        for (int i = 0; i < repeat; ++i)
            m.refresh << timeUntil(home, &HomePage::snapshotShown, capMs, [&] { home->refresh(); });
    });
    // The queue, with its run statistics beside it.
    measure(QStringLiteral("queue"), [&](PageMeasure& m) {
        QueuePage* queue = workspace->queuePage();
        if (!queue->isAvailable())
            return;
        // Its first runs listed, then the whole read (the counts) shown: both from the one click.
        double firstMs = -1;
        QElapsedTimer clock;
        const QMetaObject::Connection c = QObject::connect(queue, &QueuePage::listed, queue, [&]() {
            if (firstMs < 0)
                firstMs = clock.nsecsElapsed() / 1e6;
        });
        clock.start();
        m.open << timeUntil(queue, &QueuePage::shown, capMs, [&] { workspace->showQueue(); });
        m.first << firstMs;
        for (int i = 0; i < repeat; ++i) {
            firstMs = -1;
            clock.start();
            m.refresh << timeUntil(queue, &QueuePage::shown, capMs, [&] { queue->refresh(); });
            m.first << firstMs;
        }
        QObject::disconnect(c);
    });
    measure(QStringLiteral("run_statistics"), [&](PageMeasure& m) {
        RunStatsPanel* stats = workspace->queuePage()->statsPanel();
        if (!stats)
            return;
        workspace->showQueue();
        // Its tab on the queue page, shown as an admin shows it.
        m.open << timeUntil(stats, &RunStatsPanel::statsShown, capMs,
                            [&] { workspace->queuePage()->showStatistics(); });
        for (int i = 0; i < repeat; ++i)
            m.refresh << timeUntil(stats, &RunStatsPanel::statsShown, capMs, [&] { stats->refresh(); });
    });
    // A flow's version history, from its row in the flows table as an admin opens it.
    measure(QStringLiteral("flow_history"), [&](PageMeasure& m) {
        if (flow < 0)
            return;
        for (int i = 0; i < repeat; ++i) {
            workspace->openFiltered(QStringLiteral("flows"), QStringLiteral("id"), flow);
            TablePage* page = workspace->currentPage();
            QElapsedTimer t;
            t.start();
            if (!page || waitFor(t, capMs, [page] { return page->model()->isRowLoaded(0); }) < 0)
                return;
            page->grid()->selectRow(0);
            QAction* history = window.flowHistory()->action();
            if (waitFor(t, capMs, [history] { return history->isEnabled(); }) < 0)
                return;
            QPointer<FlowHistoryDialog> dialog;
            bool loaded = false;
            QElapsedTimer opened;
            opened.start();
            blocking([&] {
                dialog = window.flowHistory()->open();
                if (dialog)
                    QObject::connect(dialog, &VersionHistoryDialog::versionsLoaded, dialog,
                                     [&loaded]() { loaded = true; });
            });
            m.open << waitFor(opened, capMs, [&loaded] { return loaded; });
            if (dialog)
                delete dialog.data();
        }
    });
    // The detail pane arrowing down the runs grid: each selected row's fields, links and counts laid out and shown
    // (the labels and counts read afterwards, off the GUI thread, are not waited for).
    measure(QStringLiteral("row_details"), [&](PageMeasure& m) {
        Location runs;
        runs.table = QStringLiteral("runs");
        workspace->navigate(runs);
        TablePage* page = workspace->currentPage();
        QElapsedTimer t;
        t.start();
        if (!page || waitFor(t, capMs, [page] { return page->model()->isRowLoaded(20); }) < 0)
            return;
        for (int row = 0; row < 20 * repeat && page->model()->isRowLoaded(row); ++row) {
            QElapsedTimer shown;
            shown.start();
            blocking([&] { page->grid()->selectRow(row); });
            QApplication::processEvents(); // laid out and painted
            (row == 0 ? m.first : m.open) << shown.nsecsElapsed() / 1e6;
        }
    });
    result.insert(QStringLiteral("pages"), pages);
    result.insert(QStringLiteral("engine"), url.isSqlite() ? QStringLiteral("sqlite") : QStringLiteral("postgresql"));
    return result;
}

} // namespace metadesk::bench
