#pragma once

#include "core/catalog/TableDescriptor.h"
#include "core/db/DatabaseUrl.h"
#include "core/query/QuerySpec.h"

#include <QWidget>

#include <memory>

class QLabel;
class QTimer;

namespace metadesk {

class AuditFilterFields;
class Catalog;
class FilterBar;
class VirtualTableView;
class WindowedTableModel;

/// One table of a platform: the filter bar, the grid over a WindowedTableModel, and a status line with the count.
class TablePage : public QWidget {
    Q_OBJECT
public:
    /// `catalog` is the open database's reconciled catalog: the grid's workers share it (references are shown by
    /// name) instead of reading the schema again.
    TablePage(const TableDescriptor& table, const DatabaseUrl& url, bool readOnly,
              std::shared_ptr<const Catalog> catalog, QWidget* parent = nullptr);
    ~TablePage() override;

    const TableDescriptor& table() const { return m_table; }
    WindowedTableModel* model() const { return m_model; }
    VirtualTableView* grid() const { return m_grid; }
    FilterBar* filterBar() const { return m_filter; }

    QuerySpec querySpec() const;
    /// Shows the given sort and filter (history, a followed reference).
    void setQuerySpec(const QuerySpec& spec);
    /// The selected row's values in catalog order (empty when none is selected or loaded).
    QVariantList selectedValues() const;
    QVariantList selectedKey() const;
    /// The selected row's primary key values, in the table's key order (empty when none is selected or loaded).
    QVariantList selectedPrimaryKey() const;
    /// Selects the row with this key once the model has found where it is now.
    void selectKey(const QVariantList& key);
    /// Reads everything again and keeps the selected row selected where it still exists (F5).
    void refresh();
    /// Ctrl+C: the selected rows (with a header line), or the current row, as tab-separated text.
    void copySelection();

signals:
    /// The selected row changed (values in catalog order; empty when nothing is selected).
    void rowSelected(const QVariantList& values);
    /// The user changed the sort or the filter.
    void querySpecChanged(const QuerySpec& spec);

private:
    void applyFilter();
    void updateStatus();
    void emitSelection();

    TableDescriptor m_table;
    WindowedTableModel* m_model = nullptr;
    FilterBar* m_filter = nullptr;
    AuditFilterFields* m_audit = nullptr; ///< audit_logs only: actor, action, target type, time range
    QTimer* m_auditSettle = nullptr;
    VirtualTableView* m_grid = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_empty = nullptr;
    QVariantList m_pendingKey;
};

} // namespace metadesk
