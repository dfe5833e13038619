#pragma once

#include <QDateTime>
#include <QString>

namespace metadesk {

/// One line of a platform's migration history as the panel and `migrate status` show it: a shipped migration
/// (applied or pending) or a revision the database records that Metadesk does not know.
struct MigrationRecord {
    enum class State {
        Applied,
        Pending,
        Modified, ///< applied, and the live schema differs from what the applied migrations make: drift
        Unknown,  ///< recorded by the database, not shipped with this Metadesk: drift
    };
    State state = State::Pending;
    QString id;
    QString description;
    /// When it was applied, where the version table records it (invalid otherwise).
    QDateTime appliedAt;
    /// Whether the version table records when it was applied at all (Holotable's schema_migrations records when, not
    /// by whom; Tabularia's alembic_version records neither).
    bool historyRecorded = false;
    /// What differs, for Modified and Unknown.
    QString drift;
    /// Why the live schema could not be compared with the applied migrations' (on the last applied one).
    QString driftUnchecked;
    /// Past a recorded revision Metadesk does not know (Tabularia records only the latest), whether this shipped
    /// migration ran cannot be told: it is listed as Pending with this set.
    bool uncertain = false;
    bool hasRollback = true;
    QString noRollbackReason;

    bool isDrift() const { return state == State::Modified || state == State::Unknown; }
    bool isApplied() const { return state != State::Pending; }
};

} // namespace metadesk
