#pragma once

#include "core/db/DatabaseUrl.h"
#include "core/home/HomeSummary.h"
#include "core/ops/tabularia/RunStats.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QDateEdit;
class QLabel;
class QStandardItemModel;
class QTableView;

namespace metadesk {

class Catalog;
class ChartView;
class FetchWorker;

/// Tabularia's runs over a range of days: runs started per day, stacked by status, and per flow how long its engine
/// runs waited in the queue and ran (50th, 90th, 99th percentiles). Read on a worker's connection (RunStats); a range
/// without runs says so in a sentence instead of an empty chart. A bar opens that day's runs of that status.
class RunStatsPanel : public QWidget {
    Q_OBJECT
public:
    /// The longest range the chart draws (a bar per day).
    static constexpr int kMaxDays = 366;
    /// The table's columns.
    enum Column { FlowColumn, RunsColumn, QueueP50, QueueP90, QueueP99, RunP50, RunP90, RunP99, ColumnCount };
    /// The role holding a cell's value to sort by (seconds, counts; −1 for a duration without samples).
    static constexpr int SortRole = Qt::UserRole + 1;

    explicit RunStatsPanel(QWidget* parent = nullptr);
    ~RunStatsPanel() override;

    /// Reads the runs of the database `url` names on a worker of its own, with the open database's catalog.
    void open(const DatabaseUrl& url, std::shared_ptr<const Catalog> catalog);
    /// Forgets the database (a read under way is dropped).
    void close();
    /// Reads the range again.
    void refresh();

    /// The last `days` days, today (UTC) included: 7, 30 or 90 as the chooser offers, or any other count.
    void setLastDays(int days);
    /// A range of its own, both days included (UTC).
    void setRange(const QDate& first, const QDate& last);
    /// The range shown: [from, to) in UTC days.
    QDate from() const { return m_from; }
    QDate to() const { return m_to; }

    /// What the chart draws (for tests): per status, one count per day.
    QMap<QString, QList<qint64>> series() const { return m_series; }
    /// The sentence shown instead of the chart when the range holds no run; empty otherwise.
    QString emptyText() const;
    /// The percentiles per flow as the table shows them (sorted as the table is).
    const QStandardItemModel* flowModel() const { return m_model; }

signals:
    /// A read was shown (its figures, or its error).
    void statsShown();
    /// A bar was clicked: the top-level runs of that day and status.
    void linkActivated(const HomeLink& link);

protected:
    void changeEvent(QEvent* event) override;

private:
    struct Result {
        QDate from, to;
        QList<HomeRunDay> days;
        QList<FlowRunStats> flows;
        QString error;
    };
    void rangeChosen();
    void read();
    void present(int generation, const Result& result);
    void rebuildChart();
    void fillTable();

    QComboBox* m_range = nullptr;
    QDateEdit* m_first = nullptr;
    QDateEdit* m_last = nullptr;
    QLabel* m_state = nullptr;
    ChartView* m_view = nullptr;
    QLabel* m_empty = nullptr;
    QLabel* m_tableCaption = nullptr;
    QTableView* m_table = nullptr;
    QStandardItemModel* m_model = nullptr;

    DatabaseUrl m_url;
    std::shared_ptr<const Catalog> m_catalog;
    std::unique_ptr<FetchWorker> m_worker;
    int m_generation = 0;
    QDate m_from, m_to;
    Result m_result;
    QMap<QString, QList<qint64>> m_series;
};

} // namespace metadesk
