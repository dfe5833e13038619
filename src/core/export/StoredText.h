#pragma once

#include "core/catalog/TableDescriptor.h"

#include <QString>
#include <QVariant>

namespace metadesk {

/// The exact text the database holds for a value of one column, and the JSON type that text has: the one rule the
/// exporter, the grid's copy and the CLI write values by (docs/values.md).
///
/// The column's storage type decides (ColumnDescriptor::storageType, the live schema's type), not the catalog's kind:
/// a text column is text whatever the catalog makes of it (money kept as VARCHAR stays "0.10"). Only a secret is not
/// written as stored: it is secretMask() when it holds anything (NULL stays NULL, empty stays empty). Values are taken
/// as read by TableQuery (PostgreSQL timestamps as UTC wall-clock text) or as the drivers give them otherwise; never
/// through double, never decoded from bytes.
class StoredText {
public:
    enum class Type {
        Null,   ///< SQL NULL: JSON null, an empty CSV field
        String, ///< text, times, dates, uuids, bytes (as `\x` hex), masked secrets
        Number, ///< integers, numeric (its exact digits), floats (shortest round-trip): a JSON number token
        Bool,   ///< `true` / `false`
        Json,   ///< a json/jsonb document (or SQLite's declared JSON): its text is one JSON value, written verbatim
        Array,  ///< a PostgreSQL array: its text is the array literal (`{a,"b c"}`), a JSON array in JSON
    };
    struct Value {
        Type type = Type::Null;
        QString text; ///< the stored text; empty for Null
    };

    explicit StoredText(const ColumnDescriptor& column);

    /// `read` (a value as read for this column) as the database's own text and its type.
    Value of(const QVariant& read) const;
    /// Whether the column holds text written as it is read (not a secret, a time, a number or JSON).
    bool isPlainText() const { return m_storage == Storage::Text && !m_secret; }

    /// What a secret that is not NULL is written as: six bullets (U+2022).
    static QString secretMask();
    /// RFC 8259's number grammar: PostgreSQL numeric text is one unless it is NaN or ±Infinity.
    static bool isJsonNumber(QStringView text);

private:
    enum class Storage { Text, Integer, Numeric, Float, Bool, ZonedTime, Time, Date, Json, Array, Bytes, Other };
    Storage m_storage = Storage::Other;
    bool m_secret = false;
    bool m_boolKind = false; ///< the platform's schema says boolean (SQLite may keep it as INTEGER 0/1)
};

} // namespace metadesk
