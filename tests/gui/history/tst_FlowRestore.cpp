#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/db/DbConnection.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/history/FlowHistoryAction.h"
#include "gui/history/FlowHistoryDialog.h"
#include "gui/history/FlowRestoreAction.h"
#include "gui/history/FlowVersionsModel.h"
#include "gui/pages/TablePage.h"
#include "models/NavigatorModel.h"
#include "models/WindowedTableModel.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSqlQuery>
#include <QTableView>
#include <QTest>
#include <QTimer>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {

constexpr int kFlow = 910000;
const QString kV1 = QStringLiteral(R"({"nodes":[{"id":"src","type":"input"}],"edges":[]})");
const QString kV2 =
    QStringLiteral(R"({"nodes":[{"id":"src","type":"input"},{"id":"out","type":"output"}],"edges":[]})");

QStringList plantedFlow() {
    return {
        QStringLiteral("INSERT INTO flows (id, definition, name, description, project_id, engine, created_at, "
                       "updated_at) VALUES (%1, '%2', 'Restore me', '', (SELECT MIN(id) FROM projects), 'polars', "
                       "'2026-01-01 00:00:00', '2026-01-02 00:00:00')")
            .arg(kFlow)
            .arg(kV2),
        QStringLiteral("INSERT INTO flow_versions (id, definition, flow_id, version, note, created_at) VALUES "
                       "(%1, '%2', %1, 1, 'creazione', '2026-01-01 00:00:00'), "
                       "(%3, '%4', %1, 2, 'modifica', '2026-01-02 00:00:00')")
            .arg(kFlow)
            .arg(kV1)
            .arg(kFlow + 1)
            .arg(kV2),
    };
}

/// Presses the button of `role` on each message box that opens while it lives, keeping their object names.
class Answer : public QObject {
public:
    explicit Answer(QMessageBox::ButtonRole role) {
        connect(&m_timer, &QTimer::timeout, this, [this, role]() {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box || box == m_last)
                return;
            m_last = box;
            seen << box->objectName();
            if (box->objectName() == QLatin1String("restoreConfirm"))
                test::saveScreenshot(box, QStringLiteral("flow-restore-confirm.png"));
            for (QAbstractButton* b : box->buttons())
                if (box->buttonRole(b) == role)
                    return b->click();
            box->buttons().constFirst()->click();
        });
        m_timer.start(20);
    }
    QStringList seen;

private:
    QTimer m_timer;
    QPointer<QMessageBox> m_last;
};

} // namespace

/// Restore in a flow's Version History: asks, then appends the version as the platform's promote does and lists it;
/// a No writes nothing; on a read-only connection it is off and says why.
class TestFlowRestore : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void restoreFromTheDialog_data() { test::addEngineColumn(), test::addEngineRows(); }
    void restoreFromTheDialog();
};

void TestFlowRestore::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-restore-test"));
}

void TestFlowRestore::restoreFromTheDialog() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    QVERIFY2(test::fillDemo(scratch, &why, 20), qPrintable(why));
    QVERIFY(test::execAll(scratch, plantedFlow()));
    auto check = scratch.connect();
    QVERIFY(check);
    const auto scalar = [&check](const QString& sql) {
        QSqlQuery q(check->db());
        QString error;
        return check->execBound(&q, sql, {}, &error) && q.next() ? q.value(0) : QVariant();
    };

    for (const bool readOnly : {true, false}) {
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY2(window.openDatabase(scratch.url(), readOnly, &why), qPrintable(why));
        window.workspace()->openFiltered(QStringLiteral("flows"), QStringLiteral("id"), kFlow);
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
        auto* restore = dialog->findChild<FlowRestoreAction*>();
        QVERIFY(restore);
        if (readOnly) {
            // Refused with the reason, where the button is.
            QVERIFY(!restore->action()->isEnabled());
            QVERIFY2(restore->action()->toolTip().contains(QLatin1String("read-only")),
                     qPrintable(restore->action()->toolTip()));
            Answer told(QMessageBox::AcceptRole);
            QVERIFY(!restore->restore(1));
            QCOMPARE(told.seen.size(), 1);
            continue;
        }
        QVERIFY(restore->action()->isEnabled());
        // The navigator's count of flow versions, before: it follows the restore without a Refresh.
        NavigatorModel* navigator = window.workspace()->navigatorModel();
        const qint64 allVersions = scalar(QStringLiteral("SELECT count(*) FROM flow_versions")).toLongLong();
        QTRY_COMPARE_WITH_TIMEOUT(navigator->rowCountOf(QStringLiteral("flow_versions")), allVersions, 10000);
        dialog->versionsView()->selectRow(1);
        QTRY_COMPARE(dialog->selectedVersion(), 1);
        {
            // Cancelled: nothing written.
            Answer no(QMessageBox::RejectRole);
            QVERIFY(!restore->restore(1));
            QCOMPARE(no.seen, QStringList{QStringLiteral("restoreConfirm")});
        }
        QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM flow_versions WHERE flow_id = %1").arg(kFlow)).toInt(), 2);
        {
            Answer yes(QMessageBox::AcceptRole);
            restore->action()->trigger(); // the picked version, v1
            QCOMPARE(yes.seen, QStringList{QStringLiteral("restoreConfirm")});
        }
        // As the platform's promote: the flow has v1's definition, v3 appended with it and the platform's note, one
        // flow.promote audit row; the dialog lists it as the current version.
        QCOMPARE(scalar(QStringLiteral("SELECT definition FROM flows WHERE id = %1").arg(kFlow)).toString(), kV1);
        QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM flow_versions WHERE flow_id = %1").arg(kFlow)).toInt(), 3);
        QCOMPARE(scalar(QStringLiteral("SELECT note FROM flow_versions WHERE flow_id = %1 AND version = 3").arg(kFlow))
                     .toString(),
                 QStringLiteral("promossa dalla v1"));
        QCOMPARE(scalar(QStringLiteral("SELECT count(*) FROM audit_logs WHERE action = 'flow.promote' AND target_id "
                                       "= %1")
                            .arg(kFlow))
                     .toInt(),
                 1);
        QTRY_COMPARE_WITH_TIMEOUT(dialog->versionsModel()->rowCount(), 3, 10000);
        QCOMPARE(dialog->versionsModel()->index(0, FlowVersionsModel::Version).data().toString(),
                 QStringLiteral("v3 (current)"));
        QTRY_COMPARE_WITH_TIMEOUT(navigator->rowCountOf(QStringLiteral("flow_versions")), allVersions + 1, 10000);
        test::saveScreenshot(dialog, QStringLiteral("flow-restore.png"));
    }
}

QTEST_MAIN(TestFlowRestore)
#include "tst_FlowRestore.moc"
