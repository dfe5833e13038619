#include "common/MigrationHelpers.h"
#include "common/TestDatabases.h"
#include "common/WriteResultText.h"
#include "core/catalog/Catalog.h"
#include "core/edit/ChangeJournal.h"
#include "core/edit/EditPolicy.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"
#include "core/edit/ValueCodec.h"
#include "core/rules/DeleteImpact.h"
#include "core/rules/HolotableRules.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>

using namespace metadesk;
using metadesk::test::describe;
using metadesk::test::ScratchDatabase;

namespace {

/// The table as the open database has it: rows are read and written in the stored form of the connection's own,
/// reconciled catalog (a compiled descriptor lacks the live column types, e.g. PostgreSQL's naive timestamps).
const TableDescriptor& table(const DbConnection& conn, const char* name) {
    return *conn.catalog().table(QString::fromLatin1(name));
}

QVariantMap fetch(const DbConnection& conn, const char* name, const QVariant& id) {
    QVariantMap row;
    bool found = false;
    QString error;
    if (!RowStore(conn, table(conn, name)).fetch({id}, &row, &found, &error) || !found)
        return {};
    return row;
}

qint64 scalar(const DbConnection& conn, const QString& sql, const QVariantList& values = {}) {
    QSqlQuery q(conn.db());
    QString error;
    if (!conn.execBound(&q, sql, values, &error) || !q.next())
        return -1;
    return q.value(0).toLongLong();
}

QString text(const DbConnection& conn, const QString& sql, const QVariantList& values = {}) {
    QSqlQuery q(conn.db());
    QString error;
    if (!conn.execBound(&q, sql, values, &error) || !q.next())
        return QStringLiteral("<%1>").arg(error);
    return q.value(0).toString();
}

qint64 auditCount(const DbConnection& conn) {
    return scalar(conn, QStringLiteral("SELECT count(*) FROM audit_logs"));
}

/// Holotable's own audit table (from its migration 012).
qint64 holotableAuditCount(const DbConnection& conn) {
    return scalar(conn, QStringLiteral("SELECT count(*) FROM audit_log"));
}

/// The "changes" of an audit entry's or journal line's detail: column -> {before, after}.
QJsonObject changesOf(const QString& detail) {
    return QJsonDocument::fromJson(detail.toUtf8()).object().value(QStringLiteral("changes")).toObject();
}

Actor admin() {
    return Actor{QVariant(), QStringLiteral("test-admin via Metadesk")};
}

bool hasProblemOn(const WriteResult& r, const QString& column, const QString& fragment) {
    for (const FieldProblem& p : r.problems)
        if (p.column == column && p.message.contains(fragment, Qt::CaseInsensitive))
            return true;
    return false;
}

} // namespace

/// The edit path on both engines and the platforms' real schemas: rules refuse bad rows with their sentence, writes
/// are optimistic (a row changed or deleted since it was read gives a conflict and nothing is written), every change
/// leaves exactly one audit entry in the platform's own shape (Tabularia's audit_logs, Holotable's audit_log from its
/// migration 012; the local change journal only where a Holotable database has no audit_log), inserts fill what the
/// platform's code fills, a user's delete does what the platform's does, and undo is a new audited change.
class TestRowWriter : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void insertUpdateDeleteAudited_data() { test::addEngineColumn(), test::addEngineRows(); }
    void insertUpdateDeleteAudited();
    void holotableChangesAudited_data() { test::addEngineColumn(), test::addEngineRows(); }
    void holotableChangesAudited();
    void tabulariaEntriesInThePlatformsWords_data() { test::addEngineColumn(), test::addEngineRows(); }
    void tabulariaEntriesInThePlatformsWords();
    void holotableEntriesInThePlatformsWords_data() { test::addEngineColumn(), test::addEngineRows(); }
    void holotableEntriesInThePlatformsWords();
    void holotableWithoutAuditLogIsJournaled_data() { test::addEngineColumn(), test::addEngineRows(); }
    void holotableWithoutAuditLogIsJournaled();
    void unchangedRowOfEveryKindIsNotAConflict_data() { test::addEngineColumn(), test::addEngineRows(); }
    void unchangedRowOfEveryKindIsNotAConflict();
    void concurrentEditIsAConflict_data() { test::addEngineColumn(), test::addEngineRows(); }
    void concurrentEditIsAConflict();
    void randomInterleavedEditsLoseNothing_data() { test::addEngineColumn(), test::addEngineRows(); }
    void randomInterleavedEditsLoseNothing();
    void accessControlRules_data() { test::addEngineColumn(), test::addEngineRows(); }
    void accessControlRules();
    void projectTreeRules_data() { test::addEngineColumn(), test::addEngineRows(); }
    void projectTreeRules();
    void deletingUserDoesWhatThePlatformDoes_data() { test::addEngineColumn(), test::addEngineRows(); }
    void deletingUserDoesWhatThePlatformDoes();
    void readOnlyTablesRefused_data() { test::addEngineColumn(), test::addEngineRows(); }
    void readOnlyTablesRefused();
    void undoIsANewAuditedChange_data() { test::addEngineColumn(), test::addEngineRows(); }
    void undoIsANewAuditedChange();
    void rowHeldByAnotherSessionIsRefusedCleanly_data() { test::addEngineColumn(), test::addEngineRows(); }
    void rowHeldByAnotherSessionIsRefusedCleanly();
    void concurrentMovesCannotMakeACycle_data() { test::addEngineColumn(), test::addEngineRows(); }
    void concurrentMovesCannotMakeACycle();
    void lastEditorIsWhoSaves_data() { test::addEngineColumn(), test::addEngineRows(); }
    void lastEditorIsWhoSaves();
    void secretsAreNeverTyped_data() { test::addEngineColumn(), test::addEngineRows(); }
    void secretsAreNeverTyped();
    void severalChangesAllOrNone_data() { test::addEngineColumn(), test::addEngineRows(); }
    void severalChangesAllOrNone();
    void operationPolicyKeepsWhatItDoesNotName_data() { test::addEngineColumn(), test::addEngineRows(); }
    void operationPolicyKeepsWhatItDoesNotName();

private:
    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
};

void TestRowWriter::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestRowWriter::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    QString why;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &why, 300), qPrintable(why));
}

void TestRowWriter::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestRowWriter::insertUpdateDeleteAudited() {
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const qint64 audits = auditCount(*m_conn);
    const qint64 holotableAudits = holotableAuditCount(*m_conn);
    const TableDescriptor& groups = table(*m_conn, "groups");
    // Naive UTC, as SQLAlchemy writes it and PostgreSQL's timestamp without time zone reads: no zone, no "T".
    const QRegularExpression naive(QStringLiteral("^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d(\\.\\d{1,6})?$"));

    // A new group with a name and a description: created_at and the NOT NULL flags have no server default, and get
    // what the platform's code gives them (the current time; False).
    WriteResult r = writer.apply(ChangeSet::insert(
        QStringLiteral("groups"), {{QStringLiteral("name"), QStringLiteral("finance-analysts")},
                                   {QStringLiteral("description"), QStringLiteral("Reads the finance projects")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(r.key.size(), 1);
    const QVariant id = r.key.first();
    QCOMPARE(r.after.value(QStringLiteral("name")).toString(), QStringLiteral("finance-analysts"));
    for (const char* flag : {"is_admin", "is_observer"}) {
        const ColumnDescriptor& c = *groups.column(QString::fromLatin1(flag));
        QVERIFY2(!r.after.value(c.name).isNull(), flag);
        QCOMPARE(valuecodec::toEdit(c, r.after.value(c.name)), QVariant(false));
    }
    QVERIFY2(naive.match(r.after.value(QStringLiteral("created_at")).toString()).hasMatch(),
             qPrintable(r.after.value(QStringLiteral("created_at")).toString()));
    QCOMPARE(auditCount(*m_conn), audits + 1);

    // The audit entry in the shape the gateway's record_audit writes: when, who, what, how it went, the target
    // (the table, the row's id and label), and the fields with their values.
    QVariantMap entry = fetch(*m_conn, "audit_logs", r.auditId);
    QVERIFY(!entry.isEmpty());
    const QString ts = entry.value(QStringLiteral("ts")).toString();
    QVERIFY2(naive.match(ts).hasMatch(), qPrintable(ts));
    QVERIFY2(qAbs(valuecodec::parseTimestamp(ts).secsTo(QDateTime::currentDateTimeUtc())) < 600, qPrintable(ts));
    QVERIFY(entry.value(QStringLiteral("actor_id")).isNull());
    QCOMPARE(entry.value(QStringLiteral("actor_label")).toString(), QStringLiteral("test-admin via Metadesk"));
    QCOMPARE(entry.value(QStringLiteral("action")).toString(), QStringLiteral("group.create"));
    QCOMPARE(entry.value(QStringLiteral("outcome")).toString(), QStringLiteral("success"));
    QCOMPARE(entry.value(QStringLiteral("target_type")).toString(), QStringLiteral("group"));
    QCOMPARE(entry.value(QStringLiteral("target_id")).toLongLong(), id.toLongLong());
    QCOMPARE(entry.value(QStringLiteral("target_label")).toString(), QStringLiteral("finance-analysts"));
    QJsonObject changes = changesOf(entry.value(QStringLiteral("detail")).toString());
    QCOMPARE(changes.value(QStringLiteral("name")).toObject().value(QStringLiteral("after")),
             QJsonValue(QStringLiteral("finance-analysts")));
    QCOMPARE(changes.value(QStringLiteral("is_admin")).toObject().value(QStringLiteral("after")), QJsonValue(false));

    // Only a name: the description is the platform model's "", not NULL (the column is NOT NULL).
    r = writer.apply(
        ChangeSet::insert(QStringLiteral("groups"), {{QStringLiteral("name"), QStringLiteral("finance-interns")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    const QVariant interns = r.key.first();
    QCOMPARE(
        scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE id = ? AND description = ''"), {interns}), 1);
    QCOMPARE(auditCount(*m_conn), audits + 2);

    const QVariantMap row = fetch(*m_conn, "groups", id);
    r = writer.apply(ChangeSet::update(QStringLiteral("groups"), row,
                                       {{QStringLiteral("name"), QStringLiteral("finance-readers")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(fetch(*m_conn, "groups", id).value(QStringLiteral("name")).toString(), QStringLiteral("finance-readers"));
    QCOMPARE(auditCount(*m_conn), audits + 3);
    QCOMPARE(scalar(*m_conn,
                    QStringLiteral("SELECT count(*) FROM audit_logs WHERE action = 'group.update' AND target_type = "
                                   "'group' AND target_id = ? AND target_label = 'finance-readers'"),
                    {id}),
             1);
    // An update's detail holds what changed, before and after, and nothing else.
    changes = changesOf(fetch(*m_conn, "audit_logs", r.auditId).value(QStringLiteral("detail")).toString());
    QCOMPARE(changes.keys(), QStringList{QStringLiteral("name")});
    QCOMPARE(changes.value(QStringLiteral("name")).toObject().value(QStringLiteral("before")),
             QJsonValue(QStringLiteral("finance-analysts")));

    // Nothing changed: nothing written, no audit entry.
    r = writer.apply(ChangeSet::update(QStringLiteral("groups"), fetch(*m_conn, "groups", id),
                                       {{QStringLiteral("name"), QStringLiteral("finance-readers")}}));
    QVERIFY(r.ok() && r.nothingChanged);
    QCOMPARE(auditCount(*m_conn), audits + 3);

    r = writer.apply(ChangeSet::remove(QStringLiteral("groups"), fetch(*m_conn, "groups", id)));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QVERIFY(fetch(*m_conn, "groups", id).isEmpty());
    QCOMPARE(auditCount(*m_conn), audits + 4);
    entry = fetch(*m_conn, "audit_logs", r.auditId);
    QCOMPARE(entry.value(QStringLiteral("action")).toString(), QStringLiteral("group.delete"));
    QCOMPARE(entry.value(QStringLiteral("target_label")).toString(), QStringLiteral("finance-readers"));
    QCOMPARE(changesOf(entry.value(QStringLiteral("detail")).toString())
                 .value(QStringLiteral("name"))
                 .toObject()
                 .value(QStringLiteral("before")),
             QJsonValue(QStringLiteral("finance-readers")));
    QCOMPARE(holotableAuditCount(*m_conn), holotableAudits); // Tabularia's changes stay in Tabularia's trail
}

void TestRowWriter::holotableChangesAudited() {
    // At Holotable's head the database has its own audit_log: each change writes one row there, as the platform's
    // src/lib/audit.ts does, and nothing goes to the local journal or to Tabularia's audit_logs.
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    QTemporaryDir dir;
    ChangeJournal journal(dir.filePath(QStringLiteral("journal/x.jsonl")));
    writer.setJournal(&journal);
    QVERIFY(m_conn->catalog().table(QStringLiteral("audit_log")));
    const qint64 audits = auditCount(*m_conn);
    const qint64 before = holotableAuditCount(*m_conn);
    const QString workspace = text(*m_conn, QStringLiteral("SELECT min(workspace_id) FROM templates"));
    QVERIFY(EditPolicy::forTable(table(*m_conn, "templates")).canEditAnything());

    WriteResult r = writer.apply(ChangeSet::insert(
        QStringLiteral("templates"),
        {{QStringLiteral("workspace_id"), workspace},
         {QStringLiteral("kind"), QStringLiteral("panel")},
         {QStringLiteral("name"), QStringLiteral("Errors by route (test)")},
         {QStringLiteral("body"), QStringLiteral("{\"kind\":\"panel\",\"title\":\"Errors by route\"}")},
         {QStringLiteral("created_by"), QStringLiteral("test-admin")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    const QString id = r.key.first().toString();
    // The key is the uuid the database made (text on SQLite).
    QVERIFY2(QRegularExpression(QStringLiteral("^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"))
                 .match(id)
                 .hasMatch(),
             qPrintable(id));
    QCOMPARE(holotableAuditCount(*m_conn), before + 1);

    r = writer.apply(ChangeSet::update(QStringLiteral("templates"), fetch(*m_conn, "templates", id),
                                       {{QStringLiteral("description"), QStringLiteral("audited")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(holotableAuditCount(*m_conn), before + 2);
    const QVariantMap entry = fetch(*m_conn, "audit_log", r.auditId);
    QVERIFY(!entry.isEmpty());
    QCOMPARE(entry.value(QStringLiteral("workspace_id")).toString(), workspace);
    QCOMPARE(entry.value(QStringLiteral("actor_sub")).toString(), QStringLiteral("test-admin via Metadesk"));
    QCOMPARE(entry.value(QStringLiteral("actor_kind")).toString(), QStringLiteral("user"));
    QCOMPARE(entry.value(QStringLiteral("action")).toString(), QStringLiteral("template.update"));
    QCOMPARE(entry.value(QStringLiteral("resource_type")).toString(), QStringLiteral("template"));
    QCOMPARE(entry.value(QStringLiteral("resource_id")).toString(), id);
    QCOMPARE(entry.value(QStringLiteral("outcome")).toString(), QStringLiteral("success"));
    QVERIFY(!entry.value(QStringLiteral("at")).toString().isEmpty()); // the database's default
    const QJsonObject changes = changesOf(entry.value(QStringLiteral("detail")).toString());
    QCOMPARE(changes.keys(), QStringList{QStringLiteral("description")});
    QCOMPARE(changes.value(QStringLiteral("description")).toObject().value(QStringLiteral("after")),
             QJsonValue(QStringLiteral("audited")));

    r = writer.apply(ChangeSet::remove(QStringLiteral("templates"), fetch(*m_conn, "templates", id)));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QVERIFY(fetch(*m_conn, "templates", id).isEmpty());
    QCOMPARE(holotableAuditCount(*m_conn), before + 3);
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM audit_log WHERE resource_id = ?"), {id}), 3);
    QCOMPARE(auditCount(*m_conn), audits);
    QVERIFY(journal.entries().isEmpty());
}

void TestRowWriter::tabulariaEntriesInThePlatformsWords() {
    // The gateway's own actions and targets (services/audit.py, routes/users.py, groups.py, permissions.py): an
    // admin reading audit_logs, or filtering it by action in Tabularia's UI, finds Metadesk's changes among its own.
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    auto entryOf = [&](const WriteResult& r) { return fetch(*m_conn, "audit_logs", r.auditId); };
    const QVariant adminGroup =
        scalar(*m_conn, QStringLiteral("SELECT min(id) FROM groups WHERE is_admin = ?"), {QVariant(true)});
    const QVariant plainGroup = scalar(*m_conn,
                                       QStringLiteral("SELECT min(id) FROM groups WHERE is_admin = ? AND "
                                                      "is_observer = ?"),
                                       {QVariant(false), QVariant(false)});
    QVERIFY(adminGroup.toLongLong() > 0 && plainGroup.toLongLong() > 0);
    const QVariant user =
        scalar(*m_conn,
               QStringLiteral("SELECT min(id) FROM users WHERE is_superuser = ? AND id NOT IN (SELECT user_id FROM "
                              "user_groups WHERE group_id IN (?, ?))"),
               {QVariant(false), adminGroup, plainGroup});
    QVERIFY(user.toLongLong() > 0);
    const QString email = text(*m_conn, QStringLiteral("SELECT email FROM users WHERE id = ?"), {user});
    const QString adminName = text(*m_conn, QStringLiteral("SELECT name FROM groups WHERE id = ?"), {adminGroup});

    // Joining an admin group is a promotion: group.admin_join on the user, the group in the detail.
    const QVariantMap joinAdmin{{QStringLiteral("user_id"), user}, {QStringLiteral("group_id"), adminGroup}};
    WriteResult r = writer.apply(ChangeSet::insert(QStringLiteral("user_groups"), joinAdmin));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QVariantMap entry = entryOf(r);
    QCOMPARE(entry.value(QStringLiteral("action")).toString(), QStringLiteral("group.admin_join"));
    QCOMPARE(entry.value(QStringLiteral("target_type")).toString(), QStringLiteral("user"));
    QCOMPARE(entry.value(QStringLiteral("target_id")).toLongLong(), user.toLongLong());
    QCOMPARE(entry.value(QStringLiteral("target_label")).toString(), email);
    QCOMPARE(QJsonDocument::fromJson(entry.value(QStringLiteral("detail")).toString().toUtf8())
                 .object()
                 .value(QStringLiteral("group"))
                 .toString(),
             adminName);
    r = writer.apply(ChangeSet::remove(QStringLiteral("user_groups"), r.after));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(entryOf(r).value(QStringLiteral("action")).toString(), QStringLiteral("group.admin_leave"));
    r = writer.apply(ChangeSet::insert(QStringLiteral("user_groups"),
                                       {{QStringLiteral("user_id"), user}, {QStringLiteral("group_id"), plainGroup}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(entryOf(r).value(QStringLiteral("action")).toString(), QStringLiteral("group.join"));

    // The superuser flag: user.promote / user.demote on target "user", labelled with the e-mail.
    r = writer.apply(ChangeSet::update(QStringLiteral("users"), fetch(*m_conn, "users", user),
                                       {{QStringLiteral("is_superuser"), true}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    entry = entryOf(r);
    QCOMPARE(entry.value(QStringLiteral("action")).toString(), QStringLiteral("user.promote"));
    QCOMPARE(entry.value(QStringLiteral("target_type")).toString(), QStringLiteral("user"));
    QCOMPARE(entry.value(QStringLiteral("target_label")).toString(), email);
    r = writer.apply(ChangeSet::update(QStringLiteral("users"), fetch(*m_conn, "users", user),
                                       {{QStringLiteral("is_superuser"), false}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(entryOf(r).value(QStringLiteral("action")).toString(), QStringLiteral("user.demote"));
    r = writer.apply(ChangeSet::update(QStringLiteral("users"), fetch(*m_conn, "users", user),
                                       {{QStringLiteral("full_name"), QStringLiteral("Renamed")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(entryOf(r).value(QStringLiteral("action")).toString(), QStringLiteral("user.update"));

    // A group's admin flag: group.promote on target "group".
    r = writer.apply(ChangeSet::update(QStringLiteral("groups"), fetch(*m_conn, "groups", plainGroup),
                                       {{QStringLiteral("is_admin"), true}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    entry = entryOf(r);
    QCOMPARE(entry.value(QStringLiteral("action")).toString(), QStringLiteral("group.promote"));
    QCOMPARE(entry.value(QStringLiteral("target_type")).toString(), QStringLiteral("group"));

    // Grants: permission.grant / permission.revoke on target "permission", labelled with the capability.
    const QVariant project = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM projects"));
    r = writer.apply(
        ChangeSet::insert(QStringLiteral("permissions"), {{QStringLiteral("project_id"), project},
                                                          {QStringLiteral("user_id"), user},
                                                          {QStringLiteral("capability"), QStringLiteral("run")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    entry = entryOf(r);
    QCOMPARE(entry.value(QStringLiteral("action")).toString(), QStringLiteral("permission.grant"));
    QCOMPARE(entry.value(QStringLiteral("target_type")).toString(), QStringLiteral("permission"));
    QCOMPARE(entry.value(QStringLiteral("target_label")).toString(), QStringLiteral("run"));
    r = writer.apply(ChangeSet::remove(QStringLiteral("permissions"), r.after));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(entryOf(r).value(QStringLiteral("action")).toString(), QStringLiteral("permission.revoke"));

    // No entry in Metadesk's own words is left anywhere.
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM audit_logs WHERE action LIKE '%.insert' OR "
                                            "target_type IN ('users', 'groups', 'user_groups', 'permissions')")),
             0);
}

void TestRowWriter::holotableEntriesInThePlatformsWords() {
    // src/lib/audit.ts: the action's object is the resource type (template.create on a template), a revoked token
    // is token.revoke; and a database at exactly 012, the first with audit_log, is written in the same words.
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const QVariant token =
        text(*m_conn, QStringLiteral("SELECT id FROM api_tokens WHERE revoked_at IS NULL ORDER BY id LIMIT 1"));
    const QVariantMap before = fetch(*m_conn, "api_tokens", token);
    QVERIFY(!before.isEmpty());
    WriteResult r = writer.apply(ChangeSet::update(QStringLiteral("api_tokens"), before,
                                                   {{QStringLiteral("revoked_at"), QDateTime::currentDateTimeUtc()}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QVariantMap entry = fetch(*m_conn, "audit_log", r.auditId);
    QCOMPARE(entry.value(QStringLiteral("action")).toString(), QStringLiteral("token.revoke"));
    QCOMPARE(entry.value(QStringLiteral("resource_type")).toString(), QStringLiteral("workspace"));
    QCOMPARE(entry.value(QStringLiteral("resource_id")).toString(),
             before.value(QStringLiteral("workspace_id")).toString());

    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    {
        auto setup = scratch.connect();
        QVERIFY(setup);
        const MigrationSet set = test::builtInMigrations(Platform::Holotable, *setup);
        QStringList applied;
        QVERIFY2(Migrator(*setup, set.upTo(QStringLiteral("012_audit_log.sql"))).upgrade(&applied, &error),
                 qPrintable(error));
        QCOMPARE(applied.size(), 12);
    }
    auto conn = scratch.connect();
    QVERIFY(conn && conn->catalog().table(QStringLiteral("audit_log")));
    RowWriter at012(*conn);
    at012.setActor(admin());
    r = at012.apply(ChangeSet::insert(QStringLiteral("templates"),
                                      {{QStringLiteral("workspace_id"), QStringLiteral("ws-012")},
                                       {QStringLiteral("kind"), QStringLiteral("panel")},
                                       {QStringLiteral("name"), QStringLiteral("Latency")},
                                       {QStringLiteral("body"), QStringLiteral("{\"kind\":\"panel\"}")},
                                       {QStringLiteral("created_by"), QStringLiteral("test-admin")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    entry = fetch(*conn, "audit_log", r.auditId);
    QCOMPARE(entry.value(QStringLiteral("action")).toString(), QStringLiteral("template.create"));
    QCOMPARE(entry.value(QStringLiteral("resource_type")).toString(), QStringLiteral("template"));
    QCOMPARE(entry.value(QStringLiteral("resource_id")).toString(), r.key.first().toString());
    QCOMPARE(entry.value(QStringLiteral("workspace_id")).toString(), QStringLiteral("ws-012"));
}

void TestRowWriter::holotableWithoutAuditLogIsJournaled() {
    // A Holotable database migrated only to 011 has no audit_log: Metadesk records its changes in the local change
    // journal instead, one line per committed change.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    {
        auto setup = scratch.connect();
        QVERIFY(setup);
        const MigrationSet set = test::builtInMigrations(Platform::Holotable, *setup);
        QStringList applied;
        QVERIFY2(Migrator(*setup, set.upTo(QStringLiteral("011_sessions.sql"))).upgrade(&applied, &error),
                 qPrintable(error));
        QCOMPARE(applied.size(), 11);
    }
    auto conn = scratch.connect();
    QVERIFY(conn);
    QVERIFY(!conn->catalog().table(QStringLiteral("audit_log")));
    QVERIFY(conn->catalog().table(QStringLiteral("templates")));
    RowWriter writer(*conn);
    writer.setActor(admin());
    QTemporaryDir dir;
    ChangeJournal journal(dir.filePath(QStringLiteral("journal/x.jsonl")));
    writer.setJournal(&journal);

    WriteResult r = writer.apply(
        ChangeSet::insert(QStringLiteral("templates"),
                          {{QStringLiteral("workspace_id"), QStringLiteral("ws-journal")},
                           {QStringLiteral("kind"), QStringLiteral("dashboard")},
                           {QStringLiteral("name"), QStringLiteral("Weekly review")},
                           {QStringLiteral("body"), QStringLiteral("{\"kind\":\"dashboard\",\"panels\":[]}")},
                           {QStringLiteral("created_by"), QStringLiteral("test-admin")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QVERIFY(!r.auditId.isValid());
    const QVariant id = r.key.first();
    r = writer.apply(ChangeSet::update(QStringLiteral("templates"), fetch(*conn, "templates", id),
                                       {{QStringLiteral("description"), QStringLiteral("journaled")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    r = writer.apply(ChangeSet::remove(QStringLiteral("templates"), fetch(*conn, "templates", id)));
    QVERIFY2(r.ok(), qPrintable(describe(r)));

    const QList<QJsonObject> entries = journal.entries();
    QCOMPARE(entries.size(), 3);
    QStringList actions;
    for (const QJsonObject& e : entries)
        actions << e.value(QStringLiteral("action")).toString();
    QCOMPARE(actions, (QStringList{QStringLiteral("template.create"), QStringLiteral("template.update"),
                                   QStringLiteral("template.delete")}));
    const QJsonObject update = entries.at(1);
    QCOMPARE(update.value(QStringLiteral("actor_label")).toString(), QStringLiteral("test-admin via Metadesk"));
    QCOMPARE(update.value(QStringLiteral("key")).toObject().value(QStringLiteral("id")).toString(), id.toString());
    QCOMPARE(update.value(QStringLiteral("changes"))
                 .toObject()
                 .value(QStringLiteral("description"))
                 .toObject()
                 .value(QStringLiteral("after"))
                 .toString(),
             QStringLiteral("journaled"));
    QVERIFY(journal.exportTo(dir.filePath(QStringLiteral("export.json")), &error));
}

void TestRowWriter::unchangedRowOfEveryKindIsNotAConflict() {
    // Every editable table's first row, written back with one harmless change, and then changed back from the row
    // the writer read after its write: the optimistic check must match the row as read (naive UTC timestamps with
    // microseconds, timestamptz, JSON kept as text and jsonb, text[], decimals, booleans as 0/1 on SQLite, uuid keys
    // as text, NULLs) on both engines.
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    QTemporaryDir dir;
    ChangeJournal journal(dir.filePath(QStringLiteral("j.jsonl")));
    writer.setJournal(&journal);
    int checked = 0;
    bool naiveTimestamps = false, uuidKeys = false;
    QSet<int> kinds;
    QStringList unchanged;
    for (const TableDescriptor& t : m_conn->catalog().tables()) {
        const EditPolicy policy = EditPolicy::forTable(t);
        if (!policy.canUpdate || t.primaryKey.isEmpty())
            continue;
        const RowStore store(*m_conn, t);
        QSqlQuery q(m_conn->db());
        QString error;
        QVERIFY2(m_conn->execBound(
                     &q, QStringLiteral("SELECT %1 FROM %2 LIMIT 1").arg(store.selectList(), store.quotedTable()), {},
                     &error),
                 qPrintable(error));
        if (!q.next())
            continue;
        const QVariantMap row = store.rowFrom(q);
        q.finish();
        // A column whose change no rule refuses: not a key, a reference, part of a unique key or of a pair the
        // rules tie together.
        const auto free = [&](const ColumnDescriptor& c) {
            if (policy.readOnlyColumns.contains(c.name) || t.primaryKey.contains(c.name) || t.foreignKey(c.name) ||
                t.exactlyOneOf.contains(c.name) || !c.described)
                return false;
            for (const QStringList& k : t.uniqueKeys)
                if (k.contains(c.name))
                    return false;
            for (const QStringList& g : t.bothOrNeither)
                if (g.contains(c.name))
                    return false;
            // Nor one whose values a domain rule shapes (a source's secret_ref is an UPPER_SNAKE family name).
            return HolotableRules::checkField(t, c.name, QStringLiteral("edited by the test")).isEmpty();
        };
        const ColumnDescriptor* target = nullptr;
        QVariant value;
        // A nullable text first, else a time, else any text, else another of its values, else a flag.
        for (const ColumnDescriptor& c : t.columns)
            if (!target && (c.kind == ColumnKind::Text || c.kind == ColumnKind::LongText) && c.nullable && free(c)) {
                target = &c;
                value = QStringLiteral("edited by the test");
            }
        for (const ColumnDescriptor& c : t.columns)
            if (!target && c.kind == ColumnKind::Timestamp && free(c) &&
                (c.name == QLatin1String("updated_at") || c.name.endsWith(QLatin1String("_at")))) {
                target = &c;
                value = QDateTime(QDate(2026, 11, 29), QTime(8, 15, 30, 250), Qt::UTC);
            }
        for (const ColumnDescriptor& c : t.columns)
            if (!target && (c.kind == ColumnKind::Text || c.kind == ColumnKind::LongText) && free(c)) {
                target = &c;
                value = valuecodec::toEdit(c, row.value(c.name)).toString() + QStringLiteral(" (edited)");
            }
        for (const ColumnDescriptor& c : t.columns)
            if (!target && c.kind == ColumnKind::Enum && free(c) && c.enumValues.size() > 1) {
                target = &c;
                const QString current = valuecodec::toEdit(c, row.value(c.name)).toString();
                value = c.enumValues.constLast() != current ? c.enumValues.constLast() : c.enumValues.constFirst();
            }
        for (const ColumnDescriptor& c : t.columns)
            if (!target && c.kind == ColumnKind::Bool && free(c)) {
                target = &c;
                value = !valuecodec::toEdit(c, row.value(c.name)).toBool();
            }
        if (!target) {
            unchanged << t.name; // a pure join (user_groups): nothing but its key
            continue;
        }
        const WriteResult r = writer.apply(ChangeSet::update(t.name, row, {{target->name, value}}));
        QVERIFY2(r.ok(), qPrintable(t.name + QStringLiteral(": ") + describe(r)));
        QVERIFY2(!r.nothingChanged, qPrintable(t.name));
        const WriteResult back = writer.apply(
            ChangeSet::update(t.name, r.after, {{target->name, valuecodec::toEdit(*target, row.value(target->name))}}));
        QVERIFY2(back.ok(), qPrintable(t.name + QStringLiteral(" back: ") + describe(back)));
        for (const ColumnDescriptor& c : t.columns) {
            kinds.insert(int(c.kind));
            naiveTimestamps = naiveTimestamps || (c.kind == ColumnKind::Timestamp && valuecodec::isNaiveTimestamp(c));
        }
        uuidKeys =
            uuidKeys || (t.platform == Platform::Holotable && t.primaryKey == QStringList{QStringLiteral("id")} &&
                         t.column(QStringLiteral("id"))->kind == ColumnKind::Text);
        ++checked;
    }
    QVERIFY2(checked >= 20, qPrintable(QString::number(checked)));
    QVERIFY2(unchanged == QStringList{QStringLiteral("user_groups")}, qPrintable(unchanged.join(QLatin1Char(','))));
    QVERIFY(naiveTimestamps && uuidKeys);
    for (ColumnKind k : {ColumnKind::Integer, ColumnKind::Decimal, ColumnKind::Text, ColumnKind::Bool,
                         ColumnKind::Timestamp, ColumnKind::Json, ColumnKind::TextArray, ColumnKind::Secret})
        QVERIFY2(kinds.contains(int(k)), qPrintable(QString::number(int(k))));
}

void TestRowWriter::concurrentEditIsAConflict() {
    auto other = m_scratch->connect();
    QVERIFY(other);
    RowWriter mine(*m_conn), theirs(*other);
    mine.setActor(admin());
    theirs.setActor(Actor{QVariant(), QStringLiteral("colleague via Metadesk")});
    const QVariant id = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM projects"));
    const QVariantMap seen = fetch(*m_conn, "projects", id);
    const QVariantMap seenByThem = fetch(*other, "projects", id);
    QVERIFY(!seen.isEmpty());

    WriteResult r = theirs.apply(ChangeSet::update(QStringLiteral("projects"), seenByThem,
                                                   {{QStringLiteral("description"), QStringLiteral("theirs")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    const qint64 audits = auditCount(*m_conn);

    // Mine was read before their change: refused as a conflict, their value kept, no audit entry.
    r = mine.apply(
        ChangeSet::update(QStringLiteral("projects"), seen, {{QStringLiteral("name"), QStringLiteral("mine")}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Conflict);
    QVERIFY(!r.rowGone);
    QCOMPARE(r.current.value(QStringLiteral("description")).toString(), QStringLiteral("theirs"));
    const QVariantMap now = fetch(*m_conn, "projects", id);
    QCOMPARE(now.value(QStringLiteral("description")).toString(), QStringLiteral("theirs"));
    QCOMPARE(now.value(QStringLiteral("name")), seen.value(QStringLiteral("name")));
    QCOMPARE(auditCount(*m_conn), audits);

    // A delete of a changed row is a conflict too; a row deleted meanwhile is reported as gone.
    r = mine.apply(ChangeSet::remove(QStringLiteral("projects"), seen));
    QCOMPARE(r.outcome, WriteResult::Outcome::Conflict);
    r = mine.apply(
        ChangeSet::insert(QStringLiteral("groups"), {{QStringLiteral("name"), QStringLiteral("short-lived")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    const QVariant groupId = r.key.first();
    const QVariantMap group = fetch(*m_conn, "groups", groupId);
    r = theirs.apply(ChangeSet::remove(QStringLiteral("groups"), fetch(*other, "groups", groupId)));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    const qint64 afterTheirs = auditCount(*m_conn);
    r = mine.apply(
        ChangeSet::update(QStringLiteral("groups"), group, {{QStringLiteral("description"), QStringLiteral("mine")}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Conflict);
    QVERIFY(r.rowGone);
    QCOMPARE(auditCount(*m_conn), afterTheirs);

    // The same on a Holotable row, keyed by a uuid.
    const QString templateId = text(*m_conn, QStringLiteral("SELECT id FROM templates ORDER BY name LIMIT 1"));
    const QVariantMap template_ = fetch(*m_conn, "templates", templateId);
    QVERIFY(!template_.isEmpty());
    r = theirs.apply(ChangeSet::update(QStringLiteral("templates"), fetch(*other, "templates", templateId),
                                       {{QStringLiteral("description"), QStringLiteral("theirs")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    r = mine.apply(
        ChangeSet::update(QStringLiteral("templates"), template_, {{QStringLiteral("name"), QStringLiteral("mine")}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Conflict);
    QCOMPARE(r.current.value(QStringLiteral("description")).toString(), QStringLiteral("theirs"));
    QCOMPARE(fetch(*m_conn, "templates", templateId).value(QStringLiteral("name")),
             template_.value(QStringLiteral("name")));
}

void TestRowWriter::randomInterleavedEditsLoseNothing() {
    // Three sessions append their own marks to one description, interleaved at random: each reads, the others may
    // write, then it writes; a conflict makes it read again and retry. Every mark must survive. A false conflict
    // (a row that only looks changed) would make every write retry for ever: the attempts are bounded.
    std::vector<std::unique_ptr<DbConnection>> conns;
    std::vector<RowWriter> writers;
    for (int i = 0; i < 3; ++i) {
        conns.push_back(m_scratch->connect());
        QVERIFY(conns.back());
    }
    for (int i = 0; i < 3; ++i) {
        writers.emplace_back(*conns[size_t(i)]);
        writers.back().setActor(Actor{QVariant(), QStringLiteral("session %1").arg(i)});
    }
    const QVariant id = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM groups"));
    QVERIFY2(
        m_conn->exec(QStringLiteral("UPDATE groups SET description = '' WHERE id = %1").arg(id.toLongLong()), nullptr),
        "reset");
    QRandomGenerator rng(7);
    const int marksEach = 12;
    int written[3] = {0, 0, 0};
    QVariantMap seen[3];
    int conflicts = 0, done = 0, attempts = 0;
    const qint64 audits = auditCount(*m_conn);
    while (done < 3 * marksEach) {
        QVERIFY2(
            ++attempts < 2000,
            qPrintable(
                QStringLiteral("%1 writes after %2 attempts, %3 conflicts").arg(done).arg(attempts).arg(conflicts)));
        const int s = int(rng.bounded(3));
        if (written[s] == marksEach)
            continue;
        if (seen[s].isEmpty() || rng.bounded(2) == 0) {
            if (seen[s].isEmpty())
                seen[s] = fetch(*conns[size_t(s)], "groups", id);
            else {
                const QString mark = QStringLiteral("[%1:%2]").arg(s).arg(written[s]);
                const QString description = seen[s].value(QStringLiteral("description")).toString() + mark;
                const WriteResult r = writers[size_t(s)].apply(ChangeSet::update(
                    QStringLiteral("groups"), seen[s], {{QStringLiteral("description"), description}}));
                if (r.outcome == WriteResult::Outcome::Conflict) {
                    QVERIFY2(!r.rowGone, qPrintable(r.message));
                    ++conflicts;
                } else {
                    QVERIFY2(r.ok(), qPrintable(describe(r)));
                    ++written[s];
                    ++done;
                }
                seen[s].clear();
            }
        }
    }
    const QString final = fetch(*m_conn, "groups", id).value(QStringLiteral("description")).toString();
    qsizetype length = 0;
    for (int s = 0; s < 3; ++s)
        for (int m = 0; m < marksEach; ++m) {
            const QString mark = QStringLiteral("[%1:%2]").arg(s).arg(m);
            QVERIFY2(final.contains(mark), qPrintable(final));
            length += mark.size();
        }
    QCOMPARE(final.size(), length); // and each exactly once
    QVERIFY(conflicts > 0);         // the schedule did interleave
    QCOMPARE(auditCount(*m_conn), audits + 3 * marksEach);
}

void TestRowWriter::accessControlRules() {
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const qint64 audits = auditCount(*m_conn);
    const QVariant project = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM projects"));
    const QVariant user = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM users"));
    const QVariant group = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM groups"));

    // Permissions: a user or a group, never both, never neither (the platform's code; the database has no CHECK).
    WriteResult r = writer.apply(
        ChangeSet::insert(QStringLiteral("permissions"), {{QStringLiteral("project_id"), project},
                                                          {QStringLiteral("user_id"), user},
                                                          {QStringLiteral("group_id"), group},
                                                          {QStringLiteral("capability"), QStringLiteral("view")}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(hasProblemOn(r, QStringLiteral("group_id"), QStringLiteral("not both")), qPrintable(describe(r)));
    r = writer.apply(
        ChangeSet::insert(QStringLiteral("permissions"), {{QStringLiteral("project_id"), project},
                                                          {QStringLiteral("capability"), QStringLiteral("view")}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(hasProblemOn(r, QStringLiteral("user_id"), QStringLiteral("exactly one")), qPrintable(describe(r)));
    // The capabilities are the platform's: view, run, edit, connect, manage.
    r = writer.apply(
        ChangeSet::insert(QStringLiteral("permissions"), {{QStringLiteral("project_id"), project},
                                                          {QStringLiteral("group_id"), group},
                                                          {QStringLiteral("capability"), QStringLiteral("admin")}}));
    QVERIFY2(hasProblemOn(r, QStringLiteral("capability"), QStringLiteral("one of")), qPrintable(describe(r)));
    QVERIFY2(r.message.contains(QStringLiteral("manage")), qPrintable(r.message));

    // A grant that already exists names the row holding it (the platform's code hands back the existing grant).
    QSqlQuery q(m_conn->db());
    QString error;
    QVERIFY(m_conn->execBound(&q,
                              QStringLiteral("SELECT id, project_id, group_id, capability FROM permissions WHERE "
                                             "group_id IS NOT NULL ORDER BY id LIMIT 1"),
                              {}, &error));
    QVERIFY(q.next());
    const QString existingId = q.value(0).toString();
    const QVariantMap dup{{QStringLiteral("project_id"), q.value(1)},
                          {QStringLiteral("group_id"), q.value(2)},
                          {QStringLiteral("capability"), q.value(3)}};
    q.finish();
    r = writer.apply(ChangeSet::insert(QStringLiteral("permissions"), dup));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(hasProblemOn(r, QStringLiteral("group_id"), QStringLiteral("#") + existingId), qPrintable(describe(r)));

    // Users: SSO issuer and subject both or neither; the SSO pair unique; a unique email names its holder.
    r = writer.apply(ChangeSet::insert(QStringLiteral("users"),
                                       {{QStringLiteral("email"), QStringLiteral("half.sso@example.test")},
                                        {QStringLiteral("full_name"), QStringLiteral("Half SSO")},
                                        {QStringLiteral("oidc_issuer"), QStringLiteral("https://idp.example")}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(hasProblemOn(r, QStringLiteral("oidc_subject"), QStringLiteral("go together")), qPrintable(describe(r)));
    QVERIFY(m_conn->execBound(&q,
                              QStringLiteral("SELECT id, email, oidc_issuer, oidc_subject FROM users WHERE "
                                             "oidc_issuer IS NOT NULL ORDER BY id LIMIT 1"),
                              {}, &error));
    QVERIFY(q.next());
    const QString ssoId = q.value(0).toString(), email = q.value(1).toString();
    const QVariant issuer = q.value(2), subject = q.value(3);
    q.finish();
    r = writer.apply(
        ChangeSet::insert(QStringLiteral("users"), {{QStringLiteral("email"), QStringLiteral("twin@example.test")},
                                                    {QStringLiteral("full_name"), QStringLiteral("Twin")},
                                                    {QStringLiteral("oidc_issuer"), issuer},
                                                    {QStringLiteral("oidc_subject"), subject}}));
    QVERIFY2(hasProblemOn(r, QStringLiteral("oidc_subject"), QStringLiteral("#") + ssoId), qPrintable(describe(r)));
    r = writer.apply(ChangeSet::insert(QStringLiteral("users"), {{QStringLiteral("full_name"), QStringLiteral("Twin")},
                                                                 {QStringLiteral("email"), email}}));
    QVERIFY2(hasProblemOn(r, QStringLiteral("email"), email), qPrintable(describe(r)));
    QVERIFY2(hasProblemOn(r, QStringLiteral("email"), QStringLiteral("#") + ssoId), qPrintable(describe(r)));
    // The email is NOT NULL: an account without one is refused before the database is asked.
    r = writer.apply(
        ChangeSet::insert(QStringLiteral("users"), {{QStringLiteral("full_name"), QStringLiteral("Nobody")}}));
    QVERIFY2(hasProblemOn(r, QStringLiteral("email"), QStringLiteral("Required")), qPrintable(describe(r)));

    // Groups: unique names, the holder named.
    const QString groupName = fetch(*m_conn, "groups", group).value(QStringLiteral("name")).toString();
    r = writer.apply(ChangeSet::insert(QStringLiteral("groups"), {{QStringLiteral("name"), groupName}}));
    QVERIFY2(hasProblemOn(r, QStringLiteral("name"), groupName), qPrintable(describe(r)));
    QVERIFY2(hasProblemOn(r, QStringLiteral("name"), QStringLiteral("#") + group.toString()), qPrintable(describe(r)));
    // Connections: a name once per project (uq_connection_project_name).
    QVERIFY(m_conn->execBound(&q, QStringLiteral("SELECT id, project_id, name FROM connections ORDER BY id LIMIT 1"),
                              {}, &error));
    QVERIFY(q.next());
    const QString connectionId = q.value(0).toString(), connectionName = q.value(2).toString();
    const QVariant connectionProject = q.value(1);
    q.finish();
    r = writer.apply(ChangeSet::insert(QStringLiteral("connections"),
                                       {{QStringLiteral("project_id"), connectionProject},
                                        {QStringLiteral("name"), connectionName},
                                        {QStringLiteral("db_type"), QStringLiteral("postgresql")},
                                        {QStringLiteral("host"), QStringLiteral("db.example.test")}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(hasProblemOn(r, QStringLiteral("name"), QStringLiteral("#") + connectionId), qPrintable(describe(r)));

    // Memberships: a duplicate is impossible.
    QVERIFY(m_conn->execBound(&q, QStringLiteral("SELECT user_id, group_id FROM user_groups LIMIT 1"), {}, &error));
    QVERIFY(q.next());
    const QVariantMap membership{{QStringLiteral("user_id"), q.value(0)}, {QStringLiteral("group_id"), q.value(1)}};
    q.finish();
    r = writer.apply(ChangeSet::insert(QStringLiteral("user_groups"), membership));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(!r.problems.isEmpty() && r.message.contains(QStringLiteral("Already taken")), qPrintable(describe(r)));
    QCOMPARE(auditCount(*m_conn), audits); // refusals leave no trace

    // And good input is accepted: a local account, an SSO identity, a grant to it. What the person leaves out is
    // what the platform's models give: an active account, neither superuser nor observer.
    r = writer.apply(
        ChangeSet::insert(QStringLiteral("users"), {{QStringLiteral("full_name"), QStringLiteral("Local")},
                                                    {QStringLiteral("email"), QStringLiteral("local@example.test")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    const TableDescriptor& users = table(*m_conn, "users");
    QCOMPARE(valuecodec::toEdit(*users.column(QStringLiteral("is_active")), r.after.value(QStringLiteral("is_active"))),
             QVariant(true));
    QCOMPARE(valuecodec::toEdit(*users.column(QStringLiteral("is_superuser")),
                                r.after.value(QStringLiteral("is_superuser"))),
             QVariant(false));
    r = writer.apply(ChangeSet::insert(QStringLiteral("users"),
                                       {{QStringLiteral("email"), QStringLiteral("sso@example.test")},
                                        {QStringLiteral("full_name"), QStringLiteral("SSO")},
                                        {QStringLiteral("oidc_issuer"), QStringLiteral("https://idp.example")},
                                        {QStringLiteral("oidc_subject"), QStringLiteral("new-subject-1")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    r = writer.apply(
        ChangeSet::insert(QStringLiteral("permissions"), {{QStringLiteral("project_id"), project},
                                                          {QStringLiteral("user_id"), r.key.first()},
                                                          {QStringLiteral("capability"), QStringLiteral("connect")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(auditCount(*m_conn), audits + 3);
}

void TestRowWriter::projectTreeRules() {
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    auto add = [&](const QString& name, const QVariant& parent) {
        const WriteResult r = writer.apply(ChangeSet::insert(
            QStringLiteral("projects"), {{QStringLiteral("name"), name}, {QStringLiteral("parent_id"), parent}}));
        return r.ok() ? r.key.first() : QVariant();
    };
    const QVariant a = add(QStringLiteral("A"), QVariant());
    const QVariant b = add(QStringLiteral("B"), a);
    const QVariant c = add(QStringLiteral("C"), b);
    QVERIFY(a.isValid() && b.isValid() && c.isValid());

    // A → B → C: making A a child of C, or of itself, is refused (the database has no such rule); moving C under A
    // is fine.
    WriteResult r = writer.apply(ChangeSet::update(QStringLiteral("projects"), fetch(*m_conn, "projects", a),
                                                   {{QStringLiteral("parent_id"), c}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(hasProblemOn(r, QStringLiteral("parent_id"), QStringLiteral("own ancestor")), qPrintable(describe(r)));
    r = writer.apply(ChangeSet::update(QStringLiteral("projects"), fetch(*m_conn, "projects", a),
                                       {{QStringLiteral("parent_id"), a}}));
    QVERIFY2(hasProblemOn(r, QStringLiteral("parent_id"), QStringLiteral("own parent")), qPrintable(describe(r)));
    QVERIFY(fetch(*m_conn, "projects", a).value(QStringLiteral("parent_id")).isNull());
    r = writer.apply(ChangeSet::update(QStringLiteral("projects"), fetch(*m_conn, "projects", c),
                                       {{QStringLiteral("parent_id"), a}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));

    // Deleting a project that still holds sub-projects is refused, saying what it holds; a leaf goes.
    DeleteImpact impact;
    QString error;
    QVERIFY2(DeleteImpact::measure(*m_conn, table(*m_conn, "projects"), a, &impact, &error), qPrintable(error));
    QCOMPARE(impact.blockingRows, 2);
    r = writer.apply(ChangeSet::remove(QStringLiteral("projects"), fetch(*m_conn, "projects", a)));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(r.message.contains(QStringLiteral("Projects (parent project)")), qPrintable(r.message));
    r = writer.apply(ChangeSet::remove(QStringLiteral("projects"), fetch(*m_conn, "projects", c)));
    QVERIFY2(r.ok(), qPrintable(describe(r)));

    // A demo project with flows and connections: the delete lists them and is refused.
    const QVariant busy = scalar(*m_conn, QStringLiteral("SELECT min(project_id) FROM flows"));
    QVERIFY2(DeleteImpact::measure(*m_conn, table(*m_conn, "projects"), busy, &impact, &error), qPrintable(error));
    QVERIFY(impact.blocks());
    QStringList tables;
    for (const DeleteImpact::Entry& e : std::as_const(impact.entries))
        tables << e.table;
    QVERIFY2(tables.contains(QStringLiteral("flows")) && tables.contains(QStringLiteral("connections")),
             qPrintable(tables.join(QLatin1Char(','))));
}

void TestRowWriter::deletingUserDoesWhatThePlatformDoes() {
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    // Someone who leaves: a membership, a direct grant, a project, a run, an AI chat with a turn and an upload of
    // theirs, and audit entries they made themselves.
    WriteResult r = writer.apply(
        ChangeSet::insert(QStringLiteral("users"), {{QStringLiteral("email"), QStringLiteral("leaver@example.test")},
                                                    {QStringLiteral("full_name"), QStringLiteral("Leaver")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    const QVariant user = r.key.first();
    RowWriter asLeaver(*m_conn);
    asLeaver.setActor(Actor{user, QStringLiteral("leaver@example.test")});
    const auto add = [&](const char* name, const QVariantMap& values) {
        const WriteResult added = asLeaver.apply(ChangeSet::insert(QString::fromLatin1(name), values));
        if (!added.ok())
            qWarning("%s: %s", name, qPrintable(describe(added)));
        return added.ok() ? added.key : QVariantList();
    };
    QVERIFY(!add("user_groups",
                 {{QStringLiteral("user_id"), user},
                  {QStringLiteral("group_id"), scalar(*m_conn, QStringLiteral("SELECT min(id) FROM groups"))}})
                 .isEmpty());
    QVERIFY(!add("permissions",
                 {{QStringLiteral("project_id"), scalar(*m_conn, QStringLiteral("SELECT min(id) FROM projects"))},
                  {QStringLiteral("user_id"), user},
                  {QStringLiteral("capability"), QStringLiteral("view")}})
                 .isEmpty());
    const QVariantList project = add(
        "projects", {{QStringLiteral("name"), QStringLiteral("Leaver's corner")}, {QStringLiteral("owner_id"), user}});
    QVERIFY(!project.isEmpty());
    const QVariantList chat = add("ai_chats", {{QStringLiteral("user_id"), user},
                                               {QStringLiteral("title"), QStringLiteral("How many orders?")},
                                               {QStringLiteral("model_id"), QStringLiteral("gpt-oss-120b")}});
    QVERIFY(!chat.isEmpty());
    QVERIFY(!add("ai_chat_turns", {{QStringLiteral("chat_id"), chat.first()},
                                   {QStringLiteral("question"), QStringLiteral("How many orders came in yesterday?")}})
                 .isEmpty());
    QVERIFY(!add("uploads", {{QStringLiteral("dataset_id"), QStringLiteral("ds-leaver")},
                             {QStringLiteral("bucket"), QStringLiteral("uploads")},
                             {QStringLiteral("parquet_key"), QStringLiteral("uploads/leaver.parquet")},
                             {QStringLiteral("owner_id"), user}})
                 .isEmpty());
    // Runs are the platform's queue, never written through Metadesk: one is made theirs directly.
    const QVariant run = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM runs"));
    QSqlQuery q(m_conn->db());
    QString error;
    QVERIFY2(m_conn->execBound(&q, QStringLiteral("UPDATE runs SET launched_by = ? WHERE id = ?"), {user, run}, &error),
             qPrintable(error));
    const auto count = [&](const char* sql) { return scalar(*m_conn, QString::fromLatin1(sql), {user}); };
    const qint64 entries = count("SELECT count(*) FROM audit_logs WHERE actor_id = ?");
    QCOMPARE(entries, 6);

    DeleteImpact impact;
    QVERIFY2(DeleteImpact::measure(*m_conn, table(*m_conn, "users"), user, &impact, &error), qPrintable(error));
    QHash<QString, DeleteImpact::Entry> byTable;
    for (const DeleteImpact::Entry& e : std::as_const(impact.entries))
        byTable.insert(e.table + QLatin1Char('.') + e.column, e);
    QCOMPARE(byTable.value(QStringLiteral("audit_logs.actor_id")).onDelete, OnDelete::SetNull);
    QCOMPARE(byTable.value(QStringLiteral("audit_logs.actor_id")).rows, entries);
    for (const char* key : {"user_groups.user_id", "permissions.user_id", "ai_chats.user_id", "uploads.owner_id"})
        QVERIFY2(byTable.value(QString::fromLatin1(key)).onDelete == OnDelete::Cascade, key);
    for (const char* key : {"projects.owner_id", "runs.launched_by"})
        QVERIFY2(byTable.value(QString::fromLatin1(key)).onDelete == OnDelete::SetNull, key);
    QVERIFY(!impact.notes.isEmpty());
    QVERIFY(!impact.blocks());

    // One transaction: a reference this connection's catalog does not know (a table made after it read the schema)
    // makes the final delete fail, and all the delete emptied and removed before it comes back.
    auto other = m_scratch->connect();
    QVERIFY(other);
    QVERIFY2(other->exec(QStringLiteral("CREATE TABLE leaver_watch (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL "
                                        "REFERENCES users (id))"),
                         &error),
             qPrintable(error));
    QVERIFY2(other->exec(QStringLiteral("INSERT INTO leaver_watch (id, user_id) VALUES (1, %1)").arg(user.toLongLong()),
                         &error),
             qPrintable(error));
    const qint64 audits = auditCount(*m_conn);
    r = writer.apply(ChangeSet::remove(QStringLiteral("users"), fetch(*m_conn, "users", user)));
    QCOMPARE(r.outcome, WriteResult::Outcome::Failed);
    QVERIFY2(r.message.contains(QStringLiteral("still point at this one")), qPrintable(r.message));
    QCOMPARE(count("SELECT count(*) FROM users WHERE id = ?"), 1);
    QCOMPARE(count("SELECT count(*) FROM user_groups WHERE user_id = ?"), 1);
    QCOMPARE(count("SELECT count(*) FROM permissions WHERE user_id = ?"), 1);
    QCOMPARE(count("SELECT count(*) FROM projects WHERE owner_id = ?"), 1);
    QCOMPARE(count("SELECT count(*) FROM runs WHERE launched_by = ?"), 1);
    QCOMPARE(count("SELECT count(*) FROM ai_chats WHERE user_id = ?"), 1);
    QCOMPARE(count("SELECT count(*) FROM uploads WHERE owner_id = ?"), 1);
    QCOMPARE(count("SELECT count(*) FROM audit_logs WHERE actor_id = ?"), entries);
    QCOMPARE(auditCount(*m_conn), audits);
    QVERIFY2(other->exec(QStringLiteral("DROP TABLE leaver_watch"), &error), qPrintable(error));
    other.reset();

    // Now it goes, doing in its transaction what the platform's DELETE /users/{id} does: memberships, direct
    // grants, chats with their turns and uploads removed; owner and actor references emptied; the audit entries kept,
    // still naming them through actor_label.
    r = writer.apply(ChangeSet::remove(QStringLiteral("users"), fetch(*m_conn, "users", user)));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(count("SELECT count(*) FROM users WHERE id = ?"), 0);
    QCOMPARE(count("SELECT count(*) FROM user_groups WHERE user_id = ?"), 0);
    QCOMPARE(count("SELECT count(*) FROM permissions WHERE user_id = ?"), 0);
    QCOMPARE(count("SELECT count(*) FROM ai_chats WHERE user_id = ?"), 0);
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM ai_chat_turns WHERE chat_id = ?"), {chat.first()}),
             0);
    QCOMPARE(count("SELECT count(*) FROM uploads WHERE owner_id = ?"), 0);
    QCOMPARE(count("SELECT count(*) FROM audit_logs WHERE actor_id = ?"), 0);
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM audit_logs WHERE actor_id IS NULL AND actor_label = "
                                            "'leaver@example.test'")),
             entries);
    QVERIFY(fetch(*m_conn, "projects", project.first()).value(QStringLiteral("owner_id")).isNull());
    QVERIFY(fetch(*m_conn, "runs", run).value(QStringLiteral("launched_by")).isNull());
    QCOMPARE(r.cascadedRows, 4);
    QCOMPARE(r.emptiedRows, entries + 2);
    QCOMPARE(auditCount(*m_conn), audits + 1); // Metadesk's own entry for the delete
    // Undo cannot bring back what the delete emptied or removed: it says so.
    ChangeSet undo;
    QString why;
    QVERIFY(!writer.inverse(ChangeSet::remove(QStringLiteral("users"), r.before), r, &undo, &why));
    QVERIFY(!why.isEmpty());

    // A user the platform's delete leaves a reference to (the author of a flow version) cannot be deleted: the
    // foreign key would refuse it, so Metadesk refuses first, says which rows, and changes nothing.
    const QVariant author = scalar(*m_conn, QStringLiteral("SELECT min(created_by) FROM flow_versions"));
    const qint64 memberships =
        scalar(*m_conn, QStringLiteral("SELECT count(*) FROM user_groups WHERE user_id = ?"), {author});
    QVERIFY2(DeleteImpact::measure(*m_conn, table(*m_conn, "users"), author, &impact, &error), qPrintable(error));
    QVERIFY(impact.blocks());
    const qint64 before = auditCount(*m_conn);
    r = writer.apply(ChangeSet::remove(QStringLiteral("users"), fetch(*m_conn, "users", author)));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(r.message.contains(QStringLiteral("Flow versions (created by)")), qPrintable(r.message));
    QVERIFY(!fetch(*m_conn, "users", author).isEmpty());
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM user_groups WHERE user_id = ?"), {author}),
             memberships);
    QCOMPARE(auditCount(*m_conn), before);
}

void TestRowWriter::readOnlyTablesRefused() {
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const qint64 audits = auditCount(*m_conn);
    const qint64 holotableAudits = holotableAuditCount(*m_conn);
    for (const char* name :
         {"audit_logs", "flow_versions", "runs", "ai_spend", "login_attempts", "flow_presence",
          "data_contract_versions", "data_contract_results", "schema_state", "audit_log", "dashboard_versions",
          "llm_usage", "generation_log", "sessions", "conversations", "conversation_messages"}) {
        const TableDescriptor* t = m_conn->catalog().table(QString::fromLatin1(name));
        QVERIFY2(t, name);
        QVERIFY2(!EditPolicy::forTable(*t).canEditAnything(), name);
        const WriteResult r = writer.apply(ChangeSet::insert(t->name, {}));
        QVERIFY2(r.outcome == WriteResult::Outcome::Invalid && !r.message.isEmpty(), name);
    }
    // An update of an audit entry is refused the same way, on both platforms' trails.
    for (const char* name : {"audit_logs", "audit_log"}) {
        const QVariant id = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM %1").arg(QString::fromLatin1(name)));
        const QVariantMap row = fetch(*m_conn, name, id);
        QVERIFY2(!row.isEmpty(), name);
        const WriteResult r = writer.apply(
            ChangeSet::update(QString::fromLatin1(name), row, {{QStringLiteral("action"), QStringLiteral("x")}}));
        QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
        QVERIFY2(r.message.contains(QStringLiteral("append-only")), qPrintable(r.message));
    }
    QCOMPARE(auditCount(*m_conn), audits);
    QCOMPARE(holotableAuditCount(*m_conn), holotableAudits);
    // Sources are tombstoned, never deleted through the generic path.
    QVERIFY(!EditPolicy::forTable(table(*m_conn, "sources")).canDelete);
    QVERIFY(EditPolicy::forTable(table(*m_conn, "sources")).canUpdate);
}

void TestRowWriter::undoIsANewAuditedChange() {
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const QVariant id = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM groups"));
    const QVariantMap before = fetch(*m_conn, "groups", id);
    const ChangeSet change = ChangeSet::update(QStringLiteral("groups"), before,
                                               {{QStringLiteral("description"), QStringLiteral("changed")}});
    const WriteResult done = writer.apply(change);
    QVERIFY2(done.ok(), qPrintable(describe(done)));
    const qint64 audits = auditCount(*m_conn);
    ChangeSet undo;
    QString why;
    QVERIFY2(writer.inverse(change, done, &undo, &why), qPrintable(why));
    const WriteResult undone = writer.apply(undo);
    QVERIFY2(undone.ok(), qPrintable(describe(undone)));
    QCOMPARE(fetch(*m_conn, "groups", id).value(QStringLiteral("description")),
             before.value(QStringLiteral("description")));
    QCOMPARE(auditCount(*m_conn), audits + 1);
    QCOMPARE(fetch(*m_conn, "audit_logs", undone.auditId).value(QStringLiteral("action")).toString(),
             QStringLiteral("group.update"));

    // Insert → undo deletes; delete (of a row nothing points at) → undo restores it with its id.
    const ChangeSet insert =
        ChangeSet::insert(QStringLiteral("banners"), {{QStringLiteral("message"), QStringLiteral("Hello")}});
    const WriteResult inserted = writer.apply(insert);
    QVERIFY2(inserted.ok(), qPrintable(describe(inserted)));
    QCOMPARE(inserted.after.value(QStringLiteral("level")).toString(), QStringLiteral("warning")); // the model's
    QVERIFY(writer.inverse(insert, inserted, &undo, &why));
    QVERIFY(writer.apply(undo).ok());
    QVERIFY(fetch(*m_conn, "banners", inserted.key.first()).isEmpty());
    const QVariant banner = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM banners"));
    const ChangeSet remove = ChangeSet::remove(QStringLiteral("banners"), fetch(*m_conn, "banners", banner));
    const WriteResult removed = writer.apply(remove);
    QVERIFY2(removed.ok(), qPrintable(describe(removed)));
    QVERIFY(writer.inverse(remove, removed, &undo, &why));
    const WriteResult restored = writer.apply(undo);
    QVERIFY2(restored.ok(), qPrintable(describe(restored)));
    QCOMPARE(restored.key.first().toLongLong(), banner.toLongLong());
    QCOMPARE(fetch(*m_conn, "banners", banner), remove.original);
}

void TestRowWriter::rowHeldByAnotherSessionIsRefusedCleanly() {
    // Another session is in the middle of writing the row (PostgreSQL: a row lock; SQLite: the write lock): the
    // change waits a bounded time, then says so, and nothing is half written.
    auto other = m_scratch->connect();
    QVERIFY(other);
    const QVariant id = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM groups"));
    const QVariantMap row = fetch(*m_conn, "groups", id);
    const qint64 audits = auditCount(*m_conn);
    QVERIFY(other->exec(other->isSqlite() ? QStringLiteral("BEGIN IMMEDIATE") : QStringLiteral("BEGIN"), nullptr));
    QVERIFY(other->exec(QStringLiteral("UPDATE groups SET description = 'busy' WHERE id = %1").arg(id.toLongLong()),
                        nullptr));
    RowWriter writer(*m_conn);
    writer.setLockTimeoutMs(300);
    QElapsedTimer waited;
    waited.start();
    const WriteResult r = writer.apply(
        ChangeSet::update(QStringLiteral("groups"), row, {{QStringLiteral("description"), QStringLiteral("mine")}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Failed);
    QVERIFY2(r.message.contains(QStringLiteral("Someone else is changing")), qPrintable(r.message));
    QVERIFY2(waited.elapsed() < 30000, qPrintable(QString::number(waited.elapsed())));
    QVERIFY(other->exec(QStringLiteral("ROLLBACK"), nullptr));
    QCOMPARE(auditCount(*m_conn), audits);
    QCOMPARE(fetch(*m_conn, "groups", id), row);
    // The session is healthy afterwards: the same change now goes through.
    const WriteResult again = writer.apply(
        ChangeSet::update(QStringLiteral("groups"), row, {{QStringLiteral("description"), QStringLiteral("mine")}}));
    QVERIFY2(again.ok(), qPrintable(describe(again)));
}

void TestRowWriter::concurrentMovesCannotMakeACycle() {
    // Two admins at once: one moves A under B, the other B under A. Each move alone is fine; together they are a
    // cycle. The second must wait for the first and then be refused with the reason, on PostgreSQL's READ COMMITTED
    // as on SQLite.
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    auto add = [&](const QString& name) {
        const WriteResult r = writer.apply(ChangeSet::insert(
            QStringLiteral("projects"), {{QStringLiteral("name"), name}, {QStringLiteral("parent_id"), QVariant()}}));
        return r.ok() ? r.key.first() : QVariant();
    };
    const QVariant a = add(QStringLiteral("race-A")), b = add(QStringLiteral("race-B"));
    QVERIFY(a.isValid() && b.isValid());
    const QVariantMap bAsSeen = fetch(*m_conn, "projects", b);

    // The first admin's move, not yet committed.
    auto first = m_scratch->connect();
    QVERIFY(first);
    QVERIFY(first->exec(first->isSqlite() ? QStringLiteral("BEGIN IMMEDIATE") : QStringLiteral("BEGIN"), nullptr));
    QVERIFY(first->exec(
        QStringLiteral("UPDATE projects SET parent_id = %1 WHERE id = %2").arg(b.toLongLong()).arg(a.toLongLong()),
        nullptr));

    // The second admin's, from another session (its own connection, in its own thread).
    WriteResult second;
    std::atomic<bool> done{false};
    std::unique_ptr<QThread> thread(QThread::create([&] {
        auto conn = m_scratch->connect();
        if (conn) {
            RowWriter other(*conn);
            other.setActor(admin());
            other.setLockTimeoutMs(20000);
            second =
                other.apply(ChangeSet::update(QStringLiteral("projects"), bAsSeen, {{QStringLiteral("parent_id"), a}}));
        }
        done = true;
    }));
    thread->start();
    QTest::qWait(700);
    QVERIFY2(!done, "the second move went ahead while the first was not committed");
    QVERIFY(first->exec(QStringLiteral("COMMIT"), nullptr));
    QVERIFY(thread->wait(30000));
    QCOMPARE(second.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(hasProblemOn(second, QStringLiteral("parent_id"), QStringLiteral("own ancestor")),
             qPrintable(describe(second)));
    QCOMPARE(fetch(*m_conn, "projects", b).value(QStringLiteral("parent_id")).isNull(), true);
    QCOMPARE(fetch(*m_conn, "projects", a).value(QStringLiteral("parent_id")).toLongLong(), b.toLongLong());
}

void TestRowWriter::lastEditorIsWhoSaves() {
    // updated_by names the last editor: after a change through Metadesk it names this admin (Tabularia: their
    // users.id, or NULL when Metadesk does not know it, never the previous editor; Holotable: the identity subject,
    // as its audit_log's actor_sub), on update and on insert.
    const QVariant adminId = scalar(*m_conn, QStringLiteral("SELECT max(id) FROM users"));
    const QString model = text(*m_conn, QStringLiteral("SELECT min(model_id) FROM ai_models"));
    QVERIFY(!model.startsWith(QLatin1Char('<')));
    QVERIFY(m_conn->exec(QStringLiteral("UPDATE ai_models SET updated_by = (SELECT min(id) FROM users)"), nullptr));
    RowWriter writer(*m_conn);
    writer.setActor(Actor{adminId, QStringLiteral("root@example.com via Metadesk")});
    QVariantMap row = fetch(*m_conn, "ai_models", model);
    WriteResult r = writer.apply(ChangeSet::update(
        QStringLiteral("ai_models"), row,
        {{QStringLiteral("enabled"), !valuecodec::toEdit(*table(*m_conn, "ai_models").column(QStringLiteral("enabled")),
                                                         row.value(QStringLiteral("enabled")))
                                          .toBool()}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(fetch(*m_conn, "ai_models", model).value(QStringLiteral("updated_by")).toLongLong(), adminId.toLongLong());
    // Without a known account: NULL, not whoever edited before.
    writer.setActor(admin());
    row = fetch(*m_conn, "ai_models", model);
    r = writer.apply(ChangeSet::update(QStringLiteral("ai_models"), row,
                                       {{QStringLiteral("enabled"), !row.value(QStringLiteral("enabled")).toBool()}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QVERIFY(fetch(*m_conn, "ai_models", model).value(QStringLiteral("updated_by")).isNull());

    // Holotable: a text subject, NOT NULL, filled on insert too.
    r = writer.apply(ChangeSet::insert(QStringLiteral("workspace_prompts"),
                                       {{QStringLiteral("workspace_id"), QStringLiteral("ws-attribution")},
                                        {QStringLiteral("glossary"), QStringLiteral("terms")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(fetch(*m_conn, "workspace_prompts", QStringLiteral("ws-attribution"))
                 .value(QStringLiteral("updated_by"))
                 .toString(),
             admin().label);
    QVERIFY(m_conn->exec(
        QStringLiteral(
            "UPDATE workspace_prompts SET updated_by = 'someone-else' WHERE workspace_id = 'ws-attribution'"),
        nullptr));
    writer.setActor(Actor{QVariant(), QStringLiteral("second admin via Metadesk")});
    row = fetch(*m_conn, "workspace_prompts", QStringLiteral("ws-attribution"));
    r = writer.apply(ChangeSet::update(QStringLiteral("workspace_prompts"), row,
                                       {{QStringLiteral("glossary"), QStringLiteral("more terms")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(fetch(*m_conn, "workspace_prompts", QStringLiteral("ws-attribution"))
                 .value(QStringLiteral("updated_by"))
                 .toString(),
             QStringLiteral("second admin via Metadesk"));
}

void TestRowWriter::secretsAreNeverTyped() {
    // A secret column holds the platform's own format (Fernet, bcrypt, sealed bytes): typed text is refused on insert
    // and on update, the generic edit path never offers it, and nothing is written.
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const QVariant connection = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM connections"));
    const QVariantMap row = fetch(*m_conn, "connections", connection);
    const qint64 audits = auditCount(*m_conn);
    WriteResult r = writer.apply(ChangeSet::update(
        QStringLiteral("connections"), row, {{QStringLiteral("password_encrypted"), QStringLiteral("hunter2")}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QCOMPARE(fetch(*m_conn, "connections", connection), row);
    QVERIFY(EditPolicy::forTable(table(*m_conn, "connections"))
                .readOnlyColumns.contains(QStringLiteral("password_encrypted")));
    QVERIFY(EditPolicy::forTable(table(*m_conn, "users")).readOnlyColumns.contains(QStringLiteral("hashed_password")));
    r = writer.apply(
        ChangeSet::insert(QStringLiteral("users"), {{QStringLiteral("email"), QStringLiteral("x@example.com")},
                                                    {QStringLiteral("hashed_password"), QStringLiteral("pw")}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(hasProblemOn(r, QStringLiteral("hashed_password"), QStringLiteral("never written as typed")),
             qPrintable(describe(r)));
    QCOMPARE(auditCount(*m_conn), audits);
    // A new connection without a password gets the platform's own "no password" (empty text), not a typed one.
    r = writer.apply(ChangeSet::insert(
        QStringLiteral("connections"),
        {{QStringLiteral("name"), QStringLiteral("no-secret")},
         {QStringLiteral("project_id"), scalar(*m_conn, QStringLiteral("SELECT min(id) FROM projects"))},
         {QStringLiteral("db_type"), QStringLiteral("postgresql")},
         {QStringLiteral("host"), QStringLiteral("db.example.com")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(text(*m_conn, QStringLiteral("SELECT password_encrypted FROM connections WHERE id = ?"), {r.key.first()}),
             QString());
}

void TestRowWriter::severalChangesAllOrNone() {
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    QList<qint64> ids;
    for (const char* name : {"batch-a", "batch-b", "batch-c"}) {
        const WriteResult r = writer.apply(
            ChangeSet::insert(QStringLiteral("groups"), {{QStringLiteral("name"), QString::fromLatin1(name)}}));
        QVERIFY2(r.ok(), qPrintable(r.message));
        ids << r.key.value(0).toLongLong();
    }
    const qint64 audits = auditCount(*m_conn);
    // The third row changed since it was read: nothing of the batch is written, the first two included.
    QList<ChangeSet> changes;
    for (qint64 id : ids)
        changes << ChangeSet::remove(QStringLiteral("groups"), fetch(*m_conn, "groups", id));
    QSqlQuery q(m_conn->db());
    QVERIFY(q.exec(QStringLiteral("UPDATE groups SET description = 'changed meanwhile' WHERE id = %1").arg(ids.at(2))));
    WriteResult failure;
    int failedAt = -1;
    QVERIFY(writer.applyAll(changes, &failure, &failedAt).isEmpty());
    QCOMPARE(failure.outcome, WriteResult::Outcome::Conflict);
    QCOMPARE(failedAt, 2);
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE name LIKE 'batch-%'")), 3);
    QCOMPARE(auditCount(*m_conn), audits);
    // Read again, all three go in one transaction, each with its own audit entry.
    changes.clear();
    for (qint64 id : ids)
        changes << ChangeSet::remove(QStringLiteral("groups"), fetch(*m_conn, "groups", id));
    const QList<WriteResult> results = writer.applyAll(changes, &failure, &failedAt);
    QCOMPARE(results.size(), 3);
    QCOMPARE(failedAt, -1);
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE name LIKE 'batch-%'")), 0);
    QCOMPARE(auditCount(*m_conn), audits + 3);
    // The connection is out of the batch's transaction: a single change still commits on its own.
    const WriteResult single =
        writer.apply(ChangeSet::insert(QStringLiteral("groups"), {{QStringLiteral("name"), QStringLiteral("after")}}));
    QVERIFY2(single.ok(), qPrintable(single.message));
    auto other = m_scratch->connect();
    QCOMPARE(scalar(*other, QStringLiteral("SELECT count(*) FROM groups WHERE name = 'after'")), 1);
}

QTEST_GUILESS_MAIN(TestRowWriter)
void TestRowWriter::operationPolicyKeepsWhatItDoesNotName() {
    // An operation may write tables the generic edit refuses (the queue), but what it does not name stays as the
    // generic edit has it: read-only columns read-only, unique keys checked.
    RowWriter writer(*m_conn);
    writer.setActor(admin());
    const qint64 audits = auditCount(*m_conn);
    const QVariant connection = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM connections"));
    const QVariantMap row = fetch(*m_conn, "connections", connection);
    const ChangeSet secret = ChangeSet::update(QStringLiteral("connections"), row,
                                               {{QStringLiteral("password_encrypted"), QStringLiteral("hunter2")}});
    WriteResult r = writer.applyOperation(secret);
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(hasProblemOn(r, QStringLiteral("password_encrypted"), QStringLiteral("cannot be changed")),
             qPrintable(describe(r)));
    QCOMPARE(fetch(*m_conn, "connections", connection), row);
    const EditPolicy named =
        EditPolicy::forOperation(table(*m_conn, "connections"), {QStringLiteral("password_encrypted")});
    QVERIFY(!named.readOnlyColumns.contains(QStringLiteral("password_encrypted")));
    QVERIFY(named.readOnlyColumns.contains(QStringLiteral("id")));

    // A unique key the operation does not take over is checked before writing, in words.
    const QString taken = text(*m_conn, QStringLiteral("SELECT min(name) FROM groups"), {});
    r = writer.applyOperation(ChangeSet::insert(QStringLiteral("groups"), {{QStringLiteral("name"), taken}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(hasProblemOn(r, QStringLiteral("name"), QStringLiteral("Already taken")), qPrintable(describe(r)));

    // runs' flow_id key is partial (one live orchestration): the generic check, which cannot tell, refuses a second
    // run of a flow; the operation that checks it itself takes it over.
    const QVariant flow = scalar(*m_conn, QStringLiteral("SELECT min(flow_id) FROM runs WHERE kind = 'flow'"));
    ChangeSet queued =
        ChangeSet::insert(QStringLiteral("runs"), {{QStringLiteral("kind"), QStringLiteral("flow")},
                                                   {QStringLiteral("flow_id"), flow},
                                                   {QStringLiteral("status"), QStringLiteral("SUCCESS")},
                                                   {QStringLiteral("trigger_type"), QStringLiteral("manual")},
                                                   {QStringLiteral("publish_overwrite"), false},
                                                   {QStringLiteral("publish_sort_keys"), QStringLiteral("[]")},
                                                   {QStringLiteral("started_at"), QDateTime::currentDateTimeUtc()}});
    for (const char* empty : {"task_id", "input_key", "output_bucket", "output_key", "publish_description"})
        queued.carried.insert(QLatin1String(empty), QString(QLatin1String("")));
    r = writer.applyOperation(queued);
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(hasProblemOn(r, QStringLiteral("flow_id"), QStringLiteral("Already taken")), qPrintable(describe(r)));
    QCOMPARE(auditCount(*m_conn), audits);
    OperationWrite how;
    how.takesOverUniqueKeys = {{QStringLiteral("flow_id")}};
    how.platformAudit = false; // audited by another change of its operation
    r = writer.applyOperation(queued, how);
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(auditCount(*m_conn), audits);
}

#include "tst_RowWriter.moc"
