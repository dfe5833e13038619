#pragma once

#include "TableDescriptor.h"

#include <memory>

namespace metadesk {

class LiveSchema;

/// Every table of both platforms, described once (catalog/TabulariaCatalog.cpp, catalog/HolotableCatalog.cpp).
///
/// instance() is what Metadesk knows. An open database has its own catalog, reconciled() with its live schema
/// (DbConnection::catalog()): only the columns the database has, the ones the catalog does not describe added by their
/// type, and the tables it does not know listed as "Other tables", read-only.
class Catalog {
public:
    /// A column somewhere that points at a table (for "Referenced by").
    struct Reference {
        QString table;
        ForeignKeyDescriptor foreignKey;
    };

    /// The compiled catalog: every table and column Metadesk describes.
    static const Catalog& instance();
    /// The compiled catalog met with a database's live schema (see CatalogReconciler.cpp).
    static std::shared_ptr<const Catalog> reconciled(const LiveSchema& live);

    const QList<TableDescriptor>& tables() const { return m_tables; }
    /// The described tables of one platform, in the catalog's order.
    QList<TableDescriptor> tables(Platform platform) const;
    /// Tables the database has that the catalog does not describe, by name.
    QList<TableDescriptor> otherTables() const;
    const TableDescriptor* table(const QString& name) const;
    /// Every column of every table that refers to `table`, enforced or not.
    QList<Reference> referencesTo(const QString& table) const;
    /// The table the platform records what people did in (Tabularia's `audit_logs`, Holotable's `audit_log` from its
    /// revision 012), when this database has it as the catalog describes it; else null.
    const TableDescriptor* auditTable(Platform platform) const;

    /// The navigator section of tables the catalog does not describe.
    static QString otherTablesSection();

private:
    Catalog();
    explicit Catalog(QList<TableDescriptor> tables);
    QList<TableDescriptor> m_tables;
};

namespace catalog {
/// Defined in TabulariaCatalog.cpp and HolotableCatalog.cpp.
QList<TableDescriptor> tabulariaTables();
QList<TableDescriptor> holotableTables();
} // namespace catalog

} // namespace metadesk
