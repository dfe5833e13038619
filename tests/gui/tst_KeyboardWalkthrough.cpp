#include "core/db/DbConnection.h"
#include "core/settings/Settings.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/detail/RowDetailPane.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/pages/TablePage.h"
#include "models/WindowedTableModel.h"

#include <QAbstractButton>
#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QSqlQuery>
#include <QTableView>
#include <QTest>
#include <QTimer>
#include <QTreeView>

using namespace metadesk;

namespace {
/// Counts every mouse event the application sees: the walkthrough must need none.
class MouseCounter : public QObject {
public:
    int presses = 0;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        switch (event->type()) {
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonRelease:
        case QEvent::MouseButtonDblClick:
        case QEvent::Wheel:
            ++presses;
            break;
        default:
            break;
        }
        return QObject::eventFilter(watched, event);
    }
};

/// Where a key press goes: the focus widget of the active window (a modal dialog over the main window).
QWidget* focused() {
    QWidget* window =
        QApplication::activeModalWidget() ? QApplication::activeModalWidget() : QApplication::activeWindow();
    if (window && window->focusWidget())
        return window->focusWidget();
    return window ? window : QApplication::focusWidget();
}

/// Presses Tab until `found` holds for the focused widget (at most `limit` times).
bool tabTo(const std::function<bool(QWidget*)>& found, int limit = 60) {
    for (int i = 0; i < limit; ++i) {
        if (focused() && found(focused()))
            return true;
        QTest::keyClick(focused(), Qt::Key_Tab);
    }
    return focused() && found(focused());
}
} // namespace

/// The keyboard alone, as someone who cannot or will not use a mouse: open the demo from the start page, pick a
/// table, filter it, open a row, change it, save, undo. Real widgets, the real demo database, no mouse event at all.
class TestKeyboardWalkthrough : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void openFilterEditSaveUndo();
};

void TestKeyboardWalkthrough::initTestCase() {
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-keyboard-test"));
    QFile::remove(MainWindow::demoPath());
    Settings::instance().reset(Settings::Key::LastTables); // a newcomer: the overview first
}

void TestKeyboardWalkthrough::openFilterEditSaveUndo() {
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    MouseCounter mouse;
    qApp->installEventFilter(&mouse);

    // 1. The start page: Tab to "Open demo", Space.
    QVERIFY(tabTo([](QWidget* w) { return w->objectName() == QLatin1String("demoButton"); }));
    QTest::keyClick(focused(), Qt::Key_Space);
    QTRY_VERIFY_WITH_TIMEOUT(window.isOpen(), 120000);
    Workspace* ws = window.workspace();
    QVERIFY(ws->isHomeShown());

    // 2. Ctrl+T, the table's name, Enter: the table opens with the keyboard in its rows.
    QTest::keyClick(focused(), Qt::Key_T, Qt::ControlModifier);
    QVERIFY(qobject_cast<QLineEdit*>(focused()));
    QTest::keyClicks(focused(), QStringLiteral("projects"));
    QTest::keyClick(focused(), Qt::Key_Return);
    TablePage* page = ws->currentPage();
    QVERIFY(page);
    QCOMPARE(page->table().name, QStringLiteral("projects"));
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact() && page->model()->rowCount() > 2, 30000);
    QVERIFY(page->grid()->isAncestorOf(focused()) || focused() == page->grid());

    // 3. Ctrl+F, a part of one project's name, Enter: the grid holds the matches only.
    auto conn = DbConnection::open(DatabaseUrl::sqliteFile(MainWindow::demoPath()), {}, nullptr);
    QVERIFY(conn);
    QSqlQuery q(conn->db());
    QVERIFY(q.exec(QStringLiteral("SELECT id, name FROM projects ORDER BY id DESC LIMIT 1")) && q.next());
    const qint64 id = q.value(0).toLongLong();
    const QString name = q.value(1).toString();
    q.finish(); // no read left open: the app writes to this file
    QTest::keyClick(focused(), Qt::Key_F, Qt::ControlModifier);
    QVERIFY(qobject_cast<QLineEdit*>(focused()));
    QTest::keyClicks(focused(), name);
    QTest::keyClick(focused(), Qt::Key_Return);
    QTRY_VERIFY_WITH_TIMEOUT(page->querySpec().quickSearch == name && page->model()->isCountExact() &&
                                 page->model()->rowCount() >= 1 && page->model()->isRowLoaded(0),
                             30000);

    // 4. Tab into the rows, Home to the first: the detail pane shows it.
    QVERIFY(tabTo([page](QWidget* w) { return page->grid()->isAncestorOf(w); }));
    QTest::keyClick(focused(), Qt::Key_Home, Qt::ControlModifier);
    QTRY_VERIFY(page->grid()->currentSourceRow() == 0);
    QTRY_VERIFY(ws->detailPane()->isVisible());
    QTRY_COMPARE(page->selectedPrimaryKey().value(0).toLongLong(), id);

    // 4b. The keyboard is not trapped in the grid: Tab leaves it (the row stays chosen), Ctrl+Tab goes from pane to
    // pane (tables, rows, detail) and back to the rows.
    QTest::keyClick(focused(), Qt::Key_Tab);
    QVERIFY2(!page->grid()->isAncestorOf(focused()), qPrintable(focused()->objectName()));
    QCOMPARE(page->grid()->currentSourceRow(), 0);
    page->grid()->setFocus(Qt::OtherFocusReason);
    QTest::keyClick(focused(), Qt::Key_Tab, Qt::ControlModifier);
    QVERIFY2(ws->detailPane()->isAncestorOf(focused()) || focused() == ws->detailPane(),
             qPrintable(focused()->objectName()));
    QTest::keyClick(focused(), Qt::Key_Tab, Qt::ControlModifier);
    QCOMPARE(focused(), static_cast<QWidget*>(ws->navigatorView()));
    QTest::keyClick(focused(), Qt::Key_Tab, Qt::ControlModifier);
    QVERIFY(page->grid()->isAncestorOf(focused()) || focused() == page->grid());
    QTest::keyClick(focused(), Qt::Key_Backtab, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(focused(), static_cast<QWidget*>(ws->navigatorView()));
    QTest::keyClick(focused(), Qt::Key_Tab, Qt::ControlModifier);
    QCOMPARE(page->selectedPrimaryKey().value(0).toLongLong(), id);

    // 5. Enter opens the row dialog; Tab to the name, type a new one, Enter saves.
    const QString renamed = name + QStringLiteral(" (renamed)");
    bool edited = false;
    QString why;
    QTimer::singleShot(0, this, [&]() {
        QWidget* dialog = QApplication::activeModalWidget();
        if (!dialog || dialog->objectName() != QLatin1String("rowEditDialog")) {
            why = QStringLiteral("no row dialog");
            if (dialog)
                dialog->close();
            return;
        }
        // A window manager gives the new dialog the keyboard; the offscreen platform needs asking.
        dialog->activateWindow();
        QApplication::setActiveWindow(dialog);
        if (!QTest::qWaitForWindowActive(dialog) || !dialog->isAncestorOf(QApplication::focusWidget())) {
            why = QStringLiteral("the dialog never became active");
            dialog->close();
            return;
        }
        QStringList visited;
        if (!tabTo([&visited](QWidget* w) {
                visited << w->objectName() + QLatin1Char('/') + QString::fromLatin1(w->metaObject()->className());
                return w->objectName() == QLatin1String("editor_name");
            })) {
            why = QStringLiteral("Tab never reached the name: ") + visited.join(QStringLiteral(", "));
            dialog->close();
            return;
        }
        QTest::keyClick(focused(), Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(focused(), renamed);
        edited = true;
        QPointer<QWidget> open(dialog);
        QTest::keyClick(focused(), Qt::Key_Return);
        if (!QTest::qWaitFor([open] { return !open || !open->isVisible(); }, 15000)) {
            auto* ok = dialog->findChild<QAbstractButton*>(QStringLiteral("okButton"));
            auto* message = dialog->findChild<QLabel*>(QStringLiteral("editMessage"));
            why = QStringLiteral("Enter did not save (OK %1, focus %2, message \"%3\")")
                      .arg(ok && ok->isEnabled() ? QStringLiteral("enabled") : QStringLiteral("disabled"),
                           focused() ? focused()->objectName() : QString(), message ? message->text() : QString());
            edited = false;
            dialog->close();
        }
    });
    QTest::keyClick(focused(), Qt::Key_Return);
    QVERIFY2(edited, qPrintable(why));
    QVERIFY(!QApplication::activeModalWidget());
    auto nameNow = [&conn, id]() {
        QSqlQuery r(conn->db());
        r.prepare(QStringLiteral("SELECT name FROM projects WHERE id = ?"));
        r.addBindValue(id);
        const QString value = r.exec() && r.next() ? r.value(0).toString() : QString();
        r.finish();
        return value;
    };
    QCOMPARE(nameNow(), renamed);

    // 6. Ctrl+Z: undone, as a new audited change. (The window manager hands the keyboard back to the window the
    //    dialog closed over; offscreen, the test does.)
    window.activateWindow();
    QApplication::setActiveWindow(&window);
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(page->grid()->isAncestorOf(focused()));
    QTest::keyClick(focused(), Qt::Key_Z, Qt::ControlModifier);
    QTRY_COMPARE(nameNow(), name);

    qApp->removeEventFilter(&mouse);
    QCOMPARE(mouse.presses, 0);
}

QTEST_MAIN(TestKeyboardWalkthrough)
#include "tst_KeyboardWalkthrough.moc"
