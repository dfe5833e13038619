#include "QueuePage.h"

#include "RunStatsPanel.h"
#include "gui/home/HomeTones.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/RowWriter.h"
#include "core/edit/ValueCodec.h"
#include "core/home/HomeSummary.h"
#include "core/ops/tabularia/CloseRun.h"
#include "core/ops/tabularia/EnqueueRun.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/Settings.h"
#include "gui/style/Theme.h"
#include "models/FetchWorker.h"
#include "models/ReferenceLabels.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QScrollBar>
#include <QStandardItemModel>
#include <QTabWidget>
#include <QTimer>

#include <QTreeView>
#include <QVBoxLayout>
#include <algorithm>

#include <functional>
#include <utility>

namespace metadesk {

namespace {
enum Column {
    RunColumn,
    StatusColumn,
    MarksColumn,
    KindColumn,
    FlowColumn,
    HeartbeatColumn,
    QueuedColumn,
    RunningColumn,
    ChildrenColumn,
    ClaimedColumn,
    EngineColumn,
    TriggerColumn,
    ColumnCount
};
constexpr int kIdRole = Qt::UserRole + 1;
constexpr int kPageRows = 200;   // rows listed per step ("Show More" adds as many)
constexpr int kChildRows = 1000; // children read under the listed parents, at most
constexpr int kListedSkips = 50; // skipped runs named in a batch's report; the rest counted
constexpr int kProgressMs = 250; // what a read found so far is shown at most this often
/// A duration as a person reads it at a glance: "45 s", "12 min 5 s", "3 h 4 min", "2 d 1 h".
QString ageText(qint64 seconds) {
    if (seconds < 0)
        seconds = 0;
    if (seconds < 60)
        return QueuePage::tr("%1 s").arg(seconds);
    if (seconds < 3600)
        return seconds % 60 ? QueuePage::tr("%1 min %2 s").arg(seconds / 60).arg(seconds % 60)
                            : QueuePage::tr("%1 min").arg(seconds / 60);
    if (seconds < 86400)
        return seconds % 3600 / 60 ? QueuePage::tr("%1 h %2 min").arg(seconds / 3600).arg(seconds % 3600 / 60)
                                   : QueuePage::tr("%1 h").arg(seconds / 3600);
    return QueuePage::tr("%1 d %2 h").arg(seconds / 86400).arg(seconds % 86400 / 3600);
}

/// "1 run", "12 runs" (English has no translation file to give %n its plural forms).
QString runsText(qint64 n) {
    return n == 1 ? QueuePage::tr("1 run") : QueuePage::tr("%1 runs").arg(QLocale().toString(n));
}

/// A stored time of a run, or an invalid one (NULL, unreadable).
QDateTime timeOf(const QVariantMap& row, const char* column) {
    const QVariant v = row.value(QLatin1String(column));
    return v.isNull() ? QDateTime() : valuecodec::parseTimestamp(v);
}

/// "3 SUCCESS, 1 FAILURE": statuses in the platform's order, then any other.
QString statusList(const QMap<QString, qint64>& counts) {
    QStringList parts;
    QStringList order = RunQueue::statuses();
    for (auto it = counts.begin(); it != counts.end(); ++it)
        if (!order.contains(it.key()))
            order << it.key();
    for (const QString& s : std::as_const(order))
        if (counts.value(s) > 0)
            parts << QStringLiteral("%1 %2").arg(QLocale().toString(counts.value(s)), s);
    return parts.join(QStringLiteral(", "));
}

QString textOf(const QVariant& v) {
    return v.isNull() || v.toString().isEmpty() ? QStringLiteral("—") : v.toString();
}
} // namespace

struct QueuePage::Snapshot {
    QDateTime now;
    QString error;
    QMap<QString, qint64> counts;
    QHash<int, qint64> markCounts;
    QList<RunQueue::Entry> rows;
    bool more = false;
    QList<RunQueue::Entry> children;
    bool moreChildren = false;
    QHash<qint64, QMap<QString, qint64>> rollUp;
    /// The Flow column as the runs grid reads it ("daily_orders · 1", "7 — not found"): the labels of the listed
    /// runs' flows, read with them; empty if they could not be (the stored id is shown).
    ReferenceLabels flowLabels;
    int flowColumn = -1;   ///< flow_id's index among the runs table's columns, for flowLabels
    bool complete = false; ///< the walk is over (or failed): the counts are whole
    qint64 keysRead = 0;
    qint64 keysTotal = 0;
};

QueuePage::QueuePage(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("queuePage"));
    auto* layout = new QVBoxLayout(this);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("queueTitle"));
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.3);
    big.setBold(true);
    m_title->setFont(big);
    layout->addWidget(m_title);

    // Room for more views of the runs (charts) beside the queue.
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("queueTabs"));
    layout->addWidget(m_tabs, 1);
    auto* queue = new QWidget(m_tabs);
    auto* inner = new QVBoxLayout(queue);
    m_tabs->addTab(queue, tr("Queue"));
    // Runs per day and the flows' queue and run times: made and read when the tab is first shown, not on every open
    // (its charts were a tenth of the main window's making at each start).
    m_statsTab = new QWidget(m_tabs);
    m_statsTab->setObjectName(QStringLiteral("queueStatsTab"));
    (new QVBoxLayout(m_statsTab))->setContentsMargins(0, 0, 0, 0);
    m_tabs->addTab(m_statsTab, tr("Statistics"));
    connect(m_tabs, &QTabWidget::currentChanged, this, &QueuePage::openStats);

    m_countsLabel = new QLabel(queue);
    m_countsLabel->setObjectName(QStringLiteral("queueCounts"));
    m_countsLabel->setTextFormat(Qt::RichText);
    m_countsLabel->setAccessibleName(tr("Runs per status"));
    m_marksLabel = new QLabel(queue);
    m_marksLabel->setObjectName(QStringLiteral("queueMarks"));
    m_marksLabel->setTextFormat(Qt::RichText);
    m_marksLabel->setAccessibleName(tr("Runs the platform's sweeps would close"));
    m_thresholdsLabel = new QLabel(queue);
    m_thresholdsLabel->setObjectName(QStringLiteral("queueThresholds"));
    // Nothing on the page may widen the window's pages beyond what the navigator leaves them (German is long).
    for (QLabel* l : {m_countsLabel, m_marksLabel, m_thresholdsLabel})
        l->setWordWrap(true);
    inner->addWidget(m_countsLabel);
    inner->addWidget(m_marksLabel);
    inner->addWidget(m_thresholdsLabel);

    auto* bar = new QHBoxLayout();
    m_preset = new QComboBox(queue);
    m_preset->setObjectName(QStringLiteral("queuePreset"));
    m_preset->setAccessibleName(tr("Which runs to list"));
    m_preset->addItem(tr("Queued and running"), int(Preset::Active));
    m_preset->addItem(tr("Dead orchestrations"), int(Preset::Dead));
    m_preset->addItem(tr("Queued too long"), int(Preset::QueuedTooLong));
    m_preset->addItem(tr("Timed-out engine runs"), int(Preset::TimedOut));
    m_preset->addItem(tr("Failed in the last 24 hours"), int(Preset::FailedLastDay));
    m_preset->addItem(tr("Live orchestrations"), int(Preset::LiveOrchestrations));
    m_preset->addItem(tr("Every run"), int(Preset::All));
    m_scope = new QComboBox(queue);
    m_scope->setObjectName(QStringLiteral("queueScope"));
    m_scope->setAccessibleName(tr("Which runs the actions take"));
    m_scope->addItem(tr("Picked runs"), int(Scope::Picked));
    m_scope->addItem(tr("Every run listed"), int(Scope::Matching));
    m_scope->setToolTip(tr("Close and Run Again take the runs picked in the list, or every run the preset lists (read "
                           "again when the action starts)."));
    for (QComboBox* c : {m_preset, m_scope}) {
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(20);
    }
    m_close = new QPushButton(tr("&Close…"), queue);
    m_close->setObjectName(QStringLiteral("queueClose"));
    m_runAgain = new QPushButton(tr("Run &Again…"), queue);
    m_runAgain->setObjectName(QStringLiteral("queueRunAgain"));
    m_resume = new QPushButton(tr("Resume…"), queue);
    m_resume->setObjectName(QStringLiteral("queueResume"));
    m_resume->setToolTip(tr("Tabularia never resumes a run: this says why."));
    m_refresh = new QPushButton(tr("Refresh &Now"), queue);
    m_refresh->setObjectName(QStringLiteral("queueRefresh"));
    // Two rows: what is listed and what an action takes, then the actions (one row would be wider than the room
    // the navigator leaves in German).
    auto* actOn = new QLabel(tr("Act on:"), queue);
    actOn->setBuddy(m_scope);
    bar->addWidget(m_preset);
    bar->addWidget(actOn);
    bar->addWidget(m_scope);
    bar->addStretch(1);
    bar->addWidget(m_refresh);
    inner->addLayout(bar);
    auto* actions = new QHBoxLayout();
    actions->addWidget(m_close);
    actions->addWidget(m_runAgain);
    actions->addWidget(m_resume);
    actions->addStretch(1);
    inner->addLayout(actions);

    m_model = new QStandardItemModel(0, ColumnCount, this);
    // What the sweeps judge by comes first; who claimed it and how it was launched after.
    m_model->setHorizontalHeaderLabels({tr("Run"), tr("Status"), tr("Marks"), tr("Kind"), tr("Flow"),
                                        tr("Heartbeat age"), tr("Queue time"), tr("Run time"), tr("Children"),
                                        tr("Claimed by"), tr("Engine"), tr("Trigger")});
    m_view = new QTreeView(queue);
    m_view->setObjectName(QStringLiteral("queueView"));
    m_view->setAccessibleName(tr("Runs"));
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->header()->setStretchLastSection(true);
    inner->addWidget(m_view, 1);

    auto* foot = new QHBoxLayout();
    m_status = new QLabel(queue);
    m_status->setObjectName(QStringLiteral("queueStatus"));
    m_status->setWordWrap(true);
    m_more = new QPushButton(tr("Show &More"), queue);
    m_more->setObjectName(QStringLiteral("queueMore"));
    m_more->hide();
    foot->addWidget(m_status, 1);
    foot->addWidget(m_more);
    inner->addLayout(foot);

    m_timer = new QTimer(this);
    m_timer->setObjectName(QStringLiteral("queueTimer"));
    connect(m_timer, &QTimer::timeout, this, [this]() {
        if (!m_reading) // a tick while the last read still walks the runs: that read is the fresh one
            refresh();
    });
    connect(m_refresh, &QPushButton::clicked, this, &QueuePage::refresh);
    connect(m_preset, &QComboBox::currentIndexChanged, this, [this]() {
        m_limit = kPageRows;
        m_view->verticalScrollBar()->setValue(0);
        refresh();
    });
    connect(m_more, &QPushButton::clicked, this, [this]() {
        m_limit += kPageRows;
        refresh();
    });
    connect(m_close, &QPushButton::clicked, this, &QueuePage::closeRuns);
    connect(m_runAgain, &QPushButton::clicked, this, &QueuePage::runAgain);
    connect(m_resume, &QPushButton::clicked, this, &QueuePage::resume);
    connect(m_scope, &QComboBox::currentIndexChanged, this, &QueuePage::updateActions);
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this, &QueuePage::updateActions);
    updateActions();
}

QueuePage::~QueuePage() {
    FetchWorker::retire(std::move(m_worker));
}

void QueuePage::open(const DatabaseUrl& url, std::shared_ptr<const Catalog> catalog) {
    close();
    m_url = url;
    m_catalog = std::move(catalog);
    m_title->setText(tr("Run queue of %1").arg(url.shortName()));
    if (isAvailable())
        m_worker = std::make_unique<FetchWorker>(url, true, QStringLiteral("queue"), m_catalog,
                                                 FetchWorker::Connect::OnFirstTask);
}

void QueuePage::attach(const DbConnection* connection, bool readOnly) {
    m_conn = connection;
    m_readOnly = readOnly;
    updateActions();
}

RunStatsPanel* QueuePage::statsPanel() {
    if (!m_stats) {
        m_stats = new RunStatsPanel(m_statsTab);
        m_stats->setObjectName(QStringLiteral("queueStats"));
        m_statsTab->layout()->addWidget(m_stats);
        m_stats->show(); // with its tab, at once (a child added to a shown widget would show an event later)
        connect(m_stats, &RunStatsPanel::linkActivated, this, &QueuePage::linkActivated);
    }
    return m_stats;
}

void QueuePage::showStatistics() {
    m_tabs->setCurrentWidget(m_statsTab);
}

void QueuePage::openStats() {
    if (m_statsOpen || m_tabs->currentWidget() != m_statsTab || !isVisible() || !m_url.isValid() || !isAvailable())
        return;
    m_statsOpen = true;
    statsPanel()->open(m_url, m_catalog);
}

void QueuePage::close() {
    if (m_stats)
        m_stats->close();
    m_statsOpen = false;
    m_wanted->store(++m_generation);
    m_reading = false;
    ++m_batch;
    m_gathering = false;
    m_timer->stop();
    FetchWorker::retire(std::move(m_worker));
    m_conn = nullptr;
    m_readOnly = true;
    m_catalog.reset();
    m_counts.clear();
    m_markCounts.clear();
    m_seen.clear();
    m_parentOf.clear();
    m_error.clear();
    m_readAt = QDateTime();
    m_limit = kPageRows;
    m_model->removeRows(0, m_model->rowCount());
    m_countsLabel->clear();
    m_marksLabel->clear();
    m_thresholdsLabel->clear();
    m_status->clear();
    m_more->hide();
    updateActions();
}

bool QueuePage::isAvailable(QString* why) const {
    const TableDescriptor* runs = m_catalog ? m_catalog->table(QStringLiteral("runs")) : nullptr;
    bool ok = runs && runs->platform == Platform::Tabularia;
    for (const char* c : {"kind", "status", "started_at", "heartbeat_at", "claimed_by"})
        ok = ok && runs->column(QLatin1String(c));
    if (!ok && why)
        *why = tr("This database has no Tabularia runs queue.");
    return ok;
}

QueuePage::Preset QueuePage::preset() const {
    return Preset(m_preset->currentData().toInt());
}

void QueuePage::setPreset(Preset preset) {
    m_preset->setCurrentIndex(qMax(0, m_preset->findData(int(preset))));
}

void QueuePage::setScope(Scope scope) {
    m_scope->setCurrentIndex(qMax(0, m_scope->findData(int(scope))));
}

RunQueue::Filter QueuePage::filterOf(Preset preset, const QDateTime& nowUtc) const {
    RunQueue::Filter f;
    f.limit = m_limit;
    switch (preset) {
    case Preset::Active:
        f.statuses = {QStringLiteral("PENDING"), QStringLiteral("STARTED")};
        break;
    case Preset::Dead:
        f.marks = {RunQueue::Mark::Dead};
        break;
    case Preset::QueuedTooLong:
        f.marks = {RunQueue::Mark::QueuedTooLong};
        break;
    case Preset::TimedOut:
        f.marks = {RunQueue::Mark::TimedOut};
        break;
    case Preset::FailedLastDay:
        f.statuses = {QStringLiteral("FAILURE")};
        f.finishedSince = nowUtc.addSecs(-24 * 3600);
        break;
    case Preset::LiveOrchestrations:
        f.statuses = {QStringLiteral("PENDING"), QStringLiteral("STARTED")};
        f.kind = QStringLiteral("orchestration");
        break;
    case Preset::All:
        break;
    }
    return f;
}

void QueuePage::refreshShown() {
    refresh();
    if (m_statsOpen && m_tabs->currentWidget() == m_statsTab)
        m_stats->refresh();
}

void QueuePage::refresh() {
    if (!m_worker)
        return;
    // A read under way is given up for this one (a preset, Show More, an action's write): it stops after its range.
    m_reading = true;
    m_listed = false;
    say(tr("Reading…"));
    const int generation = ++m_generation;
    m_wanted->store(generation);
    const std::shared_ptr<std::atomic<int>> wanted = m_wanted;
    QPointer<QueuePage> self(this);
    // The profile's thresholds, read here: the settings belong to this thread.
    const RunThresholds thresholds = ProfileStore().runThresholds(m_url);
    m_thresholds = thresholds;
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const RunQueue::Filter filter = filterOf(preset(), now);
    const FetchWorker* worker = m_worker.get();
    m_worker->post([self, generation, wanted, thresholds, now, filter, worker](const DbConnection* conn) {
        if (wanted->load() != generation)
            return; // a newer read was asked for before this one began
        const auto post = [self, generation](const Snapshot& s) {
            QMetaObject::invokeMethod(
                QCoreApplication::instance(), // not the page: the GUI thread may be destroying it now
                [self, generation, s] {
                    if (self)
                        self->present(generation, s);
                },
                Qt::QueuedConnection);
        };
        Snapshot s;
        s.now = now;
        if (!conn) {
            s.error = tr("Could not connect to read the queue: %1").arg(worker->openError());
            s.complete = true;
            post(s);
            return;
        }
        const RunQueue queue(*conn, thresholds, now);
        QString error;
        QElapsedTimer sincePost;
        QString stepError;
        // Newest first, a range of keys at a time: the list is on the screen after the first ranges, the counts
        // follow as the walk goes down the keys; a newer read stops it.
        const auto step = [&](const RunQueue::Walk& w) {
            if (wanted->load() != generation)
                return false;
            if (!w.done && sincePost.isValid() && sincePost.elapsed() < kProgressMs)
                return true;
            Snapshot part = s;
            part.rows = w.rows;
            part.more = w.more;
            part.keysRead = w.keysRead;
            part.keysTotal = w.keysTotal;
            part.complete = w.done;
            if (w.done) {
                part.counts = w.tally.byStatus;
                part.markCounts = w.tally.byMark;
            }
            QList<qint64> ids;
            for (const RunQueue::Entry& e : std::as_const(part.rows))
                ids << e.row.value(QStringLiteral("id")).toLongLong();
            if (!queue.rollUp(ids, &part.rollUp, &stepError) ||
                !queue.children(part.rollUp.keys(), kChildRows, &part.children, &part.moreChildren, &stepError))
                return false;
            readFlowLabels(*conn, &part);
            post(part);
            sincePost.start();
            return true;
        };
        if (!queue.isAvailable(&error) || !queue.walk(filter, step, &error) || !stepError.isEmpty()) {
            s.error = tr("Could not read the queue: %1").arg(stepError.isEmpty() ? error : stepError);
            s.complete = true;
            post(s);
        }
    });
}

void QueuePage::present(int generation, const Snapshot& snapshot) {
    if (generation != m_generation)
        return;
    if (!snapshot.complete) {
        // Part of the walk: the runs listed so far; the counts shown are those of the last whole read, if any.
        QList<qint64> ids;
        for (const QList<RunQueue::Entry>* list : {&snapshot.rows, &snapshot.children})
            for (const RunQueue::Entry& e : *list)
                ids << e.row.value(QStringLiteral("id")).toLongLong();
        if (ids != m_filledIds) // a range that found nothing new leaves the list (and the admin's scrolling) alone
            fill(snapshot);
        m_filledIds = ids;
        const QString progress =
            snapshot.keysTotal > 0
                ? tr("Reading… %1 % of the runs counted.").arg(snapshot.keysRead * 100 / snapshot.keysTotal)
                : tr("Reading…");
        say(progress);
        if (!m_readAt.isValid()) {
            m_countsLabel->setText(tr("Runs by status: counting…"));
            m_marksLabel->setText(tr("For the platform's sweeps: counting…"));
        }
        updateActions();
        if (!std::exchange(m_listed, true))
            emit listed();
        return;
    }
    m_reading = false;
    m_filledIds.clear();
    m_readAt = snapshot.now;
    m_error = snapshot.error;
    if (!snapshot.error.isEmpty()) {
        // What was shown stays; the next read (timer or F5) tries again.
        say(snapshot.error);
        if (m_worker && !m_worker->openError().isEmpty()) {
            FetchWorker::retire(std::move(m_worker));
            m_worker = std::make_unique<FetchWorker>(m_url, true, QStringLiteral("queue"), m_catalog,
                                                     FetchWorker::Connect::OnFirstTask);
        }
        emit shown();
        return;
    }
    m_counts = snapshot.counts;
    m_markCounts = snapshot.markCounts;

    showCounts();
    m_thresholdsLabel->setText(
        tr("An orchestration is dead after %1 without a heartbeat, queued too long after %2; an engine run has timed "
           "out after %3 (%4).")
            .arg(ageText(m_thresholds.deadAfterSeconds), ageText(m_thresholds.queueTimeoutSeconds),
                 ageText(m_thresholds.runStaleTimeoutSeconds),
                 m_thresholds.isDefault() ? tr("the platform's defaults") : tr("as the connection profile sets them")));

    fill(snapshot);
    m_more->setVisible(snapshot.more);
    QString status = snapshot.rows.isEmpty()
                         ? tr("No run matches “%1”.").arg(m_preset->currentText())
                         : tr("Listed: %1").arg(runsText(snapshot.rows.size())) +
                               (snapshot.more ? tr(", more match: Show More lists them.") : QStringLiteral("."));
    if (snapshot.moreChildren)
        status += QLatin1Char(' ') + tr("Only the first %1 children are shown.").arg(kChildRows);
    say(status + QLatin1Char(' ') +
        tr("Read at %1.").arg(QLocale().toString(snapshot.now.toLocalTime().time(), QLocale::ShortFormat)));
    updateActions();
    if (!std::exchange(m_listed, true))
        emit listed();
    emit shown();
}

void QueuePage::readFlowLabels(const DbConnection& conn, Snapshot* snapshot) {
    // The flows' names, as the grid's reference labels read them: the same statement, the same words for a flow
    // that is gone. A failure leaves the stored ids shown (the list is not withheld for a label).
    const TableDescriptor* runs = conn.catalog().table(QStringLiteral("runs"));
    const int column = runs ? runs->columnIndex(QStringLiteral("flow_id")) : -1;
    if (column < 0)
        return;
    QList<ReferenceLabels::Target> plan;
    for (ReferenceLabels::Target target : ReferenceLabels::plan(*runs))
        if (target.columns.contains(column)) {
            target.columns = {column};
            target.names = {QStringLiteral("flow_id")};
            plan << target;
        }
    QList<QVariantList> rows;
    for (const QList<RunQueue::Entry>* list : {&snapshot->rows, &snapshot->children})
        for (const RunQueue::Entry& entry : *list) {
            QVariantList row(runs->columns.size());
            row[column] = entry.row.value(QStringLiteral("flow_id"));
            rows << row;
        }
    QString ignored;
    snapshot->flowLabels = ReferenceLabels::fetch(conn, plan, rows, &ignored);
    snapshot->flowColumn = column;
}

QList<QStandardItem*> QueuePage::rowItems(const RunQueue::Entry& entry, const Snapshot& snapshot) const {
    const QVariantMap& row = entry.row;
    const qint64 id = row.value(QStringLiteral("id")).toLongLong();
    const QString kind = row.value(QStringLiteral("kind")).toString();
    const QString status = row.value(QStringLiteral("status")).toString();
    const QDateTime now = snapshot.now;
    QList<QStandardItem*> items;
    for (int c = 0; c < ColumnCount; ++c)
        items << new QStandardItem();
    items[RunColumn]->setText(QString::number(id));
    items[RunColumn]->setData(id, kIdRole);
    items[StatusColumn]->setText(status);
    items[StatusColumn]->setForeground(runStatusColour(status, palette()));
    QStringList marks;
    for (RunQueue::Mark m : entry.marks)
        marks << RunQueue::markText(m);
    items[MarksColumn]->setText(marks.join(QStringLiteral(", ")));
    if (!marks.isEmpty()) {
        items[MarksColumn]->setForeground(theme::toneColour(theme::Tone::Bad, palette()));
        QFont bold = font();
        bold.setBold(true);
        items[MarksColumn]->setFont(bold);
    }
    items[KindColumn]->setText(kind);
    const QVariant flow = row.value(QStringLiteral("flow_id"));
    const QString labelled = snapshot.flowColumn >= 0 && !flow.isNull()
                                 ? snapshot.flowLabels.display(snapshot.flowColumn, flow, flow.toString())
                                 : QString();
    items[FlowColumn]->setText(labelled.isNull() ? textOf(flow) : labelled);
    items[TriggerColumn]->setText(textOf(row.value(QStringLiteral("trigger_type"))));
    QString engine = row.value(QStringLiteral("engine")).toString();
    const QString mode = row.value(QStringLiteral("engine_mode")).toString();
    if (!mode.isEmpty())
        engine = engine.isEmpty() ? mode : QStringLiteral("%1 (%2)").arg(engine, mode);
    items[EngineColumn]->setText(textOf(engine));
    items[ClaimedColumn]->setText(textOf(row.value(QStringLiteral("claimed_by"))));
    const bool live = status == QLatin1String("PENDING") || status == QLatin1String("STARTED");
    const QDateTime beat = timeOf(row, "heartbeat_at");
    if (beat.isValid())
        items[HeartbeatColumn]->setText(live ? ageText(beat.secsTo(now)) : QStringLiteral("—"));
    else
        items[HeartbeatColumn]->setText(kind == QLatin1String("orchestration") && status == QLatin1String("STARTED")
                                            ? tr("never")
                                            : QStringLiteral("—"));
    // started_at is when the run was queued: the queue time runs until the engine began (or now, still waiting).
    const QDateTime queued = timeOf(row, "started_at");
    const QDateTime engineBegan = timeOf(row, "engine_started_at");
    const QDateTime finished = timeOf(row, "finished_at");
    QDateTime queueEnd = engineBegan;
    if (!queueEnd.isValid() && status == QLatin1String("PENDING"))
        queueEnd = now;
    items[QueuedColumn]->setText(queued.isValid() && queueEnd.isValid() ? ageText(queued.secsTo(queueEnd))
                                                                        : QStringLiteral("—"));
    const QDateTime runEnd = finished.isValid() ? finished : (live ? now : QDateTime());
    items[RunningColumn]->setText(engineBegan.isValid() && runEnd.isValid() ? ageText(engineBegan.secsTo(runEnd))
                                                                            : QStringLiteral("—"));
    const QMap<QString, qint64> children = snapshot.rollUp.value(id);
    if (!children.isEmpty()) {
        items[ChildrenColumn]->setText(statusList(children));
        items[ChildrenColumn]->setForeground(
            theme::toneColour(children.value(QStringLiteral("FAILURE")) > 0 ? theme::Tone::Bad
                              : children.value(QStringLiteral("PENDING")) + children.value(QStringLiteral("STARTED"))
                                  ? theme::Tone::Warning
                                  : theme::Tone::Good,
                              palette()));
    }
    return items;
}

void QueuePage::fill(const Snapshot& snapshot) {
    // What the admin looks at stays: the picked runs, the current one, the folded parents, the scroll position.
    const QList<qint64> picked = pickedIds();
    const qint64 current = m_view->currentIndex().isValid()
                               ? m_view->currentIndex().siblingAtColumn(RunColumn).data(kIdRole).toLongLong()
                               : -1;
    QSet<qint64> folded;
    std::function<void(const QModelIndex&)> walk = [&](const QModelIndex& parent) {
        for (int r = 0; r < m_model->rowCount(parent); ++r) {
            const QModelIndex i = m_model->index(r, RunColumn, parent);
            if (m_model->hasChildren(i) && !m_view->isExpanded(i))
                folded.insert(i.data(kIdRole).toLongLong());
        }
    };
    walk(QModelIndex());
    const int scroll = m_view->verticalScrollBar()->value();
    const bool first = m_seen.isEmpty();

    m_seen.clear();
    m_parentOf.clear();
    m_model->removeRows(0, m_model->rowCount());
    QSet<qint64> listed;
    for (const RunQueue::Entry& e : snapshot.rows)
        listed.insert(e.row.value(QStringLiteral("id")).toLongLong());
    QHash<qint64, QList<const RunQueue::Entry*>> childrenOf;
    for (const RunQueue::Entry& e : snapshot.children)
        childrenOf[e.row.value(QStringLiteral("parent_run_id")).toLongLong()] << &e;
    QHash<qint64, QStandardItem*> itemOf;
    for (const RunQueue::Entry& e : snapshot.rows) {
        const qint64 id = e.row.value(QStringLiteral("id")).toLongLong();
        const QVariant parent = e.row.value(QStringLiteral("parent_run_id"));
        if (!parent.isNull() && listed.contains(parent.toLongLong()))
            continue; // shown under its parent
        m_seen.insert(id, e);
        const QList<QStandardItem*> items = rowItems(e, snapshot);
        m_model->appendRow(items);
        itemOf.insert(id, items.constFirst());
        for (const RunQueue::Entry* child : childrenOf.value(id)) {
            const qint64 childId = child->row.value(QStringLiteral("id")).toLongLong();
            m_seen.insert(childId, *child);
            m_parentOf.insert(childId, id);
            items.constFirst()->appendRow(rowItems(*child, snapshot));
        }
    }
    for (auto it = itemOf.cbegin(); it != itemOf.cend(); ++it) {
        const QModelIndex index = it.value()->index();
        if (it.value()->hasChildren())
            m_view->setExpanded(index, first || !folded.contains(it.key()));
    }
    for (int c = 0; c < ColumnCount - 1; ++c)
        m_view->resizeColumnToContents(c);
    pick(picked);
    if (current >= 0) {
        std::function<QModelIndex(const QModelIndex&)> find = [&](const QModelIndex& parent) -> QModelIndex {
            for (int r = 0; r < m_model->rowCount(parent); ++r) {
                const QModelIndex i = m_model->index(r, RunColumn, parent);
                if (i.data(kIdRole).toLongLong() == current)
                    return i;
                const QModelIndex inside = find(i);
                if (inside.isValid())
                    return inside;
            }
            return {};
        };
        const QModelIndex at = find(QModelIndex());
        if (at.isValid())
            m_view->selectionModel()->setCurrentIndex(at, QItemSelectionModel::NoUpdate);
    }
    m_view->doItemsLayout(); // the scroll range of the new rows, before the position is put back
    m_view->verticalScrollBar()->setValue(scroll);
}

QList<qint64> QueuePage::pickedIds() const {
    QList<qint64> ids;
    for (const QModelIndex& i : m_view->selectionModel()->selectedRows(RunColumn))
        ids << i.data(kIdRole).toLongLong();
    return ids;
}

void QueuePage::pick(const QList<qint64>& ids) {
    QItemSelection selection;
    std::function<void(const QModelIndex&)> walk = [&](const QModelIndex& parent) {
        for (int r = 0; r < m_model->rowCount(parent); ++r) {
            const QModelIndex i = m_model->index(r, RunColumn, parent);
            if (ids.contains(i.data(kIdRole).toLongLong()))
                selection.select(i, i.siblingAtColumn(ColumnCount - 1));
            walk(i);
        }
    };
    walk(QModelIndex());
    m_view->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
}

QList<RunQueue::Mark> QueuePage::marksOf(qint64 id) const {
    return m_seen.value(id).marks;
}

qint64 QueuePage::shownUnder(qint64 id) const {
    return m_parentOf.value(id, 0);
}

bool QueuePage::isAutoRefreshing() const {
    return m_timer->isActive();
}

void QueuePage::showCounts() {
    // Counts per status: the word, its number, in the status's colour.
    QStringList statuses = RunQueue::statuses();
    for (auto it = m_counts.begin(); it != m_counts.end(); ++it)
        if (!statuses.contains(it.key()))
            statuses << it.key();
    QStringList parts;
    for (const QString& s : std::as_const(statuses))
        parts << QStringLiteral("<span style=\"color:%1\"><b>%2</b> %3</span>")
                     .arg(runStatusColour(s, palette()).name(), s.toHtmlEscaped(),
                          QLocale().toString(m_counts.value(s)));
    m_countsLabel->setText(tr("Runs by status: %1").arg(parts.join(QStringLiteral(" &nbsp; "))));
    QStringList marks;
    for (RunQueue::Mark m : RunQueue::allMarks()) {
        const qint64 n = markCount(m);
        marks << QStringLiteral("<span style=\"color:%1\">%2: <b>%3</b></span>")
                     .arg(theme::toneColour(n > 0 ? theme::Tone::Bad : theme::Tone::Good, palette()).name(),
                          RunQueue::markText(m).toHtmlEscaped(), QLocale().toString(n));
    }
    m_marksLabel->setText(tr("For the platform's sweeps: %1").arg(marks.join(QStringLiteral(" &nbsp; "))));
}

void QueuePage::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    // The counts' colours are the palette's: a theme switched while the page is open reads them again.
    if (event->type() == QEvent::PaletteChange && (!m_counts.isEmpty() || !m_markCounts.isEmpty()))
        showCounts();
}

void QueuePage::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    openStats();
    const int seconds = Settings::instance().get(Settings::Key::HomeRefreshSeconds).toInt();
    // Never read, or back after a while away: what it shows may be old.
    if (!m_readAt.isValid() || (seconds > 0 && m_readAt.secsTo(QDateTime::currentDateTimeUtc()) >= seconds))
        refresh();
    updateTimer();
}

void QueuePage::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    updateTimer();
}

void QueuePage::updateTimer() {
    // The home view's rate (Preferences and the overview's own choice): 0 reads only on F5.
    const int seconds = Settings::instance().get(Settings::Key::HomeRefreshSeconds).toInt();
    if (m_worker && seconds > 0 && isVisible())
        m_timer->start(seconds * 1000);
    else
        m_timer->stop();
}

QString QueuePage::readOnlyReason() const {
    if (!m_conn)
        return tr("No database is open for writing.");
    if (m_readOnly || m_conn->isReadOnly())
        return tr("This connection is read-only: closing a run or queueing one writes runs, so it is not offered.");
    return {};
}

void QueuePage::updateActions() {
    const QString readOnly = readOnlyReason();
    const bool any = Scope(m_scope->currentData().toInt()) == Scope::Matching || !pickedIds().isEmpty();
    for (QPushButton* b : {m_close, m_runAgain}) {
        b->setEnabled(readOnly.isEmpty() && any && m_worker && !m_gathering);
        if (!readOnly.isEmpty())
            b->setToolTip(readOnly);
    }
    if (readOnly.isEmpty()) {
        m_close->setToolTip(tr("Close a dead orchestration, a run queued too long or a timed-out engine run as the "
                               "platform's sweep would: FAILURE, with the platform's message."));
        m_runAgain->setToolTip(tr("Queue a new run of the flow, as the platform's run-now does."));
    }
    m_resume->setEnabled(pickedIds().size() == 1);
}

int QueuePage::ask(QMessageBox* box) {
    return m_prompt ? m_prompt(box) : box->exec();
}

void QueuePage::inform(const QString& title, const QString& text, const QString& details) {
    QMessageBox box(QMessageBox::Information, title, text, QMessageBox::Ok, this);
    box.setObjectName(QStringLiteral("queueMessage"));
    if (!details.isEmpty())
        box.setDetailedText(details);
    ask(&box);
}

QString QueuePage::rowText(const QVariantMap& row) const {
    if (row.isEmpty())
        return {};
    QStringList lines{tr("The run as the database holds it now:")};
    const TableDescriptor* runs = m_catalog ? m_catalog->table(QStringLiteral("runs")) : nullptr;
    if (!runs)
        return {};
    for (const ColumnDescriptor& c : runs->columns)
        if (row.contains(c.name))
            lines << QStringLiteral("%1: %2").arg(c.name, row.value(c.name).isNull() ? QStringLiteral("NULL")
                                                                                     : row.value(c.name).toString());
    return lines.join(QLatin1Char('\n'));
}

void QueuePage::closeRuns() {
    act(Action::Close);
}

void QueuePage::runAgain() {
    act(Action::RunAgain);
}

void QueuePage::resume() {
    const QList<qint64> ids = pickedIds();
    const QString title = tr("Resume");
    // The sentence fits the run picked: an orchestration's steps, or an engine run's job.
    const qint64 id = ids.size() == 1 ? ids.constFirst() : 0;
    const QString kind = id > 0 ? m_seen.value(id).row.value(QStringLiteral("kind")).toString() : QString();
    if (!kind.isEmpty() && kind != QLatin1String("orchestration")) {
        const QString why = tr("The platform never resumes a run: an engine run that stopped is not picked up again "
                               "where it was; its flow is run afresh as a new run.");
        const QString instead = tr("If it timed out, Close it as the platform's sweep would; then Run Again to queue "
                                   "a new run of its flow.");
        const QString first =
            marksOf(id).contains(RunQueue::Mark::TimedOut)
                ? tr("Run %1 (%2) is a timed-out engine run, and it cannot be resumed.").arg(id).arg(kind)
                : tr("Run %1 (%2) is an engine run, and it cannot be resumed.").arg(id).arg(kind);
        inform(title, first + QLatin1Char(' ') + why, instead);
        return;
    }
    const QString why = tr("The platform never resumes an orchestration: its steps already wrote, and running them "
                           "again would duplicate appended outputs.");
    const QString instead = tr("Close it, as the platform's sweep would, then Run Again to start the flow afresh.");
    if (id > 0 && marksOf(id).contains(RunQueue::Mark::Dead))
        inform(title, tr("Run %1 is a dead orchestration, and it cannot be resumed.").arg(id) + QLatin1Char(' ') + why,
               instead);
    else
        inform(title, tr("Tabularia has no resume.") + QLatin1Char(' ') + why, instead);
}

/// What a batch on the preset's runs reads on the queue's worker, in two steps: the counts for the preview, then,
/// said yes to, the runs themselves.
struct QueuePage::BatchRead {
    qint64 total = 0;
    qint64 closable = 0;
    QList<RunQueue::Entry> runs;
    QString error;
};

/// A batch on every run of the preset, as it was asked for: the preset's name and filter then (the admin may pick
/// another meanwhile), the thresholds and the time its marks are judged by.
struct QueuePage::Batch {
    int id = 0;
    Action action = Action::Close;
    QString preset;
    RunQueue::Filter filter;
    /// Close with a preset that asks for no mark: only the runs that bear one (dead, queued too long, timed out) are
    /// taken, and the others counted for the preview.
    bool closeMarked = false;
    RunThresholds thresholds;
    QDateTime now;
    QString title() const { return titleOf(action); }
    /// The runs the batch takes.
    RunQueue::Filter taken() const { return closeMarked ? CloseRun::closable(filter) : filter; }
};

void QueuePage::gatherMatching(Action action) {
    if (m_gathering)
        return;
    Batch batch;
    batch.action = action;
    if (!m_worker) {
        inform(batch.title(), tr("The queue is not open."));
        return;
    }
    // Every run of the preset, counted and then read on the queue's worker (on ten million runs a preset no index
    // serves is a pass over the table): the window stays alive, the page says what it is doing.
    batch.id = ++m_batch;
    batch.now = QDateTime::currentDateTimeUtc();
    batch.filter = filterOf(preset(), batch.now);
    batch.closeMarked = action == Action::Close && batch.filter.marks.isEmpty();
    batch.thresholds = m_thresholds;
    batch.preset = m_preset->currentText();
    m_gathering = true;
    updateActions();
    m_statusBeforeBatch = m_status->text();
    m_status->setText(tr("Counting the runs listed by “%1”…").arg(batch.preset));
    onWorker(
        batch,
        [batch](const DbConnection& conn, BatchRead* read) {
            const RunQueue queue(conn, batch.thresholds, batch.now);
            if (queue.count(batch.filter, &read->total, &read->error)) {
                read->closable = read->total;
                if (batch.closeMarked && read->total > 0)
                    queue.count(batch.taken(), &read->closable, &read->error);
            }
        },
        [](QueuePage* page, const Batch& b, const BatchRead& read) { page->previewMatching(b, read); });
}

void QueuePage::onWorker(const Batch& batch, std::function<void(const DbConnection&, BatchRead*)> work,
                         std::function<void(QueuePage*, const Batch&, const BatchRead&)> then) {
    QPointer<QueuePage> self(this);
    const FetchWorker* worker = m_worker.get();
    m_worker->post([self, worker, batch, work, then](const DbConnection* conn) {
        BatchRead read;
        if (conn)
            work(*conn, &read);
        else
            read.error = worker->openError();
        QMetaObject::invokeMethod(
            QCoreApplication::instance(), // not the page: the GUI thread may be destroying it now
            [self, batch, read, then] {
                if (self && self->m_batch == batch.id)
                    then(self, batch, read);
            },
            Qt::QueuedConnection);
    });
}

void QueuePage::previewMatching(const Batch& batch, const BatchRead& read) {
    const QString title = batch.title();
    if (!read.error.isEmpty() || read.total == 0 || (batch.closeMarked && read.closable == 0)) {
        endGathering();
        if (!read.error.isEmpty())
            inform(title, tr("Could not read the queue: %1").arg(read.error));
        else if (read.total == 0)
            inform(title, tr("No run matches “%1”.").arg(batch.preset));
        else
            inform(title, tr("None of the %1 listed by “%2” bears a mark to close it by (dead, queued too long or "
                             "timed out): nothing to close.")
                              .arg(runsText(read.total), batch.preset));
        return;
    }
    QString question;
    if (batch.action == Action::RunAgain)
        question =
            tr("Queue a new run of the flow of each of the %1 listed by “%2”?").arg(runsText(read.total), batch.preset);
    else if (read.closable == read.total)
        question = tr("Close the %1 listed by “%2”?").arg(runsText(read.total), batch.preset);
    else
        question = tr("Close %1 of the %2 listed by “%3”?")
                       .arg(runsText(read.closable), QLocale().toString(read.total), batch.preset);
    const QString notClosed = read.closable < read.total
                                  ? tr("Not closed: %1 with no mark to close by (dead, queued too long or timed out).")
                                        .arg(runsText(read.total - read.closable))
                                  : QString();
    m_status->setText(m_statusBeforeBatch); // counted: the question says the rest
    if (!askBatch(title, question, notClosed) || !m_worker) {
        endGathering();
        return;
    }
    // Said yes: the runs themselves, read in keyset steps on the worker, then written here one by one.
    m_status->setText(tr("Reading the %1 listed by “%2”…").arg(runsText(read.closable), batch.preset));
    onWorker(
        batch,
        [batch](const DbConnection& conn, BatchRead* runs) {
            RunQueue(conn, batch.thresholds, batch.now).listEvery(batch.taken(), &runs->runs, &runs->error);
        },
        [](QueuePage* page, const Batch& b, const BatchRead& runs) {
            page->endGathering();
            if (!runs.error.isEmpty())
                page->inform(b.title(), tr("Could not read the queue: %1").arg(runs.error));
            else if (runs.runs.isEmpty())
                page->inform(b.title(), tr("No run matches any more: nothing to do."));
            else
                page->actOnMany(b.action, runs.runs);
        });
}

QString QueuePage::titleOf(Action action) {
    return action == Action::Close ? tr("Close Runs") : tr("Run Again");
}

bool QueuePage::askBatch(const QString& title, const QString& question, const QString& notTaken) {
    QMessageBox box(QMessageBox::Question, title, question, QMessageBox::Yes | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("queueBatchPreview"));
    QString informative = tr("Each run is written by its own conditional update: a run that no longer qualifies "
                             "when its turn comes is skipped and listed afterwards.");
    if (!notTaken.isEmpty())
        informative.prepend(notTaken + QLatin1Char('\n'));
    box.setInformativeText(informative);
    box.setDefaultButton(QMessageBox::Cancel);
    return ask(&box) == QMessageBox::Yes;
}

void QueuePage::say(const QString& text) {
    if (m_gathering)
        m_statusBeforeBatch = text; // said once the batch is read
    else
        m_status->setText(text);
}

void QueuePage::endGathering() {
    m_gathering = false;
    m_status->setText(m_statusBeforeBatch);
    updateActions();
}

bool QueuePage::gatherPicked(Action action, QList<RunQueue::Entry>* runs) {
    runs->clear();
    for (qint64 id : pickedIds())
        runs->append(m_seen.value(id));
    if (runs->isEmpty())
        inform(titleOf(action), tr("Pick a run in the list first."));
    return !runs->isEmpty();
}

void QueuePage::act(Action action) {
    const QString title = titleOf(action);
    const QString readOnly = readOnlyReason();
    if (!readOnly.isEmpty()) {
        inform(title, readOnly);
        return;
    }
    if (Scope(m_scope->currentData().toInt()) == Scope::Matching) {
        gatherMatching(action); // previewed with its count, then written, once the worker has read them
        return;
    }
    QList<RunQueue::Entry> runs;
    if (!gatherPicked(action, &runs))
        return;
    if (runs.size() == 1) {
        actOnOne(action, runs.constFirst());
        return;
    }
    // The picked runs: the preview here (the preset's were previewed with their count already). Close takes only
    // those that bore a mark when they were read; the others are named and left as they are.
    const qsizetype picked = runs.size();
    QList<qint64> leftIds;
    if (action == Action::Close) {
        QList<RunQueue::Entry> closable;
        for (const RunQueue::Entry& run : std::as_const(runs)) {
            if (run.marks.isEmpty())
                leftIds << run.row.value(QStringLiteral("id")).toLongLong();
            else
                closable << run;
        }
        runs = closable;
        if (runs.isEmpty()) {
            inform(title, tr("None of the %1 picked bears a mark to close it by (dead, queued too long or timed "
                             "out): nothing to close.")
                              .arg(runsText(picked)));
            return;
        }
    }
    std::sort(leftIds.begin(), leftIds.end());
    QStringList left;
    for (qint64 id : std::as_const(leftIds))
        left << QString::number(id);
    QString question;
    if (action == Action::RunAgain)
        question = tr("Queue a new run of the flow of each of the %1 picked?").arg(runsText(picked));
    else if (left.isEmpty())
        question = tr("Close the %1 picked?").arg(runsText(picked));
    else
        question = tr("Close %1 of the %2 picked?").arg(runsText(runs.size()), QLocale().toString(picked));
    const QString notClosed =
        left.isEmpty() ? QString()
                       : tr("Not closed: %1 with no mark to close by (dead, queued too long or timed out): run %2.")
                             .arg(runsText(left.size()), left.join(QStringLiteral(", ")));
    if (!askBatch(title, question, notClosed))
        return;
    actOnMany(action, runs);
}

QString QueuePage::perform(Action action, const RunQueue::Entry& run, bool askFirst, QVariantMap* current,
                           bool* wrote) {
    *wrote = false;
    current->clear();
    const qint64 id = run.row.value(QStringLiteral("id")).toLongLong();
    RowWriter writer(*m_conn);
    writer.setActor(AuditActor::resolve(*m_conn, ProfileStore().auditIdentity(m_url)));
    const QString title = action == Action::Close ? tr("Close Run") : tr("Run Again");
    const auto confirm = [&](const OperationPlan& plan, const QString& question, const QString& yes) {
        if (!askFirst)
            return true;
        QMessageBox box(QMessageBox::Question, title, question, QMessageBox::Yes | QMessageBox::Cancel, this);
        box.setObjectName(QStringLiteral("queueConfirm"));
        box.setInformativeText(plan.sentences.join(QLatin1Char('\n')));
        box.button(QMessageBox::Yes)->setText(yes);
        box.setDefaultButton(QMessageBox::Cancel);
        return ask(&box) == QMessageBox::Yes;
    };
    const auto result = [&](const WriteResult& r) {
        if (r.ok()) {
            *wrote = true;
            return QString();
        }
        *current = r.current;
        return r.details.isEmpty() ? r.message : r.message + QLatin1Char(' ') + r.details;
    };
    if (action == Action::Close) {
        const CloseRun close(*m_conn, m_thresholds);
        // What the admin saw must still be what is there: otherwise nothing is written, whatever it is now.
        const OperationPlan plan = close.planAsSeen(run.row);
        if (plan.isRefused()) {
            *current = plan.row;
            return plan.refusal;
        }
        if (!confirm(plan, tr("Close run %1?").arg(id), tr("Close Run")))
            return {};
        return result(close.apply(plan, writer));
    }
    const QVariant flow = run.row.value(QStringLiteral("flow_id"));
    if (flow.isNull()) {
        *current = run.row;
        return tr("Run %1 belongs to no flow: there is nothing to run again.").arg(id);
    }
    const EnqueueRun enqueue(*m_conn, writer.actor(), m_thresholds);
    const OperationPlan plan = enqueue.plan(flow.toLongLong());
    if (plan.isRefused()) {
        *current = plan.row;
        return plan.refusal;
    }
    if (!confirm(plan, tr("Queue a new run of flow %1?").arg(flow.toLongLong()), tr("Run Again")))
        return {};
    return result(enqueue.apply(plan, writer));
}

bool QueuePage::actOnOne(Action action, const RunQueue::Entry& run) {
    const qint64 id = run.row.value(QStringLiteral("id")).toLongLong();
    QVariantMap current;
    bool wrote = false;
    const QString why = perform(action, run, true, &current, &wrote);
    if (wrote) {
        emit message(action == Action::Close
                         ? tr("Closed run %1 as FAILURE.").arg(id)
                         : tr("Queued a new run of flow %1.").arg(run.row.value(QStringLiteral("flow_id")).toString()));
        emit written(QStringLiteral("runs"));
    } else if (!why.isEmpty()) {
        QMessageBox box(QMessageBox::Warning, action == Action::Close ? tr("Close Run") : tr("Run Again"), why,
                        QMessageBox::Ok, this);
        box.setObjectName(QStringLiteral("queueConflict"));
        const QString details = rowText(current);
        if (!details.isEmpty())
            box.setDetailedText(details);
        ask(&box);
    }
    refresh();
    return wrote;
}

void QueuePage::actOnMany(Action action, const QList<RunQueue::Entry>& runs) {
    int done = 0;
    QStringList skipped;
    QSet<qint64> flows; // Run Again: one new run per flow
    for (const RunQueue::Entry& run : runs) {
        if (action == Action::RunAgain) {
            const QVariant flow = run.row.value(QStringLiteral("flow_id"));
            if (!flow.isNull() && flows.contains(flow.toLongLong()))
                continue;
            if (!flow.isNull())
                flows.insert(flow.toLongLong());
        }
        QVariantMap current;
        bool wrote = false;
        const QString why = perform(action, run, false, &current, &wrote);
        if (wrote)
            ++done;
        else
            skipped << tr("Run %1: %2").arg(run.row.value(QStringLiteral("id")).toString(), why);
    }
    if (done > 0)
        emit written(QStringLiteral("runs"));
    const QString title = titleOf(action);
    const QString text =
        action == Action::Close ? tr("Closed %1.").arg(runsText(done)) : tr("New runs queued: %1.").arg(done);
    emit message(text);
    if (skipped.isEmpty()) {
        inform(title, text);
    } else {
        QStringList listed = skipped.mid(0, kListedSkips);
        if (skipped.size() > kListedSkips)
            listed << tr("… and %1 more.").arg(skipped.size() - kListedSkips);
        QMessageBox box(QMessageBox::Warning, title,
                        text + QLatin1Char(' ') +
                            tr("Skipped, as they moved on or no longer qualify: %1.").arg(runsText(skipped.size())),
                        QMessageBox::Ok, this);
        box.setObjectName(QStringLiteral("queueBatchReport"));
        box.setInformativeText(listed.join(QLatin1Char('\n')));
        box.setDetailedText(skipped.join(QLatin1Char('\n')));
        ask(&box);
    }
    refresh();
}

} // namespace metadesk
