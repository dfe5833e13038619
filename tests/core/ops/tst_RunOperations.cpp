#include "common/MigrationHelpers.h"
#include "common/TabulariaRuns.h"
#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"
#include "core/ops/tabularia/CloseRun.h"
#include "core/ops/tabularia/EnqueueRun.h"
#include "core/ops/tabularia/RunQueue.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTest>

#include <algorithm>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

Q_DECLARE_METATYPE(metadesk::RunThresholds)

namespace {

RunThresholds changedThresholds() {
    RunThresholds t;
    t.deadAfterSeconds = 300;
    t.queueTimeoutSeconds = 300;
    t.runStaleTimeoutSeconds = 1800;
    return t;
}

} // namespace

/// Tabularia's runs queue and its two actions on databases the migrations made: RunQueue's marks and counts against
/// plain SQL, CloseRun and EnqueueRun as the platform writes, and each with a change made between plan and apply.
class TestRunOperations : public QObject {
    Q_OBJECT
private slots:
    void init();
    void init_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cleanup();
    void marksAndCounts();
    void marksAndCounts_data();
    void walkReadsRangeByRange();
    void walkReadsRangeByRange_data() { init_data(); }
    void closesAsThePlatform();
    void closesAsThePlatform_data();
    void refusesWhatDoesNotQualify();
    void refusesWhatDoesNotQualify_data();
    void closeConflictsWhenTheRunMovedOn();
    void closeConflictsWhenTheRunMovedOn_data();
    void enqueuesAsRunNow();
    void enqueuesAsRunNow_data() { init_data(); }
    void enqueueRefusals();
    void enqueueRefusals_data() { init_data(); }
    void enqueueConflictsWhenTheFlowGotARun();
    void enqueueConflictsWhenTheFlowGotARun_data() { init_data(); }
    void readOnlyWritesNothing();
    void readOnlyWritesNothing_data() { init_data(); }

private:
    qint64 scalar(const QString& sql, const QVariantList& values = {}) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, values, &error) || !q.next()) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
            return -1;
        }
        return q.value(0).toLongLong();
    }
    QList<qint64> ids(const QString& sql, const QVariantList& values = {}) const {
        QSqlQuery q(m_conn->db());
        QString error;
        QList<qint64> out;
        if (!m_conn->execBound(&q, sql, values, &error))
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
        while (q.next())
            out << q.value(0).toLongLong();
        return out;
    }
    QVariantMap run(qint64 id) const {
        QVariantMap row;
        bool found = false;
        QString error;
        RowStore(*m_conn, *m_conn->catalog().table(QStringLiteral("runs"))).fetch({id}, &row, &found, &error);
        return row;
    }
    /// A change another session makes, committed, between plan() and apply().
    bool meanwhile(const QString& sql, const QVariantList& values = {}) const {
        auto other = m_scratch->connect();
        QString error;
        QSqlQuery q(other->db());
        if (!other || !other->execBound(&q, sql, values, &error)) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
            return false;
        }
        return true;
    }
    Actor admin() const { return Actor::named(QStringLiteral("admin@example.com"), 1); }

    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
    QDateTime m_now;
};

void TestRunOperations::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    m_scratch = std::make_unique<ScratchDatabase>(engine);
    QVERIFY2(m_scratch->isValid(), qPrintable(m_scratch->error()));
    m_conn = m_scratch->connect();
    QVERIFY(m_conn);
    QString error;
    QStringList applied;
    QVERIFY2(Migrator(*m_conn, test::builtInMigrations(Platform::Tabularia, *m_conn)).upgrade(&applied, &error),
             qPrintable(error));
    QVERIFY2(m_conn->loadCatalog(&error), qPrintable(error));
    m_now = QDateTime::currentDateTimeUtc();
    QVERIFY2(test::seedRuns(*m_conn, m_now, &error), qPrintable(error));
}

void TestRunOperations::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestRunOperations::marksAndCounts_data() {
    QTest::addColumn<ScratchDatabase::Engine>("engine");
    QTest::addColumn<RunThresholds>("thresholds");
    QTest::addColumn<QList<qint64>>("dead");
    QTest::addColumn<QList<qint64>>("queued");
    QTest::addColumn<QList<qint64>>("timedOut");
    for (ScratchDatabase::Engine e : {ScratchDatabase::Engine::Sqlite, ScratchDatabase::Engine::Postgres}) {
        const QString name = ScratchDatabase::engineName(e);
        QTest::newRow(qPrintable(name + QStringLiteral(": the platform's defaults")))
            << e << RunThresholds() << QList<qint64>{3, 2} << QList<qint64>{5} << QList<qint64>{7};
        QTest::newRow(qPrintable(name + QStringLiteral(": thresholds changed")))
            << e << changedThresholds() << QList<qint64>{3} << QList<qint64>{5, 4} << QList<qint64>{8, 7};
    }
}

void TestRunOperations::marksAndCounts() {
    QFETCH(RunThresholds, thresholds);
    QFETCH(QList<qint64>, dead);
    QFETCH(QList<qint64>, queued);
    QFETCH(QList<qint64>, timedOut);
    const RunQueue queue(*m_conn, thresholds, m_now);
    QString error;
    QVERIFY2(queue.isAvailable(&error), qPrintable(error));

    // Each mark against the platform's conditions written out in plain SQL.
    const QString t = test::timeParam(*m_conn);
    const auto cut = [&](int seconds) { return test::runTime(*m_conn, m_now.addSecs(-seconds)); };
    const QList<std::tuple<RunQueue::Mark, QString, int, QList<qint64>>> marks = {
        {RunQueue::Mark::Dead,
         QStringLiteral(
             "kind = 'orchestration' AND status = 'STARTED' AND (heartbeat_at IS NULL OR heartbeat_at < %1)"),
         thresholds.deadAfterSeconds, dead},
        {RunQueue::Mark::QueuedTooLong,
         QStringLiteral("kind = 'orchestration' AND status = 'PENDING' AND started_at < %1"),
         thresholds.queueTimeoutSeconds, queued},
        {RunQueue::Mark::TimedOut,
         QStringLiteral("kind <> 'orchestration' AND status NOT IN ('SUCCESS', 'FAILURE') AND "
                        "COALESCE(engine_started_at, started_at) < %1"),
         thresholds.runStaleTimeoutSeconds, timedOut},
    };
    for (const auto& [mark, where, seconds, expected] : marks) {
        const QList<qint64> plain =
            ids(QStringLiteral("SELECT id FROM runs WHERE %1 ORDER BY id DESC").arg(where.arg(t)), {cut(seconds)});
        QCOMPARE(plain, expected);
        RunQueue::Filter filter;
        filter.marks = {mark};
        QList<RunQueue::Entry> entries;
        bool more = true;
        QVERIFY2(queue.list(filter, &entries, &more, &error), qPrintable(error));
        QList<qint64> listed;
        for (const RunQueue::Entry& e : std::as_const(entries)) {
            listed << e.row.value(QStringLiteral("id")).toLongLong();
            QVERIFY(e.marks.contains(mark));
        }
        QCOMPARE(listed, expected);
        QVERIFY(!more);
        for (qint64 id = 1; id <= 10; ++id) {
            bool yes = false;
            QVERIFY2(queue.qualifies(id, mark, false, &yes, &error), qPrintable(error));
            QCOMPARE(yes, expected.contains(id));
        }
    }

    // Everything, newest first, each row with exactly its marks; a limit cuts the list and says so.
    QList<RunQueue::Entry> all;
    bool more = true;
    QVERIFY2(queue.list({}, &all, &more, &error), qPrintable(error));
    QCOMPARE(all.size(), 10);
    QVERIFY(!more);
    for (const RunQueue::Entry& e : std::as_const(all)) {
        const qint64 id = e.row.value(QStringLiteral("id")).toLongLong();
        QCOMPARE(e.marks.contains(RunQueue::Mark::Dead), dead.contains(id));
        QCOMPARE(e.marks.contains(RunQueue::Mark::QueuedTooLong), queued.contains(id));
        QCOMPARE(e.marks.contains(RunQueue::Mark::TimedOut), timedOut.contains(id));
    }
    RunQueue::Filter some;
    some.limit = 3;
    QVERIFY2(queue.list(some, &all, &more, &error), qPrintable(error));
    QCOMPARE(all.size(), 3);
    QVERIFY(more);
    QCOMPARE(all.first().row.value(QStringLiteral("id")).toLongLong(), 10);
    // A batch's runs: every one, read three at a time by key, in the same order with the same marks.
    QList<RunQueue::Entry> every;
    QVERIFY2(queue.listEvery(some, &every, &error, 3), qPrintable(error));
    QVERIFY2(queue.list({}, &all, &more, &error), qPrintable(error));
    QCOMPARE(every.size(), all.size());
    for (int i = 0; i < every.size(); ++i) {
        QCOMPARE(every.at(i).row, all.at(i).row);
        QCOMPARE(every.at(i).marks, all.at(i).marks);
    }
    // What a batch's Close takes of them: the runs bearing a mark, every one CloseRun plans without refusing.
    QList<RunQueue::Entry> closable;
    QVERIFY2(queue.listEvery(CloseRun::closable(some), &closable, &error, 3), qPrintable(error));
    QVERIFY(!closable.isEmpty() && closable.size() < all.size());
    qint64 marked = 0;
    for (const RunQueue::Entry& e : std::as_const(all))
        marked += e.marks.isEmpty() ? 0 : 1;
    QCOMPARE(qint64(closable.size()), marked);
    for (const RunQueue::Entry& e : std::as_const(closable))
        QVERIFY(!CloseRun(*m_conn, thresholds).plan(e.row.value(QStringLiteral("id")).toLongLong(), m_now).isRefused());

    // Filters combine: statuses any of, marks any of, kind and flow all of.
    RunQueue::Filter mixed;
    mixed.statuses = {QStringLiteral("PENDING"), QStringLiteral("STARTED")};
    mixed.kind = QStringLiteral("orchestration");
    QVERIFY2(queue.list(mixed, &all, &more, &error), qPrintable(error));
    QCOMPARE(all.size(), 5);
    mixed.marks = {RunQueue::Mark::Dead, RunQueue::Mark::QueuedTooLong};
    QVERIFY2(queue.list(mixed, &all, &more, &error), qPrintable(error));
    QCOMPARE(qsizetype(all.size()), dead.size() + queued.size());
    RunQueue::Filter byFlow;
    byFlow.flowId = 6;
    QVERIFY2(queue.list(byFlow, &all, &more, &error), qPrintable(error));
    QCOMPARE(all.size(), 3);

    // Counts per status, as a GROUP BY in plain SQL says.
    QMap<QString, qint64> counts;
    QVERIFY2(queue.countByStatus(&counts, &error), qPrintable(error));
    for (const QString& s :
         {QStringLiteral("PENDING"), QStringLiteral("STARTED"), QStringLiteral("SUCCESS"), QStringLiteral("FAILURE")})
        QCOMPARE(counts.value(s), scalar(QStringLiteral("SELECT count(*) FROM runs WHERE status = ?"), {s}));
    QCOMPARE(counts.value(QStringLiteral("STARTED")), 5);
}

void TestRunOperations::walkReadsRangeByRange() {
    // Keys with a gap of a hundred thousand, and a status the platform does not have.
    QVERIFY(meanwhile(QStringLiteral("UPDATE runs SET id = id + 100000 WHERE id >= 6")));
    QVERIFY(meanwhile(QStringLiteral("UPDATE runs SET status = 'CANCELLED' WHERE id = 100010")));
    const RunQueue queue(*m_conn, RunThresholds(), m_now);
    QString error;
    const auto listOf = [&](const RunQueue::Filter& filter, bool* more) {
        QList<RunQueue::Entry> entries;
        [&] { QVERIFY2(queue.list(filter, &entries, more, &error), qPrintable(error)); }();
        QList<qint64> out;
        for (const RunQueue::Entry& e : std::as_const(entries))
            out << e.row.value(QStringLiteral("id")).toLongLong();
        return out;
    };
    bool firstStepDone = true;
    const auto walked = [&](const RunQueue::Filter& filter, int* steps) {
        RunQueue::Walk last;
        *steps = 0;
        qint64 keysRead = 0;
        const bool ok = queue.walk(
            filter,
            [&](const RunQueue::Walk& w) {
                if (++*steps == 1)
                    firstStepDone = w.done;
                [&] { QVERIFY(w.keysRead > keysRead || w.keysTotal == 0); }(); // always further down the keys
                keysRead = w.keysRead;
                last = w;
                return true;
            },
            &error, 2);
        [&] { QVERIFY2(ok, qPrintable(error)); }();
        return last;
    };

    int steps = 0;
    const RunQueue::Walk all = walked({}, &steps);
    QVERIFY(all.done);
    // The first range is told before the rest is read; SQLite goes on range by range, PostgreSQL reads the rest in
    // one statement each for the counts and the list.
    QVERIFY(!firstStepDone);
    if (m_conn->isSqlite())
        QVERIFY2(steps > 3, qPrintable(QString::number(steps)));
    else
        QCOMPARE(steps, 2);
    QCOMPARE(all.keysTotal, qint64(100010));
    QCOMPARE(all.keysRead, all.keysTotal);
    // The counts, as GROUP BY and each mark's predicate say in one statement.
    QMap<QString, qint64> expected;
    QSqlQuery q(m_conn->db());
    QVERIFY2(m_conn->execBound(&q, QStringLiteral("SELECT status, count(*) FROM runs GROUP BY status"), {}, &error),
             qPrintable(error));
    while (q.next())
        expected.insert(q.value(0).toString(), q.value(1).toLongLong());
    QCOMPARE(all.tally.byStatus, expected);
    QCOMPARE(all.tally.byStatus.value(QStringLiteral("CANCELLED")), 1);
    QMap<QString, qint64> counts;
    QVERIFY2(queue.countByStatus(&counts, &error), qPrintable(error));
    QCOMPARE(counts, expected);
    for (RunQueue::Mark m : RunQueue::allMarks()) {
        RunQueue::Filter only;
        only.marks = {m};
        qint64 n = -1;
        QVERIFY2(queue.count(only, &n, &error), qPrintable(error));
        QCOMPARE(all.tally.byMark.value(int(m)), n);
    }
    QCOMPARE(all.tally.byMark.value(int(RunQueue::Mark::Dead)), 2);
    QCOMPARE(all.tally.byMark.value(int(RunQueue::Mark::TimedOut)), 1);

    // The list, as list() gives it in one statement: every limit, with and without more to come.
    bool more = false;
    for (int limit : {1, 3, 9, 10, 100}) {
        RunQueue::Filter filter;
        filter.limit = limit;
        const RunQueue::Walk w = walked(filter, &steps);
        QList<qint64> ids;
        for (const RunQueue::Entry& e : w.rows)
            ids << e.row.value(QStringLiteral("id")).toLongLong();
        QCOMPARE(ids, listOf(filter, &more));
        QCOMPARE(w.more, more);
        QCOMPARE(w.more, limit < 10);
        QCOMPARE(w.tally.byStatus, expected); // the counts go on when the list is full
    }
    RunQueue::Filter active;
    active.statuses = {QStringLiteral("PENDING"), QStringLiteral("STARTED")};
    const RunQueue::Walk live = walked(active, &steps);
    QList<qint64> liveIds;
    for (const RunQueue::Entry& e : live.rows) {
        liveIds << e.row.value(QStringLiteral("id")).toLongLong();
        QCOMPARE(e.marks.contains(RunQueue::Mark::TimedOut), liveIds.constLast() == 100007);
    }
    QCOMPARE(liveIds, (QList<qint64>{100008, 100007, 100006, 5, 4, 3, 2, 1}));
    QCOMPARE(liveIds, listOf(active, &more));

    // Stopped after its first range: it says what it had and reads no further.
    int calls = 0;
    QVERIFY2(queue.walk(
                 {},
                 [&](const RunQueue::Walk& w) {
                     ++calls;
                     return w.done;
                 },
                 &error, 2),
             qPrintable(error));
    QCOMPARE(calls, 1);

    // No run at all: one step, done, nothing counted.
    QVERIFY(meanwhile(QStringLiteral("DELETE FROM runs")));
    const RunQueue::Walk none = walked({}, &steps);
    QCOMPARE(steps, 1);
    QVERIFY(none.done);
    QVERIFY(none.tally.byStatus.isEmpty());
    QVERIFY(none.rows.isEmpty());
}

void TestRunOperations::closesAsThePlatform_data() {
    QTest::addColumn<ScratchDatabase::Engine>("engine");
    QTest::addColumn<qint64>("id");
    QTest::addColumn<QString>("mark");
    for (ScratchDatabase::Engine e : {ScratchDatabase::Engine::Sqlite, ScratchDatabase::Engine::Postgres}) {
        const QString name = ScratchDatabase::engineName(e);
        QTest::newRow(qPrintable(name + QStringLiteral(": dead, silent"))) << e << qint64(2) << QStringLiteral("dead");
        QTest::newRow(qPrintable(name + QStringLiteral(": dead, never beat")))
            << e << qint64(3) << QStringLiteral("dead");
        QTest::newRow(qPrintable(name + QStringLiteral(": queued too long")))
            << e << qint64(5) << QStringLiteral("queued-too-long");
        QTest::newRow(qPrintable(name + QStringLiteral(": timed out")))
            << e << qint64(7) << QStringLiteral("timed-out");
    }
}

void TestRunOperations::closesAsThePlatform() {
    QFETCH(qint64, id);
    QFETCH(QString, mark);
    const QVariantMap before = run(id);
    const CloseRun close(*m_conn, RunThresholds());
    const OperationPlan plan = close.plan(id);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QCOMPARE(plan.changes.size(), 1);
    QCOMPARE(plan.changes.first().original, before);
    QVERIFY(!plan.sentences.isEmpty());
    QCOMPARE(plan.facts.value(QStringLiteral("mark")).toString(), mark);
    if (mark == QLatin1String("dead"))
        QVERIFY(plan.sentences.join(QLatin1Char(' ')).contains(QStringLiteral("not resumed")));

    const qint64 audits = scalar(QStringLiteral("SELECT count(*) FROM audit_logs"));
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const QDateTime from = QDateTime::currentDateTimeUtc().addSecs(-1);
    const WriteResult r = close.apply(plan, writer);
    QVERIFY2(r.ok(), qPrintable(r.message));
    const QDateTime to = QDateTime::currentDateTimeUtc().addSecs(1);

    const QVariantMap after = run(id);
    QCOMPARE(after.value(QStringLiteral("status")).toString(), QStringLiteral("FAILURE"));
    RunQueue::Mark m = RunQueue::Mark::Dead;
    for (RunQueue::Mark each : RunQueue::allMarks())
        if (RunQueue::markName(each) == mark)
            m = each;
    QCOMPARE(after.value(QStringLiteral("error")).toString(), CloseRun::platformError(m, RunThresholds()));
    const QDateTime finished = valuecodec::parseTimestamp(after.value(QStringLiteral("finished_at")));
    QVERIFY2(finished >= from && finished <= to, qPrintable(finished.toString(Qt::ISODateWithMs)));
    // A timed-out run's engine traceback is not its failure: the platform empties it.
    QVERIFY(after.value(QStringLiteral("error_detail")).isNull());
    // Nothing else changed.
    for (const QString& c : {QStringLiteral("kind"), QStringLiteral("claimed_by"), QStringLiteral("heartbeat_at"),
                             QStringLiteral("started_at"), QStringLiteral("flow_id"), QStringLiteral("task_id")})
        QCOMPARE(after.value(c), before.value(c));
    // The platform's sweep writes no audit entry; Metadesk's one write path does, naming the rule it closed by.
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM audit_logs")), audits + 1);
    QSqlQuery q(m_conn->db());
    QString error;
    QVERIFY2(m_conn->execBound(&q,
                               QStringLiteral("SELECT action, target_type, target_id, actor_id, detail FROM audit_logs "
                                              "ORDER BY id DESC LIMIT 1"),
                               {}, &error) &&
                 q.next(),
             qPrintable(error));
    QCOMPARE(q.value(0).toString(), QStringLiteral("run.update"));
    QCOMPARE(q.value(1).toString(), QStringLiteral("run"));
    QCOMPARE(q.value(2).toLongLong(), id);
    QCOMPARE(q.value(3).toLongLong(), 1);
    const QJsonObject detail = QJsonDocument::fromJson(q.value(4).toString().toUtf8()).object();
    QCOMPARE(detail.value(QStringLiteral("closed_as")).toString(), mark);
    QCOMPARE(detail.value(QStringLiteral("changes"))
                 .toObject()
                 .value(QStringLiteral("status"))
                 .toObject()
                 .value(QStringLiteral("after")),
             QJsonValue(QStringLiteral("FAILURE")));

    // Closed once: a second plan has nothing to close.
    QVERIFY(close.plan(id).isRefused());
}

void TestRunOperations::refusesWhatDoesNotQualify_data() {
    QTest::addColumn<ScratchDatabase::Engine>("engine");
    QTest::addColumn<qint64>("id");
    QTest::addColumn<bool>("notFound");
    QTest::addColumn<QString>("words");
    for (ScratchDatabase::Engine e : {ScratchDatabase::Engine::Sqlite, ScratchDatabase::Engine::Postgres}) {
        const QString name = ScratchDatabase::engineName(e);
        QTest::newRow(qPrintable(name + QStringLiteral(": live orchestration")))
            << e << qint64(1) << false << QStringLiteral("live orchestration");
        QTest::newRow(qPrintable(name + QStringLiteral(": queued, within the timeout")))
            << e << qint64(4) << false << QStringLiteral("waited in the queue");
        QTest::newRow(qPrintable(name + QStringLiteral(": engine run, within the timeout")))
            << e << qint64(8) << false << QStringLiteral("running engine run");
        QTest::newRow(qPrintable(name + QStringLiteral(": finished")))
            << e << qint64(9) << false << QStringLiteral("already finished (SUCCESS)");
        QTest::newRow(qPrintable(name + QStringLiteral(": no such run")))
            << e << qint64(999) << true << QStringLiteral("no run 999");
    }
}

void TestRunOperations::refusesWhatDoesNotQualify() {
    QFETCH(qint64, id);
    QFETCH(bool, notFound);
    QFETCH(QString, words);
    const CloseRun close(*m_conn, RunThresholds());
    const OperationPlan plan = close.plan(id);
    QVERIFY(plan.isRefused());
    QCOMPARE(plan.notFound, notFound);
    QVERIFY2(plan.refusal.contains(words), qPrintable(plan.refusal));
    QVERIFY(plan.changes.isEmpty());
    QCOMPARE(plan.row.isEmpty(), notFound); // the row is shown with the refusal
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const WriteResult r = close.apply(plan, writer);
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM audit_logs")), 0);
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM runs WHERE status = 'FAILURE'")), 1);
    // With other thresholds the same run may qualify: queued 600 s is too long for a 300 s timeout.
    if (id == 4)
        QVERIFY(!CloseRun(*m_conn, changedThresholds()).plan(id).isRefused());
}

void TestRunOperations::closeConflictsWhenTheRunMovedOn_data() {
    QTest::addColumn<ScratchDatabase::Engine>("engine");
    QTest::addColumn<qint64>("id");
    QTest::addColumn<QString>("change");
    QTest::addColumn<bool>("stillQualifies");
    for (ScratchDatabase::Engine e : {ScratchDatabase::Engine::Sqlite, ScratchDatabase::Engine::Postgres}) {
        const QString name = ScratchDatabase::engineName(e);
        QTest::newRow(qPrintable(name + QStringLiteral(": its heartbeat came back")))
            << e << qint64(2) << QStringLiteral("UPDATE runs SET heartbeat_at = %1 WHERE id = 2") << false;
        QTest::newRow(qPrintable(name + QStringLiteral(": another orchestrator claimed it")))
            << e << qint64(3) << QStringLiteral("UPDATE runs SET claimed_by = 'gw:9:ffff' WHERE id = 3 AND 1 = ?")
            << true;
        QTest::newRow(qPrintable(name + QStringLiteral(": an orchestrator claimed the queued one")))
            << e << qint64(5)
            << QStringLiteral("UPDATE runs SET status = 'STARTED', claimed_by = 'gw:9:ffff', heartbeat_at = %1 WHERE "
                              "id = 5")
            << false;
        QTest::newRow(qPrintable(name + QStringLiteral(": the engine finished it")))
            << e << qint64(7) << QStringLiteral("UPDATE runs SET status = 'SUCCESS', finished_at = %1 WHERE id = 7")
            << false;
        QTest::newRow(qPrintable(name + QStringLiteral(": deleted")))
            << e << qint64(7) << QStringLiteral("DELETE FROM runs WHERE id = 7 AND 1 = ?") << false;
    }
}

void TestRunOperations::closeConflictsWhenTheRunMovedOn() {
    QFETCH(qint64, id);
    QFETCH(QString, change);
    QFETCH(bool, stillQualifies);
    const CloseRun close(*m_conn, RunThresholds());
    const OperationPlan plan = close.plan(id);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    const QVariant now = test::runTime(*m_conn, QDateTime::currentDateTimeUtc());
    QVERIFY(meanwhile(change.contains(QLatin1String("%1")) ? change.arg(test::timeParam(*m_conn)) : change,
                      {change.contains(QLatin1String("%1")) ? now : QVariant(1)}));
    const QVariantMap moved = run(id);
    // Planned for the row as it was seen (the queue page's way), the change is caught before anything is written,
    // even when the run still bears a mark.
    const OperationPlan asSeen = close.planAsSeen(plan.row);
    QVERIFY(asSeen.changes.isEmpty());
    if (moved.isEmpty()) {
        QVERIFY(asSeen.notFound); // deleted meanwhile
    } else {
        QVERIFY2(asSeen.refusal.contains(QStringLiteral("changed since it was read")), qPrintable(asSeen.refusal));
        QCOMPARE(asSeen.row, moved);
        QVERIFY2(!close.planAsSeen(moved).refusal.contains(QStringLiteral("changed since")),
                 qPrintable(close.planAsSeen(moved).refusal));
    }
    // Either it no longer bears its mark, or it does but is not the row that was seen (another orchestrator's
    // claim): the optimistic check catches what the mark does not.
    RunQueue::Mark mark = RunQueue::Mark::Dead;
    for (RunQueue::Mark each : RunQueue::allMarks())
        if (RunQueue::markName(each) == plan.facts.value(QStringLiteral("mark")).toString())
            mark = each;
    bool yes = false;
    QString error;
    QVERIFY2(
        RunQueue(*m_conn, RunThresholds(), QDateTime::currentDateTimeUtc()).qualifies(id, mark, false, &yes, &error),
        qPrintable(error));
    QCOMPARE(yes, stillQualifies);

    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const WriteResult r = close.apply(plan, writer);
    QCOMPARE(r.outcome, WriteResult::Outcome::Conflict);
    QCOMPARE(r.rowGone, moved.isEmpty());
    QCOMPARE(r.current, moved); // the row as it is now, for the person to decide
    // The whole condition is checked in the write's transaction first; what still bears the mark but is not the row
    // seen is the optimistic update's conflict.
    const QString why = moved.isEmpty()   ? QStringLiteral("deleted since it was read")
                        : !stillQualifies ? QStringLiteral("no longer a %1").arg(RunQueue::markText(mark))
                                          : QStringLiteral("Someone else changed this row");
    QVERIFY2(r.message.contains(why), qPrintable(r.message));
    QCOMPARE(run(id), moved); // nothing written
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM audit_logs")), 0);
}

void TestRunOperations::enqueuesAsRunNow() {
    const EnqueueRun enqueue(*m_conn, admin());
    const OperationPlan plan = enqueue.plan(8);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QCOMPARE(plan.changes.size(), 1);
    QVERIFY(plan.sentences.join(QLatin1Char(' ')).contains(QStringLiteral("flow 8")));
    const qint64 runs = scalar(QStringLiteral("SELECT count(*) FROM runs"));
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const QDateTime from = QDateTime::currentDateTimeUtc().addSecs(-1);
    const WriteResult r = enqueue.apply(plan, writer);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM runs")), runs + 1);
    const qint64 id = r.key.value(0).toLongLong();
    QVERIFY(id > 10);
    // As create_orchestration_run writes it.
    const QVariantMap row = run(id);
    QCOMPARE(row.value(QStringLiteral("kind")).toString(), QStringLiteral("orchestration"));
    QCOMPARE(row.value(QStringLiteral("status")).toString(), QStringLiteral("PENDING"));
    QCOMPARE(row.value(QStringLiteral("flow_id")).toLongLong(), 8);
    QCOMPARE(row.value(QStringLiteral("launched_by")).toLongLong(), 1);
    QCOMPARE(row.value(QStringLiteral("trigger_type")).toString(), QStringLiteral("manual"));
    QCOMPARE(row.value(QStringLiteral("engine_mode")).toString(), QStringLiteral("development"));
    for (const QString& c : {QStringLiteral("task_id"), QStringLiteral("input_key"), QStringLiteral("output_bucket"),
                             QStringLiteral("output_key"), QStringLiteral("publish_description")}) {
        QVERIFY2(!row.value(c).isNull(), qPrintable(c));
        QCOMPARE(row.value(c).toString(), QString());
    }
    for (const QString& c : {QStringLiteral("claimed_by"), QStringLiteral("heartbeat_at"),
                             QStringLiteral("finished_at"), QStringLiteral("parent_run_id")})
        QVERIFY2(row.value(c).isNull(), qPrintable(c));
    QVERIFY(valuecodec::parseTimestamp(row.value(QStringLiteral("started_at"))) >= from);
    // Audited as run-now audits: flow.run on the flow, with the run's id and the trigger.
    QSqlQuery q(m_conn->db());
    QString error;
    QVERIFY2(m_conn->execBound(&q,
                               QStringLiteral("SELECT action, target_type, target_id, target_label, actor_id, detail "
                                              "FROM audit_logs"),
                               {}, &error) &&
                 q.next(),
             qPrintable(error));
    QCOMPARE(q.value(0).toString(), QStringLiteral("flow.run"));
    QCOMPARE(q.value(1).toString(), QStringLiteral("flow"));
    QCOMPARE(q.value(2).toLongLong(), 8);
    QCOMPARE(q.value(3).toString(), QStringLiteral("flow 8"));
    QCOMPARE(q.value(4).toLongLong(), 1);
    const QJsonObject detail = QJsonDocument::fromJson(q.value(5).toString().toUtf8()).object();
    QCOMPARE(detail.value(QStringLiteral("run_id")).toInteger(), id);
    QCOMPARE(detail.value(QStringLiteral("trigger")).toString(), QStringLiteral("manual"));
    QVERIFY(!q.next());
    // Now the flow has one queued: a second is refused.
    QVERIFY(enqueue.plan(8).isRefused());
}

void TestRunOperations::enqueueRefusals() {
    const QList<std::tuple<Actor, qint64, bool, QString>> cases = {
        {admin(), 1, false, QStringLiteral("orchestration 1 running")},
        {admin(), 4, false, QStringLiteral("orchestration 4 waiting in the queue")},
        {admin(), 2, false,
         QStringLiteral("orchestration 2 running: the platform runs one orchestration of a flow at "
                        "a time, so another is not queued. Nobody will finish it (dead "
                        "orchestration): close it first.")},
        {admin(), 5, false, QStringLiteral("Nobody will finish it (queued too long): close it first.")},
        {admin(), 999, true, QStringLiteral("no flow 999")},
        {Actor::named(QStringLiteral("gone@example.com"), 2), 8, false, QStringLiteral("not an active Tabularia")},
        {Actor::named(QStringLiteral("someone")), 8, false, QStringLiteral("not an active Tabularia")},
    };
    for (const auto& [actor, flow, notFound, words] : cases) {
        const EnqueueRun enqueue(*m_conn, actor);
        const OperationPlan plan = enqueue.plan(flow);
        QVERIFY(plan.isRefused());
        QCOMPARE(plan.notFound, notFound);
        QVERIFY2(plan.refusal.contains(words), qPrintable(plan.refusal));
        RowWriter writer(*m_conn);
        writer.setActor(actor);
        QCOMPARE(enqueue.apply(plan, writer).outcome, WriteResult::Outcome::Invalid);
    }
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM runs")), 10);
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM audit_logs")), 0);
}

void TestRunOperations::enqueueConflictsWhenTheFlowGotARun() {
    const EnqueueRun enqueue(*m_conn, admin());
    const OperationPlan plan = enqueue.plan(9);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    // The scheduler queued one meanwhile.
    QVERIFY(meanwhile(QStringLiteral("INSERT INTO runs (kind, flow_id, task_id, status, launched_by, trigger_type, "
                                     "input_key, output_bucket, output_key, publish_description, publish_overwrite, "
                                     "publish_sort_keys, engine_mode, started_at) VALUES ('orchestration', 9, '', "
                                     "'PENDING', 1, 'schedule', '', '', '', '', FALSE, '[]', 'production', %1)")
                          .arg(test::timeParam(*m_conn)),
                      {test::runTime(*m_conn, QDateTime::currentDateTimeUtc())}));
    const qint64 theirs = scalar(QStringLiteral("SELECT max(id) FROM runs"));
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const WriteResult r = enqueue.apply(plan, writer);
    QCOMPARE(r.outcome, WriteResult::Outcome::Conflict);
    QCOMPARE(r.current.value(QStringLiteral("id")).toLongLong(), theirs);
    QCOMPARE(r.current.value(QStringLiteral("trigger_type")).toString(), QStringLiteral("schedule"));
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM runs WHERE flow_id = 9")), 1);
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM audit_logs")), 0);
}

void TestRunOperations::readOnlyWritesNothing() {
    auto readOnly = m_scratch->connect(true);
    QString error;
    QVERIFY2(readOnly->loadCatalog(&error), qPrintable(error));
    const CloseRun close(*readOnly, RunThresholds());
    const OperationPlan plan = close.plan(2);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal)); // the plan only reads
    RowWriter writer(*readOnly);
    writer.setActor(admin());
    const WriteResult r = close.apply(plan, writer);
    QCOMPARE(r.outcome, WriteResult::Outcome::Failed);
    QVERIFY2(r.message.contains(QStringLiteral("read-only")), qPrintable(r.message));
    QCOMPARE(run(2).value(QStringLiteral("status")).toString(), QStringLiteral("STARTED"));
}

QTEST_GUILESS_MAIN(TestRunOperations)
#include "tst_RunOperations.moc"
