#pragma once

#include <QColor>
#include <QPalette>
#include <QSyntaxHighlighter>

namespace metadesk {

/// Colours pretty-printed JSON: keys, strings, numbers and true/false/null each in their own hue, and the
/// punctuation subdued, in shades chosen for the palette's background (light or dark).
class JsonHighlighter : public QSyntaxHighlighter {
    Q_OBJECT
public:
    struct Colours {
        QColor key;
        QColor string;
        QColor number;
        QColor keyword; ///< true, false, null
        QColor punctuation;
    };
    /// The scheme for text on `palette`'s base colour; the tree view uses the same one.
    static Colours coloursFor(const QPalette& palette);

    JsonHighlighter(QTextDocument* document, const QPalette& palette);
    /// Follows a palette change (light to dark) and colours the text again.
    void setPalette(const QPalette& palette);

protected:
    void highlightBlock(const QString& text) override;

private:
    Colours m_colours;
};

} // namespace metadesk
