#pragma once

#include "core/query/QuerySpec.h"

#include <QString>
#include <QVariantList>

namespace metadesk {

/// Where the user is: a table, its sort and filter, and the selected row — one step of Back/Forward history.
struct Location {
    QString table;
    QuerySpec spec;
    QVariantList selectedKey;

    bool sameView(const Location& o) const { return table == o.table && spec == o.spec; }
};

} // namespace metadesk
