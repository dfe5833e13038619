#include "DatasourceRows.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/RowStore.h"

#include <QSqlQuery>

namespace metadesk {

const QList<DatasourceRows::Reference>& DatasourceRows::references() {
    static const QList<Reference> refs = {
        {QStringLiteral("runs"), QStringLiteral("datasource_id"), Fate::Detached, true},
        {QStringLiteral("data_contract_results"), QStringLiteral("datasource_id"), Fate::Removed, false},
        {QStringLiteral("data_contract_versions"), QStringLiteral("datasource_id"), Fate::Removed, false},
        {QStringLiteral("data_contracts"), QStringLiteral("datasource_id"), Fate::Removed, false},
        {QStringLiteral("saved_views"), QStringLiteral("datasource_id"), Fate::Blocks, true},
    };
    return refs;
}

QList<DatasourceRows::Reference> DatasourceRows::withFate(Fate fate) {
    QList<Reference> out;
    for (const Reference& r : references())
        if (r.fate == fate)
            out << r;
    return out;
}

const DatasourceRows::Reference* DatasourceRows::of(const QString& table) {
    for (const Reference& r : references())
        if (r.table == table)
            return &r;
    return nullptr;
}

bool DatasourceRows::ids(const DbConnection& connection, const Reference& ref, const QVariant& id, QVariantList* out,
                         QString* error) {
    out->clear();
    const TableDescriptor* t = connection.catalog().table(ref.table);
    if (!t || !t->column(ref.column))
        return true; // a schema before that table: nothing of it names the datasource
    const RowStore store(connection, *t);
    QSqlQuery q(connection.db());
    if (!connection.execBound(&q,
                              QStringLiteral("SELECT %1 FROM %2 WHERE %3 = ? ORDER BY %1")
                                  .arg(store.quote(QStringLiteral("id")), store.quotedTable(), store.quote(ref.column)),
                              {id}, error))
        return false;
    while (q.next())
        *out << q.value(0).toLongLong();
    q.finish();
    return true;
}

bool DatasourceRows::all(const DbConnection& connection, const QVariant& id, QVariantMap* out, QString* error) {
    for (const Reference& ref : references()) {
        QVariantList found;
        if (!ids(connection, ref, id, &found, error))
            return false;
        out->insert(ref.table, found);
    }
    return true;
}

} // namespace metadesk
