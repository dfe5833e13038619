#pragma once

#include "IntegrityRule.h"
#include "core/ops/tabularia/RunThresholds.h"

#include <memory>

namespace metadesk::checks {

using RuleList = QList<std::shared_ptr<const IntegrityRule>>;

/// Tabularia's rules (TabulariaChecks.cpp), Holotable's (HolotableChecks.cpp) and the engine's own (SQLite's
/// pragmas), each made anew for one run of the check.
/// `thresholds`: the ages after which Tabularia gives up on a run (the connection profile's), named in its rules.
RuleList tabulariaRules(const RunThresholds& thresholds);
RuleList holotableRules();
RuleList engineRules();
/// All of them, in the order they run and are listed.
RuleList allRules(const RunThresholds& thresholds);

} // namespace metadesk::checks
