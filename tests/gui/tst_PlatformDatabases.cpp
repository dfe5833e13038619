#include "common/MigrationHelpers.h"
#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/query/TableQuery.h"
#include "core/schema/LiveSchema.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/pages/TablePage.h"
#include "models/NavigatorModel.h"
#include "models/WindowedTableModel.h"

#include <QApplication>
#include <QEvent>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The app on databases the platforms' own code makes, at every revision they have shipped: each opens, lists exactly
/// the tables it has, and every page shows exactly the columns the database has, with the values SQL reads.
class TestPlatformDatabases : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyHolotableRevisionOpens_data() { test::addEngineColumn(), test::addEngineRows(); }
    void everyHolotableRevisionOpens();
    void tabulariaMadeByThePlatformOpens_data() { test::addEngineColumn(), test::addEngineRows(); }
    void tabulariaMadeByThePlatformOpens();

private:
    /// The window shows what the database has: every table once, each page with the live columns only.
    static void checkShowsTheDatabase(MainWindow& window, const DbConnection& conn, const QString& when);
};

void TestPlatformDatabases::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-platform-databases-test"));
}

void TestPlatformDatabases::checkShowsTheDatabase(MainWindow& window, const DbConnection& conn, const QString& when) {
    LiveSchema live;
    QString error;
    QVERIFY2(LiveSchema::read(conn, &live, &error), qPrintable(error));
    NavigatorModel* navigator = window.workspace()->navigatorModel();
    QCOMPARE(navigator->tableCount(), int(live.tables().size()));
    for (const LiveTable& t : live.tables()) {
        QVERIFY2(navigator->indexOfTable(t.name).isValid(), qPrintable(when + QStringLiteral(": ") + t.name));
        window.workspace()->navigate(Location{t.name, {}, {}});
        TablePage* page = window.workspace()->currentPage();
        QVERIFY(page);
        QCOMPARE(page->table().name, t.name);
        // Exactly the columns the table has: none missing, none a stand-in for a column it lacks.
        QStringList shown = page->table().columnNames(), real = t.columnNames();
        shown.sort();
        real.sort();
        QVERIFY2(shown == real,
                 qPrintable(when + QStringLiteral(" ") + t.name + QStringLiteral(": shows ") +
                            shown.join(QLatin1Char(',')) + QStringLiteral(", has ") + real.join(QLatin1Char(','))));
        // Pages past the window's limit close (and their connections with them) once events run.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCoreApplication::processEvents();
    }
}

void TestPlatformDatabases::everyHolotableRevisionOpens() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    const MigrationSet set = test::builtInMigrations(Platform::Holotable, *conn);
    MainWindow window;
    window.show();
    for (const Migration& m : set.migrations()) {
        QString error;
        QStringList applied;
        QVERIFY2(Migrator(*conn, set.upTo(m.id)).upgrade(&applied, &error), qPrintable(error));
        QVERIFY2(window.openDatabase(scratch.url(), false, &error), qPrintable(m.id + QStringLiteral(": ") + error));
        const bool head = m.id == set.head();
        // Behind the code it is browsed read-only and says so; at head it is editable.
        QCOMPARE(window.isReadOnly(), !head);
        if (!head)
            QVERIFY2(window.notice().contains(QStringLiteral("behind")), qPrintable(window.notice()));
        const auto has = [&window](const char* table) {
            return window.workspace()->navigatorModel()->indexOfTable(QString::fromLatin1(table)).isValid();
        };
        if (m.id == QStringLiteral("010_user_preferences.sql")) {
            QVERIFY(has("chat_messages"));
            QVERIFY(!has("conversations") && !has("sessions") && !has("audit_log"));
        }
        if (head) {
            QVERIFY(has("conversations") && has("conversation_messages") && has("audit_log"));
            QVERIFY(!has("chat_messages"));
        }
        checkShowsTheDatabase(window, *conn, m.id);
        if (QTest::currentTestFailed())
            return;
    }
}

void TestPlatformDatabases::tabulariaMadeByThePlatformOpens() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    const MigrationSet set = test::builtInMigrations(Platform::Tabularia, *conn);
    // The gateway's way: its schema and fingerprint, no alembic_version; then a user as the platform writes one.
    QString error;
    for (const SqlScript::Statement& s : set.migrations().first().statements(false))
        QVERIFY2(conn->exec(s.sql, &error), qPrintable(error));
    QVERIFY2(
        conn->exec(
            QStringLiteral("INSERT INTO users (email, full_name, hashed_password, is_active, is_superuser, "
                           "is_observer, created_at) VALUES ('ada@example.org', 'Ada Lovelace', "
                           "'$2b$12$abcdefghijklmnopqrstuuNqJ3b0dm7bZ4Y8o9bWqf0V0kqyQ8O2m', true, false, "
                           "false, '2026-11-30 10:00:00.123456')")
                .replace(QStringLiteral("true"), conn->isSqlite() ? QStringLiteral("1") : QStringLiteral("true"))
                .replace(QStringLiteral("false"), conn->isSqlite() ? QStringLiteral("0") : QStringLiteral("false")),
            &error),
        qPrintable(error));
    MainWindow window;
    window.show();
    QVERIFY2(window.openDatabase(scratch.url(), false, &error), qPrintable(error));
    QVERIFY(window.isReadOnly());
    QVERIFY2(window.notice().contains(QStringLiteral("no record of its schema revision")), qPrintable(window.notice()));
    QVERIFY2(!window.notice().contains(QStringLiteral("newer")), qPrintable(window.notice()));
    checkShowsTheDatabase(window, *conn, QStringLiteral("the gateway's schema"));

    // The users grid shows the row as stored: its real columns, with the values SQL reads.
    window.workspace()->navigate(Location{QStringLiteral("users"), {}, {}});
    TablePage* page = window.workspace()->currentPage();
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(0), 10000);
    const TableDescriptor& users = page->table();
    const int fullName = users.columnIndex(QStringLiteral("full_name"));
    QVERIFY(fullName >= 0);
    QVERIFY(users.columnIndex(QStringLiteral("display_name")) < 0);
    QCOMPARE(page->model()->index(0, fullName).data().toString(), QStringLiteral("Ada Lovelace"));
    const int hash = users.columnIndex(QStringLiteral("hashed_password"));
    QVERIFY(hash >= 0);
    QVERIFY2(!page->model()->index(0, hash).data().toString().contains(QStringLiteral("abcdefgh")),
             "a password hash is masked");
}

QTEST_MAIN(TestPlatformDatabases)
#include "tst_PlatformDatabases.moc"
