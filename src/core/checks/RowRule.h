#pragma once

#include "IntegrityRule.h"

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

protected:
    /// The query on this database; nothing when it lacks what the rule reads.
    virtual std::optional<RowQuery> query(const CheckContext& context) const = 0;
    /// The finding's sentence from the details read (RowQuery::details, in order).
    virtual QString message(const QVariantList& details) const = 0;
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
