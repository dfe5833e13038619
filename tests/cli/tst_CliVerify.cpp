// `metadesk-cli verify` on both engines: exit codes (0 clean, 1 findings, 2 usage, 3 database), the --json shape and
// that it lists exactly what the core check finds, the filters, and the plain output a person reads.

#include "common/CliRun.h"
#include "common/TestDatabases.h"
#include "core/checks/IntegrityChecker.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace metadesk;
using metadesk::test::CliRun;
using metadesk::test::ScratchDatabase;

namespace {
QSet<QString> keySet(const QJsonObject& object) {
    const QStringList keys = object.keys();
    return QSet<QString>(keys.begin(), keys.end());
}
} // namespace

class tst_CliVerify : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void usage();
    void databaseError();
    void listsRules();
    void clean_data();
    void clean();
    void demo_data();
    void demo();

private:
    CliRun run(const QStringList& arguments) const { return test::runCli(m_cli, arguments, {}, m_workDir.path()); }
    /// A scratch database holding the demo as `metadesk-cli demo` makes it (its clock is now).
    bool makeDemo(const ScratchDatabase& scratch) const {
        const CliRun r = run({QStringLiteral("demo"), QStringLiteral("--database"), scratch.urlText(),
                              QStringLiteral("--runs"), QStringLiteral("50")});
        if (!r.exitedWith(0))
            qWarning("%s", qPrintable(r.report()));
        return r.exitedWith(0);
    }

    QString m_cli;
    QTemporaryDir m_workDir;
    QTranslator m_plurals;
};

void tst_CliVerify::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    m_cli = qEnvironmentVariable("METADESK_CLI");
    QVERIFY2(QFileInfo(m_cli).isExecutable(), "METADESK_CLI must name the metadesk-cli binary (ctest sets it)");
    QVERIFY(m_workDir.isValid());
    // The core's findings counted in English words, as metadesk-cli prints them (it loads the same plural forms).
    QVERIFY(m_plurals.load(QStringLiteral("metadesk_en"), QStringLiteral(":/i18n")));
    QCoreApplication::installTranslator(&m_plurals);
}

void tst_CliVerify::usage() {
    const QString db = QStringLiteral("sqlite:///nowhere/never.db");
    const QList<QStringList> bad{
        {QStringLiteral("verify")},
        {QStringLiteral("verify"), QStringLiteral("--database"), db, QStringLiteral("--profile"), QStringLiteral("x")},
        {QStringLiteral("verify"), QStringLiteral("--database"), db, QStringLiteral("--platform"),
         QStringLiteral("oracle")},
        {QStringLiteral("verify"), QStringLiteral("--database"), db, QStringLiteral("--rule"),
         QStringLiteral("tabularia.nothing.E999")},
        {QStringLiteral("verify"), QStringLiteral("--database"), db, QStringLiteral("--limit"), QStringLiteral("0")},
        {QStringLiteral("verify"), QStringLiteral("--database"), db, QStringLiteral("--frobnicate")},
        {QStringLiteral("verify"), QStringLiteral("extra"), QStringLiteral("--database"), db},
        {QStringLiteral("verify"), QStringLiteral("--database"), db, QStringLiteral("--dry-run")},
        {QStringLiteral("verify"), QStringLiteral("--database"), db, QStringLiteral("--yes")},
    };
    for (const QStringList& arguments : bad) {
        const CliRun r = run(arguments);
        QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
        QVERIFY2(r.isOneErrorLine(), qPrintable(r.report()));
        QVERIFY2(r.out.isEmpty(), qPrintable(r.report()));
    }
}

void tst_CliVerify::databaseError() {
    // A file that is not there: verify never creates one.
    const QString path = m_workDir.filePath(QStringLiteral("missing.db"));
    const CliRun r = run({QStringLiteral("verify"), QStringLiteral("--database"), QStringLiteral("sqlite://") + path});
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine(), qPrintable(r.report()));
    QVERIFY(!QFileInfo::exists(path));

    // A database of neither platform, or not of the one asked for: nothing to check is an error, not a clean bill.
    const QString empty = m_workDir.filePath(QStringLiteral("empty.db"));
    QFile file(empty);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    CliRun other = run({QStringLiteral("verify"), QStringLiteral("--database"), QStringLiteral("sqlite://") + empty});
    QVERIFY2(other.exitedWith(3), qPrintable(other.report()));
    QVERIFY2(other.isOneErrorLine() && other.err.contains(QLatin1String("neither a Tabularia nor a Holotable")),
             qPrintable(other.report()));
    ScratchDatabase scratch(ScratchDatabase::Engine::Sqlite);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    other = run({QStringLiteral("migrate"), QStringLiteral("up"), QStringLiteral("--platform"),
                 QStringLiteral("tabularia"), QStringLiteral("--database"), scratch.urlText()});
    QVERIFY2(other.exitedWith(0), qPrintable(other.report()));
    other = run({QStringLiteral("verify"), QStringLiteral("--database"), scratch.urlText(),
                 QStringLiteral("--platform"), QStringLiteral("holotable")});
    QVERIFY2(other.exitedWith(3), qPrintable(other.report()));
    QVERIFY2(other.err.contains(QLatin1String("holds no Holotable schema")), qPrintable(other.report()));
}

void tst_CliVerify::listsRules() {
    const CliRun r = run({QStringLiteral("verify"), QStringLiteral("--list"), QStringLiteral("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonArray rules = QJsonDocument::fromJson(r.out.toUtf8()).array();
    QCOMPARE(rules.size(), IntegrityChecker::rules().size());
    for (int i = 0; i < rules.size(); ++i) {
        const QJsonObject o = rules.at(i).toObject();
        QCOMPARE(o.value(QStringLiteral("id")).toString(), IntegrityChecker::rules().at(i).id);
        QVERIFY(!o.value(QStringLiteral("rule")).toString().isEmpty());
        QVERIFY(!o.value(QStringLiteral("source")).toString().isEmpty());
    }
    const CliRun plain = run({QStringLiteral("verify"), QStringLiteral("--list"), QStringLiteral("--platform"),
                              QStringLiteral("holotable")});
    QVERIFY2(plain.exitedWith(0), qPrintable(plain.report()));
    QVERIFY(plain.out.contains(QLatin1String("holotable.templates.E001  error\n")));
    QVERIFY(!plain.out.contains(QLatin1String("tabularia.")));
}

void tst_CliVerify::clean_data() {
    test::addEngineColumn();
    test::addEngineRows();
}

void tst_CliVerify::clean() {
    // Both schemas as `migrate up` installs them, no rows: nothing to find, exit 0.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const CliRun up =
        run({QStringLiteral("migrate"), QStringLiteral("up"), QStringLiteral("--platform"), QStringLiteral("all"),
             QStringLiteral("--yes"), QStringLiteral("--database"), scratch.urlText()});
    QVERIFY2(up.exitedWith(0), qPrintable(up.report()));
    CliRun r = run({QStringLiteral("verify"), QStringLiteral("--database"), scratch.urlText()});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.out.contains(QLatin1String("No findings: ")), qPrintable(r.report()));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.report()));
    QCOMPARE(r.out.contains(QLatin1String("read with SQLite's quick_check")),
             engine == ScratchDatabase::Engine::Sqlite);
    r = run({QStringLiteral("verify"), QStringLiteral("--database"), scratch.urlText(), QStringLiteral("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(root.value(QStringLiteral("total")).toInt(-1), 0);
    QVERIFY(root.value(QStringLiteral("findings")).toArray().isEmpty());
    QVERIFY(root.value(QStringLiteral("rules")).toArray().size() > 40);
    // The file itself: SQLite's quick_check in every check, integrity_check instead with --deep.
    const auto ruleIds = [](const QJsonObject& report) {
        QSet<QString> ids;
        for (const QJsonValue& v : report.value(QStringLiteral("rules")).toArray())
            ids.insert(v.toObject().value(QStringLiteral("id")).toString());
        return ids;
    };
    const bool sqlite = engine == ScratchDatabase::Engine::Sqlite;
    QCOMPARE(ruleIds(root).contains(QStringLiteral("sqlite.quick_check.E001")), sqlite);
    QVERIFY(!ruleIds(root).contains(QStringLiteral("sqlite.integrity_check.E001")));
    r = run({QStringLiteral("verify"), QStringLiteral("--database"), scratch.urlText(), QStringLiteral("--json"),
             QStringLiteral("--deep")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonObject deep = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(ruleIds(deep).contains(QStringLiteral("sqlite.integrity_check.E001")), sqlite);
    QVERIFY(!ruleIds(deep).contains(QStringLiteral("sqlite.quick_check.E001")));
}

void tst_CliVerify::demo_data() {
    test::addEngineColumn();
    test::addEngineRows();
}

void tst_CliVerify::demo() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(makeDemo(scratch));

    // --json: every finding with id, rule, severity, table, key and message; exactly what the core check lists.
    CliRun r = run({QStringLiteral("verify"), QStringLiteral("--database"), scratch.urlText(), QStringLiteral("--json"),
                    QStringLiteral("--limit"), QStringLiteral("100")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QJsonParseError parseError;
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8(), &parseError).object();
    QVERIFY2(parseError.error == QJsonParseError::NoError, qPrintable(r.out));
    QCOMPARE(keySet(root),
             (QSet<QString>{QStringLiteral("database"), QStringLiteral("checked_at"), QStringLiteral("total"),
                            QStringLiteral("rules"), QStringLiteral("findings")}));
    QSet<QString> cliFindings;
    for (const QJsonValue& v : root.value(QStringLiteral("findings")).toArray()) {
        const QJsonObject f = v.toObject();
        QCOMPARE(keySet(f), (QSet<QString>{QStringLiteral("id"), QStringLiteral("rule"), QStringLiteral("severity"),
                                           QStringLiteral("table"), QStringLiteral("key"), QStringLiteral("message")}));
        QVERIFY(f.value(QStringLiteral("key")).isObject());
        QVERIFY(!f.value(QStringLiteral("rule")).toString().isEmpty());
        cliFindings.insert(QString::fromUtf8(QJsonDocument(f).toJson(QJsonDocument::Compact)));
    }
    qint64 ruleTotal = 0;
    for (const QJsonValue& v : root.value(QStringLiteral("rules")).toArray())
        ruleTotal += v.toObject().value(QStringLiteral("total")).toInteger();
    QCOMPARE(root.value(QStringLiteral("total")).toInteger(), ruleTotal);
    QVERIFY(ruleTotal > 0);

    auto conn = scratch.connect(true);
    QVERIFY(conn);
    IntegrityChecker::Options options;
    options.exampleLimit = 100;
    const IntegrityReport report = IntegrityChecker::run(*conn, options);
    QCOMPARE(root.value(QStringLiteral("total")).toInteger(), report.total());
    QSet<QString> coreFindings;
    for (const RuleOutcome& o : report.outcomes)
        for (const Finding& f : o.findings) {
            QJsonObject key;
            for (int i = 0; i < f.keyColumns.size(); ++i)
                key.insert(f.keyColumns.at(i), QJsonValue::fromVariant(f.keyValues.at(i)));
            const QJsonObject json{{QStringLiteral("id"), f.ruleId},
                                   {QStringLiteral("rule"), o.info.rule},
                                   {QStringLiteral("severity"), severities::key(f.severity)},
                                   {QStringLiteral("table"), f.table},
                                   {QStringLiteral("key"), key},
                                   {QStringLiteral("message"), f.message}};
            coreFindings.insert(QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Compact)));
        }
    QCOMPARE(cliFindings, coreFindings);

    // One rule, a short limit: its total in full, the first findings listed.
    r = run({QStringLiteral("verify"), QStringLiteral("--database"), scratch.urlText(), QStringLiteral("--json"),
             QStringLiteral("--rule"), QStringLiteral("tabularia.data_contract_results.E001"),
             QStringLiteral("--limit"), QStringLiteral("2")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    const QJsonObject one = QJsonDocument::fromJson(r.out.toUtf8()).object();
    const QJsonArray rules = one.value(QStringLiteral("rules")).toArray();
    QCOMPARE(rules.size(), 1);
    QCOMPARE(rules.first().toObject().value(QStringLiteral("total")).toInt(), 5);
    QCOMPARE(rules.first().toObject().value(QStringLiteral("listed")).toInt(), 2);
    QCOMPARE(one.value(QStringLiteral("findings")).toArray().size(), 2);

    // A rule that finds nothing there: exit 0.
    r = run({QStringLiteral("verify"), QStringLiteral("--database"), scratch.urlText(), QStringLiteral("--rule"),
             QStringLiteral("tabularia.permissions.E001")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));

    // --fix: the dead orchestrations closed as the platform's sweep closes them. A dry run prints each fix with its
    // SQL and writes nothing; without a terminal to say yes on, nothing is written either.
    const QStringList dead{QStringLiteral("verify"), QStringLiteral("--database"),          scratch.urlText(),
                           QStringLiteral("--rule"), QStringLiteral("tabularia.runs.W001"), QStringLiteral("--limit"),
                           QStringLiteral("1000")};
    r = run(dead + QStringList{QStringLiteral("--json")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    const int deadRuns = QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("total")).toInt();
    QVERIFY(deadRuns > 0);
    r = run(dead + QStringList{QStringLiteral("--fix"), QStringLiteral("--dry-run"), QStringLiteral("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonObject dry = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(dry.value(QStringLiteral("written")).toInt(-1), 0);
    const QJsonArray planned = dry.value(QStringLiteral("fixes")).toArray();
    QCOMPARE(planned.size(), deadRuns);
    for (const QJsonValue& v : planned)
        QVERIFY2(v.toObject().value(QStringLiteral("sql")).toString().contains(QLatin1String("'FAILURE'")),
                 qPrintable(r.out));
    r = run(dead + QStringList{QStringLiteral("--fix")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.err.contains(QLatin1String("Nothing was changed")), qPrintable(r.report()));
    r = run(dead);
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    // Applied: every one written, the rule checked again finds none, and each wrote its audit row.
    qint64 audits = 0;
    {
        QSqlQuery q(conn->db());
        QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM audit_logs")) && q.next());
        audits = q.value(0).toLongLong();
    }
    r = run(dead + QStringList{QStringLiteral("--fix"), QStringLiteral("--yes"), QStringLiteral("--as"),
                               QStringLiteral("ops@example.com")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.out.contains(QStringLiteral("%1 of %1 fixes written").arg(deadRuns)), qPrintable(r.report()));
    r = run(dead);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QSqlQuery q(conn->db());
    QVERIFY(q.exec(QStringLiteral("SELECT COUNT(*) FROM audit_logs")) && q.next());
    QCOMPARE(q.value(0).toLongLong(), audits + deadRuns);

    // One platform: its rules and the engine's only.
    r = run({QStringLiteral("verify"), QStringLiteral("--database"), scratch.urlText(), QStringLiteral("--json"),
             QStringLiteral("--platform"), QStringLiteral("holotable")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    for (const QJsonValue& v :
         QJsonDocument::fromJson(r.out.toUtf8()).object().value(QStringLiteral("rules")).toArray())
        QVERIFY(!v.toObject().value(QStringLiteral("id")).toString().startsWith(QLatin1String("tabularia.")));

    // For a person: the rule, its reason, the rows.
    r = run({QStringLiteral("verify"), QStringLiteral("--database"), scratch.urlText(), QStringLiteral("--limit"),
             QStringLiteral("3")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.out.contains(QLatin1String("tabularia.data_contracts.E001  error  1 finding\n")), qPrintable(r.out));
    QVERIFY2(
        r.out.contains(QLatin1String("    data_contracts id=9: datasource_id 4242 names no row of datasources.\n")),
        qPrintable(r.out));
    QVERIFY2(r.out.contains(QLatin1String("tabularia.data_contract_results.E001  error  5 findings\n")),
             qPrintable(r.out));
    QVERIFY2(r.out.contains(QStringLiteral("    … and 2 more (--limit N lists more)\n")), qPrintable(r.out));
    QVERIFY2(r.outLines().constLast().contains(QLatin1String(" found by ")), qPrintable(r.out));
}

QTEST_GUILESS_MAIN(tst_CliVerify)
#include "tst_CliVerify.moc"
