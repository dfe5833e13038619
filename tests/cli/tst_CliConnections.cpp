#include "common/CliRun.h"
#include "common/TabulariaConnections.h"
#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/secrets/FernetKeyRing.h"
#include "core/secrets/Keychain.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/Settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
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
QString keys(std::initializer_list<QByteArray> list) {
    QStringList out;
    for (const QByteArray& k : list)
        out << QString::fromLatin1(k);
    return out.join(QLatin1Char(','));
}
/// No environment variable: the CLI must refuse rather than guess.
const QString kUnset = s("<unset>");
} // namespace

/// `metadesk-cli connections list|reveal|rotate` on databases `migrate up --platform tabularia` makes, with tokens
/// made under the Fernet spec's test-vector key and a second fixed key: what each prints, every exit code (0 done,
/// 1 refused / not found / no key decrypts, 2 usage, 3 database error), and that no key's text is ever printed.
class TestCliConnections : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void init_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cleanup();
    void listsWhichKeyDecrypts();
    void listsWhichKeyDecrypts_data() { init_data(); }
    void revealsExactly();
    void revealsExactly_data() { init_data(); }
    void revealExitCodes();
    void revealExitCodes_data() { init_data(); }
    void rotateThenListShowsKeyOne();
    void rotateThenListShowsKeyOne_data() { init_data(); }
    void wrongKeyNeverOverwrites();
    void wrongKeyNeverOverwrites_data() { init_data(); }
    void keysFromTheProfilesKeychainEntry();
    void keysFromTheProfilesKeychainEntry_data() { init_data(); }
    void usageErrors_data();
    void usageErrors();
    void databaseErrors();

private:
    CliRun run(const QStringList& arguments, const QString& keyText) {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(s("XDG_CONFIG_HOME"), m_config.path());
        e.insert(s("XDG_DATA_HOME"), m_data.path());
        e.remove(s("METADESK_FERNET_KEYS"));
        if (keyText != kUnset)
            e.insert(s("METADESK_FERNET_KEYS"), keyText);
        const CliRun r = test::runCli(m_cli, arguments, e, m_workDir.path());
        // Whatever the command, no key's text reaches either stream.
        for (const QByteArray& key : {test::vectorKey(), test::newKey(), test::strayKey()})
            if (r.out.contains(QString::fromLatin1(key.left(12))) || r.err.contains(QString::fromLatin1(key.left(12))))
                m_leaks << r.report();
        return r;
    }
    QStringList db() const { return {s("--database"), m_scratch->urlText()}; }
    CliRun connections(const QString& verb, const QStringList& options, const QString& keyText) {
        return run(QStringList{s("connections"), verb} + db() + options, keyText);
    }
    QString token(qint64 id) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, s("SELECT password_encrypted FROM connections WHERE id = ?"), {id}, &error) ||
            !q.next())
            return s("<none>");
        return q.value(0).toString();
    }
    QStringList tokens() const {
        QStringList out;
        for (int id = 1; id <= 4; ++id)
            out << token(id);
        return out;
    }
    qint64 scalar(const QString& sql) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, {}, &error) || !q.next())
            return -1;
        return q.value(0).toLongLong();
    }
    /// Every journal line the CLI wrote under XDG_DATA_HOME.
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
    /// The key position of each listed connection, 0 for none (JSON null).
    QList<int> keyColumn(const CliRun& r) const {
        QList<int> out;
        for (const QJsonValue& v : QJsonDocument::fromJson(r.out.toUtf8()).object().value(s("connections")).toArray())
            out << v.toObject().value(s("key")).toInt(0);
        return out;
    }

    QString m_cli;
    QTemporaryDir m_workDir;
    QTemporaryDir m_config;
    QTemporaryDir m_data;
    QStringList m_leaks;
    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
};

void TestCliConnections::initTestCase() {
    m_cli = qEnvironmentVariable("METADESK_CLI");
    QVERIFY2(QFileInfo(m_cli).isExecutable(), "METADESK_CLI must name the metadesk-cli binary (ctest sets it)");
    QVERIFY(m_workDir.isValid() && m_config.isValid() && m_data.isValid());
    // The app's names, so ProfileStore here is the file the CLI reads (before the first QSettings).
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
    QCoreApplication::setOrganizationName(s("Metadesk"));
    QCoreApplication::setApplicationName(s("metadesk"));
    QVERIFY2(Settings::instance().fileName().startsWith(m_config.path()), qPrintable(Settings::instance().fileName()));
}

void TestCliConnections::init() {
    m_leaks.clear();
    QDir(m_data.path()).removeRecursively(); // each case counts its own journal entries
    QDir().mkpath(m_data.path());
    if (qstrcmp(QTest::currentTestFunction(), "usageErrors") == 0 ||
        qstrcmp(QTest::currentTestFunction(), "databaseErrors") == 0)
        return;
    QFETCH(ScratchDatabase::Engine, engine);
    m_scratch = std::make_unique<ScratchDatabase>(engine);
    QVERIFY2(m_scratch->isValid(), qPrintable(m_scratch->error()));
    const CliRun made =
        run(QStringList{s("migrate"), s("up"), s("--platform"), s("tabularia"), s("--yes")} + db(), kUnset);
    QVERIFY2(made.exitedWith(0), qPrintable(made.report()));
    m_conn = m_scratch->connect();
    QString error;
    QVERIFY2(m_conn && m_conn->loadCatalog(&error), qPrintable(error));
    QVERIFY2(test::seedConnections(*m_conn, &error), qPrintable(error));
}

void TestCliConnections::cleanup() {
    QVERIFY2(m_leaks.isEmpty(), qPrintable(m_leaks.join(s("\n"))));
    m_conn.reset();
    m_scratch.reset();
}

void TestCliConnections::listsWhichKeyDecrypts() {
    const QString both = keys({test::newKey(), test::vectorKey()});
    const CliRun listed = connections(s("list"), {s("--json")}, both);
    QVERIFY2(listed.exitedWith(0), qPrintable(listed.report()));
    QCOMPARE(keyColumn(listed), (QList<int>{2, 2, 0, 1}));
    const QJsonObject o = QJsonDocument::fromJson(listed.out.toUtf8()).object();
    QCOMPARE(o.value(s("keys")).toInt(), 2);
    const QJsonObject lake = o.value(s("connections")).toArray().at(1).toObject();
    QCOMPARE(lake.value(s("project")).toString(), s("Finance"));
    QCOMPARE(lake.value(s("name")).toString(), s("lake"));
    QCOMPARE(lake.value(s("has_password")).toBool(), true);
    // Neither token nor plaintext is listed.
    QVERIFY(!listed.out.contains(token(2)) && !listed.out.contains(s("hello")) && !listed.out.contains(s("wJalr")));

    const CliRun text = connections(s("list"), {s("--project"), s("Sales")}, both);
    QVERIFY2(text.exitedWith(0), qPrintable(text.report()));
    QCOMPARE(text.outLines().size(), 3);
    QVERIFY2(text.outLines().at(1).contains(QRegularExpression(s("^ +3  Sales +mail +smtp +none$"))),
             qPrintable(text.out));
    QVERIFY2(text.outLines().at(2).endsWith(s("mysql       key 1")), qPrintable(text.out));
    QVERIFY(text.err.isEmpty());

    // A key list without the old key: the two tokens under it are findings, exit 1, named.
    const CliRun missing = connections(s("list"), {s("--json")}, keys({test::newKey()}));
    QVERIFY2(missing.exitedWith(1), qPrintable(missing.report()));
    QCOMPARE(keyColumn(missing), (QList<int>{0, 0, 0, 1}));
    QVERIFY(missing.isOneErrorLine());
    QVERIFY2(
        missing.err.contains(s("No key decrypts the credentials of 2 connections: warehouse (id 1), lake (id 2).")),
        qPrintable(missing.err));
    QCOMPARE(connections(s("list"), {s("--project"), s("HR")}, both).exitCode, 1);
}

void TestCliConnections::revealsExactly() {
    const QString both = keys({test::newKey(), test::vectorKey()});
    const CliRun json = connections(s("reveal"), {s("--project"), s("Finance"), s("--name"), s("lake")}, both);
    QVERIFY2(json.exitedWith(0), qPrintable(json.report()));
    QCOMPARE(json.out.toUtf8(), test::jsonCredential() + "\n"); // byte for byte, spacing and key order kept
    QVERIFY(json.err.isEmpty());
    const CliRun hello = connections(s("reveal"), {s("--project"), s("1"), s("--name"), s("warehouse")}, both);
    QCOMPARE(hello.out, s("hello\n"));
    const CliRun asJson =
        connections(s("reveal"), {s("--project"), s("Sales"), s("--name"), s("reports"), s("--json")}, both);
    QVERIFY2(asJson.exitedWith(0), qPrintable(asJson.report()));
    const QJsonObject o = QJsonDocument::fromJson(asJson.out.toUtf8()).object();
    QCOMPARE(o.value(s("credential")).toString(), s("r3ports!"));
    QCOMPARE(o.value(s("key")).toInt(), 1);
    QCOMPARE(o.value(s("id")).toInt(), 4);
    // Each reveal is in the local change journal, without its plaintext.
    const QByteArray journal = journals();
    QCOMPARE(journal.count("\"action\":\"connection.reveal\""), 3);
    QVERIFY(!journal.contains("hello") && !journal.contains("r3ports") && !journal.contains("wJalr"));
}

void TestCliConnections::revealExitCodes() {
    const QString both = keys({test::newKey(), test::vectorKey()});
    const auto reveal = [&](const QString& project, const QString& name, const QString& keyText) {
        return connections(s("reveal"), {s("--project"), project, s("--name"), name}, keyText);
    };
    struct Case {
        CliRun r;
        int code;
        QString says;
    };
    const QList<Case> cases = {
        {reveal(s("Finance"), s("warehouse"), keys({test::strayKey()})), 1,
         s("Connection warehouse (id 1): No key of the 1 decrypts this token: Fernet token rejected: HMAC signature "
           "mismatch")},
        {reveal(s("Finance"), s("warehouse"), keys({test::newKey()})), 1, s("No key of the 1 decrypts this token")},
        {reveal(s("Sales"), s("mail"), both), 1, s("Connection mail (id 3) has no password")},
        {reveal(s("Sales"), s("lake"), both), 1, s("Project Sales has no connection named lake.")},
        {reveal(s("HR"), s("lake"), both), 1, s("There is no project HR.")},
        {reveal(s("Finance"), s("lake"), kUnset), 2, s("needs the platform's Fernet keys in METADESK_FERNET_KEYS")},
        {reveal(s("Finance"), s("lake"), s(" ")), 2, s("The list of Fernet keys is empty")},
        {reveal(s("Finance"), s("lake"), both + s(",") + QString::fromLatin1(test::newKey().left(40))), 2,
         s("METADESK_FERNET_KEYS: Fernet key 3 of 3 is not a Fernet key")},
    };
    for (const Case& c : cases) {
        QVERIFY2(c.r.exitedWith(c.code), qPrintable(c.r.report()));
        QVERIFY2(c.r.isOneErrorLine() && c.r.err.contains(c.says), qPrintable(c.r.report()));
        QVERIFY2(c.r.out.isEmpty(), qPrintable(c.r.report()));
    }
    // The two attempts that reached a token no key decrypts are journalled as failures; the others are not reveals.
    QCOMPARE(journals().count("\"outcome\":\"failure\""), 2);
}

void TestCliConnections::rotateThenListShowsKeyOne() {
    const QString both = keys({test::newKey(), test::vectorKey()});
    const QStringList before = tokens();
    const qint64 auditBefore = scalar(s("SELECT count(*) FROM audit_logs"));
    // Without a terminal to ask on, and without --yes: nothing written.
    const CliRun unasked = connections(s("rotate"), {}, both);
    QVERIFY2(unasked.exitedWith(1), qPrintable(unasked.report()));
    QVERIFY(unasked.err.contains(s("Pass --yes to rotate.")));
    QVERIFY(unasked.out.startsWith(s("Re-encrypts 2 credentials with key 1 (2 under key 2), in one transaction.")));
    const CliRun dry = connections(s("rotate"), {s("--dry-run"), s("--json")}, both);
    QVERIFY2(dry.exitedWith(0), qPrintable(dry.report()));
    QCOMPARE(tokens(), before);

    const CliRun rotated = connections(s("rotate"), {s("--yes"), s("--as"), s("admin@example.com")}, both);
    QVERIFY2(rotated.exitedWith(0), qPrintable(rotated.report()));
    QVERIFY2(rotated.outLines().constLast() == s("Re-encrypted 2 credentials with key 1."), qPrintable(rotated.out));
    QCOMPARE(scalar(s("SELECT count(*) FROM audit_logs WHERE action = 'connection.update' AND target_type = "
                      "'connection' AND actor_id = 1")),
             auditBefore + 2);
    QCOMPARE(token(4), before.at(3)); // already under key 1: left as it is
    // Key 1 alone now decrypts everything, each plaintext as it was.
    const CliRun listed = connections(s("list"), {s("--json")}, keys({test::newKey()}));
    QVERIFY2(listed.exitedWith(0), qPrintable(listed.report()));
    QCOMPARE(keyColumn(listed), (QList<int>{1, 1, 0, 1}));
    const CliRun json =
        connections(s("reveal"), {s("--project"), s("Finance"), s("--name"), s("lake")}, keys({test::newKey()}));
    QCOMPARE(json.out.toUtf8(), test::jsonCredential() + "\n");
    // Again: nothing to do, nothing asked.
    const CliRun again = connections(s("rotate"), {}, both);
    QVERIFY2(again.exitedWith(0), qPrintable(again.report()));
    QVERIFY(again.out.startsWith(s("Every credential is already encrypted with key 1")));
}

void TestCliConnections::wrongKeyNeverOverwrites() {
    const QStringList before = tokens();
    const qint64 auditBefore = scalar(s("SELECT count(*) FROM audit_logs"));
    // The old key is missing (a stray one in its place): the rotation stops, naming the connection.
    const CliRun r = connections(s("rotate"), {s("--yes")}, keys({test::strayKey(), test::newKey()}));
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine() && r.err.contains(s("Connection warehouse (id 1, project 1): No key of the 2 "
                                                    "decrypts this token")),
             qPrintable(r.report()));
    QVERIFY(r.err.contains(s("Nothing is re-encrypted.")));
    QCOMPARE(tokens(), before);
    QCOMPARE(scalar(s("SELECT count(*) FROM audit_logs")), auditBefore);
    // A token truncated in the database is named the same way, nothing written.
    QSqlQuery q(m_conn->db());
    QString error;
    QVERIFY(m_conn->execBound(&q, s("UPDATE connections SET password_encrypted = ? WHERE id = 2"),
                              {before.at(1).left(40)}, &error));
    const CliRun truncated = connections(s("rotate"), {s("--yes")}, keys({test::newKey(), test::vectorKey()}));
    QVERIFY2(truncated.exitedWith(1), qPrintable(truncated.report()));
    QVERIFY2(truncated.err.contains(s("Connection lake (id 2, project 1)")), qPrintable(truncated.report()));
    QCOMPARE(token(1), before.at(0));
}

void TestCliConnections::keysFromTheProfilesKeychainEntry() {
    QString why;
    Keychain::resetForTesting();
    QVERIFY2(
        Keychain::probe(Keychain::DefaultTimeoutMs, &why),
        qPrintable(why + s(" (run the tests through ./dev.sh test, which starts gnome-keyring on a private bus)")));
    ProfileStore store;
    store.clear();
    const ConnectionProfile profile = store.save(store.noteOpened(m_scratch->url(), false));
    QVERIFY(FernetKeyRing::store(profile.id, keys({test::newKey(), test::vectorKey()}), &why));
    QString stored;
    bool found = false;
    QVERIFY2(FernetKeyRing::load(profile.id, &stored, &found, &why) && found, qPrintable(why));
    QCOMPARE(stored, keys({test::newKey(), test::vectorKey()}));
    // A bad list is refused before the keychain is touched.
    QVERIFY(!FernetKeyRing::store(profile.id, s("not-a-key"), &why));
    QCOMPARE(why, s("Fernet key 1 of 1 is not a Fernet key (32 bytes in url-safe base64, as Fernet.generate_key() "
                    "makes it): Fernet key is not valid url-safe base64: invalid base64: length 9 is not a multiple "
                    "of 4 (url-safe base64 with padding is required)."));

    const QStringList viaProfile = {s("--profile"), profile.id, s("--project"), s("Finance"), s("--name"), s("lake")};
    const CliRun r = run(QStringList{s("connections"), s("reveal")} + viaProfile, kUnset);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(r.out.toUtf8(), test::jsonCredential() + "\n");
    // The environment wins over the keychain.
    const CliRun env = run(QStringList{s("connections"), s("reveal")} + viaProfile, keys({test::strayKey()}));
    QVERIFY2(env.exitedWith(1), qPrintable(env.report()));

    QVERIFY2(FernetKeyRing::forget(profile.id, &why), qPrintable(why));
    QVERIFY(!FernetKeyRing::load(profile.id, &stored, &found, &why) && !found);
    QCOMPARE(why, s("No Fernet keys are stored for this connection profile."));
    const CliRun gone = run(QStringList{s("connections"), s("reveal")} + viaProfile, kUnset);
    QVERIFY2(gone.exitedWith(2), qPrintable(gone.report()));
    QVERIFY(gone.err.contains(s("or keep them for the profile in the app")));
    store.clear();
    // Never in the settings file.
    QFile settings(Settings::instance().fileName());
    if (settings.open(QIODevice::ReadOnly))
        QVERIFY(!settings.readAll().contains(test::newKey().left(12)));
}

void TestCliConnections::usageErrors_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("says");
    const QStringList db = {s("--database"), s("sqlite:never-opened.db")};
    QTest::newRow("no verb") << (QStringList{s("connections")} + db) << s("connections takes one of list");
    QTest::newRow("unknown verb") << (QStringList{s("connections"), s("show")} + db)
                                  << s("connections takes one of list");
    QTest::newRow("no database") << QStringList{s("connections"), s("list")} << s("needs --database URL");
    QTest::newRow("reveal without name") << (QStringList{s("connections"), s("reveal"), s("--project"), s("1")} + db)
                                         << s("needs --project NAME|ID and --name NAME");
    QTest::newRow("yes with list") << (QStringList{s("connections"), s("list"), s("--yes")} + db)
                                   << s("connections list takes no --yes.");
    QTest::newRow("key option") << (QStringList{s("connections"), s("list"), s("--keys"), s("x")} + db)
                                << s("Unknown option 'keys'");
    QTest::newRow("yes and dry-run") << (QStringList{s("connections"), s("rotate"), s("--yes"), s("--dry-run")} + db)
                                     << s("not both");
}

void TestCliConnections::usageErrors() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, says);
    const CliRun r = run(arguments, keys({test::newKey()}));
    QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine() && r.err.contains(says), qPrintable(r.report()));
    QVERIFY(!QFileInfo::exists(m_workDir.filePath(s("never-opened.db"))));
}

void TestCliConnections::databaseErrors() {
    // A database that is not there, and one without Tabularia's schema: exit 3.
    const CliRun missing =
        run({s("connections"), s("list"), s("--database"), s("sqlite:///%1/no/such/dir/x.db").arg(m_workDir.path())},
            keys({test::newKey()}));
    QVERIFY2(missing.exitedWith(3), qPrintable(missing.report()));
    QVERIFY(missing.isOneErrorLine());
    QFile file(m_workDir.filePath(s("empty.db")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    const CliRun empty =
        run({s("connections"), s("list"), s("--database"), s("sqlite:empty.db")}, keys({test::newKey()}));
    QVERIFY2(empty.exitedWith(3), qPrintable(empty.report()));
    QVERIFY2(empty.err.contains(s("holds no Tabularia schema")), qPrintable(empty.report()));
}

QTEST_GUILESS_MAIN(TestCliConnections)
#include "tst_CliConnections.moc"
