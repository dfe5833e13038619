#include "common/MigrationHelpers.h"
#include "common/SchemaDescription.h"
#include "common/TestDatabases.h"
#include "core/schema/LiveSchema.h"
#include "core/schema/SchemaComparer.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace metadesk;
using metadesk::test::SchemaDescription;
using metadesk::test::ScratchDatabase;

namespace {
QString engineKey(const DbConnection& conn) {
    return conn.isSqlite() ? QStringLiteral("sqlite") : QStringLiteral("postgresql");
}

/// On SQLite Holotable's schema is Metadesk's nearest equivalent (the platform is PostgreSQL-only): the same
/// tables, columns, nullability, keys, references and index names, a default wherever the platform has one, in
/// SQLite's own types, default expressions and checks (JSON and booleans are checked there), with one more trigger
/// (it numbers conversation_messages.seq) and no sequences (a rowid numbers audit_log.id).
SchemaDescription::Options holotableOptions(const DbConnection& conn) {
    SchemaDescription::Options o;
    o.types = o.checks = o.triggers = o.defaults = o.sequences = !conn.isSqlite();
    return o;
}

QString join(const QStringList& lines) {
    return lines.join(QLatin1Char('\n'));
}
} // namespace

/// The schemas Metadesk's migrations make, held on both engines to the written descriptions of the platforms' own
/// schemas (tests/data/schemas, taken from the platforms' sources): tables, columns, types, nullability, defaults,
/// keys, foreign keys, unique constraints, indexes, checks and triggers, revision by revision, up and down. Then how a
/// Tabularia database the platform made itself is recognised and adopted.
class TestPlatformSchemas : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void holotableEveryRevisionUpAndDown_data() { test::addEngineColumn(), test::addEngineRows(); }
    void holotableEveryRevisionUpAndDown();
    void holotableVersionTableIsThePlatformsOwn_data() { test::addEngineColumn(), test::addEngineRows(); }
    void holotableVersionTableIsThePlatformsOwn();
    void holotableAuditLogIsAppendOnly_data() { test::addEngineColumn(), test::addEngineRows(); }
    void holotableAuditLogIsAppendOnly();
    void tabulariaBaselineIsTheGatewaysSchema_data() { test::addEngineColumn(), test::addEngineRows(); }
    void tabulariaBaselineIsTheGatewaysSchema();
    void comparisonHoldsDefaultsSequencesAndNullability_data() { test::addEngineColumn(), test::addEngineRows(); }
    void comparisonHoldsDefaultsSequencesAndNullability();
    void tabulariaMadeByTheGatewayIsAdopted_data() { test::addEngineColumn(), test::addEngineRows(); }
    void tabulariaMadeByTheGatewayIsAdopted();
    void tabulariaMadeByItsTestsIsAdopted_data() { test::addEngineColumn(), test::addEngineRows(); }
    void tabulariaMadeByItsTestsIsAdopted();
    void tabulariaGrownThroughUpgradesIsTheSameRevision_data() { test::addEngineColumn(), test::addEngineRows(); }
    void tabulariaGrownThroughUpgradesIsTheSameRevision();
    void unknownRevisionsAreNotCalledNewer_data() { test::addEngineColumn(), test::addEngineRows(); }
    void unknownRevisionsAreNotCalledNewer();

private:
    std::unique_ptr<ScratchDatabase> fresh();
    /// The gateway's way: the baseline's statements run directly, with no alembic_version.
    static void makeAsTheGatewayDoes(const DbConnection& conn);
    static void exec(const DbConnection& conn, const QString& sql);
};

void TestPlatformSchemas::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

std::unique_ptr<ScratchDatabase> TestPlatformSchemas::fresh() {
    QFETCH(ScratchDatabase::Engine, engine);
    auto scratch = std::make_unique<ScratchDatabase>(engine);
    if (!scratch->isValid())
        qWarning("%s", qPrintable(scratch->error()));
    return scratch;
}

void TestPlatformSchemas::exec(const DbConnection& conn, const QString& sql) {
    QString error;
    QVERIFY2(conn.exec(sql, &error), qPrintable(sql + QStringLiteral(": ") + error));
}

void TestPlatformSchemas::makeAsTheGatewayDoes(const DbConnection& conn) {
    const MigrationSet set = test::builtInMigrations(Platform::Tabularia, conn);
    QVERIFY(!set.migrations().isEmpty());
    for (const SqlScript::Statement& s : set.migrations().first().statements(false))
        exec(conn, s.sql);
}

void TestPlatformSchemas::holotableEveryRevisionUpAndDown() {
    const auto scratch = fresh();
    QVERIFY(scratch->isValid());
    auto conn = scratch->connect();
    QVERIFY(conn);
    SchemaDescription description;
    QString error;
    QVERIFY2(SchemaDescription::load(Platform::Holotable, QStringLiteral("postgresql"), &description, &error),
             qPrintable(error));
    const MigrationSet all = test::builtInMigrations(Platform::Holotable, *conn);
    // The migrations Metadesk ships are the platform's, by name and in order.
    QStringList shipped;
    for (const Migration& m : all.migrations())
        shipped << m.id;
    QCOMPARE(shipped, description.revisions());
    QCOMPARE(shipped.size(), 21);
    QCOMPARE(shipped.first(), QStringLiteral("001_init.sql"));
    QCOMPARE(shipped.last(), QStringLiteral("021_drop_chat_messages.sql"));

    const QStringList ignore = platforms::bookkeepingTables(Platform::Holotable);
    for (const QString& revision : shipped) {
        QStringList applied;
        QVERIFY2(Migrator(*conn, all.upTo(revision)).upgrade(&applied, &error), qPrintable(error));
        QCOMPARE(applied, QStringList{revision});
        QStringList diff;
        QVERIFY2(description.compare(*conn, revision, holotableOptions(*conn), ignore, &diff, &error),
                 qPrintable(error));
        QVERIFY2(diff.isEmpty(), qPrintable(revision + QStringLiteral(" differs:\n") + join(diff)));
    }
    // Every rollback lands on the schema of the revision before it, down to nothing.
    for (int i = int(shipped.size()) - 1; i >= 0; --i) {
        QString rolledBack;
        QVERIFY2(Migrator(*conn, all).downgrade(shipped.at(i), &rolledBack, &error), qPrintable(error));
        QCOMPARE(rolledBack, shipped.at(i));
        QStringList diff;
        QVERIFY2(description.compare(*conn, i > 0 ? shipped.at(i - 1) : QString(), holotableOptions(*conn), ignore,
                                     &diff, &error),
                 qPrintable(error));
        QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("after rolling back ") + shipped.at(i) +
                                            QStringLiteral(":\n") + join(diff)));
    }
}

void TestPlatformSchemas::holotableVersionTableIsThePlatformsOwn() {
    const auto scratch = fresh();
    QVERIFY(scratch->isValid());
    auto conn = scratch->connect();
    QString error;
    const MigrationSet set = test::builtInMigrations(Platform::Holotable, *conn);
    QStringList applied;
    QVERIFY2(Migrator(*conn, set.upTo(QStringLiteral("003_llm_limits.sql"))).upgrade(&applied, &error),
             qPrintable(error));
    LiveSchema live;
    QVERIFY2(LiveSchema::read(*conn, &live, &error), qPrintable(error));
    const LiveTable* versions = live.table(QStringLiteral("schema_migrations"));
    QVERIFY(versions);
    // (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now()), as scripts/lib/migrations.ts makes it.
    QCOMPARE(versions->columnNames(), (QStringList{QStringLiteral("name"), QStringLiteral("applied_at")}));
    QCOMPARE(versions->primaryKey, QStringList{QStringLiteral("name")});
    QVERIFY(!versions->column(QStringLiteral("applied_at"))->nullable);
    QVERIFY(versions->column(QStringLiteral("applied_at"))->hasDefault);
    if (conn->isPostgres()) {
        QCOMPARE(versions->column(QStringLiteral("name"))->type, QStringLiteral("text"));
        QCOMPARE(versions->column(QStringLiteral("applied_at"))->type, QStringLiteral("timestamp with time zone"));
    }
    QSqlQuery q(conn->db());
    QVERIFY(q.exec(QStringLiteral("SELECT name, applied_at FROM schema_migrations ORDER BY name")));
    QStringList names;
    while (q.next()) {
        names << q.value(0).toString();
        QVERIFY(!q.value(1).isNull());
    }
    QCOMPARE(names, (QStringList{QStringLiteral("001_init.sql"), QStringLiteral("002_timescaledb_source_default.sql"),
                                 QStringLiteral("003_llm_limits.sql")}));
    QCOMPARE(Migrator::lockKey(Platform::Holotable), Q_INT64_C(4027083161));
}

void TestPlatformSchemas::holotableAuditLogIsAppendOnly() {
    const auto scratch = fresh();
    QVERIFY(scratch->isValid());
    auto conn = scratch->connect();
    QString error;
    QStringList applied;
    QVERIFY2(Migrator(*conn, test::builtInMigrations(Platform::Holotable, *conn)).upgrade(&applied, &error),
             qPrintable(error));
    exec(*conn, QStringLiteral("INSERT INTO audit_log (workspace_id, actor_sub, actor_kind, action, outcome) VALUES "
                               "('ws-1', 'sub-1', 'user', 'dashboard.create', 'success')"));
    QSqlQuery q(conn->db());
    QVERIFY(!q.exec(QStringLiteral("UPDATE audit_log SET action = 'x'")));
    QVERIFY2(q.lastError().text().contains(QStringLiteral("append-only")), qPrintable(q.lastError().text()));
    QVERIFY(!q.exec(QStringLiteral("DELETE FROM audit_log")));
    QVERIFY2(q.lastError().text().contains(QStringLiteral("append-only")), qPrintable(q.lastError().text()));
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM audit_log")) && q.next());
    QCOMPARE(q.value(0).toInt(), 1);
}

void TestPlatformSchemas::tabulariaBaselineIsTheGatewaysSchema() {
    const auto scratch = fresh();
    QVERIFY(scratch->isValid());
    auto conn = scratch->connect();
    QString error;
    SchemaDescription description;
    QVERIFY2(SchemaDescription::load(Platform::Tabularia, engineKey(*conn), &description, &error), qPrintable(error));
    const MigrationSet set = test::builtInMigrations(Platform::Tabularia, *conn);
    QCOMPARE(set.migrations().size(), 1);
    const Migration& baseline = set.migrations().first();
    QCOMPARE(baseline.id, QStringLiteral("13343e5ea2aa"));
    QCOMPARE(baseline.fingerprint, QStringLiteral("13343e5ea2aaf38e8a4029b43f5a7b09a7b5ccc7ffd91d92ddce981f0284be77"));
    QStringList applied;
    QVERIFY2(Migrator(*conn, set).upgrade(&applied, &error), qPrintable(error));
    // Exactly: 27 model tables and schema_state, their types, nullability, default expressions and sequences (a
    // SERIAL on every integer id SQLAlchemy autoincrements, none on privacy_notice.id, whose model gives it a Python
    // default of 1), 35 foreign keys, no CHECK the platform lacks.
    QStringList diff;
    QVERIFY2(
        description.compare(*conn, QStringLiteral("baseline"), {}, {QStringLiteral("alembic_version")}, &diff, &error),
        qPrintable(error));
    QVERIFY2(diff.isEmpty(), qPrintable(join(diff)));
    LiveSchema live;
    QVERIFY2(LiveSchema::read(*conn, &live, &error), qPrintable(error));
    int foreignKeys = 0;
    for (const LiveTable& t : live.tables())
        foreignKeys += int(t.foreignKeys.size());
    QCOMPARE(foreignKeys, 35);
    QSqlQuery q(conn->db());
    QVERIFY(q.exec(QStringLiteral("SELECT value FROM schema_state WHERE key = 'impronta'")) && q.next());
    QCOMPARE(q.value(0).toString(), baseline.fingerprint);
    QVERIFY(q.exec(QStringLiteral("SELECT version_num FROM alembic_version")) && q.next());
    QCOMPARE(q.value(0).toString(), baseline.id);
}

/// The comparison itself: a default, a sequence or a NOT NULL the platform lacks is a difference, named.
void TestPlatformSchemas::comparisonHoldsDefaultsSequencesAndNullability() {
    const auto scratch = fresh();
    QVERIFY(scratch->isValid());
    auto conn = scratch->connect();
    QString error;
    SchemaDescription description;
    QVERIFY2(SchemaDescription::load(Platform::Tabularia, engineKey(*conn), &description, &error), qPrintable(error));
    QStringList applied;
    QVERIFY2(Migrator(*conn, test::builtInMigrations(Platform::Tabularia, *conn)).upgrade(&applied, &error),
             qPrintable(error));
    const QStringList ignore{QStringLiteral("alembic_version")};
    QStringList diff;
    QVERIFY2(description.compare(*conn, QStringLiteral("baseline"), {}, ignore, &diff, &error), qPrintable(error));
    QVERIFY2(diff.isEmpty(), qPrintable(join(diff)));

    if (conn->isPostgres()) {
        // Another default text on a column that has one, a default where there is none, and a sequence nobody owns.
        exec(*conn, QStringLiteral("ALTER TABLE runs ALTER COLUMN kind SET DEFAULT 'flow'"));
        exec(*conn, QStringLiteral("CREATE SEQUENCE privacy_notice_id_seq OWNED BY privacy_notice.id"));
        exec(*conn, QStringLiteral("ALTER TABLE privacy_notice ALTER COLUMN id SET DEFAULT "
                                   "nextval('privacy_notice_id_seq')"));
        exec(*conn, QStringLiteral("CREATE SEQUENCE stray_seq"));
        exec(*conn, QStringLiteral("ALTER TABLE users ALTER COLUMN id SET DEFAULT 1"));
        QVERIFY2(description.compare(*conn, QStringLiteral("baseline"), {}, ignore, &diff, &error), qPrintable(error));
        QCOMPARE(diff, (QStringList{
                           QStringLiteral("privacy_notice.id: default nextval('privacy_notice_id_seq'::regclass), "
                                          "expected no default"),
                           QStringLiteral("runs.kind: default 'flow'::character varying, expected no default"),
                           QStringLiteral("users.id: default 1, expected default nextval('users_id_seq'::regclass)"),
                           QStringLiteral("sequences no column owns: unexpected stray_seq: bigint"),
                           QStringLiteral("privacy_notice sequences: unexpected privacy_notice_id_seq: bigint, owned "
                                          "by id"),
                       }));
    } else {
        // init_db's schema_state with a NOT NULL key, and a table declared AUTOINCREMENT.
        exec(*conn, QStringLiteral("DROP TABLE schema_state"));
        exec(*conn,
             QStringLiteral("CREATE TABLE schema_state (key VARCHAR NOT NULL PRIMARY KEY, value VARCHAR NOT NULL)"));
        exec(*conn, QStringLiteral("DROP TABLE banners"));
        exec(*conn, QStringLiteral("CREATE TABLE banners (message TEXT NOT NULL, id INTEGER NOT NULL PRIMARY KEY "
                                   "AUTOINCREMENT, level VARCHAR NOT NULL, created_at DATETIME NOT NULL, created_by "
                                   "INTEGER REFERENCES users (id))"));
        exec(*conn, QStringLiteral("CREATE INDEX ix_banners_level ON banners (level)"));
        QVERIFY2(description.compare(*conn, QStringLiteral("baseline"), {}, ignore, &diff, &error), qPrintable(error));
        QCOMPARE(diff, (QStringList{
                           QStringLiteral("schema_state.key: not null, expected nullable"),
                           QStringLiteral("banners sequences: unexpected sqlite_sequence: AUTOINCREMENT of id"),
                       }));
    }
}

void TestPlatformSchemas::tabulariaMadeByTheGatewayIsAdopted() {
    const auto scratch = fresh();
    QVERIFY(scratch->isValid());
    auto conn = scratch->connect();
    makeAsTheGatewayDoes(*conn);
    const MigrationSet set = test::builtInMigrations(Platform::Tabularia, *conn);
    SchemaStatus s = test::schemaStatusOf(*conn, set);
    QCOMPARE(s.state, SchemaStatus::State::Unmanaged);
    QCOMPARE(s.adoptAt, QStringLiteral("13343e5ea2aa"));
    QCOMPARE(s.fingerprint, set.migrations().first().fingerprint);
    QVERIFY2(s.summary().contains(QStringLiteral("without Alembic")), qPrintable(s.summary()));
    QVERIFY2(s.refusal().contains(QStringLiteral("migrate stamp 13343e5ea2aa")), qPrintable(s.refusal()));
    // Upgrading is refused, changing nothing; the baseline adopts it after comparing its tables.
    QString error;
    QStringList applied;
    QVERIFY(!Migrator(*conn, set).upgrade(&applied, &error));
    QVERIFY(!conn->tableExists(QStringLiteral("alembic_version")));
    SchemaDiff diff;
    QVERIFY2(Migrator(*conn, set).stamp(QStringLiteral("13343e5ea2aa"), &diff, &error), qPrintable(error));
    s = test::schemaStatusOf(*conn, set);
    QCOMPARE(s.state, SchemaStatus::State::Current);
    QVERIFY2(Migrator(*conn, set).drift(&diff, &error), qPrintable(error));
    QVERIFY2(diff.isEmpty(), qPrintable(diff.lines().join(QLatin1Char('\n'))));
}

void TestPlatformSchemas::tabulariaMadeByItsTestsIsAdopted() {
    const auto scratch = fresh();
    QVERIFY(scratch->isValid());
    auto conn = scratch->connect();
    makeAsTheGatewayDoes(*conn);
    // What create_all alone leaves (the platform's own tests): no schema_state, no partial indexes of init_db.
    exec(*conn, QStringLiteral("DROP TABLE schema_state"));
    for (const char* index : {"uq_users_oidc_identity", "ix_runs_orchestration_queue", "ix_contract_results_to_notify"})
        exec(*conn, QStringLiteral("DROP INDEX ") + QString::fromLatin1(index));
    const MigrationSet set = test::builtInMigrations(Platform::Tabularia, *conn);
    SchemaStatus s = test::schemaStatusOf(*conn, set);
    QCOMPARE(s.state, SchemaStatus::State::Unmanaged);
    QCOMPARE(s.adoptAt, QStringLiteral("13343e5ea2aa"));
    QVERIFY(s.fingerprint.isEmpty());
    QVERIFY2(s.summary().contains(QStringLiteral("platform's tests")), qPrintable(s.summary()));
    // Without the three indexes init_db adds, it is not yet the baseline's schema: the stamp names them and refuses.
    QString error;
    SchemaDiff diff;
    QVERIFY(!Migrator(*conn, set).stamp(QStringLiteral("13343e5ea2aa"), &diff, &error));
    for (const char* index : {"uq_users_oidc_identity", "ix_runs_orchestration_queue", "ix_contract_results_to_notify"})
        QVERIFY2(diff.lines().join(QLatin1Char(' ')).contains(QLatin1String(index)),
                 qPrintable(diff.lines().join(QLatin1Char(' '))));
    // As the gateway's next start would, the indexes are made; then a column the revision lacks still stops it.
    QVERIFY(!s.detail.isEmpty());
    exec(*conn, QStringLiteral("CREATE UNIQUE INDEX uq_users_oidc_identity ON users (oidc_issuer, oidc_subject) "
                               "WHERE oidc_subject IS NOT NULL"));
    exec(*conn, QStringLiteral("CREATE INDEX ix_runs_orchestration_queue ON runs (id) WHERE kind = 'orchestration' "
                               "AND status = 'PENDING'"));
    exec(*conn, QStringLiteral("CREATE INDEX ix_contract_results_to_notify ON data_contract_results (id) WHERE "
                               "notify = 'pending'"));
    exec(*conn, QStringLiteral("ALTER TABLE users ADD COLUMN nickname VARCHAR"));
    QVERIFY(!Migrator(*conn, set).stamp(QStringLiteral("13343e5ea2aa"), &diff, &error));
    QVERIFY2(diff.lines().join(QLatin1Char(' ')).contains(QStringLiteral("users.nickname")),
             qPrintable(diff.lines().join(QLatin1Char(' '))));
    exec(*conn, QStringLiteral("ALTER TABLE users DROP COLUMN nickname"));
    QVERIFY2(Migrator(*conn, set).stamp(QStringLiteral("13343e5ea2aa"), &diff, &error), qPrintable(error));
    QCOMPARE(test::schemaStatusOf(*conn, set).state, SchemaStatus::State::Current);
}

void TestPlatformSchemas::tabulariaGrownThroughUpgradesIsTheSameRevision() {
    const auto scratch = fresh();
    QVERIFY(scratch->isValid());
    auto conn = scratch->connect();
    const MigrationSet set = test::builtInMigrations(Platform::Tabularia, *conn);
    QString error;
    QStringList applied;
    QVERIFY2(Migrator(*conn, set).upgrade(&applied, &error), qPrintable(error));
    // A database that grew through the gateway's ALTER list: a column added at the end (another column order) with a
    // server default the fresh one lacks; on PostgreSQL also no foreign key on flows.notify_connection_id.
    exec(*conn, QStringLiteral("ALTER TABLE users DROP COLUMN last_seen_ip"));
    exec(*conn, QStringLiteral("ALTER TABLE users ADD COLUMN last_seen_ip VARCHAR DEFAULT 'unknown'"));
    if (conn->isPostgres())
        exec(*conn, QStringLiteral("ALTER TABLE flows DROP CONSTRAINT flows_notify_connection_id_fkey"));
    const SchemaStatus s = test::schemaStatusOf(*conn, set);
    QCOMPARE(s.state, SchemaStatus::State::Current);
    SchemaDiff diff;
    QVERIFY2(Migrator(*conn, set).drift(&diff, &error), qPrintable(error));
    QVERIFY2(diff.isEmpty(), qPrintable(diff.lines().join(QLatin1Char('\n'))));
    // A column that is really gone is drift, named.
    exec(*conn, QStringLiteral("ALTER TABLE privacy_notice DROP COLUMN url"));
    QVERIFY2(Migrator(*conn, set).drift(&diff, &error), qPrintable(error));
    QVERIFY2(diff.lines().join(QLatin1Char(' ')).contains(QStringLiteral("privacy_notice.url")),
             qPrintable(diff.lines().join(QLatin1Char(' '))));
}

void TestPlatformSchemas::unknownRevisionsAreNotCalledNewer() {
    const auto scratch = fresh();
    QVERIFY(scratch->isValid());
    auto conn = scratch->connect();
    const MigrationSet tabularia = test::builtInMigrations(Platform::Tabularia, *conn);
    const MigrationSet holotable = test::builtInMigrations(Platform::Holotable, *conn);
    QString error;
    QStringList applied;
    QVERIFY2(Migrator(*conn, tabularia).upgrade(&applied, &error), qPrintable(error));
    QVERIFY2(Migrator(*conn, holotable).upgrade(&applied, &error), qPrintable(error));
    // An Alembic revision Metadesk does not know may be older or newer: it says neither.
    exec(*conn, QStringLiteral("UPDATE alembic_version SET version_num = '0badc0ffee00'"));
    SchemaStatus s = test::schemaStatusOf(*conn, tabularia);
    QCOMPARE(s.state, SchemaStatus::State::Ahead);
    QVERIFY(!s.unknownIsNewer);
    QVERIFY2(!s.summary().contains(QStringLiteral("newer")), qPrintable(s.summary()));
    QVERIFY2(s.summary().contains(QStringLiteral("does not know")), qPrintable(s.summary()));
    // A Holotable file sorting before the last one Metadesk ships is not from a newer release either.
    exec(*conn, QStringLiteral("INSERT INTO schema_migrations (name) VALUES ('015a_hand_made.sql')"));
    s = test::schemaStatusOf(*conn, holotable);
    QCOMPARE(s.state, SchemaStatus::State::Ahead);
    QVERIFY2(!s.summary().contains(QStringLiteral("newer")), qPrintable(s.summary()));
    exec(*conn, QStringLiteral("DELETE FROM schema_migrations WHERE name = '015a_hand_made.sql'"));
    exec(*conn, QStringLiteral("INSERT INTO schema_migrations (name) VALUES ('022_next_release.sql')"));
    s = test::schemaStatusOf(*conn, holotable);
    QVERIFY(s.unknownIsNewer);
    QVERIFY2(s.summary().contains(QStringLiteral("newer")), qPrintable(s.summary()));
}

QTEST_GUILESS_MAIN(TestPlatformSchemas)
#include "tst_PlatformSchemas.moc"
