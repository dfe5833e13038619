#include "DbConnection.h"

#include "core/catalog/Catalog.h"
#include "core/db/SqlIdentifier.h"
#include "core/query/TableQuery.h"
#include "core/schema/LiveSchema.h"

#include <QAtomicInt>
#include <QFileInfo>
#include <QLibrary>
#include <QObject>
#include <QRegularExpression>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlField>
#include <QSqlQuery>
#include <QStringList>
#include <QThread>

#include <algorithm>

#include <libpq-fe.h>
#include <sqlite3.h>

namespace metadesk {

namespace {
QAtomicInt g_counter;

void setError(QString* error, const QString& message) {
    if (error)
        *error = message;
}

QString quoteConnValue(const QString& value) {
    QString v = value;
    v.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('\''), QLatin1String("\\'"));
    return QLatin1Char('\'') + v + QLatin1Char('\'');
}
} // namespace

QString sqlErrorText(const QSqlError& error) {
    QString text = error.databaseText().trimmed();
    if (text.endsWith(QLatin1String("()")))
        text = text.chopped(2).trimmed();
    return text.isEmpty() ? error.driverText().trimmed() : text;
}

QString describeConnectError(const DatabaseUrl& url, const QString& driverText) {
    const QString text = driverText.trimmed();
    const QString lower = text.toLower();
    QString sentence;
    if (url.isSqlite()) {
        if (lower.contains(QLatin1String("not a database")) || lower.contains(QLatin1String("malformed")) ||
            lower.contains(QLatin1String("encrypted")))
            sentence = QObject::tr("%1 is not an SQLite database, or it is damaged.").arg(url.path());
        else if (lower.contains(QLatin1String("unable to open")))
            sentence = QObject::tr("Could not open %1: check that the folder exists and that you may read it.")
                           .arg(url.path());
        else
            sentence = QObject::tr("Could not open the SQLite database %1.").arg(url.path());
    } else {
        if (lower.contains(QLatin1String("password authentication failed")) ||
            lower.contains(QLatin1String("no password supplied")))
            sentence = QObject::tr("Wrong user name or password for %1 on %2:%3.")
                           .arg(url.user().isEmpty() ? QObject::tr("the default user") : url.user(), url.host())
                           .arg(url.port());
        else if (lower.contains(QLatin1String("connection refused")) || lower.contains(QLatin1String("timeout")) ||
                 lower.contains(QLatin1String("could not translate host")) ||
                 lower.contains(QLatin1String("no route")) || lower.contains(QLatin1String("timed out")))
            sentence = QObject::tr("Could not reach a PostgreSQL server at %1:%2.").arg(url.host()).arg(url.port());
        else if (lower.contains(QLatin1String("database")) && lower.contains(QLatin1String("does not exist")))
            sentence = QObject::tr("The server at %1:%2 has no database named \"%3\".")
                           .arg(url.host())
                           .arg(url.port())
                           .arg(url.databaseName());
        else if (lower.contains(QLatin1String("requires a valid client certificate")) ||
                 lower.contains(QLatin1String("certificate authentication failed")))
            sentence = QObject::tr("The server at %1:%2 asks %3 for a client certificate: give one it trusts, with its "
                                   "key, in the connection's TLS files.")
                           .arg(url.host())
                           .arg(url.port())
                           .arg(url.user().isEmpty() ? QObject::tr("the default user") : url.user());
        else if (lower.contains(QLatin1String("certificate file")) || lower.contains(QLatin1String("private key file")))
            sentence = QObject::tr("The client certificate or its key could not be used: check the files, and that "
                                   "the key is readable by you alone.");
        else if (lower.contains(QLatin1String("certificate verify failed")))
            sentence = QObject::tr("The server at %1:%2 showed a certificate that no CA you trust has signed.")
                           .arg(url.host())
                           .arg(url.port());
        else if (lower.contains(QLatin1String("does not match host name")))
            sentence = QObject::tr("The server's certificate is not made out for the host name %1.").arg(url.host());
        else if (lower.contains(QLatin1String("ssl")))
            sentence =
                QObject::tr("The SSL settings do not match the server at %1:%2.").arg(url.host()).arg(url.port());
        else
            sentence = QObject::tr("Could not connect to %1.").arg(url.toDisplayString());
    }
    return text.isEmpty() ? sentence : sentence + QStringLiteral(" (") + text + QLatin1Char(')');
}

QString connectErrorSentence(const QString& described, QString* driverText) {
    static const QRegularExpression split(QStringLiteral("^(.+?[.!?]) \\((.+)\\)$"),
                                          QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch match = split.match(described.trimmed());
    if (driverText) {
        // libpq indents its message's later lines with a tab ("\tIs the server running on that host…"): shown as lines
        // of their own, the words as libpq wrote them.
        QStringList lines = match.hasMatch() ? match.captured(2).trimmed().split(QLatin1Char('\n')) : QStringList();
        for (QString& line : lines)
            line = line.trimmed();
        *driverText = lines.join(QLatin1Char('\n'));
    }
    return match.hasMatch() ? match.captured(1) : described.trimmed();
}

DbConnection::DbConnection(const DatabaseUrl& url, const QString& name, bool readOnly)
    : m_url(url), m_name(name), m_readOnlyAsked(readOnly), m_readOnly(readOnly) {}

DbConnection::~DbConnection() {
    {
        QSqlDatabase database = QSqlDatabase::database(m_name, false);
        if (database.isOpen())
            database.close();
    }
    QSqlDatabase::removeDatabase(m_name);
}

QSqlDatabase DbConnection::db() const {
    return QSqlDatabase::database(m_name, false);
}

void DbConnection::handTo(QThread* thread) const {
    const QSqlDatabase database = db();
    if (database.isValid() && database.driver()->thread() != thread)
        database.driver()->moveToThread(thread);
}

std::unique_ptr<DbConnection> DbConnection::open(const DatabaseUrl& url, const Options& options, QString* error) {
    if (!url.isValid()) {
        setError(error, QObject::tr("No valid database URL."));
        return nullptr;
    }
    const QString driver = url.isSqlite() ? QStringLiteral("QSQLITE") : QStringLiteral("QPSQL");
    if (!QSqlDatabase::isDriverAvailable(driver)) {
        setError(error, QObject::tr("The Qt SQL driver %1 is not installed.").arg(driver));
        return nullptr;
    }
    const QString name = QStringLiteral("metadesk-%1-%2").arg(options.purpose).arg(g_counter.fetchAndAddRelaxed(1));
    std::unique_ptr<DbConnection> conn(new DbConnection(url, name, options.readOnly));
    QSqlDatabase database = QSqlDatabase::addDatabase(driver, name);

    if (url.isSqlite()) {
        const QFileInfo info(url.path());
        if (!info.exists() && (!options.createIfMissing || options.readOnly)) {
            setError(error, QObject::tr("There is no file %1.").arg(url.path()));
            return nullptr;
        }
        if (info.exists() && !info.isFile()) {
            setError(error, QObject::tr("%1 is not a file.").arg(url.path()));
            return nullptr;
        }
        database.setDatabaseName(url.path());
        QStringList opts{QStringLiteral("QSQLITE_BUSY_TIMEOUT=5000")};
        if (options.readOnly)
            opts << QStringLiteral("QSQLITE_OPEN_READONLY");
        database.setConnectOptions(opts.join(QLatin1Char(';')));
    } else {
        database.setHostName(url.host());
        database.setPort(url.port());
        database.setDatabaseName(url.databaseName());
        if (!url.user().isEmpty())
            database.setUserName(url.user());
        if (!url.password().isEmpty())
            database.setPassword(url.password());
        QStringList opts{QStringLiteral("connect_timeout=%1").arg(options.connectTimeoutSeconds),
                         QStringLiteral("application_name=") +
                             quoteConnValue(QStringLiteral("metadesk ") + options.purpose)};
        if (!url.sslMode().isEmpty())
            opts << QStringLiteral("sslmode=") + url.sslMode();
        if (!url.sslRootCert().isEmpty())
            opts << QStringLiteral("sslrootcert=") + quoteConnValue(url.sslRootCert());
        if (!url.sslCert().isEmpty())
            opts << QStringLiteral("sslcert=") + quoteConnValue(url.sslCert());
        if (!url.sslKey().isEmpty())
            opts << QStringLiteral("sslkey=") + quoteConnValue(url.sslKey());
        if (options.readOnly)
            opts << QStringLiteral("options=") + quoteConnValue(QStringLiteral("-c default_transaction_read_only=on"));
        database.setConnectOptions(opts.join(QLatin1Char(';')));
    }

    if (!database.open()) {
        setError(error, describeConnectError(url, sqlErrorText(database.lastError())));
        return nullptr;
    }
    if (!conn->afterOpen(database, options.readOnly, error))
        return nullptr;
    if (url.isSqlite() && options.sqliteCacheKiB > 0)
        conn->exec(QStringLiteral("PRAGMA cache_size = -%1").arg(options.sqliteCacheKiB), nullptr);
    return conn;
}

bool DbConnection::afterOpen(const QSqlDatabase& database, bool readOnlyAsked, QString* error) const {
    QSqlQuery probe(database);
    if (m_url.isSqlite()) {
        // SQLite opens lazily: a file that is not a database only fails on first read.
        if (!probe.exec(QStringLiteral("SELECT count(*) FROM sqlite_master"))) {
            setError(error, describeConnectError(m_url, sqlErrorText(probe.lastError())));
            return false;
        }
        if (!readOnlyAsked && !probe.exec(QStringLiteral("PRAGMA foreign_keys=ON"))) {
            setError(error, describeConnectError(m_url, sqlErrorText(probe.lastError())));
            return false;
        }
        if (readOnlyAsked)
            probe.exec(QStringLiteral("PRAGMA foreign_keys=ON")); // harmless on a read-only handle
    } else if (!probe.exec(QStringLiteral(
                   // No JIT in Metadesk's sessions (read in the same round trip): its statements are a screen of rows
                   // or one pass over a table, where compiling costs more than it saves. The first screen of runs
                   // sorted by a column no index serves spent 120 ms of each of its three processes compiling (10M
                   // rows: 1.5-1.8 s with JIT, 1.3 s without); counts and the order's pass took the same time either
                   // way. A server older than 11 has no such setting, and is left as it is.
                   "SELECT pg_backend_pid(), pg_is_in_recovery(), current_user, "
                   "CASE WHEN current_setting('jit', true) IS NOT NULL THEN set_config('jit', 'off', false) END")) ||
               !probe.next()) {
        setError(error, describeConnectError(m_url, sqlErrorText(probe.lastError())));
        return false;
    } else {
        m_backendPid = probe.value(0).toLongLong();
        m_role = probe.value(2).toString();
        // A hot standby refuses every write: the connection is read-only by itself, whatever was asked.
        m_standby = probe.value(1).toBool();
        if (m_standby)
            m_readOnly = true;
    }
    return true;
}

void* DbConnection::sqliteHandle() const {
    if (!isSqlite())
        return nullptr;
    const QVariant handle = db().driver()->handle();
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0)
        return nullptr;
    return *static_cast<sqlite3* const*>(handle.constData());
}

void DbConnection::interruptSqlite(void* handle) {
    if (handle)
        sqlite3_interrupt(static_cast<sqlite3*>(handle));
}

namespace {
/// A libpq function from the library the driver plugin loaded (Metadesk does not link libpq: see isBroken).
template <typename F> F libpq(const char* name) {
    return reinterpret_cast<F>(QLibrary::resolve(QStringLiteral("pq"), 5, name));
}

/// The QPSQL driver's libpq connection; null when there is none. Qt names its type by the struct libpq's PGconn
/// stands for ("pg_conn*"), or by the typedef in other builds.
PGconn* pgConnOf(const QSqlDatabase& database) {
    const QVariant handle = database.driver() ? database.driver()->handle() : QVariant();
    if (!handle.isValid() ||
        (qstrcmp(handle.typeName(), "pg_conn*") != 0 && qstrcmp(handle.typeName(), "PGconn*") != 0))
        return nullptr;
    return *static_cast<PGconn* const*>(handle.constData());
}
} // namespace

std::shared_ptr<void> DbConnection::pgCancelKey() const {
    if (!isPostgres())
        return nullptr;
    PGconn* pg = pgConnOf(db());
    static const auto get = libpq<PGcancel* (*)(PGconn*)>("PQgetCancel");
    static const auto release = libpq<void (*)(PGcancel*)>("PQfreeCancel");
    PGcancel* key = pg && get && release ? get(pg) : nullptr;
    if (!key)
        return nullptr;
    return std::shared_ptr<void>(key, [](void* k) { release(static_cast<PGcancel*>(k)); });
}

bool DbConnection::sendPgCancel(const std::shared_ptr<void>& key, QString* error) {
    static const auto cancel = libpq<int (*)(PGcancel*, char*, int)>("PQcancel");
    if (!key || !cancel) {
        setError(error, QObject::tr("libpq could not make a cancel request."));
        return false;
    }
    char reason[256] = {};
    if (cancel(static_cast<PGcancel*>(key.get()), reason, int(sizeof reason)) == 1)
        return true;
    setError(error, QString::fromLocal8Bit(reason));
    return false;
}

bool DbConnection::isBroken() const {
    const QSqlDatabase database = db();
    if (!database.isOpen())
        return true;
    if (!isPostgres())
        return false;
    // libpq marks the connection bad when it found the server gone (stopped, restarted, the network dropped) while a
    // statement ran; asking costs no round trip.
    PGconn* pg = pgConnOf(database);
    if (!pg)
        return false;
    // PQstatus from the libpq the driver plugin loaded: Metadesk does not link libpq itself, whose chain of libraries
    // (Kerberos, LDAP, GnuTLS, SASL) every start would load and bind, PostgreSQL or not (9 ms of each start).
    using Status = ConnStatusType (*)(const PGconn*);
    static const auto status = [] {
        const auto found = reinterpret_cast<Status>(QLibrary::resolve(QStringLiteral("pq"), 5, "PQstatus"));
        if (!found)
            qWarning("libpq.so.5 has no PQstatus here: a PostgreSQL server gone away is found only when a statement "
                     "fails");
        return found;
    }();
    return !pg || (status && status(pg) == CONNECTION_BAD);
}

bool DbConnection::reconnect(QString* error) const {
    if (m_reachCheck && isPostgres() && !m_reachCheck(m_url, error))
        return false;
    QSqlDatabase database = db();
    database.close();
    if (!database.open()) {
        setError(error, describeConnectError(m_url, sqlErrorText(database.lastError())));
        return false;
    }
    return afterOpen(database, m_readOnlyAsked, error);
}

std::optional<double> DbConnection::replicationLagSeconds() const {
    if (!m_standby)
        return std::nullopt;
    QSqlQuery query(db());
    // Null until the standby replayed a first transaction: no lag to show yet.
    if (!query.exec(QStringLiteral("SELECT extract(epoch FROM now() - pg_last_xact_replay_timestamp())")) ||
        !query.next() || query.value(0).isNull())
        return std::nullopt;
    return std::max(0.0, query.value(0).toDouble());
}

bool DbConnection::exec(const QString& sql, QString* error) const {
    QSqlQuery query(db());
    if (!query.exec(sql)) {
        setError(error, failureText(sqlErrorText(query.lastError())));
        return false;
    }
    return true;
}

QString DbConnection::failureText(const QString& databaseText) const {
    if (!isBroken())
        return databaseText;
    if (databaseText.trimmed().isEmpty()) // Qt's words once it closed the connection itself: none
        return QObject::tr("The connection to the database server was lost.");
    return QObject::tr("The connection to the database server was lost (%1).").arg(databaseText.trimmed());
}

QString DbConnection::withLiterals(const QSqlDatabase& db, const QString& sql, const QVariantList& values) {
    const QSqlDriver* driver = db.driver();
    if (!driver)
        return {};
    QString out;
    out.reserve(sql.size() + 8 * values.size());
    qsizetype next = 0;
    QChar quote; // inside '…' or "…" while set (a doubled quote stays inside)
    for (qsizetype i = 0; i < sql.size(); ++i) {
        const QChar c = sql.at(i);
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            out += c;
        } else if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            quote = c;
            out += c;
        } else if (c == QLatin1Char('?')) {
            if (next >= values.size())
                return {};
            const QVariant& value = values.at(next++);
            // As QPSQL writes a bound value into its EXECUTE: a field of the value's type, cleared for NULL.
            QSqlField field(QString(), value.metaType());
            if (value.isNull())
                field.clear();
            else
                field.setValue(value);
            out += driver->formatValue(field);
        } else {
            out += c;
        }
    }
    if (!quote.isNull() || next != values.size())
        return {};
    return out;
}

bool DbConnection::execBound(QSqlQuery* query, const QString& sql, const QVariantList& values, QString* error) const {
    *query = QSqlQuery(db());
    query->setForwardOnly(true);
    if (!isSqlite() && sql.startsWith(QLatin1String("SELECT "))) {
        const QString once = withLiterals(db(), sql, values);
        if (!once.isEmpty()) {
            const bool ran = query->exec(once);
            if (!ran)
                setError(error, failureText(sqlErrorText(query->lastError())));
            return ran;
        }
    }
    bool ok = query->prepare(sql);
    if (ok) {
        for (int i = 0; i < values.size(); ++i)
            query->bindValue(i, values.at(i));
        ok = query->exec();
    }
    if (!ok)
        setError(error, failureText(sqlErrorText(query->lastError())));
    return ok;
}

QStringList DbConnection::tableNames(QString* error) const {
    QSqlQuery query(db());
    query.setForwardOnly(true);
    const QString sql = isSqlite() ? QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT "
                                                    "LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name")
                                   // pg_catalog, not information_schema, which leaves out the tables the
                                   // role has no privilege on: a missing grant is not a missing table.
                                   : QStringLiteral("SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = "
                                                    "c.relnamespace WHERE n.nspname = current_schema() AND c.relkind "
                                                    "IN ('r', 'p') ORDER BY c.relname");
    QStringList names;
    if (!query.exec(sql)) {
        setError(error, sqlErrorText(query.lastError()));
        return names;
    }
    while (query.next())
        names << query.value(0).toString();
    return names;
}

int DbConnection::warmUp(const std::function<bool()>& stop) const {
    if (!isPostgres())
        return 0;
    QStringList tables;
    QVariant lockTimeout; // the session's own, set again afterwards
    {
        QSqlQuery q(db());
        q.setForwardOnly(true);
        // pg_class's own figure of each table's size: the tables whose first screen waits longest come first.
        if (!q.exec(QStringLiteral("SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                                   "WHERE n.nspname = current_schema() AND c.relkind = 'r' AND NOT c.relispartition "
                                   "AND has_table_privilege(c.oid, 'SELECT') ORDER BY c.relpages DESC, c.relname "
                                   "LIMIT 100")))
            return 0;
        while (q.next())
            tables << q.value(0).toString();
        if (tables.isEmpty() ||
            !q.exec(
                QStringLiteral("SELECT current_setting('lock_timeout'), set_config('lock_timeout', '100ms', false)")) ||
            !q.next())
            return 0;
        lockTimeout = q.value(0);
    }
    int planned = 0;
    constexpr int kPerStatement = 8;
    for (qsizetype i = 0; i < tables.size() && !stop(); i += kPerStatement) {
        QStringList parts;
        for (qsizetype t = i; t < qMin(i + kPerStatement, tables.size()); ++t) {
            // By key as well where the catalog knows a one-column key: the reference labels of a first screen are
            // read by key lists (IN), whose operator and index the plan then holds too (2.7 -> 1.9 ms of a new
            // session's first labels of runs, measured).
            const TableDescriptor* known = m_catalog ? m_catalog->table(tables.at(t)) : nullptr;
            const QString byKey =
                known && known->primaryKey.size() == 1
                    ? QStringLiteral(" WHERE %1 IN (NULL, NULL)").arg(quoteIdentifier(known->primaryKey.constFirst()))
                    : QString();
            parts
                << QStringLiteral("(SELECT 1 FROM %1%2 ORDER BY 1 LIMIT 0)").arg(quoteIdentifier(tables.at(t)), byKey);
        }
        // EXPLAIN parses, plans and checks the privileges as the query would, and reads no row.
        if (exec(QStringLiteral("EXPLAIN ") + parts.join(QStringLiteral(" UNION ALL ")), nullptr))
            planned += int(parts.size());
    }
    // The estimate a first screen reads before its page, once: its functions and pg_class's index are then in this
    // session's caches (a new session's first estimate took 1.9 ms of the server's time, 0.5 after this).
    if (!stop()) {
        const TableQuery::Statement estimate = TableQuery::estimateOf(tables.constFirst(), false);
        QSqlQuery e(db());
        execBound(&e, estimate.sql, estimate.values, nullptr);
    }
    QSqlQuery restore(db());
    execBound(&restore, QStringLiteral("SELECT set_config('lock_timeout', ?, false)"), {lockTimeout}, nullptr);
    return planned;
}

bool DbConnection::tableExists(const QString& table) const {
    QSqlQuery query(db());
    query.setForwardOnly(true);
    query.prepare(isSqlite() ? QStringLiteral("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
                             : QStringLiteral("SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = "
                                              "c.relnamespace WHERE n.nspname = current_schema() AND c.relkind IN "
                                              "('r', 'p', 'v', 'm', 'f') AND c.relname = ?"));
    query.addBindValue(table);
    return query.exec() && query.next();
}

bool DbConnection::hasTable(const QString& table) const {
    if (!m_catalog)
        return tableExists(table);
    return m_catalog->table(table) != nullptr;
}

const Catalog& DbConnection::catalog() const {
    return *sharedCatalog();
}

std::shared_ptr<const Catalog> DbConnection::sharedCatalog() const {
    if (!m_catalog)
        loadCatalog(nullptr);
    return m_catalog;
}

bool DbConnection::loadCatalog(QString* error) const {
    LiveSchema live;
    const bool ok = LiveSchema::read(*this, &live, error);
    // On a failure the catalog is empty rather than the compiled one: nothing is shown that the database may lack.
    m_catalog = Catalog::reconciled(ok ? live : LiveSchema());
    return ok;
}

} // namespace metadesk
