#include "common/TestDatabases.h"
#include "common/WriteResultText.h"
#include "core/catalog/Catalog.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"
#include "core/rules/SensitiveGrants.h"

#include <QSqlQuery>
#include <QTest>

#include <functional>

using namespace metadesk;
using metadesk::test::describe;
using metadesk::test::ScratchDatabase;

/// Leaving a Tabularia group whose members are administrators (or observers) is named before it happens, as joining
/// one is, and the last active administrator is never removed: the platform's gateway refuses any change that would
/// cost the acting administrator their rights, so one always remains, and Metadesk, which acts on the database
/// directly, refuses a removal that would leave none, one membership or several in one transaction.
class TestSensitiveRemovals : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void leavingAnAdminGroupNamesTheRightsLost_data() { test::addEngineColumn(), test::addEngineRows(); }
    void leavingAnAdminGroupNamesTheRightsLost();
    void lastAdministratorStays_data() { test::addEngineColumn(), test::addEngineRows(); }
    void lastAdministratorStays();
    void lastAdministratorStaysWhicheverWay_data() { test::addEngineColumn(), test::addEngineRows(); }
    void lastAdministratorStaysWhicheverWay();
    void losingTheSuperuserFlagIsAsked_data() { test::addEngineColumn(), test::addEngineRows(); }
    void losingTheSuperuserFlagIsAsked();

private:
    QVariant scalar(const QString& sql, const QVariantList& values = {}) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, values, &error) || !q.next())
            return QStringLiteral("<%1>").arg(error);
        return q.value(0);
    }
    bool exec(const QString& sql, const QVariantList& values = {}) const {
        QSqlQuery q(m_conn->db());
        QString error;
        const bool ok = m_conn->execBound(&q, sql, values, &error);
        if (!ok)
            qWarning("%s", qPrintable(error));
        return ok;
    }
    QVariantMap membership(qint64 user, qint64 group) const {
        QVariantMap row;
        bool found = false;
        QString error;
        RowStore(*m_conn, *m_conn->catalog().table(QStringLiteral("user_groups")))
            .fetch({user, group}, &row, &found, &error);
        return row;
    }
    /// Members of the admin group, in id order.
    QList<qint64> adminMembers(qint64 group) const {
        QSqlQuery q(m_conn->db());
        QString error;
        QList<qint64> out;
        if (m_conn->execBound(&q, QStringLiteral("SELECT user_id FROM user_groups WHERE group_id = ? ORDER BY user_id"),
                              {group}, &error))
            while (q.next())
                out << q.value(0).toLongLong();
        return out;
    }

    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
};

void TestSensitiveRemovals::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestSensitiveRemovals::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    QString why;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &why, 20), qPrintable(why));
}

void TestSensitiveRemovals::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestSensitiveRemovals::leavingAnAdminGroupNamesTheRightsLost() {
    const qint64 admins = scalar(QStringLiteral("SELECT min(id) FROM groups WHERE is_admin = ?"), {true}).toLongLong();
    QVERIFY(admins > 0);
    const qint64 plain =
        scalar(QStringLiteral("SELECT min(id) FROM groups WHERE is_admin = ? AND is_observer = ?"), {false, false})
            .toLongLong();
    QVERIFY(plain > 0);
    // Two members of the admin group, neither a superuser: each loses administration by leaving.
    QVERIFY(exec(QStringLiteral("UPDATE users SET is_superuser = ?"), {false}));
    const qint64 first = scalar(QStringLiteral("SELECT min(id) FROM users")).toLongLong();
    const qint64 second = scalar(QStringLiteral("SELECT max(id) FROM users")).toLongLong();
    QVERIFY(exec(QStringLiteral("UPDATE users SET is_active = ? WHERE id IN (?, ?)"), {true, first, second}));
    for (qint64 user : {first, second})
        if (membership(user, admins).isEmpty())
            QVERIFY(exec(QStringLiteral("INSERT INTO user_groups (user_id, group_id) VALUES (?, ?)"), {user, admins}));
    if (membership(first, plain).isEmpty())
        QVERIFY(exec(QStringLiteral("INSERT INTO user_groups (user_id, group_id) VALUES (?, ?)"), {first, plain}));
    const QString who = scalar(QStringLiteral("SELECT email FROM users WHERE id = ?"), {first}).toString();
    const QString name = scalar(QStringLiteral("SELECT name FROM groups WHERE id = ?"), {admins}).toString();

    QStringList lost;
    QString lastAdmin, error;
    const ChangeSet leave = ChangeSet::remove(QStringLiteral("user_groups"), membership(first, admins));
    QVERIFY2(SensitiveGrants::checkRemovals(*m_conn, {leave}, &lost, &lastAdmin, &error), qPrintable(error));
    QCOMPARE(lost.size(), 1);
    QVERIFY2(lost.first().contains(who) && lost.first().contains(name) &&
                 lost.first().contains(QStringLiteral("no longer an administrator of the whole platform")),
             qPrintable(lost.first()));
    QVERIFY2(lastAdmin.isEmpty(), qPrintable(lastAdmin));
    // The row dialog and the cell editor ask through check(): a delete is asked about too.
    QStringList asked;
    QVERIFY(SensitiveGrants::check(*m_conn, leave, &asked, &error));
    QCOMPARE(asked, lost);
    // A plain group's membership goes without a question.
    QVERIFY(SensitiveGrants::checkRemovals(*m_conn,
                                           {ChangeSet::remove(QStringLiteral("user_groups"), membership(first, plain))},
                                           &lost, &lastAdmin, &error));
    QVERIFY(lost.isEmpty());
    // A superuser leaving the admin group stays an administrator: nothing is taken away, nothing to ask.
    QVERIFY(exec(QStringLiteral("UPDATE users SET is_superuser = ? WHERE id = ?"), {true, first}));
    QVERIFY(SensitiveGrants::checkRemovals(*m_conn, {leave}, &lost, &lastAdmin, &error));
    QVERIFY2(lost.isEmpty(), qPrintable(lost.join(QLatin1Char('\n'))));
    QVERIFY(exec(QStringLiteral("UPDATE users SET is_superuser = ? WHERE id = ?"), {false, first}));

    // Written: the other member stays an administrator.
    RowWriter writer(*m_conn);
    writer.setActor(Actor::named(QStringLiteral("tester")));
    const WriteResult r = writer.apply(leave);
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QVERIFY(membership(first, admins).isEmpty());
}

void TestSensitiveRemovals::lastAdministratorStays() {
    const qint64 admins = scalar(QStringLiteral("SELECT min(id) FROM groups WHERE is_admin = ?"), {true}).toLongLong();
    QVERIFY(admins > 0);
    // Only the admin group makes administrators here: no superuser, no other admin group, two active members.
    QVERIFY(exec(QStringLiteral("UPDATE users SET is_superuser = ?"), {false}));
    QVERIFY(exec(QStringLiteral("UPDATE groups SET is_admin = ? WHERE id <> ?"), {false, admins}));
    QVERIFY(exec(QStringLiteral("DELETE FROM user_groups WHERE group_id = ?"), {admins}));
    const qint64 first = scalar(QStringLiteral("SELECT min(id) FROM users")).toLongLong();
    const qint64 second = scalar(QStringLiteral("SELECT max(id) FROM users")).toLongLong();
    QVERIFY(exec(QStringLiteral("UPDATE users SET is_active = ? WHERE id IN (?, ?)"), {true, first, second}));
    for (qint64 user : {first, second})
        QVERIFY(exec(QStringLiteral("INSERT INTO user_groups (user_id, group_id) VALUES (?, ?)"), {user, admins}));
    QCOMPARE(adminMembers(admins), (QList<qint64>{first, second}));
    const qint64 audits = scalar(QStringLiteral("SELECT count(*) FROM audit_logs")).toLongLong();

    RowWriter writer(*m_conn);
    writer.setActor(Actor::named(QStringLiteral("tester")));
    const QList<ChangeSet> both{ChangeSet::remove(QStringLiteral("user_groups"), membership(first, admins)),
                                ChangeSet::remove(QStringLiteral("user_groups"), membership(second, admins))};

    // Both at once: the question says so before anything is written, and the write path refuses it as one.
    QStringList lost;
    QString lastAdmin, error;
    QVERIFY2(SensitiveGrants::checkRemovals(*m_conn, both, &lost, &lastAdmin, &error), qPrintable(error));
    QCOMPARE(lost.size(), 2);
    QVERIFY2(lastAdmin.contains(QStringLiteral("last administrator")), qPrintable(lastAdmin));
    WriteResult failure;
    int failedAt = -1;
    QVERIFY(writer.applyAll(both, &failure, &failedAt).isEmpty());
    QCOMPARE(failure.outcome, WriteResult::Outcome::Invalid);
    QCOMPARE(failedAt, 1);
    QVERIFY2(failure.message.contains(QStringLiteral("last administrator")), qPrintable(failure.message));
    QCOMPARE(adminMembers(admins), (QList<qint64>{first, second})); // nothing written
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM audit_logs")).toLongLong(), audits);

    // One of them: allowed, the other remains.
    QVERIFY(SensitiveGrants::checkRemovals(*m_conn, {both.first()}, &lost, &lastAdmin, &error));
    QVERIFY(lastAdmin.isEmpty());
    WriteResult one = writer.apply(both.first());
    QVERIFY2(one.ok(), qPrintable(describe(one)));

    // Then the last one: refused, before and on the write path alike.
    QVERIFY(SensitiveGrants::checkRemovals(*m_conn, {both.last()}, &lost, &lastAdmin, &error));
    QVERIFY2(lastAdmin.contains(QStringLiteral("last administrator")), qPrintable(lastAdmin));
    one = writer.apply(both.last());
    QCOMPARE(one.outcome, WriteResult::Outcome::Invalid);
    QCOMPARE(adminMembers(admins), QList<qint64>{second});

    // An active superuser elsewhere keeps the platform administered: then it may go.
    const qint64 other = scalar(QStringLiteral("SELECT min(id) FROM users WHERE id <> ?"), {second}).toLongLong();
    QVERIFY(exec(QStringLiteral("UPDATE users SET is_superuser = ?, is_active = ? WHERE id = ?"), {true, true, other}));
    one = writer.apply(both.last());
    QVERIFY2(one.ok(), qPrintable(describe(one)));
    QVERIFY(adminMembers(admins).isEmpty());
}

/// The last administrator's rights go no other way either: a superuser flag turned off, the user deactivated or
/// deleted, the admin group's flag turned off (a membership's key is not edited, only deleted: see above). Each is
/// refused on the write path, nothing written and no audit entry; with a second administrator each is allowed.
void TestSensitiveRemovals::lastAdministratorStaysWhicheverWay() {
    const qint64 admins = scalar(QStringLiteral("SELECT min(id) FROM groups WHERE is_admin = ?"), {true}).toLongLong();
    const qint64 plain =
        scalar(QStringLiteral("SELECT min(id) FROM groups WHERE is_admin = ? AND is_observer = ?"), {false, false})
            .toLongLong();
    QVERIFY(admins > 0 && plain > 0);
    const qint64 boss = scalar(QStringLiteral("SELECT min(id) FROM users")).toLongLong();
    const qint64 member = scalar(QStringLiteral("SELECT max(id) FROM users")).toLongLong();
    auto reset = [&]() {
        // One superuser (boss) and one active admin-group member (member), nobody else administers.
        QVERIFY(exec(QStringLiteral("UPDATE users SET is_superuser = ?"), {false}));
        QVERIFY(exec(QStringLiteral("UPDATE groups SET is_admin = ? WHERE id <> ?"), {false, admins}));
        QVERIFY(exec(QStringLiteral("UPDATE groups SET is_admin = ? WHERE id = ?"), {true, admins}));
        QVERIFY(exec(QStringLiteral("DELETE FROM user_groups WHERE group_id = ?"), {admins}));
        QVERIFY(exec(QStringLiteral("UPDATE users SET is_active = ? WHERE id IN (?, ?)"), {true, boss, member}));
        QVERIFY(exec(QStringLiteral("UPDATE users SET is_superuser = ? WHERE id = ?"), {true, boss}));
        QVERIFY(exec(QStringLiteral("INSERT INTO user_groups (user_id, group_id) VALUES (?, ?)"), {member, admins}));
    };
    auto row = [&](const char* table, const QVariantList& key) {
        QVariantMap out;
        bool found = false;
        QString error;
        RowStore(*m_conn, *m_conn->catalog().table(QString::fromLatin1(table))).fetch(key, &out, &found, &error);
        return out;
    };
    RowWriter writer(*m_conn);
    writer.setActor(Actor::named(QStringLiteral("tester")));
    // Each way a last administrator could lose their rights, given who else is one at that moment.
    struct Way {
        const char* what;
        std::function<ChangeSet()> change;
    };
    const QList<Way> ways = {
        {"superuser flag off",
         [&]() {
             return ChangeSet::update(QStringLiteral("users"), row("users", {boss}),
                                      {{QStringLiteral("is_superuser"), false}});
         }},
        {"superuser deactivated",
         [&]() {
             return ChangeSet::update(QStringLiteral("users"), row("users", {boss}),
                                      {{QStringLiteral("is_active"), false}});
         }},
        {"admin group flag off",
         [&]() {
             return ChangeSet::update(QStringLiteral("groups"), row("groups", {admins}),
                                      {{QStringLiteral("is_admin"), false}});
         }},
        {"member deactivated",
         [&]() {
             return ChangeSet::update(QStringLiteral("users"), row("users", {member}),
                                      {{QStringLiteral("is_active"), false}});
         }},
    };
    for (const Way& way : ways) {
        reset();
        // The other administrator goes first (allowed: one is left), then this way is refused.
        const bool viaBoss = QByteArray(way.what).startsWith("superuser");
        if (viaBoss) {
            QVERIFY(exec(QStringLiteral("DELETE FROM user_groups WHERE group_id = ?"), {admins}));
        } else {
            QVERIFY(exec(QStringLiteral("UPDATE users SET is_superuser = ? WHERE id = ?"), {false, boss}));
        }
        const qint64 audits = scalar(QStringLiteral("SELECT count(*) FROM audit_logs")).toLongLong();
        const WriteResult r = writer.apply(way.change());
        QVERIFY2(r.outcome == WriteResult::Outcome::Invalid && r.message.contains(QStringLiteral("last administrator")),
                 qPrintable(QString::fromLatin1(way.what) + QStringLiteral(": ") + describe(r)));
        QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM audit_logs")).toLongLong(), audits);
        bool exists = false;
        QString error;
        QVERIFY2(SensitiveGrants::adminExists(*m_conn, &exists, &error), qPrintable(error));
        QVERIFY2(exists, way.what);
        // With the other administrator still there, the same change is allowed.
        reset();
        const WriteResult allowed = writer.apply(way.change());
        QVERIFY2(allowed.ok(), qPrintable(QString::fromLatin1(way.what) + QStringLiteral(": ") + describe(allowed)));
    }
}

/// A superuser flag turned off is asked for as leaving an admin group is (the row dialog and the cell editor ask
/// through check(), ChangeWarning), naming what is lost, and likewise only when something is: a member of an admin
/// group stays an administrator.
void TestSensitiveRemovals::losingTheSuperuserFlagIsAsked() {
    const qint64 admins = scalar(QStringLiteral("SELECT min(id) FROM groups WHERE is_admin = ?"), {true}).toLongLong();
    const qint64 user = scalar(QStringLiteral("SELECT min(id) FROM users")).toLongLong();
    QVERIFY(admins > 0 && user > 0);
    QVERIFY(exec(QStringLiteral("UPDATE users SET is_superuser = ? WHERE id = ?"), {true, user}));
    QVERIFY(exec(QStringLiteral("DELETE FROM user_groups WHERE user_id = ? AND group_id IN (SELECT id FROM groups "
                                "WHERE is_admin = ?)"),
                 {user, true}));
    auto asked = [&]() {
        QVariantMap row;
        bool found = false;
        QString error;
        RowStore(*m_conn, *m_conn->catalog().table(QStringLiteral("users"))).fetch({user}, &row, &found, &error);
        QStringList rights;
        if (!SensitiveGrants::check(
                *m_conn, ChangeSet::update(QStringLiteral("users"), row, {{QStringLiteral("is_superuser"), false}}),
                &rights, &error))
            return QStringList{QStringLiteral("<%1>").arg(error)};
        return rights;
    };
    const QString email = scalar(QStringLiteral("SELECT email FROM users WHERE id = ?"), {user}).toString();
    QStringList rights = asked();
    QCOMPARE(rights.size(), 1);
    QVERIFY2(rights.first().contains(email) && rights.first().contains(QStringLiteral("no longer a superuser")) &&
                 rights.first().contains(QStringLiteral("administrator of the whole platform")),
             qPrintable(rights.first()));
    // Also a member of an admin group: nothing is taken away, nothing asked.
    QVERIFY(exec(QStringLiteral("INSERT INTO user_groups (user_id, group_id) VALUES (?, ?)"), {user, admins}));
    rights = asked();
    QVERIFY2(rights.isEmpty(), qPrintable(rights.join(QLatin1Char('\n'))));
}

QTEST_GUILESS_MAIN(TestSensitiveRemovals)
#include "tst_SensitiveRemovals.moc"
