#include "common/TestDatabases.h"
#include "core/schema/MigrationSet.h"
#include "core/schema/Migrator.h"
#include "core/schema/Platform.h"

#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {

/// What refused a row. The database's message tells them apart and names the constraint (PostgreSQL) or the
/// table, column or check (SQLite), so a row refused for an unrelated reason does not pass as the rule at work.
enum class Violation { Unique, Check, ForeignKey, NotNull };

/// Both platforms migrated to head on a new connection to the scratch database; null with the reason in *error.
std::unique_ptr<DbConnection> migrated(const ScratchDatabase& scratch, QString* error) {
    if (!scratch.isValid()) {
        *error = scratch.error();
        return nullptr;
    }
    auto conn = scratch.connect();
    if (!conn) {
        *error = QStringLiteral("cannot open the scratch database");
        return nullptr;
    }
    for (Platform p : platforms::all()) {
        MigrationSet set;
        QStringList applied;
        if (!MigrationSet::loadBuiltIn(p, conn->isSqlite(), &set, error) ||
            !Migrator(*conn, set).upgrade(&applied, error))
            return nullptr;
    }
    return conn;
}

/// Runs one statement with its values bound in order.
QSqlError execBound(const DbConnection& conn, const QString& sql, const QVariantList& values) {
    QSqlQuery q(conn.db());
    if (!q.prepare(sql))
        return q.lastError();
    for (const QVariant& v : values)
        q.addBindValue(v);
    q.exec();
    return q.lastError();
}

/// Runs fixed statements (the parent rows a case needs); false with the failing statement and error in *error.
bool execAll(const DbConnection& conn, const QStringList& statements, QString* error) {
    for (const QString& sql : statements) {
        const QSqlError e = execBound(conn, sql, {});
        if (e.isValid()) {
            *error = sql + QStringLiteral(": ") + e.text();
            return false;
        }
    }
    return true;
}

/// A NULL to bind.
QVariant sqlNull() {
    return QVariant(QMetaType::fromType<qint64>());
}

/// The message a violation of `rule` produces. rule is the constraint name, or `table.column` for NOT NULL; table
/// is the table the statement writes (SQLite names only the table and columns of a unique key).
QRegularExpression expectedMessage(bool sqlite, Violation kind, const QString& rule, const QString& table) {
    const QString r = QRegularExpression::escape(rule);
    QString pattern;
    switch (kind) {
    case Violation::Unique:
        pattern = sqlite ? QStringLiteral("UNIQUE constraint failed: %1\\.").arg(QRegularExpression::escape(table))
                         : QStringLiteral("violates unique constraint \"%1\"").arg(r);
        break;
    case Violation::Check:
        pattern = sqlite ? QStringLiteral("CHECK constraint failed: %1\\b").arg(r)
                         : QStringLiteral("violates check constraint \"%1\"").arg(r);
        break;
    case Violation::ForeignKey:
        pattern = sqlite ? QStringLiteral("FOREIGN KEY constraint failed")
                         : QStringLiteral("violates foreign key constraint \"%1\"").arg(r);
        break;
    case Violation::NotNull: {
        const QStringList parts = rule.split(QLatin1Char('.'));
        pattern =
            sqlite ? QStringLiteral("NOT NULL constraint failed: %1\\b").arg(r)
                   : QStringLiteral("null value in column \"%1\" of relation \"%2\" violates not-null constraint")
                         .arg(QRegularExpression::escape(parts.value(1)), QRegularExpression::escape(parts.value(0)));
        break;
    }
    }
    return QRegularExpression(pattern);
}

/// The table an INSERT, UPDATE or DELETE writes.
QString tableOf(const QString& sql) {
    static const QRegularExpression re(QStringLiteral("^\\s*(?:INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+(\\w+)"),
                                       QRegularExpression::CaseInsensitiveOption);
    return re.match(sql).captured(1);
}

/// True when the statement goes through; otherwise *why holds the database's error.
bool accepts(const DbConnection& conn, const QString& sql, const QVariantList& values, QString* why) {
    const QSqlError e = execBound(conn, sql, values);
    if (!e.isValid())
        return true;
    *why = QStringLiteral("refused, but must be accepted: %1\n  %2").arg(e.text(), sql);
    return false;
}

/// True when the statement is refused, and refused by `rule`; otherwise *why says what happened instead.
bool refuses(const DbConnection& conn, Violation kind, const QString& rule, const QString& sql,
             const QVariantList& values, QString* why) {
    const QSqlError e = execBound(conn, sql, values);
    if (!e.isValid()) {
        *why = QStringLiteral("accepted, but %1 must refuse it:\n  %2").arg(rule, sql);
        return false;
    }
    const QRegularExpression expected = expectedMessage(conn.isSqlite(), kind, rule, tableOf(sql));
    if (!expected.match(e.text()).hasMatch()) {
        *why = QStringLiteral("refused, but not by %1 (expected /%2/): %3\n  %4")
                   .arg(rule, expected.pattern(), e.text(), sql);
        return false;
    }
    return true;
}

/// count(*) of the rows of `table` matching `where`; -1 (and a warning) when the query fails.
qint64 count(const DbConnection& conn, const QString& table, const QString& where, const QVariantList& values) {
    QSqlQuery q(conn.db());
    q.prepare(QStringLiteral("SELECT count(*) FROM %1 WHERE %2").arg(table, where));
    for (const QVariant& v : values)
        q.addBindValue(v);
    if (!q.exec() || !q.next()) {
        qWarning("count of %s failed: %s", qPrintable(table), qPrintable(q.lastError().text()));
        return -1;
    }
    return q.value(0).toLongLong();
}

// Parent rows, one of each kind, id 1 ('d1' for the dashboard). A case inserts those it needs.
QString user() {
    return QStringLiteral("INSERT INTO users (id, display_name) VALUES (1, 'Ada Lovelace')");
}
QString group() {
    return QStringLiteral("INSERT INTO groups (id, name) VALUES (1, 'analysts')");
}
QString project() {
    return QStringLiteral("INSERT INTO projects (id, name) VALUES (1, 'Sales')");
}
QString connection() {
    return QStringLiteral(
        "INSERT INTO connections (id, project_id, name, kind) VALUES (1, 1, 'warehouse', 'postgresql')");
}
QString flow() {
    return QStringLiteral("INSERT INTO flows (id, project_id, name, engine) VALUES (1, 1, 'nightly', 'sql')");
}
QString datasource() {
    return QStringLiteral("INSERT INTO datasources (id, project_id, name) VALUES (1, 1, 'orders')");
}
QString run() {
    return QStringLiteral("INSERT INTO runs (id) VALUES (1)");
}
QString aiChat() {
    return QStringLiteral("INSERT INTO ai_chats (id) VALUES (1)");
}
QString dashboard() {
    return QStringLiteral("INSERT INTO dashboards (id, workspace_id, title) VALUES ('d1', 'w1', 'Revenue')");
}
QString dashboardVersion() {
    return QStringLiteral("INSERT INTO dashboard_versions (id, dashboard_id, version, spec) VALUES (1, 'd1', 1, '{}')");
}

} // namespace

/// The rules the two schemas promise (docs/schema.md), on both engines: every unique key, check and foreign key
/// refuses a violating row and accepts a valid one; deleting a user keeps history; deleting a dashboard takes what
/// hangs off it; the columns deliberately without a foreign key accept dangling values.
class TestSchemaRules : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();

    void foreignKeysEnforced_data() { test::addEngineColumn(), test::addEngineRows(); }
    void foreignKeysEnforced();
    void ssoIdentityUnique_data() { test::addEngineColumn(), test::addEngineRows(); }
    void ssoIdentityUnique();
    void ssoIdentityIsBothOrNeither_data() { test::addEngineColumn(), test::addEngineRows(); }
    void ssoIdentityIsBothOrNeither();
    void groupNamesUnique_data() { test::addEngineColumn(), test::addEngineRows(); }
    void groupNamesUnique();
    void membershipNotDuplicated_data() { test::addEngineColumn(), test::addEngineRows(); }
    void membershipNotDuplicated();
    void permissionHasExactlyOneGrantee_data() { test::addEngineColumn(), test::addEngineRows(); }
    void permissionHasExactlyOneGrantee();
    void namesUniqueInsideProject_data();
    void namesUniqueInsideProject();
    void flowVersionsUnique_data() { test::addEngineColumn(), test::addEngineRows(); }
    void flowVersionsUnique();
    void contractVersionsUnique_data() { test::addEngineColumn(), test::addEngineRows(); }
    void contractVersionsUnique();
    void oneContractPerDatasource_data() { test::addEngineColumn(), test::addEngineRows(); }
    void oneContractPerDatasource();
    void templateKindMatchesBody_data() { test::addEngineColumn(), test::addEngineRows(); }
    void templateKindMatchesBody();
    void templateNamesUnique_data() { test::addEngineColumn(), test::addEngineRows(); }
    void templateNamesUnique();
    void chatMessageKey_data() { test::addEngineColumn(), test::addEngineRows(); }
    void chatMessageKey();
    void projectIdRequired_data();
    void projectIdRequired();
    void otherForeignKeysNullable_data() { test::addEngineColumn(), test::addEngineRows(); }
    void otherForeignKeysNullable();
    void foreignKeyRefusesMissingRow_data();
    void foreignKeyRefusesMissingRow();
    void deletingUserKeepsHistory_data() { test::addEngineColumn(), test::addEngineRows(); }
    void deletingUserKeepsHistory();
    void deletingDashboardCascades_data() { test::addEngineColumn(), test::addEngineRows(); }
    void deletingDashboardCascades();
    void currentVersionCheckedAtCommit_data() { test::addEngineColumn(), test::addEngineRows(); }
    void currentVersionCheckedAtCommit();
    void noForeignKeyByDesign_data();
    void noForeignKeyByDesign();
};

void TestSchemaRules::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestSchemaRules::foreignKeysEnforced() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    QVERIFY2(migrated(scratch, &why), qPrintable(why));

    // A connection of its own, as any part of Metadesk opens it.
    auto conn = scratch.connect();
    QVERIFY(conn);
    if (engine == ScratchDatabase::Engine::Sqlite) {
        QSqlQuery q(conn->db());
        QVERIFY2(q.exec(QStringLiteral("PRAGMA foreign_keys")) && q.next(), qPrintable(q.lastError().text()));
        QCOMPARE(q.value(0).toInt(), 1);
    }
    QVERIFY2(execAll(*conn, {group()}, &why), qPrintable(why));
    const QString sql = QStringLiteral("INSERT INTO user_groups (user_id, group_id) VALUES (?, 1)");
    QVERIFY2(refuses(*conn, Violation::ForeignKey, QStringLiteral("fk_user_groups_user_id"), sql, {42}, &why),
             qPrintable(why));
    QCOMPARE(count(*conn, QStringLiteral("user_groups"), QStringLiteral("1 = 1"), {}), 0);
}

void TestSchemaRules::ssoIdentityUnique() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    const auto conn = migrated(scratch, &why);
    QVERIFY2(conn, qPrintable(why));

    const QString sql =
        QStringLiteral("INSERT INTO users (id, display_name, oidc_issuer, oidc_subject) VALUES (?, ?, ?, ?)");
    const QString issuer = QStringLiteral("https://idp.example.com");
    // Local accounts have neither: the partial index lets any number of them exist.
    QVERIFY2(accepts(*conn, sql, {1, QStringLiteral("Ada"), sqlNull(), sqlNull()}, &why), qPrintable(why));
    QVERIFY2(accepts(*conn, sql, {2, QStringLiteral("Grace"), sqlNull(), sqlNull()}, &why), qPrintable(why));
    QVERIFY2(accepts(*conn, sql, {3, QStringLiteral("Alan"), issuer, QStringLiteral("sub-1")}, &why), qPrintable(why));
    QVERIFY2(refuses(*conn, Violation::Unique, QStringLiteral("uq_users_oidc_issuer_oidc_subject"), sql,
                     {4, QStringLiteral("Impostor"), issuer, QStringLiteral("sub-1")}, &why),
             qPrintable(why));
    // The same subject at another issuer is another identity.
    QVERIFY2(accepts(*conn, sql,
                     {4, QStringLiteral("Alan elsewhere"), QStringLiteral("https://other.example.com"),
                      QStringLiteral("sub-1")},
                     &why),
             qPrintable(why));
    QCOMPARE(count(*conn, QStringLiteral("users"), QStringLiteral("1 = 1"), {}), 4);
}

void TestSchemaRules::ssoIdentityIsBothOrNeither() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    const auto conn = migrated(scratch, &why);
    QVERIFY2(conn, qPrintable(why));

    const QString sql =
        QStringLiteral("INSERT INTO users (id, display_name, oidc_issuer, oidc_subject) VALUES (?, ?, ?, ?)");
    const QString rule = QStringLiteral("ck_users_oidc_pair");
    const QString issuer = QStringLiteral("https://idp.example.com");
    QVERIFY2(refuses(*conn, Violation::Check, rule, sql, {1, QStringLiteral("Ada"), issuer, sqlNull()}, &why),
             qPrintable(why));
    QVERIFY2(refuses(*conn, Violation::Check, rule, sql, {1, QStringLiteral("Ada"), sqlNull(), QStringLiteral("sub-1")},
                     &why),
             qPrintable(why));
    QVERIFY2(accepts(*conn, sql, {1, QStringLiteral("Ada"), issuer, QStringLiteral("sub-1")}, &why), qPrintable(why));
    QVERIFY2(accepts(*conn, sql, {2, QStringLiteral("Grace"), sqlNull(), sqlNull()}, &why), qPrintable(why));
}

void TestSchemaRules::groupNamesUnique() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    const auto conn = migrated(scratch, &why);
    QVERIFY2(conn, qPrintable(why));

    const QString sql = QStringLiteral("INSERT INTO groups (id, name) VALUES (?, ?)");
    QVERIFY2(accepts(*conn, sql, {1, QStringLiteral("analysts")}, &why), qPrintable(why));
    QVERIFY2(
        refuses(*conn, Violation::Unique, QStringLiteral("uq_groups_name"), sql, {2, QStringLiteral("analysts")}, &why),
        qPrintable(why));
    QVERIFY2(accepts(*conn, sql, {2, QStringLiteral("engineers")}, &why), qPrintable(why));
}

void TestSchemaRules::membershipNotDuplicated() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    const auto conn = migrated(scratch, &why);
    QVERIFY2(conn, qPrintable(why));
    QVERIFY2(execAll(*conn, {user(), group(), QStringLiteral("INSERT INTO groups (id, name) VALUES (2, 'engineers')")},
                     &why),
             qPrintable(why));

    const QString sql = QStringLiteral("INSERT INTO user_groups (user_id, group_id) VALUES (?, ?)");
    QVERIFY2(accepts(*conn, sql, {1, 1}, &why), qPrintable(why));
    QVERIFY2(refuses(*conn, Violation::Unique, QStringLiteral("pk_user_groups"), sql, {1, 1}, &why), qPrintable(why));
    QVERIFY2(accepts(*conn, sql, {1, 2}, &why), qPrintable(why));
    QCOMPARE(count(*conn, QStringLiteral("user_groups"), QStringLiteral("user_id = ?"), {1}), 2);
}

void TestSchemaRules::permissionHasExactlyOneGrantee() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    const auto conn = migrated(scratch, &why);
    QVERIFY2(conn, qPrintable(why));
    QVERIFY2(execAll(*conn, {user(), group(), project()}, &why), qPrintable(why));

    const QString sql = QStringLiteral(
        "INSERT INTO permissions (id, project_id, user_id, group_id, capability) VALUES (?, 1, ?, ?, 'view')");
    const QString rule = QStringLiteral("ck_permissions_one_grantee");
    QVERIFY2(refuses(*conn, Violation::Check, rule, sql, {1, 1, 1}, &why), qPrintable(why));
    QVERIFY2(refuses(*conn, Violation::Check, rule, sql, {1, sqlNull(), sqlNull()}, &why), qPrintable(why));
    QVERIFY2(accepts(*conn, sql, {1, 1, sqlNull()}, &why), qPrintable(why));
    QVERIFY2(accepts(*conn, sql, {2, sqlNull(), 1}, &why), qPrintable(why));
}

void TestSchemaRules::namesUniqueInsideProject_data() {
    test::addEngineColumn();
    QTest::addColumn<QString>("sql"); // binds id, project_id, name
    QTest::addColumn<QString>("rule");
    const QList<std::pair<QString, QString>> tables{
        {QStringLiteral("connections"),
         QStringLiteral("INSERT INTO connections (id, project_id, name, kind) VALUES (?, ?, ?, 'postgresql')")},
        {QStringLiteral("datasources"),
         QStringLiteral("INSERT INTO datasources (id, project_id, name) VALUES (?, ?, ?)")},
        {QStringLiteral("saved_views"),
         QStringLiteral("INSERT INTO saved_views (id, project_id, name) VALUES (?, ?, ?)")},
    };
    for (const auto& [table, sql] : tables)
        for (auto engine : {ScratchDatabase::Engine::Sqlite, ScratchDatabase::Engine::Postgres})
            QTest::newRow(qPrintable(table + QLatin1Char(' ') + ScratchDatabase::engineName(engine)))
                << engine << sql << QStringLiteral("uq_%1_project_id_name").arg(table);
}

void TestSchemaRules::namesUniqueInsideProject() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(QString, sql);
    QFETCH(QString, rule);
    ScratchDatabase scratch(engine);
    QString why;
    const auto conn = migrated(scratch, &why);
    QVERIFY2(conn, qPrintable(why));
    QVERIFY2(execAll(*conn, {project(), QStringLiteral("INSERT INTO projects (id, name) VALUES (2, 'Finance')")}, &why),
             qPrintable(why));

    QVERIFY2(accepts(*conn, sql, {1, 1, QStringLiteral("orders")}, &why), qPrintable(why));
    QVERIFY2(refuses(*conn, Violation::Unique, rule, sql, {2, 1, QStringLiteral("orders")}, &why), qPrintable(why));
    QVERIFY2(accepts(*conn, sql, {2, 2, QStringLiteral("orders")}, &why), qPrintable(why));
    QVERIFY2(accepts(*conn, sql, {3, 1, QStringLiteral("customers")}, &why), qPrintable(why));
}

void TestSchemaRules::flowVersionsUnique() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    const auto conn = migrated(scratch, &why);
    QVERIFY2(conn, qPrintable(why));
    QVERIFY2(
        execAll(*conn,
                {project(), flow(),
                 QStringLiteral("INSERT INTO flows (id, project_id, name, engine) VALUES (2, 1, 'hourly', 'sql')")},
                &why),
        qPrintable(why));

    const QString sql =
        QStringLiteral("INSERT INTO flow_versions (id, flow_id, version, definition) VALUES (?, ?, ?, '{}')");
    const QString rule = QStringLiteral("uq_flow_versions_flow_id_version");
    QVERIFY2(accepts(*conn, sql, {1, 1, 1}, &why), qPrintable(why));
    QVERIFY2(refuses(*conn, Violation::Unique, rule, sql, {2, 1, 1}, &why), qPrintable(why));
    QVERIFY2(accepts(*conn, sql, {2, 1, 2}, &why), qPrintable(why));
    QVERIFY2(accepts(*conn, sql, {3, 2, 1}, &why), qPrintable(why));
}

void TestSchemaRules::contractVersionsUnique() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    const auto conn = migrated(scratch, &why);
    QVERIFY2(conn, qPrintable(why));

    // No datasource rows: the contract tables carry no foreign key.
    const QString sql = QStringLiteral(
        "INSERT INTO data_contract_versions (id, datasource_id, version, document) VALUES (?, ?, ?, '{}')");
    const QString rule = QStringLiteral("uq_data_contract_versions_datasource_id_version");
    QVERIFY2(accepts(*conn, sql, {1, 7, 1}, &why), qPrintable(why));
    QVERIFY2(refuses(*conn, Violation::Unique, rule, sql, {2, 7, 1}, &why), qPrintable(why));
    QVERIFY2(accepts(*conn, sql, {2, 7, 2}, &why), qPrintable(why));
    QVERIFY2(accepts(*conn, sql, {3, 8, 1}, &why), qPrintable(why));
}

void TestSchemaRules::oneContractPerDatasource() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    const auto conn = migrated(scratch, &why);
    QVERIFY2(conn, qPrintable(why));

    const QString sql = QStringLiteral("INSERT INTO data_contracts (id, datasource_id) VALUES (?, ?)");
    QVERIFY2(accepts(*conn, sql, {1, 7}, &why), qPrintable(why));
    QVERIFY2(refuses(*conn, Violation::Unique, QStringLiteral("uq_data_contracts_datasource_id"), sql, {2, 7}, &why),
             qPrintable(why));
    QVERIFY2(accepts(*conn, sql, {2, 8}, &why), qPrintable(why));
}

void TestSchemaRules::templateKindMatchesBody() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    const auto conn = migrated(scratch, &why);
    QVERIFY2(conn, qPrintable(why));

    const QString sql =
        QStringLiteral("INSERT INTO templates (id, workspace_id, kind, name, body) VALUES (?, 'w1', ?, ?, ?)");
    // Neither panel nor dashboard, although the body agrees.
    QVERIFY2(refuses(*conn, Violation::Check, QStringLiteral("ck_templates_kind"), sql,
                     {QStringLiteral("t1"), QStringLiteral("report"), QStringLiteral("Weekly"),
                      QStringLiteral(R"({"kind": "report"})")},
                     &why),
             qPrintable(why));
    const QString rule = QStringLiteral("ck_templates_kind_matches_body");
    QVERIFY2(refuses(*conn, Violation::Check, rule, sql,
                     {QStringLiteral("t1"), QStringLiteral("panel"), QStringLiteral("KPI"),
                      QStringLiteral(R"({"kind": "dashboard"})")},
                     &why),
             qPrintable(why));
    QVERIFY2(refuses(*conn, Violation::Check, rule, sql,
                     {QStringLiteral("t1"), QStringLiteral("panel"), QStringLiteral("KPI"),
                      QStringLiteral(R"({"title": "KPI"})")},
                     &why),
             qPrintable(why));
    QVERIFY2(accepts(*conn, sql,
                     {QStringLiteral("t1"), QStringLiteral("panel"), QStringLiteral("KPI"),
                      QStringLiteral(R"({"kind": "panel", "title": "KPI"})")},
                     &why),
             qPrintable(why));
    QVERIFY2(accepts(*conn, sql,
                     {QStringLiteral("t2"), QStringLiteral("dashboard"), QStringLiteral("Weekly"),
                      QStringLiteral(R"({"kind": "dashboard"})")},
                     &why),
             qPrintable(why));
}

void TestSchemaRules::templateNamesUnique() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    const auto conn = migrated(scratch, &why);
    QVERIFY2(conn, qPrintable(why));

    const QString sql =
        QStringLiteral("INSERT INTO templates (id, workspace_id, kind, name, body) VALUES (?, ?, ?, 'KPI', ?)");
    const QString panel = QStringLiteral("panel");
    const QString panelBody = QStringLiteral(R"({"kind": "panel"})");
    QVERIFY2(accepts(*conn, sql, {QStringLiteral("t1"), QStringLiteral("w1"), panel, panelBody}, &why),
             qPrintable(why));
    QVERIFY2(refuses(*conn, Violation::Unique, QStringLiteral("uq_templates_workspace_id_kind_name"), sql,
                     {QStringLiteral("t2"), QStringLiteral("w1"), panel, panelBody}, &why),
             qPrintable(why));
    QVERIFY2(accepts(*conn, sql,
                     {QStringLiteral("t2"), QStringLiteral("w1"), QStringLiteral("dashboard"),
                      QStringLiteral(R"({"kind": "dashboard"})")},
                     &why),
             qPrintable(why));
    QVERIFY2(accepts(*conn, sql, {QStringLiteral("t3"), QStringLiteral("w2"), panel, panelBody}, &why),
             qPrintable(why));
}

void TestSchemaRules::chatMessageKey() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    const auto conn = migrated(scratch, &why);
    QVERIFY2(conn, qPrintable(why));
    QVERIFY2(execAll(*conn, {dashboard()}, &why), qPrintable(why));

    const QString sql = QStringLiteral(
        "INSERT INTO chat_messages (id, dashboard_id, user_sub, role, content) VALUES (?, 'd1', ?, 'user', '{}')");
    QVERIFY2(accepts(*conn, sql, {QStringLiteral("msg-1"), QStringLiteral("alice")}, &why), qPrintable(why));
    // The SDK's ids are only unique per person: the same id from someone else is another message.
    QVERIFY2(accepts(*conn, sql, {QStringLiteral("msg-1"), QStringLiteral("bob")}, &why), qPrintable(why));
    QVERIFY2(refuses(*conn, Violation::Unique, QStringLiteral("pk_chat_messages"), sql,
                     {QStringLiteral("msg-1"), QStringLiteral("alice")}, &why),
             qPrintable(why));
    QCOMPARE(count(*conn, QStringLiteral("chat_messages"), QStringLiteral("id = ?"), {QStringLiteral("msg-1")}), 2);
}

void TestSchemaRules::projectIdRequired_data() {
    test::addEngineColumn();
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("sql"); // binds project_id
    const QList<std::pair<QString, QString>> tables{
        {QStringLiteral("connections"),
         QStringLiteral(
             "INSERT INTO connections (id, project_id, name, kind) VALUES (1, ?, 'warehouse', 'postgresql')")},
        {QStringLiteral("flows"),
         QStringLiteral("INSERT INTO flows (id, project_id, name, engine) VALUES (1, ?, 'nightly', 'sql')")},
        {QStringLiteral("datasources"),
         QStringLiteral("INSERT INTO datasources (id, project_id, name) VALUES (1, ?, 'orders')")},
        {QStringLiteral("saved_views"),
         QStringLiteral("INSERT INTO saved_views (id, project_id, name) VALUES (1, ?, 'by region')")},
        {QStringLiteral("permissions"),
         QStringLiteral("INSERT INTO permissions (id, project_id, user_id, capability) VALUES (1, ?, 1, 'view')")},
    };
    for (const auto& [table, sql] : tables)
        for (auto engine : {ScratchDatabase::Engine::Sqlite, ScratchDatabase::Engine::Postgres})
            QTest::newRow(qPrintable(table + QLatin1Char(' ') + ScratchDatabase::engineName(engine)))
                << engine << table << sql;
}

void TestSchemaRules::projectIdRequired() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(QString, table);
    QFETCH(QString, sql);
    ScratchDatabase scratch(engine);
    QString why;
    const auto conn = migrated(scratch, &why);
    QVERIFY2(conn, qPrintable(why));
    QVERIFY2(execAll(*conn, {user(), project()}, &why), qPrintable(why));

    QVERIFY2(refuses(*conn, Violation::NotNull, table + QStringLiteral(".project_id"), sql, {sqlNull()}, &why),
             qPrintable(why));
    QVERIFY2(accepts(*conn, sql, {1}, &why), qPrintable(why));
}

void TestSchemaRules::otherForeignKeysNullable() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    const auto conn = migrated(scratch, &why);
    QVERIFY2(conn, qPrintable(why));
    QVERIFY2(execAll(*conn, {user(), group()}, &why), qPrintable(why));

    // Every foreign key column but project_id and the user_groups key, explicitly NULL (permissions: one grantee
    // must be set, so each of the two is NULL in turn).
    const QStringList rows{
        QStringLiteral("INSERT INTO projects (id, name, parent_id, owner_id) VALUES (1, 'Sales', NULL, NULL)"),
        QStringLiteral("INSERT INTO permissions (id, project_id, user_id, group_id, capability) "
                       "VALUES (1, 1, NULL, 1, 'view')"),
        QStringLiteral("INSERT INTO permissions (id, project_id, user_id, group_id, capability) "
                       "VALUES (2, 1, 1, NULL, 'view')"),
        QStringLiteral("INSERT INTO connections (id, project_id, name, kind, owner_id) "
                       "VALUES (1, 1, 'warehouse', 'postgresql', NULL)"),
        QStringLiteral("INSERT INTO flows (id, project_id, name, engine, owner_id, run_scheduled_by, "
                       "notify_connection_id) VALUES (1, 1, 'nightly', 'sql', NULL, NULL, NULL)"),
        QStringLiteral("INSERT INTO flow_versions (id, flow_id, version, definition, created_by) "
                       "VALUES (1, NULL, 1, '{}', NULL)"),
        QStringLiteral("INSERT INTO datasources (id, project_id, name, flow_id, connection_id, owner_id, "
                       "refresh_scheduled_by) VALUES (1, 1, 'orders', NULL, NULL, NULL, NULL)"),
        QStringLiteral("INSERT INTO runs (id, flow_id, parent_run_id, launched_by, publish_project_id, datasource_id) "
                       "VALUES (1, NULL, NULL, NULL, NULL, NULL)"),
        QStringLiteral("INSERT INTO saved_views (id, project_id, datasource_id, name, owner_id) "
                       "VALUES (1, 1, NULL, 'by region', NULL)"),
        QStringLiteral("INSERT INTO audit_logs (id, actor_id, actor_label, action) VALUES (1, NULL, 'system', 'boot')"),
        QStringLiteral("INSERT INTO banners (id, message, created_by) VALUES (1, 'Maintenance tonight', NULL)"),
        QStringLiteral("INSERT INTO uploads (id, filename, owner_id) VALUES (1, 'orders.csv', NULL)"),
        QStringLiteral("INSERT INTO privacy_notice (id, version, body, updated_by) VALUES (1, 1, 'Policy', NULL)"),
        QStringLiteral("INSERT INTO disabled_engines (engine, disabled_by) VALUES ('spark', NULL)"),
        QStringLiteral("INSERT INTO ai_models (id, provider, model_name, updated_by) "
                       "VALUES (1, 'anthropic', 'claude', NULL)"),
        QStringLiteral("INSERT INTO ai_chat_turns (id, chat_id, turn_index, question) VALUES (1, NULL, 0, 'Why?')"),
        QStringLiteral("INSERT INTO dashboards (id, workspace_id, title, current_version_id) "
                       "VALUES ('d1', 'w1', 'Revenue', NULL)"),
    };
    for (const QString& sql : rows)
        QVERIFY2(accepts(*conn, sql, {}, &why), qPrintable(why));
}

void TestSchemaRules::foreignKeyRefusesMissingRow_data() {
    test::addEngineColumn();
    QTest::addColumn<QString>("constraint");
    QTest::addColumn<QStringList>("parents");
    QTest::addColumn<QString>("sql"); // binds the reference
    QTest::addColumn<QVariant>("missing");
    QTest::addColumn<QVariant>("existing");

    struct Key {
        const char* column;
        QStringList parents;
        QString sql;
        QVariant missing = qint64(999999);
        QVariant existing = qint64(1);
    };
    const QVariant d1 = QStringLiteral("d1");
    const QVariant noDashboard = QStringLiteral("no-such-dashboard");
    const QList<Key> keys{
        {"user_groups.user_id",
         {user(), group()},
         QStringLiteral("INSERT INTO user_groups (user_id, group_id) VALUES (?, 1)")},
        {"user_groups.group_id",
         {user(), group()},
         QStringLiteral("INSERT INTO user_groups (user_id, group_id) VALUES (1, ?)")},
        {"projects.parent_id",
         {project()},
         QStringLiteral("INSERT INTO projects (id, name, parent_id) VALUES (2, 'Sub', ?)")},
        {"projects.owner_id",
         {user()},
         QStringLiteral("INSERT INTO projects (id, name, owner_id) VALUES (1, 'Sales', ?)")},
        {"permissions.project_id",
         {user(), project()},
         QStringLiteral("INSERT INTO permissions (id, project_id, user_id, capability) VALUES (1, ?, 1, 'view')")},
        {"permissions.user_id",
         {user(), project()},
         QStringLiteral("INSERT INTO permissions (id, project_id, user_id, capability) VALUES (1, 1, ?, 'view')")},
        {"permissions.group_id",
         {group(), project()},
         QStringLiteral("INSERT INTO permissions (id, project_id, group_id, capability) VALUES (1, 1, ?, 'view')")},
        {"connections.project_id",
         {project()},
         QStringLiteral(
             "INSERT INTO connections (id, project_id, name, kind) VALUES (1, ?, 'warehouse', 'postgresql')")},
        {"connections.owner_id",
         {user(), project()},
         QStringLiteral("INSERT INTO connections (id, project_id, name, kind, owner_id) "
                        "VALUES (1, 1, 'warehouse', 'postgresql', ?)")},
        {"flows.project_id",
         {project()},
         QStringLiteral("INSERT INTO flows (id, project_id, name, engine) VALUES (1, ?, 'nightly', 'sql')")},
        {"flows.owner_id",
         {user(), project()},
         QStringLiteral(
             "INSERT INTO flows (id, project_id, name, engine, owner_id) VALUES (1, 1, 'nightly', 'sql', ?)")},
        {"flows.run_scheduled_by",
         {user(), project()},
         QStringLiteral("INSERT INTO flows (id, project_id, name, engine, run_scheduled_by) "
                        "VALUES (1, 1, 'nightly', 'sql', ?)")},
        {"flows.notify_connection_id",
         {project(), connection()},
         QStringLiteral("INSERT INTO flows (id, project_id, name, engine, notify_connection_id) "
                        "VALUES (1, 1, 'nightly', 'sql', ?)")},
        {"flow_versions.flow_id",
         {project(), flow()},
         QStringLiteral("INSERT INTO flow_versions (id, flow_id, version, definition) VALUES (1, ?, 1, '{}')")},
        {"flow_versions.created_by",
         {user()},
         QStringLiteral("INSERT INTO flow_versions (id, version, definition, created_by) VALUES (1, 1, '{}', ?)")},
        {"datasources.project_id",
         {project()},
         QStringLiteral("INSERT INTO datasources (id, project_id, name) VALUES (1, ?, 'orders')")},
        {"datasources.flow_id",
         {project(), flow()},
         QStringLiteral("INSERT INTO datasources (id, project_id, name, flow_id) VALUES (1, 1, 'orders', ?)")},
        {"datasources.connection_id",
         {project(), connection()},
         QStringLiteral("INSERT INTO datasources (id, project_id, name, connection_id) VALUES (1, 1, 'orders', ?)")},
        {"datasources.owner_id",
         {user(), project()},
         QStringLiteral("INSERT INTO datasources (id, project_id, name, owner_id) VALUES (1, 1, 'orders', ?)")},
        {"datasources.refresh_scheduled_by",
         {user(), project()},
         QStringLiteral("INSERT INTO datasources (id, project_id, name, refresh_scheduled_by) "
                        "VALUES (1, 1, 'orders', ?)")},
        {"runs.flow_id", {project(), flow()}, QStringLiteral("INSERT INTO runs (id, flow_id) VALUES (1, ?)")},
        {"runs.parent_run_id", {run()}, QStringLiteral("INSERT INTO runs (id, parent_run_id) VALUES (2, ?)")},
        {"runs.launched_by", {user()}, QStringLiteral("INSERT INTO runs (id, launched_by) VALUES (1, ?)")},
        {"runs.publish_project_id",
         {project()},
         QStringLiteral("INSERT INTO runs (id, publish_project_id) VALUES (1, ?)")},
        {"runs.datasource_id",
         {project(), datasource()},
         QStringLiteral("INSERT INTO runs (id, datasource_id) VALUES (1, ?)")},
        {"saved_views.project_id",
         {project()},
         QStringLiteral("INSERT INTO saved_views (id, project_id, name) VALUES (1, ?, 'by region')")},
        {"saved_views.datasource_id",
         {project(), datasource()},
         QStringLiteral("INSERT INTO saved_views (id, project_id, name, datasource_id) VALUES (1, 1, 'by region', ?)")},
        {"saved_views.owner_id",
         {user(), project()},
         QStringLiteral("INSERT INTO saved_views (id, project_id, name, owner_id) VALUES (1, 1, 'by region', ?)")},
        {"audit_logs.actor_id",
         {user()},
         QStringLiteral("INSERT INTO audit_logs (id, actor_id, actor_label, action) VALUES (1, ?, 'ada', 'login')")},
        {"banners.created_by",
         {user()},
         QStringLiteral("INSERT INTO banners (id, message, created_by) VALUES (1, 'Maintenance tonight', ?)")},
        {"uploads.owner_id",
         {user()},
         QStringLiteral("INSERT INTO uploads (id, filename, owner_id) VALUES (1, 'orders.csv', ?)")},
        {"privacy_notice.updated_by",
         {user()},
         QStringLiteral("INSERT INTO privacy_notice (id, version, body, updated_by) VALUES (1, 1, 'Policy', ?)")},
        {"disabled_engines.disabled_by",
         {user()},
         QStringLiteral("INSERT INTO disabled_engines (engine, disabled_by) VALUES ('spark', ?)")},
        {"ai_models.updated_by",
         {user()},
         QStringLiteral("INSERT INTO ai_models (id, provider, model_name, updated_by) VALUES (1, 'anthropic', "
                        "'claude', ?)")},
        {"ai_chat_turns.chat_id",
         {aiChat()},
         QStringLiteral("INSERT INTO ai_chat_turns (id, chat_id, turn_index, question) VALUES (1, ?, 0, 'Why?')")},
        // Deferred: in autocommit the check runs when the statement commits.
        {"dashboards.current_version_id",
         {dashboard(), dashboardVersion()},
         QStringLiteral("INSERT INTO dashboards (id, workspace_id, title, current_version_id) "
                        "VALUES ('d2', 'w1', 'Costs', ?)")},
        {"dashboard_versions.dashboard_id",
         {dashboard()},
         QStringLiteral("INSERT INTO dashboard_versions (id, dashboard_id, version, spec) VALUES (1, ?, 1, '{}')"),
         noDashboard,
         d1},
        {"dashboard_favorites.dashboard_id",
         {dashboard()},
         QStringLiteral("INSERT INTO dashboard_favorites (user_sub, dashboard_id) VALUES ('alice', ?)"),
         noDashboard,
         d1},
        {"chat_messages.dashboard_id",
         {dashboard()},
         QStringLiteral("INSERT INTO chat_messages (id, dashboard_id, user_sub, role, content) "
                        "VALUES ('msg-1', ?, 'alice', 'user', '{}')"),
         noDashboard,
         d1},
    };
    for (const Key& k : keys) {
        const QString column = QString::fromLatin1(k.column);
        const QString constraint = QStringLiteral("fk_") + QString(column).replace(QLatin1Char('.'), QLatin1Char('_'));
        for (auto engine : {ScratchDatabase::Engine::Sqlite, ScratchDatabase::Engine::Postgres})
            QTest::newRow(qPrintable(column + QLatin1Char(' ') + ScratchDatabase::engineName(engine)))
                << engine << constraint << k.parents << k.sql << k.missing << k.existing;
    }
}

void TestSchemaRules::foreignKeyRefusesMissingRow() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(QString, constraint);
    QFETCH(QStringList, parents);
    QFETCH(QString, sql);
    QFETCH(QVariant, missing);
    QFETCH(QVariant, existing);
    ScratchDatabase scratch(engine);
    QString why;
    const auto conn = migrated(scratch, &why);
    QVERIFY2(conn, qPrintable(why));
    QVERIFY2(execAll(*conn, parents, &why), qPrintable(why));

    QVERIFY2(refuses(*conn, Violation::ForeignKey, constraint, sql, {missing}, &why), qPrintable(why));
    QVERIFY2(accepts(*conn, sql, {existing}, &why), qPrintable(why));
}

void TestSchemaRules::deletingUserKeepsHistory() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    const auto conn = migrated(scratch, &why);
    QVERIFY2(conn, qPrintable(why));

    // Ada (1) leaves traces everywhere; Grace (2) shares her group.
    QVERIFY2(
        execAll(*conn,
                {
                    QStringLiteral("INSERT INTO users (id, email, display_name) VALUES (1, 'ada@example.com', 'Ada')"),
                    QStringLiteral("INSERT INTO users (id, email, display_name) "
                                   "VALUES (2, 'grace@example.com', 'Grace')"),
                    group(),
                    QStringLiteral("INSERT INTO user_groups (user_id, group_id) VALUES (1, 1)"),
                    QStringLiteral("INSERT INTO user_groups (user_id, group_id) VALUES (2, 1)"),
                    QStringLiteral("INSERT INTO projects (id, name, owner_id) VALUES (1, 'Sales', 1)"),
                    QStringLiteral("INSERT INTO permissions (id, project_id, user_id, capability) "
                                   "VALUES (1, 1, 1, 'edit')"),
                    QStringLiteral("INSERT INTO permissions (id, project_id, group_id, capability) "
                                   "VALUES (2, 1, 1, 'view')"),
                    QStringLiteral("INSERT INTO connections (id, project_id, name, kind, owner_id) "
                                   "VALUES (1, 1, 'warehouse', 'postgresql', 1)"),
                    QStringLiteral("INSERT INTO flows (id, project_id, name, engine, owner_id, run_scheduled_by, "
                                   "notify_connection_id) VALUES (1, 1, 'nightly', 'sql', 1, 1, 1)"),
                    QStringLiteral("INSERT INTO flow_versions (id, flow_id, version, definition, created_by) "
                                   "VALUES (1, 1, 1, '{}', 1)"),
                    QStringLiteral("INSERT INTO datasources (id, project_id, name, flow_id, owner_id, "
                                   "refresh_scheduled_by) VALUES (1, 1, 'orders', 1, 1, 1)"),
                    QStringLiteral("INSERT INTO runs (id, flow_id, launched_by, datasource_id) VALUES (1, 1, 1, 1)"),
                    QStringLiteral("INSERT INTO saved_views (id, project_id, datasource_id, name, owner_id) "
                                   "VALUES (1, 1, 1, 'by region', 1)"),
                    QStringLiteral("INSERT INTO audit_logs (id, actor_id, actor_label, action) "
                                   "VALUES (1, 1, 'ada@example.com', 'flow.update')"),
                    QStringLiteral("INSERT INTO banners (id, message, created_by) VALUES (1, 'Maintenance', 1)"),
                    QStringLiteral("INSERT INTO uploads (id, filename, owner_id) VALUES (1, 'orders.csv', 1)"),
                    QStringLiteral("INSERT INTO privacy_notice (id, version, body, updated_by) "
                                   "VALUES (1, 1, 'Policy', 1)"),
                    QStringLiteral("INSERT INTO disabled_engines (engine, disabled_by) VALUES ('spark', 1)"),
                    QStringLiteral("INSERT INTO ai_models (id, provider, model_name, updated_by) "
                                   "VALUES (1, 'anthropic', 'claude', 1)"),
                },
                &why),
        qPrintable(why));

    QSqlQuery del(conn->db());
    QVERIFY(del.prepare(QStringLiteral("DELETE FROM users WHERE id = ?")));
    del.addBindValue(1);
    QVERIFY2(del.exec(), qPrintable(del.lastError().text()));
    QCOMPARE(del.numRowsAffected(), 1);

    struct Trace {
        const char* table;
        const char* reference;
    };
    const QList<Trace> history{
        {"projects", "owner_id"},
        {"connections", "owner_id"},
        {"flows", "owner_id"},
        {"flows", "run_scheduled_by"},
        {"flow_versions", "created_by"},
        {"datasources", "owner_id"},
        {"datasources", "refresh_scheduled_by"},
        {"runs", "launched_by"},
        {"saved_views", "owner_id"},
        {"audit_logs", "actor_id"},
        {"banners", "created_by"},
        {"uploads", "owner_id"},
        {"privacy_notice", "updated_by"},
        {"ai_models", "updated_by"},
    };
    for (const Trace& t : history) {
        const QString table = QString::fromLatin1(t.table);
        const QString reference = QString::fromLatin1(t.reference);
        QVERIFY2(count(*conn, table, QStringLiteral("id = ? AND %1 IS NULL").arg(reference), {1}) == 1,
                 qPrintable(QStringLiteral("%1 row 1 is gone or still has %2 set").arg(table, reference)));
    }
    QCOMPARE(count(*conn, QStringLiteral("disabled_engines"), QStringLiteral("engine = ? AND disabled_by IS NULL"),
                   {QStringLiteral("spark")}),
             1);
    // Other references of the rows are untouched; the audit row still names its actor.
    QCOMPARE(count(*conn, QStringLiteral("flows"), QStringLiteral("id = 1 AND notify_connection_id = 1"), {}), 1);
    QCOMPARE(count(*conn, QStringLiteral("audit_logs"), QStringLiteral("id = 1 AND actor_label = ?"),
                   {QStringLiteral("ada@example.com")}),
             1);

    // Her memberships and direct grants go; the group, its other member and its grant stay.
    QCOMPARE(count(*conn, QStringLiteral("user_groups"), QStringLiteral("user_id = ?"), {1}), 0);
    QCOMPARE(count(*conn, QStringLiteral("user_groups"), QStringLiteral("user_id = ? AND group_id = 1"), {2}), 1);
    QCOMPARE(count(*conn, QStringLiteral("permissions"), QStringLiteral("user_id = ?"), {1}), 0);
    QCOMPARE(count(*conn, QStringLiteral("permissions"), QStringLiteral("id = 2 AND group_id = 1"), {}), 1);
    QCOMPARE(count(*conn, QStringLiteral("groups"), QStringLiteral("id = 1"), {}), 1);
}

void TestSchemaRules::deletingDashboardCascades() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    const auto conn = migrated(scratch, &why);
    QVERIFY2(conn, qPrintable(why));

    const QStringList tables{QStringLiteral("dashboard_versions"), QStringLiteral("dashboard_favorites"),
                             QStringLiteral("chat_messages")};
    QVERIFY2(execAll(*conn,
                     {dashboard(), dashboardVersion(),
                      QStringLiteral("UPDATE dashboards SET current_version_id = 1 WHERE id = 'd1'"),
                      QStringLiteral("INSERT INTO dashboards (id, workspace_id, title) VALUES ('d2', 'w1', 'Costs')"),
                      QStringLiteral("INSERT INTO dashboard_versions (id, dashboard_id, version, spec) "
                                     "VALUES (2, 'd2', 1, '{}')"),
                      QStringLiteral("INSERT INTO dashboard_favorites (user_sub, dashboard_id) VALUES ('alice', 'd1')"),
                      QStringLiteral("INSERT INTO dashboard_favorites (user_sub, dashboard_id) VALUES ('alice', 'd2')"),
                      QStringLiteral("INSERT INTO chat_messages (id, dashboard_id, user_sub, role, content) "
                                     "VALUES ('msg-1', 'd1', 'alice', 'user', '{}')"),
                      QStringLiteral("INSERT INTO chat_messages (id, dashboard_id, user_sub, role, content) "
                                     "VALUES ('msg-1', 'd2', 'alice', 'user', '{}')")},
                     &why),
             qPrintable(why));
    for (const QString& table : tables)
        QCOMPARE(count(*conn, table, QStringLiteral("dashboard_id = ?"), {QStringLiteral("d1")}), 1);

    QSqlQuery del(conn->db());
    QVERIFY(del.prepare(QStringLiteral("DELETE FROM dashboards WHERE id = ?")));
    del.addBindValue(QStringLiteral("d1"));
    QVERIFY2(del.exec(), qPrintable(del.lastError().text()));
    QCOMPARE(del.numRowsAffected(), 1);

    for (const QString& table : tables) {
        QVERIFY2(count(*conn, table, QStringLiteral("dashboard_id = ?"), {QStringLiteral("d1")}) == 0,
                 qPrintable(table + QStringLiteral(" still holds rows of the deleted dashboard")));
        QVERIFY2(count(*conn, table, QStringLiteral("dashboard_id = ?"), {QStringLiteral("d2")}) == 1,
                 qPrintable(table + QStringLiteral(" lost rows of another dashboard")));
    }
}

void TestSchemaRules::currentVersionCheckedAtCommit() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    const auto conn = migrated(scratch, &why);
    QVERIFY2(conn, qPrintable(why));
    QSqlDatabase db = conn->db();
    const QString insertDashboard = QStringLiteral(
        "INSERT INTO dashboards (id, workspace_id, title, current_version_id) VALUES (?, 'w1', 'Revenue', ?)");

    // The dashboard names its version before the version exists: fine once both are in at commit.
    QVERIFY(db.transaction());
    QVERIFY2(accepts(*conn, insertDashboard, {QStringLiteral("d1"), 1}, &why), qPrintable(why));
    QVERIFY2(accepts(*conn,
                     QStringLiteral("INSERT INTO dashboard_versions (id, dashboard_id, version, spec) "
                                    "VALUES (?, ?, 1, '{}')"),
                     {1, QStringLiteral("d1")}, &why),
             qPrintable(why));
    QVERIFY2(db.commit(), qPrintable(db.lastError().text()));
    QCOMPARE(count(*conn, QStringLiteral("dashboards"), QStringLiteral("id = ? AND current_version_id = 1"),
                   {QStringLiteral("d1")}),
             1);

    // A version that never comes is refused at commit.
    QVERIFY(db.transaction());
    QVERIFY2(accepts(*conn, insertDashboard, {QStringLiteral("d2"), 999999}, &why), qPrintable(why));
    const bool committed = db.commit();
    const QSqlError error = db.lastError();
    if (!committed && conn->isSqlite())
        db.rollback(); // SQLite keeps the transaction open after a failed COMMIT; PostgreSQL has ended it
    QVERIFY2(!committed, "a dangling current_version_id was committed");
    const QRegularExpression expected = expectedMessage(conn->isSqlite(), Violation::ForeignKey,
                                                        QStringLiteral("fk_dashboards_current_version_id"), {});
    QVERIFY2(expected.match(error.text()).hasMatch(), qPrintable(error.text()));
    QCOMPARE(count(*conn, QStringLiteral("dashboards"), QStringLiteral("id = ?"), {QStringLiteral("d2")}), 0);
}

void TestSchemaRules::noForeignKeyByDesign_data() {
    test::addEngineColumn();
    QTest::addColumn<QStringList>("parents");
    QTest::addColumn<QString>("sql"); // binds the dangling value
    QTest::addColumn<QVariant>("dangling");

    struct Column {
        const char* name;
        QStringList parents;
        QString sql;
        QVariant dangling = qint64(999999);
    };
    const QList<Column> columns{
        {"pending_blob_deletions.entity_id",
         {},
         QStringLiteral("INSERT INTO pending_blob_deletions (id, blob_path, entity_type, entity_id) "
                        "VALUES (1, 'uploads/1/raw.csv', 'upload', ?)"),
         QStringLiteral("999999")},
        {"data_contracts.datasource_id",
         {},
         QStringLiteral("INSERT INTO data_contracts (id, datasource_id) VALUES (1, ?)")},
        {"data_contract_versions.datasource_id",
         {},
         QStringLiteral("INSERT INTO data_contract_versions (id, datasource_id, version, document) "
                        "VALUES (1, ?, 1, '{}')")},
        {"data_contract_results.datasource_id",
         {},
         QStringLiteral("INSERT INTO data_contract_results (id, datasource_id, contract_version, status) "
                        "VALUES (1, ?, 1, 'passed')")},
        {"datasources.snapshot_run_id",
         {project()},
         QStringLiteral("INSERT INTO datasources (id, project_id, name, snapshot_run_id) VALUES (1, 1, 'orders', ?)")},
        {"generation_log.source_id",
         {},
         QStringLiteral("INSERT INTO generation_log (id, workspace_id, mode, source_id) VALUES (1, 'w1', 'create', ?)"),
         QStringLiteral("no-such-source")},
        {"dbt_ai_texts.flow_id",
         {},
         QStringLiteral("INSERT INTO dbt_ai_texts (id, flow_id, flow_version, path, content) "
                        "VALUES (1, ?, 1, 'models/orders.sql', 'select 1')")},
        {"ai_spend.user_id", {}, QStringLiteral("INSERT INTO ai_spend (user_id, day) VALUES (?, '2026-11-30')")},
        {"ai_chats.user_id", {}, QStringLiteral("INSERT INTO ai_chats (id, user_id) VALUES (1, ?)")},
        {"flow_presence.flow_id",
         {},
         QStringLiteral("INSERT INTO flow_presence (flow_id, user_id, session_id, expires_at) "
                        "VALUES (?, 1, 's1', '2026-11-30T12:00:00.000Z')")},
        {"flow_presence.user_id",
         {},
         QStringLiteral("INSERT INTO flow_presence (flow_id, user_id, session_id, expires_at) "
                        "VALUES (1, ?, 's1', '2026-11-30T12:00:00.000Z')")},
    };
    for (const Column& c : columns)
        for (auto engine : {ScratchDatabase::Engine::Sqlite, ScratchDatabase::Engine::Postgres})
            QTest::newRow(
                qPrintable(QString::fromLatin1(c.name) + QLatin1Char(' ') + ScratchDatabase::engineName(engine)))
                << engine << c.parents << c.sql << c.dangling;
}

void TestSchemaRules::noForeignKeyByDesign() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(QStringList, parents);
    QFETCH(QString, sql);
    QFETCH(QVariant, dangling);
    ScratchDatabase scratch(engine);
    QString why;
    const auto conn = migrated(scratch, &why);
    QVERIFY2(conn, qPrintable(why));
    QVERIFY2(execAll(*conn, parents, &why), qPrintable(why));

    QVERIFY2(accepts(*conn, sql, {dangling}, &why), qPrintable(why));
}

QTEST_GUILESS_MAIN(TestSchemaRules)
#include "tst_SchemaRules.moc"
