#include "FieldEditor.h"

#include "core/edit/JsonText.h"

#include "ReferencePicker.h"
#include "core/query/NumericText.h"
#include "core/settings/TimeDisplay.h"
#include "gui/detail/LongText.h"
#include "gui/style/Theme.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateEdit>
#include <QDateTimeEdit>
#include <QEvent>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextDocument>
#include <QVBoxLayout>

#include <climits>

namespace metadesk {

FieldEditor::FieldEditor(const DbConnection& connection, const TableDescriptor& table, const ColumnDescriptor& column,
                         QWidget* parent)
    : QWidget(parent), m_column(column) {
    setObjectName(QStringLiteral("field_%1").arg(column.name));
    build(connection, table);
    m_input->setObjectName(QStringLiteral("editor_%1").arg(column.name));
    m_input->setAccessibleName(column.label);
    if (QWidget* typed = m_input->focusProxy()) // a reference picker's line edit is what a screen reader lands on
        typed->setAccessibleName(column.label);
    if (!column.hint.isEmpty())
        m_input->setToolTip(column.hint);
    setFocusProxy(m_input);
}

bool FieldEditor::isTall() const {
    return qobject_cast<QPlainTextEdit*>(m_input) != nullptr;
}

void FieldEditor::build(const DbConnection& connection, const TableDescriptor& table) {
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 0, 0, 0);
    column->setSpacing(2);
    auto* layout = new QHBoxLayout;
    layout->setContentsMargins(0, 0, 0, 0);
    column->addLayout(layout);
    const ForeignKeyDescriptor* fk = table.foreignKey(m_column.name);
    if (fk) {
        auto* picker = new ReferencePicker(connection, *fk, this);
        connect(picker, &ReferencePicker::changed, this, &FieldEditor::edited);
        m_input = picker;
        layout->addWidget(picker);
        return;
    }
    switch (m_column.kind) {
    case ColumnKind::Bool: {
        auto* box = new QCheckBox(this);
        // A third state for NULL, or for "the database's default" of a new row.
        box->setTristate(m_column.nullable || m_column.hasDefault);
        connect(box, &QCheckBox::stateChanged, this, &FieldEditor::edited);
        m_input = box;
        break;
    }
    case ColumnKind::Enum: {
        auto* combo = new QComboBox(this);
        if (m_column.nullable)
            combo->addItem(tr("(empty)"), QVariant());
        for (const QString& v : m_column.enumValues)
            combo->addItem(v, v);
        connect(combo, &QComboBox::currentIndexChanged, this, &FieldEditor::edited);
        m_input = combo;
        break;
    }
    case ColumnKind::Timestamp:
    case ColumnKind::Date: {
        QDateTimeEdit* edit = nullptr;
        if (m_column.kind == ColumnKind::Date) {
            edit = new QDateEdit(this);
            edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
        } else {
            edit = new QDateTimeEdit(this);
            edit->setTimeSpec(timedisplay::zone() == timedisplay::Zone::Utc ? Qt::UTC : Qt::LocalTime);
            edit->setDisplayFormat(timedisplay::format());
            edit->setToolTip(tr("%1 Stored in UTC.").arg(timedisplay::zoneSentence()));
        }
        edit->setCalendarPopup(true);
        edit->setDateTime(QDateTime::currentDateTime());
        connect(edit, &QDateTimeEdit::dateTimeChanged, this, &FieldEditor::edited);
        if (m_column.nullable) {
            m_set = new QCheckBox(tr("Set"), this);
            m_set->setObjectName(QStringLiteral("set_%1").arg(m_column.name));
            m_set->setAccessibleName(tr("%1 is set").arg(m_column.label));
            connect(m_set, &QCheckBox::toggled, edit, &QWidget::setEnabled);
            connect(m_set, &QCheckBox::toggled, this, &FieldEditor::edited);
            layout->addWidget(m_set);
            edit->setEnabled(false);
        }
        m_input = edit;
        break;
    }
    case ColumnKind::LongText:
    case ColumnKind::Json:
    case ColumnKind::TextArray: {
        auto* text = new QPlainTextEdit(this);
        text->setTabChangesFocus(true);
        if (m_column.kind == ColumnKind::Json) {
            QFont mono(QStringLiteral("monospace"));
            mono.setStyleHint(QFont::Monospace);
            text->setFont(mono);
        }
        text->setPlaceholderText(multiLinePlaceholder());
        text->setMinimumHeight(m_column.kind == ColumnKind::TextArray ? 60 : 90);
        if (m_column.kind == ColumnKind::LongText)
            text->setMaximumHeight(140);
        connect(text, &QPlainTextEdit::textChanged, this, [this]() {
            if (!m_loadingHeld) // a held value arriving is no edit
                emit edited();
        });
        m_input = text;
        // Under it, shown only while a huge value is held: how long it is, and the way to load it.
        m_heldBar = new QWidget(this);
        m_heldBar->setObjectName(QStringLiteral("heldBar"));
        auto* bar = new QHBoxLayout(m_heldBar);
        bar->setContentsMargins(0, 0, 0, 0);
        m_heldNote = new QLabel(m_heldBar);
        m_heldNote->setObjectName(QStringLiteral("heldNote"));
        m_heldNote->setWordWrap(true);
        m_heldNote->setStyleSheet(QStringLiteral("color: palette(mid); font-size: small;"));
        bar->addWidget(m_heldNote, 1);
        m_loadHeld = new QPushButton(tr("Load to edit"), m_heldBar);
        m_loadHeld->setObjectName(QStringLiteral("loadHeldButton"));
        m_loadHeld->setAccessibleName(tr("Load %1 to edit").arg(m_column.label));
        connect(m_loadHeld, &QPushButton::clicked, this, &FieldEditor::loadHeld);
        bar->addWidget(m_loadHeld);
        m_heldBar->hide();
        column->addWidget(m_heldBar);
        // Said only for a text whose lines end in more than one way, which the editor cannot keep apart.
        m_breaksNote = new QLabel(
            tr("This text ends its lines in more than one way (CR, LF, CR LF): an edit saves every line break as "
               "LF. Left alone, it stays as stored."),
            this);
        m_breaksNote->setObjectName(QStringLiteral("lineBreaksNote"));
        m_breaksNote->setWordWrap(true);
        theme::setTone(m_breaksNote, theme::Tone::Warning, QStringLiteral("font-size: small;"));
        m_breaksNote->hide();
        column->addWidget(m_breaksNote);
        break;
    }
    default: {
        auto* line = new QLineEdit(this);
        // Numbers are read as the filter bar reads them (numerictext: plain digits, or the locale's grouping and
        // decimal mark), so no validator keeps "1,000,000" out; what cannot be read is said under the field.
        if (m_column.kind == ColumnKind::Secret) {
            // Never typed: the platform stores its own format (a hash or ciphertext), which typed text is not.
            line->setEchoMode(QLineEdit::Password);
            line->setReadOnly(true);
            line->setPlaceholderText(tr("Set by the platform's own operation, never typed"));
            line->setToolTip(tr("A stored secret: Metadesk never shows it and never writes typed text into it."));
        }
        if (m_column.nullable && m_column.kind != ColumnKind::Secret)
            line->setPlaceholderText(tr("(empty)"));
        connect(line, &QLineEdit::textEdited, this, &FieldEditor::edited);
        m_input = line;
        break;
    }
    }
    layout->addWidget(m_input, 1);
    // A wheel turned while scrolling the form must not change a date or a choice the pointer passes over.
    if (qobject_cast<QDateTimeEdit*>(m_input) || qobject_cast<QComboBox*>(m_input)) {
        m_input->setFocusPolicy(Qt::StrongFocus);
        m_input->installEventFilter(this);
    }
}

bool FieldEditor::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_input && event->type() == QEvent::Wheel && !m_input->hasFocus()) {
        event->ignore(); // the scroll area behind it scrolls instead
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void FieldEditor::setNullState(bool isNull) {
    if (m_set) {
        const QSignalBlocker block(m_set);
        m_set->setChecked(!isNull);
        m_input->setEnabled(!isNull);
    }
}

bool FieldEditor::checksWhenPaused() const {
    const auto* text = qobject_cast<const QPlainTextEdit*>(m_input);
    return text && text->document()->characterCount() >= kCheckWhenPausedFrom; // counted as kept: no copy
}

QVariant FieldEditor::emptyText() const {
    // A NOT NULL text column without a database default cannot hold NULL: emptied, it holds empty text, which the
    // rules accept where the platform's code writes "" itself (a group's description) and call missing elsewhere.
    const bool text = m_column.kind == ColumnKind::Text || m_column.kind == ColumnKind::LongText;
    if (text && !m_column.nullable && !m_column.hasDefault)
        return QStringLiteral("");
    return {};
}

QString FieldEditor::multiLineText(const QVariant& edit) const {
    if (!edit.isValid() || edit.isNull())
        return {};
    if (m_column.kind == ColumnKind::TextArray)
        return edit.toStringList().join(QLatin1Char('\n'));
    // A JSON document exactly as stored: reformatting it would reorder its keys and respell its numbers, and saving
    // an edit would then change every byte around the one the admin changed.
    return edit.toString();
}

void FieldEditor::noteLineBreaks(const QString& text) {
    // The editor makes each CR LF, lone CR and LF one paragraph break: what the stored text used comes back on
    // value(), where it used one kind only.
    int crlf = 0, cr = 0, lf = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('\r')) {
            if (i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n')) {
                ++crlf;
                ++i;
            } else {
                ++cr;
            }
        } else if (c == QLatin1Char('\n')) {
            ++lf;
        }
    }
    // Shift+Enter types a line separator (U+2028) into the editor: a line break, unless the stored text holds that
    // character itself.
    m_keepLineSeparators = text.contains(QChar::LineSeparator);
    const int kinds = (crlf > 0) + (cr > 0) + (lf > 0);
    m_lineBreak = crlf > 0 && kinds == 1 ? QStringLiteral("\r\n")
                  : cr > 0 && kinds == 1 ? QStringLiteral("\r")
                                         : QStringLiteral("\n");
    if (m_breaksNote)
        m_breaksNote->setVisible(kinds > 1 && m_column.kind != ColumnKind::TextArray);
}

bool FieldEditor::breakLines(const QString& shown) {
    m_joinLines = m_column.kind == ColumnKind::Json && shown.size() >= kBreakFrom && jsontext::breaksForEditing(shown);
    if (auto* text = qobject_cast<QPlainTextEdit*>(m_input))
        text->setToolTip(m_joinLines ? tr("Shown over lines to edit; saved on one line, as it is stored.") : QString());
    return m_joinLines;
}

QString FieldEditor::multiLinePlaceholder() const {
    if (m_column.kind == ColumnKind::Json)
        return tr("A JSON document, e.g. {\"key\": \"value\"}");
    if (m_column.kind == ColumnKind::TextArray)
        return tr("One item per line");
    return {};
}

void FieldEditor::loadHeld() {
    auto* text = qobject_cast<QPlainTextEdit*>(m_input);
    if (!text || !m_held || m_loadingHeld)
        return;
    m_loadingHeld = true;
    m_loadHeld->setEnabled(false);
    m_heldNote->setText(tr("Loading…"));
    const QVariant held = *m_held;
    const QString shown = multiLineText(held);
    noteLineBreaks(shown);
    // The editor keeps handing back the held value until the text is in it and editable (m_held wins over
    // m_joinLines in value()).
    const bool broken = breakLines(shown);
    longtext::setText(
        text, shown.size(), [shown, broken]() { return broken ? jsontext::brokenForEditing(shown) : shown; },
        [this, text]() {
            text->document()->setUndoRedoEnabled(true);
            text->setPlaceholderText(multiLinePlaceholder());
            text->setReadOnly(false);
            m_held.reset();
            m_loadingHeld = false;
            m_heldBar->hide();
            text->setFocus();
        });
}

QVariant FieldEditor::value() const {
    if (auto* picker = qobject_cast<ReferencePicker*>(m_input))
        return picker->value();
    if (auto* box = qobject_cast<QCheckBox*>(m_input)) {
        if (box->checkState() == Qt::PartiallyChecked)
            return {};
        return box->isChecked();
    }
    if (auto* combo = qobject_cast<QComboBox*>(m_input))
        return combo->currentData();
    if (auto* edit = qobject_cast<QDateTimeEdit*>(m_input)) {
        if (m_set && !m_set->isChecked())
            return {};
        if (m_column.kind == ColumnKind::Date)
            return edit->date();
        return edit->dateTime().toUTC();
    }
    if (auto* text = qobject_cast<QPlainTextEdit*>(m_input)) {
        if (m_held)
            return *m_held; // never loaded (or not yet): exactly as given
        // The raw text, not toPlainText(), which turns no-break spaces into spaces; each paragraph break becomes the
        // line break the stored text used.
        QString t = text->document()->toRawText();
        const QString lineBreak = m_column.kind == ColumnKind::TextArray ? QStringLiteral("\n") : m_lineBreak;
        t.replace(QChar::ParagraphSeparator, lineBreak);
        if (!m_keepLineSeparators)
            t.replace(QChar::LineSeparator, lineBreak);
        if (m_joinLines)
            t.remove(QLatin1Char('\n')); // the breaks editorText() added; the stored document has none
        if (m_column.kind == ColumnKind::TextArray) {
            if (t.trimmed().isEmpty())
                return m_column.nullable ? QVariant() : QVariant(QStringList());
            QStringList items = t.split(QLatin1Char('\n'));
            for (QString& item : items)
                item = item.trimmed();
            items.removeAll(QString());
            return items;
        }
        // Empty is NULL: the rules call a required field empty, and a column with a default gets the default.
        if (t.trimmed().isEmpty())
            return emptyText();
        return t;
    }
    if (auto* line = qobject_cast<QLineEdit*>(m_input)) {
        if (m_column.kind == ColumnKind::Secret)
            return {}; // the mask is no value
        const QString t = line->text();
        // Untouched, the field holds what setValue() showed: the stored value goes back as it came, not read again
        // (a stored "1.500" shown in German as "1,500", or text the column holds that is no number).
        if (m_shown && t == m_shown->first)
            return m_shown->second;
        if (t.trimmed().isEmpty())
            return emptyText();
        if (m_column.kind == ColumnKind::Integer) {
            qlonglong n = 0;
            return numerictext::parseInteger(t, &n) ? QVariant(n) : QVariant(t);
        }
        if (m_column.kind == ColumnKind::Decimal) {
            const QString number = numerictext::normalized(t);
            return number.isEmpty() ? QVariant(t) : QVariant(number); // unreadable: the rules say so
        }
        return t;
    }
    return {};
}

QString FieldEditor::problem() const {
    // A one-line document edited over lines: its problem named at the line and column shown, not those of the one
    // line it is saved as.
    if (auto* text = qobject_cast<QPlainTextEdit*>(m_input); text && m_joinLines && !m_held) {
        QString shown = text->document()->toRawText();
        shown.replace(QChar::ParagraphSeparator, QLatin1Char('\n'));
        shown.replace(QChar::LineSeparator, QLatin1Char('\n'));
        return shown.trimmed().isEmpty() ? QString() : jsontext::problem(shown);
    }
    auto* line = qobject_cast<QLineEdit*>(m_input);
    const bool number = m_column.kind == ColumnKind::Integer || m_column.kind == ColumnKind::Decimal;
    if (!line || !number || (m_shown && line->text() == m_shown->first))
        return {};
    return numerictext::problem(line->text(), m_column.kind == ColumnKind::Integer);
}

void FieldEditor::setValue(const QVariant& edit) {
    const bool isNull = !edit.isValid() || edit.isNull();
    const QSignalBlocker block(m_input);
    if (auto* picker = qobject_cast<ReferencePicker*>(m_input)) {
        picker->setValue(edit);
    } else if (auto* box = qobject_cast<QCheckBox*>(m_input)) {
        box->setCheckState(isNull ? (box->isTristate() ? Qt::PartiallyChecked : Qt::Unchecked)
                                  : (edit.toBool() ? Qt::Checked : Qt::Unchecked));
    } else if (auto* combo = qobject_cast<QComboBox*>(m_input)) {
        const int i = isNull ? combo->findData(QVariant()) : combo->findData(edit.toString());
        if (i < 0 && !isNull) {
            combo->addItem(edit.toString(), edit.toString()); // a value the CHECK would refuse: show it, not hide it
            combo->setCurrentIndex(combo->count() - 1);
        } else {
            combo->setCurrentIndex(qMax(0, i));
        }
    } else if (auto* dt = qobject_cast<QDateTimeEdit*>(m_input)) {
        if (!isNull) {
            if (m_column.kind == ColumnKind::Date)
                dt->setDate(edit.toDate());
            else
                dt->setDateTime(timedisplay::inZone(edit.toDateTime()));
        }
        setNullState(isNull);
    } else if (auto* text = qobject_cast<QPlainTextEdit*>(m_input)) {
        const QString shown = multiLineText(edit);
        // A later value wins over a held one still loading (longtext drops the older text when it arrives).
        m_loadingHeld = false;
        if (shown.size() >= kHoldFrom) {
            m_held = edit;
            text->clear();
            text->setReadOnly(true);
            const int characters = shown.size() > INT_MAX ? INT_MAX : int(shown.size());
            text->setPlaceholderText(tr("Kept exactly as stored: %Ln characters.", nullptr, characters));
            m_heldNote->setText(
                tr("A value this long is not loaded into the editor unless you ask; saving leaves it as stored."));
            m_loadHeld->setEnabled(true);
            m_heldBar->show();
        } else {
            m_held.reset();
            m_heldBar->hide();
            noteLineBreaks(shown);
            text->setReadOnly(false);
            text->setPlaceholderText(multiLinePlaceholder());
            const QString laid = breakLines(shown) ? jsontext::brokenForEditing(shown) : shown;
            longtext::setText(text, 0, [laid]() { return laid; }); // at once, and newer than one loading
        }
    } else if (auto* line = qobject_cast<QLineEdit*>(m_input)) {
        // A secret's content never reaches a widget, not even masked: only whether there is one.
        if (m_column.kind == ColumnKind::Secret)
            line->setText(isNull || edit.toByteArray().isEmpty() ? QString() : QStringLiteral("••••••"));
        else if (m_column.kind == ColumnKind::Decimal)
            line->setText(isNull ? QString() : numerictext::localeText(edit.toString()));
        else
            line->setText(isNull ? QString() : edit.toString());
        m_shown.emplace(line->text(), edit);
    }
}

} // namespace metadesk
