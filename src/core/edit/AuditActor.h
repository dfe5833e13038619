#pragma once

#include "RowWriter.h"

namespace metadesk {

class DbConnection;

/// Who an admin is in one database's audit trail: the identity kept in that database's connection profile, else the
/// name the database or the computer knows them by. Never anonymous, never in the window's language.
class AuditActor {
public:
    /// The actor for `identity` on `conn`: the identity when one is set (linked to the Tabularia account whose e-mail
    /// it is, where the database has one), else fallbackName(). Labelled as Actor::named labels it.
    static Actor resolve(const DbConnection& conn, const QString& identity);
    /// Who writes when no identity is set: the PostgreSQL role of the session, else (SQLite) the system user name.
    static QString fallbackName(const DbConnection& conn);
    /// The name of the system user this process runs as (the password database's, else $USER / $USERNAME).
    static QString systemUserName();
};

} // namespace metadesk
