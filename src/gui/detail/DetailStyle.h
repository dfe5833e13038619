#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

namespace metadesk::detailstyle {

/// True when the palette's base is dark: colours for text on it then come from the light end of each hue.
bool isDark(const QPalette& palette);
/// Secondary text (field names, counts of zero, hints): the text colour halfway towards the background.
QColor muted(const QPalette& palette);
/// Something wrong with the data, not with the program (a dangling reference, JSON that does not parse).
QColor warning(const QPalette& palette);
/// `#rrggbb`, for rich text and style sheets.
QString css(const QColor& colour);

} // namespace metadesk::detailstyle
