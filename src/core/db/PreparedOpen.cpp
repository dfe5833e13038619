#include "PreparedOpen.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/schema/SchemaInspector.h"

namespace metadesk {

std::shared_ptr<PreparedOpen> PreparedOpen::start(const DatabaseUrl& url, bool readOnly, std::function<void()> done) {
    std::shared_ptr<PreparedOpen> prepared(new PreparedOpen(url, readOnly));
    prepared->m_future = std::async(std::launch::async, [url, readOnly, done = std::move(done)]() {
        Result r = read(url, readOnly);
        if (done)
            done();
        return r;
    });
    return prepared;
}

bool PreparedOpen::serves(const DatabaseUrl& url, bool readOnly) const {
    return readOnly == m_readOnly && url.toDisplayString() == m_url.toDisplayString() &&
           url.password() == m_url.password();
}

const PreparedOpen::Result& PreparedOpen::result() {
    if (!m_taken) {
        m_result = m_future.get();
        m_taken = true;
    }
    return m_result;
}

PreparedOpen::Result PreparedOpen::read(const DatabaseUrl& url, bool readOnly) {
    Result r;
    DbConnection::Options options;
    options.readOnly = readOnly;
    options.purpose = QStringLiteral("open");
    // Closed on this thread, which opened it, before the result is handed over.
    const auto conn = DbConnection::open(url, options, &r.error);
    return conn ? readOn(*conn) : r;
}

PreparedOpen::Result PreparedOpen::readOn(const DbConnection& connection) {
    Result r;
    if (!SchemaInspector::inspect(connection, &r.statuses, &r.error) || !connection.loadCatalog(&r.error))
        return r;
    r.catalog = connection.sharedCatalog();
    r.ok = true;
    return r;
}

} // namespace metadesk
