#include "SafeFix.h"

#include "core/ops/holotable/MirrorDashboardTitle.h"
#include "core/ops/tabularia/CloseRun.h"

namespace metadesk {

namespace {

// The rules the fixes serve (TabulariaChecks.cpp, HolotableChecks.cpp).
const QString kDeadRun = QStringLiteral("tabularia.runs.W001");
const QString kTimedOut = QStringLiteral("tabularia.runs.W003");
const QString kDashboardTitle = QStringLiteral("holotable.dashboards.E001");

/// A dead orchestration or a timed-out engine run: closed as the platform's sweep closes it.
class CloseRunFix : public SafeFix {
public:
    CloseRunFix(const DbConnection& conn, const RunThresholds& thresholds) : m_op(conn, thresholds) {}
    QString label() const override { return SafeFix::tr("Close the Run"); }
    OperationPlan plan(const Finding& finding) const override {
        return m_op.plan(finding.keyValues.value(0).toLongLong());
    }
    WriteResult apply(const OperationPlan& plan, RowWriter& writer) const override { return m_op.apply(plan, writer); }

private:
    CloseRun m_op;
};

/// A dashboard titled otherwise than its current spec: the column set from the spec, as the platform's save sets it.
class DashboardTitleFix : public SafeFix {
public:
    explicit DashboardTitleFix(const DbConnection& conn) : m_op(conn) {}
    QString label() const override { return SafeFix::tr("Set the Title from the Spec"); }
    OperationPlan plan(const Finding& finding) const override {
        return m_op.plan(finding.keyValues.value(0).toString());
    }
    WriteResult apply(const OperationPlan& plan, RowWriter& writer) const override { return m_op.apply(plan, writer); }

private:
    MirrorDashboardTitle m_op;
};

} // namespace

std::unique_ptr<SafeFix> SafeFix::forRule(const QString& ruleId, const DbConnection& connection,
                                          const RunThresholds& thresholds) {
    if (ruleId == kDeadRun || ruleId == kTimedOut)
        return std::make_unique<CloseRunFix>(connection, thresholds);
    if (ruleId == kDashboardTitle)
        return std::make_unique<DashboardTitleFix>(connection);
    return nullptr;
}

QStringList SafeFix::rules() {
    return {kDeadRun, kTimedOut, kDashboardTitle};
}

} // namespace metadesk
