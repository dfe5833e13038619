#pragma once

#include "core/catalog/Catalog.h"

#include <QHash>
#include <QString>
#include <QVariant>
#include <QVariantList>

namespace metadesk {

class DbConnection;

/// The SQL behind the detail pane's links and the grid's reference cells: the label of the row a reference points at
/// (one row, or a page's worth at once), and how many rows of each referencing table point at a row ("Referenced by").
///
/// Identifiers come only from the catalog and every value is bound. The statements do not care whether the
/// reference is a foreign key or one the schema keeps without one on purpose: a dangling reference simply finds no
/// row.
class ReferenceQuery {
public:
    struct Statement {
        QString sql;
        QVariantList values;
        QString error; ///< why no statement could be built (a table or column the catalog does not know)

        bool isValid() const { return error.isEmpty(); }
    };

    /// The column that names a row of `table` for people: its labelColumn, else its first key column. Never a
    /// secret: a table labelled by one is named by its key instead.
    static QString labelColumnOf(const TableDescriptor& table);

    /// `SELECT <label> FROM <target> WHERE <targetColumn> = ?`: the label of the row `reference` points at when the
    /// referencing column holds `value`. Names come from `catalog` (the open database's, so they exist there).
    static Statement label(const Catalog& catalog, const ForeignKeyDescriptor& reference, const QVariant& value,
                           bool sqlite);
    /// The most values labels() binds in one statement: a page of the grid at its largest
    /// (WindowedTableModel::setPageSize), well under SQLite's limit on bound parameters.
    static constexpr int maxLabelBatch() { return 5000; }
    /// `SELECT <targetColumn>, <label> FROM <target> WHERE <targetColumn> IN (?, ?, …)`: the labels of the rows
    /// `reference` points at for each of `values` (distinct and not NULL; 1 to maxLabelBatch() of them), in one
    /// statement over the target's key (or unique target column). Each value is bound and cast as label() casts it.
    static Statement labels(const Catalog& catalog, const ForeignKeyDescriptor& reference, const QVariantList& values,
                            bool sqlite);
    /// PostgreSQL: several statements' rows in one round trip, `SELECT * FROM (s0) AS r0 FULL JOIN (s1) AS r1 ON false
    /// …`. Each row holds one statement's columns, in their own types, and NULL in every other's; the values are
    /// bound in the statements' order. Invalid if any part is.
    static Statement together(const QList<Statement>& parts);
    /// `SELECT count(*) FROM <table> WHERE <column> = ?`: the rows of `reference.table` that point at the row whose
    /// referenced column holds `value`.
    static Statement count(const Catalog& catalog, const Catalog::Reference& reference, const QVariant& value,
                           bool sqlite);

    /// Runs label(): true with *found false for a reference to a row that does not exist. False on a database error,
    /// with a sentence and the database's text in *error.
    static bool fetchLabel(const DbConnection& connection, const ForeignKeyDescriptor& reference, const QVariant& value,
                           QVariant* label, bool* found, QString* error);
    /// Runs labels(): *labels gets, by each found value's text (QVariant::toString()), its row's label; a value with no
    /// entry has no row. False on a database error, with a sentence and the database's text in *error.
    static bool fetchLabels(const DbConnection& connection, const ForeignKeyDescriptor& reference,
                            const QVariantList& values, QHash<QString, QVariant>* labels, QString* error);
    /// Runs labels() for each of `references` with its `values` (as fetchLabels takes them) in one statement, the
    /// parts put together(): (*labels)[i] as fetchLabels gives it for references[i]. PostgreSQL only, where each
    /// statement is a round trip; false on a database error, with *error for all of them (the caller may then ask
    /// one reference at a time, to learn which failed).
    static bool fetchLabelsTogether(const DbConnection& connection, const QList<ForeignKeyDescriptor>& references,
                                    const QList<QVariantList>& values, QList<QHash<QString, QVariant>>* labels,
                                    QString* error);
    /// Runs count(); false with a sentence and the database's text in *error.
    static bool fetchCount(const DbConnection& connection, const Catalog::Reference& reference, const QVariant& value,
                           qint64* rows, QString* error);
};

} // namespace metadesk
