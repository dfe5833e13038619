#pragma once

#include "core/home/HomeSummary.h"

#include <QWidget>

class QChartView;
class QChart;
class QLabel;
class QPalette;

namespace metadesk {

/// The runs started on each of the last days, stacked by status; a bar opens those runs.
class RunsChart : public QWidget {
    Q_OBJECT
public:
    explicit RunsChart(QWidget* parent = nullptr);

    /// Draws the days; statuses in `statusOrder` first (an empty list keeps the order given before). `daysComing`:
    /// how many days before the first one given are still being read (said in the title, never drawn as empty).
    void setDays(const QList<HomeRunDay>& days, const QStringList& statusOrder, int daysComing = 0);
    /// The chart's data as drawn (for tests): one entry per status, one value per day.
    QMap<QString, QList<qint64>> series() const { return m_series; }
    /// A chart with the look of the runs charts (no background, legend under it, text in the palette's colour).
    static QChart* newChart(const QString& title, const QPalette& palette);
    /// Gives every axis of `chart` the palette's colours.
    static void styleAxes(QChart* chart, const QPalette& palette);
    /// Where a bar leads: the runs started on `day` (UTC) with `status`, newest first by key, read by their key range
    /// (HomeSummary::runsLink); the last day, `today`, is open-ended so runs started since show too.
    static HomeLink dayLink(const HomeRunDay& day, const QString& status, bool today);

    /// The sentence shown under an empty chart (no run on any of the days); empty while there are runs.
    QString emptyText() const;

signals:
    void linkActivated(const HomeLink& link);

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();

    QChartView* m_view = nullptr;
    QLabel* m_empty = nullptr;
    QList<HomeRunDay> m_days;
    int m_daysComing = 0;
    QStringList m_statusOrder;
    QMap<QString, QList<qint64>> m_series;
};

} // namespace metadesk
