#include "MigrationRunner.h"

#include "core/db/CancelRequest.h"
#include "core/db/DbConnection.h"
#include "core/schema/MigrationLint.h"
#include "core/schema/Migrator.h"
#include "models/FetchWorker.h"

#include <QCoreApplication>
#include <QPointer>

namespace metadesk {

namespace {
/// Runs `call` on the application's thread with the runner, if the runner still exists by then.
template <typename Call> void postTo(const QPointer<MigrationRunner>& self, Call call) {
    if (QCoreApplication* app = QCoreApplication::instance())
        QMetaObject::invokeMethod(
            app,
            [self, call]() {
                if (self)
                    call(self.data());
            },
            Qt::QueuedConnection);
}
/// What Apply and Roll back would do to the data there now, for their confirmations; a database that cannot be
/// measured still shows its migrations, with the reason.
void lint(const DbConnection& conn, PlatformMigrations* pm) {
    if (!pm->status.refusal().isEmpty())
        return; // nothing will be migrated
    QList<Migration> pending;
    for (const QString& id : std::as_const(pm->status.pending))
        if (const Migration* m = pm->set.find(id))
            pending << *m;
    MigrationLint lint(conn);
    if (!lint.lint(pending, false, &pm->pendingLint, &pm->lintError))
        return;
    const Migration* last = pm->status.applied.isEmpty() ? nullptr : pm->set.find(pm->status.applied.constLast());
    if (last && last->hasRollback())
        lint.lint({*last}, true, &pm->rollbackLint, &pm->lintError);
}

} // namespace

MigrationRunner::MigrationRunner(const DatabaseUrl& url, bool readOnly, QObject* parent)
    : QObject(parent), m_url(url), m_readOnly(readOnly),
      m_worker(std::make_unique<FetchWorker>(url, readOnly, QStringLiteral("migrations"))),
      m_lockTimeoutMs(Migrator::DefaultLockTimeoutMs), m_statementTimeoutMs(Migrator::DefaultStatementTimeoutMs) {}

MigrationRunner::~MigrationRunner() {
    // Going away (the window closes, the application quits) cancels the statement that is running and rolls its
    // migration back, so that the application waiting for its workers as it exits does not wait for the migration.
    if (m_cancel)
        m_cancel->request();
    FetchWorker::retire(std::move(m_worker));
}

void MigrationRunner::cancel() {
    if (m_cancel)
        m_cancel->request();
}

void MigrationRunner::postInspect() {
    FetchWorker* worker = m_worker.get();
    const QPointer<MigrationRunner> self(this);
    worker->post(
        [self, worker](const DbConnection* conn) {
            QList<PlatformMigrations> list;
            QString error;
            if (!conn) {
                error = worker->openError();
            } else {
                for (Platform p : platforms::all()) {
                    PlatformMigrations pm;
                    if (!MigrationSet::loadBuiltIn(p, conn->isSqlite(), &pm.set, &error))
                        break;
                    const Migrator migrator(*conn, pm.set);
                    if (!migrator.status(&pm.status, &error) || !migrator.history(&pm.records, &error))
                        break;
                    lint(*conn, &pm);
                    list << pm;
                }
            }
            postTo(self, [list, error](MigrationRunner* r) { emit r->inspected(list, error); });
        },
        -1, false);
}

void MigrationRunner::inspect() {
    postInspect();
}

void MigrationRunner::apply(Platform platform, const QList<LintFinding>& confirmed) {
    run(Operation::Apply, platform, {}, confirmed);
}

void MigrationRunner::rollBack(Platform platform, const QString& revision, const QList<LintFinding>& confirmed) {
    run(Operation::RollBack, platform, revision, confirmed);
}

void MigrationRunner::stamp(Platform platform, const QString& revision) {
    run(Operation::Stamp, platform, revision);
}

void MigrationRunner::run(Operation operation, Platform platform, const QString& revision,
                          const QList<LintFinding>& confirmed) {
    if (m_busy) {
        qWarning("MigrationRunner: one operation at a time");
        return;
    }
    m_busy = true;
    m_cancel = std::make_shared<CancelRequest>();
    FetchWorker* worker = m_worker.get();
    const QPointer<MigrationRunner> self(this);
    const std::shared_ptr<CancelRequest> cancel = m_cancel;
    const int lockTimeoutMs = m_lockTimeoutMs;
    const int statementTimeoutMs = m_statementTimeoutMs;
    worker->post(
        [=](const DbConnection* conn) {
            QString error;
            bool ok = false;
            bool changed = false;
            bool sessionLost = false;
            MigrationFailure failure;
            SchemaDiff diff;
            MigrationSet set;
            if (!conn) {
                error = worker->openError();
            } else if (MigrationSet::loadBuiltIn(platform, conn->isSqlite(), &set, &error)) {
                Migrator migrator(*conn, set);
                migrator.setLockTimeoutMs(lockTimeoutMs);
                migrator.setStatementTimeoutMs(statementTimeoutMs);
                migrator.setCancelRequest(cancel);
                migrator.setProgress([self](const QString& line) {
                    postTo(self, [line](MigrationRunner* r) { emit r->logLine(line); });
                });
                migrator.setStatementProgress([self](const Migration& m, const SqlScript::Statement& s, int total) {
                    const QString name = m.describe();
                    const int number = s.number;
                    postTo(self, [name, number, total](MigrationRunner* r) {
                        emit r->statementStarted(name, number, total);
                    });
                });
                migrator.setLockWait([self](const LockHolder& holder, int remainingMs) {
                    postTo(self,
                           [holder, remainingMs](MigrationRunner* r) { emit r->lockWaiting(holder, remainingMs); });
                });
                // Measured again first: a warning or error the confirmation did not show stops it, nothing run; the
                // inspection that follows shows it, and the next confirmation asks for it.
                const bool unseen = operation != Operation::Stamp &&
                                    !MigrationLint(*conn)
                                         .unseen(set, operation == Operation::RollBack, revision, confirmed, &error)
                                         .isEmpty();
                if (unseen) {
                    // error says what was not seen; nothing ran
                } else if (operation == Operation::Apply) {
                    QStringList applied;
                    ok = migrator.upgrade(&applied, &error);
                    changed = !applied.isEmpty();
                } else if (operation == Operation::RollBack) {
                    QString rolledBack;
                    ok = migrator.downgrade(revision, &rolledBack, &error);
                    changed = !rolledBack.isEmpty();
                } else {
                    ok = migrator.stamp(revision, &diff, &error);
                    changed = ok;
                }
                failure = migrator.lastFailure();
                // Statements that ran outside a transaction stay applied even though the migration failed.
                changed = changed || !failure.committedStatements.isEmpty();
                sessionLost = migrator.sessionLost();
            }
            postTo(self, [ok, error, failure, diff, changed, sessionLost](MigrationRunner* r) {
                r->m_busy = false;
                r->m_cancel.reset();
                if (sessionLost) {
                    // The worker's session was ended (by an administrator, a restart): a new worker, a new session.
                    FetchWorker::retire(std::move(r->m_worker));
                    r->m_worker = std::make_unique<FetchWorker>(r->m_url, r->m_readOnly, QStringLiteral("migrations"));
                }
                emit r->finished(ok, error, failure, diff, changed);
                r->postInspect();
            });
        },
        -1, false);
}

} // namespace metadesk
