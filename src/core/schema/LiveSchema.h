#pragma once

#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

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
};

/// An index made by CREATE INDEX (not one that backs a primary key or a unique constraint).
struct LiveIndex {
    QString name;
    QStringList columns; ///< column names, or the expression text
    bool unique = false;
    QString where; ///< the partial index's predicate, empty when it covers every row
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
    QStringList triggers;

    const LiveColumn* column(const QString& name) const;
    QStringList columnNames() const;
};

/// The tables of a connection's schema (SQLite: main; PostgreSQL: current_schema()), read from the engine's own
/// catalog. Only what the database is, never what Metadesk expects.
class LiveSchema {
public:
    static bool read(const DbConnection& connection, LiveSchema* out, QString* error);

    const QMap<QString, LiveTable>& tables() const { return m_tables; }
    const LiveTable* table(const QString& name) const;
    bool hasTable(const QString& name) const { return m_tables.contains(name); }
    bool isSqlite() const { return m_sqlite; }

    /// {"<table>": {"columns": [...], "primaryKey": [...], ...}} in the form the schema descriptions under
    /// tests/data/schemas use.
    QJsonObject toJson() const;
    static LiveTable tableFromJson(const QString& name, const QJsonObject& object);

    void insert(const LiveTable& table) { m_tables.insert(table.name, table); }

private:
    bool readSqlite(const DbConnection& connection, QString* error);
    bool readPostgres(const DbConnection& connection, QString* error);

    QMap<QString, LiveTable> m_tables;
    bool m_sqlite = true;
};

} // namespace metadesk
