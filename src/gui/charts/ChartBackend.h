#pragma once

#include "ChartSpec.h"

#include <QtPlugin>

#include <functional>

class QWidget;

namespace metadesk::charts {

/// What the chart module (src/charts, metadesk-charts.so) offers the program: a view and a way to draw a Spec in it.
/// Loaded by ChartView when a chart is first shown, so that a session that shows none never maps Qt Charts (and the
/// Qt OpenGL it needs): about 1.1 MB of every window's memory.
class ChartBackend {
public:
    virtual ~ChartBackend() = default;
    /// A new, empty view in `parent`: antialiased, never taking the keyboard focus (each chart's figures are reached
    /// by keyboard elsewhere on its page).
    virtual QWidget* createView(QWidget* parent) = 0;
    /// Draws `spec` in `view` (from createView), replacing what it showed. `clicked(bar, set)`: a bar's part was
    /// clicked, by the bar's index and the set's index in spec.bars.
    virtual void draw(QWidget* view, const Spec& spec, std::function<void(int bar, int set)> clicked) = 0;
};

} // namespace metadesk::charts

#define METADESK_CHART_BACKEND_IID "org.metadesk.ChartBackend/1"
Q_DECLARE_INTERFACE(metadesk::charts::ChartBackend, METADESK_CHART_BACKEND_IID)
