#include "FirstKeysInSpans.h"

#include "core/db/DbConnection.h"

#include <QDeadlineTimer>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

#include <algorithm>
#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

namespace metadesk {

namespace {
constexpr qint64 kRowsPerReader = 500000;
constexpr int kMostReaders = 4;
constexpr int kSpansPerReader = 4;
/// How often the readers' threads are looked at while the caller waits for them: a view sorted again meanwhile stops
/// them within this.
constexpr int kLookEveryMs = 20;
std::atomic<qint64> g_rowsPerReader{kRowsPerReader};
std::atomic_int g_readers{0}; ///< set by a test; 0: the cores decide, up to kMostReaders

struct SpanResult {
    QList<QVariantList> identities;
    QString error;
    bool read = false;
};

void readSpan(const DbConnection& conn, const TableQuery::Statement& statement, int width, SpanResult* result) {
    QSqlQuery q;
    if (!conn.execBound(&q, statement.sql, statement.values, &result->error))
        return;
    while (q.next()) {
        QVariantList identity;
        identity.reserve(width);
        for (int i = 0; i < width; ++i)
            identity << q.value(i);
        result->identities << identity;
    }
    if (q.lastError().isValid()) // a step that failed after the first (interrupted)
        result->error = sqlErrorText(q.lastError());
    else
        result->read = true;
}
} // namespace

void FirstKeysInSpans::setReaderLimits(qint64 rowsPerReader, int mostReaders) {
    g_rowsPerReader = rowsPerReader > 0 ? rowsPerReader : kRowsPerReader;
    g_readers = qMax(0, mostReaders);
}

int FirstKeysInSpans::readerCount(const DbConnection& conn, const TableQuery::RowidSpan& rowids) {
    if (!conn.isSqlite() || !rowids.isSet())
        return 1;
    const int set = g_readers.load();
    const qint64 readers = set > 0 ? set : qBound(1, QThread::idealThreadCount(), kMostReaders);
    return int(qBound<qint64>(1, rowids.size() / g_rowsPerReader.load(), readers));
}

bool FirstKeysInSpans::read(const DbConnection& conn, const TableQuery& query, int segment, int wanted,
                            const TableQuery::SortCut& cut, const TableQuery::RowidSpan& rowids,
                            const std::function<bool()>& stale, QList<QVariantList>* identities, QString* error) {
    const int readers = readerCount(conn, rowids);
    const int spans = readers > 1 ? readers * kSpansPerReader : 1;
    QList<TableQuery::Statement> statements;
    // First taken: in key order it stops after the first rows sharing the cut, long before a span is read.
    const TableQuery::Statement ties = query.cutTies(segment, wanted, cut);
    if (!ties.sql.isEmpty())
        statements << ties;
    const qint64 step = rowids.size() / spans;
    for (int i = 0; i < spans; ++i) {
        TableQuery::RowidSpan span;
        span.first = rowids.first + i * step;
        span.last = i + 1 == spans ? rowids.last : span.first + step - 1;
        statements << query.firstKeys(segment, wanted, cut, spans > 1 ? span : TableQuery::RowidSpan{});
    }
    const int width = query.identityCount();
    const int count = int(statements.size());
    std::vector<SpanResult> results(count);
    std::atomic_int next{0};
    std::atomic_bool failed{false};
    // Each reader takes the next statement until none is left, one fails, or the reading went stale.
    const auto readSpans = [&](const DbConnection& reader) {
        for (int i = next++; i < count && !failed.load() && !stale(); i = next++) {
            readSpan(reader, statements.at(i), width, &results[i]);
            if (!results[i].read)
                failed = true;
        }
    };
    std::mutex handlesMutex;
    std::vector<void*> handles(readers, nullptr); // the other readers' SQLite handles while they are open
    std::vector<std::unique_ptr<QThread>> threads;
    for (int r = 1; r < readers; ++r) {
        threads.emplace_back(QThread::create([&, r] {
            DbConnection::Options options;
            options.readOnly = true;
            options.purpose = QStringLiteral("span");
            options.sqliteCacheKiB = 256; // each page is read once
            QString openError;
            std::unique_ptr<DbConnection> own = DbConnection::open(conn.url(), options, &openError);
            if (!own)
                return; // its spans are read by the others
            {
                std::lock_guard<std::mutex> lock(handlesMutex);
                handles[r] = own->sqliteHandle();
            }
            readSpans(*own);
            std::lock_guard<std::mutex> lock(handlesMutex);
            handles[r] = nullptr;
        }));
        threads.back()->start();
    }
    readSpans(conn);
    for (const std::unique_ptr<QThread>& thread : threads) {
        while (!thread->wait(QDeadlineTimer(kLookEveryMs))) {
            if (!stale())
                continue;
            std::lock_guard<std::mutex> lock(handlesMutex);
            for (void* handle : handles)
                DbConnection::interruptSqlite(handle);
        }
    }
    identities->clear();
    if (stale()) {
        *error = QObject::tr("The reading was stopped.");
        return false;
    }
    if (failed.load()) {
        const auto withError = std::find_if(results.cbegin(), results.cend(),
                                            [](const SpanResult& result) { return !result.error.isEmpty(); });
        *error = withError != results.cend() ? withError->error : QObject::tr("The first rows could not be read.");
        return false;
    }
    for (const SpanResult& result : results)
        *identities << result.identities;
    return true;
}

} // namespace metadesk
