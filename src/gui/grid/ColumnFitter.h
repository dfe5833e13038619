#pragma once

#include <QObject>
#include <QSet>

class QAbstractItemModel;
class QTableView;

namespace metadesk {

/// Sizes a grid's columns to their header and the rows on screen, once per model, when those rows have arrived
/// (VirtualTableView says when); a width the user set by dragging or double-clicking a header's edge is kept.
///
/// Only the rows shown are measured, never the whole model (resizeColumnsToContents would ask a ten-million-row
/// model for every row), and by their text's width in the view's font rather than the delegate's size hint, which lays
/// each text out. A column grows to at most maximumCharacters() average characters: a long text stays elided rather
/// than take the screen, and the cell's tooltip has it whole.
class ColumnFitter : public QObject {
    Q_OBJECT
public:
    explicit ColumnFitter(QTableView* view);
    ~ColumnFitter() override;

    /// Forgets the fit and the widths the user set: a new model has other columns.
    void reset();
    bool isFitted() const { return m_fitted; }
    /// Whether the user has sized this column (logical index) since the last reset.
    bool isUserSized(int column) const { return m_userSized.contains(column); }
    /// Whether a button is down on the header: a fit waits, not to move an edge under the user's pointer.
    bool isPointerPressed() const { return m_pointerPressed; }

    int maximumCharacters() const { return m_maximumCharacters; }
    void setMaximumCharacters(int characters) { m_maximumCharacters = qMax(4, characters); }
    /// The widest a fit makes a column, in pixels: maximumCharacters(), and never past the header's maximum.
    int maximumWidth() const;

    /// Sizes each column the user has not sized to the wider of its header and the DisplayRole texts of `model`'s
    /// rows firstRow..lastRow (the rows on screen, in `model`, the view's source), within maximumWidth(); then counts
    /// as fitted.
    void fit(const QAbstractItemModel* model, int firstRow, int lastRow);

signals:
    /// The button went up on the header: a fit that waited for it may run.
    void pointerReleased();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void sectionResized(int column);

    QTableView* m_view;
    QSet<int> m_userSized;
    int m_maximumCharacters = 44; ///< about 40 characters of text, and a uuid whole
    bool m_fitted = false;
    bool m_fitting = false;        ///< the sections resized now are ours
    bool m_pointerPressed = false; ///< a button is down on the header: what resizes now is the user's doing
};

} // namespace metadesk
