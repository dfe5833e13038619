#include "ChangeSet.h"

#include "ValueCodec.h"

namespace metadesk {

ChangeSet ChangeSet::insert(const QString& table, const QVariantMap& values) {
    ChangeSet c;
    c.kind = Kind::Insert;
    c.table = table;
    c.values = values;
    return c;
}

ChangeSet ChangeSet::update(const QString& table, const QVariantMap& original, const QVariantMap& values) {
    ChangeSet c;
    c.kind = Kind::Update;
    c.table = table;
    c.original = original;
    c.values = values;
    return c;
}

ChangeSet ChangeSet::restore(const QString& table, const QVariantMap& stored) {
    ChangeSet c = insert(table, {});
    c.carried = stored;
    return c;
}

ChangeSet ChangeSet::remove(const QString& table, const QVariantMap& original) {
    ChangeSet c;
    c.kind = Kind::Delete;
    c.table = table;
    c.original = original;
    return c;
}

QVariantList ChangeSet::originalKey(const TableDescriptor& descriptor) const {
    QVariantList key;
    for (const QString& k : descriptor.primaryKey)
        key << original.value(k);
    return key;
}

QStringList ChangeSet::changedColumns(const TableDescriptor& descriptor) const {
    QStringList out;
    if (kind == Kind::Delete)
        return out;
    for (const ColumnDescriptor& c : descriptor.columns) {
        if (isCarried(c.name)) {
            if (kind == Kind::Insert || !valuecodec::sameStored(carried.value(c.name), original.value(c.name)))
                out << c.name;
            continue;
        }
        if (!values.contains(c.name))
            continue;
        if (kind == Kind::Insert) {
            // Empty text is no value (Qt 6: an empty QString in a QVariant is not null): the database's default or
            // identity fills the column, or the rules call it missing.
            const QVariant v = values.value(c.name);
            const bool emptyText = v.typeId() == QMetaType::QString && v.toString().trimmed().isEmpty();
            if (v.isValid() && !v.isNull() && !emptyText)
                out << c.name;
            continue;
        }
        if (!valuecodec::sameValue(c, valuecodec::toEdit(c, original.value(c.name)), values.value(c.name)))
            out << c.name;
    }
    return out;
}

QVariant ChangeSet::after(const TableDescriptor& descriptor, const QString& column) const {
    if (kind != Kind::Delete && values.contains(column))
        return values.value(column);
    const ColumnDescriptor* c = descriptor.column(column);
    if (!c)
        return {};
    if (kind != Kind::Delete && carried.contains(column))
        return valuecodec::toEdit(*c, carried.value(column));
    return valuecodec::toEdit(*c, original.value(column));
}

QString ChangeSet::kindName(Kind kind) {
    switch (kind) {
    case Kind::Insert:
        return QStringLiteral("insert");
    case Kind::Update:
        return QStringLiteral("update");
    case Kind::Delete:
        return QStringLiteral("delete");
    }
    return {};
}

} // namespace metadesk
