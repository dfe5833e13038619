#pragma once

#include "core/edit/ChangeSet.h"

#include <QList>

namespace metadesk {

class DbConnection;

/// One reason a row cannot be written: a column's (shown next to its field) or the row's (column empty).
struct FieldProblem {
    QString column;
    QString message;
};

/// The schema's rules for a row about to be written, in two tiers (like a dialog's updateOkButton / tryAccept):
/// cheap checks on the values alone, run as the user types; database checks (unique keys naming the row that holds
/// the value, references that must exist, no cycles) run on accept, inside the write's transaction.
class RowValidator {
public:
    explicit RowValidator(const TableDescriptor& table);

    /// Required fields, number and JSON syntax, enum values, exactly-one-of, the table's own pairings.
    QList<FieldProblem> checkValues(const ChangeSet& change) const;
    /// One field's cheap problems (for inline messages); empty when fine.
    QString checkField(const QString& column, const QVariant& value) const;
    /// Unique keys, references, cycles. False with *error when the database could not be asked.
    bool checkDatabase(const DbConnection& connection, const ChangeSet& change, QList<FieldProblem>* problems,
                       QString* error) const;

    /// Would setting `parent` as the no-cycle column of the row keyed `self` make it its own ancestor? The chain
    /// from `parent` upwards is walked in the database (bounded, so an existing cycle cannot loop forever).
    static bool wouldCycle(const DbConnection& connection, const TableDescriptor& table, const QVariant& self,
                           const QVariant& parent, bool* cycles, QString* error);

    /// The change as the platform would store it: text of a trimmed or e-mail column (ColumnDescriptor::textRule)
    /// without its outer spaces, so "finance " is checked and written as "finance"; a number typed as the user writes
    /// it ("1.234,5" in German) as its plain literal (numerictext), one that reads two ways left for checkField() to
    /// refuse. Carried values, and values left as they were read, stay as read.
    static ChangeSet normalized(const TableDescriptor& table, const ChangeSet& change);
    /// Whether `text` has the shape of an e-mail address the platform takes: a local part, one "@", and a domain of
    /// dot-separated labels, without spaces (so a reserved domain such as corp.local passes, and so do letters beyond
    /// ASCII, which an identity provider may send).
    static bool isEmailAddress(const QString& text);

    /// What a new row gets for `column` when it is left out and the database has no default: the platform's own
    /// field default, from the catalog (ColumnDescriptor::insertDefault), in edit form; an invalid QVariant when it
    /// has none. An empty text where that default is "" is a value, not a missing one.
    static QVariant platformDefault(const ColumnDescriptor& column);
    /// Whether a new row may leave `column` empty because something else fills it (RowWriter's insert): required
    /// marks and the "Required." rule both ask here.
    static bool filledOnInsert(const TableDescriptor& table, const ColumnDescriptor& column);

private:
    const TableDescriptor& m_table;
};

} // namespace metadesk
