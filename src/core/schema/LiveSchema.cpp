#include "LiveSchema.h"

#include "core/db/DbConnection.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>

namespace metadesk {

namespace {

void setError(QString* error, const QString& text) {
    if (error)
        *error = text;
}

QString readError(const QSqlQuery& q) {
    return QObject::tr("Could not read the database's schema: %1").arg(q.lastError().text());
}

/// The unit separator: no identifier or expression the engines print holds it.
const QChar kSeparator(0x1f);

QStringList splitList(const QVariant& value) {
    const QString text = value.toString();
    return text.isEmpty() ? QStringList() : text.split(kSeparator);
}

QString onDeleteName(const QString& engineText) {
    const QString t = engineText.trimmed().toLower();
    if (t == QLatin1String("c") || t == QLatin1String("cascade"))
        return QStringLiteral("cascade");
    if (t == QLatin1String("n") || t == QLatin1String("set null"))
        return QStringLiteral("setnull");
    if (t == QLatin1String("d") || t == QLatin1String("set default"))
        return QStringLiteral("setdefault");
    if (t == QLatin1String("r") || t == QLatin1String("restrict"))
        return QStringLiteral("restrict");
    return QStringLiteral("noaction");
}

/// The predicate of a partial index, from its CREATE INDEX text (SQLite keeps no other record of it).
QString partialPredicate(const QString& createSql) {
    static const QRegularExpression where(QStringLiteral("\\)\\s*WHERE\\s+(.*)$"),
                                          QRegularExpression::CaseInsensitiveOption |
                                              QRegularExpression::DotMatchesEverythingOption);
    const QRegularExpressionMatch m = where.match(createSql);
    return m.hasMatch() ? m.captured(1).trimmed() : QString();
}

/// CHECK constraints in a CREATE TABLE text, outside string literals and comments.
int countChecks(const QString& createSql) {
    QString code;
    code.reserve(createSql.size());
    for (int i = 0; i < createSql.size(); ++i) {
        const QChar c = createSql.at(i);
        if (c == QLatin1Char('\'')) {
            int j = i + 1;
            while (j < createSql.size() && !(createSql.at(j) == QLatin1Char('\'') &&
                                             (j + 1 >= createSql.size() || createSql.at(j + 1) != QLatin1Char('\''))))
                j += (createSql.at(j) == QLatin1Char('\'')) ? 2 : 1;
            i = j;
            code += QLatin1Char(' ');
        } else if (c == QLatin1Char('-') && i + 1 < createSql.size() && createSql.at(i + 1) == QLatin1Char('-')) {
            while (i < createSql.size() && createSql.at(i) != QLatin1Char('\n'))
                ++i;
        } else {
            code += c;
        }
    }
    static const QRegularExpression check(QStringLiteral("\\bCHECK\\s*\\("), QRegularExpression::CaseInsensitiveOption);
    int n = 0;
    for (auto it = check.globalMatch(code); it.hasNext(); it.next())
        ++n;
    return n;
}

QJsonArray toArray(const QStringList& list) {
    QJsonArray a;
    for (const QString& s : list)
        a.append(s);
    return a;
}

QStringList fromArray(const QJsonValue& value) {
    QStringList out;
    for (const QJsonValue& v : value.toArray())
        out << v.toString();
    return out;
}

} // namespace

const LiveColumn* LiveTable::column(const QString& columnName) const {
    for (const LiveColumn& c : columns)
        if (c.name == columnName)
            return &c;
    return nullptr;
}

QStringList LiveTable::columnNames() const {
    QStringList names;
    for (const LiveColumn& c : columns)
        names << c.name;
    return names;
}

const LiveTable* LiveSchema::table(const QString& name) const {
    auto it = m_tables.constFind(name);
    return it == m_tables.constEnd() ? nullptr : &it.value();
}

bool LiveSchema::read(const DbConnection& connection, LiveSchema* out, QString* error) {
    LiveSchema schema;
    schema.m_sqlite = connection.isSqlite();
    const bool ok = schema.m_sqlite ? schema.readSqlite(connection, error) : schema.readPostgres(connection, error);
    if (ok)
        *out = std::move(schema);
    return ok;
}

bool LiveSchema::readSqlite(const DbConnection& connection, QString* error) {
    QSqlQuery q(connection.db());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE "
                               "'sqlite\\_%' ESCAPE '\\' ORDER BY name"))) {
        setError(error, readError(q));
        return false;
    }
    QList<QPair<QString, QString>> tables;
    while (q.next())
        tables.append({q.value(0).toString(), q.value(1).toString()});

    for (const auto& [name, createSql] : tables) {
        LiveTable t;
        t.name = name;
        t.checks = countChecks(createSql);
        QSqlQuery c(connection.db());
        c.setForwardOnly(true);
        c.prepare(
            QStringLiteral("SELECT name, type, \"notnull\", dflt_value, pk FROM pragma_table_info(?) ORDER BY cid"));
        c.addBindValue(name);
        if (!c.exec()) {
            setError(error, readError(c));
            return false;
        }
        QMap<int, QString> pk;
        while (c.next()) {
            LiveColumn col;
            col.name = c.value(0).toString();
            col.type = c.value(1).toString();
            col.nullable = c.value(2).toInt() == 0;
            col.defaultExpression = c.value(3).isNull() ? QString() : c.value(3).toString();
            col.hasDefault = !c.value(3).isNull();
            if (c.value(4).toInt() > 0)
                pk.insert(c.value(4).toInt(), col.name);
            t.columns << col;
        }
        t.primaryKey = pk.values();
        // A single INTEGER primary key is the rowid: never NULL, filled when omitted.
        if (t.primaryKey.size() == 1) {
            for (LiveColumn& col : t.columns)
                if (col.name == t.primaryKey.first() &&
                    col.type.compare(QLatin1String("INTEGER"), Qt::CaseInsensitive) == 0) {
                    col.nullable = false;
                    col.hasDefault = true;
                }
        }

        QSqlQuery f(connection.db());
        f.setForwardOnly(true);
        f.prepare(QStringLiteral(
            "SELECT id, \"table\", \"from\", \"to\", on_delete FROM pragma_foreign_key_list(?) ORDER BY id, seq"));
        f.addBindValue(name);
        if (!f.exec()) {
            setError(error, readError(f));
            return false;
        }
        int currentId = -1;
        while (f.next()) {
            if (f.value(0).toInt() != currentId) {
                currentId = f.value(0).toInt();
                LiveForeignKey fk;
                fk.table = f.value(1).toString();
                fk.onDelete = onDeleteName(f.value(4).toString());
                t.foreignKeys << fk;
            }
            t.foreignKeys.last().columns << f.value(2).toString();
            t.foreignKeys.last().refColumns << f.value(3).toString(); // empty: the target's primary key, below
        }

        QSqlQuery ix(connection.db());
        ix.setForwardOnly(true);
        ix.prepare(QStringLiteral("SELECT l.name, l.\"unique\", l.origin, m.sql FROM pragma_index_list(?) l "
                                  "LEFT JOIN sqlite_master m ON m.type = 'index' AND m.name = l.name ORDER BY l.name"));
        ix.addBindValue(name);
        if (!ix.exec()) {
            setError(error, readError(ix));
            return false;
        }
        struct Raw {
            QString name, origin, sql;
            bool unique;
        };
        QList<Raw> raw;
        while (ix.next())
            raw.append(
                {ix.value(0).toString(), ix.value(2).toString(), ix.value(3).toString(), ix.value(1).toInt() != 0});
        for (const Raw& r : raw) {
            if (r.origin == QLatin1String("pk"))
                continue;
            QSqlQuery cols(connection.db());
            cols.setForwardOnly(true);
            cols.prepare(QStringLiteral("SELECT name, cid FROM pragma_index_xinfo(?) WHERE key = 1 ORDER BY seqno"));
            cols.addBindValue(r.name);
            if (!cols.exec()) {
                setError(error, readError(cols));
                return false;
            }
            QStringList columns;
            while (cols.next())
                columns << (cols.value(0).isNull() ? QStringLiteral("(expression)") : cols.value(0).toString());
            if (r.origin == QLatin1String("u")) {
                t.unique << columns;
                continue;
            }
            t.indexes << LiveIndex{r.name, columns, r.unique, partialPredicate(r.sql)};
        }

        QSqlQuery tr(connection.db());
        tr.setForwardOnly(true);
        tr.prepare(
            QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ? ORDER BY name"));
        tr.addBindValue(name);
        if (!tr.exec()) {
            setError(error, readError(tr));
            return false;
        }
        while (tr.next())
            t.triggers << tr.value(0).toString();
        m_tables.insert(name, t);
    }
    // References written without columns point at the target's primary key.
    for (LiveTable& t : m_tables)
        for (LiveForeignKey& fk : t.foreignKeys)
            for (int i = 0; i < fk.refColumns.size(); ++i)
                if (fk.refColumns.at(i).isEmpty()) {
                    const LiveTable* target = table(fk.table);
                    fk.refColumns[i] = target && i < target->primaryKey.size() ? target->primaryKey.at(i) : QString();
                }
    return true;
}

bool LiveSchema::readPostgres(const DbConnection& connection, QString* error) {
    QSqlQuery q(connection.db());
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral(
            "SELECT c.relname, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, "
            "pg_get_expr(d.adbin, d.adrelid), (a.attidentity <> '' OR a.attgenerated <> '') "
            "FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid "
            "JOIN pg_namespace n ON n.oid = c.relnamespace "
            "LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum "
            "WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped "
            "ORDER BY c.relname, a.attnum"))) {
        setError(error, readError(q));
        return false;
    }
    while (q.next()) {
        LiveTable& t = m_tables[q.value(0).toString()];
        t.name = q.value(0).toString();
        LiveColumn col;
        col.name = q.value(1).toString();
        col.type = q.value(2).toString();
        col.nullable = !q.value(3).toBool();
        col.defaultExpression = q.value(4).toString();
        col.hasDefault = !q.value(4).isNull() || q.value(5).toBool();
        t.columns << col;
    }

    const QString columnsOf =
        QStringLiteral("(SELECT string_agg(a.attname, chr(31) ORDER BY k.i) FROM unnest(%1) WITH ORDINALITY k(num, i) "
                       "JOIN pg_attribute a ON a.attrelid = %2 AND a.attnum = k.num)");
    if (!q.exec(QStringLiteral("SELECT rel.relname, con.contype, %1, fr.relname, %2, con.confdeltype "
                               "FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid "
                               "JOIN pg_namespace n ON n.oid = rel.relnamespace "
                               "LEFT JOIN pg_class fr ON fr.oid = con.confrelid "
                               "WHERE n.nspname = current_schema() AND con.contype IN ('p', 'u', 'f', 'c') "
                               "ORDER BY rel.relname, con.conname")
                    .arg(columnsOf.arg(QStringLiteral("con.conkey"), QStringLiteral("con.conrelid")),
                         columnsOf.arg(QStringLiteral("con.confkey"), QStringLiteral("con.confrelid"))))) {
        setError(error, readError(q));
        return false;
    }
    while (q.next()) {
        auto it = m_tables.find(q.value(0).toString());
        if (it == m_tables.end())
            continue;
        const QString type = q.value(1).toString();
        if (type == QLatin1String("p"))
            it->primaryKey = splitList(q.value(2));
        else if (type == QLatin1String("u"))
            it->unique << splitList(q.value(2));
        else if (type == QLatin1String("c"))
            ++it->checks;
        else
            it->foreignKeys << LiveForeignKey{splitList(q.value(2)), q.value(3).toString(), splitList(q.value(4)),
                                              onDeleteName(q.value(5).toString())};
    }

    if (!q.exec(QStringLiteral(
            "SELECT t.relname, i.relname, ix.indisunique, pg_get_expr(ix.indpred, ix.indrelid), "
            "(SELECT string_agg(pg_get_indexdef(ix.indexrelid, k, true), chr(31) ORDER BY k) "
            " FROM generate_series(1, ix.indnkeyatts) k) "
            "FROM pg_index ix JOIN pg_class i ON i.oid = ix.indexrelid JOIN pg_class t ON t.oid = ix.indrelid "
            "JOIN pg_namespace n ON n.oid = t.relnamespace "
            "WHERE n.nspname = current_schema() AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = "
            "ix.indexrelid AND c.conrelid = ix.indrelid AND c.contype IN ('p', 'u', 'x')) "
            "ORDER BY t.relname, i.relname"))) {
        setError(error, readError(q));
        return false;
    }
    while (q.next()) {
        auto it = m_tables.find(q.value(0).toString());
        if (it != m_tables.end())
            it->indexes << LiveIndex{q.value(1).toString(), splitList(q.value(4)), q.value(2).toBool(),
                                     q.value(3).toString()};
    }

    if (!q.exec(QStringLiteral("SELECT c.relname, t.tgname FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid "
                               "JOIN pg_namespace n ON n.oid = c.relnamespace "
                               "WHERE n.nspname = current_schema() AND NOT t.tgisinternal ORDER BY 1, 2"))) {
        setError(error, readError(q));
        return false;
    }
    while (q.next()) {
        auto it = m_tables.find(q.value(0).toString());
        if (it != m_tables.end())
            it->triggers << q.value(1).toString();
    }
    return true;
}

QJsonObject LiveSchema::toJson() const {
    QJsonObject tables;
    for (const LiveTable& t : m_tables) {
        QJsonArray columns;
        for (const LiveColumn& c : t.columns)
            columns.append(QJsonObject{{QStringLiteral("name"), c.name},
                                       {QStringLiteral("type"), c.type},
                                       {QStringLiteral("nullable"), c.nullable},
                                       {QStringLiteral("default"), c.hasDefault ? QJsonValue(c.defaultExpression)
                                                                                : QJsonValue(QJsonValue::Null)}});
        QJsonArray fks;
        for (const LiveForeignKey& fk : t.foreignKeys)
            fks.append(QJsonObject{{QStringLiteral("columns"), toArray(fk.columns)},
                                   {QStringLiteral("table"), fk.table},
                                   {QStringLiteral("refColumns"), toArray(fk.refColumns)},
                                   {QStringLiteral("onDelete"), fk.onDelete}});
        QJsonArray unique;
        for (const QStringList& u : t.unique)
            unique.append(toArray(u));
        QJsonArray indexes;
        for (const LiveIndex& i : t.indexes)
            indexes.append(QJsonObject{
                {QStringLiteral("name"), i.name},
                {QStringLiteral("columns"), toArray(i.columns)},
                {QStringLiteral("unique"), i.unique},
                {QStringLiteral("where"), i.where.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(i.where)}});
        tables.insert(t.name, QJsonObject{{QStringLiteral("columns"), columns},
                                          {QStringLiteral("primaryKey"), toArray(t.primaryKey)},
                                          {QStringLiteral("foreignKeys"), fks},
                                          {QStringLiteral("unique"), unique},
                                          {QStringLiteral("indexes"), indexes},
                                          {QStringLiteral("checks"), t.checks},
                                          {QStringLiteral("triggers"), toArray(t.triggers)}});
    }
    return tables;
}

LiveTable LiveSchema::tableFromJson(const QString& name, const QJsonObject& object) {
    LiveTable t;
    t.name = name;
    for (const QJsonValue& v : object.value(QStringLiteral("columns")).toArray()) {
        const QJsonObject c = v.toObject();
        LiveColumn col;
        col.name = c.value(QStringLiteral("name")).toString();
        col.type = c.value(QStringLiteral("type")).toString();
        col.nullable = c.value(QStringLiteral("nullable")).toBool(true);
        const QJsonValue def = c.value(QStringLiteral("default"));
        col.hasDefault = !def.isNull() && !def.isUndefined();
        col.defaultExpression = def.toString();
        t.columns << col;
    }
    t.primaryKey = fromArray(object.value(QStringLiteral("primaryKey")));
    for (const QJsonValue& v : object.value(QStringLiteral("foreignKeys")).toArray()) {
        const QJsonObject f = v.toObject();
        t.foreignKeys << LiveForeignKey{fromArray(f.value(QStringLiteral("columns"))),
                                        f.value(QStringLiteral("table")).toString(),
                                        fromArray(f.value(QStringLiteral("refColumns"))),
                                        f.value(QStringLiteral("onDelete")).toString(QStringLiteral("noaction"))};
    }
    for (const QJsonValue& v : object.value(QStringLiteral("unique")).toArray())
        t.unique << fromArray(v);
    for (const QJsonValue& v : object.value(QStringLiteral("indexes")).toArray()) {
        const QJsonObject i = v.toObject();
        t.indexes << LiveIndex{i.value(QStringLiteral("name")).toString(),
                               fromArray(i.value(QStringLiteral("columns"))),
                               i.value(QStringLiteral("unique")).toBool(), i.value(QStringLiteral("where")).toString()};
    }
    t.checks = object.value(QStringLiteral("checks")).toInt();
    t.triggers = fromArray(object.value(QStringLiteral("triggers")));
    return t;
}

} // namespace metadesk
