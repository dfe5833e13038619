#include "DetailStyle.h"

#include <QWidget>

namespace metadesk::detailstyle {

bool isDark(const QPalette& palette) {
    return palette.color(QPalette::Base).lightness() < 128;
}

QColor muted(const QPalette& palette) {
    const QColor text = palette.color(QPalette::WindowText);
    const QColor window = palette.color(QPalette::Window);
    // 40% of the way to the background still reads (contrast above 4.5:1 on both Fusion palettes).
    return QColor::fromRgbF(text.redF() * 0.6f + window.redF() * 0.4f, text.greenF() * 0.6f + window.greenF() * 0.4f,
                            text.blueF() * 0.6f + window.blueF() * 0.4f);
}

QColor warning(const QPalette& palette) {
    return isDark(palette) ? QColor(0xf5, 0xb9, 0x42) : QColor(0xa3, 0x4a, 0x00);
}

QString css(const QColor& colour) {
    return colour.name(QColor::HexRgb);
}

void setTextColour(QWidget* widget, const QColor& colour) {
    const bool own = widget->testAttribute(Qt::WA_SetPalette);
    if (!colour.isValid()) {
        if (own)
            widget->setPalette(QPalette()); // nothing of its own: every role inherited again
        return;
    }
    if (own && widget->palette().color(QPalette::WindowText) == colour)
        return;
    // Only the text roles are the widget's own; the rest follows its parent (and a change of theme).
    QPalette palette;
    palette.setColor(QPalette::WindowText, colour); // a label's text
    palette.setColor(QPalette::Text, colour);       // a selectable label's
    widget->setPalette(palette);
}

} // namespace metadesk::detailstyle
