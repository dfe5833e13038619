#pragma once

#include <QAbstractTableModel>
#include <QList>
#include <QPersistentModelIndex>
#include <QPointer>

namespace metadesk {

/// A few dozen consecutive rows of a table model of any size, so that a view keeps per-row state for the window only.
///
/// Shows the source rows [offset(), offset() + rowCount()), where rowCount() is windowRows() unless the source holds
/// fewer rows; the offset is kept where the window is full. The vertical header shows the source's header of the
/// source row (its number), every other call goes to the source with the row mapped. Changes in the source are
/// passed on mapped to the window: rows inserted or removed before the window move the offset with them (the window
/// keeps showing the same rows), inside it they arrive as inserts and removes that keep the window full.
class RowWindowProxy : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit RowWindowProxy(QObject* parent = nullptr);
    ~RowWindowProxy() override;

    void setSourceModel(QAbstractItemModel* source);
    QAbstractItemModel* sourceModel() const { return m_source; }

    int offset() const { return m_offset; }
    /// Moves the window to start at this source row (clamped to where the window is full). A move of at most
    /// layoutMoveLimit() rows is a layout change that carries persistent indexes (the view's current index, its
    /// selection, an open editor) along; a longer one is a reset, which costs the same for any distance.
    void setOffset(int offset);
    /// The largest offset: the window then ends at the source's last row.
    int maximumOffset() const;

    int windowRows() const { return m_windowRows; }
    /// How many rows the window holds (at least 1). It shrinks and grows at its end, growing upwards once it reaches
    /// the table's end, by removing or inserting rows (not a reset): the rows it keeps keep their persistent indexes.
    void setWindowRows(int rows);

    int layoutMoveLimit() const { return m_layoutMoveLimit; }
    /// Moves of at most this many rows are layout changes, longer ones resets; 0 makes every move a reset. By default
    /// windowRows() - 1, following the window's size: every move that keeps some of its rows in the window.
    void setLayoutMoveLimit(int rows) { m_layoutMoveLimit = qMax(0, rows); }

    int sourceRowCount() const;
    int mapToSourceRow(int row) const { return m_offset + row; }
    /// The window row showing this source row, or -1 when it is outside the window.
    int mapFromSourceRow(int sourceRow) const;
    QModelIndex mapToSource(const QModelIndex& index) const;
    QModelIndex mapFromSource(const QModelIndex& sourceIndex) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

signals:
    /// The window now starts at this source row (a move, or rows inserted or removed before it).
    void offsetChanged(int offset);

private:
    void disconnectSource();
    /// Rows the window holds for this many source rows.
    int fullRows(int sourceRows) const { return qMin(m_windowRows, sourceRows); }
    int clampOffset(int offset, int sourceRows) const;
    void moveByLayout(int offset);
    void moveByReset(int offset);
    /// After rows left the window, fills it again from below and then from above, so that it stays full.
    void refill();

    void sourceDataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight, const QList<int>& roles);
    void sourceHeaderDataChanged(Qt::Orientation orientation, int first, int last);
    void sourceAboutToBeReset();
    void sourceReset();
    void sourceRowsAboutToBeInserted(const QModelIndex& parent, int first, int last);
    void sourceRowsInserted(const QModelIndex& parent, int first, int last);
    void sourceRowsAboutToBeRemoved(const QModelIndex& parent, int first, int last);
    void sourceRowsRemoved(const QModelIndex& parent, int first, int last);
    void sourceColumnsAboutToBeInserted(const QModelIndex& parent, int first, int last);
    void sourceColumnsInserted(const QModelIndex& parent);
    void sourceColumnsAboutToBeRemoved(const QModelIndex& parent, int first, int last);
    void sourceColumnsRemoved(const QModelIndex& parent);
    void sourceColumnsAboutToBeMoved(const QModelIndex& parent, int first, int last, const QModelIndex& destination,
                                     int column);
    void sourceColumnsMoved(const QModelIndex& parent);
    void sourceLayoutAboutToBeChanged(const QList<QPersistentModelIndex>& parents,
                                      QAbstractItemModel::LayoutChangeHint hint);
    void sourceLayoutChanged(const QList<QPersistentModelIndex>& parents, QAbstractItemModel::LayoutChangeHint hint);
    void sourceRowsAboutToBeMoved(const QModelIndex& parent);
    void sourceRowsMoved(const QModelIndex& parent);
    void sourceDestroyed();

    /// What a source insert or remove announced in its about-to signal does once it has happened.
    enum class Pending { None, Shift, Insert, Remove, Columns, Layout };

    QPointer<QAbstractItemModel> m_source;
    QList<QMetaObject::Connection> m_connections;
    int m_offset = 0;
    int m_rows = 0; ///< rows the window shows now; changes only between begin… and end… calls
    int m_windowRows = 64;
    int m_layoutMoveLimit = 0;

    Pending m_pending = Pending::None;
    int m_pendingShift = 0;                      ///< Shift: how far the offset moves
    int m_pendingFirst = 0, m_pendingLast = 0;   ///< Insert: window rows announced; Remove: source rows before
    QModelIndexList m_layoutProxy;               ///< Layout: our persistent indexes …
    QList<QPersistentModelIndex> m_layoutSource; ///< … and the source indexes they stood for
};

} // namespace metadesk
