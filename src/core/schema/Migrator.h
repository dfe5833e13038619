#pragma once

#include "MigrationSet.h"
#include "SchemaStatus.h"

#include <functional>

namespace metadesk {

class DbConnection;

/// Reads and moves one platform's schema revision: status, upgrade to head, roll back one step.
///
/// Each migration runs in its own transaction together with the update of the version table, so a failure leaves
/// the database exactly as before that migration. On PostgreSQL concurrent runs serialise on an advisory lock held on a
/// dedicated connection, polled with a timeout; on SQLite each step takes the write lock (BEGIN IMMEDIATE) and
/// re-reads the revision inside it, so a step another process already applied is skipped.
class Migrator {
public:
    Migrator(const DbConnection& connection, const MigrationSet& migrations);

    void setLockTimeoutMs(int ms) { m_lockTimeoutMs = ms; }
    /// Called with a line of progress ("Applying …") before each step.
    void setProgress(std::function<void(const QString&)> progress) { m_progress = std::move(progress); }

    bool status(SchemaStatus* out, QString* error) const;
    /// Applies every pending migration in order. *applied lists what this call applied.
    bool upgrade(QStringList* applied, QString* error);
    /// Rolls back the last applied migration. *rolledBack is empty when there was nothing to roll back.
    bool downgrade(QString* rolledBack, QString* error);

    /// The advisory lock key for a platform (stable across releases; shared by every Metadesk).
    static qint64 lockKey(Platform platform);

private:
    /// The status, or false with a sentence when the schema is one Metadesk must not migrate (newer, edited,
    /// unmanaged).
    bool usableStatus(SchemaStatus* status, QString* error) const;
    /// Runs one migration (or its rollback) with the version-table update, and commits; rolls back on failure.
    bool step(const Migration& migration, bool down, QString* error);
    bool withLock(const std::function<bool(QString*)>& work, QString* error);
    bool ensureVersionTable(QString* error);
    bool begin(QString* error);
    void rollback();
    bool commit(QString* error);
    bool runScript(const Migration& m, bool down, QString* error);
    bool record(const Migration& m, bool down, QString* error);
    QString prefix() const;

    const DbConnection& m_conn;
    MigrationSet m_set;
    int m_lockTimeoutMs = 30000;
    std::function<void(const QString&)> m_progress;
};

} // namespace metadesk
