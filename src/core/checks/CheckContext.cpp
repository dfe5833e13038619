#include "CheckContext.h"

#include "core/catalog/Catalog.h"
#include "core/db/CancelRequest.h"
#include "core/db/DbConnection.h"
#include "core/db/SqlIdentifier.h"
#include "core/edit/ValueCodec.h"

#include <QSqlQuery>

namespace metadesk {

QString q(const QString& identifier) {
    return quoteIdentifier(identifier);
}

CheckContext::CheckContext(const DbConnection& connection, const LiveSchema& live, const QDateTime& now,
                           int exampleLimit, CancelRequest* cancel, const RunThresholds& thresholds)
    : m_conn(connection), m_live(live), m_catalog(Catalog::reconciled(live)), m_now(now.toUTC()),
      m_limit(qMax(1, exampleLimit)), m_cancel(cancel), m_thresholds(thresholds) {}

bool CheckContext::sqlite() const {
    return m_conn.isSqlite();
}

bool CheckContext::cancelled() const {
    return m_cancel && m_cancel->isRequested();
}

const TableDescriptor* CheckContext::table(const QString& name, const QStringList& columns) const {
    const TableDescriptor* t = catalog().table(name);
    if (!t || !t->described || !m_live.hasTable(name))
        return nullptr;
    for (const QString& c : columns)
        if (!t->column(c))
            return nullptr;
    return t;
}

bool CheckContext::hasIndex(const QString& table, const QString& name) const {
    const LiveTable* t = m_live.table(table);
    if (!t)
        return false;
    for (const LiveIndex& index : t->indexes)
        if (index.name == name)
            return true;
    return false;
}

QString CheckContext::placeholder(const ColumnDescriptor& column) const {
    return valuecodec::placeholder(column, sqlite());
}

QVariant CheckContext::timeValue(const ColumnDescriptor& column, const QDateTime& time) const {
    return valuecodec::toBind(column, time.toUTC(), sqlite());
}

namespace {

/// PostgreSQL's prefix for a column's JSON functions (json_… or jsonb_…); empty for any other type.
QString pgJsonPrefix(const ColumnDescriptor& column) {
    const QString type = column.storageType.toLower();
    return type == QLatin1String("jsonb") || type == QLatin1String("json") ? type : QString();
}

/// SQLite's json_type names mapped to JSON's own (true and false are booleans, integer and real numbers).
QString sqliteTypeName(const QString& expression) {
    return QStringLiteral("(CASE %1 WHEN 'true' THEN 'boolean' WHEN 'false' THEN 'boolean' WHEN 'integer' THEN "
                          "'number' WHEN 'real' THEN 'number' WHEN 'text' THEN 'string' ELSE %1 END)")
        .arg(expression);
}

} // namespace

QString CheckContext::jsonField(const ColumnDescriptor& column, const QString& expression, const QString& field) const {
    // Field names come from this code, never from the database or a user; they are plain words.
    if (sqlite())
        return QStringLiteral("CASE WHEN json_valid(%1) THEN json_extract(%1, '$.%2') END").arg(expression, field);
    if (pgJsonPrefix(column).isEmpty())
        return {};
    return QStringLiteral("(%1->>'%2')").arg(expression, field);
}

QString CheckContext::jsonType(const ColumnDescriptor& column, const QString& expression,
                               const QStringList& path) const {
    // Paths come from this code, never from the database or a user; they are plain words.
    if (sqlite()) {
        const QString at = path.isEmpty() ? QString() : QStringLiteral(", '$.%1'").arg(path.join(QLatin1Char('.')));
        return sqliteTypeName(
            QStringLiteral("(CASE WHEN json_valid(%1) THEN json_type(%1%2) END)").arg(expression, at));
    }
    const QString prefix = pgJsonPrefix(column);
    if (prefix.isEmpty())
        return {};
    const QString value =
        path.isEmpty() ? expression : QStringLiteral("(%1 #> '{%2}')").arg(expression, path.join(QLatin1Char(',')));
    return QStringLiteral("%1_typeof(%2)").arg(prefix, value);
}

QString CheckContext::jsonObjectsIn(const ColumnDescriptor& column, const QString& expression,
                                    const QString& field) const {
    if (sqlite())
        // json_each of NULL is empty; a scalar at the path would be one row, which the type filter drops.
        return QStringLiteral("(SELECT value AS v FROM json_each(CASE WHEN json_valid(%1) THEN %1 END, '$.%2') "
                              "WHERE type = 'object')")
            .arg(expression, field);
    const QString prefix = pgJsonPrefix(column);
    if (prefix.isEmpty())
        return {};
    // The elements of anything but an array would fail the statement: only an array is expanded.
    return QStringLiteral("(SELECT e.v FROM %1_array_elements(CASE WHEN %1_typeof(%2 -> '%3') = 'array' THEN %2 -> "
                          "'%3' END) AS e(v) WHERE %1_typeof(e.v) = 'object')")
        .arg(prefix, expression, field);
}

QString CheckContext::jsonElementText(const ColumnDescriptor& column, const QString& element,
                                      const QStringList& path) const {
    Q_UNUSED(column)
    if (sqlite())
        return QStringLiteral("json_extract(%1, '$.%2')").arg(element, path.join(QLatin1Char('.')));
    return QStringLiteral("(%1 #>> '{%2}')").arg(element, path.join(QLatin1Char(',')));
}

QString CheckContext::jsonMembers(const ColumnDescriptor& column, const QString& expression) const {
    if (sqlite())
        return QStringLiteral("(SELECT key AS k, %2 AS jt, CASE type WHEN 'true' THEN 'true' WHEN 'false' THEN 'false' "
                              "WHEN 'object' THEN NULL WHEN 'array' THEN NULL ELSE CAST(value AS TEXT) END AS jv FROM "
                              "json_each(CASE WHEN json_valid(%1) THEN CASE WHEN json_type(%1) = 'object' THEN %1 END "
                              "END))")
            .arg(expression, sqliteTypeName(QStringLiteral("type")));
    const QString prefix = pgJsonPrefix(column);
    if (prefix.isEmpty())
        return {};
    return QStringLiteral("(SELECT e.key AS k, %1_typeof(e.value) AS jt, CASE WHEN %1_typeof(e.value) IN ('object', "
                          "'array') THEN NULL ELSE e.value #>> '{}' END AS jv FROM %1_each(CASE WHEN %1_typeof(%2) = "
                          "'object' THEN %2 END) AS e)")
        .arg(prefix, expression);
}

QString CheckContext::distinct(const QString& a, const QString& b) const {
    return sqlite() ? QStringLiteral("(%1 IS NOT %2)").arg(a, b) : QStringLiteral("(%1 IS DISTINCT FROM %2)").arg(a, b);
}

bool CheckContext::exec(QSqlQuery* query, const QString& sql, const QVariantList& values, QString* error) {
    if (m_cancel)
        m_cancel->statementStarted(m_conn);
    const bool ok = m_conn.execBound(query, sql, values, error);
    if (m_cancel)
        m_cancel->statementEnded();
    return ok;
}

} // namespace metadesk
