#pragma once

#include "PlatformMigrations.h"
#include "core/db/DatabaseUrl.h"
#include "core/schema/LockHolder.h"
#include "core/schema/MigrationFailure.h"
#include "core/schema/SchemaDiff.h"

#include <QObject>

#include <atomic>
#include <memory>

namespace metadesk {

class FetchWorker;

/// Reads and changes a database's migrations on a worker thread with its own connection, so the window never waits.
///
/// Each operation reports its progress (lines, the statement running, the migration lock's holder while waiting) and
/// ends with finished(); every operation is followed by a fresh inspection (inspected()). One operation at a time.
class MigrationRunner : public QObject {
    Q_OBJECT
public:
    /// `readOnly`: the connection is opened read-only, so only inspect() can succeed.
    MigrationRunner(const DatabaseUrl& url, bool readOnly, QObject* parent = nullptr);
    ~MigrationRunner() override;

    void inspect();
    void apply(Platform platform);
    /// Rolls back `revision`, which must still be the platform's last applied migration when the work starts.
    void rollBack(Platform platform, const QString& revision);
    void stamp(Platform platform, const QString& revision);
    /// Stops waiting for the lock at once, or stops after the migration that is running.
    void cancel();
    bool isBusy() const { return m_busy; }
    void setLockTimeoutMs(int ms) { m_lockTimeoutMs = ms; }

signals:
    void inspected(const QList<metadesk::PlatformMigrations>& platforms, const QString& error);
    void logLine(const QString& line);
    /// A statement of `migration` is about to run: its number among `total`.
    void statementStarted(const QString& migration, int number, int total);
    void lockWaiting(const metadesk::LockHolder& holder, int remainingMs);
    /// An operation is over. `changed`: the schema or its history changed (also when a later step failed).
    void finished(bool ok, const QString& error, const metadesk::MigrationFailure& failure,
                  const metadesk::SchemaDiff& diff, bool changed);

private:
    enum class Operation { Apply, RollBack, Stamp };
    void run(Operation operation, Platform platform, const QString& revision);
    void postInspect();

    struct Shared {
        std::atomic_bool cancelled{false};
    };
    std::shared_ptr<Shared> m_shared;
    std::unique_ptr<FetchWorker> m_worker;
    bool m_busy = false;
    int m_lockTimeoutMs = 30000;
};

} // namespace metadesk
