#pragma once

#include "core/home/HomeSummary.h"
#include "gui/charts/ChartView.h"

#include <QWidget>

class QLabel;

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
    /// Fills `chart` with the runs of `days` stacked by status, as the overview and the queue's statistics draw them:
    /// the statuses of `order` first, then any other the days hold; each status in its colour, named in the legend
    /// by its words (`inWords`, HomeSummary::statusText) or as stored, a click's key the stored status; each day named
    /// "3 Dec". Returns each status's counts, one per day.
    static QMap<QString, QList<qint64>> stackByStatus(charts::Spec* chart, const QList<HomeRunDay>& days,
                                                      QStringList order, const QPalette& palette, bool inWords);
    /// The view that draws it (tests: what it draws).
    ChartView* view() const { return m_view; }
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

    ChartView* m_view = nullptr;
    QLabel* m_empty = nullptr;
    QList<HomeRunDay> m_days;
    int m_daysComing = 0;
    QStringList m_statusOrder;
    QMap<QString, QList<qint64>> m_series;
};

} // namespace metadesk
