#include "common/TestDatabases.h"
#include "core/demo/DemoGenerator.h"
#include "core/schema/MigrationSet.h"
#include "core/schema/Migrator.h"
#include "gui/MainWindow.h"
#include "models/TableOverviewModel.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCryptographicHash>
#include <QFile>
#include <QLabel>
#include <QSqlQuery>
#include <QStatusBar>
#include <QTest>
#include <QTimeZone>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The main window on the offscreen platform: it opens the demo and real databases, shows what they hold, and
/// refuses what is not a platform database with a sentence.
class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void opensDemoOnFirstUse();
    void showsEveryTableWithItsCount_data() { test::addEngineColumn(), test::addEngineRows(); }
    void showsEveryTableWithItsCount();
    void readOnlyLeavesFileUntouched();
    void olderSchemaOpensReadOnly_data() { test::addEngineColumn(), test::addEngineRows(); }
    void olderSchemaOpensReadOnly();
    void refusesWhatIsNotAPlatformDatabase();

private:
    static bool createDemo(const ScratchDatabase& scratch) {
        DemoGenerator::Options o;
        o.runs = 500;
        o.now = QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);
        const auto result = DemoGenerator::create(scratch.url(), o, {});
        if (!result.ok)
            qWarning("%s", qPrintable(result.error));
        return result.ok;
    }
};

void TestMainWindow::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-test"));
    QFile::remove(MainWindow::demoPath());
}

void TestMainWindow::opensDemoOnFirstUse() {
    QVERIFY(!QFile::exists(MainWindow::demoPath()));
    MainWindow window;
    window.show();
    QString error;
    QVERIFY2(window.openDemo(&error), qPrintable(error));
    QVERIFY(QFile::exists(MainWindow::demoPath()));
    QCOMPARE(window.windowTitle(), QStringLiteral("demo.sqlite — Metadesk"));
    QVERIFY(!window.isReadOnly());
    auto* badge = window.findChild<QLabel*>(QStringLiteral("readOnlyBadge"));
    QVERIFY(badge && !badge->isVisible());
    auto* status = window.findChild<QLabel*>(QStringLiteral("connectionLabel"));
    QVERIFY(status);
    QVERIFY2(status->text().contains(QStringLiteral("Tabularia c4d9e1f7a205")), qPrintable(status->text()));
    QVERIFY2(status->text().contains(QStringLiteral("Holotable 003_generation_and_usage.sql")),
             qPrintable(status->text()));

    // Second use opens the same file rather than building a new one.
    const QDateTime modified = QFileInfo(MainWindow::demoPath()).lastModified();
    MainWindow again;
    QVERIFY2(again.openDemo(&error), qPrintable(error));
    QCOMPARE(QFileInfo(MainWindow::demoPath()).lastModified(), modified);
}

void TestMainWindow::showsEveryTableWithItsCount() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createDemo(scratch));
    MainWindow window;
    window.show();
    QString error;
    QVERIFY2(window.openDatabase(scratch.url(), false, &error), qPrintable(error));
    TableOverviewModel* model = window.overviewModel();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model->rowCount(), 37);
    QTRY_VERIFY_WITH_TIMEOUT(!model->isCounting(), 20000);
    QCoreApplication::processEvents();
    auto conn = scratch.connect();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QString table = model->index(row, TableOverviewModel::TableColumn).data().toString();
        QSqlQuery q(conn->db());
        QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM ") + table) && q.next());
        QTRY_COMPARE(model->rowCountOf(table), q.value(0).toLongLong());
    }
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
        QTRY_VERIFY_WITH_TIMEOUT(!window.overviewModel()->isCounting(), 20000);
        auto* badge = window.findChild<QLabel*>(QStringLiteral("readOnlyBadge"));
        QVERIFY(badge && badge->isVisible());
    }
    QCOMPARE(hash(), before);
}

void TestMainWindow::olderSchemaOpensReadOnly() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    {
        auto conn = scratch.connect();
        MigrationSet set;
        QString error, rolledBack;
        QVERIFY(MigrationSet::loadBuiltIn(Platform::Tabularia, conn->isSqlite(), &set, &error));
        QStringList applied;
        QVERIFY2(Migrator(*conn, set).upgrade(&applied, &error), qPrintable(error));
        QVERIFY2(Migrator(*conn, set).downgrade(&rolledBack, &error), qPrintable(error)); // one behind the code
    }
    MainWindow window;
    QString error;
    QVERIFY2(window.openDatabase(scratch.url(), false, &error), qPrintable(error));
    QVERIFY(window.isReadOnly());
    QCOMPARE(window.schemaStatuses().constFirst().state, SchemaStatus::State::Behind);
    QCOMPARE(window.overviewModel()->rowCount(), 27);
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

QTEST_MAIN(TestMainWindow)
#include "tst_MainWindow.moc"
