#pragma once

#include "core/catalog/TableDescriptor.h"

#include <QVariantMap>

namespace metadesk {

/// One change a person asked for: a row to insert, update or delete, with the values they saw and the values they
/// typed. Everything that writes a platform table goes through one (dialogs, the grid's inline edits, undo, the
/// access-control and project-tree editors), so every write gets the same rules, concurrency check and audit.
struct ChangeSet {
    enum class Kind { Insert, Update, Delete };

    Kind kind = Kind::Update;
    QString table;
    /// Update / Delete: every column of the row as it was read (stored form, see valuecodec), keyed by column name.
    /// The write only happens if the row still holds exactly these values.
    QVariantMap original;
    /// Insert / Update: the values typed (edit form). For an update, columns equal to the original are not written.
    QVariantMap values;

    static ChangeSet insert(const QString& table, const QVariantMap& values);
    static ChangeSet update(const QString& table, const QVariantMap& original, const QVariantMap& values);
    static ChangeSet remove(const QString& table, const QVariantMap& original);

    /// The primary key of the original row, in the table's key order.
    QVariantList originalKey(const TableDescriptor& descriptor) const;
    /// Update: the columns whose typed value differs from the original; Insert: the columns given a value.
    QStringList changedColumns(const TableDescriptor& descriptor) const;
    /// The value a column will hold after the change, in edit form (typed, else the original).
    QVariant after(const TableDescriptor& descriptor, const QString& column) const;
    static QString kindName(Kind kind);
};

} // namespace metadesk
