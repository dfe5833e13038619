#include "common/MigrationHelpers.h"
#include "common/TestDatabases.h"
#include "common/WriteResultText.h"
#include "core/catalog/Catalog.h"
#include "core/edit/EditPolicy.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"
#include "core/edit/ValueCodec.h"
#include "core/export/StoredText.h"
#include "core/export/TableExporter.h"
#include "core/query/TableQuery.h"
#include "core/rules/DeleteImpact.h"

#include <QBuffer>
#include <QSet>
#include <QSqlQuery>
#include <QTest>

#include <ctime>

using namespace metadesk;
using metadesk::test::describe;
using metadesk::test::ScratchDatabase;

namespace {

/// How a value is held, byte for byte, as the database itself prints it: SQLite's storage class and exact text (a
/// REAL to 17 digits, a BLOB in hex), PostgreSQL's own text output of the column's type (bytea in hex, timestamps
/// with their microseconds, numeric with its scale).
QString fingerprintExpression(bool sqlite, const QString& quoted) {
    if (sqlite)
        return QStringLiteral("typeof(%1) || ':' || CASE typeof(%1) WHEN 'real' THEN printf('%!.17g', %1) "
                              "WHEN 'blob' THEN hex(%1) ELSE coalesce(CAST(%1 AS TEXT), '') END")
            .arg(quoted);
    return QStringLiteral("CASE WHEN %1 IS NULL THEN 'NULL' ELSE 'v:' || %1::text END").arg(quoted);
}

/// Every column of one row, fingerprinted.
QMap<QString, QString> fingerprints(const DbConnection& conn, const TableDescriptor& t, const QVariantList& key) {
    const RowStore store(conn, t);
    QStringList select;
    for (const ColumnDescriptor& c : t.columns)
        select << fingerprintExpression(conn.isSqlite(), store.quote(c.name));
    QSqlQuery q(conn.db());
    QString error;
    QMap<QString, QString> out;
    if (!conn.execBound(&q,
                        QStringLiteral("SELECT %1 FROM %2 WHERE %3")
                            .arg(select.join(QStringLiteral(", ")), store.quotedTable(), store.keyPredicate()),
                        key, &error)) {
        out.insert(QStringLiteral("<error>"), error);
        return out;
    }
    if (!q.next())
        return out;
    for (int i = 0; i < t.columns.size(); ++i)
        out.insert(t.columns.at(i).name, q.value(i).toString());
    return out;
}

/// The columns whose fingerprints differ, but those the write path sets on purpose (updated_at, updated_by).
QStringList differences(const QMap<QString, QString>& a, const QMap<QString, QString>& b,
                        const QStringList& ignore = {}) {
    QStringList out;
    if (a.contains(QStringLiteral("<error>")) || b.contains(QStringLiteral("<error>")))
        return {QStringLiteral("<error> ") + a.value(QStringLiteral("<error>")) + b.value(QStringLiteral("<error>"))};
    if (b.isEmpty())
        return {QStringLiteral("<row gone>")};
    for (auto it = a.cbegin(); it != a.cend(); ++it) {
        if (ignore.contains(it.key()) || it.key() == QLatin1String("updated_at") ||
            it.key() == QLatin1String("updated_by"))
            continue;
        if (b.value(it.key()) != it.value())
            out << QStringLiteral("%1: %2 -> %3").arg(it.key(), it.value().left(120), b.value(it.key()).left(120));
    }
    return out;
}

/// The awkward values the platforms store, one per column shape. `variant` makes the columns of keys and unique keys
/// differ between rows; every other column holds the same awkward value in every row.
class RowMaker {
public:
    RowMaker(const DbConnection& conn, const TableDescriptor& table, const QString& ddl)
        : m_conn(conn), m_t(table), m_ddl(ddl), m_sqlite(conn.isSqlite()) {
        for (const QStringList& key : table.uniqueKeys)
            for (const QString& c : key)
                m_unique.insert(c);
        for (const QString& c : table.primaryKey)
            m_unique.insert(c);
    }

    static QString keyText(const QString& table, int variant) {
        return QStringLiteral("key-%1-%2").arg(table).arg(variant);
    }
    static QString uuidFor(int tableIndex, int variant) {
        return QStringLiteral("00000000-0000-4000-8000-%1%2")
            .arg(tableIndex, 6, 10, QLatin1Char('0'))
            .arg(variant, 6, 10, QLatin1Char('0'));
    }

    /// The key value `variant` has in `table` (integer ids are the variant; text keys are made from it).
    static QVariant keyValue(const DbConnection& conn, const TableDescriptor& t, const QString& column, int variant) {
        const ColumnDescriptor* c = t.column(column);
        if (c->kind == ColumnKind::Integer)
            return qint64(variant);
        if (c->kind == ColumnKind::Enum)
            // disabled_engines, keyed by the engine: from the last one back, so that the engine every other row
            // uses (the first) stays enabled and a flow on it may be duplicated, as the platform allows.
            return c->enumValues.value(c->enumValues.size() - variant);
        if (c->storageType.toLower() == QLatin1String("uuid"))
            return uuidFor(int(qHash(t.name) % 999983), variant);
        Q_UNUSED(conn);
        return keyText(t.name, variant);
    }

    QVariant value(const ColumnDescriptor& c, int variant) const {
        const QString type = c.storageType.toLower();
        const bool unique = m_unique.contains(c.name);
        if (m_t.primaryKey.size() == 1 && m_t.primaryKey.first() == c.name)
            return keyValue(m_conn, m_t, c.name, variant);
        // Exactly one of a grant's grantees.
        if (m_t.exactlyOneOf.contains(c.name) && m_t.exactlyOneOf.first() != c.name)
            return QVariant();
        // Row 3 is the sparse one: NULL wherever the schema allows it, empty text where a NOT NULL text may be empty.
        if (variant == 3 && !unique && !m_t.exactlyOneOf.contains(c.name)) {
            if (c.nullable)
                return QVariant();
            const bool plainText = (c.kind == ColumnKind::Text || c.kind == ColumnKind::LongText) &&
                                   type != QLatin1String("uuid") && !m_ddl.contains(c.name + QLatin1Char(')')) &&
                                   !c.name.contains(QLatin1String("email"));
            if (plainText)
                return QStringLiteral("");
        }
        if (const ForeignKeyDescriptor* fk = m_t.foreignKey(c.name)) {
            if (fk->targetTable == m_t.name)
                return QVariant(); // a self-reference: the root
            const TableDescriptor* target = m_conn.catalog().table(fk->targetTable);
            if (target && target->column(fk->targetColumn)) {
                // A reference inside a key or unique key points at the row of the same variant (join rows, one
                // contract per datasource); others all at the first row.
                const int targetVariant = (unique || m_t.exactlyOneOf.contains(c.name)) ? variant : 1;
                if (target->primaryKey == QStringList{fk->targetColumn})
                    return keyValue(m_conn, *target, fk->targetColumn, targetVariant);
            }
        }
        if (c.name == QLatin1String("oidc_issuer"))
            return QStringLiteral("https://issuer.example/");
        switch (c.kind) {
        case ColumnKind::Secret:
            if (valuecodec::isBinary(c))
                return QByteArray("\x00\xff\xfe"
                                  "A\x80\x00z\xc3(",
                                  10) +
                       QByteArray::number(variant);
            return QStringLiteral("gAAAAABm-ciphertext_with=padding/%1==").arg(variant);
        case ColumnKind::Bool:
            return true;
        case ColumnKind::Integer:
            if (unique)
                return qint64(1000 + variant);
            if (type == QLatin1String("integer") || type == QLatin1String("int4"))
                return qint64(2147483000);
            if (type == QLatin1String("smallint"))
                return qint64(32000);
            return qint64(9007199254740993LL); // 2^53 + 1: not a double
        case ColumnKind::Decimal:
            if (type.contains(QLatin1String("char")) || type.contains(QLatin1String("text")))
                return QStringLiteral("0.10"); // money kept as text
            if (type.startsWith(QLatin1String("numeric")) || type.startsWith(QLatin1String("decimal")))
                return QStringLiteral("12.50");
            return 1767225600.1234567; // epoch seconds with microseconds
        case ColumnKind::Timestamp:
            if (valuecodec::isNaiveTimestamp(c))
                return QStringLiteral("2026-03-29 02:30:00.123456"); // Europe's spring-forward gap, in UTC
            return m_sqlite ? QStringLiteral("2026-10-25T00:30:00.654Z")
                            : QStringLiteral("2026-10-25 00:30:00.654321+00"); // the autumn hour that repeats
        case ColumnKind::Date:
            return QStringLiteral("2026-03-05");
        case ColumnKind::Json:
            return jsonValue(c);
        case ColumnKind::TextArray:
            return m_sqlite ? QStringLiteral("[\"a,b\", \"c\\\"d\", \"\", \"\\u00fc\"]")
                            : QStringLiteral("{\"a,b\",\"c\\\"d\",\"\",\"ü\"}");
        case ColumnKind::Enum:
            return c.enumValues.value(0);
        case ColumnKind::LongText:
            return QStringLiteral("line one\r\nline two\n\tindented ☃ \u0001 \"q\" 'a' \\ ") +
                   QString(200, QLatin1Char('x')) + (unique ? QString::number(variant) : QString());
        case ColumnKind::Text:
            break;
        }
        if (type == QLatin1String("uuid"))
            return uuidFor(int(qHash(c.name) % 999983), variant);
        if (c.name.contains(QLatin1String("email")))
            return QStringLiteral("zoë.%1@example.com").arg(variant);
        return QStringLiteral("ü☃ \"q\" 'a' \\ \t\u0001 %1").arg(unique ? QString::number(variant) : QString());
    }

    /// The key of row `variant`, as value() puts it in.
    QVariantList key(int variant) const {
        QVariantList out;
        for (const QString& k : m_t.primaryKey)
            out << value(*m_t.column(k), variant);
        return out;
    }

private:
    QString jsonValue(const ColumnDescriptor& c) const {
        // A CHECK may want an array; Holotable's templates want the body's kind to be the row's.
        const bool array = m_ddl.contains(QStringLiteral("jsonb_typeof(%1) = 'array'").arg(c.name)) ||
                           m_ddl.contains(QStringLiteral("json_type(%1) = 'array'").arg(c.name)) ||
                           m_ddl.contains(QStringLiteral("json_type(\"%1\") = 'array'").arg(c.name));
        if (array)
            return QStringLiteral("[{\"zeta\": 1, \"alpha\": \"0.10\"}, 2.50, \"☃\", null]");
        QString kind;
        if (const ColumnDescriptor* k = m_t.column(QStringLiteral("kind")); k && k->kind == ColumnKind::Enum)
            kind = QStringLiteral("\"kind\": \"%1\", ").arg(k->enumValues.value(0));
        return QStringLiteral("{%1\"zeta\": 1, \"alpha\": [1, 2.50, {\"ü\": \"☃\\t\"}], \"money\": \"0.10\", "
                              "\"nested\": {\"b\": null, \"a\": true}}")
            .arg(kind);
    }

    const DbConnection& m_conn;
    const TableDescriptor& m_t;
    QString m_ddl;
    bool m_sqlite;
    QSet<QString> m_unique;
};

/// The table's CREATE text and CHECKs, for the shapes its JSON columns must take.
QString ddlOf(const DbConnection& conn, const QString& table) {
    QSqlQuery q(conn.db());
    QString error;
    const QString sql = conn.isSqlite() ? QStringLiteral("SELECT group_concat(sql, ' ') FROM sqlite_master WHERE "
                                                         "tbl_name = ?")
                                        : QStringLiteral("SELECT string_agg(pg_get_constraintdef(oid), ' ') FROM "
                                                         "pg_constraint WHERE conrelid = to_regclass(?)");
    if (!conn.execBound(&q, sql, {table}, &error) || !q.next())
        return {};
    return q.value(0).toString();
}

bool isTrigger(const TableDescriptor& t) {
    return t.name == QLatin1String("schema_migrations") || t.name == QLatin1String("alembic_version") ||
           t.name == QLatin1String("schema_state");
}

/// A column an admin may change without touching keys, references, unique keys or what the platform sets.
const ColumnDescriptor* unrelatedColumn(const TableDescriptor& t, const EditPolicy& policy) {
    QSet<QString> avoid;
    for (const QStringList& key : t.uniqueKeys)
        for (const QString& c : key)
            avoid.insert(c);
    for (const QStringList& group : t.bothOrNeither) // set together or not at all: not one alone
        for (const QString& c : group)
            avoid.insert(c);
    for (const ColumnDescriptor& c : t.columns) {
        if (avoid.contains(c.name) || t.primaryKey.contains(c.name) || t.foreignKey(c.name) ||
            policy.readOnlyColumns.contains(c.name) || c.name == QLatin1String("updated_at") ||
            c.name.startsWith(QLatin1String("oidc_")) || t.exactlyOneOf.contains(c.name))
            continue;
        if (c.kind == ColumnKind::Text || c.kind == ColumnKind::LongText || c.kind == ColumnKind::Bool ||
            (c.kind == ColumnKind::Integer && !c.name.endsWith(QLatin1String("_tokens"))))
            return &c;
    }
    return nullptr;
}

} // namespace

/// Every column of every table of the platforms' real schemas (Tabularia's baseline, Holotable at 010 and at 021),
/// on both engines, holding the awkward values the platforms store — NULLs, empty and unicode text, control
/// characters, ciphertext bytes with NUL and invalid UTF-8, JSON with its keys out of order and "0.10" money,
/// timestamps with microseconds in DST's gap and overlap, epoch floats, arrays with quotes and commas — goes through
/// the edit path as Undo, Duplicate and an edit of another column do, and every byte nobody typed stays as stored.
class TestRoundTrip : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void untouchedBytesStay_data();
    void untouchedBytesStay();
    void copyExportAndFilterAgree_data() { untouchedBytesStay_data(); }
    void copyExportAndFilterAgree();
    void textThatIsNotUtf8_data();
    void textThatIsNotUtf8();

private:
    /// A scratch database of `platform` at `revision` (a migration's number, empty for the newest), two awkward rows in
    /// every table.
    std::unique_ptr<DbConnection> prepare(const ScratchDatabase& scratch, Platform platform, const QString& revision);
    void fill(const ScratchDatabase& scratch, const DbConnection& conn);

    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn; ///< to the data row's database, filled
    Platform m_platform = Platform::Tabularia;
};

void TestRoundTrip::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    // A zone with DST: any conversion through local time shows as an hour's difference.
    qputenv("TZ", "Europe/Berlin");
    tzset();
}

void TestRoundTrip::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(int, platform);
    QFETCH(QString, revision);
    m_platform = Platform(platform);
    m_scratch = std::make_unique<ScratchDatabase>(engine);
    QVERIFY2(m_scratch->isValid(), qPrintable(m_scratch->error()));
    m_conn = prepare(*m_scratch, m_platform, revision);
    QVERIFY(m_conn);
}

void TestRoundTrip::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestRoundTrip::untouchedBytesStay_data() {
    QTest::addColumn<ScratchDatabase::Engine>("engine");
    QTest::addColumn<int>("platform");
    QTest::addColumn<QString>("revision");
    for (ScratchDatabase::Engine e : {ScratchDatabase::Engine::Sqlite, ScratchDatabase::Engine::Postgres}) {
        const QString engine = ScratchDatabase::engineName(e);
        QTest::newRow(qPrintable(engine + QStringLiteral(" tabularia baseline")))
            << e << int(Platform::Tabularia) << QString();
        QTest::newRow(qPrintable(engine + QStringLiteral(" holotable 010")))
            << e << int(Platform::Holotable) << QStringLiteral("010_");
        QTest::newRow(qPrintable(engine + QStringLiteral(" holotable 021")))
            << e << int(Platform::Holotable) << QStringLiteral("021_");
    }
}

void TestRoundTrip::fill(const ScratchDatabase& scratch, const DbConnection& conn) {
    // Rows are put in with the database's own checks of references off (each points at rows made in the same pass),
    // so every table gets two rows whatever the order.
    auto setup = scratch.connect();
    QVERIFY(setup);
    QString error;
    QVERIFY2(setup->exec(conn.isSqlite() ? QStringLiteral("PRAGMA foreign_keys=OFF")
                                         : QStringLiteral("SET session_replication_role = replica"),
                         &error),
             qPrintable(error));
    const Catalog& catalog = conn.catalog();
    for (const TableDescriptor& t : catalog.tables()) {
        if (!t.described || isTrigger(t))
            continue;
        const QString ddl = ddlOf(conn, t.name);
        const RowMaker maker(conn, t, ddl);
        const RowStore store(conn, t);
        for (int variant = 1; variant <= 3; ++variant) {
            QStringList columns, params;
            QVariantList values;
            for (const ColumnDescriptor& c : t.columns) {
                const QVariant v = maker.value(c, variant);
                columns << store.quote(c.name);
                params << QStringLiteral("?");
                values << (v.isValid() ? v : valuecodec::toBind(c, QVariant(), conn.isSqlite()));
            }
            QSqlQuery q(setup->db());
            const QString overriding = conn.isSqlite() ? QString() : QStringLiteral(" OVERRIDING SYSTEM VALUE");
            QVERIFY2(setup->execBound(&q,
                                      QStringLiteral("INSERT INTO %1 (%2)%3 VALUES (%4)")
                                          .arg(store.quotedTable(), columns.join(QStringLiteral(", ")), overriding,
                                               params.join(QStringLiteral(", "))),
                                      values, &error),
                     qPrintable(t.name + QStringLiteral(": ") + error));
        }
        // Ids were given explicitly: the sequence behind an identity key goes past them, as the platform's would.
        if (!conn.isSqlite() && t.primaryKey.size() == 1 &&
            t.column(t.primaryKey.first())->kind == ColumnKind::Integer) {
            QSqlQuery q(setup->db());
            QVERIFY2(setup->execBound(&q,
                                      QStringLiteral("SELECT setval(s, 100) FROM pg_get_serial_sequence(?, ?) AS s "
                                                     "WHERE s IS NOT NULL"),
                                      {t.name, t.primaryKey.first()}, &error),
                     qPrintable(error));
        }
    }
}

std::unique_ptr<DbConnection> TestRoundTrip::prepare(const ScratchDatabase& scratch, Platform platform,
                                                     const QString& revision) {
    auto conn = scratch.connect();
    if (!conn)
        return nullptr;
    MigrationSet set = test::builtInMigrations(platform, *conn);
    if (!revision.isEmpty()) {
        QString id;
        for (const Migration& m : set.migrations())
            if (m.id.startsWith(revision))
                id = m.id;
        if (id.isEmpty())
            return nullptr;
        set = set.upTo(id);
    }
    QStringList applied;
    QString error;
    if (!Migrator(*conn, set).upgrade(&applied, &error)) {
        qWarning("%s", qPrintable(error));
        return nullptr;
    }
    conn->reloadCatalog();
    fill(scratch, *conn);
    if (QTest::currentTestFailed())
        return nullptr;
    return conn;
}

void TestRoundTrip::untouchedBytesStay() {
    const std::unique_ptr<DbConnection>& conn = m_conn;
    const Platform platform = m_platform;
    QString error;
    RowWriter writer(*conn);
    writer.setActor(Actor{QVariant(), QStringLiteral("round-trip via Metadesk")});
    int edited = 0, restored = 0, duplicated = 0, columnsChecked = 0;
    QStringList failures;
    // Row 2 holds the awkward values, row 3 NULLs and empty text: each goes through every path.
    for (const int variant : {2, 3})
        for (const TableDescriptor& t : conn->catalog().tables()) {
            if (!t.described || isTrigger(t) || t.primaryKey.isEmpty() || t.platform != platform)
                continue;
            const EditPolicy policy = EditPolicy::forTable(t);
            const RowStore store(*conn, t);
            const RowMaker maker(*conn, t, ddlOf(*conn, t.name));
            const QVariantList key = maker.key(variant);
            bool found = false;
            QVariantMap row;
            QVERIFY2(store.fetch(key, &row, &found, &error), qPrintable(error));
            QVERIFY2(found, qPrintable(t.name));
            const QMap<QString, QString> before = fingerprints(*conn, t, key);
            columnsChecked += before.size();

            // An edit of another column, then its Undo: every other byte stays, and then the edited one comes back.
            if (policy.canUpdate) {
                if (const ColumnDescriptor* c = unrelatedColumn(t, policy)) {
                    QVariant typed;
                    if (c->kind == ColumnKind::Bool)
                        typed = !valuecodec::toEdit(*c, row.value(c->name)).toBool();
                    else if (c->kind == ColumnKind::Integer)
                        typed = valuecodec::toEdit(*c, row.value(c->name)).toLongLong() + 1;
                    else
                        typed = QStringLiteral("edited");
                    const ChangeSet change = ChangeSet::update(t.name, row, {{c->name, typed}});
                    const WriteResult done = writer.apply(change);
                    // The platform edits nothing of a soft-deleted dashboard (updateDashboardMetadata): refused.
                    const bool deleted = !t.softDeleteColumn.isEmpty() && !row.value(t.softDeleteColumn).isNull() &&
                                         t.has(TableBehaviour::SoftDelete);
                    if (!done.ok()) {
                        if (!deleted || done.outcome != WriteResult::Outcome::Invalid)
                            failures
                                << QStringLiteral("%1: edit of %2 refused: %3").arg(t.name, c->name, describe(done));
                    } else {
                        const QStringList changed = differences(before, fingerprints(*conn, t, key), {c->name});
                        if (!changed.isEmpty())
                            failures << QStringLiteral("%1: editing %2 changed %3")
                                            .arg(t.name, c->name, changed.join(QStringLiteral("; ")));
                        ChangeSet undo;
                        QString why;
                        if (!writer.inverse(change, done, &undo, &why)) {
                            failures << QStringLiteral("%1: no undo: %2").arg(t.name, why);
                        } else {
                            const WriteResult undone = writer.apply(undo);
                            const QStringList left = differences(before, fingerprints(*conn, t, key));
                            if (!undone.ok() || !left.isEmpty())
                                failures << QStringLiteral("%1: undo of the edit of %2: %3 %4")
                                                .arg(t.name, c->name, describe(undone),
                                                     left.join(QStringLiteral("; ")));
                            ++edited;
                        }
                    }
                    found = false;
                    QVERIFY2(store.fetch(key, &row, &found, &error) && found, qPrintable(error));
                }
            }

            // Duplicate: what nobody typed is carried; the database gives the copy its identity, unique values are
            // typed anew. (A key the platform's code writes itself, privacy_notice's single row 1, is not the
            // database's to give.)
            if (variant == 2 && policy.canInsert && t.primaryKey.size() == 1 &&
                t.column(t.primaryKey.first())->kind == ColumnKind::Integer &&
                t.column(t.primaryKey.first())->hasDefault) {
                ChangeSet copy = ChangeSet::insert(t.name, {});
                QSet<QString> unique;
                for (const QStringList& k : t.uniqueKeys)
                    for (const QString& c : k)
                        unique.insert(c);
                for (const ColumnDescriptor& c : t.columns) {
                    if (c.name == t.primaryKey.first())
                        continue;
                    if (unique.contains(c.name) && !t.foreignKey(c.name))
                        copy.values.insert(c.name, valuecodec::toEdit(c, maker.value(c, 4)));
                    else
                        copy.carried.insert(c.name, row.value(c.name));
                }
                const bool referencesUnique = [&] {
                    for (const QString& c : std::as_const(unique))
                        if (t.foreignKey(c))
                            return true;
                    return false;
                }();
                const WriteResult done = writer.apply(copy);
                if (!done.ok()) {
                    // A unique reference (one row per user) cannot be duplicated as is, nor can a grant (the platform
                    // refuses an exact copy).
                    if (!referencesUnique && !t.has(TableBehaviour::ExactlyOneOf))
                        failures << QStringLiteral("%1: duplicate refused: %2").arg(t.name, describe(done));
                } else {
                    QStringList ignore = t.primaryKey;
                    for (const QString& c : std::as_const(unique))
                        ignore << c;
                    const QStringList changed = differences(before, fingerprints(*conn, t, done.key), ignore);
                    if (!changed.isEmpty())
                        failures << QStringLiteral("%1: the duplicate differs in %2")
                                        .arg(t.name, changed.join(QStringLiteral("; ")));
                    ++duplicated;
                }
            }

            // Delete, then Undo: the row comes back byte for byte.
            if (policy.canDelete) {
                DeleteImpact impact;
                QVERIFY2(DeleteImpact::measure(*conn, t, key.value(0), &impact, &error), qPrintable(error));
                if (impact.cascadedRows > 0 || impact.emptiedRows > 0 || impact.blocks())
                    continue; // Undo refuses those by design (tst_RowWriter)
                const ChangeSet removal = ChangeSet::remove(t.name, row);
                const WriteResult done = writer.apply(removal);
                if (!done.ok()) {
                    failures << QStringLiteral("%1: delete refused: %2").arg(t.name, describe(done));
                    continue;
                }
                ChangeSet undo;
                QString why;
                if (!writer.inverse(removal, done, &undo, &why)) {
                    failures << QStringLiteral("%1: no undo of the delete: %2").arg(t.name, why);
                    continue;
                }
                const WriteResult back = writer.apply(undo);
                const QStringList left = differences(before, fingerprints(*conn, t, key));
                if (!back.ok() || !left.isEmpty())
                    failures << QStringLiteral("%1: undo of the delete: %2 %3")
                                    .arg(t.name, describe(back), left.join(QStringLiteral("; ")));
                ++restored;
            }
        }
    qInfo("%d columns; %d edits undone, %d duplicates, %d deletes undone", columnsChecked, edited, duplicated,
          restored);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    // The pass must reach the tables that matter, not skip its way to green.
    QVERIFY(columnsChecked > 70);
    QVERIFY(edited >= 3);
    QVERIFY(restored >= 4);
    if (platform == Platform::Tabularia)
        QVERIFY(duplicated >= 5);
}

void TestRoundTrip::copyExportAndFilterAgree() {
    // The same awkward rows, read as the grid and the exporter read them: each value's copied and exported text is
    // the database's own text for its type (PostgreSQL's ::text in UTC; SQLite's stored value, bytes as hex), a
    // secret reads as masked, never as NULL, and "=" on the copied text finds the row.
    const std::unique_ptr<DbConnection>& conn = m_conn;
    const Platform platform = m_platform;
    QString error;
    const bool sqlite = conn->isSqlite();
    if (!sqlite)
        QVERIFY(conn->exec(QStringLiteral("SET TIME ZONE 'UTC'"), &error));
    QStringList failures;
    int compared = 0, found = 0;
    for (const int variant : {2, 3})
        for (const TableDescriptor& t : conn->catalog().tables()) {
            if (!t.described || isTrigger(t) || t.primaryKey.isEmpty() || t.platform != platform)
                continue;
            const RowMaker maker(*conn, t, ddlOf(*conn, t.name));
            const QVariantList key = maker.key(variant);
            QuerySpec byKey;
            for (int i = 0; i < t.primaryKey.size(); ++i) {
                // A key that is a secret (sessions.id_hash) copies as masked: that one is found by its value.
                const ColumnDescriptor& k = *t.column(t.primaryKey.at(i));
                byKey.conditions << FilterCondition{
                    k.name, FilterCondition::Op::Equals,
                    k.kind == ColumnKind::Secret ? key.at(i) : QVariant(StoredText(k).of(key.at(i)).text)};
            }
            const TableQuery query(t, sqlite, byKey);
            QVERIFY2(query.isValid(), qPrintable(t.name + QStringLiteral(": ") + query.error()));
            const TableQuery::Statement page = query.page(0, {}, 0, 5);
            QSqlQuery q(conn->db());
            QVERIFY2(conn->execBound(&q, page.sql, page.values, &error),
                     qPrintable(t.name + QStringLiteral(": ") + error));
            QVERIFY2(q.next(), qPrintable(t.name + QStringLiteral(": the row is not found by its copied key")));
            QVariantList read;
            for (int i = 0; i < t.columns.size(); ++i)
                read << q.value(i);
            QVERIFY2(!q.next(), qPrintable(t.name));
            q.finish();
            const RowStore store(*conn, t);
            for (int i = 0; i < t.columns.size(); ++i) {
                const ColumnDescriptor& c = t.columns.at(i);
                const StoredText::Value copied = StoredText(c).of(read.at(i));
                // The database's own text for the value.
                const QString col = store.quote(c.name);
                const QString own =
                    sqlite
                        ? QStringLiteral("SELECT typeof(%1), CASE typeof(%1) WHEN 'blob' THEN '\\x' || lower(hex(%1)) "
                                         "ELSE CAST(%1 AS TEXT) END, %1 FROM %2 WHERE %3")
                              .arg(col, store.quotedTable(), store.keyPredicate())
                        : QStringLiteral("SELECT CASE WHEN %1 IS NULL THEN 'null' ELSE 'v' END, %1::text, NULL FROM %2 "
                                         "WHERE %3")
                              .arg(col, store.quotedTable(), store.keyPredicate());
                QVERIFY2(conn->execBound(&q, own, key, &error), qPrintable(error));
                QVERIFY(q.next());
                const bool isNull = q.value(0).toString() == QLatin1String("null");
                QString expected = q.value(1).toString();
                const QString storage = q.value(0).toString();
                const double real = q.value(2).toDouble();
                q.finish();
                ++compared;
                const QString where = t.name + QLatin1Char('.') + c.name;
                if (isNull) {
                    if (copied.type != StoredText::Type::Null)
                        failures << QStringLiteral("%1: NULL copied as %2").arg(where, copied.text);
                    continue;
                }
                if (c.kind == ColumnKind::Secret) {
                    if (copied.type == StoredText::Type::Null || copied.text != StoredText::secretMask())
                        failures << QStringLiteral("%1: a secret copied as '%2', not masked").arg(where, copied.text);
                    continue;
                }
                if (sqlite && storage == QLatin1String("real")) {
                    if (copied.text.toDouble() != real)
                        failures << QStringLiteral("%1: %2 copied as %3").arg(where, expected, copied.text);
                } else if (sqlite && c.kind == ColumnKind::Bool) {
                    if (copied.text != (expected.toLongLong() ? QStringLiteral("true") : QStringLiteral("false")))
                        failures << QStringLiteral("%1: %2 copied as %3").arg(where, expected, copied.text);
                } else if (copied.text != expected) {
                    failures
                        << QStringLiteral("%1: the database holds '%2', copied '%3'").arg(where, expected, copied.text);
                }
                if (c.kind == ColumnKind::Text || c.kind == ColumnKind::Decimal)
                    if (!storage.isEmpty() && copied.type == StoredText::Type::Json)
                        failures << QStringLiteral("%1: text exported as a JSON document").arg(where);

                // "=" on the copied text finds the row (not for documents, lists and bytes, which the filter bar
                // compares by "contains").
                if (c.kind == ColumnKind::Json || c.kind == ColumnKind::TextArray || valuecodec::isBinary(c))
                    continue;
                QuerySpec spec = byKey;
                spec.conditions << FilterCondition{c.name, FilterCondition::Op::Equals, copied.text};
                const TableQuery filtered(t, sqlite, spec);
                if (!filtered.isValid()) {
                    failures << QStringLiteral("%1: '=' on '%2' refused: %3").arg(where, copied.text, filtered.error());
                    continue;
                }
                const TableQuery::Statement count = filtered.count();
                if (!conn->execBound(&q, count.sql, count.values, &error)) {
                    failures << QStringLiteral("%1: '=' on '%2' failed: %3").arg(where, copied.text, error);
                    continue;
                }
                q.next();
                if (q.value(0).toLongLong() != 1)
                    failures << QStringLiteral("%1: '=' on the copied '%2' finds %3 rows")
                                    .arg(where, copied.text, q.value(0).toString());
                else
                    ++found;
                q.finish();
            }
        }
    qInfo("%d values compared, %d found again by '='", compared, found);
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    QVERIFY(compared > 70);
    QVERIFY(found > 40);
}

void TestRoundTrip::textThatIsNotUtf8_data() {
    QTest::addColumn<ScratchDatabase::Engine>("engine");
    QTest::addColumn<int>("platform");
    QTest::addColumn<QString>("revision");
    for (ScratchDatabase::Engine e : {ScratchDatabase::Engine::Sqlite, ScratchDatabase::Engine::Postgres})
        QTest::newRow(qPrintable(ScratchDatabase::engineName(e))) << e << int(Platform::Tabularia) << QString();
}

void TestRoundTrip::textThatIsNotUtf8() {
    // SQLite keeps whatever bytes a text was given (a lone 0xE9 of Latin-1, a stray continuation byte, 0xFF) and hands
    // them over as UTF-16 with U+FFFD and other characters in their place; PostgreSQL refuses such text, so there the
    // same row holds text beyond ASCII that is valid. Either way an edit of another column of the row goes through,
    // leaves those bytes as stored, and is undone; a change of them since the row was read is still a conflict.
    const DbConnection& conn = *m_conn;
    const TableDescriptor* t = conn.catalog().table(QStringLiteral("groups"));
    QVERIFY(t);
    const QVariantList key{qint64(2)};
    QString error;
    QSqlQuery q(conn.db());
    const QString planted =
        conn.isSqlite() ? QStringLiteral("UPDATE groups SET description = CAST(X'4FE96C6C6580FF20C3A9' AS TEXT) "
                                         "WHERE id = 2")
                        : QStringLiteral("UPDATE groups SET description = 'Olé — 日本 🙂' WHERE id = 2");
    QVERIFY2(conn.exec(planted, &error), qPrintable(error));
    const RowStore store(conn, *t);
    QVariantMap row;
    bool found = false;
    QVERIFY2(store.fetch(key, &row, &found, &error) && found, qPrintable(error));
    const QMap<QString, QString> before = fingerprints(conn, *t, key);
    // The fingerprint reads text as text; the bytes themselves are read in hex (a row gone reads "<gone>").
    const auto bytesOf = [&](int id) {
        QSqlQuery bytes(conn.db());
        QString problem;
        const QString sql = conn.isSqlite()
                                ? QStringLiteral("SELECT typeof(description) || ':' || hex(CAST(description AS BLOB)) "
                                                 "FROM groups WHERE id = ?")
                                : QStringLiteral("SELECT 'text:' || upper(encode(convert_to(description, 'UTF8'), "
                                                 "'hex')) FROM groups WHERE id = ?");
        if (!conn.execBound(&bytes, sql, {id}, &problem) || !bytes.next())
            return problem.isEmpty() ? QStringLiteral("<gone>") : problem;
        return bytes.value(0).toString();
    };
    const auto storedBytes = [&] { return bytesOf(2); };
    const QString plantedBytes = storedBytes();
    QCOMPARE(plantedBytes,
             conn.isSqlite()
                 ? QStringLiteral("text:4FE96C6C6580FF20C3A9")
                 : QStringLiteral("text:") +
                       QString::fromLatin1(QStringLiteral("Olé — 日本 🙂").toUtf8().toHex().toUpper()));

    RowWriter writer(conn);
    writer.setActor(Actor{QVariant(), QStringLiteral("round-trip via Metadesk")});
    const ChangeSet change = ChangeSet::update(t->name, row, {{QStringLiteral("name"), QStringLiteral("renamed")}});
    const WriteResult done = writer.apply(change);
    QVERIFY2(done.ok(), qPrintable(describe(done)));
    QCOMPARE(differences(before, fingerprints(conn, *t, key), {QStringLiteral("name")}), QStringList());
    QCOMPARE(storedBytes(), plantedBytes);
    ChangeSet undo;
    QString why;
    QVERIFY2(writer.inverse(change, done, &undo, &why), qPrintable(why));
    const WriteResult undone = writer.apply(undo);
    QVERIFY2(undone.ok(), qPrintable(describe(undone)));
    QCOMPARE(differences(before, fingerprints(conn, *t, key)), QStringList());
    QCOMPARE(storedBytes(), plantedBytes);

    // Someone else changes the text: the stale row's edit is a conflict, and nothing is written.
    QVERIFY2(
        conn.exec(conn.isSqlite()
                      ? QStringLiteral("UPDATE groups SET description = CAST(X'4FE96C6C6581' AS TEXT) WHERE id = 2")
                      : QStringLiteral("UPDATE groups SET description = 'Olé' WHERE id = 2"),
                  &error),
        qPrintable(error));
    const QMap<QString, QString> changed = fingerprints(conn, *t, key);
    const QString changedBytes = storedBytes();
    const WriteResult stale = writer.apply(change);
    QCOMPARE(int(stale.outcome), int(WriteResult::Outcome::Conflict));
    QCOMPARE(differences(changed, fingerprints(conn, *t, key)), QStringList());
    QCOMPARE(storedBytes(), changedBytes);

    // A row of its own deleted and its delete undone: the text comes back byte for byte, as text.
    QVERIFY2(conn.exec(conn.isSqlite() ? QStringLiteral("INSERT INTO groups (id, name, description, is_admin, "
                                                        "is_observer, created_at) VALUES (99, 'latin-1', "
                                                        "CAST(X'43616661E9FF' AS TEXT), 0, 0, '2026-01-01 00:00:00')")
                                       : QStringLiteral("INSERT INTO groups (id, name, description, is_admin, "
                                                        "is_observer, created_at) VALUES (99, 'latin-1', 'Café', "
                                                        "false, false, '2026-01-01 00:00:00')"),
                       &error),
             qPrintable(error));
    const auto bytesOf99 = [&] { return bytesOf(99); };
    const QString bytes99 = bytesOf99();
    QCOMPARE(bytes99, conn.isSqlite() ? QStringLiteral("text:43616661E9FF") : QStringLiteral("text:436166C3A9"));
    QVariantMap row99;
    QVERIFY2(store.fetch({qint64(99)}, &row99, &found, &error) && found, qPrintable(error));
    const ChangeSet removal = ChangeSet::remove(t->name, row99);
    const WriteResult deleted = writer.apply(removal);
    QVERIFY2(deleted.ok(), qPrintable(describe(deleted)));
    QCOMPARE(bytesOf99(), QStringLiteral("<gone>"));
    ChangeSet restore;
    QVERIFY2(writer.inverse(removal, deleted, &restore, &why), qPrintable(why));
    const WriteResult restored = writer.apply(restore);
    QVERIFY2(restored.ok(), qPrintable(describe(restored)));
    QCOMPARE(bytesOf99(), bytes99);

    // Exported: in CSV the stored bytes themselves; in JSON each byte that is not UTF-8 as its escaped lone surrogate
    // (U+DC80 + the byte less 0x80, "surrogateescape"), the rest as UTF-8: never U+FFFD in either.
    const auto exported = [&](TableExporter::Format format) {
        QByteArray data;
        QBuffer buffer(&data);
        buffer.open(QIODevice::WriteOnly);
        TableExporter::Options options;
        options.format = format;
        QString problem;
        if (!TableExporter::write(conn, TableQuery(*t, conn.isSqlite(), QuerySpec()), &buffer, options, {}, &problem))
            qWarning("export failed: %s", qPrintable(problem));
        return data;
    };
    const QByteArray csv = exported(TableExporter::Format::Csv);
    const QByteArray json = exported(TableExporter::Format::Json);
    const QByteArray replacement = QStringLiteral("\uFFFD").toUtf8();
    if (conn.isSqlite()) {
        QVERIFY2(csv.contains(QByteArray::fromHex("2C43616661E9FF2C")), csv.constData()); // ,Cafa\xE9\xFF,
        QVERIFY2(csv.contains(QByteArray::fromHex("2C4FE96C6C65812C")), csv.constData());
        QVERIFY2(json.contains(R"("description":"Cafa\udce9\udcff")"), json.constData());
        QVERIFY2(json.contains(R"("description":"O\udce9lle\udc81")"), json.constData());
    } else {
        QVERIFY2(csv.contains(QStringLiteral(",Café,").toUtf8()), csv.constData());
        QVERIFY2(json.contains(QStringLiteral("\"description\":\"Café\"").toUtf8()), json.constData());
    }
    QVERIFY(!csv.contains(replacement));
    QVERIFY(!json.contains(replacement));

    // Bytes SQLite reads as other characters than U+FFFD: a stray continuation byte (B5 reads as "µ") and a cut
    // sequence (E4 B8 reads as "ĸ"). Exported as the bytes, not as the UTF-8 of those characters.
    if (conn.isSqlite()) {
        QVERIFY2(conn.exec(QStringLiteral("INSERT INTO groups (id, name, description, is_admin, is_observer, "
                                          "created_at) VALUES (100, 'stray', CAST(X'6361B5' AS TEXT), 0, 0, "
                                          "'2026-01-01 00:00:00'), (101, 'cut', CAST(X'78E4B879' AS TEXT), 0, 0, "
                                          "'2026-01-01 00:00:00')"),
                           &error),
                 qPrintable(error));
        const QByteArray csv2 = exported(TableExporter::Format::Csv);
        const QByteArray json2 = exported(TableExporter::Format::Json);
        QVERIFY2(csv2.contains(QByteArray::fromHex("2C6361B52C")), csv2.constData());   // ,ca\xB5,
        QVERIFY2(csv2.contains(QByteArray::fromHex("2C78E4B8792C")), csv2.constData()); // ,x\xE4\xB8y,
        QVERIFY2(json2.contains(R"("description":"ca\udcb5")"), json2.constData());
        QVERIFY2(json2.contains(R"("description":"x\udce4\udcb8y")"), json2.constData());
        QVERIFY(!csv2.contains(QStringLiteral("caµ").toUtf8()));
        QVERIFY(!json2.contains(QStringLiteral("xĸy").toUtf8()));
    }
}

QTEST_GUILESS_MAIN(TestRoundTrip)
#include "tst_RoundTrip.moc"
