#pragma once

#include "core/checks/IntegrityChecker.h"
#include "core/db/DatabaseUrl.h"

#include <QWidget>

#include <memory>

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
class FetchWorker;

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
    ~IntegrityPage() override;

    void open(const DatabaseUrl& url, std::shared_ptr<const Catalog> catalog);
    void close();

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

protected:
    void showEvent(QShowEvent* event) override;

private:
    /// The row and the rule at their width, but never so wide that the finding's sentence has no room.
    void fitColumns();
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

    DatabaseUrl m_url;
    std::shared_ptr<const Catalog> m_catalog;
    std::unique_ptr<FetchWorker> m_worker;
    std::shared_ptr<CancelRequest> m_cancel;
    int m_generation = 0;
    bool m_running = false;
    bool m_cancelled = false;
    QString m_failure;
    IntegrityReport m_report;
    QStringList m_silenced;

    QLabel* m_title = nullptr;
    QLabel* m_status = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_check = nullptr;
    QPushButton* m_cancelButton = nullptr;
    QTreeView* m_view = nullptr;
    QStandardItemModel* m_model = nullptr;
    QLabel* m_hint = nullptr;
    QPushButton* m_silence = nullptr;
    QLabel* m_silencedHeading = nullptr;
    QListWidget* m_silencedList = nullptr;
    QPushButton* m_unsilence = nullptr;
};

} // namespace metadesk
