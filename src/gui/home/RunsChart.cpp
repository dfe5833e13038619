#include "RunsChart.h"

#include "HomeTones.h"
#include "gui/style/Theme.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QStackedBarSeries>
#include <QVBoxLayout>
#include <QValueAxis>

namespace metadesk {

RunsChart::RunsChart(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view = new QChartView(this);
    m_view->setObjectName(QStringLiteral("runsChart"));
    m_view->setAccessibleName(tr("Runs per day by status"));
    m_view->setRenderHint(QPainter::Antialiasing);
    m_view->setMinimumHeight(220);
    m_view->setFocusPolicy(Qt::NoFocus); // the tiles above lead to the same rows by keyboard
    layout->addWidget(m_view);
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

QChart* RunsChart::newChart(const QString& title, const QPalette& palette) {
    auto* chart = new QChart();
    chart->setBackgroundVisible(false);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->legend()->setLabelColor(palette.color(QPalette::WindowText));
    chart->setTitle(title);
    chart->setTitleBrush(palette.color(QPalette::WindowText));
    return chart;
}

void RunsChart::styleAxes(QChart* chart, const QPalette& palette) {
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsColor(palette.color(QPalette::WindowText));
        axis->setGridLineColor(palette.color(QPalette::Mid));
        axis->setLinePenColor(palette.color(QPalette::Mid));
    }
}

HomeLink RunsChart::dayLink(const HomeRunDay& day, const QString& status, bool today) {
    // A bar is drawn only for a status the day counted, so its key range is known.
    return HomeSummary::runsLink(day, status, today, 0);
}

void RunsChart::rebuild() {
    QChart* chart =
        newChart(m_daysComing > 0 ? tr("Runs started per day (UTC): the %n day(s) before these are being read…",
                                       nullptr, m_daysComing)
                                  : tr("Runs started per day (UTC), the last %1 days").arg(m_days.size()),
                 palette());

    qint64 peak = 0; // the tallest day's stack
    for (const HomeRunDay& d : std::as_const(m_days)) {
        qint64 day = 0;
        for (qint64 n : d.byStatus)
            day += n;
        peak = qMax(peak, day);
    }

    QStringList statuses = m_statusOrder;
    for (const HomeRunDay& d : std::as_const(m_days))
        for (auto it = d.byStatus.cbegin(); it != d.byStatus.cend(); ++it)
            if (!statuses.contains(it.key()))
                statuses << it.key();
    m_series.clear();
    auto* series = new QStackedBarSeries(chart);
    for (const QString& status : std::as_const(statuses)) {
        auto* set = new QBarSet(status, series);
        QList<qint64> values;
        for (const HomeRunDay& d : std::as_const(m_days)) {
            values << d.byStatus.value(status);
            *set << double(d.byStatus.value(status));
        }
        m_series.insert(status, values);
        set->setColor(runStatusColour(status, palette()));
        set->setBorderColor(runStatusColour(status, palette()));
        series->append(set);
    }
    chart->addSeries(series);
    QStringList categories;
    const QLocale locale;
    for (const HomeRunDay& d : std::as_const(m_days))
        categories << locale.toString(d.day, QStringLiteral("d MMM"));
    auto* x = new QBarCategoryAxis(chart);
    x->append(categories);
    auto* y = new QValueAxis(chart);
    y->setLabelFormat(QStringLiteral("%d"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    styleAxes(chart, palette());
    series->attachAxis(x);
    series->attachAxis(y);
    if (peak > 0) {
        y->applyNiceNumbers();
    } else {
        // Nothing to scale: nice numbers of an empty range are NaN (and a warning). An axis from 0 to 1 and a sentence
        // say there were no runs.
        y->setRange(0, 1);
        y->setTickCount(2);
    }
    m_empty->setText(m_days.isEmpty() ? tr("No runs to chart.")
                                      : tr("No runs were started in these %n day(s).", nullptr, int(m_days.size())));
    m_empty->setVisible(peak == 0 && m_daysComing == 0); // the days being read may hold some
    connect(series, &QStackedBarSeries::clicked, this, [this](int index, QBarSet* set) {
        if (index < 0 || index >= m_days.size())
            return;
        emit linkActivated(dayLink(m_days.at(index), set->label(), index == m_days.size() - 1));
    });
    QChart* old = m_view->chart();
    m_view->setChart(chart);
    delete old;
}

} // namespace metadesk
