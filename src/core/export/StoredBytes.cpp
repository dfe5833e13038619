#include "StoredBytes.h"

#include "core/db/DbConnection.h"
#include "core/edit/RowStore.h"
#include "core/export/ExportText.h"
#include "core/export/StoredText.h"

#include <QCoreApplication>
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

QList<int> textColumns(const TableDescriptor& table) {
    QList<int> columns;
    for (int i = 0; i < table.columns.size(); ++i)
        if (StoredText(table.columns.at(i)).isPlainText())
            columns << i;
    return columns;
}

QString explanation() {
    return QCoreApplication::translate("metadesk::storedbytes",
                                       "Stored as bytes that are not UTF-8 text: each byte that is not part of a "
                                       "UTF-8 character is shown as \\xNN.");
}

Reader::Reader(const DbConnection& conn, const TableDescriptor& table)
    : m_conn(conn), m_table(table), m_textColumns(textColumns(table)) {
    for (const QString& k : table.primaryKey) {
        const int at = table.columnIndex(k);
        if (at < 0) {
            m_keyColumns.clear();
            return;
        }
        m_keyColumns << at;
    }
}

QVariantList Reader::keyOf(const QVariantList& row) const {
    QVariantList key;
    for (int k : m_keyColumns)
        key << row.value(k);
    return key;
}

bool Reader::differing(int column, const QVariantList& key, const QString& read, QByteArray* bytes, QString* error) {
    *bytes = QByteArray();
    if (!valid() || !m_textColumns.contains(column) || !mayDiffer(read))
        return true;
    auto query = m_queries.find(column);
    if (query == m_queries.end()) {
        const RowStore store(m_conn, m_table);
        QSqlQuery prepared(m_conn.db());
        if (!prepared.prepare(
                QStringLiteral("SELECT %1, CAST(%1 AS BLOB) FROM %2 WHERE %3")
                    .arg(store.quote(m_table.columns.at(column).name), store.quotedTable(), store.keyPredicate()))) {
            *error = sqlErrorText(prepared.lastError());
            return false;
        }
        query = m_queries.emplace(column, std::move(prepared)).first;
    }
    QSqlQuery& q = query->second;
    for (int k = 0; k < key.size(); ++k)
        q.bindValue(k, key.at(k));
    if (!q.exec()) {
        *error = sqlErrorText(q.lastError());
        return false;
    }
    // Changed since `read` was read: its bytes are not those of what was read, and are not handed over for it.
    if (q.next() && q.value(0).toString() == read) {
        const QByteArray stored = q.value(1).toByteArray();
        if (stored != read.toUtf8())
            *bytes = stored;
    }
    q.finish();
    return true;
}

} // namespace metadesk::storedbytes
