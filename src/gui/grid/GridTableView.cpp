#include "gui/grid/GridTableView.h"

#include <QAccessible>
#include <QHeaderView>
#include <QPaintEvent>
#include <QPainter>
#include <QStyleOptionViewItem>

namespace metadesk {

GridTableView::GridTableView(QWidget* parent) : QTableView(parent) {
    setGridStyle(Qt::NoPen);
}

void GridTableView::paintEvent(QPaintEvent* event) {
    QTableView::paintEvent(event);
    if (!showGrid() || gridStyle() != Qt::NoPen)
        return;
    // Where QTableView::paintEvent draws its lines: under each row and after each column (before it, right to
    // left), within each dirty rectangle cut to the table's extent.
    const QHeaderView* rows = verticalHeader();
    const QHeaderView* columns = horizontalHeader();
    if (rows->count() == 0 || columns->count() == 0)
        return;
    QStyleOptionViewItem option;
    initViewItemOption(&option);
    const QColor color = QColor::fromRgba(QRgb(style()->styleHint(QStyle::SH_Table_GridLineColor, &option, this)));
    const bool rightToLeft = isRightToLeft();
    const int x = columns->length() - columns->offset() - (rightToLeft ? 0 : 1);
    const int y = rows->length() - rows->offset() - 1;
    QPainter painter(viewport());
    for (QRect dirty : event->region()) {
        dirty.setBottom(qMin(dirty.bottom(), y));
        if (rightToLeft)
            dirty.setLeft(qMax(dirty.left(), viewport()->width() - x));
        else
            dirty.setRight(qMin(dirty.right(), x));
        if (!dirty.isValid())
            continue;
        int top = rows->visualIndexAt(dirty.top());
        int bottom = rows->visualIndexAt(dirty.bottom());
        if (bottom == -1)
            bottom = rows->count() - 1;
        int left = columns->visualIndexAt(dirty.left());
        int right = columns->visualIndexAt(dirty.right());
        if (rightToLeft)
            std::swap(left, right);
        if (left == -1)
            left = 0;
        if (right == -1)
            right = columns->count() - 1;
        if (top == -1 || top > bottom)
            continue;
        for (int visual = top; visual <= bottom; ++visual) {
            const int row = rows->logicalIndex(visual);
            if (rows->isSectionHidden(row))
                continue;
            const int lineY = rowViewportPosition(row) + rowHeight(row) - 1;
            painter.fillRect(QRect(dirty.left(), lineY, dirty.width(), 1), color);
        }
        for (int visual = left; visual <= right; ++visual) {
            const int column = columns->logicalIndex(visual);
            if (columns->isSectionHidden(column))
                continue;
            int lineX = columnViewportPosition(column);
            if (!rightToLeft)
                lineX += columnWidth(column) - 1;
            painter.fillRect(QRect(lineX, dirty.top(), 1, dirty.height()), color);
        }
    }
}

void GridTableView::dataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight, const QList<int>& roles) {
    // One cell, or anything an assistive technology follows: QTableView's own handling.
    if (topLeft == bottomRight || !topLeft.isValid() || !bottomRight.isValid() || !isVisible() ||
        QAccessible::isActive()) {
        QTableView::dataChanged(topLeft, bottomRight, roles);
        return;
    }
    updateEditorData();
    const QHeaderView* rows = verticalHeader();
    const int first = rows->visualIndex(topLeft.row()), last = rows->visualIndex(bottomRight.row());
    if (first < 0 || last < 0 || rows->sectionsHidden() || rows->sectionsMoved()) {
        viewport()->update();
        return;
    }
    const int top = rowViewportPosition(rows->logicalIndex(first));
    const int bottom = rowViewportPosition(rows->logicalIndex(last)) + rowHeight(rows->logicalIndex(last));
    const QRect band = QRect(0, top, viewport()->width(), bottom - top).intersected(viewport()->rect());
    if (!band.isEmpty())
        viewport()->update(band);
}

} // namespace metadesk
