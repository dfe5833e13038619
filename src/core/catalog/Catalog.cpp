#include "Catalog.h"

#include <QObject>

namespace metadesk {

const ColumnDescriptor* TableDescriptor::column(const QString& columnName) const {
    for (const ColumnDescriptor& c : columns)
        if (c.name == columnName)
            return &c;
    return nullptr;
}

int TableDescriptor::columnIndex(const QString& columnName) const {
    for (int i = 0; i < columns.size(); ++i)
        if (columns.at(i).name == columnName)
            return i;
    return -1;
}

const ForeignKeyDescriptor* TableDescriptor::foreignKey(const QString& columnName) const {
    for (const ForeignKeyDescriptor& fk : foreignKeys)
        if (fk.column == columnName)
            return &fk;
    return nullptr;
}

QStringList TableDescriptor::columnNames() const {
    QStringList names;
    for (const ColumnDescriptor& c : columns)
        names << c.name;
    return names;
}

Catalog::Catalog() : Catalog(catalog::tabulariaTables() + catalog::holotableTables()) {
    // In the compiled catalog the migrated schema has a foreign key exactly where the platform enforces a reference;
    // what that key does on delete each platform's file says (Tabularia's are all NO ACTION).
    for (TableDescriptor& t : m_tables)
        for (ForeignKeyDescriptor& fk : t.foreignKeys) {
            fk.databaseEnforced = fk.enforced;
            if (!fk.enforced)
                fk.databaseOnDelete = OnDelete::NoAction;
        }
}

Catalog::Catalog(QList<TableDescriptor> tables) : m_tables(std::move(tables)) {
    // Keys and references are identifiers (shown as written, without digit grouping), and updated_by names the last
    // editor on both platforms; derived here once, so no descriptor has to say it and none can forget. Numbers that
    // name rather than count are identifiers too, by the platforms' column names: ids kept without a foreign key
    // (`*_id`, `*_by`), ports and version numbers. "8,443" is no port.
    const auto idLike = [](const QString& n) {
        return n == QLatin1String("id") || n.endsWith(QLatin1String("_id")) || n.endsWith(QLatin1String("_by")) ||
               n == QLatin1String("port") || n.endsWith(QLatin1String("_port")) || n == QLatin1String("version") ||
               n.endsWith(QLatin1String("_version"));
    };
    for (TableDescriptor& t : m_tables)
        for (ColumnDescriptor& c : t.columns) {
            c.identifier = t.primaryKey.contains(c.name) || t.foreignKey(c.name) != nullptr || idLike(c.name);
            c.lastEditor = c.described && c.name == QLatin1String("updated_by");
        }
}

QString Catalog::otherTablesSection() {
    return QObject::tr("Other tables");
}

const Catalog& Catalog::instance() {
    static const Catalog catalog;
    return catalog;
}

QList<TableDescriptor> Catalog::tables(Platform platform) const {
    QList<TableDescriptor> out;
    for (const TableDescriptor& t : m_tables)
        if (t.described && t.platform == platform)
            out << t;
    return out;
}

QList<TableDescriptor> Catalog::otherTables() const {
    QList<TableDescriptor> out;
    for (const TableDescriptor& t : m_tables)
        if (!t.described)
            out << t;
    return out;
}

const TableDescriptor* Catalog::table(const QString& name) const {
    for (const TableDescriptor& t : m_tables)
        if (t.name == name)
            return &t;
    return nullptr;
}

QList<Catalog::Reference> Catalog::referencesTo(const QString& target) const {
    QList<Reference> out;
    for (const TableDescriptor& t : m_tables)
        for (const ForeignKeyDescriptor& fk : t.foreignKeys)
            if (fk.targetTable == target)
                out.append({t.name, fk});
    return out;
}

const TableDescriptor* Catalog::auditTable(Platform platform) const {
    const TableDescriptor* audit =
        table(platform == Platform::Holotable ? QStringLiteral("audit_log") : QStringLiteral("audit_logs"));
    return audit && audit->described && audit->platform == platform ? audit : nullptr;
}

} // namespace metadesk
