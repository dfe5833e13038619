#pragma once

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

class QSqlDatabase;

namespace metadesk {

class DbConnection;

/// One column as the database has it.
struct LiveColumn {
    QString name;
    /// PostgreSQL: format_type() ("timestamp without time zone", "text[]", "character varying(64)"); SQLite: the
    /// declared type as written ("VARCHAR", "DATETIME", "" when none was given).
    QString type;
    bool nullable = true;
    /// A default, a sequence or an identity fills it when an insert omits it.
    bool hasDefault = false;
    QString defaultExpression;
};

struct LiveForeignKey {
    QStringList columns;
    QString table;
    QStringList refColumns;
    QString onDelete; ///< noaction, restrict, cascade, setnull, setdefault
    QString onUpdate; ///< the same words; not part of the JSON descriptions
};

/// An index made by CREATE INDEX (not one that backs a primary key or a unique constraint).
struct LiveIndex {
    QString name;
    QStringList columns; ///< column names, or the expression text
    bool unique = false;
    QString where; ///< the partial index's predicate, empty when it covers every row
    /// The engine's own text of the whole index, with the schema's name taken out: PostgreSQL's pg_get_indexdef
    /// (method, operator classes, predicate); SQLite's CREATE INDEX as stored. Empty in a written description.
    QString definition;
};

/// One table as the database has it: what the catalog is reconciled with at open, and what schema tests compare
/// with the platforms' own descriptions.
struct LiveTable {
    QString name;
    QList<LiveColumn> columns; ///< in the table's column order
    QStringList primaryKey;
    QList<LiveForeignKey> foreignKeys;
    QList<QStringList> unique; ///< UNIQUE constraints
    QList<LiveIndex> indexes;
    int checks = 0;
    /// The CHECK constraints' text, sorted: PostgreSQL's pg_get_constraintdef ("CHECK ((kind = ANY (…)))"), SQLite's
    /// clause as written in CREATE TABLE, whitespace collapsed. Empty in a written description.
    QStringList checkClauses;
    QStringList triggers;
    /// Each trigger's whole definition in the order of `triggers` (pg_get_triggerdef; SQLite's CREATE TRIGGER), with
    /// the schema's name taken out. Empty in a written description.
    QStringList triggerDefinitions;
    /// Statistics, not schema (never written in a description, never compared): the most rows ANALYZE estimates to
    /// share one value of a column, by column — PostgreSQL's pg_stats (the commonest value's share of the rows, or the
    /// rows over the distinct values where that is more), SQLite's sqlite_stat1 (the average, for a column that leads
    /// an index). A column not here has no statistics.
    QMap<QString, double> rowsPerValue;
    /// SQLite: the rows are stored by their key, the rowid (no primary key, or a single INTEGER one), which ends
    /// every index of the table.
    bool rowidKey = false;

    const LiveColumn* column(const QString& name) const;
    QStringList columnNames() const;
};

/// The tables of a connection's schema (SQLite: main; PostgreSQL: current_schema()), read from the engine's own
/// catalog (pg_catalog, never information_schema, which hides what the role may not read). Only what the database
/// is, never what Metadesk expects. Reading writes nothing.
class LiveSchema {
public:
    static bool read(const DbConnection& connection, LiveSchema* out, QString* error);
    /// The same from an open QSqlDatabase (an in-memory SQLite database Metadesk built, for one).
    static bool read(const QSqlDatabase& db, bool sqlite, LiveSchema* out, QString* error);

    const QMap<QString, LiveTable>& tables() const { return m_tables; }
    /// PostgreSQL: the schema's own functions and procedures (not an extension's), by signature
    /// ("audit_log_append_only()"), each with its pg_get_functiondef text, the schema's name taken out.
    const QMap<QString, QString>& functions() const { return m_functions; }
    const LiveTable* table(const QString& name) const;
    bool hasTable(const QString& name) const { return m_tables.contains(name); }
    bool isSqlite() const { return m_sqlite; }

    /// {"<table>": {"columns": [...], "primaryKey": [...], ...}} in the form the schema descriptions under
    /// tests/data/schemas use.
    QJsonObject toJson() const;
    static LiveTable tableFromJson(const QString& name, const QJsonObject& object);
    /// {"tables": toJson(), "functions": {...}}: everything the comparison holds, as Metadesk ships the schema each
    /// revision makes on PostgreSQL (resources/schemas).
    QJsonObject toFullJson() const;
    static LiveSchema fromFullJson(const QJsonObject& object, bool sqlite);

    void insert(const LiveTable& table) { m_tables.insert(table.name, table); }
    void remove(const QString& table) { m_tables.remove(table); }

private:
    bool readSqlite(const QSqlDatabase& db, QString* error);
    bool readPostgres(const QSqlDatabase& db, QString* error);

    QMap<QString, LiveTable> m_tables;
    QMap<QString, QString> m_functions;
    bool m_sqlite = true;
};

} // namespace metadesk
