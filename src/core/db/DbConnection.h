#pragma once

#include "DatabaseUrl.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QStringList>
#include <QVariantList>

class QThread;

#include <functional>
#include <memory>
#include <optional>

class QSqlQuery;

namespace metadesk {

class Catalog;

/// One named QSqlDatabase connection, owned: opened with the project's rules (foreign keys on, read-only
/// enforced by the driver where asked) and removed from Qt's registry when destroyed.
///
/// QSqlDatabase is per thread; a worker opens its own DbConnection.
class DbConnection {
public:
    struct Options {
        bool readOnly = false;
        /// SQLite only: create the file when it does not exist (migrate, demo). Otherwise a missing file is an error.
        bool createIfMissing = false;
        int connectTimeoutSeconds = 10;
        /// A label that ends up in the connection name (and PostgreSQL's application_name).
        QString purpose = QStringLiteral("main");
        /// SQLite only: the most of the file this connection keeps in its own memory, in KiB; 0 for SQLite's default
        /// (2 MiB). A connection that passes once over whole tables (counting) reads each page once: its cache only
        /// fills, a copy of what the system's page cache holds anyway.
        int sqliteCacheKiB = 0;
    };

    /// Opens and checks the connection; returns null with a human sentence (and the driver's text) in *error.
    static std::unique_ptr<DbConnection> open(const DatabaseUrl& url, const Options& options, QString* error);
    ~DbConnection();
    DbConnection(const DbConnection&) = delete;
    DbConnection& operator=(const DbConnection&) = delete;

    QSqlDatabase db() const;
    /// Gives this connection to `thread`, which alone uses it from then on (QtSql ties a connection to the thread of
    /// its driver; Qt 6.8 calls this QSqlDatabase::moveToThread). Called on the thread that uses it now, with no query
    /// of it left; SQLite's handle is opened for use by one thread at a time, libpq's by any.
    void handTo(QThread* thread) const;
    const DatabaseUrl& url() const { return m_url; }
    bool isSqlite() const { return m_url.isSqlite(); }
    bool isPostgres() const { return m_url.isPostgres(); }
    bool isReadOnly() const { return m_readOnly; }
    QString connectionName() const { return m_name; }
    /// PostgreSQL: the server process of this session (pg_backend_pid(), read when it opened), which
    /// pg_cancel_backend and pg_locks name; 0 on SQLite.
    qint64 backendPid() const { return m_backendPid; }
    /// PostgreSQL: the server is a hot standby (pg_is_in_recovery() when the connection opened). Such a connection
    /// is always read-only, without trying a write first.
    bool isStandby() const { return m_standby; }
    /// PostgreSQL: the session's role (current_user, read when it opened); empty on SQLite.
    QString sessionRole() const { return m_role; }
    /// A standby's replication lag, now() - pg_last_xact_replay_timestamp(), in seconds; empty on a primary, on
    /// SQLite, before the first replayed transaction and on a query error.
    std::optional<double> replicationLagSeconds() const;

    /// PostgreSQL: the connection to the server is gone — the server stopped or restarted, the network dropped — as
    /// libpq found while a statement ran (no round trip to ask). A connection closed is broken too; SQLite's never is.
    bool isBroken() const;
    /// Opens the same connection again, as it was opened (after isBroken(): the server is back). Statements of the
    /// old session are gone with it, a transaction in flight was rolled back by the server. False with a sentence in
    /// *error while the server cannot be reached.
    bool reconnect(QString* error) const;
    /// Asked by reconnect() before it opens the connection again on its thread: whether the server can be reached now
    /// (false with a sentence in *error). The window answers it by opening a connection of its own off the GUI thread
    /// while it goes on (ReachWait): an unreachable host takes libpq's whole connect_timeout, which the GUI thread
    /// would otherwise be frozen for. Not asked on SQLite.
    using ReachCheck = std::function<bool(const DatabaseUrl& url, QString* error)>;
    void setReachCheck(ReachCheck check) { m_reachCheck = std::move(check); }

    /// SQLite: the connection's own handle (sqlite3*), for interruptSqlite() from another thread; null otherwise.
    /// Read on the connection's thread.
    void* sqliteHandle() const;
    /// Stops the statement running on an SQLite handle at its next step (sqlite3_interrupt, safe from any thread
    /// while the handle is open): it fails with "interrupted", and the connection stays usable.
    static void interruptSqlite(void* handle);
    /// PostgreSQL: what a cancel request for this session needs (libpq's PGcancel: the server's address and the
    /// session's key), made on the connection's thread; null on SQLite or when libpq cannot make it. Kept by whoever
    /// may cancel, as long as they may.
    std::shared_ptr<void> pgCancelKey() const;
    /// Asks the server to stop the statement the session of `key` runs (libpq's PQcancel: a packet of its own to the
    /// server, no authentication, so it takes a connect's time, not a session's). Safe from any thread; blocks until
    /// the request is sent. False, with the reason, when it could not be sent.
    static bool sendPgCancel(const std::shared_ptr<void>& key, QString* error = nullptr);

    /// Runs one statement the project built itself; on failure *error gets the statement's purpose and the database
    /// text.
    bool exec(const QString& sql, QString* error) const;
    /// Prepares `sql`, binds `values` in order and runs it forward-only (a QPSQL query that is not would pull its
    /// whole result into memory). On failure *error gets the database's text.
    ///
    /// A SELECT on PostgreSQL goes to the server in one round trip: QPSQL would send PREPARE, EXECUTE with the values
    /// written as literals by the driver's formatValue(), then DEALLOCATE, three round trips for a statement run once
    /// (a page of rows and its five label lookups were eighteen). The values are written into the statement by the same
    /// formatValue(), so the server reads the same literals it would have read in the EXECUTE.
    bool execBound(QSqlQuery* query, const QString& sql, const QVariantList& values, QString* error) const;
    /// `sql` with each `?` placeholder (outside quoted literals and identifiers) replaced by `values` in order as the
    /// driver of `db` writes them as literals; empty when the placeholders and the values do not pair up.
    static QString withLiterals(const QSqlDatabase& db, const QString& sql, const QVariantList& values);
    /// Tables in the connection's schema (SQLite: main; PostgreSQL: current_schema()).
    QStringList tableNames(QString* error = nullptr) const;
    bool tableExists(const QString& table) const;
    /// Whether the database had `table` when this connection's catalog was read: no round trip once it is (a
    /// window's actions ask this as the database opens); asks the server as tableExists() does before. The tables
    /// a platform's feature needs are in the catalog whenever the database has them.
    bool hasTable(const QString& table) const;
    /// PostgreSQL: has the server plan a statement on each table of the schema the role may read, none of them run,
    /// so that this session's server process holds their definitions, indexes and statistics in its caches before a
    /// first screen needs them (a new session's first page of runs and its labels took 11-14 ms of server time, a warm
    /// one's 2-4). The largest 100 tables, largest first, eight to a statement; `stop` is asked before each statement
    /// and ends the warm-up when it says so. A table another session holds locked (a migration's ALTER TABLE) is
    /// waited for at most 100 ms; the session's lock_timeout is what it was afterwards. Returns how many tables were
    /// planned; 0 on SQLite.
    int warmUp(const std::function<bool()>& stop) const;

    /// This database's catalog: the compiled one reconciled with the live schema, read on first use (or by
    /// loadCatalog()) and kept until reloadCatalog(). Everything that builds SQL for this connection asks here, so it
    /// only ever names columns and tables the database has.
    const Catalog& catalog() const;
    std::shared_ptr<const Catalog> sharedCatalog() const;
    /// Reads the live schema now; false with the database's text when it cannot be read (the catalog is then empty).
    bool loadCatalog(QString* error) const;
    /// Forgets the reconciled catalog (after a migration changed the schema); the next catalog() reads it again.
    void reloadCatalog() const { m_catalog.reset(); }
    /// Uses a catalog another connection to the same database already reconciled (a worker's, the GUI's).
    void shareCatalog(std::shared_ptr<const Catalog> catalog) const { m_catalog = std::move(catalog); }

private:
    DbConnection(const DatabaseUrl& url, const QString& name, bool readOnly);
    /// What every opening checks and reads: that SQLite's file is a database (and its foreign keys on), PostgreSQL's
    /// session (backend pid, standby or not).
    bool afterOpen(const QSqlDatabase& database, bool readOnlyAsked, QString* error) const;
    /// A failed statement's text: the database's, or that the connection to the server was lost (with libpq's words).
    QString failureText(const QString& databaseText) const;
    DatabaseUrl m_url;
    QString m_name;
    bool m_readOnlyAsked = false;
    // What the session said when it opened; reconnect() opens it again and reads them anew.
    mutable bool m_readOnly = false;
    mutable bool m_standby = false;
    mutable qint64 m_backendPid = 0;
    mutable QString m_role;
    mutable std::shared_ptr<const Catalog> m_catalog;
    ReachCheck m_reachCheck;
};

/// What the database said of a failed statement or open: the server's or SQLite's own words, with PostgreSQL's
/// SQLSTATE in parentheses where it gave one. Qt's driver words ("QPSQL: Unable to create query", "Unable to fetch
/// row") are left out, unless the database said nothing, and so is an empty "()" where there was no SQLSTATE.
QString sqlErrorText(const QSqlError& error);

/// A human sentence for a failed open, from the driver's text (wrong password, unreachable host, not a database…).
QString describeConnectError(const DatabaseUrl& url, const QString& driverText);
/// A describeConnectError() text taken apart: the sentence a person reads, and the driver's own words (the part in
/// parentheses) for a "Details" part. Any other text is all sentence.
QString connectErrorSentence(const QString& described, QString* driverText);

} // namespace metadesk
