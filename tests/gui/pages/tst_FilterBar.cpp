#include "core/catalog/Catalog.h"
#include "gui/pages/ConditionRow.h"
#include "gui/pages/FilterBar.h"

#include <QComboBox>
#include <QLineEdit>
#include <QTest>
#include <QToolButton>

using namespace metadesk;

/// The filter bar over the catalog's tables: a reference column, which the grid shows by the referenced row's label,
/// says that its condition and the quick search compare the stored value.
class TestFilterBar : public QObject {
    Q_OBJECT
private slots:
    void referenceConditionSaysItComparesTheStoredValue();
    void quickSearchSaysReferencesAreSearchedAsStored();
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
    QVERIFY(users.findChild<QLineEdit*>(QStringLiteral("quickSearch"))->toolTip().isEmpty());
}

QTEST_MAIN(TestFilterBar)
#include "tst_FilterBar.moc"
