#include "SchemaInspector.h"

#include "MigrationSet.h"
#include "Migrator.h"
#include "core/db/DbConnection.h"

#include <QObject>
#include <QSqlQuery>

namespace metadesk {

bool SchemaInspector::inspect(const DbConnection& connection, QList<SchemaStatus>* out, QString* error) {
    QList<SchemaStatus> result;
    for (Platform p : platforms::all()) {
        MigrationSet set;
        if (!MigrationSet::loadBuiltIn(p, connection.isSqlite(), &set, error))
            return false;
        SchemaStatus status;
        if (!Migrator(connection, set).status(&status, error))
            return false;
        result << status;
    }
    *out = result;
    return true;
}

bool SchemaInspector::holdsAnyPlatform(const DbConnection& connection, bool* holds, QString* error) {
    QString listError;
    const QStringList tables = connection.tableNames(&listError);
    if (!listError.isEmpty()) {
        if (error)
            *error = listError;
        return false;
    }
    *holds = false;
    for (Platform p : platforms::all()) {
        for (const QString& t : platforms::tables(p))
            *holds = *holds || tables.contains(t);
        const QString versionTable = platforms::versionTable(p);
        if (tables.contains(versionTable)) {
            QSqlQuery q(connection.db());
            // The name comes from our own constant list, never from input.
            if (q.exec(QStringLiteral("SELECT 1 FROM ") + versionTable) && q.next())
                *holds = true;
        }
    }
    return true;
}

} // namespace metadesk
