#pragma once

#include "core/db/DatabaseUrl.h"
#include "core/schema/SchemaStatus.h"

#include <QList>
#include <QString>

#include <functional>
#include <future>
#include <memory>

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
    };

    /// Starts reading `url` at once, on a connection opened as the window's will be (read-only or not). `done`, if
    /// given, is called on the reading's thread once it is over (result() then waits no longer than its return).
    static std::shared_ptr<PreparedOpen> start(const DatabaseUrl& url, bool readOnly, std::function<void()> done = {});

    /// The same reading on a connection already open (the window's, when nothing was prepared for it).
    static Result readOn(const DbConnection& connection);

    /// For this database opened this way.
    bool serves(const DatabaseUrl& url, bool readOnly) const;
    /// Waits for the reading (at once when it is done) and gives its result; the same result each time.
    const Result& result();
    const DatabaseUrl& url() const { return m_url; }
    bool readOnly() const { return m_readOnly; }

private:
    PreparedOpen(const DatabaseUrl& url, bool readOnly) : m_url(url), m_readOnly(readOnly) {}
    static Result read(const DatabaseUrl& url, bool readOnly);

    DatabaseUrl m_url;
    bool m_readOnly;
    std::future<Result> m_future;
    Result m_result;
    bool m_taken = false;
};

} // namespace metadesk
