#include "TableQuery.h"

#include "NumericText.h"
#include "ReferenceQuery.h"
#include "TimestampMatch.h"
#include "core/catalog/Catalog.h"
#include "core/db/SqlIdentifier.h"

#include "core/edit/ValueCodec.h"

#include <QObject>

#include <algorithm>

namespace metadesk {

namespace {
QString pgType(ColumnKind kind) {
    switch (kind) {
    case ColumnKind::Integer:
        return QStringLiteral("bigint");
    case ColumnKind::Decimal:
        return QStringLiteral("numeric");
    case ColumnKind::Bool:
        return QStringLiteral("boolean");
    case ColumnKind::Timestamp:
        return QStringLiteral("timestamptz");
    case ColumnKind::Date:
        return QStringLiteral("date");
    case ColumnKind::Json:
        return QStringLiteral("jsonb");
    case ColumnKind::TextArray:
        return QStringLiteral("text[]");
    case ColumnKind::Text:
    case ColumnKind::LongText:
    case ColumnKind::Enum:
    case ColumnKind::Secret:
        break;
    }
    return QStringLiteral("text");
}

bool isTextual(ColumnKind kind) {
    return kind == ColumnKind::Text || kind == ColumnKind::LongText || kind == ColumnKind::Enum ||
           kind == ColumnKind::Secret;
}

QString likePattern(const QString& text) {
    QString escaped = text;
    escaped.replace(QLatin1Char('\\'), QLatin1String("\\\\"))
        .replace(QLatin1Char('%'), QLatin1String("\\%"))
        .replace(QLatin1Char('_'), QLatin1String("\\_"));
    return QLatin1Char('%') + escaped + QLatin1Char('%');
}
} // namespace

QList<TableQuery::LabelSearch> TableQuery::labelSearches(const Catalog& catalog, const TableDescriptor& table) {
    QList<LabelSearch> out;
    for (const ForeignKeyDescriptor& fk : table.foreignKeys) {
        const ColumnDescriptor* column = table.column(fk.column);
        const TableDescriptor* target = catalog.table(fk.targetTable);
        const ColumnDescriptor* key = target ? target->column(fk.targetColumn) : nullptr;
        if (!column || column->kind == ColumnKind::Secret || !key)
            continue; // ReferenceLabels shows no label there either
        const QString label = ReferenceQuery::labelColumnOf(*target);
        if (label.isEmpty() || label == key->name || !target->column(label))
            continue;
        const bool sameType = column->storageType.isEmpty() && key->storageType.isEmpty()
                                  ? column->kind == key->kind
                                  : column->storageType == key->storageType;
        out << LabelSearch{column->name, target->name, key->name, label, !sameType};
    }
    return out;
}

TableQuery::TableQuery(const TableDescriptor& table, bool sqlite, const QuerySpec& spec, const Catalog* catalog)
    : m_table(table), m_sqlite(sqlite), m_spec(spec) {
    if (catalog)
        m_labelSearches = labelSearches(*catalog, table);
    m_sortColumn = spec.sortColumn.isEmpty() ? table.defaultSortColumn : spec.sortColumn;
    m_descending = spec.sortColumn.isEmpty() ? table.defaultSortDescending : spec.descending;
    QStringList key = table.primaryKey;
    if (key.isEmpty())
        key = {m_sqlite ? QStringLiteral("rowid") : QStringLiteral("ctid")};
    if (m_sortColumn.isEmpty())
        m_sortColumn = key.constFirst();
    const ColumnDescriptor* sortColumn = table.column(m_sortColumn);
    if (!sortColumn && !key.contains(m_sortColumn)) {
        m_error = QObject::tr("%1 has no column %2 to sort by.").arg(table.name, m_sortColumn);
        return;
    }
    if (sortColumn && !sortable(*sortColumn)) {
        m_error = QObject::tr("%1 holds JSON or a list and cannot be sorted by.").arg(sortColumn->label);
        return;
    }
    // A condition `column = value` on the sort column leaves every row it passes with one sort value: the rows are
    // in key order, which the key's index serves (`kind = 'ingest'` under a sort by kind took 2.9 s to its first
    // screen on ten million PostgreSQL runs, read as an order no index serves). Not a time's equality (a span of
    // times) nor a number kept as text (its unknowns sort apart); not where the default sort's second column would
    // follow, nor by PostgreSQL's ctid, which no index orders.
    QString ordered = m_sortColumn;
    const bool defaultThen = spec.sortColumn.isEmpty() && !table.defaultSortThen.isEmpty();
    if (sortColumn && !defaultThen && !key.contains(m_sortColumn) && (m_sqlite || !table.primaryKey.isEmpty()) &&
        sortColumn->kind != ColumnKind::Timestamp && !numerictext::isNumericText(*sortColumn))
        for (const FilterCondition& condition : spec.conditions)
            if (condition.column == m_sortColumn && condition.op == FilterCondition::Op::Equals &&
                !condition.value.isNull())
                ordered = key.constFirst();
    const ColumnDescriptor* orderedColumn = table.column(ordered);
    // The sort column leads; the key follows as the tie-break (without repeating a key column that leads already).
    // The table's default sort may name a column between them (a NOT NULL one: the keyset compares it with =).
    m_keyColumns << ordered;
    if (defaultThen && table.defaultSortThen != ordered && !key.contains(table.defaultSortThen)) {
        const ColumnDescriptor* then = table.column(table.defaultSortThen);
        if (then && !then->nullable && sortable(*then))
            m_keyColumns << table.defaultSortThen;
    }
    for (const QString& k : key)
        if (k != ordered)
            m_keyColumns << k;
    const bool sortIsKey = key.contains(ordered);
    m_sortIsKey = sortIsKey;
    for (const QString& k : key)
        m_identityPositions << int(m_keyColumns.indexOf(k));
    m_numericSort = orderedColumn && !sortIsKey && numerictext::isNumericText(*orderedColumn);
    if (m_numericSort) {
        // Unknown costs ('' above all) last whichever way the known ones are sorted: no index puts them anywhere.
        m_segments = {Segment{keyExpression(0) + QStringLiteral(" IS NOT NULL"), 0},
                      Segment{keyExpression(0) + QStringLiteral(" IS NULL"), 1}};
    } else if (orderedColumn && orderedColumn->nullable && !sortIsKey) {
        const Segment nonNull{quote(ordered) + QStringLiteral(" IS NOT NULL"), 0};
        const Segment nulls{quote(ordered) + QStringLiteral(" IS NULL"), 1};
        // Where each engine's index puts NULLs: first when ascending on SQLite, last when ascending on PostgreSQL.
        const bool nullsFirst = m_sqlite != m_descending;
        m_segments = nullsFirst ? QList<Segment>{nulls, nonNull} : QList<Segment>{nonNull, nulls};
    } else {
        m_segments = {Segment{QString(), 0}};
    }
    buildFilter();
}

QString TableQuery::quote(const QString& identifier) const {
    return quoteIdentifier(identifier);
}

QString TableQuery::castFor(const QString& column) const {
    if (m_sqlite)
        return QStringLiteral("?");
    if (column == QLatin1String("ctid"))
        return QStringLiteral("?::tid");
    const ColumnDescriptor* c = m_table.column(column);
    // The column's own type where the live schema gave it (JSON kept as text, money as varchar, naive timestamps).
    if (c && !c->storageType.isEmpty())
        return valuecodec::placeholder(*c, m_sqlite);
    return QStringLiteral("?::") + pgType(c ? c->kind : ColumnKind::Text);
}

QString TableQuery::keyExpression(int i) const {
    const QString k = quote(m_keyColumns.at(i));
    return i == 0 && m_numericSort ? numerictext::value(k, m_sqlite) : k;
}

QString TableQuery::keyPlaceholder(int i) const {
    return i == 0 && m_numericSort ? numerictext::placeholder(m_sqlite) : castFor(m_keyColumns.at(i));
}

QString TableQuery::keySelect(int i) const {
    const QString k = quote(m_keyColumns.at(i));
    if (i == 0 && m_numericSort) // the stored text, exact (a number read back as REAL could lose digits), or NULL
        return numerictext::guarded(k, m_sqlite) + QStringLiteral(" AS \"md_key_%1\"").arg(i);
    // As exact text on PostgreSQL: a timestamp read into QDateTime would lose its microseconds. Aliased, so ORDER BY
    // still names the table's column unambiguously.
    return (m_sqlite ? k : k + QStringLiteral("::text")) + QStringLiteral(" AS \"md_key_%1\"").arg(i);
}

QString TableQuery::emptyTextPredicate(const ColumnDescriptor& column, bool empty) const {
    // '' is empty only where the column holds text: compared with '', a uuid, a number or a date fails on PostgreSQL.
    // A type the live schema has not told (the compiled catalog) is compared as its text, which every type has.
    const QString col = quote(column.name);
    const bool textKind = isTextual(column.kind) || column.kind == ColumnKind::Decimal;
    QString text;
    if (column.storageType.isEmpty() && textKind)
        text = m_sqlite ? col : QStringLiteral("CAST(%1 AS text)").arg(col);
    else if (textKind && numerictext::isTextType(column.storageType))
        text = col;
    if (text.isEmpty())
        return col + (empty ? QStringLiteral(" IS NULL") : QStringLiteral(" IS NOT NULL"));
    return empty ? QStringLiteral("(%1 IS NULL OR %2 = '')").arg(col, text)
                 : QStringLiteral("(%1 IS NOT NULL AND %2 <> '')").arg(col, text);
}

void TableQuery::buildFilter() {
    QStringList parts;
    for (const FilterCondition& condition : m_spec.conditions) {
        const ColumnDescriptor* c = m_table.column(condition.column);
        if (!c) {
            m_error = QObject::tr("%1 has no column %2 to filter on.").arg(m_table.name, condition.column);
            return;
        }
        const QString col = quote(c->name);
        // Numbers kept as text compare as numbers (numerictext): as text, 10.25 would come before 5.
        const bool numericText = numerictext::isNumericText(*c);
        const QString lhs = numericText ? numerictext::value(col, m_sqlite) : col;
        const QString placeholder = numericText ? numerictext::placeholder(m_sqlite) : castFor(c->name);
        QVariant value = condition.value;
        const bool timeEquality = c->kind == ColumnKind::Timestamp && (condition.op == FilterCondition::Op::Equals ||
                                                                       condition.op == FilterCondition::Op::NotEquals);
        timestampmatch::Span span;
        if (timeEquality && !timestampmatch::parse(value, &span)) {
            m_error = QObject::tr("%1 is no time to compare %2 with.").arg(value.toString(), c->label);
            return;
        }
        if (c->kind == ColumnKind::Timestamp && !timeEquality && !value.toString().isEmpty())
            value = valuecodec::toBind(*c, value, m_sqlite); // in the column's own form: compared as stored
        if (c->kind == ColumnKind::Date && value.typeId() == QMetaType::QDate)
            value = value.toDate().toString(Qt::ISODate); // a calendar day, in no time zone
        if (c->kind == ColumnKind::Bool && m_sqlite)
            value = value.toBool() ? 1 : 0;
        else if (c->kind == ColumnKind::Bool)
            value = value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
        switch (condition.op) {
        case FilterCondition::Op::Equals:
            if (timeEquality) { // every stored time within the precision typed (timestampmatch)
                parts << QStringLiteral("(%1 >= %2 AND %1 < %2)").arg(col, placeholder);
                m_filterValues << timestampmatch::bindValue(*c, m_sqlite, span.from, false)
                               << timestampmatch::bindValue(*c, m_sqlite, span.until, true);
                break;
            }
            parts << lhs + QStringLiteral(" = ") + placeholder;
            m_filterValues << value;
            if (m_indexedEquality.isEmpty() && !numericText && c->name != m_keyColumns.constFirst() &&
                m_table.indexedColumns.contains(c->name)) {
                m_indexedEquality = parts.constLast();
                m_indexedEqualityValue = value;
            }
            break;
        case FilterCondition::Op::NotEquals:
            if (timeEquality) {
                parts << QStringLiteral("(%1 IS NULL OR %1 < %2 OR %1 >= %2)").arg(col, placeholder);
                m_filterValues << timestampmatch::bindValue(*c, m_sqlite, span.from, false)
                               << timestampmatch::bindValue(*c, m_sqlite, span.until, true);
                break;
            }
            parts << QStringLiteral("(%1 IS NULL OR %1 <> %2)").arg(lhs, placeholder);
            m_filterValues << value;
            break;
        case FilterCondition::Op::Contains:
            parts << (m_sqlite ? col + QStringLiteral(" LIKE ? ESCAPE '\\'")
                               : QStringLiteral("CAST(%1 AS text) ILIKE ? ESCAPE '\\'").arg(col));
            m_filterValues << likePattern(value.toString());
            break;
        case FilterCondition::Op::IsEmpty:
            parts << emptyTextPredicate(*c, true);
            break;
        case FilterCondition::Op::IsNotEmpty:
            parts << emptyTextPredicate(*c, false);
            break;
        case FilterCondition::Op::Before:
        case FilterCondition::Op::After:
            parts << lhs +
                         (condition.op == FilterCondition::Op::Before ? QStringLiteral(" < ") : QStringLiteral(" > ")) +
                         placeholder;
            m_filterValues << value;
            break;
        }
    }
    const QString search = m_spec.quickSearch.trimmed();
    if (!search.isEmpty()) {
        QStringList any;
        for (const QString& name : m_table.searchColumns) {
            any << (m_sqlite ? quote(name) + QStringLiteral(" LIKE ? ESCAPE '\\'")
                             : QStringLiteral("CAST(%1 AS text) ILIKE ? ESCAPE '\\'").arg(quote(name)));
            m_filterValues << likePattern(search);
        }
        // What a reference column shows: the keys of the referenced rows whose label matches, read once per
        // statement (the subquery does not depend on the row).
        for (const LabelSearch& ref : std::as_const(m_labelSearches)) {
            const QString label = quote(ref.labelColumn);
            const QString match = m_sqlite ? label + QStringLiteral(" LIKE ? ESCAPE '\\'")
                                           : QStringLiteral("CAST(%1 AS text) ILIKE ? ESCAPE '\\'").arg(label);
            QString column = quote(ref.column);
            QString key = quote(ref.targetKey);
            if (ref.compareAsText && !m_sqlite) { // uuid = text does not exist; their text forms compare
                column = QStringLiteral("CAST(%1 AS text)").arg(column);
                key = QStringLiteral("CAST(%1 AS text)").arg(key);
            }
            any << QStringLiteral("%1 IN (SELECT %2 FROM %3 WHERE %4 IS NOT NULL AND %5)")
                       .arg(column, key, quote(ref.targetTable), quote(ref.targetKey), match);
            m_filterValues << likePattern(search);
        }
        parts << (any.isEmpty() ? QStringLiteral("1 = 0")
                                : QLatin1Char('(') + any.join(QLatin1String(" OR ")) + QLatin1Char(')'));
    }
    m_filterSql = parts.join(QLatin1String(" AND "));
}

QString TableQuery::selectList() const {
    QStringList items;
    for (int i = 0; i < m_table.columns.size(); ++i) {
        const ColumnDescriptor& c = m_table.columns.at(i);
        // PostgreSQL values in their exact stored form, as the edit path reads them (valuecodec::readExpression):
        // timestamps as UTC text (read into QDateTime they would lose their microseconds; the form SQLite stores),
        // numeric as its text (read as a double, 12345678901234567.89 would not be what the database holds), dates
        // as the day. Aliased, so ORDER BY still names the column itself and its index serves the sort.
        const QString name = quote(c.name);
        const QString exact = valuecodec::readExpression(c, m_sqlite, name);
        items << (exact == name ? name : QStringLiteral("%1 AS \"md_col_%2\"").arg(exact).arg(i));
    }
    for (int i = 0; i < m_keyColumns.size(); ++i)
        items << keySelect(i);
    return items.join(QLatin1String(", "));
}

QString TableQuery::where(const Segment& segment, QVariantList* values, const QString& extra) const {
    QStringList parts;
    if (!m_filterSql.isEmpty()) {
        parts << m_filterSql;
        *values << m_filterValues;
    }
    if (!segment.condition.isEmpty())
        parts << segment.condition;
    if (!extra.isEmpty())
        parts << extra;
    return parts.isEmpty() ? QString() : QStringLiteral(" WHERE ") + parts.join(QLatin1String(" AND "));
}

QString TableQuery::orderBy(const Segment& segment, bool reverse) const {
    const bool desc = m_descending != reverse;
    QStringList items;
    for (int i = segment.firstKey; i < m_keyColumns.size(); ++i)
        items << keyExpression(i) + (desc ? QStringLiteral(" DESC") : QStringLiteral(" ASC"));
    return QStringLiteral(" ORDER BY ") + items.join(QLatin1String(", "));
}

QString TableQuery::keysetPredicate(const Segment& segment, const QVariantList& key, bool inclusive, bool before,
                                    QVariantList* values, bool byFilter) const {
    // Lexicographic (k1, k2, …) after (or before) (v1, v2, …), written so that the leading column's index
    // narrows the range: k1 >= v1 AND (k1 > v1 OR (k1 = v1 AND (k2 > v2 OR …))).
    const bool greater = m_descending == before;
    const QString strict = greater ? QStringLiteral(" > ") : QStringLiteral(" < ");
    const QString loose = greater ? QStringLiteral(" >= ") : QStringLiteral(" <= ");
    const int first = segment.firstKey;
    const int last = int(m_keyColumns.size()) - 1;
    const auto expression = [&](int i) {
        return byFilter && i == first ? QLatin1Char('+') + keyExpression(i) : keyExpression(i);
    };
    const QString lead = expression(first);
    QString sql = lead + loose + keyPlaceholder(first);
    *values << key.at(first);
    QString tail;
    for (int i = last; i >= first; --i) {
        const QString k = expression(i);
        const QString cast = keyPlaceholder(i);
        if (i == last) {
            tail = k + (inclusive ? loose : strict) + cast;
        } else {
            tail = QStringLiteral("%1%2%3 OR (%1 = %3 AND (%4))").arg(k, strict, cast, tail);
        }
    }
    // Bind in the order the placeholders appear: each level reads "k op v OR (k = v AND (…))".
    QVariantList order;
    for (int i = first; i < last; ++i)
        order << key.at(i) << key.at(i);
    order << key.at(last);
    *values << order;
    return sql + QStringLiteral(" AND (") + tail + QLatin1Char(')');
}

QList<TableQuery::Arm> TableQuery::keysetArms(const Segment& segment, const QVariantList& key, bool inclusive,
                                              bool before) const {
    const int first = segment.firstKey;
    const int last = int(m_keyColumns.size()) - 1;
    if (!m_sqlite || m_numericSort || last <= first)
        return {};
    const bool greater = m_descending == before;
    QList<Arm> arms;
    // The deepest first: the rows sharing every value but the last come first in view order.
    for (int j = last; j >= first; --j) {
        Arm arm;
        QStringList parts;
        for (int i = first; i < j; ++i) {
            parts << keyExpression(i) + QStringLiteral(" = ") + keyPlaceholder(i);
            arm.values << key.at(i);
        }
        const bool loose = inclusive && j == last;
        parts << keyExpression(j) +
                     (greater ? (loose ? QStringLiteral(" >= ") : QStringLiteral(" > "))
                              : (loose ? QStringLiteral(" <= ") : QStringLiteral(" < "))) +
                     keyPlaceholder(j);
        arm.values << key.at(j);
        arm.condition = parts.join(QLatin1String(" AND "));
        arms << arm;
    }
    return arms;
}

void TableQuery::keysetSelect(const Segment& segment, const QString& select, const QVariantList& key, bool inclusive,
                              qint64 offset, int limit, Statement* s, bool backwards) const {
    const QString from = QStringLiteral("SELECT ") + select + QStringLiteral(" FROM ") + quote(m_table.name);
    const QString tail =
        QStringLiteral(" LIMIT %1").arg(limit) + (offset > 0 ? QStringLiteral(" OFFSET %1").arg(offset) : QString());
    const QList<Arm> arms = key.isEmpty() ? QList<Arm>() : keysetArms(segment, key, inclusive, backwards);
    if (arms.isEmpty()) {
        QVariantList keyValues;
        const QString keyset =
            key.isEmpty() ? QString() : keysetPredicate(segment, key, inclusive, backwards, &keyValues);
        s->sql = from + where(segment, &s->values, keyset) + orderBy(segment, backwards) + tail;
        s->values << keyValues;
        return;
    }
    QStringList parts;
    for (const Arm& arm : arms) {
        parts << from + where(segment, &s->values, arm.condition);
        s->values << arm.values;
    }
    // A compound's ORDER BY names its result columns: the hidden keys' aliases.
    const QString dir = m_descending != backwards ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
    QStringList order;
    for (int i = segment.firstKey; i < m_keyColumns.size(); ++i)
        order << QStringLiteral("\"md_key_%1\"").arg(i) + dir;
    s->sql = parts.join(QLatin1String(" UNION ALL ")) + QStringLiteral(" ORDER BY ") + order.join(QLatin1String(", ")) +
             tail;
}

int TableQuery::segmentFor(const QVariantList& key) const {
    if (m_segments.size() < 2 || key.isEmpty())
        return 0;
    const int nullSegment = m_segments.at(0).firstKey == 1 ? 0 : 1;
    return key.constFirst().isNull() ? nullSegment : 1 - nullSegment;
}

TableQuery::Statement TableQuery::count() const {
    Statement s;
    s.sql = QStringLiteral("SELECT count(*) FROM ") + quote(m_table.name) + where(Segment{}, &s.values);
    return s;
}

TableQuery::Statement TableQuery::countSegment(int segment) const {
    Statement s;
    s.sql = QStringLiteral("SELECT count(*) FROM ") + quote(m_table.name) + where(m_segments.at(segment), &s.values);
    return s;
}

TableQuery::Statement TableQuery::estimate() const {
    if (m_spec.isFiltered())
        return {};
    return estimateOf(m_table.name, m_sqlite);
}

TableQuery::Statement TableQuery::estimateOf(const QString& table, bool sqlite) {
    Statement s;
    if (sqlite) {
        // ANALYZE's statistics: the first number of an index's stat is how many rows it holds, the table's count for
        // a whole index; a partial index holds fewer (Tabularia's one-live-orchestration index: a handful), so the
        // largest is taken.
        s.sql = QStringLiteral("SELECT max(CAST(stat AS INTEGER)) FROM sqlite_stat1 WHERE tbl = ?");
    } else {
        s.sql = QStringLiteral("SELECT reltuples::bigint FROM pg_class WHERE oid = to_regclass(?)");
    }
    s.values << table;
    return s;
}

TableQuery::Statement TableQuery::estimates(bool sqlite) {
    Statement s;
    s.sql = sqlite ? QStringLiteral("SELECT tbl, max(CAST(stat AS INTEGER)) FROM sqlite_stat1 GROUP BY tbl")
                   : QStringLiteral("SELECT relname, reltuples::bigint FROM pg_class "
                                    "WHERE relnamespace = to_regnamespace(current_schema()) AND relkind IN ('r', 'p')");
    return s;
}

TableQuery::Statement TableQuery::page(int segment, const QVariantList& fromKey, qint64 offset, int limit,
                                       bool reverse) const {
    const Segment& seg = m_segments.at(segment);
    Statement s;
    if (!reverse) {
        keysetSelect(seg, selectList(), fromKey, true, offset, limit, &s);
        return s;
    }
    // From the segment's end backwards: no keyset.
    s.sql = QStringLiteral("SELECT ") + selectList() + QStringLiteral(" FROM ") + quote(m_table.name);
    s.sql += where(seg, &s.values) + orderBy(seg, true) + QStringLiteral(" LIMIT %1").arg(limit);
    if (offset > 0)
        s.sql += QStringLiteral(" OFFSET %1").arg(offset);
    return s;
}

TableQuery::Statement TableQuery::pageAfter(int segment, const QVariantList& afterKey, int limit) const {
    Statement s;
    keysetSelect(m_segments.at(segment), selectList(), afterKey, false, 0, limit, &s);
    return s;
}

TableQuery::Statement TableQuery::keyAt(int segment, const QVariantList& fromKey, qint64 offset) const {
    QStringList keys;
    for (int i = 0; i < m_keyColumns.size(); ++i)
        keys << keySelect(i);
    Statement s;
    keysetSelect(m_segments.at(segment), keys.join(QLatin1String(", ")), fromKey, true, offset, 1, &s);
    return s;
}

TableQuery::Statement TableQuery::keyBefore(int segment, const QVariantList& key, qint64 rows) const {
    QStringList keys;
    for (int i = 0; i < m_keyColumns.size(); ++i)
        keys << keySelect(i);
    Statement s;
    keysetSelect(m_segments.at(segment), keys.join(QLatin1String(", ")), key, false, qMax<qint64>(rows - 1, 0), 1, &s,
                 true);
    return s;
}

bool TableQuery::stepsBySortValue(int segment) const {
    if (m_sqlite || segment < 0 || segment >= m_segments.size() || m_numericSort)
        return false; // a number read from text has no index to skip through
    const int first = m_segments.at(segment).firstKey;
    return m_keyColumns.size() - first >= 2 && !m_table.primaryKey.contains(m_keyColumns.at(first)) &&
           m_keyColumns.at(first) != QLatin1String("ctid");
}

TableQuery::Statement TableQuery::anchorStep(int segment, const QVariant& fromValue, qint64 rows) const {
    const Segment& seg = m_segments.at(segment);
    const QString lead = keyExpression(seg.firstKey);
    const QString dir = m_descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
    // "From the first row holding fromValue on" and "ahead of the step's last row", in view order.
    const QString from = fromValue.isNull() ? QString()
                                            : lead + (m_descending ? QStringLiteral(" <= ") : QStringLiteral(" >= ")) +
                                                  keyPlaceholder(seg.firstKey);
    const QString ahead = lead + (m_descending ? QStringLiteral(" > md_step.lead") : QStringLiteral(" < md_step.lead"));
    const QString table = quote(m_table.name);
    Statement s;
    // 1. The sort value of the last row read, skipping through the index alone.
    s.sql = QStringLiteral("SELECT md_ahead.n, md_step.lead::text");
    QStringList tieKeys, tieOrder;
    for (int i = seg.firstKey + 1; i < m_keyColumns.size(); ++i) {
        const QString k = quote(m_keyColumns.at(i));
        tieKeys << k + QStringLiteral("::text AS \"md_key_%1\"").arg(i);
        tieOrder << k + dir;
        s.sql += QStringLiteral(", md_tie.\"md_key_%1\"").arg(i);
    }
    s.sql += QStringLiteral(" FROM (SELECT ") + lead + QStringLiteral(" AS lead FROM ") + table;
    s.sql += where(seg, &s.values, from);
    if (!fromValue.isNull())
        s.values << fromValue;
    s.sql += QStringLiteral(" ORDER BY ") + lead + dir + QStringLiteral(" OFFSET ? LIMIT 1) md_step");
    s.values << rows - 1;
    // 2. How many of the rows read come ahead of that value's first row (again through the index alone)...
    s.sql += QStringLiteral(" CROSS JOIN LATERAL (SELECT count(*) AS n FROM ") + table;
    QString range = ahead;
    if (!fromValue.isNull())
        range = from + QStringLiteral(" AND ") + ahead;
    s.sql += where(seg, &s.values, range);
    if (!fromValue.isNull())
        s.values << fromValue;
    s.sql += QStringLiteral(") md_ahead");
    // 3. ... so the last row read is the (rows - 1 - ahead)-th of the rows holding that value, in key order.
    s.sql += QStringLiteral(" CROSS JOIN LATERAL (SELECT ") + tieKeys.join(QLatin1String(", ")) +
             QStringLiteral(" FROM ") + table;
    s.sql += where(seg, &s.values, lead + QStringLiteral(" = md_step.lead"));
    s.sql += QStringLiteral(" ORDER BY ") + tieOrder.join(QLatin1String(", ")) +
             QStringLiteral(" OFFSET ? - md_ahead.n LIMIT 1) md_tie");
    s.values << rows - 1;
    return s;
}

TableQuery::Statement TableQuery::rowsBefore(int segment, const QVariantList& key) const {
    const Segment& seg = m_segments.at(segment);
    Statement s;
    QVariantList keyValues;
    if (findsByFilter()) {
        const QString keyset = keysetPredicate(seg, key, false, true, &keyValues, true);
        s.sql = QStringLiteral("SELECT count(*) FROM ") + quote(m_table.name) + where(seg, &s.values, keyset);
        s.values << keyValues;
        return s;
    }
    const QList<Arm> arms = keysetArms(seg, key, false, true);
    if (!arms.isEmpty()) { // each arm counted through its own index range
        QStringList counts;
        for (const Arm& arm : arms) {
            counts << QStringLiteral("(SELECT count(*) FROM ") + quote(m_table.name) +
                          where(seg, &s.values, arm.condition) + QLatin1Char(')');
            s.values << arm.values;
        }
        s.sql = QStringLiteral("SELECT ") + counts.join(QLatin1String(" + "));
        return s;
    }
    const QString keyset = keysetPredicate(seg, key, false, true, &keyValues);
    s.sql = QStringLiteral("SELECT count(*) FROM ") + quote(m_table.name) + where(seg, &s.values, keyset);
    s.values << keyValues;
    return s;
}

TableQuery::Statement TableQuery::keyOfRow(const QVariantList& primaryKey) const {
    Statement s;
    QStringList items;
    for (int i = 0; i < m_keyColumns.size(); ++i)
        items << keySelect(i);
    QStringList match;
    for (const QString& k : m_table.primaryKey)
        match << quote(k) + QStringLiteral(" = ?");
    s.sql = QStringLiteral("SELECT ") + items.join(QLatin1String(", ")) + QStringLiteral(" FROM ") +
            quote(m_table.name) + where(Segment{}, &s.values, match.join(QLatin1String(" AND ")));
    s.values << primaryKey;
    return s;
}

bool TableQuery::sortServedByIndex() const {
    if (m_numericSort)
        return false;
    return m_sortIsKey || m_table.sortServedByIndex(m_sortColumn);
}

QString TableQuery::identityList() const {
    QStringList items;
    for (int position : m_identityPositions)
        items << quote(m_keyColumns.at(position));
    return items.join(QLatin1String(", "));
}

TableQuery::Statement TableQuery::orderedKeys(int segment) const {
    const Segment& seg = m_segments.at(segment);
    Statement s;
    s.sql = QStringLiteral("SELECT ") + identityKeySelect() + QStringLiteral(" FROM ") + quote(m_table.name) +
            where(seg, &s.values) + orderBy(seg, false);
    return s;
}

QString TableQuery::identityMatch(const QList<QVariantList>& identities, QVariantList* values) const {
    if (identities.isEmpty())
        return QStringLiteral("1 = 0");
    QStringList alternatives;
    if (m_identityPositions.size() == 1) {
        // One column: an IN list, which both engines answer by looking each key up.
        const QString k = m_keyColumns.at(m_identityPositions.constFirst());
        QStringList placeholders;
        for (const QVariantList& identity : identities) {
            placeholders << castFor(k);
            *values << identity.value(0);
        }
        alternatives << quote(k) + QStringLiteral(" IN (") + placeholders.join(QLatin1String(", ")) + QLatin1Char(')');
    } else {
        for (const QVariantList& identity : identities) {
            QStringList parts;
            for (int i = 0; i < m_identityPositions.size(); ++i) {
                const QString k = m_keyColumns.at(m_identityPositions.at(i));
                parts << quote(k) + QStringLiteral(" = ") + castFor(k);
                *values << identity.value(i);
            }
            alternatives << QLatin1Char('(') + parts.join(QLatin1String(" AND ")) + QLatin1Char(')');
        }
    }
    return QLatin1Char('(') + alternatives.join(QLatin1String(" OR ")) + QLatin1Char(')');
}

TableQuery::Statement TableQuery::rowsWithIdentities(const QList<QVariantList>& identities) const {
    Statement s;
    QVariantList values;
    const QString match = identityMatch(identities, &values);
    s.sql = QStringLiteral("SELECT ") + selectList() + QStringLiteral(" FROM ") + quote(m_table.name) +
            where(Segment{}, &s.values, match);
    s.values << values;
    return s;
}

TableQuery::Statement TableQuery::firstRowsAmong(int segment, const QList<QVariantList>& identities, int limit) const {
    const Segment& seg = m_segments.at(segment);
    Statement s;
    QVariantList values;
    const QString match = identityMatch(identities, &values);
    s.sql = QStringLiteral("SELECT ") + selectList() + QStringLiteral(" FROM ") + quote(m_table.name) +
            where(seg, &s.values, match) + orderBy(seg, false) + QStringLiteral(" LIMIT %1").arg(limit);
    s.values << values;
    return s;
}

QString TableQuery::cutLead() const {
    // SQLite: "+column" sheds the column's affinity. A bound value has none, so a column declared TIMESTAMP (NUMERIC
    // affinity) would have the value tried as a number again at every row: 10M rows took 3.0 s instead of 1.5 s. The
    // cut was read from the column as stored, so it compares as stored.
    return m_sqlite && !m_numericSort ? QStringLiteral("+") + keyExpression(0) : keyExpression(0);
}

bool TableQuery::tiesApart(const Segment& seg, const SortCut& cut) const {
    // The ties are read in key order, which stops after the first of them only where an index of the key hands rows
    // out in it: the rowid or primary key (SQLite), the primary key (PostgreSQL; a ctid order is a sort of the table).
    return cut.common && cut.isSet() && seg.firstKey == 0 && m_keyColumns.size() > 1 &&
           (m_sqlite || !m_table.primaryKey.isEmpty());
}

QString TableQuery::foundFirst(const Segment& seg, const QString& select, int limit, bool reverse,
                               QVariantList* values) const {
    QStringList columns;
    for (const QString& key : m_keyColumns) {
        if (!m_table.column(key))
            return {};
        columns << quote(key);
    }
    // The key columns under their own names: the ORDER BY and the select list read them from md_found as from the
    // table.
    return QStringLiteral("WITH md_found AS MATERIALIZED (SELECT ") + columns.join(QLatin1String(", ")) +
           QStringLiteral(" FROM ") + quote(m_table.name) + where(seg, values) + QStringLiteral(") SELECT ") + select +
           QStringLiteral(" FROM md_found") + orderBy(seg, reverse) + QStringLiteral(" LIMIT %1").arg(limit);
}

QString TableQuery::firstRowsKeys(const Segment& seg, const QString& select, int limit, bool reverse,
                                  const SortCut& cut, const RowidSpan& span, QVariantList* values) const {
    if (cut.rare && m_spec.isFiltered() && !span.isSet()) {
        QVariantList found;
        const QString sql = foundFirst(seg, select, limit, reverse, &found);
        if (!sql.isEmpty()) {
            *values << found;
            return sql;
        }
    }
    QStringList reach;
    QVariantList reachValues;
    const bool upward = m_descending != reverse; // the view goes from large to small
    if (cut.hasLead() && !reverse && seg.firstKey == 0) {
        // The rows after the lead's (leadKeys reads those sharing it): an index range where one serves the sort.
        reach << keyExpression(0) + (upward ? QStringLiteral(" < ") : QStringLiteral(" > ")) + keyPlaceholder(0);
        reachValues << cut.lead;
    }
    if (cut.isSet() && seg.firstKey == 0) {
        const bool apart = tiesApart(seg, cut); // then the rows sharing the cut are read by cutTiesKeys
        reach << cutLead() +
                     (upward ? (apart ? QStringLiteral(" > ") : QStringLiteral(" >= "))
                             : (apart ? QStringLiteral(" < ") : QStringLiteral(" <= "))) +
                     keyPlaceholder(0);
        reachValues << cut.value;
    }
    if (m_sqlite && span.isSet()) // a range of the table's b-tree: the span's pages alone are read
        reach << QStringLiteral("rowid BETWEEN %1 AND %2").arg(span.first).arg(span.last);
    const QString filter = where(seg, values, reach.join(QLatin1String(" AND ")));
    *values << reachValues;
    return QStringLiteral("SELECT ") + select + QStringLiteral(" FROM ") + quote(m_table.name) + filter +
           orderBy(seg, reverse) + QStringLiteral(" LIMIT %1").arg(limit);
}

QString TableQuery::cutTiesKeys(const Segment& seg, const QString& select, int limit, bool reverse, const SortCut& cut,
                                QVariantList* values) const {
    Segment byKey = seg;
    byKey.firstKey = 1; // the rows share the sort value: the key alone orders them
    const QString filter = where(seg, values, cutLead() + QStringLiteral(" = ") + keyPlaceholder(0));
    *values << cut.value;
    return QStringLiteral("SELECT ") + select + QStringLiteral(" FROM ") + quote(m_table.name) + filter +
           orderBy(byKey, reverse) + QStringLiteral(" LIMIT %1").arg(limit);
}

namespace {
constexpr qint64 kCutSamples = 4096; ///< rows sortCut() samples
}

TableQuery::SortCut TableQuery::sortCutOf(const QList<QVariantList>& sample, qint64 rows, int wanted) const {
    const bool filtered = m_spec.isFiltered();
    // The sample's row at this place: each stands for about rows / kCutSamples rows, so some 8 × wanted reach it.
    const qint64 offset = rows > 0 ? (qint64(wanted) * 8 * kCutSamples + rows - 1) / rows : 0;
    QVariantList passing;
    for (const QVariantList& row : sample)
        if (row.value(1).toInt() == 1)
            passing << row.value(0);
    SortCut cut;
    if (passing.size() <= offset) {
        cut.rare = filtered;
    } else {
        cut.value = passing.at(offset);
        cut.common = passing.size() > offset + kCommonCutSamples &&
                     std::all_of(passing.cbegin() + offset + 1, passing.cbegin() + offset + 1 + kCommonCutSamples,
                                 [&](const QVariant& v) { return v == cut.value; });
    }
    if (filtered && sample.size() > kCommonCutSamples && leadApart()) {
        // A common first value none of whose sampled rows passes, shared by at least an eighth as many rows as pass
        // in all: reading it apart costs about its rows' and the passing rows' index entries, walking it a lookup
        // of each of its rows (several times an index entry's cost).
        const QVariant first = sample.constFirst().value(0);
        qsizetype group = 0;
        bool passes = false;
        for (; group < sample.size() && sample.at(group).value(0) == first; ++group)
            passes = passes || sample.at(group).value(1).toInt() == 1;
        if (!first.isNull() && group > kCommonCutSamples && !passes && group * 8 >= passing.size())
            cut.lead = first;
    }
    return cut;
}

bool TableQuery::findsByFilter() const {
    return m_sqlite && !m_sortIsKey && !m_numericSort && m_spec.isFiltered() && m_error.isEmpty() &&
           !m_indexedEquality.isEmpty() && sortServedByIndex();
}

TableQuery::Statement TableQuery::anchorsByFilter(int segment, qint64 stride) const {
    Statement s;
    if (!findsByFilter() || stride < 1 || segment < 0 || segment >= m_segments.size())
        return s;
    const Segment& seg = m_segments.at(segment);
    // The view's order with the sort column as an expression (+), which its index cannot hand out: the planner
    // finds the rows by the filter's index and sorts them (the window's ORDER BY), reading each row once in rowid
    // order rather than one lookup per row of the sort's index.
    const QString dir = m_descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
    QStringList order, keys;
    for (int i = seg.firstKey; i < m_keyColumns.size(); ++i)
        order << (i == seg.firstKey ? QStringLiteral("+") : QString()) + keyExpression(i) + dir;
    for (int i = 0; i < m_keyColumns.size(); ++i)
        keys << keySelect(i);
    s.sql = QStringLiteral("SELECT * FROM (SELECT row_number() OVER (ORDER BY %1) - 1 AS md_place, %2 FROM %3%4) "
                           "WHERE md_place > 0 AND md_place % ? = 0 ORDER BY md_place")
                .arg(order.join(QLatin1String(", ")), keys.join(QLatin1String(", ")), quote(m_table.name),
                     where(seg, &s.values));
    s.values << stride;
    return s;
}

bool TableQuery::leadApart() const {
    if (m_sortIsKey || m_numericSort || !m_spec.isFiltered() || !m_error.isEmpty())
        return false;
    if (m_sqlite) {
        const ColumnDescriptor* key =
            m_table.primaryKey.size() == 1 ? m_table.column(m_table.primaryKey.constFirst()) : nullptr;
        return m_table.indexesKnown && m_table.indexedColumns.contains(m_keyColumns.constFirst()) &&
               !m_indexedEquality.isEmpty() && key && key->kind == ColumnKind::Integer;
    }
    for (const QString& key : m_keyColumns)
        if (!m_table.column(key)) // ctid
            return false;
    return true;
}

QString TableQuery::leadKeys(const Segment& seg, const QString& select, int limit, const SortCut& cut,
                             QVariantList* values) const {
    Segment byKey = seg;
    byKey.firstKey = 1; // the rows share the sort value: the key alone orders them
    const QString table = quote(m_table.name);
    const QString equal = keyExpression(0) + QStringLiteral(" = ") + keyPlaceholder(0);
    if (m_sqlite) {
        // Both indexes hold the rowid, which is the key: their keys merged in order (INTERSECT with ORDER BY is a
        // merge; without it SQLite builds a b-tree of the first arm's millions), then only those rows are read.
        const QString k = quote(m_table.primaryKey.constFirst());
        const QString merged = QStringLiteral("%1 IN (SELECT %1 FROM %2 WHERE %3 INTERSECT SELECT %1 FROM %2 WHERE %4 "
                                              "ORDER BY 1)")
                                   .arg(k, table, equal, m_indexedEquality);
        const QString filter = where(seg, values, merged);
        *values << cut.lead << m_indexedEqualityValue;
        return QStringLiteral("SELECT ") + select + QStringLiteral(" FROM ") + table + filter + orderBy(byKey, false) +
               QStringLiteral(" LIMIT %1").arg(limit);
    }
    // One scan the planner picks for the rows passing that share the value (the sort column's index where they are
    // few, a parallel scan where they are millions), apart from the ORDER BY … LIMIT, which walked them one by one.
    QStringList columns;
    for (const QString& key : m_keyColumns)
        columns << quote(key);
    const QString filter = where(seg, values, equal);
    *values << cut.lead;
    return QStringLiteral("WITH md_lead AS MATERIALIZED (SELECT ") + columns.join(QLatin1String(", ")) +
           QStringLiteral(" FROM ") + table + filter + QStringLiteral(") SELECT ") + select +
           QStringLiteral(" FROM md_lead") + orderBy(byKey, false) + QStringLiteral(" LIMIT %1").arg(limit);
}

QString TableQuery::identityKeySelect() const {
    QStringList items;
    for (int position : m_identityPositions)
        items << keySelect(position);
    return items.join(QLatin1String(", "));
}

TableQuery::Statement TableQuery::firstKeys(int segment, int limit, const SortCut& cut, const RowidSpan& span) const {
    Statement s;
    SortCut withoutLead = cut; // a span reads its part of the whole order; pageByKeys() alone reads a lead apart
    withoutLead.lead.clear();
    s.sql = firstRowsKeys(m_segments.at(segment), identityKeySelect(), limit, false, withoutLead, span, &s.values);
    return s;
}

TableQuery::Statement TableQuery::cutTies(int segment, int limit, const SortCut& cut) const {
    Statement s;
    const Segment& seg = m_segments.at(segment);
    if (tiesApart(seg, cut))
        s.sql = cutTiesKeys(seg, identityKeySelect(), limit, false, cut, &s.values);
    return s;
}

TableQuery::Statement TableQuery::pageByKeys(int segment, int limit, bool reverse, const SortCut& cut) const {
    Statement s;
    const Segment& seg = m_segments.at(segment);
    const bool lead = cut.hasLead() && !reverse && seg.firstKey == 0 && !cut.rare && leadApart();
    QString leading;
    if (lead) // the first rows sharing the lead's value, then those after it
        leading = leadKeys(seg, identityList(), limit, cut, &s.values);
    SortCut rest = cut;
    if (!lead)
        rest.lead.clear();
    QString keys = firstRowsKeys(seg, identityList(), limit, reverse, rest, {}, &s.values);
    const bool apart = tiesApart(seg, cut);
    if (apart) // the rows before the cut, then the first rows sharing it: both engines need the aliases
        keys = QStringLiteral("SELECT * FROM (%1) AS md_before UNION ALL SELECT * FROM (%2) AS md_ties")
                   .arg(keys, cutTiesKeys(seg, identityList(), limit, reverse, cut, &s.values));
    if (lead)
        keys = QStringLiteral("SELECT * FROM (%1) AS md_leading UNION ALL SELECT * FROM (%2) AS md_after")
                   .arg(leading, keys);
    const QString table = quote(m_table.name);
    const bool ctid = !m_sqlite && m_table.primaryKey.isEmpty();
    QString match;
    if (ctid) // a tid list is looked up by a TID scan; "ctid IN (subquery)" would read the table again
        match = QStringLiteral("ctid = ANY(ARRAY(") + keys + QStringLiteral("))");
    else if (m_identityPositions.size() == 1)
        match = identityList() + QStringLiteral(" IN (") + keys + QLatin1Char(')');
    else
        match = QLatin1Char('(') + identityList() + QStringLiteral(") IN (") + keys + QLatin1Char(')');
    s.sql = QStringLiteral("SELECT ") + selectList() + QStringLiteral(" FROM ") + table + QStringLiteral(" WHERE ") +
            match + orderBy(seg, reverse);
    if (apart || lead) // up to `limit` rows of each
        s.sql += QStringLiteral(" LIMIT %1").arg(limit);
    return s;
}

TableQuery::Statement TableQuery::rowidRange() const {
    Statement s;
    if (m_sqlite)
        // Two lookups at the ends of the rowid b-tree; min() and max() in one SELECT would scan it.
        s.sql =
            QStringLiteral("SELECT (SELECT min(rowid) FROM %1), (SELECT max(rowid) FROM %1)").arg(quote(m_table.name));
    return s;
}

TableQuery::Statement TableQuery::integerKeyRange() const {
    Statement s;
    if (m_spec.isFiltered() || m_segments.size() != 1 || m_keyColumns.size() != 1 || !m_sortIsKey)
        return s;
    const ColumnDescriptor* key = m_table.column(m_sortColumn);
    if (!key || key->kind != ColumnKind::Integer || m_table.primaryKey.size() != 1)
        return s;
    const QString k = quote(m_sortColumn), table = quote(m_table.name);
    s.sql = QStringLiteral("SELECT (SELECT min(%1) FROM %2), (SELECT max(%1) FROM %2)").arg(k, table);
    return s;
}

TableQuery::Statement TableQuery::sortCut(int segment, qint64 rows, int wanted) const {
    Statement s;
    if (segment < 0 || segment >= m_segments.size() || rows < 64 * kCutSamples || wanted <= 0)
        return s;
    const Segment& seg = m_segments.at(segment);
    if (seg.firstKey != 0) // the NULL segment of a number kept as text orders by key
        return s;
    const QString table = quote(m_table.name);
    const QString dir = m_descending ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
    // Every sampled row, with whether it passes the filter: sortCutOf() counts those passing to the cut, and sees
    // the segment's first value whether or not its rows pass.
    QString select = keySelect(0) + QStringLiteral(", 1");
    if (!m_filterSql.isEmpty()) {
        select = keySelect(0) + QStringLiteral(", CASE WHEN ") + m_filterSql + QStringLiteral(" THEN 1 ELSE 0 END");
        s.values << m_filterValues;
    }
    QStringList conditions;
    if (!seg.condition.isEmpty())
        conditions << seg.condition;
    if (m_sqlite) {
        // Evenly spread rowids, each looked up by key; a gap where rows were deleted is simply no sample.
        const qint64 step = qMax<qint64>(1, rows / kCutSamples);
        s.sql = QStringLiteral("WITH RECURSIVE md_sample(r) AS (SELECT min(rowid) FROM %1 UNION ALL SELECT r + %2 "
                               "FROM md_sample WHERE r + %2 <= (SELECT max(rowid) FROM %1)) ")
                    .arg(table)
                    .arg(step);
        s.sql += QStringLiteral("SELECT ") + select + QStringLiteral(" FROM ") + table;
        conditions << QStringLiteral("rowid IN (SELECT r FROM md_sample)");
    } else {
        // Whole pages picked at random, read without the rest of the table.
        const double percent = qBound(0.001, 100.0 * double(kCutSamples) / double(rows), 100.0);
        s.sql = QStringLiteral("SELECT ") + select + QStringLiteral(" FROM ") + table +
                QStringLiteral(" TABLESAMPLE SYSTEM (%1)").arg(percent, 0, 'f', 4);
    }
    if (!conditions.isEmpty())
        s.sql += QStringLiteral(" WHERE ") + conditions.join(QLatin1String(" AND "));
    s.sql += QStringLiteral(" ORDER BY ") + keyExpression(0) + dir;
    return s;
}

} // namespace metadesk
