#pragma once

#include "core/db/DbConnection.h"
#include "core/schema/MigrationSet.h"
#include "core/schema/Migrator.h"

#include <QtGlobal>

namespace metadesk::test {

/// The migrations Metadesk ships for a platform and the connection's engine (a test cannot go on without them).
inline MigrationSet builtInMigrations(Platform p, const DbConnection& conn) {
    MigrationSet set;
    QString error;
    if (!MigrationSet::loadBuiltIn(p, conn.isSqlite(), &set, &error))
        qFatal("cannot load migrations: %s", qPrintable(error));
    return set;
}

/// Where the schema stands against `set` (a warning, and an empty status, when it cannot be read).
inline SchemaStatus schemaStatusOf(const DbConnection& conn, const MigrationSet& set) {
    SchemaStatus s;
    QString error;
    if (!Migrator(conn, set).status(&s, &error))
        qWarning("status failed: %s", qPrintable(error));
    return s;
}

/// Tabularia current, Holotable one revision behind the code (021, which drops chat_messages, rolled back): the state
/// the migration tests start from. False, with a warning, when it cannot be made.
inline bool createBehind(const DbConnection& conn) {
    QString error, rolledBack;
    QStringList applied;
    for (Platform p : platforms::all()) {
        const MigrationSet set = builtInMigrations(p, conn);
        if (!Migrator(conn, set).upgrade(&applied, &error) ||
            (p == Platform::Holotable && !Migrator(conn, set).downgrade(set.head(), &rolledBack, &error))) {
            qWarning("%s", qPrintable(error));
            return false;
        }
    }
    return true;
}

} // namespace metadesk::test
