#pragma once

#include "RowRule.h"

namespace metadesk {

/// A self-reference whose chain comes back to where it started (projects.parent_id, runs.parent_run_id): the
/// platform walks these chains up (a project's grants hold below it) and a cycle never ends. One finding per cycle,
/// on its member with the lowest id; chains are followed kMaxDepth levels at most, so a cycle longer than that is
/// not seen (the platforms nest a few levels).
class ParentCycleRule : public RowRule {
    Q_DECLARE_TR_FUNCTIONS(IntegrityCheck) // the context of every rule's text

public:
    static constexpr int kMaxDepth = 100;
    using RowRule::RowRule;

protected:
    std::optional<RowQuery> query(const CheckContext& context) const override;
    QString message(const QVariantList& details) const override;
};

/// Append-only versions numbered 1, 2, 3 … per parent (dashboard_versions, flow_versions, data_contract_versions):
/// a number twice, or a gap (history deleted), per parent. The finding names the parent's row.
class VersionSequenceRule : public RowRule {
    Q_DECLARE_TR_FUNCTIONS(IntegrityCheck) // the context of every rule's text

public:
    /// `versions`.`group` names the parent; findings name `reportTable` by `reportKey` (= the group's value).
    VersionSequenceRule(RuleInfo info, QString group, QString version, QString reportTable, QString reportKey);

protected:
    std::optional<RowQuery> query(const CheckContext& context) const override;
    QString message(const QVariantList& details) const override;

private:
    QString m_group, m_version, m_reportTable, m_reportKey;
};

} // namespace metadesk
