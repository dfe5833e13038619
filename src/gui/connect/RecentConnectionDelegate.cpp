#include "RecentConnectionDelegate.h"
#include "gui/style/Theme.h"

#include <QApplication>
#include <QDateTime>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QRegularExpression>

namespace metadesk {

namespace {
constexpr int kHMargin = 10;
constexpr int kVMargin = 7;
constexpr int kLineGap = 2;

QFont nameFont(const QFont& base) {
    QFont font = base;
    font.setBold(true);
    return font;
}

QFont smallFont(const QFont& base) {
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * 0.9);
    return font;
}
} // namespace

QString RecentConnectionDelegate::whenText(const QDateTime& when) {
    if (!when.isValid())
        return {};
    const QDateTime local = when.toLocalTime();
    const QDate today = QDate::currentDate();
    // Minutes are enough here, whatever seconds the locale's short format carries.
    QString format = QLocale().timeFormat(QLocale::ShortFormat);
    format.remove(QRegularExpression(QStringLiteral("[:.]ss?")));
    const QString time = QLocale().toString(local.time(), format);
    if (local.date() == today)
        return tr("Today %1").arg(time);
    if (local.date() == today.addDays(-1))
        return tr("Yesterday %1").arg(time);
    return QLocale().toString(local.date(), QLocale::ShortFormat);
}

void RecentConnectionDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option,
                                     const QModelIndex& index) const {
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QWidget* widget = opt.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    // The item's panel (selection, hover, alternating colour) from the style; the text is drawn below.
    opt.text.clear();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const bool selected = opt.state & QStyle::State_Selected;
    const QPalette::ColorGroup group = opt.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    const QColor textColor = opt.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
    QColor dimColor = textColor;
    dimColor.setAlphaF(0.62f);

    const QRect area = opt.rect.adjusted(kHMargin, kVMargin, -kHMargin, -kVMargin);
    const QFont bold = nameFont(opt.font);
    const QFont small = smallFont(opt.font);
    const QFontMetrics boldMetrics(bold);
    const QFontMetrics smallMetrics(small);

    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);

    // Right column: the read-only mark above, the time last opened below.
    int rightWidth = 0;
    const QString when = whenText(index.data(LastUsedRole).toDateTime());
    rightWidth = qMax(rightWidth, smallMetrics.horizontalAdvance(when));
    QRect badge;
    const QString badgeText = tr("read-only");
    if (index.data(ReadOnlyRole).toBool()) {
        const int w = smallMetrics.horizontalAdvance(badgeText) + 12;
        const int h = smallMetrics.height() + 2;
        badge = QRect(area.right() - w + 1, area.top() + (boldMetrics.height() - h) / 2, w, h);
        rightWidth = qMax(rightWidth, w);
        QPainterPath path;
        path.addRoundedRect(badge, 3, 3);
        painter->fillPath(path, theme::toneBackground(theme::Tone::Warning, option.palette));
        painter->setFont(small);
        painter->setPen(theme::toneColour(theme::Tone::Warning, option.palette));
        painter->drawText(badge, Qt::AlignCenter, badgeText);
    }
    const int textRight = area.right() - (rightWidth > 0 ? rightWidth + 12 : 0);

    const QRect nameRect(area.left(), area.top(), textRight - area.left(), boldMetrics.height());
    painter->setFont(bold);
    painter->setPen(textColor);
    painter->drawText(nameRect, Qt::AlignLeft | Qt::AlignVCenter,
                      boldMetrics.elidedText(index.data(Qt::DisplayRole).toString(), Qt::ElideRight, nameRect.width()));

    const int secondTop = area.top() + boldMetrics.height() + kLineGap;
    QString url = index.data(UrlRole).toString();
    if (index.data(MissingRole).toBool())
        url = tr("%1 — file not found").arg(url);
    const QRect urlRect(area.left(), secondTop, textRight - area.left(), smallMetrics.height());
    painter->setFont(small);
    painter->setPen(dimColor);
    // Elided in the middle: both the host and the database name matter more than what lies between.
    painter->drawText(urlRect, Qt::AlignLeft | Qt::AlignVCenter,
                      smallMetrics.elidedText(url, Qt::ElideMiddle, urlRect.width()));
    if (!when.isEmpty()) {
        const QRect whenRect(textRight, secondTop, area.right() - textRight + 1, smallMetrics.height());
        painter->drawText(whenRect, Qt::AlignRight | Qt::AlignVCenter, when);
    }
    painter->restore();
}

QSize RecentConnectionDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
    Q_UNUSED(index);
    const QFontMetrics boldMetrics(nameFont(option.font));
    const QFontMetrics smallMetrics(smallFont(option.font));
    return {300, boldMetrics.height() + kLineGap + smallMetrics.height() + 2 * kVMargin};
}

} // namespace metadesk
