#pragma once

#include "core/history/ContractHistory.h"

#include <QAbstractTableModel>
#include <QDateTime>

namespace metadesk {

/// Contract evaluations (`data_contract_results`), one a row: when, the datasource, outcome, trigger, the contract's
/// version, rows, errors and warnings, whether the update was refused, and the alert's state with its age.
class ContractResultsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Id,
        EvaluatedAt,
        Datasource,
        Outcome,
        Trigger,
        Version,
        Rows,
        Errors,
        Warnings,
        Blocked,
        Alert,
        Age,
        ColumnCount
    };
    enum Role { IdRole = Qt::UserRole + 1 };

    using QAbstractTableModel::QAbstractTableModel;

    /// The rows, with the moment their ages are counted from.
    void setResults(const QList<ContractResultInfo>& results, const QDateTime& nowUtc);
    const QList<ContractResultInfo>& results() const { return m_results; }
    /// "45 s", "12 min", "3 h 5 min", "2 d 4 h".
    static QString ageText(qint64 seconds);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<ContractResultInfo> m_results;
    QDateTime m_now;
};

} // namespace metadesk
