#include "Workspace.h"

#include "admin/AdministrationPage.h" // Administration
#include "core/catalog/Catalog.h"
#include "core/home/HomeSummary.h"
#include "core/settings/Settings.h"
#include "core/trace/StartupTrace.h"
#include "detail/RowDetailPane.h"
#include "grid/VirtualTableView.h"
#include "home/HomePage.h"
#include "integrity/IntegrityPage.h"
#include "models/NavigatorModel.h"
#include "models/WindowedTableModel.h"
#include "pages/TablePage.h"
#include "queue/QueuePage.h"
#include "queue/RunStatsPanel.h"

#include <QApplication>
#include <QFontMetrics>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QKeyEvent>
#include <QLineEdit>
#include <QScrollBar>
#include <QShortcut>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

#include <functional>

namespace metadesk {

namespace {
/// The table last shown per database (display URL → table name), as the settings keep it.
QJsonObject lastTables() {
    return Settings::instance().object(Settings::Key::LastTables);
}

constexpr int kOpenPages = 8; // pages kept alive (their models, workers and caches) for quick switching
} // namespace

Workspace::Workspace(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->setObjectName(QStringLiteral("workspaceSplitter"));
    layout->addWidget(m_splitter);

    auto* left = new QWidget(m_splitter);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(4, 4, 0, 4);
    m_navFilter = new QLineEdit(left);
    m_navFilter->setObjectName(QStringLiteral("navigatorFilter"));
    m_navFilter->setAccessibleName(tr("Filter the tables"));
    m_navFilter->setPlaceholderText(tr("Filter tables…"));
    m_navFilter->setClearButtonEnabled(true);
    m_navigator = new NavigatorModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_navigator);
    m_proxy->setRecursiveFilteringEnabled(true);
    m_proxy->setFilterRole(NavigatorModel::SearchRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_tree = new QTreeView(left);
    m_tree->setObjectName(QStringLiteral("navigator"));
    m_tree->setAccessibleName(tr("Tables"));
    m_tree->setModel(m_proxy);
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(NavigatorModel::NameColumn, QHeaderView::Stretch);
    // The counts' width is set when the counts change (fitCountsColumn), not by ResizeToContents: that measured every
    // row in view on every layout, a tenth of the window's first frame.
    m_tree->header()->setSectionResizeMode(NavigatorModel::RowsColumn, QHeaderView::Fixed);
    m_fitCounts = new QTimer(this);
    m_fitCounts->setSingleShot(true);
    m_fitCounts->setInterval(0); // counts arriving together are measured once
    connect(m_fitCounts, &QTimer::timeout, this, &Workspace::fitCountsColumn);
    // On what the tree lists: the counts as they arrive, and the tables the filter leaves.
    connect(m_proxy, &QAbstractItemModel::dataChanged, m_fitCounts, qOverload<>(&QTimer::start));
    connect(m_proxy, &QAbstractItemModel::modelReset, m_fitCounts, qOverload<>(&QTimer::start));
    connect(m_proxy, &QAbstractItemModel::layoutChanged, m_fitCounts, qOverload<>(&QTimer::start));
    connect(m_proxy, &QAbstractItemModel::rowsInserted, m_fitCounts, qOverload<>(&QTimer::start));
    connect(m_proxy, &QAbstractItemModel::rowsRemoved, m_fitCounts, qOverload<>(&QTimer::start));
    connect(m_navigator, &NavigatorModel::estimatesKnown, m_fitCounts, qOverload<>(&QTimer::start));
    leftLayout->addWidget(m_navFilter);
    leftLayout->addWidget(m_tree, 1);

    m_pages = new QStackedWidget(m_splitter);
    m_pages->setObjectName(QStringLiteral("pages"));
    m_home = new HomePage(m_pages);
    m_pages->addWidget(m_home);
    m_integrity = new IntegrityPage(m_pages);
    m_pages->addWidget(m_integrity);
    m_queue = new QueuePage(m_pages);
    m_pages->addWidget(m_queue);

    m_detail = new RowDetailPane(m_splitter);
    m_detail->setObjectName(QStringLiteral("detailPane"));
    m_splitter->addWidget(left);
    m_splitter->addWidget(m_pages);
    m_splitter->addWidget(m_detail);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setStretchFactor(2, 0);
    m_splitter->setChildrenCollapsible(false);
    // The navigator's and the detail pane's widths as last left, applied once the window has its size.
    const QJsonArray saved =
        QJsonDocument::fromJson(Settings::instance().get(Settings::Key::WorkspaceSplitter).toByteArray()).array();
    if (saved.size() == 3 && saved.at(0).toInt() > 0 && saved.at(2).toInt() > 0) {
        m_navigatorWidth = saved.at(0).toInt();
        m_detailWidth = saved.at(2).toInt();
        m_navigatorWidthChosen = true;
    }
    m_detail->hide(); // until a row is selected
    connect(m_splitter, &QSplitter::splitterMoved, this, &Workspace::saveSplitter);

    connect(m_navFilter, &QLineEdit::textChanged, this, [this](const QString& text) {
        m_proxy->setFilterFixedString(text.trimmed());
        m_tree->expandAll();
    });
    connect(m_tree, &QTreeView::activated, this, [this](const QModelIndex& index) {
        tableActivated(index);
        if (m_tree->hasFocus() && currentPage()) // chosen with the keyboard: on to the rows
            currentPage()->grid()->setFocus(Qt::OtherFocusReason);
    });
    connect(m_tree, &QTreeView::clicked, this, &Workspace::tableActivated);
    m_navFilter->installEventFilter(this);
    connect(m_detail, &RowDetailPane::openRowRequested, this, &Workspace::openFiltered);
    connect(m_detail, &RowDetailPane::openReferencingRequested, this, &Workspace::openFiltered);
    connect(m_home, &HomePage::linkActivated, this, &Workspace::openLink);
    connect(m_home, &HomePage::integrityOpened, this, &Workspace::showIntegrity);
    connect(m_home, &HomePage::integrityCheckRequested, m_integrity, &IntegrityPage::start);
    connect(m_integrity, &IntegrityPage::stateChanged, this, [this]() {
        m_home->setIntegrity(m_integrity->count(Severity::Error), m_integrity->count(Severity::Warning),
                             m_integrity->report().checkedAt, m_integrity->isRunning());
    });
    connect(m_integrity, &IntegrityPage::openRowRequested, this, &Workspace::openRow);
    connect(m_integrity, &IntegrityPage::fixed, this, [this](const QString& table) { written(table, true); });
    connect(m_queue, &QueuePage::written, this, [this](const QString& table) { written(table, false); });
    connect(m_queue, &QueuePage::linkActivated, this, &Workspace::openLink);
    connect(m_home, &HomePage::auditEntryActivated, this,
            [this](const QString& table, qint64 id) { openFiltered(table, QStringLiteral("id"), id); });
    // Ctrl+Tab and Ctrl+Shift+Tab move between the panes (tables, rows, detail), as Qt has Ctrl+Tab leave a widget
    // that keeps Tab for itself; Tab moves between the controls.
    auto* next = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Tab), this);
    next->setContext(Qt::WidgetWithChildrenShortcut);
    connect(next, &QShortcut::activated, this, [this]() { focusPane(1); });
    for (const QKeySequence& back :
         {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Backtab), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Tab)}) {
        auto* previous = new QShortcut(back, this);
        previous->setContext(Qt::WidgetWithChildrenShortcut);
        connect(previous, &QShortcut::activated, this, [this]() { focusPane(-1); });
    }
}

void Workspace::focusPane(int step) {
    QList<QWidget*> panes{m_tree};
    if (TablePage* page = currentPage())
        panes << page->grid();
    else
        panes << (isIntegrityShown()        ? static_cast<QWidget*>(m_integrity)
                  : isQueueShown()          ? static_cast<QWidget*>(m_queue)
                  : isAdministrationShown() ? static_cast<QWidget*>(m_admin)
                                            : m_home);
    if (m_detail->isVisible())
        panes << m_detail;
    const QWidget* focused = QApplication::focusWidget();
    int at = -1;
    for (int i = 0; i < panes.size(); ++i) {
        if (focused && (panes.at(i) == focused || panes.at(i)->isAncestorOf(focused)))
            at = i;
    }
    if (at < 0 && focused && m_navFilter->isAncestorOf(focused))
        at = 0;
    const int count = int(panes.size());
    const int target = at < 0 ? 0 : ((at + step) % count + count) % count;
    QWidget* pane = panes.at(target);
    if (pane->focusPolicy() & Qt::TabFocus) {
        pane->setFocus(step > 0 ? Qt::TabFocusReason : Qt::BacktabFocusReason);
        return;
    }
    // A pane that takes no focus itself: its first control the keyboard reaches.
    for (QWidget* w = pane->nextInFocusChain(); w && w != pane; w = w->nextInFocusChain()) {
        if (pane->isAncestorOf(w) && (w->focusPolicy() & Qt::TabFocus) && w->isVisible() && w->isEnabled()) {
            w->setFocus(Qt::TabFocusReason);
            return;
        }
    }
}

Workspace::~Workspace() = default;

void Workspace::open(const DatabaseUrl& url, bool readOnly, const QList<SchemaStatus>& statuses,
                     std::shared_ptr<const Catalog> catalog) {
    close();
    m_url = url;
    m_readOnly = readOnly;
    m_catalog = std::move(catalog);
    m_navigator->load(url, readOnly, statuses, m_catalog);
    m_tree->expandAll();
    fitCountsColumn();
    fitNavigator();
    startuptrace::mark("navigator filled");
    m_detail->setDatabase(url, m_catalog);
    m_home->open(url, m_catalog);
    startuptrace::mark("overview opened");
    m_integrity->open(url, m_catalog);
    m_queue->open(url, m_catalog);
    if (m_admin) // Administration
        m_admin->open(url, m_catalog);
    startuptrace::mark("integrity, queue and administration pages opened");
    m_restoringLast = true; // the overview is history's first step here, not a choice to remember
    goHome();
    m_restoringLast = false;
    startuptrace::mark("overview shown");
    // Back where the user left this database last time (Back returns to the overview).
    const QString last = lastTables().value(url.toDisplayString()).toString();
    if (!last.isEmpty() && m_catalog->table(last))
        navigate(Location{last, {}, {}});
}

void Workspace::close() {
    for (TablePage* page : std::as_const(m_pageByTable))
        delete page;
    m_pageByTable.clear();
    m_pageOrder.clear();
    m_stalePages.clear();
    m_keptSpecs.clear();
    m_history.clear();
    m_index = -1;
    m_navigator->clear();
    m_detail->clear();
    m_detail->dropForm(); // nothing of the closed database stays behind
    m_detail->hide();
    m_home->close();
    m_integrity->close();
    m_queue->close();
    if (m_admin) // Administration
        m_admin->close();
    m_adminConn = nullptr;
    m_adminReadOnly = true;
    m_pages->setCurrentWidget(m_home);
    emit historyChanged();
}

TablePage* Workspace::currentPage() const {
    return qobject_cast<TablePage*>(m_pages->currentWidget());
}

Location Workspace::currentLocation() const {
    if (TablePage* page = currentPage())
        return {page->table().name, page->querySpec(), page->selectedKey()};
    return {};
}

void Workspace::tableActivated(const QModelIndex& index) {
    const QString table = index.data(NavigatorModel::TableNameRole).toString();
    if (table.isEmpty() || (currentPage() && currentPage()->table().name == table))
        return;
    navigate(Location{table, {}, {}});
}

void Workspace::recordCurrent() {
    if (m_index >= 0 && m_index < m_history.size() && currentPage())
        m_history[m_index] = currentLocation();
}

void Workspace::focusNavigator() {
    m_navFilter->setFocus(Qt::ShortcutFocusReason);
    m_navFilter->selectAll();
}

QModelIndex Workspace::firstTable(const QModelIndex& parent) const {
    for (int row = 0; row < m_proxy->rowCount(parent); ++row) {
        const QModelIndex index = m_proxy->index(row, 0, parent);
        if (!index.data(NavigatorModel::TableNameRole).toString().isEmpty())
            return index;
        const QModelIndex inside = firstTable(index);
        if (inside.isValid())
            return inside;
    }
    return {};
}

bool Workspace::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_navFilter && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        const QModelIndex first = firstTable();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && first.isValid()) {
            tableActivated(first);
            if (currentPage())
                currentPage()->grid()->setFocus(Qt::OtherFocusReason);
            return true;
        }
        if (key == Qt::Key_Down && first.isValid()) {
            m_tree->setFocus(Qt::OtherFocusReason);
            m_tree->setCurrentIndex(first);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

bool Workspace::isHomeShown() const {
    return m_pages->currentWidget() == m_home;
}

void Workspace::goHome() {
    navigate(Location{});
}

void Workspace::showIntegrity() {
    navigate(Location{IntegrityPage::locationName(), {}, {}});
}

bool Workspace::isIntegrityShown() const {
    return m_pages->currentWidget() == m_integrity;
}

void Workspace::showQueue() {
    navigate(Location{QueuePage::locationName(), {}, {}});
}

bool Workspace::isQueueShown() const {
    return m_pages->currentWidget() == m_queue;
}

// Administration
void Workspace::showAdministration(const QString& table) {
    AdministrationPage::Tab tab;
    if (!table.isEmpty() && AdministrationPage::tabForTable(table, &tab))
        administrationPage()->showTab(tab);
    navigate(Location{AdministrationPage::locationName(), {}, {}});
}

bool Workspace::isAdministrationShown() const {
    return m_admin && m_pages->currentWidget() == m_admin;
}

AdministrationPage* Workspace::administrationPage() {
    if (m_admin)
        return m_admin;
    m_admin = new AdministrationPage(m_pages);
    m_pages->addWidget(m_admin);
    connect(m_admin, &AdministrationPage::written, this, [this](const QString& table) { written(table, false); });
    connect(m_admin, &AdministrationPage::message, this, &Workspace::message);
    if (m_catalog)
        m_admin->open(m_url, m_catalog);
    if (m_adminConn)
        m_admin->attach(m_adminConn, m_adminReadOnly);
    return m_admin;
}

bool Workspace::isAdministrationAvailable() const {
    return AdministrationPage::isAvailableIn(m_catalog.get());
}

void Workspace::attachAdministration(const DbConnection* connection, bool readOnly) {
    m_adminConn = connection;
    m_adminReadOnly = readOnly;
    if (m_admin)
        m_admin->attach(connection, readOnly);
}

void Workspace::openLink(const HomeLink& link) {
    if (!link.isValid())
        return;
    Location location{link.table, {}, {}};
    location.spec.conditions = link.conditions;
    location.spec.sortColumn = link.sortColumn;
    location.spec.descending = link.descending;
    navigate(location);
}

void Workspace::saveSplitter() {
    const QList<int> sizes = m_splitter->sizes();
    if (sizes.size() != 3 || sizes.at(0) <= 0)
        return;
    m_navigatorWidth = sizes.at(0);
    m_navigatorWidthChosen = true;
    if (m_detail->isVisible() && sizes.at(2) > 0) // a hidden pane keeps the width it had
        m_detailWidth = sizes.at(2);
    Settings::instance().set(
        Settings::Key::WorkspaceSplitter,
        QJsonDocument(QJsonArray{m_navigatorWidth, sizes.at(1), m_detailWidth}).toJson(QJsonDocument::Compact));
}

void Workspace::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (m_sized)
        return;
    m_sized = true;
    const int total = qMax(width(), 800);
    const int detail = m_detail->isVisible() ? m_detailWidth : 0;
    m_splitter->setSizes({m_navigatorWidth, qMax(240, total - m_navigatorWidth - detail), detail});
    fitNavigator();
}

void Workspace::fitNavigator() {
    // German names are long ("Gruppenmitgliedschaften"): the default width fits the widest name with its row count,
    // up to a third of the window.
    if (m_navigatorWidthChosen || m_navigator->rowCount() == 0)
        return;
    // Every row, not only those in view (as QTreeView's own column hint reads them).
    int names = 0;
    const std::function<void(const QModelIndex&, int)> walk = [&](const QModelIndex& parent, int depth) {
        for (int row = 0; row < m_proxy->rowCount(parent); ++row) {
            const QModelIndex name = m_proxy->index(row, NavigatorModel::NameColumn, parent);
            names = qMax(names, m_tree->sizeHintForIndex(name).width() +
                                    m_tree->indentation() * (depth + (m_tree->rootIsDecorated() ? 1 : 0)));
            walk(name, depth + 1);
        }
    };
    walk(QModelIndex(), 0);
    const int needed =
        names + countsColumnWidth() + m_tree->verticalScrollBar()->sizeHint().width() + 2 * m_tree->frameWidth() + 8;
    const int fitted = qBound(260, needed, qMax(260, width() / 3));
    if (fitted <= m_navigatorWidth)
        return;
    m_navigatorWidth = fitted;
    if (!m_sized)
        return;
    QList<int> sizes = m_splitter->sizes();
    if (sizes.size() == 3 && sizes.at(0) < fitted) {
        sizes[1] = qMax(240, sizes.at(1) - (fitted - sizes.at(0)));
        sizes[0] = fitted;
        m_splitter->setSizes(sizes);
    }
}

int Workspace::countsColumnWidth() const {
    // The widest count shown, as the view measures it (its delegate and style: what ResizeToContents asked for every
    // row in view on every layout pass), asked for one row only: the one whose text is widest in the tree's font.
    // Every table listed, in view or not.
    const QFontMetrics metrics(m_tree->font());
    QModelIndex widestAt;
    int widest = -1;
    const std::function<void(const QModelIndex&)> walk = [&](const QModelIndex& parent) {
        for (int row = 0; row < m_proxy->rowCount(parent); ++row) {
            const QModelIndex rows = m_proxy->index(row, NavigatorModel::RowsColumn, parent);
            const int width = metrics.horizontalAdvance(rows.data().toString());
            if (width > widest) {
                widest = width;
                widestAt = rows;
            }
            walk(rows.siblingAtColumn(NavigatorModel::NameColumn));
        }
    };
    walk(QModelIndex());
    const int hint = m_tree->header()->sectionSizeHint(NavigatorModel::RowsColumn);
    if (!widestAt.isValid())
        return hint;
    // While counting, as wide as the largest estimate would be shown: the column does not widen when it comes in.
    const int estimate = metrics.horizontalAdvance(m_navigator->widestEstimateText()) - widest;
    return qMax(m_tree->sizeHintForIndex(widestAt).width() + qMax(0, estimate), hint);
}

void Workspace::fitCountsColumn() {
    const int width = countsColumnWidth();
    if (m_tree->header()->sectionSize(NavigatorModel::RowsColumn) != width)
        m_tree->header()->resizeSection(NavigatorModel::RowsColumn, width);
}

void Workspace::rememberTable(const QString& table) {
    QJsonObject last = lastTables();
    if (last.value(m_url.toDisplayString()).toString() == table) // an absent entry reads as the overview
        return;
    // One entry: another window's (another database's) stay as the file holds them.
    Settings::instance().setObjectEntry(Settings::Key::LastTables, m_url.toDisplayString(),
                                        table.isEmpty() ? QJsonValue() : QJsonValue(table));
}

void Workspace::showDetail(const TableDescriptor* table, const QVariantList& values,
                           const QHash<int, QByteArray>& storedBytes) {
    if (!table || values.isEmpty()) {
        if (m_detail->isVisible())
            saveSplitter();
        m_detail->clear();
        m_detail->hide();
        return;
    }
    m_detail->showRow(*table, values, storedBytes);
    if (!m_detail->isVisible()) {
        // The pane comes back at the width it had (a splitter gives a widget shown again no room of its own).
        m_detail->show();
        QList<int> sizes = m_splitter->sizes();
        if (sizes.size() == 3) {
            const int total = sizes.at(0) + sizes.at(1) + sizes.at(2);
            sizes[2] = qMin(m_detailWidth, qMax(0, total - sizes.at(0) - 240));
            sizes[1] = total - sizes.at(0) - sizes.at(2);
            m_splitter->setSizes(sizes);
        }
    }
}

void Workspace::navigate(const Location& location) {
    if (!m_catalog || (location.table == QueuePage::locationName() && !m_queue->isAvailable()) ||
        (location.table == AdministrationPage::locationName() && !isAdministrationAvailable()) ||
        (!location.table.isEmpty() && location.table != IntegrityPage::locationName() &&
         location.table != QueuePage::locationName() && location.table != AdministrationPage::locationName() &&
         !m_catalog->table(location.table)))
        return;
    recordCurrent();
    if (m_index >= 0 && m_history.at(m_index).sameView(location) && location.selectedKey.isEmpty())
        return;
    m_history.erase(m_history.begin() + (m_index + 1), m_history.end());
    m_history << location;
    m_index = int(m_history.size()) - 1;
    show(location);
    emit historyChanged();
}

void Workspace::openFiltered(const QString& table, const QString& column, const QVariant& value) {
    openRow(table, {column}, {value});
}

void Workspace::openRow(const QString& table, const QStringList& columns, const QVariantList& values) {
    Location location{table, {}, {}};
    for (int i = 0; i < columns.size(); ++i)
        location.spec.conditions << FilterCondition{columns.at(i), FilterCondition::Op::Equals, values.value(i)};
    navigate(location);
    // Show the first match in the detail pane as soon as it is read.
    TablePage* page = currentPage();
    if (!page)
        return;
    auto once = std::make_shared<QMetaObject::Connection>();
    *once = connect(page->model(), &WindowedTableModel::pageLoaded, page, [page, once](int first) {
        if (first == 0 && page->grid()->currentSourceRow() < 0)
            page->grid()->selectRow(0);
        QObject::disconnect(*once);
    });
}

void Workspace::goBack() {
    if (!canGoBack())
        return;
    recordCurrent();
    --m_index;
    show(m_history.at(m_index));
    emit historyChanged();
}

void Workspace::goForward() {
    if (!canGoForward())
        return;
    recordCurrent();
    ++m_index;
    show(m_history.at(m_index));
    emit historyChanged();
}

void Workspace::refresh() {
    m_navigator->refreshCounts();
    if (isHomeShown())
        m_home->refresh();
    else if (isQueueShown())
        m_queue->refreshShown();
    else if (isAdministrationShown())
        m_admin->refresh();
    else if (TablePage* page = currentPage())
        page->refresh();
}

void Workspace::written(const QString& table, bool current) {
    written(QStringList{table}, current);
}

void Workspace::written(const QStringList& tables, bool current) {
    if (!m_catalog)
        return;
    QStringList touched;
    bool unknown = tables.isEmpty();
    for (const QString& table : tables) {
        const TableDescriptor* changed = m_catalog->table(table);
        if (!changed) {
            unknown = true;
            break;
        }
        // The table, the audit row the write added, and the tables whose rows pointed at a deleted one.
        touched << table;
        if (const TableDescriptor* audit = m_catalog->auditTable(changed->platform))
            touched << audit->name;
        for (const Catalog::Reference& r : m_catalog->referencesTo(table))
            touched << r.table;
    }
    touched.removeDuplicates();
    if (unknown)
        m_navigator->refreshCounts();
    else
        m_navigator->refreshCounts(touched);
    TablePage* shown = currentPage();
    for (auto it = m_pageByTable.cbegin(); it != m_pageByTable.cend(); ++it)
        if (it.value() != shown)
            m_stalePages.insert(it.key());
    if (current && shown)
        shown->refresh();
    else if (current && isHomeShown())
        m_home->refresh();
    else if (current && isQueueShown())
        m_queue->refreshShown();
    else if (current && isAdministrationShown())
        m_admin->refresh();
}

TablePage* Workspace::pageFor(const QString& table) {
    if (TablePage* page = m_pageByTable.value(table)) {
        m_pageOrder.removeOne(table);
        m_pageOrder << table;
        return page;
    }
    const TableDescriptor* descriptor = m_catalog->table(table);
    auto* page = new TablePage(*descriptor, m_url, m_readOnly, m_catalog, m_pages);
    m_pages->addWidget(page);
    m_pageByTable.insert(table, page);
    m_pageOrder << table;
    if (const auto kept = m_keptSpecs.constFind(table); kept != m_keptSpecs.constEnd())
        page->setQuerySpec(*kept);
    connect(page, &TablePage::rowSelected, this, [this, page](const QVariantList& values) {
        if (page != currentPage())
            return;
        // While the record is found again in a new order, and then read where it was found (far from the view, as a
        // late find), the pane waits for it where it is: hidden and shown again, it moved the grid's width twice for
        // each sort, and the notice's Show it link with it.
        if (values.isEmpty() && m_detail->isVisible()) {
            if (page->isFindingCurrent()) {
                m_detail->clear(tr("Finding the highlighted row in the new order…"));
                return;
            }
            if (page->isReadingCurrent()) {
                m_detail->clear(tr("Reading the highlighted row…"));
                return;
            }
        }
        showDetail(&page->table(), values, page->selectedStoredBytes());
    });
    connect(page, &TablePage::querySpecChanged, this, [this, page]() {
        if (!m_restoring && page == currentPage())
            recordCurrent();
    });
    // Keep a handful of pages alive; the least recently shown goes first.
    while (m_pageOrder.size() > kOpenPages) {
        const QString oldest = m_pageOrder.takeFirst();
        m_stalePages.remove(oldest);
        if (TablePage* old = m_pageByTable.take(oldest)) {
            m_keptSpecs.insert(oldest, old->querySpec());
            old->deleteLater();
        }
    }
    return page;
}

void Workspace::show(const Location& location) {
    if (location.table.isEmpty() || location.table == IntegrityPage::locationName() ||
        location.table == QueuePage::locationName() || location.table == AdministrationPage::locationName()) {
        const bool home = location.table.isEmpty();
        m_pages->setCurrentWidget(home                                          ? static_cast<QWidget*>(m_home)
                                  : location.table == QueuePage::locationName() ? static_cast<QWidget*>(m_queue)
                                  : location.table == AdministrationPage::locationName()
                                      ? static_cast<QWidget*>(administrationPage())
                                      : m_integrity);
        if (home && !m_restoringLast)
            rememberTable({}); // left on the overview: it is where the database opens next time
        showDetail(nullptr, {});
        m_tree->clearSelection();
        m_tree->setCurrentIndex({});
        emit pageChanged(nullptr);
        return;
    }
    m_restoring = true;
    TablePage* page = pageFor(location.table);
    // An empty spec (a click in the navigator) shows the page as it was left; any other is applied, where an empty
    // sort means "whatever the page sorts by".
    if (!(location.spec == QuerySpec{})) {
        QuerySpec shown = page->querySpec();
        if (location.spec.sortColumn.isEmpty()) {
            shown.sortColumn.clear();
            shown.descending = false;
        }
        if (!(shown == location.spec))
            page->setQuerySpec(location.spec);
    }
    m_pages->setCurrentWidget(page);
    const bool stale = m_stalePages.remove(location.table);
    if (stale)
        page->refresh(); // rows from before a write made elsewhere: read again, the highlight kept by identity
    if (!location.selectedKey.isEmpty())
        page->selectKey(location.selectedKey, !stale);
    showDetail(&page->table(), page->selectedValues(), page->selectedStoredBytes());
    rememberTable(location.table);
    const QModelIndex source = m_navigator->indexOfTable(location.table);
    const QModelIndex proxied = m_proxy->mapFromSource(source);
    if (proxied.isValid()) {
        const QSignalBlocker block(m_tree);
        m_tree->setCurrentIndex(proxied);
    }
    m_restoring = false;
    emit pageChanged(page);
}

} // namespace metadesk
