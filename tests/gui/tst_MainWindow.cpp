#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/export/TableExporter.h"
#include "core/query/TableQuery.h"
#include "core/schema/MigrationSet.h"
#include "core/schema/Migrator.h"
#include "core/settings/Settings.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/charts/ChartView.h"
#include "gui/connect/StartPage.h"
#include "gui/edit/EditController.h"
#include "gui/export/ExportController.h"
#include "gui/export/ExportJob.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/pages/FilterBar.h"
#include "gui/pages/TablePage.h"
#include "gui/style/AppIcon.h"
#include "models/NavigatorModel.h"
#include "models/WindowedTableModel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QCryptographicHash>
#include <QDateTimeEdit>
#include <QFile>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeView>

#include <algorithm>
#include <functional>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The main window on the offscreen platform: it opens the demo and real databases, shows every table with the rows
/// SQL has, follows references and comes back, and in read-only mode leaves the file untouched.
class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void applicationIconIsPngOfEachSize();
    void chartsLoadedWithTheFirstChart(); // before any other test shows a chart
    void opensDemoOnFirstUse();
    void visitsEveryTable_data() { test::addEngineColumn(), test::addEngineRows(); }
    void visitsEveryTable();
    void followsAReferenceAndComesBack_data() { test::addEngineColumn(), test::addEngineRows(); }
    void followsAReferenceAndComesBack();
    void columnOrderKeptAcrossSessions_data() { test::addEngineColumn(), test::addEngineRows(); }
    void columnOrderKeptAcrossSessions();
    void filterAndSortMatchSql_data() { test::addEngineColumn(), test::addEngineRows(); }
    void filterAndSortMatchSql();
    void auditLogFiltersByActorActionEntityAndTime_data() { test::addEngineColumn(), test::addEngineRows(); }
    void auditLogFiltersByActorActionEntityAndTime();
    void exportMatchesTheGrid_data() { test::addEngineColumn(), test::addEngineRows(); }
    void exportMatchesTheGrid();
    void readOnlyLeavesFileUntouched();
    void olderSchemaOpensReadOnly_data() { test::addEngineColumn(), test::addEngineRows(); }
    void olderSchemaOpensReadOnly();
    void refusesWhatIsNotAPlatformDatabase();
    void wrongPasswordSaysSo();
    void opensInTheBackgroundFromTheStartPage_data() { test::addEngineColumn(), test::addEngineRows(); }
    void startPageOnlyWhenNothingIsOpen_data() { test::addEngineColumn(), test::addEngineRows(); }
    void startPageOnlyWhenNothingIsOpen();
    void opensInTheBackgroundFromTheStartPage();

private:
    static bool createDemo(const ScratchDatabase& scratch) {
        QString error;
        const bool ok = test::fillDemo(scratch, &error, 500);
        if (!ok)
            qWarning("%s", qPrintable(error));
        return ok;
    }
    /// A demo database on the scratch database's engine, opened in a shown window.
    static bool openDemoIn(MainWindow& window, const ScratchDatabase& scratch, bool readOnly) {
        if (!scratch.isValid() || !createDemo(scratch)) {
            qWarning("no demo database: %s", qPrintable(scratch.error()));
            return false;
        }
        window.show();
        QString error;
        if (!window.openDatabase(scratch.url(), readOnly, &error)) {
            qWarning("%s", qPrintable(error));
            return false;
        }
        return true;
    }
    static qint64 count(const DbConnection& conn, const QString& sql) {
        QSqlQuery q(conn.db());
        return q.exec(sql) && q.next() ? q.value(0).toLongLong() : -1;
    }
    static QAction* action(MainWindow& w, const char* name) { return w.findChild<QAction*>(QLatin1String(name)); }
    /// Every table the database has, as its catalog describes it (the compiled catalog met with the live schema):
    /// the platforms' tables at their head, then the version tables under "Other tables".
    static QList<TableDescriptor> liveTables(const DbConnection& conn) { return conn.catalog().tables(); }
    /// RFC 4180 records (quoted fields may hold commas and line breaks: runs' tracebacks do).
    static QList<QStringList> parseCsv(const QByteArray& data);
};

QList<QStringList> TestMainWindow::parseCsv(const QByteArray& data) {
    QList<QStringList> records;
    QStringList record;
    QByteArray field;
    bool quoted = false;
    for (qsizetype i = 0; i < data.size(); ++i) {
        const char c = data.at(i);
        if (quoted) {
            if (c == '"' && i + 1 < data.size() && data.at(i + 1) == '"')
                field += data.at(++i);
            else if (c == '"')
                quoted = false;
            else
                field += c;
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            record << QString::fromUtf8(field);
            field.clear();
        } else if (c == '\r' && i + 1 < data.size() && data.at(i + 1) == '\n') {
            record << QString::fromUtf8(field);
            records << record;
            record.clear();
            field.clear();
            ++i;
        } else {
            field += c;
        }
    }
    return records;
}

void TestMainWindow::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-test"));
    QFile::remove(MainWindow::demoPath());
}

// The window's icon is the PNG of each size rendered at build time up to 128 pixels, read by Qt GUI itself: Qt's SVG
// library, icon engine and image plugins stay out of the process (0.45 MB of every session's memory).
void TestMainWindow::applicationIconIsPngOfEachSize() {
    const QIcon icon = applicationIcon();
    const QList<QSize> sizes = icon.availableSizes();
    QCOMPARE(sizes, QList<QSize>({{16, 16}, {24, 24}, {32, 32}, {48, 48}, {64, 64}, {128, 128}}));
    for (const int size : {16, 48, 128}) {
        const QImage image = icon.pixmap(size, size).toImage();
        QCOMPARE(image.size(), QSize(size, size));
        // Drawn: some pixels opaque, the corners transparent (the SVG's round shape).
        QVERIFY(qAlpha(image.pixel(0, 0)) == 0);
        QVERIFY(qAlpha(image.pixel(size / 2, size / 2)) == 255);
    }
    QFile maps(QStringLiteral("/proc/self/maps"));
    QVERIFY(maps.open(QIODevice::ReadOnly));
    const QByteArray loaded = maps.readAll();
    QVERIFY2(!loaded.contains("libQt6Svg"), "Qt's SVG library was loaded for the icon");
    QVERIFY2(!loaded.contains("plugins/imageformats"), "an image plugin was loaded for the icon");
}

/// A window opened on a table (as `metadesk URL --table runs`) maps neither Qt Charts nor the chart module: they come
/// with the first chart shown, the overview's runs per day. (Not per engine: it is about the process, once.)
void TestMainWindow::chartsLoadedWithTheFirstChart() {
    const auto mapped = [](const char* library) {
        QFile maps(QStringLiteral("/proc/self/maps"));
        return maps.open(QIODevice::ReadOnly) && maps.readAll().contains(library);
    };
    ScratchDatabase scratch(ScratchDatabase::Engine::Sqlite);
    QVERIFY2(scratch.isValid() && createDemo(scratch), qPrintable(scratch.error()));
    MainWindow window;
    window.resize(1280, 800);
    QString error;
    QVERIFY2(window.openDatabase(scratch.url(), false, &error), qPrintable(error));
    window.workspace()->navigate(Location{QStringLiteral("runs"), {}, {}});
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    TablePage* page = window.workspace()->currentPage();
    QVERIFY(page);
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(0), 10000);
    QVERIFY2(!mapped("libQt6Charts"), "Qt Charts was loaded for a table");
    QVERIFY(!mapped("metadesk-charts.so"));

    window.workspace()->goHome(); // its chart is made once the overview's figures are read
    ChartView* chart = nullptr;
    QTRY_VERIFY_WITH_TIMEOUT((chart = window.findChild<ChartView*>(QStringLiteral("runsChart"))) &&
                                 chart->isVisible() && chart->canvas(),
                             20000);
    QVERIFY2(chart->unavailableText().isEmpty(), qPrintable(chart->unavailableText()));
    QVERIFY(mapped("metadesk-charts.so"));
    QVERIFY(mapped("libQt6Charts"));
}

void TestMainWindow::opensDemoOnFirstUse() {
    QVERIFY(!QFile::exists(MainWindow::demoPath()));
    MainWindow window;
    window.show();
    QString error;
    QVERIFY2(window.openDemo(false, &error), qPrintable(error));
    QVERIFY(QFile::exists(MainWindow::demoPath()));
    QCOMPARE(window.windowTitle(), QStringLiteral("demo.sqlite — Metadesk"));
    QVERIFY(!window.isReadOnly());
    auto* badge = window.findChild<QLabel*>(QStringLiteral("readOnlyBadge"));
    QVERIFY(badge && !badge->isVisible());
    auto* status = window.findChild<QLabel*>(QStringLiteral("connectionLabel"));
    // Each platform at its head: Tabularia's baseline, Holotable's 021.
    QVERIFY2(status->text().contains(QStringLiteral("Tabularia 13343e5ea2aa")), qPrintable(status->text()));
    QVERIFY2(status->text().contains(QStringLiteral("Holotable 021_drop_chat_messages.sql")),
             qPrintable(status->text()));
    // The platforms' 47 tables (Tabularia's 28, Holotable's 19 once chat_messages is dropped at 021) and, under
    // "Other tables", their two version tables.
    QCOMPARE(window.workspace()->navigatorModel()->tableCount(), 49);
    QCOMPARE(window.workspace()->navigatorModel()->tableCount(), int(Catalog::instance().tables().size()) - 1 + 2);
    QVERIFY(!window.workspace()->navigatorModel()->indexOfTable(QStringLiteral("chat_messages")).isValid());
    for (const char* table : {"alembic_version", "schema_migrations", "sessions", "conversation_messages"})
        QVERIFY2(window.workspace()->navigatorModel()->indexOfTable(QLatin1String(table)).isValid(), table);

    const QDateTime modified = QFileInfo(MainWindow::demoPath()).lastModified();
    MainWindow again;
    QVERIFY2(again.openDemo(true, &error), qPrintable(error));
    QCOMPARE(QFileInfo(MainWindow::demoPath()).lastModified(), modified);
    QVERIFY(again.isReadOnly());
    QVERIFY(again.windowTitle().contains(QStringLiteral("read-only")));
}

void TestMainWindow::visitsEveryTable() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    MainWindow window;
    window.resize(1400, 860);
    QVERIFY(openDemoIn(window, scratch, false));
    Workspace* ws = window.workspace();
    NavigatorModel* nav = ws->navigatorModel();
    QAbstractItemModelTester tester(nav, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QTRY_VERIFY_WITH_TIMEOUT(!nav->isCounting(), 30000);
    {
        // The counts column is as wide as the widest count over every table (in view or not) or its title, and no
        // wider: set when the counts change, not measured on every layout.
        auto* tree = window.findChild<QTreeView*>(QStringLiteral("navigator"));
        QVERIFY(tree);
        QTest::qWait(0); // counts that arrived together are measured once, from the event loop
        int widest = tree->header()->sectionSizeHint(NavigatorModel::RowsColumn);
        std::function<void(const QModelIndex&)> walk = [&](const QModelIndex& parent) {
            for (int row = 0; row < tree->model()->rowCount(parent); ++row) {
                const QModelIndex name = tree->model()->index(row, NavigatorModel::NameColumn, parent);
                widest = qMax(widest, tree->sizeHintForIndex(name.siblingAtColumn(NavigatorModel::RowsColumn)).width());
                walk(name);
            }
        };
        walk(QModelIndex());
        const int shown = tree->header()->sectionSize(NavigatorModel::RowsColumn);
        QVERIFY2(shown >= widest && shown <= widest + 2,
                 qPrintable(QStringLiteral("counts column %1, widest count %2").arg(shown).arg(widest)));
    }
    auto conn = scratch.connect();
    int visited = 0;
    QStringList visitedNames;
    for (const TableDescriptor& t : liveTables(*conn)) {
        ws->navigate(Location{t.name, {}, {}});
        TablePage* page = ws->currentPage();
        QVERIFY(page);
        QCOMPARE(page->table().name, t.name);
        QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact(), 20000);
        const qint64 expected = count(*conn, QStringLiteral("SELECT count(*) FROM ") + t.name);
        // The demo fills every table.
        QVERIFY2(expected > 0, qPrintable(t.name));
        QCOMPARE(qint64(page->model()->rowCount()), expected);
        QCOMPARE(nav->rowCountOf(t.name), expected);
        QVERIFY2(page->model()->lastError().isEmpty(), qPrintable(page->model()->lastError()));
        // The first screen is read and shows no placeholder.
        if (expected > 0) {
            QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(0), 10000);
            QVERIFY(page->model()->index(0, 0).data().toString() != QStringLiteral("…"));
        }
        ++visited;
        visitedNames << t.name;
    }
    // Every table the navigator lists, Holotable's 011 to 021 among them.
    QCOMPARE(visited, nav->tableCount());
    QCOMPARE(visited, 49);
    for (const char* added :
         {"sessions", "audit_log", "annotations", "dashboard_shares", "api_tokens", "workspace_prompts",
          "workspace_llm_config", "user_llm_config", "conversations", "conversation_messages"})
        QVERIFY2(visitedNames.contains(QLatin1String(added)), added);
}

void TestMainWindow::followsAReferenceAndComesBack() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    MainWindow window;
    QVERIFY(openDemoIn(window, scratch, false));
    Workspace* ws = window.workspace();
    ws->navigate(Location{QStringLiteral("runs"), {}, {}});
    TablePage* runs = ws->currentPage();
    QTRY_VERIFY_WITH_TIMEOUT(runs->model()->isRowLoaded(5), 10000);
    runs->grid()->selectRow(5);
    const QVariantList values = runs->selectedValues();
    QVERIFY(!values.isEmpty());
    const QVariant flowId = values.at(runs->table().columnIndex(QStringLiteral("flow_id")));
    QVERIFY(!flowId.isNull());
    const QVariantList runKey = runs->selectedKey();

    // Follow runs.flow_id to its flow, as the detail pane's link does.
    ws->openFiltered(QStringLiteral("flows"), QStringLiteral("id"), flowId);
    TablePage* flows = ws->currentPage();
    QCOMPARE(flows->table().name, QStringLiteral("flows"));
    QTRY_VERIFY_WITH_TIMEOUT(flows->model()->isCountExact(), 10000);
    QCOMPARE(flows->model()->rowCount(), 1);
    QTRY_VERIFY_WITH_TIMEOUT(!flows->selectedValues().isEmpty(), 10000);
    QCOMPARE(flows->selectedValues().at(flows->table().columnIndex(QStringLiteral("id"))).toLongLong(),
             flowId.toLongLong());
    QVERIFY(action(window, "backAction")->isEnabled());

    // Back (Alt+Left) returns to runs with the same row selected; Forward goes to the flow again.
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : &window, Qt::Key_Left, Qt::AltModifier);
    QCOMPARE(ws->currentPage()->table().name, QStringLiteral("runs"));
    QTRY_COMPARE_WITH_TIMEOUT(ws->currentPage()->selectedKey(), runKey, 10000);
    QVERIFY(action(window, "forwardAction")->isEnabled());
    action(window, "forwardAction")->trigger();
    QCOMPARE(ws->currentPage()->table().name, QStringLiteral("flows"));
    QCOMPARE(ws->currentPage()->querySpec().conditions.size(), 1);
}

/// Columns dragged into another order keep it in the next session (a new window on the same table), where a column
/// the schema no longer has is passed over; the header menu's Reset Column Order puts the table's own order back, and
/// the next session has it too.
void TestMainWindow::columnOrderKeptAcrossSessions() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    Settings::instance().reset(Settings::Key::ColumnOrder);
    // Opens the demo (made the first time) in `window` on its runs, and returns the grid's header.
    bool made = false;
    const auto openRuns = [&](MainWindow& window) -> QHeaderView* {
        QString error;
        window.show();
        if (!made && !openDemoIn(window, scratch, false))
            return nullptr;
        if (made && !window.openDatabase(scratch.url(), false, &error)) {
            qWarning("%s", qPrintable(error));
            return nullptr;
        }
        made = true;
        window.workspace()->navigate(Location{QStringLiteral("runs"), {}, {}});
        TablePage* runs = window.workspace()->currentPage();
        return runs && runs->table().name == QLatin1String("runs") ? runs->grid()->tableView()->horizontalHeader()
                                                                   : nullptr;
    };
    int status = -1, started = -1;
    {
        MainWindow window;
        QHeaderView* header = openRuns(window);
        QVERIFY(header);
        const TableDescriptor& runs = window.workspace()->currentPage()->table();
        status = runs.columnIndex(QStringLiteral("status"));
        started = runs.columnIndex(QStringLiteral("started_at"));
        QVERIFY(status > 1 && started > 1);
        QVERIFY(!VirtualTableView::columnsMoved(header));
        header->moveSection(header->visualIndex(status), 0); // as a drag does
        header->moveSection(header->visualIndex(started), 1);
        QCOMPARE(header->logicalIndex(0), status);
    }
    // A column the stored order names that the schema no longer has is passed over.
    QJsonObject stored =
        QJsonDocument::fromJson(Settings::instance().get(Settings::Key::ColumnOrder).toString().toUtf8()).object();
    QJsonArray names = stored.value(QStringLiteral("runs")).toArray();
    QCOMPARE(names.at(0).toString(), QStringLiteral("status"));
    names.insert(1, QStringLiteral("no_such_column"));
    stored.insert(QStringLiteral("runs"), names);
    Settings::instance().set(Settings::Key::ColumnOrder,
                             QString::fromUtf8(QJsonDocument(stored).toJson(QJsonDocument::Compact)));
    {
        MainWindow window;
        QHeaderView* header = openRuns(window);
        QVERIFY(header);
        QCOMPARE(header->logicalIndex(0), status);
        QCOMPARE(header->logicalIndex(1), started);
        QCOMPARE(header->logicalIndex(2), 0); // then the table's own order
        // The header menu's Reset Column Order.
        QTimer::singleShot(0, this, [&]() {
            if (auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget())) {
                if (auto* reset = menu->findChild<QAction*>(QStringLiteral("resetColumnOrder"));
                    reset && reset->isEnabled())
                    reset->trigger();
                menu->close();
            }
        });
        const QPoint at(header->sectionViewportPosition(0) + 5, header->height() / 2);
        QContextMenuEvent event(QContextMenuEvent::Mouse, at, header->viewport()->mapToGlobal(at));
        QApplication::sendEvent(header->viewport(), &event);
        QVERIFY(!VirtualTableView::columnsMoved(header));
        QCOMPARE(header->logicalIndex(0), 0);
    }
    QVERIFY(Settings::instance().get(Settings::Key::ColumnOrder).toString().isEmpty());
    {
        MainWindow window;
        QHeaderView* header = openRuns(window);
        QVERIFY(header);
        QVERIFY(!VirtualTableView::columnsMoved(header));
    }
}

void TestMainWindow::filterAndSortMatchSql() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    MainWindow window;
    QVERIFY(openDemoIn(window, scratch, false));
    Workspace* ws = window.workspace();
    ws->navigate(Location{QStringLiteral("runs"), {}, {}});
    TablePage* page = ws->currentPage();
    // Type in the quick search, as a person would, and sort by a header click.
    auto* search = page->findChild<QLineEdit*>(QStringLiteral("quickSearch"));
    QVERIFY(search);
    QTest::keyClicks(search, QStringLiteral("FAILURE"));
    QTest::keyClick(search, Qt::Key_Return);
    const int column = page->table().columnIndex(QStringLiteral("id"));
    page->grid()->tableView()->horizontalHeader()->setSortIndicator(column, Qt::DescendingOrder);
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact() && page->model()->sortColumn() == QStringLiteral("id"),
                             10000);
    auto conn = scratch.connect();
    const QString like = engine == ScratchDatabase::Engine::Sqlite ? QStringLiteral("LIKE") : QStringLiteral("ILIKE");
    // runs' search columns: status, kind, task_id, claimed_by and error.
    const QString where =
        QStringLiteral("status %1 '%%FAILURE%%' OR kind %1 '%%FAILURE%%' OR task_id %1 '%%FAILURE%%' OR "
                       "claimed_by %1 '%%FAILURE%%' OR error %1 '%%FAILURE%%'")
            .arg(like);
    QCOMPARE(qint64(page->model()->rowCount()),
             count(*conn, QStringLiteral("SELECT count(*) FROM runs WHERE ") + where));
    QSqlQuery q(conn->db());
    QVERIFY(q.exec(QStringLiteral("SELECT id FROM runs WHERE %1 ORDER BY id DESC LIMIT 30").arg(where)));
    int row = 0;
    while (q.next()) {
        QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(row), 10000);
        QCOMPARE(page->model()->index(row, column).data(WindowedTableModel::RawValueRole).toLongLong(),
                 q.value(0).toLongLong());
        ++row;
    }
    QVERIFY(row > 0);
}

void TestMainWindow::auditLogFiltersByActorActionEntityAndTime() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    MainWindow window;
    QVERIFY(openDemoIn(window, scratch, true));
    window.workspace()->navigate(Location{QStringLiteral("audit_logs"), {}, {}});
    TablePage* page = window.workspace()->currentPage();
    auto conn = scratch.connect();
    const QString like = engine == ScratchDatabase::Engine::Sqlite ? QStringLiteral("LIKE") : QStringLiteral("ILIKE");
    // Who: a user who has since been deleted is found by the label that survives them.
    auto* actor = page->findChild<QLineEdit*>(QStringLiteral("auditActor"));
    QVERIFY(actor);
    QTest::keyClicks(actor, QStringLiteral("former.contractor"));
    const qint64 gone =
        count(*conn, QStringLiteral("SELECT count(*) FROM audit_logs WHERE actor_label %1 '%%former.contractor%%' AND "
                                    "actor_id IS NULL")
                         .arg(like));
    QVERIFY(gone > 0);
    QTRY_COMPARE_WITH_TIMEOUT(qint64(page->model()->rowCount()), gone, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact() && page->model()->isRowLoaded(0), 10000);
    const int labelColumn = page->table().columnIndex(QStringLiteral("actor_label"));
    QCOMPARE(page->model()->index(0, labelColumn).data().toString(), QStringLiteral("former.contractor@example.com"));
    // What, on what target type, and when: the four together, as SQL says.
    actor->clear();
    QTest::keyClicks(page->findChild<QLineEdit*>(QStringLiteral("auditAction")), QStringLiteral("update"));
    QTest::keyClicks(page->findChild<QLineEdit*>(QStringLiteral("auditTargetType")), QStringLiteral("flow"));
    page->findChild<QCheckBox*>(QStringLiteral("auditFromEnabled"))->setChecked(true);
    // Set in the user's zone; audit_logs.ts holds naive UTC on both engines.
    page->findChild<QDateTimeEdit*>(QStringLiteral("auditFrom"))
        ->setDateTime(QDateTime(QDate(2026, 11, 1), QTime(0, 0), Qt::UTC).toLocalTime());
    const QString timeCondition = engine == ScratchDatabase::Engine::Sqlite
                                      ? QStringLiteral("ts > '2026-11-01 00:00:00.000000'")
                                      : QStringLiteral("ts > timestamp '2026-11-01 00:00:00'");
    const qint64 expected = count(*conn, QStringLiteral("SELECT count(*) FROM audit_logs WHERE action %1 '%%update%%' "
                                                        "AND target_type %1 '%%flow%%' AND %2")
                                             .arg(like, timeCondition));
    QVERIFY(expected > 0);
    QTRY_VERIFY_WITH_TIMEOUT(page->querySpec().conditions.size() == 3 && page->model()->isCountExact(), 10000);
    QCOMPARE(qint64(page->model()->rowCount()), expected);
}

void TestMainWindow::exportMatchesTheGrid() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    MainWindow window;
    QVERIFY(openDemoIn(window, scratch, true));
    window.workspace()->navigate(Location{QStringLiteral("runs"), {}, {}});
    TablePage* page = window.workspace()->currentPage();
    // The view as a person leaves it: a filter and a sort that crosses the NULL rows of finished_at.
    QuerySpec spec;
    spec.sortColumn = QStringLiteral("finished_at");
    spec.conditions = {{QStringLiteral("trigger_type"), FilterCondition::Op::Equals, QStringLiteral("manual")}};
    page->setQuerySpec(spec);
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact(), 10000);
    const int rows = page->model()->rowCount();
    QVERIFY(rows > 0);
    const int idColumn = page->table().columnIndex(QStringLiteral("id"));
    const int finishedColumn = page->table().columnIndex(QStringLiteral("finished_at"));
    QStringList gridIds;
    int unfinished = 0;
    for (int row = 0; row < rows; ++row) {
        page->model()->prefetch(row, row);
        QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(row), 10000);
        gridIds << page->model()->index(row, idColumn).data(WindowedTableModel::RawValueRole).toString();
        unfinished += page->model()->index(row, finishedColumn).data(WindowedTableModel::RawValueRole).isNull();
    }
    QVERIFY(unfinished > 0 && unfinished < rows); // the view crosses from one NULL segment to the other
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("runs.csv"));
    ExportJob* job = ExportController::exportToFile(
        &window, scratch.url(), TableQuery(page->table(), engine == ScratchDatabase::Engine::Sqlite, page->querySpec()),
        rows, path, TableExporter::Format::Csv);
    QSignalSpy finished(job, &ExportJob::finished);
    QVERIFY(finished.wait(30000));
    QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(1).toString()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QList<QStringList> records = parseCsv(file.readAll());
    QVERIFY(!records.isEmpty());
    QCOMPARE(records.first().value(idColumn), QStringLiteral("id"));
    QStringList exportedIds;
    for (int i = 1; i < records.size(); ++i) // after the header
        exportedIds << records.at(i).value(idColumn);
    QCOMPARE(exportedIds, gridIds);
}

void TestMainWindow::readOnlyLeavesFileUntouched() {
    ScratchDatabase scratch(ScratchDatabase::Engine::Sqlite);
    QVERIFY(createDemo(scratch));
    auto hash = [&]() {
        QFile f(scratch.url().path());
        return f.open(QIODevice::ReadOnly) ? QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256)
                                           : QByteArray();
    };
    const QByteArray before = hash();
    {
        MainWindow window;
        window.show();
        QString error;
        QVERIFY2(window.openDatabase(scratch.url(), true, &error), qPrintable(error));
        QVERIFY(window.isReadOnly());
        auto* badge = window.findChild<QLabel*>(QStringLiteral("readOnlyBadge"));
        QVERIFY(badge && badge->isVisible());
        // Every table, every action the window offers that does not open a dialog.
        const auto conn = scratch.connect(true);
        for (const TableDescriptor& t : liveTables(*conn)) {
            window.workspace()->navigate(Location{t.name, {}, {}});
            TablePage* page = window.workspace()->currentPage();
            QCOMPARE(page->table().name, t.name);
            QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact(), 10000);
            if (page->model()->rowCount() > 0) {
                QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(0), 10000);
                page->grid()->selectRow(0);
            }
            for (const char* name : {"refreshAction", "copyAction", "findAction", "backAction", "forwardAction"})
                if (QAction* a = action(window, name); a && a->isEnabled())
                    a->trigger();
            QTest::keyClick(page->grid(), Qt::Key_Delete);
            QTest::keyClick(page->grid(), Qt::Key_Insert);
            QTest::keyClick(page->grid(), Qt::Key_F2);
        }
    }
    QCOMPARE(hash(), before);
}

void TestMainWindow::olderSchemaOpensReadOnly() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    {
        // Tabularia ships one revision (its baseline), so nothing of it can be behind: Holotable one step behind its
        // head, at 020, still holding chat_messages.
        auto conn = scratch.connect();
        MigrationSet set;
        QString error, rolledBack;
        QVERIFY(MigrationSet::loadBuiltIn(Platform::Holotable, conn->isSqlite(), &set, &error));
        QStringList applied;
        QVERIFY2(Migrator(*conn, set).upgrade(&applied, &error), qPrintable(error));
        QVERIFY2(Migrator(*conn, set).downgrade(set.head(), &rolledBack, &error), qPrintable(error)); // one behind
        QCOMPARE(rolledBack, QStringLiteral("021_drop_chat_messages.sql"));
    }
    MainWindow window;
    window.show();
    QString error;
    QVERIFY2(window.openDatabase(scratch.url(), false, &error), qPrintable(error));
    QVERIFY(window.isReadOnly());
    const QList<SchemaStatus> statuses = window.schemaStatuses();
    const auto holotable = std::find_if(statuses.begin(), statuses.end(),
                                        [](const SchemaStatus& st) { return st.platform == Platform::Holotable; });
    QVERIFY(holotable != statuses.end());
    QCOMPARE(holotable->state, SchemaStatus::State::Behind);
    QCOMPARE(holotable->current, QStringLiteral("020_dashboard_chat_conversations.sql"));
    for (const SchemaStatus& st : statuses)
        if (st.platform == Platform::Tabularia)
            QCOMPARE(st.state, SchemaStatus::State::Absent);
    QVERIFY2(window.notice().contains(QStringLiteral("behind")), qPrintable(window.notice()));
    // Every table the database has, and only those: the platform's tables of that revision, then the version table
    // under "Other tables".
    const QStringList live = scratch.connect()->tableNames();
    QCOMPARE(window.workspace()->navigatorModel()->tableCount(), int(live.size()));
    QVERIFY(window.workspace()->navigatorModel()->indexOfTable(QStringLiteral("schema_migrations")).isValid());
    QVERIFY(window.workspace()->navigatorModel()->indexOfTable(QStringLiteral("chat_messages")).isValid());
    // The older revision's own table (dropped at 021) opens and reads.
    window.workspace()->navigate(Location{QStringLiteral("chat_messages"), {}, {}});
    QCOMPARE(window.workspace()->currentPage()->table().name, QStringLiteral("chat_messages"));
    QVERIFY(window.workspace()->currentPage()->model()->lastError().isEmpty());
}

void TestMainWindow::refusesWhatIsNotAPlatformDatabase() {
    QTemporaryDir dir;
    const QString garbage = dir.filePath(QStringLiteral("notes.db"));
    {
        QFile f(garbage);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'x'));
    }
    MainWindow window;
    QString error;
    QVERIFY(!window.openDatabase(DatabaseUrl::sqliteFile(garbage), false, &error));
    QVERIFY2(error.contains(QStringLiteral("is not an SQLite database")), qPrintable(error));
    QVERIFY(!window.isOpen());

    ScratchDatabase other(ScratchDatabase::Engine::Sqlite);
    {
        auto conn = other.connect();
        QVERIFY(conn->exec(QStringLiteral("CREATE TABLE recipes (id integer)"), &error));
    }
    QVERIFY(!window.openDatabase(other.url(), false, &error));
    QVERIFY2(error.contains(QStringLiteral("neither a Tabularia nor a Holotable")), qPrintable(error));
    QVERIFY(!window.openDatabase(DatabaseUrl::sqliteFile(dir.filePath(QStringLiteral("missing.db"))), false, &error));
    QVERIFY2(error.contains(QStringLiteral("There is no file")), qPrintable(error));
}

void TestMainWindow::wrongPasswordSaysSo() {
    ScratchDatabase scratch(ScratchDatabase::Engine::Postgres);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    DatabaseUrl url = scratch.url();
    url.setPassword(QStringLiteral("certainly-not-the-password"));
    MainWindow window;
    QString error;
    QVERIFY(!window.openDatabase(url, false, &error));
    QVERIFY2(error.contains(QStringLiteral("password")), qPrintable(error));
    QVERIFY(!error.contains(QStringLiteral("certainly-not-the-password")));

    // As the window says it when the start page asked: the sentence, and what the server said under Details only.
    QString shown, details;
    QTimer answer;
    connect(&answer, &QTimer::timeout, &window, [&]() {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            shown = box->text();
            details = box->detailedText();
            box->accept();
        }
    });
    answer.start(20);
    auto* start = window.startPage();
    QVERIFY(start);
    QSignalSpy finished(&window, &MainWindow::backgroundOpenFinished);
    emit start->openRequested(url, false);
    // Read beside the window, which keeps answering meanwhile; the start page waits.
    QVERIFY(window.isOpening());
    QVERIFY(!start->isEnabled());
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.at(0).at(0).toBool(), false);
    QTRY_VERIFY_WITH_TIMEOUT(!shown.isEmpty(), 10000);
    QVERIFY(!window.isOpening());
    QVERIFY(start->isEnabled());
    QVERIFY(!window.isOpen());
    QVERIFY2(shown.startsWith(QStringLiteral("Wrong user name or password")) && shown.endsWith(QLatin1Char('.')),
             qPrintable(shown));
    QVERIFY2(!shown.contains(QStringLiteral("FATAL")) && !shown.contains(QStringLiteral("QPSQL")), qPrintable(shown));
    QVERIFY2(details.contains(QStringLiteral("password authentication failed")), qPrintable(details));
    QVERIFY(!details.contains(QStringLiteral("certainly-not-the-password")));
}

void TestMainWindow::startPageOnlyWhenNothingIsOpen() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createDemo(scratch));
    {
        // Opened before it is shown, as from the command line: the start page is never made, and the tables can be
        // edited (the workspace was in front from the start: nothing signalled it coming to the front).
        MainWindow window;
        QString error;
        QVERIFY2(window.openDatabase(scratch.url(), false, &error), qPrintable(error));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(!window.findChild<StartPage*>());
        QVERIFY(window.workspace()->isVisible());
        window.workspace()->navigate(Location{QStringLiteral("users"), {}, {}});
        QVERIFY(window.workspace()->currentPage());
        QTRY_VERIFY_WITH_TIMEOUT(window.editController()->newAction()->isEnabled(), 10000);
        // Asked for (File → Start Page), it is made, with the way back to the database open behind it.
        action(window, "startPageAction")->trigger();
        StartPage* start = window.findChild<StartPage*>();
        QVERIFY(start);
        QVERIFY(start->isVisible());
        QVERIFY(!window.workspace()->isVisible());
        QVERIFY(window.isOpen());
        emit start->returnRequested();
        QVERIFY(window.workspace()->isVisible());
        // Closed: the start page, with nothing to go back to.
        window.closeDatabase();
        QVERIFY(start->isVisible());
        QVERIFY(!window.isOpen());
    }
    // Shown with nothing open: the start page at once.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.findChild<StartPage*>());
    QVERIFY(window.findChild<StartPage*>()->isVisible());
    QVERIFY(!window.workspace()->isVisible());
}

void TestMainWindow::opensInTheBackgroundFromTheStartPage() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createDemo(scratch));
    MainWindow window;
    window.show();
    auto* start = window.startPage();
    QSignalSpy finished(&window, &MainWindow::backgroundOpenFinished);
    emit start->openRequested(scratch.url(), true);
    // The schema revisions and the catalog are read beside the window: nothing of the database is open yet, and a
    // second ask while it reads changes nothing.
    QVERIFY(window.isOpening());
    QVERIFY(!window.isOpen());
    emit start->openRequested(scratch.url(), false);
    QVERIFY(finished.wait(20000));
    QCOMPARE(finished.at(0).at(0).toBool(), true);
    QVERIFY(!window.isOpening());
    QVERIFY(window.isOpen());
    QVERIFY(window.isReadOnly()); // the first ask's
    QCOMPARE(window.workspace()->navigatorModel()->tableCount(), 49);
    QTest::qWait(200);
    QCOMPARE(finished.size(), 1);
    QVERIFY(start->isEnabled());
    // The window's connection is the one the reading opened beside it, handed over: one, and it reads.
    if (engine == ScratchDatabase::Engine::Postgres) {
        auto probe = scratch.connect();
        QVERIFY(probe);
        QSqlQuery q(probe->db());
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE application_name = 'metadesk main' "
                                      "AND datname = current_database()")) &&
                q.next());
        QCOMPARE(q.value(0).toInt(), 1);
    }
    // Read-only by Metadesk's setting alone: on PostgreSQL the test's role could write, which the window says (asked
    // beside it with the schema); SQLite has no roles.
    auto* notice = window.findChild<QLabel*>(QStringLiteral("infoLabel"));
    QVERIFY(notice);
    const bool said =
        notice->isVisibleTo(&window) && notice->text().contains(QStringLiteral("Only Metadesk's setting"));
    QCOMPARE(said, engine == ScratchDatabase::Engine::Postgres);
}

QTEST_MAIN(TestMainWindow)
#include "tst_MainWindow.moc"
