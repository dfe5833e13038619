#include "gui/grid/RowWindowProxy.h"

#include <algorithm>
#include <limits>
#include <utility>

namespace metadesk {

RowWindowProxy::RowWindowProxy(QObject* parent) : QAbstractTableModel(parent) {
    // Measured with tst_VirtualTableView::moveStrategiesCompared (a 44-row window, moves by half of it, each with a
    // repaint): a reset costs the view about as much as a layout change, 1.4 to 2 ms either way, but drops its current
    // index, open editor and press state, which a layout change keeps for the rows still shown. So every move that
    // overlaps the window is a layout change.
    m_layoutMoveLimit = m_windowRows - 1;
}

RowWindowProxy::~RowWindowProxy() {
    disconnectSource();
}

void RowWindowProxy::disconnectSource() {
    for (const QMetaObject::Connection& c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
}

void RowWindowProxy::setSourceModel(QAbstractItemModel* source) {
    if (source == m_source)
        return;
    beginResetModel();
    disconnectSource();
    m_source = source;
    m_pending = Pending::None;
    if (m_source) {
        using M = QAbstractItemModel;
        using P = RowWindowProxy;
        m_connections = {
            connect(m_source, &M::dataChanged, this, &P::sourceDataChanged),
            connect(m_source, &M::headerDataChanged, this, &P::sourceHeaderDataChanged),
            connect(m_source, &M::modelAboutToBeReset, this, &P::sourceAboutToBeReset),
            connect(m_source, &M::modelReset, this, &P::sourceReset),
            connect(m_source, &M::rowsAboutToBeInserted, this, &P::sourceRowsAboutToBeInserted),
            connect(m_source, &M::rowsInserted, this, &P::sourceRowsInserted),
            connect(m_source, &M::rowsAboutToBeRemoved, this, &P::sourceRowsAboutToBeRemoved),
            connect(m_source, &M::rowsRemoved, this, &P::sourceRowsRemoved),
            connect(m_source, &M::columnsAboutToBeInserted, this, &P::sourceColumnsAboutToBeInserted),
            connect(m_source, &M::columnsInserted, this, &P::sourceColumnsInserted),
            connect(m_source, &M::columnsAboutToBeRemoved, this, &P::sourceColumnsAboutToBeRemoved),
            connect(m_source, &M::columnsRemoved, this, &P::sourceColumnsRemoved),
            connect(m_source, &M::columnsAboutToBeMoved, this, &P::sourceColumnsAboutToBeMoved),
            connect(m_source, &M::columnsMoved, this, &P::sourceColumnsMoved),
            connect(m_source, &M::layoutAboutToBeChanged, this, &P::sourceLayoutAboutToBeChanged),
            connect(m_source, &M::layoutChanged, this, &P::sourceLayoutChanged),
            connect(m_source, &M::rowsAboutToBeMoved, this, &P::sourceRowsAboutToBeMoved),
            connect(m_source, &M::rowsMoved, this, &P::sourceRowsMoved),
            connect(m_source, &QObject::destroyed, this, &P::sourceDestroyed),
        };
    }
    m_offset = 0;
    m_rows = fullRows(sourceRowCount());
    endResetModel();
    emit offsetChanged(m_offset);
}

int RowWindowProxy::sourceRowCount() const {
    return m_source ? m_source->rowCount() : 0;
}

int RowWindowProxy::clampOffset(int offset, int sourceRows) const {
    return qBound(0, offset, qMax(0, sourceRows - m_windowRows));
}

int RowWindowProxy::maximumOffset() const {
    return clampOffset(std::numeric_limits<int>::max(), sourceRowCount());
}

void RowWindowProxy::setOffset(int offset) {
    const int target = clampOffset(offset, sourceRowCount());
    if (target == m_offset)
        return;
    const int distance = qAbs(target - m_offset);
    if (distance <= m_layoutMoveLimit && distance < m_rows)
        moveByLayout(target);
    else
        moveByReset(target);
    emit offsetChanged(m_offset);
}

void RowWindowProxy::moveByLayout(int offset) {
    // The rows are "sorted" into new places: the horizontal header may skip its work (VerticalSortHint).
    emit layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList from = persistentIndexList();
    QModelIndexList to;
    to.reserve(from.size());
    const int shift = m_offset - offset;
    for (const QModelIndex& index : from) {
        const int row = index.row() + shift;
        to.append(row >= 0 && row < m_rows ? this->index(row, index.column()) : QModelIndex());
    }
    m_offset = offset;
    changePersistentIndexList(from, to);
    emit layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void RowWindowProxy::moveByReset(int offset) {
    beginResetModel();
    m_offset = offset;
    endResetModel();
}

void RowWindowProxy::setWindowRows(int rows) {
    rows = qMax(1, rows);
    if (rows == m_windowRows)
        return;
    const bool followLimit = m_layoutMoveLimit == m_windowRows - 1;
    const int oldOffset = m_offset;
    m_windowRows = rows;
    if (followLimit)
        m_layoutMoveLimit = m_windowRows - 1;
    // A smaller window keeps its first rows (its offset stays valid: the source has at least as many rows after
    // it as before); a larger one fills up from below and then from above.
    if (m_rows > m_windowRows) {
        beginRemoveRows({}, m_windowRows, m_rows - 1);
        m_rows = m_windowRows;
        endRemoveRows();
    } else {
        refill();
    }
    if (m_offset != oldOffset)
        emit offsetChanged(m_offset);
}

void RowWindowProxy::refill() {
    const int sourceRows = sourceRowCount();
    const int below = qMin(m_windowRows, sourceRows - m_offset);
    if (below > m_rows) {
        beginInsertRows({}, m_rows, below - 1);
        m_rows = below;
        endInsertRows();
    }
    if (m_rows < m_windowRows && m_offset > 0) {
        const int above = qMin(m_offset, m_windowRows - m_rows);
        beginInsertRows({}, 0, above - 1);
        m_offset -= above;
        m_rows += above;
        endInsertRows();
    }
}

int RowWindowProxy::mapFromSourceRow(int sourceRow) const {
    return sourceRow >= m_offset && sourceRow < m_offset + m_rows ? sourceRow - m_offset : -1;
}

QModelIndex RowWindowProxy::mapToSource(const QModelIndex& index) const {
    if (!m_source || !index.isValid() || index.model() != this)
        return {};
    return m_source->index(m_offset + index.row(), index.column());
}

QModelIndex RowWindowProxy::mapFromSource(const QModelIndex& sourceIndex) const {
    if (!m_source || !sourceIndex.isValid() || sourceIndex.model() != m_source || sourceIndex.parent().isValid())
        return {};
    const int row = mapFromSourceRow(sourceIndex.row());
    return row < 0 ? QModelIndex() : index(row, sourceIndex.column());
}

int RowWindowProxy::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : m_rows;
}

int RowWindowProxy::columnCount(const QModelIndex& parent) const {
    return parent.isValid() || !m_source ? 0 : m_source->columnCount();
}

QVariant RowWindowProxy::data(const QModelIndex& index, int role) const {
    const QModelIndex source = mapToSource(index);
    return source.isValid() ? m_source->data(source, role) : QVariant();
}

bool RowWindowProxy::setData(const QModelIndex& index, const QVariant& value, int role) {
    const QModelIndex source = mapToSource(index);
    return source.isValid() && m_source->setData(source, value, role);
}

QVariant RowWindowProxy::headerData(int section, Qt::Orientation orientation, int role) const {
    if (!m_source)
        return {};
    if (orientation == Qt::Horizontal)
        return m_source->headerData(section, orientation, role);
    if (section < 0 || section >= m_rows)
        return {};
    return m_source->headerData(m_offset + section, orientation, role);
}

Qt::ItemFlags RowWindowProxy::flags(const QModelIndex& index) const {
    const QModelIndex source = mapToSource(index);
    return source.isValid() ? m_source->flags(source) : Qt::ItemFlags(Qt::NoItemFlags);
}

void RowWindowProxy::sort(int column, Qt::SortOrder order) {
    if (m_source)
        m_source->sort(column, order);
}

void RowWindowProxy::sourceDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight,
                                       const QList<int>& roles) {
    if (!topLeft.isValid() || !bottomRight.isValid() || topLeft.parent().isValid())
        return;
    const int first = qMax(topLeft.row(), m_offset);
    const int last = qMin(bottomRight.row(), m_offset + m_rows - 1);
    if (first > last)
        return;
    emit dataChanged(index(first - m_offset, topLeft.column()), index(last - m_offset, bottomRight.column()), roles);
}

void RowWindowProxy::sourceHeaderDataChanged(Qt::Orientation orientation, int first, int last) {
    if (orientation == Qt::Horizontal) {
        emit headerDataChanged(orientation, first, last);
        return;
    }
    first = qMax(first, m_offset);
    last = qMin(last, m_offset + m_rows - 1);
    if (first <= last)
        emit headerDataChanged(orientation, first - m_offset, last - m_offset);
}

void RowWindowProxy::sourceAboutToBeReset() {
    beginResetModel();
}

void RowWindowProxy::sourceReset() {
    const int oldOffset = m_offset;
    const int sourceRows = sourceRowCount();
    m_offset = clampOffset(m_offset, sourceRows);
    m_rows = fullRows(sourceRows);
    m_pending = Pending::None;
    endResetModel();
    if (m_offset != oldOffset)
        emit offsetChanged(m_offset);
}

void RowWindowProxy::sourceRowsAboutToBeInserted(const QModelIndex& parent, int first, int last) {
    m_pending = Pending::None;
    if (parent.isValid())
        return;
    const int count = last - first + 1;
    if (first < m_offset) {
        // Before the window: it moves down with the rows it shows.
        m_pending = Pending::Shift;
        m_pendingShift = count;
        return;
    }
    const int at = first - m_offset;
    if (at > m_rows)
        return;
    // Inside the window or right after it. Rows pushed past the window's end leave it now, while the source still
    // matches what the window shows; the new rows arrive once the source holds them.
    const int rowsAfter = qMin(m_windowRows, sourceRowCount() + count - m_offset);
    const int keep = qMax(at, qMin(m_rows, rowsAfter - count));
    if (keep < m_rows) {
        beginRemoveRows({}, keep, m_rows - 1);
        m_rows = keep;
        endRemoveRows();
    }
    const int arriving = qMin(count, rowsAfter - at);
    if (arriving <= 0)
        return;
    m_pending = Pending::Insert;
    m_pendingFirst = at;
    m_pendingLast = at + arriving - 1;
    beginInsertRows({}, m_pendingFirst, m_pendingLast);
}

void RowWindowProxy::sourceRowsInserted(const QModelIndex& parent, int, int) {
    if (parent.isValid())
        return;
    const Pending pending = std::exchange(m_pending, Pending::None);
    if (pending == Pending::Shift) {
        m_offset += m_pendingShift;
        if (m_rows > 0)
            emit headerDataChanged(Qt::Vertical, 0, m_rows - 1);
        emit offsetChanged(m_offset);
    } else if (pending == Pending::Insert) {
        m_rows += m_pendingLast - m_pendingFirst + 1;
        endInsertRows();
    }
}

void RowWindowProxy::sourceRowsAboutToBeRemoved(const QModelIndex& parent, int first, int last) {
    m_pending = Pending::None;
    if (parent.isValid())
        return;
    if (last < m_offset) {
        m_pending = Pending::Shift;
        m_pendingShift = -(last - first + 1);
        return;
    }
    if (first >= m_offset + m_rows)
        return;
    m_pending = Pending::Remove;
    m_pendingFirst = qMax(first, m_offset) - m_offset;
    m_pendingLast = qMin(last, m_offset + m_rows - 1) - m_offset;
    // Rows removed before the window pull its start up to the first row removed.
    m_pendingShift = first < m_offset ? first - m_offset : 0;
    beginRemoveRows({}, m_pendingFirst, m_pendingLast);
}

void RowWindowProxy::sourceRowsRemoved(const QModelIndex& parent, int, int) {
    if (parent.isValid())
        return;
    const int oldOffset = m_offset;
    const Pending pending = std::exchange(m_pending, Pending::None);
    if (pending == Pending::Shift) {
        m_offset += m_pendingShift;
        if (m_rows > 0)
            emit headerDataChanged(Qt::Vertical, 0, m_rows - 1);
    } else if (pending == Pending::Remove) {
        m_offset += m_pendingShift;
        m_rows -= m_pendingLast - m_pendingFirst + 1;
        endRemoveRows();
        refill();
    }
    if (m_offset != oldOffset)
        emit offsetChanged(m_offset);
}

void RowWindowProxy::sourceColumnsAboutToBeInserted(const QModelIndex& parent, int first, int last) {
    if (!parent.isValid())
        beginInsertColumns({}, first, last);
}

void RowWindowProxy::sourceColumnsInserted(const QModelIndex& parent) {
    if (!parent.isValid())
        endInsertColumns();
}

void RowWindowProxy::sourceColumnsAboutToBeRemoved(const QModelIndex& parent, int first, int last) {
    if (!parent.isValid())
        beginRemoveColumns({}, first, last);
}

void RowWindowProxy::sourceColumnsRemoved(const QModelIndex& parent) {
    if (!parent.isValid())
        endRemoveColumns();
}

void RowWindowProxy::sourceColumnsAboutToBeMoved(const QModelIndex& parent, int first, int last,
                                                 const QModelIndex& destination, int column) {
    m_pending = Pending::None;
    if (!parent.isValid() && !destination.isValid() && beginMoveColumns({}, first, last, {}, column))
        m_pending = Pending::Columns;
}

void RowWindowProxy::sourceColumnsMoved(const QModelIndex&) {
    if (std::exchange(m_pending, Pending::None) == Pending::Columns)
        endMoveColumns();
}

void RowWindowProxy::sourceLayoutAboutToBeChanged(const QList<QPersistentModelIndex>& parents,
                                                  QAbstractItemModel::LayoutChangeHint hint) {
    m_pending = Pending::None;
    const bool touchesRoot =
        parents.isEmpty() || std::any_of(parents.cbegin(), parents.cend(), [](const auto& p) { return !p.isValid(); });
    if (!touchesRoot)
        return;
    m_pending = Pending::Layout;
    emit layoutAboutToBeChanged({}, hint);
    // Each of our persistent indexes follows the source row it showed; those whose row leaves the window go.
    const QModelIndexList ours = persistentIndexList();
    m_layoutProxy.clear();
    m_layoutSource.clear();
    m_layoutProxy.reserve(ours.size());
    m_layoutSource.reserve(ours.size());
    for (const QModelIndex& index : ours) {
        m_layoutProxy.append(index);
        m_layoutSource.append(mapToSource(index));
    }
}

void RowWindowProxy::sourceLayoutChanged(const QList<QPersistentModelIndex>&,
                                         QAbstractItemModel::LayoutChangeHint hint) {
    if (std::exchange(m_pending, Pending::None) != Pending::Layout)
        return;
    QModelIndexList to;
    to.reserve(m_layoutProxy.size());
    for (const QPersistentModelIndex& source : std::as_const(m_layoutSource))
        to.append(mapFromSource(source));
    const QModelIndexList from = std::exchange(m_layoutProxy, {});
    m_layoutSource.clear();
    changePersistentIndexList(from, to);
    emit layoutChanged({}, hint);
}

void RowWindowProxy::sourceRowsAboutToBeMoved(const QModelIndex& parent) {
    // Rows moved within the table: the window shows other rows now, which is what a layout change says.
    if (!parent.isValid())
        sourceLayoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
}

void RowWindowProxy::sourceRowsMoved(const QModelIndex& parent) {
    if (!parent.isValid())
        sourceLayoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void RowWindowProxy::sourceDestroyed() {
    beginResetModel();
    m_connections.clear();
    m_source = nullptr;
    m_offset = 0;
    m_rows = 0;
    m_pending = Pending::None;
    endResetModel();
}

} // namespace metadesk
