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
        Modified,  ///< a Holotable migration's checksum differs from the file that ran
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
    QStringList modified;
    /// Why the state is Unmanaged.
    QString detail;

    bool isPresent() const { return state != State::Absent; }
    /// May Metadesk write to this platform's tables? Only when the schema is exactly what the code knows.
    bool isWritable() const { return state == State::Current; }
    static QString stateName(State state);
    /// Why Metadesk must not migrate this schema (newer than the code, edited, unmanaged), or empty when it may.
    QString refusal() const;
    /// One line for a person: "Tabularia at 8b7e52d0c6a3, 1 migration pending (head c4d9e1f7a205)".
    QString summary() const;
};

} // namespace metadesk
