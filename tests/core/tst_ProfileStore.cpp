#include "core/settings/ProfileStore.h"
#include "core/settings/Settings.h"

#include <QFile>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace metadesk;

/// The recent connections: kept across sessions, most recent first, at most twelve, and never with a password.
class TestProfileStore : public QObject {
    Q_OBJECT
private slots:
    void init();
    void roundTrip();
    void mostRecentFirst();
    void keepsAtMostTwelve();
    void passwordNeverReachesTheSettingsFile();
    void sameDatabaseUpdatesTheProfile();
    void removeAndClear();
    void auditIdentityIsPerDatabase();
    void runThresholdsArePerDatabase();
    void skipsEntriesItCannotRead();
    void keepsAnotherProgramsProfiles();

private:
    static DatabaseUrl pg(const QString& text) { return DatabaseUrl::parse(text); }
    QString settingsText() const {
        QFile file(m_settings->fileName());
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Settings> m_settings;
};

void TestProfileStore::init() {
    m_settings.reset();
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = std::make_unique<Settings>(m_dir->filePath(QStringLiteral("metadesk.conf")));
}

void TestProfileStore::roundTrip() {
    const QString sqlitePath = m_dir->filePath(QStringLiteral("odd % name.db"));
    {
        ProfileStore store(*m_settings);
        ConnectionProfile pgProfile = ConnectionProfile::fromUrl(
            pg(QStringLiteral("postgresql://auditor@db.example.org:6543/tabularia%20prod%2541?sslmode=verify-full")),
            true); // PostgreSQL names a database anything: a space, a '%'

        pgProfile.displayName = QStringLiteral("Production Tabularia");
        pgProfile.rememberPassword = true;
        pgProfile.lastUsed = QDateTime(QDate(2026, 11, 30), QTime(9, 15, 30, 250), Qt::UTC);
        store.save(pgProfile);
        store.noteOpened(DatabaseUrl::sqliteFile(sqlitePath), false);
    }
    // A new Settings object reads the file again: nothing lives only in memory.
    Settings reread(m_settings->fileName());
    const QList<ConnectionProfile> profiles = ProfileStore(reread).profiles();
    QCOMPARE(profiles.size(), 2);

    const ConnectionProfile& file = profiles.at(0);
    QVERIFY(file.url.isSqlite());
    QCOMPARE(file.url.path(), sqlitePath);
    QCOMPARE(file.displayName, QStringLiteral("odd % name.db"));
    QVERIFY(!file.readOnly);
    QVERIFY(!file.rememberPassword);
    QVERIFY(file.lastUsed.isValid());
    QVERIFY(!file.id.isEmpty());

    const ConnectionProfile& server = profiles.at(1);
    QVERIFY(server.url.isPostgres());
    QCOMPARE(server.url.host(), QStringLiteral("db.example.org"));
    QCOMPARE(server.url.port(), 6543);
    QCOMPARE(server.url.user(), QStringLiteral("auditor"));
    QCOMPARE(server.url.databaseName(), QStringLiteral("tabularia prod%41"));
    QCOMPARE(server.url.sslMode(), QStringLiteral("verify-full"));
    QCOMPARE(server.displayName, QStringLiteral("Production Tabularia"));
    QVERIFY(server.readOnly);
    QVERIFY(server.rememberPassword);
    QCOMPARE(server.lastUsed, QDateTime(QDate(2026, 11, 30), QTime(9, 15, 30, 250), Qt::UTC));
    QCOMPARE(ProfileStore(reread).find(server.id).displayName, server.displayName);
    QVERIFY(server.keychainKey() != file.keychainKey());
}

void TestProfileStore::mostRecentFirst() {
    ProfileStore store(*m_settings);
    const ConnectionProfile a = store.noteOpened(pg(QStringLiteral("postgresql://u@a:5432/one")), false);
    store.noteOpened(pg(QStringLiteral("postgresql://u@b:5432/two")), false);
    store.noteOpened(DatabaseUrl::sqliteFile(m_dir->filePath(QStringLiteral("three.db"))), false);
    auto names = [&]() {
        QStringList result;
        const QList<ConnectionProfile> profiles = store.profiles();
        for (const ConnectionProfile& p : profiles)
            result << p.displayName;
        return result;
    };
    QCOMPARE(names(), (QStringList{QStringLiteral("three.db"), QStringLiteral("two@b"), QStringLiteral("one@a")}));
    // Opening one again moves it to the front under the same id, not as a second entry.
    const ConnectionProfile again = store.noteOpened(pg(QStringLiteral("postgresql://u@a:5432/one")), true);
    QCOMPARE(again.id, a.id);
    QCOMPARE(names(), (QStringList{QStringLiteral("one@a"), QStringLiteral("three.db"), QStringLiteral("two@b")}));
    QVERIFY(store.profiles().constFirst().readOnly);
}

void TestProfileStore::keepsAtMostTwelve() {
    ProfileStore store(*m_settings);
    for (int i = 0; i < 15; ++i)
        store.noteOpened(pg(QStringLiteral("postgresql://u@host:5432/db%1").arg(i)), false);
    const QList<ConnectionProfile> profiles = store.profiles();
    QCOMPARE(profiles.size(), ProfileStore::MaxProfiles);
    QCOMPARE(ProfileStore::MaxProfiles, 12);
    QCOMPARE(profiles.constFirst().url.databaseName(), QStringLiteral("db14"));
    QCOMPARE(profiles.constLast().url.databaseName(), QStringLiteral("db3")); // db0..db2 dropped, oldest first
}

void TestProfileStore::passwordNeverReachesTheSettingsFile() {
    const QString secret = QStringLiteral("Xq7-secret-pw-91");
    ProfileStore store(*m_settings);
    DatabaseUrl url = pg(QStringLiteral("postgresql://admin:%1@db.example.org:5432/holotable").arg(secret));
    QCOMPARE(url.password(), secret); // the URL did carry it
    store.noteOpened(url, false);

    ConnectionProfile profile = ConnectionProfile::fromUrl(pg(QStringLiteral("postgresql://x@h:5432/d")), false);
    profile.url.setPassword(secret); // a profile that somehow holds one
    store.save(profile);
    url.setPassword(secret);
    store.noteOpened(url, true);

    m_settings->sync();
    const QString text = settingsText();
    QVERIFY2(text.contains(QStringLiteral("db.example.org")), qPrintable(text)); // the file is the one written
    QVERIFY2(!text.contains(secret), qPrintable(text));
    const QList<ConnectionProfile> profiles = store.profiles();
    QCOMPARE(profiles.size(), 2);
    for (const ConnectionProfile& p : profiles)
        QVERIFY(p.url.password().isEmpty());
}

void TestProfileStore::sameDatabaseUpdatesTheProfile() {
    ProfileStore store(*m_settings);
    ConnectionProfile first =
        ConnectionProfile::fromUrl(pg(QStringLiteral("postgresql://u@Db.Example.org:5432/t")), false);
    first.rememberPassword = true;
    first.displayName = QStringLiteral("Named by hand");
    store.save(first);
    const ConnectionProfile updated =
        store.noteOpened(pg(QStringLiteral("postgresql://u@db.example.org:5432/t?sslmode=require")), false);
    QCOMPARE(updated.id, first.id);
    QCOMPARE(updated.displayName, QStringLiteral("Named by hand"));
    QVERIFY(updated.rememberPassword);
    QCOMPARE(store.profiles().size(), 1);
    QCOMPARE(store.profiles().constFirst().url.sslMode(), QStringLiteral("require"));
    // Another user on the same server is another connection.
    store.noteOpened(pg(QStringLiteral("postgresql://other@db.example.org:5432/t")), false);
    QCOMPARE(store.profiles().size(), 2);
}

void TestProfileStore::auditIdentityIsPerDatabase() {
    // The identity set on one database stays with it: kept when it is opened again, and never another's.
    ProfileStore store(*m_settings);
    const DatabaseUrl prod = pg(QStringLiteral("postgresql://u@db.example.org:5432/prod"));
    const DatabaseUrl staging = pg(QStringLiteral("postgresql://u@db.example.org:5432/staging"));
    store.noteOpened(staging, false);
    const ConnectionProfile set = store.setAuditIdentity(prod, QStringLiteral("  admin@example.com "));
    QCOMPARE(set.auditIdentity, QStringLiteral("admin@example.com"));
    QCOMPARE(store.auditIdentity(prod), QStringLiteral("admin@example.com"));
    QCOMPARE(store.auditIdentity(staging), QString());
    QCOMPARE(store.auditIdentity(pg(QStringLiteral("postgresql://u@db.example.org:5432/other"))), QString());
    store.noteOpened(prod, true);
    QCOMPARE(ProfileStore(*m_settings).auditIdentity(prod), QStringLiteral("admin@example.com")); // read back
    store.setAuditIdentity(prod, QString());
    QCOMPARE(store.auditIdentity(prod), QString());
}

void TestProfileStore::runThresholdsArePerDatabase() {
    // The platform's defaults until an installation's own are set; kept per database, stored only when changed.
    ProfileStore store(*m_settings);
    const DatabaseUrl prod = pg(QStringLiteral("postgresql://u@db.example.org:5432/prod"));
    const DatabaseUrl staging = pg(QStringLiteral("postgresql://u@db.example.org:5432/staging"));
    store.noteOpened(staging, false);
    QCOMPARE(store.runThresholds(prod).deadAfterSeconds, 60);
    QCOMPARE(store.runThresholds(prod).queueTimeoutSeconds, 900);
    QCOMPARE(store.runThresholds(prod).runStaleTimeoutSeconds, 3900);
    QVERIFY(!store.profiles().constFirst().toJson().contains(QStringLiteral("runThresholds")));
    RunThresholds slow;
    slow.deadAfterSeconds = 120;
    slow.runStaleTimeoutSeconds = 7500;
    store.setRunThresholds(prod, slow);
    store.noteOpened(prod, true);
    QVERIFY(ProfileStore(*m_settings).runThresholds(prod) == slow); // read back
    QCOMPARE(ProfileStore(*m_settings).runThresholds(prod).queueTimeoutSeconds, 900);
    QVERIFY(store.runThresholds(staging).isDefault());
    // A value that is not a positive number of seconds is the platform's default.
    ConnectionProfile odd = store.find(store.profiles().constFirst().id);
    QJsonObject json = odd.toJson();
    json.insert(QStringLiteral("runThresholds"), QJsonObject{{QStringLiteral("deadAfterSeconds"), -5}});
    QCOMPARE(ConnectionProfile::fromJson(json).runThresholds.deadAfterSeconds, 60);
    store.setRunThresholds(prod, RunThresholds());
    QVERIFY(store.runThresholds(prod).isDefault());
}

void TestProfileStore::removeAndClear() {
    ProfileStore store(*m_settings);
    const ConnectionProfile a = store.noteOpened(pg(QStringLiteral("postgresql://u@a:5432/one")), false);
    const ConnectionProfile b = store.noteOpened(pg(QStringLiteral("postgresql://u@b:5432/two")), false);
    QVERIFY(store.remove(a.id));
    QVERIFY(!store.remove(a.id));
    QCOMPARE(store.profiles().size(), 1);
    QCOMPARE(store.profiles().constFirst().id, b.id);
    QVERIFY(!store.find(a.id).isValid());
    store.clear();
    QVERIFY(store.profiles().isEmpty());
}

void TestProfileStore::skipsEntriesItCannotRead() {
    m_settings->set(Settings::Key::RecentConnections,
                    QStringLiteral("[{\"id\":\"1\",\"url\":\"not a url\"},42,"
                                   "{\"id\":\"2\",\"url\":\"postgresql://u@h:5432/d\"}]"));
    const QList<ConnectionProfile> profiles = ProfileStore(*m_settings).profiles();
    QCOMPARE(profiles.size(), 1);
    QCOMPARE(profiles.constFirst().id, QStringLiteral("2"));
    m_settings->set(Settings::Key::RecentConnections, QStringLiteral("{broken"));
    QVERIFY(ProfileStore(*m_settings).profiles().isEmpty());
}

/// Two programs on one settings file (here two Settings objects, each with its own memory of it): a profile one saved
/// is kept when the other saves its own, and the other lists it once it reads the file again.
void TestProfileStore::keepsAnotherProgramsProfiles() {
    Settings other(m_settings->fileName());
    const DatabaseUrl a = DatabaseUrl::sqliteFile(m_dir->filePath(QStringLiteral("a.db")));
    const DatabaseUrl b = DatabaseUrl::sqliteFile(m_dir->filePath(QStringLiteral("b.db")));
    const DatabaseUrl c = DatabaseUrl::sqliteFile(m_dir->filePath(QStringLiteral("c.db")));
    ProfileStore(*m_settings).noteOpened(a, false);
    ProfileStore(other).noteOpened(b, true);
    ProfileStore(*m_settings).noteOpened(c, false);
    QList<QString> names;
    for (const ConnectionProfile& p : ProfileStore(other).profiles())
        names << p.displayName;
    QCOMPARE(names, (QList<QString>{QStringLiteral("b.db"), QStringLiteral("a.db")})); // until it reads again
    other.reload();
    names.clear();
    for (const ConnectionProfile& p : ProfileStore(other).profiles())
        names << p.displayName;
    QCOMPARE(names, (QList<QString>{QStringLiteral("c.db"), QStringLiteral("b.db"), QStringLiteral("a.db")}));
    QVERIFY(ProfileStore(*m_settings).findByUrl(b).readOnly);
}

QTEST_GUILESS_MAIN(TestProfileStore)
#include "tst_ProfileStore.moc"
