#include "EditPolicy.h"

#include <QCoreApplication>

namespace metadesk {

namespace {
QString tr(const char* text) {
    return QCoreApplication::translate("metadesk::EditPolicy", text);
}
} // namespace

EditPolicy EditPolicy::forTable(const TableDescriptor& t) {
    EditPolicy p;
    p.readOnlyColumns = t.primaryKey;
    if (!t.described) {
        p.reason = tr("Metadesk does not know %1, so it knows none of its rules: it is shown read-only.").arg(t.label);
        return p;
    }
    if (t.primaryKey.isEmpty()) {
        p.reason = tr("%1 has no key, so a row cannot be singled out for a change.").arg(t.label);
        return p;
    }
    struct Rule {
        TableBehaviour behaviour;
        const char* why;
    };
    static const Rule readOnly[] = {
        {TableBehaviour::AppendOnly,
         QT_TRANSLATE_NOOP("metadesk::EditPolicy", "%1 is append-only: its rows are history and never change.")},
        {TableBehaviour::Counter,
         QT_TRANSLATE_NOOP("metadesk::EditPolicy", "%1 holds counters the platform adds to; they are not edited.")},
        {TableBehaviour::Ephemeral,
         QT_TRANSLATE_NOOP("metadesk::EditPolicy", "%1 is ephemeral: the scheduler writes and sweeps its rows.")},
        {TableBehaviour::Outbox,
         QT_TRANSLATE_NOOP("metadesk::EditPolicy", "%1 is an outbox the scheduler sends from; it is not edited here.")},
        {TableBehaviour::Queue,
         QT_TRANSLATE_NOOP("metadesk::EditPolicy", "%1 is the job queue: orchestrators claim and update its rows.")},
        {TableBehaviour::MirrorColumn,
         QT_TRANSLATE_NOOP("metadesk::EditPolicy",
                           "%1 keeps a column in step with another source of truth; it changes through its own "
                           "operation, not a generic edit.")},
        {TableBehaviour::SoftDelete,
         QT_TRANSLATE_NOOP("metadesk::EditPolicy",
                           "%1 is soft-deleted and versioned by the platform; it changes through its own operations.")},
    };
    for (const Rule& rule : readOnly) {
        if (t.has(rule.behaviour)) {
            p.reason = QCoreApplication::translate("metadesk::EditPolicy", rule.why).arg(t.label);
            return p;
        }
    }
    p.canInsert = p.canUpdate = true;
    p.canDelete = true;
    for (const ColumnDescriptor& c : t.columns) {
        // A secret is stored in the platform's own format (a bcrypt hash, a Fernet token, sealed ciphertext): typed
        // text would be stored as is, which the platform cannot read. Its own operations set it.
        if (c.kind == ColumnKind::Secret)
            p.readOnlyColumns << c.name;
        // The last editor is whoever saves: the write path sets it.
        if (c.lastEditor)
            p.readOnlyColumns << c.name;
    }
    if (t.has(TableBehaviour::Tombstone)) {
        // Rows others point at are tombstoned, never deleted: that is the platform's operation, not a generic one.
        p.canDelete = false;
        if (!t.softDeleteColumn.isEmpty())
            p.readOnlyColumns << t.softDeleteColumn;
        p.reason = tr("%1 rows are tombstoned rather than deleted.").arg(t.label);
    }
    return p;
}

} // namespace metadesk
