#pragma once

#include "core/ops/tabularia/AiBudget.h"
#include "core/ops/tabularia/AiSpendFigures.h"

#include <QMap>
#include <QWidget>

class QLabel;

namespace metadesk {

class ChartView;

/// Tabularia's AI spend per UTC day: a bar per user stacked into the day's total, with the platform's daily caps as
/// lines where its installation sets them (the connection profile's AiBudget): the per-user cap and the cap of the
/// whole installation. In the look of every chart (ChartView::newSpec).
class AiSpendChart : public QWidget {
    Q_OBJECT
public:
    explicit AiSpendChart(QWidget* parent = nullptr);

    /// Draws `days`, each user named by `labels` (its e-mail; "user N" for an account that is gone).
    void setDays(const QList<AiSpendDay>& days, const QMap<qint64, QString>& labels, const AiBudget& budget);
    /// The chart's data as drawn (for tests): one entry per user label and "Total", one value per day.
    QMap<QString, QList<double>> series() const { return m_series; }
    /// The budget lines drawn, by name, with their value.
    QMap<QString, double> budgetLines() const { return m_budget; }
    /// The sentence under the chart (the caps, or that there is no spend); empty when none.
    QString noteText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();

    ChartView* m_view = nullptr;
    QLabel* m_note = nullptr;
    QList<AiSpendDay> m_days;
    QMap<qint64, QString> m_labels;
    AiBudget m_caps;
    QMap<QString, QList<double>> m_series;
    QMap<QString, double> m_budget;
};

} // namespace metadesk
