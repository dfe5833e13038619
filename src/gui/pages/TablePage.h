#pragma once

#include "core/catalog/TableDescriptor.h"
#include "core/db/DatabaseUrl.h"
#include "core/query/QuerySpec.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QHash>
#include <QWidget>

#include <memory>

class QLabel;
class QTimer;

namespace metadesk {

class AuditFilterFields;
class Catalog;
class FilterBar;
class VirtualTableView;
class WindowedTableModel;

/// One table of a platform: the filter bar, the grid over a WindowedTableModel, and a status line with the count.
class TablePage : public QWidget {
    Q_OBJECT
public:
    /// `catalog` is the open database's reconciled catalog: the grid's workers share it (references are shown by
    /// name) instead of reading the schema again.
    TablePage(const TableDescriptor& table, const DatabaseUrl& url, bool readOnly,
              std::shared_ptr<const Catalog> catalog, QWidget* parent = nullptr);
    ~TablePage() override;
    /// A page of the workspace's stack, whose height does not follow its width. Qt's stacked layout asks each of its
    /// pages, shown or not, for a height at a width whenever one of them has such a height, on every layout pass,
    /// and each answer lays out every wrapped label of the page again: most of the window's first show went there
    /// (measured with callgrind: 39 passes, 326M instructions of the 733M from start to the first rows on screen).
    /// The pages of the window's stacks answer no, and lay their wrapped texts out in the height they are given.
    bool hasHeightForWidth() const override { return false; }

    const TableDescriptor& table() const { return m_table; }
    WindowedTableModel* model() const { return m_model; }
    VirtualTableView* grid() const { return m_grid; }
    FilterBar* filterBar() const { return m_filter; }

    QuerySpec querySpec() const;
    /// Shows the given sort and filter (history, a followed reference).
    void setQuerySpec(const QuerySpec& spec);

    /// The highlighted rows are held by identity (primary key; the hidden key for a table without one), not by row
    /// number: every action takes them from here. A row read again in another place (a refresh, a sort, a page read
    /// again with newer data, Back) is found again by its identity, or the page says it is gone.
    static constexpr int kHeldRows = 1000;

    /// The values of the row the detail pane shows (catalog order): the current row when it is highlighted, else the
    /// one highlighted row; empty when there is none, or its values are not read yet.
    QVariantList selectedValues() const;
    /// The highlighted record is being found again in a new order (a sort, F5): no values for it meanwhile.
    bool isFindingCurrent() const;
    /// The highlighted current row is placed, and its page is still being read (a record found far from the view):
    /// no values for it meanwhile.
    bool isReadingCurrent() const;
    /// Of those values, the texts whose stored bytes are not UTF-8, as those bytes, by column
    /// (WindowedTableModel::StoredBytesRole).
    QHash<int, QByteArray> selectedStoredBytes() const;
    /// What identifies the current row (see kHeldRows); empty when there is none. For history.
    QVariantList selectedKey() const;
    /// The primary key of the one highlighted row, in the table's key order: empty when no row or several rows are
    /// highlighted, or the table has no primary key. What Edit, Duplicate and the domain actions act on.
    QVariantList selectedPrimaryKey() const;
    /// The identities of every highlighted row, in row order. Empty with *why when they cannot be told: none
    /// highlighted, more than kHeldRows, or some still being read.
    QList<QVariantList> selectedIdentities(QString* why = nullptr) const;
    int highlightedRowCount() const;
    /// Selects the row with this identity once the model has found where it is now (says so when it is gone).
    /// `rowsKept`: the rows the page holds are as they were when it was left (not read again since), so a record
    /// highlighted there already stays highlighted while the database is asked where it is.
    void selectKey(const QVariantList& identity, bool rowsKept = false);
    /// Reads everything again and keeps the highlighted rows highlighted where they still exist (F5).
    void refresh();
    /// After the user's own change: reads everything again and highlights the row with this identity (a new or
    /// edited row), or nothing (a deleted one), without calling the row gone.
    void refreshAfterChange(const QVariantList& identity);
    /// Ctrl+C: the selected rows (with a header line), or the current row, as tab-separated text.
    void copySelection();
    /// The line under the grid that says what became of a row the page was asked to find ("… is gone").
    QString selectionNotice() const;

signals:
    /// The selected row changed (values in catalog order; empty when nothing is selected).
    void rowSelected(const QVariantList& values);
    /// The user changed the sort or the filter.
    void querySpecChanged(const QuerySpec& spec);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// A highlighted row: where it is shown and what it is (empty identity: its page was not read yet).
    struct Held {
        int row = -1;
        QVariantList identity;
    };
    /// A row being found again by its identity.
    struct Wanted {
        QVariantList identity;
        QString label;
        quint64 choice = 0; ///< the user's choice it belongs to: a newer choice wins
        bool current = false;
        /// highlighted where it is found; a current row that was not (the focus frame alone) only gets the frame back
        bool highlight = true;
        bool announce = false; ///< say so when it is gone
        int row = -1;          ///< where it was found, while that row is not counted in yet or not verified
        int shownAt = -1;      ///< still highlighted where the kept rows show it, while the database is asked
        int attempts = 0;
        quint64 request = 0; ///< the model's locateRow() asked for it: only that request's answer is its answer
        /// asked while the model read the order of a sort no index serves: found when that pass ends, seconds later,
        /// while the user reads the first rows; highlighted where it is then, without moving the view. So is a row
        /// whose place came more than kLateFindMs after it was asked, with the new order's first rows shown meanwhile
        /// (counting the rows before it read a large table: 2.2-2.7 s on ten million SQLite runs).
        bool late = false;
        /// asked for by the program to go to this record (a link, Back): the view goes there however long it takes
        bool follow = false;
        qint64 askedAt = 0; ///< m_clock's time when its place was asked
    };
    /// How long after it was asked a row's place is a late find (see Wanted::late).
    static constexpr qint64 kLateFindMs = 1000;
    /// The grid shows rows of the reading now (the first screen, or wherever the user went).
    bool showsRows() const;

    /// The notice floats over the grid's foot, so the grid keeps its height as notices come and go (a line of its
    /// own moved the rows' bottom edge, and shrank the screen of rows by one, at every sort cancelled or row found).
    void placeNotice();
    /// The column order the user dragged this table's columns into, kept across sessions (Settings::ColumnOrder).
    void restoreColumnOrder();
    void saveColumnOrder();
    void applyFilter();
    /// What the status line says of a sort or filter no live index serves; empty when one does.
    QString unindexedNotice() const;
    /// The sort column as the header names it.
    QString sortLabel() const;
    /// Whether an index of the live schema has the sort column (it may still not serve the order: ties out of key
    /// order); the status line and its tooltip say the same.
    bool sortColumnIndexed() const;
    /// Why a sort is read in one pass, in full (the status line's tooltip while unindexedNotice() says it short).
    QString unindexedWhy() const;
    /// Stops reading the order of a sort no index serves; the sort before it comes back.
    void cancelOrder();
    void updateStatus();
    /// Says `text` on the status line in place of the rows' count, which comes back a few seconds later.
    void sayForAWhile(const QString& text);
    /// Puts `text` on the status line. While a notice of a sort or filter no index serves stands (`hold`), the line
    /// keeps the most lines it has needed at its present width: its progress words change as the rows are read and
    /// wrap differently, and the grid above it would jump with each change.
    void setStatusText(const QString& text, bool hold);
    void emitSelection();
    void gridSelectionChanged();
    void holdChoice();
    void modelWasReset();
    void pageArrived(int first, int last);
    void rowLocated(const QVariantList& identity, int row, bool exists, quint64 request);
    /// Finds these rows again by identity, taking them off the grid's highlight until they are found.
    /// Takes these records off the highlight (and the whole highlight, where it was too large to keep).
    void takeOffHighlight(const QList<QVariantList>& identities);
    void relocate(const QList<Wanted>& rows);
    void placeFound();
    /// Scrolls to the current highlighted row a late find left where it is (the notice's "Show it").
    void showCurrent();
    void setNotice(const QString& text);
    QString labelAt(int row) const;
    int heldIndexOfRow(int row) const;
    /// The model row selectedValues() reads (-1: none, or not verified).
    int selectedRow() const;
    bool verified(int row, const QVariantList& identity) const;

    TableDescriptor m_table;
    WindowedTableModel* m_model = nullptr;
    FilterBar* m_filter = nullptr;
    AuditFilterFields* m_audit = nullptr; ///< audit_logs only: actor, action, target type, time range
    QTimer* m_auditSettle = nullptr;
    VirtualTableView* m_grid = nullptr;
    QLabel* m_status = nullptr;
    /// A copy's word on the status line stands a few seconds, then the line says the rows again (sayForAWhile).
    QTimer* m_statusBack = nullptr;
    bool m_statusHeld = false; ///< setStatusText's hold: the line's height does not shrink at this width
    int m_statusHeldWidth = -1;
    /// While a reading has nothing to show yet (a sort read in one pass sorts the whole table before its first row:
    /// 15-20 s for ten million runs on PostgreSQL; a filter few rows pass may walk millions of index entries before
    /// its first screen), the status line counts the seconds, so a wait with no figure is not taken for a stalled one.
    QTimer* m_waitTick = nullptr;
    QElapsedTimer m_waitSince;
    /// The whole seconds of the present wait, once they are worth saying (two or more); 0 before, and when none.
    qint64 waitedSeconds() const;
    bool m_resetting = false; ///< between the model's modelAboutToBeReset and modelReset
    QLabel* m_notice = nullptr;
    QLabel* m_empty = nullptr;

    QList<Held> m_held;          ///< the highlighted rows, in row order (none past kHeldRows: see m_heldOverflow)
    bool m_heldOverflow = false; ///< more rows highlighted than held
    QVariantList m_currentIdentity;
    QString m_currentLabel;
    quint64 m_choice = 0; ///< counts the user's changes of the highlight
    QList<Wanted> m_wanted;
    QElapsedTimer m_clock;       ///< since the page opened: when a row's place was asked (Wanted::askedAt)
    int m_selecting = 0;         ///< >0 while the page changes the grid's highlight itself
    bool m_announceNext = false; ///< the next relocation comes from F5 or history: a row gone is worth a word
};

} // namespace metadesk
