#include "common/CliRun.h"
#include "common/TestDatabases.h"
#include "core/secrets/Keychain.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/Settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace metadesk;
using metadesk::test::CliRun;
using metadesk::test::ScratchDatabase;

namespace {

QString s(const char* text) {
    return QString::fromUtf8(text);
}

} // namespace

/// metadesk-cli --profile NAME: a connection saved the way the app saves it (ProfileStore in the app's settings,
/// the password through Keychain into gnome-keyring on the test's private bus) is what the real binary connects to,
/// with no other source for the password; the password is never printed; unknown, ambiguous and doubled choices
/// are refused with the CLI's exit codes; a keychain that does not answer is exit 3.
class TestCliProfile : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanupTestCase();
    void overviewThroughAProfile_data() { test::addEngineColumn(), test::addEngineRows(); }
    void overviewThroughAProfile();
    void everyDatabaseCommandTakesAProfile_data() { test::addEngineColumn(), test::addEngineRows(); }
    void everyDatabaseCommandTakesAProfile();
    void unknownProfileListsTheSavedNames_data();
    void unknownProfileListsTheSavedNames();
    void databaseAndProfileAreOneChoice_data();
    void databaseAndProfileAreOneChoice();
    void sharedNameIsRefusedAndTheIdSettlesIt();
    void profilesListsWithoutSecrets();
    void keychainThatDoesNotAnswerIsADatabaseError();
    void urlPasswordWarningNamesProfile();

private:
    CliRun run(const QStringList& arguments, QProcessEnvironment environment = {}) const;
    /// The environment in which only the keychain can give a PostgreSQL password: no PGPASSWORD, no password file.
    QProcessEnvironment keychainOnly() const;
    /// Saves `url` as the connect dialog does when "Remember password" is ticked (and a password was typed).
    ConnectionProfile saveAsTheAppDoes(const DatabaseUrl& url);

    QString m_cli;
    QString m_password;
    /// XDG_CONFIG_HOME for this process and the CLI: the app's settings file goes here, not into the user's.
    QTemporaryDir m_config;
    QTemporaryDir m_workDir;
};

CliRun TestCliProfile::run(const QStringList& arguments, QProcessEnvironment environment) const {
    if (environment.isEmpty())
        environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), m_config.path());
    return test::runCli(m_cli, arguments, environment, m_workDir.path());
}

QProcessEnvironment TestCliProfile::keychainOnly() const {
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("PGPASSWORD"));
    environment.insert(QStringLiteral("PGPASSFILE"), m_workDir.filePath(QStringLiteral("no-such-pgpass")));
    return environment;
}

ConnectionProfile TestCliProfile::saveAsTheAppDoes(const DatabaseUrl& url) {
    ProfileStore store;
    ConnectionProfile profile = store.noteOpened(url, false);
    if (!url.password().isEmpty()) {
        QString why;
        profile.rememberPassword = Keychain::write(profile.keychainKey(), url.password(), &why);
        if (!profile.rememberPassword)
            qWarning("the keychain did not take the password: %s", qPrintable(why));
    }
    return store.save(profile);
}

void TestCliProfile::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    m_cli = qEnvironmentVariable("METADESK_CLI");
    QVERIFY2(QFileInfo(m_cli).isExecutable(), "METADESK_CLI must name the metadesk-cli binary (ctest sets it)");
    QVERIFY(m_config.isValid() && m_workDir.isValid());
    m_password = qEnvironmentVariable("PGPASSWORD");
    QVERIFY2(!m_password.isEmpty(), "the PostgreSQL tests give the password in PGPASSWORD");

    // The desktop app's names (src/app/main.cpp), so Settings::instance() is the file the app writes; before the
    // first QSettings, which fixes the configuration folder for the process.
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
    QCoreApplication::setOrganizationName(s("Metadesk"));
    QCoreApplication::setApplicationName(s("metadesk"));
    QVERIFY2(Settings::instance().fileName().startsWith(m_config.path()), qPrintable(Settings::instance().fileName()));

    QVERIFY2(
        Keychain::probe(Keychain::DefaultTimeoutMs, &why),
        qPrintable(why + s(" (run the tests through ./dev.sh test, which starts gnome-keyring on a private bus)")));
}

void TestCliProfile::init() {
    cleanupTestCase();
    Keychain::resetForTesting();
}

void TestCliProfile::cleanupTestCase() {
    // No password stays in the keyring after the test.
    ProfileStore store;
    for (const ConnectionProfile& profile : store.profiles()) {
        QString why;
        if (profile.rememberPassword && !Keychain::remove(profile.keychainKey(), &why))
            qWarning("could not remove a test password from the keychain: %s", qPrintable(why));
    }
    store.clear();
}

void TestCliProfile::overviewThroughAProfile() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    QVERIFY2(test::fillDemo(scratch, &error, 20), qPrintable(error));
    DatabaseUrl url = scratch.url();
    const bool postgres = engine == ScratchDatabase::Engine::Postgres;
    if (postgres)
        url.setPassword(m_password);
    const ConnectionProfile profile = saveAsTheAppDoes(url);
    QCOMPARE(profile.rememberPassword, postgres);

    const QStringList arguments{s("overview"), s("--profile"), profile.displayName, s("--json")};
    CliRun r = run(arguments, keychainOnly());
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.report())); // the safe way: no warning
    QVERIFY2(!r.out.contains(m_password) && !r.err.contains(m_password), qPrintable(r.report()));
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(root.value(s("database")).toString(), scratch.url().toDisplayString());
    qint64 users = -2;
    for (const QJsonValue& f : root.value(s("figures")).toArray()) {
        if (f.toObject().value(s("id")).toString() == s("tabularia.users"))
            users = f.toObject().value(s("value")).toInteger();
    }
    const auto conn = scratch.connect(true);
    QVERIFY(conn);
    QSqlQuery q(conn->db());
    QVERIFY(q.exec(s("SELECT count(*) FROM users")) && q.next());
    QCOMPARE(users, q.value(0).toLongLong());

    if (!postgres)
        return;
    // The keychain was the only source: without its entry the server refuses, and libpq's own sources still apply.
    QString why;
    QVERIFY2(Keychain::remove(profile.keychainKey(), &why), qPrintable(why));
    r = run(arguments, keychainOnly());
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine(), qPrintable(r.report()));
    QProcessEnvironment withPgPassword = keychainOnly();
    withPgPassword.insert(s("PGPASSWORD"), m_password);
    r = run(arguments, withPgPassword);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(!r.out.contains(m_password) && !r.err.contains(m_password), qPrintable(r.report()));
}

void TestCliProfile::everyDatabaseCommandTakesAProfile() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    DatabaseUrl url = scratch.url();
    if (engine == ScratchDatabase::Engine::Postgres)
        url.setPassword(m_password);
    const QString name = saveAsTheAppDoes(url).displayName;
    const QProcessEnvironment environment = keychainOnly();

    CliRun r = run({s("migrate"), s("up"), s("--platform"), s("tabularia"), s("--profile"), name}, environment);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    r = run({s("migrate"), s("check"), s("--profile"), name}, environment);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.out.contains(s("Tabularia")), qPrintable(r.report()));
    r = run({s("export"), s("--profile"), name, s("--table"), s("users"), s("--format"), s("json")}, environment);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(QJsonDocument::fromJson(r.out.toUtf8()).isArray(), qPrintable(r.report()));
    // demo refuses a database that already holds a platform table: it got as far as the database.
    r = run({s("demo"), s("--profile"), name, s("--runs"), s("1")}, environment);
    QVERIFY2(r.exitedWith(3) && r.isOneErrorLine(), qPrintable(r.report()));
    for (const QString& text : {r.out, r.err})
        QVERIFY2(!text.contains(m_password), qPrintable(r.report()));
}

void TestCliProfile::unknownProfileListsTheSavedNames_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("overview") << QStringList{s("overview"), s("--profile"), s("nope")};
    QTest::newRow("migrate status") << QStringList{s("migrate"), s("status"), s("--profile"), s("nope")};
    QTest::newRow("export") << QStringList{s("export"), s("--profile"), s("nope"), s("--table"), s("runs")};
    QTest::newRow("demo") << QStringList{s("demo"), s("--profile"), s("nope")};
}

void TestCliProfile::unknownProfileListsTheSavedNames() {
    QFETCH(QStringList, arguments);
    CliRun r = run(arguments);
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine() && r.err.contains(s("\"nope\"")), qPrintable(r.report()));

    saveAsTheAppDoes(DatabaseUrl::sqliteFile(m_workDir.filePath(s("first.db"))));
    DatabaseUrl server = DatabaseUrl::parse(s("postgresql://admin@db.example:5432/prod"));
    server.setPassword(s("S3cret-unknown"));
    saveAsTheAppDoes(server);
    r = run(arguments);
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine(), qPrintable(r.report()));
    QVERIFY2(r.err.contains(s("first.db")) && r.err.contains(s("prod@db.example")), qPrintable(r.report()));
    QVERIFY2(!r.err.contains(s("S3cret")) && r.out.isEmpty(), qPrintable(r.report()));
    QVERIFY2(!QFileInfo::exists(m_workDir.filePath(s("first.db"))), "an unknown profile opened another");
}

void TestCliProfile::databaseAndProfileAreOneChoice_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("message");
    const QString both = s("takes --database URL or --profile NAME, not both.");
    const QString neither = s("needs --database URL or --profile NAME.");
    const QStringList db{s("--database"), s("sqlite:///nowhere/never.db")};
    const QStringList profile{s("--profile"), s("never")};
    QTest::newRow("overview, both") << QStringList{s("overview")} + db + profile << s("overview ") + both;
    QTest::newRow("migrate, both") << QStringList{s("migrate"), s("status")} + profile + db << s("migrate ") + both;
    QTest::newRow("export, both") << QStringList{s("export"), s("--table"), s("runs")} + db + profile
                                  << s("export ") + both;
    QTest::newRow("demo, both") << QStringList{s("demo")} + db + profile << s("demo ") + both;
    QTest::newRow("overview, neither") << QStringList{s("overview"), s("--json")} << s("overview ") + neither;
    QTest::newRow("export, neither") << QStringList{s("export"), s("--table"), s("runs")} << s("export ") + neither;
    QTest::newRow("--profile without a name")
        << QStringList{s("overview"), s("--profile")} << s("--profile needs a value.");
}

void TestCliProfile::databaseAndProfileAreOneChoice() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    const CliRun r = run(arguments);
    QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine() && r.err.contains(message), qPrintable(r.report()));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.report()));
}

void TestCliProfile::sharedNameIsRefusedAndTheIdSettlesIt() {
    // Two users of one database share the name the start page shows.
    const ConnectionProfile admin = saveAsTheAppDoes(DatabaseUrl::parse(s("postgresql://admin@127.0.0.1:1/prod")));
    const ConnectionProfile reader = saveAsTheAppDoes(DatabaseUrl::parse(s("postgresql://reader@127.0.0.1:1/prod")));
    QCOMPARE(admin.displayName, reader.displayName);
    CliRun r = run({s("overview"), s("--profile"), admin.displayName});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine() && r.err.contains(admin.id) && r.err.contains(reader.id), qPrintable(r.report()));

    // By id: that one, and a database error since nothing listens on port 1.
    r = run({s("overview"), s("--profile"), reader.id});
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));

    const QString file = m_workDir.filePath(s("by-id.db"));
    const ConnectionProfile local = saveAsTheAppDoes(DatabaseUrl::sqliteFile(file));
    r = run({s("migrate"), s("up"), s("--platform"), s("tabularia"), s("--profile"), local.id});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY(QFileInfo::exists(file));
}

void TestCliProfile::profilesListsWithoutSecrets() {
    CliRun r = run({s("profiles")});
    QVERIFY2(r.exitedWith(0) && r.out.isEmpty(), qPrintable(r.report()));

    const ConnectionProfile local = saveAsTheAppDoes(DatabaseUrl::sqliteFile(m_workDir.filePath(s("listed.db"))));
    DatabaseUrl url = DatabaseUrl::parse(s("postgresql://admin@127.0.0.1:55999/listed"));
    url.setPassword(s("S3cret-listed"));
    const ConnectionProfile server = saveAsTheAppDoes(url);
    QVERIFY(server.rememberPassword);

    r = run({s("profiles")});
    QVERIFY2(r.exitedWith(0) && r.err.isEmpty(), qPrintable(r.report()));
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 2);
    // Most recent first, as the start page lists them.
    QVERIFY2(lines.at(0).startsWith(s("listed@127.0.0.1")) && lines.at(0).contains(s("postgresql")) &&
                 lines.at(0).contains(server.id) && lines.at(0).contains(s("admin@127.0.0.1:55999/listed")) &&
                 lines.at(0).contains(s("keychain")),
             qPrintable(r.report()));
    QVERIFY2(lines.at(1).startsWith(s("listed.db")) && lines.at(1).contains(s("sqlite")) &&
                 lines.at(1).contains(local.id) && !lines.at(1).contains(s("keychain")),
             qPrintable(r.report()));
    QVERIFY2(!r.out.contains(s("S3cret")), qPrintable(r.report()));

    r = run({s("profiles"), s("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonArray array = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QCOMPARE(array.size(), 2);
    QCOMPARE(array.at(0).toObject().value(s("id")).toString(), server.id);
    QCOMPARE(array.at(0).toObject().value(s("engine")).toString(), s("postgresql"));
    QCOMPARE(array.at(0).toObject().value(s("password_in_keychain")).toBool(), true);
    QCOMPARE(array.at(1).toObject().value(s("name")).toString(), s("listed.db"));
    QVERIFY2(!r.out.contains(s("S3cret")), qPrintable(r.report()));
}

void TestCliProfile::keychainThatDoesNotAnswerIsADatabaseError() {
    DatabaseUrl url = DatabaseUrl::parse(s("postgresql://admin@127.0.0.1:1/locked"));
    url.setPassword(s("S3cret-locked"));
    const ConnectionProfile server = saveAsTheAppDoes(url);
    QVERIFY(server.rememberPassword);
    const QString file = m_workDir.filePath(s("no-keychain.db"));
    const ConnectionProfile local = saveAsTheAppDoes(DatabaseUrl::sqliteFile(file));

    // A session bus that is not there: QtKeychain cannot reach any secret service.
    QProcessEnvironment environment = keychainOnly();
    environment.insert(s("DBUS_SESSION_BUS_ADDRESS"), s("unix:path=/nonexistent"));
    environment.remove(s("DISPLAY")); // no X11 for D-Bus to autolaunch a bus through
    environment.remove(s("WAYLAND_DISPLAY"));
    CliRun r = run({s("overview"), s("--profile"), server.displayName}, environment);
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine() && r.err.contains(s("keychain")) && r.err.contains(s("\"locked@127.0.0.1\"")),
             qPrintable(r.report()));
    QVERIFY2(!r.err.contains(s("S3cret")), qPrintable(r.report()));

    // A profile with no password in the keychain never asks it.
    r = run({s("migrate"), s("up"), s("--platform"), s("tabularia"), s("--profile"), local.displayName}, environment);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY(QFileInfo::exists(file));

    // verify runs without the Fernet keys it could not read, and says so: not "no keys are kept".
    r = run({s("verify"), s("--profile"), local.displayName}, environment);
    QVERIFY2(r.finished && (r.exitCode == 0 || r.exitCode == 1), qPrintable(r.report()));
    QVERIFY2(r.err.contains(s("credentials are not checked")) && r.err.contains(s("keychain")) &&
                 r.err.contains(local.displayName),
             qPrintable(r.report()));
    // With the keychain answering (no keys kept for it), nothing is said.
    r = run({s("verify"), s("--profile"), local.displayName}, keychainOnly());
    QVERIFY2(r.finished && (r.exitCode == 0 || r.exitCode == 1), qPrintable(r.report()));
    QVERIFY2(!r.err.contains(s("credentials are not checked")), qPrintable(r.report()));
}

void TestCliProfile::urlPasswordWarningNamesProfile() {
    const CliRun r = run({s("migrate"), s("status"), s("--database"), s("postgresql://admin:S3cret@127.0.0.1:1/x")});
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
    const QString warning = r.err.section(QLatin1Char('\n'), 0, 0);
    QVERIFY2(warning.contains(s("warning")) && warning.contains(s("--profile")) && warning.contains(s("keychain")),
             qPrintable(r.report()));
    QVERIFY2(!r.err.contains(s("S3cret")), qPrintable(r.report()));
}

QTEST_GUILESS_MAIN(TestCliProfile)
#include "tst_CliProfile.moc"
