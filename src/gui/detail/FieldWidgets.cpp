#include "FieldWidgets.h"
#include "core/edit/ValueCodec.h"

#include "DetailStyle.h"
#include "JsonView.h"
#include "LongText.h"
#include "core/export/StoredText.h"
#include "core/settings/TimeDisplay.h"
#include "models/CellFormat.h"

#include <QClipboard>
#include <QContextMenuEvent>
#include <QGuiApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QMenu>
#include <QPainter>
#include <QPlainTextEdit>
#include <QTextBlock>
#include <QToolTip>

#include <optional>

namespace metadesk::fieldwidgets {

namespace {
/// Past this a long text gets its own scrolling box instead of growing the pane without end.
constexpr int kLongTextInLabel = 1200;
constexpr int kLongTextLines = 10;
constexpr int kWrapFrom = 48;

QString stored(const QVariant& value) {
    return value.toString();
}

bool inLabel(const QString& text) {
    return text.size() <= kLongTextInLabel && text.count(QLatin1Char('\n')) < kLongTextLines;
}

QPlainTextEdit* longTextBox(QWidget* parent) {
    auto* edit = new QPlainTextEdit(parent);
    edit->setReadOnly(true);
    edit->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    edit->setFixedHeight(kLongTextLines * edit->fontMetrics().lineSpacing() +
                         int(2 * edit->document()->documentMargin()) + 2 * edit->frameWidth());
    return edit;
}

QWidget* pill(QWidget* parent) {
    QLabel* label = valueLabel(QString(), parent);
    const QPalette& p = parent->palette();
    label->setStyleSheet(QStringLiteral("QLabel { background: %1; color: %2; border: 1px solid %3; border-radius: 8px;"
                                        " padding: 0px 7px; }")
                             .arg(detailstyle::css(p.color(QPalette::AlternateBase)),
                                  detailstyle::css(p.color(QPalette::WindowText)),
                                  detailstyle::css(p.color(QPalette::Mid))));
    label->setAlignment(Qt::AlignCenter);
    label->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Fixed);
    return label;
}
} // namespace

QFont headingFont(const QFont& base) {
    QFont font = base;
    font.setPointSizeF(font.pointSizeF() * 0.85);
    font.setCapitalization(QFont::AllUppercase);
    font.setLetterSpacing(QFont::PercentageSpacing, 108);
    font.setWeight(QFont::DemiBold);
    return font;
}

bool needsWrap(const QString& text) {
    return text.size() > kWrapFrom || text.contains(QLatin1Char('\n'));
}

namespace {
/// A value's label that says when the pane cuts it: a path or a uuid cannot wrap, and cut at the edge "…fc34" or "#2"
/// read as whole values ("#21" was cut to "#2"). Its text stays whole (selected, copied and read out whole); only
/// the painting marks the cut, with "…" over the last characters shown.
///
/// It is selectable from the moment the pointer reaches it (or a click or a context menu does), not from the start: a
/// selectable QLabel keeps a text document of its own, which laid out every field's text once more when the pane was
/// first filled (16.7 of the 40.5 million instructions of its first row, on runs) and held memory for each. Plain and
/// selectable, a label has the same size and the same pixels (tst_rowdetailpane::valuesBecomeSelectableWhenPointed).
class ValueLabel : public QLabel {
public:
    using QLabel::QLabel;
    /// Selectable once pointed at (the default); false: never (a secret's mask, the word for NULL: not values).
    void setSelectableWhenPointed(bool selectable) { m_selectableWhenPointed = selectable; }
    /// The value as the database holds it (StoredText: "false" where the label reads "No", a time's stored text),
    /// what Copy Value copies; unset for a label that shows no one stored value (a title, a message).
    void setStoredText(const std::optional<QString>& stored) { m_stored = stored; }

protected:
    bool event(QEvent* event) override {
        switch (event->type()) {
        case QEvent::Enter:
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonDblClick:
        case QEvent::ContextMenu:
            if (m_selectableWhenPointed && !(textInteractionFlags() & Qt::TextSelectableByMouse)) {
                setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
                // The application gave focus for this click before the label took clicks: it takes it now, so that
                // the keys (Ctrl+C) reach the selection the click makes.
                if (event->type() != QEvent::Enter)
                    setFocus(Qt::MouseFocusReason);
            }
            break;
        case QEvent::ToolTip:
            // A value the pane cuts reads whole in its tooltip (a label with a tooltip of its own keeps that).
            if (toolTip().isEmpty() && isClipped(this)) {
                QToolTip::showText(static_cast<QHelpEvent*>(event)->globalPos(), text(), this);
                return true;
            }
            break;
        case QEvent::ShortcutOverride:
            // Ctrl+C with text selected here copies that text: a read-only label does not claim the key, and the
            // window's Copy (the grid's rows) took it.
            if (hasSelectedText() && static_cast<QKeyEvent*>(event)->matches(QKeySequence::Copy)) {
                event->accept();
                return true;
            }
            break;
        default:
            break;
        }
        return QLabel::event(event);
    }

    /// QLabel offers a menu over links only: a value's label offers the copies an admin reaches for, the whole value
    /// as stored too (a cut path or uuid dragged across would copy only what shows; "No" is stored as false).
    void contextMenuEvent(QContextMenuEvent* event) override {
        if (!m_selectableWhenPointed) {
            QLabel::contextMenuEvent(event);
            return;
        }
        auto* menu = new QMenu(this);
        menu->setAttribute(Qt::WA_DeleteOnClose);
        QAction* copy = menu->addAction(QObject::tr("Copy"), this,
                                        [this]() { QGuiApplication::clipboard()->setText(selectedText()); });
        copy->setEnabled(hasSelectedText());
        if (m_stored)
            menu->addAction(QObject::tr("Copy Value"), this,
                            [this]() { QGuiApplication::clipboard()->setText(*m_stored); });
        menu->addSeparator();
        menu->addAction(QObject::tr("Select All"), this, [this]() { setSelection(0, int(text().size())); });
        menu->popup(event->globalPos());
        event->accept();
    }

    void paintEvent(QPaintEvent* event) override {
        QLabel::paintEvent(event);
        if (!isClipped(this))
            return;
        QPainter painter(this);
        const QString dots(QChar(0x2026));
        const QFontMetrics metrics = fontMetrics();
        const int markWidth = metrics.horizontalAdvance(dots) + 2;
        const QRect area = contentsRect();
        const QRect mark(area.right() + 1 - markWidth, area.top(), markWidth, metrics.height());
        painter.fillRect(mark, palette().brush(backgroundRole()));
        painter.setPen(palette().color(foregroundRole()));
        painter.drawText(mark.adjusted(1, 0, 0, 0), Qt::AlignLeft | Qt::AlignTop, dots);
    }

private:
    bool m_selectableWhenPointed = true;
    std::optional<QString> m_stored;
};
} // namespace

bool isClipped(const QLabel* label) {
    return label && !label->wordWrap() && !label->text().isEmpty() && label->sizeHint().width() > label->width();
}

QLabel* valueLabel(const QString& text, QWidget* parent) {
    auto* label = new ValueLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setText(text);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->setWordWrap(needsWrap(text));
    label->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    // A path or a uuid cannot wrap; in a narrow pane it is cut at the edge, marked so (whole in a copy), instead of
    // pushing the pane's other fields out of sight.
    label->setMinimumWidth(1);
    return label;
}

QLabel* emptyLabel(QWidget* parent) {
    auto* label = static_cast<ValueLabel*>(valueLabel(QObject::tr("empty"), parent));
    label->setSelectableWhenPointed(false); // a word of Metadesk's, not a stored value: nothing to copy
    label->setTextInteractionFlags(Qt::NoTextInteraction);
    QFont font = label->font();
    font.setItalic(true);
    label->setFont(font);
    detailstyle::setTextColour(label, detailstyle::muted(parent->palette()));
    label->setToolTip(QObject::tr("No value is stored (NULL)."));
    return label;
}

bool spansRow(const ColumnDescriptor& column, const QVariant& value) {
    if (value.isNull())
        return false;
    if (column.kind == ColumnKind::Json)
        return true;
    return column.kind == ColumnKind::LongText && stored(value).size() > 120;
}

namespace {
/// The kinds of widget a value is shown in; a widget keeps its kind as long as it lives.
enum class Shape { Empty, NoItems, Secret, Json, LongTextBox, Label, Pill };
const char* const kShapeProperty = "fieldShape";

Shape shapeOf(const ColumnDescriptor& column, const QVariant& value) {
    if (column.kind == ColumnKind::Secret) // masked whether set or not would hide that a secret is missing
        return value.isNull() || stored(value).isEmpty() ? Shape::Empty : Shape::Secret;
    if (value.isNull())
        return Shape::Empty;
    switch (column.kind) {
    case ColumnKind::Json:
        return Shape::Json;
    case ColumnKind::TextArray:
        return valuecodec::parseTextArray(value).isEmpty() ? Shape::NoItems : Shape::Label;
    case ColumnKind::LongText:
        return inLabel(stored(value)) ? Shape::Label : Shape::LongTextBox;
    case ColumnKind::Enum:
        return Shape::Pill;
    default:
        return Shape::Label;
    }
}

QWidget* make(Shape shape, QWidget* parent) {
    switch (shape) {
    case Shape::Empty:
        return emptyLabel(parent);
    case Shape::NoItems: {
        QLabel* label = emptyLabel(parent);
        label->setText(QObject::tr("no items"));
        label->setToolTip(QObject::tr("An empty list."));
        return label;
    }
    case Shape::Secret: {
        // Its content is never shown, not even in a tooltip or an accessible name.
        auto* label = static_cast<ValueLabel*>(valueLabel(cellformat::secretMask(), parent));
        label->setToolTip(QObject::tr("A stored secret: Metadesk never shows it."));
        label->setSelectableWhenPointed(false);
        label->setTextInteractionFlags(Qt::NoTextInteraction);
        return label;
    }
    case Shape::Json:
        return new JsonView(parent);
    case Shape::LongTextBox:
        return longTextBox(parent);
    case Shape::Label:
        return valueLabel(QString(), parent);
    case Shape::Pill:
        return pill(parent);
    }
    return nullptr;
}

/// What a label of Shape::Label reads for `value`, with its tooltip.
QString labelText(const ColumnDescriptor& column, const QVariant& value, QString* toolTip) {
    switch (column.kind) {
    case ColumnKind::TextArray: {
        QStringList lines;
        for (const QString& item : valuecodec::parseTextArray(value))
            lines << QStringLiteral("•  ") + item;
        return lines.join(QLatin1Char('\n'));
    }
    case ColumnKind::LongText:
        return stored(value);
    case ColumnKind::Timestamp: {
        const QDateTime utc = valuecodec::parseTimestamp(value);
        if (utc.isValid())
            *toolTip = QObject::tr("%1 (%2); stored %3 UTC")
                           .arg(timedisplay::text(utc), timedisplay::zoneName(),
                                utc.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")));
        return cellformat::display(column, value);
    }
    case ColumnKind::Bool:
        return cellformat::display(column, value).isEmpty() ? QObject::tr("No") : QObject::tr("✓ Yes");
    default:
        return cellformat::display(column, value);
    }
}

/// Shows `value` in `field`, of `shape`.
void fill(QWidget* field, Shape shape, const ColumnDescriptor& column, const QVariant& value) {
    switch (shape) {
    case Shape::Empty:
    case Shape::NoItems:
    case Shape::Secret:
        return; // they read the same for every value of their kind
    case Shape::Json:
        static_cast<JsonView*>(field)->setJson(stored(value).toUtf8());
        return;
    case Shape::LongTextBox: {
        const QString text = stored(value);
        longtext::setText(static_cast<QPlainTextEdit*>(field), text.size(), [text]() { return text; });
        return;
    }
    case Shape::Label: {
        QString toolTip;
        const QString text = labelText(column, value, &toolTip);
        auto* label = static_cast<ValueLabel*>(field);
        label->setText(text);
        label->setWordWrap(needsWrap(text));
        label->setToolTip(toolTip);
        label->setStoredText(StoredText(column).of(value).text);
        return;
    }
    case Shape::Pill: {
        auto* label = static_cast<ValueLabel*>(field);
        label->setText(cellformat::display(column, value));
        label->setStoredText(StoredText(column).of(value).text);
        return;
    }
    }
}
} // namespace

QWidget* create(const ColumnDescriptor& column, const QVariant& value, QWidget* parent) {
    const Shape shape = shapeOf(column, value);
    QWidget* field = make(shape, parent);
    field->setProperty(kShapeProperty, int(shape));
    fill(field, shape, column, value);
    return field;
}

bool update(QWidget* field, const ColumnDescriptor& column, const QVariant& value) {
    const Shape shape = shapeOf(column, value);
    const QVariant made = field->property(kShapeProperty);
    if (!made.isValid() || made.toInt() != int(shape))
        return false;
    fill(field, shape, column, value);
    return true;
}

} // namespace metadesk::fieldwidgets
