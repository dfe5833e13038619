// The PostgreSQL server goes away under an open window — stopped the way a crash stops it, then started again — on a
// private server (tests/common/PgServer). The write path says the connection was lost and writes nothing, the edit
// dialog keeps what was typed, and once the server is back the same write goes through with its one audit entry and
// the windowed grid reads its rows again, without reopening anything. A migration the server dies under is rolled back
// whole; the migration panel says so right after, and applies it once the server is back. PostgreSQL only: SQLite has
// no server to lose.
#include "common/MigrationHelpers.h"
#include "common/PgServer.h"
#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/db/DatabaseUrl.h"
#include "core/db/DbConnection.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"
#include "core/schema/Migrator.h"
#include "core/settings/Settings.h"
#include "gui/edit/FieldEditor.h"
#include "gui/edit/RowEditDialog.h"
#include "gui/migrations/MigrationPanel.h"
#include "gui/migrations/PlatformSection.h"
#include "gui/migrations/SqlConfirmDialog.h"
#include "models/WindowedTableModel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace metadesk;
using namespace metadesk::test;

namespace {

qint64 scalar(const DbConnection& conn, const QString& sql) {
    QSqlQuery q(conn.db());
    QString error;
    return conn.execBound(&q, sql, {}, &error) && q.next() ? q.value(0).toLongLong() : -1;
}

} // namespace

class tst_LostConnection : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void writeGoesThroughOnceTheServerIsBack();
    void editDialogKeepsWhatWasTyped();
    void windowedGridReadsAgain();
    void migrationKilledMidwayIsRolledBack();

private:
    QVariantMap group(const QVariant& id) const;
    const TableDescriptor& groups() const { return *m_conn->catalog().table(QStringLiteral("groups")); }
    bool restart(QString* error);

    PgServer m_server;
    DatabaseUrl m_url;
    std::unique_ptr<DbConnection> m_conn;
};

void tst_LostConnection::initTestCase() {
    QString error;
    QVERIFY2(m_server.create(&error), qPrintable(error));
    m_url = DatabaseUrl::parse(m_server.urlText(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    DbConnection::Options options;
    options.connectTimeoutSeconds = 5;
    m_conn = DbConnection::open(m_url, options, &error);
    QVERIFY2(m_conn, qPrintable(error));
    QStringList applied;
    QVERIFY2(Migrator(*m_conn, builtInMigrations(Platform::Tabularia, *m_conn)).upgrade(&applied, &error),
             qPrintable(error));
    m_conn->reloadCatalog();
    RowWriter writer(*m_conn);
    writer.setActor(Actor{QVariant(), QStringLiteral("tester via Metadesk")});
    for (const QString& name : {QStringLiteral("analysts"), QStringLiteral("engineers"), QStringLiteral("viewers")}) {
        const WriteResult r = writer.apply(
            ChangeSet::insert(QStringLiteral("groups"), {{QStringLiteral("name"), name},
                                                         {QStringLiteral("description"), QStringLiteral("as made")}}));
        QVERIFY2(r.ok(), qPrintable(r.message));
    }
}

void tst_LostConnection::cleanupTestCase() {
    m_conn.reset();
}

QVariantMap tst_LostConnection::group(const QVariant& id) const {
    QVariantMap row;
    bool found = false;
    QString error;
    RowStore(*m_conn, groups()).fetch({id}, &row, &found, &error);
    return row;
}

bool tst_LostConnection::restart(QString* error) {
    return m_server.isRunning() || m_server.start(error);
}

void tst_LostConnection::writeGoesThroughOnceTheServerIsBack() {
    QString error;
    RowWriter writer(*m_conn);
    writer.setActor(Actor{QVariant(), QStringLiteral("tester via Metadesk")});
    const QVariantMap seen = group(1);
    QCOMPARE(seen.value(QStringLiteral("name")).toString(), QStringLiteral("analysts"));
    const qint64 auditBefore = scalar(*m_conn, QStringLiteral("SELECT count(*) FROM audit_logs"));
    QVERIFY(auditBefore >= 3);
    const ChangeSet change =
        ChangeSet::update(QStringLiteral("groups"), seen, {{QStringLiteral("name"), QStringLiteral("data analysts")}});

    QVERIFY2(m_server.stopImmediate(&error), qPrintable(error));
    // Found while writing, then while it is still down (the new session cannot be opened): nothing written, said so.
    for (int attempt = 0; attempt < 2; ++attempt) {
        const WriteResult down = writer.apply(change);
        QVERIFY(!down.ok());
        QVERIFY2(down.connectionLost, qPrintable(down.message));
        QVERIFY(!down.outcomeUnknown);
        QVERIFY2(down.message.startsWith(QStringLiteral("The connection to the database server was lost; nothing was "
                                                        "written. What you typed is kept")),
                 qPrintable(down.message));
        QVERIFY(m_conn->isBroken());
    }

    QElapsedTimer recovery;
    recovery.start();
    QVERIFY2(restart(&error), qPrintable(error));
    const qint64 restartMs = recovery.restart();
    const WriteResult back = writer.apply(change);
    QVERIFY2(back.ok(), qPrintable(back.message + QLatin1Char(' ') + back.details));
    qInfo("server back after %lld ms; the retried write (a new session, its write and its audit entry) %lld ms",
          restartMs, recovery.elapsed());
    QVERIFY(!m_conn->isBroken());
    QCOMPARE(group(1).value(QStringLiteral("name")).toString(), QStringLiteral("data analysts"));
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM audit_logs")), auditBefore + 1);
    QVERIFY(m_conn->backendPid() > 0);
}

void tst_LostConnection::editDialogKeepsWhatWasTyped() {
    QString error;
    RowWriter writer(*m_conn);
    writer.setActor(Actor{QVariant(), QStringLiteral("tester via Metadesk")});
    RowEditDialog dialog(*m_conn, &writer, groups(), RowEditDialog::Mode::Edit, group(2));
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* line = qobject_cast<QLineEdit*>(dialog.editor(QStringLiteral("description"))->input());
    auto* plain = qobject_cast<QPlainTextEdit*>(dialog.editor(QStringLiteral("description"))->input());
    QVERIFY(line || plain);
    const auto typed = [&] { return line ? line->text() : plain->toPlainText(); };
    if (line) {
        line->selectAll();
        QTest::keyClicks(line, QStringLiteral("typed while the server was down"));
    } else {
        plain->selectAll();
        QTest::keyClicks(plain, QStringLiteral("typed while the server was down"));
    }

    QVERIFY2(m_server.stopImmediate(&error), qPrintable(error));
    dialog.tryAccept();
    QVERIFY(dialog.isVisible());
    QCOMPARE(dialog.QDialog::result(), int(QDialog::Rejected));
    QVERIFY2(dialog.messageText().contains(QStringLiteral("connection to the database server was lost")),
             qPrintable(dialog.messageText()));
    QCOMPARE(typed(), QStringLiteral("typed while the server was down"));

    QVERIFY2(restart(&error), qPrintable(error));
    dialog.tryAccept(); // the same OK again
    QCOMPARE(dialog.QDialog::result(), int(QDialog::Accepted));
    QCOMPARE(group(2).value(QStringLiteral("description")).toString(),
             QStringLiteral("typed while the server was down"));
}

void tst_LostConnection::windowedGridReadsAgain() {
    QString error;
    WindowedTableModel model(groups(), m_url, true);
    QSignalSpy counted(&model, &WindowedTableModel::countKnown);
    QSignalSpy failed(&model, &WindowedTableModel::errorOccurred);
    QTRY_VERIFY_WITH_TIMEOUT(counted.count() > 0, 20000);
    QCOMPARE(model.rowCount(), 3);
    QTRY_VERIFY_WITH_TIMEOUT(model.isRowLoaded(2), 20000);

    QVERIFY2(m_server.stopImmediate(&error), qPrintable(error));
    model.refresh();
    QTRY_VERIFY_WITH_TIMEOUT(failed.count() > 0, 20000);

    QVERIFY2(restart(&error), qPrintable(error));
    counted.clear();
    model.refresh(); // F5: the same model, its worker's connection opened anew
    QTRY_VERIFY_WITH_TIMEOUT(counted.count() > 0, 20000);
    QCOMPARE(model.rowCount(), 3);
    QTRY_VERIFY_WITH_TIMEOUT(model.isRowLoaded(2), 20000);
    int nameColumn = -1; // the grid's columns are the table's, in order
    for (int c = 0; c < groups().columns.size(); ++c)
        if (groups().columns.at(c).name == QLatin1String("name"))
            nameColumn = c;
    QVERIFY(nameColumn >= 0);
    QStringList names;
    for (int row = 0; row < 3; ++row)
        names << model.data(model.index(row, nameColumn)).toString();
    names.sort();
    QCOMPARE(names,
             QStringList({QStringLiteral("data analysts"), QStringLiteral("engineers"), QStringLiteral("viewers")}));
}

void tst_LostConnection::migrationKilledMidwayIsRolledBack() {
    // Holotable one revision behind in a database of its own on the private server: 021 drops chat_messages.
    QString error;
    DbConnection::Options options;
    options.connectTimeoutSeconds = 5;
    {
        auto admin = DbConnection::open(m_url, options, &error);
        QVERIFY2(admin, qPrintable(error));
        QVERIFY2(admin->exec(QStringLiteral("CREATE DATABASE holotable"), &error), qPrintable(error));
    }
    QString urlText = m_server.urlText();
    QVERIFY(urlText.endsWith(QStringLiteral("/postgres")));
    urlText = urlText.chopped(8) + QStringLiteral("holotable");
    QVERIFY(urlText.endsWith(QStringLiteral("postgres@127.0.0.1:%1/holotable").arg(m_url.port())));
    const DatabaseUrl url = DatabaseUrl::parse(urlText, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const auto revisionOf = [&]() {
        auto conn = DbConnection::open(url, options, &error);
        if (!conn)
            return QStringLiteral("(%1)").arg(error);
        SchemaStatus status;
        if (!Migrator(*conn, builtInMigrations(Platform::Holotable, *conn)).status(&status, &error))
            return QStringLiteral("(%1)").arg(error);
        return status.current;
    };
    QString head;
    {
        auto conn = DbConnection::open(url, options, &error);
        QVERIFY2(conn, qPrintable(error));
        QVERIFY(test::createBehind(*conn));
        head = builtInMigrations(Platform::Holotable, *conn).head();
    }
    const QString before = revisionOf();
    QVERIFY2(!before.isEmpty() && before != head, qPrintable(before));
    QTemporaryDir settingsDir;
    Settings::instance().openFile(settingsDir.filePath(QStringLiteral("metadesk.conf")));
    Settings::instance().set(Settings::Key::MigrationLockWaitSeconds, 120); // the server goes before the wait does

    // Another session reads chat_messages in an open transaction: 021's DROP TABLE waits for it, inside the
    // migration's transaction, when the server is stopped the way a crash stops it.
    auto holder = DbConnection::open(url, options, &error);
    QVERIFY2(holder, qPrintable(error));
    QVERIFY2(holder->exec(QStringLiteral("BEGIN"), &error) &&
                 holder->exec(QStringLiteral("SELECT count(*) FROM chat_messages"), &error),
             qPrintable(error));
    MigrationPanel panel(url, false);
    panel.resize(1200, 800);
    panel.show();
    QTRY_VERIFY_WITH_TIMEOUT(panel.section(Platform::Holotable), 20000);
    QCOMPARE(panel.section(Platform::Holotable)->data().status.state, SchemaStatus::State::Behind);
    QSignalSpy finished(&panel, &MigrationPanel::operationFinished);
    QSignalSpy changed(&panel, &MigrationPanel::schemaChanged);
    QSignalSpy refreshed(&panel, &MigrationPanel::refreshed);
    const auto confirmNext = [](const auto& self) -> void {
        QTimer::singleShot(50, qApp, [self]() {
            auto* dialog = qobject_cast<SqlConfirmDialog*>(QApplication::activeModalWidget());
            if (!dialog)
                return self(self);
            dialog->findChild<QPushButton*>(QStringLiteral("confirmButton"))->click();
        });
    };
    confirmNext(confirmNext);
    auto* apply = panel.section(Platform::Holotable)->findChild<QPushButton*>(QStringLiteral("holotableApplyButton"));
    QVERIFY(apply && apply->isEnabled());
    apply->click();
    const auto waitingSessions = [&]() {
        QSqlQuery q(holder->db());
        return q.exec(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND "
                                     "application_name = 'metadesk migrations' AND wait_event_type = 'Lock'")) &&
                       q.next()
                   ? q.value(0).toInt()
                   : -1;
    };
    QTRY_COMPARE_WITH_TIMEOUT(waitingSessions(), 1, 20000);
    const int refreshesBefore = int(refreshed.size());
    QVERIFY2(m_server.stopImmediate(&error), qPrintable(error));

    // Right after: the operation failed, said why, changed nothing it claims; the panel is not left busy.
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY(changed.isEmpty());
    auto* errorLabel = panel.findChild<QLabel*>(QStringLiteral("errorLabel"));
    QVERIFY(errorLabel->isVisible());
    QVERIFY2(errorLabel->text().contains(QStringLiteral("has ended")) &&
                 errorLabel->text().contains(QStringLiteral("rolled back")),
             qPrintable(errorLabel->text()));
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isBusy(), 20000);
    QTRY_VERIFY_WITH_TIMEOUT(refreshed.size() > refreshesBefore, 20000); // its look at the schema, server down
    QVERIFY2(errorLabel->text().contains(QStringLiteral("has ended")) &&
                 errorLabel->text().contains(QStringLiteral("Could not read the migrations: Could not reach")),
             qPrintable(errorLabel->text()));
    test::saveScreenshot(&panel, QStringLiteral("migration-panel-server-killed.png"));

    // The server back: nothing of 021 was kept, the panel reads the schema again and applies it.
    QVERIFY2(restart(&error), qPrintable(error));
    QCOMPARE(revisionOf(), before);
    {
        auto conn = DbConnection::open(url, options, &error);
        QVERIFY2(conn, qPrintable(error));
        QVERIFY(conn->tableExists(QStringLiteral("chat_messages")));
    }
    const int refreshesNow = int(refreshed.size());
    panel.refresh();
    QTRY_VERIFY_WITH_TIMEOUT(refreshed.size() > refreshesNow, 20000);
    QTRY_COMPARE_WITH_TIMEOUT(panel.section(Platform::Holotable)->data().status.state, SchemaStatus::State::Behind,
                              20000);
    apply = panel.section(Platform::Holotable)->findChild<QPushButton*>(QStringLiteral("holotableApplyButton"));
    QVERIFY(apply && apply->isEnabled());
    test::saveScreenshot(&panel, QStringLiteral("migration-panel-server-back.png"));
    confirmNext(confirmNext);
    apply->click();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60000);
    QVERIFY2(finished.last().first().toBool(), qPrintable(panel.logText()));
    QCOMPARE(revisionOf(), head);
    QCOMPARE(changed.size(), 1);
}

QTEST_MAIN(tst_LostConnection)
#include "tst_LostConnection.moc"
