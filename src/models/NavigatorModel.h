#pragma once

#include "core/db/DatabaseUrl.h"
#include "core/schema/SchemaStatus.h"

#include <QAbstractItemModel>
#include <QPointer>

#include <atomic>
#include <memory>

namespace metadesk {

class Catalog;
class DbConnection;
class FetchWorker;

/// The navigator: each platform the database holds, its sections in the seeds' own grouping, and every table with
/// its row count (counted on a worker thread, so the GUI never waits).
class NavigatorModel : public QAbstractItemModel {
    Q_OBJECT
public:
    enum Column { NameColumn, RowsColumn, ColumnCount };
    enum Role {
        TableNameRole = Qt::UserRole + 1, ///< the table's name on table rows, empty elsewhere
        RowCountRole,                     ///< qint64, -1 while counting
        SearchRole,                       ///< label and name, for the navigator's filter box
    };

    explicit NavigatorModel(QObject* parent = nullptr);
    ~NavigatorModel() override;

    /// Lists the present platforms' tables as `catalog` (the database's reconciled one) has them, then the tables it
    /// does not describe under "Other tables", and starts counting.
    void load(const DatabaseUrl& url, bool readOnly, const QList<SchemaStatus>& statuses,
              const std::shared_ptr<const Catalog>& catalog);
    void clear();
    /// Counts every table again.
    void refreshCounts();
    /// Counts these tables again (a write touched them).
    void refreshCounts(const QStringList& tables);
    QModelIndex indexOfTable(const QString& table) const;
    qint64 rowCountOf(const QString& table) const;
    bool isCounting() const { return m_pendingCounts > 0; }
    /// While the counts are read: the largest row estimate of the database's statistics, as the counts column would
    /// show it (empty without statistics, and once every count is in). The column is made that wide at once, so that
    /// it does not widen, moving its header, when the large counts come in.
    QString widestEstimateText() const;
    int tableCount() const;

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

signals:
    void countsFinished();
    void estimatesKnown();

private:
    struct Node {
        enum Kind { Root, Platform, Section, Table } kind = Root;
        QString label;
        QString table;   // Table nodes
        QString tooltip; // the seed's words
        qint64 rows = -1;
        QString error;
        Node* parent = nullptr;
        std::vector<std::unique_ptr<Node>> children;
        int row() const;
    };
    Node* nodeOf(const QModelIndex& index) const;
    /// Queues a count of `table` on the worker.
    void count(const QString& table);
    /// On the worker: counts `table` and hands the figure (or the error) to applyCount on the GUI thread.
    static void countOn(const DbConnection* conn, const QPointer<NavigatorModel>& self, int generation,
                        const QString& table);
    void applyCount(int generation, const QString& table, qint64 rows, const QString& error);
    void applyEstimates(int generation, qint64 widest);

    std::unique_ptr<Node> m_root;
    std::unique_ptr<FetchWorker> m_worker;
    DatabaseUrl m_url;
    bool m_readOnly = true;
    int m_generation = 0;
    /// m_generation, as the worker reads it: a counting pass stops between tables once the counts are asked anew.
    std::shared_ptr<std::atomic<int>> m_liveGeneration = std::make_shared<std::atomic<int>>(0);
    int m_pendingCounts = 0;
    qint64 m_widestEstimate = -1;
};

} // namespace metadesk
