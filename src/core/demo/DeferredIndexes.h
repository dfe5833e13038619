#pragma once

#include <QString>
#include <QStringList>

namespace metadesk {

class DbConnection;

/// Drops a table's secondary indexes (and, on PostgreSQL, its foreign keys) for a bulk load and builds them again
/// afterwards, inside the same transaction: one sorted build and one validating join are far cheaper than
/// maintaining eight indexes and five checks row by row. The schema is identical afterwards.
class DeferredIndexes {
public:
    DeferredIndexes(const DbConnection& conn, const QString& table) : m_conn(conn), m_table(table) {}
    /// Drops the secondary indexes (and PostgreSQL foreign keys), remembering how to build them again.
    bool drop(QString* error);
    /// Builds again what drop() removed.
    bool restore(QString* error);

private:
    /// Runs a query of (name, definition) rows; each name is dropped with dropSql ({table} and {name} filled in), each
    /// definition kept for restore.
    bool collect(const QString& sql, const QString& dropSql, QStringList* drops, QStringList* recreate, QString* error);
    QString quote(const QString& name) const;

    const DbConnection& m_conn;
    QString m_table;
    QStringList m_recreate;
};

} // namespace metadesk
