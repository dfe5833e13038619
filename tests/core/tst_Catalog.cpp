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
#include <tuple>

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
    bool partial = false; ///< with a WHERE: serves only the rows it selects
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
                select(QStringLiteral("SELECT name, \"unique\", origin, partial FROM pragma_index_list(?)"), {table});
            for (const auto& r : list) {
                DbIndex index;
                index.unique = r.at(1).toInt() != 0;
                index.primary = r.at(2).toString() == QStringLiteral("pk");
                index.partial = r.at(3).toInt() != 0;
                for (const auto& c :
                     select(QStringLiteral("SELECT name FROM pragma_index_info(?) ORDER BY seqno"), {r.at(0)}))
                    index.columns << c.at(0).toString();
                out << index;
            }
            const QStringList key = primaryKey(table);
            if (key.size() == 1 && !std::any_of(out.cbegin(), out.cend(), [](const DbIndex& i) { return i.primary; }))
                out.append({key, true, true, false}); // the rowid: a key without an index of its own
            return out;
        }
        const auto rows =
            select(QStringLiteral("SELECT i.indisunique, i.indisprimary, i.indpred IS NOT NULL, "
                                  "       array_to_string(ARRAY(SELECT a.attname FROM unnest(i.indkey::int2[]) "
                                  "             WITH ORDINALITY AS k(attnum, ord) "
                                  "             JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = k.attnum "
                                  "             ORDER BY k.ord), ',') "
                                  "FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid "
                                  "JOIN pg_namespace n ON n.oid = c.relnamespace "
                                  "WHERE n.nspname = current_schema() AND c.relname = ?"),
                   {table});
        for (const auto& r : rows)
            out.append(
                {r.at(3).toString().split(QLatin1Char(',')), r.at(0).toBool(), r.at(1).toBool(), r.at(2).toBool()});
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
                // The PRAGMA does not report deferral; the table's DDL does, in the clause up to the next comma or
                // the table's end, written as a table constraint (over several lines) or inline on the column.
                const QString name = QRegularExpression::escape(column);
                const QRegularExpression clause(
                    QStringLiteral("FOREIGN KEY \\(%1\\)\\s+REFERENCES[^,]*|^\\s*%1\\s[^,]*REFERENCES[^,]*").arg(name),
                    QRegularExpression::MultilineOption);
                const bool deferred = clause.match(ddl).captured(0).simplified().contains(
                    QStringLiteral("DEFERRABLE INITIALLY DEFERRED"));
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

    /// How many CHECK constraints the table has (column and table ones alike).
    int checkCount(const QString& table) {
        if (sqlite()) {
            static const QRegularExpression check(QStringLiteral("\\bCHECK\\s*\\("),
                                                  QRegularExpression::CaseInsensitiveOption);
            int n = 0;
            for (auto it = check.globalMatch(createSql(table)); it.hasNext(); it.next())
                ++n;
            return n;
        }
        const auto rows = select(QStringLiteral("SELECT count(*) FROM pg_constraint c "
                                                "JOIN pg_class s ON s.oid = c.conrelid "
                                                "JOIN pg_namespace n ON n.oid = s.relnamespace "
                                                "WHERE c.contype = 'c' AND n.nspname = current_schema() "
                                                "  AND s.relname = ?"),
                                 {table});
        return rows.isEmpty() ? -1 : rows.first().at(0).toInt();
    }

    /// SQLite: the table's CREATE TABLE text, where the checks that emulate PostgreSQL's types are.
    QString ddl(const QString& table) { return createSql(table); }

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
        // One record for the whole result: PostgreSQL's driver asks the server again for each record().
        const int columns = q.record().count();
        while (q.next()) {
            QVariantList row;
            for (int i = 0; i < columns; ++i)
                row << q.value(i);
            out << row;
        }
        return out;
    }

    const DbConnection& m_conn;
    QString m_error;
};

/// The columns whose Decimal kind is kept as a decimal string: Tabularia's costs, exact and never a float (NULL when
/// unknown), in a VARCHAR.
bool isDecimalString(const QString& table, const QString& column) {
    return column == QStringLiteral("cost_usd") &&
           (table == QStringLiteral("ai_chat_turns") || table == QStringLiteral("ai_spend"));
}

/// The storage compatible with a kind, per platform and engine. Tabularia (SQLModel's create_all): integer, varchar or
/// text, boolean, naive `timestamp without time zone` (SQLite DATETIME), double precision (FLOAT), JSON kept as text.
/// Holotable: uuid ids, timestamptz, jsonb, text[], bytea; on SQLite TEXT and BLOB with the CHECKs its files emulate
/// the types with (json_valid, a JSON array, 0/1).
bool storageMatches(Platform platform, bool sqlite, const ColumnDescriptor& c, const DbColumn& column,
                    const QString& table, const QString& ddl) {
    const QString& type = column.type;
    const bool tabularia = platform == Platform::Tabularia;
    const bool decimalString = isDecimalString(table, c.name);
    const auto checked = [&](const char* pattern) {
        return QRegularExpression(QString::fromLatin1(pattern).arg(QRegularExpression::escape(c.name)))
            .match(ddl)
            .hasMatch();
    };
    if (sqlite) {
        const bool textual = type == QStringLiteral("TEXT") || type == QStringLiteral("VARCHAR") ||
                             type.startsWith(QStringLiteral("VARCHAR("));
        switch (c.kind) {
        case ColumnKind::Integer:
            return type == QStringLiteral("INTEGER");
        case ColumnKind::Decimal:
            return type == QStringLiteral("FLOAT") || type == QStringLiteral("NUMERIC") ||
                   type == QStringLiteral("REAL") || (decimalString && textual);
        case ColumnKind::Bool:
            return tabularia ? type == QStringLiteral("BOOLEAN")
                             : type == QStringLiteral("INTEGER") && checked("\\b%1 IN \\(0, 1\\)");
        case ColumnKind::Timestamp:
            return type == (tabularia ? QStringLiteral("DATETIME") : QStringLiteral("TEXT"));
        case ColumnKind::Date:
            return type == QStringLiteral("TEXT");
        case ColumnKind::Json:
            return tabularia ? textual : type == QStringLiteral("TEXT") && checked("json_valid\\(%1\\)");
        case ColumnKind::TextArray:
            return type == QStringLiteral("TEXT") && checked("json_type\\(%1\\) = 'array'");
        case ColumnKind::Secret:
            return textual || type == QStringLiteral("BLOB");
        default:
            return textual;
        }
    }
    const bool textual = type == QStringLiteral("text") || type == QStringLiteral("character varying");
    switch (c.kind) {
    case ColumnKind::Integer:
        return type == QStringLiteral("bigint") || type == QStringLiteral("integer");
    case ColumnKind::Decimal:
        return type == QStringLiteral("double precision") || type == QStringLiteral("numeric") ||
               type == QStringLiteral("real") || (decimalString && textual);
    case ColumnKind::Bool:
        return type == QStringLiteral("boolean");
    case ColumnKind::Timestamp:
        return type ==
               (tabularia ? QStringLiteral("timestamp without time zone") : QStringLiteral("timestamp with time zone"));
    case ColumnKind::Date:
        return type == QStringLiteral("date");
    case ColumnKind::Json:
        return tabularia ? textual : type == QStringLiteral("jsonb");
    case ColumnKind::TextArray:
        return type == QStringLiteral("ARRAY");
    case ColumnKind::Secret:
        return textual || type == QStringLiteral("bytea");
    default:
        return textual || type == QStringLiteral("uuid");
    }
}

QString keyText(const QStringList& key) {
    return QLatin1Char('(') + key.join(QStringLiteral(", ")) + QLatin1Char(')');
}

} // namespace

/// The table catalog against the seeds' rules and against what both engines report for the migrated schemas: the
/// same tables, columns in the same order with the same nullability and defaults and a storage their kind fits, the
/// same keys, foreign keys (with what the database itself does on delete) and enum lists. A column added to a
/// migration and not to the catalog fails here. chat_messages, which 021 drops, is held to a database at 020.
class TestCatalog : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void tablesAndSections();
    void descriptorsNameRealColumns();
    void seedRules();
    void deletesDoWhatThePlatformDoes();
    void identifiersDerivedFromKeys();
    void columnsSetTogether();
    void tablesMatchDatabase_data() { test::addEngineColumn(), test::addEngineRows(); }
    void tablesMatchDatabase();
    void columnsMatchDatabase_data() { test::addEngineColumn(), test::addEngineRows(); }
    void columnsMatchDatabase();
    void keysMatchDatabase_data() { test::addEngineColumn(), test::addEngineRows(); }
    void keysMatchDatabase();
    void foreignKeysMatchDatabase_data() { test::addEngineColumn(), test::addEngineRows(); }
    void foreignKeysMatchDatabase();
    void enumsMatchDatabase_data() { test::addEngineColumn(), test::addEngineRows(); }
    void enumsMatchDatabase();
    void sortsOnAnIndex_data() { test::addEngineColumn(), test::addEngineRows(); }
    void sortsOnAnIndex();

private:
    /// Both platforms migrated, one scratch database per engine and revision, made once for the whole test.
    struct Migrated {
        std::unique_ptr<ScratchDatabase> scratch;
        std::unique_ptr<DbConnection> conn;
    };
    /// The Holotable revision before chat_messages was dropped (021).
    static QString lastWithChatMessages() { return QStringLiteral("020_dashboard_chat_conversations.sql"); }
    /// Both platforms to head, or Holotable only up to `holotableUpTo` when it is given.
    static bool migrate(Migrated* out, ScratchDatabase::Engine engine, const QString& holotableUpTo, QString* error);
    /// The database of the test row's engine at head.
    const DbConnection& connection();
    /// The database of the test row's engine that holds `table`: head, or 020 for a table 021 dropped.
    const DbConnection& connection(const QString& table);

    Migrated m_sqlite;
    Migrated m_postgres;
    Migrated m_sqlite020;
    Migrated m_postgres020;
    QSet<QString> m_headTables;
};

bool TestCatalog::migrate(Migrated* out, ScratchDatabase::Engine engine, const QString& holotableUpTo, QString* error) {
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
        if (!MigrationSet::loadBuiltIn(p, out->conn->isSqlite(), &set, error))
            return false;
        if (p == Platform::Holotable && !holotableUpTo.isEmpty()) {
            set = set.upTo(holotableUpTo);
            if (set.migrations().isEmpty()) {
                *error = QStringLiteral("no migration %1").arg(holotableUpTo);
                return false;
            }
        }
        if (!Migrator(*out->conn, set).upgrade(&applied, error))
            return false;
    }
    return true;
}

const DbConnection& TestCatalog::connection() {
    QFETCH(ScratchDatabase::Engine, engine);
    return *(engine == ScratchDatabase::Engine::Sqlite ? m_sqlite : m_postgres).conn;
}

const DbConnection& TestCatalog::connection(const QString& table) {
    QFETCH(ScratchDatabase::Engine, engine);
    const bool sqlite = engine == ScratchDatabase::Engine::Sqlite;
    if (m_headTables.contains(table))
        return *(sqlite ? m_sqlite : m_postgres).conn;
    return *(sqlite ? m_sqlite020 : m_postgres020).conn;
}

void TestCatalog::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QVERIFY2(migrate(&m_sqlite, ScratchDatabase::Engine::Sqlite, {}, &why), qPrintable(why));
    QVERIFY2(migrate(&m_postgres, ScratchDatabase::Engine::Postgres, {}, &why), qPrintable(why));
    QVERIFY2(migrate(&m_sqlite020, ScratchDatabase::Engine::Sqlite, lastWithChatMessages(), &why), qPrintable(why));
    QVERIFY2(migrate(&m_postgres020, ScratchDatabase::Engine::Postgres, lastWithChatMessages(), &why), qPrintable(why));
    const QStringList head = m_sqlite.conn->tableNames(&why);
    QVERIFY2(why.isEmpty(), qPrintable(why));
    m_headTables = QSet<QString>(head.begin(), head.end());
}

void TestCatalog::tablesAndSections() {
    const Catalog& catalog = Catalog::instance();
    QCOMPARE(catalog.tables().size(), 48);
    QCOMPARE(catalog.tables(Platform::Tabularia).size(), 28); // the 27 model tables and the gateway's schema_state
    QCOMPARE(catalog.tables(Platform::Holotable).size(), 20); // chat_messages included, for databases before 021
    for (Platform p : platforms::all()) {
        QStringList names;
        for (const TableDescriptor& t : catalog.tables(p))
            names << t.name;
        // The platform's tables, and the bookkeeping it keeps itself (schema_state); not the version table.
        QStringList expected = platforms::tables(p);
        for (const QString& bookkeeping : platforms::bookkeepingTables(p))
            if (bookkeeping != platforms::versionTable(p))
                expected << bookkeeping;
        QCOMPARE(sorted(names), sorted(expected));
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
          QStringLiteral("pending_blob_deletions"), QStringLiteral("uploads"), QStringLiteral("dbt_ai_texts"),
          QStringLiteral("schema_state")}},
        {QStringLiteral("Sources"), {QStringLiteral("sources")}},
        {QStringLiteral("Dashboards"),
         {QStringLiteral("dashboards"), QStringLiteral("dashboard_versions"), QStringLiteral("dashboard_favorites"),
          QStringLiteral("dashboard_shares"), QStringLiteral("annotations")}},
        {QStringLiteral("Templates"), {QStringLiteral("templates")}},
        {QStringLiteral("Chat and generation"),
         {QStringLiteral("conversations"), QStringLiteral("conversation_messages"), QStringLiteral("chat_messages"),
          QStringLiteral("generation_log"), QStringLiteral("workspace_prompts")}},
        {QStringLiteral("Usage and limits"),
         {QStringLiteral("llm_usage"), QStringLiteral("workspace_limits"), QStringLiteral("workspace_llm_config"),
          QStringLiteral("user_llm_config")}},
        {QStringLiteral("Access and audit"),
         {QStringLiteral("sessions"), QStringLiteral("api_tokens"), QStringLiteral("audit_log")}},
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
        QCOMPARE(catalog.tables().at(i).platform, i < 28 ? Platform::Tabularia : Platform::Holotable);
    QVERIFY(catalog.table(QStringLiteral("runs")));
    QVERIFY(!catalog.table(QStringLiteral("alembic_version")));
    QVERIFY(!catalog.table(QStringLiteral("schema_migrations")));
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
    // Numbers that name rather than count, by the platforms' column names: ids kept without a foreign key, the
    // users an id in `*_by` names, ports and version numbers.
    const auto idLike = [](const QString& n) {
        return n == QLatin1String("id") || n.endsWith(QLatin1String("_id")) || n.endsWith(QLatin1String("_by")) ||
               n == QLatin1String("port") || n.endsWith(QLatin1String("_port")) || n == QLatin1String("version") ||
               n.endsWith(QLatin1String("_version"));
    };
    for (const TableDescriptor& t : catalog.tables())
        for (const ColumnDescriptor& c : t.columns)
            QCOMPARE(c.identifier, t.primaryKey.contains(c.name) || t.foreignKey(c.name) != nullptr || idLike(c.name));
    QVERIFY(catalog.table(QStringLiteral("connections"))->column(QStringLiteral("port"))->identifier);
    QVERIFY(catalog.table(QStringLiteral("flow_versions"))->column(QStringLiteral("version"))->identifier);
    // Quantities stay quantities.
    for (const char* count : {"input_tokens", "output_tokens", "requests"})
        QVERIFY(!catalog.table(QStringLiteral("llm_usage"))->column(QString::fromLatin1(count))->identifier);
}

void TestCatalog::seedRules() {
    const Catalog& catalog = Catalog::instance();
    using B = TableBehaviour;
    const QHash<QString, int> expected = {
        // Tabularia
        {QStringLiteral("audit_logs"), int(B::AppendOnly)},
        {QStringLiteral("flow_versions"), int(B::AppendOnly)},
        {QStringLiteral("data_contract_versions"), int(B::AppendOnly) | int(B::NoForeignKeys)},
        // "daily spend per user, counter": in the real schema one row per turn, written once and never deleted.
        {QStringLiteral("ai_spend"), int(B::AppendOnly) | int(B::Counter)},
        {QStringLiteral("login_attempts"), int(B::Ephemeral)},
        {QStringLiteral("flow_presence"), int(B::Ephemeral)},
        {QStringLiteral("data_contract_results"), int(B::Outbox) | int(B::NoForeignKeys)},
        {QStringLiteral("data_contracts"), int(B::NoForeignKeys)},
        {QStringLiteral("pending_blob_deletions"), int(B::NoForeignKeys)},
        {QStringLiteral("permissions"), int(B::ExactlyOneOf)},
        {QStringLiteral("projects"), int(B::NoCycle)},
        {QStringLiteral("runs"), int(B::NoCycle) | int(B::Queue)},
        {QStringLiteral("schema_state"), int(B::AppendOnly)}, // the gateway's own bookkeeping: never edited here
        // Holotable
        {QStringLiteral("dashboards"), int(B::SoftDelete) | int(B::MirrorColumn)},
        {QStringLiteral("dashboard_versions"), int(B::AppendOnly)},
        {QStringLiteral("sources"), int(B::Tombstone)},
        {QStringLiteral("llm_usage"), int(B::Counter)},
        {QStringLiteral("generation_log"), int(B::AppendOnly) | int(B::Ephemeral)},
        {QStringLiteral("chat_messages"), int(B::Ephemeral)},
        {QStringLiteral("conversations"), int(B::Ephemeral)},
        {QStringLiteral("conversation_messages"), int(B::Ephemeral)},
        {QStringLiteral("sessions"), int(B::Ephemeral)},
        {QStringLiteral("audit_log"), int(B::AppendOnly)},
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
    // "counter, no key": the real ai_spend has an id, but no foreign key at all.
    const TableDescriptor* spend = catalog.table(QStringLiteral("ai_spend"));
    QCOMPARE(spend->primaryKey, QStringList{QStringLiteral("id")});
    for (const ForeignKeyDescriptor& fk : spend->foreignKeys)
        QVERIFY2(!fk.enforced, qPrintable(fk.column));

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
                                // Tabularia: the contract tables, by design, and what points back at runs
                                QStringLiteral("datasources.snapshot_run_id -> runs.id"),
                                QStringLiteral("data_contracts.datasource_id -> datasources.id"),
                                QStringLiteral("data_contracts.blocked_run_id -> runs.id"),
                                QStringLiteral("data_contracts.notify_connection_id -> connections.id"),
                                QStringLiteral("data_contracts.created_by -> users.id"),
                                QStringLiteral("data_contracts.updated_by -> users.id"),
                                QStringLiteral("data_contract_versions.datasource_id -> datasources.id"),
                                QStringLiteral("data_contract_versions.created_by -> users.id"),
                                QStringLiteral("data_contract_results.datasource_id -> datasources.id"),
                                QStringLiteral("data_contract_results.run_id -> runs.id"),
                                QStringLiteral("dbt_ai_texts.flow_id -> flows.id"),
                                QStringLiteral("ai_chats.user_id -> users.id"),
                                QStringLiteral("ai_spend.user_id -> users.id"),
                                QStringLiteral("ai_spend.turn_id -> ai_chat_turns.id"),
                                QStringLiteral("flow_presence.flow_id -> flows.id"),
                                QStringLiteral("flow_presence.user_id -> users.id"),
                                // Holotable: a log outliving its source, shares outliving their dashboard
                                QStringLiteral("generation_log.source_id -> sources.id"),
                                QStringLiteral("dashboard_shares.dashboard_id -> dashboards.id"),
                            }));
    QCOMPARE(deferred, QStringList{QStringLiteral("dashboards.current_version_id")});

    // "Referenced by" for users: enforced and plain references alike.
    QStringList toUsers;
    for (const Catalog::Reference& r : catalog.referencesTo(QStringLiteral("users")))
        toUsers << r.table + QLatin1Char('.') + r.foreignKey.column;
    QVERIFY2(toUsers.contains(QStringLiteral("audit_logs.actor_id")), qPrintable(toUsers.join(QLatin1Char(' '))));
    QVERIFY2(toUsers.contains(QStringLiteral("ai_chats.user_id")), qPrintable(toUsers.join(QLatin1Char(' '))));
    // "All 35 foreign keys are nullable except the project_id columns": 35 enforced in Tabularia. (The real schema
    // also has NOT NULL ones besides project_id: user_groups, flow_versions.flow_id, saved_views.datasource_id and
    // ai_chat_turns.chat_id; columnsMatchDatabase holds the nullability to the database.)
    int enforcedTabularia = 0;
    for (const TableDescriptor& t : catalog.tables(Platform::Tabularia))
        for (const ForeignKeyDescriptor& fk : t.foreignKeys)
            enforcedTabularia += fk.enforced;
    QCOMPARE(enforcedTabularia, 35);
}

void TestCatalog::deletesDoWhatThePlatformDoes() {
    // What deleting a row does to the rows that point at it, as the platforms behave: Holotable's foreign keys do it;
    // Tabularia's are all NO ACTION and its code does it (deleting a user, a datasource's contracts, a flow's dbt
    // texts), which Metadesk's delete repeats in its transaction. Every other reference refuses the delete.
    const QHash<QString, OnDelete> expected = {
        // Tabularia's user deletion: the chats and their turns, permissions, memberships and uploads go; the owner
        // and actor columns are emptied (audit_logs keeps actor_label).
        {QStringLiteral("ai_chats.user_id"), OnDelete::Cascade},
        {QStringLiteral("ai_chat_turns.chat_id"), OnDelete::Cascade},
        {QStringLiteral("permissions.user_id"), OnDelete::Cascade},
        {QStringLiteral("user_groups.user_id"), OnDelete::Cascade},
        {QStringLiteral("uploads.owner_id"), OnDelete::Cascade},
        {QStringLiteral("audit_logs.actor_id"), OnDelete::SetNull},
        {QStringLiteral("projects.owner_id"), OnDelete::SetNull},
        {QStringLiteral("flows.owner_id"), OnDelete::SetNull},
        {QStringLiteral("datasources.owner_id"), OnDelete::SetNull},
        {QStringLiteral("connections.owner_id"), OnDelete::SetNull},
        {QStringLiteral("runs.launched_by"), OnDelete::SetNull},
        // "the rows are removed explicitly when the datasource goes"; a flow's dbt texts go with the flow.
        {QStringLiteral("data_contracts.datasource_id"), OnDelete::Cascade},
        {QStringLiteral("data_contract_versions.datasource_id"), OnDelete::Cascade},
        {QStringLiteral("data_contract_results.datasource_id"), OnDelete::Cascade},
        {QStringLiteral("dbt_ai_texts.flow_id"), OnDelete::Cascade},
        // Holotable's ON DELETE clauses.
        {QStringLiteral("dashboard_versions.dashboard_id"), OnDelete::Cascade},
        {QStringLiteral("dashboard_favorites.dashboard_id"), OnDelete::Cascade},
        {QStringLiteral("chat_messages.dashboard_id"), OnDelete::Cascade},
        {QStringLiteral("conversations.dashboard_id"), OnDelete::SetNull},
        {QStringLiteral("conversation_messages.conversation_id"), OnDelete::Cascade},
    };
    QStringList problems;
    for (const TableDescriptor& t : Catalog::instance().tables()) {
        for (const ForeignKeyDescriptor& fk : t.foreignKeys) {
            const QString where = t.name + QLatin1Char('.') + fk.column;
            const OnDelete want = expected.value(where, OnDelete::NoAction);
            if (fk.onDelete != want)
                problems << QStringLiteral("%1: ON DELETE %2 in the catalog, the platform does %3")
                                .arg(where, onDeleteName(fk.onDelete), onDeleteName(want));
            // What the database itself does: nothing in Tabularia, the clause in Holotable; foreignKeysMatchDatabase
            // holds this to the migrated schemas.
            const OnDelete database = t.platform == Platform::Tabularia || !fk.enforced ? OnDelete::NoAction : want;
            if (fk.databaseOnDelete != database || fk.databaseEnforced != fk.enforced)
                problems << QStringLiteral("%1: the database's own ON DELETE is %2 in the catalog, %3 in the schema")
                                .arg(where, onDeleteName(fk.databaseOnDelete), onDeleteName(database));
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestCatalog::tablesMatchDatabase() {
    // At head both engines hold every described table but chat_messages, and the version tables; at 020, chat_messages
    // too.
    QFETCH(ScratchDatabase::Engine, engine);
    const bool sqlite = engine == ScratchDatabase::Engine::Sqlite;
    const DbConnection& head = connection();
    const DbConnection& before = *(sqlite ? m_sqlite020 : m_postgres020).conn;
    QStringList described;
    for (const TableDescriptor& t : Catalog::instance().tables())
        described << t.name;
    QStringList versionTables;
    for (Platform p : platforms::all())
        versionTables << platforms::versionTable(p);
    QString error;
    QStringList atHead = head.tableNames(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList at020 = before.tableNames(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList expected = described + versionTables;
    QCOMPARE(sorted(at020), sorted(expected));
    expected.removeAll(QStringLiteral("chat_messages"));
    QCOMPARE(sorted(atHead), sorted(expected));
}

void TestCatalog::columnsMatchDatabase() {
    QStringList problems;
    for (const TableDescriptor& t : Catalog::instance().tables()) {
        const DbConnection& conn = connection(t.name);
        SchemaReader db(conn);
        const QList<DbColumn> columns = db.columns(t.name);
        const QString ddl = conn.isSqlite() ? db.ddl(t.name) : QString();
        QVERIFY2(db.error().isEmpty(), qPrintable(db.error()));
        QStringList dbNames;
        for (const DbColumn& c : columns)
            dbNames << c.name;
        // The same columns; the catalog shows them key first (SQLModel stores its sa_column fields ahead of the id).
        QStringList catalogNames = t.columnNames();
        std::sort(dbNames.begin(), dbNames.end());
        std::sort(catalogNames.begin(), catalogNames.end());
        if (dbNames != catalogNames) {
            problems << QStringLiteral("%1: the database has %2, the catalog %3")
                            .arg(t.name, keyText(dbNames), keyText(t.columnNames()));
            continue;
        }
        for (int i = 0; i < columns.size(); ++i) {
            const DbColumn& d = columns.at(i);
            const ColumnDescriptor& c = *t.column(d.name);
            const QString where = t.name + QLatin1Char('.') + c.name;
            const auto nullability = [](bool nullable) {
                return nullable ? QStringLiteral("nullable") : QStringLiteral("NOT NULL");
            };
            // SQLite lets a primary key other than an INTEGER one hold NULL unless it says NOT NULL, and the gateway's
            // schema_state says nothing (init_db's own DDL); PostgreSQL makes every key NOT NULL.
            const bool sqliteNullableKey =
                conn.isSqlite() && !c.nullable && !d.notNull && t.primaryKey.contains(c.name);
            // On SQLite an INTEGER PRIMARY KEY is the rowid, which fills itself; where the platform's model writes the
            // value (privacy_notice's 1), PostgreSQL has no default.
            const bool sqliteRowid = conn.isSqlite() && d.hasDefault && !c.hasDefault && c.insertDefault.has_value() &&
                                     t.primaryKey == QStringList{c.name};
            if (c.nullable == d.notNull && !sqliteNullableKey)
                problems << QStringLiteral("%1: %2 in the catalog, %3 in the database")
                                .arg(where, nullability(c.nullable), nullability(!d.notNull));
            if (c.hasDefault != d.hasDefault && !sqliteRowid)
                problems << QStringLiteral("%1: the catalog says the database %2 it, the database %3")
                                .arg(where, c.hasDefault ? QStringLiteral("fills") : QStringLiteral("does not fill"),
                                     d.hasDefault ? QStringLiteral("has a default") : QStringLiteral("has none"));
            if (!storageMatches(t.platform, conn.isSqlite(), c, d, t.name, ddl))
                problems << QStringLiteral("%1: kind %2 does not fit the stored type %3")
                                .arg(where, kindName(c.kind), d.type);
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestCatalog::keysMatchDatabase() {
    QStringList problems;
    for (const TableDescriptor& t : Catalog::instance().tables()) {
        SchemaReader db(connection(t.name));
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
        QVERIFY2(db.error().isEmpty(), qPrintable(db.error()));
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestCatalog::foreignKeysMatchDatabase() {
    QStringList problems;
    int total = 0;
    for (const TableDescriptor& t : Catalog::instance().tables()) {
        SchemaReader db(connection(t.name));
        QHash<QString, DbForeignKey> inDb;
        for (const DbForeignKey& fk : db.foreignKeys(t.name)) {
            if (inDb.contains(fk.column))
                problems << QStringLiteral("%1.%2: two foreign keys").arg(t.name, fk.column);
            inDb.insert(fk.column, fk);
        }
        QVERIFY2(db.error().isEmpty(), qPrintable(db.error()));
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
            // The catalog's databaseOnDelete is what the foreign key does; onDelete, what the platform does in all
            // (deletesDoWhatThePlatformDoes).
            if (d.onDelete != onDeleteName(fk.databaseOnDelete))
                problems << QStringLiteral("%1: ON DELETE %2 in the database, %3 in the catalog")
                                .arg(where, d.onDelete, onDeleteName(fk.databaseOnDelete));
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
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    // Tabularia's 35; Holotable's five at head and chat_messages' until 021.
    QCOMPARE(total, 35 + 6);
}

void TestCatalog::enumsMatchDatabase() {
    // Insert-free: a column's CHECK … IN list, read from the schema (pg_get_constraintdef on PostgreSQL, the CREATE
    // TABLE text on SQLite), must be exactly enumValues in the same order, and a column with such a check must be an
    // Enum. Enum values the database does not check are the platform's code's (Metadesk's write path keeps them):
    // all of Tabularia's, whose database has no CHECK at all, and Holotable's audit_log.resource_type.
    QStringList problems;
    int enums = 0, checkedEnums = 0;
    const QStringList uncheckedHolotable = {QStringLiteral("audit_log.resource_type")};
    for (const TableDescriptor& t : Catalog::instance().tables()) {
        SchemaReader db(connection(t.name));
        const QHash<QString, QStringList> checks = db.enumChecks(t.name);
        if (t.platform == Platform::Tabularia && db.checkCount(t.name) != 0)
            problems << QStringLiteral("%1: %2 CHECK constraints in the database, which Tabularia's has none of")
                            .arg(t.name)
                            .arg(db.checkCount(t.name));
        for (const ColumnDescriptor& c : t.columns) {
            const QString where = t.name + QLatin1Char('.') + c.name;
            if (c.kind != ColumnKind::Enum) {
                if (checks.contains(c.name))
                    problems << QStringLiteral("%1: a CHECK IN %2 in the database, kind %3 in the catalog")
                                    .arg(where, keyText(checks.value(c.name)), kindName(c.kind));
                continue;
            }
            ++enums;
            const bool unchecked = t.platform == Platform::Tabularia || uncheckedHolotable.contains(where);
            if (unchecked) {
                if (checks.contains(c.name))
                    problems << QStringLiteral("%1: a CHECK IN %2 in the database, which the catalog says it lacks")
                                    .arg(where, keyText(checks.value(c.name)));
                continue;
            }
            ++checkedEnums;
            if (checks.value(c.name) != c.enumValues)
                problems << QStringLiteral("%1: CHECK IN %2 in the database, %3 in the catalog")
                                .arg(where, keyText(checks.value(c.name)), keyText(c.enumValues));
        }
        for (auto it = checks.cbegin(); it != checks.cend(); ++it)
            if (!t.column(it.key()))
                problems << QStringLiteral("%1: a CHECK IN on %2, which the catalog lacks").arg(t.name, it.key());
        QVERIFY2(db.error().isEmpty(), qPrintable(db.error()));
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QCOMPARE(enums, 28);
    // templates.kind, annotations.kind, api_tokens.role, generation_log.mode and .model_config, audit_log.actor_kind
    // and .outcome, the roles of conversation_messages and chat_messages.
    QCOMPARE(checkedEnums, 9);
}

void TestCatalog::sortsOnAnIndex() {
    // A table opens sorted on a column that leads its key or a full index, so the first page never needs a pass over
    // the table (the reconciled catalog falls back to the key otherwise, and would hide a wrong choice here).
    QStringList problems;
    for (const TableDescriptor& t : Catalog::instance().tables()) {
        SchemaReader db(connection(t.name));
        bool leads = db.primaryKey(t.name).value(0) == t.defaultSortColumn;
        for (const DbIndex& i : db.indexes(t.name))
            leads = leads || (i.columns.value(0) == t.defaultSortColumn && !i.partial);
        if (!leads)
            problems << QStringLiteral("%1.%2 leads no key or full index").arg(t.name, t.defaultSortColumn);
        QVERIFY2(db.error().isEmpty(), qPrintable(db.error()));
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));

    // The big tables: newest first where an index leads with the time or the insertion order; the per-workspace
    // ones (their indexes lead with workspace_id) grouped by workspace.
    const QList<std::tuple<QString, QString, bool>> expected = {
        {QStringLiteral("runs"), QStringLiteral("id"), true}, // launch order: no index on started_at
        {QStringLiteral("audit_logs"), QStringLiteral("ts"), true},
        {QStringLiteral("audit_log"), QStringLiteral("id"), true},
        {QStringLiteral("ai_spend"), QStringLiteral("ts"), true},
        {QStringLiteral("data_contract_results"), QStringLiteral("evaluated_at"), true},
        {QStringLiteral("llm_usage"), QStringLiteral("workspace_id"), false},
        {QStringLiteral("generation_log"), QStringLiteral("workspace_id"), false},
    };
    for (const auto& [name, column, descending] : expected) {
        const TableDescriptor* t = Catalog::instance().table(name);
        QVERIFY2(t, qPrintable(name));
        QCOMPARE(t->defaultSortColumn, column);
        QVERIFY2(t->defaultSortDescending == descending, qPrintable(name));
    }
    // A dashboard's versions together, in their order (not that of their random ids).
    QCOMPARE(Catalog::instance().table(QStringLiteral("dashboard_versions"))->defaultSortThen,
             QStringLiteral("version"));
    // Other histories open newest first too.
    for (const char* name : {"flow_versions", "data_contract_versions", "ai_chat_turns", "banners", "uploads"})
        QVERIFY2(Catalog::instance().table(QString::fromLatin1(name))->defaultSortDescending, name);
}

QTEST_GUILESS_MAIN(TestCatalog)
#include "tst_Catalog.moc"
