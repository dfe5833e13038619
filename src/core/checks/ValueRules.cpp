#include "ValueRules.h"

#include "CheckContext.h"
#include "core/catalog/Catalog.h"

namespace metadesk {

EnumValueRule::EnumValueRule(RuleInfo info, QString column) : RowRule(std::move(info)), m_column(std::move(column)) {}

std::optional<RowQuery> EnumValueRule::query(const CheckContext& context) const {
    const TableDescriptor* t = context.table(info().table, {m_column});
    if (!t || t->primaryKey.isEmpty())
        return std::nullopt;
    const ColumnDescriptor* c = t->column(m_column);
    if (c->enumValues.isEmpty())
        return std::nullopt;
    m_values = c->enumValues;
    RowQuery rq;
    rq.table = t->name;
    rq.keyColumns = t->primaryKey;
    rq.from = q(t->name) + QStringLiteral(" t");
    QStringList marks;
    for (const QString& v : std::as_const(m_values)) {
        marks << QStringLiteral("?");
        rq.values << v;
    }
    rq.where =
        QStringLiteral("t.%1 IS NOT NULL AND t.%1 NOT IN (%2)").arg(q(m_column), marks.join(QStringLiteral(", ")));
    rq.details = {QStringLiteral("t.") + q(m_column)};
    return rq;
}

QString EnumValueRule::message(const QVariantList& details) const {
    return tr("%1 is \"%2\", which the platform does not know (it knows %3).")
        .arg(m_column, details.value(0).toString(), m_values.join(QStringLiteral(", ")));
}

std::optional<RowQuery> ExactlyOneOfRule::query(const CheckContext& context) const {
    const TableDescriptor* t = context.table(info().table);
    if (!t || t->primaryKey.isEmpty() || t->exactlyOneOf.size() < 2 || !context.table(t->name, t->exactlyOneOf))
        return std::nullopt;
    m_columns = t->exactlyOneOf;
    RowQuery rq;
    rq.table = t->name;
    rq.keyColumns = t->primaryKey;
    rq.from = q(t->name) + QStringLiteral(" t");
    QStringList set;
    for (const QString& c : std::as_const(m_columns)) {
        set << QStringLiteral("(CASE WHEN t.%1 IS NULL THEN 0 ELSE 1 END)").arg(q(c));
        rq.details << QStringLiteral("t.") + q(c);
    }
    rq.where = set.join(QStringLiteral(" + ")) + QStringLiteral(" <> 1");
    return rq;
}

QString ExactlyOneOfRule::message(const QVariantList& details) const {
    QStringList set;
    for (int i = 0; i < m_columns.size(); ++i)
        if (!details.value(i).isNull())
            set << QStringLiteral("%1 %2").arg(m_columns.at(i), details.value(i).toString());
    if (set.isEmpty())
        return tr("None of %1 is set.").arg(m_columns.join(QStringLiteral(", ")));
    return tr("More than one is set: %1.").arg(set.join(QStringLiteral(", ")));
}

BothOrNeitherRule::BothOrNeitherRule(RuleInfo info, QStringList columns)
    : RowRule(std::move(info)), m_columns(std::move(columns)) {}

std::optional<RowQuery> BothOrNeitherRule::query(const CheckContext& context) const {
    const TableDescriptor* t = context.table(info().table, m_columns);
    if (!t || t->primaryKey.isEmpty() || m_columns.size() < 2)
        return std::nullopt;
    RowQuery rq;
    rq.table = t->name;
    rq.keyColumns = t->primaryKey;
    rq.from = q(t->name) + QStringLiteral(" t");
    QStringList nulls, set;
    for (const QString& c : m_columns) {
        nulls << QStringLiteral("t.%1 IS NULL").arg(q(c));
        set << QStringLiteral("t.%1 IS NOT NULL").arg(q(c));
        rq.details << QStringLiteral("CASE WHEN t.%1 IS NULL THEN 0 ELSE 1 END").arg(q(c));
    }
    rq.where = QStringLiteral("NOT ((%1) OR (%2))")
                   .arg(nulls.join(QStringLiteral(" AND ")), set.join(QStringLiteral(" AND ")));
    return rq;
}

QString BothOrNeitherRule::message(const QVariantList& details) const {
    QStringList set, empty;
    for (int i = 0; i < m_columns.size(); ++i)
        (details.value(i).toInt() ? set : empty) << m_columns.at(i);
    return tr("%1 set while %2 is empty.").arg(set.join(QStringLiteral(", ")), empty.join(QStringLiteral(", ")));
}

} // namespace metadesk
