#pragma once

#include "TableDescriptor.h"

namespace metadesk {

/// Every table of both platforms, described once (catalog/TabulariaCatalog.cpp, catalog/HolotableCatalog.cpp).
class Catalog {
public:
    /// A column somewhere that points at a table (for "Referenced by").
    struct Reference {
        QString table;
        ForeignKeyDescriptor foreignKey;
    };

    static const Catalog& instance();

    const QList<TableDescriptor>& tables() const { return m_tables; }
    QList<TableDescriptor> tables(Platform platform) const;
    const TableDescriptor* table(const QString& name) const;
    /// Every column of every table that refers to `table`, enforced or not.
    QList<Reference> referencesTo(const QString& table) const;

private:
    Catalog();
    QList<TableDescriptor> m_tables;
};

namespace catalog {
/// Defined in TabulariaCatalog.cpp and HolotableCatalog.cpp.
QList<TableDescriptor> tabulariaTables();
QList<TableDescriptor> holotableTables();
} // namespace catalog

} // namespace metadesk
