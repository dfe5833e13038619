#include "common/MigrationHelpers.h"
#include "common/Screenshots.h"
#include "common/TabulariaDatasources.h"
#include "common/TestDatabases.h"
#include "core/db/DbConnection.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/datasources/DatasourceDeleteDialog.h"
#include "gui/edit/EditController.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/history/FlowAiTextsAction.h"
#include "gui/history/FlowHistoryAction.h"
#include "gui/history/FlowHistoryDialog.h"
#include "gui/history/FlowVersionsModel.h"
#include "gui/pages/TablePage.h"
#include "models/WindowedTableModel.h"

#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QPointer>
#include <QPushButton>
#include <QSqlQuery>
#include <QTableView>
#include <QTest>
#include <QTimer>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The datasources grid's Delete goes through the platform's delete (DatasourceDeleteDialog): the dialog lists the
/// counts first and deletes on "Delete"; refused on a read-only connection with the reason. And the flow Version
/// History's dbt AI texts: shown with the picked version, forgotten through the write path.
class TestDatasourceDeleteDialog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void deleteFromTheGrid_data() { test::addEngineColumn(), test::addEngineRows(); }
    void deleteFromTheGrid();
    void forgetAiTextsInTheHistory_data() { test::addEngineColumn(), test::addEngineRows(); }
    void forgetAiTextsInTheHistory();

private:
    /// A Tabularia database with the runs and datasources seeds; false with the reason.
    static bool made(ScratchDatabase& scratch) {
        auto conn = scratch.connect();
        QString error;
        QStringList applied;
        const bool ok =
            conn && Migrator(*conn, test::builtInMigrations(Platform::Tabularia, *conn)).upgrade(&applied, &error) &&
            conn->loadCatalog(&error) && test::seedRuns(*conn, QDateTime::currentDateTimeUtc(), &error) &&
            test::seedDatasources(*conn, &error);
        if (!ok)
            qWarning("%s", qPrintable(error));
        return ok;
    }
};

void TestDatasourceDeleteDialog::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-datasource-delete-test"));
}

void TestDatasourceDeleteDialog::deleteFromTheGrid() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(made(scratch));
    auto check = scratch.connect();
    QVERIFY(check);
    const auto scalar = [&check](const QString& sql) {
        QSqlQuery q(check->db());
        QString error;
        return check->execBound(&q, sql, {}, &error) && q.next() ? q.value(0).toLongLong() : -1;
    };

    {
        // Read-only: the dialog lists everything but refuses, with the reason.
        auto readOnly = scratch.connect(true);
        QString error;
        QVERIFY(readOnly && readOnly->loadCatalog(&error));
        DatasourceDeleteDialog dialog(*readOnly, 1);
        auto* button = dialog.findChild<QPushButton*>(QStringLiteral("deleteButton"));
        QVERIFY(button && !button->isEnabled());
        QVERIFY2(button->toolTip().contains(QStringLiteral("read-only")), qPrintable(button->toolTip()));
        QVERIFY(dialog.findChild<QLabel*>(QStringLiteral("statusLabel"))->text().contains(QStringLiteral("read-only")));
        QVERIFY(!dialog.deleteNow());
        QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM datasources")), 3);
        // A dangling snapshot_run_id is a warning.
        DatasourceDeleteDialog draft(*readOnly, 3);
        QVERIFY(draft.findChild<QLabel*>(QStringLiteral("warnings"))->text().contains(QStringLiteral("777")));
    }

    MainWindow window;
    window.resize(1200, 800);
    window.show();
    QString why;
    QVERIFY2(window.openDatabase(scratch.url(), false, &why), qPrintable(why));
    window.workspace()->openFiltered(QStringLiteral("datasources"), QStringLiteral("id"), 1);
    TablePage* page = window.workspace()->currentPage();
    QVERIFY(page);
    QVERIFY(QTest::qWaitFor([page]() { return page->model()->isRowLoaded(0); }, 10000));
    page->grid()->selectRow(0);
    QAction* del = window.editController()->deleteAction();
    QTRY_VERIFY(del->isEnabled());

    // The Delete opens the platform's delete, never blocking: a timer reads the modal dialog, then answers it.
    QStringList counts;
    int seen = 0;
    bool cancelFirst = true;
    QTimer answer;
    connect(&answer, &QTimer::timeout, this, [&]() {
        auto* dialog = qobject_cast<DatasourceDeleteDialog*>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        if (++seen > 2) { // a Delete that did not close it: say so rather than click forever
            dialog->reject();
            return;
        }
        counts.clear();
        for (const char* name : {"runsCount", "contractsCount", "versionsCount", "resultsCount", "queuedCount"})
            counts << dialog->findChild<QLabel*>(QLatin1String(name))->text();
        if (cancelFirst) {
            dialog->reject();
            return;
        }
        test::saveScreenshot(dialog, QStringLiteral("datasource-delete.png"));
        dialog->findChild<QPushButton*>(QStringLiteral("deleteButton"))->click();
    });
    answer.start(20);
    del->trigger();
    QCOMPARE(seen, 1);
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM datasources WHERE id = 1")), 1); // cancelled: nothing
    QVERIFY2(counts.value(0).startsWith(QStringLiteral("2 ")) && counts.value(0).contains(QStringLiteral("6, 9")),
             qPrintable(counts.join(QLatin1Char('|'))));
    QVERIFY2(counts.value(1).startsWith(QStringLiteral("1 ")), qPrintable(counts.join(QLatin1Char('|'))));
    QVERIFY2(counts.value(2).startsWith(QStringLiteral("2 ")), qPrintable(counts.join(QLatin1Char('|'))));
    QVERIFY2(counts.value(3).startsWith(QStringLiteral("3 ")), qPrintable(counts.join(QLatin1Char('|'))));
    QVERIFY2(counts.value(4).startsWith(QStringLiteral("1 ")) &&
                 counts.value(4).contains(QStringLiteral("datasets/1/a.parquet")),
             qPrintable(counts.join(QLatin1Char('|'))));

    cancelFirst = false;
    QTRY_VERIFY(del->isEnabled());
    del->trigger();
    QCOMPARE(seen, 2);
    answer.stop();
    // As the platform deletes: runs detached, contract rows gone, the object queued, one audit row.
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM datasources WHERE id = 1")), 0);
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM runs WHERE id IN (6, 9) AND datasource_id IS NULL")), 2);
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM data_contract_results WHERE datasource_id = 1")), 0);
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM pending_blob_deletions")), 1);
    QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM audit_logs WHERE action = 'datasource.delete'")), 1);
}

void TestDatasourceDeleteDialog::forgetAiTextsInTheHistory() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(made(scratch));
    QVERIFY(test::execAll(
        scratch, {QStringLiteral("INSERT INTO flow_versions (flow_id, version, definition, note, created_at) VALUES "
                                 "(8, 1, '{}', 'creazione', '2026-01-01 00:00:00'), (8, 2, '{\"a\":1}', 'modifica', "
                                 "'2026-01-02 00:00:00')")}));
    auto check = scratch.connect();
    QVERIFY(check);
    const auto scalar = [&check](const QString& sql) {
        QSqlQuery q(check->db());
        QString error;
        return check->execBound(&q, sql, {}, &error) && q.next() ? q.value(0).toLongLong() : -1;
    };
    for (const bool readOnly : {true, false}) {
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QString why;
        QVERIFY2(window.openDatabase(scratch.url(), readOnly, &why), qPrintable(why));
        window.workspace()->openFiltered(QStringLiteral("flows"), QStringLiteral("id"), 8);
        TablePage* page = window.workspace()->currentPage();
        QVERIFY(page);
        QVERIFY(QTest::qWaitFor([page]() { return page->model()->isRowLoaded(0); }, 10000));
        page->grid()->selectRow(0);
        QAction* history = window.flowHistory()->action();
        QTRY_VERIFY(history->isEnabled());
        history->trigger();
        QPointer<FlowHistoryDialog> dialog = window.findChild<FlowHistoryDialog*>();
        QVERIFY(dialog);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->versionsModel()->rowCount(), 2, 10000);
        auto* texts = dialog->findChild<FlowAiTextsAction*>();
        QVERIFY(texts);
        dialog->versionsView()->selectRow(1); // newest first: version 1
        QTRY_COMPARE(dialog->selectedVersion(), 1);
        QVERIFY2(texts->label()->text().contains(QStringLiteral("3 (2 describe, 1 translate)")),
                 qPrintable(texts->label()->text()));
        if (readOnly) {
            QVERIFY(!texts->action()->isEnabled());
            QVERIFY2(texts->action()->toolTip().contains(QStringLiteral("read-only")),
                     qPrintable(texts->action()->toolTip()));
            QVERIFY(!texts->forget(1));
            QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM dbt_ai_texts")), 5);
            continue;
        }
        QVERIFY(texts->action()->isEnabled());
        QStringList asked;
        texts->setAsk([&asked](const OperationPlan& plan) {
            asked << plan.sentences;
            return true;
        });
        texts->action()->trigger();
        QVERIFY2(asked.join(QLatin1Char(' ')).contains(QStringLiteral("version 1 of flow 8")),
                 qPrintable(asked.join(QLatin1Char(' '))));
        QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM dbt_ai_texts WHERE flow_id = 8 AND flow_version = 1")), 0);
        QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM dbt_ai_texts")), 2);
        QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM audit_logs WHERE action = 'dbt_ai_text.delete'")), 1);
        QVERIFY(!texts->action()->isEnabled()); // none left for this version
        test::saveScreenshot(dialog, QStringLiteral("flow-ai-texts.png"));
    }
}

QTEST_MAIN(TestDatasourceDeleteDialog)
#include "tst_DatasourceDeleteDialog.moc"
