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
class TableOverviewModel;

/// The main window: which database is open, which platforms it holds at which revision, and its tables.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Opens a database; on failure keeps the current one and returns false with a sentence in *error.
    bool openDatabase(const DatabaseUrl& url, bool readOnly, QString* error);
    /// Creates the demo database under the user's data folder on first use, then opens it.
    bool openDemo(QString* error);

    bool isReadOnly() const { return m_readOnly; }
    const QList<SchemaStatus>& schemaStatuses() const { return m_statuses; }
    TableOverviewModel* overviewModel() const { return m_overview; }

    /// Where the demo database lives: <AppDataLocation>/demo.sqlite.
    static QString demoPath();

private:
    void openFileInteractively();
    void openDemoInteractively();
    void showAbout();
    void updateHeadline();

    std::unique_ptr<Ui::MainWindow> m_ui;
    std::unique_ptr<DbConnection> m_conn;
    QList<SchemaStatus> m_statuses;
    TableOverviewModel* m_overview = nullptr;
    QLabel* m_connectionLabel = nullptr;
    QLabel* m_readOnlyBadge = nullptr;
    bool m_readOnly = false;
};

} // namespace metadesk
