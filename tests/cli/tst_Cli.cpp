#include "common/CliRun.h"
#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/schema/MigrationSet.h"
#include "core/schema/Migrator.h"
#include "core/schema/SchemaInspector.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

#include <algorithm>
#include <tuple>

#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

using namespace metadesk;
using metadesk::test::CliRun;
using metadesk::test::kTimeoutMs;
using metadesk::test::ScratchDatabase;

namespace {

QStringList sorted(QStringList list) {
    std::sort(list.begin(), list.end());
    return list;
}

/// The tables a database holding `installed` at head has: each platform's tables and its bookkeeping (Holotable's
/// 021 has dropped chat_messages).
QStringList expectedTables(const QList<Platform>& installed) {
    QStringList tables;
    for (Platform p : installed)
        tables << platforms::tables(p) << platforms::bookkeepingTables(p);
    tables.removeOne(QStringLiteral("chat_messages"));
    return sorted(tables);
}

QStringList tablesOf(const ScratchDatabase& scratch) {
    auto conn = scratch.connect();
    return conn ? sorted(conn->tableNames()) : QStringList{QStringLiteral("<no connection>")};
}

/// Where each platform stands, read through a fresh connection (Tabularia, then Holotable).
QList<SchemaStatus> statusesOf(const ScratchDatabase& scratch) {
    QList<SchemaStatus> statuses;
    auto conn = scratch.connect();
    QString error;
    if (!conn || !SchemaInspector::inspect(*conn, &statuses, &error))
        qWarning("cannot inspect the scratch database: %s", qPrintable(error));
    return statuses;
}

/// Every value of a one-column query, as text.
QStringList column(const DbConnection& conn, const QString& sql) {
    QSqlQuery q(conn.db());
    q.setForwardOnly(true);
    if (!q.exec(sql))
        return {QStringLiteral("<error: %1>").arg(q.lastError().text())};
    QStringList values;
    while (q.next())
        values << q.value(0).toString();
    return values;
}

/// Every table with its row count, and the revisions both version tables record: what "nothing was changed" compares.
QStringList snapshotOf(const ScratchDatabase& scratch) {
    auto conn = scratch.connect();
    if (!conn)
        return {QStringLiteral("<no connection>")};
    QStringList lines;
    const QStringList tables = sorted(conn->tableNames());
    for (const QString& table : tables)
        lines << table + QStringLiteral(": ") +
                     column(*conn, QStringLiteral("SELECT count(*) FROM \"%1\"").arg(table)).join(QLatin1Char(','));
    if (tables.contains(QStringLiteral("alembic_version")))
        lines << QStringLiteral("alembic_version = ") +
                     column(*conn, QStringLiteral("SELECT version_num FROM alembic_version ORDER BY version_num"))
                         .join(QLatin1Char(','));
    if (tables.contains(QStringLiteral("schema_migrations")))
        lines << QStringLiteral("schema_migrations = ") +
                     column(*conn, QStringLiteral("SELECT name FROM schema_migrations ORDER BY name"))
                         .join(QLatin1Char(','));
    return lines;
}

/// For a failure message: which snapshot lines went away and which appeared.
QString snapshotChanges(const QStringList& before, const QStringList& after) {
    QStringList changes;
    for (const QString& line : before)
        if (!after.contains(line))
            changes << QStringLiteral("  - ") + line;
    for (const QString& line : after)
        if (!before.contains(line))
            changes << QStringLiteral("  + ") + line;
    return QStringLiteral("the database changed:\n") + changes.join(QLatin1Char('\n'));
}

MigrationSet builtIn(Platform platform, ScratchDatabase::Engine engine) {
    MigrationSet set;
    QString error;
    if (!MigrationSet::loadBuiltIn(platform, engine == ScratchDatabase::Engine::Sqlite, &set, &error))
        qFatal("cannot load the built-in migrations: %s", qPrintable(error));
    return set;
}

QStringList idsOf(const MigrationSet& set) {
    QStringList ids;
    for (const Migration& m : set.migrations())
        ids << m.id;
    return ids;
}

/// `migrate status` output as platform name -> the marks ("[ ]", "[x]", …) of its migration lines, in order.
QMap<QString, QStringList> statusMarks(const QString& out) {
    QMap<QString, QStringList> marks;
    QString platform;
    for (const QString& line : out.split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (!line.startsWith(QLatin1String("  "))) {
            platform = line.section(QLatin1Char(' '), 0, 0);
            marks[platform];
        } else {
            marks[platform] << line.mid(2, 3);
        }
    }
    return marks;
}

/// Rows for Holotable at 019: a dashboard with one conversation of two messages, and two generation log rows, one of
/// the 'chat' mode 019 adds.
QStringList holotable019Rows(ScratchDatabase::Engine engine) {
    const bool sqlite = engine == ScratchDatabase::Engine::Sqlite;
    return {QStringLiteral("INSERT INTO dashboards (id, workspace_id, title, created_by) VALUES "
                           "('11111111-1111-4111-8111-111111111111', 'w1', 'Ops', 'alice')"),
            QStringLiteral("INSERT INTO conversations (id, user_sub, workspace_id, source_ids, dashboard_id, "
                           "time_range) VALUES ('22222222-2222-4222-8222-222222222222', 'alice', 'w1', %1, "
                           "'11111111-1111-4111-8111-111111111111', '{}')")
                .arg(sqlite ? QStringLiteral("'[]'") : QStringLiteral("'{}'")),
            QStringLiteral("INSERT INTO conversation_messages (conversation_id, id, role, content) VALUES "
                           "('22222222-2222-4222-8222-222222222222', 'm1', 'user', '{}'), "
                           "('22222222-2222-4222-8222-222222222222', 'm2', 'assistant', '{}')"),
            QStringLiteral("INSERT INTO generation_log (workspace_id, created_by, mode, prompt_redacted, model) VALUES "
                           "('w1', 'alice', 'chat', 'p', 'm'), ('w1', 'alice', 'panel', 'p', 'm')")};
}

QStringList repeated(const QString& mark, qsizetype count) {
    QStringList list;
    for (qsizetype i = 0; i < count; ++i)
        list << mark;
    return list;
}

} // namespace

/// metadesk-cli as a shell user meets it: the real binary, run with QProcess, on SQLite and PostgreSQL. Exit codes
/// (0 success, 1 found, 2 usage, 3 database), one-line errors on stderr, migrate status/up/down/check, the platform
/// option, demo, connection errors and schemas newer than the code.
class TestCli : public QObject {
    Q_OBJECT
public:
    enum class Failure { GarbageSqliteFile, MissingSqliteFile, WrongPassword, UnreachableServer, MissingDatabase };
    Q_ENUM(Failure)

private slots:
    void initTestCase();
    void version();
    void help();
    void usageErrors_data();
    void usageErrors();
    void migrateLifecycle_data() { test::addEngineColumn(), test::addEngineRows(); }
    void migrateLifecycle();
    void platformOptionLimitsWhatIsInstalled_data() { test::addEngineColumn(), test::addEngineRows(); }
    void platformOptionLimitsWhatIsInstalled();
    void demoFillsAnEmptyDatabaseOnly_data() { test::addEngineColumn(), test::addEngineRows(); }
    void demoFillsAnEmptyDatabaseOnly();
    void connectionErrors_data();
    void connectionErrors();
    void newerSchemaIsRefused_data() { test::addEngineColumn(), test::addEngineRows(); }
    void newerSchemaIsRefused();
    void refusedPlatformLeavesTheOtherUnchanged_data();
    void refusedPlatformLeavesTheOtherUnchanged();
    void downNeedsThePlatformAndTheLastAppliedRevision_data() { test::addEngineColumn(), test::addEngineRows(); }
    void downNeedsThePlatformAndTheLastAppliedRevision();
    void downPreviewsWhatItDestroysAndRollsBackOnlyWithYes_data() { test::addEngineColumn(), test::addEngineRows(); }
    void downPreviewsWhatItDestroysAndRollsBackOnlyWithYes();
    void downAsksOnATerminal_data() { test::addEngineColumn(), test::addEngineRows(); }
    void downAsksOnATerminal();
    void lintFindsDataLossAndExitsOneOnAnError_data() { test::addEngineColumn(), test::addEngineRows(); }
    void lintFindsDataLossAndExitsOneOnAnError();
    void dryRunPrintsTheSqlAndChangesNothing_data() { test::addEngineColumn(), test::addEngineRows(); }
    void dryRunPrintsTheSqlAndChangesNothing();
    void checkAndStatusFlagDrift_data() { test::addEngineColumn(), test::addEngineRows(); }
    void checkAndStatusFlagDrift();
    void checkWithALeastPrivilegeRoleComparesOrSaysItCouldNot();
    void stampRefusesADifferentSchemaAndAcceptsAMatchingOne_data() { test::addEngineColumn(), test::addEngineRows(); }
    void stampRefusesADifferentSchemaAndAcceptsAMatchingOne();
    void concurrentRunsApplyOnceAndReportTheLockHolder();
    void upSaysWhatItLosesAndAsksFirst_data() { test::addEngineColumn(), test::addEngineRows(); }
    void upSaysWhatItLosesAndAsksFirst();
    void partialInstallIsReportedAndARetryFinishesIt_data() { test::addEngineColumn(), test::addEngineRows(); }
    void partialInstallIsReportedAndARetryFinishesIt();
    void exportToStandardOutput_data() { test::addEngineColumn(), test::addEngineRows(); }
    void exportToStandardOutput();
    void passwordInUrlIsTakenWithAWarning_data() { test::addEngineColumn(), test::addEngineRows(); }
    void passwordInUrlIsTakenWithAWarning();
    void urlErrorsMaskThePassword_data();
    void urlErrorsMaskThePassword();
    void exportRefusesWhatIsNotThere_data() { test::addEngineColumn(), test::addEngineRows(); }
    void exportRefusesWhatIsNotThere();
    void overviewIsWhatTheTablesHold_data() { test::addEngineColumn(), test::addEngineRows(); }
    void overviewIsWhatTheTablesHold();

private:
    CliRun run(const QStringList& arguments, const QProcessEnvironment& environment = {}) const;
    CliRun migrate(const QString& action, const QString& url, const QStringList& options = {}) const {
        return run(QStringList{QStringLiteral("migrate"), action} + options +
                   QStringList{QStringLiteral("--database"), url});
    }

    QString m_cli;
    /// The children's working directory: a command that wrongly took a word for a relative file would leave it here.
    QTemporaryDir m_workDir;
};

CliRun TestCli::run(const QStringList& arguments, const QProcessEnvironment& environment) const {
    return test::runCli(m_cli, arguments, environment, m_workDir.path());
}

void TestCli::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    m_cli = qEnvironmentVariable("METADESK_CLI");
    QVERIFY2(QFileInfo(m_cli).isExecutable(), "METADESK_CLI must name the metadesk-cli binary (ctest sets it)");
    QVERIFY(m_workDir.isValid());
}

void TestCli::version() {
    const CliRun r = run({QStringLiteral("--version")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(r.out, QStringLiteral("metadesk-cli " METADESK_VERSION "\n"));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.report()));
}

void TestCli::help() {
    const CliRun r = run({QStringLiteral("--help")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.out.startsWith(QLatin1String("Usage:")), qPrintable(r.report()));
    for (const QString& command :
         {QStringLiteral("metadesk-cli --version"), QStringLiteral("metadesk-cli migrate"),
          QStringLiteral("metadesk-cli migrate down --platform tabularia|holotable --revision NAME"),
          QStringLiteral("metadesk-cli migrate lint"), QStringLiteral("metadesk-cli demo")})
        QVERIFY2(r.out.contains(command), qPrintable(command));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.report()));
}

void TestCli::usageErrors_data() {
    QTest::addColumn<QStringList>("arguments"); // "@DB@" stands for the scratch database's URL
    QTest::addColumn<QString>("message");
    test::addEngineColumn();
    const auto s = [](const char* text) { return QString::fromUtf8(text); };
    const QString db = QStringLiteral("@DB@");

    // Commands that never get as far as a database.
    const auto add = [](const char* name, const QStringList& arguments, const QString& message) {
        QTest::newRow(name) << arguments << message << ScratchDatabase::Engine::Sqlite;
    };
    add("no arguments", {}, s("No command given."));
    add("unknown command", {s("frobnicate")}, s("Unknown command \"frobnicate\"."));
    add("migrate without action or database", {s("migrate")}, s("migrate needs exactly one of"));
    add("migrate without --database", {s("migrate"), s("status")},
        s("migrate needs --database URL or --profile NAME."));
    add("migrate --database without a value", {s("migrate"), s("status"), s("--database")},
        s("--database needs a value."));
    add("migrate with a mysql URL", {s("migrate"), s("status"), s("--database"), s("mysql://root@localhost/tabularia")},
        s("is not a database URL Metadesk understands"));
    add("migrate with a bare file name", {s("migrate"), s("up"), s("--database"), s("tabularia.db")},
        s("is not a database URL Metadesk understands"));
    add("migrate with a PostgreSQL URL naming no database",
        {s("migrate"), s("status"), s("--database"), s("postgresql://postgres@localhost:5432")},
        s("names no database"));
    add("demo without --database", {s("demo")}, s("demo needs --database URL or --profile NAME."));
    add("demo with a mongodb URL", {s("demo"), s("--database"), s("mongodb://localhost/metadesk")},
        s("is not a database URL Metadesk understands"));

    // Commands naming a real (empty) database, which must stay untouched: one row per engine.
    const QList<std::tuple<const char*, QStringList, QString>> withDatabase = {
        {"migrate without action", {s("migrate"), s("--database"), db}, s("migrate needs exactly one of")},
        {"migrate with two actions",
         {s("migrate"), s("up"), s("down"), s("--database"), db},
         s("migrate needs exactly one of")},
        {"unknown migrate action",
         {s("migrate"), s("sideways"), s("--database"), db},
         s("Unknown migrate action \"sideways\"")},
        {"unknown platform",
         {s("migrate"), s("up"), s("--platform"), s("mainframe"), s("--database"), db},
         s("Unknown platform \"mainframe\"")},
        {"unknown option",
         {s("migrate"), s("up"), s("--force"), s("yes"), s("--database"), db},
         s("Unknown option --force.")},
        {"stamp without a revision",
         {s("migrate"), s("stamp"), s("--database"), db},
         s("migrate stamp needs the REVISION")},
        {"--dry-run with status",
         {s("migrate"), s("status"), s("--dry-run"), s("--database"), db},
         s("--dry-run goes with migrate up or down.")},
        {"down without --platform",
         {s("migrate"), s("down"), s("--revision"), s("021_drop_chat_messages.sql"), s("--database"), db},
         s("migrate down rolls back one migration of one platform: pass --platform tabularia or --platform "
           "holotable")},
        {"down with --platform all",
         {s("migrate"), s("down"), s("--platform"), s("all"), s("--yes"), s("--database"), db},
         s("migrate down rolls back one migration of one platform")},
        {"down without --revision",
         {s("migrate"), s("down"), s("--platform"), s("holotable"), s("--yes"), s("--database"), db},
         s("migrate down needs --revision NAME: the exact last applied Holotable migration")},
        {"--yes with check",
         {s("migrate"), s("check"), s("--yes"), s("--database"), db},
         s("--yes goes with migrate down or up.")},
        {"--revision with up",
         {s("migrate"), s("up"), s("--revision"), s("001_init.sql"), s("--database"), db},
         s("--revision goes with migrate down")},
        {"--json with status",
         {s("migrate"), s("status"), s("--json"), s("--database"), db},
         s("--json goes with migrate lint.")},
        {"--dry-run with lint",
         {s("migrate"), s("lint"), s("--dry-run"), s("--database"), db},
         s("--dry-run goes with migrate up or down.")},
        {"--lock-timeout not a number",
         {s("migrate"), s("up"), s("--lock-timeout"), s("soon"), s("--database"), db},
         s("--lock-timeout needs a number of seconds")},
        {"demo --runs not a number",
         {s("demo"), s("--runs"), s("many"), s("--database"), db},
         s("--runs needs a whole number")},
        {"demo --runs negative",
         {s("demo"), s("--runs"), s("-5"), s("--database"), db},
         s("--runs needs a whole number")},
        {"demo --seed not a number",
         {s("demo"), s("--seed"), s("x"), s("--database"), db},
         s("--seed needs a whole number")},
        {"demo with a stray argument", {s("demo"), s("now"), s("--database"), db}, s("demo takes no argument \"now\"")},
    };
    for (const auto& [name, arguments, message] : withDatabase)
        for (ScratchDatabase::Engine engine : {ScratchDatabase::Engine::Sqlite, ScratchDatabase::Engine::Postgres})
            QTest::newRow(
                qPrintable(QStringLiteral("%1, %2").arg(QLatin1String(name), ScratchDatabase::engineName(engine))))
                << arguments << message << engine;
}

void TestCli::usageErrors() {
    QFETCH(QStringList, arguments);
    QFETCH(QString, message);
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    arguments.replaceInStrings(QStringLiteral("@DB@"), scratch.urlText());

    const CliRun r = run(arguments);
    QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.report()));
    QVERIFY2(r.err.contains(message), qPrintable(r.report()));
    // Bad usage touches nothing: no SQLite file appears, the PostgreSQL database stays empty, no stray file.
    if (engine == ScratchDatabase::Engine::Sqlite)
        QVERIFY2(!QFile::exists(scratch.url().path()), "a usage error created the SQLite file");
    else
        QCOMPARE(tablesOf(scratch), QStringList());
    QVERIFY2(QDir(m_workDir.path()).isEmpty(), "a usage error left a file in the working directory");
    QVERIFY2(r.isOneErrorLine(), qPrintable(r.report()));
}

void TestCli::migrateLifecycle() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(scratch.connect()); // an existing, empty database (for SQLite: an empty file)
    const QString url = scratch.urlText();
    const MigrationSet tabularia = builtIn(Platform::Tabularia, engine);
    const MigrationSet holotable = builtIn(Platform::Holotable, engine);
    // Tabularia's baseline; Holotable's 001 to 021.
    const int nT = int(tabularia.migrations().size()), nH = int(holotable.migrations().size());
    QCOMPARE(nT, 1);
    QCOMPARE(nH, 21);
    const QString lastHolotable = holotable.migrations().constLast().describe();

    // An empty database: check finds both platforms pending, status lists every migration unapplied.
    CliRun r = migrate(QStringLiteral("check"), url);
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QCOMPARE(r.outLinesStartingWith(QStringLiteral("PENDING Tabularia")).size(), 1);
    QCOMPARE(r.outLinesStartingWith(QStringLiteral("PENDING Holotable")).size(), 1);
    QCOMPARE(r.outLines().size(), 2);
    QVERIFY2(r.err.isEmpty(), qPrintable(r.report()));

    r = migrate(QStringLiteral("status"), url);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QMap<QString, QStringList> marks = statusMarks(r.out);
    QCOMPARE(marks.keys(), (QStringList{QStringLiteral("Holotable"), QStringLiteral("Tabularia")}));
    QCOMPARE(marks.value(QStringLiteral("Tabularia")), repeated(QStringLiteral("[ ]"), nT));
    QCOMPARE(marks.value(QStringLiteral("Holotable")), repeated(QStringLiteral("[ ]"), nH));
    for (const MigrationSet* set : {&tabularia, &holotable})
        for (const Migration& m : set->migrations())
            QVERIFY2(r.out.contains(m.describe()), qPrintable(m.describe()));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.report()));
    QCOMPARE(tablesOf(scratch), QStringList()); // check and status only read

    // up on a database that holds neither platform asks what to install, changing nothing.
    r = migrate(QStringLiteral("up"), url);
    QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
    QVERIFY2(r.err.contains(QStringLiteral("holds neither Tabularia nor Holotable")), qPrintable(r.report()));
    QVERIFY2(r.err.contains(QStringLiteral("--platform all")), qPrintable(r.report()));
    QCOMPARE(tablesOf(scratch), QStringList());

    // up --platform all applies every migration, Tabularia's, then Holotable's.
    // Both, named, are asked for: without a terminal to answer on, nothing is installed.
    r = migrate(QStringLiteral("up"), url, {QStringLiteral("--platform"), QStringLiteral("all")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.err.contains(QStringLiteral("Nothing installed: there is no terminal to confirm on")),
             qPrintable(r.report()));
    QCOMPARE(tablesOf(scratch), QStringList());
    r = migrate(QStringLiteral("up"), url,
                {QStringLiteral("--platform"), QStringLiteral("all"), QStringLiteral("--yes")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(r.outLinesStartingWith(QStringLiteral("Applying Tabularia ")).size(), nT);
    QCOMPARE(r.outLinesStartingWith(QStringLiteral("Applying Holotable ")).size(), nH);
    QCOMPARE(r.outLinesStartingWith(QStringLiteral("Applying ")).size(), nT + nH);
    // Counted in English words, as the app counts: "1 migration", "21 migrations".
    const auto applied = [](const char* platform, int n) {
        return QStringLiteral("%1: %2 %3 applied.")
            .arg(QLatin1String(platform), QString::number(n),
                 n == 1 ? QStringLiteral("migration") : QStringLiteral("migrations"));
    };
    QVERIFY2(r.out.contains(applied("Tabularia", nT)), qPrintable(r.report()));
    QVERIFY2(r.out.contains(applied("Holotable", nH)), qPrintable(r.report()));
    QVERIFY2(!r.out.contains(QStringLiteral("(s)")), qPrintable(r.report()));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.report()));
    QList<SchemaStatus> statuses = statusesOf(scratch);
    QCOMPARE(statuses.size(), 2);
    QCOMPARE(statuses.at(0).state, SchemaStatus::State::Current);
    QCOMPARE(statuses.at(0).current, tabularia.head());
    QCOMPARE(statuses.at(1).state, SchemaStatus::State::Current);
    QCOMPARE(statuses.at(1).applied, idsOf(holotable));
    QCOMPARE(tablesOf(scratch), expectedTables(platforms::all()));

    r = migrate(QStringLiteral("check"), url);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(r.outLinesStartingWith(QStringLiteral("OK ")).size(), 2);
    QCOMPARE(r.outLines().size(), 2);

    r = migrate(QStringLiteral("status"), url);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    marks = statusMarks(r.out);
    QCOMPARE(marks.value(QStringLiteral("Tabularia")), repeated(QStringLiteral("[x]"), nT));
    QCOMPARE(marks.value(QStringLiteral("Holotable")), repeated(QStringLiteral("[x]"), nH));

    // down --platform holotable --revision <its last> rolls back exactly Holotable's last migration.
    r = migrate(QStringLiteral("down"), url,
                {QStringLiteral("--platform"), QStringLiteral("holotable"), QStringLiteral("--revision"),
                 holotable.head(), QStringLiteral("--yes")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QStringList rollingBack = r.outLinesStartingWith(QStringLiteral("Rolling back "));
    QCOMPARE(rollingBack, QStringList{QStringLiteral("Rolling back Holotable ") + lastHolotable});
    QVERIFY2(!r.out.contains(QStringLiteral("Tabularia")), qPrintable(r.report()));
    statuses = statusesOf(scratch);
    QCOMPARE(statuses.size(), 2);
    QCOMPARE(statuses.at(0).state, SchemaStatus::State::Current);
    QCOMPARE(statuses.at(0).applied, idsOf(tabularia));
    QCOMPARE(statuses.at(1).state, SchemaStatus::State::Behind);
    QCOMPARE(statuses.at(1).applied, idsOf(holotable).mid(0, nH - 1));
    QCOMPARE(statuses.at(1).pending, QStringList{holotable.head()});
    QVERIFY(tablesOf(scratch).contains(QStringLiteral("chat_messages"))); // 021's rollback brings it back

    r = migrate(QStringLiteral("check"), url);
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QCOMPARE(r.outLinesStartingWith(QStringLiteral("OK ")).size(), 1);
    QCOMPARE(r.outLinesStartingWith(QStringLiteral("PENDING Holotable")).size(), 1);

    r = migrate(QStringLiteral("status"), url);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    marks = statusMarks(r.out);
    QCOMPARE(marks.value(QStringLiteral("Tabularia")), repeated(QStringLiteral("[x]"), nT));
    QCOMPARE(marks.value(QStringLiteral("Holotable")),
             repeated(QStringLiteral("[x]"), nH - 1) + QStringList{QStringLiteral("[ ]")});

    // up again applies just that one migration.
    r = migrate(QStringLiteral("up"), url);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(r.outLinesStartingWith(QStringLiteral("Applying ")),
             QStringList{QStringLiteral("Applying Holotable ") + lastHolotable});
    statuses = statusesOf(scratch);
    QCOMPARE(statuses.at(0).state, SchemaStatus::State::Current);
    QCOMPARE(statuses.at(1).state, SchemaStatus::State::Current);
    QCOMPARE(tablesOf(scratch), expectedTables(platforms::all()));
    r = migrate(QStringLiteral("check"), url);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
}

void TestCli::platformOptionLimitsWhatIsInstalled() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine); // for SQLite the file does not exist yet: up creates it
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const QString url = scratch.urlText();

    CliRun r = migrate(QStringLiteral("up"), url, {QStringLiteral("--platform"), QStringLiteral("tabularia")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(r.outLinesStartingWith(QStringLiteral("Applying Tabularia ")).size(), 1);
    QVERIFY2(!r.out.contains(QStringLiteral("Holotable")), qPrintable(r.report()));
    QCOMPARE(tablesOf(scratch), expectedTables({Platform::Tabularia}));
    QList<SchemaStatus> statuses = statusesOf(scratch);
    QCOMPARE(statuses.size(), 2);
    QCOMPARE(statuses.at(0).state, SchemaStatus::State::Current);
    QCOMPARE(statuses.at(1).state, SchemaStatus::State::Absent);

    // The default platform (all) migrates what the database holds: Holotable stays out.
    r = migrate(QStringLiteral("up"), url);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(r.outLinesStartingWith(QStringLiteral("Applying ")), QStringList());
    QVERIFY2(!r.out.contains(QStringLiteral("Holotable")), qPrintable(r.report()));
    QCOMPARE(tablesOf(scratch), expectedTables({Platform::Tabularia}));
    statuses = statusesOf(scratch);
    QCOMPARE(statuses.at(0).state, SchemaStatus::State::Current);
    QCOMPARE(statuses.at(1).state, SchemaStatus::State::Absent);

    // Likewise check: the one platform held is current.
    r = migrate(QStringLiteral("check"), url);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(r.outLines().size(), 1);
    QVERIFY2(r.out.startsWith(QLatin1String("OK      Tabularia")), qPrintable(r.report()));
}

void TestCli::demoFillsAnEmptyDatabaseOnly() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const QStringList arguments{QStringLiteral("demo"),   QStringLiteral("--runs"), QStringLiteral("200"),
                                QStringLiteral("--seed"), QStringLiteral("3"),      QStringLiteral("--database"),
                                scratch.urlText()};

    CliRun r = run(arguments);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.out.contains(QStringLiteral("(200 runs, seed 3)")), qPrintable(r.report()));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.report()));
    {
        auto conn = scratch.connect();
        QVERIFY(conn);
        QCOMPARE(column(*conn, QStringLiteral("SELECT count(*) FROM runs")), QStringList{QStringLiteral("200")});
    }
    const QList<SchemaStatus> statuses = statusesOf(scratch);
    QCOMPARE(statuses.size(), 2);
    QCOMPARE(statuses.at(0).state, SchemaStatus::State::Current);
    QCOMPARE(statuses.at(1).state, SchemaStatus::State::Current);
    const QStringList before = snapshotOf(scratch);

    // A second demo refuses the filled database and changes nothing.
    r = run(arguments);
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
    QVERIFY2(r.err.contains(QStringLiteral("Nothing was changed")), qPrintable(r.report()));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.report()));
    const QStringList after = snapshotOf(scratch);
    QVERIFY2(after == before, qPrintable(snapshotChanges(before, after) + QLatin1Char('\n') + r.report()));
    QVERIFY2(r.isOneErrorLine(), qPrintable(r.report()));
}

void TestCli::connectionErrors_data() {
    QTest::addColumn<Failure>("failure");
    QTest::addColumn<QString>("command"); // a migrate action, or "demo"
    QTest::addColumn<QString>("message");
    const QString notSqlite = QStringLiteral("not an SQLite database");
    const QString noFile = QStringLiteral("There is no file");
    const QString password = QStringLiteral("password");
    const QString unreachable = QStringLiteral("Could not reach a PostgreSQL server at 127.0.0.1:1");
    const QString noDatabase = QStringLiteral("no database named");
    const auto add = [](const char* name, Failure failure, const char* command, const QString& message) {
        QTest::newRow(name) << failure << QString::fromUtf8(command) << message;
    };
    add("sqlite garbage file: migrate status", Failure::GarbageSqliteFile, "status", notSqlite);
    add("sqlite garbage file: migrate up", Failure::GarbageSqliteFile, "up", notSqlite);
    add("sqlite garbage file: demo", Failure::GarbageSqliteFile, "demo", notSqlite);
    add("sqlite missing file: migrate status", Failure::MissingSqliteFile, "status", noFile);
    add("sqlite missing file: migrate check", Failure::MissingSqliteFile, "check", noFile);
    add("sqlite missing file: migrate down", Failure::MissingSqliteFile, "down", noFile);
    add("postgresql wrong password: migrate status", Failure::WrongPassword, "status", password);
    add("postgresql wrong password: migrate up", Failure::WrongPassword, "up", password);
    add("postgresql wrong password: demo", Failure::WrongPassword, "demo", password);
    add("postgresql unreachable server: migrate status", Failure::UnreachableServer, "status", unreachable);
    add("postgresql unreachable server: migrate up", Failure::UnreachableServer, "up", unreachable);
    add("postgresql missing database: migrate status", Failure::MissingDatabase, "status", noDatabase);
    add("postgresql missing database: migrate up", Failure::MissingDatabase, "up", noDatabase);
    add("postgresql missing database: demo", Failure::MissingDatabase, "demo", noDatabase);
}

void TestCli::connectionErrors() {
    QFETCH(Failure, failure);
    QFETCH(QString, command);
    QFETCH(QString, message);
    const bool sqlite = failure == Failure::GarbageSqliteFile || failure == Failure::MissingSqliteFile;
    ScratchDatabase scratch(sqlite ? ScratchDatabase::Engine::Sqlite : ScratchDatabase::Engine::Postgres);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const DatabaseUrl& real = scratch.url();
    QString url = scratch.urlText();
    QProcessEnvironment environment;
    const QString wrongPassword = QStringLiteral("not-the-password-4711");
    const QString missingDatabase = real.databaseName() + QStringLiteral("_missing");
    QByteArray garbage(4096, '\0');
    for (int i = 0; i < garbage.size(); ++i)
        garbage[i] = char((i * 73 + 41) % 251);

    switch (failure) {
    case Failure::GarbageSqliteFile: {
        QFile file(real.path());
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(garbage), garbage.size());
        break;
    }
    case Failure::MissingSqliteFile:
        QVERIFY(!QFile::exists(real.path()));
        break;
    case Failure::WrongPassword:
        environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("PGPASSWORD"), wrongPassword);
        break;
    case Failure::UnreachableServer:
        url = QStringLiteral("postgresql://%1@127.0.0.1:1/%2").arg(real.user(), real.databaseName());
        break;
    case Failure::MissingDatabase:
        url = QStringLiteral("postgresql://%1@%2:%3/%4")
                  .arg(real.user(), real.host())
                  .arg(real.port())
                  .arg(missingDatabase);
        break;
    }

    QStringList arguments = command == QLatin1String("demo")
                                ? QStringList{QStringLiteral("demo"), QStringLiteral("--runs"), QStringLiteral("10"),
                                              QStringLiteral("--database"), url}
                                : QStringList{QStringLiteral("migrate"), command, QStringLiteral("--database"), url};
    if (command == QLatin1String("down")) // a complete down: the connection is what fails
        arguments << QStringLiteral("--platform") << QStringLiteral("holotable") << QStringLiteral("--revision")
                  << QStringLiteral("021_drop_chat_messages.sql") << QStringLiteral("--yes");
    const CliRun r = run(arguments, environment);
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.report()));
    QVERIFY2(r.err.startsWith(QLatin1String("metadesk-cli: ")), qPrintable(r.report()));
    QVERIFY2(r.err.contains(message), qPrintable(r.report()));

    switch (failure) {
    case Failure::GarbageSqliteFile: {
        QFile file(real.path());
        QVERIFY2(file.open(QIODevice::ReadOnly), "the garbage file was removed");
        QVERIFY2(file.readAll() == garbage, "the garbage file was changed");
        break;
    }
    case Failure::MissingSqliteFile:
        QVERIFY2(!QFile::exists(real.path()), "the missing SQLite file was created");
        break;
    case Failure::WrongPassword:
        QVERIFY2(!r.err.contains(wrongPassword), "the error shows the password");
        QCOMPARE(tablesOf(scratch), QStringList());
        break;
    case Failure::UnreachableServer:
        break;
    case Failure::MissingDatabase:
        QVERIFY2(r.err.contains(missingDatabase), qPrintable(r.report()));
        break;
    }
    QVERIFY2(r.isOneErrorLine(), qPrintable(r.report()));
}

void TestCli::newerSchemaIsRefused() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const QString url = scratch.urlText();
    CliRun r = migrate(QStringLiteral("up"), url,
                       {QStringLiteral("--platform"), QStringLiteral("all"), QStringLiteral("--yes")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    {
        auto conn = scratch.connect();
        QVERIFY(conn);
        QString error;
        QVERIFY2(conn->exec(QStringLiteral("UPDATE alembic_version SET version_num = 'ffff00000000'"), &error),
                 qPrintable(error));
    }
    const QStringList before = snapshotOf(scratch);
    QVERIFY(before.contains(QStringLiteral("alembic_version = ffff00000000")));

    r = migrate(QStringLiteral("check"), url);
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    // An Alembic revision it does not know may be older or newer: it is called neither.
    const QStringList tabularia = r.outLinesStartingWith(QStringLiteral("UNKNOWN Tabularia"));
    QCOMPARE(tabularia.size(), 1);
    QVERIFY2(tabularia.first().contains(QStringLiteral("ffff00000000")), qPrintable(r.report()));
    QVERIFY2(tabularia.first().contains(QStringLiteral("does not know")), qPrintable(r.report()));
    QVERIFY2(!tabularia.first().contains(QStringLiteral("newer")), qPrintable(r.report()));
    QCOMPARE(r.outLinesStartingWith(QStringLiteral("OK      Holotable")).size(), 1);

    r = migrate(QStringLiteral("status"), url);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.out.contains(QStringLiteral("[?] ffff00000000")), qPrintable(r.report()));

    r = migrate(QStringLiteral("up"), url);
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
    QVERIFY2(r.err.contains(QStringLiteral("ffff00000000")), qPrintable(r.report()));
    QVERIFY2(r.err.contains(QStringLiteral("nothing was changed")), qPrintable(r.report()));
    QCOMPARE(r.outLinesStartingWith(QStringLiteral("Applying ")), QStringList());
    const QStringList after = snapshotOf(scratch);
    QVERIFY2(after == before, qPrintable(snapshotChanges(before, after) + QLatin1Char('\n') + r.report()));
    QVERIFY2(r.isOneErrorLine(), qPrintable(r.report()));
}

void TestCli::refusedPlatformLeavesTheOtherUnchanged_data() {
    QTest::addColumn<ScratchDatabase::Engine>("engine");
    QTest::addColumn<QString>("action");
    // down acts on the one platform it names (migrate down --platform …), so only up and lint take "all".
    for (ScratchDatabase::Engine engine : {ScratchDatabase::Engine::Sqlite, ScratchDatabase::Engine::Postgres}) {
        const QString name = ScratchDatabase::engineName(engine);
        QTest::newRow(qPrintable(QStringLiteral("up, Tabularia unknown, Holotable behind, ") + name))
            << engine << QStringLiteral("up");
        QTest::newRow(qPrintable(QStringLiteral("up, Tabularia current, Holotable newer, ") + name))
            << engine << QStringLiteral("up-newer");
    }
}

/// With --platform all, a platform the CLI must refuse (unknown, or newer than the code) means the other platform is
/// left alone too: the command fails with "nothing was changed", so nothing may have changed.
void TestCli::refusedPlatformLeavesTheOtherUnchanged() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(QString, action);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const QString url = scratch.urlText();
    const bool newer = action == QLatin1String("up-newer");
    CliRun r = migrate(QStringLiteral("up"), url,
                       {QStringLiteral("--platform"), QStringLiteral("all"), QStringLiteral("--yes")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    if (!newer) { // Holotable behind: its last migration rolled back
        r = migrate(QStringLiteral("down"), url,
                    {QStringLiteral("--platform"), QStringLiteral("holotable"), QStringLiteral("--revision"),
                     QStringLiteral("021_drop_chat_messages.sql"), QStringLiteral("--yes")});
        QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    }
    {
        auto conn = scratch.connect();
        QVERIFY(conn);
        QString error;
        const QString sql = newer ? QStringLiteral("INSERT INTO schema_migrations (name) VALUES ('999_future.sql')")
                                  : QStringLiteral("UPDATE alembic_version SET version_num = 'ffff00000000'");
        QVERIFY2(conn->exec(sql, &error), qPrintable(error));
    }
    const QStringList before = snapshotOf(scratch);

    r = migrate(QStringLiteral("up"), url);
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
    // A Holotable file after the last one shipped is newer; an Alembic revision Metadesk does not know is just that.
    QVERIFY2(r.err.contains(newer ? QStringLiteral("newer") : QStringLiteral("does not know")), qPrintable(r.report()));
    QVERIFY2(r.err.contains(QStringLiteral("nothing was changed")), qPrintable(r.report()));
    const QStringList after = snapshotOf(scratch);
    QVERIFY2(after == before, qPrintable(snapshotChanges(before, after) + QLatin1Char('\n') + r.report()));
}

void TestCli::downNeedsThePlatformAndTheLastAppliedRevision() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const QString url = scratch.urlText();
    CliRun r = migrate(QStringLiteral("up"), url,
                       {QStringLiteral("--platform"), QStringLiteral("all"), QStringLiteral("--yes")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QStringList before = snapshotOf(scratch);
    const QString lastHolotable = builtIn(Platform::Holotable, engine).head();
    const MigrationSet tabularia = builtIn(Platform::Tabularia, engine);
    const Migration& baseline = tabularia.migrations().constFirst();

    // No platform (the default, all), then no revision: usage errors that say what to pass and which revision is the
    // last applied one, read from the database.
    r = migrate(QStringLiteral("down"), url, {QStringLiteral("--yes")});
    QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine() && r.err.contains(QStringLiteral("pass --platform tabularia or --platform holotable")),
             qPrintable(r.report()));
    QVERIFY2(r.err.contains(QStringLiteral("The last applied Holotable migration is %1.").arg(lastHolotable)),
             qPrintable(r.report()));
    QVERIFY2(r.err.contains(
                 QStringLiteral("The last applied Tabularia migration is %1, which has no rollback.").arg(baseline.id)),
             qPrintable(r.report()));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.report()));
    r = migrate(QStringLiteral("down"), url, {QStringLiteral("--platform"), QStringLiteral("holotable")});
    QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine() && r.err.contains(QStringLiteral("needs --revision NAME")) &&
                 r.err.contains(QStringLiteral("The last applied Holotable migration is %1.").arg(lastHolotable)) &&
                 !r.err.contains(QStringLiteral("Tabularia")),
             qPrintable(r.report()));

    // A revision that is not the last applied one: refused, exit 1, nothing changed.
    r = migrate(QStringLiteral("down"), url,
                {QStringLiteral("--platform"), QStringLiteral("holotable"), QStringLiteral("--revision"),
                 QStringLiteral("020_dashboard_chat_conversations.sql"), QStringLiteral("--yes")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine() && r.err.contains(lastHolotable) &&
                 r.err.contains(QStringLiteral("Nothing was changed")),
             qPrintable(r.report()));
    // The baseline: refused with its reason, even when named and confirmed.
    r = migrate(QStringLiteral("down"), url,
                {QStringLiteral("--platform"), QStringLiteral("tabularia"), QStringLiteral("--revision"), baseline.id,
                 QStringLiteral("--yes")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine() && r.err.contains(QStringLiteral("has no rollback")) &&
                 r.err.contains(QStringLiteral("not a rollback")),
             qPrintable(r.report()));
    QVERIFY2(!baseline.hasRollback(), "the baseline declares no rollback");
    QCOMPARE(r.outLinesStartingWith(QStringLiteral("Rolling back ")), QStringList());
    const QStringList after = snapshotOf(scratch);
    QVERIFY2(after == before, qPrintable(snapshotChanges(before, after)));
}

void TestCli::downPreviewsWhatItDestroysAndRollsBackOnlyWithYes() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const QString url = scratch.urlText();
    const MigrationSet set = builtIn(Platform::Holotable, engine);
    const QString at019 = QStringLiteral("019_conversations.sql");
    // Holotable at 019, holding a conversation: its rollback drops conversations and conversation_messages and
    // deletes the 'chat' generation log rows.
    CliRun r = migrate(QStringLiteral("up"), url, {QStringLiteral("--platform"), QStringLiteral("holotable")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    for (const QString& revision : {set.head(), QStringLiteral("020_dashboard_chat_conversations.sql")}) {
        r = migrate(QStringLiteral("down"), url,
                    {QStringLiteral("--platform"), QStringLiteral("holotable"), QStringLiteral("--revision"), revision,
                     QStringLiteral("--yes")});
        QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    }
    QVERIFY(test::execAll(scratch, holotable019Rows(engine)));
    const QStringList before = snapshotOf(scratch);
    const QStringList down019{QStringLiteral("--platform"), QStringLiteral("holotable"), QStringLiteral("--revision"),
                              at019};

    // No --yes and no terminal (stdin is /dev/null here): the preview, then a refusal; nothing changed.
    r = migrate(QStringLiteral("down"), url, down019);
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine() && r.err.contains(QStringLiteral("--yes")) &&
                 r.err.contains(QStringLiteral("Nothing was changed")),
             qPrintable(r.report()));
    QVERIFY2(r.out.contains(QStringLiteral("  error [drop-table]: drops table conversation_messages with its 2 rows")),
             qPrintable(r.report()));
    QVERIFY2(r.out.contains(QStringLiteral("  error [drop-table]: drops table conversations with its 1 row")),
             qPrintable(r.report()));
    QVERIFY2(r.out.contains(
                 QStringLiteral("  warning [delete-rows]: deletes 1 row of generation_log's 2 rows (counted now)\n")),
             qPrintable(r.report()));
    QCOMPARE(r.outLinesStartingWith(QStringLiteral("Rolling back ")), QStringList());
    QVERIFY2(snapshotOf(scratch) == before, qPrintable(snapshotChanges(before, snapshotOf(scratch))));

    // --yes: exactly that one is rolled back.
    r = migrate(QStringLiteral("down"), url, down019 + QStringList{QStringLiteral("--yes")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.out.contains(QStringLiteral("drops table conversations with its 1 row")), qPrintable(r.report()));
    QCOMPARE(r.outLinesStartingWith(QStringLiteral("Rolling back ")).size(), 1);
    QVERIFY2(r.out.contains(QStringLiteral("Holotable: rolled back %1.").arg(at019)), qPrintable(r.report()));
    const SchemaStatus s = statusesOf(scratch).at(1);
    QCOMPARE(s.current, QStringLiteral("018_source_secret_ref_optional.sql"));
    QVERIFY(!tablesOf(scratch).contains(QStringLiteral("conversations")));
    auto conn = scratch.connect();
    QCOMPARE(column(*conn, QStringLiteral("SELECT mode FROM generation_log")), QStringList{QStringLiteral("panel")});
}

void TestCli::downAsksOnATerminal() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const QString url = scratch.urlText();
    CliRun r = migrate(QStringLiteral("up"), url, {QStringLiteral("--platform"), QStringLiteral("holotable")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QString last = builtIn(Platform::Holotable, engine).head();
    const QStringList before = snapshotOf(scratch);

    // The CLI's standard input is a pseudo-terminal; the test types the answer on its other side.
    const auto answer = [&](const QByteArray& typed, QString* out, QString* err) {
        const int master = posix_openpt(O_RDWR | O_NOCTTY);
        if (master < 0 || grantpt(master) != 0 || unlockpt(master) != 0)
            return -2;
        QProcess process;
        process.setWorkingDirectory(m_workDir.path());
        process.setStandardInputFile(QString::fromLocal8Bit(ptsname(master)));
        process.start(m_cli, {QStringLiteral("migrate"), QStringLiteral("down"), QStringLiteral("--platform"),
                              QStringLiteral("holotable"), QStringLiteral("--revision"), last,
                              QStringLiteral("--database"), url});
        if (!process.waitForStarted(kTimeoutMs) || ::write(master, typed.constData(), size_t(typed.size())) < 0) {
            ::close(master);
            return -3;
        }
        const bool finished = process.waitForFinished(kTimeoutMs);
        ::close(master);
        *out = QString::fromUtf8(process.readAllStandardOutput());
        *err = QString::fromUtf8(process.readAllStandardError());
        return finished ? process.exitCode() : -1;
    };
    QString out, err;
    const QString prompt = QStringLiteral("Type yes to roll back Holotable %1: ").arg(last);
    QCOMPARE(answer("no\n", &out, &err), 1);
    QVERIFY2(out.contains(prompt), qPrintable(out));
    QVERIFY2(err.contains(QStringLiteral("the answer was not yes")), qPrintable(err));
    QVERIFY2(snapshotOf(scratch) == before, qPrintable(snapshotChanges(before, snapshotOf(scratch))));
    QCOMPARE(answer("yes\n", &out, &err), 0);
    QVERIFY2(out.contains(prompt) && out.contains(QStringLiteral("Holotable: rolled back %1.").arg(last)),
             qPrintable(out + err));
    QCOMPARE(statusesOf(scratch).at(1).pending, QStringList{last});
}

void TestCli::lintFindsDataLossAndExitsOneOnAnError() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const QString url = scratch.urlText();
    const MigrationSet set = builtIn(Platform::Holotable, engine);
    const Migration& last = set.migrations().constLast();
    CliRun r = migrate(QStringLiteral("up"), url, {QStringLiteral("--platform"), QStringLiteral("holotable")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    r = migrate(QStringLiteral("down"), url,
                {QStringLiteral("--platform"), QStringLiteral("holotable"), QStringLiteral("--revision"), last.id,
                 QStringLiteral("--yes")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));

    // 021 pending, chat_messages empty: a notice, exit 0.
    r = migrate(QStringLiteral("lint"), url);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(r.outLines(),
             (QStringList{QStringLiteral("holotable/%1:3: notice [drop-table]: drops table chat_messages, which holds "
                                         "no rows")
                              .arg(last.fileName),
                          QStringLiteral("Holotable: 1 pending migration linted: 0 errors, 0 warnings, 1 "
                                         "notice.")}));
    QVERIFY2(r.err.isEmpty(), qPrintable(r.report()));

    // With rows in chat_messages: an error with the count, exit 1; read-only, nothing changes.
    QVERIFY(test::execAll(
        scratch, {QStringLiteral("INSERT INTO dashboards (id, workspace_id, title, created_by) VALUES "
                                 "('11111111-1111-4111-8111-111111111111', 'w1', 'Ops', 'alice')"),
                  QStringLiteral("INSERT INTO chat_messages (id, dashboard_id, user_sub, role, content) VALUES "
                                 "('m1', '11111111-1111-4111-8111-111111111111', 'alice', 'user', '{}'), "
                                 "('m2', '11111111-1111-4111-8111-111111111111', 'alice', 'assistant', '{}'), "
                                 "('m3', '11111111-1111-4111-8111-111111111111', 'alice', 'user', '{}')")}));
    const QStringList before = snapshotOf(scratch);
    r = migrate(QStringLiteral("lint"), url, {QStringLiteral("--json")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(root.value(QStringLiteral("errors")).toInt(), 1);
    const QJsonArray platformsJson = root.value(QStringLiteral("platforms")).toArray();
    QCOMPARE(platformsJson.size(), 1); // the platform the database holds
    const QJsonObject holotable = platformsJson.first().toObject();
    QCOMPARE(holotable.value(QStringLiteral("pending")).toArray(), QJsonArray{last.id});
    const QJsonArray findings = holotable.value(QStringLiteral("findings")).toArray();
    QCOMPARE(findings.size(), 1);
    const QJsonObject f = findings.first().toObject();
    QCOMPARE(f.value(QStringLiteral("id")).toString(), QStringLiteral("drop-table"));
    QCOMPARE(f.value(QStringLiteral("level")).toString(), QStringLiteral("error"));
    QCOMPARE(f.value(QStringLiteral("table")).toString(), QStringLiteral("chat_messages"));
    QCOMPARE(f.value(QStringLiteral("rows")).toInteger(), 3);
    QCOMPARE(f.value(QStringLiteral("rows_count")).toString(), QStringLiteral("exact"));
    QCOMPARE(f.value(QStringLiteral("migration")).toString(), last.id);
    QCOMPARE(f.value(QStringLiteral("statement")).toInt(), 1);
    QCOMPARE(f.value(QStringLiteral("line")).toInt(), 3);
    QVERIFY2(f.value(QStringLiteral("bytes")).toInteger() > 0, qPrintable(r.out)); // pg_total_relation_size, dbstat

    // up --dry-run prints the same finding before the SQL.
    r = migrate(QStringLiteral("up"), url, {QStringLiteral("--dry-run")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(
        r.out.contains(QStringLiteral("-- holotable/%1:3: error [drop-table]: drops table chat_messages with its 3 "
                                      "rows")
                           .arg(last.fileName)),
        qPrintable(r.report()));
    QVERIFY2(snapshotOf(scratch) == before, qPrintable(snapshotChanges(before, snapshotOf(scratch))));

    // A database that cannot be read: exit 3.
    r = migrate(QStringLiteral("lint"), url + (engine == ScratchDatabase::Engine::Sqlite ? QStringLiteral(".missing")
                                                                                         : QStringLiteral("_missing")));
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
}

void TestCli::dryRunPrintsTheSqlAndChangesNothing() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const QString url = scratch.urlText();
    const MigrationSet set = builtIn(Platform::Holotable, engine);
    const Migration& last = set.migrations().constLast();
    const Migration& beforeLast = set.migrations().at(set.migrations().size() - 2);
    CliRun r = migrate(QStringLiteral("up"), url, {QStringLiteral("--platform"), QStringLiteral("holotable")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    r = migrate(QStringLiteral("down"), url,
                {QStringLiteral("--platform"), QStringLiteral("holotable"), QStringLiteral("--revision"), last.id,
                 QStringLiteral("--yes")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QStringList before = snapshotOf(scratch);

    r = migrate(QStringLiteral("up"), url, {QStringLiteral("--dry-run")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.out.contains(QStringLiteral("-- Holotable: would apply ") + last.describe()), qPrintable(r.report()));
    // The lint's findings come first: 021 drops chat_messages, empty here.
    const QString finding = QStringLiteral("-- holotable/%1:3: notice [drop-table]: drops table chat_messages, which "
                                           "holds no rows\n")
                                .arg(last.fileName);
    QVERIFY2(r.out.contains(finding), qPrintable(r.report()));
    QVERIFY2(r.out.indexOf(finding) < r.out.indexOf(QStringLiteral("-- Holotable: would apply ")),
             qPrintable(r.report()));
    // Every statement of the pending migration, exactly as it will run on this engine, with its place in the file.
    for (const SqlScript::Statement& st : last.statements(false)) {
        QVERIFY2(r.out.contains(st.sql + QStringLiteral(";\n")), qPrintable(st.sql));
        QVERIFY2(r.out.contains(
                     QStringLiteral("-- statement %1, line %2 of %3").arg(st.number).arg(st.line).arg(last.fileName)),
                 qPrintable(r.report()));
    }
    QVERIFY2(!r.out.contains(set.migrations().first().describe()), "an applied migration is not shown");
    QCOMPARE(r.outLinesStartingWith(QStringLiteral("Applying ")), QStringList());
    QVERIFY2(r.err.isEmpty(), qPrintable(r.report()));

    r = migrate(QStringLiteral("down"), url,
                {QStringLiteral("--dry-run"), QStringLiteral("--platform"), QStringLiteral("holotable"),
                 QStringLiteral("--revision"), beforeLast.id});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.out.contains(QStringLiteral("would roll back ") + beforeLast.describe()), qPrintable(r.report()));
    // 020's rollback deletes the dashboard conversations (none here) and drops an index.
    QVERIFY2(r.out.contains(QStringLiteral("-- holotable/%1:%2 (rollback): notice [delete-rows]: deletes rows of "
                                           "conversations, which holds none now\n")
                                .arg(beforeLast.fileName)
                                .arg(beforeLast.statements(true).first().line)),
             qPrintable(r.report()));
    for (const SqlScript::Statement& st : beforeLast.statements(true))
        QVERIFY2(r.out.contains(st.sql + QStringLiteral(";\n")), qPrintable(st.sql));

    const QStringList after = snapshotOf(scratch);
    QVERIFY2(after == before, qPrintable(snapshotChanges(before, after)));
    r = migrate(QStringLiteral("check"), url);
    QVERIFY2(r.exitedWith(1), qPrintable(r.report())); // still pending
}

void TestCli::checkWithALeastPrivilegeRoleComparesOrSaysItCouldNot() {
    // A monitoring role that may read the version tables and nothing else, and may create no schema: the check
    // compares (it writes nothing and reads the catalog, not information_schema, so the tables it cannot read are
    // not missing). When it cannot compare, it is not a pass: exit 3.
    ScratchDatabase scratch(ScratchDatabase::Engine::Postgres);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const QString url = scratch.urlText();
    CliRun r = migrate(QStringLiteral("up"), url,
                       {QStringLiteral("--platform"), QStringLiteral("all"), QStringLiteral("--yes")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    auto admin = scratch.connect();
    QVERIFY(admin);
    const QString role = QStringLiteral("metadesk_monitor_%1").arg(QCoreApplication::applicationPid());
    const QString database = admin->db().databaseName();
    QString error;
    const auto sql = [&](const QString& statement) {
        QVERIFY2(admin->exec(statement, &error), qPrintable(statement + QStringLiteral(": ") + error));
    };
    sql(QStringLiteral("DROP ROLE IF EXISTS ") + role);
    sql(QStringLiteral("CREATE ROLE %1 LOGIN PASSWORD '%2'").arg(role, qEnvironmentVariable("PGPASSWORD")));
    sql(QStringLiteral("REVOKE CREATE, TEMPORARY ON DATABASE \"%1\" FROM PUBLIC").arg(database));
    sql(QStringLiteral("GRANT SELECT ON alembic_version, schema_migrations TO ") + role);
    QString roleUrl = url;
    roleUrl.replace(QStringLiteral("postgres@"), role + QLatin1Char('@'));
    QVERIFY2(roleUrl != url, qPrintable(url));

    r = migrate(QStringLiteral("check"), roleUrl);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(r.outLinesStartingWith(QStringLiteral("OK      Tabularia")).size(), 1);
    QCOMPARE(r.outLinesStartingWith(QStringLiteral("OK      Holotable")).size(), 1);
    sql(QStringLiteral("ALTER TABLE sources ALTER COLUMN secret_ref SET NOT NULL")); // a names-only check saw nothing
    r = migrate(QStringLiteral("check"), roleUrl);
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.out.contains(QStringLiteral("sources.secret_ref is NOT NULL")), qPrintable(r.report()));
    sql(QStringLiteral("ALTER TABLE sources ALTER COLUMN secret_ref DROP NOT NULL"));

    // The catalog the comparison reads is closed to the role: "could not check", never "OK".
    sql(QStringLiteral("REVOKE SELECT ON pg_catalog.pg_proc FROM PUBLIC"));
    r = migrate(QStringLiteral("check"), roleUrl);
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
    QVERIFY2(r.outLinesStartingWith(QStringLiteral("UNCHECKED ")).size() >= 1, qPrintable(r.report()));
    QVERIFY2(!r.out.contains(QStringLiteral("OK      Holotable")), qPrintable(r.report()));
    QVERIFY2(r.err.contains(QStringLiteral("not a pass")), qPrintable(r.report()));
    sql(QStringLiteral("GRANT SELECT ON pg_catalog.pg_proc TO PUBLIC"));

    // Nothing of the check stayed behind: no scratch schema, ever.
    QSqlQuery q;
    QVERIFY(admin->execBound(&q, QStringLiteral("SELECT count(*) FROM pg_namespace WHERE nspname LIKE 'metadesk%'"), {},
                             &error));
    QVERIFY(q.next());
    QCOMPARE(q.value(0).toInt(), 0);
    sql(QStringLiteral("REVOKE ALL ON alembic_version, schema_migrations FROM ") + role);
    sql(QStringLiteral("DROP ROLE ") + role);
}

void TestCli::checkAndStatusFlagDrift() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const QString url = scratch.urlText();
    CliRun r = migrate(QStringLiteral("up"), url,
                       {QStringLiteral("--platform"), QStringLiteral("all"), QStringLiteral("--yes")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    r = migrate(QStringLiteral("check"), url);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    r = migrate(QStringLiteral("status"), url);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    // Holotable's schema_migrations records when each file ran; Tabularia's alembic_version does not.
    QVERIFY2(r.out.contains(QStringLiteral("applied (when not recorded)")), qPrintable(r.report()));
    QVERIFY2(r.out.contains(QStringLiteral(" UTC\n")), qPrintable(r.report()));
    QVERIFY2(!r.out.contains(QStringLiteral("DRIFT")), qPrintable(r.report()));

    // Someone changes the schema by hand: neither platform records a checksum, so the live schema is compared with
    // the one the applied migrations make.
    {
        auto conn = scratch.connect();
        QString error;
        QVERIFY2(conn->exec(QStringLiteral("ALTER TABLE templates ADD COLUMN hand_made TEXT"), &error),
                 qPrintable(error));
    }
    r = migrate(QStringLiteral("check"), url);
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    const QStringList drifted = r.outLinesStartingWith(QStringLiteral("DRIFTED Holotable"));
    QCOMPARE(drifted.size(), 1);
    QVERIFY2(drifted.first().contains(QStringLiteral("extra column templates.hand_made")), qPrintable(r.report()));
    QCOMPARE(r.outLinesStartingWith(QStringLiteral("OK      Tabularia")).size(), 1);
    r = migrate(QStringLiteral("status"), url);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QStringList marks = statusMarks(r.out).value(QStringLiteral("Holotable"));
    QCOMPARE(marks, repeated(QStringLiteral("[x]"), marks.size() - 1) + QStringList{QStringLiteral("[!]")});
    QVERIFY2(r.out.contains(QStringLiteral("DRIFT: the live schema differs")), qPrintable(r.report()));

    // An unknown revision is drift too.
    {
        auto conn = scratch.connect();
        QString error;
        QVERIFY(conn->exec(QStringLiteral("UPDATE alembic_version SET version_num = 'ffff99990000'"), &error));
    }
    r = migrate(QStringLiteral("check"), url, {QStringLiteral("--platform"), QStringLiteral("tabularia")});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    r = migrate(QStringLiteral("status"), url, {QStringLiteral("--platform"), QStringLiteral("tabularia")});
    QVERIFY2(r.out.contains(QStringLiteral("[?] ffff99990000 — applied (when not recorded) — DRIFT")),
             qPrintable(r.report()));
}

void TestCli::stampRefusesADifferentSchemaAndAcceptsAMatchingOne() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const QString url = scratch.urlText();
    CliRun r = migrate(QStringLiteral("up"), url, {QStringLiteral("--platform"), QStringLiteral("tabularia")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    {
        auto conn = scratch.connect();
        QString error;
        QVERIFY(conn->exec(QStringLiteral("DROP TABLE alembic_version"), &error)); // "created by other means"
    }
    const QStringList before = snapshotOf(scratch);
    const MigrationSet set = builtIn(Platform::Tabularia, engine);

    // A column the revision lacks, and a table it has that is gone: listed, nothing stamped.
    {
        auto conn = scratch.connect();
        QString error;
        QVERIFY(conn->exec(QStringLiteral("ALTER TABLE users ADD COLUMN nickname VARCHAR"), &error));
        QVERIFY(conn->exec(QStringLiteral("DROP TABLE dbt_ai_texts"), &error));
    }
    const QStringList altered = snapshotOf(scratch);
    r = run({QStringLiteral("migrate"), QStringLiteral("stamp"), set.migrations().first().id,
             QStringLiteral("--database"), url});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.out.contains(QStringLiteral("  extra column users.nickname\n")), qPrintable(r.report()));
    QVERIFY2(r.out.contains(QStringLiteral("  missing table dbt_ai_texts\n")), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine() && r.err.contains(QStringLiteral("nothing was stamped")), qPrintable(r.report()));
    QVERIFY2(snapshotOf(scratch) == altered, qPrintable(snapshotChanges(altered, snapshotOf(scratch))));
    {
        // Put right: the column gone, the table made again from the baseline's own text.
        auto conn = scratch.connect();
        QString error;
        QVERIFY(conn->exec(QStringLiteral("ALTER TABLE users DROP COLUMN nickname"), &error));
        for (const SqlScript::Statement& st : set.migrations().first().statements(false))
            if (st.sql.contains(QStringLiteral("CREATE TABLE dbt_ai_texts")) ||
                st.sql.contains(QStringLiteral("ON dbt_ai_texts")))
                QVERIFY2(conn->exec(st.sql, &error), qPrintable(error));
    }
    QVERIFY2(snapshotOf(scratch) == before, qPrintable(snapshotChanges(before, snapshotOf(scratch))));

    r = run({QStringLiteral("migrate"), QStringLiteral("stamp"), QStringLiteral("0badc0ffee00"),
             QStringLiteral("--database"), url});
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine() && r.err.contains(QStringLiteral("0badc0ffee00")), qPrintable(r.report()));

    r = run({QStringLiteral("migrate"), QStringLiteral("stamp"), set.head(), QStringLiteral("--database"), url});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.out.contains(QStringLiteral("Stamped Tabularia at ")), qPrintable(r.report()));
    r = migrate(QStringLiteral("check"), url, {QStringLiteral("--platform"), QStringLiteral("tabularia")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    // Holotable, by file name: not installed, so its first revision's tables are missing.
    r = run({QStringLiteral("migrate"), QStringLiteral("stamp"), QStringLiteral("001_init.sql"),
             QStringLiteral("--database"), url});
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.out.contains(QStringLiteral("  missing table dashboards\n")), qPrintable(r.report()));
}

void TestCli::upSaysWhatItLosesAndAsksFirst() {
    // Holotable at 020 with a dashboard chat: applying 021 drops chat_messages and its rows. up prints the lint's
    // error and applies only after a yes; without a terminal it refuses, changing nothing.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const QString url = scratch.urlText();
    CliRun r = migrate(QStringLiteral("up"), url, {QStringLiteral("--platform"), QStringLiteral("holotable")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    r = migrate(QStringLiteral("down"), url,
                {QStringLiteral("--platform"), QStringLiteral("holotable"), QStringLiteral("--revision"),
                 QStringLiteral("021_drop_chat_messages.sql"), QStringLiteral("--yes")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY(test::execAll(
        scratch, {QStringLiteral("INSERT INTO dashboards (id, workspace_id, title, created_by) VALUES "
                                 "('11111111-1111-4111-8111-111111111111', 'w1', 'Ops', 'alice')"),
                  QStringLiteral("INSERT INTO chat_messages (id, dashboard_id, user_sub, role, content) VALUES "
                                 "('m1', '11111111-1111-4111-8111-111111111111', 'alice', 'user', '{}')")}));
    r = migrate(QStringLiteral("up"), url);
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QVERIFY2(r.out.contains(QStringLiteral("error [drop-table]: drops table chat_messages with its 1 row")),
             qPrintable(r.report()));
    QVERIFY2(r.err.contains(QStringLiteral("Not applied")), qPrintable(r.report()));
    QCOMPARE(statusesOf(scratch).at(1).current, QStringLiteral("020_dashboard_chat_conversations.sql"));
    r = migrate(QStringLiteral("up"), url, {QStringLiteral("--yes")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QCOMPARE(statusesOf(scratch).at(1).state, SchemaStatus::State::Current);
}

void TestCli::partialInstallIsReportedAndARetryFinishesIt() {
    // Both platforms into a database where Holotable's first migration cannot run (a view already has the name of
    // one of its tables), so Tabularia installs and Holotable does not. That is said, migrate check does not pass,
    // and once the cause is gone the same command run again finishes it.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    const QString url = scratch.urlText();
    {
        auto conn = scratch.connect();
        QString error;
        QVERIFY2(conn->exec(QStringLiteral("CREATE VIEW sources AS SELECT 1 AS x"), &error), qPrintable(error));
    }
    const QStringList install{QStringLiteral("--platform"), QStringLiteral("all"), QStringLiteral("--yes")};
    CliRun r = migrate(QStringLiteral("up"), url, install);
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
    QVERIFY2(r.err.contains(QStringLiteral("Partly done: Tabularia is up to date, Holotable is not")),
             qPrintable(r.report()));
    QList<SchemaStatus> statuses = statusesOf(scratch);
    QCOMPARE(statuses.at(0).state, SchemaStatus::State::Current);
    QCOMPARE(statuses.at(1).state, SchemaStatus::State::Behind); // begun, not absent
    QVERIFY2(statuses.at(1).detail.contains(QStringLiteral("began and did not finish")),
             qPrintable(statuses.at(1).detail));
    r = migrate(QStringLiteral("check"), url);
    QVERIFY2(r.exitedWith(1), qPrintable(r.report()));
    QCOMPARE(r.outLinesStartingWith(QStringLiteral("PENDING Holotable")).size(), 1);

    {
        auto conn = scratch.connect();
        QString error;
        QVERIFY2(conn->exec(QStringLiteral("DROP VIEW sources"), &error), qPrintable(error));
    }
    r = migrate(QStringLiteral("up"), url); // what the database holds, Holotable's begun install included
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY2(r.out.contains(QStringLiteral("Holotable: 21 migrations applied.")), qPrintable(r.report()));
    r = migrate(QStringLiteral("check"), url);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
}

void TestCli::concurrentRunsApplyOnceAndReportTheLockHolder() {
    // PostgreSQL's advisory lock names its holder; SQLite's write lock does not (tst_Migrator covers its waits).
    ScratchDatabase scratch(ScratchDatabase::Engine::Postgres);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    auto holder = scratch.connect();
    QSqlQuery q(holder->db());
    QVERIFY(q.exec(QStringLiteral("SELECT pg_backend_pid()")) && q.next());
    const QString pid = q.value(0).toString();
    q.prepare(QStringLiteral("SELECT pg_advisory_lock(?)"));
    q.addBindValue(Migrator::lockKey(Platform::Tabularia));
    QVERIFY2(q.exec(), qPrintable(q.lastError().text()));

    const QStringList args{QStringLiteral("migrate"), QStringLiteral("up"),         QStringLiteral("--platform"),
                           QStringLiteral("all"),     QStringLiteral("--yes"),      QStringLiteral("--lock-timeout"),
                           QStringLiteral("90"),      QStringLiteral("--database"), scratch.urlText()};
    QProcess a, b;
    QString outA, outB;
    a.start(m_cli, args);
    b.start(m_cli, args);
    QVERIFY(a.waitForStarted(kTimeoutMs) && b.waitForStarted(kTimeoutMs));
    // Both wait, each saying who holds the lock.
    QElapsedTimer timer;
    timer.start();
    while (!(outA.contains(QStringLiteral("Waiting")) && outB.contains(QStringLiteral("Waiting"))) &&
           timer.elapsed() < 60000) {
        a.waitForReadyRead(200);
        outA += QString::fromUtf8(a.readAllStandardOutput());
        b.waitForReadyRead(200);
        outB += QString::fromUtf8(b.readAllStandardOutput());
    }
    QVERIFY2(outA.contains(QStringLiteral("the lock is held by pid %1 (metadesk test), since ").arg(pid)),
             qPrintable(outA));
    QVERIFY2(outB.contains(QStringLiteral("the lock is held by pid %1 (metadesk test), since ").arg(pid)),
             qPrintable(outB));
    holder.reset(); // the session ends: its lock goes
    QVERIFY(a.waitForFinished(kTimeoutMs) && b.waitForFinished(kTimeoutMs));
    outA += QString::fromUtf8(a.readAllStandardOutput() + a.readAllStandardError());
    outB += QString::fromUtf8(b.readAllStandardOutput() + b.readAllStandardError());
    QVERIFY2(a.exitCode() == 0, qPrintable(outA));
    QVERIFY2(b.exitCode() == 0, qPrintable(outB));
    QStringList applying;
    for (const QString& out : {outA, outB})
        for (const QString& line : out.split(QLatin1Char('\n')))
            if (line.startsWith(QStringLiteral("Applying ")))
                applying << line;
    QCOMPARE(applying.size(), 22); // every migration once (Tabularia's baseline, Holotable's 21), between the two
    QCOMPARE(QSet<QString>(applying.begin(), applying.end()).size(), 22);
    const QList<SchemaStatus> statuses = statusesOf(scratch);
    QCOMPARE(statuses.at(0).state, SchemaStatus::State::Current);
    QCOMPARE(statuses.at(1).state, SchemaStatus::State::Current);
}

// Every table, value for value and type for type: tst_CliExport.
void TestCli::exportToStandardOutput() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    QVERIFY2(test::fillDemo(scratch, &error, 120), qPrintable(error));
    // Without --output: CSV on standard output, a header and a line per row.
    const CliRun csv = run({QStringLiteral("export"), QStringLiteral("--database"), scratch.urlText(),
                            QStringLiteral("--table"), QStringLiteral("runs")});
    QVERIFY2(csv.exitedWith(0), qPrintable(csv.report()));
    QCOMPARE(csv.out.count(QStringLiteral("\r\n")), 121);
    QVERIFY2(csv.err.isEmpty(), qPrintable(csv.report()));
}

void TestCli::passwordInUrlIsTakenWithAWarning() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    if (engine == ScratchDatabase::Engine::Sqlite) {
        // Nothing to warn about: no password travels in an SQLite URL.
        const CliRun r = migrate(QStringLiteral("up"), scratch.urlText(),
                                 {QStringLiteral("--platform"), QStringLiteral("all"), QStringLiteral("--yes")});
        QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
        QVERIFY2(r.err.isEmpty(), qPrintable(r.report()));
        return;
    }
    const QString password = qEnvironmentVariable("PGPASSWORD");
    QVERIFY2(!password.isEmpty(), "the PostgreSQL tests give the password in PGPASSWORD");
    const DatabaseUrl& u = scratch.url();
    const QString withPassword = QStringLiteral("postgresql://%1:%2@%3:%4/%5")
                                     .arg(u.user(), QString::fromUtf8(QUrl::toPercentEncoding(password)), u.host())
                                     .arg(u.port())
                                     .arg(u.databaseName());
    // The URL's password is the only one there is: no PGPASSWORD, no password file.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("PGPASSWORD"));
    environment.insert(QStringLiteral("PGPASSFILE"), m_workDir.filePath(QStringLiteral("no-such-pgpass")));
    const CliRun r = run(
        {QStringLiteral("migrate"), QStringLiteral("status"), QStringLiteral("--database"), withPassword}, environment);
    QVERIFY2(r.exitedWith(0), qPrintable(r.report())); // taken, as psql takes it
    QVERIFY2(r.isOneErrorLine(), qPrintable(r.report()));
    QVERIFY2(r.err.contains(QLatin1String("warning")), qPrintable(r.report()));
    QVERIFY2(r.err.contains(QLatin1String("PGPASSWORD")) && r.err.contains(QLatin1String("~/.pgpass")),
             qPrintable(r.report()));
    QVERIFY2(!r.err.contains(password) && !r.out.contains(password), qPrintable(r.report()));

    // The safe way says nothing.
    const CliRun quiet = migrate(QStringLiteral("status"), scratch.urlText());
    QVERIFY2(quiet.exitedWith(0), qPrintable(quiet.report()));
    QVERIFY2(quiet.err.isEmpty(), qPrintable(quiet.report()));
}

void TestCli::urlErrorsMaskThePassword_data() {
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("shown"); ///< how the error names the URL; empty when it need not
    const auto s = [](const char* text) { return QString::fromUtf8(text); };
    // Tabularia's own SQLAlchemy URL, pasted from its settings.
    QTest::newRow("export, SQLAlchemy URL") << QStringList{s("export"), s("--table"), s("runs"), s("--database"),
                                                           s("postgresql+psycopg2://admin:S3cret@db/prod")}
                                            << 2 << s("postgresql+psycopg2://admin:••••@db/prod");
    QTest::newRow("migrate, no database name")
        << QStringList{s("migrate"), s("status"), s("--database"), s("postgresql://admin:S3cret@db:5432")} << 2
        << s("postgresql://admin:••••@db:5432");
    QTest::newRow("demo, another engine")
        << QStringList{s("demo"), s("--database"), s("mysql://root:S3cret@localhost/tabularia")} << 2
        << s("mysql://root:••••@localhost/tabularia");
    QTest::newRow("overview, key/value form")
        << QStringList{s("overview"), s("--database"), s("host=db dbname=prod password=S3cret")} << 2
        << s("host=db dbname=prod password=••••");
    // Parsed, so taken (with the warning), and the server is not there: neither line shows the password.
    QTest::newRow("migrate, unreachable server")
        << QStringList{s("migrate"), s("status"), s("--database"), s("postgresql://admin:S3cret@127.0.0.1:1/prod")} << 3
        << QString();
}

void TestCli::urlErrorsMaskThePassword() {
    QFETCH(QStringList, arguments);
    QFETCH(int, exitCode);
    QFETCH(QString, shown);
    const CliRun r = run(arguments);
    QVERIFY2(r.exitedWith(exitCode), qPrintable(r.report()));
    QVERIFY2(!r.err.contains(QLatin1String("S3c")) && !r.out.contains(QLatin1String("S3c")), qPrintable(r.report()));
    QVERIFY2(r.err.startsWith(QLatin1String("metadesk-cli: ")), qPrintable(r.report()));
    if (!shown.isEmpty()) {
        QVERIFY2(r.err.contains(QLatin1Char('"') + shown + QLatin1Char('"')), qPrintable(r.report()));
        QVERIFY2(r.isOneErrorLine(), qPrintable(r.report()));
    } else {
        QCOMPARE(r.err.count(QLatin1Char('\n')), 2); // the warning, then the error
        QVERIFY2(r.err.contains(QLatin1String("warning")), qPrintable(r.report()));
    }
}

void TestCli::exportRefusesWhatIsNotThere() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    QVERIFY2(test::fillDemo(scratch, &error, 5), qPrintable(error));
    const QString file = m_workDir.filePath(QStringLiteral("nothing.json"));
    CliRun r = run({QStringLiteral("export"), QStringLiteral("--database"), scratch.urlText(),
                    QStringLiteral("--table"), QStringLiteral("no_such_table"), QStringLiteral("--output"), file});
    QVERIFY2(r.exitedWith(3), qPrintable(r.report()));
    QVERIFY2(r.err.contains(QStringLiteral("no_such_table")), qPrintable(r.report()));
    QVERIFY2(r.isOneErrorLine(), qPrintable(r.report()));
    QVERIFY(!QFile::exists(file));
    r = run({QStringLiteral("export"), QStringLiteral("--database"), scratch.urlText()});
    QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
    r = run({QStringLiteral("export"), QStringLiteral("--database"), scratch.urlText(), QStringLiteral("--table"),
             QStringLiteral("runs"), QStringLiteral("--format"), QStringLiteral("xml")});
    QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
}

void TestCli::overviewIsWhatTheTablesHold() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QString error;
    QVERIFY2(test::fillDemo(scratch, &error, 200), qPrintable(error));
    CliRun r =
        run({QStringLiteral("overview"), QStringLiteral("--database"), scratch.urlText(), QStringLiteral("--json")});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    const QJsonObject root = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QVERIFY2(!root.isEmpty(), qPrintable(r.report()));
    QHash<QString, qint64> values;
    for (const QJsonValue& f : root.value(QStringLiteral("figures")).toArray())
        values.insert(f.toObject().value(QStringLiteral("id")).toString(),
                      f.toObject().value(QStringLiteral("value")).toInteger());
    const auto conn = scratch.connect(true);
    auto count = [&conn](const QString& sql) {
        QSqlQuery q(conn->db());
        return q.exec(sql) && q.next() ? q.value(0).toLongLong() : -1;
    };
    QCOMPARE(values.value(QStringLiteral("tabularia.users"), -2), count(QStringLiteral("SELECT count(*) FROM users")));
    QCOMPARE(values.value(QStringLiteral("tabularia.queue"), -2),
             count(QStringLiteral("SELECT count(*) FROM runs WHERE kind = 'orchestration' AND status = 'PENDING'")));
    QCOMPARE(values.value(QStringLiteral("tabularia.contractNotifications"), -2),
             count(QStringLiteral("SELECT count(*) FROM data_contract_results WHERE notify = 'pending'")));
    QCOMPARE(values.value(QStringLiteral("holotable.dashboards"), -2),
             count(QStringLiteral("SELECT count(*) FROM dashboards WHERE deleted_at IS NULL")));
    // Both platforms' last entries merged, newest first by time (eight in all, not eight of each).
    const QJsonArray audit = root.value(QStringLiteral("audit")).toArray();
    QCOMPARE(audit.size(), 8);
    for (qsizetype i = 1; i < audit.size(); ++i) {
        const QString newer = audit.at(i - 1).toObject().value(QStringLiteral("at")).toString();
        const QString older = audit.at(i).toObject().value(QStringLiteral("at")).toString();
        QVERIFY2(newer >= older, qPrintable(newer + QStringLiteral(" before ") + older));
    }
    // The text form names the same.
    r = run({QStringLiteral("overview"), QStringLiteral("--database"), scratch.urlText()});
    QVERIFY2(r.exitedWith(0), qPrintable(r.report()));
    QVERIFY(r.out.contains(QStringLiteral("Stale claims")));
    QVERIFY(r.out.contains(QStringLiteral("Holotable")));
    // Bad input: no database, an unknown option.
    r = run({QStringLiteral("overview")});
    QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
    r = run({QStringLiteral("overview"), QStringLiteral("--database"), scratch.urlText(), QStringLiteral("--table"),
             QStringLiteral("runs")});
    QVERIFY2(r.exitedWith(2), qPrintable(r.report()));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_Cli.moc"
