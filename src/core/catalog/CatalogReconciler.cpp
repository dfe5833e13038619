// Catalog::reconciled(): the compiled catalog met with what a database actually has.
//
// The compiled catalog is what Metadesk knows of the platforms; a database made by the platform's own code, at another
// revision, or grown through its upgrades, has other columns. Whatever is selected, filtered, sorted, exported or
// written must exist there (SQLite reads an unknown double-quoted identifier as a string literal, so a column that is
// not there would show its own name as data), so every descriptor of an open database comes from here.

#include "Catalog.h"

#include "core/schema/LiveSchema.h"
#include "core/schema/Platform.h"

#include <QObject>
#include <QSet>

namespace metadesk {

namespace {

/// How a column the catalog does not describe is shown and edited, from its type alone.
ColumnKind kindForType(const QString& storageType) {
    const QString t = storageType.trimmed().toLower();
    // Bytes are never shown as text (both platforms keep only ciphertext there): masked like a secret.
    if (t == QLatin1String("bytea") || t == QLatin1String("blob"))
        return ColumnKind::Secret;
    if (t.endsWith(QLatin1String("[]")))
        return ColumnKind::TextArray;
    if (t.startsWith(QLatin1String("json")))
        return ColumnKind::Json;
    if (t.startsWith(QLatin1String("timestamp")) || t == QLatin1String("datetime"))
        return ColumnKind::Timestamp;
    if (t == QLatin1String("date"))
        return ColumnKind::Date;
    if (t.startsWith(QLatin1String("bool")))
        return ColumnKind::Bool;
    // Whole numbers by their exact names: `interval`, `point` and `int4range` also contain "int" and are not numbers
    // (read as one, they would show as 0).
    static const QStringList integers = {
        QStringLiteral("integer"),
        QStringLiteral("int"),
        QStringLiteral("int2"),
        QStringLiteral("int4"),
        QStringLiteral("int8"),
        QStringLiteral("smallint"),
        QStringLiteral("bigint"),
        QStringLiteral("tinyint"),
        QStringLiteral("mediumint"),
        QStringLiteral("serial"),
        QStringLiteral("bigserial"),
        QStringLiteral("smallserial"),
        QStringLiteral("unsigned big int"),
    };
    if (integers.contains(t))
        return ColumnKind::Integer;
    if (t.startsWith(QLatin1String("numeric")) || t.startsWith(QLatin1String("decimal")) ||
        t.startsWith(QLatin1String("double")) || t.startsWith(QLatin1String("real")) ||
        t.startsWith(QLatin1String("float")))
        return ColumnKind::Decimal;
    return ColumnKind::Text;
}

/// "last_seen_at" -> "Last seen at".
QString humanize(const QString& name) {
    QString label = name;
    label.replace(QLatin1Char('_'), QLatin1Char(' '));
    if (!label.isEmpty())
        label[0] = label.at(0).toUpper();
    return label;
}

OnDelete onDeleteOf(const QString& action) {
    if (action == QLatin1String("cascade"))
        return OnDelete::Cascade;
    if (action == QLatin1String("setnull"))
        return OnDelete::SetNull;
    return OnDelete::NoAction;
}

ColumnDescriptor genericColumn(const LiveColumn& live) {
    ColumnDescriptor c;
    c.name = live.name;
    c.label = humanize(live.name);
    c.kind = kindForType(live.type);
    c.nullable = live.nullable;
    c.hasDefault = live.hasDefault;
    c.storageType = live.type;
    c.described = false;
    return c;
}

const LiveForeignKey* liveForeignKeyOn(const LiveTable& live, const QString& column) {
    for (const LiveForeignKey& fk : live.foreignKeys)
        if (fk.columns == QStringList{column})
            return &fk;
    return nullptr;
}

/// Whether the live schema has an index (or key) whose first column is `column`: a sort on it is served.
bool isIndexedFirst(const LiveTable& live, const QString& column) {
    if (!live.primaryKey.isEmpty() && live.primaryKey.first() == column)
        return true;
    for (const QStringList& u : live.unique)
        if (!u.isEmpty() && u.first() == column)
            return true;
    for (const LiveIndex& i : live.indexes)
        if (!i.columns.isEmpty() && i.columns.first() == column && i.where.isEmpty())
            return true;
    return false;
}

/// The most rows sharing one value that an engine orders by key as it reads them from an index led by the value
/// alone (PostgreSQL's Incremental Sort of each value's rows): some milliseconds a page.
constexpr double kTiesOrderedAsRead = 10000;

bool startsWith(const QStringList& list, const QStringList& prefix) {
    return list.size() >= prefix.size() && list.mid(0, int(prefix.size())) == prefix;
}

/// Whether a sort on `column`, which a live index leads with, is served in the grid's order: the sort value, then the
/// key. An index whose next columns are the key's, a column unique on its own, a SQLite table whose key is the rowid
/// (every index there ends with it) hand out the rows sharing a value in key order; otherwise the engine orders them
/// as it reads, which stays cheap only while few rows share any value.
bool sortServed(const LiveTable& live, const QString& column, bool sqlite) {
    if (live.primaryKey == QStringList{column})
        return true;
    if (sqlite && live.rowidKey)
        return true;
    if (!live.primaryKey.isEmpty()) {
        QStringList order{column};
        for (const QString& k : live.primaryKey)
            if (k != column)
                order << k;
        if (startsWith(live.primaryKey, order))
            return true;
        for (const QStringList& u : live.unique)
            if (u == QStringList{column} || startsWith(u, order))
                return true;
        for (const LiveIndex& i : live.indexes)
            if (i.where.isEmpty() && ((i.unique && i.columns == QStringList{column}) || startsWith(i.columns, order)))
                return true;
    }
    const auto it = live.rowsPerValue.constFind(column);
    return it == live.rowsPerValue.cend() || *it <= kTiesOrderedAsRead;
}

/// The table's columns a live index leads with (what the grid says of a sort or filter before it starts), and those
/// of them a sort on is served.
void noteIndexedColumns(const LiveTable& live, bool sqlite, TableDescriptor* t) {
    t->indexedColumns.clear();
    t->orderedColumns.clear();
    for (const ColumnDescriptor& c : std::as_const(t->columns))
        if (isIndexedFirst(live, c.name)) {
            t->indexedColumns << c.name;
            if (sortServed(live, c.name, sqlite))
                t->orderedColumns << c.name;
        }
    t->indexesKnown = true;
}

bool allIn(const QStringList& columns, const QSet<QString>& present) {
    for (const QString& c : columns)
        if (!present.contains(c))
            return false;
    return true;
}

/// The live table's references that the catalog does not describe, as enforced references.
void addLiveForeignKeys(const LiveTable& live, const LiveSchema& schema, TableDescriptor* t) {
    for (const LiveForeignKey& fk : live.foreignKeys) {
        if (fk.columns.size() != 1 || fk.refColumns.size() != 1 || t->foreignKey(fk.columns.first()) ||
            !schema.hasTable(fk.table))
            continue;
        ForeignKeyDescriptor d;
        d.column = fk.columns.first();
        d.targetTable = fk.table;
        d.targetColumn = fk.refColumns.first();
        d.onDelete = d.databaseOnDelete = onDeleteOf(fk.onDelete);
        d.enforced = d.databaseEnforced = true;
        t->foreignKeys << d;
    }
}

TableDescriptor reconcileTable(const TableDescriptor& known, const LiveTable& live, const LiveSchema& schema) {
    TableDescriptor t = known;
    t.columns.clear();
    for (const ColumnDescriptor& c : known.columns) {
        const LiveColumn* l = live.column(c.name);
        if (!l)
            continue;
        ColumnDescriptor r = c;
        r.storageType = l->type;
        // The database's own nullability and defaults are the truth for what an insert may omit.
        r.nullable = l->nullable;
        r.hasDefault = l->hasDefault;
        t.columns << r;
    }
    for (const LiveColumn& l : live.columns)
        if (!known.column(l.name))
            t.columns << genericColumn(l);

    QSet<QString> present;
    for (const ColumnDescriptor& c : t.columns)
        present.insert(c.name);
    const auto keep = [&present](QString* column) {
        if (!present.contains(*column))
            column->clear();
    };

    if (!live.primaryKey.isEmpty())
        t.primaryKey = live.primaryKey;
    else if (!allIn(t.primaryKey, present))
        t.primaryKey.clear();

    t.foreignKeys.clear();
    for (const ForeignKeyDescriptor& fk : known.foreignKeys) {
        if (!present.contains(fk.column))
            continue;
        const LiveTable* target = schema.table(fk.targetTable);
        if (!target || !target->column(fk.targetColumn))
            continue;
        ForeignKeyDescriptor r = fk;
        const LiveForeignKey* lf = liveForeignKeyOn(live, fk.column);
        r.databaseEnforced = lf != nullptr;
        r.databaseOnDelete = lf ? onDeleteOf(lf->onDelete) : OnDelete::NoAction;
        t.foreignKeys << r;
    }
    addLiveForeignKeys(live, schema, &t);

    QList<QStringList> unique;
    for (const QStringList& u : std::as_const(t.uniqueKeys))
        if (allIn(u, present))
            unique << u;
    t.uniqueKeys = unique;
    QStringList search;
    for (const QString& c : std::as_const(t.searchColumns))
        if (present.contains(c))
            search << c;
    t.searchColumns = search;
    QList<QStringList> together;
    for (const QStringList& group : std::as_const(t.bothOrNeither))
        if (allIn(group, present))
            together << group;
    t.bothOrNeither = together;

    keep(&t.labelColumn);
    keep(&t.noCycleColumn);
    keep(&t.softDeleteColumn);
    keep(&t.mirrorColumn);
    if (!allIn(t.exactlyOneOf, present))
        t.exactlyOneOf.clear();
    if (t.exactlyOneOf.isEmpty())
        t.behaviours &= ~int(TableBehaviour::ExactlyOneOf);
    if (t.noCycleColumn.isEmpty())
        t.behaviours &= ~int(TableBehaviour::NoCycle);
    if (t.softDeleteColumn.isEmpty())
        t.behaviours &= ~(int(TableBehaviour::SoftDelete) | int(TableBehaviour::Tombstone));
    if (t.mirrorColumn.isEmpty())
        t.behaviours &= ~int(TableBehaviour::MirrorColumn);

    // The default sort is one the live indexes serve; otherwise the key (DESIGN: never a full pass by default).
    noteIndexedColumns(live, schema.isSqlite(), &t);
    if (t.defaultSortColumn.isEmpty() || !present.contains(t.defaultSortColumn) ||
        !t.orderedColumns.contains(t.defaultSortColumn)) {
        t.defaultSortColumn = t.primaryKey.isEmpty() ? QString() : t.primaryKey.first();
        if (t.defaultSortColumn != known.defaultSortColumn)
            t.defaultSortDescending = false;
    }
    if (t.defaultSortColumn != known.defaultSortColumn || !present.contains(t.defaultSortThen))
        t.defaultSortThen.clear();
    return t;
}

TableDescriptor otherTable(const LiveTable& live, const LiveSchema& schema) {
    TableDescriptor t;
    t.name = live.name;
    t.label = live.name;
    t.section = Catalog::otherTablesSection();
    t.summary = QObject::tr("A table Metadesk does not know: shown as the database has it, read-only.");
    t.described = false;
    for (const LiveColumn& l : live.columns)
        t.columns << genericColumn(l);
    t.primaryKey = live.primaryKey;
    addLiveForeignKeys(live, schema, &t);
    t.uniqueKeys = live.unique;
    for (const QString& candidate : {QStringLiteral("name"), QStringLiteral("title"), QStringLiteral("email")})
        if (live.column(candidate)) {
            t.labelColumn = candidate;
            break;
        }
    for (const ColumnDescriptor& c : std::as_const(t.columns))
        if (c.kind == ColumnKind::Text)
            t.searchColumns << c.name;
    t.defaultSortColumn = t.primaryKey.isEmpty() ? QString() : t.primaryKey.first();
    noteIndexedColumns(live, schema.isSqlite(), &t);
    return t;
}

} // namespace

std::shared_ptr<const Catalog> Catalog::reconciled(const LiveSchema& live) {
    QList<TableDescriptor> tables;
    QSet<QString> known;
    for (const TableDescriptor& t : instance().tables()) {
        known.insert(t.name);
        if (const LiveTable* l = live.table(t.name))
            tables << reconcileTable(t, *l, live);
    }
    for (const LiveTable& l : live.tables())
        if (!known.contains(l.name))
            tables << otherTable(l, live);
    // Built through the private constructor, which derives the identifier flags again for the columns it now has.
    return std::shared_ptr<const Catalog>(new Catalog(std::move(tables)));
}

} // namespace metadesk
