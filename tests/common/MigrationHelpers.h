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

} // namespace metadesk::test
