#include "common/CliRun.h"
#include "common/TabulariaDatasources.h"
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
} // namespace

/// `metadesk-cli datasources delete` and `flows forget-ai-texts` on databases `migrate up --platform tabularia`
/// makes: what they write (the platform's delete: runs detached, contract rows removed, the object queued; a
/// version's texts gone), the dry run writing nothing, and every exit code (0 done, 1 refused, unconfirmed, conflict
/// or not found, 2 usage, 3 database error).
class TestCliDatasources : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void deleteAndExitCodes_data() { test::addEngineColumn(), test::addEngineRows(); }
    void deleteAndExitCodes();
    void forgetAiTexts_data() { test::addEngineColumn(), test::addEngineRows(); }
    void forgetAiTexts();
    void usageErrors();

private:
    CliRun run(const QStringList& arguments) const {
        QProcessEnvironment e = QProcessEnvironment::systemEnvironment();
        e.insert(QStringLiteral("XDG_CONFIG_HOME"), m_config.path()); // no saved profile of the machine applies
        return test::runCli(m_cli, arguments, e, m_workDir.path());
    }
    /// A Tabularia database with the datasources seed; its URL arguments.
    std::unique_ptr<DbConnection> made(ScratchDatabase& scratch, QStringList* db) {
        *db = QStringList{s("--database"), scratch.urlText()};
        const CliRun r = run(QStringList{s("migrate"), s("up"), s("--platform"), s("tabularia"), s("--yes")} + *db);
        if (!r.exitedWith(0)) {
            qWarning("%s", qPrintable(r.report()));
            return nullptr;
        }
        auto conn = scratch.connect();
        QString error;
        if (!conn || !conn->loadCatalog(&error) || !test::seedRuns(*conn, QDateTime::currentDateTimeUtc(), &error) ||
            !test::seedDatasources(*conn, &error)) {
            qWarning("%s", qPrintable(error));
            return nullptr;
        }
        return conn;
    }

    QString m_cli;
    QTemporaryDir m_workDir;
    QTemporaryDir m_config;
};

void TestCliDatasources::initTestCase() {
    m_cli = qEnvironmentVariable("METADESK_CLI");
    QVERIFY2(QFileInfo(m_cli).isExecutable(), "METADESK_CLI must name the metadesk-cli binary (ctest sets it)");
    QVERIFY(m_workDir.isValid() && m_config.isValid());
}

void TestCliDatasources::deleteAndExitCodes() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QStringList db;
    auto conn = made(scratch, &db);
    QVERIFY(conn);
    const auto number = [&conn](const QString& sql) {
        QSqlQuery c(conn->db());
        QString e;
        return conn->execBound(&c, sql, {}, &e) && c.next() ? c.value(0).toLongLong() : -1;
    };
    const auto state = [&number]() {
        QStringList out;
        for (const char* sql : {"SELECT count(*) FROM datasources",
                                "SELECT count(*) FROM runs WHERE datasource_id IS "
                                "NULL",
                                "SELECT count(*) FROM data_contracts", "SELECT count(*) FROM data_contract_versions",
                                "SELECT count(*) FROM data_contract_results",
                                "SELECT count(*) FROM pending_blob_deletions", "SELECT count(*) FROM audit_logs"})
            out << QString::number(number(QString::fromLatin1(sql)));
        return out.join(QLatin1Char('/'));
    };
    const QStringList del = QStringList{s("datasources"), s("delete")} + db;
    const QString before = state();

    // The dry run lists what would go, with counts and ids, and writes nothing.
    CliRun r = run(del + QStringList{s("--id"), s("1"), s("--dry-run"), s("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonObject planned = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(planned.value(s("runs_detached")).toArray(), (QJsonArray{6, 9}));
    QCOMPARE(planned.value(s("contracts_removed")).toArray().size(), 1);
    QCOMPARE(planned.value(s("contract_versions_removed")).toArray().size(), 2);
    QCOMPARE(planned.value(s("contract_results_removed")).toArray().size(), 3);
    QCOMPARE(planned.value(s("objects_queued")).toInt(), 1);
    QCOMPARE(planned.value(s("row")).toObject().value(s("name")).toString(), s("sales"));
    QCOMPARE(planned.value(s("origin")).toString(), s("flow"));
    QVERIFY(planned.value(s("warnings")).toArray().isEmpty());
    QVERIFY2(planned.value(s("plan")).toArray().size() >= 4, qPrintable(r.out));
    r = run(del + QStringList{s("--id"), s("1"), s("--dry-run")});
    QVERIFY2(r.exitedWith(0) && r.out.contains(s("datasets/1/a.parquet")), qPrintable(r.report()));
    QCOMPARE(state(), before);
    // Not confirmed (no terminal to ask on): refused, nothing written.
    r = run(del + QStringList{s("--id"), s("1")});
    QVERIFY2(r.exitedWith(1) && r.err.contains(s("no terminal")), qPrintable(r.report()));
    QCOMPARE(state(), before);
    // Not found.
    r = run(del + QStringList{s("--id"), s("99"), s("--yes")});
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine(), qPrintable(r.report()));
    // Refused: a saved view shows datasource 2.
    QSqlQuery q(conn->db());
    QString error;
    QVERIFY2(conn->execBound(&q,
                             s("INSERT INTO saved_views (spec, id, name, description, project_id, owner_id, "
                               "datasource_id, created_at, updated_at) VALUES ('{}', 1, 'v', '', 1, 1, 2, "
                               "'2026-01-01 00:00:00', '2026-01-01 00:00:00')"),
                             {}, &error),
             qPrintable(error));
    r = run(del + QStringList{s("--id"), s("2"), s("--yes")});
    QVERIFY2(r.exitedWith(1) && r.err.contains(s("saved view")), qPrintable(r.report()));
    QCOMPARE(state(), before);
    // A row that changed between plan and write (a trigger makes one contract result's delete touch no row, as a
    // concurrent change would): a conflict, exit 1, nothing written.
    const QStringList keep =
        conn->isSqlite()
            ? QStringList{s("CREATE TRIGGER keep_result BEFORE DELETE ON data_contract_results WHEN old.id = 3 BEGIN "
                            "SELECT RAISE(IGNORE); END")}
            : QStringList{s("CREATE FUNCTION keep_result() RETURNS trigger AS $$ BEGIN IF old.id = 3 THEN RETURN NULL; "
                            "END IF; RETURN old; END $$ LANGUAGE plpgsql"),
                          s("CREATE TRIGGER keep_result BEFORE DELETE ON data_contract_results FOR EACH ROW EXECUTE "
                            "FUNCTION keep_result()")};
    QVERIFY(test::execAll(scratch, keep));
    r = run(del + QStringList{s("--id"), s("1"), s("--yes")});
    QVERIFY2(r.exitedWith(1) && r.err.contains(s("changed")), qPrintable(r.report()));
    QCOMPARE(state(), before);
    QVERIFY(test::execAll(
        scratch, {s("DROP TRIGGER keep_result") + (conn->isSqlite() ? QString() : s(" ON data_contract_results"))}));
    // Done.
    r = run(del + QStringList{s("--id"), s("1"), s("--yes"), s("--json"), s("--as"), s("admin@example.com")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonObject done = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QVERIFY2(!done.value(s("audit_id")).isNull(), qPrintable(r.out));
    QCOMPARE(number(s("SELECT count(*) FROM datasources WHERE id = 1")), 0);
    QCOMPARE(number(s("SELECT count(*) FROM runs WHERE id IN (6, 9) AND datasource_id IS NULL")), 2);
    QCOMPARE(number(s("SELECT count(*) FROM runs WHERE datasource_id = 2")), 1);
    QCOMPARE(number(s("SELECT count(*) FROM data_contracts WHERE datasource_id = 1")) +
                 number(s("SELECT count(*) FROM data_contract_versions WHERE datasource_id = 1")) +
                 number(s("SELECT count(*) FROM data_contract_results WHERE datasource_id = 1")),
             0);
    QCOMPARE(number(s("SELECT count(*) FROM pending_blob_deletions WHERE key = 'datasets/1/a.parquet' AND reason = "
                      "'datasource 1 eliminata'")),
             1);
    QCOMPARE(number(s("SELECT count(*) FROM pending_blob_deletions")), 1);
    QCOMPARE(number(s("SELECT count(*) FROM audit_logs WHERE action = 'datasource.delete' AND target_id = 1 AND "
                      "actor_id = 1")),
             1);
    // Gone now: not found.
    r = run(del + QStringList{s("--id"), s("1"), s("--yes")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    // A database without Tabularia's tables; no server there.
    ScratchDatabase empty(engine);
    QVERIFY(empty.isValid() && empty.connect());
    r = run({s("datasources"), s("delete"), s("--database"), empty.urlText(), s("--id"), s("1"), s("--yes")});
    QVERIFY2(r.exitedWith(3) && r.isOneErrorLine(), qPrintable(r.report()));
    r = run({s("datasources"), s("delete"), s("--database"), s("postgresql://nobody@127.0.0.1:1/none"), s("--id"),
             s("1"), s("--yes")});
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
}

void TestCliDatasources::forgetAiTexts() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QStringList db;
    auto conn = made(scratch, &db);
    QVERIFY(conn);
    const auto number = [&conn](const QString& sql) {
        QSqlQuery c(conn->db());
        QString e;
        return conn->execBound(&c, sql, {}, &e) && c.next() ? c.value(0).toLongLong() : -1;
    };
    const QStringList forget = QStringList{s("flows"), s("forget-ai-texts")} + db;
    CliRun r = run(forget + QStringList{s("--flow"), s("8"), s("--version"), s("1"), s("--dry-run"), s("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object().value(s("texts_removed")).toInt(), 3);
    QCOMPARE(number(s("SELECT count(*) FROM dbt_ai_texts")), 5);
    r = run(forget + QStringList{s("--flow"), s("8"), s("--version"), s("5"), s("--yes")});
    QVERIFY2(r.exitedWith(1) && r.err.contains(s("nothing to forget")), qPrintable(r.report()));
    r = run(forget + QStringList{s("--flow"), s("99"), s("--version"), s("1"), s("--yes")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    r = run(forget + QStringList{s("--flow"), s("8"), s("--version"), s("1"), s("--yes"), s("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(number(s("SELECT count(*) FROM dbt_ai_texts WHERE flow_id = 8 AND flow_version = 1")), 0);
    QCOMPARE(number(s("SELECT count(*) FROM dbt_ai_texts")), 2);
    QCOMPARE(number(s("SELECT count(*) FROM audit_logs WHERE action = 'dbt_ai_text.delete' AND target_id = 8")), 1);
}

void TestCliDatasources::usageErrors() {
    const QStringList db{s("--database"), s("sqlite:///nowhere.db")};
    for (const QStringList& args : {
             QStringList{s("datasources"), s("delete"), s("--id"), s("1")},
             QStringList{s("datasources"), s("delete")} + db,
             QStringList{s("datasources"), s("delete")} + db + QStringList{s("--id"), s("x")},
             QStringList{s("datasources"), s("drop")} + db + QStringList{s("--id"), s("1")},
             QStringList{s("datasources")} + db + QStringList{s("--id"), s("1")},
             QStringList{s("datasources"), s("delete")} + db +
                 QStringList{s("--id"), s("1"), s("--yes"), s("--dry-run")},
             QStringList{s("flows"), s("forget-ai-texts")} + db + QStringList{s("--flow"), s("1")},
             QStringList{s("flows"), s("forget-ai-texts")} + db +
                 QStringList{s("--flow"), s("1"), s("--version"), s("-1")},
             QStringList{s("flows"), s("forget-ai-texts"), s("--flow"), s("1"), s("--version"), s("1")},
         }) {
        const CliRun r = run(args);
        QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
    }
}

QTEST_GUILESS_MAIN(TestCliDatasources)
#include "tst_CliDatasources.moc"
