#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/edit/RowWriter.h"
#include "core/edit/ValueCodec.h"
#include "core/ops/tabularia/AiSpendFigures.h"
#include "core/settings/ProfileStore.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/admin/AdministrationPage.h"
#include "gui/admin/AiSpendChart.h"

#include <QAction>
#include <QCheckBox>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSqlQuery>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {
QString s(const char* text) {
    return QString::fromUtf8(text);
}
/// The demo's clock (test::fillDemo).
const QDateTime kDemoNow(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);
} // namespace

/// The Administration page in the main window on the demo, on both engines: the AI spend chart's series against
/// plain SQL with the profile's caps drawn, a model and an engine switched through the buttons, the live tabs marking
/// what the platform's sweep removes and sweeping it, the privacy notice rendered without loading anything, a saved
/// view's JSON laid out, and nothing offered in read-only mode. Every message box is answered by the test.
class TestAdministrationPage : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void init_data() { test::addEngineColumn(), test::addEngineRows(); }
    void cleanup();
    void spendChartEqualsSql();
    void spendChartEqualsSql_data() { init_data(); }
    void switchesModelAndEngine();
    void switchesModelAndEngine_data() { init_data(); }
    void liveTabsMarkAndSweep();
    void liveTabsMarkAndSweep_data() { init_data(); }
    void privacyBannersAndViews();
    void privacyBannersAndViews_data() { init_data(); }
    void readOnlyOffersNothing();
    void readOnlyOffersNothing_data() { init_data(); }

private:
    bool openPage(bool readOnly = false) {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1280, 800);
        m_window->show();
        QString error;
        if (!m_window->openDatabase(m_scratch->url(), readOnly, &error)) {
            qWarning("%s", qPrintable(error));
            return false;
        }
        // Made when first asked for, after the open: it takes the database and the connection opened before it.
        if (m_window->workspace()->administrationPageIfMade()) {
            qWarning("the Administration page was made before anything asked for it");
            return false;
        }
        m_page = m_window->workspace()->administrationPage();
        m_page->setClock(kDemoNow);
        m_page->setPrompt([this](QMessageBox* box) {
            m_shown << box->text() + QLatin1Char('\n') + box->informativeText();
            return box->icon() == QMessageBox::Question ? int(QMessageBox::Yes) : int(QMessageBox::Ok);
        });
        auto* action = m_window->findChild<QAction*>(s("administrationAction"));
        if (!action || !action->isEnabled())
            return false;
        action->trigger();
        return m_window->workspace()->isAdministrationShown();
    }
    qint64 scalar(const QString& sql) const {
        QSqlQuery q(m_conn->db());
        QString error;
        if (!m_conn->execBound(&q, sql, {}, &error) || !q.next()) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(error));
            return -1;
        }
        return q.value(0).toLongLong();
    }
    int rowOf(QTableWidget* table, const QString& first) const {
        for (int r = 0; r < table->rowCount(); ++r)
            if (table->item(r, 0) && table->item(r, 0)->text() == first)
                return r;
        return -1;
    }

    QTemporaryDir m_config;
    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
    std::unique_ptr<MainWindow> m_window;
    AdministrationPage* m_page = nullptr;
    QStringList m_shown;
};

void TestAdministrationPage::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QVERIFY(m_config.isValid());
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
    qputenv("XDG_DATA_HOME", QFile::encodeName(m_config.path()));
}

void TestAdministrationPage::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    QString error;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &error), qPrintable(error));
    m_shown.clear();
}

void TestAdministrationPage::cleanup() {
    m_window.reset();
    m_page = nullptr;
    m_conn.reset();
    m_scratch.reset();
}

void TestAdministrationPage::spendChartEqualsSql() {
    AiBudget caps;
    caps.perUserPerDayUsd = 0.5;
    caps.totalPerDayUsd = 2.0;
    ProfileStore().setAiBudget(m_scratch->url(), caps);
    QVERIFY(openPage());
    m_page->showTab(AdministrationPage::Tab::AiSpend);
    QVERIFY2(m_page->lastError().isEmpty(), qPrintable(m_page->lastError()));
    const QMap<QString, QList<double>> series = m_page->spendChart()->series();
    const QList<double> totals = series.value(s("Total"));
    QCOMPARE(totals.size(), 14);
    // Each day's total against the rows read one by one (the SQL side: no GROUP BY, no cast in the database).
    const bool sqlite = m_conn->isSqlite();
    const ColumnDescriptor* ts = m_conn->catalog().table(s("ai_spend"))->column(s("ts"));
    const QDate first = kDemoNow.date().addDays(-13);
    double all = 0;
    for (int i = 0; i < 14; ++i) {
        QSqlQuery q(m_conn->db());
        QString error;
        const QString t = sqlite ? s("?") : s("CAST(? AS timestamp)");
        QVERIFY2(
            m_conn->execBound(&q, s("SELECT cost_usd FROM ai_spend WHERE ts >= %1 AND ts < %1").arg(t),
                              {valuecodec::toBind(*ts, QDateTime(first.addDays(i), QTime(0, 0), Qt::UTC), sqlite),
                               valuecodec::toBind(*ts, QDateTime(first.addDays(i + 1), QTime(0, 0), Qt::UTC), sqlite)},
                              &error),
            qPrintable(error));
        double day = 0;
        while (q.next())
            day += q.value(0).isNull() ? 0 : q.value(0).toString().toDouble();
        QVERIFY2(qAbs(totals.at(i) - day) < 1e-9, qPrintable(first.addDays(i).toString(Qt::ISODate)));
        all += day;
        // The users' bars add up to the day.
        double stacked = 0;
        for (auto it = series.cbegin(); it != series.cend(); ++it)
            if (it.key() != s("Total"))
                stacked += it.value().value(i);
        QVERIFY(qAbs(stacked - day) < 1e-9);
    }
    QVERIFY2(all > 0, "the demo spends on the assistant in its last two weeks");
    QCOMPARE(m_page->spendChart()->budgetLines().size(), 2);
    QCOMPARE(m_page->spendChart()->budgetLines().value(s("Daily cap per user")), 0.5);
    QVERIFY(m_page->spendChart()->noteText().contains(s("AI__MAX_COST_PER_DAY_USD")));
}

void TestAdministrationPage::switchesModelAndEngine() {
    QVERIFY(openPage());
    m_page->showTab(AdministrationPage::Tab::AiModels);
    QTableWidget* models = m_page->modelsTable();
    const int gpt = rowOf(models, s("openai:gpt-4.1-mini"));
    QVERIFY(gpt >= 0);
    QCOMPARE(models->item(gpt, 1)->text(), s("disabled"));
    models->selectRow(gpt);
    auto* enable = m_page->findChild<QPushButton*>(s("enableModel"));
    QVERIFY(enable && enable->isEnabled());
    const qint64 audits = scalar(s("SELECT count(*) FROM audit_logs"));
    enable->click();
    QCOMPARE(scalar(s("SELECT CASE WHEN enabled THEN 1 ELSE 0 END FROM ai_models WHERE model_id = "
                      "'openai:gpt-4.1-mini'")),
             1);
    QCOMPARE(scalar(s("SELECT count(*) FROM audit_logs WHERE action = 'ai.model_enable'")) > 0, true);
    QCOMPARE(scalar(s("SELECT count(*) FROM audit_logs")), audits + 1);
    QCOMPARE(models->item(rowOf(models, s("openai:gpt-4.1-mini")), 1)->text(), s("enabled"));

    m_page->showTab(AdministrationPage::Tab::Engines);
    QTableWidget* engines = m_page->enginesTable();
    const int chdb = rowOf(engines, s("chdb"));
    QVERIFY(chdb >= 0);
    QCOMPARE(engines->item(chdb, 1)->text(), s("disabled"));
    engines->selectRow(chdb);
    QVERIFY(m_page->engineFlowsLabel()->text().contains(s("chdb")));
    auto* enableEngine = m_page->findChild<QPushButton*>(s("enableEngine"));
    QVERIFY(enableEngine && enableEngine->isEnabled());
    enableEngine->click();
    QVERIFY(!m_shown.isEmpty() && m_shown.last().contains(s("Enable engine chdb")));
    QCOMPARE(scalar(s("SELECT count(*) FROM disabled_engines WHERE engine_id = 'chdb'")), 0);
    QCOMPARE(scalar(s("SELECT count(*) FROM audit_logs WHERE action = 'engine.allow'")), 1);
}

void TestAdministrationPage::liveTabsMarkAndSweep() {
    QVERIFY(openPage());
    m_page->showTab(AdministrationPage::Tab::FlowPresence);
    QVERIFY(m_page->isLive());
    QTableWidget* presence = m_page->presenceTable();
    QCOMPARE(presence->rowCount(), int(scalar(s("SELECT count(*) FROM flow_presence"))));
    int expired = 0;
    for (int r = 0; r < presence->rowCount(); ++r)
        expired += presence->item(r, 5)->text().startsWith(s("expired")) ? 1 : 0;
    QCOMPARE(expired, 1); // the demo leaves one tab past the 40 s
    const qint64 before = scalar(s("SELECT count(*) FROM flow_presence"));
    m_page->findChild<QPushButton*>(s("sweepPresence"))->click();
    QCOMPARE(scalar(s("SELECT count(*) FROM flow_presence")), before - 1);
    QCOMPARE(presence->rowCount(), int(before - 1));

    m_page->showTab(AdministrationPage::Tab::LoginAttempts);
    QVERIFY(m_page->isLive());
    QTableWidget* logins = m_page->loginTable();
    QCOMPARE(logins->rowCount(), int(scalar(s("SELECT count(*) FROM login_attempts"))));
    int marked = 0;
    for (int r = 0; r < logins->rowCount(); ++r)
        marked += logins->item(r, 4)->text().startsWith(s("expired")) ? 1 : 0;
    const qint64 rows = scalar(s("SELECT count(*) FROM login_attempts"));
    m_page->findChild<QPushButton*>(s("sweepLogins"))->click();
    QCOMPARE(scalar(s("SELECT count(*) FROM login_attempts")), rows - marked);
    m_page->showTab(AdministrationPage::Tab::Banners);
    QVERIFY(!m_page->isLive());
}

void TestAdministrationPage::privacyBannersAndViews() {
    QVERIFY(openPage());
    m_page->showTab(AdministrationPage::Tab::Privacy);
    QTextBrowser* rendered = m_page->privacyRendered();
    QVERIFY(!rendered->openLinks() && !rendered->openExternalLinks());
    QVERIFY(rendered->toPlainText().contains(s("Tabularia keeps your name")));
    m_page->privacySource()->setPlainText(
        s("# Privacy\n\nSee ![tracker](https://tracker.example.com/p.png) and [the policy](https://example.com)."));
    QVERIFY(rendered->toPlainText().startsWith(s("Privacy")));
    QVERIFY(rendered->toHtml().contains(s("https://example.com")));
    // Nothing is fetched for the document: no remote image, no local file.
    QVERIFY(
        rendered->loadResource(QTextDocument::ImageResource, QUrl(s("https://tracker.example.com/p.png"))).isNull());
    m_page->savePrivacy();
    QCOMPARE(scalar(s("SELECT count(*) FROM privacy_notice WHERE body LIKE '# Privacy%'")), 1);
    QCOMPARE(scalar(s("SELECT count(*) FROM audit_logs WHERE action = 'privacy.update'")) > 0, true);

    // A body stored with CR LF (written by other code): switching the notice off writes `enabled` alone, the body
    // keeps its bytes although the text editor shows it with LF.
    {
        QSqlQuery w(m_conn->db());
        QVERIFY(w.prepare(s("UPDATE privacy_notice SET body = ? WHERE id = 1")));
        w.addBindValue(s("Line one\r\nLine two\r\n"));
        QVERIFY(w.exec());
    }
    m_page->refresh();
    auto* enabled = m_page->findChild<QCheckBox*>(s("privacyEnabled"));
    QVERIFY(enabled);
    enabled->setChecked(!enabled->isChecked());
    m_page->savePrivacy();
    {
        QSqlQuery r(m_conn->db());
        QVERIFY(r.exec(s("SELECT body FROM privacy_notice WHERE id = 1")) && r.next());
        QCOMPARE(r.value(0).toString(), s("Line one\r\nLine two\r\n"));
    }

    m_page->showTab(AdministrationPage::Tab::Banners);
    QTableWidget* banners = m_page->bannersTable();
    QCOMPARE(banners->rowCount(), int(scalar(s("SELECT count(*) FROM banners"))));
    banners->selectRow(0);
    QSqlQuery q(m_conn->db());
    QVERIFY(q.exec(s("SELECT message FROM banners ORDER BY id DESC")) && q.next());
    QCOMPARE(m_page->bannerPreview()->text(), q.value(0).toString());
    QCOMPARE(m_page->bannerPreview()->textFormat(), Qt::PlainText);

    m_page->showTab(AdministrationPage::Tab::SavedViews);
    QTableWidget* views = m_page->viewsTable();
    QCOMPARE(views->rowCount(), int(scalar(s("SELECT count(*) FROM saved_views"))));
    views->selectRow(0);
    const QString spec = m_page->viewSpec()->toPlainText();
    QVERIFY2(spec.startsWith(QLatin1Char('{')) && spec.contains(s("\n    ")), qPrintable(spec));

    // Unique per project, as the platform compares it (the name stripped): refused on the write path, in words.
    QSqlQuery v(m_conn->db());
    QVERIFY(v.exec(s("SELECT project_id, name, datasource_id FROM saved_views ORDER BY id")) && v.next());
    RowWriter writer(*m_conn);
    writer.setActor(Actor::named(s("admin@example.com")));
    const WriteResult r =
        writer.apply(ChangeSet::insert(s("saved_views"), {{s("project_id"), v.value(0)},
                                                          {s("name"), v.value(1).toString() + s("  ")},
                                                          {s("datasource_id"), v.value(2)},
                                                          {s("spec"), s("{}")},
                                                          {s("description"), QString()}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY(!r.problems.isEmpty());
    QVERIFY2(r.problems.first().message.contains(s("Already taken")), qPrintable(r.problems.first().message));
}

void TestAdministrationPage::readOnlyOffersNothing() {
    QVERIFY(openPage(true));
    m_page->showTab(AdministrationPage::Tab::AiModels);
    m_page->modelsTable()->selectRow(0);
    for (const char* name : {"enableModel", "disableModel"})
        QVERIFY(!m_page->findChild<QPushButton*>(s(name))->isEnabled());
    m_page->showTab(AdministrationPage::Tab::FlowPresence);
    QVERIFY(!m_page->findChild<QPushButton*>(s("sweepPresence"))->isEnabled());
    m_page->showTab(AdministrationPage::Tab::Privacy);
    QVERIFY(!m_page->findChild<QPushButton*>(s("privacySave"))->isEnabled());
    QVERIFY(m_page->privacySource()->isReadOnly());
    // Called anyway: refused with the reason, nothing written.
    const qint64 rows = scalar(s("SELECT count(*) FROM flow_presence"));
    m_page->sweep();
    QCOMPARE(scalar(s("SELECT count(*) FROM flow_presence")), rows);
    QVERIFY(!m_shown.isEmpty() && m_shown.last().contains(s("read-only")));
}

QTEST_MAIN(TestAdministrationPage)
#include "tst_AdministrationPage.moc"
