#include "common/CliRun.h"
#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"
#include "core/edit/ValueCodec.h"
#include "gui/detail/JsonView.h"
#include "gui/detail/LongText.h"
#include "gui/detail/RowDetailPane.h"
#include "gui/edit/FieldEditor.h"
#include "gui/edit/RowEditDialog.h"
#include "models/JsonTreeModel.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextCursor>
#include <QTextDocument>

using namespace metadesk;
using metadesk::test::CliRun;
using metadesk::test::ScratchDatabase;

/// Huge and hostile values in one Tabularia flow: a 10 MB JSON definition and a 1 MB description holding control
/// characters and right-to-left text. They are shown in the detail pane, exported as JSON, and survive an edit of
/// another column of the row byte for byte, in the edit dialog and in the CLI. Both are read and laid out off the GUI
/// thread (asserted: the pane says it is reading them right after showing the row; the dialog holds them until asked);
/// the GUI thread's longest stall while the pane fills, and the dialog's opening, are printed (not asserted: the
/// machine is noisy).
class TestHugeValues : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QString why;
        QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
        m_cli = qEnvironmentVariable("METADESK_CLI");
        QVERIFY2(QFileInfo(m_cli).isExecutable(), "METADESK_CLI must name the metadesk-cli binary (ctest sets it)");
    }
    void shownExportedAndKeptByAnEdit_data() { test::addEngineColumn(), test::addEngineRows(); }
    void shownExportedAndKeptByAnEdit();

private:
    /// The stored bytes of a text column of flow `id`, as the engine keeps them.
    QByteArray storedBytes(const QString& column, qint64 id) const {
        QSqlQuery q(m_conn->db());
        const QString sql = m_conn->isSqlite()
                                ? QStringLiteral("SELECT CAST(%1 AS BLOB) FROM flows WHERE id = ?").arg(column)
                                : QStringLiteral("SELECT convert_to(%1, 'UTF8') FROM flows WHERE id = ?").arg(column);
        q.prepare(sql);
        q.addBindValue(id);
        if (!q.exec() || !q.next()) {
            qWarning("%s: %s", qPrintable(sql), qPrintable(q.lastError().text()));
            return {};
        }
        return q.value(0).toByteArray();
    }

    QString m_cli;
    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
};

void TestHugeValues::shownExportedAndKeptByAnEdit() {
    QFETCH(ScratchDatabase::Engine, engine);
    QString error;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &error, 5), qPrintable(error));
    QSqlQuery q(m_conn->db());
    QVERIFY(q.exec(QStringLiteral("SELECT min(id) FROM flows")) && q.next());
    const qint64 id = q.value(0).toLongLong();

    // 10 MB of JSON, in the shape of a flow definition.
    QJsonArray nodes;
    const QString filler(200, QLatin1Char('x'));
    for (int i = 0; i < 45000; ++i)
        nodes.append(
            QJsonObject{{QStringLiteral("id"), QStringLiteral("n%1").arg(i)}, {QStringLiteral("label"), filler}});
    const QByteArray definition =
        QJsonDocument(QJsonObject{{QStringLiteral("nodes"), nodes}}).toJson(QJsonDocument::Compact);
    QVERIFY2(definition.size() >= 10'000'000, qPrintable(QString::number(definition.size())));
    // 1 MB of text: control characters, Hebrew and Arabic, an emoji, a NUL-free mix.
    const QString hostile = QStringLiteral("tab\there bell\a esc\x1b[31m cr\r lf\n ") +
                            QString::fromUtf8("שלום עולם مرحبا بالعالم \u202Eevil\u202C 🚀 ");
    QString description;
    while (description.size() < 1'000'000)
        description += hostile;
    QVERIFY(q.prepare(QStringLiteral("UPDATE flows SET definition = ?, description = ? WHERE id = ?")));
    q.addBindValue(QString::fromUtf8(definition));
    q.addBindValue(description);
    q.addBindValue(id);
    QVERIFY2(q.exec(), qPrintable(q.lastError().text()));
    const QByteArray storedDefinition = storedBytes(QStringLiteral("definition"), id);
    const QByteArray storedDescription = storedBytes(QStringLiteral("description"), id);
    QCOMPARE(storedDefinition, definition);
    QVERIFY(storedDescription.startsWith(description.toUtf8()));

    // Shown: the row as the grid reads it, in the pane, timed.
    const TableDescriptor& flows = *m_conn->catalog().table(QStringLiteral("flows"));
    QStringList select;
    for (const ColumnDescriptor& c : flows.columns)
        select << (!m_conn->isSqlite() && c.kind == ColumnKind::Timestamp ? valuecodec::pgUtcText(c, c.name) : c.name);
    QVERIFY(
        q.exec(QStringLiteral("SELECT %1 FROM flows WHERE id = %2").arg(select.join(QStringLiteral(", "))).arg(id)));
    QVERIFY(q.next());
    QVariantList values;
    for (int i = 0; i < flows.columns.size(); ++i)
        values << q.value(i);
    q.finish();
    RowDetailPane pane;
    pane.resize(460, 900);
    pane.show();
    pane.setDatabase(m_scratch->url(), m_conn->sharedCatalog());
    // Which cell costs what: each huge one alone, then both as a selection shows them (the pane stays on it).
    const int definitionAt = flows.columnIndex(QStringLiteral("definition"));
    const int descriptionAt = flows.columnIndex(QStringLiteral("description"));
    QVariantList jsonOnly = values, textOnly = values;
    jsonOnly[descriptionAt] = QStringLiteral("short");
    textOnly[definitionAt] = QStringLiteral("{}");
    const auto reading = [&]() {
        for (const JsonView* view : pane.findChildren<JsonView*>())
            if (view->isReading())
                return true;
        for (const QPlainTextEdit* edit : pane.findChildren<QPlainTextEdit*>())
            if (longtext::isPending(edit))
                return true;
        return false;
    };
    // The longest the GUI thread is held: showing the row, then each turn of the event loop until the pane is full.
    const auto longestStall = [&](const QVariantList& row) {
        pane.clear();
        QCoreApplication::processEvents();
        QElapsedTimer timer;
        timer.start();
        pane.showRow(flows, row);
        QCoreApplication::processEvents();
        qint64 longest = timer.elapsed();
        [&]() { QVERIFY2(reading(), "a huge value is read on the GUI thread"); }();
        QElapsedTimer waited;
        waited.start();
        while (reading() && waited.elapsed() < 60000) {
            timer.restart();
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
            longest = qMax(longest, timer.elapsed());
        }
        QCoreApplication::processEvents();
        return longest;
    };
    const qint64 jsonMs = longestStall(jsonOnly);
    QVERIFY(!QTest::currentTestFailed());
    const qint64 textMs = longestStall(textOnly);
    QVERIFY(!QTest::currentTestFailed());
    pane.showRow(flows, values);
    QVERIFY(QTest::qWaitFor([&]() { return !reading(); }, 60000));
    qInfo("detail pane, GUI thread's longest stall: the 10 MB JSON cell %lld ms, the 1 MB text cell %lld ms", jsonMs,
          textMs);
    // The tree is the stored document's: every node, in the stored order.
    auto* definitionView = pane.findChild<JsonView*>(QStringLiteral("field_definition"));
    QVERIFY(definitionView);
    QVERIFY(definitionView->isValidJson());
    const JsonTreeModel* tree = definitionView->model();
    QCOMPARE(tree->rowCount(), 1);
    const QModelIndex nodesAt = tree->index(0, 0);
    QCOMPARE(nodesAt.data().toString(), QStringLiteral("nodes"));
    QCOMPARE(tree->rowCount(nodesAt), 45000);
    QCOMPARE(tree->index(0, JsonTreeModel::KeyColumn, tree->index(44999, 0, nodesAt)).data().toString(),
             QStringLiteral("id"));
    QCOMPARE(tree->index(0, JsonTreeModel::ValueColumn, tree->index(44999, 0, nodesAt)).data().toString(),
             QStringLiteral("n44999"));
    // Its text view, formatted off the GUI thread too: the stored document, laid out.
    definitionView->setMode(JsonView::Mode::Text);
    QVERIFY(definitionView->isReading());
    QVERIFY(QTest::qWaitFor([&]() { return !definitionView->isReading(); }, 60000));
    auto* definitionText = definitionView->findChild<QPlainTextEdit*>(QStringLiteral("jsonText"));
    QVERIFY(definitionText);
    QVERIFY(definitionText->isReadOnly());
    // Laid out over lines; without its layout (no stored text holds white space), the stored bytes.
    QVERIFY(definitionText->document()->blockCount() > 45000);
    QString compact = definitionText->toPlainText();
    compact.remove(QRegularExpression(QStringLiteral("\\s")));
    QVERIFY(compact.toUtf8() == definition);
    auto* shownDescription = pane.findChild<QPlainTextEdit*>(QStringLiteral("field_description"));
    QVERIFY(shownDescription);
    QVERIFY(shownDescription->isReadOnly());
    // Every character as read, its line breaks (a lone CR among them) shown as lines.
    static const QRegularExpression lineBreak(QStringLiteral("\\r\\n|\\r|\\n|\\x{2029}"));
    const QStringList shownLines = shownDescription->toPlainText().split(lineBreak);
    const QStringList storedLines = values.at(descriptionAt).toString().split(lineBreak);
    QCOMPARE(shownLines.size(), storedLines.size());
    QVERIFY(shownLines == storedLines);
    QVERIFY(pane.findChild<QWidget*>(QStringLiteral("field_definition")));

    // Exported: the JSON export holds the values as stored.
    QTemporaryDir dir;
    const QString exported = dir.filePath(QStringLiteral("flows.json"));
    CliRun r = test::runCli(m_cli,
                            {QStringLiteral("export"), QStringLiteral("--database"), m_scratch->urlText(),
                             QStringLiteral("--table"), QStringLiteral("flows"), QStringLiteral("--format"),
                             QStringLiteral("json"), QStringLiteral("--output"), exported},
                            {}, dir.path());
    QVERIFY2(r.exitedWith(0), qPrintable(r.report().left(2000)));
    QFile file(exported);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(file.readAll(), &parseError);
    QVERIFY2(!document.isNull(), qPrintable(parseError.errorString()));
    QJsonObject exportedRow;
    for (const QJsonValue& v : document.array())
        if (v.toObject().value(QStringLiteral("id")).toInteger() == id)
            exportedRow = v.toObject();
    QVERIFY(!exportedRow.isEmpty());
    const QJsonValue exportedDefinition = exportedRow.value(QStringLiteral("definition"));
    const QByteArray definitionBack = exportedDefinition.isString()
                                          ? exportedDefinition.toString().toUtf8()
                                          : QJsonDocument(exportedDefinition.toObject()).toJson(QJsonDocument::Compact);
    QCOMPARE(definitionBack.size(), definition.size());
    QVERIFY(definitionBack == definition);
    QVERIFY(exportedRow.value(QStringLiteral("description")).toString().startsWith(description));

    // Edited in the dialog: the huge cells are held, not put into editors, and a save of another field leaves them.
    QVariantMap original;
    bool found = false;
    QVERIFY2(RowStore(*m_conn, flows).fetch({id}, &original, &found, &error) && found, qPrintable(error));
    RowWriter writer(*m_conn);
    QElapsedTimer opening;
    opening.start();
    auto dialog = std::make_unique<RowEditDialog>(*m_conn, &writer, flows, RowEditDialog::Mode::Edit, original);
    dialog->show();
    QCoreApplication::processEvents();
    qInfo("edit dialog on the row: opened and shown in %lld ms", opening.elapsed());
    test::saveScreenshot(dialog.get(), QStringLiteral("edit-dialog-held-values.png"));
    for (const QString& column : {QStringLiteral("definition"), QStringLiteral("description")}) {
        FieldEditor* held = dialog->editor(column);
        QVERIFY(held);
        QVERIFY2(held->isHeld(), qPrintable(column));
        auto* input = qobject_cast<QPlainTextEdit*>(held->input());
        QVERIFY(input && input->isReadOnly() && input->document()->isEmpty());
        QVERIFY(input->placeholderText().contains(QStringLiteral("characters")));
        auto* load = held->findChild<QPushButton*>(QStringLiteral("loadHeldButton"));
        QVERIFY(load && load->isVisible() && load->isEnabled());
        QCOMPARE(held->value(), valuecodec::toEdit(*flows.column(column), original.value(column)));
    }
    auto* nameEdit = qobject_cast<QLineEdit*>(dialog->editor(QStringLiteral("name"))->input());
    QVERIFY(nameEdit);
    nameEdit->selectAll();
    QTest::keyClicks(nameEdit, QStringLiteral("held huge values"));
    QCOMPARE(dialog->typedValues().keys(), QStringList{QStringLiteral("name")});
    dialog->tryAccept();
    QVERIFY2(dialog->result().ok(), qPrintable(dialog->messageText()));
    QVERIFY(storedBytes(QStringLiteral("definition"), id) == storedDefinition);
    QVERIFY(storedBytes(QStringLiteral("description"), id) == storedDescription);
    // Asked, a held value is laid into its editor off the GUI thread, handed back as given until it is there, and
    // then editable; loaded and left alone, it is still not written.
    QVERIFY2(RowStore(*m_conn, flows).fetch({id}, &original, &found, &error) && found, qPrintable(error));
    dialog = std::make_unique<RowEditDialog>(*m_conn, &writer, flows, RowEditDialog::Mode::Edit, original);
    dialog->show();
    FieldEditor* definitionEditor = dialog->editor(QStringLiteral("definition"));
    auto* definitionInput = qobject_cast<QPlainTextEdit*>(definitionEditor->input());
    QTest::mouseClick(definitionEditor->findChild<QPushButton*>(QStringLiteral("loadHeldButton")), Qt::LeftButton);
    QVERIFY(definitionEditor->isHeld());
    QVERIFY(longtext::isPending(definitionInput));
    QCOMPARE(definitionEditor->value().toString().toUtf8(), definition);
    QVERIFY(QTest::qWaitFor([&]() { return !definitionEditor->isHeld(); }, 60000));
    QVERIFY(!definitionInput->isReadOnly());
    QVERIFY(!definitionEditor->findChild<QWidget*>(QStringLiteral("heldBar"))->isVisible());
    // The document, stored on one line, is edited over many (one line of 10 MB is laid out whole at every key) and
    // handed back on one, as stored.
    QVERIFY(definitionEditor->joinsLines());
    QVERIFY(definitionInput->document()->blockCount() > 45000);
    QVERIFY(definitionEditor->value().toString().toUtf8() == definition);
    test::saveScreenshot(dialog.get(), QStringLiteral("edit-dialog-held-value-loaded.png"));
    // Typed in, the loaded document is checked once the typing pauses, not at each key (each check reads and parses
    // the whole of it): a key that breaks the JSON is taken at once and marked after the pause, Save off until then
    // mended.
    auto* ok = dialog->findChild<QPushButton*>(QStringLiteral("okButton"));
    QVERIFY(ok && ok->isEnabled());
    QVERIFY(definitionEditor->checksWhenPaused());
    definitionInput->setFocus();
    definitionInput->moveCursor(QTextCursor::Start);
    definitionInput->moveCursor(QTextCursor::Down); // the second line shown: "nodes" of the one line stored
    QElapsedTimer typing;
    typing.start();
    QTest::keyClicks(definitionInput, QStringLiteral("{{"));
    qInfo("two keys typed into the loaded JSON in %lld ms", typing.elapsed());
    QVERIFY(ok->isEnabled()); // not checked yet: the typing has not paused
    QVERIFY(QTest::qWaitFor([&]() { return !ok->isEnabled(); }, 60000));
    QVERIFY(!ok->toolTip().isEmpty()); // "Fix the fields marked in red first."
    // Named where it is on the screen (line 2, where the braces were typed), not in the one line it is saved as.
    auto* problem = dialog->findChild<QLabel*>(QStringLiteral("problem_definition"));
    QVERIFY(problem && problem->isVisible());
    QVERIFY2(problem->text().contains(QStringLiteral("at line 2,")), qPrintable(problem->text()));
    QTest::keyClick(definitionInput, Qt::Key_Backspace);
    QTest::keyClick(definitionInput, Qt::Key_Backspace);
    QVERIFY(QTest::qWaitFor([&]() { return ok->isEnabled(); }, 60000));
    QVERIFY(definitionEditor->value().toString().toUtf8() == definition);
    dialog.reset();

    // Edited in the CLI: another column changed through the write path; the huge cells keep every byte.
    QVERIFY(q.exec(QStringLiteral("SELECT name FROM flows WHERE id = %1").arg(id)) && q.next());
    const QString name = q.value(0).toString();
    QCOMPARE(name, QStringLiteral("held huge values"));
    q.finish();
    r = test::runCli(m_cli,
                     {QStringLiteral("row"), QStringLiteral("set"), QStringLiteral("--database"), m_scratch->urlText(),
                      QStringLiteral("--table"), QStringLiteral("flows"), QStringLiteral("--key"),
                      QStringLiteral("id=%1").arg(id), QStringLiteral("--set"),
                      QStringLiteral("name=") + name + QStringLiteral(" (renamed)"), QStringLiteral("--expect"),
                      QStringLiteral("name=") + name},
                     {}, dir.path());
    QVERIFY2(r.exitedWith(0), qPrintable(r.report().left(2000)));
    QVERIFY(q.exec(QStringLiteral("SELECT name FROM flows WHERE id = %1").arg(id)) && q.next());
    QCOMPARE(q.value(0).toString(), name + QStringLiteral(" (renamed)"));
    q.finish();
    QVERIFY(storedBytes(QStringLiteral("definition"), id) == storedDefinition);
    QVERIFY(storedBytes(QStringLiteral("description"), id) == storedDescription);
}

QTEST_MAIN(TestHugeValues)
#include "tst_HugeValues.moc"
