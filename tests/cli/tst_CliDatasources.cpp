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
    void contractsAndOutbox_data() { test::addEngineColumn(), test::addEngineRows(); }
    void contractsAndOutbox();
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
            !test::seedDatasources(*conn, &error) ||
            !test::seedContractHistory(*conn, QDateTime::currentDateTimeUtc(), &error)) {
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

void TestCliDatasources::contractsAndOutbox() {
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
    const auto text = [&conn](const QString& sql) {
        QSqlQuery c(conn->db());
        QString e;
        return conn->execBound(&c, sql, {}, &e) && c.next() ? c.value(0).toString() : QString();
    };
    const QStringList contracts = QStringList{s("contracts")};
    const QStringList ds4 = db + QStringList{s("--datasource"), s("4")};
    // History: the state behind the icon and every version with who and when.
    CliRun r = run(contracts + QStringList{s("history")} + ds4 + QStringList{s("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(o.value(s("contract")).toObject().value(s("icon")).toString(), s("failed"));
    QJsonArray versions = o.value(s("versions")).toArray();
    QCOMPARE(versions.size(), 3);
    QCOMPARE(versions.at(0).toObject().value(s("version")).toInt(), 3);
    QVERIFY(versions.at(0).toObject().value(s("current")).toBool());
    QCOMPARE(versions.at(0).toObject().value(s("author")).toString(), s("Admin"));
    QVERIFY(versions.at(1).toObject().value(s("created_by")).isNull());
    r = run(contracts + QStringList{s("history")} + ds4);
    QVERIFY2(r.exitedWith(0) && r.out.contains(s("(current)")) && r.out.contains(s("(nobody recorded)")),
             qPrintable(r.report()));
    r = run(contracts + QStringList{s("history")} + db + QStringList{s("--datasource"), s("99")});
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine(), qPrintable(r.report()));
    // Diff of any two.
    r = run(contracts + QStringList{s("diff")} + ds4 + QStringList{s("--from"), s("1"), s("--to"), s("2")});
    QVERIFY2(r.exitedWith(0) && r.out.contains(s("+")) && r.out.contains(s("\"range\"")), qPrintable(r.report()));
    r = run(contracts + QStringList{s("diff")} + ds4 + QStringList{s("--from"), s("1"), s("--to"), s("9")});
    QVERIFY2(r.exitedWith(1) && r.err.contains(s("1, 2, 3")), qPrintable(r.report()));
    // Restore: the dry run and the refusals write nothing.
    const QStringList restore = contracts + QStringList{s("restore")} + ds4;
    r = run(restore + QStringList{s("--version"), s("1"), s("--dry-run"), s("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(number(s("SELECT count(*) FROM data_contract_versions WHERE datasource_id = 4")), 3);
    r = run(restore + QStringList{s("--version"), s("1")}); // no terminal, no --yes
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    r = run(restore + QStringList{s("--version"), s("3"), s("--yes")});
    QVERIFY2(r.exitedWith(1) && r.err.contains(s("nothing to restore")), qPrintable(r.report()));
    r = run(contracts + QStringList{s("restore")} + db +
            QStringList{s("--datasource"), s("3"), s("--version"), s("1"), s("--yes")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QCOMPARE(number(s("SELECT count(*) FROM audit_logs")), 0);
    r = run(restore + QStringList{s("--version"), s("1"), s("--yes"), s("--json"), s("--as"), s("admin@example.com")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(number(s("SELECT version FROM data_contracts WHERE datasource_id = 4")), 4);
    QCOMPARE(text(s("SELECT document FROM data_contract_versions WHERE datasource_id = 4 AND version = 4")),
             test::contractDocument(1));
    QCOMPARE(number(s("SELECT count(*) FROM audit_logs WHERE action = 'contract.save' AND target_type = "
                      "'datasource' AND target_id = 4 AND actor_id = 1")),
             1);

    // The outbox: pending and claimed-not-finished alerts, with their age.
    r = run(QStringList{s("outbox"), s("list")} + db + QStringList{s("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonArray box = QJsonDocument::fromJson(r.out.toUtf8()).object().value(s("outbox")).toArray();
    QCOMPARE(box.size(), 3);
    QCOMPARE(box.at(0).toObject().value(s("id")).toInt(), 10);
    QCOMPARE(box.at(0).toObject().value(s("notify")).toString(), s("sending"));
    QVERIFY(box.at(0).toObject().value(s("age_seconds")).toInt() >= 7200);
    r = run(QStringList{s("outbox"), s("list")} + db);
    QVERIFY2(r.exitedWith(0) && r.out.contains(s("orders")), qPrintable(r.report()));
    const QStringList retry = QStringList{s("outbox"), s("retry")} + db;
    r = run(retry + QStringList{s("--id"), s("11"), s("--yes")}); // pending: no claim to release
    QVERIFY2(r.exitedWith(1) && r.isOneErrorLine(), qPrintable(r.report()));
    // A concurrent claim between the read and the write (a trigger makes the release touch no row, as a claim
    // taken meanwhile would): nothing written, exit 1.
    const QStringList keep =
        conn->isSqlite()
            ? QStringList{s("CREATE TRIGGER keep_claim BEFORE UPDATE ON data_contract_results WHEN old.id = 10 BEGIN "
                            "SELECT RAISE(IGNORE); END")}
            : QStringList{s("CREATE FUNCTION keep_claim() RETURNS trigger AS $$ BEGIN IF old.id = 10 THEN RETURN NULL; "
                            "END IF; RETURN new; END $$ LANGUAGE plpgsql"),
                          s("CREATE TRIGGER keep_claim BEFORE UPDATE ON data_contract_results FOR EACH ROW EXECUTE "
                            "FUNCTION keep_claim()")};
    QVERIFY(test::execAll(scratch, keep));
    const qint64 audits = number(s("SELECT count(*) FROM audit_logs"));
    r = run(retry + QStringList{s("--id"), s("10"), s("--yes")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QCOMPARE(text(s("SELECT notify FROM data_contract_results WHERE id = 10")), s("sending"));
    QCOMPARE(number(s("SELECT count(*) FROM audit_logs")), audits);
    QVERIFY(test::execAll(
        scratch, {s("DROP TRIGGER keep_claim") + (conn->isSqlite() ? QString() : s(" ON data_contract_results"))}));
    r = run(retry + QStringList{s("--id"), s("10"), s("--yes"), s("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(text(s("SELECT notify FROM data_contract_results WHERE id = 10")), s("pending"));
    QCOMPARE(number(s("SELECT count(*) FROM audit_logs WHERE action = 'contract_result.update'")), 1);
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
             QStringList{s("contracts"), s("history")} + db,
             QStringList{s("contracts"), s("diff")} + db + QStringList{s("--datasource"), s("4"), s("--from"), s("1")},
             QStringList{s("contracts"), s("restore")} + db + QStringList{s("--datasource"), s("4")},
             QStringList{s("contracts"), s("history")} + db + QStringList{s("--datasource"), s("4"), s("--yes")},
             QStringList{s("contracts"), s("drop")} + db + QStringList{s("--datasource"), s("4")},
             QStringList{s("outbox"), s("retry")} + db,
             QStringList{s("outbox"), s("list")} + db + QStringList{s("--id"), s("1")},
             QStringList{s("outbox")} + db,
         }) {
        const CliRun r = run(args);
        QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
    }
}

QTEST_GUILESS_MAIN(TestCliDatasources)
#include "tst_CliDatasources.moc"
