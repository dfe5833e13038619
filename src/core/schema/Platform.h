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
/// The tables the platform's seed document names (27 for Tabularia, 10 for Holotable), without the version table.
QStringList tables(Platform platform);
} // namespace platforms

} // namespace metadesk
