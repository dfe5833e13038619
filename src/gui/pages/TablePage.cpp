#include "TablePage.h"

#include "AuditFilterFields.h"
#include "FilterBar.h"
#include "gui/export/GridClipboard.h"
#include "gui/grid/VirtualTableView.h"
#include "models/WindowedTableModel.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

namespace metadesk {

TablePage::TablePage(const TableDescriptor& table, const DatabaseUrl& url, bool readOnly,
                     std::shared_ptr<const Catalog> catalog, QWidget* parent)
    : QWidget(parent), m_table(table) {
    setObjectName(QStringLiteral("tablePage_") + table.name);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 4);
    layout->setSpacing(4);
    auto* title = new QLabel(QStringLiteral("<b>%1</b> &nbsp;<span style='color:gray'>%2 · %3</span>")
                                 .arg(table.label.toHtmlEscaped(), table.name, table.summary.toHtmlEscaped()),
                             this);
    title->setObjectName(QStringLiteral("pageTitle"));
    title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    title->setWordWrap(true);
    layout->addWidget(title);
    m_filter = new FilterBar(table, this, catalog.get());
    m_filter->setObjectName(QStringLiteral("filterBar"));
    layout->addWidget(m_filter);
    if (table.name == QLatin1String("audit_logs")) {
        m_audit = new AuditFilterFields(this);
        m_audit->setObjectName(QStringLiteral("auditFilter"));
        layout->addWidget(m_audit);
        m_auditSettle = new QTimer(this);
        m_auditSettle->setSingleShot(true);
        m_auditSettle->setInterval(300);
        connect(m_audit, &AuditFilterFields::changed, m_auditSettle, qOverload<>(&QTimer::start));
        connect(m_auditSettle, &QTimer::timeout, this, &TablePage::applyFilter);
    }

    m_model = new WindowedTableModel(table, url, readOnly, std::move(catalog), this);
    // A window of rows over the model: the view never holds per-row state for millions of rows.
    m_grid = new VirtualTableView(this);
    m_grid->setObjectName(QStringLiteral("grid"));
    m_grid->setAccessibleName(tr("Rows of %1").arg(table.label));
    m_grid->setModel(m_model);
    m_filter->setResults(m_grid);
    QTableView* view = m_grid->tableView();
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    view->horizontalHeader()->setSectionsMovable(true);
    view->horizontalHeader()->setDefaultSectionSize(150);
    view->horizontalHeader()->setMaximumSectionSize(420);
    for (int c = 0; c < table.columns.size(); ++c) {
        const ColumnKind kind = table.columns.at(c).kind;
        if (kind == ColumnKind::Bool)
            view->setColumnWidth(c, 70);
        else if (kind == ColumnKind::Integer)
            view->setColumnWidth(c, 100);
    }
    layout->addWidget(m_grid, 1);

    m_empty = new QLabel(m_grid->tableView()->viewport());
    m_empty->setObjectName(QStringLiteral("emptyNotice"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setStyleSheet(QStringLiteral("color: gray; font-size: 14pt;"));
    m_empty->hide();
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("rowStatus"));
    layout->addWidget(m_status);

    connect(m_filter, &FilterBar::filterChanged, this, &TablePage::applyFilter);
    connect(m_model, &WindowedTableModel::countKnown, this, &TablePage::updateStatus);
    connect(m_model, &QAbstractItemModel::modelReset, this, &TablePage::updateStatus);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &TablePage::updateStatus);
    connect(m_model, &WindowedTableModel::errorOccurred, this, &TablePage::updateStatus);
    connect(m_model, &WindowedTableModel::located, this, [this](int row, bool) {
        if (row < 0 || row >= m_model->rowCount())
            return;
        m_grid->selectRow(row);
        m_grid->scrollToSourceRow(row, QAbstractItemView::PositionAtCenter);
    });
    // A header click sorts through the model (server-side); remember it for history.
    connect(m_grid->tableView()->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this,
            [this]() { emit querySpecChanged(querySpec()); });
    connect(m_grid, &VirtualTableView::currentSourceRowChanged, this, &TablePage::emitSelection);
    connect(m_model, &WindowedTableModel::pageLoaded, this, [this](int first, int last) {
        const int current = m_grid->currentSourceRow();
        if (current >= first && current <= last)
            emitSelection(); // the selected row's values arrived
    });
    updateStatus();
}

TablePage::~TablePage() = default;

QuerySpec TablePage::querySpec() const {
    QuerySpec spec = m_model->querySpec();
    spec.sortColumn = m_model->sortColumn();
    spec.descending = m_model->sortDescending();
    return spec;
}

void TablePage::setQuerySpec(const QuerySpec& spec) {
    m_filter->setFilter(spec.quickSearch, m_audit ? m_audit->takeConditions(spec.conditions) : spec.conditions);
    if (!m_model->setQuerySpec(spec))
        return;
    m_grid->setSortIndicator(m_table.columnIndex(m_model->sortColumn()),
                             m_model->sortDescending() ? Qt::DescendingOrder : Qt::AscendingOrder);
}

void TablePage::applyFilter() {
    QuerySpec spec = querySpec();
    spec.quickSearch = m_filter->quickSearch();
    spec.conditions = m_filter->conditions();
    if (m_audit)
        spec.conditions += m_audit->conditions();
    if (spec == querySpec())
        return;
    m_model->setQuerySpec(spec);
    emit querySpecChanged(querySpec());
}

QVariantList TablePage::selectedValues() const {
    const int current = m_grid->currentSourceRow();
    if (current < 0 || !m_model->isRowLoaded(current))
        return {};
    QVariantList values;
    for (int c = 0; c < m_model->columnCount(); ++c)
        values << m_model->index(current, c).data(WindowedTableModel::RawValueRole);
    return values;
}

QVariantList TablePage::selectedPrimaryKey() const {
    const QVariantList values = selectedValues();
    QVariantList key;
    if (values.isEmpty())
        return key;
    for (const QString& k : m_table.primaryKey)
        key << values.value(m_table.columnIndex(k));
    return key;
}

QVariantList TablePage::selectedKey() const {
    const int current = m_grid->currentSourceRow();
    return current >= 0 ? m_model->keyAt(current) : QVariantList();
}

void TablePage::selectKey(const QVariantList& key) {
    if (!key.isEmpty())
        m_model->locate(key);
}

void TablePage::refresh() {
    const QVariantList key = selectedKey();
    m_model->refresh();
    selectKey(key);
}

void TablePage::emitSelection() {
    emit rowSelected(selectedValues());
}

void TablePage::copySelection() {
    const qint64 selected = m_grid->selectedSourceRowCount();
    if (selected > GridClipboard::maxRows()) {
        m_status->setText(tr("Copy takes at most %1 rows at a time; use Export for more.")
                              .arg(QLocale().toString(GridClipboard::maxRows())));
        return;
    }
    QList<int> rows = m_grid->selectedSourceRows();
    if (rows.isEmpty() && m_grid->currentSourceRow() >= 0)
        rows << m_grid->currentSourceRow();
    if (rows.isEmpty())
        return;
    QModelIndexList indexes;
    bool loading = false;
    for (int row : rows) {
        if (!m_model->isRowLoaded(row)) {
            loading = true;
            m_model->prefetch(row, row);
            continue;
        }
        for (int c = 0; c < m_model->columnCount(); ++c)
            if (!m_grid->tableView()->isColumnHidden(c))
                indexes << m_model->index(row, c);
    }
    if (loading) {
        m_status->setText(tr("Some of the selected rows are still being read; copy again in a moment."));
        return;
    }
    QGuiApplication::clipboard()->setText(GridClipboard::toTsv(m_model, indexes, true));
    m_status->setText(tr("Copied %n row(s).", nullptr, int(rows.size())));
}

void TablePage::updateStatus() {
    const QLocale locale;
    const int rows = m_model->rowCount();
    QString text;
    if (!m_model->lastError().isEmpty()) {
        text = QStringLiteral("<span style='color:#b91c1c'>%1</span>").arg(m_model->lastError().toHtmlEscaped());
    } else if (m_model->isCountExact()) {
        text = tr("%1 rows").arg(locale.toString(rows));
        if (m_model->querySpec().isFiltered())
            text += tr(" match the filter");
    } else {
        text = rows > 0 ? tr("about %1 rows (counting…)").arg(locale.toString(rows)) : tr("Loading…");
    }
    m_status->setText(text);
    const bool empty = m_model->isCountExact() && rows == 0 && m_model->lastError().isEmpty();
    m_empty->setText(m_model->querySpec().isFiltered() ? tr("No rows match the filter.") : tr("This table is empty."));
    m_empty->setVisible(empty);
    if (empty)
        m_empty->setGeometry(m_grid->tableView()->viewport()->rect());
}

} // namespace metadesk
