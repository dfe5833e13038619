#include "common/MigrationHelpers.h"
#include "common/TestDatabases.h"
#include "core/schema/LiveSchema.h"
#include "core/schema/SchemaComparer.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSqlQuery>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {
QString joined(const SchemaDiff& diff) {
    return diff.lines().join(QLatin1Char('\n'));
}

void exec(const DbConnection& conn, const QString& sql) {
    QString error;
    QVERIFY2(conn.exec(sql, &error), qPrintable(sql + QStringLiteral(": ") + error));
}

/// Each revision's schema, as the migrations leave it on `conn` (empty, applied one by one).
QList<LiveSchema> schemaAfterEachRevision(const DbConnection& conn, const MigrationSet& set, QString* error) {
    QList<LiveSchema> out;
    for (const Migration& m : set.migrations()) {
        QStringList applied;
        if (!Migrator(conn, set.upTo(m.id)).upgrade(&applied, error))
            return {};
        LiveSchema schema;
        if (!LiveSchema::read(conn, &schema, error))
            return {};
        for (const QString& t : platforms::bookkeepingTables(set.platform()))
            schema.remove(t);
        out << schema;
    }
    return out;
}
} // namespace

/// The schema comparison that stamp and drift rely on: whole (types, nullability, defaults, keys, indexes with their
/// predicates, checks, triggers, functions), able to tell every pair of adjacent revisions apart unless they are truly
/// the same schema, and writing nothing to the database it compares.
class TestSchemaComparison : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void shippedDescriptionsAreWhatTheMigrationsMake();
    void everyRevisionToldFromTheNext_data() { test::addEngineColumn(), test::addEngineRows(); }
    void everyRevisionToldFromTheNext();
    void stampAt020RefusedOnA019Database_data() { test::addEngineColumn(), test::addEngineRows(); }
    void stampAt020RefusedOnA019Database();
    void eachKindOfDifferenceIsNamed_data() { test::addEngineColumn(), test::addEngineRows(); }
    void eachKindOfDifferenceIsNamed();
    void unknownTablesAreCompared_data() { test::addEngineColumn(), test::addEngineRows(); }
    void unknownTablesAreCompared();
    void comparingWritesNothing_data() { test::addEngineColumn(), test::addEngineRows(); }
    void comparingWritesNothing();
};

void TestSchemaComparison::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestSchemaComparison::shippedDescriptionsAreWhatTheMigrationsMake() {
    // resources/schemas/<platform>-postgresql.json is the expected side on PostgreSQL. It is made by this test:
    // METADESK_WRITE_SHIPPED_SCHEMAS=1 writes it into the source tree from a scratch PostgreSQL 15.
    const bool write = qEnvironmentVariableIsSet("METADESK_WRITE_SHIPPED_SCHEMAS");
    QStringList stale;
    for (Platform p : platforms::all()) {
        ScratchDatabase scratch(ScratchDatabase::Engine::Postgres);
        QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
        auto conn = scratch.connect();
        QVERIFY(conn);
        const MigrationSet set = test::builtInMigrations(p, *conn);
        QString error;
        const QList<LiveSchema> schemas = schemaAfterEachRevision(*conn, set, &error);
        QVERIFY2(!schemas.isEmpty(), qPrintable(error));
        QStringList ids;
        for (const Migration& m : set.migrations())
            ids << m.id;
        const QJsonObject made = SchemaComparer::describe(p, ids, schemas);
        const QString path =
            QStringLiteral(METADESK_SOURCE_DIR "/resources/") + SchemaComparer::shippedDescriptionPath(p);
        if (write) {
            QSaveFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QJsonDocument(made).toJson(QJsonDocument::Indented));
            QVERIFY(file.commit());
            continue;
        }
        QJsonObject shipped;
        QVERIFY2(SchemaComparer::shippedDescription(p, &shipped, &error), qPrintable(error));
        if (shipped != made)
            stale << path;
        // And compared as schemas, revision by revision, the shipped one is what the migrations make.
        QCOMPARE(shipped.value(QStringLiteral("revisions")).toArray().size(), schemas.size());
        for (int i = 0; i < schemas.size(); ++i) {
            LiveSchema s;
            QVERIFY(SchemaComparer::schemaIn(shipped, ids.at(i), &s));
            const SchemaDiff diff = SchemaComparer::differences(schemas.at(i), s, p);
            QVERIFY2(diff.isEmpty(), qPrintable(set.migrations().at(i).id + QLatin1Char(' ') + joined(diff)));
        }
    }
    QVERIFY2(stale.isEmpty(),
             qPrintable(QStringLiteral("stale: %1; run this test with METADESK_WRITE_SHIPPED_SCHEMAS=1")
                            .arg(stale.join(QStringLiteral(", ")))));
}

void TestSchemaComparison::everyRevisionToldFromTheNext() {
    // A database at one revision is compared with that revision (no difference) and with the next one: the two
    // differ, or their schemas are truly the same (then stamping either is right, and the test says which pairs).
    QFETCH(ScratchDatabase::Engine, engine);
    QStringList identical;
    for (Platform p : platforms::all()) {
        ScratchDatabase scratch(engine);
        QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
        auto conn = scratch.connect();
        QVERIFY(conn);
        const MigrationSet set = test::builtInMigrations(p, *conn);
        QString error;
        for (int i = 0; i < set.migrations().size(); ++i) {
            const QString id = set.migrations().at(i).id;
            QStringList applied;
            QVERIFY2(Migrator(*conn, set.upTo(id)).upgrade(&applied, &error), qPrintable(error));
            SchemaDiff diff;
            QVERIFY2(SchemaComparer::compare(*conn, set, id, &diff, &error), qPrintable(error));
            QVERIFY2(diff.isEmpty(), qPrintable(id + QLatin1Char('\n') + joined(diff)));
            if (i + 1 == set.migrations().size())
                continue;
            const QString next = set.migrations().at(i + 1).id;
            QVERIFY2(SchemaComparer::compare(*conn, set, next, &diff, &error), qPrintable(error));
            if (diff.isEmpty()) {
                identical << id + QStringLiteral(" = ") + next;
                continue;
            }
            // The difference is what the next revision changes, named.
            QVERIFY2(!joined(diff).isEmpty(), qPrintable(next));
        }
    }
    // 002 sets the very default 001 already made; every other pair of adjacent revisions differs.
    QCOMPARE(identical, QStringList{QStringLiteral("001_init.sql = 002_timescaledb_source_default.sql")});
}

void TestSchemaComparison::stampAt020RefusedOnA019Database() {
    // A database at 019 that lost its schema_migrations rows: stamping it at 020 would let the next Apply run 021
    // and drop chat_messages, whose rows 020 never copied.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    const MigrationSet set = test::builtInMigrations(Platform::Holotable, *conn);
    QString error;
    QStringList applied;
    QVERIFY2(Migrator(*conn, set.upTo(QStringLiteral("019_conversations.sql"))).upgrade(&applied, &error),
             qPrintable(error));
    exec(*conn, QStringLiteral("DELETE FROM schema_migrations"));
    // Its tables with no file recorded: unmanaged (001 would fail on them), not "21 pending"; Apply refuses.
    QCOMPARE(test::schemaStatusOf(*conn, set).state, SchemaStatus::State::Unmanaged);
    QVERIFY(!Migrator(*conn, set).upgrade(&applied, &error));
    QVERIFY2(error.contains(QStringLiteral("records no migration")), qPrintable(error));
    SchemaDiff diff;
    QVERIFY(!Migrator(*conn, set).stamp(QStringLiteral("020_dashboard_chat_conversations.sql"), &diff, &error));
    QVERIFY2(joined(diff).contains(QStringLiteral("conversations_dashboard_owner_idx")), qPrintable(joined(diff)));
    QVERIFY2(error.contains(QStringLiteral("nothing was stamped")), qPrintable(error));
    QCOMPARE(test::schemaStatusOf(*conn, set).applied, QStringList());
    // 019 itself is what the database is.
    QVERIFY2(Migrator(*conn, set).stamp(QStringLiteral("019_conversations.sql"), &diff, &error), qPrintable(error));
    QCOMPARE(test::schemaStatusOf(*conn, set).current, QStringLiteral("019_conversations.sql"));
}

void TestSchemaComparison::eachKindOfDifferenceIsNamed() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    const MigrationSet set = test::builtInMigrations(Platform::Holotable, *conn);
    QString error;
    QStringList applied;
    QVERIFY2(Migrator(*conn, set).upgrade(&applied, &error), qPrintable(error));
    const bool pg = conn->isPostgres();
    struct Case {
        QString change, undo, expect;
    };
    // Each change leaves the table and column names alone: a names-only comparison saw none of them.
    const QList<Case> cases = {
        {QStringLiteral("ALTER TABLE sources ALTER COLUMN secret_ref SET NOT NULL"),
         QStringLiteral("ALTER TABLE sources ALTER COLUMN secret_ref DROP NOT NULL"),
         QStringLiteral("sources.secret_ref is NOT NULL")},
        {QStringLiteral("ALTER TABLE sources ALTER COLUMN kind SET DEFAULT 'postgres'"),
         QStringLiteral("ALTER TABLE sources ALTER COLUMN kind SET DEFAULT 'timescaledb'"),
         QStringLiteral("sources.kind has 'postgres'")},
        {QStringLiteral("DROP INDEX conversations_dashboard_owner_idx"),
         QStringLiteral("CREATE UNIQUE INDEX conversations_dashboard_owner_idx ON conversations (user_sub, "
                        "dashboard_id) WHERE dashboard_id IS NOT NULL"),
         QStringLiteral("conversations: missing index")},
        {QStringLiteral("DROP INDEX conversations_dashboard_owner_idx; CREATE UNIQUE INDEX "
                        "conversations_dashboard_owner_idx ON conversations (user_sub, dashboard_id)"),
         QStringLiteral("DROP INDEX conversations_dashboard_owner_idx; CREATE UNIQUE INDEX "
                        "conversations_dashboard_owner_idx ON conversations (user_sub, dashboard_id) WHERE "
                        "dashboard_id IS NOT NULL"),
         QStringLiteral("conversations: index")},
        {QStringLiteral("ALTER TABLE sources ALTER COLUMN name TYPE varchar(200)"),
         QStringLiteral("ALTER TABLE sources ALTER COLUMN name TYPE text"),
         QStringLiteral("sources.name is of type character varying(200)")},
        {QStringLiteral("ALTER TABLE templates ADD CONSTRAINT hand_check CHECK (length(name) > 0)"),
         QStringLiteral("ALTER TABLE templates DROP CONSTRAINT hand_check"), QStringLiteral("templates: extra check")},
        {QStringLiteral("DROP TRIGGER audit_log_no_change ON audit_log"),
         QStringLiteral("CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW "
                        "EXECUTE FUNCTION audit_log_append_only()"),
         QStringLiteral("audit_log: missing trigger")},
    };
    for (const Case& c : cases) {
        // SQLite cannot alter a column's nullability, default, type or constraints in place: those are PostgreSQL's.
        if (!pg && (c.change.contains(QStringLiteral("ALTER COLUMN")) ||
                    c.change.contains(QStringLiteral("CONSTRAINT")) || c.change.contains(QStringLiteral("TRIGGER"))))
            continue;
        for (const QString& sql : c.change.split(QStringLiteral("; ")))
            exec(*conn, sql);
        SchemaDiff diff;
        QVERIFY2(Migrator(*conn, set).drift(&diff, &error), qPrintable(error));
        QVERIFY2(joined(diff).contains(c.expect), qPrintable(c.change + QStringLiteral(" → ") + joined(diff)));
        QVERIFY2(!Migrator(*conn, set).stamp(set.head(), &diff, &error), qPrintable(c.change));
        for (const QString& sql : c.undo.split(QStringLiteral("; ")))
            exec(*conn, sql);
        QVERIFY2(Migrator(*conn, set).drift(&diff, &error), qPrintable(error));
        QVERIFY2(diff.isEmpty(), qPrintable(c.undo + QStringLiteral(" → ") + joined(diff)));
    }
}

void TestSchemaComparison::unknownTablesAreCompared() {
    // A table no migration of either platform makes (one a newer gateway added, say) is drift, and stops a stamp;
    // the other platform's tables are not this one's business.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto conn = scratch.connect();
    QString error;
    QStringList applied;
    const MigrationSet tabularia = test::builtInMigrations(Platform::Tabularia, *conn);
    const MigrationSet holotable = test::builtInMigrations(Platform::Holotable, *conn);
    QVERIFY2(Migrator(*conn, tabularia).upgrade(&applied, &error), qPrintable(error));
    QVERIFY2(Migrator(*conn, holotable).upgrade(&applied, &error), qPrintable(error));
    SchemaDiff diff;
    QVERIFY2(Migrator(*conn, tabularia).drift(&diff, &error), qPrintable(error));
    QVERIFY2(diff.isEmpty(), qPrintable(joined(diff)));
    exec(*conn, QStringLiteral("CREATE TABLE flow_tags (id INTEGER PRIMARY KEY, flow_id INTEGER)"));
    QVERIFY2(Migrator(*conn, tabularia).drift(&diff, &error), qPrintable(error));
    QCOMPARE(diff.extraTables, QStringList{QStringLiteral("flow_tags")});
}

void TestSchemaComparison::comparingWritesNothing() {
    // Drift and check need no privilege to write: on PostgreSQL a read-only transaction compares as well, and the
    // database is left exactly as it was (no scratch schema, no extension).
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    {
        auto conn = scratch.connect();
        const MigrationSet set = test::builtInMigrations(Platform::Holotable, *conn);
        QString error;
        QStringList applied;
        QVERIFY2(Migrator(*conn, set).upgrade(&applied, &error), qPrintable(error));
    }
    auto readOnly = scratch.connect(true);
    QVERIFY(readOnly);
    const MigrationSet set = test::builtInMigrations(Platform::Holotable, *readOnly);
    QString error;
    if (readOnly->isPostgres())
        exec(*readOnly, QStringLiteral("SET default_transaction_read_only = on"));
    SchemaDiff diff;
    QVERIFY2(Migrator(*readOnly, set).drift(&diff, &error), qPrintable(error));
    QVERIFY2(diff.isEmpty(), qPrintable(joined(diff)));
    if (readOnly->isPostgres()) {
        QSqlQuery q;
        QVERIFY(readOnly->execBound(&q,
                                    QStringLiteral("SELECT count(*) FROM pg_namespace WHERE nspname LIKE "
                                                   "'metadesk\\_probe%'"),
                                    {}, &error));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toInt(), 0);
    }
}

QTEST_GUILESS_MAIN(TestSchemaComparison)
#include "tst_SchemaComparison.moc"
