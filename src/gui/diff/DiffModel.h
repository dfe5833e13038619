#pragma once

#include "core/diff/JsonDiff.h"

#include <QAbstractTableModel>

namespace metadesk {

/// A DiffResult as the rows of a side-by-side table: old line number, mark, old text, new line number, mark, new
/// text. Runs of unchanged lines longer than twice the context are folded into one row ("12 unchanged lines") that
/// expand() opens. Colours are the delegate's (DiffDelegate); what a row is, is also in words (the marks "-", "+",
/// "~" and Qt::AccessibleTextRole), never in colour alone.
class DiffModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { OldLine, OldMark, OldText, NewLine, NewMark, NewText, ColumnCount };
    enum Role {
        KindRole = Qt::UserRole + 1, ///< int(DiffRow::Kind); -1 for a fold row
        FoldRole,                    ///< the number of lines a fold row hides; 0 otherwise
    };

    explicit DiffModel(QObject* parent = nullptr);

    /// Shows `result`, folding unchanged runs with `context` lines kept around each change.
    void setResult(const DiffResult& result, int context = 3);
    const DiffResult& result() const { return m_result; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    bool isFold(int row) const;
    /// Opens the fold at `row` (its lines take its place); false when the row is not a fold.
    bool expand(int row);
    /// Opens every fold.
    void expandAll();
    /// The DiffRow shown at `row`, or null for a fold row.
    const DiffRow* diffRow(int row) const;
    /// The shown rows where a change begins (a changed row after an unchanged row or a fold), in order.
    QList<int> changeStarts() const;

    /// "-", "+", "~" or "" for the old (or new) side of a kind.
    static QString mark(DiffRow::Kind kind, bool oldSide);

private:
    struct Entry {
        int row = 0;       ///< index in m_result.rows (the first hidden one for a fold)
        int foldCount = 0; ///< > 0: a fold of that many rows
    };
    QString accessibleText(const Entry& e, int column) const;

    DiffResult m_result;
    QList<Entry> m_entries;
};

} // namespace metadesk
