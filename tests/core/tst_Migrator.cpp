#include "common/MigrationHelpers.h"
#include "common/TestDatabases.h"
#include "core/schema/MigrationSet.h"
#include "core/schema/Migrator.h"
#include "core/schema/SchemaInspector.h"

#include <QFile>
#include <QProcess>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The migration engine on both engines: up, down and up again (down only by the revision named, and never past
/// Tabularia's baseline); a failing step changes nothing; schemas newer than the code or edited after they ran are
/// refused; concurrent runs apply each migration exactly once.
class TestMigrator : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void upDownUp_data() { test::addEngineColumn(), test::addEngineRows(); }
    void upDownUp();
    void downRollsBackOnlyTheRevisionNamed_data() { test::addEngineColumn(), test::addEngineRows(); }
    void downRollsBackOnlyTheRevisionNamed();
    void failingMigrationLeavesSchemaUnchanged_data() { test::addEngineColumn(), test::addEngineRows(); }
    void failingMigrationLeavesSchemaUnchanged();
    void refusesNewerSchema_data() { test::addEngineColumn(), test::addEngineRows(); }
    void refusesNewerSchema();
    void refusesEditedMigration_data() { test::addEngineColumn(), test::addEngineRows(); }
    void refusesEditedMigration();
    void detectsUnmanagedTables_data() { test::addEngineColumn(), test::addEngineRows(); }
    void detectsUnmanagedTables();
    void noRollbackNamesItsReason_data() { test::addEngineColumn(), test::addEngineRows(); }
    void noRollbackNamesItsReason();
    void waitsForLockWithTimeout_data() { test::addEngineColumn(), test::addEngineRows(); }
    void waitsForLockWithTimeout();
    void concurrentRunsApplyOnce_data() { test::addEngineColumn(), test::addEngineRows(); }
    void concurrentRunsApplyOnce();

private:
    static MigrationSet builtIn(Platform p, const DbConnection& conn) { return test::builtInMigrations(p, conn); }
    static SchemaStatus statusOf(const DbConnection& conn, const MigrationSet& set) {
        return test::schemaStatusOf(conn, set);
    }
    static QString writeMigrations(QTemporaryDir& dir, const QList<QPair<QString, QString>>& files) {
        for (const auto& [name, text] : files) {
            QFile f(dir.filePath(name));
            if (!f.open(QIODevice::WriteOnly))
                return {};
            f.write(text.toUtf8());
        }
        return dir.path();
    }
};

void TestMigrator::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestMigrator::upDownUp() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QVERIFY(conn);

    QStringList expected;
    for (Platform p : platforms::all())
        expected << platforms::tables(p) << platforms::bookkeepingTables(p);
    expected.removeOne(QStringLiteral("chat_messages")); // Holotable's 021 drops it
    std::sort(expected.begin(), expected.end());

    for (int round = 0; round < 2; ++round) {
        for (Platform p : platforms::all()) {
            const MigrationSet set = builtIn(p, *conn);
            // Absent at first. Then Tabularia's baseline stays (it has no rollback), and Holotable, rolled back to
            // nothing, leaves its empty version table: installed here, every migration pending.
            const bool kept = p == Platform::Tabularia && round > 0;
            QCOMPARE(statusOf(*conn, set).state, kept         ? SchemaStatus::State::Current
                                                 : round == 0 ? SchemaStatus::State::Absent
                                                              : SchemaStatus::State::Behind);
            QStringList applied;
            QString error;
            QVERIFY2(Migrator(*conn, set).upgrade(&applied, &error), qPrintable(error));
            QCOMPARE(applied.size(), kept ? 0 : set.migrations().size());
            const SchemaStatus s = statusOf(*conn, set);
            QCOMPARE(s.state, SchemaStatus::State::Current);
            QCOMPARE(s.current, set.head());
            // a second upgrade has nothing to do
            QVERIFY2(Migrator(*conn, set).upgrade(&applied, &error), qPrintable(error));
            QVERIFY(applied.isEmpty());
        }
        QStringList tables = conn->tableNames();
        std::sort(tables.begin(), tables.end());
        QCOMPARE(tables, expected);

        // Roll back one step at a time, each by its name, down to a migration that has no rollback or to nothing.
        for (Platform p : platforms::all()) {
            const MigrationSet set = builtIn(p, *conn);
            for (int i = int(set.migrations().size()) - 1; i >= 0; --i) {
                const Migration& m = set.migrations().at(i);
                QString rolledBack, error;
                if (!m.hasRollback()) {
                    // The baseline: refused with its reason, nothing changed.
                    QCOMPARE(p, Platform::Tabularia);
                    QCOMPARE(i, 0);
                    QVERIFY(!Migrator(*conn, set).downgrade(m.id, &rolledBack, &error));
                    QVERIFY2(error.contains(m.noRollbackReason) &&
                                 error.contains(QStringLiteral("Nothing was changed")),
                             qPrintable(error));
                    QVERIFY(rolledBack.isEmpty());
                    QCOMPARE(statusOf(*conn, set).state, SchemaStatus::State::Current);
                    break;
                }
                QVERIFY2(Migrator(*conn, set).downgrade(m.id, &rolledBack, &error), qPrintable(error));
                QCOMPARE(rolledBack, m.id);
                const SchemaStatus s = statusOf(*conn, set);
                QCOMPARE(s.applied.size(), i);
            }
        }
        // Holotable's tables are gone, its (empty) version table remains; Tabularia's baseline is all there.
        QStringList left = conn->tableNames();
        std::sort(left.begin(), left.end());
        QStringList tabularia =
            platforms::tables(Platform::Tabularia) + platforms::bookkeepingTables(Platform::Tabularia);
        tabularia << QStringLiteral("schema_migrations");
        std::sort(tabularia.begin(), tabularia.end());
        QCOMPARE(left, tabularia);
    }
}

void TestMigrator::downRollsBackOnlyTheRevisionNamed() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    const MigrationSet set = builtIn(Platform::Holotable, *conn);
    const QString last = set.head();
    const QString beforeLast = set.migrations().at(set.migrations().size() - 2).id;
    QString error, rolledBack;
    QStringList applied;

    // Nothing applied: no revision can be rolled back, and nothing is made.
    QVERIFY(!Migrator(*conn, set).downgrade(last, &rolledBack, &error));
    QVERIFY2(error.contains(QStringLiteral("no applied migration")), qPrintable(error));
    QVERIFY(!conn->tableExists(QStringLiteral("sources")));

    QVERIFY2(Migrator(*conn, set).upgrade(&applied, &error), qPrintable(error));
    // Another revision than the last applied: refused, naming the last applied one; nothing changes.
    QVERIFY(!Migrator(*conn, set).downgrade(beforeLast, &rolledBack, &error));
    QVERIFY2(error.contains(last) && error.contains(QStringLiteral("nothing was changed")), qPrintable(error));
    QVERIFY(rolledBack.isEmpty());
    QCOMPARE(statusOf(*conn, set).applied.size(), set.migrations().size());
    QVERIFY(!conn->tableExists(QStringLiteral("chat_messages")));
    // The one named: rolled back, and only it.
    QVERIFY2(Migrator(*conn, set).downgrade(last, &rolledBack, &error), qPrintable(error));
    QCOMPARE(rolledBack, last);
    const SchemaStatus s = statusOf(*conn, set);
    QCOMPARE(s.pending, QStringList{last});
    QCOMPARE(s.current, beforeLast);
    // The same command again (a script run twice) does not undo a second migration.
    QVERIFY(!Migrator(*conn, set).downgrade(last, &rolledBack, &error));
    QVERIFY2(error.contains(beforeLast), qPrintable(error));
    QCOMPARE(statusOf(*conn, set).current, beforeLast);
}

void TestMigrator::failingMigrationLeavesSchemaUnchanged() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QTemporaryDir dir;
    const QString path = writeMigrations(
        dir, {{QStringLiteral("0001_aaaa00000001_first.sql"),
               QStringLiteral(
                   "-- revision: aaaa00000001\n-- down_revision:\n-- message: first\n-- migrate:up\n"
                   "CREATE TABLE first_table (id integer PRIMARY KEY);\n-- migrate:down\nDROP TABLE first_table;\n")},
              {QStringLiteral("0002_aaaa00000002_second.sql"),
               QStringLiteral(
                   "-- revision: aaaa00000002\n-- down_revision: aaaa00000001\n-- message: broken\n-- migrate:up\n"
                   "CREATE TABLE second_table (id integer PRIMARY KEY);\n"
                   "INSERT INTO second_table (id) VALUES (1);\n"
                   "INSERT INTO no_such_table (id) VALUES (1);\n"
                   "-- migrate:down\nDROP TABLE second_table;\n")}});
    MigrationSet set;
    QString error;
    QVERIFY2(MigrationSet::loadDirectory(Platform::Tabularia, path, &set, &error), qPrintable(error));
    QStringList applied;
    QVERIFY(!Migrator(*conn, set).upgrade(&applied, &error));
    QVERIFY2(error.contains(QStringLiteral("0002_aaaa00000002_second")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("statement 3")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("no_such_table")), qPrintable(error));
    QCOMPARE(applied, QStringList{QStringLiteral("aaaa00000001")});
    QVERIFY(conn->tableExists(QStringLiteral("first_table")));
    QVERIFY(!conn->tableExists(QStringLiteral("second_table")));
    const SchemaStatus s = statusOf(*conn, set);
    QCOMPARE(s.current, QStringLiteral("aaaa00000001"));
    QCOMPARE(s.state, SchemaStatus::State::Behind);
}

void TestMigrator::refusesNewerSchema() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    const MigrationSet set = builtIn(Platform::Tabularia, *conn);
    QString error, rolledBack;
    QStringList applied;
    QVERIFY2(Migrator(*conn, set).upgrade(&applied, &error), qPrintable(error));
    QVERIFY(conn->exec(QStringLiteral("UPDATE alembic_version SET version_num = 'ffff99990000'"), &error));
    const SchemaStatus s = statusOf(*conn, set);
    QCOMPARE(s.state, SchemaStatus::State::Ahead);
    QCOMPARE(s.unknown, QStringList{QStringLiteral("ffff99990000")});
    QVERIFY(!Migrator(*conn, set).upgrade(&applied, &error));
    // An Alembic revision it does not know may be older as well as newer: it says it does not know it.
    QVERIFY2(error.contains(QStringLiteral("does not know")), qPrintable(error));
    QVERIFY(!Migrator(*conn, set).downgrade(set.head(), &rolledBack, &error));
    QVERIFY(conn->tableExists(QStringLiteral("data_contract_results"))); // nothing was rolled back
}

void TestMigrator::refusesEditedMigration() {
    // A schema_migrations Holotable's runner did not make (an earlier Metadesk's layout) cannot be read as
    // Holotable's record: it is not migrated, and nothing is written to it.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    const MigrationSet set = builtIn(Platform::Holotable, *conn);
    QString error;
    QVERIFY(conn->exec(QStringLiteral("CREATE TABLE schema_migrations (filename TEXT PRIMARY KEY, checksum TEXT)"),
                       &error));
    QVERIFY(conn->exec(QStringLiteral("INSERT INTO schema_migrations VALUES ('001_config_store.sql', 'x')"), &error));
    const SchemaStatus s = statusOf(*conn, set);
    QCOMPARE(s.state, SchemaStatus::State::Unmanaged);
    QVERIFY2(s.summary().contains(QStringLiteral("name, applied_at")), qPrintable(s.summary()));
    QStringList applied;
    QVERIFY(!Migrator(*conn, set).upgrade(&applied, &error));
    QVERIFY(!conn->tableExists(QStringLiteral("sources")));
}

void TestMigrator::detectsUnmanagedTables() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QString error;
    QVERIFY(conn->exec(QStringLiteral("CREATE TABLE users (id integer PRIMARY KEY)"), &error));
    const MigrationSet set = builtIn(Platform::Tabularia, *conn);
    QCOMPARE(statusOf(*conn, set).state, SchemaStatus::State::Unmanaged);
    QStringList applied;
    QVERIFY(!Migrator(*conn, set).upgrade(&applied, &error));
    QVERIFY2(error.contains(QStringLiteral("alembic_version")), qPrintable(error));
    QVERIFY(!conn->tableExists(QStringLiteral("alembic_version")));
}

void TestMigrator::noRollbackNamesItsReason() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QTemporaryDir dir;
    const QString path = writeMigrations(
        dir, {{QStringLiteral("001_backfill.sql"),
               QStringLiteral("-- message: backfill\n-- migrate:up\nCREATE TABLE kept (id integer PRIMARY KEY);\n"
                              "-- migrate:no-rollback: the backfill cannot be told apart from later writes\n")}});
    MigrationSet set;
    QString error, rolledBack;
    QVERIFY2(MigrationSet::loadDirectory(Platform::Holotable, path, &set, &error), qPrintable(error));
    QStringList applied;
    QVERIFY2(Migrator(*conn, set).upgrade(&applied, &error), qPrintable(error));
    QVERIFY(!Migrator(*conn, set).downgrade(QStringLiteral("001_backfill.sql"), &rolledBack, &error));
    QVERIFY2(error.contains(QStringLiteral("cannot be told apart")), qPrintable(error));
    QVERIFY(conn->tableExists(QStringLiteral("kept")));
    QCOMPARE(statusOf(*conn, set).state, SchemaStatus::State::Current);

    // A file that declares neither a rollback nor a reason does not load.
    QTemporaryDir bad;
    writeMigrations(bad, {{QStringLiteral("001_x.sql"), QStringLiteral("-- migrate:up\nSELECT 1;\n")}});
    QVERIFY(!MigrationSet::loadDirectory(Platform::Holotable, bad.path(), &set, &error));
    QVERIFY2(error.contains(QStringLiteral("neither a rollback")), qPrintable(error));
}

void TestMigrator::waitsForLockWithTimeout() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    auto holder = scratch.connect();
    QString error;
    // Another session holds the migration lock (PostgreSQL) or the write lock (SQLite) and does not let go.
    if (engine == ScratchDatabase::Engine::Postgres) {
        QSqlQuery q(holder->db());
        q.prepare(QStringLiteral("SELECT pg_advisory_lock(?)"));
        q.addBindValue(Migrator::lockKey(Platform::Holotable));
        QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
    } else {
        QVERIFY(holder->exec(QStringLiteral("CREATE TABLE unrelated (id integer)"), &error));
        QVERIFY(holder->exec(QStringLiteral("BEGIN IMMEDIATE"), &error));
    }
    const MigrationSet set = builtIn(Platform::Holotable, *conn);
    Migrator migrator(*conn, set);
    migrator.setLockTimeoutMs(600);
    QStringList applied;
    QVERIFY(!migrator.upgrade(&applied, &error));
    QVERIFY2(error.contains(QStringLiteral("lock"), Qt::CaseInsensitive), qPrintable(error));
    QVERIFY(applied.isEmpty());
    if (engine == ScratchDatabase::Engine::Sqlite)
        QVERIFY(holder->exec(QStringLiteral("ROLLBACK"), &error));
    holder.reset();
    QVERIFY(!conn->tableExists(QStringLiteral("sources")));
    QVERIFY2(migrator.upgrade(&applied, &error), qPrintable(error)); // free again: it goes through
    QCOMPARE(applied.size(), set.migrations().size());
}

void TestMigrator::concurrentRunsApplyOnce() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const QString cli = qEnvironmentVariable("METADESK_CLI");
    QVERIFY2(QFile::exists(cli), "METADESK_CLI must name the metadesk-cli binary (ctest sets it)");
    if (engine == ScratchDatabase::Engine::Sqlite)
        scratch.connect(); // create the file first so both processes open the same one

    for (int attempt = 0; attempt < 3; ++attempt) {
        QProcess a, b;
        const QStringList args{QStringLiteral("migrate"), QStringLiteral("up"),    QStringLiteral("--platform"),
                               QStringLiteral("all"),     QStringLiteral("--yes"), QStringLiteral("--database"),
                               scratch.urlText()};
        a.start(cli, args);
        b.start(cli, args);
        QVERIFY(a.waitForFinished(120000));
        QVERIFY(b.waitForFinished(120000));
        const QString outA = QString::fromUtf8(a.readAllStandardOutput() + a.readAllStandardError());
        const QString outB = QString::fromUtf8(b.readAllStandardOutput() + b.readAllStandardError());
        QVERIFY2(a.exitCode() == 0, qPrintable(outA));
        QVERIFY2(b.exitCode() == 0, qPrintable(outB));
        // Every "Applying" line names a distinct migration: nothing ran twice.
        QStringList applying;
        for (const QString& out : {outA, outB})
            for (const QString& line : out.split(QLatin1Char('\n')))
                if (line.startsWith(QStringLiteral("Applying ")))
                    applying << line;
        const int expected = attempt == 0 ? 22 : 0; // Tabularia's baseline and Holotable's 21 files
        QCOMPARE(applying.size(), expected);
        QCOMPARE(QSet<QString>(applying.begin(), applying.end()).size(), expected);
    }
    auto conn = scratch.connect();
    QSqlQuery q(conn->db());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM alembic_version")) && q.next());
    QCOMPARE(q.value(0).toInt(), 1);
    QVERIFY(q.exec(QStringLiteral("SELECT count(*), count(DISTINCT name) FROM schema_migrations")) && q.next());
    QCOMPARE(q.value(0).toInt(), 21);
    QCOMPARE(q.value(1).toInt(), 21);
}

QTEST_GUILESS_MAIN(TestMigrator)
#include "tst_Migrator.moc"
