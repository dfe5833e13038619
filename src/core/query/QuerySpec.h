#pragma once

#include <QList>
#include <QString>
#include <QVariant>

namespace metadesk {

/// One condition of the filter bar, on one catalog column. Values are compared as the database stores them:
/// times as UTC ISO-8601 text (`2026-11-30T12:00:00.000Z`), booleans as true/false.
struct FilterCondition {
    enum class Op { Equals, NotEquals, Contains, IsEmpty, IsNotEmpty, Before, After };
    QString column;
    Op op = Op::Equals;
    QVariant value;

    bool operator==(const FilterCondition& o) const { return column == o.column && op == o.op && value == o.value; }
};

/// What a table view shows: a sort and a filter. Identifiers are checked against the catalog before use.
struct QuerySpec {
    QString sortColumn; ///< empty: the table's default sort
    bool descending = false;
    QString quickSearch; ///< matched (contains, case-insensitive) against the table's search columns
    QList<FilterCondition> conditions;

    bool isFiltered() const { return !quickSearch.trimmed().isEmpty() || !conditions.isEmpty(); }
    bool operator==(const QuerySpec& o) const {
        return sortColumn == o.sortColumn && descending == o.descending && quickSearch == o.quickSearch &&
               conditions == o.conditions;
    }
};

} // namespace metadesk
