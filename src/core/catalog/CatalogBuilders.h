#pragma once

// Small builders shared by the two platforms' catalog files, so that each table reads as a list of its columns.

#include "TableDescriptor.h"

#include <initializer_list>

namespace metadesk::catalog::builders {

/// How the database treats an omitted value: `NotNull | Defaulted` for a column the database fills (an identity,
/// a uuid, now(), a constant), `Nullable` for an optional one.
enum ColumnFlag : int { Nullable = 0x0, NotNull = 0x1, Defaulted = 0x2 };

inline QStringList names(std::initializer_list<const char*> list) {
    QStringList out;
    for (const char* n : list)
        out << QString::fromLatin1(n);
    return out;
}

inline ColumnDescriptor col(const char* name, const QString& label, ColumnKind kind, int flags,
                            const QString& hint = {}) {
    ColumnDescriptor c;
    c.name = QString::fromLatin1(name);
    c.label = label;
    c.kind = kind;
    c.nullable = !(flags & NotNull);
    c.hasDefault = flags & Defaulted;
    c.hint = hint;
    return c;
}

/// A text column limited by a CHECK … IN list; `values` in the CHECK's order.
inline ColumnDescriptor enumCol(const char* name, const QString& label, int flags, const QStringList& values,
                                const QString& hint = {}) {
    ColumnDescriptor c = col(name, label, ColumnKind::Enum, flags, hint);
    c.enumValues = values;
    return c;
}

inline ColumnDescriptor enumCol(const char* name, const QString& label, int flags,
                                std::initializer_list<const char*> values, const QString& hint = {}) {
    return enumCol(name, label, flags, names(values), hint);
}

/// An enforced foreign key to `target`.id whose ON DELETE clause does what the platform does (Holotable's); see
/// TabulariaCatalog.cpp for keys whose platform code does it instead.
inline ForeignKeyDescriptor fk(const char* column, const char* target, OnDelete onDelete) {
    ForeignKeyDescriptor f;
    f.column = QString::fromLatin1(column);
    f.targetTable = QString::fromLatin1(target);
    f.onDelete = onDelete;
    f.databaseOnDelete = onDelete;
    return f;
}

/// A reference to `target`.id that the schema keeps without a foreign key on purpose.
inline ForeignKeyDescriptor plainRef(const char* column, const char* target) {
    ForeignKeyDescriptor f = fk(column, target, OnDelete::NoAction);
    f.enforced = false;
    return f;
}

/// What the platform does with the text of `column` before it stores or compares it.
inline void textRule(TableDescriptor& t, const char* column, TextRule rule) {
    for (ColumnDescriptor& c : t.columns)
        if (c.name == QLatin1String(column))
            c.textRule = rule;
}

inline TableDescriptor table(Platform platform, const char* name, const QString& label, const QString& summary) {
    TableDescriptor t;
    t.platform = platform;
    t.name = QString::fromLatin1(name);
    t.label = label;
    t.summary = summary;
    return t;
}

inline void sortBy(TableDescriptor& t, const char* column, bool descending, const char* then = nullptr) {
    t.defaultSortColumn = QString::fromLatin1(column);
    t.defaultSortDescending = descending;
    t.defaultSortThen = then ? QString::fromLatin1(then) : QString();
}

constexpr bool Ascending = false;
constexpr bool Descending = true;

} // namespace metadesk::catalog::builders
