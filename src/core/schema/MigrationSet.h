#pragma once

#include "Migration.h"

#include <QList>

namespace metadesk {

/// The ordered migrations of one platform for one engine, as shipped in resources (or a folder, for tests).
///
/// Tabularia's order is its revision chain (each names its parent); Holotable's is file-name order.
class MigrationSet {
public:
    /// The migrations Metadesk ships: `:/migrations/<platform>/<engine>/`.
    static bool loadBuiltIn(Platform platform, bool sqlite, MigrationSet* out, QString* error);
    /// Every `*.sql` file of a folder.
    static bool loadDirectory(Platform platform, const QString& dir, MigrationSet* out, QString* error);

    Platform platform() const { return m_platform; }
    const QList<Migration>& migrations() const { return m_migrations; }
    int indexOf(const QString& id) const;
    const Migration* find(const QString& id) const;
    /// The id of the last migration: the revision the code expects ("head").
    QString head() const { return m_migrations.isEmpty() ? QString() : m_migrations.constLast().id; }
    /// The migrations up to and including `id`, as a set of its own (empty when there is no such migration): what a
    /// Metadesk that shipped only those would apply.
    MigrationSet upTo(const QString& id) const;

private:
    Platform m_platform = Platform::Tabularia;
    QList<Migration> m_migrations;
};

} // namespace metadesk
