#include "ReferenceQuery.h"

#include "core/edit/ValueCodec.h"

#include "core/db/DbConnection.h"
#include "core/db/SqlIdentifier.h"

#include <QObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace metadesk {

namespace {
QString quote(const QString& identifier) {
    return quoteIdentifier(identifier);
}

/// PostgreSQL infers a parameter's type from the column in most places, but an explicit cast also lets a value that
/// arrives as text (an id typed into a filter, a uuid read as text) compare with the key. The column's own type where
/// the live schema gave it: Holotable's ids are uuid, and uuid = text does not exist.
QString placeholder(const ColumnDescriptor& column, bool sqlite) {
    if (sqlite || !column.storageType.isEmpty())
        return valuecodec::placeholder(column, sqlite);
    switch (column.kind) {
    case ColumnKind::Integer:
        return QStringLiteral("?::bigint");
    case ColumnKind::Text:
    case ColumnKind::Enum:
        return QStringLiteral("?::text");
    default:
        return QStringLiteral("?");
    }
}

/// The table, key and label column a reference leads to, as the open database's catalog has them.
bool resolveTarget(const Catalog& catalog, const ForeignKeyDescriptor& reference, const TableDescriptor** target,
                   const ColumnDescriptor** key, QString* labelColumn, QString* error) {
    *target = catalog.table(reference.targetTable);
    *key = *target ? (*target)->column(reference.targetColumn) : nullptr;
    *labelColumn = *target ? ReferenceQuery::labelColumnOf(**target) : QString();
    if (*key && !labelColumn->isEmpty())
        return true;
    *error = QObject::tr("The catalog does not know %1.%2, so the reference cannot be followed.")
                 .arg(reference.targetTable, reference.targetColumn);
    return false;
}

bool run(const DbConnection& connection, const ReferenceQuery::Statement& statement, const QString& purpose,
         QSqlQuery* query, QString* error) {
    if (!statement.isValid()) {
        *error = statement.error;
        return false;
    }
    QString text;
    if (!connection.execBound(query, statement.sql, statement.values, &text)) {
        *error = QObject::tr("Could not read %1: %2").arg(purpose, text);
        return false;
    }
    return true;
}
} // namespace

QString ReferenceQuery::labelColumnOf(const TableDescriptor& table) {
    const ColumnDescriptor* label = table.column(table.labelColumn);
    if (label && label->kind != ColumnKind::Secret)
        return label->name;
    if (!table.primaryKey.isEmpty())
        return table.primaryKey.constFirst();
    return table.columns.isEmpty() ? QString() : table.columns.constFirst().name;
}

ReferenceQuery::Statement ReferenceQuery::label(const Catalog& catalog, const ForeignKeyDescriptor& reference,
                                                const QVariant& value, bool sqlite) {
    Statement s;
    const TableDescriptor* target = nullptr;
    const ColumnDescriptor* key = nullptr;
    QString labelColumn;
    if (!resolveTarget(catalog, reference, &target, &key, &labelColumn, &s.error))
        return s;
    s.sql = QStringLiteral("SELECT %1 FROM %2 WHERE %3 = %4")
                .arg(quote(labelColumn), quote(target->name), quote(key->name), placeholder(*key, sqlite));
    s.values << value;
    return s;
}

ReferenceQuery::Statement ReferenceQuery::labels(const Catalog& catalog, const ForeignKeyDescriptor& reference,
                                                 const QVariantList& values, bool sqlite) {
    Statement s;
    const TableDescriptor* target = nullptr;
    const ColumnDescriptor* key = nullptr;
    QString labelColumn;
    if (!resolveTarget(catalog, reference, &target, &key, &labelColumn, &s.error))
        return s;
    if (values.isEmpty() || values.size() > maxLabelBatch()) {
        s.error = QObject::tr("Cannot look up %1 values of %2 at once (1 to %3).")
                      .arg(values.size())
                      .arg(reference.targetTable)
                      .arg(maxLabelBatch());
        return s;
    }
    const QString one = placeholder(*key, sqlite);
    QStringList marks;
    marks.reserve(values.size());
    for (qsizetype i = 0; i < values.size(); ++i)
        marks << one;
    s.sql = QStringLiteral("SELECT %1, %2 FROM %3 WHERE %1 IN (%4)")
                .arg(quote(key->name), quote(labelColumn), quote(target->name), marks.join(QStringLiteral(", ")));
    s.values = values;
    return s;
}

ReferenceQuery::Statement ReferenceQuery::together(const QList<Statement>& parts) {
    Statement s;
    QStringList joined;
    for (qsizetype i = 0; i < parts.size(); ++i) {
        const Statement& part = parts.at(i);
        if (!part.isValid()) {
            s.error = part.error;
            return s;
        }
        // ON false keeps every row of both sides, each padded with NULL for the other's columns.
        joined << (i == 0 ? QStringLiteral("(%1) AS r0").arg(part.sql)
                          : QStringLiteral("FULL JOIN (%1) AS r%2 ON false").arg(part.sql).arg(i));
        s.values << part.values;
    }
    s.sql = QStringLiteral("SELECT * FROM ") + joined.join(QLatin1Char(' '));
    return s;
}

ReferenceQuery::Statement ReferenceQuery::count(const Catalog& catalog, const Catalog::Reference& reference,
                                                const QVariant& value, bool sqlite) {
    Statement s;
    const TableDescriptor* table = catalog.table(reference.table);
    const ColumnDescriptor* column = table ? table->column(reference.foreignKey.column) : nullptr;
    if (!column) {
        s.error = QObject::tr("The catalog does not know %1.%2, so its references cannot be counted.")
                      .arg(reference.table, reference.foreignKey.column);
        return s;
    }
    s.sql = QStringLiteral("SELECT count(*) FROM %1 WHERE %2 = %3")
                .arg(quote(table->name), quote(column->name), placeholder(*column, sqlite));
    s.values << value;
    return s;
}

bool ReferenceQuery::fetchLabel(const DbConnection& connection, const ForeignKeyDescriptor& reference,
                                const QVariant& value, QVariant* label, bool* found, QString* error) {
    QSqlQuery query;
    const QString purpose = QObject::tr("the %1 row %2 points at").arg(reference.targetTable, reference.column);
    if (!run(connection, ReferenceQuery::label(connection.catalog(), reference, value, connection.isSqlite()), purpose,
             &query, error))
        return false;
    *found = query.next();
    *label = *found ? query.value(0) : QVariant();
    return true;
}

bool ReferenceQuery::fetchLabels(const DbConnection& connection, const ForeignKeyDescriptor& reference,
                                 const QVariantList& values, QHash<QString, QVariant>* labels, QString* error) {
    QSqlQuery query;
    const QString purpose = QObject::tr("the %1 rows %2 points at").arg(reference.targetTable, reference.column);
    if (!run(connection, ReferenceQuery::labels(connection.catalog(), reference, values, connection.isSqlite()),
             purpose, &query, error))
        return false;
    labels->clear();
    while (query.next())
        labels->insert(query.value(0).toString(), query.value(1));
    return true;
}

bool ReferenceQuery::fetchLabelsTogether(const DbConnection& connection, const QList<ForeignKeyDescriptor>& references,
                                         const QList<QVariantList>& values, QList<QHash<QString, QVariant>>* labels,
                                         QString* error) {
    QList<Statement> parts;
    QStringList tables;
    for (qsizetype i = 0; i < references.size(); ++i) {
        parts << ReferenceQuery::labels(connection.catalog(), references.at(i), values.value(i), connection.isSqlite());
        tables << references.at(i).targetTable;
    }
    QSqlQuery query;
    const QString purpose = QObject::tr("the rows of %1 this page points at").arg(tables.join(QStringLiteral(", ")));
    if (!run(connection, together(parts), purpose, &query, error))
        return false;
    labels->clear();
    labels->resize(references.size());
    // The row's one statement is the one whose key is not NULL (labels() reads keys matched by IN: never NULL).
    while (query.next()) {
        for (qsizetype i = 0; i < references.size(); ++i) {
            const QVariant key = query.value(int(2 * i));
            if (!key.isNull()) {
                (*labels)[i].insert(key.toString(), query.value(int(2 * i + 1)));
                break;
            }
        }
    }
    return true;
}

bool ReferenceQuery::fetchCount(const DbConnection& connection, const Catalog::Reference& reference,
                                const QVariant& value, qint64* rows, QString* error) {
    QSqlQuery query;
    const QString purpose = QObject::tr("how many %1 rows point here").arg(reference.table);
    if (!run(connection, ReferenceQuery::count(connection.catalog(), reference, value, connection.isSqlite()), purpose,
             &query, error))
        return false;
    if (!query.next()) {
        *error = QObject::tr("Could not read %1: the database returned no count.").arg(purpose);
        return false;
    }
    *rows = query.value(0).toLongLong();
    return true;
}

} // namespace metadesk
