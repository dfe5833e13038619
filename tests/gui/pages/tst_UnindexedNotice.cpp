#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/home/HomeSummary.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/detail/RowDetailPane.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/pages/TablePage.h"
#include "gui/style/Theme.h"
#include "models/WindowedTableModel.h"

#include <QApplication>
#include <QClipboard>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTableView>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {
/// A demo database of 300 runs, read-only in a window of 1400×800 showing its runs.
struct RunsWindow {
    std::unique_ptr<ScratchDatabase> scratch;
    std::unique_ptr<DbConnection> conn;
    std::unique_ptr<MainWindow> window;
    TablePage* page = nullptr;

    bool open(ScratchDatabase::Engine engine, QString* why, qint64 runs = 300) {
        if (!test::openDemo(engine, &scratch, &conn, why, runs))
            return false;
        window = std::make_unique<MainWindow>();
        window->resize(1400, 800);
        window->show();
        if (!window->openDatabase(scratch->url(), true, why))
            return false;
        window->workspace()->navigate(Location{QStringLiteral("runs"), {}, {}});
        page = window->workspace()->currentPage();
        if (!page || page->table().name != QLatin1String("runs")) {
            *why = QStringLiteral("no page of runs");
            return false;
        }
        return true;
    }
    /// Holds `runs` against every reader on `holder` until its COMMIT: an exclusive transaction on SQLite (up to its
    /// 5 s busy timeout), an ACCESS EXCLUSIVE lock on PostgreSQL.
    static bool lockRuns(const DbConnection& holder, QString* why) {
        return holder.exec(holder.isSqlite() ? QStringLiteral("BEGIN EXCLUSIVE") : QStringLiteral("BEGIN"), why) &&
               (holder.isSqlite() || holder.exec(QStringLiteral("LOCK TABLE runs IN ACCESS EXCLUSIVE MODE"), why));
    }
    /// The status line under the grid.
    QLabel* status() const { return page->findChild<QLabel*>(QStringLiteral("rowStatus")); }
    /// Waits for the runs counted and `row` read.
    bool shown(int row) const {
        WindowedTableModel* model = page->model();
        return QTest::qWaitFor([&]() { return model->isCountExact() && model->isRowLoaded(row); }, 20000);
    }
};

/// Counts the times the widget it watches is hidden.
class HideCounter : public QObject {
public:
    int count = 0;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() == QEvent::Hide)
            ++count;
        return QObject::eventFilter(watched, event);
    }
};
} // namespace

/// A sort or filter no index of the database serves reads the whole table before its first row: the status line
/// under the grid says so as soon as it is asked for, and says nothing of the sorts and filters an index serves
/// (the overview's links among them), on both engines.
class TestUnindexedNotice : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void saysSoBeforeItStarts_data() { test::addEngineColumn(), test::addEngineRows(); }
    void saysSoBeforeItStarts();
    void progressAndCancel_data() { test::addEngineColumn(), test::addEngineRows(); }
    void progressAndCancel();
    void theGridKeepsItsHeightWhileTheNoticeStands_data() { test::addEngineColumn(), test::addEngineRows(); }
    void theGridKeepsItsHeightWhileTheNoticeStands();
    void aLongFirstScreenCountsItsSeconds_data() { test::addEngineColumn(), test::addEngineRows(); }
    void aLongFirstScreenCountsItsSeconds();
    void lateFindLeavesTheView_data() { test::addEngineColumn(), test::addEngineRows(); }
    void lateFindLeavesTheView();
    void aRowOnTheFirstScreenStaysHighlighted_data() { test::addEngineColumn(), test::addEngineRows(); }
    void aRowOnTheFirstScreenStaysHighlighted();
    void slowFindUnderAnIndexLeavesTheView_data() { test::addEngineColumn(), test::addEngineRows(); }
    void slowFindUnderAnIndexLeavesTheView();
    void anIndexThatDoesNotServeTheOrderIsNotDenied_data() { test::addEngineColumn(), test::addEngineRows(); }
    void anIndexThatDoesNotServeTheOrderIsNotDenied();
    void cleanup() { WindowedTableModel::setLocatePause(0); }
};

void TestUnindexedNotice::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-unindexed-test"));
}

void TestUnindexedNotice::saysSoBeforeItStarts() {
    QFETCH(ScratchDatabase::Engine, engine);
    std::unique_ptr<ScratchDatabase> scratch;
    std::unique_ptr<DbConnection> conn;
    QString why;
    QVERIFY2(test::openDemo(engine, &scratch, &conn, &why, 60), qPrintable(why));
    QVERIFY2(conn->loadCatalog(&why), qPrintable(why));
    MainWindow window;
    window.resize(1400, 800);
    window.show();
    QVERIFY2(window.openDatabase(scratch->url(), true, &why), qPrintable(why));

    const QString noIndex = QStringLiteral("no index");
    // The spec is handed to the page's model as a header click, the filter bar or a link hands it: the status line
    // follows the model's restart.
    auto statusOf = [&](const QString& table, const QuerySpec& spec) {
        TablePage* page = window.workspace()->currentPage();
        if (!page || page->table().name != table) {
            window.workspace()->navigate(Location{table, {}, {}});
            page = window.workspace()->currentPage();
        }
        auto* status = page ? page->findChild<QLabel*>(QStringLiteral("rowStatus")) : nullptr;
        if (!status || !page->model()->setQuerySpec(spec))
            return QStringLiteral("(no page)");
        return status->text();
    };
    auto sortedBy = [](const QString& column, bool descending = false) {
        QuerySpec spec;
        spec.sortColumn = column;
        spec.descending = descending;
        return spec;
    };
    auto filtered = [](const QList<FilterCondition>& conditions, const QString& search = {}) {
        QuerySpec spec;
        spec.conditions = conditions;
        spec.quickSearch = search;
        return spec;
    };

    // Said at once, before the first row arrives: the status line is set as the model restarts.
    QString text = statusOf(QStringLiteral("runs"), sortedBy(QStringLiteral("started_at"), true));
    QVERIFY2(text.contains(noIndex, Qt::CaseInsensitive) && text.contains(QStringLiteral("Started")), qPrintable(text));
    test::saveScreenshot(&window, QStringLiteral("unindexed-sort-notice.png"));
    // In the theme's warning colour, and in the other theme's at once when it is chosen while the page is open.
    for (theme::Choice choice : {theme::Choice::Dark, theme::Choice::Light}) {
        theme::apply(choice);
        QCoreApplication::processEvents(); // the window takes the application's palette
        const QString tone = theme::toneColour(theme::Tone::Warning, QApplication::palette()).name();
        const QString shown =
            window.workspace()->currentPage()->findChild<QLabel*>(QStringLiteral("rowStatus"))->text();
        QVERIFY2(shown.contains(tone) && shown.contains(noIndex, Qt::CaseInsensitive), qPrintable(shown));
    }
    text = statusOf(QStringLiteral("runs"),
                    filtered({{QStringLiteral("status"), FilterCondition::Op::Equals, QStringLiteral("FAILURE")}}));
    QVERIFY2(text.contains(noIndex, Qt::CaseInsensitive) && text.contains(QStringLiteral("filter")), qPrintable(text));

    // What an index serves says nothing of it: the default sort, the key, an indexed column, a filter by one.
    for (const QuerySpec& spec :
         {QuerySpec{}, sortedBy(QStringLiteral("id"), true), sortedBy(QStringLiteral("flow_id")),
          filtered({{QStringLiteral("kind"), FilterCondition::Op::Equals, QStringLiteral("ingest")},
                    {QStringLiteral("status"), FilterCondition::Op::Equals, QStringLiteral("FAILURE")}})}) {
        text = statusOf(QStringLiteral("runs"), spec);
        QVERIFY2(!text.contains(noIndex, Qt::CaseInsensitive), qPrintable(text));
    }
    text = statusOf(QStringLiteral("audit_logs"), QuerySpec{});
    QVERIFY2(!text.contains(noIndex, Qt::CaseInsensitive), qPrintable(text));

    // The overview's links to runs go by the key range: no notice on any of them.
    const HomeSnapshot snapshot = HomeSummary::collect(*conn, QDateTime::currentDateTimeUtc());
    const HomeFigure* today = snapshot.figure(QStringLiteral("tabularia.runs.today"));
    QVERIFY(today);
    QList<HomeLink> links{today->link};
    for (const HomeFigure& part : today->parts)
        links << part.link;
    for (const HomeLink& link : std::as_const(links)) {
        QuerySpec spec;
        spec.conditions = link.conditions;
        spec.sortColumn = link.sortColumn;
        spec.descending = link.descending;
        text = statusOf(link.table, spec);
        QVERIFY2(!text.contains(noIndex, Qt::CaseInsensitive), qPrintable(text));
    }

    // A quick search compares text row by row.
    text = statusOf(QStringLiteral("runs"), filtered({}, QStringLiteral("ingest")));
    QVERIFY2(text.contains(noIndex, Qt::CaseInsensitive), qPrintable(text));
}

/// A sort no index serves reads its order in one pass, which the status line follows and the user can stop: held up by
/// a lock on another connection, the pass is running when Cancel sorting is clicked; the sort before it comes back,
/// the pass's statement is stopped on the server (PostgreSQL), and the grid reads the rows as it did before.
void TestUnindexedNotice::progressAndCancel() {
    QFETCH(ScratchDatabase::Engine, engine);
    RunsWindow opened;
    QString why;
    QVERIFY2(opened.open(engine, &why), qPrintable(why));
    std::unique_ptr<ScratchDatabase>& scratch = opened.scratch;
    MainWindow& window = *opened.window;
    TablePage* page = opened.page;
    WindowedTableModel* model = page->model();
    QLabel* status = opened.status();
    QVERIFY(status);
    QVERIFY(opened.shown(0));
    const QString defaultSort = model->sortColumn();
    const int started = page->table().columnIndex(QStringLiteral("started_at"));
    QVERIFY(started >= 0);
    QHeaderView* header = page->findChild<QTableView*>()->horizontalHeader();

    // Unheld, the pass finishes and says the order was read once.
    header->setSortIndicator(started, Qt::DescendingOrder);
    QVERIFY(model->readsOrderOnce());
    QVERIFY(QTest::qWaitFor([&]() { return !model->isReadingOrder() && model->isRowLoaded(0); }, 20000));
    QCOMPARE(model->orderRowsRead(), qint64(model->rowCount()));
    QVERIFY2(status->text().contains(QStringLiteral("Sorted by Started at in one pass")), qPrintable(status->text()));
    QVERIFY2(!status->text().contains(QStringLiteral("cancel-order")), qPrintable(status->text()));
    // Short on the line, the why in its tooltip: no index at all (runs.kind's index would be named).
    QVERIFY2(status->toolTip().startsWith(QStringLiteral("No index of this database leads with Started at")),
             qPrintable(status->toolTip()));
    header->setSortIndicator(page->table().columnIndex(defaultSort), Qt::DescendingOrder);
    QVERIFY(!model->readsOrderOnce());
    // A record highlighted before the sort, far down: found again at once after the cancel, the view goes to it.
    constexpr int kChosen = 150;
    model->prefetch(kChosen, kChosen);
    QVERIFY(opened.shown(kChosen));
    page->grid()->scrollToSourceRow(kChosen, QAbstractItemView::PositionAtCenter);
    page->grid()->selectRow(kChosen);
    QCOMPARE(page->grid()->currentSourceRow(), kChosen);
    const qint64 chosen = model->data(model->index(kChosen, 0), WindowedTableModel::RawValueRole).toLongLong();

    // Held up by a lock, the sort is still being read: its progress is said, with the way out. The pass waits for
    // the first screen, which the lock holds on both engines; on PostgreSQL a second locker queued behind the first
    // screen takes the lock as the first screen lets it go, and holds the pass on the server.
    auto holder = scratch->connect();
    QVERIFY(holder);
    // The first screen's labels then read no runs (a run names its parent): the second lock holds the pass alone.
    QVERIFY2(holder->isSqlite() || holder->exec(QStringLiteral("UPDATE runs SET parent_run_id = NULL"), &why),
             qPrintable(why));
    QVERIFY2(RunsWindow::lockRuns(*holder, &why), qPrintable(why));
    auto watcher = scratch->connect();
    auto waitingOnLock = [&](const QString& who) {
        QSqlQuery q(watcher->db());
        return q.exec(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND "
                                     "wait_event_type = 'Lock' AND ") +
                      who) &&
                       q.next()
                   ? q.value(0).toInt()
                   : -1;
    };
    const QString pass = QStringLiteral("application_name = 'metadesk order'");
    std::atomic_bool letGo{false};
    std::unique_ptr<QThread> secondLocker;
    header->setSortIndicator(started, Qt::AscendingOrder);
    QVERIFY(model->isReadingOrder());
    QVERIFY2(status->text().contains(QStringLiteral("Sorting by Started")) &&
                 status->text().contains(QStringLiteral("cancel-order")),
             qPrintable(status->text()));
    if (!holder->isSqlite()) {
        QVERIFY(QTest::qWaitFor(
            [&]() { return waitingOnLock(QStringLiteral("application_name = 'metadesk pages'")) == 1; }, 10000));
        QCOMPARE(waitingOnLock(pass), 0); // the pass waits for the first screen
        secondLocker.reset(QThread::create([&]() {
            auto locker = scratch->connect();
            if (locker && locker->exec(QStringLiteral("BEGIN"), nullptr) &&
                locker->exec(QStringLiteral("LOCK TABLE runs IN ACCESS EXCLUSIVE MODE"), nullptr))
                while (!letGo.load())
                    QThread::msleep(20);
            if (locker)
                locker->exec(QStringLiteral("COMMIT"), nullptr);
        }));
        secondLocker->start();
        QVERIFY(
            QTest::qWaitFor([&]() { return waitingOnLock(QStringLiteral("query LIKE 'LOCK TABLE%'")) == 1; }, 10000));
        QVERIFY2(holder->exec(QStringLiteral("COMMIT"), &why), qPrintable(why));
        QVERIFY(QTest::qWaitFor([&]() { return model->isRowLoaded(0); }, 10000));
        QVERIFY(QTest::qWaitFor([&]() { return waitingOnLock(pass) == 1; }, 10000));
        // The pass is measured against the estimate the status line says (pg_class, read beside the lock, rounded as
        // the navigator has it): one "about" figure, not the planner's beside the grid's.
        QVERIFY(QTest::qWaitFor([&]() { return model->orderRowsExpected() > 0; }, 10000));
        QCOMPARE(model->orderRowsExpected(), model->aboutRows());
        QVERIFY(model->aboutRows() > model->rowCount()); // the grid's rows stay a little under the estimate
        QVERIFY2(status->text().contains(QStringLiteral("about %1 rows").arg(QLocale().toString(model->aboutRows()))),
                 qPrintable(status->text()));
    } else
        QTest::qWait(300);
    QVERIFY(model->isReadingOrder());
    // No row placed yet (the engine sorts the whole table before its first): the seconds are counted.
    QCOMPARE(model->orderRowsRead(), qint64(0));
    QVERIFY2(QTest::qWaitFor(
                 [&]() {
                     return status->text().contains(
                         QRegularExpression(QStringLiteral("\\(no index serves this order\\), [2-9] s…")));
                 },
                 8000),
             qPrintable(status->text()));
    test::saveScreenshot(&window, QStringLiteral("unindexed-sort-reading-order.png"));

    emit status->linkActivated(QStringLiteral("cancel-order"));
    QVERIFY(!model->readsOrderOnce());
    QCOMPARE(model->sortColumn(), defaultSort);
    QCOMPARE(header->sortIndicatorSection(), page->table().columnIndex(defaultSort));
    QVERIFY2(!status->text().contains(QStringLiteral("Sorting")), qPrintable(status->text()));
    // The notice names the order the rows are in now (the last one an index serves), not "as before".
    const ColumnDescriptor* back = page->table().column(defaultSort);
    QVERIFY(back);
    QVERIFY2(page->selectionNotice().contains(back->label.isEmpty() ? back->name : back->label),
             qPrintable(page->selectionNotice()));
    QVERIFY2(page->selectionNotice().contains(model->sortDescending() ? QStringLiteral("descending")
                                                                      : QStringLiteral("ascending")),
             qPrintable(page->selectionNotice()));
    if (!holder->isSqlite()) { // the pass's statement was cancelled on the server while the lock is still held
        QVERIFY(QTest::qWaitFor([&]() { return waitingOnLock(pass) == 0; }, 10000));
        letGo = true;
        QVERIFY(secondLocker->wait(10000));
    } else
        QVERIFY2(holder->exec(QStringLiteral("COMMIT"), &why), qPrintable(why));
    QVERIFY(opened.shown(0));
    QVERIFY2(model->lastError().isEmpty(), qPrintable(model->lastError()));
    QCOMPARE(model->rowCount(), 300);
    // The record found again, its row shown: the notice still names the order the rows are in, where it can be read
    // (it went out of sight as the view went to the record, and nothing said which sort held).
    QVERIFY2(QTest::qWaitFor(
                 [&]() { return page->grid()->currentSourceRow() == kChosen && model->isRowLoaded(kChosen); }, 20000),
             qPrintable(QStringLiteral("current %1, selected %2, notice %3")
                            .arg(page->grid()->currentSourceRow())
                            .arg(page->grid()->selectedSourceRowCount())
                            .arg(page->selectionNotice())));
    QCOMPARE(model->data(model->index(kChosen, 0), WindowedTableModel::RawValueRole).toLongLong(), chosen);
    QVERIFY(page->grid()->firstVisibleSourceRow() <= kChosen && kChosen <= page->grid()->lastVisibleSourceRow());
    QTest::qWait(500);
    auto* cancelled = page->findChild<QLabel*>(QStringLiteral("selectionNotice"));
    QVERIFY2(page->selectionNotice().startsWith(QStringLiteral("Sorting cancelled")) && cancelled->isVisible(),
             qPrintable(page->selectionNotice()));
    // At the grid's foot, in sight: the viewport scrolls its children with the rows, and the jump to the record took
    // the notice out of sight with them.
    const QRect area = page->grid()->tableView()->viewport()->rect();
    QVERIFY2(area.contains(cancelled->geometry()) && cancelled->geometry().bottom() > area.center().y(),
             qPrintable(QStringLiteral("notice at %1,%2 in a viewport of %3x%4")
                            .arg(cancelled->x())
                            .arg(cancelled->y())
                            .arg(area.width())
                            .arg(area.height())));

    // A row deleted after its order was read holds no values: copying it, or acting on it, says why and copies
    // nothing (not a row of empty cells).
    header->setSortIndicator(started, Qt::DescendingOrder);
    // The cancel's notice went with the reading it spoke of.
    QVERIFY2(page->selectionNotice().isEmpty() &&
                 page->findChild<QLabel*>(QStringLiteral("selectionNotice"))->isHidden(),
             qPrintable(page->selectionNotice()));
    QVERIFY(QTest::qWaitFor([&]() { return !model->isReadingOrder() && model->isRowLoaded(5); }, 20000));
    int goneRow = -1;
    for (int r = 2; r < 30 && goneRow < 0; ++r) {
        QSqlQuery del(holder->db()); // one the platform's keys let go
        const QVariant id = model->data(model->index(r, 0), WindowedTableModel::RawValueRole);
        if (del.exec(QStringLiteral("DELETE FROM runs WHERE id = %1").arg(id.toLongLong())) &&
            del.numRowsAffected() == 1)
            goneRow = r;
    }
    QVERIFY(goneRow > 0);
    model->clearCache();
    QVERIFY(QTest::qWaitFor([&]() { return model->isRowLoaded(goneRow); }, 20000));
    QVERIFY(model->isRowGone(goneRow));
    page->grid()->selectRow(goneRow);
    QGuiApplication::clipboard()->setText(QStringLiteral("before"));
    page->copySelection();
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("before"));
    QVERIFY2(status->text().contains(QStringLiteral("deleted since the order was read")), qPrintable(status->text()));
    QString refusal;
    QVERIFY(page->selectedIdentities(&refusal).isEmpty());
    QVERIFY2(refusal.contains(QStringLiteral("deleted since the order was read")), qPrintable(refusal));
    QVERIFY(page->selectedValues().isEmpty()); // the detail pane gets no values for it
    test::saveScreenshot(&window, QStringLiteral("unindexed-sort-gone-row.png"));
}

void TestUnindexedNotice::theGridKeepsItsHeightWhileTheNoticeStands() {
    // The status line's words change as a one-pass sort goes on ("Sorting…" while its order is read, "Sorted…" when
    // done) and wrap differently: at a width where the first needs more lines than the second, the grid above keeps
    // its height as the words change; the line is its own height again once the sort an index serves is back.
    QFETCH(ScratchDatabase::Engine, engine);
    RunsWindow opened;
    QString why;
    QVERIFY2(opened.open(engine, &why), qPrintable(why));
    TablePage* page = opened.page;
    WindowedTableModel* model = page->model();
    QLabel* status = opened.status();
    QVERIFY(status);
    QVERIFY(opened.shown(0));
    QWidget* grid = page->grid();
    QHeaderView* header = page->findChild<QTableView*>()->horizontalHeader();
    const int started = page->table().columnIndex(QStringLiteral("started_at"));
    const int byDefault = page->table().columnIndex(model->sortColumn());
    auto holder = opened.scratch->connect();
    QVERIFY(holder);
    auto done = [&]() {
        return QTest::qWaitFor([&]() { return !model->isReadingOrder() && model->isCountExact(); }, 20000);
    };
    // The two lines' words, read as they are shown: while the order waits (within SQLite's 5 s busy timeout, before
    // the wait's seconds are counted) and when it is read.
    QVERIFY2(RunsWindow::lockRuns(*holder, &why), qPrintable(why));
    header->setSortIndicator(started, Qt::AscendingOrder);
    const QString reading = status->text();
    QVERIFY2(holder->exec(QStringLiteral("COMMIT"), &why), qPrintable(why));
    QVERIFY2(reading.contains(QStringLiteral("Sorting by Started at")), qPrintable(reading));
    QVERIFY(done());
    const QString sorted = status->text();
    QVERIFY2(sorted.contains(QStringLiteral("Sorted by Started at")), qPrintable(sorted));

    // A width at which the reading's words take more lines than the sorted ones'.
    QLabel measure;
    measure.setFont(status->font());
    measure.setWordWrap(true);
    auto lines = [&](const QString& text, int width) {
        measure.setText(text);
        return measure.heightForWidth(width);
    };
    auto wrapsMore = [&](int width) { return lines(reading, width) > lines(sorted, width); };
    MainWindow& window = *opened.window;
    for (int attempt = 0; attempt < 20 && !wrapsMore(status->width()); ++attempt) {
        int target = status->width() - 1;
        while (target > 200 && !wrapsMore(target))
            --target;
        QVERIFY2(target > 200, "a width at which the reading's words wrap more");
        window.resize(window.width() - (status->width() - target), window.height());
        QTest::qWait(50);
    }
    QVERIFY2(wrapsMore(status->width()),
             qPrintable(QStringLiteral("%1 px: %2 | %3").arg(status->width()).arg(reading, sorted)));

    // The same sort again from the default one, its words in the same order: the grid's height stays.
    header->setSortIndicator(byDefault, Qt::DescendingOrder);
    QVERIFY(opened.shown(0));
    QVERIFY2(RunsWindow::lockRuns(*holder, &why), qPrintable(why));
    header->setSortIndicator(started, Qt::AscendingOrder);
    QCOMPARE(status->text(), reading);
    QTest::qWait(50);
    const int height = grid->height();
    QVERIFY2(holder->exec(QStringLiteral("COMMIT"), &why), qPrintable(why));
    QVERIFY(done());
    QCOMPARE(status->text(), sorted);
    QTest::qWait(50);
    QCOMPARE(grid->height(), height);

    // Back to the sort an index serves: no notice, and the line as high as its words.
    header->setSortIndicator(byDefault, Qt::DescendingOrder);
    QVERIFY(opened.shown(0));
    QTest::qWait(50);
    QVERIFY2(!status->text().contains(QStringLiteral("Sort")), qPrintable(status->text()));
    QCOMPARE(status->height(), status->heightForWidth(status->width()));
    QVERIFY(grid->height() > height);
}

void TestUnindexedNotice::aLongFirstScreenCountsItsSeconds() {
    // A filter's first screen with nothing to show for a while (ten million runs: a filter no NULL row of the sort
    // passes walks all of them first) counts its seconds on the status line, as a one-pass sort does; held here by a
    // lock on both engines.
    QFETCH(ScratchDatabase::Engine, engine);
    RunsWindow opened;
    QString why;
    QVERIFY2(opened.open(engine, &why), qPrintable(why));
    TablePage* page = opened.page;
    WindowedTableModel* model = page->model();
    QLabel* status = opened.status();
    QVERIFY(status);
    QVERIFY(opened.shown(0));
    auto holder = opened.scratch->connect();
    QVERIFY(holder);
    QVERIFY2(RunsWindow::lockRuns(*holder, &why), qPrintable(why));
    QuerySpec spec = model->querySpec();
    spec.conditions = {{QStringLiteral("kind"), FilterCondition::Op::Equals, QStringLiteral("ingest")}};
    QVERIFY(model->setQuerySpec(spec));
    QVERIFY2(status->text().contains(QStringLiteral("Loading…")), qPrintable(status->text()));
    QVERIFY2(!status->text().contains(QRegularExpression(QStringLiteral("Loading… \\d"))), qPrintable(status->text()));
    // Within SQLite's busy timeout (5 s), after which the page would fail rather than wait.
    const bool counted = QTest::qWaitFor(
        [&]() { return status->text().contains(QRegularExpression(QStringLiteral("Loading… [2-4] s"))); }, 4000);
    const QString seen = status->text();
    QVERIFY2(holder->exec(QStringLiteral("COMMIT"), &why), qPrintable(why));
    QVERIFY2(counted, qPrintable(seen));
    QVERIFY(opened.shown(0));
    QVERIFY2(model->lastError().isEmpty(), qPrintable(model->lastError()));
    QVERIFY2(!status->text().contains(QStringLiteral("Loading")) &&
                 status->text().contains(QStringLiteral("rows match the filter")),
             qPrintable(status->text()));
}

/// The highlighted record of a table sorted again by a column no index serves is found when the pass ends, seconds
/// after the first rows are shown: it is highlighted where it is then, the view stays on the first rows the user is
/// reading, and the notice says where the record went, with a link that shows it.
void TestUnindexedNotice::lateFindLeavesTheView() {
    QFETCH(ScratchDatabase::Engine, engine);
    RunsWindow opened;
    QString why;
    QVERIFY2(opened.open(engine, &why), qPrintable(why));
    std::unique_ptr<DbConnection>& conn = opened.conn;
    MainWindow& window = *opened.window;
    TablePage* page = opened.page;
    WindowedTableModel* model = page->model();
    VirtualTableView* grid = page->grid();
    QVERIFY(opened.shown(2));
    // The newest run but two, highlighted near the top; sorted oldest first, it is near the end.
    const qint64 chosen = model->data(model->index(2, 0), WindowedTableModel::RawValueRole).toLongLong();
    grid->selectRow(2);
    QVERIFY(QTest::qWaitFor([&]() { return !page->selectedValues().isEmpty(); }, 5000));
    QSqlQuery q(conn->db());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM runs WHERE started_at < (SELECT started_at FROM runs WHERE "
                                  "id = %1) OR (started_at = (SELECT started_at FROM runs WHERE id = %1) AND id < %1)")
                       .arg(chosen)) &&
            q.next());
    const int place = q.value(0).toInt();
    QVERIFY2(place > 100, qPrintable(QString::number(place)));

    const int started = page->table().columnIndex(QStringLiteral("started_at"));
    auto* pane = window.findChild<RowDetailPane*>();
    QVERIFY(pane && pane->isVisible());
    page->findChild<QTableView*>()->horizontalHeader()->setSortIndicator(started, Qt::AscendingOrder);
    QVERIFY(model->readsOrderOnce());
    // Meanwhile the detail pane stays, saying what it waits for: hidden and shown again, it moved the grid twice.
    QVERIFY(pane->isVisible());
    auto* waiting = pane->findChild<QLabel*>(QStringLiteral("detailEmpty"));
    QVERIFY2(waiting && waiting->isVisible() && waiting->text().startsWith(QStringLiteral("Finding")),
             qPrintable(waiting ? waiting->text() : QString()));
    QVERIFY(QTest::qWaitFor([&]() { return !model->isReadingOrder() && grid->currentSourceRow() == place; }, 20000));
    QVERIFY(QTest::qWaitFor([&]() { return model->isRowLoaded(place); }, 20000));
    QCOMPARE(model->data(model->index(place, 0), WindowedTableModel::RawValueRole).toLongLong(), chosen);
    QVERIFY(grid->isSourceRowSelected(place));
    QCOMPARE(grid->firstVisibleSourceRow(), 0); // the view stayed on the first rows
    auto* notice = page->findChild<QLabel*>(QStringLiteral("selectionNotice"));
    QVERIFY(notice && notice->isVisible());
    QVERIFY2(notice->text().contains(QStringLiteral("row %1 ").arg(place + 1)) &&
                 notice->text().contains(QStringLiteral("show-current")),
             qPrintable(notice->text()));
    test::saveScreenshot(&window, QStringLiteral("unindexed-sort-late-find.png"));

    emit notice->linkActivated(QStringLiteral("show-current"));
    QVERIFY(grid->firstVisibleSourceRow() <= place && place <= grid->lastVisibleSourceRow());
    QVERIFY(notice->isHidden());

    // Sorted again by the key (an index serves it), the record is found at once, and the view goes to it.
    page->findChild<QTableView*>()->horizontalHeader()->setSortIndicator(0, Qt::AscendingOrder);
    QVERIFY(!model->readsOrderOnce());
    QVERIFY(QTest::qWaitFor([&]() { return grid->currentSourceRow() == 300 - 3; }, 20000));
    QVERIFY(grid->firstVisibleSourceRow() <= 297 && 297 <= grid->lastVisibleSourceRow());

    // Its highlight taken off, the focus frame left on it: sorted again with no index, the frame follows the record,
    // which is neither highlighted nor named by a notice.
    QVERIFY(QTest::qWaitFor([&]() { return model->isRowLoaded(297); }, 20000));
    grid->setSelectedSourceRows(RowRangeSet(), 297);
    QVERIFY(QTest::qWaitFor([&]() { return page->selectedValues().isEmpty(); }, 5000));
    page->findChild<QTableView*>()->horizontalHeader()->setSortIndicator(started, Qt::DescendingOrder);
    QVERIFY(model->readsOrderOnce());
    const int descPlace = 300 - 1 - place;
    QVERIFY(
        QTest::qWaitFor([&]() { return !model->isReadingOrder() && grid->currentSourceRow() == descPlace; }, 20000));
    QTest::qWait(200);
    QCOMPARE(grid->selectedSourceRowCount(), 0);
    QVERIFY(page->selectedValues().isEmpty());
    QVERIFY2(notice->isHidden(), qPrintable(notice->text()));
}

/// A highlighted record that the new order's first screen shows is highlighted there as soon as those rows come, and
/// the detail pane keeps it: not taken off for the seconds the pass reading the order takes.
void TestUnindexedNotice::aRowOnTheFirstScreenStaysHighlighted() {
    QFETCH(ScratchDatabase::Engine, engine);
    RunsWindow opened;
    QString why;
    QVERIFY2(opened.open(engine, &why), qPrintable(why));
    WindowedTableModel* model = opened.page->model();
    VirtualTableView* grid = opened.page->grid();
    QVERIFY(opened.shown(0));
    QCOMPARE(model->sortColumn(), QStringLiteral("id"));
    QVERIFY(model->sortDescending());
    // The run fourth from the newest start, and its row now (newest id first).
    QSqlQuery q(opened.conn->db());
    QVERIFY(q.exec(QStringLiteral("SELECT id FROM runs ORDER BY started_at DESC, id DESC LIMIT 1 OFFSET 3")) &&
            q.next());
    const qint64 chosen = q.value(0).toLongLong();
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM runs WHERE id > %1").arg(chosen)) && q.next());
    const int row = q.value(0).toInt();
    model->prefetch(row, row);
    QVERIFY(QTest::qWaitFor([&]() { return model->isRowLoaded(row); }, 20000));
    grid->selectRow(row);
    QVERIFY(QTest::qWaitFor([&]() { return !opened.page->selectedValues().isEmpty(); }, 5000));

    // When the first screen comes, the pass reading the order has only just been asked for (it waits for those
    // rows): what the page does with them is seen before the pass can end.
    int firstScreens = 0;
    bool highlighted = false, current = false, inPane = false, reading = false;
    QMetaObject::Connection seen = connect(model, &WindowedTableModel::pageLoaded, this, [&](int first, int last) {
        if (firstScreens++ > 0 || first > 3 || last < 3)
            return;
        reading = model->isReadingOrder();
        highlighted = grid->isSourceRowSelected(3);
        current = grid->currentSourceRow() == 3;
        const QVariantList values = opened.page->selectedValues(); // what the detail pane shows
        inPane = !values.isEmpty() && values.first().toLongLong() == chosen;
    });
    const int started = opened.page->table().columnIndex(QStringLiteral("started_at"));
    opened.page->findChild<QTableView*>()->horizontalHeader()->setSortIndicator(started, Qt::DescendingOrder);
    QVERIFY(model->readsOrderOnce());
    QVERIFY(QTest::qWaitFor([&]() { return firstScreens > 0; }, 20000));
    disconnect(seen);
    QVERIFY(reading);
    QVERIFY(highlighted);
    QVERIFY(current);
    QVERIFY(inPane);
    QCOMPARE(model->data(model->index(3, 0), WindowedTableModel::RawValueRole).toLongLong(), chosen);

    // The pass's own answer, when it ends, leaves it there: no notice, the view on the first rows.
    QVERIFY(QTest::qWaitFor([&]() { return !model->isReadingOrder(); }, 20000));
    QTest::qWait(200);
    QVERIFY(grid->isSourceRowSelected(3));
    QCOMPARE(grid->selectedSourceRowCount(), 1);
    QCOMPARE(grid->firstVisibleSourceRow(), 0);
    auto* notice = opened.page->findChild<QLabel*>(QStringLiteral("selectionNotice"));
    QVERIFY2(notice && notice->isHidden(), qPrintable(notice ? notice->text() : QString()));
}

/// Under a sort an index serves, the highlighted record's place comes from counting the rows before it, which on a
/// large table takes seconds (2.2-2.7 s on ten million SQLite runs) after the first rows are shown: found that late,
/// it is highlighted where it is, the view stays on the rows the user reads, and the notice says where it went. A
/// record the program goes to (a link, Back) is still gone to, however long its place takes.
void TestUnindexedNotice::slowFindUnderAnIndexLeavesTheView() {
    QFETCH(ScratchDatabase::Engine, engine);
    RunsWindow opened;
    QString why;
    QVERIFY2(opened.open(engine, &why), qPrintable(why));
    TablePage* page = opened.page;
    WindowedTableModel* model = page->model();
    VirtualTableView* grid = page->grid();
    QVERIFY(opened.shown(2));
    const qint64 chosen = model->data(model->index(2, 0), WindowedTableModel::RawValueRole).toLongLong();
    grid->selectRow(2);
    QVERIFY(QTest::qWaitFor([&]() { return !page->selectedValues().isEmpty(); }, 5000));

    // Sorted oldest first by the key (an index serves it), the place comes 1.5 s after it is asked. The detail pane
    // stays through the finding and the reading of the row found (hidden and shown again, it moved the grid twice).
    auto* pane = opened.window->findChild<RowDetailPane*>();
    QVERIFY(pane && pane->isVisible());
    HideCounter hides;
    pane->installEventFilter(&hides);
    const int gridHeight = grid->height();
    WindowedTableModel::setLocatePause(1500);
    page->findChild<QTableView*>()->horizontalHeader()->setSortIndicator(0, Qt::AscendingOrder);
    QVERIFY(!model->readsOrderOnce());
    QVERIFY(QTest::qWaitFor([&]() { return model->isRowLoaded(0); }, 20000));
    QVERIFY(QTest::qWaitFor([&]() { return grid->currentSourceRow() == 297; }, 20000));
    QVERIFY(QTest::qWaitFor([&]() { return model->isRowLoaded(297); }, 20000));
    QCOMPARE(model->data(model->index(297, 0), WindowedTableModel::RawValueRole).toLongLong(), chosen);
    QVERIFY(grid->isSourceRowSelected(297));
    QCOMPARE(grid->firstVisibleSourceRow(), 0); // the view stayed on the first rows
    QVERIFY(QTest::qWaitFor([&]() { return !page->selectedValues().isEmpty(); }, 20000));
    QCOMPARE(hides.count, 0);
    QVERIFY(pane->isVisible());
    auto* notice = page->findChild<QLabel*>(QStringLiteral("selectionNotice"));
    QVERIFY(notice && notice->isVisible());
    QVERIFY2(notice->text().contains(QStringLiteral("row 298 ")) &&
                 notice->text().contains(QStringLiteral("show-current")),
             qPrintable(notice->text()));
    // Over the grid's foot: the grid keeps its height, and the notice is within the rows' area.
    QCOMPARE(grid->height(), gridHeight);
    QVERIFY(grid->tableView()->viewport()->rect().contains(notice->geometry()));
    // Show it, clicked as a user does: the link is found where the pointer turns into a hand over the notice.
    QPoint link(-1, -1);
    for (int x = notice->width() - 4; x > 0 && link.x() < 0; x -= 3)
        for (int y = 4; y < notice->height() - 2 && link.x() < 0; y += 3) {
            QTest::mouseMove(notice, QPoint(x, y));
            if (notice->cursor().shape() == Qt::PointingHandCursor)
                link = QPoint(x, y);
        }
    QVERIFY2(link.x() >= 0, "no link under the pointer anywhere on the notice");
    QTest::mouseClick(notice, Qt::LeftButton, {}, link);
    QCOMPARE(grid->currentSourceRow(), 297); // the click went to the link, not to the row beneath
    QVERIFY(grid->isSourceRowSelected(297));
    QVERIFY(grid->firstVisibleSourceRow() <= 297 && 297 <= grid->lastVisibleSourceRow());

    // Gone to by the program (as a link or Back does), a record far from the view is shown when its place comes.
    grid->scrollToTop();
    model->prefetch(150, 150);
    QVERIFY(QTest::qWaitFor([&]() { return model->isRowLoaded(0) && model->isRowLoaded(150); }, 20000));
    const qint64 far = model->data(model->index(150, 0), WindowedTableModel::RawValueRole).toLongLong();
    page->selectKey({far}, false);
    QVERIFY(QTest::qWaitFor([&]() { return grid->currentSourceRow() == 150; }, 20000));
    QVERIFY(grid->firstVisibleSourceRow() <= 150 && 150 <= grid->lastVisibleSourceRow());
    QVERIFY(grid->isSourceRowSelected(150));
}

/// An index on the sort column that hands out the rows sharing a value out of key order (PostgreSQL's on runs.kind,
/// where ANALYZE says a kind holds more than 10,000 of the 20,000 runs): the order is read once, and the status line
/// says the index does not serve it, not that there is none. On SQLite the index serves it (each ends with the rowid).
void TestUnindexedNotice::anIndexThatDoesNotServeTheOrderIsNotDenied() {
    QFETCH(ScratchDatabase::Engine, engine);
    RunsWindow opened;
    QString why;
    QVERIFY2(opened.open(engine, &why, 20000), qPrintable(why));
    WindowedTableModel* model = opened.page->model();
    QLabel* status = opened.status();
    QVERIFY(status);
    QVERIFY(opened.shown(0));
    QHeaderView* header = opened.page->findChild<QTableView*>()->horizontalHeader();
    header->setSortIndicator(opened.page->table().columnIndex(QStringLiteral("kind")), Qt::AscendingOrder);
    QCOMPARE(model->sortColumn(), QStringLiteral("kind"));
    if (engine == ScratchDatabase::Engine::Sqlite) {
        QVERIFY(!model->readsOrderOnce());
        QVERIFY(opened.shown(0));
        QVERIFY2(!status->text().contains(QStringLiteral("one pass")), qPrintable(status->text()));
        return;
    }
    QVERIFY(model->readsOrderOnce());
    QVERIFY(QTest::qWaitFor([&]() { return !model->isReadingOrder() && model->isRowLoaded(0); }, 20000));
    QVERIFY2(status->text().contains(
                 QStringLiteral("Sorted by Kind in one pass over the table (its index does not serve it)")),
             qPrintable(status->text()));
    QVERIFY2(!status->text().contains(QStringLiteral("no index")), qPrintable(status->text()));
    QVERIFY2(status->toolTip().startsWith(QStringLiteral("The index on Kind does not hand out")),
             qPrintable(status->toolTip()));
}

QTEST_MAIN(TestUnindexedNotice)
#include "tst_UnindexedNotice.moc"
