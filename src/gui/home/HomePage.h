#pragma once

#include "core/db/DatabaseUrl.h"
#include "core/home/HomeSummary.h"

#include <QHash>
#include <QWidget>

#include <memory>

class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QStandardItemModel;
class QTimer;
class QTreeView;
class QVBoxLayout;

namespace metadesk {

class Catalog;
class ElidedLabel;
class FetchWorker;
class HomeTile;
class RunsChart;

/// What a newcomer sees first on opening a database: per platform the counts that matter, what is stuck or waiting,
/// today's runs and tokens, a chart of the last days' runs and the last audit entries, each a link into the rows it
/// counts. It reads itself again on a timer while it is shown (paused while hidden), on a worker's connection.
class HomePage : public QWidget {
    Q_OBJECT
public:
    explicit HomePage(QWidget* parent = nullptr);
    ~HomePage() override;

    void open(const DatabaseUrl& url, std::shared_ptr<const Catalog> catalog);
    void close();
    /// Reads the figures again now, the chart's earlier days included (F5, the Refresh button).
    void refresh();

    const HomeSnapshot& snapshot() const { return m_snapshot; }
    /// Whether what is shown is whole: a snapshot read, and the chart's earlier days not still being read (the first
    /// read takes today alone, so that today's figures come at once; the earlier days follow).
    bool isComplete() const { return m_snapshot.takenAt.isValid() && !m_earlierDaysComing; }
    /// Whether a read is under way on the page's worker.
    bool isReading() const { return m_reading; }
    /// The tile of a figure (see HomeFigure::id), or null while it has not been read.
    HomeTile* tile(const QString& id) const { return m_tiles.value(id); }
    QTreeView* auditView() const { return m_audit; }
    RunsChart* runsChart() const { return m_chart; }
    int refreshSeconds() const;
    void setRefreshSeconds(int seconds);
    bool isAutoRefreshing() const;
    /// The integrity badge: the errors and warnings of the last check in this session (checkedAt invalid: none yet),
    /// or that one is running. The home view never starts a check by itself.
    void setIntegrity(qint64 errors, qint64 warnings, const QDateTime& checkedAt, bool running);
    QPushButton* integrityBadge() const { return m_integrityBadge; }

signals:
    void linkActivated(const HomeLink& link);
    /// An audit entry was opened: its table and id.
    void auditEntryActivated(const QString& table, qint64 id);
    /// The integrity badge was clicked: show the Integrity page.
    void integrityOpened();
    /// "Check now" next to the badge.
    void integrityCheckRequested();
    /// A snapshot has been shown (tests wait for it); isComplete() says whether the chart's earlier days are in it.
    void snapshotShown();

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    void present(int generation, HomeSnapshot snapshot, bool connected);
    /// Whether the chart's cached earlier days do not end the day before `todayUtc`.
    bool needsEarlierDays(const QDate& todayUtc) const;
    /// How many of the chart's days are still being read (0: none).
    int earlierDaysComing() const;
    /// Reads again; the timer's reads keep the chart's earlier days from the last full read.
    void read(bool withHistory);
    void updateTimer();
    QWidget* section(Platform platform);
    void showFigures();
    void showAudit();

    DatabaseUrl m_url;
    std::shared_ptr<const Catalog> m_catalog;
    std::unique_ptr<FetchWorker> m_worker;
    int m_generation = 0;
    bool m_reading = false;
    bool m_readAgain = false; ///< a refresh was asked for while a read ran: done once that one is shown
    HomeSnapshot m_snapshot;
    QList<HomeRunDay> m_earlierDays;  ///< the chart's days before today, from the last full read
    bool m_earlierDaysComing = false; ///< today is shown alone while the earlier days are read

    ElidedLabel* m_title = nullptr;
    QLabel* m_updated = nullptr;
    QLabel* m_standby = nullptr; ///< a hot standby's line: how far behind its primary
    QLabel* m_errors = nullptr;
    QComboBox* m_interval = nullptr;
    QPushButton* m_refresh = nullptr;
    QVBoxLayout* m_sections = nullptr;
    QHash<Platform, QWidget*> m_sectionByPlatform;
    QHash<QString, HomeTile*> m_tiles;
    QHash<QString, QWidget*> m_breakdowns;
    RunsChart* m_chart = nullptr;
    QTreeView* m_audit = nullptr;
    QStandardItemModel* m_auditModel = nullptr;
    QTimer* m_timer = nullptr;
    QPushButton* m_integrityBadge = nullptr;
    QPushButton* m_integrityCheck = nullptr;
};

} // namespace metadesk
