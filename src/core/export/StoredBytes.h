#pragma once

#include "core/catalog/TableDescriptor.h"

#include <QByteArray>
#include <QSqlQuery>
#include <QString>
#include <QStringView>
#include <QVariant>

#include <map>

namespace metadesk {

class DbConnection;

/// SQLite keeps a text as the bytes it was given, UTF-8 or not, and hands it over as UTF-16: a byte that starts no
/// UTF-8 sequence reads as U+FFFD, a stray continuation byte (0x80–0xBF) as the character of that number ("\xB5" reads
/// as "µ"), a cut or overlong sequence as some other character. What the driver gives is then not what is stored.
/// These read such a text's bytes again, by its row's key, so that what is shown, copied and exported is what the
/// database holds (docs/values.md).
namespace storedbytes {

/// Whether SQLite's text could stand for bytes that are not its UTF-8: only a character beyond ASCII can (every
/// stored byte from 0x80 up reads as one), so a text of ASCII alone is as stored.
bool mayDiffer(QStringView text);
/// Whether `bytes` are UTF-8 throughout (RFC 3629: no overlong forms, no surrogates, nothing past U+10FFFF).
bool isUtf8(const QByteArray& bytes);
/// Bytes as a person reads them: their valid UTF-8 as its characters, each other byte as `\xNN` (upper-case hex).
QString shown(const QByteArray& bytes);
/// What a value shown by shown() says of itself (a tooltip's sentence).
QString explanation();

/// The columns whose values are text read as it is stored (StoredText::isPlainText: not a secret, a time, a number or
/// JSON): the only ones whose bytes are read again.
QList<int> textColumns(const TableDescriptor& table);

/// Reads the bytes SQLite's text columns hold, row by row by key (one statement a column, prepared when first
/// needed). Not for PostgreSQL, whose text is UTF-8 by the server's own check.
class Reader {
public:
    /// `table` needs a primary key, or there is nothing to read by (valid() is false).
    Reader(const DbConnection& conn, const TableDescriptor& table);
    bool valid() const { return !m_keyColumns.isEmpty(); }
    /// Where the primary key's columns stand in the table's column order.
    const QList<int>& keyColumns() const { return m_keyColumns; }
    /// The primary key of a row given in the table's column order.
    QVariantList keyOf(const QVariantList& row) const;
    /// The stored bytes of `column` (its index in the table) in the row whose primary key is `key`, when they are
    /// not `read`'s UTF-8 (an empty, null array when they are, or `column` is not among textColumns(), or `read`
    /// holds nothing beyond ASCII, or the row is gone or no longer reads as `read`). False on a database error.
    bool differing(int column, const QVariantList& key, const QString& read, QByteArray* bytes, QString* error);

private:
    const DbConnection& m_conn;
    const TableDescriptor& m_table;
    QList<int> m_keyColumns;
    QList<int> m_textColumns;
    std::map<int, QSqlQuery> m_queries; ///< by column, prepared
};

} // namespace storedbytes
} // namespace metadesk
