#pragma once

#include "core/db/DbConnection.h"
#include "core/demo/DemoGenerator.h"

#include <QList>
#include <QString>
#include <QTemporaryDir>

#include <functional>
#include <memory>

namespace metadesk::test {

/// A fresh, empty database for one test case, on either engine, removed again when the object goes.
///
/// SQLite: a file in a temporary folder. PostgreSQL: a new database on the server METADESK_TEST_PG_URL names
/// (created through that URL's database, dropped afterwards).
class ScratchDatabase {
public:
    enum class Engine { Sqlite, Postgres };
    explicit ScratchDatabase(Engine engine);
    ~ScratchDatabase();
    ScratchDatabase(const ScratchDatabase&) = delete;
    ScratchDatabase& operator=(const ScratchDatabase&) = delete;

    /// False (with the reason in error()) when the database could not be made.
    bool isValid() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    const DatabaseUrl& url() const { return m_url; }
    /// The URL as text, for the CLI (no password: libpq takes PGPASSWORD from the environment).
    QString urlText() const;
    /// Opens a new connection to the scratch database.
    std::unique_ptr<DbConnection> connect(bool readOnly = false) const;
    /// Makes this database, still empty, an exact copy of `source` (same engine, no connection open to it): the file
    /// copied on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL. False with the reason in *error.
    bool copyFrom(const ScratchDatabase& source, QString* error) const;
    /// True when nothing was written to it yet (no SQLite file, no PostgreSQL table).
    bool isEmpty() const;

    static QString engineName(Engine engine) {
        return engine == Engine::Sqlite ? QStringLiteral("sqlite") : QStringLiteral("postgresql");
    }

private:
    Engine m_engine;
    QTemporaryDir m_dir;
    DatabaseUrl m_url;
    QString m_pgName;
    QString m_error;
};

/// Makes the empty `scratch` the database `build` makes on its engine, running `build` only once per test process
/// and `key`: later calls copy the first result (ScratchDatabase::copyFrom), so that cases set up the same way do not
/// migrate and fill again. `build` gets a scratch database of its own and must leave no connection open to it. A
/// `scratch` something was written to already gets `build` itself.
bool makeFixture(const ScratchDatabase& scratch, const QString& key,
                 const std::function<bool(const ScratchDatabase&, QString*)>& build, QString* error);

/// Fills a scratch database with the demo (both platforms, every table, `runs` runs, a fixed clock so the rows are
/// the same each time). False with the reason in *error. Made once per test process and size (makeFixture).
bool fillDemo(const ScratchDatabase& scratch, QString* error, qint64 runs = 50);
/// The same with the generator's own options (another clock, another seed).
bool fillDemo(const ScratchDatabase& scratch, const DemoGenerator::Options& options, QString* error);

/// For a test's init(): a scratch database of `engine` holding the demo, and a connection to it, into the test's
/// members. False with the reason in *error.
bool openDemo(ScratchDatabase::Engine engine, std::unique_ptr<ScratchDatabase>* scratch,
              std::unique_ptr<DbConnection>* connection, QString* error, qint64 runs = 50);

/// Runs each statement on a new connection to the scratch database; false (with a warning naming the statement)
/// when one fails.
bool execAll(const ScratchDatabase& scratch, const QStringList& statements);

/// Adds the `engine` column and one row per engine to a data-driven test: call from every `_data()` of a
/// database test so each case runs on SQLite and PostgreSQL.
void addEngineColumn();
void addEngineRows(const QString& prefix = {});
/// Fails the test when PostgreSQL is not configured: every database test must run on both engines.
bool postgresConfigured(QString* why);

} // namespace metadesk::test

Q_DECLARE_METATYPE(metadesk::test::ScratchDatabase::Engine)
