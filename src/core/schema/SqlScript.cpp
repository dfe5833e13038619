#include "SqlScript.h"

#include <QRegularExpression>

namespace metadesk {

namespace {
bool isWordChar(QChar c) {
    return c.isLetterOrNumber() || c == QLatin1Char('_');
}

bool startsTrigger(const QString& statementSoFar) {
    static const QRegularExpression re(QStringLiteral("^\\s*CREATE\\s+(TEMP\\s+|TEMPORARY\\s+)?TRIGGER\\b"),
                                       QRegularExpression::CaseInsensitiveOption);
    return re.match(statementSoFar).hasMatch();
}

bool hasContent(const QString& sql) {
    for (QChar c : sql)
        if (!c.isSpace())
            return true;
    return false;
}
} // namespace

bool SqlScript::refusesTransaction(const QString& sql) {
    static const QRegularExpression re(
        QStringLiteral("^\\s*(?:(?:CREATE\\s+(?:UNIQUE\\s+)?|DROP\\s+)INDEX\\s+CONCURRENTLY\\b"
                       "|REINDEX\\b[^;]*\\bCONCURRENTLY\\b|VACUUM\\b|(?:CREATE|DROP)\\s+(?:DATABASE|TABLESPACE)\\b"
                       "|ALTER\\s+SYSTEM\\b)"),
        QRegularExpression::CaseInsensitiveOption);
    return re.match(sql).hasMatch();
}

QString SqlScript::concurrentIndexName(const QString& sql) {
    static const QRegularExpression re(
        QStringLiteral("^\\s*CREATE\\s+(?:UNIQUE\\s+)?INDEX\\s+CONCURRENTLY\\s+(?:IF\\s+NOT\\s+EXISTS\\s+)?"
                       "(\"[^\"]+\"|[A-Za-z_][A-Za-z0-9_$]*)"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch m = re.match(sql);
    if (!m.hasMatch())
        return {};
    QString name = m.captured(1);
    if (name.startsWith(QLatin1Char('"')))
        return name.mid(1, name.size() - 2);
    return name.toLower(); // PostgreSQL folds unquoted names
}

QList<SqlScript::Statement> SqlScript::split(const QString& script, int firstLine) {
    QList<Statement> out;
    QString current;
    int line = firstLine;
    int startLine = -1;
    int blockDepth = 0; // BEGIN/CASE … END nesting inside a trigger body
    const int n = script.size();

    auto flush = [&]() {
        const QString sql = current.trimmed();
        if (hasContent(sql))
            out.append({sql, startLine < 0 ? line : startLine, int(out.size()) + 1, refusesTransaction(sql)});
        current.clear();
        startLine = -1;
        blockDepth = 0;
    };
    auto mark = [&]() {
        if (startLine < 0)
            startLine = line;
    };

    int i = 0;
    while (i < n) {
        const QChar c = script.at(i);
        const QChar next = i + 1 < n ? script.at(i + 1) : QChar();
        if (c == QLatin1Char('-') && next == QLatin1Char('-')) { // line comment: dropped
            while (i < n && script.at(i) != QLatin1Char('\n'))
                ++i;
            continue;
        }
        if (c == QLatin1Char('/') && next == QLatin1Char('*')) { // block comment: dropped
            i += 2;
            while (i < n && !(script.at(i) == QLatin1Char('*') && i + 1 < n && script.at(i + 1) == QLatin1Char('/'))) {
                if (script.at(i) == QLatin1Char('\n'))
                    ++line;
                ++i;
            }
            i += 2;
            current += QLatin1Char(' ');
            continue;
        }
        if (c == QLatin1Char('\'') || c == QLatin1Char('"')) { // quoted text or identifier, doubled quote escapes
            mark();
            const QChar quote = c;
            current += c;
            ++i;
            while (i < n) {
                const QChar q = script.at(i);
                current += q;
                if (q == QLatin1Char('\n'))
                    ++line;
                ++i;
                if (q == quote) {
                    if (i < n && script.at(i) == quote) {
                        current += quote;
                        ++i;
                        continue;
                    }
                    break;
                }
            }
            continue;
        }
        if (c == QLatin1Char('$')) { // dollar quote: $$ … $$ or $tag$ … $tag$
            int j = i + 1;
            while (j < n && isWordChar(script.at(j)) && !script.at(j).isDigit())
                ++j;
            if (j < n && script.at(j) == QLatin1Char('$') && (i == 0 || !isWordChar(script.at(i - 1)))) {
                mark();
                const QString tag = script.mid(i, j - i + 1);
                const int end = script.indexOf(tag, j + 1);
                const int stop = end < 0 ? n : end + tag.size();
                const QString body = script.mid(i, stop - i);
                line += body.count(QLatin1Char('\n'));
                current += body;
                i = stop;
                continue;
            }
        }
        if (isWordChar(c) && (i == 0 || !isWordChar(script.at(i - 1)))) { // a word: track trigger blocks
            int j = i;
            while (j < n && isWordChar(script.at(j)))
                ++j;
            const QString word = script.mid(i, j - i);
            mark();
            current += word;
            if (startsTrigger(current)) {
                if (word.compare(QLatin1String("BEGIN"), Qt::CaseInsensitive) == 0 ||
                    word.compare(QLatin1String("CASE"), Qt::CaseInsensitive) == 0)
                    ++blockDepth;
                else if (word.compare(QLatin1String("END"), Qt::CaseInsensitive) == 0 && blockDepth > 0)
                    --blockDepth;
            }
            i = j;
            continue;
        }
        if (c == QLatin1Char(';') && blockDepth == 0) {
            flush();
            ++i;
            continue;
        }
        if (c == QLatin1Char('\n'))
            ++line;
        else if (!c.isSpace())
            mark();
        current += c;
        ++i;
    }
    flush();
    return out;
}

} // namespace metadesk
