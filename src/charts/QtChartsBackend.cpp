// The chart module: draws a metadesk::charts::Spec with Qt Charts. Built as metadesk-charts.so, loaded by ChartView
// when the first chart is shown; the program itself does not link Qt Charts.

#include "gui/charts/ChartBackend.h"

#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QFontMetricsF>
#include <QLineSeries>
#include <QLocale>
#include <QObject>
#include <QPen>
#include <QStackedBarSeries>
#include <QToolTip>
#include <QValueAxis>

#include <cmath>

namespace metadesk::charts {

namespace {

/// Applies what `spec` asks of a value axis that has its series attached (a range from the data is known only then).
void shape(QValueAxis* axis, const Axis& spec) {
    axis->setLabelFormat(spec.labelFormat);
    if (spec.min < spec.max)
        axis->setRange(spec.min, spec.max);
    if (spec.tickCount > 0)
        axis->setTickCount(spec.tickCount);
    if (spec.niceNumbers)
        axis->applyNiceNumbers();
    if (!spec.decimalsFollowTicks && spec.labelFormat == QLatin1String("%.0f")) {
        // Whole figures (runs, tokens, requests): ticks on whole numbers only. Nice numbers of 0…2 tick every 0.5,
        // which read "0, 1, 1, 2, 2".
        const double step = (axis->max() - axis->min()) / qMax(1, axis->tickCount() - 1);
        if (step < 1 || step != std::floor(step)) {
            axis->setTickType(QValueAxis::TicksDynamic);
            axis->setTickAnchor(0);
            axis->setTickInterval(qMax(1.0, std::ceil(step)));
        }
    }
    if (spec.decimalsFollowTicks) {
        const double step = axis->max() / qMax(1, axis->tickCount() - 1);
        const int decimals = step >= 1 ? 0 : qMin(6, int(std::ceil(-std::log10(step))) + 1);
        axis->setLabelFormat(QStringLiteral("%.%1f").arg(qMax(2, decimals)));
    }
}

/// What a part of a bar says under the pointer: its bar's name, its set's and its figure, and the bar's whole
/// ("3 Dec · succeeded: 85 / 105"): the figures the chart was given, not read off its height.
QString partText(const QStackedBarSeries* stacked, const QStringList& categories, int index, const QBarSet* set) {
    double whole = 0;
    for (const QBarSet* part : stacked->barSets())
        whole += part->at(index);
    const QLocale locale;
    return QStringLiteral("%1 · %2: %3 / %4")
        .arg(categories.value(index), set->label(), locale.toString(set->at(index), 'g', 15),
             locale.toString(whole, 'g', 15));
}

/// Names the bars of `axis` under their middles: every bar where the widest name fits in a bar's width (with room
/// between names), else every n-th counted back from the last, so that no name is cut or overlaps the next. Worked out
/// again whenever the plot area changes (a resized window).
class BarNames : public QObject {
public:
    /// `axis` is on `chart` already (the chart's theme gives it its font).
    BarNames(QChart* chart, QCategoryAxis* axis, const QStringList& names)
        : QObject(chart), m_axis(axis), m_names(names) {
        name(1);
        connect(chart, &QChart::plotAreaChanged, this, [this](const QRectF& plot) { fit(plot.width()); });
    }

    void fit(double width) {
        if (width <= 0 || m_names.isEmpty())
            return;
        const QFontMetricsF metrics(m_axis->labelsFont());
        double widest = 0;
        for (const QString& name : std::as_const(m_names))
            widest = qMax(widest, metrics.horizontalAdvance(name));
        widest += 2 * metrics.averageCharWidth(); // room between two names
        name(qMax(1, int(std::ceil(widest / (width / double(m_names.size()))))));
    }

private:
    void name(int step) {
        if (step == m_step)
            return;
        m_step = step;
        for (const QString& label : m_axis->categoriesLabels())
            m_axis->remove(label);
        // Counted from the last bar, which is always named: the newest day, today's on a chart of days.
        for (qsizetype i = (m_names.size() - 1) % step; i < m_names.size(); i += step)
            m_axis->append(m_names.at(i), double(i));
    }

    QCategoryAxis* m_axis;
    QStringList m_names;
    int m_step = 0;
};

} // namespace

class QtChartsBackend : public QObject, public ChartBackend {
    Q_OBJECT
    Q_PLUGIN_METADATA(IID METADESK_CHART_BACKEND_IID)
    Q_INTERFACES(metadesk::charts::ChartBackend)

public:
    QWidget* createView(QWidget* parent) override {
        auto* view = new QChartView(parent);
        view->setRenderHint(QPainter::Antialiasing);
        view->setFocusPolicy(Qt::NoFocus);
        return view;
    }

    void draw(QWidget* view, const Spec& spec, std::function<void(int, int)> clicked) override {
        auto* chartView = qobject_cast<QChartView*>(view);
        if (!chartView)
            return;
        auto* chart = new QChart();
        chart->setBackgroundVisible(false);
        chart->setMargins(QMargins(4, 4, 4, 4));
        chart->legend()->setAlignment(Qt::AlignBottom);
        chart->legend()->setLabelColor(spec.text);
        chart->setTitle(spec.title);
        chart->setTitleBrush(spec.text);
        chart->setLocalizeNumbers(true); // the axes' figures as the rest of the program writes them: 2,000,000
        chart->setLocale(QLocale());
        if (!spec.isEmpty())
            fill(chart, spec, std::move(clicked));
        QChart* old = chartView->chart();
        chartView->setChart(chart);
        delete old;
    }

private:
    static void fill(QChart* chart, const Spec& spec, std::function<void(int, int)> clicked) {
        const double bars = double(spec.categories.size());
        QStackedBarSeries* stacked = nullptr;
        if (!spec.bars.isEmpty()) {
            stacked = new QStackedBarSeries(chart);
            for (const BarSet& part : spec.bars) {
                auto* set = new QBarSet(part.label, stacked);
                for (double value : part.values)
                    *set << value;
                if (part.colour.isValid()) {
                    set->setColor(part.colour);
                    set->setBorderColor(part.colour);
                }
                stacked->append(set);
            }
            chart->addSeries(stacked);
        }
        QList<QLineSeries*> lines;
        for (const Line& wanted : spec.lines) {
            auto* line = new QLineSeries(chart);
            line->setName(wanted.name);
            if (wanted.width > 0 || wanted.style != Qt::SolidLine) {
                QPen pen(wanted.colour);
                if (wanted.width > 0)
                    pen.setWidthF(wanted.width);
                pen.setStyle(wanted.style);
                line->setPen(pen);
            } else if (wanted.colour.isValid()) {
                line->setColor(wanted.colour); // the chart's own pen, in this colour
            }
            line->append(wanted.points);
            chart->addSeries(line);
            lines << line;
        }

        // The bars sit at 0…n−1 on a value axis, each named under its middle where the names fit, else every n-th.
        auto* x = new QCategoryAxis(chart);
        x->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
        x->setRange(-0.5, bars - 0.5);
        x->setStartValue(-0.5);
        x->setTitleText(spec.categoryTitle);
        auto* left = new QValueAxis(chart);
        left->setTitleText(spec.left.title);
        chart->addAxis(x, Qt::AlignBottom);
        new BarNames(chart, x, spec.categories);
        chart->addAxis(left, Qt::AlignLeft);
        QValueAxis* right = nullptr;
        if (spec.hasRight) {
            right = new QValueAxis(chart);
            right->setTitleText(spec.right.title);
            chart->addAxis(right, Qt::AlignRight);
        }
        if (stacked) {
            stacked->attachAxis(x);
            stacked->attachAxis(left);
        }
        if (!lines.isEmpty()) {
            // Lines read x as the bar's index: a hidden value axis over the bars' whole width (-0.5 … n − 0.5, as a
            // category axis spans), so a line from -0.5 to n − 0.5 crosses every bar.
            auto* across = new QValueAxis(chart);
            across->setRange(-0.5, bars - 0.5);
            across->setVisible(false);
            chart->addAxis(across, Qt::AlignBottom);
            for (qsizetype i = 0; i < lines.size(); ++i) {
                lines.at(i)->attachAxis(across);
                lines.at(i)->attachAxis(spec.lines.at(i).rightAxis && right ? right : left);
            }
        }
        for (QAbstractAxis* axis : chart->axes()) {
            axis->setLabelsColor(spec.text);
            axis->setTitleBrush(spec.text);
            axis->setGridLineColor(spec.grid);
            axis->setLinePenColor(spec.grid);
        }
        x->setGridLineVisible(false); // its lines would cross the named bars
        if (right)
            right->setGridLineVisible(false); // the left axis's lines are the chart's; two sets would not line up
        shape(left, spec.left);
        if (right)
            shape(right, spec.right);
        if (stacked && clicked)
            QObject::connect(stacked, &QStackedBarSeries::clicked, chart, [stacked, clicked](int index, QBarSet* set) {
                clicked(index, int(stacked->barSets().indexOf(set)));
            });
        if (stacked)
            QObject::connect(stacked, &QStackedBarSeries::hovered, chart,
                             [stacked, categories = spec.categories](bool on, int index, QBarSet* set) {
                                 if (on)
                                     QToolTip::showText(QCursor::pos(), partText(stacked, categories, index, set));
                                 else
                                     QToolTip::hideText();
                             });
    }
};

} // namespace metadesk::charts

#include "QtChartsBackend.moc"
