#pragma once

#include "core/db/DatabaseUrl.h"
#include "core/schema/SchemaStatus.h"

#include <QMainWindow>

#include <memory>
#include <optional>

class QLabel;

namespace Ui {
class MainWindow;
}

namespace metadesk {

class PreparedOpen;

class DbConnection;
class AccessMenu;
class ConnectionSettingsDialog;
class CredentialActions;
class DashboardHistoryAction;
class ChatTranscriptAction;
class GenerationLogDialog;
class SourceRetireAction;
class LlmUsageAction;
class PersonPreferencesAction;
class AdministrationRowAction; // Administration
class ContractAction;
class TemplateInstantiateAction;
class DashboardExportAction;
class DashboardImportAction;
class FlowHistoryAction;
class EditController;
class MigrationPanel;
class StartPage;
class Workspace;

/// The main window: the start page until a database is open, then the workspace (navigator, table pages, detail
/// pane) with the connection, its platforms and revisions, and a Read-only badge in the title and status bar.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Opens a database; on failure keeps what was open and returns false with a sentence in *error.
    bool openDatabase(const DatabaseUrl& url, bool readOnly, QString* error);
    /// The same, with the schema revisions and the catalog read already, or being read, on a thread of their own
    /// (the app's start begins them before the window is built); read here when `prepared` failed or is for another.
    bool openDatabase(const DatabaseUrl& url, bool readOnly, QString* error, PreparedOpen* prepared);
    /// Opens a database as the start page and Connect ask for it: its schema revisions and catalog are read on a
    /// thread and connection of their own while the window stays responsive (the start page says it is opening, and
    /// waits), then it opens as openDatabase() does; a failure is reported as there. One open at a time.
    void openDatabaseInBackground(const DatabaseUrl& url, bool readOnly);
    /// An open asked for by openDatabaseInBackground() is under way.
    bool isOpening() const { return m_opening != nullptr; }
    /// Creates the demo database under the user's data folder on first use, then opens it.
    bool openDemo(bool readOnly, QString* error);
    void closeDatabase();

    bool isOpen() const;
    bool isReadOnly() const { return m_readOnly; }
    const QList<SchemaStatus>& schemaStatuses() const { return m_statuses; }
    Workspace* workspace() const { return m_workspace; }
    /// The start page, made when first asked for: a window opened on a database from the command line never shows it.
    StartPage* startPage();
    EditController* editController() const { return m_edit; }
    AccessMenu* accessMenu() const { return m_access; }
    FlowHistoryAction* flowHistory() const { return m_flowHistory; }
    CredentialActions* credentials() const { return m_credentials; }
    DashboardHistoryAction* dashboardHistory() const { return m_dashboardHistory; }
    ChatTranscriptAction* chatTranscript() const { return m_chatTranscript; }
    ChatTranscriptAction* aiChatTranscript() const { return m_aiChatTranscript; }
    SourceRetireAction* retireSource() const { return m_retireSource; }
    LlmUsageAction* llmUsage() const { return m_llmUsage; }
    PersonPreferencesAction* personPreferences() const { return m_personPreferences; }
    AdministrationRowAction* administrationRowAction() const { return m_adminRow; } // Administration
    ContractAction* contracts() const { return m_contracts; }
    TemplateInstantiateAction* instantiateTemplate() const { return m_instantiateTemplate; }
    DashboardExportAction* exportDashboard() const { return m_exportDashboard; }
    DashboardImportAction* importDashboard() const { return m_importDashboard; }
    /// The notice shown above the workspace (schema behind/ahead, a role that could write); empty when hidden.
    QString notice() const;

    /// Opens (or raises) the migration panel of the open database, on its own writable connection unless the user
    /// asked for read-only.
    void openMigrations();
    MigrationPanel* migrationPanel() const { return m_migrationPanel; }
    /// Database → Connection Settings…: the open database's profile settings (the run thresholds), non-modal; null
    /// when no database is open. On OK the overview reads again with them.
    ConnectionSettingsDialog* openConnectionSettings();
    /// Database → Generation Log…: Holotable's generation log, read-only; null when no database is open.
    GenerationLogDialog* openGenerationLog();
    /// Re-opens the open database with the read-only choice the user made and returns to the table shown: after a
    /// schema change, editing turns on (or off) without reconnecting.
    void reloadSchema();

    /// Where the demo database lives: <AppDataLocation>/demo.sqlite.
    static QString demoPath();

    /// The server's version of the open database ("PostgreSQL 15.10"), empty for SQLite or none.
    QString serverVersion() const;
    /// An open that failed, as a message box: the sentence, with the driver's words under Details.
    void reportOpenError(const QString& error);
    /// openDatabaseInBackground()'s reading is over: the open goes on with it.
    void finishBackgroundOpen();

signals:
    /// An open asked for by openDatabaseInBackground() is over, opened or not.
    void backgroundOpenFinished(bool opened);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void setVisible(bool visible) override;

private:
    /// The start page in front (made first if need be), with its Back button when a database is open behind it.
    void showStartPage();
    /// What follows the page in front of the window's stack: editing (the workspace's tables) and the tool bar.
    void stackShown();
    /// Whether the demo file holds both platforms at the revisions this Metadesk ships.
    static bool isCurrentDemo(const QString& path);

    void showNotice(const QString& html, bool warning);
    /// Shows the open database's workspace again, as it was left (from the start page).
    void returnToWorkspace();
    void updateChrome();
    void openFileInteractively();
    void exportView();
    void copySelection();
    void showAbout();
    void showPreferences();
    /// The size and place the window had when it was last closed; most of the screen the first time.
    void restoreWindowState();

    std::unique_ptr<Ui::MainWindow> m_ui;
    std::unique_ptr<DbConnection> m_conn;
    std::shared_ptr<PreparedOpen> m_opening; ///< openDatabaseInBackground()'s reading, until it is over
    QList<SchemaStatus> m_statuses;
    StartPage* m_start = nullptr;
    Workspace* m_workspace = nullptr;
    EditController* m_edit = nullptr;
    AccessMenu* m_access = nullptr;
    FlowHistoryAction* m_flowHistory = nullptr;
    CredentialActions* m_credentials = nullptr;
    DashboardHistoryAction* m_dashboardHistory = nullptr;
    ChatTranscriptAction* m_chatTranscript = nullptr;
    ChatTranscriptAction* m_aiChatTranscript = nullptr;
    SourceRetireAction* m_retireSource = nullptr;
    LlmUsageAction* m_llmUsage = nullptr;
    PersonPreferencesAction* m_personPreferences = nullptr;
    // Administration
    QAction* m_adminAction = nullptr;
    AdministrationRowAction* m_adminRow = nullptr;
    ContractAction* m_contracts = nullptr;
    TemplateInstantiateAction* m_instantiateTemplate = nullptr;
    DashboardExportAction* m_exportDashboard = nullptr;
    DashboardImportAction* m_importDashboard = nullptr;
    QLabel* m_connectionLabel = nullptr;
    QLabel* m_readOnlyBadge = nullptr;
    QLabel* m_standbyLabel = nullptr; // a hot standby's replication lag
    // The lag as last read: once when the standby was opened, then with each home view's figures on its worker, so
    // refreshing the chrome asks the server nothing on the GUI thread.
    std::optional<double> m_standbyLag;
    QAction* m_homeAction = nullptr;
    QAction* m_queueAction = nullptr;
    bool m_readOnly = false;
    /// What the user asked for; m_readOnly may also be forced by a schema Metadesk must not write.
    bool m_requestedReadOnly = false;
    MigrationPanel* m_migrationPanel = nullptr;
};

} // namespace metadesk
