#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/diff/DiffModel.h"
#include "gui/diff/DiffView.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/history/FlowHistoryAction.h"
#include "gui/history/FlowHistoryDialog.h"
#include "gui/history/FlowVersionsModel.h"
#include "gui/pages/TablePage.h"
#include "models/WindowedTableModel.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QPointer>
#include <QTableView>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {

constexpr int kFlow = 900000;

/// A flow of the demo's projects with three versions as the platform writes them: created by a user, changed by
/// someone no longer recorded, changed again.
QStringList plantedFlow() {
    const QString v1 = QStringLiteral(
        R"({"nodes":[{"id":"src","type":"input","config":{"path":"s3://lake/orders.csv"}},)"
        R"({"id":"out","type":"output","config":{"table":"orders_clean"}}],"edges":[{"from":"src","to":"out"}]})");
    const QString v2 = QStringLiteral(
        R"({"edges":[{"from":"src","to":"flt"},{"from":"flt","to":"out"}],"nodes":[{"id":"src","type":"input",)"
        R"("config":{"path":"s3://lake/orders_2026.csv"}},{"id":"flt","type":"filter","config":{"expr":"amount > 0"}},)"
        R"({"id":"out","type":"output","config":{"table":"orders_clean"}}]})");
    const QString v3 = QStringLiteral(
        R"({"edges":[{"from":"src","to":"flt"},{"from":"flt","to":"out"}],"nodes":[{"id":"src","type":"input",)"
        R"("config":{"path":"s3://lake/orders_2026.csv"}},{"id":"flt","type":"filter","config":{"expr":"amount >= 10 and )"
        R"(region = 'EU'"}},{"id":"out","type":"output","config":{"table":"orders_eu"}}]})");
    auto quoted = [](QString s) {
        return QStringLiteral("'") + s.replace(QLatin1Char('\''), QLatin1String("''")) + QStringLiteral("'");
    };
    return {
        QStringLiteral("INSERT INTO users (id, email, full_name, is_active, is_superuser, is_observer, created_at) "
                       "VALUES (%1, 'hedy@example.com', 'Hedy History', TRUE, FALSE, FALSE, '2026-01-01 00:00:00')")
            .arg(kFlow),
        QStringLiteral(
            "INSERT INTO flows (id, definition, name, description, project_id, owner_id, engine, created_at, "
            "updated_at) VALUES (%1, %2, 'Orders cleanup', '', (SELECT MIN(id) FROM projects), %1, 'polars', "
            "'2026-01-01 00:00:00', '2026-01-05 09:30:00')")
            .arg(kFlow)
            .arg(quoted(v3)),
        QStringLiteral("INSERT INTO flow_versions (id, definition, flow_id, version, note, created_at, created_by) "
                       "VALUES (%1, %2, %1, 1, 'creazione', '2026-01-01 08:00:00', %1), "
                       "(%3, %4, %1, 2, 'modifica', '2026-01-03 10:15:00', NULL), "
                       "(%5, %6, %1, 3, 'modifica', '2026-01-05 09:30:00', %1)")
            .arg(kFlow)
            .arg(quoted(v1))
            .arg(kFlow + 1)
            .arg(quoted(v2))
            .arg(kFlow + 2)
            .arg(quoted(v3)),
    };
}

TablePage* openFiltered(MainWindow& window, const QString& table, const QString& column) {
    window.workspace()->openFiltered(table, column, kFlow);
    TablePage* page = window.workspace()->currentPage();
    if (!page || page->table().name != table)
        return nullptr;
    if (!QTest::qWaitFor([page]() { return page->model()->isRowLoaded(0); }, 10000))
        return nullptr;
    return page;
}

} // namespace

/// A flow's Version History from the Flows and Flow versions tables, on both engines and on a read-only connection:
/// every version with who, when and note, the diff of the picked one with the one before, any two chosen, and the
/// dialog gone with its database.
class TestFlowHistoryDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void historyAndDiff_data() { test::addEngineColumn(), test::addEngineRows(); }
    void historyAndDiff();
};

void TestFlowHistoryDialog::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-history-test"));
}

void TestFlowHistoryDialog::historyAndDiff() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    QVERIFY2(test::fillDemo(scratch, &why, 20), qPrintable(why));
    QVERIFY(test::execAll(scratch, plantedFlow()));
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY2(window.openDatabase(scratch.url(), true, &why), qPrintable(why)); // it only reads
    QAction* action = window.flowHistory()->action();

    TablePage* page = openFiltered(window, QStringLiteral("flows"), QStringLiteral("id"));
    QVERIFY(page);
    QVERIFY(action->isVisible());
    page->grid()->selectRow(0);
    QTRY_VERIFY(action->isEnabled());
    QVERIFY(page->grid()->actions().contains(action)); // the grid's context menu lists it
    action->trigger();
    QPointer<FlowHistoryDialog> dialog = window.findChild<FlowHistoryDialog*>();
    QVERIFY(dialog);
    QAbstractItemModelTester tester(dialog->versionsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    FlowVersionsModel* versions = dialog->versionsModel();
    QTRY_COMPARE_WITH_TIMEOUT(versions->rowCount(), 3, 10000);
    auto cell = [versions](int row, int column) { return versions->index(row, column).data().toString(); };
    QCOMPARE(cell(0, FlowVersionsModel::Version), QStringLiteral("v3 (current)"));
    QCOMPARE(cell(0, FlowVersionsModel::Who), QStringLiteral("Hedy History"));
    QCOMPARE(cell(1, FlowVersionsModel::Version), QStringLiteral("v2"));
    QCOMPARE(cell(1, FlowVersionsModel::Who), QStringLiteral("(nobody recorded)"));
    QCOMPARE(cell(1, FlowVersionsModel::Note), QStringLiteral("modifica"));
    QCOMPARE(cell(2, FlowVersionsModel::Note), QStringLiteral("creazione"));
    QVERIFY(!cell(2, FlowVersionsModel::When).isEmpty());
    QCOMPARE(dialog->selectedVersion(), 3);

    // The current version against the one before it, at once.
    DiffView* diff = dialog->diffView();
    QTRY_VERIFY_WITH_TIMEOUT(!diff->isShowingMessage(), 10000);
    QCOMPARE(diff->summary(), QStringLiteral("v2 → v3 (current): 2 line(s) changed"));
    QCOMPARE(dialog->fromBox()->currentData().toInt(), 2);
    QCOMPARE(dialog->toBox()->currentData().toInt(), 3);
    const DiffModel* m = diff->model();
    const QList<int> starts = m->changeStarts();
    QCOMPARE(starts.size(), 2);
    const DiffRow* expr = m->diffRow(starts.at(0));
    QVERIFY(expr);
    QCOMPARE(expr->oldText, QStringLiteral("        \"expr\": \"amount > 0\""));
    QCOMPARE(m->index(starts.at(1), DiffModel::NewText).data().toString(),
             QStringLiteral("        \"table\": \"orders_eu\""));
    test::saveScreenshot(dialog, QStringLiteral("flow-history.png"));

    // Any two: v1 against the current one, chosen in the boxes.
    dialog->fromBox()->setCurrentIndex(dialog->fromBox()->findData(1));
    QTRY_COMPARE_WITH_TIMEOUT(diff->summary(), QStringLiteral("v1 → v3 (current): 2 line(s) changed, 11 added"), 10000);
    // Picking the first version: nothing came before it, so it is shown whole, never compared with itself.
    dialog->versionsView()->selectRow(2);
    QTRY_VERIFY_WITH_TIMEOUT(diff->isShowingDocument(), 10000);
    QCOMPARE(diff->summary(),
             QStringLiteral("v1 is the first version: nothing came before it to compare with. Its content as saved:"));
    QVERIFY2(diff->documentText().contains(QStringLiteral("\"path\": \"s3://lake/orders.csv\"")),
             qPrintable(diff->documentText()));
    QCOMPARE(dialog->selectedVersion(), 1);
    test::saveScreenshot(dialog, QStringLiteral("flow-history-first.png"));
    // The same version chosen on both sides is said to be so.
    dialog->toBox()->setCurrentIndex(dialog->toBox()->findData(1));
    dialog->fromBox()->setCurrentIndex(dialog->fromBox()->findData(3));
    QTRY_VERIFY_WITH_TIMEOUT(!diff->isShowingDocument() && !diff->isShowingMessage(), 10000);
    dialog->fromBox()->setCurrentIndex(dialog->fromBox()->findData(1));
    QTRY_VERIFY_WITH_TIMEOUT(diff->isShowingDocument(), 10000);
    QVERIFY2(!diff->summary().contains(QStringLiteral("identical")), qPrintable(diff->summary()));
    dialog->close();
    QTRY_VERIFY(!dialog);

    // From a version row: its flow, that version first.
    page = openFiltered(window, QStringLiteral("flow_versions"), QStringLiteral("flow_id"));
    QVERIFY(page);
    int row = -1;
    const int versionColumn = page->table().columnIndex(QStringLiteral("version"));
    for (int r = 0; r < 3 && row < 0; ++r) {
        page->grid()->selectRow(r);
        if (page->selectedValues().value(versionColumn).toInt() == 2)
            row = r;
    }
    QVERIFY(row >= 0);
    QTRY_VERIFY(action->isEnabled());
    action->trigger();
    dialog = window.findChild<FlowHistoryDialog*>();
    QVERIFY(dialog);
    QTRY_COMPARE_WITH_TIMEOUT(dialog->selectedVersion(), 2, 10000);
    QTRY_VERIFY_WITH_TIMEOUT(dialog->diffView()->summary().startsWith(QStringLiteral("v1 → v2:")), 10000);

    // Elsewhere the action is not offered; the dialog goes with its database.
    window.workspace()->navigate(Location{QStringLiteral("users"), {}, {}});
    QVERIFY(!action->isVisible());
    window.closeDatabase();
    QVERIFY(!dialog);
}

QTEST_MAIN(TestFlowHistoryDialog)
#include "tst_FlowHistoryDialog.moc"
