#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

namespace metadesk {

/// The application's look: the Fusion style with a light or a dark palette, chosen by the user or following the
/// desktop, and the status colours that read on both.
namespace theme {

enum class Choice { System, Light, Dark };
enum class Tone { Neutral, Good, Warning, Bad };

Choice choiceFromKey(const QString& key);
QString keyOf(Choice choice);

/// Whether the desktop asks for dark: the palette Qt's platform theme gave (a dark Window colour), or GNOME's
/// `color-scheme` setting where Qt does not read it.
bool systemPrefersDark(const QPalette& platformPalette);

/// Applies a choice to the running application (every open window follows at once).
void apply(Choice choice);
/// The choice in effect after apply(): Light or Dark, never System.
bool isDark(const QPalette& palette);

QPalette darkPalette();
QPalette lightPalette();

/// Text colour for a status on this palette: contrast of at least 4.5:1 with the window and base colours.
QColor toneColour(Tone tone, const QPalette& palette);
/// A quiet background for a status chip.
QColor toneBackground(Tone tone, const QPalette& palette);

} // namespace theme
} // namespace metadesk
