#include "AiSpendFigures.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/ValueCodec.h"

#include <QSet>
#include <QSqlQuery>

namespace metadesk {

namespace {
QDateTime utcMidnight(const QDate& day) {
    return QDateTime(day, QTime(0, 0), Qt::UTC);
}
} // namespace

AiSpendFigures::AiSpendFigures(const DbConnection& connection) : m_conn(connection) {}

bool AiSpendFigures::isAvailable(QString* why) const {
    const TableDescriptor* t = m_conn.catalog().table(QStringLiteral("ai_spend"));
    for (const char* c : {"ts", "user_id", "model_id", "cost_usd", "input_tokens", "output_tokens"})
        if (!t || !t->column(QLatin1String(c))) {
            if (why)
                *why = tr("This database has no Tabularia AI spend ledger (ai_spend).");
            return false;
        }
    return true;
}

QString AiSpendFigures::costExpression() const {
    if (m_conn.isSqlite()) // a text that is no number reads as 0 here, which adds nothing
        return QStringLiteral("CAST(cost_usd AS REAL)");
    // No question mark in the pattern: the driver would take it for a placeholder.
    return QStringLiteral(
        "CASE WHEN cost_usd ~ '^ *[-+]{0,1}([0-9]+[.]{0,1}[0-9]*|[.][0-9]+)([eE][-+]{0,1}[0-9]+){0,1} *$' "
        "THEN CAST(cost_usd AS double precision) END");
}

bool AiSpendFigures::perDay(const QDate& from, const QDate& to, QList<AiSpendDay>* days, QString* error) const {
    days->clear();
    if (!from.isValid() || !to.isValid() || from >= to)
        return true;
    if (!isAvailable(error))
        return false;
    const ColumnDescriptor& ts = *m_conn.catalog().table(QStringLiteral("ai_spend"))->column(QStringLiteral("ts"));
    const bool sqlite = m_conn.isSqlite();
    const QString day = sqlite
                            ? QStringLiteral("substr(ts, 1, 10)")
                            : QStringLiteral("substr(%1, 1, 10)").arg(valuecodec::pgUtcText(ts, QStringLiteral("ts")));
    const QString param = valuecodec::placeholder(ts, sqlite);
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(
            &q,
            QStringLiteral("SELECT %1, user_id, count(*), count(cost_usd), COALESCE(SUM(%2), 0) FROM "
                           "ai_spend WHERE ts >= %3 AND ts < %3 GROUP BY 1, 2")
                .arg(day, costExpression(), param),
            {valuecodec::toBind(ts, utcMidnight(from), sqlite), valuecodec::toBind(ts, utcMidnight(to), sqlite)},
            error))
        return false;
    QMap<QDate, AiSpendDay> byDay;
    while (q.next()) {
        const QDate d = QDate::fromString(q.value(0).toString(), Qt::ISODate);
        if (!d.isValid())
            continue;
        AiSpendDay& e = byDay[d];
        const qint64 rows = q.value(2).toLongLong();
        const double cost = q.value(4).toDouble();
        e.turns += rows;
        e.unknownCost += rows - q.value(3).toLongLong();
        e.total += cost;
        if (q.value(3).toLongLong() > 0)
            e.perUser[q.value(1).toLongLong()] += cost;
    }
    for (QDate d = from; d < to; d = d.addDays(1)) {
        AiSpendDay e = byDay.value(d);
        e.day = d;
        days->append(e);
    }
    return true;
}

bool AiSpendFigures::perModel(QList<AiModelSpend>* models, QString* error) const {
    models->clear();
    if (!isAvailable(error))
        return false;
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q,
                          QStringLiteral("SELECT model_id, count(*), COALESCE(SUM(input_tokens), 0), "
                                         "COALESCE(SUM(output_tokens), 0), COALESCE(SUM(%1), 0), count(cost_usd) FROM "
                                         "ai_spend GROUP BY model_id ORDER BY model_id")
                              .arg(costExpression()),
                          {}, error))
        return false;
    while (q.next()) {
        AiModelSpend m;
        m.modelId = q.value(0).toString();
        m.turns = q.value(1).toLongLong();
        m.inputTokens = q.value(2).toLongLong();
        m.outputTokens = q.value(3).toLongLong();
        m.cost = q.value(4).toDouble();
        m.unknownCost = m.turns - q.value(5).toLongLong();
        models->append(m);
    }
    return true;
}

bool AiSpendFigures::userLabels(const QList<AiSpendDay>& days, QMap<qint64, QString>* labels, QString* error) const {
    labels->clear();
    QSet<qint64> ids;
    for (const AiSpendDay& d : days)
        for (auto it = d.perUser.cbegin(); it != d.perUser.cend(); ++it)
            ids.insert(it.key());
    if (ids.isEmpty() || !m_conn.catalog().table(QStringLiteral("users")))
        return true;
    QStringList params;
    QVariantList values;
    for (qint64 id : std::as_const(ids)) {
        params << QStringLiteral("?");
        values << id;
    }
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(
            &q, QStringLiteral("SELECT id, email FROM users WHERE id IN (%1)").arg(params.join(QStringLiteral(", "))),
            values, error))
        return false;
    while (q.next())
        labels->insert(q.value(0).toLongLong(), q.value(1).toString());
    return true;
}

} // namespace metadesk
