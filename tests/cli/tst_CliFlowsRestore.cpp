#include "common/CliRun.h"
#include "common/TabulariaRuns.h"
#include "common/TestDatabases.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
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
const QString kV1 = QStringLiteral(R"({"nodes": [ {"id":"src"} ]})");
} // namespace

/// `metadesk-cli flows restore` on databases `migrate up --platform tabularia` makes: what it writes (the platform's
/// promote: the flow's definition, one appended version, one flow.promote audit row) and every exit code (0 done,
/// 1 refused, unconfirmed or not found, 2 usage, 3 database error).
class TestCliFlowsRestore : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void restoresAndExitCodes_data() { test::addEngineColumn(), test::addEngineRows(); }
    void restoresAndExitCodes();
    void usageErrors();

private:
    CliRun run(const QStringList& arguments) const {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("XDG_CONFIG_HOME"), m_config.path()); // no saved profile of the machine applies
        return test::runCli(m_cli, arguments, e, m_workDir.path());
    }

    QString m_cli;
    QTemporaryDir m_workDir;
    QTemporaryDir m_config;
};

void TestCliFlowsRestore::initTestCase() {
    m_cli = qEnvironmentVariable("METADESK_CLI");
    QVERIFY2(QFileInfo(m_cli).isExecutable(), "METADESK_CLI must name the metadesk-cli binary (ctest sets it)");
    QVERIFY(m_workDir.isValid() && m_config.isValid());
}

void TestCliFlowsRestore::restoresAndExitCodes() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const QStringList db{s("--database"), scratch.urlText()};
    const CliRun made = run(QStringList{s("migrate"), s("up"), s("--platform"), s("tabularia"), s("--yes")} + db);
    QVERIFY2(made.exitedWith(0), qPrintable(made.report()));
    auto conn = scratch.connect();
    QString error;
    QVERIFY2(conn && conn->loadCatalog(&error), qPrintable(error));
    QVERIFY2(test::seedRuns(*conn, QDateTime::currentDateTimeUtc(), &error), qPrintable(error));
    QSqlQuery q(conn->db());
    QVERIFY2(conn->execBound(&q,
                             s("INSERT INTO flow_versions (flow_id, version, definition, note, created_at) VALUES (8, "
                               "1, ?, 'creazione', '2026-01-01 00:00:00'), (8, 2, '{}', 'modifica', '2026-01-02 "
                               "00:00:00')"),
                             {kV1}, &error),
             qPrintable(error));
    const auto number = [&conn](const QString& sql) {
        QSqlQuery c(conn->db());
        QString e;
        return conn->execBound(&c, sql, {}, &e) && c.next() ? c.value(0).toLongLong() : -1;
    };
    const QStringList restore = QStringList{s("flows"), s("restore")} + db;

    // The plan only.
    CliRun r = run(restore + QStringList{s("--flow"), s("8"), s("--version"), s("1"), s("--dry-run"), s("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonObject planned = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QVERIFY2(planned.value(s("plan")).toArray().size() >= 2, qPrintable(r.out));
    QCOMPARE(planned.value(s("flow")).toObject().value(s("id")).toInteger(), 8);
    // Not confirmed (no terminal to ask on): refused, nothing written.
    r = run(restore + QStringList{s("--flow"), s("8"), s("--version"), s("1")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.err.contains(s("no terminal")), qPrintable(r.report()));
    QCOMPARE(number(s("SELECT count(*) FROM flow_versions WHERE flow_id = 8")), 2);
    // Not found.
    r = run(restore + QStringList{s("--flow"), s("999"), s("--version"), s("1"), s("--yes")});
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine(), qPrintable(r.report()));
    r = run(restore + QStringList{s("--flow"), s("8"), s("--version"), s("5"), s("--yes")});
    QVERIFY2(r.exitedWith(1) && r.err.contains(s("has no version 5")), qPrintable(r.report()));
    // Done.
    r = run(restore + QStringList{s("--flow"), s("8"), s("--version"), s("1"), s("--yes"), s("--json"), s("--as"),
                                  s("admin@example.com")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonObject done = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(done.value(s("appended_version")).toInt(), 3);
    // The definition as the audit trail writes a JSON column: the document itself where that is the stored text.
    QCOMPARE(done.value(s("flow")).toObject().value(s("definition")).toObject(),
             QJsonDocument::fromJson(kV1.toUtf8()).object());
    QCOMPARE(number(s("SELECT count(*) FROM flows WHERE id = 8 AND definition = '") + kV1 + s("'")), 1);
    QCOMPARE(number(s("SELECT count(*) FROM flow_versions WHERE flow_id = 8")), 3);
    QCOMPARE(number(s("SELECT count(*) FROM flow_versions WHERE flow_id = 8 AND version = 3 AND note = 'promossa "
                      "dalla v1' AND created_by = 1")),
             1);
    QCOMPARE(number(s("SELECT count(*) FROM audit_logs WHERE action = 'flow.promote' AND target_id = 8 AND actor_id "
                      "= 1")),
             1);
    // Already current: refused, nothing written.
    r = run(restore + QStringList{s("--flow"), s("8"), s("--version"), s("3"), s("--yes")});
    QVERIFY2(r.exitedWith(1) && r.err.contains(s("nothing to restore")), qPrintable(r.report()));
    QCOMPARE(number(s("SELECT count(*) FROM audit_logs")), 1);
    // A database without Tabularia's flows; no server there.
    ScratchDatabase empty(engine);
    QVERIFY(empty.isValid() && empty.connect());
    r = run({s("flows"), s("restore"), s("--database"), empty.urlText(), s("--flow"), s("1"), s("--version"), s("1"),
             s("--yes")});
    QVERIFY2(r.exitedWith(3) && r.isOneErrorLine(), qPrintable(r.report()));
    r = run({s("flows"), s("restore"), s("--database"), s("postgresql://nobody@127.0.0.1:1/none"), s("--flow"), s("1"),
             s("--version"), s("1")});
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
}

void TestCliFlowsRestore::usageErrors() {
    const QStringList db{s("--database"), s("sqlite:///nowhere.db")};
    for (const QStringList& args :
         {QStringList{s("flows"), s("restore"), s("--flow"), s("1"), s("--version"), s("1")},
          QStringList{s("flows"), s("restore")} + db + QStringList{s("--version"), s("1")},
          QStringList{s("flows"), s("restore")} + db + QStringList{s("--flow"), s("1")},
          QStringList{s("flows"), s("restore")} + db + QStringList{s("--flow"), s("1"), s("--version"), s("x")},
          QStringList{s("flows"), s("restore")} + db +
              QStringList{s("--flow"), s("1"), s("--version"), s("1"), s("--from"), s("2")}}) {
        const CliRun r = run(args);
        QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
    }
}

QTEST_GUILESS_MAIN(TestCliFlowsRestore)
#include "tst_CliFlowsRestore.moc"
