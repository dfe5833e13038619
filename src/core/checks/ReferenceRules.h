#pragma once

#include "RowRule.h"

namespace metadesk {

/// A reference the platform keeps without a foreign key on purpose (the contract tables, datasources.snapshot_run_id,
/// generation_log.source_id), naming a row that is not there. A tombstoned row is there: a log entry naming a retired
/// source is the normal case, one naming a source that never existed is not.
class OrphanRule : public RowRule {
    Q_DECLARE_TR_FUNCTIONS(IntegrityCheck) // the context of every rule's text

public:
    OrphanRule(RuleInfo info, QString column, QString target, QString targetColumn = QStringLiteral("id"));

protected:
    std::optional<RowQuery> query(const CheckContext& context) const override;
    QString message(const QVariantList& details) const override;

private:
    QString m_column, m_target, m_targetColumn;
};

/// Every reference the catalog knows that the open database does not enforce with a foreign key (an upgraded
/// Tabularia's flows.notify_connection_id, a key lost in a migration), naming a row that is not there. The
/// references kept without a key on purpose have their own rules (OrphanRule) or are dangling by design.
class UnenforcedReferenceRule : public IntegrityRule {
    Q_DECLARE_TR_FUNCTIONS(IntegrityCheck) // the context of every rule's text

public:
    UnenforcedReferenceRule(RuleInfo info, Platform platform, QStringList exempt);
    bool applies(const CheckContext& context) const override;
    void run(CheckContext& context, RuleOutcome* outcome) const override;

private:
    struct Reference {
        QString table, column, target, targetColumn;
    };
    QList<Reference> references(const CheckContext& context) const;

    Platform m_platform;
    QStringList m_exempt; ///< "table.column" of references not checked here
};

} // namespace metadesk
