#include "RunStatsPanel.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/ops/tabularia/RunQueue.h"
#include "gui/charts/ChartView.h"
#include "gui/home/RunsChart.h"
#include "models/FetchWorker.h"

#include <QComboBox>
#include <QDateEdit>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace metadesk {

namespace {

QDate todayUtc() {
    return QDateTime::currentDateTimeUtc().date();
}

QString dayText(const QDate& day) {
    return QLocale().toString(day, QStringLiteral("d MMM yyyy"));
}

/// Names compared as a reader sorts them: a run of digits by its value ("flow 2" before "flow 10"), the rest
/// without regard to case. QCollator's numeric mode does this only where a locale's collation is loaded (not in the C
/// locale), so it is done here.
int compareNames(const QString& a, const QString& b) {
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a.at(i).isDigit() && b.at(j).isDigit()) {
            qsizetype endA = i, endB = j;
            while (endA < a.size() && a.at(endA).isDigit())
                ++endA;
            while (endB < b.size() && b.at(endB).isDigit())
                ++endB;
            // By value: leading zeros aside, the longer number is the larger, then digit by digit.
            qsizetype startA = i, startB = j;
            while (startA + 1 < endA && a.at(startA) == QLatin1Char('0'))
                ++startA;
            while (startB + 1 < endB && b.at(startB) == QLatin1Char('0'))
                ++startB;
            if (endA - startA != endB - startB)
                return endA - startA < endB - startB ? -1 : 1;
            if (const int order =
                    QStringView(a).sliced(startA, endA - startA).compare(QStringView(b).sliced(startB, endB - startB));
                order != 0)
                return order;
            i = endA;
            j = endB;
            continue;
        }
        if (const int order = QStringView(a).sliced(i, 1).compare(QStringView(b).sliced(j, 1), Qt::CaseInsensitive);
            order != 0)
            return order;
        ++i;
        ++j;
    }
    if (i < a.size() || j < b.size())
        return i < a.size() ? 1 : -1;
    return a.compare(b); // the same but for case or leading zeros: a fixed order still
}

/// A flow's name in the table, sorted by compareNames.
class NameItem : public QStandardItem {
public:
    using QStandardItem::QStandardItem;
    bool operator<(const QStandardItem& other) const override { return compareNames(text(), other.text()) < 0; }
};

QStandardItem* cell(const QString& text, const QVariant& sortValue, Qt::Alignment alignment = Qt::AlignRight,
                    QStandardItem* item = nullptr) {
    if (!item)
        item = new QStandardItem(text);
    item->setData(sortValue, RunStatsPanel::SortRole);
    item->setData(QVariant::fromValue(int(alignment | Qt::AlignVCenter)), Qt::TextAlignmentRole);
    item->setEditable(false);
    return item;
}

QStandardItem* durationCell(const DurationPercentiles& p, double seconds) {
    if (p.samples == 0) // no run of the flow got that far in the range
        return cell(RunStatsPanel::tr("—"), -1.0);
    return cell(RunStats::durationText(seconds), seconds);
}

} // namespace

RunStatsPanel::RunStatsPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);

    auto* bar = new QHBoxLayout();
    auto* rangeLabel = new QLabel(tr("&Range:"), this);
    m_range = new QComboBox(this);
    m_range->setObjectName(QStringLiteral("runStatsRange"));
    m_range->setAccessibleName(tr("Range of days"));
    m_range->addItem(tr("Last 7 days"), 7);
    m_range->addItem(tr("Last 30 days"), 30);
    m_range->addItem(tr("Last 90 days"), 90);
    m_range->addItem(tr("From … to …"), 0);
    rangeLabel->setBuddy(m_range);
    m_first = new QDateEdit(this);
    m_first->setObjectName(QStringLiteral("runStatsFirstDay"));
    m_first->setAccessibleName(tr("First day (UTC)"));
    m_last = new QDateEdit(this);
    m_last->setObjectName(QStringLiteral("runStatsLastDay"));
    m_last->setAccessibleName(tr("Last day (UTC), included"));
    for (QDateEdit* edit : {m_first, m_last}) {
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd"));
        edit->setDate(todayUtc());
    }
    m_state = new QLabel(this);
    m_state->setObjectName(QStringLiteral("runStatsState"));
    m_state->setAccessibleName(tr("About the run figures"));
    m_state->setWordWrap(true);
    bar->addWidget(rangeLabel);
    bar->addWidget(m_range);
    bar->addWidget(m_first);
    bar->addWidget(new QLabel(tr("to"), this));
    bar->addWidget(m_last);
    bar->addWidget(m_state, 1);
    layout->addLayout(bar);

    m_view = new ChartView(this); // never the keyboard's focus: the table below holds the figures
    m_view->setObjectName(QStringLiteral("runStatsChart"));
    m_view->setAccessibleName(tr("Runs started per day by status"));
    m_view->setMinimumHeight(240);
    layout->addWidget(m_view, 3);
    connect(m_view, &ChartView::barClicked, this, [this](int index, const QString& status) {
        if (index < 0 || index >= m_result.days.size())
            return;
        // Top-level runs, as the bars count them, by the key range counted (a closed range: the rows the bar counts).
        HomeLink link = RunsChart::dayLink(m_result.days.at(index), status, false);
        link.conditions.append({QStringLiteral("parent_run_id"), FilterCondition::Op::IsEmpty, {}});
        emit linkActivated(link);
    });
    m_empty = new QLabel(this);
    m_empty->setObjectName(QStringLiteral("runStatsEmpty"));
    m_empty->setAccessibleName(tr("About the runs chart"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_empty->setMinimumHeight(80);
    m_empty->hide();
    layout->addWidget(m_empty, 3);

    m_tableCaption = new QLabel(
        tr("Per flow, its engine runs started in the range: queue time (from queued to the engine's start) and run "
           "time (from the engine's start to the end), 50th, 90th and 99th percentiles."),
        this);
    m_tableCaption->setWordWrap(true);
    layout->addWidget(m_tableCaption);
    m_model = new QStandardItemModel(0, ColumnCount, this);
    m_model->setSortRole(SortRole);
    m_model->setHorizontalHeaderLabels({tr("Flow"), tr("Engine runs"), tr("Queue p50"), tr("Queue p90"),
                                        tr("Queue p99"), tr("Run p50"), tr("Run p90"), tr("Run p99")});
    m_table = new QTableView(this);
    m_table->setObjectName(QStringLiteral("runStatsFlows"));
    m_table->setAccessibleName(tr("Queue and run time per flow"));
    m_table->setModel(m_model);
    m_table->setTabKeyNavigation(false); // Tab leaves the list; the arrows move within it
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(FlowColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(FlowColumn, QHeaderView::Stretch);
    m_tableCaption->setBuddy(m_table);
    layout->addWidget(m_table, 2);

    connect(m_range, &QComboBox::currentIndexChanged, this, &RunStatsPanel::rangeChosen);
    connect(m_first, &QDateEdit::dateChanged, this, &RunStatsPanel::rangeChosen);
    connect(m_last, &QDateEdit::dateChanged, this, &RunStatsPanel::rangeChosen);
    rangeChosen();
    rebuildChart();
}

RunStatsPanel::~RunStatsPanel() {
    FetchWorker::retire(std::move(m_worker));
}

void RunStatsPanel::open(const DatabaseUrl& url, std::shared_ptr<const Catalog> catalog) {
    close();
    m_url = url;
    m_catalog = std::move(catalog);
    m_worker = std::make_unique<FetchWorker>(url, true, QStringLiteral("runstats"));
    read();
}

void RunStatsPanel::close() {
    ++m_generation;
    FetchWorker::retire(std::move(m_worker));
    m_catalog.reset();
    m_result = Result{};
    m_state->clear();
    fillTable();
    rebuildChart();
}

void RunStatsPanel::refresh() {
    read();
}

void RunStatsPanel::setLastDays(int days) {
    const int index = m_range->findData(days);
    if (index >= 0 && index != m_range->currentIndex()) {
        m_range->setCurrentIndex(index);
        return;
    }
    // A count the chooser does not offer: as a range of its own.
    if (index < 0)
        setRange(todayUtc().addDays(1 - qBound(1, days, kMaxDays)), todayUtc());
}

void RunStatsPanel::setRange(const QDate& first, const QDate& last) {
    const QSignalBlocker blockFirst(m_first), blockLast(m_last), blockRange(m_range);
    m_range->setCurrentIndex(m_range->findData(0));
    m_first->setDate(first);
    m_last->setDate(last);
    rangeChosen();
}

void RunStatsPanel::rangeChosen() {
    const int days = m_range->currentData().toInt();
    const bool custom = days == 0;
    m_first->setEnabled(custom);
    m_last->setEnabled(custom);
    QDate from, to;
    if (custom) {
        from = m_first->date();
        to = m_last->date().addDays(1);
        if (to <= from) {
            m_state->setText(tr("The last day comes before the first."));
            return;
        }
        if (from.daysTo(to) > kMaxDays) {
            m_state->setText(tr("Choose at most %n day(s).", nullptr, kMaxDays));
            return;
        }
    } else {
        to = todayUtc().addDays(1);
        from = to.addDays(-days);
        const QSignalBlocker blockFirst(m_first), blockLast(m_last);
        m_first->setDate(from);
        m_last->setDate(to.addDays(-1));
    }
    if (from == m_from && to == m_to)
        return;
    m_from = from;
    m_to = to;
    read();
}

void RunStatsPanel::read() {
    if (!m_worker || !m_from.isValid())
        return;
    m_state->setText(tr("Reading…"));
    ChartView::loadModuleSoon(); // charted once read
    const int generation = ++m_generation;
    QPointer<RunStatsPanel> self(this);
    std::shared_ptr<const Catalog> catalog = m_catalog;
    const FetchWorker* worker = m_worker.get(); // alive while its task runs (a retired worker finishes it first)
    Result request{m_from, m_to, {}, {}, {}};
    m_worker->post([self, generation, catalog, worker, request](const DbConnection* conn) {
        Result result = request;
        if (!conn) {
            result.error = tr("Could not connect to read the runs: %1").arg(worker->openError());
        } else {
            conn->shareCatalog(catalog); // the GUI's reconciled catalog: no second read of the schema
            const RunStats stats(*conn);
            QString error;
            if (!stats.isAvailable(&error) || !stats.runsPerDay(result.from, result.to, &result.days, &error) ||
                !stats.flowPercentiles(result.from, result.to, &result.flows, &error))
                result.error = error;
        }
        QMetaObject::invokeMethod(
            QCoreApplication::instance(), // not the panel: the GUI thread may be destroying it now
            [self, generation, result] {
                if (self)
                    self->present(generation, result);
            },
            Qt::QueuedConnection);
    });
}

void RunStatsPanel::present(int generation, const Result& result) {
    if (generation != m_generation)
        return; // a newer range was asked for meanwhile
    m_result = result;
    m_state->setText(result.error.isEmpty() ? QString() : tr("Could not read the runs: %1").arg(result.error));
    fillTable();
    rebuildChart();
    emit statsShown();
}

QString RunStatsPanel::emptyText() const {
    return m_empty->isVisibleTo(this) ? m_empty->text() : QString();
}

void RunStatsPanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        rebuildChart();
}

void RunStatsPanel::rebuildChart() {
    const QList<HomeRunDay>& days = m_result.days;
    qint64 runs = 0;
    for (const HomeRunDay& d : days)
        runs += RunStats::total(d);
    m_series.clear();
    const bool empty = runs == 0;
    m_view->setVisible(!empty);
    m_empty->setVisible(empty);
    if (empty) {
        // No axis to draw: a chart of nothing would scale to a NaN range. A sentence says what there is.
        m_empty->setText(
            !m_result.error.isEmpty() || !m_result.from.isValid()
                ? QString()
                : tr("No runs between %1 and %2 (UTC).").arg(dayText(m_result.from), dayText(m_result.to.addDays(-1))));
        m_view->setChart({});
        return;
    }

    charts::Spec chart = ChartView::newSpec(tr("Top-level runs started per day (UTC), %1 to %2")
                                                .arg(dayText(m_result.from), dayText(m_result.to.addDays(-1))),
                                            palette());
    // The platform's order of statuses; the legend names them in words, a click filters by the stored status.
    m_series = RunsChart::stackByStatus(&chart, days, RunQueue::statuses(), palette(), true);
    chart.left.niceNumbers = true;
    m_view->setChart(chart);
}

void RunStatsPanel::fillTable() {
    m_model->removeRows(0, m_model->rowCount());
    const QLocale locale;
    for (const FlowRunStats& f : std::as_const(m_result.flows)) {
        const QString name = f.flowName.isEmpty() ? tr("Flow %1 (deleted)").arg(f.flowId) : f.flowName;
        QStandardItem* flow = cell(name, QVariant(), Qt::AlignLeft, new NameItem(name));
        flow->setToolTip(tr("Flow %1").arg(f.flowId));
        m_model->appendRow({flow, cell(locale.toString(f.runs), f.runs), durationCell(f.queue, f.queue.p50),
                            durationCell(f.queue, f.queue.p90), durationCell(f.queue, f.queue.p99),
                            durationCell(f.run, f.run.p50), durationCell(f.run, f.run.p90),
                            durationCell(f.run, f.run.p99)});
    }
    m_table->sortByColumn(m_table->horizontalHeader()->sortIndicatorSection(),
                          m_table->horizontalHeader()->sortIndicatorOrder());
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(FlowColumn, QHeaderView::Stretch);
}

} // namespace metadesk
