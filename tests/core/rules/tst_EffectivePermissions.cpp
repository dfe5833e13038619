#include "common/TestDatabases.h"
#include "core/rules/EffectivePermissions.h"

#include <QHash>
#include <QSet>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {

/// An entry as plain SQL sees it: "project/permission id or 0/user id or 0/group id or 0/granted on/superuser".
using Key = QString;

Key key(qint64 project, qint64 permission, qint64 user, qint64 group, qint64 grantedOn, bool superuser) {
    return QStringLiteral("%1/%2/%3/%4/%5/%6")
        .arg(project)
        .arg(permission)
        .arg(user)
        .arg(group)
        .arg(grantedOn)
        .arg(superuser ? 1 : 0);
}

QList<QVariantList> rows(const DbConnection& conn, const QString& sql, const QVariantList& values = {}) {
    QSqlQuery q(conn.db());
    QString error;
    QList<QVariantList> out;
    if (!conn.execBound(&q, sql, values, &error)) {
        qWarning("%s", qPrintable(error));
        return out;
    }
    // One record for the whole result: PostgreSQL's driver asks the server again for each record().
    const int columns = q.record().count();
    while (q.next()) {
        QVariantList row;
        for (int i = 0; i < columns; ++i)
            row << q.value(i);
        out << row;
    }
    return out;
}

qint64 idOf(const DbConnection& conn, const QString& sql, const QVariantList& values) {
    const auto found = rows(conn, sql, values);
    return found.isEmpty() ? -1 : found.first().first().toLongLong();
}

QSet<Key> keys(const QList<PermissionGrant>& grants) {
    QSet<Key> out;
    for (const PermissionGrant& g : grants)
        out.insert(key(g.projectId, g.permissionId, g.userId.isNull() ? 0 : g.userId.toLongLong(),
                       g.groupId.isNull() ? 0 : g.groupId.toLongLong(), g.grantedOnId, g.superuser));
    return out;
}

/// The platform's grant_satisfies, written out independently of the code under test.
bool platformSatisfies(const QString& granted, const QString& needed) {
    const QStringList ladder{QStringLiteral("view"), QStringLiteral("run"), QStringLiteral("edit"),
                             QStringLiteral("manage")};
    if (granted == QLatin1String("manage"))
        return true;
    if (needed == QLatin1String("connect") || granted == QLatin1String("connect"))
        return needed == granted;
    return ladder.indexOf(granted) >= ladder.indexOf(needed);
}

/// The whole access-control state, read with plain SQL.
struct State {
    QHash<qint64, QVariant> parent;
    QSet<qint64> superusers;
    /// The admin groups (groups.is_admin) each user is in: the platform's is_admin holds for their members.
    QHash<qint64, QList<qint64>> adminGroupsOf;
    QList<QVariantList> permissions; ///< id, project_id, user_id, group_id, capability
    QHash<qint64, QList<qint64>> groupsOf, membersOf;

    explicit State(const DbConnection& conn) {
        for (const QVariantList& p : rows(conn, QStringLiteral("SELECT id, parent_id FROM projects")))
            parent.insert(p.at(0).toLongLong(), p.at(1));
        for (const QVariantList& u : rows(conn, QStringLiteral("SELECT id, is_superuser FROM users")))
            if (u.at(1).toBool())
                superusers.insert(u.at(0).toLongLong());
        permissions =
            rows(conn, QStringLiteral("SELECT id, project_id, user_id, group_id, capability FROM permissions"));
        for (const QVariantList& m :
             rows(conn, QStringLiteral("SELECT ug.user_id, ug.group_id FROM user_groups ug JOIN groups g ON g.id = "
                                       "ug.group_id WHERE g.is_admin")))
            adminGroupsOf[m.at(0).toLongLong()] << m.at(1).toLongLong();
        for (const QVariantList& m : rows(conn, QStringLiteral("SELECT user_id, group_id FROM user_groups"))) {
            groupsOf[m.at(0).toLongLong()] << m.at(1).toLongLong();
            membersOf[m.at(1).toLongLong()] << m.at(0).toLongLong();
        }
    }
    /// The project and its ancestors, as the platform walks them (stopping at a repeat).
    QList<qint64> chain(qint64 project) const {
        QList<qint64> out;
        QVariant cur = project;
        while (!cur.isNull() && parent.contains(cur.toLongLong()) && !out.contains(cur.toLongLong())) {
            out << cur.toLongLong();
            cur = parent.value(cur.toLongLong());
        }
        return out;
    }
    /// The platform's has_capability.
    bool has(qint64 user, qint64 project, const QString& capability) const {
        if (superusers.contains(user) || adminGroupsOf.contains(user)) // is_admin
            return true;
        const QList<qint64> scope = chain(project);
        for (const QVariantList& p : permissions) {
            const bool subject = (!p.at(2).isNull() && p.at(2).toLongLong() == user) ||
                                 (!p.at(3).isNull() && groupsOf.value(user).contains(p.at(3).toLongLong()));
            if (subject && scope.contains(p.at(1).toLongLong()) && platformSatisfies(p.at(4).toString(), capability))
                return true;
        }
        return false;
    }
};

const QStringList allCapabilities{QStringLiteral("view"), QStringLiteral("run"), QStringLiteral("edit"),
                                  QStringLiteral("manage"), QStringLiteral("connect")};

} // namespace

/// Effective permissions against the platform's rules (gateway/app/services/permissions.py), written out again over
/// plain SQL, on the demo database and on a small tree of its own, both engines: inheritance down every level,
/// groups, the capability order with connect apart, superusers holding everything, and a cycle in parent_id.
class TestEffectivePermissions : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void everyUserMatchesPlatform_data() { test::addEngineColumn(), test::addEngineRows(); }
    void everyUserMatchesPlatform();
    void everyProjectMatchesPlatform_data() { test::addEngineColumn(), test::addEngineRows(); }
    void everyProjectMatchesPlatform();
    void capabilityOrder();
    void adminGroupMembersHoldEverything_data() { test::addEngineColumn(), test::addEngineRows(); }
    void adminGroupMembersHoldEverything();
    void inheritanceGroupsSuperusersCycle_data() { test::addEngineColumn(), test::addEngineRows(); }
    void inheritanceGroupsSuperusersCycle();

private:
    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
};

void TestEffectivePermissions::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestEffectivePermissions::init() {
    if (!QTest::currentDataTag())
        return;
    QFETCH(ScratchDatabase::Engine, engine);
    QString demoError;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &demoError), qPrintable(demoError));
}

void TestEffectivePermissions::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestEffectivePermissions::everyUserMatchesPlatform() {
    const State state(*m_conn);
    const auto users = rows(*m_conn, QStringLiteral("SELECT id FROM users ORDER BY id"));
    QVERIFY(!users.isEmpty());
    int inherited = 0, viaGroups = 0, superuserEntries = 0, adminGroupEntries = 0;
    for (const QVariantList& u : users) {
        const qint64 user = u.first().toLongLong();
        // Every grant to the user or one of their groups, on every project at or above each project.
        QSet<Key> expected;
        for (auto it = state.parent.cbegin(); it != state.parent.cend(); ++it) {
            if (state.superusers.contains(user)) {
                expected.insert(key(it.key(), 0, user, 0, it.key(), true));
                continue;
            }
            if (state.adminGroupsOf.contains(user)) { // an administrator through each admin group
                for (qint64 group : state.adminGroupsOf.value(user))
                    expected.insert(key(it.key(), 0, user, group, it.key(), true));
                continue;
            }
            const QList<qint64> scope = state.chain(it.key());
            for (const QVariantList& p : state.permissions) {
                if (!scope.contains(p.at(1).toLongLong()))
                    continue;
                if (!p.at(2).isNull() && p.at(2).toLongLong() == user)
                    expected.insert(key(it.key(), p.at(0).toLongLong(), user, 0, p.at(1).toLongLong(), false));
                if (!p.at(3).isNull() && state.groupsOf.value(user).contains(p.at(3).toLongLong()))
                    expected.insert(
                        key(it.key(), p.at(0).toLongLong(), user, p.at(3).toLongLong(), p.at(1).toLongLong(), false));
            }
        }
        QList<PermissionGrant> grants;
        QString error;
        QVERIFY2(EffectivePermissions::forUser(*m_conn, user, &grants, &error), qPrintable(error));
        QCOMPARE(qsizetype(keys(grants).size()), grants.size());
        QCOMPARE(keys(grants), expected);

        // What the entries add up to is exactly what the platform allows, capability by capability.
        for (auto it = state.parent.cbegin(); it != state.parent.cend(); ++it)
            for (const QString& capability : allCapabilities) {
                bool shown = false;
                for (const PermissionGrant& g : std::as_const(grants))
                    if (g.projectId == it.key() &&
                        (g.superuser || EffectivePermissions::satisfiedBy(g.capability).contains(capability)))
                        shown = true;
                QVERIFY2(shown == state.has(user, it.key(), capability),
                         qPrintable(QStringLiteral("user %1, project %2, %3").arg(user).arg(it.key()).arg(capability)));
            }
        for (const PermissionGrant& g : std::as_const(grants)) {
            QVERIFY(!g.projectName.isEmpty());
            inherited += g.inherited() ? 1 : 0;
            viaGroups += g.direct() ? 0 : 1;
            superuserEntries += g.superuser && g.direct() ? 1 : 0;
            adminGroupEntries += g.superuser && !g.direct() ? 1 : 0;
            if (g.superuser && !g.direct())
                QCOMPARE(EffectivePermissions::sourceText(g),
                         QStringLiteral("admin through group %1: everything").arg(g.groupName));
        }
    }
    QVERIFY2(inherited > 0 && viaGroups > 0 && superuserEntries > 0,
             "the demo has inherited grants, group grants and superusers");
    Q_UNUSED(adminGroupEntries) // the demo's admins are superusers too: adminGroupMembersHoldEverything has one
}

void TestEffectivePermissions::everyProjectMatchesPlatform() {
    const State state(*m_conn);
    QHash<qint64, QList<qint64>> children;
    for (auto it = state.parent.cbegin(); it != state.parent.cend(); ++it)
        if (!it->isNull())
            children[it->toLongLong()] << it.key();
    // Grants placed on `on`, expanded to members, as they hold on `project`.
    auto grantsOn = [&](qint64 on, qint64 project) {
        QSet<Key> out;
        for (const QVariantList& p : state.permissions) {
            if (p.at(1).toLongLong() != on)
                continue;
            if (!p.at(2).isNull()) {
                out.insert(key(project, p.at(0).toLongLong(), p.at(2).toLongLong(), 0, on, false));
                continue;
            }
            const QList<qint64> members = state.membersOf.value(p.at(3).toLongLong());
            if (members.isEmpty())
                out.insert(key(project, p.at(0).toLongLong(), 0, p.at(3).toLongLong(), on, false));
            for (qint64 m : members)
                out.insert(key(project, p.at(0).toLongLong(), m, p.at(3).toLongLong(), on, false));
        }
        return out;
    };
    int inheritedCompared = 0, nestedCompared = 0;
    for (auto it = state.parent.cbegin(); it != state.parent.cend(); ++it) {
        const qint64 project = it.key();
        QSet<Key> expected;
        for (qint64 s : state.superusers)
            expected.insert(key(project, 0, s, 0, project, true));
        for (auto admin = state.adminGroupsOf.cbegin(); admin != state.adminGroupsOf.cend(); ++admin)
            if (!state.superusers.contains(admin.key()))
                for (qint64 group : admin.value())
                    expected.insert(key(project, 0, admin.key(), group, project, true));
        for (qint64 on : state.chain(project))
            expected.unite(grantsOn(on, project));
        QList<PermissionGrant> grants;
        bool truncated = true;
        QString error;
        QVERIFY2(EffectivePermissions::forProject(*m_conn, project, false, 100000, &grants, &truncated, &error),
                 qPrintable(error));
        QVERIFY(!truncated);
        QCOMPARE(qsizetype(keys(grants).size()), grants.size());
        QCOMPARE(keys(grants), expected);
        for (const PermissionGrant& g : std::as_const(grants))
            if (g.inherited()) {
                QCOMPARE(g.projectId, project);
                QVERIFY(state.chain(project).contains(g.grantedOnId));
                ++inheritedCompared;
            }

        // With sub-projects: also the grants placed on each nested project, under its own name.
        QList<qint64> todo = children.value(project);
        QSet<qint64> seen{project};
        while (!todo.isEmpty()) {
            const qint64 next = todo.takeFirst();
            if (seen.contains(next))
                continue;
            seen.insert(next);
            expected.unite(grantsOn(next, next));
            todo << children.value(next);
        }
        QVERIFY2(EffectivePermissions::forProject(*m_conn, project, true, 100000, &grants, &truncated, &error),
                 qPrintable(error));
        QCOMPARE(keys(grants), expected);
        if (seen.size() > 1)
            ++nestedCompared;
    }
    QVERIFY2(inheritedCompared > 0 && nestedCompared > 0, "the demo has nested projects with inherited grants");

    // The limit is kept and said.
    QList<PermissionGrant> grants;
    bool truncated = false;
    QString error;
    QVERIFY(
        EffectivePermissions::forProject(*m_conn, state.parent.cbegin().key(), false, 1, &grants, &truncated, &error));
    QCOMPARE(grants.size(), 1);
    QVERIFY(truncated);
}

void TestEffectivePermissions::capabilityOrder() {
    // The platform's ladder view < run < edit < manage; connect stands apart, and only manage includes it.
    for (const QString& granted : allCapabilities)
        for (const QString& needed : allCapabilities)
            QVERIFY2(EffectivePermissions::grantSatisfies(granted, needed) == platformSatisfies(granted, needed),
                     qPrintable(granted + QLatin1Char('/') + needed));
    QVERIFY(EffectivePermissions::grantSatisfies(QStringLiteral("manage"), QStringLiteral("connect")));
    QVERIFY(!EffectivePermissions::grantSatisfies(QStringLiteral("edit"), QStringLiteral("connect")));
    QVERIFY(!EffectivePermissions::grantSatisfies(QStringLiteral("connect"), QStringLiteral("view")));
    QVERIFY(!EffectivePermissions::grantSatisfies(QStringLiteral("run"), QStringLiteral("edit")));
    QVERIFY(!EffectivePermissions::grantSatisfies(QStringLiteral("owner"), QStringLiteral("view")));
    QCOMPARE(EffectivePermissions::satisfiedBy(QStringLiteral("edit")),
             QStringList({QStringLiteral("edit"), QStringLiteral("run"), QStringLiteral("view")}));
    QCOMPARE(EffectivePermissions::satisfiedBy(QStringLiteral("connect")), QStringList{QStringLiteral("connect")});
    QCOMPARE(EffectivePermissions::satisfiedBy(QStringLiteral("manage")).size(), 5);
    PermissionGrant g;
    g.capability = QStringLiteral("run");
    QCOMPARE(EffectivePermissions::capabilityText(g), QStringLiteral("run (also view)"));
    g.capability = QStringLiteral("view");
    QCOMPARE(EffectivePermissions::capabilityText(g), QStringLiteral("view"));
    g.superuser = true;
    QCOMPARE(EffectivePermissions::capabilityText(g), QStringLiteral("everything"));
    QCOMPARE(EffectivePermissions::capabilityRank(QStringLiteral("view")), 0);
    QCOMPARE(EffectivePermissions::capabilityRank(QStringLiteral("manage")), 3);
    QVERIFY(EffectivePermissions::capabilityRank(QStringLiteral("connect")) >
            EffectivePermissions::capabilityRank(QStringLiteral("manage")));
    const QString note = EffectivePermissions::inheritanceNote();
    QVERIFY(note.contains(QStringLiteral("also holds on all of its sub-projects")));
    QVERIFY(note.contains(QStringLiteral("superuser")));
    QVERIFY(note.contains(QStringLiteral("group marked admin")));
    QVERIFY(note.contains(EffectivePermissions::inheritanceRule()));
    QVERIFY(!note.contains(QStringLiteral("no inheritance")));
}

void TestEffectivePermissions::adminGroupMembersHoldEverything() {
    // The platform's is_admin: a member of a group marked admin can do everything on every project, with no grant and
    // without the superuser flag.
    QString error;
    QSqlQuery q(m_conn->db());
    const QString created = QStringLiteral("2026-11-30 12:00:00.000000");
    auto run = [&](const QString& sql, const QVariantList& values) {
        const bool ok = m_conn->execBound(&q, sql, values, &error);
        q.finish();
        return ok;
    };
    QVERIFY2(
        run(QStringLiteral("INSERT INTO users (email, full_name, is_active, is_superuser, is_observer, created_at) "
                           "VALUES (?, ?, ?, ?, ?, ?)"),
            {QStringLiteral("ep-admin@example.com"), QStringLiteral("EP admin"), true, false, false, created}),
        qPrintable(error));
    QVERIFY2(run(QStringLiteral("INSERT INTO groups (name, description, is_admin, is_observer, created_at) "
                                "VALUES ('ep-admins', '', ?, ?, ?)"),
                 {true, false, created}),
             qPrintable(error));
    const qint64 user =
        idOf(*m_conn, QStringLiteral("SELECT id FROM users WHERE email = ?"), {QStringLiteral("ep-admin@example.com")});
    const qint64 group =
        idOf(*m_conn, QStringLiteral("SELECT id FROM groups WHERE name = ?"), {QStringLiteral("ep-admins")});
    QVERIFY(user > 0 && group > 0);
    QList<PermissionGrant> grants;
    QVERIFY2(EffectivePermissions::forUser(*m_conn, user, &grants, &error), qPrintable(error));
    QVERIFY(grants.isEmpty()); // not a member yet: nothing
    QVERIFY2(run(QStringLiteral("INSERT INTO user_groups (user_id, group_id) VALUES (?, ?)"), {user, group}),
             qPrintable(error));

    const State state(*m_conn);
    QVERIFY2(EffectivePermissions::forUser(*m_conn, user, &grants, &error), qPrintable(error));
    QCOMPARE(grants.size(), state.parent.size()); // one entry on every project
    for (const PermissionGrant& g : std::as_const(grants)) {
        QVERIFY(g.superuser && !g.inherited());
        QCOMPARE(g.groupId.toLongLong(), group);
        QCOMPARE(EffectivePermissions::capabilityText(g), QStringLiteral("everything"));
        QCOMPARE(EffectivePermissions::sourceText(g), QStringLiteral("admin through group ep-admins: everything"));
        QVERIFY(state.has(user, g.projectId, QStringLiteral("manage")));
        QVERIFY(state.has(user, g.projectId, QStringLiteral("connect")));
    }
    // And every project lists them among those who can do everything.
    const qint64 project = state.parent.cbegin().key();
    bool truncated = true;
    QVERIFY2(EffectivePermissions::forProject(*m_conn, project, false, 1000, &grants, &truncated, &error),
             qPrintable(error));
    bool listed = false;
    for (const PermissionGrant& g : std::as_const(grants))
        listed = listed || (g.superuser && g.userId.toLongLong() == user && g.groupId.toLongLong() == group);
    QVERIFY(listed);
}

void TestEffectivePermissions::inheritanceGroupsSuperusersCycle() {
    // A tree of its own, Root > Mid > Leaf, and Other beside it; a user in a group and a superuser. The real schema
    // has no server defaults, so every NOT NULL column is given, as the platform's models give them.
    QString error;
    QSqlQuery q(m_conn->db());
    const QString created = QStringLiteral("2026-11-30 12:00:00.000000");
    auto run = [&](const QString& sql, const QVariantList& values) {
        const bool ok = m_conn->execBound(&q, sql, values, &error);
        q.finish();
        return ok;
    };
    const QString addUser = QStringLiteral("INSERT INTO users (email, full_name, is_active, is_superuser, "
                                           "is_observer, created_at) VALUES (?, ?, ?, ?, ?, ?)");
    QVERIFY2(run(addUser, {QStringLiteral("ep@example.com"), QStringLiteral("EP"), true, false, false, created}),
             qPrintable(error));
    QVERIFY2(run(addUser, {QStringLiteral("ep-root@example.com"), QStringLiteral("Root"), true, true, false, created}),
             qPrintable(error));
    QVERIFY2(run(QStringLiteral("INSERT INTO groups (name, description, is_admin, is_observer, created_at) "
                                "VALUES ('ep-editors', '', ?, ?, ?)"),
                 {false, false, created}),
             qPrintable(error));
    const QString addProject =
        QStringLiteral("INSERT INTO projects (name, description, created_at, parent_id) VALUES (?, '', ?, ?)");
    const QString projectId = QStringLiteral("SELECT id FROM projects WHERE name = ?");
    QVERIFY2(run(addProject, {QStringLiteral("EP root"), created, QVariant(QMetaType::fromType<qint64>())}),
             qPrintable(error));
    const qint64 root = idOf(*m_conn, projectId, {QStringLiteral("EP root")});
    QVERIFY2(run(addProject, {QStringLiteral("EP mid"), created, root}), qPrintable(error));
    const qint64 mid = idOf(*m_conn, projectId, {QStringLiteral("EP mid")});
    QVERIFY2(run(addProject, {QStringLiteral("EP leaf"), created, mid}), qPrintable(error));
    const qint64 leaf = idOf(*m_conn, projectId, {QStringLiteral("EP leaf")});
    QVERIFY2(run(addProject, {QStringLiteral("EP other"), created, QVariant(QMetaType::fromType<qint64>())}),
             qPrintable(error));
    const qint64 other = idOf(*m_conn, projectId, {QStringLiteral("EP other")});
    const QString userId = QStringLiteral("SELECT id FROM users WHERE email = ?");
    const qint64 user = idOf(*m_conn, userId, {QStringLiteral("ep@example.com")});
    const qint64 superuser = idOf(*m_conn, userId, {QStringLiteral("ep-root@example.com")});
    const qint64 group =
        idOf(*m_conn, QStringLiteral("SELECT id FROM groups WHERE name = ?"), {QStringLiteral("ep-editors")});
    QVERIFY(root > 0 && mid > 0 && leaf > 0 && other > 0 && user > 0 && superuser > 0 && group > 0);
    QVERIFY2(run(QStringLiteral("INSERT INTO user_groups (user_id, group_id) VALUES (?, ?)"), {user, group}),
             qPrintable(error));
    const QString grantUser =
        QStringLiteral("INSERT INTO permissions (project_id, user_id, capability) VALUES (?, ?, ?)");
    QVERIFY2(run(QStringLiteral("INSERT INTO permissions (project_id, group_id, capability) VALUES (?, ?, 'edit')"),
                 {root, group}),
             qPrintable(error));
    QVERIFY2(run(grantUser, {mid, user, QStringLiteral("view")}), qPrintable(error));
    QVERIFY2(run(grantUser, {leaf, user, QStringLiteral("connect")}), qPrintable(error));

    // "project: capability text: source" for each entry, in order.
    auto described = [](const QList<PermissionGrant>& grants, qint64 only = 0) {
        QStringList out;
        for (const PermissionGrant& g : grants)
            if (!only || g.projectId == only)
                out << QStringLiteral("%1: %2: %3%4")
                           .arg(g.projectName, EffectivePermissions::capabilityText(g),
                                EffectivePermissions::sourceText(g),
                                g.superuser || !g.direct() ? QStringLiteral(" (%1)").arg(g.userLabel) : QString());
        return out;
    };
    QList<PermissionGrant> grants;
    QVERIFY2(EffectivePermissions::forUser(*m_conn, user, &grants, &error), qPrintable(error));
    QStringList mine;
    for (const QString& line : described(grants))
        if (line.startsWith(QStringLiteral("EP ")))
            mine << line;
    QCOMPARE(mine, QStringList({
                       QStringLiteral("EP leaf: view: inherited from EP mid"),
                       QStringLiteral("EP leaf: edit (also run, view): via group ep-editors, inherited from EP root "
                                      "(ep@example.com)"),
                       QStringLiteral("EP leaf: connect: direct"),
                       QStringLiteral("EP mid: view: direct"),
                       QStringLiteral("EP mid: edit (also run, view): via group ep-editors, inherited from EP root "
                                      "(ep@example.com)"),
                       QStringLiteral("EP root: edit (also run, view): via group ep-editors (ep@example.com)"),
                   }));
    // Two levels down, through the group: run is held on the leaf (edit includes it), manage is not; connect is held
    // only where it is granted or inherited, and nothing on the project beside the tree.
    const State state(*m_conn);
    QVERIFY(state.has(user, leaf, QStringLiteral("run")));
    QVERIFY(!state.has(user, leaf, QStringLiteral("manage")));
    QVERIFY(!state.has(user, mid, QStringLiteral("connect")));
    for (const PermissionGrant& g : std::as_const(grants))
        QVERIFY(g.projectId != other);

    // The leaf's holders: the superusers, its own grant, and what comes from each ancestor, nearest first.
    bool truncated = true;
    QVERIFY2(EffectivePermissions::forProject(*m_conn, leaf, false, 1000, &grants, &truncated, &error),
             qPrintable(error));
    QVERIFY(!truncated);
    const QStringList leafLines = described(grants);
    QVERIFY(leafLines.contains(QStringLiteral("EP leaf: everything: superuser: everything (ep-root@example.com)")));
    const qsizetype own = leafLines.indexOf(QStringLiteral("EP leaf: connect: direct"));
    const qsizetype fromMid = leafLines.indexOf(QStringLiteral("EP leaf: view: inherited from EP mid"));
    const qsizetype fromRoot = leafLines.indexOf(QStringLiteral(
        "EP leaf: edit (also run, view): via group ep-editors, inherited from EP root (ep@example.com)"));
    QVERIFY2(own > 0 && fromMid > own && fromRoot > fromMid, qPrintable(leafLines.join(QLatin1Char('\n'))));
    QVERIFY(grants.first().superuser);
    // The root holds nothing of the mid's grant; with sub-projects it is listed under the mid, as the mid's own.
    QVERIFY(EffectivePermissions::forProject(*m_conn, root, false, 1000, &grants, &truncated, &error));
    QVERIFY(!described(grants).contains(QStringLiteral("EP mid: view: direct")));
    QVERIFY(!described(grants).join(QLatin1Char('\n')).contains(QStringLiteral("EP root: view")));
    QVERIFY(EffectivePermissions::forProject(*m_conn, root, true, 1000, &grants, &truncated, &error));
    QVERIFY(described(grants).contains(QStringLiteral("EP mid: view: direct")));
    QVERIFY(described(grants).contains(QStringLiteral("EP leaf: connect: direct")));

    // A superuser holds everything on every project, whatever is granted.
    QVERIFY(EffectivePermissions::forUser(*m_conn, superuser, &grants, &error));
    QCOMPARE(grants.size(), qsizetype(state.parent.size()));
    for (const PermissionGrant& g : std::as_const(grants)) {
        QVERIFY(g.superuser);
        QCOMPARE(EffectivePermissions::sourceText(g), QStringLiteral("superuser: everything"));
    }

    // A cycle in parent_id (root under leaf) is walked once: no hang, and each grant reaches the whole ring.
    QVERIFY2(run(QStringLiteral("UPDATE projects SET parent_id = ? WHERE id = ?"), {leaf, root}), qPrintable(error));
    QVERIFY2(EffectivePermissions::forUser(*m_conn, user, &grants, &error), qPrintable(error));
    QCOMPARE(keys(grants).size(), qsizetype(9)); // three grants, each on all three projects of the ring
    QVERIFY(described(grants, root).contains(QStringLiteral("EP root: view: inherited from EP mid")));
    QVERIFY(described(grants, mid).contains(QStringLiteral("EP mid: connect: inherited from EP leaf")));
    for (const qint64 project : {root, mid, leaf}) {
        QVERIFY2(EffectivePermissions::forProject(*m_conn, project, true, 1000, &grants, &truncated, &error),
                 qPrintable(error));
        QCOMPARE(described(grants, project).size(), qsizetype(state.superusers.size() + 3));
    }
}

QTEST_GUILESS_MAIN(TestEffectivePermissions)
#include "tst_EffectivePermissions.moc"
