#pragma once

#include "MigrationLint.h"

#include <QHash>
#include <QStringList>
#include <QVariantList>

namespace metadesk {

class DbConnection;

/// The live database as MigrationLint reads it: a read-only snapshot (PostgreSQL: REPEATABLE READ READ ONLY; SQLite:
/// a deferred transaction), the tables, each table's rows and size, its columns, whether functions are volatile.
/// Everything is read once per lint and kept; nothing is ever written.
class LintSnapshot {
public:
    /// A table's rows (exact up to the limit, else an estimate or "more than") and size with its indexes.
    struct Figures {
        qint64 rows = -1;
        LintFinding::Count count = LintFinding::Count::Unknown;
        qint64 bytes = -1; ///< -1 where the engine does not tell (SQLite without dbstat)
        bool hasRows() const { return rows > 0; }
        bool empty() const { return rows == 0 && count == LintFinding::Count::Exact; }
    };
    struct Column {
        QString name; ///< as the database spells it
        QString type; ///< PostgreSQL: format_type(); SQLite: the declared type
        bool notNull = false;
    };

    LintSnapshot(const DbConnection& connection, qint64 exactLimit);
    /// Starts the snapshot and lists the tables; false with the database's text.
    bool begin(QStringList* tables, QString* error);
    /// Ends the snapshot (a rollback: nothing was written).
    void end();

    bool isSqlite() const { return m_sqlite; }
    /// How names are compared: SQLite without case, PostgreSQL exactly (unquoted names arrive folded).
    QString key(const QString& name) const { return m_sqlite ? name.toLower() : name; }
    QString quoteColumn(const QString& name) const;

    Figures figures(const QString& table);
    /// The table's columns by key().
    QHash<QString, Column> columns(const QString& table);
    /// The rows of `table` matching `condition` (SQL the migration holds), counted up to the exact-count limit.
    void boundedCount(const QString& table, const QString& condition, qint64* rows, LintFinding::Count* count);
    /// Rows of `table` (`alias`) matching `condition`, all counted: for a table known to be within the limit.
    bool count(const QString& table, const QString& alias, const QString& condition, qint64* rows);
    /// PostgreSQL: whether one of `functions` is volatile (computed anew for each row).
    bool anyVolatile(const QStringList& functions);

private:
    /// Runs a count that may fail (a condition naming what does not exist yet) without spoiling the snapshot.
    bool tryCount(const QString& sql, const QVariantList& values, qint64* out);
    QString quoteTable(const QString& name) const;

    const DbConnection& m_conn;
    const bool m_sqlite;
    const qint64 m_exactLimit;
    bool m_dbstat = false;
    bool m_stat1 = false;
    QHash<QString, Figures> m_figures;
    QHash<QString, QHash<QString, Column>> m_columns;
};

} // namespace metadesk
