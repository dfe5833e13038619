#include "TableExporter.h"

#include "core/db/DbConnection.h"
#include "core/edit/ValueCodec.h"

#include <QDate>
#include <QDateTime>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QObject>
#include <QSqlError>
#include <QSqlQuery>

#include <charconv>
#include <cmath>

namespace metadesk {

namespace {

using Format = TableExporter::Format;

/// One exported column: where its value sits in a page row and how it is written.
struct OutColumn {
    ColumnKind kind = ColumnKind::Text;
    int valueIndex = 0;     ///< the catalog column in the page row
    bool utcText = false;   ///< UTC wall-clock text to write as ISO-8601 (PostgreSQL timestamps, SQLite naive ones)
    bool trustJson = false; ///< PostgreSQL json/jsonb: valid by construction, written without a parse
    QByteArray jsonKey;     ///< `"name":`, escaped once
};

bool isPlainAscii(QStringView s, bool csv) {
    for (const QChar c : s) {
        const char16_t u = c.unicode();
        if (u >= 0x80 || u < 0x20 || u == u'"' || (csv ? u == u',' : u == u'\\'))
            return false;
    }
    return true;
}

void appendAscii(QByteArray& out, QStringView s) {
    const qsizetype at = out.size();
    out.resize(at + s.size());
    char* d = out.data() + at;
    for (const QChar c : s)
        *d++ = char(c.unicode());
}

void appendJsonEscaped(QByteArray& out, const char* p, qsizetype n) {
    static const char hex[] = "0123456789abcdef";
    out += '"';
    for (qsizetype i = 0; i < n; ++i) {
        const unsigned char c = static_cast<unsigned char>(p[i]);
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        default:
            if (c < 0x20) {
                const char esc[] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 0xf]};
                out.append(esc, sizeof esc);
            } else {
                out += char(c);
            }
        }
    }
    out += '"';
}

/// RFC 4180: quoted only when the field holds a comma, a quote, CR or LF; quotes doubled.
void appendCsvEscaped(QByteArray& out, const char* p, qsizetype n) {
    bool quote = false;
    for (qsizetype i = 0; i < n && !quote; ++i)
        quote = p[i] == ',' || p[i] == '"' || p[i] == '\r' || p[i] == '\n';
    if (!quote) {
        out.append(p, n);
        return;
    }
    out += '"';
    for (qsizetype i = 0; i < n; ++i) {
        if (p[i] == '"')
            out += '"';
        out += p[i];
    }
    out += '"';
}

void appendString(QByteArray& out, Format format, const QByteArray& utf8) {
    if (format == Format::Csv)
        appendCsvEscaped(out, utf8.constData(), utf8.size());
    else
        appendJsonEscaped(out, utf8.constData(), utf8.size());
}

void appendString(QByteArray& out, Format format, QStringView s) {
    // Most values are short ASCII needing no escapes: copy them without a UTF-8 round trip.
    if (isPlainAscii(s, format == Format::Csv)) {
        if (format == Format::Json)
            out += '"';
        appendAscii(out, s);
        if (format == Format::Json)
            out += '"';
        return;
    }
    appendString(out, format, s.toUtf8());
}

void appendInteger(QByteArray& out, qlonglong value) {
    char digits[24];
    const auto result = std::to_chars(digits, digits + sizeof digits, value);
    out.append(digits, result.ptr - digits);
}

/// A JSON number literal (RFC 8259 grammar): PostgreSQL numeric text is one unless it is NaN or Infinity.
bool isJsonNumber(QStringView s) {
    qsizetype i = 0;
    const qsizetype n = s.size();
    auto digit = [&](qsizetype k) { return k < n && s[k] >= u'0' && s[k] <= u'9'; };
    if (i < n && s[i] == u'-')
        ++i;
    if (!digit(i))
        return false;
    if (s[i] == u'0')
        ++i;
    else
        while (digit(i))
            ++i;
    if (i < n && s[i] == u'.') {
        ++i;
        if (!digit(i))
            return false;
        while (digit(i))
            ++i;
    }
    if (i < n && (s[i] == u'e' || s[i] == u'E')) {
        ++i;
        if (i < n && (s[i] == u'+' || s[i] == u'-'))
            ++i;
        if (!digit(i))
            return false;
        while (digit(i))
            ++i;
    }
    return i == n;
}

/// Stored JSON text as one JSON value (QJsonDocument only takes documents, hence the brackets).
bool isJsonValue(const QByteArray& text) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson('[' + text + ']', &error);
    return error.error == QJsonParseError::NoError && doc.isArray() && doc.array().size() == 1;
}

/// A PostgreSQL one-dimensional array literal (`{a,"b c",NULL}`) as a JSON array; false for anything else.
bool pgArrayToJson(QStringView literal, QByteArray* json) {
    if (literal.size() < 2 || literal.front() != u'{' || literal.back() != u'}')
        return false;
    QByteArray out("[");
    const QStringView body = literal.mid(1, literal.size() - 2);
    QString element;
    bool quoted = false, wasQuoted = false, any = false, first = true;
    auto flush = [&]() {
        if (!first)
            out += ',';
        first = false;
        if (!wasQuoted && element == QLatin1String("NULL"))
            out += "null";
        else
            appendString(out, Format::Json, QStringView(element));
        element.clear();
        wasQuoted = false;
    };
    for (qsizetype i = 0; i < body.size(); ++i) {
        const QChar c = body[i];
        if (c == u'\\' && i + 1 < body.size()) {
            element += body[++i];
            any = true;
        } else if (c == u'"') {
            quoted = !quoted;
            wasQuoted = any = true;
        } else if (!quoted && (c == u'{' || c == u'}')) {
            return false; // a nested array: not a text[] of the catalog
        } else if (!quoted && c == u',') {
            flush();
            any = false;
        } else {
            element += c;
            any = true;
        }
    }
    if (quoted)
        return false;
    if (any || !first)
        flush();
    out += ']';
    *json = out;
    return true;
}

/// UTC wall-clock text as ISO-8601 UTC with at least milliseconds and no trailing zeros beyond them: PostgreSQL's
/// `(ts AT TIME ZONE 'UTC')::text` or a naive column's own text ("2026-09-01 06:10:21.979123"), and the naive text
/// SQLAlchemy leaves in SQLite ("2026-09-01 06:10:21.979000"), so both engines write the same times alike
/// ("2026-09-01T06:10:21.979Z"). "infinity", BC dates and anything else unexpected stay as they are.
void appendUtcTimestamp(QByteArray& out, Format format, QStringView text) {
    const bool csv = format == Format::Csv;
    const bool wallClock = text.size() >= 19 && (text.at(10) == u' ' || text.at(10) == u'T') && text.at(4) == u'-' &&
                           text.at(13) == u':' && (text.size() == 19 || text.at(19) == u'.');
    if (!wallClock || text.endsWith(u" BC") || !isPlainAscii(text, csv)) {
        appendString(out, format, text);
        return;
    }
    QStringView digits = text;
    while (digits.size() > 23 && digits.back() == u'0')
        digits.chop(1);
    if (!csv)
        out += '"';
    const qsizetype at = out.size();
    appendAscii(out, digits);
    out[at + 10] = 'T';
    if (digits.size() == 19)
        out += ".000";
    else if (digits.size() < 23)
        out.append(23 - digits.size(), '0');
    out += 'Z';
    if (!csv)
        out += '"';
}

bool storedBool(const QVariant& value, bool* on) {
    if (value.typeId() == QMetaType::Bool) {
        *on = value.toBool();
        return true;
    }
    const QString t = value.toString().trimmed().toLower();
    if (t == QLatin1String("1") || t == QLatin1String("t") || t == QLatin1String("true")) {
        *on = true;
        return true;
    }
    if (t == QLatin1String("0") || t == QLatin1String("f") || t == QLatin1String("false")) {
        *on = false;
        return true;
    }
    return false;
}

bool isIntegral(const QVariant& value) {
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Long:
    case QMetaType::ULong:
    case QMetaType::Short:
    case QMetaType::UShort:
        return true;
    default:
        return false;
    }
}

/// Appends one value as a CSV field or a JSON value.
void appendValue(QByteArray& out, Format format, bool sqlite, const OutColumn& column, const QVariant& value) {
    const ColumnKind kind = column.kind;
    const bool csv = format == Format::Csv;
    if (value.isNull() || kind == ColumnKind::Secret) {
        if (!csv)
            out += "null";
        return;
    }
    switch (kind) {
    case ColumnKind::Integer:
        if (isIntegral(value)) {
            if (value.typeId() == QMetaType::ULongLong)
                out += QByteArray::number(value.toULongLong());
            else
                appendInteger(out, value.toLongLong());
            return;
        }
        break;
    case ColumnKind::Decimal:
        if (value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Float) {
            const double d = value.toDouble();
            if (std::isfinite(d)) {
                out += QByteArray::number(d, 'g', QLocale::FloatingPointShortest);
                return;
            }
        } else if (isIntegral(value)) {
            appendInteger(out, value.toLongLong());
            return;
        } else if (isJsonNumber(value.toString())) {
            appendAscii(out, value.toString()); // a number literal: the same in CSV and JSON
            return;
        }
        break;
    case ColumnKind::Bool: {
        bool on = false;
        if (storedBool(value, &on)) {
            out += on ? "true" : "false";
            return;
        }
        break;
    }
    case ColumnKind::Timestamp:
        if (value.typeId() == QMetaType::QDateTime) {
            appendString(out, format, value.toDateTime().toUTC().toString(Qt::ISODateWithMs));
            return;
        }
        break;
    case ColumnKind::Date:
        if (value.typeId() == QMetaType::QDate) {
            appendString(out, format, value.toDate().toString(Qt::ISODate));
            return;
        }
        break;
    case ColumnKind::Json:
        if (!csv) {
            const QByteArray text = value.toString().toUtf8();
            // json and jsonb are valid by construction; JSON kept as text (SQLite, Tabularia's columns on PostgreSQL)
            // is checked, so one bad row cannot break the whole file.
            if (column.trustJson || isJsonValue(text))
                out += text;
            else
                appendString(out, format, text);
            return;
        }
        break;
    case ColumnKind::TextArray: {
        const QString text = value.toString();
        QByteArray json;
        if (!sqlite && pgArrayToJson(text, &json)) {
            if (csv)
                appendString(out, format, json);
            else
                out += json;
            return;
        }
        if (!csv) {
            json = text.toUtf8();
            if (json.trimmed().startsWith('[') && isJsonValue(json))
                out += json;
            else
                appendString(out, format, json);
            return;
        }
        break;
    }
    case ColumnKind::Text:
    case ColumnKind::LongText:
    case ColumnKind::Enum:
    case ColumnKind::Secret:
        break;
    }
    appendString(out, format, value.toString());
}

bool writeAll(QIODevice* out, QByteArray& buffer, QString* error) {
    if (buffer.isEmpty())
        return true;
    if (out->write(buffer) != buffer.size()) {
        *error = QObject::tr("Could not write the export: %1").arg(out->errorString());
        return false;
    }
    buffer.resize(0); // keeps the capacity for the next batch
    return true;
}

} // namespace

TableExporter::Format TableExporter::formatForPath(const QString& path) {
    return path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ? Format::Json : Format::Csv;
}

QString TableExporter::cancelledMessage() {
    return QObject::tr("Export cancelled.");
}

bool TableExporter::write(const DbConnection& conn, const TableQuery& query, QIODevice* out, const Options& options,
                          const std::function<bool(qint64)>& progress, QString* error) {
    QString ignored;
    if (!error)
        error = &ignored;
    if (!out || !out->isWritable()) {
        *error = QObject::tr("The export has no file open for writing.");
        return false;
    }
    if (!query.isValid()) {
        *error = query.error();
        return false;
    }
    const TableDescriptor& table = query.table();
    const bool sqlite = conn.isSqlite();
    const Format format = options.format;
    const int batch = qMax(1, options.batchRows);
    const int keyStart = query.columnCount();
    const int keyEnd = keyStart + query.keyCount();

    QList<OutColumn> columns;
    for (int i = 0; i < table.columns.size(); ++i) {
        const ColumnDescriptor& c = table.columns.at(i);
        OutColumn o;
        o.kind = c.kind;
        o.valueIndex = i;
        o.utcText = c.kind == ColumnKind::Timestamp && (!sqlite || valuecodec::isNaiveTimestamp(c));
        o.trustJson = !sqlite && c.storageType.trimmed().startsWith(QLatin1String("json"), Qt::CaseInsensitive);
        const QByteArray name = c.name.toUtf8();
        appendJsonEscaped(o.jsonKey, name.constData(), name.size());
        o.jsonKey += ':';
        columns << o;
    }

    QByteArray buffer;
    buffer.reserve(1 << 20);
    if (format == Format::Csv) {
        for (int i = 0; i < table.columns.size(); ++i) {
            const ColumnDescriptor& c = table.columns.at(i);
            if (i > 0)
                buffer += ',';
            appendString(buffer, format, options.headerLabels && !c.label.isEmpty() ? c.label : c.name);
        }
        buffer += "\r\n";
    } else {
        buffer += '[';
    }

    QSqlDatabase db = conn.db();
    // On PostgreSQL every batch reads the same snapshot, so rows changed meanwhile are neither missed nor doubled.
    // Not on SQLite: a read transaction held for the whole export would keep writers from committing.
    bool snapshot = false;
    if (!sqlite && db.transaction()) {
        QSqlQuery set(db);
        snapshot = set.exec(QStringLiteral("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY"));
        if (!snapshot)
            db.rollback(); // the failed SET aborted the transaction; read without a snapshot
    }
    auto fail = [&](const QString& message) {
        *error = message;
        if (snapshot)
            db.rollback();
        return false;
    };

    QSqlQuery q(db);
    q.setForwardOnly(true);                             // QPSQL would otherwise hold the whole result in memory
    q.setNumericalPrecisionPolicy(QSql::HighPrecision); // numeric as its exact text
    QString preparedSql;
    qint64 written = 0;
    bool firstRow = true;
    for (int segment = 0; segment < query.segmentCount(); ++segment) {
        QVariantList lastKey;
        for (;;) {
            // Each batch continues strictly after the previous batch's last row: right even when that row has been
            // deleted or changed since (SQLite reads no snapshot), where "from it, then OFFSET 1" would skip a row.
            const TableQuery::Statement statement = query.pageAfter(segment, lastKey, batch);
            if (statement.sql != preparedSql) {
                if (!q.prepare(statement.sql))
                    return fail(QObject::tr("Could not read the rows of %1 for the export: %2")
                                    .arg(table.label, q.lastError().text()));
                preparedSql = statement.sql;
            }
            for (int i = 0; i < statement.values.size(); ++i)
                q.bindValue(i, statement.values.at(i));
            if (!q.exec())
                return fail(QObject::tr("Could not read the rows of %1 for the export: %2")
                                .arg(table.label, q.lastError().text()));
            int rows = 0;
            while (q.next()) {
                ++rows;
                if (format == Format::Csv) {
                    for (int i = 0; i < columns.size(); ++i) {
                        const OutColumn& c = columns.at(i);
                        if (i > 0)
                            buffer += ',';
                        if (c.utcText) {
                            const QVariant text = q.value(c.valueIndex);
                            if (!text.isNull())
                                appendUtcTimestamp(buffer, format, text.toString());
                        } else {
                            appendValue(buffer, format, sqlite, c, q.value(c.valueIndex));
                        }
                    }
                    buffer += "\r\n";
                } else {
                    buffer += firstRow ? "\n{" : ",\n{";
                    firstRow = false;
                    for (int i = 0; i < columns.size(); ++i) {
                        const OutColumn& c = columns.at(i);
                        if (i > 0)
                            buffer += ',';
                        buffer += c.jsonKey;
                        if (c.utcText) {
                            const QVariant text = q.value(c.valueIndex);
                            if (text.isNull())
                                buffer += "null";
                            else
                                appendUtcTimestamp(buffer, format, text.toString());
                        } else {
                            appendValue(buffer, format, sqlite, c, q.value(c.valueIndex));
                        }
                    }
                    buffer += '}';
                }
                if (rows == batch) {
                    // LIMIT batch: this is the batch's last row, and the next batch starts after its key.
                    lastKey.clear();
                    for (int k = keyStart; k < keyEnd; ++k)
                        lastKey << q.value(k);
                }
            }
            if (q.lastError().isValid())
                return fail(QObject::tr("Could not read the rows of %1 for the export: %2")
                                .arg(table.label, q.lastError().text()));
            if (!writeAll(out, buffer, error))
                return fail(*error);
            written += rows;
            if (rows > 0 && progress && !progress(written))
                return fail(cancelledMessage());
            if (rows < batch)
                break;
        }
    }
    q.finish();
    if (format == Format::Json)
        buffer += firstRow ? "]\n" : "\n]\n";
    if (!writeAll(out, buffer, error))
        return fail(*error);
    if (snapshot)
        db.commit();
    return true;
}

} // namespace metadesk
