#pragma once

#include <QCache>
#include <QFont>
#include <QStyledItemDelegate>
#include <QTextLayout>

namespace metadesk {

/// Paints the grid's cells as QStyledItemDelegate does, pixel for pixel, but keeps each cell's shaped text.
///
/// Qt's own path lays a cell's text out three times per paint (to size it, to elide it, to draw it), and text shaping
/// is most of a grid repaint. Here a single-line text is laid out once per (text, width, alignment) and drawn from
/// that layout on every later paint: rows repainted because a page arrived, the selection moved or the count came in
/// cost a glyph blit per cell. The style still draws the background, the selection and the focus frame. Cells this
/// does not cover (check boxes, icons, wrapped or multi-line text, editing) take QStyledItemDelegate's path.
class GridCellDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    explicit GridCellDelegate(QObject* parent = nullptr);
    ~GridCellDelegate() override;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    /// Texts laid out and kept (at most textCacheLimit()).
    int cachedTextCount() const { return m_layouts.count(); }
    int textCacheLimit() const { return int(m_layouts.maxCost()); }
    void setTextCacheLimit(int texts) { m_layouts.setMaxCost(qMax(1, texts)); }
    /// How many texts were laid out so far: what the cache saved shows against the number of cells painted.
    qint64 layoutCount() const { return m_layoutCount; }

private:
    struct Key {
        QString text;
        int width;
        int alignment;
        int direction;
        bool operator==(const Key& other) const {
            return width == other.width && alignment == other.alignment && direction == other.direction &&
                   text == other.text;
        }
    };
    friend size_t qHash(const Key& key, size_t seed) noexcept {
        return qHashMulti(seed, key.text, key.width, key.alignment, key.direction);
    }
    /// A cell's text, shaped and laid out for drawing. Complete here: QCache deletes it in inline code.
    struct Layout {
        QTextLayout text;
        int height = 0; ///< of the full (not elided) text, which is what the style centres
    };

    /// The text's layout for this cell, made on first use.
    const Layout* layoutFor(const QStyleOptionViewItem& option, const QRect& textRect) const;

    mutable QCache<Key, Layout> m_layouts;
    mutable QFont m_font; ///< the font the cached layouts were made with
    mutable qint64 m_layoutCount = 0;
};

} // namespace metadesk
