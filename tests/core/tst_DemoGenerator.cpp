#include "common/TestDatabases.h"
#include "core/demo/DemoGenerator.h"
#include "core/demo/DemoKey.h"
#include "core/schema/SchemaInspector.h"
#include "core/secrets/Fernet.h"

#include <QFile>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>
#include <QTimeZone>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The demo database: both schemas at head, every table filled, every state the seeds describe present, the same rows
/// for the same seed, and a database that already holds a platform left untouched.
class TestDemoGenerator : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void fillsEveryTable_data() { test::addEngineColumn(), test::addEngineRows(); }
    void fillsEveryTable();
    void coversEveryState_data() { test::addEngineColumn(), test::addEngineRows(); }
    void coversEveryState();
    void isDeterministic_data() { test::addEngineColumn(), test::addEngineRows(); }
    void isDeterministic();
    void refusesNonEmptyDatabase_data() { test::addEngineColumn(), test::addEngineRows(); }
    void refusesNonEmptyDatabase();
    void bulkLoadKeepsTheSchema_data() { test::addEngineColumn(), test::addEngineRows(); }
    void bulkLoadKeepsTheSchema();

private:
    static DemoGenerator::Options options(quint64 seed = 7) {
        DemoGenerator::Options o;
        o.runs = 3000;
        o.seed = seed;
        o.now = QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);
        return o;
    }
    static qint64 scalar(const DbConnection& conn, const QString& sql) {
        QSqlQuery q(conn.db());
        if (!q.exec(sql) || !q.next()) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
            return -1;
        }
        return q.value(0).toLongLong();
    }
    /// The indexes and foreign keys of a table, as the engine reports them.
    static QStringList structureOf(const DbConnection& conn, const QString& table) {
        QSqlQuery q(conn.db());
        q.prepare(
            conn.isSqlite()
                ? QStringLiteral("SELECT sql FROM sqlite_master WHERE tbl_name = ? AND type IN ('index', 'table') "
                                 "ORDER BY name")
                : QStringLiteral("SELECT indexdef FROM pg_indexes WHERE tablename = ? UNION ALL SELECT "
                                 "conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid "
                                 "= to_regclass(?) ORDER BY 1"));
        q.addBindValue(table);
        if (conn.isPostgres())
            q.addBindValue(table);
        QStringList out;
        if (!q.exec())
            return {q.lastError().text()};
        while (q.next())
            out << q.value(0).toString();
        return out;
    }
    /// A stable text of a table's rows, to compare two databases.
    static QString dump(const DbConnection& conn, const QString& table, const QString& order) {
        QSqlQuery q(conn.db());
        if (!q.exec(QStringLiteral("SELECT * FROM %1 ORDER BY %2").arg(table, order)))
            return q.lastError().text();
        QStringList lines;
        while (q.next()) {
            QStringList cells;
            for (int i = 0; i < q.record().count(); ++i)
                cells << q.value(i).toString();
            lines << cells.join(QLatin1Char('|'));
        }
        return lines.join(QLatin1Char('\n'));
    }
};

void TestDemoGenerator::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestDemoGenerator::fillsEveryTable() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const auto result = DemoGenerator::create(scratch.url(), options(), {});
    QVERIFY2(result.ok, qPrintable(result.error));
    auto conn = scratch.connect();
    QList<SchemaStatus> statuses;
    QString error;
    QVERIFY2(SchemaInspector::inspect(*conn, &statuses, &error), qPrintable(error));
    for (const SchemaStatus& s : statuses)
        QCOMPARE(s.state, SchemaStatus::State::Current);
    for (Platform p : platforms::all())
        for (const QString& table : platforms::tables(p))
            QVERIFY2(scalar(*conn, QStringLiteral("SELECT count(*) FROM ") + table) > 0, qPrintable(table));
    QCOMPARE(scalar(*conn, QStringLiteral("SELECT count(*) FROM runs")), 3000);
    if (engine == ScratchDatabase::Engine::Sqlite)
        QCOMPARE(scalar(*conn, QStringLiteral("SELECT count(*) FROM pragma_foreign_key_check")), 0);
    else // ids were written explicitly: the identity must have moved past them
        QVERIFY(conn->exec(QStringLiteral("INSERT INTO groups (name) VALUES ('new-group')"), &error));
}

void TestDemoGenerator::coversEveryState() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const auto result = DemoGenerator::create(scratch.url(), options(), {});
    QVERIFY2(result.ok, qPrintable(result.error));
    auto conn = scratch.connect();
    const bool pg = engine == ScratchDatabase::Engine::Postgres;
    const QString now = QStringLiteral("'2026-11-30T12:00:00.000Z'");
    auto count = [&](const QString& where) { return scalar(*conn, QStringLiteral("SELECT count(*) FROM ") + where); };

    QVERIFY(count(QStringLiteral("users WHERE oidc_subject IS NULL")) >= 2);     // local accounts
    QVERIFY(count(QStringLiteral("users WHERE oidc_subject IS NOT NULL")) >= 2); // SSO identities
    QVERIFY(count(QStringLiteral("permissions WHERE user_id IS NOT NULL")) > 0);
    QVERIFY(count(QStringLiteral("permissions WHERE group_id IS NOT NULL")) > 0);
    // a project tree three levels deep
    QVERIFY(count(QStringLiteral(
                "projects c JOIN projects p ON c.parent_id = p.id JOIN projects g ON p.parent_id = g.id")) > 0);
    QVERIFY(scalar(*conn, QStringLiteral(
                              "SELECT max(n) FROM (SELECT count(*) AS n FROM flow_versions GROUP BY flow_id) x")) > 1);
    for (const char* status : {"PENDING", "RUNNING", "SUCCEEDED", "FAILED", "CANCELLED"})
        QVERIFY2(count(QStringLiteral("runs WHERE status = '%1'").arg(QLatin1String(status))) > 0, status);
    QVERIFY(count(QStringLiteral("runs WHERE parent_run_id IS NOT NULL")) > 0);
    const QString fresh =
        pg ? QStringLiteral("heartbeat_at > timestamptz %1 - interval '1 minute'").arg(now)
           : QStringLiteral("heartbeat_at > strftime('%Y-%m-%dT%H:%M:%fZ', %1, '-1 minute')").arg(now);
    const QString stale =
        pg ? QStringLiteral("heartbeat_at < timestamptz %1 - interval '10 minutes'").arg(now)
           : QStringLiteral("heartbeat_at < strftime('%Y-%m-%dT%H:%M:%fZ', %1, '-10 minutes')").arg(now);
    QVERIFY(count(QStringLiteral("runs WHERE status = 'RUNNING' AND claimed_by IS NOT NULL AND ") + fresh) > 0);
    QVERIFY(count(QStringLiteral("runs WHERE status = 'RUNNING' AND claimed_by IS NOT NULL AND ") + stale) > 0);
    QVERIFY(count(QStringLiteral("datasources WHERE flow_id IS NOT NULL")) > 0);
    QVERIFY(count(QStringLiteral("datasources WHERE connection_id IS NOT NULL")) > 0);
    QVERIFY(count(QStringLiteral("datasources WHERE flow_id IS NULL AND connection_id IS NULL")) > 0);
    QVERIFY(count(QStringLiteral("data_contract_results WHERE notify = 'pending'")) > 0);
    QVERIFY(count(QStringLiteral("audit_logs WHERE actor_id IS NULL")) > 0);
    QVERIFY(count(QStringLiteral("dashboards WHERE deleted_at IS NOT NULL")) == 1);
    QVERIFY(count(QStringLiteral("templates WHERE kind = 'panel'")) > 0);
    QVERIFY(count(QStringLiteral("templates WHERE kind = 'dashboard'")) > 0);
    QVERIFY(count(QStringLiteral("workspace_limits WHERE rate_per_minute IS NULL")) > 0);
    QVERIFY(count(QStringLiteral("workspace_limits WHERE rate_per_minute = 0 OR daily_token_budget = 0")) > 0);
    QVERIFY(count(QStringLiteral("sources WHERE tombstoned_at IS NOT NULL")) > 0);
    QVERIFY(count(QStringLiteral("dashboard_versions WHERE note IS NOT NULL")) > 0);
    QCOMPARE(scalar(*conn, QStringLiteral("SELECT count(DISTINCT day) FROM llm_usage")), 60);

    // Credentials are real Fernet tokens under the published demo key.
    const auto fernet = Fernet::fromKey(demoFernetKey());
    QVERIFY(fernet);
    QSqlQuery q(conn->db());
    QVERIFY(q.exec(QStringLiteral("SELECT credentials_encrypted FROM connections")));
    int decrypted = 0;
    while (q.next()) {
        QString error;
        const auto plain = fernet->decrypt(q.value(0).toByteArray(), 0, -1, &error);
        QVERIFY2(plain.has_value(), qPrintable(error));
        QVERIFY(plain->startsWith("{\"password\":\"demo-"));
        ++decrypted;
    }
    QVERIFY(decrypted > 5);
}

void TestDemoGenerator::isDeterministic() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase first(engine), second(engine), other(engine);
    QVERIFY2(first.isValid() && second.isValid() && other.isValid(), qPrintable(first.error()));
    QVERIFY(DemoGenerator::create(first.url(), options(7), {}).ok);
    QVERIFY(DemoGenerator::create(second.url(), options(7), {}).ok);
    QVERIFY(DemoGenerator::create(other.url(), options(8), {}).ok);
    auto a = first.connect(), b = second.connect(), c = other.connect();
    for (const auto& [table, order] :
         QList<QPair<QString, QString>>{{QStringLiteral("runs"), QStringLiteral("id")},
                                        {QStringLiteral("connections"), QStringLiteral("id")},
                                        {QStringLiteral("dashboards"), QStringLiteral("id")},
                                        {QStringLiteral("llm_usage"), QStringLiteral("workspace_id, day, route")}}) {
        QCOMPARE(dump(*a, table, order), dump(*b, table, order));
    }
    QVERIFY(dump(*a, QStringLiteral("runs"), QStringLiteral("id")) !=
            dump(*c, QStringLiteral("runs"), QStringLiteral("id")));
}

void TestDemoGenerator::refusesNonEmptyDatabase() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    {
        auto conn = scratch.connect();
        QString error;
        QVERIFY(conn->exec(QStringLiteral("CREATE TABLE flows (id integer PRIMARY KEY, note text)"), &error));
        QVERIFY(conn->exec(QStringLiteral("INSERT INTO flows (id, note) VALUES (1, 'precious')"), &error));
    }
    const auto result = DemoGenerator::create(scratch.url(), options(), {});
    QVERIFY(!result.ok);
    QVERIFY2(result.error.contains(QStringLiteral("Nothing was changed")), qPrintable(result.error));
    auto conn = scratch.connect();
    QCOMPARE(conn->tableNames(), QStringList{QStringLiteral("flows")});
    QCOMPARE(scalar(*conn, QStringLiteral("SELECT count(*) FROM flows WHERE note = 'precious'")), 1);
}

void TestDemoGenerator::bulkLoadKeepsTheSchema() {
    QFETCH(ScratchDatabase::Engine, engine);
    // Past 50,000 runs the demo drops the table's secondary indexes (and PostgreSQL foreign keys) for the load and
    // builds them again: the schema afterwards must be exactly what the migrations made.
    ScratchDatabase small(engine), big(engine);
    QVERIFY2(small.isValid() && big.isValid(), qPrintable(small.error()));
    DemoGenerator::Options o = options();
    QVERIFY(DemoGenerator::create(small.url(), o, {}).ok);
    o.runs = 60000;
    const auto result = DemoGenerator::create(big.url(), o, {});
    QVERIFY2(result.ok, qPrintable(result.error));
    auto a = small.connect(), b = big.connect();
    const QStringList expected = structureOf(*a, QStringLiteral("runs"));
    QVERIFY(expected.size() >= 9);
    QCOMPARE(structureOf(*b, QStringLiteral("runs")), expected);
    QCOMPARE(scalar(*b, QStringLiteral("SELECT count(*) FROM runs")), 60000);
    QCOMPARE(scalar(*b, QStringLiteral("SELECT count(*) FROM runs r WHERE r.parent_run_id IS NOT NULL AND NOT EXISTS "
                                       "(SELECT 1 FROM runs p WHERE p.id = r.parent_run_id)")),
             0);
}

QTEST_GUILESS_MAIN(TestDemoGenerator)
#include "tst_DemoGenerator.moc"
