#include "common/CliRun.h"
#include "common/Screenshots.h"
#include "common/TabulariaConnections.h"
#include "common/TestDatabases.h"
#include "core/secrets/FernetKeyRing.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/Settings.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/home/HomePage.h"
#include "gui/integrity/IntegrityPage.h"
#include "gui/pages/TablePage.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QListWidget>
#include <QMap>
#include <QPushButton>
#include <QScopeGuard>
#include <QSet>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QTreeView>

#include <algorithm>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {
QString s(const char* text) {
    return QString::fromUtf8(text);
}
const QString kOrphanRule = QStringLiteral("tabularia.ai_chats.E001");
constexpr int kCheckMs = 180000; // the whole check on the demo under the sanitizers
} // namespace

/// The Integrity page in the main window, on both engines: a check run from the home view's badge on a worker with
/// progress, its findings grouped by level and leading to their rows, Cancel, and a rule silenced for the connection
/// profile (hidden here and by metadesk-cli verify --profile, listed, shown again).
class TestIntegrityPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void init_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cleanup();
    void findsThePlantedOrphanAndOpensIt();
    void findsThePlantedOrphanAndOpensIt_data() { init_data(); }
    void cancelStops();
    void cancelStops_data() { init_data(); }
    void silencingHidesAndPersists();
    void silencingHidesAndPersists_data() { init_data(); }
    void fixesAFindingSafely();
    void fixesAFindingSafely_data() { init_data(); }
    void judgesRunsByTheProfilesThresholds();
    void judgesRunsByTheProfilesThresholds_data() { init_data(); }
    void checksCredentialsWithTheProfilesKeys();
    void checksCredentialsWithTheProfilesKeys_data() { init_data(); }

private:
    std::unique_ptr<MainWindow> openWindow() {
        auto window = std::make_unique<MainWindow>();
        window->resize(1280, 800);
        window->show();
        QString error;
        if (!window->openDatabase(m_scratch->url(), false, &error))
            qWarning("%s", qPrintable(error));
        return window;
    }
    /// The finding of `rule` about `object` ("ai_chats id=9001"), or an invalid index.
    static QModelIndex findingOf(const QAbstractItemModel* model, const QString& rule, const QString& object,
                                 const QModelIndex& parent = {}) {
        for (int row = 0; row < model->rowCount(parent); ++row) {
            const QModelIndex first = model->index(row, 0, parent);
            if (model->index(row, 2, parent).data().toString() == rule &&
                model->index(row, 1, parent).data().toString() == object)
                return first;
            const QModelIndex inside = findingOf(model, rule, object, first);
            if (inside.isValid())
                return inside;
        }
        return {};
    }
    static bool checkFromHome(Workspace* ws) {
        auto* check = ws->homePage()->findChild<QPushButton*>(s("homeIntegrityCheck"));
        if (!check || !check->isEnabled())
            return false;
        check->click();
        return QTest::qWaitFor([ws] { return ws->integrityPage()->report().checkedAt.isValid(); }, kCheckMs) &&
               !ws->integrityPage()->isRunning();
    }

    QTemporaryDir m_config;
    std::unique_ptr<ScratchDatabase> m_scratch;
    QTranslator m_plurals;
};

void TestIntegrityPage::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QVERIFY(m_config.isValid());
    // The app's own names in a folder of this test: metadesk-cli --profile reads the profiles the window keeps.
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
    QApplication::setOrganizationName(s("Metadesk"));
    QApplication::setApplicationName(s("metadesk"));
    QVERIFY2(Settings::instance().fileName().startsWith(m_config.path()), qPrintable(Settings::instance().fileName()));
    // English counts as the app and metadesk-cli show them (the same plural forms), so the page and the CLI agree.
    QVERIFY(m_plurals.load(QStringLiteral("metadesk_en"), QStringLiteral(":/i18n")));
    QApplication::installTranslator(&m_plurals);
}

void TestIntegrityPage::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    QString error;
    std::unique_ptr<DbConnection> conn;
    QVERIFY2(test::openDemo(engine, &m_scratch, &conn, &error, 50), qPrintable(error));
    // A chat of a user that never existed: ai_chats.user_id has no foreign key.
    QSqlQuery q(conn->db());
    QVERIFY2(q.exec(s("INSERT INTO ai_chats (id, user_id, title, model_id, created_at, updated_at) VALUES "
                      "(9001, 987654, 'orphan', 'm', '2026-01-01 00:00:00', '2026-01-01 00:00:00')")),
             qPrintable(q.lastError().text()));
    Settings::instance().reset(Settings::Key::LastTables);
}

void TestIntegrityPage::cleanup() {
    ProfileStore().clear();
    m_scratch.reset();
}

void TestIntegrityPage::findsThePlantedOrphanAndOpensIt() {
    auto window = openWindow();
    Workspace* ws = window->workspace();
    QVERIFY(ws->isHomeShown());
    IntegrityPage* page = ws->integrityPage();
    QPushButton* badge = ws->homePage()->integrityBadge();
    // Never run by itself.
    QVERIFY(!page->isRunning());
    QVERIFY(!page->report().checkedAt.isValid());
    QVERIFY2(badge->text().contains(s("not checked")), qPrintable(badge->text()));

    QVERIFY(checkFromHome(ws));
    QVERIFY(page->report().error.isEmpty());
    QCOMPARE(page->report().failedRules(), 0);

    // The page lists exactly what `metadesk-cli verify --json` prints: the same rules, totals and findings.
    {
        const QString cli = qEnvironmentVariable("METADESK_CLI");
        QVERIFY2(QFileInfo(cli).isExecutable(), "METADESK_CLI must name the metadesk-cli binary (ctest sets it)");
        QTemporaryDir workDir;
        const test::CliRun verify =
            test::runCli(cli, {s("verify"), s("--database"), m_scratch->urlText(), s("--json")}, {}, workDir.path());
        QVERIFY2(verify.exitedWith(1), qPrintable(verify.report()));
        const QJsonObject root = QJsonDocument::fromJson(verify.out.toUtf8()).object();
        QSet<QString> printed, listed;
        for (const QJsonValue& v : root.value(s("findings")).toArray()) {
            const QJsonObject f = v.toObject();
            printed << s("%1|%2|%3")
                           .arg(f.value(s("id")).toString(), f.value(s("table")).toString(),
                                f.value(s("message")).toString());
        }
        QMap<QString, qint64> printedTotals, listedTotals;
        for (const QJsonValue& v : root.value(s("rules")).toArray())
            printedTotals.insert(v.toObject().value(s("id")).toString(), v.toObject().value(s("total")).toInteger());
        for (const RuleOutcome& o : page->report().outcomes) {
            listedTotals.insert(o.info.id, o.total);
            for (const Finding& f : o.findings)
                listed << s("%1|%2|%3").arg(f.ruleId, f.table, f.message);
        }
        QCOMPARE(listedTotals, printedTotals);
        QCOMPARE(listed, printed);
    }
    const qint64 errors = page->count(Severity::Error);
    QVERIFY(errors >= 1);
    QVERIFY2(badge->text().contains(QLocale().toString(errors)), qPrintable(badge->text()));
    test::saveScreenshot(window.get(),
                         s("integrity-home-badge-%1.png").arg(QString::fromLatin1(QTest::currentDataTag())));

    // The badge opens the page, the finding is listed under Errors with its rule, and Enter opens its row.
    badge->click();
    QVERIFY(ws->isIntegrityShown());
    QTreeView* view = page->findingsView();
    const QModelIndex finding = findingOf(view->model(), kOrphanRule, s("ai_chats id=9001"));
    QVERIFY(finding.isValid());
    QVERIFY2(finding.parent().data().toString().startsWith(s("Errors")),
             qPrintable(finding.parent().data().toString()));
    QVERIFY(finding.data().toString().contains(s("987654")));
    view->setFocus();
    view->setCurrentIndex(finding);
    auto* hint = page->findChild<QLabel*>(s("integrityHint"));
    QVERIFY2(hint->text().startsWith(finding.data().toString()) && hint->text().contains(kOrphanRule),
             qPrintable(hint->text()));
    test::saveScreenshot(window.get(), s("integrity-page-%1.png").arg(QString::fromLatin1(QTest::currentDataTag())));
    QTest::keyClick(view, Qt::Key_Return);
    QVERIFY(!ws->isIntegrityShown());
    QVERIFY(ws->currentPage());
    QCOMPARE(ws->currentPage()->table().name, s("ai_chats"));
    QTRY_COMPARE_WITH_TIMEOUT(ws->currentPage()->selectedKey(), QVariantList{9001}, 30000);
    // Back returns to the page, its findings still there.
    ws->goBack();
    QVERIFY(ws->isIntegrityShown());
    QVERIFY(findingOf(view->model(), kOrphanRule, s("ai_chats id=9001")).isValid());

    // Removed elsewhere, the finding is gone on the next check.
    {
        auto conn = m_scratch->connect();
        QSqlQuery q(conn->db());
        QVERIFY(q.exec(s("DELETE FROM ai_chats WHERE id = 9001")));
    }
    page->findChild<QPushButton*>(s("integrityCheck"))->click();
    QVERIFY(page->isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!page->isRunning(), kCheckMs);
    QVERIFY(!findingOf(view->model(), kOrphanRule, s("ai_chats id=9001")).isValid());
    QCOMPARE(page->count(Severity::Error), errors - 1);
}

// A dead orchestration's safe fix from the page (Database → Integrity Check): the plan and its SQL shown first,
// then written with one audit row, and the finding gone on the rule's re-check; declined, nothing is written; on a
// read-only connection the fix is not offered and says why.
void TestIntegrityPage::fixesAFindingSafely() {
    const QString rule = s("tabularia.runs.W001");
    auto window = openWindow();
    Workspace* ws = window->workspace();
    auto* menuAction = window->findChild<QAction*>(s("integrityAction"));
    QVERIFY(menuAction && menuAction->isEnabled());
    menuAction->trigger();
    QVERIFY(ws->isIntegrityShown());
    IntegrityPage* page = ws->integrityPage();
    page->findChild<QPushButton*>(s("integrityCheck"))->click();
    QTRY_VERIFY_WITH_TIMEOUT(page->report().checkedAt.isValid() && !page->isRunning(), kCheckMs);
    const RuleOutcome* dead = nullptr;
    for (const RuleOutcome& o : page->report().outcomes)
        if (o.info.id == rule)
            dead = &o;
    QVERIFY(dead && !dead->findings.isEmpty());
    const qint64 before = dead->total;
    const Finding target = dead->findings.first();
    QTreeView* view = page->findingsView();
    const QModelIndex finding = findingOf(view->model(), rule, s("runs %1").arg(target.keyText()));
    QVERIFY(finding.isValid());
    view->setCurrentIndex(finding);
    auto* fix = page->findChild<QPushButton*>(s("integrityFix"));
    QVERIFY(fix->isVisible() && fix->isEnabled());

    auto conn = m_scratch->connect();
    const auto auditRows = [&conn] {
        QSqlQuery q(conn->db());
        return q.exec(s("SELECT COUNT(*) FROM audit_logs")) && q.next() ? q.value(0).toLongLong() : -1;
    };
    const auto statusOf = [&conn, &target] {
        QSqlQuery q(conn->db());
        q.prepare(s("SELECT status FROM runs WHERE id = ?"));
        q.addBindValue(target.keyValues.first());
        return q.exec() && q.next() ? q.value(0).toString() : QString();
    };
    const qint64 audits = auditRows();

    // Declined: nothing written.
    QString shownText, shownSql;
    page->setAsk([&](const QString&, const QString& text, const QString& sql) {
        shownText = text;
        shownSql = sql;
        return false;
    });
    QVERIFY(!page->fixCurrent());
    QVERIFY2(shownText.contains(target.keyValues.first().toString()), qPrintable(shownText));
    QVERIFY2(shownSql.contains(s("UPDATE")) && shownSql.contains(s("FAILURE")) && shownSql.contains(s("audit_logs")),
             qPrintable(shownSql));
    QCOMPARE(statusOf(), s("STARTED"));
    QCOMPARE(auditRows(), audits);

    // Applied: closed as the platform's sweep closes it, one audit row, and the rule checked again.
    page->setAsk([](const QString&, const QString&, const QString&) { return true; });
    QSignalSpy rechecked(page, &IntegrityPage::rechecked);
    QVERIFY2(page->fixCurrent(), qPrintable(page->lastMessage()));
    QCOMPARE(statusOf(), s("FAILURE"));
    QCOMPARE(auditRows(), audits + 1);
    QTRY_COMPARE_WITH_TIMEOUT(rechecked.count(), 1, 60000);
    QVERIFY(!findingOf(view->model(), rule, s("runs %1").arg(target.keyText())).isValid());
    for (const RuleOutcome& o : page->report().outcomes)
        if (o.info.id == rule)
            QCOMPARE(o.total, before - 1);
    test::saveScreenshot(window.get(), s("integrity-fixed-%1.png").arg(QString::fromLatin1(QTest::currentDataTag())));

    // Read-only: not offered, and the button says why.
    window.reset();
    auto readOnly = std::make_unique<MainWindow>();
    readOnly->show();
    QString error;
    QVERIFY2(readOnly->openDatabase(m_scratch->url(), true, &error), qPrintable(error));
    IntegrityPage* roPage = readOnly->workspace()->integrityPage();
    readOnly->workspace()->showIntegrity();
    roPage->findChild<QPushButton*>(s("integrityCheck"))->click();
    QTRY_VERIFY_WITH_TIMEOUT(roPage->report().checkedAt.isValid() && !roPage->isRunning(), kCheckMs);
    bool selected = false;
    for (const RuleOutcome& o : roPage->report().outcomes)
        if (o.info.id == rule && !o.findings.isEmpty()) {
            const QModelIndex index =
                findingOf(roPage->findingsView()->model(), rule, s("runs %1").arg(o.findings.first().keyText()));
            roPage->findingsView()->setCurrentIndex(index);
            selected = index.isValid();
        }
    QVERIFY(selected); // the demo has more than one dead orchestration
    auto* roFix = roPage->findChild<QPushButton*>(s("integrityFix"));
    QVERIFY(!roFix->isEnabled());
    QVERIFY2(roFix->toolTip().contains(s("read-only")), qPrintable(roFix->toolTip()));
}

void TestIntegrityPage::cancelStops() {
    auto window = openWindow();
    Workspace* ws = window->workspace();
    ws->showIntegrity();
    IntegrityPage* page = ws->integrityPage();
    auto* cancel = page->findChild<QPushButton*>(s("integrityCancel"));
    QVERIFY(!cancel->isEnabled());
    page->findChild<QPushButton*>(s("integrityCheck"))->click();
    QVERIFY(page->isRunning());
    QVERIFY(cancel->isEnabled());
    QVERIFY(ws->homePage()->integrityBadge()->text().contains(s("checking")));
    cancel->click();
    QTRY_VERIFY_WITH_TIMEOUT(!page->isRunning(), 60000);
    // Nothing half-checked is passed off as a result.
    QVERIFY(!page->report().checkedAt.isValid());
    QVERIFY2(page->findChild<QLabel*>(s("integrityStatus"))->text().contains(s("cancelled")),
             qPrintable(page->findChild<QLabel*>(s("integrityStatus"))->text()));
    QVERIFY(ws->homePage()->integrityBadge()->text().contains(s("not checked")));
    // And a check after it runs to its end.
    QVERIFY(checkFromHome(ws));
    QVERIFY(findingOf(page->findingsView()->model(), kOrphanRule, s("ai_chats id=9001")).isValid());
}

void TestIntegrityPage::silencingHidesAndPersists() {
    auto window = openWindow();
    Workspace* ws = window->workspace();
    QVERIFY(checkFromHome(ws));
    ws->showIntegrity();
    IntegrityPage* page = ws->integrityPage();
    QTreeView* view = page->findingsView();
    const qint64 errors = page->count(Severity::Error);
    qint64 orphans = 0;
    for (const RuleOutcome& o : page->report().outcomes)
        if (o.info.id == kOrphanRule)
            orphans = o.total;
    QCOMPARE(orphans, 1);

    auto* silence = page->findChild<QPushButton*>(s("integritySilence"));
    QVERIFY(!silence->isEnabled());
    view->setCurrentIndex(findingOf(view->model(), kOrphanRule, s("ai_chats id=9001")));
    QVERIFY(silence->isEnabled());
    silence->click();
    QVERIFY(!findingOf(view->model(), kOrphanRule, s("ai_chats id=9001")).isValid());
    QCOMPARE(page->count(Severity::Error), errors - 1);
    QVERIFY(ws->homePage()->integrityBadge()->text().contains(QLocale().toString(errors - 1)));
    QCOMPARE(page->silencedView()->count(), 1);
    QVERIFY(page->silencedView()->item(0)->text().startsWith(kOrphanRule));
    QVERIFY(page->findChild<QLabel*>(s("integrityStatus"))->text().contains(s("silenced")));
    // Kept in the connection's profile, where metadesk-cli verify --profile finds it too.
    const ConnectionProfile profile = ProfileStore().findByUrl(m_scratch->url());
    QVERIFY(profile.isValid());
    QCOMPARE(profile.silencedRules, QStringList{kOrphanRule});
    const QString cli = qEnvironmentVariable("METADESK_CLI");
    QVERIFY2(QFileInfo(cli).isExecutable(), "METADESK_CLI must name the metadesk-cli binary (ctest sets it)");
    QTemporaryDir workDir;
    test::CliRun verify = test::runCli(cli, {s("verify"), s("--profile"), profile.id, s("--json")}, {}, workDir.path());
    QVERIFY2(verify.finished && verify.exitCode != 3, qPrintable(verify.report()));
    QJsonObject report = QJsonDocument::fromJson(verify.out.toUtf8()).object();
    QCOMPARE(report.value(s("silenced")).toArray(), QJsonArray{kOrphanRule});
    for (const QJsonValue& f : report.value(s("findings")).toArray())
        QVERIFY(f.toObject().value(s("id")).toString() != kOrphanRule);
    // Without the profile it is checked as ever.
    verify = test::runCli(cli, {s("verify"), s("--database"), m_scratch->urlText(), s("--rule"), kOrphanRule}, {},
                          workDir.path());
    QVERIFY2(verify.exitedWith(1), qPrintable(verify.report()));

    // Another window on the same database lists it silenced before any check.
    window.reset();
    window = openWindow();
    ws = window->workspace();
    page = ws->integrityPage();
    QCOMPARE(page->silencedRules(), QStringList{kOrphanRule});
    QCOMPARE(page->silencedView()->count(), 1);
    QVERIFY(checkFromHome(ws));
    view = page->findingsView();
    QVERIFY(!findingOf(view->model(), kOrphanRule, s("ai_chats id=9001")).isValid());

    // Shown again.
    page->silencedView()->setCurrentRow(0);
    page->findChild<QPushButton*>(s("integrityUnsilence"))->click();
    QCOMPARE(page->silencedView()->count(), 0);
    QVERIFY(findingOf(view->model(), kOrphanRule, s("ai_chats id=9001")).isValid());
    QVERIFY(ProfileStore().findByUrl(m_scratch->url()).silencedRules.isEmpty());
}

void TestIntegrityPage::judgesRunsByTheProfilesThresholds() {
    auto window = openWindow();
    Workspace* ws = window->workspace();
    // The installation's stale timeout, kept in the profile (Connection Settings…): the check names it and judges by
    // it, from its next run, without reconnecting.
    RunThresholds thresholds;
    thresholds.runStaleTimeoutSeconds = 2000000000;
    ProfileStore().setRunThresholds(m_scratch->url(), thresholds);
    QVERIFY(checkFromHome(ws));
    const IntegrityReport& report = ws->integrityPage()->report();
    const auto outcome = std::find_if(report.outcomes.begin(), report.outcomes.end(),
                                      [](const RuleOutcome& o) { return o.info.id == s("tabularia.runs.W003"); });
    QVERIFY(outcome != report.outcomes.end());
    QVERIFY2(outcome->info.rule.contains(s("within 2000000000 s")), qPrintable(outcome->info.rule));
    QCOMPARE(outcome->total, 0);
    // No Fernet keys are kept for this database: credentials are not judged, and the page says so.
    QVERIFY(std::any_of(report.skipped.begin(), report.skipped.end(),
                        [](const RuleInfo& r) { return r.id == s("tabularia.connections.E002"); }));
    const QString status = ws->integrityPage()->findChild<QLabel*>(s("integrityStatus"))->text();
    QVERIFY2(status.contains(s("no Fernet keys are kept")), qPrintable(status));
    // The file itself: SQLite's quick_check in every check (the deep one only when asked for), said under the totals;
    // PostgreSQL has neither, and no box to ask for it.
    const bool sqlite = m_scratch->url().isSqlite();
    QCOMPARE(ws->integrityPage()->findChild<QCheckBox*>(s("integrityDeep"))->isVisibleTo(ws->integrityPage()), sqlite);
    const auto ran = [&report](const QString& id) {
        return std::any_of(report.outcomes.begin(), report.outcomes.end(),
                           [&id](const RuleOutcome& o) { return o.info.id == id; });
    };
    QCOMPARE(ran(s("sqlite.quick_check.E001")), sqlite);
    QVERIFY(!ran(s("sqlite.integrity_check.E001")));
    QCOMPARE(status.contains(s("read with SQLite's quick_check")), sqlite);
}

void TestIntegrityPage::checksCredentialsWithTheProfilesKeys() {
    auto window = openWindow();
    Workspace* ws = window->workspace();
    // The keys kept for the profile (Fernet Keys…) in the real keychain: one the demo never used, so every credential
    // the demo stores is one no key decrypts.
    const ConnectionProfile profile = ProfileStore().findByUrl(m_scratch->url());
    QVERIFY(profile.isValid());
    QString why;
    QVERIFY2(FernetKeyRing::store(profile.id, QString::fromLatin1(test::strayKey()), &why), qPrintable(why));
    const auto forget = qScopeGuard([&] { FernetKeyRing::forget(profile.id, nullptr); });
    qint64 tokens = 0;
    {
        QString error;
        auto conn = DbConnection::open(m_scratch->url(), {}, &error);
        QVERIFY2(conn, qPrintable(error));
        QSqlQuery q(conn->db());
        QVERIFY(q.exec(s("SELECT COUNT(*) FROM connections WHERE password_encrypted IS NOT NULL AND "
                         "TRIM(password_encrypted) <> ''")) &&
                q.next());
        tokens = q.value(0).toLongLong();
    }
    QVERIFY(tokens > 0);
    // A deep file check this time (SQLite): integrity_check reads the file instead of quick_check.
    auto* deep = ws->integrityPage()->findChild<QCheckBox*>(s("integrityDeep"));
    QVERIFY(deep);
    deep->setChecked(true);
    QVERIFY(checkFromHome(ws));
    const IntegrityReport& report = ws->integrityPage()->report();
    const auto outcome = std::find_if(report.outcomes.begin(), report.outcomes.end(), [](const RuleOutcome& o) {
        return o.info.id == s("tabularia.connections.E002");
    });
    QVERIFY(outcome != report.outcomes.end());
    QCOMPARE(outcome->total, tokens);
    const QString status = ws->integrityPage()->findChild<QLabel*>(s("integrityStatus"))->text();
    QVERIFY2(status.contains(s("checked with the Fernet keys kept for this database (keys: 1)")), qPrintable(status));
    // No key's text anywhere on the page.
    QVERIFY(!status.contains(QString::fromLatin1(test::strayKey())));
    const bool sqlite = m_scratch->url().isSqlite();
    QCOMPARE(std::any_of(report.outcomes.begin(), report.outcomes.end(),
                         [](const RuleOutcome& o) { return o.info.id == s("sqlite.integrity_check.E001"); }),
             sqlite);
    QVERIFY(std::none_of(report.outcomes.begin(), report.outcomes.end(),
                         [](const RuleOutcome& o) { return o.info.id == s("sqlite.quick_check.E001"); }));
    QCOMPARE(status.contains(s("read with SQLite's integrity_check (a deep file check)")), sqlite);
    ws->showIntegrity();
    QApplication::processEvents();
    test::saveScreenshot(window.get(),
                         s("integrity-credentials-%1.png").arg(QString::fromLatin1(QTest::currentDataTag())));
}

QTEST_MAIN(TestIntegrityPage)
#include "tst_IntegrityPage.moc"
