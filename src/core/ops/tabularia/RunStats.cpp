#include "RunStats.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/db/SqlIdentifier.h"
#include "core/edit/ValueCodec.h"
#include "core/home/HomeSummary.h"

#include <QDateTime>
#include <QLocale>
#include <QSqlQuery>

#include <algorithm>
#include <cmath>

namespace metadesk {

namespace {

const QStringList kColumns = {QStringLiteral("id"),         QStringLiteral("kind"),
                              QStringLiteral("status"),     QStringLiteral("flow_id"),
                              QStringLiteral("started_at"), QStringLiteral("engine_started_at"),
                              QStringLiteral("finished_at")};

/// The percentiles the figures show, in the order the queries return them.
constexpr double kFractions[] = {0.5, 0.9, 0.99};

QDateTime utcMidnight(const QDate& day) {
    return QDateTime(day, QTime(0, 0), Qt::UTC);
}

void setPercentile(DurationPercentiles* p, int index, double value) {
    (index == 0 ? p->p50 : index == 1 ? p->p90 : p->p99) = value;
}

/// The first columns of both engines' per-flow query: the flow, its name, runs, samples of each duration.
void readCounts(const QSqlQuery& q, FlowRunStats* s) {
    s->flowId = q.value(0).toLongLong();
    s->flowName = q.value(1).toString();
    s->runs = q.value(2).toLongLong();
    s->queue.samples = q.value(3).toLongLong();
    s->run.samples = q.value(4).toLongLong();
}

} // namespace

qint64 RunStats::total(const HomeRunDay& day) {
    qint64 n = 0;
    for (qint64 v : day.byStatus)
        n += v;
    return n;
}

RunStats::RunStats(const DbConnection& connection)
    : m_conn(connection), m_runs(connection.catalog().table(QStringLiteral("runs"))) {}

const ColumnDescriptor& RunStats::column(const char* name) const {
    return *m_runs->column(QLatin1String(name));
}

bool RunStats::isAvailable(QString* why) const {
    if (!m_runs || m_runs->platform != Platform::Tabularia) {
        *why = tr("This database has no Tabularia runs table.");
        return false;
    }
    QStringList missing;
    for (const QString& c : kColumns)
        if (!m_runs->column(c))
            missing << c;
    if (!missing.isEmpty()) {
        *why = tr("This database's runs table has no %1: it predates the platform's engine clock.")
                   .arg(missing.join(QStringLiteral(", ")));
        return false;
    }
    return true;
}

bool RunStats::keyRange(const QDate& from, const QDate& to, qint64* fromId, qint64* toId, QString* error) const {
    return HomeSummary::firstRunSince(m_conn, utcMidnight(from), fromId, error) &&
           HomeSummary::firstRunSince(m_conn, utcMidnight(to), toId, error);
}

QString RunStats::rangeWhere(qint64 fromId, qint64 toId, const QDate& from, const QDate& to,
                             QVariantList* values) const {
    const ColumnDescriptor& started = column("started_at");
    const bool sqlite = m_conn.isSqlite();
    const QString param = valuecodec::placeholder(started, sqlite);
    // The keys bound the read; the times keep a run whose key strays past a day's first (ids follow the start
    // closely, not exactly) on its own day.
    *values << fromId << toId << valuecodec::toBind(started, utcMidnight(from), sqlite)
            << valuecodec::toBind(started, utcMidnight(to), sqlite);
    return QStringLiteral("\"id\" >= ? AND \"id\" < ? AND %1 >= %2 AND %1 < %2")
        .arg(quoteIdentifier(started.name), param);
}

QString RunStats::secondsBetween(const ColumnDescriptor& earlier, const ColumnDescriptor& later) const {
    const QString a = quoteIdentifier(earlier.name), b = quoteIdentifier(later.name);
    if (m_conn.isSqlite()) // naive UTC text; julianday() reads it to about a tenth of a millisecond
        return QStringLiteral("round((julianday(%2) - julianday(%1)) * 86400.0, 3)").arg(a, b);
    if (valuecodec::isNaiveTimestamp(earlier) == valuecodec::isNaiveTimestamp(later))
        return QStringLiteral("CAST(EXTRACT(EPOCH FROM (%2 - %1)) AS double precision)").arg(a, b);
    // One naive, one with a zone: both as UTC wall-clock time, never through the session's zone.
    return QStringLiteral("CAST(EXTRACT(EPOCH FROM (CAST(%2 AS timestamp) - CAST(%1 AS timestamp))) AS double "
                          "precision)")
        .arg(valuecodec::pgUtcText(earlier, a), valuecodec::pgUtcText(later, b));
}

QString RunStats::flowName(const QString& flowId) const {
    const TableDescriptor* flows = m_conn.catalog().table(QStringLiteral("flows"));
    if (!flows || !flows->column(QStringLiteral("id")) || !flows->column(QStringLiteral("name")))
        return QStringLiteral("NULL");
    // By key, once per flow of the result (tens of them, not the range's rows).
    return QStringLiteral("(SELECT f.\"name\" FROM flows f WHERE f.\"id\" = %1)").arg(flowId);
}

bool RunStats::runsPerDay(const QDate& from, const QDate& to, QList<HomeRunDay>* days, QString* error) const {
    days->clear();
    if (!from.isValid() || !to.isValid() || from >= to)
        return true;
    qint64 fromId = 0, toId = 0;
    if (!keyRange(from, to, &fromId, &toId, error))
        return false;
    const ColumnDescriptor& started = column("started_at");
    const QString quoted = quoteIdentifier(started.name);
    const QString day = m_conn.isSqlite()
                            ? QStringLiteral("substr(%1, 1, 10)").arg(quoted)
                            : QStringLiteral("substr(%1, 1, 10)").arg(valuecodec::pgUtcText(started, quoted));
    QVariantList values;
    QString where = rangeWhere(fromId, toId, from, to, &values);
    if (m_runs->column(QStringLiteral("parent_run_id")))
        where += QStringLiteral(" AND \"parent_run_id\" IS NULL");
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(
            &q,
            QStringLiteral("SELECT %1, \"status\", count(*), min(id), max(id) FROM runs WHERE %2 GROUP BY 1, 2")
                .arg(day, where),
            values, error))
        return false;
    // Each bar's key range too: a bar opens its runs by key (HomeSummary::runsLink), not by a pass over started_at.
    QMap<QDate, HomeRunDay> byDay;
    while (q.next()) {
        const QDate d = QDate::fromString(q.value(0).toString(), Qt::ISODate);
        if (!d.isValid())
            continue;
        byDay[d].add(q.value(1).toString(), q.value(2).toLongLong(), q.value(3).toLongLong(), q.value(4).toLongLong());
    }
    for (QDate d = from; d < to; d = d.addDays(1)) {
        HomeRunDay entry = byDay.value(d);
        entry.day = d;
        days->append(entry);
    }
    return true;
}

bool RunStats::flowPercentiles(const QDate& from, const QDate& to, QList<FlowRunStats>* flows, QString* error) const {
    flows->clear();
    if (!from.isValid() || !to.isValid() || from >= to)
        return true;
    qint64 fromId = 0, toId = 0;
    if (!keyRange(from, to, &fromId, &toId, error))
        return false;
    QVariantList values;
    const QString where = rangeWhere(fromId, toId, from, to, &values) +
                          QStringLiteral(" AND \"flow_id\" IS NOT NULL AND \"kind\" <> 'orchestration'");
    if (!(m_conn.isSqlite() ? sqliteFlowPercentiles(where, values, flows, error)
                            : postgresFlowPercentiles(where, values, flows, error)))
        return false;
    // By name for people; a flow that is gone (no name) after the named ones.
    std::stable_sort(flows->begin(), flows->end(), [](const FlowRunStats& a, const FlowRunStats& b) {
        if (a.flowName.isEmpty() != b.flowName.isEmpty())
            return b.flowName.isEmpty();
        const int byName = QString::localeAwareCompare(a.flowName, b.flowName);
        return byName != 0 ? byName < 0 : a.flowId < b.flowId;
    });
    return true;
}

bool RunStats::postgresFlowPercentiles(const QString& where, const QVariantList& values, QList<FlowRunStats>* flows,
                                       QString* error) const {
    const QString queue = secondsBetween(column("started_at"), column("engine_started_at"));
    const QString run = secondsBetween(column("engine_started_at"), column("finished_at"));
    QStringList select{QStringLiteral("\"flow_id\""), flowName(QStringLiteral("r.\"flow_id\"")),
                       QStringLiteral("count(*)"), QStringLiteral("count(q)"), QStringLiteral("count(d)")};
    for (const char* duration : {"q", "d"})
        for (double f : kFractions)
            select
                << QStringLiteral("percentile_cont(%1) WITHIN GROUP (ORDER BY %2)").arg(f).arg(QLatin1String(duration));
    const QString sql = QStringLiteral("SELECT %1 FROM (SELECT \"flow_id\", %2 AS q, %3 AS d FROM runs WHERE %4) r "
                                       "GROUP BY \"flow_id\"")
                            .arg(select.join(QStringLiteral(", ")), queue, run, where);
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q, sql, values, error))
        return false;
    while (q.next()) {
        FlowRunStats s;
        readCounts(q, &s);
        for (int i = 0; i < 3; ++i) {
            setPercentile(&s.queue, i, q.value(5 + i).toDouble());
            setPercentile(&s.run, i, q.value(8 + i).toDouble());
        }
        flows->append(s);
    }
    return true;
}

bool RunStats::sqliteFlowPercentiles(const QString& where, const QVariantList& values, QList<FlowRunStats>* flows,
                                     QString* error) const {
    // SQLite has no percentile aggregate: each duration is numbered within its flow (NULLs last) and counted, and
    // the two samples around each percentile's position p·(n−1) are picked out by their numbers. One sort per
    // duration of the range's rows, in the database.
    const QString queue = secondsBetween(column("started_at"), column("engine_started_at"));
    const QString run = secondsBetween(column("engine_started_at"), column("finished_at"));
    QStringList select{QStringLiteral("flow_id"), flowName(QStringLiteral("w.flow_id")), QStringLiteral("count(*)"),
                       QStringLiteral("max(qn)"), QStringLiteral("max(dn)")};
    for (const char* duration : {"q", "d"}) {
        const QString v = QLatin1String(duration);
        for (double f : kFractions) {
            const QString lower = QStringLiteral("CAST(%1 * (%2n - 1) AS INTEGER)").arg(f).arg(v);
            select << QStringLiteral("max(CASE WHEN %1i = %2 THEN %1 END)").arg(v, lower)
                   << QStringLiteral("max(CASE WHEN %1i = %2 + 1 THEN %1 END)").arg(v, lower);
        }
    }
    const QString sql =
        QStringLiteral("WITH r AS (SELECT \"flow_id\" AS flow_id, %1 AS q, %2 AS d FROM runs WHERE %3), "
                       "w AS (SELECT flow_id, q, d, "
                       "row_number() OVER (PARTITION BY flow_id ORDER BY q IS NULL, q) - 1 AS qi, "
                       "count(q) OVER (PARTITION BY flow_id) AS qn, "
                       "row_number() OVER (PARTITION BY flow_id ORDER BY d IS NULL, d) - 1 AS di, "
                       "count(d) OVER (PARTITION BY flow_id) AS dn FROM r) "
                       "SELECT %4 FROM w GROUP BY flow_id")
            .arg(queue, run, where, select.join(QStringLiteral(", ")));
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q, sql, values, error))
        return false;
    while (q.next()) {
        FlowRunStats s;
        readCounts(q, &s);
        int column = 5;
        for (DurationPercentiles* p : {&s.queue, &s.run}) {
            for (int i = 0; i < 3; ++i, column += 2) {
                if (p->samples == 0)
                    continue;
                const double position = kFractions[i] * double(p->samples - 1);
                const double lower = q.value(column).toDouble();
                // The last sample has no next one: its position is whole, and the value is the sample's.
                const double upper = q.value(column + 1).isNull() ? lower : q.value(column + 1).toDouble();
                setPercentile(p, i, lower + (upper - lower) * (position - std::floor(position)));
            }
        }
        flows->append(s);
    }
    return true;
}

QString RunStats::durationText(double seconds) {
    if (seconds < 0)
        return tr("−%1").arg(durationText(-seconds));
    if (seconds < 1)
        return tr("%1 ms").arg(qRound(seconds * 1000));
    if (seconds < 10)
        return tr("%1 s").arg(QLocale().toString(seconds, 'f', 1));
    const qint64 s = qRound64(seconds);
    if (s < 60)
        return tr("%1 s").arg(s);
    if (s < 3600)
        return s % 60 ? tr("%1 min %2 s").arg(s / 60).arg(s % 60) : tr("%1 min").arg(s / 60);
    const qint64 m = (s + 30) / 60;
    if (m < 24 * 60)
        return m % 60 ? tr("%1 h %2 min").arg(m / 60).arg(m % 60) : tr("%1 h").arg(m / 60);
    const qint64 h = (m + 30) / 60;
    return h % 24 ? tr("%1 d %2 h").arg(h / 24).arg(h % 24) : tr("%1 d").arg(h / 24);
}

} // namespace metadesk
