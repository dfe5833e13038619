#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/edit/ConflictDialog.h"
#include "gui/edit/EditController.h"
#include "gui/edit/FieldEditor.h"
#include "gui/edit/InlineEditor.h"
#include "gui/edit/ReferencePicker.h"
#include "gui/edit/RowEditDialog.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/pages/TablePage.h"
#include "models/WindowedTableModel.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSqlQuery>
#include <QStandardItemModel>
#include <QTableView>
#include <QTest>
#include <QTimer>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {

/// The table as the open database has it: the catalog reconciled with its live schema, which the writer uses too.
const TableDescriptor& table(const DbConnection& conn, const char* name) {
    return *conn.catalog().table(QString::fromLatin1(name));
}

qint64 scalar(const DbConnection& conn, const QString& sql, const QVariantList& values = {}) {
    QSqlQuery q(conn.db());
    QString error;
    return conn.execBound(&q, sql, values, &error) && q.next() ? q.value(0).toLongLong() : -1;
}

QVariantMap fetch(const DbConnection& conn, const char* name, const QVariant& id) {
    QVariantMap row;
    bool found = false;
    QString error;
    RowStore(conn, table(conn, name)).fetch({id}, &row, &found, &error);
    return row;
}

void typeInto(FieldEditor* editor, const QString& text) {
    if (auto* line = qobject_cast<QLineEdit*>(editor->input())) {
        line->selectAll();
        QTest::keyClicks(line, text);
    } else if (auto* plain = qobject_cast<QPlainTextEdit*>(editor->input())) {
        plain->selectAll();
        QTest::keyClicks(plain, text);
    }
}

/// Everything the dialog reports, for a failure message: the general line and each field's problem.
QString reported(const RowEditDialog& dialog, const TableDescriptor& t) {
    QStringList out{dialog.messageText()};
    for (const ColumnDescriptor& c : t.columns)
        if (!dialog.problemText(c.name).isEmpty())
            out << c.name + QStringLiteral(": ") + dialog.problemText(c.name);
    return out.join(QLatin1Char('\n'));
}

} // namespace

/// The edit path's widgets on both engines: one generated dialog (editor kinds, inline rule messages, OK disabled,
/// a database refusal that keeps everything typed), the searchable reference picker, the conflict dialog (merge,
/// re-create) and the main window's actions (delete with its impact, undo) with exactly one audit entry each.
class TestRowEditing : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void generatedDialog_data() { test::addEngineColumn(), test::addEngineRows(); }
    void generatedDialog();
    void secondRowAndTextKeys_data() { test::addEngineColumn(), test::addEngineRows(); }
    void secondRowAndTextKeys();
    void referencePickerSearches_data() { test::addEngineColumn(), test::addEngineRows(); }
    void referencePickerSearches();
    void conflictMergeKeepsBoth_data() { test::addEngineColumn(), test::addEngineRows(); }
    void conflictMergeKeepsBoth();
    void conflictRecreatesDeletedRow_data() { test::addEngineColumn(), test::addEngineRows(); }
    void conflictRecreatesDeletedRow();
    void windowDeleteAndUndo_data() { test::addEngineColumn(), test::addEngineRows(); }
    void windowDeleteAndUndo();
    void inlineEditUsesTheSamePath_data() { test::addEngineColumn(), test::addEngineRows(); }
    void inlineEditUsesTheSamePath();
    void readOnlyDisablesEditing_data() { test::addEngineColumn(), test::addEngineRows(); }
    void readOnlyDisablesEditing();
    void newRowsAndDuplicatesKeepThePlatformsValues_data() { test::addEngineColumn(), test::addEngineRows(); }
    void newRowsAndDuplicatesKeepThePlatformsValues();

private:
    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
};

void TestRowEditing::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-edit-test"));
}

void TestRowEditing::init() {
    QFETCH(ScratchDatabase::Engine, engine);
    QString why;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &why, 300), qPrintable(why));
}

void TestRowEditing::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestRowEditing::newRowsAndDuplicatesKeepThePlatformsValues() {
    RowWriter writer(*m_conn);
    writer.setActor(Actor{QVariant(), QStringLiteral("tester via Metadesk")});
    // A new user is active, as the gateway's model makes one; the password hash is not a field anyone types in.
    RowEditDialog user(*m_conn, &writer, table(*m_conn, "users"), RowEditDialog::Mode::New, {});
    auto* active = qobject_cast<QCheckBox*>(user.editor(QStringLiteral("is_active"))->input());
    QVERIFY(active);
    QVERIFY(active->isChecked());
    QVERIFY(!user.editor(QStringLiteral("hashed_password"))->isEnabled());

    // A duplicated connection carries its Fernet token byte for byte (an editor never held it) and, on Undo-free
    // paths alike, every untouched value exactly as stored, but for the times the platform sets on creation.
    const QVariant id =
        scalar(*m_conn, QStringLiteral("SELECT min(id) FROM connections WHERE password_encrypted <> ''"));
    const QVariantMap row = fetch(*m_conn, "connections", id);
    RowEditDialog copy(*m_conn, &writer, table(*m_conn, "connections"), RowEditDialog::Mode::Duplicate, row);
    QVERIFY(!copy.editor(QStringLiteral("password_encrypted"))->isEnabled());
    auto* password = qobject_cast<QLineEdit*>(copy.editor(QStringLiteral("password_encrypted"))->input());
    QVERIFY(password);
    QVERIFY2(!password->text().contains(row.value(QStringLiteral("password_encrypted")).toString().left(8)),
             "the token reached a widget");
    typeInto(copy.editor(QStringLiteral("name")), QStringLiteral("copy-of-connection"));
    copy.tryAccept();
    QCOMPARE(copy.result().outcome, WriteResult::Outcome::Done);
    const QVariantMap made = fetch(*m_conn, "connections", copy.result().key.first());
    QCOMPARE(made.value(QStringLiteral("password_encrypted")).toString(),
             row.value(QStringLiteral("password_encrypted")).toString());
    QCOMPARE(made.value(QStringLiteral("extra")).toString(), row.value(QStringLiteral("extra")).toString());
    // The copy is created now, as the platform creates a connection: not when its original was.
    QVERIFY2(made.value(QStringLiteral("created_at")).toString() > row.value(QStringLiteral("created_at")).toString(),
             qPrintable(made.value(QStringLiteral("created_at")).toString()));
}

void TestRowEditing::generatedDialog() {
    RowWriter writer(*m_conn);
    writer.setActor(Actor{QVariant(), QStringLiteral("tester via Metadesk")});

    // flows: a reference, one of the engine catalog's values, JSON text (a flow has no boolean: an empty
    // run_schedule is what turns its schedule off; the group dialog below has the check boxes).
    RowEditDialog flows(*m_conn, &writer, table(*m_conn, "flows"), RowEditDialog::Mode::New, {});
    QVERIFY(qobject_cast<ReferencePicker*>(flows.editor(QStringLiteral("project_id"))->input()));
    auto* engine = qobject_cast<QComboBox*>(flows.editor(QStringLiteral("engine"))->input());
    QVERIFY(engine);
    QVERIFY(engine->findText(QStringLiteral("duckdb")) >= 0);
    QVERIFY(qobject_cast<QPlainTextEdit*>(flows.editor(QStringLiteral("definition"))->input()));
    QVERIFY(qobject_cast<QLineEdit*>(flows.editor(QStringLiteral("run_schedule"))->input()));
    QVERIFY(!flows.isOkEnabled()); // name and project are required
    QVERIFY(flows.problemText(QStringLiteral("name")).contains(QStringLiteral("Required")));
    typeInto(flows.editor(QStringLiteral("definition")), QStringLiteral("{\"steps\": ["));
    QVERIFY2(flows.problemText(QStringLiteral("definition")).contains(QStringLiteral("Not valid JSON")),
             qPrintable(flows.problemText(QStringLiteral("definition"))));

    // groups: a name already taken is refused on OK, naming the holder, and everything typed stays.
    const qint64 audits = scalar(*m_conn, QStringLiteral("SELECT count(*) FROM audit_logs"));
    const QString taken = fetch(*m_conn, "groups", scalar(*m_conn, QStringLiteral("SELECT min(id) FROM groups")))
                              .value(QStringLiteral("name"))
                              .toString();
    RowEditDialog dialog(*m_conn, &writer, table(*m_conn, "groups"), RowEditDialog::Mode::New, {});
    dialog.show();
    QVERIFY(qobject_cast<QCheckBox*>(dialog.editor(QStringLiteral("is_admin"))->input()));
    QVERIFY(qobject_cast<QCheckBox*>(dialog.editor(QStringLiteral("is_observer"))->input()));
    QVERIFY(!dialog.isOkEnabled());
    typeInto(dialog.editor(QStringLiteral("name")), taken);
    typeInto(dialog.editor(QStringLiteral("description")), QStringLiteral("typed and kept"));
    QVERIFY(dialog.isOkEnabled());
    dialog.tryAccept();
    QVERIFY(dialog.isVisible());
    QVERIFY2(dialog.problemText(QStringLiteral("name")).contains(taken),
             qPrintable(dialog.problemText(QStringLiteral("name"))));
    QCOMPARE(dialog.editor(QStringLiteral("description"))->value().toString(), QStringLiteral("typed and kept"));
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM audit_logs")), audits);

    typeInto(dialog.editor(QStringLiteral("name")), QStringLiteral("brand-new-group"));
    dialog.tryAccept();
    QCOMPARE(dialog.result().outcome, WriteResult::Outcome::Done);
    QVERIFY(!dialog.isVisible());
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE name = 'brand-new-group' AND "
                                            "description = 'typed and kept'")),
             1);
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM audit_logs")), audits + 1);

    // permissions: user and group both set is refused inline before anything is sent.
    RowEditDialog grant(*m_conn, &writer, table(*m_conn, "permissions"), RowEditDialog::Mode::New, {},
                        {{QStringLiteral("project_id"), 1},
                         {QStringLiteral("user_id"), 1},
                         {QStringLiteral("group_id"), 1},
                         {QStringLiteral("capability"), QStringLiteral("view")}});
    QVERIFY(!grant.isOkEnabled());
    QVERIFY(grant.problemText(QStringLiteral("group_id")).contains(QStringLiteral("not both")));
    grant.editor(QStringLiteral("group_id"))->setValue(QVariant());
    emit grant.editor(QStringLiteral("group_id"))->edited();
    QVERIFY(grant.isOkEnabled());
}

void TestRowEditing::secondRowAndTextKeys() {
    RowWriter writer(*m_conn);
    // Two new groups in a row: the empty id field is left to the database, not written as 0.
    for (const char* name : {"first-new-group", "second-new-group"}) {
        RowEditDialog dialog(*m_conn, &writer, table(*m_conn, "groups"), RowEditDialog::Mode::New, {});
        typeInto(dialog.editor(QStringLiteral("name")), QString::fromLatin1(name));
        dialog.tryAccept();
        QVERIFY2(dialog.result().ok(), qPrintable(reported(dialog, table(*m_conn, "groups"))));
        QVERIFY(dialog.result().key.value(0).toLongLong() > 0);
    }
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE id = 0")), 0);

    // Editing writes only the fields touched: the audit entry lists the description alone.
    const QVariant id = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM groups"));
    RowEditDialog edit(*m_conn, &writer, table(*m_conn, "groups"), RowEditDialog::Mode::Edit,
                       fetch(*m_conn, "groups", id));
    typeInto(edit.editor(QStringLiteral("description")), QStringLiteral("only this"));
    edit.tryAccept();
    QVERIFY2(edit.result().ok(), qPrintable(edit.messageText()));
    QSqlQuery q(m_conn->db());
    QString error;
    QVERIFY(m_conn->execBound(&q, QStringLiteral("SELECT detail FROM audit_logs WHERE id = ?"), {edit.result().auditId},
                              &error));
    QVERIFY(q.next());
    const QStringList changed = QJsonDocument::fromJson(q.value(0).toString().toUtf8())
                                    .object()
                                    .value(QStringLiteral("changes"))
                                    .toObject()
                                    .keys();
    QCOMPARE(changed, QStringList{QStringLiteral("description")});
    q.finish();

    // Emptied, a NOT NULL text column holds empty text: a description, which the platform itself leaves "", is saved
    // so; a name is required.
    RowEditDialog cleared(*m_conn, &writer, table(*m_conn, "groups"), RowEditDialog::Mode::Edit,
                          fetch(*m_conn, "groups", id));
    const auto empty = [](FieldEditor* editor) {
        auto* input = editor->input();
        if (auto* line = qobject_cast<QLineEdit*>(input))
            line->selectAll();
        else if (auto* plain = qobject_cast<QPlainTextEdit*>(input))
            plain->selectAll();
        QTest::keyClick(input, Qt::Key_Delete);
    };
    const QString groupName = fetch(*m_conn, "groups", id).value(QStringLiteral("name")).toString();
    empty(cleared.editor(QStringLiteral("name")));
    QVERIFY(!cleared.isOkEnabled());
    QVERIFY(cleared.problemText(QStringLiteral("name")).contains(QStringLiteral("Required")));
    typeInto(cleared.editor(QStringLiteral("name")), groupName);
    empty(cleared.editor(QStringLiteral("description")));
    QVERIFY2(cleared.isOkEnabled(), qPrintable(reported(cleared, table(*m_conn, "groups"))));
    cleared.tryAccept();
    QVERIFY2(cleared.result().ok(), qPrintable(reported(cleared, table(*m_conn, "groups"))));
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups WHERE id = ? AND description = ''"), {id}), 1);

    // A reference to a text key (a Holotable dashboard): picked by its label, written as the text id.
    QVERIFY(m_conn->execBound(&q, QStringLiteral("SELECT id, title FROM dashboards ORDER BY id LIMIT 1"), {}, &error));
    QVERIFY(q.next());
    const QString dashboard = q.value(0).toString(), title = q.value(1).toString();
    q.finish();
    RowEditDialog favourite(*m_conn, &writer, table(*m_conn, "dashboard_favorites"), RowEditDialog::Mode::New, {},
                            {{QStringLiteral("user_sub"), QStringLiteral("subject-of-a-tester")}});
    auto* picker = qobject_cast<ReferencePicker*>(favourite.editor(QStringLiteral("dashboard_id"))->input());
    QVERIFY(picker);
    // By its id as typed (a uuid on PostgreSQL, text on SQLite), then by its title.
    picker->search(QLatin1Char('#') + dashboard);
    QVERIFY(picker->matches()->rowCount() >= 1);
    QVERIFY2(picker->matches()->item(0)->text().contains(dashboard), qPrintable(picker->matches()->item(0)->text()));
    picker->search(title);
    int row = -1;
    for (int i = 0; i < picker->matches()->rowCount() && row < 0; ++i)
        if (picker->matches()->item(i)->text().contains(dashboard))
            row = i;
    QVERIFY2(row >= 0, qPrintable(title + QLatin1Char('\n') + picker->matches()->item(0)->text()));
    picker->choose(row);
    QCOMPARE(picker->value().toString(), dashboard);
    favourite.tryAccept();
    QVERIFY2(favourite.result().ok(), qPrintable(favourite.messageText()));
    QCOMPARE(scalar(*m_conn,
                    QStringLiteral("SELECT count(*) FROM dashboard_favorites WHERE user_sub = "
                                   "'subject-of-a-tester' AND dashboard_id = ?"),
                    {dashboard}),
             1);
}

void TestRowEditing::referencePickerSearches() {
    RowWriter writer(*m_conn);
    RowEditDialog dialog(*m_conn, &writer, table(*m_conn, "projects"), RowEditDialog::Mode::New, {});
    auto* picker = qobject_cast<ReferencePicker*>(dialog.editor(QStringLiteral("owner_id"))->input());
    QVERIFY(picker);
    QSqlQuery q(m_conn->db());
    QString error;
    QVERIFY(m_conn->execBound(
        &q, QStringLiteral("SELECT id, email FROM users WHERE email IS NOT NULL ORDER BY id LIMIT 1"), {}, &error));
    QVERIFY(q.next());
    const qint64 id = q.value(0).toLongLong();
    const QString email = q.value(1).toString();
    q.finish();
    picker->search(email.left(email.indexOf(QLatin1Char('@'))));
    QVERIFY(picker->matches()->rowCount() >= 1);
    int row = -1;
    for (int i = 0; i < picker->matches()->rowCount(); ++i)
        if (picker->matches()->item(i)->text().contains(email))
            row = i;
    QVERIFY(row >= 0);
    picker->choose(row);
    QCOMPARE(picker->value().toLongLong(), id);
    // An id typed directly; a search that finds nothing says so.
    picker->setValue(QVariant());
    picker->search(QStringLiteral("no-such-user-anywhere"));
    QCOMPARE(picker->matches()->rowCount(), 1);
    QVERIFY(!picker->matches()->item(0)->isEnabled());
}

void TestRowEditing::conflictMergeKeepsBoth() {
    RowWriter writer(*m_conn);
    const QVariant id = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM groups"));
    const QVariantMap seen = fetch(*m_conn, "groups", id);
    RowEditDialog dialog(*m_conn, &writer, table(*m_conn, "groups"), RowEditDialog::Mode::Edit, seen);
    dialog.show();
    typeInto(dialog.editor(QStringLiteral("name")), QStringLiteral("renamed-by-me"));

    // Meanwhile a colleague changes the description through another connection.
    auto other = m_scratch->connect();
    RowWriter theirs(*other);
    const WriteResult meanwhile =
        theirs.apply(ChangeSet::update(QStringLiteral("groups"), fetch(*other, "groups", id),
                                       {{QStringLiteral("description"), QStringLiteral("their description")}}));
    QVERIFY2(meanwhile.ok(), qPrintable(meanwhile.message));

    QStringList listed;
    bool sawConflict = false;
    QTimer::singleShot(0, this, [&]() {
        // The group rename warning comes first (SSO reconciles by name): rename anyway.
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (box && box->objectName() == QLatin1String("changeWarning")) {
            test::saveScreenshot(box, QStringLiteral("change-warning.png"));
            for (QAbstractButton* b : box->buttons())
                if (box->buttonRole(b) == QMessageBox::AcceptRole)
                    b->click();
        }
        QTimer::singleShot(0, this, [&]() {
            auto* conflict = qobject_cast<ConflictDialog*>(QApplication::activeModalWidget());
            if (!conflict)
                return;
            sawConflict = true;
            listed = conflict->conflictingColumns();
            test::saveScreenshot(conflict, QStringLiteral("conflict-dialog.png"));
            conflict->decide(ConflictDialog::Decision::Merge); // defaults: my name, their description
        });
    });
    dialog.tryAccept();
    QVERIFY(sawConflict);
    QVERIFY2(listed.contains(QStringLiteral("name")) && listed.contains(QStringLiteral("description")),
             qPrintable(listed.join(QLatin1Char(','))));
    QCOMPARE(dialog.result().outcome, WriteResult::Outcome::Done);
    const QVariantMap now = fetch(*m_conn, "groups", id);
    QCOMPARE(now.value(QStringLiteral("name")).toString(), QStringLiteral("renamed-by-me"));
    QCOMPARE(now.value(QStringLiteral("description")).toString(), QStringLiteral("their description"));
}

void TestRowEditing::conflictRecreatesDeletedRow() {
    RowWriter writer(*m_conn);
    const QVariant id = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM banners"));
    const QVariantMap seen = fetch(*m_conn, "banners", id);
    RowEditDialog dialog(*m_conn, &writer, table(*m_conn, "banners"), RowEditDialog::Mode::Edit, seen);
    dialog.show();
    typeInto(dialog.editor(QStringLiteral("message")), QStringLiteral("Still needed"));
    auto other = m_scratch->connect();
    const WriteResult removed =
        RowWriter(*other).apply(ChangeSet::remove(QStringLiteral("banners"), fetch(*other, "banners", id)));
    QVERIFY2(removed.ok(), qPrintable(removed.message));

    bool gone = false;
    QTimer::singleShot(0, this, [&]() {
        auto* conflict = qobject_cast<ConflictDialog*>(QApplication::activeModalWidget());
        if (!conflict)
            return;
        gone = conflict->findChild<QPushButton*>(QStringLiteral("recreateButton")) != nullptr;
        conflict->decide(ConflictDialog::Decision::Recreate);
    });
    dialog.tryAccept();
    QVERIFY(gone);
    QCOMPARE(dialog.result().outcome, WriteResult::Outcome::Done);
    const QVariantMap back = fetch(*m_conn, "banners", id);
    QCOMPARE(back.value(QStringLiteral("message")).toString(), QStringLiteral("Still needed"));
}

void TestRowEditing::windowDeleteAndUndo() {
    m_conn.reset();
    MainWindow window;
    window.show();
    QString error;
    QVERIFY2(window.openDatabase(m_scratch->url(), false, &error), qPrintable(error));
    auto conn = m_scratch->connect();
    EditController* edit = window.editController();
    window.workspace()->navigate(Location{QStringLiteral("banners"), {}, {}});
    TablePage* page = window.workspace()->currentPage();
    QVERIFY(page);
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact() && page->model()->isRowLoaded(0), 10000);
    const qint64 banners = scalar(*conn, QStringLiteral("SELECT count(*) FROM banners"));
    const qint64 audits = scalar(*conn, QStringLiteral("SELECT count(*) FROM audit_logs"));
    page->grid()->selectRow(0);
    QTRY_VERIFY(edit->deleteAction()->isEnabled());
    QVERIFY(edit->editAction()->isEnabled());
    const QVariant banner = page->selectedPrimaryKey().value(0); // message is the first column, as in the schema

    QString confirmation;
    QTimer::singleShot(0, this, [&]() {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        confirmation = box->text() + QLatin1Char('\n') + box->informativeText();
        for (QAbstractButton* b : box->buttons())
            if (box->buttonRole(b) == QMessageBox::DestructiveRole)
                b->click();
    });
    edit->deleteAction()->trigger();
    QVERIFY2(confirmation.contains(QStringLiteral("Delete")), qPrintable(confirmation));
    QCOMPARE(scalar(*conn, QStringLiteral("SELECT count(*) FROM banners")), banners - 1);
    QCOMPARE(scalar(*conn,
                    QStringLiteral("SELECT count(*) FROM audit_logs WHERE action = 'banner.delete' AND target_type = "
                                   "'banner' AND target_id = ?"),
                    {banner}),
             1);
    QTRY_COMPARE_WITH_TIMEOUT(qint64(page->model()->rowCount()), banners - 1, 10000);

    QVERIFY(edit->undoAction()->isEnabled());
    edit->undoAction()->trigger();
    QCOMPARE(scalar(*conn, QStringLiteral("SELECT count(*) FROM banners")), banners);
    QCOMPARE(scalar(*conn, QStringLiteral("SELECT count(*) FROM audit_logs")), audits + 2);
    QVERIFY(!edit->undoAction()->isEnabled());

    // A project that holds flows: the delete is refused, saying what it holds, and nothing changes.
    window.workspace()->navigate(Location{QStringLiteral("projects"), {}, {}});
    page = window.workspace()->currentPage();
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact() && page->model()->isRowLoaded(0), 10000);
    const qint64 projects = scalar(*conn, QStringLiteral("SELECT count(*) FROM projects"));
    int busyRow = -1;
    for (int r = 0; r < page->model()->rowCount() && busyRow < 0; ++r) {
        QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(r), 10000);
        const QVariant pid = page->model()
                                 ->index(r, table(*conn, "projects").columnIndex(QStringLiteral("id")))
                                 .data(WindowedTableModel::RawValueRole);
        if (scalar(*conn, QStringLiteral("SELECT count(*) FROM flows WHERE project_id = ?"), {pid}) > 0)
            busyRow = r;
    }
    QVERIFY(busyRow >= 0);
    page->grid()->selectRow(busyRow);
    QTRY_VERIFY(edit->deleteAction()->isEnabled());
    QString refusal;
    QTimer::singleShot(0, this, [&]() {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        refusal = box->text() + QLatin1Char('\n') + box->informativeText();
        box->reject();
    });
    edit->deleteAction()->trigger();
    QVERIFY2(refusal.contains(QStringLiteral("cannot be deleted")) && refusal.contains(QStringLiteral("Flows")),
             qPrintable(refusal));
    QCOMPARE(scalar(*conn, QStringLiteral("SELECT count(*) FROM projects")), projects);
}

void TestRowEditing::inlineEditUsesTheSamePath() {
    m_conn.reset();
    MainWindow window;
    window.show();
    QString error;
    QVERIFY2(window.openDatabase(m_scratch->url(), false, &error), qPrintable(error));
    auto conn = m_scratch->connect();
    window.workspace()->navigate(Location{QStringLiteral("groups"), {}, {}});
    TablePage* page = window.workspace()->currentPage();
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact() && page->model()->isRowLoaded(1), 10000);
    const int nameColumn = table(*conn, "groups").columnIndex(QStringLiteral("name"));
    QTableView* view = page->grid()->tableView();
    page->grid()->selectRow(0);
    const QVariant id = page->selectedPrimaryKey().value(0);
    const QString other = page->model()->index(1, nameColumn).data(WindowedTableModel::RawValueRole).toString();
    const qint64 audits = scalar(*conn, QStringLiteral("SELECT count(*) FROM audit_logs"));

    // A double click on a cell opens its editor in place.
    const QModelIndex cell = view->model()->index(0, nameColumn);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(cell).center());
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(cell).center());
    InlineEditor* editor = window.editController()->inlineEditor();
    QVERIFY(editor->isActive());
    auto* line = qobject_cast<QLineEdit*>(editor->editor()->input());
    QVERIFY(line);

    // Another group's name: refused by the same rule as the dialog, the editor stays with what was typed.
    line->selectAll();
    QTest::keyClicks(line, other);
    QTimer::singleShot(0, this, [this]() {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            for (QAbstractButton* b : box->buttons())
                if (box->buttonRole(b) == QMessageBox::AcceptRole)
                    b->click();
    });
    QTest::keyClick(line, Qt::Key_Return);
    QVERIFY(editor->isActive());
    QVERIFY2(editor->problem().contains(other), qPrintable(editor->problem()));
    QCOMPARE(line->text(), other);
    QCOMPARE(scalar(*conn, QStringLiteral("SELECT count(*) FROM audit_logs")), audits);

    // A new name is saved with one audit entry, after the same SSO rename warning as the row dialog's.
    line->selectAll();
    QTest::keyClicks(line, QStringLiteral("renamed-in-place"));
    bool warned = false;
    QTimer::singleShot(0, this, [&]() {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box || box->objectName() != QLatin1String("changeWarning"))
            return;
        warned = true;
        for (QAbstractButton* b : box->buttons())
            if (box->buttonRole(b) == QMessageBox::AcceptRole)
                b->click();
    });
    QTest::keyClick(line, Qt::Key_Return);
    QVERIFY(warned);
    QVERIFY(!editor->isActive());
    QCOMPARE(fetch(*conn, "groups", id).value(QStringLiteral("name")).toString(), QStringLiteral("renamed-in-place"));
    QCOMPARE(scalar(*conn, QStringLiteral("SELECT count(*) FROM audit_logs WHERE action = 'group.update'")), 1);

    // Escape cancels without writing; Return on the grid opens the row dialog instead.
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(0), 10000);
    page->grid()->selectRow(0);
    const QPoint first = view->visualRect(view->model()->index(0, nameColumn)).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, first);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, first);
    QVERIFY(editor->isActive());
    QTest::keyClicks(editor->editor()->input(), QStringLiteral("zzz"));
    QTest::keyClick(editor->editor()->input(), Qt::Key_Escape);
    QVERIFY(!editor->isActive());
    QCOMPARE(scalar(*conn, QStringLiteral("SELECT count(*) FROM audit_logs")), audits + 1);
    window.activateWindow(); // the message boxes above took the activation, as a window manager would give it back
    QVERIFY(QTest::qWaitForWindowActive(&window));
    bool dialogOpened = false;
    QTimer::singleShot(0, this, [&]() {
        if (auto* d = qobject_cast<RowEditDialog*>(QApplication::activeModalWidget())) {
            dialogOpened = true;
            d->reject();
        }
    });
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Return);
    QVERIFY(dialogOpened);
}

void TestRowEditing::readOnlyDisablesEditing() {
    m_conn.reset();
    MainWindow window;
    window.show();
    QString error;
    QVERIFY2(window.openDatabase(m_scratch->url(), true, &error), qPrintable(error));
    window.workspace()->navigate(Location{QStringLiteral("groups"), {}, {}});
    TablePage* page = window.workspace()->currentPage();
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(0), 10000);
    page->grid()->selectRow(0);
    EditController* edit = window.editController();
    for (QAction* a : edit->actions())
        QVERIFY2(!a->isEnabled(), qPrintable(a->objectName()));
    QVERIFY(edit->editAction()->toolTip().contains(QStringLiteral("read-only")));
    // The row's context menu still copies it: Copy first, enabled, and it copies the row.
    QTRY_VERIFY_WITH_TIMEOUT(!page->selectedValues().isEmpty(), 5000);
    QStringList entries;
    bool copyEnabled = false;
    QTimer::singleShot(0, this, [&]() {
        auto* menu = qobject_cast<QMenu*>(QApplication::activePopupWidget());
        if (!menu)
            return;
        for (QAction* a : menu->actions())
            entries << (a->isSeparator() ? QStringLiteral("|") : a->text());
        QAction* first = menu->actions().value(0);
        copyEnabled = first && first->isEnabled();
        menu->close();
        if (first && copyEnabled)
            first->trigger();
    });
    QGuiApplication::clipboard()->setText(QStringLiteral("before"));
    emit page->grid()->customContextMenuRequested(page->grid()->rect().center());
    QVERIFY2(entries.value(0).remove(QLatin1Char('&')) == QStringLiteral("Copy") &&
                 entries.value(1) == QStringLiteral("|"),
             qPrintable(entries.join(QLatin1Char(','))));
    QVERIFY(copyEnabled);
    const QString copied = QGuiApplication::clipboard()->text();
    // A whole row is copied with the header line, then its values.
    const QString first =
        page->model()->data(page->model()->index(0, 0), WindowedTableModel::StoredTextRole).toString();
    QVERIFY2(copied.startsWith(QStringLiteral("ID\t")) &&
                 copied.contains(QLatin1Char('\n') + first + QLatin1Char('\t')),
             qPrintable(copied));
    // The line says so for a while, then the rows' count again (it stood until the next reading).
    auto* status = page->findChild<QLabel*>(QStringLiteral("rowStatus"));
    QVERIFY(status);
    QVERIFY2(status->text().startsWith(QStringLiteral("Copied 1 row")), qPrintable(status->text()));
    QTRY_VERIFY_WITH_TIMEOUT(status->text().contains(QStringLiteral("rows")), 10000);

    // Writable connection, append-only table: disabled with the seed's reason.
    QVERIFY2(window.openDatabase(m_scratch->url(), false, &error), qPrintable(error));
    window.workspace()->navigate(Location{QStringLiteral("audit_logs"), {}, {}});
    page = window.workspace()->currentPage();
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isRowLoaded(0), 10000);
    page->grid()->selectRow(0);
    QVERIFY(!edit->editAction()->isEnabled());
    QVERIFY(edit->editAction()->toolTip().contains(QStringLiteral("append-only")));
}

QTEST_MAIN(TestRowEditing)
#include "tst_RowEditing.moc"
