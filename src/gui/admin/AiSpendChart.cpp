#include "AiSpendChart.h"

#include "gui/charts/ChartView.h"
#include "gui/style/Theme.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QSet>
#include <QVBoxLayout>

namespace metadesk {

AiSpendChart::AiSpendChart(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_view = new ChartView(this);
    m_view->setObjectName(QStringLiteral("aiSpendChart"));
    m_view->setAccessibleName(tr("AI spend per day and user"));
    m_view->setMinimumHeight(240);
    layout->addWidget(m_view);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("aiSpendNote"));
    m_note->setAccessibleName(tr("About the AI spend chart"));
    m_note->setWordWrap(true);
    m_note->setTextFormat(Qt::PlainText);
    layout->addWidget(m_note);
}

QString AiSpendChart::noteText() const {
    return m_note->text();
}

void AiSpendChart::setDays(const QList<AiSpendDay>& days, const QMap<qint64, QString>& labels, const AiBudget& budget) {
    m_days = days;
    m_labels = labels;
    m_caps = budget;
    rebuild();
}

void AiSpendChart::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        rebuild();
}

void AiSpendChart::rebuild() {
    const QLocale locale;
    charts::Spec chart =
        ChartView::newSpec(tr("AI spend per day (UTC, USD), the last %1 days").arg(m_days.size()), palette());
    // Users in the order of their total, the biggest spender at the bottom of each stack.
    QMap<qint64, double> byUser;
    double peak = 0;
    qint64 unknown = 0;
    for (const AiSpendDay& d : std::as_const(m_days)) {
        for (auto it = d.perUser.cbegin(); it != d.perUser.cend(); ++it)
            byUser[it.key()] += it.value();
        peak = qMax(peak, d.total);
        unknown += d.unknownCost;
    }
    QList<qint64> users = byUser.keys();
    std::stable_sort(users.begin(), users.end(), [&byUser](qint64 a, qint64 b) { return byUser[a] > byUser[b]; });

    m_series.clear();
    m_budget.clear();
    for (qint64 user : std::as_const(users)) {
        const QString label = m_labels.contains(user) ? m_labels.value(user) : tr("user %1").arg(user);
        QList<double> values;
        for (const AiSpendDay& d : std::as_const(m_days))
            values << d.perUser.value(user);
        m_series.insert(label, values);
        chart.bars << charts::BarSet{label, QString::number(user), QColor(), values};
    }
    QList<double> totals;
    for (const AiSpendDay& d : std::as_const(m_days))
        totals << d.total;
    m_series.insert(tr("Total"), totals);

    for (const AiSpendDay& d : std::as_const(m_days))
        chart.categories << locale.toString(d.day, QStringLiteral("d MMM"));
    chart.left.labelFormat = QStringLiteral("%.2f");

    // The caps as horizontal lines across the days (from the first bar's left edge to the last one's right).
    const auto capLine = [&](const QString& name, double value, theme::Tone tone) {
        if (value <= 0 || m_days.isEmpty())
            return;
        chart.lines << charts::Line{name,
                                    theme::toneColour(tone, palette()),
                                    2,
                                    Qt::DashLine,
                                    {QPointF(-0.5, value), QPointF(double(m_days.size()) - 0.5, value)},
                                    false};
        m_budget.insert(name, value);
        peak = qMax(peak, value);
    };
    capLine(tr("Daily cap of the installation"), m_caps.totalPerDayUsd, theme::Tone::Bad);
    capLine(tr("Daily cap per user"), m_caps.perUserPerDayUsd, theme::Tone::Warning);
    if (peak > 0) {
        chart.left.max = peak * 1.1;
        chart.left.niceNumbers = true;
        chart.left.decimalsFollowTicks = true; // a day of a few tenths of a cent reads 0.0027, not 0.00
    } else {
        chart.left.max = 1;
        chart.left.tickCount = 2;
    }

    QStringList note;
    if (m_days.isEmpty() || byUser.isEmpty())
        note << tr("No AI spend with a known cost on these %n day(s).", nullptr, int(m_days.size()));
    if (unknown > 0)
        note << tr("%n turn(s) have no cost: the platform could not price their model (unknown, not free).", nullptr,
                   int(unknown));
    if (m_caps.isDefault())
        note << tr("No daily cap is set for this database (AI__MAX_COST_PER_DAY_USD and AI__MAX_COST_PER_DAY_TOTAL_USD "
                   "are 0, the platform's default); set the installation's values in Connection Settings.");
    else
        note << tr("The caps are this database's AI__MAX_COST_PER_DAY_USD and AI__MAX_COST_PER_DAY_TOTAL_USD, as kept "
                   "in Connection Settings; the platform refuses a turn once a user or the installation reached one.");
    m_note->setText(note.join(QLatin1Char(' ')));

    m_view->setChart(chart);
}

} // namespace metadesk
