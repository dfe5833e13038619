#pragma once

#include "PlatformMigrations.h"
#include "core/db/DatabaseUrl.h"
#include "core/schema/LockHolder.h"
#include "core/schema/MigrationFailure.h"
#include "core/schema/SchemaDiff.h"

#include <QObject>

#include <memory>

namespace metadesk {

class CancelRequest;
class FetchWorker;

/// Reads and changes a database's migrations on a worker thread with its own connection, so the window never waits.
///
/// Each operation reports its progress (lines, the statement running, the migration lock's holder while waiting) and
/// ends with finished(); every operation is followed by a fresh inspection (inspected()). One operation at a time.
/// cancel(), and the runner going away (the panel closed with the window, the application quitting), stop the
/// operation: on PostgreSQL the statement that is running is cancelled on the server and its migration rolled back.
class MigrationRunner : public QObject {
    Q_OBJECT
public:
    /// `readOnly`: the connection is opened read-only, so only inspect() can succeed.
    MigrationRunner(const DatabaseUrl& url, bool readOnly, QObject* parent = nullptr);
    ~MigrationRunner() override;

    void inspect();
    /// `confirmed`: the lint findings the person saw and confirmed. Measured again on the worker before anything runs;
    /// a warning or error they did not see (rows arrived in a table the migration drops, say) stops it, changing
    /// nothing, so that no data goes without the acknowledgement it needs.
    void apply(Platform platform, const QList<LintFinding>& confirmed = {});
    /// Rolls back `revision`, which must still be the platform's last applied migration when the work starts;
    /// `confirmed` as for apply().
    void rollBack(Platform platform, const QString& revision, const QList<LintFinding>& confirmed = {});
    void stamp(Platform platform, const QString& revision);
    /// Stops the operation: the wait for the lock at once; on PostgreSQL the statement that is running (rolling its
    /// migration back), on SQLite before the next statement.
    void cancel();
    bool isBusy() const { return m_busy; }
    /// The lock wait and the statement time limit of the operations started from now on (Migrator's).
    void setLockTimeoutMs(int ms) { m_lockTimeoutMs = ms; }
    void setStatementTimeoutMs(int ms) { m_statementTimeoutMs = ms; }

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
    void run(Operation operation, Platform platform, const QString& revision, const QList<LintFinding>& confirmed = {});
    void postInspect();

    DatabaseUrl m_url;
    bool m_readOnly = false;
    /// The running operation's, shared with its task on the worker.
    std::shared_ptr<CancelRequest> m_cancel;
    std::unique_ptr<FetchWorker> m_worker;
    bool m_busy = false;
    int m_lockTimeoutMs = 0;
    int m_statementTimeoutMs = 0;
};

} // namespace metadesk
