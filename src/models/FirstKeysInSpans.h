#pragma once

#include "core/query/TableQuery.h"

#include <functional>

namespace metadesk {

class DbConnection;

/// The first screen of a large SQLite table sorted by a column no index serves is one pass over the whole table
/// (TableQuery::pageByKeys), on one core: ten million runs took 2.2-2.4 s here, as long as sqlite3 takes to scan the
/// file. Split by rowid into one span per core (at most four, each of at least 500,000 rows), the pass is read by
/// as many connections at once, each sorting the keys of its own span's first rows; the spans' first rows hold the
/// view's first rows, and one statement puts them in order (TableQuery::firstRowsAmong).
///
/// `conn` reads the first span on the calling thread; each other span gets a thread and a read-only connection of its
/// own to the same file for the length of its statement. `stale` is asked while they run: once it says so, their
/// statements are interrupted (the caller's own is, by whoever made it stale).
class FirstKeysInSpans {
public:
    /// How small a span may be, and how many there may be at most: 500,000 rows and 4 unless changed (tests: smaller
    /// spans, and more than this machine has cores; 0 for the default).
    static void setSpanLimits(qint64 rowsPerSpan, int mostSpans);

    /// How many spans `rowids` is read in on this machine: 1 where splitting does not pay (PostgreSQL, whose server
    /// splits a scan across its own workers; a small table; one core).
    static int spanCount(const DbConnection& conn, const TableQuery::RowidSpan& rowids);

    /// The identities of each span's first `wanted` rows of `segment` (up to `cut` where given), spans in order; false
    /// with the database's text in *error when a statement failed (or was interrupted). A span whose connection could
    /// not be opened (a file another process holds in a way a read-only opening cannot share) is read on `conn` after
    /// its own.
    static bool read(const DbConnection& conn, const TableQuery& query, int segment, int wanted, const QVariant& cut,
                     const TableQuery::RowidSpan& rowids, const std::function<bool()>& stale,
                     QList<QVariantList>* identities, QString* error);
};

} // namespace metadesk
