#pragma once

#include "core/db/DatabaseUrl.h"

#include <QPointer>
#include <QWidget>

#include <memory>

class QAction;
class QModelIndex;
class QPushButton;
class QStandardItemModel;

namespace Ui {
class StartPage;
}

namespace metadesk {

class ConnectDialog;
struct ConnectionProfile;

/// What Metadesk shows before a database is open: what it is, the ways to open one (demo, SQLite file,
/// PostgreSQL) and the recent connections, with a read-only switch for what is opened next.
///
/// It asks for a database; the main window opens it and reports back through noteOpened().
class StartPage : public QWidget {
    Q_OBJECT
public:
    explicit StartPage(QWidget* parent = nullptr);
    /// A page of a stack: no height for width (see TablePage::hasHeightForWidth).
    bool hasHeightForWidth() const override { return false; }
    ~StartPage() override;

    /// The "Read-only (audit browsing)" switch.
    bool isReadOnly() const;
    void setReadOnly(bool readOnly);
    /// While a database stays open behind the page: a button back to it, named (empty: none; Escape goes back too).
    void setReturnTo(const QString& databaseName);
    /// The recent connections as listed (roles in RecentConnectionDelegate::Role).
    QStandardItemModel* recentModel() const { return m_recent; }

signals:
    void demoRequested(bool readOnly);
    /// Back to the database that is still open.
    void returnRequested();
    /// A database to open; a PostgreSQL URL carries the password from the keychain or the prompt.
    void openRequested(const metadesk::DatabaseUrl& url, bool readOnly);

public slots:
    /// Reloads the recent connections from the settings.
    void refreshRecent();
    /// Records a database the main window opened, as the user asked for it (`readOnly` as requested, not as a
    /// schema forced it), and lists it first.
    void noteOpened(const metadesk::DatabaseUrl& url, bool readOnly);
    /// Shows the PostgreSQL connect dialog; an accepted connection is requested with openRequested().
    void connectToPostgres();
    /// Asks for an SQLite file and requests it.
    void openSqliteFile();

private:
    void openRecent(const QModelIndex& index);
    void removeRecent(const QModelIndex& index);
    void showRecentMenu(const QPoint& position);
    /// The profile's password: from the keychain when remembered, else asked for. False when the user cancelled.
    bool passwordFor(const ConnectionProfile& profile, QString* password);

    std::unique_ptr<Ui::StartPage> m_ui;
    QStandardItemModel* m_recent = nullptr;
    QAction* m_removeAction = nullptr;
    QPointer<ConnectDialog> m_connectDialog;
    QPushButton* m_return = nullptr;
};

} // namespace metadesk
