#pragma once

#include "ChartSpec.h"

#include <QWidget>

class QLabel;
class QStackedLayout;

namespace metadesk {

/// A chart on a page. The page says what to draw (charts::Spec); the view draws it with the chart module
/// (metadesk-charts.so), loaded when the first chart is shown, or ahead on a thread of its own as a page that charts
/// starts reading (loadModuleSoon): a session that opens no such page never maps Qt Charts.
/// Where the module cannot be loaded, the view says so in a sentence; the page's figures stay as they are.
class ChartView : public QWidget {
    Q_OBJECT
public:
    explicit ChartView(QWidget* parent = nullptr);

    /// A spec in the look of every chart of Metadesk: the palette's text colour for the title, legend and labels, its
    /// mid tone for the axes and grid.
    static charts::Spec newSpec(const QString& title, const QPalette& palette);

    /// Draws `spec` now if the view is shown, else when it is first shown.
    void setChart(const charts::Spec& spec);
    /// What is drawn, or will be once the view is shown.
    const charts::Spec& chart() const { return m_spec; }
    /// The module's view (a QChartView) once a chart was drawn; null before, and where the module is missing.
    QWidget* canvas() const { return m_canvas; }
    /// Why no chart can be drawn; empty while charts can be (or before the first was shown).
    QString unavailableText() const;

    /// Where the module is looked for: beside the installed program (its library directory's metadesk/), then, for a
    /// program run from its build tree (a CMakeCache.txt above it), that tree's modules/.
    static QStringList moduleCandidates();
    /// Maps the module (and Qt Charts with it) on a thread of its own, once: a page that will chart its figures calls
    /// it as it starts reading them, so that the first chart drawn does not load some 20 MB of libraries on the
    /// window's thread (7-14 ms there after the page cache was dropped, 50 ms once in a cold bench run).
    static void loadModuleSoon();
    /// Loads the module from `file` instead (tests: a module that is not there, or not a module); an empty `file`
    /// goes back to the candidates. Takes effect at the next chart drawn, unless a module is loaded: it stays.
    static void setModuleFile(const QString& file);

signals:
    /// A bar's part was clicked: the bar's index and its set's key (charts::BarSet::key).
    void barClicked(int index, const QString& key);

protected:
    void showEvent(QShowEvent* event) override;

private:
    void draw();

    charts::Spec m_spec;
    bool m_drawn = true; ///< m_spec is on the canvas (nothing to draw before the first setChart)
    QStackedLayout* m_stack = nullptr;
    QWidget* m_canvas = nullptr;
    QLabel* m_unavailable = nullptr;
};

} // namespace metadesk
