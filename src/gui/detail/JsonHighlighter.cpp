#include "JsonHighlighter.h"

#include "DetailStyle.h"

#include <QRegularExpression>
#include <QTextCharFormat>

namespace metadesk {

JsonHighlighter::Colours JsonHighlighter::coloursFor(const QPalette& palette) {
    Colours c;
    if (detailstyle::isDark(palette)) {
        c.key = QColor(0x7c, 0xc4, 0xff);
        c.string = QColor(0x8c, 0xd9, 0x8a);
        c.number = QColor(0xff, 0xae, 0x5e);
        c.keyword = QColor(0xd7, 0xa8, 0xff);
    } else {
        c.key = QColor(0x0a, 0x55, 0xb0);
        c.string = QColor(0x16, 0x6b, 0x2e);
        c.number = QColor(0xa3, 0x40, 0x00);
        c.keyword = QColor(0x86, 0x3b, 0xd6);
    }
    c.punctuation = detailstyle::muted(palette);
    return c;
}

JsonHighlighter::JsonHighlighter(QTextDocument* document, const QPalette& palette)
    : QSyntaxHighlighter(document), m_colours(coloursFor(palette)) {}

void JsonHighlighter::setPalette(const QPalette& palette) {
    m_colours = coloursFor(palette);
    rehighlight();
}

void JsonHighlighter::highlightBlock(const QString& text) {
    // JSON strings cannot span lines, so each line is coloured on its own. One pass over the tokens keeps a number
    // or keyword inside a string from being coloured as one.
    static const QRegularExpression token(QStringLiteral(
        R"x(("(?:[^"\\]|\\.)*"?)(\s*:)?|(-?\b\d+(?:\.\d+)?(?:[eE][+-]?\d+)?\b)|\b(true|false|null)\b|([{}\[\],:]))x"));
    auto format = [](const QColor& colour) {
        QTextCharFormat f;
        f.setForeground(colour);
        return f;
    };
    for (auto it = token.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (m.capturedLength(1) > 0) {
            const bool isKey = m.capturedLength(2) > 0;
            setFormat(int(m.capturedStart(1)), int(m.capturedLength(1)),
                      format(isKey ? m_colours.key : m_colours.string));
            if (isKey)
                setFormat(int(m.capturedEnd(1)), int(m.capturedLength(2)), format(m_colours.punctuation));
        } else if (m.capturedLength(3) > 0) {
            setFormat(int(m.capturedStart(3)), int(m.capturedLength(3)), format(m_colours.number));
        } else if (m.capturedLength(4) > 0) {
            setFormat(int(m.capturedStart(4)), int(m.capturedLength(4)), format(m_colours.keyword));
        } else if (m.capturedLength(5) > 0) {
            setFormat(int(m.capturedStart(5)), int(m.capturedLength(5)), format(m_colours.punctuation));
        }
    }
}

} // namespace metadesk
