#include "TestDatabases.h"

#include "core/demo/DemoGenerator.h"

#include <QAtomicInt>
#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

namespace metadesk::test {

namespace {
QAtomicInt g_sequence;

QString adminUrlText() {
    return qEnvironmentVariable("METADESK_TEST_PG_URL");
}

/// The databases makeFixture built, by engine and key; dropped with the application, while the SQL drivers are still
/// there (a static's destructor would run after them).
QHash<QString, ScratchDatabase*>& fixtures() {
    static QHash<QString, ScratchDatabase*> built;
    return built;
}

void dropFixtures() {
    qDeleteAll(fixtures());
    fixtures().clear();
}
} // namespace

bool postgresConfigured(QString* why) {
    if (adminUrlText().isEmpty()) {
        *why = QStringLiteral("METADESK_TEST_PG_URL is not set: run the tests with ./dev.sh test, which starts a "
                              "throwaway PostgreSQL, or point it at a server where you may create databases.");
        return false;
    }
    return true;
}

void addEngineColumn() {
    QTest::addColumn<ScratchDatabase::Engine>("engine");
}

void addEngineRows(const QString& prefix) {
    const QString p = prefix.isEmpty() ? QString() : prefix + QLatin1Char(' ');
    QTest::newRow(qPrintable(p + QStringLiteral("sqlite"))) << ScratchDatabase::Engine::Sqlite;
    QTest::newRow(qPrintable(p + QStringLiteral("postgresql"))) << ScratchDatabase::Engine::Postgres;
}

ScratchDatabase::ScratchDatabase(Engine engine) : m_engine(engine) {
    if (engine == Engine::Sqlite) {
        if (!m_dir.isValid()) {
            m_error = QStringLiteral("no temporary folder");
            return;
        }
        m_url = DatabaseUrl::sqliteFile(m_dir.filePath(QStringLiteral("scratch.db")));
        return;
    }
    QString why;
    if (!postgresConfigured(&why)) {
        m_error = why;
        return;
    }
    QString parseError;
    const DatabaseUrl admin = DatabaseUrl::parse(adminUrlText(), &parseError);
    if (!admin.isValid()) {
        m_error = parseError;
        return;
    }
    m_pgName = QStringLiteral("mdtest_%1_%2_%3")
                   .arg(QCoreApplication::applicationPid())
                   .arg(QDateTime::currentMSecsSinceEpoch() % 100000000)
                   .arg(g_sequence.fetchAndAddRelaxed(1));
    DbConnection::Options options;
    options.purpose = QStringLiteral("test-admin");
    auto conn = DbConnection::open(admin, options, &m_error);
    if (!conn)
        return;
    if (!conn->exec(QStringLiteral("CREATE DATABASE ") + m_pgName, &m_error))
        return;
    m_error.clear();
    m_url = DatabaseUrl::parse(
        QStringLiteral("postgresql://%1@%2:%3/%4").arg(admin.user(), admin.host()).arg(admin.port()).arg(m_pgName));
}

ScratchDatabase::~ScratchDatabase() {
    if (m_pgName.isEmpty())
        return;
    QString error;
    const DatabaseUrl admin = DatabaseUrl::parse(adminUrlText());
    DbConnection::Options options;
    options.purpose = QStringLiteral("test-admin");
    if (auto conn = DbConnection::open(admin, options, &error))
        conn->exec(QStringLiteral("DROP DATABASE IF EXISTS ") + m_pgName + QStringLiteral(" WITH (FORCE)"), &error);
}

QString ScratchDatabase::urlText() const {
    if (m_url.isSqlite())
        return QStringLiteral("sqlite://") + m_url.path();
    return m_url.toDisplayString();
}

std::unique_ptr<DbConnection> ScratchDatabase::connect(bool readOnly) const {
    DbConnection::Options options;
    options.readOnly = readOnly;
    options.createIfMissing = !readOnly;
    options.purpose = QStringLiteral("test");
    QString error;
    auto conn = DbConnection::open(m_url, options, &error);
    if (!conn)
        qWarning("cannot open scratch database %s: %s", qPrintable(m_url.toDisplayString()), qPrintable(error));
    return conn;
}

bool ScratchDatabase::copyFrom(const ScratchDatabase& source, QString* error) const {
    if (!isValid() || !source.isValid() || source.m_engine != m_engine) {
        *error = !isValid() ? m_error : QStringLiteral("no database of this engine to copy");
        return false;
    }
    if (m_engine == Engine::Sqlite) {
        if (!QFile::copy(source.m_url.path(), m_url.path())) {
            *error = QStringLiteral("cannot copy %1 to %2").arg(source.m_url.path(), m_url.path());
            return false;
        }
        return true;
    }
    DbConnection::Options options;
    options.purpose = QStringLiteral("test-admin");
    auto conn = DbConnection::open(DatabaseUrl::parse(adminUrlText()), options, error);
    // The empty database made for this object gives way to the copy under the same name.
    return conn && conn->exec(QStringLiteral("DROP DATABASE ") + m_pgName + QStringLiteral(" WITH (FORCE)"), error) &&
           conn->exec(QStringLiteral("CREATE DATABASE %1 TEMPLATE %2").arg(m_pgName, source.m_pgName), error);
}

bool ScratchDatabase::isEmpty() const {
    if (m_engine == Engine::Sqlite)
        return !QFile::exists(m_url.path());
    auto conn = connect(true);
    if (!conn)
        return false;
    QSqlQuery q(conn->db());
    return q.exec(QStringLiteral("SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                                 "WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')")) &&
           q.next() && q.value(0).toLongLong() == 0;
}

bool makeFixture(const ScratchDatabase& scratch, const QString& key,
                 const std::function<bool(const ScratchDatabase&, QString*)>& build, QString* error) {
    if (!scratch.isValid()) {
        *error = scratch.error();
        return false;
    }
    if (!scratch.isEmpty())
        return build(scratch, error);
    const ScratchDatabase::Engine engine =
        scratch.url().isSqlite() ? ScratchDatabase::Engine::Sqlite : ScratchDatabase::Engine::Postgres;
    const QString fullKey = ScratchDatabase::engineName(engine) + QLatin1Char(' ') + key;
    ScratchDatabase* fixture = fixtures().value(fullKey);
    if (!fixture) {
        auto made = std::make_unique<ScratchDatabase>(engine);
        if (!build(*made, error))
            return false;
        if (fixtures().isEmpty())
            qAddPostRoutine(dropFixtures);
        fixture = made.release();
        fixtures().insert(fullKey, fixture);
    }
    return scratch.copyFrom(*fixture, error);
}

bool fillDemo(const ScratchDatabase& scratch, QString* error, qint64 runs) {
    DemoGenerator::Options options;
    options.runs = runs;
    options.now = QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);
    return fillDemo(scratch, options, error);
}

bool fillDemo(const ScratchDatabase& scratch, const DemoGenerator::Options& options, QString* error) {
    // The key names all that makes the demo's rows; a clock left to the generator is read once, at the first call.
    const QString key = QStringLiteral("demo runs=%1 seed=%2 now=%3")
                            .arg(options.runs)
                            .arg(options.seed)
                            .arg(options.now.isValid() ? options.now.toString(Qt::ISODate) : QStringLiteral("real"));
    return makeFixture(
        scratch, key,
        [&options](const ScratchDatabase& empty, QString* buildError) {
            const DemoGenerator::Result result = DemoGenerator::create(empty.url(), options, {});
            *buildError = result.error;
            return result.ok;
        },
        error);
}

bool openDemo(ScratchDatabase::Engine engine, std::unique_ptr<ScratchDatabase>* scratch,
              std::unique_ptr<DbConnection>* connection, QString* error, qint64 runs) {
    *scratch = std::make_unique<ScratchDatabase>(engine);
    if (!fillDemo(**scratch, error, runs))
        return false;
    *connection = (*scratch)->connect();
    if (!*connection) {
        *error = QStringLiteral("cannot connect to the demo database");
        return false;
    }
    return true;
}

bool execAll(const ScratchDatabase& scratch, const QStringList& statements) {
    auto conn = scratch.connect();
    QString error;
    for (const QString& sql : statements)
        if (!conn || !conn->exec(sql, &error)) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
            return false;
        }
    return true;
}

} // namespace metadesk::test
