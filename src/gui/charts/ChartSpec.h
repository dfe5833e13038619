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
    QString labelFormat = QStringLiteral("%d"); ///< printf's form, as Qt Charts reads it
    double min = 0, max = 0;                    ///< a range when min < max; else from the data
    bool niceNumbers = false;                   ///< round the range to readable ticks
    int tickCount = 0;                          ///< 0: the chart's own
    /// The label format's decimals follow the ticks (at least 2, enough that two ticks differ): a day of a few
    /// tenths of a cent reads 0.0027, not 0.00. `labelFormat` is then ignored.
    bool decimalsFollowTicks = false;
};

struct Spec {
    QString title;
    QColor text;            ///< the title's, legend's and axes' labels
    QColor grid;            ///< the axes' lines and grid
    QStringList categories; ///< one per bar, under it
    /// 0: each bar named below it, in its own slot (a long name is cut to the bar's width); n ≥ 1: every n-th bar
    /// named under its middle, free of the bar's width, with no grid line across the bars.
    int labelEvery = 0;
    QString categoryTitle;
    QList<BarSet> bars; ///< stacked
    QList<Line> lines;
    Axis left;
    bool hasRight = false;
    Axis right;

    bool isEmpty() const { return categories.isEmpty() && bars.isEmpty() && lines.isEmpty(); }
};

} // namespace metadesk::charts
