#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/edit/EditController.h"
#include "gui/edit/FieldEditor.h"
#include "gui/edit/InlineEditor.h"
#include "gui/edit/RowEditDialog.h"
#include "gui/grid/RowRangeSet.h"
#include "gui/grid/RowWindowProxy.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/pages/TablePage.h"
#include "models/WindowedTableModel.h"

#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSqlQuery>
#include <QTableView>
#include <QTest>
#include <QTimer>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {

qint64 scalar(const DbConnection& conn, const QString& sql, const QVariantList& values = {}) {
    QSqlQuery q(conn.db());
    QString error;
    return conn.execBound(&q, sql, values, &error) && q.next() ? q.value(0).toLongLong() : -1;
}

/// Answers the message boxes that open while it lives: the button of `role` is pressed on each, and their texts kept.
class ModalAnswerer : public QObject {
public:
    explicit ModalAnswerer(QMessageBox::ButtonRole role) : m_role(role) {
        connect(&m_timer, &QTimer::timeout, this, [this]() {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (!box || box == m_last)
                return;
            m_last = box;
            test::saveScreenshot(box, box->objectName() + QStringLiteral("-%1.png").arg(texts.size()));
            texts << box->objectName() + QLatin1Char(':') + box->text() + QLatin1Char('\n') + box->informativeText();
            for (QAbstractButton* b : box->buttons()) {
                if (box->buttonRole(b) == m_role) {
                    b->click();
                    return;
                }
            }
        });
        m_timer.start(20);
    }
    QStringList texts;

private:
    QMessageBox::ButtonRole m_role;
    QTimer m_timer;
    QPointer<QMessageBox> m_last;
};

} // namespace

/// Every action acts on the highlighted rows, held by their keys: Ctrl+End then Delete deletes the highlighted row,
/// several highlighted rows go in one transaction, Back and a refresh find the same record again (or say it is gone)
/// without overriding a newer choice, a page read again with newer data moves the highlight with its record, a new
/// row is highlighted by its new key, an inline edit keeps its row and commits before the rows move, and Undo says
/// which table it reaches into. On SQLite and PostgreSQL, through the main window on the offscreen platform.
class TestHighlightedRows : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void ctrlEndThenDeleteTakesTheHighlightedRow_data() { test::addEngineColumn(), test::addEngineRows(); }
    void ctrlEndThenDeleteTakesTheHighlightedRow();
    void severalRowsDeletedTogether_data() { test::addEngineColumn(), test::addEngineRows(); }
    void severalRowsDeletedTogether();
    void backFindsTheSameRecordAfterInserts_data() { test::addEngineColumn(), test::addEngineRows(); }
    void backFindsTheSameRecordAfterInserts();
    void backHighlightsAtOnceWhereTheRowsWereKept_data() { test::addEngineColumn(), test::addEngineRows(); }
    void backHighlightsAtOnceWhereTheRowsWereKept();
    void refreshNeverOverridesANewerChoice_data() { test::addEngineColumn(), test::addEngineRows(); }
    void refreshNeverOverridesANewerChoice();
    void pageReadAgainMovesTheHighlightWithItsRecord_data() { test::addEngineColumn(), test::addEngineRows(); }
    void pageReadAgainMovesTheHighlightWithItsRecord();
    void duplicateHighlightsTheCopy_data() { test::addEngineColumn(), test::addEngineRows(); }
    void duplicateHighlightsTheCopy();
    void inlineEditKeepsItsRowAndCommitsBeforeRowsMove_data() { test::addEngineColumn(), test::addEngineRows(); }
    void inlineEditKeepsItsRowAndCommitsBeforeRowsMove();
    void undoSaysWhichTableItReaches_data() { test::addEngineColumn(), test::addEngineRows(); }
    void undoSaysWhichTableItReaches();
    void backReadsWhatWasWrittenMeanwhile_data() { test::addEngineColumn(), test::addEngineRows(); }
    void backReadsWhatWasWrittenMeanwhile();
    void membershipNamedByItsRows_data() { test::addEngineColumn(), test::addEngineRows(); }
    void membershipNamedByItsRows();
    void aCurrentRowNotHighlightedStaysSo_data() { test::addEngineColumn(), test::addEngineRows(); }
    void aCurrentRowNotHighlightedStaysSo();

private:
    /// Opens the scratch database in `m_window` and shows `table`, its rows read and counted.
    TablePage* show(const QString& table);
    /// Adds groups named so through the write path (each with its audit entry); their ids.
    QList<qint64> addGroups(const QStringList& names);
    int rowOf(TablePage* page, qint64 id);
    /// The audit log, newest entry first, read as far as `row`.
    TablePage* showAuditNewestFirst(int row);
    void click(TablePage* page, int row, Qt::KeyboardModifiers modifiers = {});

    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
    std::unique_ptr<MainWindow> m_window;
};

void TestHighlightedRows::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-highlight-test"));
}

void TestHighlightedRows::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    QString why;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &why, 300), qPrintable(why));
    m_window = std::make_unique<MainWindow>();
    m_window->resize(1400, 900);
    m_window->show();
    QVERIFY2(m_window->openDatabase(m_scratch->url(), false, &why), qPrintable(why));
}

void TestHighlightedRows::cleanup() {
    m_window.reset();
    m_conn.reset();
    m_scratch.reset();
}

TablePage* TestHighlightedRows::show(const QString& table) {
    m_window->workspace()->navigate(Location{table, {}, {}});
    TablePage* page = m_window->workspace()->currentPage();
    if (!page)
        return nullptr;
    if (!QTest::qWaitFor([page]() { return page->model()->isCountExact() && page->model()->isRowLoaded(0); }, 15000))
        return nullptr;
    return page;
}

QList<qint64> TestHighlightedRows::addGroups(const QStringList& names) {
    RowWriter writer(*m_conn);
    writer.setActor(Actor::named(QStringLiteral("tester")));
    QList<qint64> ids;
    for (const QString& name : names) {
        const WriteResult r =
            writer.apply(ChangeSet::insert(QStringLiteral("groups"), {{QStringLiteral("name"), name}}));
        if (!r.ok())
            qWarning() << "could not add a group:" << r.message;
        ids << r.key.value(0).toLongLong();
    }
    return ids;
}

TablePage* TestHighlightedRows::showAuditNewestFirst(int row) {
    TablePage* page = show(QStringLiteral("audit_logs"));
    if (!page)
        return nullptr;
    QuerySpec newestFirst;
    newestFirst.sortColumn = QStringLiteral("id");
    newestFirst.descending = true;
    page->setQuerySpec(newestFirst);
    if (!QTest::qWaitFor([&]() { return page->model()->isCountExact() && page->model()->isRowLoaded(row); }, 10000))
        return nullptr;
    return page;
}

int TestHighlightedRows::rowOf(TablePage* page, qint64 id) {
    WindowedTableModel* model = page->model();
    const int idColumn = page->table().columnIndex(QStringLiteral("id"));
    for (int row = 0; row < model->rowCount(); ++row) {
        model->prefetch(row, row);
        if (!QTest::qWaitFor([&]() { return model->isRowLoaded(row); }, 10000))
            return -1;
        if (model->index(row, idColumn).data(WindowedTableModel::RawValueRole).toLongLong() == id)
            return row;
    }
    return -1;
}

void TestHighlightedRows::click(TablePage* page, int row, Qt::KeyboardModifiers modifiers) {
    VirtualTableView* grid = page->grid();
    grid->scrollToSourceRow(row, QAbstractItemView::EnsureVisible);
    QCoreApplication::processEvents();
    QTableView* view = grid->tableView();
    const QModelIndex cell = view->model()->index(grid->windowProxy()->mapFromSourceRow(row), 1);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, modifiers, view->visualRect(cell).center());
}

void TestHighlightedRows::ctrlEndThenDeleteTakesTheHighlightedRow() {
    const QList<qint64> ids = addGroups({QStringLiteral("tmp-a"), QStringLiteral("tmp-b")});
    TablePage* page = show(QStringLiteral("groups"));
    QVERIFY(page);
    const int first = rowOf(page, ids.at(0));
    QVERIFY(first >= 0);
    click(page, first);
    QTRY_COMPARE(page->selectedPrimaryKey().value(0).toLongLong(), ids.at(0));
    // Ctrl+End moves the highlight to the last row, and the detail pane, Edit and Delete with it.
    page->grid()->tableView()->setFocus();
    QTest::keyClick(page->grid()->tableView(), Qt::Key_End, Qt::ControlModifier);
    const int last = page->model()->rowCount() - 1;
    QCOMPARE(page->grid()->selectedSourceRows(), QList<int>{last});
    QTRY_COMPARE(page->selectedPrimaryKey().value(0).toLongLong(), ids.at(1));
    const int idColumn = page->table().columnIndex(QStringLiteral("id"));
    QTRY_COMPARE(page->selectedValues().value(idColumn).toLongLong(), ids.at(1));

    ModalAnswerer answer(QMessageBox::DestructiveRole);
    m_window->editController()->deleteAction()->trigger();
    QCOMPARE(answer.texts.size(), 1);
    QVERIFY2(answer.texts.constFirst().contains(QStringLiteral("“tmp-b”")), qPrintable(answer.texts.constFirst()));
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE id = ?"), {ids.at(1)}), 0);
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE id = ?"), {ids.at(0)}), 1);
}

void TestHighlightedRows::severalRowsDeletedTogether() {
    const QList<qint64> ids = addGroups({QStringLiteral("tmp-a"), QStringLiteral("tmp-b"), QStringLiteral("tmp-c")});
    TablePage* page = show(QStringLiteral("groups"));
    QVERIFY(page);
    const int a = rowOf(page, ids.at(0)), c = rowOf(page, ids.at(2));
    click(page, a);
    click(page, c, Qt::ControlModifier);
    QCOMPARE(page->highlightedRowCount(), 2);
    QTRY_COMPARE(page->selectedIdentities().size(), 2);
    EditController* edit = m_window->editController();
    QVERIFY(edit->deleteAction()->isEnabled());
    QVERIFY(!edit->editAction()->isEnabled()); // Edit takes one row
    QVERIFY2(edit->editAction()->toolTip().contains(QStringLiteral("2")), qPrintable(edit->editAction()->toolTip()));
    const qint64 audits = scalar(*m_conn, QStringLiteral("SELECT count(*) FROM audit_logs"));

    // Cancelled: nothing goes.
    {
        ModalAnswerer answer(QMessageBox::RejectRole);
        edit->deleteAction()->trigger();
        QCOMPARE(answer.texts.size(), 1);
        const QString& text = answer.texts.constFirst();
        QVERIFY2(text.contains(QStringLiteral("tmp-a")) && text.contains(QStringLiteral("tmp-c")) &&
                     !text.contains(QStringLiteral("tmp-b")),
                 qPrintable(text));
    }
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE name LIKE 'tmp-%'")), 3);
    // Confirmed: both, in one transaction, each with its audit entry.
    ModalAnswerer answer(QMessageBox::DestructiveRole);
    edit->deleteAction()->trigger();
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE name LIKE 'tmp-%'")), 1);
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE id = ?"), {ids.at(1)}), 1);
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM audit_logs")), audits + 2);
    QTRY_COMPARE(page->highlightedRowCount(), 0);

    // A highlight with a row that cannot go deletes nothing, and says which.
    const QList<qint64> more = addGroups({QStringLiteral("tmp-d")});
    const qint64 member = scalar(*m_conn, QStringLiteral("SELECT min(group_id) FROM user_groups"));
    if (member > 0) {
        page->refresh();
        QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact(), 10000);
        click(page, rowOf(page, more.at(0)));
        click(page, rowOf(page, member), Qt::ControlModifier);
        QTRY_COMPARE(page->selectedIdentities().size(), 2);
        ModalAnswerer refuse(QMessageBox::RejectRole);
        edit->deleteAction()->trigger();
        QVERIFY(!refuse.texts.isEmpty());
        QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE id = ?"), {more.at(0)}), 1);
        QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE id = ?"), {member}), 1);
    }
}

void TestHighlightedRows::backFindsTheSameRecordAfterInserts() {
    TablePage* page = showAuditNewestFirst(5);
    QVERIFY(page);
    click(page, 5);
    const int idColumn = page->table().columnIndex(QStringLiteral("id"));
    QTRY_VERIFY(!page->selectedValues().isEmpty());
    const qint64 chosen = page->selectedValues().value(idColumn).toLongLong();

    QVERIFY(show(QStringLiteral("users")));
    addGroups({QStringLiteral("tmp-a"), QStringLiteral("tmp-b")}); // two audit entries above the chosen one
    m_window->workspace()->goBack();
    QCOMPARE(m_window->workspace()->currentPage(), page);
    // The same record, now two rows further down; never the record now at its old place. (The rows kept for Back
    // still show it at its old place at first, and it is highlighted there until the database says where it is.)
    QTRY_COMPARE_WITH_TIMEOUT(page->grid()->selectedSourceRows(), QList<int>{7}, 10000);
    // Its values once row 7's page is read again (on a loaded machine the selection can be placed first; the values
    // are then none, never another record's).
    QTRY_VERIFY_WITH_TIMEOUT(!page->selectedValues().isEmpty(), 10000);
    QCOMPARE(page->selectedValues().value(idColumn).toLongLong(), chosen);
    QCOMPARE(page->selectedPrimaryKey().value(0).toLongLong(), chosen);
    QCOMPARE(page->grid()->selectedSourceRows(), QList<int>{7});
    QCOMPARE(page->grid()->currentSourceRow(), 7);
    QCOMPARE(page->model()->index(7, idColumn).data(WindowedTableModel::RawValueRole).toLongLong(), chosen);

    // A record deleted meanwhile: nothing is highlighted, and the page says so.
    click(page, 3);
    QTRY_VERIFY(!page->selectedValues().isEmpty());
    const qint64 doomed = page->selectedValues().value(idColumn).toLongLong();
    QVERIFY(show(QStringLiteral("users")));
    QSqlQuery q(m_conn->db());
    QVERIFY(q.exec(QStringLiteral("DELETE FROM audit_logs WHERE id = %1").arg(doomed)));
    m_window->workspace()->goBack();
    QTRY_VERIFY_WITH_TIMEOUT(!page->selectionNotice().isEmpty(), 10000);
    QVERIFY2(page->selectionNotice().contains(QStringLiteral("deleted")), qPrintable(page->selectionNotice()));
    test::saveScreenshot(m_window.get(), QStringLiteral("highlight-gone.png"));
    QVERIFY(page->selectedPrimaryKey().isEmpty());
    QCOMPARE(page->highlightedRowCount(), 0);
    // Nor is it still shown from the rows kept for Back.
    page->model()->prefetch(0, 10);
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(3), 10000);
    for (int row = 0; row <= 10 && page->model()->isRowLoaded(row); ++row)
        QVERIFY(page->model()->index(row, idColumn).data(WindowedTableModel::RawValueRole).toLongLong() != doomed);
}

/// Back to a page whose rows were kept: the record is highlighted at once where they show it (it waited for the
/// database's answer, on a large table behind the count), and the answer then keeps it there. Moved meanwhile, it is
/// found again (backFindsTheSameRecordAfterInserts); gone, the page says so.
void TestHighlightedRows::backHighlightsAtOnceWhereTheRowsWereKept() {
    TablePage* page = showAuditNewestFirst(5);
    QVERIFY(page);
    click(page, 4);
    const int idColumn = page->table().columnIndex(QStringLiteral("id"));
    QTRY_VERIFY(!page->selectedValues().isEmpty());
    const qint64 chosen = page->selectedValues().value(idColumn).toLongLong();

    QVERIFY(show(QStringLiteral("users")));
    m_window->workspace()->goBack();
    QCOMPARE(m_window->workspace()->currentPage(), page);
    // At once: no event handled in between.
    QCOMPARE(page->selectedValues().value(idColumn).toLongLong(), chosen);
    QCOMPARE(page->grid()->selectedSourceRows(), QList<int>{4});
    QCOMPARE(page->grid()->currentSourceRow(), 4);
    // The database's answer agrees: still there, still one row, nothing said.
    QTest::qWait(300);
    QCOMPARE(page->selectedPrimaryKey().value(0).toLongLong(), chosen);
    QCOMPARE(page->grid()->selectedSourceRows(), QList<int>{4});
    QCOMPARE(page->highlightedRowCount(), 1);
    QVERIFY2(page->selectionNotice().isEmpty(), qPrintable(page->selectionNotice()));
    const QVariantList chosenKey = page->selectedPrimaryKey();
    const quint64 earlier = page->model()->lastLocateRequest();

    // Deleted while the page was away (by another client: the kept rows still show it): highlighted from them at
    // first, then taken off once the database says it is gone.
    QVERIFY(show(QStringLiteral("users")));
    QSqlQuery q(m_conn->db());
    QVERIFY(q.exec(QStringLiteral("DELETE FROM audit_logs WHERE id = %1").arg(chosen)));
    m_window->workspace()->goBack();
    // The answer to the Back before, late (a busy machine): it tells where the record was before it was deleted,
    // and is not taken for this Back's answer.
    emit page->model()->rowLocated(chosenKey, 4, true, earlier);
    QTRY_VERIFY_WITH_TIMEOUT(!page->selectionNotice().isEmpty(), 10000);
    QVERIFY(page->selectedPrimaryKey().isEmpty());
    QCOMPARE(page->highlightedRowCount(), 0);
    QVERIFY(page->grid()->selectedSourceRows().isEmpty());
}

void TestHighlightedRows::refreshNeverOverridesANewerChoice() {
    TablePage* page = show(QStringLiteral("runs"));
    QVERIFY(page);
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(9), 10000);
    const int idColumn = page->table().columnIndex(QStringLiteral("id"));
    click(page, 3);
    QTRY_VERIFY(!page->selectedValues().isEmpty());
    const qint64 first = page->selectedValues().value(idColumn).toLongLong();

    // F5 alone: the same record highlighted again once its row is read (the answer may come before the rows).
    page->refresh();
    QTRY_COMPARE_WITH_TIMEOUT(page->selectedValues().value(idColumn).toLongLong(), first, 10000);

    // F5, then a click while the page may still be finding the old row again: the click stands, whether the answer
    // came before it or comes after (the late answer is played again to be sure).
    const QVariantList firstKey = page->selectedPrimaryKey();
    page->refresh();
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(9), 10000);
    click(page, 8);
    QTRY_VERIFY(!page->selectedValues().isEmpty());
    const qint64 second = page->selectedValues().value(idColumn).toLongLong();
    QVERIFY(second != first);
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact() && page->model()->anchorsReady(), 15000);
    emit page->model()->rowLocated(firstKey, 3, true, page->model()->lastLocateRequest());
    QTest::qWait(200);
    QCOMPARE(page->selectedValues().value(idColumn).toLongLong(), second);
    QCOMPARE(page->grid()->selectedSourceRows(), QList<int>{8});
}

/// The focus frame alone (a fresh window's grid given the focus; a row Ctrl+clicked off) highlights nothing: a sort
/// or F5 after it follows the record as the current row, and still highlights nothing nor acts on it.
void TestHighlightedRows::aCurrentRowNotHighlightedStaysSo() {
    TablePage* page = show(QStringLiteral("runs"));
    QVERIFY(page);
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(9), 10000);
    VirtualTableView* grid = page->grid();
    const int idColumn = page->table().columnIndex(QStringLiteral("id"));
    const auto idAt = [&](int row) {
        page->model()->prefetch(row, row); // a row the view did not move to
        return page->model()->index(row, idColumn).data(WindowedTableModel::RawValueRole).toLongLong();
    };
    const auto sortBy = [&](const QString& column, bool descending) {
        QuerySpec spec;
        spec.sortColumn = column;
        spec.descending = descending;
        page->setQuerySpec(spec);
    };

    // A fresh window's grid takes the focus: the frame is on a row, nothing is highlighted.
    QApplication::setActiveWindow(m_window.get());
    QVERIFY(QTest::qWaitForWindowActive(m_window.get()));
    grid->setFocus(Qt::TabFocusReason);
    QTRY_VERIFY(grid->currentSourceRow() >= 0);
    QCOMPARE(grid->selectedSourceRowCount(), 0);
    QVERIFY(page->selectedValues().isEmpty());
    const qint64 framed = idAt(grid->currentSourceRow());
    sortBy(QStringLiteral("id"), true);
    QTRY_VERIFY_WITH_TIMEOUT(grid->currentSourceRow() >= 0 && idAt(grid->currentSourceRow()) == framed, 15000);
    QTest::qWait(200);
    QCOMPARE(grid->selectedSourceRowCount(), 0);
    QVERIFY(page->selectedValues().isEmpty());
    QCOMPARE(grid->firstVisibleSourceRow(), 0); // the new order from its top, the frame on the last row

    // A row clicked, then Ctrl+clicked off: the frame stays on it, nothing highlighted, and so after F5.
    sortBy(QStringLiteral("id"), false);
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(9), 10000);
    click(page, 5);
    QTRY_COMPARE(grid->selectedSourceRows(), QList<int>{5});
    click(page, 5, Qt::ControlModifier);
    QTRY_COMPARE(grid->selectedSourceRowCount(), 0);
    QCOMPARE(grid->currentSourceRow(), 5);
    const qint64 clicked = idAt(5);
    page->refresh();
    QTest::qWait(300);
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(9), 10000);
    QCOMPARE(grid->selectedSourceRowCount(), 0);
    QVERIFY(page->selectedValues().isEmpty());
    sortBy(QStringLiteral("id"), true);
    QTRY_VERIFY_WITH_TIMEOUT(grid->currentSourceRow() >= 0 && idAt(grid->currentSourceRow()) == clicked, 15000);
    QTest::qWait(200);
    QCOMPARE(grid->selectedSourceRowCount(), 0);
    QVERIFY(page->selectedValues().isEmpty());

    // The highlight taken off a row whose page has left the cache (scrolled far away): the frame still follows it.
    sortBy(QStringLiteral("id"), false);
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(9), 10000);
    click(page, 7);
    QTRY_COMPARE(grid->selectedSourceRows(), QList<int>{7});
    const qint64 held = idAt(7);
    page->model()->clearCache();
    QVERIFY(!page->model()->isRowLoaded(7));
    grid->setSelectedSourceRows(RowRangeSet(), 7);
    QCOMPARE(grid->selectedSourceRowCount(), 0);
    QCOMPARE(grid->currentSourceRow(), 7);
    sortBy(QStringLiteral("id"), true);
    QTRY_VERIFY_WITH_TIMEOUT(grid->currentSourceRow() >= 0 && idAt(grid->currentSourceRow()) == held, 15000);
    QTest::qWait(200);
    QCOMPARE(grid->selectedSourceRowCount(), 0);
}

void TestHighlightedRows::pageReadAgainMovesTheHighlightWithItsRecord() {
    TablePage* page = showAuditNewestFirst(10);
    QVERIFY(page);
    click(page, 10);
    const int idColumn = page->table().columnIndex(QStringLiteral("id"));
    QTRY_VERIFY(!page->selectedValues().isEmpty());
    const qint64 chosen = page->selectedValues().value(idColumn).toLongLong();
    addGroups({QStringLiteral("tmp-a"), QStringLiteral("tmp-b"), QStringLiteral("tmp-c")});
    // The page leaves the cache (as scrolling far away does) and is read again, now with three rows above.
    page->model()->clearCache();
    page->model()->prefetch(0, 20);
    QTRY_COMPARE_WITH_TIMEOUT(page->grid()->currentSourceRow(), 13, 10000);
    QTRY_COMPARE(page->selectedValues().value(idColumn).toLongLong(), chosen);
    QCOMPARE(page->grid()->selectedSourceRows(), QList<int>{13});
    QCOMPARE(page->model()->index(13, idColumn).data(WindowedTableModel::RawValueRole).toLongLong(), chosen);
}

void TestHighlightedRows::duplicateHighlightsTheCopy() {
    const QList<qint64> ids = addGroups({QStringLiteral("tmp-a")});
    QString error;
    QVERIFY2(m_conn->exec(
                 QStringLiteral("UPDATE groups SET created_at = '2020-01-01 00:00:00' WHERE id = %1").arg(ids.at(0)),
                 &error),
             qPrintable(error));
    TablePage* page = show(QStringLiteral("groups"));
    QVERIFY(page);
    click(page, rowOf(page, ids.at(0)));
    QTRY_COMPARE(page->selectedPrimaryKey().value(0).toLongLong(), ids.at(0));
    QTimer::singleShot(0, this, []() {
        auto* dialog = qobject_cast<RowEditDialog*>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        auto* name = qobject_cast<QLineEdit*>(dialog->editor(QStringLiteral("name"))->input());
        QVERIFY(name);
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("tmp-a-copy"));
        dialog->tryAccept();
    });
    m_window->editController()->duplicateAction()->trigger();
    const qint64 copy = scalar(*m_conn, QStringLiteral("SELECT id FROM groups WHERE name = 'tmp-a-copy'"));
    QVERIFY(copy > 0);
    // Created now, as the platform creates a group, not when the original was.
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE id = ? AND created_at > '2025-01-01'"),
                    {copy}),
             1);
    // The copy is highlighted by its new key: Delete now is about the copy, not the original.
    QTRY_COMPARE_WITH_TIMEOUT(page->selectedPrimaryKey().value(0).toLongLong(), copy, 10000);
    const int idColumn = page->table().columnIndex(QStringLiteral("id"));
    QTRY_COMPARE(page->selectedValues().value(idColumn).toLongLong(), copy);
    ModalAnswerer answer(QMessageBox::DestructiveRole);
    m_window->editController()->deleteAction()->trigger();
    QVERIFY2(answer.texts.value(0).contains(QStringLiteral("“tmp-a-copy”")), qPrintable(answer.texts.value(0)));
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE id = ?"), {copy}), 0);
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE id = ?"), {ids.at(0)}), 1);
}

void TestHighlightedRows::inlineEditKeepsItsRowAndCommitsBeforeRowsMove() {
    const QList<qint64> ids = addGroups({QStringLiteral("tmp-a"), QStringLiteral("tmp-b")});
    TablePage* page = show(QStringLiteral("groups"));
    QVERIFY(page);
    const int row = rowOf(page, ids.at(0));
    click(page, row);
    QTRY_COMPARE(page->selectedPrimaryKey().value(0).toLongLong(), ids.at(0));
    const int nameColumn = page->table().columnIndex(QStringLiteral("name"));
    InlineEditor* editor = m_window->editController()->inlineEditor();
    auto edit = [&](const QString& text) {
        QTableView* view = page->grid()->tableView();
        const QModelIndex cell = view->model()->index(
            page->grid()->windowProxy()->mapFromSourceRow(page->grid()->currentSourceRow()), nameColumn);
        QVERIFY(editor->begin(page, cell));
        QVERIFY(editor->isActive());
        auto* line = qobject_cast<QLineEdit*>(editor->editor()->input());
        QVERIFY(line);
        line->selectAll();
        QTest::keyClicks(line, text);
    };
    ModalAnswerer answer(QMessageBox::AcceptRole); // the SSO rename warning

    // Saved with Enter: the row stays highlighted (it was lost to a second refresh).
    edit(QStringLiteral("tmp-a-renamed"));
    QTest::keyClick(editor->editor()->input(), Qt::Key_Return);
    QVERIFY(!editor->isActive());
    QTRY_COMPARE_WITH_TIMEOUT(page->selectedPrimaryKey().value(0).toLongLong(), ids.at(0), 10000);
    const int idColumn = page->table().columnIndex(QStringLiteral("id"));
    QTRY_COMPARE(page->selectedValues().value(idColumn).toLongLong(), ids.at(0));

    // F5 with the editor open: what was typed is saved first, and no editor is left over another record.
    edit(QStringLiteral("tmp-a-again"));
    QSignalSpy resets(page->model(), &QAbstractItemModel::modelReset);
    page->refresh();
    QVERIFY(!editor->isActive());
    QCOMPARE(resets.size(), 1); // the save's own refresh is the one F5 asked for, not a second reading inside it
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE id = ? AND name = 'tmp-a-again'"),
                    {ids.at(0)}),
             1);
    QTRY_COMPARE_WITH_TIMEOUT(page->selectedPrimaryKey().value(0).toLongLong(), ids.at(0), 10000);

    // A header click sorts: the same.
    edit(QStringLiteral("tmp-a-sorted"));
    resets.clear();
    page->grid()->tableView()->horizontalHeader()->setSortIndicator(nameColumn, Qt::DescendingOrder);
    QVERIFY(!editor->isActive());
    QCOMPARE(resets.size(), 1);
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE id = ? AND name = 'tmp-a-sorted'"),
                    {ids.at(0)}),
             1);
    QCOMPARE(
        scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE id = ? AND name = 'tmp-b'"), {ids.at(1)}), 1);
    // The edited row is found again in its new place.
    QTRY_COMPARE_WITH_TIMEOUT(page->selectedValues().value(idColumn).toLongLong(), ids.at(0), 10000);
}

void TestHighlightedRows::undoSaysWhichTableItReaches() {
    const QList<qint64> ids = addGroups({QStringLiteral("tmp-a")});
    TablePage* page = show(QStringLiteral("groups"));
    QVERIFY(page);
    click(page, rowOf(page, ids.at(0)));
    QTRY_COMPARE(page->selectedPrimaryKey().value(0).toLongLong(), ids.at(0));
    EditController* edit = m_window->editController();
    {
        ModalAnswerer answer(QMessageBox::DestructiveRole);
        edit->deleteAction()->trigger();
    }
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE id = ?"), {ids.at(0)}), 0);
    // Undo names the change, not the inverse statement.
    QVERIFY2(edit->undoAction()->text().contains(QStringLiteral("tmp-a")) &&
                 edit->undoAction()->text().contains(QStringLiteral("Groups")),
             qPrintable(edit->undoAction()->text()));

    // From another table it asks first, naming where it reaches.
    QVERIFY(show(QStringLiteral("users")));
    {
        ModalAnswerer answer(QMessageBox::RejectRole);
        edit->undoAction()->trigger();
        QCOMPARE(answer.texts.size(), 1);
        QVERIFY2(answer.texts.constFirst().startsWith(QStringLiteral("undoElsewhere:")) &&
                     answer.texts.constFirst().contains(QStringLiteral("Groups")),
                 qPrintable(answer.texts.constFirst()));
    }
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE id = ?"), {ids.at(0)}), 0);
    QString said;
    connect(edit, &EditController::message, this, [&](const QString& text) { said = text; });
    ModalAnswerer answer(QMessageBox::AcceptRole);
    edit->undoAction()->trigger();
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE name = 'tmp-a'")), 1);
    QVERIFY2(said.contains(QStringLiteral("deleting “tmp-a” from Groups")), qPrintable(said));
}

QTEST_MAIN(TestHighlightedRows)
/// A page kept for Back holds the rows it read; a change saved elsewhere in the window (which writes audit entries and
/// may remove dependants) makes it read again when it is shown, so its rows and count are the database's.
void TestHighlightedRows::backReadsWhatWasWrittenMeanwhile() {
    TablePage* audit = show(QStringLiteral("audit_logs"));
    QVERIFY(audit);
    const qint64 before = audit->model()->rowCount();
    QVERIFY(show(QStringLiteral("groups")));
    addGroups({QStringLiteral("tmp-a"), QStringLiteral("tmp-b")}); // two audit entries
    emit m_window->editController()->changed({QStringLiteral("groups")});
    m_window->workspace()->goBack();
    QCOMPARE(m_window->workspace()->currentPage(), audit);
    QTRY_VERIFY_WITH_TIMEOUT(audit->model()->isCountExact() && audit->model()->rowCount() == before + 2, 15000);
    QCOMPARE(qint64(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM audit_logs"), {})), before + 2);
}

/// A row that is a join of two others is named by them, as the grid shows its cells: "user · group", not "#10,3".
void TestHighlightedRows::membershipNamedByItsRows() {
    TablePage* page = show(QStringLiteral("user_groups"));
    QVERIFY(page);
    click(page, 0);
    const QVariantList key = page->selectedPrimaryKey();
    QCOMPARE(key.size(), 2);
    QSqlQuery q(m_conn->db());
    QVERIFY(q.prepare(QStringLiteral("SELECT u.email, g.name FROM users u, groups g WHERE u.id = ? AND g.id = ?")));
    q.addBindValue(key.at(0));
    q.addBindValue(key.at(1));
    QVERIFY(q.exec() && q.next());
    const QString name = q.value(0).toString() + QStringLiteral(" · ") + q.value(1).toString();
    ModalAnswerer answer(QMessageBox::RejectRole);
    m_window->editController()->deleteAction()->trigger();
    QVERIFY(!answer.texts.isEmpty());
    QVERIFY2(answer.texts.join(QLatin1Char('\n')).contains(QStringLiteral("“%1”").arg(name)),
             qPrintable(answer.texts.join(QLatin1Char('\n'))));
    QCOMPARE(
        scalar(*m_conn, QStringLiteral("SELECT count(*) FROM user_groups WHERE user_id = ? AND group_id = ?"), key), 1);
}

#include "tst_HighlightedRows.moc"
