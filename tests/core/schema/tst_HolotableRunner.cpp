#include "common/MigrationHelpers.h"
#include "common/SchemaDescription.h"
#include "common/TestDatabases.h"
#include "core/schema/LiveSchema.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>
#include <QThread>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {

/// A runner written here that behaves as Holotable's own `npm run migrate` does (scripts/migrate.ts with
/// scripts/lib/migrations.ts): migration files in the platform's format (the up SQL, then a `-- rollback:` line and
/// the down SQL), applied in file-name order, each file's up part in one transaction together with
/// `INSERT INTO schema_migrations (name)`, a file already recorded skipped, all under the session advisory lock
/// 4027083161 polled every 250 ms. It shares no code with Metadesk's Migrator: it is the other party.
class PlatformRunner {
public:
    struct File {
        QString name;
        QString text;
    };

    /// The platform's form of Metadesk's migration files (what its migrations/ folder holds).
    static QList<File> filesOf(const MigrationSet& set) {
        QList<File> files;
        for (const Migration& m : set.migrations())
            files << File{m.id, m.hasRollback() ? m.upSql + QStringLiteral("\n-- rollback:\n") + m.downSql
                                                : QStringLiteral("-- irreversible: ") + m.noRollbackReason +
                                                      QLatin1Char('\n') + m.upSql};
        return files;
    }

    explicit PlatformRunner(const DbConnection& conn) : m_conn(conn) {}

    /// Applies what is not yet recorded; returns the names it applied, or false with the reason.
    bool apply(const QList<File>& files, QStringList* applied, QString* error, int lockTimeoutMs = 60000) {
        applied->clear();
        QSqlQuery q(m_conn.db());
        const bool pg = m_conn.isPostgres();
        if (!q.exec(
                pg ? QStringLiteral("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, "
                                    "applied_at TIMESTAMPTZ NOT NULL DEFAULT now())")
                   : QStringLiteral("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT NOT NULL PRIMARY "
                                    "KEY, applied_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')))"))) {
            *error = q.lastError().text();
            return false;
        }
        if (pg && !lock(lockTimeoutMs, error))
            return false;
        QList<File> sorted = files;
        std::sort(sorted.begin(), sorted.end(), [](const File& a, const File& b) { return a.name < b.name; });
        bool ok = true;
        for (const File& f : sorted) {
            q.prepare(QStringLiteral("SELECT 1 FROM schema_migrations WHERE name = ?"));
            q.addBindValue(f.name);
            if (!q.exec()) {
                *error = q.lastError().text();
                ok = false;
                break;
            }
            if (q.next())
                continue; // "skip"
            if (!applyOne(f, error)) {
                ok = false;
                break;
            }
            *applied << f.name;
        }
        if (pg)
            q.exec(QStringLiteral("SELECT pg_advisory_unlock(4027083161::bigint)"));
        return ok;
    }

    bool lock(int timeoutMs, QString* error) {
        QSqlQuery q(m_conn.db());
        QElapsedTimer timer;
        timer.start();
        for (;;) {
            if (!q.exec(QStringLiteral("SELECT pg_try_advisory_lock(4027083161::bigint)")) || !q.next()) {
                *error = q.lastError().text();
                return false;
            }
            if (q.value(0).toBool())
                return true;
            if (timer.elapsed() >= timeoutMs) {
                *error = QStringLiteral("Timed out waiting for the migration advisory lock (key 4027083161)");
                return false;
            }
            QThread::msleep(250);
        }
    }

private:
    /// The up part: everything before the `-- rollback:` line.
    static QString upPart(const QString& text) {
        static const QRegularExpression marker(QStringLiteral("^--[ \\t]*rollback:[ \\t]*$"),
                                               QRegularExpression::MultilineOption);
        const QRegularExpressionMatch m = marker.match(text);
        return m.hasMatch() ? text.left(m.capturedStart()) : text;
    }

    bool applyOne(const File& f, QString* error) {
        QSqlQuery q(m_conn.db());
        if (!q.exec(QStringLiteral("BEGIN"))) {
            *error = q.lastError().text();
            return false;
        }
        bool ok = true;
        const QString up = upPart(f.text);
        if (m_conn.isPostgres()) {
            // node-postgres sends the file as one simple query: PostgreSQL runs every statement of it.
            ok = q.exec(up);
        } else {
            // SQLite runs one statement per call; the platform has no SQLite runner, so this stands in for it.
            for (const SqlScript::Statement& s : SqlScript::split(up, 1))
                if (!(ok = q.exec(s.sql)))
                    break;
        }
        if (ok) {
            q.prepare(QStringLiteral("INSERT INTO schema_migrations (name) VALUES (?)"));
            q.addBindValue(f.name);
            ok = q.exec();
        }
        if (!ok) {
            *error = f.name + QStringLiteral(": ") + q.lastError().text();
            QSqlQuery(m_conn.db()).exec(QStringLiteral("ROLLBACK"));
            return false;
        }
        return q.exec(QStringLiteral("COMMIT"));
    }

    const DbConnection& m_conn;
};

QStringList recorded(const DbConnection& conn) {
    QSqlQuery q(conn.db());
    QStringList names;
    if (q.exec(QStringLiteral("SELECT name FROM schema_migrations ORDER BY name")))
        while (q.next())
            names << q.value(0).toString();
    return names;
}

QStringList idsOf(const MigrationSet& set) {
    QStringList ids;
    for (const Migration& m : set.migrations())
        ids << m.id;
    return ids;
}

} // namespace

/// Metadesk and Holotable's own migration runner take turns on one database, in both orders: each finds the other's
/// work done and repeats none of it, and on PostgreSQL they serialise on the same advisory lock.
class TestHolotableRunner : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void platformFirstThenMetadesk_data() { test::addEngineColumn(), test::addEngineRows(); }
    void platformFirstThenMetadesk();
    void metadeskFirstThenPlatform_data() { test::addEngineColumn(), test::addEngineRows(); }
    void metadeskFirstThenPlatform();
    void advisoryLockIsSharedOnPostgres();

private:
    void checkHead(const DbConnection& conn, const MigrationSet& set);
};

void TestHolotableRunner::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestHolotableRunner::checkHead(const DbConnection& conn, const MigrationSet& set) {
    QCOMPARE(recorded(conn), idsOf(set)); // each file once
    QCOMPARE(test::schemaStatusOf(conn, set).state, SchemaStatus::State::Current);
    SchemaDiff drift;
    QString error;
    QVERIFY2(Migrator(conn, set).drift(&drift, &error), qPrintable(error));
    QVERIFY2(drift.isEmpty(), qPrintable(drift.lines().join(QLatin1Char('\n'))));
    if (conn.isPostgres()) {
        test::SchemaDescription description;
        QVERIFY2(test::SchemaDescription::load(Platform::Holotable, QStringLiteral("postgresql"), &description, &error),
                 qPrintable(error));
        QStringList diff;
        QVERIFY2(description.compare(conn, set.head(), {}, {QStringLiteral("schema_migrations")}, &diff, &error),
                 qPrintable(error));
        QVERIFY2(diff.isEmpty(), qPrintable(diff.join(QLatin1Char('\n'))));
    }
}

void TestHolotableRunner::platformFirstThenMetadesk() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto platformConn = scratch.connect();
    auto metadeskConn = scratch.connect();
    const MigrationSet set = test::builtInMigrations(Platform::Holotable, *metadeskConn);
    const QList<PlatformRunner::File> files = PlatformRunner::filesOf(set);
    QString error;
    QStringList applied;
    // The platform at release 010 migrates first…
    QVERIFY2(PlatformRunner(*platformConn).apply(files.mid(0, 10), &applied, &error), qPrintable(error));
    QCOMPARE(applied, idsOf(set).mid(0, 10));
    SchemaStatus s = test::schemaStatusOf(*metadeskConn, set);
    QCOMPARE(s.state, SchemaStatus::State::Behind);
    QCOMPARE(s.current, QStringLiteral("010_user_preferences.sql"));
    // …Metadesk applies only what is left…
    QVERIFY2(Migrator(*metadeskConn, set).upgrade(&applied, &error), qPrintable(error));
    QCOMPARE(applied, idsOf(set).mid(10));
    // …and the platform's runner at head finds nothing to do.
    QVERIFY2(PlatformRunner(*platformConn).apply(files, &applied, &error), qPrintable(error));
    QVERIFY2(applied.isEmpty(), qPrintable(applied.join(QLatin1Char(' '))));
    checkHead(*metadeskConn, set);
}

void TestHolotableRunner::metadeskFirstThenPlatform() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto platformConn = scratch.connect();
    auto metadeskConn = scratch.connect();
    const MigrationSet set = test::builtInMigrations(Platform::Holotable, *metadeskConn);
    QString error;
    QStringList applied;
    QVERIFY2(Migrator(*metadeskConn, set.upTo(QStringLiteral("012_audit_log.sql"))).upgrade(&applied, &error),
             qPrintable(error));
    QCOMPARE(applied.size(), 12);
    QVERIFY2(PlatformRunner(*platformConn).apply(PlatformRunner::filesOf(set), &applied, &error), qPrintable(error));
    QCOMPARE(applied, idsOf(set).mid(12));
    QVERIFY2(Migrator(*metadeskConn, set).upgrade(&applied, &error), qPrintable(error));
    QVERIFY(applied.isEmpty());
    checkHead(*metadeskConn, set);
    // Metadesk's history reads the runner's records: when each ran, no drift.
    QList<MigrationRecord> records;
    QVERIFY2(Migrator(*metadeskConn, set).history(&records, &error), qPrintable(error));
    for (const MigrationRecord& r : records) {
        QCOMPARE(r.state, MigrationRecord::State::Applied);
        QVERIFY2(r.appliedAt.isValid(), qPrintable(r.id));
    }
}

void TestHolotableRunner::advisoryLockIsSharedOnPostgres() {
    // Advisory locks are PostgreSQL's, as is the platform's runner; SQLite's write lock is tested in tst_Migrator.
    ScratchDatabase scratch(ScratchDatabase::Engine::Postgres);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto platformConn = scratch.connect();
    auto metadeskConn = scratch.connect();
    const MigrationSet set = test::builtInMigrations(Platform::Holotable, *metadeskConn);
    QString error;

    // The platform's runner holds the lock: Metadesk waits, names the holder, gives up, changes nothing.
    PlatformRunner runner(*platformConn);
    QVERIFY2(runner.lock(1000, &error), qPrintable(error));
    QSqlQuery pid(platformConn->db());
    QVERIFY(pid.exec(QStringLiteral("SELECT pg_backend_pid()")) && pid.next());
    LockHolder holder;
    QVERIFY2(Migrator::lockHolder(*metadeskConn, Platform::Holotable, &holder, &error), qPrintable(error));
    QCOMPARE(holder.pid, pid.value(0).toLongLong());
    Migrator waiting(*metadeskConn, set);
    waiting.setLockTimeoutMs(1500);
    QStringList applied;
    QVERIFY(!waiting.upgrade(&applied, &error));
    QVERIFY2(error.contains(QStringLiteral("lock")), qPrintable(error));
    QVERIFY(!metadeskConn->tableExists(QStringLiteral("sources")));
    QSqlQuery(platformConn->db()).exec(QStringLiteral("SELECT pg_advisory_unlock(4027083161::bigint)"));

    // Metadesk holds it while it migrates: the platform's runner cannot take it meanwhile.
    Migrator migrating(*metadeskConn, set);
    bool triedWhileHeld = false, runnerGotIt = true;
    migrating.setProgress([&](const QString&) {
        if (triedWhileHeld)
            return;
        triedWhileHeld = true;
        QString lockError;
        runnerGotIt = runner.lock(600, &lockError);
    });
    QVERIFY2(migrating.upgrade(&applied, &error), qPrintable(error));
    QVERIFY(triedWhileHeld);
    QVERIFY(!runnerGotIt);
    QCOMPARE(applied.size(), 21);
}

QTEST_GUILESS_MAIN(TestHolotableRunner)
#include "tst_HolotableRunner.moc"
