#include "gui/grid/GridCellDelegate.h"

#include <QApplication>
#include <QFontMetrics>
#include <QPainter>

namespace metadesk {

namespace {
constexpr int kDefaultCacheLimit = 2048; ///< a few screens of cells (a ~1100×700 grid shows ~300)

/// Lays the text out on one line of this width, as QCommonStyle does for an item view's text; its height.
qreal layOut(QTextLayout& layout, int width) {
    layout.setCacheEnabled(true); // keep the shaped glyphs for drawing, again and again
    layout.beginLayout();
    QTextLine line = layout.createLine();
    qreal height = 0;
    if (line.isValid()) {
        line.setLineWidth(width);
        line.setPosition(QPointF(0, 0));
        height = line.height();
    }
    layout.endLayout();
    return height;
}
} // namespace

GridCellDelegate::GridCellDelegate(QObject* parent) : QStyledItemDelegate(parent), m_layouts(kDefaultCacheLimit) {}

GridCellDelegate::~GridCellDelegate() = default;

const GridCellDelegate::Layout* GridCellDelegate::layoutFor(const QStyleOptionViewItem& option,
                                                            const QRect& textRect) const {
    if (option.font != m_font) {
        m_layouts.clear();
        m_font = option.font;
    }
    const Qt::Alignment alignment = QStyle::visualAlignment(option.direction, option.displayAlignment);
    Key key{option.text, textRect.width(), int(alignment), int(option.direction)};
    if (const Layout* cached = m_layouts.object(key))
        return cached;
    // What QCommonStylePrivate::viewItemDrawText does: no wrapping, the style's alignment and direction, the text
    // elided (once) where it is wider than the cell.
    QTextOption textOption;
    textOption.setWrapMode(QTextOption::ManualWrap);
    textOption.setTextDirection(option.direction);
    textOption.setAlignment(alignment);
    auto* layout = new Layout;
    layout->text.setText(option.text);
    layout->text.setFont(option.font);
    layout->text.setTextOption(textOption);
    ++m_layoutCount;
    layout->height = qRound(layOut(layout->text, textRect.width()));
    if (layout->text.lineCount() > 0 && layout->text.lineAt(0).naturalTextWidth() > textRect.width()) {
        const QString elided =
            QFontMetrics(option.font).elidedText(option.text, option.textElideMode, textRect.width());
        layout->text.clearLayout();
        layout->text.setText(elided);
        ++m_layoutCount;
        layOut(layout->text, textRect.width());
    }
    m_layouts.insert(key, layout);
    return layout;
}

void GridCellDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const {
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    constexpr auto kOwnPath =
        QStyleOptionViewItem::HasCheckIndicator | QStyleOptionViewItem::HasDecoration | QStyleOptionViewItem::WrapText;
    if ((opt.features & kOwnPath) || (opt.state & QStyle::State_Editing) || !opt.showDecorationSelected ||
        opt.text.contains(QChar::LineSeparator)) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    const QWidget* widget = opt.widget;
    const QStyle* style = widget ? widget->style() : QApplication::style();
    // QCommonStyle's CE_ItemViewItem, in its order: background and selection, text, focus frame. With the decoration
    // shown selected (a table's cells) and neither check box nor icon, the text's rectangle is the cell.
    painter->save();
    painter->setClipRect(opt.rect);
    style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, widget);

    QPalette::ColorGroup group = opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    if (group == QPalette::Normal && !(opt.state & QStyle::State_Active))
        group = QPalette::Inactive;
    painter->setPen(
        opt.palette.color(group, opt.state & QStyle::State_Selected ? QPalette::HighlightedText : QPalette::Text));
    const int margin = style->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, widget) + 1;
    const QRect textRect = opt.rect.adjusted(margin, 0, -margin, 0);
    if (!opt.text.isEmpty()) {
        const Layout* layout = layoutFor(opt, textRect);
        const QRect aligned = QStyle::alignedRect(Qt::LayoutDirectionAuto, opt.displayAlignment,
                                                  QSize(textRect.width(), layout->height), textRect);
        layout->text.draw(painter, QPointF(textRect.x(), aligned.top()));
    }

    if (opt.state & QStyle::State_HasFocus) {
        QStyleOptionFocusRect focus;
        focus.QStyleOption::operator=(opt);
        focus.rect = style->subElementRect(QStyle::SE_ItemViewItemFocusRect, &opt, widget);
        focus.state |= QStyle::State_KeyboardFocusChange | QStyle::State_Item;
        const QPalette::ColorGroup focusGroup =
            opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
        focus.backgroundColor =
            opt.palette.color(focusGroup, opt.state & QStyle::State_Selected ? QPalette::Highlight : QPalette::Window);
        style->drawPrimitive(QStyle::PE_FrameFocusRect, &focus, painter, widget);
    }
    painter->restore();
}

} // namespace metadesk
