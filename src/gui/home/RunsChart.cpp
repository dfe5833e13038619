#include "RunsChart.h"

#include "HomeTones.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace metadesk {

RunsChart::RunsChart(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view = new ChartView(this); // never the keyboard's focus: the tiles above lead to the same rows
    m_view->setObjectName(QStringLiteral("runsChart"));
    m_view->setAccessibleName(tr("Runs per day by status"));
    m_view->setMinimumHeight(220);
    layout->addWidget(m_view);
    connect(m_view, &ChartView::barClicked, this, [this](int index, const QString& status) {
        if (index < 0 || index >= m_days.size())
            return;
        emit linkActivated(dayLink(m_days.at(index), status, index == m_days.size() - 1));
    });
    m_empty = new QLabel(this);
    m_empty->setObjectName(QStringLiteral("runsChartEmpty"));
    m_empty->setAccessibleName(tr("About the runs chart"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->hide();
    layout->addWidget(m_empty);
}

QString RunsChart::emptyText() const {
    return m_empty->isVisibleTo(this) ? m_empty->text() : QString();
}

void RunsChart::setDays(const QList<HomeRunDay>& days, const QStringList& statusOrder, int daysComing) {
    m_days = days;
    m_daysComing = daysComing;
    if (!statusOrder.isEmpty()) // a refresh keeps the platform's order of statuses
        m_statusOrder = statusOrder;
    rebuild();
}

void RunsChart::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        rebuild();
}

HomeLink RunsChart::dayLink(const HomeRunDay& day, const QString& status, bool today) {
    // A bar is drawn only for a status the day counted, so its key range is known.
    return HomeSummary::runsLink(day, status, today, 0);
}

QMap<QString, QList<qint64>> RunsChart::stackByStatus(charts::Spec* chart, const QList<HomeRunDay>& days,
                                                      QStringList order, const QPalette& palette, bool inWords) {
    for (const HomeRunDay& d : days)
        for (auto it = d.byStatus.cbegin(); it != d.byStatus.cend(); ++it)
            if (!order.contains(it.key()))
                order << it.key();
    QMap<QString, QList<qint64>> series;
    for (const QString& status : std::as_const(order)) {
        charts::BarSet set{
            inWords ? HomeSummary::statusText(status) : status, status, runStatusColour(status, palette), {}};
        QList<qint64>& values = series[status];
        for (const HomeRunDay& d : days) {
            values << d.byStatus.value(status);
            set.values << double(values.constLast());
        }
        chart->bars << set;
    }
    const QLocale locale;
    for (const HomeRunDay& d : days)
        chart->categories << locale.toString(d.day, QStringLiteral("d MMM"));
    return series;
}

void RunsChart::rebuild() {
    charts::Spec chart = ChartView::newSpec(
        m_daysComing > 0
            ? tr("Runs started per day (UTC): the %n day(s) before these are being read…", nullptr, m_daysComing)
            : tr("Runs started per day (UTC), the last %1 days").arg(m_days.size()),
        palette());

    qint64 peak = 0; // the tallest day's stack
    for (const HomeRunDay& d : std::as_const(m_days)) {
        qint64 day = 0;
        for (qint64 n : d.byStatus)
            day += n;
        peak = qMax(peak, day);
    }

    m_series = stackByStatus(&chart, m_days, m_statusOrder, palette(), false);
    if (peak > 0) {
        chart.left.niceNumbers = true;
    } else {
        // Nothing to scale: nice numbers of an empty range are NaN (and a warning). An axis from 0 to 1 and a sentence
        // say there were no runs.
        chart.left.min = 0;
        chart.left.max = 1;
        chart.left.tickCount = 2;
    }
    m_empty->setText(m_days.isEmpty() ? tr("No runs to chart.")
                                      : tr("No runs were started in these %n day(s).", nullptr, int(m_days.size())));
    m_empty->setVisible(peak == 0 && m_daysComing == 0); // the days being read may hold some
    m_view->setChart(chart);
}

} // namespace metadesk
