#include "common/MigrationHelpers.h"
#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/edit/ChangeJournal.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"
#include "core/edit/ValueCodec.h"
#include "core/history/DashboardHistory.h"
#include "core/ops/holotable/DashboardSpec.h"
#include "core/ops/holotable/DashboardTransfer.h"
#include "core/ops/holotable/InstantiateTemplate.h"
#include "core/ops/holotable/LlmUsage.h"
#include "core/ops/holotable/RenameDashboard.h"
#include "core/ops/holotable/RestoreDashboardVersion.h"
#include "core/ops/holotable/RetireSource.h"
#include "core/ops/holotable/SoftDeleteDashboard.h"
#include "core/ops/holotable/WorkspaceLimits.h"
#include "core/rules/HolotablePreferences.h"
#include "core/rules/HolotableRules.h"
#include "core/rules/RowValidator.h"

#include <QDateTime>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUuid>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {

const QString kDashboard = QStringLiteral("0b6f3c1e-6d1c-4b8e-9a57-5a0d6d1f0001");
const QString kV1 = QStringLiteral("0b6f3c1e-6d1c-4b8e-9a57-5a0d6d1f0101");
const QString kV2 = QStringLiteral("0b6f3c1e-6d1c-4b8e-9a57-5a0d6d1f0102");
const QString kV3 = QStringLiteral("0b6f3c1e-6d1c-4b8e-9a57-5a0d6d1f0103");

/// A spec as an editor other than Qt's may store it: keys out of alphabetical order, a number spelled with an
/// exponent, unusual spacing. On SQLite every byte of it is kept; PostgreSQL's jsonb keeps the values.
QString spec(const QString& title, const QString& source, int panels) {
    QString list;
    for (int i = 1; i <= panels; ++i)
        list += QStringLiteral("%1{\"id\": \"p%2\", \"title\": \"Panel %2\", \"viz\": \"line\", \"query\": "
                               "{\"sourceId\": \"%3\", \"sql\": \"SELECT %2\"}, \"layout\": {\"x\": 0, \"y\": %2, "
                               "\"w\": 6, \"h\": 4}}")
                    .arg(i == 1 ? QString() : QStringLiteral(", "))
                    .arg(i)
                    .arg(source);
    return QStringLiteral("{\"timeRange\": {\"from\": \"now-6h\", \"to\": \"now\"},  \"title\": \"%1\", "
                          "\"refreshIntervalMs\": 3e4, \"panels\": [%2]}")
        .arg(title, list);
}

QJsonObject parsed(const QString& text) {
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

} // namespace

/// Holotable's dashboard operations on databases its migrations made, at 010 (before the audit log: the local
/// journal records) and at 021: rename, restore, soft delete and undelete as the platform writes them, each refusal
/// writing nothing, a save by someone else in between a conflict, and a read-only connection refusing.
class TestDashboardOperations : public QObject {
    Q_OBJECT
private slots:
    void init();
    void init_data();
    void cleanup();
    void renameAppendsOneVersion();
    void renameAppendsOneVersion_data() { init_data(); }
    void renameRefusals();
    void renameRefusals_data() { init_data(); }
    void renameConflictsWithASaveMeanwhile();
    void renameConflictsWithASaveMeanwhile_data() { init_data(); }
    void restoreAppendsTheChosenSpec();
    void restoreAppendsTheChosenSpec_data() { init_data(); }
    void restoreRefusals();
    void restoreRefusals_data() { init_data(); }
    void softDeleteKeepsFavourites();
    void softDeleteKeepsFavourites_data() { init_data(); }
    void readOnlyWritesNothing();
    void readOnlyWritesNothing_data() { init_data(); }
    void historyLists();
    void historyLists_data() { init_data(); }
    void retireSourceTombstonesOrDeletes();
    void retireSourceTombstonesOrDeletes_data() { init_data(); }
    // Usage, limits, preferences, sources' config and secret reference, dashboards' metadata.
    void limitsEffectiveValues();
    void limitsEffectiveValues_data() { init_data(); }
    void limitsSetEachForm();
    void limitsSetEachForm_data() { init_data(); }
    void usageSumsEqualSql();
    void usageSumsEqualSql_data() { init_data(); }
    void preferencesAsThePlatformReads();
    void preferencesAsThePlatformReads_data() { init_data(); }
    void sourceSecretRefAndConfig();
    void sourceSecretRefAndConfig_data() { init_data(); }
    void descriptionAndTagsWriteNoVersion();
    void descriptionAndTagsWriteNoVersion_data() { init_data(); }
    void templateRulesOnTheWritePath();
    void templateRulesOnTheWritePath_data() { init_data(); }
    void instantiateMakesOneDashboard();
    void instantiateMakesOneDashboard_data() { init_data(); }
    void instantiateRefusals();
    void instantiateRefusals_data() { init_data(); }
    void exportWritesTheStoredBytes();
    void exportWritesTheStoredBytes_data() { init_data(); }
    void importRoundTripsAnExport();
    void importRoundTripsAnExport_data() { init_data(); }
    void importRefusals();
    void importRefusals_data() { init_data(); }

private:
    qint64 scalar(const QString& sql, const QVariantList& values = {}) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, values, &error) || !q.next()) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
            return -1;
        }
        return q.value(0).toLongLong();
    }
    QString text(const QString& sql, const QVariantList& values = {}) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, values, &error) || !q.next()) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
            return {};
        }
        return q.value(0).toString();
    }
    bool exec(const QString& sql, const QVariantList& values = {}) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, values, &error)) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
            return false;
        }
        return true;
    }
    /// A template of `kind` in ws-1 named `name` whose body is `body`, inserted as the platform's POST does; its id.
    QString addTemplate(const QString& kind, const QString& name, const QString& body) {
        const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
        if (!exec(QStringLiteral("INSERT INTO templates (id, workspace_id, kind, name, body, created_by) "
                                 "VALUES (?, 'ws-1', ?, ?, ?, 'alice')"),
                  {id, kind, name, body}))
            return {};
        return id;
    }
    static QString dashboardBody(const QString& dashboard) {
        return QStringLiteral("{\"kind\": \"dashboard\", \"dashboard\": %1}").arg(dashboard);
    }
    qint64 dashboardCount() const { return scalar(QStringLiteral("SELECT COUNT(*) FROM dashboards")); }
    qint64 allVersionCount() const { return scalar(QStringLiteral("SELECT COUNT(*) FROM dashboard_versions")); }
    bool hasAuditLog() const { return m_conn->catalog().table(QStringLiteral("audit_log")) != nullptr; }
    qint64 versionCount() const {
        return scalar(QStringLiteral("SELECT COUNT(*) FROM dashboard_versions WHERE dashboard_id = ?"), {kDashboard});
    }
    qint64 auditCount() const { return hasAuditLog() ? scalar(QStringLiteral("SELECT COUNT(*) FROM audit_log")) : 0; }
    std::unique_ptr<RowWriter> writer(const DbConnection& conn) {
        auto w = std::make_unique<RowWriter>(conn);
        w->setActor(Actor::named(QStringLiteral("admin@example.com")));
        w->setJournal(m_journal.get());
        return w;
    }

    QVariantMap row(const QString& table, const QVariantList& key) const {
        QVariantMap out;
        bool found = false;
        QString error;
        const TableDescriptor* t = m_conn->catalog().table(table);
        if (!t || !RowStore(*m_conn, *t).fetch(key, &out, &found, &error) || !found)
            qWarning("%s %s: %s", qPrintable(table), qPrintable(key.value(0).toString()), qPrintable(error));
        return out;
    }
    QString lastAudit(const char* column) const {
        return text(QStringLiteral("SELECT %1 FROM audit_log ORDER BY id DESC").arg(QString::fromLatin1(column)));
    }

    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<ChangeJournal> m_journal;
};

void TestDashboardOperations::init_data() {
    QTest::addColumn<ScratchDatabase::Engine>("engine");
    QTest::addColumn<QString>("upTo");
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    for (ScratchDatabase::Engine e : {ScratchDatabase::Engine::Sqlite, ScratchDatabase::Engine::Postgres})
        for (const char* revision : {"010_user_preferences.sql", "021_drop_chat_messages.sql"})
            QTest::addRow("%s@%s", qPrintable(ScratchDatabase::engineName(e)), revision)
                << e << QString::fromLatin1(revision);
}

void TestDashboardOperations::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(QString, upTo);
    m_scratch = std::make_unique<ScratchDatabase>(engine);
    QVERIFY2(m_scratch->isValid(), qPrintable(m_scratch->error()));
    m_conn = m_scratch->connect();
    QVERIFY(m_conn);
    QString error;
    QStringList applied;
    const MigrationSet set = test::builtInMigrations(Platform::Holotable, *m_conn);
    QVERIFY2(Migrator(*m_conn, set.upTo(upTo)).upgrade(&applied, &error), qPrintable(error));
    // Sources: one in the dashboard's workspace, one tombstoned, one of another workspace.
    QVERIFY(exec(QStringLiteral("INSERT INTO sources (id, workspace_id, name, config, secret_ref, created_by, "
                                "tombstoned_at) VALUES "
                                "('ts-metrics', 'ws-1', 'Metrics', '{}', 'METRICS', 'alice', NULL), "
                                "('ts-legacy', 'ws-1', 'Legacy', '{}', 'LEGACY', 'alice', '2026-01-01T00:00:00Z'), "
                                "('ts-other', 'ws-2', 'Other', '{}', 'OTHER', 'alice', NULL)")));
    // A dashboard with three versions: v1 on the legacy source, v2 and v3 on the metrics one; v3 current.
    QVERIFY(exec(QStringLiteral("INSERT INTO dashboards (id, workspace_id, title, created_by, current_version_id) "
                                "VALUES (?, 'ws-1', 'Latency', 'alice', NULL)"),
                 {kDashboard}));
    const QList<QVariantList> versions = {{kV1, 1, spec(QStringLiteral("Old latency"), QStringLiteral("ts-legacy"), 1)},
                                          {kV2, 2, spec(QStringLiteral("Latency"), QStringLiteral("ts-metrics"), 1)},
                                          {kV3, 3, spec(QStringLiteral("Latency"), QStringLiteral("ts-metrics"), 2)}};
    for (const QVariantList& v : versions)
        QVERIFY(exec(QStringLiteral("INSERT INTO dashboard_versions (id, dashboard_id, version, spec, created_by) "
                                    "VALUES (?, ?, ?, ?, 'alice')"),
                     {v.at(0), kDashboard, v.at(1), v.at(2)}));
    QVERIFY(exec(QStringLiteral("UPDATE dashboards SET current_version_id = ? WHERE id = ?"), {kV3, kDashboard}));
    QVERIFY(exec(QStringLiteral("INSERT INTO dashboard_favorites (user_sub, dashboard_id) VALUES ('alice', ?), "
                                "('bob', ?)"),
                 {kDashboard, kDashboard}));
    QVERIFY2(m_conn->loadCatalog(&error), qPrintable(error));
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_journal = std::make_unique<ChangeJournal>(m_dir->filePath(QStringLiteral("journal.jsonl")));
}

void TestDashboardOperations::cleanup() {
    m_journal.reset();
    m_dir.reset();
    m_conn.reset();
    m_scratch.reset();
}

void TestDashboardOperations::renameAppendsOneVersion() {
    const QString before = text(QStringLiteral("SELECT spec FROM dashboard_versions WHERE id = ?"), {kV3});
    const qint64 audits = auditCount();
    const RenameDashboard rename(*m_conn);
    const OperationPlan plan = rename.plan(kDashboard, QStringLiteral("  Latency (p99) \"north\"  "));
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QCOMPARE(plan.facts.value(QStringLiteral("version")).toInt(), 4);
    auto w = writer(*m_conn);
    int version = 0;
    const WriteResult r = rename.apply(plan, *w, &version);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(version, 4);
    // Exactly one version more, current, its spec the old one but for the title; the row's title from it.
    QCOMPARE(versionCount(), 4);
    const QString newId = text(QStringLiteral("SELECT id FROM dashboard_versions WHERE dashboard_id = ? AND version "
                                              "= 4"),
                               {kDashboard});
    QCOMPARE(text(QStringLiteral("SELECT current_version_id FROM dashboards WHERE id = ?"), {kDashboard}), newId);
    const QString wanted = QStringLiteral("Latency (p99) \"north\"");
    QCOMPARE(text(QStringLiteral("SELECT title FROM dashboards WHERE id = ?"), {kDashboard}), wanted);
    const QString after = text(QStringLiteral("SELECT spec FROM dashboard_versions WHERE id = ?"), {newId});
    QJsonObject expected = parsed(before);
    expected.insert(QStringLiteral("title"), wanted);
    QCOMPARE(parsed(after), expected);
    if (m_conn->isSqlite()) // every other byte as stored (jsonb keeps only the values)
        QCOMPARE(after, QString(before).replace(QStringLiteral("\"Latency\""),
                                                QStringLiteral("\"Latency (p99) \\\"north\\\"\"")));
    QCOMPARE(text(QStringLiteral("SELECT created_by FROM dashboard_versions WHERE id = ?"), {newId}),
             QStringLiteral("admin@example.com via Metadesk"));
    QCOMPARE(text(QStringLiteral("SELECT note FROM dashboard_versions WHERE id = ?"), {newId}),
             QStringLiteral("renamed from \"Latency\""));
    // The old versions are untouched.
    QCOMPARE(text(QStringLiteral("SELECT spec FROM dashboard_versions WHERE id = ?"), {kV3}), before);
    if (hasAuditLog()) {
        // One audit row for the save, as the platform writes one.
        QCOMPARE(auditCount(), audits + 1);
        QCOMPARE(text(QStringLiteral("SELECT action FROM audit_log ORDER BY id DESC")),
                 QStringLiteral("dashboard.update"));
        QCOMPARE(text(QStringLiteral("SELECT resource_id FROM audit_log ORDER BY id DESC")), kDashboard);
        QCOMPARE(text(QStringLiteral("SELECT workspace_id FROM audit_log ORDER BY id DESC")), QStringLiteral("ws-1"));
        QCOMPARE(parsed(text(QStringLiteral("SELECT detail FROM audit_log ORDER BY id DESC")))
                     .value(QStringLiteral("version"))
                     .toInt(),
                 4);
        QVERIFY(m_journal->entries().isEmpty());
    } else {
        // Before 012 the local journal records both rows of the save.
        const QList<QJsonObject> entries = m_journal->entries();
        QCOMPARE(entries.size(), 2);
        QCOMPARE(entries.at(1).value(QStringLiteral("action")).toString(), QStringLiteral("dashboard.update"));
    }
}

void TestDashboardOperations::renameRefusals() {
    const RenameDashboard rename(*m_conn);
    QVERIFY(rename.plan(kDashboard, QStringLiteral("   ")).refusal.contains(QStringLiteral("empty")));
    QVERIFY(rename.plan(kDashboard, QString(201, QLatin1Char('x'))).refusal.contains(QStringLiteral("200")));
    QVERIFY(rename.plan(kDashboard, QStringLiteral("Latency")).refusal.contains(QStringLiteral("already")));
    const OperationPlan missing =
        rename.plan(QStringLiteral("0b6f3c1e-6d1c-4b8e-9a57-5a0d6d1f9999"), QStringLiteral("New"));
    QVERIFY(missing.notFound);
    // A spec this Metadesk cannot read as a dashboard is shown, not rewritten.
    QVERIFY(exec(QStringLiteral("UPDATE dashboard_versions SET spec = ? WHERE id = ?"),
                 {QStringLiteral("{\"title\": \"Latency\", \"panels\": []}"), kV3}));
    QVERIFY(rename.plan(kDashboard, QStringLiteral("New")).refusal.contains(QStringLiteral("only shown")));
    QVERIFY(
        exec(QStringLiteral("UPDATE dashboards SET deleted_at = '2026-02-01T00:00:00Z' WHERE id = ?"), {kDashboard}));
    const OperationPlan deleted = rename.plan(kDashboard, QStringLiteral("New"));
    QVERIFY2(deleted.refusal.contains(QStringLiteral("undelete")), qPrintable(deleted.refusal));
    // A refused plan writes nothing.
    auto w = writer(*m_conn);
    QVERIFY(!rename.apply(deleted, *w).ok());
    QCOMPARE(versionCount(), 3);
}

void TestDashboardOperations::renameConflictsWithASaveMeanwhile() {
    const RenameDashboard rename(*m_conn);
    const OperationPlan plan = rename.plan(kDashboard, QStringLiteral("Renamed"));
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    // Someone saves v4 through the platform in between.
    auto other = m_scratch->connect();
    QSqlQuery q(other->db());
    QString error;
    const QString v4 = QStringLiteral("0b6f3c1e-6d1c-4b8e-9a57-5a0d6d1f0104");
    QVERIFY2(other->execBound(&q,
                              QStringLiteral("INSERT INTO dashboard_versions (id, dashboard_id, version, spec, "
                                             "created_by) VALUES (?, ?, 4, ?, 'bob')"),
                              {v4, kDashboard, spec(QStringLiteral("Latency"), QStringLiteral("ts-metrics"), 3)},
                              &error),
             qPrintable(error));
    QVERIFY2(other->execBound(&q, QStringLiteral("UPDATE dashboards SET current_version_id = ? WHERE id = ?"),
                              {v4, kDashboard}, &error),
             qPrintable(error));
    other.reset();
    const qint64 audits = auditCount();
    auto w = writer(*m_conn);
    const WriteResult r = rename.apply(plan, *w);
    QCOMPARE(int(r.outcome), int(WriteResult::Outcome::Conflict));
    QVERIFY(r.message.contains(QStringLiteral("nothing was written")));
    QCOMPARE(versionCount(), 4);
    QCOMPARE(text(QStringLiteral("SELECT current_version_id FROM dashboards WHERE id = ?"), {kDashboard}), v4);
    QCOMPARE(auditCount(), audits);
    QVERIFY(m_journal->entries().isEmpty());
}

void TestDashboardOperations::restoreAppendsTheChosenSpec() {
    // v1 reads the tombstoned source: refused as the platform's guard refuses it. v2 is restorable.
    QVERIFY(exec(QStringLiteral("UPDATE sources SET tombstoned_at = NULL WHERE id = 'ts-legacy'")));
    const RestoreDashboardVersion restore(*m_conn);
    const OperationPlan plan = restore.plan(kDashboard, 1);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    const qint64 audits = auditCount();
    auto w = writer(*m_conn);
    int version = 0;
    const WriteResult r = restore.apply(plan, *w, &version);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(version, 4);
    QCOMPARE(versionCount(), 4);
    const QString newId = text(QStringLiteral("SELECT current_version_id FROM dashboards WHERE id = ?"), {kDashboard});
    QCOMPARE(text(QStringLiteral("SELECT version FROM dashboard_versions WHERE id = ?"), {newId}), QStringLiteral("4"));
    QCOMPARE(text(QStringLiteral("SELECT spec FROM dashboard_versions WHERE id = ?"), {newId}),
             text(QStringLiteral("SELECT spec FROM dashboard_versions WHERE id = ?"), {kV1}));
    QCOMPARE(text(QStringLiteral("SELECT note FROM dashboard_versions WHERE id = ?"), {newId}),
             QStringLiteral("restored from v1"));
    // The title follows the restored spec.
    QCOMPARE(text(QStringLiteral("SELECT title FROM dashboards WHERE id = ?"), {kDashboard}),
             QStringLiteral("Old latency"));
    if (hasAuditLog()) {
        QCOMPARE(auditCount(), audits + 1);
        const QJsonObject detail = parsed(text(QStringLiteral("SELECT detail FROM audit_log ORDER BY id DESC")));
        QCOMPARE(detail.value(QStringLiteral("restoredFrom")).toInt(), 1);
        QCOMPARE(detail.value(QStringLiteral("version")).toInt(), 4);
    }
}

void TestDashboardOperations::restoreRefusals() {
    const RestoreDashboardVersion restore(*m_conn);
    QVERIFY(restore.plan(kDashboard, 3).refusal.contains(QStringLiteral("already the current version")));
    const OperationPlan missing = restore.plan(kDashboard, 9);
    QVERIFY(missing.notFound);
    QVERIFY(missing.refusal.contains(QStringLiteral("no version 9")));
    QVERIFY(restore.plan(kDashboard, 1).refusal.contains(QStringLiteral("tombstoned")));
    QVERIFY(exec(QStringLiteral("UPDATE sources SET workspace_id = 'ws-2' WHERE id = 'ts-metrics'")));
    QVERIFY(restore.plan(kDashboard, 2).refusal.contains(QStringLiteral("ws-2")));
    QVERIFY(exec(QStringLiteral("DELETE FROM sources WHERE id = 'ts-metrics'")));
    QVERIFY(restore.plan(kDashboard, 2).refusal.contains(QStringLiteral("no longer exists")));
    QCOMPARE(versionCount(), 3);
}

void TestDashboardOperations::softDeleteKeepsFavourites() {
    const qint64 audits = auditCount();
    const SoftDeleteDashboard remove(*m_conn, SoftDeleteDashboard::Direction::Delete);
    const OperationPlan plan = remove.plan(kDashboard);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QVERIFY(plan.sentences.join(QLatin1Char(' ')).contains(QStringLiteral("2 favourite")));
    auto w = writer(*m_conn);
    WriteResult r = remove.apply(plan, *w);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QVERIFY(!text(QStringLiteral("SELECT deleted_at FROM dashboards WHERE id = ?"), {kDashboard}).isEmpty());
    QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM dashboard_favorites WHERE dashboard_id = ?"), {kDashboard}),
             2);
    QCOMPARE(versionCount(), 3);
    if (hasAuditLog()) {
        QCOMPARE(auditCount(), audits + 1);
        QCOMPARE(text(QStringLiteral("SELECT action FROM audit_log ORDER BY id DESC")),
                 QStringLiteral("dashboard.delete"));
    }
    QVERIFY(remove.plan(kDashboard).refusal.contains(QStringLiteral("already deleted")));
    // Hidden from the list unless asked for.
    const DashboardHistory history(*m_conn);
    QList<DashboardInfo> list;
    QString error;
    QVERIFY2(history.list({}, false, &list, &error), qPrintable(error));
    QVERIFY(list.isEmpty());
    QVERIFY2(history.list({}, true, &list, &error), qPrintable(error));
    QCOMPARE(list.size(), 1);
    QVERIFY(list.first().deleted());

    const SoftDeleteDashboard undelete(*m_conn, SoftDeleteDashboard::Direction::Undelete);
    const OperationPlan back = undelete.plan(kDashboard);
    QVERIFY2(!back.isRefused(), qPrintable(back.refusal));
    r = undelete.apply(back, *w);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(
        scalar(QStringLiteral("SELECT COUNT(*) FROM dashboards WHERE id = ? AND deleted_at IS NULL"), {kDashboard}), 1);
    QVERIFY(undelete.plan(kDashboard).refusal.contains(QStringLiteral("not deleted")));
}

void TestDashboardOperations::readOnlyWritesNothing() {
    auto readOnly = m_scratch->connect(true);
    QVERIFY(readOnly);
    QString error;
    QVERIFY2(readOnly->loadCatalog(&error), qPrintable(error));
    const RenameDashboard rename(*readOnly);
    const OperationPlan plan = rename.plan(kDashboard, QStringLiteral("Renamed"));
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    auto w = writer(*readOnly);
    const WriteResult r = rename.apply(plan, *w);
    QVERIFY(!r.ok());
    QVERIFY2(r.message.contains(QStringLiteral("read-only")), qPrintable(r.message));
    const SoftDeleteDashboard remove(*readOnly, SoftDeleteDashboard::Direction::Delete);
    QVERIFY(remove.apply(remove.plan(kDashboard), *w).message.contains(QStringLiteral("read-only")));
    QCOMPARE(versionCount(), 3);
    QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM dashboards WHERE deleted_at IS NULL")), 1);
}

void TestDashboardOperations::historyLists() {
    const DashboardHistory history(*m_conn);
    QString error;
    QVERIFY(history.available(&error));
    QList<DashboardVersionInfo> versions;
    QVERIFY2(history.versions(kDashboard, &versions, &error), qPrintable(error));
    QCOMPARE(versions.size(), 3);
    QCOMPARE(versions.first().version, 3);
    QVERIFY(versions.first().current);
    QVERIFY(!versions.last().current);
    QCOMPARE(versions.last().createdBy, QStringLiteral("alice"));
    DashboardInfo info;
    bool found = false;
    QVERIFY2(history.dashboard(kDashboard, &info, &found, &error), qPrintable(error));
    QVERIFY(found);
    QCOMPARE(info.currentVersion, 3);
    QVERIFY(!info.titleMismatch());
    // A row title written without a version is shown as disagreeing with the spec.
    QVERIFY(exec(QStringLiteral("UPDATE dashboards SET title = 'Typed over' WHERE id = ?"), {kDashboard}));
    QVERIFY2(history.dashboard(kDashboard, &info, &found, &error), qPrintable(error));
    QVERIFY(info.titleMismatch());
    QCOMPARE(info.specTitle, QStringLiteral("Latency"));
    QString stored;
    QVERIFY2(history.spec(kDashboard, 1, &stored, &found, &error), qPrintable(error));
    QVERIFY(found);
    QCOMPARE(DashboardSpec::title(stored), QStringLiteral("Old latency"));
    QVERIFY2(history.spec(kDashboard, 7, &stored, &found, &error), qPrintable(error));
    QVERIFY(!found);
    QString dashboard;
    int version = 0;
    QVERIFY2(history.versionRow(kV2, &dashboard, &version, &found, &error), qPrintable(error));
    QCOMPARE(dashboard, kDashboard);
    QCOMPARE(version, 2);
}

// Retire as the platform's DELETE of a source: tombstoned when any stored version refers to it (the current one or
// an older one), deleted when none does, refused when tombstoned and still referred to; one source.delete audit row
// with the effect; a dashboard saved between plan and apply that changes the answer is a conflict, nothing written.
void TestDashboardOperations::retireSourceTombstonesOrDeletes() {
    const RetireSource retire(*m_conn);
    auto w = writer(*m_conn);
    const qint64 audits = auditCount();

    // ts-legacy: tombstoned already, and v1 still refers to it.
    OperationPlan plan = retire.plan(QStringLiteral("ts-legacy"));
    QVERIFY(plan.refusal.contains(QStringLiteral("already tombstoned")));
    QVERIFY(retire.plan(QStringLiteral("ts-nowhere")).notFound);

    // ts-metrics: the current version refers to it, so it is tombstoned and kept.
    QList<RetireSource::Referrer> refs;
    QString error;
    QVERIFY2(RetireSource::referrers(*m_conn, QStringLiteral("ts-metrics"), &refs, &error), qPrintable(error));
    QCOMPARE(refs.size(), 1);
    QCOMPARE(refs.first().dashboardId, kDashboard);
    QVERIFY(refs.first().current);
    plan = retire.plan(QStringLiteral("ts-metrics"));
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QCOMPARE(RetireSource::effect(plan), QStringLiteral("tombstone"));
    QVERIFY(plan.sentences.join(QLatin1Char(' ')).contains(QStringLiteral("Latency")));
    WriteResult r = retire.apply(plan, *w);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QVERIFY(!text(QStringLiteral("SELECT tombstoned_at FROM sources WHERE id = 'ts-metrics'")).isEmpty());
    if (hasAuditLog()) {
        QCOMPARE(auditCount(), audits + 1);
        QCOMPARE(text(QStringLiteral("SELECT action FROM audit_log ORDER BY id DESC")),
                 QStringLiteral("source.delete"));
        QCOMPARE(parsed(text(QStringLiteral("SELECT detail FROM audit_log ORDER BY id DESC")))
                     .value(QStringLiteral("effect"))
                     .toString(),
                 QStringLiteral("tombstoned"));
    }

    // ts-other: nobody refers to it. A dashboard saved meanwhile that refers to it turns the planned delete into a
    // conflict; once that version is gone again, the delete goes through.
    plan = retire.plan(QStringLiteral("ts-other"));
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QCOMPARE(RetireSource::effect(plan), QStringLiteral("delete"));
    const QString v4 = QStringLiteral("0b6f3c1e-6d1c-4b8e-9a57-5a0d6d1f0104");
    QVERIFY(exec(QStringLiteral("INSERT INTO dashboard_versions (id, dashboard_id, version, spec, created_by) VALUES "
                                "(?, ?, 4, ?, 'bob')"),
                 {v4, kDashboard, spec(QStringLiteral("Latency"), QStringLiteral("ts-other"), 1)}));
    r = retire.apply(plan, *w);
    QCOMPARE(r.outcome, WriteResult::Outcome::Conflict);
    QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM sources WHERE id = 'ts-other'")), 1);
    QVERIFY(exec(QStringLiteral("DELETE FROM dashboard_versions WHERE id = ?"), {v4}));
    r = retire.apply(plan, *w);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM sources WHERE id = 'ts-other'")), 0);
    if (hasAuditLog()) {
        QCOMPARE(auditCount(), audits + 2);
        QCOMPARE(parsed(text(QStringLiteral("SELECT detail FROM audit_log ORDER BY id DESC")))
                     .value(QStringLiteral("effect"))
                     .toString(),
                 QStringLiteral("deleted"));
    }
}

void TestDashboardOperations::limitsEffectiveValues() {
    // NULL inherits the environment, 0 turns the limit off, a value is the workspace's own; no row inherits both.
    QVERIFY(exec(QStringLiteral("INSERT INTO workspace_limits (workspace_id, rate_per_minute, daily_token_budget) "
                                "VALUES ('ws-null', NULL, NULL), ('ws-off', 0, 0), ('ws-own', 5, 1000)")));
    const WorkspaceLimits limits(*m_conn, LlmLimitDefaults());
    WorkspaceLimits::Limits l;
    QString error;
    QVERIFY2(limits.read(QStringLiteral("ws-null"), &l, &error), qPrintable(error));
    QVERIFY(l.rowExists && l.rate.inherits() && l.budget.inherits());
    QCOMPARE(l.rate.effective, 20);
    QCOMPARE(l.budget.effective, 2000000);
    QVERIFY(!l.rate.disabled() && !l.budget.disabled());
    QVERIFY2(limits.read(QStringLiteral("ws-off"), &l, &error), qPrintable(error));
    QVERIFY(!l.rate.inherits() && l.rate.disabled() && l.budget.disabled());
    QCOMPARE(l.budget.effective, 0);
    QVERIFY(WorkspaceLimits::describeBudget(l.budget).contains(QStringLiteral("off")));
    QVERIFY2(limits.read(QStringLiteral("ws-own"), &l, &error), qPrintable(error));
    QCOMPARE(l.rate.effective, 5);
    QCOMPARE(l.budget.effective, 1000);
    QCOMPARE(l.budget.global, 2000000);
    QVERIFY2(limits.read(QStringLiteral("ws-none"), &l, &error), qPrintable(error));
    QVERIFY(!l.rowExists && l.rate.inherits());
    QCOMPARE(l.rate.effective, 20);

    // The installation's own environment (the connection profile's values): inherited, and 0 there turns it off.
    LlmLimitDefaults installation;
    installation.ratePerMinute = 7;
    installation.dailyTokenBudget = 0;
    QVERIFY2(WorkspaceLimits(*m_conn, installation).read(QStringLiteral("ws-null"), &l, &error), qPrintable(error));
    QCOMPARE(l.rate.effective, 7);
    QVERIFY(l.budget.inherits() && l.budget.disabled());
    QVERIFY2(WorkspaceLimits(*m_conn, installation).read(QStringLiteral("ws-own"), &l, &error), qPrintable(error));
    QCOMPARE(l.budget.effective, 1000);
    QCOMPARE(LlmLimitDefaults::fromJson(installation.toJson()), installation);
    QVERIFY(LlmLimitDefaults::fromJson({}).isDefault());
}

void TestDashboardOperations::limitsSetEachForm() {
    const WorkspaceLimits limits(*m_conn, LlmLimitDefaults());
    using S = WorkspaceLimits::Setting;
    auto w = writer(*m_conn);
    const qint64 audits = auditCount();
    const auto stored = [this](const char* column) {
        return text(QStringLiteral("SELECT COALESCE(CAST(%1 AS TEXT), 'NULL') FROM workspace_limits WHERE "
                                   "workspace_id = 'ws-new'")
                        .arg(QString::fromLatin1(column)));
    };
    S parsed;
    QVERIFY(S::parse(QStringLiteral("inherit"), &parsed) && parsed.mode == S::Mode::Inherit);
    QVERIFY(S::parse(QStringLiteral("off"), &parsed) && parsed.mode == S::Mode::Off);
    QVERIFY(S::parse(QStringLiteral("0"), &parsed) && parsed.mode == S::Mode::Off);
    QVERIFY(S::parse(QStringLiteral("1500"), &parsed) && parsed.mode == S::Mode::Value && parsed.value == 1500);
    QVERIFY(!S::parse(QStringLiteral("-3"), &parsed) && !S::parse(QStringLiteral("lots"), &parsed));

    // A value for a workspace without a row: the row is added, the other limit inherits.
    OperationPlan plan = limits.plan(QStringLiteral("ws-new"), S::of(30), S::keep());
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QCOMPARE(plan.changes.size(), 1);
    QCOMPARE(plan.changes.first().kind, ChangeSet::Kind::Insert);
    WriteResult r = limits.apply(plan, *w);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(stored("rate_per_minute"), QStringLiteral("30"));
    QCOMPARE(stored("daily_token_budget"), QStringLiteral("NULL"));
    if (hasAuditLog()) {
        QCOMPARE(auditCount(), audits + 1);
        QCOMPARE(lastAudit("action"), QStringLiteral("workspace.limits.update"));
        QCOMPARE(lastAudit("resource_type"), QStringLiteral("workspace"));
        QCOMPARE(lastAudit("resource_id"), QStringLiteral("ws-new"));
        QCOMPARE(lastAudit("workspace_id"), QStringLiteral("ws-new"));
    }
    // Off, and inherit: an update of the row.
    plan = limits.plan(QStringLiteral("ws-new"), S::off(), S::inherit());
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QCOMPARE(plan.changes.first().kind, ChangeSet::Kind::Update);
    QVERIFY(plan.sentences.join(QLatin1Char(' ')).contains(QStringLiteral("30 → off")));
    r = limits.apply(plan, *w);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(stored("rate_per_minute"), QStringLiteral("0"));
    QCOMPARE(stored("daily_token_budget"), QStringLiteral("NULL"));
    // Inherit again, and a budget of its own.
    r = limits.apply(limits.plan(QStringLiteral("ws-new"), S::inherit(), S::of(5000)), *w);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(stored("rate_per_minute"), QStringLiteral("NULL"));
    QCOMPARE(stored("daily_token_budget"), QStringLiteral("5000"));
    if (hasAuditLog())
        QCOMPARE(auditCount(), audits + 3);
    // The same again: nothing to write, nothing audited.
    plan = limits.plan(QStringLiteral("ws-new"), S::inherit(), S::of(5000));
    QVERIFY(plan.changes.isEmpty() && !plan.isRefused());
    QVERIFY(limits.apply(plan, *w).ok());
    if (hasAuditLog())
        QCOMPARE(auditCount(), audits + 3);

    // Refused, nothing written: an id that is none, nothing asked, a value the column cannot hold.
    QVERIFY(limits.plan(QStringLiteral("not a workspace!"), S::off(), S::keep()).isRefused());
    QVERIFY(limits.plan(QStringLiteral("ws-new"), S::keep(), S::keep()).isRefused());
    QVERIFY(limits.plan(QStringLiteral("ws-new"), S::of(2147483648LL), S::keep()).isRefused());
    // A row added by someone else between the plan and the write: a conflict, nothing written.
    plan = limits.plan(QStringLiteral("ws-race"), S::of(9), S::keep());
    QVERIFY(exec(QStringLiteral("INSERT INTO workspace_limits (workspace_id, rate_per_minute) VALUES ('ws-race', 1)")));
    r = limits.apply(plan, *w);
    QCOMPARE(r.outcome, WriteResult::Outcome::Conflict);
    QCOMPARE(scalar(QStringLiteral("SELECT rate_per_minute FROM workspace_limits WHERE workspace_id = 'ws-race'")), 1);
    // The generic write path holds a limit to the platform's bounds too.
    const ChangeSet negative = ChangeSet::update(QStringLiteral("workspace_limits"),
                                                 row(QStringLiteral("workspace_limits"), {QStringLiteral("ws-race")}),
                                                 {{QStringLiteral("rate_per_minute"), qint64(-1)}});
    QCOMPARE(w->apply(negative).outcome, WriteResult::Outcome::Invalid);
}

void TestDashboardOperations::usageSumsEqualSql() {
    QVERIFY(exec(QStringLiteral(
        "INSERT INTO llm_usage (workspace_id, day, route, model, input_tokens, output_tokens, requests) VALUES "
        "('ws-u', '2026-03-02', 'generate', 'm1', 100, 10, 2), ('ws-u', '2026-03-02', 'chat', 'm2', 50, 5, 1), "
        "('ws-u', '2026-03-03', 'generate', 'm1', 7, 3, 1), ('ws-u', '2026-02-20', 'generate', 'm1', 999, 9, 9), "
        "('ws-v', '2026-03-02', 'generate', 'm1', 1000, 1000, 10)")));
    const LlmUsage usage(*m_conn);
    QVERIFY(usage.available());
    QList<LlmUsage::Day> days;
    QString error;
    const QDate from(2026, 3, 1), to(2026, 3, 4);
    QVERIFY2(usage.daily(QStringLiteral("ws-u"), from, to, &days, &error), qPrintable(error));
    QCOMPARE(days.size(), 4); // every day of the range, a day without usage as zeros
    for (const LlmUsage::Day& d : std::as_const(days)) {
        const QString day = d.day.toString(Qt::ISODate);
        const QString sum = QStringLiteral("SELECT COALESCE(SUM(%1), 0) FROM llm_usage WHERE workspace_id = 'ws-u' "
                                           "AND day = '%2'");
        QCOMPARE(d.inputTokens, scalar(sum.arg(QStringLiteral("input_tokens"), day)));
        QCOMPARE(d.outputTokens, scalar(sum.arg(QStringLiteral("output_tokens"), day)));
        QCOMPARE(d.requests, scalar(sum.arg(QStringLiteral("requests"), day)));
    }
    QCOMPARE(days.at(1).tokens(), 165);
    QCOMPARE(days.at(0).tokens(), 0);
    QList<LlmUsage::Split> splits;
    QVERIFY2(usage.byRouteAndModel(QStringLiteral("ws-u"), from, to, &splits, &error), qPrintable(error));
    QCOMPARE(splits.size(), 2);
    QCOMPARE(splits.first().route, QStringLiteral("generate"));
    QCOMPARE(splits.first().inputTokens, 107);
    QCOMPARE(splits.first().requests, 3);
    QCOMPARE(splits.last().model, QStringLiteral("m2"));
    // Bounded: a longer range than a year is refused, not read.
    QVERIFY(!usage.daily(QStringLiteral("ws-u"), QDate(2024, 1, 1), to, &days, &error));
}

void TestDashboardOperations::preferencesAsThePlatformReads() {
    // parsePreferences: a known field kept or defaulted, an unknown key dropped, a missing one the default.
    const QJsonObject stored = parsed(
        QStringLiteral(R"({"timeZone": "Mars/Olympus", "clock": "24h", "legacy": 1, "exploreRefreshMs": 30000.0})"));
    const QList<HolotablePreferences::Member> members = HolotablePreferences::read(stored);
    const auto member = [&members](const QString& key) {
        for (const HolotablePreferences::Member& m : members)
            if (m.key == key)
                return m;
        return HolotablePreferences::Member{};
    };
    QCOMPARE(member(QStringLiteral("timeZone")).reading, HolotablePreferences::Reading::Defaulted);
    QCOMPARE(member(QStringLiteral("timeZone")).used.toString(), QStringLiteral("local"));
    QCOMPARE(member(QStringLiteral("clock")).reading, HolotablePreferences::Reading::Kept);
    QCOMPARE(member(QStringLiteral("exploreRefreshMs")).reading, HolotablePreferences::Reading::Kept);
    QCOMPARE(member(QStringLiteral("legacy")).reading, HolotablePreferences::Reading::Dropped);
    QCOMPARE(member(QStringLiteral("startPage")).reading, HolotablePreferences::Reading::Missing);
    QCOMPARE(member(QStringLiteral("startPage")).used.toString(), QStringLiteral("dashboards"));
    QCOMPARE(members.size(), HolotablePreferences::fields().size() + 1);

    // The write path: a field of the wrong type and a key the platform drops are refused, nothing written.
    auto w = writer(*m_conn);
    const auto insert = [&](const QString& prefs) {
        return w->apply(
            ChangeSet::insert(QStringLiteral("user_preferences"),
                              {{QStringLiteral("sub"), QStringLiteral("carol")}, {QStringLiteral("prefs"), prefs}}));
    };
    WriteResult r = insert(QStringLiteral(R"({"favoritesOnly": "yes"})"));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(r.message.contains(QStringLiteral("favoritesOnly")), qPrintable(r.message));
    r = insert(QStringLiteral(R"({"clock": "24h", "dashboardList": {"sort": "title"}})"));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(r.message.contains(QStringLiteral("dashboardList")), qPrintable(r.message));
    r = insert(QStringLiteral(R"({"startPage": "dashboard:0B6F3C1E-6D1C-4B8E-9A57-5A0D6D1F0001", "clock": 12})"));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(r.message.contains(QStringLiteral("clock")) && !r.message.contains(QStringLiteral("startPage")),
             qPrintable(r.message));
    r = insert(QStringLiteral("[1, 2]"));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM user_preferences WHERE sub = 'carol'")), 0);
    r = insert(QStringLiteral(R"({"timeZone": "Europe/Berlin", "clock": "12h", "exploreRefreshMs": 60000})"));
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM user_preferences WHERE sub = 'carol'")), 1);
}

void TestDashboardOperations::sourceSecretRefAndConfig() {
    auto w = writer(*m_conn);
    const auto set = [&](const QString& column, const QVariant& value) {
        return w->apply(ChangeSet::update(QStringLiteral("sources"),
                                          row(QStringLiteral("sources"), {QStringLiteral("ts-metrics")}),
                                          {{column, value}}));
    };
    // A connection string or a credential is refused, and never repeated.
    for (const QString& hostile :
         {QStringLiteral("postgres://reader:s3cr3t-pw@db.example.com:5432/metrics"), QStringLiteral("reader:s3cr3t-pw"),
          QStringLiteral("metrics_db"), QStringLiteral("AKIAIOSFODNN7EXAMPLE")}) {
        const WriteResult r = set(QStringLiteral("secret_ref"), hostile);
        QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
        QVERIFY2(!r.message.contains(QStringLiteral("s3cr3t")) && !r.message.contains(QStringLiteral("AKIA")),
                 qPrintable(r.message));
    }
    QCOMPARE(text(QStringLiteral("SELECT secret_ref FROM sources WHERE id = 'ts-metrics'")), QStringLiteral("METRICS"));
    WriteResult r = set(QStringLiteral("secret_ref"), QStringLiteral("METRICS_DB"));
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(text(QStringLiteral("SELECT secret_ref FROM sources WHERE id = 'ts-metrics'")),
             QStringLiteral("METRICS_DB"));

    // The config's shape, as the platform's TimescaleDbConfig parses it.
    const QString good = QStringLiteral(
        R"({"host": "tsdb.internal", "port": 5432, "database": "metrics", "schema": "public", "ssl": true, )"
        R"("tables": [{"name": "http_requests", "timeField": "ts", "columns": [{"name": "ts", "type": "timestamptz"}, )"
        R"({"name": "latency_ms", "type": "double precision", "exposed": false}]}]})");
    r = set(QStringLiteral("config"), good);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QString bad = good;
    r = set(QStringLiteral("config"), bad.replace(QStringLiteral("5432"), QStringLiteral("\"5432\"")));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(r.message.contains(QStringLiteral("config.port")), qPrintable(r.message));
    bad = good;
    r = set(QStringLiteral("config"),
            bad.replace(QStringLiteral("\"ssl\": true, "), QStringLiteral("\"password\": \"x\", ")));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(r.message.contains(QStringLiteral("config.password")), qPrintable(r.message));
    r = set(QStringLiteral("config"), QStringLiteral(R"({"host": "h", "port": 1, "database": "d", "tables": []})"));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    // A port out of any integer's range, or with a fraction, is refused by name (the fuzzer found 5e66 cast to an
    // integer, which is undefined).
    for (const char* port : {"5400000000000000000000000000000000000000000000000000000000000000032", "1e300", "-1e300",
                             "5432.5", "0", "65536"}) {
        bad = good;
        r = set(QStringLiteral("config"), bad.replace(QStringLiteral("5432"), QString::fromLatin1(port)));
        QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
        QVERIFY2(r.message.contains(QStringLiteral("config.port")), qPrintable(r.message));
    }
    bool known = false;
    QVERIFY(HolotableRules::sourceConfigProblem(QStringLiteral("prometheus"),
                                                parsed(QStringLiteral(R"({"kind": "prometheus", "url": )"
                                                                      R"("https://user:pw@prom.example", "auth": )"
                                                                      R"("none", "metrics": [{"name": "up"}]})")),
                                                &known)
                .contains(QStringLiteral("config.url")));
    QVERIFY(known);
    QVERIFY(HolotableRules::sourceConfigProblem(QStringLiteral("prometheus"),
                                                parsed(QStringLiteral(R"({"kind": "prometheus", "url": )"
                                                                      R"("https://prom.example/select/0", "auth": )"
                                                                      R"("basic", "metrics": [{"name": "up"}]})")))
                .isEmpty());

    // Catalog health is the platform's refresh's to write; a tombstoned source is not edited at all.
    r = set(QStringLiteral("catalog_refreshed_at"), QDateTime::currentDateTimeUtc());
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    r = w->apply(ChangeSet::update(QStringLiteral("sources"),
                                   row(QStringLiteral("sources"), {QStringLiteral("ts-legacy")}),
                                   {{QStringLiteral("name"), QStringLiteral("Legacy 2")}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(r.message.contains(QStringLiteral("tombstoned")), qPrintable(r.message));
}

void TestDashboardOperations::descriptionAndTagsWriteNoVersion() {
    auto w = writer(*m_conn);
    const qint64 audits = auditCount();
    const QVariantMap before = row(QStringLiteral("dashboards"), {kDashboard});
    const WriteResult r = w->apply(ChangeSet::update(
        QStringLiteral("dashboards"), before,
        {{QStringLiteral("description"), QStringLiteral("  Latency of the public API, p50 and p99.  ")},
         {QStringLiteral("tags"), QStringList{QStringLiteral(" Prod"), QStringLiteral("prod"),
                                              QStringLiteral("API   Team "), QStringLiteral("   ")}}}));
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(versionCount(), 3); // no version appended
    QCOMPARE(text(QStringLiteral("SELECT current_version_id FROM dashboards WHERE id = ?"), {kDashboard}), kV3);
    const QVariantMap after = row(QStringLiteral("dashboards"), {kDashboard});
    QCOMPARE(after.value(QStringLiteral("description")).toString(),
             QStringLiteral("Latency of the public API, p50 and p99."));
    const TableDescriptor* dashboards = m_conn->catalog().table(QStringLiteral("dashboards"));
    QCOMPARE(valuecodec::toEdit(*dashboards->column(QStringLiteral("tags")), after.value(QStringLiteral("tags")))
                 .toStringList(),
             (QStringList{QStringLiteral("api team"), QStringLiteral("prod")}));
    if (hasAuditLog()) {
        QCOMPARE(auditCount(), audits + 1);
        QCOMPARE(lastAudit("action"), QStringLiteral("dashboard.update"));
        QCOMPARE(lastAudit("resource_id"), kDashboard);
    }
    // A blank description is none.
    QVERIFY(w->apply(ChangeSet::update(QStringLiteral("dashboards"), after,
                                       {{QStringLiteral("description"), QStringLiteral("   ")}}))
                .ok());
    QVERIFY(row(QStringLiteral("dashboards"), {kDashboard}).value(QStringLiteral("description")).isNull());
    // The title is the spec's (RenameDashboard), and rows are neither added nor deleted here.
    WriteResult refused =
        w->apply(ChangeSet::update(QStringLiteral("dashboards"), row(QStringLiteral("dashboards"), {kDashboard}),
                                   {{QStringLiteral("title"), QStringLiteral("Typed over")}}));
    QCOMPARE(refused.outcome, WriteResult::Outcome::Invalid);
    QCOMPARE(w->apply(ChangeSet::remove(QStringLiteral("dashboards"), row(QStringLiteral("dashboards"), {kDashboard})))
                 .outcome,
             WriteResult::Outcome::Invalid);
    // Too long is refused as typed; a deleted dashboard is not edited.
    refused = w->apply(ChangeSet::update(QStringLiteral("dashboards"), row(QStringLiteral("dashboards"), {kDashboard}),
                                         {{QStringLiteral("description"), QString(501, QLatin1Char('x'))}}));
    QCOMPARE(refused.outcome, WriteResult::Outcome::Invalid);
    QVERIFY(
        exec(QStringLiteral("UPDATE dashboards SET deleted_at = '2026-02-01T00:00:00Z' WHERE id = ?"), {kDashboard}));
    refused = w->apply(ChangeSet::update(QStringLiteral("dashboards"), row(QStringLiteral("dashboards"), {kDashboard}),
                                         {{QStringLiteral("description"), QStringLiteral("Gone")}}));
    QCOMPARE(refused.outcome, WriteResult::Outcome::Invalid);
    QCOMPARE(versionCount(), 3);
    QCOMPARE(HolotableRules::normalizedTags(
                 {QStringLiteral("Zeta"), QStringLiteral("alpha"), QString(40, QLatin1Char('Q'))}),
             (QStringList{QStringLiteral("alpha"), QString(32, QLatin1Char('q')), QStringLiteral("zeta")}));
}

void TestDashboardOperations::templateRulesOnTheWritePath() {
    const TableDescriptor* templates = m_conn->catalog().table(QStringLiteral("templates"));
    QVERIFY(templates);
    const QString body = dashboardBody(spec(QStringLiteral("Service"), QStringLiteral("ts-metrics"), 1));
    auto w = writer(*m_conn);
    // A body whose kind differs: said before the database's CHECK, nothing written.
    const QVariantMap row{{QStringLiteral("workspace_id"), QStringLiteral("ws-1")},
                          {QStringLiteral("kind"), QStringLiteral("panel")},
                          {QStringLiteral("name"), QStringLiteral("Service")},
                          {QStringLiteral("body"), body},
                          {QStringLiteral("created_by"), QStringLiteral("alice")}};
    const WriteResult mismatch = w->apply(ChangeSet::insert(QStringLiteral("templates"), row));
    QCOMPARE(mismatch.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(mismatch.message.contains(QStringLiteral("the body declares “dashboard”")), qPrintable(mismatch.message));
    QVERIFY(std::any_of(mismatch.problems.begin(), mismatch.problems.end(),
                        [](const FieldProblem& p) { return p.column == QLatin1String("kind"); }));
    QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM templates")), 0);
    // The cheap tier says it as the admin types (the row editor's check).
    QCOMPARE(RowValidator(*templates).checkValues(ChangeSet::insert(QStringLiteral("templates"), row)).size(), 2);
    // The kinds agreeing, it is written.
    QVariantMap good = row;
    good.insert(QStringLiteral("kind"), QStringLiteral("dashboard"));
    const WriteResult first = w->apply(ChangeSet::insert(QStringLiteral("templates"), good));
    QVERIFY2(first.ok(), qPrintable(first.message));
    const QString holder = first.key.value(0).toString();
    // The clash on (workspace, kind, name), answered as the platform's 409, naming the holder; nothing written.
    const WriteResult clash = w->apply(ChangeSet::insert(QStringLiteral("templates"), good));
    QCOMPARE(clash.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(clash.message.contains(QStringLiteral("already has a dashboard template called “Service”")),
             qPrintable(clash.message));
    QVERIFY2(clash.message.contains(holder), qPrintable(clash.message));
    QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM templates")), 1);
    // The same name in another workspace is no clash; a rename onto the held name is one.
    QVariantMap other = good;
    other.insert(QStringLiteral("workspace_id"), QStringLiteral("ws-2"));
    const WriteResult elsewhere = w->apply(ChangeSet::insert(QStringLiteral("templates"), other));
    QVERIFY2(elsewhere.ok(), qPrintable(elsewhere.message));
    QVariantMap stored;
    bool found = false;
    QString error;
    QVERIFY(RowStore(*m_conn, *templates).fetch({elsewhere.key.value(0)}, &stored, &found, &error) && found);
    const WriteResult move = w->apply(ChangeSet::update(QStringLiteral("templates"), stored,
                                                        {{QStringLiteral("workspace_id"), QStringLiteral("ws-1")}}));
    QCOMPARE(move.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(move.message.contains(holder), qPrintable(move.message));
    // An update of the body to another kind is refused too.
    const WriteResult retag = w->apply(ChangeSet::update(
        QStringLiteral("templates"), stored,
        {{QStringLiteral("body"), QStringLiteral("{\"kind\": \"panel\", \"specVersion\": 1, \"panel\": {}}")}}));
    QCOMPARE(retag.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(retag.message.contains(QStringLiteral("the body declares “panel”")), qPrintable(retag.message));
    // Hard delete through the generic path, as the platform deletes a template.
    QVERIFY(RowStore(*m_conn, *templates).fetch({holder}, &stored, &found, &error) && found);
    const WriteResult gone = w->apply(ChangeSet::remove(QStringLiteral("templates"), stored));
    QVERIFY2(gone.ok(), qPrintable(gone.message));
    QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM templates WHERE id = ?"), {holder}), 0);
    if (hasAuditLog())
        QCOMPARE(text(QStringLiteral("SELECT action FROM audit_log ORDER BY id DESC")),
                 QStringLiteral("template.delete"));
}

void TestDashboardOperations::instantiateMakesOneDashboard() {
    const QString dashboard = spec(QStringLiteral("Service overview"), QStringLiteral("ts-metrics"), 2);
    const QString id = addTemplate(QStringLiteral("dashboard"), QStringLiteral("Service"), dashboardBody(dashboard));
    QVERIFY(!id.isEmpty());
    const qint64 dashboards = dashboardCount(), versions = allVersionCount(), audits = auditCount();
    const InstantiateTemplate instantiate(*m_conn);
    const OperationPlan plan = instantiate.plan(id);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QCOMPARE(plan.facts.value(QStringLiteral("title")).toString(), QStringLiteral("Service overview"));
    auto w = writer(*m_conn);
    QString created;
    const WriteResult r = instantiate.apply(plan, *w, &created);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QVERIFY(!created.isEmpty());
    // One dashboard, one version: v1, current, its spec the body's dashboard; in the template's workspace.
    QCOMPARE(dashboardCount(), dashboards + 1);
    QCOMPARE(allVersionCount(), versions + 1);
    QCOMPARE(text(QStringLiteral("SELECT workspace_id FROM dashboards WHERE id = ?"), {created}),
             QStringLiteral("ws-1"));
    QCOMPARE(text(QStringLiteral("SELECT title FROM dashboards WHERE id = ?"), {created}),
             QStringLiteral("Service overview"));
    const QString current = text(QStringLiteral("SELECT current_version_id FROM dashboards WHERE id = ?"), {created});
    QCOMPARE(text(QStringLiteral("SELECT dashboard_id FROM dashboard_versions WHERE id = ?"), {current}), created);
    QCOMPARE(scalar(QStringLiteral("SELECT version FROM dashboard_versions WHERE id = ?"), {current}), 1);
    const QString stored = text(QStringLiteral("SELECT spec FROM dashboard_versions WHERE id = ?"), {current});
    QCOMPARE(parsed(stored), parsed(dashboard));
    if (m_conn->isSqlite()) // copied as the body holds it, every byte
        QCOMPARE(stored, dashboard);
    QCOMPARE(text(QStringLiteral("SELECT created_by FROM dashboards WHERE id = ?"), {created}),
             QStringLiteral("admin@example.com via Metadesk"));
    // The template is as it was.
    QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM templates WHERE id = ?"), {id}), 1);
    if (hasAuditLog()) {
        QCOMPARE(auditCount(), audits + 1);
        QCOMPARE(text(QStringLiteral("SELECT action FROM audit_log ORDER BY id DESC")),
                 QStringLiteral("dashboard.create"));
        QCOMPARE(text(QStringLiteral("SELECT resource_id FROM audit_log ORDER BY id DESC")), created);
        const QJsonObject detail = parsed(text(QStringLiteral("SELECT detail FROM audit_log ORDER BY id DESC")));
        QCOMPARE(detail.value(QStringLiteral("via")).toString(), QStringLiteral("template"));
        QCOMPARE(detail.value(QStringLiteral("from")).toString(), id);
    } else {
        const QList<QJsonObject> entries = m_journal->entries();
        QCOMPARE(entries.size(), 3);
        QCOMPARE(entries.at(0).value(QStringLiteral("action")).toString(), QStringLiteral("dashboard.create"));
    }
    // A title given is the new dashboard's, trimmed, and only the title differs from the body's.
    const OperationPlan titled = instantiate.plan(id, QStringLiteral("  Checkout service  "));
    QVERIFY2(!titled.isRefused(), qPrintable(titled.refusal));
    QVERIFY(instantiate.apply(titled, *w, &created).ok());
    QCOMPARE(text(QStringLiteral("SELECT title FROM dashboards WHERE id = ?"), {created}),
             QStringLiteral("Checkout service"));
    QJsonObject expected = parsed(dashboard);
    expected.insert(QStringLiteral("title"), QStringLiteral("Checkout service"));
    QCOMPARE(parsed(text(QStringLiteral("SELECT v.spec FROM dashboard_versions v JOIN dashboards d ON "
                                        "d.current_version_id = v.id WHERE d.id = ?"),
                         {created})),
             expected);
}

void TestDashboardOperations::instantiateRefusals() {
    const InstantiateTemplate instantiate(*m_conn);
    const qint64 dashboards = dashboardCount();
    const OperationPlan missing = instantiate.plan(QStringLiteral("0b6f3c1e-6d1c-4b8e-9a57-5a0d6d1f7777"));
    QVERIFY(missing.notFound);
    QVERIFY2(missing.refusal.contains(QStringLiteral("no template")), qPrintable(missing.refusal));
    // A panel template does not become a dashboard.
    const QString panel =
        addTemplate(QStringLiteral("panel"), QStringLiteral("Latency"),
                    QStringLiteral("{\"kind\": \"panel\", \"specVersion\": 1, \"panel\": {\"id\": \"p1\"}}"));
    QVERIFY(instantiate.plan(panel).refusal.contains(QStringLiteral("panel template")));
    // A source the workspace does not offer live is named (tombstoned, unknown, another workspace's).
    const QString gone = addTemplate(QStringLiteral("dashboard"), QStringLiteral("Legacy"),
                                     dashboardBody(spec(QStringLiteral("Legacy"), QStringLiteral("ts-legacy"), 1)));
    const OperationPlan tombstoned = instantiate.plan(gone);
    QVERIFY2(tombstoned.refusal.contains(QStringLiteral("ts-legacy")), qPrintable(tombstoned.refusal));
    const QString other = addTemplate(QStringLiteral("dashboard"), QStringLiteral("Other"),
                                      dashboardBody(spec(QStringLiteral("Other"), QStringLiteral("ts-other"), 1)));
    QVERIFY(instantiate.plan(other).refusal.contains(QStringLiteral("ts-other")));
    // A title the IR refuses.
    const QString good = addTemplate(QStringLiteral("dashboard"), QStringLiteral("Good"),
                                     dashboardBody(spec(QStringLiteral("Good"), QStringLiteral("ts-metrics"), 1)));
    QVERIFY(instantiate.plan(good, QString(201, QLatin1Char('x'))).refusal.contains(QStringLiteral("200")));
    // Changed since it was planned: a conflict, nothing written.
    const OperationPlan plan = instantiate.plan(good);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    QVERIFY(exec(QStringLiteral("UPDATE templates SET body = ? WHERE id = ?"),
                 {dashboardBody(spec(QStringLiteral("Better"), QStringLiteral("ts-metrics"), 1)), good}));
    auto w = writer(*m_conn);
    const WriteResult r = instantiate.apply(plan, *w);
    QCOMPARE(r.outcome, WriteResult::Outcome::Conflict);
    // A source tombstoned after the plan stops it too.
    const OperationPlan again = instantiate.plan(good);
    QVERIFY2(!again.isRefused(), qPrintable(again.refusal));
    QVERIFY(exec(QStringLiteral("UPDATE sources SET tombstoned_at = '2026-03-01T00:00:00Z' WHERE id = 'ts-metrics'")));
    const WriteResult late = instantiate.apply(again, *w);
    QVERIFY(!late.ok());
    QVERIFY2(late.message.contains(QStringLiteral("ts-metrics")), qPrintable(late.message));
    QCOMPARE(dashboardCount(), dashboards);
}

void TestDashboardOperations::exportWritesTheStoredBytes() {
    ExportDashboard::Spec out;
    QString refusal;
    QVERIFY2(ExportDashboard::read(*m_conn, kDashboard, &out, &refusal), qPrintable(refusal));
    QCOMPARE(out.version, 3);
    QCOMPARE(out.bytes, text(QStringLiteral("SELECT spec FROM dashboard_versions WHERE id = ?"), {kV3}).toUtf8());
    QCOMPARE(ExportDashboard::fileName(QStringLiteral("  Latency (p99) — North!  ")),
             QStringLiteral("holotable-latency-p99-north.json"));
    QCOMPARE(ExportDashboard::fileName(QStringLiteral("Überblick")), QStringLiteral("holotable-berblick.json"));
    bool notFound = false;
    QVERIFY(!ExportDashboard::read(*m_conn, QStringLiteral("0b6f3c1e-6d1c-4b8e-9a57-5a0d6d1f9999"), &out, &refusal,
                                   &notFound));
    QVERIFY(notFound);
    QVERIFY(
        exec(QStringLiteral("UPDATE dashboards SET deleted_at = '2026-02-01T00:00:00Z' WHERE id = ?"), {kDashboard}));
    QVERIFY(!ExportDashboard::read(*m_conn, kDashboard, &out, &refusal));
    QVERIFY2(refusal.contains(QStringLiteral("deleted")), qPrintable(refusal));
}

void TestDashboardOperations::importRoundTripsAnExport() {
    ExportDashboard::Spec out;
    QString refusal;
    QVERIFY2(ExportDashboard::read(*m_conn, kDashboard, &out, &refusal), qPrintable(refusal));
    const qint64 dashboards = dashboardCount(), audits = auditCount();
    const ImportDashboard importer(*m_conn);
    const OperationPlan plan = importer.plan(QStringLiteral("ws-1"), out.bytes);
    QVERIFY2(!plan.isRefused(), qPrintable(plan.refusal));
    auto w = writer(*m_conn);
    QString created;
    const WriteResult r = importer.apply(plan, *w, &created);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(dashboardCount(), dashboards + 1);
    QCOMPARE(scalar(QStringLiteral("SELECT COUNT(*) FROM dashboard_versions WHERE dashboard_id = ?"), {created}), 1);
    QCOMPARE(text(QStringLiteral("SELECT title FROM dashboards WHERE id = ?"), {created}), QStringLiteral("Latency"));
    // Exported again, the new dashboard gives back the bytes the first one gave.
    ExportDashboard::Spec back;
    QVERIFY2(ExportDashboard::read(*m_conn, created, &back, &refusal), qPrintable(refusal));
    QCOMPARE(back.version, 1);
    QCOMPARE(back.bytes, out.bytes);
    if (hasAuditLog()) {
        QCOMPARE(auditCount(), audits + 1);
        QCOMPARE(parsed(text(QStringLiteral("SELECT detail FROM audit_log ORDER BY id DESC")))
                     .value(QStringLiteral("via"))
                     .toString(),
                 QStringLiteral("import"));
    }
    // The platform's own export envelope is read too: its spec is what is stored.
    const QByteArray envelope = QByteArrayLiteral("{\"format\": \"holotable.dashboard\", \"formatVersion\": 1, "
                                                  "\"exportedAt\": \"2026-11-30T08:00:00Z\", \"spec\": ") +
                                out.bytes + QByteArrayLiteral("}");
    const OperationPlan wrapped = importer.plan(QStringLiteral("ws-1"), envelope);
    QVERIFY2(!wrapped.isRefused(), qPrintable(wrapped.refusal));
    QVERIFY(importer.apply(wrapped, *w, &created).ok());
    QVERIFY2(ExportDashboard::read(*m_conn, created, &back, &refusal), qPrintable(refusal));
    QCOMPARE(parsed(QString::fromUtf8(back.bytes)), parsed(QString::fromUtf8(out.bytes)));
}

void TestDashboardOperations::importRefusals() {
    const ImportDashboard importer(*m_conn);
    const qint64 dashboards = dashboardCount();
    QVERIFY(importer.plan(QStringLiteral("ws-1"), "panels: [1]")
                .refusal.startsWith(QStringLiteral("That file is not JSON")));
    QVERIFY(importer.plan(QStringLiteral("ws-1"), "{\"title\": \"x\"}")
                .refusal.startsWith(QStringLiteral("That file is not a dashboard spec")));
    // Unknown sources named, each one: in another workspace, tombstoned, or nowhere.
    const QString mixed = spec(QStringLiteral("Mixed"), QStringLiteral("ts-metrics"), 1)
                              .replace(QStringLiteral("]}"), QStringLiteral(", {\"id\": \"q\", \"query\": "
                                                                            "{\"sourceId\": \"ts-nowhere\"}}]}"));
    const QString why = importer.plan(QStringLiteral("ws-2"), mixed.toUtf8()).refusal;
    QVERIFY2(why.contains(QStringLiteral("ts-metrics, ts-nowhere")) && why.contains(QStringLiteral("ws-2")),
             qPrintable(why));
    QVERIFY(importer.plan(QStringLiteral("ws-1"), spec(QStringLiteral("Old"), QStringLiteral("ts-legacy"), 1).toUtf8())
                .refusal.contains(QStringLiteral("ts-legacy")));
    // A credential shape has no place in a spec.
    const QString leaky = spec(QStringLiteral("Leaky"), QStringLiteral("ts-metrics"), 1)
                              .replace(QStringLiteral("SELECT 1"), QStringLiteral("postgres://app:hunter2@db/x"));
    QVERIFY(importer.plan(QStringLiteral("ws-1"), leaky.toUtf8()).refusal.contains(QStringLiteral("password")));
    QVERIFY(importer.plan(QStringLiteral("ws-1"), QByteArray(ImportDashboard::kMaxBytes + 1, ' '))
                .refusal.contains(QStringLiteral("1 MiB")));
    QVERIFY(importer.plan(QStringLiteral("ws-1"), "{\"format\": \"other\", \"spec\": {}}")
                .refusal.contains(QStringLiteral("holotable.dashboard")));
    QCOMPARE(dashboardCount(), dashboards);
}

QTEST_GUILESS_MAIN(TestDashboardOperations)
#include "tst_DashboardOperations.moc"
