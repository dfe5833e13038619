#pragma once

#include "core/catalog/TableDescriptor.h"

#include <QList>
#include <QVariant>

namespace metadesk {

class DbConnection;

/// What deleting one row does to the rows that refer to it, read before the delete is offered: which rows go with
/// it (cascade), which keep their history with the reference emptied (set null), which block the delete, and which
/// will point at nothing by design (references kept without a foreign key).
struct DeleteImpact {
    struct Entry {
        QString table;  ///< referencing table
        QString column; ///< its referencing column
        OnDelete onDelete = OnDelete::NoAction;
        bool enforced = true;
        qint64 rows = 0;
        QString sentence; ///< "3 rows of Group memberships (user) will be deleted with it."
    };
    QList<Entry> entries; ///< only references with rows
    /// Rows that refer to it through a reference without ON DELETE: the delete must be refused while they exist.
    qint64 blockingRows = 0;
    /// Rows deleted with it (cascade): an undo could not bring them back.
    qint64 cascadedRows = 0;
    /// Rows whose reference to it is emptied (set null): an undo would not fill them in again.
    qint64 emptiedRows = 0;
    /// Table-specific notes (a user's audit entries keep their actor_label).
    QStringList notes;

    bool blocks() const { return blockingRows > 0; }

    /// Counts, for the row of `table` whose key column `keyColumn` holds `key`, each reference to it.
    static bool measure(const DbConnection& connection, const TableDescriptor& table, const QVariant& key,
                        DeleteImpact* out, QString* error);
};

} // namespace metadesk
