#pragma once

#include <QColor>
#include <QPalette>
#include <QString>

#include <functional>

class QWidget;

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

/// Keeps a widget's style sheet made from its window's palette: set now, and again after every change of that palette,
/// so that a theme chosen while the widget is open recolours it. Calling it again replaces the maker.
void keepStyled(QWidget* widget, std::function<QString(const QPalette&)> sheet);
/// The widget's text in a tone's colour, kept across theme changes; `more` is added to the same rule (a font size).
void setTone(QWidget* widget, Tone tone, const QString& more = {});
/// A notice box: the tone's text on its quiet background, bordered in a colour between the two, kept across theme
/// changes. `selector` names what the rule applies to (the widget's class by default).
void setToneBox(QWidget* widget, Tone tone, const QString& selector = {});
/// `text`, escaped, as rich text in a tone's colour on this palette (for a label rebuilt on a palette change).
QString toneSpan(Tone tone, const QPalette& palette, const QString& text);
/// The colour between a tone's text and its background: a notice's border.
QColor toneBorder(Tone tone, const QPalette& palette);

} // namespace theme
} // namespace metadesk
