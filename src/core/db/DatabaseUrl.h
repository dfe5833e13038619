#pragma once

#include <QString>

namespace metadesk {

/// A parsed database location: `sqlite:///abs.db`, `sqlite:rel.db`, `postgresql://user@host:port/db?sslmode=…`.
///
/// Passwords are not meant to travel in URLs (libpq reads PGPASSWORD and ~/.pgpass); one given anyway is kept
/// for the connection but never shown by toDisplayString(), nor in parse()'s errors (maskPassword()).
class DatabaseUrl {
public:
    enum class Engine { Invalid, Sqlite, Postgres };

    static DatabaseUrl parse(const QString& text, QString* error = nullptr);
    static DatabaseUrl sqliteFile(const QString& path);
    /// What the app's command line names: a URL as parse() reads it, or the path of an existing file, bare or as a
    /// file:// URL (a SQLite database, as sqlite3 and DB Browser for SQLite take it; a file manager hands such URLs).
    static DatabaseUrl fromArgument(const QString& text, QString* error = nullptr);

    bool isValid() const { return m_engine != Engine::Invalid; }
    Engine engine() const { return m_engine; }
    bool isSqlite() const { return m_engine == Engine::Sqlite; }
    bool isPostgres() const { return m_engine == Engine::Postgres; }

    /// SQLite: the absolute file path.
    QString path() const { return m_path; }
    QString host() const { return m_host; }
    int port() const { return m_port; }
    QString user() const { return m_user; }
    QString password() const { return m_password; }
    QString databaseName() const { return m_database; }
    QString sslMode() const { return m_sslMode; }
    /// PostgreSQL's TLS files, libpq's parameters of the same names (paths, not secrets): the CA certificate the
    /// server's is checked against (`sslrootcert`; libpq's own default without), and the client certificate and its
    /// key (`sslcert`, `sslkey`) for a server that asks for one (pg_hba's `cert`).
    QString sslRootCert() const { return m_sslRootCert; }
    QString sslCert() const { return m_sslCert; }
    QString sslKey() const { return m_sslKey; }

    void setPassword(const QString& password) { m_password = password; }
    void setSslMode(const QString& mode) { m_sslMode = mode; }
    void setSslFiles(const QString& rootCert, const QString& cert, const QString& key) {
        m_sslRootCert = rootCert;
        m_sslCert = cert;
        m_sslKey = key;
    }

    /// The URL without any password, fit for titles, logs and settings.
    QString toDisplayString() const;
    /// `text` as typed, fit for an error message: a password in it (`user:secret@host`, even in a URL that does not
    /// parse, or `password=secret`) replaced by passwordMask(). Every message naming a URL names it so.
    static QString maskPassword(const QString& text);
    /// What stands for a password in a masked URL: four bullets (U+2022).
    static QString passwordMask();
    /// Short human name: the file name, or database@host.
    QString shortName() const;

private:
    Engine m_engine = Engine::Invalid;
    QString m_path;
    QString m_host;
    int m_port = 5432;
    QString m_user;
    QString m_password;
    QString m_database;
    QString m_sslMode;
    QString m_sslRootCert;
    QString m_sslCert;
    QString m_sslKey;
};

} // namespace metadesk
