// PostgreSQL as it fails in the field, on private servers (tests/common/PgServer): a server killed in the middle of a
// write, TLS with certificate checks, a hot standby. PostgreSQL only: SQLite has no server to lose, no TLS and no
// replicas.
#include "common/PgServer.h"
#include "common/TestDatabases.h"
#include "core/db/DatabaseUrl.h"
#include "core/db/DbConnection.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QUrl>
#include <QtTest>

using namespace metadesk;
using namespace metadesk::test;

namespace {

std::unique_ptr<DbConnection> openUrl(const QString& text, QString* error, bool readOnly = false) {
    const DatabaseUrl url = DatabaseUrl::parse(text, error);
    if (!error->isEmpty())
        return nullptr;
    DbConnection::Options options;
    options.readOnly = readOnly;
    options.connectTimeoutSeconds = 5;
    return DbConnection::open(url, options, error);
}

QVariant scalar(const DbConnection& connection, const QString& sql) {
    QSqlQuery query(connection.db());
    if (!query.exec(sql) || !query.next())
        return {};
    return query.value(0);
}

} // namespace

class tst_PgServerFaults : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() {
        QString error;
        QVERIFY2(m_server.create(&error), qPrintable(error));
    }

    // A transaction in flight when the server dies is lost whole, and the server is usable again once back.
    void killedMidWriteCommitsNothing() {
        QString error;
        auto setup = openUrl(m_server.urlText(), &error);
        QVERIFY2(setup, qPrintable(error));
        QVERIFY2(setup->exec(QStringLiteral("CREATE TABLE IF NOT EXISTS t (id integer PRIMARY KEY, v text)"), &error),
                 qPrintable(error));
        QVERIFY2(setup->exec(QStringLiteral("CREATE TABLE IF NOT EXISTS t_audit (id integer)"), &error),
                 qPrintable(error));
        setup.reset();

        auto connection = openUrl(m_server.urlText(), &error);
        QVERIFY2(connection, qPrintable(error));
        QVERIFY(connection->db().transaction());
        QVERIFY2(connection->exec(QStringLiteral("INSERT INTO t VALUES (1, 'typed')"), &error), qPrintable(error));
        QVERIFY2(connection->exec(QStringLiteral("INSERT INTO t_audit VALUES (1)"), &error), qPrintable(error));
        QVERIFY2(m_server.stopImmediate(&error), qPrintable(error));
        QVERIFY(!connection->db().commit());
        QVERIFY(!connection->exec(QStringLiteral("SELECT 1"), &error));
        connection.reset();

        // While down: a clear sentence, not a raw driver text only.
        error.clear();
        auto refused = openUrl(m_server.urlText(), &error);
        QVERIFY(!refused);
        QVERIFY2(error.startsWith(QStringLiteral("Could not reach a PostgreSQL server at 127.0.0.1:")),
                 qPrintable(error));

        QVERIFY2(m_server.start(&error), qPrintable(error));
        error.clear();
        auto again = openUrl(m_server.urlText(), &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(scalar(*again, QStringLiteral("SELECT count(*) FROM t")).toInt(), 0);
        QCOMPARE(scalar(*again, QStringLiteral("SELECT count(*) FROM t_audit")).toInt(), 0);
        // The retry goes through whole.
        QVERIFY(again->db().transaction());
        QVERIFY2(again->exec(QStringLiteral("INSERT INTO t VALUES (1, 'typed')"), &error), qPrintable(error));
        QVERIFY2(again->exec(QStringLiteral("INSERT INTO t_audit VALUES (1)"), &error), qPrintable(error));
        QVERIFY(again->db().commit());
        QCOMPARE(scalar(*again, QStringLiteral("SELECT v FROM t WHERE id = 1")).toString(), QStringLiteral("typed"));
    }

    // Metadesk's sessions run without JIT (its compile cost more than it saved on a first screen), whether opened
    // read-write, read-only or again after the server came back; the server's own setting is left as it is.
    void sessionsRunNoJit() {
        QString error;
        auto writer = openUrl(m_server.urlText(), &error);
        QVERIFY2(writer, qPrintable(error));
        auto reader = openUrl(m_server.urlText(), &error, true);
        QVERIFY2(reader, qPrintable(error));
        QCOMPARE(scalar(*writer, QStringLiteral("SHOW jit")).toString(), QStringLiteral("off"));
        QCOMPARE(scalar(*reader, QStringLiteral("SHOW jit")).toString(), QStringLiteral("off"));
        QCOMPARE(scalar(*writer, QStringLiteral("SELECT boot_val FROM pg_settings WHERE name = 'jit'")).toString(),
                 QStringLiteral("on"));
        QVERIFY2(m_server.stopImmediate(&error), qPrintable(error));
        QVERIFY2(m_server.start(&error), qPrintable(error));
        QVERIFY(!writer->exec(QStringLiteral("SELECT 1"), &error));
        QVERIFY(writer->isBroken());
        QVERIFY2(writer->reconnect(&error), qPrintable(error));
        QCOMPARE(scalar(*writer, QStringLiteral("SHOW jit")).toString(), QStringLiteral("off"));
    }

    void tls_data() {
        QTest::addColumn<QString>("host");
        QTest::addColumn<QString>("sslMode");
        QTest::addColumn<bool>("rightCa");
        QTest::addColumn<QString>("refusal"); // empty: connects, over TLS when the mode asks for it
        QTest::addColumn<bool>("encrypted");
        const QString host = QStringLiteral("localhost");
        QTest::newRow("disable") << host << QStringLiteral("disable") << true << QString() << false;
        QTest::newRow("allow") << host << QStringLiteral("allow") << true << QString() << false;
        QTest::newRow("prefer") << host << QStringLiteral("prefer") << true << QString() << true;
        QTest::newRow("require") << host << QStringLiteral("require") << true << QString() << true;
        QTest::newRow("verify-ca") << host << QStringLiteral("verify-ca") << true << QString() << true;
        QTest::newRow("verify-full") << host << QStringLiteral("verify-full") << true << QString() << true;
        QTest::newRow("verify-ca wrong CA")
            << host << QStringLiteral("verify-ca") << false
            << QStringLiteral("showed a certificate that no CA you trust has signed") << false;
        QTest::newRow("verify-full wrong CA")
            << host << QStringLiteral("verify-full") << false
            << QStringLiteral("showed a certificate that no CA you trust has signed") << false;
        QTest::newRow("verify-full wrong host")
            << QStringLiteral("127.0.0.1") << QStringLiteral("verify-full") << true
            << QStringLiteral("is not made out for the host name 127.0.0.1") << false;
        QTest::newRow("verify-ca other host name")
            << QStringLiteral("127.0.0.1") << QStringLiteral("verify-ca") << true << QString() << true;
    }
    void tls() {
        QFETCH(QString, host);
        QFETCH(QString, sslMode);
        QFETCH(bool, rightCa);
        QFETCH(QString, refusal);
        QFETCH(bool, encrypted);
        QString error;
        if (!m_sslOn) {
            QVERIFY2(m_server.start(&error), qPrintable(error));
            QVERIFY2(m_server.enableSsl(&error), qPrintable(error));
            m_sslOn = true;
        }
        // libpq reads the CA to trust from PGSSLROOTCERT, as a profile without a CA file of its own does.
        qputenv("PGSSLROOTCERT", (rightCa ? m_server.caFile() : m_server.otherCaFile()).toLocal8Bit());
        auto connection = openUrl(m_server.urlText(host, sslMode), &error);
        qunsetenv("PGSSLROOTCERT");
        if (!refusal.isEmpty()) {
            QVERIFY(!connection);
            QVERIFY2(error.contains(refusal), qPrintable(error));
            return;
        }
        QVERIFY2(connection, qPrintable(error));
        QCOMPARE(
            scalar(*connection, QStringLiteral("SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()")).toBool(),
            encrypted);
    }

    // A server that asks for a client certificate (pg_hba's cert): the CA, the certificate and its key named in the
    // URL, as a connection profile keeps them, connect without a password; without the certificate it is refused.
    void clientCertificate() {
        QString error;
        if (!m_sslOn) {
            QVERIFY2(m_server.start(&error), qPrintable(error));
            QVERIFY2(m_server.enableSsl(&error), qPrintable(error));
            m_sslOn = true;
        }
        {
            auto admin = openUrl(m_server.urlText(), &error);
            QVERIFY2(admin, qPrintable(error));
            QVERIFY2(admin->exec(QStringLiteral("CREATE ROLE certified LOGIN"), &error), qPrintable(error));
        }
        QString cert, key;
        QVERIFY2(m_server.requireClientCertificate(QStringLiteral("certified"), &cert, &key, &error),
                 qPrintable(error));
        const QString base =
            QStringLiteral("postgresql://certified@localhost:%1/postgres?sslmode=verify-full").arg(m_server.port());
        const QString withFiles = base + QStringLiteral("&sslrootcert=%1&sslcert=%2&sslkey=%3")
                                             .arg(QString::fromUtf8(QUrl::toPercentEncoding(m_server.caFile(), "/")),
                                                  QString::fromUtf8(QUrl::toPercentEncoding(cert, "/")),
                                                  QString::fromUtf8(QUrl::toPercentEncoding(key, "/")));
        const QByteArray password = qgetenv("PGPASSWORD");
        qunsetenv("PGPASSWORD"); // the certificate is the credential
        error.clear();
        auto certified = openUrl(withFiles, &error);
        QVERIFY2(certified, qPrintable(error));
        QCOMPARE(scalar(*certified, QStringLiteral("SELECT client_dn FROM pg_stat_ssl WHERE pid = pg_backend_pid()"))
                     .toString(),
                 QStringLiteral("/CN=certified"));
        QCOMPARE(scalar(*certified, QStringLiteral("SELECT current_user")).toString(), QStringLiteral("certified"));
        // The URL as shown and kept (toDisplayString) names the same files, and reads back to them.
        const DatabaseUrl kept = DatabaseUrl::parse(certified->url().toDisplayString(), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(kept.sslRootCert(), m_server.caFile());
        QCOMPARE(kept.sslCert(), cert);
        QCOMPARE(kept.sslKey(), key);
        certified.reset();

        auto refused = openUrl(base + QStringLiteral("&sslrootcert=") + m_server.caFile(), &error);
        qputenv("PGPASSWORD", password);
        QVERIFY(!refused);
        QVERIFY2(error.startsWith(QStringLiteral("The server at localhost:%1 asks certified for a client certificate")
                                      .arg(m_server.port())),
                 qPrintable(error));
    }

    // A streaming replica answers pg_is_in_recovery() with true and refuses writes; its lag is measurable.
    void hotStandbyIsRecognised() {
        QString error;
        QVERIFY2(m_server.start(&error), qPrintable(error));
        auto replica = m_server.makeReplica(&error);
        QVERIFY2(replica, qPrintable(error));
        auto primary = openUrl(m_server.urlText(), &error);
        QVERIFY2(primary, qPrintable(error));
        QVERIFY2(primary->exec(QStringLiteral("CREATE TABLE standby_probe (id integer)"), &error), qPrintable(error));
        QVERIFY2(primary->exec(QStringLiteral("INSERT INTO standby_probe VALUES (7)"), &error), qPrintable(error));

        // Asked for a writable connection, Metadesk sees the standby and opens it read-only by itself.
        auto standby = openUrl(replica->urlText(), &error);
        QVERIFY2(standby, qPrintable(error));
        QVERIFY(standby->isStandby());
        QVERIFY(standby->isReadOnly());
        QVERIFY(!primary->isStandby());
        QVERIFY(!primary->isReadOnly());
        QVERIFY(!primary->replicationLagSeconds());
        QTRY_COMPARE_WITH_TIMEOUT(
            scalar(*standby, QStringLiteral("SELECT count(*) FROM standby_probe WHERE id = 7")).toInt(), 1, 20000);
        const std::optional<double> lag = standby->replicationLagSeconds();
        QVERIFY(lag);
        QVERIFY(*lag >= 0.0 && *lag < 60.0);
        QVERIFY(!standby->exec(QStringLiteral("INSERT INTO standby_probe VALUES (8)"), &error));
        QVERIFY2(error.contains(QStringLiteral("read-only")), qPrintable(error));
    }

private:
    PgServer m_server;
    bool m_sslOn = false;
};

QTEST_GUILESS_MAIN(tst_PgServerFaults)
#include "tst_PgServerFaults.moc"
