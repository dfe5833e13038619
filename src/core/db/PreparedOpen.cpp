#include "PreparedOpen.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/db/WritePrivileges.h"
#include "core/schema/SchemaInspector.h"

#include <QThread>

namespace metadesk {

std::shared_ptr<PreparedOpen> PreparedOpen::start(const DatabaseUrl& url, bool readOnly, std::function<void()> done) {
    std::shared_ptr<PreparedOpen> prepared(new PreparedOpen(url, readOnly));
    QThread* const owner = QThread::currentThread();
    prepared->m_future = std::async(std::launch::async, [url, readOnly, owner, done = std::move(done)]() {
        Reading r = read(url, readOnly, owner);
        if (done)
            done();
        return r;
    });
    return prepared;
}

PreparedOpen::PreparedOpen(const DatabaseUrl& url, bool readOnly) : m_url(url), m_readOnly(readOnly) {}

PreparedOpen::~PreparedOpen() = default;

bool PreparedOpen::serves(const DatabaseUrl& url, bool readOnly) const {
    return readOnly == m_readOnly && url.toDisplayString() == m_url.toDisplayString() &&
           url.password() == m_url.password();
}

const PreparedOpen::Result& PreparedOpen::result() {
    if (!m_taken) {
        Reading reading = m_future.get();
        m_result = std::move(reading.first);
        m_connection = std::move(reading.second);
        m_taken = true;
    }
    return m_result;
}

std::unique_ptr<DbConnection> PreparedOpen::takeConnection() {
    result();
    return std::move(m_connection);
}

PreparedOpen::Reading PreparedOpen::read(const DatabaseUrl& url, bool readOnly, QThread* owner) {
    Reading r;
    DbConnection::Options options;
    options.readOnly = readOnly; // as the window's, whose purpose it keeps too
    auto conn = DbConnection::open(url, options, &r.first.error);
    if (!conn)
        return r;
    r.first = readOn(*conn);
    if (!r.first.ok)
        return r; // closed here, on the thread that opened it
    conn->handTo(owner);
    r.second = std::move(conn);
    return r;
}

PreparedOpen::Result PreparedOpen::readOn(const DbConnection& connection) {
    Result r;
    if (!SchemaInspector::inspect(connection, &r.statuses, &r.error) || !connection.loadCatalog(&r.error))
        return r;
    r.catalog = connection.sharedCatalog();
    if (connection.isPostgres() && connection.isReadOnly() && !connection.isStandby())
        r.roleMayWrite = WritePrivileges::roleCanWrite(connection, &r.roleMayWriteWho);
    r.ok = true;
    return r;
}

} // namespace metadesk
