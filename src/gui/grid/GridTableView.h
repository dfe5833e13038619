#pragma once

#include <QTableView>

namespace metadesk {

/// The inner view of VirtualTableView: a QTableView that repaints less, and more cheaply.
///
/// QTableView strokes each grid line with a one-pixel pen, which the raster engine draws pixel by pixel: a third of a
/// repaint once the cells' text is cached (GridCellDelegate). Here QTableView's own grid pen is Qt::NoPen and the
/// same lines, in the same colour and places, are filled after it has painted the cells. Setting another gridStyle()
/// gives the grid back to QTableView.
///
/// A change of several cells makes a QTableView repaint its whole viewport. Pages arrive for rows of the window that
/// may be off screen, or cover part of it: here only the band of rows changed that is on screen is repainted.
class GridTableView : public QTableView {
    Q_OBJECT
public:
    explicit GridTableView(QWidget* parent = nullptr);

protected:
    void paintEvent(QPaintEvent* event) override;
    void dataChanged(const QModelIndex& topLeft, const QModelIndex& bottomRight, const QList<int>& roles) override;
};

} // namespace metadesk
