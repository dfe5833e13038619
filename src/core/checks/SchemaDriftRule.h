#pragma once

#include "IntegrityRule.h"

namespace metadesk {

/// The live schema of one platform against what its shipped migrations make at the revision the database records
/// (Migrator::drift(), SchemaComparer): one finding per difference, naming the table it is about. It applies where
/// the platform's version table records a revision; it reads the schema, not the rows, so its cost does not grow
/// with the tables.
class SchemaDriftRule : public IntegrityRule {
    Q_DECLARE_TR_FUNCTIONS(IntegrityCheck) // the context of every rule's text

public:
    SchemaDriftRule(RuleInfo info, Platform platform);

    bool applies(const CheckContext& context) const override;
    void run(CheckContext& context, RuleOutcome* outcome) const override;

private:
    Platform m_platform;
};

} // namespace metadesk
