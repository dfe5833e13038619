#pragma once

#include "core/catalog/TableDescriptor.h"

namespace metadesk {

/// What the generic edit path may do to a table, from the behaviours the seeds state. Tables whose rows are
/// append-only, immutable, counters, mirrors, queues, outboxes or ephemeral are left read-only here: their domain
/// operations (appending a version, renaming a dashboard, tombstoning a source) come as their own operations, so a
/// generic edit never breaks their rule.
struct EditPolicy {
    bool canInsert = false;
    bool canUpdate = false;
    bool canDelete = false;
    /// Why something is not allowed (one sentence, for tooltips and refusals); empty when everything is.
    QString reason;
    /// Columns the generic path never writes (keys after insert, a tombstone, a mirror).
    QStringList readOnlyColumns;
    /// Unique keys the writer does not check before writing: a domain operation checks them itself (a partial key,
    /// such as one live orchestration per flow, holds only for the rows its condition selects). Empty for the generic
    /// edit, which checks every key.
    QList<QStringList> uniqueKeysTakenOver;

    bool canEditAnything() const { return canInsert || canUpdate || canDelete; }
    static EditPolicy forTable(const TableDescriptor& table);
    /// What a domain operation may do to `table`: insert, update and delete (the operation is the table's rule, also
    /// where the generic edit is refused), with the columns the generic edit never writes still read-only — the key,
    /// secrets, the last editor, a tombstone or soft-delete column, a mirror — except those it names in `writes`; and
    /// every unique key checked except those it names in `takesOver`.
    static EditPolicy forOperation(const TableDescriptor& table, const QStringList& writes = {},
                                   const QList<QStringList>& takesOver = {});
};

} // namespace metadesk
