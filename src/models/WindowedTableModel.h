#pragma once

#include "core/catalog/TableDescriptor.h"
#include "core/db/DatabaseUrl.h"
#include "core/query/QuerySpec.h"
#include "core/query/TableQuery.h"
#include "models/ReferenceLabels.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QPointer>
#include <QSet>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>

namespace metadesk {

class Catalog;
class DbConnection;
class FetchWorker;
class SortedKeys;

/// A table of any size, read in pages on worker threads: the first screen without waiting for the row count, a jump
/// anywhere without OFFSET from the start, a bounded cache, and a GUI thread that never waits on the database.
///
/// Pages are keyset queries (TableQuery) on the interactive worker, newest request first; requests scrolled past
/// are withdrawn before they run. A background worker, with its own connection, takes the row-count estimate, the
/// exact count, and then samples *anchors* — the key of every Nth row — so that any row is a short OFFSET away from
/// a known key. Until a page arrives its rows read as placeholders.
///
/// A column that refers to another table reads as the referenced row's label with its id ("churn_features · 4"),
/// looked up with the page on the same worker, one query per referenced table (ReferenceLabels); RawValueRole,
/// StoredTextRole, sorting and filtering stay on the stored value.
///
/// Where no index serves the sort (TableQuery::sortServedByIndex: Tabularia's runs.started_at), every keyset page,
/// count and anchor would be a pass over the table. The model reads the order once instead: one pass on a worker of
/// its own sorts only the rows' identities and keeps them in a file (SortedKeys), counting as it goes; a page is then
/// its identities read from the file and its rows fetched by key. Meanwhile the first rows come from a sort of the
/// keys alone (TableQuery::pageByKeys), and other rows wait for the pass, which reports its progress and can be
/// cancelled (cancelOrder: the sort before it comes back).
class WindowedTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Role {
        RawValueRole = Qt::UserRole + 1, ///< the value as stored
        IsLoadedRole,                    ///< false while the row's page is on its way
        /// The stored value as text (DisplayRole's formatting, without a referenced row's label): what copying takes.
        StoredTextRole,
        /// SQLite: the bytes a text holds when they are not UTF-8 (storedbytes), which RawValueRole's text stands in
        /// for; no value when the text is as stored (always on PostgreSQL).
        StoredBytesRole,
    };

    WindowedTableModel(const TableDescriptor& table, const DatabaseUrl& url, bool readOnly, QObject* parent = nullptr);
    /// The same, with the open database's catalog (DbConnection::sharedCatalog()) handed to the workers, which would
    /// otherwise each read the live schema again before their first reference labels.
    WindowedTableModel(const TableDescriptor& table, const DatabaseUrl& url, bool readOnly,
                       std::shared_ptr<const Catalog> catalog, QObject* parent = nullptr);
    ~WindowedTableModel() override;

    const TableDescriptor& table() const { return m_table; }
    /// Sort and filter; resets the model and reads from the start. False (nothing changed) when the spec names a
    /// column the table does not have; the reason is in lastError().
    bool setQuerySpec(const QuerySpec& spec);
    QuerySpec querySpec() const { return m_query.spec(); }
    /// The statements behind the rows shown (an export of the view reads the same rows).
    const TableQuery& tableQuery() const { return m_query; }
    QString sortColumn() const { return m_query.sortColumn(); }
    bool sortDescending() const { return m_query.descending(); }
    /// Reads everything again (F5): rows that changed underneath show their new values.
    void refresh();

    bool isCountExact() const { return m_countExact; }
    /// Until the count is exact, rowCount() is the statistics' estimate (true) or the rows read so far (false): "about"
    /// ten million, or "at least" the first page's hundred rows of a filter.
    bool isCountEstimated() const { return !m_countExact && m_countEstimated; }
    /// The statistics' estimate as the status line says it, "about" so many: rounded to three significant digits
    /// (10,004,207 reads 10,000,000, as the navigator has it). rowCount() is a little under it meanwhile (see
    /// receiveEstimate). -1 before it is read, and for a filtered view, which has none.
    qint64 aboutRows() const { return m_aboutRows; }
    /// The order is read once, by a pass over the table (no index serves the sort).
    bool readsOrderOnce() const { return m_ordering; }
    /// That pass is still running.
    bool isReadingOrder() const { return m_ordering && !m_orderDone; }
    /// Rows whose place the pass has read so far, and the rows it expects (-1: unknown, a filtered view).
    qint64 orderRowsRead() const { return m_orderRead; }
    qint64 orderRowsExpected() const { return m_ordering ? m_aboutRows : -1; }
    /// Stops the pass and goes back to the sort before it (the table's default sort when that is unindexed too),
    /// keeping the filter. False when no pass is running.
    bool cancelOrder();
    bool anchorsReady() const { return m_anchorsReady; }
    /// Rows whose key is known without reading the rows before them, in all segments: the anchors sampled so far, or
    /// every row of a table whose integer key has no gaps (its keys are computed from the positions).
    int anchorCount() const;
    bool isRowLoaded(int row) const;
    /// Loaded, but deleted (or filtered out) since the order was read once: its place holds no values at all, and
    /// nothing may copy or act on it as a row (its cells read as no value, not as NULL).
    bool isRowGone(int row) const;
    /// The row's place in the order (its hidden key values: the sort column, then the primary key or rowid/ctid);
    /// empty when not loaded.
    QVariantList keyAt(int row) const;
    /// What identifies the row for as long as it exists: its primary key values in the table's key order (the hidden
    /// key for a table without one); empty when the row is not loaded.
    QVariantList identityAt(int row) const;
    /// Finds where the row with this identity is now — after its sort value changed too — and answers with
    /// rowLocated(), naming the request returned here (an answer to an earlier request for the same row can come
    /// after a later one is asked, and tells what the row was then). A row gone, or no longer passing the filter,
    /// answers exists = false.
    quint64 locateRow(const QVariantList& identity);
    /// Tests: locateRow()'s answers come `ms` later, as a count through a large table makes them (rows are read
    /// meanwhile: the page workers are not held).
    static void setLocatePause(int ms);
    /// Tests: the anchors are sampled `ms` after the count (pages are read meanwhile).
    static void setAnchorsPause(int ms);
    /// The request locateRow() returned last (0 before the first).
    quint64 lastLocateRequest() const { return m_locateRequests; }
    QString lastError() const { return m_lastError; }
    /// Whether `column` refers to another table, and so reads as the referenced row's label.
    bool isReferenceColumn(int column) const { return m_referenceColumns.contains(column); }
    /// Instrumentation: pages the current reading read, and their reference-label statements, by this model's
    /// workers (ReadCounts).
    int pageFetchCount() const {
        std::lock_guard<std::mutex> lock(m_readCounts->mutex);
        return m_readCounts->pages;
    }
    int labelQueryCount() const {
        std::lock_guard<std::mutex> lock(m_readCounts->mutex);
        return m_readCounts->labelQueries;
    }
    /// Instrumentation: segments whose first rows were found by the filter first, a sample having said few pass.
    int foundFirstCount() const { return m_foundFirst->load(); }
    /// Instrumentation: segments whose first rows sharing a leading value were read apart (SortCut::lead).
    int leadApartCount() const { return m_leadApart->load(); }
    /// Instrumentation: pages planned to read on from the key of the row before them, which a page read holds.
    int readOnCount() const { return m_readOn->load(); }
    /// Instrumentation: segments whose anchors were sampled in one statement by the filter's index
    /// (TableQuery::anchorsByFilter), not step by step along the sort's index.
    int anchoredByFilterCount() const { return m_anchoredByFilter->load(); }
    /// Instrumentation: the reference-label statements run with the page that holds `row` now (-1: not loaded).
    int pageLabelQueries(int row) const;

    int pageSize() const { return m_pageSize; }
    void setPageSize(int rows);
    int cacheLimit() const { return m_cacheLimit; }
    /// At most this many pages stay in memory; those farthest from the last one asked for go first.
    void setCacheLimit(int pages) { m_cacheLimit = qMax(4, pages); }
    int cachedPageCount() const { return int(m_pages.size()); }
    /// Forgets the rows read so far (not the count or the anchors): they are read again when next shown.
    void clearCache();
    /// Asks for the rows now, as a view scrolled there would (the view asks through data()).
    void prefetch(int firstRow, int lastRow);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

signals:
    /// Everything is about to be read again (refresh, a new sort or filter): the rows shown are still the old ones.
    /// A receiver may still finish what it does with them (an editor open on a row commits), dialogs included. A
    /// refresh asked for meanwhile (the commit's own) is the reading about to happen, not a second one.
    void aboutToRestart();
    /// Rows firstRow..lastRow now hold data.
    void pageLoaded(int firstRow, int lastRow);
    /// The exact row count is known.
    void countKnown(qint64 rows);
    /// The pass reading the order has placed this many rows of about `expected` (-1: unknown).
    void orderProgress(qint64 rows, qint64 expected);
    void anchorsFinished();
    /// Answer to locateRow()'s `request`: where the row is now (-1 when it is not there), for the identity asked about.
    void rowLocated(const QVariantList& identity, int row, bool exists, quint64 request);
    void errorOccurred(const QString& message);

private:
    /// A page's texts that are not their stored bytes, by (row in the page, column): storedBytesKey().
    using StoredBytes = QHash<quint64, QByteArray>;
    static quint64 storedBytesKey(int row, int column) { return quint64(quint32(row)) << 32 | quint32(column); }
    struct Page {
        QList<QVariantList> rows;
        ReferenceLabels labels;
        StoredBytes bytes;
        bool partial = false; ///< fetched before the segment sizes were known: fetch again once they are
        quint64 lastUse = 0;
    };
    struct Anchor {
        qint64 position; ///< inside its segment
        QVariantList key;
    };
    struct SubFetch {
        int segment;
        QVariantList fromKey;
        qint64 offset;
        int limit;
        bool reverse;
        qint64 position; ///< the first row's place inside its segment
    };

    void restart();
    void requestPage(int page) const;
    bool planPage(int page, QList<SubFetch>* plan, bool* complete) const;
    void startBackgroundWork();
    void receivePage(int generation, int page, const QList<QVariantList>& rows, const ReferenceLabels& labels,
                     const StoredBytes& bytes, bool partial, const QList<qint64>& sizes, const QString& error,
                     const QString& labelError);
    void receiveEstimate(int generation, qint64 estimate);
    void receiveCounts(int generation, const QList<qint64>& sizes, const QString& error);
    void receiveAnchors(int generation, int segment, const QList<Anchor>& anchors, bool finished);
    /// The pages that waited for the anchors, now read from them (anchorsIn), or from a key found near them.
    void requestAwaitingPages(bool anchorsIn);
    /// A key at a known place, found with a row (locateRow): pages near it are read from it.
    void learnKey(int segment, const Anchor& key);
    void receiveKeyLine(int generation, qint64 low, qint64 high);
    void startOrderPass();
    /// Withdraws what is queued for pages far from `page` (or of an older reading) and marks `page` as on its way.
    void withdrawFarFrom(int page) const;
    /// Where a page read on a worker goes, and the counters it adds to.
    /// What the current reading has read: counted as a page's work ends, for the reading it was asked by if that is
    /// still the current one, and started again with each reading. (A page of a reading replaced since was counted
    /// when its work ended before the change: a model made, then given its page size and filter at once, could read
    /// the first reading's page before the next began, and show two pages read for the filter's one.)
    struct ReadCounts {
        std::mutex mutex;
        int generation = 0; ///< the reading counted
        int pages = 0;
        int labelQueries = 0;
    };
    struct PageDelivery {
        QPointer<WindowedTableModel> self;
        std::shared_ptr<std::atomic_int> live;
        QList<ReferenceLabels::Target> references;
        std::shared_ptr<ReadCounts> counts;
        /// SQLite, a table with a primary key: it and its plain-text columns, whose values are read again as bytes
        /// when they hold a character beyond ASCII; null otherwise.
        std::shared_ptr<const TableDescriptor> bytesTable;
        QList<int> bytesColumns;
    };
    PageDelivery pageDelivery() const;
    /// On the worker: reads the labels of what the page's rows refer to, then hands page and labels to the GUI thread.
    /// `sizes`: the segments' sizes the reading found (a segment read to its end), -1 where it did not; may be empty.
    static void deliverPage(const DbConnection* conn, const PageDelivery& to, int generation, int page,
                            const QList<QVariantList>& rows, bool partial, const QString& error,
                            const QList<qint64>& sizes = {});
    /// Lets go of an order's file off the GUI thread (removing it is slow).
    static void letGo(std::shared_ptr<SortedKeys> keys);
    /// The rows read so far (`rows`) exceed the row count: it grows to them, no longer an estimate.
    void growToRowsRead(qint64 rows);
    void replaceIfBusy(std::unique_ptr<FetchWorker>& worker, const QString& purpose, bool idle);
    void postEstimate(FetchWorker& worker);
    /// What reads the estimate on a worker and hands it to receiveEstimate(); empty when there is none to read.
    std::function<void(const DbConnection*)> estimateTask() const;
    void receiveOrder(int generation, qint64 rows, bool finished, const QString& error);
    /// A page of an order read once: its identities from the file, its rows by key (or the first rows by a sort of
    /// the keys alone while the pass runs).
    void requestOrderedPage(int page) const;
    void locateInOrder(const QVariantList& identity, quint64 request);
    void setRowCount(qint64 rows);
    void evictPages(int around);
    void fail(const QString& message);
    qint64 segmentStart(int segment) const;
    QString referenceHint(int column) const;

    TableDescriptor m_table;
    DatabaseUrl m_url;
    bool m_readOnly;
    /// The open database's catalog, when given: the quick search reads reference labels through it.
    std::shared_ptr<const Catalog> m_catalog;
    TableQuery m_query;
    /// A page is what the first screen waits for: 100 rows fill any window (a screen shows 30 to 60) and took the
    /// 10M-run first screen from 13-15 to 8 ms on SQLite and 2-3 ms off it on PostgreSQL (the rows, their labels'
    /// distinct values and the delivery all halved), 29 to 20 MB, jumps no slower (200 before).
    int m_pageSize = 100;
    int m_cacheLimit = 48;
    int m_generation = 0;
    quint64 m_locateRequests = 0; ///< locateRow()'s last request
    std::shared_ptr<std::atomic_int> m_liveGeneration;

    qint64 m_rowCount = 0;
    bool m_countExact = false;
    bool m_anchorsReady = false;
    QList<qint64> m_segmentSizes;     // -1 while unknown
    QList<QList<Anchor>> m_anchors;   // per segment, by position
    QList<QList<Anchor>> m_foundKeys; // per segment: where rows were found again (learnKey), for this reading
    /// One segment keyed by an integer without gaps, low..high: the row at position p has the key low + p (high - p
    /// descending). Nothing is sampled or kept for it (8,192 anchors of a ten-million-row table held a megabyte).
    struct KeyLine {
        qint64 low = 0;
        qint64 high = 0;
    };
    std::optional<KeyLine> m_keyLine;
    mutable QHash<int, Page> m_pages;
    mutable QSet<int> m_inFlight;
    /// Pages far from every known key asked before the anchors are in, where those come in seconds
    /// (TableQuery::findsByFilter): read once they are (requestAwaitingPages).
    mutable QSet<int> m_awaitingAnchors;
    mutable quint64 m_useCounter = 0;
    mutable int m_lastAsked = 0;
    mutable bool m_estimateWithFirstPage = false; ///< the next page's task reads the estimate first
    QString m_lastError;
    bool m_announcingRestart = false; ///< aboutToRestart is being emitted
    bool m_labelErrorShown = false;   ///< a failed label lookup is reported once per reading, not once per page

    QList<ReferenceLabels::Target> m_references;
    std::shared_ptr<const TableDescriptor> m_bytesTable; ///< PageDelivery::bytesTable
    QList<int> m_bytesColumns;
    QHash<int, ForeignKeyDescriptor> m_referenceColumns; ///< by column index
    QHash<int, QString> m_labelNames; ///< per reference column, what labels its target (learnt from the first page)
    std::shared_ptr<ReadCounts> m_readCounts = std::make_shared<ReadCounts>();
    std::shared_ptr<std::atomic_int> m_foundFirst = std::make_shared<std::atomic_int>(0);
    std::shared_ptr<std::atomic_int> m_leadApart = std::make_shared<std::atomic_int>(0);
    std::shared_ptr<std::atomic_int> m_readOn = std::make_shared<std::atomic_int>(0);
    std::shared_ptr<std::atomic_int> m_anchoredByFilter = std::make_shared<std::atomic_int>(0);

    std::unique_ptr<FetchWorker> m_interactive;
    std::unique_ptr<FetchWorker> m_background;
    /// Finds a row again for someone waiting on it (its selection after a save, Back's highlight), at normal priority:
    /// on the counts' thread (at idle priority then) it got nothing while other programs kept the cores busy (seconds,
    /// under a build). Made at the first search.
    std::unique_ptr<FetchWorker> m_locator;

    bool m_countEstimated = false;      ///< rowCount() is the estimate (isCountEstimated)
    bool m_countAfterFirstPage = false; ///< the estimate, count and anchors start when a page of this reading is in
    bool m_ordering = false;            ///< the order is read once (readsOrderOnce)
    bool m_orderDone = false;           ///< ... and has been
    bool m_orderStarted = false;        ///< this reading's pass is posted to m_orderWorker
    qint64 m_orderRead = 0;             ///< rows placed by the pass so far
    qint64 m_aboutRows = -1;            ///< aboutRows()
    std::shared_ptr<SortedKeys> m_orderKeys;
    /// The pass's own worker. One stopped while it read (pg_cancel_backend, sqlite3_interrupt) goes with its
    /// connection, so that the stop can never hit the next pass's statements; one whose pass had ended reads the next.
    std::unique_ptr<FetchWorker> m_orderWorker;
    mutable QSet<int> m_waitingPages; ///< asked for before the pass reached them
    QList<std::pair<QVariantList, quint64>>
        m_locateAfterOrder;    ///< rows to find again once the pass is done, by request
    QString m_sortBeforeOrder; ///< the sort an index served before the order read once (cancelOrder)
    bool m_descendingBeforeOrder = false;
};

} // namespace metadesk
