#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/db/DbConnection.h"
#include "core/demo/DemoGenerator.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/edit/EditController.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/pages/FilterBar.h"
#include "gui/pages/TablePage.h"
#include "models/NavigatorModel.h"
#include "models/WindowedTableModel.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {
/// What a person sees of an open database: the window's title and status, the page shown with its filter, the
/// navigator's tables and whether editing is on.
struct Shown {
    QString title;
    QString status;
    QPointer<TablePage> page;
    QString table;
    QString search;
    int tables = 0;
    bool readOnly = false;
    bool canAdd = false;
    bool open = false;

    static Shown of(const MainWindow& window) {
        Shown s;
        s.title = window.windowTitle();
        if (auto* label = window.findChild<QLabel*>(QStringLiteral("connectionLabel")))
            s.status = label->text();
        s.page = window.workspace()->currentPage();
        s.table = s.page ? s.page->table().name : QString();
        s.search = s.page ? s.page->querySpec().quickSearch : QString();
        s.tables = window.workspace()->navigatorModel()->tableCount();
        s.readOnly = window.isReadOnly();
        s.canAdd = window.editController()->newAction()->isEnabled();
        s.open = window.isOpen();
        return s;
    }
};

bool sameAs(const Shown& before, const Shown& after, QString* why) {
    QStringList differ;
    if (before.title != after.title)
        differ << QStringLiteral("title %1 → %2").arg(before.title, after.title);
    if (before.status != after.status)
        differ << QStringLiteral("status %1 → %2").arg(before.status, after.status);
    if (before.page.isNull() || after.page.isNull() || before.page != after.page)
        differ << QStringLiteral("the page shown was replaced or closed");
    if (before.table != after.table || before.search != after.search)
        differ << QStringLiteral("page %1/%2 → %3/%4").arg(before.table, before.search, after.table, after.search);
    if (before.tables != after.tables)
        differ << QStringLiteral("navigator %1 tables → %2").arg(before.tables).arg(after.tables);
    if (before.readOnly != after.readOnly || before.canAdd != after.canAdd || before.open != after.open)
        differ << QStringLiteral("editing %1 → %2").arg(before.canAdd).arg(after.canAdd);
    *why = differ.join(QStringLiteral("; "));
    return differ.isEmpty();
}
} // namespace

/// A database that cannot be opened (no file, not SQLite, another application's tables, a schema that cannot be
/// read) and a schema reload that fails leave the database that was open exactly as it was: title, status, the page
/// shown with its filter, editing. Run with a demo on SQLite and on PostgreSQL open first.
class TestFailedOpen : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void failedOpenKeepsTheOpenDatabase_data() { test::addEngineColumn(), test::addEngineRows(); }
    void failedOpenKeepsTheOpenDatabase();
    void failedReloadKeepsTheOpenDatabase_data() { test::addEngineColumn(), test::addEngineRows(); }
    void failedReloadKeepsTheOpenDatabase();
    void startPageInFrontActsOnNothing_data() { test::addEngineColumn(), test::addEngineRows(); }
    void startPageInFrontActsOnNothing();

private:
    /// The demo on `scratch`, opened writable in `window`, showing Groups searched for "a".
    static bool openGroups(MainWindow& window, const ScratchDatabase& scratch);
};

void TestFailedOpen::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-test"));
}

bool TestFailedOpen::openGroups(MainWindow& window, const ScratchDatabase& scratch) {
    QString error;
    if (!scratch.isValid() || !test::fillDemo(scratch, &error)) {
        qWarning("no demo: %s %s", qPrintable(scratch.error()), qPrintable(error));
        return false;
    }
    window.resize(1200, 800);
    window.show();
    if (!window.openDatabase(scratch.url(), false, &error)) {
        qWarning("%s", qPrintable(error));
        return false;
    }
    Location groups{QStringLiteral("groups"), {}, {}};
    groups.spec.quickSearch = QStringLiteral("a");
    window.workspace()->navigate(groups);
    return window.workspace()->currentPage() && window.editController()->newAction()->isEnabled();
}

void TestFailedOpen::failedOpenKeepsTheOpenDatabase() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    MainWindow window;
    QVERIFY(openGroups(window, scratch));
    const Shown before = Shown::of(window);
    QCOMPARE(before.search, QStringLiteral("a"));

    QTemporaryDir dir;
    const QString garbage = dir.filePath(QStringLiteral("notes.db"));
    {
        QFile f(garbage);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'x'));
    }
    ScratchDatabase recipes(ScratchDatabase::Engine::Sqlite);
    QVERIFY(test::execAll(recipes, {QStringLiteral("CREATE TABLE recipes (id integer)")}));
    // A Tabularia database whose schema cannot be read whole: a table of a module this SQLite does not have. The
    // revision is read, the catalog is not.
    ScratchDatabase broken(ScratchDatabase::Engine::Sqlite);
    QString error;
    QVERIFY2(test::fillDemo(broken, &error, 5), qPrintable(error));
    QVERIFY(test::execAll(broken, {QStringLiteral("PRAGMA writable_schema = ON"),
                                   QStringLiteral("INSERT INTO sqlite_master (type, name, tbl_name, rootpage, sql) "
                                                  "VALUES ('table', 'notes', 'notes', 0, "
                                                  "'CREATE VIRTUAL TABLE notes USING nosuchmodule(body)')")}));

    const QList<QPair<QString, DatabaseUrl>> failures = {
        {QStringLiteral("missing file"), DatabaseUrl::sqliteFile(dir.filePath(QStringLiteral("missing.db")))},
        {QStringLiteral("not SQLite"), DatabaseUrl::sqliteFile(garbage)},
        {QStringLiteral("another application's tables"), recipes.url()},
        {QStringLiteral("a schema that cannot be read"), broken.url()},
    };
    for (const auto& [what, url] : failures) {
        error.clear();
        QVERIFY2(!window.openDatabase(url, false, &error), qPrintable(what));
        QVERIFY2(!error.isEmpty(), qPrintable(what));
        QString why;
        QVERIFY2(sameAs(before, Shown::of(window), &why), qPrintable(what + QStringLiteral(": ") + why));
        // Still working: the page reads its rows again and editing acts on this database.
        window.workspace()->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(before.page->model()->isCountExact(), 20000);
        QVERIFY2(before.page->model()->lastError().isEmpty(), qPrintable(before.page->model()->lastError()));
    }

    // A revision this Metadesk does not know opens whole, read-only: the new title, status, tables and no editing.
    ScratchDatabase unknown(ScratchDatabase::Engine::Sqlite);
    QVERIFY2(test::fillDemo(unknown, &error, 5), qPrintable(error));
    QVERIFY(test::execAll(unknown, {QStringLiteral("UPDATE alembic_version SET version_num = 'feedfacecafe'")}));
    QVERIFY2(window.openDatabase(unknown.url(), false, &error), qPrintable(error));
    const Shown after = Shown::of(window);
    QVERIFY2(after.title.contains(unknown.url().shortName()) && after.title != before.title, qPrintable(after.title));
    QVERIFY2(after.status.contains(QStringLiteral("feedfacecafe")), qPrintable(after.status));
    QVERIFY(after.readOnly && !after.canAdd && after.open);
    QVERIFY(after.tables > 0);
    QVERIFY(before.page.isNull() || before.page != window.workspace()->currentPage());
}

void TestFailedOpen::failedReloadKeepsTheOpenDatabase() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    MainWindow window;
    QVERIFY(openGroups(window, scratch));
    const Shown before = Shown::of(window);

    // After a migration the window opens its database again; here that open fails while the connections already
    // open still work: on SQLite the schema cannot be read whole (a table of a module this SQLite lacks, as a failed
    // migration might leave), on PostgreSQL the database refuses new connections.
    QString error;
    std::unique_ptr<DbConnection> admin;
    if (engine == ScratchDatabase::Engine::Sqlite) {
        QVERIFY(
            test::execAll(scratch, {QStringLiteral("PRAGMA writable_schema = ON"),
                                    QStringLiteral("INSERT INTO sqlite_master (type, name, tbl_name, rootpage, sql) "
                                                   "VALUES ('table', 'notes', 'notes', 0, "
                                                   "'CREATE VIRTUAL TABLE notes USING nosuchmodule(body)')")}));
    } else {
        admin = DbConnection::open(DatabaseUrl::parse(qEnvironmentVariable("METADESK_TEST_PG_URL")), {}, &error);
        QVERIFY2(admin, qPrintable(error));
        QVERIFY2(admin->exec(
                     QStringLiteral("ALTER DATABASE \"%1\" ALLOW_CONNECTIONS false").arg(scratch.url().databaseName()),
                     &error),
                 qPrintable(error));
    }
    QString reported;
    QTimer::singleShot(0, &window, [&reported]() {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            reported = box->text();
            box->accept();
        }
    });
    window.reloadSchema();
    if (admin)
        QVERIFY2(admin->exec(
                     QStringLiteral("ALTER DATABASE \"%1\" ALLOW_CONNECTIONS true").arg(scratch.url().databaseName()),
                     &error),
                 qPrintable(error));
    QVERIFY2(!reported.isEmpty(), "the failed reload says so");
    QString why;
    QVERIFY2(sameAs(before, Shown::of(window), &why), qPrintable(why));
    test::saveScreenshot(&window, QStringLiteral("failed-reload-%1.png").arg(ScratchDatabase::engineName(engine)));
}

QTEST_MAIN(TestFailedOpen)
/// Connect… shows the start page in front of the open database: no row action reaches the rows it hides, and the
/// way back (its button, Escape, Back, Overview) returns to the database as it was left, even after a failed open.
void TestFailedOpen::startPageInFrontActsOnNothing() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    MainWindow window;
    QVERIFY(openGroups(window, scratch));
    TablePage* page = window.workspace()->currentPage();
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->rowCount() > 0 && page->model()->isRowLoaded(0), 20000);
    page->grid()->selectRow(0);
    EditController* edit = window.editController();
    QTRY_VERIFY(edit->deleteAction()->isEnabled());
    QVERIFY(edit->editAction()->isEnabled());
    const Shown before = Shown::of(window);

    auto* startPage = window.findChild<QAction*>(QStringLiteral("startPageAction"));
    auto* back = window.findChild<QAction*>(QStringLiteral("backAction"));
    QVERIFY(startPage && back);
    auto* returnButton = window.findChild<QPushButton*>(QStringLiteral("returnButton"));
    QVERIFY(returnButton);
    auto inFront = [&]() {
        startPage->trigger();
        QVERIFY(!window.workspace()->isVisible());
        for (QAction* a : {edit->newAction(), edit->editAction(), edit->duplicateAction(), edit->deleteAction()})
            QVERIFY2(!a->isEnabled(), qPrintable(a->text()));
        QVERIFY(returnButton->isVisible());
        QVERIFY2(returnButton->text().contains(scratch.url().shortName()), qPrintable(returnButton->text()));
        QVERIFY(back->isEnabled());
    };
    auto returned = [&]() {
        QVERIFY(window.workspace()->isVisible());
        QString why;
        QVERIFY2(sameAs(before, Shown::of(window), &why), qPrintable(why));
        QCOMPARE(page->selectedPrimaryKey(), before.page->selectedPrimaryKey());
        QVERIFY(edit->deleteAction()->isEnabled());
    };

    inFront();
    QTest::mouseClick(returnButton, Qt::LeftButton);
    returned();

    inFront();
    back->trigger();
    returned();

    // After an open that failed: the same way back.
    inFront();
    QString error;
    QVERIFY(!window.openDatabase(DatabaseUrl::sqliteFile(QStringLiteral("/nonexistent/dir/x.db")), false, &error));
    QVERIFY(!window.workspace()->isVisible());
    QVERIFY(!edit->deleteAction()->isEnabled());
    QVERIFY(returnButton->isVisible());
    QTest::keyClick(returnButton, Qt::Key_Escape);
    returned();

    // Closed: nothing to go back to.
    window.closeDatabase();
    QVERIFY(!returnButton->isVisible());
    QVERIFY(!back->isEnabled());
}

#include "tst_FailedOpen.moc"
