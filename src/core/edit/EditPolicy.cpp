#include "EditPolicy.h"

#include "core/rules/HolotableRules.h"

#include <QCoreApplication>

namespace metadesk {

namespace {
QString tr(const char* text) {
    return QCoreApplication::translate("metadesk::EditPolicy", text);
}

/// Columns whose value only the platform's own code sets, whatever the table's behaviour: a secret is stored in the
/// platform's own format (a bcrypt hash, a Fernet token, sealed ciphertext), the last editor is whoever saves.
QStringList platformSetColumns(const TableDescriptor& t) {
    QStringList out;
    for (const ColumnDescriptor& c : t.columns)
        if (c.kind == ColumnKind::Secret || c.lastEditor || HolotableRules::platformWritten(t, c.name))
            out << c.name;
    return out;
}
} // namespace

EditPolicy EditPolicy::forOperation(const TableDescriptor& t, const QStringList& writes,
                                    const QList<QStringList>& takesOver) {
    EditPolicy p;
    p.canInsert = p.canUpdate = p.canDelete = true;
    QStringList readOnly = t.primaryKey + platformSetColumns(t);
    if (!t.softDeleteColumn.isEmpty())
        readOnly << t.softDeleteColumn;
    if (!t.mirrorColumn.isEmpty())
        readOnly << t.mirrorColumn;
    for (const QString& c : std::as_const(readOnly))
        if (!writes.contains(c) && !p.readOnlyColumns.contains(c))
            p.readOnlyColumns << c;
    for (const QStringList& key : takesOver)
        if (t.uniqueKeys.contains(key))
            p.uniqueKeysTakenOver << key;
    return p;
}

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
            if (const QStringList inPlace = HolotableRules::inPlaceColumns(t); !inPlace.isEmpty()) {
                // Metadata about the row, outside what the operations own, is still edited in place: every other
                // column stays read-only, and rows are neither added nor removed here.
                p.canUpdate = true;
                for (const ColumnDescriptor& c : t.columns)
                    if (!inPlace.contains(c.name) && !p.readOnlyColumns.contains(c.name))
                        p.readOnlyColumns << c.name;
            }
            return p;
        }
    }
    p.canInsert = p.canUpdate = true;
    p.canDelete = true;
    // Typed text in a secret would be stored as is, which the platform cannot read: its own operations set it.
    p.readOnlyColumns << platformSetColumns(t);
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
