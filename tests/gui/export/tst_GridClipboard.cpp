#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/demo/DemoGenerator.h"
#include "gui/export/GridClipboard.h"
#include "models/CellFormat.h"
#include "models/WindowedTableModel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDateTime>
#include <QIdentityProxyModel>
#include <QLocale>
#include <QMainWindow>
#include <QSqlQuery>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTableView>
#include <QTest>

#include <ctime>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {
/// A proxy that shows stored values in place of the display text: the clipboard must still mask secrets.
class RevealingProxy : public QIdentityProxyModel {
public:
    QVariant data(const QModelIndex& index, int role) const override {
        if (role == Qt::DisplayRole)
            return QIdentityProxyModel::data(index, WindowedTableModel::RawValueRole);
        return QIdentityProxyModel::data(index, role);
    }
};
} // namespace

/// Copying grid cells as tab-separated text: the selection's rows × columns, values as shown, secrets masked, whole
/// rows with their headers, and nothing half-loaded or oversized.
class TestGridClipboard : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void standardModelRectangle();
    void standardModelTwoRectangles();
    void emptySelection();
    void copyCellsAndRows();
    void shortcutCopies();
    void refusesTooManyRows();
    void windowedModelMasksSecrets_data() { test::addEngineColumn(), test::addEngineRows(); }
    void windowedModelMasksSecrets();
    void windowedModelWaitsForRows_data() { test::addEngineColumn(), test::addEngineRows(); }
    void windowedModelWaitsForRows();
    void windowedModelCopiesRealTypes_data() { test::addEngineColumn(), test::addEngineRows(); }
    void windowedModelCopiesRealTypes();
    void windowedModelCopiesStoredReferences_data() { test::addEngineColumn(), test::addEngineRows(); }
    void windowedModelCopiesStoredReferences();

private:
    static QStandardItemModel* sampleModel(QObject* parent);
    static QModelIndexList rectangle(const QAbstractItemModel* m, int top, int left, int bottom, int right) {
        QModelIndexList list;
        for (int r = top; r <= bottom; ++r)
            for (int c = left; c <= right; ++c)
                list << m->index(r, c);
        return list;
    }
    static bool createDemo(const ScratchDatabase& db) {
        DemoGenerator::Options o;
        o.runs = 2500;
        o.now = QDateTime(QDate(2026, 11, 30), QTime(12, 0), Qt::UTC);
        const DemoGenerator::Result result = DemoGenerator::create(db.url(), o, {});
        if (!result.ok)
            qWarning("%s", qPrintable(result.error));
        return result.ok;
    }
};

void TestGridClipboard::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    // A user far from UTC, on a zone without daylight saving, so stored UTC and shown local time differ all year.
    qputenv("TZ", "Asia/Kolkata");
    tzset();
    QCOMPARE(QDateTime(QDate(2026, 1, 1), QTime(0, 0), Qt::UTC).toLocalTime().time(), QTime(5, 30));
}

QStandardItemModel* TestGridClipboard::sampleModel(QObject* parent) {
    auto* m = new QStandardItemModel(4, 3, parent);
    m->setHorizontalHeaderLabels({QStringLiteral("Name"), QStringLiteral("Note"), QStringLiteral("Count")});
    const char* names[] = {"alpha", "beta", "gamma", "delta"};
    const char* notes[] = {"plain", "two\tcolumns", "two\nlines", "crlf\r\nend"};
    for (int r = 0; r < 4; ++r) {
        m->setItem(r, 0, new QStandardItem(QString::fromLatin1(names[r])));
        m->setItem(r, 1, new QStandardItem(QString::fromLatin1(notes[r])));
        auto* count = new QStandardItem;
        count->setData(r * 10, Qt::DisplayRole);
        m->setItem(r, 2, count);
    }
    return m;
}

void TestGridClipboard::standardModelRectangle() {
    QStandardItemModel* m = sampleModel(this);
    QCOMPARE(GridClipboard::toTsv(m, rectangle(m, 1, 0, 3, 1), false),
             QStringLiteral("beta\ttwo columns\ngamma\ttwo lines\ndelta\tcrlf end\n"));
    QCOMPARE(GridClipboard::toTsv(m, rectangle(m, 0, 1, 1, 2), true),
             QStringLiteral("Note\tCount\nplain\t0\ntwo columns\t10\n"));
    // The order the cells were selected in does not matter.
    QModelIndexList reversed = rectangle(m, 0, 0, 1, 2);
    std::reverse(reversed.begin(), reversed.end());
    QCOMPARE(GridClipboard::toTsv(m, reversed, false), QStringLiteral("alpha\tplain\t0\nbeta\ttwo columns\t10\n"));
}

void TestGridClipboard::standardModelTwoRectangles() {
    QStandardItemModel* m = sampleModel(this);
    // Rows 0 and 2 in column 0, row 3 in column 2: their rows × columns, blank where nothing was selected.
    const QModelIndexList cells{m->index(0, 0), m->index(2, 0), m->index(3, 2)};
    QCOMPARE(GridClipboard::toTsv(m, cells, true), QStringLiteral("Name\tCount\nalpha\t\ngamma\t\n\t30\n"));
}

void TestGridClipboard::emptySelection() {
    QStandardItemModel* m = sampleModel(this);
    QCOMPARE(GridClipboard::toTsv(m, {}, true), QString());
    QCOMPARE(GridClipboard::toTsv(nullptr, rectangle(m, 0, 0, 1, 1), true), QString());
    QStandardItemModel other(2, 2);
    QCOMPARE(GridClipboard::toTsv(m, rectangle(&other, 0, 0, 1, 1), false), QString()); // another model's cells
}

void TestGridClipboard::copyCellsAndRows() {
    QMainWindow window;
    auto* view = new QTableView;
    QStandardItemModel* m = sampleModel(view);
    view->setModel(m);
    window.setCentralWidget(view);
    window.show();

    // Cells: no header line.
    view->selectionModel()->select(QItemSelection(m->index(0, 0), m->index(1, 1)), QItemSelectionModel::ClearAndSelect);
    GridClipboard::copy(view);
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("alpha\tplain\nbeta\ttwo columns\n"));
    QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Copied 4 cells."));

    // Whole rows: every column, with the headers; a hidden column stays out.
    view->setColumnHidden(1, true);
    view->selectionModel()->clearSelection();
    view->selectRow(2);
    view->selectionModel()->select(m->index(3, 0), QItemSelectionModel::Select | QItemSelectionModel::Rows);
    GridClipboard::copy(view);
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("Name\tCount\ngamma\t20\ndelta\t30\n"));
    QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Copied 2 rows."));

    // Nothing selected: the current cell.
    view->selectionModel()->clearSelection();
    view->selectionModel()->setCurrentIndex(m->index(1, 2), QItemSelectionModel::NoUpdate);
    GridClipboard::copy(view);
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("10\n"));
    QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Copied 1 cell."));
}

void TestGridClipboard::shortcutCopies() {
    QMainWindow window;
    auto* view = new QTableView;
    QStandardItemModel* m = sampleModel(view);
    view->setModel(m);
    window.setCentralWidget(view);
    QAction* action = GridClipboard::install(view);
    QCOMPARE(action->objectName(), QStringLiteral("gridCopyAction"));
    QCOMPARE(action->shortcut(), QKeySequence(QKeySequence::Copy));
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    view->setFocus();
    view->selectRow(0);
    QApplication::clipboard()->clear();
    QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier);
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("Name\tNote\tCount\nalpha\tplain\t0\n"));
}

void TestGridClipboard::refusesTooManyRows() {
    QMainWindow window;
    auto* view = new QTableView;
    QStandardItemModel m(GridClipboard::maxRows() + 1, 2);
    for (int r = 0; r < m.rowCount(); ++r)
        m.setItem(r, 0, new QStandardItem(QString::number(r)));
    view->setModel(&m);
    window.setCentralWidget(view);
    window.show();
    QApplication::clipboard()->setText(QStringLiteral("before"));
    view->selectAll();
    GridClipboard::copy(view);
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("before"));
    QVERIFY2(window.statusBar()->currentMessage().contains(QLatin1String("use Export")),
             qPrintable(window.statusBar()->currentMessage()));
    // One row fewer is copied.
    view->selectionModel()->select(QItemSelection(m.index(1, 0), m.index(m.rowCount() - 1, 1)),
                                   QItemSelectionModel::ClearAndSelect);
    GridClipboard::copy(view);
    QCOMPARE(QApplication::clipboard()->text().count(QLatin1Char('\n')), GridClipboard::maxRows() + 1);
    view->setModel(nullptr);
}

void TestGridClipboard::windowedModelMasksSecrets() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase db(engine);
    QVERIFY2(db.isValid(), qPrintable(db.error()));
    QVERIFY(createDemo(db));
    // connections as the open database's catalog describes it, as the grid has it.
    const auto conn = db.connect(true);
    const TableDescriptor* table = conn->catalog().table(QStringLiteral("connections"));
    QVERIFY(table);
    QCOMPARE(table->defaultSortColumn, QStringLiteral("id"));
    WindowedTableModel model(*table, db.url(), true);
    QVERIFY(QTest::qWaitFor([&]() { return model.isCountExact(); }, 20000));
    QVERIFY(model.rowCount() >= 3);
    model.prefetch(0, model.rowCount() - 1);
    QVERIFY(QTest::qWaitFor([&]() { return model.isRowLoaded(model.rowCount() - 1) && model.isRowLoaded(0); }, 20000));

    // The Fernet token of the connection's password (empty for a connection without one).
    const int secret = table->columnIndex(QStringLiteral("password_encrypted"));
    const int name = table->columnIndex(QStringLiteral("name"));
    QVERIFY(secret >= 0 && name >= 0);
    const QModelIndexList all = rectangle(&model, 0, 0, model.rowCount() - 1, model.columnCount() - 1);
    const QString tsv = GridClipboard::toTsv(&model, all, true);

    // Built from what the grid shows, row by row, its references as their stored ids (StoredTextRole).
    QString expected;
    QStringList headers;
    for (const ColumnDescriptor& c : table->columns)
        headers << c.label;
    expected += headers.join(QLatin1Char('\t')) + QLatin1Char('\n');
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList fields;
        for (int c = 0; c < model.columnCount(); ++c)
            fields << model.index(r, c)
                          .data(WindowedTableModel::StoredTextRole)
                          .toString()
                          .replace(QLatin1Char('\t'), QLatin1Char(' '));
        expected += fields.join(QLatin1Char('\t')) + QLatin1Char('\n');
    }
    QCOMPARE(tsv, expected);

    // Names in the grid's order (the table's default, by id), as SQL has them; secrets masked, never the token.
    QSqlQuery q(conn->db());
    QVERIFY(q.exec(QStringLiteral("SELECT name, password_encrypted FROM connections ORDER BY id")));
    const QStringList lines = tsv.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    int row = 1;
    int masked = 0;
    while (q.next()) {
        const QStringList fields = lines.at(row++).split(QLatin1Char('\t'));
        QCOMPARE(fields.at(name), q.value(0).toString());
        if (!q.value(1).isNull()) {
            QCOMPARE(fields.at(secret), cellformat::secretMask());
            if (!q.value(1).toString().isEmpty())
                QVERIFY(!tsv.contains(q.value(1).toString()));
            ++masked;
        } else {
            QCOMPARE(fields.at(secret), QString());
        }
    }
    QCOMPARE(row, lines.size());
    QVERIFY(masked > 0);
    QVERIFY(!tsv.contains(QLatin1String("gAAAAA")));

    // Even a proxy that shows stored values does not get a secret onto the clipboard.
    RevealingProxy proxy;
    proxy.setSourceModel(&model);
    bool revealed = false;
    for (int r = 0; r < proxy.rowCount(); ++r)
        revealed = revealed || proxy.index(r, secret).data().toString().startsWith(QLatin1String("gAAAAA"));
    QVERIFY(revealed);
    const QString viaProxy =
        GridClipboard::toTsv(&proxy, rectangle(&proxy, 0, 0, proxy.rowCount() - 1, proxy.columnCount() - 1), false);
    QVERIFY(!viaProxy.contains(QLatin1String("gAAAAA")));
    QVERIFY(viaProxy.contains(cellformat::secretMask()));
}

void TestGridClipboard::windowedModelWaitsForRows() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase db(engine);
    QVERIFY2(db.isValid(), qPrintable(db.error()));
    QVERIFY(createDemo(db));
    QMainWindow window;
    auto* view = new QTableView;
    const TableDescriptor runs = *db.connect(true)->catalog().table(QStringLiteral("runs"));
    WindowedTableModel model(runs, db.url(), true);
    view->setModel(&model);
    window.setCentralWidget(view);
    window.resize(900, 400);
    window.show();
    QVERIFY(QTest::qWaitFor([&]() { return model.isCountExact(); }, 20000));
    QCOMPARE(model.rowCount(), 2500);
    QVERIFY(QTest::qWaitFor([&]() { return model.isRowLoaded(0); }, 20000));
    QVERIFY(!model.isRowLoaded(2100)); // far below the first screen

    QApplication::clipboard()->setText(QStringLiteral("before"));
    view->selectionModel()->select(QItemSelection(model.index(2100, 0), model.index(2110, 0)),
                                   QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    GridClipboard::copy(view);
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("before"));
    QVERIFY2(window.statusBar()->currentMessage().contains(QLatin1String("still loading")),
             qPrintable(window.statusBar()->currentMessage()));
    // The copy asked for the rows; once they are in, it copies them.
    QVERIFY(QTest::qWaitFor([&]() { return model.isRowLoaded(2100) && model.isRowLoaded(2110); }, 20000));
    GridClipboard::copy(view);
    const QStringList lines = QApplication::clipboard()->text().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 12); // the header and 11 rows
    QCOMPARE(lines.at(0).split(QLatin1Char('\t')).size(), model.columnCount());
    QCOMPARE(lines.at(1).section(QLatin1Char('\t'), 0, 0), model.index(2100, 0).data().toString());
    QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Copied 11 rows."));
    view->setModel(nullptr);
}

void TestGridClipboard::windowedModelCopiesRealTypes() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase db(engine);
    QVERIFY2(db.isValid(), qPrintable(db.error()));
    QVERIFY(createDemo(db));
    const auto conn = db.connect(true);
    const bool sqlite = engine == ScratchDatabase::Engine::Sqlite;
    const QLocale before;
    QLocale::setDefault(QLocale::c()); // the expectations below are written in the C locale
    enum class Expect { Exact, SameNumber, UtcToLocal };
    struct Case {
        const char* table;
        const char* column;
        const char* pg;     ///< the shown text (or the UTC wall clock) by plain SQL, %1 the column
        const char* sqlite; ///< the same on SQLite
        Expect expect;
    };
    const Case cases[] = {
        // Money kept as a decimal string (varchar): every stored digit, as stored.
        {"ai_chat_turns", "cost_usd", "%1", "%1", Expect::Exact},
        // Epoch seconds as floats: the same number, no digit rounded away.
        {"flow_presence", "since", "%1::text", "CAST(%1 AS TEXT)", Expect::SameNumber},
        {"flow_presence", "seen", "%1::text", "CAST(%1 AS TEXT)", Expect::SameNumber},
        // Booleans (SQLite 0/1) as check marks.
        {"users", "is_superuser", "CASE WHEN %1 THEN '✓' ELSE '' END", "CASE WHEN %1 THEN '✓' ELSE '' END",
         Expect::Exact},
        {"groups", "is_admin", "CASE WHEN %1 THEN '✓' ELSE '' END", "CASE WHEN %1 THEN '✓' ELSE '' END", Expect::Exact},
        // Naive UTC (timestamp without time zone; SQLite DATETIME text) shown in the user's zone.
        {"audit_logs", "ts", "to_char(%1, 'YYYY-MM-DD HH24:MI:SS')", "substr(%1, 1, 19)", Expect::UtcToLocal},
        // timestamptz (SQLite ISO text with Z) shown in the user's zone.
        {"sessions", "expires_at", "to_char(%1 AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS')",
         "replace(substr(%1, 1, 19), 'T', ' ')", Expect::UtcToLocal},
        // uuid (text on SQLite) and text[] (a JSON array on SQLite).
        {"dashboards", "id", "%1::text", "%1", Expect::Exact},
        {"dashboards", "tags", "array_to_string(%1, ', ')", "(SELECT group_concat(value, ', ') FROM json_each(%1))",
         Expect::Exact},
    };
    for (const Case& c : cases) {
        const QString column = QString::fromLatin1(c.column);
        const TableDescriptor* table = conn->catalog().table(QString::fromLatin1(c.table));
        QVERIFY2(table, c.table);
        WindowedTableModel model(*table, db.url(), true);
        QVERIFY(QTest::qWaitFor([&]() { return model.isCountExact(); }, 20000));
        QVERIFY2(model.rowCount() > 0, c.table);
        model.prefetch(0, model.rowCount() - 1);
        QVERIFY(
            QTest::qWaitFor([&]() { return model.isRowLoaded(model.rowCount() - 1) && model.isRowLoaded(0); }, 20000));
        const int at = table->columnIndex(column);
        QVERIFY2(at >= 0, c.column);
        const QStringList shown =
            GridClipboard::toTsv(&model, rectangle(&model, 0, at, model.rowCount() - 1, at), false)
                .split(QLatin1Char('\n'));
        QCOMPARE(shown.size(), model.rowCount() + 1); // one line a row, and the last line's end
        int nonEmpty = 0;
        for (int r = 0; r < model.rowCount(); ++r) {
            // The row again by its key, through plain SQL.
            QStringList where;
            QVariantList key;
            for (const QString& k : table->primaryKey) {
                where << QStringLiteral("CAST(%1 AS text) = ?").arg(k);
                key << model.index(r, table->columnIndex(k)).data(WindowedTableModel::RawValueRole).toString();
            }
            QSqlQuery q(conn->db());
            const QString expr = QString::fromUtf8(sqlite ? c.sqlite : c.pg).arg(column);
            QVERIFY(q.prepare(QStringLiteral("SELECT %1 FROM %2 WHERE %3")
                                  .arg(expr, table->name, where.join(QLatin1String(" AND ")))));
            for (const QVariant& v : key)
                q.addBindValue(v);
            QVERIFY2(q.exec() && q.next(), qPrintable(q.lastQuery()));
            const QString plain = q.value(0).toString();
            const QString cell = shown.at(r);
            const QString where_ = QStringLiteral("%1.%2 row %3").arg(table->name, column).arg(r);
            switch (c.expect) {
            case Expect::Exact:
                QVERIFY2(cell == plain,
                         qPrintable(where_ + QStringLiteral(": shown \"%1\", SQL \"%2\"").arg(cell, plain)));
                break;
            case Expect::SameNumber:
                QVERIFY2(cell.toDouble() == plain.toDouble() && !cell.isEmpty(),
                         qPrintable(where_ + QStringLiteral(": shown %1, SQL %2").arg(cell, plain)));
                break;
            case Expect::UtcToLocal: {
                const QDateTime utc = QDateTime::fromString(plain, QStringLiteral("yyyy-MM-dd HH:mm:ss"));
                QVERIFY2(utc.isValid(), qPrintable(plain));
                const QString local = QDateTime(utc.date(), utc.time(), Qt::UTC)
                                          .toLocalTime()
                                          .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
                QVERIFY2(cell == local, qPrintable(where_ + QStringLiteral(": shown %1, UTC %2").arg(cell, plain)));
                QVERIFY(cell != plain); // 05:30 ahead, not the stored wall clock
                break;
            }
            }
            nonEmpty += !cell.isEmpty();
        }
        QVERIFY2(nonEmpty > 0, c.column);
    }
    QLocale::setDefault(before);
}

void TestGridClipboard::windowedModelCopiesStoredReferences() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase db(engine);
    QVERIFY2(db.isValid(), qPrintable(db.error()));
    QVERIFY(createDemo(db));
    const auto conn = db.connect(true);
    const TableDescriptor* runs = conn->catalog().table(QStringLiteral("runs"));
    QVERIFY(runs);
    WindowedTableModel model(*runs, db.url(), true);
    QVERIFY(QTest::qWaitFor([&]() { return model.isRowLoaded(0) && model.isRowLoaded(29); }, 20000));
    const int flow = runs->columnIndex(QStringLiteral("flow_id"));
    const int user = runs->columnIndex(QStringLiteral("launched_by"));
    QVERIFY(flow >= 0 && user >= 0);
    // The grid shows the flows by name; a copy takes what the database holds, the id, to paste into a filter or SQL.
    const QString tsv = GridClipboard::toTsv(&model, rectangle(&model, 0, 0, 29, model.columnCount() - 1), false);
    const QStringList lines = tsv.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 30);
    int labelled = 0;
    for (int r = 0; r < 30; ++r) {
        const QStringList fields = lines.at(r).split(QLatin1Char('\t'));
        for (int c : {flow, user}) {
            const QVariant stored = model.index(r, c).data(WindowedTableModel::RawValueRole);
            QCOMPARE(fields.at(c), stored.isNull() ? QString() : stored.toString());
            if (model.index(r, c).data().toString().contains(QStringLiteral(" · ")))
                ++labelled;
        }
    }
    QVERIFY(labelled > 0);
}

QTEST_MAIN(TestGridClipboard)

#include "tst_GridClipboard.moc"
