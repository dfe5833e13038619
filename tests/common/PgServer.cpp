#include "PgServer.h"

#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

namespace metadesk::test {

namespace {

const QString kBin = QStringLiteral("/usr/lib/postgresql/15/bin/");
const QString kPassword = QStringLiteral("metadesk-test");

bool isRoot() {
    return ::geteuid() == 0;
}

// A port nothing listens on now: the kernel's pick for a socket bound to port 0 on loopback.
int freePort() {
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return 0;
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    address.sin_port = 0;
    socklen_t length = sizeof address;
    int port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address) == 0 &&
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    ::close(fd);
    return port;
}

bool appendText(const QString& path, const QString& text) {
    QFile file(path);
    if (!file.open(QIODevice::Append | QIODevice::Text))
        return false;
    return file.write(text.toUtf8()) == text.toUtf8().size();
}

} // namespace

PgServer::PgServer() = default;

PgServer::~PgServer() {
    if (m_running) {
        QString ignored;
        stopImmediate(&ignored);
    }
}

bool PgServer::run(const QString& program, const QStringList& arguments, QString* error, bool asServerUser) const {
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PGPASSWORD"), kPassword);
    process.setProcessEnvironment(env);
    process.setProcessChannelMode(QProcess::MergedChannels);
    if (asServerUser && isRoot())
        process.start(QStringLiteral("runuser"),
                      QStringList{QStringLiteral("-u"), QStringLiteral("postgres"), QStringLiteral("--"), program} +
                          arguments);
    else
        process.start(program, arguments);
    if (!process.waitForFinished(120000) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        *error = QStringLiteral("%1 failed: %2").arg(program, QString::fromLocal8Bit(process.readAll()).trimmed());
        return false;
    }
    return true;
}

bool PgServer::create(QString* error) {
    if (!m_dir.isValid()) {
        *error = QStringLiteral("no temporary folder");
        return false;
    }
    // The server user must own its folder and read the password file.
    QFile::setPermissions(m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    const QString pwFile = m_dir.filePath(QStringLiteral("pw"));
    if (!appendText(pwFile, kPassword + QLatin1Char('\n'))) {
        *error = QStringLiteral("cannot write the password file");
        return false;
    }
    if (isRoot() &&
        !run(QStringLiteral("chown"), {QStringLiteral("-R"), QStringLiteral("postgres:"), m_dir.path()}, error, false))
        return false;
    if (!run(kBin + QStringLiteral("initdb"),
             {QStringLiteral("-D"), dataDir(), QStringLiteral("-U"), QStringLiteral("postgres"),
              QStringLiteral("--pwfile=") + pwFile, QStringLiteral("-A"), QStringLiteral("scram-sha-256"),
              QStringLiteral("-E"), QStringLiteral("UTF8"), QStringLiteral("--locale=C.UTF-8"),
              QStringLiteral("--no-sync")},
             error))
        return false;
    m_port = freePort();
    return startServer(error);
}

bool PgServer::startServer(QString* error) {
    // fsync off for speed, but synchronous_commit stays on: a commit that returned must survive `-m immediate`
    // (the WAL is in the page cache, which a server crash does not lose), as it does in production.
    const QString options =
        QStringLiteral("-c listen_addresses=127.0.0.1 -p %1 -k %2 -c fsync=off -c full_page_writes=off")
            .arg(m_port)
            .arg(m_dir.path());
    if (!run(kBin + QStringLiteral("pg_ctl"),
             {QStringLiteral("-D"), dataDir(), QStringLiteral("-l"), m_dir.filePath(QStringLiteral("log")),
              QStringLiteral("-w"), QStringLiteral("-t"), QStringLiteral("60"), QStringLiteral("-o"), options,
              QStringLiteral("start")},
             error))
        return false;
    m_running = true;
    return true;
}

bool PgServer::start(QString* error) {
    return m_running || startServer(error);
}

bool PgServer::stopImmediate(QString* error) {
    if (!m_running)
        return true;
    if (!run(kBin + QStringLiteral("pg_ctl"),
             {QStringLiteral("-D"), dataDir(), QStringLiteral("-m"), QStringLiteral("immediate"), QStringLiteral("-w"),
              QStringLiteral("stop")},
             error))
        return false;
    m_running = false;
    return true;
}

bool PgServer::enableSsl(QString* error) {
    const auto file = [this](const char* name) { return m_dir.filePath(QString::fromLatin1(name)); };
    const QString openssl = QStringLiteral("openssl");
    const QStringList ecKey{QStringLiteral("-newkey"), QStringLiteral("ec"), QStringLiteral("-pkeyopt"),
                            QStringLiteral("ec_paramgen_curve:prime256v1"), QStringLiteral("-nodes")};
    const auto makeCa = [&](const char* key, const char* cert, const char* name) {
        return run(openssl,
                   QStringList{QStringLiteral("req"), QStringLiteral("-x509"), QStringLiteral("-new")} + ecKey +
                       QStringList{QStringLiteral("-keyout"), file(key), QStringLiteral("-out"), file(cert),
                                   QStringLiteral("-days"), QStringLiteral("2"), QStringLiteral("-subj"),
                                   QStringLiteral("/CN=") + QString::fromLatin1(name)},
                   error, false);
    };
    if (!makeCa("ca.key", "ca.crt", "Metadesk test CA") || !makeCa("other-ca.key", "other-ca.crt", "Metadesk other CA"))
        return false;
    if (!appendText(file("server.ext"), QStringLiteral("subjectAltName=DNS:localhost\n")))
        return false;
    if (!run(openssl,
             QStringList{QStringLiteral("req"), QStringLiteral("-new")} + ecKey +
                 QStringList{QStringLiteral("-keyout"), file("server.key"), QStringLiteral("-out"), file("server.csr"),
                             QStringLiteral("-subj"), QStringLiteral("/CN=localhost")},
             error, false) ||
        !run(openssl,
             {QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"), file("server.csr"),
              QStringLiteral("-CA"), file("ca.crt"), QStringLiteral("-CAkey"), file("ca.key"),
              QStringLiteral("-CAcreateserial"), QStringLiteral("-out"), file("server.crt"), QStringLiteral("-days"),
              QStringLiteral("2"), QStringLiteral("-extfile"), file("server.ext")},
             error, false))
        return false;
    // The server refuses a key others can read; as root its owner must be the server user.
    QFile::setPermissions(file("server.key"), QFile::ReadOwner | QFile::WriteOwner);
    QFile::setPermissions(file("ca.crt"), QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
    QFile::setPermissions(file("other-ca.crt"),
                          QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther);
    if (isRoot() && !run(QStringLiteral("chown"), {QStringLiteral("postgres:"), file("server.key"), file("server.crt")},
                         error, false))
        return false;
    if (!appendText(dataDir() + QStringLiteral("/postgresql.conf"),
                    QStringLiteral("ssl = on\nssl_cert_file = '%1'\nssl_key_file = '%2'\n")
                        .arg(file("server.crt"), file("server.key")))) {
        *error = QStringLiteral("cannot write postgresql.conf");
        return false;
    }
    return stopImmediate(error) && start(error);
}

bool PgServer::requireClientCertificate(const QString& user, QString* certFile, QString* keyFile, QString* error) {
    const auto file = [this](const QString& name) { return m_dir.filePath(name); };
    *certFile = file(user + QStringLiteral(".crt"));
    *keyFile = file(user + QStringLiteral(".key"));
    const QString csr = file(user + QStringLiteral(".csr"));
    const QString openssl = QStringLiteral("openssl");
    if (!run(openssl,
             {QStringLiteral("req"), QStringLiteral("-new"), QStringLiteral("-newkey"), QStringLiteral("ec"),
              QStringLiteral("-pkeyopt"), QStringLiteral("ec_paramgen_curve:prime256v1"), QStringLiteral("-nodes"),
              QStringLiteral("-keyout"), *keyFile, QStringLiteral("-out"), csr, QStringLiteral("-subj"),
              QStringLiteral("/CN=") + user},
             error, false) ||
        !run(openssl,
             {QStringLiteral("x509"), QStringLiteral("-req"), QStringLiteral("-in"), csr, QStringLiteral("-CA"),
              file(QStringLiteral("ca.crt")), QStringLiteral("-CAkey"), file(QStringLiteral("ca.key")),
              QStringLiteral("-CAcreateserial"), QStringLiteral("-out"), *certFile, QStringLiteral("-days"),
              QStringLiteral("2")},
             error, false))
        return false;
    // libpq refuses a key others can read.
    QFile::setPermissions(*keyFile, QFile::ReadOwner | QFile::WriteOwner);
    // pg_hba is read first match first: the user's line goes before the password lines initdb wrote.
    const QString hbaPath = dataDir() + QStringLiteral("/pg_hba.conf");
    QFile hba(hbaPath);
    if (!hba.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read pg_hba.conf");
        return false;
    }
    const QByteArray rest = hba.readAll();
    hba.close();
    const QByteArray lines =
        QStringLiteral("hostssl all %1 127.0.0.1/32 cert\nhostssl all %1 ::1/128 cert\n").arg(user).toUtf8();
    if (!hba.open(QIODevice::WriteOnly | QIODevice::Truncate) || hba.write(lines + rest) < 0) {
        *error = QStringLiteral("cannot write pg_hba.conf");
        return false;
    }
    hba.close();
    if (!appendText(dataDir() + QStringLiteral("/postgresql.conf"),
                    QStringLiteral("ssl_ca_file = '%1'\n").arg(file(QStringLiteral("ca.crt"))))) {
        *error = QStringLiteral("cannot write postgresql.conf");
        return false;
    }
    return stopImmediate(error) && start(error);
}

std::unique_ptr<PgServer> PgServer::makeReplica(QString* error) const {
    auto replica = std::make_unique<PgServer>();
    if (!replica->m_dir.isValid()) {
        *error = QStringLiteral("no temporary folder");
        return nullptr;
    }
    QFile::setPermissions(replica->m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    if (isRoot() && !run(QStringLiteral("chown"), {QStringLiteral("postgres:"), replica->m_dir.path()}, error, false))
        return nullptr;
    // -R writes standby.signal and primary_conninfo: the copy starts as a hot standby streaming from this server.
    if (!run(kBin + QStringLiteral("pg_basebackup"),
             {QStringLiteral("-h"), QStringLiteral("127.0.0.1"), QStringLiteral("-p"), QString::number(m_port),
              QStringLiteral("-U"), QStringLiteral("postgres"), QStringLiteral("-D"), replica->dataDir(),
              QStringLiteral("-R"), QStringLiteral("-X"), QStringLiteral("stream"), QStringLiteral("--no-sync")},
             error))
        return nullptr;
    // primary_conninfo has no password: the standby reads it from a passfile.
    const QString passFile = replica->m_dir.filePath(QStringLiteral("pgpass"));
    if (!appendText(passFile, QStringLiteral("127.0.0.1:%1:*:postgres:%2\n").arg(m_port).arg(kPassword)) ||
        !appendText(replica->dataDir() + QStringLiteral("/postgresql.auto.conf"),
                    QStringLiteral("primary_conninfo = 'host=127.0.0.1 port=%1 user=postgres passfile=%2'\n")
                        .arg(m_port)
                        .arg(passFile))) {
        *error = QStringLiteral("cannot write the standby's settings");
        return nullptr;
    }
    QFile::setPermissions(passFile, QFile::ReadOwner | QFile::WriteOwner);
    if (isRoot() && !run(QStringLiteral("chown"), {QStringLiteral("postgres:"), passFile}, error, false))
        return nullptr;
    replica->m_port = freePort();
    if (!replica->startServer(error))
        return nullptr;
    return replica;
}

QString PgServer::urlText(const QString& host, const QString& sslMode) const {
    QString text = QStringLiteral("postgresql://postgres@%1:%2/postgres").arg(host).arg(m_port);
    if (!sslMode.isEmpty())
        text += QStringLiteral("?sslmode=") + sslMode;
    return text;
}

} // namespace metadesk::test
