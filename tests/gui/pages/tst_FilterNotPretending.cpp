#include "common/Screenshots.h"
#include "common/TestDatabases.h"
#include "core/catalog/Catalog.h"
#include "core/edit/ValueCodec.h"
#include "core/settings/Settings.h"
#include "core/settings/TimeDisplay.h"
#include "gui/MainWindow.h"
#include "gui/Workspace.h"
#include "gui/pages/AuditFilterFields.h"
#include "gui/pages/ConditionRow.h"
#include "gui/pages/FilterBar.h"
#include "gui/pages/TablePage.h"
#include "models/WindowedTableModel.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QLabel>
#include <QLineEdit>
#include <QSqlQuery>
#include <QTest>

#include <ctime>

using namespace metadesk;
using metadesk::test::ScratchDatabase;

namespace {

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

/// The zone times are shown in (Preferences) for a test's scope.
struct ShownZoneScope {
    explicit ShownZoneScope(timedisplay::Zone zone) { timedisplay::setZone(zone); }
    ~ShownZoneScope() {
        Settings::instance().reset(Settings::Key::TimeZone);
        timedisplay::reload();
    }
};

struct LocaleScope {
    explicit LocaleScope(const QLocale& locale) : m_before(QLocale()) { QLocale::setDefault(locale); }
    ~LocaleScope() { QLocale::setDefault(m_before); }
    QLocale m_before;
};

} // namespace

/// The filter bar never pretends: a condition whose value cannot be read ("abc" for a number) leaves the conditions
/// applied before it in force, and the status line under the grid says it is not applied and why; times typed in the
/// filter bar as the grid shows them, and the audit log's From and To, are read in the zone the grid shows times in,
/// which they name.
class TestFilterNotPretending : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void unreadableConditionKeepsTheAppliedFilter_data() { test::addEngineColumn(), test::addEngineRows(); }
    void unreadableConditionKeepsTheAppliedFilter();
    void auditTimesInTheShownZone();
    void typedTimeSaysItsZone();

private:
    std::unique_ptr<ScratchDatabase> m_scratch;
    std::unique_ptr<DbConnection> m_conn;
};

void TestFilterNotPretending::initTestCase() {
    QString why;
    QVERIFY2(test::postgresConfigured(&why), qPrintable(why));
    QApplication::setOrganizationName(QStringLiteral("MetadeskTest"));
    QApplication::setApplicationName(QStringLiteral("metadesk-filter-test"));
    Settings::instance().reset(Settings::Key::TimeZone);
    timedisplay::reload();
}

void TestFilterNotPretending::cleanup() {
    m_conn.reset();
    m_scratch.reset();
}

void TestFilterNotPretending::unreadableConditionKeepsTheAppliedFilter() {
    QFETCH(ScratchDatabase::Engine, engine);
    QString why;
    QVERIFY2(test::openDemo(engine, &m_scratch, &m_conn, &why, 60), qPrintable(why));
    const LocaleScope english{QLocale(QStringLiteral("en_US"))};
    QSqlQuery q(m_conn->db());
    QVERIFY(m_conn->execBound(&q, QStringLiteral("SELECT count(*) FROM runs"), {}, &why) && q.next());
    const int all = q.value(0).toInt();
    q.finish();
    // A threshold that leaves some rows out: the median of rows_written.
    QVERIFY(m_conn->execBound(&q,
                              QStringLiteral("SELECT rows_written FROM runs WHERE rows_written IS NOT NULL ORDER BY "
                                             "rows_written"),
                              {}, &why));
    QList<qint64> written;
    while (q.next())
        written << q.value(0).toLongLong();
    q.finish();
    QVERIFY(written.size() > 4);
    const qint64 threshold = written.at(written.size() / 2);
    QVERIFY(
        m_conn->execBound(&q, QStringLiteral("SELECT count(*) FROM runs WHERE rows_written > ?"), {threshold}, &why) &&
        q.next());
    const int above = q.value(0).toInt();
    q.finish();
    QVERIFY(above > 0 && above < all);

    MainWindow window;
    window.resize(1400, 800);
    window.show();
    QVERIFY2(window.openDatabase(m_scratch->url(), false, &why), qPrintable(why));
    window.workspace()->navigate(Location{QStringLiteral("runs"), {}, {}});
    TablePage* page = window.workspace()->currentPage();
    QVERIFY(page);
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact(), 15000);
    QCOMPARE(page->model()->rowCount(), all);
    auto* bar = page->findChild<FilterBar*>(QStringLiteral("filterBar"));
    auto* status = page->findChild<QLabel*>(QStringLiteral("rowStatus"));
    QVERIFY(bar && status);

    // An unreadable value as the first condition: all rows, and the status line says the condition is not applied.
    bar->addCondition(QStringLiteral("rows_written"));
    auto* row = bar->findChild<ConditionRow*>();
    QVERIFY(row);
    auto* op = row->findChild<QComboBox*>(QStringLiteral("conditionOperator"));
    auto* text = row->findChild<QLineEdit*>(QStringLiteral("conditionText"));
    op->setCurrentIndex(op->findData(int(FilterCondition::Op::After)));
    text->setText(QStringLiteral("abc"));
    QTRY_VERIFY2(status->text().contains(QStringLiteral("not applied")), qPrintable(status->text()));
    QVERIFY2(status->text().contains(QStringLiteral("Rows written")), qPrintable(status->text()));
    QVERIFY2(status->text().contains(QStringLiteral("not filtered by it")), qPrintable(status->text()));
    QVERIFY(page->model()->querySpec().conditions.isEmpty());

    // A readable one applies: "greater than" the threshold, typed as the grid groups it.
    text->setText(QLocale().toString(threshold));
    QTRY_COMPARE_WITH_TIMEOUT(page->model()->querySpec().conditions.size(), 1, 5000);
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact() && page->model()->rowCount() == above, 15000);
    QVERIFY2(!status->text().contains(QStringLiteral("not applied")), qPrintable(status->text()));
    const QList<FilterCondition> applied = page->model()->querySpec().conditions;

    // Then unreadable again: the grid keeps the applied condition (never all rows as if filtered), and says so.
    text->setText(QStringLiteral("1,5"));
    QTRY_VERIFY2(status->text().contains(QStringLiteral("not applied")), qPrintable(status->text()));
    QVERIFY2(status->text().contains(QStringLiteral("applied before")), qPrintable(status->text()));
    QTest::qWait(400); // past the bar's settling time
    QCOMPARE(page->model()->querySpec().conditions, applied);
    QCOMPARE(page->model()->rowCount(), above);
    QVERIFY(row->findChild<QLabel*>(QStringLiteral("conditionProblem"))->isVisible());
    test::saveScreenshot(&window, QStringLiteral("filter-unreadable-value.png"));

    // Removed: the filter follows what is left.
    row->findChild<QAbstractButton*>(QStringLiteral("conditionRemove"))->click();
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->querySpec().conditions.isEmpty(), 5000);
    QTRY_VERIFY_WITH_TIMEOUT(page->model()->isCountExact() && page->model()->rowCount() == all, 15000);
    QVERIFY2(!status->text().contains(QStringLiteral("not applied")), qPrintable(status->text()));
}

void TestFilterNotPretending::auditTimesInTheShownZone() {
    const ZoneScope berlin("Europe/Berlin");
    const QDateTime picked(QDate(2026, 10, 15), QTime(9, 24));
    for (const timedisplay::Zone zone : {timedisplay::Zone::Utc, timedisplay::Zone::Local}) {
        const ShownZoneScope shown(zone);
        AuditFilterFields fields;
        fields.show();
        auto* useFrom = fields.findChild<QCheckBox*>(QStringLiteral("auditFromEnabled"));
        auto* from = fields.findChild<QDateTimeEdit*>(QStringLiteral("auditFrom"));
        QVERIFY(useFrom && from);
        // The field says its zone, as the grid's header does.
        QVERIFY2(from->accessibleName().contains(timedisplay::zoneName()), qPrintable(from->accessibleName()));
        auto* zoneLabel = fields.findChild<QLabel*>(QStringLiteral("auditTimeZone"));
        QVERIFY(zoneLabel);
        QCOMPARE(zoneLabel->text(), timedisplay::zoneSentence());
        useFrom->setChecked(true);
        // 09:24 as the field shows it, read in the zone shown: 09:24 UTC, or 07:24 UTC in Berlin's summer.
        from->setDateTime(zone == timedisplay::Zone::Utc ? QDateTime(picked.date(), picked.time(), Qt::UTC) : picked);
        QCOMPARE(from->text(), QStringLiteral("2026-10-15 09:24"));
        const QList<FilterCondition> conditions = fields.conditions();
        QCOMPARE(conditions.size(), 1);
        const QDateTime stored = valuecodec::parseTimestamp(conditions.first().value);
        QCOMPARE(stored.toUTC().time(), zone == timedisplay::Zone::Utc ? QTime(9, 24) : QTime(7, 24));
        // Shown back from history as it was typed.
        AuditFilterFields again;
        QVERIFY(again.takeConditions(conditions).isEmpty());
        QCOMPARE(again.findChild<QDateTimeEdit*>(QStringLiteral("auditFrom"))->text(),
                 QStringLiteral("2026-10-15 09:24"));
        if (zone == timedisplay::Zone::Utc)
            test::saveScreenshot(&fields, QStringLiteral("audit-filter-zone.png"));
    }
}

void TestFilterNotPretending::typedTimeSaysItsZone() {
    const ZoneScope berlin("Europe/Berlin");
    const ShownZoneScope shown(timedisplay::Zone::Local);
    const LocaleScope english{QLocale(QStringLiteral("en_US"))};
    const TableDescriptor* runs = Catalog::instance().table(QStringLiteral("runs"));
    QVERIFY(runs);
    ConditionRow row(*runs);
    row.setColumn(QStringLiteral("started_at"));
    auto* op = row.findChild<QComboBox*>(QStringLiteral("conditionOperator"));
    auto* text = row.findChild<QLineEdit*>(QStringLiteral("conditionText"));
    op->setCurrentIndex(op->findData(int(FilterCondition::Op::Equals)));
    QVERIFY2(text->placeholderText().contains(QStringLiteral("Europe/Berlin")), qPrintable(text->placeholderText()));
    text->setText(QStringLiteral("someday"));
    QVERIFY2(row.problem().contains(QStringLiteral("Europe/Berlin")), qPrintable(row.problem()));
    text->setText(QStringLiteral("10/15/2026 09:24"));
    QVERIFY2(row.problem().isEmpty(), qPrintable(row.problem()));
    QVERIFY(row.condition());
}

QTEST_MAIN(TestFilterNotPretending)
#include "tst_FilterNotPretending.moc"
