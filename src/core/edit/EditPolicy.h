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

    bool canEditAnything() const { return canInsert || canUpdate || canDelete; }
    static EditPolicy forTable(const TableDescriptor& table);
};

} // namespace metadesk
