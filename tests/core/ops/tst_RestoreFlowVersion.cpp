#include "common/MigrationHelpers.h"
#include "common/TabulariaRuns.h"
#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"
#include "core/ops/tabularia/RestoreFlowVersion.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {
// Spelled as a person saved it (spaces, key order): carried byte for byte, never re-serialised.
const QString kV1 = QStringLiteral(R"({"nodes": [ {"id":"src", "type":"input"} ],  "edges":[]})");
const QString kBroken = QStringLiteral(R"({"nodes": [)");
const QString kV3 = QStringLiteral(R"({"nodes":[{"id":"src","type":"input"},{"id":"out","type":"output"}]})");
} // namespace

/// Restoring a flow version as the platform's promote does, on databases the migrations made: exactly the
/// platform's rows (the flow's definition, one appended version with its note, one flow.promote audit row), the
/// refusals in words, and nothing written when the flow moved on between plan and apply.
class TestRestoreFlowVersion : public QObject {
    Q_OBJECT
private slots:
    void init();
    void init_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cleanup();
    void appendsAsThePlatformPromotes();
    void appendsAsThePlatformPromotes_data() { init_data(); }
    void appendsNothingWhenTheNewestHasIt();
    void appendsNothingWhenTheNewestHasIt_data() { init_data(); }
    void refusals();
    void refusals_data() { init_data(); }
    void conflictWhenTheFlowMoved_data();
    void conflictWhenTheFlowMoved();
    void readOnlyWritesNothing();
    void readOnlyWritesNothing_data() { init_data(); }

private:
    QVariant value(const QString& sql, const QVariantList& values = {}) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, values, &error) || !q.next()) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
            return {};
        }
        return q.value(0);
    }
    qint64 count(const QString& sql) const { return value(sql).toLongLong(); }
    bool exec(DbConnection& conn, const QString& sql, const QVariantList& values = {}) const {
        QSqlQuery q(conn.db());
        QString error;
        if (!conn.execBound(&q, sql, values, &error)) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
            return false;
        }
        return true;
    }
    Actor admin() const { return Actor::named(QStringLiteral("admin@example.com"), 1); }

    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
};

void TestRestoreFlowVersion::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    m_scratch = std::make_unique<ScratchDatabase>(engine);
    QVERIFY2(m_scratch->isValid(), qPrintable(m_scratch->error()));
    m_conn = m_scratch->connect();
    QVERIFY(m_conn);
    QString error;
    QStringList applied;
    QVERIFY2(Migrator(*m_conn, test::builtInMigrations(Platform::Tabularia, *m_conn)).upgrade(&applied, &error),
             qPrintable(error));
    QVERIFY2(m_conn->loadCatalog(&error), qPrintable(error));
    QVERIFY2(test::seedRuns(*m_conn, QDateTime::currentDateTimeUtc(), &error), qPrintable(error));
    // Flow 8 as the platform leaves it after three saves, the second a definition that is not JSON; flow 9 whose
    // definition moved on without a version (a write that bypassed _snapshot_version).
    QVERIFY(exec(*m_conn, QStringLiteral("UPDATE flows SET definition = ? WHERE id = 8"), {kV3}));
    QVERIFY(
        exec(*m_conn, QStringLiteral("UPDATE flows SET definition = ? WHERE id = 9"), {QStringLiteral("{\"x\":1}")}));
    const QString insert = QStringLiteral("INSERT INTO flow_versions (flow_id, version, definition, note, created_at, "
                                          "created_by) VALUES (?, ?, ?, ?, '2026-01-0%1 00:00:00', 1)");
    QVERIFY(exec(*m_conn, insert.arg(1), {8, 1, kV1, QStringLiteral("creazione")}));
    QVERIFY(exec(*m_conn, insert.arg(2), {8, 2, kBroken, QStringLiteral("modifica")}));
    QVERIFY(exec(*m_conn, insert.arg(3), {8, 3, kV3, QStringLiteral("modifica")}));
    QVERIFY(exec(*m_conn, insert.arg(1), {9, 1, QStringLiteral("{}"), QStringLiteral("creazione")}));
}

void TestRestoreFlowVersion::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestRestoreFlowVersion::appendsAsThePlatformPromotes() {
    const RestoreFlowVersion restore(*m_conn, admin());
    const OperationPlan plan = restore.plan(8, 1);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QCOMPARE(plan.changes.size(), 2);
    QVERIFY2(plan.sentences.join(QLatin1Char(' ')).contains(QStringLiteral("Appends version 4")),
             qPrintable(plan.sentences.join(QLatin1Char(' '))));
    const QString updatedBefore =
        value(QStringLiteral("SELECT CAST(updated_at AS TEXT) FROM flows WHERE id = 8")).toString();
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    int appended = 0;
    const WriteResult r = restore.apply(plan, writer, &appended);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(appended, 4);
    // The flow: version 1's definition byte for byte, updated_at moved.
    QCOMPARE(value(QStringLiteral("SELECT definition FROM flows WHERE id = 8")).toString(), kV1);
    QVERIFY(value(QStringLiteral("SELECT CAST(updated_at AS TEXT) FROM flows WHERE id = 8")).toString() !=
            updatedBefore);
    // Exactly one version appended, equal to the chosen one, with the platform's note and the admin as author;
    // the history before it untouched.
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM flow_versions WHERE flow_id = 8")), 4);
    QCOMPARE(value(QStringLiteral("SELECT definition FROM flow_versions WHERE flow_id = 8 AND version = 4")).toString(),
             kV1);
    QCOMPARE(value(QStringLiteral("SELECT note FROM flow_versions WHERE flow_id = 8 AND version = 4")).toString(),
             QStringLiteral("promossa dalla v1"));
    QCOMPARE(
        value(QStringLiteral("SELECT created_by FROM flow_versions WHERE flow_id = 8 AND version = 4")).toLongLong(),
        1);
    QVERIFY(!value(QStringLiteral("SELECT created_at FROM flow_versions WHERE flow_id = 8 AND version = 4")).isNull());
    QCOMPARE(value(QStringLiteral("SELECT definition FROM flow_versions WHERE flow_id = 8 AND version = 2")).toString(),
             kBroken);
    // One audit row, as record_audit writes the promotion.
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM audit_logs")), 1);
    QSqlQuery q(m_conn->db());
    QString error;
    QVERIFY2(m_conn->execBound(&q,
                               QStringLiteral("SELECT action, target_type, target_id, target_label, actor_id, outcome, "
                                              "detail FROM audit_logs"),
                               {}, &error) &&
                 q.next(),
             qPrintable(error));
    QCOMPARE(q.value(0).toString(), QStringLiteral("flow.promote"));
    QCOMPARE(q.value(1).toString(), QStringLiteral("flow"));
    QCOMPARE(q.value(2).toLongLong(), 8);
    QCOMPARE(q.value(3).toString(), QStringLiteral("flow 8"));
    QCOMPARE(q.value(4).toLongLong(), 1);
    QCOMPARE(q.value(5).toString(), QStringLiteral("success"));
    const QJsonObject detail = QJsonDocument::fromJson(q.value(6).toString().toUtf8()).object();
    QCOMPARE(detail.value(QStringLiteral("from_version")).toInt(), 1);
    QCOMPARE(r.auditId.isValid(), true);
    // The restored version is now current: restoring it again has nothing to do.
    QVERIFY(restore.plan(8, 4).isRefused());
    QVERIFY(restore.plan(8, 1).isRefused());
}

void TestRestoreFlowVersion::appendsNothingWhenTheNewestHasIt() {
    // Flow 9's newest version already holds the definition: the platform appends none, and still sets the flow.
    const RestoreFlowVersion restore(*m_conn, admin());
    const OperationPlan plan = restore.plan(9, 1);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QCOMPARE(plan.changes.size(), 1);
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    int appended = -1;
    const WriteResult r = restore.apply(plan, writer, &appended);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(appended, 0);
    QCOMPARE(value(QStringLiteral("SELECT definition FROM flows WHERE id = 9")).toString(), QStringLiteral("{}"));
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM flow_versions WHERE flow_id = 9")), 1);
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM audit_logs WHERE action = 'flow.promote'")), 1);
}

void TestRestoreFlowVersion::refusals() {
    const RestoreFlowVersion restore(*m_conn, admin());
    OperationPlan p = restore.plan(999, 1);
    QVERIFY(p.isRefused() && p.notFound);
    p = restore.plan(8, 7);
    QVERIFY(p.isRefused() && p.notFound);
    QVERIFY2(p.refusal.contains(QStringLiteral("has no version 7")), qPrintable(p.refusal));
    p = restore.plan(8, 2);
    QVERIFY(p.isRefused() && !p.notFound);
    QVERIFY2(p.refusal.contains(QStringLiteral("is not JSON")), qPrintable(p.refusal));
    p = restore.plan(8, 3);
    QVERIFY2(p.refusal.contains(QStringLiteral("nothing to restore")), qPrintable(p.refusal));
    RowWriter writer(*m_conn);
    QCOMPARE(restore.apply(p, writer).outcome, WriteResult::Outcome::Invalid);
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM flow_versions")), 4);
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM audit_logs")), 0);
}

void TestRestoreFlowVersion::conflictWhenTheFlowMoved_data() {
    QTest::addColumn<ScratchDatabase::Engine>("engine");
    QTest::addColumn<QString>("meanwhile");
    for (const auto& [engine, name] : {std::pair{ScratchDatabase::Engine::Sqlite, "sqlite"},
                                       std::pair{ScratchDatabase::Engine::Postgres, "postgresql"}}) {
        // A save appended a version (the platform's _snapshot_version), or changed the flow's definition.
        QTest::newRow(qPrintable(QStringLiteral("%1, a version appended").arg(QLatin1String(name))))
            << engine
            << QStringLiteral(
                   "INSERT INTO flow_versions (flow_id, version, definition, note, created_at) VALUES (8, 4, "
                   "'{\"saved\":true}', 'modifica', '2026-02-01 00:00:00')");
        QTest::newRow(qPrintable(QStringLiteral("%1, the definition saved").arg(QLatin1String(name))))
            << engine << QStringLiteral("UPDATE flows SET definition = '{\"saved\":true}' WHERE id = 8");
    }
}

void TestRestoreFlowVersion::conflictWhenTheFlowMoved() {
    QFETCH(QString, meanwhile);
    const RestoreFlowVersion restore(*m_conn, admin());
    const OperationPlan plan = restore.plan(8, 1);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    auto other = m_scratch->connect();
    QVERIFY(other && exec(*other, meanwhile));
    const qint64 versions = count(QStringLiteral("SELECT count(*) FROM flow_versions WHERE flow_id = 8"));
    const QString definition = value(QStringLiteral("SELECT definition FROM flows WHERE id = 8")).toString();
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const WriteResult r = restore.apply(plan, writer);
    QCOMPARE(r.outcome, WriteResult::Outcome::Conflict);
    QVERIFY(!r.current.isEmpty()); // the flow as it is now
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM flow_versions WHERE flow_id = 8")), versions);
    QCOMPARE(value(QStringLiteral("SELECT definition FROM flows WHERE id = 8")).toString(), definition);
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM audit_logs")), 0);
}

void TestRestoreFlowVersion::readOnlyWritesNothing() {
    auto readOnly = m_scratch->connect(true);
    QVERIFY(readOnly);
    QString error;
    QVERIFY2(readOnly->loadCatalog(&error), qPrintable(error));
    const RestoreFlowVersion restore(*readOnly, admin());
    const OperationPlan plan = restore.plan(8, 1);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    RowWriter writer(*readOnly);
    const WriteResult r = restore.apply(plan, writer);
    QVERIFY(!r.ok());
    QVERIFY2(r.message.contains(QStringLiteral("read-only")), qPrintable(r.message));
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM flow_versions WHERE flow_id = 8")), 3);
}

QTEST_GUILESS_MAIN(TestRestoreFlowVersion)
#include "tst_RestoreFlowVersion.moc"
