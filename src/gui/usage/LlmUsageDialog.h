#pragma once

#include "core/ops/holotable/LlmLimitDefaults.h"
#include "core/ops/holotable/LlmUsage.h"
#include "core/ops/holotable/WorkspaceLimits.h"
#include "gui/charts/ChartSpec.h"

#include <QDialog>
#include <QMap>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QStandardItemModel;
class QTableView;

namespace metadesk {

class ChartView;
class DbConnection;

/// One limit's tri-state editor: inherit the environment (the column left empty), off (0), or a value; beside it what
/// the platform's gate admits with it (the effective value and where it comes from).
class LimitEditor : public QWidget {
    Q_OBJECT
public:
    enum Mode { Inherit = 0, Off = 1, Value = 2 };
    LimitEditor(const QString& accessibleName, qint64 maximum, QWidget* parent = nullptr);

    /// Shows `limit` (its column and what it resolves to).
    void setLimit(const WorkspaceLimits::Limit& limit, bool budget);
    /// What the editor asks for; false with *why when the value typed is not a whole number in range.
    bool setting(WorkspaceLimits::Setting* out, QString* why) const;
    Mode mode() const;
    void setMode(Mode mode);
    void setValue(qint64 value);
    QString effectiveText() const;
    QComboBox* modeBox() const { return m_mode; }
    QLineEdit* valueEdit() const { return m_value; }

signals:
    void edited();

private:
    void refresh();
    QComboBox* m_mode;
    QLineEdit* m_value;
    QLabel* m_effective;
    qint64 m_maximum;
    qint64 m_global = 0;
    bool m_budget = false;
};

/// Holotable's LLM usage and limits for one workspace: tokens in and out and requests per UTC day against the
/// effective daily budget, the range's totals per route and model, and the workspace's two limits, each inherited,
/// off or its own, saved through WorkspaceLimits (one write path, audited workspace.limits.update). The environment's
/// values are the connection profile's (Database → Connection Settings). Reads are small and bounded (one workspace,
/// at most a year, by the primary key), on the dialog's connection.
class LlmUsageDialog : public QDialog {
    Q_OBJECT
public:
    LlmUsageDialog(const DbConnection& connection, const LlmLimitDefaults& defaults, const QString& workspace,
                   QWidget* parent = nullptr);

    QString workspace() const;
    void setWorkspace(const QString& workspace);
    /// The last `days` UTC days, today included.
    void setLastDays(int days);
    /// What the chart draws (for tests): "input", "output", "requests" and, when a budget applies, "budget"; one
    /// value per day of the range.
    QMap<QString, QList<qint64>> series() const { return m_series; }
    QList<QDate> days() const { return m_days; }
    /// The chart as drawn (for tests): its days' names, bars and lines.
    const charts::Spec& chart() const;
    const QStandardItemModel* splitModel() const { return m_splits; }
    LimitEditor* rateEditor() const { return m_rate; }
    LimitEditor* budgetEditor() const { return m_budget; }
    /// Writes the editors' limits (WorkspaceLimits); what happened, in words. *ok whether it was written.
    QString save(bool* ok = nullptr);
    /// The sentence under the chart (an error, or the range's totals).
    QString stateText() const;

signals:
    /// A save was done or refused: the sentence for the status line.
    void message(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    void read();
    void readLimits();
    void rebuildChart();
    void updateSave();

    const DbConnection& m_conn;
    LlmLimitDefaults m_defaults;
    QComboBox* m_workspace;
    QComboBox* m_range;
    LimitEditor* m_rate;
    LimitEditor* m_budget;
    QLabel* m_defaultsLabel;
    QPushButton* m_save;
    QLabel* m_saveState;
    ChartView* m_chart;
    QLabel* m_state;
    QTableView* m_table;
    QStandardItemModel* m_splits;
    QList<LlmUsage::Day> m_usage;
    QList<QDate> m_days;
    QMap<QString, QList<qint64>> m_series;
    WorkspaceLimits::Limits m_limits;
};

} // namespace metadesk
