#pragma once

#include "core/schema/MigrationLint.h"
#include "core/schema/MigrationRecord.h"
#include "core/schema/MigrationSet.h"
#include "core/schema/SchemaStatus.h"

#include <QList>

namespace metadesk {

/// What the migration panel shows for one platform: where it stands, its history with drift, the migrations
/// this Metadesk ships for the database's engine (for their SQL), and what the pending migrations and the last
/// applied one's rollback would do to the data there now (MigrationLint), read with the rest on the worker.
struct PlatformMigrations {
    SchemaStatus status;
    QList<MigrationRecord> records;
    MigrationSet set;
    QList<LintFinding> pendingLint;
    QList<LintFinding> rollbackLint;
    /// Why the data could not be measured (the findings are then empty).
    QString lintError;
};

} // namespace metadesk
