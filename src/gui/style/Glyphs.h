#pragma once

#include <QIcon>
#include <QProxyStyle>

namespace metadesk {

/// The application's own icons: simple line drawings made for any size and any palette, in the palette's text colour
/// (greyed when disabled, the highlight's text colour when selected). Like the Fusion style, they look the same on
/// every desktop, follow the light and the dark theme at once, and cost nothing to make: no file is read and the
/// desktop's icon theme is never consulted (its first use parses the theme's whole index, a tenth of the work before
/// the first window appears).
namespace glyphs {

enum class Glyph {
    Back,      ///< a left arrow
    Forward,   ///< a right arrow
    Refresh,   ///< a circling arrow
    Export,    ///< an arrow down into a tray
    Databases, ///< a database's cylinder: the start page and its connections
    Home,      ///< a house: the overview
    NewRow,    ///< a plus
    EditRow,   ///< a pencil
    DeleteRow, ///< a bin
    Clear,     ///< a cross in a circle: a line edit's clear button
    More,      ///< two chevrons: a toolbar's or a menu bar's overflow
};

QIcon icon(Glyph glyph);

/// Fusion, with the standard icons Metadesk's windows show at start drawn as glyphs: a line edit's clear button and a
/// toolbar's overflow (the style asks the icon theme for both), the arrows and reload. A column sorted ascending
/// shows ▲ and descending ▼, as in the database tools admins know (QHeaderView hands Fusion the other way round).
class Style : public QProxyStyle {
public:
    Style();
    QIcon standardIcon(StandardPixmap standardIcon, const QStyleOption* option = nullptr,
                       const QWidget* widget = nullptr) const override;
    void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                       const QWidget* widget = nullptr) const override;
    /// A scroll bar is drawn in bands across its length. QtGui splits a large fill into pieces it runs on its thread
    /// pool and waits for; Fusion's scroll bar is such fills, and a grid's repaint waited for the pool's threads each
    /// time (on a busy two-core machine, one paint stalled 17-36 ms, waiting, for 1-3 ms of work). In bands the same
    /// drawing stays on the GUI thread.
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex* option, QPainter* painter,
                            const QWidget* widget = nullptr) const override;
};

} // namespace glyphs
} // namespace metadesk
