#pragma once

#include "core/db/DatabaseUrl.h"
#include "core/schema/SchemaStatus.h"

#include <QList>
#include <QString>

#include <functional>
#include <future>
#include <memory>
#include <utility>

class QThread;

namespace metadesk {

class Catalog;
class DbConnection;

/// What opening a database reads before anything of it is shown: its schema revisions and the catalog met with its
/// live schema. Read on a thread and a connection of its own, started as early as the database is known (the app's
/// start, before its window is built), so that the window's own connection reads neither on the GUI thread.
class PreparedOpen {
public:
    struct Result {
        bool ok = false;
        QString error;
        QList<SchemaStatus> statuses;
        std::shared_ptr<const Catalog> catalog;
        /// PostgreSQL, a read-only session on a primary: its role could write to these tables all the same
        /// (WritePrivileges::roleCanWrite), and who it is. The window says so; asked here so that no round trip of
        /// the open is made on the GUI thread.
        bool roleMayWrite = false;
        QString roleMayWriteWho;
    };

    /// Starts reading `url` at once, on a connection opened as the window's is (read-only or not), which is then
    /// handed to the thread calling this: the window's own connection, so that its opening (on PostgreSQL a
    /// connection and an authentication) is not waited for on the GUI thread either. `done`, if given, is called on
    /// the reading's thread once it is over (result() then waits no longer than its return). The calling thread keeps
    /// the object: it takes the connection, and drops it, there.
    static std::shared_ptr<PreparedOpen> start(const DatabaseUrl& url, bool readOnly, std::function<void()> done = {});

    ~PreparedOpen();

    /// The same reading on a connection already open (the window's, when nothing was prepared for it).
    static Result readOn(const DbConnection& connection);

    /// For this database opened this way.
    bool serves(const DatabaseUrl& url, bool readOnly) const;
    /// Waits for the reading (at once when it is done) and gives its result; the same result each time.
    const Result& result();
    /// The connection the reading used, now the starting thread's (waits for the reading like result()); null when
    /// the reading failed, or once taken.
    std::unique_ptr<DbConnection> takeConnection();
    const DatabaseUrl& url() const { return m_url; }
    bool readOnly() const { return m_readOnly; }

private:
    PreparedOpen(const DatabaseUrl& url, bool readOnly);
    using Reading = std::pair<Result, std::unique_ptr<DbConnection>>;
    static Reading read(const DatabaseUrl& url, bool readOnly, QThread* owner);

    DatabaseUrl m_url;
    bool m_readOnly;
    std::future<Reading> m_future;
    Result m_result;
    std::unique_ptr<DbConnection> m_connection;
    bool m_taken = false;
};

} // namespace metadesk
