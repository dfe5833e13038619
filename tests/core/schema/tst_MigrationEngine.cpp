#include "common/MigrationHelpers.h"
#include "common/TestDatabases.h"
#include "core/schema/MigrationSet.h"
#include "core/schema/Migrator.h"
#include "core/schema/SchemaComparer.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// What the migration panel and `migrate status|stamp` stand on, on both engines: history with when and by whom,
/// drift, per-statement progress, failure reports with the statement's place, stamp after a schema comparison,
/// statements run outside the transaction (CREATE INDEX CONCURRENTLY) and the lock holder while waiting.
class TestMigrationEngine : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void detectsStatementsThatRefuseATransaction_data();
    void detectsStatementsThatRefuseATransaction();
    void applyAndRollBackEveryMigrationStepByStep_data() { test::addEngineColumn(), test::addEngineRows(); }
    void applyAndRollBackEveryMigrationStepByStep();
    void historyRecordsWhenAndByWhom_data() { test::addEngineColumn(), test::addEngineRows(); }
    void historyRecordsWhenAndByWhom();
    void driftAfterAMigrationFileChanges_data() { test::addEngineColumn(), test::addEngineRows(); }
    void driftAfterAMigrationFileChanges();
    void unknownRevisionIsDrift_data() { test::addEngineColumn(), test::addEngineRows(); }
    void unknownRevisionIsDrift();
    void failureReportNamesStatementLineAndMessage_data() { test::addEngineColumn(), test::addEngineRows(); }
    void failureReportNamesStatementLineAndMessage();
    void stampRefusesADifferentSchemaAndAcceptsAMatchingOne_data() { test::addEngineColumn(), test::addEngineRows(); }
    void stampRefusesADifferentSchemaAndAcceptsAMatchingOne();
    void stampHolotableRecordsEveryFileUpToTheRevision_data() { test::addEngineColumn(), test::addEngineRows(); }
    void stampHolotableRecordsEveryFileUpToTheRevision();
    void statementsRefusingATransactionRunOnTheirOwn_data() { test::addEngineColumn(), test::addEngineRows(); }
    void statementsRefusingATransactionRunOnTheirOwn();
    void failedConcurrentIndexIsReportedInvalidWithTheWayOut();
    void lockHolderIsReportedAndTheWaitCanBeCancelled_data() { test::addEngineColumn(), test::addEngineRows(); }
    void lockHolderIsReportedAndTheWaitCanBeCancelled();

private:
    static MigrationSet builtIn(Platform p, const DbConnection& conn) { return test::builtInMigrations(p, conn); }
    static SchemaStatus statusOf(const DbConnection& conn, const MigrationSet& set) {
        return test::schemaStatusOf(conn, set);
    }
    static QList<MigrationRecord> historyOf(const DbConnection& conn, const MigrationSet& set) {
        QList<MigrationRecord> records;
        QString error;
        if (!Migrator(conn, set).history(&records, &error))
            qWarning("history failed: %s", qPrintable(error));
        return records;
    }
    static bool write(const QString& path, const QString& text) {
        QFile f(path);
        return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(text.toUtf8()) >= 0;
    }
    /// The shipped migrations of a platform and engine, copied into `dir` (so a test may edit them).
    static QString copyBuiltIn(QTemporaryDir& dir, Platform p, bool sqlite) {
        const QDir source(
            QStringLiteral(":/migrations/%1/%2")
                .arg(platforms::key(p), sqlite ? QStringLiteral("sqlite") : QStringLiteral("postgresql")));
        for (const QString& name : source.entryList({QStringLiteral("*.sql")}, QDir::Files)) {
            QFile in(source.filePath(name));
            if (!in.open(QIODevice::ReadOnly) || !write(dir.filePath(name), QString::fromUtf8(in.readAll())))
                return {};
        }
        return dir.path();
    }
    static QStringList column(const DbConnection& conn, const QString& sql) {
        QSqlQuery q(conn.db());
        QStringList out;
        if (!q.exec(sql))
            return {QStringLiteral("<error: %1>").arg(q.lastError().text())};
        while (q.next())
            out << q.value(0).toString();
        return out;
    }
};

void TestMigrationEngine::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestMigrationEngine::detectsStatementsThatRefuseATransaction_data() {
    QTest::addColumn<QString>("sql");
    QTest::addColumn<bool>("outside");
    QTest::addColumn<QString>("index");
    QTest::newRow("create index concurrently")
        << QStringLiteral("CREATE INDEX CONCURRENTLY ix_a ON t (a)") << true << QStringLiteral("ix_a");
    QTest::newRow("unique, lower case, if not exists")
        << QStringLiteral("create unique index concurrently if not exists IX_B on t (b)") << true
        << QStringLiteral("ix_b");
    QTest::newRow("quoted name") << QStringLiteral("CREATE INDEX CONCURRENTLY \"Ix C\" ON t (c)") << true
                                 << QStringLiteral("Ix C");
    QTest::newRow("drop index concurrently") << QStringLiteral("DROP INDEX CONCURRENTLY ix_a") << true << QString();
    QTest::newRow("reindex concurrently") << QStringLiteral("REINDEX INDEX CONCURRENTLY ix_a") << true << QString();
    QTest::newRow("vacuum") << QStringLiteral("VACUUM") << true << QString();
    QTest::newRow("plain index") << QStringLiteral("CREATE INDEX ix_a ON t (a)") << false << QString();
    QTest::newRow("the word in a comment's place")
        << QStringLiteral("CREATE TABLE concurrently (id integer)") << false << QString();
}

void TestMigrationEngine::detectsStatementsThatRefuseATransaction() {
    QFETCH(QString, sql);
    QFETCH(bool, outside);
    QFETCH(QString, index);
    QCOMPARE(SqlScript::refusesTransaction(sql), outside);
    QCOMPARE(SqlScript::concurrentIndexName(sql), index);
    const auto statements = SqlScript::split(QStringLiteral("SELECT 1;\n") + sql + QStringLiteral(";\n"), 5);
    QCOMPARE(statements.size(), 2);
    QCOMPARE(statements.at(1).number, 2);
    QCOMPARE(statements.at(1).line, 6);
    QCOMPARE(statements.at(1).outsideTransaction, outside);
}

void TestMigrationEngine::applyAndRollBackEveryMigrationStepByStep() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QVERIFY(conn);
    for (Platform p : platforms::all()) {
        const MigrationSet set = builtIn(p, *conn);
        int expectedStatements = 0;
        for (const Migration& m : set.migrations())
            expectedStatements += int(m.statements(false).size());
        Migrator migrator(*conn, set);
        QStringList seen;
        int lastNumber = 0;
        bool ordered = true;
        migrator.setStatementProgress([&](const Migration& m, const SqlScript::Statement& s, int total) {
            ordered = ordered && (s.number == 1 || s.number == lastNumber + 1) && s.number <= total && s.line > 0;
            lastNumber = s.number;
            seen << m.id;
        });
        QStringList applied;
        QString error;
        QVERIFY2(migrator.upgrade(&applied, &error), qPrintable(error));
        QCOMPARE(int(seen.size()), expectedStatements); // one progress call per statement, in order
        QVERIFY(ordered);
        // Each migration's rollback, newest first, leaves exactly the schema of the one before it.
        for (int i = int(set.migrations().size()) - 1; i >= 0; --i) {
            QString rolledBack;
            QVERIFY2(migrator.downgrade(&rolledBack, &error), qPrintable(error));
            QCOMPARE(rolledBack, set.migrations().at(i).id);
            if (i > 0) {
                SchemaDiff diff;
                QVERIFY2(SchemaComparer::compare(*conn, set, set.migrations().at(i - 1).id, &diff, &error),
                         qPrintable(error));
                QVERIFY2(diff.isEmpty(), qPrintable(diff.lines().join(QStringLiteral("; "))));
            }
        }
        for (const QString& t : platforms::tables(p))
            QVERIFY2(!conn->tableExists(t), qPrintable(t));
        QVERIFY2(migrator.upgrade(&applied, &error), qPrintable(error)); // and up again
        QCOMPARE(statusOf(*conn, set).state, SchemaStatus::State::Current);
    }
}

void TestMigrationEngine::historyRecordsWhenAndByWhom() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-5);
    for (Platform p : platforms::all()) {
        const MigrationSet set = builtIn(p, *conn);
        QStringList applied;
        QString error, rolledBack;
        QVERIFY2(Migrator(*conn, set).upgrade(&applied, &error), qPrintable(error));
        QVERIFY2(Migrator(*conn, set).downgrade(&rolledBack, &error), qPrintable(error)); // one pending
        const QList<MigrationRecord> records = historyOf(*conn, set);
        QCOMPARE(records.size(), set.migrations().size());
        for (int i = 0; i < records.size(); ++i) {
            const MigrationRecord& r = records.at(i);
            QCOMPARE(r.id, set.migrations().at(i).id);
            QCOMPARE(r.fileChecksum, set.migrations().at(i).checksum);
            QVERIFY(!r.isDrift());
            const bool last = i == records.size() - 1;
            QCOMPARE(r.state, last ? MigrationRecord::State::Pending : MigrationRecord::State::Applied);
            if (p == Platform::Tabularia || last) {
                // alembic_version holds one revision and nothing else: when and by whom are not recorded.
                QVERIFY(!r.appliedAt.isValid());
                QVERIFY(r.recordedChecksum.isEmpty());
                QCOMPARE(r.historyRecorded, p == Platform::Holotable);
                continue;
            }
            QVERIFY(r.historyRecorded);
            QVERIFY2(r.appliedAt.isValid() && r.appliedAt >= before &&
                         r.appliedAt <= QDateTime::currentDateTimeUtc().addSecs(5),
                     qPrintable(r.appliedAt.toString(Qt::ISODateWithMs)));
            QCOMPARE(r.recordedChecksum, r.fileChecksum);
            if (engine == ScratchDatabase::Engine::Postgres)
                QCOMPARE(r.appliedBy, scratch.url().user());
            else
                QVERIFY(!r.appliedBy.isEmpty() && r.appliedBy == Migrator::localUserName());
        }
    }
}

void TestMigrationEngine::driftAfterAMigrationFileChanges() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QTemporaryDir dir;
    const QString path = copyBuiltIn(dir, Platform::Holotable, conn->isSqlite());
    QVERIFY(!path.isEmpty());
    MigrationSet set;
    QString error;
    QVERIFY2(MigrationSet::loadDirectory(Platform::Holotable, path, &set, &error), qPrintable(error));
    QStringList applied;
    QVERIFY2(Migrator(*conn, set).upgrade(&applied, &error), qPrintable(error));
    QCOMPARE(statusOf(*conn, set).state, SchemaStatus::State::Current);

    // Someone edits an applied migration's file: a comment is enough to change its checksum.
    QFile file(QDir(path).filePath(QStringLiteral("002_templates_and_chat.sql")));
    QVERIFY(file.open(QIODevice::Append));
    file.write("-- edited after it ran\n");
    file.close();
    MigrationSet edited;
    QVERIFY2(MigrationSet::loadDirectory(Platform::Holotable, path, &edited, &error), qPrintable(error));
    const SchemaStatus s = statusOf(*conn, edited);
    QCOMPARE(s.state, SchemaStatus::State::Modified);
    QCOMPARE(s.modified, QStringList{QStringLiteral("002_templates_and_chat.sql")});
    const QList<MigrationRecord> records = historyOf(*conn, edited);
    QCOMPARE(records.size(), 3);
    QCOMPARE(records.at(0).state, MigrationRecord::State::Applied);
    QCOMPARE(records.at(1).state, MigrationRecord::State::Modified);
    QVERIFY(records.at(1).isDrift());
    const QString oldSum = set.find(QStringLiteral("002_templates_and_chat.sql"))->checksum;
    const QString newSum = edited.find(QStringLiteral("002_templates_and_chat.sql"))->checksum;
    QVERIFY(oldSum != newSum);
    QCOMPARE(records.at(1).recordedChecksum, oldSum);
    QCOMPARE(records.at(1).fileChecksum, newSum);
    // What differs: both checksums.
    QVERIFY2(records.at(1).drift.contains(oldSum.left(12)) && records.at(1).drift.contains(newSum.left(12)),
             qPrintable(records.at(1).drift));
    QCOMPARE(records.at(2).state, MigrationRecord::State::Applied);
    // A drifted schema is not migrated; stamping at head accepts the file as it is now (the tables still match).
    QString rolledBack;
    QVERIFY(!Migrator(*conn, edited).downgrade(&rolledBack, &error));
    SchemaDiff diff;
    QVERIFY2(Migrator(*conn, edited).stamp(edited.head(), &diff, &error), qPrintable(error));
    QCOMPARE(statusOf(*conn, edited).state, SchemaStatus::State::Current);
}

void TestMigrationEngine::unknownRevisionIsDrift() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QString error;
    QStringList applied;
    for (Platform p : platforms::all())
        QVERIFY2(Migrator(*conn, builtIn(p, *conn)).upgrade(&applied, &error), qPrintable(error));
    QVERIFY(conn->exec(QStringLiteral("UPDATE alembic_version SET version_num = 'ffff99990000'"), &error));
    QVERIFY(conn->exec(QStringLiteral("INSERT INTO schema_migrations (filename, checksum) VALUES "
                                      "('004_from_the_future.sql', 'x')"),
                       &error));
    for (Platform p : platforms::all()) {
        const QList<MigrationRecord> records = historyOf(*conn, builtIn(p, *conn));
        QVERIFY(!records.isEmpty());
        const MigrationRecord& last = records.constLast();
        QCOMPARE(last.state, MigrationRecord::State::Unknown);
        QCOMPARE(last.id,
                 p == Platform::Tabularia ? QStringLiteral("ffff99990000") : QStringLiteral("004_from_the_future.sql"));
        QVERIFY2(last.drift.contains(QStringLiteral("does not ship")), qPrintable(last.drift));
        QVERIFY(!last.hasRollback);
        // Tabularia records only the latest revision: past an unknown one, whether its own ran cannot be told.
        for (int i = 0; i + 1 < records.size(); ++i)
            QCOMPARE(records.at(i).uncertain, p == Platform::Tabularia);
    }
}

void TestMigrationEngine::failureReportNamesStatementLineAndMessage() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QTemporaryDir dir;
    QVERIFY(write(dir.filePath(QStringLiteral("001_first.sql")),
                  QStringLiteral("-- message: first\n-- migrate:up\nCREATE TABLE first_table (id integer PRIMARY "
                                 "KEY);\n-- migrate:down\nDROP TABLE first_table;\n")));
    QVERIFY(write(dir.filePath(QStringLiteral("002_broken.sql")),
                  QStringLiteral("-- message: broken\n"                                 // 1
                                 "-- migrate:up\n"                                      // 2
                                 "CREATE TABLE second_table (\n"                        // 3: statement 1
                                 "    id integer PRIMARY KEY\n"                         // 4
                                 ");\n"                                                 // 5
                                 "INSERT INTO second_table (id) VALUES (1);\n"          // 6: statement 2
                                 "\n"                                                   // 7
                                 "-- the next one fails\n"                              // 8
                                 "INSERT INTO second_table (id, nope) VALUES (2, 3);\n" // 9: statement 3
                                 "CREATE TABLE never_made (id integer);\n"              // 10
                                 "-- migrate:down\nDROP TABLE second_table;\n")));
    MigrationSet set;
    QString error;
    QVERIFY2(MigrationSet::loadDirectory(Platform::Holotable, dir.path(), &set, &error), qPrintable(error));
    Migrator migrator(*conn, set);
    QStringList applied;
    QVERIFY(!migrator.upgrade(&applied, &error));
    QCOMPARE(applied, QStringList{QStringLiteral("001_first.sql")});
    const MigrationFailure& f = migrator.lastFailure();
    QVERIFY(f.isValid());
    QCOMPARE(f.fileName, QStringLiteral("002_broken.sql"));
    QCOMPARE(f.statementNumber, 3);
    QCOMPARE(f.statementCount, 4);
    QCOMPARE(f.line, 9);
    QVERIFY2(f.statement.startsWith(QStringLiteral("INSERT INTO second_table (id, nope)")), qPrintable(f.statement));
    QVERIFY2(f.databaseMessage.contains(QStringLiteral("nope")), qPrintable(f.databaseMessage));
    QVERIFY(f.committedStatements.isEmpty());
    QVERIFY2(error.contains(QStringLiteral("statement 3 of 4")) && error.contains(QStringLiteral("line 9")) &&
                 error.contains(QStringLiteral("002_broken.sql")) && error.contains(QStringLiteral("nope")),
             qPrintable(error));
    QVERIFY2(f.describe().contains(QStringLiteral("The database said")), qPrintable(f.describe()));
    // The schema and the history are as they were before the failing migration.
    QVERIFY(conn->tableExists(QStringLiteral("first_table")));
    QVERIFY(!conn->tableExists(QStringLiteral("second_table")));
    QVERIFY(!conn->tableExists(QStringLiteral("never_made")));
    QCOMPARE(column(*conn, QStringLiteral("SELECT filename FROM schema_migrations ORDER BY filename")),
             QStringList{QStringLiteral("001_first.sql")});
}

void TestMigrationEngine::stampRefusesADifferentSchemaAndAcceptsAMatchingOne() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    const MigrationSet set = builtIn(Platform::Tabularia, *conn);
    QString error;
    QStringList applied;
    // A database "created by other means": the tables of every revision, no alembic_version.
    QVERIFY2(Migrator(*conn, set).upgrade(&applied, &error), qPrintable(error));
    QVERIFY(conn->exec(QStringLiteral("DROP TABLE alembic_version"), &error));
    QCOMPARE(statusOf(*conn, set).state, SchemaStatus::State::Unmanaged);

    // At the first revision the later revisions' tables are extra: refused, nothing recorded.
    Migrator migrator(*conn, set);
    SchemaDiff diff;
    QVERIFY(!migrator.stamp(set.migrations().first().id, &diff, &error));
    QVERIFY(diff.extraTables.contains(QStringLiteral("audit_logs")));
    QVERIFY(diff.extraTables.contains(QStringLiteral("data_contract_results")));
    QVERIFY(diff.missingTables.isEmpty());
    QVERIFY2(error.contains(QStringLiteral("extra table audit_logs")), qPrintable(error));
    QVERIFY(!conn->tableExists(QStringLiteral("alembic_version")));

    // An extra column and a missing table are listed too.
    QVERIFY(conn->exec(QStringLiteral("ALTER TABLE users ADD COLUMN nickname text"), &error));
    QVERIFY(conn->exec(QStringLiteral("DROP TABLE data_contract_results"), &error));
    QVERIFY(!migrator.stamp(set.head(), &diff, &error));
    QCOMPARE(diff.extraColumns.value(QStringLiteral("users")), QStringList{QStringLiteral("nickname")});
    QCOMPARE(diff.missingTables, QStringList{QStringLiteral("data_contract_results")});
    QVERIFY2(error.contains(QStringLiteral("extra column users.nickname")), qPrintable(error));
    QVERIFY(!migrator.stamp(QStringLiteral("123456789abc"), &diff, &error)); // not a revision Metadesk has
    QVERIFY2(error.contains(QStringLiteral("no revision")), qPrintable(error));
    QVERIFY(!conn->tableExists(QStringLiteral("alembic_version")));

    // Put right, it matches the head: stamped, and the schema is current without a migration having run.
    QVERIFY(conn->exec(QStringLiteral("ALTER TABLE users DROP COLUMN nickname"), &error));
    QVERIFY2(migrator.downgrade(nullptr, &error) == false, "an unmanaged schema is not rolled back");
    {
        // Recreate the dropped table from the migration's own text.
        const Migration* last = set.find(set.head());
        for (const SqlScript::Statement& s : last->statements(false))
            if (s.sql.contains(QStringLiteral("CREATE TABLE data_contract_results")))
                QVERIFY2(conn->exec(s.sql, &error), qPrintable(error));
    }
    QVERIFY2(migrator.stamp(set.head(), &diff, &error), qPrintable(error));
    QVERIFY(diff.isEmpty());
    const SchemaStatus s = statusOf(*conn, set);
    QCOMPARE(s.state, SchemaStatus::State::Current);
    QCOMPARE(s.current, set.head());
}

void TestMigrationEngine::stampHolotableRecordsEveryFileUpToTheRevision() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    const MigrationSet set = builtIn(Platform::Holotable, *conn);
    QString error, rolledBack;
    QStringList applied;
    QVERIFY2(Migrator(*conn, set).upgrade(&applied, &error), qPrintable(error));
    QVERIFY2(Migrator(*conn, set).downgrade(&rolledBack, &error), qPrintable(error)); // tables of 001 and 002
    QVERIFY(conn->exec(QStringLiteral("DELETE FROM schema_migrations"), &error));     // history lost
    SchemaDiff diff;
    Migrator migrator(*conn, set);
    QVERIFY(!migrator.stamp(set.head(), &diff, &error)); // 003's tables are missing
    QVERIFY(diff.missingTables.contains(QStringLiteral("llm_usage")));
    QCOMPARE(column(*conn, QStringLiteral("SELECT count(*) FROM schema_migrations")), QStringList{QStringLiteral("0")});
    const QString second = set.migrations().at(1).id;
    QVERIFY2(migrator.stamp(second, &diff, &error), qPrintable(error));
    QCOMPARE(column(*conn, QStringLiteral("SELECT filename FROM schema_migrations ORDER BY filename")),
             (QStringList{set.migrations().at(0).id, second}));
    const SchemaStatus s = statusOf(*conn, set);
    QCOMPARE(s.state, SchemaStatus::State::Behind);
    QCOMPARE(s.pending, QStringList{set.head()});
    QVERIFY2(migrator.upgrade(&applied, &error), qPrintable(error)); // and it migrates on from there
    QCOMPARE(applied, QStringList{set.head()});
}

void TestMigrationEngine::statementsRefusingATransactionRunOnTheirOwn() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    const bool pg = engine == ScratchDatabase::Engine::Postgres;
    // PostgreSQL refuses CREATE INDEX CONCURRENTLY in a transaction block; SQLite refuses VACUUM in one.
    const QString special =
        pg ? QStringLiteral("CREATE INDEX CONCURRENTLY ix_items_name ON items (name)") : QStringLiteral("VACUUM");
    const QString specialDown = pg ? QStringLiteral("DROP INDEX CONCURRENTLY ix_items_name") : QStringLiteral("VACUUM");
    QTemporaryDir dir;
    QVERIFY(write(dir.filePath(QStringLiteral("001_items.sql")),
                  QStringLiteral("-- message: items\n-- migrate:up\nCREATE TABLE items (id integer PRIMARY KEY, name "
                                 "text);\nINSERT INTO items (id, name) VALUES (1, 'a');\n-- migrate:down\nDROP TABLE "
                                 "items;\n")));
    QVERIFY(
        write(dir.filePath(QStringLiteral("002_index.sql")),
              QStringLiteral("-- message: index without blocking writes\n-- migrate:up\n%1;\n-- migrate:down\n%2;\n")
                  .arg(special, specialDown)));
    MigrationSet set;
    QString error;
    QVERIFY2(MigrationSet::loadDirectory(Platform::Holotable, dir.path(), &set, &error), qPrintable(error));
    const Migration* index = set.find(QStringLiteral("002_index.sql"));
    QVERIFY(index->needsOwnTransactions(false));
    QVERIFY(!set.find(QStringLiteral("001_items.sql"))->needsOwnTransactions(false));
    QVERIFY2(index->sqlPreview(false).contains(QStringLiteral("outside the transaction")),
             qPrintable(index->sqlPreview(false)));
    Migrator migrator(*conn, set);
    QStringList applied;
    QVERIFY2(migrator.upgrade(&applied, &error), qPrintable(error));
    QCOMPARE(applied.size(), 2);
    QCOMPARE(statusOf(*conn, set).state, SchemaStatus::State::Current);
    if (pg)
        QCOMPARE(column(*conn, QStringLiteral("SELECT i.indisvalid FROM pg_index i JOIN pg_class c ON c.oid = "
                                              "i.indexrelid WHERE c.relname = 'ix_items_name'")),
                 QStringList{QStringLiteral("true")});
    QString rolledBack;
    QVERIFY2(migrator.downgrade(&rolledBack, &error), qPrintable(error));
    QCOMPARE(rolledBack, QStringLiteral("002_index.sql"));
    QCOMPARE(statusOf(*conn, set).applied, QStringList{QStringLiteral("001_items.sql")});
}

void TestMigrationEngine::failedConcurrentIndexIsReportedInvalidWithTheWayOut() {
    ScratchDatabase scratch(ScratchDatabase::Engine::Postgres); // an INVALID index is PostgreSQL's
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QTemporaryDir dir;
    QVERIFY(write(dir.filePath(QStringLiteral("001_items.sql")),
                  QStringLiteral("-- message: items\n-- migrate:up\nCREATE TABLE items (id integer PRIMARY KEY, code "
                                 "text);\nINSERT INTO items VALUES (1, 'x'), (2, 'x');\n-- migrate:down\nDROP TABLE "
                                 "items;\n")));
    QVERIFY(write(dir.filePath(QStringLiteral("002_unique_code.sql")),
                  QStringLiteral("-- message: unique codes\n-- migrate:up\nCREATE UNIQUE INDEX CONCURRENTLY "
                                 "ux_items_code ON items (code);\n-- migrate:down\nDROP INDEX CONCURRENTLY "
                                 "ux_items_code;\n")));
    MigrationSet set;
    QString error;
    QVERIFY2(MigrationSet::loadDirectory(Platform::Holotable, dir.path(), &set, &error), qPrintable(error));
    Migrator migrator(*conn, set);
    QStringList applied;
    QVERIFY(!migrator.upgrade(&applied, &error));
    QCOMPARE(applied, QStringList{QStringLiteral("001_items.sql")});
    const MigrationFailure& f = migrator.lastFailure();
    QCOMPARE(f.statementNumber, 1);
    QCOMPARE(f.invalidIndex, QStringLiteral("ux_items_code"));
    QVERIFY2(f.wayOut.contains(QStringLiteral("DROP INDEX CONCURRENTLY")), qPrintable(f.wayOut));
    QVERIFY2(error.contains(QStringLiteral("INVALID")) && error.contains(QStringLiteral("DROP INDEX CONCURRENTLY")),
             qPrintable(error));
    QCOMPARE(statusOf(*conn, set).pending, QStringList{QStringLiteral("002_unique_code.sql")}); // not recorded
    QCOMPARE(column(*conn, QStringLiteral("SELECT i.indisvalid FROM pg_index i JOIN pg_class c ON c.oid = "
                                          "i.indexrelid WHERE c.relname = 'ux_items_code'")),
             QStringList{QStringLiteral("false")});

    // The way out: fix the data, drop the invalid index, run again.
    QVERIFY(conn->exec(QStringLiteral("UPDATE items SET code = 'y' WHERE id = 2"), &error));
    QVERIFY(conn->exec(QStringLiteral("DROP INDEX CONCURRENTLY ux_items_code"), &error));
    QVERIFY2(migrator.upgrade(&applied, &error), qPrintable(error));
    QCOMPARE(applied, QStringList{QStringLiteral("002_unique_code.sql")});
    QCOMPARE(column(*conn, QStringLiteral("SELECT i.indisvalid FROM pg_index i JOIN pg_class c ON c.oid = "
                                          "i.indexrelid WHERE c.relname = 'ux_items_code'")),
             QStringList{QStringLiteral("true")});
}

void TestMigrationEngine::lockHolderIsReportedAndTheWaitCanBeCancelled() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    auto holder = scratch.connect();
    const MigrationSet set = builtIn(Platform::Holotable, *conn);
    LockHolder found;
    QString error;
    QVERIFY2(Migrator::lockHolder(*conn, Platform::Holotable, &found, &error), qPrintable(error));
    QVERIFY(!found.isKnown()); // nobody holds it
    if (engine == ScratchDatabase::Engine::Sqlite)
        return; // SQLite serialises on its write lock, which names no holder (see
                // TestMigrator::waitsForLockWithTimeout)

    QSqlQuery q(holder->db());
    QVERIFY(q.exec(QStringLiteral("SELECT pg_backend_pid()")) && q.next());
    const qint64 holderPid = q.value(0).toLongLong();
    q.prepare(QStringLiteral("SELECT pg_advisory_lock(?)"));
    q.addBindValue(Migrator::lockKey(Platform::Holotable));
    QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
    QVERIFY2(Migrator::lockHolder(*conn, Platform::Holotable, &found, &error), qPrintable(error));
    QCOMPARE(found.pid, holderPid);
    QCOMPARE(found.applicationName, QStringLiteral("metadesk test"));
    QVERIFY(found.since.isValid());
    QVERIFY2(found.describe().contains(QString::number(holderPid)), qPrintable(found.describe()));

    // Waiting reports the holder with a countdown; a cancel ends the wait at once, changing nothing.
    Migrator migrator(*conn, set);
    migrator.setLockTimeoutMs(20000);
    QList<int> remaining;
    LockHolder reported;
    migrator.setLockWait([&](const LockHolder& h, int ms) {
        reported = h;
        remaining << ms;
    });
    migrator.setCancelCheck([&]() { return remaining.size() >= 2; });
    QStringList lines;
    migrator.setProgress([&](const QString& line) { lines << line; });
    QElapsedTimer timer;
    timer.start();
    QStringList applied;
    QVERIFY(!migrator.upgrade(&applied, &error));
    QVERIFY2(timer.elapsed() < 10000, "the cancel did not end the wait");
    QVERIFY2(error.contains(QStringLiteral("Cancelled")), qPrintable(error));
    QCOMPARE(reported.pid, holderPid);
    QVERIFY(remaining.size() >= 2 && remaining.at(1) < remaining.at(0) && remaining.at(0) <= 20000);
    QVERIFY2(!lines.isEmpty() && lines.first().contains(QStringLiteral("pid %1").arg(holderPid)),
             qPrintable(lines.join(QLatin1Char('\n'))));
    QVERIFY(applied.isEmpty());
    QVERIFY(!conn->tableExists(QStringLiteral("sources")));
}

QTEST_GUILESS_MAIN(TestMigrationEngine)
#include "tst_MigrationEngine.moc"
