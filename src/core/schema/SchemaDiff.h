#pragma once

#include <QMap>
#include <QStringList>

namespace metadesk {

/// How a database's tables and columns differ from what a revision's migrations create.
struct SchemaDiff {
    QString revision;
    QStringList missingTables;
    QStringList extraTables;
    QMap<QString, QStringList> missingColumns; ///< table -> columns the revision has and the database lacks
    QMap<QString, QStringList> extraColumns;   ///< table -> columns the database has and the revision lacks

    bool isEmpty() const {
        return missingTables.isEmpty() && extraTables.isEmpty() && missingColumns.isEmpty() && extraColumns.isEmpty();
    }
    /// One line per difference: "missing table llm_usage", "extra column users.nickname".
    QStringList lines() const;
};

} // namespace metadesk
