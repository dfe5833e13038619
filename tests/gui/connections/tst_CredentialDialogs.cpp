#include "common/MigrationHelpers.h"
#include "common/Screenshots.h"
#include "common/TabulariaConnections.h"
#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"
#include "core/secrets/FernetKeyRing.h"
#include "core/secrets/Keychain.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/Settings.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/connections/CredentialActions.h"
#include "gui/connections/FernetKeysDialog.h"
#include "gui/connections/RevealCredentialDialog.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/pages/TablePage.h"
#include "models/WindowedTableModel.h"

#include <QAction>
#include <QApplication>
#include <QDirIterator>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProgressDialog>
#include <QPushButton>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {
QString s(const char* text) {
    return QString::fromUtf8(text);
}
QString bothKeys() {
    return QString::fromLatin1(test::newKey() + ',' + test::vectorKey());
}
} // namespace

/// The Connections grid's credential actions on both engines, through the real keychain: Reveal Credential… shows
/// the plaintext exactly and hides it when the dialog loses the focus, is refused on a read-only connection with the
/// reason, and is journalled; Fernet Keys… stores, refuses and removes the profile's keys; Rotate Credentials to the
/// First Key… asks with the count and the key's fingerprint, cancels before the commit, and leaves every token key 1
/// decrypts alone, but for one no key decrypts, untouched and named.
class TestCredentialDialogs : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void revealFromTheGrid_data() { test::addEngineColumn(), test::addEngineRows(); }
    void revealFromTheGrid();
    void revealRefusedReadOnly_data() { test::addEngineColumn(), test::addEngineRows(); }
    void revealRefusedReadOnly();
    void changesTheCredential_data() { test::addEngineColumn(), test::addEngineRows(); }
    void changesTheCredential();
    void editsTheKeys();
    void rotatesEveryCredential_data() { test::addEngineColumn(), test::addEngineRows(); }
    void rotatesEveryCredential();

private:
    /// A Tabularia database with the seeded connections.
    std::unique_ptr<ScratchDatabase> seeded(ScratchDatabase::Engine engine) {
        auto scratch = std::make_unique<ScratchDatabase>(engine);
        if (!scratch->isValid())
            return nullptr;
        const auto conn = scratch->connect();
        QString error;
        QStringList applied;
        if (!Migrator(*conn, test::builtInMigrations(Platform::Tabularia, *conn)).upgrade(&applied, &error) ||
            !conn->loadCatalog(&error) || !test::seedConnections(*conn, &error)) {
            qWarning("%s", qPrintable(error));
            return nullptr;
        }
        return scratch;
    }
    TablePage* openConnection(MainWindow& window, qint64 id) {
        window.workspace()->openFiltered(s("connections"), s("id"), id);
        TablePage* page = window.workspace()->currentPage();
        if (!page || page->table().name != s("connections"))
            return nullptr;
        if (!QTest::qWaitFor([page]() { return page->model()->isRowLoaded(0); }, 10000))
            return nullptr;
        page->grid()->selectRow(0);
        return page;
    }
    QByteArray journals() const {
        QByteArray all;
        QDirIterator it(m_data.path(), {s("*.jsonl")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            if (f.open(QIODevice::ReadOnly))
                all += f.readAll();
        }
        return all;
    }

    QTemporaryDir m_config;
    QTemporaryDir m_data;
};

void TestCredentialDialogs::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QVERIFY(m_config.isValid() && m_data.isValid());
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_data.path()));
    QApplication::setOrganizationName(s("MetadeskTest"));
    QApplication::setApplicationName(s("metadesk-credentials-test"));
    QVERIFY2(Settings::instance().fileName().startsWith(m_config.path()), qPrintable(Settings::instance().fileName()));
    QVERIFY2(
        Keychain::probe(Keychain::DefaultTimeoutMs, &why),
        qPrintable(why + s(" (run the tests through ./dev.sh test, which starts gnome-keyring on a private bus)")));
}

void TestCredentialDialogs::cleanup() {
    ProfileStore store;
    for (const ConnectionProfile& p : store.profiles()) {
        QString why;
        FernetKeyRing::forget(p.id, &why);
    }
    store.clear();
}

void TestCredentialDialogs::revealFromTheGrid() {
    QFETCH(ScratchDatabase::Engine, engine);
    const auto scratch = seeded(engine);
    QVERIFY(scratch);
    MainWindow window;
    window.resize(1100, 700);
    window.show();
    QString why;
    QVERIFY2(window.openDatabase(scratch->url(), false, &why), qPrintable(why));
    QAction* reveal = window.credentials()->revealAction();
    TablePage* page = openConnection(window, 2);
    QVERIFY(page);
    QVERIFY(page->grid()->actions().contains(reveal)); // a row action of the grid's context menu
    QTRY_VERIFY(reveal->isEnabled());

    // Without keys: said, nothing shown.
    QPointer<RevealCredentialDialog> dialog = window.credentials()->reveal();
    QVERIFY(dialog);
    QVERIFY(!dialog->isShowingPlaintext());
    QVERIFY2(dialog->statusText().startsWith(s("No Fernet keys are kept for this database")),
             qPrintable(dialog->statusText()));
    delete dialog.data();

    const ConnectionProfile profile = ProfileStore().findByUrl(scratch->url());
    QVERIFY(profile.isValid());
    QVERIFY2(FernetKeyRing::store(profile.id, bothKeys(), &why), qPrintable(why));
    const int journalled = journals().count("connection.reveal");
    reveal->trigger();
    dialog = window.findChild<RevealCredentialDialog*>();
    QVERIFY(dialog);
    QApplication::setActiveWindow(dialog);
    QTRY_VERIFY(dialog->isActiveWindow());
    auto* text = dialog->findChild<QPlainTextEdit*>(s("revealedText"));
    QVERIFY(dialog->isShowingPlaintext());
    QCOMPARE(text->toPlainText().toUtf8(), test::jsonCredential()); // byte for byte
    QCOMPARE(dialog->statusText(), s("Decrypted with key 2 of 2."));
    QCOMPARE(journals().count("connection.reveal"), journalled + 1);
    QVERIFY(!journals().contains("wJalr"));
    test::saveScreenshot(dialog, s("reveal-credential-%1.png").arg(ScratchDatabase::engineName(engine)));

    // The focus goes elsewhere: the plaintext is gone from the screen.
    QApplication::setActiveWindow(&window);
    QTRY_VERIFY(!dialog->isShowingPlaintext());
    QVERIFY(text->toPlainText().isEmpty());
    QCOMPARE(dialog->statusText(), s("Hidden again: the window lost the focus."));
    auto* again = dialog->findChild<QPushButton*>(s("revealAgainButton"));
    QVERIFY(again && again->isVisible());
    test::saveScreenshot(dialog, s("reveal-credential-hidden-%1.png").arg(ScratchDatabase::engineName(engine)));
    again->click();
    QVERIFY(dialog->isShowingPlaintext());
    QCOMPARE(journals().count("connection.reveal"), journalled + 2);

    // The dialogs go with their database.
    window.openDatabase(scratch->url(), false, &why);
    QVERIFY(!dialog);
}

void TestCredentialDialogs::revealRefusedReadOnly() {
    QFETCH(ScratchDatabase::Engine, engine);
    const auto scratch = seeded(engine);
    QVERIFY(scratch);
    MainWindow window;
    window.show();
    QString why;
    QVERIFY2(window.openDatabase(scratch->url(), true, &why), qPrintable(why));
    const ConnectionProfile profile = ProfileStore().findByUrl(scratch->url());
    QVERIFY2(FernetKeyRing::store(profile.id, bothKeys(), &why), qPrintable(why));
    QVERIFY(openConnection(window, 1));
    QTRY_VERIFY(window.credentials()->revealAction()->isEnabled());
    const int journalled = journals().count("connection.reveal");
    QPointer<RevealCredentialDialog> dialog = window.credentials()->reveal();
    QVERIFY(dialog);
    QVERIFY(!dialog->isShowingPlaintext());
    QVERIFY2(dialog->statusText().startsWith(s("This database is open read-only (audit browsing)")),
             qPrintable(dialog->statusText()));
    QVERIFY(dialog->findChild<QPlainTextEdit*>(s("revealedText"))->toPlainText().isEmpty());
    QCOMPARE(journals().count("connection.reveal"), journalled);
    test::saveScreenshot(dialog, s("reveal-credential-read-only-%1.png").arg(ScratchDatabase::engineName(engine)));
}

void TestCredentialDialogs::changesTheCredential() {
    QFETCH(ScratchDatabase::Engine, engine);
    const auto scratch = seeded(engine);
    QVERIFY(scratch);
    MainWindow window;
    window.show();
    QString why;
    QVERIFY2(window.openDatabase(scratch->url(), false, &why), qPrintable(why));
    const ConnectionProfile profile = ProfileStore().findByUrl(scratch->url());
    CredentialActions* actions = window.credentials();
    QVERIFY(openConnection(window, 4));
    QTRY_VERIFY(actions->changeAction()->isEnabled());
    const auto conn = scratch->connect();
    QVERIFY2(conn->loadCatalog(&why), qPrintable(why));
    const auto stored = [&conn]() {
        QSqlQuery q(conn->db());
        QString error;
        conn->execBound(&q, QStringLiteral("SELECT password_encrypted FROM connections WHERE id = 4"), {}, &error);
        return q.next() ? q.value(0).toString().toLatin1() : QByteArray("<none>");
    };
    const QByteArray before = stored();

    // Only the old key: the stored token (under the new one) is decrypted by none, so it is not replaced unasked.
    QVERIFY2(FernetKeyRing::store(profile.id, QString::fromLatin1(test::vectorKey()), &why), qPrintable(why));
    bool undecryptable = false;
    WriteResult r = actions->changeCredential("n3w p4ss", false, &undecryptable);
    QVERIFY(!r.ok());
    QVERIFY(undecryptable);
    QCOMPARE(stored(), before);

    QVERIFY2(FernetKeyRing::store(profile.id, bothKeys(), &why), qPrintable(why));
    r = actions->changeCredential("n3w p4ss", false, &undecryptable);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QVERIFY(!undecryptable);
    QCOMPARE(*Fernet::fromKey(test::newKey())->decrypt(stored()), QByteArray("n3w p4ss"));
    QSqlQuery q(conn->db());
    QVERIFY(conn->execBound(
        &q, QStringLiteral("SELECT action, target_type, target_label FROM audit_logs ORDER BY id DESC"), {}, &why));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toString(), s("connection.update"));
    QCOMPARE(q.value(2).toString(), s("reports"));

    // Read-only: the action is there, disabled, and says why.
    QVERIFY2(window.openDatabase(scratch->url(), true, &why), qPrintable(why));
    QVERIFY(openConnection(window, 4));
    QVERIFY(!actions->changeAction()->isEnabled());
    QCOMPARE(actions->changeAction()->toolTip(), s("This database is open read-only: no credential is changed."));
    QVERIFY(!actions->changeCredential("x", true, nullptr).ok());
}

void TestCredentialDialogs::editsTheKeys() {
    const QString id = s("test-profile-keys");
    FernetKeysDialog dialog(id, s("warehouse@db"));
    dialog.show();
    QCOMPARE(dialog.statusText(), s("No keys are stored for this database."));
    auto* edit = dialog.findChild<QPlainTextEdit*>(s("fernetKeysEdit"));
    QVERIFY(edit);
    // The second line is no key: refused by its position, its text not repeated, nothing stored.
    edit->setPlainText(QString::fromLatin1(test::newKey()) + s("\n  cw_0x689RpI-jtRR7oE8h\n"));
    QVERIFY(!dialog.save());
    QVERIFY2(dialog.statusText().startsWith(s("Fernet key 2 of 2 is not a Fernet key")),
             qPrintable(dialog.statusText()));
    QVERIFY(!dialog.statusText().contains(s("cw_0x689")));
    QString text, why;
    bool found = true;
    QVERIFY(!FernetKeyRing::load(id, &text, &found, &why) && !found);
    test::saveScreenshot(&dialog, s("fernet-keys-refused.png"));

    edit->setPlainText(QString::fromLatin1(test::newKey()) + s("\n\n") + QString::fromLatin1(test::vectorKey()) +
                       s("\n"));
    QVERIFY(dialog.save());
    QCOMPARE(dialog.statusText(), s("2 key(s) stored in the system keychain."));
    QVERIFY(edit->toPlainText().isEmpty());
    QVERIFY(FernetKeyRing::load(id, &text, &found, &why));
    QCOMPARE(text, bothKeys()); // newest first, as typed
    // A new dialog shows how many, never the keys.
    FernetKeysDialog again(id, s("warehouse@db"));
    QCOMPARE(again.statusText(), s("2 key(s) stored in the system keychain."));
    QVERIFY(again.findChild<QPlainTextEdit*>(s("fernetKeysEdit"))->toPlainText().isEmpty());
    QVERIFY(dialog.forget());
    QCOMPARE(dialog.statusText(), s("No keys are stored for this database."));
    QVERIFY(!FernetKeyRing::load(id, &text, &found, &why) && !found);
}

void TestCredentialDialogs::rotatesEveryCredential() {
    QFETCH(ScratchDatabase::Engine, engine);
    const auto scratch = seeded(engine);
    QVERIFY(scratch);
    const auto conn = scratch->connect();
    QString why;
    QVERIFY2(conn->loadCatalog(&why), qPrintable(why));
    // A fifth connection whose token no key of the profile decrypts (its key is lost).
    const QString lost = QString::fromLatin1(Fernet::fromKey(test::strayKey())->encrypt("lost"));
    QSqlQuery q(conn->db());
    QVERIFY2(conn->execBound(
                 &q,
                 s("INSERT INTO connections (password_encrypted, extra, id, name, description, project_id, owner_id, "
                   "db_type, host, port, username, \"database\", db_schema, created_at, updated_at) "
                   "VALUES (?, '{}', 5, 'archive', '', 2, 1, 'postgresql', 'db.example.com', NULL, 'etl', "
                   "'dw', '', '2026-01-01 00:00:00', '2026-01-01 00:00:00')"),
                 {lost}, &why),
             qPrintable(why));
    const auto tokens = [&conn]() {
        QStringList out;
        QSqlQuery t(conn->db());
        QString error;
        conn->execBound(&t, s("SELECT password_encrypted FROM connections ORDER BY id"), {}, &error);
        while (t.next())
            out << t.value(0).toString();
        return out;
    };
    const auto audits = [&conn]() {
        QSqlQuery t(conn->db());
        QString error;
        conn->execBound(&t, s("SELECT count(*) FROM audit_logs"), {}, &error);
        return t.next() ? t.value(0).toLongLong() : -1;
    };
    const QStringList before = tokens();
    const qint64 auditsBefore = audits();

    MainWindow window;
    window.show();
    QVERIFY2(window.openDatabase(scratch->url(), false, &why), qPrintable(why));
    const ConnectionProfile profile = ProfileStore().findByUrl(scratch->url());
    QVERIFY2(FernetKeyRing::store(profile.id, bothKeys(), &why), qPrintable(why));
    const std::optional<FernetKeyRing> ring = FernetKeyRing::parse(bothKeys(), &why);
    QVERIFY(ring);
    CredentialActions* actions = window.credentials();
    QVERIFY(window.findChild<QMenu*>(s("databaseMenu"))->actions().contains(actions->rotateAction()));
    QVERIFY(actions->rotateAction()->isEnabled());

    // From the menu: the question names the count and key 1 by its fingerprint (never the key); Cancel writes nothing.
    QString asked;
    QTimer answer;
    answer.setInterval(50);
    connect(&answer, &QTimer::timeout, this, [&]() {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        asked = box->text() + u'\n' + box->informativeText();
        test::saveScreenshot(box, s("rotate-confirmation.png"));
        box->button(QMessageBox::Cancel)->click();
    });
    answer.start();
    actions->askAndRotate();
    answer.stop();
    QVERIFY2(
        asked.startsWith(s("Re-encrypt 2 credential(s) with key 1 of this database's Fernet keys (fingerprint %1)?")
                             .arg(ring->fingerprint(1))),
        qPrintable(asked));
    QVERIFY2(asked.contains(s("Connection archive (id 5, project 2)")), qPrintable(asked));
    QVERIFY2(asked.contains(s("alone decrypts every credential but those listed")), qPrintable(asked));
    QVERIFY(!asked.contains(QString::fromLatin1(test::newKey())));
    QCOMPARE(tokens(), before);

    // Cancelled from the progress dialog after the first row: rolled back.
    int shown = 0;
    const auto cancelAtOne = connect(actions, &CredentialActions::rotationProgressed, this, [&](int done, int) {
        auto* progress = qobject_cast<QProgressDialog*>(actions->rotationProgress());
        QVERIFY(progress);
        ++shown;
        if (done == 1) {
            test::saveScreenshot(progress, s("rotate-progress.png"));
            progress->cancel();
        }
    });
    QString summary;
    WriteResult r = actions->rotateCredentials([](const OperationPlan&) { return true; }, &summary);
    disconnect(cancelAtOne);
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QCOMPARE(summary, s("Rotation cancelled: nothing was re-encrypted."));
    QVERIFY(shown >= 2);
    QCOMPARE(tokens(), before);
    QCOMPARE(audits(), auditsBefore);
    QVERIFY(!actions->rotationProgress());

    // Confirmed: two re-encrypted, the lost one named and left as it was; key 1 alone now decrypts the rest.
    int rotated = -1;
    r = actions->rotateCredentials(
        [&](const OperationPlan& plan) {
            rotated = int(plan.changes.size());
            return true;
        },
        &summary);
    QVERIFY2(r.ok(), qPrintable(r.message));
    QCOMPARE(rotated, 2);
    QVERIFY2(summary.startsWith(s("Re-encrypted 2 credential(s) with key 1 (%1).").arg(ring->fingerprint(1))),
             qPrintable(summary));
    QVERIFY2(summary.contains(s("Left untouched, since no key decrypts them:\nConnection archive (id 5, project 2)")),
             qPrintable(summary));
    const QStringList after = tokens();
    QCOMPARE(after.size(), 5);
    const auto alone = Fernet::fromKey(test::newKey());
    QCOMPARE(*alone->decrypt(after.at(0).toLatin1()), QByteArray("hello"));
    QCOMPARE(*alone->decrypt(after.at(1).toLatin1()), test::jsonCredential());
    QCOMPARE(after.at(2), QString());
    QCOMPARE(after.at(3), before.at(3)); // already under key 1
    QCOMPARE(*alone->decrypt(after.at(3).toLatin1()), QByteArray("r3ports!"));
    QCOMPARE(after.at(4), lost);
    QCOMPARE(audits(), auditsBefore + 2);

    // Read-only: disabled, with the reason, and refused in words if asked all the same.
    QVERIFY2(window.openDatabase(scratch->url(), true, &why), qPrintable(why));
    QVERIFY(!actions->rotateAction()->isEnabled());
    QCOMPARE(actions->rotateAction()->toolTip(), s("This database is open read-only: no credential is re-encrypted."));
    r = actions->rotateCredentials([](const OperationPlan&) { return true; }, &summary);
    QVERIFY(!r.ok());
    QCOMPARE(summary, s("This database is open read-only: no credential is re-encrypted."));
    QCOMPARE(tokens(), after);
}

QTEST_MAIN(TestCredentialDialogs)
#include "tst_CredentialDialogs.moc"
