#pragma once

#include "core/catalog/TableDescriptor.h"

#include <QPair>
#include <QVariant>

#include <QWidget>
#include <optional>

class QCheckBox;
class QLabel;
class QPushButton;

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
    /// Why the typed text is no value for the column: a number that reads two ways ("1.500" in German) or not at
    /// all, in numerictext's sentence, as the filter bar says it. Empty when it reads, or is as setValue() showed it.
    /// The rules judge value() (the edit form); this is what the typing itself left unread. A JSON document edited
    /// over lines (joinsLines()) is judged here as shown, so that its problem names the line and column on screen.
    QString problem() const;
    /// The widget that takes focus and typing (for tests and for inline editing).
    QWidget* input() const { return m_input; }
    /// Multi-line editors want more room in a form.
    bool isTall() const;
    /// From this many characters a multi-line value is held rather than put into the editor (10 MB of text holds
    /// the GUI thread for seconds there): the field says how long it is and hands the stored value back untouched,
    /// until "Load to edit" lays it into the editor off the GUI thread.
    static constexpr qsizetype kHoldFrom = 256 * 1024;
    /// From this many characters a JSON document kept on one line is edited over many (jsontext::brokenForEditing) and
    /// handed back on one line, as stored: a line of megabytes is laid out whole at every key typed into it.
    static constexpr qsizetype kBreakFrom = 16 * 1024;
    /// Whether the editor shows the document broken over lines that value() joins again.
    bool joinsLines() const { return m_joinLines; }
    /// Whether the value shown is held (or still being loaded), and so handed back exactly as given.
    bool isHeld() const { return m_held.has_value(); }
    /// A multi-line value long enough that reading it whole (and checking it: JSON is parsed) takes longer than a
    /// keystroke should: the dialog checks it when typing pauses rather than at each key.
    static constexpr int kCheckWhenPausedFrom = 64 * 1024;
    bool checksWhenPaused() const;
    /// Lays a held value into the editor and makes it editable once there (as "Load to edit" does).
    void loadHeld();

signals:
    void edited();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void build(const DbConnection& connection, const TableDescriptor& table);
    void setNullState(bool isNull);
    /// Which line break a multi-line text uses, so that an edit saves it again (see value()); says so where it
    /// uses several.
    void noteLineBreaks(const QString& text);
    /// What an emptied text field holds: NULL, or empty text where the column cannot be NULL.
    QVariant emptyText() const;
    /// The multi-line text a value in edit form reads as.
    QString multiLineText(const QVariant& edit) const;
    /// The hint a multi-line editor shows while empty.
    QString multiLinePlaceholder() const;

    ColumnDescriptor m_column;
    QWidget* m_input = nullptr;
    QCheckBox* m_set = nullptr; ///< nullable date/time: whether a value is set at all
    /// A line editor's text as setValue() showed it, and the value it showed: handed back while the text is that.
    std::optional<QPair<QString, QVariant>> m_shown;
    QString m_lineBreak = QStringLiteral("\n"); ///< what a multi-line text's paragraph breaks are saved as
    bool m_keepLineSeparators = false;          ///< the stored text holds U+2028 itself
    QLabel* m_breaksNote = nullptr;
    /// A huge multi-line value as given, while it is held; and the bar that says so.
    std::optional<QVariant> m_held;
    QWidget* m_heldBar = nullptr;
    QLabel* m_heldNote = nullptr;
    QPushButton* m_loadHeld = nullptr;
    bool m_joinLines = false; ///< joinsLines()
    /// Whether the editor gets `shown` broken over lines (kBreakFrom); sets joinsLines() and the editor's tooltip.
    bool breakLines(const QString& shown);
    bool m_loadingHeld = false; ///< the editor's document is being replaced: no typing, no edit
};

} // namespace metadesk
