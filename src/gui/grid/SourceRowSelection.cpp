#include "gui/grid/SourceRowSelection.h"

namespace metadesk {

namespace {

/// Where a row goes when rows first..last are removed: rows among them go to `replacement`.
int rowAfterRemove(int row, int first, int last, int replacement) {
    if (row < first)
        return row;
    if (row > last)
        return row - (last - first + 1);
    return replacement;
}

} // namespace

void SourceRowSelection::clear() {
    m_current = -1;
    m_selected.clear();
    m_anchor = -1;
    m_anchorBase.clear();
    m_dragRow = -1;
}

void SourceRowSelection::setCurrent(int row, int column) {
    m_current = row;
    m_currentColumn = qMax(0, column);
}

void SourceRowSelection::setCurrentAndAnchor(int row, int column) {
    setCurrent(row, column);
    m_anchor = row;
    m_anchorBase = m_selected;
}

void SourceRowSelection::setSelected(const RowRangeSet& rows) {
    m_selected = rows;
    m_anchorBase = rows;
}

void SourceRowSelection::moveTo(int row, int column, Qt::KeyboardModifiers modifiers,
                                QAbstractItemView::SelectionMode mode) {
    const bool extends = mode == QAbstractItemView::ExtendedSelection || mode == QAbstractItemView::ContiguousSelection;
    // Ctrl with a key moves the highlight with the current row (Ctrl+End selects the last row), unlike a QTableView,
    // where it moves the current row alone: every action here acts on the highlighted rows, and a current row apart
    // from them would show one record in the detail pane while Delete took another.
    if (mode == QAbstractItemView::NoSelection || mode == QAbstractItemView::MultiSelection) {
        setCurrentAndAnchor(row, column);
        return;
    }
    if ((modifiers & Qt::ShiftModifier) && extends) {
        if (m_anchor < 0) {
            m_anchor = m_current >= 0 ? m_current : row;
            m_anchorBase = m_selected;
        }
        m_selected = mode == QAbstractItemView::ExtendedSelection ? m_anchorBase : RowRangeSet();
        m_selected.add(qMin(m_anchor, row), qMax(m_anchor, row));
        setCurrent(row, column);
        return;
    }
    m_selected = RowRangeSet(row, row);
    setCurrentAndAnchor(row, column);
}

void SourceRowSelection::replaceRange(int first, int last, const RowRangeSet& selected) {
    m_selected.remove(first, last);
    for (const RowRangeSet::Range& r : selected.ranges())
        m_selected.add(r.first, r.second);
    m_anchorBase = m_selected;
}

void SourceRowSelection::startDrag(int pressedRow, int anchor, DragMode mode) {
    m_dragRow = pressedRow;
    m_dragAnchor = anchor;
    m_dragMode = mode;
    m_dragStarted = false;
}

void SourceRowSelection::dragTo(int row) {
    if (m_dragRow < 0)
        return;
    if (!m_dragStarted) {
        // What the press did is in place now: the drag builds on it.
        m_dragStarted = true;
        m_dragBase = m_dragMode == DragMode::Toggle   ? m_selected
                     : m_dragMode == DragMode::Extend ? m_anchorBase
                                                      : RowRangeSet();
        m_dragDeselect = m_dragMode == DragMode::Toggle && !m_selected.contains(m_dragRow);
    }
    m_selected = m_dragBase;
    if (m_dragDeselect)
        m_selected.remove(qMin(m_dragAnchor, row), qMax(m_dragAnchor, row));
    else
        m_selected.add(qMin(m_dragAnchor, row), qMax(m_dragAnchor, row));
    m_anchor = m_dragAnchor;
    m_anchorBase = m_dragBase;
    setCurrent(row, m_currentColumn);
}

void SourceRowSelection::rowsInserted(int first, int count) {
    for (int* row : {&m_current, &m_anchor, &m_dragRow, &m_dragAnchor}) {
        if (*row >= first)
            *row += count;
    }
    m_selected.rowsInserted(first, count);
    m_anchorBase.rowsInserted(first, count);
    m_dragBase.rowsInserted(first, count);
}

void SourceRowSelection::rowsRemoved(int first, int last, int rowsAfter) {
    if (m_current >= 0)
        m_current = rowAfterRemove(m_current, first, last, rowsAfter == 0 ? -1 : qMin(first, rowsAfter - 1));
    if (m_anchor >= 0)
        m_anchor = rowAfterRemove(m_anchor, first, last, m_current);
    if (m_dragRow >= 0)
        m_dragRow = rowAfterRemove(m_dragRow, first, last, -1);
    if (m_dragAnchor >= 0)
        m_dragAnchor = rowAfterRemove(m_dragAnchor, first, last, m_current);
    m_selected.rowsRemoved(first, last);
    m_anchorBase.rowsRemoved(first, last);
    m_dragBase.rowsRemoved(first, last);
}

void SourceRowSelection::saveForLayoutChange(const QAbstractItemModel* source) {
    // A persistent index per selected row; a selection of very many rows is dropped instead.
    constexpr qint64 kMaxKeptRows = 10000;
    m_layoutCurrent = m_current >= 0 ? QPersistentModelIndex(source->index(m_current, 0)) : QPersistentModelIndex();
    m_layoutAnchor = m_anchor >= 0 ? QPersistentModelIndex(source->index(m_anchor, 0)) : QPersistentModelIndex();
    m_layoutSelected.clear();
    if (m_selected.count() > kMaxKeptRows)
        return;
    for (const RowRangeSet::Range& r : m_selected.ranges()) {
        for (int row = r.first; row <= r.second; ++row)
            m_layoutSelected.append(QPersistentModelIndex(source->index(row, 0)));
    }
}

void SourceRowSelection::restoreAfterLayoutChange() {
    m_current = m_layoutCurrent.isValid() ? m_layoutCurrent.row() : -1;
    m_anchor = m_layoutAnchor.isValid() ? m_layoutAnchor.row() : m_current;
    m_selected.clear();
    for (const QPersistentModelIndex& index : std::as_const(m_layoutSelected)) {
        if (index.isValid())
            m_selected.add(index.row(), index.row());
    }
    m_anchorBase = m_selected;
    m_dragRow = -1;
    m_layoutCurrent = QPersistentModelIndex();
    m_layoutAnchor = QPersistentModelIndex();
    m_layoutSelected.clear();
}

} // namespace metadesk
