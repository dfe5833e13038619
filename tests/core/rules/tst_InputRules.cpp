#include "common/TestDatabases.h"
#include "common/WriteResultText.h"
#include "core/catalog/Catalog.h"
#include "core/edit/JsonText.h"
#include "core/edit/RowStore.h"
#include "core/edit/RowWriter.h"
#include "core/query/NumericText.h"
#include "core/query/TimestampMatch.h"
#include "core/rules/RowValidator.h"
#include "core/rules/WriteErrors.h"
#include "core/settings/Settings.h"
#include "core/settings/TimeDisplay.h"

#include <QSqlQuery>
#include <QTest>

#include <ctime>
#include <limits>

using namespace metadesk;
using metadesk::test::describe;
using metadesk::test::ScratchDatabase;

namespace {

QVariant scalar(const DbConnection& conn, const QString& sql, const QVariantList& values = {}) {
    QSqlQuery q(conn.db());
    QString error;
    if (!conn.execBound(&q, sql, values, &error) || !q.next())
        return QStringLiteral("<%1>").arg(error);
    return q.value(0);
}

QVariantMap fetch(const DbConnection& conn, const QString& table, const QVariant& id) {
    QVariantMap row;
    bool found = false;
    QString error;
    if (!RowStore(conn, *conn.catalog().table(table)).fetch({id}, &row, &found, &error) || !found)
        return {};
    return row;
}

bool hasProblemOn(const WriteResult& r, const QString& column, const QString& fragment) {
    for (const FieldProblem& p : r.problems)
        if (p.column == column && p.message.contains(fragment, Qt::CaseInsensitive))
            return true;
    return false;
}

/// Sets the default locale for a test's scope.
struct LocaleScope {
    explicit LocaleScope(const QLocale& locale) : m_before(QLocale()) { QLocale::setDefault(locale); }
    ~LocaleScope() { QLocale::setDefault(m_before); }
    QLocale m_before;
};

/// The process's time zone and the zone times are shown in (Preferences) for a test's scope.
struct ZoneScope {
    ZoneScope(const char* zone, timedisplay::Zone shown)
        : m_before(qgetenv("TZ")), m_had(qEnvironmentVariableIsSet("TZ")) {
        qputenv("TZ", zone);
        tzset();
        timedisplay::setZone(shown);
    }
    ~ZoneScope() {
        if (m_had)
            qputenv("TZ", m_before);
        else
            qunsetenv("TZ");
        tzset();
        Settings::instance().reset(Settings::Key::TimeZone);
        timedisplay::reload();
    }
    QByteArray m_before;
    bool m_had;
};

} // namespace

/// Input is checked before it is stored, with the platforms' own rules, read from the catalog: an e-mail has the shape
/// the platform's sign-in accepts, a name the platform trims is stored and compared trimmed (a clash on "finance " is
/// the clash on "finance"), a named CHECK is refused in words with the database's text as details, broken JSON says
/// where and what is expected, and a number or a day typed for a filter is read as the user's locale writes it.
class TestInputRules : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();

    void emailShape_data();
    void emailShape();
    void emailRefusedBeforeStored_data() { test::addEngineColumn(), test::addEngineRows(); }
    void emailRefusedBeforeStored();
    void groupNameTrimmedAndClashes_data() { test::addEngineColumn(), test::addEngineRows(); }
    void groupNameTrimmedAndClashes();
    void templateKindBeforeTheDatabase_data() { test::addEngineColumn(), test::addEngineRows(); }
    void templateKindBeforeTheDatabase();
    void jsonProblemSaysWhere();
    void integersInLocaleAndPlainDigits_data();
    void integersInLocaleAndPlainDigits();
    void decimalsInLocale();
    void daysInLocale();
    void timesAsShownReadInTheShownZone();
    void numbersNeverGuessedAcrossLocales();
    void rulesReadNumbersAsTheEditorsDo_data() { test::addEngineColumn(), test::addEngineRows(); }
    void rulesReadNumbersAsTheEditorsDo();
    void identifiersDerived();

private:
    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
};

void TestInputRules::initTestCase() {
    QCoreApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QCoreApplication::setApplicationName(QStringLiteral("metadesk-inputrules-test"));
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
}

void TestInputRules::init() {
    static const QList<QByteArray> withDatabase{"emailRefusedBeforeStored", "groupNameTrimmedAndClashes",
                                                "templateKindBeforeTheDatabase", "rulesReadNumbersAsTheEditorsDo"};
    if (!withDatabase.contains(QByteArray(QTest::currentTestFunction())))
        return;
    QFETCH(ScratchDatabase::Engine, engine);
    QString why;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &why, 20), qPrintable(why));
}

void TestInputRules::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestInputRules::emailShape_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("accepted");
    QTest::newRow("plain") << "quinn.ivanova@example.com" << true;
    QTest::newRow("reserved domain") << "ops@corp.local" << true;
    QTest::newRow("no dot in the domain") << "admin@localhost" << true;
    QTest::newRow("plus tag") << "a+tag@example.com" << true;
    QTest::newRow("no at") << "not-an-email" << false;
    QTest::newRow("at as a word") << "dmitri at example" << false;
    QTest::newRow("space inside") << "dmitri @example.com" << false;
    QTest::newRow("two ats") << "a@b@example.com" << false;
    QTest::newRow("no domain") << "dmitri@" << false;
    QTest::newRow("no name") << "@example.com" << false;
    QTest::newRow("empty label") << "a@example..com" << false;
    QTest::newRow("letters beyond ascii") << "zoë@example.com" << true;
}

void TestInputRules::emailShape() {
    QFETCH(QString, text);
    QFETCH(bool, accepted);
    QCOMPARE(RowValidator::isEmailAddress(text), accepted);
}

void TestInputRules::emailRefusedBeforeStored() {
    RowWriter writer(*m_conn);
    writer.setActor(Actor::named(QStringLiteral("tester")));
    const QVariant users = scalar(*m_conn, QStringLiteral("SELECT count(*) FROM users"));
    for (const QString& bad : {QStringLiteral("not-an-email"), QStringLiteral("dmitri at example")}) {
        const WriteResult r = writer.apply(
            ChangeSet::insert(QStringLiteral("users"),
                              {{QStringLiteral("email"), bad}, {QStringLiteral("full_name"), QStringLiteral("X")}}));
        QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
        QVERIFY2(hasProblemOn(r, QStringLiteral("email"), QStringLiteral("Not an e-mail address")),
                 qPrintable(describe(r)));
    }
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM users")), users);

    // An edit of an existing account too; one with outer spaces is stored without them, as the sign-in form sends it.
    const QVariant id = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM users"));
    WriteResult r = writer.apply(ChangeSet::update(QStringLiteral("users"), fetch(*m_conn, QStringLiteral("users"), id),
                                                   {{QStringLiteral("email"), QStringLiteral("dmitri at example")}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    r = writer.apply(ChangeSet::update(QStringLiteral("users"), fetch(*m_conn, QStringLiteral("users"), id),
                                       {{QStringLiteral("email"), QStringLiteral("  dmitri@corp.local ")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT email FROM users WHERE id = ?"), {id}).toString(),
             QStringLiteral("dmitri@corp.local"));
}

void TestInputRules::groupNameTrimmedAndClashes() {
    RowWriter writer(*m_conn);
    writer.setActor(Actor::named(QStringLiteral("tester")));
    const QString existing = scalar(*m_conn, QStringLiteral("SELECT min(name) FROM groups")).toString();
    const QVariant holder = scalar(*m_conn, QStringLiteral("SELECT id FROM groups WHERE name = ?"), {existing});
    const QVariant groups = scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups"));

    // "finance " is "finance" to single sign-on: the clash names the group that has the name.
    WriteResult r =
        writer.apply(ChangeSet::insert(QStringLiteral("groups"), {{QStringLiteral("name"), existing + u' '}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(hasProblemOn(r, QStringLiteral("name"), QStringLiteral("Already taken")), qPrintable(describe(r)));
    QVERIFY2(r.message.contains(QStringLiteral("#%1").arg(holder.toString())), qPrintable(r.message));
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM groups")), groups);

    // Renaming another group to " finance" clashes the same way.
    const QVariant other = scalar(*m_conn, QStringLiteral("SELECT max(id) FROM groups"));
    QVERIFY(other != holder);
    r = writer.apply(ChangeSet::update(QStringLiteral("groups"), fetch(*m_conn, QStringLiteral("groups"), other),
                                       {{QStringLiteral("name"), u' ' + existing}}));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(hasProblemOn(r, QStringLiteral("name"), QStringLiteral("Already taken")), qPrintable(describe(r)));

    // A new name is stored trimmed.
    r = writer.apply(
        ChangeSet::insert(QStringLiteral("groups"), {{QStringLiteral("name"), QStringLiteral(" treasury ")}}));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT name FROM groups WHERE id = ?"), {r.key.first()}).toString(),
             QStringLiteral("treasury"));
}

void TestInputRules::templateKindBeforeTheDatabase() {
    RowWriter writer(*m_conn);
    writer.setActor(Actor::named(QStringLiteral("tester")));
    const QString workspace = scalar(*m_conn, QStringLiteral("SELECT min(workspace_id) FROM templates")).toString();
    const qint64 before = scalar(*m_conn, QStringLiteral("SELECT count(*) FROM templates")).toLongLong();
    const WriteResult r = writer.apply(
        ChangeSet::insert(QStringLiteral("templates"),
                          {{QStringLiteral("workspace_id"), workspace},
                           {QStringLiteral("kind"), QStringLiteral("dashboard")},
                           {QStringLiteral("name"), QStringLiteral("Kind mismatch (test)")},
                           {QStringLiteral("body"), QStringLiteral("{\"kind\":\"panel\",\"title\":\"Errors\"}")},
                           {QStringLiteral("created_by"), QStringLiteral("tester")}}));
    // The rule of templates_kind_matches_body (TemplateRules) is said before the database is asked, in words, next
    // to both fields it is about; the database's own refusal (told by writeerrors, below) is never reached.
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(r.message.startsWith(QStringLiteral("The kind is “dashboard” but the body declares “panel”")),
             qPrintable(r.message));
    QVERIFY2(!r.message.contains(QStringLiteral("Unable to")), qPrintable(r.message));
    QVERIFY2(hasProblemOn(r, QStringLiteral("kind"), QStringLiteral("must match")), qPrintable(describe(r)));
    QVERIFY2(hasProblemOn(r, QStringLiteral("body"), QStringLiteral("must match")), qPrintable(describe(r)));
    QVERIFY(r.details.isEmpty());
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT count(*) FROM templates")).toLongLong(), before);
}

void TestInputRules::jsonProblemSaysWhere() {
    QVERIFY(jsontext::problem(QStringLiteral("{\"a\": [1, 2.5, null]}")).isEmpty());
    QVERIFY(jsontext::problem(QStringLiteral("\"a scalar\"")).isEmpty());
    const QString word = jsontext::problem(QStringLiteral("abc"));
    QVERIFY2(word.startsWith(QStringLiteral("Not valid JSON at line 1, column 1: a value is expected")),
             qPrintable(word));
    QVERIFY2(!word.contains(QStringLiteral("illegal")), qPrintable(word));
    // Line and column count in what was typed, a missing comma on the second line.
    const QString comma = jsontext::problem(QStringLiteral("{\n  \"a\": 1\n  \"b\": 2\n}"));
    QVERIFY2(comma.contains(QStringLiteral("line 3")), qPrintable(comma));
    QVERIFY2(comma.contains(QStringLiteral("“,”")), qPrintable(comma));
    const QString colon = jsontext::problem(QStringLiteral("{\"a\" 1}"));
    QVERIFY2(colon.contains(QStringLiteral("“:”")), qPrintable(colon));
    const QString two = jsontext::problem(QStringLiteral("1, 2"));
    QVERIFY2(two.contains(QStringLiteral("one value is expected")), qPrintable(two));
}

void TestInputRules::integersInLocaleAndPlainDigits_data() {
    QTest::addColumn<QString>("locale");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<qlonglong>("value");
    QTest::newRow("en plain") << "en_US"
                              << "1000000" << true << 1000000LL;
    QTest::newRow("en grouped") << "en_US"
                                << "1,000,000" << true << 1000000LL;
    QTest::newRow("en negative") << "en_US"
                                 << "-1,000" << true << -1000LL;
    QTest::newRow("en badly grouped") << "en_US"
                                      << "1,5" << false << 0LL;
    QTest::newRow("en word") << "en_US"
                             << "abc" << false << 0LL;
    QTest::newRow("de plain") << "de_DE"
                              << "1000000" << true << 1000000LL;
    QTest::newRow("de grouped") << "de_DE"
                                << "1.000.000" << true << 1000000LL;
    QTest::newRow("de english grouping") << "de_DE"
                                         << "1,000,000" << false << 0LL;
    QTest::newRow("exponent") << "en_US"
                              << "1e3" << false << 0LL;
    QTest::newRow("en zero decimals") << "en_US"
                                      << "1.000" << false << 0LL;
    QTest::newRow("de reads two ways") << "de_DE"
                                       << "1.000" << false << 0LL;
    QTest::newRow("nan") << "en_US"
                         << "nan" << false << 0LL;
}

void TestInputRules::integersInLocaleAndPlainDigits() {
    QFETCH(QString, locale);
    QFETCH(QString, typed);
    QFETCH(bool, ok);
    QFETCH(qlonglong, value);
    const LocaleScope scope{QLocale(locale)};
    qlonglong n = 0;
    QCOMPARE(numerictext::parseInteger(typed, &n), ok);
    if (ok)
        QCOMPARE(n, value);
}

void TestInputRules::decimalsInLocale() {
    {
        const LocaleScope scope{QLocale(QStringLiteral("en_US"))};
        QCOMPARE(numerictext::normalized(QStringLiteral("1,234.5")), QStringLiteral("1234.5"));
        QCOMPARE(numerictext::normalized(QStringLiteral("9.50")), QStringLiteral("9.50"));
        QCOMPARE(numerictext::normalized(QStringLiteral("1,5")), QString()); // not 15
        QCOMPARE(numerictext::normalized(QStringLiteral("abc")), QString());
    }
    const LocaleScope scope{QLocale(QStringLiteral("de_DE"))};
    QCOMPARE(numerictext::normalized(QStringLiteral("1.234,5")), QStringLiteral("1234.5"));
    QCOMPARE(numerictext::normalized(QStringLiteral("9,5")), QStringLiteral("9.5"));
    QCOMPARE(numerictext::normalized(QStringLiteral("1.000.000")), QStringLiteral("1000000"));
    // Digits on one side of the point, as a stored literal may have them (".55", "5."): what the editor is given
    // (localeText) reads back as the same literal (found by fuzzing, tests/fuzz).
    for (const QString& stored : {QStringLiteral(".55"), QStringLiteral("5."), QStringLiteral("-.5")}) {
        QCOMPARE(numerictext::normalized(stored), stored);
        QCOMPARE(numerictext::normalized(numerictext::localeText(stored)), stored);
    }
    QCOMPARE(numerictext::normalized(QStringLiteral(",55")), QStringLiteral(".55"));
    QCOMPARE(numerictext::normalized(QStringLiteral(",")), QString());
    QCOMPARE(numerictext::normalized(QStringLiteral("-")), QString());
    qlonglong whole = 0;
    QVERIFY(!numerictext::parseInteger(QStringLiteral("-"), &whole));
    QVERIFY(!numerictext::parseInteger(QString(), &whole));
}

void TestInputRules::daysInLocale() {
    const ZoneScope utc("UTC", timedisplay::Zone::Utc);
    timestampmatch::Span iso, local;
    QVERIFY(timestampmatch::parse(QStringLiteral("2026-10-15"), &iso));
    {
        const LocaleScope scope{QLocale(QStringLiteral("de_DE"))};
        QVERIFY(timestampmatch::parse(QStringLiteral("15.10.2026"), &local));
        QCOMPARE(local.from, iso.from);
        QCOMPARE(local.until, iso.until);
        QVERIFY(timestampmatch::parse(QStringLiteral("15.10.26 09:24"), &local));
        timestampmatch::Span minute;
        QVERIFY(timestampmatch::parse(QStringLiteral("2026-10-15 09:24"), &minute));
        QCOMPARE(local.from, minute.from);
        QCOMPARE(local.until, minute.until);
    }
    const LocaleScope scope{QLocale(QStringLiteral("en_US"))};
    QVERIFY(timestampmatch::parse(QStringLiteral("10/15/2026"), &local));
    QCOMPARE(local.from, iso.from);
    QVERIFY(!timestampmatch::parse(QStringLiteral("abc"), &local));
    QVERIFY(!timestampmatch::parse(QStringLiteral("15/10/2026"), &local)); // no 15th month
}

void TestInputRules::timesAsShownReadInTheShownZone() {
    // The grid shows times in Berlin: a time typed as the locale writes it is that wall-clock time there (CEST, UTC+2
    // on 15 October), its day from Berlin's midnight to the next; the ISO form, as copied, stays UTC.
    const LocaleScope german{QLocale(QStringLiteral("de_DE"))};
    timestampmatch::Span span, iso;
    {
        const ZoneScope berlin("Europe/Berlin", timedisplay::Zone::Local);
        QVERIFY(timestampmatch::parse(QStringLiteral("15.10.2026 09:24"), &span));
        QVERIFY(timestampmatch::parse(QStringLiteral("2026-10-15 07:24"), &iso));
        QCOMPARE(span.from, iso.from);
        QCOMPARE(span.until, iso.until);
        QVERIFY(timestampmatch::parse(QStringLiteral("15.10.2026"), &span));
        QVERIFY(timestampmatch::parse(QStringLiteral("2026-10-14 22:00"), &iso));
        QCOMPARE(span.from, iso.from);
        QCOMPARE(span.until - span.from, qint64(86400) * 1000000);
        // The day the clocks go back is 25 hours long there.
        QVERIFY(timestampmatch::parse(QStringLiteral("25.10.2026"), &span));
        QCOMPARE(span.until - span.from, qint64(25 * 3600) * 1000000);
        QVERIFY(timestampmatch::parse(QStringLiteral("2026-10-15 09:24"), &iso));
        QVERIFY(timestampmatch::parse(QStringLiteral("2026-10-15 09:24Z"), &span));
        QCOMPARE(iso.from, span.from); // as copied: UTC
    }
    // Shown in UTC although the system is in Berlin: read as UTC.
    const ZoneScope utc("Europe/Berlin", timedisplay::Zone::Utc);
    QVERIFY(timestampmatch::parse(QStringLiteral("15.10.2026 09:24"), &span));
    QVERIFY(timestampmatch::parse(QStringLiteral("2026-10-15 09:24"), &iso));
    QCOMPARE(span.from, iso.from);
}

void TestInputRules::numbersNeverGuessedAcrossLocales() {
    // One reading for the filter, the editors and the rules: a text that reads as one number as the user writes it
    // and as another as a stored value is written is no number, and the sentence says what to type; a whole number
    // has no decimals, not even zeros; plain digits always.
    qlonglong n = 0;
    {
        const LocaleScope english{QLocale(QStringLiteral("en_US"))};
        QCOMPARE(numerictext::normalized(QStringLiteral("1.000")), QStringLiteral("1.000"));
        QVERIFY(!numerictext::parseInteger(QStringLiteral("1.000"), &n)); // not one: a thousand, to whoever typed it?
        QVERIFY2(numerictext::problem(QStringLiteral("1.000"), true).contains(QStringLiteral("decimals")),
                 qPrintable(numerictext::problem(QStringLiteral("1.000"), true)));
        QVERIFY(!numerictext::parseInteger(QStringLiteral("1.5"), &n));
        QVERIFY(numerictext::parseInteger(QStringLiteral("1,500"), &n)); // English grouping reads one way only
        QCOMPARE(n, 1500LL);
        QCOMPARE(numerictext::normalized(QStringLiteral("1,500")), QStringLiteral("1500"));
        QVERIFY(numerictext::problem(QStringLiteral("1,500"), false).isEmpty());
        QCOMPARE(numerictext::localeText(QStringLiteral("-1234.50")), QStringLiteral("-1234.50"));
        for (const QString& word : {QStringLiteral("1e3"), QStringLiteral("nan"), QStringLiteral("inf"),
                                    QStringLiteral("-inf"), QStringLiteral("0x10")}) {
            QVERIFY2(numerictext::normalized(word).isEmpty(), qPrintable(word));
            QVERIFY2(!numerictext::parseInteger(word, &n), qPrintable(word));
            QVERIFY2(numerictext::problem(word, false).contains(QStringLiteral("not a number")), qPrintable(word));
            QVERIFY2(numerictext::problem(word, true).contains(QStringLiteral("not a whole number")), qPrintable(word));
        }
    }
    const LocaleScope german{QLocale(QStringLiteral("de_DE"))};
    // "1.500" pasted as stored is one and a half; typed as German writes numbers, a thousand and a half: neither.
    QCOMPARE(numerictext::normalized(QStringLiteral("1.500")), QString());
    const QString twoWays = numerictext::problem(QStringLiteral("1.500"), false);
    QVERIFY2(twoWays.contains(QStringLiteral("two ways")) && twoWays.contains(QStringLiteral("Type 1500 or 1,500")),
             qPrintable(twoWays));
    QVERIFY(!numerictext::parseInteger(QStringLiteral("1.000"), &n));
    const QString wholeTwoWays = numerictext::problem(QStringLiteral("1.000"), true);
    QVERIFY2(wholeTwoWays.contains(QStringLiteral("two ways")) && wholeTwoWays.contains(QStringLiteral("Type 1000")),
             qPrintable(wholeTwoWays));
    QCOMPARE(numerictext::normalized(QStringLiteral("1,500")), QStringLiteral("1.500"));
    QCOMPARE(numerictext::normalized(QStringLiteral("1.500,5")), QStringLiteral("1500.5"));
    QVERIFY(numerictext::parseInteger(QStringLiteral("1.000.000"), &n));
    QCOMPARE(n, 1000000LL);
    QVERIFY(numerictext::parseInteger(QStringLiteral("1000"), &n));
    QCOMPARE(n, 1000LL);
    QVERIFY(!numerictext::parseInteger(QStringLiteral("10.0"), &n)); // no German number, and decimals
    QVERIFY(!numerictext::parseInteger(QStringLiteral("1,0"), &n));  // decimals, however few
    // Where German has no reading, the C form as copied: "9.50".
    QCOMPARE(numerictext::normalized(QStringLiteral("9.50")), QStringLiteral("9.50"));
    // What an editor shows is read back as the same number.
    QCOMPARE(numerictext::localeText(QStringLiteral("1234.500")), QStringLiteral("1234,500"));
    QCOMPARE(numerictext::normalized(numerictext::localeText(QStringLiteral("1234.500"))), QStringLiteral("1234.500"));
    QCOMPARE(numerictext::normalized(numerictext::localeText(QStringLiteral("1.500"))), QStringLiteral("1.500"));
}

void TestInputRules::rulesReadNumbersAsTheEditorsDo() {
    // The write path judges a number given as text by the editors' reading, and writes what it reads: a word, an
    // exponent or a text that reads two ways is refused, on both engines and in both languages.
    RowWriter writer(*m_conn);
    writer.setActor(Actor::named(QStringLiteral("tester")));
    const QVariant id = scalar(*m_conn, QStringLiteral("SELECT min(id) FROM ai_chat_turns"));
    auto write = [&](const char* column, const QVariant& value) {
        return writer.apply(ChangeSet::update(QStringLiteral("ai_chat_turns"),
                                              fetch(*m_conn, QStringLiteral("ai_chat_turns"), id),
                                              {{QString::fromLatin1(column), value}}));
    };
    const QVariantMap before = fetch(*m_conn, QStringLiteral("ai_chat_turns"), id);
    {
        const LocaleScope english{QLocale(QStringLiteral("en_US"))};
        for (const QString& bad : {QStringLiteral("1e3"), QStringLiteral("nan"), QStringLiteral("inf")}) {
            WriteResult r = write("cost_usd", bad);
            QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
            QVERIFY2(hasProblemOn(r, QStringLiteral("cost_usd"), QStringLiteral("not a number")),
                     qPrintable(describe(r)));
            r = write("input_tokens", bad);
            QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
            QVERIFY2(hasProblemOn(r, QStringLiteral("input_tokens"), QStringLiteral("not a whole number")),
                     qPrintable(describe(r)));
        }
        WriteResult r = write("input_tokens", QStringLiteral("1.000"));
        QVERIFY2(hasProblemOn(r, QStringLiteral("input_tokens"), QStringLiteral("decimals")), qPrintable(describe(r)));
        r = write("cost_usd", std::numeric_limits<double>::quiet_NaN());
        QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
        QCOMPARE(fetch(*m_conn, QStringLiteral("ai_chat_turns"), id), before);
        r = write("input_tokens", QStringLiteral("1,500"));
        QVERIFY2(r.ok(), qPrintable(describe(r)));
        QCOMPARE(
            scalar(*m_conn, QStringLiteral("SELECT input_tokens FROM ai_chat_turns WHERE id = ?"), {id}).toLongLong(),
            1500LL);
    }
    const LocaleScope german{QLocale(QStringLiteral("de_DE"))};
    // A whole number typed two ways is refused; a decimal's value is its stored form ("1.500", as the editors hand it
    // over), never read again as German would write it.
    WriteResult r = write("input_tokens", QStringLiteral("1.000"));
    QCOMPARE(r.outcome, WriteResult::Outcome::Invalid);
    QVERIFY2(hasProblemOn(r, QStringLiteral("input_tokens"), QStringLiteral("two ways")), qPrintable(describe(r)));
    r = write("cost_usd", QStringLiteral("1.500"));
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT cost_usd FROM ai_chat_turns WHERE id = ?"), {id}).toString(),
             QStringLiteral("1.500"));
    r = write("cost_usd", QStringLiteral("1.234,5")); // written as the platform stores it
    QVERIFY2(r.ok(), qPrintable(describe(r)));
    QCOMPARE(scalar(*m_conn, QStringLiteral("SELECT cost_usd FROM ai_chat_turns WHERE id = ?"), {id}).toString(),
             QStringLiteral("1234.5"));
    r = write("cost_usd", QStringLiteral("1e3"));
    QVERIFY2(hasProblemOn(r, QStringLiteral("cost_usd"), QStringLiteral("not a number")), qPrintable(describe(r)));
}

void TestInputRules::identifiersDerived() {
    const Catalog& catalog = Catalog::instance();
    const TableDescriptor* connections = catalog.table(QStringLiteral("connections"));
    QVERIFY(connections);
    QVERIFY(connections->column(QStringLiteral("port"))->identifier);
    QVERIFY(connections->column(QStringLiteral("id"))->identifier);
    QCOMPARE(connections->column(QStringLiteral("name"))->textRule, TextRule::Trimmed);
    QVERIFY(!catalog.table(QStringLiteral("runs"))->column(QStringLiteral("rows_written"))->identifier);
    QCOMPARE(catalog.table(QStringLiteral("users"))->column(QStringLiteral("email"))->textRule, TextRule::Email);
    QCOMPARE(catalog.table(QStringLiteral("groups"))->column(QStringLiteral("name"))->textRule, TextRule::Trimmed);
    // The named CHECK is told in words; the database's text is its details, without the driver's tail.
    const TableDescriptor* templates = catalog.table(QStringLiteral("templates"));
    const QString sqlite = QStringLiteral("CHECK constraint failed: templates_kind_matches_body Unable to fetch row");
    QVERIFY2(writeerrors::describe(*templates, sqlite).startsWith(QStringLiteral("A template's kind")),
             qPrintable(writeerrors::describe(*templates, sqlite)));
    QCOMPARE(writeerrors::details(sqlite), QStringLiteral("CHECK constraint failed: templates_kind_matches_body"));
    QCOMPARE(writeerrors::columnOf(*templates, sqlite), QStringLiteral("kind"));
}

QTEST_GUILESS_MAIN(TestInputRules)
#include "tst_InputRules.moc"
