// The windowed model in a real (offscreen) table view: each measure waits until the rows the view shows are read.
#include "BenchCommon.h"

#include "core/catalog/Catalog.h"
#include "gui/grid/VirtualTableView.h"
#include "models/FetchWorker.h"
#include "models/WindowedTableModel.h"

#include <QApplication>
#include <QHeaderView>
#include <QSet>
#include <QTableView>

#include <cstdio>
#include <memory>

namespace metadesk::bench {

namespace {
/// The rows the view shows now are all read (or the table is empty and counted).
bool visibleLoaded(const VirtualTableView& view, const WindowedTableModel& model) {
    if (model.rowCount() == 0)
        return model.isCountExact();
    int first = view.firstVisibleSourceRow();
    int last = view.lastVisibleSourceRow();
    if (first < 0)
        first = 0;
    if (last < 0)
        last = qMin(model.rowCount() - 1, first + 30);
    for (int r = first; r <= last; ++r)
        if (!model.isRowLoaded(r))
            return false;
    return true;
}

} // namespace

Measures runWindowed(const BenchConfig& config) {
    Measures m;
    std::shared_ptr<const Catalog> catalog;
    const auto table = liveTable(config.url, config.table, config.shareCatalog ? &catalog : nullptr);
    if (!table)
        return m;
    const double capMs = config.capSeconds * 1000.0;
    // The grid Metadesk's table pages use: a window of rows over the model.
    VirtualTableView view;
    view.resize(1100, 700);
    // Set up as the table pages set up their grid (TablePage), so that a repaint costs what it costs there; the grid
    // then fits the columns to the first rows on screen, as it does there, and the references read as their labels.
    QTableView* inner = view.tableView();
    inner->setWordWrap(false);
    inner->horizontalHeader()->setSectionsMovable(true);
    inner->horizontalHeader()->setDefaultSectionSize(150);
    inner->horizontalHeader()->setMaximumSectionSize(420);
    auto setColumnWidths = [&]() {
        for (int c = 0; c < table->columns.size(); ++c) {
            const ColumnKind kind = table->columns.at(c).kind;
            if (kind == ColumnKind::Bool)
                inner->setColumnWidth(c, 70);
            else if (kind == ColumnKind::Integer)
                inner->setColumnWidth(c, 100);
        }
    };
    view.show();
    QApplication::processEvents();
    const double rss0 = residentMb();
    StallWatch watch;

    QuerySpec underSort; // the spec every measure returns to: the default sort, or the one --sort-column asks for
    underSort.sortColumn = config.underSortColumn;
    underSort.descending = config.underSortDescending;
    std::unique_ptr<WindowedTableModel> model;
    QElapsedTimer countTimer;
    double countAt = -1;
    auto open = [&]() {
        blocking([&] {
            view.setModel(nullptr);
            model = std::make_unique<WindowedTableModel>(*table, config.url, true, catalog);
            if (!config.underSortColumn.isEmpty()) // opened on the sort asked for, as a header click asks for it
                model->setQuerySpec(underSort);
            // The count's own time, not when the bench gets round to looking (after the first screen).
            countAt = -1;
            QObject::connect(model.get(), &WindowedTableModel::countKnown, model.get(), [&]() {
                if (countAt < 0)
                    countAt = countTimer.nsecsElapsed() / 1e6;
            });
            view.setModel(model.get());
            setColumnWidths();
        });
    };
    auto shown = [&]() { return visibleLoaded(view, *model); };

    // Open → first screen, on a new model each time. As in the app, the model takes workers kept connected for the
    // open database (its table pages' next model does not wait for a connection); --cold makes new ones each time.
    // The model before goes first, once the workers kept ready are connected, half a second before the next opens (its
    // count stopped through the session kept for cancelling, its sessions ended): the app keeps a handful of table
    // pages open, so a table opened takes a session kept ready, not one given back by the table before it
    // (giveBack), whose server process already knows it.
    if (!config.cold && catalog)
        FetchWorker::keepReady(config.url, true, catalog,
                               {QStringLiteral("pages"), QStringLiteral("counts"), QStringLiteral("cancel")});
    watch.setPhase(QStringLiteral("open"));
    for (int i = 0; i < config.repeat; ++i) {
        QElapsedTimer ready;
        ready.start();
        waitFor(ready, capMs, [] { return FetchWorker::readyConnected(); }); // outside the measure: a user's pause
        blocking([&] {
            view.setModel(nullptr);
            model.reset();
        });
        QElapsedTimer pause; // its count stopped, its sessions ended (the server's processes too)
        pause.start();
        waitFor(pause, capMs, [&pause] { return pause.elapsed() >= 500; });
        QElapsedTimer t;
        t.start();
        countTimer.start();
        open();
        m.firstScreen << waitFor(t, capMs, shown);
        if (m.firstScreen.constLast() < 0 && !m.capped.contains(QStringLiteral("first_screen_ms")))
            m.capped << QStringLiteral("first_screen_ms");
    }
    if (waitFor(countTimer, capMs, [&]() { return model->isCountExact(); }) < 0)
        m.capped << QStringLiteral("count_ms");
    else
        m.countMs = countAt;
    m.anchorsMs = waitFor(countTimer, capMs, [&]() { return model->anchorsReady(); });
    if (m.anchorsMs < 0)
        m.capped << QStringLiteral("anchors_ms");
    m.rows = model->rowCount();
    const int n = model->rowCount();

    watch.setPhase(QStringLiteral("jump to 50 %"));
    for (int i = 0; i < config.repeat && n > 0; ++i) {
        blocking([&] { view.scrollToTop(); });
        waitFor(QElapsedTimer(), capMs, shown);
        blocking([&] { model->clearCache(); });
        QElapsedTimer t;
        t.start();
        blocking([&] { view.scrollToSourceRow(qMin(n - 1, n / 2 + i * 7919), QAbstractItemView::PositionAtTop); });
        m.jumpMiddle << waitFor(t, capMs, shown);
    }
    watch.setPhase(QStringLiteral("jump to the end"));
    for (int i = 0; i < config.repeat && n > 0; ++i) {
        blocking([&] { view.scrollToTop(); });
        QElapsedTimer settle;
        settle.start();
        waitFor(settle, capMs, shown);
        blocking([&] { model->clearCache(); });
        QElapsedTimer t;
        t.start();
        blocking([&] { view.scrollToBottom(); });
        m.jumpEnd << waitFor(t, capMs, shown);
    }

    // Sort by the default sort column the other way (indexed on the big tables), and filter on an indexed column;
    // under --sort-column, its column the other way and the filter with the sort kept.
    const int sortColumn = table->columnIndex(model->sortColumn());
    const bool descending = model->sortDescending();
    watch.setPhase(QStringLiteral("sort"));
    for (int i = 0; i < config.repeat && sortColumn >= 0; ++i) {
        QElapsedTimer t;
        t.start();
        blocking([&] { model->sort(sortColumn, descending ? Qt::AscendingOrder : Qt::DescendingOrder); });
        m.sort << waitFor(t, capMs, shown);
        blocking([&] { model->setQuerySpec(underSort); });
        waitFor(t, capMs, shown);
    }
    watch.setPhase(QStringLiteral("filter"));
    for (int i = 0; i < config.repeat && table->column(config.filterColumn); ++i) {
        QuerySpec spec = underSort;
        spec.conditions = {{config.filterColumn, FilterCondition::Op::Equals, config.filterValue}};
        QElapsedTimer t;
        t.start();
        blocking([&] { model->setQuerySpec(spec); });
        m.filter << waitFor(t, capMs, shown);
        if (i == 0) {
            m.filterCountMs = waitFor(t, capMs, [&]() { return model->isCountExact(); });
            if (m.filterCountMs < 0)
                m.capped << QStringLiteral("filter_count_ms");
            m.filterAnchorsMs = waitFor(t, capMs, [&]() { return model->anchorsReady(); });
            if (m.filterAnchorsMs < 0)
                m.capped << QStringLiteral("filter_anchors_ms");
        }
        blocking([&] { model->setQuerySpec(underSort); });
        waitFor(t, capMs, shown);
    }

    // Scroll through the whole table (jumping in even steps), then see what memory that cost.
    watch.setPhase(QStringLiteral("scroll through"));
    QElapsedTimer all;
    all.start();
    waitFor(all, capMs, [&]() { return model->anchorsReady(); });
    for (int step = 0; step <= config.scrollSteps && n > 0; ++step) {
        blocking([&] {
            view.scrollToSourceRow(int(qint64(n - 1) * step / config.scrollSteps), QAbstractItemView::PositionAtTop);
        });
        QElapsedTimer t;
        t.start();
        if (waitFor(t, capMs, shown) < 0)
            break;
    }
    // The reference labels came with every page (the windowed model reads them on the page's worker): how many
    // statements that took per page, against the tables referred to.
    QSet<QString> targets;
    for (const ForeignKeyDescriptor& fk : table->foreignKeys)
        targets.insert(fk.targetTable);
    m.referencedTables = int(targets.size());
    if (model->pageFetchCount() > 0)
        m.labelQueriesPerPage = double(model->labelQueryCount()) / model->pageFetchCount();
    m.rssDeltaMb = residentMb() - rss0;
    m.peakRssMb = peakResidentMb();
    m.maxStallMs = watch.maxStallMs();
    m.maxStallCpuMs = watch.maxCpuMs();
    m.maxStallWhat = watch.maxWhat();
    m.maxCpuWhat = watch.maxCpuWhat();
    m.stallsOver16Ms = watch.over16Ms();
    return m;
}

} // namespace metadesk::bench
