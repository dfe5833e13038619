#include "FlowVersionsModel.h"

#include "core/settings/TimeDisplay.h"

#include <QFont>

namespace metadesk {

void FlowVersionsModel::setVersions(const QList<FlowVersionInfo>& versions) {
    beginResetModel();
    m_versions = versions;
    endResetModel();
}

int FlowVersionsModel::rowOf(int version) const {
    for (int i = 0; i < m_versions.size(); ++i)
        if (m_versions.at(i).version == version)
            return i;
    return -1;
}

QString FlowVersionsModel::label(const FlowVersionInfo& v) {
    return v.current ? tr("v%1 (current)").arg(v.version) : tr("v%1").arg(v.version);
}

int FlowVersionsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_versions.size());
}

int FlowVersionsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FlowVersionsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= m_versions.size())
        return {};
    const FlowVersionInfo& v = m_versions.at(index.row());
    if (role == VersionRole)
        return v.version;
    if (role == Qt::DisplayRole || role == Qt::AccessibleTextRole) {
        switch (index.column()) {
        case Version:
            return label(v);
        case When:
            return timedisplay::text(v.createdAt);
        case Who:
            return v.who();
        case Note:
            return v.note;
        }
    }
    if (role == Qt::ToolTipRole && index.column() == When)
        return timedisplay::zoneSentence();
    if (role == Qt::FontRole && v.current && index.column() == Version) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    return {};
}

QVariant FlowVersionsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Version:
        return tr("Version");
    case When:
        return tr("When");
    case Who:
        return tr("Who");
    case Note:
        return tr("Note");
    }
    return {};
}

} // namespace metadesk
