#pragma once

#include <QDateTime>
#include <QString>

namespace metadesk {

/// The PostgreSQL session holding a platform's migration lock, from pg_locks and pg_stat_activity.
struct LockHolder {
    qint64 pid = 0;
    QString applicationName;
    /// When its transaction began, or its session when it holds the lock outside one (Metadesk's own lock sessions
    /// take it right after connecting).
    QDateTime since;

    bool isKnown() const { return pid != 0; }
    /// "pid 4242 (metadesk migration-lock), since 2026-11-30 08:12:03 UTC"
    QString describe() const;
};

} // namespace metadesk
