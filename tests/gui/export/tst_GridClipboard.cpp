#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"
#include "core/export/StoredText.h"
#include "gui/detail/RowDetailPane.h"
#include "gui/edit/RowEditDialog.h"
#include "gui/export/GridClipboard.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/pages/TablePage.h"
#include "models/WindowedTableModel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDateTime>
#include <QIdentityProxyModel>
#include <QLabel>
#include <QLocale>
#include <QMainWindow>
#include <QMimeData>
#include <QSqlError>
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

/// Tab-separated lines as GridClipboard writes them: a field in quotes may hold tabs and line breaks, "" a quote.
QList<QStringList> parseTsv(const QString& text) {
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false, fieldStart = true;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == u'"' && i + 1 < text.size() && text.at(i + 1) == u'"')
                field += text.at(++i);
            else if (c == u'"')
                quoted = false;
            else
                field += c;
        } else if (c == u'"' && fieldStart) {
            quoted = true;
            fieldStart = false;
        } else if (c == u'\t' || c == u'\n') {
            row << field;
            field.clear();
            fieldStart = true;
            if (c == u'\n') {
                rows << row;
                row.clear();
            }
        } else {
            field += c;
            fieldStart = false;
        }
    }
    return rows;
}
/// Every row from `first` to `last` read (a prefetch over several pages answers them one by one, in any order).
bool rowsLoaded(const WindowedTableModel& model, int first, int last) {
    for (int r = first; r <= last; ++r)
        if (!model.isRowLoaded(r))
            return false;
    return true;
}

} // namespace

/// Copying grid cells as tab-separated text: the selection's rows × columns, each value what the database holds (not
/// what the grid shows), secrets masked, whole rows with their headers, and nothing half-loaded or oversized.
/// The TSV a copy makes, as text (the tests' cells are all UTF-8).
static QString tsvOf(const QAbstractItemModel* model, const QModelIndexList& selection, bool withHeaders) {
    bool asStored = false;
    return QString::fromUtf8(GridClipboard::toTsvBytes(model, selection, withHeaders, &asStored));
}

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
    void windowedModelCopiesStoredBytes_data() { test::addEngineColumn(), test::addEngineRows(); }
    void windowedModelCopiesStoredBytes();

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
        QString error;
        const bool ok = test::fillDemo(db, &error, 2500);
        if (!ok)
            qWarning("%s", qPrintable(error));
        return ok;
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
    // Tabs and line breaks kept, inside quotes, as spreadsheets read them back.
    QCOMPARE(tsvOf(m, rectangle(m, 1, 0, 3, 1), false),
             QStringLiteral("beta\t\"two\tcolumns\"\ngamma\t\"two\nlines\"\ndelta\t\"crlf\r\nend\"\n"));
    QCOMPARE(tsvOf(m, rectangle(m, 0, 1, 1, 2), true), QStringLiteral("Note\tCount\nplain\t0\n\"two\tcolumns\"\t10\n"));
    // One cell alone: its text as it is.
    QCOMPARE(tsvOf(m, {m->index(3, 1)}, false), QStringLiteral("crlf\r\nend"));
    m->setItem(0, 1, new QStandardItem(QStringLiteral("say \"hi\"")));
    QCOMPARE(tsvOf(m, rectangle(m, 0, 0, 0, 1), false), QStringLiteral("alpha\t\"say \"\"hi\"\"\"\n"));
    // The order the cells were selected in does not matter.
    QModelIndexList reversed = rectangle(m, 0, 0, 1, 2);
    std::reverse(reversed.begin(), reversed.end());
    QCOMPARE(tsvOf(m, reversed, false), QStringLiteral("alpha\t\"say \"\"hi\"\"\"\t0\nbeta\t\"two\tcolumns\"\t10\n"));
}

void TestGridClipboard::standardModelTwoRectangles() {
    QStandardItemModel* m = sampleModel(this);
    // Rows 0 and 2 in column 0, row 3 in column 2: their rows × columns, blank where nothing was selected.
    const QModelIndexList cells{m->index(0, 0), m->index(2, 0), m->index(3, 2)};
    QCOMPARE(tsvOf(m, cells, true), QStringLiteral("Name\tCount\nalpha\t\ngamma\t\n\t30\n"));
}

void TestGridClipboard::emptySelection() {
    QStandardItemModel* m = sampleModel(this);
    QCOMPARE(tsvOf(m, {}, true), QString());
    QCOMPARE(tsvOf(nullptr, rectangle(m, 0, 0, 1, 1), true), QString());
    QStandardItemModel other(2, 2);
    QCOMPARE(tsvOf(m, rectangle(&other, 0, 0, 1, 1), false), QString()); // another model's cells
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
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("alpha\tplain\nbeta\t\"two\tcolumns\"\n"));
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
    QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("10"));
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
    QVERIFY(QTest::qWaitFor([&]() { return rowsLoaded(model, 0, model.rowCount() - 1); }, 20000));

    // The Fernet token of the connection's password (empty for a connection without one).
    const int secret = table->columnIndex(QStringLiteral("password_encrypted"));
    const int name = table->columnIndex(QStringLiteral("name"));
    QVERIFY(secret >= 0 && name >= 0);
    const QModelIndexList all = rectangle(&model, 0, 0, model.rowCount() - 1, model.columnCount() - 1);
    const QString tsv = tsvOf(&model, all, true);

    // Built from the values as read, row by row (a reference as its stored id), by the one rule export writes by.
    QString expected;
    QStringList headers;
    for (const ColumnDescriptor& c : table->columns)
        headers << c.label;
    const QList<QStringList> parsed = parseTsv(tsv);
    QCOMPARE(parsed.size(), model.rowCount() + 1);
    QCOMPARE(parsed.first(), headers);
    for (int r = 0; r < model.rowCount(); ++r)
        for (int c = 0; c < model.columnCount(); ++c)
            QCOMPARE(
                parsed.at(r + 1).at(c),
                StoredText(table->columns.at(c)).of(model.index(r, c).data(WindowedTableModel::RawValueRole)).text);

    // Names in the grid's order (the table's default, by id), as SQL has them; secrets masked, never the token.
    QSqlQuery q(conn->db());
    QVERIFY(q.exec(QStringLiteral("SELECT name, password_encrypted FROM connections ORDER BY id")));
    int row = 1;
    int masked = 0;
    while (q.next()) {
        const QStringList fields = parsed.at(row++);
        QCOMPARE(fields.at(name), q.value(0).toString());
        if (!q.value(1).isNull() && !q.value(1).toString().isEmpty()) {
            QCOMPARE(fields.at(secret), StoredText::secretMask());
            if (!q.value(1).toString().isEmpty())
                QVERIFY(!tsv.contains(q.value(1).toString()));
            ++masked;
        } else {
            QCOMPARE(fields.at(secret), QString());
        }
    }
    QCOMPARE(row, parsed.size());
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
        tsvOf(&proxy, rectangle(&proxy, 0, 0, proxy.rowCount() - 1, proxy.columnCount() - 1), false);
    QVERIFY(!viaProxy.contains(QLatin1String("gAAAAA")));
    QVERIFY(viaProxy.contains(StoredText::secretMask()));
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
    const QList<QStringList> lines = parseTsv(QApplication::clipboard()->text());
    QCOMPARE(lines.size(), 12); // the header and 11 rows
    QCOMPARE(lines.at(0).size(), model.columnCount());
    QCOMPARE(lines.at(1).at(0), model.index(2100, 0).data(WindowedTableModel::RawValueRole).toString());
    QCOMPARE(window.statusBar()->currentMessage(), QStringLiteral("Copied 11 rows."));
    view->setModel(nullptr);
}

void TestGridClipboard::windowedModelCopiesRealTypes() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase db(engine);
    QVERIFY2(db.isValid(), qPrintable(db.error()));
    QVERIFY(createDemo(db));
    const bool sqlite = engine == ScratchDatabase::Engine::Sqlite;
    {
        // Text longer than the grid shows, with a tab, line breaks and runs of spaces; money "0.10"; false.
        auto writer = db.connect();
        QSqlQuery w(writer->db());
        QVERIFY(w.prepare(QStringLiteral("UPDATE runs SET error = ? WHERE id % 7 = 0")));
        w.addBindValue(QStringLiteral("first\tline   with  spaces\r\nsecond ü ✓ ") + QString(300, QLatin1Char('x')));
        QVERIFY2(w.exec(), qPrintable(w.lastError().text()));
        QVERIFY2(w.exec(QStringLiteral("UPDATE ai_spend SET cost_usd = '0.10' WHERE id = (SELECT min(id) FROM "
                                       "ai_spend)")),
                 qPrintable(w.lastError().text()));
    }
    const auto conn = db.connect(true);
    QSqlQuery utc(conn->db());
    // PostgreSQL's own text for a timestamptz follows the session's zone: read in UTC, as the platforms store time.
    QVERIFY(sqlite || utc.exec(QStringLiteral("SET TIME ZONE 'UTC'")));
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German)); // digit grouping and a decimal comma, were any applied
    enum class Expect { Exact, SameNumber };
    struct Case {
        const char* table;
        const char* column;
        const char* pg;     ///< the stored text by plain SQL, %1 the column
        const char* sqlite; ///< the same on SQLite
        Expect expect;
    };
    const Case cases[] = {
        // Money kept as a decimal string (varchar): every stored digit, as stored.
        {"ai_chat_turns", "cost_usd", "%1", "%1", Expect::Exact},
        {"ai_spend", "cost_usd", "%1", "%1", Expect::Exact},
        // Epoch seconds as floats: the same number, no digit rounded away.
        {"flow_presence", "since", "%1::text", "CAST(%1 AS TEXT)", Expect::SameNumber},
        // Whole numbers without grouping; booleans (SQLite 0/1) as true and false.
        {"runs", "rows_written", "%1::text", "%1", Expect::Exact},
        {"users", "is_superuser", "%1::text", "CASE WHEN %1 THEN 'true' ELSE 'false' END", Expect::Exact},
        {"groups", "is_admin", "%1::text", "CASE WHEN %1 THEN 'true' ELSE 'false' END", Expect::Exact},
        // Long text and JSON kept as text: full length, tabs, line breaks and spaces as stored.
        {"runs", "error", "%1", "%1", Expect::Exact},
        {"runs", "destination", "%1", "%1", Expect::Exact},
        // Naive UTC (timestamp without time zone; SQLite DATETIME text) and timestamptz (SQLite ISO text with Z): the
        // stored text, never the user's local time.
        {"audit_logs", "ts", "%1::text", "%1", Expect::Exact},
        {"sessions", "expires_at", "%1::text", "%1", Expect::Exact},
        // uuid (text on SQLite), jsonb (text on SQLite) and text[] (a JSON array on SQLite).
        {"dashboards", "id", "%1::text", "%1", Expect::Exact},
        {"dashboard_versions", "spec", "%1::text", "%1", Expect::Exact},
        {"dashboards", "tags", "%1::text", "%1", Expect::Exact},
    };
    int falses = 0, longer = 0;
    for (const Case& c : cases) {
        const QString column = QString::fromLatin1(c.column);
        const TableDescriptor* table = conn->catalog().table(QString::fromLatin1(c.table));
        QVERIFY2(table, c.table);
        WindowedTableModel model(*table, db.url(), true);
        QVERIFY(QTest::qWaitFor([&]() { return model.isCountExact(); }, 20000));
        QVERIFY2(model.rowCount() > 0, c.table);
        const int rows = qMin(model.rowCount(), 300);
        model.prefetch(0, rows - 1);
        QVERIFY(QTest::qWaitFor([&]() { return rowsLoaded(model, 0, rows - 1); }, 20000));
        const int at = table->columnIndex(column);
        QVERIFY2(at >= 0, c.column);
        int nonEmpty = 0;
        for (int r = 0; r < rows; ++r) {
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
            // One cell copied alone: its text exactly, nothing around it.
            const QString cell = tsvOf(&model, {model.index(r, at)}, false);
            const QString where_ = QStringLiteral("%1.%2 row %3").arg(table->name, column).arg(r);
            if (c.expect == Expect::Exact)
                QVERIFY2(cell == plain,
                         qPrintable(where_ + QStringLiteral(": copied \"%1\", SQL \"%2\"").arg(cell, plain)));
            else
                QVERIFY2(cell.toDouble() == plain.toDouble() && !cell.isEmpty() && !cell.contains(QLatin1Char(',')),
                         qPrintable(where_ + QStringLiteral(": copied %1, SQL %2").arg(cell, plain)));
            nonEmpty += !cell.isEmpty();
            falses += cell == QLatin1String("false");
            longer += cell.size() > 160;
        }
        QVERIFY2(nonEmpty > 0, c.column);
    }
    QVERIFY(falses > 0);
    QVERIFY(longer > 0);
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
    const QString tsv = tsvOf(&model, rectangle(&model, 0, 0, 29, model.columnCount() - 1), false);
    const QList<QStringList> lines = parseTsv(tsv);
    QCOMPARE(lines.size(), 30);
    int labelled = 0;
    for (int r = 0; r < 30; ++r) {
        const QStringList& fields = lines.at(r);
        for (int c : {flow, user}) {
            const QVariant stored = model.index(r, c).data(WindowedTableModel::RawValueRole);
            QCOMPARE(fields.at(c), stored.isNull() ? QString() : stored.toString());
            if (model.index(r, c).data().toString().contains(QStringLiteral(" · ")))
                ++labelled;
        }
    }
    QVERIFY(labelled > 0);
}

void TestGridClipboard::windowedModelCopiesStoredBytes() {
    QFETCH(ScratchDatabase::Engine, engine);
    ScratchDatabase db(engine);
    QVERIFY2(db.isValid(), qPrintable(db.error()));
    QVERIFY(createDemo(db));
    const auto conn = db.connect(false);
    // SQLite keeps the bytes it was given: a stray continuation byte (read as "µ"), a cut sequence (read as "ĸ"),
    // bytes that start nothing (read as U+FFFD). PostgreSQL keeps UTF-8 only: there the same words are as stored.
    QString error;
    const QList<QByteArray> planted = {QByteArray::fromHex("6361B5"), QByteArray::fromHex("78E4B879"),
                                       QByteArray::fromHex("4FE96C6C65FF"), QByteArray("plain \xC3\xA9")};
    for (int i = 0; i < planted.size(); ++i) {
        const QString value =
            db.url().isSqlite() ? QStringLiteral("CAST(X'%1' AS TEXT)").arg(QString::fromLatin1(planted.at(i).toHex()))
                                : QStringLiteral("'%1'").arg(QString::fromUtf8(planted.at(i)));
        QVERIFY2(conn->exec(QStringLiteral("UPDATE groups SET description = %1 WHERE id = (SELECT id FROM groups "
                                           "ORDER BY id LIMIT 1 OFFSET %2)")
                                .arg(value)
                                .arg(i),
                            &error),
                 qPrintable(error));
    }
    const TableDescriptor* groups = conn->catalog().table(QStringLiteral("groups"));
    QVERIFY(groups);
    const int description = groups->columnIndex(QStringLiteral("description"));
    WindowedTableModel model(*groups, db.url(), true);
    QVERIFY(QTest::qWaitFor([&]() { return model.isCountExact(); }, 20000));
    model.prefetch(0, model.rowCount() - 1);
    QVERIFY(QTest::qWaitFor([&]() { return rowsLoaded(model, 0, model.rowCount() - 1); }, 20000));
    // The model's row of each planted value (the grid's sort need not be the key's).
    QList<int> rowOf;
    QSqlQuery q(conn->db());
    QVERIFY(q.exec(QStringLiteral("SELECT id FROM groups ORDER BY id LIMIT 4")));
    const int idColumn = groups->columnIndex(QStringLiteral("id"));
    while (q.next())
        for (int r = 0; r < model.rowCount(); ++r)
            if (model.index(r, idColumn).data(WindowedTableModel::RawValueRole).toLongLong() == q.value(0).toLongLong())
                rowOf << r;
    q.finish();
    QCOMPARE(rowOf.size(), planted.size());
    const QStringList shownSqlite = {QStringLiteral("ca\\xB5"), QStringLiteral("x\\xE4\\xB8y"),
                                     QStringLiteral("O\\xE9lle\\xFF"), QStringLiteral("plain é")};
    for (int i = 0; i < planted.size(); ++i) {
        const QModelIndex cell = model.index(rowOf.at(i), description);
        const bool utf8 = !db.url().isSqlite() || i == 3;
        // Shown as the bytes it holds: never the characters SQLite's conversion made of them.
        QCOMPARE(cell.data().toString(), utf8 ? QString::fromUtf8(planted.at(i)) : shownSqlite.at(i));
        QCOMPARE(cell.data(WindowedTableModel::StoredBytesRole).isValid(), !utf8);
        if (!utf8) {
            QCOMPARE(cell.data(WindowedTableModel::StoredBytesRole).toByteArray(), planted.at(i));
            QVERIFY(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("not UTF-8")));
        }
        // Copied: the stored bytes.
        bool asStored = false;
        QCOMPARE(GridClipboard::toTsvBytes(&model, {cell}, false, &asStored),
                 utf8 ? QString::fromUtf8(planted.at(i)).toUtf8() : planted.at(i));
        QCOMPARE(asStored, !utf8);
    }
    // Through the view's Copy: the clipboard's plain text is the bytes as stored.
    QMainWindow window;
    auto* view = new QTableView;
    view->setModel(&model);
    window.setCentralWidget(view);
    GridClipboard::install(view);
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    view->setFocus();
    view->setCurrentIndex(model.index(rowOf.at(0), description));
    QApplication::clipboard()->clear();
    QTest::keyClick(view, Qt::Key_C, Qt::ControlModifier);
    QVERIFY(QApplication::clipboard()->mimeData());
    QCOMPARE(QApplication::clipboard()->mimeData()->data(QStringLiteral("text/plain")),
             db.url().isSqlite() ? planted.at(0) : QString::fromUtf8(planted.at(0)).toUtf8());
    if (db.url().isSqlite())
        QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("not UTF-8")),
                 qPrintable(window.statusBar()->currentMessage()));

    // The detail pane shows the row's bytes as the grid does (the window hands it StoredBytesRole by column).
    QVariantList values;
    QHash<int, QByteArray> bytes;
    for (int c = 0; c < model.columnCount(); ++c) {
        values << model.index(rowOf.at(1), c).data(WindowedTableModel::RawValueRole);
        const QVariant stored = model.index(rowOf.at(1), c).data(WindowedTableModel::StoredBytesRole);
        if (stored.isValid())
            bytes.insert(c, stored.toByteArray());
    }
    RowDetailPane pane;
    pane.setDatabase(db.url(), conn->sharedCatalog());
    pane.showRow(*groups, values, bytes);
    const QWidget* field = pane.findChild<QWidget*>(QStringLiteral("field_description"));
    QVERIFY(field);
    const QString shownText = field->property("text").isValid() ? field->property("text").toString()
                                                                : field->property("plainText").toString();
    QCOMPARE(shownText, db.url().isSqlite() ? shownSqlite.at(1) : QString::fromUtf8(planted.at(1)));

    // The table page: its highlighted row copied whole (a header line, then the row), and what it hands the pane.
    TablePage page(*groups, db.url(), true, conn->sharedCatalog());
    page.resize(900, 500);
    page.show();
    WindowedTableModel* pageModel = page.model();
    QVERIFY(QTest::qWaitFor([&]() { return pageModel->isCountExact(); }, 20000));
    pageModel->prefetch(0, pageModel->rowCount() - 1);
    QVERIFY(QTest::qWaitFor([&]() { return rowsLoaded(*pageModel, 0, pageModel->rowCount() - 1); }, 20000));
    int pageRow = -1;
    for (int r = 0; r < pageModel->rowCount(); ++r)
        if (pageModel->index(r, description).data(WindowedTableModel::RawValueRole) ==
            model.index(rowOf.at(0), description).data(WindowedTableModel::RawValueRole))
            pageRow = r;
    QVERIFY(pageRow >= 0);
    page.grid()->selectRow(pageRow);
    QVERIFY(QTest::qWaitFor([&]() { return !page.selectedValues().isEmpty(); }, 20000));
    QCOMPARE(page.selectedStoredBytes().value(description), db.url().isSqlite() ? planted.at(0) : QByteArray());
    QApplication::clipboard()->clear();
    page.copySelection();
    QVERIFY(QApplication::clipboard()->mimeData());
    const QByteArray copied = QApplication::clipboard()->mimeData()->data(QStringLiteral("text/plain"));
    QVERIFY2(copied.contains('\t' + (db.url().isSqlite() ? planted.at(0) : QString::fromUtf8(planted.at(0)).toUtf8()) +
                             '\t'),
             copied.constData());
    auto* status = page.findChild<QLabel*>(QStringLiteral("rowStatus"));
    QVERIFY(status);
    QCOMPARE(status->text().contains(QStringLiteral("not UTF-8")), db.url().isSqlite());

    // The edit dialog says so under the field (its editor holds the text as SQLite reads it), and writes nothing of
    // it untouched.
    QVariantMap original;
    bool found = false;
    const qint64 firstId = model.index(rowOf.at(0), idColumn).data(WindowedTableModel::RawValueRole).toLongLong();
    QVERIFY2(RowStore(*conn, *groups).fetch({firstId}, &original, &found, &error) && found, qPrintable(error));
    RowWriter writer(*conn);
    RowEditDialog dialog(*conn, &writer, *groups, RowEditDialog::Mode::Edit, original);
    auto* note = dialog.findChild<QLabel*>(QStringLiteral("storedBytes_description"));
    QCOMPARE(note != nullptr, db.url().isSqlite());
    if (note)
        QVERIFY2(note->text().contains(QStringLiteral("ca\\xB5")), qPrintable(note->text()));
    QVERIFY(dialog.typedValues().isEmpty());
}

QTEST_MAIN(TestGridClipboard)

#include "tst_GridClipboard.moc"
