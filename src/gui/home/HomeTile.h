#pragma once

#include "core/home/HomeSummary.h"

#include <QPushButton>

namespace metadesk {

/// One figure of the home view as a button: the number large, what it counts under it, a status colour at its edge.
/// Clicking it (or Enter/Space with the focus on it) opens the rows it counts.
class HomeTile : public QPushButton {
    Q_OBJECT
public:
    explicit HomeTile(QWidget* parent = nullptr);

    void setFigure(const HomeFigure& figure);
    const HomeFigure& figure() const { return m_figure; }
    /// The number as shown ("1,204").
    QString valueText() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    /// The number's font: larger and bold.
    QFont valueFont() const;
    /// Beside the number (paintEvent): the inner edge at the left (10 px, the frame and the status colour) and the
    /// text's indent (4 px), the inner edge at the right (8 px).
    static constexpr int kValueMargins = 10 + 4 + 8;

    HomeFigure m_figure;
};

} // namespace metadesk
