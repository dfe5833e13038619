#pragma once

#include "core/catalog/TableDescriptor.h"
#include "core/query/QuerySpec.h"

#include <QWidget>

class QComboBox;
class QDateEdit;
class QDateTimeEdit;
class QLabel;
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
    /// Why the typed value cannot be read as the column's kind ("abc" for a number), said under the field; empty
    /// when it can (or nothing is typed). Such a condition is left out of the filter until it is fixed.
    QString problem() const;
    void setCondition(const FilterCondition& condition);
    void setColumn(const QString& column);
    /// The chosen column as the bar names it.
    QString columnLabel() const;

signals:
    void changed();
    void removeRequested();

private:
    void columnChosen();
    void operatorChosen();
    const ColumnDescriptor& column() const;
    void showProblem();

    TableDescriptor m_table;
    QComboBox* m_column = nullptr;
    QComboBox* m_op = nullptr;
    QStackedWidget* m_editors = nullptr;
    QLineEdit* m_text = nullptr;
    QDateTimeEdit* m_time = nullptr;
    QDateEdit* m_date = nullptr;
    QComboBox* m_choice = nullptr;
    QToolButton* m_remove = nullptr;
    QLabel* m_problem = nullptr;
};

} // namespace metadesk
