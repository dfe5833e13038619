#include "MainWindow.h"

#include "gui/connect/ReachWait.h"
#include "ui_MainWindow.h"

#include "Workspace.h"
#include "access/AccessMenu.h"
#include "admin/AdministrationPage.h"      // Administration
#include "admin/AdministrationRowAction.h" // Administration
#include "chat/ChatTranscriptAction.h"
#include "chat/GenerationLogDialog.h"
#include "connect/StartPage.h"
#include "connections/CredentialActions.h"
#include "contracts/ContractAction.h"
#include "core/db/DbConnection.h"
#include "core/db/PreparedOpen.h"
#include "core/demo/DemoGenerator.h"
#include "core/schema/SchemaInspector.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/Settings.h"
#include "core/trace/StartupTrace.h"
#include "edit/EditController.h"
#include "export/ExportController.h"
#include "history/DashboardHistoryAction.h"
#include "history/FlowHistoryAction.h"
#include "home/HomePage.h"
#include "integrity/IntegrityPage.h"
#include "migrations/MigrationPanel.h"
#include "models/FetchWorker.h"
#include "models/NavigatorModel.h"
#include "models/WindowedTableModel.h"
#include "pages/FilterBar.h"
#include "pages/TablePage.h"
#include "preferences/PersonPreferencesAction.h"
#include "queue/QueuePage.h"
#include "settings/AboutDialog.h"
#include "settings/ConnectionSettingsDialog.h"
#include "settings/PreferencesDialog.h"
#include "sources/SourceRetireAction.h"
#include "style/Glyphs.h"
#include "style/Theme.h"
#include "transfer/DashboardExportAction.h"
#include "transfer/DashboardImportAction.h"
#include "transfer/TemplateInstantiateAction.h"
#include "usage/LlmUsageAction.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QMouseEvent>
#include <QPointer>
#include <QScreen>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QStyle>
#include <QTableView>
#include <QTimer>

namespace metadesk {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), m_ui(std::make_unique<Ui::MainWindow>()) {
    m_ui->setupUi(this);
    m_workspace = new Workspace(m_ui->stack);
    m_workspace->setObjectName(QStringLiteral("workspace"));
    m_ui->stack->addWidget(m_workspace);
    m_ui->infoBar->hide();

    // Metadesk's own glyphs: the same on every desktop, in the theme's colours, and made without reading the
    // desktop's icon theme or an image file before the first frame.
    using glyphs::Glyph;
    m_ui->backAction->setIcon(glyphs::icon(Glyph::Back));
    m_ui->forwardAction->setIcon(glyphs::icon(Glyph::Forward));
    m_ui->refreshAction->setIcon(glyphs::icon(Glyph::Refresh));
    m_ui->exportAction->setIcon(glyphs::icon(Glyph::Export));
    m_ui->startPageAction->setIcon(glyphs::icon(Glyph::Databases));
    m_homeAction = new QAction(glyphs::icon(Glyph::Home), tr("&Overview"), this);
    m_homeAction->setObjectName(QStringLiteral("homeAction"));
    m_homeAction->setToolTip(tr("The database at a glance: counts, the queue, today's runs and tokens, the last audit "
                                "entries"));
    m_homeAction->setShortcut(QKeySequence(Qt::ALT | Qt::Key_Home));
    m_ui->viewMenu->insertAction(m_ui->backAction, m_homeAction);
    auto* goToTable = new QAction(tr("Go to &Table…"), this);
    goToTable->setObjectName(QStringLiteral("goToTableAction"));
    goToTable->setToolTip(tr("Type part of a table's name, then Enter"));
    goToTable->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_T));
    connect(goToTable, &QAction::triggered, m_workspace, &Workspace::focusNavigator);
    m_ui->viewMenu->insertAction(m_ui->backAction, goToTable);
    m_ui->viewMenu->insertSeparator(m_ui->backAction);
    m_ui->mainToolBar->insertAction(m_ui->backAction, m_homeAction);
    // Alt+Left/Right, and the platform's own Back/Forward keys where they differ (listed twice they would be
    // ambiguous and trigger nothing).
    auto withPlatform = [](const QKeySequence& mine, QKeySequence::StandardKey standard) {
        QList<QKeySequence> keys{mine};
        for (const QKeySequence& k : QKeySequence::keyBindings(standard))
            if (!keys.contains(k))
                keys << k;
        return keys;
    };
    m_ui->backAction->setShortcuts(withPlatform(QKeySequence(Qt::ALT | Qt::Key_Left), QKeySequence::Back));
    m_ui->forwardAction->setShortcuts(withPlatform(QKeySequence(Qt::ALT | Qt::Key_Right), QKeySequence::Forward));

    m_connectionLabel = new QLabel(this);
    m_connectionLabel->setObjectName(QStringLiteral("connectionLabel"));
    m_readOnlyBadge = new QLabel(tr("Read-only"), this);
    m_readOnlyBadge->setObjectName(QStringLiteral("readOnlyBadge"));
    m_readOnlyBadge->setAccessibleName(tr("Read-only mode"));
    m_readOnlyBadge->setToolTip(tr("Audit browsing: nothing can be written through this connection."));
    m_readOnlyBadge->setStyleSheet(QStringLiteral(
        "QLabel { background: #b45309; color: white; border-radius: 3px; padding: 1px 8px; font-weight: bold; }"));
    m_readOnlyBadge->hide();
    m_standbyLabel = new QLabel(this);
    m_standbyLabel->setObjectName(QStringLiteral("standbyLagLabel"));
    m_standbyLabel->setAccessibleName(tr("Replication lag"));
    m_standbyLabel->setToolTip(tr("This server is a hot standby: it replays its primary's changes and takes no "
                                  "writes. Migrations and edits run on the primary."));
    m_standbyLabel->hide();
    statusBar()->addWidget(m_connectionLabel, 1);
    statusBar()->addPermanentWidget(m_standbyLabel);
    statusBar()->addPermanentWidget(m_readOnlyBadge);

    // Editing: New / Edit / Duplicate / Delete / Undo for the table shown, through the row dialog and RowWriter.
    m_edit = new EditController(this);
    m_edit->setCopyAction(m_ui->copyAction);
    m_ui->editMenu->insertActions(m_ui->editMenu->actions().value(0), m_edit->actions());
    m_ui->editMenu->insertSeparator(m_ui->editMenu->actions().value(m_edit->actions().size()));
    m_ui->editMenu->addSeparator();
    m_ui->editMenu->addAction(m_edit->journalAction());
    m_ui->editMenu->addAction(m_edit->identityAction());
    m_ui->editMenu->addSeparator();
    auto* preferences = m_ui->editMenu->addAction(tr("&Preferences…"), this, &MainWindow::showPreferences);
    preferences->setObjectName(QStringLiteral("preferencesAction"));
    preferences->setShortcuts(QKeySequence::Preferences);
    preferences->setMenuRole(QAction::PreferencesRole);
    m_ui->mainToolBar->addSeparator();
    m_ui->mainToolBar->addActions({m_edit->newAction(), m_edit->editAction(), m_edit->deleteAction()});
    m_edit->newAction()->setIcon(glyphs::icon(Glyph::NewRow));
    m_edit->editAction()->setIcon(glyphs::icon(Glyph::EditRow));
    m_edit->deleteAction()->setIcon(glyphs::icon(Glyph::DeleteRow));
    // A change saved from a page: the other pages and the counts catch up (the page itself reads again already).
    connect(m_edit, &EditController::changed, m_workspace,
            [this](const QStringList& tables) { m_workspace->written(tables, false); });
    connect(m_edit, &EditController::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });

    connect(m_ui->startPageAction, &QAction::triggered, this, &MainWindow::showStartPage);
    connect(m_ui->stack, &QStackedWidget::currentChanged, this, &MainWindow::stackShown);
    connect(m_ui->openDemoAction, &QAction::triggered, this, [this]() {
        QString error;
        if (!openDemo(false, &error))
            reportOpenError(error);
    });
    connect(m_ui->openFileAction, &QAction::triggered, this, &MainWindow::openFileInteractively);
    connect(m_ui->connectAction, &QAction::triggered, this, [this]() { startPage()->connectToPostgres(); });
    connect(m_ui->closeAction, &QAction::triggered, this, &MainWindow::closeDatabase);
    connect(m_ui->exportAction, &QAction::triggered, this, &MainWindow::exportView);
    connect(m_ui->quitAction, &QAction::triggered, qApp, &QApplication::closeAllWindows);
    connect(m_ui->copyAction, &QAction::triggered, this, &MainWindow::copySelection);
    connect(m_ui->findAction, &QAction::triggered, this, [this]() {
        if (TablePage* page = m_workspace->currentPage())
            page->filterBar()->focusSearch();
    });
    connect(m_homeAction, &QAction::triggered, this, [this]() {
        returnToWorkspace();
        m_workspace->goHome();
    });
    connect(m_ui->backAction, &QAction::triggered, this, [this]() {
        if (m_ui->stack->currentWidget() != m_workspace)
            returnToWorkspace();
        else
            m_workspace->goBack();
    });
    connect(m_ui->forwardAction, &QAction::triggered, m_workspace, &Workspace::goForward);
    connect(m_ui->refreshAction, &QAction::triggered, m_workspace, &Workspace::refresh);
    // A standby's lag follows the home view's figures, read on its worker with them.
    connect(m_workspace->homePage(), &HomePage::snapshotShown, this, [this]() {
        if (!m_conn || !m_conn->isStandby() || !m_workspace->homePage()->snapshot().standby)
            return;
        m_standbyLag = m_workspace->homePage()->snapshot().replicationLag;
        updateChrome();
    });
    connect(m_ui->aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    connect(m_ui->infoCloseButton, &QToolButton::clicked, m_ui->infoBar, &QWidget::hide);
    // Access → the project tree, effective permissions, memberships (Tabularia databases).
    m_access = new AccessMenu(this);
    menuBar()->insertMenu(m_ui->helpMenu->menuAction(), m_access);
    // View → Version History… of the picked flow (also in the grid's context menu).
    m_flowHistory = new FlowHistoryAction(this);
    m_ui->viewMenu->addSeparator();
    m_ui->viewMenu->addAction(m_flowHistory->action());
    m_dashboardHistory = new DashboardHistoryAction(this); // Holotable's dashboards, with Restore
    m_ui->viewMenu->addAction(m_dashboardHistory->action());
    // View → Chat Transcript… of the picked dashboard or conversation (Holotable) or AI chat (Tabularia).
    m_chatTranscript = new ChatTranscriptAction(this, Platform::Holotable);
    m_ui->viewMenu->addAction(m_chatTranscript->action());
    m_aiChatTranscript = new ChatTranscriptAction(this, Platform::Tabularia);
    m_ui->viewMenu->addAction(m_aiChatTranscript->action());
    // View → Data Contract… of the picked datasource; Database → Contract Results and Alerts… (Tabularia).
    m_contracts = new ContractAction(this);
    m_ui->viewMenu->addAction(m_contracts->action());

    // Database → Migrations…, and the link in the "behind" notice.
    auto* databaseMenu = new QMenu(tr("&Database"), this);
    databaseMenu->setObjectName(QStringLiteral("databaseMenu"));
    auto* migrationsAction = databaseMenu->addAction(tr("&Migrations…"), this, &MainWindow::openMigrations);
    migrationsAction->setObjectName(QStringLiteral("migrationsAction"));
    migrationsAction->setToolTip(tr("See, preview, apply and roll back the schema migrations"));
    migrationsAction->setEnabled(false);
    auto* integrityAction = databaseMenu->addAction(tr("&Integrity Check"), this, [this]() {
        if (isOpen())
            m_workspace->showIntegrity();
    });
    integrityAction->setObjectName(QStringLiteral("integrityAction"));
    integrityAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_I));
    integrityAction->setToolTip(tr("The rules the platforms' databases do not enforce: findings, and safe fixes"));
    integrityAction->setEnabled(false);
    auto* settingsAction =
        databaseMenu->addAction(tr("Connection &Settings…"), this, &MainWindow::openConnectionSettings);
    settingsAction->setObjectName(QStringLiteral("connectionSettingsAction"));
    // Database → Holotable's generation log, read-only, its retention window applied as the platform reads it.
    auto* generationLogAction = databaseMenu->addAction(tr("Generation &Log…"), this, &MainWindow::openGenerationLog);
    generationLogAction->setObjectName(QStringLiteral("generationLogAction"));
    generationLogAction->setToolTip(tr("Holotable's model generations, newest first, read-only"));
    generationLogAction->setEnabled(false);
    settingsAction->setToolTip(tr("The run thresholds kept for this database's connection profile"));
    settingsAction->setEnabled(false);
    // Database → the Tabularia connections' credentials (also row actions on the Connections grid).
    m_credentials = new CredentialActions(this);
    // Database → Run Queue: Tabularia's runs as its sweeps judge them, with Close and Run Again.
    m_queueAction = databaseMenu->addAction(tr("Run &Queue"), m_workspace, &Workspace::showQueue);
    m_queueAction->setObjectName(QStringLiteral("queueAction"));
    m_queueAction->setToolTip(tr("Queued and running runs, the dead, the queued too long and the timed out"));
    m_queueAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Q));
    connect(m_workspace->queuePage(), &QueuePage::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    databaseMenu->addSeparator();
    databaseMenu->addAction(m_credentials->revealAction());
    databaseMenu->addAction(m_credentials->changeAction());
    databaseMenu->addAction(m_credentials->keysAction());
    databaseMenu->addAction(m_credentials->rotateAction());
    // Database → Holotable's sources (also a row action on the Sources grid).
    m_retireSource = new SourceRetireAction(this);
    databaseMenu->addSeparator();
    databaseMenu->addAction(m_retireSource->action());
    // Database → Holotable's LLM usage and limits (also on the LLM usage and Workspace limits grids).
    m_llmUsage = new LlmUsageAction(this);
    databaseMenu->addAction(m_llmUsage->action());
    connect(m_llmUsage, &LlmUsageAction::message, this, [this](const QString& text) {
        statusBar()->showMessage(text, 8000);
        m_workspace->written(QStringLiteral("workspace_limits"), true);
    });
    // Database → a Holotable person's preferences as the platform reads them (also on the User preferences grid).
    m_personPreferences = new PersonPreferencesAction(this);
    databaseMenu->addAction(m_personPreferences->action());
    // Administration: Tabularia's AI models and spend, engines, banners, privacy notice, the swept tables, saved views.
    databaseMenu->addSeparator();
    m_adminAction = databaseMenu->addAction(tr("&Administration"), this, [this]() {
        const TablePage* page = m_workspace->currentPage();
        m_workspace->showAdministration(page ? page->table().name : QString());
    });
    m_adminAction->setObjectName(QStringLiteral("administrationAction"));
    m_adminAction->setToolTip(tr("Tabularia's AI models and spend, engine policy, banners, privacy notice, login "
                                 "attempts, flow presence and saved views, as the platform uses them"));
    m_adminRow = new AdministrationRowAction(this);
    databaseMenu->addAction(m_adminRow->action());
    connect(m_workspace, &Workspace::message, this,
            [this](const QString& text) { statusBar()->showMessage(text, 8000); });
    databaseMenu->addAction(m_contracts->alertsAction());
    // Database → Holotable's templates and dashboard files (also row actions on the Templates and Dashboards grids).
    m_instantiateTemplate = new TemplateInstantiateAction(this);
    m_exportDashboard = new DashboardExportAction(this);
    m_importDashboard = new DashboardImportAction(this);
    databaseMenu->addAction(m_instantiateTemplate->action());
    databaseMenu->addAction(m_exportDashboard->action());
    databaseMenu->addAction(m_importDashboard->action());
    menuBar()->insertMenu(m_ui->helpMenu->menuAction(), databaseMenu);
    connect(m_ui->infoLabel, &QLabel::linkActivated, this, [this](const QString& link) {
        if (link == QLatin1String("metadesk:migrations"))
            openMigrations();
    });
    connect(m_workspace, &Workspace::historyChanged, this, &MainWindow::updateChrome);
    connect(m_workspace, &Workspace::pageChanged, this, &MainWindow::updateChrome);

    // The mouse's back and forward buttons, anywhere in the window, like a browser.
    qApp->installEventFilter(this);
    m_edit->setWorkspaceShown(false);
    updateChrome();
    restoreWindowState();
}

void MainWindow::restoreWindowState() {
    const QByteArray geometry = Settings::instance().get(Settings::Key::MainWindowGeometry).toByteArray();
    if (geometry.isEmpty() || !restoreGeometry(geometry)) {
        // First start: most of the screen, centred, so the grid and the detail pane both have room.
        const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1280, 800);
        const QSize size(qMin(available.width(), qMax(1100, available.width() * 85 / 100)),
                         qMin(available.height(), qMax(720, available.height() * 85 / 100)));
        resize(size);
        move(available.center() - QPoint(size.width() / 2, size.height() / 2));
    }
    const QByteArray state = Settings::instance().get(Settings::Key::MainWindowState).toByteArray();
    if (!state.isEmpty())
        restoreState(state);
}

StartPage* MainWindow::startPage() {
    if (m_start)
        return m_start;
    m_start = new StartPage(m_ui->stack);
    m_start->setObjectName(QStringLiteral("startPage"));
    m_ui->stack->addWidget(m_start);
    // The database stays open behind the start page: back to it as it was left (the button, Escape, Back, Overview).
    connect(m_start, &StartPage::returnRequested, this, &MainWindow::returnToWorkspace);
    connect(m_start, &StartPage::demoRequested, this, [this](bool readOnly) {
        QString error;
        if (!openDemo(readOnly, &error))
            reportOpenError(error);
    });
    connect(m_start, &StartPage::openRequested, this, &MainWindow::openDatabaseInBackground);
    return m_start;
}

void MainWindow::showStartPage() {
    StartPage* start = startPage();
    start->refreshRecent();
    start->setReturnTo(isOpen() ? m_conn->url().shortName() : QString());
    m_ui->stack->setCurrentWidget(start);
}

void MainWindow::setVisible(bool visible) {
    // Shown with no database open (none named, or its open failed): the start page, made now, before the pages are.
    if (visible && !isOpen() && !isOpening() && m_ui->stack->currentWidget() != m_start)
        showStartPage();
    QMainWindow::setVisible(visible);
}

void MainWindow::closeEvent(QCloseEvent* event) {
    Settings::instance().set(Settings::Key::MainWindowGeometry, saveGeometry());
    Settings::instance().set(Settings::Key::MainWindowState, saveState());
    QMainWindow::closeEvent(event);
}

MainWindow::~MainWindow() {
    qApp->removeEventFilter(this);
    if (m_opening) // its reading ends on its own thread; the cursor it set is the window's to give back
        QApplication::restoreOverrideCursor();
    delete m_workspace; // its pages and workers go before the connection they were opened beside
    m_workspace = nullptr;
    FetchWorker::dropReady();
}

QString MainWindow::demoPath() {
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("demo.sqlite"));
}

bool MainWindow::isOpen() const {
    return m_conn != nullptr;
}

bool MainWindow::openDemo(bool readOnly, QString* error) {
    const QString path = demoPath();
    if (QFileInfo::exists(path) && !isCurrentDemo(path)) {
        // The demo is Metadesk's own throwaway file: one an earlier Metadesk made, at schemas this one no longer
        // ships, is made anew rather than shown read-only.
        for (const QString& suffix :
             {QString(), QStringLiteral("-wal"), QStringLiteral("-shm"), QStringLiteral("-journal")})
            QFile::remove(path + suffix);
    }
    if (!QFileInfo::exists(path)) {
        QDir().mkpath(QFileInfo(path).absolutePath());
        QApplication::setOverrideCursor(Qt::WaitCursor);
        const DemoGenerator::Result result =
            DemoGenerator::create(DatabaseUrl::sqliteFile(path), DemoGenerator::Options{}, {});
        QApplication::restoreOverrideCursor();
        if (!result.ok) {
            if (error)
                *error = tr("Could not create the demo database: %1").arg(result.error);
            return false;
        }
    }
    return openDatabase(DatabaseUrl::sqliteFile(path), readOnly, error);
}

bool MainWindow::isCurrentDemo(const QString& path) {
    DbConnection::Options options;
    options.readOnly = true;
    options.purpose = QStringLiteral("demo-check");
    QString error;
    const auto conn = DbConnection::open(DatabaseUrl::sqliteFile(path), options, &error);
    QList<SchemaStatus> statuses;
    // Only a demo that could be read and is at other revisions is made anew; a file that cannot be read now (another
    // Metadesk has it open) is left alone, and opening it says why.
    if (!conn || !SchemaInspector::inspect(*conn, &statuses, &error))
        return true;
    for (const SchemaStatus& s : statuses)
        if (s.state != SchemaStatus::State::Current)
            return false;
    return true;
}

void MainWindow::openDatabaseInBackground(const DatabaseUrl& url, bool readOnly) {
    if (m_opening) {
        statusBar()->showMessage(tr("Still opening %1…").arg(m_opening->url().shortName()), 5000);
        return;
    }
    // What the open reads over the network (schema revisions, the catalog) is read beside the window; once it is
    // in, the window's own connection opens and takes it (a Qt connection belongs to the thread that opened it).
    QPointer<MainWindow> self(this);
    m_opening = PreparedOpen::start(url, readOnly, [self]() {
        QMetaObject::invokeMethod(
            QCoreApplication::instance(), // not the window: the GUI thread may be destroying it now
            [self]() {
                if (self)
                    self->finishBackgroundOpen();
            },
            Qt::QueuedConnection);
    });
    if (m_start)
        m_start->setEnabled(false);
    QApplication::setOverrideCursor(Qt::BusyCursor);
    statusBar()->showMessage(tr("Opening %1…").arg(url.shortName()));
}

void MainWindow::finishBackgroundOpen() {
    if (!m_opening)
        return;
    const std::shared_ptr<PreparedOpen> prepared = std::move(m_opening);
    QApplication::restoreOverrideCursor();
    if (m_start)
        m_start->setEnabled(true);
    statusBar()->clearMessage();
    // A reading that could not connect (a wrong password, a server down) is told as it is, not tried a second time:
    // a second failed login is one more in the server's log and towards a lockout.
    QString error = prepared->result().ok ? QString() : prepared->result().error;
    const bool opened = error.isEmpty() && openDatabase(prepared->url(), prepared->readOnly(), &error, prepared.get());
    if (!opened)
        reportOpenError(error);
    emit backgroundOpenFinished(opened);
}

bool MainWindow::openDatabase(const DatabaseUrl& url, bool readOnly, QString* error) {
    return openDatabase(url, readOnly, error, nullptr);
}

bool MainWindow::openDatabase(const DatabaseUrl& url, bool readOnly, QString* error, PreparedOpen* prepared) {
    DbConnection::Options options;
    options.readOnly = readOnly;
    // Opened beside the window's building when it could be (the reading's connection, now this thread's), else here.
    const bool beside = prepared && prepared->serves(url, readOnly) && prepared->result().ok;
    std::unique_ptr<DbConnection> conn = beside ? prepared->takeConnection() : nullptr;
    if (!conn)
        conn = DbConnection::open(url, options, error);
    if (!conn)
        return false;
    startuptrace::mark(beside ? "connected beside the window's building" : "connected");
    // The schema revisions, and the catalog met with the live schema once: every page, pane and writer of this
    // database uses it. Read before anything of the open database is closed: an open that fails leaves it as it was.
    const PreparedOpen::Result read = beside ? prepared->result() : PreparedOpen::readOn(*conn);
    if (!read.ok) {
        if (error)
            *error = read.error;
        return false;
    }
    startuptrace::mark(beside ? "schema revisions and catalog read beside the window's building"
                              : "schema revisions and catalog read");
    const QList<SchemaStatus>& statuses = read.statuses;
    bool any = false;
    bool newer = false, adoptable = false;
    QStringList behind, ahead;
    for (const SchemaStatus& s : statuses) {
        any = any || s.isPresent();
        if (!s.isPresent())
            continue;
        if (s.state == SchemaStatus::State::Behind)
            behind << s.summary();
        else if (s.state != SchemaStatus::State::Current)
            ahead << s.summary();
        newer = newer || (s.state == SchemaStatus::State::Ahead && s.unknownIsNewer);
        adoptable = adoptable || !s.adoptAt.isEmpty();
    }
    if (!any) {
        if (error)
            *error = tr("%1 holds neither a Tabularia nor a Holotable schema.").arg(url.toDisplayString());
        return false;
    }
    const bool mustBeReadOnly = !behind.isEmpty() || !ahead.isEmpty();
    if (mustBeReadOnly && !readOnly) {
        // A schema other than the one this Metadesk knows is browsed, never written.
        options.readOnly = true;
        conn = DbConnection::open(url, options, error);
        if (!conn)
            return false;
    }
    conn->shareCatalog(read.catalog);
    m_access->detach();
    m_flowHistory->detach();
    m_credentials->detach();
    m_dashboardHistory->detach();
    m_chatTranscript->detach();
    m_aiChatTranscript->detach();
    m_retireSource->detach();
    m_llmUsage->detach();
    m_personPreferences->detach();
    m_adminRow->detach(); // Administration
    m_contracts->detach();
    m_instantiateTemplate->detach();
    m_exportDashboard->detach();
    m_importDashboard->detach();
    m_edit->detach();
    m_workspace->close();
    if (m_migrationPanel &&
        (!m_conn || m_conn->url().toDisplayString() != url.toDisplayString() || m_requestedReadOnly != readOnly)) {
        m_migrationPanel->deleteLater(); // it belongs to the database that was open
        m_migrationPanel = nullptr;
    }
    m_conn = std::move(conn);
    // A server that went away is reached again off the GUI thread before this connection opens again on it.
    m_conn->setReachCheck([this](const DatabaseUrl& at, QString* why) { return ReachWait::reachable(this, at, why); });
    m_statuses = statuses;
    m_standbyLag = m_conn->replicationLagSeconds();        // empty unless a standby
    m_readOnly = options.readOnly || m_conn->isReadOnly(); // a hot standby is read-only whatever was asked
    m_requestedReadOnly = readOnly;
    m_workspace->open(url, m_readOnly, statuses, m_conn->sharedCatalog());
    startuptrace::mark("workspace opened");
    // Workers for the next table pages, connected while nothing is asked of them; once the event loop runs, so that
    // a table asked for at start-up reads its first rows without sharing the cores with their connecting.
    QTimer::singleShot(0, this, [this, url = m_conn->url(), catalog = m_conn->sharedCatalog()]() {
        if (m_conn && m_conn->sharedCatalog() == catalog)
            FetchWorker::keepReady(url, m_readOnly, catalog,
                                   {QStringLiteral("pages"), QStringLiteral("counts"), QStringLiteral("cancel")});
    });
    m_workspace->queuePage()->attach(m_conn.get(), m_readOnly);
    m_workspace->attachAdministration(m_conn.get(), m_readOnly); // Administration
    m_adminRow->attach(m_conn.get(), m_workspace);
    m_edit->attach(m_conn.get(), m_workspace, m_readOnly);
    m_access->attach(m_conn.get(), m_readOnly ? nullptr : m_edit->writer(), m_workspace);
    m_flowHistory->attach(m_conn.get(), m_workspace);
    m_credentials->attach(m_conn.get(), m_readOnly ? nullptr : m_edit->writer(), m_workspace);
    m_workspace->integrityPage()->attachWriter(m_conn.get(), m_readOnly ? nullptr : m_edit->writer());
    m_dashboardHistory->attach(m_conn.get(), m_workspace);
    m_chatTranscript->attach(m_conn.get(), m_workspace);
    m_aiChatTranscript->attach(m_conn.get(), m_workspace);
    m_retireSource->attach(m_conn.get(), m_workspace);
    m_llmUsage->attach(m_conn.get(), m_workspace);
    m_personPreferences->attach(m_conn.get(), m_workspace);
    m_contracts->attach(m_conn.get(), m_workspace);
    m_instantiateTemplate->attach(m_conn.get(), m_workspace);
    m_exportDashboard->attach(m_conn.get(), m_workspace);
    m_importDashboard->attach(m_conn.get(), m_workspace);
    startuptrace::mark("actions attached");
    m_ui->stack->setCurrentWidget(m_workspace);
    stackShown(); // the workspace may have been in front already (the start page not made), which signals nothing
    if (m_start)
        m_start->noteOpened(url, readOnly);
    else
        ProfileStore().noteOpened(url, readOnly);
    startuptrace::mark("workspace in front, noted among the recent");

    m_ui->infoBar->hide();
    if (!ahead.isEmpty() && newer) {
        showNotice(tr("<b>This database is newer than this Metadesk</b> (%1). It is open read-only: update Metadesk "
                      "before changing anything.")
                       .arg(ahead.join(QStringLiteral("; ")).toHtmlEscaped()),
                   true);
    } else if (!ahead.isEmpty() && adoptable) {
        showNotice(tr("<b>This database has no record of its schema revision</b> (%1). It is open read-only: "
                      "<a href=\"metadesk:migrations\">the migration panel</a>'s Baseline records the revision once "
                      "its tables match (or <code>metadesk-cli migrate stamp</code>).")
                       .arg(ahead.join(QStringLiteral("; ")).toHtmlEscaped()),
                   false);
    } else if (!ahead.isEmpty()) {
        showNotice(tr("<b>This database is at a schema revision this Metadesk does not know</b> (%1). It is open "
                      "read-only: nothing is changed in a schema whose rules Metadesk cannot vouch for.")
                       .arg(ahead.join(QStringLiteral("; ")).toHtmlEscaped()),
                   true);
    } else if (!behind.isEmpty()) {
        showNotice(tr("<b>This database is behind Metadesk's migrations</b> (%1). It is open read-only until they "
                      "are applied: <a href=\"metadesk:migrations\">open the migration panel</a> (or run "
                      "<code>metadesk-cli migrate up --database %2</code>).")
                       .arg(behind.join(QStringLiteral("; ")).toHtmlEscaped(), url.toDisplayString().toHtmlEscaped()),
                   false);
    } else if (m_conn->isStandby()) {
        showNotice(tr("<b>This server is a hot standby</b> of its primary. It is open read-only: migrations and "
                      "edits run on the primary."),
                   false);
    } else if (read.roleMayWrite) { // a read-only PostgreSQL session on a primary, asked with the schema
        showNotice(tr("<b>Only Metadesk's setting keeps this session read-only.</b> The role %1 may write to these "
                      "tables; for an audit, connect with a role that may only read.")
                       .arg(read.roleMayWriteWho.toHtmlEscaped()),
                   true);
    }
    updateChrome();
    return true;
}

GenerationLogDialog* MainWindow::openGenerationLog() {
    if (!m_conn)
        return nullptr;
    auto* dialog = new GenerationLogDialog(*m_conn, this); // read at once: it keeps no hold on the connection
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    return dialog;
}

ConnectionSettingsDialog* MainWindow::openConnectionSettings() {
    if (!m_conn)
        return nullptr;
    const DatabaseUrl url = m_conn->url();
    const ConnectionProfile profile = ProfileStore().findByUrl(url);
    auto* dialog =
        new ConnectionSettingsDialog(url, profile.isValid() ? profile.displayName : url.toDisplayString(), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // The overview reads the thresholds at each refresh: read again now rather than at the next tick.
    connect(dialog, &ConnectionSettingsDialog::thresholdsChanged, this, [this] {
        if (m_workspace->homePage())
            m_workspace->homePage()->refresh();
        if (m_workspace->queuePage()->isAvailable())
            m_workspace->queuePage()->refresh(); // its marks and the thresholds it names
    });
    // Administration: the AI spend chart draws the caps.
    connect(dialog, &ConnectionSettingsDialog::aiBudgetChanged, this, [this] {
        if (m_workspace->isAdministrationShown())
            m_workspace->administrationPageIfMade()->refresh();
    });
    dialog->show();
    return dialog;
}

void MainWindow::openMigrations() {
    if (!m_conn)
        return;
    if (!m_migrationPanel) {
        m_migrationPanel = new MigrationPanel(m_conn->url(), m_requestedReadOnly, this, m_conn->isStandby());
        connect(m_migrationPanel, &MigrationPanel::schemaChanged, this, &MainWindow::reloadSchema);
    }
    m_migrationPanel->show();
    m_migrationPanel->raise();
    m_migrationPanel->activateWindow();
}

void MainWindow::reloadSchema() {
    if (!m_conn)
        return;
    // A dialog open over the window (a row being edited, a delete being confirmed) holds the connection and the
    // page it works on: reopen once it is closed.
    if (QApplication::activeModalWidget()) {
        QTimer::singleShot(250, this, &MainWindow::reloadSchema);
        return;
    }
    const DatabaseUrl url = m_conn->url();
    const Location here = m_workspace->currentLocation();
    QString error;
    if (!openDatabase(url, m_requestedReadOnly, &error)) {
        reportOpenError(error);
        return;
    }
    if (!here.table.isEmpty() && m_workspace->navigatorModel()->indexOfTable(here.table).isValid())
        m_workspace->navigate(here);
}

void MainWindow::closeDatabase() {
    m_access->detach();
    m_flowHistory->detach();
    m_credentials->detach();
    m_dashboardHistory->detach();
    m_chatTranscript->detach();
    m_aiChatTranscript->detach();
    m_retireSource->detach();
    m_llmUsage->detach();
    m_personPreferences->detach();
    m_adminRow->detach(); // Administration
    m_contracts->detach();
    m_instantiateTemplate->detach();
    m_exportDashboard->detach();
    m_importDashboard->detach();
    m_edit->detach();
    if (m_migrationPanel)
        m_migrationPanel->deleteLater();
    m_migrationPanel = nullptr;
    m_workspace->close();
    FetchWorker::dropReady();
    m_conn.reset();
    m_statuses.clear();
    m_readOnly = false;
    m_ui->infoBar->hide();
    showStartPage();
    updateChrome();
}

QString MainWindow::notice() const {
    return m_ui->infoBar->isVisible() ? m_ui->infoLabel->text() : QString();
}

void MainWindow::showNotice(const QString& html, bool warning) {
    m_ui->infoLabel->setText(html);
    // The tone's text on its background, both from the palette and made again when the theme changes: fixed light
    // backgrounds left the dark theme's light text unreadable on them.
    const theme::Tone tone = warning ? theme::Tone::Warning : theme::Tone::Neutral;
    theme::setToneBox(m_ui->infoBar, tone, QStringLiteral("#infoBar"));
    theme::setTone(m_ui->infoLabel, tone);
    m_ui->infoBar->show();
}

void MainWindow::stackShown() {
    m_edit->setWorkspaceShown(isOpen() && m_ui->stack->currentWidget() == m_workspace);
    updateChrome();
}

void MainWindow::returnToWorkspace() {
    if (isOpen())
        m_ui->stack->setCurrentWidget(m_workspace);
}

void MainWindow::updateChrome() {
    const bool open = isOpen() && m_ui->stack->currentWidget() == m_workspace;
    const bool behind = isOpen() && !open; // the start page in front of an open database
    m_ui->backAction->setEnabled(behind || (open && m_workspace->canGoBack()));
    m_ui->forwardAction->setEnabled(open && m_workspace->canGoForward());
    m_ui->refreshAction->setEnabled(open);
    m_homeAction->setEnabled(behind || (open && !m_workspace->isHomeShown()));
    m_ui->exportAction->setEnabled(open && m_workspace->currentPage());
    m_ui->copyAction->setEnabled(open && m_workspace->currentPage());
    m_ui->findAction->setEnabled(open && m_workspace->currentPage());
    m_ui->closeAction->setEnabled(isOpen());
    for (const char* name : {"migrationsAction", "integrityAction", "connectionSettingsAction", "generationLogAction"})
        if (auto* action = findChild<QAction*>(QString::fromLatin1(name)))
            action->setEnabled(isOpen());
    if (m_queueAction)
        m_queueAction->setEnabled(open && m_workspace->queuePage()->isAvailable());
    if (m_adminAction) // Administration
        m_adminAction->setEnabled(open && m_workspace->isAdministrationAvailable());
    if (!isOpen()) {
        setWindowTitle(tr("Metadesk"));
        m_connectionLabel->setText(tr("Not connected"));
        m_readOnlyBadge->hide();
        m_standbyLabel->hide();
        return;
    }
    if (m_conn->isStandby())
        m_standbyLabel->setText(
            m_standbyLag ? tr("Hot standby · %1 s behind the primary").arg(QLocale().toString(*m_standbyLag, 'f', 1))
                         : tr("Hot standby · nothing replayed yet"));
    m_standbyLabel->setVisible(m_conn->isStandby());
    const DatabaseUrl& url = m_conn->url();
    setWindowTitle(m_readOnly ? tr("%1 [read-only] — Metadesk").arg(url.shortName())
                              : tr("%1 — Metadesk").arg(url.shortName()));
    QStringList revisions;
    for (const SchemaStatus& s : m_statuses)
        if (s.isPresent())
            revisions << tr("%1 %2").arg(platforms::displayName(s.platform),
                                         !s.current.isEmpty() ? s.current
                                         : !s.adoptAt.isEmpty()
                                             ? tr("without a revision record (the schema of %1)").arg(s.adoptAt)
                                             : tr("without a revision record"));
    m_connectionLabel->setText(tr("%1 · %2").arg(url.toDisplayString(), revisions.join(QStringLiteral(" · "))));
    m_readOnlyBadge->setVisible(m_readOnly);
}

void MainWindow::openFileInteractively() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open SQLite Database"), QString(),
                                                      tr("SQLite databases (*.db *.sqlite *.sqlite3);;All files (*)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!openDatabase(DatabaseUrl::sqliteFile(path), false, &error))
        reportOpenError(error);
}

void MainWindow::exportView() {
    TablePage* page = m_workspace->currentPage();
    if (!isOpen() || !page)
        return;
    const TableQuery query = page->model()->tableQuery(); // the rows the grid shows, reference labels searched
    ExportController::exportView(this, m_conn->url(), query,
                                 page->model()->isCountExact() ? page->model()->rowCount() : -1);
}

void MainWindow::copySelection() {
    if (TablePage* page = m_workspace->currentPage())
        page->copySelection();
}

void MainWindow::reportOpenError(const QString& error) {
    // The sentence to read; what the driver said under Details, as every refusal has it.
    QString details;
    QMessageBox box(QMessageBox::Warning, tr("Open Database"), connectErrorSentence(error, &details), QMessageBox::Ok,
                    this);
    box.setObjectName(QStringLiteral("openError"));
    box.setDetailedText(details);
    box.exec();
}

QString MainWindow::serverVersion() const {
    if (!m_conn || !m_conn->isPostgres())
        return {};
    QSqlQuery q(m_conn->db());
    if (q.exec(QStringLiteral("SHOW server_version")) && q.next())
        return tr("PostgreSQL %1").arg(q.value(0).toString());
    return {};
}

void MainWindow::showAbout() {
    AboutDialog dialog(serverVersion(), this);
    dialog.exec();
}

void MainWindow::showPreferences() {
    PreferencesDialog dialog(this);
    dialog.exec();
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::MouseButtonPress && isActiveWindow()) {
        const auto* mouse = static_cast<QMouseEvent*>(event);
        if (mouse->button() == Qt::BackButton && m_ui->backAction->isEnabled()) {
            m_workspace->goBack();
            return true;
        }
        if (mouse->button() == Qt::ForwardButton && m_ui->forwardAction->isEnabled()) {
            m_workspace->goForward();
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

} // namespace metadesk
