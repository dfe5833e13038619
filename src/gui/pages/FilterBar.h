#pragma once

#include "core/catalog/TableDescriptor.h"
#include "core/query/QuerySpec.h"

#include <QTimer>
#include <QWidget>

class QLineEdit;
class QVBoxLayout;
class QToolButton;

namespace metadesk {

class Catalog;
class ConditionRow;
class VirtualTableView;

/// The filter bar above a grid: a quick search over the table's search columns and what its reference columns show
/// (TableQuery), and per-column conditions (equals, contains, is empty, equals/before/after for times and days). Edits
/// settle for a moment before filterChanged() fires.
///
/// From the quick search, Down and Enter go to the results (the grid, its first row current where none is) and Escape
/// clears the search; a second Escape leaves the field for the results.
class FilterBar : public QWidget {
    Q_OBJECT
public:
    /// `catalog`, the open database's, tells which reference columns the quick search reads by label.
    explicit FilterBar(const TableDescriptor& table, QWidget* parent = nullptr, const Catalog* catalog = nullptr);
    ~FilterBar() override;

    QString quickSearch() const;
    /// The conditions to apply. While a condition's value cannot be read ("abc" for a number), the ones applied
    /// before it stay: the grid never shows all rows as if that condition held.
    QList<FilterCondition> conditions() const;
    /// Why a condition is not applied (its column and what is wrong with its value), for the status line; empty when
    /// every condition is applied.
    QString problem() const;
    /// Shows the given filter (history, a followed reference) without emitting filterChanged().
    void setFilter(const QString& quickSearch, const QList<FilterCondition>& conditions);
    void addCondition(const QString& column = {});
    void clear();
    void focusSearch();
    /// The grid the results show in: where Down, Enter and a second Escape take the keyboard from the quick search.
    void setResults(VirtualTableView* grid);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

signals:
    void filterChanged();

private:
    void scheduleChange();
    /// The edits have settled: the conditions now read become the applied ones (unless one cannot be read).
    void settled();
    /// The conditions as the rows read them now, the unreadable ones left out.
    QList<FilterCondition> readableConditions() const;
    void removeRow(ConditionRow* row);
    /// Applies a filter still settling at once.
    void applyNow();
    /// Focuses the results; with no current row, the first one becomes current and selected (once it is read).
    void goToResults(bool selectFirst);

    TableDescriptor m_table;
    QLineEdit* m_search = nullptr;
    QVBoxLayout* m_rows = nullptr;
    QToolButton* m_clear = nullptr;
    QList<ConditionRow*> m_conditionRows;
    QList<FilterCondition> m_applied; ///< what conditions() gave when no condition was unreadable
    VirtualTableView* m_grid = nullptr;
    QMetaObject::Connection m_pendingFirstRow;
    QTimer m_settle;
    bool m_silent = false;
};

} // namespace metadesk
