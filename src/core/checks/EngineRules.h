#pragma once

#include "IntegrityRule.h"

namespace metadesk {

/// SQLite's own `PRAGMA integrity_check`: the file's pages, indexes and constraints as the engine sees them.
class SqliteIntegrityRule : public IntegrityRule {
    Q_DECLARE_TR_FUNCTIONS(IntegrityCheck) // the context of every rule's text

public:
    using IntegrityRule::IntegrityRule;
    bool applies(const CheckContext& context) const override;
    void run(CheckContext& context, RuleOutcome* outcome) const override;
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
