#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/edit/EditController.h"
#include "gui/pages/TablePage.h"
#include "models/NavigatorModel.h"
#include "models/WindowedTableModel.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QPointer>
#include <QSqlQuery>
#include <QTest>
#include <QTimer>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {

/// Answers the message boxes that open while it lives: the button of `role` is pressed on each (the only one where it
/// has none), and their texts kept.
class ModalAnswerer : public QObject {
public:
    explicit ModalAnswerer(QMessageBox::ButtonRole role, const QString& screenshot = {})
        : m_role(role), m_screenshot(screenshot) {
        connect(&m_timer, &QTimer::timeout, this, [this]() {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box || box == m_last)
                return;
            m_last = box;
            if (!m_screenshot.isEmpty())
                test::saveScreenshot(box, m_screenshot);
            texts << box->objectName() + QLatin1Char(':') + box->text() + QLatin1Char('\n') + box->informativeText();
            for (QAbstractButton* b : box->buttons()) {
                if (box->buttonRole(b) == m_role) {
                    b->click();
                    return;
                }
            }
            box->buttons().constFirst()->click(); // a box that only tells: its one button
        });
        m_timer.start(20);
    }
    QStringList texts;

private:
    QMessageBox::ButtonRole m_role;
    QString m_screenshot;
    QTimer m_timer;
    QPointer<QMessageBox> m_last;
};

} // namespace

/// Deleting a membership of a group whose members are administrators asks first, naming the rights lost, as joining
/// one does; the last administrator is refused, as the platform refuses it; and after a write the navigator counts
/// the touched tables again (the table itself and the audit log the write path added to), on SQLite and PostgreSQL.
class TestMembershipDelete : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void deletingAnAdminMembershipAsks_data() { test::addEngineColumn(), test::addEngineRows(); }
    void deletingAnAdminMembershipAsks();
    void lastAdministratorIsNotDeleted_data() { test::addEngineColumn(), test::addEngineRows(); }
    void lastAdministratorIsNotDeleted();

private:
    qint64 scalar(const QString& sql, const QVariantList& values = {}) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, values, &error) || !q.next())
            return -1;
        return q.value(0).toLongLong();
    }
    bool exec(const QString& sql, const QVariantList& values = {}) const {
        QSqlQuery q(m_conn->db());
        QString error;
        return m_conn->execBound(&q, sql, values, &error);
    }
    /// Opens the window on the scratch database with user_groups shown and the membership (user, group) highlighted.
    TablePage* showMembership(qint64 user, qint64 group);

    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
    std::unique_ptr<MainWindow> m_window;
};

void TestMembershipDelete::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestMembershipDelete::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    QString why;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &why, 20), qPrintable(why));
}

void TestMembershipDelete::cleanup() {
    m_window.reset();
    m_conn.reset();
    m_scratch.reset();
}

TablePage* TestMembershipDelete::showMembership(qint64 user, qint64 group) {
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1400, 900);
    m_window->show();
    QString why;
    if (!m_window->openDatabase(m_scratch->url(), false, &why))
        return nullptr;
    m_window->workspace()->navigate(Location{QStringLiteral("user_groups"), {}, {}});
    TablePage* page = m_window->workspace()->currentPage();
    if (!page || !QTest::qWaitFor([page]() { return page->model()->isCountExact(); }, 15000))
        return nullptr;
    page->selectKey({user, group});
    if (!QTest::qWaitFor(
            [page, user, group]() {
                return page->selectedPrimaryKey() == QVariantList{user, group};
            },
            15000))
        return nullptr;
    return page;
}

void TestMembershipDelete::deletingAnAdminMembershipAsks() {
    const qint64 admins = scalar(QStringLiteral("SELECT min(id) FROM groups WHERE is_admin = ?"), {true});
    QVERIFY(admins > 0);
    // Someone who is an administrator only through this group, with a superuser left to administer the platform.
    const qint64 user = scalar(QStringLiteral("SELECT min(id) FROM users WHERE is_superuser = ?"), {false});
    const qint64 superuser = scalar(QStringLiteral("SELECT max(id) FROM users WHERE id <> ?"), {user});
    QVERIFY(
        exec(QStringLiteral("UPDATE users SET is_superuser = ?, is_active = ? WHERE id = ?"), {true, true, superuser}));
    if (scalar(QStringLiteral("SELECT count(*) FROM user_groups WHERE user_id = ? AND group_id = ?"), {user, admins}) ==
        0)
        QVERIFY(exec(QStringLiteral("INSERT INTO user_groups (user_id, group_id) VALUES (?, ?)"), {user, admins}));
    const qint64 memberships = scalar(QStringLiteral("SELECT count(*) FROM user_groups"));
    TablePage* page = showMembership(user, admins);
    QVERIFY(page);
    NavigatorModel* navigator = m_window->workspace()->navigatorModel();
    QTRY_VERIFY_WITH_TIMEOUT(!navigator->isCounting(), 20000);
    QCOMPARE(navigator->rowCountOf(QStringLiteral("user_groups")), memberships);
    QCOMPARE(navigator->rowCountOf(QStringLiteral("audit_logs")),
             scalar(QStringLiteral("SELECT count(*) FROM audit_logs")));

    // Cancel: the question names who loses what; nothing is deleted.
    const QString who = [this, user]() {
        QSqlQuery q(m_conn->db());
        QString error;
        return m_conn->execBound(&q, QStringLiteral("SELECT email FROM users WHERE id = ?"), {user}, &error) && q.next()
                   ? q.value(0).toString()
                   : QString();
    }();
    {
        ModalAnswerer answer(QMessageBox::RejectRole, QStringLiteral("admin-group-removal-question.png"));
        m_window->editController()->deleteAction()->trigger();
        QCOMPARE(answer.texts.size(), 1);
        const QString& asked = answer.texts.constFirst();
        QVERIFY2(asked.startsWith(QStringLiteral("deleteConfirmation:")), qPrintable(asked));
        QVERIFY2(asked.contains(QStringLiteral("takes away administration")), qPrintable(asked));
        QVERIFY2(asked.contains(who) &&
                     asked.contains(QStringLiteral("no longer an administrator of the whole platform")),
                 qPrintable(asked));
    }
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM user_groups")), memberships);

    // Delete: gone, and the navigator counts user_groups and the audit log again.
    {
        ModalAnswerer answer(QMessageBox::DestructiveRole);
        m_window->editController()->deleteAction()->trigger();
        QCOMPARE(answer.texts.size(), 1);
    }
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM user_groups")), memberships - 1);
    const qint64 audits = scalar(QStringLiteral("SELECT count(*) FROM audit_logs"));
    QTRY_COMPARE_WITH_TIMEOUT(navigator->rowCountOf(QStringLiteral("user_groups")), memberships - 1, 10000);
    QTRY_COMPARE_WITH_TIMEOUT(navigator->rowCountOf(QStringLiteral("audit_logs")), audits, 10000);
}

void TestMembershipDelete::lastAdministratorIsNotDeleted() {
    const qint64 admins = scalar(QStringLiteral("SELECT min(id) FROM groups WHERE is_admin = ?"), {true});
    QVERIFY(admins > 0);
    // One administrator left: the only member of the only admin group, no superuser.
    const qint64 user = scalar(QStringLiteral("SELECT min(id) FROM users"));
    QVERIFY(exec(QStringLiteral("UPDATE users SET is_superuser = ?"), {false}));
    QVERIFY(exec(QStringLiteral("UPDATE users SET is_active = ? WHERE id = ?"), {true, user}));
    QVERIFY(exec(QStringLiteral("UPDATE groups SET is_admin = ? WHERE id <> ?"), {false, admins}));
    QVERIFY(exec(QStringLiteral("DELETE FROM user_groups WHERE group_id = ?"), {admins}));
    QVERIFY(exec(QStringLiteral("INSERT INTO user_groups (user_id, group_id) VALUES (?, ?)"), {user, admins}));
    TablePage* page = showMembership(user, admins);
    QVERIFY(page);
    ModalAnswerer answer(QMessageBox::DestructiveRole, QStringLiteral("last-admin-refused.png"));
    m_window->editController()->deleteAction()->trigger();
    QCOMPARE(answer.texts.size(), 1);
    QVERIFY2(answer.texts.constFirst().startsWith(QStringLiteral("writeRefused:")), qPrintable(answer.texts.first()));
    QVERIFY2(answer.texts.constFirst().contains(QStringLiteral("last administrator")),
             qPrintable(answer.texts.constFirst()));
    QCOMPARE(
        scalar(QStringLiteral("SELECT count(*) FROM user_groups WHERE user_id = ? AND group_id = ?"), {user, admins}),
        1);
}

QTEST_MAIN(TestMembershipDelete)
#include "tst_MembershipDelete.moc"
