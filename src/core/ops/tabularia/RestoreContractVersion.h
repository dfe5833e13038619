#pragma once

#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QCoreApplication>

namespace metadesk {

class DbConnection;

/// Saves an old version of a Tabularia datasource's data contract as its current document again, the way the
/// platform saves a contract (services/contracts.py `save`, routes/contracts.py `put_contract`): a changed document is
/// a new version — the contract's `version` + 1, its `document` the old version's text byte for byte, its state back
/// to "to be checked" (`status` pending, `checked_at`, `last_report` emptied, `errors` and `warnings` 0: the report
/// there was about another contract), `updated_by` and `updated_at` set — and a new `data_contract_versions` row with
/// that number, the admin's account as `created_by`. Audited as the platform audits a save: `contract.save` on the
/// datasource, with `version`, `rules`, `enabled` and `notify` (plus `from_version`). No version is changed or
/// removed; `enabled` and the alert's recipients stay as they are.
///
/// One transaction: the contract must still hold every value plan() read (a save, a check or a result in between is
/// a conflict; the contract locked on PostgreSQL), otherwise nothing is written. Refused when the datasource or its
/// contract or the version is not there, when the version's document is not a contract (JSON with a list of rules),
/// and when it already is the current document.
class RestoreContractVersion {
    Q_DECLARE_TR_FUNCTIONS(RestoreContractVersion)
public:
    RestoreContractVersion(const DbConnection& connection, const Actor& actor);

    OperationPlan plan(qint64 datasourceId, int version) const;
    /// Writes `plan`; the result is the contract's update (its audit id). `appended` receives the new version.
    WriteResult apply(const OperationPlan& plan, RowWriter& writer, int* appended = nullptr) const;

private:
    const DbConnection& m_conn;
    Actor m_actor;
};

} // namespace metadesk
