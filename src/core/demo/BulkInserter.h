#pragma once

#include <QSqlQuery>
#include <QStringList>
#include <QVariant>

namespace metadesk {

class DbConnection;

/// Inserts rows many at a time with one prepared multi-row INSERT, all values bound: fast enough to write millions
/// of demo rows in one transaction on either engine.
class BulkInserter {
public:
    BulkInserter(const DbConnection& connection, const QString& table, const QStringList& columns,
                 int rowsPerStatement = 200);
    /// Queues one row (values in column order); writes a batch when full. False on the first failure.
    bool add(const QVariantList& row);
    /// Writes what is queued.
    bool flush();
    QString error() const { return m_error; }
    qint64 written() const { return m_written; }

private:
    bool execBatch(QSqlQuery& query, int rows);
    bool execArrays(int rows);
    bool loadPostgresTypes();
    QString statement(int rows) const;

    const DbConnection& m_conn;
    QString m_table;
    QStringList m_columns;
    int m_rowsPerStatement;
    QVariantList m_pending;
    QSqlQuery m_full;
    bool m_fullPrepared = false;
    QString m_error;
    qint64 m_written = 0;
    /// PostgreSQL: the columns' types; when set, batches go as one array per column through unnest(), which the
    /// server parses far faster than thousands of separate literals.
    QStringList m_pgTypes;
};

} // namespace metadesk
