#pragma once

#include "Location.h"
#include "core/db/DatabaseUrl.h"
#include "core/schema/SchemaStatus.h"

#include <QHash>
#include <QModelIndex>
#include <QSet>
#include <QWidget>

#include <memory>

class QLineEdit;
class QSortFilterProxyModel;
class QSplitter;
class QTimer;
class QStackedWidget;
class QTreeView;

namespace metadesk {

class Catalog;
class HomePage;
class IntegrityPage;
class QueuePage;
class AdministrationPage; // Administration
class DbConnection;
struct HomeLink;
class NavigatorModel;
class RowDetailPane;
class TablePage;
struct TableDescriptor;

/// What the main window shows for an open database: the navigator, the table pages, the detail pane, and the
/// browser-like history across pages and rows.
class Workspace : public QWidget {
    Q_OBJECT
public:
    explicit Workspace(QWidget* parent = nullptr);
    ~Workspace() override;

    /// Shows a database: its platforms' tables and its other tables, as its reconciled catalog has them.
    void open(const DatabaseUrl& url, bool readOnly, const QList<SchemaStatus>& statuses,
              std::shared_ptr<const Catalog> catalog);
    void close();

    /// Shows a table (with a sort and filter, and a row to select), recording it in the history.
    void navigate(const Location& location);
    /// Puts the keyboard in the navigator's filter box: type, then Enter opens the first table that matches and Down
    /// walks the list.
    void focusNavigator();
    /// Shows the home view (the database's overview), recording it in the history.
    void goHome();
    bool isHomeShown() const;
    /// Shows the Integrity page, recording it in the history.
    void showIntegrity();
    bool isIntegrityShown() const;
    /// Shows the run queue (Tabularia databases), recording it in the history.
    void showQueue();
    bool isQueueShown() const;
    // Administration
    /// Shows Tabularia's administration tables, on the tab of `table` when it has one (else the tab last shown).
    void showAdministration(const QString& table = {});
    bool isAdministrationShown() const;
    /// Opens the row of `table` that `columns` = `values` name (an integrity finding's), filtered to it.
    void openRow(const QString& table, const QStringList& columns, const QVariantList& values);
    /// Opens what a home figure counts: its table with its filter and sort.
    void openLink(const HomeLink& link);
    /// Opens a table filtered to `column = value` (a followed reference, a "Referenced by" entry).
    void openFiltered(const QString& table, const QString& column, const QVariant& value);
    bool canGoBack() const { return m_index > 0; }
    bool canGoForward() const { return m_index + 1 < m_history.size(); }
    void goBack();
    void goForward();
    /// F5: counts and rows read again; the selected row stays selected where it still exists.
    void refresh();
    /// A write through this window changed `table` (empty: tables not known). The navigator counts it again, with
    /// the audit table the write path added its entry to and the tables that refer to it (rows the delete took or
    /// emptied with it); every page kept for Back is read again when it is shown next; the current page too when
    /// `current` (a dialog wrote, not the page itself).
    void written(const QString& table, bool current);
    /// The same for a write that changed several tables (an operation's OperationPlan::tables()).
    void written(const QStringList& tables, bool current);

    TablePage* currentPage() const;
    NavigatorModel* navigatorModel() const { return m_navigator; }
    QTreeView* navigatorView() const { return m_tree; }
    RowDetailPane* detailPane() const { return m_detail; }
    HomePage* homePage() const { return m_home; }
    IntegrityPage* integrityPage() const { return m_integrity; }
    QueuePage* queuePage() const { return m_queue; }
    /// Administration: the page is made when first asked for (it is seldom the first thing shown, and its tables
    /// and chart cost the start-up a tenth of the window's building); it then opens on the database open now.
    AdministrationPage* administrationPage();
    /// The page if it has been made, else null.
    AdministrationPage* administrationPageIfMade() const { return m_admin; }
    /// Whether the open database has the page's tables (without making the page).
    bool isAdministrationAvailable() const;
    /// The window's connection, handed to the page now or when it is made.
    void attachAdministration(const DbConnection* connection, bool readOnly);
    QSplitter* splitter() const { return m_splitter; }
    Location currentLocation() const;

signals:
    void historyChanged();
    void pageChanged(TablePage* page);
    /// A line for the status bar from a page made later (Administration).
    void message(const QString& text);

protected:
    void showEvent(QShowEvent* event) override;
    /// Until the user chooses the navigator's width: wide enough for every table's name in the language shown.
    void fitNavigator();
    /// The counts column as wide as the widest count listed (or its title), measured when the counts or the filter
    /// change.
    void fitCountsColumn();
    int countsColumnWidth() const;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void show(const Location& location);
    void tableActivated(const QModelIndex& index);
    /// The first table the navigator lists under its filter (invalid when none matches).
    QModelIndex firstTable(const QModelIndex& parent = {}) const;
    void recordCurrent();
    /// Ctrl+Tab: the keyboard focus to the next pane (the tables, the rows or overview, the detail pane), or back.
    void focusPane(int step);
    TablePage* pageFor(const QString& table);
    /// The detail pane shows only while a row is selected; the grid takes its room otherwise.
    void showDetail(const TableDescriptor* table, const QVariantList& values,
                    const QHash<int, QByteArray>& storedBytes = {});
    void saveSplitter();
    void rememberTable(const QString& table);

    DatabaseUrl m_url;
    bool m_readOnly = true;
    std::shared_ptr<const Catalog> m_catalog;
    NavigatorModel* m_navigator = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QLineEdit* m_navFilter = nullptr;
    QTreeView* m_tree = nullptr;
    QTimer* m_fitCounts = nullptr;
    QStackedWidget* m_pages = nullptr;
    HomePage* m_home = nullptr;
    IntegrityPage* m_integrity = nullptr;
    QueuePage* m_queue = nullptr;
    AdministrationPage* m_admin = nullptr; // Administration: made on demand
    const DbConnection* m_adminConn = nullptr;
    bool m_adminReadOnly = true;
    RowDetailPane* m_detail = nullptr;
    QSplitter* m_splitter = nullptr;
    int m_navigatorWidth = 260;
    int m_detailWidth = 360; ///< what the detail pane gets when it shows again
    bool m_sized = false;
    /// The navigator's width is the user's (saved, or dragged): fitNavigator() leaves it alone.
    bool m_navigatorWidthChosen = false;
    bool m_restoringLast = false;
    QHash<QString, TablePage*> m_pageByTable;
    QList<QString> m_pageOrder; // most recent last: old pages are closed past a limit
    QSet<QString> m_stalePages; // kept pages whose rows predate a write: read again when shown
    /// The sort, search and conditions of each table shown this session, so a page closed past the limit comes back
    /// as it was left.
    QHash<QString, QuerySpec> m_keptSpecs;
    QList<Location> m_history;
    int m_index = -1;
    bool m_restoring = false;
};

} // namespace metadesk
