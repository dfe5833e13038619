#include "ElidedLabel.h"

#include <QEvent>

namespace metadesk {

ElidedLabel::ElidedLabel(QWidget* parent) : QLabel(parent) {}

void ElidedLabel::setFullText(const QString& text) {
    m_full = text;
    setToolTip(text);
    setAccessibleName(text);
    updateGeometry();
    fit();
}

QSize ElidedLabel::sizeHint() const {
    return {fontMetrics().horizontalAdvance(m_full) + 4, QLabel::sizeHint().height()};
}

QSize ElidedLabel::minimumSizeHint() const {
    // It gives way first: down to the mark alone, so that its text never widens a row past its pane.
    return {fontMetrics().horizontalAdvance(QChar(0x2026)), QLabel::sizeHint().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent* event) {
    QLabel::resizeEvent(event);
    fit();
}

void ElidedLabel::changeEvent(QEvent* event) {
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange) { // a bigger font (a title's) takes more room for the same text
        updateGeometry();
        fit();
    }
}

void ElidedLabel::fit() {
    setText(fontMetrics().elidedText(m_full, Qt::ElideRight, width()));
}

} // namespace metadesk
