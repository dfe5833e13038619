#include "gui/grid/RowRangeSet.h"

#include <algorithm>
#include <limits>

namespace metadesk {

bool RowRangeSet::contains(int row) const {
    const auto it = std::lower_bound(m_ranges.cbegin(), m_ranges.cend(), row,
                                     [](const Range& r, int value) { return r.second < value; });
    return it != m_ranges.cend() && it->first <= row;
}

qint64 RowRangeSet::count() const {
    qint64 rows = 0;
    for (const Range& r : m_ranges)
        rows += qint64(r.second) - r.first + 1;
    return rows;
}

QList<int> RowRangeSet::rows() const {
    QList<int> out;
    out.reserve(qsizetype(count()));
    for (const Range& r : m_ranges) {
        for (int row = r.first; row <= r.second; ++row)
            out.append(row);
    }
    return out;
}

void RowRangeSet::add(int first, int last) {
    if (first > last)
        return;
    QList<Range> out;
    out.reserve(m_ranges.size() + 1);
    bool placed = false;
    for (const Range& r : std::as_const(m_ranges)) {
        if (qint64(r.second) < qint64(first) - 1) {
            out.append(r);
        } else if (qint64(r.first) > qint64(last) + 1) {
            if (!placed) {
                out.append({first, last});
                placed = true;
            }
            out.append(r);
        } else {
            // Overlapping or touching: one range.
            first = qMin(first, r.first);
            last = qMax(last, r.second);
        }
    }
    if (!placed)
        out.append({first, last});
    m_ranges = out;
}

void RowRangeSet::remove(int first, int last) {
    if (first > last)
        return;
    QList<Range> out;
    out.reserve(m_ranges.size() + 1);
    for (const Range& r : std::as_const(m_ranges)) {
        if (r.second < first || r.first > last) {
            out.append(r);
            continue;
        }
        if (r.first < first)
            out.append({r.first, first - 1});
        if (r.second > last)
            out.append({last + 1, r.second});
    }
    m_ranges = out;
}

void RowRangeSet::keepOnly(int first, int last) {
    if (first > std::numeric_limits<int>::min())
        remove(std::numeric_limits<int>::min(), first - 1);
    if (last < std::numeric_limits<int>::max())
        remove(last + 1, std::numeric_limits<int>::max());
}

void RowRangeSet::rowsInserted(int first, int count) {
    QList<Range> out;
    out.reserve(m_ranges.size() + 1);
    for (const Range& r : std::as_const(m_ranges)) {
        if (r.second < first) {
            out.append(r);
        } else if (r.first >= first) {
            out.append({r.first + count, r.second + count});
        } else {
            out.append({r.first, first - 1});
            out.append({first + count, r.second + count});
        }
    }
    m_ranges = out;
}

void RowRangeSet::rowsRemoved(int first, int last) {
    remove(first, last);
    const int count = last - first + 1;
    QList<Range> out;
    out.reserve(m_ranges.size());
    for (Range r : std::as_const(m_ranges)) {
        if (r.first > last) {
            r.first -= count;
            r.second -= count;
        }
        // The ranges on either side of the removed rows may touch now.
        if (!out.isEmpty() && out.last().second + 1 >= r.first)
            out.last().second = qMax(out.last().second, r.second);
        else
            out.append(r);
    }
    m_ranges = out;
}

} // namespace metadesk
