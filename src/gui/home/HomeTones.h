#pragma once

#include "core/home/HomeSummary.h"
#include "gui/style/Theme.h"

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

} // namespace metadesk
