#pragma once

#include "FieldEditor.h"
#include "core/edit/ChangeSet.h"
#include "core/edit/RowWriter.h"

#include <QObject>
#include <QPointer>
#include <QVariantMap>

class QModelIndex;

namespace metadesk {

class DbConnection;
class TablePage;

/// Edits one cell in place in a table page's grid, with the row dialog's editor for that column and through the
/// same path: the row is read again when editing starts (the values the user saw), cheap rules as they type, and on
/// Enter (or when focus leaves) RowWriter's database rules, optimistic write and audit; a conflict opens the conflict
/// dialog. A refusal keeps the editor open with what was typed and the reason. Escape cancels.
class InlineEditor : public QObject {
    Q_OBJECT
public:
    InlineEditor(const DbConnection& connection, RowWriter* writer, QWidget* window);
    ~InlineEditor() override;

    /// Starts editing the cell at `index` of `page`'s inner view. False when the cell is not editable in place (a
    /// key, a read-only column, a multi-line value: those go to the row dialog).
    bool begin(TablePage* page, const QModelIndex& index);
    bool isActive() const { return m_editor != nullptr; }
    FieldEditor* editor() const { return m_editor; }
    /// The reason the last commit was refused (shown next to the editor); empty when none.
    QString problem() const { return m_problem; }
    /// Writes the value (Enter). True when saved or nothing changed (the editor closes), false when refused.
    bool commit();
    void cancel();

    /// Whether a column of a table can be edited in a cell (not a key, not read-only, one line).
    static bool editableInPlace(const TableDescriptor& table, const ColumnDescriptor& column);

signals:
    void saved(const ChangeSet& change, const WriteResult& result);
    void message(const QString& text);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void close();
    void focusMoved(QWidget* now);

    const DbConnection& m_conn;
    RowWriter* m_writer;
    QWidget* m_window;
    QPointer<TablePage> m_page;
    QPointer<FieldEditor> m_editor;
    QVariantMap m_original;
    QString m_problem;
    bool m_committing = false;
};

} // namespace metadesk
