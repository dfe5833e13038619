#include "HomeTile.h"

#include "HomeTones.h"
#include "gui/detail/DetailStyle.h"
#include "gui/style/Theme.h"

#include <QLocale>
#include <QPainter>
#include <QStyleOptionButton>
#include <QStylePainter>

namespace metadesk {

HomeTile::HomeTile(QWidget* parent) : QPushButton(parent) {
    setCursor(Qt::PointingHandCursor);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void HomeTile::setFigure(const HomeFigure& figure) {
    m_figure = figure;
    setObjectName(QStringLiteral("homeTile_") + figure.id);
    // What a screen reader says, and the text tests and keyboard users find the tile by.
    setText(tr("%1: %2").arg(figure.label, valueText()));
    setAccessibleName(text());
    setAccessibleDescription(figure.detail);
    setToolTip(figure.link.isValid() ? tr("%1\nOpen %2").arg(figure.detail, figure.link.table) : figure.detail);
    setEnabled(figure.link.isValid());
    update();
}

QString HomeTile::valueText() const {
    return QLocale().toString(m_figure.value); // a budget is named in the detail line
}

QSize HomeTile::sizeHint() const {
    const QFontMetrics fm(font());
    return {qMax(fm.horizontalAdvance(m_figure.detail) + 28, 190), fm.height() * 4 + 18};
}

QSize HomeTile::minimumSizeHint() const {
    // As narrow as its whole number allows (what it counts and its detail are elided): five tiles in a row fit a
    // 1,100 px window beside the navigator.
    const QFontMetrics fm(font());
    return {qMax(96, QFontMetrics(valueFont()).horizontalAdvance(valueText()) + kValueMargins), fm.height() * 4 + 18};
}

QFont HomeTile::valueFont() const {
    QFont big = font();
    big.setPointSizeF(font().pointSizeF() * 1.7);
    big.setBold(true);
    return big;
}

void HomeTile::paintEvent(QPaintEvent*) {
    QStylePainter p(this);
    QStyleOptionButton option;
    initStyleOption(&option);
    option.text.clear();
    p.drawControl(QStyle::CE_PushButtonBevel, option);
    const QRect inner = rect().adjusted(10, 6, -8, -6);
    const theme::Tone tone = toneOf(m_figure.tone);
    if (tone != theme::Tone::Neutral)
        p.fillRect(QRect(rect().left() + 3, rect().top() + 6, 4, rect().height() - 12),
                   theme::toneColour(tone, palette()));

    const QFont big = valueFont();
    const QFontMetrics bigMetrics(big);
    const QFontMetrics fm(font());
    p.setFont(big);
    p.setPen(tone == theme::Tone::Neutral ? palette().color(QPalette::ButtonText) : theme::toneColour(tone, palette()));
    p.drawText(QRect(inner.left() + 4, inner.top(), inner.width() - 4, bigMetrics.height()),
               Qt::AlignLeft | Qt::AlignVCenter, valueText());
    p.setFont(font());
    p.setPen(palette().color(QPalette::ButtonText));
    const int labelTop = inner.top() + bigMetrics.height();
    p.drawText(QRect(inner.left() + 4, labelTop, inner.width() - 4, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
               fm.elidedText(m_figure.label, Qt::ElideRight, inner.width() - 4));
    p.setPen(detailstyle::muted(palette()));
    p.drawText(QRect(inner.left() + 4, labelTop + fm.height(), inner.width() - 4, fm.height()),
               Qt::AlignLeft | Qt::AlignVCenter, fm.elidedText(m_figure.detail, Qt::ElideRight, inner.width() - 4));
    if (hasFocus()) {
        QStyleOptionFocusRect focus;
        focus.initFrom(this);
        focus.rect = rect().adjusted(3, 3, -3, -3);
        p.drawPrimitive(QStyle::PE_FrameFocusRect, focus);
    }
}

} // namespace metadesk
