#pragma once

#include "LockHolder.h"
#include "MigrationFailure.h"
#include "MigrationRecord.h"
#include "MigrationSet.h"
#include "SchemaDiff.h"
#include "SchemaStatus.h"

#include <QVariantList>

#include <functional>
#include <memory>

namespace metadesk {

class CancelRequest;
class DbConnection;

/// Reads and moves one platform's schema revision: status, upgrade to head, roll back one step.
///
/// Each migration runs in its own transaction together with the update of the version table, so a failure leaves
/// the database exactly as before that migration. On PostgreSQL concurrent runs serialise on an advisory lock taken by
/// the session that runs the migration, polled with a timeout, so the lock cannot go while the work goes on; on SQLite
/// each step takes the write lock (BEGIN IMMEDIATE) and re-reads the revision inside it, so a step another process
/// already applied is skipped.
///
/// Bounded: on PostgreSQL every statement waits at most the lock wait for a table lock (lock_timeout) and runs at most
/// the statement time limit (statement_timeout); a statement that gives up rolls its migration back, and a lock wait
/// names the sessions holding the table. On SQLite the lock wait bounds the wait for the write lock (busy timeout).
/// Cancellable: a CancelRequest stops the work before its next statement and, on PostgreSQL, cancels the statement
/// that is running (libpq's cancel request), rolling its migration back.
///
/// Statements the engine refuses inside a transaction (CREATE INDEX CONCURRENTLY, VACUUM…) run on their own between
/// the migration's transactional parts; the version table is updated with the last part, so a migration that fails
/// is never recorded. A failure is described in lastFailure(): the statement, its place in the file, the database's
/// message, and for a failed concurrent index build the INVALID index it left and how to remove it.
class Migrator {
public:
    Migrator(const DbConnection& connection, const MigrationSet& migrations);

    /// How long to wait for a lock another session holds: the migration lock, and on PostgreSQL each statement's
    /// table locks (on SQLite the write lock). Short by default: a DDL statement waiting for a table lock makes every
    /// later query of that table queue behind it.
    static constexpr int DefaultLockTimeoutMs = 10'000;
    /// How long one statement may run on PostgreSQL (0: no limit): long enough to rewrite or index a table of tens
    /// of millions of rows, short enough that a stuck statement ends within a working session.
    static constexpr int DefaultStatementTimeoutMs = 15 * 60'000;
    void setLockTimeoutMs(int ms) { m_lockTimeoutMs = ms; }
    void setStatementTimeoutMs(int ms) { m_statementTimeoutMs = ms; }
    /// Stops the work when requested: before its next statement, and (PostgreSQL) the statement that is running.
    void setCancelRequest(std::shared_ptr<CancelRequest> request);
    /// Called with a line of progress ("Applying …") before each step.
    void setProgress(std::function<void(const QString&)> progress) { m_progress = std::move(progress); }
    /// Called before each statement runs: the migration, the statement, how many the migration has.
    using StatementProgress = std::function<void(const Migration&, const SqlScript::Statement&, int total)>;
    void setStatementProgress(StatementProgress progress) { m_statementProgress = std::move(progress); }
    /// PostgreSQL: called about once a second while another session holds the migration lock, with that session
    /// and the milliseconds left before giving up.
    using LockWait = std::function<void(const LockHolder&, int remainingMs)>;
    void setLockWait(LockWait wait) { m_lockWait = std::move(wait); }
    /// Polled while waiting for the lock and before each statement: true stops the work, rolling back the migration
    /// that is under way. (A CancelRequest also cancels the statement that is running.)
    void setCancelCheck(std::function<bool()> cancelled) { m_cancelled = std::move(cancelled); }

    bool status(SchemaStatus* out, QString* error) const;
    /// Every shipped migration (applied or pending) and every recorded revision Metadesk does not know, in order,
    /// with when and by whom each ran where the version table records it, and the drift of each.
    bool history(QList<MigrationRecord>* out, QString* error) const;
    /// How the live schema differs from the one the applied migrations make (empty: no drift), compared whole by
    /// SchemaComparer. Neither platform records more of a migration than its name, so this is how an edited or
    /// hand-changed schema shows. Writes nothing: a read-only connection may ask. False when it could not compare.
    bool drift(SchemaDiff* out, QString* error) const;
    /// Applies every pending migration in order. *applied lists what this call applied.
    bool upgrade(QStringList* applied, QString* error);
    /// Rolls back the last applied migration, which must be `revision` (as the platform's runner rolls back only
    /// `--down <name>`): when it is another, or nothing is applied, or it has no rollback, nothing changes and the
    /// error says which revision is the last applied. *rolledBack is `revision` once rolled back.
    bool downgrade(const QString& revision, QString* rolledBack, QString* error);
    /// Baseline: records `revision` as applied without running anything, after checking that the database's schema is
    /// the one the migrations up to it create, whole (SchemaComparer). Refused (with every difference in *diff) when it
    /// is not, or when the database records revisions Metadesk does not know.
    bool stamp(const QString& revision, SchemaDiff* diff, QString* error);
    /// One statement stamp() runs, with the values bound to its placeholders.
    struct PlannedStatement {
        QString sql;
        QVariantList values;
        /// The statement with its values written in as literals, as a confirmation shows it.
        QString text() const;
    };
    /// Every statement stamp() runs to record `revision`, in order, for a database whose version table exists or not
    /// and records `recorded` (Holotable's files): the CREATE of the version table where it is missing, then the
    /// rows. stamp() runs exactly these, so a confirmation can show them.
    static QList<PlannedStatement> stampStatements(const MigrationSet& set, const QString& revision, bool sqlite,
                                                   bool hasVersionTable, const QStringList& recorded);
    /// The CREATE TABLE of a platform's version table, as Metadesk (and the platform) makes it.
    static QString versionTableDdl(Platform platform, bool sqlite);
    /// Creates the platform's version table, empty, where it is missing: the mark that an installation has begun, so
    /// that one stopped part-way (a failure, a lock timeout, the other platform's failure) shows as pending and the
    /// next upgrade finishes it, rather than the platform looking absent. Called for every platform an install
    /// covers before the first migration of any runs.
    bool prepareInstall(QString* error);
    /// The failure of the last upgrade()/downgrade() (invalid when it failed before any statement ran, or succeeded).
    const MigrationFailure& lastFailure() const { return m_failure; }
    /// The last upgrade()/downgrade()/stamp() failed because its PostgreSQL session ended (pg_terminate_backend, a
    /// restart, the network): the connection is of no further use.
    bool sessionLost() const { return m_sessionLost; }

    /// The session that holds `platform`'s migration lock, if any (PostgreSQL; on SQLite none is ever reported).
    static bool lockHolder(const DbConnection& connection, Platform platform, LockHolder* out, QString* error);

    /// The advisory lock key for a platform: Holotable's is its own runner's, so the two serialise; Tabularia's
    /// (whose gateway migrates without a lock) is Metadesk's.
    static qint64 lockKey(Platform platform);

private:
    /// The status as the version table records it (status() adds the indexes left unbuilt).
    bool recordedStatus(SchemaStatus* out, QString* error) const;
    bool unbuiltIndexes(const SchemaStatus& status, QStringList* out, QString* error) const;
    /// Builds the indexes the last applied migration left unbuilt (status.unbuilt): an INVALID one is dropped first.
    bool buildUnbuilt(const SchemaStatus& status, QStringList* built, QString* error);
    /// The status, or false with a sentence when the schema is one Metadesk must not migrate (newer, edited,
    /// unmanaged).
    bool usableStatus(SchemaStatus* status, QString* error) const;
    /// Runs one migration (or its rollback) with the version-table update, and commits; rolls back on failure.
    bool step(const Migration& migration, bool down, QString* error);
    bool withLock(const std::function<bool(QString*)>& work, QString* error);
    bool ensureVersionTable(QString* error);
    QString unfinishedInstall() const;
    bool begin(QString* error);
    /// PostgreSQL, for statements that run outside a transaction: the time limits for the session, or back to its own.
    void setSessionTimeouts(bool on);
    void rollback();
    bool commit(QString* error);
    bool runStatement(const Migration& m, bool down, const SqlScript::Statement& s, int total, QString* error);
    void noteInvalidIndex(const SqlScript::Statement& s);
    bool cancelled() const;
    /// What to do about a statement that gave up waiting for a lock: the sessions holding locks on the tables it
    /// names (pid, application, state), from pg_locks and pg_stat_activity.
    QString lockWaitAdvice(const QString& sql, int statementNumber) const;
    QString statementTimeoutAdvice(int statementNumber) const;
    /// The advice for the last failed statement when a time limit ended it (empty otherwise).
    QString limitsAdvice() const;
    /// Whether the PostgreSQL session is gone (a failure that was not the statement's own).
    bool sessionGone() const;
    bool record(const Migration& m, bool down, QString* error);
    bool insertHolotableRecord(const Migration& m, QString* error);
    /// A Tabularia database without alembic_version: recognised by its schema_state fingerprint or its tables alone.
    bool preAlembicStatus(bool hasSchemaState, SchemaStatus* s, SchemaStatus* out, QString* error) const;
    /// Whether schema_migrations has Holotable's layout (name, applied_at).
    bool hasHolotableLayout() const;
    QString prefix() const;

    const DbConnection& m_conn;
    MigrationSet m_set;
    int m_lockTimeoutMs = DefaultLockTimeoutMs;
    int m_statementTimeoutMs = DefaultStatementTimeoutMs;
    std::shared_ptr<CancelRequest> m_cancelRequest;
    /// The SQLSTATE (PostgreSQL) or result code (SQLite) of the last statement of a migration that failed.
    QString m_lastErrorCode;
    bool m_sessionLost = false;
    std::function<void(const QString&)> m_progress;
    StatementProgress m_statementProgress;
    LockWait m_lockWait;
    std::function<bool()> m_cancelled;
    MigrationFailure m_failure;
};

} // namespace metadesk
