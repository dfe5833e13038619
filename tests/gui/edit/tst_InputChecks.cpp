#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"
#include "core/settings/Settings.h"
#include "core/settings/TimeDisplay.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/edit/EditController.h"
#include "gui/edit/FieldEditor.h"
#include "gui/edit/InlineEditor.h"
#include "gui/edit/RowEditDialog.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/home/HomePage.h"
#include "gui/pages/ConditionRow.h"
#include "gui/pages/FilterBar.h"
#include "gui/pages/TablePage.h"
#include "gui/settings/PreferencesDialog.h"
#include "models/CellFormat.h"
#include "models/WindowedTableModel.h"

#include <QApplication>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSqlQuery>
#include <QTableView>
#include <QTest>
#include <QTextCursor>
#include <QTimer>
#include <QToolButton>
#include <QTreeView>

#include <ctime>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {

const TableDescriptor& table(const DbConnection& conn, const char* name) {
    return *conn.catalog().table(QString::fromLatin1(name));
}

QVariant scalar(const DbConnection& conn, const QString& sql, const QVariantList& values = {}) {
    QSqlQuery q(conn.db());
    QString error;
    return conn.execBound(&q, sql, values, &error) && q.next() ? q.value(0) : QVariant();
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
    } else if (auto* combo = qobject_cast<QComboBox*>(editor->input())) {
        combo->setCurrentIndex(combo->findData(text));
    }
}

/// The process's time zone for a test's scope.
struct ZoneScope {
    explicit ZoneScope(const char* zone) : m_before(qgetenv("TZ")), m_had(qEnvironmentVariableIsSet("TZ")) {
        qputenv("TZ", zone);
        tzset();
    }
    ~ZoneScope() {
        if (m_had)
            qputenv("TZ", m_before);
        else
            qunsetenv("TZ");
        tzset();
    }
    QByteArray m_before;
    bool m_had;
};

struct LocaleScope {
    explicit LocaleScope(const QLocale& locale) : m_before(QLocale()) { QLocale::setDefault(locale); }
    ~LocaleScope() { QLocale::setDefault(m_before); }
    QLocale m_before;
};

} // namespace

/// Input checked before it is stored, on both engines and in both faces of an edit: the row dialog and the grid's
/// inline editor refuse an e-mail the platform's sign-in would not take and a group name that is another's with a
/// space added, each with its sentence next to the field; a database refusal by a named rule reads as that rule in
/// words with the database's own text under "Details"; a filter's number is read in the user's locale or as plain
/// digits, and one it cannot read is said under the field. Times read the same in the overview and the tables, in the
/// zone named; a port is not grouped like a count; Preferences names the language "Follow the system" gives.
class TestInputChecks : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void dialogRefusesWhatThePlatformWouldNot_data() { test::addEngineColumn(), test::addEngineRows(); }
    void dialogRefusesWhatThePlatformWouldNot();
    void inlineRefusesABadEmail_data() { test::addEngineColumn(), test::addEngineRows(); }
    void inlineRefusesABadEmail();
    void templateRulesAsTypedAndOnSave_data() { test::addEngineColumn(), test::addEngineRows(); }
    void templateRulesAsTypedAndOnSave();
    void oneTimeFormatAcrossOverviewAndTable_data() { test::addEngineColumn(), test::addEngineRows(); }
    void oneTimeFormatAcrossOverviewAndTable();
    void filterNumbersReadOrSaid();
    void editorsReadNumbersAsTheFilterDoes_data() { test::addEngineColumn(), test::addEngineRows(); }
    void editorsReadNumbersAsTheFilterDoes();
    void identifiersNotGrouped();
    void preferencesNameTheSystemLanguage();
    void multiLineTextKeepsItsBreaks_data() { test::addEngineColumn(), test::addEngineRows(); }
    void multiLineTextKeepsItsBreaks();

private:
    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
};

void TestInputChecks::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-input-test"));
    Settings::instance().reset(Settings::Key::TimeZone);
    timedisplay::reload();
}

void TestInputChecks::init() {
    if (!QTest::currentDataTag() || !QByteArray(QTest::currentDataTag()).contains("sql"))
        return; // no database
    QFETCH(ScratchDatabase::Engine, engine);
    QString why;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &why, 50), qPrintable(why));
}

void TestInputChecks::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestInputChecks::dialogRefusesWhatThePlatformWouldNot() {
    RowWriter writer(*m_conn);
    writer.setActor(Actor::named(QStringLiteral("tester")));
    const qint64 users = scalar(*m_conn, QStringLiteral("SELECT count(*) FROM users")).toLongLong();

    // An e-mail without the shape the sign-in takes: said next to the field as it is typed, OK stays off.
    RowEditDialog user(*m_conn, &writer, table(*m_conn, "users"), RowEditDialog::Mode::New, {});
    user.show();
    typeInto(user.editor(QStringLiteral("full_name")), QStringLiteral("Dmitri"));
    for (const QString& bad : {QStringLiteral("not-an-email"), QStringLiteral("dmitri at example")}) {
        typeInto(user.editor(QStringLiteral("email")), bad);
        QVERIFY2(user.problemText(QStringLiteral("email")).contains(QStringLiteral("Not an e-mail address")),
                 qPrintable(user.problemText(QStringLiteral("email"))));
        QVERIFY(!user.isOkEnabled());
        user.tryAccept();
        QVERIFY(user.isVisible());
    }
    test::saveScreenshot(&user, QStringLiteral("input-email-refused.png"));
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM users")).toLongLong(), users);
    typeInto(user.editor(QStringLiteral("email")), QStringLiteral("dmitri@corp.local"));
    QVERIFY(user.problemText(QStringLiteral("email")).isEmpty());

    // A group named as another with a space added: the clash on that name, the holder named, nothing written.
    const QString existing = scalar(*m_conn, QStringLiteral("SELECT min(name) FROM groups")).toString();
    const qint64 groups = scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups")).toLongLong();
    RowEditDialog group(*m_conn, &writer, table(*m_conn, "groups"), RowEditDialog::Mode::New, {});
    group.show();
    typeInto(group.editor(QStringLiteral("name")), existing + QLatin1Char(' '));
    QVERIFY(group.isOkEnabled());
    group.tryAccept();
    QVERIFY(group.isVisible());
    QVERIFY2(group.problemText(QStringLiteral("name")).contains(QStringLiteral("Already taken")),
             qPrintable(group.problemText(QStringLiteral("name")) + group.messageText()));
    QVERIFY2(group.problemText(QStringLiteral("name")).contains(existing),
             qPrintable(group.problemText(QStringLiteral("name"))));
    test::saveScreenshot(&group, QStringLiteral("input-group-clash.png"));
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups")).toLongLong(), groups);

    // Broken JSON says where and what is expected.
    RowEditDialog tmpl(*m_conn, &writer, table(*m_conn, "templates"), RowEditDialog::Mode::New, {});
    typeInto(tmpl.editor(QStringLiteral("body")), QStringLiteral("abc"));
    QVERIFY2(tmpl.problemText(QStringLiteral("body")).startsWith(QStringLiteral("Not valid JSON at line 1, column 1")),
             qPrintable(tmpl.problemText(QStringLiteral("body"))));
}

void TestInputChecks::inlineRefusesABadEmail() {
    m_conn.reset();
    MainWindow window;
    window.show();
    QString error;
    QVERIFY2(window.openDatabase(m_scratch->url(), false, &error), qPrintable(error));
    auto conn = m_scratch->connect();
    window.workspace()->navigate(Location{QStringLiteral("users"), {}, {}});
    TablePage* page = window.workspace()->currentPage();
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact() && page->model()->isRowLoaded(0), 10000);
    const int emailColumn = table(*conn, "users").columnIndex(QStringLiteral("email"));
    QTableView* view = page->grid()->tableView();
    page->grid()->selectRow(0);
    const QVariant id = page->selectedPrimaryKey().value(0);
    const QString before = fetch(*conn, "users", id).value(QStringLiteral("email")).toString();
    const qint64 audits = scalar(*conn, QStringLiteral("SELECT count(*) FROM audit_logs")).toLongLong();

    const QModelIndex cell = view->model()->index(0, emailColumn);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(cell).center());
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, view->visualRect(cell).center());
    InlineEditor* editor = window.editController()->inlineEditor();
    QVERIFY(editor->isActive());
    auto* line = qobject_cast<QLineEdit*>(editor->editor()->input());
    QVERIFY(line);
    line->selectAll();
    QTest::keyClicks(line, QStringLiteral("dmitri at example"));
    QTest::keyClick(line, Qt::Key_Return);
    QVERIFY(editor->isActive()); // refused: still editing, what was typed stays
    QVERIFY2(editor->problem().contains(QStringLiteral("Not an e-mail address")), qPrintable(editor->problem()));
    QCOMPARE(line->text(), QStringLiteral("dmitri at example"));
    QCOMPARE(fetch(*conn, "users", id).value(QStringLiteral("email")).toString(), before);
    QCOMPARE(scalar(*conn, QStringLiteral("SELECT count(*) FROM audit_logs")).toLongLong(), audits);
    QTest::keyClick(line, Qt::Key_Escape);
    QVERIFY(!editor->isActive());
}

void TestInputChecks::templateRulesAsTypedAndOnSave() {
    RowWriter writer(*m_conn);
    writer.setActor(Actor::named(QStringLiteral("tester")));
    const QString workspace = scalar(*m_conn, QStringLiteral("SELECT min(workspace_id) FROM templates")).toString();
    const QString held = scalar(*m_conn,
                                QStringLiteral("SELECT name FROM templates WHERE workspace_id = ? AND kind = "
                                               "'dashboard' ORDER BY name"),
                                {workspace})
                             .toString();
    const QString holder = scalar(*m_conn,
                                  QStringLiteral("SELECT id FROM templates WHERE workspace_id = ? AND kind = "
                                                 "'dashboard' AND name = ?"),
                                  {workspace, held})
                               .toString();
    QVERIFY(!holder.isEmpty());
    const qint64 templates = scalar(*m_conn, QStringLiteral("SELECT count(*) FROM templates")).toLongLong();
    RowEditDialog dialog(*m_conn, &writer, table(*m_conn, "templates"), RowEditDialog::Mode::New, {},
                         {{QStringLiteral("workspace_id"), workspace}});
    dialog.resize(640, 720);
    dialog.show();
    typeInto(dialog.editor(QStringLiteral("workspace_id")), workspace);
    typeInto(dialog.editor(QStringLiteral("kind")), QStringLiteral("dashboard"));
    typeInto(dialog.editor(QStringLiteral("name")), held);
    typeInto(dialog.editor(QStringLiteral("body")), QStringLiteral("{\"kind\":\"panel\"}"));
    typeInto(dialog.editor(QStringLiteral("created_by")), QStringLiteral("tester"));
    // templates_kind_matches_body, said as it is typed, beside both fields; Save stays off.
    QVERIFY(!dialog.isOkEnabled());
    QVERIFY2(dialog.problemText(QStringLiteral("kind")).contains(QStringLiteral("the body declares “panel”")),
             qPrintable(dialog.problemText(QStringLiteral("kind"))));
    QVERIFY2(dialog.problemText(QStringLiteral("body")).contains(QStringLiteral("must match")),
             qPrintable(dialog.problemText(QStringLiteral("body"))));
    test::saveScreenshot(&dialog, QStringLiteral("input-template-kind.png"));
    // The kinds agreeing, Save is on; the name another template of the workspace holds is refused as the platform's
    // 409 answers it, naming that template, and nothing is written.
    typeInto(dialog.editor(QStringLiteral("body")), QStringLiteral("{\"kind\":\"dashboard\"}"));
    QVERIFY2(dialog.isOkEnabled(), qPrintable(dialog.messageText()));
    dialog.tryAccept();
    QVERIFY(dialog.isVisible());
    QVERIFY2(dialog.problemText(QStringLiteral("name")).contains(QStringLiteral("already has a dashboard template")),
             qPrintable(dialog.problemText(QStringLiteral("name")) + dialog.messageText()));
    QVERIFY2(dialog.problemText(QStringLiteral("name")).contains(holder),
             qPrintable(dialog.problemText(QStringLiteral("name"))));
    test::saveScreenshot(&dialog, QStringLiteral("input-template-clash.png"));
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM templates")).toLongLong(), templates);
}

void TestInputChecks::oneTimeFormatAcrossOverviewAndTable() {
    const ZoneScope berlin("Europe/Berlin");
    m_conn.reset();
    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QString error;
    QVERIFY2(window.openDatabase(m_scratch->url(), false, &error), qPrintable(error));
    HomePage* home = window.workspace()->homePage();
    QVERIFY(QTest::qWaitFor([home] { return home->snapshot().takenAt.isValid(); }, 30000));
    QTreeView* audit = home->auditView();
    const QModelIndex first = audit->model()->index(0, 0);
    QVERIFY(first.isValid());
    const QString shown = first.data().toString();
    const QString tableName = first.data(Qt::UserRole + 1).toString();
    const qint64 id = first.data(Qt::UserRole).toLongLong();
    // The heading names the zone; the value reads as a table cell does: 2026-10-15 09:24:00.
    const QString heading = audit->model()->headerData(0, Qt::Horizontal).toString();
    QVERIFY2(heading.contains(QStringLiteral("Europe/Berlin")), qPrintable(heading));
    QVERIFY2(QRegularExpression(QStringLiteral("^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$")).match(shown).hasMatch(),
             qPrintable(shown));
    test::saveScreenshot(&window, QStringLiteral("input-overview-times.png"));

    // The same entry in its table: the same text in the grid, whose header names the same zone.
    audit->setFocus();
    audit->setCurrentIndex(first);
    QTest::keyClick(audit, Qt::Key_Return);
    TablePage* page = window.workspace()->currentPage();
    QVERIFY(page);
    QCOMPARE(page->table().name, tableName);
    QTRY_VERIFY_WITH_TIMEOUT(page->grid()->currentSourceRow() == 0, 20000);
    QCOMPARE(page->selectedPrimaryKey().value(0).toLongLong(), id);
    const QString timeColumn = tableName == QLatin1String("audit_logs") ? QStringLiteral("ts") : QStringLiteral("at");
    const int column = page->table().columnIndex(timeColumn);
    QVERIFY(column >= 0);
    QCOMPARE(page->model()->index(0, column).data().toString(), shown);
    const QString tip = page->model()->headerData(column, Qt::Horizontal, Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("Times in Europe/Berlin")), qPrintable(tip));
}

void TestInputChecks::filterNumbersReadOrSaid() {
    const TableDescriptor* runs = Catalog::instance().table(QStringLiteral("runs"));
    QVERIFY(runs);
    FilterBar bar(*runs);
    bar.resize(900, bar.sizeHint().height());
    bar.show();
    bar.addCondition(QStringLiteral("rows_written"));
    auto* row = bar.findChild<ConditionRow*>();
    QVERIFY(row);
    QTRY_VERIFY(row->isVisible()); // shown on the next turn of the event loop
    auto* text = row->findChild<QLineEdit*>(QStringLiteral("conditionText"));
    auto* problem = row->findChild<QLabel*>(QStringLiteral("conditionProblem"));
    QVERIFY(text && problem);
    {
        const LocaleScope english{QLocale(QStringLiteral("en_US"))};
        text->setText(QStringLiteral("1,000,000"));
        auto condition = row->condition();
        QVERIFY(condition);
        QCOMPARE(condition->value.toLongLong(), 1000000LL);
        QVERIFY(row->problem().isEmpty());
        QVERIFY(!problem->isVisible());
        text->setText(QStringLiteral("1000000"));
        QCOMPARE(row->condition()->value.toLongLong(), 1000000LL);
        // Not read: said under the field, never left out in silence.
        text->setText(QStringLiteral("abc"));
        QVERIFY(!row->condition());
        QVERIFY2(row->problem().contains(QStringLiteral("not a whole number")), qPrintable(row->problem()));
        QVERIFY(problem->isVisible());
        QCOMPARE(problem->text(), row->problem());
        bar.resize(900, bar.sizeHint().height());
        test::saveScreenshot(&bar, QStringLiteral("input-filter-abc.png"));
    }
    const LocaleScope german{QLocale(QStringLiteral("de_DE"))};
    text->setText(QStringLiteral("1.000.000")); // how the grid shows a million in German
    auto condition = row->condition();
    QVERIFY(condition);
    QCOMPARE(condition->value.toLongLong(), 1000000LL);
    QVERIFY(!problem->isVisible());
}

void TestInputChecks::editorsReadNumbersAsTheFilterDoes() {
    // The row dialog (and the cell editor, the same field) reads a whole number and a decimal as the filter bar does:
    // plain digits, or the locale's grouping and decimal mark ("1,234" in English, "1.234" in German), and shows a
    // stored decimal so that it reads back as itself.
    RowWriter writer(*m_conn);
    writer.setActor(Actor::named(QStringLiteral("tester")));
    const qint64 id = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM ai_chat_turns")).toLongLong();
    QVERIFY(id > 0);
    struct Case {
        const char* locale;
        QString tokens, cost;
        qint64 storedTokens;
        QString storedCost;
    };
    const QList<Case> cases{
        {"en_US", QStringLiteral("1,234,567"), QStringLiteral("1,234.5"), 1234567, QStringLiteral("1234.5")},
        {"de_DE", QStringLiteral("1.234.567"), QStringLiteral("1.234,25"), 1234567, QStringLiteral("1234.25")},
        {"de_DE", QStringLiteral("1234"), QStringLiteral("1,500"), 1234, QStringLiteral("1.500")},
        {"en_US", QStringLiteral("1000000"), QStringLiteral("0.75"), 1000000, QStringLiteral("0.75")},
    };
    for (const Case& c : cases) {
        const LocaleScope locale{QLocale(QString::fromLatin1(c.locale))};
        RowEditDialog dialog(*m_conn, &writer, table(*m_conn, "ai_chat_turns"), RowEditDialog::Mode::Edit,
                             fetch(*m_conn, "ai_chat_turns", id));
        dialog.show();
        typeInto(dialog.editor(QStringLiteral("input_tokens")), c.tokens);
        typeInto(dialog.editor(QStringLiteral("cost_usd")), c.cost);
        QVERIFY2(dialog.problemText(QStringLiteral("input_tokens")).isEmpty(),
                 qPrintable(dialog.problemText(QStringLiteral("input_tokens"))));
        QVERIFY2(dialog.isOkEnabled(), qPrintable(c.cost + dialog.problemText(QStringLiteral("cost_usd"))));
        dialog.tryAccept();
        QVERIFY2(!dialog.isVisible(), qPrintable(dialog.messageText()));
        const QVariantMap row = fetch(*m_conn, "ai_chat_turns", id);
        QCOMPARE(row.value(QStringLiteral("input_tokens")).toLongLong(), c.storedTokens);
        QCOMPARE(row.value(QStringLiteral("cost_usd")).toString(), c.storedCost);
    }
    // A stored decimal in German shows with its comma and is saved unchanged when untouched ("1.500" is not 1500).
    QSqlQuery q(m_conn->db());
    QString error;
    QVERIFY2(m_conn->execBound(&q, QStringLiteral("UPDATE ai_chat_turns SET cost_usd = ? WHERE id = ?"),
                               {QStringLiteral("1.500"), id}, &error),
             qPrintable(error));
    {
        const LocaleScope german{QLocale(QStringLiteral("de_DE"))};
        RowEditDialog dialog(*m_conn, &writer, table(*m_conn, "ai_chat_turns"), RowEditDialog::Mode::Edit,
                             fetch(*m_conn, "ai_chat_turns", id));
        dialog.show();
        auto* cost = qobject_cast<QLineEdit*>(dialog.editor(QStringLiteral("cost_usd"))->input());
        QVERIFY(cost);
        QCOMPARE(cost->text(), QStringLiteral("1,500"));
        QCOMPARE(dialog.editor(QStringLiteral("cost_usd"))->value().toString(), QStringLiteral("1.500"));
        // Unreadable: said next to the field, nothing written.
        typeInto(dialog.editor(QStringLiteral("input_tokens")), QStringLiteral("1,000,000")); // English grouping
        QVERIFY2(dialog.problemText(QStringLiteral("input_tokens")).contains(QStringLiteral("1.000.000")),
                 qPrintable(dialog.problemText(QStringLiteral("input_tokens"))));
        QVERIFY(!dialog.isOkEnabled());
        // "1.500" is a thousand and a half as German writes it and one and a half as stored: neither is guessed.
        typeInto(dialog.editor(QStringLiteral("input_tokens")), QStringLiteral("7"));
        typeInto(dialog.editor(QStringLiteral("cost_usd")), QStringLiteral("1.500"));
        const QString twoWays = dialog.problemText(QStringLiteral("cost_usd"));
        QVERIFY2(twoWays.contains(QStringLiteral("two ways")) && twoWays.contains(QStringLiteral("1500 or 1,500")),
                 qPrintable(twoWays));
        QVERIFY(!dialog.isOkEnabled());
        typeInto(dialog.editor(QStringLiteral("input_tokens")), QStringLiteral("1.000"));
        QVERIFY2(dialog.problemText(QStringLiteral("input_tokens")).contains(QStringLiteral("two ways")),
                 qPrintable(dialog.problemText(QStringLiteral("input_tokens"))));
    }
    {
        const LocaleScope english{QLocale(QStringLiteral("en_US"))};
        RowEditDialog dialog(*m_conn, &writer, table(*m_conn, "ai_chat_turns"), RowEditDialog::Mode::Edit,
                             fetch(*m_conn, "ai_chat_turns", id));
        dialog.show();
        typeInto(dialog.editor(QStringLiteral("input_tokens")), QStringLiteral("1.000")); // not one
        QVERIFY2(dialog.problemText(QStringLiteral("input_tokens")).contains(QStringLiteral("decimals")),
                 qPrintable(dialog.problemText(QStringLiteral("input_tokens"))));
        QVERIFY(!dialog.isOkEnabled());
    }
    QCOMPARE(fetch(*m_conn, "ai_chat_turns", id).value(QStringLiteral("input_tokens")).toLongLong(), 1000000LL);
    QCOMPARE(fetch(*m_conn, "ai_chat_turns", id).value(QStringLiteral("cost_usd")).toString(), QStringLiteral("1.500"));

    // A stored text no editor would read back (".5" shows as ",5" in German, "10." as "10,") goes back untouched when
    // its field is: saving another field neither refuses it nor rewrites it.
    for (const QString& stored : {QStringLiteral(".5"), QStringLiteral("10."), QStringLiteral(" 9.5")}) {
        QVERIFY2(m_conn->execBound(&q, QStringLiteral("UPDATE ai_chat_turns SET cost_usd = ? WHERE id = ?"),
                                   {stored, id}, &error),
                 qPrintable(error));
        q.finish();
        const LocaleScope german{QLocale(QStringLiteral("de_DE"))};
        RowEditDialog dialog(*m_conn, &writer, table(*m_conn, "ai_chat_turns"), RowEditDialog::Mode::Edit,
                             fetch(*m_conn, "ai_chat_turns", id));
        dialog.show();
        QCOMPARE(dialog.editor(QStringLiteral("cost_usd"))->value().toString(), stored);
        typeInto(dialog.editor(QStringLiteral("input_tokens")), QStringLiteral("42"));
        QVERIFY2(dialog.problemText(QStringLiteral("cost_usd")).isEmpty(),
                 qPrintable(dialog.problemText(QStringLiteral("cost_usd"))));
        dialog.tryAccept();
        QVERIFY2(!dialog.isVisible(), qPrintable(dialog.messageText()));
        const QVariantMap row = fetch(*m_conn, "ai_chat_turns", id);
        QCOMPARE(row.value(QStringLiteral("input_tokens")).toLongLong(), 42LL);
        QCOMPARE(row.value(QStringLiteral("cost_usd")).toString(), stored);
    }
}

void TestInputChecks::identifiersNotGrouped() {
    const LocaleScope english{QLocale(QStringLiteral("en_US"))};
    const TableDescriptor* connections = Catalog::instance().table(QStringLiteral("connections"));
    const TableDescriptor* runs = Catalog::instance().table(QStringLiteral("runs"));
    QCOMPARE(cellformat::display(*connections->column(QStringLiteral("port")), 8443), QStringLiteral("8443"));
    QCOMPARE(cellformat::display(*connections->column(QStringLiteral("id")), 12345), QStringLiteral("12345"));
    QCOMPARE(cellformat::display(*runs->column(QStringLiteral("flow_id")), 12345), QStringLiteral("12345"));
    // A count is a quantity: grouped.
    QCOMPARE(cellformat::display(*runs->column(QStringLiteral("rows_written")), 8443), QStringLiteral("8,443"));
}

void TestInputChecks::preferencesNameTheSystemLanguage() {
    PreferencesDialog dialog;
    dialog.show();
    auto* language = dialog.findChild<QComboBox*>(QStringLiteral("languageChoice"));
    QVERIFY(language);
    const QString follow = language->itemText(0);
    QVERIFY2(!follow.contains(QStringLiteral("()")), qPrintable(follow));
    QVERIFY2(QRegularExpression(QStringLiteral("\\(\\S.*\\)$")).match(follow).hasMatch(), qPrintable(follow));
    auto* zone = dialog.findChild<QComboBox*>(QStringLiteral("timeZoneChoice"));
    QVERIFY(zone);
    QCOMPARE(zone->count(), 2);
    test::saveScreenshot(&dialog, QStringLiteral("input-preferences.png"));
}

/// A multi-line text edited in the dialog keeps what the admin did not touch: its line breaks as stored (CR LF, or a
/// lone CR) and its no-break spaces. Where its lines end in more than one way, which the editor cannot keep apart,
/// the field says that an edit saves them all as LF.
void TestInputChecks::multiLineTextKeepsItsBreaks() {
    const TableDescriptor flows = table(*m_conn, "flows");
    const ColumnDescriptor* description = flows.column(QStringLiteral("description"));
    QVERIFY(description);
    FieldEditor editor(*m_conn, flows, *description);
    editor.show();
    auto* text = qobject_cast<QPlainTextEdit*>(editor.input());
    QVERIFY(text);
    auto* note = editor.findChild<QLabel*>(QStringLiteral("lineBreaksNote"));
    QVERIFY(note);
    auto typeAtEnd = [&](const QString& typed) {
        text->setFocus();
        text->moveCursor(QTextCursor::End);
        QTest::keyClicks(text, typed);
    };
    const QString nbsp(QChar::Nbsp);
    struct Case {
        QString stored, expected;
        bool mixed;
    };
    const QList<Case> cases{
        {QStringLiteral("one\r\ntwo\r\nthree"), QStringLiteral("one\r\ntwo\r\nthree more"), false},
        {QStringLiteral("one\rtwo"), QStringLiteral("one\rtwo more"), false},
        {QStringLiteral("a") + nbsp + QStringLiteral("b\nc"), QStringLiteral("a") + nbsp + QStringLiteral("b\nc more"),
         false},
        {QStringLiteral("one\r\ntwo\nthree"), QStringLiteral("one\ntwo\nthree more"), true},
    };
    for (const Case& c : cases) {
        editor.setValue(c.stored);
        QCOMPARE(note->isVisibleTo(&editor), c.mixed);
        typeAtEnd(QStringLiteral(" more"));
        QCOMPARE(editor.value().toString(), c.expected);
    }
    // A line the admin adds ends as the others do.
    editor.setValue(QStringLiteral("one\r\ntwo"));
    typeAtEnd(QString());
    QTest::keyClick(text, Qt::Key_Return);
    QTest::keyClicks(text, QStringLiteral("three"));
    QCOMPARE(editor.value().toString(), QStringLiteral("one\r\ntwo\r\nthree"));
    // Shift+Enter is a line break too; a line separator the text holds itself stays one.
    QTest::keyClick(text, Qt::Key_Return, Qt::ShiftModifier);
    QTest::keyClicks(text, QStringLiteral("four"));
    QCOMPARE(editor.value().toString(), QStringLiteral("one\r\ntwo\r\nthree\r\nfour"));
    const QString separator(QChar::LineSeparator);
    editor.setValue(QStringLiteral("a") + separator + QStringLiteral("b"));
    typeAtEnd(QStringLiteral("c"));
    QCOMPARE(editor.value().toString(), QStringLiteral("a") + separator + QStringLiteral("bc"));
}

QTEST_MAIN(TestInputChecks)
#include "tst_InputChecks.moc"
