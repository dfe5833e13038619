// The naive baseline: QSqlTableModel in the same view, as a generic database browser would use it.
#include "BenchCommon.h"

#include "core/db/DbConnection.h"

#include <QApplication>
#include <QHeaderView>
#include <QSqlDriver>
#include <QSqlField>
#include <QSqlRecord>
#include <QSqlTableModel>
#include <QTableView>

#include <cstdio>
#include <memory>

namespace metadesk::bench {

Measures runNaive(const BenchConfig& config) {
    Measures m;
    DbConnection::Options options;
    options.readOnly = true;
    options.purpose = QStringLiteral("naive");
    QString error;
    auto conn = DbConnection::open(config.url, options, &error);
    if (!conn) {
        std::fprintf(stderr, "metadesk-bench: %s\n", qPrintable(error));
        return m;
    }
    const double capMs = config.capSeconds * 1000.0;
    QTableView view;
    view.resize(1100, 700);
    view.verticalHeader()->setDefaultSectionSize(24);
    view.show();
    QApplication::processEvents();
    const double rss0 = residentMb();
    StallWatch watch;

    std::unique_ptr<QSqlTableModel> model;
    // QSqlTableModel blocks the GUI thread in select() and fetchMore(): each call's time is a stall.
    auto select = [&]() {
        QElapsedTimer t;
        t.start();
        const double cpu = StallWatch::threadCpuMs();
        watch.starting();
        const bool ok = model->select();
        watch.blocked(t.nsecsElapsed() / 1e6, StallWatch::threadCpuMs() - cpu,
                      QStringLiteral("QSqlTableModel::select"));
        QApplication::processEvents();
        return ok;
    };
    auto open = [&]() {
        blocking([&] {
            view.setModel(nullptr);
            model = std::make_unique<QSqlTableModel>(nullptr, conn->db());
            model->setTable(config.table);
            view.setModel(model.get());
        });
    };
    /// Fetches until `enough` or the cap; false when the cap stopped it.
    auto fetchUntil = [&](const QElapsedTimer& t, auto enough) {
        while (!enough() && model->canFetchMore()) {
            if (t.elapsed() > capMs)
                return false;
            QElapsedTimer call;
            call.start();
            const double cpu = StallWatch::threadCpuMs();
            watch.starting();
            model->fetchMore();
            watch.blocked(call.nsecsElapsed() / 1e6, StallWatch::threadCpuMs() - cpu,
                          QStringLiteral("QSqlTableModel::fetchMore"));
        }
        return true;
    };
    auto timed = [&](QList<double>& into, const char* key, auto action) {
        QElapsedTimer t;
        t.start();
        const bool complete = action(t);
        QApplication::processEvents();
        into << (complete ? t.nsecsElapsed() / 1e6 : capMs);
        if (!complete && !m.capped.contains(QLatin1String(key)))
            m.capped << QLatin1String(key);
    };

    for (int i = 0; i < config.repeat; ++i) {
        open();
        timed(m.firstScreen, "first_screen_ms", [&](const QElapsedTimer&) { return select(); });
    }
    // Where the naive model has no count until it has fetched everything, a jump means fetching up to there.
    for (int i = 0; i < config.repeat; ++i) {
        open();
        select();
        timed(m.jumpEnd, "jump_end_ms", [&](const QElapsedTimer& t) {
            const bool done = fetchUntil(t, [] { return false; });
            blocking([&] { view.scrollToBottom(); });
            return done;
        });
    }
    m.rows = model->rowCount();
    m.rssDeltaMb = residentMb() - rss0; // everything fetched once: what scrolling to the end costs
    const int middle = int(m.rows / 2);
    for (int i = 0; i < config.repeat; ++i) {
        open();
        select();
        timed(m.jumpMiddle, "jump_middle_ms", [&](const QElapsedTimer& t) {
            const bool done = fetchUntil(t, [&] { return model->rowCount() > middle; });
            blocking([&] {
                view.scrollTo(model->index(qMin(middle, model->rowCount() - 1), 0), QAbstractItemView::PositionAtTop);
            });
            return done;
        });
    }
    QSqlRecord record = conn->db().record(config.table);
    const QString sortColumn = config.sortColumn;
    for (int i = 0; i < config.repeat && record.indexOf(sortColumn) >= 0; ++i) {
        open();
        timed(m.sort, "sort_ms", [&](const QElapsedTimer&) {
            model->setSort(record.indexOf(sortColumn),
                           config.sortDescending ? Qt::DescendingOrder : Qt::AscendingOrder);
            return select();
        });
    }
    for (int i = 0; i < config.repeat && record.indexOf(config.filterColumn) >= 0; ++i) {
        open();
        timed(m.filter, "filter_ms", [&](const QElapsedTimer&) {
            QSqlField field(config.filterColumn, QMetaType(QMetaType::QString));
            field.setValue(config.filterValue);
            model->setFilter(conn->db().driver()->escapeIdentifier(config.filterColumn, QSqlDriver::FieldName) +
                             QStringLiteral(" = ") + conn->db().driver()->formatValue(field));
            return select();
        });
    }
    model.reset();
    view.setModel(nullptr);
    m.peakRssMb = peakResidentMb();
    m.maxStallMs = watch.maxStallMs();
    m.maxStallCpuMs = watch.maxCpuMs();
    m.maxStallWhat = watch.maxWhat();
    m.maxCpuWhat = watch.maxCpuWhat();
    m.stallsOver16Ms = watch.over16Ms();
    return m;
}

} // namespace metadesk::bench
