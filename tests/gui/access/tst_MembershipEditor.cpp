#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/edit/RowWriter.h"
#include "gui/access/MembershipEditor.h"

#include <QApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QStandardItemModel>
#include <QTest>
#include <QTimer>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The membership picker on the demo database, both engines: the lists hold exactly what SQL holds (every entry in
/// one list only), adding and removing write exactly the user_groups rows asked for with one audit entry each, the
/// buttons and double-click do the same, and a membership someone else removed meanwhile is reported and reloaded.
class TestMembershipEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void userModeListsMatchSql_data() { test::addEngineColumn(), test::addEngineRows(); }
    void userModeListsMatchSql();
    void addAndRemoveWriteExactlyTheRows_data() { test::addEngineColumn(), test::addEngineRows(); }
    void addAndRemoveWriteExactlyTheRows();
    void groupModeButtonsAndDoubleClick_data() { test::addEngineColumn(), test::addEngineRows(); }
    void groupModeButtonsAndDoubleClick();
    void adminGroupAsksFirst_data() { test::addEngineColumn(), test::addEngineRows(); }
    void adminGroupAsksFirst();
    void leavingAdminGroupAsksFirst_data() { test::addEngineColumn(), test::addEngineRows(); }
    void leavingAdminGroupAsksFirst();
    void removedMeanwhileIsReported_data() { test::addEngineColumn(), test::addEngineRows(); }
    void removedMeanwhileIsReported();

private:
    qint64 scalar(const QString& sql, const QVariantList& values = {}) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, values, &error) || !q.next())
            return -1;
        return q.value(0).toLongLong();
    }
    QSet<qint64> ids(const QString& sql, const QVariantList& values) const {
        QSqlQuery q(m_conn->db());
        QString error;
        QSet<qint64> out;
        if (m_conn->execBound(&q, sql, values, &error))
            while (q.next())
                out.insert(q.value(0).toLongLong());
        return out;
    }
    static QSet<qint64> ids(const QStandardItemModel* model) {
        QSet<qint64> out;
        for (int row = 0; row < model->rowCount(); ++row)
            out.insert(model->item(row)->data(Qt::UserRole).toLongLong());
        return out;
    }
    qint64 audits() const { return scalar(QStringLiteral("SELECT count(*) FROM audit_logs")); }
    /// Audit entries whose action is like `action` (group.join and group.admin_join are both "group.%join") on the
    /// membership (user, group). As the gateway's add_to_group writes them, the target is the user (target_id); the
    /// detail's "key" holds the membership's.
    int auditsOf(const QString& action, qint64 user, qint64 group) const {
        QSqlQuery q(m_conn->db());
        QString error;
        int found = 0;
        if (!m_conn->execBound(&q,
                               QStringLiteral("SELECT detail, target_id, outcome FROM audit_logs WHERE action LIKE ? "
                                              "AND target_type = 'user'"),
                               {action}, &error))
            return -1;
        while (q.next()) {
            const QJsonObject key = QJsonDocument::fromJson(q.value(0).toString().toUtf8())
                                        .object()
                                        .value(QStringLiteral("key"))
                                        .toObject();
            if (key.value(QStringLiteral("user_id")).toInteger() == user &&
                key.value(QStringLiteral("group_id")).toInteger() == group && q.value(1).toLongLong() == user &&
                q.value(2).toString() == QLatin1String("success"))
                ++found;
        }
        return found;
    }
    /// The available groups that make their members neither administrators nor observers, in the list's order.
    QList<qint64> plainAvailable(const MembershipEditor& editor) const {
        const QSet<qint64> plain =
            ids(QStringLiteral("SELECT id FROM groups WHERE is_admin = ? AND is_observer = ?"), {false, false});
        QList<qint64> out;
        for (int row = 0; row < editor.availableModel()->rowCount(); ++row)
            if (const qint64 id = editor.availableModel()->item(row)->data(Qt::UserRole).toLongLong();
                plain.contains(id))
                out << id;
        return out;
    }
    qint64 memberships() const { return scalar(QStringLiteral("SELECT count(*) FROM user_groups")); }
    std::unique_ptr<MembershipEditor> open(const QString& mode, qint64 id) {
        auto editor = std::make_unique<MembershipEditor>(*m_conn, m_writer.get(), mode, id);
        QSignalSpy loaded(editor.get(), &MembershipEditor::loaded);
        editor->resize(640, 420);
        editor->show();
        if (loaded.isEmpty() && !loaded.wait(20000))
            return nullptr;
        return editor;
    }
    /// Selects the entry with `id` in a list view (through its filter proxy).
    static void select(QListView* view, qint64 id) {
        QAbstractItemModel* model = view->model();
        for (int row = 0; row < model->rowCount(); ++row) {
            const QModelIndex i = model->index(row, 0);
            if (i.data(Qt::UserRole).toLongLong() == id) {
                view->selectionModel()->select(i, QItemSelectionModel::Select);
                view->setCurrentIndex(i);
            }
        }
    }

    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
    std::unique_ptr<RowWriter> m_writer;
    qint64 m_user = 0;
};

void TestMembershipEditor::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestMembershipEditor::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    QString demoError;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &demoError), qPrintable(demoError));
    m_writer = std::make_unique<RowWriter>(*m_conn);
    m_writer->setActor(Actor{QVariant(), QStringLiteral("test-admin via Metadesk")});
    // A user in some groups but not all.
    m_user = scalar(QStringLiteral("SELECT user_id FROM user_groups GROUP BY user_id HAVING count(*) < (SELECT "
                                   "count(*) FROM groups) ORDER BY count(*) DESC, user_id LIMIT 1"));
    QVERIFY(m_user > 0);
}

void TestMembershipEditor::cleanup() {
    m_writer.reset();
    m_conn.reset();
    m_scratch.reset();
}

void TestMembershipEditor::userModeListsMatchSql() {
    auto editor = open(QStringLiteral("user"), m_user);
    QVERIFY(editor);
    const QSet<qint64> members = ids(editor->memberModel());
    const QSet<qint64> available = ids(editor->availableModel());
    QCOMPARE(members, ids(QStringLiteral("SELECT group_id FROM user_groups WHERE user_id = ?"), {m_user}));
    QCOMPARE(members + available, ids(QStringLiteral("SELECT id FROM groups"), {}));
    QVERIFY(!members.intersects(available));
    QVERIFY(!editor->findChild<QLabel*>(QStringLiteral("membershipTitle"))->text().isEmpty());

    // The filter narrows the available list without touching the data.
    auto* filter = editor->findChild<QLineEdit*>(QStringLiteral("availableFilter"));
    auto* list = editor->findChild<QListView*>(QStringLiteral("availableList"));
    const QString first = editor->availableModel()->item(0)->text();
    filter->setText(first);
    QVERIFY(list->model()->rowCount() >= 1);
    QVERIFY(list->model()->rowCount() <= editor->availableModel()->rowCount());
    filter->setText(QStringLiteral("no group is called this"));
    QCOMPARE(list->model()->rowCount(), 0);
    filter->clear();
    QCOMPARE(list->model()->rowCount(), editor->availableModel()->rowCount());
    test::saveScreenshot(editor.get(), QStringLiteral("memberships.png"));
}

void TestMembershipEditor::addAndRemoveWriteExactlyTheRows() {
    auto editor = open(QStringLiteral("user"), m_user);
    QVERIFY(editor);
    const QList<qint64> plain = plainAvailable(*editor);
    QVERIFY(plain.size() >= 3);
    const qint64 group = plain.at(0);
    const qint64 rows = memberships(), before = audits();

    QVERIFY2(editor->addMembers({group}), qPrintable(editor->message()));
    QCOMPARE(memberships(), rows + 1);
    QCOMPARE(
        scalar(QStringLiteral("SELECT count(*) FROM user_groups WHERE user_id = ? AND group_id = ?"), {m_user, group}),
        1);
    QCOMPARE(audits(), before + 1);
    QCOMPARE(auditsOf(QStringLiteral("group.%join"), m_user, group), 1);
    QVERIFY(ids(editor->memberModel()).contains(group));
    QVERIFY(!ids(editor->availableModel()).contains(group));

    QVERIFY2(editor->removeMembers({group}), qPrintable(editor->message()));
    QCOMPARE(memberships(), rows);
    QCOMPARE(audits(), before + 2);
    QCOMPARE(auditsOf(QStringLiteral("group.%leave"), m_user, group), 1);
    QVERIFY(ids(editor->availableModel()).contains(group));
    QVERIFY(!ids(editor->memberModel()).contains(group));

    // Two at once: two rows, two audit entries.
    const qint64 a = plain.at(1), b = plain.at(2);
    QVERIFY(editor->addMembers({a, b}));
    QCOMPARE(memberships(), rows + 2);
    QCOMPARE(audits(), before + 4);
}

void TestMembershipEditor::groupModeButtonsAndDoubleClick() {
    // A group that grants nothing beyond its projects (joining an admin group asks first: adminGroupAsksFirst).
    const qint64 group = scalar(QStringLiteral("SELECT min(g.id) FROM groups g JOIN user_groups m ON m.group_id = g.id "
                                               "WHERE g.is_admin = ? AND g.is_observer = ?"),
                                {false, false});
    auto editor = open(QStringLiteral("group"), group);
    QVERIFY(editor);
    QCOMPARE(ids(editor->memberModel()),
             ids(QStringLiteral("SELECT user_id FROM user_groups WHERE group_id = ?"), {group}));
    const qint64 rows = memberships(), before = audits();
    auto* available = editor->findChild<QListView*>(QStringLiteral("availableList"));
    auto* members = editor->findChild<QListView*>(QStringLiteral("memberList"));
    auto* add = editor->findChild<QPushButton*>(QStringLiteral("addMembership"));
    auto* remove = editor->findChild<QPushButton*>(QStringLiteral("removeMembership"));
    QVERIFY(!add->isEnabled());

    const qint64 user = editor->availableModel()->item(0)->data(Qt::UserRole).toLongLong();
    select(available, user);
    QVERIFY(add->isEnabled());
    add->click();
    QCOMPARE(
        scalar(QStringLiteral("SELECT count(*) FROM user_groups WHERE user_id = ? AND group_id = ?"), {user, group}),
        1);
    QCOMPARE(memberships(), rows + 1);
    QCOMPARE(audits(), before + 1);

    // Double-click on a member removes it.
    QModelIndex at;
    for (int row = 0; row < members->model()->rowCount(); ++row)
        if (members->model()->index(row, 0).data(Qt::UserRole).toLongLong() == user)
            at = members->model()->index(row, 0);
    QVERIFY(at.isValid());
    members->scrollTo(at);
    const QPoint centre = members->visualRect(at).center();
    QTest::mouseClick(members->viewport(), Qt::LeftButton, {}, centre);
    QTest::mouseDClick(members->viewport(), Qt::LeftButton, {}, centre);
    QCOMPARE(memberships(), rows);
    QCOMPARE(audits(), before + 2);
    QVERIFY(!ids(editor->memberModel()).contains(user));

    // The remove button on a selected member.
    const qint64 member = editor->memberModel()->item(0)->data(Qt::UserRole).toLongLong();
    QVERIFY(!remove->isEnabled());
    select(members, member);
    QVERIFY(remove->isEnabled());
    remove->click();
    QCOMPARE(memberships(), rows - 1);
    QCOMPARE(audits(), before + 3);
    QVERIFY(ids(editor->availableModel()).contains(member));
}

void TestMembershipEditor::adminGroupAsksFirst() {
    // Joining a group whose members are administrators (groups.is_admin, Tabularia's is_admin()) asks first, naming
    // the rights it grants; Cancel writes nothing, Grant writes the membership and the platform's group.admin_join.
    // A plain group is added without a question.
    const qint64 admins = scalar(QStringLiteral("SELECT min(id) FROM groups WHERE is_admin = ?"), {true});
    QVERIFY(admins > 0);
    const qint64 user = scalar(QStringLiteral("SELECT min(id) FROM users WHERE id NOT IN (SELECT user_id FROM "
                                              "user_groups WHERE group_id = ?) AND is_superuser = ?"),
                               {admins, false});
    QVERIFY(user > 0);
    auto editor = open(QStringLiteral("user"), user);
    QVERIFY(editor);
    QVERIFY(ids(editor->availableModel()).contains(admins));
    const qint64 rows = memberships(), before = audits();

    QString asked;
    int questions = 0;
    auto answer = [&](const char* button, bool screenshot) {
        QTimer::singleShot(0, this, [&, button, screenshot]() {
            for (QWidget* w : QApplication::topLevelWidgets()) {
                auto* box = qobject_cast<QMessageBox*>(w);
                if (!box || box->objectName() != QLatin1String("sensitiveMembershipConfirm") || !box->isVisible())
                    continue;
                ++questions;
                asked = box->text() + QLatin1Char('\n') + box->informativeText();
                if (screenshot)
                    test::saveScreenshot(box, QStringLiteral("admin-group-confirmation.png"));
                box->findChild<QPushButton*>(QString::fromLatin1(button))->click();
            }
        });
    };
    answer("cancelButton", true);
    QVERIFY(!editor->addMembers({admins}));
    QCOMPARE(questions, 1);
    QSqlQuery q(m_conn->db());
    QString error;
    QVERIFY(m_conn->execBound(&q, QStringLiteral("SELECT email FROM users WHERE id = ?"), {user}, &error) && q.next());
    const QString who = q.value(0).toString();
    q.finish();
    QVERIFY2(asked.contains(who), qPrintable(asked));
    QVERIFY2(asked.contains(QLatin1String("tabularia-admins")), qPrintable(asked));
    QVERIFY2(asked.contains(QLatin1String("administrator of the whole platform")), qPrintable(asked));
    QCOMPARE(memberships(), rows);
    QCOMPARE(audits(), before);
    QVERIFY(ids(editor->availableModel()).contains(admins));

    answer("grantButton", false);
    QVERIFY2(editor->addMembers({admins}), qPrintable(editor->message()));
    QCOMPARE(questions, 2);
    QCOMPARE(memberships(), rows + 1);
    QCOMPARE(auditsOf(QStringLiteral("group.admin_join"), user, admins), 1);

    // A plain group: no question.
    const QList<qint64> plain = plainAvailable(*editor);
    QVERIFY(!plain.isEmpty());
    answer("cancelButton", false);
    QVERIFY2(editor->addMembers({plain.first()}), qPrintable(editor->message()));
    QTest::qWait(50); // the unanswered timer runs while what it refers to is still here
    QCOMPARE(questions, 2);
    QCOMPARE(memberships(), rows + 2);
}

void TestMembershipEditor::leavingAdminGroupAsksFirst() {
    // Leaving a group whose members are administrators asks as joining one does, naming what is lost; Cancel keeps
    // the membership, Remove takes it away. The last administrator is never removed: the write path refuses it.
    const qint64 admins = scalar(QStringLiteral("SELECT min(id) FROM groups WHERE is_admin = ?"), {true});
    QVERIFY(admins > 0);
    QSqlQuery q(m_conn->db());
    QString error;
    // Two active members and no superuser: the admin group is the only way to administer the platform.
    QVERIFY(m_conn->execBound(&q, QStringLiteral("UPDATE users SET is_superuser = ?"), {false}, &error));
    QVERIFY(
        m_conn->execBound(&q, QStringLiteral("UPDATE groups SET is_admin = ? WHERE id <> ?"), {false, admins}, &error));
    QVERIFY(m_conn->execBound(&q, QStringLiteral("DELETE FROM user_groups WHERE group_id = ?"), {admins}, &error));
    const qint64 first = scalar(QStringLiteral("SELECT min(id) FROM users"));
    const qint64 second = scalar(QStringLiteral("SELECT max(id) FROM users"));
    for (qint64 user : {first, second}) {
        QVERIFY(
            m_conn->execBound(&q, QStringLiteral("UPDATE users SET is_active = ? WHERE id = ?"), {true, user}, &error));
        QVERIFY(m_conn->execBound(&q, QStringLiteral("INSERT INTO user_groups (user_id, group_id) VALUES (?, ?)"),
                                  {user, admins}, &error));
    }
    auto editor = open(QStringLiteral("group"), admins);
    QVERIFY(editor);
    QCOMPARE(ids(editor->memberModel()), (QSet<qint64>{first, second}));
    const qint64 rows = memberships();

    QString asked;
    int questions = 0;
    auto answer = [&](const char* name, const char* button, const QString& screenshot) {
        QTimer::singleShot(0, this, [&, name, button, screenshot]() {
            for (QWidget* w : QApplication::topLevelWidgets()) {
                auto* box = qobject_cast<QMessageBox*>(w);
                if (!box || box->objectName() != QLatin1String(name) || !box->isVisible())
                    continue;
                ++questions;
                asked = box->text() + QLatin1Char('\n') + box->informativeText();
                if (!screenshot.isEmpty())
                    test::saveScreenshot(box, screenshot);
                if (button)
                    box->findChild<QPushButton*>(QString::fromLatin1(button))->click();
                else
                    box->close();
            }
        });
    };
    answer("sensitiveRemovalConfirm", "cancelButton", QStringLiteral("admin-group-removal.png"));
    QVERIFY(!editor->removeMembers({first}));
    QCOMPARE(questions, 1);
    QVERIFY2(asked.contains(QLatin1String("no longer an administrator of the whole platform")), qPrintable(asked));
    QCOMPARE(memberships(), rows);

    // Both at once would leave nobody: asked as any leaving is, then refused by the write path (its rule, whichever
    // way it is reached), its sentence shown, nothing written.
    QStringList boxes;
    QTimer sweeper;
    connect(&sweeper, &QTimer::timeout, this, [&]() {
        for (QWidget* w : QApplication::topLevelWidgets()) {
            auto* box = qobject_cast<QMessageBox*>(w);
            if (!box || !box->isVisible())
                continue;
            boxes << box->objectName();
            asked = box->text() + QLatin1Char('\n') + box->informativeText();
            if (box->objectName() == QLatin1String("sensitiveRemovalConfirm")) {
                box->findChild<QPushButton*>(QStringLiteral("removeButton"))->click();
            } else {
                test::saveScreenshot(box, QStringLiteral("admin-group-last-admin.png"));
                box->close();
            }
        }
    });
    sweeper.start(20);
    QVERIFY(!editor->removeMembers({first, second}));
    sweeper.stop();
    QCOMPARE(boxes, (QStringList{QStringLiteral("sensitiveRemovalConfirm"), QStringLiteral("removalRefused")}));
    QVERIFY2(asked.contains(QLatin1String("last administrator")), qPrintable(asked));
    QCOMPARE(memberships(), rows);
    QCOMPARE(ids(editor->memberModel()), (QSet<qint64>{first, second}));

    answer("sensitiveRemovalConfirm", "removeButton", {});
    QVERIFY2(editor->removeMembers({first}), qPrintable(editor->message()));
    QCOMPARE(questions, 2);
    QCOMPARE(memberships(), rows - 1);
}

void TestMembershipEditor::removedMeanwhileIsReported() {
    auto editor = open(QStringLiteral("user"), m_user);
    QVERIFY(editor);
    const qint64 group = editor->memberModel()->item(0)->data(Qt::UserRole).toLongLong();
    // A colleague removes it first.
    auto other = m_scratch->connect();
    QString error;
    QSqlQuery q(other->db());
    QVERIFY(other->execBound(&q, QStringLiteral("DELETE FROM user_groups WHERE user_id = ? AND group_id = ?"),
                             {m_user, group}, &error));
    q.finish();
    const qint64 before = audits();
    QSignalSpy loaded(editor.get(), &MembershipEditor::loaded);
    QVERIFY(!editor->removeMembers({group}));
    QVERIFY2(editor->message().contains(QStringLiteral("Someone else")), qPrintable(editor->message()));
    QCOMPARE(audits(), before);
    QVERIFY(loaded.wait(20000));
    QVERIFY(ids(editor->availableModel()).contains(group));

    // And adding one a colleague added meanwhile is refused by the key, named, and the lists reload.
    const qint64 spare = editor->availableModel()->item(0)->data(Qt::UserRole).toLongLong();
    QVERIFY(other->execBound(&q, QStringLiteral("INSERT INTO user_groups (user_id, group_id) VALUES (?, ?)"),
                             {m_user, spare}, &error));
    q.finish();
    QVERIFY(!editor->addMembers({spare}));
    QVERIFY(!editor->message().isEmpty());
    QCOMPARE(
        scalar(QStringLiteral("SELECT count(*) FROM user_groups WHERE user_id = ? AND group_id = ?"), {m_user, spare}),
        1);
    QCOMPARE(audits(), before);
    QVERIFY(loaded.wait(20000));
    QVERIFY(ids(editor->memberModel()).contains(spare));
}

QTEST_MAIN(TestMembershipEditor)
#include "tst_MembershipEditor.moc"
