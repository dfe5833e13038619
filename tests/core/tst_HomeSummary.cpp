#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/edit/ValueCodec.h"
#include "core/home/HomeSummary.h"
#include "core/query/TableQuery.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

#include <algorithm>
#include <tuple>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The home view's figures: each one what a plain query over the whole table says, each link leading to exactly the
/// rows it counts, on both engines.
class TestHomeSummary : public QObject {
    Q_OBJECT
private slots:
    void init();
    void init_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cleanup();
    void countsAreTheTables();
    void countsAreTheTables_data() { init_data(); }
    void runsTodayAndPerDay();
    void runsTodayAndPerDay_data() { init_data(); }
    void queueClaimsAndOutbox();
    void queueClaimsAndOutbox_data() { init_data(); }
    void tokensAgainstBudgets();
    void tokensAgainstBudgets_data() { init_data(); }
    void lastAuditEntries();
    void lastAuditEntries_data() { init_data(); }
    void firstRunSinceIsTheBoundary();
    void firstRunSinceIsTheBoundary_data() { init_data(); }
    void linksLeadToTheRowsCounted();
    void linksLeadToTheRowsCounted_data() { init_data(); }
    void runLinksReadTheKeyRange();
    void runLinksReadTheKeyRange_data() { init_data(); }
    void onlyThePlatformsPresent();
    void onlyThePlatformsPresent_data() { init_data(); }

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
    /// A point in time as runs.started_at stores it, to compare in plain SQL.
    QVariant runTime(const QDateTime& t) const {
        const ColumnDescriptor* c =
            m_conn->catalog().table(QStringLiteral("runs"))->column(QStringLiteral("started_at"));
        return valuecodec::toBind(*c, t, m_conn->isSqlite());
    }
    QString cast() const { return m_conn->isSqlite() ? QStringLiteral("?") : QStringLiteral("CAST(? AS timestamp)"); }
    const HomeFigure& figure(const QString& id) {
        const HomeFigure* f = m_snapshot.figure(id);
        if (!f)
            qFatal("no figure %s", qPrintable(id));
        return *f;
    }

    const QDateTime m_now = QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC); // the demo's clock
    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
    HomeSnapshot m_snapshot;
};

void TestHomeSummary::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    QString error;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &error, 3000), qPrintable(error));
    QVERIFY2(m_conn->loadCatalog(&error), qPrintable(error));
    m_snapshot = HomeSummary::collect(*m_conn, m_now);
    QVERIFY2(m_snapshot.errors.isEmpty(), qPrintable(m_snapshot.errors.join(QLatin1Char('\n'))));
}

void TestHomeSummary::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestHomeSummary::countsAreTheTables() {
    QCOMPARE(m_snapshot.platforms, (QList<Platform>{Platform::Tabularia, Platform::Holotable}));
    QCOMPARE(figure(QStringLiteral("tabularia.users")).value, scalar(QStringLiteral("SELECT count(*) FROM users")));
    QCOMPARE(figure(QStringLiteral("tabularia.projects")).value,
             scalar(QStringLiteral("SELECT count(*) FROM projects")));
    QCOMPARE(figure(QStringLiteral("tabularia.flows")).value, scalar(QStringLiteral("SELECT count(*) FROM flows")));
    const qint64 dashboards = scalar(QStringLiteral("SELECT count(*) FROM dashboards WHERE deleted_at IS NULL"));
    QVERIFY(dashboards < scalar(QStringLiteral("SELECT count(*) FROM dashboards"))); // the demo soft-deletes some
    QCOMPARE(figure(QStringLiteral("holotable.dashboards")).value, dashboards);
    QCOMPARE(figure(QStringLiteral("holotable.sources")).value,
             scalar(QStringLiteral("SELECT count(*) FROM sources WHERE tombstoned_at IS NULL")));
    QCOMPARE(figure(QStringLiteral("holotable.templates")).value,
             scalar(QStringLiteral("SELECT count(*) FROM templates")));
    for (const HomeFigure& f : std::as_const(m_snapshot.figures))
        QVERIFY2(f.value > 0, qPrintable(f.id)); // the demo holds something of each
}

void TestHomeSummary::runsTodayAndPerDay() {
    const QDateTime today(m_now.date(), QTime(0, 0), Qt::UTC);
    // The truth: a full pass over runs, without the key boundary the summary uses.
    const QString byStatus =
        QStringLiteral("SELECT count(*) FROM runs WHERE status = ? AND started_at >= %1 AND started_at < %1")
            .arg(cast());
    const HomeFigure& total = figure(QStringLiteral("tabularia.runs.today"));
    QVERIFY(total.value > 0);
    qint64 sum = 0;
    for (const HomeFigure& part : total.parts) {
        QCOMPARE(part.value, scalar(byStatus, {part.detail, runTime(today), runTime(today.addDays(1))}));
        sum += part.value;
    }
    QCOMPARE(total.value, sum);
    QCOMPARE(total.value,
             scalar(QStringLiteral("SELECT count(*) FROM runs WHERE started_at >= %1").arg(cast()), {runTime(today)}));
    QVERIFY(figure(QStringLiteral("tabularia.runs.FAILURE")).value > 0);
    QCOMPARE(figure(QStringLiteral("tabularia.runs.FAILURE")).tone, HomeFigure::Tone::Bad);

    QCOMPARE(m_snapshot.runDays.size(), HomeSummary::kRunDays);
    QCOMPARE(m_snapshot.runDays.constLast().day, m_now.date());
    qint64 days = 0;
    for (const HomeRunDay& d : std::as_const(m_snapshot.runDays)) {
        const QDateTime from(d.day, QTime(0, 0), Qt::UTC);
        for (const QString& status : {QStringLiteral("SUCCESS"), QStringLiteral("FAILURE"), QStringLiteral("STARTED"),
                                      QStringLiteral("PENDING")})
            QCOMPARE(d.byStatus.value(status), scalar(byStatus, {status, runTime(from), runTime(from.addDays(1))}));
        for (qint64 n : d.byStatus)
            days += n;
    }
    QCOMPARE(days, scalar(QStringLiteral("SELECT count(*) FROM runs WHERE started_at >= %1").arg(cast()),
                          {runTime(today.addDays(1 - HomeSummary::kRunDays))}));

    // A refresh without the earlier days: today alone, the same figures.
    const HomeSnapshot quick = HomeSummary::collect(*m_conn, m_now, false);
    QCOMPARE(quick.runDays.size(), 1);
    QCOMPARE(quick.runDays.constFirst().day, m_now.date());
    QCOMPARE(quick.runDays.constFirst().byStatus, m_snapshot.runDays.constLast().byStatus);
    QCOMPARE(quick.figure(QStringLiteral("tabularia.runs.today"))->value, total.value);

    // Each day's runs are read as a range of keys; a run whose key lies among another day's, and a status the
    // platform does not have, are still counted where their time and status put them (the grouped statement).
    QSqlQuery q(m_conn->db());
    QString error;
    const QDateTime yesterday = today.addDays(-1);
    QVERIFY2(m_conn->execBound(&q,
                               QStringLiteral("UPDATE runs SET started_at = %1 WHERE id = (SELECT min(id) FROM runs "
                                              "WHERE started_at >= %1 AND started_at < %1)")
                                   .arg(cast()),
                               {runTime(yesterday.addDays(-2)), runTime(yesterday), runTime(today)}, &error),
             qPrintable(error));
    const auto sameAsSql = [&]() {
        const HomeSnapshot again = HomeSummary::collect(*m_conn, m_now);
        QCOMPARE(again.runDays.size(), HomeSummary::kRunDays);
        for (const HomeRunDay& d : std::as_const(again.runDays)) {
            const QDateTime from(d.day, QTime(0, 0), Qt::UTC);
            for (const QString& status :
                 {QStringLiteral("SUCCESS"), QStringLiteral("FAILURE"), QStringLiteral("STARTED"),
                  QStringLiteral("PENDING"), QStringLiteral("CANCELLED")})
                QCOMPARE(d.byStatus.value(status), scalar(byStatus, {status, runTime(from), runTime(from.addDays(1))}));
        }
    };
    sameAsSql(); // the stray alone
    if (QTest::currentTestFailed())
        return;
    QVERIFY2(
        m_conn->execBound(&q,
                          QStringLiteral("UPDATE runs SET status = 'CANCELLED' WHERE id = (SELECT max(id) FROM runs "
                                         "WHERE started_at >= %1)")
                              .arg(cast()),
                          {runTime(today)}, &error),
        qPrintable(error));
    sameAsSql(); // and a status of its own
}

void TestHomeSummary::queueClaimsAndOutbox() {
    QCOMPARE(figure(QStringLiteral("tabularia.queue")).value,
             scalar(QStringLiteral("SELECT count(*) FROM runs WHERE kind = 'orchestration' AND status = 'PENDING'")));
    const qint64 stale = scalar(QStringLiteral("SELECT count(*) FROM runs WHERE kind = 'orchestration' AND status = "
                                               "'STARTED' AND claimed_by IS NOT NULL AND heartbeat_at < %1")
                                    .arg(cast()),
                                {runTime(m_now.addSecs(-RunThresholds::kDefaultDeadAfterSeconds))});
    QCOMPARE(stale, 2); // the demo's two orchestrators that stopped beating, 25 and 70 minutes ago
    QCOMPARE(figure(QStringLiteral("tabularia.staleClaims")).value, stale);
    QCOMPARE(figure(QStringLiteral("tabularia.staleClaims")).tone, HomeFigure::Tone::Bad);
    QCOMPARE(figure(QStringLiteral("tabularia.staleClaims")).detail, QStringLiteral("No heartbeat for 60 seconds"));
    // The profile's dead-after threshold, changed: half an hour leaves the one silent for 70 minutes.
    RunThresholds halfHour;
    halfHour.deadAfterSeconds = 30 * 60;
    const HomeSnapshot changed = HomeSummary::collect(*m_conn, m_now, false, halfHour);
    const qint64 silent = scalar(QStringLiteral("SELECT count(*) FROM runs WHERE kind = 'orchestration' AND status = "
                                                "'STARTED' AND claimed_by IS NOT NULL AND heartbeat_at < %1")
                                     .arg(cast()),
                                 {runTime(m_now.addSecs(-30 * 60))});
    QCOMPARE(silent, 1);
    QCOMPARE(changed.figure(QStringLiteral("tabularia.staleClaims"))->value, silent);
    QCOMPARE(changed.figure(QStringLiteral("tabularia.staleClaims"))->detail,
             QStringLiteral("No heartbeat for 30 minutes"));
    // A claim that never beat (a row of a platform version older than the heartbeat) is dead too: the tile counts
    // it by RunQueue's one predicate, as the queue, the close action and the integrity check do.
    const qint64 flow = scalar(QStringLiteral("SELECT min(id) FROM flows WHERE id NOT IN (SELECT flow_id FROM runs "
                                              "WHERE kind = 'orchestration' AND status = 'STARTED' AND flow_id IS "
                                              "NOT NULL)"));
    QVERIFY(flow > 0);
    QSqlQuery insert(m_conn->db());
    QString error;
    QVERIFY2(m_conn->execBound(&insert,
                               QStringLiteral("INSERT INTO runs (kind, flow_id, task_id, status, trigger_type, "
                                              "input_key, output_bucket, output_key, publish_description, "
                                              "publish_overwrite, publish_sort_keys, claimed_by, started_at) VALUES "
                                              "('orchestration', ?, '', 'STARTED', 'manual', '', '', '', '', FALSE, "
                                              "'[]', 'orchestrator-old', %1)")
                                   .arg(cast()),
                               {flow, runTime(m_now.addSecs(-3600))}, &error),
             qPrintable(error));
    const HomeSnapshot withSilent = HomeSummary::collect(*m_conn, m_now, false);
    QCOMPARE(withSilent.figure(QStringLiteral("tabularia.staleClaims"))->value, stale + 1);
    const qint64 pending =
        scalar(QStringLiteral("SELECT count(*) FROM data_contract_results WHERE notify = 'pending'"));
    QVERIFY(pending > 0);
    QCOMPARE(figure(QStringLiteral("tabularia.contractNotifications")).value, pending);
}

void TestHomeSummary::tokensAgainstBudgets() {
    const HomeFigure& tokens = figure(QStringLiteral("holotable.tokens"));
    const QString day = m_now.date().toString(Qt::ISODate);
    const QString onDay = m_conn->isSqlite() ? QStringLiteral("day = ?") : QStringLiteral("day = CAST(? AS date)");
    QCOMPARE(
        tokens.value,
        scalar(QStringLiteral("SELECT coalesce(sum(input_tokens + output_tokens), 0) FROM llm_usage WHERE ") + onDay,
               {day}));
    QVERIFY(!tokens.parts.isEmpty());
    bool budgeted = false;
    for (const HomeFigure& part : tokens.parts) {
        QCOMPARE(part.value, scalar(QStringLiteral("SELECT sum(input_tokens + output_tokens) FROM llm_usage WHERE "
                                                   "workspace_id = ? AND ") +
                                        onDay,
                                    {part.label, day}));
        const qint64 budget =
            scalar(QStringLiteral("SELECT coalesce(max(daily_token_budget), -1) FROM workspace_limits WHERE "
                                  "workspace_id = ?"),
                   {part.label});
        QCOMPARE(part.limit, budget > 0 ? budget : -1); // 0 disables the limit; none inherits the environment
        budgeted = budgeted || part.limit > 0;
    }
    QVERIFY(budgeted);

    // More workspaces than tiles: the total still counts every one.
    const QString insert = QStringLiteral("INSERT INTO llm_usage (workspace_id, day, route, model, input_tokens, "
                                          "output_tokens, requests) VALUES (?, %1, 'generate', 'small', 3, 4, 1)")
                               .arg(m_conn->isSqlite() ? QStringLiteral("?") : QStringLiteral("CAST(? AS date)"));
    for (int i = 0; i < HomeSummary::kTokenWorkspaces + 1; ++i) {
        QSqlQuery q(m_conn->db());
        QString error;
        QVERIFY2(m_conn->execBound(&q, insert, {QStringLiteral("ws-extra-%1").arg(i), day}, &error), qPrintable(error));
    }
    const HomeSnapshot more = HomeSummary::collect(*m_conn, m_now);
    const HomeFigure* all = more.figure(QStringLiteral("holotable.tokens"));
    QVERIFY(all);
    QCOMPARE(all->value, tokens.value + 7 * (HomeSummary::kTokenWorkspaces + 1));
    QCOMPARE(all->parts.size(), HomeSummary::kTokenWorkspaces);
    QVERIFY(all->detail.contains(QString::number(HomeSummary::kTokenWorkspaces)));
}

void TestHomeSummary::lastAuditEntries() {
    // The last entries of both platforms, merged newest first by their time: an entry written late with an old time
    // (the highest key, dated 2001) is not "last", and a Holotable entry newer than every Tabularia one leads.
    const TableDescriptor& logs = *m_conn->catalog().table(QStringLiteral("audit_logs"));
    const TableDescriptor& log = *m_conn->catalog().table(QStringLiteral("audit_log"));
    const QDateTime old(QDate(2001, 1, 1), QTime(9, 0), Qt::UTC);
    const QDateTime newest = m_now.addSecs(3600);
    QSqlQuery q(m_conn->db());
    QString error;
    QVERIFY2(m_conn->execBound(&q,
                               QStringLiteral("INSERT INTO audit_logs (ts, actor_label, action, outcome) VALUES (?, "
                                              "'backfill', 'auth.login', 'success')"),
                               {valuecodec::toBind(*logs.column(QStringLiteral("ts")), old, m_conn->isSqlite())},
                               &error),
             qPrintable(error));
    QVERIFY2(m_conn->execBound(&q,
                               QStringLiteral("INSERT INTO audit_log (at, actor_sub, actor_kind, action, outcome) "
                                              "VALUES (?, 'late', 'user', 'auth.login', 'success')"),
                               {valuecodec::toBind(*log.column(QStringLiteral("at")), newest, m_conn->isSqlite())},
                               &error),
             qPrintable(error));
    q.finish();
    const qint64 backfill = scalar(QStringLiteral("SELECT max(id) FROM audit_logs"));
    const qint64 late = scalar(QStringLiteral("SELECT max(id) FROM audit_log"));

    const HomeSnapshot s = HomeSummary::collect(*m_conn, m_now);
    QCOMPARE(s.audit.size(), HomeSummary::kAuditEntries);
    for (const HomeAuditEntry& e : s.audit) {
        QVERIFY(e.at.isValid());
        QVERIFY(!e.action.isEmpty());
        QVERIFY(!e.actor.isEmpty());
        QVERIFY2(!(e.platform == Platform::Tabularia && e.id == backfill), "an entry dated 2001 is not among the last");
    }
    QCOMPARE(s.audit.constFirst().platform, Platform::Holotable);
    QCOMPARE(s.audit.constFirst().id, late);
    QCOMPARE(s.audit.constFirst().at, newest);
    QVERIFY(std::is_sorted(s.audit.cbegin(), s.audit.cend(),
                           [](const HomeAuditEntry& a, const HomeAuditEntry& b) { return a.at > b.at; }));

    // The truth, table by table: the newest by time of each, merged.
    QList<QPair<QDateTime, QString>> truth;
    for (const auto& [table, time, platform] :
         {std::tuple{"audit_logs", "ts", "T"}, std::tuple{"audit_log", "at", "H"}}) {
        QVERIFY(m_conn->execBound(&q,
                                  QStringLiteral("SELECT id, %1 FROM %2 ORDER BY %1 DESC, id DESC LIMIT %3")
                                      .arg(QLatin1String(time), QLatin1String(table))
                                      .arg(HomeSummary::kAuditEntries),
                                  {}, &error));
        while (q.next())
            truth << qMakePair(valuecodec::parseTimestamp(q.value(1)),
                               QStringLiteral("%1%2").arg(QLatin1String(platform)).arg(q.value(0).toLongLong()));
        q.finish();
    }
    std::stable_sort(truth.begin(), truth.end(), [](const auto& a, const auto& b) { return a.first > b.first; });
    QStringList expected, shown;
    for (int i = 0; i < HomeSummary::kAuditEntries; ++i)
        expected << truth.at(i).second;
    for (const HomeAuditEntry& e : s.audit)
        shown << QStringLiteral("%1%2")
                     .arg(e.platform == Platform::Tabularia ? QLatin1String("T") : QLatin1String("H"))
                     .arg(e.id);
    QCOMPARE(shown, expected);
}

void TestHomeSummary::firstRunSinceIsTheBoundary() {
    for (int daysBack : {0, 1, 5, 13, 400}) {
        const QDateTime since = QDateTime(m_now.date(), QTime(0, 0), Qt::UTC).addDays(-daysBack);
        qint64 id = 0;
        QString error;
        QVERIFY2(HomeSummary::firstRunSince(*m_conn, since, &id, &error), qPrintable(error));
        const qint64 truth =
            scalar(QStringLiteral("SELECT coalesce(min(id), (SELECT max(id) + 1 FROM runs)) FROM runs WHERE "
                                  "started_at >= %1")
                       .arg(cast()),
                   {runTime(since)});
        QCOMPARE(id, truth);
    }
    qint64 id = 0;
    QString error;
    QVERIFY(HomeSummary::firstRunSince(*m_conn, m_now.addDays(1), &id, &error));
    QCOMPARE(id, scalar(QStringLiteral("SELECT max(id) + 1 FROM runs")));
}

void TestHomeSummary::linksLeadToTheRowsCounted() {
    // What a click opens is the grid's own query with the link's filter: it must count what the figure says.
    int checked = 0;
    auto check = [this, &checked](const HomeFigure& f) {
        if (!f.link.isValid())
            return;
        const TableDescriptor* t = m_conn->catalog().table(f.link.table);
        QVERIFY2(t, qPrintable(f.link.table));
        QuerySpec spec;
        spec.conditions = f.link.conditions;
        spec.sortColumn = f.link.sortColumn;
        spec.descending = f.link.descending;
        const TableQuery query(*t, m_conn->isSqlite(), spec);
        QVERIFY2(query.isValid(), qPrintable(query.error()));
        const TableQuery::Statement count = query.count();
        QCOMPARE(scalar(count.sql, count.values), f.value);
        ++checked;
    };
    for (const HomeFigure& f : std::as_const(m_snapshot.figures)) {
        if (f.id != QLatin1String("holotable.tokens")) // tokens are summed, not counted: the link shows the rows
            check(f);
        if (f.id == QLatin1String("tabularia.runs.today"))
            for (const HomeFigure& part : f.parts)
                check(part);
    }
    QVERIFY(checked >= 10);
}

void TestHomeSummary::runLinksReadTheKeyRange() {
    // Today's runs and a chart bar open `runs` by the key range counted, sorted by key (started_at has no index), and
    // show the same rows, in order, as the old filter on started_at alone did.
    const TableDescriptor* runs = m_conn->catalog().table(QStringLiteral("runs"));
    QVERIFY(runs);
    const QString id = QStringLiteral("id");
    // The rows a link shows, first page to last, as the grid reads them.
    auto shown = [&](const HomeLink& link) {
        QuerySpec spec;
        spec.conditions = link.conditions;
        spec.sortColumn = link.sortColumn;
        spec.descending = link.descending;
        const TableQuery query(*runs, m_conn->isSqlite(), spec);
        const TableQuery::Statement page = query.page(0, {}, 0, 100000);
        QSqlQuery q(m_conn->db());
        QString error;
        QList<qint64> ids;
        if (!m_conn->execBound(&q, page.sql, page.values, &error))
            qWarning("%s: %s", qPrintable(page.sql), qPrintable(error));
        const int idColumn = int(runs->columnIndex(id));
        while (q.next())
            ids << q.value(idColumn).toLongLong();
        return ids;
    };
    // What the old link (started_at in the day, newest first) showed, by plain SQL; ties of time by key.
    auto before = [&](const QDate& day, const QString& status, bool today) {
        const QDateTime from(day, QTime(0, 0), Qt::UTC);
        QString sql = QStringLiteral("SELECT id FROM runs WHERE started_at >= %1").arg(cast());
        QVariantList values{runTime(from)};
        if (!today) {
            sql += QStringLiteral(" AND started_at < %1").arg(cast());
            values << runTime(from.addDays(1));
        }
        if (!status.isEmpty()) {
            sql += QStringLiteral(" AND status = ?");
            values << status;
        }
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, values, &error))
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
        QList<qint64> ids;
        while (q.next())
            ids << q.value(0).toLongLong();
        std::sort(ids.begin(), ids.end(), std::greater<qint64>());
        return ids;
    };
    auto boundedByKey = [&](const HomeLink& link) {
        QCOMPARE(link.table, QStringLiteral("runs"));
        QCOMPARE(link.sortColumn, id);
        QVERIFY(link.descending);
        bool lower = false;
        for (const FilterCondition& c : link.conditions)
            lower = lower || (c.column == id && c.op == FilterCondition::Op::After);
        QVERIFY2(lower, "a runs link without its key range reads the whole table");
    };
    int links = 0;
    const HomeFigure& total = figure(QStringLiteral("tabularia.runs.today"));
    boundedByKey(total.link);
    QList<qint64> all = shown(total.link);
    QVERIFY(!all.isEmpty());
    QCOMPARE(all, before(m_now.date(), {}, true));
    for (const HomeFigure& part : total.parts) {
        boundedByKey(part.link);
        QCOMPARE(shown(part.link), before(m_now.date(), part.detail, true));
        ++links;
    }
    for (int i = 0; i < m_snapshot.runDays.size(); ++i) {
        const HomeRunDay& d = m_snapshot.runDays.at(i);
        const bool today = i == m_snapshot.runDays.size() - 1;
        for (auto it = d.byStatus.cbegin(); it != d.byStatus.cend(); ++it) {
            const HomeLink link = HomeSummary::runsLink(d, it.key(), today, 0);
            boundedByKey(link);
            const QList<qint64> ids = shown(link);
            QCOMPARE(ids, before(d.day, it.key(), today));
            QCOMPARE(ids.size(), it.value());
            ++links;
        }
    }
    QVERIFY(links > HomeSummary::kRunDays);

    // A run started today after the snapshot shows in today's link, as it did before: a finished copy of the newest.
    QStringList columns, copied;
    for (const ColumnDescriptor& c : runs->columns) {
        if (c.name == id)
            continue;
        columns << c.name;
        copied << (c.name == QLatin1String("started_at") ? cast()
                   : c.name == QLatin1String("task_id")  ? QStringLiteral("task_id || '-late'")
                   : c.name == QLatin1String("status")   ? QStringLiteral("'SUCCESS'") // not a second live claim
                                                         : c.name);
    }
    QSqlQuery q(m_conn->db());
    QString error;
    QVERIFY2(m_conn->execBound(&q,
                               QStringLiteral("INSERT INTO runs (%1) SELECT %2 FROM runs WHERE id = ?")
                                   .arg(columns.join(QLatin1Char(',')), copied.join(QLatin1Char(','))),
                               {runTime(m_now.addSecs(60)), all.constFirst()}, &error),
             qPrintable(error));
    all = shown(total.link);
    QCOMPARE(all, before(m_now.date(), {}, true));
    QCOMPARE(all.size(), int(total.value) + 1);
}

void TestHomeSummary::onlyThePlatformsPresent() {
    // A database holding Tabularia alone: no Holotable figures, no Holotable audit.
    QString error;
    const QStringList holotable = platforms::tables(Platform::Holotable)
                                  << platforms::versionTable(Platform::Holotable);
    for (const QString& table : holotable)
        if (m_conn->tableExists(table))
            QVERIFY2(m_conn->exec(QStringLiteral("DROP TABLE \"%1\"%2")
                                      .arg(table, m_conn->isSqlite() ? QString() : QStringLiteral(" CASCADE")),
                                  &error),
                     qPrintable(error));
    m_conn->reloadCatalog();
    QVERIFY2(m_conn->loadCatalog(&error), qPrintable(error));
    const HomeSnapshot s = HomeSummary::collect(*m_conn, m_now);
    QCOMPARE(s.platforms, QList<Platform>{Platform::Tabularia});
    for (const HomeFigure& f : s.figures)
        QCOMPARE(f.platform, Platform::Tabularia);
    for (const HomeAuditEntry& e : s.audit)
        QCOMPARE(e.platform, Platform::Tabularia);
    QVERIFY(s.figure(QStringLiteral("tabularia.staleClaims")));
}

QTEST_GUILESS_MAIN(TestHomeSummary)
#include "tst_HomeSummary.moc"
