#include "FilterBar.h"

#include "ConditionRow.h"

#include <QHBoxLayout>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

namespace metadesk {

FilterBar::FilterBar(const TableDescriptor& table, QWidget* parent) : QWidget(parent), m_table(table) {
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(4);
    auto* top = new QHBoxLayout;
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("quickSearch"));
    m_search->setAccessibleName(tr("Quick search"));
    m_search->setClearButtonEnabled(true);
    QStringList labels;
    for (const QString& name : table.searchColumns)
        if (const ColumnDescriptor* c = table.column(name))
            labels << c->label.toLower();
    m_search->setPlaceholderText(labels.isEmpty() ? tr("Search…")
                                                  : tr("Search %1…").arg(labels.join(QStringLiteral(", "))));
    m_search->setEnabled(!labels.isEmpty());
    // The grid shows references by the referenced row's label; the search compares what the columns store.
    QStringList references;
    for (const QString& name : table.searchColumns)
        if (const ColumnDescriptor* c = table.column(name); c && table.foreignKey(name))
            references << c->label.toLower();
    if (!references.isEmpty())
        m_search->setToolTip(tr("Searches the stored values: %1 as stored (the key of the row referred to), not by "
                                "the label the grid shows.")
                                 .arg(references.join(QStringLiteral(", "))));
    auto* add = new QToolButton(this);
    add->setObjectName(QStringLiteral("addCondition"));
    add->setText(tr("+ Condition"));
    add->setToolTip(tr("Filter on a column"));
    add->setAccessibleName(tr("Add a filter condition"));
    m_clear = new QToolButton(this);
    m_clear->setObjectName(QStringLiteral("clearFilter"));
    m_clear->setText(tr("Clear"));
    m_clear->setAccessibleName(tr("Clear the filter"));
    m_clear->setEnabled(false);
    top->addWidget(m_search, 1);
    top->addWidget(add);
    top->addWidget(m_clear);
    outer->addLayout(top);
    m_rows = new QVBoxLayout;
    m_rows->setSpacing(2);
    outer->addLayout(m_rows);

    m_settle.setSingleShot(true);
    m_settle.setInterval(300);
    connect(&m_settle, &QTimer::timeout, this, &FilterBar::filterChanged);
    connect(m_search, &QLineEdit::textChanged, this, &FilterBar::scheduleChange);
    connect(m_search, &QLineEdit::returnPressed, this, [this]() {
        m_settle.stop();
        emit filterChanged();
    });
    connect(add, &QToolButton::clicked, this, [this]() { addCondition(); });
    connect(m_clear, &QToolButton::clicked, this, [this]() {
        clear();
        emit filterChanged();
    });
}

FilterBar::~FilterBar() = default;

QString FilterBar::quickSearch() const {
    return m_search->text().trimmed();
}

QList<FilterCondition> FilterBar::conditions() const {
    QList<FilterCondition> out;
    for (const ConditionRow* row : m_conditionRows)
        if (const auto c = row->condition())
            out << *c;
    return out;
}

void FilterBar::addCondition(const QString& column) {
    auto* row = new ConditionRow(m_table, this);
    if (!column.isEmpty())
        row->setColumn(column);
    m_conditionRows << row;
    m_rows->addWidget(row);
    connect(row, &ConditionRow::changed, this, &FilterBar::scheduleChange);
    connect(row, &ConditionRow::removeRequested, this, [this, row]() { removeRow(row); });
    m_clear->setEnabled(true);
    scheduleChange();
}

void FilterBar::removeRow(ConditionRow* row) {
    m_conditionRows.removeOne(row);
    row->deleteLater();
    m_clear->setEnabled(!m_conditionRows.isEmpty() || !m_search->text().isEmpty());
    scheduleChange();
}

void FilterBar::setFilter(const QString& quickSearch, const QList<FilterCondition>& conditions) {
    m_silent = true;
    for (ConditionRow* row : m_conditionRows)
        delete row;
    m_conditionRows.clear();
    m_search->setText(quickSearch);
    for (const FilterCondition& c : conditions) {
        addCondition(c.column);
        m_conditionRows.constLast()->setCondition(c);
    }
    m_clear->setEnabled(!m_conditionRows.isEmpty() || !quickSearch.isEmpty());
    m_settle.stop();
    m_silent = false;
}

void FilterBar::clear() {
    setFilter({}, {});
}

void FilterBar::focusSearch() {
    m_search->setFocus();
    m_search->selectAll();
}

void FilterBar::scheduleChange() {
    if (m_silent)
        return;
    m_clear->setEnabled(!m_conditionRows.isEmpty() || !m_search->text().isEmpty());
    m_settle.start();
}

} // namespace metadesk
