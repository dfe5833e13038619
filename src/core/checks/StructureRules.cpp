#include "StructureRules.h"

#include "CheckContext.h"
#include "core/catalog/Catalog.h"

namespace metadesk {

std::optional<RowQuery> ParentCycleRule::query(const CheckContext& context) const {
    const TableDescriptor* t = context.table(info().table, {QStringLiteral("id")});
    if (!t || t->noCycleColumn.isEmpty() || t->primaryKey != QStringList{QStringLiteral("id")})
        return std::nullopt;
    const QString table = q(t->name), parent = q(t->noCycleColumn), id = q(QStringLiteral("id"));
    RowQuery rq;
    rq.table = t->name;
    rq.keyColumns = {QStringLiteral("id")};
    // Walks up from every row whose parent has a parent itself (a row of a cycle always has one; most rows of a
    // large table have no parent or a top-level one, and are never walked). `lo` is the lowest id met on the way:
    // the walk that comes back to its start with lo = start reports the cycle once.
    rq.with = QStringLiteral("WITH RECURSIVE walk(start, cur, depth, lo) AS ("
                             "SELECT c.%2, c.%3, 1, c.%2 FROM %1 c JOIN %1 p ON p.%2 = c.%3 WHERE p.%3 IS NOT NULL "
                             "UNION ALL "
                             "SELECT w.start, p.%3, w.depth + 1, CASE WHEN p.%2 < w.lo THEN p.%2 ELSE w.lo END "
                             "FROM walk w JOIN %1 p ON p.%2 = w.cur "
                             "WHERE w.cur <> w.start AND w.depth < %4 AND p.%3 IS NOT NULL)")
                  .arg(table, id, parent)
                  .arg(kMaxDepth);
    rq.from = QStringLiteral("walk w JOIN %1 t ON t.%2 = w.start").arg(table, id);
    rq.where = QStringLiteral("w.cur = w.start AND w.lo = w.start");
    rq.details = {QStringLiteral("w.depth")};
    return rq;
}

QString ParentCycleRule::message(const QVariantList& details) const {
    const int length = details.value(0).toInt();
    if (length <= 1)
        return tr("The row is its own parent.");
    return tr("Its chain of parents comes back to it after %1 rows.").arg(length);
}

VersionSequenceRule::VersionSequenceRule(RuleInfo info, QString group, QString version, QString reportTable,
                                         QString reportKey)
    : RowRule(std::move(info)), m_group(std::move(group)), m_version(std::move(version)),
      m_reportTable(std::move(reportTable)), m_reportKey(std::move(reportKey)) {}

std::optional<RowQuery> VersionSequenceRule::query(const CheckContext& context) const {
    if (!context.table(info().table, {m_group, m_version}))
        return std::nullopt;
    RowQuery rq;
    // The parent may be gone (its versions then have their own finding where a rule covers it): the finding names
    // the parent's key all the same.
    rq.table = m_reportTable;
    rq.keyColumns = {m_reportKey};
    rq.from = QStringLiteral("(SELECT %1 AS %2, count(*) AS n, count(DISTINCT %3) AS d, min(%3) AS lo, max(%3) AS hi "
                             "FROM %4 GROUP BY %1) t")
                  .arg(q(m_group), q(m_reportKey), q(m_version), q(info().table));
    rq.where = QStringLiteral("t.d <> t.n OR t.lo <> 1 OR t.hi <> t.n");
    rq.details = {QStringLiteral("t.n"), QStringLiteral("t.d"), QStringLiteral("t.lo"), QStringLiteral("t.hi")};
    return rq;
}

QString VersionSequenceRule::message(const QVariantList& details) const {
    const qint64 n = details.value(0).toLongLong(), distinct = details.value(1).toLongLong();
    const qint64 lo = details.value(2).toLongLong(), hi = details.value(3).toLongLong();
    if (distinct != n)
        return tr("%1 versions, numbered %2 to %3, repeat a number.").arg(n).arg(lo).arg(hi);
    return tr("%1 versions, numbered %2 to %3: versions are missing.").arg(n).arg(lo).arg(hi);
}

} // namespace metadesk
