#include "OperationPreview.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/RowStore.h"
#include "core/edit/ValueCodec.h"

#include <QDateTime>

namespace metadesk {

QString OperationPreview::literal(const QVariant& value, bool sqlite, const ColumnDescriptor* column) {
    if (value.isNull())
        return QStringLiteral("NULL");
    switch (value.typeId()) {
    case QMetaType::Bool:
        return value.toBool() ? QStringLiteral("TRUE") : QStringLiteral("FALSE");
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
        return value.toString();
    case QMetaType::QByteArray: {
        const QString hex = QString::fromLatin1(value.toByteArray().toHex());
        return sqlite ? QStringLiteral("X'%1'").arg(hex) : QStringLiteral("'\\x%1'::bytea").arg(hex);
    }
    case QMetaType::QDateTime:
        // As the column stores it (Tabularia's naive UTC text, PostgreSQL's timestamptz), not an ISO spelling.
        return QStringLiteral("'%1'").arg(column ? valuecodec::timestampFor(*column, value.toDateTime())
                                                 : valuecodec::storedTimestamp(value.toDateTime()));
    default:
        break;
    }
    QString text = value.toString();
    text.replace(QLatin1Char('\''), QStringLiteral("''"));
    return QLatin1Char('\'') + text + QLatin1Char('\'');
}

QString OperationPreview::sql(const DbConnection& conn, const OperationPlan& plan) {
    const bool sqlite = conn.isSqlite();
    QStringList out{QStringLiteral("BEGIN;")};
    QStringList audits;
    for (const ChangeSet& change : plan.changes) {
        const TableDescriptor* t = conn.catalog().table(change.table);
        if (!t) {
            out << QStringLiteral("-- %1").arg(tr("%1: no such table in this database").arg(change.table));
            continue;
        }
        if (const TableDescriptor* audit = conn.catalog().auditTable(t->platform);
            audit && !audits.contains(audit->name))
            audits << audit->name;
        const RowStore store(conn, *t);
        QStringList key;
        for (const QString& k : t->primaryKey)
            key << store.quote(k) + QStringLiteral(" = ") + literal(change.original.value(k), sqlite);
        const QStringList changed = change.changedColumns(*t);
        switch (change.kind) {
        case ChangeSet::Kind::Update: {
            QStringList sets;
            for (const QString& c : changed)
                sets << store.quote(c) + QStringLiteral(" = ") + literal(change.after(*t, c), sqlite, t->column(c));
            // What the write path adds, as RowWriter does: updated_at, which the platforms keep themselves.
            if (const ColumnDescriptor* updated = t->column(QStringLiteral("updated_at"));
                updated && !changed.contains(QStringLiteral("updated_at")))
                sets << store.quote(updated->name) + QStringLiteral(" = ") +
                            literal(QDateTime::currentDateTimeUtc(), sqlite, updated);
            out << QStringLiteral("UPDATE %1 SET %2").arg(store.quotedTable(), sets.join(QStringLiteral(", ")));
            out << QStringLiteral(" WHERE %1  -- %2;")
                       .arg(key.join(QStringLiteral(" AND ")),
                            tr("and every other column still as read, else nothing is written"));
            break;
        }
        case ChangeSet::Kind::Insert: {
            QStringList columns, values;
            for (const QString& c : changed) {
                columns << store.quote(c);
                values << literal(change.after(*t, c), sqlite, t->column(c));
            }
            out << QStringLiteral("INSERT INTO %1 (%2) VALUES (%3);")
                       .arg(store.quotedTable(), columns.join(QStringLiteral(", ")), values.join(QStringLiteral(", ")));
            break;
        }
        case ChangeSet::Kind::Delete:
            out << QStringLiteral("DELETE FROM %1 WHERE %2  -- %3;")
                       .arg(store.quotedTable(), key.join(QStringLiteral(" AND ")),
                            tr("and every other column still as read, else nothing is written"));
            break;
        }
    }
    for (const QString& audit : std::as_const(audits))
        out << QStringLiteral("-- %1").arg(tr("and the platform's own audit row in %1").arg(audit));
    out << QStringLiteral("-- %1").arg(tr("times are the moment of writing"));
    out << QStringLiteral("COMMIT;");
    return out.join(QLatin1Char('\n'));
}

} // namespace metadesk
