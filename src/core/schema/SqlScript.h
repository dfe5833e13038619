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
        int line = 0; ///< 1-based line in the script where the statement starts
    };
    static QList<Statement> split(const QString& script, int firstLine = 1);
};

} // namespace metadesk
