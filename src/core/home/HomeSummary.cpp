#include "HomeSummary.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/db/SqlIdentifier.h"
#include "core/edit/ValueCodec.h"
#include "core/ops/tabularia/RunQueue.h"

#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace metadesk {

namespace {

QString quote(const QString& identifier) {
    return quoteIdentifier(identifier);
}

QDateTime startOfUtcDay(const QDateTime& t) {
    return QDateTime(t.toUTC().date(), QTime(0, 0), Qt::UTC);
}

/// The queries of one snapshot, on one connection and its reconciled catalog.
class Reader {
public:
    Reader(const DbConnection& connection, HomeSnapshot* out)
        : m_conn(connection), m_catalog(connection.catalog()), m_sqlite(connection.isSqlite()), m_out(out) {}

    const TableDescriptor* table(const QString& name) const { return m_catalog.table(name); }
    /// The table, when it has every one of `columns` in this database.
    const TableDescriptor* tableWith(const QString& name, const QStringList& columns) const {
        const TableDescriptor* t = table(name);
        if (!t)
            return nullptr;
        for (const QString& c : columns)
            if (!t->column(c))
                return nullptr;
        return t;
    }
    bool sqlite() const { return m_sqlite; }

    /// A point in time bound as `column` stores it (naive UTC text, ISO with Z, timestamptz).
    QVariant timeValue(const ColumnDescriptor& column, const QDateTime& t) const {
        return valuecodec::toBind(column, t.toUTC(), m_sqlite);
    }

    bool exec(QSqlQuery* q, const QString& sql, const QVariantList& values, const QString& what) {
        QString error;
        if (m_conn.execBound(q, sql, values, &error))
            return true;
        m_out->errors << HomeSummary::tr("Could not read %1: %2").arg(what, error);
        return false;
    }
    /// SQLite: ` INDEXED BY <index>` when the database has that (partial) index. Without ANALYZE statistics SQLite
    /// prefers runs' plain index on `kind` (millions of orchestration rows) to the platform's partial index whose
    /// predicate is the query's own (a handful of rows); PostgreSQL's planner needs no hint.
    QString indexedBy(const QString& index) const {
        if (!m_sqlite)
            return {};
        QSqlQuery q(m_conn.db());
        QString error;
        if (m_conn.execBound(&q, QStringLiteral("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?"),
                             {index}, &error) &&
            q.next())
            return QStringLiteral(" INDEXED BY ") + quote(index);
        return {};
    }
    /// `SELECT count(*) FROM table [INDEXED BY …] [WHERE …]`; -1 (with the error noted) when it failed.
    qint64 count(const QString& tableName, const QString& where, const QVariantList& values, const QString& what,
                 const QString& index = {}) {
        QSqlQuery q(m_conn.db());
        q.setForwardOnly(true);
        QString sql = QStringLiteral("SELECT count(*) FROM ") + quote(tableName) +
                      (index.isEmpty() ? QString() : indexedBy(index));
        if (!where.isEmpty())
            sql += QStringLiteral(" WHERE ") + where;
        if (!exec(&q, sql, values, what) || !q.next())
            return -1;
        return q.value(0).toLongLong();
    }

    void add(HomeFigure figure) { m_out->figures << std::move(figure); }

    const DbConnection& m_conn;
    const Catalog& m_catalog;
    bool m_sqlite;
    HomeSnapshot* m_out;
};

HomeFigure figure(Platform platform, const QString& id, const QString& label, qint64 value, const QString& detail,
                  const HomeLink& link, HomeFigure::Tone tone = HomeFigure::Tone::Neutral) {
    HomeFigure f;
    f.platform = platform;
    f.id = id;
    f.label = label;
    f.value = value;
    f.detail = detail;
    f.link = link;
    f.tone = tone;
    return f;
}

/// A plain count of a table, optionally of the rows whose `emptyColumn` is NULL (not deleted, not tombstoned).
void countTable(Reader& r, Platform platform, const QString& id, const QString& tableName, const QString& label,
                const QString& detail, const QString& emptyColumn = {}) {
    const TableDescriptor* t = r.table(tableName);
    if (!t)
        return;
    const bool filtered = !emptyColumn.isEmpty() && t->column(emptyColumn);
    const qint64 n =
        r.count(tableName, filtered ? quote(emptyColumn) + QStringLiteral(" IS NULL") : QString(), {}, tableName);
    if (n < 0)
        return;
    HomeLink link{tableName, {}, {}, false};
    if (filtered)
        link.conditions = {{emptyColumn, FilterCondition::Op::IsEmpty, {}}};
    r.add(figure(platform, id, label, n, detail, link));
}

HomeFigure::Tone statusTone(const QString& status) {
    if (status == QLatin1String("SUCCESS"))
        return HomeFigure::Tone::Good;
    if (status == QLatin1String("FAILURE"))
        return HomeFigure::Tone::Bad;
    return HomeFigure::Tone::Neutral;
}

/// Today's runs by status, and the chart's days: one grouped pass over the runs since the first of them by key.
/// The runs of each day from `firstDay` to `today` (UTC midnights) counted per status with the keys of each, without a
/// sort: each day's runs are a range of keys (its first found by bisection, as the overview's first day is), read by
/// one statement of conditional sums each. True when that is exact: every run of each range started on its day and
/// bears one of the platform's statuses; false (nothing kept) when a run strays from its day's keys or a status is
/// another, which the caller groups by day and status instead.
bool runsByDayOfKeys(Reader& r, const TableDescriptor& runs, const QDateTime& firstDay, const QDateTime& today,
                     qint64 fromId, QMap<QDate, HomeRunDay>* byDay, qint64* lastCounted) {
    const ColumnDescriptor& started = *runs.column(QStringLiteral("started_at"));
    const QStringList statuses = runs.column(QStringLiteral("status"))->enumValues;
    if (statuses.isEmpty())
        return false;
    QList<qint64> firstKeys{fromId};
    for (QDateTime d = firstDay.addDays(1); d <= today; d = d.addDays(1)) {
        qint64 key = 0;
        QString error;
        if (!HomeSummary::firstRunSince(r.m_conn, d, &key, &error))
            return false;
        firstKeys << key;
    }
    // SQLite: the column without its affinity (+), so the bound text is not tried as a number at every row.
    const QString time = (r.sqlite() ? QStringLiteral("+") : QString()) + quote(started.name);
    const QString param = valuecodec::placeholder(started, r.sqlite());
    const QString status = quote(QStringLiteral("status"));
    QStringList select{QStringLiteral("count(*)"),
                       QStringLiteral("sum(CASE WHEN %1 >= %2 AND %1 < %2 THEN 0 ELSE 1 END)").arg(time, param)};
    for (int i = 0; i < statuses.size(); ++i)
        select << QStringLiteral("sum(CASE WHEN %1 = ? THEN 1 ELSE 0 END)").arg(status)
               << QStringLiteral("min(CASE WHEN %1 = ? THEN id END)").arg(status)
               << QStringLiteral("max(CASE WHEN %1 = ? THEN id END)").arg(status);
    QMap<QDate, HomeRunDay> days;
    qint64 last = *lastCounted;
    for (int i = 0; i < firstKeys.size(); ++i) {
        const QDateTime from = firstDay.addDays(i);
        QVariantList values{r.timeValue(started, from), r.timeValue(started, from.addDays(1))};
        for (const QString& s : statuses)
            values << s << s << s;
        values << firstKeys.at(i);
        QString where = QStringLiteral("id >= ?");
        if (i + 1 < firstKeys.size()) {
            where += QStringLiteral(" AND id < ?");
            values << firstKeys.at(i + 1);
        }
        QSqlQuery q(r.m_conn.db());
        q.setForwardOnly(true);
        QString error;
        if (!r.m_conn.execBound(
                &q, QStringLiteral("SELECT %1 FROM runs WHERE %2").arg(select.join(QStringLiteral(", ")), where),
                values, &error) ||
            !q.next())
            return false;
        const qint64 total = q.value(0).toLongLong();
        if (q.value(1).toLongLong() != 0)
            return false; // a run of this range started on another day
        qint64 counted = 0;
        HomeRunDay& entry = days[from.date()];
        for (int s = 0; s < statuses.size(); ++s) {
            const qint64 n = q.value(2 + 3 * s).toLongLong();
            if (n == 0)
                continue;
            counted += n;
            const qint64 hi = q.value(4 + 3 * s).toLongLong();
            entry.add(statuses.at(s), n, q.value(3 + 3 * s).toLongLong(), hi);
            last = qMax(last, hi);
        }
        if (counted != total)
            return false; // a status the platform does not have
    }
    *byDay = days;
    *lastCounted = last;
    return true;
}

void runFigures(Reader& r, const QDateTime& now, bool withHistory) {
    const TableDescriptor* runs = r.tableWith(
        QStringLiteral("runs"), {QStringLiteral("id"), QStringLiteral("status"), QStringLiteral("started_at")});
    if (!runs || runs->column(QStringLiteral("id"))->kind != ColumnKind::Integer)
        return;
    const ColumnDescriptor& started = *runs->column(QStringLiteral("started_at"));
    const QDateTime today = startOfUtcDay(now);
    const QDateTime firstDay = withHistory ? today.addDays(-(HomeSummary::kRunDays - 1)) : today;
    qint64 fromId = 0;
    QString error;
    if (!HomeSummary::firstRunSince(r.m_conn, firstDay, &fromId, &error)) {
        r.m_out->errors << HomeSummary::tr("Could not read runs: %1").arg(error);
        return;
    }
    QMap<QDate, HomeRunDay> byDay;
    qint64 lastCounted = fromId - 1;
    // SQLite sorts a GROUP BY's rows: there each day is read as its range of keys. PostgreSQL groups the range in one
    // parallel pass, faster than a statement per day through the key's index (3.4 s against 2.8 s at 10M runs).
    if (!r.sqlite() || !runsByDayOfKeys(r, *runs, firstDay, today, fromId, &byDay, &lastCounted)) {
        // A run whose key lies among another day's, or a status the platform does not have: grouped by day and
        // status in one statement, which sorts the range's runs but takes each where its time puts it.
        byDay.clear();
        lastCounted = fromId - 1;
        const QString day =
            r.sqlite() ? QStringLiteral("substr(%1, 1, 10)").arg(quote(started.name))
                       : QStringLiteral("substr(%1, 1, 10)").arg(valuecodec::pgUtcText(started, quote(started.name)));
        QSqlQuery q(r.m_conn.db());
        q.setForwardOnly(true);
        const QString sql =
            QStringLiteral(
                "SELECT %1, %2, count(*), min(id), max(id) FROM runs WHERE id >= ? AND %3 >= %4 GROUP BY 1, 2")
                .arg(day, quote(QStringLiteral("status")), quote(started.name),
                     valuecodec::placeholder(started, r.sqlite()));
        if (!r.exec(&q, sql, {fromId, r.timeValue(started, firstDay)}, QStringLiteral("runs")))
            return;
        while (q.next()) {
            const QDate d = QDate::fromString(q.value(0).toString(), Qt::ISODate);
            if (!d.isValid())
                continue;
            const qint64 hi = q.value(4).toLongLong();
            byDay[d].add(q.value(1).toString(), q.value(2).toLongLong(), q.value(3).toLongLong(), hi);
            lastCounted = qMax(lastCounted, hi);
        }
    }
    for (QDate d = firstDay.date(); d <= today.date(); d = d.addDays(1)) {
        HomeRunDay entry = byDay.value(d);
        entry.day = d;
        r.m_out->runDays << entry;
    }

    const HomeRunDay& todays = r.m_out->runDays.constLast();
    // A status without a run today links from past every run counted: the rows it shows start today or later.
    const qint64 fallback = lastCounted + 1;
    HomeFigure total = figure(Platform::Tabularia, QStringLiteral("tabularia.runs.today"),
                              HomeSummary::tr("Runs today"), 0, HomeSummary::tr("Started since 00:00 UTC"), {});
    total.link = HomeSummary::runsLink(todays, {}, true, fallback);
    // The platform's statuses first, in their order, then whatever else the rows hold.
    QStringList statuses = runs->column(QStringLiteral("status"))->enumValues;
    for (auto it = todays.byStatus.cbegin(); it != todays.byStatus.cend(); ++it)
        if (!statuses.contains(it.key()))
            statuses << it.key();
    for (const QString& status : std::as_const(statuses)) {
        const qint64 n = todays.byStatus.value(status);
        total.value += n;
        HomeFigure part =
            figure(Platform::Tabularia, QStringLiteral("tabularia.runs.") + status, HomeSummary::statusText(status), n,
                   status, {}, n > 0 ? statusTone(status) : HomeFigure::Tone::Neutral);
        part.link = HomeSummary::runsLink(todays, status, true, fallback);
        total.parts << part;
    }
    r.add(total);
}

void tabularia(Reader& r, const QDateTime& now, bool withHistory, const RunThresholds& thresholds) {
    const Platform p = Platform::Tabularia;
    countTable(r, p, QStringLiteral("tabularia.users"), QStringLiteral("users"), HomeSummary::tr("Users"),
               HomeSummary::tr("Local and SSO accounts"));
    countTable(r, p, QStringLiteral("tabularia.projects"), QStringLiteral("projects"), HomeSummary::tr("Projects"),
               HomeSummary::tr("Nested RBAC scopes"));
    countTable(r, p, QStringLiteral("tabularia.flows"), QStringLiteral("flows"), HomeSummary::tr("Flows"),
               HomeSummary::tr("Pipeline definitions"));
    runFigures(r, now, withHistory);

    // The queue: PENDING orchestrations waiting for an orchestrator, and started ones whose heartbeat stopped. Both
    // predicates are those of the platform's partial indexes, so neither reads the runs table.
    const QStringList queueColumns{QStringLiteral("kind"), QStringLiteral("status")};
    if (const TableDescriptor* runs = r.tableWith(QStringLiteral("runs"), queueColumns)) {
        const QString orchestration = QStringLiteral("\"kind\" = 'orchestration' AND \"status\" = ");
        const qint64 waiting = r.count(QStringLiteral("runs"), orchestration + QStringLiteral("'PENDING'"), {},
                                       QStringLiteral("runs"), QStringLiteral("ix_runs_orchestration_queue"));
        if (waiting >= 0) {
            HomeFigure f = figure(p, QStringLiteral("tabularia.queue"), HomeSummary::tr("Waiting in the queue"),
                                  waiting, HomeSummary::tr("Orchestrations not claimed yet"), {});
            f.link = {QStringLiteral("runs"),
                      {{QStringLiteral("kind"), FilterCondition::Op::Equals, QStringLiteral("orchestration")},
                       {QStringLiteral("status"), FilterCondition::Op::Equals, QStringLiteral("PENDING")}},
                      QStringLiteral("id"),
                      false};
            r.add(f);
        }
        const RunQueue queue(r.m_conn, thresholds, now);
        QString unavailable;
        if (queue.isAvailable(&unavailable)) {
            // A dead orchestration as the platform's sweep judges it (RunQueue's one predicate: silent for the
            // profile's dead-after threshold, or never beaten), counted over the platform's partial index.
            const ColumnDescriptor& heartbeat = *runs->column(QStringLiteral("heartbeat_at"));
            const QDateTime cutoff = now.addSecs(-thresholds.deadAfterSeconds);
            QVariantList values;
            const QString where = queue.predicate(RunQueue::Mark::Dead, &values);
            const qint64 stale = r.count(QStringLiteral("runs"), where, values, QStringLiteral("runs"),
                                         QStringLiteral("uq_runs_one_live_orchestration"));
            if (stale >= 0) {
                HomeFigure f = figure(
                    p, QStringLiteral("tabularia.staleClaims"), HomeSummary::tr("Stale claims"), stale,
                    HomeSummary::tr("No heartbeat for %1").arg(HomeSummary::durationText(thresholds.deadAfterSeconds)),
                    {}, stale > 0 ? HomeFigure::Tone::Bad : HomeFigure::Tone::Good);
                // The filter bar has no "or empty": it lists the claims silent since before the cutoff, which are
                // all of them but a row of a platform version older than the heartbeat (never beaten, NULL).
                f.link = {QStringLiteral("runs"),
                          {{QStringLiteral("kind"), FilterCondition::Op::Equals, QStringLiteral("orchestration")},
                           {QStringLiteral("status"), FilterCondition::Op::Equals, QStringLiteral("STARTED")},
                           {heartbeat.name, FilterCondition::Op::Before, valuecodec::storedTimestamp(cutoff)}},
                          heartbeat.name,
                          false};
                r.add(f);
            }
        }
    }
    if (r.tableWith(QStringLiteral("data_contract_results"), {QStringLiteral("notify")})) {
        const qint64 pending =
            r.count(QStringLiteral("data_contract_results"), QStringLiteral("\"notify\" = 'pending'"), {},
                    QStringLiteral("data_contract_results"), QStringLiteral("ix_contract_results_to_notify"));
        if (pending >= 0) {
            HomeFigure f =
                figure(p, QStringLiteral("tabularia.contractNotifications"), HomeSummary::tr("Contract alerts to send"),
                       pending, HomeSummary::tr("Pending in the outbox"), {},
                       pending > 0 ? HomeFigure::Tone::Warning : HomeFigure::Tone::Good);
            f.link = {QStringLiteral("data_contract_results"),
                      {{QStringLiteral("notify"), FilterCondition::Op::Equals, QStringLiteral("pending")}},
                      QStringLiteral("id"),
                      false};
            r.add(f);
        }
    }
}

/// Tokens used today per workspace, against the workspace's daily budget where workspace_limits sets one.
///
/// llm_usage's key leads with the workspace, not the day: a filter on the day alone reads the whole table (a year of
/// a busy installation is millions of rows), on every refresh. So the workspaces are walked over the key's index (the
/// next workspace after the last, one lookup each) and each one's rows of the day are read by the key's first two
/// columns: as many index lookups as there are workspaces, whatever the days kept.
void llmTokens(Reader& r, const QDateTime& now) {
    const bool hasUsage = r.tableWith(QStringLiteral("llm_usage"),
                                      {QStringLiteral("workspace_id"), QStringLiteral("day"),
                                       QStringLiteral("input_tokens"), QStringLiteral("output_tokens")}) != nullptr;
    if (!hasUsage)
        return;
    const bool limits = r.tableWith(QStringLiteral("workspace_limits"),
                                    {QStringLiteral("workspace_id"), QStringLiteral("daily_token_budget")}) != nullptr;
    const QString today = now.toUTC().date().toString(Qt::ISODate);
    const QString sql =
        QStringLiteral(
            "WITH RECURSIVE w(id) AS (SELECT min(workspace_id) FROM llm_usage UNION ALL "
            "SELECT (SELECT min(workspace_id) FROM llm_usage WHERE workspace_id > w.id) FROM w WHERE w.id IS NOT NULL) "
            "SELECT id, used, budget FROM (SELECT w.id AS id, (SELECT sum(u.input_tokens + u.output_tokens) "
            "FROM llm_usage u WHERE u.workspace_id = w.id AND u.day = %1) AS used, %2 AS budget "
            "FROM w WHERE w.id IS NOT NULL) t WHERE used IS NOT NULL")
            .arg(r.sqlite() ? QStringLiteral("?") : QStringLiteral("CAST(? AS date)"),
                 limits ? QStringLiteral("(SELECT max(l.daily_token_budget) FROM workspace_limits l "
                                         "WHERE l.workspace_id = w.id)")
                        : QStringLiteral("NULL"));
    QSqlQuery q(r.m_conn.db());
    q.setForwardOnly(true);
    if (!r.exec(&q, sql, {today}, QStringLiteral("llm_usage")))
        return;
    struct Used {
        QString workspace;
        qint64 tokens;
        QVariant budget;
    };
    QList<Used> all;
    qint64 sumAll = 0;
    while (q.next()) {
        all << Used{q.value(0).toString(), q.value(1).toLongLong(), q.value(2)};
        sumAll += all.constLast().tokens;
    }
    // The busiest first, ties by workspace; the total counts them all.
    std::sort(all.begin(), all.end(), [](const Used& a, const Used& b) {
        return a.tokens != b.tokens ? a.tokens > b.tokens : a.workspace < b.workspace;
    });
    const qint64 workspaces = all.size();
    HomeFigure total =
        figure(Platform::Holotable, QStringLiteral("holotable.tokens"), HomeSummary::tr("LLM tokens today"), sumAll,
               workspaces > HomeSummary::kTokenWorkspaces
                   ? HomeSummary::tr("In and out since 00:00 UTC; the %1 busiest of %2 workspaces")
                         .arg(HomeSummary::kTokenWorkspaces)
                         .arg(workspaces)
                   : HomeSummary::tr("In and out, since 00:00 UTC"),
               {});
    total.link = {QStringLiteral("llm_usage"),
                  {{QStringLiteral("day"), FilterCondition::Op::Equals, today}},
                  QStringLiteral("input_tokens"),
                  true};
    for (const Used& u : all.mid(0, HomeSummary::kTokenWorkspaces)) {
        const QString& workspace = u.workspace;
        const qint64 used = u.tokens;
        const QVariant& budget = u.budget;
        HomeFigure part =
            figure(Platform::Holotable, QStringLiteral("holotable.tokens.") + workspace, workspace, used, {}, {});
        if (budget.isNull()) {
            part.detail = limits ? HomeSummary::tr("Budget set by the environment")
                                 : HomeSummary::tr("No budgets at this revision");
        } else if (budget.toLongLong() == 0) {
            part.detail = HomeSummary::tr("Budget disabled");
        } else {
            part.limit = budget.toLongLong();
            const double share = double(used) / double(part.limit);
            part.tone = share >= 1.0   ? HomeFigure::Tone::Bad
                        : share >= 0.8 ? HomeFigure::Tone::Warning
                                       : HomeFigure::Tone::Good;
            part.detail = HomeSummary::tr("%L1% of %L2 a day").arg(qRound(share * 100)).arg(part.limit);
        }
        part.link = {QStringLiteral("llm_usage"),
                     {{QStringLiteral("day"), FilterCondition::Op::Equals, today},
                      {QStringLiteral("workspace_id"), FilterCondition::Op::Equals, workspace}},
                     QStringLiteral("input_tokens"),
                     true};
        total.parts << part;
    }
    r.add(total);
}

void holotable(Reader& r, const QDateTime& now) {
    const Platform p = Platform::Holotable;
    countTable(r, p, QStringLiteral("holotable.dashboards"), QStringLiteral("dashboards"),
               HomeSummary::tr("Dashboards"), HomeSummary::tr("Not deleted"), QStringLiteral("deleted_at"));
    countTable(r, p, QStringLiteral("holotable.sources"), QStringLiteral("sources"), HomeSummary::tr("Sources"),
               HomeSummary::tr("Not tombstoned"), QStringLiteral("tombstoned_at"));
    countTable(r, p, QStringLiteral("holotable.templates"), QStringLiteral("templates"), HomeSummary::tr("Templates"),
               HomeSummary::tr("Starting points for new dashboards"));
    llmTokens(r, now);
}

/// The last entries of a platform's audit table, newest first by their time, with whichever columns this revision has.
/// By the time column where the live schema indexes it (Tabularia's ix_audit_logs_ts: the reconciled default sort is
/// one an index serves); else (Holotable's audit_log is indexed by id alone) the last rows by key, a window wider than
/// what is shown, ordered by their time: a row's key follows its insertion, its time the transaction's start.
void auditEntries(Reader& r, Platform platform, const QString& tableName, const QStringList& timeColumns,
                  const QStringList& actorColumns, const QStringList& targetColumns) {
    const TableDescriptor* t = r.tableWith(tableName, {QStringLiteral("id"), QStringLiteral("action")});
    if (!t)
        return;
    auto first = [t](const QStringList& names) -> const ColumnDescriptor* {
        for (const QString& n : names)
            if (const ColumnDescriptor* c = t->column(n))
                return c;
        return nullptr;
    };
    const ColumnDescriptor* time = first(timeColumns);
    const ColumnDescriptor* actor = first(actorColumns);
    const ColumnDescriptor* outcome = t->column(QStringLiteral("outcome"));
    QList<const ColumnDescriptor*> targets;
    for (const QString& n : targetColumns)
        if (const ColumnDescriptor* c = t->column(n))
            targets << c;
    QStringList select{QStringLiteral("\"id\""), QStringLiteral("\"action\"")};
    auto expr = [&r](const ColumnDescriptor* c) {
        return c ? valuecodec::readExpression(*c, r.sqlite(), quote(c->name)) : QStringLiteral("NULL");
    };
    select << expr(time) << expr(actor) << expr(outcome);
    for (const ColumnDescriptor* c : std::as_const(targets))
        select << expr(c);
    QSqlQuery q(r.m_conn.db());
    q.setForwardOnly(true);
    const bool byTime = time && t->defaultSortColumn == time->name;
    const QString order =
        byTime ? QStringLiteral("%1 DESC, \"id\" DESC").arg(quote(time->name)) : QStringLiteral("\"id\" DESC");
    const QString sql = QStringLiteral("SELECT %1 FROM %2 ORDER BY %3 LIMIT %4")
                            .arg(select.join(QStringLiteral(", ")), quote(tableName), order)
                            .arg(HomeSummary::kAuditEntries * (byTime ? 1 : 4));
    if (!r.exec(&q, sql, {}, tableName))
        return;
    while (q.next()) {
        HomeAuditEntry e;
        e.platform = platform;
        e.table = tableName;
        e.id = q.value(0).toLongLong();
        e.action = q.value(1).toString();
        e.at = valuecodec::parseTimestamp(q.value(2));
        e.actor = q.value(3).toString();
        e.outcome = q.value(4).toString();
        QStringList target;
        for (int i = 0; i < targets.size(); ++i)
            if (!q.value(5 + i).toString().isEmpty())
                target << q.value(5 + i).toString();
        e.target = target.join(QStringLiteral(" "));
        r.m_out->audit << e;
    }
}

} // namespace

const HomeFigure* HomeSnapshot::figure(const QString& id) const {
    for (const HomeFigure& f : figures) {
        if (f.id == id)
            return &f;
        for (const HomeFigure& part : f.parts)
            if (part.id == id)
                return &part;
    }
    return nullptr;
}

bool HomeSummary::firstRunSince(const DbConnection& connection, const QDateTime& since, qint64* id, QString* error) {
    const TableDescriptor* runs = connection.catalog().table(QStringLiteral("runs"));
    const ColumnDescriptor* started = runs ? runs->column(QStringLiteral("started_at")) : nullptr;
    if (!started) {
        if (error)
            *error = tr("This database has no runs.started_at.");
        return false;
    }
    const bool sqlite = connection.isSqlite();
    qint64 lo = 0, hi = 0;
    bool any = false;
    if (!runKeyBounds(connection, &lo, &hi, &any, error))
        return false;
    if (!any) {
        *id = 0;
        return true;
    }
    ++hi; // the answer is in [lo, hi]
    const QString read = QStringLiteral("SELECT %1 FROM runs WHERE id >= ? ORDER BY id LIMIT 1")
                             .arg(valuecodec::readExpression(*started, sqlite, quote(started->name)));
    while (lo < hi) {
        const qint64 mid = lo + (hi - lo) / 2;
        QSqlQuery step(connection.db());
        step.setForwardOnly(true);
        if (!connection.execBound(&step, read, {mid}, error))
            return false;
        const bool after = step.next() && valuecodec::parseTimestamp(step.value(0)) >= since.toUTC();
        if (after || !step.isValid())
            hi = mid;
        else
            lo = mid + 1;
    }
    *id = lo;
    return true;
}

bool HomeSummary::runKeyBounds(const DbConnection& connection, qint64* lowest, qint64* highest, bool* any,
                               QString* error) {
    *any = false;
    for (const bool first : {true, false}) {
        QSqlQuery q(connection.db());
        q.setForwardOnly(true);
        if (!connection.execBound(&q,
                                  first ? QStringLiteral("SELECT id FROM runs ORDER BY id LIMIT 1")
                                        : QStringLiteral("SELECT id FROM runs ORDER BY id DESC LIMIT 1"),
                                  {}, error))
            return false;
        if (!q.next())
            return true;
        (first ? *lowest : *highest) = q.value(0).toLongLong();
    }
    *any = true;
    return true;
}

HomeLink HomeSummary::runsLink(const HomeRunDay& day, const QString& status, bool openEnded, qint64 fallbackFirst) {
    qint64 first = -1, last = -1;
    for (auto it = day.keys.cbegin(); it != day.keys.cend(); ++it) {
        if (!status.isEmpty() && it.key() != status)
            continue;
        first = first < 0 ? it->first : qMin(first, it->first);
        last = qMax(last, it->second);
    }
    if (first < 0) // nothing counted: from past the runs counted, which shows what started since
        first = fallbackFirst, last = fallbackFirst - 1, openEnded = true;
    const QDateTime from(day.day, QTime(0, 0), Qt::UTC);
    const QString id = QStringLiteral("id"), started = QStringLiteral("started_at");
    // The grid has "greater than" and "less than": id > first - 1 is id >= first.
    HomeLink link{QStringLiteral("runs"), {{id, FilterCondition::Op::After, first - 1}}, id, true};
    if (!openEnded)
        link.conditions << FilterCondition{id, FilterCondition::Op::Before, last + 1};
    link.conditions << FilterCondition{started, FilterCondition::Op::After,
                                       valuecodec::storedTimestamp(from.addMSecs(-1))};
    if (!openEnded)
        link.conditions << FilterCondition{started, FilterCondition::Op::Before,
                                           valuecodec::storedTimestamp(from.addDays(1))};
    if (!status.isEmpty())
        link.conditions << FilterCondition{QStringLiteral("status"), FilterCondition::Op::Equals, status};
    return link;
}

void HomeSummary::mergeAudit(QList<HomeAuditEntry>* entries) {
    // Newest first across both platforms; an entry without a time after those with one; equal times by key.
    std::stable_sort(entries->begin(), entries->end(), [](const HomeAuditEntry& a, const HomeAuditEntry& b) {
        if (a.at.isValid() != b.at.isValid())
            return a.at.isValid();
        if (a.at != b.at)
            return a.at > b.at;
        return a.id > b.id;
    });
    if (entries->size() > kAuditEntries)
        entries->resize(kAuditEntries);
}

QString HomeSummary::statusText(const QString& status) {
    if (status == QLatin1String("SUCCESS"))
        return tr("succeeded");
    if (status == QLatin1String("FAILURE"))
        return tr("failed");
    if (status == QLatin1String("STARTED"))
        return tr("running");
    if (status == QLatin1String("PENDING"))
        return tr("waiting");
    return status;
}

QString HomeSummary::durationText(int seconds) {
    if (seconds >= 120 && seconds % 60 == 0)
        return tr("%1 minutes").arg(seconds / 60);
    return tr("%1 seconds").arg(seconds);
}

HomeSnapshot HomeSummary::collect(const DbConnection& connection, const QDateTime& nowUtc, bool withHistory,
                                  const RunThresholds& thresholds) {
    HomeSnapshot snapshot;
    snapshot.takenAt = nowUtc.toUTC();
    snapshot.standby = connection.isStandby();
    if (snapshot.standby)
        snapshot.replicationLag = connection.replicationLagSeconds();
    Reader r(connection, &snapshot);
    const Catalog& catalog = connection.catalog();
    for (Platform p : platforms::all())
        if (!catalog.tables(p).isEmpty()) // the reconciled catalog holds only the tables this database has
            snapshot.platforms << p;
    if (snapshot.platforms.contains(Platform::Tabularia)) {
        tabularia(r, snapshot.takenAt, withHistory, thresholds);
        auditEntries(r, Platform::Tabularia, QStringLiteral("audit_logs"), {QStringLiteral("ts")},
                     {QStringLiteral("actor_label")}, {QStringLiteral("target_type"), QStringLiteral("target_label")});
    }
    if (snapshot.platforms.contains(Platform::Holotable)) {
        holotable(r, snapshot.takenAt);
        auditEntries(r, Platform::Holotable, QStringLiteral("audit_log"), {QStringLiteral("at")},
                     {QStringLiteral("actor_sub")}, {QStringLiteral("resource_type"), QStringLiteral("resource_id")});
    }
    HomeSummary::mergeAudit(&snapshot.audit);
    return snapshot;
}

} // namespace metadesk
