#pragma once

#include "core/catalog/TableDescriptor.h"
#include "core/query/QuerySpec.h"

#include <QWidget>

class QComboBox;
class QDateEdit;
class QDateTimeEdit;
class QLineEdit;
class QStackedWidget;
class QToolButton;

namespace metadesk {

/// One condition of the filter bar: column, operator and value, with the value editor the column's kind needs
/// (a date-time in the user's time zone for a timestamp's before/after, a time as text for its equals, a day for a
/// date, a list for enums and booleans).
class ConditionRow : public QWidget {
    Q_OBJECT
public:
    ConditionRow(const TableDescriptor& table, QWidget* parent = nullptr);

    /// The condition, or nothing while it is incomplete (no value typed yet).
    std::optional<FilterCondition> condition() const;
    void setCondition(const FilterCondition& condition);
    void setColumn(const QString& column);

signals:
    void changed();
    void removeRequested();

private:
    void columnChosen();
    void operatorChosen();
    const ColumnDescriptor& column() const;

    TableDescriptor m_table;
    QComboBox* m_column = nullptr;
    QComboBox* m_op = nullptr;
    QStackedWidget* m_editors = nullptr;
    QLineEdit* m_text = nullptr;
    QDateTimeEdit* m_time = nullptr;
    QDateEdit* m_date = nullptr;
    QComboBox* m_choice = nullptr;
    QToolButton* m_remove = nullptr;
};

} // namespace metadesk
