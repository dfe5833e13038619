#include "common/MigrationHelpers.h"
#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"
#include "core/query/TableQuery.h"
#include "core/secrets/Fernet.h"
#include "core/secrets/FernetKeyRing.h"
#include "core/secrets/Keychain.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/Settings.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/connect/ConnectDialog.h"
#include "gui/connect/StartPage.h"
#include "gui/connections/CredentialActions.h"
#include "gui/connections/FernetKeysDialog.h"
#include "gui/connections/RevealCredentialDialog.h"
#include "gui/export/ExportController.h"
#include "gui/export/ExportJob.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/pages/TablePage.h"
#include "models/WindowedTableModel.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QLineEdit>
#include <QListView>
#include <QMutex>
#include <QPlainTextEdit>
#include <QPointer>
#include <QProcess>
#include <QPushButton>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <atomic>
#include <thread>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {
QString s(const char* text) {
    return QString::fromUtf8(text);
}

/// Letters and digits from the system's random source: a secret no code path could have made up by itself.
QByteArray randomText(int length) {
    static const char alphabet[] = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
    QByteArray out;
    for (int i = 0; i < length; ++i)
        out.append(alphabet[QRandomGenerator::system()->bounded(int(sizeof alphabet) - 1)]);
    return out;
}

/// A new Fernet key: 32 random bytes in url-safe base64, as `Fernet.generate_key()` makes one.
QByteArray randomFernetKey() {
    QByteArray raw(32, '\0');
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32*>(raw.data()), 8);
    return raw.toBase64(QByteArray::Base64UrlEncoding);
}

/// One planted secret and every spelling of it the scan looks for.
struct Planted {
    QString name;
    QList<QPair<QString, QByteArray>> forms;
};

/// A password or credential: its text, either half of it (one cut short), and the text in base64 (both
/// alphabets) and hex.
Planted textSecret(const QString& name, const QByteArray& text) {
    return {name,
            {{s("raw"), text},
             {s("first half"), text.left(text.size() / 2)},
             {s("second half"), text.mid(text.size() / 2)},
             {s("base64"), text.toBase64()},
             {s("base64url"), text.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals)},
             {s("hex"), text.toHex()},
             {s("HEX"), text.toHex().toUpper()}}};
}

/// A Fernet key: its text, either half of it (a key cut short in a message), and its 32 bytes raw, in hex and in
/// standard base64.
Planted keySecret(const QString& name, const QByteArray& key) {
    const QByteArray raw = QByteArray::fromBase64(key, QByteArray::Base64UrlEncoding);
    return {name,
            {{s("raw"), key},
             {s("first half"), key.left(22)},
             {s("second half"), key.mid(22)},
             {s("bytes"), raw},
             {s("hex"), raw.toHex()},
             {s("base64"), raw.toBase64()}}};
}

/// A value only its own column may hold (a Fernet token, a sealed API key): masked everywhere else. A token's
/// first 24 characters are its version and timestamp, which tokens share; its IV and ciphertext are its own.
Planted storedSecret(const QString& name, const QByteArray& stored, bool fernetToken) {
    const QByteArray own = fernetToken ? stored.mid(24, 40) : stored;
    return {name, {{s("stored"), own}, {s("hex"), own.toHex()}, {s("base64"), own.toBase64()}}};
}

/// Where the scan looks: a name for the report, the bytes, and the secrets that place is meant to show (a revealed
/// credential on `connections reveal`'s stdout).
struct Sink {
    QString name;
    QByteArray data;
    QStringList allowed;
};

/// Each planted secret, in each of its forms, found in a sink that is not meant to hold it.
QStringList findLeaks(const QList<Planted>& secrets, const QList<Sink>& sinks) {
    QStringList found;
    for (const Sink& sink : sinks)
        for (const Planted& secret : secrets) {
            if (sink.allowed.contains(secret.name))
                continue;
            for (const auto& form : secret.forms)
                if (!form.second.isEmpty() && sink.data.contains(form.second))
                    found << s("%1 (%2) in %3").arg(secret.name, form.first, sink.name);
        }
    return found;
}

/// Every qDebug/qInfo/qWarning/qCritical of this process (the app's code included), as a log file would hold them.
QMutex g_messagesMutex;
QByteArray g_messages;
QtMessageHandler g_previousHandler = nullptr;
void captureMessage(QtMsgType type, const QMessageLogContext& context, const QString& message) {
    {
        QMutexLocker lock(&g_messagesMutex);
        g_messages += message.toUtf8() + '\n';
    }
    if (g_previousHandler)
        g_previousHandler(type, context, message);
}

QByteArray readProcFile(const QString& path) {
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Watches this process's children, and theirs, from a thread of its own (every few milliseconds, through each
/// thread's /proc/self/task/<tid>/children) and keeps the command line of each it saw: the argv anything the app or
/// the test starts shows every user of the machine.
class ChildWatcher {
public:
    void start() {
        m_stop = false;
        m_thread = std::thread([this]() {
            while (!m_stop) {
                poll();
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
            }
        });
    }
    void stop() {
        m_stop = true;
        if (m_thread.joinable())
            m_thread.join();
    }
    /// pid → command line (arguments separated by NUL), of every child seen so far.
    QHash<qint64, QByteArray> seen() {
        QMutexLocker lock(&m_mutex);
        return m_seen;
    }
    /// The pid whose child `pid` was (0: this process).
    qint64 parentOf(qint64 pid) {
        QMutexLocker lock(&m_mutex);
        return m_parent.value(pid);
    }

private:
    void poll() {
        QList<qint64> pending = childrenOf(QStringLiteral("self"));
        QSet<qint64> visited;
        while (!pending.isEmpty()) {
            const qint64 pid = pending.takeFirst();
            if (visited.contains(pid))
                continue;
            visited.insert(pid);
            const QByteArray cmdline = readProcFile(QStringLiteral("/proc/%1/cmdline").arg(pid));
            if (!cmdline.isEmpty()) {
                QMutexLocker lock(&m_mutex);
                // Between fork and exec a child still shows this test's own command line: keep the longest seen,
                // and every distinct one, under the pid.
                QByteArray& known = m_seen[pid];
                if (!known.contains(cmdline))
                    known += (known.isEmpty() ? QByteArray() : QByteArray("\n")) + cmdline;
            }
            const QList<qint64> children = childrenOf(QString::number(pid));
            {
                QMutexLocker lock(&m_mutex);
                for (qint64 child : children)
                    m_parent.insert(child, pid);
            }
            pending += children;
        }
    }
    static QList<qint64> childrenOf(const QString& pid) {
        QList<qint64> out;
        const QDir tasks(QStringLiteral("/proc/%1/task").arg(pid));
        for (const QString& tid : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot))
            for (const QByteArray& child : readProcFile(tasks.filePath(tid + QStringLiteral("/children"))).split(' '))
                if (!child.trimmed().isEmpty())
                    out << child.trimmed().toLongLong();
        return out;
    }

    std::thread m_thread;
    std::atomic<bool> m_stop{false};
    QMutex m_mutex;
    QHash<qint64, QByteArray> m_seen;
    QHash<qint64, qint64> m_parent;
};

/// The connect dialog's fields, by object name.
struct ConnectForm {
    explicit ConnectForm(ConnectDialog& dialog)
        : host(dialog.findChild<QLineEdit*>(s("hostEdit"))), port(dialog.findChild<QSpinBox*>(s("portSpin"))),
          database(dialog.findChild<QLineEdit*>(s("databaseEdit"))), user(dialog.findChild<QLineEdit*>(s("userEdit"))),
          password(dialog.findChild<QLineEdit*>(s("passwordEdit"))),
          sslMode(dialog.findChild<QComboBox*>(s("sslModeCombo"))),
          remember(dialog.findChild<QCheckBox*>(s("rememberCheck"))),
          ok(dialog.findChild<QPushButton*>(s("connectButton"))) {}
    bool complete() const { return host && port && database && user && password && sslMode && remember && ok; }
    void fill(const DatabaseUrl& url, const QString& typed) const {
        host->setText(url.host());
        port->setValue(url.port());
        database->setText(url.databaseName());
        user->setText(url.user());
        password->setText(typed);
        sslMode->setCurrentIndex(sslMode->findData(s("disable")));
    }
    QLineEdit* host;
    QSpinBox* port;
    QLineEdit* database;
    QLineEdit* user;
    QLineEdit* password;
    QComboBox* sslMode;
    QCheckBox* remember;
    QPushButton* ok;
};
} // namespace

/// Runs the app's and metadesk-cli's every path that touches a secret — a PostgreSQL password (a role the test
/// makes), typed right and wrong, remembered in the real keychain and read back from it; Fernet keys typed into the
/// app (one of them refused), given to the CLI in its environment and read from the keychain; credentials revealed,
/// changed and rotated; tables holding Fernet tokens and a sealed API key exported; rows of them edited, deleted and
/// audited — with distinctive secrets made for each run, then scans every place a secret must not reach: the files
/// under the test's own HOME (settings, journals, exports, any log), this process's messages, each child's
/// stdout/stderr and argv (as given and as /proc shows it), the texts the app showed, and the platforms' audit rows.
/// A secret found in any of them, in its raw, base64 or hex spelling, fails the test; scannerFindsWhatIsPlanted
/// shows the scan does find one.
class TestSecretsScan : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void scannerFindsWhatIsPlanted();
    void noSecretWhereItMustNotBe_data() { test::addEngineColumn(), test::addEngineRows(); }
    void noSecretWhereItMustNotBe();
    void cleanup();

private:
    /// One metadesk-cli run: its arguments, both streams and its /proc command line go to the sinks.
    struct CliResult {
        bool finished = false;
        int exitCode = -1;
        QByteArray out;
        QByteArray err;
        QString report() const {
            return s("exit %1%2\nstdout: %3\nstderr: %4")
                .arg(exitCode)
                .arg(finished ? QString() : s(" (did not finish)"), QString::fromUtf8(out), QString::fromUtf8(err));
        }
    };
    /// `allowedOnStdout`: what the command is meant to print (a revealed credential); `allowedInArgv`: what the
    /// test itself puts in its arguments (a password in a URL typed on the command line, which the CLI warns of).
    CliResult cli(const QStringList& arguments, const QProcessEnvironment& environment,
                  const QByteArray& input = QByteArray(), const QStringList& allowedOnStdout = {},
                  const QStringList& allowedInArgv = {});
    QProcessEnvironment cliEnvironment(const QByteArray& fernetKeys, const QString& pgPassword) const;
    void addSink(const QString& name, const QByteArray& data, const QStringList& allowed = {}) {
        m_sinks.append({name, data, allowed});
    }
    void addSink(const QString& name, const QString& text) { addSink(name, text.toUtf8()); }
    /// Every file under the test's HOME, one sink each.
    int addFilesUnder(const QString& root);
    /// The rows of the platforms' audit tables, as text.
    qint64 addAuditRows(const DbConnection& conn);
    /// The messages and children's command lines gathered so far.
    void addMessagesAndChildren();
    TablePage* openConnectionRow(MainWindow& window, qint64 id);

    QTemporaryDir m_home;
    QString m_cli;
    ChildWatcher m_watcher;
    QList<Sink> m_sinks;
    QHash<qint64, QStringList> m_allowedInArgvOf;
    QString m_role;
};

void TestSecretsScan::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    m_cli = qEnvironmentVariable("METADESK_CLI");
    QVERIFY2(QFileInfo(m_cli).isExecutable(), "METADESK_CLI must name the metadesk-cli binary (ctest sets it)");
    QVERIFY(m_home.isValid());
    // A HOME of the test's own, and the XDG folders in it: whatever the app or the CLI writes lands where the scan
    // looks. The keyring daemon was started before, with the runner's HOME: the keychain's own files are not here.
    qputenv("HOME", QFile::encodeName(m_home.path()));
    for (const char* name : {"config", "share", "cache", "state"})
        QVERIFY(QDir(m_home.path()).mkpath(s(name)));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_home.filePath(s("config"))));
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_home.filePath(s("share"))));
    qputenv("XDG_CACHE_HOME", QFile::encodeName(m_home.filePath(s("cache"))));
    qputenv("XDG_STATE_HOME", QFile::encodeName(m_home.filePath(s("state"))));
    // The app's names, as metadesk-cli uses them: one settings file, one journal folder for both.
    QApplication::setOrganizationName(s("Metadesk"));
    QApplication::setApplicationName(s("metadesk"));
    QVERIFY2(Settings::instance().fileName().startsWith(m_home.path()), qPrintable(Settings::instance().fileName()));
    QVERIFY2(
        Keychain::probe(Keychain::DefaultTimeoutMs, &why),
        qPrintable(why + s(" (run the tests through ./dev.sh test, which starts gnome-keyring on a private bus)")));
    g_previousHandler = qInstallMessageHandler(captureMessage);
    m_watcher.start();
}

void TestSecretsScan::cleanupTestCase() {
    m_watcher.stop();
    qInstallMessageHandler(g_previousHandler);
}

void TestSecretsScan::cleanup() {
    ProfileStore store;
    for (const ConnectionProfile& p : store.profiles()) {
        QString why;
        FernetKeyRing::forget(p.id, &why);
        Keychain::remove(p.keychainKey(), &why);
    }
    store.clear();
    m_sinks.clear();
    m_allowedInArgvOf.clear();
    {
        QMutexLocker lock(&g_messagesMutex);
        g_messages.clear();
    }
    if (!m_role.isEmpty()) {
        QString error;
        DbConnection::Options options;
        options.purpose = s("test-admin");
        if (auto admin =
                DbConnection::open(DatabaseUrl::parse(qEnvironmentVariable("METADESK_TEST_PG_URL")), options, &error))
            admin->exec(s("DROP ROLE IF EXISTS ") + m_role, &error);
        m_role.clear();
    }
    for (const QString& folder : {s("config"), s("share"), s("cache"), s("state"), s("exports")}) {
        QDir(m_home.filePath(folder)).removeRecursively();
        QDir(m_home.path()).mkpath(folder);
    }
    Settings::instance().sync();
}

QProcessEnvironment TestSecretsScan::cliEnvironment(const QByteArray& fernetKeys, const QString& pgPassword) const {
    QProcessEnvironment e = QProcessEnvironment::systemEnvironment(); // HOME and XDG_* as set above
    e.remove(s("METADESK_FERNET_KEYS"));
    e.remove(s("PGPASSWORD"));
    if (!fernetKeys.isEmpty())
        e.insert(s("METADESK_FERNET_KEYS"), QString::fromLatin1(fernetKeys));
    if (!pgPassword.isEmpty())
        e.insert(s("PGPASSWORD"), pgPassword);
    // Nothing from the runner's own password file.
    e.insert(s("PGPASSFILE"), m_home.filePath(s("no-pgpass")));
    return e;
}

TestSecretsScan::CliResult TestSecretsScan::cli(const QStringList& arguments, const QProcessEnvironment& environment,
                                                const QByteArray& input, const QStringList& allowedOnStdout,
                                                const QStringList& allowedInArgv) {
    CliResult r;
    const QString what = s("metadesk-cli ") + arguments.mid(0, 2).join(QLatin1Char(' '));
    QProcess process;
    process.setProcessEnvironment(environment);
    process.setWorkingDirectory(m_home.path());
    if (input.isEmpty())
        process.setStandardInputFile(QProcess::nullDevice());
    process.start(m_cli, arguments);
    if (!process.waitForStarted(60000)) {
        r.err = process.errorString().toUtf8();
        return r;
    }
    // The command line as every user of the machine reads it, right after exec.
    addSink(s("/proc/%1/cmdline of %2").arg(process.processId()).arg(what),
            readProcFile(s("/proc/%1/cmdline").arg(process.processId())), allowedInArgv);
    m_allowedInArgvOf.insert(process.processId(), allowedInArgv);
    if (!input.isEmpty()) {
        process.write(input);
        process.closeWriteChannel();
    }
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished(10000);
    } else {
        r.finished = process.exitStatus() == QProcess::NormalExit;
        r.exitCode = process.exitCode();
    }
    r.out = process.readAllStandardOutput();
    r.err = process.readAllStandardError();
    addSink(s("the arguments given to %1").arg(what), arguments.join(QChar(0)).toUtf8(), allowedInArgv);
    addSink(s("stdout of %1").arg(what), r.out, allowedOnStdout);
    addSink(s("stderr of %1").arg(what), r.err);
    return r;
}

int TestSecretsScan::addFilesUnder(const QString& root) {
    int files = 0;
    QDirIterator it(root, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        if (f.open(QIODevice::ReadOnly)) {
            addSink(s("the file ~/%1").arg(QDir(m_home.path()).relativeFilePath(path)), f.readAll());
            ++files;
        }
    }
    return files;
}

qint64 TestSecretsScan::addAuditRows(const DbConnection& conn) {
    qint64 rows = 0;
    for (const QString& table : {s("audit_logs"), s("audit_log")}) {
        QSqlQuery q(conn.db());
        QString error;
        if (!conn.execBound(&q, s("SELECT * FROM ") + table, {}, &error)) {
            qWarning("cannot read %s: %s", qPrintable(table), qPrintable(error));
            return -1;
        }
        QByteArray text;
        while (q.next()) {
            ++rows;
            for (int i = 0; i < q.record().count(); ++i) {
                const QVariant v = q.value(i);
                text += (v.typeId() == QMetaType::QByteArray ? v.toByteArray() : v.toString().toUtf8()) + '\t';
            }
            text += '\n';
        }
        addSink(s("the rows of %1").arg(table), text);
    }
    return rows;
}

void TestSecretsScan::addMessagesAndChildren() {
    {
        QMutexLocker lock(&g_messagesMutex);
        addSink(s("this process's messages (qDebug/qWarning)"), g_messages);
    }
    const QHash<qint64, QByteArray> children = m_watcher.seen();
    for (auto it = children.begin(); it != children.end(); ++it) {
        // What the test put in a child's arguments, its own forks show too (LeakSanitizer's tracer at exit).
        qint64 pid = it.key();
        for (int up = 0; up < 8 && pid != 0 && !m_allowedInArgvOf.contains(pid); ++up)
            pid = m_watcher.parentOf(pid);
        addSink(s("the command line of child %1, as /proc showed it while it ran").arg(it.key()), it.value(),
                m_allowedInArgvOf.value(pid));
    }
}

TablePage* TestSecretsScan::openConnectionRow(MainWindow& window, qint64 id) {
    window.workspace()->openFiltered(s("connections"), s("id"), id);
    TablePage* page = window.workspace()->currentPage();
    if (!page || page->table().name != s("connections"))
        return nullptr;
    if (!QTest::qWaitFor([page]() { return page->model()->isRowLoaded(0); }, 10000))
        return nullptr;
    page->grid()->selectRow(0);
    return page;
}

void TestSecretsScan::scannerFindsWhatIsPlanted() {
    const QByteArray password = "Scan-" + randomText(20);
    const QByteArray key = randomFernetKey();
    const QList<Planted> secrets = {textSecret(s("the password"), password), keySecret(s("the key"), key)};

    // In a file under HOME, deep in a folder, in hex; the key's bytes in standard base64 in another.
    QVERIFY(QDir(m_home.path()).mkpath(s("share/deep/er")));
    QFile settings(m_home.filePath(s("config/planted.conf")));
    QVERIFY(settings.open(QIODevice::WriteOnly));
    settings.write("[x]\nvalue=" + password.toHex() + "\n");
    settings.close();
    QFile log(m_home.filePath(s("share/deep/er/planted.log")));
    QVERIFY(log.open(QIODevice::WriteOnly));
    log.write("key: " + QByteArray::fromBase64(key, QByteArray::Base64UrlEncoding).toBase64() + "\n");
    log.close();
    // A message of this process, and a child whose argument it is (seen through /proc while it runs).
    qWarning("connecting with %s", password.constData());
    QProcess child;
    child.start(s("/bin/sh"), {s("-c"), s("sleep 0.5; exit 0"), s("sh"), QString::fromLatin1(key)});
    QVERIFY(child.waitForStarted(10000));
    const qint64 childPid = child.processId();
    QVERIFY(child.waitForFinished(10000));
    QTRY_VERIFY(!m_watcher.seen().isEmpty());
    // A child's stdout, where it is allowed for one secret and not the other.
    addSink(s("stdout of a reveal"), password + "\n" + key.left(22), {s("the password")});
    QVERIFY(addFilesUnder(m_home.path()) >= 2);
    addMessagesAndChildren();
    // And an audit row of a real audit table.
    ScratchDatabase scratch(ScratchDatabase::Engine::Sqlite);
    const auto conn = scratch.connect();
    QString error;
    QStringList applied;
    QVERIFY2(Migrator(*conn, test::builtInMigrations(Platform::Tabularia, *conn)).upgrade(&applied, &error) &&
                 Migrator(*conn, test::builtInMigrations(Platform::Holotable, *conn)).upgrade(&applied, &error),
             qPrintable(error));
    QSqlQuery q(conn->db());
    QVERIFY2(conn->execBound(&q,
                             s("INSERT INTO audit_log (at, actor_sub, actor_kind, action, outcome, detail) VALUES "
                               "('2026-01-01 00:00:00', 'x', 'user', 'source.update', 'success', ?)"),
                             {s("{\"secret\": \"%1\"}").arg(QString::fromLatin1(password.toBase64()))}, &error),
             qPrintable(error));
    QCOMPARE(addAuditRows(*conn), 1);

    const QStringList found = findLeaks(secrets, m_sinks);
    const QStringList expected = {
        s("the password (hex) in the file ~/config/planted.conf"),
        s("the key (base64) in the file ~/share/deep/er/planted.log"),
        s("the password (raw) in this process's messages (qDebug/qWarning)"),
        s("the key (first half) in stdout of a reveal"),
        s("the password (base64) in the rows of audit_log"),
    };
    for (const QString& leak : expected)
        QVERIFY2(found.contains(leak), qPrintable(found.join(u'\n')));
    // The child's argv: its key, under its pid; and under its own child's, if the watcher looked between that one's
    // fork and exec (a loaded machine), when it still showed the shell's argv.
    static const QRegularExpression inChild(s("^the key \\(raw\\) in the command line of child (\\d+)"));
    int seenInChildren = 0;
    for (const QString& leak : found) {
        const QRegularExpressionMatch m = inChild.match(leak);
        if (!m.hasMatch())
            continue;
        const qint64 pid = m.captured(1).toLongLong();
        QVERIFY2(pid == childPid || m_watcher.parentOf(pid) == childPid, qPrintable(leak));
        ++seenInChildren;
    }
    QVERIFY2(seenInChildren >= 1, qPrintable(found.join(u'\n')));
    QVERIFY2(!found.join(u'\n').contains(s("the password (raw) in stdout")), qPrintable(found.join(u'\n')));
    QFile::remove(settings.fileName());
    QFile::remove(log.fileName());
}

void TestSecretsScan::noSecretWhereItMustNotBe() {
    QFETCH(ScratchDatabase::Engine, engine);
    const bool postgres = engine == ScratchDatabase::Engine::Postgres;
    const QString engineName = ScratchDatabase::engineName(engine);

    // This run's secrets.
    const QByteArray oldKey = randomFernetKey(), newKey = randomFernetKey(), thirdKey = randomFernetKey();
    const QByteArray notAKey = "NotAKey-" + randomText(24); // typed as a key, refused
    const QByteArray credentialA = "CredA-" + randomText(20), credentialB = "CredB-" + randomText(20);
    const QByteArray s3Secret = "S3-" + randomText(30);
    const QByteArray credentialS3 = "{\"secret_access_key\": \"" + s3Secret + "\"}";
    const QByteArray changedCredential = "CredNew-" + randomText(20);
    const QByteArray typedIntoSecretColumn = "CredStdin-" + randomText(20);
    const QByteArray apiKey = "sk-scan-" + randomText(32); // a sealed Holotable API key, as its column holds it
    const QByteArray rolePassword = "PgPw-" + randomText(24);
    const QByteArray wrongPassword = "PgWrong-" + randomText(24);
    QList<Planted> secrets = {
        keySecret(s("Fernet key (old)"), oldKey),
        keySecret(s("Fernet key (new)"), newKey),
        keySecret(s("Fernet key (third)"), thirdKey),
        textSecret(s("a text typed as a Fernet key"), notAKey),
        textSecret(s("credential A"), credentialA),
        textSecret(s("credential B"), credentialB),
        textSecret(s("the S3 secret key"), s3Secret),
        textSecret(s("the changed credential"), changedCredential),
        textSecret(s("a credential typed into the secret column"), typedIntoSecretColumn),
        storedSecret(s("the sealed API key"), apiKey, false),
    };
    if (postgres)
        secrets << textSecret(s("the PostgreSQL password"), rolePassword)
                << textSecret(s("a wrong PostgreSQL password"), wrongPassword);

    // A Tabularia and a Holotable schema, three connections with credentials under the old and new keys, a
    // workspace's sealed API key.
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const auto admin = scratch.connect();
    QString error;
    QStringList applied;
    QVERIFY2(Migrator(*admin, test::builtInMigrations(Platform::Tabularia, *admin)).upgrade(&applied, &error) &&
                 Migrator(*admin, test::builtInMigrations(Platform::Holotable, *admin)).upgrade(&applied, &error) &&
                 admin->loadCatalog(&error),
             qPrintable(error));
    const auto oldFernet = Fernet::fromKey(oldKey);
    const auto newFernet = Fernet::fromKey(newKey);
    QVERIFY(oldFernet && newFernet);
    QSqlQuery q(admin->db());
    for (const QString& sql :
         {s("INSERT INTO users (id, email, full_name, hashed_password, is_active, is_superuser, is_observer, "
            "created_at) VALUES (1, 'admin@example.com', 'Admin', NULL, TRUE, TRUE, FALSE, '2026-01-01 00:00:00')"),
          s("INSERT INTO projects (id, name, description, parent_id, owner_id, created_at) VALUES "
            "(1, 'Finance', '', NULL, 1, '2026-01-01 00:00:00')")})
        QVERIFY2(admin->execBound(&q, sql, {}, &error), qPrintable(error));
    const struct {
        int id;
        const char* name;
        const char* type;
        QByteArray token;
    } rows[] = {{1, "warehouse", "postgresql", oldFernet->encrypt(credentialA)},
                {2, "reports", "mysql", newFernet->encrypt(credentialB)},
                {3, "lake", "s3", oldFernet->encrypt(credentialS3)}};
    for (const auto& r : rows)
        QVERIFY2(admin->execBound(&q,
                                  s("INSERT INTO connections (password_encrypted, extra, id, name, description, "
                                    "project_id, owner_id, db_type, host, port, username, \"database\", db_schema, "
                                    "created_at, updated_at) VALUES (?, '{}', ?, ?, '', 1, 1, ?, 'db.example.com', "
                                    "NULL, 'etl', 'dw', '', '2026-01-01 00:00:00', '2026-01-01 00:00:00')"),
                                  {QString::fromLatin1(r.token), r.id, s(r.name), s(r.type)}, &error),
                 qPrintable(error));
    QVERIFY2(admin->execBound(&q,
                              s("INSERT INTO workspace_llm_config (workspace_id, provider, settings, api_key, "
                                "allow_personal_keys, updated_by, updated_at) VALUES ('ws-scan', "
                                "'openai-compatible', '{\"model\": \"gpt-4.1-mini\"}', ?, FALSE, 'sub-admin', "
                                "'2026-01-01 00:00:00')"),
                              {apiKey}, &error),
             qPrintable(error));
    // Every token the connections ever hold is masked outside its column.
    QSet<QByteArray> tokens;
    const auto noteTokens = [&]() {
        QSqlQuery t(admin->db());
        QString why;
        admin->execBound(&t, s("SELECT password_encrypted FROM connections"), {}, &why);
        while (t.next())
            if (!t.value(0).toString().isEmpty())
                tokens.insert(t.value(0).toString().toLatin1());
    };
    noteTokens();

    // PostgreSQL: a role of the test's own, whose password is one of the secrets.
    DatabaseUrl url = scratch.url();
    if (postgres) {
        m_role = s("md_scan_") + QString::fromLatin1(randomText(10)).toLower();
        QVERIFY(test::execAll(scratch,
                              {s("CREATE ROLE %1 LOGIN PASSWORD '%2'").arg(m_role, QString::fromLatin1(rolePassword)),
                               s("GRANT pg_read_all_data, pg_write_all_data TO %1").arg(m_role)}));
        url = DatabaseUrl::parse(s("postgresql://%1@%2:%3/%4?sslmode=disable")
                                     .arg(m_role, scratch.url().host())
                                     .arg(scratch.url().port())
                                     .arg(scratch.url().databaseName()));
        QVERIFY(url.isValid());
    }
    const QString urlText = postgres ? url.toDisplayString() : scratch.urlText();

    auto window = std::make_unique<MainWindow>();
    window->resize(1100, 700);
    window->show();
    const QString shots = s("secrets-%1-").arg(engineName);
    DatabaseUrl opened = url;
    if (postgres) {
        // A wrong password in the connect dialog: said, never repeated.
        {
            ConnectDialog dialog;
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QTRY_VERIFY_WITH_TIMEOUT(Keychain::availability() != Keychain::Availability::Unknown, 10000);
            ConnectForm form(dialog);
            QVERIFY(form.complete());
            form.fill(url, QString::fromLatin1(wrongPassword));
            QTest::mouseClick(form.ok, Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(!dialog.isChecking(), 30000);
            QVERIFY2(dialog.errorText().startsWith(s("Wrong user name or password")), qPrintable(dialog.errorText()));
            addSink(s("the connect dialog's error"), dialog.errorText());
            test::saveScreenshot(&dialog, shots + s("wrong-password.png"));
            // The window opened with it: refused with the reason, the password not in it.
            DatabaseUrl wrong = url;
            wrong.setPassword(QString::fromLatin1(wrongPassword));
            QString why;
            QVERIFY(!window->openDatabase(wrong, false, &why));
            QVERIFY2(why.contains(s("password")), qPrintable(why));
            addSink(s("the window's open error"), why);
        }
        // The right one, remembered in the keychain.
        {
            ConnectDialog dialog;
            dialog.show();
            QVERIFY(QTest::qWaitForWindowExposed(&dialog));
            QTRY_VERIFY_WITH_TIMEOUT(Keychain::availability() != Keychain::Availability::Unknown, 10000);
            ConnectForm form(dialog);
            form.fill(url, QString::fromLatin1(rolePassword));
            QVERIFY(form.remember->isEnabled());
            form.remember->setChecked(true);
            QTest::mouseClick(form.ok, Qt::LeftButton);
            QTRY_VERIFY_WITH_TIMEOUT(!dialog.isChecking(), 30000);
            QCOMPARE(dialog.result(), int(QDialog::Accepted));
            QString why;
            QVERIFY2(window->openDatabase(dialog.url(), false, &why), qPrintable(why));
        }
        // Opened again from the start page: the password from the keychain.
        StartPage page;
        page.show();
        QSignalSpy spy(&page, &StartPage::openRequested);
        auto* view = page.findChild<QListView*>(s("recentView"));
        QVERIFY(view && page.recentModel()->rowCount() == 1);
        const QPoint center = view->visualRect(page.recentModel()->index(0, 0)).center();
        QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, center);
        QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, center);
        QCOMPARE(spy.size(), 1);
        opened = spy.at(0).at(0).value<DatabaseUrl>();
        QCOMPARE(opened.password(), QString::fromLatin1(rolePassword));
        QString why;
        QVERIFY2(window->openDatabase(opened, false, &why), qPrintable(why));
    } else {
        QString why;
        QVERIFY2(window->openDatabase(url, false, &why), qPrintable(why));
    }
    const ConnectionProfile profile = ProfileStore().findByUrl(url);
    QVERIFY(profile.isValid());
    QCOMPARE(profile.rememberPassword, postgres);
    CredentialActions* actions = window->credentials();

    // The Fernet keys typed into the app: a list with a text that is no key refused, then the old and new ones.
    {
        QPointer<FernetKeysDialog> keys = actions->editKeys();
        QVERIFY(keys);
        auto* edit = keys->findChild<QPlainTextEdit*>(s("fernetKeysEdit"));
        QVERIFY(edit);
        edit->setPlainText(QString::fromLatin1(newKey + "\n" + notAKey + "\n"));
        QVERIFY(!keys->save());
        QVERIFY2(keys->statusText().startsWith(s("Fernet key 2 of 2 is not a Fernet key")),
                 qPrintable(keys->statusText()));
        addSink(s("the Fernet keys dialog's refusal"), keys->statusText());
        edit->setPlainText(QString::fromLatin1(newKey + "\n" + oldKey + "\n"));
        QVERIFY(keys->save());
        addSink(s("the Fernet keys dialog's status"), keys->statusText());
        test::saveScreenshot(keys, shots + s("fernet-keys.png"));
        delete keys.data();
    }
    // Reveal: the plaintext on screen (where it belongs), hidden again when the focus goes.
    {
        QVERIFY(openConnectionRow(*window, 1));
        QTRY_VERIFY(actions->revealAction()->isEnabled());
        actions->revealAction()->trigger();
        QPointer<RevealCredentialDialog> dialog = window->findChild<RevealCredentialDialog*>();
        QVERIFY(dialog);
        QApplication::setActiveWindow(dialog);
        QTRY_VERIFY(dialog->isActiveWindow());
        QVERIFY(dialog->isShowingPlaintext());
        QCOMPARE(dialog->findChild<QPlainTextEdit*>(s("revealedText"))->toPlainText().toUtf8(), credentialA);
        addSink(s("the reveal dialog's status"), dialog->statusText());
        QApplication::setActiveWindow(window.get());
        QTRY_VERIFY(!dialog->isShowingPlaintext());
        test::saveScreenshot(dialog, shots + s("reveal-hidden.png"));
        delete dialog.data();
    }
    // Change Credential… and Rotate Credentials to the First Key…: audited, the tokens masked.
    {
        QVERIFY(openConnectionRow(*window, 2));
        QTRY_VERIFY(actions->changeAction()->isEnabled());
        bool undecryptable = false;
        const WriteResult changed = actions->changeCredential(changedCredential, false, &undecryptable);
        QVERIFY2(changed.ok(), qPrintable(changed.message));
        addSink(s("the change's outcome"), changed.message);
        noteTokens();
        QString summary;
        const WriteResult rotated = actions->rotateCredentials([](const OperationPlan&) { return true; }, &summary);
        QVERIFY2(rotated.ok(), qPrintable(rotated.message));
        QVERIFY2(summary.startsWith(s("Re-encrypted 2 credential(s) with key 1")), qPrintable(summary));
        addSink(s("the rotation's summary"), summary);
        noteTokens();
    }
    // Export… of the two tables holding secrets, as the app does it (the open database's URL, password and all).
    QVERIFY(QDir(m_home.path()).mkpath(s("exports")));
    for (const auto& [table, file] : {std::pair{s("connections"), s("connections.csv")},
                                      std::pair{s("workspace_llm_config"), s("workspace_llm_config.json")}}) {
        const QString path = m_home.filePath(s("exports/") + file);
        const TableQuery query(*admin->catalog().table(table), !postgres, QuerySpec());
        ExportJob* job =
            ExportController::exportToFile(window.get(), opened, query, -1, path, TableExporter::formatForPath(path));
        QVERIFY(job);
        QSignalSpy finished(job, &ExportJob::finished);
        QVERIFY(finished.wait(30000));
        QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(1).toString()));
        QVERIFY(QFileInfo(path).size() > 0);
    }
    addSink(s("the window's title"), window->windowTitle());
    addSink(s("the status bar"), window->statusBar()->currentMessage());
    test::saveScreenshot(window.get(), shots + s("window.png"));
    window.reset(); // its connections go before the CLI's turn

    // metadesk-cli: the keys from its environment or the profile's keychain entry, the password from PGPASSWORD or
    // the keychain, never from its arguments.
    const QStringList db = {s("--database"), urlText};
    const QString pgPassword = postgres ? QString::fromLatin1(rolePassword) : QString();
    const QProcessEnvironment withKeys = cliEnvironment(newKey + "," + oldKey, pgPassword);
    CliResult r = cli(QStringList{s("connections"), s("list"), s("--json")} + db, withKeys);
    QVERIFY2(r.exitCode == 0, qPrintable(r.report()));
    r = cli(QStringList{s("connections"), s("reveal"), s("--project"), s("Finance"), s("--name"), s("reports")} + db,
            withKeys, {}, {s("the changed credential")});
    QVERIFY2(r.exitCode == 0 && r.out == changedCredential + "\n", qPrintable(r.report()));
    // The keys (and on PostgreSQL the password) from the keychain, through the profile the app saved.
    const QStringList byProfile = {s("--profile"), profile.displayName};
    r = cli(QStringList{s("connections"), s("reveal"), s("--project"), s("1"), s("--name"), s("lake")} + byProfile,
            cliEnvironment({}, {}), {}, {s("the S3 secret key")});
    QVERIFY2(r.exitCode == 0 && r.out == credentialS3 + "\n", qPrintable(r.report()));
    // A key list with a text that is no key, and one no token is under: refused, neither repeated.
    r = cli(QStringList{s("connections"), s("list")} + db, cliEnvironment(newKey + "," + notAKey, pgPassword));
    QVERIFY2(r.exitCode == 2, qPrintable(r.report()));
    r = cli(QStringList{s("connections"), s("reveal"), s("--project"), s("Finance"), s("--name"), s("warehouse")} + db,
            cliEnvironment(thirdKey, pgPassword));
    QVERIFY2(r.exitCode == 1, qPrintable(r.report()));
    // Rotated again, to a third key.
    r = cli(QStringList{s("connections"), s("rotate"), s("--yes")} + db,
            cliEnvironment(thirdKey + "," + newKey, pgPassword));
    QVERIFY2(r.exitCode == 0, qPrintable(r.report()));
    noteTokens();
    // Exports, row reads and edits of the tables holding secrets.
    r = cli(QStringList{s("export"), s("--table"), s("connections"), s("--format"), s("json"), s("--output"),
                        m_home.filePath(s("exports/cli-connections.json"))} +
                db,
            withKeys);
    QVERIFY2(r.exitCode == 0, qPrintable(r.report()));
    r = cli(QStringList{s("export"), s("--table"), s("workspace_llm_config"), s("--format"), s("csv")} + db, withKeys);
    QVERIFY2(r.exitCode == 0 && r.out.contains("ws-scan"), qPrintable(r.report()));
    r = cli(QStringList{s("row"), s("get"), s("--table"), s("connections"), s("--key"), s("id=1"), s("--json")} + db,
            withKeys);
    QVERIFY2(r.exitCode == 0 && r.out.contains("warehouse"), qPrintable(r.report()));
    r = cli(QStringList{s("row"), s("set"), s("--table"), s("connections"), s("--key"), s("id=1"), s("--set"),
                        s("host=db2.example.com")} +
                db,
            withKeys);
    QVERIFY2(r.exitCode == 0, qPrintable(r.report()));
    r = cli(QStringList{s("row"), s("set"), s("--table"), s("connections"), s("--key"), s("id=2"), s("--set-stdin"),
                        s("password_encrypted")} +
                db,
            withKeys, typedIntoSecretColumn + "\n");
    QVERIFY2(r.exitCode == 1 || r.exitCode == 2, qPrintable(r.report())); // never written into a secret column
    r = cli(QStringList{s("row"), s("set"), s("--table"), s("workspace_llm_config"), s("--key"),
                        s("workspace_id=ws-scan"), s("--set"), s("allow_personal_keys=true")} +
                db,
            withKeys);
    QVERIFY2(r.exitCode == 0, qPrintable(r.report()));
    r = cli(QStringList{s("row"), s("delete"), s("--table"), s("connections"), s("--key"), s("id=3"), s("--yes")} + db,
            withKeys);
    QVERIFY2(r.exitCode == 0, qPrintable(r.report()));
    // The integrity check with the keys (from the environment, then from the profile's keychain entry): since the
    // rotation to the third key neither list decrypts a credential, each a finding.
    r = cli(QStringList{s("verify"), s("--platform"), s("tabularia"), s("--json")} + db, withKeys);
    QVERIFY2(r.exitCode == 1 && r.out.contains("tabularia.connections.E002"), qPrintable(r.report()));
    r = cli(QStringList{s("verify"), s("--platform"), s("tabularia")} + byProfile, cliEnvironment({}, {}));
    QVERIFY2(r.exitCode == 1 && r.out.contains("tabularia.connections.E002"), qPrintable(r.report()));
    r = cli({s("profiles"), s("--json")}, withKeys);
    QVERIFY2(r.exitCode == 0, qPrintable(r.report()));
    if (postgres) {
        // A wrong password: a database error, the password not in it.
        r = cli(QStringList{s("row"), s("get"), s("--table"), s("connections"), s("--key"), s("id=1")} + db,
                cliEnvironment({}, QString::fromLatin1(wrongPassword)));
        QVERIFY2(r.exitCode == 3 && r.err.contains("password"), qPrintable(r.report()));
        // The password the app remembered, read by the CLI from the keychain.
        r = cli(QStringList{s("row"), s("get"), s("--table"), s("connections"), s("--key"), s("id=2")} + byProfile,
                cliEnvironment({}, {}));
        QVERIFY2(r.exitCode == 0 && r.out.contains("reports"), qPrintable(r.report()));
        // A password typed into the URL (taken, with a warning): wrong, and in a URL that does not parse. Neither
        // error repeats it.
        const QString typed = s("postgresql://%1:%2@%3:%4/%5")
                                  .arg(m_role, QString::fromLatin1(wrongPassword), url.host())
                                  .arg(url.port())
                                  .arg(url.databaseName());
        r = cli({s("row"), s("get"), s("--database"), typed, s("--table"), s("connections"), s("--key"), s("id=1")},
                cliEnvironment({}, {}), {}, {}, {s("a wrong PostgreSQL password")});
        QVERIFY2(r.exitCode == 3 && r.err.contains("warning: the password in --database"), qPrintable(r.report()));
        r = cli({s("row"), s("get"), s("--database"), QString(typed).replace(s(":%1/").arg(url.port()), s(":port/")),
                 s("--table"), s("connections"), s("--key"), s("id=1")},
                cliEnvironment({}, {}), {}, {}, {s("a wrong PostgreSQL password")});
        QVERIFY2(r.exitCode == 2, qPrintable(r.report()));
    }

    // The places a secret must not reach.
    for (const QByteArray& token : std::as_const(tokens))
        secrets << storedSecret(s("a Fernet token of connection credentials"), token, true);
    Settings::instance().sync();
    const QString settingsFile = Settings::instance().fileName();
    QVERIFY2(QFileInfo(settingsFile).isFile() && readProcFile(settingsFile).contains(url.databaseName().toUtf8()),
             qPrintable(settingsFile)); // the profile is there (scanned below), just no secret
    const int files = addFilesUnder(m_home.path());
    QByteArray journals;
    for (const Sink& sink : std::as_const(m_sinks))
        if (sink.name.endsWith(s(".jsonl")))
            journals += sink.data;
    QCOMPARE(journals.count("connection.reveal"), 4);         // the app's, the CLI's two, and the one no key decrypted
    QVERIFY2(files >= 5, qPrintable(QString::number(files))); // settings, journal, three exports
    const qint64 audits = addAuditRows(*admin);
    QVERIFY2(audits >= 7, qPrintable(QString::number(audits))); // change, 2 rotated, 3 rotated, set, set, delete
    addMessagesAndChildren();
    const QHash<qint64, QByteArray> children = m_watcher.seen();
    QVERIFY2(std::count_if(children.begin(), children.end(),
                           [](const QByteArray& cmdline) { return cmdline.contains("metadesk-cli"); }) >= 12,
             "the watcher saw the CLI's children");
    const QStringList leaks = findLeaks(secrets, m_sinks);
    QVERIFY2(leaks.isEmpty(), qPrintable(s("%1 sinks scanned; found:\n").arg(m_sinks.size()) + leaks.join(u'\n')));
}

QTEST_MAIN(TestSecretsScan)
#include "tst_SecretsScan.moc"
