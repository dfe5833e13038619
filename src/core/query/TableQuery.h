#pragma once

#include "QuerySpec.h"
#include "core/catalog/TableDescriptor.h"

#include <QStringList>
#include <QVariantList>

namespace metadesk {

class Catalog;

/// Builds the SQL a table view needs — keyset pages, counts, estimates — from a catalog descriptor and a QuerySpec.
///
/// Rows are ordered by the sort column, then the primary key (SQLite rowid / PostgreSQL ctid for a table without
/// one), all in one direction, so every order is total and an index on the sort column serves it. NULLs sit where
/// each engine's index puts them (smallest on SQLite, largest on PostgreSQL); a nullable sort column splits the
/// rows into two *segments* — its NULL rows and the others — each paged by its own keyset, so no query has to
/// mix `IS NULL` into a range predicate. Every value is bound; every identifier comes from the catalog.
///
/// A column holding numbers as text (numerictext::isNumericText: Tabularia's `cost_usd`) sorts and filters by its
/// number: the sort orders by that number, so no index serves it. Its *unknowns* — NULL, '', text that is no number
/// — form the NULL segment, which comes last in both directions (the known costs first, however sorted), in key
/// order. Its key value in a row is the stored text where it is a number, else NULL.
///
/// A result row holds the table's columns in catalog order, then the key columns (hidden): pass those back as
/// `fromKey` to continue after or at that row. Timestamps come as UTC text on both engines (PostgreSQL's exact
/// `YYYY-MM-DD HH:MM:SS.ffffff`, SQLite's stored ISO text).
///
/// The quick search matches the table's search columns and, given the open database's catalog, what its reference
/// columns show: the label of the row they point at (ReferenceLabels: "quinn.ivanova@example.com", "lead_scoring").
/// Each such column becomes `column IN (SELECT key FROM target WHERE label LIKE ?)`, a subquery that does not depend
/// on the row: both engines read it once per statement, one pass over the referenced table keeping only the matching
/// keys, so it stays bounded by that table however large this one is, and every page, count and anchor of the view
/// filters the same rows.
class TableQuery {
public:
    struct Statement {
        QString sql;
        QVariantList values;
    };

    /// `catalog` (the open database's) lets the quick search read the labels of reference columns; without it the
    /// search compares only what the table's search columns store.
    TableQuery(const TableDescriptor& table, bool sqlite, const QuerySpec& spec, const Catalog* catalog = nullptr);

    /// A reference column whose cells show the label of the row they point at, which the quick search matches.
    struct LabelSearch {
        QString column;             ///< in this table
        QString targetTable;        ///< the table it points at
        QString targetKey;          ///< the column there it holds a value of
        QString labelColumn;        ///< the column there that names the row (ReferenceQuery::labelColumnOf)
        bool compareAsText = false; ///< the two columns' types differ (PostgreSQL compares them as text)
    };
    /// The reference columns of `table` the quick search matches by label: those whose target is named by something
    /// other than its key (a key is shown as the stored value, which the search columns already cover).
    static QList<LabelSearch> labelSearches(const Catalog& catalog, const TableDescriptor& table);

    bool isValid() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    const TableDescriptor& table() const { return m_table; }
    const QuerySpec& spec() const { return m_spec; }
    /// The sort actually used (the spec's, or the table's default).
    QString sortColumn() const { return m_sortColumn; }
    bool descending() const { return m_descending; }

    int columnCount() const { return int(m_table.columns.size()); }
    /// How many hidden key values follow the columns in each row.
    int keyCount() const { return int(m_keyColumns.size()); }
    int segmentCount() const { return int(m_segments.size()); }

    /// The segment a row with this key belongs to (a NULL sort value puts it in the NULL segment).
    int segmentFor(const QVariantList& key) const;
    /// Rows (with the filter) in all segments.
    Statement count() const;
    /// Rows in one segment (only needed when there are two).
    Statement countSegment(int segment) const;
    /// A cheap row-count estimate for an unfiltered table (planner or ANALYZE statistics); empty sql when none.
    Statement estimate() const;
    /// The same estimate of any table by name, whatever its filter (a session's warm-up asks it once).
    static Statement estimateOf(const QString& table, bool sqlite);
    /// The statistics' row estimates of every table at once (name, estimate; a table without statistics is absent or
    /// has one under 0): ANALYZE's sqlite_stat1 (absent before ANALYZE ever ran: the statement then fails), or
    /// PostgreSQL's pg_class.reltuples for the tables of the current schema.
    static Statement estimates(bool sqlite);
    /// Up to `limit` rows of a segment in view order, starting `offset` rows after the row whose key is `fromKey`
    /// (inclusive; empty: the segment's first row). `reverse` reads from the segment's end backwards instead (the
    /// rows come last-first; fromKey must then be empty).
    Statement page(int segment, const QVariantList& fromKey, qint64 offset, int limit, bool reverse = false) const;
    /// Up to `limit` rows of a segment in view order strictly after the row whose key is `afterKey` (empty: from the
    /// segment's first row). For reading on from the last row read: still right when that row has been deleted or
    /// changed since, where "at it, then OFFSET 1" would skip the row after it.
    Statement pageAfter(int segment, const QVariantList& afterKey, int limit) const;
    /// Only the key of the row `offset` rows after the row whose key is `fromKey` (inclusive; empty: from the start).
    /// Skipping rows by their key alone is far cheaper than skipping whole rows (through the index alone where one
    /// holds the whole key: SQLite's indexes carry the rowid), so pages away from an anchor first find their first key
    /// this way.
    Statement keyAt(int segment, const QVariantList& fromKey, qint64 offset) const;
    /// Only the key of the row `rows` rows before the row whose key is `fromKey` (rows ≥ 1), read backwards along the
    /// sort's index from it: where a row was found again far from every known key, the key its page starts with.
    Statement keyBefore(int segment, const QVariantList& fromKey, qint64 rows) const;
    /// How many rows of a segment come before the row with this key (to find a row again after a refresh). Where
    /// findsByFilter(), counted among the rows the filter's index finds.
    Statement rowsBefore(int segment, const QVariantList& key) const;
    /// SQLite, a filtered view sorted by an indexed column, whose filter holds another indexed column equal to a
    /// value (as leadApart()): where the sort column's index would be walked past every row the filter drops, each
    /// looked up for it in the table (ten million runs under the task_id sort with kind = 'ingest': 9.3 million
    /// lookups, 46 s to place the anchors or find a row again), the rows the filter keeps are found by its index, in
    /// rowid order, and sorted (751,637 of them: 2 s). Counting and sampling the whole order are done that way.
    bool findsByFilter() const;
    /// The anchors of a segment in one statement where findsByFilter(): the place of every `stride`-th row (stride,
    /// 2 × stride, … below the segment's size) and its key as keyAt() gives it, in order. Empty sql otherwise.
    Statement anchorsByFilter(int segment, qint64 stride) const;
    /// The hidden key (as page() gives it) of the row whose primary key is `primaryKey`, where it passes the filter:
    /// no row when it is gone or filtered out. Finds a row again after its sort value changed. Needs a primary key.
    Statement keyOfRow(const QVariantList& primaryKey) const;

    /// Whether an index of the live schema can hand rows out in this order: the sort column leads one, or is the key.
    /// A number kept as text never is (it sorts by an expression). Where none does, every keyset page, count step and
    /// anchor is a pass over the table, so a view reads the order once instead (orderedKeys).
    bool sortServedByIndex() const;
    /// Whether a column has an order rows can be sorted by: JSON and lists have none (a view refuses such a sort and
    /// offers none).
    static bool sortable(const ColumnDescriptor& column) {
        return column.kind != ColumnKind::Json && column.kind != ColumnKind::TextArray;
    }
    /// How many values name a row for good (the primary key, or rowid/ctid), and where each sits in a row's hidden
    /// key values (after the columns).
    int identityCount() const { return int(m_identityPositions.size()); }
    int identityPosition(int i) const { return m_identityPositions.at(i); }
    /// Every row's identity in one segment, in view order: one pass over the table that sorts only the keys. Its
    /// values read as keySelect reads them, so they bind back as rowsWithIdentities() and pageByKeys() expect.
    Statement orderedKeys(int segment) const;
    /// The rows (with the filter) whose identity is one of these, each given as orderedKeys() reads it; in no order.
    /// A row deleted since, or changed so that it no longer passes the filter, is not among them.
    Statement rowsWithIdentities(const QList<QVariantList>& identities) const;
    /// SQLite: a range of rowids, both ends included; unset (last < first) on PostgreSQL or where it is not known.
    struct RowidSpan {
        qint64 first = 0;
        qint64 last = -1;
        bool isSet() const { return last >= first; }
        qint64 size() const { return isSet() ? last - first + 1 : 0; }
    };
    /// A sort value from sortCut() that a segment's first rows do not pass in view order. `common` where the sample
    /// held it again and again (a column of few values, as runs.status, 94 % of whose rows are SUCCESS): the rows
    /// sharing it are then read apart, in key order (cutTies), which stops after the first of them, and only the rows
    /// before it go through the sort (on ten million runs by status, descending: one row instead of 9.4 million).
    /// `rare` where a filtered view's sample was read and too few of its rows in the segment pass the filter to
    /// place a cut: the rows that pass are few, so they are found first and sorted whole (foundFirst), never looked
    /// for along the sort column's index (on ten million runs, kind = 'ingest' under a flow_id sort: no ingest run
    /// has a flow, and PostgreSQL walked the whole index for them, 14 s).
    /// `lead` where a filtered view's segment starts with a value many rows share (an eighth as many as pass the
    /// filter or more), and none of the sampled rows sharing it passes (on ten million runs, kind = 'ingest' under a
    /// task_id sort: 2.5 million orchestrations share task_id '', ahead of every ingest run). Its rows that pass are
    /// read apart (leadKeys), by two index scans merged on SQLite or one scan on PostgreSQL, and the rest from the next
    /// value on, rather than each of its rows looked up along the sort's index for the filter (SQLite 2.1 s,
    /// PostgreSQL 1.7-2.9 s).
    struct SortCut {
        QVariant value;
        bool common = false;
        bool rare = false;
        QVariant lead;
        bool isSet() const { return value.isValid() && !value.isNull(); }
        bool hasLead() const { return lead.isValid() && !lead.isNull(); }
    };
    /// The cut of sortCut()'s rows (each a sort value and whether the row passes the filter), for the first `wanted`
    /// of a segment's `rows`: the value some 8 × `wanted` rows passing reach, and common where the next
    /// kCommonCutSamples passing values all share it (some 0.2 % of the table or more: the rows sharing it are then
    /// met within a few tens of thousands of rows in key order). None where fewer pass: under a filter, a rare cut.
    /// Under a filter, the lead (SortCut) where leadApart().
    static constexpr int kCommonCutSamples = 8;
    SortCut sortCutOf(const QList<QVariantList>& sample, qint64 rows, int wanted) const;
    /// Whether a filtered view's leading value is read apart (SortCut::lead): on SQLite where an index leads with the
    /// sort column and another with a column the filter holds equal to a value, and the key is one integer column
    /// (the rowid's, which both indexes hold); on PostgreSQL where the key's columns are the table's own.
    bool leadApart() const;
    /// Whether a sort an index serves may find a segment's first rows faster by the filter: a filtered view sorted by
    /// a column other than the key. Its first page asks sortCut() first, and finds the rows first where the cut is
    /// rare: few rows pass, and the sort's index would be walked past all the others (on ten million runs,
    /// `kind = 'ingest'` under a descending Flow sort: no ingest run has a flow, and SQLite walked all 9.25 million
    /// runs that have one, 13-19 s).
    bool mayFindFirst() const { return !m_sortIsKey && m_spec.isFiltered(); }
    /// The identities (as orderedKeys() reads them) of a segment's first `limit` rows in view order, sorting only the
    /// keys as pageByKeys() does, up to `cut` where it is given, among the rows whose rowid is in `span` where it is
    /// set: a part of one pass over the table that others read beside it (the first screen of a large SQLite table
    /// is read span after span by one connection per core). Short of a common cut's value: cutTies() reads those.
    Statement firstKeys(int segment, int limit, const SortCut& cut, const RowidSpan& span) const;
    /// The identities of a segment's first `limit` rows sharing a common cut's value, in key order; empty sql where
    /// the cut is not common, or no index of the key would stop the reading early (PostgreSQL without a primary key).
    Statement cutTies(int segment, int limit, const SortCut& cut) const;
    /// Of the rows (with the filter) whose identity is one of these, the first `limit` in view order: the spans'
    /// first rows put in order.
    Statement firstRowsAmong(int segment, const QList<QVariantList>& identities, int limit) const;
    /// page() from a segment's first (or, reversed, last) row, sorting only the keys: the rows are then fetched by
    /// key. Where no index serves the order, the sort carries a few values per row instead of the whole row.
    /// With `cut` (a sort value from sortCut()), only rows up to it in view order are sorted: where at least `limit`
    /// rows pass, they hold the first `limit` rows, and the sort takes in a few thousand rows instead of millions.
    /// Fewer passing means the cut was too close: read again without it. A common cut's ties are read apart (cutTies)
    /// in the same statement.
    Statement pageByKeys(int segment, int limit, bool reverse, const SortCut& cut) const;
    Statement pageByKeys(int segment, int limit, bool reverse) const {
        return pageByKeys(segment, limit, reverse, SortCut());
    }
    /// A sample of some 4,000 of a segment's `rows` rows in view order, each as its sort value and 1 where it passes
    /// the filter (always 1 unfiltered), from which sortCutOf() reads a sort value about 8 × `wanted` rows reach
    /// (SQLite: rowids evenly spread over `rows`, the rowid range; PostgreSQL: TABLESAMPLE SYSTEM over `rows`, the
    /// planner's estimate), each found by key or by page. Each sampled row stands for rows / 4096 of the table.
    /// Empty sql where it does not pay or cannot be read this way: a small table, the NULL segment.
    Statement sortCut(int segment, qint64 rows, int wanted) const;
    /// SQLite: the rowid range of the table, what sortCut() spreads its sample over (empty sql on PostgreSQL).
    Statement rowidRange() const;
    /// The smallest and largest value of an integer key the view is sorted by, unfiltered: two lookups at the ends of
    /// its index. Where they are as far apart as the rows counted, the key has no gaps, and row n's key is known
    /// without reading (Tabularia's runs.id, written by a sequence). Empty sql in every other case.
    Statement integerKeyRange() const;

    /// Whether anchorStep() serves this segment: PostgreSQL, with a sort column ahead of the key columns. There an
    /// index on the sort column alone skips rows without visiting the table (an index-only scan), while skipping by
    /// the whole key (keyAt) must fetch each row's key from the table: several times slower warm, far slower cold.
    bool stepsBySortValue(int segment) const;
    /// One anchor step by sort value. Of the `rows` rows in view order from the first row whose sort value is
    /// `fromValue` (null: from the segment's start), the last one: how many of the rows read come ahead of the first
    /// row sharing its sort value, then its key as page() gives it. Skipping and counting go through the sort
    /// column's index alone; only the rows sharing the last value are read from the table, to break the tie by key.
    /// No row when the segment holds fewer rows than that.
    Statement anchorStep(int segment, const QVariant& fromValue, qint64 rows) const;

private:
    struct Segment {
        QString condition; ///< "" / "x IS NULL" / "x IS NOT NULL"
        int firstKey = 0;  ///< index into m_keyColumns where this segment's keyset starts
    };
    QString quote(const QString& identifier) const;
    QString castFor(const QString& column) const;
    /// The i-th key as ORDER BY and the keyset compare it, a placeholder for a value of it, and how a row reads it.
    QString keyExpression(int i) const;
    QString keyPlaceholder(int i) const;
    QString keySelect(int i) const;
    QString emptyTextPredicate(const ColumnDescriptor& column, bool empty) const;
    QString where(const Segment& segment, QVariantList* values, const QString& extra = {}) const;
    /// `byFilter`: the sort column as an expression (SQLite's unary +), which no index serves, so that the planner
    /// finds the rows by the filter's index (findsByFilter()).
    QString keysetPredicate(const Segment& segment, const QVariantList& key, bool inclusive, bool before,
                            QVariantList* values, bool byFilter = false) const;
    /// SQLite: the same comparison as one condition per key column, each an index range — "k1 = v1 AND k2 > v2",
    /// then "k1 > v1" — read as a UNION ALL in view order (keysetSelect). SQLite's planner narrows keysetPredicate()'s
    /// OR by its first column alone: a page in the middle of ten million runs of one kind read every run of that kind
    /// before it. Empty where one column orders the segment (the comparison is already one range), and on PostgreSQL.
    struct Arm {
        QString condition;
        QVariantList values;
    };
    QList<Arm> keysetArms(const Segment& segment, const QVariantList& key, bool inclusive, bool before) const;
    /// "SELECT <select> FROM table WHERE … ORDER BY … LIMIT n [OFFSET o]" from `key` on (or after, `inclusive` false),
    /// in view order: as one statement with keysetPredicate(), or on SQLite as keysetArms()' UNION ALL, ordered by
    /// the hidden keys' aliases (which `select` must end with), which SQLite merges arm by arm.
    /// `backwards`: from `key` towards the segment's start, in the opposite order.
    void keysetSelect(const Segment& segment, const QString& select, const QVariantList& key, bool inclusive,
                      qint64 offset, int limit, Statement* s, bool backwards = false) const;
    QString orderBy(const Segment& segment, bool reverse) const;
    QString selectList() const;
    /// The identity columns, quoted, comma-separated.
    QString identityList() const;
    /// The identity columns as keySelect() reads them, comma-separated.
    QString identityKeySelect() const;
    /// A condition matching the rows with these identities (their values appended to *values), "1 = 0" for none.
    QString identityMatch(const QList<QVariantList>& identities, QVariantList* values) const;
    /// The SELECT of `select` (identity columns) for a segment's first (or, reversed, last) `limit` rows in view
    /// order, up to `cut` (a sort value from sortCut()) and within `span` where they are given; short of the cut's
    /// value where its ties are read apart.
    QString firstRowsKeys(const Segment& segment, const QString& select, int limit, bool reverse, const SortCut& cut,
                          const RowidSpan& span, QVariantList* values) const;
    /// Whether the rows sharing the cut's value are read apart from those before it (cutTies).
    bool tiesApart(const Segment& segment, const SortCut& cut) const;
    /// A rare cut's rows, as a statement that finds the rows passing the filter before it sorts them (a
    /// materialised common table expression, which both engines plan apart from the ORDER BY … LIMIT around it).
    /// Empty where the key has a column the table does not name (rowid, ctid).
    QString foundFirst(const Segment& segment, const QString& select, int limit, bool reverse,
                       QVariantList* values) const;
    /// The SELECT of `select` for the first `limit` rows passing the filter that share the lead's value (SortCut), in
    /// key order: on SQLite among the keys both the sort column's index and the filter's indexed equality hold (a
    /// merge of two index scans, no row read), on PostgreSQL from a materialised scan for them.
    QString leadKeys(const Segment& segment, const QString& select, int limit, const SortCut& cut,
                     QVariantList* values) const;
    /// The SELECT of `select` for the first `limit` rows sharing the cut's value, in key order (first or, reversed,
    /// last).
    QString cutTiesKeys(const Segment& segment, const QString& select, int limit, bool reverse, const SortCut& cut,
                        QVariantList* values) const;
    /// The sort column as the cut compares it.
    QString cutLead() const;
    void buildFilter();

    TableDescriptor m_table;
    bool m_sqlite;
    QuerySpec m_spec;
    QString m_error;
    QString m_sortColumn;
    bool m_descending = false;
    bool m_numericSort = false;     ///< the sort column holds numbers as text, sorted as numbers
    QStringList m_keyColumns;       ///< sort column first (unless it is the key), then the primary key or rowid/ctid
    QList<int> m_identityPositions; ///< where each primary key (or rowid/ctid) column sits in m_keyColumns
    bool m_sortIsKey = false;
    QList<Segment> m_segments;
    QList<LabelSearch> m_labelSearches;
    QString m_filterSql;
    QVariantList m_filterValues;
    /// A condition of the filter holding a column an index leads equal to a value (not the sort column), as the
    /// filter writes it, and its value: what leadKeys() merges with the sort column's index on SQLite.
    QString m_indexedEquality;
    QVariant m_indexedEqualityValue;
};

} // namespace metadesk
