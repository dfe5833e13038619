#pragma once

#include "core/query/TableQuery.h"

#include <QString>

#include <functional>

class QIODevice;

namespace metadesk {

class DbConnection;

/// Writes a table view (its filter and sort, in view order) to CSV or JSON, a keyset batch at a time, so a table of
/// any size streams through a bounded amount of memory. Runs on whatever thread calls it, with its own connection.
///
/// Values are written as the database holds them, by one rule (StoredText, docs/values.md): the column's storage type
/// decides, so text is a string always (money kept as VARCHAR stays "0.10"), numbers are their exact digits, times
/// their stored text, json/jsonb documents verbatim, PostgreSQL arrays JSON arrays. A secret that is not NULL is the
/// mask "••••••", never its value and never null. CSV tells NULL (an empty field) from empty text (`""`).
class TableExporter {
public:
    enum class Format { Csv, Json };
    struct Options {
        Format format = Format::Csv;
        bool headerLabels = false; ///< CSV header: column names (false) or catalog labels
        int batchRows = 2000;
    };

    /// Writes every row of `query` (its filter and sort, all segments in view order) to `out`, a batch at a time
    /// via keyset paging (TableQuery::page with the last row's key, never OFFSET from the start, never one big
    /// result). `progress(rowsWritten)` is called after each batch; returning false cancels. Returns false with a
    /// sentence in *error on failure or cancel ("Export cancelled." for cancel).
    ///
    /// On PostgreSQL every batch reads one snapshot, in a read-only transaction of the export's own: `conn` must not
    /// be inside a transaction of the caller's.
    static bool write(const DbConnection& conn, const TableQuery& query, QIODevice* out, const Options& options,
                      const std::function<bool(qint64)>& progress, QString* error);

    /// The format a file name asks for (".json" → JSON, anything else → CSV).
    static Format formatForPath(const QString& path);
    /// The sentence write() leaves in *error when progress() cancelled.
    static QString cancelledMessage();
};

} // namespace metadesk
