#pragma once

#include <QString>
#include <QStringList>

namespace metadesk {

class DbConnection;

/// Drops a table's secondary indexes (and, on PostgreSQL, its foreign keys) for a bulk load and builds them again
/// afterwards, inside the same transaction: one sorted build and one validating join are far cheaper than
/// maintaining six indexes and five checks row by row. Each index is rebuilt from the definition the catalog holds
/// (SQLite keeps the migration's own CREATE INDEX text), so the schema is identical afterwards.
class DeferredIndexes {
public:
    /// expectedIndexes: the secondary index names the migration gives the table. drop() refuses a table whose
    /// indexes differ, so a migration that changes them cannot be half-restored unnoticed.
    DeferredIndexes(const DbConnection& conn, const QString& table, const QStringList& expectedIndexes)
        : m_conn(conn), m_table(table), m_expected(expectedIndexes) {}
    /// Drops the secondary indexes (and PostgreSQL foreign keys), remembering how to build them again.
    bool drop(QString* error);
    /// Builds again what drop() removed.
    bool restore(QString* error);

private:
    /// Runs a query of (name, definition) rows; each name is dropped with dropSql ({table} and {name} filled in), each
    /// definition kept for restore.
    bool collect(const QString& sql, const QString& dropSql, QStringList* drops, QStringList* recreate,
                 QStringList* names, QString* error);
    QString quote(const QString& name) const;

    const DbConnection& m_conn;
    QString m_table;
    QStringList m_expected;
    QStringList m_recreate;
};

} // namespace metadesk
