#pragma once

#include "IntegrityRule.h"

namespace metadesk {

/// SQLite's own check of the file: `PRAGMA quick_check` in every check (each page and the b-trees' structure, in
/// one pass: seconds on a large file), or `PRAGMA integrity_check` in a deep one (also every index against its table
/// and the UNIQUE constraints: several times longer). One or the other runs, never both: the deep one finds all the
/// quick one does. As pg_amcheck leaves `--heapallindexed` to be asked for.
class SqliteIntegrityRule : public IntegrityRule {
    Q_DECLARE_TR_FUNCTIONS(IntegrityCheck) // the context of every rule's text

public:
    enum class Depth { Quick, Deep };
    SqliteIntegrityRule(RuleInfo info, Depth depth) : IntegrityRule(std::move(info)), m_depth(depth) {}
    bool applies(const CheckContext& context) const override;
    void run(CheckContext& context, RuleOutcome* outcome) const override;

private:
    Depth m_depth;
};

/// SQLite's `PRAGMA foreign_key_check`: rows whose declared foreign key names no row. SQLite enforces foreign keys
/// only on connections that turn them on, and the platforms' own tests and tools often do not.
class SqliteForeignKeyRule : public IntegrityRule {
    Q_DECLARE_TR_FUNCTIONS(IntegrityCheck) // the context of every rule's text

public:
    using IntegrityRule::IntegrityRule;
    bool applies(const CheckContext& context) const override;
    void run(CheckContext& context, RuleOutcome* outcome) const override;
};

} // namespace metadesk
