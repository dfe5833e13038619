#include "common/CliRun.h"
#include "common/TestDatabases.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>
#include <vector>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {
QString s(const char* text) {
    return QString::fromUtf8(text);
}
int envNumber(const char* name, int fallback) {
    bool ok = false;
    const int value = qEnvironmentVariableIntValue(name, &ok);
    return ok && value > 0 ? value : fallback;
}

/// One change the CLI says it applied: the value it expected, the value it wrote, the audit entry it made.
struct Applied {
    qint64 row = 0;
    QString before;
    QString after;
    qint64 auditId = 0;
};
} // namespace

/// The soak: concurrent `metadesk-cli row set --expect …` processes on the same rows, each retrying on a conflict
/// with the row the conflict printed. Afterwards no update is lost (every row's changes form one unbroken chain from
/// its first value to its stored value, so none was written over a value its writer had not seen) and each applied
/// change has exactly one audit entry. A few updates here; `METADESK_SOAK_UPDATES=2500 METADESK_SOAK_ROWS=50` (see
/// the README's reliability section) is the full soak.
class TestCliSoak : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void concurrentWritersLoseNothing();
    void concurrentWritersLoseNothing_data() { test::addEngineColumn(), test::addEngineRows(); }

private:
    QString m_cli;
    QTemporaryDir m_workDir;
    QTemporaryDir m_config;
};

void TestCliSoak::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    m_cli = qEnvironmentVariable("METADESK_CLI");
    QVERIFY2(QFileInfo(m_cli).isExecutable(), "METADESK_CLI must name the metadesk-cli binary (ctest sets it)");
    QVERIFY(m_workDir.isValid() && m_config.isValid());
}

void TestCliSoak::concurrentWritersLoseNothing() {
    QFETCH(ScratchDatabase::Engine, engine);
    const int writers = envNumber("METADESK_SOAK_WRITERS", 4);
    const int updates = envNumber("METADESK_SOAK_UPDATES", 6);
    const int rowCount = envNumber("METADESK_SOAK_ROWS", 3);

    std::unique_ptr<ScratchDatabase> scratch;
    std::unique_ptr<DbConnection> conn;
    QString error;
    QVERIFY2(test::openDemo(engine, &scratch, &conn, &error, 5), qPrintable(error));

    // The rows: Tabularia groups of their own, copied from an ordinary (not admin) group of the demo.
    QList<qint64> ids;
    QHash<qint64, QString> first;
    for (int i = 0; i < rowCount; ++i) {
        QSqlQuery q(conn->db());
        const QString description = s("soak start %1").arg(i);
        QVERIFY2(conn->execBound(&q,
                                 s("INSERT INTO groups (name, description, is_admin, is_observer, created_at) "
                                   "SELECT ?, ?, is_admin, is_observer, created_at FROM groups "
                                   "WHERE id = (SELECT min(id) FROM groups WHERE NOT is_admin)"),
                                 {s("soak-%1").arg(i), description}, &error),
                 qPrintable(error));
        QVERIFY2(conn->execBound(&q, s("SELECT id FROM groups WHERE name = ?"), {s("soak-%1").arg(i)}, &error) &&
                     q.next(),
                 qPrintable(error));
        ids << q.value(0).toLongLong();
        first.insert(ids.last(), description);
    }
    QSqlQuery q(conn->db());
    QVERIFY2(conn->execBound(&q, s("SELECT coalesce(max(id), 0) FROM audit_logs"), {}, &error) && q.next(),
             qPrintable(error));
    const qint64 auditsBefore = q.value(0).toLongLong();
    q.finish(); // its read lock would keep every SQLite writer from committing

    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(s("XDG_CONFIG_HOME"), m_config.path());

    // Each writer: its own process at a time, its own view of the rows (what it last saw), its own random rows.
    struct Writer {
        int index = 0;
        int done = 0;
        bool retrying = false;
        QHash<qint64, QString> seen;
        qint64 row = 0;
        QString value;
        std::unique_ptr<QProcess> process;
        QRandomGenerator random;
        QElapsedTimer clock;
    };
    std::vector<Writer> lanes(writers);
    QList<Applied> applied;
    int conflicts = 0;
    int retried = 0;
    int running = 0;
    QString failure;
    QEventLoop loop;

    std::function<void(Writer&)> start = [&](Writer& w) {
        if (w.done == updates || !failure.isEmpty()) {
            if (--running == 0)
                loop.quit();
            return;
        }
        if (!w.retrying) {
            w.row = ids.at(int(w.random.bounded(quint32(ids.size()))));
            w.value = s("writer %1 update %2").arg(w.index).arg(w.done);
        }
        w.process = std::make_unique<QProcess>();
        w.process->setProcessEnvironment(environment);
        w.process->setWorkingDirectory(m_workDir.path());
        w.process->setStandardInputFile(QProcess::nullDevice());
        const QStringList arguments{s("row"),          s("set"),
                                    s("--table"),      s("groups"),
                                    s("--key"),        s("id=%1").arg(w.row),
                                    s("--set"),        s("description=") + w.value,
                                    s("--expect"),     s("description=") + w.seen.value(w.row),
                                    s("--json"),       s("--database"),
                                    scratch->urlText()};
        QObject::connect(
            w.process.get(), &QProcess::finished, &loop, [&, arguments](int code, QProcess::ExitStatus st) {
                const QString out = QString::fromUtf8(w.process->readAllStandardOutput());
                const QString err = QString::fromUtf8(w.process->readAllStandardError());
                const QJsonObject json = QJsonDocument::fromJson(out.toUtf8()).object();
                if (st == QProcess::NormalExit && code == 0) {
                    const QJsonObject row = json.value(s("row")).toObject();
                    if (row.value(s("description")).toString() != w.value || !json.contains(s("audit_id")))
                        failure = s("unexpected answer: ") + out;
                    applied << Applied{w.row, w.seen.value(w.row), w.value, json.value(s("audit_id")).toInteger()};
                    w.seen.insert(w.row, w.value);
                    ++w.done;
                    w.retrying = false;
                } else if (st == QProcess::NormalExit && code == 1 && json.contains(s("description"))) {
                    // A conflict: the row as it is now came with it; try again on top of that.
                    ++conflicts;
                    if (!w.retrying)
                        ++retried;
                    w.retrying = true;
                    w.seen.insert(w.row, json.value(s("description")).toString());
                } else {
                    failure = s("metadesk-cli %1 -> exit %2 after %5 ms\n  stdout: %3\n  stderr: %4")
                                  .arg(arguments.join(QLatin1Char(' ')))
                                  .arg(st == QProcess::NormalExit ? code : -1)
                                  .arg(out, err)
                                  .arg(w.clock.elapsed());
                }
                QTimer::singleShot(0, &loop, [&] { start(w); });
            });
        w.clock.start();
        w.process->start(m_cli, arguments);
    };

    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < writers; ++i) {
        lanes[i].index = i;
        lanes[i].seen = first;
        lanes[i].random.seed(quint32(1000 + i));
        ++running;
        QTimer::singleShot(0, &loop, [&, i] { start(lanes[i]); });
    }
    loop.exec();
    const qint64 elapsed = timer.elapsed();
    QVERIFY2(failure.isEmpty(), qPrintable(failure));
    QCOMPARE(applied.size(), writers * updates);
    qInfo("soak on %s: %d writers x %d updates on %d rows: %lld updates, %d conflicts, %d updates retried, %.1f s",
          qPrintable(ScratchDatabase::engineName(engine)), writers, updates, rowCount, qint64(applied.size()),
          conflicts, retried, double(elapsed) / 1000.0);

    // No lost update: per row, each applied change starts from the value the one before it wrote, and the last one's
    // value is the stored one. Two changes made on the same value would be one lost update.
    QHash<qint64, QHash<QString, QString>> chains;
    for (const Applied& a : std::as_const(applied)) {
        QVERIFY2(!chains[a.row].contains(a.before),
                 qPrintable(s("two changes of row %1 were both made on \"%2\"").arg(a.row).arg(a.before)));
        chains[a.row].insert(a.before, a.after);
    }
    for (const qint64 id : std::as_const(ids)) {
        QHash<QString, QString> chain = chains.value(id);
        QString value = first.value(id);
        while (chain.contains(value))
            value = chain.take(value);
        QVERIFY2(chain.isEmpty(), qPrintable(s("row %1: %2 changes off the chain").arg(id).arg(chain.size())));
        QVERIFY2(conn->execBound(&q, s("SELECT description FROM groups WHERE id = ?"), {id}, &error) && q.next(),
                 qPrintable(error));
        QCOMPARE(q.value(0).toString(), value);
        q.finish();
    }

    // Exactly one audit entry per applied change, naming its row, and no other.
    QHash<qint64, qint64> audited;
    QVERIFY2(conn->execBound(&q, s("SELECT id, target_id FROM audit_logs WHERE id > ?"), {auditsBefore}, &error),
             qPrintable(error));
    while (q.next())
        audited.insert(q.value(0).toLongLong(), q.value(1).toLongLong());
    QCOMPARE(audited.size(), applied.size());
    for (const Applied& a : std::as_const(applied)) {
        QVERIFY2(audited.contains(a.auditId), qPrintable(s("no audit entry %1").arg(a.auditId)));
        QCOMPARE(audited.take(a.auditId), a.row);
    }
}

QTEST_GUILESS_MAIN(TestCliSoak)
#include "tst_CliSoak.moc"
