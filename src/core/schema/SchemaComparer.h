#pragma once

#include "MigrationSet.h"
#include "SchemaDiff.h"

#include <QMap>
#include <QSet>

namespace metadesk {

class DbConnection;

/// Compares a database's tables and columns with those a revision's migrations create (before a baseline/stamp).
///
/// The revision's schema is built by running the migrations up to it where they leave no trace: on SQLite in a
/// private in-memory database, on PostgreSQL in a scratch schema inside a transaction that is rolled back (so it
/// needs a connection that may create a schema; nothing stays). Statements that refuse a transaction (CREATE INDEX
/// CONCURRENTLY…) are skipped: they change indexes, not tables or columns.
class SchemaComparer {
public:
    using Columns = QMap<QString, QSet<QString>>; ///< table -> column names

    /// The platform's tables as the migrations up to `revision` create them, and as the whole set does (head).
    static bool expected(const DbConnection& connection, const MigrationSet& set, const QString& revision,
                         Columns* atRevision, Columns* atHead, QString* error);
    /// The live tables and columns of the connection's schema.
    static bool live(const DbConnection& connection, Columns* out, QString* error);
    /// Missing and extra tables and columns. Tables neither the platform nor any of its migrations name (the other
    /// platform's, the version tables, anything else) are not compared.
    static bool compare(const DbConnection& connection, const MigrationSet& set, const QString& revision,
                        SchemaDiff* out, QString* error);
};

} // namespace metadesk
