#pragma once

#include "LiveSchema.h"
#include "MigrationSet.h"
#include "SchemaDiff.h"

namespace metadesk {

class DbConnection;

/// Compares a database's schema, whole, with the one a revision's migrations make: before a baseline (stamp), and as
/// drift of a database whose version table says it is at that revision.
///
/// Everything that tells one revision from the next is compared: tables, columns with their types, nullability and
/// defaults, primary keys, foreign keys (with their actions), unique constraints, indexes with their method, columns
/// and predicates, CHECK constraints, triggers and the schema's own functions, each in the engine's own spelling
/// (format_type, pg_get_expr, pg_get_indexdef, pg_get_constraintdef, pg_get_triggerdef on PostgreSQL; PRAGMA
/// table_info and the stored CREATE text on SQLite), so the expected schema, made by the same engine, never differs by
/// how it is written. Column order is not compared (nothing depends on it).
///
/// Nothing is written to the database compared. The expected schema comes, on SQLite, from running the migrations in a
/// private in-memory database; on PostgreSQL, from the description of each revision Metadesk ships
/// (resources/schemas/<platform>-postgresql.json), made by running the same migrations on PostgreSQL 15 and held to
/// them by a test.
///
/// Tables: the platform's own and any table no migration of either platform makes are compared; the other
/// platform's tables and the bookkeeping tables (version tables, schema_state) are not.
class SchemaComparer {
public:
    /// The schema the migrations up to `revision` make on the connection's engine (only the platform's tables).
    static bool expected(const DbConnection& connection, const MigrationSet& set, const QString& revision,
                         LiveSchema* out, QString* error);
    /// Every difference between the connection's schema and `revision`'s. False (with the reason) only when the
    /// comparison could not be made.
    static bool compare(const DbConnection& connection, const MigrationSet& set, const QString& revision,
                        SchemaDiff* out, QString* error);
    /// Every difference between `live` and `expected` for `platform`, with the variants the platform itself leaves
    /// on a database (see docs/schema.md: a Tabularia database grown through the gateway's ALTER list).
    static SchemaDiff differences(const LiveSchema& live, const LiveSchema& expected, Platform platform);

    /// Runs `set`'s migrations up to `revision` in `db` (empty, writable: a scratch database) and reads the schema
    /// they leave. How the shipped descriptions are made, and what the SQLite comparison does in memory.
    static bool build(const QSqlDatabase& db, bool sqlite, const MigrationSet& set, const QString& revision,
                      LiveSchema* out, QString* error);
    /// The description of every revision's schema, as shipped: each distinct table (and function) written once,
    /// under a short hash of its text, and each revision naming the ones it has:
    /// {"platform", "engine", "tables": {hash: table}, "functions": {hash: text},
    ///  "revisions": [{"revision", "tables": {name: hash}, "functions": {signature: hash}}]}.
    static QJsonObject describe(Platform platform, const QStringList& revisions, const QList<LiveSchema>& schemas);
    /// The schema of `revision` in such a description (false when the description has no such revision).
    static bool schemaIn(const QJsonObject& description, const QString& revision, LiveSchema* out);
    /// The shipped description of every revision of `platform` on PostgreSQL (see describe()).
    static bool shippedDescription(Platform platform, QJsonObject* out, QString* error);
    /// Where the shipped descriptions live in the resources, and in the source tree under resources/.
    static QString shippedDescriptionPath(Platform platform);
};

} // namespace metadesk
