#pragma once

#include "gui/grid/RowRangeSet.h"

#include <QAbstractItemView>
#include <QList>
#include <QPersistentModelIndex>

namespace metadesk {

/// A grid's current row, selection and Shift anchor in source rows, with the rules of QAbstractItemView's
/// selection commands, following the rows through inserts, removals and layout changes of the source.
class SourceRowSelection {
public:
    /// What dragging with the button held does: replaces the selection by the rows passed over, adds them to it or
    /// takes them from it as the Ctrl+click that started it did, or extends a Shift+click's range.
    enum class DragMode { Replace, Toggle, Extend };

    int current() const { return m_current; }
    int currentColumn() const { return m_currentColumn; }
    int anchor() const { return m_anchor; }
    const RowRangeSet& selected() const { return m_selected; }
    bool isDragging() const { return m_dragRow >= 0; }

    /// Forgets the current row, the selection and the anchor (a model reset).
    void clear();
    void setCurrent(int row, int column);
    /// The current row moved by the view itself (a click, Tab): the anchor follows, as in QAbstractItemView.
    void setCurrentAndAnchor(int row, int column);
    void setSelected(const RowRangeSet& rows);
    /// Moves the current row as a key press does: Shift selects from the anchor to it on top of what was selected
    /// when the anchor was set, otherwise (with Ctrl too) it alone is selected.
    void moveTo(int row, int column, Qt::KeyboardModifiers modifiers, QAbstractItemView::SelectionMode mode);
    /// The view's selection of the rows first..last (what it shows) replaces ours there.
    void replaceRange(int first, int last, const RowRangeSet& selected);
    void keepOnly(int first, int last) { m_selected.keepOnly(first, last); }

    void startDrag(int pressedRow, int anchor, DragMode mode);
    /// The pointer is over this row with the button held.
    void dragTo(int row);
    void endDrag() { m_dragRow = -1; }

    void rowsInserted(int first, int count);
    /// Rows first..last were removed, leaving `rowsAfter` rows: a removed current row passes to the row that takes
    /// its place, as in QItemSelectionModel.
    void rowsRemoved(int first, int last, int rowsAfter);
    /// Keeps the rows by persistent index across a layout change of the source.
    void saveForLayoutChange(const QAbstractItemModel* source);
    void restoreAfterLayoutChange();

private:
    int m_current = -1;
    int m_currentColumn = 0;
    RowRangeSet m_selected;
    int m_anchor = -1;        ///< where a Shift selection starts
    RowRangeSet m_anchorBase; ///< what was selected when the anchor was set: Shift adds its range to it

    int m_dragRow = -1; ///< the row pressed, while the button is held
    int m_dragAnchor = -1;
    DragMode m_dragMode = DragMode::Replace;
    bool m_dragStarted = false;
    bool m_dragDeselect = false;
    RowRangeSet m_dragBase;

    QPersistentModelIndex m_layoutCurrent;
    QPersistentModelIndex m_layoutAnchor;
    QList<QPersistentModelIndex> m_layoutSelected;
};

} // namespace metadesk
