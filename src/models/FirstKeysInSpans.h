#pragma once

#include "core/query/TableQuery.h"

#include <functional>

namespace metadesk {

class DbConnection;

/// The first screen of a large SQLite table sorted by a column no index serves is one pass over the whole table
/// (TableQuery::pageByKeys), on one core: ten million runs took 2.2-2.4 s here, as long as sqlite3 takes to scan the
/// file. Here the pass is read by one connection per core at once (at most four, each with at least 500,000 rows to
/// read): the table is split by rowid into four spans per reader, each reader takes the next span not yet taken and
/// sorts the keys of its first rows, so a reader on a core that is busier than the others takes fewer spans. The
/// spans' first rows hold the view's first rows, and one statement puts them in order (TableQuery::firstRowsAmong).
///
/// `conn` reads on the calling thread; each other reader gets a thread and a read-only connection of its own to the
/// same file for the length of the reading (one that cannot be opened leaves its spans to the others). `stale` is
/// asked before each span and while the readers run: once it says so, the statements still running are interrupted
/// (the caller's own is, by whoever made it stale), and no span is started.
class FirstKeysInSpans {
public:
    /// How few rows a reader may have (500,000), and how many readers there are at most (as many as cores, up to 4):
    /// tests ask for fewer rows and more readers than this machine has cores; 0 for the default.
    static void setReaderLimits(qint64 rowsPerReader, int mostReaders);

    /// How many connections read `rowids` on this machine: 1 where splitting does not pay (PostgreSQL, whose server
    /// splits a scan across its own workers; a small table; one core).
    static int readerCount(const DbConnection& conn, const TableQuery::RowidSpan& rowids);

    /// The identities of each span's first `wanted` rows of `segment` (up to `cut` where given), and of the first
    /// rows sharing a common cut's value (TableQuery::cutTies, read by the first reader free while the spans are
    /// read); false with the database's text in *error when a statement failed (or was interrupted), or with a
    /// sentence when it went stale.
    static bool read(const DbConnection& conn, const TableQuery& query, int segment, int wanted,
                     const TableQuery::SortCut& cut, const TableQuery::RowidSpan& rowids,
                     const std::function<bool()>& stale, QList<QVariantList>* identities, QString* error);
};

} // namespace metadesk
