// ReachWait: a server that went away is asked for off the GUI thread before the window's connection opens again on
// it; DbConnection::reconnect asks its ReachCheck first.

#include "common/TestDatabases.h"
#include "core/db/DbConnection.h"
#include "gui/connect/ReachWait.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QProgressDialog>
#include <QPushButton>
#include <QSqlQuery>
#include <QTest>
#include <QTimer>
#include <QWidget>

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

using namespace metadesk;

namespace {
/// A TCP port on loopback that takes connections (the kernel completes them) and never answers: a host that went
/// silent, where libpq waits for its whole connect_timeout. `listening` false: a port nothing listens on.
class SilentPort {
public:
    explicit SilentPort(bool listening) {
        m_fd = ::socket(AF_INET, SOCK_STREAM, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        address.sin_port = 0;
        socklen_t length = sizeof address;
        if (m_fd < 0 || ::bind(m_fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 ||
            ::getsockname(m_fd, reinterpret_cast<sockaddr*>(&address), &length) != 0 ||
            (listening && ::listen(m_fd, 8) != 0))
            return;
        m_port = ntohs(address.sin_port);
        if (!listening) {
            ::close(m_fd);
            m_fd = -1;
        }
    }
    ~SilentPort() {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    int port() const { return m_port; }
    DatabaseUrl url() const {
        return DatabaseUrl::parse(QStringLiteral("postgresql://postgres@127.0.0.1:%1/postgres").arg(m_port));
    }

private:
    int m_fd = -1;
    int m_port = 0;
};
} // namespace

class TestReachWait : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QString why;
        QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    }
    void waitsOffTheGuiThreadAndCanBeCancelled();
    void saysWhyAServerCannotBeReached();
    void reconnectAsksFirst();
};

void TestReachWait::waitsOffTheGuiThreadAndCanBeCancelled() {
    const SilentPort silent(true);
    QVERIFY(silent.port() > 0);
    QWidget window;
    window.resize(400, 300);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // The GUI thread's timers go on while the server does not answer; the dialog says so, and its Cancel ends the wait.
    int ticks = 0;
    QTimer ticker;
    ticker.setInterval(20);
    QObject::connect(&ticker, &QTimer::timeout, [&ticks]() { ++ticks; });
    ticker.start();
    bool dialogShown = false;
    QString dialogText;
    QTimer::singleShot(1500, &window, [&]() {
        auto* dialog = window.findChild<QProgressDialog*>(ReachWait::dialogName());
        if (!dialog)
            return;
        dialogShown = dialog->isVisible();
        dialogText = dialog->labelText();
        if (auto* cancel = dialog->findChild<QPushButton*>())
            QTest::mouseClick(cancel, Qt::LeftButton);
    });
    QElapsedTimer waited;
    waited.start();
    QString error;
    QVERIFY(!ReachWait::reachable(&window, silent.url(), &error));
    const qint64 ms = waited.elapsed();
    QVERIFY2(dialogShown, "no dialog while waiting");
    QVERIFY2(dialogText.contains(QStringLiteral("127.0.0.1:%1").arg(silent.port())), qPrintable(dialogText));
    QVERIFY2(error.startsWith(QStringLiteral("Stopped trying to reach")), qPrintable(error));
    // Cancelled after 1.5 s, well before libpq's connect_timeout (10 s) would have ended it; the loop turned all along.
    QVERIFY2(ms < 8000, qPrintable(QString::number(ms)));
    QVERIFY2(ticks >= 20, qPrintable(QString::number(ticks)));
    // A second ask while one waits is refused at once: here none waits any more, so it is asked (and fails) anew.
    QTimer::singleShot(0, &window, [&]() {
        QString again;
        QVERIFY(!ReachWait::reachable(&window, silent.url(), &again));
        QVERIFY2(again.startsWith(QStringLiteral("Still trying to reach")), qPrintable(again));
        if (auto* dialog = window.findChild<QProgressDialog*>(ReachWait::dialogName()))
            emit dialog->canceled();
    });
    QVERIFY(!ReachWait::reachable(&window, silent.url(), &error));
}

void TestReachWait::saysWhyAServerCannotBeReached() {
    const SilentPort closed(false);
    QVERIFY(closed.port() > 0);
    QWidget window;
    QString error;
    QVERIFY(!ReachWait::reachable(&window, closed.url(), &error));
    // libpq's refusal, as the connect dialog would say it: not "stopped", nothing cancelled.
    QVERIFY(!error.isEmpty());
    QVERIFY2(!error.startsWith(QStringLiteral("Stopped")), qPrintable(error));
    QVERIFY(!window.findChild<QProgressDialog*>(ReachWait::dialogName()));
}

void TestReachWait::reconnectAsksFirst() {
    test::ScratchDatabase db(test::ScratchDatabase::Engine::Postgres);
    QVERIFY2(db.isValid(), qPrintable(db.error()));
    const auto conn = db.connect(false);
    QVERIFY(conn);
    const auto other = db.connect(false);
    QVERIFY(other);
    QWidget window;
    int asked = 0;
    conn->setReachCheck([&](const DatabaseUrl& url, QString* why) {
        ++asked;
        return ReachWait::reachable(&window, url, why);
    });
    // The server ends the session (as a restart would): the next statement finds the connection broken.
    QString error;
    QVERIFY2(other->exec(QStringLiteral("SELECT pg_terminate_backend(%1)").arg(conn->backendPid()), &error),
             qPrintable(error));
    QVERIFY(!conn->exec(QStringLiteral("SELECT 1"), &error));
    QVERIFY(conn->isBroken());
    QVERIFY2(conn->reconnect(&error), qPrintable(error));
    QCOMPARE(asked, 1);
    QVERIFY(!conn->isBroken());
    QVERIFY2(conn->exec(QStringLiteral("SELECT 1"), &error), qPrintable(error));
}

QTEST_MAIN(TestReachWait)
#include "tst_ReachWait.moc"
