#pragma once

#include <QStyledItemDelegate>

namespace metadesk {

/// Paints DiffModel's cells: the old side of a removed or changed line on red, the new side of an added or changed
/// line on green, the changed words on a stronger tint of the same, a side without a line greyed, a fold row as one
/// quiet band. Text in the fixed-width font, clipped rather than elided (a line of code reads by its start), the
/// full line in the tooltip. Colours follow the palette (light or dark); the marks column says the same in
/// characters.
class DiffDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    /// The background of a side of a row kind (an invalid colour: the base), and the one for its changed words.
    static QColor background(int kind, bool oldSide, const QPalette& palette);
    static QColor markBackground(int kind, bool oldSide, const QPalette& palette);
};

} // namespace metadesk
