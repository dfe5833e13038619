#include "FirstKeysInSpans.h"

#include "core/db/DbConnection.h"

#include <QDeadlineTimer>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>

#include <atomic>
#include <memory>
#include <mutex>
#include <vector>

namespace metadesk {

namespace {
constexpr qint64 kRowsPerSpan = 500000;
constexpr int kMostSpans = 4;
std::atomic<qint64> g_rowsPerSpan{kRowsPerSpan};
std::atomic_int g_mostSpans{kMostSpans};
std::atomic_bool g_coresDecide{true}; ///< not set by a test
/// How often the spans' threads are looked at while the caller waits for them: a view sorted again meanwhile stops
/// them within this.
constexpr int kLookEveryMs = 20;

struct SpanResult {
    QList<QVariantList> identities;
    QString error;
    bool opened = false; ///< read on a connection of its own
};

bool readSpan(const DbConnection& conn, const TableQuery::Statement& statement, int width, SpanResult* result) {
    QSqlQuery q;
    if (!conn.execBound(&q, statement.sql, statement.values, &result->error))
        return false;
    while (q.next()) {
        QVariantList identity;
        identity.reserve(width);
        for (int i = 0; i < width; ++i)
            identity << q.value(i);
        result->identities << identity;
    }
    if (q.lastError().isValid()) { // a step that failed after the first (interrupted)
        result->error = sqlErrorText(q.lastError());
        return false;
    }
    return true;
}
} // namespace

void FirstKeysInSpans::setSpanLimits(qint64 rowsPerSpan, int mostSpans) {
    g_rowsPerSpan = rowsPerSpan > 0 ? rowsPerSpan : kRowsPerSpan;
    g_mostSpans = mostSpans > 0 ? mostSpans : kMostSpans;
    g_coresDecide = mostSpans <= 0;
}

int FirstKeysInSpans::spanCount(const DbConnection& conn, const TableQuery::RowidSpan& rowids) {
    if (!conn.isSqlite() || !rowids.isSet())
        return 1;
    const int most = g_mostSpans.load();
    const qint64 spans = g_coresDecide.load() ? qBound(1, QThread::idealThreadCount(), most) : most;
    return int(qBound<qint64>(1, rowids.size() / g_rowsPerSpan.load(), spans));
}

bool FirstKeysInSpans::read(const DbConnection& conn, const TableQuery& query, int segment, int wanted,
                            const QVariant& cut, const TableQuery::RowidSpan& rowids,
                            const std::function<bool()>& stale, QList<QVariantList>* identities, QString* error) {
    const int count = spanCount(conn, rowids);
    QList<TableQuery::Statement> statements;
    const qint64 step = rowids.size() / count;
    for (int i = 0; i < count; ++i) {
        TableQuery::RowidSpan span;
        span.first = rowids.first + i * step;
        span.last = i + 1 == count ? rowids.last : span.first + step - 1;
        statements << query.firstKeys(segment, wanted, cut, count > 1 ? span : TableQuery::RowidSpan{});
    }
    const int width = query.identityCount();
    std::vector<SpanResult> results(count);
    std::mutex handlesMutex;
    std::vector<void*> handles(count, nullptr); // the other spans' SQLite handles while they are open
    std::vector<std::unique_ptr<QThread>> threads;
    for (int i = 1; i < count; ++i) {
        threads.emplace_back(QThread::create([&, i] {
            DbConnection::Options options;
            options.readOnly = true;
            options.purpose = QStringLiteral("span");
            options.sqliteCacheKiB = 256; // each page is read once
            QString openError;
            std::unique_ptr<DbConnection> own = DbConnection::open(conn.url(), options, &openError);
            if (!own)
                return; // read on the caller's connection after its own span
            results[i].opened = true;
            {
                std::lock_guard<std::mutex> lock(handlesMutex);
                handles[i] = own->sqliteHandle();
            }
            if (!stale())
                readSpan(*own, statements.at(i), width, &results[i]);
            std::lock_guard<std::mutex> lock(handlesMutex);
            handles[i] = nullptr;
        }));
        threads.back()->start();
    }
    results[0].opened = true;
    readSpan(conn, statements.at(0), width, &results[0]);
    for (const std::unique_ptr<QThread>& thread : threads) {
        while (!thread->wait(QDeadlineTimer(kLookEveryMs))) {
            if (!stale())
                continue;
            std::lock_guard<std::mutex> lock(handlesMutex);
            for (void* handle : handles)
                DbConnection::interruptSqlite(handle);
        }
    }
    for (int i = 1; i < count; ++i)
        if (!results[i].opened && !stale())
            readSpan(conn, statements.at(i), width, &results[i]);
    identities->clear();
    if (stale()) {
        *error = QObject::tr("The reading was stopped.");
        return false;
    }
    for (const SpanResult& result : results) {
        if (!result.error.isEmpty()) {
            *error = result.error;
            return false;
        }
        *identities << result.identities;
    }
    return true;
}

} // namespace metadesk
