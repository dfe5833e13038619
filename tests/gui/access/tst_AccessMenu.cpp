#include "common/TestDatabases.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/access/AccessMenu.h"
#include "gui/access/EffectivePermissionsPanel.h"
#include "gui/access/MembershipEditor.h"
#include "gui/access/ProjectTreePanel.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/pages/TablePage.h"
#include "models/WindowedTableModel.h"

#include <QAction>
#include <QApplication>
#include <QPointer>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The main window's Access menu on both engines: shown for a Tabularia database, it opens the project tree, the
/// effective permissions of the selected user and the memberships of the selected group; the windows go with the
/// database, and in read-only mode they cannot write.
class TestAccessMenu : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void opensPanelsForTheSelection_data() { test::addEngineColumn(), test::addEngineRows(); }
    void opensPanelsForTheSelection();
};

void TestAccessMenu::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-access-test"));
}

void TestAccessMenu::opensPanelsForTheSelection() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QString why;
    QVERIFY2(test::fillDemo(scratch, &why), qPrintable(why));
    MainWindow window;
    window.show();
    QVERIFY2(window.openDatabase(scratch.url(), false, &why), qPrintable(why));
    AccessMenu* menu = window.accessMenu();
    QVERIFY(menu->menuAction()->isVisible());
    QVERIFY(menu->projectTreeAction()->isEnabled());
    QVERIFY(!menu->membershipsAction()->isEnabled()); // nothing selected yet

    menu->projectTreeAction()->trigger();
    QPointer<ProjectTreePanel> tree = window.findChild<ProjectTreePanel*>();
    QVERIFY(tree);

    window.workspace()->navigate(Location{QStringLiteral("groups"), {}, {}});
    TablePage* page = window.workspace()->currentPage();
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(0), 10000);
    page->grid()->selectRow(0);
    emit menu->aboutToShow();
    QVERIFY(menu->membershipsAction()->isEnabled());
    menu->membershipsAction()->trigger();
    QPointer<MembershipEditor> members = window.findChild<MembershipEditor*>();
    QVERIFY(members);

    window.workspace()->navigate(Location{QStringLiteral("users"), {}, {}});
    page = window.workspace()->currentPage();
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(0), 10000);
    page->grid()->selectRow(0);
    menu->permissionsAction()->trigger();
    QPointer<EffectivePermissionsPanel> permissions = window.findChild<EffectivePermissionsPanel*>();
    QVERIFY(permissions);

    // The windows hold the connection: they close with it.
    window.closeDatabase();
    QVERIFY(!tree && !members && !permissions);
    QVERIFY(!menu->menuAction()->isVisible());

    // Read-only: the tree opens but offers no change.
    QVERIFY2(window.openDatabase(scratch.url(), true, &why), qPrintable(why));
    menu->projectTreeAction()->trigger();
    tree = window.findChild<ProjectTreePanel*>();
    QVERIFY(tree);
    for (const char* name : {"newProject", "newSubProject", "moveProject", "deleteProject"}) {
        auto* action = tree->findChild<QAction*>(QLatin1String(name));
        QVERIFY2(action && !action->isEnabled(), name);
    }
}

QTEST_MAIN(TestAccessMenu)
#include "tst_AccessMenu.moc"
