#include "common/TestDatabases.h"
#include "core/db/CancelRequest.h"
#include "core/schema/MigrationSet.h"
#include "core/schema/Migrator.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QScopeGuard>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>
#include <thread>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// A migration on a production database is bounded and can be stopped: a statement that waits for a table lock gives
/// up at the lock wait and names the session holding it; one that runs too long stops at the statement time limit;
/// Cancel stops the statement that is running; the migration lock belongs to the session doing the work, so ending
/// that session ends the work. Each leaves nothing of the migration behind.
class TestMigrationBounds : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void lockWaitIsBounded_data() { test::addEngineColumn(), test::addEngineRows(); }
    void lockWaitIsBounded();
    void cancelBetweenStatements_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cancelBetweenStatements();
    void cancelEndsTheRunningStatement();
    void statementTimeLimitStopsALongStatement();
    void migrationLockBelongsToTheMigrationSession();

private:
    /// Holotable-style files (name order, up and down parts) in a temporary folder, loaded as a migration set.
    static bool load(QTemporaryDir& dir, const QList<QPair<QString, QString>>& files, MigrationSet* set) {
        for (const auto& [name, text] : files) {
            QFile f(dir.filePath(name));
            if (!f.open(QIODevice::WriteOnly))
                return false;
            f.write(text.toUtf8());
        }
        QString error;
        if (!MigrationSet::loadDirectory(Platform::Holotable, dir.path(), set, &error)) {
            qWarning("%s", qPrintable(error));
            return false;
        }
        return true;
    }
    static QStringList recorded(const DbConnection& conn) {
        QStringList names;
        QSqlQuery q(conn.db());
        if (!q.exec(QStringLiteral("SELECT name FROM schema_migrations ORDER BY name")))
            return {QStringLiteral("<error: %1>").arg(q.lastError().text())};
        while (q.next())
            names << q.value(0).toString();
        return names;
    }
    static QStringList columnsOf(const DbConnection& conn, const QString& table) {
        QSqlQuery q(conn.db());
        q.prepare(conn.isSqlite() ? QStringLiteral("SELECT name FROM pragma_table_info(?) ORDER BY cid")
                                  : QStringLiteral("SELECT column_name FROM information_schema.columns WHERE "
                                                   "table_schema = current_schema() AND table_name = ? "
                                                   "ORDER BY ordinal_position"));
        q.addBindValue(table);
        QStringList names;
        if (!q.exec())
            return {QStringLiteral("<error: %1>").arg(q.lastError().text())};
        while (q.next())
            names << q.value(0).toString();
        return names;
    }
    /// Waits (on another thread, with a connection of its own) until the session `pid` runs a statement containing
    /// `part`; false after 20 s.
    static bool waitUntilRunning(const DbConnection& watcher, qint64 pid, const QString& part) {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < 20000) {
            QSqlQuery q;
            QString error;
            if (watcher.execBound(&q,
                                  QStringLiteral("SELECT 1 FROM pg_stat_activity WHERE pid = ? AND state = 'active' "
                                                 "AND position(? in query) > 0"),
                                  {pid, part}, &error) &&
                q.next())
                return true;
            QThread::msleep(50);
        }
        return false;
    }
};

void TestMigrationBounds::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestMigrationBounds::lockWaitIsBounded() {
    // PostgreSQL: an ALTER TABLE behind another session's idle transaction (which read the table) gives up at the
    // lock wait, naming that session. SQLite: the wait for another writer's lock is the lock wait, not the
    // connection's 5 s.
    QFETCH(ScratchDatabase::Engine, engine);
    const bool pg = engine == ScratchDatabase::Engine::Postgres;
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QTemporaryDir dir;
    MigrationSet set;
    QVERIFY(load(dir,
                 {{QStringLiteral("001_gadgets.sql"),
                   QStringLiteral("-- migrate:up\nCREATE TABLE gadgets (id integer PRIMARY KEY, name text);\n"
                                  "INSERT INTO gadgets (id, name) VALUES (1, 'one');\n"
                                  "-- migrate:down\nDROP TABLE gadgets;\n")},
                  {QStringLiteral("002_gadget_colour.sql"),
                   QStringLiteral("-- migrate:up\nCREATE TABLE gadget_notes (id integer PRIMARY KEY);\n"
                                  "ALTER TABLE gadgets ADD COLUMN colour text;\n"
                                  "-- migrate:down\nALTER TABLE gadgets DROP COLUMN colour;\n"
                                  "DROP TABLE gadget_notes;\n")}},
                 &set));
    QStringList applied;
    QString error;
    QVERIFY2(Migrator(*conn, set.upTo(QStringLiteral("001_gadgets.sql"))).upgrade(&applied, &error), qPrintable(error));

    auto holder = scratch.connect();
    qint64 holderPid = 0;
    if (pg) {
        holderPid = holder->backendPid();
        QVERIFY(holderPid > 0);
        QVERIFY(holder->exec(QStringLiteral("BEGIN"), &error));
        QVERIFY(holder->exec(QStringLiteral("SELECT count(*) FROM gadgets"), &error)); // idle in transaction now
    } else {
        QVERIFY(holder->exec(QStringLiteral("BEGIN IMMEDIATE"), &error));
    }

    Migrator migrator(*conn, set);
    migrator.setLockTimeoutMs(1000);
    QElapsedTimer timer;
    timer.start();
    QVERIFY(!migrator.upgrade(&applied, &error));
    const qint64 took = timer.elapsed();
    QVERIFY2(took >= 900 && took < 4000, qPrintable(QString::number(took)));
    QVERIFY(applied.isEmpty());
    if (pg) {
        // Which session, what it is doing, and what to do about it.
        for (const QString& part :
             {QStringLiteral("statement 2 of 2"), QStringLiteral("lock timeout"),
              QStringLiteral("waited 1 s for a lock on gadgets"),
              QStringLiteral("pid %1 (metadesk test").arg(holderPid), QStringLiteral("idle in transaction"),
              QStringLiteral("AccessShareLock"), QStringLiteral("SELECT pg_terminate_backend(%1);").arg(holderPid),
              QStringLiteral("--lock-timeout"), QStringLiteral("The migration was rolled back")})
            QVERIFY2(error.contains(part), qPrintable(part + QStringLiteral(" not in: ") + error));
        QVERIFY2(migrator.lastFailure().describe().contains(QStringLiteral("pg_terminate_backend(%1)").arg(holderPid)),
                 qPrintable(migrator.lastFailure().describe()));
    } else {
        QVERIFY2(error.contains(QStringLiteral("write lock")), qPrintable(error));
    }
    // Nothing of 002: neither its first statement's table nor the column, nor its record.
    QVERIFY(!conn->tableExists(QStringLiteral("gadget_notes")));
    QCOMPARE(columnsOf(*conn, QStringLiteral("gadgets")), (QStringList{QStringLiteral("id"), QStringLiteral("name")}));
    QCOMPARE(recorded(*conn), QStringList{QStringLiteral("001_gadgets.sql")});

    // Once the other session lets go, the same migration goes through.
    QVERIFY(holder->exec(QStringLiteral("ROLLBACK"), &error));
    QVERIFY2(migrator.upgrade(&applied, &error), qPrintable(error));
    QCOMPARE(applied, QStringList{QStringLiteral("002_gadget_colour.sql")});
    QVERIFY(columnsOf(*conn, QStringLiteral("gadgets")).contains(QStringLiteral("colour")));
}

void TestMigrationBounds::cancelBetweenStatements() {
    // Both engines: a cancel stops the migration before its next statement and rolls it back; the migrations
    // committed before it stay.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QTemporaryDir dir;
    MigrationSet set;
    QVERIFY(
        load(dir,
             {{QStringLiteral("001_first.sql"), QStringLiteral("-- migrate:up\nCREATE TABLE first_table (id integer);\n"
                                                               "-- migrate:down\nDROP TABLE first_table;\n")},
              {QStringLiteral("002_second.sql"),
               QStringLiteral("-- migrate:up\nCREATE TABLE second_a (id integer);\n"
                              "CREATE TABLE second_b (id integer);\n"
                              "-- migrate:down\nDROP TABLE second_b;\nDROP TABLE second_a;\n")}},
             &set));
    auto cancel = std::make_shared<CancelRequest>();
    Migrator migrator(*conn, set);
    migrator.setCancelRequest(cancel);
    QStringList started;
    migrator.setStatementProgress([&](const Migration& m, const SqlScript::Statement& s, int) {
        started << QStringLiteral("%1:%2").arg(m.id).arg(s.number);
        if (m.id == QLatin1String("002_second.sql"))
            cancel->request(); // while its first statement is about to run
    });
    QStringList applied;
    QString error;
    QVERIFY(!migrator.upgrade(&applied, &error));
    QCOMPARE(applied, QStringList{QStringLiteral("001_first.sql")});
    QCOMPARE(started, (QStringList{QStringLiteral("001_first.sql:1"), QStringLiteral("002_second.sql:1")}));
    QVERIFY2(error.startsWith(QStringLiteral("Cancelled; nothing of Holotable ")) &&
                 error.contains(QStringLiteral("002_second")) && error.contains(QStringLiteral("was applied")) &&
                 error.contains(QStringLiteral("1 Holotable migration(s) applied before it stay applied")),
             qPrintable(error));
    QVERIFY(!migrator.lastFailure().isValid()); // nothing failed: it was stopped
    QVERIFY(conn->tableExists(QStringLiteral("first_table")));
    QVERIFY(!conn->tableExists(QStringLiteral("second_a")));
    QVERIFY(!conn->tableExists(QStringLiteral("second_b")));
    QCOMPARE(recorded(*conn), QStringList{QStringLiteral("001_first.sql")});
}

void TestMigrationBounds::cancelEndsTheRunningStatement() {
    // PostgreSQL only: SQLite offers Qt no way to stop a statement that runs (its cancel is between statements).
    ScratchDatabase scratch(ScratchDatabase::Engine::Postgres);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto watcher = scratch.connect();
    // The migration runs as a role of its own whose password changes once its session is open. So only libpq's
    // cancel request, which carries the session's key and logs nobody in, can stop the sleep: asking
    // pg_cancel_backend from a new session would be refused at its login.
    const QString role = QStringLiteral("metadesk_cancel_%1").arg(QCoreApplication::applicationPid());
    QString setupError;
    const auto admin = [&](const QString& statement) { return watcher->exec(statement, &setupError); };
    QVERIFY2(admin(QStringLiteral("DROP ROLE IF EXISTS ") + role), qPrintable(setupError));
    QVERIFY2(admin(QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD 'first-%1'").arg(role)), qPrintable(setupError));
    const auto dropRole = qScopeGuard([&] {
        admin(QStringLiteral("DROP OWNED BY ") + role);
        admin(QStringLiteral("DROP ROLE IF EXISTS ") + role);
    });
    QVERIFY2(admin(QStringLiteral("GRANT CREATE ON SCHEMA public TO ") + role), qPrintable(setupError));
    QString roleUrlText = scratch.urlText();
    roleUrlText.replace(QStringLiteral("postgres@"), QStringLiteral("%1:first-%1@").arg(role));
    const DatabaseUrl roleUrl = DatabaseUrl::parse(roleUrlText, &setupError);
    QVERIFY2(setupError.isEmpty(), qPrintable(setupError));
    QCOMPARE(roleUrl.user(), role);
    auto conn = DbConnection::open(roleUrl, {}, &setupError);
    QVERIFY2(conn, qPrintable(setupError));
    QVERIFY2(admin(QStringLiteral("ALTER ROLE %1 PASSWORD 'second-%1'").arg(role)), qPrintable(setupError));
    QVERIFY(!DbConnection::open(roleUrl, {}, &setupError)); // the URL's password no longer logs in
    QTemporaryDir dir;
    MigrationSet set;
    QVERIFY(load(dir,
                 {{QStringLiteral("001_slow.sql"),
                   QStringLiteral("-- migrate:up\nCREATE TABLE before_sleep (id integer);\nSELECT pg_sleep(30);\n"
                                  "CREATE TABLE after_sleep (id integer);\n"
                                  "-- migrate:down\nDROP TABLE after_sleep;\nDROP TABLE before_sleep;\n")}},
                 &set));
    auto cancel = std::make_shared<CancelRequest>();
    Migrator migrator(*conn, set);
    migrator.setCancelRequest(cancel);
    const qint64 pid = conn->backendPid();
    std::atomic<qint64> requestedAt{0};
    QElapsedTimer timer;
    timer.start();
    // The Cancel button, pressed while the sleep runs.
    std::thread button([&]() {
        auto own = DbConnection::open(scratch.url(), {}, nullptr);
        if (own && waitUntilRunning(*own, pid, QStringLiteral("pg_sleep")))
            QThread::msleep(200);
        requestedAt = timer.elapsed();
        cancel->request();
    });
    QStringList applied;
    QString error;
    const bool ok = migrator.upgrade(&applied, &error);
    const qint64 endedAt = timer.elapsed();
    button.join();
    QVERIFY(!ok);
    QVERIFY2(endedAt - requestedAt < 2000,
             qPrintable(QStringLiteral("%1 ms after the cancel").arg(endedAt - requestedAt)));
    QVERIFY2(endedAt < 15000, "the sleep was not cancelled");
    QCOMPARE(error, QStringLiteral("Cancelled; nothing of Holotable 001_slow was applied: the database is as it was "
                                   "before it."));
    QVERIFY(!conn->tableExists(QStringLiteral("before_sleep")));
    QVERIFY(!conn->tableExists(QStringLiteral("after_sleep")));
    QVERIFY(recorded(*conn).isEmpty());
    // The session is usable and idle, the migration lock released.
    LockHolder lockHolder;
    QVERIFY2(Migrator::lockHolder(*watcher, Platform::Holotable, &lockHolder, &error), qPrintable(error));
    QVERIFY(!lockHolder.isKnown());
    QSqlQuery q(watcher->db());
    QVERIFY(q.exec(QStringLiteral("SELECT state FROM pg_stat_activity WHERE pid = %1").arg(pid)) && q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("idle"));
}

void TestMigrationBounds::statementTimeLimitStopsALongStatement() {
    // PostgreSQL's statement_timeout (SQLite has no statement time limit).
    ScratchDatabase scratch(ScratchDatabase::Engine::Postgres);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QTemporaryDir dir;
    MigrationSet set;
    QVERIFY(load(dir,
                 {{QStringLiteral("001_slow.sql"),
                   QStringLiteral("-- migrate:up\nCREATE TABLE before_sleep (id integer);\nSELECT pg_sleep(20);\n"
                                  "-- migrate:down\nDROP TABLE before_sleep;\n")}},
                 &set));
    Migrator migrator(*conn, set);
    migrator.setStatementTimeoutMs(1000);
    QStringList applied;
    QString error;
    QElapsedTimer timer;
    timer.start();
    QVERIFY(!migrator.upgrade(&applied, &error));
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    for (const QString& part : {QStringLiteral("statement timeout"), QStringLiteral("statement time limit (1 s)"),
                                QStringLiteral("--statement-timeout"), QStringLiteral("rolled back")})
        QVERIFY2(error.contains(part), qPrintable(part + QStringLiteral(" not in: ") + error));
    QVERIFY(!conn->tableExists(QStringLiteral("before_sleep")));
    QVERIFY(recorded(*conn).isEmpty());
    // The limits were the transaction's own: the session is back to its defaults.
    QSqlQuery q(conn->db());
    QVERIFY(q.exec(QStringLiteral("SHOW statement_timeout")) && q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("0"));
    QVERIFY(q.exec(QStringLiteral("SHOW lock_timeout")) && q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("0"));
}

void TestMigrationBounds::migrationLockBelongsToTheMigrationSession() {
    // PostgreSQL's advisory lock: held by the session that runs the statements, so it cannot be lost while they run;
    // ending that session ends the migration there, and nothing of it stays.
    ScratchDatabase scratch(ScratchDatabase::Engine::Postgres);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QTemporaryDir dir;
    MigrationSet set;
    QVERIFY(
        load(dir,
             {{QStringLiteral("001_slow.sql"),
               QStringLiteral("-- migrate:up\nCREATE TABLE before_sleep (id integer);\nSELECT pg_sleep(30);\n"
                              "CREATE TABLE after_sleep (id integer);\n"
                              "-- migrate:down\nDROP TABLE after_sleep;\nDROP TABLE before_sleep;\n")},
              {QStringLiteral("002_next.sql"), QStringLiteral("-- migrate:up\nCREATE TABLE next_table (id integer);\n"
                                                              "-- migrate:down\nDROP TABLE next_table;\n")}},
             &set));
    Migrator migrator(*conn, set);
    const qint64 pid = conn->backendPid();
    std::atomic<qint64> lockPid{-1};
    std::atomic_bool terminated{false};
    std::thread administrator([&]() {
        auto own = DbConnection::open(scratch.url(), {}, nullptr);
        if (!own || !waitUntilRunning(*own, pid, QStringLiteral("pg_sleep")))
            return;
        LockHolder holder;
        QString ignored;
        if (Migrator::lockHolder(*own, Platform::Holotable, &holder, &ignored))
            lockPid = holder.pid;
        QSqlQuery q;
        terminated = own->execBound(&q, QStringLiteral("SELECT pg_terminate_backend(?)"), {pid}, &ignored) &&
                     q.next() && q.value(0).toBool();
    });
    QStringList applied;
    QString error;
    QElapsedTimer timer;
    timer.start();
    const bool ok = migrator.upgrade(&applied, &error);
    administrator.join();
    QVERIFY(!ok);
    QCOMPARE(lockPid.load(), pid); // the lock's session is the migration's own
    QVERIFY(terminated);
    QVERIFY2(timer.elapsed() < 15000, "the migration went on after its session was ended");
    QVERIFY(migrator.sessionLost());
    QVERIFY2(error.contains(QStringLiteral("The migration's database session (pid %1) has ended").arg(pid)) &&
                 error.contains(QStringLiteral("pg_terminate_backend")) && error.contains(QStringLiteral("001_slow")),
             qPrintable(error));
    QVERIFY(applied.isEmpty());
    // Nothing of it stays, the next one never ran, and the lock went with the session.
    auto after = scratch.connect();
    QVERIFY(!after->tableExists(QStringLiteral("before_sleep")));
    QVERIFY(!after->tableExists(QStringLiteral("after_sleep")));
    QVERIFY(!after->tableExists(QStringLiteral("next_table")));
    QVERIFY(recorded(*after).isEmpty());
    LockHolder holder;
    QVERIFY2(Migrator::lockHolder(*after, Platform::Holotable, &holder, &error), qPrintable(error));
    QVERIFY(!holder.isKnown());
}

QTEST_GUILESS_MAIN(TestMigrationBounds)
#include "tst_MigrationBounds.moc"
