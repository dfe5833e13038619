#include "SchemaComparer.h"

#include "core/db/DbConnection.h"

#include <QAtomicInt>
#include <QCryptographicHash>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QMutex>
#include <QObject>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace metadesk {

namespace {
QAtomicInt g_probe;

void setError(QString* error, const QString& message) {
    if (error)
        *error = message;
}

QString listText(const QStringList& list) {
    return QLatin1Char('(') + list.join(QStringLiteral(", ")) + QLatin1Char(')');
}

QString action(const QString& word) {
    return word.isEmpty() ? QStringLiteral("noaction") : word;
}

QString foreignKeyText(const LiveForeignKey& fk) {
    return QStringLiteral("%1 REFERENCES %2%3 ON DELETE %4 ON UPDATE %5")
        .arg(listText(fk.columns), fk.table, listText(fk.refColumns), action(fk.onDelete), action(fk.onUpdate));
}

/// How an index is compared: PostgreSQL's canonical definition where both sides have one; otherwise (SQLite, whose
/// stored CREATE INDEX keeps whoever wrote it's spacing) its columns, uniqueness and predicate.
QString indexText(const LiveIndex& index, bool useDefinition) {
    if (useDefinition)
        return index.definition;
    return QStringLiteral("%1%2 %3%4")
        .arg(index.unique ? QStringLiteral("UNIQUE ") : QString(), index.name, listText(index.columns),
             index.where.isEmpty() ? QString() : QStringLiteral(" WHERE ") + index.where.simplified());
}

/// A CHECK clause as compared: on SQLite the text as someone wrote it, so without spacing or case.
QString checkText(const QString& clause, bool sqlite) {
    if (!sqlite)
        return clause;
    QString t = clause.toLower();
    t.remove(QLatin1Char(' '));
    return t;
}

/// What a platform itself leaves on a database of the same revision, and so is not a difference (docs/schema.md,
/// "A database that grew through the gateway's upgrades is the same revision").
struct PlatformVariants {
    /// A column may have a server default where the revision has none (the ALTER list's ADD COLUMN … DEFAULT).
    bool extraDefaults = false;
    /// text where the revision has character varying (the ALTER list's TEXT for a str field).
    bool textForVarchar = false;
    /// table.column whose foreign key the ALTER list's ADD COLUMN does not make.
    QStringList foreignKeyMayLack;
};

PlatformVariants variantsOf(Platform platform) {
    PlatformVariants v;
    if (platform == Platform::Tabularia) {
        v.extraDefaults = true;
        v.textForVarchar = true;
        v.foreignKeyMayLack = {QStringLiteral("flows.notify_connection_id")};
    }
    return v;
}

QString nullability(bool nullable) {
    return nullable ? QObject::tr("nullable") : QObject::tr("NOT NULL");
}

QString defaultText(const LiveColumn& c) {
    if (!c.hasDefault)
        return QObject::tr("no default");
    return c.defaultExpression.isEmpty() ? QObject::tr("filled by the engine") : c.defaultExpression;
}

void compareNamed(const QString& table, const QString& what, const QMap<QString, QString>& live,
                  const QMap<QString, QString>& expected, QStringList* out) {
    for (auto it = expected.begin(); it != expected.end(); ++it) {
        if (!live.contains(it.key()))
            *out << QObject::tr("%1: missing %2 %3").arg(table, what, it.value());
        else if (live.value(it.key()) != it.value())
            *out << QObject::tr("%1: %2 is %3; the revision has %4").arg(table, what, live.value(it.key()), it.value());
    }
    for (auto it = live.begin(); it != live.end(); ++it)
        if (!expected.contains(it.key()))
            *out << QObject::tr("%1: extra %2 %3").arg(table, what, it.value());
}

void compareSets(const QString& table, const QString& what, QStringList live, QStringList expected, QStringList* out) {
    live.sort();
    expected.sort();
    const QSet<QString> l(live.begin(), live.end()), e(expected.begin(), expected.end());
    for (const QString& x : std::as_const(expected))
        if (!l.contains(x))
            *out << QObject::tr("%1: missing %2 %3").arg(table, what, x);
    for (const QString& x : std::as_const(live))
        if (!e.contains(x))
            *out << QObject::tr("%1: extra %2 %3").arg(table, what, x);
}

void compareTable(const LiveTable& l, const LiveTable& e, bool sqlite, const PlatformVariants& variants,
                  SchemaDiff* diff) {
    QStringList missing, extra;
    for (const LiveColumn& c : e.columns)
        if (!l.column(c.name))
            missing << c.name;
    for (const LiveColumn& c : l.columns)
        if (!e.column(c.name))
            extra << c.name;
    missing.sort();
    extra.sort();
    if (!missing.isEmpty())
        diff->missingColumns.insert(e.name, missing);
    if (!extra.isEmpty())
        diff->extraColumns.insert(e.name, extra);

    QStringList& out = diff->changes;
    for (const LiveColumn& ec : e.columns) {
        const LiveColumn* lc = l.column(ec.name);
        if (!lc)
            continue;
        const QString where = e.name + QLatin1Char('.') + ec.name;
        const bool sameType = lc->type.compare(ec.type, Qt::CaseInsensitive) == 0 ||
                              (variants.textForVarchar && lc->type == QLatin1String("text") &&
                               ec.type == QLatin1String("character varying"));
        if (!sameType)
            out << QObject::tr("%1 is of type %2; the revision has %3").arg(where, lc->type, ec.type);
        if (lc->nullable != ec.nullable)
            out << QObject::tr("%1 is %2; the revision has it %3")
                       .arg(where, nullability(lc->nullable), nullability(ec.nullable));
        const bool sameDefault =
            (lc->hasDefault == ec.hasDefault && (!lc->hasDefault || lc->defaultExpression == ec.defaultExpression)) ||
            (variants.extraDefaults && !ec.hasDefault && lc->hasDefault);
        if (!sameDefault)
            out << QObject::tr("%1 has %2; the revision has %3").arg(where, defaultText(*lc), defaultText(ec));
    }
    if (l.primaryKey != e.primaryKey)
        out << QObject::tr("%1: primary key %2; the revision has %3")
                   .arg(e.name, listText(l.primaryKey), listText(e.primaryKey));

    QStringList lf, ef;
    for (const LiveForeignKey& fk : l.foreignKeys)
        lf << foreignKeyText(fk);
    for (const LiveForeignKey& fk : e.foreignKeys) {
        const bool mayLack = fk.columns.size() == 1 &&
                             variants.foreignKeyMayLack.contains(e.name + QLatin1Char('.') + fk.columns.first());
        if (mayLack && !lf.contains(foreignKeyText(fk)))
            continue;
        ef << foreignKeyText(fk);
    }
    compareSets(e.name, QObject::tr("foreign key"), lf, ef, &out);

    QStringList lu, eu;
    for (const QStringList& u : l.unique)
        lu << QStringLiteral("UNIQUE ") + listText(u);
    for (const QStringList& u : e.unique)
        eu << QStringLiteral("UNIQUE ") + listText(u);
    compareSets(e.name, QObject::tr("unique constraint"), lu, eu, &out);

    QMap<QString, QString> li, ei;
    for (const LiveIndex& i : l.indexes)
        li.insert(i.name, indexText(i, !sqlite && !i.definition.isEmpty()));
    for (const LiveIndex& i : e.indexes)
        ei.insert(i.name, indexText(i, !sqlite && !i.definition.isEmpty()));
    compareNamed(e.name, QObject::tr("index"), li, ei, &out);

    QStringList lc, ec;
    for (const QString& c : l.checkClauses)
        lc << checkText(c, sqlite);
    for (const QString& c : e.checkClauses)
        ec << checkText(c, sqlite);
    if (lc.isEmpty() && ec.isEmpty() && l.checks != e.checks)
        out << QObject::tr("%1: %2 CHECK constraints; the revision has %3").arg(e.name).arg(l.checks).arg(e.checks);
    else
        compareSets(e.name, QObject::tr("check"), lc, ec, &out);

    QMap<QString, QString> lt, et;
    for (int i = 0; i < l.triggers.size(); ++i)
        lt.insert(l.triggers.at(i), l.triggerDefinitions.value(i, l.triggers.at(i)));
    for (int i = 0; i < e.triggers.size(); ++i)
        et.insert(e.triggers.at(i), e.triggerDefinitions.value(i, e.triggers.at(i)));
    compareNamed(e.name, QObject::tr("trigger"), lt, et, &out);
}

/// The shipped descriptions, parsed once per platform.
QMutex g_shippedMutex;
QHash<int, QJsonObject> g_shipped;
} // namespace

QString SchemaComparer::shippedDescriptionPath(Platform platform) {
    return QStringLiteral("schemas/%1-postgresql.json").arg(platforms::key(platform));
}

bool SchemaComparer::shippedDescription(Platform platform, QJsonObject* out, QString* error) {
    QMutexLocker lock(&g_shippedMutex);
    if (auto it = g_shipped.constFind(int(platform)); it != g_shipped.constEnd()) {
        *out = it.value();
        return true;
    }
    QFile file(QStringLiteral(":/") + shippedDescriptionPath(platform));
    if (!file.open(QIODevice::ReadOnly)) {
        setError(error, QObject::tr("This Metadesk has no description of %1's schema on PostgreSQL (%2): %3")
                            .arg(platforms::displayName(platform), file.fileName(), file.errorString()));
        return false;
    }
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
    if (parseError.error != QJsonParseError::NoError || !doc.isObject()) {
        setError(error, QObject::tr("The description of %1's schema shipped with Metadesk is damaged: %2")
                            .arg(platforms::displayName(platform), parseError.errorString()));
        return false;
    }
    g_shipped.insert(int(platform), doc.object());
    *out = doc.object();
    return true;
}

QJsonObject SchemaComparer::describe(Platform platform, const QStringList& revisions,
                                     const QList<LiveSchema>& schemas) {
    QJsonObject tables, functions;
    QJsonArray list;
    const auto key = [](const QJsonValue& v) {
        const QByteArray text =
            v.isString() ? v.toString().toUtf8() : QJsonDocument(v.toObject()).toJson(QJsonDocument::Compact);
        return QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex().left(16));
    };
    for (int i = 0; i < revisions.size() && i < schemas.size(); ++i) {
        const QJsonObject full = schemas.at(i).toFullJson();
        QJsonObject revisionTables, revisionFunctions;
        const QJsonObject t = full.value(QStringLiteral("tables")).toObject();
        for (auto it = t.begin(); it != t.end(); ++it) {
            const QString k = key(it.value());
            tables.insert(k, it.value());
            revisionTables.insert(it.key(), k);
        }
        const QJsonObject f = full.value(QStringLiteral("functions")).toObject();
        for (auto it = f.begin(); it != f.end(); ++it) {
            const QString k = key(it.value());
            functions.insert(k, it.value());
            revisionFunctions.insert(it.key(), k);
        }
        list.append(QJsonObject{{QStringLiteral("revision"), revisions.at(i)},
                                {QStringLiteral("tables"), revisionTables},
                                {QStringLiteral("functions"), revisionFunctions}});
    }
    return QJsonObject{{QStringLiteral("platform"), platforms::key(platform)},
                       {QStringLiteral("engine"), QStringLiteral("postgresql")},
                       {QStringLiteral("tables"), tables},
                       {QStringLiteral("functions"), functions},
                       {QStringLiteral("revisions"), list}};
}

bool SchemaComparer::schemaIn(const QJsonObject& description, const QString& revision, LiveSchema* out) {
    const QJsonObject tables = description.value(QStringLiteral("tables")).toObject();
    const QJsonObject functions = description.value(QStringLiteral("functions")).toObject();
    for (const QJsonValue& v : description.value(QStringLiteral("revisions")).toArray()) {
        const QJsonObject r = v.toObject();
        if (r.value(QStringLiteral("revision")).toString() != revision)
            continue;
        QJsonObject full, t, f;
        const QJsonObject names = r.value(QStringLiteral("tables")).toObject();
        for (auto it = names.begin(); it != names.end(); ++it)
            t.insert(it.key(), tables.value(it.value().toString()));
        const QJsonObject signatures = r.value(QStringLiteral("functions")).toObject();
        for (auto it = signatures.begin(); it != signatures.end(); ++it)
            f.insert(it.key(), functions.value(it.value().toString()));
        full.insert(QStringLiteral("tables"), t);
        full.insert(QStringLiteral("functions"), f);
        *out = LiveSchema::fromFullJson(full, false);
        return true;
    }
    return false;
}

bool SchemaComparer::build(const QSqlDatabase& db, bool sqlite, const MigrationSet& set, const QString& revision,
                           LiveSchema* out, QString* error) {
    if (!set.find(revision)) {
        setError(error, QObject::tr("%1 has no migration %2.").arg(platforms::displayName(set.platform()), revision));
        return false;
    }
    const MigrationSet upTo = set.upTo(revision);
    for (const Migration& m : upTo.migrations()) {
        for (const SqlScript::Statement& s : m.statements(false)) {
            if (s.outsideTransaction && sqlite)
                continue; // VACUUM and the like change no schema
            QSqlQuery q(db);
            if (!q.exec(s.sql)) {
                setError(error, QObject::tr("Could not build the schema of %1 to compare (statement %2 of %3): %4")
                                    .arg(m.describe())
                                    .arg(s.number)
                                    .arg(m.fileName, sqlErrorText(q.lastError())));
                return false;
            }
        }
    }
    LiveSchema schema;
    if (!LiveSchema::read(db, sqlite, &schema, error))
        return false;
    for (const QString& t : platforms::bookkeepingTables(set.platform()))
        schema.remove(t);
    *out = schema;
    return true;
}

bool SchemaComparer::expected(const DbConnection& connection, const MigrationSet& set, const QString& revision,
                              LiveSchema* out, QString* error) {
    if (connection.isSqlite()) {
        const QString name = QStringLiteral("metadesk-probe-%1").arg(g_probe.fetchAndAddRelaxed(1));
        bool ok = false;
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(QStringLiteral(":memory:"));
            if (!db.open())
                setError(error,
                         QObject::tr("Could not open an in-memory database: %1").arg(sqlErrorText(db.lastError())));
            else
                ok = build(db, true, set, revision, out, error);
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
        return ok;
    }
    QJsonObject shipped;
    if (!shippedDescription(set.platform(), &shipped, error))
        return false;
    if (schemaIn(shipped, revision, out))
        return true;
    setError(error, QObject::tr("This Metadesk has no description of %1 revision %2 on PostgreSQL.")
                        .arg(platforms::displayName(set.platform()), revision));
    return false;
}

SchemaDiff SchemaComparer::differences(const LiveSchema& live, const LiveSchema& expected, Platform platform) {
    SchemaDiff diff;
    const PlatformVariants variants = variantsOf(platform);
    const QStringList own = platforms::bookkeepingTables(platform);
    // Tables another platform's code makes, or that record its revision, are that platform's business.
    QSet<QString> others;
    for (Platform p : platforms::all()) {
        if (p == platform)
            continue;
        for (const QString& t : platforms::tables(p) + platforms::bookkeepingTables(p))
            others.insert(t);
    }
    const QStringList mine = platforms::tables(platform);
    for (const LiveTable& e : expected.tables()) {
        if (own.contains(e.name))
            continue;
        const LiveTable* l = live.table(e.name);
        if (!l)
            diff.missingTables << e.name;
        else
            compareTable(*l, e, live.isSqlite(), variants, &diff);
    }
    for (const LiveTable& l : live.tables())
        if (!expected.hasTable(l.name) && !own.contains(l.name) && (mine.contains(l.name) || !others.contains(l.name)))
            diff.extraTables << l.name;
    // The schema's own functions: those the revision makes must be there as it makes them. Functions it does not
    // make may be the other platform's or anyone's: a trigger that calls one shows above.
    for (auto it = expected.functions().begin(); it != expected.functions().end(); ++it) {
        if (!live.functions().contains(it.key()))
            diff.changes << QObject::tr("missing function %1").arg(it.key());
        else if (live.functions().value(it.key()) != it.value())
            diff.changes << QObject::tr("function %1 differs from the revision's").arg(it.key());
    }
    diff.missingTables.sort();
    diff.extraTables.sort();
    return diff;
}

bool SchemaComparer::compare(const DbConnection& connection, const MigrationSet& set, const QString& revision,
                             SchemaDiff* out, QString* error) {
    LiveSchema expectedSchema, liveSchema;
    if (!expected(connection, set, revision, &expectedSchema, error) ||
        !LiveSchema::read(connection, &liveSchema, error))
        return false;
    *out = differences(liveSchema, expectedSchema, set.platform());
    out->revision = revision;
    return true;
}

} // namespace metadesk
