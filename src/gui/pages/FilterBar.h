#pragma once

#include "core/catalog/TableDescriptor.h"
#include "core/query/QuerySpec.h"

#include <QTimer>
#include <QWidget>

class QLineEdit;
class QVBoxLayout;
class QToolButton;

namespace metadesk {

class ConditionRow;

/// The filter bar above a grid: a quick search over the table's search columns and per-column conditions (equals,
/// contains, is empty, equals/before/after for times and days). Edits settle for a moment before filterChanged() fires.
class FilterBar : public QWidget {
    Q_OBJECT
public:
    explicit FilterBar(const TableDescriptor& table, QWidget* parent = nullptr);
    ~FilterBar() override;

    QString quickSearch() const;
    QList<FilterCondition> conditions() const;
    /// Shows the given filter (history, a followed reference) without emitting filterChanged().
    void setFilter(const QString& quickSearch, const QList<FilterCondition>& conditions);
    void addCondition(const QString& column = {});
    void clear();
    void focusSearch();

signals:
    void filterChanged();

private:
    void scheduleChange();
    void removeRow(ConditionRow* row);

    TableDescriptor m_table;
    QLineEdit* m_search = nullptr;
    QVBoxLayout* m_rows = nullptr;
    QToolButton* m_clear = nullptr;
    QList<ConditionRow*> m_conditionRows;
    QTimer m_settle;
    bool m_silent = false;
};

} // namespace metadesk
