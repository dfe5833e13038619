#include "core/catalog/Catalog.h"
#include "gui/pages/ConditionRow.h"
#include "gui/pages/FilterBar.h"

#include <QComboBox>
#include <QDateEdit>
#include <QLineEdit>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTest>
#include <QToolButton>

#include <time.h>

using namespace metadesk;

/// The filter bar over the catalog's tables: a reference column, which the grid shows by the referenced row's label,
/// says that its condition and the quick search compare the stored value.
class TestFilterBar : public QObject {
    Q_OBJECT
private slots:
    void referenceConditionSaysItComparesTheStoredValue();
    void quickSearchSaysReferencesAreSearchedAsStored();
    void dateEqualsSurvivesTheBar();
    void pickedDateIsThatDay();
    void timestampEqualsTakesTheCopiedText();
    void decimalKeepsTheDigitsTyped();
    void aChoiceFiltersOnceChosen();

private:
    static FilterCondition::Op operatorOf(const ConditionRow& row) {
        return FilterCondition::Op(
            row.findChild<QComboBox*>(QStringLiteral("conditionOperator"))->currentData().toInt());
    }
};

void TestFilterBar::referenceConditionSaysItComparesTheStoredValue() {
    const TableDescriptor* runs = Catalog::instance().table(QStringLiteral("runs"));
    QVERIFY(runs);
    ConditionRow row(*runs);
    auto* column = row.findChild<QComboBox*>(QStringLiteral("conditionColumn"));
    auto* text = row.findChild<QLineEdit*>(QStringLiteral("conditionText"));
    QVERIFY(column && text);

    row.setColumn(QStringLiteral("flow_id"));
    QCOMPARE(text->placeholderText(), QStringLiteral("stored id of the flows row"));
    QVERIFY2(text->toolTip().contains(QStringLiteral("compares the stored id, not that label")),
             qPrintable(text->toolTip()));
    const int flow = column->findData(QStringLiteral("flow_id"));
    QVERIFY(column->itemData(flow, Qt::ToolTipRole).toString().contains(QStringLiteral("stored id")));
    // The value typed is the id, compared as stored.
    text->setText(QStringLiteral("4"));
    const auto condition = row.condition();
    QVERIFY(condition);
    QCOMPARE(condition->column, QStringLiteral("flow_id"));
    QCOMPARE(condition->value.toLongLong(), 4);

    // Another column says nothing of references.
    row.setColumn(QStringLiteral("task_id"));
    QCOMPARE(text->placeholderText(), QStringLiteral("value"));
    QVERIFY(text->toolTip().isEmpty());
    QVERIFY(column->itemData(column->findData(QStringLiteral("kind")), Qt::ToolTipRole).toString().isEmpty());
}

void TestFilterBar::quickSearchSaysReferencesAreSearchedAsStored() {
    // Holotable searches a dashboard version's dashboard, a reference, by what it stores (a uuid).
    const TableDescriptor* versions = Catalog::instance().table(QStringLiteral("dashboard_versions"));
    QVERIFY(versions);
    QVERIFY(versions->searchColumns.contains(QStringLiteral("dashboard_id")));
    QVERIFY(versions->foreignKey(QStringLiteral("dashboard_id")));
    FilterBar bar(*versions);
    auto* search = bar.findChild<QLineEdit*>(QStringLiteral("quickSearch"));
    QVERIFY(search);
    QVERIFY2(search->toolTip().contains(QStringLiteral("as stored")), qPrintable(search->toolTip()));
    QVERIFY2(search->toolTip().contains(versions->column(QStringLiteral("dashboard_id"))->label.toLower()),
             qPrintable(search->toolTip()));

    // users searches no reference: no such note.
    FilterBar users(*Catalog::instance().table(QStringLiteral("users")));
    QVERIFY(
        !users.findChild<QLineEdit*>(QStringLiteral("quickSearch"))->toolTip().contains(QStringLiteral("as stored")));
}

void TestFilterBar::dateEqualsSurvivesTheBar() {
    // The overview's "LLM tokens today" opens llm_usage with day = today; the bar must show it as it is, so that
    // touching the bar (another condition, the quick search) keeps it.
    const TableDescriptor* usage = Catalog::instance().table(QStringLiteral("llm_usage"));
    QVERIFY(usage);
    QCOMPARE(usage->column(QStringLiteral("day"))->kind, ColumnKind::Date);
    const QList<FilterCondition> link{
        {QStringLiteral("day"), FilterCondition::Op::Equals, QStringLiteral("2026-03-05")}};
    FilterBar bar(*usage);
    bar.setFilter({}, link);
    QCOMPARE(bar.conditions(), link);
    bar.addCondition(QStringLiteral("workspace_id"));
    QCOMPARE(bar.conditions().constFirst(), link.constFirst());
    // Before and after compare days too.
    for (const FilterCondition::Op op : {FilterCondition::Op::Before, FilterCondition::Op::After}) {
        const QList<FilterCondition> other{{QStringLiteral("day"), op, QStringLiteral("2026-12-31")}};
        bar.setFilter({}, other);
        QCOMPARE(bar.conditions(), other);
    }
}

void TestFilterBar::pickedDateIsThatDay() {
    // Far east of UTC: a local midnight there is the day before in UTC, which a date-time editor turned UTC gave.
    const QByteArray zone = qgetenv("TZ");
    qputenv("TZ", "Pacific/Kiritimati");
    tzset();
    const TableDescriptor* usage = Catalog::instance().table(QStringLiteral("llm_usage"));
    QVERIFY(usage);
    ConditionRow row(*usage);
    row.setColumn(QStringLiteral("day"));
    QCOMPARE(operatorOf(row), FilterCondition::Op::Equals);
    auto* date = row.findChild<QDateEdit*>(QStringLiteral("conditionDate"));
    QVERIFY(date);
    QCOMPARE(row.findChild<QStackedWidget*>()->currentWidget(), date);
    date->setDate(QDate(2026, 3, 5));
    const auto condition = row.condition();
    if (zone.isNull())
        qunsetenv("TZ");
    else
        qputenv("TZ", zone);
    tzset();
    QVERIFY(condition);
    QCOMPARE(condition->value, QVariant(QStringLiteral("2026-03-05")));
}

void TestFilterBar::timestampEqualsTakesTheCopiedText() {
    const TableDescriptor* runs = Catalog::instance().table(QStringLiteral("runs"));
    QVERIFY(runs);
    ConditionRow row(*runs);
    row.setColumn(QStringLiteral("started_at"));
    auto* op = row.findChild<QComboBox*>(QStringLiteral("conditionOperator"));
    auto* text = row.findChild<QLineEdit*>(QStringLiteral("conditionText"));
    QVERIFY(op && text);
    const int equals = op->findData(int(FilterCondition::Op::Equals));
    QVERIFY(equals >= 0);
    op->setCurrentIndex(equals);
    // What copying a PostgreSQL timestamp gives: UTC text to the microsecond, kept as typed.
    text->setText(QStringLiteral("2026-03-05 10:00:00.123456"));
    auto condition = row.condition();
    QVERIFY(condition);
    QCOMPARE(condition->op, FilterCondition::Op::Equals);
    QCOMPARE(condition->value, QVariant(QStringLiteral("2026-03-05 10:00:00.123456")));
    text->setText(QStringLiteral("not a time"));
    QVERIFY(!row.condition());
    // Shown again as it was given.
    const FilterCondition given{QStringLiteral("started_at"), FilterCondition::Op::Equals,
                                QStringLiteral("2026-03-05 10:00:00")};
    row.setCondition(given);
    condition = row.condition();
    QVERIFY(condition);
    QCOMPARE(*condition, given);
}

void TestFilterBar::decimalKeepsTheDigitsTyped() {
    const TableDescriptor* spend = Catalog::instance().table(QStringLiteral("ai_spend"));
    QVERIFY(spend);
    ConditionRow row(*spend);
    row.setColumn(QStringLiteral("cost_usd"));
    auto* text = row.findChild<QLineEdit*>(QStringLiteral("conditionText"));
    QVERIFY(text);
    text->setText(QStringLiteral("0.10"));
    auto condition = row.condition();
    QVERIFY(condition);
    QCOMPARE(condition->value, QVariant(QStringLiteral("0.10"))); // not the double 0.1
    text->setText(QStringLiteral("ten"));
    QVERIFY(!row.condition());
}

void TestFilterBar::aChoiceFiltersOnceChosen() {
    // A list of values (an enum, a boolean) starts with none chosen, as a text field starts empty: the first value is
    // not applied before the user picks one (on ten million runs, kind = 'flow' under the Flow sort read for seconds).
    const TableDescriptor* runs = Catalog::instance().table(QStringLiteral("runs"));
    QVERIFY(runs);
    const ColumnDescriptor* kind = runs->column(QStringLiteral("kind"));
    QVERIFY(kind && kind->kind == ColumnKind::Enum && kind->enumValues.contains(QStringLiteral("ingest")));
    FilterBar bar(*runs);
    QSignalSpy changed(&bar, &FilterBar::filterChanged);
    bar.addCondition(QStringLiteral("kind"));
    auto* row = bar.findChild<ConditionRow*>();
    QVERIFY(row);
    auto* choice = row->findChild<QComboBox*>(QStringLiteral("conditionChoice"));
    QVERIFY(choice);
    QCOMPARE(row->findChild<QStackedWidget*>()->currentWidget(), choice);
    QCOMPARE(choice->currentIndex(), -1);
    QVERIFY(!choice->placeholderText().isEmpty());
    QVERIFY(!row->condition());
    QVERIFY(changed.wait(2000));
    QVERIFY(bar.conditions().isEmpty()); // settled with no condition applied
    QVERIFY(bar.problem().isEmpty());
    choice->setCurrentIndex(choice->findData(QStringLiteral("ingest")));
    QVERIFY(changed.wait(2000));
    QCOMPARE(bar.conditions(),
             QList<FilterCondition>({{QStringLiteral("kind"), FilterCondition::Op::Equals, QStringLiteral("ingest")}}));
    // Another column, then back: no value chosen again. A boolean the same.
    row->setColumn(QStringLiteral("status"));
    row->setColumn(QStringLiteral("kind"));
    QCOMPARE(choice->currentIndex(), -1);
    QVERIFY(!row->condition());
    for (const ColumnDescriptor& c : runs->columns)
        if (c.kind == ColumnKind::Bool) {
            row->setColumn(c.name);
            QCOMPARE(row->findChild<QStackedWidget*>()->currentWidget(), choice);
            QCOMPARE(choice->currentIndex(), -1);
            QVERIFY(!row->condition());
            choice->setCurrentIndex(1);
            QVERIFY(row->condition());
            QCOMPARE(row->condition()->value, QVariant(false));
            break;
        }
}

QTEST_MAIN(TestFilterBar)
#include "tst_FilterBar.moc"
