#pragma once

#include "core/catalog/TableDescriptor.h"

#include <QByteArray>
#include <QHash>
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
    /// Insert / Update: values written back exactly as they were read (stored form), for the columns nobody typed in:
    /// what Undo, Duplicate and "Re-create with my values" carry. Never converted through an editor, so every byte
    /// (ciphertext, microseconds, a JSON document's key order) stays as it was. `values` wins where both name a column.
    QVariantMap carried;
    /// SQLite: carried texts whose stored bytes are not UTF-8 (a QString would hold U+FFFD in their place), as those
    /// bytes: written back as text byte for byte (an Undo of a delete).
    QHash<QString, QByteArray> carriedTextBytes;

    static ChangeSet insert(const QString& table, const QVariantMap& values);
    static ChangeSet update(const QString& table, const QVariantMap& original, const QVariantMap& values);
    static ChangeSet remove(const QString& table, const QVariantMap& original);
    /// Insert the row `stored` (stored form) as it was, every column carried: Undo of a delete.
    static ChangeSet restore(const QString& table, const QVariantMap& stored);

    /// The primary key of the original row, in the table's key order.
    QVariantList originalKey(const TableDescriptor& descriptor) const;
    /// Update: the columns whose typed or carried value differs from the original; Insert: the columns given a value
    /// (a carried NULL included: the row had it, a database default must not replace it).
    QStringList changedColumns(const TableDescriptor& descriptor) const;
    /// The value a column will hold after the change, in edit form (typed, else carried, else the original).
    QVariant after(const TableDescriptor& descriptor, const QString& column) const;
    /// Whether the column's new value is carried (stored form) rather than typed.
    bool isCarried(const QString& column) const { return !values.contains(column) && carried.contains(column); }
    static QString kindName(Kind kind);
};

} // namespace metadesk
