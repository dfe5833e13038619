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
    void failedConcurrentIndexIsFinishedByTheNextApply();
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
        // Each migration's rollback, newest first, leaves exactly the schema of the one before it. A migration
        // without a rollback (Tabularia's baseline) is refused with its reason and changes nothing: the loop ends.
        int kept = 0;
        for (int i = int(set.migrations().size()) - 1; i >= 0; --i) {
            const Migration& m = set.migrations().at(i);
            QString rolledBack;
            if (!m.hasRollback()) {
                QVERIFY(!migrator.downgrade(m.id, &rolledBack, &error));
                QVERIFY2(error.contains(m.noRollbackReason), qPrintable(error));
                QStringList upTo;
                const MigrationSet upToThis = set.upTo(m.id);
                for (const Migration& k : upToThis.migrations())
                    upTo << k.id;
                QCOMPARE(statusOf(*conn, set).applied, upTo);
                kept = i + 1;
                break;
            }
            QVERIFY2(migrator.downgrade(m.id, &rolledBack, &error), qPrintable(error));
            QCOMPARE(rolledBack, m.id);
            if (i > 0) {
                SchemaDiff diff;
                QVERIFY2(SchemaComparer::compare(*conn, set, set.migrations().at(i - 1).id, &diff, &error),
                         qPrintable(error));
                QVERIFY2(diff.isEmpty(), qPrintable(diff.lines().join(QStringLiteral("; "))));
            }
        }
        // Tabularia's baseline has no rollback (dropping every table of an adopted database is not one); every
        // Holotable migration has one.
        QCOMPARE(kept, p == Platform::Tabularia ? 1 : 0);
        const SchemaStatus left = statusOf(*conn, set);
        QCOMPARE(left.applied.size(), kept);
        for (const QString& t : platforms::tables(p))
            QVERIFY2(conn->tableExists(t) == (kept > 0), qPrintable(t));
        QVERIFY2(migrator.upgrade(&applied, &error), qPrintable(error)); // and up again
        QCOMPARE(statusOf(*conn, set).state, SchemaStatus::State::Current);
    }
}

void TestMigrationEngine::historyRecordsWhenAndByWhom() {
    // Holotable's schema_migrations records when each file ran (applied_at); neither version table says by whom,
    // and alembic_version holds only the revision.
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
        // One pending, where the last migration has a rollback (Tabularia's baseline has none: all stay applied).
        const bool rollsBack = set.migrations().constLast().hasRollback();
        QVERIFY2(Migrator(*conn, set).downgrade(set.head(), &rolledBack, &error) == rollsBack, qPrintable(error));
        const QList<MigrationRecord> records = historyOf(*conn, set);
        QCOMPARE(records.size(), set.migrations().size());
        for (int i = 0; i < records.size(); ++i) {
            const MigrationRecord& r = records.at(i);
            QCOMPARE(r.id, set.migrations().at(i).id);
            QVERIFY2(!r.isDrift(), qPrintable(r.drift));
            const bool last = rollsBack && i == records.size() - 1;
            QCOMPARE(r.state, last ? MigrationRecord::State::Pending : MigrationRecord::State::Applied);
            QCOMPARE(r.historyRecorded, p == Platform::Holotable);
            if (p == Platform::Tabularia || last) {
                QVERIFY(!r.appliedAt.isValid());
                continue;
            }
            QVERIFY2(r.appliedAt.isValid() && r.appliedAt >= before &&
                         r.appliedAt <= QDateTime::currentDateTimeUtc().addSecs(5),
                     qPrintable(r.appliedAt.toString(Qt::ISODateWithMs)));
        }
    }
}

void TestMigrationEngine::driftAfterAMigrationFileChanges() {
    // Neither platform records a checksum: drift is the live schema differing from what the applied migrations make.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    const MigrationSet set = builtIn(Platform::Holotable, *conn);
    QString error;
    QStringList applied;
    QVERIFY2(Migrator(*conn, set).upgrade(&applied, &error), qPrintable(error));
    QCOMPARE(statusOf(*conn, set).state, SchemaStatus::State::Current);
    QList<MigrationRecord> records = historyOf(*conn, set);
    for (const MigrationRecord& r : records)
        QVERIFY2(!r.isDrift() && r.driftUnchecked.isEmpty(), qPrintable(r.drift + r.driftUnchecked));

    // Someone changes the schema by hand: a column added, a table dropped.
    QVERIFY2(conn->exec(QStringLiteral("ALTER TABLE templates ADD COLUMN hand_made TEXT"), &error), qPrintable(error));
    QVERIFY2(conn->exec(QStringLiteral("DROP TABLE workspace_prompts"), &error), qPrintable(error));
    records = historyOf(*conn, set);
    QCOMPARE(records.size(), set.migrations().size());
    const MigrationRecord& last = records.constLast();
    QCOMPARE(last.state, MigrationRecord::State::Modified);
    QVERIFY(last.isDrift());
    QVERIFY2(last.drift.contains(QStringLiteral("templates.hand_made")), qPrintable(last.drift));
    QVERIFY2(last.drift.contains(QStringLiteral("workspace_prompts")), qPrintable(last.drift));
    for (int i = 0; i + 1 < records.size(); ++i)
        QCOMPARE(records.at(i).state, MigrationRecord::State::Applied);
    SchemaDiff diff;
    QVERIFY2(Migrator(*conn, set).drift(&diff, &error), qPrintable(error));
    QCOMPARE(diff.missingTables, QStringList{QStringLiteral("workspace_prompts")});
    QCOMPARE(diff.extraColumns.value(QStringLiteral("templates")), QStringList{QStringLiteral("hand_made")});
    // A baseline at head is refused while the tables differ.
    QVERIFY(!Migrator(*conn, set).stamp(set.head(), &diff, &error));
    QVERIFY(!diff.isEmpty());
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
    QVERIFY(
        conn->exec(QStringLiteral("INSERT INTO schema_migrations (name) VALUES ('022_from_the_future.sql')"), &error));
    for (Platform p : platforms::all()) {
        const QList<MigrationRecord> records = historyOf(*conn, builtIn(p, *conn));
        QVERIFY(!records.isEmpty());
        const MigrationRecord& last = records.constLast();
        QCOMPARE(last.state, MigrationRecord::State::Unknown);
        QCOMPARE(last.id,
                 p == Platform::Tabularia ? QStringLiteral("ffff99990000") : QStringLiteral("022_from_the_future.sql"));
        // A Holotable file after the last one shipped is a newer release's; an unknown Alembic revision may be either.
        QVERIFY2(last.drift.contains(p == Platform::Tabularia ? QStringLiteral("does not know")
                                                              : QStringLiteral("does not ship")),
                 qPrintable(last.drift));
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
    QCOMPARE(column(*conn, QStringLiteral("SELECT name FROM schema_migrations ORDER BY name")),
             QStringList{QStringLiteral("001_first.sql")});
}

void TestMigrationEngine::stampRefusesADifferentSchemaAndAcceptsAMatchingOne() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QString error;
    QStringList applied;
    {
        // Holotable at head with its history lost: at the first revision the later revisions' tables are extra.
        const MigrationSet holotable = builtIn(Platform::Holotable, *conn);
        QVERIFY2(Migrator(*conn, holotable).upgrade(&applied, &error), qPrintable(error));
        QVERIFY(conn->exec(QStringLiteral("DELETE FROM schema_migrations"), &error));
        SchemaDiff diff;
        QVERIFY(!Migrator(*conn, holotable).stamp(holotable.migrations().first().id, &diff, &error));
        QVERIFY(diff.extraTables.contains(QStringLiteral("llm_usage")));
        QVERIFY(diff.extraTables.contains(QStringLiteral("conversations")));
        QVERIFY(diff.missingTables.isEmpty());
        QVERIFY2(error.contains(QStringLiteral("extra table llm_usage")), qPrintable(error));
        QCOMPARE(column(*conn, QStringLiteral("SELECT count(*) FROM schema_migrations")),
                 QStringList{QStringLiteral("0")});
    }

    // Tabularia "created by other means": its tables, no alembic_version.
    const MigrationSet set = builtIn(Platform::Tabularia, *conn);
    QVERIFY2(Migrator(*conn, set).upgrade(&applied, &error), qPrintable(error));
    QVERIFY(conn->exec(QStringLiteral("DROP TABLE alembic_version"), &error));
    QCOMPARE(statusOf(*conn, set).state, SchemaStatus::State::Unmanaged);
    Migrator migrator(*conn, set);
    SchemaDiff diff;
    // An extra column and a missing table are listed, and nothing is recorded.
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
    QVERIFY2(migrator.downgrade(set.head(), nullptr, &error) == false, "an unmanaged schema is not rolled back");
    {
        // Recreate the dropped table from the migration's own text.
        const Migration* last = set.find(set.head());
        for (const SqlScript::Statement& s : last->statements(false))
            if (s.sql.contains(QStringLiteral("CREATE TABLE data_contract_results")) ||
                s.sql.contains(QStringLiteral("ON data_contract_results")))
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
    QVERIFY2(Migrator(*conn, set).downgrade(set.head(), &rolledBack, &error), qPrintable(error)); // chat_messages back
    QVERIFY(conn->exec(QStringLiteral("DELETE FROM schema_migrations"), &error));                 // history lost
    SchemaDiff diff;
    Migrator migrator(*conn, set);
    QVERIFY(!migrator.stamp(set.head(), &diff, &error)); // the head has dropped chat_messages
    QVERIFY(diff.extraTables.contains(QStringLiteral("chat_messages")));
    QCOMPARE(column(*conn, QStringLiteral("SELECT count(*) FROM schema_migrations")), QStringList{QStringLiteral("0")});
    const QString before = set.migrations().at(set.migrations().size() - 2).id;
    QVERIFY2(migrator.stamp(before, &diff, &error), qPrintable(error));
    QStringList upTo;
    const MigrationSet recorded = set.upTo(before);
    for (const Migration& m : recorded.migrations())
        upTo << m.id;
    QCOMPARE(column(*conn, QStringLiteral("SELECT name FROM schema_migrations ORDER BY name")), upTo);
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
    QVERIFY2(migrator.downgrade(QStringLiteral("002_index.sql"), &rolledBack, &error), qPrintable(error));
    QCOMPARE(rolledBack, QStringLiteral("002_index.sql"));
    QCOMPARE(statusOf(*conn, set).applied, QStringList{QStringLiteral("001_items.sql")});
}

void TestMigrationEngine::failedConcurrentIndexIsFinishedByTheNextApply() {
    ScratchDatabase scratch(ScratchDatabase::Engine::Postgres); // an INVALID index is PostgreSQL's
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QTemporaryDir dir;
    QVERIFY(write(dir.filePath(QStringLiteral("001_items.sql")),
                  QStringLiteral("-- message: items\n-- migrate:up\nCREATE TABLE items (id integer PRIMARY KEY, code "
                                 "text);\nINSERT INTO items VALUES (1, 'x'), (2, 'x');\n-- migrate:down\nDROP TABLE "
                                 "items;\n")));
    QVERIFY(write(dir.filePath(QStringLiteral("002_unique_code.sql")),
                  QStringLiteral("-- message: unique codes\n-- migrate:up\nALTER TABLE items ADD COLUMN note text;\n"
                                 "CREATE UNIQUE INDEX CONCURRENTLY ux_items_code ON items (code);\n-- migrate:down\n"
                                 "DROP INDEX CONCURRENTLY IF EXISTS ux_items_code;\nALTER TABLE items DROP COLUMN "
                                 "note;\n")));
    MigrationSet set;
    QString error;
    QVERIFY2(MigrationSet::loadDirectory(Platform::Holotable, dir.path(), &set, &error), qPrintable(error));
    Migrator migrator(*conn, set);
    QStringList applied;
    QVERIFY(!migrator.upgrade(&applied, &error));
    QCOMPARE(applied, QStringList{QStringLiteral("001_items.sql")});
    const MigrationFailure& f = migrator.lastFailure();
    QCOMPARE(f.statementNumber, 2);
    QCOMPARE(f.committedStatements, QList<int>{1}); // the migration's transaction, with its record
    QVERIFY2(f.wayOut.contains(QStringLiteral("apply again")), qPrintable(f.wayOut));
    QVERIFY2(error.contains(QStringLiteral("is recorded as applied")) &&
                 error.contains(QStringLiteral("INVALID index ux_items_code it left was removed")),
             qPrintable(error));
    // Recorded, whole (its column is there), with its index to build: behind, so the app and check say so.
    SchemaStatus s = statusOf(*conn, set);
    QCOMPARE(s.applied.size(), 2);
    QCOMPARE(s.state, SchemaStatus::State::Behind);
    QCOMPARE(s.unbuilt, QStringList{QStringLiteral("ux_items_code")});
    QVERIFY2(s.summary().contains(QStringLiteral("not built yet")), qPrintable(s.summary()));
    QCOMPARE(column(*conn, QStringLiteral("SELECT count(*) FROM information_schema.columns WHERE table_name = "
                                          "'items' AND column_name = 'note'")),
             QStringList{QStringLiteral("1")});
    QCOMPARE(column(*conn, QStringLiteral("SELECT count(*) FROM pg_class WHERE relname = 'ux_items_code'")),
             QStringList{QStringLiteral("0")});

    // Applying again while the cause remains fails the same way and changes nothing else.
    QVERIFY(!migrator.upgrade(&applied, &error));
    QVERIFY2(error.contains(QStringLiteral("still not built")), qPrintable(error));
    QCOMPARE(statusOf(*conn, set).unbuilt, QStringList{QStringLiteral("ux_items_code")});

    // The cause fixed, the next Apply builds it, and the schema is current.
    QVERIFY(conn->exec(QStringLiteral("UPDATE items SET code = 'y' WHERE id = 2"), &error));
    QVERIFY2(migrator.upgrade(&applied, &error), qPrintable(error));
    QVERIFY(applied.isEmpty());
    s = statusOf(*conn, set);
    QCOMPARE(s.state, SchemaStatus::State::Current);
    QVERIFY(s.unbuilt.isEmpty());
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
