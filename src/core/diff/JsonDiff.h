#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace metadesk {

/// A run of changed characters inside one line: [start, start + length).
struct DiffSpan {
    int start = 0;
    int length = 0;
    bool operator==(const DiffSpan& o) const { return start == o.start && length == o.length; }
};

/// One aligned row of a side-by-side diff: a line of the old text, of the new one, or of both.
struct DiffRow {
    enum class Kind { Equal, Removed, Added, Changed };
    Kind kind = Kind::Equal;
    int oldLine = 0; ///< 1-based line number in the old text; 0 when the row has no old line (Added)
    int newLine = 0; ///< 1-based line number in the new text; 0 when the row has no new line (Removed)
    QString oldText;
    QString newText;
    QList<DiffSpan> oldMarks; ///< Changed: the words that differ, in oldText
    QList<DiffSpan> newMarks; ///< Changed: the words that differ, in newText
    /// Where a changed line is in its JSON document (`nodes[2].config.path`), as jd names it: set on the rows that are
    /// not Equal, for a side that is JSON.
    QString oldPath;
    QString newPath;
};

/// A range of rows worth showing (a change with its context); the rows between two hunks are unchanged and folded.
struct DiffHunk {
    int firstRow = 0;
    int rowCount = 0;
    int oldStart = 0; ///< unified diff's "-oldStart,oldCount" (1-based; the line before when oldCount is 0)
    int oldCount = 0;
    int newStart = 0;
    int newCount = 0;
};

/// The two texts compared, aligned row by row.
struct DiffResult {
    QList<DiffRow> rows;
    bool oldIsJson = true;
    bool newIsJson = true;
    QString oldParseError; ///< why the old text is not JSON, a sentence (then it is compared as text)
    QString newParseError;
    /// The two stored texts are the same, character for character. Rows can be all equal while the texts are not: two
    /// JSON documents laid out differently, or two texts apart only in a final line break (notes() says which).
    bool storedTextsEqual = true;
    /// For two texts compared as text: which ends with a line break, which ends its lines with CR LF (a line keeps its
    /// CR, so such lines differ from LF ones as their bytes do).
    bool oldEndsWithNewline = false;
    bool newEndsWithNewline = false;
    bool oldCrLf = false;
    bool newCrLf = false;
    /// The lines that differ were too many to align within the work bound: they are shown as one replaced block.
    bool approximate = false;
    int added = 0;
    int removed = 0;
    int changed = 0;

    bool identical() const { return added == 0 && removed == 0 && changed == 0; }
    /// Sentences a person reads above the diff: a side that is not JSON, an alignment that was cut short, texts whose
    /// difference the rows do not show (layout, a final line break, CR LF).
    QStringList notes(const QString& oldName, const QString& newName) const;
};

/// The project's one diff: canonical pretty-printed JSON (keys sorted, two-space indent, so two equal documents print
/// the same whatever their key order or spacing; every number, string and escape kept exactly as stored, so two
/// values that differ in the database never print alike), compared line by line, and within a changed line word by
/// word. Both comparisons are dtl's (Debian's libdtl-dev, Wu–Manber–Myers O(NP)); nothing here aligns sequences by
/// itself.
///
/// The work is bounded so that any input, 10 MB or more, finishes in a fraction of a second of one core: the lines
/// both texts share at the start and the end are taken off first (linear), the rest is aligned by dtl with at most
/// Options::lineComparisons line comparisons; past that the differing middle is reported as one replaced block
/// (DiffResult::approximate, said in notes()). Words are marked only in lines up to Options::maxWordLineLength
/// characters, with at most Options::wordComparisons token comparisons per line and
/// Options::documentWordComparisons for the whole document, else the whole line is marked.
/// Callers in the GUI run compare() on a worker thread all the same (see DiffView).
class JsonDiff {
    Q_DECLARE_TR_FUNCTIONS(JsonDiff)

public:
    struct Options {
        qint64 lineComparisons = 20'000'000;
        qint64 wordComparisons = 200'000;
        qint64 documentWordComparisons = 20'000'000;
        int maxWordLineLength = 4000;
    };

    /// `text` (any JSON value, not only an object or array) laid out canonically into *out: keys sorted by UTF-16 code
    /// unit, two-space indent, `{}`/`[]` for empty ones, no final newline, and every token exactly as stored (numbers
    /// are not re-read, escapes are not decoded). False when it is not JSON, with a sentence saying why and where in
    /// *error and *out left alone.
    static bool canonicalize(const QString& text, QString* out, QString* error);

    /// Compares two stored documents: canonical JSON where each parses, else that side's text as it is.
    static DiffResult compare(const QString& oldText, const QString& newText, const Options& options);
    static DiffResult compare(const QString& oldText, const QString& newText) {
        return compare(oldText, newText, Options());
    }
    /// Compares two lists of lines as they are (no JSON).
    static DiffResult compareLines(const QStringList& oldLines, const QStringList& newLines, const Options& options);

    /// The changes with `context` unchanged rows around each; rows outside every hunk are unchanged.
    static QList<DiffHunk> hunks(const DiffResult& result, int context = 3);
    /// A unified diff ("--- old", "+++ new", "@@ -a,b +c,d @@", then " ", "-", "+" lines) for people and patch tools.
    static QString unified(const DiffResult& result, const QString& oldName, const QString& newName, int context = 3);
    /// The hunks for machines: {"identical", "added", "removed", "changed", "approximate", "old_is_json", …,
    /// "hunks": [{"old_start", "old_count", "new_start", "new_count", "rows": [{"op", "old_line", "new_line", "old",
    /// "new", "old_marks": [[start, length]…], "new_marks"}]}]}.
    static QJsonObject toJson(const DiffResult& result, int context = 3);
    /// The path of member `key` of the value at `parent` (`$` or empty for the root): `parent.key`, or
    /// `parent["a key"]` for a key that is not a name.
    static QString childPath(const QString& parent, const QString& key);
    /// The JSON path of the lines `wanted` (0-based) of a canonical document: `nodes[2].config.path`, `$` for the
    /// root, `["a key"]` for a key that is not a name; a closing bracket's path is its container's. One linear pass.
    static QHash<int, QString> linePaths(const QStringList& canonicalLines, const QList<int>& wanted);
    /// "equal", "removed", "added", "changed".
    static QString kindName(DiffRow::Kind kind);
};

} // namespace metadesk
