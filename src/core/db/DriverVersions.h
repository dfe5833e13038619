#pragma once

#include <QString>

namespace metadesk {

/// The versions of the database client libraries this process uses (for About and bug reports).
namespace driverversions {
/// The SQLite library behind Qt's QSQLITE driver ("3.40.1"), read from an in-memory database; empty without it.
QString sqlite();
/// The libpq the QPSQL driver loads ("15.10"), from PQlibVersion(); empty when libpq cannot be loaded.
QString libpq();
} // namespace driverversions

} // namespace metadesk
