#include "SchemaDiff.h"

#include <QObject>

namespace metadesk {

QStringList SchemaDiff::lines() const {
    QStringList out;
    for (const QString& t : missingTables)
        out << QObject::tr("missing table %1").arg(t);
    for (const QString& t : extraTables)
        out << QObject::tr("extra table %1").arg(t);
    for (auto it = missingColumns.begin(); it != missingColumns.end(); ++it)
        for (const QString& c : it.value())
            out << QObject::tr("missing column %1.%2").arg(it.key(), c);
    for (auto it = extraColumns.begin(); it != extraColumns.end(); ++it)
        for (const QString& c : it.value())
            out << QObject::tr("extra column %1.%2").arg(it.key(), c);
    out << changes;
    return out;
}

} // namespace metadesk
