#include "common/TestDatabases.h"
#include "core/demo/DemoGenerator.h"
#include "core/settings/Settings.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/detail/RowDetailPane.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/home/HomePage.h"
#include "gui/home/HomeTile.h"
#include "gui/home/RunsChart.h"
#include "gui/pages/TablePage.h"
#include "models/WindowedTableModel.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSplitter>
#include <QSqlQuery>
#include <QTest>
#include <QTimer>
#include <QTranslator>
#include <QTreeView>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The home view in the main window, on both engines: what a newcomer sees first, its tiles leading to the rows they
/// count and back, refreshing only while shown; and the window remembering its panes and the last table.
class TestHomePage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void init_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cleanup();
    void opensOnTheHomeView();
    void opensOnTheHomeView_data() { init_data(); }
    void tilesLeadToTheirRowsAndBack();
    void tilesLeadToTheirRowsAndBack_data() { init_data(); }
    void refreshesOnlyWhileShown();
    void refreshesOnlyWhileShown_data() { init_data(); }
    void readsNothingBehindATable();
    void readsNothingBehindATable_data() { init_data(); }
    void todayFirstThenTheEarlierDays();
    void todayFirstThenTheEarlierDays_data() { init_data(); }
    void auditEntryOpensItsRow();
    void auditEntryOpensItsRow_data() { init_data(); }
    void detailPaneOnlyWithARow();
    void detailPaneOnlyWithARow_data() { init_data(); }
    void remembersLastTableAndPanes();
    void remembersLastTableAndPanes_data() { init_data(); }
    void fitsANarrowWindow();
    void fitsANarrowWindow_data() { init_data(); }

private:
    bool waitForSnapshot(MainWindow& window) {
        HomePage* home = window.workspace()->homePage();
        return QTest::qWaitFor([home] { return home->isComplete(); }, 30000);
    }
    std::unique_ptr<MainWindow> openWindow() {
        auto window = std::make_unique<MainWindow>();
        window->resize(1280, 800);
        window->show();
        QString error;
        if (!window->openDatabase(m_scratch->url(), false, &error))
            qWarning("%s", qPrintable(error));
        return window;
    }
    qint64 count(const QString& sql) {
        QSqlQuery q(m_conn->db());
        return q.exec(sql) && q.next() ? q.value(0).toLongLong() : -1;
    }

    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
    QTranslator m_plurals;
};

void TestHomePage::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    // The English plural forms the app loads ("13 days").
    QVERIFY(m_plurals.load(QStringLiteral("metadesk_en"), QStringLiteral(":/i18n")));
    QApplication::installTranslator(&m_plurals);
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-home-test"));
}

void TestHomePage::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    QString error;
    // Today's demo (the app reads at the real clock): runs today, stale claims and tokens of today.
    m_scratch = std::make_unique<ScratchDatabase>(engine);
    QVERIFY2(m_scratch->isValid(), qPrintable(m_scratch->error()));
    DemoGenerator::Options o;
    o.runs = 1500;
    QVERIFY2(test::fillDemo(*m_scratch, o, &error), qPrintable(error));
    m_conn = m_scratch->connect();
    QVERIFY(m_conn);
    Settings::instance().reset(Settings::Key::LastTables);
    Settings::instance().reset(Settings::Key::WorkspaceSplitter);
    Settings::instance().reset(Settings::Key::HomeRefreshSeconds);
}

void TestHomePage::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestHomePage::opensOnTheHomeView() {
    auto window = openWindow();
    Workspace* ws = window->workspace();
    QVERIFY(ws->isHomeShown());
    QVERIFY(!ws->currentPage());
    QVERIFY(!ws->detailPane()->isVisible()); // nothing selected: the overview has the room
    QVERIFY(waitForSnapshot(*window));
    HomePage* home = ws->homePage();
    HomeTile* users = home->tile(QStringLiteral("tabularia.users"));
    QVERIFY(users);
    QTRY_VERIFY(users->isVisible()); // laid out on the next turn of the event loop
    QCOMPARE(users->figure().value, count(QStringLiteral("SELECT count(*) FROM users")));
    QVERIFY(users->accessibleName().contains(QString::number(users->figure().value)));
    HomeTile* dashboards = home->tile(QStringLiteral("holotable.dashboards"));
    QVERIFY(dashboards);
    QTRY_VERIFY(dashboards->isVisible());
    QCOMPARE(dashboards->figure().value,
             count(QStringLiteral("SELECT count(*) FROM dashboards WHERE deleted_at IS NULL")));
    QVERIFY(home->tile(QStringLiteral("tabularia.staleClaims"))->figure().value >= 2);
    QVERIFY(home->tile(QStringLiteral("tabularia.runs.today"))->figure().value > 0);
    QVERIFY(home->tile(QStringLiteral("holotable.tokens")));
    // The chart draws what the snapshot holds.
    QVERIFY(home->runsChart());
    QTRY_VERIFY(home->runsChart()->isVisible());
    qint64 charted = 0;
    for (const QList<qint64>& days : home->runsChart()->series())
        charted += days.constLast();
    QCOMPARE(charted, home->tile(QStringLiteral("tabularia.runs.today"))->figure().value);
    // Both platforms' last entries, merged newest first.
    QCOMPARE(home->auditView()->model()->rowCount(), HomeSummary::kAuditEntries);
    // The Overview action is off while the overview shows.
    QVERIFY(!window->findChild<QAction*>(QStringLiteral("homeAction"))->isEnabled());
}

void TestHomePage::fitsANarrowWindow() {
    // Windows 1,100 and 900 px wide (a laptop's half screen): the overview fits its pane, no horizontal scroll bar
    // cutting Refresh Now, the tiles or the chart's last day; each tile still shows its whole number; the title keeps
    // the database's name first (cut, it loses its end: PostgreSQL's server), whole in its tooltip.
    auto window = openWindow();
    QVERIFY(waitForSnapshot(*window));
    HomePage* home = window->workspace()->homePage();
    auto* scroll = home->findChild<QScrollArea*>(QStringLiteral("homeScroll"));
    auto* refresh = home->findChild<QPushButton*>(QStringLiteral("homeRefresh"));
    auto* title = home->findChild<QLabel*>(QStringLiteral("homeTitle"));
    QVERIFY(scroll && refresh && title);
    QTRY_VERIFY(home->tile(QStringLiteral("tabularia.users")) &&
                home->tile(QStringLiteral("tabularia.users"))->isVisible());
    const QString whole = QStringLiteral("Overview of %1").arg(m_scratch->url().shortName());
    bool cut = false;
    for (int width : {1100, 900}) {
        window->resize(width, 800);
        QTest::qWait(50); // laid out
        QVERIFY2(!scroll->horizontalScrollBar()->isVisible(),
                 qPrintable(QStringLiteral("%1 px: content %2 px in a viewport of %3 px")
                                .arg(width)
                                .arg(scroll->widget()->minimumSizeHint().width())
                                .arg(scroll->viewport()->width())));
        const QRect viewport(QPoint(0, 0), scroll->viewport()->size());
        QVERIFY(viewport.contains(QRect(refresh->mapTo(scroll->viewport(), QPoint(0, 0)), refresh->size())));
        QCOMPARE(title->toolTip(), whole);
        cut = title->text() != whole;
        const QString shown = title->text();
        QVERIFY2(!cut || (shown.endsWith(QChar(0x2026)) && whole.startsWith(shown.chopped(1)) &&
                          shown.size() > QStringLiteral("Overview of ").size() + 2),
                 qPrintable(shown));
        const QList<HomeTile*> tiles = home->findChildren<HomeTile*>();
        QVERIFY(tiles.size() > 10);
        for (HomeTile* tile : tiles) {
            const QRect at(tile->mapTo(scroll->viewport(), QPoint(0, 0)), tile->size());
            QVERIFY2(at.left() >= 0 && at.right() < viewport.width(), qPrintable(tile->objectName()));
            QVERIFY2(tile->width() >= tile->minimumSizeHint().width(), qPrintable(tile->objectName()));
        }
    }
    QVERIFY(cut); // a test database's name is long: cut at 900 px
}

void TestHomePage::tilesLeadToTheirRowsAndBack() {
    auto window = openWindow();
    Workspace* ws = window->workspace();
    QVERIFY(waitForSnapshot(*window));
    HomeTile* stale = ws->homePage()->tile(QStringLiteral("tabularia.staleClaims"));
    QVERIFY(stale);
    const qint64 expected = stale->figure().value;
    stale->setFocus();
    QTest::keyClick(stale, Qt::Key_Space); // the keyboard opens it as a click does
    QVERIFY(!ws->isHomeShown());
    TablePage* page = ws->currentPage();
    QVERIFY(page);
    QCOMPARE(page->table().name, QStringLiteral("runs"));
    QCOMPARE(page->querySpec().conditions.size(), 3);
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact(), 20000);
    QCOMPARE(qint64(page->model()->rowCount()), expected);
    // Back returns to the overview; the Overview action leads there too.
    QVERIFY(ws->canGoBack());
    ws->goBack();
    QVERIFY(ws->isHomeShown());
    ws->goForward();
    QCOMPARE(ws->currentPage()->table().name, QStringLiteral("runs"));
    QAction* home = window->findChild<QAction*>(QStringLiteral("homeAction"));
    QVERIFY(home->isEnabled());
    home->trigger();
    QVERIFY(ws->isHomeShown());

    // A status of today's runs: the grid counts the same rows.
    HomeTile* failed = ws->homePage()->tile(QStringLiteral("tabularia.runs.FAILURE"));
    QVERIFY(failed);
    const qint64 failures = failed->figure().value;
    QTest::mouseClick(failed, Qt::LeftButton);
    page = ws->currentPage();
    QVERIFY(page);
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact(), 20000);
    QCOMPARE(qint64(page->model()->rowCount()), failures);
}

/// As the app starts with a table asked for: the overview is never on the screen, so its figures (seconds of a core
/// on ten million runs) are not read until it is.
void TestHomePage::readsNothingBehindATable() {
    MainWindow window;
    window.resize(1280, 800);
    QString error;
    QVERIFY2(window.openDatabase(m_scratch->url(), false, &error), qPrintable(error));
    Workspace* ws = window.workspace();
    ws->navigate(Location{QStringLiteral("runs"), {}, {}});
    window.show();
    HomePage* home = ws->homePage();
    QSignalSpy shown(home, &HomePage::snapshotShown);
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(500);
    QCOMPARE(shown.size(), 0);
    QVERIFY(!home->snapshot().takenAt.isValid());
    ws->goHome(); // on the screen now: read
    QVERIFY(shown.wait(30000));
    QCOMPARE(home->tile(QStringLiteral("tabularia.users"))->figure().value,
             count(QStringLiteral("SELECT count(*) FROM users")));
}

/// The first read takes today alone, so that today's figures come at once (a tenth of a second on ten million runs,
/// where the chart's earlier days take one or two); the earlier days follow, and meanwhile the chart says so.
void TestHomePage::todayFirstThenTheEarlierDays() {
    MainWindow window;
    window.resize(1280, 800);
    HomePage* home = window.workspace()->homePage();
    home->setRefreshSeconds(0); // no read of the timer's: every snapshot below is asked for
    QSignalSpy shown(home, &HomePage::snapshotShown);
    window.show();
    QString error;
    QVERIFY2(window.openDatabase(m_scratch->url(), false, &error), qPrintable(error));
    QVERIFY(shown.wait(30000));
    QCOMPARE(shown.size(), 1);
    QVERIFY(!home->isComplete());
    QCOMPARE(home->snapshot().runDays.size(), 1);
    QCOMPARE(home->snapshot().runDays.constFirst().day, QDateTime::currentDateTimeUtc().date());
    const qint64 today = home->tile(QStringLiteral("tabularia.runs.today"))->figure().value;
    QVERIFY(today > 0);
    QCOMPARE(home->tile(QStringLiteral("tabularia.users"))->figure().value,
             count(QStringLiteral("SELECT count(*) FROM users")));
    RunsChart* chart = home->runsChart();
    QVERIFY(chart);
    QCOMPARE(chart->view()->chart().title,
             QStringLiteral("Runs started per day (UTC): the %1 days before these are being read…")
                 .arg(HomeSummary::kRunDays - 1));
    qint64 charted = 0;
    for (const QList<qint64>& days : chart->series()) {
        QCOMPARE(days.size(), 1);
        charted += days.constFirst();
    }
    QCOMPARE(charted, today);
    QVERIFY(chart->emptyText().isEmpty());

    // A read asked for while the earlier days are read (a row just written) is done after that read, not dropped.
    QTRY_VERIFY_WITH_TIMEOUT(home->isReading(), 10000);
    const qint64 users = count(QStringLiteral("SELECT count(*) FROM users"));
    QSqlQuery q(m_conn->db());
    QVERIFY(q.exec(QStringLiteral("INSERT INTO users (email, full_name, hashed_password, is_active, is_superuser, "
                                  "is_observer, created_at) VALUES ('later.person@example.org', 'Later Person', 'x', "
                                  "true, false, false, '2026-11-30 10:00:00')")));
    home->refresh();
    QTRY_COMPARE_WITH_TIMEOUT(shown.size(), 3, 30000);
    QVERIFY(home->isComplete());
    QVERIFY(!home->isReading());
    QCOMPARE(home->tile(QStringLiteral("tabularia.users"))->figure().value, users + 1);
    QCOMPARE(home->snapshot().runDays.size(), HomeSummary::kRunDays);
    QCOMPARE(home->runsChart()->view()->chart().title,
             QStringLiteral("Runs started per day (UTC), the last %1 days").arg(HomeSummary::kRunDays));
    for (const QList<qint64>& days : home->runsChart()->series())
        QCOMPARE(days.size(), HomeSummary::kRunDays);
    qint64 earlier = 0;
    for (int d = 0; d + 1 < HomeSummary::kRunDays; ++d)
        for (qint64 n : home->snapshot().runDays.at(d).byStatus)
            earlier += n;
    QVERIFY(earlier > 0); // the demo's runs span the days before today too
}

void TestHomePage::refreshesOnlyWhileShown() {
    auto window = openWindow();
    Workspace* ws = window->workspace();
    HomePage* home = ws->homePage();
    QVERIFY(waitForSnapshot(*window));
    home->setRefreshSeconds(10);
    QVERIFY(home->isAutoRefreshing());
    QCOMPARE(Settings::instance().get(Settings::Key::HomeRefreshSeconds).toInt(), 10);
    ws->navigate(Location{QStringLiteral("users"), {}, {}});
    QVERIFY(!home->isVisible());
    QVERIFY(!home->isAutoRefreshing()); // nothing read for a page nobody sees
    ws->goHome();
    QVERIFY(home->isAutoRefreshing());
    home->setRefreshSeconds(0);
    QVERIFY(!home->isAutoRefreshing());

    // A new row shows on the next read.
    const QDateTime before = home->snapshot().takenAt;
    const qint64 users = home->tile(QStringLiteral("tabularia.users"))->figure().value;
    QSqlQuery q(m_conn->db());
    QVERIFY(q.exec(QStringLiteral("INSERT INTO users (email, full_name, hashed_password, is_active, is_superuser, "
                                  "is_observer, created_at) VALUES ('new.person@example.org', 'New Person', 'x', "
                                  "true, false, false, '2026-11-30 10:00:00')")));
    QTest::qWait(5);
    QSignalSpy shown(home, &HomePage::snapshotShown);
    home->refresh();
    QVERIFY(shown.wait(30000));
    QVERIFY(home->snapshot().takenAt > before);
    QCOMPARE(home->tile(QStringLiteral("tabularia.users"))->figure().value, users + 1);

    // The timer's read takes today alone and keeps the chart's earlier days.
    home->setRefreshSeconds(10);
    QTimer* timer = home->findChild<QTimer*>(QStringLiteral("homeTimer"));
    QVERIFY(timer && timer->isActive());
    timer->start(10); // as if ten seconds had passed
    QVERIFY(shown.wait(30000));
    QCOMPARE(home->snapshot().runDays.size(), HomeSummary::kRunDays);
    QCOMPARE(home->runsChart()->series().value(QStringLiteral("SUCCESS")).size(), HomeSummary::kRunDays);
    home->setRefreshSeconds(0);
}

void TestHomePage::auditEntryOpensItsRow() {
    auto window = openWindow();
    Workspace* ws = window->workspace();
    QVERIFY(waitForSnapshot(*window));
    QTreeView* audit = ws->homePage()->auditView();
    const QModelIndex first = audit->model()->index(0, 0);
    QVERIFY(first.isValid());
    const QString table = first.data(Qt::UserRole + 1).toString();
    const qint64 id = first.data(Qt::UserRole).toLongLong();
    audit->setFocus();
    audit->setCurrentIndex(first);
    QTest::keyClick(audit, Qt::Key_Return);
    TablePage* page = ws->currentPage();
    QVERIFY(page);
    QCOMPARE(page->table().name, table);
    QTRY_VERIFY_WITH_TIMEOUT(page->grid()->currentSourceRow() == 0, 20000);
    QCOMPARE(page->selectedPrimaryKey().value(0).toLongLong(), id);
    QVERIFY(ws->detailPane()->isVisible());
}

void TestHomePage::detailPaneOnlyWithARow() {
    auto window = openWindow();
    Workspace* ws = window->workspace();
    QVERIFY(!ws->detailPane()->isVisible()); // the overview
    ws->navigate(Location{QStringLiteral("flows"), {}, {}});
    TablePage* page = ws->currentPage();
    QVERIFY(!ws->detailPane()->isVisible()); // a table with no row chosen yet
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(1), 20000);
    page->grid()->selectRow(1);
    QTRY_VERIFY(ws->detailPane()->isVisible());
    ws->goHome();
    QVERIFY(!ws->detailPane()->isVisible());
    ws->goBack(); // the table again, its row still chosen
    QTRY_VERIFY(ws->detailPane()->isVisible());
    ws->navigate(Location{QStringLiteral("groups"), {}, {}});
    QCOMPARE(ws->detailPane()->isVisible(), !ws->currentPage()->selectedValues().isEmpty());
}

void TestHomePage::remembersLastTableAndPanes() {
    QList<int> sizes;
    {
        auto window = openWindow();
        Workspace* ws = window->workspace();
        ws->navigate(Location{QStringLiteral("datasources"), {}, {}});
        TablePage* page = ws->currentPage();
        QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(0), 20000);
        page->grid()->selectRow(0);
        QTRY_VERIFY(ws->detailPane()->isVisible());
        QSplitter* splitter = ws->splitter();
        splitter->setSizes({200, 700, 380});
        sizes = splitter->sizes();
        emit splitter->splitterMoved(200, 1);
        window->close(); // saves the geometry
    }
    auto window = openWindow();
    Workspace* ws = window->workspace();
    QVERIFY(ws->currentPage());
    QCOMPARE(ws->currentPage()->table().name, QStringLiteral("datasources")); // back where it was left
    QVERIFY(ws->canGoBack());                                                 // and the overview one step back
    QTRY_VERIFY_WITH_TIMEOUT(ws->currentPage()->model()->isRowLoaded(0), 20000);
    ws->currentPage()->grid()->selectRow(0);
    QTRY_VERIFY_WITH_TIMEOUT(ws->detailPane()->isVisible(), 20000);
    // The navigator and the detail pane at the widths they were left at (the grid takes what remains).
    QTRY_COMPARE(ws->splitter()->sizes().value(0), sizes.value(0));
    QTRY_COMPARE(ws->splitter()->sizes().value(2), sizes.value(2));
    QVERIFY(!Settings::instance().get(Settings::Key::MainWindowGeometry).toByteArray().isEmpty());

    // Left on the overview, the database opens on it next time.
    ws->goHome();
    window->close();
    window.reset();
    window = openWindow();
    QVERIFY(window->workspace()->isHomeShown());
    QVERIFY(!window->workspace()->canGoBack());
}

QTEST_MAIN(TestHomePage)
#include "tst_HomePage.moc"
