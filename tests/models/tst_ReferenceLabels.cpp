#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/query/ReferenceQuery.h"
#include "models/WindowedTableModel.h"

#include <QAbstractItemModelTester>
#include <QHash>
#include <QSet>
#include <QSignalSpy>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

#include <algorithm>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

/// The windowed model's reference cells over the demo, on both engines: each reads as the referenced row's label
/// with its id, what plain SQL joins give; a dangling reference is marked, NULL is empty, and the stored value stays
/// what RawValueRole, StoredTextRole, sorting and filtering see. A page's labels take one query per referenced table,
/// counted by the model's own workers; a failed lookup costs the labels, not the rows.
class TestReferenceLabels : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void referencesReadAsTheirLabel_data();
    void referencesReadAsTheirLabel();
    void oneQueryPerReferencedTable_data() { test::addEngineColumn(), test::addEngineRows(); }
    void oneQueryPerReferencedTable();
    void sortsAndFiltersOnTheStoredValue_data() { test::addEngineColumn(), test::addEngineRows(); }
    void sortsAndFiltersOnTheStoredValue();
    void headerSaysWhatSortsAndFilters_data() { test::addEngineColumn(), test::addEngineRows(); }
    void headerSaysWhatSortsAndFilters();
    void failedLookupKeepsTheRows_data() { test::addEngineColumn(), test::addEngineRows(); }
    void failedLookupKeepsTheRows();

private:
    struct Expected {
        bool found = false;
        QString label;
    };
    /// For every value `table.column` holds: whether the referenced row exists and its label, by a join.
    static QHash<QString, Expected> joined(const DbConnection& conn, const QString& table, const QString& column,
                                           QString* labelColumn);
    static bool waitForRows(WindowedTableModel& model, int first, int last) {
        model.prefetch(first, last);
        return QTest::qWaitFor(
            [&]() {
                for (int r = first; r <= last; ++r)
                    if (!model.isRowLoaded(r))
                        return false;
                return true;
            },
            20000);
    }
    static bool waitForCount(WindowedTableModel& model) {
        return QTest::qWaitFor([&]() { return model.isCountExact(); }, 20000);
    }
    static QVariant cell(const WindowedTableModel& model, int row, int column, int role = Qt::DisplayRole) {
        return model.data(model.index(row, column), role);
    }
};

void TestReferenceLabels::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

QHash<QString, TestReferenceLabels::Expected> TestReferenceLabels::joined(const DbConnection& conn,
                                                                          const QString& table, const QString& column,
                                                                          QString* labelColumn) {
    QHash<QString, Expected> out;
    const TableDescriptor* t = conn.catalog().table(table);
    const ForeignKeyDescriptor* fk = t ? t->foreignKey(column) : nullptr;
    const TableDescriptor* target = fk ? conn.catalog().table(fk->targetTable) : nullptr;
    if (!target)
        return out;
    *labelColumn = ReferenceQuery::labelColumnOf(*target);
    QSqlQuery q(conn.db());
    const QString sql = QStringLiteral("SELECT DISTINCT t.%1, r.%2, r.%3 FROM %4 t LEFT JOIN %5 r ON r.%3 = t.%1 "
                                       "WHERE t.%1 IS NOT NULL")
                            .arg(column, *labelColumn, fk->targetColumn, table, target->name);
    if (!q.exec(sql))
        qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
    while (q.next())
        out.insert(q.value(0).toString(), Expected{!q.value(2).isNull(), q.value(1).toString()});
    return out;
}

void TestReferenceLabels::referencesReadAsTheirLabel_data() {
    QTest::addColumn<ScratchDatabase::Engine>("engine");
    QTest::addColumn<QString>("table");
    QTest::addColumn<QString>("column");
    QTest::addColumn<bool>("sharedCatalog");
    QTest::addColumn<bool>("labelled");
    QTest::addColumn<bool>("expectDangling");
    QTest::addColumn<bool>("expectNull");
    for (const auto engine : {ScratchDatabase::Engine::Sqlite, ScratchDatabase::Engine::Postgres}) {
        const QByteArray e = ScratchDatabase::engineName(engine).toLatin1();
        QTest::newRow(e + "/runs.flow_id") << engine << "runs"
                                           << "flow_id" << false << true << false << true;
        QTest::newRow(e + "/runs.launched_by") << engine << "runs"
                                               << "launched_by" << true << true << false << false;
        // Named by their key: the id alone, marked where the run is gone (no foreign key by design).
        QTest::newRow(e + "/datasources.snapshot_run_id") << engine << "datasources"
                                                          << "snapshot_run_id" << false << false << true << true;
        QTest::newRow(e + "/runs.parent_run_id") << engine << "runs"
                                                 << "parent_run_id" << true << false << false << true;
        // Holotable's uuid keys (uuid on PostgreSQL, text on SQLite).
        QTest::newRow(e + "/dashboard_versions.dashboard_id") << engine << "dashboard_versions"
                                                              << "dashboard_id" << false << true << false << false;
        QTest::newRow(e + "/dashboard_favorites.dashboard_id") << engine << "dashboard_favorites"
                                                               << "dashboard_id" << true << true << false << false;
    }
}

void TestReferenceLabels::referencesReadAsTheirLabel() {
    QFETCH(ScratchDatabase::Engine, engine);
    QFETCH(QString, table);
    QFETCH(QString, column);
    QFETCH(bool, sharedCatalog);
    QFETCH(bool, labelled);
    QFETCH(bool, expectDangling);
    QFETCH(bool, expectNull);
    std::unique_ptr<ScratchDatabase> scratch;
    std::unique_ptr<DbConnection> conn;
    QString error;
    QVERIFY2(test::openDemo(engine, &scratch, &conn, &error), qPrintable(error));
    const TableDescriptor* descriptor = conn->catalog().table(table);
    QVERIFY(descriptor);
    const int c = descriptor->columnIndex(column);
    QVERIFY(c >= 0);
    QString labelColumn;
    const QHash<QString, Expected> expected = joined(*conn, table, column, &labelColumn);
    QVERIFY(!expected.isEmpty());

    WindowedTableModel model(*descriptor, scratch->url(), true,
                             sharedCatalog ? conn->sharedCatalog() : std::shared_ptr<const Catalog>(), nullptr);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(waitForCount(model));
    QVERIFY(model.rowCount() > 0);
    QVERIFY(model.isReferenceColumn(c));
    const int rows = qMin(model.rowCount(), model.pageSize());
    QVERIFY(waitForRows(model, 0, rows - 1));
    int labels = 0, dangling = 0, nulls = 0;
    for (int r = 0; r < rows; ++r) {
        const QVariant stored = cell(model, r, c, WindowedTableModel::RawValueRole);
        const QString display = cell(model, r, c).toString();
        const QString storedText = cell(model, r, c, WindowedTableModel::StoredTextRole).toString();
        const QString tip = cell(model, r, c, Qt::ToolTipRole).toString();
        if (stored.isNull()) {
            QCOMPARE(display, QString());
            QCOMPARE(storedText, QString());
            QVERIFY(tip.isEmpty());
            ++nulls;
            continue;
        }
        // The stored value stays the stored value; only what the cell reads as changes.
        QVERIFY2(expected.contains(stored.toString()), qPrintable(stored.toString()));
        QCOMPARE(storedText, stored.toString());
        const Expected e = expected.value(stored.toString());
        if (!e.found) {
            QCOMPARE(display, QStringLiteral("%1 — not found").arg(storedText));
            QVERIFY2(tip.contains(QStringLiteral("No ")) && tip.contains(QStringLiteral("= ") + stored.toString()),
                     qPrintable(tip));
            ++dangling;
        } else if (labelled) {
            QVERIFY(!e.label.isEmpty());
            const QString id = storedText.size() > 14 ? storedText.left(8) + QChar(0x2026) : storedText;
            QCOMPARE(display, QStringLiteral("%1 · %2").arg(e.label, id));
            QVERIFY2(tip.contains(e.label) && tip.contains(stored.toString()), qPrintable(tip)); // the whole id
            QCOMPARE(cell(model, r, c, Qt::TextAlignmentRole).value<Qt::Alignment>(), Qt::AlignLeft | Qt::AlignVCenter);
            ++labels;
        } else {
            QCOMPARE(display, storedText);
            ++labels;
        }
    }
    QVERIFY(labels > 0);
    QCOMPARE(dangling > 0, expectDangling);
    if (expectNull)
        QVERIFY(nulls > 0);
    // Each label is read once per page, whatever the number of cells that show it.
    QVERIFY(model.labelQueryCount() >= 1);
    QVERIFY(model.lastError().isEmpty());
}

void TestReferenceLabels::oneQueryPerReferencedTable() {
    QFETCH(ScratchDatabase::Engine, engine);
    std::unique_ptr<ScratchDatabase> scratch;
    std::unique_ptr<DbConnection> conn;
    QString error;
    QVERIFY2(test::openDemo(engine, &scratch, &conn, &error, 120), qPrintable(error));
    // The referenced tables that at least one of these rows points at: what one page's labels cost.
    const auto targetsOf = [](const WindowedTableModel& model, int first, int last) {
        QSet<QString> targets;
        for (const ForeignKeyDescriptor& fk : model.table().foreignKeys) {
            const int c = model.table().columnIndex(fk.column);
            for (int r = first; r <= last; ++r) {
                if (!cell(model, r, c, WindowedTableModel::RawValueRole).isNull()) {
                    targets.insert(fk.targetTable);
                    break;
                }
            }
        }
        return int(targets.size());
    };

    // A statement per referenced table on SQLite; on PostgreSQL, where each is a round trip, one for them all.
    const auto statements = [engine](int targets) {
        return engine == ScratchDatabase::Engine::Postgres ? std::min(targets, 1) : targets;
    };

    // flows: four references, two of them to users, so three referenced tables.
    const TableDescriptor* flows = conn->catalog().table(QStringLiteral("flows"));
    QVERIFY(flows);
    {
        WindowedTableModel model(*flows, scratch->url(), true);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(waitForCount(model));
        QVERIFY(waitForRows(model, 0, model.rowCount() - 1));
        QVERIFY(model.rowCount() <= model.pageSize());
        const int targets = targetsOf(model, 0, model.rowCount() - 1);
        QCOMPARE(targets, 3);
        QVERIFY(flows->foreignKeys.size() > targets);
        QCOMPARE(model.pageLabelQueries(0), statements(targets));
        // Every page read (the first may be read twice while the count settles, the second read perhaps still going
        // on now) paid for its own labels only.
        QTRY_COMPARE_WITH_TIMEOUT(model.labelQueryCount(), model.pageFetchCount() * statements(targets), 10000);
    }

    // runs, page by page: each page's own referenced tables.
    const TableDescriptor* runs = conn->catalog().table(QStringLiteral("runs"));
    QVERIFY(runs);
    WindowedTableModel model(*runs, scratch->url(), true);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPageSize(20);
    QVERIFY(waitForCount(model));
    QCOMPARE(model.rowCount(), 120);
    QCOMPARE(model.pageLabelQueries(60), -1);
    for (int page : {0, 3, 5, 1}) {
        const int first = page * 20, last = first + 19;
        QVERIFY(waitForRows(model, first, last));
        const int targets = targetsOf(model, first, last);
        QVERIFY(targets >= 2);
        QCOMPARE(model.pageLabelQueries(first), statements(targets));
        QCOMPARE(model.pageLabelQueries(last), statements(targets));
    }
    // Never more than one statement per referenced table for each page read.
    QVERIFY(model.labelQueryCount() <= model.pageFetchCount() * 5);
    QVERIFY(model.labelQueryCount() >= 4 * statements(2));
}

void TestReferenceLabels::sortsAndFiltersOnTheStoredValue() {
    QFETCH(ScratchDatabase::Engine, engine);
    std::unique_ptr<ScratchDatabase> scratch;
    std::unique_ptr<DbConnection> conn;
    QString error;
    QVERIFY2(test::openDemo(engine, &scratch, &conn, &error), qPrintable(error));
    const TableDescriptor* runs = conn->catalog().table(QStringLiteral("runs"));
    QVERIFY(runs);
    const int flow = runs->columnIndex(QStringLiteral("flow_id"));
    WindowedTableModel model(*runs, scratch->url(), true);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(waitForCount(model));
    for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
        model.sort(flow, order);
        QCOMPARE(model.sortColumn(), QStringLiteral("flow_id"));
        QVERIFY(waitForCount(model));
        QVERIFY(waitForRows(model, 0, model.rowCount() - 1));
        // The engine's own order of the stored ids (its NULL placement included), not of the names shown.
        QSqlQuery q(conn->db());
        QVERIFY(q.exec(QStringLiteral("SELECT flow_id FROM runs ORDER BY flow_id %1")
                           .arg(order == Qt::AscendingOrder ? QStringLiteral("ASC") : QStringLiteral("DESC"))));
        QStringList expected, stored, shown;
        while (q.next())
            expected << q.value(0).toString();
        for (int r = 0; r < model.rowCount(); ++r) {
            stored << cell(model, r, flow, WindowedTableModel::RawValueRole).toString();
            shown << cell(model, r, flow).toString();
        }
        QCOMPARE(stored, expected);
        // The demo's flows are not named in id order: sorted by name, the rows would come otherwise.
        QStringList byName = shown;
        std::sort(byName.begin(), byName.end());
        if (order == Qt::DescendingOrder)
            std::reverse(byName.begin(), byName.end());
        QVERIFY(shown != byName);
        QVERIFY(shown.join(QString()).contains(QStringLiteral(" · ")));
    }

    // A filter on the column compares the stored id.
    QSqlQuery q(conn->db());
    QVERIFY(q.exec(QStringLiteral("SELECT flow_id, count(*) FROM runs WHERE flow_id IS NOT NULL GROUP BY flow_id "
                                  "ORDER BY 2 DESC, 1 LIMIT 1")) &&
            q.next());
    const QVariant id = q.value(0);
    const int matching = q.value(1).toInt();
    QuerySpec spec;
    spec.conditions = {{QStringLiteral("flow_id"), FilterCondition::Op::Equals, id.toLongLong()}};
    QVERIFY(model.setQuerySpec(spec));
    QVERIFY(waitForCount(model));
    QCOMPARE(model.rowCount(), matching);
    QVERIFY(waitForRows(model, 0, model.rowCount() - 1));
    for (int r = 0; r < model.rowCount(); ++r) {
        QCOMPARE(cell(model, r, flow, WindowedTableModel::RawValueRole).toString(), id.toString());
        QVERIFY(cell(model, r, flow).toString().endsWith(QStringLiteral(" · ") + id.toString()));
    }
}

void TestReferenceLabels::headerSaysWhatSortsAndFilters() {
    QFETCH(ScratchDatabase::Engine, engine);
    std::unique_ptr<ScratchDatabase> scratch;
    std::unique_ptr<DbConnection> conn;
    QString error;
    QVERIFY2(test::openDemo(engine, &scratch, &conn, &error), qPrintable(error));
    const TableDescriptor* runs = conn->catalog().table(QStringLiteral("runs"));
    QVERIFY(runs);
    const int flow = runs->columnIndex(QStringLiteral("flow_id"));
    const int parent = runs->columnIndex(QStringLiteral("parent_run_id"));
    const int kind = runs->columnIndex(QStringLiteral("kind"));
    WindowedTableModel model(*runs, scratch->url(), true);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy headers(&model, &QAbstractItemModel::headerDataChanged);
    const auto tip = [&](int section) { return model.headerData(section, Qt::Horizontal, Qt::ToolTipRole).toString(); };
    // Before a page has said what labels the flows, the header says what it can.
    QVERIFY2(tip(flow).contains(QStringLiteral("Sorted and filtered by the stored id.")), qPrintable(tip(flow)));
    QVERIFY(!tip(kind).contains(QStringLiteral("stored")));
    QVERIFY(waitForRows(model, 0, 0));
    QVERIFY(headers.count() > 0);
    QVERIFY2(tip(flow).contains(
                 QStringLiteral("Shows the name of the referenced flows row, then its id. Sorted and filtered by the "
                                "stored id.")),
             qPrintable(tip(flow)));
    QVERIFY2(tip(flow).startsWith(QStringLiteral("flow_id")), qPrintable(tip(flow)));
    QVERIFY2(tip(parent).contains(QStringLiteral("Shows the stored id of the referenced runs row, marked when no such "
                                                 "row exists.")),
             qPrintable(tip(parent)));
    QVERIFY(!tip(kind).contains(QStringLiteral("stored")));
}

void TestReferenceLabels::failedLookupKeepsTheRows() {
    QFETCH(ScratchDatabase::Engine, engine);
    std::unique_ptr<ScratchDatabase> scratch;
    std::unique_ptr<DbConnection> conn;
    QString error;
    QVERIFY2(test::openDemo(engine, &scratch, &conn, &error), qPrintable(error));
    const TableDescriptor* runs = conn->catalog().table(QStringLiteral("runs"));
    QVERIFY(runs);
    const int flow = runs->columnIndex(QStringLiteral("flow_id"));
    const int user = runs->columnIndex(QStringLiteral("launched_by"));
    WindowedTableModel model(*runs, scratch->url(), true);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setPageSize(10);
    QVERIFY(waitForRows(model, 0, 9));
    QVERIFY(cell(model, 0, user).toString().contains(QStringLiteral(" · ")));

    // The flows table goes away under the open model (its workers still know it): the lookup fails, the rows stay.
    QVERIFY2(conn->exec(QStringLiteral("ALTER TABLE flows RENAME TO flows_elsewhere"), &error), qPrintable(error));
    QSignalSpy errors(&model, &WindowedTableModel::errorOccurred);
    model.refresh();
    QVERIFY2(waitForRows(model, 0, 9), qPrintable(model.lastError()));
    QVERIFY2(waitForRows(model, 20, 29), qPrintable(model.lastError()));
    QVERIFY2(waitForRows(model, 40, 49),
             qPrintable(QStringLiteral("%1 rows, exact %2, fetched %3, cached %4, loaded 40: %5")
                            .arg(model.rowCount())
                            .arg(model.isCountExact())
                            .arg(model.pageFetchCount())
                            .arg(model.cachedPageCount())
                            .arg([&] {
                                QString l;
                                for (int r = 40; r < 50; ++r)
                                    l += model.isRowLoaded(r) ? u'1' : u'0';
                                return l;
                            }())));
    int shownStored = 0;
    for (int r : {0, 1, 2, 20, 21, 40}) {
        const QVariant stored = cell(model, r, flow, WindowedTableModel::RawValueRole);
        QCOMPARE(cell(model, r, flow).toString(), stored.isNull() ? QString() : stored.toString());
        shownStored += stored.isNull() ? 0 : 1;
        // The other referenced tables are read as before.
        if (!cell(model, r, user, WindowedTableModel::RawValueRole).isNull())
            QVERIFY(cell(model, r, user).toString().contains(QStringLiteral(" · ")));
    }
    QVERIFY(shownStored > 0);
    QCOMPARE(errors.count(), 1); // once, not once per page
    QVERIFY2(model.lastError().contains(QStringLiteral("flows")), qPrintable(model.lastError()));

    QVERIFY2(conn->exec(QStringLiteral("ALTER TABLE flows_elsewhere RENAME TO flows"), &error), qPrintable(error));
    model.refresh();
    QVERIFY(waitForRows(model, 0, 9));
    QVERIFY2(model.lastError().isEmpty(), qPrintable(model.lastError()));
    for (int r = 0; r < 10; ++r)
        if (!cell(model, r, flow, WindowedTableModel::RawValueRole).isNull())
            QVERIFY(cell(model, r, flow).toString().contains(QStringLiteral(" · ")));
}

QTEST_GUILESS_MAIN(TestReferenceLabels)
#include "tst_ReferenceLabels.moc"
