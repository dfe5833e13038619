#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/demo/DemoGenerator.h"
#include "core/edit/ValueCodec.h"
#include "core/export/StoredText.h"
#include "core/export/TableExporter.h"
#include "core/query/NumericText.h"
#include "core/query/TableQuery.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

#include <cmath>
#include <memory>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {
/// One export to check against plain SQL: a table, its view (sort and filter) and the same view written by hand.
struct ViewCase {
    QString table;
    QuerySpec spec;
    QString where; ///< plain SQL; {LIKE} is LIKE on SQLite, ILIKE on PostgreSQL
    int batchRows = 2000;
};
} // namespace

Q_DECLARE_METATYPE(ViewCase)
Q_DECLARE_METATYPE(TableExporter::Format)

/// The exporter against plain SQL on both engines, on the platforms' real schemas as each open database's catalog
/// describes them: every row and every value of a view, in the view's order, across batches and NULL segments, in CSV
/// (RFC 4180) and JSON, each value the database's own text for its type (docs/values.md): text as strings always
/// (money and JSON kept as text included), times as stored, jsonb as JSON, numbers and booleans typed, secrets masked;
/// cancel and empty views.
class TestTableExporter : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void matchesPlainSql_data();
    void matchesPlainSql();
    void everyTableMatchesPlainSql_data();
    void everyTableMatchesPlainSql();
    void everyTableIsExported();
    void emptyView_data();
    void emptyView();
    void cancelAfterFirstBatch_data();
    void cancelAfterFirstBatch();
    void secretsNeverLeave_data();
    void secretsNeverLeave();
    void csvIsRfc4180_data() { test::addEngineColumn(), test::addEngineRows(); }
    void csvIsRfc4180();
    void jsonHasProperTypes_data() { test::addEngineColumn(), test::addEngineRows(); }
    void jsonHasProperTypes();
    void headerLabels_data() { test::addEngineColumn(), test::addEngineRows(); }
    void headerLabels();

private:
    static constexpr qint64 kRuns = 2500;
    /// The tricky text the csv and json checks look for (comma, quotes, CR LF, tab, a control character, non-ASCII).
    static QString trickyError() { return QStringLiteral("bad, \"quoted\"\r\nsecond line\tand \x01 ü ✓ 日本"); }

    const DbConnection& conn(ScratchDatabase::Engine engine) const {
        return engine == ScratchDatabase::Engine::Sqlite ? *m_sqliteConn : *m_pgConn;
    }
    /// A table as the open database's catalog describes it (the compiled catalog met with the live schema), which is
    /// what the application exports from.
    static const TableDescriptor* tableOf(const DbConnection& c, const QString& name) {
        return c.catalog().table(name);
    }
    static void addFormatRows(const QString& name, const ViewCase& view);
    void checkView(ScratchDatabase::Engine engine, TableExporter::Format format, const ViewCase& view);
    static QByteArray exportView(const DbConnection& conn, const TableQuery& query, const TableExporter::Options& o,
                                 QString* error, int* progressCalls = nullptr);
    /// The values plain SQL gives for the view, each as the exporter should write it (null for NULL and secrets).
    static QList<QVariantList> plainRows(const DbConnection& conn, const TableQuery& query, const QString& where,
                                         bool csv);
    /// How the live schema stores a column: 't' text, 'i' integer, 'f' float, 'b' boolean, 'j' json/jsonb, 'a' a
    /// PostgreSQL array, 'o' anything else (times, dates, uuids).
    static char storageOf(const ColumnDescriptor& column);
    static QList<QStringList> parseCsv(const QByteArray& data, QString* problem);
    static bool sameJson(const QString& a, const QString& b);
    static QString compareCsvCell(const ColumnDescriptor& column, const QVariant& expected, const QString& actual);
    static QString compareJsonCell(const ColumnDescriptor& column, const QVariant& expected, const QJsonValue& actual);

    std::unique_ptr<ScratchDatabase> m_sqlite;
    std::unique_ptr<ScratchDatabase> m_pg;
    std::unique_ptr<DbConnection> m_sqliteConn;
    std::unique_ptr<DbConnection> m_pgConn;
};

void TestTableExporter::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    m_sqlite = std::make_unique<ScratchDatabase>(ScratchDatabase::Engine::Sqlite);
    m_pg = std::make_unique<ScratchDatabase>(ScratchDatabase::Engine::Postgres);
    for (ScratchDatabase* scratch : {m_sqlite.get(), m_pg.get()}) {
        QVERIFY2(scratch->isValid(), qPrintable(scratch->error()));
        DemoGenerator::Options o;
        o.runs = kRuns;
        o.now = QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);
        const DemoGenerator::Result result = DemoGenerator::create(scratch->url(), o, {});
        QVERIFY2(result.ok, qPrintable(result.error));
        auto writer = scratch->connect();
        QVERIFY(writer);
        // Values the demo does not hold: text that needs quoting and escaping, a timestamp with microseconds.
        QSqlQuery q(writer->db());
        QVERIFY(q.prepare(QStringLiteral("UPDATE runs SET error = ? WHERE id = 7")));
        q.addBindValue(trickyError());
        QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
        // runs.finished_at is naive UTC on both engines (timestamp without time zone; SQLite DATETIME text).
        QVERIFY2(q.exec(QStringLiteral("UPDATE runs SET finished_at = '2026-09-01 06:10:21.123456' WHERE id = 8")),
                 qPrintable(q.lastError().text()));
        // A zoned time with microseconds (Holotable's timestamptz; SQLite ISO text with Z), on one session.
        const QString zoned = scratch->url().isSqlite() ? QStringLiteral("'2026-09-01T06:10:21.123456Z'")
                                                        : QStringLiteral("'2026-09-01 08:10:21.123456+02'");
        QVERIFY2(q.exec(QStringLiteral("UPDATE sessions SET refreshed_at = %1 WHERE id_hash = (SELECT min(id_hash) "
                                       "FROM sessions)")
                            .arg(zoned)),
                 qPrintable(q.lastError().text()));
    }
    m_sqliteConn = m_sqlite->connect(true);
    m_pgConn = m_pg->connect(true);
    QVERIFY(m_sqliteConn && m_pgConn);
}

void TestTableExporter::cleanupTestCase() {
    m_sqliteConn.reset();
    m_pgConn.reset();
    m_sqlite.reset();
    m_pg.reset();
}

QByteArray TestTableExporter::exportView(const DbConnection& conn, const TableQuery& query,
                                         const TableExporter::Options& o, QString* error, int* progressCalls) {
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    qint64 last = 0;
    int calls = 0;
    const bool ok = TableExporter::write(
        conn, query, &buffer, o,
        [&](qint64 rows) {
            ++calls;
            if (rows <= last)
                qWarning("progress went from %lld to %lld", last, rows);
            last = rows;
            return true;
        },
        error);
    if (progressCalls)
        *progressCalls = calls;
    return ok ? data : QByteArray();
}

char TestTableExporter::storageOf(const ColumnDescriptor& column) {
    const QString t = column.storageType.toLower();
    if (t.endsWith(QLatin1String("[]")))
        return 'a';
    if (t == QLatin1String("json") || t == QLatin1String("jsonb"))
        return 'j';
    if (t.contains(QLatin1String("char")) || t.contains(QLatin1String("text")))
        return 't';
    if (t.startsWith(QLatin1String("bool")))
        return 'b';
    if (t.startsWith(QLatin1String("double")) || t.startsWith(QLatin1String("float")) ||
        t.startsWith(QLatin1String("real")))
        return 'f';
    if (t.contains(QLatin1String("int")))
        return 'i';
    return 'o';
}

QList<QVariantList> TestTableExporter::plainRows(const DbConnection& conn, const TableQuery& query,
                                                 const QString& where, bool csv) {
    const bool sqlite = conn.isSqlite();
    const TableDescriptor& t = query.table();
    QSqlQuery q(conn.db());
    // PostgreSQL's own text for a timestamptz follows the session's zone: read it in UTC.
    if (!sqlite && !q.exec(QStringLiteral("SET TIME ZONE 'UTC'")))
        qWarning("%s", qPrintable(q.lastError().text()));
    QStringList select;
    for (const ColumnDescriptor& c : t.columns) {
        const QString n = QLatin1Char('"') + c.name + QLatin1Char('"');
        if (c.kind == ColumnKind::Bool)
            select << QStringLiteral("CASE WHEN %1 IS NULL THEN NULL WHEN %1 THEN 'true' ELSE 'false' END").arg(n);
        else if (sqlite)
            select << n;
        else if (storageOf(c) == 'a' && !csv)
            select << QStringLiteral("array_to_json(%1)::text").arg(n);
        else
            select << n + QStringLiteral("::text"); // the database's own text for its type
    }
    // The view's order: the sort column, then the key, one direction; each engine's own NULL placement.
    const QString dir = query.descending() ? QStringLiteral(" DESC") : QStringLiteral(" ASC");
    QStringList key = t.primaryKey;
    if (key.isEmpty())
        key = {sqlite ? QStringLiteral("rowid") : QStringLiteral("ctid")};
    // Qualified: PostgreSQL would otherwise sort by the select list's text columns of the same name.
    const QString qualifier = QLatin1Char('"') + t.name + QStringLiteral("\".\"");
    auto qualified = [&](const QString& c) {
        return c == QLatin1String("ctid") || c == QLatin1String("rowid") ? c : qualifier + c + QLatin1Char('"');
    };
    QStringList order{qualified(query.sortColumn()) + dir};
    if (const ColumnDescriptor* sc = t.column(query.sortColumn()); sc && numerictext::isNumericText(*sc)) {
        const QString number = numerictext::value(qualified(sc->name), sqlite);
        order = QStringList{number + QStringLiteral(" IS NULL"), number + dir};
    }
    // The table's default order may name a column between the sort column and the key (dashboard versions: the
    // dashboard, then its versions by number), in the same direction.
    if (query.spec().sortColumn.isEmpty() && !t.defaultSortThen.isEmpty() && t.defaultSortThen != query.sortColumn() &&
        !key.contains(t.defaultSortThen))
        order << qualified(t.defaultSortThen) + dir;
    for (const QString& k : key)
        if (k != query.sortColumn())
            order << qualified(k) + dir;
    QString w = where;
    w.replace(QLatin1String("{LIKE}"), sqlite ? QLatin1String("LIKE") : QLatin1String("ILIKE"));
    const QString sql =
        QStringLiteral("SELECT %1 FROM \"%2\" %3 ORDER BY %4")
            .arg(select.join(QLatin1String(", ")), t.name, w.isEmpty() ? QString() : QStringLiteral("WHERE ") + w,
                 order.join(QLatin1String(", ")));
    if (!q.exec(sql))
        qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
    QList<QVariantList> rows;
    while (q.next()) {
        QVariantList row;
        for (int i = 0; i < t.columns.size(); ++i) {
            const ColumnDescriptor& c = t.columns.at(i);
            const QVariant v = q.value(i);
            if (v.isNull()) {
                row << QVariant();
                continue;
            }
            QString text = v.typeId() == QMetaType::QByteArray
                               ? QStringLiteral("\\x") + QString::fromLatin1(v.toByteArray().toHex())
                               : v.toString();
            // A secret reads as masked whenever it holds anything.
            if (c.kind == ColumnKind::Secret && !text.isEmpty() && text != QLatin1String("\\x"))
                text = StoredText::secretMask();
            row << text;
        }
        rows << row;
    }
    return rows;
}

QList<QStringList> TestTableExporter::parseCsv(const QByteArray& data, QString* problem) {
    QList<QStringList> records;
    if (data.startsWith("\xEF\xBB\xBF")) {
        *problem = QStringLiteral("starts with a BOM");
        return records;
    }
    QStringList record;
    QByteArray field;
    bool quoted = false;
    qsizetype i = 0;
    bool fieldStart = true;
    while (i < data.size()) {
        const char c = data.at(i);
        if (quoted) {
            if (c == '"' && i + 1 < data.size() && data.at(i + 1) == '"') {
                field += '"';
                i += 2;
            } else if (c == '"') {
                quoted = false;
                ++i;
            } else {
                field += c;
                ++i;
            }
            continue;
        }
        if (c == '"' && fieldStart) {
            quoted = true;
            fieldStart = false;
            ++i;
        } else if (c == '"') {
            *problem = QStringLiteral("a quote inside an unquoted field at byte %1").arg(i);
            return records;
        } else if (c == ',') {
            record << QString::fromUtf8(field);
            field.clear();
            fieldStart = true;
            ++i;
        } else if (c == '\r' && i + 1 < data.size() && data.at(i + 1) == '\n') {
            record << QString::fromUtf8(field);
            records << record;
            record.clear();
            field.clear();
            fieldStart = true;
            i += 2;
        } else if (c == '\r' || c == '\n') {
            *problem = QStringLiteral("a bare CR or LF outside quotes at byte %1").arg(i);
            return records;
        } else {
            field += c;
            fieldStart = false;
            ++i;
        }
    }
    if (quoted || !field.isEmpty() || !record.isEmpty())
        *problem = QStringLiteral("the last record does not end with CRLF");
    return records;
}

bool TestTableExporter::sameJson(const QString& a, const QString& b) {
    const QJsonDocument x = QJsonDocument::fromJson('[' + a.toUtf8() + ']');
    const QJsonDocument y = QJsonDocument::fromJson('[' + b.toUtf8() + ']');
    return !x.isNull() && x == y;
}

QString TestTableExporter::compareCsvCell(const ColumnDescriptor& column, const QVariant& expected,
                                          const QString& actual) {
    const QString want = expected.toString();
    bool same = false;
    if (expected.isNull())
        same = actual.isEmpty();
    else if (storageOf(column) == 'f') // a binary float (flow_presence.since): the same double
        same = actual.toDouble() == want.toDouble() && !actual.isEmpty();
    else // everything else exactly as the database's own text: money kept as text, JSON, arrays, times
        same = actual == want;
    return same ? QString() : QStringLiteral("expected \"%1\", wrote \"%2\"").arg(want, actual);
}

QString TestTableExporter::compareJsonCell(const ColumnDescriptor& column, const QVariant& expected,
                                           const QJsonValue& actual) {
    const QString want = expected.toString();
    bool same = false;
    if (expected.isNull()) {
        same = actual.isNull();
    } else if (column.kind == ColumnKind::Bool) {
        same = actual.isBool() && actual.toBool() == (want == QLatin1String("true"));
    } else {
        switch (storageOf(column)) {
        case 'i':
            same = actual.isDouble() && actual.toInteger() == want.toLongLong();
            break;
        case 'f':
            same = actual.isDouble() && actual.toDouble() == want.toDouble();
            break;
        case 'j':
        case 'a': {
            const QJsonDocument doc = QJsonDocument::fromJson('[' + want.toUtf8() + ']');
            same = !doc.isNull() && doc.array().at(0) == actual && (storageOf(column) == 'j' || actual.isArray());
            break;
        }
        default: // text (whatever the catalog calls it), times, dates, uuids, masked secrets: strings, exactly
            same = actual.isString() && actual.toString() == want;
        }
    }
    return same ? QString()
                : QStringLiteral("expected %1, wrote %2")
                      .arg(want, QString::fromUtf8(QJsonDocument(QJsonArray{actual}).toJson(QJsonDocument::Compact)));
}

void TestTableExporter::checkView(ScratchDatabase::Engine engine, TableExporter::Format format, const ViewCase& view) {
    const DbConnection& c = conn(engine);
    const TableDescriptor* t = tableOf(c, view.table);
    QVERIFY2(t, qPrintable(view.table));
    const TableQuery query(*t, c.isSqlite(), view.spec);
    QVERIFY2(query.isValid(), qPrintable(query.error()));
    const QList<QVariantList> expected = plainRows(c, query, view.where, format == TableExporter::Format::Csv);

    TableExporter::Options o;
    o.format = format;
    o.batchRows = view.batchRows;
    QString error;
    int progressCalls = 0;
    const QByteArray data = exportView(c, query, o, &error, &progressCalls);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!data.isEmpty());
    // A progress call per batch: at least one per batchRows rows when there are rows.
    QVERIFY(progressCalls >= (expected.size() + view.batchRows - 1) / view.batchRows);

    if (format == TableExporter::Format::Csv) {
        QString problem;
        const QList<QStringList> records = parseCsv(data, &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(records.size(), expected.size() + 1);
        QCOMPARE(records.first(), t->columnNames());
        for (int r = 0; r < expected.size(); ++r) {
            QCOMPARE(records.at(r + 1).size(), t->columns.size());
            for (int i = 0; i < t->columns.size(); ++i) {
                const QString diff = compareCsvCell(t->columns.at(i), expected.at(r).at(i), records.at(r + 1).at(i));
                QVERIFY2(diff.isEmpty(),
                         qPrintable(QStringLiteral("row %1, %2: %3").arg(r).arg(t->columns.at(i).name, diff)));
            }
        }
    } else {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(data, &parseError);
        QVERIFY2(parseError.error == QJsonParseError::NoError, qPrintable(parseError.errorString()));
        QVERIFY(doc.isArray());
        const QJsonArray array = doc.array();
        QCOMPARE(array.size(), expected.size());
        for (int r = 0; r < expected.size(); ++r) {
            const QJsonObject object = array.at(r).toObject();
            QStringList keys = object.keys();
            QStringList names = t->columnNames();
            keys.sort();
            names.sort();
            QCOMPARE(keys, names);
            for (int i = 0; i < t->columns.size(); ++i) {
                const ColumnDescriptor& column = t->columns.at(i);
                const QString diff = compareJsonCell(column, expected.at(r).at(i), object.value(column.name));
                QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("row %1, %2: %3").arg(r).arg(column.name, diff)));
            }
        }
    }
}

void TestTableExporter::addFormatRows(const QString& name, const ViewCase& view) {
    for (auto engine : {ScratchDatabase::Engine::Sqlite, ScratchDatabase::Engine::Postgres})
        for (auto format : {TableExporter::Format::Csv, TableExporter::Format::Json})
            QTest::newRow(qPrintable(
                QStringLiteral("%1 %2 %3")
                    .arg(ScratchDatabase::engineName(engine), name,
                         format == TableExporter::Format::Csv ? QStringLiteral("csv") : QStringLiteral("json"))))
                << engine << format << view;
}

void TestTableExporter::matchesPlainSql_data() {
    test::addEngineColumn();
    QTest::addColumn<TableExporter::Format>("format");
    QTest::addColumn<ViewCase>("view");
    const QString runs = QStringLiteral("runs");
    ViewCase v;

    // runs' times are naive UTC (timestamp without time zone; SQLite DATETIME text).
    v = {runs, {}, {}, 97};
    v.spec.sortColumn = QStringLiteral("started_at");
    v.spec.descending = true;
    v.spec.conditions = {{QStringLiteral("status"), FilterCondition::Op::Equals, QStringLiteral("SUCCESS")}};
    v.where = QStringLiteral("status = 'SUCCESS'");
    addFormatRows(QStringLiteral("runs succeeded by start, newest first"), v);

    // finished_at is NULL for runs still going: the export crosses from one NULL segment to the other.
    v = {runs, {}, {}, 97};
    v.spec.sortColumn = QStringLiteral("finished_at");
    addFormatRows(QStringLiteral("runs by finish (NULL segment)"), v);
    v.spec.descending = true;
    addFormatRows(QStringLiteral("runs by finish descending (NULL segment)"), v);

    // The quick search looks in runs' search columns: status, kind, task_id, claimed_by and error.
    v = {runs, {}, {}, 50};
    v.spec.sortColumn = QStringLiteral("rows_written");
    v.spec.descending = true;
    v.spec.quickSearch = QStringLiteral("gateway-1");
    v.where = QStringLiteral("(status {LIKE} '%gateway-1%' OR kind {LIKE} '%gateway-1%' OR task_id {LIKE} "
                             "'%gateway-1%' OR claimed_by {LIKE} '%gateway-1%' OR error {LIKE} '%gateway-1%')");
    addFormatRows(QStringLiteral("runs searched, by rows written"), v);

    // One row per batch: every continuation goes through the previous row's key.
    v = {runs, {}, {}, 1};
    v.spec.sortColumn = QStringLiteral("heartbeat_at");
    v.spec.conditions = {{QStringLiteral("status"), FilterCondition::Op::NotEquals, QStringLiteral("SUCCESS")},
                         {QStringLiteral("flow_id"), FilterCondition::Op::Equals, 3}};
    v.where = QStringLiteral("(status IS NULL OR status <> 'SUCCESS') AND flow_id = 3");
    addFormatRows(QStringLiteral("runs one per batch by heartbeat"), v);

    v = {runs, {}, {}, 2000};
    addFormatRows(QStringLiteral("runs default view"), v);

    v = {QStringLiteral("connections"), {}, {}, 7};
    addFormatRows(QStringLiteral("connections"), v);

    // Money kept as a decimal string (varchar): sorted, filtered and continued as the number it says, with the unknowns
    // (NULL, empty or other text) last.
    v = {QStringLiteral("ai_chat_turns"), {}, {}, 3};
    v.spec.sortColumn = QStringLiteral("cost_usd");
    v.spec.descending = true;
    addFormatRows(QStringLiteral("ai_chat_turns by cost"), v);
    v = {QStringLiteral("ai_spend"), {}, {}, 4};
    v.spec.sortColumn = QStringLiteral("cost_usd");
    v.spec.conditions = {{QStringLiteral("cost_usd"), FilterCondition::Op::After, QStringLiteral("0.02")}};
    v.where = QStringLiteral("CASE WHEN cost_usd <> '' THEN CAST(cost_usd AS NUMERIC) END > 0.02");
    addFormatRows(QStringLiteral("ai_spend costing more than 0.02 by cost"), v);

    // Epoch seconds as floats (double precision; SQLite REAL), continued by their value.
    v = {QStringLiteral("flow_presence"), {}, {}, 2};
    v.spec.sortColumn = QStringLiteral("since");
    addFormatRows(QStringLiteral("flow_presence by since"), v);

    // The Tabularia audit log by its naive ts, filtered on a time as a person sets it.
    v = {QStringLiteral("audit_logs"), {}, {}, 7};
    v.spec.conditions = {
        {QStringLiteral("ts"), FilterCondition::Op::After, QDateTime(QDate(2026, 11, 20), QTime(0, 0), Qt::UTC)}};
    v.where = QStringLiteral("ts > '2026-11-20 00:00:00.000000'");
    addFormatRows(QStringLiteral("audit_logs since 20 November"), v);

    // Holotable: uuid keys, zoned times (timestamptz; SQLite ISO text with Z), jsonb, text[] and a secret key.
    v = {QStringLiteral("sessions"), {}, {}, 3};
    addFormatRows(QStringLiteral("sessions by expiry"), v);
    v = {QStringLiteral("dashboards"), {}, {}, 3};
    v.spec.sortColumn = QStringLiteral("updated_at");
    v.spec.descending = true;
    addFormatRows(QStringLiteral("dashboards by update"), v);
    v = {QStringLiteral("conversation_messages"), {}, {}, 5};
    addFormatRows(QStringLiteral("conversation_messages"), v);
}

void TestTableExporter::matchesPlainSql() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(TableExporter::Format, format);
    QFETCH(ViewCase, view);
    checkView(engine, format, view);
}

void TestTableExporter::everyTableMatchesPlainSql_data() {
    test::addEngineColumn();
    QTest::addColumn<TableExporter::Format>("format");
    QTest::addColumn<ViewCase>("view");
    // Every table each database has, as its catalog describes it: both platforms' at their head revision (Holotable's
    // 011 to 021 included), and the version tables under "Other tables".
    for (auto engine : {ScratchDatabase::Engine::Sqlite, ScratchDatabase::Engine::Postgres})
        for (const TableDescriptor& t : conn(engine).catalog().tables())
            for (auto format : {TableExporter::Format::Csv, TableExporter::Format::Json})
                QTest::newRow(qPrintable(
                    QStringLiteral("%1 %2 %3")
                        .arg(ScratchDatabase::engineName(engine), t.name,
                             format == TableExporter::Format::Csv ? QStringLiteral("csv") : QStringLiteral("json"))))
                    << engine << format << ViewCase{t.name, {}, {}, 13};
}

void TestTableExporter::everyTableMatchesPlainSql() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(TableExporter::Format, format);
    QFETCH(ViewCase, view);
    // The demo fills every table, so every value of every table is compared.
    QSqlQuery q(conn(engine).db());
    QVERIFY(q.exec(QStringLiteral("SELECT count(*) FROM \"%1\"").arg(view.table)) && q.next());
    QVERIFY2(q.value(0).toLongLong() > 0, qPrintable(view.table));
    checkView(engine, format, view);
}

void TestTableExporter::everyTableIsExported() {
    // everyTableMatchesPlainSql goes through every table the databases have: each compiled table but chat_messages
    // (Holotable drops it at 021), the ones Holotable added at 011 to 021 among them, and nothing else but the two
    // platforms' version tables.
    for (auto engine : {ScratchDatabase::Engine::Sqlite, ScratchDatabase::Engine::Postgres}) {
        const Catalog& live = conn(engine).catalog();
        QSet<QString> names;
        for (const TableDescriptor& t : live.tables())
            names.insert(t.name);
        QSet<QString> expected;
        for (const TableDescriptor& t : Catalog::instance().tables())
            if (t.name != QLatin1String("chat_messages"))
                expected.insert(t.name);
        for (const char* added :
             {"sessions", "audit_log", "annotations", "dashboard_shares", "api_tokens", "workspace_prompts",
              "workspace_llm_config", "user_llm_config", "conversations", "conversation_messages"})
            QVERIFY2(expected.contains(QString::fromLatin1(added)), added);
        expected << QStringLiteral("alembic_version") << QStringLiteral("schema_migrations");
        QCOMPARE(names, expected);
        QVERIFY(!live.table(QStringLiteral("chat_messages")));
        for (const TableDescriptor& t : live.otherTables())
            QVERIFY2(t.name == QLatin1String("alembic_version") || t.name == QLatin1String("schema_migrations"),
                     qPrintable(t.name));
    }
}

void TestTableExporter::emptyView_data() {
    test::addEngineColumn();
    QTest::addColumn<TableExporter::Format>("format");
    QTest::addColumn<ViewCase>("view");
    ViewCase v{QStringLiteral("runs"), {}, QStringLiteral("1 = 0"), 100};
    v.spec.quickSearch = QStringLiteral("no run has this anywhere");
    addFormatRows(QStringLiteral("runs"), v);
}

void TestTableExporter::emptyView() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(TableExporter::Format, format);
    QFETCH(ViewCase, view);
    const DbConnection& c = conn(engine);
    const TableQuery query(*tableOf(c, view.table), c.isSqlite(), view.spec);
    TableExporter::Options o;
    o.format = format;
    QString error;
    int calls = -1;
    const QByteArray data = exportView(c, query, o, &error, &calls);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(calls, 0);
    if (format == TableExporter::Format::Csv)
        QCOMPARE(data, tableOf(c, view.table)->columnNames().join(QLatin1Char(',')).toUtf8() + "\r\n");
    else
        QCOMPARE(data, QByteArray("[]\n"));
    checkView(engine, format, view);
}

void TestTableExporter::cancelAfterFirstBatch_data() {
    test::addEngineColumn();
    QTest::addColumn<TableExporter::Format>("format");
    QTest::addColumn<ViewCase>("view");
    addFormatRows(QStringLiteral("runs"), ViewCase{QStringLiteral("runs"), {}, {}, 100});
}

void TestTableExporter::cancelAfterFirstBatch() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(TableExporter::Format, format);
    const DbConnection& c = conn(engine);
    const TableQuery query(*tableOf(c, QStringLiteral("runs")), c.isSqlite(), {});
    TableExporter::Options o;
    o.format = format;
    o.batchRows = 100;
    QByteArray data;
    QBuffer buffer(&data);
    buffer.open(QIODevice::WriteOnly);
    QList<qint64> calls;
    QString error;
    const bool ok = TableExporter::write(
        c, query, &buffer, o,
        [&](qint64 rows) {
            calls << rows;
            return false;
        },
        &error);
    QVERIFY(!ok);
    QCOMPARE(error, QStringLiteral("Export cancelled."));
    QVERIFY(error.contains(QLatin1String("cancelled")));
    QCOMPARE(calls, QList<qint64>{100});
    // Stopped there: one batch written, not the table. (runs' tracebacks hold line breaks: CSV is counted by its
    // records, JSON by its rows, one a line.)
    if (format == TableExporter::Format::Csv) {
        QString problem;
        QCOMPARE(parseCsv(data, &problem).size(), 101);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    } else {
        QCOMPARE(data.count("\n{"), 100);
    }
    // The connection is usable afterwards (no transaction or result left open).
    QSqlQuery q(c.db());
    QVERIFY2(q.exec(QStringLiteral("SELECT count(*) FROM runs")) && q.next(), qPrintable(q.lastError().text()));
    QCOMPARE(q.value(0).toLongLong(), kRuns);
}

void TestTableExporter::secretsNeverLeave_data() {
    test::addEngineColumn();
    QTest::addColumn<TableExporter::Format>("format");
    QTest::addColumn<ViewCase>("view");
    // Tabularia's Fernet tokens and bcrypt hashes; Holotable's hashed session ids and sealed refresh tokens, share
    // and API token hashes, and sealed model API keys.
    for (const char* table : {"connections", "users", "sessions", "dashboard_shares", "api_tokens",
                              "workspace_llm_config", "user_llm_config"})
        addFormatRows(QString::fromLatin1(table), ViewCase{QString::fromLatin1(table), {}, {}, 5});
}

void TestTableExporter::secretsNeverLeave() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(TableExporter::Format, format);
    QFETCH(ViewCase, view);
    const DbConnection& c = conn(engine);
    const TableDescriptor* t = tableOf(c, view.table);
    QVERIFY(t);
    const TableQuery query(*t, c.isSqlite(), {});
    TableExporter::Options o;
    o.format = format;
    o.batchRows = view.batchRows;
    QString error;
    const QByteArray data = exportView(c, query, o, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    int secrets = 0;
    for (const ColumnDescriptor& column : t->columns) {
        if (column.kind != ColumnKind::Secret)
            continue;
        QSqlQuery q(c.db());
        QVERIFY(q.exec(QStringLiteral("SELECT \"%1\" FROM \"%2\" WHERE \"%1\" IS NOT NULL").arg(column.name, t->name)));
        while (q.next()) {
            const QVariant v = q.value(0);
            // bytea and BLOB ciphertext (sessions.refresh_token) as its bytes and as hex; text as its UTF-8.
            const QByteArray secret = v.typeId() == QMetaType::QByteArray ? v.toByteArray() : v.toString().toUtf8();
            if (secret.isEmpty())
                continue; // an empty password_encrypted: a connection without a password, nothing to keep secret
            QVERIFY2(secret.size() > 8, secret.constData());
            QVERIFY2(!data.contains(secret), secret.constData());
            // Not even a recognisable part of it.
            QVERIFY(!data.contains(secret.left(16)));
            if (v.typeId() == QMetaType::QByteArray)
                QVERIFY(!data.contains(secret.toHex().left(16)));
            ++secrets;
        }
    }
    QVERIFY(secrets > 0);
    if (t->name == QLatin1String("connections"))
        QVERIFY(!data.contains("gAAAAA")); // the Fernet token prefix
    if (t->name == QLatin1String("users"))
        QVERIFY(!data.contains("$2b$")); // the bcrypt prefix
    // A secret that holds anything reads as masked: never null, never empty, never its value.
    QVERIFY(data.contains(StoredText::secretMask().toUtf8()));
    if (format == TableExporter::Format::Json) {
        const QJsonArray rows = QJsonDocument::fromJson(data).array();
        QVERIFY(!rows.isEmpty());
        int masked = 0;
        for (const QJsonValue& row : rows)
            for (const ColumnDescriptor& column : t->columns)
                if (column.kind == ColumnKind::Secret) {
                    const QJsonValue v = row.toObject().value(column.name);
                    QVERIFY(v.isNull() || v.toString() == StoredText::secretMask() || v.toString().isEmpty() ||
                            v.toString() == QLatin1String("\\x"));
                    masked += v.toString() == StoredText::secretMask();
                }
        QVERIFY(masked > 0);
    }
}

void TestTableExporter::csvIsRfc4180() {
    QFETCH(ScratchDatabase::Engine, engine);
    const DbConnection& c = conn(engine);
    QuerySpec spec;
    spec.sortColumn = QStringLiteral("id");
    spec.conditions = {{QStringLiteral("id"), FilterCondition::Op::Before, 10}};
    const TableDescriptor* runs = tableOf(c, QStringLiteral("runs"));
    const TableQuery query(*runs, c.isSqlite(), spec);
    TableExporter::Options o;
    o.batchRows = 4;
    QString error;
    const QByteArray data = exportView(c, query, o, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!data.startsWith("\xEF\xBB\xBF"));
    // The header: runs' real columns, in the catalog's order.
    QVERIFY(data.startsWith(runs->columnNames().join(QLatin1Char(',')).toUtf8() + "\r\n"));
    for (const char* name : {"id", "kind", "status", "trigger_type", "error_detail", "claimed_by", "finished_at"})
        QVERIFY2(runs->columnNames().contains(QLatin1String(name)), name);
    QVERIFY(data.endsWith("\r\n"));
    // The tricky value: quoted, its quotes doubled, its CR LF and tab kept, UTF-8.
    const QByteArray quoted = "\"bad, \"\"quoted\"\"\r\nsecond line\tand \x01 ü ✓ 日本\"";
    QVERIFY2(data.contains(quoted), data.constData());
    // A naive UTC time (finished_at) as its stored text, its microseconds kept.
    QVERIFY(data.contains(",2026-09-01 06:10:21.123456,"));
    QString problem;
    const QList<QStringList> records = parseCsv(data, &problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(records.size(), 10);
    QCOMPARE(records.at(7).at(runs->columnIndex(QStringLiteral("error"))), trickyError());
    QCOMPARE(records.at(8).at(runs->columnIndex(QStringLiteral("finished_at"))),
             QStringLiteral("2026-09-01 06:10:21.123456"));
}

void TestTableExporter::jsonHasProperTypes() {
    QFETCH(ScratchDatabase::Engine, engine);
    const DbConnection& c = conn(engine);
    TableExporter::Options o;
    o.format = TableExporter::Format::Json;
    QString error;
    QByteArray raw;
    auto exportTable = [&](const QString& table, const QuerySpec& spec) {
        const TableQuery query(*tableOf(c, table), c.isSqlite(), spec);
        raw = exportView(c, query, o, &error);
        return QJsonDocument::fromJson(raw).array();
    };
    QuerySpec byId;
    byId.sortColumn = QStringLiteral("id");
    const bool sqlite = c.isSqlite();
    // Naive UTC as stored (Tabularia, both engines); Holotable's zoned times as stored on SQLite (ISO text with Z),
    // as PostgreSQL writes a timestamptz in UTC.
    const QRegularExpression naive(QStringLiteral("^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d(\\.\\d{1,6})?$"));
    const QRegularExpression zoned(
        sqlite ? QStringLiteral("^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d(\\.\\d{1,6})?Z$")
               : QStringLiteral("^\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d(\\.\\d{1,6})?\\+00$"));

    // Tabularia: serial ids, naive UTC times, JSON kept as text, booleans.
    const QJsonArray runs = exportTable(QStringLiteral("runs"), byId);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(runs.size(), kRuns);
    const QJsonObject run7 = runs.at(6).toObject();
    QCOMPARE(run7.value(QStringLiteral("id")), QJsonValue(7));
    QCOMPARE(run7.value(QStringLiteral("error")).toString(), trickyError());
    QVERIFY(run7.value(QStringLiteral("started_at")).isString());
    QVERIFY2(naive.match(run7.value(QStringLiteral("started_at")).toString()).hasMatch(),
             qPrintable(run7.value(QStringLiteral("started_at")).toString()));
    QCOMPARE(runs.at(7).toObject().value(QStringLiteral("finished_at")).toString(),
             QStringLiteral("2026-09-01 06:10:21.123456"));
    bool anyDestination = false;
    for (const QJsonValue& r : runs) {
        const QJsonObject run = r.toObject();
        QVERIFY(run.value(QStringLiteral("publish_overwrite")).isBool());
        // JSON kept in text columns (VARCHAR, TEXT) is text: the document's text as a string.
        QVERIFY(run.value(QStringLiteral("publish_sort_keys")).isString());
        QVERIFY(QJsonDocument::fromJson(run.value(QStringLiteral("publish_sort_keys")).toString().toUtf8()).isArray());
        const QJsonValue destination = run.value(QStringLiteral("destination"));
        QVERIFY(destination.isString() || destination.isNull());
        anyDestination = anyDestination || QJsonDocument::fromJson(destination.toString().toUtf8()).isObject();
    }
    QVERIFY(anyDestination);

    const QJsonArray users = exportTable(QStringLiteral("users"), byId);
    QVERIFY(!users.isEmpty());
    QVERIFY(users.at(0).toObject().value(QStringLiteral("is_superuser")).isBool());
    QVERIFY(users.at(0).toObject().value(QStringLiteral("id")).isDouble());
    // A password hash reads as masked, not as null (which would say there is none).
    QCOMPARE(users.at(0).toObject().value(QStringLiteral("hashed_password")).toString(), StoredText::secretMask());

    const QJsonArray flows = exportTable(QStringLiteral("flows"), byId);
    QVERIFY(!flows.isEmpty());
    QVERIFY(QJsonDocument::fromJson(flows.at(0).toObject().value(QStringLiteral("definition")).toString().toUtf8())
                .isObject());
    const QJsonArray connections = exportTable(QStringLiteral("connections"), byId);
    QVERIFY(!connections.isEmpty());
    QVERIFY(QJsonDocument::fromJson(connections.at(0).toObject().value(QStringLiteral("extra")).toString().toUtf8())
                .isObject());

    // Epoch seconds as floats: numbers, fractions kept.
    bool anyFraction = false;
    for (const QJsonValue& p : exportTable(QStringLiteral("flow_presence"), {})) {
        for (const char* name : {"since", "seen"}) {
            const QJsonValue v = p.toObject().value(QLatin1String(name));
            QVERIFY(v.isDouble());
            QVERIFY(v.toDouble() > 1.7e9);
            anyFraction = anyFraction || v.toDouble() != std::floor(v.toDouble());
        }
    }
    QVERIFY(anyFraction);

    // Money kept as a decimal string (VARCHAR): a JSON string, exactly as stored.
    int prices = 0;
    const QJsonArray turns = exportTable(QStringLiteral("ai_chat_turns"), byId);
    QSqlQuery q(c.db());
    QVERIFY(q.exec(QStringLiteral("SELECT id, cost_usd FROM ai_chat_turns WHERE cost_usd IS NOT NULL ORDER BY id")));
    while (q.next()) {
        const QByteArray stored = q.value(1).toString().toUtf8();
        QVERIFY2(raw.contains("\"cost_usd\":\"" + stored + "\"}") || raw.contains("\"cost_usd\":\"" + stored + "\","),
                 stored.constData());
        ++prices;
    }
    QVERIFY(prices > 0);
    for (const QJsonValue& t : turns) {
        const QJsonValue price = t.toObject().value(QStringLiteral("cost_usd"));
        QVERIFY(price.isString() || price.isNull());
    }

    const QJsonArray groups = exportTable(QStringLiteral("groups"), byId);
    QVERIFY(!groups.isEmpty());
    QVERIFY(groups.at(0).toObject().value(QStringLiteral("is_admin")).isBool());

    // Holotable: uuid ids, zoned times in UTC, text[] as arrays.
    const QRegularExpression uuid(QStringLiteral("^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"));
    const QJsonArray dashboards = exportTable(QStringLiteral("dashboards"), {});
    QVERIFY(!dashboards.isEmpty());
    bool anyTags = false;
    for (const QJsonValue& d : dashboards) {
        const QJsonObject dashboard = d.toObject();
        QVERIFY2(uuid.match(dashboard.value(QStringLiteral("id")).toString()).hasMatch(),
                 qPrintable(dashboard.value(QStringLiteral("id")).toString()));
        QVERIFY2(zoned.match(dashboard.value(QStringLiteral("updated_at")).toString()).hasMatch(),
                 qPrintable(dashboard.value(QStringLiteral("updated_at")).toString()));
        // text[] is an array; on SQLite it is a JSON array kept as text, and stays text.
        const QJsonValue tags = dashboard.value(QStringLiteral("tags"));
        QVERIFY(sqlite ? tags.isString() : tags.isArray());
        anyTags =
            anyTags || (sqlite ? QJsonDocument::fromJson(tags.toString().toUtf8()).array() : tags.toArray()).size() > 0;
    }
    QVERIFY(anyTags);

    // A zoned time given at +02 exports as the same point in UTC, its microseconds kept (SQLite: as stored).
    bool found = false;
    for (const QJsonValue& session : exportTable(QStringLiteral("sessions"), {}))
        found = found || session.toObject().value(QStringLiteral("refreshed_at")).toString() ==
                             (sqlite ? QLatin1String("2026-09-01T06:10:21.123456Z")
                                     : QLatin1String("2026-09-01 06:10:21.123456+00"));
    QVERIFY(found);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestTableExporter::headerLabels() {
    QFETCH(ScratchDatabase::Engine, engine);
    const DbConnection& c = conn(engine);
    const TableDescriptor* t = tableOf(c, QStringLiteral("runs"));
    const TableQuery query(*t, c.isSqlite(), {});
    TableExporter::Options o;
    o.headerLabels = true;
    QString error;
    const QByteArray data = exportView(c, query, o, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QStringList labels;
    for (const ColumnDescriptor& column : t->columns)
        labels << column.label;
    QVERIFY(data.startsWith(labels.join(QLatin1Char(',')).toUtf8() + "\r\n"));
    for (const char* label : {"ID", "Kind", "Status", "Trigger", "Error detail", "Finished at"})
        QVERIFY2(labels.contains(QLatin1String(label)), label);
    QString problem;
    QCOMPARE(parseCsv(data, &problem).size(), kRuns + 1); // the header and every run
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(data.count("\r\n"), kRuns + 1 + 1); // the header, every run, and the CR LF inside run 7's error
}

QTEST_GUILESS_MAIN(TestTableExporter)

#include "tst_TableExporter.moc"
