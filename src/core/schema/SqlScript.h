#pragma once

#include <QList>
#include <QString>

namespace metadesk {

/// Splits a migration's SQL text into single statements, because drivers execute one statement per call.
///
/// The lexer follows PostgreSQL's own (scan.l) wherever a semicolon could hide, so a file the platform's runner
/// applies whole splits into statements PostgreSQL accepts one by one:
/// - `--` comments to the end of the line and `/* … */` comments, which nest (`/* a /* b */ still comment */`);
///   comments are left out of the statements' text.
/// - Standard strings `'…'` (a doubled quote escapes; a backslash is an ordinary character, as with
///   standard_conforming_strings on, PostgreSQL's default), with the prefixes `N`, `B`, `X` and `U&`.
/// - Escape strings `E'…'`: a backslash escapes the next character (`E'it\'s'`), also in a continuation on a
///   following line (`E'a'` newline `'b\'c'`).
/// - Quoted identifiers `"…"` and `U&"…"` (a doubled quote escapes).
/// - Dollar quotes `$tag$ … $tag$`, the tag empty or a letter or `_` followed by letters, digits and `_` (`$fn1$`,
///   `$_x$`); `$1` is a positional parameter and `a$b$` an identifier, neither starts a quote.
/// - Parentheses: a semicolon inside them does not end the statement (`CREATE RULE … DO ALSO (INSERT …; INSERT …)`).
/// - Bodies that hold statements: the SQL-standard body of `CREATE [OR REPLACE] FUNCTION|PROCEDURE … BEGIN ATOMIC
///   … END` (PostgreSQL 14+) and SQLite's `CREATE [TEMP] TRIGGER … BEGIN … END`, with `CASE … END` inside them
///   counted so that its END does not end the body.
/// SQLite's own extras (`[name]`, backquoted names, comments that do not nest) are not lexed its way: Metadesk's
/// SQLite files do not use them. psql meta-commands and `COPY … FROM stdin` data are not SQL and not supported.
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
    /// REINDEX … CONCURRENTLY, REINDEX SCHEMA/DATABASE/SYSTEM, VACUUM, CLUSTER without a table, CREATE/DROP DATABASE,
    /// ALTER DATABASE … SET TABLESPACE, ALTER SYSTEM, CREATE/DROP TABLESPACE, ALTER TABLE … DETACH PARTITION …
    /// CONCURRENTLY, DISCARD ALL. Reads the first statement's tokens, so comments and the text of strings and quoted
    /// names never count. (Subscriptions, which refuse depending on their replication slot, are not recognised.)
    static bool refusesTransaction(const QString& sql);
    /// The index a `CREATE [UNIQUE] INDEX CONCURRENTLY` statement builds, or empty (also when it has no name).
    static QString concurrentIndexName(const QString& sql);
};

} // namespace metadesk
