#include "common/TestDatabases.h"
#include "core/rules/EffectivePermissions.h"

#include <QSet>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {

/// A grant as plain SQL sees it: "permission id/user id or 0/group id or 0".
using Triple = QString;

Triple triple(qint64 permission, qint64 user, qint64 group) {
    return QStringLiteral("%1/%2/%3").arg(permission).arg(user).arg(group);
}

QList<QVariantList> rows(const DbConnection& conn, const QString& sql, const QVariantList& values = {}) {
    QSqlQuery q(conn.db());
    QString error;
    QList<QVariantList> out;
    if (!conn.execBound(&q, sql, values, &error)) {
        qWarning("%s", qPrintable(error));
        return out;
    }
    while (q.next()) {
        QVariantList row;
        for (int i = 0; i < q.record().count(); ++i)
            row << q.value(i);
        out << row;
    }
    return out;
}

QSet<Triple> triples(const QList<PermissionGrant>& grants) {
    QSet<Triple> out;
    for (const PermissionGrant& g : grants)
        out.insert(triple(g.permissionId, g.userId.isNull() ? 0 : g.userId.toLongLong(),
                          g.groupId.isNull() ? 0 : g.groupId.toLongLong()));
    return out;
}

} // namespace

/// Effective permissions against plain SQL on the demo database, both engines: every user's grants (direct and
/// through each group) and every project's holders (group grants expanded to members, memberless groups listed once),
/// sub-projects only when asked and never as inherited.
class TestEffectivePermissions : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void everyUserMatchesSql_data() { test::addEngineColumn(), test::addEngineRows(); }
    void everyUserMatchesSql();
    void everyProjectMatchesSql_data() { test::addEngineColumn(), test::addEngineRows(); }
    void everyProjectMatchesSql();
    void sourcesAndOrder_data() { test::addEngineColumn(), test::addEngineRows(); }
    void sourcesAndOrder();

private:
    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
};

void TestEffectivePermissions::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestEffectivePermissions::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    QString demoError;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &demoError), qPrintable(demoError));
}

void TestEffectivePermissions::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestEffectivePermissions::everyUserMatchesSql() {
    const auto users = rows(*m_conn, QStringLiteral("SELECT id FROM users ORDER BY id"));
    QVERIFY(!users.isEmpty());
    int viaGroups = 0, direct = 0;
    for (const QVariantList& u : users) {
        const qint64 user = u.first().toLongLong();
        QSet<Triple> expected;
        for (const QVariantList& p :
             rows(*m_conn, QStringLiteral("SELECT id FROM permissions WHERE user_id = ?"), {user}))
            expected.insert(triple(p.first().toLongLong(), user, 0));
        for (const QVariantList& g :
             rows(*m_conn, QStringLiteral("SELECT group_id FROM user_groups WHERE user_id = ?"), {user}))
            for (const QVariantList& p : rows(*m_conn, QStringLiteral("SELECT id FROM permissions WHERE group_id = ?"),
                                              {g.first().toLongLong()}))
                expected.insert(triple(p.first().toLongLong(), user, g.first().toLongLong()));
        QList<PermissionGrant> grants;
        QString error;
        QVERIFY2(EffectivePermissions::forUser(*m_conn, user, &grants, &error), qPrintable(error));
        QCOMPARE(grants.size(), expected.size());
        QCOMPARE(triples(grants), expected);
        for (const PermissionGrant& g : std::as_const(grants)) {
            (g.direct() ? direct : viaGroups)++;
            QVERIFY(!g.projectName.isEmpty());
        }
    }
    QVERIFY2(direct > 0 && viaGroups > 0, "the demo grants both directly and through groups");
}

void TestEffectivePermissions::everyProjectMatchesSql() {
    QHash<qint64, QList<qint64>> children;
    const auto projects = rows(*m_conn, QStringLiteral("SELECT id, parent_id FROM projects ORDER BY id"));
    for (const QVariantList& p : projects)
        if (!p.at(1).isNull())
            children[p.at(1).toLongLong()] << p.at(0).toLongLong();
    auto grantsOn = [&](qint64 project) {
        QSet<Triple> out;
        for (const QVariantList& p :
             rows(*m_conn, QStringLiteral("SELECT id, user_id, group_id FROM permissions WHERE project_id = ?"),
                  {project})) {
            if (!p.at(1).isNull()) {
                out.insert(triple(p.at(0).toLongLong(), p.at(1).toLongLong(), 0));
                continue;
            }
            const auto members = rows(*m_conn, QStringLiteral("SELECT user_id FROM user_groups WHERE group_id = ?"),
                                      {p.at(2).toLongLong()});
            if (members.isEmpty())
                out.insert(triple(p.at(0).toLongLong(), 0, p.at(2).toLongLong()));
            for (const QVariantList& m : members)
                out.insert(triple(p.at(0).toLongLong(), m.first().toLongLong(), p.at(2).toLongLong()));
        }
        return out;
    };
    int nestedCompared = 0;
    for (const QVariantList& p : projects) {
        const qint64 project = p.first().toLongLong();
        QList<PermissionGrant> grants;
        bool truncated = true;
        QString error;
        QVERIFY2(EffectivePermissions::forProject(*m_conn, project, false, 100000, &grants, &truncated, &error),
                 qPrintable(error));
        QVERIFY(!truncated);
        QCOMPARE(triples(grants), grantsOn(project));
        QCOMPARE(qsizetype(triples(grants).size()), grants.size());
        for (const PermissionGrant& g : std::as_const(grants))
            QCOMPARE(g.projectId, project); // nothing inherited from a parent

        // With sub-projects: the union of each nested project's own grants, each under its own project.
        QSet<Triple> expected;
        QList<qint64> todo{project};
        while (!todo.isEmpty()) {
            const qint64 next = todo.takeFirst();
            expected.unite(grantsOn(next));
            todo << children.value(next);
        }
        QVERIFY2(EffectivePermissions::forProject(*m_conn, project, true, 100000, &grants, &truncated, &error),
                 qPrintable(error));
        QCOMPARE(triples(grants), expected);
        if (children.contains(project) && expected.size() > grantsOn(project).size())
            ++nestedCompared;
    }
    QVERIFY2(nestedCompared > 0, "a project whose sub-projects hold their own grants");

    // The limit is kept and said.
    const qint64 busiest =
        rows(*m_conn, QStringLiteral("SELECT project_id FROM permissions GROUP BY project_id ORDER BY count(*) DESC, "
                                     "project_id LIMIT 1"))
            .first()
            .first()
            .toLongLong();
    QList<PermissionGrant> grants;
    bool truncated = false;
    QString error;
    QVERIFY(EffectivePermissions::forProject(*m_conn, busiest, false, 1, &grants, &truncated, &error));
    QCOMPARE(grants.size(), 1);
    QVERIFY(truncated);
}

void TestEffectivePermissions::sourcesAndOrder() {
    // A fresh user, group and project: a direct view, a manage through the group and a direct connect. The real
    // schema has no server defaults, so every NOT NULL column is given, as the platform's models give them.
    QString error;
    QSqlQuery q(m_conn->db());
    const QString created = QStringLiteral("2026-11-30 12:00:00.000000");
    QVERIFY2(m_conn->execBound(&q,
                               QStringLiteral("INSERT INTO users (email, full_name, is_active, is_superuser, "
                                              "is_observer, created_at) VALUES ('ep@example.com', 'EP', ?, ?, ?, ?)"),
                               {true, false, false, created}, &error),
             qPrintable(error));
    QVERIFY2(m_conn->execBound(&q,
                               QStringLiteral("INSERT INTO groups (name, description, is_admin, is_observer, "
                                              "created_at) VALUES ('ep-managers', '', ?, ?, ?)"),
                               {false, false, created}, &error),
             qPrintable(error));
    QVERIFY2(m_conn->execBound(
                 &q,
                 QStringLiteral("INSERT INTO projects (name, description, created_at) VALUES ('EP project', '', ?)"),
                 {created}, &error),
             qPrintable(error));
    const qint64 user = rows(*m_conn, QStringLiteral("SELECT id FROM users WHERE email = 'ep@example.com'"))
                            .first()
                            .first()
                            .toLongLong();
    const qint64 group =
        rows(*m_conn, QStringLiteral("SELECT id FROM groups WHERE name = 'ep-managers'")).first().first().toLongLong();
    const qint64 project =
        rows(*m_conn, QStringLiteral("SELECT id FROM projects WHERE name = 'EP project'")).first().first().toLongLong();
    QVERIFY(m_conn->execBound(&q, QStringLiteral("INSERT INTO user_groups (user_id, group_id) VALUES (?, ?)"),
                              {user, group}, &error));
    // Inserted in the reverse of the expected order, so the order comes from the sort, not from the ids.
    QVERIFY(m_conn->execBound(
        &q, QStringLiteral("INSERT INTO permissions (project_id, user_id, capability) VALUES (?, ?, 'connect')"),
        {project, user}, &error));
    QVERIFY(m_conn->execBound(
        &q, QStringLiteral("INSERT INTO permissions (project_id, group_id, capability) VALUES (?, ?, 'manage')"),
        {project, group}, &error));
    QVERIFY(m_conn->execBound(
        &q, QStringLiteral("INSERT INTO permissions (project_id, user_id, capability) VALUES (?, ?, 'view')"),
        {project, user}, &error));
    q.finish();

    QList<PermissionGrant> grants;
    QVERIFY2(EffectivePermissions::forUser(*m_conn, user, &grants, &error), qPrintable(error));
    QCOMPARE(grants.size(), 3);
    // The platform's ladder view < run < edit < manage, and connect, which stands apart, after it.
    QCOMPARE(grants.at(0).capability, QStringLiteral("view"));
    QCOMPARE(EffectivePermissions::sourceText(grants.at(0)), QStringLiteral("direct"));
    QCOMPARE(grants.at(1).capability, QStringLiteral("manage"));
    QCOMPARE(EffectivePermissions::sourceText(grants.at(1)), QStringLiteral("via group ep-managers"));
    QCOMPARE(grants.at(1).projectName, QStringLiteral("EP project"));
    QCOMPARE(grants.at(1).userLabel, QStringLiteral("ep@example.com"));
    QCOMPARE(grants.at(2).capability, QStringLiteral("connect"));
    QVERIFY(grants.at(2).direct());
    QCOMPARE(EffectivePermissions::capabilityRank(QStringLiteral("view")), 0);
    QCOMPARE(EffectivePermissions::capabilityRank(QStringLiteral("manage")), 3);
    QVERIFY(EffectivePermissions::capabilityRank(QStringLiteral("connect")) >
            EffectivePermissions::capabilityRank(QStringLiteral("manage")));
    QVERIFY(EffectivePermissions::inheritanceNote().contains(QStringLiteral("no inheritance")));

    // A user without an email is labelled by their full name (the platform's email is NOT NULL, but may be empty).
    QVERIFY(m_conn->exec(QStringLiteral("UPDATE users SET email = '' WHERE id = %1").arg(user), &error));
    QVERIFY2(EffectivePermissions::forUser(*m_conn, user, &grants, &error), qPrintable(error));
    QCOMPARE(grants.first().userLabel, QStringLiteral("EP"));
}

QTEST_GUILESS_MAIN(TestEffectivePermissions)
#include "tst_EffectivePermissions.moc"
