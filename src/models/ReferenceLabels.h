#pragma once

#include "core/catalog/TableDescriptor.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>
#include <QString>
#include <QVariant>

namespace metadesk {

class DbConnection;

/// What a page's reference cells show: for each column that points at another table, the label of the row each value
/// names ("churn_features · 4"), read on the page's worker with the page, in one query per referenced table over its
/// key, bound by the page's distinct values (ReferenceQuery::labels).
///
/// A value no row has is a dangling reference (the seeds keep some without a foreign key on purpose) and reads as the
/// stored value marked "not found", never as a name; NULL stays empty; a row named by its key alone shows the key. A
/// label that is a secret is never read (ReferenceQuery::labelColumnOf names the key instead). Sorting, filtering,
/// editing and copying stay on the stored value: this is only what the cell reads as.
class ReferenceLabels {
    Q_DECLARE_TR_FUNCTIONS(ReferenceLabels)

public:
    /// The columns of a table that point at one table (by the same target column): read together, in one query.
    struct Target {
        QString table;
        QString column;
        QList<int> columns; ///< indexes into the referencing table's columns
        QStringList names;  ///< those columns' names, for messages
    };

    /// The table's references, grouped by the table they point at.
    static QList<Target> plan(const TableDescriptor& table);
    /// Reads the labels of what `rows` (a page, in the table's column order) point at: one statement per target with
    /// at least one value on the page. The targets that fail are left unresolved (their cells show the stored value),
    /// with the first failure in *error; the others are kept.
    static ReferenceLabels fetch(const DbConnection& connection, const QList<Target>& plan,
                                 const QList<QVariantList>& rows, QString* error);

    /// Whether `column`'s values were looked up for this page (false: its cells show the stored value alone).
    bool resolves(int column) const { return m_targetOf.contains(column); }
    /// Whether the table `column` points at names its rows by something other than the key (a name, an email).
    bool isLabelled(int column) const;
    /// The header of the column that labels the rows `column` points at ("Name"); empty where the key names them.
    QString labelName(int column) const;
    /// Statements run to read these labels.
    int queryCount() const { return m_queries; }

    /// What the cell reads as: "label · id", "id — not found", or the stored value alone (`stored`, the cell's text
    /// without a label). Null when the column is not resolved.
    QString display(int column, const QVariant& value, const QString& stored) const;
    /// The cell's tooltip: the label with the whole stored value, or why the row is missing. Null when not resolved.
    QString toolTip(int column, const ForeignKeyDescriptor& reference, const QVariant& value) const;

private:
    struct Entry {
        QString label; ///< as shown; empty when the key names the row or its label is NULL
    };
    struct TargetLabels {
        QHash<QString, Entry> found; ///< by the stored value's text
        QString labelName;
        bool labelled = false;
    };
    const TargetLabels* targetOf(int column) const;

    QList<TargetLabels> m_targets;
    QHash<int, int> m_targetOf; ///< column → index into m_targets, for the resolved columns
    int m_queries = 0;
};

} // namespace metadesk
