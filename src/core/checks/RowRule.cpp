#include "RowRule.h"

#include "CheckContext.h"
#include "core/db/DbConnection.h"

#include <QSqlQuery>

#include <functional>

namespace metadesk {

void runRowQuery(CheckContext& context, const RowQuery& rq, const RuleInfo& info,
                 const std::function<QString(const QVariantList&)>& message, RuleOutcome* outcome) {
    const QString body =
        QStringLiteral(" FROM ") + rq.from + (rq.where.isEmpty() ? QString() : QStringLiteral(" WHERE ") + rq.where);
    const QString with = rq.with.isEmpty() ? QString() : rq.with + QLatin1Char(' ');
    QSqlQuery count(context.connection().db());
    if (!context.exec(&count, with + QStringLiteral("SELECT count(*)") + body, rq.values, &outcome->error) ||
        !count.next())
        return;
    outcome->total = count.value(0).toLongLong();
    count.finish();
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
