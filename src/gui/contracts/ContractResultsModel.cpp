#include "ContractResultsModel.h"

#include "core/settings/TimeDisplay.h"

namespace metadesk {

void ContractResultsModel::setResults(const QList<ContractResultInfo>& results, const QDateTime& nowUtc) {
    beginResetModel();
    m_results = results;
    m_now = nowUtc;
    endResetModel();
}

QString ContractResultsModel::ageText(qint64 seconds) {
    if (seconds < 0)
        return tr("in the future");
    if (seconds < 120)
        return tr("%1 s").arg(seconds);
    if (seconds < 7200)
        return tr("%1 min").arg(seconds / 60);
    if (seconds < 172800)
        return tr("%1 h %2 min").arg(seconds / 3600).arg((seconds % 3600) / 60);
    return tr("%1 d %2 h").arg(seconds / 86400).arg((seconds % 86400) / 3600);
}

int ContractResultsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_results.size());
}

int ContractResultsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ContractResultsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_results.size())
        return {};
    const ContractResultInfo& r = m_results.at(index.row());
    if (role == IdRole)
        return r.id;
    if (role == Qt::TextAlignmentRole) {
        switch (index.column()) {
        case Id:
        case Version:
        case Rows:
        case Errors:
        case Warnings:
            return int(Qt::AlignRight | Qt::AlignVCenter);
        default:
            return {};
        }
    }
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case Id:
        return r.id;
    case EvaluatedAt:
        return r.evaluatedAt.isValid() ? timedisplay::text(r.evaluatedAt) : QString();
    case Datasource:
        return r.datasourceName.isEmpty() ? tr("%1 (gone)").arg(r.datasourceId)
                                          : tr("%1 %2").arg(r.datasourceId).arg(r.datasourceName);
    case Outcome:
        return r.outcome; // the platform's word, as stored
    case Trigger:
        return r.trigger;
    case Version:
        return tr("v%1").arg(r.contractVersion);
    case Rows:
        return r.rows.isNull() ? QString() : r.rows.toString();
    case Errors:
        return r.errors;
    case Warnings:
        return r.warnings;
    case Blocked:
        return r.blocked ? tr("refused") : QString();
    case Alert:
        return r.notify.isNull() ? QString() : r.notify.toString();
    case Age:
        return r.evaluatedAt.isValid() && m_now.isValid() ? ageText(r.evaluatedAt.secsTo(m_now)) : QString();
    default:
        return {};
    }
}

QVariant ContractResultsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Id:
        return tr("Result");
    case EvaluatedAt:
        return tr("Evaluated");
    case Datasource:
        return tr("Datasource");
    case Outcome:
        return tr("Outcome");
    case Trigger:
        return tr("Trigger");
    case Version:
        return tr("Contract");
    case Rows:
        return tr("Rows");
    case Errors:
        return tr("Errors");
    case Warnings:
        return tr("Warnings");
    case Blocked:
        return tr("Update");
    case Alert:
        return tr("Alert");
    case Age:
        return tr("Age");
    default:
        return {};
    }
}

} // namespace metadesk
