#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/query/TableQuery.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/pages/FilterBar.h"
#include "gui/pages/TablePage.h"
#include "models/WindowedTableModel.h"

#include <QApplication>
#include <QLineEdit>
#include <QSqlError>
#include <QSqlQuery>
#include <QTableView>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The quick search as a person uses it, on a demo on SQLite and on PostgreSQL: it finds rows by what their
/// reference columns show (a user's e-mail in Permissions, a flow's name in Runs) with paging and count right; a
/// table's search and conditions survive visiting many other tables; and from the search field the keyboard reaches
/// the results and Escape clears it.
class TestQuickSearch : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void searchFieldSaysWhatItReads();
    void findsWhatReferenceColumnsShow_data() { referenceRows(QStringLiteral("tabularia")); }
    void findsWhatReferenceColumnsShow();
    // The same for Holotable's references, in a function of its own: each row opens a demo database, and Qt Test
    // gives a function five minutes in all.
    void findsWhatHolotableReferencesShow_data() { referenceRows(QStringLiteral("holotable")); }
    void findsWhatHolotableReferencesShow() { findsWhatReferenceColumnsShow(); }
    void filtersKeptAfterVisitingOtherTables_data() { test::addEngineColumn(), test::addEngineRows(); }
    void filtersKeptAfterVisitingOtherTables();
    void keyboardFromTheSearch_data() { test::addEngineColumn(), test::addEngineRows(); }
    void keyboardFromTheSearch();

private:
    static void referenceRows(const QString& platform);
    bool open(ScratchDatabase::Engine engine);
    /// Types `text` into the page's quick search and waits for the filtered count.
    static bool search(TablePage* page, const QString& text);
    /// Every row of the page, read in pages of 7 rows (keyset paging across many pages), by id.
    static QStringList gridIds(TablePage* page);
    /// The ids of `table`'s rows in view order whose search columns or shown reference labels contain `text`,
    /// matched here in C++ over every row joined with its referenced rows' labels.
    QStringList expectedIds(const QString& table, const QString& text, const QString& orderBy) const;

    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
    std::unique_ptr<MainWindow> m_window;
};

void TestQuickSearch::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-test"));
}

void TestQuickSearch::init() {
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1400, 860);
}

void TestQuickSearch::cleanup() {
    m_window.reset();
    m_conn.reset();
    m_scratch.reset();
}

bool TestQuickSearch::open(ScratchDatabase::Engine engine) {
    QString error;
    if (!test::openDemo(engine, &m_scratch, &m_conn, &error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    m_window->show();
    m_window->activateWindow();
    if (!m_window->openDatabase(m_scratch->url(), false, &error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    return QTest::qWaitForWindowActive(m_window.get());
}

bool TestQuickSearch::search(TablePage* page, const QString& text) {
    auto* field = page->filterBar()->findChild<QLineEdit*>(QStringLiteral("quickSearch"));
    if (!field)
        return false;
    // Typed where a person types it: with the keyboard in the field (an Enter before took it to the rows, where
    // Enter opens the row dialog).
    field->setFocus(Qt::MouseFocusReason);
    field->setText(text);
    QTest::keyClick(field, Qt::Key_Return);
    if (page->querySpec().quickSearch != text)
        return false;
    return QTest::qWaitFor([page]() { return page->model()->isCountExact(); }, 20000);
}

QStringList TestQuickSearch::gridIds(TablePage* page) {
    WindowedTableModel* model = page->model();
    model->setPageSize(7); // never below 10: 10 rows a page, still many pages
    if (!QTest::qWaitFor([model]() { return model->isCountExact(); }, 20000))
        return {QStringLiteral("no count")};
    const int id = page->table().columnIndex(QStringLiteral("id"));
    QStringList ids;
    for (int row = 0; row < model->rowCount(); ++row) {
        model->prefetch(row, row);
        if (!QTest::qWaitFor([model, row]() { return model->isRowLoaded(row); }, 10000))
            return {QStringLiteral("row %1 not read").arg(row)};
        ids << model->index(row, id).data(WindowedTableModel::RawValueRole).toString();
    }
    return ids;
}

QStringList TestQuickSearch::expectedIds(const QString& table, const QString& text, const QString& orderBy) const {
    const TableDescriptor* t = m_conn->catalog().table(table);
    QStringList select{QStringLiteral("t.id")};
    QString from = QStringLiteral(" FROM ") + table + QStringLiteral(" t");
    for (const QString& column : t->searchColumns)
        select << QStringLiteral("t.") + column;
    int n = 0;
    for (const TableQuery::LabelSearch& ref : TableQuery::labelSearches(m_conn->catalog(), *t)) {
        const QString alias = QStringLiteral("r%1").arg(++n);
        select << alias + QLatin1Char('.') + ref.labelColumn;
        from +=
            QStringLiteral(" LEFT JOIN %1 %2 ON %2.%3 = t.%4").arg(ref.targetTable, alias, ref.targetKey, ref.column);
    }
    QSqlQuery q(m_conn->db());
    if (!q.exec(QStringLiteral("SELECT ") + select.join(QStringLiteral(", ")) + from + QStringLiteral(" ORDER BY ") +
                orderBy)) {
        qWarning("%s", qPrintable(q.lastError().text()));
        return {};
    }
    QStringList ids;
    while (q.next()) {
        for (int i = 1; i < select.size(); ++i) {
            if (q.value(i).toString().contains(text, Qt::CaseInsensitive)) {
                ids << q.value(0).toString();
                break;
            }
        }
    }
    return ids;
}

void TestQuickSearch::searchFieldSaysWhatItReads() {
    // With the database's catalog, Permissions' search reads its user, group and project by their labels.
    const Catalog& catalog = Catalog::instance();
    FilterBar bar(*catalog.table(QStringLiteral("permissions")), nullptr, &catalog);
    auto* field = bar.findChild<QLineEdit*>(QStringLiteral("quickSearch"));
    QVERIFY(field);
    for (const char* shown : {"project", "user", "group"}) {
        QVERIFY2(field->placeholderText().contains(QLatin1String(shown)), qPrintable(field->placeholderText()));
        QVERIFY2(field->toolTip().contains(QLatin1String(shown)), qPrintable(field->toolTip()));
    }
    QVERIFY2(field->toolTip().contains(QStringLiteral("by what the grid shows")), qPrintable(field->toolTip()));
    QVERIFY(!field->toolTip().contains(QStringLiteral("not by the label")));
    QVERIFY(field->toolTip().contains(QStringLiteral("Escape")));
    // Runs' parent run is named by its key: no label to read there.
    FilterBar runs(*catalog.table(QStringLiteral("runs")), nullptr, &catalog);
    const QString runsTip = runs.findChild<QLineEdit*>(QStringLiteral("quickSearch"))->toolTip();
    QVERIFY2(runsTip.contains(QStringLiteral("flow")) && !runsTip.contains(QStringLiteral("parent run")),
             qPrintable(runsTip));
}

void TestQuickSearch::referenceRows(const QString& platform) {
    test::addEngineColumn();
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("column");
    QTest::addColumn<QString>("orderBy");
    for (const auto engine : {ScratchDatabase::Engine::Sqlite, ScratchDatabase::Engine::Postgres}) {
        const QString name = ScratchDatabase::engineName(engine);
        if (platform == QLatin1String("tabularia")) {
            // Permissions show their user by e-mail; the search for part of it finds them.
            QTest::newRow(qPrintable(name + QStringLiteral(": a user's e-mail in Permissions")))
                << engine << QStringLiteral("permissions") << QStringLiteral("user_id")
                << QStringLiteral("t.project_id, t.id");
            // Runs show their flow as "lead_scoring · 9".
            QTest::newRow(qPrintable(name + QStringLiteral(": a flow's name in Runs")))
                << engine << QStringLiteral("runs") << QStringLiteral("flow_id") << QStringLiteral("t.id DESC");
        } else {
            // Holotable's references by uuid: a version's dashboard by its title, and a generation's source, kept
            // as text without a foreign key, by the source's name.
            QTest::newRow(qPrintable(name + QStringLiteral(": a dashboard's title in Dashboard versions")))
                << engine << QStringLiteral("dashboard_versions") << QStringLiteral("dashboard_id")
                << QStringLiteral("t.dashboard_id, t.id");
            QTest::newRow(qPrintable(name + QStringLiteral(": a source's name in Generation log")))
                << engine << QStringLiteral("generation_log") << QStringLiteral("source_id")
                << QStringLiteral("t.workspace_id, t.id");
        }
    }
}

void TestQuickSearch::findsWhatReferenceColumnsShow() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(QString, table);
    QFETCH(QString, column);
    QFETCH(QString, orderBy);
    QVERIFY(open(engine));
    const TableDescriptor* descriptor = m_conn->catalog().table(table);
    QVERIFY(descriptor);
    bool byLabel = false;
    for (const TableQuery::LabelSearch& ref : TableQuery::labelSearches(m_conn->catalog(), *descriptor))
        byLabel = byLabel || ref.column == column;
    QVERIFY(byLabel);

    // What the grid shows in the reference column of some row: a label, and part of it to search for.
    m_window->workspace()->navigate(Location{table, {}, {}});
    TablePage* page = m_window->workspace()->currentPage();
    QVERIFY(page);
    const int at = descriptor->columnIndex(column);
    QString shown;
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(0), 20000);
    for (int row = 0; row < page->model()->rowCount() && shown.isEmpty(); ++row) {
        page->model()->prefetch(row, row);
        QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(row), 10000);
        const QString text = page->model()->index(row, at).data().toString();
        if (text.contains(QStringLiteral(" · ")))
            shown = text;
    }
    QVERIFY2(!shown.isEmpty(), "some row shows a label");
    // The e-mail's local part before its dot ("quinn"), the flow's whole name ("lead_scoring": _ is no wildcard).
    QString term = shown.section(QStringLiteral(" · "), 0, 0);
    if (term.contains(QLatin1Char('@')))
        term = term.section(QLatin1Char('@'), 0, 0).section(QLatin1Char('.'), 0, 0);
    QVERIFY(!term.isEmpty());

    QVERIFY(search(page, term));
    const QStringList expected = expectedIds(table, term, orderBy);
    QVERIFY2(expected.size() > 0, qPrintable(term));
    QCOMPARE(qint64(page->model()->rowCount()), qint64(expected.size()));
    // Every row, read page by page by its keyset, in the view's order.
    QCOMPARE(gridIds(page), expected);
    for (int row = 0; row < page->model()->rowCount(); ++row) {
        bool any = false;
        for (int c = 0; c < descriptor->columns.size() && !any; ++c)
            any = page->model()->index(row, c).data().toString().contains(term, Qt::CaseInsensitive);
        QVERIFY2(any, qPrintable(QStringLiteral("row %1 shows no %2").arg(row).arg(term)));
    }
    // The export of the view reads the same rows.
    QCOMPARE(page->model()->tableQuery().spec().quickSearch, term);
    test::saveScreenshot(m_window.get(),
                         QStringLiteral("quicksearch-%1-%2.png").arg(table, ScratchDatabase::engineName(engine)));

    // A search that matches no label and no column finds nothing.
    QVERIFY(search(page, QStringLiteral("no-such-label-anywhere")));
    QCOMPARE(page->model()->rowCount(), 0);
}

void TestQuickSearch::filtersKeptAfterVisitingOtherTables() {
    QFETCH(ScratchDatabase::Engine, engine);
    QVERIFY(open(engine));
    Workspace* ws = m_window->workspace();
    ws->navigate(Location{QStringLiteral("permissions"), {}, {}});
    TablePage* page = ws->currentPage();
    QVERIFY(page);
    page->filterBar()->setFilter(QStringLiteral("e"),
                                 {{QStringLiteral("capability"), FilterCondition::Op::Equals, QStringLiteral("view")}});
    emit page->filterBar()->filterChanged();
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact(), 20000);
    const QuerySpec left = page->querySpec();
    QCOMPARE(left.quickSearch, QStringLiteral("e"));
    QCOMPARE(left.conditions.size(), 1);
    const int rows = page->model()->rowCount();

    // Ten other tables, one after the other, as a person clicks through the navigator.
    int visited = 0;
    for (const TableDescriptor& t : m_conn->catalog().tables()) {
        if (t.name == QLatin1String("permissions") || visited == 10)
            continue;
        ws->navigate(Location{t.name, {}, {}});
        ++visited;
    }
    QCOMPARE(visited, 10);
    // Back by the navigator (an empty location: the page as it was left).
    ws->navigate(Location{QStringLiteral("permissions"), {}, {}});
    page = ws->currentPage();
    QVERIFY(page);
    QCOMPARE(page->table().name, QStringLiteral("permissions"));
    QCOMPARE(page->querySpec().quickSearch, left.quickSearch);
    QCOMPARE(page->querySpec().conditions, left.conditions);
    QCOMPARE(page->querySpec().sortColumn, left.sortColumn);
    QCOMPARE(page->filterBar()->quickSearch(), QStringLiteral("e"));
    QCOMPARE(page->filterBar()->conditions(), left.conditions);
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact(), 20000);
    QCOMPARE(page->model()->rowCount(), rows);

    // Another database starts with no filter.
    QString error;
    QVERIFY2(m_window->openDatabase(m_scratch->url(), false, &error), qPrintable(error));
    ws->navigate(Location{QStringLiteral("permissions"), {}, {}});
    QVERIFY(!ws->currentPage()->querySpec().isFiltered());
}

void TestQuickSearch::keyboardFromTheSearch() {
    QFETCH(ScratchDatabase::Engine, engine);
    QVERIFY(open(engine));
    Workspace* ws = m_window->workspace();
    ws->navigate(Location{QStringLiteral("groups"), {}, {}});
    TablePage* page = ws->currentPage();
    QVERIFY(page);
    VirtualTableView* grid = page->grid();
    auto* field = page->filterBar()->findChild<QLineEdit*>(QStringLiteral("quickSearch"));
    QVERIFY(field);
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact(), 20000);

    // Typed, then Down: the rows of that search, the first current and selected, the keyboard on them.
    page->filterBar()->focusSearch();
    QTRY_VERIFY(field->hasFocus());
    QTest::keyClicks(field, QStringLiteral("an"));
    QTest::keyClick(field, Qt::Key_Down);
    QCOMPARE(page->querySpec().quickSearch, QStringLiteral("an")); // applied at once, not after the pause
    QTRY_VERIFY_WITH_TIMEOUT(grid->currentSourceRow() == 0, 20000);
    QVERIFY(grid->isSourceRowSelected(0));
    QCOMPARE(grid->selectedSourceRowCount(), qint64(1));
    QVERIFY(QApplication::focusWidget() == grid->tableView());
    const qint64 searched = page->model()->rowCount();
    QVERIFY(searched > 0);
    test::saveScreenshot(m_window.get(),
                         QStringLiteral("quicksearch-down-%1.png").arg(ScratchDatabase::engineName(engine)));

    // Typed and left to settle (the rows already there), then Down: the same, the first row highlighted too.
    page->filterBar()->focusSearch();
    QTRY_VERIFY(field->hasFocus());
    grid->clearSelection();
    QTest::keyClick(field, Qt::Key_End);
    QTest::keyClicks(field, QStringLiteral("a"));
    QTRY_VERIFY_WITH_TIMEOUT(page->querySpec().quickSearch == QStringLiteral("ana") && page->model()->isCountExact() &&
                                 page->model()->isRowLoaded(0),
                             20000);
    QTest::keyClick(field, Qt::Key_Down);
    QTRY_VERIFY_WITH_TIMEOUT(grid->currentSourceRow() == 0 && grid->isSourceRowSelected(0), 20000);
    QCOMPARE(grid->selectedSourceRowCount(), qint64(1));
    QVERIFY(QApplication::focusWidget() == grid->tableView());

    // Back in the search with a row chosen: Enter goes to the results and keeps that row.
    QTest::keyClick(grid->tableView(), Qt::Key_Down);
    const int chosen = grid->currentSourceRow();
    page->filterBar()->focusSearch();
    QTRY_VERIFY(field->hasFocus());
    QTest::keyClick(field, Qt::Key_Return);
    QVERIFY(QApplication::focusWidget() == grid->tableView());
    QCOMPARE(grid->currentSourceRow(), chosen);

    // Escape clears the search (applied at once) and stays in the field; a second Escape leaves it for the results.
    page->filterBar()->focusSearch();
    QTRY_VERIFY(field->hasFocus());
    QTest::keyClick(field, Qt::Key_Escape);
    QVERIFY(field->text().isEmpty());
    QVERIFY(page->querySpec().quickSearch.isEmpty());
    QVERIFY(field->hasFocus());
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact(), 20000);
    QVERIFY(page->model()->rowCount() > searched);
    QTest::keyClick(field, Qt::Key_Escape);
    QVERIFY(QApplication::focusWidget() == grid->tableView());

    // Enter on a new search with no row chosen: the first row. (A row chosen before is found again by its key
    // instead, where the search keeps it: the page holds its highlight through a reset; let it go first.)
    page->refreshAfterChange({});
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact(), 20000);
    QCOMPARE(grid->currentSourceRow(), -1);
    page->filterBar()->focusSearch();
    QTest::keyClicks(field, QStringLiteral("a"));
    QTest::keyClick(field, Qt::Key_Enter, Qt::KeypadModifier);
    QTRY_VERIFY_WITH_TIMEOUT(grid->currentSourceRow() == 0, 20000);
    QVERIFY(grid->isSourceRowSelected(0));
}

QTEST_MAIN(TestQuickSearch)
#include "tst_QuickSearch.moc"
