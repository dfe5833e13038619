#pragma once

#include "Finding.h"

#include <QCoreApplication>

namespace metadesk {

class CheckContext;

/// One rule of the integrity check: what the platforms' databases do not enforce and their code or seed states (see
/// docs/integrity.md). A rule reads with set-based SQL, bounded whatever the table's size: it counts the rows that
/// break it and keeps only the first few (CheckContext::exampleLimit()).
class IntegrityRule {
    Q_DECLARE_TR_FUNCTIONS(IntegrityCheck)

public:
    explicit IntegrityRule(RuleInfo info) : m_info(std::move(info)) {}
    virtual ~IntegrityRule() = default;
    IntegrityRule(const IntegrityRule&) = delete;
    IntegrityRule& operator=(const IntegrityRule&) = delete;

    const RuleInfo& info() const { return m_info; }
    const QString& id() const { return m_info.id; }

    /// Whether the open database has what the rule reads (a database at an older revision lacks some tables and
    /// columns; SQLite's own checks do not apply to PostgreSQL).
    virtual bool applies(const CheckContext& context) const = 0;
    /// Runs the rule; a failed query leaves the database's text in outcome->error.
    virtual void run(CheckContext& context, RuleOutcome* outcome) const = 0;

protected:
    /// A finding of this rule.
    Finding finding(const QString& table, const QStringList& keyColumns, const QVariantList& keyValues,
                    const QString& message) const {
        return Finding{m_info.id, m_info.severity, table, keyColumns, keyValues, message};
    }

private:
    RuleInfo m_info;
};

} // namespace metadesk
