#pragma once

#include "core/db/DatabaseUrl.h"
#include "core/schema/SchemaStatus.h"

#include <QAbstractTableModel>
#include <QPointer>

#include <atomic>
#include <memory>

class QThread;

namespace metadesk {

/// Every table of the platforms a database holds, with its row count.
///
/// The counts are taken on a worker thread with its own connection, so the GUI never waits on the database;
/// until a count arrives the cell reads "counting…".
class TableOverviewModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { PlatformColumn, TableColumn, RowsColumn, ColumnCount };
    enum Role { RowCountRole = Qt::UserRole + 1, TableNameRole };

    explicit TableOverviewModel(QObject* parent = nullptr);
    ~TableOverviewModel() override;

    /// Lists the tables of every present platform and starts counting them on a worker thread.
    void load(const DatabaseUrl& url, bool readOnly, const QList<SchemaStatus>& statuses);
    /// The count of a table, or -1 while unknown.
    qint64 rowCountOf(const QString& table) const;
    bool isCounting() const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

signals:
    void countingFinished();
    void countFailed(const QString& table, const QString& error);

private:
    void applyCount(const QString& table, qint64 count, const QString& error);
    void stopWorker();

    struct Entry {
        Platform platform;
        QString table;
        qint64 rows = -1;
        QString error;
    };
    QList<Entry> m_entries;
    QThread* m_worker = nullptr;
    std::shared_ptr<std::atomic_bool> m_cancel;
};

} // namespace metadesk
