#pragma once

#include "core/db/DatabaseUrl.h"

#include <QDateTime>
#include <QWidget>

#include <functional>
#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QMessageBox;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTableWidget;
class QTextBrowser;
class QTimer;

namespace metadesk {

class AiSpendChart;
class Catalog;
class DbConnection;

/// Tabularia's administration tables as the platform uses them (Database → Administration, `metadesk --page
/// administration`, or from the row of one of these tables): one tab each.
///
/// - AI models: enable or disable (ToggleAiModel), with what each model cost as the spend ledger recorded it;
/// - AI spend: the daily spend per user and in total, with the profile's caps (AiSpendFigures, AiSpendChart);
/// - Engines: the engine policy, the flows on each engine seen before a switch (ToggleEngine);
/// - Banners: which are shown now, since when, and how each reads;
/// - Privacy notice: its Markdown rendered beside the source, saved through the write path (updated_by);
/// - Login attempts and Flow presence: live (read again every few seconds while shown), expired rows marked,
///   Sweep expired as the platform's scheduler does (SweepExpired);
/// - Saved views: their JSON laid out, unique per project.
///
/// Reads on the window's connection (the tables are small; the live ones are read with a LIMIT); writes through
/// core's operations and refuses in read-only mode with the reason.
class AdministrationPage : public QWidget {
    Q_OBJECT
public:
    enum class Tab { AiModels, AiSpend, Engines, Banners, Privacy, LoginAttempts, FlowPresence, SavedViews };
    /// Shows a message box and returns its answer; the box's exec() unless a test answers instead.
    using Prompt = std::function<int(QMessageBox*)>;

    /// The Location::table that names this page in the window's history.
    static QString locationName() { return QStringLiteral(":administration"); }
    /// The tab that shows `table`; false for a table that has none.
    static bool tabForTable(const QString& table, Tab* tab);

    explicit AdministrationPage(QWidget* parent = nullptr);
    /// A page of a stack: no height for width (see TablePage::hasHeightForWidth).
    bool hasHeightForWidth() const override { return false; }
    ~AdministrationPage() override;

    void open(const DatabaseUrl& url, std::shared_ptr<const Catalog> catalog);
    /// The window's connection, read from and written through (nothing is written when `readOnly`).
    void attach(const DbConnection* connection, bool readOnly);
    void close();
    /// Whether the open database holds Tabularia's administration tables; false with *why.
    bool isAvailable(QString* why = nullptr) const;
    /// Whether `catalog` (null: no database) has any of the page's tables.
    static bool isAvailableIn(const Catalog* catalog);

    void showTab(Tab tab);
    Tab currentTab() const;
    /// Reads the shown tab again (F5, the live timer, after an action).
    void refresh();
    void setPrompt(Prompt prompt) { m_prompt = std::move(prompt); }
    /// The clock the page judges expiry by (tests fix it); invalid: the current time.
    void setClock(const QDateTime& nowUtc) { m_clock = nowUtc; }

    /// The actions, on the row picked in the tab's table.
    void toggleModel(bool enable);
    void toggleEngine(bool disable);
    void sweep();
    void savePrivacy();

    QTabWidget* tabs() const { return m_tabs; }
    QTableWidget* modelsTable() const { return m_models; }
    AiSpendChart* spendChart() const { return m_chart; }
    QTableWidget* enginesTable() const { return m_engines; }
    QLabel* engineFlowsLabel() const { return m_engineFlows; }
    QTableWidget* bannersTable() const { return m_banners; }
    QLabel* bannerPreview() const { return m_bannerPreview; }
    QTextBrowser* privacyRendered() const { return m_privacyRendered; }
    QPlainTextEdit* privacySource() const { return m_privacySource; }
    QTableWidget* loginTable() const { return m_logins; }
    QTableWidget* presenceTable() const { return m_presence; }
    QTableWidget* viewsTable() const { return m_views; }
    QPlainTextEdit* viewSpec() const { return m_viewSpec; }
    bool isLive() const;
    QString lastError() const { return m_error; }

signals:
    /// An action wrote to `table` (the window counts again).
    void written(const QString& table);
    void message(const QString& text);

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    /// The privacy notice's fields as the editors hold them now.
    QVariantMap privacyFields() const;
    QWidget* buildModels();
    QWidget* buildSpend();
    QWidget* buildEngines();
    QWidget* buildBanners();
    QWidget* buildPrivacy();
    QWidget* buildLive(bool logins);
    QWidget* buildViews();
    void readModels();
    void readSpend();
    void readEngines();
    void readBanners();
    void readPrivacy();
    void readLogins();
    void readPresence();
    void readViews();
    void showEngineFlows();
    void showBanner();
    void showViewSpec();
    void renderPrivacy();
    void updateActions();
    void updateTimer();
    QDateTime now() const;
    QString readOnlyReason() const;
    int ask(QMessageBox* box);
    void inform(const QString& title, const QString& text);
    /// Rows of a query on the window's connection; false with m_error set.
    bool select(const QString& sql, const QVariantList& values, QList<QVariantList>* rows);
    /// The stored time as people read it, UTC.
    static QString timeText(const QVariant& stored);

    DatabaseUrl m_url;
    std::shared_ptr<const Catalog> m_catalog;
    const DbConnection* m_conn = nullptr;
    bool m_readOnly = true;
    QDateTime m_clock;
    QString m_error;
    Prompt m_prompt;
    QVariantMap m_privacyRow;
    QVariantMap m_privacyShown; // the fields as the editors showed the stored row (privacyFields)

    QLabel* m_title = nullptr;
    QLabel* m_status = nullptr;
    QTabWidget* m_tabs = nullptr;
    QTimer* m_timer = nullptr;
    QTableWidget* m_models = nullptr;
    QPushButton* m_enableModel = nullptr;
    QPushButton* m_disableModel = nullptr;
    AiSpendChart* m_chart = nullptr;
    QComboBox* m_spendDays = nullptr;
    QTableWidget* m_engines = nullptr;
    QLabel* m_engineFlows = nullptr;
    QPushButton* m_disableEngine = nullptr;
    QPushButton* m_enableEngine = nullptr;
    QTableWidget* m_banners = nullptr;
    QLabel* m_bannerPreview = nullptr;
    QTextBrowser* m_privacyRendered = nullptr;
    QPlainTextEdit* m_privacySource = nullptr;
    QLineEdit* m_privacySummary = nullptr;
    QLineEdit* m_privacyUrl = nullptr;
    QCheckBox* m_privacyEnabled = nullptr;
    QPushButton* m_privacySave = nullptr;
    QLabel* m_privacyInfo = nullptr;
    QTableWidget* m_logins = nullptr;
    QLabel* m_loginsInfo = nullptr;
    QPushButton* m_sweepLogins = nullptr;
    QTableWidget* m_presence = nullptr;
    QLabel* m_presenceInfo = nullptr;
    QPushButton* m_sweepPresence = nullptr;
    QTableWidget* m_views = nullptr;
    QPlainTextEdit* m_viewSpec = nullptr;
};

} // namespace metadesk
