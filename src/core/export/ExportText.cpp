#include "ExportText.h"

namespace metadesk::exporttext {

namespace {

bool isPlainAscii(QStringView s, bool csv) {
    for (const QChar c : s) {
        const char16_t u = c.unicode();
        if (u >= 0x80 || u < 0x20 || u == u'"' || (csv ? u == u',' : u == u'\\'))
            return false;
    }
    return true;
}

} // namespace

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

namespace {

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

void appendString(QByteArray& out, bool csv, const QByteArray& utf8) {
    if (csv)
        appendCsvEscaped(out, utf8.constData(), utf8.size());
    else
        appendJsonEscaped(out, utf8.constData(), utf8.size());
}

} // namespace

void appendString(QByteArray& out, bool csv, QStringView s) {
    // Most values are short ASCII needing no escapes: copy them without a UTF-8 round trip.
    if (isPlainAscii(s, csv)) {
        if (!csv)
            out += '"';
        appendAscii(out, s);
        if (!csv)
            out += '"';
        return;
    }
    appendString(out, csv, s.toUtf8());
}

int utf8SequenceLength(const char* p, qsizetype n) {
    const auto at = [p](qsizetype i) { return static_cast<unsigned char>(p[i]); };
    if (n <= 0)
        return 0;
    const unsigned char c = at(0);
    if (c < 0x80)
        return 1;
    const auto continuation = [&](qsizetype i) { return i < n && (at(i) & 0xc0) == 0x80; };
    if (c >= 0xc2 && c <= 0xdf)
        return continuation(1) ? 2 : 0;
    if (c >= 0xe0 && c <= 0xef) {
        if (!continuation(1) || !continuation(2))
            return 0;
        if ((c == 0xe0 && at(1) < 0xa0) || (c == 0xed && at(1) > 0x9f)) // overlong; a surrogate
            return 0;
        return 3;
    }
    if (c >= 0xf0 && c <= 0xf4) {
        if (!continuation(1) || !continuation(2) || !continuation(3))
            return 0;
        if ((c == 0xf0 && at(1) < 0x90) || (c == 0xf4 && at(1) > 0x8f)) // overlong; past U+10FFFF
            return 0;
        return 4;
    }
    return 0;
}

void appendStoredBytesAsText(QByteArray& out, bool csv, const QByteArray& bytes) {
    if (csv) {
        appendCsvEscaped(out, bytes.constData(), bytes.size());
        return;
    }
    static const char hex[] = "0123456789abcdef";
    const char* p = bytes.constData();
    const qsizetype n = bytes.size();
    out += '"';
    QByteArray chunk;
    qsizetype i = 0;
    while (i < n) {
        qsizetype run = i; // the valid UTF-8 from i, escaped as any string's
        for (int length; run < n && (length = utf8SequenceLength(p + run, n - run)) > 0;)
            run += length;
        if (run > i) {
            chunk.resize(0);
            appendJsonEscaped(chunk, p + i, run - i);
            out.append(chunk.constData() + 1, chunk.size() - 2); // without its quotes: the string goes on
            i = run;
            continue;
        }
        const unsigned char c = static_cast<unsigned char>(p[i++]);
        const char esc[] = {'\\', 'u', 'd', 'c', hex[c >> 4], hex[c & 0xf]};
        out.append(esc, sizeof esc);
    }
    out += '"';
}

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
            appendString(out, false, QStringView(element));
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

void appendValue(QByteArray& out, bool csv, const StoredText& rule, const QVariant& read) {
    const StoredText::Value value = rule.of(read);
    if (csv) {
        if (value.type == StoredText::Type::Null)
            return;
        if (value.text.isEmpty())
            out += "\"\"";
        else
            appendString(out, csv, QStringView(value.text));
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
    appendString(out, csv, QStringView(value.text));
}
} // namespace metadesk::exporttext
