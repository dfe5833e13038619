#pragma once

#include "core/edit/ChangeSet.h"

#include <QStringList>
#include <QVariantMap>

namespace metadesk {

/// What a domain operation will do, read before anything is written (DESIGN.md, "Domain operations"): the row
/// changes with the originals they were planned on, and the sentences a person reads before saying yes. The dialog
/// shows it, `metadesk-cli … --dry-run` prints it, a test asserts on it; the operation's apply() writes exactly it.
struct OperationPlan {
    /// Why nothing can be done, in words ("run 7 is neither dead, queued too long nor timed out"); empty when the
    /// plan can be applied.
    QString refusal;
    /// The refusal is that the object the operation names does not exist.
    bool notFound = false;
    /// The changes, in the order they are written, each with the row it was planned on (ChangeSet::original).
    QList<ChangeSet> changes;
    /// What the plan does, one sentence each, for a person.
    QStringList sentences;
    /// The row the operation is about as it was read (stored form): shown with a refusal too.
    QVariantMap row;
    /// Facts of the plan its apply() checks again (which rule it was planned under, the thresholds it used).
    QVariantMap facts;

    bool isRefused() const { return !refusal.isEmpty(); }
    /// The tables its changes write, each once, in the order first written: what a window counts again after it.
    QStringList tables() const {
        QStringList names;
        for (const ChangeSet& c : changes)
            if (!names.contains(c.table))
                names << c.table;
        return names;
    }
};

} // namespace metadesk
