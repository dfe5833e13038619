#include "TablePage.h"

#include "AuditFilterFields.h"
#include "FilterBar.h"
#include "core/query/ReferenceQuery.h"
#include "core/settings/Settings.h"
#include "core/settings/TimeDisplay.h"
#include "gui/export/GridClipboard.h"
#include "gui/grid/RowRangeSet.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/style/Theme.h"
#include "models/WindowedTableModel.h"

#include <QEvent>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <limits>

namespace metadesk {

TablePage::TablePage(const TableDescriptor& table, const DatabaseUrl& url, bool readOnly,
                     std::shared_ptr<const Catalog> catalog, QWidget* parent)
    : QWidget(parent), m_table(table) {
    m_clock.start();
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
    restoreColumnOrder();
    connect(view->horizontalHeader(), &QHeaderView::sectionMoved, this, &TablePage::saveColumnOrder);

    m_empty = new QLabel(m_grid->tableView()->viewport());
    m_empty->setObjectName(QStringLiteral("emptyNotice"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setStyleSheet(QStringLiteral("color: gray; font-size: 14pt;"));
    m_empty->hide();
    m_notice = new QLabel(m_grid->tableView()->viewport());
    m_notice->setObjectName(QStringLiteral("selectionNotice"));
    m_notice->setWordWrap(true);
    theme::setToneBox(m_notice, theme::Tone::Warning);
    // Over the rows: a press on it (its link's, which QLabel leaves unaccepted) must not reach the row beneath,
    // which would take the highlight and the mouse, so the link's release never came.
    m_notice->setAttribute(Qt::WA_NoMousePropagation);
    m_notice->hide();
    connect(m_notice, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link == QLatin1String("show-current"))
            showCurrent();
    });
    m_grid->tableView()->viewport()->installEventFilter(this);
    // The viewport scrolls its children with the rows (QWidget::scroll): a jump to a record far down took the notice
    // out of sight with the rows it scrolled away, and nothing then said which sort held. It is put back at once.
    m_notice->installEventFilter(this);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("rowStatus"));
    // A condition not applied is said in full. While a notice stands the line's height holds at its width (worked out
    // again at a new width: the event filter), its words at the top, under the grid.
    m_status->setWordWrap(true);
    m_status->installEventFilter(this);
    m_status->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(m_status);
    m_statusBack = new QTimer(this);
    m_statusBack->setSingleShot(true);
    m_statusBack->setInterval(5000);
    connect(m_statusBack, &QTimer::timeout, this, &TablePage::updateStatus);
    m_waitTick = new QTimer(this);
    m_waitTick->setInterval(1000);
    connect(m_waitTick, &QTimer::timeout, this, &TablePage::updateStatus);

    connect(m_filter, &FilterBar::filterChanged, this, &TablePage::applyFilter);
    connect(m_filter, &FilterBar::filterChanged, this, &TablePage::updateStatus); // a condition not applied is said
    connect(m_model, &WindowedTableModel::countKnown, this, &TablePage::updateStatus);
    connect(m_model, &QAbstractItemModel::modelReset, this, &TablePage::updateStatus);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &TablePage::updateStatus);
    connect(m_model, &WindowedTableModel::errorOccurred, this, &TablePage::updateStatus);
    // A sort no index serves reads its order once: its progress is said, with a way out.
    connect(m_model, &WindowedTableModel::orderProgress, this, &TablePage::updateStatus);
    connect(m_status, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link == QLatin1String("cancel-order"))
            cancelOrder();
    });
    // Rows found again are placed once they are counted in.
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &TablePage::placeFound);
    connect(m_model, &WindowedTableModel::rowLocated, this, &TablePage::rowLocated);
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this]() {
        m_resetting = true;
        m_waitSince.invalidate(); // a new reading: its wait counts its own seconds
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, &TablePage::modelWasReset);
    // A notice speaks of the reading it came with ("Sorting cancelled: …", a row not found again): gone with it.
    connect(m_model, &WindowedTableModel::aboutToRestart, this, [this]() { setNotice({}); });
    // A header click sorts through the model (server-side); remember it for history.
    connect(m_grid->tableView()->horizontalHeader(), &QHeaderView::sortIndicatorChanged, this,
            [this]() { emit querySpecChanged(querySpec()); });
    connect(m_grid, &VirtualTableView::choiceChanged, this, &TablePage::gridSelectionChanged);
    connect(m_model, &WindowedTableModel::pageLoaded, this, &TablePage::pageArrived);
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

bool TablePage::verified(int row, const QVariantList& identity) const {
    return row >= 0 && !identity.isEmpty() && m_model->isRowLoaded(row) && m_model->identityAt(row) == identity;
}

int TablePage::heldIndexOfRow(int row) const {
    for (int i = 0; i < m_held.size(); ++i) {
        if (m_held.at(i).row == row)
            return i;
    }
    return -1;
}

QString TablePage::labelAt(int row) const {
    if (!m_model->isRowLoaded(row))
        return {};
    const int column = m_table.columnIndex(ReferenceQuery::labelColumnOf(m_table)); // never a secret
    return column >= 0 ? m_model->index(row, column).data(WindowedTableModel::StoredTextRole).toString() : QString();
}

int TablePage::selectedRow() const {
    int row = -1;
    const int current = m_grid->currentSourceRow();
    const int held = heldIndexOfRow(current);
    if (held >= 0)
        row = current;
    else if (m_held.size() == 1 && !m_heldOverflow)
        row = m_held.constFirst().row;
    const int index = heldIndexOfRow(row);
    if (index < 0 || !verified(row, m_held.at(index).identity))
        return -1;
    return row;
}

QHash<int, QByteArray> TablePage::selectedStoredBytes() const {
    QHash<int, QByteArray> bytes;
    const int row = selectedRow();
    if (row < 0)
        return bytes;
    for (int c = 0; c < m_model->columnCount(); ++c) {
        const QVariant stored = m_model->index(row, c).data(WindowedTableModel::StoredBytesRole);
        if (stored.isValid())
            bytes.insert(c, stored.toByteArray());
    }
    return bytes;
}

QVariantList TablePage::selectedValues() const {
    const int row = selectedRow();
    if (row < 0)
        return {};
    QVariantList values;
    for (int c = 0; c < m_model->columnCount(); ++c)
        values << m_model->index(row, c).data(WindowedTableModel::RawValueRole);
    return values;
}

QVariantList TablePage::selectedPrimaryKey() const {
    if (m_table.primaryKey.isEmpty() || m_heldOverflow || m_held.size() != 1)
        return {};
    return m_held.constFirst().identity;
}

QVariantList TablePage::selectedKey() const {
    return m_currentIdentity;
}

int TablePage::highlightedRowCount() const {
    return int(qMin<qint64>(m_grid->selectedSourceRowCount(), std::numeric_limits<int>::max()));
}

QList<QVariantList> TablePage::selectedIdentities(QString* why) const {
    QString reason;
    QList<QVariantList> identities;
    if (m_heldOverflow) {
        reason = tr("At most %1 rows can be acted on at a time; %2 are highlighted.")
                     .arg(QLocale().toString(kHeldRows), QLocale().toString(m_grid->selectedSourceRowCount()));
    } else if (m_held.isEmpty()) {
        reason = tr("Select a row first.");
    } else {
        for (const Held& h : m_held) {
            if (h.identity.isEmpty()) {
                reason = m_model->isRowGone(h.row)
                             ? tr("A highlighted row was deleted since the order was read; F5 reads the order again.")
                             : tr("Some of the highlighted rows are still being read; try again in a moment.");
                break;
            }
            identities << h.identity;
        }
    }
    if (!reason.isEmpty()) {
        identities.clear();
        if (why)
            *why = reason;
    }
    return identities;
}

void TablePage::selectKey(const QVariantList& identity, bool rowsKept) {
    if (identity.isEmpty())
        return;
    ++m_choice; // asked for by the program on the user's behalf (history, a link): it replaces their choice
    Wanted wanted;
    wanted.identity = identity;
    wanted.choice = m_choice;
    wanted.current = true;
    wanted.announce = true;
    wanted.follow = true;
    wanted.label = identity.size() == 1 ? identity.constFirst().toString() : QString();
    // Back to a page that kept its rows and its highlight: the record stays highlighted where the kept rows show it
    // (it was taken off until the database answered: 1-1.5 s on a large table, whose background worker is busy with
    // the count). Its place is still asked: where it has moved meanwhile the highlight follows it, where it is gone
    // the page says so (rowLocated).
    const int held = heldIndexOfRow(m_grid->currentSourceRow());
    if (!rowsKept || held < 0 || m_held.size() != 1 || m_held.at(held).identity != identity) {
        relocate({wanted});
        return;
    }
    wanted.shownAt = m_held.at(held).row;
    m_wanted.erase(
        std::remove_if(m_wanted.begin(), m_wanted.end(), [&](const Wanted& x) { return x.identity == identity; }),
        m_wanted.end());
    wanted.askedAt = m_clock.elapsed();
    wanted.request = m_model->locateRow(identity);
    m_wanted << wanted;
}

void TablePage::refresh() {
    m_announceNext = true;
    m_model->refresh();
    m_announceNext = false;
}

void TablePage::refreshAfterChange(const QVariantList& identity) {
    ++m_choice;
    m_held.clear();
    m_heldOverflow = false;
    m_wanted.clear();
    m_currentIdentity.clear();
    m_currentLabel.clear();
    setNotice({});
    m_model->refresh();
    if (!identity.isEmpty()) {
        Wanted w;
        w.identity = identity;
        w.choice = m_choice;
        w.current = true;
        relocate({w});
    }
    emitSelection();
}

void TablePage::gridSelectionChanged() {
    if (m_selecting > 0) {
        emitSelection();
        return;
    }
    if (m_grid->isFollowingSource()) {
        emitSelection(); // a reset is handled in modelWasReset; rows counted in at the end move nothing
        return;
    }
    holdChoice();
    emitSelection();
}

void TablePage::modelWasReset() {
    m_resetting = false;
    // Read again from the start (F5, a sort, a filter, a save): the grid forgot its highlight, which is found again
    // by identity, with the rows still being looked for (their answers belonged to the reading before).
    QList<Wanted> again;
    bool currentHeld = false;
    for (const Held& h : std::as_const(m_held)) {
        if (h.identity.isEmpty())
            continue;
        Wanted w;
        w.identity = h.identity;
        w.current = h.identity == m_currentIdentity;
        w.announce = m_announceNext;
        w.label = w.current ? m_currentLabel : QString();
        currentHeld = currentHeld || w.current;
        again << w;
    }
    for (const Wanted& pending : std::as_const(m_wanted)) {
        bool listed = false;
        for (const Wanted& w : std::as_const(again))
            listed = listed || w.identity == pending.identity;
        if (listed || pending.choice != m_choice)
            continue;
        Wanted w = pending;
        w.row = -1;
        w.announce = w.announce || m_announceNext;
        currentHeld = currentHeld || w.current;
        again << w;
    }
    if (!currentHeld && again.isEmpty() && !m_currentIdentity.isEmpty()) {
        // The focus frame on a row nothing highlights (a fresh grid given the focus, a row Ctrl+clicked off): the
        // frame follows the record, which stays unhighlighted. Past the rows held, it was likely among them.
        Wanted w;
        w.identity = m_currentIdentity;
        w.current = true;
        w.highlight = m_heldOverflow;
        w.announce = m_announceNext;
        w.label = m_currentLabel;
        again << w;
    }
    for (Wanted& w : again)
        w.choice = m_choice;
    m_held.clear();
    m_heldOverflow = false;
    m_wanted.clear();
    if (again.size() > 50) {
        // Finding each again is a query: a large highlight is let go, its current row kept.
        again.erase(std::remove_if(again.begin(), again.end(), [](const Wanted& w) { return !w.current; }),
                    again.end());
        setNotice(tr("The table was read again; the highlight of many rows was cleared."));
    }
    relocate(again);
    if (again.isEmpty())
        emitSelection();
}

void TablePage::holdChoice() {
    // The user changed the highlight: it is held by what the rows are now, and finding rows again for an earlier
    // choice stops.
    ++m_choice;
    m_wanted.clear();
    setNotice({});
    QHash<int, QVariantList> before;
    for (const Held& h : std::as_const(m_held))
        before.insert(h.row, h.identity);
    m_held.clear();
    m_heldOverflow = m_grid->selectedSourceRowCount() > kHeldRows;
    if (!m_heldOverflow) {
        for (int row : m_grid->selectedSourceRows()) {
            const QVariantList known = before.value(row);
            m_held << Held{row, known.isEmpty() ? m_model->identityAt(row) : known};
        }
    }
    const int current = m_grid->currentSourceRow();
    // A highlight taken off a row whose page has left the cache (scrolled far away): what it held is still known.
    const QVariantList read = current >= 0 ? m_model->identityAt(current) : QVariantList();
    m_currentIdentity = read.isEmpty() ? before.value(current) : read;
    m_currentLabel = current >= 0 ? labelAt(current) : QString();
}

void TablePage::pageArrived(int first, int last) {
    // A row looked for while the order is read once is found when the pass ends, seconds later; where rows that have
    // come meanwhile (the first screen) show it, they place it: a page's rows are in their places in the order.
    bool shown = false;
    for (Wanted& w : m_wanted) {
        if (!w.late || w.row >= 0 || w.choice != m_choice)
            continue;
        for (int row = first; row <= last && w.row < 0; ++row)
            if (m_model->isRowLoaded(row) && m_model->identityAt(row) == w.identity)
                w.row = row;
        shown = shown || w.row >= 0;
    }
    if (shown)
        placeFound(); // highlights them, and checks them against this page (pageArrived for their rows)
    // Rows found again whose page has now arrived: there they are, or the rows moved once more.
    QList<Wanted> again;
    QList<QVariantList> checking;
    for (int i = 0; i < m_wanted.size();) {
        Wanted& w = m_wanted[i];
        if (w.row < first || w.row > last || heldIndexOfRow(w.row) < 0 || !m_model->isRowLoaded(w.row)) {
            ++i;
            continue;
        }
        checking << w.identity;
        if (m_model->identityAt(w.row) == w.identity) {
            if (w.current)
                m_currentLabel = labelAt(w.row);
        } else {
            Wanted retry = w;
            if (++retry.attempts == 1)
                m_model->clearCache(); // the rows kept were read before the count that placed it: read them anew
            again << retry;
        }
        m_wanted.removeAt(i);
    }
    for (int i = 0; i < m_held.size(); ++i) {
        Held& h = m_held[i];
        if (h.row < first || h.row > last || checking.contains(h.identity))
            continue;
        if (h.identity.isEmpty()) {
            h.identity = m_model->identityAt(h.row); // highlighted before its page arrived: it is what arrived
            continue;
        }
        if (m_model->identityAt(h.row) == h.identity)
            continue;
        // The page was read again and another record sits where the highlighted one was (rows were added or
        // deleted above it meanwhile): the highlight follows the record, not the place.
        Wanted w;
        w.identity = h.identity;
        w.current = h.identity == m_currentIdentity;
        w.choice = m_choice;
        w.announce = true;
        w.label = w.current ? m_currentLabel : QString();
        again << w;
    }
    const int current = m_grid->currentSourceRow();
    if (current >= first && current <= last && m_currentIdentity.isEmpty() && heldIndexOfRow(current) >= 0) {
        m_currentIdentity = m_model->identityAt(current);
        m_currentLabel = labelAt(current);
    }
    relocate(again);
    emitSelection();
}

void TablePage::takeOffHighlight(const QList<QVariantList>& identities) {
    RowRangeSet keep;
    for (int i = 0; i < m_held.size();) {
        if (identities.contains(m_held.at(i).identity)) {
            m_held.removeAt(i);
        } else {
            keep.add(m_held.at(i).row, m_held.at(i).row);
            ++i;
        }
    }
    if (m_heldOverflow) {
        m_heldOverflow = false;
        keep.clear();
    }
    ++m_selecting;
    if (keep != RowRangeSet() || m_grid->selectedSourceRowCount() > 0)
        m_grid->setSelectedSourceRows(keep, -1);
    --m_selecting;
}

void TablePage::relocate(const QList<Wanted>& rows) {
    if (rows.isEmpty())
        return;
    // Off the highlight until found: an action meanwhile must not take the record now shown in their place.
    QList<QVariantList> identities;
    for (const Wanted& w : rows)
        identities << w.identity;
    takeOffHighlight(identities);
    for (const Wanted& w : rows) {
        if (w.attempts > 2) {
            if (w.announce)
                setNotice(tr("A highlighted row could not be found again: the rows keep moving. Press F5 to read them "
                             "again."));
            continue;
        }
        if (w.current) {
            m_currentIdentity = w.identity;
            if (!w.label.isEmpty())
                m_currentLabel = w.label;
        }
        Wanted asked = w;
        asked.row = -1;
        m_wanted.erase(
            std::remove_if(m_wanted.begin(), m_wanted.end(), [&](const Wanted& x) { return x.identity == w.identity; }),
            m_wanted.end());
        asked.late = m_model->isReadingOrder();
        asked.askedAt = m_clock.elapsed();
        asked.request = m_model->locateRow(w.identity);
        m_wanted << asked;
    }
    emitSelection();
}

void TablePage::rowLocated(const QVariantList& identity, int row, bool exists, quint64 request) {
    // The answer to the request asked last for this row: an earlier request's answer can come after it (Back, away
    // and Back again before the database answered) and tells where the row was then, perhaps before someone deleted
    // it.
    int index = -1;
    for (int i = 0; i < m_wanted.size(); ++i) {
        if (m_wanted.at(i).identity == identity && m_wanted.at(i).row < 0 && m_wanted.at(i).request == request)
            index = i;
    }
    if (index < 0)
        return;
    Wanted& w = m_wanted[index];
    if (w.choice != m_choice) { // the user chose another row meanwhile: theirs stands
        m_wanted.removeAt(index);
        return;
    }
    if (w.shownAt >= 0) {
        // Still highlighted where the kept rows show it: there still, nothing to do; else it is taken off that row.
        const int shownAt = w.shownAt;
        w.shownAt = -1;
        if (exists && row == shownAt) {
            m_wanted.removeAt(index);
            return;
        }
        takeOffHighlight({identity});
    }
    if (!exists) {
        if (w.announce) {
            const QString who = w.label.isEmpty() ? tr("The highlighted row") : tr("“%1”").arg(w.label);
            setNotice(
                m_model->querySpec().isFiltered()
                    ? tr("%1 is no longer among these rows: deleted, or it no longer matches the filter.").arg(who)
                    : tr("%1 is no longer in %2: someone deleted it.").arg(who, m_table.label));
        }
        if (w.current)
            m_currentIdentity.clear();
        m_wanted.removeAt(index);
        // The rows kept may still show it (a page kept for Back): read them anew, so it is not shown either.
        m_model->clearCache();
        emitSelection();
        return;
    }
    // Found long after the new order's first rows were shown: the user reads them now, so the view stays and the
    // notice says where the record is, as after a sort read in one pass.
    if (!w.follow && m_clock.elapsed() - w.askedAt > kLateFindMs && showsRows())
        w.late = true;
    w.row = row;
    placeFound();
}

bool TablePage::showsRows() const {
    const int first = m_grid->firstVisibleSourceRow();
    return first >= 0 && m_model->isRowLoaded(first);
}

void TablePage::placeFound() {
    // Found rows are highlighted once the grid has counted them in (a row found before the count arrives waits).
    RowRangeSet rows;
    for (const Held& h : std::as_const(m_held))
        rows.add(h.row, h.row);
    int current = -1;
    bool placed = false, late = false, highlighted = false;
    for (Wanted& w : m_wanted) {
        if (w.row < 0 || w.row >= m_model->rowCount() || heldIndexOfRow(w.row) >= 0)
            continue;
        if (w.choice != m_choice)
            continue;
        if (w.highlight) {
            rows.add(w.row, w.row);
            m_held << Held{w.row, w.identity};
        }
        if (w.current) {
            current = w.row;
            late = w.late;
            highlighted = w.highlight;
        }
        placed = true;
    }
    if (!placed)
        return;
    // A focus frame is placed once: nothing held checks it again when its page arrives.
    m_wanted.erase(std::remove_if(m_wanted.begin(), m_wanted.end(),
                                  [&](const Wanted& w) {
                                      return !w.highlight && w.row >= 0 && w.row < m_model->rowCount() &&
                                             w.choice == m_choice;
                                  }),
                   m_wanted.end());
    std::sort(m_held.begin(), m_held.end(), [](const Held& a, const Held& b) { return a.row < b.row; });
    ++m_selecting;
    // Found at once (an indexed sort, F5, Back), the view goes to the record; found when the pass reading the order
    // ended, seconds after the first rows were shown, the view stays where the user reads, and the notice says where
    // the record is now.
    // The focus frame alone moves no view: the new order is read from its top.
    const bool reveal = !late && highlighted;
    m_grid->setSelectedSourceRows(rows, current, reveal);
    if (current >= 0 && reveal)
        m_grid->scrollToSourceRow(current, QAbstractItemView::PositionAtCenter);
    --m_selecting;
    if (current >= 0 && late && highlighted &&
        (current < m_grid->firstVisibleSourceRow() || current > m_grid->lastVisibleSourceRow())) {
        const QString who = m_currentLabel.isEmpty() ? tr("The highlighted row") : tr("“%1”").arg(m_currentLabel);
        setNotice(tr("%1 is row %2 in this order. <a href=\"show-current\">Show it</a>")
                      .arg(who.toHtmlEscaped(), QLocale().toString(current + 1)));
        m_model->prefetch(current, current); // its page, to check it is the record (and show it in the detail pane)
    }
    // Where the page is already here, it is checked now; otherwise when it arrives.
    QList<int> loaded;
    for (const Wanted& w : std::as_const(m_wanted)) {
        if (w.row >= 0 && m_model->isRowLoaded(w.row) && heldIndexOfRow(w.row) >= 0)
            loaded << w.row;
    }
    for (int row : std::as_const(loaded))
        pageArrived(row, row);
    emitSelection();
}

bool TablePage::isFindingCurrent() const {
    return std::any_of(m_wanted.cbegin(), m_wanted.cend(), [this](const Wanted& w) {
        return w.current && w.highlight && w.row < 0 && w.choice == m_choice;
    });
}

bool TablePage::isReadingCurrent() const {
    const int current = m_grid->currentSourceRow();
    return current >= 0 && m_grid->isSourceRowSelected(current) && !m_model->isRowLoaded(current);
}

void TablePage::showCurrent() {
    const int current = m_grid->currentSourceRow();
    if (current >= 0)
        m_grid->scrollToSourceRow(current, QAbstractItemView::PositionAtCenter);
    setNotice({});
}

void TablePage::setNotice(const QString& text) {
    m_notice->setText(text);
    m_notice->setVisible(!text.isEmpty());
    placeNotice();
}

void TablePage::restoreColumnOrder() {
    const QJsonArray names = Settings::instance().object(Settings::Key::ColumnOrder).value(m_table.name).toArray();
    QHeaderView* header = m_grid->tableView()->horizontalHeader();
    int place = 0;
    for (const QJsonValue& name : names) {
        // A column the schema no longer has is passed over; one it has gained stays where the table puts it.
        const int logical = m_table.columnIndex(name.toString());
        if (logical < 0 || logical >= header->count())
            continue;
        header->moveSection(header->visualIndex(logical), place++);
    }
}

void TablePage::saveColumnOrder() {
    QHeaderView* header = m_grid->tableView()->horizontalHeader();
    QJsonValue order; // none: the table's own order
    if (VirtualTableView::columnsMoved(header)) {
        QJsonArray names;
        for (int visual = 0; visual < header->count(); ++visual) {
            const int logical = header->logicalIndex(visual);
            if (logical >= 0 && logical < m_table.columns.size())
                names.append(m_table.columns.at(logical).name);
        }
        order = names;
    }
    Settings::instance().setObjectEntry(Settings::Key::ColumnOrder, m_table.name, order);
}

void TablePage::placeNotice() {
    if (m_notice->isHidden())
        return;
    const QRect area = m_grid->tableView()->viewport()->rect();
    const int margin = 12;
    const int width = qMax(120, qMin(area.width() - 2 * margin, 720));
    const int height = m_notice->heightForWidth(width);
    m_notice->setGeometry(area.left() + (area.width() - width) / 2, area.bottom() - margin - height, width, height);
    m_notice->raise();
}

bool TablePage::eventFilter(QObject* watched, QEvent* event) {
    if ((watched == m_grid->tableView()->viewport() && event->type() == QEvent::Resize) ||
        (watched == m_notice && event->type() == QEvent::Move))
        placeNotice();
    if (watched == m_status && event->type() == QEvent::Resize && m_statusHeld &&
        m_status->width() != m_statusHeldWidth)
        setStatusText(m_status->text(), true);
    return QWidget::eventFilter(watched, event);
}

QString TablePage::selectionNotice() const {
    return m_notice->text();
}

void TablePage::emitSelection() {
    // The grid's selection cleared by a reset is no choice: what is found again is said once modelWasReset knows it.
    if (m_resetting)
        return;
    emit rowSelected(selectedValues());
}

void TablePage::copySelection() {
    const qint64 selected = m_grid->selectedSourceRowCount();
    if (selected > GridClipboard::maxRows()) {
        sayForAWhile(tr("Copy takes at most %1 rows at a time; use Export for more.")
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
        if (m_model->isRowGone(row)) {
            sayForAWhile(GridClipboard::goneMessage());
            return;
        }
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
        sayForAWhile(tr("Some of the selected rows are still being read; copy again in a moment."));
        return;
    }
    bool asStored = false;
    const QByteArray tsv = GridClipboard::toTsvBytes(m_model, indexes, true, &asStored);
    GridClipboard::put(tsv, asStored);
    QString said = tr("Copied %n row(s).", nullptr, int(rows.size()));
    if (asStored)
        said += QLatin1Char(' ') + GridClipboard::storedBytesNote();
    sayForAWhile(said);
}

void TablePage::sayForAWhile(const QString& text) {
    setStatusText(text, m_statusHeld);
    m_status->setToolTip({});
    m_statusBack->start();
}

void TablePage::setStatusText(const QString& text, bool hold) {
    m_status->setText(text);
    const int width = m_status->width();
    int height = 0;
    if (hold) {
        height = m_status->heightForWidth(width);
        // At a new width (the window or the detail pane resized) the hold starts again from what this text needs.
        if (m_statusHeld && width == m_statusHeldWidth)
            height = qMax(height, m_status->minimumHeight());
    }
    m_statusHeld = hold;
    m_statusHeldWidth = width;
    m_status->setMinimumHeight(height);
}

void TablePage::cancelOrder() {
    if (!m_model->cancelOrder())
        return;
    m_grid->setSortIndicator(m_table.columnIndex(m_model->sortColumn()),
                             m_model->sortDescending() ? Qt::DescendingOrder : Qt::AscendingOrder);
    emit querySpecChanged(querySpec());
    // Named, not "as before": a sort read once goes back to the last sort an index serves, which may be older.
    const QString name = sortLabel();
    setNotice((m_model->sortDescending() ? tr("Sorting cancelled: the rows are sorted by %1, descending, which an "
                                              "index serves.")
                                         : tr("Sorting cancelled: the rows are sorted by %1, ascending, which an "
                                              "index serves."))
                  .arg(name));
}

QString TablePage::sortLabel() const {
    const ColumnDescriptor* c = m_table.column(m_model->sortColumn());
    return c && !c->label.isEmpty() ? c->label : m_model->sortColumn();
}

QString TablePage::unindexedNotice() const {
    const QuerySpec spec = m_model->querySpec();
    if (m_model->readsOrderOnce()) {
        const QString name = sortLabel();
        const QLocale locale;
        // Short enough to stay on one line beside the count (the grid's height does not change with it); the why is
        // the line's tooltip (unindexedWhy). An index on the column that hands out its ties out of key order (a
        // column of few values on PostgreSQL) is there: the line does not say there is none, in as few words (a
        // longer phrase wrapped the line beside the detail pane, and the grid's height jumped).
        const QString none = sortColumnIndexed() ? tr("its index does not serve it") : tr("no index serves this order");
        if (!m_model->isReadingOrder())
            return tr("Sorted by %1 in one pass over the table (%2); F5 sorts again.").arg(name, none);
        const qint64 read = m_model->orderRowsRead(), expected = m_model->orderRowsExpected();
        if (read == 0) {
            if (const qint64 seconds = waitedSeconds())
                return tr("Sorting by %1 in one pass over the table (%2), %3 s…").arg(name, none).arg(seconds);
            return tr("Sorting by %1 in one pass over the table (%2)…").arg(name, none);
        }
        if (expected > 0 && read < expected)
            return tr("Sorting by %1 (%2): %3 of about %4 rows placed (%5%).")
                .arg(name, none, locale.toString(read), locale.toString(expected))
                .arg(qMin<qint64>(99, read * 100 / expected));
        return tr("Sorting by %1 (%2): %3 rows placed.").arg(name, none, locale.toString(read));
    }
    if (!spec.isFiltered() || !m_table.indexesKnown)
        return {};
    // A condition on a column an index leads with narrows the rows by it; a quick search or conditions on other
    // columns only are checked row by row.
    for (const FilterCondition& condition : spec.conditions)
        if (condition.op != FilterCondition::Op::Contains && condition.op != FilterCondition::Op::NotEquals &&
            m_table.indexedColumns.contains(condition.column))
            return {};
    return tr("No index of this database serves this filter: counting its rows, and finding rare ones, reads the "
              "whole table.");
}

bool TablePage::sortColumnIndexed() const {
    return m_table.indexedColumns.contains(m_model->sortColumn());
}

QString TablePage::unindexedWhy() const {
    if (!m_model->readsOrderOnce())
        return {};
    const QString name = sortLabel();
    const QString why =
        sortColumnIndexed()
            ? tr("The index on %1 does not hand out the rows sharing a value in key order, and many rows share one: "
                 "every page would sort all of them.")
                  .arg(name)
            : tr("No index of this database leads with %1: every page would read the whole table.").arg(name);
    return why + QLatin1Char(' ') +
           tr("So the database sorts the table once, keeping only each row's place; the first rows are read on their "
              "own meanwhile, and other rows wait for the pass. Cancel sorting goes back to the last sort an index "
              "serves.");
}

void TablePage::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    // The status line's notices are rich text in the palette's tones: made again for a theme chosen meanwhile.
    if (event->type() == QEvent::PaletteChange && m_status)
        updateStatus();
}

qint64 TablePage::waitedSeconds() const {
    const qint64 seconds = m_waitSince.isValid() ? m_waitSince.elapsed() / 1000 : 0;
    return seconds >= 2 ? seconds : 0; // a wait of a moment says nothing of itself
}

void TablePage::updateStatus() {
    const QLocale locale;
    const int rows = m_model->rowCount();
    // Nothing to show yet, the first screen or a pass's first row on its way: the seconds are counted, so that a wait
    // (a filter few rows pass on ten million) is not taken for a frozen window.
    const bool waitingForOrder = m_model->isReadingOrder() && m_model->orderRowsRead() == 0;
    const bool waiting = m_model->lastError().isEmpty() && !m_model->isCountExact() &&
                         (waitingForOrder || (rows == 0 && !m_model->isReadingOrder()));
    if (waiting && !m_waitSince.isValid())
        m_waitSince.start();
    if (waiting != m_waitTick->isActive())
        waiting ? m_waitTick->start() : m_waitTick->stop();
    QString text;
    if (!m_model->lastError().isEmpty()) {
        text = theme::toneSpan(theme::Tone::Bad, palette(), m_model->lastError());
    } else if (m_model->isCountExact()) {
        // One or many spelled out: English has no translation file to give %n its plural forms ("5 row(s)").
        const bool filtered = m_model->querySpec().isFiltered();
        if (rows == 1)
            text = filtered ? tr("1 row matches the filter") : tr("1 row");
        else
            text = (filtered ? tr("%1 rows match the filter") : tr("%1 rows")).arg(locale.toString(rows));
    } else if (m_model->isReadingOrder() && m_model->orderRowsRead() > 0) {
        // The sorting notice says how many rows are placed of how many: the count is its figure, not another one.
    } else if (rows == 0) {
        if (const qint64 seconds = waitedSeconds())
            text = tr("Loading… %1 s").arg(seconds);
        else
            text = tr("Loading…");
    } else if (m_model->isCountEstimated()) {
        text = tr("about %1 rows (counting…)").arg(locale.toString(qMax<qint64>(rows, m_model->aboutRows())));
    } else {
        // The rows read so far, not a guess at all of them: a filter's first page says "at least 100", never "about
        // 100" of nine million.
        text = (m_model->querySpec().isFiltered() ? tr("at least %1 rows match the filter (counting…)")
                                                  : tr("at least %1 rows (counting…)"))
                   .arg(locale.toString(rows));
    }
    // The zone the grid's times are in, named where the rows are counted (the headers' tooltips say it too).
    const bool hasTimes = std::any_of(m_table.columns.cbegin(), m_table.columns.cend(),
                                      [](const ColumnDescriptor& c) { return c.kind == ColumnKind::Timestamp; });
    if (hasTimes && m_model->lastError().isEmpty())
        text = text.isEmpty() ? tr("times in %1").arg(timedisplay::zoneName())
                              : tr("%1 · times in %2").arg(text, timedisplay::zoneName());
    // A sort or filter no index serves reads the whole table before its first row: said as soon as it is asked for,
    // so that a wait is not taken for a frozen window.
    QString tooltip;
    const QString slow = unindexedNotice();
    if (!slow.isEmpty()) {
        const QString cancel = m_model->isReadingOrder()
                                   ? QStringLiteral(" <a href='cancel-order'>%1</a>").arg(tr("Cancel sorting"))
                                   : QString();
        const QString notice = theme::toneSpan(theme::Tone::Warning, palette(), slow) + cancel;
        tooltip = unindexedWhy();
        text = text.isEmpty() ? notice : QStringLiteral("%1 · %2").arg(notice, text);
    }
    // A condition the bar could not read is not applied; the count says which rows are shown, this line why.
    if (const QString why = m_filter->problem(); !why.isEmpty())
        text = QStringLiteral("%1 · %2").arg(theme::toneSpan(theme::Tone::Bad, palette(), why), text);
    m_statusBack->stop(); // the rows' state now, which a copy's word no longer covers
    setStatusText(text, !slow.isEmpty());
    m_status->setToolTip(tooltip);
    const bool empty = m_model->isCountExact() && rows == 0 && m_model->lastError().isEmpty();
    m_empty->setText(m_model->querySpec().isFiltered() ? tr("No rows match the filter.") : tr("This table is empty."));
    m_empty->setVisible(empty);
    if (empty)
        m_empty->setGeometry(m_grid->tableView()->viewport()->rect());
}

} // namespace metadesk
