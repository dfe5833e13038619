#include "common/CliRun.h"
#include "common/MigrationHelpers.h"
#include "common/TestDatabases.h"
#include "core/schema/MigrationSet.h"
#include "core/schema/Migrator.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <csignal>

using namespace metadesk;
using metadesk::test::CliRun;
using metadesk::test::kTimeoutMs;
using metadesk::test::ScratchDatabase;

/// `metadesk-cli migrate` on a production database, as the real binary: --lock-timeout bounds each statement's wait
/// for a table lock (and SQLite's write lock), --statement-timeout each statement's run; SIGINT and SIGTERM cancel the
/// running statement and roll its migration back; a CLI killed outright leaves no server process waiting.
class TestCliMigrateBounds : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void statementTimeoutNeedsSeconds();
    void lockTimeoutBoundsTheWaitForATableLock_data() { test::addEngineColumn(), test::addEngineRows(); }
    void lockTimeoutBoundsTheWaitForATableLock();
    void signalCancelsTheRunningStatement_data();
    void signalCancelsTheRunningStatement();
    void killedCliLeavesNoServerProcess();

private:
    static bool createBehind(const ScratchDatabase& scratch) {
        auto conn = scratch.connect();
        return conn && test::createBehind(*conn);
    }
    /// What "nothing was changed" compares: Holotable's records and whether chat_messages is there.
    static QString snapshot(const ScratchDatabase& scratch) {
        auto conn = scratch.connect();
        QSqlQuery q(conn->db());
        if (!q.exec(QStringLiteral("SELECT name FROM schema_migrations ORDER BY name")))
            return q.lastError().text();
        QStringList names;
        while (q.next())
            names << q.value(0).toString();
        return names.join(QLatin1Char(',')) + (conn->tableExists(QStringLiteral("chat_messages"))
                                                   ? QStringLiteral(" + chat_messages")
                                                   : QStringLiteral(" - chat_messages"));
    }
    /// The sessions of metadesk-cli on the scratch database; `waiting`: only those waiting for a lock.
    static int cliSessions(const DbConnection& conn, bool waiting) {
        QSqlQuery q(conn.db());
        if (!q.exec(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND "
                                   "application_name = 'metadesk cli'%1")
                        .arg(waiting ? QStringLiteral(" AND wait_event_type = 'Lock'") : QString())) ||
            !q.next())
            return -1;
        return q.value(0).toInt();
    }
    /// Starts `migrate up --platform holotable` behind a session (`holder`) that read chat_messages in a transaction
    /// it keeps open, and returns once the CLI's statement waits for the table's lock (as `watcher` sees it: inside
    /// a transaction pg_stat_activity does not change).
    bool startBlocked(const ScratchDatabase& scratch, DbConnection* holder, const DbConnection& watcher,
                      QProcess* process) const {
        QString error;
        if (!holder->exec(QStringLiteral("BEGIN"), &error) ||
            !holder->exec(QStringLiteral("SELECT count(*) FROM chat_messages"), &error)) {
            qWarning("%s", qPrintable(error));
            return false;
        }
        process->setProgram(m_cli);
        process->setArguments({QStringLiteral("migrate"), QStringLiteral("up"), QStringLiteral("--platform"),
                               QStringLiteral("holotable"), QStringLiteral("--lock-timeout"), QStringLiteral("60"),
                               QStringLiteral("--database"), scratch.urlText()});
        process->setStandardInputFile(QProcess::nullDevice());
        process->start();
        if (!process->waitForStarted(kTimeoutMs))
            return false;
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < 30000) {
            if (cliSessions(watcher, true) == 1)
                return true;
            QThread::msleep(100);
        }
        qWarning("the CLI never waited for the lock: %s", process->readAllStandardError().constData());
        return false;
    }

    QString m_cli;
};

void TestCliMigrateBounds::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    m_cli = qEnvironmentVariable("METADESK_CLI");
    QVERIFY2(QFileInfo(m_cli).isExecutable(), "METADESK_CLI must name the metadesk-cli binary (ctest sets it)");
}

void TestCliMigrateBounds::statementTimeoutNeedsSeconds() {
    QTemporaryDir dir;
    const CliRun r = test::runCli(
        m_cli,
        {QStringLiteral("migrate"), QStringLiteral("up"), QStringLiteral("--statement-timeout"), QStringLiteral("soon"),
         QStringLiteral("--database"), QStringLiteral("sqlite://") + dir.filePath(QStringLiteral("x.db"))},
        {}, dir.path());
    QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine() && r.err.contains(QStringLiteral("--statement-timeout needs a number of seconds")),
             qPrintable(r.report()));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("x.db"))));
    const CliRun help = test::runCli(m_cli, {QStringLiteral("--help")}, {}, dir.path());
    for (const QString& part :
         {QStringLiteral("--lock-timeout SECONDS"), QStringLiteral("each statement's table locks"),
          QStringLiteral("--statement-timeout SECONDS"), QStringLiteral("exits 130")})
        QVERIFY2(help.out.contains(part), qPrintable(part));
}

void TestCliMigrateBounds::lockTimeoutBoundsTheWaitForATableLock() {
    // PostgreSQL: the DROP TABLE of 021 waits for a session that read chat_messages and keeps its transaction open.
    // SQLite: another connection holds the write lock.
    QFETCH(ScratchDatabase::Engine, engine);
    const bool pg = engine == ScratchDatabase::Engine::Postgres;
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createBehind(scratch));
    const QString before = snapshot(scratch);
    auto holder = scratch.connect();
    QString error;
    QVERIFY(holder->exec(pg ? QStringLiteral("BEGIN") : QStringLiteral("BEGIN IMMEDIATE"), &error));
    if (pg)
        QVERIFY(holder->exec(QStringLiteral("SELECT count(*) FROM chat_messages"), &error));

    QTemporaryDir dir;
    QElapsedTimer timer;
    timer.start();
    const CliRun r = test::runCli(m_cli,
                                  {QStringLiteral("migrate"), QStringLiteral("up"), QStringLiteral("--platform"),
                                   QStringLiteral("holotable"), QStringLiteral("--lock-timeout"), QStringLiteral("1"),
                                   QStringLiteral("--database"), scratch.urlText()},
                                  {}, dir.path());
    const qint64 took = timer.elapsed();
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
    QVERIFY2(took < 8000, qPrintable(QStringLiteral("%1 ms: %2").arg(took).arg(r.report())));
    QVERIFY2(r.isOneErrorLine(), qPrintable(r.report()));
    if (pg) {
        const QString pid = QString::number(holder->backendPid());
        for (const QString& part :
             {QStringLiteral("021_drop_chat_messages"), QStringLiteral("lock timeout"),
              QStringLiteral("waited 1 s for a lock on chat_messages"),
              QStringLiteral("pid %1 (metadesk test").arg(pid), QStringLiteral("idle in transaction"),
              QStringLiteral("SELECT pg_terminate_backend(%1)").arg(pid)})
            QVERIFY2(r.err.contains(part), qPrintable(part + QStringLiteral(" not in: ") + r.report()));
    } else {
        QVERIFY2(r.err.contains(QStringLiteral("write lock for longer than the lock wait (1 s)")),
                 qPrintable(r.report()));
    }
    QVERIFY(holder->exec(QStringLiteral("ROLLBACK"), &error));
    QCOMPARE(snapshot(scratch), before);
}

void TestCliMigrateBounds::signalCancelsTheRunningStatement_data() {
    QTest::addColumn<int>("signalNumber");
    QTest::newRow("SIGINT (Ctrl+C)") << int(SIGINT);
    QTest::newRow("SIGTERM") << int(SIGTERM);
}

void TestCliMigrateBounds::signalCancelsTheRunningStatement() {
    // PostgreSQL: a statement waiting for a lock is a running statement the server can cancel (SQLite's waits are
    // bounded by --lock-timeout, and its cancel is between statements: tst_MigrationBounds).
    QFETCH(int, signalNumber);
    ScratchDatabase scratch(ScratchDatabase::Engine::Postgres);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createBehind(scratch));
    const QString before = snapshot(scratch);
    auto holder = scratch.connect();
    auto watcher = scratch.connect();
    QProcess cli;
    QVERIFY(startBlocked(scratch, holder.get(), *watcher, &cli));
    QElapsedTimer timer;
    timer.start();
    QCOMPARE(::kill(pid_t(cli.processId()), signalNumber), 0);
    QVERIFY2(cli.waitForFinished(5000), "the CLI did not end within 5 s of the signal");
    QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
    const QString err = QString::fromUtf8(cli.readAllStandardError());
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QCOMPARE(cli.exitCode(), 128 + signalNumber);
    QVERIFY2(err.startsWith(QStringLiteral("metadesk-cli: Cancelled; nothing of Holotable 021_drop_chat_messages")),
             qPrintable(err));
    // The server process is not left waiting, and nothing changed.
    QCOMPARE(cliSessions(*watcher, false), 0);
    QString error;
    QVERIFY(holder->exec(QStringLiteral("ROLLBACK"), &error));
    QCOMPARE(snapshot(scratch), before);
}

void TestCliMigrateBounds::killedCliLeavesNoServerProcess() {
    // SIGKILL gives the CLI no say: the server notices the client gone (client_connection_check_interval) while the
    // statement waits, rather than at the end of the lock wait, and rolls the transaction back.
    ScratchDatabase scratch(ScratchDatabase::Engine::Postgres);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createBehind(scratch));
    const QString before = snapshot(scratch);
    auto holder = scratch.connect();
    auto watcher = scratch.connect();
    QProcess cli;
    QVERIFY(startBlocked(scratch, holder.get(), *watcher, &cli));
    cli.kill();
    QVERIFY(cli.waitForFinished(5000));
    QTRY_COMPARE_WITH_TIMEOUT(cliSessions(*watcher, false), 0, 6000);
    QString error;
    QVERIFY(holder->exec(QStringLiteral("ROLLBACK"), &error));
    QCOMPARE(snapshot(scratch), before);
}

QTEST_GUILESS_MAIN(TestCliMigrateBounds)
#include "tst_CliMigrateBounds.moc"
