#pragma once

#include "Platform.h"

#include <QString>
#include <QStringList>

namespace metadesk {

/// Where one platform's schema in a database stands against the migrations this Metadesk ships.
struct SchemaStatus {
    enum class State {
        Absent,    ///< neither the version table nor any of the platform's tables
        Current,   ///< every shipped migration applied
        Behind,    ///< some shipped migrations pending: the database is older than the code
        Ahead,     ///< the database records migrations this Metadesk does not know: newer than the code
        Modified,  ///< the live schema differs from what the applied migrations make (Migrator::drift())
        Unmanaged, ///< the platform's tables exist without its version table, or the version table is inconsistent
    };

    Platform platform = Platform::Tabularia;
    State state = State::Absent;
    /// Tabularia: alembic_version.version_num; Holotable: the last file recorded in schema_migrations.
    QString current;
    /// The last shipped migration.
    QString head;
    QStringList applied;
    QStringList pending;
    QStringList unknown;
    /// Indexes the last applied migration builds with CREATE INDEX CONCURRENTLY (which runs after its transaction
    /// committed) that are missing or INVALID: the build failed or was stopped. The state is then Behind, and the next
    /// upgrade builds them before anything else.
    QStringList unbuilt;
    /// With Ahead: whether every unknown revision sorts after the head (a newer release), or it may be older.
    bool unknownIsNewer = false;
    /// Why the state is Unmanaged.
    QString detail;
    /// Unmanaged Tabularia made by the platform itself (no alembic_version): the revision a baseline (stamp) adopts
    /// it at, after comparing its tables; and the gateway's fingerprint, when schema_state records one.
    QString adoptAt;
    QString fingerprint;
    /// Unmanaged only because nothing is recorded: the platform's tables are there and its version table is missing
    /// or holds no revision. Nothing is inconsistent; a baseline (stamp) adopts it.
    bool unrecorded = false;
    /// With unrecorded, when known: how the database was made ("made by Tabularia's gateway without Alembic ...").
    QString origin;
    /// Whether the platform's version table exists (a baseline creates it where it is missing).
    bool hasVersionTable = false;

    bool isPresent() const { return state != State::Absent; }
    /// May Metadesk write to this platform's tables? Only when the schema is exactly what the code knows.
    bool isWritable() const { return state == State::Current; }
    static QString stateName(State state);
    /// Why Metadesk must not migrate this schema (newer than the code, edited, unmanaged), or empty when it may.
    QString refusal() const;
    /// One line for a person: "Tabularia at 8b7e52d0c6a3, 1 migration pending (head c4d9e1f7a205)".
    QString summary() const;
    /// With unrecorded: the state said once, for a person ("Not recorded: the tables are there, no revision is
    /// recorded; Baseline (stamp) adopts it at 13343e5ea2aa once its schema matches."), with the origin when known.
    QString unrecordedText() const;
};

} // namespace metadesk
