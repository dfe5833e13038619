#pragma once

#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <memory>

namespace metadesk::test {

/// A private PostgreSQL 15 server of one test, in a temporary folder on a free loopback port, for the cases the
/// shared server must never see: stopped hard mid-write, TLS, a streaming replica. As root the server runs as the
/// postgres user. Its superuser is `postgres` with the password the tests use (PGPASSWORD); stopped and removed
/// when the object goes.
class PgServer {
public:
    PgServer();
    ~PgServer();
    PgServer(const PgServer&) = delete;
    PgServer& operator=(const PgServer&) = delete;

    /// initdb (no sync, fsync off) and start on a free port. False with the reason in *error.
    bool create(QString* error);
    /// Starts the server again on the same port (after stopImmediate()).
    bool start(QString* error);
    /// Stops the server the way a crash does (`pg_ctl -m immediate`): no checkpoint, in-flight transactions lost.
    bool stopImmediate(QString* error);
    bool isRunning() const { return m_running; }

    /// Makes a CA and a server certificate for `localhost` signed by it (openssl), and restarts with ssl on. Also
    /// makes a second CA that did not sign anything (otherCaFile()), for a client that trusts the wrong one.
    bool enableSsl(QString* error);
    QString caFile() const { return m_dir.filePath(QStringLiteral("ca.crt")); }
    QString otherCaFile() const { return m_dir.filePath(QStringLiteral("other-ca.crt")); }

    /// After enableSsl(): makes a client certificate for `user` (its common name) signed by the test's CA, and
    /// restarts with pg_hba asking that user, and that user alone, for a certificate (`hostssl … cert`) instead of a
    /// password. The files' paths in *certFile and *keyFile.
    bool requireClientCertificate(const QString& user, QString* certFile, QString* keyFile, QString* error);

    /// A streaming replica of this server (pg_basebackup -R), started in hot standby on a port of its own.
    std::unique_ptr<PgServer> makeReplica(QString* error) const;

    int port() const { return m_port; }
    /// `postgresql://postgres@HOST:PORT/postgres`, with `?sslmode=MODE` when one is given.
    QString urlText(const QString& host = QStringLiteral("127.0.0.1"), const QString& sslMode = {}) const;

private:
    bool run(const QString& program, const QStringList& arguments, QString* error, bool asServerUser = true) const;
    bool startServer(QString* error);
    QString dataDir() const { return m_dir.filePath(QStringLiteral("data")); }

    QTemporaryDir m_dir;
    int m_port = 0;
    bool m_running = false;
};

} // namespace metadesk::test
