#include "common/MigrationHelpers.h"
#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/schema/MigrationSet.h"
#include "core/schema/Migrator.h"
#include "core/settings/Settings.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/edit/EditController.h"
#include "gui/migrations/MigrationListModel.h"
#include "gui/migrations/MigrationPanel.h"
#include "gui/migrations/MigrationRunner.h"
#include "gui/migrations/PlatformSection.h"
#include "gui/migrations/SqlConfirmDialog.h"
#include "gui/pages/TablePage.h"
#include "gui/settings/PreferencesDialog.h"
#include "gui/style/Theme.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QImage>
#include <QLabel>
#include <QLayout>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSqlError>
#include <QSqlQuery>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

#include <cmath>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The migration panel on the offscreen platform, on both engines: opened from the "behind" notice, it applies the
/// pending migration on its own thread after a confirmation showing the SQL, and the main window turns writable
/// without being reopened by hand; rolled back, it turns read-only again. Read-only sessions see but cannot act;
/// drift shows in red; a lock held elsewhere is named with a countdown and can be cancelled. Apply and Roll back say
/// first what they do to the rows there now, and data lost must be acknowledged before they can run.
class TestMigrationPanel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void appliesToADatabaseOneRevisionBehind_data() { test::addEngineColumn(), test::addEngineRows(); }
    void appliesToADatabaseOneRevisionBehind();
    void readOnlyShowsEverythingButCannotAct_data() { test::addEngineColumn(), test::addEngineRows(); }
    void readOnlyShowsEverythingButCannotAct();
    void lockWaitIsShownAndCanBeCancelled();
    void failureIsReportedAndChangesNothing_data() { test::addEngineColumn(), test::addEngineRows(); }
    void failureIsReportedAndChangesNothing();
    void baselineRefusesADifferentSchemaAndStampsAMatchingOne_data() { test::addEngineColumn(), test::addEngineRows(); }
    void baselineRefusesADifferentSchemaAndStampsAMatchingOne();
    void unrecordedRevisionIsSaidOnceNotAsDrift_data() { test::addEngineColumn(), test::addEngineRows(); }
    void unrecordedRevisionIsSaidOnceNotAsDrift();
    void stampPreviewListsEveryStatementItRuns_data() { test::addEngineColumn(), test::addEngineRows(); }
    void stampPreviewListsEveryStatementItRuns();
    void sectionButtonsFitAt1600x1000_data();
    void sectionButtonsFitAt1600x1000();
    void applyThatLosesDataNeedsAnAcknowledgement_data() { test::addEngineColumn(), test::addEngineRows(); }
    void applyThatLosesDataNeedsAnAcknowledgement();
    void rollBackSaysWhichDataItDestroys_data() { test::addEngineColumn(), test::addEngineRows(); }
    void rollBackSaysWhichDataItDestroys();
    void confirmationMeasuresTheDataNow_data() { test::addEngineColumn(), test::addEngineRows(); }
    void confirmationMeasuresTheDataNow();
    void preferencesHoldTheMigrationLimits();
    void lockWaitOfPreferencesNamesTheBlockingSession();
    void cancelStopsTheRunningStatement();
    void quittingCancelsTheRunningStatement();
    void endedSessionIsSaidAndTheNextWorkGetsANewOne();

private:
    /// Settings of this test's own, in a temporary file, with the given migration limits.
    void useLimits(int lockWaitSeconds, int statementTimeoutSeconds) {
        if (!m_settingsDir) {
            m_settingsDir = std::make_unique<QTemporaryDir>();
            Settings::instance().openFile(m_settingsDir->filePath(QStringLiteral("metadesk.conf")));
        }
        Settings::instance().set(Settings::Key::MigrationLockWaitSeconds, lockWaitSeconds);
        Settings::instance().set(Settings::Key::MigrationStatementTimeoutSeconds, statementTimeoutSeconds);
    }
    /// Another session reads chat_messages in a transaction it keeps open: 021's DROP TABLE must wait for it.
    static bool blockChatMessages(const DbConnection& holder) {
        QString error;
        const bool ok = holder.exec(QStringLiteral("BEGIN"), &error) &&
                        holder.exec(QStringLiteral("SELECT count(*) FROM chat_messages"), &error);
        if (!ok)
            qWarning("%s", qPrintable(error));
        return ok;
    }
    /// Sessions of the migration panel's worker on the database; `waiting`: only those waiting for a lock.
    static int panelSessions(const DbConnection& watcher, bool waiting) {
        QSqlQuery q(watcher.db());
        if (!q.exec(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND "
                                   "application_name = 'metadesk migrations'%1")
                        .arg(waiting ? QStringLiteral(" AND wait_event_type = 'Lock'") : QString())) ||
            !q.next())
            return -1;
        return q.value(0).toInt();
    }
    /// Accepts the next confirmation, keeping its question.
    static void acceptNext(QString* question) {
        QTimer::singleShot(50, qApp, [=]() {
            auto* dialog = qobject_cast<SqlConfirmDialog*>(QApplication::activeModalWidget());
            if (!dialog) {
                acceptNext(question);
                return;
            }
            *question = dialog->findChild<QLabel*>(QStringLiteral("questionLabel"))->text();
            dialog->findChild<QPushButton*>(QStringLiteral("confirmButton"))->click();
        });
    }
    std::unique_ptr<QTemporaryDir> m_settingsDir;

    static bool createBehind(const ScratchDatabase& scratch) {
        auto conn = scratch.connect();
        return conn && test::createBehind(*conn);
    }
    /// Answers the next confirmation (once it is shown) after checking it shows `sqlPart`.
    static void confirmNext(bool accept, const QString& sqlPart, QString* seenSql) {
        QTimer::singleShot(50, qApp, [=]() {
            auto* dialog = qobject_cast<SqlConfirmDialog*>(QApplication::activeModalWidget());
            if (!dialog) {
                confirmNext(accept, sqlPart, seenSql); // not up yet
                return;
            }
            *seenSql = dialog->sql();
            if (accept && dialog->sql().contains(sqlPart))
                dialog->findChild<QPushButton*>(QStringLiteral("confirmButton"))->click();
            else
                dialog->reject();
        });
    }
    /// Looks at the next confirmation once it is shown: its findings, whether its confirm button is enabled before
    /// and after the acknowledgement; then acknowledges and confirms (`accept`) or cancels.
    struct Seen {
        bool shown = false;
        QString findings;
        bool needsAcknowledgement = false;
        bool enabledBefore = false;
        bool enabledAfter = false;
    };
    static void answerNext(bool accept, Seen* seen, const QString& screenshot = {}) {
        QTimer::singleShot(50, qApp, [=]() {
            auto* dialog = qobject_cast<SqlConfirmDialog*>(QApplication::activeModalWidget());
            if (!dialog) {
                answerNext(accept, seen, screenshot);
                return;
            }
            if (!screenshot.isEmpty())
                saveScreenshot(dialog, screenshot);
            seen->shown = true;
            seen->findings = dialog->findingsText();
            seen->needsAcknowledgement = dialog->needsAcknowledgement();
            auto* confirm = dialog->findChild<QPushButton*>(QStringLiteral("confirmButton"));
            seen->enabledBefore = confirm->isEnabled();
            auto* acknowledge = dialog->findChild<QCheckBox*>(QStringLiteral("acknowledgeCheck"));
            if (acknowledge->isVisible())
                acknowledge->setChecked(true);
            seen->enabledAfter = confirm->isEnabled();
            if (accept)
                confirm->click();
            else
                dialog->reject();
        });
    }
    static void saveScreenshot(QWidget* widget, const QString& name) { test::saveScreenshot(widget, name); }
};

void TestMigrationPanel::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-migration-panel-test"));
}

void TestMigrationPanel::appliesToADatabaseOneRevisionBehind() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createBehind(scratch));

    MainWindow window;
    window.resize(1100, 720);
    window.show();
    QString error;
    QVERIFY2(window.openDatabase(scratch.url(), false, &error), qPrintable(error));
    QVERIFY(window.isReadOnly()); // behind: browsing only
    QVERIFY2(window.notice().contains(QStringLiteral("href=\"metadesk:migrations\"")), qPrintable(window.notice()));
    window.workspace()->navigate(Location{QStringLiteral("flows"), {}, {}});
    QVERIFY(window.workspace()->currentPage());
    QVERIFY(!window.editController()->newAction()->isEnabled()); // editing stays off until migrated

    // The link in the notice opens the panel.
    auto* notice = window.findChild<QLabel*>(QStringLiteral("infoLabel"));
    QVERIFY(notice);
    // Its text reads on its background in either theme (a fixed light background once kept the dark theme's light
    // text): WCAG's contrast of at least 4.5.
    auto* bar = window.findChild<QWidget*>(QStringLiteral("infoBar"));
    QVERIFY(bar);
    const auto luminance = [](const QColor& c) {
        const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
    };
    for (theme::Choice choice : {theme::Choice::Dark, theme::Choice::Light}) {
        theme::apply(choice);
        QCoreApplication::processEvents();
        const QImage shot = bar->grab().toImage();
        const double text = luminance(notice->palette().color(QPalette::WindowText));
        const double background = luminance(shot.pixelColor(shot.width() / 2, 2));
        const double contrast = (std::max(text, background) + 0.05) / (std::min(text, background) + 0.05);
        QVERIFY2(contrast >= 4.5, qPrintable(QString::number(contrast)));
    }
    emit notice->linkActivated(QStringLiteral("metadesk:migrations"));
    MigrationPanel* panel = window.migrationPanel();
    QVERIFY(panel);
    QVERIFY(panel->isVisible());
    QTRY_VERIFY_WITH_TIMEOUT(panel->section(Platform::Tabularia) && panel->section(Platform::Holotable), 20000);
    PlatformSection* holotable = panel->section(Platform::Holotable);
    QAbstractItemModelTester tester(holotable->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);

    MigrationSet set;
    QVERIFY(MigrationSet::loadBuiltIn(Platform::Holotable, engine == ScratchDatabase::Engine::Sqlite, &set, &error));
    const Migration& last = set.migrations().constLast();
    const int rows = int(set.migrations().size());
    QCOMPARE(holotable->model()->rowCount(), rows);
    QCOMPARE(holotable->model()->index(rows - 1, MigrationListModel::StateColumn).data().toString(),
             QStringLiteral("pending"));
    // schema_migrations records when each file ran; alembic_version does not.
    const QString appliedAt = holotable->model()->index(0, MigrationListModel::AppliedColumn).data().toString();
    QVERIFY2(!appliedAt.isEmpty() && appliedAt != QStringLiteral("not recorded"), qPrintable(appliedAt));
    QCOMPARE(
        panel->section(Platform::Tabularia)->model()->index(0, MigrationListModel::AppliedColumn).data().toString(),
        QStringLiteral("not recorded"));
    auto* revision = holotable->findChild<QLabel*>(QStringLiteral("holotableRevisionLabel"));
    QVERIFY2(revision->text().contains(set.migrations().at(rows - 2).id), qPrintable(revision->text()));
    auto* sqlView = holotable->findChild<QPlainTextEdit*>(QStringLiteral("holotableSqlView"));
    QVERIFY2(sqlView->toPlainText().contains(QStringLiteral("DROP TABLE chat_messages")),
             qPrintable(sqlView->toPlainText()));
    auto* apply = holotable->findChild<QPushButton*>(QStringLiteral("holotableApplyButton"));
    QVERIFY(apply->isEnabled());
    QCOMPARE(apply->text(), QStringLiteral("Apply pending (1)"));
    auto* tabulariaApply =
        panel->section(Platform::Tabularia)->findChild<QPushButton*>(QStringLiteral("tabulariaApplyButton"));
    QVERIFY(!tabulariaApply->isEnabled()); // nothing pending there
    saveScreenshot(panel, QStringLiteral("migration-panel-%1.png").arg(ScratchDatabase::engineName(engine)));

    // Declining the confirmation changes nothing.
    QString shownSql;
    confirmNext(false, {}, &shownSql);
    apply->click();
    QVERIFY2(shownSql.contains(QStringLiteral("DROP TABLE chat_messages")), qPrintable(shownSql));
    QVERIFY(!panel->isBusy());
    QVERIFY(window.isReadOnly());

    // Accepted: it runs on the worker (the window keeps answering), then the window turns writable by itself.
    QSignalSpy finished(panel, &MigrationPanel::operationFinished);
    confirmNext(true, QStringLiteral("DROP TABLE chat_messages"), &shownSql);
    apply->click();
    QVERIFY(panel->isBusy());
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    QCOMPARE(finished.first().first().toBool(), true);
    QTRY_VERIFY_WITH_TIMEOUT(!window.isReadOnly(), 10000);
    QCOMPARE(window.schemaStatuses().constLast().state, SchemaStatus::State::Current);
    QVERIFY2(window.notice().isEmpty(), qPrintable(window.notice()));
    QCOMPARE(window.workspace()->currentLocation().table, QStringLiteral("flows")); // where the user was
    QVERIFY(window.editController()->newAction()->isEnabled()); // and editing is on, without reconnecting
    QVERIFY2(panel->logText().contains(QStringLiteral("Applying Holotable ") + last.describe()),
             qPrintable(panel->logText()));
    QVERIFY2(panel->logText().contains(QStringLiteral("statement 1 of")), qPrintable(panel->logText()));
    QTRY_COMPARE_WITH_TIMEOUT(holotable->model()->index(rows - 1, MigrationListModel::StateColumn).data().toString(),
                              QStringLiteral("applied"), 10000);
    QVERIFY(!apply->isEnabled());

    // Roll back last: the confirmation shows the rollback SQL; the window is read-only again (behind).
    auto* rollBack = holotable->findChild<QPushButton*>(QStringLiteral("holotableRollBackButton"));
    QVERIFY(rollBack->isEnabled());
    confirmNext(true, QStringLiteral("CREATE TABLE chat_messages"), &shownSql);
    rollBack->click();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60000);
    QCOMPARE(finished.last().first().toBool(), true);
    QTRY_VERIFY_WITH_TIMEOUT(window.isReadOnly(), 10000);
    QCOMPARE(window.schemaStatuses().constLast().state, SchemaStatus::State::Behind);
    QCOMPARE(window.migrationPanel(), panel); // the panel stays open across the reload
}

void TestMigrationPanel::readOnlyShowsEverythingButCannotAct() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createBehind(scratch));
    {
        // Drift: a column added by hand, which no applied migration makes.
        auto conn = scratch.connect();
        QString error;
        QVERIFY(conn->exec(QStringLiteral("ALTER TABLE templates ADD COLUMN hand_made TEXT"), &error));
    }
    MainWindow window;
    window.show();
    QString error;
    QVERIFY2(window.openDatabase(scratch.url(), true, &error), qPrintable(error));
    auto* action = window.findChild<QAction*>(QStringLiteral("migrationsAction"));
    QVERIFY(action && action->isEnabled());
    action->trigger();
    MigrationPanel* panel = window.migrationPanel();
    QVERIFY(panel && panel->isReadOnly());
    QTRY_VERIFY_WITH_TIMEOUT(panel->section(Platform::Holotable), 20000);
    QVERIFY(panel->findChild<QLabel*>(QStringLiteral("readOnlyReason"))->isVisible());
    auto* apply = panel->section(Platform::Tabularia)->findChild<QPushButton*>(QStringLiteral("tabulariaApplyButton"));
    QVERIFY(!apply->isEnabled());
    QVERIFY2(apply->toolTip().contains(QStringLiteral("read-only")), qPrintable(apply->toolTip()));
    QVERIFY(!panel->section(Platform::Tabularia)
                 ->findChild<QPushButton*>(QStringLiteral("tabulariaStampButton"))
                 ->isEnabled());

    PlatformSection* holotable = panel->section(Platform::Holotable);
    auto* drift = holotable->findChild<QLabel*>(QStringLiteral("holotableDriftLabel"));
    QVERIFY(drift->isVisible());
    const int last = holotable->model()->rowCount() - 2; // 021 is pending: the drift is on the last applied
    const QModelIndex changed = holotable->model()->index(last, MigrationListModel::StateColumn);
    // Comparing writes nothing (the expected schema is built in memory on SQLite, shipped for PostgreSQL): a
    // read-only session sees the drift on both engines.
    QVERIFY2(drift->text().contains(QStringLiteral("templates.hand_made")), qPrintable(drift->text()));
    QCOMPARE(changed.data().toString(), QStringLiteral("DRIFT"));
    // In the theme's colour for a problem (on the dark palette too).
    QCOMPARE(changed.data(Qt::ForegroundRole).value<QBrush>().color(),
             theme::toneColour(theme::Tone::Bad, QGuiApplication::palette()));
    saveScreenshot(panel, QStringLiteral("migration-panel-read-only-%1.png").arg(ScratchDatabase::engineName(engine)));
}

void TestMigrationPanel::lockWaitIsShownAndCanBeCancelled() {
    ScratchDatabase scratch(ScratchDatabase::Engine::Postgres); // the lock that names its holder is PostgreSQL's
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createBehind(scratch));
    auto holder = scratch.connect();
    QSqlQuery q(holder->db());
    QVERIFY(q.exec(QStringLiteral("SELECT pg_backend_pid()")) && q.next());
    const QString pid = q.value(0).toString();
    // Holotable's own runner takes this key: Metadesk waits for it as it would for another Metadesk.
    QVERIFY2(q.exec(QStringLiteral("SELECT pg_advisory_lock(4027083161::bigint)")), qPrintable(q.lastError().text()));

    MigrationPanel panel(scratch.url(), false);
    panel.show();
    QTRY_VERIFY_WITH_TIMEOUT(panel.section(Platform::Holotable), 20000);
    QSignalSpy finished(&panel, &MigrationPanel::operationFinished);
    QSignalSpy changed(&panel, &MigrationPanel::schemaChanged);
    QString shownSql;
    confirmNext(true, QStringLiteral("DROP TABLE"), &shownSql);
    panel.section(Platform::Holotable)->findChild<QPushButton*>(QStringLiteral("holotableApplyButton"))->click();
    auto* lock = panel.findChild<QLabel*>(QStringLiteral("lockLabel"));
    QTRY_VERIFY_WITH_TIMEOUT(lock->isVisible() && lock->text().contains(QStringLiteral("pid %1").arg(pid)), 20000);
    QVERIFY2(lock->text().contains(QStringLiteral("giving up in")), qPrintable(lock->text()));
    saveScreenshot(&panel, QStringLiteral("migration-panel-lock-wait.png"));
    auto* cancel = panel.findChild<QPushButton*>(QStringLiteral("cancelButton"));
    QVERIFY(cancel->isVisible() && cancel->isEnabled());
    cancel->click();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY(changed.isEmpty());
    QVERIFY2(panel.logText().contains(QStringLiteral("Cancelled")), qPrintable(panel.logText()));
    QVERIFY(!lock->isVisible());
}

void TestMigrationPanel::failureIsReportedAndChangesNothing() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createBehind(scratch));
    {
        // Someone dropped by hand the table the pending migration drops: its DROP TABLE fails.
        auto conn = scratch.connect();
        QString error;
        QVERIFY(conn->exec(QStringLiteral("DROP TABLE chat_messages"), &error));
    }
    MainWindow window;
    window.show();
    QString error;
    QVERIFY2(window.openDatabase(scratch.url(), false, &error), qPrintable(error));
    window.openMigrations();
    MigrationPanel* panel = window.migrationPanel();
    QTRY_VERIFY_WITH_TIMEOUT(panel->section(Platform::Holotable), 20000);
    QSignalSpy finished(panel, &MigrationPanel::operationFinished);
    QSignalSpy changed(panel, &MigrationPanel::schemaChanged);
    QString shownSql;
    confirmNext(true, QStringLiteral("DROP TABLE chat_messages"), &shownSql);
    panel->section(Platform::Holotable)->findChild<QPushButton*>(QStringLiteral("holotableApplyButton"))->click();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY(changed.isEmpty());
    auto* errorLabel = panel->findChild<QLabel*>(QStringLiteral("errorLabel"));
    QVERIFY(errorLabel->isVisible());
    // The failing statement, its place in the file and the database's message.
    const QString log = panel->logText();
    QVERIFY2(log.contains(QStringLiteral("at statement")) &&
                 log.contains(QStringLiteral("021_drop_chat_messages.sql")) &&
                 log.contains(QStringLiteral("DROP TABLE chat_messages")) &&
                 log.contains(QStringLiteral("The database said")),
             qPrintable(log));
    QVERIFY(window.isReadOnly());
    QTRY_VERIFY_WITH_TIMEOUT(panel->section(Platform::Holotable)->data().status.state == SchemaStatus::State::Behind,
                             10000);
    saveScreenshot(panel, QStringLiteral("migration-panel-failure-%1.png").arg(ScratchDatabase::engineName(engine)));
}

void TestMigrationPanel::baselineRefusesADifferentSchemaAndStampsAMatchingOne() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createBehind(scratch));
    {
        // Holotable's history lost (its tables are those of 020), Tabularia made by the gateway (no alembic_version).
        auto conn = scratch.connect();
        QString error;
        QVERIFY(conn->exec(QStringLiteral("DELETE FROM schema_migrations"), &error));
        QVERIFY(conn->exec(QStringLiteral("DROP TABLE alembic_version"), &error));
    }
    MigrationPanel panel(scratch.url(), false);
    panel.show();
    QTRY_VERIFY_WITH_TIMEOUT(panel.section(Platform::Tabularia) && panel.section(Platform::Holotable), 20000);
    QSignalSpy finished(&panel, &MigrationPanel::operationFinished);
    QString shownSql;

    // Tabularia: recognised by its fingerprint, adopted at the baseline once its tables match.
    PlatformSection* tabularia = panel.section(Platform::Tabularia);
    QCOMPARE(tabularia->data().status.state, SchemaStatus::State::Unmanaged);
    QCOMPARE(tabularia->data().status.adoptAt, QStringLiteral("13343e5ea2aa"));
    auto* tabulariaState = tabularia->findChild<QLabel*>(QStringLiteral("tabulariaStateLabel"));
    QVERIFY(tabulariaState->isVisible());
    QVERIFY2(tabulariaState->text().contains(QStringLiteral("without Alembic")), qPrintable(tabulariaState->text()));
    auto* tabulariaStamp = tabularia->findChild<QPushButton*>(QStringLiteral("tabulariaStampButton"));
    QVERIFY(tabulariaStamp->isEnabled());
    confirmNext(true, QStringLiteral("alembic_version"), &shownSql);
    tabulariaStamp->click();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    QCOMPARE(finished.last().first().toBool(), true);
    QTRY_VERIFY_WITH_TIMEOUT(panel.section(Platform::Tabularia)->data().status.state == SchemaStatus::State::Current,
                             10000);

    // Holotable at the head: 021 has dropped chat_messages, which the database still has, so it is refused.
    PlatformSection* holotable = panel.section(Platform::Holotable);
    auto* revision = holotable->findChild<QComboBox*>(QStringLiteral("holotableStampRevision"));
    auto* stamp = holotable->findChild<QPushButton*>(QStringLiteral("holotableStampButton"));
    QVERIFY(stamp->isEnabled());
    revision->setCurrentIndex(revision->count() - 1);
    confirmNext(true, QStringLiteral("schema_migrations"), &shownSql);
    stamp->click();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60000);
    QCOMPARE(finished.last().first().toBool(), false);
    QVERIFY2(panel.logText().contains(QStringLiteral("extra table chat_messages")), qPrintable(panel.logText()));

    // The revision it really is at: stamped, and the section shows it behind by one.
    const QString at = revision->itemData(revision->count() - 2).toString();
    revision->setCurrentIndex(revision->count() - 2);
    confirmNext(true, QStringLiteral("schema_migrations"), &shownSql);
    stamp->click();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 3, 60000);
    QCOMPARE(finished.last().first().toBool(), true);
    QTRY_COMPARE_WITH_TIMEOUT(panel.section(Platform::Holotable)->data().status.current, at, 10000);
    QCOMPARE(panel.section(Platform::Holotable)->data().status.state, SchemaStatus::State::Behind);
}

/// Tables there, no revision recorded (Tabularia without alembic_version, Holotable with its rows lost): both.
static bool dropRevisionRecords(const ScratchDatabase& scratch) {
    return test::execAll(
        scratch, {QStringLiteral("DELETE FROM schema_migrations"), QStringLiteral("DROP TABLE alembic_version")});
}

/// The visible text of every label in `widget`, one a line.
static QString visibleLabelText(QWidget* widget) {
    QStringList texts;
    for (QLabel* label : widget->findChildren<QLabel*>())
        if (label->isVisible())
            texts << label->text();
    return texts.join(QLatin1Char('\n'));
}

void TestMigrationPanel::unrecordedRevisionIsSaidOnceNotAsDrift() {
    // A database whose tables are there and whose revision is merely not recorded is no inconsistency: it shows in
    // its own words, once, and not in the red drift line.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createBehind(scratch));
    QVERIFY(dropRevisionRecords(scratch));
    MigrationPanel panel(scratch.url(), false);
    panel.show();
    QTRY_VERIFY_WITH_TIMEOUT(panel.section(Platform::Tabularia) && panel.section(Platform::Holotable), 20000);
    for (Platform p : {Platform::Tabularia, Platform::Holotable}) {
        PlatformSection* section = panel.section(p);
        const QString key = platforms::key(p);
        QCOMPARE(section->data().status.state, SchemaStatus::State::Unmanaged);
        QVERIFY(section->data().status.unrecorded);
        auto* state = section->findChild<QLabel*>(key + QStringLiteral("StateLabel"));
        QVERIFY(state);
        QVERIFY(state->isVisible());
        QVERIFY2(state->text().startsWith(
                     QStringLiteral("Not recorded: the tables are there, no revision is recorded; Baseline (stamp) "
                                    "adopts it at ")),
                 qPrintable(state->text()));
        QVERIFY2(!state->styleSheet().contains(QStringLiteral("#b91c1c")), qPrintable(state->styleSheet()));
        auto* drift = section->findChild<QLabel*>(key + QStringLiteral("DriftLabel"));
        QVERIFY2(!drift->isVisible(), qPrintable(drift->text()));
        // Said once in the section: neither the revision line nor another label repeats it.
        const QString shown = visibleLabelText(section);
        QCOMPARE(shown.count(QStringLiteral("no revision is recorded")), 1);
        QCOMPARE(shown.count(QStringLiteral("adopts it")), 1);
        QVERIFY2(!shown.contains(QStringLiteral("Drift")), qPrintable(shown));
    }
    QVERIFY2(
        panel.section(Platform::Tabularia)
            ->findChild<QLabel*>(QStringLiteral("tabulariaStateLabel"))
            ->text()
            .contains(QStringLiteral("at 13343e5ea2aa once its schema matches. It was made by Tabularia's")),
        qPrintable(
            panel.section(Platform::Tabularia)->findChild<QLabel*>(QStringLiteral("tabulariaStateLabel"))->text()));
}

void TestMigrationPanel::stampPreviewListsEveryStatementItRuns() {
    // Tabularia without alembic_version: the stamp creates it, and the confirmation shows that CREATE with the rest.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createBehind(scratch));
    QVERIFY(dropRevisionRecords(scratch));
    MigrationPanel panel(scratch.url(), false);
    panel.show();
    QTRY_VERIFY_WITH_TIMEOUT(panel.section(Platform::Tabularia) && panel.section(Platform::Holotable), 20000);
    QSignalSpy finished(&panel, &MigrationPanel::operationFinished);
    PlatformSection* tabularia = panel.section(Platform::Tabularia);
    QVERIFY(!tabularia->data().status.hasVersionTable);
    QString shownSql;
    confirmNext(true, QStringLiteral("CREATE TABLE"), &shownSql);
    tabularia->findChild<QPushButton*>(QStringLiteral("tabulariaStampButton"))->click();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    QCOMPARE(shownSql.split(QLatin1Char('\n'), Qt::SkipEmptyParts),
             QStringList({QStringLiteral("CREATE TABLE IF NOT EXISTS alembic_version (version_num VARCHAR(32) NOT "
                                         "NULL, CONSTRAINT alembic_version_pkc PRIMARY KEY (version_num));"),
                          QStringLiteral("DELETE FROM alembic_version;"),
                          QStringLiteral("INSERT INTO alembic_version (version_num) VALUES ('13343e5ea2aa');")}));
    QCOMPARE(finished.last().first().toBool(), true);
    {
        auto conn = scratch.connect();
        QSqlQuery q(conn->db());
        QVERIFY(q.exec(QStringLiteral("SELECT version_num FROM alembic_version")));
        QVERIFY(q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("13343e5ea2aa"));
        QVERIFY(!q.next());
    }

    // Holotable keeps its (empty) schema_migrations: no CREATE, one INSERT per file up to the revision chosen.
    QTRY_VERIFY_WITH_TIMEOUT(panel.section(Platform::Tabularia)->data().status.state == SchemaStatus::State::Current,
                             10000);
    PlatformSection* holotable = panel.section(Platform::Holotable);
    QVERIFY(holotable->data().status.hasVersionTable);
    auto* revision = holotable->findChild<QComboBox*>(QStringLiteral("holotableStampRevision"));
    revision->setCurrentIndex(revision->count() - 2);
    confirmNext(false, {}, &shownSql);
    holotable->findChild<QPushButton*>(QStringLiteral("holotableStampButton"))->click();
    QTRY_VERIFY_WITH_TIMEOUT(!shownSql.contains(QStringLiteral("alembic_version")), 10000);
    const QStringList lines = shownSql.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), revision->count() - 1);
    for (int i = 0; i < lines.size(); ++i)
        QCOMPARE(lines.at(i), QStringLiteral("INSERT INTO schema_migrations (name) VALUES ('%1');")
                                  .arg(revision->itemData(i).toString()));
    QCOMPARE(finished.size(), 1); // cancelled: nothing ran
}

void TestMigrationPanel::sectionButtonsFitAt1600x1000_data() {
    QTest::addColumn<bool>("german");
    QTest::newRow("English") << false;
    QTest::newRow("German") << true;
}

void TestMigrationPanel::sectionButtonsFitAt1600x1000() {
    QFETCH(bool, german);
    std::unique_ptr<QTranslator> translator;
    if (german) {
        translator = std::make_unique<QTranslator>();
        QVERIFY(translator->load(QLocale(QLocale::German, QLocale::Germany), QStringLiteral("metadesk"),
                                 QStringLiteral("_"), QStringLiteral(":/i18n")));
        QVERIFY(QApplication::installTranslator(translator.get()));
    }
    ScratchDatabase scratch(ScratchDatabase::Engine::Sqlite);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createBehind(scratch));
    {
        MainWindow window;
        window.resize(1600, 1000);
        window.show();
        QString error;
        QVERIFY2(window.openDatabase(scratch.url(), false, &error), qPrintable(error));
        auto* notice = window.findChild<QLabel*>(QStringLiteral("infoLabel"));
        QVERIFY(notice);
        emit notice->linkActivated(QStringLiteral("metadesk:migrations"));
        MigrationPanel* panel = window.migrationPanel();
        QVERIFY(panel);
        QTRY_VERIFY_WITH_TIMEOUT(panel->section(Platform::Tabularia) && panel->section(Platform::Holotable), 20000);
        QTest::qWait(100); // the layouts settle
        saveScreenshot(panel, QStringLiteral("migration-panel-1600x1000-%1.png")
                                  .arg(german ? QStringLiteral("de") : QStringLiteral("en")));
        auto* scroll = panel->findChild<QScrollArea*>();
        QVERIFY(scroll);
        for (Platform p : {Platform::Tabularia, Platform::Holotable}) {
            PlatformSection* section = panel->section(p);
            saveScreenshot(section, QStringLiteral("migration-section-%1-1600x1000-%2.png")
                                        .arg(platforms::key(p), german ? QStringLiteral("de") : QStringLiteral("en")));
            // Never squeezed below what its contents need (the buttons would be cut off at its bottom).
            QVERIFY2(section->height() >= section->layout()->minimumSize().height(),
                     qPrintable(QStringLiteral("%1 is %2 high, its contents need %3")
                                    .arg(section->objectName())
                                    .arg(section->height())
                                    .arg(section->layout()->minimumSize().height())));
            // The section is whole in the panel's width, and every action inside the section's frame.
            const QRect inViewport(section->mapTo(scroll->viewport(), QPoint()), section->size());
            QVERIFY2(inViewport.right() < scroll->viewport()->width(),
                     qPrintable(QStringLiteral("%1 ends at %2, the view at %3")
                                    .arg(section->objectName())
                                    .arg(inViewport.right())
                                    .arg(scroll->viewport()->width())));
            const QString key = platforms::key(p);
            QList<QWidget*> actions;
            for (const char* name : {"ApplyButton", "RollBackButton", "StampRevision", "StampButton"})
                actions << section->findChild<QWidget*>(key + QLatin1String(name));
            for (QWidget* w : std::as_const(actions)) {
                QVERIFY(w);
                QVERIFY(w->isVisible());
                const QRect r(w->mapTo(section, QPoint()), w->size());
                QVERIFY2(section->contentsRect().contains(r),
                         qPrintable(QStringLiteral("%1 at %2,%3 %4×%5 outside %6's %7×%8")
                                        .arg(w->objectName())
                                        .arg(r.x())
                                        .arg(r.y())
                                        .arg(r.width())
                                        .arg(r.height())
                                        .arg(section->objectName())
                                        .arg(section->contentsRect().width())
                                        .arg(section->contentsRect().height())));
                if (auto* button = qobject_cast<QPushButton*>(w)) // its whole text, not clipped
                    QVERIFY2(w->width() >= button->sizeHint().width(), qPrintable(button->text()));
                if (auto* combo = qobject_cast<QComboBox*>(w)) { // every revision's whole name in its text field
                    QStyleOptionComboBox option;
                    option.initFrom(combo);
                    const int field =
                        combo->style()
                            ->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo)
                            .width();
                    for (int i = 0; i < combo->count(); ++i)
                        QVERIFY2(field >= combo->fontMetrics().horizontalAdvance(combo->itemText(i)),
                                 qPrintable(QStringLiteral("%1 shows %2 px of %3")
                                                .arg(combo->objectName())
                                                .arg(field)
                                                .arg(combo->itemText(i))));
                }
            }
        }
    }
    if (translator)
        QApplication::removeTranslator(translator.get());
}

void TestMigrationPanel::applyThatLosesDataNeedsAnAcknowledgement() {
    // Holotable at 020 with a dashboard chat: 021 drops chat_messages and its rows.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createBehind(scratch));
    QVERIFY(test::execAll(
        scratch, {QStringLiteral("INSERT INTO dashboards (id, workspace_id, title, created_by) VALUES "
                                 "('11111111-1111-4111-8111-111111111111', 'w1', 'Ops', 'alice')"),
                  QStringLiteral("INSERT INTO chat_messages (id, dashboard_id, user_sub, role, content) VALUES "
                                 "('m1', '11111111-1111-4111-8111-111111111111', 'alice', 'user', '{}'), "
                                 "('m2', '11111111-1111-4111-8111-111111111111', 'alice', 'assistant', "
                                 "'{}')")}));
    MigrationPanel panel(scratch.url(), false);
    panel.show();
    QTRY_VERIFY_WITH_TIMEOUT(panel.section(Platform::Holotable), 20000);
    PlatformSection* holotable = panel.section(Platform::Holotable);
    // The section says it before anyone presses Apply.
    auto* lintLabel = holotable->findChild<QLabel*>(QStringLiteral("holotableLintLabel"));
    QVERIFY(lintLabel->isVisible());
    QVERIFY2(lintLabel->text().contains(QStringLiteral("drops table chat_messages with its 2 rows")) &&
                 lintLabel->text().contains(QStringLiteral("1 error(s)")),
             qPrintable(lintLabel->text()));
    QVERIFY(!panel.section(Platform::Tabularia)->findChild<QLabel*>(QStringLiteral("tabulariaLintLabel"))->isVisible());

    // Apply: the error is listed, and Apply stays off until it is acknowledged. Cancelled: nothing runs.
    QSignalSpy finished(&panel, &MigrationPanel::operationFinished);
    auto* apply = holotable->findChild<QPushButton*>(QStringLiteral("holotableApplyButton"));
    Seen seen;
    answerNext(false, &seen, QStringLiteral("migration-confirm-lint-%1.png").arg(ScratchDatabase::engineName(engine)));
    apply->click();
    QVERIFY(seen.shown);
    QVERIFY2(seen.findings.contains(QStringLiteral("error [drop-table] 021_drop_chat_messages.sql, statement 1 (line "
                                                   "3): drops table chat_messages with its 2 rows")),
             qPrintable(seen.findings));
    QVERIFY(seen.needsAcknowledgement);
    QVERIFY(!seen.enabledBefore);
    QVERIFY(seen.enabledAfter);
    QVERIFY(!panel.isBusy());
    QCOMPARE(finished.size(), 0);
    saveScreenshot(&panel, QStringLiteral("migration-panel-lint-%1.png").arg(ScratchDatabase::engineName(engine)));

    // Acknowledged and confirmed: it runs.
    answerNext(true, &seen);
    apply->click();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    QCOMPARE(finished.first().first().toBool(), true);
    QTRY_VERIFY_WITH_TIMEOUT(panel.section(Platform::Holotable)->data().status.state == SchemaStatus::State::Current,
                             10000);
}

void TestMigrationPanel::confirmationMeasuresTheDataNow() {
    // The panel showed an empty chat_messages; rows arrive while it is open. Apply is confirmed on what was shown,
    // and measured again before it runs: 021 would now lose rows nobody acknowledged, so nothing runs, it says why,
    // and the next confirmation asks for the acknowledgement.
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createBehind(scratch));
    MigrationPanel panel(scratch.url(), false);
    panel.show();
    QTRY_VERIFY_WITH_TIMEOUT(panel.section(Platform::Holotable), 20000);
    auto* lintLabel = panel.section(Platform::Holotable)->findChild<QLabel*>(QStringLiteral("holotableLintLabel"));
    QVERIFY2(lintLabel->text().contains(QStringLiteral("no rows")), qPrintable(lintLabel->text()));
    QVERIFY(test::execAll(
        scratch, {QStringLiteral("INSERT INTO dashboards (id, workspace_id, title, created_by) VALUES "
                                 "('11111111-1111-4111-8111-111111111111', 'w1', 'Ops', 'alice')"),
                  QStringLiteral("INSERT INTO chat_messages (id, dashboard_id, user_sub, role, content) VALUES "
                                 "('m1', '11111111-1111-4111-8111-111111111111', 'alice', 'user', '{}'), "
                                 "('m2', '11111111-1111-4111-8111-111111111111', 'alice', 'assistant', '{}')")}));
    QSignalSpy finished(&panel, &MigrationPanel::operationFinished);
    Seen seen;
    answerNext(true, &seen);
    panel.section(Platform::Holotable)->findChild<QPushButton*>(QStringLiteral("holotableApplyButton"))->click();
    QVERIFY(seen.shown && !seen.needsAcknowledgement); // what was shown: nothing lost
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY2(panel.logText().contains(QStringLiteral("changed since it was shown")) &&
                 panel.logText().contains(QStringLiteral("chat_messages with its 2 rows")),
             qPrintable(panel.logText()));
    QTRY_COMPARE_WITH_TIMEOUT(panel.section(Platform::Holotable)->data().status.current,
                              QStringLiteral("020_dashboard_chat_conversations.sql"), 10000);
    {
        auto conn = scratch.connect();
        QCOMPARE(test::schemaStatusOf(*conn, test::builtInMigrations(Platform::Holotable, *conn)).current,
                 QStringLiteral("020_dashboard_chat_conversations.sql"));
    }
    // Shown again, now with the rows: the error must be acknowledged.
    QTRY_VERIFY_WITH_TIMEOUT(lintLabel->text().contains(QStringLiteral("with its 2 rows")), 10000);
    seen = Seen();
    answerNext(false, &seen);
    panel.section(Platform::Holotable)->findChild<QPushButton*>(QStringLiteral("holotableApplyButton"))->click();
    QVERIFY(seen.shown && seen.needsAcknowledgement && !seen.enabledBefore);
}

void TestMigrationPanel::rollBackSaysWhichDataItDestroys() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    {
        // Holotable at 019, holding a conversation of two messages and a chat generation log row.
        auto conn = scratch.connect();
        MigrationSet set;
        QString error;
        QStringList applied;
        QVERIFY(MigrationSet::loadBuiltIn(Platform::Holotable, conn->isSqlite(), &set, &error));
        QVERIFY2(Migrator(*conn, set.upTo(QStringLiteral("019_conversations.sql"))).upgrade(&applied, &error),
                 qPrintable(error));
    }
    const bool sqlite = engine == ScratchDatabase::Engine::Sqlite;
    QVERIFY(test::execAll(
        scratch,
        {QStringLiteral("INSERT INTO conversations (id, user_sub, workspace_id, source_ids, time_range) VALUES "
                        "('22222222-2222-4222-8222-222222222222', 'alice', 'w1', %1, '{}')")
             .arg(sqlite ? QStringLiteral("'[]'") : QStringLiteral("'{}'")),
         QStringLiteral("INSERT INTO conversation_messages (conversation_id, id, role, content) VALUES "
                        "('22222222-2222-4222-8222-222222222222', 'm1', 'user', '{}'), "
                        "('22222222-2222-4222-8222-222222222222', 'm2', 'assistant', '{}')"),
         QStringLiteral("INSERT INTO generation_log (workspace_id, created_by, mode, prompt_redacted, model) "
                        "VALUES ('w1', 'alice', 'chat', 'p', 'm')")}));
    MigrationPanel panel(scratch.url(), false);
    panel.show();
    QTRY_VERIFY_WITH_TIMEOUT(panel.section(Platform::Holotable), 20000);
    PlatformSection* holotable = panel.section(Platform::Holotable);
    auto* rollBack = holotable->findChild<QPushButton*>(QStringLiteral("holotableRollBackButton"));
    QVERIFY(rollBack->isEnabled());
    QSignalSpy finished(&panel, &MigrationPanel::operationFinished);

    // The confirmation names every table it drops with its rows, and the rows it deletes, before anything runs.
    Seen seen;
    answerNext(false, &seen,
               QStringLiteral("migration-confirm-rollback-%1.png").arg(ScratchDatabase::engineName(engine)));
    rollBack->click();
    QTRY_VERIFY_WITH_TIMEOUT(seen.shown, 20000);
    for (const QString& part : {QStringLiteral("drops table conversation_messages with its 2 rows"),
                                QStringLiteral("drops table conversations with its 1 row"),
                                QStringLiteral("deletes 1 row of generation_log's 1 row (counted now)")})
        QVERIFY2(seen.findings.contains(part), qPrintable(seen.findings));
    QVERIFY(seen.needsAcknowledgement && !seen.enabledBefore && seen.enabledAfter);
    QCOMPARE(finished.size(), 0);
    QCOMPARE(holotable->data().status.current, QStringLiteral("019_conversations.sql"));

    // Acknowledged: exactly 019 is rolled back.
    answerNext(true, &seen);
    rollBack->click();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
    QCOMPARE(finished.first().first().toBool(), true);
    QTRY_COMPARE_WITH_TIMEOUT(panel.section(Platform::Holotable)->data().status.current,
                              QStringLiteral("018_source_secret_ref_optional.sql"), 10000);
    QVERIFY2(panel.logText().contains(QStringLiteral("Rolling back Holotable 019_conversations")),
             qPrintable(panel.logText()));
    // The next rollback's confirmation is 018's, which loses nothing here.
    seen = Seen();
    answerNext(false, &seen);
    panel.section(Platform::Holotable)->findChild<QPushButton*>(QStringLiteral("holotableRollBackButton"))->click();
    QTRY_VERIFY_WITH_TIMEOUT(seen.shown, 20000);
    QVERIFY2(!seen.needsAcknowledgement && seen.enabledBefore, qPrintable(seen.findings));
}

void TestMigrationPanel::preferencesHoldTheMigrationLimits() {
    useLimits(Migrator::DefaultLockTimeoutMs / 1000, Migrator::DefaultStatementTimeoutMs / 1000);
    {
        PreferencesDialog dialog;
        auto* lockWait = dialog.findChild<QSpinBox*>(QStringLiteral("migrationLockWait"));
        auto* statement = dialog.findChild<QSpinBox*>(QStringLiteral("migrationStatementTimeout"));
        QVERIFY(lockWait && statement);
        QCOMPARE(lockWait->value(), 10); // the defaults, shown
        QCOMPARE(statement->value(), 15);
        QVERIFY(!lockWait->accessibleName().isEmpty() && !statement->accessibleName().isEmpty());
        lockWait->setValue(3);
        statement->setValue(0);
        QCOMPARE(statement->text(), QStringLiteral("No limit"));
        QMetaObject::invokeMethod(&dialog, "accept");
    }
    QCOMPARE(Settings::instance().get(Settings::Key::MigrationLockWaitSeconds).toInt(), 3);
    QCOMPARE(Settings::instance().get(Settings::Key::MigrationStatementTimeoutSeconds).toInt(), 0);
    PreferencesDialog again;
    QCOMPARE(again.findChild<QSpinBox*>(QStringLiteral("migrationLockWait"))->value(), 3);
    QCOMPARE(again.findChild<QSpinBox*>(QStringLiteral("migrationStatementTimeout"))->value(), 0);
}

void TestMigrationPanel::lockWaitOfPreferencesNamesTheBlockingSession() {
    // PostgreSQL's lock_timeout (SQLite's write-lock wait, which names nobody, is tst_MigrationBounds').
    ScratchDatabase scratch(ScratchDatabase::Engine::Postgres);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createBehind(scratch));
    useLimits(1, 900);
    auto holder = scratch.connect();
    QVERIFY(blockChatMessages(*holder));
    MigrationPanel panel(scratch.url(), false);
    panel.show();
    QTRY_VERIFY_WITH_TIMEOUT(panel.section(Platform::Holotable), 20000);
    QSignalSpy finished(&panel, &MigrationPanel::operationFinished);
    QSignalSpy changed(&panel, &MigrationPanel::schemaChanged);
    QString question;
    acceptNext(&question);
    QElapsedTimer timer;
    timer.start();
    panel.section(Platform::Holotable)->findChild<QPushButton*>(QStringLiteral("holotableApplyButton"))->click();
    QVERIFY2(question.contains(QStringLiteral("waits at most 1 s for a lock")) &&
                 question.contains(QStringLiteral("runs at most 15 min")),
             qPrintable(question));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 20000);
    QVERIFY2(timer.elapsed() < 8000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY(changed.isEmpty());
    auto* errorLabel = panel.findChild<QLabel*>(QStringLiteral("errorLabel"));
    QVERIFY(errorLabel->isVisible());
    const QString pid = QString::number(holder->backendPid());
    for (const QString& part :
         {QStringLiteral("waited 1 s for a lock on chat_messages"), QStringLiteral("pid %1 (metadesk test").arg(pid),
          QStringLiteral("idle in transaction"), QStringLiteral("SELECT pg_terminate_backend(%1)").arg(pid)}) {
        QVERIFY2(errorLabel->text().contains(part), qPrintable(part + QStringLiteral(": ") + errorLabel->text()));
        QVERIFY2(panel.logText().contains(part), qPrintable(part + QStringLiteral(": ") + panel.logText()));
    }
    QString error;
    QVERIFY(holder->exec(QStringLiteral("ROLLBACK"), &error));
    QTRY_VERIFY_WITH_TIMEOUT(panel.section(Platform::Holotable)->data().status.state == SchemaStatus::State::Behind,
                             10000);
    QVERIFY(holder->tableExists(QStringLiteral("chat_messages")));
}

void TestMigrationPanel::cancelStopsTheRunningStatement() {
    // PostgreSQL: the statement waiting for a table lock is cancelled on the server (SQLite's cancel, between
    // statements, is tst_MigrationBounds').
    ScratchDatabase scratch(ScratchDatabase::Engine::Postgres);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createBehind(scratch));
    useLimits(120, 900); // nothing but Cancel ends the wait in time
    auto holder = scratch.connect();
    auto watcher = scratch.connect();
    QVERIFY(blockChatMessages(*holder));
    MigrationPanel panel(scratch.url(), false);
    panel.show();
    QTRY_VERIFY_WITH_TIMEOUT(panel.section(Platform::Holotable), 20000);
    QSignalSpy finished(&panel, &MigrationPanel::operationFinished);
    QSignalSpy changed(&panel, &MigrationPanel::schemaChanged);
    QString question;
    acceptNext(&question);
    panel.section(Platform::Holotable)->findChild<QPushButton*>(QStringLiteral("holotableApplyButton"))->click();
    QTRY_COMPARE_WITH_TIMEOUT(panelSessions(*watcher, true), 1, 20000);
    QTRY_VERIFY2_WITH_TIMEOUT(panel.logText().contains(QStringLiteral("statement 1 of 1 of 021_drop_chat_messages")),
                              qPrintable(panel.logText()), 5000);
    auto* cancel = panel.findChild<QPushButton*>(QStringLiteral("cancelButton"));
    QVERIFY(cancel->isVisible() && cancel->isEnabled());
    QElapsedTimer timer;
    timer.start();
    cancel->click();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
    QVERIFY2(timer.elapsed() < 3000, qPrintable(QString::number(timer.elapsed())));
    QCOMPARE(finished.first().first().toBool(), false);
    QVERIFY(changed.isEmpty());
    auto* errorLabel = panel.findChild<QLabel*>(QStringLiteral("errorLabel"));
    QVERIFY2(errorLabel->text().startsWith(QStringLiteral("Cancelled; nothing of Holotable 021_drop_chat_messages")) &&
                 errorLabel->text().contains(QStringLiteral("was applied")),
             qPrintable(errorLabel->text()));
    QVERIFY2(panel.logText().contains(errorLabel->text()), qPrintable(panel.logText()));
    QCOMPARE(panelSessions(*watcher, true), 0); // the server is not left waiting
    QString error;
    QVERIFY(holder->exec(QStringLiteral("ROLLBACK"), &error));
    QVERIFY(holder->tableExists(QStringLiteral("chat_messages")));
    QTRY_VERIFY_WITH_TIMEOUT(panel.section(Platform::Holotable)->data().status.state == SchemaStatus::State::Behind,
                             10000);
    // The panel goes on: the same migration applies once the table is free.
    confirmNext(true, QStringLiteral("DROP TABLE chat_messages"), &question);
    panel.section(Platform::Holotable)->findChild<QPushButton*>(QStringLiteral("holotableApplyButton"))->click();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60000);
    QCOMPARE(finished.last().first().toBool(), true);
}

void TestMigrationPanel::quittingCancelsTheRunningStatement() {
    // The window goes (the application quits) while a statement waits for a lock: the statement is cancelled and its
    // migration rolled back, rather than the application waiting for the lock on its way out.
    ScratchDatabase scratch(ScratchDatabase::Engine::Postgres);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createBehind(scratch));
    useLimits(120, 900);
    auto holder = scratch.connect();
    auto watcher = scratch.connect();
    QVERIFY(blockChatMessages(*holder));
    auto window = std::make_unique<MainWindow>();
    window->show();
    QString error;
    QVERIFY2(window->openDatabase(scratch.url(), false, &error), qPrintable(error));
    window->openMigrations();
    MigrationPanel* panel = window->migrationPanel();
    QTRY_VERIFY_WITH_TIMEOUT(panel->section(Platform::Holotable), 20000);
    QString question;
    acceptNext(&question);
    panel->section(Platform::Holotable)->findChild<QPushButton*>(QStringLiteral("holotableApplyButton"))->click();
    QTRY_COMPARE_WITH_TIMEOUT(panelSessions(*watcher, true), 1, 20000);
    QElapsedTimer timer;
    timer.start();
    window.reset();
    // The worker's session stops waiting, and the worker ends (closing it) once its migration is rolled back.
    QTRY_COMPARE_WITH_TIMEOUT(panelSessions(*watcher, false), 0, 5000);
    QVERIFY2(timer.elapsed() < 5000, qPrintable(QString::number(timer.elapsed())));
    QVERIFY(holder->exec(QStringLiteral("ROLLBACK"), &error));
    QVERIFY(holder->tableExists(QStringLiteral("chat_messages")));
    QSqlQuery q(watcher->db());
    QVERIFY(
        q.exec(QStringLiteral("SELECT count(*) FROM schema_migrations WHERE name = '021_drop_chat_messages.sql'")) &&
        q.next());
    QCOMPARE(q.value(0).toInt(), 0);
}

void TestMigrationPanel::endedSessionIsSaidAndTheNextWorkGetsANewOne() {
    // An administrator ends the panel's session (it holds the migration lock) while its statement waits: the panel
    // says so, the database keeps nothing of the migration, and the panel goes on with a new session.
    ScratchDatabase scratch(ScratchDatabase::Engine::Postgres);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(createBehind(scratch));
    useLimits(120, 900);
    auto holder = scratch.connect();
    auto watcher = scratch.connect();
    QVERIFY(blockChatMessages(*holder));
    MigrationPanel panel(scratch.url(), false);
    panel.show();
    QTRY_VERIFY_WITH_TIMEOUT(panel.section(Platform::Holotable), 20000);
    QSignalSpy finished(&panel, &MigrationPanel::operationFinished);
    QSignalSpy refreshed(&panel, &MigrationPanel::refreshed);
    QString question;
    acceptNext(&question);
    panel.section(Platform::Holotable)->findChild<QPushButton*>(QStringLiteral("holotableApplyButton"))->click();
    QTRY_COMPARE_WITH_TIMEOUT(panelSessions(*watcher, true), 1, 20000);
    QSqlQuery q(watcher->db());
    QVERIFY(q.exec(QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = "
                                  "current_database() AND application_name = 'metadesk migrations'")));
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 10000);
    QCOMPARE(finished.first().first().toBool(), false);
    auto* errorLabel = panel.findChild<QLabel*>(QStringLiteral("errorLabel"));
    QVERIFY2(errorLabel->text().contains(QStringLiteral("The migration's database session (pid ")) &&
                 errorLabel->text().contains(QStringLiteral("has ended")),
             qPrintable(errorLabel->text()));
    // The inspection that follows runs on a new session: the error shown stays the operation's.
    const int before = int(refreshed.size());
    QTRY_VERIFY_WITH_TIMEOUT(refreshed.size() > before, 10000);
    QVERIFY2(errorLabel->text().contains(QStringLiteral("has ended")), qPrintable(errorLabel->text()));
    QCOMPARE(panel.section(Platform::Holotable)->data().status.state, SchemaStatus::State::Behind);
    QString error;
    QVERIFY(holder->exec(QStringLiteral("ROLLBACK"), &error));
    QVERIFY(holder->tableExists(QStringLiteral("chat_messages")));
    confirmNext(true, QStringLiteral("DROP TABLE chat_messages"), &question);
    panel.section(Platform::Holotable)->findChild<QPushButton*>(QStringLiteral("holotableApplyButton"))->click();
    QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60000);
    QVERIFY2(finished.last().first().toBool(), qPrintable(panel.logText()));
}

QTEST_MAIN(TestMigrationPanel)
#include "tst_MigrationPanel.moc"
