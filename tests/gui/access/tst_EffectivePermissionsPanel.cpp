#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/edit/ChangeSet.h"
#include "core/rules/EffectivePermissions.h"
#include "gui/access/AccessDialogs.h"
#include "gui/access/EffectivePermissionsPanel.h"
#include "gui/edit/ChangeWarning.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QSet>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The effective-permissions view on the demo database, both engines: a user's table holds what the core computes
/// (capability with what it includes, project, source), a grant two levels up shows as inherited, a superuser holds
/// everything everywhere, a project's table lists its superusers and inherited grants and, when asked, sub-projects'
/// own grants; a cycle in parent_id does not hang it; the view states the platform's rule. Also the group-rename
/// warning the row dialog shows.
class TestEffectivePermissionsPanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void userAndProjectViews_data() { test::addEngineColumn(), test::addEngineRows(); }
    void userAndProjectViews();
    void groupRenameWarning_data() { test::addEngineColumn(), test::addEngineRows(); }
    void groupRenameWarning();
    void administrationIsNamedBeforeItIsGiven_data() { test::addEngineColumn(), test::addEngineRows(); }
    void administrationIsNamedBeforeItIsGiven();
    void deactivatedUsersAreMarked_data() { test::addEngineColumn(), test::addEngineRows(); }
    void deactivatedUsersAreMarked();

private:
    qint64 scalar(const QString& sql) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, {}, &error) || !q.next())
            return -1;
        return q.value(0).toLongLong();
    }
    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
};

void TestEffectivePermissionsPanel::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestEffectivePermissionsPanel::init() {
    if (!QTest::currentDataTag())
        return;
    QFETCH(ScratchDatabase::Engine, engine);
    QString demoError;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &demoError), qPrintable(demoError));
}

void TestEffectivePermissionsPanel::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestEffectivePermissionsPanel::userAndProjectViews() {
    // A grant on a grandparent, to a user who is no superuser: it must show two levels down.
    QSqlQuery q(m_conn->db());
    QString error;
    const qint64 grandchild = scalar(QStringLiteral("SELECT c.id FROM projects c JOIN projects p ON p.id = c.parent_id "
                                                    "WHERE p.parent_id IS NOT NULL ORDER BY c.id LIMIT 1"));
    QVERIFY2(grandchild > 0, "the demo nests projects two levels deep");
    const qint64 middle = scalar(QStringLiteral("SELECT parent_id FROM projects WHERE id = %1").arg(grandchild));
    const qint64 grandparent = scalar(QStringLiteral("SELECT parent_id FROM projects WHERE id = %1").arg(middle));
    // The user holding the most grants through groups, among those who are no superuser.
    const qint64 user =
        scalar(QStringLiteral("SELECT ug.user_id FROM user_groups ug JOIN permissions p ON p.group_id = ug.group_id "
                              "JOIN users u ON u.id = ug.user_id WHERE u.is_superuser = %1 GROUP BY ug.user_id "
                              "ORDER BY count(*) DESC, ug.user_id LIMIT 1")
                   .arg(m_conn->isSqlite() ? QStringLiteral("0") : QStringLiteral("false")));
    QVERIFY(user > 0);
    QVERIFY2(m_conn->execBound(
                 &q, QStringLiteral("INSERT INTO permissions (project_id, user_id, capability) VALUES (?, ?, 'run')"),
                 {grandparent, user}, &error),
             qPrintable(error));
    q.finish();
    const qint64 runGrant = scalar(QStringLiteral("SELECT max(id) FROM permissions"));
    QSqlQuery names(m_conn->db());
    QVERIFY(m_conn->execBound(&names, QStringLiteral("SELECT name FROM projects WHERE id = ?"), {grandparent}, &error));
    QVERIFY(names.next());
    const QString grandparentName = names.value(0).toString();
    names.finish();

    EffectivePermissionsPanel panel(*m_conn);
    panel.resize(820, 520);
    panel.show();
    QSignalSpy loaded(&panel, &EffectivePermissionsPanel::loaded);
    panel.showUser(user);
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isLoading() && !loaded.isEmpty(), 20000);
    QList<PermissionGrant> grants;
    QVERIFY(EffectivePermissions::forUser(*m_conn, user, &grants, &error));
    QStandardItemModel* model = panel.grantsModel();
    QCOMPARE(model->rowCount(), grants.size());
    bool sawGroup = false, sawTwoLevels = false;
    for (int row = 0; row < model->rowCount(); ++row) {
        const PermissionGrant& g = grants.at(row);
        QCOMPARE(model->item(row, EffectivePermissionsPanel::CapabilityColumn)->text(),
                 EffectivePermissions::capabilityText(g));
        QCOMPARE(model->item(row, EffectivePermissionsPanel::ProjectColumn)->text(), g.projectName);
        const QString source = model->item(row, EffectivePermissionsPanel::SourceColumn)->text();
        QCOMPARE(source, EffectivePermissions::sourceText(g));
        sawGroup = sawGroup || source.startsWith(QStringLiteral("via group "));
        if (g.projectId == grandchild && g.permissionId == runGrant) {
            QCOMPARE(model->item(row, EffectivePermissionsPanel::CapabilityColumn)->text(),
                     QStringLiteral("run (also view)"));
            QCOMPARE(source, QStringLiteral("inherited from %1").arg(grandparentName));
            sawTwoLevels = true;
        }
    }
    QVERIFY(sawGroup);
    QVERIFY2(sawTwoLevels, "a grant on the grandparent holds on the grandchild");
    QVERIFY(panel.view()->isColumnHidden(EffectivePermissionsPanel::GranteeColumn));
    const QString note = panel.findChild<QLabel*>(QStringLiteral("permissionsNote"))->text();
    QVERIFY(note.contains(QStringLiteral("also holds on all of its sub-projects")));
    QVERIFY(!note.contains(QStringLiteral("no inheritance")));
    test::saveScreenshot(&panel, QStringLiteral("permissions-user.png"));

    // A superuser: everything, on every project.
    const qint64 superuser = scalar(QStringLiteral("SELECT min(id) FROM users WHERE is_superuser = %1")
                                        .arg(m_conn->isSqlite() ? QStringLiteral("1") : QStringLiteral("true")));
    QVERIFY(superuser > 0);
    loaded.clear();
    panel.showUser(superuser);
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isLoading() && !loaded.isEmpty(), 20000);
    QCOMPARE(qint64(model->rowCount()), scalar(QStringLiteral("SELECT count(*) FROM projects")));
    for (int row = 0; row < model->rowCount(); ++row) {
        QCOMPARE(model->item(row, EffectivePermissionsPanel::CapabilityColumn)->text(), QStringLiteral("everything"));
        QCOMPARE(model->item(row, EffectivePermissionsPanel::SourceColumn)->text(),
                 QStringLiteral("superuser: everything"));
    }

    // The grandchild: the superusers, and the grant two levels up, with the user as grantee.
    loaded.clear();
    panel.showProject(grandchild, false);
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isLoading() && !loaded.isEmpty(), 20000);
    bool truncated = false;
    QVERIFY(EffectivePermissions::forProject(*m_conn, grandchild, false, 100000, &grants, &truncated, &error));
    QCOMPARE(model->rowCount(), grants.size());
    QVERIFY(!panel.view()->isColumnHidden(EffectivePermissionsPanel::GranteeColumn));
    int superusers = 0;
    bool sawInherited = false;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QString source = model->item(row, EffectivePermissionsPanel::SourceColumn)->text();
        const PermissionGrant& g = grants.at(row);
        // A deactivated user's grant says it is not in effect.
        const bool inEffect = g.userId.isNull() || g.userActive;
        QCOMPARE(source,
                 inEffect
                     ? EffectivePermissions::sourceText(g)
                     : QStringLiteral("%1 — not in effect (deactivated)").arg(EffectivePermissions::sourceText(g)));
        QCOMPARE(model->item(row, EffectivePermissionsPanel::CapabilityColumn)
                     ->data(EffectivePermissionsPanel::InEffectRole)
                     .toBool(),
                 inEffect);
        QCOMPARE(model->item(row, EffectivePermissionsPanel::GranteeColumn)->text().isEmpty(), false);
        superusers += source.startsWith(QLatin1String("superuser: everything")) ? 1 : 0;
        sawInherited = sawInherited || source.startsWith(QStringLiteral("inherited from %1").arg(grandparentName));
    }
    QCOMPARE(qint64(superusers), scalar(QStringLiteral("SELECT count(*) FROM users WHERE is_superuser = %1")
                                            .arg(m_conn->isSqlite() ? QStringLiteral("1") : QStringLiteral("true"))));
    QVERIFY(sawInherited);
    test::saveScreenshot(&panel, QStringLiteral("permissions-project.png"));

    // The grandparent with its sub-projects: their own grants are listed under their own names.
    loaded.clear();
    panel.showProject(grandparent, false);
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isLoading() && !loaded.isEmpty(), 20000);
    loaded.clear();
    panel.findChild<QCheckBox*>(QStringLiteral("permissionsWithSubprojects"))->setChecked(true);
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isLoading() && !loaded.isEmpty(), 20000);
    QVERIFY(EffectivePermissions::forProject(*m_conn, grandparent, true, 100000, &grants, &truncated, &error));
    QCOMPARE(model->rowCount(), grants.size());
    QSet<QString> projects;
    for (int row = 0; row < model->rowCount(); ++row)
        projects.insert(model->item(row, EffectivePermissionsPanel::ProjectColumn)->text());
    QVERIFY2(projects.size() > 1, "sub-projects' grants are listed under their own names");

    // A cycle in parent_id (the grandparent under the grandchild) does not hang the view.
    QVERIFY2(m_conn->execBound(&q, QStringLiteral("UPDATE projects SET parent_id = ? WHERE id = ?"),
                               {grandchild, grandparent}, &error),
             qPrintable(error));
    q.finish();
    loaded.clear();
    panel.showProject(middle, true);
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isLoading() && !loaded.isEmpty(), 20000);
    QVERIFY(EffectivePermissions::forProject(*m_conn, middle, true, 100000, &grants, &truncated, &error));
    QCOMPARE(model->rowCount(), grants.size());
    bool sawRing = false; // the run grant now comes round to the middle project from the grandparent
    for (const PermissionGrant& g : std::as_const(grants))
        sawRing = sawRing || (g.projectId == middle && g.permissionId == runGrant);
    QVERIFY(sawRing);
    loaded.clear();
    panel.showUser(user);
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isLoading() && !loaded.isEmpty(), 20000);
    QVERIFY(EffectivePermissions::forUser(*m_conn, user, &grants, &error));
    QCOMPARE(model->rowCount(), grants.size());

    // In its own window.
    QWidget host;
    EffectivePermissionsPanel* hosted =
        AccessDialogs::openEffectivePermissions(&host, *m_conn, QStringLiteral("project"), 2);
    QSignalSpy hostedLoaded(hosted, &EffectivePermissionsPanel::loaded);
    QTRY_VERIFY_WITH_TIMEOUT(!hosted->isLoading() && !hostedLoaded.isEmpty(), 20000);
    QCOMPARE(hosted->findChild<QComboBox*>(QStringLiteral("permissionsSubject"))->currentData().toLongLong(), 2);
}

void TestEffectivePermissionsPanel::deactivatedUsersAreMarked() {
    // A user with a direct grant, deactivated: they keep the grant but cannot sign in, and both views say so.
    QSqlQuery q(m_conn->db());
    QString error;
    const qint64 project = scalar(QStringLiteral("SELECT min(id) FROM projects"));
    const qint64 user = scalar(QStringLiteral("SELECT min(id) FROM users WHERE is_superuser = %1")
                                   .arg(m_conn->isSqlite() ? QStringLiteral("0") : QStringLiteral("false")));
    QVERIFY(project > 0 && user > 0);
    QVERIFY2(m_conn->execBound(
                 &q, QStringLiteral("INSERT INTO permissions (project_id, user_id, capability) VALUES (?, ?, 'view')"),
                 {project, user}, &error),
             qPrintable(error));
    QVERIFY2(
        m_conn->execBound(&q, QStringLiteral("UPDATE users SET is_active = ? WHERE id = ?"), {false, user}, &error),
        qPrintable(error));
    q.finish();
    QVERIFY(m_conn->execBound(&q, QStringLiteral("SELECT email, full_name FROM users WHERE id = ?"), {user}, &error));
    QVERIFY(q.next());
    const QString email = q.value(0).toString();
    q.finish();
    QVERIFY(!email.isEmpty());
    const qint64 active = scalar(QStringLiteral("SELECT count(*) FROM users WHERE is_active = %1")
                                     .arg(m_conn->isSqlite() ? QStringLiteral("1") : QStringLiteral("true")));
    QVERIFY(active > 0);

    EffectivePermissionsPanel panel(*m_conn);
    panel.resize(820, 520);
    panel.show();
    QSignalSpy loaded(&panel, &EffectivePermissionsPanel::loaded);
    panel.showUser(user);
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isLoading() && !loaded.isEmpty(), 20000);
    auto* subject = panel.findChild<QComboBox*>(QStringLiteral("permissionsSubject"));
    QVERIFY2(subject->currentText().startsWith(email) &&
                 subject->currentText().endsWith(QStringLiteral(" (deactivated)")),
             qPrintable(subject->currentText()));
    int marked = 0;
    for (int i = 0; i < subject->count(); ++i)
        marked += subject->itemText(i).endsWith(QStringLiteral(" (deactivated)")) ? 1 : 0;
    QCOMPARE(qint64(marked), scalar(QStringLiteral("SELECT count(*) FROM users")) - active);
    // None of their grants is in effect (the gateway refuses every request of a deactivated user): each row says so,
    // and the status line.
    QStandardItemModel* model = panel.grantsModel();
    QVERIFY(model->rowCount() > 0);
    for (int row = 0; row < model->rowCount(); ++row) {
        QVERIFY(!model->item(row, EffectivePermissionsPanel::CapabilityColumn)
                     ->data(EffectivePermissionsPanel::InEffectRole)
                     .toBool());
        const QString source = model->item(row, EffectivePermissionsPanel::SourceColumn)->text();
        QVERIFY2(source.contains(QStringLiteral("not in effect")), qPrintable(source));
    }
    QVERIFY2(panel.statusText().contains(QStringLiteral("deactivated")) &&
                 panel.statusText().contains(QStringLiteral("is in effect until")),
             qPrintable(panel.statusText()));
    test::saveScreenshot(&panel, QStringLiteral("permissions-deactivated-user.png"));

    // The project: the deactivated grantee is marked, the others are not.
    loaded.clear();
    panel.showProject(project, false);
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isLoading() && !loaded.isEmpty(), 20000);
    bool sawUser = false;
    int idle = 0;
    for (int row = 0; row < model->rowCount(); ++row) {
        const QString grantee = model->item(row, EffectivePermissionsPanel::GranteeColumn)->text();
        const bool inEffect = model->item(row, EffectivePermissionsPanel::CapabilityColumn)
                                  ->data(EffectivePermissionsPanel::InEffectRole)
                                  .toBool();
        idle += inEffect ? 0 : 1;
        if (grantee.startsWith(email)) {
            QCOMPARE(grantee, QStringLiteral("%1 (deactivated)").arg(email));
            QVERIFY(!inEffect);
            sawUser = true;
        } else if (!grantee.endsWith(QStringLiteral(" (deactivated)"))) {
            QVERIFY2(inEffect, qPrintable(grantee));
        }
    }
    QVERIFY(sawUser);
    QVERIFY2(panel.statusText().contains(QStringLiteral("%1 of them held by deactivated users").arg(idle)),
             qPrintable(panel.statusText()));
    test::saveScreenshot(&panel, QStringLiteral("permissions-deactivated.png"));
}

void TestEffectivePermissionsPanel::groupRenameWarning() {
    const QVariantMap original{{QStringLiteral("id"), 7},
                               {QStringLiteral("name"), QStringLiteral("finance")},
                               {QStringLiteral("description"), QVariant()}};
    auto rename = [&](const QVariantMap& values) {
        return ChangeWarning::text(*m_conn, ChangeSet::update(QStringLiteral("groups"), original, values));
    };
    const QString text = rename({{QStringLiteral("name"), QStringLiteral("fin")}});
    QVERIFY(text.contains(QStringLiteral("by name")));
    QVERIFY(text.contains(QStringLiteral("\"finance\"")) && text.contains(QStringLiteral("\"fin\"")));
    QVERIFY(rename({{QStringLiteral("description"), QStringLiteral("Ledger people")}}).isEmpty());
    QVERIFY(rename({{QStringLiteral("name"), QStringLiteral("finance")}}).isEmpty()); // not changed
    QVERIFY(ChangeWarning::text(
                *m_conn, ChangeSet::insert(QStringLiteral("groups"), {{QStringLiteral("name"), QStringLiteral("fin")}}))
                .isEmpty());
}

void TestEffectivePermissionsPanel::administrationIsNamedBeforeItIsGiven() {
    // The row dialog and the cell editor ask (ChangeWarning) before a change that hands out administration, naming
    // it: a group made an admin group, a user made superuser, a Holotable token given another role.
    const QVariantMap group{{QStringLiteral("id"), 3},
                            {QStringLiteral("name"), QStringLiteral("analytics")},
                            {QStringLiteral("description"), QString()},
                            {QStringLiteral("is_admin"), false},
                            {QStringLiteral("is_observer"), false}};
    QString text = ChangeWarning::text(
        *m_conn, ChangeSet::update(QStringLiteral("groups"), group, {{QStringLiteral("is_admin"), true}}));
    QVERIFY2(
        text.contains(QStringLiteral("Every member of “analytics” becomes an administrator of the whole platform")),
        qPrintable(text));
    QVERIFY(ChangeWarning::text(*m_conn, ChangeSet::update(QStringLiteral("groups"), group,
                                                           {{QStringLiteral("description"), QStringLiteral("x")}}))
                .isEmpty());
    const QVariantMap user{{QStringLiteral("id"), 9},
                           {QStringLiteral("email"), QStringLiteral("quinn@example.com")},
                           {QStringLiteral("is_superuser"), false}};
    text = ChangeWarning::text(
        *m_conn, ChangeSet::update(QStringLiteral("users"), user, {{QStringLiteral("is_superuser"), true}}));
    QVERIFY2(text.contains(QLatin1String("quinn@example.com becomes a superuser")), qPrintable(text));
    const QVariantMap token{{QStringLiteral("id"), QStringLiteral("t-1")},
                            {QStringLiteral("name"), QStringLiteral("ci")},
                            {QStringLiteral("workspace_id"), QStringLiteral("ws-ops")},
                            {QStringLiteral("role"), QStringLiteral("viewer")}};
    text = ChangeWarning::text(*m_conn, ChangeSet::update(QStringLiteral("api_tokens"), token,
                                                          {{QStringLiteral("role"), QStringLiteral("editor")}}));
    QVERIFY2(text.contains(QLatin1String("from the role viewer to editor in workspace ws-ops")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("create, change and generate dashboards")), qPrintable(text));
    // A membership added in the row dialog asks as the Memberships editor does: joining an admin group.
    const qint64 adminGroup = scalar(QStringLiteral("SELECT min(id) FROM groups WHERE is_admin = %1")
                                         .arg(m_conn->isSqlite() ? QStringLiteral("1") : QStringLiteral("true")));
    const qint64 someone = scalar(QStringLiteral("SELECT min(id) FROM users"));
    if (adminGroup > 0 && someone > 0) {
        text = ChangeWarning::text(
            *m_conn, ChangeSet::insert(QStringLiteral("user_groups"), {{QStringLiteral("user_id"), someone},
                                                                       {QStringLiteral("group_id"), adminGroup}}));
        QVERIFY2(text.contains(QLatin1String("becomes")), qPrintable(text));
    }
    QVERIFY(ChangeWarning::text(*m_conn, ChangeSet::update(QStringLiteral("api_tokens"), token,
                                                           {{QStringLiteral("name"), QStringLiteral("ci-2")}}))
                .isEmpty());
}

QTEST_MAIN(TestEffectivePermissionsPanel)
#include "tst_EffectivePermissionsPanel.moc"
