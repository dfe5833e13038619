#include "JsonText.h"

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

} // namespace

QString oneLine(QStringView json) {
    return layOut(json, -1);
}

QString indented(QStringView json, int indent) {
    return layOut(json, qMax(0, indent));
}

} // namespace metadesk::jsontext
