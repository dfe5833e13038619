#pragma once

#include "core/catalog/TableDescriptor.h"

#include <QVariant>
#include <QWidget>

class QCompleter;
class QLineEdit;
class QStandardItemModel;
class QTimer;

namespace metadesk {

class DbConnection;

/// Picks the row a reference points at by typing part of its label (or its id): the matches are searched in the
/// database, a few at a time (bounded, so it stays fast on large tables), and offered in a popup.
class ReferencePicker : public QWidget {
    Q_OBJECT
public:
    ReferencePicker(const DbConnection& connection, const ForeignKeyDescriptor& reference, QWidget* parent = nullptr);

    /// The referenced key (qint64 for a numeric key, text for a text one such as a dashboard's id), or NULL.
    QVariant value() const { return m_value; }
    void setValue(const QVariant& key);
    QLineEdit* lineEdit() const { return m_edit; }
    /// Runs the search for `text` now (tests; typing runs it after a short pause).
    void search(const QString& text);
    QStandardItemModel* matches() const { return m_matches; }
    /// Chooses the match in row `row` of matches().
    void choose(int row);
    /// Takes what is typed as the value when it is an id ("42", "#42"), before a save reads value(): Enter in a
    /// cell may come before the line edit says its editing finished.
    void settle();

signals:
    void changed();

private:
    void typed();
    void finished();
    QString describe(const QVariant& key, const QVariant& label, bool found) const;
    /// A key in the form of the referenced column (number or text).
    QVariant keyOf(const QVariant& raw) const;
    bool numericKey() const;
    /// Whether the key is a PostgreSQL uuid (Holotable's ids), which refuses a comparison with text that is not one.
    bool uuidKey() const;
    /// Whether `text` may be compared with the key in SQL.
    bool comparableWithKey(const QString& text) const;

    const DbConnection& m_conn;
    ForeignKeyDescriptor m_reference;
    const TableDescriptor* m_target = nullptr;
    QLineEdit* m_edit = nullptr;
    QStandardItemModel* m_matches = nullptr;
    QCompleter* m_completer = nullptr;
    QTimer* m_debounce = nullptr;
    QVariant m_value;
};

} // namespace metadesk
