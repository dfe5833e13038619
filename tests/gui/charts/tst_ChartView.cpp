#include "gui/charts/ChartView.h"

#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QFile>
#include <QFontMetricsF>
#include <QLibraryInfo>
#include <QLineSeries>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStackedBarSeries>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QValueAxis>

#include <cmath>

using namespace metadesk;

/// The chart view and the chart module it loads (metadesk-charts.so, the one part that links Qt Charts): the module
/// is not in the process until a chart is shown or a page that charts asks for it ahead; a module that is missing or is
/// no module is said in the view; what a page asks (charts::Spec) is what the module's QChart draws.
class TestChartView : public QObject {
    Q_OBJECT
private slots:
    void aMissingModuleIsSaid(); // first: the module is loaded once per process
    void loadedWhenFirstShown();
    void drawsWhatThePageAsks();
    void namesTheBarsThatFit();
    void wholeFiguresTickOnWholeNumbers();
    void aClickNamesTheBarAndItsKey();
    void aBarUnderThePointerSaysItsFigures();

private:
    static bool mapped(const char* library);
    static charts::Spec twoStatuses();
    static QChart* drawn(ChartView& view);
};

bool TestChartView::mapped(const char* library) {
    QFile maps(QStringLiteral("/proc/self/maps"));
    return maps.open(QIODevice::ReadOnly) && maps.readAll().contains(library);
}

charts::Spec TestChartView::twoStatuses() {
    charts::Spec spec = ChartView::newSpec(QStringLiteral("Runs per day"), QPalette());
    spec.categories = {QStringLiteral("1 Dec"), QStringLiteral("2 Dec"), QStringLiteral("3 Dec")};
    spec.bars << charts::BarSet{
        QStringLiteral("succeeded"), QStringLiteral("SUCCESS"), QColor(Qt::darkGreen), {3, 0, 1}};
    spec.bars << charts::BarSet{QStringLiteral("failed"), QStringLiteral("FAILURE"), QColor(Qt::red), {1, 2, 0}};
    spec.left.niceNumbers = true;
    return spec;
}

QChart* TestChartView::drawn(ChartView& view) {
    auto* canvas = qobject_cast<QChartView*>(view.canvas());
    return canvas ? canvas->chart() : nullptr;
}

void TestChartView::aMissingModuleIsSaid() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto back = qScopeGuard([] { ChartView::setModuleFile(QString()); });
    ChartView::setModuleFile(dir.filePath(QStringLiteral("metadesk-charts.so")));
    ChartView view;
    view.resize(500, 300);
    view.setChart(twoStatuses());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(!view.canvas());
    QCOMPARE(view.unavailableText(), QStringLiteral("Charts cannot be drawn: the chart module (%1) is not installed.")
                                         .arg(dir.filePath(QStringLiteral("metadesk-charts.so"))));

    // A file that is no module: the loader's reason.
    QFile notAModule(dir.filePath(QStringLiteral("text.so")));
    QVERIFY(notAModule.open(QIODevice::WriteOnly) && notAModule.write("not a module\n") > 0);
    notAModule.close();
    ChartView::setModuleFile(notAModule.fileName());
    view.setChart(twoStatuses());
    QVERIFY(!view.canvas());
    QVERIFY2(view.unavailableText().startsWith(QStringLiteral("Charts cannot be drawn: ")) &&
                 view.unavailableText().contains(QStringLiteral("text.so")),
             qPrintable(view.unavailableText()));
    // A Qt plugin, but another program's: said so, not "Unknown error".
    const QString gif = QLibraryInfo::path(QLibraryInfo::PluginsPath) + QStringLiteral("/imageformats/libqgif.so");
    QVERIFY2(QFile::exists(gif), qPrintable(gif));
    ChartView::setModuleFile(gif);
    view.setChart(twoStatuses());
    QVERIFY(!view.canvas());
    QCOMPARE(
        view.unavailableText(),
        QStringLiteral("Charts cannot be drawn: %1 is not the chart module of this version of Metadesk.").arg(gif));
    QVERIFY(!mapped("metadesk-charts.so"));
}

void TestChartView::loadedWhenFirstShown() {
    // The module is looked for beside the program, then in its build tree, where this test runs.
    const QStringList candidates = ChartView::moduleCandidates();
    QCOMPARE(candidates.size(), 2);
    QVERIFY2(QFile::exists(candidates.at(1)), qPrintable(candidates.join(QStringLiteral(", "))));

    ChartView view;
    view.resize(500, 300);
    view.setChart(twoStatuses());
    QVERIFY(!view.canvas());
    // (This test links Qt Charts to look into the charts; tst_mainwindow shows the program does not load it.)
    QVERIFY2(!mapped("metadesk-charts.so"), "the chart module was loaded before a chart was shown");
    // A page about to chart asks for it ahead: mapped on another thread while this one goes on, nothing drawn yet.
    ChartView::loadModuleSoon();
    QTRY_VERIFY(mapped("metadesk-charts.so"));
    QVERIFY(!view.canvas());
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QVERIFY(view.canvas());
    QVERIFY(view.unavailableText().isEmpty());
    QVERIFY(mapped("metadesk-charts.so"));
    QVERIFY(drawn(view));
    QCOMPARE(drawn(view)->title(), QStringLiteral("Runs per day"));
    QCOMPARE(view.canvas()->focusPolicy(), Qt::NoFocus);
}

void TestChartView::drawsWhatThePageAsks() {
    charts::Spec spec = twoStatuses();
    spec.categoryTitle = QStringLiteral("UTC day");
    spec.left.title = QStringLiteral("Tokens");
    spec.left.min = 0;
    spec.left.max = 0.0033;
    spec.left.decimalsFollowTicks = true;
    spec.hasRight = true;
    spec.right.title = QStringLiteral("Requests");
    spec.right.min = 0;
    spec.right.max = 50;
    spec.lines << charts::Line{
        QStringLiteral("cap"), QColor(Qt::blue), 2, Qt::DashLine, {QPointF(-0.5, 0.003), QPointF(2.5, 0.003)}, false};
    spec.lines << charts::Line{QStringLiteral("requests"),
                               QColor(Qt::magenta),
                               0,
                               Qt::SolidLine,
                               {QPointF(0, 10), QPointF(1, 40), QPointF(2, 20)},
                               true};
    ChartView view;
    view.resize(600, 360);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setChart(spec);
    QChart* chart = drawn(view);
    QVERIFY(chart);
    QCOMPARE(view.chart().title, spec.title);
    QCOMPARE(chart->series().size(), 3);

    auto* bars = qobject_cast<QStackedBarSeries*>(chart->series().at(0));
    QVERIFY(bars);
    QCOMPARE(bars->barSets().size(), 2);
    QCOMPARE(bars->barSets().at(0)->label(), QStringLiteral("succeeded"));
    QCOMPARE(bars->barSets().at(0)->color(), QColor(Qt::darkGreen));
    QCOMPARE(bars->barSets().at(1)->sum(), 3.0);
    QCOMPARE(bars->barSets().at(1)->at(1), 2.0);

    auto* cap = qobject_cast<QLineSeries*>(chart->series().at(1));
    auto* requests = qobject_cast<QLineSeries*>(chart->series().at(2));
    QVERIFY(cap && requests);
    QCOMPARE(cap->pen().style(), Qt::DashLine);
    QCOMPARE(cap->pen().widthF(), 2.0);
    QCOMPARE(cap->points(), spec.lines.at(0).points);
    QCOMPARE(requests->color(), QColor(Qt::magenta));

    // Three days fit: each named under its bar.
    auto* x = qobject_cast<QCategoryAxis*>(chart->axes(Qt::Horizontal, bars).value(0));
    QVERIFY(x);
    QCOMPARE(x->categoriesLabels(), spec.categories);
    QCOMPARE(x->endValue(QStringLiteral("2 Dec")), 1.0);
    QCOMPARE(x->titleText(), QStringLiteral("UTC day"));
    auto* left = qobject_cast<QValueAxis*>(chart->axes(Qt::Vertical, bars).value(0));
    QVERIFY(left);
    QCOMPARE(left->titleText(), QStringLiteral("Tokens"));
    // A few thousandths: the labels' decimals follow the ticks, not a fixed two.
    QVERIFY2(left->max() >= 0.0033 && left->max() < 0.01, qPrintable(QString::number(left->max())));
    QCOMPARE(left->labelFormat(), QStringLiteral("%.4f"));
    QCOMPARE(chart->axes(Qt::Vertical, cap).value(0), left);
    auto* right = qobject_cast<QValueAxis*>(chart->axes(Qt::Vertical, requests).value(0));
    QVERIFY(right && right != left);
    QCOMPARE(right->titleText(), QStringLiteral("Requests"));
    QCOMPARE(right->max(), 50.0);
    QVERIFY(left->isGridLineVisible());
    QVERIFY(!right->isGridLineVisible()); // one set of grid lines, the left axis's
    // Figures as the program writes them (the locale's digit grouping).
    QVERIFY(chart->localizeNumbers());
    QCOMPARE(chart->locale(), QLocale());
    // The lines read x as the bar's index on a hidden axis over the bars' whole width.
    auto* across = qobject_cast<QValueAxis*>(chart->axes(Qt::Horizontal, cap).value(0));
    QVERIFY(across && !across->isVisible());
    QCOMPARE(across->min(), -0.5);
    QCOMPARE(across->max(), 2.5);
    // The palette's colours on every axis; figures in a format Qt Charts writes in the locale's form (it leaves the
    // labels of any other format empty).
    const QRegularExpression localizable(QStringLiteral("^[^%]*%\\.\\d+[defgiEG].*$"));
    for (QAbstractAxis* axis : chart->axes()) {
        QCOMPARE(axis->labelsColor(), spec.text);
        auto* values = qobject_cast<QValueAxis*>(axis);
        if (values && values->isVisible() && !qobject_cast<QCategoryAxis*>(axis)) // the days' axis has names
            QVERIFY2(localizable.match(values->labelFormat()).hasMatch(), qPrintable(values->labelFormat()));
    }
    QCOMPARE(charts::Axis().labelFormat, QStringLiteral("%.0f"));

    // A chart of nothing: the title alone, no axis to scale.
    view.setChart(ChartView::newSpec(QStringLiteral("Nothing"), QPalette()));
    QCOMPARE(drawn(view)->title(), QStringLiteral("Nothing"));
    QVERIFY(drawn(view)->series().isEmpty());
    QVERIFY(drawn(view)->axes().isEmpty());
}

void TestChartView::namesTheBarsThatFit() {
    // Ninety days in a narrow chart: every n-th named, counted back from the last day (always named: today's on the
    // overview), none cut, none overlapping the next; more of them once wider.
    charts::Spec spec = twoStatuses();
    spec.categories.clear();
    spec.bars = {charts::BarSet{QStringLiteral("succeeded"), QStringLiteral("SUCCESS"), QColor(), {}}};
    const QDate first(2026, 9, 7);
    for (int i = 0; i < 90; ++i) {
        spec.categories << QLocale().toString(first.addDays(i), QStringLiteral("d MMM"));
        spec.bars[0].values << double(i % 7);
    }
    ChartView view;
    view.resize(500, 300);
    view.setChart(spec);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QChart* chart = drawn(view);
    QVERIFY(chart);
    auto* x = qobject_cast<QCategoryAxis*>(chart->axes(Qt::Horizontal).value(0));
    QVERIFY(x);
    QCOMPARE(x->min(), -0.5);
    QCOMPARE(x->max(), 89.5);
    QVERIFY(!x->isGridLineVisible());
    const auto step = [x, &spec]() {
        const QStringList named = x->categoriesLabels();
        if (named.size() < 2)
            return 0;
        const int every = int(x->endValue(named.at(1)) - x->endValue(named.at(0)));
        const int start = int(spec.categories.size() - 1) - int(named.size() - 1) * every;
        if (start < 0 || start >= every || named.constLast() != spec.categories.constLast())
            return -1;
        for (int i = 0; i < named.size(); ++i) { // the days, in order, each under its own bar
            const int bar = start + i * every;
            if (named.at(i) != spec.categories.value(bar) || x->endValue(named.at(i)) != double(bar))
                return -1;
        }
        return every;
    };
    QTRY_VERIFY(chart->plotArea().width() > 0);
    const int narrow = step();
    QVERIFY2(narrow > 1, qPrintable(QString::number(narrow)));
    const QFontMetricsF metrics(x->labelsFont());
    const double slot = chart->plotArea().width() / 90;
    QVERIFY2(narrow * slot >= metrics.horizontalAdvance(QStringLiteral("30 Sep")),
             qPrintable(QStringLiteral("%1 bars of %2 px").arg(narrow).arg(slot)));

    view.resize(1500, 300);
    QTRY_VERIFY(step() > 0 && step() < narrow);
}

void TestChartView::wholeFiguresTickOnWholeNumbers() {
    // Two runs at most: nice numbers would tick every 0.5 and "%.0f" read them 0, 1, 1, 2, 2.
    charts::Spec spec = twoStatuses();
    spec.bars = {charts::BarSet{QStringLiteral("waiting"), QStringLiteral("PENDING"), QColor(), {0, 1, 0}},
                 charts::BarSet{QStringLiteral("running"), QStringLiteral("STARTED"), QColor(), {0, 1, 0}}};
    ChartView view;
    view.resize(600, 300);
    view.setChart(spec);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto* left = qobject_cast<QValueAxis*>(drawn(view)->axes(Qt::Vertical).value(0));
    QVERIFY(left);
    QCOMPARE(left->labelFormat(), QStringLiteral("%.0f"));
    const double step = left->tickType() == QValueAxis::TicksDynamic
                            ? left->tickInterval()
                            : (left->max() - left->min()) / qMax(1, left->tickCount() - 1);
    QVERIFY2(step >= 1 && step == std::floor(step), qPrintable(QString::number(step)));
    QCOMPARE(left->tickAnchor(), 0.0);
}

void TestChartView::aClickNamesTheBarAndItsKey() {
    ChartView view;
    view.resize(500, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setChart(twoStatuses());
    QSignalSpy clicks(&view, &ChartView::barClicked);
    auto* bars = qobject_cast<QStackedBarSeries*>(drawn(view)->series().value(0));
    QVERIFY(bars);
    emit bars->clicked(1, bars->barSets().at(1));
    QCOMPARE(clicks.size(), 1);
    QCOMPARE(clicks.at(0).at(0).toInt(), 1);
    QCOMPARE(clicks.at(0).at(1).toString(), QStringLiteral("FAILURE"));

    // A redraw replaces the chart: the old one's bars lead nowhere, the new one's to the new keys.
    charts::Spec other = twoStatuses();
    other.bars[1].key = QStringLiteral("CANCELLED");
    view.setChart(other);
    bars = qobject_cast<QStackedBarSeries*>(drawn(view)->series().value(0));
    emit bars->clicked(2, bars->barSets().at(1));
    QCOMPARE(clicks.size(), 2);
    QCOMPARE(clicks.at(1).at(1).toString(), QStringLiteral("CANCELLED"));
}

void TestChartView::aBarUnderThePointerSaysItsFigures() {
    // Under the pointer a bar's part says its day, what it counts, its figure and its bar's whole, as given to the
    // chart (not read off the height); it goes when the pointer leaves.
    ChartView view;
    view.resize(500, 300);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    charts::Spec spec = twoStatuses();
    spec.bars[0].values = {1234567, 0, 1};
    view.setChart(spec);
    auto* bars = qobject_cast<QStackedBarSeries*>(drawn(view)->series().value(0));
    QVERIFY(bars);
    emit bars->hovered(true, 0, bars->barSets().at(1));
    QTRY_COMPARE(QToolTip::text(), QStringLiteral("1 Dec · failed: 1 / 1,234,568"));
    emit bars->hovered(true, 2, bars->barSets().at(0));
    QTRY_COMPARE(QToolTip::text(), QStringLiteral("3 Dec · succeeded: 1 / 1"));
    emit bars->hovered(false, 2, bars->barSets().at(0));
    QTRY_VERIFY(!QToolTip::isVisible());
}

QTEST_MAIN(TestChartView)
#include "tst_ChartView.moc"
