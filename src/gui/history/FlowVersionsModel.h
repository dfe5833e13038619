#pragma once

#include "core/history/FlowHistory.h"

#include <QAbstractTableModel>

namespace metadesk {

/// A flow's versions, newest first: number (the current one marked in words), when, who, note.
class FlowVersionsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Version, When, Who, Note, ColumnCount };
    enum Role { VersionRole = Qt::UserRole + 1 };

    using QAbstractTableModel::QAbstractTableModel;

    void setVersions(const QList<FlowVersionInfo>& versions);
    const QList<FlowVersionInfo>& versions() const { return m_versions; }
    /// The row of `version`, or -1.
    int rowOf(int version) const;
    /// "v3 (current)", "v2".
    static QString label(const FlowVersionInfo& v);
    /// Who, in words: the author, or why there is none.

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QList<FlowVersionInfo> m_versions;
};

} // namespace metadesk
