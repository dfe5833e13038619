// An auditor given a hot standby (a streaming replica made by pg_basebackup -R on a private server, PostgreSQL's own
// replication): the window opens it read-only by itself, says why, shows its replication lag in the status bar and on
// the home view, and the migration panel says migrations run on the primary with its actions off. PostgreSQL only:
// SQLite has no replicas.
#include "common/MigrationHelpers.h"
#include "common/PgServer.h"
#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/db/DatabaseUrl.h"
#include "core/db/DbConnection.h"
#include "core/edit/RowWriter.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/home/HomePage.h"
#include "gui/migrations/MigrationPanel.h"
#include "gui/migrations/PlatformSection.h"

#include <QApplication>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QtTest>

using namespace metadesk;
using namespace metadesk::test;

class tst_StandbyWindow : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
        QApplication::setApplicationName(QStringLiteral("metadesk-standby-test"));
    }

    void standbyIsShownAsOne() {
        QString error;
        QVERIFY2(m_primary.create(&error), qPrintable(error));
        {
            const DatabaseUrl url = DatabaseUrl::parse(m_primary.urlText(), &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            auto conn = DbConnection::open(url, {}, &error);
            QVERIFY2(conn, qPrintable(error));
            QStringList applied;
            QVERIFY2(Migrator(*conn, builtInMigrations(Platform::Tabularia, *conn)).upgrade(&applied, &error),
                     qPrintable(error));
            conn->reloadCatalog();
            RowWriter writer(*conn);
            writer.setActor(Actor{QVariant(), QStringLiteral("tester via Metadesk")});
            const WriteResult r = writer.apply(
                ChangeSet::insert(QStringLiteral("groups"), {{QStringLiteral("name"), QStringLiteral("auditors")},
                                                             {QStringLiteral("description"), QString()}}));
            QVERIFY2(r.ok(), qPrintable(r.message));
        }
        std::unique_ptr<PgServer> replica = m_primary.makeReplica(&error);
        QVERIFY2(replica, qPrintable(error));
        const DatabaseUrl replicaUrl = DatabaseUrl::parse(replica->urlText(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        // The replica replays the primary's schema and rows.
        {
            auto probe = DbConnection::open(replicaUrl, {}, &error);
            QVERIFY2(probe, qPrintable(error));
            QVERIFY(probe->isStandby());
            QTRY_VERIFY_WITH_TIMEOUT(probe->tableExists(QStringLiteral("groups")), 20000);
        }

        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // Asked read-write: a standby is opened read-only all the same, without a write attempt.
        QVERIFY2(window.openDatabase(replicaUrl, false, &error), qPrintable(error));
        QVERIFY(window.windowTitle().contains(QStringLiteral("[read-only]")));
        auto* notice = window.findChild<QLabel*>(QStringLiteral("infoLabel"));
        QVERIFY(notice);
        QVERIFY2(notice->isVisible() && notice->text().contains(QStringLiteral("hot standby")),
                 qPrintable(notice->text()));
        auto* lag = window.findChild<QLabel*>(QStringLiteral("standbyLagLabel"));
        QVERIFY(lag);
        QVERIFY(lag->isVisible());
        QVERIFY2(lag->text().startsWith(QStringLiteral("Hot standby · ")), qPrintable(lag->text()));

        // The home view reads the lag with its figures, on its worker.
        HomePage* home = window.workspace()->homePage();
        QTRY_VERIFY_WITH_TIMEOUT(home->snapshot().takenAt.isValid(), 30000);
        QVERIFY(home->snapshot().standby);
        auto* homeLine = home->findChild<QLabel*>(QStringLiteral("homeStandby"));
        QVERIFY(homeLine);
        QVERIFY(homeLine->isVisible());
        QVERIFY2(homeLine->text().startsWith(QStringLiteral("Hot standby: ")), qPrintable(homeLine->text()));
        if (home->snapshot().replicationLag)
            QVERIFY2(homeLine->text().contains(QStringLiteral(" s ago")), qPrintable(homeLine->text()));

        // A change on the primary, replayed: the next figures carry a lag, and the status bar follows them without
        // asking the server itself.
        {
            auto primary = DbConnection::open(DatabaseUrl::parse(m_primary.urlText()), {}, &error);
            QVERIFY2(primary, qPrintable(error));
            QVERIFY2(primary->exec(QStringLiteral("UPDATE groups SET description = 'replayed'"), &error),
                     qPrintable(error));
        }
        QSignalSpy shown(home, &HomePage::snapshotShown);
        QTRY_VERIFY_WITH_TIMEOUT(
            [&] {
                if (!shown.isEmpty() && home->snapshot().replicationLag)
                    return true;
                if (shown.isEmpty() || shown.size() < 50)
                    home->refresh();
                return false;
            }(),
            30000);
        QVERIFY2(lag->text().contains(QStringLiteral("behind the primary")), qPrintable(lag->text()));
        qInfo("status bar: %s; home view: %s", qPrintable(lag->text()), qPrintable(homeLine->text()));
        QVERIFY2(homeLine->text().contains(QStringLiteral(" s ago")), qPrintable(homeLine->text()));
        saveScreenshot(&window, QStringLiteral("standby-home.png"));

        // Migrations: shown, their actions off, and why.
        window.openMigrations();
        MigrationPanel* panel = window.migrationPanel();
        QVERIFY(panel);
        auto* reason = panel->findChild<QLabel*>(QStringLiteral("readOnlyReason"));
        QVERIFY(reason);
        QVERIFY(reason->isVisible());
        QVERIFY2(reason->text().contains(QStringLiteral("run them on the primary")), qPrintable(reason->text()));
        auto* failed = panel->findChild<QLabel*>(QStringLiteral("errorLabel"));
        QVERIFY(failed);
        QTRY_VERIFY2_WITH_TIMEOUT(panel->section(Platform::Tabularia) || failed->isVisible(),
                                  qPrintable(failed->text()), 30000);
        QVERIFY2(panel->section(Platform::Tabularia), qPrintable(failed->text()));
        auto* apply =
            panel->section(Platform::Tabularia)->findChild<QPushButton*>(QStringLiteral("tabulariaApplyButton"));
        QVERIFY(apply);
        QVERIFY(!apply->isEnabled());
        saveScreenshot(panel, QStringLiteral("standby-migrations.png"));
        panel->close();
        window.close();
    }

private:
    PgServer m_primary;
};

QTEST_MAIN(tst_StandbyWindow)
#include "tst_StandbyWindow.moc"
