#pragma once

#include "core/checks/IntegrityChecker.h"
#include "core/db/DatabaseUrl.h"

#include <QWidget>

#include <functional>
#include <memory>

class QCheckBox;
class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QStandardItem;
class QStandardItemModel;
class QTreeView;

namespace metadesk {

class CancelRequest;
class Catalog;
class DbConnection;
class FetchWorker;
class RowWriter;
struct Finding;

/// The integrity check in the window: IntegrityChecker run on a worker's connection with progress and Cancel, its
/// findings grouped by level (errors, warnings, notices), each with its rule's id, what it found, the row it is
/// about and the rule in one sentence with where it comes from. Enter or a double-click opens the row. A rule can be
/// silenced for this database's connection profile (metadesk-cli verify --profile hides it too); the silenced rules
/// are listed, to be shown again. Never run by itself: a check reads every table, which takes a while on a large
/// database.
class IntegrityPage : public QWidget {
    Q_OBJECT
public:
    /// The Location::table that names this page in the window's history (no table is called so).
    static QString locationName() { return QStringLiteral(":integrity"); }

    explicit IntegrityPage(QWidget* parent = nullptr);
    /// A page of a stack: no height for width (see TablePage::hasHeightForWidth).
    bool hasHeightForWidth() const override { return false; }
    ~IntegrityPage() override;

    void open(const DatabaseUrl& url, std::shared_ptr<const Catalog> catalog);
    void close();
    /// The window's connection and its writer, for the safe fixes; writer null on a read-only connection (the Fix
    /// button then says why it is not offered). Not owned; detached by close().
    void attachWriter(const DbConnection* connection, RowWriter* writer);

    /// Asks before a fix is written: the title, the plan's sentences and its SQL. The default shows a dialog; a
    /// test sets its own.
    using Ask = std::function<bool(const QString& title, const QString& text, const QString& sql)>;
    void setAsk(Ask ask) { m_ask = std::move(ask); }
    /// Fixes the finding under the cursor with its rule's safe fix (SafeFix): planned on the row as it is now, shown,
    /// written through the write path, then its rule checked again. False when nothing was written (no fix, refused,
    /// declined, a conflict), with the reason shown.
    bool fixCurrent();
    /// What the last fixCurrent() said instead of writing (a refusal, a conflict); empty when it wrote.
    QString lastMessage() const { return m_lastMessage; }

    /// Starts a check (the "Check now" button); nothing while one runs.
    void start();
    /// Stops the check under way: the running statement (PostgreSQL) and the rules after it.
    void cancel();
    bool isRunning() const { return m_running; }

    /// The last check that ran to its end in this session (checkedAt invalid: none yet).
    const IntegrityReport& report() const { return m_report; }
    /// Findings of the last check by level, silenced rules left out.
    qint64 count(Severity severity) const;
    QStringList silencedRules() const { return m_silenced; }
    /// Silences the rule for this database's profile (hidden, listed under "Silenced"), or shows it again.
    void setSilenced(const QString& ruleId, bool silenced);

    QTreeView* findingsView() const { return m_view; }
    QListWidget* silencedView() const { return m_silencedList; }

signals:
    /// A finding was opened: the table and the columns and values that name its row.
    void openRowRequested(const QString& table, const QStringList& columns, const QVariantList& values);
    /// A check started, progressed, ended or was cancelled; or the silencing changed the counts.
    void stateChanged();
    /// A check ended (done, cancelled or failed).
    void finished();
    /// A safe fix was written to a row of `table` (the table's page shows what it holds now).
    void fixed(const QString& table);
    /// A rule was checked again after a fix; the report holds what it found.
    void rechecked(const QString& ruleId);

protected:
    void showEvent(QShowEvent* event) override;

private:
    /// The row and the rule at their width, but never so wide that the finding's sentence has no room.
    void fitColumns();
    /// What a check run now uses: the profile's run thresholds and Fernet keys (noting in m_keysNote how
    /// credentials will be judged).
    IntegrityChecker::Options checkOptions();
    void present(int generation, const IntegrityReport& report);
    void progressed(int generation, int done, int total, const QString& rule);
    /// The findings of m_report, silenced rules left out, into the tree.
    void showFindings();
    void showSilenced();
    void showStatus();
    void showHint();
    /// The finding's rule id under the cursor (empty on a group or a "more" line).
    QString currentRule() const;
    void openCurrent();
    /// The finding under the cursor (ruleId empty on a group or a "more" line).
    Finding currentFinding() const;
    /// Why the finding under the cursor cannot be fixed here; empty when it can.
    QString fixUnavailable() const;
    /// Runs `ruleId` again on the worker and puts what it finds in place of its outcome in the report.
    void recheck(const QString& ruleId);
    void tell(const QString& title, const QString& text, bool warning);

    DatabaseUrl m_url;
    std::shared_ptr<const Catalog> m_catalog;
    std::unique_ptr<FetchWorker> m_worker;
    std::shared_ptr<CancelRequest> m_cancel;
    int m_generation = 0;
    bool m_running = false;
    bool m_cancelled = false;
    QString m_failure;
    QString m_keysNote; // how the last check judged credentials (checkOptions)
    IntegrityReport m_report;
    QStringList m_silenced;

    QLabel* m_title = nullptr;
    QLabel* m_status = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_check = nullptr;
    QPushButton* m_cancelButton = nullptr;
    QCheckBox* m_deep = nullptr; // SQLite: integrity_check instead of quick_check
    QTreeView* m_view = nullptr;
    QStandardItemModel* m_model = nullptr;
    QLabel* m_hint = nullptr;
    QPushButton* m_silence = nullptr;
    QPushButton* m_fix = nullptr;
    const DbConnection* m_writeConn = nullptr;
    RowWriter* m_writer = nullptr;
    Ask m_ask;
    QString m_lastMessage;
    QLabel* m_silencedHeading = nullptr;
    QListWidget* m_silencedList = nullptr;
    QPushButton* m_unsilence = nullptr;
};

} // namespace metadesk
