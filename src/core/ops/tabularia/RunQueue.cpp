#include "RunQueue.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/RowStore.h"
#include "core/edit/ValueCodec.h"
#include "core/home/HomeSummary.h"

#include <QElapsedTimer>
#include <QSqlDatabase>
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

void RunQueue::Tally::add(const Tally& other) {
    for (auto it = other.byStatus.cbegin(); it != other.byStatus.cend(); ++it)
        byStatus[it.key()] += it.value();
    for (auto it = other.byMark.cbegin(); it != other.byMark.cend(); ++it)
        byMark[it.key()] += it.value();
}

bool RunQueue::countByStatus(QMap<QString, qint64>* counts, QString* error) const {
    counts->clear();
    qint64 lowest = 0, highest = 0;
    bool any = false;
    if (!keyBounds(&lowest, &highest, &any, error))
        return false;
    Tally all;
    if (any && !tally(lowest, highest + 1, &all, error))
        return false;
    *counts = all.byStatus;
    return true;
}

bool RunQueue::keyBounds(qint64* lowest, qint64* highest, bool* any, QString* error) const {
    return HomeSummary::runKeyBounds(m_conn, lowest, highest, any, error);
}

bool RunQueue::tally(qint64 lowest, qint64 beyond, Tally* tally, QString* error) const {
    *tally = {};
    const QString status = quote(QStringLiteral("status"));
    const QString id = quote(QStringLiteral("id"));
    const QString table = RowStore(m_conn, *m_runs).quotedTable();
    const QStringList known = statuses();
    QStringList sums{QStringLiteral("count(*)")};
    QVariantList values;
    for (const QString& s : known) {
        sums << QStringLiteral("sum(CASE WHEN %1 = ? THEN 1 ELSE 0 END)").arg(status);
        values << s;
    }
    const QList<Mark> marks = allMarks();
    for (Mark m : marks)
        sums << QStringLiteral("sum(CASE WHEN %1 THEN 1 ELSE 0 END)").arg(predicate(m, &values));
    const QString range = QStringLiteral("%1 >= ? AND %1 < ?").arg(id);
    values << lowest << beyond;
    QSqlQuery q(m_conn.db());
    q.setForwardOnly(true);
    if (!m_conn.execBound(
            &q, QStringLiteral("SELECT %1 FROM %2 WHERE %3").arg(sums.join(QStringLiteral(", ")), table, range), values,
            error))
        return false;
    if (!q.next())
        return true;
    const qint64 runs = q.value(0).toLongLong();
    qint64 counted = 0;
    for (int i = 0; i < known.size(); ++i) {
        const qint64 n = q.value(1 + i).toLongLong(); // NULL (no row in the range) reads as 0
        counted += n;
        if (n > 0)
            tally->byStatus.insert(known.at(i), n);
    }
    for (int i = 0; i < marks.size(); ++i)
        tally->byMark.insert(int(marks.at(i)), q.value(1 + int(known.size()) + i).toLongLong());
    q.finish();
    if (counted == runs)
        return true;
    // Statuses the platform does not have (or NULL): grouped, over the rows that hold one.
    QVariantList otherValues;
    QStringList params;
    for (const QString& s : known) {
        params << QStringLiteral("?");
        otherValues << s;
    }
    otherValues << lowest << beyond;
    const QString other =
        known.isEmpty()
            ? QStringLiteral("1 = 1")
            : QStringLiteral("(%1 IS NULL OR %1 NOT IN (%2))").arg(status, params.join(QStringLiteral(", ")));
    if (!m_conn.execBound(
            &q,
            QStringLiteral("SELECT %1, count(*) FROM %2 WHERE %3 AND %4 GROUP BY %1").arg(status, table, other, range),
            otherValues, error))
        return false;
    while (q.next())
        tally->byStatus[q.value(0).toString()] += q.value(1).toLongLong();
    q.finish();
    return true;
}

bool RunQueue::walk(const Filter& filter, const std::function<bool(const Walk&)>& step, QString* error,
                    qint64 firstRange, int rangeMs) const {
    // One snapshot on PostgreSQL: every range read as of the walk's start. Not on SQLite, where a read transaction
    // held for the whole walk would keep the platform's writers from committing.
    QSqlDatabase db = m_conn.db();
    bool snapshot = false;
    if (m_conn.isPostgres() && db.transaction()) {
        QSqlQuery set(db);
        snapshot = set.exec(QStringLiteral("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY"));
        if (!snapshot)
            db.rollback(); // the failed SET aborted the transaction: read without a snapshot
    }
    const auto finish = [&](bool ok) {
        if (snapshot)
            db.rollback(); // nothing was written
        return ok;
    };

    Walk w;
    qint64 lowest = 0, highest = 0;
    bool any = false;
    if (!keyBounds(&lowest, &highest, &any, error))
        return finish(false);
    if (!any) {
        w.done = true;
        step(w);
        return finish(true);
    }
    w.keysTotal = highest - lowest + 1;
    bool listing = true;
    // The list's part of a range [bottom, top) whose runs `part` counted.
    const auto listRange = [&](qint64 bottom, qint64 top, const Tally& part) {
        const qint64 below = filter.beforeId.isValid() ? qMin(top, filter.beforeId.toLongLong()) : top;
        const qint64 above = filter.fromId.isValid() ? qMax(bottom, filter.fromId.toLongLong()) : bottom;
        // A range whose counts say none of its runs has a status or a mark the filter asks for holds none of its
        // runs: it is not read again for the list (the queue's presets are mostly such, and their runs are few).
        qint64 withStatus = 0, withMark = 0;
        for (const QString& status : filter.statuses)
            withStatus += part.byStatus.value(status);
        for (Mark m : filter.marks)
            withMark += part.byMark.value(int(m));
        const bool none = (!filter.statuses.isEmpty() && withStatus == 0) || (!filter.marks.isEmpty() && withMark == 0);
        if (!listing || above >= below || none)
            return true;
        Filter f = filter;
        f.fromId = above;
        f.beforeId = below;
        const int need = filter.limit - int(w.rows.size());
        f.limit = qMax(1, need);
        QList<Entry> found;
        bool more = false;
        if (!list(f, &found, &more, error))
            return false;
        if (need <= 0) {
            w.more = !found.isEmpty(); // the limit is reached: one run more says more match
        } else {
            w.rows += found;
            w.more = more;
        }
        listing = !w.more;
        return true;
    };

    qint64 top = highest + 1; // the range read next ends below it
    qint64 range = qMax<qint64>(1, firstRange);
    while (!w.done) {
        if (m_conn.isPostgres() && top <= highest) {
            // After the first range, PostgreSQL counts the rest in one statement and lists it in one more: its
            // parallel pass over the table is several times faster than a read of each range through the key's
            // index, and its planner serves a list whose runs are few by the same pass, one whose runs are many by
            // the key.
            Tally rest;
            if (!tally(lowest, top, &rest, error))
                return finish(false);
            w.tally.add(rest);
            if (!listRange(lowest, top, rest))
                return finish(false);
            w.keysRead = w.keysTotal;
            w.done = true;
            step(w);
            return finish(true);
        }
        QElapsedTimer clock;
        clock.start();
        const qint64 bottom = top - lowest > range ? top - range : lowest;
        Tally part;
        if (!tally(bottom, top, &part, error))
            return finish(false);
        w.tally.add(part);
        if (!listRange(bottom, top, part))
            return finish(false);
        top = bottom;
        w.keysRead = highest + 1 - top;
        w.done = top <= lowest;
        if (!step(w))
            return finish(true);
        // The next range about rangeMs long, by what this one took (at most four times larger or smaller).
        const qint64 took = qMax<qint64>(1, clock.elapsed());
        range = qMax<qint64>(1, qBound(range / 4, range * rangeMs / took, range * 4));
    }
    return finish(true);
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
    if (filter.fromId.isValid()) {
        where << quote(QStringLiteral("id")) + QStringLiteral(" >= ?");
        *values << filter.fromId.toLongLong();
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

bool RunQueue::listEvery(Filter filter, QList<Entry>* entries, QString* error, int step) const {
    entries->clear();
    filter.limit = step;
    filter.beforeId = QVariant();
    for (;;) {
        QList<Entry> part;
        bool more = false;
        if (!list(filter, &part, &more, error))
            return false;
        *entries << part;
        if (!more || part.isEmpty())
            return true;
        filter.beforeId = part.constLast().row.value(QStringLiteral("id"));
    }
}

bool RunQueue::count(const Filter& filter, qint64* count, QString* error) const {
    Filter all = filter;
    all.beforeId = QVariant();
    all.fromId = QVariant();
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
