#pragma once

#include "core/catalog/TableDescriptor.h"
#include "core/edit/ChangeSet.h"
#include "core/edit/RowWriter.h"

#include <QDialog>
#include <QHash>
#include <QSet>
#include <QTimer>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;
class QToolButton;

namespace metadesk {

class DbConnection;
class FieldEditor;

/// The row dialog, generated from the catalog descriptor: one editor per column, required fields marked, hints as
/// tooltips. Cheap rules run as the user types (OK stays disabled, the reason next to the field); on OK the change
/// goes through RowWriter (database rules, optimistic write, audit) and the dialog only closes when it is saved.
/// A refusal keeps everything typed and says why next to the field; a conflict opens the conflict dialog.
class RowEditDialog : public QDialog {
    Q_OBJECT
public:
    /// How long typing in a long multi-line field pauses before the fields are checked.
    static constexpr int kCheckPauseMs = 300;
    enum class Mode { New, Edit, Duplicate };

    /// `original` is the row in stored form (Edit, Duplicate); `preset` fills fields of a new row (edit form).
    RowEditDialog(const DbConnection& connection, RowWriter* writer, const TableDescriptor& table, Mode mode,
                  const QVariantMap& original, const QVariantMap& preset = {}, QWidget* parent = nullptr);
    ~RowEditDialog() override;

    FieldEditor* editor(const QString& column) const { return m_editors.value(column); }
    /// The reason shown next to a field (empty when none).
    QString problemText(const QString& column) const;
    /// The message above the buttons (a refusal, a conflict outcome).
    QString messageText() const;
    /// The database's own text under a refusal's message, in its "Details" part (empty when there is none).
    QString detailsText() const;
    bool isOkEnabled() const;
    /// What was saved (valid after accept()).
    const WriteResult& result() const { return m_result; }
    const ChangeSet& appliedChange() const { return m_applied; }
    /// The values typed, in edit form.
    QVariantMap typedValues() const;
    /// SQLite: the bytes the row's `column` holds when they are not the UTF-8 of the text read (storedbytes); null
    /// otherwise.
    QByteArray storedBytesOf(const ColumnDescriptor& column) const;

    /// Tries to save, as OK does (tests call it directly).
    void tryAccept();

private:
    void updateOkButton();
    /// The rules' problems with `change`, and what the fields' typing left unread.
    QList<FieldProblem> check(const ChangeSet& change) const;
    void showProblems(const QList<FieldProblem>& problems);
    void showDetails(const QString& details);
    ChangeSet buildChange() const;

    const DbConnection& m_conn;
    RowWriter* m_writer;
    const TableDescriptor& m_table;
    Mode m_mode;
    QVariantMap m_original;
    QHash<QString, FieldEditor*> m_editors;
    QSet<QString> m_touched; ///< Edit: the fields the user changed (only they are written)
    QHash<QString, QLabel*> m_problemLabels;
    /// Runs the check once typing in a long multi-line field pauses (FieldEditor::checksWhenPaused).
    QTimer* m_checkWhenPaused = new QTimer(this);
    QLabel* m_message = nullptr;
    QToolButton* m_detailsToggle = nullptr;
    QPlainTextEdit* m_details = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
    WriteResult m_result;
    ChangeSet m_applied;
};

} // namespace metadesk
