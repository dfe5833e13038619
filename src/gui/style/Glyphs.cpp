#include "Glyphs.h"

#include <QGuiApplication>
#include <QIconEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPalette>
#include <QPixmap>
#include <QStyleOption>
#include <QtMath>

#include <cmath>

namespace metadesk::glyphs {

namespace {

QColor colourFor(QIcon::Mode mode) {
    const QPalette palette = QGuiApplication::palette();
    switch (mode) {
    case QIcon::Disabled:
        return palette.color(QPalette::Disabled, QPalette::ButtonText);
    case QIcon::Selected:
        return palette.color(QPalette::Active, QPalette::HighlightedText);
    case QIcon::Normal:
    case QIcon::Active:
        break;
    }
    return palette.color(QPalette::Active, QPalette::ButtonText);
}

/// Left becomes right on the 16 × 16 grid.
void mirror(QPainter& p) {
    p.translate(16, 0);
    p.scale(-1, 1);
}

/// Draws on a 16 × 16 grid, the painter already scaled to the icon's square.
void draw(QPainter& p, Glyph glyph, const QColor& colour) {
    QPen pen(colour, 1.5, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
    p.setPen(pen);
    p.setBrush(Qt::NoBrush);
    switch (glyph) {
    case Glyph::Back:
    case Glyph::Forward:
        // Back points the way a line of text begins: left, or right in a right-to-left layout.
        if ((glyph == Glyph::Forward) != QGuiApplication::isRightToLeft())
            mirror(p);
        p.drawLine(QPointF(13, 8), QPointF(3.5, 8));
        p.drawPolyline(QPolygonF({QPointF(7.5, 4), QPointF(3.5, 8), QPointF(7.5, 12)}));
        break;
    case Glyph::Refresh: {
        // Three quarters and more of a circle, its head at the upper right going clockwise into the gap.
        const double start = qDegreesToRadians(45.0);
        p.drawArc(QRectF(3, 3, 10, 10), 45 * 16, 300 * 16);
        const QPointF along(std::sin(start), std::cos(start)); // clockwise, in the painter's y-down axes
        const QPointF across(along.y(), -along.x());
        const QPointF tip = QPointF(8 + 5 * std::cos(start), 8 - 5 * std::sin(start)) + 0.6 * along;
        p.drawPolyline(QPolygonF({tip - 3 * along + 3 * across, tip, tip - 3 * along - 3 * across}));
        break;
    }
    case Glyph::Export:
        p.drawLine(QPointF(8, 2), QPointF(8, 10));
        p.drawPolyline(QPolygonF({QPointF(4.5, 6.5), QPointF(8, 10), QPointF(11.5, 6.5)}));
        p.drawPolyline(QPolygonF({QPointF(2.5, 10.5), QPointF(2.5, 13.5), QPointF(13.5, 13.5), QPointF(13.5, 10.5)}));
        break;
    case Glyph::Databases: {
        const QRectF top(3, 2, 10, 3.5);
        p.drawEllipse(top);
        p.drawLine(QPointF(3, 3.75), QPointF(3, 12.25));
        p.drawLine(QPointF(13, 3.75), QPointF(13, 12.25));
        p.drawArc(QRectF(3, 6.25, 10, 3.5), 180 * 16, 180 * 16);
        p.drawArc(QRectF(3, 10.5, 10, 3.5), 180 * 16, 180 * 16);
        break;
    }
    case Glyph::Home:
        p.drawPolyline(QPolygonF({QPointF(2, 8), QPointF(8, 2.5), QPointF(14, 8)}));
        p.drawPolyline(QPolygonF({QPointF(4, 6.5), QPointF(4, 13.5), QPointF(12, 13.5), QPointF(12, 6.5)}));
        p.drawPolyline(QPolygonF({QPointF(6.75, 13.5), QPointF(6.75, 9.5), QPointF(9.25, 9.5), QPointF(9.25, 13.5)}));
        break;
    case Glyph::NewRow:
        p.drawLine(QPointF(8, 3), QPointF(8, 13));
        p.drawLine(QPointF(3, 8), QPointF(13, 8));
        break;
    case Glyph::EditRow:
        p.drawPolygon(QPolygonF(
            {QPointF(10.5, 2.5), QPointF(13.5, 5.5), QPointF(5.5, 13.5), QPointF(2.5, 13.5), QPointF(2.5, 10.5)}));
        p.drawLine(QPointF(8.75, 4.25), QPointF(11.75, 7.25));
        break;
    case Glyph::DeleteRow:
        p.drawLine(QPointF(2.5, 4), QPointF(13.5, 4));
        p.drawPolyline(QPolygonF({QPointF(6, 4), QPointF(6, 2.25), QPointF(10, 2.25), QPointF(10, 4)}));
        p.drawPolyline(QPolygonF({QPointF(4, 4), QPointF(4.75, 13.75), QPointF(11.25, 13.75), QPointF(12, 4)}));
        p.drawLine(QPointF(6.75, 6.75), QPointF(7, 11.25));
        p.drawLine(QPointF(9.25, 6.75), QPointF(9, 11.25));
        break;
    case Glyph::Clear: {
        // A filled disc with the cross cut out, as desktops draw a search field's clear button.
        QColor disc = colour;
        disc.setAlphaF(disc.alphaF() * 0.55);
        p.setPen(Qt::NoPen);
        p.setBrush(disc);
        p.drawEllipse(QRectF(2, 2, 12, 12));
        p.setCompositionMode(QPainter::CompositionMode_DestinationOut);
        p.setPen(QPen(Qt::black, 1.6, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(QPointF(5.75, 5.75), QPointF(10.25, 10.25));
        p.drawLine(QPointF(10.25, 5.75), QPointF(5.75, 10.25));
        break;
    }
    case Glyph::More:
        if (QGuiApplication::isRightToLeft())
            mirror(p);
        p.drawPolyline(QPolygonF({QPointF(3.5, 4.5), QPointF(7, 8), QPointF(3.5, 11.5)}));
        p.drawPolyline(QPolygonF({QPointF(8.5, 4.5), QPointF(12, 8), QPointF(8.5, 11.5)}));
        break;
    }
}

class GlyphEngine final : public QIconEngine {
public:
    explicit GlyphEngine(Glyph glyph) : m_glyph(glyph) {}

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State) override {
        const int side = qMin(rect.width(), rect.height());
        if (side <= 0)
            return;
        painter->save();
        painter->setRenderHint(QPainter::Antialiasing);
        painter->translate(rect.x() + (rect.width() - side) / 2.0, rect.y() + (rect.height() - side) / 2.0);
        painter->scale(side / 16.0, side / 16.0);
        draw(*painter, m_glyph, colourFor(mode));
        painter->restore();
    }

    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override {
        return scaledPixmap(size, mode, state, 1.0);
    }

    /// QIcon asks with the size in device pixels already (the logical size times the ratio).
    QPixmap scaledPixmap(const QSize& pixels, QIcon::Mode mode, QIcon::State state, qreal scale) override {
        if (pixels.isEmpty())
            return QPixmap();
        // Drawn on an image, not on the pixmap: an image is the same on every platform plugin and thread.
        QImage image(pixels, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        {
            QPainter painter(&image);
            paint(&painter, QRect(QPoint(0, 0), pixels), mode, state);
        }
        QPixmap pixmap = QPixmap::fromImage(image);
        pixmap.setDevicePixelRatio(scale);
        return pixmap;
    }

    QSize actualSize(const QSize& size, QIcon::Mode, QIcon::State) override {
        const int side = qMin(size.width(), size.height());
        return QSize(side, side);
    }

    QList<QSize> availableSizes(QIcon::Mode, QIcon::State) override {
        return {QSize(16, 16), QSize(22, 22), QSize(24, 24), QSize(32, 32), QSize(48, 48), QSize(64, 64)};
    }

    bool isNull() override { return false; }
    QString key() const override { return QStringLiteral("metadesk-glyph"); }
    QIconEngine* clone() const override { return new GlyphEngine(m_glyph); }

private:
    Glyph m_glyph;
};

} // namespace

QIcon icon(Glyph glyph) {
    return QIcon(new GlyphEngine(glyph));
}

Style::Style() : QProxyStyle(QStringLiteral("Fusion")) {}

QIcon Style::standardIcon(StandardPixmap standardIcon, const QStyleOption* option, const QWidget* widget) const {
    switch (standardIcon) {
    case SP_LineEditClearButton:
        return icon(Glyph::Clear);
    case SP_ToolBarHorizontalExtensionButton:
        return icon(Glyph::More);
    case SP_ArrowBack:
        return icon(Glyph::Back);
    case SP_ArrowForward:
        return icon(Glyph::Forward);
    case SP_BrowserReload:
        return icon(Glyph::Refresh);
    default:
        break;
    }
    return QProxyStyle::standardIcon(standardIcon, option, widget);
}

void Style::drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
                          const QWidget* widget) const {
    const auto* header = qstyleoption_cast<const QStyleOptionHeader*>(option);
    if (element == PE_IndicatorHeaderArrow && header && header->sortIndicator != QStyleOptionHeader::None) {
        // QHeaderView gives an ascending column SortDown, which Fusion draws pointing down.
        QStyleOptionHeader flipped = *header;
        flipped.sortIndicator = header->sortIndicator == QStyleOptionHeader::SortUp ? QStyleOptionHeader::SortDown
                                                                                    : QStyleOptionHeader::SortUp;
        QProxyStyle::drawPrimitive(element, &flipped, painter, widget);
        return;
    }
    QProxyStyle::drawPrimitive(element, option, painter, widget);
}

void Style::drawComplexControl(ComplexControl control, const QStyleOptionComplex* option, QPainter* painter,
                               const QWidget* widget) const {
    // QtGui hands a fill of more than 95 spans to its pool: a rectangle's pixel rows, or a line's pixels where it
    // blends them one by one (a translucent line, as Fusion draws along a scroll bar). Bands of 64 pixels across
    // the bar's length keep every fill under that; the bar is drawn once per band, clipped to it (0.02 ms a band).
    constexpr int kBand = 64;
    const QRect rect = option ? option->rect : QRect();
    const bool vertical = rect.height() > rect.width();
    const int length = vertical ? rect.height() : rect.width();
    if (control != CC_ScrollBar || length <= kBand + 31) {
        QProxyStyle::drawComplexControl(control, option, painter, widget);
        return;
    }
    for (int from = 0; from < length; from += kBand) {
        painter->save();
        painter->setClipRect(vertical ? QRect(rect.left(), rect.top() + from, rect.width(), kBand)
                                      : QRect(rect.left() + from, rect.top(), kBand, rect.height()),
                             Qt::IntersectClip);
        QProxyStyle::drawComplexControl(control, option, painter, widget);
        painter->restore();
    }
}

} // namespace metadesk::glyphs
