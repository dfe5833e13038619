#pragma once

#include <QIcon>

namespace metadesk {

/// The application's icon for its windows: the PNGs up to 128 pixels embedded as :/icons/metadesk-<size>.png (rendered
/// from the packaging's SVG at build time), read by Qt GUI itself, with no SVG engine or image plugin.
QIcon applicationIcon();

} // namespace metadesk
