#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/diff/DiffView.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/history/DashboardHistoryAction.h"
#include "gui/history/DashboardHistoryDialog.h"
#include "gui/history/DashboardRename.h"
#include "gui/history/FlowVersionsModel.h"
#include "gui/pages/TablePage.h"
#include "gui/preferences/PersonPreferencesAction.h"
#include "gui/preferences/PersonPreferencesDialog.h"
#include "gui/sources/SourceRetireAction.h"
#include "gui/transfer/DashboardExportAction.h"
#include "gui/transfer/DashboardImportAction.h"
#include "gui/transfer/DashboardImportDialog.h"
#include "gui/transfer/TemplateInstantiateAction.h"
#include "gui/usage/LlmUsageAction.h"
#include "gui/usage/LlmUsageDialog.h"
#include "models/NavigatorModel.h"
#include "models/WindowedTableModel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QInputDialog>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSet>
#include <QSqlQuery>
#include <QStandardItemModel>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {

QString scalar(const ScratchDatabase& scratch, const QString& sql) {
    const auto conn = scratch.connect();
    QSqlQuery q(conn->db());
    if (!q.exec(sql) || !q.next())
        return {};
    return q.value(0).toString();
}

TablePage* openDashboard(MainWindow& window, const QString& table, const QString& column, const QString& id) {
    window.workspace()->openFiltered(table, column, id);
    TablePage* page = window.workspace()->currentPage();
    if (!page || page->table().name != table)
        return nullptr;
    if (!QTest::qWaitFor([page]() { return page->model()->isRowLoaded(0); }, 10000))
        return nullptr;
    return page;
}

} // namespace

/// A Holotable dashboard's history from the Dashboards grid, on both engines: its versions with who, when and note,
/// the paths that changed beside the text diff, Restore appending a version, the title cell renaming through a new
/// version, and on a read-only connection Restore refused.
class TestDashboardHistoryDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void historyRestoreAndRename_data() { test::addEngineColumn(), test::addEngineRows(); }
    void historyRestoreAndRename();
    void readOnlyRefuses_data() { test::addEngineColumn(), test::addEngineRows(); }
    void readOnlyRefuses();
    void retireSourceFromTheGrid_data() { test::addEngineColumn(), test::addEngineRows(); }
    void retireSourceFromTheGrid();
    void llmUsageAndLimits_data() { test::addEngineColumn(), test::addEngineRows(); }
    void llmUsageAndLimits();
    void personPreferencesAsRead_data() { test::addEngineColumn(), test::addEngineRows(); }
    void personPreferencesAsRead();
    void templatesAndDashboardFiles_data() { test::addEngineColumn(), test::addEngineRows(); }
    void templatesAndDashboardFiles();

private:
    QTranslator m_plurals;
};

void TestDashboardHistoryDialog::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-dashboard-history-test"));
    // English counts as the app shows them ("8 versions"): its plural forms, which its screenshots show.
    QVERIFY(m_plurals.load(QStringLiteral("metadesk_en"), QStringLiteral(":/i18n")));
    QApplication::installTranslator(&m_plurals);
}

void TestDashboardHistoryDialog::historyRestoreAndRename() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    QVERIFY2(test::fillDemo(scratch, &why, 20), qPrintable(why));
    const QString id = scalar(scratch, QStringLiteral("SELECT id FROM dashboards WHERE title = 'Revenue today'"));
    QVERIFY(!id.isEmpty());
    const int versionsBefore =
        scalar(scratch, QStringLiteral("SELECT COUNT(*) FROM dashboard_versions WHERE dashboard_id = '%1'").arg(id))
            .toInt();
    QVERIFY(versionsBefore >= 2);
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY2(window.openDatabase(scratch.url(), false, &why), qPrintable(why));
    QAction* action = window.dashboardHistory()->action();

    TablePage* page = openDashboard(window, QStringLiteral("dashboards"), QStringLiteral("id"), id);
    QVERIFY(page);
    page->grid()->selectRow(0);
    QTRY_VERIFY(action->isEnabled());
    QVERIFY(page->grid()->actions().contains(action));
    action->trigger();
    QPointer<DashboardHistoryDialog> dialog = window.findChild<DashboardHistoryDialog*>();
    QVERIFY(dialog);
    QAbstractItemModelTester tester(dialog->versionsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    FlowVersionsModel* versions = dialog->versionsModel();
    QTRY_COMPARE_WITH_TIMEOUT(versions->rowCount(), versionsBefore, 10000);
    auto cell = [versions](int row, int column) { return versions->index(row, column).data().toString(); };
    QCOMPARE(cell(0, FlowVersionsModel::Version), QStringLiteral("v%1 (current)").arg(versionsBefore));
    QCOMPARE(cell(versionsBefore - 1, FlowVersionsModel::Note), QStringLiteral("First draft"));
    QVERIFY(!cell(0, FlowVersionsModel::Who).isEmpty());

    // v1 against v2: the demo's second version adds a panel, named by its path above the text diff.
    dialog->compare(1, 2);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->diffView()->isShowingMessage(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->changesView()->count() > 0, 10000);
    QStringList changes;
    for (int i = 0; i < dialog->changesView()->count(); ++i)
        changes << dialog->changesView()->item(i)->text();
    QVERIFY2(changes.contains(QStringLiteral("Panel p3 added at panels[2]")), qPrintable(changes.join(u'|')));
    test::saveScreenshot(dialog, QStringLiteral("dashboard-history.png"));

    // Restore v1: a new version with v1's spec and the platform's note, now current; the navigator counts it.
    NavigatorModel* navigator = window.workspace()->navigatorModel();
    const qint64 allVersions = scalar(scratch, QStringLiteral("SELECT COUNT(*) FROM dashboard_versions")).toLongLong();
    QTRY_COMPARE_WITH_TIMEOUT(navigator->rowCountOf(QStringLiteral("dashboard_versions")), allVersions, 10000);
    dialog->versionsView()->selectRow(versionsBefore - 1);
    QTRY_COMPARE(dialog->selectedVersion(), 1);
    QCOMPARE(window.dashboardHistory()->restore(dialog, false),
             QStringLiteral("Restored v1 as v%1, now current.").arg(versionsBefore + 1));
    QTRY_COMPARE_WITH_TIMEOUT(versions->rowCount(), versionsBefore + 1, 10000);
    QCOMPARE(cell(0, FlowVersionsModel::Note), QStringLiteral("restored from v1"));
    QTRY_COMPARE_WITH_TIMEOUT(navigator->rowCountOf(QStringLiteral("dashboard_versions")), allVersions + 1, 10000);
    QCOMPARE(scalar(scratch, QStringLiteral("SELECT v.version FROM dashboards d JOIN dashboard_versions v ON v.id = "
                                            "d.current_version_id WHERE d.id = '%1'")
                                 .arg(id)),
             QString::number(versionsBefore + 1));
    // Restoring the current version is refused in words.
    QTRY_COMPARE(dialog->selectedVersion(), 1);
    dialog->versionsView()->selectRow(0);
    QTRY_COMPARE(dialog->selectedVersion(), versionsBefore + 1);
    QVERIFY(window.dashboardHistory()->restore(dialog, false).contains(QStringLiteral("already the current version")));
    dialog->close();
    QTRY_VERIFY(!dialog);

    // The title cell: a double click asks for the new title and renames through a new version.
    page = openDashboard(window, QStringLiteral("dashboards"), QStringLiteral("id"), id);
    QVERIFY(page);
    page->grid()->selectRow(0);
    const int titleColumn = page->table().columnIndex(QStringLiteral("title"));
    QVERIFY(DashboardRename::handles(page->table(), titleColumn));
    QVERIFY(!DashboardRename::handles(page->table(), page->table().columnIndex(QStringLiteral("description"))));
    QTableView* view = page->grid()->tableView();
    const QModelIndex titleCell = view->model()->index(0, titleColumn);
    bool asked = false;
    QTimer::singleShot(0, this, [&asked]() {
        QTRY_VERIFY(qobject_cast<QInputDialog*>(QApplication::activeModalWidget()));
        auto* input = qobject_cast<QInputDialog*>(QApplication::activeModalWidget());
        asked = input->textValue() == QLatin1String("Revenue today");
        input->setTextValue(QStringLiteral("Revenue, renamed"));
        input->accept();
    });
    emit view->doubleClicked(titleCell);
    QVERIFY(asked);
    QCOMPARE(scalar(scratch, QStringLiteral("SELECT title FROM dashboards WHERE id = '%1'").arg(id)),
             QStringLiteral("Revenue, renamed"));
    QCOMPARE(scalar(scratch, QStringLiteral("SELECT note FROM dashboard_versions WHERE dashboard_id = '%1' AND "
                                            "version = %2")
                                 .arg(id)
                                 .arg(versionsBefore + 2)),
             QStringLiteral("renamed from \"Revenue today\""));
    // The rename in the history: its version on top, and against the one before it only the spec's title differs.
    page->grid()->selectRow(0);
    QTRY_VERIFY(action->isEnabled());
    action->trigger();
    dialog = window.findChild<DashboardHistoryDialog*>();
    QVERIFY(dialog);
    FlowVersionsModel* renamed = dialog->versionsModel();
    QTRY_COMPARE_WITH_TIMEOUT(renamed->rowCount(), versionsBefore + 2, 10000);
    QCOMPARE(renamed->index(0, FlowVersionsModel::Note).data().toString(),
             QStringLiteral("renamed from \"Revenue today\""));
    dialog->compare(versionsBefore + 1, versionsBefore + 2);
    QTRY_VERIFY_WITH_TIMEOUT(!dialog->diffView()->isShowingMessage(), 10000);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->changesView()->count() > 0, 10000);
    QCOMPARE(dialog->changesView()->count(), 1);
    QVERIFY2(dialog->changesView()->item(0)->text().contains(QLatin1String("title")),
             qPrintable(dialog->changesView()->item(0)->text()));
    test::saveScreenshot(dialog, QStringLiteral("dashboard-rename.png"));
    dialog->close();
    window.closeDatabase();
}

void TestDashboardHistoryDialog::readOnlyRefuses() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    QVERIFY2(test::fillDemo(scratch, &why, 20), qPrintable(why));
    const QString id = scalar(scratch, QStringLiteral("SELECT id FROM dashboards WHERE title = 'Revenue today'"));
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY2(window.openDatabase(scratch.url(), true, &why), qPrintable(why));
    TablePage* page = openDashboard(window, QStringLiteral("dashboards"), QStringLiteral("id"), id);
    QVERIFY(page);
    page->grid()->selectRow(0);
    QTRY_VERIFY(window.dashboardHistory()->action()->isEnabled()); // reading is allowed
    DashboardHistoryDialog* dialog = window.dashboardHistory()->open();
    QVERIFY(dialog);
    auto* restore = dialog->findChild<QAction*>(QStringLiteral("restoreDashboardVersion"));
    QVERIFY(restore);
    QVERIFY(!restore->isEnabled());
    QVERIFY(restore->toolTip().contains(QStringLiteral("read-only")));
    // The title cell says why instead of asking.
    const int titleColumn = page->table().columnIndex(QStringLiteral("title"));
    QTimer::singleShot(0, this, []() {
        QTRY_VERIFY(qobject_cast<QMessageBox*>(QApplication::activeModalWidget()));
        QApplication::activeModalWidget()->close();
    });
    const QString count =
        scalar(scratch, QStringLiteral("SELECT COUNT(*) FROM dashboard_versions WHERE dashboard_id = '%1'").arg(id));
    emit page->grid()->tableView()->doubleClicked(page->grid()->tableView()->model()->index(0, titleColumn));
    QCOMPARE(
        scalar(scratch, QStringLiteral("SELECT COUNT(*) FROM dashboard_versions WHERE dashboard_id = '%1'").arg(id)),
        count);
    window.closeDatabase();
}

// Retire Source… on the Sources grid: the source is tombstoned when the demo's dashboards use it and deleted when
// none does, as the platform's DELETE does; on a read-only connection the action refuses with the reason.
void TestDashboardHistoryDialog::retireSourceFromTheGrid() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    QVERIFY2(test::fillDemo(scratch, &why, 20), qPrintable(why));
    const QString id =
        scalar(scratch, QStringLiteral("SELECT id FROM sources WHERE tombstoned_at IS NULL ORDER BY id"));
    QVERIFY(!id.isEmpty());
    {
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY2(window.openDatabase(scratch.url(), false, &why), qPrintable(why));
        QAction* action = window.retireSource()->action();
        TablePage* page = openDashboard(window, QStringLiteral("sources"), QStringLiteral("id"), id);
        QVERIFY(page);
        page->grid()->selectRow(0);
        QTRY_VERIFY(action->isEnabled());
        QVERIFY(page->grid()->actions().contains(action));
        const QString said = window.retireSource()->retire(false);
        const QString tombstoned =
            scalar(scratch, QStringLiteral("SELECT COUNT(*) FROM sources WHERE id = '%1' AND tombstoned_at IS NOT "
                                           "NULL")
                                .arg(id));
        const QString kept = scalar(scratch, QStringLiteral("SELECT COUNT(*) FROM sources WHERE id = '%1'").arg(id));
        if (said.endsWith(QLatin1String("was tombstoned.")))
            QCOMPARE(tombstoned, QStringLiteral("1"));
        else
            QVERIFY2(said.endsWith(QLatin1String("was deleted.")) && kept == QLatin1String("0"), qPrintable(said));
    }
    MainWindow readOnly;
    readOnly.show();
    QVERIFY2(readOnly.openDatabase(scratch.url(), true, &why), qPrintable(why));
    TablePage* page = openDashboard(readOnly, QStringLiteral("sources"), QStringLiteral("workspace_id"),
                                    scalar(scratch, QStringLiteral("SELECT workspace_id FROM sources ORDER BY id")));
    QVERIFY(page);
    page->grid()->selectRow(0);
    QTRY_VERIFY(readOnly.retireSource()->action()->isEnabled());
    QVERIFY(readOnly.retireSource()->retire(false).contains(QLatin1String("read-only")));
}

// Database → LLM Usage and Limits… on the demo: the chart's series are the database's sums per UTC day, the budget
// line the effective one (inherited, own, or none when off), and the tri-state editors save through WorkspaceLimits.
void TestDashboardHistoryDialog::llmUsageAndLimits() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    QVERIFY2(test::fillDemo(scratch, &why, 20), qPrintable(why));
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY2(window.openDatabase(scratch.url(), false, &why), qPrintable(why));
    QVERIFY(window.llmUsage()->action()->isEnabled());
    LlmUsageDialog* dialog = window.llmUsage()->open();
    QVERIFY(dialog);
    dialog->setWorkspace(QStringLiteral("ws-analytics"));
    // Ninety days span months: each bar has a name of its own (a day of the month alone repeats, and a chart's axis
    // keeps one bar per name).
    dialog->setLastDays(90);
    QCOMPARE(dialog->days().size(), 90);
    QCOMPARE(dialog->chart().categories.size(), 90);
    QCOMPARE(QSet<QString>(dialog->chart().categories.cbegin(), dialog->chart().categories.cend()).size(), 90);
    QCOMPARE(dialog->chart().bars.value(0).values.size(), 90);
    QCOMPARE(dialog->chart().lines.constLast().points.size(), 90); // requests, a point a day
    // The budget across every day: from the first bar's left edge to the last one's right.
    QCOMPARE(dialog->chart().lines.constFirst().points,
             (QList<QPointF>{QPointF(-0.5, 2000000), QPointF(89.5, 2000000)}));
    dialog->setLastDays(30);
    QCOMPARE(dialog->days().size(), 30);
    const QMap<QString, QList<qint64>> series = dialog->series();
    const auto conn = scratch.connect();
    for (int i = 0; i < dialog->days().size(); ++i) {
        QSqlQuery q(conn->db());
        const QString day = dialog->days().at(i).toString(Qt::ISODate);
        QVERIFY(q.exec(QStringLiteral("SELECT COALESCE(SUM(input_tokens), 0), COALESCE(SUM(output_tokens), 0), "
                                      "COALESCE(SUM(requests), 0) FROM llm_usage WHERE workspace_id = 'ws-analytics' "
                                      "AND day = '%1'")
                           .arg(day)) &&
                q.next());
        QCOMPARE(series.value(QStringLiteral("input")).value(i), q.value(0).toLongLong());
        QCOMPARE(series.value(QStringLiteral("output")).value(i), q.value(1).toLongLong());
        QCOMPARE(series.value(QStringLiteral("requests")).value(i), q.value(2).toLongLong());
    }
    qint64 tokens = 0; // the demo's fixture is made a few days ago: its usage ends then
    for (qint64 n : series.value(QStringLiteral("input")))
        tokens += n;
    QVERIFY(tokens > 0);
    // ws-analytics inherits both limits: the environment's budget is drawn.
    QCOMPARE(series.value(QStringLiteral("budget")).value(0), 2000000);
    QCOMPARE(dialog->rateEditor()->mode(), LimitEditor::Inherit);
    QVERIFY(dialog->budgetEditor()->effectiveText().contains(QStringLiteral("LLM_DAILY_TOKEN_BUDGET")));
    QVERIFY(dialog->splitModel()->rowCount() >= 2);
    test::saveScreenshot(dialog, QStringLiteral("llm-usage-%1.png").arg(ScratchDatabase::engineName(engine)));
    // Tab leaves the table of routes and models: the keyboard is not kept in it.
    auto* splits = dialog->findChild<QTableView*>(QStringLiteral("usageSplits"));
    QVERIFY(splits);
    dialog->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(dialog));
    splits->setFocus();
    QVERIFY(splits->hasFocus());
    QTest::keyClick(splits, Qt::Key_Tab);
    QVERIFY(!splits->hasFocus());

    // Off for the rate, a budget of its own: saved, audited, and the chart's line follows.
    dialog->rateEditor()->setMode(LimitEditor::Off);
    dialog->budgetEditor()->setValue(123456);
    bool ok = false;
    const QString said = dialog->save(&ok);
    QVERIFY2(ok, qPrintable(said));
    QCOMPARE(scalar(scratch, QStringLiteral("SELECT rate_per_minute FROM workspace_limits WHERE workspace_id = "
                                            "'ws-analytics'")),
             QStringLiteral("0"));
    QCOMPARE(scalar(scratch, QStringLiteral("SELECT daily_token_budget FROM workspace_limits WHERE workspace_id = "
                                            "'ws-analytics'")),
             QStringLiteral("123456"));
    QCOMPARE(scalar(scratch, QStringLiteral("SELECT action FROM audit_log ORDER BY id DESC")),
             QStringLiteral("workspace.limits.update"));
    QCOMPARE(dialog->series().value(QStringLiteral("budget")).value(0), 123456);
    QCOMPARE(dialog->rateEditor()->mode(), LimitEditor::Off);

    // ws-operations has its budget off: no budget line.
    dialog->setWorkspace(QStringLiteral("ws-operations"));
    QVERIFY(!dialog->series().contains(QStringLiteral("budget")));
    QCOMPARE(dialog->budgetEditor()->mode(), LimitEditor::Off);
    dialog->close();
}

// Person Preferences… on the User preferences grid: the demo's rows hold a start page the platform does not read and a
// key it drops; the dialog says so field by field, and saving writes only what the platform reads.
void TestDashboardHistoryDialog::personPreferencesAsRead() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    QVERIFY2(test::fillDemo(scratch, &why, 20), qPrintable(why));
    const QString sub = scalar(scratch, QStringLiteral("SELECT sub FROM user_preferences ORDER BY sub"));
    QVERIFY(!sub.isEmpty());
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY2(window.openDatabase(scratch.url(), false, &why), qPrintable(why));
    TablePage* page = openDashboard(window, QStringLiteral("user_preferences"), QStringLiteral("sub"), sub);
    QVERIFY(page);
    page->grid()->selectRow(0);
    QAction* action = window.personPreferences()->action();
    QTRY_VERIFY(action->isEnabled());
    PersonPreferencesDialog* dialog = window.personPreferences()->open();
    QVERIFY(dialog);
    QTableWidget* reading = dialog->readingTable();
    QMap<QString, QString> why2;
    for (int row = 0; row < reading->rowCount(); ++row)
        why2.insert(reading->item(row, 0)->text(), reading->item(row, 2)->text());
    QVERIFY2(why2.value(QStringLiteral("dashboardList")).contains(QStringLiteral("dropped")),
             qPrintable(why2.value(QStringLiteral("dashboardList"))));
    QVERIFY(why2.value(QStringLiteral("startPage")).contains(QStringLiteral("does not parse")));
    QVERIFY(why2.value(QStringLiteral("chartPatterns")).contains(QStringLiteral("not set")));
    test::saveScreenshot(dialog, QStringLiteral("person-preferences-%1.png").arg(ScratchDatabase::engineName(engine)));

    // The editor offers only what a field accepts; what is written is what the platform reads back as is.
    QComboBox* clock = dialog->editor(QStringLiteral("clock"));
    QVERIFY(clock && clock->findText(QStringLiteral("\"24h\"")) > 0);
    clock->setCurrentIndex(clock->findText(QStringLiteral("\"24h\"")));
    QVERIFY(!dialog->toWrite().contains(QStringLiteral("dashboardList")));
    QVERIFY(!dialog->toWrite().contains(QStringLiteral("startPage")));
    bool ok = false;
    const QString said = dialog->save(&ok);
    QVERIFY2(ok, qPrintable(said));
    const QString stored =
        scalar(scratch, QStringLiteral("SELECT prefs FROM user_preferences WHERE sub = '%1'").arg(sub));
    QVERIFY(HolotablePreferences::problems(stored).isEmpty());
    QVERIFY2(stored.contains(QStringLiteral("24h")), qPrintable(stored));
    dialog->close();
}

// Instantiate Template… on the Templates grid makes a dashboard and opens it; Export Dashboard… writes the stored
// spec; Import Dashboard… brings the file back as a new dashboard, its dialog saying why a file cannot come in.
void TestDashboardHistoryDialog::templatesAndDashboardFiles() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    QVERIFY2(test::fillDemo(scratch, &why, 20), qPrintable(why));
    const QString templateId =
        scalar(scratch, QStringLiteral("SELECT id FROM templates WHERE name = 'Service overview'"));
    QVERIFY(!templateId.isEmpty());
    const int before = scalar(scratch, QStringLiteral("SELECT COUNT(*) FROM dashboards")).toInt();
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY2(window.openDatabase(scratch.url(), false, &why), qPrintable(why));

    TablePage* page = openDashboard(window, QStringLiteral("templates"), QStringLiteral("id"), templateId);
    QVERIFY(page);
    page->grid()->selectRow(0);
    QAction* instantiate = window.instantiateTemplate()->action();
    QTRY_VERIFY(instantiate->isEnabled());
    QVERIFY(page->grid()->actions().contains(instantiate));
    const QString said = window.instantiateTemplate()->instantiate(false, QStringLiteral("Checkout overview"));
    QVERIFY2(said.contains(QLatin1String("was created")), qPrintable(said));
    QCOMPARE(scalar(scratch, QStringLiteral("SELECT COUNT(*) FROM dashboards")).toInt(), before + 1);
    const QString created =
        scalar(scratch, QStringLiteral("SELECT id FROM dashboards WHERE title = 'Checkout overview'"));
    QVERIFY(!created.isEmpty());
    // The new dashboard is opened, picked: Export Dashboard… writes its spec as stored.
    QTRY_VERIFY(window.workspace()->currentPage() &&
                window.workspace()->currentPage()->table().name == QLatin1String("dashboards"));
    page = openDashboard(window, QStringLiteral("dashboards"), QStringLiteral("id"), created);
    QVERIFY(page);
    page->grid()->selectRow(0);
    QTRY_VERIFY(window.exportDashboard()->action()->isEnabled());
    const QString file = dir.filePath(QStringLiteral("checkout.json"));
    const QString exported = window.exportDashboard()->exportTo(file);
    QVERIFY2(exported.contains(QLatin1String("Exported v1")), qPrintable(exported));
    QFile written(file);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QCOMPARE(written.readAll(),
             scalar(scratch, QStringLiteral("SELECT v.spec FROM dashboard_versions v JOIN dashboards d ON "
                                            "d.current_version_id = v.id WHERE d.id = '%1'")
                                 .arg(created))
                 .toUtf8());

    // Import Dashboard… offers first the workspace of the dashboard picked (here not the first workspace).
    const QString live = QStringLiteral("SELECT workspace_id FROM sources WHERE tombstoned_at IS NULL");
    const QString elsewhere = QStringLiteral("FROM dashboards WHERE deleted_at IS NULL AND workspace_id IN (%1) AND "
                                             "workspace_id > (SELECT MIN(workspace_id) FROM (%1) AS w) ORDER BY "
                                             "workspace_id DESC, id")
                                  .arg(live);
    const QString otherDashboard = scalar(scratch, QStringLiteral("SELECT id ") + elsewhere);
    const QString otherWorkspace = scalar(scratch, QStringLiteral("SELECT workspace_id ") + elsewhere);
    QVERIFY(!otherDashboard.isEmpty());
    page = openDashboard(window, QStringLiteral("dashboards"), QStringLiteral("id"), otherDashboard);
    QVERIFY(page);
    page->grid()->selectRow(0);
    QTRY_VERIFY(!page->selectedValues().isEmpty());
    auto offered = [&window]() {
        QString seen;
        QTimer answer;
        QObject::connect(&answer, &QTimer::timeout, &window, [&seen]() {
            auto* open = qobject_cast<DashboardImportDialog*>(QApplication::activeModalWidget());
            if (!open)
                return;
            seen = open->workspace();
            open->reject();
        });
        answer.start(20);
        window.importDashboard()->action()->trigger(); // returns once the dialog is answered
        return seen;
    };
    QCOMPARE(offered(), otherWorkspace);
    // With no row picked, the first workspace the dialog offers.
    page->grid()->clearSelection();
    QTRY_VERIFY(page->selectedPrimaryKey().isEmpty());
    QCOMPARE(offered(), scalar(scratch, QStringLiteral("SELECT MIN(workspace_id) FROM (%1) AS w").arg(live)));

    // The import dialog: a workspace picked from those with a live source, the plan read as the file changes.
    const QString workspace =
        scalar(scratch, QStringLiteral("SELECT workspace_id FROM templates WHERE id = '%1'").arg(templateId));
    QVERIFY(window.importDashboard()->action()->isEnabled());
    auto conn = scratch.connect();
    QVERIFY2(conn->loadCatalog(&why), qPrintable(why));
    DashboardImportDialog dialog(*conn, &window);
    dialog.show();
    auto* importButton = dialog.findChild<QPushButton*>(QStringLiteral("importButton"));
    QVERIFY(importButton);
    QVERIFY(!importButton->isEnabled()); // no file yet
    QFile bad(dir.filePath(QStringLiteral("bad.json")));
    QVERIFY(bad.open(QIODevice::WriteOnly) && bad.write("{\"title\": \"Half a spec\"}") > 0);
    bad.close();
    dialog.setWorkspace(workspace);
    dialog.setFile(bad.fileName());
    QVERIFY2(dialog.statusText().startsWith(QLatin1String("That file is not a dashboard spec")),
             qPrintable(dialog.statusText()));
    QVERIFY(!importButton->isEnabled());
    test::saveScreenshot(&dialog, QStringLiteral("dashboard-import-refused.png"));
    dialog.setFile(file);
    QVERIFY2(dialog.statusText().contains(QLatin1String("Checkout overview")), qPrintable(dialog.statusText()));
    QVERIFY(importButton->isEnabled());
    test::saveScreenshot(&dialog, QStringLiteral("dashboard-import.png"));
    bool ok = false;
    const QString imported = window.importDashboard()->importFile(dialog.file(), dialog.workspace(), &ok);
    QVERIFY2(ok, qPrintable(imported));
    QCOMPARE(scalar(scratch, QStringLiteral("SELECT COUNT(*) FROM dashboards WHERE title = 'Checkout overview'")),
             QStringLiteral("2"));

    // A panel template is refused with the reason; nothing is written.
    const QString panelId =
        scalar(scratch, QStringLiteral("SELECT id FROM templates WHERE kind = 'panel' ORDER BY name"));
    page = openDashboard(window, QStringLiteral("templates"), QStringLiteral("id"), panelId);
    QVERIFY(page);
    page->grid()->selectRow(0);
    QTRY_VERIFY(instantiate->isEnabled());
    QVERIFY(window.instantiateTemplate()->instantiate(false).contains(QLatin1String("panel template")));
    QCOMPARE(scalar(scratch, QStringLiteral("SELECT COUNT(*) FROM dashboards")).toInt(), before + 2);
}

QTEST_MAIN(TestDashboardHistoryDialog)
#include "tst_DashboardHistoryDialog.moc"
