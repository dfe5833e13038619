#pragma once

#include <QList>
#include <QString>

namespace metadesk {

/// Splits a migration's SQL text into single statements, because drivers execute one statement per call.
///
/// Understands quotes, identifiers, `--` and block comments, PostgreSQL dollar quoting and SQLite trigger bodies
/// (`BEGIN … END;`), so a semicolon inside any of them does not split.
class SqlScript {
public:
    struct Statement {
        QString sql;
        int line = 0;   ///< 1-based line in the script where the statement starts
        int number = 0; ///< 1-based position among the script's statements
        /// The engine refuses it inside a transaction block (CREATE INDEX CONCURRENTLY, VACUUM…): it runs on its own.
        bool outsideTransaction = false;
    };
    static QList<Statement> split(const QString& script, int firstLine = 1);
    /// Whether PostgreSQL (or SQLite) refuses `sql` inside a transaction block: CREATE/DROP INDEX CONCURRENTLY,
    /// REINDEX … CONCURRENTLY, VACUUM, CREATE/DROP DATABASE, ALTER SYSTEM, CREATE/DROP TABLESPACE.
    static bool refusesTransaction(const QString& sql);
    /// The index a `CREATE [UNIQUE] INDEX CONCURRENTLY` statement builds, or empty.
    static QString concurrentIndexName(const QString& sql);
};

} // namespace metadesk
