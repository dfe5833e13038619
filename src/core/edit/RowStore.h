#pragma once

#include "core/catalog/TableDescriptor.h"

#include <QVariantMap>

class QSqlQuery;

namespace metadesk {

class DbConnection;

/// Reads single rows by primary key in the edit path's stored form (see valuecodec), on the calling thread.
class RowStore {
public:
    RowStore(const DbConnection& connection, const TableDescriptor& table);

    /// The row with this key. *found is false (and true returned) when no row has it.
    bool fetch(const QVariantList& key, QVariantMap* row, bool* found, QString* error) const;
    /// "a, b, c" in stored form, for SELECT lists.
    QString selectList() const;
    /// "k1 = ? AND k2 = ?" for the primary key.
    QString keyPredicate() const;
    QString quote(const QString& identifier) const;
    QString quotedTable() const;
    /// A row's values (from a SELECT of selectList()) keyed by column name.
    QVariantMap rowFrom(const QSqlQuery& query, int firstColumn = 0) const;

private:
    const DbConnection& m_conn;
    const TableDescriptor& m_table;
};

} // namespace metadesk
