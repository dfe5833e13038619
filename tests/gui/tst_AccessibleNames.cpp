#include "common/TestDatabases.h"
#include "core/demo/DemoGenerator.h"
#include "core/settings/Settings.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/edit/EditController.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/home/HomePage.h"
#include "gui/pages/TablePage.h"
#include "models/WindowedTableModel.h"

#include <QAccessible>
#include <QAction>
#include <QApplication>
#include <QTest>
#include <QTimer>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {
/// The controls under `root` a keyboard reaches whose name a screen reader cannot say.
QStringList unnamed(QWidget* root) {
    QStringList missing;
    QList<QWidget*> widgets = root->findChildren<QWidget*>();
    widgets.prepend(root);
    for (QWidget* w : std::as_const(widgets)) {
        if (!w->isVisible() || !(w->focusPolicy() & Qt::TabFocus) || w->focusProxy())
            continue;
        QAccessibleInterface* a = QAccessible::queryAccessibleInterface(w);
        if (!a)
            continue;
        if (a->text(QAccessible::Name).trimmed().isEmpty())
            missing << QStringLiteral("%1 (%2) in %3")
                           .arg(w->objectName(), QString::fromLatin1(w->metaObject()->className()),
                                w->parentWidget() ? w->parentWidget()->objectName() : QString());
    }
    return missing;
}
} // namespace

/// Every control the keyboard reaches has a name a screen reader can say: on the start page, the home view, a table
/// page with its filter and detail pane, and the row dialog.
class TestAccessibleNames : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyControlHasAName();
};

void TestAccessibleNames::initTestCase() {
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-a11y-test"));
    Settings::instance().reset(Settings::Key::LastTables);
}

void TestAccessibleNames::everyControlHasAName() {
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QStringList missing = unnamed(&window);
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("start page: ") + missing.join(QStringLiteral("; "))));

    ScratchDatabase scratch(ScratchDatabase::Engine::Sqlite);
    QVERIFY(scratch.isValid());
    DemoGenerator::Options o;
    o.runs = 300;
    QVERIFY(DemoGenerator::create(scratch.url(), o, {}).ok);
    QString error;
    QVERIFY2(window.openDatabase(scratch.url(), false, &error), qPrintable(error));
    Workspace* ws = window.workspace();
    QTRY_VERIFY_WITH_TIMEOUT(ws->homePage()->snapshot().takenAt.isValid(), 30000); // the overview's figures
    QTest::qWait(100);
    missing = unnamed(&window);
    QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("home view: ") + missing.join(QStringLiteral("; "))));

    for (const QString& table : {QStringLiteral("runs"), QStringLiteral("audit_logs"), QStringLiteral("dashboards")}) {
        ws->navigate(Location{table, {}, {}});
        TablePage* page = ws->currentPage();
        QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(0), 20000);
        page->grid()->selectRow(0);
        QTest::qWait(300);
        missing = unnamed(&window);
        QVERIFY2(missing.isEmpty(), qPrintable(table + QStringLiteral(": ") + missing.join(QStringLiteral("; "))));
    }

    // The row dialog of a user.
    ws->navigate(Location{QStringLiteral("users"), {}, {}});
    TablePage* page = ws->currentPage();
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(0), 20000);
    page->grid()->selectRow(0);
    QStringList dialogMissing{QStringLiteral("no dialog")};
    QTimer::singleShot(500, this, [&]() {
        if (QWidget* dialog = QApplication::activeModalWidget()) {
            dialogMissing = unnamed(dialog);
            dialog->close();
        }
    });
    window.editController()->editAction()->trigger();
    QVERIFY2(dialogMissing.isEmpty(),
             qPrintable(QStringLiteral("row dialog: ") + dialogMissing.join(QStringLiteral("; "))));
}

QTEST_MAIN(TestAccessibleNames)
#include "tst_AccessibleNames.moc"
