#pragma once

#include "core/schema/MigrationRecord.h"

#include <QAbstractTableModel>

namespace metadesk {

/// One platform's migrations as a table: state, name, when applied (where the version table records it); drift in red.
class MigrationListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { StateColumn, MigrationColumn, AppliedColumn, ColumnCount };
    enum Role { IdRole = Qt::UserRole, DriftRole, PendingRole };

    explicit MigrationListModel(QObject* parent = nullptr);

    void setRecords(const QList<MigrationRecord>& records);
    const QList<MigrationRecord>& records() const { return m_records; }
    const MigrationRecord* recordAt(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// "applied", "pending", "DRIFT", "UNKNOWN"
    static QString stateText(MigrationRecord::State state);

private:
    QList<MigrationRecord> m_records;
};

} // namespace metadesk
