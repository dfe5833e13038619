#include "FieldWidgets.h"
#include "core/edit/ValueCodec.h"

#include "DetailStyle.h"
#include "JsonView.h"
#include "LongText.h"
#include "core/settings/TimeDisplay.h"
#include "models/CellFormat.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QTextBlock>

namespace metadesk::fieldwidgets {

namespace {
/// Past this a long text gets its own scrolling box instead of growing the pane without end.
constexpr int kLongTextInLabel = 1200;
constexpr int kLongTextLines = 10;
constexpr int kWrapFrom = 48;

QString stored(const QVariant& value) {
    return value.toString();
}

QWidget* longText(const QString& text, QWidget* parent) {
    if (text.size() <= kLongTextInLabel && text.count(QLatin1Char('\n')) < kLongTextLines)
        return valueLabel(text, parent);
    auto* edit = new QPlainTextEdit(parent);
    edit->setReadOnly(true);
    edit->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    longtext::setText(edit, text.size(), [text]() { return text; });
    edit->setFixedHeight(kLongTextLines * edit->fontMetrics().lineSpacing() +
                         int(2 * edit->document()->documentMargin()) + 2 * edit->frameWidth());
    return edit;
}

QWidget* pill(const QString& text, QWidget* parent) {
    QLabel* label = valueLabel(text, parent);
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

QLabel* valueLabel(const QString& text, QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setText(text);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    label->setWordWrap(needsWrap(text));
    label->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    label->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Minimum);
    // A path or a uuid cannot wrap; in a narrow pane it is cut at the edge (whole in a copy) instead of pushing the
    // pane's other fields out of sight.
    label->setMinimumWidth(1);
    return label;
}

QLabel* emptyLabel(QWidget* parent) {
    QLabel* label = valueLabel(QObject::tr("empty"), parent);
    QFont font = label->font();
    font.setItalic(true);
    label->setFont(font);
    label->setStyleSheet(QStringLiteral("color: %1").arg(detailstyle::css(detailstyle::muted(parent->palette()))));
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

QWidget* create(const ColumnDescriptor& column, const QVariant& value, QWidget* parent) {
    if (column.kind == ColumnKind::Secret) {
        // Masked whether set or not would hide that a secret is missing; its content is never shown, not even
        // in a tooltip or an accessible name.
        if (value.isNull() || stored(value).isEmpty())
            return emptyLabel(parent);
        QLabel* label = valueLabel(cellformat::secretMask(), parent);
        label->setToolTip(QObject::tr("A stored secret: Metadesk never shows it."));
        label->setTextInteractionFlags(Qt::NoTextInteraction);
        return label;
    }
    if (value.isNull())
        return emptyLabel(parent);
    switch (column.kind) {
    case ColumnKind::Json: {
        auto* view = new JsonView(parent);
        view->setJson(stored(value).toUtf8());
        return view;
    }
    case ColumnKind::TextArray: {
        const QStringList items = valuecodec::parseTextArray(value);
        if (items.isEmpty()) {
            QLabel* label = emptyLabel(parent);
            label->setText(QObject::tr("no items"));
            label->setToolTip(QObject::tr("An empty list."));
            return label;
        }
        QStringList lines;
        for (const QString& item : items)
            lines << QStringLiteral("•  ") + item;
        return valueLabel(lines.join(QLatin1Char('\n')), parent);
    }
    case ColumnKind::LongText:
        return longText(stored(value), parent);
    case ColumnKind::Timestamp: {
        QLabel* label = valueLabel(cellformat::display(column, value), parent);
        const QDateTime utc = valuecodec::parseTimestamp(value);
        if (utc.isValid())
            label->setToolTip(QObject::tr("%1 (%2); stored %3 UTC")
                                  .arg(timedisplay::text(utc), timedisplay::zoneName(),
                                       utc.toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz"))));
        return label;
    }
    case ColumnKind::Bool:
        return valueLabel(cellformat::display(column, value).isEmpty() ? QObject::tr("No") : QObject::tr("✓ Yes"),
                          parent);
    case ColumnKind::Enum:
        return pill(cellformat::display(column, value), parent);
    case ColumnKind::Integer:
    case ColumnKind::Decimal:
    case ColumnKind::Date:
    case ColumnKind::Text:
        break;
    case ColumnKind::Secret:
        break;
    }
    return valueLabel(cellformat::display(column, value), parent);
}

} // namespace metadesk::fieldwidgets
