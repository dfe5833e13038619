#pragma once

#include <QColor>
#include <QList>
#include <QPointF>
#include <QString>
#include <QStringList>

namespace metadesk::charts {

/// What a chart draws, in plain values: the pages say what to draw, the chart module (metadesk-charts, loaded when a
/// chart is first shown) draws it with Qt Charts. Header-only, so the module and the program share no code but this.

/// One part of every stacked bar: a value per bar.
struct BarSet {
    QString label;        ///< in the legend
    QString key;          ///< what a click on it is about (ChartView::barClicked), e.g. the stored status
    QColor colour;        ///< fill and border; invalid: the chart's own
    QList<double> values; ///< one per bar
};

/// A line over the bars; x is the bar's index (0 is the first bar's middle, -0.5 its left edge).
struct Line {
    QString name;
    QColor colour;
    double width = 0; ///< 0: the chart's own
    Qt::PenStyle style = Qt::SolidLine;
    QList<QPointF> points;
    bool rightAxis = false; ///< read on the right-hand axis
};

/// A value axis.
struct Axis {
    QString title;
    /// The figures' decimals, as "%.Nf": the chart writes them in the locale's form (2,000,000), which Qt Charts
    /// does only for a format with a precision ("%d" would leave the axis without figures).
    QString labelFormat = QStringLiteral("%.0f");
    double min = 0, max = 0;  ///< a range when min < max; else from the data
    bool niceNumbers = false; ///< round the range to readable ticks
    int tickCount = 0;        ///< 0: the chart's own
    /// The label format's decimals follow the ticks (at least 2, enough that two ticks differ): a day of a few
    /// tenths of a cent reads 0.0027, not 0.00. `labelFormat` is then ignored.
    bool decimalsFollowTicks = false;
};

struct Spec {
    QString title;
    QColor text; ///< the title's, legend's and axes' labels
    QColor grid; ///< the axes' lines and grid
    /// One name per bar, each different (a day: "3 Dec"): under each bar where they fit, else under every n-th.
    QStringList categories;
    QString categoryTitle;
    QList<BarSet> bars; ///< stacked
    QList<Line> lines;
    Axis left;
    bool hasRight = false;
    Axis right;

    bool isEmpty() const { return categories.isEmpty() && bars.isEmpty() && lines.isEmpty(); }
};

} // namespace metadesk::charts
