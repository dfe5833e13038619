#include "JsonText.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

namespace metadesk::jsontext {

namespace {

bool isSpace(QChar c) {
    return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r';
}

/// Re-lays the tokens of `json`; `indent` < 0 for one line. Strings are copied with their escapes untouched.
QString layOut(QStringView json, int indent) {
    QString out;
    out.reserve(json.size());
    int depth = 0;
    const auto newline = [&] {
        if (indent < 0)
            return;
        out += u'\n';
        out += QString(depth * indent, u' ');
    };
    for (qsizetype i = 0; i < json.size(); ++i) {
        const QChar c = json.at(i);
        if (c == u'"') {
            const qsizetype start = i++;
            while (i < json.size() && json.at(i) != u'"')
                i += json.at(i) == u'\\' ? 2 : 1;
            if (i >= json.size())
                return json.toString(); // an unterminated string: not JSON, shown as stored
            out += json.mid(start, i - start + 1);
            continue;
        }
        if (isSpace(c))
            continue;
        if (c == u'{' || c == u'[') {
            const QChar close = c == u'{' ? u'}' : u']';
            qsizetype next = i + 1;
            while (next < json.size() && isSpace(json.at(next)))
                ++next;
            if (next < json.size() && json.at(next) == close) { // {} and [] stay on their line
                out += c;
                out += close;
                i = next;
                continue;
            }
            out += c;
            ++depth;
            newline();
        } else if (c == u'}' || c == u']') {
            if (depth == 0)
                return json.toString();
            --depth;
            newline();
            out += c;
        } else if (c == u',') {
            out += c;
            newline();
        } else if (c == u':') {
            out += c;
            if (indent >= 0)
                out += u' ';
        } else {
            out += c; // numbers, true, false, null: as written
        }
    }
    return depth == 0 ? out : json.toString();
}

/// Whether `text` is one JSON value. Qt's parser takes only an object or a list at the top: the value is read as the
/// one item of a list.
bool isOneValue(QStringView text, QJsonParseError* err) {
    const QJsonDocument doc = QJsonDocument::fromJson("[" + text.toUtf8() + "]", err);
    return err->error == QJsonParseError::NoError && doc.array().size() == 1;
}

} // namespace

// Only a document is laid out again: the tokenizer alone would take text that is no JSON ({"a"},"b c") for tokens and
// drop spaces inside it, showing a value the database does not hold.
QString oneLine(QStringView json) {
    QJsonParseError err;
    return isOneValue(json, &err) ? layOut(json, -1) : json.toString();
}

QString indented(QStringView json, int indent) {
    QJsonParseError err;
    return isOneValue(json, &err) ? layOut(json, qMax(0, indent)) : json.toString();
}

bool breaksForEditing(QStringView text) {
    if (text.contains(u'\n') || text.contains(u'\r'))
        return false;
    const QStringView t = text.trimmed();
    return t.startsWith(u'{') || t.startsWith(u'[');
}

QString brokenForEditing(QStringView json) {
    if (!breaksForEditing(json))
        return json.toString();
    QString out;
    out.reserve(json.size() + json.size() / 16);
    bool inString = false;
    bool escaped = false;
    for (const QChar c : json) {
        out += c;
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == u'\\')
                escaped = true;
            else if (c == u'"')
                inString = false;
        } else if (c == u'"') {
            inString = true;
        } else if (c == u'{' || c == u'[' || c == u',') {
            out += u'\n';
        }
    }
    return out;
}

QString problem(const QString& text) {
    const auto tr = [](const char* t) { return QCoreApplication::translate("metadesk::jsontext", t); };
    QJsonParseError err;
    if (isOneValue(text, &err))
        return {};
    if (err.error == QJsonParseError::NoError)
        return tr("Not valid JSON: one value is expected, such as one object {…} or one list […], not several "
                  "separated by commas.");
    // The offset counts UTF-8 bytes of the wrapped text: back to characters of what was typed.
    const QByteArray utf8 = text.toUtf8();
    const int byteAt = qBound(0, err.offset - 1, int(utf8.size()));
    const QString before = QString::fromUtf8(utf8.left(byteAt));
    const int line = int(before.count(u'\n')) + 1;
    const int column = int(before.size() - (before.lastIndexOf(u'\n') + 1)) + 1;
    QString expected;
    switch (err.error) {
    case QJsonParseError::UnterminatedObject:
        expected = tr("a “,” before the next member or a “}” to close the object is expected");
        break;
    case QJsonParseError::MissingNameSeparator:
        expected = tr("a “:” is expected between a key and its value");
        break;
    case QJsonParseError::UnterminatedArray:
        expected = tr("a “,” before the next item or a “]” to close the list is expected");
        break;
    case QJsonParseError::MissingValueSeparator:
        expected = tr("a “,” is expected between two members");
        break;
    case QJsonParseError::UnterminatedString:
        expected = tr("a text opened with “\"” is not closed");
        break;
    case QJsonParseError::IllegalEscapeSequence:
        expected = tr("after a backslash, an escape such as \\n, \\\" or \\u00e9 is expected");
        break;
    case QJsonParseError::IllegalUTF8String:
        expected = tr("the text holds a character that is not valid UTF-8");
        break;
    case QJsonParseError::GarbageAtEnd:
        expected = tr("the document should end after its value, but more follows");
        break;
    default: // IllegalValue, IllegalNumber, TerminationByNumber, MissingObject
        expected = tr("a value is expected: an object {…}, a list […], a text in double quotes, a number such as "
                      "-1.5, true, false or null");
        break;
    }
    return tr("Not valid JSON at line %1, column %2: %3.").arg(line).arg(column).arg(expected);
}

} // namespace metadesk::jsontext
