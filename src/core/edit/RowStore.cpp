#include "RowStore.h"

#include "ValueCodec.h"
#include "core/db/DbConnection.h"

#include <QSqlDriver>
#include <QSqlQuery>

namespace metadesk {

RowStore::RowStore(const DbConnection& connection, const TableDescriptor& table) : m_conn(connection), m_table(table) {}

QString RowStore::quote(const QString& identifier) const {
    return m_conn.db().driver()->escapeIdentifier(identifier, QSqlDriver::FieldName);
}

QString RowStore::quotedTable() const {
    return m_conn.db().driver()->escapeIdentifier(m_table.name, QSqlDriver::TableName);
}

QString RowStore::selectList() const {
    QStringList items;
    for (const ColumnDescriptor& c : m_table.columns)
        items << valuecodec::readExpression(c, m_conn.isSqlite(), quote(c.name));
    return items.join(QStringLiteral(", "));
}

QString RowStore::keyPredicate() const {
    QStringList parts;
    for (const QString& k : m_table.primaryKey)
        parts << quote(k) + QStringLiteral(" = ?");
    return parts.join(QStringLiteral(" AND "));
}

QVariantMap RowStore::rowFrom(const QSqlQuery& query, int firstColumn) const {
    QVariantMap row;
    for (int i = 0; i < m_table.columns.size(); ++i)
        row.insert(m_table.columns.at(i).name, query.value(firstColumn + i));
    return row;
}

bool RowStore::fetch(const QVariantList& key, QVariantMap* row, bool* found, QString* error) const {
    *found = false;
    if (m_table.primaryKey.isEmpty() || key.size() != m_table.primaryKey.size()) {
        if (error)
            *error = QObject::tr("%1 rows cannot be found by key.").arg(m_table.label);
        return false;
    }
    QSqlQuery q(m_conn.db());
    const QString sql = QStringLiteral("SELECT %1 FROM %2 WHERE %3").arg(selectList(), quotedTable(), keyPredicate());
    if (!m_conn.execBound(&q, sql, key, error))
        return false;
    if (q.next()) {
        *row = rowFrom(q);
        *found = true;
    }
    return true;
}

} // namespace metadesk
