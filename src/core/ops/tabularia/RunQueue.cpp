#include "RunQueue.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/RowStore.h"
#include "core/edit/ValueCodec.h"

#include <QSqlQuery>

namespace metadesk {

namespace {
const QStringList kQueueColumns = {QStringLiteral("id"), QStringLiteral("kind"), QStringLiteral("status"),
                                   QStringLiteral("started_at"), QStringLiteral("heartbeat_at")};
} // namespace

QString RunQueue::markName(Mark mark) {
    switch (mark) {
    case Mark::Dead:
        return QStringLiteral("dead");
    case Mark::QueuedTooLong:
        return QStringLiteral("queued-too-long");
    case Mark::TimedOut:
        return QStringLiteral("timed-out");
    }
    return {};
}

QString RunQueue::markText(Mark mark) {
    switch (mark) {
    case Mark::Dead:
        return tr("dead orchestration");
    case Mark::QueuedTooLong:
        return tr("queued too long");
    case Mark::TimedOut:
        return tr("timed-out engine run");
    }
    return {};
}

namespace {
QStringList enumOfRuns(const char* column) {
    const TableDescriptor* runs = Catalog::instance().table(QStringLiteral("runs"));
    const ColumnDescriptor* c = runs ? runs->column(QLatin1String(column)) : nullptr;
    return c ? c->enumValues : QStringList();
}
} // namespace

QStringList RunQueue::statuses() {
    return enumOfRuns("status");
}

QStringList RunQueue::kinds() {
    return enumOfRuns("kind");
}

RunQueue::RunQueue(const DbConnection& connection, const RunThresholds& thresholds, const QDateTime& nowUtc)
    : RunQueue(connection, connection.catalog().table(QStringLiteral("runs")), thresholds, nowUtc) {}

RunQueue::RunQueue(const DbConnection& connection, const TableDescriptor* runs, const RunThresholds& thresholds,
                   const QDateTime& nowUtc)
    : m_conn(connection), m_runs(runs), m_thresholds(thresholds), m_now(nowUtc.toUTC()) {}

bool RunQueue::isAvailable(QString* why) const {
    if (!m_runs || m_runs->platform != Platform::Tabularia) {
        *why = tr("This database has no Tabularia runs table.");
        return false;
    }
    QStringList missing;
    for (const QString& c : kQueueColumns)
        if (!m_runs->column(c))
            missing << c;
    if (!missing.isEmpty()) {
        *why = tr("This database's runs table has no %1: it predates Tabularia's orchestration queue.")
                   .arg(missing.join(QStringLiteral(", ")));
        return false;
    }
    return true;
}

QString RunQueue::quote(const QString& column) const {
    return RowStore(m_conn, *m_runs).quote(column);
}

QString RunQueue::timePlaceholder(const QString& column) const {
    return valuecodec::placeholder(*m_runs->column(column), m_conn.isSqlite());
}

QVariant RunQueue::cutoff(const QString& column, int seconds) const {
    // As the platform computes its cut: now minus the threshold, in the column's own form (naive UTC text).
    return valuecodec::toBind(*m_runs->column(column), m_now.addSecs(-qint64(seconds)), m_conn.isSqlite());
}

QString RunQueue::predicate(Mark mark, QVariantList* values) const {
    const QString kind = quote(QStringLiteral("kind"));
    const QString status = quote(QStringLiteral("status"));
    switch (mark) {
    case Mark::Dead: {
        // chiudi_orfane: STARTED orchestrations whose heartbeat is missing (a row of an older version) or stale.
        const QString beat = quote(QStringLiteral("heartbeat_at"));
        *values << cutoff(QStringLiteral("heartbeat_at"), m_thresholds.deadAfterSeconds);
        return QStringLiteral("(%1 = 'orchestration' AND %2 = 'STARTED' AND (%3 IS NULL OR %3 < %4))")
            .arg(kind, status, beat, timePlaceholder(QStringLiteral("heartbeat_at")));
    }
    case Mark::QueuedTooLong:
        // close_if_queued_too_long: started_at is the moment it was queued.
        *values << cutoff(QStringLiteral("started_at"), m_thresholds.queueTimeoutSeconds);
        return QStringLiteral("(%1 = 'orchestration' AND %2 = 'PENDING' AND %3 < %4)")
            .arg(kind, status, quote(QStringLiteral("started_at")), timePlaceholder(QStringLiteral("started_at")));
    case Mark::TimedOut: {
        // _reconcile: an engine run's clock starts when the engine really began (engine_started_at), else when it
        // was launched; an orchestration has no engine task and is never judged by it.
        const QString since =
            m_runs->column(QStringLiteral("engine_started_at"))
                ? QStringLiteral("COALESCE(%1, %2)")
                      .arg(quote(QStringLiteral("engine_started_at")), quote(QStringLiteral("started_at")))
                : quote(QStringLiteral("started_at"));
        *values << cutoff(QStringLiteral("started_at"), m_thresholds.runStaleTimeoutSeconds);
        return QStringLiteral("(%1 <> 'orchestration' AND %2 NOT IN ('SUCCESS', 'FAILURE') AND %3 < %4)")
            .arg(kind, status, since, timePlaceholder(QStringLiteral("started_at")));
    }
    }
    return QStringLiteral("(1 = 0)");
}

bool RunQueue::countByStatus(QMap<QString, qint64>* counts, QString* error) const {
    counts->clear();
    QSqlQuery q(m_conn.db());
    const QString status = quote(QStringLiteral("status"));
    if (!m_conn.execBound(&q,
                          QStringLiteral("SELECT %1, COUNT(*) FROM %2 GROUP BY %1")
                              .arg(status, RowStore(m_conn, *m_runs).quotedTable()),
                          {}, error))
        return false;
    while (q.next())
        counts->insert(q.value(0).toString(), q.value(1).toLongLong());
    return true;
}

QString RunQueue::where(const Filter& filter, QVariantList* values) const {
    QStringList where;
    if (!filter.statuses.isEmpty()) {
        QStringList params;
        for (const QString& s : filter.statuses) {
            params << QStringLiteral("?");
            *values << s;
        }
        where << QStringLiteral("%1 IN (%2)").arg(quote(QStringLiteral("status")), params.join(QStringLiteral(", ")));
    }
    if (!filter.marks.isEmpty()) {
        QStringList any;
        for (Mark m : filter.marks)
            any << predicate(m, values);
        where << QStringLiteral("(%1)").arg(any.join(QStringLiteral(" OR ")));
    }
    if (!filter.kind.isEmpty()) {
        where << quote(QStringLiteral("kind")) + QStringLiteral(" = ?");
        *values << filter.kind;
    }
    if (filter.flowId.isValid() && m_runs->column(QStringLiteral("flow_id"))) {
        where << quote(QStringLiteral("flow_id")) + QStringLiteral(" = ?");
        *values << filter.flowId.toLongLong();
    }
    if (filter.finishedSince.isValid() && m_runs->column(QStringLiteral("finished_at"))) {
        where << QStringLiteral("%1 >= %2")
                     .arg(quote(QStringLiteral("finished_at")), timePlaceholder(QStringLiteral("finished_at")));
        *values << valuecodec::toBind(*m_runs->column(QStringLiteral("finished_at")), filter.finishedSince.toUTC(),
                                      m_conn.isSqlite());
    }
    if (filter.beforeId.isValid()) {
        where << quote(QStringLiteral("id")) + QStringLiteral(" < ?");
        *values << filter.beforeId.toLongLong();
    }
    return where.join(QStringLiteral(" AND "));
}

bool RunQueue::select(const QString& where, const QVariantList& whereValues, const QString& orderBy, int limit,
                      QList<Entry>* entries, bool* more, QString* error) const {
    entries->clear();
    *more = false;
    const RowStore store(m_conn, *m_runs);
    QStringList select{store.selectList()};
    QVariantList values;
    const QList<Mark> marks = allMarks();
    for (Mark m : marks)
        select << QStringLiteral("CASE WHEN %1 THEN 1 ELSE 0 END").arg(predicate(m, &values));
    values << whereValues;
    limit = qMax(1, limit);
    const QString sql = QStringLiteral("SELECT %1 FROM %2%3 ORDER BY %4 LIMIT %5")
                            .arg(select.join(QStringLiteral(", ")), store.quotedTable(),
                                 where.isEmpty() ? QString() : QStringLiteral(" WHERE ") + where, orderBy)
                            .arg(limit + 1);
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q, sql, values, error))
        return false;
    const int firstMark = int(m_runs->columns.size());
    while (q.next()) {
        if (entries->size() == limit) {
            *more = true;
            break;
        }
        Entry e;
        e.row = store.rowFrom(q);
        for (int i = 0; i < marks.size(); ++i)
            if (q.value(firstMark + i).toInt() == 1)
                e.marks << marks.at(i);
        entries->append(e);
    }
    q.finish();
    return true;
}

bool RunQueue::list(const Filter& filter, QList<Entry>* entries, bool* more, QString* error) const {
    QVariantList values;
    const QString cond = where(filter, &values);
    // Newest first by the key: the one order the platform's indexes serve whatever the filter.
    return select(cond, values, quote(QStringLiteral("id")) + QStringLiteral(" DESC"), filter.limit, entries, more,
                  error);
}

bool RunQueue::count(const Filter& filter, qint64* count, QString* error) const {
    Filter all = filter;
    all.beforeId = QVariant();
    QVariantList values;
    const QString cond = where(all, &values);
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q,
                          QStringLiteral("SELECT COUNT(*) FROM %1%2")
                              .arg(RowStore(m_conn, *m_runs).quotedTable(),
                                   cond.isEmpty() ? QString() : QStringLiteral(" WHERE ") + cond),
                          values, error))
        return false;
    *count = q.next() ? q.value(0).toLongLong() : 0;
    q.finish();
    return true;
}

namespace {
QString placeholders(const QList<qint64>& ids, QVariantList* values) {
    QStringList params;
    for (qint64 id : ids) {
        params << QStringLiteral("?");
        *values << id;
    }
    return params.join(QStringLiteral(", "));
}
} // namespace

bool RunQueue::children(const QList<qint64>& parents, int limit, QList<Entry>* entries, bool* more,
                        QString* error) const {
    entries->clear();
    *more = false;
    if (parents.isEmpty() || !m_runs->column(QStringLiteral("parent_run_id")))
        return true;
    QVariantList values;
    const QString cond =
        QStringLiteral("%1 IN (%2)").arg(quote(QStringLiteral("parent_run_id")), placeholders(parents, &values));
    return select(cond, values, quote(QStringLiteral("id")), limit, entries, more, error);
}

bool RunQueue::rollUp(const QList<qint64>& parents, QHash<qint64, QMap<QString, qint64>>* counts,
                      QString* error) const {
    counts->clear();
    if (parents.isEmpty() || !m_runs->column(QStringLiteral("parent_run_id")))
        return true;
    QVariantList values;
    const QString parent = quote(QStringLiteral("parent_run_id"));
    const QString status = quote(QStringLiteral("status"));
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(
            &q,
            QStringLiteral("SELECT %1, %2, COUNT(*) FROM %3 WHERE %1 IN (%4) GROUP BY %1, %2")
                .arg(parent, status, RowStore(m_conn, *m_runs).quotedTable(), placeholders(parents, &values)),
            values, error))
        return false;
    while (q.next())
        (*counts)[q.value(0).toLongLong()].insert(q.value(1).toString(), q.value(2).toLongLong());
    q.finish();
    return true;
}

bool RunQueue::qualifies(const QVariant& id, Mark mark, bool lock, bool* yes, QString* error) const {
    QVariantList values{id};
    const RowStore store(m_conn, *m_runs);
    const QString cond = predicate(mark, &values);
    QString sql = QStringLiteral("SELECT %1 FROM %2 WHERE %1 = ? AND %3")
                      .arg(quote(QStringLiteral("id")), store.quotedTable(), cond);
    if (lock && m_conn.isPostgres())
        sql += QStringLiteral(" FOR UPDATE");
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q, sql, values, error))
        return false;
    *yes = q.next();
    q.finish();
    return true;
}

} // namespace metadesk
