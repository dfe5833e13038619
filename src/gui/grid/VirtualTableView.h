#pragma once

#include "gui/grid/RowRangeSet.h"
#include "gui/grid/SourceRowSelection.h"

#include <QAbstractItemView>
#include <QFrame>
#include <QList>
#include <QPoint>
#include <QPointer>

class QHeaderView;
class QKeyEvent;
class QMouseEvent;
class QScrollBar;
class QTableView;
class QTimer;
class QWheelEvent;

namespace metadesk {

class ColumnFitter;
class RowWindowProxy;

/// A table of any number of rows: the inner QTableView sees a window of a few dozen rows (RowWindowProxy) and an
/// external scroll bar stands for the whole source, so the view's per-row work never grows with the table.
///
/// Everything the user sees is in source rows: the scroll bar's value is the first row shown, the vertical header
/// numbers the source rows, and the current row and the selection are kept as source rows (SourceRowSelection), so
/// that they survive the window moving away and coming back. The scroll bar, the wheel, the keys that move the current
/// row and drags past the viewport's edges move the window; clicks and Ctrl+clicks are the inner view's own.
///
/// When a model's first rows on screen have arrived, the columns are sized to their header and those rows (bounded;
/// ColumnFitter), once per model: widths the user sets are kept, and later pages, sorts and filters move nothing.
class VirtualTableView : public QFrame {
    Q_OBJECT
public:
    explicit VirtualTableView(QWidget* parent = nullptr);
    ~VirtualTableView() override;
    /// Whether the columns are in another order than the model's (QHeaderView::sectionsMoved() stays true once any
    /// section was moved, even back).
    static bool columnsMoved(const QHeaderView* header);

    void setModel(QAbstractItemModel* source);
    QAbstractItemModel* model() const { return m_source; }
    /// The inner view, for styling, column widths and delegates. Its model is windowProxy(), not the source; its
    /// header clicks already sort the source (leave its sortingEnabled off), and selecting or scrolling goes
    /// through this class, which knows the rows outside the window.
    QTableView* tableView() const { return m_view; }
    RowWindowProxy* windowProxy() const { return m_proxy; }
    QScrollBar* scrollBar() const { return m_scrollBar; }
    /// What sizes the columns to their content when the first rows arrive.
    ColumnFitter* columnFitter() const { return m_fitter; }

    int sourceRowCount() const;
    /// The first source row shown whole (-1 for an empty table). Scrolled to the end, the last row sits at the bottom
    /// edge as in a QTableView, and the row above this one may show in part.
    int firstVisibleSourceRow() const;
    /// The last source row shown, even partly (-1 for an empty table).
    int lastVisibleSourceRow() const;
    /// The source row at this height of the inner view's viewport, or -1 below the last row.
    int sourceRowAt(int y) const;
    /// Rows that fit entirely in the viewport: what PageDown moves by.
    int pageRows() const { return m_pageRows; }

    int currentSourceRow() const { return m_rows.current(); }
    /// Every selected row, in order (selectedSourceRowCount() tells how many that is first).
    QList<int> selectedSourceRows() const;
    /// The number of selected rows, without listing them (a select-all of ten million rows is one range).
    qint64 selectedSourceRowCount() const;
    bool isSourceRowSelected(int sourceRow) const;

    /// True while the signals report what a change of the source (a reset, rows inserted or removed, a layout
    /// change) did to the current row and the selection, rather than something the user or the program did.
    bool isFollowingSource() const { return m_followingSource; }

    /// Shows the sort indicator without sorting, for a model sorted before it was shown.
    void setSortIndicator(int column, Qt::SortOrder order);

public slots:
    /// Makes the row the current one and the only one selected, and scrolls to it, as QTableView::selectRow does.
    void selectRow(int sourceRow);
    /// Selects exactly these rows (those past the end are left out) and makes `current` the current row, scrolling
    /// to it unless `reveal` is false (the view stays where the user is); -1 keeps the current row where it is.
    void setSelectedSourceRows(const RowRangeSet& rows, int current, bool reveal = true);
    void selectAll();
    void clearSelection();
    void scrollToSourceRow(int sourceRow, QAbstractItemView::ScrollHint hint = QAbstractItemView::EnsureVisible);
    void scrollToTop();
    void scrollToBottom();

signals:
    void currentSourceRowChanged(int sourceRow);
    void sourceSelectionChanged();
    /// After either or both of the two above: once for one change (a click moves the current row and the selection
    /// together), so what follows the choice is not done twice.
    void choiceChanged();
    /// Enter or a double click on a row (QAbstractItemView::activated, in source rows).
    void sourceRowActivated(int sourceRow);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// What the signals report, taken before a change to tell what it changed.
    struct Snapshot {
        int current = -1;
        RowRangeSet selected;
    };

    int maximumTop() const;
    /// Shows source rows from `top` on, moving the window when the rows shown would come closer than `margin` rows
    /// to one of its ends (the table's own ends excepted).
    void setTop(int top, int margin = 0);
    void recentre();
    void scheduleRecentre();
    /// Rows per page and the window's size follow the viewport's height.
    void updateWindowGeometry();
    void updateScrollBar();
    void updateHeaderWidth();
    void updateSortIndicatorFromModel();
    /// A column header's own menu (sort either way, copy the column's name): the row menu is for rows.
    void showColumnMenu(const QPoint& pos);
    /// Sizes the columns to their content once the rows on screen are read (once per model).
    void fitColumnsIfReady();
    /// Shows the source selection and current row in the inner view, keeping its scroll position.
    void syncInnerSelection();
    Snapshot snapshot() const;
    void emitChanges(const Snapshot& before);
    /// Moves the current row as a key would, selecting according to the modifiers and the selection mode.
    void moveCurrent(int sourceRow, int column, Qt::KeyboardModifiers modifiers);

    bool handleKey(QKeyEvent* event);
    bool handleWheel(QWheelEvent* event);
    bool handleMousePress(QMouseEvent* event, bool header);
    bool handleMouseMove(QMouseEvent* event);
    void dragTo(int y);
    void dragScroll();

    void innerSelectionChanged();
    void innerCurrentChanged(const QModelIndex& current);
    void innerScrolled(int value);
    void scrollBarMoved(int value);
    void sortIndicatorChanged(int column, Qt::SortOrder order);
    void innerActivated(const QModelIndex& index);

    void sourceAboutToChange();
    void sourceReset();
    void sourceRowsInserted(const QModelIndex& parent, int first, int last);
    void sourceRowsRemoved(const QModelIndex& parent, int first, int last);
    void sourceColumnsChanged();
    void sourceLayoutAboutToChange();
    void sourceLayoutChanged();
    void finishSourceChange();

    RowWindowProxy* m_proxy = nullptr;
    QTableView* m_view = nullptr;
    QScrollBar* m_scrollBar = nullptr;
    QWidget* m_corner = nullptr;
    QTimer* m_dragTimer = nullptr;
    ColumnFitter* m_fitter = nullptr;
    QPointer<QAbstractItemModel> m_source;
    QList<QMetaObject::Connection> m_connections;

    int m_top = 0;
    int m_pageRows = 1;  ///< rows entirely in the viewport
    int m_shownRows = 1; ///< rows at least partly in the viewport
    SourceRowSelection m_rows;
    int m_syncing = 0;     ///< >0 while the inner view changes because we (or the source) change it
    int m_headerFloor = 0; ///< the row header's width never narrows below this within one reading
    /// a new reading began: the header may narrow once it has rows (until then it keeps its width, so a filtered
    /// view, which has no count before its first rows, does not move every column sideways while it reads)
    bool m_headerMayNarrow = false;
    Snapshot m_changeStart;
    bool m_recentrePending = false;
    int m_wheelAngle = 0;      ///< eighths of a degree not yet turned into rows
    int m_wheelPixels = 0;     ///< pixels not yet turned into rows
    QPoint m_dragPos;          ///< where the pointer is while dragging
    bool m_pressTaken = false; ///< we handled the press, so the release is not the view's either
    bool m_followingSource = false;
};

} // namespace metadesk
