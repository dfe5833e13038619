#include "StoredBytes.h"

#include "core/db/DbConnection.h"
#include "core/edit/RowStore.h"
#include "core/export/ExportText.h"

#include <QSqlError>

#include <algorithm>

namespace metadesk::storedbytes {

bool mayDiffer(QStringView text) {
    return std::any_of(text.cbegin(), text.cend(), [](QChar c) { return c.unicode() > 0x7f; });
}

bool isUtf8(const QByteArray& bytes) {
    const char* p = bytes.constData();
    const qsizetype n = bytes.size();
    for (qsizetype i = 0; i < n;) {
        const int length = exporttext::utf8SequenceLength(p + i, n - i);
        if (length == 0)
            return false;
        i += length;
    }
    return true;
}

QString shown(const QByteArray& bytes) {
    static const char hex[] = "0123456789ABCDEF";
    const char* p = bytes.constData();
    const qsizetype n = bytes.size();
    QString out;
    out.reserve(n);
    for (qsizetype i = 0; i < n;) {
        qsizetype run = i;
        for (int length; run < n && (length = exporttext::utf8SequenceLength(p + run, n - run)) > 0;)
            run += length;
        if (run > i) {
            out += QString::fromUtf8(p + i, run - i);
            i = run;
            continue;
        }
        const unsigned char c = static_cast<unsigned char>(p[i++]);
        out += QLatin1String("\\x");
        out += QLatin1Char(hex[c >> 4]);
        out += QLatin1Char(hex[c & 0xf]);
    }
    return out;
}

Reader::Reader(const DbConnection& conn, const TableDescriptor& table, const QString& column)
    : m_conn(conn), m_query(conn.db()) {
    if (table.primaryKey.isEmpty() || table.columnIndex(column) < 0)
        return;
    const RowStore store(conn, table);
    m_sql = QStringLiteral("SELECT %1, CAST(%1 AS BLOB) FROM %2 WHERE %3")
                .arg(store.quote(column), store.quotedTable(), store.keyPredicate());
}

bool Reader::differing(const QVariantList& key, const QString& read, QByteArray* bytes, QString* error) {
    *bytes = QByteArray();
    if (!valid() || !mayDiffer(read))
        return true;
    if (!m_prepared && !m_query.prepare(m_sql)) {
        *error = sqlErrorText(m_query.lastError());
        return false;
    }
    m_prepared = true;
    for (int k = 0; k < key.size(); ++k)
        m_query.bindValue(k, key.at(k));
    if (!m_query.exec()) {
        *error = sqlErrorText(m_query.lastError());
        return false;
    }
    // Changed since `read` was read: its bytes are not those of what was read, and are not handed over for it.
    if (m_query.next() && m_query.value(0).toString() == read) {
        const QByteArray stored = m_query.value(1).toByteArray();
        if (stored != read.toUtf8())
            *bytes = stored;
    }
    m_query.finish();
    return true;
}

} // namespace metadesk::storedbytes
