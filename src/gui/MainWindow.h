#pragma once

#include "core/db/DatabaseUrl.h"
#include "core/schema/SchemaStatus.h"

#include <QMainWindow>

#include <memory>

class QLabel;

namespace Ui {
class MainWindow;
}

namespace metadesk {

class DbConnection;
class EditController;
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
    /// Creates the demo database under the user's data folder on first use, then opens it.
    bool openDemo(bool readOnly, QString* error);
    void closeDatabase();

    bool isOpen() const;
    bool isReadOnly() const { return m_readOnly; }
    const QList<SchemaStatus>& schemaStatuses() const { return m_statuses; }
    Workspace* workspace() const { return m_workspace; }
    StartPage* startPage() const { return m_start; }
    EditController* editController() const { return m_edit; }
    /// The notice shown above the workspace (schema behind/ahead, a role that could write); empty when hidden.
    QString notice() const;

    /// Where the demo database lives: <AppDataLocation>/demo.sqlite.
    static QString demoPath();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showNotice(const QString& html, bool warning);
    void updateChrome();
    void openFileInteractively();
    void exportView();
    void copySelection();
    void showAbout();
    void reportOpenError(const QString& error);

    std::unique_ptr<Ui::MainWindow> m_ui;
    std::unique_ptr<DbConnection> m_conn;
    QList<SchemaStatus> m_statuses;
    StartPage* m_start = nullptr;
    Workspace* m_workspace = nullptr;
    EditController* m_edit = nullptr;
    QLabel* m_connectionLabel = nullptr;
    QLabel* m_readOnlyBadge = nullptr;
    bool m_readOnly = false;
};

} // namespace metadesk
