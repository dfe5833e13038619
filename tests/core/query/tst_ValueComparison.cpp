#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/edit/ValueCodec.h"
#include "core/export/TableExporter.h"
#include "core/query/TableQuery.h"

#include <QBuffer>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;
using Op = FilterCondition::Op;

/// Filters, sorts and pages compare what the database holds, on both engines: money kept as text as numbers, a day
/// as a day, "is empty" on any type, numeric as its exact text, a copied value found again by "=", and an export
/// that reads on strictly after its last row.
class TestValueComparison : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void numericTextFiltersAsNumbers_data() { test::addEngineColumn(), test::addEngineRows(); }
    void numericTextFiltersAsNumbers();
    void numericTextSortsAsNumbers_data() { test::addEngineColumn(), test::addEngineRows(); }
    void numericTextSortsAsNumbers();
    void dateEqualsTheDay_data() { test::addEngineColumn(), test::addEngineRows(); }
    void dateEqualsTheDay();
    void isEmptyOnAnyType_data() { test::addEngineColumn(), test::addEngineRows(); }
    void isEmptyOnAnyType();
    void numericReadsAsExactText_data() { test::addEngineColumn(), test::addEngineRows(); }
    void numericReadsAsExactText();
    void copiedTimestampFindsItsRow_data() { test::addEngineColumn(), test::addEngineRows(); }
    void copiedTimestampFindsItsRow();
    void exportSkipsNoRowWhenOneIsDeleted_data() { test::addEngineColumn(), test::addEngineRows(); }
    void exportSkipsNoRowWhenOneIsDeleted();

private:
    void exec(const QString& sql);
    /// The ids (first column) of every row of every segment, in view order, read a page at a time.
    QList<qint64> ids(const TableQuery& query, int pageRows = 1000);
    QList<qint64> filteredIds(const TableDescriptor& table, const QList<FilterCondition>& conditions,
                              const QString& sort = {});
    /// A table the catalog does not describe, as the open database's catalog reads it ("Other tables").
    const TableDescriptor* otherTable(const QString& name);
    bool sqlite() const { return m_conn->isSqlite(); }

    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
};

void TestValueComparison::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestValueComparison::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    QString error;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &error, 2), qPrintable(error));
}

void TestValueComparison::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestValueComparison::exec(const QString& sql) {
    QString error;
    QVERIFY2(m_conn->exec(sql, &error), qPrintable(sql + QStringLiteral(": ") + error));
}

QList<qint64> TestValueComparison::ids(const TableQuery& query, int pageRows) {
    [&]() { QVERIFY2(query.isValid(), qPrintable(query.error())); }();
    QList<qint64> out;
    for (int segment = 0; segment < query.segmentCount(); ++segment) {
        QVariantList last;
        for (;;) {
            QSqlQuery q;
            QString error;
            const TableQuery::Statement s = query.pageAfter(segment, last, pageRows);
            if (!m_conn->execBound(&q, s.sql, s.values, &error)) {
                qWarning("%s\n%s", qPrintable(error), qPrintable(s.sql));
                return {-1};
            }
            int rows = 0;
            while (q.next()) {
                ++rows;
                out << q.value(0).toLongLong();
                last.clear();
                for (int k = 0; k < query.keyCount(); ++k)
                    last << q.value(query.columnCount() + k);
            }
            if (rows < pageRows)
                break;
        }
    }
    return out;
}

QList<qint64> TestValueComparison::filteredIds(const TableDescriptor& table, const QList<FilterCondition>& conditions,
                                               const QString& sort) {
    QuerySpec spec;
    spec.conditions = conditions;
    spec.sortColumn = sort.isEmpty() ? QStringLiteral("id") : sort;
    return ids(TableQuery(table, sqlite(), spec));
}

const TableDescriptor* TestValueComparison::otherTable(const QString& name) {
    m_conn->reloadCatalog();
    const TableDescriptor* t = m_conn->catalog().table(name);
    [&]() {
        QVERIFY2(t, qPrintable(name));
        QVERIFY(!t->described);
    }();
    return t;
}

void TestValueComparison::numericTextFiltersAsNumbers() {
    // Tabularia keeps ai_spend.cost_usd as a decimal string in a VARCHAR; the catalog calls it a decimal.
    const TableDescriptor* spend = m_conn->catalog().table(QStringLiteral("ai_spend"));
    QVERIFY(spend);
    const ColumnDescriptor* cost = spend->column(QStringLiteral("cost_usd"));
    QVERIFY(cost && cost->kind == ColumnKind::Decimal);
    QVERIFY2(cost->storageType.contains(QLatin1String("char"), Qt::CaseInsensitive), qPrintable(cost->storageType));
    exec(QStringLiteral("DELETE FROM ai_spend"));
    const QStringList costs = {QStringLiteral("'9.5'"), QStringLiteral("'10.25'"), QStringLiteral("''"),
                               QStringLiteral("NULL"),  QStringLiteral("'n/a'"),   QStringLiteral("'4.99'"),
                               QStringLiteral("'5'"),   QStringLiteral("' 7.50 '")};
    for (int i = 0; i < costs.size(); ++i)
        exec(QStringLiteral("INSERT INTO ai_spend (id, ts, user_id, model_id, input_tokens, output_tokens, cost_usd) "
                            "VALUES (%1, '2026-03-05 10:00:00', 1, 'm', 1, 1, %2)")
                 .arg(i + 1)
                 .arg(costs.at(i)));
    const QString c = cost->name;
    // As text, '9.5' > '5' but '10.25' < '5'; 'n/a' must not make PostgreSQL fail a cast.
    QCOMPARE(filteredIds(*spend, {{c, Op::After, QStringLiteral("5")}}), (QList<qint64>{1, 2, 8}));
    QCOMPARE(filteredIds(*spend, {{c, Op::Before, QStringLiteral("5")}}), (QList<qint64>{6}));
    QCOMPARE(filteredIds(*spend, {{c, Op::After, 5.0}}), (QList<qint64>{1, 2, 8})); // a double, as older links bind
    QCOMPARE(filteredIds(*spend, {{c, Op::Equals, QStringLiteral("9.50")}}), (QList<qint64>{1}));
    QCOMPARE(filteredIds(*spend, {{c, Op::Equals, QStringLiteral("7.5")}}), (QList<qint64>{8}));
    // Not equal: the unknowns have no number, so they are not 9.5 either.
    QCOMPARE(filteredIds(*spend, {{c, Op::NotEquals, QStringLiteral("9.5")}}), (QList<qint64>{2, 3, 4, 5, 6, 7, 8}));
    // Empty is what is stored: NULL or ''.
    QCOMPARE(filteredIds(*spend, {{c, Op::IsEmpty, {}}}), (QList<qint64>{3, 4}));
    QCOMPARE(filteredIds(*spend, {{c, Op::Contains, QStringLiteral("n/")}}), (QList<qint64>{5}));
}

void TestValueComparison::numericTextSortsAsNumbers() {
    const TableDescriptor* spend = m_conn->catalog().table(QStringLiteral("ai_spend"));
    QVERIFY(spend);
    exec(QStringLiteral("DELETE FROM ai_spend"));
    // Equal numbers written differently ('5' and '5.0') tie, broken by id; the unknowns follow, by id.
    const QStringList costs = {QStringLiteral("'10.25'"), QStringLiteral("''"),    QStringLiteral("'9.5'"),
                               QStringLiteral("NULL"),    QStringLiteral("'5.0'"), QStringLiteral("'abc'"),
                               QStringLiteral("'5'"),     QStringLiteral("'-1'"),  QStringLiteral("'1e3'")};
    for (int i = 0; i < costs.size(); ++i)
        exec(QStringLiteral("INSERT INTO ai_spend (id, ts, user_id, model_id, input_tokens, output_tokens, cost_usd) "
                            "VALUES (%1, '2026-03-05 10:00:00', 1, 'm', 1, 1, %2)")
                 .arg(i + 1)
                 .arg(costs.at(i)));
    const QList<qint64> ascending{8, 5, 7, 3, 1, 2, 4, 6, 9};
    const QList<qint64> descending{1, 3, 7, 5, 8, 9, 6, 4, 2};
    QuerySpec spec;
    spec.sortColumn = QStringLiteral("cost_usd");
    const TableQuery up(*spend, sqlite(), spec);
    QCOMPARE(up.segmentCount(), 2);
    QCOMPARE(ids(up), ascending);
    // Page by page, strictly after each page's last key: the same rows, each once.
    QCOMPARE(ids(up, 2), ascending);
    spec.descending = true;
    const TableQuery down(*spend, sqlite(), spec);
    QCOMPARE(ids(down), descending);
    QCOMPARE(ids(down, 2), descending);
    // With a filter on the same column, and from a row's key: its position, and the row again.
    spec.descending = false;
    spec.conditions = {{QStringLiteral("cost_usd"), Op::After, QStringLiteral("0")}};
    QCOMPARE(ids(TableQuery(*spend, sqlite(), spec), 1), (QList<qint64>{5, 7, 3, 1}));
    const int known = 5; // rows of the first segment in `up`
    for (int position = 0; position < ascending.size(); ++position) {
        const int segment = position < known ? 0 : 1;
        const int inSegment = position < known ? position : position - known;
        QSqlQuery q;
        QString error;
        TableQuery::Statement s = up.keyAt(segment, {}, inSegment);
        QVERIFY2(m_conn->execBound(&q, s.sql, s.values, &error) && q.next(), qPrintable(error));
        QVariantList key;
        for (int k = 0; k < up.keyCount(); ++k)
            key << q.value(k);
        QCOMPARE(up.segmentFor(key), segment);
        s = up.rowsBefore(segment, key);
        QVERIFY2(m_conn->execBound(&q, s.sql, s.values, &error) && q.next(), qPrintable(error));
        QCOMPARE(q.value(0).toInt(), inSegment);
        s = up.page(segment, key, 0, 1);
        QVERIFY2(m_conn->execBound(&q, s.sql, s.values, &error) && q.next(), qPrintable(error));
        QCOMPARE(q.value(0).toLongLong(), ascending.at(position));
    }
}

void TestValueComparison::dateEqualsTheDay() {
    exec(QStringLiteral("CREATE TABLE scratch_days (id INTEGER PRIMARY KEY, day DATE NOT NULL)"));
    exec(QStringLiteral("INSERT INTO scratch_days (id, day) VALUES (1, '2026-03-04'), (2, '2026-03-05'), "
                        "(3, '2026-03-05'), (4, '2026-03-06')"));
    const TableDescriptor* days = otherTable(QStringLiteral("scratch_days"));
    QVERIFY(days);
    QCOMPARE(days->column(QStringLiteral("day"))->kind, ColumnKind::Date);
    const QString day = QStringLiteral("day");
    QCOMPARE(filteredIds(*days, {{day, Op::Equals, QStringLiteral("2026-03-05")}}), (QList<qint64>{2, 3}));
    QCOMPARE(filteredIds(*days, {{day, Op::Equals, QDate(2026, 3, 5)}}), (QList<qint64>{2, 3}));
    QCOMPARE(filteredIds(*days, {{day, Op::Before, QStringLiteral("2026-03-05")}}), (QList<qint64>{1}));
    QCOMPARE(filteredIds(*days, {{day, Op::After, QStringLiteral("2026-03-05")}}), (QList<qint64>{4}));
    // The page reads the day as the day, on both engines.
    QSqlQuery q;
    QString error;
    const TableQuery query(*days, sqlite(), {});
    const TableQuery::Statement s = query.page(0, {}, 1, 1);
    QVERIFY2(m_conn->execBound(&q, s.sql, s.values, &error) && q.next(), qPrintable(error));
    QCOMPARE(q.value(1).toString(), QStringLiteral("2026-03-05"));
}

void TestValueComparison::isEmptyOnAnyType() {
    // An "Other table" with a uuid: PostgreSQL cannot compare a uuid with ''.
    exec(QStringLiteral("CREATE TABLE scratch_tokens (id INTEGER PRIMARY KEY, token uuid, note VARCHAR(20), "
                        "amount NUMERIC, seen DATE)"));
    exec(
        QStringLiteral("INSERT INTO scratch_tokens (id, token, note, amount, seen) VALUES "
                       "(1, NULL, NULL, NULL, NULL), (2, 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', '', 1, '2026-03-05'), "
                       "(3, 'b0eebc99-9c0b-4ef8-bb6d-6bb9bd380a12', 'x', 2, '2026-03-06')"));
    const TableDescriptor* tokens = otherTable(QStringLiteral("scratch_tokens"));
    QVERIFY(tokens);
    QCOMPARE(tokens->column(QStringLiteral("token"))->kind, ColumnKind::Text);
    for (const QString& column : {QStringLiteral("token"), QStringLiteral("amount"), QStringLiteral("seen")}) {
        QCOMPARE(filteredIds(*tokens, {{column, Op::IsEmpty, {}}}), (QList<qint64>{1}));
        QCOMPARE(filteredIds(*tokens, {{column, Op::IsNotEmpty, {}}}), (QList<qint64>{2, 3}));
    }
    // Text is empty when NULL or ''.
    QCOMPARE(filteredIds(*tokens, {{QStringLiteral("note"), Op::IsEmpty, {}}}), (QList<qint64>{1, 2}));
    QCOMPARE(filteredIds(*tokens, {{QStringLiteral("note"), Op::IsNotEmpty, {}}}), (QList<qint64>{3}));
    // A uuid the compiled catalog calls text without knowing its type (Holotable's ids) works as well.
    TableDescriptor untyped = *tokens;
    for (ColumnDescriptor& c : untyped.columns)
        c.storageType.clear();
    QCOMPARE(filteredIds(untyped, {{QStringLiteral("token"), Op::IsEmpty, {}}}), (QList<qint64>{1}));
    QCOMPARE(filteredIds(untyped, {{QStringLiteral("token"), Op::IsNotEmpty, {}}}), (QList<qint64>{2, 3}));
    // And the copied id finds its row.
    QCOMPARE(filteredIds(*tokens, {{QStringLiteral("token"), Op::Equals,
                                    QStringLiteral("b0eebc99-9c0b-4ef8-bb6d-6bb9bd380a12")}}),
             (QList<qint64>{3}));
}

void TestValueComparison::numericReadsAsExactText() {
    exec(QStringLiteral("CREATE TABLE scratch_amounts (id INTEGER PRIMARY KEY, amount NUMERIC(30, 10))"));
    // More digits than a double holds; SQLite keeps a REAL whatever it is given, so it gets one a double holds.
    const QString big = sqlite() ? QStringLiteral("2.75") : QStringLiteral("12345678901234567.1234567890");
    exec(QStringLiteral("INSERT INTO scratch_amounts (id, amount) VALUES (1, 0.1), (2, %1), (3, 3)").arg(big));
    const TableDescriptor* amounts = otherTable(QStringLiteral("scratch_amounts"));
    QVERIFY(amounts);
    const ColumnDescriptor& amount = *amounts->column(QStringLiteral("amount"));
    QCOMPARE(amount.kind, ColumnKind::Decimal);
    const TableQuery query(*amounts, sqlite(), {});
    const TableQuery::Statement s = query.page(0, {}, 0, 10);
    QSqlQuery q;
    QString error;
    QVERIFY2(m_conn->execBound(&q, s.sql, s.values, &error), qPrintable(error));
    QStringList copied;
    while (q.next()) {
        copied << valuecodec::toEdit(amount, q.value(1)).toString(); // the stored text, as copying takes it
        QCOMPARE(q.value(query.columnCount()).toLongLong(), q.value(0).toLongLong()); // the key still follows
    }
    QCOMPARE(copied.size(), 3);
    if (!sqlite())
        QCOMPARE(copied.at(1), big);
    // Filtering "=" on the copied text finds the row it came from.
    for (int i = 0; i < copied.size(); ++i)
        QCOMPARE(filteredIds(*amounts, {{QStringLiteral("amount"), Op::Equals, copied.at(i)}}), (QList<qint64>{i + 1}));
}

void TestValueComparison::copiedTimestampFindsItsRow() {
    // A point in time (timestamptz; SQLite's ISO text) and a naive UTC one (timestamp; SQLAlchemy's DATETIME text).
    exec(sqlite() ? QStringLiteral("CREATE TABLE scratch_times (id INTEGER PRIMARY KEY, at TEXT, naive DATETIME)")
                  : QStringLiteral("CREATE TABLE scratch_times (id INTEGER PRIMARY KEY, at timestamptz, naive "
                                   "timestamp)"));
    if (sqlite())
        exec(QStringLiteral("INSERT INTO scratch_times (id, at, naive) VALUES "
                            "(1, '2026-03-05T10:00:00.123Z', '2026-03-05 10:00:00.123456'), "
                            "(2, '2026-03-05T10:00:00.124Z', '2026-03-05 10:00:00.123457'), "
                            "(3, '2026-03-05T10:00:01.000Z', '2026-03-05 10:00:01'), "
                            "(4, '2026-03-06T00:00:00.000Z', '2026-03-06 00:00:00')"));
    else
        exec(QStringLiteral("INSERT INTO scratch_times (id, at, naive) VALUES "
                            "(1, '2026-03-05 10:00:00.123456+00', '2026-03-05 10:00:00.123456'), "
                            "(2, '2026-03-05 10:00:00.123457+00', '2026-03-05 10:00:00.123457'), "
                            "(3, '2026-03-05 10:00:01+00', '2026-03-05 10:00:01'), "
                            "(4, '2026-03-06 00:00:00+00', '2026-03-06 00:00:00')"));
    const TableDescriptor* live = otherTable(QStringLiteral("scratch_times"));
    QVERIFY(live);
    // On SQLite a TEXT column is a point in time where the catalog says so (Holotable's times kept there).
    TableDescriptor described = *live;
    described.columns[described.columnIndex(QStringLiteral("at"))].kind = ColumnKind::Timestamp;
    const TableDescriptor* times = &described;
    for (const QString& column : {QStringLiteral("at"), QStringLiteral("naive")}) {
        QCOMPARE(times->column(column)->kind, ColumnKind::Timestamp);
        // The stored text as the page reads it (UTC text on PostgreSQL) finds exactly its row.
        const int index = times->columnIndex(column);
        const TableQuery query(*times, sqlite(), {});
        const TableQuery::Statement s = query.page(0, {}, 0, 10);
        QSqlQuery q;
        QString error;
        QVERIFY2(m_conn->execBound(&q, s.sql, s.values, &error), qPrintable(error));
        QStringList stored;
        while (q.next())
            stored << q.value(index).toString();
        q.finish(); // a forward-only result streams: done with it before the next statement
        QCOMPARE(stored.size(), 4);
        for (int i = 0; i < stored.size(); ++i)
            QCOMPARE(filteredIds(*times, {{column, Op::Equals, stored.at(i)}}), QList<qint64>{i + 1});
        // A whole second typed matches that second; a minute, that minute; a day, that UTC day.
        QCOMPARE(filteredIds(*times, {{column, Op::Equals, QStringLiteral("2026-03-05 10:00:00")}}),
                 (QList<qint64>{1, 2}));
        QCOMPARE(filteredIds(*times, {{column, Op::Equals, QStringLiteral("2026-03-05T10:00:01Z")}}),
                 (QList<qint64>{3}));
        QCOMPARE(filteredIds(*times, {{column, Op::Equals, QStringLiteral("2026-03-05 10:00")}}),
                 (QList<qint64>{1, 2, 3}));
        QCOMPARE(filteredIds(*times, {{column, Op::Equals, QStringLiteral("2026-03-05")}}), (QList<qint64>{1, 2, 3}));
        QCOMPARE(filteredIds(*times, {{column, Op::Equals, QStringLiteral("2026-03-06 02:00:00+02")}}),
                 (QList<qint64>{4}));
        QCOMPARE(filteredIds(*times, {{column, Op::NotEquals, QStringLiteral("2026-03-05 10:00:00")}}),
                 (QList<qint64>{3, 4}));
    }
    // Where microseconds are stored, the microsecond copied tells the two rows apart.
    QCOMPARE(filteredIds(*times, {{QStringLiteral("naive"), Op::Equals, QStringLiteral("2026-03-05 10:00:00.123457")}}),
             QList<qint64>{2});
    // No time: no query at all, rather than one PostgreSQL refuses.
    QuerySpec spec;
    spec.conditions = {{QStringLiteral("at"), Op::Equals, QStringLiteral("yesterday")}};
    QVERIFY(!TableQuery(*times, sqlite(), spec).isValid());
}

void TestValueComparison::exportSkipsNoRowWhenOneIsDeleted() {
    exec(QStringLiteral("CREATE TABLE scratch_rows (id INTEGER PRIMARY KEY, name TEXT)"));
    for (int i = 1; i <= 10; ++i)
        exec(QStringLiteral("INSERT INTO scratch_rows (id, name) VALUES (%1, 'row %1')").arg(i));
    const TableDescriptor* rows = otherTable(QStringLiteral("scratch_rows"));
    QVERIFY(rows);
    const TableQuery query(*rows, sqlite(), {});
    // Someone deletes each batch's last row (already written) while the export reads on; SQLite reads no snapshot.
    const std::unique_ptr<DbConnection> other = m_scratch->connect();
    QVERIFY(other);
    QBuffer out;
    QVERIFY(out.open(QIODevice::WriteOnly));
    TableExporter::Options options;
    options.batchRows = 3;
    QString error;
    QStringList deleteErrors;
    const bool written = TableExporter::write(
        *m_conn, query, &out, options,
        [&](qint64 soFar) {
            QString e;
            if (!other->exec(QStringLiteral("DELETE FROM scratch_rows WHERE id = %1").arg(soFar), &e))
                deleteErrors << e;
            return true;
        },
        &error);
    QVERIFY2(written, qPrintable(error));
    QVERIFY2(deleteErrors.isEmpty(), qPrintable(deleteErrors.join(QLatin1Char('\n'))));
    QList<qint64> exported;
    const QList<QByteArray> lines = out.data().split('\n');
    for (int i = 1; i < lines.size(); ++i)
        if (!lines.at(i).trimmed().isEmpty())
            exported << lines.at(i).split(',').constFirst().toLongLong();
    QCOMPARE(exported, (QList<qint64>{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}));
}

QTEST_GUILESS_MAIN(TestValueComparison)
#include "tst_ValueComparison.moc"
