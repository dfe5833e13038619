#include "SqlTokens.h"

namespace metadesk {

namespace {
bool isWordStart(QChar c) {
    return c.isLetter() || c == QLatin1Char('_');
}
bool isWordChar(QChar c) {
    return c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('$');
}
} // namespace

SqlTokens::SqlTokens(const QString& sql) : m_sql(sql) {
    const int n = int(sql.size());
    int depth = 0;
    int i = 0;
    auto add = [&](Token::Kind kind, int start, int end, const QString& text) {
        m_tokens.append(Token{kind, text, start, end, depth});
    };
    while (i < n) {
        const QChar c = sql.at(i);
        const QChar next = i + 1 < n ? sql.at(i + 1) : QChar();
        if (c.isSpace()) {
            ++i;
            continue;
        }
        if (c == QLatin1Char('-') && next == QLatin1Char('-')) {
            while (i < n && sql.at(i) != QLatin1Char('\n'))
                ++i;
            continue;
        }
        if (c == QLatin1Char('/') && next == QLatin1Char('*')) { // block comments nest in PostgreSQL
            int nesting = 0;
            do {
                if (sql.mid(i, 2) == QLatin1String("/*")) {
                    ++nesting;
                    i += 2;
                } else if (sql.mid(i, 2) == QLatin1String("*/")) {
                    --nesting;
                    i += 2;
                } else {
                    ++i;
                }
            } while (i < n && nesting > 0);
            continue;
        }
        const int start = i;
        // E'…' (backslash escapes), and plain '…' with doubled quotes.
        const bool escapeString = (c == QLatin1Char('E') || c == QLatin1Char('e')) && next == QLatin1Char('\'') &&
                                  (i == 0 || !isWordChar(sql.at(i - 1)));
        if (c == QLatin1Char('\'') || escapeString) {
            i += escapeString ? 2 : 1;
            while (i < n) {
                const QChar q = sql.at(i);
                if (escapeString && q == QLatin1Char('\\')) {
                    i += 2;
                    continue;
                }
                ++i;
                if (q == QLatin1Char('\'')) {
                    if (i < n && sql.at(i) == QLatin1Char('\'')) {
                        ++i;
                        continue;
                    }
                    break;
                }
            }
            add(Token::Kind::String, start, qMin(i, n), sql.mid(start, i - start));
            continue;
        }
        if (c == QLatin1Char('"')) {
            QString name;
            ++i;
            while (i < n) {
                const QChar q = sql.at(i++);
                if (q == QLatin1Char('"')) {
                    if (i < n && sql.at(i) == QLatin1Char('"')) {
                        name += q;
                        ++i;
                        continue;
                    }
                    break;
                }
                name += q;
            }
            add(Token::Kind::QuotedName, start, qMin(i, n), name);
            continue;
        }
        if (c == QLatin1Char('$')) { // $$ … $$ or $tag$ … $tag$ (a tag may hold digits, not start with one)
            int j = i + 1;
            if (j < n && !sql.at(j).isDigit())
                while (j < n && (sql.at(j).isLetterOrNumber() || sql.at(j) == QLatin1Char('_')))
                    ++j;
            if (j < n && sql.at(j) == QLatin1Char('$')) {
                const QString tag = sql.mid(i, j - i + 1);
                const int close = int(sql.indexOf(tag, j + 1));
                i = close < 0 ? n : close + int(tag.size());
                add(Token::Kind::String, start, i, sql.mid(start, i - start));
                continue;
            }
        }
        if (isWordStart(c)) {
            while (i < n && isWordChar(sql.at(i)))
                ++i;
            add(Token::Kind::Word, start, i, sql.mid(start, i - start));
            continue;
        }
        if (c.isDigit()) {
            while (i < n && (sql.at(i).isLetterOrNumber() || sql.at(i) == QLatin1Char('.')))
                ++i;
            add(Token::Kind::Number, start, i, sql.mid(start, i - start));
            continue;
        }
        if (c == QLatin1Char(')'))
            depth = qMax(0, depth - 1);
        add(Token::Kind::Symbol, start, i + 1, QString(c));
        if (c == QLatin1Char('('))
            ++depth;
        ++i;
    }
}

bool SqlTokens::is(int i, const char* word) const {
    return i >= 0 && i < size() && m_tokens.at(i).kind == Token::Kind::Word &&
           m_tokens.at(i).text.compare(QLatin1String(word), Qt::CaseInsensitive) == 0;
}

bool SqlTokens::are(int i, std::initializer_list<const char*> words) const {
    for (const char* word : words)
        if (!is(i++, word))
            return false;
    return true;
}

bool SqlTokens::isSymbol(int i, char c) const {
    return i >= 0 && i < size() && m_tokens.at(i).kind == Token::Kind::Symbol && m_tokens.at(i).text == QLatin1Char(c);
}

bool SqlTokens::isName(int i) const {
    return i >= 0 && i < size() &&
           (m_tokens.at(i).kind == Token::Kind::Word || m_tokens.at(i).kind == Token::Kind::QuotedName);
}

int SqlTokens::find(const char* word, int from, int to, int depth) const {
    for (int i = qMax(0, from); i < qMin(to, size()); ++i)
        if (m_tokens.at(i).depth == depth && is(i, word))
            return i;
    return -1;
}

QString SqlTokens::text(int from, int to) const {
    if (from < 0 || from >= to || to > size())
        return {};
    const int start = m_tokens.at(from).start;
    return m_sql.mid(start, m_tokens.at(to - 1).end - start);
}

QList<QPair<int, int>> SqlTokens::splitOnCommas(int from, int to, int depth) const {
    QList<QPair<int, int>> parts;
    int first = from;
    for (int i = from; i < qMin(to, size()); ++i) {
        if (isSymbol(i, ',') && m_tokens.at(i).depth == depth) {
            parts.append({first, i});
            first = i + 1;
        }
    }
    if (first < to)
        parts.append({first, qMin(to, size())});
    return parts;
}

QString SqlTokens::readName(int* i, bool sqlite) const {
    QString name;
    while (isName(*i)) {
        const Token& t = m_tokens.at(*i);
        name = t.kind == Token::Kind::QuotedName || sqlite ? t.text : t.text.toLower();
        ++*i;
        if (!isSymbol(*i, '.') || !isName(*i + 1))
            break;
        ++*i; // schema.name: the name is the last part
    }
    return name;
}

} // namespace metadesk
