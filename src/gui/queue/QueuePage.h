#pragma once

#include "core/db/DatabaseUrl.h"
#include "core/ops/tabularia/RunQueue.h"

#include <QHash>
#include <QSet>
#include <QWidget>

#include <atomic>
#include <functional>
#include <memory>

class QComboBox;
class QLabel;
class QMessageBox;
class QPushButton;
class QStandardItem;
class QStandardItemModel;
class QTabWidget;
class QTimer;
class QTreeView;

namespace metadesk {

class Catalog;
class DbConnection;
class FetchWorker;
struct HomeLink;
class RunStatsPanel;

/// Tabularia's runs queue in the window (Database → Run Queue): the runs per status first, then the runs a preset
/// picks (queued and running by default) with their orchestrator, heartbeat age, queue and run time, and the marks
/// the platform's sweeps judge them by (dead, queued too long, timed out) under the connection profile's thresholds,
/// shown on the page; a parent run holds its children with the roll-up of their statuses. Read on a worker by
/// RunQueue::walk, newest first one range of keys at a time: the newest runs are listed at once, the counts come once
/// every range is read (the progress said meanwhile), and a newer read (another preset, F5) stops the one under way.
/// Read again on the home view's refresh rate while shown, keeping the selection and the scroll position.
///
/// Its actions do now what the platform would do when it gets there: Close (CloseRun) and Run Again (EnqueueRun),
/// one conditional update per run, on the picked runs or on every run the preset picks, previewed with their number;
/// a run that changed since the page read it is not written but shown (one run) or skipped and listed (a batch).
/// There is no Resume: asked for, the page says why the platform forbids it.
class QueuePage : public QWidget {
    Q_OBJECT
public:
    /// The Location::table that names this page in the window's history (no table is called so).
    static QString locationName() { return QStringLiteral(":queue"); }

    /// What the list shows.
    enum class Preset { Active, Dead, QueuedTooLong, TimedOut, FailedLastDay, LiveOrchestrations, All };
    /// Which runs an action takes.
    enum class Scope { Picked, Matching };
    /// Shows a message box and returns its answer (QMessageBox::StandardButton); the box's exec() unless a test
    /// answers instead.
    using Prompt = std::function<int(QMessageBox*)>;

    explicit QueuePage(QWidget* parent = nullptr);
    ~QueuePage() override;

    /// Reads through its own worker connection; `catalog` is the window's reconciled one.
    void open(const DatabaseUrl& url, std::shared_ptr<const Catalog> catalog);
    /// The window's connection, through which the actions write (nothing is written when `readOnly`).
    void attach(const DbConnection* connection, bool readOnly);
    void close();
    /// Whether the open database holds Tabularia's queue (the page is offered only then); false with *why.
    bool isAvailable(QString* why = nullptr) const;

    /// Reads the counts and the rows again now (the timer, after an action, Refresh Now).
    void refresh();
    /// F5 and the window's Refresh: the queue read again, and the statistics too when their tab is the one shown (the
    /// timer reads only the queue: the statistics pass over a week's runs).
    void refreshShown();
    bool isReading() const { return m_reading; }
    /// A batch on the preset's runs is being counted or read (its preview and its writes come after).
    bool isGathering() const { return m_gathering; }

    Preset preset() const;
    void setPreset(Preset preset);
    void setScope(Scope scope);
    void setPrompt(Prompt prompt) { m_prompt = std::move(prompt); }

    /// Close, Run Again and Resume on the scope's runs (the buttons).
    void closeRuns();
    void runAgain();
    void resume();

    /// The ids of the runs picked in the list, in list order.
    QList<qint64> pickedIds() const;
    void pick(const QList<qint64>& ids);

    /// What the last read found (tests and the status line).
    const QMap<QString, qint64>& statusCounts() const { return m_counts; }
    qint64 markCount(RunQueue::Mark mark) const { return m_markCounts.value(int(mark), 0); }
    /// The marks of a run in the list (also of a child shown under its parent).
    QList<RunQueue::Mark> marksOf(qint64 id) const;
    bool isListed(qint64 id) const { return m_seen.contains(id); }
    /// The id of the run a listed run is shown under (0: top level).
    qint64 shownUnder(qint64 id) const;
    const RunThresholds& thresholds() const { return m_thresholds; }
    QString lastError() const { return m_error; }

    QTabWidget* tabs() const { return m_tabs; }
    /// The Statistics tab's panel: runs per day by status and the flows' queue and run times, made when first asked
    /// for (the tab first shown) and read when shown.
    RunStatsPanel* statsPanel();
    /// The Statistics tab in front (its panel read if the page is shown and was not yet).
    void showStatistics();
    QTreeView* view() const { return m_view; }
    QStandardItemModel* model() const { return m_model; }
    QLabel* countsLabel() const { return m_countsLabel; }
    QLabel* marksLabel() const { return m_marksLabel; }
    QLabel* thresholdsLabel() const { return m_thresholdsLabel; }
    bool isAutoRefreshing() const;

signals:
    /// A read has been shown whole, its counts with it (tests wait for it).
    void shown();
    /// A read's first runs are on the screen (its first range read), its counts perhaps still to come.
    void listed();
    /// An action wrote to `runs` (the window counts again).
    void written(const QString& table);
    /// A line for the status bar.
    void message(const QString& text);
    /// A link of the Statistics tab (a day's runs of a status, a flow's runs) was followed.
    void linkActivated(const metadesk::HomeLink& link);

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    /// Opens the Statistics tab on the database once it is shown.
    void openStats();
    struct Snapshot;
    enum class Action { Close, RunAgain };

    RunQueue::Filter filterOf(Preset preset, const QDateTime& nowUtc) const;
    void present(int generation, const Snapshot& snapshot);
    void fill(const Snapshot& snapshot);
    /// The counts per status and per sweep mark, each in its colour of the palette now.
    void showCounts();
    QList<QStandardItem*> rowItems(const RunQueue::Entry& entry, const Snapshot& snapshot) const;
    /// On the worker: the labels of the flows the snapshot's runs and children name.
    static void readFlowLabels(const DbConnection& conn, Snapshot* snapshot);
    void updateTimer();
    void updateActions();
    /// Why nothing may be written here (empty: it may).
    QString readOnlyReason() const;
    int ask(QMessageBox* box);
    void inform(const QString& title, const QString& text, const QString& details = {});
    /// The picked runs, as the page read them; false (and said) when none is picked.
    bool gatherPicked(Action action, QList<RunQueue::Entry>* runs);
    /// Every run of the preset: counted on the worker, previewed with the count, then read on the worker in keyset
    /// steps and written here by actOnMany(); the page says meanwhile what it does and offers no other batch.
    struct Batch;
    struct BatchRead;
    void gatherMatching(Action action);
    void previewMatching(const Batch& batch, const BatchRead& read);
    /// Runs `work` on the queue's worker for `batch`, then `then` here, unless the page closed or began another batch.
    void onWorker(const Batch& batch, std::function<void(const DbConnection&, BatchRead*)> work,
                  std::function<void(QueuePage*, const Batch&, const BatchRead&)> then);
    /// What a message about `action` on several runs is titled.
    static QString titleOf(Action action);
    /// A batch's preview: the question, what is not taken (if any), and that each run is written on its own.
    bool askBatch(const QString& title, const QString& question, const QString& notTaken);
    /// The status line, unless a batch speaks there now (then said when it is done).
    void say(const QString& text);
    void endGathering();
    void act(Action action);
    /// One run, with the plan's sentences asked first; true when written.
    bool actOnOne(Action action, const RunQueue::Entry& run);
    /// Each run in turn without asking again; what moved on is listed afterwards.
    void actOnMany(Action action, const QList<RunQueue::Entry>& runs);
    /// Runs one action's plan and write on `run`; empty when written, else why not (and *current the row as it is).
    QString perform(Action action, const RunQueue::Entry& run, bool askFirst, QVariantMap* current, bool* wrote);
    QString rowText(const QVariantMap& row) const;

    DatabaseUrl m_url;
    std::shared_ptr<const Catalog> m_catalog;
    std::unique_ptr<FetchWorker> m_worker;
    const DbConnection* m_conn = nullptr;
    bool m_readOnly = true;
    int m_generation = 0;
    bool m_reading = false;
    /// The read the page waits for: an older one still walking the runs on the worker stops at its next range.
    std::shared_ptr<std::atomic<int>> m_wanted = std::make_shared<std::atomic<int>>(0);
    int m_limit = 200;
    QDateTime m_readAt;
    RunThresholds m_thresholds;
    QMap<QString, qint64> m_counts;
    QHash<int, qint64> m_markCounts;
    QHash<qint64, RunQueue::Entry> m_seen; ///< every run listed, as read
    QHash<qint64, qint64> m_parentOf;      ///< a child listed under its parent
    QList<qint64> m_filledIds;             ///< the runs a read under way has shown so far
    bool m_listed = false;                 ///< the read under way has listed its first runs
    QString m_error;
    Prompt m_prompt;
    bool m_gathering = false;    ///< a batch on the preset's runs is on the worker
    int m_batch = 0;             ///< that batch (a result of an older one, or after close(), is dropped)
    QString m_statusBeforeBatch; ///< what the status line says again after it (the reads' news meanwhile)

    QLabel* m_title = nullptr;
    QLabel* m_countsLabel = nullptr;
    QLabel* m_marksLabel = nullptr;
    QLabel* m_thresholdsLabel = nullptr;
    QLabel* m_status = nullptr;
    QTabWidget* m_tabs = nullptr;
    QWidget* m_statsTab = nullptr; // the Statistics tab, holding m_stats once made
    RunStatsPanel* m_stats = nullptr;
    bool m_statsOpen = false;
    QComboBox* m_preset = nullptr;
    QComboBox* m_scope = nullptr;
    QPushButton* m_close = nullptr;
    QPushButton* m_runAgain = nullptr;
    QPushButton* m_resume = nullptr;
    QPushButton* m_more = nullptr;
    QPushButton* m_refresh = nullptr;
    QTreeView* m_view = nullptr;
    QStandardItemModel* m_model = nullptr;
    QTimer* m_timer = nullptr;
};

} // namespace metadesk
