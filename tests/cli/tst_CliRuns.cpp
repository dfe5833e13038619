#include "common/CliRun.h"
#include "common/TabulariaRuns.h"
#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/edit/RowStore.h"
#include "core/edit/ValueCodec.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace metadesk;
using metadesk::test::CliRun;
using metadesk::test::ScratchDatabase;

namespace {
QString s(const char* text) {
    return QString::fromUtf8(text);
}
} // namespace

/// `metadesk-cli runs list|close|enqueue` on databases `migrate up --platform tabularia` makes: what each prints, and
/// every exit code (0 done, 1 refused, conflict or not found with the current row, 2 usage, 3 database error).
class TestCliRuns : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void init_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cleanup();
    void listsMarksAndCounts();
    void listsMarksAndCounts_data() { init_data(); }
    void closeExitCodes();
    void closeExitCodes_data() { init_data(); }
    void enqueueExitCodes();
    void enqueueExitCodes_data() { init_data(); }
    void closeConflictWhileItRuns();
    void closeConflictWhileItRuns_data() { init_data(); }
    void enqueueConflictWhileItRuns();
    void enqueueConflictWhileItRuns_data() { init_data(); }
    void usageErrors();
    void usageErrors_data();
    void databaseErrors();
    void databaseErrors_data() { init_data(); }

private:
    CliRun run(const QStringList& arguments) const {
        return test::runCli(m_cli, arguments, environment(), m_workDir.path());
    }
    QProcessEnvironment environment() const {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("XDG_CONFIG_HOME"), m_config.path()); // no saved profile of the machine applies
        return e;
    }
    QStringList db() const { return {s("--database"), m_scratch->urlText()}; }
    QList<qint64> ids(const QJsonObject& listed) const {
        QList<qint64> out;
        for (const QJsonValue& v : listed.value(s("runs")).toArray())
            out << v.toObject().value(s("id")).toInteger();
        return out;
    }
    QJsonObject listJson(const QStringList& options) const {
        const CliRun r = run(QStringList{s("runs"), s("list")} + db() + options + QStringList{s("--json")});
        if (!r.exitedWith(0))
            qWarning("%s", qPrintable(r.report()));
        return QJsonDocument::fromJson(r.out.toUtf8()).object();
    }
    QString status(qint64 id) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, s("SELECT status FROM runs WHERE id = ?"), {id}, &error) || !q.next())
            return s("<none>");
        return q.value(0).toString();
    }
    qint64 scalar(const QString& sql) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, {}, &error) || !q.next())
            return -1;
        return q.value(0).toLongLong();
    }
    /// Runs the CLI while `other` holds an uncommitted change; commits it once the CLI printed its plan (it has read
    /// the run and is about to write), then waits for the CLI.
    CliRun runAcross(const QStringList& arguments, DbConnection& other, const QString& planLine) const;

    QString m_cli;
    QTemporaryDir m_workDir;
    QTemporaryDir m_config;
    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
};

void TestCliRuns::initTestCase() {
    m_cli = qEnvironmentVariable("METADESK_CLI");
    QVERIFY2(QFileInfo(m_cli).isExecutable(), "METADESK_CLI must name the metadesk-cli binary (ctest sets it)");
    QVERIFY(m_workDir.isValid() && m_config.isValid());
}

void TestCliRuns::init() {
    if (qstrcmp(QTest::currentTestFunction(), "usageErrors") == 0)
        return; // refused before any database is opened
    QFETCH(ScratchDatabase::Engine, engine);
    m_scratch = std::make_unique<ScratchDatabase>(engine);
    QVERIFY2(m_scratch->isValid(), qPrintable(m_scratch->error()));
    // A database shaped as the platform makes it, by the CLI's own migrate.
    const CliRun made = run(QStringList{s("migrate"), s("up"), s("--platform"), s("tabularia"), s("--yes")} + db());
    QVERIFY2(made.exitedWith(0), qPrintable(made.report()));
    m_conn = m_scratch->connect();
    QString error;
    QVERIFY2(m_conn && m_conn->loadCatalog(&error), qPrintable(error));
    QVERIFY2(test::seedRuns(*m_conn, QDateTime::currentDateTimeUtc(), &error), qPrintable(error));
}

void TestCliRuns::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestCliRuns::listsMarksAndCounts() {
    QJsonObject all = listJson({});
    QCOMPARE(ids(all), (QList<qint64>{10, 9, 8, 7, 6, 5, 4, 3, 2, 1}));
    QCOMPARE(all.value(s("more")).toBool(), false);
    const QJsonObject counts = all.value(s("counts")).toObject();
    QCOMPARE(counts.value(s("STARTED")).toInteger(), scalar(s("SELECT count(*) FROM runs WHERE status = 'STARTED'")));
    QCOMPARE(counts.value(s("PENDING")).toInteger(), 3);
    QCOMPARE(all.value(s("thresholds")).toObject().value(s("dead_after_seconds")).toInt(), 60);
    for (const QJsonValue& v : all.value(s("runs")).toArray()) {
        const QJsonObject o = v.toObject();
        const qint64 id = o.value(s("id")).toInteger();
        const QJsonArray marks = o.value(s("marks")).toArray();
        const QString expected = id == 2 || id == 3 ? s("dead")
                                 : id == 5          ? s("queued-too-long")
                                 : id == 7          ? s("timed-out")
                                                    : QString();
        QCOMPARE(marks.size(), expected.isEmpty() ? 0 : 1);
        if (!expected.isEmpty())
            QCOMPARE(marks.first().toString(), expected);
    }
    // Values as the audit trail writes them: a time as ISO-8601 UTC with Z on both engines (the instant the database
    // holds), text carried exactly (an orchestration's empty task_id stays empty, not null), numbers as numbers.
    QVariantMap stored;
    bool found = false;
    QString error;
    QVERIFY2(RowStore(*m_conn, *m_conn->catalog().table(s("runs"))).fetch({2}, &stored, &found, &error) && found,
             qPrintable(error));
    for (const QJsonValue& v : all.value(s("runs")).toArray()) {
        const QJsonObject o = v.toObject();
        if (o.value(s("id")).toInteger() != 2)
            continue;
        const QString started = o.value(s("started_at")).toString();
        QVERIFY2(started.endsWith(QLatin1Char('Z')) && started.contains(QLatin1Char('T')), qPrintable(started));
        QCOMPARE(QDateTime::fromString(started, Qt::ISODateWithMs),
                 valuecodec::parseTimestamp(stored.value(s("started_at"))));
        QVERIFY(o.value(s("task_id")).isString());
        QCOMPARE(o.value(s("task_id")).toString(), QString());
        QVERIFY(o.value(s("flow_id")).isDouble());
        QVERIFY(o.value(s("finished_at")).isNull());
    }
    QCOMPARE(ids(listJson({s("--dead")})), (QList<qint64>{3, 2}));
    QCOMPARE(ids(listJson({s("--queued-too-long"), s("--timed-out")})), (QList<qint64>{7, 5}));
    // Thresholds changed for one command.
    QCOMPARE(ids(listJson({s("--dead"), s("--dead-after"), s("300")})), (QList<qint64>{3}));
    QCOMPARE(ids(listJson({s("--queued-too-long"), s("--queue-timeout"), s("300")})), (QList<qint64>{5, 4}));
    QCOMPARE(ids(listJson({s("--timed-out"), s("--stale-timeout"), s("1800")})), (QList<qint64>{8, 7}));
    QCOMPARE(ids(listJson({s("--status"), s("pending"), s("--status"), s("STARTED"), s("--kind"), s("orchestration")})),
             (QList<qint64>{5, 4, 3, 2, 1}));
    QCOMPARE(ids(listJson({s("--flow"), s("6")})), (QList<qint64>{9, 7, 6}));
    const QJsonObject two = listJson({s("--limit"), s("2")});
    QCOMPARE(ids(two), (QList<qint64>{10, 9}));
    QCOMPARE(two.value(s("more")).toBool(), true);

    const CliRun text = run(QStringList{s("runs"), s("list")} + db() + QStringList{s("--dead")});
    QVERIFY2(text.exitedWith(0), qPrintable(text.report()));
    QVERIFY2(text.out.contains(s("Runs by status: FAILURE 1, PENDING 3, STARTED 5, SUCCESS 1")), qPrintable(text.out));
    QVERIFY2(text.out.contains(s("Dead after 60 s")), qPrintable(text.out));
    QCOMPARE(text.outLines().filter(s(" dead")).size(), 2);
}

void TestCliRuns::closeExitCodes() {
    // The plan only.
    CliRun r = run(QStringList{s("runs"), s("close")} + db() + QStringList{s("--id"), s("2"), s("--dry-run")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.out.contains(s("Run 2 is a dead orchestration")), qPrintable(r.report()));
    QCOMPARE(status(2), s("STARTED"));
    QCOMPARE(scalar(s("SELECT count(*) FROM audit_logs")), 0);
    // Done.
    r = run(QStringList{s("runs"), s("close")} + db() +
            QStringList{s("--id"), s("2"), s("--as"), s("admin@example.com")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.out.endsWith(s("Closed run 2 as FAILURE.\n")), qPrintable(r.report()));
    QCOMPARE(status(2), s("FAILURE"));
    QCOMPARE(scalar(s("SELECT count(*) FROM audit_logs WHERE action = 'run.update' AND actor_id = 1")), 1);
    // Refused, with the current row.
    r = run(QStringList{s("runs"), s("close")} + db() + QStringList{s("--id"), s("2")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine() && r.err.contains(s("already finished (FAILURE)")), qPrintable(r.report()));
    QVERIFY2(r.outLinesStartingWith(s("  status")).value(0).endsWith(s("FAILURE")), qPrintable(r.report()));
    r = run(QStringList{s("runs"), s("close")} + db() + QStringList{s("--id"), s("1"), s("--json")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.err.contains(s("live orchestration")), qPrintable(r.report()));
    QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(s("status")).toString(), s("STARTED"));
    // Not found.
    r = run(QStringList{s("runs"), s("close")} + db() + QStringList{s("--id"), s("999")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine() && r.err.contains(s("no run 999")) && r.out.isEmpty(), qPrintable(r.report()));
    QCOMPARE(scalar(s("SELECT count(*) FROM audit_logs")), 1);
}

void TestCliRuns::enqueueExitCodes() {
    const QStringList as{s("--as"), s("admin@example.com")};
    CliRun r = run(QStringList{s("runs"), s("enqueue")} + db() + QStringList{s("--flow"), s("8"), s("--dry-run")} + as);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.out.contains(s("Queues a new orchestration of flow 8")), qPrintable(r.report()));
    QCOMPARE(scalar(s("SELECT count(*) FROM runs")), 10);
    r = run(QStringList{s("runs"), s("enqueue")} + db() + QStringList{s("--flow"), s("8")} + as);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.out.contains(s("Queued run 11 of flow 8.")), qPrintable(r.report()));
    QCOMPARE(status(11), s("PENDING"));
    QCOMPARE(scalar(s("SELECT count(*) FROM audit_logs WHERE action = 'flow.run' AND target_id = 8")), 1);
    // Refused while the flow has one queued, printing it.
    r = run(QStringList{s("runs"), s("enqueue")} + db() + QStringList{s("--flow"), s("8")} + as);
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.err.contains(s("already has orchestration 11 waiting in the queue")), qPrintable(r.report()));
    QVERIFY2(r.outLinesStartingWith(s("  id")).value(0).endsWith(s("11")), qPrintable(r.report()));
    // Nobody the platform could run it as.
    r = run(QStringList{s("runs"), s("enqueue")} + db() + QStringList{s("--flow"), s("9")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.err.contains(s("not an active Tabularia account")), qPrintable(r.report()));
    r = run(QStringList{s("runs"), s("enqueue")} + db() +
            QStringList{s("--flow"), s("9"), s("--as"), s("gone@example.com")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    // Not found.
    r = run(QStringList{s("runs"), s("enqueue")} + db() + QStringList{s("--flow"), s("999")} + as);
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.err.contains(s("no flow 999")), qPrintable(r.report()));
    QCOMPARE(scalar(s("SELECT count(*) FROM runs")), 11);
}

CliRun TestCliRuns::runAcross(const QStringList& arguments, DbConnection& other, const QString& planLine) const {
    CliRun result;
    result.arguments = arguments;
    QProcess process;
    process.setProcessEnvironment(environment());
    process.setWorkingDirectory(m_workDir.path());
    process.setStandardInputFile(QProcess::nullDevice());
    process.start(m_cli, arguments);
    QString out;
    QElapsedTimer waited;
    waited.start();
    while (!out.contains(planLine) && process.state() != QProcess::NotRunning && waited.elapsed() < test::kTimeoutMs) {
        process.waitForReadyRead(100);
        out += QString::fromUtf8(process.readAllStandardOutput());
    }
    QString error;
    if (!other.exec(s("COMMIT"), &error))
        qWarning("commit: %s", qPrintable(error));
    process.waitForFinished(test::kTimeoutMs);
    result.finished = process.exitStatus() == QProcess::NormalExit && process.state() == QProcess::NotRunning;
    result.exitCode = process.exitCode();
    result.out = out + QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

void TestCliRuns::closeConflictWhileItRuns() {
    // Its orchestrator beats again while the CLI is between reading the run and writing.
    auto other = m_scratch->connect();
    QString error;
    QSqlQuery q(other->db());
    QVERIFY2(other->exec(other->isSqlite() ? s("BEGIN IMMEDIATE") : s("BEGIN"), &error), qPrintable(error));
    QVERIFY2(other->execBound(&q, s("UPDATE runs SET heartbeat_at = %1 WHERE id = 2").arg(test::timeParam(*other)),
                              {test::runTime(*other, QDateTime::currentDateTimeUtc())}, &error),
             qPrintable(error));
    q.finish();
    const CliRun r = runAcross(QStringList{s("runs"), s("close")} + db() + QStringList{s("--id"), s("2")}, *other,
                               s("Run 2 is a dead orchestration"));
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.err.contains(s("no longer a dead orchestration: nothing was written")), qPrintable(r.report()));
    QVERIFY2(r.outLinesStartingWith(s("  status")).value(0).endsWith(s("STARTED")), qPrintable(r.report()));
    QCOMPARE(status(2), s("STARTED"));
    QCOMPARE(scalar(s("SELECT count(*) FROM audit_logs")), 0);
}

void TestCliRuns::enqueueConflictWhileItRuns() {
    // The scheduler queues the flow while the CLI is between reading and writing.
    auto other = m_scratch->connect();
    QString error;
    QSqlQuery q(other->db());
    QVERIFY2(other->exec(other->isSqlite() ? s("BEGIN IMMEDIATE") : s("BEGIN"), &error), qPrintable(error));
    QVERIFY2(
        other->execBound(&q,
                         s("INSERT INTO runs (kind, flow_id, task_id, status, launched_by, trigger_type, input_key, "
                           "output_bucket, output_key, publish_description, publish_overwrite, publish_sort_keys, "
                           "engine_mode, started_at) VALUES ('orchestration', 9, '', 'PENDING', 1, 'schedule', '', "
                           "'', '', '', FALSE, '[]', 'production', %1)")
                             .arg(test::timeParam(*other)),
                         {test::runTime(*other, QDateTime::currentDateTimeUtc())}, &error),
        qPrintable(error));
    q.finish();
    const CliRun r = runAcross(QStringList{s("runs"), s("enqueue")} + db() +
                                   QStringList{s("--flow"), s("9"), s("--as"), s("admin@example.com")},
                               *other, s("Queues a new orchestration of flow 9"));
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.err.contains(s("since it was read: nothing was queued")), qPrintable(r.report()));
    QVERIFY2(r.outLinesStartingWith(s("  trigger_type")).value(0).endsWith(s("schedule")), qPrintable(r.report()));
    QCOMPARE(scalar(s("SELECT count(*) FROM runs WHERE flow_id = 9")), 1);
    QCOMPARE(scalar(s("SELECT count(*) FROM audit_logs")), 0);
}

void TestCliRuns::usageErrors_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("words");
    const QStringList d{s("--database"), s("sqlite:///nowhere/t.db")};
    QTest::newRow("no verb") << QStringList{s("runs")} << s("one of list, close, enqueue");
    QTest::newRow("unknown verb") << QStringList{s("runs"), s("resume")} + d << s("one of list, close, enqueue");
    QTest::newRow("no database") << QStringList{s("runs"), s("list")} << s("needs --database URL");
    QTest::newRow("both targets") << QStringList{s("runs"), s("list"), s("--profile"), s("x")} + d
                                  << s("needs --database URL");
    QTest::newRow("unknown option") << QStringList{s("runs"), s("list"), s("--bogus")} + d << s("bogus");
    QTest::newRow("another verb's option")
        << QStringList{s("runs"), s("list"), s("--id"), s("3")} + d << s("runs list takes no --id");
    QTest::newRow("bad status") << QStringList{s("runs"), s("list"), s("--status"), s("DONE")} + d
                                << s("--status is one of PENDING, STARTED, SUCCESS, FAILURE");
    QTest::newRow("bad kind") << QStringList{s("runs"), s("list"), s("--kind"), s("job")} + d << s("--kind is one of");
    QTest::newRow("bad flow") << QStringList{s("runs"), s("list"), s("--flow"), s("six")} + d << s("--flow takes");
    QTest::newRow("bad threshold") << QStringList{s("runs"), s("list"), s("--dead-after"), s("0")} + d
                                   << s("--dead-after takes a number of seconds");
    QTest::newRow("close without id") << QStringList{s("runs"), s("close")} + d << s("runs close needs --id N");
    QTest::newRow("close, bad id") << QStringList{s("runs"), s("close"), s("--id"), s("x")} + d << s("--id takes");
    QTest::newRow("enqueue without flow") << QStringList{s("runs"), s("enqueue")} + d << s("needs --flow ID");
    QTest::newRow("value missing") << QStringList{s("runs"), s("close")} + d + QStringList{s("--id")}
                                   << s("Missing value after '--id'");
}

void TestCliRuns::usageErrors() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, words);
    const CliRun r = run(arguments);
    QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine() && r.err.contains(words), qPrintable(r.report()));
    QVERIFY(r.out.isEmpty());
}

void TestCliRuns::databaseErrors() {
    // No server there.
    CliRun r = run({s("runs"), s("list"), s("--database"), s("postgresql://nobody@127.0.0.1:1/none")});
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine(), qPrintable(r.report()));
    // A database without Tabularia's runs.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase empty(engine);
    QVERIFY(empty.isValid());
    QVERIFY(empty.connect()); // the file made, no table in it
    r = run({s("runs"), s("close"), s("--database"), empty.urlText(), s("--id"), s("1")});
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine() && r.err.contains(s("no Tabularia runs table")), qPrintable(r.report()));
}

QTEST_GUILESS_MAIN(TestCliRuns)
#include "tst_CliRuns.moc"
