#include "core/settings/Settings.h"
#include "core/settings/TimeDisplay.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QLockFile>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace metadesk;

/// The typed settings table: every key has a unique name and a default, and defaults are not written out.
class TestSettings : public QObject {
    Q_OBJECT
private slots:
    void everyKeyHasAUniqueName();
    void defaultsUntilSet();
    void storingTheDefaultRemovesTheEntry();
    void reopensAnotherFile();
    void keepsAJsonObject();
    void writesOffTheCallersThread();
    void readsWhatAnotherProgramWrote();
    void keepsAnotherProgramsEntries();
    void localZoneNamesBothSeasons();
};

void TestSettings::everyKeyHasAUniqueName() {
    QSet<QString> names;
    for (int i = 0; i < static_cast<int>(Settings::Key::KeyCount); ++i) {
        const QString name = Settings::name(static_cast<Settings::Key>(i));
        QVERIFY2(!name.isEmpty(), qPrintable(QString::number(i)));
        QVERIFY2(!names.contains(name), qPrintable(name));
        names << name;
    }
}

void TestSettings::defaultsUntilSet() {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.conf")));
    QCOMPARE(settings.get(Settings::Key::StartReadOnly).toBool(), false);
    QCOMPARE(settings.get(Settings::Key::ConnectSslMode).toString(), QStringLiteral("prefer"));
    settings.set(Settings::Key::StartReadOnly, true);
    settings.sync();
    Settings reread(settings.fileName());
    QCOMPARE(reread.get(Settings::Key::StartReadOnly).toBool(), true);
    reread.reset(Settings::Key::StartReadOnly);
    QCOMPARE(reread.get(Settings::Key::StartReadOnly).toBool(), false);
}

void TestSettings::storingTheDefaultRemovesTheEntry() {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.conf")));
    settings.set(Settings::Key::ConnectSslMode, QStringLiteral("require"));
    settings.sync();
    QFile file(settings.fileName());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(file.readAll()).contains(QStringLiteral("sslMode=require")));
    file.close();
    settings.set(Settings::Key::ConnectSslMode, QStringLiteral("prefer"));
    settings.sync();
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(!QString::fromUtf8(file.readAll()).contains(QStringLiteral("sslMode")));
}

void TestSettings::reopensAnotherFile() {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("a.conf")));
    settings.set(Settings::Key::LastSqliteFolder, dir.path());
    settings.openFile(dir.filePath(QStringLiteral("b.conf")));
    QCOMPARE(settings.fileName(), dir.filePath(QStringLiteral("b.conf")));
    QVERIFY(settings.get(Settings::Key::LastSqliteFolder).toString() != dir.path());
    settings.openFile(dir.filePath(QStringLiteral("a.conf")));
    QCOMPARE(settings.get(Settings::Key::LastSqliteFolder).toString(), dir.path()); // written on switching away
}
/// A key kept as a JSON object (the last tables, the column order): read back as stored; an empty object removes the
/// entry; text that is not an object reads as none.
void TestSettings::keepsAJsonObject() {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.conf")));
    QVERIFY(settings.object(Settings::Key::ColumnOrder).isEmpty());
    const QJsonObject order{{QStringLiteral("runs"), QJsonArray{QStringLiteral("status"), QStringLiteral("id")}}};
    settings.setObjectEntry(Settings::Key::ColumnOrder, QStringLiteral("runs"), order.value(QStringLiteral("runs")));
    QCOMPARE(settings.object(Settings::Key::ColumnOrder), order);
    settings.setObjectEntry(Settings::Key::ColumnOrder, QStringLiteral("runs"), QJsonValue());
    QCOMPARE(settings.get(Settings::Key::ColumnOrder), Settings::defaultValue(Settings::Key::ColumnOrder));
    settings.set(Settings::Key::LastTables, QStringLiteral("not json"));
    QVERIFY(settings.object(Settings::Key::LastTables).isEmpty());
}

/// The file is written on a thread of its own: a change is read back at once and the caller's event loop goes on
/// while the file cannot be written (QSettings takes a lock file beside it, held here as another program would);
/// sync() waits until it is.
void TestSettings::writesOffTheCallersThread() {
    QTemporaryDir dir;
    Settings settings(dir.filePath(QStringLiteral("s.conf")));
    QLockFile otherProgram(settings.fileName() + QStringLiteral(".lock"));
    QVERIFY(otherProgram.lock());
    QElapsedTimer clock;
    clock.start();
    settings.set(Settings::Key::ConnectSslMode, QStringLiteral("require"));
    QTest::qWait(300); // where QSettings would write, from this thread's event loop
    QCOMPARE(settings.get(Settings::Key::ConnectSslMode).toString(), QStringLiteral("require"));
    QVERIFY2(clock.elapsed() < 5000, qPrintable(QString::number(clock.elapsed()))); // the lock goes stale after 30 s
    QFile file(settings.fileName());
    QVERIFY(!file.open(QIODevice::ReadOnly) || !file.readAll().contains("sslMode")); // not written yet
    file.close();
    otherProgram.unlock();
    settings.sync();
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("sslMode=require"));
}

/// Values are read from memory, but what another program (here another Settings object) wrote to the file is read
/// back each time this one writes, as QSettings merges the two; a value set here and not yet written stays.
void TestSettings::readsWhatAnotherProgramWrote() {
    QTemporaryDir dir;
    Settings mine(dir.filePath(QStringLiteral("s.conf")));
    Settings other(mine.fileName());
    other.set(Settings::Key::LastSqliteFolder, dir.path());
    other.sync();
    mine.set(Settings::Key::ConnectSslMode, QStringLiteral("disable"));
    mine.sync();
    QCOMPARE(mine.get(Settings::Key::LastSqliteFolder).toString(), dir.path());
    QCOMPARE(mine.get(Settings::Key::ConnectSslMode).toString(), QStringLiteral("disable"));
    QCOMPARE(other.get(Settings::Key::ConnectSslMode).toString(), QStringLiteral("prefer")); // until it writes
}

/// A key kept as a JSON object per database or table (the last table shown): one entry changed here is merged into
/// the object the file holds when written, so another program's entries stay, though this one never read them.
void TestSettings::keepsAnotherProgramsEntries() {
    QTemporaryDir dir;
    Settings mine(dir.filePath(QStringLiteral("s.conf")));
    mine.setObjectEntry(Settings::Key::LastTables, QStringLiteral("sqlite:///a.db"), QStringLiteral("runs"));
    mine.sync();
    {
        // Another program's write: its own entry beside this one's.
        QFile file(mine.fileName());
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("[mainWindow]\nlastTables=\"{\\\"sqlite:///a.db\\\":\\\"runs\\\",\\\"sqlite:///b.db\\\":"
                   "\\\"groups\\\"}\"\n");
    }
    mine.setObjectEntry(Settings::Key::LastTables, QStringLiteral("sqlite:///a.db"), QStringLiteral("flows"));
    QCOMPARE(mine.object(Settings::Key::LastTables).value(QStringLiteral("sqlite:///a.db")).toString(),
             QStringLiteral("flows")); // at once
    mine.sync();
    const QJsonObject both{{QStringLiteral("sqlite:///a.db"), QStringLiteral("flows")},
                           {QStringLiteral("sqlite:///b.db"), QStringLiteral("groups")}};
    QCOMPARE(Settings(mine.fileName()).object(Settings::Key::LastTables), both);
    QCOMPARE(mine.object(Settings::Key::LastTables), both);
    // A null value removes the entry, and the last one the key.
    mine.setObjectEntry(Settings::Key::LastTables, QStringLiteral("sqlite:///a.db"), QJsonValue());
    mine.setObjectEntry(Settings::Key::LastTables, QStringLiteral("sqlite:///b.db"), QJsonValue());
    mine.sync();
    QCOMPARE(mine.get(Settings::Key::LastTables), Settings::defaultValue(Settings::Key::LastTables));
    QFile file(mine.fileName());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(!file.readAll().contains("lastTables"));
}

/// The zone the times are shown in, named with the offsets it has over the year: a zone with summer time shows a
/// July row an hour later than its winter offset says.
void TestSettings::localZoneNamesBothSeasons() {
    const QByteArray saved = qgetenv("TZ");
    const bool had = qEnvironmentVariableIsSet("TZ");
    const QList<QPair<QByteArray, QString>> zones = {
        {"Europe/Berlin", QStringLiteral("Europe/Berlin, UTC+01:00/+02:00")},
        {"America/New_York", QStringLiteral("America/New_York, UTC-05:00/-04:00")},
        {"Australia/Sydney", QStringLiteral("Australia/Sydney, UTC+10:00/+11:00")},
        {"Asia/Tokyo", QStringLiteral("Asia/Tokyo, UTC+09:00")},
        {"UTC", QStringLiteral("UTC")},
    };
    for (const auto& [tz, expected] : zones) {
        qputenv("TZ", tz);
        QCOMPARE(timedisplay::localZoneName(), expected);
    }
    if (had)
        qputenv("TZ", saved);
    else
        qunsetenv("TZ");
}

QTEST_GUILESS_MAIN(TestSettings)
#include "tst_Settings.moc"
