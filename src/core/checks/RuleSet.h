#pragma once

#include "IntegrityRule.h"

#include <memory>

namespace metadesk::checks {

using RuleList = QList<std::shared_ptr<const IntegrityRule>>;

/// Tabularia's rules (TabulariaChecks.cpp), Holotable's (HolotableChecks.cpp) and the engine's own (SQLite's
/// pragmas), each made anew for one run of the check.
RuleList tabulariaRules();
RuleList holotableRules();
RuleList engineRules();
/// All of them, in the order they run and are listed.
RuleList allRules();

} // namespace metadesk::checks
