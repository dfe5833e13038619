#include "gui/grid/VirtualTableView.h"

#include "gui/grid/ColumnFitter.h"
#include "gui/grid/GridCellDelegate.h"
#include "gui/grid/GridTableView.h"
#include "gui/grid/RowWindowProxy.h"
#include "models/WindowedTableModel.h"

#include <QAbstractButton>
#include <QApplication>
#include <QClipboard>
#include <QGridLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QScrollBar>
#include <QStyleOptionHeader>
#include <QTableView>
#include <QTimer>
#include <QWheelEvent>

namespace metadesk {

namespace {

bool extendsSelection(QAbstractItemView::SelectionMode mode) {
    return mode == QAbstractItemView::ExtendedSelection || mode == QAbstractItemView::ContiguousSelection;
}

} // namespace

VirtualTableView::VirtualTableView(QWidget* parent)
    : QFrame(parent), m_proxy(new RowWindowProxy(this)), m_view(new GridTableView(this)),
      m_scrollBar(new QScrollBar(Qt::Vertical, this)), m_corner(new QWidget(this)), m_dragTimer(new QTimer(this)) {
    setObjectName(QStringLiteral("virtualTableView"));
    // One frame around the view and its scroll bar, as a QTableView draws around its viewport and scroll bars.
    setFrameStyle(QFrame::StyledPanel | QFrame::Sunken);

    m_view->setObjectName(QStringLiteral("gridView"));
    m_view->setAccessibleName(tr("Rows"));
    m_view->setFrameShape(QFrame::NoFrame);
    // The inner view scrolls only inside the window, by whole rows, so that a row is a scroll step everywhere.
    m_view->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_view->setVerticalScrollMode(QAbstractItemView::ScrollPerItem);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    // Tab and Shift+Tab leave the grid for the next control, as everywhere else in the window; the arrows move in it.
    m_view->setTabKeyNavigation(false);
    m_view->setAlternatingRowColors(true);
    // Cells hold one line (CellFormat makes JSON and long text one line), elided at the cell's end; their shaped
    // text is kept across repaints, which are most of what the GUI thread does while pages arrive.
    m_view->setWordWrap(false);
    m_view->setItemDelegate(new GridCellDelegate(m_view));
    m_view->setModel(m_proxy);
    m_fitter = new ColumnFitter(m_view);
    connect(m_fitter, &ColumnFitter::pointerReleased, this, &VirtualTableView::fitColumnsIfReady);
    QHeaderView* rows = m_view->verticalHeader();
    rows->setSectionResizeMode(QHeaderView::Fixed);
    rows->setDefaultAlignment(Qt::AlignRight | Qt::AlignVCenter);
    QHeaderView* columns = m_view->horizontalHeader();
    columns->setSectionsClickable(true);
    columns->setSortIndicatorShown(true);
    columns->setSortIndicator(-1, Qt::AscendingOrder);

    m_scrollBar->setObjectName(QStringLiteral("gridScrollBar"));
    m_scrollBar->setAccessibleName(tr("Rows"));
    m_scrollBar->setFocusPolicy(Qt::NoFocus);
    m_scrollBar->setSingleStep(1);
    m_corner->setObjectName(QStringLiteral("gridScrollCorner"));
    m_corner->hide();

    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_view, 0, 0, 2, 1);
    layout->addWidget(m_scrollBar, 0, 1);
    layout->addWidget(m_corner, 1, 1);
    layout->setRowStretch(0, 1);
    setFocusProxy(m_view);
    setFocusPolicy(Qt::StrongFocus);

    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &VirtualTableView::innerSelectionChanged);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            &VirtualTableView::innerCurrentChanged);
    connect(m_view->verticalScrollBar(), &QScrollBar::valueChanged, this, &VirtualTableView::innerScrolled);
    connect(m_view, &QAbstractItemView::activated, this, &VirtualTableView::innerActivated);
    connect(m_scrollBar, &QScrollBar::valueChanged, this, &VirtualTableView::scrollBarMoved);
    connect(columns, &QHeaderView::sortIndicatorChanged, this, &VirtualTableView::sortIndicatorChanged);
    columns->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(columns, &QWidget::customContextMenuRequested, this, &VirtualTableView::showColumnMenu);
    // The corner button selects everything, not only the window.
    if (auto* corner = m_view->findChild<QAbstractButton*>())
        connect(corner, &QAbstractButton::clicked, this, &VirtualTableView::selectAll);
    m_dragTimer->setInterval(50);
    connect(m_dragTimer, &QTimer::timeout, this, &VirtualTableView::dragScroll);

    m_view->installEventFilter(this);
    m_view->viewport()->installEventFilter(this);
    rows->viewport()->installEventFilter(this);
    updateWindowGeometry();
}

VirtualTableView::~VirtualTableView() {
    for (const QMetaObject::Connection& c : std::as_const(m_connections))
        disconnect(c);
    // Children would go after our members, and the inner view signals as it goes: it goes first.
    ++m_syncing;
    m_dragTimer->stop();
    m_view->removeEventFilter(this);
    m_view->viewport()->removeEventFilter(this);
    m_view->verticalHeader()->viewport()->removeEventFilter(this);
    delete m_view;
}

void VirtualTableView::setModel(QAbstractItemModel* source) {
    if (source == m_source)
        return;
    for (const QMetaObject::Connection& c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    const Snapshot before = snapshot();
    m_source = source;
    m_rows.clear();
    m_top = 0;
    m_fitter->reset();
    using M = QAbstractItemModel;
    using V = VirtualTableView;
    if (source) {
        // The about-to signals reach us before the proxy passes them on to the inner view, so that what the view
        // drops meanwhile is not taken for the user's doing; the finished ones reach us after the proxy has moved.
        m_connections = {
            connect(source, &M::modelAboutToBeReset, this, &V::sourceAboutToChange),
            connect(source, &M::rowsAboutToBeInserted, this, &V::sourceAboutToChange),
            connect(source, &M::rowsAboutToBeRemoved, this, &V::sourceAboutToChange),
            connect(source, &M::columnsAboutToBeInserted, this, &V::sourceAboutToChange),
            connect(source, &M::columnsAboutToBeRemoved, this, &V::sourceAboutToChange),
            connect(source, &M::columnsAboutToBeMoved, this, &V::sourceAboutToChange),
            connect(source, &M::layoutAboutToBeChanged, this, &V::sourceLayoutAboutToChange),
            connect(source, &M::rowsAboutToBeMoved, this, &V::sourceLayoutAboutToChange),
        };
    }
    ++m_syncing;
    m_proxy->setSourceModel(source);
    --m_syncing;
    if (source) {
        m_connections << QList<QMetaObject::Connection>{
            connect(source, &M::modelReset, this, &V::sourceReset),
            connect(source, &M::rowsInserted, this, &V::sourceRowsInserted),
            connect(source, &M::rowsRemoved, this, &V::sourceRowsRemoved),
            connect(source, &M::columnsInserted, this, &V::sourceColumnsChanged),
            connect(source, &M::columnsRemoved, this, &V::sourceColumnsChanged),
            connect(source, &M::columnsMoved, this, &V::sourceColumnsChanged),
            connect(source, &M::layoutChanged, this, &V::sourceLayoutChanged),
            connect(source, &M::rowsMoved, this, &V::sourceLayoutChanged),
            connect(source, &M::dataChanged, this, &V::fitColumnsIfReady),
        };
        // A windowed model's new reading (refresh, sort, filter) has a count of its own: the row header may narrow.
        // Not on every reset: the model resets when its exact count is under the estimate.
        if (auto* windowed = qobject_cast<WindowedTableModel*>(source))
            m_connections << connect(windowed, &WindowedTableModel::aboutToRestart, this,
                                     [this]() { m_headerMayNarrow = true; });
    }
    m_headerFloor = 0;
    m_headerMayNarrow = false;
    updateSortIndicatorFromModel();
    updateHeaderWidth();
    updateWindowGeometry();
    emitChanges(before);
}

void VirtualTableView::fitColumnsIfReady() {
    if (!m_source || m_fitter->isFitted() || !m_view->isVisible())
        return;
    if (m_fitter->isPointerPressed())
        return; // the user is sizing a column: fitted when the button goes up
    const int first = firstVisibleSourceRow();
    const int last = lastVisibleSourceRow();
    if (first < 0)
        return; // nothing to measure yet: the widths stay as set until rows arrive
    if (const auto* windowed = qobject_cast<const WindowedTableModel*>(m_source.data())) {
        for (int row = first; row <= last; ++row)
            if (!windowed->isRowLoaded(row))
                return; // placeholders are not content
    }
    m_fitter->fit(m_source, first, last);
}

int VirtualTableView::sourceRowCount() const {
    return m_proxy->sourceRowCount();
}

int VirtualTableView::firstVisibleSourceRow() const {
    return sourceRowCount() > 0 ? m_top : -1;
}

int VirtualTableView::lastVisibleSourceRow() const {
    const int rows = sourceRowCount();
    return rows > 0 ? qMin(rows - 1, m_top + m_shownRows - 1) : -1;
}

int VirtualTableView::sourceRowAt(int y) const {
    const int row = m_view->rowAt(y);
    return row < 0 ? -1 : m_proxy->mapToSourceRow(row);
}

QList<int> VirtualTableView::selectedSourceRows() const {
    return m_rows.selected().rows();
}

qint64 VirtualTableView::selectedSourceRowCount() const {
    return m_rows.selected().count();
}

bool VirtualTableView::isSourceRowSelected(int sourceRow) const {
    return m_rows.selected().contains(sourceRow);
}

void VirtualTableView::setSortIndicator(int column, Qt::SortOrder order) {
    ++m_syncing;
    m_view->horizontalHeader()->setSortIndicator(column, order);
    --m_syncing;
}

void VirtualTableView::selectRow(int sourceRow) {
    if (sourceRow < 0 || sourceRow >= sourceRowCount())
        return;
    const Snapshot before = snapshot();
    if (m_view->selectionMode() != QAbstractItemView::NoSelection)
        m_rows.setSelected(RowRangeSet(sourceRow, sourceRow));
    m_rows.setCurrentAndAnchor(sourceRow, m_rows.currentColumn());
    scrollToSourceRow(sourceRow, QAbstractItemView::EnsureVisible);
    syncInnerSelection();
    emitChanges(before);
}

void VirtualTableView::setSelectedSourceRows(const RowRangeSet& rows, int current, bool reveal) {
    const Snapshot before = snapshot();
    RowRangeSet kept = rows;
    if (sourceRowCount() > 0)
        kept.keepOnly(0, sourceRowCount() - 1);
    else
        kept.clear();
    if (m_view->selectionMode() != QAbstractItemView::NoSelection)
        m_rows.setSelected(kept);
    if (current >= 0 && current < sourceRowCount()) {
        const RowRangeSet selected = m_rows.selected();
        m_rows.setCurrentAndAnchor(current, m_rows.currentColumn());
        m_rows.setSelected(selected);
        if (reveal)
            scrollToSourceRow(current, QAbstractItemView::EnsureVisible);
    }
    syncInnerSelection();
    emitChanges(before);
}

void VirtualTableView::selectAll() {
    const QAbstractItemView::SelectionMode mode = m_view->selectionMode();
    if (mode == QAbstractItemView::NoSelection || mode == QAbstractItemView::SingleSelection)
        return;
    const Snapshot before = snapshot();
    m_rows.setSelected(sourceRowCount() > 0 ? RowRangeSet(0, sourceRowCount() - 1) : RowRangeSet());
    syncInnerSelection();
    emitChanges(before);
}

void VirtualTableView::clearSelection() {
    const Snapshot before = snapshot();
    m_rows.setSelected({});
    syncInnerSelection();
    emitChanges(before);
}

void VirtualTableView::scrollToSourceRow(int sourceRow, QAbstractItemView::ScrollHint hint) {
    const int rows = sourceRowCount();
    if (rows == 0)
        return;
    sourceRow = qBound(0, sourceRow, rows - 1);
    int top = m_top;
    switch (hint) {
    case QAbstractItemView::EnsureVisible:
        if (sourceRow < m_top)
            top = sourceRow;
        else if (sourceRow >= m_top + m_pageRows)
            top = sourceRow - m_pageRows + 1;
        break;
    case QAbstractItemView::PositionAtTop:
        top = sourceRow;
        break;
    case QAbstractItemView::PositionAtBottom:
        top = sourceRow - m_pageRows + 1;
        break;
    case QAbstractItemView::PositionAtCenter:
        top = sourceRow - (m_pageRows - 1) / 2;
        break;
    }
    setTop(top);
}

void VirtualTableView::scrollToTop() {
    setTop(0);
}

void VirtualTableView::scrollToBottom() {
    setTop(maximumTop());
}

int VirtualTableView::maximumTop() const {
    return qMax(0, sourceRowCount() - m_pageRows);
}

void VirtualTableView::setTop(int top, int margin) {
    m_top = qBound(0, top, maximumTop());
    const int rows = sourceRowCount();
    const int offset = m_proxy->offset();
    const int windowEnd = offset + m_proxy->rowCount();
    const int shownEnd = qMin(m_top + m_shownRows, rows);
    // The rows shown must lie in the window, `margin` rows from either end unless that end is the table's.
    const bool inside =
        m_top - offset >= (offset > 0 ? margin : 0) && windowEnd - shownEnd >= (windowEnd < rows ? margin : 0);
    ++m_syncing;
    if (!inside)
        m_proxy->setOffset(m_top - (m_proxy->windowRows() - m_shownRows) / 2);
    QScrollBar* inner = m_view->verticalScrollBar();
    const int innerTop = m_top - m_proxy->offset();
    if (innerTop > inner->maximum())
        m_view->doItemsLayout(); // the view lays out a changed row count later; its scroll range must fit now
    inner->setValue(innerTop);
    m_scrollBar->setValue(m_top);
    --m_syncing;
    if (!inside) {
        // The window was read anew and the view scrolled within it: on X11 the row header's pixels were moved by the
        // scroll while its repaint for the new rows was lost, and the top rows kept the numbers of those shown before.
        m_view->verticalHeader()->viewport()->update();
        syncInnerSelection();
    }
}

void VirtualTableView::recentre() {
    m_recentrePending = false;
    setTop(m_top, 1);
}

void VirtualTableView::scheduleRecentre() {
    if (m_recentrePending)
        return;
    m_recentrePending = true;
    QMetaObject::invokeMethod(this, &VirtualTableView::recentre, Qt::QueuedConnection);
}

void VirtualTableView::updateWindowGeometry() {
    // Called as the viewport is resized, before the view lays itself out for the new size (setTop makes it do so
    // early): until the window and the view's scroll position fit again, the view's own scrolling is not the user's.
    ++m_syncing;
    const int rowHeight = qMax(1, m_view->verticalHeader()->defaultSectionSize());
    const int height = m_view->viewport()->height();
    m_pageRows = qMax(1, height / rowHeight);
    m_shownRows = qMax(1, (height + rowHeight - 1) / rowHeight);
    // Twice the rows shown and a few more: every scroll by less than half a screen stays inside the window.
    m_proxy->setWindowRows(2 * m_shownRows + 4);
    updateScrollBar();
    setTop(m_top);
    syncInnerSelection();
    --m_syncing;
    fitColumnsIfReady(); // shown for the first time, or the rows on screen changed
}

void VirtualTableView::updateScrollBar() {
    ++m_syncing;
    const int maximum = maximumTop();
    m_scrollBar->setRange(0, maximum);
    m_scrollBar->setPageStep(m_pageRows);
    m_scrollBar->setValue(m_top);
    // Shown only when there is something to scroll, like a QTableView's own; the corner under it lines it up with
    // the view's horizontal scroll bar.
    const bool needed = maximum > 0;
    m_scrollBar->setVisible(needed);
    const bool horizontal = m_view->horizontalScrollBar()->isVisibleTo(m_view);
    m_corner->setFixedSize(m_scrollBar->sizeHint().width(),
                           horizontal ? m_view->horizontalScrollBar()->sizeHint().height() : 0);
    m_corner->setVisible(needed && horizontal);
    --m_syncing;
}

void VirtualTableView::updateHeaderWidth() {
    // A QTableView sizes its row header for the widest number in the table; the window only knows its own rows,
    // so the header would widen as one scrolls down. It gets the width of the largest label from the start.
    // While the count is the planner's estimate, the width is that of a number one digit longer than it (an estimate
    // is seldom off ten times), and it does not narrow until the model reads anew: the columns do not all move
    // sideways when the exact count comes in, a moment after the first rows are on the screen.
    QHeaderView* header = m_view->verticalHeader();
    const int rows = sourceRowCount();
    const auto* windowed = qobject_cast<const WindowedTableModel*>(m_source.data());
    // Narrowed only to a count the reading knows (exact or estimated): the rows read so far of a filter ("at least
    // 100") would narrow it now and widen it again when the count comes.
    if (m_headerMayNarrow && rows > 0 && (!windowed || windowed->isCountExact() || windowed->isCountEstimated())) {
        m_headerMayNarrow = false;
        m_headerFloor = 0;
    }
    const bool estimate = windowed && !windowed->isCountExact();
    int width = 0;
    if (m_source && rows > 0) {
        QFont font = header->font();
        font.setBold(true); // a QHeaderView leaves room for the bold label of a highlighted section
        QStringList labels;
        for (int row : {0, rows - 1})
            labels << m_source->headerData(row, Qt::Vertical, Qt::DisplayRole).toString();
        if (estimate)
            labels << QString(labels.constLast().size() + 1, QLatin1Char('0'));
        for (const QString& label : std::as_const(labels)) {
            QStyleOptionHeader option;
            option.initFrom(header);
            option.fontMetrics = QFontMetrics(font);
            option.orientation = Qt::Vertical;
            option.text = label;
            width =
                qMax(width, header->style()->sizeFromContents(QStyle::CT_HeaderSection, &option, {}, header).width());
        }
    }
    width = qMax(width, m_headerFloor);
    m_headerFloor = width;
    if (header->minimumWidth() != width)
        header->setMinimumWidth(width);
}

void VirtualTableView::updateSortIndicatorFromModel() {
    if (const auto* windowed = qobject_cast<const WindowedTableModel*>(m_source.data())) {
        setSortIndicator(windowed->table().columnIndex(windowed->sortColumn()),
                         windowed->sortDescending() ? Qt::DescendingOrder : Qt::AscendingOrder);
    }
}

void VirtualTableView::syncInnerSelection() {
    QItemSelectionModel* model = m_view->selectionModel();
    const int offset = m_proxy->offset();
    const int rows = m_proxy->rowCount();
    const int columns = m_proxy->columnCount();
    QItemSelection selection;
    if (rows > 0 && columns > 0) {
        for (const RowRangeSet::Range& r : m_rows.selected().ranges()) {
            const int first = qMax(r.first, offset), last = qMin(r.second, offset + rows - 1);
            if (first <= last)
                selection.select(m_proxy->index(first - offset, 0), m_proxy->index(last - offset, columns - 1));
        }
    }
    const int row = m_proxy->mapFromSourceRow(m_rows.current());
    const QModelIndex current =
        row >= 0 && columns > 0 ? m_proxy->index(row, qBound(0, m_rows.currentColumn(), columns - 1)) : QModelIndex();
    // A new current index makes the view scroll to it; what is shown is ours to decide.
    QScrollBar* vertical = m_view->verticalScrollBar();
    QScrollBar* horizontal = m_view->horizontalScrollBar();
    const int verticalValue = vertical->value(), horizontalValue = horizontal->value();
    ++m_syncing;
    if (model->currentIndex() != current) {
        if (current.isValid())
            model->setCurrentIndex(current, QItemSelectionModel::NoUpdate);
        else
            model->clearCurrentIndex();
    }
    if (model->selection() != selection)
        model->select(selection, QItemSelectionModel::ClearAndSelect);
    vertical->setValue(verticalValue);
    horizontal->setValue(horizontalValue);
    --m_syncing;
}

VirtualTableView::Snapshot VirtualTableView::snapshot() const {
    return {m_rows.current(), m_rows.selected()};
}

void VirtualTableView::emitChanges(const Snapshot& before) {
    const bool current = m_rows.current() != before.current;
    const bool selected = m_rows.selected() != before.selected;
    if (current)
        emit currentSourceRowChanged(m_rows.current());
    if (selected)
        emit sourceSelectionChanged();
    if (current || selected)
        emit choiceChanged();
}

void VirtualTableView::moveCurrent(int sourceRow, int column, Qt::KeyboardModifiers modifiers) {
    const Snapshot before = snapshot();
    m_rows.moveTo(sourceRow, column, modifiers, m_view->selectionMode());
    scrollToSourceRow(sourceRow, QAbstractItemView::EnsureVisible);
    syncInnerSelection();
    emitChanges(before);
}

bool VirtualTableView::eventFilter(QObject* watched, QEvent* event) {
    const bool viewport = watched == m_view->viewport();
    const bool header = watched == m_view->verticalHeader()->viewport();
    switch (event->type()) {
    case QEvent::KeyPress:
        if (watched == m_view)
            return handleKey(static_cast<QKeyEvent*>(event));
        break;
    case QEvent::Wheel:
        if (watched == m_view || viewport)
            return handleWheel(static_cast<QWheelEvent*>(event));
        break;
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick:
        if (viewport || header)
            return handleMousePress(static_cast<QMouseEvent*>(event), header);
        break;
    case QEvent::MouseMove:
        if (viewport && m_rows.isDragging())
            return handleMouseMove(static_cast<QMouseEvent*>(event));
        break;
    case QEvent::MouseButtonRelease:
        if (viewport || header) {
            m_rows.endDrag();
            m_dragTimer->stop();
            // A press we took is not the view's: its release must not select what the view last pressed.
            return std::exchange(m_pressTaken, false);
        }
        break;
    case QEvent::Resize:
        if (viewport)
            updateWindowGeometry();
        break;
    case QEvent::Show:
        // Rows read while the grid was hidden are measured once it is laid out on screen.
        if (watched == m_view)
            QMetaObject::invokeMethod(this, &VirtualTableView::fitColumnsIfReady, Qt::QueuedConnection);
        break;
    default:
        break;
    }
    return QFrame::eventFilter(watched, event);
}

bool VirtualTableView::handleKey(QKeyEvent* event) {
    const QAbstractItemView::SelectionMode mode = m_view->selectionMode();
    if (event->matches(QKeySequence::SelectAll)) {
        if (mode == QAbstractItemView::ExtendedSelection || mode == QAbstractItemView::MultiSelection) {
            selectAll();
            return true;
        }
        return false;
    }
    const int rows = sourceRowCount();
    if (rows == 0)
        return false;
    const bool ctrl = event->modifiers() & Qt::ControlModifier;
    const bool hasCurrent = m_rows.current() >= 0;
    const int from = hasCurrent ? m_rows.current() : m_top;
    int column = m_rows.currentColumn();
    int target = from;
    switch (event->key()) {
    case Qt::Key_Up:
        target = hasCurrent ? from - 1 : from;
        break;
    case Qt::Key_Down:
        target = hasCurrent ? from + 1 : from;
        break;
    case Qt::Key_PageUp:
        // The rows move by a page and the current row with them, as in a QTableView.
        target = from - m_pageRows;
        setTop(m_top - m_pageRows);
        break;
    case Qt::Key_PageDown:
        target = from + m_pageRows;
        setTop(m_top + m_pageRows);
        break;
    case Qt::Key_Home:
    case Qt::Key_End:
    case Qt::Key_Left:
    case Qt::Key_Right: {
        const QHeaderView* header = m_view->horizontalHeader();
        const bool home = event->key() == Qt::Key_Home;
        if (ctrl && (home || event->key() == Qt::Key_End)) {
            target = home ? 0 : rows - 1;
            column = header->logicalIndex(home ? 0 : m_proxy->columnCount() - 1);
            break;
        }
        if (!hasCurrent)
            return false;
        // Across the columns, in the order shown, skipping hidden ones. The row stays; moving the current cell
        // selects its row as the arrows up and down do, so that a highlight never stays on rows out of sight.
        const int columns = m_proxy->columnCount();
        int visual = header->visualIndex(qMax(0, column));
        const bool forward = event->key() == Qt::Key_Right || event->key() == Qt::Key_End;
        const bool toEnd = event->key() == Qt::Key_Home || event->key() == Qt::Key_End;
        int step = forward ? 1 : -1;
        int next = toEnd ? (forward ? columns - 1 : 0) : visual + step;
        if (toEnd)
            step = -step; // from the edge inwards, to the first column shown
        while (next >= 0 && next < columns && header->isSectionHidden(header->logicalIndex(next)))
            next += step;
        if (next >= 0 && next < columns)
            visual = next;
        column = header->logicalIndex(visual);
        if (m_proxy->mapFromSourceRow(from) >= 0)
            m_view->scrollTo(m_proxy->index(m_proxy->mapFromSourceRow(from), column));
        break;
    }
    default:
        // Keys the view handles itself act on its current index: bring it into the window first.
        if (hasCurrent && m_proxy->mapFromSourceRow(m_rows.current()) < 0)
            scrollToSourceRow(m_rows.current(), QAbstractItemView::EnsureVisible);
        return false;
    }
    moveCurrent(qBound(0, target, rows - 1), qMax(0, column), event->modifiers());
    return true;
}

bool VirtualTableView::handleWheel(QWheelEvent* event) {
    const QPoint angle = event->angleDelta();
    const QPoint pixels = event->pixelDelta();
    // Sideways turns scroll the columns, in the view.
    if (qAbs(angle.x()) > qAbs(angle.y()) || (angle.y() == 0 && pixels.y() == 0))
        return false;
    int rows = 0;
    if (pixels.y() != 0) {
        const int rowHeight = qMax(1, m_view->verticalHeader()->defaultSectionSize());
        m_wheelPixels += pixels.y();
        rows = m_wheelPixels / rowHeight;
        m_wheelPixels -= rows * rowHeight;
    } else {
        // 120 eighths of a degree are a notch, which scrolls wheelScrollLines() rows; finer wheels add up.
        const int lines = qMax(1, QApplication::wheelScrollLines());
        m_wheelAngle += angle.y();
        rows = m_wheelAngle * lines / 120;
        m_wheelAngle -= rows * 120 / lines;
    }
    if (rows != 0)
        setTop(m_top - rows);
    event->accept();
    return true;
}

bool VirtualTableView::handleMousePress(QMouseEvent* event, bool header) {
    m_pressTaken = false;
    if (event->button() != Qt::LeftButton && event->button() != Qt::RightButton)
        return false;
    const QPoint pos = event->position().toPoint();
    const int windowRow = header ? m_view->verticalHeader()->logicalIndexAt(pos.y()) : m_view->rowAt(pos.y());
    const int row = windowRow < 0 ? -1 : m_proxy->mapToSourceRow(windowRow);
    const QAbstractItemView::SelectionMode mode = m_view->selectionMode();
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    const bool ctrl = event->modifiers() & Qt::ControlModifier;
    const bool left = event->button() == Qt::LeftButton;
    if (left && shift && row >= 0 && extendsSelection(mode)) {
        // The view's own anchor is lost when the window moves; ours is a source row.
        m_view->setFocus(Qt::MouseFocusReason);
        const int column = header ? -1 : m_view->columnAt(pos.x());
        moveCurrent(row, column >= 0 ? column : m_rows.currentColumn(), Qt::ShiftModifier);
        if (!header)
            m_rows.startDrag(row, m_rows.anchor(), SourceRowSelection::DragMode::Extend);
        m_pressTaken = true;
        return true;
    }
    // A plain click replaces the whole selection; the view clears only the rows it shows.
    const bool keeps = shift || ctrl || (!left && isSourceRowSelected(row));
    if (!keeps && mode != QAbstractItemView::NoSelection) {
        const Snapshot before = snapshot();
        m_rows.keepOnly(m_proxy->offset(), m_proxy->offset() + m_proxy->rowCount() - 1);
        emitChanges(before);
    }
    if (!header && left && row >= 0 && extendsSelection(mode) && event->type() == QEvent::MouseButtonPress) {
        m_rows.startDrag(row, row, ctrl ? SourceRowSelection::DragMode::Toggle : SourceRowSelection::DragMode::Replace);
    }
    return false;
}

bool VirtualTableView::handleMouseMove(QMouseEvent* event) {
    if (!(event->buttons() & Qt::LeftButton)) {
        m_rows.endDrag();
        m_dragTimer->stop();
        return false;
    }
    // The view's drag selection keeps where it started in its own content coordinates, which a window move
    // changes: drags select source rows here instead, and move the window past the viewport's edges.
    m_dragPos = event->position().toPoint();
    if (m_dragPos.y() < 0 || m_dragPos.y() >= m_view->viewport()->height()) {
        if (!m_dragTimer->isActive())
            m_dragTimer->start();
    } else {
        m_dragTimer->stop();
    }
    dragTo(m_dragPos.y());
    return true;
}

void VirtualTableView::dragScroll() {
    if (!m_rows.isDragging()) {
        m_dragTimer->stop();
        return;
    }
    // Faster the farther the pointer is from the viewport, a row per tick right at its edge.
    const int rowHeight = qMax(1, m_view->verticalHeader()->defaultSectionSize());
    const int height = m_view->viewport()->height();
    if (m_dragPos.y() < 0)
        setTop(m_top - 1 - (-m_dragPos.y()) / rowHeight);
    else if (m_dragPos.y() >= height)
        setTop(m_top + 1 + (m_dragPos.y() - height) / rowHeight);
    else
        m_dragTimer->stop();
    dragTo(m_dragPos.y());
}

void VirtualTableView::dragTo(int y) {
    const int rows = sourceRowCount();
    if (rows == 0)
        return;
    int row = rows - 1;
    if (y < 0)
        row = m_top;
    else if (y >= m_view->viewport()->height())
        row = qMin(rows - 1, m_top + m_pageRows - 1);
    else if (sourceRowAt(y) >= 0)
        row = sourceRowAt(y);
    const Snapshot before = snapshot();
    m_rows.dragTo(row);
    syncInnerSelection();
    emitChanges(before);
}

void VirtualTableView::innerSelectionChanged() {
    if (m_syncing > 0)
        return;
    // The view is right about the rows it shows, we are about the others.
    const Snapshot before = snapshot();
    const int offset = m_proxy->offset();
    RowRangeSet shown;
    const QItemSelection selection = m_view->selectionModel()->selection();
    for (const QItemSelectionRange& range : selection) {
        if (range.isValid())
            shown.add(offset + range.top(), offset + range.bottom());
    }
    m_rows.replaceRange(offset, offset + m_proxy->rowCount() - 1, shown);
    emitChanges(before);
}

void VirtualTableView::innerCurrentChanged(const QModelIndex& current) {
    if (m_syncing > 0 || !current.isValid())
        return;
    const Snapshot before = snapshot();
    m_rows.setCurrentAndAnchor(m_proxy->mapToSourceRow(current.row()), current.column());
    emitChanges(before);
}

void VirtualTableView::innerScrolled(int value) {
    if (m_syncing > 0)
        return;
    // The view scrolled itself (to a current index Tab moved, to a half-shown row clicked): follow it, and move
    // the window once the rows shown come near one of its ends.
    m_top = qBound(0, m_proxy->mapToSourceRow(value), maximumTop());
    ++m_syncing;
    m_scrollBar->setValue(m_top);
    --m_syncing;
    scheduleRecentre();
}

void VirtualTableView::scrollBarMoved(int value) {
    if (m_syncing == 0)
        setTop(value);
}

void VirtualTableView::sortIndicatorChanged(int column, Qt::SortOrder order) {
    if (m_syncing == 0 && m_source && column >= 0) {
        m_source->sort(column, order);
        // The header shows the order the rows are in: a sort the model refused (a JSON column) moves no arrow.
        updateSortIndicatorFromModel();
    }
}

bool VirtualTableView::columnsMoved(const QHeaderView* header) {
    for (int logical = 0; logical < header->count(); ++logical)
        if (header->visualIndex(logical) != logical)
            return true;
    return false;
}

void VirtualTableView::showColumnMenu(const QPoint& pos) {
    QHeaderView* columns = m_view->horizontalHeader();
    const int column = columns->logicalIndexAt(pos);
    if (!m_source || column < 0)
        return;
    const QString title = m_source->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
    QMenu menu(columns);
    menu.setObjectName(QStringLiteral("columnMenu"));
    const bool sorted = columns->sortIndicatorSection() == column;
    // JSON and lists have no order (TableQuery refuses them): their entries are there, greyed.
    const auto* windowed = qobject_cast<const WindowedTableModel*>(m_source.data());
    const ColumnDescriptor* described =
        windowed && column < windowed->table().columns.size() ? &windowed->table().columns.at(column) : nullptr;
    const bool sortable = !described || TableQuery::sortable(*described);
    for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
        QAction* sort = menu.addAction(order == Qt::AscendingOrder ? tr("Sort by %1, &Ascending").arg(title)
                                                                   : tr("Sort by %1, &Descending").arg(title));
        sort->setObjectName(order == Qt::AscendingOrder ? QStringLiteral("sortAscending")
                                                        : QStringLiteral("sortDescending"));
        sort->setCheckable(true);
        sort->setChecked(sorted && columns->sortIndicatorOrder() == order);
        sort->setEnabled(sortable);
        connect(sort, &QAction::triggered, this, [columns, column, order]() {
            columns->setSortIndicator(column, order); // as a click on the header: sortIndicatorChanged sorts
        });
    }
    menu.addSeparator();
    // The name SQL knows it by, for a query or a filter elsewhere.
    const QString name = described ? described->name : title;
    QAction* copy = menu.addAction(tr("&Copy Column Name “%1”").arg(name));
    copy->setObjectName(QStringLiteral("copyColumnName"));
    connect(copy, &QAction::triggered, this, [name]() { QGuiApplication::clipboard()->setText(name); });
    // Columns dragged elsewhere go back to the table's own order.
    QAction* reset = menu.addAction(tr("&Reset Column Order"));
    reset->setObjectName(QStringLiteral("resetColumnOrder"));
    reset->setEnabled(columnsMoved(columns));
    connect(reset, &QAction::triggered, this, [columns]() {
        for (int logical = 0; logical < columns->count(); ++logical)
            columns->moveSection(columns->visualIndex(logical), logical);
    });
    menu.exec(columns->mapToGlobal(pos));
}

void VirtualTableView::innerActivated(const QModelIndex& index) {
    if (index.isValid())
        emit sourceRowActivated(m_proxy->mapToSourceRow(index.row()));
}

void VirtualTableView::sourceAboutToChange() {
    ++m_syncing;
    m_changeStart = snapshot();
}

void VirtualTableView::sourceReset() {
    // As in any view, a reset forgets the current row and the selection; the scroll position stays where it can.
    m_rows.clear();
    m_dragTimer->stop();
    updateSortIndicatorFromModel();
    finishSourceChange();
}

void VirtualTableView::sourceRowsInserted(const QModelIndex& parent, int first, int last) {
    if (!parent.isValid()) {
        // The rows shown stay shown: rows inserted above push them, and the scroll position, down.
        if (first < m_top)
            m_top += last - first + 1;
        m_rows.rowsInserted(first, last - first + 1);
    }
    finishSourceChange();
}

void VirtualTableView::sourceRowsRemoved(const QModelIndex& parent, int first, int last) {
    if (!parent.isValid()) {
        if (m_top > last)
            m_top -= last - first + 1;
        else if (m_top > first)
            m_top = first;
        m_rows.rowsRemoved(first, last, sourceRowCount());
    }
    finishSourceChange();
}

void VirtualTableView::sourceColumnsChanged() {
    finishSourceChange();
}

void VirtualTableView::sourceLayoutAboutToChange() {
    sourceAboutToChange();
    m_rows.saveForLayoutChange(m_source);
}

void VirtualTableView::sourceLayoutChanged() {
    m_rows.restoreAfterLayoutChange();
    finishSourceChange();
}

void VirtualTableView::finishSourceChange() {
    updateHeaderWidth();
    updateScrollBar();
    setTop(m_top);
    syncInnerSelection();
    m_syncing = qMax(0, m_syncing - 1);
    m_followingSource = true;
    emitChanges(m_changeStart);
    m_followingSource = false;
    fitColumnsIfReady();
}

} // namespace metadesk
