#include "Migrator.h"

#include "SqlScript.h"
#include "core/db/DbConnection.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

namespace metadesk {

namespace {
void setError(QString* error, const QString& message) {
    if (error)
        *error = message;
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
    // 'MDSK' in the high half; the platform in the low half.
    return (qint64(0x4D44534B) << 32) | (platform == Platform::Tabularia ? 1 : 2);
}

QString Migrator::prefix() const {
    return platforms::displayName(m_set.platform());
}

bool Migrator::status(SchemaStatus* out, QString* error) const {
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

    if (!tables.contains(versionTable)) {
        s.pending = allIds;
        if (anyTable) {
            s.state = SchemaStatus::State::Unmanaged;
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
            setError(error, QObject::tr("Could not read alembic_version: %1").arg(query.lastError().text()));
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
            s.pending = allIds;
            s.state = anyTable ? SchemaStatus::State::Behind : SchemaStatus::State::Absent;
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

    if (!query.exec(QStringLiteral("SELECT filename, checksum FROM schema_migrations ORDER BY filename"))) {
        setError(error, QObject::tr("Could not read schema_migrations: %1").arg(query.lastError().text()));
        return false;
    }
    QSet<QString> recorded;
    while (query.next()) {
        const QString name = query.value(0).toString();
        recorded.insert(name);
        s.current = name;
        const Migration* m = m_set.find(name);
        if (!m)
            s.unknown << name;
        else {
            s.applied << name;
            if (m->checksum != query.value(1).toString())
                s.modified << name;
        }
    }
    for (const QString& id : allIds)
        if (!recorded.contains(id))
            s.pending << id;
    if (!s.unknown.isEmpty())
        s.state = SchemaStatus::State::Ahead;
    else if (!s.modified.isEmpty())
        s.state = SchemaStatus::State::Modified;
    else if (recorded.isEmpty())
        s.state = anyTable ? SchemaStatus::State::Behind : SchemaStatus::State::Absent;
    else
        s.state = s.pending.isEmpty() ? SchemaStatus::State::Current : SchemaStatus::State::Behind;
    *out = s;
    return true;
}

bool Migrator::withLock(const std::function<bool(QString*)>& work, QString* error) {
    if (m_conn.isReadOnly()) {
        setError(error, QObject::tr("The connection is read-only; migrations need a writable connection."));
        return false;
    }
    QString workError; // never null inside work, whatever the caller passed
    if (!m_conn.isPostgres()) {
        const bool ok = work(&workError);
        setError(error, workError);
        return ok;
    }

    DbConnection::Options options;
    options.purpose = QStringLiteral("migration-lock");
    QString openError;
    auto lockConn = DbConnection::open(m_conn.url(), options, &openError);
    if (!lockConn) {
        setError(error, QObject::tr("Could not open the connection that holds the migration lock: %1").arg(openError));
        return false;
    }
    QSqlQuery lock(lockConn->db());
    lock.prepare(QStringLiteral("SELECT pg_try_advisory_lock(?)"));
    QElapsedTimer timer;
    timer.start();
    bool announced = false;
    for (;;) {
        lock.addBindValue(lockKey(m_set.platform()));
        if (!lock.exec() || !lock.next()) {
            setError(error, QObject::tr("Could not take the migration lock: %1").arg(lock.lastError().text()));
            return false;
        }
        if (lock.value(0).toBool())
            break;
        if (timer.elapsed() >= m_lockTimeoutMs) {
            setError(error, QObject::tr("Another migration of %1 has held the lock for %2 s; nothing was changed. Try "
                                        "again once it has finished.")
                                .arg(prefix())
                                .arg(m_lockTimeoutMs / 1000.0, 0, 'f', 1));
            return false;
        }
        if (!announced && m_progress) {
            m_progress(QObject::tr("Waiting for another migration of %1 to finish…").arg(prefix()));
            announced = true;
        }
        QThread::msleep(100);
    }
    const bool ok = work(&workError);
    setError(error, workError);
    QSqlQuery unlock(lockConn->db());
    unlock.prepare(QStringLiteral("SELECT pg_advisory_unlock(?)"));
    unlock.addBindValue(lockKey(m_set.platform()));
    unlock.exec(); // closing the connection releases the lock too
    return ok;
}

bool Migrator::begin(QString* error) {
    QSqlQuery q(m_conn.db());
    // IMMEDIATE takes SQLite's write lock now, so the revision read next cannot change under us.
    if (!q.exec(m_conn.isSqlite() ? QStringLiteral("BEGIN IMMEDIATE") : QStringLiteral("BEGIN"))) {
        setError(error, QObject::tr("Could not start a transaction: %1").arg(q.lastError().text()));
        return false;
    }
    return true;
}

void Migrator::rollback() {
    QSqlQuery q(m_conn.db());
    q.exec(QStringLiteral("ROLLBACK"));
}

bool Migrator::commit(QString* error) {
    QSqlQuery q(m_conn.db());
    // PostgreSQL answers COMMIT of a failed transaction with ROLLBACK and no error: probe that it is healthy first.
    if (!q.exec(QStringLiteral("SELECT 1")) || !q.exec(QStringLiteral("COMMIT"))) {
        const QString text = q.lastError().text();
        rollback();
        setError(error, QObject::tr("Could not commit: %1").arg(text));
        return false;
    }
    return true;
}

bool Migrator::ensureVersionTable(QString* error) {
    const bool tabularia = m_set.platform() == Platform::Tabularia;
    if (m_conn.tableExists(platforms::versionTable(m_set.platform())))
        return true;
    QString sql;
    if (tabularia)
        sql = QStringLiteral("CREATE TABLE IF NOT EXISTS alembic_version (version_num VARCHAR(32) NOT NULL, "
                             "CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num))");
    else if (m_conn.isSqlite())
        sql = QStringLiteral("CREATE TABLE IF NOT EXISTS schema_migrations (filename TEXT NOT NULL PRIMARY KEY, "
                             "checksum TEXT NOT NULL, applied_at TEXT NOT NULL DEFAULT "
                             "(strftime('%Y-%m-%dT%H:%M:%fZ','now')))");
    else
        sql = QStringLiteral("CREATE TABLE IF NOT EXISTS schema_migrations (filename text NOT NULL PRIMARY KEY, "
                             "checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())");
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

bool Migrator::runScript(const Migration& m, bool down, QString* error) {
    const auto statements = SqlScript::split(down ? m.downSql : m.upSql, down ? m.downFirstLine : m.upFirstLine);
    int index = 0;
    for (const auto& statement : statements) {
        ++index;
        QSqlQuery q(m_conn.db());
        if (!q.exec(statement.sql)) {
            setError(error,
                     QObject::tr("%1 migration %2 failed %3 at statement %4 (line %5: %6): %7")
                         .arg(prefix(), m.describe(), down ? QObject::tr("rolling back") : QObject::tr("applying"))
                         .arg(index)
                         .arg(statement.line)
                         .arg(firstLine(statement.sql), q.lastError().text().trimmed()));
            return false;
        }
    }
    return true;
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
        q.prepare(QStringLiteral("DELETE FROM schema_migrations WHERE filename = ?"));
        q.addBindValue(m.id);
    } else {
        q.prepare(QStringLiteral("INSERT INTO schema_migrations (filename, checksum) VALUES (?, ?)"));
        q.addBindValue(m.id);
        q.addBindValue(m.checksum);
    }
    if (!q.exec() || q.numRowsAffected() != 1) {
        setError(error, QObject::tr("Could not record %1 in %2: %3")
                            .arg(m.describe(), platforms::versionTable(m_set.platform()),
                                 q.lastError().isValid() ? q.lastError().text()
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
    if (m_progress)
        m_progress(down ? QObject::tr("Rolling back %1 %2").arg(prefix(), m.describe())
                        : QObject::tr("Applying %1 %2").arg(prefix(), m.describe()));
    QString stepError;
    if (!runScript(m, down, &stepError) || !record(m, down, &stepError)) {
        rollback();
        setError(error,
                 stepError + QLatin1Char(' ') +
                     (down ? QObject::tr("The rollback was undone: the database is as it was before it.")
                           : QObject::tr("The migration was rolled back: the database is as it was before it.")));
        return false;
    }
    return commit(error);
}

bool Migrator::upgrade(QStringList* applied, QString* error) {
    if (applied)
        applied->clear();
    return withLock(
        [&](QString* err) {
            SchemaStatus s;
            if (!usableStatus(&s, err))
                return false;
            if (s.pending.isEmpty())
                return true;
            if (!ensureVersionTable(err))
                return false;
            for (;;) {
                if (!begin(err))
                    return false;
                // Re-read inside the transaction: another process may have applied steps meanwhile.
                if (!usableStatus(&s, err) || s.pending.isEmpty()) {
                    rollback();
                    return s.pending.isEmpty() && err->isEmpty();
                }
                const Migration* m = m_set.find(s.pending.first());
                if (!step(*m, false, err))
                    return false;
                if (applied)
                    applied->append(m->id);
            }
        },
        error);
}

bool Migrator::downgrade(QString* rolledBack, QString* error) {
    if (rolledBack)
        rolledBack->clear();
    return withLock(
        [&](QString* err) {
            SchemaStatus s;
            if (!usableStatus(&s, err))
                return false;
            if (s.applied.isEmpty())
                return true;
            if (!begin(err))
                return false;
            if (!usableStatus(&s, err) || s.applied.isEmpty()) {
                rollback();
                return s.applied.isEmpty() && err->isEmpty();
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

} // namespace metadesk
