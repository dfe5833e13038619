#include "DiffDelegate.h"

#include "DiffModel.h"
#include "gui/style/Theme.h"

#include <QFontDatabase>
#include <QPainter>
#include <QTextLayout>

namespace metadesk {

namespace {
bool oldColumn(int column) {
    return column <= DiffModel::OldText;
}
} // namespace

QColor DiffDelegate::background(int kind, bool oldSide, const QPalette& palette) {
    const bool dark = theme::isDark(palette);
    const auto k = DiffRow::Kind(kind);
    if (k == DiffRow::Kind::Equal || kind < 0)
        return {};
    const bool removedSide = oldSide && (k == DiffRow::Kind::Removed || k == DiffRow::Kind::Changed);
    const bool addedSide = !oldSide && (k == DiffRow::Kind::Added || k == DiffRow::Kind::Changed);
    if (removedSide)
        return dark ? QColor(0x4b, 0x1f, 0x24) : QColor(0xff, 0xeb, 0xe9);
    if (addedSide)
        return dark ? QColor(0x1c, 0x3b, 0x27) : QColor(0xe6, 0xff, 0xec);
    // The side that has no line: a hole, greyed.
    return dark ? QColor(0x33, 0x35, 0x3a) : QColor(0xee, 0xef, 0xf1);
}

QColor DiffDelegate::markBackground(int kind, bool oldSide, const QPalette& palette) {
    Q_UNUSED(kind) // a changed line's words: the tint of its side
    const bool dark = theme::isDark(palette);
    return oldSide ? (dark ? QColor(0x8c, 0x2f, 0x37) : QColor(0xff, 0xb3, 0xad))
                   : (dark ? QColor(0x2e, 0x6b, 0x3d) : QColor(0x9c, 0xee, 0xaf));
}

QSize DiffDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    const QFontMetrics fm(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    size.setHeight(std::max(size.height(), fm.height() + 4));
    return size;
}

void DiffDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const {
    const auto* model = qobject_cast<const DiffModel*>(index.model());
    if (!model) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QPalette& palette = option.palette;
    const int column = index.column();
    const bool oldSide = oldColumn(column);
    const int kind = index.data(DiffModel::KindRole).toInt();
    const bool selected = option.state & QStyle::State_Selected;
    painter->save();
    painter->setClipRect(option.rect);

    if (model->isFold(index.row())) {
        painter->fillRect(option.rect, palette.color(QPalette::AlternateBase));
        painter->setPen(palette.color(QPalette::PlaceholderText));
        painter->drawLine(option.rect.topLeft(), option.rect.topRight());
        painter->drawLine(option.rect.bottomLeft(), option.rect.bottomRight());
        painter->setPen(selected ? palette.color(QPalette::Highlight) : palette.color(QPalette::Text));
        QFont font = option.font;
        font.setItalic(true);
        painter->setFont(font);
        painter->drawText(option.rect.adjusted(8, 0, -8, 0), Qt::AlignVCenter | Qt::AlignLeft,
                          index.data(Qt::DisplayRole).toString());
        painter->restore();
        return;
    }

    const QColor bg = background(kind, oldSide, palette);
    painter->fillRect(option.rect, bg.isValid() ? bg : palette.color(QPalette::Base));
    const QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    const QColor textColour = palette.color(QPalette::Text);
    const QRect textRect = option.rect.adjusted(4, 0, -4, 0);

    if (column == DiffModel::OldText || column == DiffModel::NewText) {
        const DiffRow* row = model->diffRow(index.row());
        const QString text = row ? (oldSide ? row->oldText : row->newText) : QString();
        // The first few thousand characters: what fits a screen, whatever the line's length.
        const QString shown = text.left(2000);
        QTextLayout layout(shown, mono, painter->device());
        QList<QTextLayout::FormatRange> formats;
        if (row && row->kind == DiffRow::Kind::Changed) {
            QTextCharFormat marked;
            marked.setBackground(markBackground(kind, oldSide, palette));
            for (const DiffSpan& span : oldSide ? row->oldMarks : row->newMarks) {
                if (span.start >= shown.size())
                    break;
                formats.append({span.start, std::min(span.length, int(shown.size()) - span.start), marked});
            }
        }
        layout.setFormats(formats);
        QTextOption textOption;
        textOption.setWrapMode(QTextOption::NoWrap);
        layout.setTextOption(textOption);
        layout.beginLayout();
        QTextLine line = layout.createLine();
        if (line.isValid())
            line.setLineWidth(1e6);
        layout.endLayout();
        painter->setPen(textColour);
        const qreal y = textRect.top() + (textRect.height() - (line.isValid() ? line.height() : 0)) / 2.0;
        layout.draw(painter, QPointF(textRect.left(), y));
    } else {
        const bool number = column == DiffModel::OldLine || column == DiffModel::NewLine;
        painter->setFont(number ? mono : [&] {
            QFont bold = mono;
            bold.setBold(true);
            return bold;
        }());
        painter->setPen(number ? palette.color(QPalette::PlaceholderText) : textColour);
        painter->drawText(textRect, index.data(Qt::TextAlignmentRole).toInt(), index.data(Qt::DisplayRole).toString());
    }
    if (selected) {
        QPen pen(palette.color(QPalette::Highlight));
        pen.setWidth(2);
        painter->setPen(pen);
        painter->drawLine(option.rect.left(), option.rect.top() + 1, option.rect.right(), option.rect.top() + 1);
        painter->drawLine(option.rect.left(), option.rect.bottom(), option.rect.right(), option.rect.bottom());
    }
    painter->restore();
}

} // namespace metadesk
