#pragma once

#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QCoreApplication>
#include <QDateTime>

namespace metadesk {

class DbConnection;

/// Releases a contract alert's stuck claim so that the platform's scheduler sends it again: `data_contract_results`
/// `notify` 'sending' back to 'pending'. The platform's sender (services/contract_notifier.py `deliver_pending`)
/// claims an alert with a conditional update ('pending' → 'sending' only while it is 'pending'), sends it, and writes
/// the outcome (sent, failed, skipped); a sender that dies in between leaves 'sending' for ever ("better one email
/// fewer than two"). Releasing is the administrator's decision that one email more is better than none; Metadesk
/// never sends anything itself.
///
/// The release is itself a conditional update: the row must still hold every value plan() read ('sending' included),
/// so an alert whose sender finished, or that someone released and a scheduler claimed again, is a conflict and
/// nothing is written. Refused for an alert that is not 'sending', and for a claim that may still be alive: one whose
/// evaluation is younger than the integrity check's margin (checks::kNotificationStuckSeconds; the claim is never
/// older than its evaluation, and the platform records no time of its own for it).
class RetryContractAlert {
    Q_DECLARE_TR_FUNCTIONS(RetryContractAlert)
public:
    explicit RetryContractAlert(const DbConnection& connection) : m_conn(connection) {}

    /// Reads result `id` and plans the release.
    OperationPlan plan(qint64 id, const QDateTime& nowUtc = QDateTime::currentDateTimeUtc()) const;
    /// As plan(), for an alert a person saw as `seen` (stored form, with its id): refused when its `notify` or
    /// `evaluated_at` is no longer what they saw.
    OperationPlan planAsSeen(const QVariantMap& seen, const QDateTime& nowUtc = QDateTime::currentDateTimeUtc()) const;
    /// Writes `plan` in one transaction (the conditional update and its audit row).
    WriteResult apply(const OperationPlan& plan, RowWriter& writer) const;

private:
    const DbConnection& m_conn;
};

} // namespace metadesk
