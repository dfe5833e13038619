#include "FilterBar.h"

#include "ConditionRow.h"
#include "core/query/TableQuery.h"
#include "gui/grid/VirtualTableView.h"

#include <QAbstractItemModel>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLineEdit>
#include <QToolButton>
#include <QVBoxLayout>

namespace metadesk {

FilterBar::FilterBar(const TableDescriptor& table, QWidget* parent, const Catalog* catalog)
    : QWidget(parent), m_table(table) {
    auto* outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->setSpacing(4);
    auto* top = new QHBoxLayout;
    m_search = new QLineEdit(this);
    m_search->setObjectName(QStringLiteral("quickSearch"));
    m_search->setAccessibleName(tr("Quick search"));
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);
    // What the search reads: the search columns as stored, and the reference columns by the label the grid shows.
    const QList<TableQuery::LabelSearch> byLabel =
        catalog ? TableQuery::labelSearches(*catalog, table) : QList<TableQuery::LabelSearch>{};
    // Column names inside a sentence: lower-cased where the language writes nouns so (English), as they are where it
    // capitalises them (German: "Name, Beschreibung durchsuchen…").
    const bool lowerNouns =
        tr("lower-case",
           "How a column's name reads inside a sentence: 'lower-case' where the language writes nouns "
           "in lower case (English), 'as-is' where it capitalises them (German)") == QLatin1String("lower-case");
    const auto inSentence = [lowerNouns](const QString& label) { return lowerNouns ? label.toLower() : label; };
    QStringList labels, labelled, stored;
    for (const QString& name : table.searchColumns)
        if (const ColumnDescriptor* c = table.column(name))
            labels << inSentence(c->label);
    for (const TableQuery::LabelSearch& ref : byLabel) {
        const ColumnDescriptor* c = table.column(ref.column);
        if (!labels.contains(inSentence(c->label)))
            labels << inSentence(c->label);
        labelled << inSentence(c->label);
    }
    // A reference searched as stored (the row it points at is named by its key, or no catalog says by what).
    for (const QString& name : table.searchColumns)
        if (const ColumnDescriptor* c = table.column(name);
            c && table.foreignKey(name) && !labelled.contains(inSentence(c->label)))
            stored << inSentence(c->label);
    m_search->setPlaceholderText(labels.isEmpty() ? tr("Search…")
                                                  : tr("Search %1…").arg(labels.join(QStringLiteral(", "))));
    m_search->setEnabled(!labels.isEmpty());
    QStringList notes;
    if (!labelled.isEmpty())
        notes << tr("Finds references by what the grid shows: %1 by the label of the row referred to.")
                     .arg(labelled.join(QStringLiteral(", ")));
    if (!stored.isEmpty())
        notes << tr("Searches the stored values: %1 as stored (the key of the row referred to), not by the label the "
                    "grid shows.")
                     .arg(stored.join(QStringLiteral(", ")));
    if (!labels.isEmpty())
        notes << tr("Down or Enter: to the results. Escape: clear the search.");
    m_search->setToolTip(notes.join(QLatin1Char('\n')));
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
    connect(&m_settle, &QTimer::timeout, this, &FilterBar::settled);
    connect(m_search, &QLineEdit::textChanged, this, &FilterBar::scheduleChange);
    connect(add, &QToolButton::clicked, this, [this]() { addCondition(); });
    connect(m_clear, &QToolButton::clicked, this, [this]() {
        clear();
        settled();
    });
}

FilterBar::~FilterBar() = default;

QString FilterBar::quickSearch() const {
    return m_search->text().trimmed();
}

QList<FilterCondition> FilterBar::readableConditions() const {
    QList<FilterCondition> out;
    for (const ConditionRow* row : m_conditionRows)
        if (const auto c = row->condition())
            out << *c;
    return out;
}

QList<FilterCondition> FilterBar::conditions() const {
    return problem().isEmpty() ? readableConditions() : m_applied;
}

QString FilterBar::problem() const {
    QStringList why;
    for (const ConditionRow* row : m_conditionRows) {
        const QString p = row->problem();
        if (p.isEmpty())
            continue;
        why << tr("The condition on %1 is not applied: %2").arg(row->columnLabel(), p);
    }
    if (why.isEmpty())
        return {};
    why << (m_applied.isEmpty() ? tr("The rows shown are not filtered by it.")
                                : tr("The rows shown are those of the conditions applied before."));
    return why.join(QLatin1Char(' '));
}

void FilterBar::settled() {
    if (problem().isEmpty())
        m_applied = readableConditions();
    emit filterChanged();
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
    m_applied = readableConditions();
    m_silent = false;
}

void FilterBar::clear() {
    setFilter({}, {});
}

void FilterBar::focusSearch() {
    m_search->setFocus();
    m_search->selectAll();
}

void FilterBar::setResults(VirtualTableView* grid) {
    m_grid = grid;
}

bool FilterBar::eventFilter(QObject* watched, QEvent* event) {
    if (watched != m_search || event->type() != QEvent::KeyPress)
        return QWidget::eventFilter(watched, event);
    const auto* key = static_cast<QKeyEvent*>(event);
    if (key->modifiers() & ~Qt::KeypadModifier)
        return false;
    switch (key->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Down:
        applyNow();
        goToResults(true);
        return true;
    case Qt::Key_Escape:
        if (!m_search->text().isEmpty()) {
            m_search->clear();
            applyNow();
        } else {
            goToResults(false);
        }
        return true;
    default:
        return false;
    }
}

void FilterBar::applyNow() {
    if (!m_settle.isActive())
        return;
    m_settle.stop();
    settled();
}

void FilterBar::goToResults(bool selectFirst) {
    if (!m_grid)
        return;
    QObject::disconnect(m_pendingFirstRow);
    // A row the user chose stays chosen. Decided before the focus moves: a view given focus makes its first row
    // current without highlighting it, which is not a choice.
    const int current = m_grid->currentSourceRow();
    const bool chosen = current >= 0 && m_grid->isSourceRowSelected(current);
    m_grid->setFocus(Qt::ShortcutFocusReason);
    if (!selectFirst || chosen)
        return;
    if (m_grid->sourceRowCount() > 0) {
        m_grid->selectRow(current >= 0 ? current : 0);
        return;
    }
    // The filter was just applied: its rows are on their way. The first becomes current when it arrives, unless the
    // keyboard has left the results or a row was chosen by then.
    QAbstractItemModel* model = m_grid->model();
    if (!model)
        return;
    m_pendingFirstRow = connect(model, &QAbstractItemModel::rowsInserted, this, [this]() {
        QObject::disconnect(m_pendingFirstRow);
        if (m_grid->currentSourceRow() < 0 && m_grid->hasFocus())
            m_grid->selectRow(0);
    });
}

void FilterBar::scheduleChange() {
    if (m_silent)
        return;
    QObject::disconnect(m_pendingFirstRow); // typing again: the results asked for earlier are not these
    m_clear->setEnabled(!m_conditionRows.isEmpty() || !m_search->text().isEmpty());
    m_settle.start();
}

} // namespace metadesk
