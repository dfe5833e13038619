#include "WindowedTableModel.h"

#include "CellFormat.h"
#include "FetchWorker.h"
#include "FirstKeysInSpans.h"
#include "JobPool.h"
#include "SortedKeys.h"
#include "core/db/DbConnection.h"
#include "core/export/StoredBytes.h"
#include "core/query/NumericText.h"
#include "core/settings/TimeDisplay.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPointer>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QThreadPool>

#include <algorithm>
#include <atomic>
#include <limits>
#include <utility>

namespace metadesk {

namespace {
/// Runs a statement; returns false with the database's text in *error.
bool run(const DbConnection& conn, const TableQuery::Statement& statement, QSqlQuery* query, QString* error) {
    return conn.execBound(query, statement.sql, statement.values, error);
}

QList<QVariantList> readRows(QSqlQuery& query, int width) {
    QList<QVariantList> rows;
    while (query.next()) {
        QVariantList row;
        row.reserve(width);
        for (int i = 0; i < width; ++i)
            row << query.value(i);
        rows << row;
    }
    return rows;
}

/// SQLite: the table's rowid range (two lookups at the ends of its b-tree); unset on PostgreSQL, or when it cannot be
/// read (a table WITHOUT ROWID). Nothing here is an error: without it the first rows are read in one statement.
TableQuery::RowidSpan rowidSpan(const DbConnection& conn, const TableQuery& query) {
    TableQuery::RowidSpan span;
    const TableQuery::Statement range = query.rowidRange();
    QSqlQuery q;
    QString ignored;
    if (!range.sql.isEmpty() && run(conn, range, &q, &ignored) && q.next() && !q.value(0).isNull()) {
        span.first = q.value(0).toLongLong();
        span.last = q.value(1).toLongLong();
    }
    return span;
}

/// The sort value a first page under a sort no index serves need not look past (TableQuery::sortCut); none when
/// there is none to be had cheaply. Nothing here is an error: without it the page is read whole.
TableQuery::SortCut sortCut(const DbConnection& conn, const TableQuery& query, int segment, int wanted,
                            const TableQuery::RowidSpan& rowids) {
    qint64 rows = rowids.size();
    QSqlQuery q;
    QString ignored;
    if (!rowids.isSet()) {
        // The table's rows, filtered or not: the sample is spread over all of them.
        const TableQuery::Statement count = TableQuery::estimateOf(query.table().name, conn.isSqlite());
        if (conn.isSqlite() || count.sql.isEmpty() || !run(conn, count, &q, &ignored) || !q.next())
            return {};
        rows = q.value(0).toLongLong();
        q.finish();
    }
    const TableQuery::Statement cut = query.sortCut(segment, rows, wanted);
    if (cut.sql.isEmpty() || !run(conn, cut, &q, &ignored))
        return {};
    QList<QVariantList> sample;
    while (q.next())
        sample.append({q.value(0), q.value(1)});
    return query.sortCutOf(sample, rows, wanted);
}

/// The first `wanted` rows of a segment no index serves: on a large SQLite table read span after span of rowids by
/// one connection per core (FirstKeysInSpans), otherwise in one statement (TableQuery::pageByKeys).
bool readFirstRows(const DbConnection& conn, const TableQuery& query, int segment, int wanted,
                   const TableQuery::SortCut& cut, const TableQuery::RowidSpan& rowids,
                   const std::function<bool()>& stale, int width, QList<QVariantList>* rows, QString* error,
                   std::atomic_int* leadsApart) {
    QSqlQuery q;
    if (FirstKeysInSpans::readerCount(conn, rowids) > 1) {
        QList<QVariantList> identities;
        if (!FirstKeysInSpans::read(conn, query, segment, wanted, cut, rowids, stale, &identities, error) ||
            !run(conn, query.firstRowsAmong(segment, identities, wanted), &q, error))
            return false;
    } else {
        if (cut.hasLead() && !cut.rare) // pageByKeys reads it apart
            ++*leadsApart;
        if (!run(conn, query.pageByKeys(segment, wanted, false, cut), &q, error))
            return false;
    }
    *rows = readRows(q, width);
    return true;
}

std::atomic_int g_locatePauseMs{0};
std::atomic_int g_anchorsPauseMs{0};
/// Rows an OFFSET may skip before a page waits for the anchors instead (where they come soon).
constexpr qint64 kFarFromAKey = 2048;
/// Keys of rows found again (learnKey) kept per segment until the next reading.
constexpr int kFoundKeysKept = 32;

qint64 tagOf(int generation, int page) {
    return (qint64(generation) << 32) | qint64(quint32(page));
}
} // namespace

WindowedTableModel::WindowedTableModel(const TableDescriptor& table, const DatabaseUrl& url, bool readOnly,
                                       QObject* parent)
    : WindowedTableModel(table, url, readOnly, nullptr, parent) {}

WindowedTableModel::WindowedTableModel(const TableDescriptor& table, const DatabaseUrl& url, bool readOnly,
                                       std::shared_ptr<const Catalog> catalog, QObject* parent)
    : QAbstractTableModel(parent), m_table(table), m_url(url), m_readOnly(readOnly), m_catalog(catalog),
      m_query(table, url.isSqlite(), QuerySpec{}, catalog.get()),
      m_liveGeneration(std::make_shared<std::atomic_int>(0)), m_references(ReferenceLabels::plan(table)) {
    for (const ReferenceLabels::Target& target : std::as_const(m_references))
        for (int column : target.columns)
            if (const ForeignKeyDescriptor* fk = m_table.foreignKey(m_table.columns.at(column).name))
                m_referenceColumns.insert(column, *fk);
    if (url.isSqlite() && !m_table.primaryKey.isEmpty()) {
        m_bytesColumns = storedbytes::textColumns(m_table);
        if (!m_bytesColumns.isEmpty())
            m_bytesTable = std::make_shared<const TableDescriptor>(m_table);
    }
    m_interactive = FetchWorker::take(url, readOnly, QStringLiteral("pages"), catalog);
    m_background = FetchWorker::take(url, readOnly, QStringLiteral("counts"), catalog);
    m_background->setBackground();
    restart();
}

WindowedTableModel::~WindowedTableModel() {
    m_liveGeneration->store(-1);
    // The GUI does not wait for a query still running (a count can take a while): the server is asked to cancel it
    // (PostgreSQL: FetchWorker::cancelRunning; SQLite: interrupted on its handle), and the workers finish on their own.
    FetchWorker::cancelRunning(m_url, {m_interactive.get(), m_background.get(), m_orderWorker.get(), m_locator.get()});
    // Idle ones serve the next table (FetchWorker::giveBack).
    FetchWorker::giveBack(std::move(m_interactive));
    FetchWorker::giveBack(std::move(m_background));
    FetchWorker::retire(std::move(m_locator));
    FetchWorker::retire(std::move(m_orderWorker));
    letGo(std::move(m_orderKeys));
}

void WindowedTableModel::letGo(std::shared_ptr<SortedKeys> keys) {
    // The pass's file (10M rows: 210-250 MB) is removed where the last holder lets it go: not on the GUI thread,
    // where unlinking it took 16 ms of CPU and more of waiting (a file system that discards the freed blocks), a
    // stall in the middle of the next sort's first screen.
    if (keys)
        jobPool()->start([keys = std::move(keys)]() mutable { keys.reset(); });
}

bool WindowedTableModel::setQuerySpec(const QuerySpec& spec) {
    TableQuery query(m_table, m_url.isSqlite(), spec, m_catalog.get());
    if (!query.isValid()) {
        m_lastError = query.error();
        return false;
    }
    // Into an order read once from one an index serves: that is the sort Cancel goes back to.
    if (!query.sortServedByIndex() && m_query.sortServedByIndex()) {
        m_sortBeforeOrder = m_query.sortColumn();
        m_descendingBeforeOrder = m_query.descending();
    }
    m_query = query;
    restart();
    return true;
}

bool WindowedTableModel::cancelOrder() {
    if (!isReadingOrder())
        return false;
    QuerySpec back = m_query.spec();
    back.sortColumn = m_sortBeforeOrder;
    back.descending = m_descendingBeforeOrder;
    if (!TableQuery(m_table, m_url.isSqlite(), back, m_catalog.get()).sortServedByIndex()) {
        back.sortColumn.clear(); // the table's default sort, which its indexes serve
        back.descending = false;
    }
    return setQuerySpec(back);
}

void WindowedTableModel::refresh() {
    restart();
}

void WindowedTableModel::setPageSize(int rows) {
    m_pageSize = qBound(10, rows, 5000);
    restart();
}

void WindowedTableModel::restart() {
    if (m_announcingRestart)
        return; // the restart being announced reads everything after its receivers are done
    m_announcingRestart = true;
    emit aboutToRestart();
    m_announcingRestart = false;
    beginResetModel();
    ++m_generation;
    m_liveGeneration->store(m_generation);
    {
        std::lock_guard<std::mutex> lock(m_readCounts->mutex);
        m_readCounts->generation = m_generation;
        m_readCounts->pages = m_readCounts->labelQueries = 0;
    }
    m_interactive->clear();
    m_background->clear();
    // What a worker is still running for the reading before (a count of ten million rows, a page no index serves)
    // would go on taking a core from this one: it is stopped on its own connection, and another worker reads for this
    // one (a late cancel can then never hit this reading's statements); the stopped one is kept ready again once the
    // request is done with (FetchWorker::giveBack).
    replaceIfBusy(m_interactive, QStringLiteral("pages"), false);
    replaceIfBusy(m_background, QStringLiteral("counts"), true);
    if (m_locator) {
        m_locator->clear();
        replaceIfBusy(m_locator, QStringLiteral("locate"), false);
    }
    m_pages.clear();
    m_inFlight.clear();
    m_awaitingAnchors.clear();
    m_rowCount = 0;
    m_countExact = false;
    m_countEstimated = false;
    m_countAfterFirstPage = false;
    m_anchorsReady = false;
    m_segmentSizes = QList<qint64>(m_query.segmentCount(), -1);
    m_anchors = QList<QList<Anchor>>(m_query.segmentCount());
    m_foundKeys = QList<QList<Anchor>>(m_query.segmentCount());
    m_keyLine.reset();
    m_lastError.clear();
    m_labelErrorShown = false;
    m_lastAsked = 0;
    // A pass still reading the previous order is stopped on its own connection, which goes with it (its result may
    // still be streaming). One that has finished keeps its session for the next order read once: a sort by another
    // column no index serves, or F5, starts no new server process beside its first screen.
    if (m_orderWorker && m_orderWorker->isBusy()) {
        FetchWorker::cancelRunning(m_url, {m_orderWorker.get()});
        FetchWorker::retire(std::move(m_orderWorker));
    }
    m_orderStarted = false;
    letGo(std::move(m_orderKeys));
    m_ordering = !m_query.sortServedByIndex();
    m_orderDone = false;
    m_orderRead = 0;
    m_aboutRows = -1;
    m_waitingPages.clear();
    m_locateAfterOrder.clear();
    endResetModel();
    // The estimate (SQLite: ANALYZE's figure, a row of sqlite_stat1; PostgreSQL: pg_class.reltuples) is read by the
    // first page's task, just before the page, and arrives first: the first screen has the scrollbar and the row
    // numbers' width it keeps. Read after it, the estimate came a moment after the first frame and widened the row
    // numbers, moving every column. On PostgreSQL that is one more round trip of the first screen, on a session whose
    // server process already knows the table (FetchWorker's warm-up).
    m_estimateWithFirstPage = !m_ordering;
    requestPage(0); // the first screen does not wait for the view, nor for the count
    if (!m_ordering) {
        // The exact count and the anchors once the first screen is in: on PostgreSQL a server process of their own,
        // which took a core from the first page's.
        m_countAfterFirstPage = true;
    } else {
        postEstimate(*m_background);
    }
    // The pass reading the order waits for the first screen (receivePage): both pass over the whole table, and beside
    // it the first screen took longer. SQLite reads the same file on the same cores (10M rows: 3.4 s against 1.6 s);
    // a PostgreSQL server on the machine's two cores too (2.1-2.4 s against 1.6-1.7 s), and the pass ended no later.
}

void WindowedTableModel::replaceIfBusy(std::unique_ptr<FetchWorker>& worker, const QString& purpose, bool idle) {
    // Only with the open database's catalog: a worker without it reads the live schema when it connects, and one
    // made now would keep what the schema is at this moment (a table renamed away for a while) for as long as it
    // lives, unlike the others.
    if (!worker || !worker->isBusy() || !m_catalog)
        return;
    FetchWorker::cancelRunning(m_url, {worker.get()});
    std::unique_ptr<FetchWorker> stopping = std::move(worker);
    worker = FetchWorker::take(m_url, m_readOnly, purpose, m_catalog);
    if (idle)
        worker->setBackground();
    // Back among the workers kept ready once its statement has stopped, in place of the one take() just started
    // (which then never connects): sorting a table again and again keeps its sessions.
    FetchWorker::giveBack(std::move(stopping));
}

qint64 WindowedTableModel::segmentStart(int segment) const {
    qint64 start = 0;
    for (int s = 0; s < segment; ++s) {
        if (m_segmentSizes.at(s) < 0)
            return -1;
        start += m_segmentSizes.at(s);
    }
    return start;
}

bool WindowedTableModel::planPage(int page, QList<SubFetch>* plan, bool* complete) const {
    const qint64 start = qint64(page) * m_pageSize;
    qint64 end = start + m_pageSize;
    // Bounded by the segments' sizes, not by m_rowCount: a view may ask for rows while the count's rows are being
    // inserted (in rowsAboutToBeInserted), when m_rowCount is still the estimate, and a last page read backwards from
    // the end would then start a row short.
    if (const qint64 total = segmentStart(m_query.segmentCount()); total >= 0)
        end = qMin(end, total);
    *complete = true;
    qint64 segStart = 0;
    for (int seg = 0; seg < m_query.segmentCount(); ++seg) {
        const qint64 size = m_segmentSizes.at(seg);
        const qint64 segEnd = size < 0 ? std::numeric_limits<qint64>::max() : segStart + size;
        const qint64 a = qMax(start, segStart), b = qMin(end, segEnd);
        if (a < b) {
            const qint64 localA = a - segStart, localB = b - segStart;
            // The nearest known key at or before the first row wanted; the segment's start otherwise.
            Anchor best{0, {}};
            if (m_keyLine && localA > 0) { // the first row wanted, found by its key
                best = {localA, {QVariant(m_query.descending() ? m_keyLine->high - localA : m_keyLine->low + localA)}};
            } else {
                const QList<Anchor>& anchors = m_anchors.at(seg);
                auto it = std::upper_bound(anchors.begin(), anchors.end(), localA,
                                           [](qint64 pos, const Anchor& anchor) { return pos < anchor.position; });
                if (it != anchors.begin())
                    best = *(it - 1);
                for (const Anchor& found : m_foundKeys.at(seg)) // a row found again (learnKey): nearer, maybe
                    if (found.position <= localA && found.position > best.position)
                        best = found;
            }
            // The row just before the first wanted, where a page read and placed holds it: read on from its key. The
            // second page, asked before the anchors are in, skipped from the segment's start by OFFSET through every
            // row before it (ten million runs under task_id with kind = 'ingest': the 2.5 million sharing task_id ''
            // walked again, its first rows blank for 2 s).
            if (localA - best.position > 1 && a > segStart) {
                const auto held = m_pages.constFind(int((a - 1) / m_pageSize));
                const int r = int((a - 1) % m_pageSize);
                const int width = m_query.columnCount() + m_query.keyCount();
                if (held != m_pages.cend() && !held->partial && r < held->rows.size() &&
                    held->rows.at(r).size() == width) {
                    QVariantList key;
                    for (int i = 0; i < m_query.keyCount(); ++i)
                        key << held->rows.at(r).at(m_query.columnCount() + i);
                    best = {localA - 1, key};
                    ++*m_readOn;
                }
            }
            const qint64 forwardCost = localA - best.position;
            if (size >= 0 && size - localB < forwardCost)
                plan->append({seg, {}, size - localB, int(localB - localA), true, localA});
            else
                plan->append({seg, best.key, forwardCost, int(localB - localA), false, localA});
        }
        if (size < 0) {
            *complete = seg == m_query.segmentCount() - 1; // later segments cannot be placed yet
            break;
        }
        segStart = segEnd;
    }
    return !plan->isEmpty();
}

void WindowedTableModel::requestPage(int page) const {
    m_lastAsked = page;
    if (m_pages.contains(page) || m_inFlight.contains(page))
        return;
    if (m_ordering) {
        requestOrderedPage(page);
        return;
    }
    QList<SubFetch> plan;
    bool complete = true;
    if (!planPage(page, &plan, &complete))
        return;
    // Far from every known key before the anchors are in, where they come in seconds (TableQuery::findsByFilter),
    // a page waits for them: its OFFSET from the segment's start or end walked the sort's index past every row the
    // filter drops (ten million runs under the task_id sort with kind = 'ingest': a row 67,000 from the end, found
    // again after F5, was read in 10 s under load; the anchors took 3).
    if (!m_anchorsReady && m_query.findsByFilter() &&
        std::any_of(plan.cbegin(), plan.cend(), [](const SubFetch& f) { return f.offset > kFarFromAKey; })) {
        m_awaitingAnchors.insert(page);
        return;
    }
    withdrawFarFrom(page);
    const int generation = m_generation;

    const TableQuery query = m_query;
    const int width = query.columnCount() + query.keyCount();
    const int pageSize = m_pageSize;
    const PageDelivery to = pageDelivery();
    const std::shared_ptr<std::atomic_int> foundFirst = m_foundFirst;
    const std::shared_ptr<std::atomic_int> leadApart = m_leadApart;
    std::function<void(const DbConnection*)> estimateFirst;
    if (std::exchange(m_estimateWithFirstPage, false))
        estimateFirst = estimateTask();
    m_interactive->post(
        [=](const DbConnection* conn) {
            if (to.live->load() != generation)
                return;
            if (estimateFirst)
                estimateFirst(conn); // its answer is queued before the page's
            QList<QVariantList> rows;
            QString error = conn ? QString() : QObject::tr("No connection for reading rows.");
            // A segment read forwards to its end is counted by the reading: the page then reads on into the next
            // segment, rather than wait for the count. Under a filter, a sort's NULL segment that no row passes (no
            // flow or orchestration run without a flow) takes a walk through all its rows to find so, the page's and
            // then the count's; the count of the segment after it is no longer in the first screen's way.
            QList<qint64> sizes(query.segmentCount(), -1);
            auto read = [&](const SubFetch& f) {
                QVariantList from = f.fromKey;
                qint64 offset = f.offset;
                if (!f.reverse && offset > 0) {
                    // Skip through the index to the first key, then read whole rows from there.
                    QSqlQuery k;
                    if (!run(*conn, query.keyAt(f.segment, from, offset), &k, &error))
                        return;
                    if (!k.next())
                        return; // past the end of the segment
                    from.clear();
                    for (int i = 0; i < query.keyCount(); ++i)
                        from << k.value(i);
                    offset = 0;
                }
                // A segment's first rows under a filter: where a sample says few rows pass, they are found first
                // rather than looked for along the sort's index (TableQuery::mayFindFirst); where it says the
                // segment starts with a value many rows share and none passed, those rows are read apart (its lead).
                TableQuery::SortCut sampled;
                if (query.mayFindFirst() && !f.reverse && from.isEmpty() && offset == 0 && f.position == 0)
                    sampled = sortCut(*conn, query, f.segment, f.limit, rowidSpan(*conn, query));
                TableQuery::SortCut first; // no cut value: the page is the segment's first rows, however many
                first.rare = sampled.rare;
                if (!first.rare)
                    first.lead = sampled.lead;
                if (first.rare)
                    ++*foundFirst;
                else if (first.hasLead())
                    ++*leadApart;
                QSqlQuery q;
                if (!run(*conn,
                         first.rare || first.hasLead() ? query.pageByKeys(f.segment, f.limit, false, first)
                                                       : query.page(f.segment, from, offset, f.limit, f.reverse),
                         &q, &error))
                    return;
                QList<QVariantList> part = readRows(q, width);
                if (f.reverse)
                    std::reverse(part.begin(), part.end());
                else if (part.size() < f.limit)
                    sizes[f.segment] = f.position + part.size();
                rows << part;
            };
            for (const SubFetch& f : plan) {
                if (!error.isEmpty())
                    break;
                read(f);
            }
            // A page the segments it read filled is placed too: its rows start where the first of them starts, and
            // none of a later segment can come before them. Kept when the count comes (receiveCounts reads a partial
            // page again: its rows went blank for a moment on ten million runs).
            bool placed = complete || rows.size() == pageSize;
            for (int seg = plan.constLast().segment; !placed && error.isEmpty() && sizes.at(seg) >= 0;) {
                // Every segment up to `seg` is counted: the rows read are in their places, and the page reads on.
                if (++seg == query.segmentCount() || to.live->load() != generation) {
                    placed = seg == query.segmentCount();
                    break;
                }
                read({seg, {}, 0, pageSize - int(rows.size()), false, 0});
                placed = error.isEmpty() && rows.size() == pageSize;
            }
            deliverPage(conn, to, generation, page, rows, !placed, error, sizes);
        },
        tagOf(generation, page), true);
}

void WindowedTableModel::withdrawFarFrom(int page) const {
    // Scrolling on: what is queued for pages far from here is no longer worth reading (tasks without a page, such as
    // finding a row again, stay).
    const int generation = m_generation;
    QList<int> dropped;
    m_interactive->withdraw([&](qint64 tag) {
        const int tagPage = int(quint32(tag & 0xFFFFFFFF));
        const bool drop = tag >= 0 && (int(tag >> 32) != generation || qAbs(tagPage - page) > 4);
        if (drop)
            dropped << tagPage;
        return drop;
    });
    for (int p : dropped)
        m_inFlight.remove(p);
    m_inFlight.insert(page);
}

WindowedTableModel::PageDelivery WindowedTableModel::pageDelivery() const {
    return {QPointer<WindowedTableModel>(const_cast<WindowedTableModel*>(this)),
            m_liveGeneration,
            m_references,
            m_readCounts,
            m_bytesTable,
            m_bytesColumns};
}

void WindowedTableModel::deliverPage(const DbConnection* conn, const PageDelivery& to, int generation, int page,
                                     const QList<QVariantList>& rows, bool partial, const QString& error,
                                     const QList<qint64>& sizes) {
    // The labels of what the rows refer to travel with them: one query per referenced table, bounded by the page's
    // distinct values (a row gone since the order was read has none). A failed lookup costs the labels, not the rows.
    // Read once: a page of a reading since replaced is neither labelled nor counted as read (its task had started
    // before the reading changed; counted, it passed for a second read of the new reading's page).
    const bool live = to.live->load() == generation;
    ReferenceLabels labels;
    QString labelError;
    if (conn && error.isEmpty() && !to.references.isEmpty() && !rows.isEmpty() && live) {
        QList<QVariantList> present;
        for (const QVariantList& row : rows)
            if (!row.isEmpty())
                present << row;
        labels = ReferenceLabels::fetch(*conn, to.references, present, &labelError);
    }
    // SQLite's texts that may stand for other bytes (storedbytes::mayDiffer) are read again by key: shown, copied and
    // exported, they are the bytes stored. Rare, so the cost is only theirs; a failed lookup keeps the text as read.
    StoredBytes bytes;
    if (conn && error.isEmpty() && to.bytesTable && live) {
        storedbytes::Reader reader(*conn, *to.bytesTable);
        for (int r = 0; r < rows.size(); ++r) {
            const QVariantList& row = rows.at(r);
            if (row.isEmpty())
                continue;
            for (int column : to.bytesColumns) {
                const QVariant& value = row.at(column);
                if (value.typeId() != QMetaType::QString || !storedbytes::mayDiffer(value.toString()))
                    continue;
                QByteArray stored;
                QString ignored;
                if (reader.differing(column, reader.keyOf(row), value.toString(), &stored, &ignored) &&
                    !stored.isNull())
                    bytes.insert(storedBytesKey(r, column), stored);
            }
        }
    }
    // Counted together, once the page's work is done: counted apart, with the stored bytes read between them, a
    // page's labels could be seen without the page (tst_referencelabels compared them as a second read went on).
    if (error.isEmpty() && live) {
        std::lock_guard<std::mutex> lock(to.counts->mutex);
        if (to.counts->generation == generation) {
            to.counts->labelQueries += labels.queryCount();
            ++to.counts->pages;
        }
    }
    QMetaObject::invokeMethod(
        QCoreApplication::instance(), // not the object: the GUI thread may be destroying it now
        [self = to.self, generation, page, rows, labels, bytes, partial, sizes, error, labelError]() {
            if (self)
                self->receivePage(generation, page, rows, labels, bytes, partial, sizes, error, labelError);
        },
        Qt::QueuedConnection);
}

void WindowedTableModel::startBackgroundWork() {
    const TableQuery query = m_query;
    const int generation = m_generation;
    const auto live = m_liveGeneration;
    const QList<qint64> known = m_segmentSizes; // counted by a page that read them to their end
    const std::shared_ptr<std::atomic_int> anchoredByFilter = m_anchoredByFilter;
    QPointer<WindowedTableModel> self(this);
    FetchWorker::Task work = [=](const DbConnection* conn) {
        if (!conn || live->load() != generation)
            return;
        QString error;
        // The count and the anchors are background work: on PostgreSQL they get one server process, not a
        // parallel gather across every core, which would take the cores the first screen and its repaints need
        // (when the server shares the machine) and other users' queries need (when it does not).
        if (conn->isPostgres())
            conn->exec(QStringLiteral("SET max_parallel_workers_per_gather = 0"), nullptr);
        // The exact count, per segment (the estimate, posted before, came first).
        QList<qint64> sizes;
        for (int seg = 0; seg < query.segmentCount() && error.isEmpty(); ++seg) {
            if (live->load() != generation)
                return;
            QSqlQuery q;
            if (known.value(seg, -1) >= 0)
                sizes << known.at(seg);
            else if (run(*conn, query.segmentCount() == 1 ? query.count() : query.countSegment(seg), &q, &error) &&
                     q.next())
                sizes << q.value(0).toLongLong();
        }
        QMetaObject::invokeMethod(
            QCoreApplication::instance(), // not the object: the GUI thread may be destroying it now
            [self, generation, sizes, error]() {
                if (self)
                    self->receiveCounts(generation, sizes, error);
            },
            Qt::QueuedConnection);
        if (!error.isEmpty())
            return;
        if (const int pause = g_anchorsPauseMs.load())
            QThread::msleep(pause);
        // 3. Anchors: the key of every stride-th row, each found from the previous one; or, for an integer key
        // without gaps, computed (two lookups instead of a walk through every row of the table: a SQLite table
        // b-tree of ten million 30-column runs took 16-21 s).
        if (sizes.size() == 1) {
            const TableQuery::Statement range = query.integerKeyRange();
            QSqlQuery r;
            QString ignored;
            if (!range.sql.isEmpty() && run(*conn, range, &r, &ignored) && r.next() && !r.value(0).isNull()) {
                const qint64 low = r.value(0).toLongLong(), high = r.value(1).toLongLong();
                const qint64 size = sizes.constFirst();
                r.finish();
                if (high - low + 1 == size) {
                    QMetaObject::invokeMethod(
                        QCoreApplication::instance(), // not the object: the GUI thread may be destroying it now
                        [self, generation, low, high]() {
                            if (self)
                                self->receiveKeyLine(generation, low, high);
                        },
                        Qt::QueuedConnection);
                    return;
                }
            }
        }
        for (int seg = 0; seg < sizes.size(); ++seg) {
            const qint64 size = sizes.at(seg);
            // About 8,000 anchors: any row is then at most ~1,200 index entries (10M rows) from a known key.
            const qint64 stride = qMax<qint64>(512, size / 8192);
            QList<Anchor> batch;
            const auto add = [&](qint64 position, const QVariantList& key) {
                batch.append({position, key});
                if (batch.size() == 256) {
                    QMetaObject::invokeMethod(
                        QCoreApplication::instance(), // not the object: the GUI thread may be destroying it now
                        [self, generation, seg, batch]() {
                            if (self)
                                self->receiveAnchors(generation, seg, batch, false);
                        },
                        Qt::QueuedConnection);
                    batch.clear();
                }
            };
            // Where the filter's index finds the rows (TableQuery::findsByFilter), all the anchors in one statement.
            const TableQuery::Statement byFilter = query.anchorsByFilter(seg, stride);
            bool placed = false; // else step by step, as below
            if (!byFilter.sql.isEmpty()) {
                QSqlQuery all(conn->db());
                all.setForwardOnly(true);
                QString failed; // an SQLite without window functions (before 3.25): stepped instead
                if (run(*conn, byFilter, &all, &failed)) {
                    placed = true;
                    ++*anchoredByFilter;
                    while (all.next()) {
                        QVariantList key;
                        for (int i = 0; i < query.keyCount(); ++i)
                            key << all.value(1 + i);
                        add(all.value(0).toLongLong(), key);
                    }
                }
            }
            QVariantList key;
            // Each kind of step is the same statement with other values: prepare it once.
            QSqlQuery step(conn->db());
            step.setForwardOnly(true);
            QString prepared;
            auto execStep = [&](const TableQuery::Statement& st) {
                if (st.sql != prepared) {
                    if (!step.prepare(st.sql)) {
                        error = sqlErrorText(step.lastError());
                        return false;
                    }
                    prepared = st.sql;
                }
                for (int i = 0; i < st.values.size(); ++i)
                    step.bindValue(i, st.values.at(i));
                if (!step.exec()) {
                    error = sqlErrorText(step.lastError());
                    return false;
                }
                return true;
            };
            // By sort value while the rows sharing one stay few (see TableQuery::anchorStep); `lead` is the last
            // anchor's sort value and `before` the rows of the segment ahead of the first row holding it.
            bool byValue = query.stepsBySortValue(seg);
            QVariant lead;
            qint64 before = 0;
            for (qint64 pos = placed ? size : stride; pos < size; pos += stride) {
                if (live->load() != generation)
                    return;
                const qint64 rows = pos - before + 1;
                // A long run of equal sort values would be read again at every step: step by key from here on.
                byValue = byValue && rows <= 4 * stride;
                if (byValue) {
                    // No row: the segment shrank since it was counted.
                    if (!execStep(query.anchorStep(seg, lead, rows)) || !step.next())
                        break;
                    const qint64 ahead = step.value(0).toLongLong();
                    before += ahead;
                    // The tie-break reads the rows sharing the value: many of them, and the key steps cheaper.
                    byValue = rows - ahead <= 4 * stride;
                    key.clear();
                    for (int i = 0; i < query.keyCount(); ++i)
                        key << step.value(1 + i);
                    lead = key.value(0);
                } else {
                    if (!execStep(query.keyAt(seg, key, key.isEmpty() ? pos : stride)) || !step.next())
                        break;
                    key.clear();
                    for (int i = 0; i < query.keyCount(); ++i)
                        key << step.value(i);
                }
                // A forward-only QPSQL result streams: done with it before the connection prepares another.
                step.finish();
                add(pos, key);
            }
            const bool last = seg == sizes.size() - 1;
            QMetaObject::invokeMethod(
                QCoreApplication::instance(), // not the object: the GUI thread may be destroying it now
                [self, generation, seg, batch, last]() {
                    if (self)
                        self->receiveAnchors(generation, seg, batch, last);
                },
                Qt::QueuedConnection);
        }
    };
    // On PostgreSQL the count keeps a server core busy for seconds (ten million rows): it starts once the window rests,
    // not during the first screen's repaints, and a table sorted or filtered again before then has nothing to stop
    // on the server. SQLite's counting thread runs at a background priority (FetchWorker::setBackground).
    if (m_url.isPostgres())
        m_background->postWhenQuiet(std::move(work));
    else
        m_background->post(std::move(work), -1, false);
}

void WindowedTableModel::startOrderPass() {
    const TableQuery query = m_query;
    const int generation = m_generation;
    const auto live = m_liveGeneration;
    auto keys = std::make_shared<SortedKeys>();
    m_orderKeys = keys;
    QPointer<WindowedTableModel> self(this);
    m_orderStarted = true;
    if (!m_orderWorker) {
        m_orderWorker = std::make_unique<FetchWorker>(m_url, m_readOnly, QStringLiteral("order"), m_catalog);
        m_orderWorker->setBackground();
    }
    m_orderWorker->post(
        [=](const DbConnection* conn) {
            if (live->load() != generation)
                return;
            auto report = [&](qint64 rows, bool finished, const QString& error) {
                QMetaObject::invokeMethod(
                    QCoreApplication::instance(), // not the object: the GUI thread may be destroying it now
                    [self, generation, rows, finished, error]() {
                        if (self)
                            self->receiveOrder(generation, rows, finished, error);
                    },
                    Qt::QueuedConnection);
            };
            if (!conn) {
                report(0, true, QObject::tr("No connection for reading the order."));
                return;
            }
            if (!keys->isValid()) {
                report(0, true, keys->error());
                return;
            }
            QString error;
            // One server process, as the count's: the sort is background work beside the screen.
            if (conn->isPostgres())
                conn->exec(QStringLiteral("SET max_parallel_workers_per_gather = 0"), nullptr);
            QElapsedTimer since;
            since.start();
            for (int seg = 0; seg < query.segmentCount(); ++seg) {
                // Forward-only: SQLite steps through its sorter, QPSQL streams row by row (single-row mode), so
                // neither holds the order in memory; the file does.
                QSqlQuery q;
                if (!run(*conn, query.orderedKeys(seg), &q, &error))
                    break;
                QVariantList identity;
                qint64 rows = 0;
                while (q.next()) {
                    identity.clear();
                    for (int i = 0; i < query.identityCount(); ++i)
                        identity << q.value(i);
                    if (!keys->append(identity)) {
                        error = keys->error();
                        break;
                    }
                    if (++rows % 4096 == 0) {
                        if (live->load() != generation)
                            return; // cancelled or read again: the worker goes with its connection
                        if (since.elapsed() >= 150) {
                            if (!keys->flush()) {
                                error = keys->error();
                                break;
                            }
                            report(keys->size(), false, {});
                            since.restart();
                        }
                    }
                }
                if (error.isEmpty() && q.lastError().isValid())
                    error = sqlErrorText(q.lastError());
                q.finish();
                if (!error.isEmpty())
                    break;
            }
            if (error.isEmpty() && !keys->flush())
                error = keys->error();
            report(keys->size(), true, error);
        },
        -1, true);
}

void WindowedTableModel::postEstimate(FetchWorker& worker) {
    if (auto task = estimateTask())
        worker.post(std::move(task), -1, false);
}

std::function<void(const DbConnection*)> WindowedTableModel::estimateTask() const {
    const int generation = m_generation;
    const auto live = m_liveGeneration;
    QPointer<WindowedTableModel> self(const_cast<WindowedTableModel*>(this));
    // A free estimate from the statistics (none for a filtered view): the scrollbar is about right at once, and the
    // progress of an order read once is measured against it.
    const TableQuery::Statement estimate = m_query.estimate();
    if (estimate.sql.isEmpty())
        return {};
    return [=](const DbConnection* conn) {
        if (!conn || live->load() != generation)
            return;
        QSqlQuery q;
        QString ignored; // no statistics is no error
        if (!run(*conn, estimate, &q, &ignored) || !q.next() || q.value(0).toLongLong() <= 0)
            return;
        const qint64 rows = q.value(0).toLongLong();
        QMetaObject::invokeMethod(
            QCoreApplication::instance(), // not the object: the GUI thread may be destroying it now
            [self, generation, rows]() {
                if (self)
                    self->receiveEstimate(generation, rows);
            },
            Qt::QueuedConnection);
    };
}

void WindowedTableModel::receiveOrder(int generation, qint64 rows, bool finished, const QString& error) {
    if (generation != m_generation || !m_ordering)
        return;
    m_orderRead = rows;
    if (!error.isEmpty()) {
        m_orderDone = true;
        fail(tr("Could not read the order of %1: %2").arg(m_table.name, error));
        emit orderProgress(rows, orderRowsExpected());
        return;
    }
    if (finished) {
        m_orderDone = true;
        m_countExact = true;
        m_anchorsReady = true; // every row is now a read of the file away
        setRowCount(rows);
    } else {
        growToRowsRead(rows);
    }
    // Pages asked for before the pass reached them.
    const QList<int> waiting(m_waitingPages.cbegin(), m_waitingPages.cend());
    for (int page : waiting)
        if (finished || qint64(page + 1) * m_pageSize <= rows)
            requestOrderedPage(page);
    emit orderProgress(rows, orderRowsExpected());
    if (finished) {
        if (m_pages.isEmpty())
            requestOrderedPage(m_lastAsked);
        emit countKnown(rows);
        emit anchorsFinished();
        if (rows > 0)
            emit dataChanged(index(0, 0),
                             index(int(qMin<qint64>(rows, std::numeric_limits<int>::max())) - 1, columnCount() - 1));
        const QList<std::pair<QVariantList, quint64>> locate = m_locateAfterOrder;
        m_locateAfterOrder.clear();
        for (const auto& [identity, request] : locate)
            locateInOrder(identity, request);
    }
}

void WindowedTableModel::requestOrderedPage(int page) const {
    m_lastAsked = page;
    if (m_pages.contains(page) || m_inFlight.contains(page))
        return;
    const qint64 start = qint64(page) * m_pageSize;
    if (m_orderDone && start >= m_orderRead && start > 0)
        return;
    const bool placed = m_orderDone || start + m_pageSize <= m_orderRead;
    if (!placed && page != 0) {
        m_waitingPages.insert(page); // read once the pass has placed its rows
        return;
    }
    m_waitingPages.remove(page);
    withdrawFarFrom(page);
    const int generation = m_generation;

    const TableQuery query = m_query;
    const int width = query.columnCount() + query.keyCount();
    const int pageSize = m_pageSize;
    const std::shared_ptr<SortedKeys> keys = placed ? m_orderKeys : nullptr;
    const PageDelivery to = pageDelivery();
    const std::shared_ptr<std::atomic_int> leadApart = m_leadApart;
    m_interactive->post(
        [=](const DbConnection* conn) {
            if (to.live->load() != generation)
                return;
            QList<QVariantList> rows;
            QString error = conn ? QString() : QObject::tr("No connection for reading rows.");
            if (error.isEmpty() && keys) {
                // The page's identities from the file, then its rows by key, put in the file's order.
                const QList<QVariantList> identities = keys->read(start, pageSize);
                QSqlQuery q;
                if (run(*conn, query.rowsWithIdentities(identities), &q, &error)) {
                    QHash<QByteArray, QVariantList> byIdentity;
                    for (QVariantList& row : readRows(q, width)) {
                        QVariantList identity;
                        for (int i = 0; i < query.identityCount(); ++i)
                            identity << row.at(query.columnCount() + query.identityPosition(i));
                        byIdentity.insert(SortedKeys::encode(identity), row);
                    }
                    for (const QVariantList& identity : identities)
                        rows << byIdentity.value(SortedKeys::encode(identity)); // empty: gone since
                }
            } else if (error.isEmpty()) {
                // The pass has not got here yet: the first rows by a sort of the keys alone, segment after segment.
                const TableQuery::RowidSpan rowids = rowidSpan(*conn, query);
                const auto stale = [live = to.live, generation] { return live->load() != generation; };
                for (int seg = 0; seg < query.segmentCount() && rows.size() < pageSize; ++seg) {
                    const int wanted = pageSize - int(rows.size());
                    // On a large table, only the rows up to a sort value read from a sample are sorted (see
                    // TableQuery::sortCut); too few of them reach it, and the page is read without it: under a
                    // filter, by finding the few rows that pass first (a rare cut).
                    const TableQuery::SortCut cut = sortCut(*conn, query, seg, wanted, rowids);
                    QList<QVariantList> part;
                    if (!readFirstRows(*conn, query, seg, wanted, cut, rowids, stale, width, &part, &error,
                                       leadApart.get()))
                        break;
                    TableQuery::SortCut without;
                    without.rare = query.spec().isFiltered();
                    if (cut.isSet() && part.size() < wanted &&
                        !readFirstRows(*conn, query, seg, wanted, without, rowids, stale, width, &part, &error,
                                       leadApart.get()))
                        break;
                    rows << part;
                }
            }
            deliverPage(conn, to, generation, page, rows, false, error);
        },
        tagOf(generation, page), true);
}

void WindowedTableModel::locateInOrder(const QVariantList& identity, quint64 request) {
    if (!m_orderDone) {
        m_locateAfterOrder.append({identity, request}); // found in the file once the pass has written it
        return;
    }
    const TableQuery query = m_query;
    const int generation = m_generation;
    const auto live = m_liveGeneration;
    const std::shared_ptr<SortedKeys> keys = m_orderKeys;
    const bool byPrimaryKey = !m_table.primaryKey.isEmpty();
    QPointer<WindowedTableModel> self(this);
    m_interactive->post(
        [=](const DbConnection* conn) {
            if (!conn || !keys || live->load() != generation)
                return;
            // The identity as the pass read it (PostgreSQL's keys come as text), from the row as it is now.
            QVariantList key = byPrimaryKey ? QVariantList() : identity;
            QString error;
            if (byPrimaryKey && identity.size() == query.table().primaryKey.size()) {
                QSqlQuery q;
                if (run(*conn, query.keyOfRow(identity), &q, &error) && q.next())
                    for (int i = 0; i < query.keyCount(); ++i)
                        key << q.value(i);
            }
            qint64 row = -1;
            if (key.size() == query.keyCount()) {
                QVariantList wanted;
                for (int i = 0; i < query.identityCount(); ++i)
                    wanted << key.at(query.identityPosition(i));
                row = keys->find(wanted);
            }
            QMetaObject::invokeMethod(
                QCoreApplication::instance(),
                [self, generation, identity, row, request]() {
                    if (self && self->m_generation == generation)
                        emit self->rowLocated(identity, int(row), row >= 0, request);
                },
                Qt::QueuedConnection);
        },
        -1, true);
}

void WindowedTableModel::receivePage(int generation, int page, const QList<QVariantList>& rows,
                                     const ReferenceLabels& labels, const StoredBytes& bytes, bool partial,
                                     const QList<qint64>& sizes, const QString& error, const QString& labelError) {
    if (generation != m_generation)
        return;
    m_inFlight.remove(page);
    // Segments the page read to their end are counted (before the count starts: it counts only the others).
    bool counted = false;
    if (!m_countExact && !m_ordering && error.isEmpty() && sizes.size() == m_segmentSizes.size()) {
        counted = true;
        for (int seg = 0; seg < sizes.size(); ++seg) {
            if (m_segmentSizes.at(seg) < 0)
                m_segmentSizes[seg] = sizes.at(seg);
            counted = counted && m_segmentSizes.at(seg) >= 0;
        }
    }
    if (m_ordering && !m_orderStarted && !m_orderDone)
        startOrderPass(); // the first screen is in (or failed): the pass reading the order may start
    if (m_countAfterFirstPage) {
        m_countAfterFirstPage = false;
        startBackgroundWork();
    }
    if (!error.isEmpty()) {
        fail(tr("Could not read rows of %1: %2").arg(m_table.name, error));
        return;
    }
    if (!labelError.isEmpty() && !m_labelErrorShown) {
        m_labelErrorShown = true;
        fail(tr("%1 shows stored values where it could not read the rows they refer to: %2")
                 .arg(m_table.label.isEmpty() ? m_table.name : m_table.label, labelError));
    }
    // What labels each reference column's target, for its header's tooltip, once known.
    for (auto it = m_referenceColumns.cbegin(); it != m_referenceColumns.cend(); ++it) {
        if (m_labelNames.contains(it.key()) || !labels.resolves(it.key()))
            continue;
        m_labelNames.insert(it.key(), labels.labelName(it.key()));
        emit headerDataChanged(Qt::Horizontal, it.key(), it.key());
    }
    if (partial && m_countExact) {
        // Planned before the segments were placed, answered after: read it again, now placed right.
        requestPage(page);
        return;
    }
    const qint64 first = qint64(page) * m_pageSize;
    // Kept before the rows are counted in: a view reading the rows inserted below finds them here, rather than ask
    // for the page again.
    m_pages.insert(page, Page{rows, labels, bytes, partial, ++m_useCounter});
    // Until the count arrives, what has been read sets a lower bound, and segments read to their end settle it (an
    // order read once is counted by its pass).
    growToRowsRead(first + rows.size());
    if (counted) {
        m_countExact = true;
        setRowCount(segmentStart(m_query.segmentCount()));
        emit countKnown(m_rowCount);
    }
    evictPages(m_lastAsked);
    if (!rows.isEmpty()) {
        const int last = int(qMin<qint64>(first + rows.size(), m_rowCount)) - 1;
        if (last >= first) {
            emit dataChanged(index(int(first), 0), index(last, columnCount() - 1));
            emit pageLoaded(int(first), last);
        }
    }
}

void WindowedTableModel::receiveEstimate(int generation, qint64 estimate) {
    if (generation != m_generation)
        return;
    // The grid's rows: a little under the estimate, so that the exact count usually adds rows rather than taking them
    // away. The status line says the estimate itself, rounded as an estimate is, and an order read once is measured
    // against that figure: one "about" number, the one the navigator shows, not two.
    const qint64 shown = estimate - estimate / 50;
    qint64 unit = 1;
    while (estimate / unit >= 1000)
        unit *= 10;
    m_aboutRows = (estimate + unit / 2) / unit * unit;
    if (isReadingOrder())
        emit orderProgress(m_orderRead, orderRowsExpected());
    if (m_countExact)
        return;
    if (shown > m_rowCount) {
        m_countEstimated = true;
        setRowCount(shown);
    }
}

void WindowedTableModel::receiveCounts(int generation, const QList<qint64>& sizes, const QString& error) {
    if (generation != m_generation)
        return;
    if (!error.isEmpty()) {
        fail(tr("Could not count the rows of %1: %2").arg(m_table.name, error));
        return;
    }
    m_segmentSizes = sizes;
    qint64 total = 0;
    for (qint64 s : sizes)
        total += s;
    m_countExact = true;
    setRowCount(total);
    // Pages read before the segments were placed may lack rows of a later segment, or hold too many: read the ones
    // that could still be wanted again.
    QList<int> again;
    for (auto it = m_pages.begin(); it != m_pages.end();) {
        if (it->partial || qint64(it.key()) * m_pageSize >= total) {
            if (it->partial && qint64(it.key()) * m_pageSize < total)
                again << it.key();
            it = m_pages.erase(it);
        } else {
            ++it;
        }
    }
    for (int page : again)
        requestPage(page);
    emit countKnown(total);
    if (total > 0)
        emit dataChanged(index(0, 0),
                         index(int(qMin<qint64>(total, std::numeric_limits<int>::max())) - 1, columnCount() - 1));
}

void WindowedTableModel::receiveAnchors(int generation, int segment, const QList<Anchor>& anchors, bool finished) {
    if (generation != m_generation)
        return;
    m_anchors[segment] << anchors;
    if (finished) {
        m_anchorsReady = true;
        emit anchorsFinished();
        requestAwaitingPages(true);
    }
}

void WindowedTableModel::receiveKeyLine(int generation, qint64 low, qint64 high) {
    if (generation != m_generation)
        return;
    m_keyLine = KeyLine{low, high};
    m_anchorsReady = true;
    emit anchorsFinished();
    requestAwaitingPages(true);
}

void WindowedTableModel::growToRowsRead(qint64 rows) {
    // Until the count arrives, the rows read are a lower bound ("at least"), no longer the estimate.
    if (m_countExact || rows <= m_rowCount)
        return;
    m_countEstimated = false;
    setRowCount(rows);
}

void WindowedTableModel::setRowCount(qint64 rows) {
    const int target = int(qMin<qint64>(rows, std::numeric_limits<int>::max()));
    const int current = int(m_rowCount);
    if (target == current)
        return;
    // Growing (the estimate, then the exact count) inserts rows at the end, so that the current row and a selection
    // made meanwhile stay; shrinking resets. The grid (VirtualTableView) does per-row work for its window only: a
    // plain QTableView's header would spend about 100 ms on ten million inserted rows. The rows read so far stay.
    if (target > current) {
        beginInsertRows({}, current, target - 1);
        m_rowCount = target;
        endInsertRows();
    } else {
        beginResetModel();
        m_rowCount = target;
        endResetModel();
    }
}

void WindowedTableModel::evictPages(int around) {
    while (m_pages.size() > m_cacheLimit) {
        int farthest = -1;
        qint64 distance = -1;
        for (auto it = m_pages.cbegin(); it != m_pages.cend(); ++it) {
            const qint64 d = qAbs(it.key() - around);
            if (d > distance) {
                distance = d;
                farthest = it.key();
            }
        }
        m_pages.remove(farthest);
    }
}

void WindowedTableModel::fail(const QString& message) {
    m_lastError = message;
    emit errorOccurred(message);
}

int WindowedTableModel::anchorCount() const {
    if (m_keyLine)
        return int(qMin<qint64>(m_keyLine->high - m_keyLine->low + 1, std::numeric_limits<int>::max()));
    int count = 0;
    for (const QList<Anchor>& anchors : m_anchors)
        count += int(anchors.size());
    return count;
}

bool WindowedTableModel::isRowLoaded(int row) const {
    const auto it = m_pages.constFind(row / m_pageSize);
    return it != m_pages.cend() && row % m_pageSize < it->rows.size();
}

bool WindowedTableModel::isRowGone(int row) const {
    const auto it = m_pages.constFind(row / m_pageSize);
    return it != m_pages.cend() && row % m_pageSize < it->rows.size() && it->rows.at(row % m_pageSize).isEmpty();
}

int WindowedTableModel::pageLabelQueries(int row) const {
    const auto it = m_pages.constFind(row / m_pageSize);
    return it == m_pages.cend() ? -1 : it->labels.queryCount();
}

QVariantList WindowedTableModel::keyAt(int row) const {
    const auto it = m_pages.constFind(row / m_pageSize);
    if (it == m_pages.cend() || row % m_pageSize >= it->rows.size())
        return {};
    return it->rows.at(row % m_pageSize).mid(m_query.columnCount());
}

QVariantList WindowedTableModel::identityAt(int row) const {
    if (m_table.primaryKey.isEmpty())
        return keyAt(row);
    const auto it = m_pages.constFind(row / m_pageSize);
    if (it == m_pages.cend() || row % m_pageSize >= it->rows.size())
        return {};
    const QVariantList& values = it->rows.at(row % m_pageSize);
    if (values.isEmpty())
        return {}; // gone since the order was read
    QVariantList identity;
    for (const QString& k : m_table.primaryKey)
        identity << values.value(m_table.columnIndex(k));
    return identity;
}

quint64 WindowedTableModel::locateRow(const QVariantList& identity) {
    const quint64 request = ++m_locateRequests;
    if (m_ordering) {
        locateInOrder(identity, request);
        return request;
    }
    const TableQuery query = m_query;
    const int generation = m_generation;
    const auto live = m_liveGeneration;
    const bool byPrimaryKey = !m_table.primaryKey.isEmpty();
    const int pageSize = m_pageSize;
    QPointer<WindowedTableModel> self(this);
    if (!m_locator)
        m_locator = FetchWorker::take(m_url, m_readOnly, QStringLiteral("locate"), m_catalog);
    m_locator->post(
        [=](const DbConnection* conn) {
            if (const int pause = g_locatePauseMs.load())
                QThread::msleep(pause);
            if (!conn || live->load() != generation)
                return;
            QString error;
            // The row's place in the order now: its key as it is today (its sort value may have changed), then the
            // rows before it.
            QVariantList key = byPrimaryKey ? QVariantList() : identity;
            if (byPrimaryKey && identity.size() == query.table().primaryKey.size()) {
                QSqlQuery q;
                if (run(*conn, query.keyOfRow(identity), &q, &error) && q.next()) {
                    for (int i = 0; i < query.keyCount(); ++i)
                        key << q.value(i);
                }
            }
            qint64 row = -1;
            int segment = 0;
            Anchor pageStart{-1, {}}; // the key its page starts with, where that is in the row's segment
            if (key.size() == query.keyCount() && query.keyCount() > 0) {
                segment = query.segmentFor(key);
                qint64 before = 0;
                bool counted = true;
                for (int s = 0; s < segment && counted; ++s) {
                    QSqlQuery q;
                    counted = run(*conn, query.countSegment(s), &q, &error) && q.next();
                    if (counted)
                        before += q.value(0).toLongLong();
                }
                QSqlQuery q;
                if (counted && run(*conn, query.rowsBefore(segment, key), &q, &error) && q.next())
                    row = before + q.value(0).toLongLong();
                if (!byPrimaryKey && row >= 0) { // the hidden key alone: is the row still there?
                    QSqlQuery check;
                    bool same = run(*conn, query.page(segment, key, 0, 1), &check, &error) && check.next();
                    for (int i = 0; same && i < query.keyCount(); ++i)
                        same = check.value(query.columnCount() + i).toString() == key.at(i).toString();
                    if (!same)
                        row = -1;
                }
                // The key the row's page starts with, read backwards from the row's own (a few index entries away):
                // where the row is far from every known key, its page is read from there at once instead of
                // waiting for the anchors or skipping by OFFSET (ten million runs under the task_id sort with
                // kind = 'ingest': the row's page came 5-8 s after its place, under load).
                const qint64 local = row - before, back = row % pageSize;
                if (row >= 0 && local > 0 && back <= local) {
                    QSqlQuery k;
                    QString ignored; // the page is then read as before
                    if (back == 0) {
                        pageStart = {local, key};
                    } else if (run(*conn, query.keyBefore(segment, key, back), &k, &ignored) && k.next()) {
                        QVariantList start;
                        for (int i = 0; i < query.keyCount(); ++i)
                            start << k.value(i);
                        pageStart = {local - back, start};
                    }
                }
            }
            QMetaObject::invokeMethod(
                QCoreApplication::instance(), // not the object: the GUI thread may be destroying it now
                [self, generation, identity, row, request, segment, pageStart]() {
                    if (!self || self->m_generation != generation)
                        return;
                    if (pageStart.position > 0)
                        self->learnKey(segment, pageStart);
                    emit self->rowLocated(identity, int(row), row >= 0, request);
                },
                Qt::QueuedConnection);
        },
        -1, true);
    return request;
}

void WindowedTableModel::setLocatePause(int ms) {
    g_locatePauseMs = ms;
}

void WindowedTableModel::setAnchorsPause(int ms) {
    g_anchorsPauseMs = ms;
}

void WindowedTableModel::requestAwaitingPages(bool anchorsIn) {
    // Only those about the page asked last, and that one last, so the reading stays about it: the pages the view
    // passed on its way meanwhile (a drag of the scroll bar) are not read (asked first, one could start before the
    // last withdrew it); one still shown is asked again by its paint. With a key found (not the anchors) the others
    // wait on; a page still far from every key waits again (requestPage).
    const QSet<int> waiting = std::exchange(m_awaitingAnchors, {});
    const int last = m_lastAsked;
    for (int page : waiting) {
        if (page != last && qAbs(page - last) <= 2)
            requestPage(page);
        else if (page != last && !anchorsIn)
            m_awaitingAnchors.insert(page);
    }
    if (waiting.contains(last))
        requestPage(last);
}

void WindowedTableModel::learnKey(int segment, const Anchor& key) {
    if (segment < 0 || segment >= m_foundKeys.size())
        return;
    QList<Anchor>& found = m_foundKeys[segment];
    if (found.size() >= kFoundKeysKept)
        found.removeFirst();
    found << key;
    requestAwaitingPages(false);
}

void WindowedTableModel::clearCache() {
    // The pages asked for and not yet in are asked for again, to be read anew: dropped, nothing asked for them again
    // when no row was shown yet (a search that leaves out the highlighted row cleared the cache as its first page
    // waited in the queue, and the grid said "Loading…" with no count for ever).
    QSet<int> asked = m_inFlight;
    asked.unite(m_awaitingAnchors);
    m_pages.clear();
    m_inFlight.clear();
    m_awaitingAnchors.clear();
    // Only the pages' tasks: a row being found in an order read once is answered on the same worker.
    m_interactive->withdraw([](qint64 tag) { return tag >= 0; });
    const int lastAsked = m_lastAsked; // the view's place, which the pages kept nearest to it follow
    for (int page : std::as_const(asked))
        requestPage(page);
    m_lastAsked = lastAsked;
    if (m_rowCount > 0)
        emit dataChanged(index(0, 0), index(int(m_rowCount) - 1, columnCount() - 1));
}

void WindowedTableModel::prefetch(int firstRow, int lastRow) {
    for (int page = qMax(0, firstRow) / m_pageSize; page <= lastRow / m_pageSize; ++page)
        requestPage(page);
}

int WindowedTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rowCount);
}

int WindowedTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_table.columns.size());
}

QVariant WindowedTableModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int page = index.row() / m_pageSize;
    const auto it = m_pages.find(page);
    const bool loaded = it != m_pages.end() && index.row() % m_pageSize < it->rows.size();
    if (role == IsLoadedRole)
        return loaded;
    if (!loaded) {
        if (role == Qt::DisplayRole) {
            if (it == m_pages.end())
                requestPage(page);
            return index.column() == 0 ? QStringLiteral("…") : QString();
        }
        return {};
    }
    it->lastUse = ++m_useCounter;
    const QVariantList& row = it->rows.at(index.row() % m_pageSize);
    if (row.isEmpty()) {
        // A row of an order read once that was deleted since, or no longer passes the filter: said, not shown as
        // values it does not have.
        if (role == Qt::DisplayRole && index.column() == 0)
            return tr("(gone)"); // short: the first column is often a narrow id
        if (role == Qt::ToolTipRole)
            return tr("This row was deleted, or no longer passes the filter, since the order was read: it has no "
                      "values here. F5 reads the order again.");
        return {};
    }
    const QVariant& value = row.at(index.column());
    const ColumnDescriptor& column = m_table.columns.at(index.column());
    const ReferenceLabels& labels = it->labels;
    if (!it->bytes.isEmpty()) {
        // A text whose stored bytes are not UTF-8: shown as those bytes (\xNN for each that is not), never as the
        // characters SQLite's conversion made of them.
        const auto stored = it->bytes.constFind(storedBytesKey(index.row() % m_pageSize, index.column()));
        if (stored != it->bytes.cend()) {
            switch (role) {
            case Qt::DisplayRole:
            case StoredTextRole:
                return cellformat::display(column, storedbytes::shown(*stored));
            case StoredBytesRole:
                return *stored;
            case RawValueRole:
                return value;
            case Qt::ToolTipRole:
                return storedbytes::explanation() + QLatin1Char(' ') + tr("Copy and Export take the bytes as stored.");
            default:
                break;
            }
        }
    }
    switch (role) {
    case Qt::DisplayRole:
        if (labels.resolves(index.column()))
            return labels.display(index.column(), value, cellformat::display(column, value));
        return cellformat::display(column, value);
    case StoredTextRole:
        return cellformat::display(column, value);
    case RawValueRole:
        return value;
    case Qt::ToolTipRole:
        if (column.kind == ColumnKind::Secret || value.isNull())
            return {};
        if (labels.resolves(index.column()))
            return labels.toolTip(index.column(), m_referenceColumns.value(index.column()), value);
        return value.toString().left(2000);
    case Qt::TextAlignmentRole:
        // A label is text, whatever the key's type; every cell of the column is aligned alike.
        if (labels.isLabelled(index.column()))
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        if (column.kind == ColumnKind::Integer || column.kind == ColumnKind::Decimal)
            return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
        if (column.kind == ColumnKind::Bool)
            return QVariant::fromValue(Qt::AlignCenter);
        break;
    default:
        break;
    }
    return {};
}

QVariant WindowedTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Vertical) {
        if (role == Qt::DisplayRole)
            return section + 1;
        return {};
    }
    if (section < 0 || section >= m_table.columns.size())
        return {};
    const ColumnDescriptor& column = m_table.columns.at(section);
    if (role == Qt::DisplayRole)
        return column.label.isEmpty() ? column.name : column.label;
    if (role == Qt::ToolTipRole) {
        QString tip = column.hint.isEmpty() ? column.name : column.name + QStringLiteral(" — ") + column.hint;
        if (numerictext::isNumericText(column))
            tip += QLatin1Char('\n') + tr("Kept as text, sorted and filtered as a number. Empty or non-numeric text "
                                          "counts as unknown: it matches no comparison and sorts after the numbers.");
        if (column.kind == ColumnKind::Timestamp) // the grid's times say which zone they are in
            tip += QLatin1Char('\n') + timedisplay::zoneSentence();
        const QString reference = referenceHint(section);
        return reference.isEmpty() ? tip : tip + QLatin1Char('\n') + reference;
    }
    return {};
}

QString WindowedTableModel::referenceHint(int column) const {
    const auto it = m_referenceColumns.constFind(column);
    if (it == m_referenceColumns.cend())
        return {};
    const auto name = m_labelNames.constFind(column);
    if (name == m_labelNames.cend()) // not read yet
        return tr("Shows the label of the referenced %1 row, then its %2. Sorted and filtered by the stored %2.")
            .arg(it->targetTable, it->targetColumn);
    if (name->isEmpty()) // the target names its rows by the key
        return tr("Shows the stored %2 of the referenced %1 row, marked when no such row exists. Sorted and filtered "
                  "by the stored %2.")
            .arg(it->targetTable, it->targetColumn);
    return tr("Shows the %1 of the referenced %2 row, then its %3. Sorted and filtered by the stored %3.")
        .arg(name->toLower(), it->targetTable, it->targetColumn);
}

Qt::ItemFlags WindowedTableModel::flags(const QModelIndex& index) const {
    if (!index.isValid())
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemNeverHasChildren;
}

void WindowedTableModel::sort(int column, Qt::SortOrder order) {
    if (column < 0 || column >= m_table.columns.size())
        return;
    QuerySpec spec = m_query.spec();
    spec.sortColumn = m_table.columns.at(column).name;
    spec.descending = order == Qt::DescendingOrder;
    if (spec.sortColumn == m_query.sortColumn() && spec.descending == m_query.descending())
        return; // already so: a view enabling sorting asks for the order it shows
    if (!setQuerySpec(spec))
        emit errorOccurred(m_lastError); // the rows stay as they are; the page says why (cleared by the next reading)
}

} // namespace metadesk
