#include "common/TestDatabases.h"
#include "core/demo/DemoGenerator.h"
#include "core/secrets/Keychain.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/Settings.h"
#include "gui/connect/ConnectDialog.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QProcess>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <cstdio>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {
const char* const kChildArgument = "--dialog-without-secret-service";

/// The dialog's widgets, found the way a tester or a screen reader finds them: by object name.
struct Form {
    explicit Form(ConnectDialog& dialog)
        : host(dialog.findChild<QLineEdit*>(QStringLiteral("hostEdit"))),
          port(dialog.findChild<QSpinBox*>(QStringLiteral("portSpin"))),
          database(dialog.findChild<QLineEdit*>(QStringLiteral("databaseEdit"))),
          user(dialog.findChild<QLineEdit*>(QStringLiteral("userEdit"))),
          password(dialog.findChild<QLineEdit*>(QStringLiteral("passwordEdit"))),
          sslMode(dialog.findChild<QComboBox*>(QStringLiteral("sslModeCombo"))),
          remember(dialog.findChild<QCheckBox*>(QStringLiteral("rememberCheck"))),
          readOnly(dialog.findChild<QCheckBox*>(QStringLiteral("readOnlyCheck"))),
          error(dialog.findChild<QLabel*>(QStringLiteral("errorLabel"))),
          notice(dialog.findChild<QLabel*>(QStringLiteral("noticeLabel"))),
          busy(dialog.findChild<QWidget*>(QStringLiteral("busyWidget"))),
          ok(dialog.findChild<QPushButton*>(QStringLiteral("connectButton"))),
          cancel(dialog.findChild<QPushButton*>(QStringLiteral("cancelButton"))) {}

    bool complete() const {
        return host && port && database && user && password && sslMode && remember && readOnly && error && notice &&
               busy && ok && cancel;
    }
    void fill(const DatabaseUrl& url, const QString& typedPassword) const {
        host->setText(url.host());
        port->setValue(url.port());
        database->setText(url.databaseName());
        user->setText(url.user());
        password->setText(typedPassword);
    }

    QLineEdit* host;
    QSpinBox* port;
    QLineEdit* database;
    QLineEdit* user;
    QLineEdit* password;
    QComboBox* sslMode;
    QCheckBox* remember;
    QCheckBox* readOnly;
    QLabel* error;
    QLabel* notice;
    QWidget* busy;
    QPushButton* ok;
    QPushButton* cancel;
};

DatabaseUrl adminUrl() {
    return DatabaseUrl::parse(qEnvironmentVariable("METADESK_TEST_PG_URL"));
}

QString serverPassword() {
    return qEnvironmentVariable("PGPASSWORD");
}

/// Runs in a child process whose session bus does not exist: shows two dialogs and reports what each offered.
int dialogChild(const QString& settingsFile) {
    Settings::instance().openFile(settingsFile);
    for (int i = 1; i <= 2; ++i) {
        ConnectDialog dialog;
        dialog.show();
        Form form(dialog);
        QElapsedTimer clock;
        clock.start();
        while (Keychain::availability() == Keychain::Availability::Unknown && clock.elapsed() < 20000)
            QTest::qWait(20);
        QTest::qWait(50);
        std::printf("dialog%d.rememberEnabled=%d\ndialog%d.tooltip=%s\ndialog%d.notice=%s\n", i,
                    form.remember->isEnabled() ? 1 : 0, i, qPrintable(form.remember->toolTip()), i,
                    form.notice->isVisible() ? qPrintable(form.notice->text()) : "");
    }
    return 0;
}
} // namespace

/// The PostgreSQL connect dialog on the offscreen platform against the test server: each way a connection fails
/// is said inline and keeps what was typed; a platform database is accepted and remembered without its password.
///
/// The dialog only connects to PostgreSQL, so these cases run on that engine alone.
class TestConnectDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void okEnabledOnlyWhenRequiredFieldsAreFilled();
    void wrongPasswordIsSaidAndEverythingKept();
    void unreachablePortIsSaid();
    void missingDatabaseIsSaid();
    void databaseHoldingNeitherPlatformIsRefused();
    void demoDatabaseIsAccepted_data();
    void demoDatabaseIsAccepted();
    void cancelWhileCheckingLeavesQuietly();
    void passwordClearedWhenHidden();
    void setProfileFillsTheFields();
    void tlsFilesAreKeptAndChecked();
    void rememberDisabledWithoutAKeychain();

private:
    /// Clicks Connect and waits for the check; true when the dialog accepted.
    static bool connectAndWait(ConnectDialog& dialog, const Form& form) {
        QTest::mouseClick(form.ok, Qt::LeftButton);
        if (!QTest::qWaitFor([&]() { return !dialog.isChecking(); }, 30000))
            return false;
        QCoreApplication::processEvents();
        return dialog.result() == QDialog::Accepted;
    }
    static void showAndWait(ConnectDialog& dialog) {
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        // The keychain is asked once the dialog is up.
        QTRY_VERIFY_WITH_TIMEOUT(Keychain::availability() != Keychain::Availability::Unknown, 10000);
    }
    QString settingsText() const {
        QFile file(Settings::instance().fileName());
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }

    QTemporaryDir m_dir;
    std::unique_ptr<ScratchDatabase> m_demo;
};

void TestConnectDialog::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QVERIFY2(!serverPassword().isEmpty(), "PGPASSWORD must hold the test server's password");
    QVERIFY(m_dir.isValid());
    Settings::instance().openFile(m_dir.filePath(QStringLiteral("metadesk.conf")));

    m_demo = std::make_unique<ScratchDatabase>(ScratchDatabase::Engine::Postgres);
    QVERIFY2(m_demo->isValid(), qPrintable(m_demo->error()));
    DemoGenerator::Options options;
    options.runs = 300;
    options.now = QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);
    const DemoGenerator::Result result = DemoGenerator::create(m_demo->url(), options, {});
    QVERIFY2(result.ok, qPrintable(result.error));
}

void TestConnectDialog::init() {
    ProfileStore().clear();
}

void TestConnectDialog::okEnabledOnlyWhenRequiredFieldsAreFilled() {
    ConnectDialog dialog;
    showAndWait(dialog);
    Form form(dialog);
    QVERIFY(form.complete());
    QCOMPARE(form.password->echoMode(), QLineEdit::Password);
    QCOMPARE(form.sslMode->count(), 6);
    QCOMPARE(form.sslMode->currentData().toString(), QStringLiteral("prefer"));
    QVERIFY(!form.ok->isEnabled());
    form.host->setText(QStringLiteral("db.example.org"));
    QVERIFY(!form.ok->isEnabled());
    form.database->setText(QStringLiteral("tabularia"));
    QVERIFY(!form.ok->isEnabled());
    form.user->setText(QStringLiteral("   "));
    QVERIFY(!form.ok->isEnabled()); // blanks are not a user name
    form.user->setText(QStringLiteral("admin"));
    QVERIFY(form.ok->isEnabled());
    form.host->clear();
    QVERIFY(!form.ok->isEnabled());
    // Enter with the button disabled does nothing.
    QTest::keyClick(form.database, Qt::Key_Return);
    QVERIFY(!dialog.isChecking());
    QVERIFY(dialog.isVisible());
}

void TestConnectDialog::wrongPasswordIsSaidAndEverythingKept() {
    ConnectDialog dialog;
    showAndWait(dialog);
    Form form(dialog);
    const DatabaseUrl admin = adminUrl();
    form.fill(admin, QStringLiteral("certainly-not-the-password"));
    form.sslMode->setCurrentIndex(form.sslMode->findData(QStringLiteral("disable")));

    QTest::mouseClick(form.ok, Qt::LeftButton);
    // While the check runs the GUI is free: busy shown, Connect disabled.
    QVERIFY(dialog.isChecking());
    QVERIFY(form.busy->isVisible());
    QVERIFY(!form.ok->isEnabled());
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isChecking(), 30000);

    QVERIFY(dialog.isVisible());
    QCOMPARE(dialog.result(), int(QDialog::Rejected));
    QVERIFY(form.error->isVisible());
    QVERIFY2(form.error->text().contains(QStringLiteral("password")), qPrintable(form.error->text()));
    QVERIFY2(form.error->text().startsWith(QStringLiteral("Wrong user name or password")),
             qPrintable(form.error->text()));
    // What the server said is shown too, under the sentence.
    QVERIFY2(dialog.errorText().contains(QStringLiteral("password authentication failed")),
             qPrintable(dialog.errorText()));
    QCOMPARE(form.host->text(), admin.host());
    QCOMPARE(form.port->value(), admin.port());
    QCOMPARE(form.database->text(), admin.databaseName());
    QCOMPARE(form.user->text(), admin.user());
    QCOMPARE(form.password->text(), QStringLiteral("certainly-not-the-password"));
    QCOMPARE(form.sslMode->currentData().toString(), QStringLiteral("disable"));
    QVERIFY(form.ok->isEnabled());
    QVERIFY(!form.busy->isVisible());
    QVERIFY(ProfileStore().profiles().isEmpty()); // nothing remembered from a failure
}

void TestConnectDialog::unreachablePortIsSaid() {
    ConnectDialog dialog;
    showAndWait(dialog);
    Form form(dialog);
    form.fill(adminUrl(), serverPassword());
    form.host->setText(QStringLiteral("127.0.0.1"));
    form.port->setValue(1); // nothing listens on tcpmux
    QVERIFY(!connectAndWait(dialog, form));
    QVERIFY(dialog.isVisible());
    QVERIFY2(form.error->text().startsWith(QStringLiteral("Could not reach a PostgreSQL server at 127.0.0.1:1")),
             qPrintable(form.error->text()));
    // libpq's own words below it, each of its lines without the tab libpq indents the later ones with.
    auto* detail = dialog.findChild<QLabel*>(QStringLiteral("errorDetailLabel"));
    QVERIFY(detail);
    QVERIFY2(detail->text().contains(QStringLiteral("Connection refused")), qPrintable(detail->text()));
    QVERIFY2(detail->text().contains(QStringLiteral("\nIs the server running")), qPrintable(detail->text()));
    QVERIFY2(!detail->text().contains(QLatin1Char('\t')), qPrintable(detail->text()));
    QCOMPARE(form.port->value(), 1);
}

void TestConnectDialog::missingDatabaseIsSaid() {
    ConnectDialog dialog;
    showAndWait(dialog);
    Form form(dialog);
    form.fill(adminUrl(), serverPassword());
    form.database->setText(QStringLiteral("no_such_database_here"));
    QVERIFY(!connectAndWait(dialog, form));
    QVERIFY2(form.error->text().contains(QStringLiteral("has no database named \"no_such_database_here\"")),
             qPrintable(form.error->text()));
    QCOMPARE(form.database->text(), QStringLiteral("no_such_database_here"));
}

void TestConnectDialog::databaseHoldingNeitherPlatformIsRefused() {
    ScratchDatabase empty(ScratchDatabase::Engine::Postgres);
    QVERIFY2(empty.isValid(), qPrintable(empty.error()));
    ConnectDialog dialog;
    showAndWait(dialog);
    Form form(dialog);
    form.fill(empty.url(), serverPassword());
    QVERIFY(!connectAndWait(dialog, form));
    QVERIFY(dialog.isVisible());
    QVERIFY2(form.error->text().contains(QStringLiteral("holds neither a Tabularia nor a Holotable schema")),
             qPrintable(form.error->text()));
    QCOMPARE(form.password->text(), serverPassword());
    QVERIFY(ProfileStore().profiles().isEmpty());
}

void TestConnectDialog::demoDatabaseIsAccepted_data() {
    QTest::addColumn<bool>("readOnly");
    QTest::addColumn<bool>("remember");
    QTest::newRow("read-write, password remembered") << false << true;
    QTest::newRow("read-only, password not remembered") << true << false;
}

void TestConnectDialog::demoDatabaseIsAccepted() {
    QFETCH(bool, readOnly);
    QFETCH(bool, remember);
    ConnectDialog dialog;
    showAndWait(dialog);
    Form form(dialog);
    QCOMPARE(Keychain::availability(), Keychain::Availability::Available);
    QVERIFY(form.remember->isEnabled());
    QVERIFY(!form.notice->isVisible());
    form.fill(m_demo->url(), serverPassword());
    form.readOnly->setChecked(readOnly);
    form.remember->setChecked(remember);
    QVERIFY2(connectAndWait(dialog, form), qPrintable(form.error->text()));
    QVERIFY(!dialog.isVisible());

    const DatabaseUrl url = dialog.url();
    QVERIFY(url.isPostgres());
    QCOMPARE(url.password(), serverPassword());
    QCOMPARE(url.databaseName(), m_demo->url().databaseName());
    QCOMPARE(url.host(), m_demo->url().host());
    QCOMPARE(url.port(), m_demo->url().port());
    QCOMPARE(url.user(), m_demo->url().user());
    QCOMPARE(dialog.readOnly(), readOnly);
    QVERIFY(form.password->text().isEmpty()); // the field is wiped once hidden

    const QList<ConnectionProfile> profiles = ProfileStore().profiles();
    QCOMPARE(profiles.size(), 1);
    const ConnectionProfile& profile = profiles.constFirst();
    QVERIFY(profile.url.password().isEmpty());
    QCOMPARE(profile.url.databaseName(), m_demo->url().databaseName());
    QCOMPARE(profile.readOnly, readOnly);
    QCOMPARE(profile.rememberPassword, remember);
    Settings::instance().sync();
    QVERIFY2(!settingsText().contains(serverPassword()), qPrintable(settingsText()));
    QVERIFY(settingsText().contains(m_demo->url().databaseName()));

    QString stored;
    bool found = false;
    QString why;
    QCOMPARE(Keychain::read(profile.keychainKey(), &stored, &found, &why), remember);
    QCOMPARE(found, remember);
    if (remember) {
        QCOMPARE(stored, serverPassword());
        // Connecting again without ticking the box forgets the stored password.
        ConnectDialog again;
        showAndWait(again);
        Form second(again);
        again.setProfile(profile);
        QVERIFY(second.remember->isChecked());
        second.password->setText(serverPassword());
        second.remember->setChecked(false);
        QVERIFY2(connectAndWait(again, second), qPrintable(second.error->text()));
        QVERIFY(!Keychain::read(profile.keychainKey(), &stored, &found, &why));
        QVERIFY(!found);
        QCOMPARE(ProfileStore().profiles().size(), 1);
        QVERIFY(!ProfileStore().profiles().constFirst().rememberPassword);
    }
}

void TestConnectDialog::cancelWhileCheckingLeavesQuietly() {
    auto dialog = std::make_unique<ConnectDialog>();
    showAndWait(*dialog);
    Form form(*dialog);
    form.fill(m_demo->url(), serverPassword());
    QTest::mouseClick(form.ok, Qt::LeftButton);
    QVERIFY(dialog->isChecking());
    QTest::mouseClick(form.cancel, Qt::LeftButton);
    QVERIFY(!dialog->isChecking());
    QCOMPARE(dialog->result(), int(QDialog::Rejected));
    QVERIFY(!dialog->isVisible());
    // A check answering after the cancel changes nothing; nor does one answering after the dialog is gone.
    QTest::qWait(1500);
    QCOMPARE(dialog->result(), int(QDialog::Rejected));
    QVERIFY(ProfileStore().profiles().isEmpty());
    form.password->setText(serverPassword());
    dialog->show();
    QTest::mouseClick(form.ok, Qt::LeftButton);
    dialog.reset();
    QTest::qWait(1500);
    QVERIFY(ProfileStore().profiles().isEmpty());
}

void TestConnectDialog::passwordClearedWhenHidden() {
    ConnectDialog dialog;
    showAndWait(dialog);
    Form form(dialog);
    form.password->setText(QStringLiteral("typed"));
    dialog.hide();
    QVERIFY(form.password->text().isEmpty());
    dialog.show();
    form.password->setText(QStringLiteral("typed"));
    QTest::keyClick(&dialog, Qt::Key_Escape);
    QVERIFY(!dialog.isVisible());
    QVERIFY(form.password->text().isEmpty());
}

void TestConnectDialog::setProfileFillsTheFields() {
    ConnectionProfile profile = ConnectionProfile::fromUrl(
        DatabaseUrl::parse(QStringLiteral("postgresql://auditor@db.example.org:6543/holotable?sslmode=verify-ca")),
        true);
    ConnectDialog dialog;
    dialog.setProfile(profile);
    Form form(dialog);
    QCOMPARE(form.host->text(), QStringLiteral("db.example.org"));
    QCOMPARE(form.port->value(), 6543);
    QCOMPARE(form.database->text(), QStringLiteral("holotable"));
    QCOMPARE(form.user->text(), QStringLiteral("auditor"));
    QVERIFY(form.password->text().isEmpty());
    QCOMPARE(form.sslMode->currentData().toString(), QStringLiteral("verify-ca"));
    QVERIFY(form.readOnly->isChecked());
    QVERIFY(form.ok->isEnabled());
}

void TestConnectDialog::tlsFilesAreKeptAndChecked() {
    // The CA, client certificate and key of a profile fill their fields; what is typed there is checked before any
    // connection is tried (a file that is not there, a certificate without its key) and goes into the URL kept.
    QStringList paths;
    for (const char* name : {"ca dir/root.crt", "client.crt", "client.key"}) {
        const QString path = m_dir.filePath(QString::fromLatin1(name));
        QDir().mkpath(QFileInfo(path).path());
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("not read here\n");
        paths << path;
    }
    DatabaseUrl url = DatabaseUrl::parse(QStringLiteral("postgresql://auditor@db.example.org:6543/holotable"));
    url.setSslMode(QStringLiteral("verify-full"));
    url.setSslFiles(paths.at(0), paths.at(1), paths.at(2));
    // Kept as the profile keeps it: its display form, a path with a space included.
    const DatabaseUrl kept = DatabaseUrl::parse(url.toDisplayString());
    QCOMPARE(kept.sslRootCert(), paths.at(0));
    ConnectDialog dialog;
    dialog.setProfile(ConnectionProfile::fromUrl(kept, false));
    Form form(dialog);
    auto* rootCert = dialog.findChild<QLineEdit*>(QStringLiteral("sslRootCertEdit"));
    auto* cert = dialog.findChild<QLineEdit*>(QStringLiteral("sslCertEdit"));
    auto* key = dialog.findChild<QLineEdit*>(QStringLiteral("sslKeyEdit"));
    QVERIFY(rootCert && cert && key);
    QVERIFY(dialog.findChild<QToolButton*>(QStringLiteral("sslKeyEditBrowse")));
    QCOMPARE(rootCert->text(), paths.at(0));
    QCOMPARE(cert->text(), paths.at(1));
    QCOMPARE(key->text(), paths.at(2));
    showAndWait(dialog);

    key->clear();
    form.ok->click();
    QTRY_VERIFY(form.error->isVisible());
    QCOMPARE(form.error->text(),
             QStringLiteral("A client certificate goes with its key: give both files, or neither."));
    QVERIFY(dialog.isVisible());

    key->setText(m_dir.filePath(QStringLiteral("missing.key")));
    form.ok->click();
    QTRY_COMPARE(form.error->text(),
                 QStringLiteral("There is no file %1.").arg(m_dir.filePath(QStringLiteral("missing.key"))));
    QCOMPARE(cert->text(), paths.at(1)); // nothing typed is lost
}

void TestConnectDialog::rememberDisabledWithoutAKeychain() {
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("unix:path=/nonexistent"));
    env.remove(QStringLiteral("DISPLAY"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    child.setProcessEnvironment(env);
    child.start(QCoreApplication::applicationFilePath(),
                {QString::fromLatin1(kChildArgument), m_dir.filePath(QStringLiteral("child.conf"))});
    QVERIFY2(child.waitForFinished(60000), "the child did not come back");
    const QString out = QString::fromUtf8(child.readAllStandardOutput());
    QVERIFY2(child.exitCode() == 0, qPrintable(out + QString::fromUtf8(child.readAllStandardError())));
    QVERIFY2(out.contains(QStringLiteral("dialog1.rememberEnabled=0\n")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("dialog1.tooltip=No system keychain answered")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("dialog1.notice=The system keychain")), qPrintable(out));
    // The notice is said once per process; the box stays disabled with its tooltip.
    QVERIFY2(out.contains(QStringLiteral("dialog2.rememberEnabled=0\n")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("dialog2.tooltip=No system keychain answered")), qPrintable(out));
    QVERIFY2(out.contains(QStringLiteral("dialog2.notice=\n")), qPrintable(out));
}

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    if (argc > 2 && qstrcmp(argv[1], kChildArgument) == 0)
        return dialogChild(QString::fromLocal8Bit(argv[2]));
    TestConnectDialog test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_ConnectDialog.moc"
