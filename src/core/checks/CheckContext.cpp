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

QString CheckContext::jsonField(const ColumnDescriptor& column, const QString& expression, const QString& field) const {
    // Field names come from this code, never from the database or a user; they are plain words.
    if (sqlite())
        return QStringLiteral("CASE WHEN json_valid(%1) THEN json_extract(%1, '$.%2') END").arg(expression, field);
    const QString type = column.storageType.toLower();
    if (type == QLatin1String("jsonb") || type == QLatin1String("json"))
        return QStringLiteral("(%1->>'%2')").arg(expression, field);
    return {};
}

QString CheckContext::distinct(const QString& a, const QString& b) const {
    return sqlite() ? QStringLiteral("(%1 IS NOT %2)").arg(a, b) : QStringLiteral("(%1 IS DISTINCT FROM %2)").arg(a, b);
}

bool CheckContext::exec(QSqlQuery* query, const QString& sql, const QVariantList& values, QString* error) {
    if (m_cancel)
        m_cancel->statementStarted(m_conn.url(), m_conn.backendPid());
    const bool ok = m_conn.execBound(query, sql, values, error);
    if (m_cancel)
        m_cancel->statementEnded();
    return ok;
}

} // namespace metadesk
