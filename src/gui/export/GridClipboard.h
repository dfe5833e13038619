#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QModelIndexList>
#include <QString>

class QAbstractItemModel;
class QAbstractItemView;
class QAction;

namespace metadesk {

/// Copies grid cells as tab-separated text, the form spreadsheets and editors paste as a table.
class GridClipboard {
    Q_DECLARE_TR_FUNCTIONS(GridClipboard)

public:
    /// The rows × columns the selection spans (one rectangle, or the rows and columns of several, blank where a
    /// cell is not selected), in model order: tab-separated, each row ending in a newline; a value holding a tab, a
    /// line break or a quote is quoted, its quotes doubled, as spreadsheets read it back. One cell alone is its text
    /// as it is, without quotes or a newline. Over a WindowedTableModel a value is what the database holds
    /// (RawValueRole as StoredText writes it: full length, no grouping, times as stored, a reference as its id,
    /// NULL as nothing, a secret as its mask); over other models, the DisplayRole text. In UTF-8, except that a
    /// SQLite text stored as bytes that are not UTF-8 (WindowedTableModel::StoredBytesRole) is those bytes; *asStored
    /// says whether one was. (No QString form: it could not hold those bytes.)
    static QByteArray toTsvBytes(const QAbstractItemModel* model, const QModelIndexList& selection, bool withHeaders,
                                 bool* asStored);

    /// Ctrl+C on a grid: the whole rows (with a header line) when rows are selected, else the selected cells.
    /// Columns the view hides are left out. A selection larger than maxRows(), or with rows still loading, is not
    /// copied: the window's status bar says why.
    static void copy(QAbstractItemView* view);
    /// Puts toTsvBytes()'s result on the clipboard: as text, or — when `asStored` — as those bytes for its plain text
    /// (a text not UTF-8 has no exact form as text).
    static void put(const QByteArray& tsv, bool asStored);
    /// What the status bar adds when `asStored`.
    static QString storedBytesNote();
    /// Why a copy that takes a row deleted since its order was read copies nothing (WindowedTableModel::isRowGone).
    static QString goneMessage();

    /// Adds a Copy action (Ctrl+C while the view has focus) that runs copy(view); owned by the view.
    static QAction* install(QAbstractItemView* view);

    /// The most rows one copy takes; Export is the way for more.
    static constexpr int maxRows() { return 10000; }
};

} // namespace metadesk
