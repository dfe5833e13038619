#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

class QWidget;

namespace metadesk::detailstyle {

/// True when the palette's base is dark: colours for text on it then come from the light end of each hue.
bool isDark(const QPalette& palette);
/// Secondary text (field names, counts of zero, hints): the text colour halfway towards the background.
QColor muted(const QPalette& palette);
/// Something wrong with the data, not with the program (a dangling reference, JSON that does not parse).
QColor warning(const QPalette& palette);
/// `#rrggbb`, for rich text and style sheets.
QString css(const QColor& colour);
/// Gives `widget`'s text `colour` through its palette, or, with an invalid colour, the inherited colour again. Not a
/// style sheet: a widget with one gets a style of its own, parsed and polished again on each change, 7 KB and a
/// polish for each of the pane's labels.
void setTextColour(QWidget* widget, const QColor& colour);

} // namespace metadesk::detailstyle
