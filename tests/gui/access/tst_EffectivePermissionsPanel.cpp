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
/// (capability, project, source), a project's lists grantees and, when asked, sub-projects' own grants; the view says
/// plainly that nothing is inherited. Also the group-rename warning the row dialog shows.
class TestEffectivePermissionsPanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void userAndProjectViews_data() { test::addEngineColumn(), test::addEngineRows(); }
    void userAndProjectViews();
    void groupRenameWarning();

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
    // The user holding the most grants through groups.
    const qint64 user = scalar(QStringLiteral(
        "SELECT ug.user_id FROM user_groups ug JOIN permissions p ON p.group_id = ug.group_id GROUP BY ug.user_id "
        "ORDER BY count(*) DESC, ug.user_id LIMIT 1"));
    QVERIFY(user > 0);
    EffectivePermissionsPanel panel(*m_conn);
    panel.resize(820, 520);
    panel.show();
    QSignalSpy loaded(&panel, &EffectivePermissionsPanel::loaded);
    panel.showUser(user);
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isLoading() && !loaded.isEmpty(), 20000);
    QList<PermissionGrant> grants;
    QString error;
    QVERIFY(EffectivePermissions::forUser(*m_conn, user, &grants, &error));
    QStandardItemModel* model = panel.grantsModel();
    QCOMPARE(model->rowCount(), grants.size());
    bool sawGroup = false;
    for (int row = 0; row < model->rowCount(); ++row) {
        QCOMPARE(model->item(row, EffectivePermissionsPanel::CapabilityColumn)->text(), grants.at(row).capability);
        QCOMPARE(model->item(row, EffectivePermissionsPanel::ProjectColumn)->text(), grants.at(row).projectName);
        const QString source = model->item(row, EffectivePermissionsPanel::SourceColumn)->text();
        QCOMPARE(source, EffectivePermissions::sourceText(grants.at(row)));
        sawGroup = sawGroup || source.startsWith(QStringLiteral("via group "));
    }
    QVERIFY(sawGroup);
    QVERIFY(panel.view()->isColumnHidden(EffectivePermissionsPanel::GranteeColumn));
    QVERIFY(panel.findChild<QLabel*>(QStringLiteral("permissionsNote"))
                ->text()
                .contains(QStringLiteral("no "
                                         "inheritance")));
    test::saveScreenshot(&panel, QStringLiteral("permissions-user.png"));

    // Sales (1) with its sub-projects: more rows than Sales alone, each under its own project.
    loaded.clear();
    panel.showProject(1, false);
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isLoading() && !loaded.isEmpty(), 20000);
    bool truncated = false;
    QVERIFY(EffectivePermissions::forProject(*m_conn, 1, false, 100000, &grants, &truncated, &error));
    QCOMPARE(model->rowCount(), grants.size());
    QVERIFY(!panel.view()->isColumnHidden(EffectivePermissionsPanel::GranteeColumn));
    loaded.clear();
    panel.findChild<QCheckBox*>(QStringLiteral("permissionsWithSubprojects"))->setChecked(true);
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isLoading() && !loaded.isEmpty(), 20000);
    QVERIFY(EffectivePermissions::forProject(*m_conn, 1, true, 100000, &grants, &truncated, &error));
    QCOMPARE(model->rowCount(), grants.size());
    QSet<QString> projects;
    for (int row = 0; row < model->rowCount(); ++row)
        projects.insert(model->item(row, EffectivePermissionsPanel::ProjectColumn)->text());
    QVERIFY2(projects.size() > 1, "sub-projects' grants are listed under their own names");
    test::saveScreenshot(&panel, QStringLiteral("permissions-project.png"));

    // In its own window.
    QWidget host;
    EffectivePermissionsPanel* hosted =
        AccessDialogs::openEffectivePermissions(&host, *m_conn, QStringLiteral("project"), 2);
    QSignalSpy hostedLoaded(hosted, &EffectivePermissionsPanel::loaded);
    QTRY_VERIFY_WITH_TIMEOUT(!hosted->isLoading() && !hostedLoaded.isEmpty(), 20000);
    QCOMPARE(hosted->findChild<QComboBox*>(QStringLiteral("permissionsSubject"))->currentData().toLongLong(), 2);
}

void TestEffectivePermissionsPanel::groupRenameWarning() {
    const QVariantMap original{{QStringLiteral("id"), 7},
                               {QStringLiteral("name"), QStringLiteral("finance")},
                               {QStringLiteral("description"), QVariant()}};
    auto rename = [&](const QVariantMap& values) {
        return ChangeWarning::text(ChangeSet::update(QStringLiteral("groups"), original, values));
    };
    const QString text = rename({{QStringLiteral("name"), QStringLiteral("fin")}});
    QVERIFY(text.contains(QStringLiteral("by name")));
    QVERIFY(text.contains(QStringLiteral("\"finance\"")) && text.contains(QStringLiteral("\"fin\"")));
    QVERIFY(rename({{QStringLiteral("description"), QStringLiteral("Ledger people")}}).isEmpty());
    QVERIFY(rename({{QStringLiteral("name"), QStringLiteral("finance")}}).isEmpty()); // not changed
    QVERIFY(ChangeWarning::text(
                ChangeSet::insert(QStringLiteral("groups"), {{QStringLiteral("name"), QStringLiteral("fin")}}))
                .isEmpty());
}

QTEST_MAIN(TestEffectivePermissionsPanel)
#include "tst_EffectivePermissionsPanel.moc"
