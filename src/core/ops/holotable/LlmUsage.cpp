#include "LlmUsage.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"

#include <QHash>
#include <QSqlQuery>

namespace metadesk {

namespace {
const QString kTable = QStringLiteral("llm_usage");
} // namespace

bool LlmUsage::available() const {
    return m_conn.catalog().table(kTable) != nullptr;
}

bool LlmUsage::range(const QDate& from, const QDate& to, QString* error) const {
    if (!available()) {
        *error = tr("This database has no LLM usage (Holotable's migration 003 adds it).");
        return false;
    }
    if (!from.isValid() || !to.isValid() || from > to || from.daysTo(to) >= kMaxDays) {
        *error = tr("A range of 1 to %1 days is read at a time.").arg(kMaxDays);
        return false;
    }
    return true;
}

bool LlmUsage::daily(const QString& workspace, const QDate& from, const QDate& to, QList<Day>* out,
                     QString* error) const {
    out->clear();
    if (!range(from, to, error))
        return false;
    // The primary key (workspace_id, day, …) serves the range; one row per day comes back.
    const bool sqlite = m_conn.isSqlite();
    const QString day = sqlite ? QStringLiteral("substr(day, 1, 10)") : QStringLiteral("to_char(day, 'YYYY-MM-DD')");
    const QString bound = sqlite ? QStringLiteral("?") : QStringLiteral("CAST(? AS DATE)");
    const QString sql = QStringLiteral("SELECT %1, CAST(SUM(input_tokens) AS BIGINT), CAST(SUM(output_tokens) AS "
                                       "BIGINT), CAST(SUM(requests) AS BIGINT) FROM llm_usage WHERE workspace_id = ? "
                                       "AND day >= %2 AND day <= %2 GROUP BY %1 ORDER BY 1")
                            .arg(day, bound);
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q, sql, {workspace, from.toString(Qt::ISODate), to.toString(Qt::ISODate)}, error))
        return false;
    QHash<QDate, Day> found;
    while (q.next()) {
        Day d;
        d.day = QDate::fromString(q.value(0).toString(), Qt::ISODate);
        d.inputTokens = q.value(1).toLongLong();
        d.outputTokens = q.value(2).toLongLong();
        d.requests = q.value(3).toLongLong();
        found.insert(d.day, d);
    }
    for (QDate d = from; d <= to; d = d.addDays(1)) {
        Day each = found.value(d);
        each.day = d;
        *out << each;
    }
    return true;
}

bool LlmUsage::byRouteAndModel(const QString& workspace, const QDate& from, const QDate& to, QList<Split>* out,
                               QString* error) const {
    out->clear();
    if (!range(from, to, error))
        return false;
    const QString bound = m_conn.isSqlite() ? QStringLiteral("?") : QStringLiteral("CAST(? AS DATE)");
    const QString sql =
        QStringLiteral("SELECT route, model, CAST(SUM(input_tokens) AS BIGINT), CAST(SUM(output_tokens) "
                       "AS BIGINT), CAST(SUM(requests) AS BIGINT) FROM llm_usage WHERE workspace_id = "
                       "? AND day >= %1 AND day <= %1 GROUP BY route, model "
                       "ORDER BY SUM(input_tokens) + SUM(output_tokens) DESC, route, model LIMIT 200")
            .arg(bound);
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q, sql, {workspace, from.toString(Qt::ISODate), to.toString(Qt::ISODate)}, error))
        return false;
    while (q.next())
        *out << Split{q.value(0).toString(), q.value(1).toString(), q.value(2).toLongLong(), q.value(3).toLongLong(),
                      q.value(4).toLongLong()};
    return true;
}

} // namespace metadesk
