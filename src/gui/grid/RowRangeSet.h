#pragma once

#include <QList>

#include <utility>

namespace metadesk {

/// A set of rows kept as sorted, disjoint, non-adjacent ranges: selecting all of ten million rows is one range.
class RowRangeSet {
public:
    using Range = std::pair<int, int>; ///< first and last row, inclusive

    RowRangeSet() = default;
    RowRangeSet(int first, int last) { add(first, last); }

    bool isEmpty() const { return m_ranges.isEmpty(); }
    void clear() { m_ranges.clear(); }
    const QList<Range>& ranges() const { return m_ranges; }
    bool contains(int row) const;
    qint64 count() const;
    QList<int> rows() const;

    void add(int first, int last);
    void remove(int first, int last);
    /// Drops the rows outside first..last.
    void keepOnly(int first, int last);
    /// `count` rows were inserted at `first`: the rows from there on move down; the new rows are not in the set.
    void rowsInserted(int first, int count);
    /// Rows first..last were removed: they leave the set and the rows after them move up.
    void rowsRemoved(int first, int last);

    bool operator==(const RowRangeSet& other) const { return m_ranges == other.m_ranges; }
    bool operator!=(const RowRangeSet& other) const { return m_ranges != other.m_ranges; }

private:
    QList<Range> m_ranges;
};

} // namespace metadesk
