#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/schema/MigrationSet.h"
#include "core/schema/Migrator.h"
#include "core/schema/Platform.h"

#include <QHash>
#include <QRegularExpression>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>
#include <QTest>

#include <algorithm>
#include <memory>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {

QStringList sorted(QStringList list) {
    std::sort(list.begin(), list.end());
    return list;
}

QString kindName(ColumnKind kind) {
    switch (kind) {
    case ColumnKind::Integer:
        return QStringLiteral("Integer");
    case ColumnKind::Decimal:
        return QStringLiteral("Decimal");
    case ColumnKind::Text:
        return QStringLiteral("Text");
    case ColumnKind::LongText:
        return QStringLiteral("LongText");
    case ColumnKind::Bool:
        return QStringLiteral("Bool");
    case ColumnKind::Timestamp:
        return QStringLiteral("Timestamp");
    case ColumnKind::Date:
        return QStringLiteral("Date");
    case ColumnKind::Json:
        return QStringLiteral("Json");
    case ColumnKind::TextArray:
        return QStringLiteral("TextArray");
    case ColumnKind::Enum:
        return QStringLiteral("Enum");
    case ColumnKind::Secret:
        return QStringLiteral("Secret");
    }
    return QStringLiteral("?");
}

bool isTextKind(ColumnKind kind) {
    return kind == ColumnKind::Text || kind == ColumnKind::LongText || kind == ColumnKind::Enum ||
           kind == ColumnKind::Secret;
}

QString onDeleteName(OnDelete onDelete) {
    switch (onDelete) {
    case OnDelete::NoAction:
        return QStringLiteral("NO ACTION");
    case OnDelete::Cascade:
        return QStringLiteral("CASCADE");
    case OnDelete::SetNull:
        return QStringLiteral("SET NULL");
    }
    return QStringLiteral("?");
}

/// One column as the database reports it.
struct DbColumn {
    QString name;
    QString type; ///< PostgreSQL: information_schema data_type; SQLite: the declared type
    bool notNull = false;
    bool hasDefault = false;
};

/// One single-column foreign key as the database reports it; onDelete as onDeleteName() spells it.
struct DbForeignKey {
    QString column;
    QString targetTable;
    QString targetColumn;
    QString onDelete;
    bool deferred = false;
};

/// One index (unique constraints and the primary key included where the engine backs them with one).
struct DbIndex {
    QStringList columns;
    bool unique = false;
    bool primary = false;
};

/// What a migrated database says about its tables: PRAGMAs and sqlite_master on SQLite, the catalogs
/// (information_schema, pg_constraint, pg_index) on PostgreSQL. A failed query leaves its text in error().
class SchemaReader {
public:
    explicit SchemaReader(const DbConnection& conn) : m_conn(conn) {}

    QString error() const { return m_error; }

    QStringList tables() { return m_conn.tableNames(&m_error); }

    QList<DbColumn> columns(const QString& table) {
        QList<DbColumn> out;
        if (sqlite()) {
            const auto rows = select(QStringLiteral("SELECT name, type, \"notnull\", dflt_value, pk "
                                                    "FROM pragma_table_info(?) ORDER BY cid"),
                                     {table});
            int keyColumns = 0;
            for (const auto& r : rows)
                keyColumns += r.at(4).toInt() > 0;
            for (const auto& r : rows) {
                // `INTEGER PRIMARY KEY` is the rowid: never NULL and filled by SQLite, though the PRAGMA says neither.
                const bool rowid =
                    r.at(4).toInt() > 0 && keyColumns == 1 && r.at(1).toString() == QStringLiteral("INTEGER");
                out.append({r.at(0).toString(), r.at(1).toString(), r.at(2).toInt() != 0 || rowid,
                            !r.at(3).isNull() || rowid});
            }
            return out;
        }
        const auto rows =
            select(QStringLiteral("SELECT column_name, data_type, is_nullable, column_default, is_identity "
                                  "FROM information_schema.columns "
                                  "WHERE table_schema = current_schema() AND table_name = ? "
                                  "ORDER BY ordinal_position"),
                   {table});
        for (const auto& r : rows)
            out.append({r.at(0).toString(), r.at(1).toString(), r.at(2).toString() == QStringLiteral("NO"),
                        !r.at(3).isNull() || r.at(4).toString() == QStringLiteral("YES")});
        return out;
    }

    QStringList primaryKey(const QString& table) {
        if (sqlite()) {
            QStringList out;
            for (const auto& r :
                 select(QStringLiteral("SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk"), {table}))
                out << r.at(0).toString();
            return out;
        }
        for (const DbIndex& i : indexes(table))
            if (i.primary)
                return i.columns;
        return {};
    }

    QList<DbIndex> indexes(const QString& table) {
        QList<DbIndex> out;
        if (sqlite()) {
            const auto list =
                select(QStringLiteral("SELECT name, \"unique\", origin FROM pragma_index_list(?)"), {table});
            for (const auto& r : list) {
                DbIndex index;
                index.unique = r.at(1).toInt() != 0;
                index.primary = r.at(2).toString() == QStringLiteral("pk");
                for (const auto& c :
                     select(QStringLiteral("SELECT name FROM pragma_index_info(?) ORDER BY seqno"), {r.at(0)}))
                    index.columns << c.at(0).toString();
                out << index;
            }
            const QStringList key = primaryKey(table);
            if (key.size() == 1 && !std::any_of(out.cbegin(), out.cend(), [](const DbIndex& i) { return i.primary; }))
                out.append({key, true, true}); // the rowid: a key without an index of its own
            return out;
        }
        const auto rows =
            select(QStringLiteral("SELECT i.indisunique, i.indisprimary, "
                                  "       array_to_string(ARRAY(SELECT a.attname FROM unnest(i.indkey::int2[]) "
                                  "             WITH ORDINALITY AS k(attnum, ord) "
                                  "             JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum "
                                  "             ORDER BY k.ord), ',') "
                                  "FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid "
                                  "JOIN pg_namespace n ON n.oid = c.relnamespace "
                                  "WHERE n.nspname = current_schema() AND c.relname = ?"),
                   {table});
        for (const auto& r : rows)
            out.append({r.at(2).toString().split(QLatin1Char(',')), r.at(0).toBool(), r.at(1).toBool()});
        return out;
    }

    QList<DbForeignKey> foreignKeys(const QString& table) {
        QList<DbForeignKey> out;
        if (sqlite()) {
            const QString ddl = createSql(table);
            const auto rows = select(QStringLiteral("SELECT id, \"from\", \"table\", \"to\", on_delete "
                                                    "FROM pragma_foreign_key_list(?) ORDER BY id, seq"),
                                     {table});
            QSet<int> ids;
            for (const auto& r : rows) {
                if (ids.contains(r.at(0).toInt())) {
                    m_error = QStringLiteral("%1: a foreign key with several columns").arg(table);
                    continue;
                }
                ids << r.at(0).toInt();
                const QString column = r.at(1).toString();
                // The PRAGMA does not report deferral; the table's DDL does.
                const QRegularExpression clause(
                    QStringLiteral("FOREIGN KEY \\(%1\\) REFERENCES [^\\n]*").arg(QRegularExpression::escape(column)));
                const bool deferred =
                    clause.match(ddl).captured(0).contains(QStringLiteral("DEFERRABLE INITIALLY DEFERRED"));
                out.append(
                    {column, r.at(2).toString(), r.at(3).toString(), normalizedAction(r.at(4).toString()), deferred});
            }
            return out;
        }
        const auto rows =
            select(QStringLiteral("SELECT array_length(c.conkey, 1), a.attname, t.relname, ta.attname, "
                                  "       c.confdeltype, c.condeferred "
                                  "FROM pg_constraint c "
                                  "JOIN pg_class s ON s.oid = c.conrelid "
                                  "JOIN pg_namespace n ON n.oid = s.relnamespace "
                                  "JOIN pg_class t ON t.oid = c.confrelid "
                                  "JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1] "
                                  "JOIN pg_attribute ta ON ta.attrelid = c.confrelid "
                                  "     AND ta.attnum = c.confkey[1] "
                                  "WHERE c.contype = 'f' AND n.nspname = current_schema() "
                                  "  AND s.relname = ?"),
                   {table});
        for (const auto& r : rows) {
            if (r.at(0).toInt() != 1)
                m_error = QStringLiteral("%1: a foreign key with several columns").arg(table);
            static const QHash<QString, QString> actions{{QStringLiteral("a"), QStringLiteral("NO ACTION")},
                                                         {QStringLiteral("r"), QStringLiteral("RESTRICT")},
                                                         {QStringLiteral("c"), QStringLiteral("CASCADE")},
                                                         {QStringLiteral("n"), QStringLiteral("SET NULL")},
                                                         {QStringLiteral("d"), QStringLiteral("SET DEFAULT")}};
            out.append({r.at(1).toString(), r.at(2).toString(), r.at(3).toString(),
                        normalizedAction(actions.value(r.at(4).toString())), r.at(5).toBool()});
        }
        return out;
    }

    /// Every `column IN ('a', 'b', …)` CHECK of the table: column → the quoted values, in the CHECK's order.
    QHash<QString, QStringList> enumChecks(const QString& table) {
        QHash<QString, QStringList> out;
        QStringList definitions;
        QRegularExpression list, value;
        if (sqlite()) {
            definitions << createSql(table);
            list.setPattern(QStringLiteral("\\b(\\w+) IN \\(((?:\\s*'[^']*'\\s*,?)+)\\)"));
            value.setPattern(QStringLiteral("'([^']*)'"));
        } else {
            for (const auto& r : select(QStringLiteral("SELECT pg_get_constraintdef(c.oid) FROM pg_constraint c "
                                                       "JOIN pg_class s ON s.oid = c.conrelid "
                                                       "JOIN pg_namespace n ON n.oid = s.relnamespace "
                                                       "WHERE c.contype = 'c' AND n.nspname = current_schema() "
                                                       "  AND s.relname = ?"),
                                        {table}))
                definitions << r.at(0).toString();
            // PostgreSQL keeps `col IN (…)` as `col = ANY (ARRAY['a'::text, …])`.
            list.setPattern(QStringLiteral("\\(\"?(\\w+)\"? = ANY \\(ARRAY\\[([^\\]]*)\\]\\)\\)"));
            value.setPattern(QStringLiteral("'([^']*)'::text"));
        }
        for (const QString& definition : definitions) {
            for (auto it = list.globalMatch(definition); it.hasNext();) {
                const auto m = it.next();
                QStringList values;
                for (auto v = value.globalMatch(m.captured(2)); v.hasNext();)
                    values << v.next().captured(1);
                if (out.contains(m.captured(1)))
                    m_error = QStringLiteral("%1.%2: two IN checks").arg(table, m.captured(1));
                out.insert(m.captured(1), values);
            }
        }
        return out;
    }

    /// SQLite: the names of the table's constraints (the `_bool`, `_json` and `_array` checks emulate types).
    QStringList constraintNames(const QString& table) {
        QStringList out;
        static const QRegularExpression name(QStringLiteral("CONSTRAINT (\\w+)"));
        for (auto it = name.globalMatch(createSql(table)); it.hasNext();)
            out << it.next().captured(1);
        return out;
    }

private:
    bool sqlite() const { return m_conn.isSqlite(); }

    static QString normalizedAction(const QString& action) {
        // RESTRICT refuses the delete just like NO ACTION; the catalog knows both as OnDelete::NoAction.
        return action == QStringLiteral("RESTRICT") ? QStringLiteral("NO ACTION") : action;
    }

    QString createSql(const QString& table) {
        const auto rows =
            select(QStringLiteral("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?"), {table});
        return rows.isEmpty() ? QString() : rows.first().at(0).toString();
    }

    QList<QVariantList> select(const QString& sql, const QVariantList& values) {
        QList<QVariantList> out;
        QSqlQuery q(m_conn.db());
        q.setForwardOnly(true);
        bool ok = q.prepare(sql);
        for (const QVariant& v : values)
            q.addBindValue(v);
        ok = ok && q.exec();
        if (!ok) {
            m_error = sql + QStringLiteral(": ") + q.lastError().text();
            return out;
        }
        while (q.next()) {
            QVariantList row;
            for (int i = 0; i < q.record().count(); ++i)
                row << q.value(i);
            out << row;
        }
        return out;
    }

    const DbConnection& m_conn;
    QString m_error;
};

/// The storage a kind must have: PostgreSQL's data_type, or SQLite's declared type plus the type-emulating check.
bool storageMatches(bool sqlite, ColumnKind kind, const DbColumn& column, const QString& table,
                    const QStringList& constraints) {
    if (sqlite) {
        const auto check = [&](const char* suffix) {
            return constraints.contains(QStringLiteral("ck_%1_%2_%3").arg(table, column.name, QLatin1String(suffix)));
        };
        const bool emulated = check("bool") || check("json") || check("array");
        switch (kind) {
        case ColumnKind::Integer:
            return column.type == QStringLiteral("INTEGER") && !emulated;
        case ColumnKind::Bool:
            return column.type == QStringLiteral("INTEGER") && check("bool");
        case ColumnKind::Decimal:
            return column.type == QStringLiteral("NUMERIC");
        case ColumnKind::Json:
            return column.type == QStringLiteral("TEXT") && check("json");
        case ColumnKind::TextArray:
            return column.type == QStringLiteral("TEXT") && check("array");
        default:
            return column.type == QStringLiteral("TEXT") && !emulated;
        }
    }
    switch (kind) {
    case ColumnKind::Integer:
        return column.type == QStringLiteral("bigint") || column.type == QStringLiteral("integer");
    case ColumnKind::Decimal:
        return column.type == QStringLiteral("numeric");
    case ColumnKind::Bool:
        return column.type == QStringLiteral("boolean");
    case ColumnKind::Timestamp:
        return column.type == QStringLiteral("timestamp with time zone");
    case ColumnKind::Date:
        return column.type == QStringLiteral("date");
    case ColumnKind::Json:
        return column.type == QStringLiteral("jsonb");
    case ColumnKind::TextArray:
        return column.type == QStringLiteral("ARRAY");
    default:
        return column.type == QStringLiteral("text");
    }
}

QString keyText(const QStringList& key) {
    return QLatin1Char('(') + key.join(QStringLiteral(", ")) + QLatin1Char(')');
}

} // namespace

/// The table catalog against the seeds' rules and against what both engines report for the migrated schemas: the
/// same tables, columns in the same order with the same nullability, defaults and storage, the same keys, foreign
/// keys and enum lists. A column added to a migration and not to the catalog fails here.
class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void tablesAndSections();
    void descriptorsNameRealColumns();
    void seedRules();
    void identifiersDerivedFromKeys();
    void columnsSetTogether();
    void columnsMatchDatabase_data() { test::addEngineColumn(), test::addEngineRows(); }
    void columnsMatchDatabase();
    void keysMatchDatabase_data() { test::addEngineColumn(), test::addEngineRows(); }
    void keysMatchDatabase();
    void foreignKeysMatchDatabase_data() { test::addEngineColumn(), test::addEngineRows(); }
    void foreignKeysMatchDatabase();
    void enumsMatchDatabase_data() { test::addEngineColumn(), test::addEngineRows(); }
    void enumsMatchDatabase();
    void bigTablesSortOnAnIndex_data() { test::addEngineColumn(), test::addEngineRows(); }
    void bigTablesSortOnAnIndex();

private:
    /// Both platforms migrated to head, one scratch database per engine, made once for the whole test.
    struct Migrated {
        std::unique_ptr<ScratchDatabase> scratch;
        std::unique_ptr<DbConnection> conn;
    };
    static bool migrate(Migrated* out, ScratchDatabase::Engine engine, QString* error);
    const DbConnection& connection();

    Migrated m_sqlite;
    Migrated m_postgres;
};

bool TestCatalog::migrate(Migrated* out, ScratchDatabase::Engine engine, QString* error) {
    out->scratch = std::make_unique<ScratchDatabase>(engine);
    if (!out->scratch->isValid()) {
        *error = out->scratch->error();
        return false;
    }
    out->conn = out->scratch->connect();
    if (!out->conn) {
        *error = QStringLiteral("cannot open the scratch database");
        return false;
    }
    for (Platform p : platforms::all()) {
        MigrationSet set;
        QStringList applied;
        if (!MigrationSet::loadBuiltIn(p, out->conn->isSqlite(), &set, error) ||
            !Migrator(*out->conn, set).upgrade(&applied, error))
            return false;
    }
    return true;
}

const DbConnection& TestCatalog::connection() {
    QFETCH(ScratchDatabase::Engine, engine);
    return *(engine == ScratchDatabase::Engine::Sqlite ? m_sqlite : m_postgres).conn;
}

void TestCatalog::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QVERIFY2(migrate(&m_sqlite, ScratchDatabase::Engine::Sqlite, &why), qPrintable(why));
    QVERIFY2(migrate(&m_postgres, ScratchDatabase::Engine::Postgres, &why), qPrintable(why));
}

void TestCatalog::tablesAndSections() {
    const Catalog& catalog = Catalog::instance();
    QCOMPARE(catalog.tables().size(), 37);
    for (Platform p : platforms::all()) {
        QStringList names;
        for (const TableDescriptor& t : catalog.tables(p))
            names << t.name;
        QCOMPARE(sorted(names), sorted(platforms::tables(p)));
        QVERIFY(!names.contains(platforms::versionTable(p)));
    }

    // The navigator's groups, in order, and the tables of each in order.
    const QList<QPair<QString, QStringList>> sections = {
        {QStringLiteral("Access control"),
         {QStringLiteral("users"), QStringLiteral("groups"), QStringLiteral("user_groups"),
          QStringLiteral("permissions")}},
        {QStringLiteral("Catalog and execution"),
         {QStringLiteral("projects"), QStringLiteral("connections"), QStringLiteral("flows"),
          QStringLiteral("flow_versions"), QStringLiteral("runs"), QStringLiteral("datasources"),
          QStringLiteral("saved_views")}},
        {QStringLiteral("Data contracts"),
         {QStringLiteral("data_contracts"), QStringLiteral("data_contract_versions"),
          QStringLiteral("data_contract_results")}},
        {QStringLiteral("AI assistant"),
         {QStringLiteral("ai_models"), QStringLiteral("ai_chats"), QStringLiteral("ai_chat_turns"),
          QStringLiteral("ai_spend")}},
        {QStringLiteral("Administration"),
         {QStringLiteral("audit_logs"), QStringLiteral("banners"), QStringLiteral("privacy_notice"),
          QStringLiteral("disabled_engines"), QStringLiteral("login_attempts"), QStringLiteral("flow_presence"),
          QStringLiteral("pending_blob_deletions"), QStringLiteral("uploads"), QStringLiteral("dbt_ai_texts")}},
        {QStringLiteral("Sources"), {QStringLiteral("sources")}},
        {QStringLiteral("Dashboards"),
         {QStringLiteral("dashboards"), QStringLiteral("dashboard_versions"), QStringLiteral("dashboard_favorites")}},
        {QStringLiteral("Templates"), {QStringLiteral("templates")}},
        {QStringLiteral("Chat and generation"), {QStringLiteral("chat_messages"), QStringLiteral("generation_log")}},
        {QStringLiteral("Usage and limits"), {QStringLiteral("llm_usage"), QStringLiteral("workspace_limits")}},
        {QStringLiteral("Preferences"), {QStringLiteral("user_preferences")}},
    };
    QStringList expected, actual;
    for (const auto& [section, tables] : sections)
        for (const QString& t : tables)
            expected << section + QStringLiteral(" / ") + t;
    for (const TableDescriptor& t : catalog.tables())
        actual << t.section + QStringLiteral(" / ") + t.name;
    QCOMPARE(actual, expected);
    // Tabularia first, as platforms::all() migrates them.
    for (int i = 0; i < catalog.tables().size(); ++i)
        QCOMPARE(catalog.tables().at(i).platform, i < 27 ? Platform::Tabularia : Platform::Holotable);
    QVERIFY(catalog.table(QStringLiteral("runs")));
    QVERIFY(!catalog.table(QStringLiteral("alembic_version")));
}

void TestCatalog::descriptorsNameRealColumns() {
    QStringList problems;
    for (const TableDescriptor& t : Catalog::instance().tables()) {
        const auto need = [&](const QString& what, const QString& column) {
            if (!t.column(column))
                problems << QStringLiteral("%1.%2: %3 names no column").arg(t.name, column, what);
        };
        if (t.label.isEmpty() || t.summary.isEmpty() || t.section.isEmpty())
            problems << t.name + QStringLiteral(": label, summary and section are required");
        QSet<QString> seen;
        for (const ColumnDescriptor& c : t.columns) {
            if (seen.contains(c.name))
                problems << QStringLiteral("%1.%2 twice").arg(t.name, c.name);
            seen << c.name;
            if (c.label.isEmpty())
                problems << QStringLiteral("%1.%2 has no label").arg(t.name, c.name);
            if ((c.kind == ColumnKind::Enum) != !c.enumValues.isEmpty())
                problems << QStringLiteral("%1.%2: enum values exactly for Enum columns").arg(t.name, c.name);
        }
        for (const QString& c : t.primaryKey)
            need(QStringLiteral("primary key"), c);
        for (const QStringList& key : t.uniqueKeys)
            for (const QString& c : key)
                need(QStringLiteral("unique key"), c);
        for (const ForeignKeyDescriptor& fk : t.foreignKeys) {
            need(QStringLiteral("foreign key"), fk.column);
            const TableDescriptor* target = Catalog::instance().table(fk.targetTable);
            if (!target || !target->column(fk.targetColumn))
                problems << QStringLiteral("%1.%2 refers to %3.%4, which the catalog lacks")
                                .arg(t.name, fk.column, fk.targetTable, fk.targetColumn);
            else if (target->platform != t.platform)
                problems << QStringLiteral("%1.%2 refers across platforms").arg(t.name, fk.column);
        }
        need(QStringLiteral("labelColumn"), t.labelColumn);
        need(QStringLiteral("defaultSortColumn"), t.defaultSortColumn);
        for (const QString& c : t.searchColumns) {
            need(QStringLiteral("searchColumns"), c);
            if (t.column(c) && !isTextKind(t.column(c)->kind))
                problems << QStringLiteral("%1.%2: the quick search looks at text only").arg(t.name, c);
        }
        for (const QString& c : t.exactlyOneOf)
            need(QStringLiteral("exactlyOneOf"), c);
        const QList<QPair<TableBehaviour, QString>> behaviourColumns = {
            {TableBehaviour::NoCycle, t.noCycleColumn},
            {TableBehaviour::MirrorColumn, t.mirrorColumn},
        };
        for (const auto& [behaviour, column] : behaviourColumns) {
            if (t.has(behaviour) != !column.isEmpty())
                problems
                    << QStringLiteral("%1: behaviour %2 and its column go together").arg(t.name).arg(int(behaviour));
            if (!column.isEmpty())
                need(QStringLiteral("behaviour column"), column);
        }
        if ((t.has(TableBehaviour::SoftDelete) || t.has(TableBehaviour::Tombstone)) != !t.softDeleteColumn.isEmpty())
            problems << t.name + QStringLiteral(": SoftDelete/Tombstone and softDeleteColumn go together");
        if (!t.softDeleteColumn.isEmpty()) {
            need(QStringLiteral("softDeleteColumn"), t.softDeleteColumn);
            if (t.column(t.softDeleteColumn) && (t.column(t.softDeleteColumn)->kind != ColumnKind::Timestamp ||
                                                 !t.column(t.softDeleteColumn)->nullable))
                problems << t.name + QStringLiteral(": the soft-delete column is a nullable timestamp");
        }
        if (t.has(TableBehaviour::ExactlyOneOf) != (t.exactlyOneOf.size() >= 2))
            problems << t.name + QStringLiteral(": ExactlyOneOf needs two or more columns");
        if (!t.noCycleColumn.isEmpty() &&
            (!t.foreignKey(t.noCycleColumn) || t.foreignKey(t.noCycleColumn)->targetTable != t.name))
            problems << t.name + QStringLiteral(": the no-cycle column must be a self-reference");
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestCatalog::columnsSetTogether() {
    // The SSO identity anchor: the seed's check that issuer and subject are both set or both empty.
    const TableDescriptor* users = Catalog::instance().table(QStringLiteral("users"));
    QCOMPARE(users->bothOrNeither,
             (QList<QStringList>{{QStringLiteral("oidc_issuer"), QStringLiteral("oidc_subject")}}));
    for (const TableDescriptor& t : Catalog::instance().tables())
        for (const QStringList& group : t.bothOrNeither)
            for (const QString& c : group)
                QVERIFY2(t.column(c) && t.column(c)->nullable, qPrintable(t.name + QLatin1Char('.') + c));
}

void TestCatalog::identifiersDerivedFromKeys() {
    const Catalog& catalog = Catalog::instance();
    const TableDescriptor* runs = catalog.table(QStringLiteral("runs"));
    QVERIFY(runs->column(QStringLiteral("id"))->identifier);
    QVERIFY(runs->column(QStringLiteral("flow_id"))->identifier);
    QVERIFY(!runs->column(QStringLiteral("rows_written"))->identifier);
    const TableDescriptor* groups = catalog.table(QStringLiteral("user_groups"));
    QVERIFY(groups->column(QStringLiteral("user_id"))->identifier &&
            groups->column(QStringLiteral("group_id"))->identifier);
    for (const TableDescriptor& t : catalog.tables())
        for (const ColumnDescriptor& c : t.columns)
            QCOMPARE(c.identifier, t.primaryKey.contains(c.name) || t.foreignKey(c.name) != nullptr);
}

void TestCatalog::seedRules() {
    const Catalog& catalog = Catalog::instance();
    using B = TableBehaviour;
    const QHash<QString, int> expected = {
        {QStringLiteral("audit_logs"), int(B::AppendOnly)},
        {QStringLiteral("flow_versions"), int(B::AppendOnly)},
        {QStringLiteral("dashboard_versions"), int(B::AppendOnly)},
        {QStringLiteral("data_contract_versions"), int(B::AppendOnly) | int(B::NoForeignKeys)},
        {QStringLiteral("dashboards"), int(B::SoftDelete) | int(B::MirrorColumn)},
        {QStringLiteral("sources"), int(B::Tombstone)},
        {QStringLiteral("ai_spend"), int(B::Counter)},
        {QStringLiteral("llm_usage"), int(B::Counter)},
        {QStringLiteral("login_attempts"), int(B::Ephemeral)},
        {QStringLiteral("flow_presence"), int(B::Ephemeral)},
        {QStringLiteral("generation_log"), int(B::AppendOnly) | int(B::Ephemeral)},
        {QStringLiteral("data_contract_results"), int(B::Outbox) | int(B::NoForeignKeys)},
        {QStringLiteral("data_contracts"), int(B::NoForeignKeys)},
        {QStringLiteral("pending_blob_deletions"), int(B::NoForeignKeys)},
        {QStringLiteral("permissions"), int(B::ExactlyOneOf)},
        {QStringLiteral("projects"), int(B::NoCycle)},
        {QStringLiteral("runs"), int(B::NoCycle) | int(B::Queue)},
    };
    for (const TableDescriptor& t : catalog.tables()) // every other table has none
        QVERIFY2(t.behaviours == expected.value(t.name, 0), qPrintable(t.name));

    const TableDescriptor* dashboards = catalog.table(QStringLiteral("dashboards"));
    QVERIFY(dashboards);
    QCOMPARE(dashboards->softDeleteColumn, QStringLiteral("deleted_at"));
    QCOMPARE(dashboards->mirrorColumn, QStringLiteral("title"));
    QCOMPARE(catalog.table(QStringLiteral("sources"))->softDeleteColumn, QStringLiteral("tombstoned_at"));
    QCOMPARE(catalog.table(QStringLiteral("permissions"))->exactlyOneOf,
             (QStringList{QStringLiteral("user_id"), QStringLiteral("group_id")}));
    QCOMPARE(catalog.table(QStringLiteral("projects"))->noCycleColumn, QStringLiteral("parent_id"));
    QCOMPARE(catalog.table(QStringLiteral("runs"))->noCycleColumn, QStringLiteral("parent_run_id"));
    QVERIFY(catalog.table(QStringLiteral("ai_spend"))->primaryKey.isEmpty()); // "counter, no key"

    // The references kept without a foreign key on purpose, and only those.
    QStringList plain;
    QStringList deferred;
    for (const TableDescriptor& t : catalog.tables()) {
        for (const ForeignKeyDescriptor& fk : t.foreignKeys) {
            if (!fk.enforced)
                plain << QStringLiteral("%1.%2 -> %3.%4").arg(t.name, fk.column, fk.targetTable, fk.targetColumn);
            if (fk.deferred)
                deferred << QStringLiteral("%1.%2").arg(t.name, fk.column);
        }
        if (t.has(TableBehaviour::NoForeignKeys))
            for (const ForeignKeyDescriptor& fk : t.foreignKeys)
                QVERIFY2(!fk.enforced, qPrintable(t.name + QLatin1Char('.') + fk.column));
    }
    QCOMPARE(sorted(plain), sorted({
                                QStringLiteral("datasources.snapshot_run_id -> runs.id"),
                                QStringLiteral("data_contracts.datasource_id -> datasources.id"),
                                QStringLiteral("data_contract_versions.datasource_id -> datasources.id"),
                                QStringLiteral("data_contract_results.datasource_id -> datasources.id"),
                                QStringLiteral("generation_log.source_id -> sources.id"),
                                QStringLiteral("dbt_ai_texts.flow_id -> flows.id"),
                                QStringLiteral("ai_spend.user_id -> users.id"),
                                QStringLiteral("ai_chats.user_id -> users.id"),
                                QStringLiteral("flow_presence.flow_id -> flows.id"),
                                QStringLiteral("flow_presence.user_id -> users.id"),
                            }));
    QCOMPARE(deferred, QStringList{QStringLiteral("dashboards.current_version_id")});

    // "Referenced by" for users: enforced and plain references alike.
    QStringList toUsers;
    for (const Catalog::Reference& r : catalog.referencesTo(QStringLiteral("users")))
        toUsers << r.table + QLatin1Char('.') + r.foreignKey.column;
    QVERIFY2(toUsers.contains(QStringLiteral("audit_logs.actor_id")), qPrintable(toUsers.join(QLatin1Char(' '))));
    QVERIFY2(toUsers.contains(QStringLiteral("ai_chats.user_id")), qPrintable(toUsers.join(QLatin1Char(' '))));
    // "All 35 foreign keys are nullable except the project_id columns": 35 enforced in Tabularia.
    int enforcedTabularia = 0;
    for (const TableDescriptor& t : catalog.tables(Platform::Tabularia))
        for (const ForeignKeyDescriptor& fk : t.foreignKeys)
            enforcedTabularia += fk.enforced;
    QCOMPARE(enforcedTabularia, 35);
}

void TestCatalog::columnsMatchDatabase() {
    const DbConnection& conn = connection();
    SchemaReader db(conn);
    const Catalog& catalog = Catalog::instance();

    QStringList expectedTables;
    for (Platform p : platforms::all())
        expectedTables << platforms::tables(p) << platforms::versionTable(p);
    QStringList catalogTables;
    for (const TableDescriptor& t : catalog.tables())
        catalogTables << t.name;
    QStringList dbTables = db.tables();
    QVERIFY2(db.error().isEmpty(), qPrintable(db.error()));
    QCOMPARE(sorted(dbTables), sorted(expectedTables));
    for (Platform p : platforms::all())
        dbTables.removeAll(platforms::versionTable(p));
    QCOMPARE(sorted(dbTables), sorted(catalogTables));

    QStringList problems;
    for (const TableDescriptor& t : catalog.tables()) {
        const QList<DbColumn> columns = db.columns(t.name);
        const QStringList constraints = conn.isSqlite() ? db.constraintNames(t.name) : QStringList();
        QStringList dbNames;
        for (const DbColumn& c : columns)
            dbNames << c.name;
        if (dbNames != t.columnNames()) {
            problems << QStringLiteral("%1: the database has %2, the catalog %3")
                            .arg(t.name, keyText(dbNames), keyText(t.columnNames()));
            continue;
        }
        for (int i = 0; i < columns.size(); ++i) {
            const DbColumn& d = columns.at(i);
            const ColumnDescriptor& c = t.columns.at(i);
            const QString where = t.name + QLatin1Char('.') + c.name;
            const auto nullability = [](bool nullable) {
                return nullable ? QStringLiteral("nullable") : QStringLiteral("NOT NULL");
            };
            if (c.nullable == d.notNull)
                problems << QStringLiteral("%1: %2 in the catalog, %3 in the database")
                                .arg(where, nullability(c.nullable), nullability(!d.notNull));
            if (c.hasDefault != d.hasDefault)
                problems << QStringLiteral("%1: the catalog says the database %2 it, the database %3")
                                .arg(where, c.hasDefault ? QStringLiteral("fills") : QStringLiteral("does not fill"),
                                     d.hasDefault ? QStringLiteral("has a default") : QStringLiteral("has none"));
            if (!storageMatches(conn.isSqlite(), c.kind, d, t.name, constraints))
                problems << QStringLiteral("%1: kind %2 does not match the stored type %3%4")
                                .arg(where, kindName(c.kind), d.type,
                                     conn.isSqlite() ? QStringLiteral(" and its _bool/_json/_array check") : QString());
        }
    }
    QVERIFY2(db.error().isEmpty(), qPrintable(db.error()));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestCatalog::keysMatchDatabase() {
    SchemaReader db(connection());
    QStringList problems;
    for (const TableDescriptor& t : Catalog::instance().tables()) {
        const QStringList key = db.primaryKey(t.name);
        if (key != t.primaryKey)
            problems << QStringLiteral("%1: primary key %2 in the database, %3 in the catalog")
                            .arg(t.name, keyText(key), keyText(t.primaryKey));
        // Unique keys besides the primary key, partial ones included, compared as sets of column lists.
        QStringList dbUnique, catalogUnique;
        for (const DbIndex& i : db.indexes(t.name))
            if (i.unique && !i.primary)
                dbUnique << keyText(i.columns);
        for (const QStringList& k : t.uniqueKeys)
            catalogUnique << keyText(k);
        if (sorted(dbUnique) != sorted(catalogUnique))
            problems << QStringLiteral("%1: unique keys %2 in the database, %3 in the catalog")
                            .arg(t.name, sorted(dbUnique).join(QLatin1Char(' ')),
                                 sorted(catalogUnique).join(QLatin1Char(' ')));
    }
    QVERIFY2(db.error().isEmpty(), qPrintable(db.error()));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestCatalog::foreignKeysMatchDatabase() {
    SchemaReader db(connection());
    QStringList problems;
    int total = 0;
    for (const TableDescriptor& t : Catalog::instance().tables()) {
        QHash<QString, DbForeignKey> inDb;
        for (const DbForeignKey& fk : db.foreignKeys(t.name)) {
            if (inDb.contains(fk.column))
                problems << QStringLiteral("%1.%2: two foreign keys").arg(t.name, fk.column);
            inDb.insert(fk.column, fk);
        }
        total += inDb.size();
        for (const ForeignKeyDescriptor& fk : t.foreignKeys) {
            const QString where = t.name + QLatin1Char('.') + fk.column;
            if (!fk.enforced) {
                if (inDb.contains(fk.column))
                    problems << where +
                                    QStringLiteral(": a plain reference in the catalog, a foreign key in the database");
                continue;
            }
            if (!inDb.contains(fk.column)) {
                problems << where + QStringLiteral(": no foreign key in the database");
                continue;
            }
            const DbForeignKey& d = inDb.value(fk.column);
            if (d.targetTable != fk.targetTable || d.targetColumn != fk.targetColumn)
                problems << QStringLiteral("%1: refers to %2.%3 in the database, %4.%5 in the catalog")
                                .arg(where, d.targetTable, d.targetColumn, fk.targetTable, fk.targetColumn);
            if (d.onDelete != onDeleteName(fk.onDelete))
                problems << QStringLiteral("%1: ON DELETE %2 in the database, %3 in the catalog")
                                .arg(where, d.onDelete, onDeleteName(fk.onDelete));
            if (d.deferred != fk.deferred)
                problems << QStringLiteral("%1: deferred %2 in the database, %3 in the catalog")
                                .arg(where)
                                .arg(d.deferred)
                                .arg(fk.deferred);
        }
        for (const DbForeignKey& d : inDb)
            if (!t.foreignKey(d.column))
                problems << QStringLiteral("%1.%2: a foreign key the catalog lacks").arg(t.name, d.column);
    }
    QVERIFY2(db.error().isEmpty(), qPrintable(db.error()));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(total, 35 + 4); // Tabularia's 35 and Holotable's 4
}

void TestCatalog::enumsMatchDatabase() {
    // Insert-free: the column's CHECK … IN list, read from the schema (pg_get_constraintdef on PostgreSQL, the
    // CREATE TABLE text on SQLite), must be exactly enumValues in the same order. Then every catalog value is
    // accepted and every other value refused; a text column with such a check must be an Enum.
    SchemaReader db(connection());
    QStringList problems;
    int enums = 0;
    for (const TableDescriptor& t : Catalog::instance().tables()) {
        const QHash<QString, QStringList> checks = db.enumChecks(t.name);
        for (const ColumnDescriptor& c : t.columns) {
            const QString where = t.name + QLatin1Char('.') + c.name;
            if (c.kind != ColumnKind::Enum) {
                if (checks.contains(c.name))
                    problems << QStringLiteral("%1: a CHECK IN %2 in the database, kind %3 in the catalog")
                                    .arg(where, keyText(checks.value(c.name)), kindName(c.kind));
                continue;
            }
            ++enums;
            if (checks.value(c.name) != c.enumValues)
                problems << QStringLiteral("%1: CHECK IN %2 in the database, %3 in the catalog")
                                .arg(where, keyText(checks.value(c.name)), keyText(c.enumValues));
        }
        for (auto it = checks.cbegin(); it != checks.cend(); ++it)
            if (!t.column(it.key()))
                problems << QStringLiteral("%1: a CHECK IN on %2, which the catalog lacks").arg(t.name, it.key());
    }
    QVERIFY2(db.error().isEmpty(), qPrintable(db.error()));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(enums, 14);
}

void TestCatalog::bigTablesSortOnAnIndex() {
    SchemaReader db(connection());
    const QList<QPair<QString, QString>> expected = {
        {QStringLiteral("runs"), QStringLiteral("started_at")},
        {QStringLiteral("audit_logs"), QStringLiteral("created_at")},
        {QStringLiteral("llm_usage"), QStringLiteral("day")},
        {QStringLiteral("generation_log"), QStringLiteral("created_at")},
    };
    for (const auto& [name, column] : expected) {
        const TableDescriptor* t = Catalog::instance().table(name);
        QVERIFY(t);
        QCOMPARE(t->defaultSortColumn, column);
        QVERIFY2(t->defaultSortDescending, qPrintable(name)); // newest first
        bool leads = false;
        for (const DbIndex& i : db.indexes(name))
            leads = leads || i.columns.value(0) == column;
        QVERIFY2(leads, qPrintable(QStringLiteral("%1.%2 leads no index").arg(name, column)));
    }
    QVERIFY2(db.error().isEmpty(), qPrintable(db.error()));
    // Other time tables open newest first too.
    for (const char* name : {"login_attempts", "chat_messages", "dashboard_versions", "flow_versions"})
        QVERIFY2(Catalog::instance().table(QString::fromLatin1(name))->defaultSortDescending, name);
}

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_Catalog.moc"
