#pragma once

#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QCoreApplication>

namespace metadesk {

class DbConnection;

/// Makes an old version of a Tabularia flow its current one, as the platform's promote does (routes/flows.py
/// `promote_flow_version`, its `_snapshot_version`): the flow's `definition` becomes the version's, `updated_at` now,
/// and a new `flow_versions` row is appended at the head of the history with the same definition, the platform's
/// note "promossa dalla vN" and the admin's account as `created_by`; audited as `flow.promote` on the flow with
/// `from_version`. History stays immutable: no version is changed or removed. As the platform does, no version is
/// appended when the newest one already holds that definition.
///
/// Written in one transaction (the platform commits three times): the flow's row must still hold what plan() read,
/// and its newest version must still be the one plan() saw (the flow locked on PostgreSQL); otherwise nothing is
/// written and the result is a conflict with the flow as it is now. Refused when the version's definition is not
/// JSON, and when the flow already has it as both its definition and its newest version (nothing to restore).
class RestoreFlowVersion {
    Q_DECLARE_TR_FUNCTIONS(RestoreFlowVersion)
public:
    RestoreFlowVersion(const DbConnection& connection, const Actor& actor);

    /// Reads flow `flowId` and its version `version` and plans the promotion; refused in words when it cannot be.
    OperationPlan plan(qint64 flowId, int version) const;
    /// Writes `plan` through `writer`. The result is the flow's update (its audit id); `appended`, when given,
    /// receives the number of the version appended (0 when none was).
    WriteResult apply(const OperationPlan& plan, RowWriter& writer, int* appended = nullptr) const;

    /// The note the platform writes on the appended version (its own words, Italian: data, never translated).
    static QString platformNote(int fromVersion);

private:
    /// The newest version's number and definition (stored form); 0 when the flow has none. `lock`: the flow's row
    /// FOR UPDATE first (PostgreSQL), so no save or promotion appends a version before this transaction ends.
    bool newest(const QVariant& flowId, bool lock, int* version, QVariant* definition, QString* error) const;

    const DbConnection& m_conn;
    Actor m_actor;
};

} // namespace metadesk
