#pragma once

#include "core/catalog/TableDescriptor.h"
#include "core/edit/ChangeSet.h"
#include "core/edit/RowWriter.h"

#include <QDialog>
#include <QHash>
#include <QVariantMap>

class QRadioButton;

namespace metadesk {

/// Someone changed or deleted the row while it was being edited. Shows, per field, what the user saw, what they
/// typed and what the database holds now, and lets them keep theirs, take the database's, merge field by field, or
/// re-create a row that was deleted meanwhile. Nothing is written by this dialog; the row dialog writes the decision
/// through the same optimistic path.
class ConflictDialog : public QDialog {
    Q_OBJECT
public:
    enum class Decision { Cancel, KeepMine, TakeTheirs, Merge, Recreate };

    /// `saw` and `current` in stored form; `typed` in edit form; `mine` the columns the user changed.
    ConflictDialog(const TableDescriptor& table, const QVariantMap& saw, const QVariantMap& typed,
                   const QStringList& mine, const QVariantMap& current, bool rowGone, QWidget* parent = nullptr);

    /// What applyResolving() ended with.
    struct Outcome {
        WriteResult result; ///< Done, or the refusal / failure / conflict it stopped at
        ChangeSet applied;  ///< the change that was written (Done)
        bool tookTheirs = false;
        bool cancelled = false; ///< the user went back to editing: what they typed must stay
    };
    /// Applies a change through `writer`; on a conflict asks the user (this dialog) and applies their decision over
    /// the row as it is now, until it is written, refused, or they give up. The one conflict loop of every editor.
    static Outcome applyResolving(RowWriter& writer, const TableDescriptor& table, ChangeSet change, QWidget* parent);

    Decision decision() const { return m_decision; }
    /// The values to write over the current row (edit form): everything typed for KeepMine, the chosen fields for
    /// Merge.
    QVariantMap resolvedValues() const;
    /// The fields listed (those that differ anywhere).
    QStringList conflictingColumns() const { return m_columns; }
    /// Merge: choose mine (true) or theirs for a listed field.
    void choose(const QString& column, bool mine);
    void decide(Decision decision);

private:
    const TableDescriptor& m_table;
    QVariantMap m_typed;
    QVariantMap m_current;
    QStringList m_mine;
    QStringList m_columns;
    QHash<QString, QRadioButton*> m_mineButtons;
    Decision m_decision = Decision::Cancel;
};

} // namespace metadesk
