#include "Migrator.h"

#include "SchemaComparer.h"
#include "SqlScript.h"
#include "core/db/CancelRequest.h"
#include "core/db/DbConnection.h"
#include "core/settings/TimeDisplay.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QRegularExpression>
#include <QSet>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

namespace metadesk {

namespace {
void setError(QString* error, const QString& message) {
    if (error)
        *error = message;
}

/// "10 s", "1.5 s".
QString secondsText(int ms) {
    return QObject::tr("%1 s").arg(ms / 1000.0, 0, 'f', ms % 1000 ? 1 : 0);
}

QString firstLine(const QString& sql) {
    QString line = sql.section(QLatin1Char('\n'), 0, 0).simplified();
    if (line.size() > 90)
        line = line.left(87) + QStringLiteral("...");
    return line;
}
} // namespace

Migrator::Migrator(const DbConnection& connection, const MigrationSet& migrations)
    : m_conn(connection), m_set(migrations) {}

qint64 Migrator::lockKey(Platform platform) {
    // Holotable: the key its own runner (scripts/lib/migrations.ts, MIGRATION_LOCK_KEY) takes, so that Metadesk and
    // the platform's `npm run migrate` wait for each other. Tabularia's gateway takes none: 'MDSK' in the high half.
    if (platform == Platform::Holotable)
        return 4'027'083'161LL;
    return (qint64(0x4D44534B) << 32) | 1;
}

QString Migrator::prefix() const {
    return platforms::displayName(m_set.platform());
}

bool Migrator::status(SchemaStatus* out, QString* error) const {
    if (!recordedStatus(out, error))
        return false;
    if (out->state != SchemaStatus::State::Current && out->state != SchemaStatus::State::Behind)
        return true;
    if (!unbuiltIndexes(*out, &out->unbuilt, error))
        return false;
    if (!out->unbuilt.isEmpty())
        out->state = SchemaStatus::State::Behind;
    return true;
}

bool Migrator::unbuiltIndexes(const SchemaStatus& s, QStringList* out, QString* error) const {
    out->clear();
    if (!m_conn.isPostgres() || s.applied.isEmpty())
        return true;
    // Only the last applied migration can have left one: upgrade() builds them before applying anything after it.
    const Migration* last = m_set.find(s.applied.constLast());
    if (!last)
        return true;
    for (const SqlScript::Statement& st : last->statements(false)) {
        const QString index = st.outsideTransaction ? SqlScript::concurrentIndexName(st.sql) : QString();
        if (index.isEmpty())
            continue;
        QSqlQuery q;
        if (!m_conn.execBound(&q,
                              QStringLiteral("SELECT i.indisvalid FROM pg_index i JOIN pg_class c ON c.oid = "
                                             "i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace WHERE "
                                             "n.nspname = current_schema() AND c.relname = ?"),
                              {index}, error))
            return false;
        if (!q.next() || !q.value(0).toBool())
            *out << index;
    }
    return true;
}

bool Migrator::recordedStatus(SchemaStatus* out, QString* error) const {
    SchemaStatus s;
    s.platform = m_set.platform();
    s.head = m_set.head();
    QString tablesError;
    const QStringList tables = m_conn.tableNames(&tablesError);
    if (!tablesError.isEmpty()) {
        setError(error, QObject::tr("Could not list the tables: %1").arg(tablesError));
        return false;
    }
    const QString versionTable = platforms::versionTable(s.platform);
    bool anyTable = false;
    for (const QString& t : platforms::tables(s.platform))
        anyTable = anyTable || tables.contains(t);

    QStringList allIds;
    for (const Migration& m : m_set.migrations())
        allIds << m.id;

    s.hasVersionTable = tables.contains(versionTable);
    if (!s.hasVersionTable) {
        s.pending = allIds;
        if (anyTable) {
            s.state = SchemaStatus::State::Unmanaged;
            s.unrecorded = true;
            if (s.platform == Platform::Tabularia)
                return preAlembicStatus(tables.contains(QStringLiteral("schema_state")), &s, out, error);
            s.detail = QObject::tr("the database holds %1 tables but no %2 table, so its revision is unknown")
                           .arg(prefix(), versionTable);
        }
        *out = s;
        return true;
    }

    QSqlQuery query(m_conn.db());
    query.setForwardOnly(true);
    if (s.platform == Platform::Tabularia) {
        if (!query.exec(QStringLiteral("SELECT version_num FROM alembic_version"))) {
            setError(error, QObject::tr("Could not read alembic_version: %1").arg(sqlErrorText(query.lastError())));
            return false;
        }
        QStringList rows;
        while (query.next())
            rows << query.value(0).toString();
        if (rows.size() > 1) {
            s.state = SchemaStatus::State::Unmanaged;
            s.detail = QObject::tr("alembic_version holds several revisions (%1): a branched history Metadesk does "
                                   "not migrate")
                           .arg(rows.join(QLatin1String(", ")));
            s.unknown = rows;
            *out = s;
            return true;
        }
        s.current = rows.value(0);
        if (s.current.isEmpty()) {
            // An empty version table marks an installation that began (prepareInstall) and did not finish: the
            // platform is there to be migrated, not absent.
            s.pending = allIds;
            if (anyTable) {
                // Its tables without a recorded revision: as if alembic_version were missing (adopted by a baseline,
                // never migrated over, since its first migration would fail on tables that exist).
                s.state = SchemaStatus::State::Unmanaged;
                s.unrecorded = true;
                return preAlembicStatus(tables.contains(QStringLiteral("schema_state")), &s, out, error);
            }
            s.state = SchemaStatus::State::Behind;
            s.detail = unfinishedInstall();
            *out = s;
            return true;
        }
        const int at = allIds.indexOf(s.current);
        if (at < 0) {
            s.unknown = {s.current};
            s.state = SchemaStatus::State::Ahead;
        } else {
            s.applied = allIds.mid(0, at + 1);
            s.pending = allIds.mid(at + 1);
            s.state = s.pending.isEmpty() ? SchemaStatus::State::Current : SchemaStatus::State::Behind;
        }
        *out = s;
        return true;
    }

    if (!hasHolotableLayout()) {
        s.state = SchemaStatus::State::Unmanaged;
        s.detail = QObject::tr("schema_migrations has no name column, as Holotable's migration runner makes it "
                               "(name, applied_at), so the applied migrations cannot be read");
        *out = s;
        return true;
    }
    if (!query.exec(QStringLiteral("SELECT name FROM schema_migrations ORDER BY name"))) {
        setError(error, QObject::tr("Could not read schema_migrations: %1").arg(sqlErrorText(query.lastError())));
        return false;
    }
    QSet<QString> recorded;
    while (query.next()) {
        const QString name = query.value(0).toString();
        recorded.insert(name);
        s.current = name;
        if (!m_set.find(name))
            s.unknown << name;
        else
            s.applied << name;
    }
    for (const QString& id : allIds)
        if (!recorded.contains(id))
            s.pending << id;
    if (!s.unknown.isEmpty()) {
        s.state = SchemaStatus::State::Ahead;
        // Newer only when every name it does not know sorts after the last one it ships (the runner's file order).
        s.unknownIsNewer = true;
        for (const QString& name : std::as_const(s.unknown))
            s.unknownIsNewer = s.unknownIsNewer && name > s.head;
    } else if (recorded.isEmpty() && anyTable) {
        // Its tables, and no file recorded (the rows were lost, or another tool made them): 001 would fail on tables
        // that exist. Adopted with a baseline at the revision its schema is.
        s.state = SchemaStatus::State::Unmanaged;
        s.unrecorded = true;
        s.detail = QObject::tr("the database holds %1 tables but %2 records no migration, so its revision is unknown; "
                               "Baseline adopts it at the revision its schema is")
                       .arg(prefix(), versionTable);
    } else if (recorded.isEmpty()) {
        s.state = SchemaStatus::State::Behind;
        s.detail = unfinishedInstall();
    } else
        s.state = s.pending.isEmpty() ? SchemaStatus::State::Current : SchemaStatus::State::Behind;
    *out = s;
    return true;
}

QString Migrator::unfinishedInstall() const {
    return QObject::tr("%2 is here and empty: an installation of %1 began and did not finish, or every migration "
                       "was rolled back; applying the pending migrations installs it")
        .arg(prefix(), platforms::versionTable(m_set.platform()));
}

bool Migrator::prepareInstall(QString* error) {
    // Under the migration lock: two installs at once must not both create the table (PostgreSQL's CREATE TABLE IF
    // NOT EXISTS is not safe against a concurrent one).
    return withLock([this](QString* err) { return ensureVersionTable(err); }, error);
}

bool Migrator::preAlembicStatus(bool hasSchemaState, SchemaStatus* s, SchemaStatus* out, QString* error) const {
    Q_UNUSED(error);
    // The gateway itself keeps no alembic_version: it records a fingerprint of its models in schema_state, and the
    // platform's tests (create_all on SQLite) not even that. Either is the revision whose schema it is.
    if (hasSchemaState) {
        QSqlQuery q;
        QString readError; // a schema_state of another shape: its fingerprint is simply unknown
        if (m_conn.execBound(&q, QStringLiteral("SELECT value FROM schema_state WHERE key = ?"),
                             {QStringLiteral("impronta")}, &readError) &&
            q.next())
            s->fingerprint = q.value(0).toString();
    }
    const Migration* adopt = nullptr;
    for (const Migration& m : m_set.migrations())
        if (!m.fingerprint.isEmpty() && (s->fingerprint.isEmpty() || m.fingerprint == s->fingerprint))
            adopt = adopt ? adopt : &m;
    if (!adopt) {
        s->detail = QObject::tr("the database was made by Tabularia's gateway at a schema this Metadesk does not know "
                                "(fingerprint %1…) and has no alembic_version, so its revision is unknown")
                        .arg(s->fingerprint.left(12));
        s->origin = QObject::tr("made by Tabularia's gateway at a schema this Metadesk does not know (fingerprint %1…)")
                        .arg(s->fingerprint.left(12));
    } else if (s->fingerprint.isEmpty()) {
        s->adoptAt = adopt->id;
        s->detail = (hasSchemaState ? QObject::tr("made by Tabularia's own code without Alembic (no alembic_version, "
                                                  "and no fingerprint in schema_state); Baseline adopts it at %1 "
                                                  "once its schema matches")
                                    : QObject::tr("made by Tabularia's own code without Alembic (no alembic_version or "
                                                  "schema_state, as the platform's tests make it); Baseline adopts "
                                                  "it at %1 once its schema matches, with the three partial indexes "
                                                  "the gateway adds when it starts"))
                        .arg(adopt->id);
        s->origin = hasSchemaState
                        ? QObject::tr("made by Tabularia's own code without Alembic (schema_state holds no "
                                      "fingerprint)")
                        : QObject::tr("made by Tabularia's own code without Alembic, as the platform's tests "
                                      "make it (the gateway adds three partial indexes when it starts)");
    } else {
        s->adoptAt = adopt->id;
        s->detail = QObject::tr("made by Tabularia's gateway without Alembic (fingerprint %1…, the schema of %2); "
                                "Baseline adopts it at %2 once its schema matches")
                        .arg(s->fingerprint.left(12), adopt->id);
        s->origin = QObject::tr("made by Tabularia's gateway without Alembic (fingerprint %1…, the schema of %2)")
                        .arg(s->fingerprint.left(12), adopt->id);
    }
    *out = *s;
    return true;
}

bool Migrator::hasHolotableLayout() const {
    QSqlQuery q;
    QString ignored;
    return m_conn.execBound(&q,
                            m_conn.isSqlite()
                                ? QStringLiteral("SELECT 1 FROM pragma_table_info('schema_migrations') WHERE name = ?")
                                // pg_catalog: information_schema hides what the role may not read.
                                : QStringLiteral("SELECT 1 FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid "
                                                 "JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = "
                                                 "current_schema() AND c.relname = 'schema_migrations' AND a.attnum > "
                                                 "0 AND NOT a.attisdropped AND a.attname = ?"),
                            {QStringLiteral("name")}, &ignored) &&
           q.next();
}

bool Migrator::lockHolder(const DbConnection& connection, Platform platform, LockHolder* out, QString* error) {
    *out = LockHolder();
    if (!connection.isPostgres())
        return true;
    const qint64 key = lockKey(platform);
    QSqlQuery q;
    // A bigint advisory key shows as its high half in classid, its low half in objid, and objsubid 1.
    if (!connection.execBound(
            &q,
            QStringLiteral("SELECT a.pid, a.application_name, COALESCE(a.xact_start, a.backend_start) "
                           "FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid "
                           "WHERE l.locktype = 'advisory' AND l.granted AND l.classid::bigint = ? "
                           "AND l.objid::bigint = ? AND l.objsubid = 1 "
                           // Advisory locks belong to a database: another database's migration is not this one's.
                           "AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database()) LIMIT 1"),
            {key >> 32, key & 0xffffffffLL}, error))
        return false;
    if (q.next()) {
        out->pid = q.value(0).toLongLong();
        out->applicationName = q.value(1).toString();
        out->since = q.value(2).toDateTime();
    }
    return true;
}

bool Migrator::withLock(const std::function<bool(QString*)>& work, QString* error) {
    m_sessionLost = false;
    if (m_conn.isReadOnly()) {
        setError(error, QObject::tr("The connection is read-only; migrations need a writable connection."));
        return false;
    }
    QString workError; // never null inside work, whatever the caller passed
    QSqlQuery session(m_conn.db());
    if (!m_conn.isPostgres()) {
        // The lock wait bounds BEGIN IMMEDIATE's wait for another writer (the busy timeout), for this work only.
        // (Each pragma answers with a row: finished at once, so no statement stays open under VACUUM and the like.)
        int previous = -1;
        if (session.exec(QStringLiteral("PRAGMA busy_timeout")) && session.next())
            previous = session.value(0).toInt();
        session.exec(QStringLiteral("PRAGMA busy_timeout = %1").arg(qMax(0, m_lockTimeoutMs)));
        session.finish();
        const bool ok = work(&workError);
        if (previous >= 0)
            session.exec(QStringLiteral("PRAGMA busy_timeout = %1").arg(previous));
        session.finish();
        setError(error, workError);
        return ok;
    }

    // A client that goes away without a word (a killed CLI) is noticed by the server within two seconds, even while
    // its statement waits for a lock, and the statement ends. PostgreSQL 14 and later; an older server refuses the
    // setting, and then only the time limits bound the statement.
    session.exec(QStringLiteral("SET client_connection_check_interval = 2000"));
    session.finish();
    // The migration lock is taken by the session that runs the migration: it cannot be lost while the work goes on,
    // and it ends with the session (a killed process, a terminated backend) as the work does.
    auto done = [&](bool ok) {
        if (m_conn.db().isOpen()) {
            session.exec(QStringLiteral("RESET client_connection_check_interval"));
            session.finish();
        }
        if (!ok && sessionGone()) {
            m_sessionLost = true;
            workError += QLatin1Char(' ') +
                         QObject::tr("The migration's database session (pid %1) has ended: ended by an administrator "
                                     "(pg_terminate_backend), a server restart or a lost network. The server rolled "
                                     "back its open transaction, and the migration lock ended with it. Connect again "
                                     "to go on.")
                             .arg(m_conn.backendPid());
        }
        setError(error, workError.trimmed());
        return ok;
    };
    {
        // Prepared on the session: gone (deallocated) before the work, which may end the session.
        QSqlQuery lock(m_conn.db());
        lock.prepare(QStringLiteral("SELECT pg_try_advisory_lock(?)"));
        QElapsedTimer timer;
        timer.start();
        bool announced = false;
        qint64 lastLook = -1000000;
        LockHolder holder;
        for (;;) {
            lock.addBindValue(lockKey(m_set.platform()));
            if (!lock.exec() || !lock.next()) {
                workError = QObject::tr("Could not take the migration lock: %1").arg(sqlErrorText(lock.lastError()));
                return done(false);
            }
            if (lock.value(0).toBool())
                break;
            if (cancelled()) {
                workError = QObject::tr("Cancelled while waiting for the migration lock of %1; nothing was changed.")
                                .arg(prefix());
                return done(false);
            }
            const qint64 elapsed = timer.elapsed();
            const QString who = holder.isKnown() ? holder.describe() : QObject::tr("another session");
            if (elapsed >= m_lockTimeoutMs) {
                workError = QObject::tr("Another migration of %1 (%3) has held the lock for %2 s; nothing was changed. "
                                        "Try again once it has finished.")
                                .arg(prefix())
                                .arg(m_lockTimeoutMs / 1000.0, 0, 'f', 1)
                                .arg(who);
                return done(false);
            }
            if (elapsed - lastLook >= 1000) {
                lastLook = elapsed;
                QString ignored; // the holder is a courtesy: waiting goes on without it
                lockHolder(m_conn, m_set.platform(), &holder, &ignored);
                if (!announced && m_progress) {
                    m_progress(
                        QObject::tr("Waiting for another migration of %1 to finish: the lock is held by %2.")
                            .arg(prefix(), holder.isKnown() ? holder.describe() : QObject::tr("another session")));
                    announced = true;
                }
                if (m_lockWait)
                    m_lockWait(holder, int(m_lockTimeoutMs - elapsed));
            }
            QThread::msleep(100);
        }
    }
    const bool ok = work(&workError);
    if (m_conn.db().isOpen()) { // a session that has ended released it already
        QSqlQuery unlock(m_conn.db());
        unlock.prepare(QStringLiteral("SELECT pg_advisory_unlock(?)"));
        unlock.addBindValue(lockKey(m_set.platform()));
        unlock.exec();
    }
    return done(ok);
}

bool Migrator::begin(QString* error) {
    QSqlQuery q(m_conn.db());
    // IMMEDIATE takes SQLite's write lock now, so the revision read next cannot change under us.
    if (!q.exec(m_conn.isSqlite() ? QStringLiteral("BEGIN IMMEDIATE") : QStringLiteral("BEGIN"))) {
        const QSqlError e = q.lastError();
        if (m_conn.isSqlite() && (e.nativeErrorCode() == QLatin1String("5") ||
                                  e.text().contains(QLatin1String("locked"), Qt::CaseInsensitive)))
            setError(error, QObject::tr("Another connection is writing to %1 and held SQLite's write lock for longer "
                                        "than the lock wait (%2); nothing was changed. Try again once it has "
                                        "finished (SQLite cannot say which connection holds it). (%3)")
                                .arg(m_conn.url().path(), secondsText(m_lockTimeoutMs), e.text()));
        else
            setError(error, QObject::tr("Could not start a transaction: %1").arg(e.text()));
        return false;
    }
    if (m_conn.isPostgres()) {
        // For this transaction only: each statement waits at most the lock wait for a lock and runs at most the
        // statement time limit. (lock_timeout 0 would mean no limit: the shortest wait is 1 ms.)
        if (!q.exec(QStringLiteral("SET LOCAL lock_timeout = %1").arg(qMax(1, m_lockTimeoutMs))) ||
            !q.exec(QStringLiteral("SET LOCAL statement_timeout = %1").arg(qMax(0, m_statementTimeoutMs)))) {
            const QString text = sqlErrorText(q.lastError());
            rollback();
            setError(error, QObject::tr("Could not set the migration's time limits: %1").arg(text));
            return false;
        }
    }
    return true;
}

void Migrator::setSessionTimeouts(bool on) {
    if (!m_conn.isPostgres())
        return;
    QSqlQuery q(m_conn.db());
    if (on) {
        q.exec(QStringLiteral("SET lock_timeout = %1").arg(qMax(1, m_lockTimeoutMs)));
        q.exec(QStringLiteral("SET statement_timeout = %1").arg(qMax(0, m_statementTimeoutMs)));
    } else {
        q.exec(QStringLiteral("RESET lock_timeout"));
        q.exec(QStringLiteral("RESET statement_timeout"));
    }
}

void Migrator::rollback() {
    if (!m_conn.db().isOpen()) // the driver closes a session the server ended: nothing is left to roll back
        return;
    QSqlQuery q(m_conn.db());
    if (q.exec(QStringLiteral("ROLLBACK")) || !m_conn.isPostgres())
        return;
    // A cancel meant for the statement before may land on the ROLLBACK, which then leaves the transaction open.
    for (int attempt = 0; attempt < 2 && !sessionGone(); ++attempt)
        if (q.exec(QStringLiteral("ROLLBACK")))
            return;
}

bool Migrator::cancelled() const {
    return (m_cancelled && m_cancelled()) || (m_cancelRequest && m_cancelRequest->isRequested());
}

void Migrator::setCancelRequest(std::shared_ptr<CancelRequest> request) {
    m_cancelRequest = std::move(request);
}

bool Migrator::sessionGone() const {
    if (!m_conn.isPostgres())
        return false;
    if (!m_conn.db().isOpen())
        return true;
    QSqlQuery q(m_conn.db());
    if (q.exec(QStringLiteral("SELECT 1")))
        return false;
    const QString code = q.lastError().nativeErrorCode();
    if (code == QLatin1String("25P02")) // a failed transaction still open: the session is there
        return false;
    // Connection exceptions (08…), the server shutting the session (57P…), or no answer at all.
    return code.isEmpty() || code.startsWith(QLatin1String("08")) || code.startsWith(QLatin1String("57P"));
}

QString Migrator::statementTimeoutAdvice(int statementNumber) const {
    const QString limit = m_statementTimeoutMs % 60000 == 0
                              ? QObject::tr("%n min", nullptr, m_statementTimeoutMs / 60000)
                              : secondsText(m_statementTimeoutMs);
    return QObject::tr("Statement %1 ran longer than the statement time limit (%2) and was stopped. If it needs "
                       "longer (a rewrite or an index of a large table), raise the limit (Edit → Preferences in the "
                       "app, --statement-timeout in metadesk-cli) and apply again.")
        .arg(statementNumber)
        .arg(limit);
}

QString Migrator::lockWaitAdvice(const QString& sql, int statementNumber) const {
    const QString what =
        statementNumber > 0
            ? QObject::tr("Statement %1").arg(statementNumber)
            : QObject::tr("Recording the migration in %1").arg(platforms::versionTable(m_set.platform()));
    const QString wait = secondsText(m_lockTimeoutMs);
    const QString raise = QObject::tr("To wait longer, raise the lock wait (Edit → Preferences in the app, "
                                      "--lock-timeout in metadesk-cli); while a statement waits for a table lock, "
                                      "every later query of that table waits behind it.");
    // Relation locks other sessions hold on tables of this schema (an index's lock counts as its table's).
    QSqlQuery q;
    QString readError;
    if (!m_conn.execBound(
            &q,
            QStringLiteral("SELECT a.pid, COALESCE(a.application_name, ''), COALESCE(a.usename::text, ''), "
                           "COALESCE(a.state, ''), a.xact_start, t.relname, string_agg(DISTINCT l.mode, ', ') "
                           "FROM pg_locks l JOIN pg_class c ON c.oid = l.relation "
                           "LEFT JOIN pg_index i ON i.indexrelid = c.oid "
                           "JOIN pg_class t ON t.oid = COALESCE(i.indrelid, c.oid) "
                           "JOIN pg_stat_activity a ON a.pid = l.pid "
                           "WHERE l.locktype = 'relation' AND l.granted AND l.pid <> pg_backend_pid() "
                           "AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database()) "
                           "AND t.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema()) "
                           "GROUP BY a.pid, a.application_name, a.usename, a.state, a.xact_start, t.relname "
                           "ORDER BY a.xact_start NULLS LAST, a.pid, t.relname"),
            {}, &readError))
        return QObject::tr("%1 waited %2 for a lock another session holds, and gave up; the sessions holding locks "
                           "could not be read (%3). %4")
            .arg(what, wait, readError, raise);
    struct Holder {
        qint64 pid;
        QString text;
        QString table;
    };
    // The words of the statement: a table it names is what it waited for, most likely.
    QSet<QString> words;
    static const QRegularExpression word(QStringLiteral("[A-Za-z_][A-Za-z0-9_$]*"));
    for (auto it = word.globalMatch(sql); it.hasNext();)
        words.insert(it.next().captured().toLower());
    QList<Holder> named, others;
    while (q.next()) {
        const qint64 pid = q.value(0).toLongLong();
        const QString app =
            q.value(1).toString().isEmpty() ? QObject::tr("no application name") : q.value(1).toString();
        const QString state =
            q.value(3).toString().isEmpty() ? QObject::tr("state not visible to this role") : q.value(3).toString();
        const QDateTime since = q.value(4).toDateTime();
        const QString table = q.value(5).toString();
        QString text = QObject::tr("pid %1 (%2, user %3, %4").arg(pid).arg(app, q.value(2).toString(), state);
        if (since.isValid())
            text += QObject::tr(", in a transaction since %1").arg(timedisplay::utcText(since));
        text += QObject::tr(", holding %1 on %2)").arg(q.value(6).toString(), table);
        (words.contains(table.toLower()) ? named : others) << Holder{pid, text, table};
    }
    const QList<Holder>& holders = named.isEmpty() ? others : named;
    if (holders.isEmpty())
        return QObject::tr("%1 waited %2 for a lock another session held, and gave up; that session has let go "
                           "since. Apply again. %3")
            .arg(what, wait, raise);
    QStringList texts, pids;
    for (int i = 0; i < holders.size() && i < 5; ++i) {
        texts << holders.at(i).text;
        if (!pids.contains(QString::number(holders.at(i).pid)))
            pids << QString::number(holders.at(i).pid);
    }
    if (holders.size() > 5)
        texts << QObject::tr("%n more", nullptr, int(holders.size() - 5));
    QString text = named.isEmpty() ? QObject::tr("%1 waited %2 for a lock and gave up. Other sessions hold locks on "
                                                 "tables of this schema: %3.")
                                         .arg(what, wait, texts.join(QStringLiteral("; ")))
                                   : QObject::tr("%1 waited %2 for a lock on %3 and gave up: it is held by %4.")
                                         .arg(what, wait, holders.first().table, texts.join(QStringLiteral("; ")));
    QStringList terminate;
    for (const QString& pid : std::as_const(pids))
        terminate << QStringLiteral("SELECT pg_terminate_backend(%1)").arg(pid);
    text += QLatin1Char(' ') +
            QObject::tr("Ask whoever runs that session to commit or roll back (an idle transaction holds its locks "
                        "until it ends), or end it with %1; then apply again. %2")
                .arg(terminate.join(QStringLiteral("; ")), raise);
    return text;
}

bool Migrator::commit(QString* error) {
    QSqlQuery q(m_conn.db());
    // PostgreSQL answers COMMIT of a failed transaction with ROLLBACK and no error: probe that it is healthy first.
    if (!q.exec(QStringLiteral("SELECT 1")) || !q.exec(QStringLiteral("COMMIT"))) {
        const QString text = sqlErrorText(q.lastError());
        rollback();
        setError(error, QObject::tr("Could not commit: %1").arg(text));
        return false;
    }
    return true;
}

QString Migrator::versionTableDdl(Platform platform, bool sqlite) {
    if (platform == Platform::Tabularia)
        return QStringLiteral("CREATE TABLE IF NOT EXISTS alembic_version (version_num VARCHAR(32) NOT NULL, "
                              "CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num))");
    if (sqlite)
        // The nearest SQLite form of the platform's table: the time as ISO-8601 UTC text.
        return QStringLiteral("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT NOT NULL PRIMARY KEY, "
                              "applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')))");
    // Exactly what Holotable's runner creates (ensureMigrationsTable), so either may create it.
    return QStringLiteral("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, "
                          "applied_at TIMESTAMPTZ NOT NULL DEFAULT now())");
}

QString Migrator::PlannedStatement::text() const {
    QString out = sql;
    for (const QVariant& v : values) {
        const int at = out.indexOf(QLatin1Char('?'));
        if (at < 0)
            break;
        QString literal = v.toString();
        literal.replace(QLatin1Char('\''), QStringLiteral("''"));
        out.replace(at, 1, QLatin1Char('\'') + literal + QLatin1Char('\''));
    }
    return out + QLatin1Char(';');
}

QList<Migrator::PlannedStatement> Migrator::stampStatements(const MigrationSet& set, const QString& revision,
                                                            bool sqlite, bool hasVersionTable,
                                                            const QStringList& recorded) {
    QList<PlannedStatement> out;
    if (!hasVersionTable)
        out << PlannedStatement{versionTableDdl(set.platform(), sqlite), {}};
    if (set.platform() == Platform::Tabularia) {
        out << PlannedStatement{QStringLiteral("DELETE FROM alembic_version"), {}};
        out << PlannedStatement{QStringLiteral("INSERT INTO alembic_version (version_num) VALUES (?)"), {revision}};
        return out;
    }
    // Every file up to the revision recorded once (those already there keep their applied_at), none after; as the
    // platform's runner records a file: its name, applied_at from the column's default.
    const int at = set.indexOf(revision);
    for (int i = 0; i < set.migrations().size(); ++i) {
        const QString& id = set.migrations().at(i).id;
        if (i > at && recorded.contains(id))
            out << PlannedStatement{QStringLiteral("DELETE FROM schema_migrations WHERE name = ?"), {id}};
        else if (i <= at && !recorded.contains(id))
            out << PlannedStatement{QStringLiteral("INSERT INTO schema_migrations (name) VALUES (?)"), {id}};
    }
    return out;
}

bool Migrator::ensureVersionTable(QString* error) {
    if (m_conn.tableExists(platforms::versionTable(m_set.platform())))
        return true;
    const QString sql = versionTableDdl(m_set.platform(), m_conn.isSqlite());
    if (!begin(error))
        return false;
    QString execError;
    if (!m_conn.exec(sql, &execError)) {
        rollback();
        setError(error,
                 QObject::tr("Could not create %1: %2").arg(platforms::versionTable(m_set.platform()), execError));
        return false;
    }
    return commit(error);
}

bool Migrator::runStatement(const Migration& m, bool down, const SqlScript::Statement& s, int total, QString* error) {
    if (m_statementProgress)
        m_statementProgress(m, s, total);
    QSqlQuery q(m_conn.db());
    const bool watched = m_cancelRequest && m_conn.isPostgres();
    if (watched)
        m_cancelRequest->statementStarted(m_conn);
    const bool ok = q.exec(s.sql);
    if (watched)
        m_cancelRequest->statementEnded();
    if (ok)
        return true;
    m_lastErrorCode = q.lastError().nativeErrorCode();
    m_failure = MigrationFailure();
    m_failure.migration = m.describe();
    m_failure.fileName = m.fileName;
    m_failure.down = down;
    m_failure.statementNumber = s.number;
    m_failure.statementCount = total;
    m_failure.line = s.line;
    m_failure.statement = s.sql;
    m_failure.databaseMessage = sqlErrorText(q.lastError()).trimmed();
    setError(error, QObject::tr("%1 migration %2 failed %3 at statement %4 of %5 (line %6 of %7: %8): %9")
                        .arg(prefix(), m.describe(), down ? QObject::tr("rolling back") : QObject::tr("applying"))
                        .arg(s.number)
                        .arg(total)
                        .arg(s.line)
                        .arg(m.fileName, firstLine(s.sql), m_failure.databaseMessage));
    return false;
}

void Migrator::noteInvalidIndex(const SqlScript::Statement& s) {
    const QString index = SqlScript::concurrentIndexName(s.sql);
    if (index.isEmpty() || !m_conn.isPostgres())
        return;
    QSqlQuery q;
    QString ignored;
    if (m_conn.execBound(&q,
                         QStringLiteral("SELECT 1 FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid "
                                        "JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = "
                                        "current_schema() AND c.relname = ? AND NOT i.indisvalid"),
                         {index}, &ignored) &&
        q.next()) {
        m_failure.invalidIndex = index;
        m_failure.wayOut = QObject::tr("Remove it with DROP INDEX CONCURRENTLY %1; then apply the migration again "
                                       "once the cause is fixed.")
                               .arg(m_conn.db().driver()->escapeIdentifier(index, QSqlDriver::TableName));
    }
}

bool Migrator::insertHolotableRecord(const Migration& m, QString* error) {
    // As the platform's runner records a file: its name, applied_at from the column's default.
    QSqlQuery q;
    return m_conn.execBound(&q, QStringLiteral("INSERT INTO schema_migrations (name) VALUES (?)"), {m.id}, error);
}

bool Migrator::record(const Migration& m, bool down, QString* error) {
    QSqlQuery q(m_conn.db());
    if (m_set.platform() == Platform::Tabularia) {
        const QString from = down ? m.id : m.parent;
        const QString to = down ? m.parent : m.id;
        if (from.isEmpty()) {
            q.prepare(QStringLiteral("INSERT INTO alembic_version (version_num) VALUES (?)"));
            q.addBindValue(to);
        } else if (to.isEmpty()) {
            q.prepare(QStringLiteral("DELETE FROM alembic_version WHERE version_num = ?"));
            q.addBindValue(from);
        } else {
            q.prepare(QStringLiteral("UPDATE alembic_version SET version_num = ? WHERE version_num = ?"));
            q.addBindValue(to);
            q.addBindValue(from);
        }
    } else if (down) {
        q.prepare(QStringLiteral("DELETE FROM schema_migrations WHERE name = ?"));
        q.addBindValue(m.id);
    } else {
        QString insertError;
        if (!insertHolotableRecord(m, &insertError)) {
            setError(error, QObject::tr("Could not record %1 in schema_migrations: %2").arg(m.describe(), insertError));
            return false;
        }
        return true;
    }
    if (!q.exec() || q.numRowsAffected() != 1) {
        m_lastErrorCode = q.lastError().nativeErrorCode();
        setError(error, QObject::tr("Could not record %1 in %2: %3")
                            .arg(m.describe(), platforms::versionTable(m_set.platform()),
                                 q.lastError().isValid() ? sqlErrorText(q.lastError())
                                                         : QObject::tr("the recorded revision changed meanwhile")));
        return false;
    }
    return true;
}

bool Migrator::usableStatus(SchemaStatus* s, QString* error) const {
    if (!status(s, error))
        return false;
    if (const QString why = s->refusal(); !why.isEmpty()) {
        setError(error, why);
        return false;
    }
    return true;
}

bool Migrator::step(const Migration& m, bool down, QString* error) {
    // A transaction is open: the caller re-read the revision inside it.
    if (m_progress)
        m_progress(down ? QObject::tr("Rolling back %1 %2").arg(prefix(), m.describe())
                        : QObject::tr("Applying %1 %2").arg(prefix(), m.describe()));
    const QList<SqlScript::Statement> statements = m.statements(down);
    const int total = int(statements.size());
    // Statements the engine refuses inside a transaction block (CREATE INDEX CONCURRENTLY, VACUUM…) run alone,
    // outside the migration's transaction: applying, after it committed with its record (so the migration is whole or
    // not at all, and an index that failed to build is finished by the next upgrade); rolling back, before it (so a
    // failure there leaves the migration applied as it was). They run under the same time limits, set for the session.
    QList<SqlScript::Statement> inside, outside;
    for (const SqlScript::Statement& st : statements)
        (st.outsideTransaction ? outside : inside) << st;
    QString stepError;
    m_lastErrorCode.clear();
    const QString name = prefix() + QLatin1Char(' ') + m.describe();
    auto fail = [&](const QString& text) {
        setError(error, text);
        return false;
    };
    auto runAlone = [&](const SqlScript::Statement& st) {
        if (cancelled()) {
            stepError = QObject::tr("Cancelled before statement %1 of %2 of %3.").arg(st.number).arg(total).arg(name);
            return false;
        }
        setSessionTimeouts(true);
        const bool ran = runStatement(m, down, st, total, &stepError);
        setSessionTimeouts(false);
        return ran;
    };
    // The migration's transaction ends without it: stopped on request, or a statement (or the record) failed.
    auto failInside = [&](const QString& sentence) {
        rollback();
        if (cancelled()) {
            m_failure = MigrationFailure(); // nothing failed: it was stopped
            return fail(down ? QObject::tr("Cancelled; the rollback of %1 was undone, so it stays applied.").arg(name)
                             : QObject::tr("Cancelled; nothing of %1 was applied: the database is as it was before it.")
                                   .arg(name));
        }
        if (const QString advice = limitsAdvice(); !advice.isEmpty())
            m_failure.wayOut = advice;
        QString text = stepError;
        if (!sentence.isEmpty())
            text += QLatin1Char(' ') + sentence;
        if (!m_failure.wayOut.isEmpty())
            text += QLatin1Char(' ') + m_failure.wayOut;
        return fail(text);
    };
    if (down && !outside.isEmpty()) {
        rollback(); // nothing ran in it yet; each statement below runs alone, then a new transaction
        for (const SqlScript::Statement& st : std::as_const(outside)) {
            if (!runAlone(st)) {
                const QString advice = cancelled() ? QString() : limitsAdvice();
                return fail(stepError + QLatin1Char(' ') +
                            QObject::tr("It ran on its own before the rollback's transaction, so the migration "
                                        "stays applied as it was.") +
                            (advice.isEmpty() ? QString() : QLatin1Char(' ') + advice));
            }
        }
        if (!begin(&stepError))
            return fail(stepError);
    }
    for (const SqlScript::Statement& st : std::as_const(inside)) {
        if (cancelled())
            return failInside({});
        if (!runStatement(m, down, st, total, &stepError))
            return failInside(down
                                  ? QObject::tr("The rollback was undone: the database is as it was before it.")
                                  : QObject::tr("The migration was rolled back: the database is as it was before it."));
    }
    if (cancelled() || !record(m, down, &stepError))
        return failInside({});
    if (!commit(error))
        return false;
    if (down)
        return true;
    QList<int> committed;
    for (const SqlScript::Statement& st : std::as_const(inside))
        committed << st.number;
    for (const SqlScript::Statement& st : std::as_const(outside)) {
        if (runAlone(st)) {
            committed << st.number;
            continue;
        }
        noteInvalidIndex(st);
        m_failure.committedStatements = committed;
        const QString advice = cancelled() ? QString() : limitsAdvice();
        QString text = stepError + QLatin1Char(' ') +
                       QObject::tr("It runs on its own after the migration's transaction, which committed: %1 is "
                                   "recorded as applied.")
                           .arg(m.describe());
        if (!advice.isEmpty())
            text += QLatin1Char(' ') + advice;
        const QString index = SqlScript::concurrentIndexName(st.sql);
        if (!index.isEmpty() && m_conn.isPostgres()) {
            // The half-built index is this migration's own: removed, so that the next upgrade builds it anew.
            QString dropError;
            if (!m_failure.invalidIndex.isEmpty() &&
                !m_conn.exec(QStringLiteral("DROP INDEX CONCURRENTLY IF EXISTS ") +
                                 m_conn.db().driver()->escapeIdentifier(index, QSqlDriver::TableName),
                             &dropError)) {
                text += QLatin1Char(' ') + QObject::tr("The index %1 was left INVALID.").arg(index) + QLatin1Char(' ') +
                        m_failure.wayOut;
            } else {
                if (!m_failure.invalidIndex.isEmpty())
                    text += QLatin1Char(' ') +
                            QObject::tr("The INVALID index %1 it left was removed.").arg(m_failure.invalidIndex);
                m_failure.invalidIndex.clear();
                m_failure.wayOut = QObject::tr("Fix the cause, then apply again: the index %1 is built before "
                                               "anything else.")
                                       .arg(index);
                text += QLatin1Char(' ') + m_failure.wayOut;
            }
        } else {
            text += QLatin1Char(' ') + QObject::tr("Run the statement by hand once the cause is fixed.");
        }
        if (!advice.isEmpty())
            m_failure.wayOut = advice + QLatin1Char(' ') + m_failure.wayOut;
        return fail(text);
    }
    return true;
}

QString Migrator::limitsAdvice() const {
    if (!m_conn.isPostgres())
        return {};
    if (m_lastErrorCode == QLatin1String("55P03")) // lock_not_available: the lock wait ran out
        return lockWaitAdvice(m_failure.statement.isEmpty() ? platforms::versionTable(m_set.platform())
                                                            : m_failure.statement,
                              m_failure.statementNumber);
    if (m_lastErrorCode == QLatin1String("57014") && m_statementTimeoutMs > 0 &&
        m_failure.databaseMessage.contains(QLatin1String("statement timeout")))
        return statementTimeoutAdvice(m_failure.statementNumber);
    return {};
}

bool Migrator::buildUnbuilt(const SchemaStatus& s, QStringList* built, QString* error) {
    const Migration* last = m_set.find(s.applied.constLast());
    if (!last)
        return true;
    const QList<SqlScript::Statement> statements = last->statements(false);
    for (const SqlScript::Statement& st : statements) {
        const QString index = st.outsideTransaction ? SqlScript::concurrentIndexName(st.sql) : QString();
        if (index.isEmpty() || !s.unbuilt.contains(index))
            continue;
        if (m_progress)
            m_progress(
                QObject::tr("Building the index %1 that %2 %3 left unbuilt").arg(index, prefix(), last->describe()));
        QString stepError;
        setSessionTimeouts(true);
        const bool ok = m_conn.exec(QStringLiteral("DROP INDEX CONCURRENTLY IF EXISTS ") +
                                        m_conn.db().driver()->escapeIdentifier(index, QSqlDriver::TableName),
                                    &stepError) &&
                        runStatement(*last, false, st, int(statements.size()), &stepError);
        setSessionTimeouts(false);
        if (!ok) {
            noteInvalidIndex(st);
            setError(error, stepError + QLatin1Char(' ') +
                                QObject::tr("The index %1 of %2 is still not built; apply again once the cause is "
                                            "fixed.")
                                    .arg(index, last->describe()));
            return false;
        }
        if (built)
            *built << index;
    }
    return true;
}

bool Migrator::upgrade(QStringList* applied, QString* error) {
    if (applied)
        applied->clear();
    m_failure = MigrationFailure();
    return withLock(
        [&](QString* err) {
            SchemaStatus s;
            if (!usableStatus(&s, err))
                return false;
            // An index the last migration left unbuilt comes first: nothing is applied over a half-done one.
            if (!s.unbuilt.isEmpty() && !buildUnbuilt(s, nullptr, err))
                return false;
            if (s.pending.isEmpty())
                return true;
            if (!ensureVersionTable(err))
                return false;
            for (;;) {
                if (cancelled()) {
                    setError(err, QObject::tr("Cancelled: %n %1 migration(s) applied before that stay applied.",
                                              nullptr, applied ? int(applied->size()) : 0)
                                      .arg(prefix()));
                    return false;
                }
                if (!begin(err))
                    return false;
                // Re-read inside the transaction: another process may have applied steps meanwhile.
                if (!usableStatus(&s, err) || s.pending.isEmpty()) {
                    rollback();
                    return s.pending.isEmpty() && err->isEmpty();
                }
                const Migration* m = m_set.find(s.pending.first());
                if (!step(*m, false, err)) {
                    if (cancelled() && applied && !applied->isEmpty())
                        *err += QLatin1Char(' ') + QObject::tr("%n %1 migration(s) applied before it stay applied.",
                                                               nullptr, int(applied->size()))
                                                       .arg(prefix());
                    return false;
                }
                if (applied)
                    applied->append(m->id);
            }
        },
        error);
}

bool Migrator::downgrade(const QString& revision, QString* rolledBack, QString* error) {
    if (rolledBack)
        rolledBack->clear();
    m_failure = MigrationFailure();
    // The one rollback asked for, or none: a stale screen or a script run twice must not undo a second migration.
    const auto refusal = [&](const SchemaStatus& s) -> QString {
        if (s.applied.isEmpty())
            return QObject::tr("%1 has no applied migration, so %2 cannot be rolled back; nothing was changed.")
                .arg(prefix(), revision);
        if (s.applied.constLast() != revision)
            return QObject::tr("%1's last applied migration is %2, not %3; only the last applied one is rolled back, "
                               "so nothing was changed.")
                .arg(prefix(), s.applied.constLast(), revision);
        return {};
    };
    return withLock(
        [&](QString* err) {
            SchemaStatus s;
            if (!usableStatus(&s, err))
                return false;
            if (const QString why = refusal(s); !why.isEmpty()) {
                setError(err, why);
                return false;
            }
            if (!begin(err))
                return false;
            if (!usableStatus(&s, err)) {
                rollback();
                return false;
            }
            if (const QString why = refusal(s); !why.isEmpty()) {
                rollback();
                setError(err, why);
                return false;
            }
            const Migration* m = m_set.find(s.applied.constLast());
            if (!m->hasRollback()) {
                rollback();
                setError(err, QObject::tr("%1 migration %2 has no rollback: %3. Nothing was changed.")
                                  .arg(prefix(), m->describe(), m->noRollbackReason));
                return false;
            }
            if (!step(*m, true, err))
                return false;
            if (rolledBack)
                *rolledBack = m->id;
            return true;
        },
        error);
}

bool Migrator::drift(SchemaDiff* out, QString* error) const {
    *out = SchemaDiff();
    SchemaStatus s;
    if (!status(&s, error))
        return false;
    if (s.applied.isEmpty())
        return true;
    // Neither version table records what ran beyond a name: the live schema is compared with the one the applied
    // migrations make.
    return SchemaComparer::compare(m_conn, m_set, s.applied.constLast(), out, error);
}

bool Migrator::history(QList<MigrationRecord>* out, QString* error) const {
    SchemaStatus s;
    if (!status(&s, error))
        return false;
    QHash<QString, QDateTime> appliedAt;
    const bool holotable = m_set.platform() == Platform::Holotable;
    if (holotable && m_conn.tableExists(QStringLiteral("schema_migrations")) && hasHolotableLayout()) {
        QSqlQuery q;
        if (!m_conn.execBound(&q, QStringLiteral("SELECT name, applied_at FROM schema_migrations"), {}, error))
            return false;
        while (q.next()) {
            // PostgreSQL gives a timestamptz; SQLite the ISO text in UTC.
            const QDateTime at = m_conn.isSqlite() ? QDateTime::fromString(q.value(1).toString(), Qt::ISODateWithMs)
                                                   : q.value(1).toDateTime();
            appliedAt.insert(q.value(0).toString(), at);
        }
    }
    SchemaDiff diff;
    QString driftError;
    const bool compared = !s.applied.isEmpty() &&
                          (s.state == SchemaStatus::State::Current || s.state == SchemaStatus::State::Behind) &&
                          drift(&diff, &driftError);
    QList<MigrationRecord> list;
    for (const Migration& m : m_set.migrations()) {
        MigrationRecord r;
        r.id = m.id;
        r.description = m.describe();
        r.hasRollback = m.hasRollback();
        r.noRollbackReason = m.noRollbackReason;
        r.historyRecorded = holotable;
        r.state = s.applied.contains(m.id) ? MigrationRecord::State::Applied : MigrationRecord::State::Pending;
        r.uncertain = r.state == MigrationRecord::State::Pending && !s.pending.contains(m.id);
        r.appliedAt = appliedAt.value(m.id);
        const bool last = !s.applied.isEmpty() && m.id == s.applied.constLast();
        if (last && compared && !diff.isEmpty()) {
            r.state = MigrationRecord::State::Modified;
            r.drift = QObject::tr("the live schema differs from what the applied migrations make: %1")
                          .arg(diff.lines().join(QStringLiteral("; ")));
        } else if (last && !compared && !driftError.isEmpty()) {
            r.driftUnchecked = driftError;
        }
        list << r;
    }
    for (const QString& id : s.unknown) {
        MigrationRecord r;
        r.id = id;
        r.description = id;
        r.state = MigrationRecord::State::Unknown;
        r.historyRecorded = holotable;
        r.hasRollback = false;
        r.noRollbackReason = QObject::tr("this Metadesk does not have the migration");
        r.appliedAt = appliedAt.value(id);
        r.drift = s.unknownIsNewer
                      ? QObject::tr("%1 records %2, which this Metadesk does not ship: a newer release applied it")
                            .arg(platforms::versionTable(m_set.platform()), id)
                      : QObject::tr("%1 records %2, which this Metadesk does not know")
                            .arg(platforms::versionTable(m_set.platform()), id);
        list << r;
    }
    *out = list;
    return true;
}

bool Migrator::stamp(const QString& revision, SchemaDiff* diff, QString* error) {
    m_failure = MigrationFailure();
    if (diff)
        *diff = SchemaDiff();
    return withLock(
        [&](QString* err) {
            const Migration* target = m_set.find(revision);
            if (!target) {
                QStringList known;
                for (const Migration& m : m_set.migrations())
                    known << m.id;
                setError(err, QObject::tr("%1 has no revision \"%2\" (known: %3); nothing was stamped.")
                                  .arg(prefix(), revision, known.join(QStringLiteral(", "))));
                return false;
            }
            SchemaStatus s;
            if (!status(&s, err))
                return false;
            if (s.state == SchemaStatus::State::Ahead) {
                setError(err, QObject::tr("%1 records revisions this Metadesk does not know (%2); stamping would hide "
                                          "them, so nothing was stamped.")
                                  .arg(prefix(), s.unknown.join(QStringLiteral(", "))));
                return false;
            }
            if (m_progress)
                m_progress(QObject::tr("Comparing %1's schema with %2").arg(prefix(), target->describe()));
            SchemaDiff d;
            if (!SchemaComparer::compare(m_conn, m_set, revision, &d, err))
                return false;
            if (diff)
                *diff = d;
            if (!d.isEmpty()) {
                setError(err, QObject::tr("The database's %1 schema is not that of %2, so nothing was stamped: %3.")
                                  .arg(prefix(), target->describe(), d.lines().join(QStringLiteral("; "))));
                return false;
            }
            // Exactly the statements the confirmation showed (stampStatements), from what the database holds now.
            QStringList recorded;
            const bool hasVersionTable = m_conn.tableExists(platforms::versionTable(m_set.platform()));
            QSqlQuery q;
            QString sqlError;
            if (hasVersionTable && m_set.platform() == Platform::Holotable) {
                if (!m_conn.execBound(&q, QStringLiteral("SELECT name FROM schema_migrations"), {}, &sqlError)) {
                    setError(err, QObject::tr("Could not read schema_migrations: %1").arg(sqlError));
                    return false;
                }
                while (q.next())
                    recorded << q.value(0).toString();
            }
            if (!begin(err))
                return false;
            bool ok = true;
            for (const PlannedStatement& statement :
                 stampStatements(m_set, revision, m_conn.isSqlite(), hasVersionTable, recorded))
                ok = ok &&
                     (statement.values.isEmpty() ? m_conn.exec(statement.sql, &sqlError)
                                                 : m_conn.execBound(&q, statement.sql, statement.values, &sqlError));
            if (!ok) {
                rollback();
                setError(err, QObject::tr("Could not stamp %1 at %2: %3").arg(prefix(), revision, sqlError));
                return false;
            }
            if (!commit(err))
                return false;
            if (m_progress)
                m_progress(QObject::tr("Stamped %1 at %2").arg(prefix(), target->describe()));
            return true;
        },
        error);
}

} // namespace metadesk
