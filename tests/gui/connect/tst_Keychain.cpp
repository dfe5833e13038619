#include "core/secrets/FernetKeyRing.h"
#include "core/secrets/Keychain.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QProcess>
#include <QTest>
#include <QUuid>

#include <cstdio>

using namespace metadesk;

namespace {
const char* const kProbeChildArgument = "--probe-without-secret-service";
constexpr int kChildTimeoutMs = 3000;

/// Runs in a child process whose session bus does not exist: probes, then says what it found on stdout.
int probeChild() {
    QElapsedTimer clock;
    clock.start();
    QString why;
    const bool ok = Keychain::probe(kChildTimeoutMs, &why);
    const qint64 elapsed = clock.elapsed();
    // Once known, the answer is not asked for again: isAvailable() comes back at once.
    clock.restart();
    QString again;
    const bool availableLater = Keychain::isAvailable(kChildTimeoutMs, &again);
    const qint64 secondElapsed = clock.elapsed();
    const QString firstNotice = Keychain::takeUnavailableNotice();
    const QString secondNotice = Keychain::takeUnavailableNotice();
    // A profile's Fernet keys: not found, and not because none are kept.
    QString keysText, keysWhy;
    bool keysFound = true;
    FernetKeyRing::load(QStringLiteral("profile-without-keychain"), &keysText, &keysFound, &keysWhy);
    std::printf("probe=%d\nelapsed=%lld\nwhy=%s\nlater=%d\nlaterElapsed=%lld\nagain=%s\nnotice1=%s\nnotice2=%s\n"
                "keysFound=%d\nkeychainFailed=%d\nkeysWhy=%s\n",
                ok ? 1 : 0, static_cast<long long>(elapsed), qPrintable(why), availableLater ? 1 : 0,
                static_cast<long long>(secondElapsed), qPrintable(again), qPrintable(firstNotice),
                qPrintable(secondNotice), keysFound ? 1 : 0, FernetKeyRing::keychainFailed() ? 1 : 0,
                qPrintable(keysWhy));
    return ok ? 0 : 1;
}
} // namespace

/// The keychain wrapper against the real Secret Service (gnome-keyring on the test's private bus) and against a
/// session with no secret service at all.
class TestKeychain : public QObject {
    Q_OBJECT
private slots:
    void init() { Keychain::resetForTesting(); }
    void probeSucceedsWithTheRealKeyring();
    void writeReadDeleteRoundTrip();
    void readingWhatWasNeverStored();
    void probeFailsInTimeWithoutSecretService();
};

void TestKeychain::probeSucceedsWithTheRealKeyring() {
    QCOMPARE(Keychain::availability(), Keychain::Availability::Unknown);
    QString why;
    QVERIFY2(Keychain::probe(Keychain::DefaultTimeoutMs, &why),
             qPrintable(QStringLiteral("%1 (run the tests through ./dev.sh test, which starts gnome-keyring on a "
                                       "private bus)")
                            .arg(why)));
    QCOMPARE(Keychain::availability(), Keychain::Availability::Available);
    QVERIFY(Keychain::takeUnavailableNotice().isEmpty());
    QVERIFY(Keychain::unavailableReason().isEmpty());
}

void TestKeychain::writeReadDeleteRoundTrip() {
    const QString key = QStringLiteral("test/") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QString password = QStringLiteral("pä$$wörd with spaces \"and quotes\" 🔑");
    QString why;
    QVERIFY2(Keychain::write(key, password, &why), qPrintable(why));
    QString read;
    bool found = false;
    QVERIFY2(Keychain::read(key, &read, &found, &why), qPrintable(why));
    QVERIFY(found);
    QCOMPARE(read, password);

    // Writing again replaces the entry.
    QVERIFY2(Keychain::write(key, QStringLiteral("second"), &why), qPrintable(why));
    QVERIFY2(Keychain::read(key, &read, &found, &why), qPrintable(why));
    QCOMPARE(read, QStringLiteral("second"));

    QVERIFY2(Keychain::remove(key, &why), qPrintable(why));
    read.clear();
    QVERIFY(!Keychain::read(key, &read, &found, &why));
    QVERIFY(!found);
    QVERIFY(read.isEmpty());
    QVERIFY2(why.contains(QStringLiteral("No password is stored")), qPrintable(why));
    // Deleting what is not there is no failure, and the keychain still counts as answering.
    QVERIFY2(Keychain::remove(key, &why), qPrintable(why));
    QCOMPARE(Keychain::availability(), Keychain::Availability::Available);
}

void TestKeychain::readingWhatWasNeverStored() {
    QString password = QStringLiteral("untouched");
    bool found = true;
    QString why;
    QVERIFY(!Keychain::read(QStringLiteral("test/never-") + QUuid::createUuid().toString(QUuid::WithoutBraces),
                            &password, &found, &why));
    QVERIFY(!found);
    QCOMPARE(password, QStringLiteral("untouched"));
    QCOMPARE(Keychain::availability(), Keychain::Availability::Available);
    // A profile's Fernet keys never stored: the keychain answered, none are kept.
    QString keys;
    QVERIFY(!FernetKeyRing::load(QUuid::createUuid().toString(QUuid::WithoutBraces), &keys, &found, &why));
    QVERIFY(!found);
    QVERIFY(!FernetKeyRing::keychainFailed());
    QCOMPARE(why, FernetKeyRing::tr("No Fernet keys are stored for this connection profile."));
}

void TestKeychain::probeFailsInTimeWithoutSecretService() {
    QProcess child;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("DBUS_SESSION_BUS_ADDRESS"), QStringLiteral("unix:path=/nonexistent"));
    env.remove(QStringLiteral("DISPLAY")); // no X11 for D-Bus to autolaunch a bus through
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    child.setProcessEnvironment(env);
    QElapsedTimer clock;
    clock.start();
    child.start(QCoreApplication::applicationFilePath(), {QString::fromLatin1(kProbeChildArgument)});
    QVERIFY2(child.waitForFinished(60000), "the probe did not come back");
    const qint64 wall = clock.elapsed();
    const QString out = QString::fromUtf8(child.readAllStandardOutput());
    const QString err = QString::fromUtf8(child.readAllStandardError());
    QCOMPARE(child.exitStatus(), QProcess::NormalExit);
    QVERIFY2(child.exitCode() == 1, qPrintable(out + err));

    QHash<QString, QString> fields;
    const QStringList lines = out.split(QLatin1Char('\n'));
    for (const QString& line : lines) {
        const int eq = line.indexOf(QLatin1Char('='));
        if (eq > 0)
            fields.insert(line.left(eq), line.mid(eq + 1));
    }
    QCOMPARE(fields.value(QStringLiteral("probe")), QStringLiteral("0"));
    // Within the timeout (two steps may each wait for it at most; the write already fails).
    QVERIFY2(fields.value(QStringLiteral("elapsed")).toLongLong() <= kChildTimeoutMs + 500, qPrintable(out));
    QVERIFY2(wall < 30000, qPrintable(QString::number(wall)));
    QVERIFY2(!fields.value(QStringLiteral("why")).trimmed().isEmpty(), qPrintable(out));
    QVERIFY2(fields.value(QStringLiteral("why")).contains(QStringLiteral("keychain")), qPrintable(out));
    // Remembered for the process: no second wait, the same reason, and the notice said once.
    QCOMPARE(fields.value(QStringLiteral("later")), QStringLiteral("0"));
    QVERIFY2(fields.value(QStringLiteral("laterElapsed")).toLongLong() < 100, qPrintable(out));
    QCOMPARE(fields.value(QStringLiteral("again")), fields.value(QStringLiteral("why")));
    QVERIFY2(fields.value(QStringLiteral("notice1")).contains(QStringLiteral("ask for passwords each time")),
             qPrintable(out));
    QVERIFY(fields.value(QStringLiteral("notice2")).isEmpty());
    // Fernet keys read through it: not found, the keychain's failure said (Reveal, Fernet Keys… and the Integrity
    // page say that, not "no keys are kept").
    QCOMPARE(fields.value(QStringLiteral("keysFound")), QStringLiteral("0"));
    QCOMPARE(fields.value(QStringLiteral("keychainFailed")), QStringLiteral("1"));
    QVERIFY2(fields.value(QStringLiteral("keysWhy")).contains(QStringLiteral("keychain")), qPrintable(out));
    QVERIFY2(!fields.value(QStringLiteral("keysWhy")).contains(QStringLiteral("No Fernet keys")), qPrintable(out));
}

int main(int argc, char** argv) {
    if (argc > 1 && qstrcmp(argv[1], kProbeChildArgument) == 0) {
        QCoreApplication app(argc, argv);
        return probeChild();
    }
    QApplication app(argc, argv);
    TestKeychain test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_Keychain.moc"
