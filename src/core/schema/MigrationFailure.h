#pragma once

#include <QList>
#include <QString>

namespace metadesk {

/// Where and why a migration (or its rollback) failed: the statement, its place in the file, the database's message.
struct MigrationFailure {
    QString migration; ///< Migration::describe()
    QString fileName;
    bool down = false;
    int statementNumber = 0; ///< 1-based among the migration's statements (of its up or down section)
    int statementCount = 0;
    int line = 0; ///< the statement's first line in the file
    QString statement;
    QString databaseMessage;
    /// Statements that ran outside the migration's transaction and stay applied despite the failure (numbers).
    QList<int> committedStatements;
    /// An index a failed CREATE INDEX CONCURRENTLY left behind, marked INVALID, and how to get rid of it.
    QString invalidIndex;
    QString wayOut;

    bool isValid() const { return statementNumber > 0; }
    /// One paragraph for a person: what failed where, what the database said, what state it is left in.
    QString describe() const;
};

} // namespace metadesk
