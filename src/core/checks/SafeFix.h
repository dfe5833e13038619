#pragma once

#include "Finding.h"
#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"
#include "core/ops/tabularia/RunThresholds.h"

#include <QCoreApplication>

#include <memory>

namespace metadesk {

class DbConnection;

/// The safe fix a rule offers for its findings: the domain operation that does what the platform's own code would do
/// to the row (its sweep closing a dead run, its save mirroring a title), planned for one finding, shown before it is
/// applied (sentences and OperationPreview's SQL), written through the one write path (one transaction, the
/// optimistic check, the platform's audit row), after which the caller runs the rule again. Never a fix that deletes
/// history: a rule whose only remedy is a decision or a deletion offers none.
class SafeFix {
    Q_DECLARE_TR_FUNCTIONS(SafeFix)

public:
    virtual ~SafeFix() = default;

    /// The fix rule `ruleId` offers on `connection`, or nullptr when it offers none.
    static std::unique_ptr<SafeFix> forRule(const QString& ruleId, const DbConnection& connection,
                                            const RunThresholds& thresholds);
    /// The ids of the rules that offer one.
    static QStringList rules();

    /// What it does, as a button says it.
    virtual QString label() const = 0;
    /// Reads the finding's row now and plans its fix; refused in words when the row no longer needs it.
    virtual OperationPlan plan(const Finding& finding) const = 0;
    virtual WriteResult apply(const OperationPlan& plan, RowWriter& writer) const = 0;
};

} // namespace metadesk
