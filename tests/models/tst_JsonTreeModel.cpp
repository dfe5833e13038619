#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/demo/DemoGenerator.h"
#include "models/JsonTreeModel.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QJsonObject>
#include <QSet>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The JSON tree of the detail pane: nested objects and arrays as folding rows with key, value and type; scalars at
/// the top; text that is not JSON reported, not shown as an empty tree; and every JSON value the demo stores, as
/// each engine hands it back (jsonb text on PostgreSQL, TEXT on SQLite).
class TestJsonTreeModel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void nestedObjectsAndArrays();
    void storedOrderAndNumbersKept();
    void topLevelArraysAndScalars_data();
    void topLevelArraysAndScalars();
    void invalidJsonIsReported_data();
    void invalidJsonIsReported();
    void everyDemoJsonValueLoads_data() { test::addEngineColumn(), test::addEngineRows(); }
    void everyDemoJsonValueLoads();

private:
    /// The child of `parent` whose key is `key`.
    static QModelIndex child(const QAbstractItemModel& model, const QString& key, const QModelIndex& parent = {}) {
        for (int row = 0; row < model.rowCount(parent); ++row) {
            const QModelIndex i = model.index(row, JsonTreeModel::KeyColumn, parent);
            if (i.data().toString() == key)
                return i;
        }
        return {};
    }
    static QString cell(const QModelIndex& keyIndex, int column) {
        return keyIndex.siblingAtColumn(column).data().toString();
    }
    static JsonTreeModel::Type type(const QModelIndex& index) {
        return JsonTreeModel::Type(index.data(JsonTreeModel::JsonTypeRole).toInt());
    }
};

void TestJsonTreeModel::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestJsonTreeModel::storedOrderAndNumbersKept() {
    // The tree shows the document the database holds: members in their stored order (QJsonObject would sort them)
    // and numbers as spelled (a double would show 12345678901234567890 as 12345678901234567000 and 1.50 as 1.5).
    JsonTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(model.setJson(R"({"zeta": 1.50, "alpha": {"b": 12345678901234567890, "a": [3, -0.0e+1]}, "mid": "x"})"));
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.index(0, JsonTreeModel::KeyColumn).data().toString(), QStringLiteral("zeta"));
    QCOMPARE(model.index(0, JsonTreeModel::ValueColumn).data().toString(), QStringLiteral("1.50"));
    QCOMPARE(model.index(1, JsonTreeModel::KeyColumn).data().toString(), QStringLiteral("alpha"));
    QCOMPARE(model.index(2, JsonTreeModel::KeyColumn).data().toString(), QStringLiteral("mid"));
    const QModelIndex alpha = model.index(1, 0);
    QCOMPARE(model.index(0, JsonTreeModel::KeyColumn, alpha).data().toString(), QStringLiteral("b"));
    QCOMPARE(model.index(0, JsonTreeModel::ValueColumn, alpha).data().toString(),
             QStringLiteral("12345678901234567890"));
    const QModelIndex list = model.index(1, 0, alpha);
    QCOMPARE(model.index(1, JsonTreeModel::ValueColumn, list).data().toString(), QStringLiteral("-0.0e+1"));
    QCOMPARE(model.index(1, 0, alpha).data(JsonTreeModel::PathRole).toString(), QStringLiteral("$.alpha.a"));
    // A bare number, and a document whose key repeats (the parser keeps the last): still shown, never wrongly.
    QVERIFY(model.setJson("12345678901234567890"));
    QCOMPARE(model.index(0, JsonTreeModel::ValueColumn).data().toString(), QStringLiteral("12345678901234567890"));
    QVERIFY(model.setJson(R"({"k": 1, "k": 2})"));
    QCOMPARE(model.rowCount(), 1);
}

void TestJsonTreeModel::nestedObjectsAndArrays() {
    JsonTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QVERIFY(
        model.setJson(R"({"title": "Sales", "public": false, "owner": null, "ratio": 0.25, "count": 9007199254740993,
        "panels": [{"id": 1, "kind": "chart", "query": {"sql": "select 1", "params": []}},
                   {"id": 2, "kind": "text", "body": "Line 1\nLine 2", "odd key": {}}]})"));
    QVERIFY(model.isValid());
    QVERIFY(model.errorString().isEmpty());
    QCOMPARE(resets.size(), 1);
    QCOMPARE(model.columnCount(), 3);
    QCOMPARE(model.headerData(JsonTreeModel::KeyColumn, Qt::Horizontal).toString(), QStringLiteral("Key"));
    QCOMPARE(model.headerData(JsonTreeModel::ValueColumn, Qt::Horizontal).toString(), QStringLiteral("Value"));
    QCOMPARE(model.headerData(JsonTreeModel::TypeColumn, Qt::Horizontal).toString(), QStringLiteral("Type"));
    QCOMPARE(model.rowCount(), 6);

    const QModelIndex title = child(model, QStringLiteral("title"));
    QCOMPARE(cell(title, JsonTreeModel::ValueColumn), QStringLiteral("Sales"));
    QCOMPARE(cell(title, JsonTreeModel::TypeColumn), QStringLiteral("string"));
    QCOMPARE(type(title), JsonTreeModel::Type::String);
    QVERIFY(model.flags(title) & Qt::ItemNeverHasChildren);
    QCOMPARE(cell(child(model, QStringLiteral("public")), JsonTreeModel::ValueColumn), QStringLiteral("false"));
    QCOMPARE(type(child(model, QStringLiteral("public"))), JsonTreeModel::Type::Bool);
    QCOMPARE(cell(child(model, QStringLiteral("owner")), JsonTreeModel::ValueColumn), QStringLiteral("null"));
    QCOMPARE(type(child(model, QStringLiteral("owner"))), JsonTreeModel::Type::Null);
    QCOMPARE(cell(child(model, QStringLiteral("ratio")), JsonTreeModel::ValueColumn), QStringLiteral("0.25"));
    QCOMPARE(type(child(model, QStringLiteral("ratio"))), JsonTreeModel::Type::Number);

    const QModelIndex panels = child(model, QStringLiteral("panels"));
    QVERIFY(panels.isValid());
    QCOMPARE(type(panels), JsonTreeModel::Type::Array);
    QCOMPARE(cell(panels, JsonTreeModel::ValueColumn), QStringLiteral("[2 items]"));
    QCOMPARE(cell(panels, JsonTreeModel::TypeColumn), QStringLiteral("array"));
    QCOMPARE(model.rowCount(panels), 2);
    QVERIFY(!(model.flags(panels) & Qt::ItemNeverHasChildren));
    // Only the key column carries children, as views expect.
    QCOMPARE(model.rowCount(panels.siblingAtColumn(JsonTreeModel::ValueColumn)), 0);

    const QModelIndex first = model.index(0, 0, panels);
    QCOMPARE(first.data().toString(), QStringLiteral("0"));
    QCOMPARE(first.parent(), panels);
    QCOMPARE(type(first), JsonTreeModel::Type::Object);
    QCOMPARE(cell(first, JsonTreeModel::ValueColumn), QStringLiteral("{3 keys}"));
    const QModelIndex query = child(model, QStringLiteral("query"), first);
    const QModelIndex sql = child(model, QStringLiteral("sql"), query);
    QCOMPARE(cell(sql, JsonTreeModel::ValueColumn), QStringLiteral("select 1"));
    QCOMPARE(sql.data(JsonTreeModel::PathRole).toString(), QStringLiteral("$.panels[0].query.sql"));
    QCOMPARE(sql.parent().parent().parent(), panels);
    const QModelIndex params = child(model, QStringLiteral("params"), query);
    QCOMPARE(cell(params, JsonTreeModel::ValueColumn), QStringLiteral("[0 items]"));
    QCOMPARE(model.rowCount(params), 0);

    const QModelIndex second = model.index(1, 0, panels);
    const QModelIndex body = child(model, QStringLiteral("body"), second);
    // A multi-line string stays on one row, its line break visible; the tooltip has it whole.
    QCOMPARE(cell(body, JsonTreeModel::ValueColumn), QStringLiteral("Line 1 ↵ Line 2"));
    QCOMPARE(body.siblingAtColumn(JsonTreeModel::ValueColumn).data(Qt::ToolTipRole).toString(),
             QStringLiteral("Line 1\nLine 2"));
    QCOMPARE(child(model, QStringLiteral("odd key"), second).data(JsonTreeModel::PathRole).toString(),
             QStringLiteral("$.panels[1][\"odd key\"]"));
    QCOMPARE(panels.data(JsonTreeModel::JsonValueRole).value<QJsonValue>().toArray().size(), 2);

    model.clear();
    QCOMPARE(model.rowCount(), 0);
    QVERIFY(model.isValid());
}

void TestJsonTreeModel::topLevelArraysAndScalars_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<int>("rows");
    QTest::addColumn<QString>("firstKey");
    QTest::addColumn<QString>("firstValue");
    QTest::addColumn<QString>("firstType");
    QTest::newRow("array") << QByteArray("[10, \"b\", [true]]") << 3 << QStringLiteral("0") << QStringLiteral("10")
                           << QStringLiteral("number");
    QTest::newRow("empty object") << QByteArray("{}") << 0 << QString() << QString() << QString();
    QTest::newRow("number") << QByteArray(" 42 ") << 1 << QStringLiteral("(value)") << QStringLiteral("42")
                            << QStringLiteral("number");
    QTest::newRow("string") << QByteArray("\"hello\"") << 1 << QStringLiteral("(value)") << QStringLiteral("hello")
                            << QStringLiteral("string");
    QTest::newRow("null") << QByteArray("null") << 1 << QStringLiteral("(value)") << QStringLiteral("null")
                          << QStringLiteral("null");
}

void TestJsonTreeModel::topLevelArraysAndScalars() {
    QFETCH(QByteArray, json);
    QFETCH(int, rows);
    JsonTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY2(model.setJson(json), qPrintable(model.errorString()));
    QCOMPARE(model.rowCount(), rows);
    if (rows == 0)
        return;
    const QModelIndex first = model.index(0, 0);
    QTEST(first.data().toString(), "firstKey");
    QTEST(cell(first, JsonTreeModel::ValueColumn), "firstValue");
    QTEST(cell(first, JsonTreeModel::TypeColumn), "firstType");
}

void TestJsonTreeModel::invalidJsonIsReported_data() {
    QTest::addColumn<QByteArray>("json");
    QTest::newRow("truncated") << QByteArray("{\"role\": \"user\", \"parts\": [{\"text\": \"Why is p99");
    QTest::newRow("trailing comma") << QByteArray("{\"a\": 1,}");
    QTest::newRow("two values") << QByteArray("1 2");
    QTest::newRow("plain words") << QByteArray("not json at all");
    QTest::newRow("empty") << QByteArray("  ");
}

void TestJsonTreeModel::invalidJsonIsReported() {
    QFETCH(QByteArray, json);
    JsonTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(model.setJson("{\"before\": [1, 2]}"));
    QCOMPARE(model.rowCount(), 1);
    QVERIFY(!model.setJson(json));
    QVERIFY(!model.isValid());
    QVERIFY(!model.errorString().isEmpty());
    QCOMPARE(model.rowCount(), 0); // nothing left from the value before
    QVERIFY(model.value().isNull());
    // The next valid value clears the error.
    QVERIFY(model.setJson("[1]"));
    QVERIFY(model.isValid());
    QVERIFY(model.errorString().isEmpty());
}

void TestJsonTreeModel::everyDemoJsonValueLoads() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase scratch(engine);
    QVERIFY2(scratch.isValid(), qPrintable(scratch.error()));
    DemoGenerator::Options options;
    options.runs = 300;
    options.now = QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);
    const DemoGenerator::Result made = DemoGenerator::create(scratch.url(), options, {});
    QVERIFY2(made.ok, qPrintable(made.error));
    auto conn = scratch.connect(true);
    QVERIFY(conn);
    JsonTreeModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // The open database's catalog, as the detail pane has it: every JSON column of the compiled catalog but
    // chat_messages.content (021 dropped the table), and no other.
    QString error;
    QVERIFY2(conn->loadCatalog(&error), qPrintable(error));
    QStringList compiled, live;
    for (const TableDescriptor& table : Catalog::instance().tables())
        for (const ColumnDescriptor& column : table.columns)
            if (column.kind == ColumnKind::Json && table.name != QLatin1String("chat_messages"))
                compiled << table.name + QLatin1Char('.') + column.name;
    int loaded = 0;
    QSet<QString> withValues;
    for (const TableDescriptor& table : conn->catalog().tables()) {
        for (const ColumnDescriptor& column : table.columns) {
            if (column.kind != ColumnKind::Json)
                continue;
            live << table.name + QLatin1Char('.') + column.name;
            QSqlQuery q(conn->db());
            QVERIFY2(
                q.exec(QStringLiteral("SELECT %1 FROM %2 WHERE %1 IS NOT NULL LIMIT 40").arg(column.name, table.name)),
                qPrintable(q.lastError().text()));
            while (q.next()) {
                const QByteArray text = q.value(0).toString().toUtf8();
                QVERIFY2(model.setJson(text), qPrintable(table.name + QLatin1Char('.') + column.name +
                                                         QStringLiteral(": ") + model.errorString()));
                const QJsonDocument expected = QJsonDocument::fromJson(text);
                if (expected.isObject())
                    QCOMPARE(model.rowCount(), int(expected.object().size()));
                else if (expected.isArray())
                    QCOMPARE(model.rowCount(), int(expected.array().size()));
                ++loaded;
                withValues << table.name + QLatin1Char('.') + column.name;
            }
        }
    }
    QCOMPARE(live, compiled);
    QVERIFY2(loaded > 100, qPrintable(QString::number(loaded)));
    // The demo fills every JSON column with at least one value (Tabularia's JSON text and Holotable's jsonb alike).
    for (const QString& column : std::as_const(compiled))
        QVERIFY2(withValues.contains(column), qPrintable(column));
}

QTEST_GUILESS_MAIN(TestJsonTreeModel)
#include "tst_JsonTreeModel.moc"
