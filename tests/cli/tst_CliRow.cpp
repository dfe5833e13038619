#include "common/CliRun.h"
#include "common/TestDatabases.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/Settings.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlError>
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

/// `metadesk-cli row get|set|delete` on the demo database: one row read as stored, or changed through the app's
/// write path (its rules, its optimistic check, the platform's audit entry), with every exit code (0 done, 1 not
/// found, refused or conflict, 2 usage).
class TestCliRow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void init_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cleanup();
    void getPrintsTheStoredRow();
    void getPrintsTheStoredRow_data() { init_data(); }
    void setWritesThroughTheWritePath();
    void setWritesThroughTheWritePath_data() { init_data(); }
    void staleExpectIsAConflict();
    void staleExpectIsAConflict_data() { init_data(); }
    void rulesRefuse();
    void rulesRefuse_data() { init_data(); }
    void secretsNeverTyped();
    void secretsNeverTyped_data() { init_data(); }
    void readOnlyRefuses();
    void readOnlyRefuses_data() { init_data(); }
    void deleteAsksThenDeletes();
    void deleteAsksThenDeletes_data() { init_data(); }
    void deletingAUserDoesWhatThePlatformDoes();
    void deletingAUserDoesWhatThePlatformDoes_data() { init_data(); }
    void usageErrors();
    void usageErrors_data() { init_data(); }

private:
    CliRun run(const QStringList& arguments) const {
        return test::runCli(m_cli, arguments, environment(), m_workDir.path());
    }
    QProcessEnvironment environment() const {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("XDG_CONFIG_HOME"), m_config.path());
        return e;
    }
    QStringList db() const { return {s("--database"), m_scratch->urlText()}; }
    QVariant scalar(const QString& sql, const QVariantList& bound = {}) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, bound, &error) || !q.next()) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
            return s("<none>");
        }
        return q.value(0);
    }
    qint64 count(const QString& table) const { return scalar(s("SELECT count(*) FROM ") + table).toLongLong(); }
    /// A person's own model configuration that holds a sealed key (bytes), and the bytes.
    QString personWithKey(QByteArray* key) const {
        const QString sub =
            scalar(s("SELECT user_sub FROM user_llm_config WHERE api_key IS NOT NULL ORDER BY user_sub")).toString();
        *key = scalar(s("SELECT api_key FROM user_llm_config WHERE user_sub = ?"), {sub}).toByteArray();
        return sub;
    }

    QString m_cli;
    QTemporaryDir m_workDir;
    QTemporaryDir m_config;
    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
};

void TestCliRow::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    m_cli = qEnvironmentVariable("METADESK_CLI");
    QVERIFY2(QFileInfo(m_cli).isExecutable(), "METADESK_CLI must name the metadesk-cli binary (ctest sets it)");
    QVERIFY(m_workDir.isValid() && m_config.isValid());
    // The app's settings in a folder of this test, shared with the CLI (a profile kept read-only).
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
    QCoreApplication::setOrganizationName(s("Metadesk"));
    QCoreApplication::setApplicationName(s("metadesk"));
    QVERIFY2(Settings::instance().fileName().startsWith(m_config.path()), qPrintable(Settings::instance().fileName()));
}

void TestCliRow::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    QString error;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &error, 5), qPrintable(error));
}

void TestCliRow::cleanup() {
    ProfileStore().clear();
    m_conn.reset();
    m_scratch.reset();
}

void TestCliRow::getPrintsTheStoredRow() {
    const qint64 id = scalar(s("SELECT min(id) FROM permissions WHERE group_id IS NOT NULL")).toLongLong();
    CliRun r = run(
        QStringList{s("row"), s("get"), s("--table"), s("permissions"), s("--key"), s("id=%1").arg(id), s("--json")} +
        db());
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonObject row = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(row.value(s("id")).toInteger(), id);
    QCOMPARE(row.value(s("capability")).toString(),
             scalar(s("SELECT capability FROM permissions WHERE id = ?"), {id}).toString());
    QCOMPARE(row.value(s("group_id")).toInteger(),
             scalar(s("SELECT group_id FROM permissions WHERE id = ?"), {id}).toLongLong());
    QVERIFY(row.value(s("user_id")).isNull());

    // A sealed key is masked as the window masks it; its bytes are not printed in any form.
    QByteArray key;
    const QString sub = personWithKey(&key);
    QVERIFY(!key.isEmpty());
    r = run(QStringList{s("row"), s("get"), s("--table"), s("user_llm_config"), s("--key"), s("user_sub=") + sub} +
            db());
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.outLinesStartingWith(s("api_key ")).value(0).endsWith(s("[secret]")), qPrintable(r.out));
    QVERIFY(!r.out.contains(QString::fromLatin1(key.toHex())));
    QVERIFY(!r.out.contains(QString::fromLatin1(key.toBase64())));
    QVERIFY2(r.outLinesStartingWith(s("provider ")).value(0).endsWith(s("openai-compatible")), qPrintable(r.out));

    // Not there: exit 1, one line.
    r = run(QStringList{s("row"), s("get"), s("--table"), s("permissions"), s("--key"), s("id=999999")} + db());
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine(), qPrintable(r.report()));
    r = run(QStringList{s("row"), s("get"), s("--table"), s("no_such_table"), s("--key"), s("id=1")} + db());
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine(), qPrintable(r.report()));
}

void TestCliRow::setWritesThroughTheWritePath() {
    QByteArray key;
    const QString sub = personWithKey(&key);
    const qint64 audits = count(s("audit_log"));
    // A JSON document as typed, the provider it was read with: written, audited, and the sealed key left byte for byte.
    const CliRun r =
        run(QStringList{s("row"), s("set"), s("--table"), s("user_llm_config"), s("--key"), s("user_sub=") + sub,
                        s("--set"), s(R"(settings={"model":"llama3.3","baseUrl":"http://x.example.com/v1"})"),
                        s("--expect"), s("provider=openai-compatible"), s("--json")} +
            db());
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonObject out = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(out.value(s("row")).toObject().value(s("api_key")).toString(), s("[secret]"));
    QVERIFY(out.contains(s("audit_id")));
    const QString settings = scalar(s("SELECT settings FROM user_llm_config WHERE user_sub = ?"), {sub}).toString();
    QCOMPARE(QJsonDocument::fromJson(settings.toUtf8()).object().value(s("model")).toString(), s("llama3.3"));
    QCOMPARE(scalar(s("SELECT api_key FROM user_llm_config WHERE user_sub = ?"), {sub}).toByteArray(), key);
    QCOMPARE(count(s("audit_log")), audits + 1);
    QCOMPARE(
        scalar(s("SELECT resource_id FROM audit_log WHERE id = ?"), {out.value(s("audit_id")).toVariant()}).toString(),
        sub);

    // Tabularia: a number typed as text, the platform's audit_logs entry.
    const qint64 id = scalar(s("SELECT min(id) FROM permissions WHERE group_id IS NOT NULL")).toLongLong();
    const qint64 tabulariaAudits = count(s("audit_logs"));
    const CliRun capability =
        run(QStringList{s("row"), s("set"), s("--table"), s("permissions"), s("--key"), s("id=%1").arg(id), s("--set"),
                        s("capability=manage"), s("--set"), s("project_id=1")} +
            db());
    QVERIFY2(capability.exitedWith(0), qPrintable(capability.report()));
    QCOMPARE(scalar(s("SELECT capability FROM permissions WHERE id = ?"), {id}).toString(), s("manage"));
    QCOMPARE(scalar(s("SELECT project_id FROM permissions WHERE id = ?"), {id}).toLongLong(), 1);
    QCOMPARE(count(s("audit_logs")), tabulariaAudits + 1);
}

void TestCliRow::staleExpectIsAConflict() {
    QByteArray key;
    const QString sub = personWithKey(&key);
    const QString before = scalar(s("SELECT settings FROM user_llm_config WHERE user_sub = ?"), {sub}).toString();
    const qint64 audits = count(s("audit_log"));
    const CliRun r =
        run(QStringList{s("row"), s("set"), s("--table"), s("user_llm_config"), s("--key"), s("user_sub=") + sub,
                        s("--set"), s("provider=other"), s("--expect"), s("provider=what-i-saw-earlier")} +
            db());
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine(), qPrintable(r.report()));
    QVERIFY2(r.err.contains(s("provider")), qPrintable(r.err));
    // The row as it is now, so the caller can look again.
    QVERIFY2(r.outLinesStartingWith(s("provider ")).value(0).endsWith(s("openai-compatible")), qPrintable(r.out));
    QCOMPARE(scalar(s("SELECT provider FROM user_llm_config WHERE user_sub = ?"), {sub}).toString(),
             s("openai-compatible"));
    QCOMPARE(scalar(s("SELECT settings FROM user_llm_config WHERE user_sub = ?"), {sub}).toString(), before);
    QCOMPARE(count(s("audit_log")), audits);

    // A timestamp expected as it was read (--json's spelling) is no conflict.
    const CliRun got = run(QStringList{s("row"), s("get"), s("--table"), s("user_llm_config"), s("--key"),
                                       s("user_sub=") + sub, s("--json")} +
                           db());
    const QString updated = QJsonDocument::fromJson(got.out.toUtf8()).object().value(s("updated_at")).toString();
    QVERIFY(!updated.isEmpty());
    const CliRun fresh =
        run(QStringList{s("row"), s("set"), s("--table"), s("user_llm_config"), s("--key"), s("user_sub=") + sub,
                        s("--set"), s("provider=other"), s("--expect"), s("updated_at=") + updated} +
            db());
    QVERIFY2(fresh.exitedWith(0), qPrintable(fresh.report()));
    QCOMPARE(count(s("audit_log")), audits + 1);
}

void TestCliRow::rulesRefuse() {
    // A permission given to a user and a group at once: the catalog's exactly-one-of refuses it.
    const qint64 id = scalar(s("SELECT min(id) FROM permissions WHERE group_id IS NOT NULL")).toLongLong();
    const qint64 user = scalar(s("SELECT min(id) FROM users")).toLongLong();
    const qint64 audits = count(s("audit_logs"));
    CliRun r = run(QStringList{s("row"), s("set"), s("--table"), s("permissions"), s("--key"), s("id=%1").arg(id),
                               s("--set"), s("user_id=%1").arg(user)} +
                   db());
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine(), qPrintable(r.report()));
    QVERIFY2(r.err.contains(s("user_id")), qPrintable(r.err));
    QVERIFY(scalar(s("SELECT user_id FROM permissions WHERE id = ?"), {id}).isNull());
    QCOMPARE(count(s("audit_logs")), audits);

    // A capability the platform does not know, and a document that is no JSON.
    r = run(QStringList{s("row"), s("set"), s("--table"), s("permissions"), s("--key"), s("id=%1").arg(id), s("--set"),
                        s("capability=own")} +
            db());
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine(), qPrintable(r.report()));
    QByteArray key;
    const QString sub = personWithKey(&key);
    r = run(QStringList{s("row"), s("set"), s("--table"), s("user_llm_config"), s("--key"), s("user_sub=") + sub,
                        s("--set"), s(R"(settings={"model":)")} +
            db());
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine() && r.err.contains(s("JSON")), qPrintable(r.report()));
    QCOMPARE(count(s("audit_logs")), audits);

    // A table whose rows change only through a domain operation names why.
    const qint64 run_ = scalar(s("SELECT min(id) FROM runs WHERE status <> 'FAILURE'")).toLongLong();
    const QString status = scalar(s("SELECT status FROM runs WHERE id = ?"), {run_}).toString();
    r = run(QStringList{s("row"), s("set"), s("--table"), s("runs"), s("--key"), s("id=%1").arg(run_), s("--set"),
                        s("status=FAILURE")} +
            db());
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine() && r.err.contains(s("runs close")), qPrintable(r.report()));
    QCOMPARE(scalar(s("SELECT status FROM runs WHERE id = ?"), {run_}).toString(), status);

    // The platform's flow rules, the same on this path as in the app: an engine the administrator disabled (chdb in
    // the demo), and a failure-notice connection of another project.
    const qint64 flow = scalar(s("SELECT min(id) FROM flows WHERE engine <> 'chdb'")).toLongLong();
    const QString engine = scalar(s("SELECT engine FROM flows WHERE id = ?"), {flow}).toString();
    r = run(QStringList{s("row"), s("set"), s("--table"), s("flows"), s("--key"), s("id=%1").arg(flow), s("--set"),
                        s("engine=chdb")} +
            db());
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine() && r.err.contains(s("The engine chdb is disabled")),
             qPrintable(r.report()));
    QCOMPARE(scalar(s("SELECT engine FROM flows WHERE id = ?"), {flow}).toString(), engine);
    const qint64 foreign = scalar(s("SELECT min(id) FROM connections WHERE project_id <> (SELECT project_id FROM "
                                    "flows WHERE id = ?)"),
                                  {flow})
                               .toLongLong();
    r = run(QStringList{s("row"), s("set"), s("--table"), s("flows"), s("--key"), s("id=%1").arg(flow), s("--set"),
                        s("notify_connection_id=%1").arg(foreign)} +
            db());
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine() && r.err.contains(s("not to this flow's project")),
             qPrintable(r.report()));
    QCOMPARE(count(s("audit_logs")), audits);
}

void TestCliRow::secretsNeverTyped() {
    QByteArray key;
    const QString sub = personWithKey(&key);
    const QStringList base =
        QStringList{s("row"), s("set"), s("--table"), s("user_llm_config"), s("--key"), s("user_sub=") + sub} + db();
    // On the command line: refused before anything is opened.
    CliRun r = run(base + QStringList{s("--set"), s("api_key=sk-typed-on-the-command-line")});
    QVERIFY2(r.exitedWith(2) && r.err.contains(s("--set-stdin")), qPrintable(r.report()));
    QVERIFY(!r.err.contains(s("sk-typed")));

    // From standard input: read, judged by the rules (a sealed key is never written as typed), never printed.
    QProcess process;
    process.setProcessEnvironment(environment());
    process.setWorkingDirectory(m_workDir.path());
    process.start(m_cli, base + QStringList{s("--set-stdin"), s("api_key")});
    QVERIFY(process.waitForStarted(test::kTimeoutMs));
    process.write("sk-from-standard-input\n");
    process.closeWriteChannel();
    QVERIFY(process.waitForFinished(test::kTimeoutMs));
    const QString out = QString::fromUtf8(process.readAllStandardOutput());
    const QString err = QString::fromUtf8(process.readAllStandardError());
    QCOMPARE(process.exitCode(), 1);
    QVERIFY2(err.startsWith(s("metadesk-cli: ")), qPrintable(err));
    QVERIFY(!out.contains(s("sk-from")) && !err.contains(s("sk-from")));
    QCOMPARE(scalar(s("SELECT api_key FROM user_llm_config WHERE user_sub = ?"), {sub}).toByteArray(), key);
}

void TestCliRow::readOnlyRefuses() {
    const qint64 id = scalar(s("SELECT min(id) FROM permissions WHERE group_id IS NOT NULL")).toLongLong();
    const QString before = scalar(s("SELECT capability FROM permissions WHERE id = ?"), {id}).toString();
    const QString target = before == s("manage") ? s("view") : s("manage");
    const QStringList change{s("row"),   s("set"),           s("--table"), s("permissions"),
                             s("--key"), s("id=%1").arg(id), s("--set"),   s("capability=") + target};
    CliRun r = run(change + db() + QStringList{s("--read-only")});
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine() && r.err.contains(s("--read-only")), qPrintable(r.report()));

    // A connection the app keeps read-only (opened for audit browsing).
    const ConnectionProfile profile = ProfileStore().noteOpened(m_scratch->url(), true);
    r = run(change + QStringList{s("--profile"), profile.id});
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine() && r.err.contains(s("read-only")), qPrintable(r.report()));
    QCOMPARE(scalar(s("SELECT capability FROM permissions WHERE id = ?"), {id}).toString(), before);
    // Reading through it is fine.
    r = run(QStringList{s("row"), s("get"), s("--table"), s("permissions"), s("--key"), s("id=%1").arg(id),
                        s("--profile"), profile.id});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
}

void TestCliRow::deleteAsksThenDeletes() {
    const qint64 id = scalar(s("SELECT min(id) FROM permissions WHERE group_id IS NOT NULL")).toLongLong();
    const QString capability = scalar(s("SELECT capability FROM permissions WHERE id = ?"), {id}).toString();
    const QStringList remove =
        QStringList{s("row"), s("delete"), s("--table"), s("permissions"), s("--key"), s("id=%1").arg(id)} + db();
    const qint64 audits = count(s("audit_logs"));
    // No terminal to say yes on: nothing deleted.
    CliRun r = run(remove);
    QVERIFY2(r.exitedWith(1) && r.err.contains(s("--yes")), qPrintable(r.report()));
    QCOMPARE(scalar(s("SELECT count(*) FROM permissions WHERE id = ?"), {id}).toLongLong(), 1);
    // What the caller saw has changed: nothing deleted either.
    r = run(remove + QStringList{s("--yes"), s("--expect"), s("capability=not-") + capability});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QCOMPARE(scalar(s("SELECT count(*) FROM permissions WHERE id = ?"), {id}).toLongLong(), 1);
    QCOMPARE(count(s("audit_logs")), audits);
    r = run(remove + QStringList{s("--yes"), s("--expect"), s("capability=") + capability});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(scalar(s("SELECT count(*) FROM permissions WHERE id = ?"), {id}).toLongLong(), 0);
    QCOMPARE(count(s("audit_logs")), audits + 1);
    r = run(remove + QStringList{s("--yes")});
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine(), qPrintable(r.report()));
}

void TestCliRow::deletingAUserDoesWhatThePlatformDoes() {
    // A user with a grant (the database cascades it) and a chat (no foreign key: the platform's code deletes it).
    QSqlQuery q(m_conn->db());
    QVERIFY2(q.exec(s("INSERT INTO users (id, email, full_name, is_active, is_superuser, is_observer, created_at) "
                      "VALUES (9100, 'leaver@example.com', 'Leaver', TRUE, FALSE, FALSE, '2026-01-01 00:00:00')")),
             qPrintable(q.lastError().text()));
    QVERIFY(q.exec(s("INSERT INTO permissions (id, project_id, user_id, group_id, capability) "
                     "VALUES (9100, 1, 9100, NULL, 'view')")));
    QVERIFY(q.exec(s("INSERT INTO ai_chats (id, user_id, title, model_id, created_at, updated_at) VALUES "
                     "(9100, 9100, 'mine', 'm', '2026-01-01 00:00:00', '2026-01-01 00:00:00')")));
    const qint64 audits = count(s("audit_logs"));
    const CliRun r = run(QStringList{s("row"), s("delete"), s("--table"), s("users"), s("--key"), s("id=9100"),
                                     s("--yes"), s("--json")} +
                         db());
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY(QJsonDocument::fromJson(r.out.toUtf8()).object().value(s("cascaded_rows")).toInteger() >= 1);
    QCOMPARE(scalar(s("SELECT count(*) FROM users WHERE id = 9100")).toLongLong(), 0);
    QCOMPARE(scalar(s("SELECT count(*) FROM permissions WHERE user_id = 9100")).toLongLong(), 0);
    QCOMPARE(scalar(s("SELECT count(*) FROM ai_chats WHERE user_id = 9100")).toLongLong(), 0);
    QCOMPARE(count(s("audit_logs")), audits + 1);

    // One the platform would not delete (their flow versions and saved views stay theirs): refused, nothing gone.
    const qint64 owner = scalar(s("SELECT min(created_by) FROM flow_versions")).toLongLong();
    const CliRun refused = run(
        QStringList{s("row"), s("delete"), s("--table"), s("users"), s("--key"), s("id=%1").arg(owner), s("--yes")} +
        db());
    QVERIFY2(refused.exitedWith(1) && refused.isOneErrorLine(), qPrintable(refused.report()));
    QCOMPARE(scalar(s("SELECT count(*) FROM users WHERE id = ?"), {owner}).toLongLong(), 1);
    QCOMPARE(count(s("audit_logs")), audits + 1);
}

void TestCliRow::usageErrors() {
    const QStringList get{s("row"), s("get"), s("--table"), s("permissions")};
    const QList<QStringList> cases = {
        {s("row")},
        {s("row"), s("fetch")},
        get,                                                                         // no key
        get + QStringList{s("--key"), s("capability=view")},                         // not the primary key
        get + QStringList{s("--key"), s("id")},                                      // no value
        get + QStringList{s("--key"), s("id=1"), s("--set"), s("x=1")},              // get sets nothing
        {s("row"), s("set"), s("--table"), s("permissions"), s("--key"), s("id=1")}, // nothing to set
        {s("row"), s("set"), s("--table"), s("groups"), s("--key"), s("id=1"), s("--set"), s("is_admin=maybe")},
        {s("row"), s("set"), s("--table"), s("runs"), s("--key"), s("id=1"), s("--expect"), s("started_at=yesterday"),
         s("--set"), s("status=PENDING")},
    };
    for (const QStringList& arguments : cases) {
        const CliRun r = run(arguments + db());
        QVERIFY2(r.exitedWith(2) && r.isOneErrorLine(), qPrintable(r.report()));
    }
}

QTEST_GUILESS_MAIN(TestCliRow)
#include "tst_CliRow.moc"
