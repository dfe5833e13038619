#pragma once

#include "IntegrityRule.h"

#include <QHash>

#include <functional>
#include <optional>

namespace metadesk {

/// The rows that break a rule, as one query: `FROM <from> WHERE <where>`, with the row to report aliased `t`.
struct RowQuery {
    /// The table whose row a finding names, and the columns of `t` that name it (its key, or a unique key).
    QString table;
    QStringList keyColumns;
    /// A `WITH [RECURSIVE] …` put before the select (a chain walked by a recursive CTE).
    QString with;
    QString from;
    QString where;
    QVariantList values;
    /// More select expressions the message reads, in order.
    QStringList details;
};

/// A rule that is one query over the rows breaking it: counted in one pass, the first few read in key order.
class RowRule : public IntegrityRule {
public:
    using IntegrityRule::IntegrityRule;

    bool applies(const CheckContext& context) const override { return query(context).has_value(); }
    void run(CheckContext& context, RuleOutcome* outcome) const override;
    /// The rule's query on this database (for SharedRowCounts); nothing when it lacks what the rule reads.
    std::optional<RowQuery> rowQuery(const CheckContext& context) const { return query(context); }

protected:
    /// The query on this database; nothing when it lacks what the rule reads.
    virtual std::optional<RowQuery> query(const CheckContext& context) const = 0;
    /// The finding's sentence from the details read (RowQuery::details, in order).
    virtual QString message(const QVariantList& details) const = 0;
};

/// The counts of the row rules that read one table alone (`FROM "table" t`, no WITH), taken in one pass of the
/// table per group — `SELECT SUM(CASE WHEN <where> THEN 1 ELSE 0 END), …` — when the first of them runs, instead of
/// one pass per rule: on the platforms' unindexed columns each pass reads the whole table (ten million runs, six
/// rules). The counts are the same as each rule's own `count(*)` (a predicate that is NULL counts in neither).
class SharedRowCounts {
public:
    /// Declares the queries of the rules about to run; a table only one of them reads is left to that rule.
    void plan(const QList<std::pair<QString, RowQuery>>& ruleQueries);
    /// The count of `ruleId`'s rows, from its table's shared pass (run now when it has not run yet); nothing when
    /// the rule is not in a shared pass. A failed pass is reported once, in *error, to the rule that ran it.
    std::optional<qint64> count(CheckContext& context, const QString& ruleId, QString* error);

private:
    struct Pass {
        QString from;
        QStringList ruleIds;
        QStringList conditions;
        QVariantList values;
        bool done = false;
        QHash<QString, qint64> counts;
    };
    QList<Pass> m_passes;
    QHash<QString, int> m_passOf;
};

/// Runs `query`'s count and its first examples into `outcome`, each finding's message from `message`.
void runRowQuery(CheckContext& context, const RowQuery& query, const RuleInfo& info,
                 const std::function<QString(const QVariantList&)>& message, RuleOutcome* outcome);

/// Reads `column` of `table` in the order of its one-column key `key`, a page of 500 rows a statement (keyset
/// paging: each page starts after the last key read, so none costs more than its rows), at most `limit` rows,
/// handing each row's key and value to `visit`. For what SQL cannot judge (a document to parse, a token to decrypt),
/// bounded by `limit` whatever the table's size. False with the database's text; stops after a cancel.
bool scanColumn(CheckContext& context, const QString& table, const QString& key, const QString& column, int limit,
                const std::function<void(const QVariant& key, const QVariant& value)>& visit, QString* error);

} // namespace metadesk

namespace metadesk {

/// A RowRule given as its query and its message: how a platform's own rules (checks/TabulariaChecks.cpp,
/// checks/HolotableChecks.cpp) are written, each next to the reason it comes from.
class QueryRule : public RowRule {
public:
    using Query = std::function<std::optional<RowQuery>(const CheckContext&)>;
    using Message = std::function<QString(const QVariantList&)>;
    QueryRule(RuleInfo info, Query query, Message message)
        : RowRule(std::move(info)), m_query(std::move(query)), m_message(std::move(message)) {}

protected:
    std::optional<RowQuery> query(const CheckContext& context) const override { return m_query(context); }
    QString message(const QVariantList& details) const override { return m_message(details); }

private:
    Query m_query;
    Message m_message;
};

} // namespace metadesk
