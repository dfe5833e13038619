#pragma once

#include "core/ops/tabularia/RunThresholds.h"
#include "core/schema/LiveSchema.h"

#include <QDateTime>
#include <QVariantList>

#include <memory>

class QSqlQuery;

namespace metadesk {

class CancelRequest;
class Catalog;
class DbConnection;
class FernetKeyRing;
class SharedRowCounts;
struct ColumnDescriptor;
struct TableDescriptor;

/// What a rule reads with: the connection, the live schema read when the check began and the catalog reconciled with
/// it (so the two always agree, whatever the connection's own catalog), the time the check treats as now, how many
/// examples a rule keeps, and the cancel request every statement is bracketed with.
class CheckContext {
public:
    CheckContext(const DbConnection& connection, const LiveSchema& live, const QDateTime& now, int exampleLimit,
                 CancelRequest* cancel, const RunThresholds& thresholds = RunThresholds());

    const DbConnection& connection() const { return m_conn; }
    const Catalog& catalog() const { return *m_catalog; }
    const LiveSchema& live() const { return m_live; }
    bool sqlite() const;
    QDateTime now() const { return m_now; }
    int exampleLimit() const { return m_limit; }
    /// The ages after which the platform gives up on a run, the connection profile's (RunQueue judges with them).
    const RunThresholds& thresholds() const { return m_thresholds; }
    bool cancelled() const;
    /// The Fernet keys Tabularia's credentials are checked with (IntegrityChecker::Options); null when none were given.
    const FernetKeyRing* fernetKeys() const { return m_fernetKeys; }
    void setFernetKeys(const FernetKeyRing* keys) { m_fernetKeys = keys; }
    /// Whether this is a deep check (IntegrityChecker::Options::deep): SQLite's integrity_check, not quick_check.
    bool deep() const { return m_deep; }
    void setDeep(bool deep) { m_deep = deep; }
    /// The row rules' counts taken a table at a time (RowRule.h); null when each rule counts alone.
    SharedRowCounts* sharedCounts() const { return m_sharedCounts; }
    void setSharedCounts(SharedRowCounts* counts) { m_sharedCounts = counts; }

    /// The table the catalog describes in this database, when it has every one of `columns`; null otherwise.
    const TableDescriptor* table(const QString& name, const QStringList& columns = {}) const;
    /// Whether the live table has an index named `name`.
    bool hasIndex(const QString& table, const QString& name) const;

    /// `?`, with the cast PostgreSQL needs to compare a bound value with `column`.
    QString placeholder(const ColumnDescriptor& column) const;
    /// A point in time bound as `column` stores it.
    QVariant timeValue(const ColumnDescriptor& column, const QDateTime& time) const;
    /// The text of the JSON document's top-level `field` in `expression` (a column of `column`'s type), NULL where
    /// the document is not valid JSON or lacks the field; empty when the engine cannot read this column as JSON
    /// (a PostgreSQL column that is neither json nor jsonb).
    QString jsonField(const ColumnDescriptor& column, const QString& expression, const QString& field) const;
    /// The JSON type of the value at `path` (object keys, from the top) of the document in `expression`, named as
    /// JSON names it: object, array, string, number, boolean, null; NULL where the document is not valid JSON or has
    /// nothing there. Empty when the engine cannot read this column as JSON (as jsonField).
    QString jsonType(const ColumnDescriptor& column, const QString& expression, const QStringList& path = {}) const;
    /// A subquery usable in FROM (give it an alias) with one column `v`: each element of the array at `field` of the
    /// document in `expression` that is an object, nothing where the document is no JSON or `field` no array. Empty
    /// when the engine cannot read this column as JSON.
    QString jsonObjectsIn(const ColumnDescriptor& column, const QString& expression, const QString& field) const;
    /// The text at `path` of `element`, a value jsonObjectsIn() gave (`alias.v`) of a document in `column`.
    QString jsonElementText(const ColumnDescriptor& column, const QString& element, const QStringList& path) const;
    /// A subquery usable in FROM (give it an alias) with the members of the JSON object in `expression`: `k` the
    /// key, `jt` the value's JSON type (as jsonType()), `jv` a scalar's text (a string as is, a number as written,
    /// true or false); no rows where the document is no JSON object. Empty when the engine cannot read it as JSON.
    QString jsonMembers(const ColumnDescriptor& column, const QString& expression) const;
    /// `a` and `b` differ, NULL differing from a value (IS DISTINCT FROM; SQLite's IS NOT).
    QString distinct(const QString& a, const QString& b) const;

    /// Runs one statement forward-only with `values` bound, bracketed by the cancel request (PostgreSQL cancels it
    /// on the server). False with the database's text.
    bool exec(QSqlQuery* query, const QString& sql, const QVariantList& values, QString* error);

private:
    const DbConnection& m_conn;
    const LiveSchema& m_live;
    std::shared_ptr<const Catalog> m_catalog;
    QDateTime m_now;
    int m_limit;
    CancelRequest* m_cancel;
    RunThresholds m_thresholds;
    const FernetKeyRing* m_fernetKeys = nullptr;
    bool m_deep = false;
    SharedRowCounts* m_sharedCounts = nullptr;
};

/// A table or column name quoted for both engines; names come from the catalog.
QString q(const QString& identifier);

} // namespace metadesk
