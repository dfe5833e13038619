#include "DeleteImpact.h"

#include "core/catalog/Catalog.h"
#include "core/catalog/SentenceLabel.h"
#include "core/db/DbConnection.h"
#include "core/query/ReferenceQuery.h"

#include <QCoreApplication>

namespace metadesk {

namespace {
// With tr()'s own parameters (text, disambiguation, n), so that lupdate reads a call with a count as a plural.
QString tr(const char* text, const char* disambiguation = nullptr, int n = -1) {
    return QCoreApplication::translate("metadesk::DeleteImpact", text, disambiguation, n);
}
} // namespace

bool DeleteImpact::measure(const DbConnection& connection, const TableDescriptor& table, const QVariant& key,
                           DeleteImpact* out, QString* error) {
    *out = DeleteImpact();
    if (table.primaryKey.size() != 1)
        return true; // only single-column keys are referenced in these schemas
    const Catalog& catalog = connection.catalog();
    for (const Catalog::Reference& ref : catalog.referencesTo(table.name)) {
        const TableDescriptor* from = catalog.table(ref.table);
        if (!from)
            continue;
        qint64 rows = 0;
        if (!ReferenceQuery::fetchCount(connection, ref, key, &rows, error))
            return false;
        if (rows == 0)
            continue;
        Entry e;
        e.table = from->name;
        e.column = ref.foreignKey.column;
        e.onDelete = ref.foreignKey.onDelete;
        e.enforced = ref.foreignKey.enforced;
        e.rows = rows;
        const ColumnDescriptor* c = from->column(e.column);
        const QString where = QStringLiteral("%1 (%2)").arg(from->label, c ? sentenceLabel(c->label) : e.column);
        // What the platform does on delete, whether its database does it (ON DELETE) or its code does (Metadesk's
        // delete then does the same in its transaction).
        if (e.onDelete == OnDelete::Cascade) {
            e.sentence = tr("%n row(s) of %1 will be deleted with it.", nullptr, int(rows)).arg(where);
            out->cascadedRows += rows;
        } else if (e.onDelete == OnDelete::SetNull) {
            e.sentence = tr("%n row(s) of %1 will be kept with this reference emptied.", nullptr, int(rows)).arg(where);
            out->emptiedRows += rows;
        } else if (!e.enforced) {
            e.sentence = tr("%n row(s) of %1 will keep pointing at it (no foreign key, by design).", nullptr, int(rows))
                             .arg(where);
        } else {
            e.sentence =
                tr("%n row(s) of %1 still belong to it: move or delete them first.", nullptr, int(rows)).arg(where);
            out->blockingRows += rows;
        }
        out->entries << e;
    }
    if (table.platform == Platform::Holotable && table.name == QLatin1String("templates"))
        out->notes << tr("Deleted for good, as the platform deletes a template: the dashboards made from it keep "
                         "their specs (instantiating copies the spec; nothing points back at the template).");
    if (table.name == QLatin1String("users"))
        out->notes << tr("Audit entries keep naming this user through their actor label; only the link to the "
                         "account is emptied.");
    for (const Entry& e : std::as_const(out->entries)) {
        const ForeignKeyDescriptor* fk = catalog.table(e.table)->foreignKey(e.column);
        if (fk && e.onDelete != OnDelete::NoAction && !(fk->databaseEnforced && fk->databaseOnDelete == e.onDelete)) {
            out->notes << tr("As the platform's own delete does, Metadesk empties or deletes the rows that depend on "
                             "it in the same transaction (the database's foreign keys do not).");
            break;
        }
    }
    return true;
}

} // namespace metadesk
