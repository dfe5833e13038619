#pragma once

#include <QString>

namespace metadesk {

class DbConnection;

/// Whether the connected PostgreSQL role could write to the platforms' tables. Read-only audit sessions only set
/// default_transaction_read_only, which the session itself could undo: a role that may write deserves a warning.
class WritePrivileges {
public:
    /// True when the role holds INSERT, UPDATE, DELETE or TRUNCATE on any table of the schema; *who names the role
    /// and how many tables. False on SQLite (the driver's read-only open is a real wall) and on any query error.
    static bool roleCanWrite(const DbConnection& connection, QString* who);
};

} // namespace metadesk
