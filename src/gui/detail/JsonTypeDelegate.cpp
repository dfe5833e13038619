#include "JsonTypeDelegate.h"

#include "DetailStyle.h"
#include "JsonHighlighter.h"
#include "models/JsonTreeModel.h"

namespace metadesk {

QSize JsonTypeDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const {
    // A little air between rows: the default packs them as tightly as the font allows.
    return QStyledItemDelegate::sizeHint(option, index) + QSize(0, 4);
}

void JsonTypeDelegate::initStyleOption(QStyleOptionViewItem* option, const QModelIndex& index) const {
    QStyledItemDelegate::initStyleOption(option, index);
    // Selected rows keep the highlighted-text colour: coloured text on the selection colour does not read.
    if (option->state & QStyle::State_Selected)
        return;
    const JsonHighlighter::Colours colours = JsonHighlighter::coloursFor(option->palette);
    QColor colour;
    switch (index.column()) {
    case JsonTreeModel::KeyColumn:
        colour = colours.key;
        break;
    case JsonTreeModel::TypeColumn:
        colour = detailstyle::muted(option->palette);
        break;
    case JsonTreeModel::ValueColumn:
        switch (JsonTreeModel::Type(index.data(JsonTreeModel::JsonTypeRole).toInt())) {
        case JsonTreeModel::Type::String:
            colour = colours.string;
            break;
        case JsonTreeModel::Type::Number:
            colour = colours.number;
            break;
        case JsonTreeModel::Type::Bool:
        case JsonTreeModel::Type::Null:
            colour = colours.keyword;
            break;
        case JsonTreeModel::Type::Array:
        case JsonTreeModel::Type::Object:
            colour = detailstyle::muted(option->palette);
            break;
        }
        break;
    default:
        break;
    }
    if (colour.isValid())
        option->palette.setColor(QPalette::Text, colour);
}

} // namespace metadesk
