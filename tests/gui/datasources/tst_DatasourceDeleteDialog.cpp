#include "common/MigrationHelpers.h"
#include "common/Screenshots.h"
#include "common/TabulariaDatasources.h"
#include "common/TestDatabases.h"
#include "core/db/DbConnection.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/contracts/ContractAction.h"
#include "gui/contracts/ContractAlertsDialog.h"
#include "gui/contracts/ContractDialog.h"
#include "gui/contracts/ContractResultsModel.h"
#include "gui/contracts/ContractResultsPanel.h"
#include "gui/datasources/DatasourceDeleteDialog.h"
#include "gui/detail/JsonView.h"
#include "gui/diff/DiffView.h"
#include "gui/edit/EditController.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/history/FlowAiTextsAction.h"
#include "gui/history/FlowHistoryAction.h"
#include "gui/history/FlowHistoryDialog.h"
#include "gui/history/FlowVersionsModel.h"
#include "gui/pages/TablePage.h"
#include "models/WindowedTableModel.h"

#include <atomic>
#include <memory>

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSqlQuery>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QThread>
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
    void contractFromTheGrid_data() { test::addEngineColumn(), test::addEngineRows(); }
    void contractFromTheGrid();
    void alertsOutboxRetry_data() { test::addEngineColumn(), test::addEngineRows(); }
    void alertsOutboxRetry();

private:
    /// A Tabularia database with the runs and datasources seeds (and datasource 4's contract history when `contracts`);
    /// false with the reason.
    static bool made(ScratchDatabase& scratch, bool contracts = false) {
        auto conn = scratch.connect();
        QString error;
        QStringList applied;
        const bool ok =
            conn && Migrator(*conn, test::builtInMigrations(Platform::Tabularia, *conn)).upgrade(&applied, &error) &&
            conn->loadCatalog(&error) && test::seedRuns(*conn, QDateTime::currentDateTimeUtc(), &error) &&
            test::seedDatasources(*conn, &error) &&
            (!contracts || test::seedContractHistory(*conn, QDateTime::currentDateTimeUtc(), &error));
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

    // Cancelled, nothing written: the grid is not read again, the datasource stays picked and Delete offered.
    QVERIFY2(del->isEnabled(), qPrintable(del->toolTip()));
    QVERIFY(page->model()->isRowLoaded(0));
    cancelFirst = false;
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
        QCOMPARE(dialog->selectedVersion(), 2);
        QTRY_VERIFY2(
            texts->label()->text().contains(QStringLiteral("version 2: 1 (1 describe)")), // read off the GUI thread
            qPrintable(texts->label()->text()));
        // Picking another version asks the database nothing on the GUI thread: with dbt_ai_texts locked against
        // every reader by another session, the pick still shows that version's texts, while the lock is held (it
        // waited for the lock, or failed on it, when each pick read them on the window's connection).
        std::atomic_bool locked{false}, release{false}, released{false};
        std::unique_ptr<QThread> holder(QThread::create([&]() {
            auto locker = scratch.connect();
            const bool sqlite = locker && locker->isSqlite();
            if (locker && locker->exec(sqlite ? QStringLiteral("BEGIN EXCLUSIVE") : QStringLiteral("BEGIN"), nullptr) &&
                (sqlite || locker->exec(QStringLiteral("LOCK TABLE dbt_ai_texts IN ACCESS EXCLUSIVE MODE"), nullptr))) {
                locked = true;
                for (int waited = 0; !release.load() && waited < 8000; waited += 20)
                    QThread::msleep(20);
            }
            if (locker)
                locker->exec(QStringLiteral("ROLLBACK"), nullptr);
            released = true;
        }));
        holder->start();
        QVERIFY(QTest::qWaitFor([&]() { return locked.load(); }, 10000));
        dialog->versionsView()->selectRow(1); // newest first: version 1
        QCOMPARE(dialog->selectedVersion(), 1);
        QVERIFY(!released.load());
        QVERIFY2(texts->label()->text().contains(QStringLiteral("version 1: 3 (2 describe, 1 translate)")),
                 qPrintable(texts->label()->text()));
        release = true;
        QVERIFY(holder->wait(10000));
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

void TestDatasourceDeleteDialog::contractFromTheGrid() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(made(scratch, true));
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
        window.workspace()->openFiltered(QStringLiteral("datasources"), QStringLiteral("id"), 4);
        TablePage* page = window.workspace()->currentPage();
        QVERIFY(page);
        QVERIFY(QTest::qWaitFor([page]() { return page->model()->isRowLoaded(0); }, 10000));
        page->grid()->selectRow(0);
        QAction* open = window.contracts()->action();
        QTRY_VERIFY(open->isEnabled());
        open->trigger();
        QPointer<ContractDialog> dialog = window.findChild<ContractDialog*>();
        QVERIFY(dialog);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->versionsModel()->rowCount(), 3, 10000);
        // The state behind the icon, and the current document as a tree.
        QVERIFY2(dialog->stateLabel()->text().contains(QStringLiteral("Icon: failed")),
                 qPrintable(dialog->stateLabel()->text()));
        QVERIFY2(dialog->stateLabel()->text().contains(QStringLiteral("ops@example.com")),
                 qPrintable(dialog->stateLabel()->text()));
        QVERIFY(dialog->documentView()->isValidJson());
        QVERIFY(dialog->documentView()->isVisibleTo(dialog)); // hidden only where there is no contract
        QVERIFY2(dialog->documentView()->text().contains(QStringLiteral("\"Orders\"")),
                 qPrintable(dialog->documentView()->text()));
        // Who and when: version 2 has nobody recorded.
        QCOMPARE(dialog->versionsModel()->index(1, FlowVersionsModel::Who).data().toString(),
                 QStringLiteral("(nobody recorded)"));
        // The diff of any two, in the shared widget.
        dialog->compare(1, 2);
        QTRY_VERIFY2_WITH_TIMEOUT(!dialog->diffView()->isShowingMessage(), "no diff shown", 10000);
        // The first version has nothing before it: shown whole, not compared with itself.
        dialog->versionsView()->selectRow(2); // newest first: version 1
        QTRY_VERIFY_WITH_TIMEOUT(dialog->diffView()->isShowingDocument(), 10000);
        QCOMPARE(dialog->diffView()->summary(),
                 QStringLiteral("v1 is the first version: nothing came before it to compare with. Its content as "
                                "saved:"));
        QVERIFY2(dialog->diffView()->documentText().contains(QStringLiteral("\"kind\": \"not_null\"")),
                 qPrintable(dialog->diffView()->documentText()));
        QVERIFY(!dialog->diffView()->documentText().contains(QStringLiteral("\"range\"")));
        // Results, filtered by outcome.
        ContractResultsPanel* results = dialog->resultsPanel();
        QTRY_COMPARE_WITH_TIMEOUT(results->model()->rowCount(), 4, 10000);
        results->outcomeFilter()->setCurrentIndex(results->outcomeFilter()->findData(QStringLiteral("failed")));
        QTRY_COMPARE_WITH_TIMEOUT(results->model()->rowCount(), 2, 10000);
        QVERIFY(results->reportView()->isValidJson());
        if (readOnly) {
            QVERIFY(!dialog->restoreAction()->isEnabled());
            QVERIFY2(dialog->restoreAction()->toolTip().contains(QStringLiteral("read-only")),
                     qPrintable(dialog->restoreAction()->toolTip()));
            QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM data_contract_versions WHERE datasource_id = 4")), 3);
            dialog->close();
            continue;
        }
        dialog->tabs()->setCurrentIndex(0);
        test::saveScreenshot(dialog, QStringLiteral("contract-dialog.png"));
        dialog->tabs()->setCurrentIndex(1);
        test::saveScreenshot(dialog, QStringLiteral("contract-results.png"));
        // Restore: asked first, then one version more, none changed.
        int asked = 0;
        QTimer answer;
        connect(&answer, &QTimer::timeout, this, [&]() {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box || box->objectName() != QLatin1String("contractRestoreConfirm"))
                return;
            ++asked;
            for (QAbstractButton* b : box->buttons())
                if (b->text() == QLatin1String("Restore"))
                    b->click();
        });
        answer.start(20);
        QVERIFY(dialog->restore(1));
        answer.stop();
        QCOMPARE(asked, 1);
        QCOMPARE(scalar(QStringLiteral("SELECT version FROM data_contracts WHERE datasource_id = 4")), 4);
        QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM data_contract_versions WHERE datasource_id = 4")), 4);
        QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM audit_logs WHERE action = 'contract.save'")), 1);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->versionsModel()->rowCount(), 4, 10000);
        QTRY_VERIFY2(dialog->stateLabel()->text().contains(QStringLiteral("Icon: pending")),
                     qPrintable(dialog->stateLabel()->text()));
        dialog->close();
    }
}

void TestDatasourceDeleteDialog::alertsOutboxRetry() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    QVERIFY(made(scratch, true));
    auto check = scratch.connect();
    QVERIFY(check);
    const auto text = [&check](const QString& sql) {
        QSqlQuery q(check->db());
        QString error;
        return check->execBound(&q, sql, {}, &error) && q.next() ? q.value(0).toString() : QString();
    };
    for (const bool readOnly : {true, false}) {
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QString why;
        QVERIFY2(window.openDatabase(scratch.url(), readOnly, &why), qPrintable(why));
        QVERIFY(window.contracts()->alertsAction()->isEnabled());
        QPointer<ContractAlertsDialog> dialog = window.contracts()->openAlerts();
        QVERIFY(dialog);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->outboxModel()->rowCount(), 3, 10000);
        QVERIFY2(dialog->outboxStatus()->text().startsWith(QStringLiteral("1 pending, 2 claimed")),
                 qPrintable(dialog->outboxStatus()->text()));
        dialog->outboxView()->selectRow(0); // result 10, claimed 2 h ago
        if (readOnly) {
            QVERIFY(!dialog->retryButton()->isEnabled());
            QVERIFY(!dialog->retrySelected());
            QCOMPARE(text(QStringLiteral("SELECT notify FROM data_contract_results WHERE id = 10")),
                     QStringLiteral("sending"));
            // Every contract's results, filtered by datasource.
            dialog->tabs()->setCurrentIndex(1);
            ContractResultsPanel* results = dialog->resultsPanel();
            QTRY_COMPARE_WITH_TIMEOUT(results->model()->rowCount(), 8, 10000);
            results->datasourceFilter()->setText(QStringLiteral("1"));
            results->reload();
            QTRY_COMPARE_WITH_TIMEOUT(results->model()->rowCount(), 3, 10000);
            dialog->close();
            continue;
        }
        QVERIFY(dialog->retryButton()->isEnabled());
        test::saveScreenshot(dialog, QStringLiteral("contract-alerts.png"));
        QTimer answer;
        connect(&answer, &QTimer::timeout, this, [&]() {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box || box->objectName() != QLatin1String("contractRetryConfirm"))
                return;
            for (QAbstractButton* b : box->buttons())
                if (b->text() == QLatin1String("Retry"))
                    b->click();
        });
        answer.start(20);
        QVERIFY(dialog->retrySelected());
        answer.stop();
        QCOMPARE(text(QStringLiteral("SELECT notify FROM data_contract_results WHERE id = 10")),
                 QStringLiteral("pending"));
        QTRY_VERIFY2_WITH_TIMEOUT(dialog->outboxStatus()->text().startsWith(QStringLiteral("2 pending, 1 claimed")),
                                  qPrintable(dialog->outboxStatus()->text()), 10000);
        dialog->close();
    }
}

QTEST_MAIN(TestDatasourceDeleteDialog)
#include "tst_DatasourceDeleteDialog.moc"
