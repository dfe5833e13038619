#pragma once

#include <QMap>
#include <QStringList>

namespace metadesk {

/// How a database's schema differs from what a revision's migrations create.
struct SchemaDiff {
    QString revision;
    QStringList missingTables;
    QStringList extraTables;
    QMap<QString, QStringList> missingColumns; ///< table -> columns the revision has and the database lacks
    QMap<QString, QStringList> extraColumns;   ///< table -> columns the database has and the revision lacks
    /// Every other difference, one sentence each, in table order: "sources.secret_ref is NOT NULL; the revision has
    /// it nullable", "missing index conversations_dashboard_owner_idx: CREATE UNIQUE INDEX …".
    QStringList changes;

    bool isEmpty() const {
        return missingTables.isEmpty() && extraTables.isEmpty() && missingColumns.isEmpty() && extraColumns.isEmpty() &&
               changes.isEmpty();
    }
    /// One line per difference: "missing table llm_usage", "extra column users.nickname", then the changes.
    QStringList lines() const;
};

} // namespace metadesk
