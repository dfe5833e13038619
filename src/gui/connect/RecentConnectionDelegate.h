#pragma once

#include <QStyledItemDelegate>

namespace metadesk {

/// Draws a recent connection on two lines: its name (with a "read-only" mark) over its URL, and when it was last
/// opened.
class RecentConnectionDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    /// The data a recent-connections item carries besides its name (Qt::DisplayRole).
    enum Role {
        UrlRole = Qt::UserRole + 1, ///< QString: the URL without password
        ReadOnlyRole,               ///< bool: opened read-only
        IdRole,                     ///< QString: the profile id
        LastUsedRole,               ///< QDateTime
        MissingRole,                ///< bool: an SQLite file no longer there
    };

    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    /// "Today 14:02", "Yesterday 09:30", or the date for anything older.
    static QString whenText(const QDateTime& when);
};

} // namespace metadesk
