#include "JsonDiff.h"

#include "RawJson.h"

#include "core/edit/JsonText.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

#include <dtl/dtl.hpp>

#include <algorithm>
#include <vector>

namespace metadesk {

namespace {

// --- canonical JSON -------------------------------------------------------------------------------------------------

void appendString(QString& out, const QString& s) {
    out += QLatin1Char('"');
    for (const QChar c : s) {
        switch (c.unicode()) {
        case '"':
            out += QLatin1String("\\\"");
            break;
        case '\\':
            out += QLatin1String("\\\\");
            break;
        case '\b':
            out += QLatin1String("\\b");
            break;
        case '\f':
            out += QLatin1String("\\f");
            break;
        case '\n':
            out += QLatin1String("\\n");
            break;
        case '\r':
            out += QLatin1String("\\r");
            break;
        case '\t':
            out += QLatin1String("\\t");
            break;
        default:
            if (c.unicode() < 0x20)
                out += QStringLiteral("\\u%1").arg(int(c.unicode()), 4, 16, QLatin1Char('0'));
            else
                out += c;
        }
    }
    out += QLatin1Char('"');
}

void appendIndent(QString& out, int n) {
    static const QString spaces(64, QLatin1Char(' '));
    for (; n > 0; n -= 64)
        out += QStringView(spaces).left(std::min(n, 64));
}

bool isJsonSpace(QChar c) {
    return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r';
}

/// Lays out one valid JSON text canonically: members of an object ordered by key, two spaces a level, one member or
/// item a line, `{}`/`[]` for empty ones, and every token (numbers, strings with their escapes, true, false, null)
/// exactly as stored. Nothing is read through a double or decoded into characters, so 12345678901234567890 and
/// 12345678901234567891 stay two values and `1.0` stays `1.0`. The text must already be known to be JSON.
class CanonicalPrinter {
public:
    explicit CanonicalPrinter(QStringView text) : m_s(text) { m_out.reserve(text.size() + text.size() / 4); }

    QString print() {
        value(0);
        return std::move(m_out);
    }

private:
    void skipSpace() {
        while (m_i < m_s.size() && isJsonSpace(m_s.at(m_i)))
            ++m_i;
    }
    QStringView stringToken() {
        const qsizetype start = m_i++;
        while (m_i < m_s.size() && m_s.at(m_i) != u'"')
            m_i += m_s.at(m_i) == u'\\' ? 2 : 1;
        ++m_i;
        return m_s.mid(start, m_i - start);
    }
    QStringView scalarToken() {
        const qsizetype start = m_i;
        while (m_i < m_s.size() && !isJsonSpace(m_s.at(m_i)) && m_s.at(m_i) != u',' && m_s.at(m_i) != u']' &&
               m_s.at(m_i) != u'}')
            ++m_i;
        return m_s.mid(start, m_i - start);
    }
    void value(int indent) {
        skipSpace();
        const QChar c = m_s.at(m_i);
        if (c == u'"')
            m_out += stringToken();
        else if (c == u'[')
            array(indent);
        else if (c == u'{')
            object(indent);
        else
            m_out += scalarToken();
    }
    void array(int indent) {
        ++m_i;
        skipSpace();
        if (m_s.at(m_i) == u']') {
            ++m_i;
            m_out += QLatin1String("[]");
            return;
        }
        m_out += QLatin1String("[\n");
        for (;;) {
            appendIndent(m_out, indent + 2);
            value(indent + 2);
            skipSpace();
            if (m_s.at(m_i++) != u',')
                break; // the closing ']'
            m_out += QLatin1String(",\n");
        }
        m_out += QLatin1Char('\n');
        appendIndent(m_out, indent);
        m_out += QLatin1Char(']');
    }
    /// A member of an object being printed: where its printed text is in m_out, and its key to order by.
    struct Member {
        QStringView name; ///< the key's text without its quotes
        QString decoded;  ///< the key with its escapes decoded, when it has any
        qsizetype start = 0;
        qsizetype end = 0;
        QStringView order() const { return decoded.isNull() ? name : QStringView(decoded); }
    };

    /// Members are printed as they come; only an object whose keys are not in order has its members' printed text
    /// moved (stably: a key stored twice keeps its stored order). One pass over the text, nothing parsed twice, and
    /// the member list and the scratch text are reused from object to object (a 10 MB flow has 100,000 objects).
    void object(int indent) {
        ++m_i;
        skipSpace();
        if (m_s.at(m_i) == u'}') {
            ++m_i;
            m_out += QLatin1String("{}");
            return;
        }
        m_out += QLatin1String("{\n");
        const qsizetype first = m_members.size();
        bool sorted = true;
        for (;;) {
            skipSpace();
            Member m;
            m.start = m_out.size();
            appendIndent(m_out, indent + 2);
            const QStringView key = stringToken();
            m.name = key.mid(1, key.size() - 2);
            if (m.name.contains(QLatin1Char('\\')))
                m.decoded = RawJson::decodedString(key);
            m_out += key;
            m_out += QLatin1String(": ");
            skipSpace();
            ++m_i; // ':'
            value(indent + 2);
            m.end = m_out.size();
            // By UTF-16 code unit: one order whatever the locale.
            if (m_members.size() > first && m.order() < m_members.constLast().order())
                sorted = false;
            m_members.append(std::move(m));
            skipSpace();
            if (m_s.at(m_i++) != u',')
                break; // the closing '}'
            m_out += QLatin1String(",\n");
        }
        if (!sorted) {
            const qsizetype base = m_members.at(first).start; // the first member as stored
            const auto begin = m_members.begin() + first;
            std::stable_sort(begin, m_members.end(),
                             [](const Member& x, const Member& y) { return x.order() < y.order(); });
            m_scratch.truncate(0);
            m_scratch.append(QStringView(m_out).mid(base));
            m_out.truncate(base);
            for (auto it = begin; it != m_members.end(); ++it) {
                if (it != begin)
                    m_out += QLatin1String(",\n");
                m_out += QStringView(m_scratch).mid(it->start - base, it->end - it->start);
            }
        }
        m_members.resize(first);
        m_out += QLatin1Char('\n');
        appendIndent(m_out, indent);
        m_out += QLatin1Char('}');
    }

    QStringView m_s;
    qsizetype m_i = 0;
    QString m_out;
    QList<Member> m_members; ///< the members of the objects open now, innermost last
    QString m_scratch;
};

/// A text that is not JSON, cut into lines as stored: a line keeps a carriage return before its line feed (so CR LF
/// and LF lines differ, as the bytes do), and one final line feed is not an extra empty line but said apart.
QStringList textLines(const QString& text, bool* endsWithNewline) {
    *endsWithNewline = text.endsWith(QLatin1Char('\n'));
    QStringList lines = text.split(QLatin1Char('\n'));
    if (*endsWithNewline)
        lines.removeLast();
    return lines;
}

// --- bounded dtl ----------------------------------------------------------------------------------------------------

/// An element dtl compares: the interned text (id) and its position in its own sequence.
struct Tok {
    int id = 0;
    int index = 0;
    bool operator==(const Tok& o) const { return id == o.id; }
};

/// The work bound. Past `left` comparisons every comparison answers "equal" only on the diagonal that leads straight to
/// the end of both sequences (j - i == delta), so dtl's O(NP) loop ends in its current round in linear time; the
/// script it then returns is not a real alignment and the caller throws it away (exceeded). dtl itself has no cut-off.
struct Budget {
    qint64 left = 0;
    qint64 delta = 0; ///< size of the second sequence minus the first
    bool exceeded = false;
};

class BudgetCompare : public dtl::Compare<Tok> {
public:
    BudgetCompare() = default;
    explicit BudgetCompare(Budget* budget) : m_budget(budget) {}
    // dtl passes the first sequence's element first, swapped or not.
    bool impl(const Tok& a, const Tok& b) const override {
        if (!m_budget->exceeded && --m_budget->left >= 0)
            return a.id == b.id;
        m_budget->exceeded = true;
        return qint64(b.index) - qint64(a.index) == m_budget->delta;
    }

private:
    Budget* m_budget = nullptr;
};

enum class Op { Common, Delete, Add };

/// dtl's shortest edit script of `a` → `b`; false (and nothing in *ops) when the budget ran out first. *used: the
/// comparisons it took.
bool editScript(const std::vector<Tok>& a, const std::vector<Tok>& b, qint64 budget, std::vector<Op>* ops,
                qint64* used = nullptr) {
    Budget state;
    state.left = budget;
    state.delta = qint64(b.size()) - qint64(a.size());
    dtl::Diff<Tok, std::vector<Tok>, BudgetCompare> diff(a, b, BudgetCompare(&state));
    diff.compose();
    if (used)
        *used = budget - std::max<qint64>(state.left, 0);
    if (state.exceeded)
        return false;
    const auto seq = diff.getSes().getSequence();
    ops->reserve(seq.size());
    for (const auto& e : seq)
        ops->push_back(e.second.type == dtl::SES_COMMON   ? Op::Common
                       : e.second.type == dtl::SES_DELETE ? Op::Delete
                                                          : Op::Add);
    return true;
}

template <typename Key>
std::vector<Tok> intern(const QList<Key>& items, qsizetype from, qsizetype to, QHash<Key, int>* ids) {
    std::vector<Tok> out;
    out.reserve(size_t(to - from));
    for (qsizetype i = from; i < to; ++i) {
        auto it = ids->constFind(items.at(i));
        if (it == ids->constEnd())
            it = ids->insert(items.at(i), int(ids->size()));
        out.push_back(Tok{it.value(), int(i - from)});
    }
    return out;
}

// --- words ----------------------------------------------------------------------------------------------------------

struct Word {
    int start = 0;
    int length = 0;
    bool space = false;
};

bool isOperator(QChar c) {
    return QStringView(u"<>=!&|+-*/%^~").contains(c);
}

/// Words (letters, digits, '_'), runs of white space, operators (">=", "!="), and every other character alone
/// (quotes, colons, commas, brackets).
QList<Word> words(const QString& line) {
    QList<Word> out;
    int i = 0;
    const int n = int(line.size());
    while (i < n) {
        const QChar c = line.at(i);
        int j = i + 1;
        if (c.isLetterOrNumber() || c == QLatin1Char('_')) {
            while (j < n && (line.at(j).isLetterOrNumber() || line.at(j) == QLatin1Char('_')))
                ++j;
        } else if (c.isSpace()) {
            while (j < n && line.at(j).isSpace())
                ++j;
        } else if (isOperator(c)) {
            while (j < n && isOperator(line.at(j)))
                ++j;
        }
        out.append(Word{i, j - i, c.isSpace()});
        i = j;
    }
    return out;
}

void addSpan(QList<DiffSpan>* spans, int start, int length) {
    if (!spans->isEmpty() && spans->last().start + spans->last().length == start)
        spans->last().length += length;
    else
        spans->append(DiffSpan{start, length});
}

/// The whole line but its indentation.
QList<DiffSpan> wholeLine(const QString& line) {
    int start = 0;
    while (start < line.size() && line.at(start).isSpace())
        ++start;
    if (start >= line.size())
        return {};
    return {DiffSpan{start, int(line.size()) - start}};
}

/// Marks the words that differ between two paired lines. A space between two marked words is marked too, so that
/// "a b" → "c d" reads as one change rather than two.
void markWords(DiffRow* row, const JsonDiff::Options& options, qint64* documentBudget) {
    if (row->oldText.size() > options.maxWordLineLength || row->newText.size() > options.maxWordLineLength ||
        *documentBudget <= 0) {
        row->oldMarks = wholeLine(row->oldText);
        row->newMarks = wholeLine(row->newText);
        return;
    }
    const QList<Word> ow = words(row->oldText);
    const QList<Word> nw = words(row->newText);
    QList<QString> ot, nt;
    for (const Word& w : ow)
        ot.append(row->oldText.mid(w.start, w.length));
    for (const Word& w : nw)
        nt.append(row->newText.mid(w.start, w.length));
    QHash<QString, int> ids;
    const std::vector<Tok> a = intern(ot, 0, ot.size(), &ids);
    const std::vector<Tok> b = intern(nt, 0, nt.size(), &ids);
    std::vector<Op> ops;
    qint64 used = 0;
    const bool aligned = editScript(a, b, std::min(options.wordComparisons, *documentBudget), &ops, &used);
    *documentBudget -= std::max<qint64>(used, 1);
    if (!aligned) {
        row->oldMarks = wholeLine(row->oldText);
        row->newMarks = wholeLine(row->newText);
        return;
    }
    // Which tokens changed, then spans; a common space between two changed tokens of the same side joins them.
    std::vector<bool> oldChanged(ow.size(), false), newChanged(nw.size(), false);
    size_t i = 0, j = 0;
    for (Op op : ops) {
        if (op == Op::Common) {
            ++i;
            ++j;
        } else if (op == Op::Delete) {
            oldChanged[i++] = true;
        } else {
            newChanged[j++] = true;
        }
    }
    auto spans = [](const QList<Word>& w, std::vector<bool>& changed) {
        for (size_t k = 1; k + 1 < changed.size(); ++k)
            if (!changed[k] && w.at(qsizetype(k)).space && changed[k - 1] && changed[k + 1])
                changed[k] = true;
        QList<DiffSpan> out;
        for (size_t k = 0; k < changed.size(); ++k)
            if (changed[k])
                addSpan(&out, w.at(qsizetype(k)).start, w.at(qsizetype(k)).length);
        return out;
    };
    row->oldMarks = spans(ow, oldChanged);
    row->newMarks = spans(nw, newChanged);
}

} // namespace

// --- public ---------------------------------------------------------------------------------------------------------

QStringList DiffResult::notes(const QString& oldName, const QString& newName) const {
    QStringList out;
    if (!oldIsJson)
        out << JsonDiff::tr("%1 is compared as text, not as JSON. %2").arg(oldName, oldParseError);
    if (!newIsJson)
        out << JsonDiff::tr("%1 is compared as text, not as JSON. %2").arg(newName, newParseError);
    if (approximate)
        out << JsonDiff::tr("The two differ in too many lines to align them line by line quickly: the part that "
                            "differs is shown removed and added as a whole.");
    bool said = false;
    if (oldEndsWithNewline != newEndsWithNewline) {
        out << JsonDiff::tr("%1 ends with a line break, %2 does not.")
                   .arg(oldEndsWithNewline ? oldName : newName, oldEndsWithNewline ? newName : oldName);
        said = true;
    }
    if (oldCrLf != newCrLf) {
        out << JsonDiff::tr("%1 ends its lines with CR LF, %2 with LF alone.")
                   .arg(oldCrLf ? oldName : newName, oldCrLf ? newName : oldName);
        said = true;
    }
    if (identical() && !storedTextsEqual && !said)
        out << JsonDiff::tr("%1 and %2 are stored with different spacing or key order; every value is the same.")
                   .arg(oldName, newName);
    return out;
}

bool JsonDiff::canonicalize(const QString& text, QString* out, QString* error) {
    bool blank = true;
    for (const QChar c : text)
        blank = blank && isJsonSpace(c);
    const QString why = blank ? tr("It is empty.") : jsontext::problem(text);
    if (!why.isEmpty()) {
        if (error)
            *error = why;
        return false;
    }
    *out = CanonicalPrinter(text).print();
    return true;
}

DiffResult JsonDiff::compare(const QString& oldText, const QString& newText, const Options& options) {
    QString oldCanon, newCanon, oldWhy, newWhy;
    const bool oldJson = canonicalize(oldText, &oldCanon, &oldWhy);
    const bool newJson = canonicalize(newText, &newCanon, &newWhy);
    bool oldNewline = false, newNewline = false;
    const QStringList oldLines = oldJson ? oldCanon.split(QLatin1Char('\n')) : textLines(oldText, &oldNewline);
    const QStringList newLines = newJson ? newCanon.split(QLatin1Char('\n')) : textLines(newText, &newNewline);
    DiffResult result = compareLines(oldLines, newLines, options);
    // Where each changed line is, named as a path (only the changed ones: one pass over each side).
    QList<int> oldWanted, newWanted;
    for (const DiffRow& row : std::as_const(result.rows)) {
        if (row.kind == DiffRow::Kind::Equal)
            continue;
        if (oldJson && row.oldLine > 0)
            oldWanted << row.oldLine - 1;
        if (newJson && row.newLine > 0)
            newWanted << row.newLine - 1;
    }
    const QHash<int, QString> oldPaths = oldWanted.isEmpty() ? QHash<int, QString>() : linePaths(oldLines, oldWanted);
    const QHash<int, QString> newPaths = newWanted.isEmpty() ? QHash<int, QString>() : linePaths(newLines, newWanted);
    for (DiffRow& row : result.rows) {
        if (row.kind == DiffRow::Kind::Equal)
            continue;
        if (row.oldLine > 0)
            row.oldPath = oldPaths.value(row.oldLine - 1);
        if (row.newLine > 0)
            row.newPath = newPaths.value(row.newLine - 1);
    }
    result.oldIsJson = oldJson;
    result.newIsJson = newJson;
    result.oldParseError = oldWhy;
    result.newParseError = newWhy;
    result.storedTextsEqual = oldText == newText;
    if (!oldJson && !newJson) {
        result.oldEndsWithNewline = oldNewline;
        result.newEndsWithNewline = newNewline;
        result.oldCrLf = oldText.contains(QLatin1String("\r\n"));
        result.newCrLf = newText.contains(QLatin1String("\r\n"));
    }
    return result;
}

DiffResult JsonDiff::compareLines(const QStringList& a, const QStringList& b, const Options& options) {
    DiffResult result;
    result.rows.reserve(std::max(a.size(), b.size()));
    // The lines both share at the start and at the end: linear, and most versions differ in a few lines.
    qsizetype head = 0;
    while (head < a.size() && head < b.size() && a.at(head) == b.at(head))
        ++head;
    qsizetype tail = 0;
    while (tail < a.size() - head && tail < b.size() - head && a.at(a.size() - 1 - tail) == b.at(b.size() - 1 - tail))
        ++tail;
    const qsizetype aEnd = a.size() - tail, bEnd = b.size() - tail;

    auto equal = [&](qsizetype i, qsizetype j) {
        DiffRow row;
        row.kind = DiffRow::Kind::Equal;
        row.oldLine = int(i + 1);
        row.newLine = int(j + 1);
        row.oldText = a.at(i);
        row.newText = b.at(j);
        result.rows.append(std::move(row));
    };
    for (qsizetype i = 0; i < head; ++i)
        equal(i, i);

    // The middle, aligned by dtl on interned lines; its script's runs of deletions and additions between two common
    // lines pair up, in order, as changed lines (GitHub's split view does the same); the rest stay removed or added.
    std::vector<Op> ops;
    if (aEnd > head || bEnd > head) {
        QHash<QString, int> ids;
        const std::vector<Tok> ta = intern(a, head, aEnd, &ids);
        const std::vector<Tok> tb = intern(b, head, bEnd, &ids);
        if (!editScript(ta, tb, options.lineComparisons, &ops)) {
            result.approximate = true;
            ops.assign(size_t(aEnd - head), Op::Delete);
            ops.insert(ops.end(), size_t(bEnd - head), Op::Add);
        }
    }
    qsizetype i = head, j = head;
    qint64 wordBudget = options.documentWordComparisons;
    QList<qsizetype> dels, adds;
    auto flush = [&]() {
        const qsizetype pairs = std::min(dels.size(), adds.size());
        for (qsizetype k = 0; k < pairs; ++k) {
            DiffRow row;
            row.kind = DiffRow::Kind::Changed;
            row.oldLine = int(dels.at(k) + 1);
            row.newLine = int(adds.at(k) + 1);
            row.oldText = a.at(dels.at(k));
            row.newText = b.at(adds.at(k));
            if (result.approximate) { // a pairing by position only: no words to compare
                row.oldMarks = wholeLine(row.oldText);
                row.newMarks = wholeLine(row.newText);
            } else {
                markWords(&row, options, &wordBudget);
            }
            result.rows.append(std::move(row));
            ++result.changed;
        }
        for (qsizetype k = pairs; k < dels.size(); ++k) {
            DiffRow row;
            row.kind = DiffRow::Kind::Removed;
            row.oldLine = int(dels.at(k) + 1);
            row.oldText = a.at(dels.at(k));
            result.rows.append(std::move(row));
            ++result.removed;
        }
        for (qsizetype k = pairs; k < adds.size(); ++k) {
            DiffRow row;
            row.kind = DiffRow::Kind::Added;
            row.newLine = int(adds.at(k) + 1);
            row.newText = b.at(adds.at(k));
            result.rows.append(std::move(row));
            ++result.added;
        }
        dels.clear();
        adds.clear();
    };
    for (Op op : ops) {
        switch (op) {
        case Op::Common:
            flush();
            equal(i++, j++);
            break;
        case Op::Delete:
            dels.append(i++);
            break;
        case Op::Add:
            adds.append(j++);
            break;
        }
    }
    flush();
    for (qsizetype k = 0; k < tail; ++k)
        equal(aEnd + k, bEnd + k);
    return result;
}

namespace {
bool isName(QStringView key) {
    if (key.isEmpty() || !(key.front().isLetter() || key.front() == QLatin1Char('_')))
        return false;
    for (const QChar c : key)
        if (!(c.isLetterOrNumber() || c == QLatin1Char('_')))
            return false;
    return true;
}

} // namespace

QString JsonDiff::childPath(const QString& parent, const QString& key) {
    const bool root = parent.isEmpty() || parent == QLatin1String("$");
    if (isName(key))
        return root ? key : parent + QLatin1Char('.') + key;
    QString quoted;
    appendString(quoted, key);
    return parent + QLatin1Char('[') + quoted + QLatin1Char(']');
}

QHash<int, QString> JsonDiff::linePaths(const QStringList& lines, const QList<int>& wanted) {
    // The canonical form is regular: one value or one "key": value per line, an opening bracket last on its line, a
    // closing one first. So a stack of open containers is all a walk needs.
    struct Frame {
        QString path;
        bool array = false;
        int next = 0;
    };
    QHash<int, QString> out;
    QList<int> sorted = wanted;
    std::sort(sorted.begin(), sorted.end());
    qsizetype w = 0;
    QList<Frame> stack;
    const QString root = QStringLiteral("$");
    for (qsizetype i = 0; i < lines.size() && w < sorted.size(); ++i) {
        const QString& line = lines.at(i);
        qsizetype indent = 0;
        while (indent < line.size() && line.at(indent) == QLatin1Char(' '))
            ++indent;
        const QStringView rest = QStringView(line).mid(indent);
        const bool want = sorted.at(w) == i;
        if (rest.startsWith(QLatin1Char('}')) || rest.startsWith(QLatin1Char(']'))) {
            if (want)
                out.insert(int(i), stack.isEmpty() ? root : stack.last().path);
            if (!stack.isEmpty())
                stack.removeLast();
        } else {
            QStringView value = rest;
            QString key;
            const bool inObject = !stack.isEmpty() && !stack.last().array;
            int index = -1;
            if (inObject && rest.startsWith(QLatin1Char('"'))) {
                qsizetype end = 1;
                bool escaped = false;
                for (; end < rest.size(); ++end) {
                    if (escaped)
                        escaped = false;
                    else if (rest.at(end) == QLatin1Char('\\'))
                        escaped = true;
                    else if (rest.at(end) == QLatin1Char('"'))
                        break;
                }
                const QStringView token = rest.left(end + 1);
                key = RawJson::decodedString(token);
                value = rest.mid(end + 3); // past `": `
            } else if (!stack.isEmpty()) {
                index = stack.last().next++;
            }
            if (value.endsWith(QLatin1Char(',')))
                value.chop(1);
            const bool opens = value == QLatin1String("{") || value == QLatin1String("[");
            if (want || opens) {
                const QString parent = stack.isEmpty() ? QString() : stack.last().path;
                const QString path = stack.isEmpty() ? root
                                     : index >= 0
                                         ? parent + QLatin1Char('[') + QString::number(index) + QLatin1Char(']')
                                         : childPath(parent, key);
                if (want)
                    out.insert(int(i), path);
                if (opens)
                    stack.append(Frame{path, value == QLatin1String("["), 0});
            }
        }
        while (w < sorted.size() && sorted.at(w) <= i)
            ++w;
    }
    return out;
}

QList<DiffHunk> JsonDiff::hunks(const DiffResult& result, int context) {
    QList<DiffHunk> out;
    const int n = int(result.rows.size());
    context = std::max(0, context);
    int k = 0;
    while (k < n) {
        if (result.rows.at(k).kind == DiffRow::Kind::Equal) {
            ++k;
            continue;
        }
        const int first = std::max(0, k - context);
        int lastChange = k;
        // Extend while the next change is close enough that the unchanged run between would not be folded.
        for (int m = k + 1; m < n; ++m) {
            if (result.rows.at(m).kind == DiffRow::Kind::Equal)
                continue;
            if (m - lastChange - 1 > 2 * context)
                break;
            lastChange = m;
        }
        const int last = std::min(n - 1, lastChange + context);
        DiffHunk h;
        h.firstRow = first;
        h.rowCount = last - first + 1;
        for (int r = first; r <= last; ++r) {
            const DiffRow& row = result.rows.at(r);
            if (row.oldLine > 0) {
                if (h.oldCount++ == 0)
                    h.oldStart = row.oldLine;
            }
            if (row.newLine > 0) {
                if (h.newCount++ == 0)
                    h.newStart = row.newLine;
            }
        }
        // An empty side starts at the line before it, as diff -u writes it.
        auto lineBefore = [&](bool old) {
            for (int r = first - 1; r >= 0; --r) {
                const int line = old ? result.rows.at(r).oldLine : result.rows.at(r).newLine;
                if (line > 0)
                    return line;
            }
            return 0;
        };
        if (h.oldCount == 0)
            h.oldStart = lineBefore(true);
        if (h.newCount == 0)
            h.newStart = lineBefore(false);
        out.append(h);
        k = last + 1;
    }
    return out;
}

QString JsonDiff::unified(const DiffResult& result, const QString& oldName, const QString& newName, int context) {
    QString out;
    out += QLatin1String("--- ") + oldName + QLatin1Char('\n');
    out += QLatin1String("+++ ") + newName + QLatin1Char('\n');
    for (const DiffHunk& h : hunks(result, context)) {
        // After the second "@@", where the change is, as diff -p names the function (patch tools read past it).
        QString where;
        for (int r = h.firstRow; r < h.firstRow + h.rowCount && where.isEmpty(); ++r) {
            const DiffRow& row = result.rows.at(r);
            if (row.kind != DiffRow::Kind::Equal)
                where = row.newPath.isEmpty() ? row.oldPath : row.newPath;
        }
        out += QStringLiteral("@@ -%1,%2 +%3,%4 @@").arg(h.oldStart).arg(h.oldCount).arg(h.newStart).arg(h.newCount);
        if (!where.isEmpty())
            out += QLatin1Char(' ') + where;
        out += QLatin1Char('\n');
        QStringList minus, plus;
        auto flush = [&]() {
            for (const QString& l : std::as_const(minus))
                out += QLatin1Char('-') + l + QLatin1Char('\n');
            for (const QString& l : std::as_const(plus))
                out += QLatin1Char('+') + l + QLatin1Char('\n');
            minus.clear();
            plus.clear();
        };
        for (int r = h.firstRow; r < h.firstRow + h.rowCount; ++r) {
            const DiffRow& row = result.rows.at(r);
            switch (row.kind) {
            case DiffRow::Kind::Equal:
                flush();
                out += QLatin1Char(' ') + row.oldText + QLatin1Char('\n');
                break;
            case DiffRow::Kind::Removed:
                minus << row.oldText;
                break;
            case DiffRow::Kind::Added:
                plus << row.newText;
                break;
            case DiffRow::Kind::Changed:
                minus << row.oldText;
                plus << row.newText;
                break;
            }
        }
        flush();
    }
    return out;
}

QString JsonDiff::kindName(DiffRow::Kind kind) {
    switch (kind) {
    case DiffRow::Kind::Equal:
        return QStringLiteral("equal");
    case DiffRow::Kind::Removed:
        return QStringLiteral("removed");
    case DiffRow::Kind::Added:
        return QStringLiteral("added");
    case DiffRow::Kind::Changed:
        return QStringLiteral("changed");
    }
    return {};
}

QJsonObject JsonDiff::toJson(const DiffResult& result, int context) {
    auto marks = [](const QList<DiffSpan>& spans) {
        QJsonArray out;
        for (const DiffSpan& s : spans)
            out.append(QJsonArray{s.start, s.length});
        return out;
    };
    QJsonArray hunkArray;
    for (const DiffHunk& h : hunks(result, context)) {
        QJsonArray rows;
        for (int r = h.firstRow; r < h.firstRow + h.rowCount; ++r) {
            const DiffRow& row = result.rows.at(r);
            QJsonObject o{{QStringLiteral("op"), kindName(row.kind)}};
            if (row.oldLine > 0) {
                o.insert(QStringLiteral("old_line"), row.oldLine);
                o.insert(QStringLiteral("old"), row.oldText);
            }
            if (row.newLine > 0) {
                o.insert(QStringLiteral("new_line"), row.newLine);
                o.insert(QStringLiteral("new"), row.newText);
            }
            if (!row.oldPath.isEmpty())
                o.insert(QStringLiteral("old_path"), row.oldPath);
            if (!row.newPath.isEmpty())
                o.insert(QStringLiteral("new_path"), row.newPath);
            if (row.kind == DiffRow::Kind::Changed) {
                o.insert(QStringLiteral("old_marks"), marks(row.oldMarks));
                o.insert(QStringLiteral("new_marks"), marks(row.newMarks));
            }
            rows.append(o);
        }
        hunkArray.append(QJsonObject{{QStringLiteral("old_start"), h.oldStart},
                                     {QStringLiteral("old_count"), h.oldCount},
                                     {QStringLiteral("new_start"), h.newStart},
                                     {QStringLiteral("new_count"), h.newCount},
                                     {QStringLiteral("rows"), rows}});
    }
    QJsonObject o{{QStringLiteral("identical"), result.identical()},
                  {QStringLiteral("added"), result.added},
                  {QStringLiteral("removed"), result.removed},
                  {QStringLiteral("changed"), result.changed},
                  {QStringLiteral("approximate"), result.approximate},
                  {QStringLiteral("old_is_json"), result.oldIsJson},
                  {QStringLiteral("new_is_json"), result.newIsJson},
                  {QStringLiteral("hunks"), hunkArray},
                  {QStringLiteral("stored_texts_equal"), result.storedTextsEqual}};
    if (!result.oldIsJson)
        o.insert(QStringLiteral("old_parse_error"), result.oldParseError);
    if (!result.newIsJson)
        o.insert(QStringLiteral("new_parse_error"), result.newParseError);
    return o;
}

} // namespace metadesk
