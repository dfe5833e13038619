#pragma once

#include <QList>
#include <QString>

#include <initializer_list>

namespace metadesk {

/// One statement's SQL as words, names, literals and symbols: what MigrationLint scans for keywords.
///
/// Comments are dropped; string literals ('…', E'…', $tag$…$tag$) and numbers become single tokens whose content is
/// never read as keywords, so `'DROP TABLE x'` inside a literal is not a DROP TABLE. Not a parser: it only knows
/// where each token starts and ends, and how parentheses nest.
class SqlTokens {
public:
    struct Token {
        enum class Kind { Word, QuotedName, String, Number, Symbol };
        Kind kind = Kind::Symbol;
        /// Word: as written; QuotedName: the name without its quotes; Symbol: the character; String/Number: as written.
        QString text;
        int start = 0; ///< offset in the statement
        int end = 0;   ///< offset after the token
        int depth = 0; ///< parentheses open around it (an opening parenthesis is outside itself, its closing one too)
    };

    explicit SqlTokens(const QString& sql);

    int size() const { return int(m_tokens.size()); }
    const Token& at(int i) const { return m_tokens.at(i); }
    /// Whether token i is the keyword `word` (a Word, any case).
    bool is(int i, const char* word) const;
    /// Whether the tokens from i on are these keywords, in order.
    bool are(int i, std::initializer_list<const char*> words) const;
    /// Whether token i is the symbol `c`.
    bool isSymbol(int i, char c) const;
    /// Whether token i can name a table, column or index (a word or a quoted name).
    bool isName(int i) const;
    /// The first token from `from` (up to `to`) at parenthesis depth `depth` that is the keyword `word`, or -1.
    int find(const char* word, int from, int to, int depth) const;
    /// The statement's text from the start of token `from` to the end of token `to - 1`.
    QString text(int from, int to) const;
    /// The ranges [first, last) of tokens between `from` and `to` separated by commas at depth `depth`.
    QList<QPair<int, int>> splitOnCommas(int from, int to, int depth) const;
    /// Reads a possibly schema-qualified name at *i (advancing past it): its last part as the engine folds it
    /// (PostgreSQL lower-cases an unquoted name; SQLite keeps it and compares without case). Empty when no name is
    /// there.
    QString readName(int* i, bool sqlite) const;

private:
    QString m_sql;
    QList<Token> m_tokens;
};

} // namespace metadesk
