#include "TableExporter.h"

#include "core/db/DbConnection.h"
#include "core/export/StoredText.h"

#include <QIODevice>
#include <QObject>
#include <QSqlError>
#include <QSqlQuery>

namespace metadesk {

namespace {

using Format = TableExporter::Format;

/// One exported column: where its value sits in a page row and how it is written.
struct OutColumn {
    explicit OutColumn(const ColumnDescriptor& column) : rule(column) {}
    StoredText rule;
    int valueIndex = 0; ///< the catalog column in the page row
    QByteArray jsonKey; ///< `"name":`, escaped once
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

/// Appends one value as a CSV field or a JSON value: the database's own text (StoredText), typed in JSON.
///
/// CSV tells NULL from empty text as PostgreSQL's COPY does: NULL is an empty field, empty text a quoted one (`""`).
void appendValue(QByteArray& out, Format format, const StoredText& rule, const QVariant& read) {
    const StoredText::Value value = rule.of(read);
    if (format == Format::Csv) {
        if (value.type == StoredText::Type::Null)
            return;
        if (value.text.isEmpty())
            out += "\"\"";
        else
            appendString(out, format, QStringView(value.text));
        return;
    }
    switch (value.type) {
    case StoredText::Type::Null:
        out += "null";
        return;
    case StoredText::Type::Number:
    case StoredText::Type::Bool:
        appendAscii(out, value.text); // a JSON number token or literal, exactly the stored digits
        return;
    case StoredText::Type::Json:
        out += value.text.toUtf8(); // the stored document, byte for byte
        return;
    case StoredText::Type::Array: {
        QByteArray json;
        if (pgArrayToJson(value.text, &json)) {
            out += json;
            return;
        }
        break;
    }
    case StoredText::Type::String:
        break;
    }
    appendString(out, format, QStringView(value.text));
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
        OutColumn o(c);
        o.valueIndex = i;
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
                        appendValue(buffer, format, c.rule, q.value(c.valueIndex));
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
                        appendValue(buffer, format, c.rule, q.value(c.valueIndex));
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
