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
    return QObject::tr("Could not read the database's schema: %1").arg(sqlErrorText(q.lastError()));
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

/// The CHECK clauses of a CREATE TABLE text as written ("CHECK (kind IN ('a', 'b'))"), whitespace collapsed, found
/// outside string literals, quoted names and comments.
QStringList checkClauses(const QString& createSql) {
    // The text with literals, quoted names and comments blanked to spaces of the same length, so that positions in
    // it are positions in the original.
    QString code = createSql;
    for (int i = 0; i < code.size(); ++i) {
        const QChar c = code.at(i);
        if (c == QLatin1Char('\'') || c == QLatin1Char('"') || c == QLatin1Char('`') || c == QLatin1Char('[')) {
            const QChar close = c == QLatin1Char('[') ? QLatin1Char(']') : c;
            int j = i + 1;
            while (j < code.size()) {
                if (code.at(j) == close) {
                    if (close != QLatin1Char(']') && j + 1 < code.size() && code.at(j + 1) == close) {
                        j += 2;
                        continue;
                    }
                    break;
                }
                ++j;
            }
            for (int k = i + 1; k < j && k < code.size(); ++k)
                code[k] = QLatin1Char(' ');
            i = j;
        } else if (c == QLatin1Char('-') && i + 1 < code.size() && code.at(i + 1) == QLatin1Char('-')) {
            while (i < code.size() && code.at(i) != QLatin1Char('\n'))
                code[i++] = QLatin1Char(' ');
        } else if (c == QLatin1Char('/') && i + 1 < code.size() && code.at(i + 1) == QLatin1Char('*')) {
            const int end = code.indexOf(QStringLiteral("*/"), i + 2);
            const int stop = end < 0 ? int(code.size()) : end + 2;
            for (; i < stop; ++i)
                code[i] = QLatin1Char(' ');
            --i;
        }
    }
    static const QRegularExpression check(QStringLiteral("\\bCHECK\\s*\\("), QRegularExpression::CaseInsensitiveOption);
    QStringList out;
    for (auto it = check.globalMatch(code); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        int depth = 0;
        int end = m.capturedEnd() - 1;
        for (; end < code.size(); ++end) {
            if (code.at(end) == QLatin1Char('('))
                ++depth;
            else if (code.at(end) == QLatin1Char(')') && --depth == 0)
                break;
        }
        out << createSql.mid(m.capturedStart(), end + 1 - m.capturedStart()).simplified();
    }
    out.sort();
    return out;
}

/// `text` without the schema's name before the names in it ("public.users" → "users", "\"my schema\".t" → "t"): the
/// engine prints names qualified where they are not on the search path, and the expected schema is built in another.
QString withoutSchema(QString text, const QString& schema) {
    if (schema.isEmpty())
        return text;
    const QString quoted =
        QLatin1Char('"') + QString(schema).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QStringLiteral("\".");
    text.replace(quoted, QString());
    const QRegularExpression plain(QStringLiteral("(?<![\\w\"$.])") + QRegularExpression::escape(schema) +
                                   QStringLiteral("\\."));
    text.replace(plain, QString());
    return text;
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
    return read(connection.db(), connection.isSqlite(), out, error);
}

bool LiveSchema::read(const QSqlDatabase& db, bool sqlite, LiveSchema* out, QString* error) {
    LiveSchema schema;
    schema.m_sqlite = sqlite;
    const bool ok = sqlite ? schema.readSqlite(db, error) : schema.readPostgres(db, error);
    if (ok)
        *out = std::move(schema);
    return ok;
}

bool LiveSchema::readSqlite(const QSqlDatabase& db, QString* error) {
    QSqlQuery q(db);
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
        t.checkClauses = checkClauses(createSql);
        t.checks = int(t.checkClauses.size());
        QSqlQuery c(db);
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
        t.rowidKey = t.primaryKey.isEmpty();
        // A single INTEGER primary key is the rowid: never NULL, filled when omitted.
        if (t.primaryKey.size() == 1) {
            for (LiveColumn& col : t.columns)
                if (col.name == t.primaryKey.first() &&
                    col.type.compare(QLatin1String("INTEGER"), Qt::CaseInsensitive) == 0) {
                    col.nullable = false;
                    col.hasDefault = true;
                    t.rowidKey = true;
                }
        }

        QSqlQuery f(db);
        f.setForwardOnly(true);
        f.prepare(QStringLiteral(
            "SELECT id, \"table\", \"from\", \"to\", on_delete, on_update FROM pragma_foreign_key_list(?) "
            "ORDER BY id, seq"));
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
                fk.onUpdate = onDeleteName(f.value(5).toString());
                t.foreignKeys << fk;
            }
            t.foreignKeys.last().columns << f.value(2).toString();
            t.foreignKeys.last().refColumns << f.value(3).toString(); // empty: the target's primary key, below
        }

        QSqlQuery ix(db);
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
            QSqlQuery cols(db);
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
            t.indexes << LiveIndex{r.name, columns, r.unique, partialPredicate(r.sql), r.sql.simplified()};
        }

        QSqlQuery tr(db);
        tr.setForwardOnly(true);
        tr.prepare(QStringLiteral(
            "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND tbl_name = ? ORDER BY name"));
        tr.addBindValue(name);
        if (!tr.exec()) {
            setError(error, readError(tr));
            return false;
        }
        while (tr.next()) {
            t.triggers << tr.value(0).toString();
            t.triggerDefinitions << tr.value(1).toString().simplified();
        }
        m_tables.insert(name, t);
    }
    // ANALYZE's figures, where it ever ran (sqlite_stat1 exists only then): "rows avg-per-first-column …".
    QSqlQuery stat(db);
    stat.setForwardOnly(true);
    if (stat.exec(QStringLiteral(
            "SELECT s.tbl, i.name, s.stat FROM sqlite_stat1 s JOIN pragma_index_info(s.idx) i ON i.seqno = 0"))) {
        while (stat.next()) {
            auto it = m_tables.find(stat.value(0).toString());
            const QStringList figures = stat.value(2).toString().split(QLatin1Char(' '));
            if (it != m_tables.end() && figures.size() > 1 && !stat.value(1).isNull())
                it->rowsPerValue.insert(stat.value(1).toString(), figures.at(1).toDouble());
        }
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

bool LiveSchema::readPostgres(const QSqlDatabase& db, QString* error) {
    QSqlQuery q(db);
    q.setForwardOnly(true);
    if (!q.exec(QStringLiteral("SELECT current_schema()")) || !q.next()) {
        setError(error, readError(q));
        return false;
    }
    const QString schema = q.value(0).toString();
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
    if (!q.exec(QStringLiteral("SELECT rel.relname, con.contype, %1, fr.relname, %2, con.confdeltype, "
                               "pg_get_constraintdef(con.oid, true), con.confupdtype "
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
            it->checkClauses << withoutSchema(q.value(6).toString(), schema).simplified();
        else
            it->foreignKeys << LiveForeignKey{splitList(q.value(2)), q.value(3).toString(), splitList(q.value(4)),
                                              onDeleteName(q.value(5).toString()), onDeleteName(q.value(7).toString())};
    }
    for (LiveTable& t : m_tables) {
        t.checkClauses.sort();
        t.checks = int(t.checkClauses.size());
    }

    if (!q.exec(QStringLiteral(
            "SELECT t.relname, i.relname, ix.indisunique, pg_get_expr(ix.indpred, ix.indrelid), "
            "(SELECT string_agg(pg_get_indexdef(ix.indexrelid, k, true), chr(31) ORDER BY k) "
            " FROM generate_series(1, ix.indnkeyatts) k), pg_get_indexdef(ix.indexrelid) "
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
                                     q.value(3).toString(), withoutSchema(q.value(5).toString(), schema)};
    }

    if (!q.exec(QStringLiteral("SELECT c.relname, t.tgname, pg_get_triggerdef(t.oid, true) FROM pg_trigger t "
                               "JOIN pg_class c ON c.oid = t.tgrelid "
                               "JOIN pg_namespace n ON n.oid = c.relnamespace "
                               "WHERE n.nspname = current_schema() AND NOT t.tgisinternal ORDER BY 1, 2"))) {
        setError(error, readError(q));
        return false;
    }
    while (q.next()) {
        auto it = m_tables.find(q.value(0).toString());
        if (it != m_tables.end()) {
            it->triggers << q.value(1).toString();
            it->triggerDefinitions << withoutSchema(q.value(2).toString(), schema);
        }
    }

    // ANALYZE's figures (reltuples is -1 for a table never analysed or vacuumed). A value's rows: the commonest
    // value's share, or the rows that are not NULL spread evenly over the distinct values (n_distinct < 0 is a
    // fraction of the rows), whichever is more. Not the schema: where they cannot be read, there are none.
    if (q.exec(QStringLiteral(
            "SELECT s.tablename, s.attname, c.reltuples, s.null_frac, s.n_distinct, (s.most_common_freqs)[1] "
            "FROM pg_stats s JOIN pg_namespace n ON n.nspname = s.schemaname "
            "JOIN pg_class c ON c.relnamespace = n.oid AND c.relname = s.tablename "
            "WHERE s.schemaname = current_schema() AND NOT s.inherited AND c.reltuples > 0"))) {
        while (q.next()) {
            auto it = m_tables.find(q.value(0).toString());
            if (it == m_tables.end())
                continue;
            const double rows = q.value(2).toDouble(), nonNull = rows * (1.0 - q.value(3).toDouble());
            const double distinct = q.value(4).toDouble() < 0 ? -q.value(4).toDouble() * rows : q.value(4).toDouble();
            double perValue = q.value(5).isNull() ? 0.0 : q.value(5).toDouble() * rows;
            if (distinct >= 1.0)
                perValue = qMax(perValue, nonNull / distinct);
            it->rowsPerValue.insert(q.value(1).toString(), perValue);
        }
    }

    // The schema's own functions: an extension's (pgcrypto's) belong to the extension, not to a migration.
    if (!q.exec(QStringLiteral(
            "SELECT p.oid::regprocedure::text, pg_get_functiondef(p.oid) FROM pg_proc p "
            "JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = current_schema() AND p.prokind IN ('f', "
            "'p') AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid "
            "AND d.deptype = 'e') ORDER BY 1"))) {
        setError(error, readError(q));
        return false;
    }
    while (q.next())
        m_functions.insert(withoutSchema(q.value(0).toString(), schema),
                           withoutSchema(q.value(1).toString(), schema).trimmed());
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
        for (const LiveForeignKey& fk : t.foreignKeys) {
            QJsonObject f{{QStringLiteral("columns"), toArray(fk.columns)},
                          {QStringLiteral("table"), fk.table},
                          {QStringLiteral("refColumns"), toArray(fk.refColumns)},
                          {QStringLiteral("onDelete"), fk.onDelete}};
            if (!fk.onUpdate.isEmpty() && fk.onUpdate != QLatin1String("noaction"))
                f.insert(QStringLiteral("onUpdate"), fk.onUpdate);
            fks.append(f);
        }
        QJsonArray unique;
        for (const QStringList& u : t.unique)
            unique.append(toArray(u));
        QJsonArray indexes;
        for (const LiveIndex& i : t.indexes) {
            QJsonObject o{
                {QStringLiteral("name"), i.name},
                {QStringLiteral("columns"), toArray(i.columns)},
                {QStringLiteral("unique"), i.unique},
                {QStringLiteral("where"), i.where.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(i.where)}};
            if (!i.definition.isEmpty())
                o.insert(QStringLiteral("definition"), i.definition);
            indexes.append(o);
        }
        QJsonObject table{{QStringLiteral("columns"), columns},
                          {QStringLiteral("primaryKey"), toArray(t.primaryKey)},
                          {QStringLiteral("foreignKeys"), fks},
                          {QStringLiteral("unique"), unique},
                          {QStringLiteral("indexes"), indexes},
                          {QStringLiteral("checks"), t.checks},
                          {QStringLiteral("triggers"), toArray(t.triggers)}};
        if (!t.checkClauses.isEmpty())
            table.insert(QStringLiteral("checkClauses"), toArray(t.checkClauses));
        if (!t.triggerDefinitions.isEmpty())
            table.insert(QStringLiteral("triggerDefinitions"), toArray(t.triggerDefinitions));
        tables.insert(t.name, table);
    }
    return tables;
}

QJsonObject LiveSchema::toFullJson() const {
    QJsonObject functions;
    for (auto it = m_functions.begin(); it != m_functions.end(); ++it)
        functions.insert(it.key(), it.value());
    return QJsonObject{{QStringLiteral("tables"), toJson()}, {QStringLiteral("functions"), functions}};
}

LiveSchema LiveSchema::fromFullJson(const QJsonObject& object, bool sqlite) {
    LiveSchema schema;
    schema.m_sqlite = sqlite;
    const QJsonObject tables = object.value(QStringLiteral("tables")).toObject();
    for (auto it = tables.begin(); it != tables.end(); ++it)
        schema.insert(tableFromJson(it.key(), it.value().toObject()));
    const QJsonObject functions = object.value(QStringLiteral("functions")).toObject();
    for (auto it = functions.begin(); it != functions.end(); ++it)
        schema.m_functions.insert(it.key(), it.value().toString());
    return schema;
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
                                        f.value(QStringLiteral("onDelete")).toString(QStringLiteral("noaction")),
                                        f.value(QStringLiteral("onUpdate")).toString(QStringLiteral("noaction"))};
    }
    for (const QJsonValue& v : object.value(QStringLiteral("unique")).toArray())
        t.unique << fromArray(v);
    for (const QJsonValue& v : object.value(QStringLiteral("indexes")).toArray()) {
        const QJsonObject i = v.toObject();
        t.indexes << LiveIndex{i.value(QStringLiteral("name")).toString(),
                               fromArray(i.value(QStringLiteral("columns"))),
                               i.value(QStringLiteral("unique")).toBool(), i.value(QStringLiteral("where")).toString(),
                               i.value(QStringLiteral("definition")).toString()};
    }
    t.checks = object.value(QStringLiteral("checks")).toInt();
    t.checkClauses = fromArray(object.value(QStringLiteral("checkClauses")));
    t.triggers = fromArray(object.value(QStringLiteral("triggers")));
    t.triggerDefinitions = fromArray(object.value(QStringLiteral("triggerDefinitions")));
    return t;
}

} // namespace metadesk
