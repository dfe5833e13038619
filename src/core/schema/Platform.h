#pragma once

#include <QString>
#include <QStringList>

#include <optional>

namespace metadesk {

/// The two platforms whose metadata databases Metadesk administers.
enum class Platform { Tabularia, Holotable };

namespace platforms {
/// Both platforms, in the order they are migrated (rolled back in reverse).
QList<Platform> all();
/// "Tabularia" / "Holotable".
QString displayName(Platform platform);
/// "tabularia" / "holotable": the key used on the command line and in resource paths.
QString key(Platform platform);
std::optional<Platform> fromKey(const QString& key);
/// The table recording the platform's schema revision (alembic_version / schema_migrations).
QString versionTable(Platform platform);
/// The tables the platform's own code makes (27 for Tabularia, 20 for Holotable over its revisions), without its
/// bookkeeping tables.
QStringList tables(Platform platform);
/// The tables that record the schema rather than hold data: the version table, and Tabularia's schema_state. Never
/// compared as schema (a database the platform made has no alembic_version; its tests' has no schema_state).
QStringList bookkeepingTables(Platform platform);
} // namespace platforms

} // namespace metadesk
