#pragma once

#include "core/schema/MigrationRecord.h"
#include "core/schema/MigrationSet.h"
#include "core/schema/SchemaStatus.h"

#include <QList>

namespace metadesk {

/// What the migration panel shows for one platform: where it stands, its history with drift, and the migrations
/// this Metadesk ships for the database's engine (for their SQL).
struct PlatformMigrations {
    SchemaStatus status;
    QList<MigrationRecord> records;
    MigrationSet set;
};

} // namespace metadesk
