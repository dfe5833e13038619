#include "common/Screenshots.h"
#include "gui/diff/DiffDelegate.h"
#include "gui/diff/DiffModel.h"
#include "gui/diff/DiffView.h"
#include "gui/style/Theme.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QLabel>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QToolButton>

using namespace metadesk;

namespace {

/// Two versions of a flow of 30 nodes differing in node 3's path and node 25's name, and a node added at the end
/// (7 lines each, 215 lines in all before, 222 after).
QString flow(bool changed) {
    QString out = QStringLiteral("{\"edges\": [], \"nodes\": [");
    const int nodes = changed ? 31 : 30;
    for (int i = 0; i < nodes; ++i) {
        if (i)
            out += QLatin1Char(',');
        const QString path =
            changed && i == 3 ? QStringLiteral("s3://lake/sales_2026.csv") : QStringLiteral("s3://lake/sales.csv");
        const QString name = changed && i == 25 ? QStringLiteral("Join customers") : QStringLiteral("Step %1").arg(i);
        out += QStringLiteral("{\"id\": \"n%1\", \"name\": \"%2\", \"config\": {\"path\": \"%3\"}}")
                   .arg(i)
                   .arg(name, path);
    }
    return out + QStringLiteral("]}");
}

QString rowText(const DiffModel* m, int row) {
    QStringList cells;
    for (int c = 0; c < DiffModel::ColumnCount; ++c)
        cells << m->index(row, c).data().toString();
    return cells.join(QLatin1Char('|'));
}

} // namespace

/// The side-by-side diff widget on the offscreen platform: rows, marks, folds, change navigation, notes, accessible
/// texts, and the comparison on a worker thread.
class TestDiffView : public QObject {
    Q_OBJECT
private slots:
    void rowsMarksAndFolds();
    void navigatesChanges();
    void foldsOpen();
    void invalidJsonIsSaid();
    void comparesOnAWorker();
    void coloursAreNotAlone();
};

void TestDiffView::rowsMarksAndFolds() {
    DiffView view;
    QAbstractItemModelTester tester(view.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    view.resize(1000, 600);
    view.show();
    view.setResult(JsonDiff::compare(flow(false), flow(true)), QStringLiteral("v1"), QStringLiteral("v2"));
    QVERIFY(!view.isShowingMessage());
    QCOMPARE(view.summary(), QStringLiteral("v1 → v2: 2 line(s) changed, 7 added"));
    const DiffModel* m = view.model();
    // Three places change: the path, the name, the end; the unchanged runs between them are folded.
    const QList<int> starts = m->changeStarts();
    QCOMPARE(starts.size(), 3);
    QCOMPARE(m->index(starts.at(0), DiffModel::OldMark).data().toString(), QStringLiteral("~"));
    QCOMPARE(m->index(starts.at(0), DiffModel::NewMark).data().toString(), QStringLiteral("~"));
    const DiffRow* path = m->diffRow(starts.at(0));
    QVERIFY(path);
    QCOMPARE(path->oldText.mid(path->oldMarks.first().start, path->oldMarks.first().length), QStringLiteral("sales"));
    QCOMPARE(path->newText.mid(path->newMarks.first().start, path->newMarks.first().length),
             QStringLiteral("sales_2026"));
    int folds = 0;
    for (int r = 0; r < m->rowCount(); ++r)
        if (m->isFold(r)) {
            ++folds;
            QCOMPARE(view.table()->columnSpan(r, 0), int(DiffModel::ColumnCount));
            QVERIFY(m->index(r, 0).data().toString().contains(QLatin1String("unchanged line(s)")));
        }
    QCOMPARE(folds, 3); // before the first change, between the first and second, between the second and third
    // The added lines: no old line, a "+" on the new side, and said in words for a screen reader.
    const int added = m->rowCount() - 4;
    QCOMPARE(m->index(added, DiffModel::OldLine).data(), QVariant());
    QCOMPARE(m->index(added, DiffModel::NewMark).data().toString(), QStringLiteral("+"));
    QVERIFY2(m->index(added, DiffModel::NewText)
                 .data(Qt::AccessibleTextRole)
                 .toString()
                 .startsWith(QLatin1String("New line ")),
             qPrintable(m->index(added, DiffModel::NewText).data(Qt::AccessibleTextRole).toString()));
    QVERIFY(m->index(added, DiffModel::OldText).data(Qt::AccessibleTextRole).toString() ==
            QLatin1String("no old line"));
    QCOMPARE(rowText(m, m->rowCount() - 1), QStringLiteral("215||}|222||}"));
    // Every control is named for a screen reader and a test.
    QVERIFY(!view.table()->accessibleName().isEmpty());
    for (const char* name : {"diffNextButton", "diffPreviousButton", "diffShowAllButton"}) {
        auto* b = view.findChild<QToolButton*>(QLatin1String(name));
        QVERIFY2(b && !b->accessibleName().isEmpty(), name);
    }
    // The first change is selected at once, and where it is is said.
    QCOMPARE(view.table()->currentIndex().row(), starts.at(0));
    QCOMPARE(view.currentPath(), QStringLiteral("Here: nodes[3].config.path"));
    QCOMPARE(view.findChild<QLabel*>(QStringLiteral("diffWhere"))->text(),
             QStringLiteral("Here: nodes[3].config.path"));
    QVERIFY(m->index(starts.at(0), DiffModel::NewText)
                .data(Qt::AccessibleTextRole)
                .toString()
                .contains(QLatin1String("changed at nodes[3].config.path")));
    QVERIFY(m->index(starts.at(0), DiffModel::OldText)
                .data(Qt::ToolTipRole)
                .toString()
                .startsWith(QLatin1String("nodes[3].config.path")));
    test::saveScreenshot(&view, QStringLiteral("diff-view.png"));
    // The dark palette: the tints follow it (the marks stay).
    view.setPalette(theme::darkPalette());
    QVERIFY(theme::isDark(view.table()->palette()));
    QVERIFY(DiffDelegate::background(int(DiffRow::Kind::Removed), true, view.table()->palette()).lightness() < 128);
    test::saveScreenshot(&view, QStringLiteral("diff-view-dark.png"));
}

void TestDiffView::navigatesChanges() {
    DiffView view;
    view.resize(900, 500);
    view.show();
    view.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&view)); // shortcuts go to the active window only
    view.setResult(JsonDiff::compare(flow(false), flow(true)), QStringLiteral("v1"), QStringLiteral("v2"));
    const QList<int> starts = view.model()->changeStarts();
    QCOMPARE(view.table()->currentIndex().row(), starts.at(0));
    view.table()->setFocus();
    QTest::keyClick(view.table(), Qt::Key_Down, Qt::AltModifier);
    QCOMPARE(view.table()->currentIndex().row(), starts.at(1));
    QCOMPARE(view.currentPath(), QStringLiteral("Here: nodes[25].name"));
    QTest::keyClick(view.table(), Qt::Key_F8);
    QCOMPARE(view.table()->currentIndex().row(), starts.at(2));
    QVERIFY(!view.nextChange()); // the last one
    QTest::keyClick(view.table(), Qt::Key_Up, Qt::AltModifier);
    QCOMPARE(view.table()->currentIndex().row(), starts.at(1));
    QTest::keyClick(view.table(), Qt::Key_F8, Qt::ShiftModifier);
    QCOMPARE(view.table()->currentIndex().row(), starts.at(0));
    QVERIFY(!view.previousChange());
}

void TestDiffView::foldsOpen() {
    DiffView view;
    view.show();
    view.setResult(JsonDiff::compare(flow(false), flow(true)), QStringLiteral("v1"), QStringLiteral("v2"));
    DiffModel* m = view.model();
    const int rows = m->rowCount();
    int fold = -1;
    for (int r = 0; r < rows && fold < 0; ++r)
        if (m->isFold(r))
            fold = r;
    QVERIFY(fold >= 0);
    const int hidden = m->index(fold, 0).data(DiffModel::FoldRole).toInt();
    QVERIFY(hidden >= 2);
    // Enter on the fold row opens it: its lines take its place.
    view.table()->setCurrentIndex(m->index(fold, 0));
    emit view.table()->activated(m->index(fold, 0));
    QCOMPARE(m->rowCount(), rows - 1 + hidden);
    QVERIFY(!m->isFold(fold));
    QCOMPARE(m->index(fold, DiffModel::OldLine).data().toInt(), m->diffRow(fold)->oldLine);
    // Show all lines: every line of both, no fold left.
    auto* showAll = view.findChild<QToolButton*>(QStringLiteral("diffShowAllButton"));
    QVERIFY(showAll->isEnabled());
    showAll->click();
    QCOMPARE(m->rowCount(), int(m->result().rows.size()));
    QVERIFY(!showAll->isEnabled());
    QCOMPARE(view.table()->columnSpan(fold, 0), 1);
}

void TestDiffView::invalidJsonIsSaid() {
    DiffView view;
    view.show();
    view.setResult(JsonDiff::compare(QStringLiteral("{\"a\": 1,"), QStringLiteral("{\"a\": 2}")), QStringLiteral("v4"),
                   QStringLiteral("v5"));
    auto* notes = view.findChild<QLabel*>(QStringLiteral("diffNotes"));
    QVERIFY(notes && notes->isVisible());
    QVERIFY2(notes->text().startsWith(QLatin1String("v4 is compared as text, not as JSON. Not valid JSON at line 1")),
             qPrintable(notes->text()));
    QCOMPARE(view.notes().size(), 1);
    // Identical documents: said, no change to go to.
    view.setResult(JsonDiff::compare(QStringLiteral("{\"a\":2}"), QStringLiteral("{\"a\":2}")), QStringLiteral("v1"),
                   QStringLiteral("v2"));
    QVERIFY(!notes->isVisible());
    QCOMPARE(view.summary(), QStringLiteral("v1 → v2: identical"));
    // The same values stored in another layout: identical rows, and the note says the texts differ.
    view.setResult(JsonDiff::compare(QStringLiteral("{\"b\":1,\"a\":2}"), QStringLiteral("{\"a\":2,\"b\":1}")),
                   QStringLiteral("v1"), QStringLiteral("v2"));
    QVERIFY(notes->isVisible());
    QVERIFY2(notes->text().contains(QLatin1String("different spacing or key order")), qPrintable(notes->text()));
    QCOMPARE(view.summary(), QStringLiteral("v1 → v2: identical"));
    QVERIFY(!view.nextChangeAction()->isEnabled());
}

void TestDiffView::comparesOnAWorker() {
    DiffView view;
    view.show();
    QSignalSpy shown(&view, &DiffView::resultShown);
    view.setTexts(flow(false), flow(true), QStringLiteral("a"), QStringLiteral("b"));
    QVERIFY(view.isShowingMessage()); // "Comparing…" until the worker answers
    // A newer comparison supersedes the first: only its answer is shown.
    view.setTexts(QStringLiteral("[1]"), QStringLiteral("[2]"), QStringLiteral("c"), QStringLiteral("d"));
    QTRY_COMPARE_WITH_TIMEOUT(shown.count(), 1, 30000);
    QTest::qWait(300);
    QCOMPARE(shown.count(), 1);
    QCOMPARE(view.summary(), QStringLiteral("c → d: 1 line(s) changed"));
}

void TestDiffView::coloursAreNotAlone() {
    // Each coloured side also carries a mark character; the two sides' tints differ, and the changed words' tint
    // differs from the line's.
    const QPalette p = QApplication::palette();
    for (auto kind : {DiffRow::Kind::Removed, DiffRow::Kind::Added, DiffRow::Kind::Changed}) {
        const QString oldMark = DiffModel::mark(kind, true), newMark = DiffModel::mark(kind, false);
        if (DiffDelegate::background(int(kind), true, p) != DiffDelegate::background(int(kind), false, p))
            QVERIFY(!oldMark.isEmpty() || !newMark.isEmpty());
    }
    QVERIFY(DiffDelegate::background(int(DiffRow::Kind::Changed), true, p) !=
            DiffDelegate::background(int(DiffRow::Kind::Changed), false, p));
    QVERIFY(DiffDelegate::markBackground(int(DiffRow::Kind::Changed), true, p) !=
            DiffDelegate::background(int(DiffRow::Kind::Changed), true, p));
    QVERIFY(!DiffDelegate::background(int(DiffRow::Kind::Equal), true, p).isValid());
}

QTEST_MAIN(TestDiffView)
#include "tst_DiffView.moc"
