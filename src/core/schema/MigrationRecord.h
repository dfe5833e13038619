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
        Modified, ///< applied, but its file changed since (checksum differs): drift
        Unknown,  ///< recorded by the database, not shipped with this Metadesk: drift
    };
    State state = State::Pending;
    QString id;
    QString description;
    /// When and by whom it was applied, where the version table records it (invalid/empty otherwise).
    QDateTime appliedAt;
    QString appliedBy;
    /// Whether the version table records when/by whom at all (Tabularia's alembic_version does not).
    bool historyRecorded = false;
    QString recordedChecksum;
    QString fileChecksum;
    /// What differs, for Modified and Unknown.
    QString drift;
    /// Past a recorded revision Metadesk does not know (Tabularia records only the latest), whether this shipped
    /// migration ran cannot be told: it is listed as Pending with this set.
    bool uncertain = false;
    bool hasRollback = true;
    QString noRollbackReason;

    bool isDrift() const { return state == State::Modified || state == State::Unknown; }
    bool isApplied() const { return state != State::Pending; }
};

} // namespace metadesk
