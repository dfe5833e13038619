#include "SchemaDescription.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>

namespace metadesk::test {

namespace {

/// How the engines print an index column or a predicate differs from how a migration writes it: "(x IS NOT NULL)"
/// for "x IS NOT NULL", "created_at" for "created_at DESC" (pg_get_indexdef's column form), quotes around names.
QString normalized(QString text) {
    text.remove(QLatin1Char('"'));
    text = text.simplified();
    while (text.startsWith(QLatin1Char('(')) && text.endsWith(QLatin1Char(')'))) {
        // Only strip a pair that encloses the whole text.
        int depth = 0;
        bool encloses = true;
        for (int i = 0; i < text.size(); ++i) {
            if (text.at(i) == QLatin1Char('('))
                ++depth;
            else if (text.at(i) == QLatin1Char(')') && --depth == 0 && i != text.size() - 1)
                encloses = false;
        }
        if (!encloses)
            break;
        text = text.mid(1, text.size() - 2).trimmed();
    }
    static const QRegularExpression direction(QStringLiteral("\\s+(ASC|DESC)$"),
                                              QRegularExpression::CaseInsensitiveOption);
    text.remove(direction);
    // PostgreSQL prints 'x'::text for a text literal and wraps each side of AND.
    static const QRegularExpression casts(QStringLiteral("::(text|character varying)"));
    text.remove(casts);
    text.remove(QLatin1Char('('));
    text.remove(QLatin1Char(')'));
    return text.simplified().toLower();
}

QString listText(const QStringList& list) {
    return QLatin1Char('(') + list.join(QStringLiteral(", ")) + QLatin1Char(')');
}

QStringList sortedLists(const QList<QStringList>& lists) {
    QStringList out;
    for (const QStringList& l : lists)
        out << listText(l);
    out.sort();
    return out;
}

QString fkText(const LiveForeignKey& fk) {
    return QStringLiteral("%1 -> %2%3 on delete %4")
        .arg(listText(fk.columns), fk.table, listText(fk.refColumns), fk.onDelete);
}

QString indexText(const LiveIndex& i) {
    QStringList columns;
    for (const QString& c : i.columns)
        columns << normalized(c);
    return QStringLiteral("%1%2%3%4")
        .arg(i.name, listText(columns), i.unique ? QStringLiteral(" unique") : QString(),
             i.where.isEmpty() ? QString() : QStringLiteral(" where ") + normalized(i.where));
}

void compareSets(const QString& what, QStringList live, QStringList expected, QStringList* out) {
    live.sort();
    expected.sort();
    const QSet<QString> l(live.begin(), live.end()), e(expected.begin(), expected.end());
    for (const QString& x : expected)
        if (!l.contains(x))
            *out << QStringLiteral("%1: missing %2").arg(what, x);
    for (const QString& x : live)
        if (!e.contains(x))
            *out << QStringLiteral("%1: unexpected %2").arg(what, x);
}

} // namespace

bool SchemaDescription::load(Platform platform, const QString& engine, SchemaDescription* out, QString* error) {
    const QString path =
        QStringLiteral(METADESK_SCHEMA_DESCRIPTIONS_DIR "/%1-%2.json").arg(platforms::key(platform), engine);
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("Could not read %1: %2").arg(path, file.errorString());
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = QStringLiteral("%1: %2").arg(path, parseError.errorString());
        return false;
    }
    SchemaDescription d;
    for (const QJsonValue& v : doc.object().value(QStringLiteral("revisions")).toArray()) {
        const QJsonObject revision = v.toObject();
        LiveSchema schema;
        const QJsonObject tables = revision.value(QStringLiteral("tables")).toObject();
        for (auto it = tables.begin(); it != tables.end(); ++it)
            schema.insert(LiveSchema::tableFromJson(it.key(), it.value().toObject()));
        d.m_revisions << revision.value(QStringLiteral("revision")).toString();
        d.m_schemas << schema;
    }
    *out = d;
    return true;
}

LiveSchema SchemaDescription::at(const QString& revision) const {
    const int i = int(m_revisions.indexOf(revision));
    return i < 0 ? LiveSchema() : m_schemas.at(i);
}

QStringList SchemaDescription::differences(const LiveSchema& live, const LiveSchema& expected, const Options& options,
                                           const QStringList& ignore) {
    QStringList out;
    QStringList liveTables, expectedTables;
    for (const LiveTable& t : live.tables())
        if (!ignore.contains(t.name))
            liveTables << t.name;
    for (const LiveTable& t : expected.tables())
        if (!ignore.contains(t.name))
            expectedTables << t.name;
    compareSets(QStringLiteral("tables"), liveTables, expectedTables, &out);

    for (const LiveTable& e : expected.tables()) {
        const LiveTable* l = live.table(e.name);
        if (!l || ignore.contains(e.name))
            continue;
        compareSets(e.name + QStringLiteral(" columns"), l->columnNames(), e.columnNames(), &out);
        for (const LiveColumn& ec : e.columns) {
            const LiveColumn* lc = l->column(ec.name);
            if (!lc)
                continue;
            const QString where = e.name + QLatin1Char('.') + ec.name;
            if (options.types && lc->type.compare(ec.type, Qt::CaseInsensitive) != 0)
                out << QStringLiteral("%1: type %2, expected %3").arg(where, lc->type, ec.type);
            if (lc->nullable != ec.nullable)
                out << QStringLiteral("%1: %2, expected %3")
                           .arg(where, lc->nullable ? QStringLiteral("nullable") : QStringLiteral("not null"),
                                ec.nullable ? QStringLiteral("nullable") : QStringLiteral("not null"));
            if (lc->hasDefault != ec.hasDefault)
                out << QStringLiteral("%1: %2").arg(where, lc->hasDefault
                                                               ? QStringLiteral("has a default, expected none")
                                                               : QStringLiteral("has no default, expected one"));
        }
        if (l->primaryKey != e.primaryKey)
            out << QStringLiteral("%1: primary key %2, expected %3")
                       .arg(e.name, listText(l->primaryKey), listText(e.primaryKey));
        QStringList lf, ef;
        for (const LiveForeignKey& fk : l->foreignKeys)
            lf << fkText(fk);
        for (const LiveForeignKey& fk : e.foreignKeys)
            ef << fkText(fk);
        compareSets(e.name + QStringLiteral(" foreign keys"), lf, ef, &out);
        compareSets(e.name + QStringLiteral(" unique"), sortedLists(l->unique), sortedLists(e.unique), &out);
        QStringList li, ei;
        for (const LiveIndex& i : l->indexes)
            li << indexText(i);
        for (const LiveIndex& i : e.indexes)
            ei << indexText(i);
        compareSets(e.name + QStringLiteral(" indexes"), li, ei, &out);
        if (options.checks && l->checks != e.checks)
            out << QStringLiteral("%1: %2 CHECK constraints, expected %3").arg(e.name).arg(l->checks).arg(e.checks);
        if (options.triggers)
            compareSets(e.name + QStringLiteral(" triggers"), l->triggers, e.triggers, &out);
    }
    return out;
}

} // namespace metadesk::test
