#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/RowStore.h"
#include "core/settings/ProfileStore.h"
#include "gui/MainWindow.h"
#include "gui/edit/EditController.h"

#include <QAction>
#include <QApplication>
#include <QInputDialog>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>
#include <QTimer>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The audit identity belongs to one database: chosen under Edit → Audit Identity on one, it is written into that
/// database's audit log and never into another's, which records its database role or system user name instead.
class TestAuditIdentity : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void identityStaysWithItsDatabase_data() { test::addEngineColumn(), test::addEngineRows(); }
    void identityStaysWithItsDatabase();

private:
    /// The actor_label of a change made through `window` to the first banner of `scratch`.
    static QString writeAndReadActor(MainWindow& window, const ScratchDatabase& scratch, QString* error);
};

void TestAuditIdentity::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-test"));
}

QString TestAuditIdentity::writeAndReadActor(MainWindow& window, const ScratchDatabase& scratch, QString* error) {
    const std::unique_ptr<DbConnection> side = scratch.connect();
    if (!side)
        return QStringLiteral("<no connection>");
    QSqlQuery q(side->db());
    if (!side->execBound(&q, QStringLiteral("SELECT min(id) FROM banners"), {}, error) || !q.next())
        return QStringLiteral("<no banner>");
    const QVariant id = q.value(0);
    q.finish();
    QVariantMap row; // in stored form, as the writer compares it
    bool found = false;
    if (!RowStore(*side, *side->catalog().table(QStringLiteral("banners"))).fetch({id}, &row, &found, error) || !found)
        return QStringLiteral("<banner not read>");
    const WriteResult r = window.editController()->writer()->apply(ChangeSet::update(
        QStringLiteral("banners"), row,
        {{QStringLiteral("message"), row.value(QStringLiteral("message")).toString() + QStringLiteral("!")}}));
    if (!r.ok())
        return r.message;
    if (!side->execBound(&q, QStringLiteral("SELECT actor_label FROM audit_logs WHERE id = ?"), {r.auditId}, error) ||
        !q.next())
        return QStringLiteral("<no audit row>");
    return q.value(0).toString();
}

void TestAuditIdentity::identityStaysWithItsDatabase() {
    QFETCH(ScratchDatabase::Engine, engine);
    std::unique_ptr<ScratchDatabase> first, second;
    std::unique_ptr<DbConnection> conn;
    QString why;
    QVERIFY2(test::openDemo(engine, &first, &conn, &why), qPrintable(why));
    conn.reset();
    QVERIFY2(test::openDemo(engine, &second, &conn, &why), qPrintable(why));
    conn.reset();
    ProfileStore profiles;
    profiles.setAuditIdentity(first->url(), QString());
    profiles.setAuditIdentity(second->url(), QString());

    const QString identity = QStringLiteral("auditor@example.com");
    {
        MainWindow window;
        QVERIFY2(window.openDatabase(first->url(), false, &why), qPrintable(why));
        // Chosen as a person does: Edit → Audit Identity…, typed, OK.
        bool asked = false;
        QTimer::singleShot(0, this, [&]() {
            for (QWidget* w : QApplication::topLevelWidgets()) {
                auto* dialog = qobject_cast<QInputDialog*>(w);
                if (!dialog || !dialog->isVisible())
                    continue;
                asked = dialog->labelText().contains(QLatin1String("this database only"));
                dialog->setTextValue(identity);
                dialog->accept();
            }
        });
        window.editController()->identityAction()->trigger();
        QVERIFY(asked);
        QCOMPARE(window.editController()->actor().label, identity + QStringLiteral(" via Metadesk"));
        QCOMPARE(writeAndReadActor(window, *first, &why), identity + QStringLiteral(" via Metadesk"));
    }
    const QString fallback = AuditActor::fallbackName(*second->connect()) + QStringLiteral(" via Metadesk");
    QVERIFY2(!fallback.startsWith(QLatin1String("an administrator")), qPrintable(fallback));
    {
        MainWindow window; // the other database: not the identity chosen on the first
        QVERIFY2(window.openDatabase(second->url(), false, &why), qPrintable(why));
        QCOMPARE(window.editController()->actor().label, fallback);
        QCOMPARE(writeAndReadActor(window, *second, &why), fallback);
    }
    {
        MainWindow window; // the first again: its identity is kept with it
        QVERIFY2(window.openDatabase(first->url(), false, &why), qPrintable(why));
        QCOMPARE(window.editController()->actor().label, identity + QStringLiteral(" via Metadesk"));
    }
    profiles.remove(profiles.findByUrl(first->url()).id);
    profiles.remove(profiles.findByUrl(second->url()).id);
}

QTEST_MAIN(TestAuditIdentity)
#include "tst_AuditIdentity.moc"
