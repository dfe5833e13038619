#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/home/HomeSummary.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/Settings.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/home/HomePage.h"
#include "gui/settings/ConnectionSettingsDialog.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {
QString s(const char* text) {
    return QString::fromUtf8(text);
}
} // namespace

/// Database → Connection Settings…: the open profile's run thresholds under the platform's environment names,
/// defaulting to its values, checked as typed (positive whole seconds, said in a sentence), stored on OK, reset to the
/// platform's defaults on request, and used by the overview without reconnecting.
class TestConnectionSettingsDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void editsTheProfilesThresholds_data() { test::addEngineColumn(), test::addEngineRows(); }
    void editsTheProfilesThresholds();

private:
    QTemporaryDir m_config;
};

void TestConnectionSettingsDialog::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QVERIFY(m_config.isValid());
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(m_config.path()));
    QApplication::setOrganizationName(s("MetadeskTest"));
    QApplication::setApplicationName(s("metadesk-connection-settings-test"));
    QVERIFY2(Settings::instance().fileName().startsWith(m_config.path()), qPrintable(Settings::instance().fileName()));
}

void TestConnectionSettingsDialog::cleanup() {
    ProfileStore().clear();
}

void TestConnectionSettingsDialog::editsTheProfilesThresholds() {
    QFETCH(ScratchDatabase::Engine, engine);
    std::unique_ptr<ScratchDatabase> scratch;
    std::unique_ptr<DbConnection> conn;
    QString why;
    QVERIFY2(test::openDemo(engine, &scratch, &conn, &why, 20), qPrintable(why));
    MainWindow window;
    window.resize(1100, 700);
    window.show();
    auto* action = window.findChild<QAction*>(s("connectionSettingsAction"));
    QVERIFY(action);
    QVERIFY(!action->isEnabled()); // no database open
    QVERIFY(!window.openConnectionSettings());
    QVERIFY2(window.openDatabase(scratch->url(), false, &why), qPrintable(why));
    QVERIFY(action->isEnabled());
    HomePage* home = window.workspace()->homePage();
    const auto staleDetail = [home]() {
        const HomeFigure* f = home->snapshot().figure(s("tabularia.staleClaims"));
        return f ? f->detail : QString();
    };
    QTRY_COMPARE_WITH_TIMEOUT(staleDetail(), s("No heartbeat for 60 seconds"), 20000);

    QPointer<ConnectionSettingsDialog> dialog = window.openConnectionSettings();
    QVERIFY(dialog);
    QVERIFY(dialog->windowTitle().startsWith(s("Connection Settings — ")));
    auto* dead = dialog->findChild<QLineEdit*>(s("deadAfterEdit"));
    auto* queue = dialog->findChild<QLineEdit*>(s("queueTimeoutEdit"));
    auto* stale = dialog->findChild<QLineEdit*>(s("staleTimeoutEdit"));
    auto* problem = dialog->findChild<QLabel*>(s("thresholdProblem"));
    auto* buttons = dialog->findChild<QDialogButtonBox*>();
    QVERIFY(dead && queue && stale && problem && buttons);
    QPushButton* ok = buttons->button(QDialogButtonBox::Ok);
    // The platform's names and defaults.
    QCOMPARE(dead->accessibleName(), s("ORCHESTRATOR__DEAD_AFTER_SECONDS"));
    QCOMPARE(queue->accessibleName(), s("ORCHESTRATOR__QUEUE_TIMEOUT_SECONDS"));
    QCOMPARE(stale->accessibleName(), s("ENGINE__RUN_STALE_TIMEOUT_SECONDS"));
    QCOMPARE(dead->text(), s("60"));
    QCOMPARE(queue->text(), s("900"));
    QCOMPARE(stale->text(), s("3900"));
    QVERIFY(ok->isEnabled());
    QVERIFY(problem->isHidden());

    // Anything but a positive whole number of seconds: said, and OK waits.
    const QList<QPair<QString, QString>> refused = {
        {s("0"), s("ORCHESTRATOR__DEAD_AFTER_SECONDS must be a whole number of seconds, at least 1 (not “0”).")},
        {s("-5"), s("ORCHESTRATOR__DEAD_AFTER_SECONDS must be a whole number of seconds, at least 1 (not “-5”).")},
        {s("1.5"), s("ORCHESTRATOR__DEAD_AFTER_SECONDS must be a whole number of seconds, at least 1 (not “1.5”).")},
        {s("a minute"),
         s("ORCHESTRATOR__DEAD_AFTER_SECONDS must be a whole number of seconds, at least 1 (not “a minute”).")},
        {s(""), s("ORCHESTRATOR__DEAD_AFTER_SECONDS is empty: give a whole number of seconds, at least 1.")},
    };
    for (const auto& [typed, sentence] : refused) {
        dead->setText(typed);
        QVERIFY2(!ok->isEnabled(), qPrintable(typed));
        QVERIFY(!problem->isHidden());
        QCOMPARE(problem->text(), sentence);
    }
    dead->setText(s("120"));
    stale->setText(s("7200"));
    QVERIFY(ok->isEnabled());
    QVERIFY(problem->isHidden());
    test::saveScreenshot(dialog, s("connection-settings.png"));
    ok->click();
    QVERIFY(dialog.isNull() || !dialog->isVisible());
    RunThresholds kept = ProfileStore().runThresholds(scratch->url());
    QCOMPARE(kept.deadAfterSeconds, 120);
    QCOMPARE(kept.queueTimeoutSeconds, 900);
    QCOMPARE(kept.runStaleTimeoutSeconds, 7200);
    // The overview reads again with them, on the same connection.
    QTRY_COMPARE_WITH_TIMEOUT(staleDetail(), s("No heartbeat for 2 minutes"), 20000);

    // Shown again as kept; Reset fills in the platform's defaults, stored on OK.
    dialog = window.openConnectionSettings();
    QVERIFY(dialog);
    dead = dialog->findChild<QLineEdit*>(s("deadAfterEdit"));
    stale = dialog->findChild<QLineEdit*>(s("staleTimeoutEdit"));
    QCOMPARE(dead->text(), s("120"));
    QCOMPARE(stale->text(), s("7200"));
    auto* reset = dialog->findChild<QPushButton*>(s("resetDefaultsButton"));
    QVERIFY(reset);
    QCOMPARE(reset->text(), s("Reset to the platform's defaults"));
    reset->click();
    QCOMPARE(dead->text(), s("60"));
    QCOMPARE(stale->text(), s("3900"));
    QCOMPARE(ProfileStore().runThresholds(scratch->url()).deadAfterSeconds, 120); // not before OK
    dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->click();
    QVERIFY(ProfileStore().runThresholds(scratch->url()).isDefault());
    QTRY_COMPARE_WITH_TIMEOUT(staleDetail(), s("No heartbeat for 60 seconds"), 20000);

    // Holotable's LLM ceilings, by the platform's names and defaults; 0 turns one off, a negative is refused.
    dialog = window.openConnectionSettings();
    QVERIFY(dialog);
    auto* rate = dialog->findChild<QLineEdit*>(s("llmRateEdit"));
    auto* budget = dialog->findChild<QLineEdit*>(s("llmBudgetEdit"));
    QVERIFY(rate && budget);
    QCOMPARE(rate->accessibleName(), s("LLM_RATE_PER_MINUTE"));
    QCOMPARE(budget->accessibleName(), s("LLM_DAILY_TOKEN_BUDGET"));
    QCOMPARE(rate->text(), s("20"));
    QCOMPARE(budget->text(), s("2000000"));
    ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    rate->setText(s("-1"));
    QVERIFY(!ok->isEnabled());
    rate->setText(s("0"));
    budget->setText(s("500000"));
    QVERIFY(ok->isEnabled());
    ok->click();
    const LlmLimitDefaults llm = ProfileStore().llmLimits(scratch->url());
    QCOMPARE(llm.ratePerMinute, 0);
    QCOMPARE(llm.dailyTokenBudget, 500000);

    // Holotable's chat bounds, the same way: kept in the profile, read by the chat transcripts.
    dialog = window.openConnectionSettings();
    QVERIFY(dialog);
    auto* chatMax = dialog->findChild<QLineEdit*>(s("chatMaxMessagesEdit"));
    auto* chatDays = dialog->findChild<QLineEdit*>(s("chatRetentionDaysEdit"));
    auto* logDays = dialog->findChild<QLineEdit*>(s("generationLogDaysEdit"));
    QVERIFY(chatMax && chatDays && logDays);
    QCOMPARE(chatMax->accessibleName(), s("CHAT_HISTORY_MAX_MESSAGES"));
    QCOMPARE(chatMax->text(), s("100"));
    QCOMPARE(chatDays->text(), s("30"));
    QCOMPARE(logDays->text(), s("30"));
    ok = dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    chatDays->setText(s("x"));
    QVERIFY(!ok->isEnabled());
    chatMax->setText(s("40"));
    chatDays->setText(s("0"));
    QVERIFY(ok->isEnabled());
    ok->click();
    const ChatRetention chat = ProfileStore().chatRetention(scratch->url());
    QCOMPARE(chat.maxMessages, 40);
    QCOMPARE(chat.retentionDays, 0);
    QCOMPARE(chat.generationLogDays, 30);
}

QTEST_MAIN(TestConnectionSettingsDialog)
#include "tst_ConnectionSettingsDialog.moc"
