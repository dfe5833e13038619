#pragma once

#include "core/edit/RowWriter.h"
#include "core/ops/OperationPlan.h"

#include <QCoreApplication>
#include <QDateTime>

namespace metadesk {

class DbConnection;

/// Removes the expired rows of Tabularia's shared short-lived state now, as its scheduler's tick does every minute
/// (services/scheduler.py `_tick`: `login_throttle.pulisci`, `flow_presence.pulisci`), with the platform's cut-offs,
/// which are constants of its code, not settings:
///
/// - `login_attempts`: a count whose `last_at` is older than the throttle's window, FINESTRA_SECONDI = 300 s
///   (services/login_throttle.py: `last_at < now - 300 s`, naive UTC) — it slows nobody down any more;
/// - `flow_presence`: an editor tab whose `seen` (seconds since the epoch) is older than TTL_SECONDS = 40 s
///   (services/flow_presence.py: two missed beats of HEARTBEAT_SECONDS = 15; `now - seen > 40`).
///
/// plan() fixes the cut-off at its `now` and reads the rows older than it. apply() deletes, in one transaction, those
/// of them still older than the same cut-off, each as read (a tab that beat again since is no longer expired and
/// stays; one that expired since plan() is left for the next sweep). The platform's sweep audits nothing; Metadesk's
/// write path records one audit row for the sweep, on its first row, with `{"operation": "sweep", "removed": n}`.
class SweepExpired {
    Q_DECLARE_TR_FUNCTIONS(SweepExpired)
public:
    enum class Table { LoginAttempts, FlowPresence };

    /// services/login_throttle.py FINESTRA_SECONDI.
    static constexpr int kLoginWindowSeconds = 300;
    /// services/flow_presence.py TTL_SECONDS.
    static constexpr int kPresenceTtlSeconds = 40;
    /// services/flow_presence.py HEARTBEAT_SECONDS: how often an open editor tab beats.
    static constexpr int kPresenceBeatSeconds = 15;

    explicit SweepExpired(const DbConnection& connection);

    /// "login_attempts" or "flow_presence"; false for another name.
    static bool tableFromName(const QString& name, Table* table);
    static QString tableName(Table table);
    /// The age after which a row of `table` is expired, in seconds.
    static int maxAgeSeconds(Table table);

    /// Whether row `stored` (a row of `table` in stored form) is expired at `nowUtc`, by the platform's cut-off.
    static bool isExpired(Table table, const QVariantMap& stored, const QDateTime& nowUtc);

    /// Reads the rows of `table` expired at `nowUtc`; refused when there are none (with how many rows there are).
    OperationPlan plan(Table table, const QDateTime& nowUtc = QDateTime::currentDateTimeUtc()) const;
    /// The rows the plan removes, as read (stored form).
    static QList<QVariantMap> expiredRows(const OperationPlan& plan);
    WriteResult apply(const OperationPlan& plan, RowWriter& writer) const;

private:
    /// The rows of `table` older than the cut-off at `nowUtc`, in key order (stored form).
    bool readExpired(Table table, const QDateTime& nowUtc, QList<QVariantMap>* rows, QString* error) const;

    const DbConnection& m_conn;
};

} // namespace metadesk
