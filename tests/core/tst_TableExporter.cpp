#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/demo/DemoGenerator.h"
#include "core/export/TableExporter.h"
#include "core/query/TableQuery.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

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

/// The exporter against plain SQL on both engines: every row and every value of a view, in the view's order, across
/// batches and NULL segments, in CSV (RFC 4180) and JSON (typed); cancel, empty views and secrets.
class TestTableExporter : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();
    void matchesPlainSql_data();
    void matchesPlainSql();
    void everyTableMatchesPlainSql_data();
    void everyTableMatchesPlainSql();
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
    static void addFormatRows(const QString& name, const ViewCase& view);
    void checkView(ScratchDatabase::Engine engine, TableExporter::Format format, const ViewCase& view);
    static QByteArray exportView(const DbConnection& conn, const TableQuery& query, const TableExporter::Options& o,
                                 QString* error, int* progressCalls = nullptr);
    /// The values plain SQL gives for the view, each as the exporter should write it (null for NULL and secrets).
    static QList<QVariantList> plainRows(const DbConnection& conn, const TableQuery& query, const QString& where);
    static QList<QStringList> parseCsv(const QByteArray& data, QString* problem);
    static bool sameJson(const QString& a, const QString& b);
    static QString compareCsvCell(ColumnKind kind, const QVariant& expected, const QString& actual);
    static QString compareJsonCell(ColumnKind kind, const QVariant& expected, const QJsonValue& actual);

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
        const QString micro = scratch->url().isSqlite() ? QStringLiteral("'2026-09-01T06:10:21.123456Z'")
                                                        : QStringLiteral("'2026-09-01 06:10:21.123456+00'");
        QVERIFY2(q.exec(QStringLiteral("UPDATE runs SET finished_at = %1 WHERE id = 8").arg(micro)),
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

QList<QVariantList> TestTableExporter::plainRows(const DbConnection& conn, const TableQuery& query,
                                                 const QString& where) {
    const bool sqlite = conn.isSqlite();
    const TableDescriptor& t = query.table();
    QStringList select;
    for (const ColumnDescriptor& c : t.columns) {
        const QString n = QLatin1Char('"') + c.name + QLatin1Char('"');
        switch (c.kind) {
        case ColumnKind::Secret:
            select << QStringLiteral("NULL");
            break;
        case ColumnKind::Bool:
            select << QStringLiteral("CASE WHEN %1 IS NULL THEN NULL WHEN %1 THEN 'true' ELSE 'false' END").arg(n);
            break;
        case ColumnKind::Timestamp:
            select << (sqlite
                           ? n
                           : QStringLiteral("to_char(%1 AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US')").arg(n));
            break;
        case ColumnKind::TextArray:
            select << (sqlite ? n : QStringLiteral("array_to_json(%1)::text").arg(n));
            break;
        default:
            select << (sqlite ? n : n + QStringLiteral("::text"));
        }
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
    for (const QString& k : key)
        if (k != query.sortColumn())
            order << qualified(k) + dir;
    QString w = where;
    w.replace(QLatin1String("{LIKE}"), sqlite ? QLatin1String("LIKE") : QLatin1String("ILIKE"));
    const QString sql =
        QStringLiteral("SELECT %1 FROM \"%2\" %3 ORDER BY %4")
            .arg(select.join(QLatin1String(", ")), t.name, w.isEmpty() ? QString() : QStringLiteral("WHERE ") + w,
                 order.join(QLatin1String(", ")));
    QSqlQuery q(conn.db());
    if (!q.exec(sql))
        qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
    QList<QVariantList> rows;
    while (q.next()) {
        QVariantList row;
        for (int i = 0; i < t.columns.size(); ++i) {
            const QVariant v = q.value(i);
            if (v.isNull()) {
                row << QVariant();
                continue;
            }
            QString text = v.toString();
            if (!sqlite && t.columns.at(i).kind == ColumnKind::Timestamp) {
                // to_char gives six fraction digits; the export shows at least three, and no trailing zeros beyond.
                while (text.size() > 23 && text.endsWith(QLatin1Char('0')))
                    text.chop(1);
                text += QLatin1Char('Z');
            }
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

QString TestTableExporter::compareCsvCell(ColumnKind kind, const QVariant& expected, const QString& actual) {
    const QString want = expected.toString();
    bool same = false;
    if (expected.isNull())
        same = actual.isEmpty();
    else if (kind == ColumnKind::Decimal)
        same = actual.toDouble() == want.toDouble() && !actual.isEmpty();
    else if (kind == ColumnKind::Json || kind == ColumnKind::TextArray)
        same = sameJson(want, actual);
    else
        same = actual == want;
    return same ? QString() : QStringLiteral("expected \"%1\", wrote \"%2\"").arg(want, actual);
}

QString TestTableExporter::compareJsonCell(ColumnKind kind, const QVariant& expected, const QJsonValue& actual) {
    const QString want = expected.toString();
    bool same = false;
    if (expected.isNull()) {
        same = actual.isNull();
    } else {
        switch (kind) {
        case ColumnKind::Integer:
            same = actual.isDouble() && actual.toInteger() == want.toLongLong();
            break;
        case ColumnKind::Decimal:
            same = actual.isDouble() && actual.toDouble() == want.toDouble();
            break;
        case ColumnKind::Bool:
            same = actual.isBool() && actual.toBool() == (want == QLatin1String("true"));
            break;
        case ColumnKind::Json:
        case ColumnKind::TextArray: {
            const QJsonDocument doc = QJsonDocument::fromJson('[' + want.toUtf8() + ']');
            same = !doc.isNull() && doc.array().at(0) == actual && (kind == ColumnKind::Json || actual.isArray());
            break;
        }
        default:
            same = actual.isString() && actual.toString() == want;
        }
    }
    return same ? QString()
                : QStringLiteral("expected %1, wrote %2")
                      .arg(want, QString::fromUtf8(QJsonDocument(QJsonArray{actual}).toJson(QJsonDocument::Compact)));
}

void TestTableExporter::checkView(ScratchDatabase::Engine engine, TableExporter::Format format, const ViewCase& view) {
    const DbConnection& c = conn(engine);
    const TableDescriptor* t = Catalog::instance().table(view.table);
    QVERIFY(t);
    const TableQuery query(*t, c.isSqlite(), view.spec);
    QVERIFY2(query.isValid(), qPrintable(query.error()));
    const QList<QVariantList> expected = plainRows(c, query, view.where);

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
                const QString diff =
                    compareCsvCell(t->columns.at(i).kind, expected.at(r).at(i), records.at(r + 1).at(i));
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
                const QString diff = compareJsonCell(column.kind, expected.at(r).at(i), object.value(column.name));
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

    v = {runs, {}, {}, 97};
    v.spec.sortColumn = QStringLiteral("started_at");
    v.spec.descending = true;
    v.spec.conditions = {{QStringLiteral("status"), FilterCondition::Op::Equals, QStringLiteral("SUCCEEDED")}};
    v.where = QStringLiteral("status = 'SUCCEEDED'");
    addFormatRows(QStringLiteral("runs succeeded by start, newest first"), v);

    // finished_at is NULL for runs still going: the export crosses from one NULL segment to the other.
    v = {runs, {}, {}, 97};
    v.spec.sortColumn = QStringLiteral("finished_at");
    addFormatRows(QStringLiteral("runs by finish (NULL segment)"), v);
    v.spec.descending = true;
    addFormatRows(QStringLiteral("runs by finish descending (NULL segment)"), v);

    v = {runs, {}, {}, 50};
    v.spec.sortColumn = QStringLiteral("rows_written");
    v.spec.descending = true;
    v.spec.quickSearch = QStringLiteral("orchestrator-b");
    v.where = QStringLiteral("(status {LIKE} '%orchestrator-b%' OR claimed_by {LIKE} '%orchestrator-b%' OR error "
                             "{LIKE} '%orchestrator-b%')");
    addFormatRows(QStringLiteral("runs searched, by rows written"), v);

    // One row per batch: every continuation goes through the previous row's key.
    v = {runs, {}, {}, 1};
    v.spec.sortColumn = QStringLiteral("heartbeat_at");
    v.spec.conditions = {{QStringLiteral("status"), FilterCondition::Op::NotEquals, QStringLiteral("SUCCEEDED")},
                         {QStringLiteral("flow_id"), FilterCondition::Op::Equals, 3}};
    v.where = QStringLiteral("(status IS NULL OR status <> 'SUCCEEDED') AND flow_id = 3");
    addFormatRows(QStringLiteral("runs one per batch by heartbeat"), v);

    v = {runs, {}, {}, 2000};
    addFormatRows(QStringLiteral("runs default view"), v);

    v = {QStringLiteral("connections"), {}, {}, 7};
    addFormatRows(QStringLiteral("connections"), v);
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
    for (const TableDescriptor& t : Catalog::instance().tables())
        addFormatRows(t.name, ViewCase{t.name, {}, {}, 13});
}

void TestTableExporter::everyTableMatchesPlainSql() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(TableExporter::Format, format);
    QFETCH(ViewCase, view);
    checkView(engine, format, view);
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
    const TableQuery query(*Catalog::instance().table(view.table), c.isSqlite(), view.spec);
    TableExporter::Options o;
    o.format = format;
    QString error;
    int calls = -1;
    const QByteArray data = exportView(c, query, o, &error, &calls);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(calls, 0);
    if (format == TableExporter::Format::Csv)
        QCOMPARE(data, Catalog::instance().table(view.table)->columnNames().join(QLatin1Char(',')).toUtf8() + "\r\n");
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
    const TableQuery query(*Catalog::instance().table(QStringLiteral("runs")), c.isSqlite(), {});
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
    // Stopped there: one batch written, not the table.
    QVERIFY(data.count('\n') <= 102);
    // The connection is usable afterwards (no transaction or result left open).
    QSqlQuery q(c.db());
    QVERIFY2(q.exec(QStringLiteral("SELECT count(*) FROM runs")) && q.next(), qPrintable(q.lastError().text()));
    QCOMPARE(q.value(0).toLongLong(), kRuns);
}

void TestTableExporter::secretsNeverLeave_data() {
    test::addEngineColumn();
    QTest::addColumn<TableExporter::Format>("format");
    QTest::addColumn<ViewCase>("view");
    addFormatRows(QStringLiteral("connections"), ViewCase{QStringLiteral("connections"), {}, {}, 5});
    addFormatRows(QStringLiteral("users"), ViewCase{QStringLiteral("users"), {}, {}, 5});
}

void TestTableExporter::secretsNeverLeave() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(TableExporter::Format, format);
    QFETCH(ViewCase, view);
    const DbConnection& c = conn(engine);
    const TableDescriptor* t = Catalog::instance().table(view.table);
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
            const QByteArray secret = q.value(0).toString().toUtf8();
            QVERIFY(secret.size() > 8);
            QVERIFY2(!data.contains(secret), secret.constData());
            // Not even a recognisable part of it.
            QVERIFY(!data.contains(secret.left(16)));
            ++secrets;
        }
    }
    QVERIFY(secrets > 0);
    if (t->name == QLatin1String("connections"))
        QVERIFY(!data.contains("gAAAAA")); // the Fernet token prefix
    if (format == TableExporter::Format::Json) {
        const QJsonArray rows = QJsonDocument::fromJson(data).array();
        QVERIFY(!rows.isEmpty());
        for (const QJsonValue& row : rows)
            for (const ColumnDescriptor& column : t->columns)
                if (column.kind == ColumnKind::Secret)
                    QVERIFY(row.toObject().value(column.name).isNull());
    }
}

void TestTableExporter::csvIsRfc4180() {
    QFETCH(ScratchDatabase::Engine, engine);
    const DbConnection& c = conn(engine);
    QuerySpec spec;
    spec.sortColumn = QStringLiteral("id");
    spec.conditions = {{QStringLiteral("id"), FilterCondition::Op::Before, 10}};
    const TableQuery query(*Catalog::instance().table(QStringLiteral("runs")), c.isSqlite(), spec);
    TableExporter::Options o;
    o.batchRows = 4;
    QString error;
    const QByteArray data = exportView(c, query, o, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(!data.startsWith("\xEF\xBB\xBF"));
    QVERIFY(data.startsWith("id,flow_id,flow_version,parent_run_id,status,trigger,"));
    QVERIFY(data.endsWith("\r\n"));
    // The tricky value: quoted, its quotes doubled, its CR LF and tab kept, UTF-8.
    const QByteArray quoted = "\"bad, \"\"quoted\"\"\r\nsecond line\tand \x01 ü ✓ 日本\"";
    QVERIFY2(data.contains(quoted), data.constData());
    // Microseconds kept, in UTC ISO-8601.
    QVERIFY(data.contains(",2026-09-01T06:10:21.123456Z,"));
    QString problem;
    const QList<QStringList> records = parseCsv(data, &problem);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(records.size(), 10);
    QCOMPARE(records.at(7).at(Catalog::instance().table(QStringLiteral("runs"))->columnIndex(QStringLiteral("error"))),
             trickyError());
}

void TestTableExporter::jsonHasProperTypes() {
    QFETCH(ScratchDatabase::Engine, engine);
    const DbConnection& c = conn(engine);
    TableExporter::Options o;
    o.format = TableExporter::Format::Json;
    QString error;
    auto exportTable = [&](const QString& table, const QuerySpec& spec) {
        const TableQuery query(*Catalog::instance().table(table), c.isSqlite(), spec);
        return QJsonDocument::fromJson(exportView(c, query, o, &error)).array();
    };
    QuerySpec byId;
    byId.sortColumn = QStringLiteral("id");

    const QJsonArray runs = exportTable(QStringLiteral("runs"), byId);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(runs.size(), kRuns);
    const QJsonObject run7 = runs.at(6).toObject();
    QCOMPARE(run7.value(QStringLiteral("id")), QJsonValue(7));
    QCOMPARE(run7.value(QStringLiteral("error")).toString(), trickyError());
    QVERIFY(run7.value(QStringLiteral("started_at")).isString());
    QVERIFY(run7.value(QStringLiteral("started_at")).toString().endsWith(QLatin1Char('Z')));
    QCOMPARE(runs.at(7).toObject().value(QStringLiteral("finished_at")).toString(),
             QStringLiteral("2026-09-01T06:10:21.123456Z"));

    const QJsonArray users = exportTable(QStringLiteral("users"), byId);
    QVERIFY(!users.isEmpty());
    QVERIFY(users.at(0).toObject().value(QStringLiteral("is_admin")).isBool());
    QVERIFY(users.at(0).toObject().value(QStringLiteral("id")).isDouble());

    const QJsonArray flows = exportTable(QStringLiteral("flows"), byId);
    QVERIFY(!flows.isEmpty());
    QVERIFY(flows.at(0).toObject().value(QStringLiteral("definition")).isObject());
    QVERIFY(flows.at(0).toObject().value(QStringLiteral("schedule_enabled")).isBool());

    const QJsonArray dashboards = exportTable(QStringLiteral("dashboards"), {});
    QVERIFY(!dashboards.isEmpty());
    bool anyTags = false;
    for (const QJsonValue& d : dashboards) {
        QVERIFY(d.toObject().value(QStringLiteral("tags")).isArray());
        anyTags = anyTags || !d.toObject().value(QStringLiteral("tags")).toArray().isEmpty();
    }
    QVERIFY(anyTags);

    bool anyPrice = false;
    for (const QJsonValue& m : exportTable(QStringLiteral("ai_models"), {})) {
        const QJsonValue price = m.toObject().value(QStringLiteral("input_price_per_mtok"));
        QVERIFY(price.isDouble() || price.isNull());
        anyPrice = anyPrice || price.isDouble();
    }
    QVERIFY(anyPrice);
    QVERIFY2(error.isEmpty(), qPrintable(error));
}

void TestTableExporter::headerLabels() {
    QFETCH(ScratchDatabase::Engine, engine);
    const DbConnection& c = conn(engine);
    const TableDescriptor* t = Catalog::instance().table(QStringLiteral("runs"));
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
    QVERIFY(data.startsWith("ID,Flow,Flow version,"));
    QCOMPARE(data.count("\r\n"), kRuns + 1 + 1); // the header, every run, and the CR LF inside run 7's error
}

QTEST_GUILESS_MAIN(TestTableExporter)

#include "tst_TableExporter.moc"
