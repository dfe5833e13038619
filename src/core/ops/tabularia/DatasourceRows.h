#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QVariantList>
#include <QVariantMap>

namespace metadesk {

class DbConnection;

/// Which rows belong to a Tabularia datasource, defined once: the tables whose rows name it, the column that does,
/// what becomes of them when the datasource goes, and whether the database enforces the reference. The datasource
/// delete (DeleteDatasource) lists and re-reads exactly these; the integrity check's contract rules (a row left naming
/// a datasource that is gone) are made from the ones removed with it; the contract views read a datasource's contract
/// rows through them.
///
/// Read from the platform: routes/datasources.py `delete_datasource` (the runs detached), services/contracts.py
/// `forget` (the three contract tables, no foreign key by design, models/contract.py), models/saved_view.py (a
/// foreign key without ON DELETE).
class DatasourceRows {
    Q_DECLARE_TR_FUNCTIONS(DatasourceRows)
public:
    /// What the platform's delete of the datasource does with a referring row.
    enum class Fate {
        Detached, ///< stays, with the reference emptied (runs)
        Removed,  ///< removed with it, by hand (the contract tables: `forget`)
        Blocks,   ///< the delete cannot go while it exists (saved views)
    };
    struct Reference {
        QString table;
        QString column;
        Fate fate;
        bool foreignKey; ///< the database enforces it; false: kept without one by design
    };

    /// Every reference, in the order the platform's delete handles them (runs, the contract's results, versions and
    /// the contract itself, saved views).
    static const QList<Reference>& references();
    /// The references of one fate, in that order.
    static QList<Reference> withFate(Fate fate);
    /// The reference `table` makes; null when it makes none.
    static const Reference* of(const QString& table);

    /// The ids (ascending) of the rows of `ref` that name datasource `id`; a schema without that table or column has
    /// none.
    static bool ids(const DbConnection& connection, const Reference& ref, const QVariant& id, QVariantList* out,
                    QString* error);
    /// Every reference's ids, keyed by table.
    static bool all(const DbConnection& connection, const QVariant& id, QVariantMap* out, QString* error);
};

} // namespace metadesk
