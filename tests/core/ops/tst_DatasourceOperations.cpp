#include "common/MigrationHelpers.h"
#include "common/TabulariaDatasources.h"
#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/checks/IntegrityChecker.h"
#include "core/diff/JsonDiff.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"
#include "core/history/ContractHistory.h"
#include "core/ops/tabularia/DatasourceOrigin.h"
#include "core/ops/tabularia/DatasourceRows.h"
#include "core/ops/tabularia/DeleteDatasource.h"
#include "core/ops/tabularia/ForgetDbtAiTexts.h"
#include "core/ops/tabularia/RestoreContractVersion.h"
#include "core/ops/tabularia/RetryContractAlert.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// Deleting a datasource as the platform's delete does, and forgetting a flow version's dbt AI texts, on databases the
/// migrations made: exactly the rows the platform would touch (its runs detached, its contract rows gone, its object
/// queued with the platform's grace and reason, one audit row), and nothing written when something moved meanwhile.
class TestDatasourceOperations : public QObject {
    Q_OBJECT
private slots:
    void init();
    void init_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cleanup();
    void deletesAsThePlatformDeletes();
    void deletesAsThePlatformDeletes_data() { init_data(); }
    void neverIngestedQueuesNothing();
    void neverIngestedQueuesNothing_data() { init_data(); }
    void refusals();
    void refusals_data() { init_data(); }
    void conflictWhenSomethingMoved_data();
    void conflictWhenSomethingMoved();
    void forgetsOneVersionsTexts();
    void forgetsOneVersionsTexts_data() { init_data(); }
    void forgetConflictAndRefusals();
    void forgetConflictAndRefusals_data() { init_data(); }
    // Data contracts: the history, the restore as a new version, the alerts' outbox, the shared rows.
    void contractHistoryAndResults();
    void contractHistoryAndResults_data() { init_data(); }
    void restoresAContractVersionAsANewOne();
    void restoresAContractVersionAsANewOne_data() { init_data(); }
    void contractRestoreRefusalsAndConflict();
    void contractRestoreRefusalsAndConflict_data() { init_data(); }
    void retryReleasesAStuckClaim();
    void retryReleasesAStuckClaim_data() { init_data(); }
    void retryUnderAConcurrentClaimWritesNothing();
    void retryUnderAConcurrentClaimWritesNothing_data() { init_data(); }
    void oneDefinitionOfADatasourcesRows();
    void oneDefinitionOfADatasourcesRows_data() { init_data(); }

private:
    QVariant value(const QString& sql) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, {}, &error) || !q.next()) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
            return {};
        }
        return q.value(0);
    }
    qint64 count(const QString& sql) const { return value(sql).toLongLong(); }
    bool exec(DbConnection& conn, const QString& sql) const {
        QSqlQuery q(conn.db());
        QString error;
        if (!conn.execBound(&q, sql, {}, &error)) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
            return false;
        }
        return true;
    }
    /// Every row the delete may touch, as one string: equal before and after means nothing was written.
    QString snapshot() const {
        QStringList out;
        for (const char* sql :
             {"SELECT count(*) FROM runs WHERE datasource_id IS NULL", "SELECT count(*) FROM datasources",
              "SELECT count(*) FROM data_contracts", "SELECT count(*) FROM data_contract_versions",
              "SELECT count(*) FROM data_contract_results", "SELECT count(*) FROM pending_blob_deletions",
              "SELECT count(*) FROM audit_logs", "SELECT count(*) FROM dbt_ai_texts"})
            out << QString::number(count(QString::fromLatin1(sql)));
        return out.join(QLatin1Char('/'));
    }
    Actor admin() const { return Actor::named(QStringLiteral("admin@example.com"), 1); }
    /// Datasource 4's contract history and alerts (seedContractHistory), for the contract tests.
    bool seedContracts() const {
        QString error;
        if (!test::seedContractHistory(*m_conn, QDateTime::currentDateTimeUtc(), &error)) {
            qWarning("%s", qPrintable(error));
            return false;
        }
        return true;
    }

    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
};

void TestDatasourceOperations::init() {
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
    QVERIFY2(test::seedDatasources(*m_conn, &error), qPrintable(error));
}

void TestDatasourceOperations::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestDatasourceOperations::deletesAsThePlatformDeletes() {
    RunThresholds thresholds;
    thresholds.runStaleTimeoutSeconds = 1800; // the profile's: the grace follows it
    const DeleteDatasource del(*m_conn, thresholds);
    const OperationPlan plan = del.plan(1);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    const DeleteDatasource::Counts c = DeleteDatasource::counts(plan);
    QCOMPARE(c.runs, (QVariantList{6, 9}));
    QCOMPARE(c.contracts, (QVariantList{1}));
    QCOMPARE(c.contractVersions, (QVariantList{1, 2}));
    QCOMPARE(c.contractResults, (QVariantList{1, 2, 3}));
    QCOMPARE(c.queuedObjects, 1);
    QCOMPARE(c.origin, QStringLiteral("flow"));
    QVERIFY(c.warnings.isEmpty());
    QVERIFY2(c.originLines.join(QLatin1Char(' ')).contains(QStringLiteral("run 9")),
             qPrintable(c.originLines.join(QLatin1Char(' '))));
    // 2 runs, 6 contract rows, 1 queued object, the datasource.
    QCOMPARE(plan.changes.size(), 10);
    const QString said = plan.sentences.join(QLatin1Char(' '));
    QVERIFY2(said.contains(QStringLiteral("2 run")) && said.contains(QStringLiteral("1 contract, 2 contract")) &&
                 said.contains(QStringLiteral("datasets/1/a.parquet")),
             qPrintable(said));

    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const QDateTime before = QDateTime::currentDateTimeUtc().addSecs(-1);
    const WriteResult r = del.apply(plan, writer);
    QVERIFY2(r.ok(), qPrintable(r.message + QLatin1Char(' ') + r.details));
    QVERIFY(r.auditId.isValid());

    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM datasources WHERE id = 1")), 0);
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM datasources")), 2);
    // Its runs stay, detached; the other datasource's run keeps its reference.
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM runs WHERE id IN (6, 9) AND datasource_id IS NULL")), 2);
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM runs")), 10);
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM runs WHERE datasource_id = 2")), 1);
    // No contract row of it is left; datasource 2's stay.
    for (const char* table : {"data_contracts", "data_contract_versions", "data_contract_results"}) {
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM %1 WHERE datasource_id = 1").arg(QLatin1String(table))), 0);
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM %1 WHERE datasource_id = 2").arg(QLatin1String(table))), 1);
    }
    // Exactly its object queued, as schedule_blob_deletion writes it.
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM pending_blob_deletions")), 1);
    QSqlQuery q(m_conn->db());
    QString error;
    QVERIFY2(m_conn->execBound(&q,
                               QStringLiteral("SELECT bucket, key, reason, CAST(delete_after AS TEXT), "
                                              "CAST(created_at AS TEXT) FROM pending_blob_deletions"),
                               {}, &error),
             qPrintable(error));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("tabularia"));
    QCOMPARE(q.value(1).toString(), QStringLiteral("datasets/1/a.parquet"));
    QCOMPARE(q.value(2).toString(), QStringLiteral("datasource 1 eliminata"));
    const auto at = [](const QString& text) {
        return QDateTime::fromString(text.left(19).replace(QLatin1Char(' '), QLatin1Char('T')) + QLatin1Char('Z'),
                                     Qt::ISODate);
    };
    const QDateTime deleteAfter = at(q.value(3).toString());
    const QDateTime created = at(q.value(4).toString());
    QVERIFY2(created >= before && created <= QDateTime::currentDateTimeUtc(), qPrintable(q.value(4).toString()));
    QCOMPARE(created.secsTo(deleteAfter), 1800 + 600);
    q.finish();
    // One audit row, the platform's.
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM audit_logs")), 1);
    QVERIFY2(m_conn->execBound(&q,
                               QStringLiteral("SELECT action, target_type, target_id, target_label, detail, actor_id "
                                              "FROM audit_logs"),
                               {}, &error),
             qPrintable(error));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toString(), QStringLiteral("datasource.delete"));
    QCOMPARE(q.value(1).toString(), QStringLiteral("datasource"));
    QCOMPARE(q.value(2).toLongLong(), 1);
    QCOMPARE(q.value(3).toString(), QStringLiteral("sales"));
    QCOMPARE(QJsonDocument::fromJson(q.value(4).toString().toUtf8()).object().value(QStringLiteral("kind")).toString(),
             QStringLiteral("flow"));
    QCOMPARE(q.value(5).toLongLong(), 1);
}

void TestDatasourceOperations::neverIngestedQueuesNothing() {
    const DeleteDatasource del(*m_conn);
    const OperationPlan plan = del.plan(3);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QCOMPARE(DeleteDatasource::counts(plan).queuedObjects, 0);
    // Neither from a flow nor from a connection, its snapshot_run_id naming a run that is gone: a warning.
    QCOMPARE(DeleteDatasource::counts(plan).origin, QStringLiteral("neither"));
    QCOMPARE(DeleteDatasource::counts(plan).warnings.size(), 1);
    QVERIFY2(DeleteDatasource::counts(plan).warnings.constFirst().contains(QStringLiteral("777")),
             qPrintable(DeleteDatasource::counts(plan).warnings.join(QLatin1Char(' '))));
    QVERIFY(DeleteDatasource::counts(plan).runs.isEmpty());
    QCOMPARE(plan.changes.size(), 1);
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const WriteResult r = del.apply(plan, writer);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM pending_blob_deletions")), 0);
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM datasources WHERE id = 3")), 0);
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM audit_logs WHERE action = 'datasource.delete'")), 1);
}

void TestDatasourceOperations::refusals() {
    const DeleteDatasource del(*m_conn);
    OperationPlan plan = del.plan(99);
    QVERIFY(plan.isRefused() && plan.notFound);
    QVERIFY2(plan.refusal.contains(QStringLiteral("no datasource 99")), qPrintable(plan.refusal));
    // A saved view shows it: the database's foreign key would refuse the platform's delete.
    QVERIFY(exec(*m_conn, QStringLiteral("INSERT INTO saved_views (spec, id, name, description, project_id, owner_id, "
                                         "datasource_id, created_at, updated_at) VALUES ('{}', 1, 'v', '', 1, 1, 2, "
                                         "'2026-01-01 00:00:00', '2026-01-01 00:00:00')")));
    const QString state = snapshot();
    plan = del.plan(2);
    QVERIFY(plan.isRefused() && !plan.notFound);
    QVERIFY2(plan.refusal.contains(QStringLiteral("saved view")), qPrintable(plan.refusal));
    RowWriter writer(*m_conn);
    QVERIFY(!del.apply(plan, writer).ok());
    // Datasource 2 comes from a connection, refreshed on a schedule someone set (the plan names them before refusing
    // only when it can be applied, so read the origin directly).
    QVariantMap row;
    bool found = false;
    QString error;
    QVERIFY(
        RowStore(*m_conn, *m_conn->catalog().table(QStringLiteral("datasources"))).fetch({2}, &row, &found, &error));
    DatasourceOrigin origin;
    QVERIFY2(DatasourceOrigin::describe(*m_conn, row, &origin, &error), qPrintable(error));
    QCOMPARE(origin.from, DatasourceOrigin::From::Connection);
    const QString lines = origin.lines.join(QLatin1Char(' '));
    QVERIFY2(lines.contains(QStringLiteral("warehouse")) && lines.contains(QStringLiteral("interval:60")) &&
                 lines.contains(QStringLiteral("admin@example.com")) && lines.contains(QStringLiteral("run 8")),
             qPrintable(lines));
    QCOMPARE(snapshot(), state);
}

void TestDatasourceOperations::conflictWhenSomethingMoved_data() {
    QTest::addColumn<ScratchDatabase::Engine>("engine");
    QTest::addColumn<QString>("meanwhile");
    for (const auto& [engine, name] : {std::pair{ScratchDatabase::Engine::Sqlite, "sqlite"},
                                       std::pair{ScratchDatabase::Engine::Postgres, "postgresql"}}) {
        const QString n = QLatin1String(name);
        // A refresh attached a run; an evaluation recorded a result; the contract was saved; the datasource renamed.
        QTest::newRow(qPrintable(n + QStringLiteral(", a run attached")))
            << engine << QStringLiteral("UPDATE runs SET datasource_id = 1 WHERE id = 7");
        QTest::newRow(qPrintable(n + QStringLiteral(", a contract result recorded")))
            << engine
            << QStringLiteral("INSERT INTO data_contract_results (report, datasource_id, contract_version, trigger, "
                              "snapshot_key, outcome, blocked, errors, warnings, evaluated_at) VALUES ('{}', 1, 2, "
                              "'manual', '', 'passed', FALSE, 0, 0, '2026-01-03 00:00:00')");
        QTest::newRow(qPrintable(n + QStringLiteral(", the contract changed")))
            << engine << QStringLiteral("UPDATE data_contracts SET status = 'failed' WHERE id = 1");
        QTest::newRow(qPrintable(n + QStringLiteral(", the datasource renamed")))
            << engine << QStringLiteral("UPDATE datasources SET name = 'sales2' WHERE id = 1");
    }
}

void TestDatasourceOperations::conflictWhenSomethingMoved() {
    QFETCH(QString, meanwhile);
    const DeleteDatasource del(*m_conn);
    const OperationPlan plan = del.plan(1);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    auto other = m_scratch->connect();
    QVERIFY(other && exec(*other, meanwhile));
    other.reset();
    const QString state = snapshot();
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const WriteResult r = del.apply(plan, writer);
    QCOMPARE(r.outcome, WriteResult::Outcome::Conflict);
    QCOMPARE(snapshot(), state);
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM audit_logs")), 0);
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM runs WHERE datasource_id = 1")) >= 2, true);
}

void TestDatasourceOperations::forgetsOneVersionsTexts() {
    QMap<int, QMap<QString, int>> counts;
    QString error;
    QVERIFY2(ForgetDbtAiTexts::countsByVersion(*m_conn, 8, &counts, &error), qPrintable(error));
    QCOMPARE(counts.value(1).value(QStringLiteral("describe")), 2);
    QCOMPARE(counts.value(1).value(QStringLiteral("translate")), 1);
    QCOMPARE(counts.value(2).value(QStringLiteral("describe")), 1);
    const ForgetDbtAiTexts forget(*m_conn);
    const OperationPlan plan = forget.plan(8, 1);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QCOMPARE(plan.changes.size(), 3);
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const WriteResult r = forget.apply(plan, writer);
    QVERIFY2(r.ok(), qPrintable(r.message + QLatin1Char(' ') + r.details));
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM dbt_ai_texts WHERE flow_id = 8 AND flow_version = 1")), 0);
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM dbt_ai_texts WHERE flow_id = 8 AND flow_version = 2")), 1);
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM dbt_ai_texts WHERE flow_id = 9")), 1);
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM audit_logs")), 1);
    QCOMPARE(value(QStringLiteral("SELECT action FROM audit_logs")).toString(), QStringLiteral("dbt_ai_text.delete"));
    QCOMPARE(count(QStringLiteral("SELECT target_id FROM audit_logs")), 8);
}

void TestDatasourceOperations::forgetConflictAndRefusals() {
    const ForgetDbtAiTexts forget(*m_conn);
    OperationPlan plan = forget.plan(99, 1);
    QVERIFY(plan.isRefused() && plan.notFound);
    plan = forget.plan(8, 7);
    QVERIFY(plan.isRefused());
    QVERIFY2(plan.refusal.contains(QStringLiteral("nothing to forget")), qPrintable(plan.refusal));
    // An export remembered one more text meanwhile: nothing written.
    plan = forget.plan(8, 1);
    QVERIFY(!plan.isRefused());
    auto other = m_scratch->connect();
    QVERIFY(other && exec(*other, QStringLiteral("INSERT INTO dbt_ai_texts (text, flow_id, flow_version, kind, key, "
                                                 "model_id, created_at) VALUES ('x', 8, 1, 'describe', 'col:ds:1:y:', "
                                                 "'m', '2026-01-02 00:00:00')")));
    other.reset();
    RowWriter writer(*m_conn);
    const WriteResult r = forget.apply(plan, writer);
    QCOMPARE(r.outcome, WriteResult::Outcome::Conflict);
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM dbt_ai_texts WHERE flow_id = 8 AND flow_version = 1")), 4);
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM audit_logs")), 0);
}

void TestDatasourceOperations::contractHistoryAndResults() {
    QVERIFY(seedContracts());
    const ContractHistory history(*m_conn);
    QString error;
    QVERIFY2(history.available(&error), qPrintable(error));
    ContractState state;
    bool found = false;
    QVERIFY2(history.contract(4, &state, &found, &error), qPrintable(error));
    QVERIFY(found);
    QCOMPARE(state.version, 3);
    QCOMPARE(state.status, QStringLiteral("failed"));
    QCOMPARE(state.effectiveStatus(), QStringLiteral("failed"));
    QVERIFY(state.hasIcon());
    QCOMPARE(state.document, test::contractDocument(3));
    QCOMPARE(state.notifyEmails, QStringLiteral("ops@example.com"));
    // A blocked update outweighs the last report: the icon says failed over a passing status (effective_status).
    QVERIFY(exec(*m_conn, QStringLiteral("UPDATE data_contracts SET status = 'passed', blocked_at = '2026-01-04 "
                                         "00:00:00' WHERE id = 3")));
    QVERIFY2(history.contract(4, &state, &found, &error), qPrintable(error));
    QCOMPARE(state.status, QStringLiteral("passed"));
    QCOMPARE(state.effectiveStatus(), QStringLiteral("failed"));
    QVERIFY2(history.contract(3, &state, &found, &error), qPrintable(error));
    QVERIFY(!found); // datasource 3 has no contract

    QList<FlowVersionInfo> versions;
    QVERIFY2(history.versions(4, &versions, &error), qPrintable(error));
    QCOMPARE(versions.size(), 3);
    QCOMPARE(versions.at(0).version, 3);
    QVERIFY(versions.at(0).current);
    QVERIFY(!versions.at(1).current);
    QCOMPARE(versions.at(0).who(), QStringLiteral("Admin"));
    QVERIFY(versions.at(1).createdBy.isNull());
    QCOMPARE(versions.at(2).createdAt, QDateTime(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC));

    DiffResult diff;
    int missing = 0;
    QVERIFY2(history.compare(4, 1, 2, &diff, &missing, &error), qPrintable(error));
    QCOMPARE(missing, 0);
    const QString unified = JsonDiff::unified(diff, QStringLiteral("v1"), QStringLiteral("v2"), 3);
    QVERIFY2(unified.contains(QStringLiteral("+")) && unified.contains(QStringLiteral("\"range\"")),
             qPrintable(unified));
    QVERIFY2(history.compare(4, 1, 9, &diff, &missing, &error), qPrintable(error));
    QCOMPARE(missing, 9);

    QList<ContractResultInfo> results;
    ContractHistory::ResultFilter filter;
    filter.datasourceId = 4;
    filter.outcome = QStringLiteral("failed");
    QVERIFY2(history.results(filter, &results, &error), qPrintable(error));
    QCOMPARE(results.size(), 2);
    QCOMPARE(results.at(0).id, 13); // newest first
    QCOMPARE(results.at(1).id, 10);
    QCOMPARE(results.at(1).datasourceName, QStringLiteral("orders"));
    QCOMPARE(results.at(1).errors, 1);
    QCOMPARE(results.at(1).rows.toLongLong(), 7);
    QCOMPARE(results.at(1).report, QStringLiteral("{\"outcome\": \"failed\"}"));
    filter = {};
    filter.outcome = QStringLiteral("warning");
    QVERIFY2(history.results(filter, &results, &error), qPrintable(error));
    QCOMPARE(results.size(), 2); // result 3 (datasource 1) and 11
    QVERIFY2(history.outbox(&results, &error), qPrintable(error));
    QList<qint64> ids;
    for (const ContractResultInfo& r : std::as_const(results))
        ids << r.id;
    QCOMPARE(ids, (QList<qint64>{10, 11, 13})); // by id, as the scheduler takes them
    QCOMPARE(results.at(0).notify.toString(), QStringLiteral("sending"));
    QVERIFY(results.at(0).evaluatedAt.secsTo(QDateTime::currentDateTimeUtc()) >= 7200);
}

void TestDatasourceOperations::restoresAContractVersionAsANewOne() {
    QVERIFY(seedContracts());
    const RestoreContractVersion restore(*m_conn, admin());
    const OperationPlan plan = restore.plan(4, 1);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QCOMPARE(plan.changes.size(), 2);
    QVERIFY2(plan.sentences.join(QLatin1Char(' ')).contains(QStringLiteral("Appends version 4")),
             qPrintable(plan.sentences.join(QLatin1Char(' '))));
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    int appended = 0;
    const WriteResult r = restore.apply(plan, writer, &appended);
    QVERIFY2(r.ok(), qPrintable(r.message + QLatin1Char(' ') + r.details));
    QCOMPARE(appended, 4);
    // The contract: the old document byte for byte as version 4, its state back to "to be checked".
    QCOMPARE(count(QStringLiteral("SELECT version FROM data_contracts WHERE id = 3")), 4);
    QCOMPARE(value(QStringLiteral("SELECT document FROM data_contracts WHERE id = 3")).toString(),
             test::contractDocument(1));
    QCOMPARE(value(QStringLiteral("SELECT status FROM data_contracts WHERE id = 3")).toString(),
             QStringLiteral("pending"));
    QVERIFY(value(QStringLiteral("SELECT checked_at FROM data_contracts WHERE id = 3")).isNull());
    QVERIFY(value(QStringLiteral("SELECT last_report FROM data_contracts WHERE id = 3")).isNull());
    QCOMPARE(count(QStringLiteral("SELECT errors + warnings FROM data_contracts WHERE id = 3")), 0);
    QCOMPARE(count(QStringLiteral("SELECT updated_by FROM data_contracts WHERE id = 3")), 1);
    QCOMPARE(value(QStringLiteral("SELECT notify_emails FROM data_contracts WHERE id = 3")).toString(),
             QStringLiteral("ops@example.com"));
    // The history: one row more, none changed.
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM data_contract_versions WHERE datasource_id = 4")), 4);
    QCOMPARE(value(QStringLiteral("SELECT document FROM data_contract_versions WHERE datasource_id = 4 AND version "
                                  "= 4"))
                 .toString(),
             test::contractDocument(1));
    QCOMPARE(count(QStringLiteral("SELECT created_by FROM data_contract_versions WHERE datasource_id = 4 AND "
                                  "version = 4")),
             1);
    for (int v = 1; v <= 3; ++v)
        QCOMPARE(value(QStringLiteral("SELECT document FROM data_contract_versions WHERE datasource_id = 4 AND "
                                      "version = %1")
                           .arg(v))
                     .toString(),
                 test::contractDocument(v));
    // One audit row, as the platform's save writes it.
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM audit_logs")), 1);
    QCOMPARE(value(QStringLiteral("SELECT action FROM audit_logs")).toString(), QStringLiteral("contract.save"));
    QCOMPARE(value(QStringLiteral("SELECT target_type FROM audit_logs")).toString(), QStringLiteral("datasource"));
    QCOMPARE(count(QStringLiteral("SELECT target_id FROM audit_logs")), 4);
    QCOMPARE(value(QStringLiteral("SELECT target_label FROM audit_logs")).toString(), QStringLiteral("orders"));
    const QJsonObject detail =
        QJsonDocument::fromJson(value(QStringLiteral("SELECT detail FROM audit_logs")).toString().toUtf8()).object();
    QCOMPARE(detail.value(QStringLiteral("version")).toInt(), 4);
    QCOMPARE(detail.value(QStringLiteral("rules")).toInt(), 1);
    QCOMPARE(detail.value(QStringLiteral("enabled")).toBool(), true);
    QCOMPARE(detail.value(QStringLiteral("notify")).toBool(), true);
    QCOMPARE(detail.value(QStringLiteral("from_version")).toInt(), 1);
    // The history now marks version 4 current.
    QList<FlowVersionInfo> versions;
    QString error;
    QVERIFY2(ContractHistory(*m_conn).versions(4, &versions, &error), qPrintable(error));
    QCOMPARE(versions.at(0).version, 4);
    QVERIFY(versions.at(0).current);
}

void TestDatasourceOperations::contractRestoreRefusalsAndConflict() {
    QVERIFY(seedContracts());
    const RestoreContractVersion restore(*m_conn, admin());
    const QString before = snapshot();
    OperationPlan plan = restore.plan(4, 3);
    QVERIFY2(plan.refusal.contains(QStringLiteral("already the current document")), qPrintable(plan.refusal));
    QVERIFY(!plan.notFound);
    plan = restore.plan(4, 9);
    QVERIFY(plan.notFound);
    plan = restore.plan(3, 1); // no contract
    QVERIFY(plan.notFound);
    QVERIFY2(plan.refusal.contains(QStringLiteral("no data contract")), qPrintable(plan.refusal));
    plan = restore.plan(99, 1);
    QVERIFY(plan.notFound);
    // A version that is not a contract document is not saved back.
    QVERIFY(exec(*m_conn, QStringLiteral("UPDATE data_contract_versions SET document = 'not json' WHERE id = 11")));
    plan = restore.plan(4, 1);
    QVERIFY2(plan.refusal.contains(QStringLiteral("not a contract document")), qPrintable(plan.refusal));

    // The contract moved between the plan and the write (a check recorded a result): nothing is written.
    plan = restore.plan(4, 2);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QVERIFY(exec(*m_conn, QStringLiteral("UPDATE data_contracts SET status = 'passed', errors = 0 WHERE id = 3")));
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const WriteResult r = restore.apply(plan, writer);
    QCOMPARE(int(r.outcome), int(WriteResult::Outcome::Conflict));
    QCOMPARE(snapshot(), before);
    QCOMPARE(count(QStringLiteral("SELECT version FROM data_contracts WHERE id = 3")), 3);
}

void TestDatasourceOperations::retryReleasesAStuckClaim() {
    QVERIFY(seedContracts());
    const RetryContractAlert retry(*m_conn);
    const OperationPlan plan = retry.plan(10);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const WriteResult r = retry.apply(plan, writer);
    QVERIFY2(r.ok(), qPrintable(r.message + QLatin1Char(' ') + r.details));
    QCOMPARE(value(QStringLiteral("SELECT notify FROM data_contract_results WHERE id = 10")).toString(),
             QStringLiteral("pending"));
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM audit_logs")), 1);
    QCOMPARE(value(QStringLiteral("SELECT action FROM audit_logs")).toString(),
             QStringLiteral("contract_result.update"));
    // Nothing else moved: the other alerts keep their state.
    QCOMPARE(count(QStringLiteral("SELECT count(*) FROM data_contract_results WHERE notify = 'sending'")), 1);

    // Refused: pending (not claimed), sent (finished), a claim that may be at work, no alert, no such result.
    for (qint64 id : {11, 12, 13, 1}) {
        const OperationPlan refused = retry.plan(id);
        QVERIFY2(refused.isRefused() && !refused.notFound, qPrintable(QString::number(id)));
    }
    QVERIFY2(retry.plan(13).refusal.contains(QStringLiteral("may still be at work")),
             qPrintable(retry.plan(13).refusal));
    QVERIFY(retry.plan(99).notFound);
}

void TestDatasourceOperations::retryUnderAConcurrentClaimWritesNothing() {
    QVERIFY(seedContracts());
    const RetryContractAlert retry(*m_conn);
    // What the admin saw: alert 10 stuck in 'sending'.
    const OperationPlan plan = retry.plan(10);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    const QVariantMap seen = plan.row;
    // Meanwhile another admin released it and a scheduler claimed it again, then finished: not the claim seen.
    QVERIFY(exec(*m_conn, QStringLiteral("UPDATE data_contract_results SET notify = 'sent' WHERE id = 10")));
    const QString before = snapshot();
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const WriteResult r = retry.apply(plan, writer);
    QCOMPARE(int(r.outcome), int(WriteResult::Outcome::Conflict));
    QCOMPARE(value(QStringLiteral("SELECT notify FROM data_contract_results WHERE id = 10")).toString(),
             QStringLiteral("sent"));
    QCOMPARE(snapshot(), before);
    // As seen in a list: refused before writing once the row is no longer what was shown.
    QVERIFY(exec(*m_conn, QStringLiteral("UPDATE data_contract_results SET notify = 'pending' WHERE id = 10")));
    const OperationPlan again = retry.planAsSeen(seen);
    QVERIFY2(again.refusal.contains(QStringLiteral("changed since it was read")), qPrintable(again.refusal));
    QVERIFY(again.changes.isEmpty());
}

void TestDatasourceOperations::oneDefinitionOfADatasourcesRows() {
    QVERIFY(seedContracts());
    // The delete lists exactly the rows DatasourceRows names …
    QVariantMap rows;
    QString error;
    QVERIFY2(DatasourceRows::all(*m_conn, 4, &rows, &error), qPrintable(error));
    const OperationPlan plan = DeleteDatasource(*m_conn).plan(4);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    for (const DatasourceRows::Reference& ref : DatasourceRows::references())
        QCOMPARE(plan.facts.value(ref.table).toList(), rows.value(ref.table).toList());
    QCOMPARE(rows.value(QStringLiteral("data_contract_versions")).toList().size(), 3);
    QCOMPARE(rows.value(QStringLiteral("data_contract_results")).toList().size(), 4);
    // … and the integrity check has one orphan rule for each table removed with a datasource without a foreign key.
    QStringList ruleIds;
    for (const RuleInfo& rule : IntegrityChecker::rules())
        ruleIds << rule.id;
    int removed = 0;
    for (const DatasourceRows::Reference& ref : DatasourceRows::withFate(DatasourceRows::Fate::Removed)) {
        QVERIFY(!ref.foreignKey);
        QVERIFY2(ruleIds.contains(QStringLiteral("tabularia.%1.E001").arg(ref.table)), qPrintable(ref.table));
        ++removed;
    }
    QCOMPARE(removed, 3);
    // Deleting it leaves nothing for those rules to find.
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const WriteResult r = DeleteDatasource(*m_conn).apply(plan, writer);
    QVERIFY2(r.ok(), qPrintable(r.message));
    for (const DatasourceRows::Reference& ref : DatasourceRows::withFate(DatasourceRows::Fate::Removed))
        QCOMPARE(count(QStringLiteral("SELECT count(*) FROM %1 WHERE datasource_id = 4").arg(ref.table)), 0);
}

QTEST_GUILESS_MAIN(TestDatasourceOperations)
#include "tst_DatasourceOperations.moc"
