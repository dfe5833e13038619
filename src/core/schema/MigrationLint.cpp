#include "MigrationLint.h"

#include "LintSnapshot.h"
#include "MigrationSet.h"
#include "Migrator.h"
#include "SqlTokens.h"

#include <QHash>
#include <QLocale>
#include <QObject>
#include <QSet>

#include <algorithm>

namespace metadesk {

namespace {

using Level = LintFinding::Level;
using Count = LintFinding::Count;

using Figures = LintSnapshot::Figures;
using ColumnInfo = LintSnapshot::Column;

/// A table as the statements linted so far leave it.
struct TableState {
    enum class Kind { Live, New, Gone };
    Kind kind = Kind::Live;
    QString liveName; ///< Live: its name in the database now
    QString madeBy;   ///< New: the migration that makes it
    /// Dropped by a rebuild: a copy of it, filled from it, is renamed into its place further on.
    bool rebuilding = false;
};

/// What one migration's statements do to which table, read before linting them one by one: a DROP TABLE is only
/// data loss when no copy filled from the table is renamed into its place afterwards (SQLite's rebuild).
struct MigrationScan {
    struct Insert {
        int statement = 0;
        QString into;
        QSet<QString> from;
    };
    QHash<QString, QPair<int, QString>> renamedInto; ///< new name → (statement, old name)
    QList<Insert> inserts;
    QHash<QString, QList<int>> written; ///< table → statements that INSERT, UPDATE or DELETE its rows
};

/// PostgreSQL's spelling of a type, for comparing an ALTER COLUMN TYPE with the column's format_type().
QString normalizedType(QString type) {
    type = type.simplified().toLower();
    type.replace(QStringLiteral(" ("), QStringLiteral("("));
    type.replace(QStringLiteral(", "), QStringLiteral(","));
    static const QList<QPair<QString, QString>> aliases = {
        {QStringLiteral("varchar"), QStringLiteral("character varying")},
        {QStringLiteral("int"), QStringLiteral("integer")},
        {QStringLiteral("int4"), QStringLiteral("integer")},
        {QStringLiteral("int8"), QStringLiteral("bigint")},
        {QStringLiteral("int2"), QStringLiteral("smallint")},
        {QStringLiteral("bool"), QStringLiteral("boolean")},
        {QStringLiteral("float8"), QStringLiteral("double precision")},
        {QStringLiteral("float4"), QStringLiteral("real")},
        {QStringLiteral("decimal"), QStringLiteral("numeric")},
        {QStringLiteral("timestamptz"), QStringLiteral("timestamp with time zone")},
        {QStringLiteral("timestamp"), QStringLiteral("timestamp without time zone")},
        {QStringLiteral("char"), QStringLiteral("character")},
    };
    for (const auto& [alias, name] : aliases) {
        if (type == alias)
            return name;
        if (type.startsWith(alias + QLatin1Char('(')))
            return name + type.mid(alias.size());
    }
    return type;
}

/// The length or precision in "character varying(20)" / "numeric(10,2)", split; empty without one.
QStringList modifiers(const QString& type, QString* base) {
    const int open = int(type.indexOf(QLatin1Char('(')));
    *base = open < 0 ? type : type.left(open);
    if (open < 0 || !type.endsWith(QLatin1Char(')')))
        return {};
    return type.mid(open + 1, type.size() - open - 2).split(QLatin1Char(','));
}

/// Whether PostgreSQL changes `from` to `to` without rewriting the table (binary-coercible, or a wider limit).
bool changesWithoutRewrite(const QString& fromType, const QString& toType) {
    const QString from = normalizedType(fromType), to = normalizedType(toType);
    if (from == to)
        return true;
    QString fromBase, toBase;
    const QStringList fromMods = modifiers(from, &fromBase), toMods = modifiers(to, &toBase);
    const bool fromText = fromBase == QLatin1String("character varying") || fromBase == QLatin1String("text");
    if (fromText && (to == QLatin1String("text") || to == QLatin1String("character varying")))
        return true;
    if (fromBase == QLatin1String("character varying") && toBase == fromBase && fromMods.size() == 1 &&
        toMods.size() == 1)
        return toMods.first().toInt() >= fromMods.first().toInt();
    if (fromBase == QLatin1String("numeric") && toBase == fromBase) {
        if (toMods.isEmpty())
            return true;
        return fromMods.size() == 2 && toMods.size() == 2 && toMods.at(1) == fromMods.at(1) &&
               toMods.at(0).toInt() >= fromMods.at(0).toInt();
    }
    return false;
}

class LintRun {
public:
    LintRun(const DbConnection& conn, qint64 exactLimit, qint64 largeRows, qint64 largeBytes)
        : m_db(conn, exactLimit), m_sqlite(m_db.isSqlite()), m_largeRows(largeRows), m_largeBytes(largeBytes) {}

    bool begin(QString* error);
    void end();
    void lintMigration(const Migration& m, bool down, QList<LintFinding>* out);

private:
    struct Context {
        const Migration* migration = nullptr;
        bool down = false;
        const SqlScript::Statement* statement = nullptr;
        int index = 0; ///< 0-based among the migration's statements
        const MigrationScan* scan = nullptr;
        QList<LintFinding>* out = nullptr;
    };

    QString key(const QString& name) const { return m_db.key(name); }
    TableState* table(const QString& name) {
        auto it = m_tables.find(key(name));
        return it == m_tables.end() ? nullptr : &it.value();
    }
    Figures figures(const QString& liveName) { return m_db.figures(liveName); }
    QHash<QString, ColumnInfo> columns(const QString& liveName) { return m_db.columns(liveName); }
    Level costLevel(const Figures& f) const {
        return (f.rows >= m_largeRows || (f.bytes >= 0 && f.bytes >= m_largeBytes)) ? Level::Warning : Level::Notice;
    }
    QString tableText(const QString& name, const Figures& f) const;
    QString lockText(const QString& name) const;
    bool volatileCall(const SqlTokens& t, int from, int to);
    MigrationScan scan(const QList<SqlScript::Statement>& statements) const;
    LintFinding& add(const Context& c, const QString& id, Level level, const QString& table, const QString& message);
    void addFigures(LintFinding& finding, qint64 rows, Count count, const Figures& f) const {
        finding.rows = rows;
        finding.rowsCount = count;
        finding.bytes = f.bytes;
    }

    void dropTable(const Context& c, const SqlTokens& t);
    /// The table of "[ONLY] name [*]" at *i, moving *i past it; empty when there is none.
    QString readTarget(const SqlTokens& t, int* i) const;
    void alterTable(const Context& c, const SqlTokens& t);
    void addColumn(const Context& c, const SqlTokens& t, const QString& name, TableState* state, int from, int to);
    void dropColumn(const Context& c, const QString& name, TableState* state, const QString& column);
    void changeType(const Context& c, const SqlTokens& t, const QString& name, TableState* state, const QString& column,
                    int from, int to);
    void setNotNull(const Context& c, const QString& name, TableState* state, const QString& column);
    void addConstraint(const Context& c, const SqlTokens& t, const QString& name, TableState* state, int from, int to);
    void createIndex(const Context& c, const SqlTokens& t, int at);
    void createTable(const Context& c, const SqlTokens& t, int at);
    void deleteRows(const Context& c, const SqlTokens& t);
    void truncate(const Context& c, const SqlTokens& t);

    LintSnapshot m_db;
    const bool m_sqlite;
    const qint64 m_largeRows;
    const qint64 m_largeBytes;
    QHash<QString, TableState> m_tables;
    QSet<QString> m_newColumns; ///< "table\ncolumn" added by a statement linted before
};

bool LintRun::begin(QString* error) {
    QStringList names;
    if (!m_db.begin(&names, error))
        return false;
    for (const QString& name : std::as_const(names))
        m_tables.insert(key(name), TableState{TableState::Kind::Live, name, {}, false});
    return true;
}

void LintRun::end() {
    m_db.end();
}

QString LintRun::tableText(const QString& name, const Figures& f) const {
    QString text = QStringLiteral("%1 (%2").arg(name, MigrationLint::rowsText(f.rows, f.count));
    if (f.bytes >= 0)
        text += QStringLiteral(", ") + QLocale().formattedDataSize(f.bytes);
    return text + QLatin1Char(')');
}

QString LintRun::lockText(const QString& name) const {
    return m_sqlite ? QObject::tr("holding the database's write lock: every other write waits until it ends")
                    : QObject::tr("holding an ACCESS EXCLUSIVE lock: every read and write of %1 waits until it ends")
                          .arg(name);
}

bool LintRun::volatileCall(const SqlTokens& t, int from, int to) {
    QStringList functions;
    for (int i = from; i + 1 < to; ++i)
        if (t.at(i).kind == SqlTokens::Token::Kind::Word && t.isSymbol(i + 1, '('))
            functions << t.at(i).text.toLower();
    return m_db.anyVolatile(functions);
}

LintFinding& LintRun::add(const Context& c, const QString& id, Level level, const QString& table,
                          const QString& message) {
    LintFinding f;
    f.id = id;
    f.level = level;
    f.platform = c.migration->platform;
    f.migration = c.migration->id;
    f.fileName = c.migration->fileName;
    f.down = c.down;
    f.statement = c.statement->number;
    f.line = c.statement->line;
    f.table = table;
    f.message = message;
    c.out->append(f);
    return c.out->last();
}

MigrationScan LintRun::scan(const QList<SqlScript::Statement>& statements) const {
    MigrationScan s;
    for (int index = 0; index < statements.size(); ++index) {
        const SqlTokens t(statements.at(index).sql);
        int i = 0;
        if (t.are(0, {"ALTER", "TABLE"})) {
            i = 2;
            if (t.are(i, {"IF", "EXISTS"}))
                i += 2;
            if (t.is(i, "ONLY"))
                ++i;
            const QString from = t.readName(&i, m_sqlite);
            if (t.are(i, {"RENAME", "TO"})) {
                i += 2;
                const QString to = t.readName(&i, m_sqlite);
                if (!from.isEmpty() && !to.isEmpty())
                    s.renamedInto.insert(key(to), {index, key(from)});
            }
        } else if (t.are(0, {"INSERT", "INTO"})) {
            i = 2;
            MigrationScan::Insert insert;
            insert.statement = index;
            insert.into = key(t.readName(&i, m_sqlite));
            for (int p = i; p < t.size(); ++p) {
                if (!t.is(p, "FROM") && !t.is(p, "JOIN"))
                    continue;
                int q = p + 1;
                const QString name = t.readName(&q, m_sqlite);
                if (!name.isEmpty() && !t.isSymbol(q, '('))
                    insert.from.insert(key(name));
            }
            s.inserts << insert;
            s.written[insert.into] << index;
        } else if (t.is(0, "UPDATE") || t.are(0, {"DELETE", "FROM"})) {
            i = t.is(0, "UPDATE") ? 1 : 2;
            if (t.is(i, "ONLY"))
                ++i;
            const QString name = t.readName(&i, m_sqlite);
            if (!name.isEmpty())
                s.written[key(name)] << index;
        }
    }
    return s;
}

void LintRun::lintMigration(const Migration& m, bool down, QList<LintFinding>* out) {
    if (down && !m.hasRollback())
        return;
    const QList<SqlScript::Statement> statements = m.statements(down);
    const MigrationScan s = scan(statements);
    for (int index = 0; index < statements.size(); ++index) {
        const Context c{&m, down, &statements.at(index), index, &s, out};
        const SqlTokens t(statements.at(index).sql);
        if (t.are(0, {"DROP", "TABLE"})) {
            dropTable(c, t);
        } else if (t.are(0, {"ALTER", "TABLE"})) {
            alterTable(c, t);
        } else if (t.is(0, "CREATE")) {
            int i = 1;
            if (t.is(i, "UNIQUE"))
                ++i;
            if (t.is(i, "INDEX")) {
                createIndex(c, t, i + 1);
                continue;
            }
            while (t.is(i, "TEMP") || t.is(i, "TEMPORARY") || t.is(i, "UNLOGGED") || t.is(i, "GLOBAL") ||
                   t.is(i, "LOCAL"))
                ++i;
            if (t.is(i, "TABLE"))
                createTable(c, t, i + 1);
        } else if (t.are(0, {"DELETE", "FROM"})) {
            deleteRows(c, t);
        } else if (t.is(0, "TRUNCATE")) {
            truncate(c, t);
        }
    }
}

void LintRun::createTable(const Context& c, const SqlTokens& t, int i) {
    const bool ifNotExists = t.are(i, {"IF", "NOT", "EXISTS"});
    if (ifNotExists)
        i += 3;
    const QString name = t.readName(&i, m_sqlite);
    if (name.isEmpty())
        return;
    TableState* state = table(name);
    if (state && state->kind != TableState::Kind::Gone && ifNotExists)
        return; // already there: nothing is made
    m_tables.insert(key(name), TableState{TableState::Kind::New, {}, c.migration->fileName, false});
}

void LintRun::dropTable(const Context& c, const SqlTokens& t) {
    int i = 2;
    if (t.are(i, {"IF", "EXISTS"}))
        i += 2;
    while (i < t.size()) {
        const QString name = t.readName(&i, m_sqlite);
        if (name.isEmpty())
            return;
        if (t.isSymbol(i, ','))
            ++i;
        TableState* state = table(name);
        if (!state || state->kind == TableState::Kind::Gone)
            continue; // not there (IF EXISTS), or a statement this scan cannot follow: no finding
        // A rebuild: a copy filled from this table (INSERT … FROM it, before) takes its name (RENAME TO, after).
        const auto rename = c.scan->renamedInto.constFind(key(name));
        bool rebuild = false;
        if (rename != c.scan->renamedInto.constEnd() && rename->first > c.index)
            for (const MigrationScan::Insert& insert : c.scan->inserts)
                rebuild = rebuild || (insert.statement < c.index && insert.into == rename->second &&
                                      insert.from.contains(key(name)));
        if (rebuild) {
            if (state->kind == TableState::Kind::Live) {
                const Figures f = figures(state->liveName);
                if (!f.empty()) {
                    LintFinding& finding =
                        add(c, QStringLiteral("table-rewrite"), costLevel(f), state->liveName,
                            QObject::tr("rebuilds table %1: every row is copied into a new table that takes its "
                                        "place, %2")
                                .arg(tableText(state->liveName, f), lockText(state->liveName)));
                    addFigures(finding, f.rows, f.count, f);
                }
            }
            state->rebuilding = state->kind == TableState::Kind::Live;
            state->kind = TableState::Kind::Gone;
            continue;
        }
        if (state->kind == TableState::Kind::New) {
            add(c, QStringLiteral("drop-table"), Level::Notice, name,
                QObject::tr("drops table %1, which the pending migration %2 makes: it holds only what the pending "
                            "migrations put in it")
                    .arg(name, state->madeBy));
        } else {
            const Figures f = figures(state->liveName);
            const Level level = f.hasRows() ? Level::Error : f.empty() ? Level::Notice : Level::Warning;
            const QString size =
                f.bytes >= 0 ? QStringLiteral(" (%1)").arg(QLocale().formattedDataSize(f.bytes)) : QString();
            LintFinding& finding = add(
                c, QStringLiteral("drop-table"), level, state->liveName,
                f.hasRows() ? QObject::tr("drops table %1 with its %2%3: the data is lost")
                                  .arg(state->liveName, MigrationLint::rowsText(f.rows, f.count), size)
                : f.empty() ? QObject::tr("drops table %1, which holds no rows").arg(state->liveName)
                            : QObject::tr("drops table %1%2, whose rows could not be counted: what it holds is lost")
                                  .arg(state->liveName, size));
            addFigures(finding, f.rows, f.count, f);
        }
        state->kind = TableState::Kind::Gone;
        state->rebuilding = false;
    }
}

QString LintRun::readTarget(const SqlTokens& t, int* i) const {
    // [ONLY] name [*]: a table as ALTER TABLE and TRUNCATE name it, with or without its inheritors.
    if (t.is(*i, "ONLY"))
        ++*i;
    const QString name = t.readName(i, m_sqlite);
    if (!name.isEmpty() && t.isSymbol(*i, '*'))
        ++*i;
    return name;
}

void LintRun::alterTable(const Context& c, const SqlTokens& t) {
    int i = 2;
    if (t.are(i, {"IF", "EXISTS"}))
        i += 2;
    const QString name = readTarget(t, &i);
    if (name.isEmpty())
        return;
    if (t.are(i, {"RENAME", "TO"})) {
        i += 2;
        const QString to = t.readName(&i, m_sqlite);
        TableState* from = table(name);
        if (to.isEmpty() || !from || from->kind == TableState::Kind::Gone)
            return;
        const TableState moved = *from;
        from->kind = TableState::Kind::Gone;
        from->rebuilding = false;
        TableState* target = table(to);
        if (target && target->rebuilding && moved.kind == TableState::Kind::New) {
            // The rebuilt copy takes the old table's place, with its rows.
            target->kind = TableState::Kind::Live;
            target->rebuilding = false;
        } else {
            m_tables.insert(key(to), moved);
        }
        return;
    }
    if (t.is(i, "RENAME"))
        return; // a column or constraint renamed: nothing to measure
    TableState* state = table(name);
    if (!state || state->kind == TableState::Kind::Gone)
        return;
    for (const auto& [a, b] : t.splitOnCommas(i, t.size(), 0)) {
        int j = a + 1;
        if (t.is(a, "ADD")) {
            if (t.is(j, "CONSTRAINT") || t.is(j, "CHECK") || t.is(j, "PRIMARY") || t.is(j, "UNIQUE") ||
                t.is(j, "FOREIGN") || t.is(j, "EXCLUDE")) {
                addConstraint(c, t, name, state, j, b);
                continue;
            }
            if (t.is(j, "COLUMN"))
                ++j;
            if (t.are(j, {"IF", "NOT", "EXISTS"}))
                j += 3;
            addColumn(c, t, name, state, j, b);
        } else if (t.is(a, "DROP")) {
            if (t.is(j, "CONSTRAINT"))
                continue;
            if (t.is(j, "COLUMN"))
                ++j;
            if (t.are(j, {"IF", "EXISTS"}))
                j += 2;
            const QString column = t.readName(&j, m_sqlite);
            if (!column.isEmpty())
                dropColumn(c, name, state, column);
        } else if (t.is(a, "ALTER")) {
            if (t.is(j, "COLUMN"))
                ++j;
            const QString column = t.readName(&j, m_sqlite);
            if (column.isEmpty())
                continue;
            if (t.are(j, {"SET", "DATA", "TYPE"}))
                changeType(c, t, name, state, column, j + 3, b);
            else if (t.is(j, "TYPE"))
                changeType(c, t, name, state, column, j + 1, b);
            else if (t.are(j, {"SET", "NOT", "NULL"}))
                setNotNull(c, name, state, column);
        }
    }
}

void LintRun::addColumn(const Context& c, const SqlTokens& t, const QString& name, TableState* state, int j, int b) {
    const QString column = t.readName(&j, m_sqlite);
    if (column.isEmpty())
        return;
    const bool live = state->kind == TableState::Kind::Live;
    const QString tableName = live ? state->liveName : name;
    m_newColumns.insert(key(tableName) + QLatin1Char('\n') + key(column));
    if (!live)
        return; // a table a pending migration makes holds no rows of its own yet
    bool notNull = false, primaryKey = false;
    int defaultAt = -1, generatedAt = -1;
    for (int p = j; p < b; ++p) {
        if (t.at(p).depth != 0)
            continue;
        notNull = notNull || t.are(p, {"NOT", "NULL"});
        primaryKey = primaryKey || t.are(p, {"PRIMARY", "KEY"});
        if (t.is(p, "DEFAULT") && defaultAt < 0)
            defaultAt = p;
        if (t.is(p, "GENERATED") && generatedAt < 0)
            generatedAt = p;
    }
    const QString type = j < b ? t.at(j).text.toLower() : QString();
    const bool serial = type == QLatin1String("serial") || type == QLatin1String("bigserial") ||
                        type == QLatin1String("smallserial") || type == QLatin1String("serial2") ||
                        type == QLatin1String("serial4") || type == QLatin1String("serial8");
    const bool filled = defaultAt >= 0 || generatedAt >= 0 || serial;
    const Figures f = figures(state->liveName);
    if ((notNull || primaryKey) && !filled && !f.empty()) {
        LintFinding& finding = add(
            c, QStringLiteral("not-null-without-default"), f.hasRows() ? Level::Error : Level::Warning, state->liveName,
            f.hasRows() ? QObject::tr("adds column %1.%2 NOT NULL without a default to a table with %3: it will "
                                      "fail, every existing row would hold NULL")
                              .arg(state->liveName, column, MigrationLint::rowsText(f.rows, f.count))
                        : QObject::tr("adds column %1.%2 NOT NULL without a default: it fails if the table holds "
                                      "any row, and its rows could not be counted")
                              .arg(state->liveName, column));
        finding.column = column;
        addFigures(finding, f.rows, f.count, f);
        return;
    }
    if (m_sqlite || f.empty())
        return; // SQLite adds a column without rewriting the table
    // PostgreSQL 11 and later store a constant default once; a volatile one, an identity or a stored generated
    // column is computed for every row: the table is rewritten.
    int defaultEnd = b;
    if (defaultAt >= 0)
        for (int p = defaultAt + 1; p < b; ++p)
            if (t.at(p).depth == 0 &&
                (t.is(p, "NOT") || t.is(p, "NULL") || t.is(p, "CHECK") || t.is(p, "REFERENCES") || t.is(p, "UNIQUE") ||
                 t.is(p, "PRIMARY") || t.is(p, "CONSTRAINT") || t.is(p, "GENERATED") || t.is(p, "COLLATE"))) {
                defaultEnd = p;
                break;
            }
    QString why;
    if (serial)
        why = QObject::tr("a serial column numbers every existing row");
    else if (generatedAt >= 0)
        why = QObject::tr("a generated or identity column is computed for every existing row");
    else if (defaultAt >= 0 && volatileCall(t, defaultAt + 1, defaultEnd))
        why = QObject::tr("its default %1 is volatile, so it is computed for every existing row")
                  .arg(t.text(defaultAt + 1, defaultEnd));
    if (why.isEmpty())
        return;
    LintFinding& finding =
        add(c, QStringLiteral("table-rewrite"), costLevel(f), state->liveName,
            QObject::tr("adds column %1.%2, which rewrites table %3 (%4), %5")
                .arg(state->liveName, column, tableText(state->liveName, f), why, lockText(state->liveName)));
    finding.column = column;
    addFigures(finding, f.rows, f.count, f);
}

void LintRun::dropColumn(const Context& c, const QString& name, TableState* state, const QString& column) {
    const bool live = state->kind == TableState::Kind::Live;
    const QString tableName = live ? state->liveName : name;
    if (!live || m_newColumns.contains(key(tableName) + QLatin1Char('\n') + key(column))) {
        LintFinding& finding = add(c, QStringLiteral("drop-column"), Level::Notice, tableName,
                                   QObject::tr("drops column %1.%2, which a pending migration adds: it holds only "
                                               "what the pending migrations put in it")
                                       .arg(tableName, column));
        finding.column = column;
        return;
    }
    const QHash<QString, ColumnInfo> cols = columns(state->liveName);
    const auto info = cols.constFind(key(column));
    if (info == cols.constEnd())
        return; // not there (IF EXISTS): nothing is dropped
    const Figures f = figures(state->liveName);
    qint64 values = 0;
    Count count = Count::Exact;
    if (!f.empty())
        m_db.boundedCount(state->liveName, m_db.quoteColumn(info->name) + QStringLiteral(" IS NOT NULL"), &values,
                          &count);
    const bool lost = values > 0;
    LintFinding& finding = add(
        c, QStringLiteral("drop-column"),
        lost                    ? Level::Error
        : count == Count::Exact ? Level::Notice
                                : Level::Warning,
        state->liveName,
        lost ? QObject::tr("drops column %1.%2, which holds a value in %3 of the table's %4: those values are lost")
                   .arg(state->liveName, info->name, MigrationLint::rowsText(values, count),
                        MigrationLint::rowsText(f.rows, f.count))
        : count == Count::Exact ? QObject::tr("drops column %1.%2, which holds no value (NULL in every row)")
                                      .arg(state->liveName, info->name)
                                : QObject::tr("drops column %1.%2, whose values could not be counted: they are lost")
                                      .arg(state->liveName, info->name));
    finding.column = info->name;
    addFigures(finding, values, count, f);
}

void LintRun::changeType(const Context& c, const SqlTokens& t, const QString& name, TableState* state,
                         const QString& column, int from, int to) {
    Q_UNUSED(name);
    if (m_sqlite || state->kind != TableState::Kind::Live ||
        m_newColumns.contains(key(state->liveName) + QLatin1Char('\n') + key(column)))
        return;
    const QHash<QString, ColumnInfo> cols = columns(state->liveName);
    const auto info = cols.constFind(key(column));
    if (info == cols.constEnd())
        return;
    int typeEnd = to;
    for (int p = from; p < to; ++p)
        if (t.at(p).depth == 0 && (t.is(p, "USING") || t.is(p, "COLLATE"))) {
            typeEnd = p;
            break;
        }
    const bool usingClause = typeEnd < to && t.is(typeEnd, "USING");
    const QString newType = t.text(from, typeEnd);
    if (newType.isEmpty() || (!usingClause && changesWithoutRewrite(info->type, newType)))
        return;
    const Figures f = figures(state->liveName);
    if (f.empty())
        return;
    LintFinding& finding = add(c, QStringLiteral("type-change-rewrite"), costLevel(f), state->liveName,
                               QObject::tr("changes the type of %1.%2 from %3 to %4, which rewrites table %5 and its "
                                           "indexes, %6")
                                   .arg(state->liveName, info->name, info->type, newType, tableText(state->liveName, f),
                                        lockText(state->liveName)));
    finding.column = info->name;
    addFigures(finding, f.rows, f.count, f);
}

void LintRun::setNotNull(const Context& c, const QString& name, TableState* state, const QString& column) {
    Q_UNUSED(name);
    if (state->kind != TableState::Kind::Live ||
        m_newColumns.contains(key(state->liveName) + QLatin1Char('\n') + key(column)))
        return;
    const QHash<QString, ColumnInfo> cols = columns(state->liveName);
    const auto info = cols.constFind(key(column));
    if (info == cols.constEnd() || info->notNull)
        return;
    const Figures f = figures(state->liveName);
    if (f.empty())
        return;
    // Rows an earlier statement of this migration writes (a DELETE of the NULL rows first) are not counted: the
    // count now would not be the count then.
    bool writtenBefore = false;
    for (int index : c.scan->written.value(key(state->liveName)))
        writtenBefore = writtenBefore || index < c.index;
    if (!writtenBefore) {
        qint64 nulls = 0;
        Count count = Count::Exact;
        m_db.boundedCount(state->liveName, m_db.quoteColumn(info->name) + QStringLiteral(" IS NULL"), &nulls, &count);
        if (nulls > 0) {
            LintFinding& finding = add(c, QStringLiteral("set-not-null-with-nulls"), Level::Error, state->liveName,
                                       QObject::tr("makes %1.%2 NOT NULL, which will fail: %3 hold NULL in it now")
                                           .arg(state->liveName, info->name, MigrationLint::rowsText(nulls, count)));
            finding.column = info->name;
            addFigures(finding, nulls, count, f);
            return;
        }
    }
    LintFinding& finding =
        add(c, QStringLiteral("access-exclusive-lock"), costLevel(f), state->liveName,
            QObject::tr("makes %1.%2 NOT NULL, which reads every row of %3 %4")
                .arg(state->liveName, info->name, tableText(state->liveName, f), lockText(state->liveName)));
    finding.column = info->name;
    addFigures(finding, f.rows, f.count, f);
}

void LintRun::addConstraint(const Context& c, const SqlTokens& t, const QString& name, TableState* state, int j,
                            int b) {
    Q_UNUSED(name);
    if (m_sqlite || state->kind != TableState::Kind::Live)
        return;
    if (t.is(j, "CONSTRAINT")) {
        ++j;
        t.readName(&j, m_sqlite);
    }
    bool notValid = false, usingIndex = false;
    for (int p = j; p < b; ++p) {
        notValid = notValid || (t.at(p).depth == 0 && t.are(p, {"NOT", "VALID"}));
        usingIndex = usingIndex || (t.at(p).depth == 0 && t.are(p, {"USING", "INDEX"}));
    }
    const Figures f = figures(state->liveName);
    if (f.empty() || notValid || usingIndex)
        return;
    QString id = QStringLiteral("access-exclusive-lock"), message;
    if (t.is(j, "CHECK")) {
        message = QObject::tr("adds a CHECK constraint to %1, which reads every row %2 (adding it NOT VALID and "
                              "validating it afterwards does not block)")
                      .arg(tableText(state->liveName, f), lockText(state->liveName));
    } else if (t.is(j, "PRIMARY") || t.is(j, "UNIQUE") || t.is(j, "EXCLUDE")) {
        message = QObject::tr("adds a key to %1, building its index over every row %2 (an index built CONCURRENTLY "
                              "first, then added with USING INDEX, does not block)")
                      .arg(tableText(state->liveName, f), lockText(state->liveName));
    } else if (t.is(j, "FOREIGN")) {
        id = QStringLiteral("constraint-validation");
        message = QObject::tr("adds a FOREIGN KEY to %1, which reads every row holding a SHARE ROW EXCLUSIVE lock: "
                              "every write to %2 waits (adding it NOT VALID and validating it afterwards does not "
                              "block)")
                      .arg(tableText(state->liveName, f), state->liveName);
    } else {
        return;
    }
    LintFinding& finding = add(c, id, costLevel(f), state->liveName, message);
    addFigures(finding, f.rows, f.count, f);
}

void LintRun::createIndex(const Context& c, const SqlTokens& t, int j) {
    if (t.is(j, "CONCURRENTLY"))
        return; // builds without blocking writes
    if (t.are(j, {"IF", "NOT", "EXISTS"}))
        j += 3;
    QString index;
    if (!t.is(j, "ON"))
        index = t.readName(&j, m_sqlite);
    if (!t.is(j, "ON"))
        return;
    ++j;
    if (t.is(j, "ONLY"))
        ++j;
    const QString name = t.readName(&j, m_sqlite);
    TableState* state = name.isEmpty() ? nullptr : table(name);
    if (!state || state->kind != TableState::Kind::Live)
        return;
    const Figures f = figures(state->liveName);
    if (f.empty())
        return;
    LintFinding& finding =
        add(c, QStringLiteral("non-concurrent-index"), costLevel(f), state->liveName,
            m_sqlite ? QObject::tr("builds index %1 on %2 holding the database's write lock: every other write waits "
                                   "until it is built")
                           .arg(index, tableText(state->liveName, f))
                     : QObject::tr("builds index %1 on %2 holding a SHARE lock: every write to %3 waits until it is "
                                   "built (CREATE INDEX CONCURRENTLY does not block writes)")
                           .arg(index, tableText(state->liveName, f), state->liveName));
    finding.index = index;
    addFigures(finding, f.rows, f.count, f);
}

void LintRun::deleteRows(const Context& c, const SqlTokens& t) {
    int j = 2;
    if (t.is(j, "ONLY"))
        ++j;
    const QString name = t.readName(&j, m_sqlite);
    TableState* state = name.isEmpty() ? nullptr : table(name);
    if (!state || state->kind != TableState::Kind::Live)
        return;
    QString alias;
    if (t.is(j, "AS"))
        ++j;
    if (t.isName(j) && !t.is(j, "WHERE") && !t.is(j, "USING") && !t.is(j, "RETURNING")) {
        alias = t.text(j, j + 1);
        ++j;
    }
    const bool usingClause = t.is(j, "USING");
    const int whereAt = t.find("WHERE", j, t.size(), 0);
    const int returningAt = t.find("RETURNING", j, t.size(), 0);
    const Figures f = figures(state->liveName);
    qint64 rows = -1;
    Count count = Count::Unknown;
    QString message;
    if (whereAt < 0 && !usingClause) {
        rows = f.rows;
        count = f.count;
        message = QObject::tr("deletes every row of %1: %2").arg(state->liveName, MigrationLint::rowsText(rows, count));
    } else if (f.empty()) {
        rows = 0;
        count = Count::Exact;
        message = QObject::tr("deletes rows of %1, which holds none now").arg(state->liveName);
    } else if (!usingClause && f.count == Count::Exact) {
        // Cheap to count: the table is within the exact-count limit. The condition is the migration's own text,
        // evaluated in the read-only snapshot.
        const QString condition = t.text(whereAt + 1, returningAt < 0 ? t.size() : returningAt);
        if (m_db.count(state->liveName, alias, condition, &rows))
            count = Count::Exact;
        message = count == Count::Exact ? QObject::tr("deletes %1 of %2's %3 (counted now)")
                                              .arg(MigrationLint::rowsText(rows, count), state->liveName,
                                                   MigrationLint::rowsText(f.rows, f.count))
                                        : QObject::tr("deletes rows of %1 (%2 now); how many could not be counted")
                                              .arg(state->liveName, MigrationLint::rowsText(f.rows, f.count));
    } else {
        message = QObject::tr("deletes rows of %1 (%2 now); how many was not counted, the table is too large to "
                              "count cheaply")
                      .arg(state->liveName, MigrationLint::rowsText(f.rows, f.count));
    }
    const bool everything = whereAt < 0 && !usingClause;
    const Level level = rows > 0                             ? (everything ? Level::Error : Level::Warning)
                        : rows == 0 && count == Count::Exact ? Level::Notice
                                                             : Level::Warning;
    LintFinding& finding = add(c, QStringLiteral("delete-rows"), level, state->liveName, message);
    addFigures(finding, rows, count, f);
}

void LintRun::truncate(const Context& c, const SqlTokens& t) {
    int j = 1;
    if (t.is(j, "TABLE"))
        ++j;
    while (j < t.size()) {
        const QString name = readTarget(t, &j);
        if (name.isEmpty())
            return;
        if (t.isSymbol(j, ','))
            ++j;
        TableState* state = table(name);
        if (!state || state->kind != TableState::Kind::Live)
            continue;
        const Figures f = figures(state->liveName);
        LintFinding& finding = add(
            c, QStringLiteral("truncate"),
            f.hasRows() ? Level::Error
            : f.empty() ? Level::Notice
                        : Level::Warning,
            state->liveName,
            QObject::tr("empties table %1: %2 lost").arg(state->liveName, MigrationLint::rowsText(f.rows, f.count)));
        addFigures(finding, f.rows, f.count, f);
    }
}

} // namespace

QString LintFinding::levelName(Level level) {
    switch (level) {
    case Level::Error:
        return QStringLiteral("error");
    case Level::Warning:
        return QStringLiteral("warning");
    case Level::Notice:
        return QStringLiteral("notice");
    }
    return {};
}

QString LintFinding::toLine() const {
    // One arg() call: a message may itself hold "%1".
    return QStringLiteral("%1/%2:%3%4: %5 [%6]: %7")
        .arg(platforms::key(platform), fileName, QString::number(line),
             down ? QStringLiteral(" (") + QObject::tr("rollback") + QLatin1Char(')') : QString(), levelName(level), id,
             message);
}

QJsonObject LintFinding::toJson() const {
    QJsonObject o{{QStringLiteral("id"), id},
                  {QStringLiteral("level"), levelName(level)},
                  {QStringLiteral("platform"), platforms::key(platform)},
                  {QStringLiteral("migration"), migration},
                  {QStringLiteral("file"), fileName},
                  {QStringLiteral("down"), down},
                  {QStringLiteral("statement"), statement},
                  {QStringLiteral("line"), line},
                  {QStringLiteral("message"), message}};
    if (!table.isEmpty())
        o.insert(QStringLiteral("table"), table);
    if (!column.isEmpty())
        o.insert(QStringLiteral("column"), column);
    if (!index.isEmpty())
        o.insert(QStringLiteral("index"), index);
    if (rowsCount != Count::Unknown) {
        o.insert(QStringLiteral("rows"), rows);
        static const char* const kinds[] = {"unknown", "exact", "estimate", "at-least"};
        o.insert(QStringLiteral("rows_count"), QString::fromLatin1(kinds[int(rowsCount)]));
    }
    if (bytes >= 0)
        o.insert(QStringLiteral("bytes"), bytes);
    return o;
}

MigrationLint::MigrationLint(const DbConnection& connection) : m_conn(connection) {}

bool MigrationLint::lint(const QList<Migration>& migrations, bool down, QList<LintFinding>* out, QString* error) {
    out->clear();
    LintRun run(m_conn, m_exactLimit, m_largeRows, m_largeBytes);
    if (!run.begin(error))
        return false;
    for (const Migration& m : migrations)
        run.lintMigration(m, down, out);
    run.end();
    return true;
}

bool MigrationLint::hasErrors(const QList<LintFinding>& findings) {
    return std::any_of(findings.begin(), findings.end(),
                       [](const LintFinding& f) { return f.level == LintFinding::Level::Error; });
}

QString MigrationLint::summary(const QList<LintFinding>& findings) {
    int counts[3] = {0, 0, 0};
    for (const LintFinding& f : findings)
        ++counts[int(f.level)];
    return QObject::tr("%1, %2, %3")
        .arg(QObject::tr("%n error(s)", nullptr, counts[int(LintFinding::Level::Error)]),
             QObject::tr("%n warning(s)", nullptr, counts[int(LintFinding::Level::Warning)]),
             QObject::tr("%n notice(s)", nullptr, counts[int(LintFinding::Level::Notice)]));
}

QString MigrationLint::rowsText(qint64 rows, LintFinding::Count count) {
    switch (count) {
    case LintFinding::Count::Exact:
        return rows == 1 ? QObject::tr("1 row") : QObject::tr("%1 rows").arg(rows);
    case LintFinding::Count::Estimate:
        return QObject::tr("about %1 rows (the planner's estimate)").arg(rows);
    case LintFinding::Count::AtLeast:
        return QObject::tr("more than %1 rows").arg(rows - 1);
    case LintFinding::Count::Unknown:
        break;
    }
    return QObject::tr("an unknown number of rows");
}

namespace {
QString findingKey(const LintFinding& f) {
    return QStringList{f.id, f.table, f.column, f.index, LintFinding::levelName(f.level)}.join(QLatin1Char('|'));
}

} // namespace

QList<LintFinding> MigrationLint::unseen(const MigrationSet& set, bool down, const QString& revision,
                                         const QList<LintFinding>& confirmed, QString* error) {
    SchemaStatus status;
    QList<Migration> migrations;
    if (!Migrator(m_conn, set).status(&status, error))
        return {};
    if (down) {
        if (const Migration* m = set.find(revision))
            migrations << *m;
    } else {
        for (const QString& id : std::as_const(status.pending))
            if (const Migration* m = set.find(id))
                migrations << *m;
    }
    QList<LintFinding> now;
    QString lintError;
    if (!lint(migrations, down, &now, &lintError))
        return {}; // not measurable now either: the confirmation said so
    QSet<QString> seen;
    for (const LintFinding& f : confirmed)
        seen.insert(findingKey(f));
    QList<LintFinding> unseen;
    QStringList lines;
    for (const LintFinding& f : std::as_const(now))
        if (f.level != LintFinding::Level::Notice && !seen.contains(findingKey(f))) {
            unseen << f;
            lines << LintFinding::levelName(f.level) + QLatin1Char(' ') + f.message;
        }
    if (!unseen.isEmpty())
        *error = QObject::tr("What this does to the data changed since it was shown: %1. Nothing was run; look at the "
                             "new confirmation and decide again.")
                     .arg(lines.join(QStringLiteral("; ")));
    return unseen;
}

} // namespace metadesk
