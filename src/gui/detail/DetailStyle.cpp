#include "DetailStyle.h"

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

} // namespace metadesk::detailstyle
