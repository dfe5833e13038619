#include "common/MigrationHelpers.h"
#include "common/TabulariaRuns.h"
#include "common/TestDatabases.h"
#include "core/ops/tabularia/CloseRun.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/Settings.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/home/HomeTones.h"
#include "gui/queue/QueuePage.h"
#include "gui/queue/RunStatsPanel.h"
#include "gui/style/Theme.h"

#include <QApplication>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

Q_DECLARE_METATYPE(metadesk::RunThresholds)

namespace {
QString s(const char* text) {
    return QString::fromUtf8(text);
}

RunThresholds changedThresholds() {
    RunThresholds t;
    t.deadAfterSeconds = 300;
    t.queueTimeoutSeconds = 300;
    t.runStaleTimeoutSeconds = 1800;
    return t;
}

/// A message box the page showed, as the admin would have read it.
struct Shown {
    QString name;
    QString text;
    QString informative;
    QString details;
};
} // namespace

/// The Queue page in the main window, on both engines and on runs shaped as the platform writes them
/// (test::seedRuns, plus three children of the live orchestration 1): counts, marks and the tree against plain SQL
/// under the platform's thresholds and changed ones; Close and Run Again through the page; a run that moved on
/// between look and act (nothing written, the conflict shown with the row as it is now); a batch in which one run
/// moved on (skipped and listed); read-only refusal; no resume. Every message box is answered by the test's prompt,
/// so none waits for a person.
class TestQueuePage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void init_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cleanup();
    void countsMarksAndTree();
    void countsMarksAndTree_data();
    void listsFirstAndCountsAfter();
    void countsFollowTheTheme();
    void countsFollowTheTheme_data() { init_data(); }
    void listsFirstAndCountsAfter_data() { init_data(); }
    void closeAndRunAgain();
    void closeAndRunAgain_data() { init_data(); }
    void movedOnBetweenLookAndAct();
    void movedOnBetweenLookAndAct_data() { init_data(); }
    void batchSkipsWhatMovedOn();
    void batchSkipsWhatMovedOn_data() { init_data(); }
    void batchOnThePreset();
    void batchOnThePreset_data() { init_data(); }
    void readOnlyAndNoResume();
    void readOnlyAndNoResume_data() { init_data(); }
    void batchCloseCountsWhatQualifies();
    void batchCloseCountsWhatQualifies_data() { init_data(); }
    void refreshKeepsThePickAndStopsWhenHidden();
    void refreshKeepsThePickAndStopsWhenHidden_data() { init_data(); }
    void statisticsMadeWhenFirstShown();
    void statisticsMadeWhenFirstShown_data() { init_data(); }

private:
    /// Opens the window on the scratch database and shows the queue, read once.
    bool openQueue(bool readOnly = false) {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 800);
        m_window->show();
        QString error;
        if (!m_window->openDatabase(m_scratch->url(), readOnly, &error)) {
            qWarning("%s", qPrintable(error));
            return false;
        }
        m_page = m_window->workspace()->queuePage();
        m_page->setPrompt([this](QMessageBox* box) {
            m_shown << Shown{box->objectName(), box->text(), box->informativeText(), box->detailedText()};
            return box->icon() == QMessageBox::Question ? m_answer : int(QMessageBox::Ok);
        });
        // What the page did, in order: its first runs listed (with what it had counted by then), a read shown whole.
        QObject::connect(m_page, &QueuePage::listed, m_page, [this]() {
            m_events << (m_page->isReading() ? s("listed while counting") : s("listed"));
            m_events << s("counts: %1").arg(m_page->statusCounts().size());
        });
        QObject::connect(m_page, &QueuePage::shown, m_page, [this]() { m_events << s("shown"); });
        QSignalSpy read(m_page, &QueuePage::shown);
        m_window->workspace()->showQueue();
        return m_window->workspace()->isQueueShown() && (read.count() > 0 || read.wait(20000));
    }
    bool reread() {
        QSignalSpy read(m_page, &QueuePage::shown);
        m_page->refresh();
        return read.wait(20000) && m_page->lastError().isEmpty();
    }
    /// A run of flow 1 on the engine, queued 190 s ago, as the platform writes one (`parent`: 0 for none).
    bool insertFlowRun(int id, const char* status, int parent, int engineAgo, bool finished, QString* error) const {
        QSqlQuery q(m_conn->db());
        const QString t = test::timeParam(*m_conn);
        return m_conn->execBound(
            &q,
            QStringLiteral("INSERT INTO runs (id, kind, flow_id, task_id, status, launched_by, trigger_type, "
                           "parent_run_id, input_key, output_bucket, output_key, publish_description, "
                           "publish_overwrite, publish_sort_keys, started_at, engine_started_at, finished_at) VALUES "
                           "(?, 'flow', 1, ?, ?, 1, 'manual', ?, '', '', '', '', FALSE, '[]', %1, %1, %1)")
                .arg(t),
            {id, QStringLiteral("task-%1").arg(id), QString::fromLatin1(status),
             parent > 0 ? QVariant(parent) : QVariant(QMetaType::fromType<int>()), ago(190), ago(engineAgo),
             finished ? ago(10) : QVariant(QMetaType::fromType<QString>())},
            error);
    }
    /// Waits for the read an action starts when it ends.
    bool settle() {
        return QTest::qWaitFor([this] { return !m_page->isReading() && !m_page->isGathering(); }, 20000);
    }
    qint64 scalar(const QString& sql, const QVariantList& values = {}) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, values, &error) || !q.next()) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
            return -1;
        }
        return q.value(0).toLongLong();
    }
    QString text(const QString& sql, const QVariantList& values = {}) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, values, &error) || !q.next())
            return QStringLiteral("<none>");
        return q.value(0).isNull() ? QStringLiteral("<null>") : q.value(0).toString();
    }
    QList<qint64> ids(const QString& sql) const {
        QSqlQuery q(m_conn->db());
        QString error;
        QList<qint64> out;
        if (!m_conn->execBound(&q, sql, {}, &error))
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
        while (q.next())
            out << q.value(0).toLongLong();
        return out;
    }
    /// A change another session commits between the page's read and the admin's click.
    bool meanwhile(const QString& sql, const QVariantList& values = {}) const {
        auto other = m_scratch->connect();
        QString error;
        QSqlQuery q(other->db());
        if (!other || !other->execBound(&q, sql, values, &error)) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
            return false;
        }
        return true;
    }
    QVariant ago(int seconds) const {
        return test::runTime(*m_conn, QDateTime::currentDateTimeUtc().addSecs(-seconds));
    }
    /// The item of run `id` in the page's tree (column `column`), or null.
    QStandardItem* itemOf(qint64 id, int column = 0) const {
        QStandardItemModel* model = m_page->model();
        std::function<QStandardItem*(QStandardItem*)> walk = [&](QStandardItem* parent) -> QStandardItem* {
            for (int r = 0; r < parent->rowCount(); ++r) {
                QStandardItem* first = parent->child(r, 0);
                if (first->text() == QString::number(id))
                    return parent->child(r, column);
                if (QStandardItem* inside = walk(first))
                    return inside;
            }
            return nullptr;
        };
        return walk(model->invisibleRootItem());
    }
    /// The runs per status, as GROUP BY has them.
    QMap<QString, qint64> countsBySql() const {
        QSqlQuery q(m_conn->db());
        QMap<QString, qint64> counts;
        if (!q.exec(s("SELECT status, COUNT(*) FROM runs GROUP BY status")))
            qWarning("%s", qPrintable(q.lastError().text()));
        while (q.next())
            counts.insert(q.value(0).toString(), q.value(1).toLongLong());
        return counts;
    }
    QList<qint64> listedIds() const {
        QList<qint64> out;
        for (const QString& sql : {QStringLiteral("SELECT id FROM runs ORDER BY id")})
            for (qint64 id : ids(sql))
                if (m_page->isListed(id))
                    out << id;
        return out;
    }

    QTemporaryDir m_config;
    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
    std::unique_ptr<MainWindow> m_window;
    QueuePage* m_page = nullptr;
    QList<Shown> m_shown;
    QStringList m_events;
    int m_answer = QMessageBox::Yes;
};

void TestQueuePage::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QVERIFY(m_config.isValid());
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
    QApplication::setOrganizationName(s("Metadesk"));
    QApplication::setApplicationName(s("metadesk"));
    QVERIFY2(Settings::instance().fileName().startsWith(m_config.path()), qPrintable(Settings::instance().fileName()));
}

void TestQueuePage::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    m_scratch = std::make_unique<ScratchDatabase>(engine);
    QVERIFY2(m_scratch->isValid(), qPrintable(m_scratch->error()));
    m_conn = m_scratch->connect();
    QVERIFY(m_conn);
    QString error;
    QStringList applied;
    QVERIFY2(Migrator(*m_conn, test::builtInMigrations(Platform::Tabularia, *m_conn)).upgrade(&applied, &error),
             qPrintable(error));
    QVERIFY2(m_conn->loadCatalog(&error), qPrintable(error));
    QVERIFY2(test::seedRuns(*m_conn, QDateTime::currentDateTimeUtc(), &error), qPrintable(error));
    // The live orchestration 1 launched three outputs, as the orchestrator does (parent_run_id).
    QVERIFY2(insertFlowRun(11, "SUCCESS", 1, 150, true, &error), qPrintable(error));
    QVERIFY2(insertFlowRun(12, "STARTED", 1, 40, false, &error), qPrintable(error));
    QVERIFY2(insertFlowRun(13, "FAILURE", 1, 120, true, &error), qPrintable(error));
    if (m_conn->isPostgres()) {
        QSqlQuery q(m_conn->db());
        QVERIFY(m_conn->execBound(
            &q, s("SELECT setval(pg_get_serial_sequence('runs', 'id'), (SELECT max(id) FROM runs))"), {}, &error));
    }
    // Run Again queues as the admin's Tabularia account.
    ProfileStore().setAuditIdentity(m_scratch->url(), s("admin@example.com"));
    Settings::instance().reset(Settings::Key::LastTables);
    Settings::instance().reset(Settings::Key::HomeRefreshSeconds);
    m_shown.clear();
    m_events.clear();
    m_answer = QMessageBox::Yes;
}

void TestQueuePage::cleanup() {
    m_window.reset();
    m_page = nullptr;
    ProfileStore().clear();
    m_conn.reset();
    m_scratch.reset();
}

void TestQueuePage::countsMarksAndTree_data() {
    QTest::addColumn<ScratchDatabase::Engine>("engine");
    QTest::addColumn<RunThresholds>("thresholds");
    QTest::addColumn<QList<qint64>>("dead");
    QTest::addColumn<QList<qint64>>("queued");
    QTest::addColumn<QList<qint64>>("timedOut");
    for (ScratchDatabase::Engine e : {ScratchDatabase::Engine::Sqlite, ScratchDatabase::Engine::Postgres}) {
        const QString name = ScratchDatabase::engineName(e);
        QTest::newRow(qPrintable(name + s(": the platform's defaults")))
            << e << RunThresholds() << QList<qint64>{2, 3} << QList<qint64>{5} << QList<qint64>{7};
        QTest::newRow(qPrintable(name + s(": thresholds changed")))
            << e << changedThresholds() << QList<qint64>{3} << QList<qint64>{4, 5} << QList<qint64>{7, 8};
    }
}

void TestQueuePage::countsMarksAndTree() {
    QFETCH(RunThresholds, thresholds);
    QFETCH(QList<qint64>, dead);
    QFETCH(QList<qint64>, queued);
    QFETCH(QList<qint64>, timedOut);
    if (!thresholds.isDefault())
        ProfileStore().setRunThresholds(m_scratch->url(), thresholds);
    QVERIFY(openQueue());
    QVERIFY2(m_page->lastError().isEmpty(), qPrintable(m_page->lastError()));
    QCOMPARE(m_page->thresholds(), thresholds);
    QVERIFY(m_window->findChild<QAction*>(s("queueAction"))->isEnabled());

    // Counts per status against plain SQL, in words on the page.
    const QMap<QString, qint64> expected = countsBySql();
    QCOMPARE(m_page->statusCounts(), expected);
    for (auto it = expected.begin(); it != expected.end(); ++it)
        QVERIFY2(m_page->countsLabel()->text().contains(QStringLiteral("%1</b> %2").arg(it.key()).arg(it.value())),
                 qPrintable(m_page->countsLabel()->text()));
    // The thresholds in use are on the page.
    const QString shown = m_page->thresholdsLabel()->text();
    QVERIFY2(shown.contains(thresholds.isDefault() ? s("1 min") : s("5 min")), qPrintable(shown));
    QVERIFY2(shown.contains(thresholds.isDefault() ? s("platform's defaults") : s("connection profile")),
             qPrintable(shown));

    // The default preset: the queued and running runs, as SQL has them, and every child of those listed (under it).
    QCOMPARE(listedIds(), ids(s("SELECT id FROM runs WHERE status IN ('PENDING', 'STARTED') OR parent_run_id IN "
                                "(SELECT id FROM runs WHERE status IN ('PENDING', 'STARTED')) ORDER BY id")));
    // Every run: the marks of each as the platform's sweeps judge them under these thresholds.
    m_page->setPreset(QueuePage::Preset::All);
    QVERIFY(QTest::qWaitFor([this] { return m_page->isListed(9) && !m_page->isReading(); }, 20000));
    QCOMPARE(listedIds(), ids(s("SELECT id FROM runs ORDER BY id")));
    for (qint64 id : ids(s("SELECT id FROM runs ORDER BY id"))) {
        const QList<RunQueue::Mark> marks = m_page->marksOf(id);
        QCOMPARE(marks.contains(RunQueue::Mark::Dead), dead.contains(id));
        QCOMPARE(marks.contains(RunQueue::Mark::QueuedTooLong), queued.contains(id));
        QCOMPARE(marks.contains(RunQueue::Mark::TimedOut), timedOut.contains(id));
        QCOMPARE(itemOf(id, 2)->text().isEmpty(), marks.isEmpty());
        // The status in words, whatever its colour.
        QCOMPARE(itemOf(id, 1)->text(), text(s("SELECT status FROM runs WHERE id = ?"), {id}));
    }
    // The Flow column reads as the runs grid reads it: the flow's name and its id (a run without a flow: a dash).
    for (qint64 id : ids(s("SELECT id FROM runs ORDER BY id"))) {
        const QString flow = text(s("SELECT flow_id FROM runs WHERE id = ?"), {id});
        const QString name = text(s("SELECT f.name FROM runs r JOIN flows f ON f.id = r.flow_id WHERE r.id = ?"), {id});
        QCOMPARE(itemOf(id, 4)->text(), flow == s("<null>") ? s("—") : name + s(" · ") + flow);
    }
    QCOMPARE(m_page->markCount(RunQueue::Mark::Dead), qint64(dead.size()));
    QCOMPARE(m_page->markCount(RunQueue::Mark::QueuedTooLong), qint64(queued.size()));
    QCOMPARE(m_page->markCount(RunQueue::Mark::TimedOut), qint64(timedOut.size()));

    // The tree: the children of orchestration 1 under it, with the roll-up of their statuses.
    for (qint64 child : {11, 12, 13})
        QCOMPARE(m_page->shownUnder(child), qint64(1));
    QCOMPARE(m_page->shownUnder(2), qint64(0));
    QCOMPARE(itemOf(1, 8)->text(), s("1 STARTED, 1 SUCCESS, 1 FAILURE"));
    QCOMPARE(scalar(s("SELECT COUNT(*) FROM runs WHERE parent_run_id = 1")), qint64(3));
    // Claimed by, heartbeat age and a never-beaten claim.
    QCOMPARE(itemOf(1, 9)->text(), s("gw:1:aaaa"));
    QCOMPARE(itemOf(3, 5)->text(), s("never"));
    // Queue time of a waiting run: from started_at until now (1200 s ago → 20 min).
    QVERIFY2(itemOf(5, 6)->text().startsWith(s("20 min")), qPrintable(itemOf(5, 6)->text()));

    // Each mark's preset lists exactly the runs bearing it.
    const std::pair<QueuePage::Preset, QList<qint64>> presets[] = {{QueuePage::Preset::Dead, dead},
                                                                   {QueuePage::Preset::QueuedTooLong, queued},
                                                                   {QueuePage::Preset::TimedOut, timedOut}};
    for (const auto& [preset, expectedIds] : presets) {
        QSignalSpy read(m_page, &QueuePage::shown);
        m_page->setPreset(preset);
        QVERIFY(read.wait(20000));
        QList<qint64> sorted = expectedIds;
        std::sort(sorted.begin(), sorted.end());
        QCOMPARE(listedIds(), sorted);
    }
    // Failed in the last 24 hours: the children that failed 10 s ago (run 10 has no finished_at).
    {
        QSignalSpy read(m_page, &QueuePage::shown);
        m_page->setPreset(QueuePage::Preset::FailedLastDay);
        QVERIFY(read.wait(20000));
        QCOMPARE(listedIds(), QList<qint64>{13});
    }
    {
        QSignalSpy read(m_page, &QueuePage::shown);
        m_page->setPreset(QueuePage::Preset::LiveOrchestrations);
        QVERIFY(read.wait(20000));
        // With the outputs they launched under them.
        QCOMPARE(listedIds(), ids(s("SELECT id FROM runs WHERE id IN (SELECT id FROM runs WHERE kind = 'orchestration' "
                                    "AND status IN ('PENDING', 'STARTED')) OR parent_run_id IN (SELECT id FROM runs "
                                    "WHERE kind = 'orchestration' AND status IN ('PENDING', 'STARTED')) ORDER BY id")));
        QCOMPARE(listedIds().size(), 8);
    }
}

/// The counts per status and per sweep mark are in the palette's colours: switching the theme while the page is open
/// colours them again (they kept the light theme's dark green and red on the dark background).
void TestQueuePage::countsFollowTheTheme() {
    QVERIFY(openQueue());
    QVERIFY2(m_page->lastError().isEmpty(), qPrintable(m_page->lastError()));
    QVERIFY(m_page->statusCounts().contains(s("SUCCESS")));
    const QString before = m_page->countsLabel()->text();
    for (const QPalette& palette : {theme::darkPalette(), theme::lightPalette()}) {
        m_page->setPalette(palette);
        const QString success = runStatusColour(s("SUCCESS"), palette).name();
        QVERIFY2(m_page->countsLabel()->text().contains(s("color:%1\"><b>SUCCESS").arg(success)),
                 qPrintable(m_page->countsLabel()->text()));
        const QString good = theme::toneColour(theme::Tone::Good, palette).name();
        const QString bad = theme::toneColour(theme::Tone::Bad, palette).name();
        const QString marks = m_page->marksLabel()->text();
        QVERIFY2(marks.contains(good) || marks.contains(bad), qPrintable(marks));
    }
    QCOMPARE(m_page->countsLabel()->text(), before); // the same figures, the light colours again
    m_page->setPalette(QPalette());
}

void TestQueuePage::listsFirstAndCountsAfter() {
    // Ten million keys between the oldest runs and the newest: the page reads them a range at a time, newest first.
    QVERIFY(meanwhile(s("UPDATE runs SET id = id + 10000000 WHERE id >= 6")));
    QVERIFY(openQueue());
    QVERIFY2(m_page->lastError().isEmpty(), qPrintable(m_page->lastError()));
    // The newest runs were on the screen while the page still counted, before anything was counted; then the whole.
    QCOMPARE(m_events, (QStringList{s("listed while counting"), s("counts: 0"), s("shown")}));
    const QMap<QString, qint64> expected = countsBySql();
    QCOMPARE(m_page->statusCounts(), expected);
    QCOMPARE(m_page->markCount(RunQueue::Mark::Dead), qint64(2));
    QCOMPARE(m_page->markCount(RunQueue::Mark::QueuedTooLong), qint64(1));
    QCOMPARE(m_page->markCount(RunQueue::Mark::TimedOut), qint64(1));
    // Every queued and running run, wherever its key is, and the children of those under them.
    QCOMPARE(listedIds(), ids(s("SELECT id FROM runs WHERE status IN ('PENDING', 'STARTED') OR parent_run_id IN "
                                "(SELECT id FROM runs WHERE status IN ('PENDING', 'STARTED')) ORDER BY id")));
    QCOMPARE(m_page->shownUnder(10000012), qint64(1)); // found in the first range, its parent in the last

    // A read asked for while one walks the keys takes its place: the page shows the last one asked for, once.
    m_events.clear();
    m_page->refresh();
    m_page->setPreset(QueuePage::Preset::Dead);
    m_page->setPreset(QueuePage::Preset::All);
    QVERIFY(QTest::qWaitFor([this] { return !m_page->isReading(); }, 20000));
    QCOMPARE(m_events.count(s("shown")), 1);
    QCOMPARE(listedIds(), ids(s("SELECT id FROM runs ORDER BY id")));
    QCOMPARE(m_page->statusCounts(), expected);
}

void TestQueuePage::closeAndRunAgain() {
    QVERIFY(openQueue());
    // Close the dead orchestration 2: as the platform's sweep closes it.
    m_page->pick({2});
    QCOMPARE(m_page->pickedIds(), QList<qint64>{2});
    m_page->findChild<QPushButton*>(s("queueClose"))->click();
    QVERIFY(settle());
    QCOMPARE(m_shown.size(), 1);
    QCOMPARE(m_shown.at(0).name, s("queueConfirm"));
    QVERIFY2(m_shown.at(0).informative.contains(s("not resumed")), qPrintable(m_shown.at(0).informative));
    QCOMPARE(text(s("SELECT status FROM runs WHERE id = 2")), s("FAILURE"));
    QCOMPARE(text(s("SELECT error FROM runs WHERE id = 2")), CloseRun::platformError(RunQueue::Mark::Dead, {}));
    QVERIFY(text(s("SELECT finished_at FROM runs WHERE id = 2")) != s("<null>"));

    // Run Again on the closed run's flow: a new PENDING orchestration, as run-now queues it.
    QVERIFY(reread());
    m_page->setPreset(QueuePage::Preset::All);
    QVERIFY(QTest::qWaitFor([this] { return m_page->isListed(2) && !m_page->isReading(); }, 20000));
    m_shown.clear();
    m_page->pick({2});
    m_page->runAgain();
    QVERIFY(settle());
    QCOMPARE(m_shown.size(), 1);
    QCOMPARE(m_shown.at(0).name, s("queueConfirm"));
    QCOMPARE(scalar(s("SELECT COUNT(*) FROM runs WHERE flow_id = 2 AND kind = 'orchestration' AND status = "
                      "'PENDING'")),
             qint64(1));
    QCOMPARE(text(s("SELECT trigger_type FROM runs WHERE flow_id = 2 AND status = 'PENDING'")), s("manual"));

    // Again on the same flow: refused in words while it has one queued, nothing written.
    QVERIFY(reread());
    m_shown.clear();
    m_page->pick({2});
    m_page->runAgain();
    QVERIFY(settle());
    QCOMPARE(m_shown.size(), 1);
    QCOMPARE(m_shown.at(0).name, s("queueConflict"));
    QVERIFY2(m_shown.at(0).text.contains(s("one orchestration of a flow at a time")), qPrintable(m_shown.at(0).text));
    QCOMPARE(scalar(s("SELECT COUNT(*) FROM runs WHERE flow_id = 2 AND status = 'PENDING'")), qint64(1));

    // Cancelled at the question: nothing written.
    m_shown.clear();
    m_answer = QMessageBox::Cancel;
    m_page->pick({5});
    m_page->closeRuns();
    QVERIFY(settle());
    QCOMPARE(text(s("SELECT status FROM runs WHERE id = 5")), s("PENDING"));
}

void TestQueuePage::movedOnBetweenLookAndAct() {
    QVERIFY(openQueue());
    QVERIFY(m_page->marksOf(2).contains(RunQueue::Mark::Dead));
    const qint64 audits = scalar(s("SELECT COUNT(*) FROM audit_logs"));
    // Its orchestrator beat again after the page read it: no longer dead.
    QVERIFY(meanwhile(s("UPDATE runs SET heartbeat_at = %1 WHERE id = 2").arg(test::timeParam(*m_conn)), {ago(0)}));
    m_page->pick({2});
    m_page->closeRuns();
    QVERIFY(settle());
    QCOMPARE(m_shown.size(), 1);
    QCOMPARE(m_shown.at(0).name, s("queueConflict"));
    QVERIFY2(m_shown.at(0).text.contains(s("changed since it was read")), qPrintable(m_shown.at(0).text));
    QVERIFY2(m_shown.at(0).details.contains(s("claimed_by: gw:2:bbbb")), qPrintable(m_shown.at(0).details));
    QCOMPARE(text(s("SELECT status FROM runs WHERE id = 2")), s("STARTED"));
    QCOMPARE(scalar(s("SELECT COUNT(*) FROM audit_logs")), audits);

    // Still dead, but not as seen (it beat once more, then went silent again): nothing written either.
    QVERIFY(reread());
    QVERIFY(meanwhile(s("UPDATE runs SET heartbeat_at = %1 WHERE id = 3").arg(test::timeParam(*m_conn)), {ago(4000)}));
    m_shown.clear();
    m_page->pick({3});
    m_page->closeRuns();
    QVERIFY(settle());
    QCOMPARE(m_shown.size(), 1);
    QCOMPARE(m_shown.at(0).name, s("queueConflict"));
    QCOMPARE(text(s("SELECT status FROM runs WHERE id = 3")), s("STARTED"));
    QCOMPARE(scalar(s("SELECT COUNT(*) FROM audit_logs")), audits);
}

void TestQueuePage::batchSkipsWhatMovedOn() {
    QVERIFY(openQueue());
    m_page->setPreset(QueuePage::Preset::Dead);
    QVERIFY(QTest::qWaitFor([this] { return !m_page->isListed(1) && m_page->isListed(2); }, 20000));
    QVERIFY(settle());
    m_page->pick({2, 3});
    QCOMPARE(m_page->pickedIds().size(), 2);
    // Run 3's orchestrator came back between look and act.
    QVERIFY(meanwhile(s("UPDATE runs SET heartbeat_at = %1 WHERE id = 3").arg(test::timeParam(*m_conn)), {ago(0)}));
    m_page->closeRuns();
    QVERIFY(settle());
    QCOMPARE(m_shown.size(), 2);
    QCOMPARE(m_shown.at(0).name, s("queueBatchPreview"));
    QVERIFY2(m_shown.at(0).text.contains(s("2")), qPrintable(m_shown.at(0).text));
    QCOMPARE(m_shown.at(1).name, s("queueBatchReport"));
    QVERIFY2(m_shown.at(1).text.contains(s("Closed 1 run")), qPrintable(m_shown.at(1).text));
    QVERIFY2(m_shown.at(1).informative.startsWith(s("Run 3:")), qPrintable(m_shown.at(1).informative));
    QCOMPARE(text(s("SELECT status FROM runs WHERE id = 2")), s("FAILURE"));
    QCOMPARE(text(s("SELECT status FROM runs WHERE id = 3")), s("STARTED"));
}

void TestQueuePage::batchOnThePreset() {
    QVERIFY(openQueue());
    m_page->setPreset(QueuePage::Preset::TimedOut);
    QVERIFY(QTest::qWaitFor([this] { return m_page->isListed(7) && !m_page->isListed(1); }, 20000));
    QVERIFY(settle());
    // One more run times out after the page read: the preset's batch reads the runs again and takes it too.
    QVERIFY(
        meanwhile(s("UPDATE runs SET engine_started_at = %1 WHERE id = 8").arg(test::timeParam(*m_conn)), {ago(5000)}));
    m_page->setScope(QueuePage::Scope::Matching);
    m_page->closeRuns();
    // Counted and read on the queue's worker: the window goes on meanwhile, the page says what it does and offers
    // no second batch until this one is through.
    QVERIFY(m_page->isGathering());
    QVERIFY(m_shown.isEmpty());
    QVERIFY(!m_page->findChild<QPushButton*>(s("queueClose"))->isEnabled());
    QVERIFY(!m_page->findChild<QPushButton*>(s("queueRunAgain"))->isEnabled());
    QVERIFY2(m_page->findChild<QLabel*>(s("queueStatus"))->text().startsWith(s("Counting the runs listed by")),
             qPrintable(m_page->findChild<QLabel*>(s("queueStatus"))->text()));
    QVERIFY(settle());
    QCOMPARE(m_shown.size(), 2);
    QCOMPARE(m_shown.at(0).name, s("queueBatchPreview"));
    QVERIFY2(m_shown.at(0).text.contains(s("Close the 2 runs")), qPrintable(m_shown.at(0).text));
    QCOMPARE(m_shown.at(1).name, s("queueMessage"));
    QVERIFY2(m_shown.at(1).text.contains(s("Closed 2 runs")), qPrintable(m_shown.at(1).text));
    QCOMPARE(ids(s("SELECT id FROM runs WHERE status = 'FAILURE' AND finished_at IS NOT NULL AND kind <> "
                   "'orchestration' AND parent_run_id IS NULL ORDER BY id")),
             (QList<qint64>{7, 8}));
    QCOMPARE(text(s("SELECT error_detail FROM runs WHERE id = 7")), s("<null>"));
    QVERIFY(settle());
    QVERIFY(!m_page->findChild<QLabel*>(s("queueStatus"))->text().startsWith(s("Counting")));
    QVERIFY(m_page->findChild<QPushButton*>(s("queueClose"))->isEnabled());
}

void TestQueuePage::readOnlyAndNoResume() {
    QVERIFY(openQueue(true));
    auto* close = m_page->findChild<QPushButton*>(s("queueClose"));
    QVERIFY(!close->isEnabled());
    QVERIFY2(close->toolTip().contains(s("read-only")), qPrintable(close->toolTip()));
    m_page->pick({2});
    m_page->closeRuns();
    QCOMPARE(m_shown.size(), 1);
    QVERIFY2(m_shown.at(0).text.contains(s("read-only")), qPrintable(m_shown.at(0).text));
    QCOMPARE(text(s("SELECT status FROM runs WHERE id = 2")), s("STARTED"));
    // No resume of a dead orchestration, and the page says why.
    m_shown.clear();
    m_page->resume();
    QCOMPARE(m_shown.size(), 1);
    QVERIFY2(m_shown.at(0).text.contains(s("dead orchestration")), qPrintable(m_shown.at(0).text));
    QVERIFY2(m_shown.at(0).text.contains(s("duplicate appended outputs")), qPrintable(m_shown.at(0).text));
}

void TestQueuePage::batchCloseCountsWhatQualifies() {
    QVERIFY(openQueue());
    m_page->setPreset(QueuePage::Preset::Active);
    QVERIFY(
        QTest::qWaitFor([this] { return m_page->isListed(1) && m_page->isListed(2) && m_page->isListed(6); }, 20000));
    QVERIFY(settle());
    const qint64 audits = scalar(s("SELECT COUNT(*) FROM audit_logs"));
    // Picked: the dead orchestration 2 qualifies; the live orchestration 1 and the running flow run 6 do not.
    m_page->pick({1, 2, 6});
    m_answer = QMessageBox::Cancel;
    m_page->closeRuns();
    QCOMPARE(m_shown.size(), 1);
    QCOMPARE(m_shown.at(0).name, s("queueBatchPreview"));
    QCOMPARE(m_shown.at(0).text, s("Close 1 run of the 3 picked?"));
    QVERIFY2(m_shown.at(0).informative.startsWith(s("Not closed: 2 runs with no mark to close by (dead, queued too "
                                                    "long or timed out): run 1, 6.")),
             qPrintable(m_shown.at(0).informative));
    QCOMPARE(scalar(s("SELECT COUNT(*) FROM audit_logs")), audits); // cancelled: nothing written
    // Said yes: only run 2 is closed; 1 and 6 are left running.
    m_shown.clear();
    m_answer = QMessageBox::Yes;
    m_page->closeRuns();
    QVERIFY(settle());
    QCOMPARE(text(s("SELECT status FROM runs WHERE id = 2")), s("FAILURE"));
    QCOMPARE(text(s("SELECT status FROM runs WHERE id = 1")), s("STARTED"));
    QCOMPARE(text(s("SELECT status FROM runs WHERE id = 6")), s("STARTED"));
    QVERIFY2(m_shown.constLast().text.contains(s("Closed 1 run")), qPrintable(m_shown.constLast().text));
    QVERIFY(reread());

    // The preset's runs: the count is of those that qualify (3 dead, 5 queued too long, 7 timed out), as SQL says.
    const qint64 active = scalar(s("SELECT COUNT(*) FROM runs WHERE status IN ('PENDING', 'STARTED')"));
    m_shown.clear();
    m_answer = QMessageBox::Cancel;
    m_page->setScope(QueuePage::Scope::Matching);
    m_page->closeRuns();
    QVERIFY(settle());
    QCOMPARE(m_shown.size(), 1);
    QCOMPARE(m_shown.at(0).text, s("Close 3 runs of the %1 listed by “Queued and running”?").arg(active));
    QVERIFY2(m_shown.at(0).informative.startsWith(s("Not closed: %1 runs with no mark").arg(active - 3)),
             qPrintable(m_shown.at(0).informative));

    // Resume on an engine run speaks of engine runs, not orchestrations.
    m_page->setScope(QueuePage::Scope::Picked);
    m_page->pick({6});
    m_shown.clear();
    m_page->resume();
    QCOMPARE(m_shown.size(), 1);
    QVERIFY2(m_shown.at(0).text.startsWith(s("Run 6 (flow) is an engine run, and it cannot be resumed.")),
             qPrintable(m_shown.at(0).text));
    QVERIFY2(!m_shown.at(0).text.contains(s("orchestration")), qPrintable(m_shown.at(0).text));
    QVERIFY2(!m_shown.at(0).details.contains(s("orchestration")), qPrintable(m_shown.at(0).details));
}

void TestQueuePage::refreshKeepsThePickAndStopsWhenHidden() {
    Settings::instance().set(Settings::Key::HomeRefreshSeconds, 30);
    QVERIFY(openQueue());
    QVERIFY(m_page->isAutoRefreshing());
    m_page->pick({5, 12});
    QVERIFY(meanwhile(s("UPDATE runs SET claimed_by = 'gw:9:eeee' WHERE id = 1")));
    QVERIFY(reread());
    QCOMPARE(itemOf(1, 9)->text(), s("gw:9:eeee"));
    QList<qint64> picked = m_page->pickedIds();
    std::sort(picked.begin(), picked.end());
    QCOMPARE(picked, (QList<qint64>{5, 12}));
    // A long list scrolled down stays where it was when it is read again.
    QString error;
    for (int id = 100; id < 260; ++id)
        QVERIFY2(insertFlowRun(id, "STARTED", 0, 30, false, &error), qPrintable(error));
    QVERIFY(reread());
    QScrollBar* bar = m_page->view()->verticalScrollBar();
    QVERIFY2(bar->maximum() > 40, qPrintable(QString::number(bar->maximum())));
    bar->setValue(bar->maximum() / 2);
    const int at = bar->value();
    QVERIFY(at > 0);
    QVERIFY(reread());
    QCOMPARE(bar->value(), at);
    m_window->workspace()->goHome();
    QVERIFY(!m_page->isAutoRefreshing());
    m_window->workspace()->goBack();
    QVERIFY(m_window->workspace()->isQueueShown());
    QVERIFY(m_page->isAutoRefreshing());
}

void TestQueuePage::statisticsMadeWhenFirstShown() {
    QVERIFY(openQueue());
    // Its charts are not made with the window, nor with the queue: only when their tab is first shown.
    QVERIFY(!m_page->findChild<RunStatsPanel*>());
    m_page->showStatistics();
    auto* panel = m_page->findChild<RunStatsPanel*>();
    QVERIFY(panel);
    QCOMPARE(panel, m_page->statsPanel());
    QVERIFY(panel->isVisible());
    QSignalSpy shown(panel, &RunStatsPanel::statsShown);
    QVERIFY(shown.wait(20000));
    // F5 (the window's Refresh) reads the statistics shown again: a run started since is charted.
    auto charted = [panel]() {
        qint64 runs = 0;
        for (const QList<qint64>& days : panel->series())
            for (qint64 n : days)
                runs += n;
        return runs;
    };
    const qint64 before = charted();
    QString error;
    QVERIFY2(insertFlowRun(21, "SUCCESS", 0, 60, true, &error), qPrintable(error));
    m_window->workspace()->refresh();
    QVERIFY(shown.wait(20000));
    QCOMPARE(charted(), before + 1);
    // Its links still lead the window to the runs they name.
    HomeLink link;
    link.table = s("runs");
    link.sortColumn = s("id");
    emit panel->linkActivated(link);
    QVERIFY(m_window->workspace()->currentPage());
    QCOMPARE(m_window->workspace()->currentLocation().table, s("runs"));
    QCOMPARE(m_window->workspace()->currentLocation().spec.sortColumn, s("id"));
}

QTEST_MAIN(TestQueuePage)
#include "tst_QueuePage.moc"
