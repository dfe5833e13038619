#pragma once

#include <QString>

namespace metadesk {

/// A table or column name quoted for SQL on both engines (double quotes, inner ones doubled), where no driver is at
/// hand to ask (statements built before a connection exists, or on a worker's own). Names come from the catalog.
inline QString quoteIdentifier(const QString& identifier) {
    QString q = identifier;
    q.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + q + QLatin1Char('"');
}

} // namespace metadesk
