#pragma once

#include "core/catalog/TableDescriptor.h"

#include <QVariant>
#include <QWidget>

class QCheckBox;

namespace metadesk {

class DbConnection;

/// The editor for one column, chosen from its catalog descriptor: text, multi-line text, number, switch, date-time
/// in the user's time zone, date, enum, JSON, list of text, masked secret, or a searchable picker for a reference.
/// Holds the value in the edit path's edit form (see valuecodec); empty fields of nullable columns are NULL, those of
/// NOT NULL text columns without a database default empty text.
class FieldEditor : public QWidget {
    Q_OBJECT
public:
    FieldEditor(const DbConnection& connection, const TableDescriptor& table, const ColumnDescriptor& column,
                QWidget* parent = nullptr);

    const ColumnDescriptor& column() const { return m_column; }
    QVariant value() const;
    void setValue(const QVariant& edit);
    /// The widget that takes focus and typing (for tests and for inline editing).
    QWidget* input() const { return m_input; }
    /// Multi-line editors want more room in a form.
    bool isTall() const;

signals:
    void edited();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void build(const DbConnection& connection, const TableDescriptor& table);
    void setNullState(bool isNull);
    /// What an emptied text field holds: NULL, or empty text where the column cannot be NULL.
    QVariant emptyText() const;

    ColumnDescriptor m_column;
    QWidget* m_input = nullptr;
    QCheckBox* m_set = nullptr; ///< nullable date/time: whether a value is set at all
};

} // namespace metadesk
