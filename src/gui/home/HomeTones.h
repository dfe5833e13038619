#pragma once

#include "core/home/HomeSummary.h"
#include "gui/style/Theme.h"

#include <QColor>
#include <QPalette>

namespace metadesk {

/// A home figure's tone in the theme's terms.
inline theme::Tone toneOf(HomeFigure::Tone tone) {
    switch (tone) {
    case HomeFigure::Tone::Good:
        return theme::Tone::Good;
    case HomeFigure::Tone::Warning:
        return theme::Tone::Warning;
    case HomeFigure::Tone::Bad:
        return theme::Tone::Bad;
    case HomeFigure::Tone::Neutral:
        break;
    }
    return theme::Tone::Neutral;
}

/// A run status's colour in charts (always beside its name in words: never colour alone).
inline QColor runStatusColour(const QString& status, const QPalette& palette) {
    if (status == QLatin1String("SUCCESS"))
        return theme::toneColour(theme::Tone::Good, palette);
    if (status == QLatin1String("FAILURE"))
        return theme::toneColour(theme::Tone::Bad, palette);
    if (status == QLatin1String("STARTED"))
        return theme::isDark(palette) ? QColor(0x8a, 0xb4, 0xf8) : QColor(0x1a, 0x5f, 0xb4);
    if (status == QLatin1String("PENDING"))
        return theme::isDark(palette) ? QColor(0xbd, 0xc1, 0xc6) : QColor(0x70, 0x75, 0x7a);
    return theme::toneColour(theme::Tone::Warning, palette);
}

} // namespace metadesk
