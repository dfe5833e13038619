#include "SqlScript.h"

#include <QStringList>
#include <QStringView>

namespace metadesk {

namespace {

enum class TokenKind { Space, LineComment, BlockComment, Word, Number, String, QuotedName, DollarString, Symbol };

struct Token {
    TokenKind kind;
    qsizetype begin;
    qsizetype end;
};

bool isAsciiLetter(QChar c) {
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z'));
}

bool isAsciiDigit(QChar c) {
    return c >= QLatin1Char('0') && c <= QLatin1Char('9');
}

/// PostgreSQL's whitespace; any other non-ASCII character belongs to a name (as its bytes do in scan.l).
bool isSpace(QChar c) {
    return c == QLatin1Char(' ') || c == QLatin1Char('\t') || c == QLatin1Char('\n') || c == QLatin1Char('\r') ||
           c == QLatin1Char('\f') || c == QLatin1Char('\v');
}

bool isNameStart(QChar c) {
    return isAsciiLetter(c) || c == QLatin1Char('_') || c.unicode() >= 0x80;
}

/// Names go on with digits and `$` (`fn1`, `a$b`); dollar-quote tags with digits only.
bool isNameChar(QChar c) {
    return isNameStart(c) || isAsciiDigit(c) || c == QLatin1Char('$');
}

bool isTagChar(QChar c) {
    return isNameStart(c) || isAsciiDigit(c);
}

/// Tells where each of PostgreSQL's tokens ends, as far as splitting and recognising statements need it.
class Lexer {
public:
    explicit Lexer(const QString& text) : m_s(text), m_n(text.size()) {}

    QList<Token> tokens() const {
        QList<Token> out;
        qsizetype i = 0;
        while (i < m_n) {
            const Token t = next(i);
            out.append(t);
            i = t.end;
        }
        return out;
    }

private:
    QChar at(qsizetype i) const { return i < m_n ? m_s.at(i) : QChar(); }

    Token next(qsizetype i) const {
        const QChar c = m_s.at(i);
        const QChar c1 = at(i + 1);
        if (isSpace(c)) {
            qsizetype j = i + 1;
            while (j < m_n && isSpace(m_s.at(j)))
                ++j;
            return {TokenKind::Space, i, j};
        }
        if (c == QLatin1Char('-') && c1 == QLatin1Char('-'))
            return {TokenKind::LineComment, i, lineCommentEnd(i)};
        if (c == QLatin1Char('/') && c1 == QLatin1Char('*'))
            return {TokenKind::BlockComment, i, blockCommentEnd(i)};
        if (c == QLatin1Char('\''))
            return {TokenKind::String, i, quotedEnd(i, false)};
        if (c == QLatin1Char('"'))
            return {TokenKind::QuotedName, i, quotedEnd(i, false)};
        if (c == QLatin1Char('$'))
            return dollar(i);
        if (isNameStart(c))
            return word(i);
        if (isAsciiDigit(c) || (c == QLatin1Char('.') && isAsciiDigit(c1))) {
            qsizetype j = i + 1;
            while (j < m_n && (isAsciiLetter(m_s.at(j)) || isAsciiDigit(m_s.at(j)) || m_s.at(j) == QLatin1Char('_') ||
                               m_s.at(j) == QLatin1Char('.')))
                ++j;
            return {TokenKind::Number, i, j};
        }
        return {TokenKind::Symbol, i, i + 1};
    }

    /// `--` up to (not including) the end of the line.
    qsizetype lineCommentEnd(qsizetype i) const {
        while (i < m_n && m_s.at(i) != QLatin1Char('\n') && m_s.at(i) != QLatin1Char('\r'))
            ++i;
        return i;
    }

    /// `/* … */`, where each `/*` inside opens one more level.
    qsizetype blockCommentEnd(qsizetype i) const {
        int depth = 1;
        i += 2;
        while (i < m_n) {
            if (m_s.at(i) == QLatin1Char('/') && at(i + 1) == QLatin1Char('*')) {
                ++depth;
                i += 2;
            } else if (m_s.at(i) == QLatin1Char('*') && at(i + 1) == QLatin1Char('/')) {
                i += 2;
                if (--depth == 0)
                    return i;
            } else {
                ++i;
            }
        }
        return m_n;
    }

    /// A quoted string or name opening at `i`: a doubled quote escapes it, in an escape string also a backslash.
    /// Unterminated, it runs to the end (the database then says so).
    qsizetype quotedEnd(qsizetype i, bool backslashEscapes) const {
        const QChar quote = m_s.at(i);
        qsizetype j = i + 1;
        while (j < m_n) {
            const QChar c = m_s.at(j);
            if (backslashEscapes && c == QLatin1Char('\\')) {
                j += 2;
            } else if (c == quote) {
                if (at(j + 1) != quote)
                    return j + 1;
                j += 2;
            } else {
                ++j;
            }
        }
        return m_n;
    }

    /// An escape string opening at `i` (its quote), with its continuations: a string that follows after whitespace
    /// holding a newline (and maybe `--` comments) is the same string, so its backslashes escape too.
    qsizetype escapeStringEnd(qsizetype i) const {
        qsizetype end = quotedEnd(i, true);
        for (;;) {
            qsizetype j = end;
            bool newline = false;
            while (j < m_n) {
                const QChar c = m_s.at(j);
                if (isSpace(c)) {
                    newline = newline || c == QLatin1Char('\n') || c == QLatin1Char('\r');
                    ++j;
                } else if (c == QLatin1Char('-') && at(j + 1) == QLatin1Char('-')) {
                    j = lineCommentEnd(j);
                } else {
                    break;
                }
            }
            if (!newline || at(j) != QLatin1Char('\''))
                return end;
            end = quotedEnd(j, true);
        }
    }

    /// `$1` (a parameter), `$tag$ … $tag$` or `$$ … $$` (a dollar quote), or a lone `$`.
    Token dollar(qsizetype i) const {
        qsizetype j = i + 1;
        if (isAsciiDigit(at(j))) {
            while (isAsciiDigit(at(j)))
                ++j;
            return {TokenKind::Number, i, j};
        }
        if (isNameStart(at(j)))
            while (isTagChar(at(j)))
                ++j;
        if (at(j) != QLatin1Char('$'))
            return {TokenKind::Symbol, i, i + 1};
        const QString tag = m_s.mid(i, j - i + 1);
        const qsizetype close = m_s.indexOf(tag, j + 1);
        return {TokenKind::DollarString, i, close < 0 ? m_n : close + tag.size()};
    }

    /// A name or key word, or a one-letter prefix that makes the string after it special: `E'…'` escape strings,
    /// `U&'…'` and `U&"…"`, `N'…'`, `B'…'`, `X'…'` (these read like standard strings).
    Token word(qsizetype i) const {
        qsizetype j = i + 1;
        while (j < m_n && isNameChar(m_s.at(j)))
            ++j;
        if (j == i + 1) {
            const char16_t c = m_s.at(i).toLower().unicode();
            const QChar after = at(j);
            if (c == u'e' && after == QLatin1Char('\''))
                return {TokenKind::String, i, escapeStringEnd(j)};
            if ((c == u'n' || c == u'b' || c == u'x') && after == QLatin1Char('\''))
                return {TokenKind::String, i, quotedEnd(j, false)};
            if (c == u'u' && after == QLatin1Char('&') && at(j + 1) == QLatin1Char('\''))
                return {TokenKind::String, i, quotedEnd(j + 1, false)};
            if (c == u'u' && after == QLatin1Char('&') && at(j + 1) == QLatin1Char('"'))
                return {TokenKind::QuotedName, i, quotedEnd(j + 1, false)};
        }
        return {TokenKind::Word, i, j};
    }

    const QString& m_s;
    const qsizetype m_n;
};

bool isInsignificant(const Token& t) {
    return t.kind == TokenKind::Space || t.kind == TokenKind::LineComment || t.kind == TokenKind::BlockComment;
}

/// The tokens of a statement that mean something, comments and whitespace left out: what the parser sees.
class Significant {
public:
    /// The first statement of `sql`: up to its first semicolon outside parentheses.
    explicit Significant(const QString& sql) : m_sql(sql) {
        int parens = 0;
        for (const Token& t : Lexer(sql).tokens()) {
            if (isInsignificant(t))
                continue;
            if (isSymbol(t, u'('))
                ++parens;
            else if (isSymbol(t, u')') && parens > 0)
                --parens;
            else if (isSymbol(t, u';') && parens == 0)
                break;
            m_tokens.append(t);
        }
    }

    qsizetype size() const { return m_tokens.size(); }
    QStringView text(qsizetype k) const {
        return QStringView(m_sql).mid(m_tokens.at(k).begin, m_tokens.at(k).end - m_tokens.at(k).begin);
    }
    /// Whether token `k` is the key word `keyword` (upper case), not a quoted name that reads like it.
    bool is(qsizetype k, const char* keyword) const {
        return k >= 0 && k < size() && m_tokens.at(k).kind == TokenKind::Word &&
               text(k).compare(QLatin1String(keyword), Qt::CaseInsensitive) == 0;
    }
    bool isSymbol(qsizetype k, char16_t c) const { return k >= 0 && k < size() && isSymbol(m_tokens.at(k), c); }
    const Token& at(qsizetype k) const { return m_tokens.at(k); }
    /// The index after the `)` that closes the `(` at `k`.
    qsizetype afterParentheses(qsizetype k) const {
        int depth = 0;
        for (; k < size(); ++k) {
            if (isSymbol(k, u'('))
                ++depth;
            else if (isSymbol(k, u')') && --depth == 0)
                return k + 1;
        }
        return size();
    }

private:
    bool isSymbol(const Token& t, char16_t c) const {
        return t.kind == TokenKind::Symbol && m_sql.at(t.begin).unicode() == c;
    }

    const QString& m_sql;
    QList<Token> m_tokens;
};

/// REINDEX [(options)] {INDEX|TABLE|SCHEMA|DATABASE|SYSTEM} [CONCURRENTLY] name: concurrently, or a whole schema,
/// database or system (which commits per table), is refused inside a transaction block.
bool reindexRefusesTransaction(const Significant& t) {
    qsizetype k = 1;
    bool concurrently = false;
    if (t.isSymbol(k, u'(')) {
        const qsizetype end = t.afterParentheses(k);
        for (qsizetype o = k + 1; o < end - 1; ++o) {
            if (!t.is(o, "CONCURRENTLY"))
                continue;
            const bool off = t.is(o + 1, "FALSE") || t.is(o + 1, "OFF") ||
                             (t.at(o + 1).kind == TokenKind::Number && t.text(o + 1) == u"0") ||
                             (t.at(o + 1).kind == TokenKind::String &&
                              (t.text(o + 1).compare(u"'false'", Qt::CaseInsensitive) == 0 ||
                               t.text(o + 1).compare(u"'off'", Qt::CaseInsensitive) == 0 || t.text(o + 1) == u"'0'"));
            concurrently = !off;
        }
        k = end;
    }
    return concurrently || t.is(k, "SCHEMA") || t.is(k, "DATABASE") || t.is(k, "SYSTEM") || t.is(k + 1, "CONCURRENTLY");
}

/// Bodies that hold statements of their own, so that a semicolon inside them does not end the statement.
enum class Body { None, Routine, Trigger };

Body bodyOf(const QStringList& head) {
    auto word = [&](int k) { return k < head.size() ? head.at(k) : QString(); };
    if (word(0) != QLatin1String("CREATE"))
        return Body::None;
    const int kind = word(1) == QLatin1String("OR") && word(2) == QLatin1String("REPLACE") ? 3 : 1;
    if (word(kind) == QLatin1String("FUNCTION") || word(kind) == QLatin1String("PROCEDURE"))
        return Body::Routine;
    if (word(1) == QLatin1String("TRIGGER") ||
        ((word(1) == QLatin1String("TEMP") || word(1) == QLatin1String("TEMPORARY")) &&
         word(2) == QLatin1String("TRIGGER")))
        return Body::Trigger;
    return Body::None;
}

} // namespace

bool SqlScript::refusesTransaction(const QString& sql) {
    const Significant t(sql);
    if (t.is(0, "VACUUM"))
        return true;
    if (t.is(0, "CREATE") || t.is(0, "DROP")) {
        const qsizetype index = t.is(0, "CREATE") && t.is(1, "UNIQUE") ? 2 : 1;
        return (t.is(index, "INDEX") && t.is(index + 1, "CONCURRENTLY")) || t.is(1, "DATABASE") ||
               t.is(1, "TABLESPACE");
    }
    if (t.is(0, "ALTER")) {
        if (t.is(1, "SYSTEM"))
            return true;
        if (t.is(1, "DATABASE"))
            return t.is(3, "SET") && t.is(4, "TABLESPACE");
        if (t.is(1, "TABLE")) {
            // DETACH PARTITION … CONCURRENTLY stands alone in its ALTER TABLE, so CONCURRENTLY ends the statement.
            for (qsizetype k = 2; k + 1 < t.size(); ++k)
                if (t.is(k, "DETACH") && t.is(k + 1, "PARTITION"))
                    return t.is(t.size() - 1, "CONCURRENTLY");
        }
        return false;
    }
    if (t.is(0, "REINDEX"))
        return reindexRefusesTransaction(t);
    if (t.is(0, "CLUSTER")) { // without a table it clusters every table, one transaction each
        const qsizetype k = t.isSymbol(1, u'(') ? t.afterParentheses(1) : t.is(1, "VERBOSE") ? 2 : 1;
        return k >= t.size();
    }
    return t.is(0, "DISCARD") && t.is(1, "ALL");
}

QString SqlScript::concurrentIndexName(const QString& sql) {
    const Significant t(sql);
    qsizetype k = t.is(1, "UNIQUE") ? 2 : 1;
    if (!t.is(0, "CREATE") || !t.is(k, "INDEX") || !t.is(k + 1, "CONCURRENTLY"))
        return {};
    k += 2;
    if (t.is(k, "IF") && t.is(k + 1, "NOT") && t.is(k + 2, "EXISTS"))
        k += 3;
    if (k >= t.size() || t.is(k, "ON")) // no name: PostgreSQL makes one up
        return {};
    const QStringView name = t.text(k);
    if (t.at(k).kind == TokenKind::QuotedName && name.startsWith(QLatin1Char('"'))) {
        QString unquoted = name.mid(1, name.size() - 2).toString();
        return unquoted.replace(QStringLiteral("\"\""), QStringLiteral("\""));
    }
    if (t.at(k).kind != TokenKind::Word) // U&"…" would need its escapes decoded
        return {};
    QString folded = name.toString(); // PostgreSQL folds unquoted names, ASCII letters only
    for (QChar& c : folded)
        if (c >= QLatin1Char('A') && c <= QLatin1Char('Z'))
            c = QChar(c.unicode() + ('a' - 'A'));
    return folded;
}

QList<SqlScript::Statement> SqlScript::split(const QString& script, int firstLine) {
    const QList<Token> tokens = Lexer(script).tokens();
    QList<Statement> out;
    QString current;
    int line = firstLine;
    int startLine = -1;
    QStringList head;   // the statement's first words, upper case: what kind of statement it is
    bool sawOn = false; // a trigger's ON table: its body's BEGIN comes after it
    int parens = 0;
    int blocks = 0; // BEGIN [ATOMIC] / CASE … END nesting inside a body

    auto flush = [&]() {
        qsizetype from = 0, to = current.size();
        while (from < to && isSpace(current.at(from)))
            ++from;
        while (to > from && isSpace(current.at(to - 1)))
            --to;
        if (to > from) {
            const QString sql = current.mid(from, to - from);
            out.append({sql, startLine < 0 ? line : startLine, int(out.size()) + 1, refusesTransaction(sql)});
        }
        current.clear();
        startLine = -1;
        head.clear();
        sawOn = false;
        parens = 0;
        blocks = 0;
    };
    auto textOf = [&](qsizetype k) {
        return QStringView(script).mid(tokens.at(k).begin, tokens.at(k).end - tokens.at(k).begin);
    };
    auto significant = [&](qsizetype k, int step) {
        for (k += step; k >= 0 && k < tokens.size(); k += step)
            if (!isInsignificant(tokens.at(k)))
                return k;
        return qsizetype(-1);
    };
    auto isSymbolAt = [&](qsizetype k, char16_t c) {
        return k >= 0 && tokens.at(k).kind == TokenKind::Symbol && script.at(tokens.at(k).begin).unicode() == c;
    };
    auto isWordAt = [&](qsizetype k, const char* word) {
        return k >= 0 && tokens.at(k).kind == TokenKind::Word &&
               textOf(k).compare(QLatin1String(word), Qt::CaseInsensitive) == 0;
    };
    // BEGIN, CASE and END at the body's own level (as psql counts them); `t.end` is a column, not a key word.
    auto trackBody = [&](qsizetype k, const QString& word) {
        const Body body = bodyOf(head);
        if (body == Body::None || parens > 0 || isSymbolAt(significant(k, -1), u'.'))
            return;
        if (word == QLatin1String("BEGIN") && blocks == 0) {
            const qsizetype after = significant(k, 1);
            // A routine's body is BEGIN ATOMIC; a trigger's BEGIN comes after ON (the name before may be "begin"),
            // and `begin(` would be a function of that name.
            const bool opens = body == Body::Routine
                                   ? isWordAt(after, "ATOMIC")
                                   : sawOn && !isSymbolAt(after, u'(') && !isWordAt(significant(k, -1), "ON");
            if (opens)
                blocks = 1;
        } else if (word == QLatin1String("CASE") && blocks > 0) {
            ++blocks;
        } else if (word == QLatin1String("END") && blocks > 0) {
            --blocks;
        }
    };

    for (qsizetype k = 0; k < tokens.size(); ++k) {
        const Token& t = tokens.at(k);
        const QStringView text = textOf(k);
        switch (t.kind) {
        case TokenKind::Space:
            current += text;
            break;
        case TokenKind::LineComment: // left out; the line break after it stays
            break;
        case TokenKind::BlockComment:
            current += QLatin1Char(' ');
            break;
        default:
            if (isSymbolAt(k, u';') && parens == 0 && blocks == 0) {
                flush();
                break;
            }
            if (startLine < 0)
                startLine = line;
            if (isSymbolAt(k, u'('))
                ++parens;
            else if (isSymbolAt(k, u')') && parens > 0)
                --parens;
            if (t.kind == TokenKind::Word) {
                const QString word = text.toString().toUpper();
                if (head.size() < 4 && parens == 0)
                    head << word;
                trackBody(k, word);
                sawOn = sawOn || (word == QLatin1String("ON") && parens == 0);
            }
            current += text;
        }
        line += int(text.count(QLatin1Char('\n')));
    }
    flush();
    return out;
}

} // namespace metadesk
