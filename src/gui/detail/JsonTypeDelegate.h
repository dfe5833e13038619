#pragma once

#include <QStyledItemDelegate>

namespace metadesk {

/// Paints a JsonTreeModel in the JsonHighlighter's colours: keys, each value by its type, and the type column muted,
/// so the tree and the text read alike.
class JsonTypeDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

protected:
    void initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const override;
};

} // namespace metadesk
