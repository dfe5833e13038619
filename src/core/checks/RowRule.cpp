#include "RowRule.h"

#include "CheckContext.h"
#include "core/db/DbConnection.h"

#include <QSqlQuery>

#include <functional>

namespace metadesk {

void SharedRowCounts::plan(const QList<std::pair<QString, RowQuery>>& ruleQueries) {
    m_passes.clear();
    m_passOf.clear();
    QHash<QString, int> byFrom;
    for (const auto& [ruleId, rq] : ruleQueries) {
        // Only a query of one table, aliased t, with nothing before it: its condition reads that row alone.
        if (!rq.with.isEmpty() || rq.from != q(rq.table) + QStringLiteral(" t"))
            continue;
        int index = byFrom.value(rq.from, -1);
        if (index < 0) {
            index = int(m_passes.size());
            byFrom.insert(rq.from, index);
            m_passes.append(Pass{rq.from, {}, {}, {}, false, {}});
        }
        Pass& pass = m_passes[index];
        pass.ruleIds << ruleId;
        pass.conditions << (rq.where.isEmpty() ? QStringLiteral("1 = 1") : rq.where);
        pass.values << rq.values;
    }
    for (int i = 0; i < m_passes.size(); ++i)
        if (m_passes.at(i).ruleIds.size() > 1) // one rule alone counts as it would have
            for (const QString& id : std::as_const(m_passes.at(i).ruleIds))
                m_passOf.insert(id, i);
}

std::optional<qint64> SharedRowCounts::count(CheckContext& context, const QString& ruleId, QString* error) {
    const int index = m_passOf.value(ruleId, -1);
    if (index < 0)
        return std::nullopt;
    Pass& pass = m_passes[index];
    if (!pass.done) {
        pass.done = true;
        QStringList sums;
        for (const QString& condition : std::as_const(pass.conditions))
            sums << QStringLiteral("SUM(CASE WHEN %1 THEN 1 ELSE 0 END)").arg(condition);
        QSqlQuery query(context.connection().db());
        if (!context.exec(&query,
                          QStringLiteral("SELECT ") + sums.join(QStringLiteral(", ")) + QStringLiteral(" FROM ") +
                              pass.from,
                          pass.values, error) ||
            !query.next()) {
            // Each rule of the pass counts alone after this one (cancelled, or the database's failure).
            for (const QString& id : std::as_const(pass.ruleIds))
                m_passOf.remove(id);
            return std::nullopt;
        }
        for (int i = 0; i < pass.ruleIds.size(); ++i)
            pass.counts.insert(pass.ruleIds.at(i), query.value(i).toLongLong()); // SUM of no rows is NULL: 0
    }
    return pass.counts.value(ruleId);
}

void runRowQuery(CheckContext& context, const RowQuery& rq, const RuleInfo& info,
                 const std::function<QString(const QVariantList&)>& message, RuleOutcome* outcome) {
    const QString body =
        QStringLiteral(" FROM ") + rq.from + (rq.where.isEmpty() ? QString() : QStringLiteral(" WHERE ") + rq.where);
    const QString with = rq.with.isEmpty() ? QString() : rq.with + QLatin1Char(' ');
    const std::optional<qint64> shared =
        context.sharedCounts() ? context.sharedCounts()->count(context, info.id, &outcome->error) : std::nullopt;
    if (!outcome->error.isEmpty())
        return;
    if (shared) {
        outcome->total = *shared;
    } else {
        QSqlQuery count(context.connection().db());
        if (!context.exec(&count, with + QStringLiteral("SELECT count(*)") + body, rq.values, &outcome->error) ||
            !count.next())
            return;
        outcome->total = count.value(0).toLongLong();
    }
    if (outcome->total == 0)
        return;
    QStringList select, order;
    for (const QString& k : rq.keyColumns)
        order << QStringLiteral("t.") + q(k);
    select = order + rq.details;
    // LIMIT with an ORDER BY on the key: the engine keeps the top rows only (bounded whatever the count).
    const QString sql = with + QStringLiteral("SELECT ") + select.join(QStringLiteral(", ")) + body +
                        QStringLiteral(" ORDER BY ") + order.join(QStringLiteral(", ")) +
                        QStringLiteral(" LIMIT %1").arg(context.exampleLimit());
    QSqlQuery rows(context.connection().db());
    if (!context.exec(&rows, sql, rq.values, &outcome->error))
        return;
    const int keys = int(rq.keyColumns.size());
    while (rows.next()) {
        Finding f{info.id, info.severity, rq.table, rq.keyColumns, {}, {}};
        QVariantList details;
        for (int i = 0; i < keys; ++i)
            f.keyValues << rows.value(i);
        for (int i = 0; i < rq.details.size(); ++i)
            details << rows.value(keys + i);
        f.message = message(details);
        outcome->findings << f;
    }
}

bool scanColumn(CheckContext& context, const QString& table, const QString& key, const QString& column, int limit,
                const std::function<void(const QVariant& key, const QVariant& value)>& visit, QString* error) {
    const int page = 500;
    QVariant last;
    int read = 0;
    while (read < limit && !context.cancelled()) {
        const QString sql = QStringLiteral("SELECT %1, %2 FROM %3%4 ORDER BY %1 LIMIT %5")
                                .arg(q(key), q(column), q(table),
                                     last.isValid() ? QStringLiteral(" WHERE %1 > ?").arg(q(key)) : QString())
                                .arg(qMin(page, limit - read));
        QSqlQuery rows(context.connection().db());
        if (!context.exec(&rows, sql, last.isValid() ? QVariantList{last} : QVariantList{}, error))
            return false;
        int n = 0;
        while (rows.next()) {
            ++n;
            last = rows.value(0);
            visit(last, rows.value(1));
        }
        read += n;
        if (n < page)
            break;
    }
    return true;
}

void RowRule::run(CheckContext& context, RuleOutcome* outcome) const {
    const std::optional<RowQuery> rq = query(context);
    if (!rq)
        return;
    runRowQuery(
        context, *rq, info(), [this](const QVariantList& d) { return message(d); }, outcome);
}

} // namespace metadesk
