#include "DriverVersions.h"

#include <QLibrary>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QUuid>

namespace metadesk::driverversions {

QString sqlite() {
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")))
        return {};
    const QString name = QStringLiteral("metadesk-version-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    QString version;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(QStringLiteral(":memory:"));
        if (db.open()) {
            QSqlQuery q(db);
            if (q.exec(QStringLiteral("SELECT sqlite_version()")) && q.next())
                version = q.value(0).toString();
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return version;
}

QString libpq() {
    // The driver plugin links libpq itself; asking it through a second handle on the same library costs nothing.
    QLibrary library(QStringLiteral("pq"), 5);
    using Version = int (*)();
    const auto version = reinterpret_cast<Version>(library.resolve("PQlibVersion"));
    if (!version)
        return {};
    const int v = version(); // 150010 → 15.10 (from 10 on: major * 10000 + minor)
    return v >= 100000 ? QStringLiteral("%1.%2").arg(v / 10000).arg(v % 10000)
                       : QStringLiteral("%1.%2.%3").arg(v / 10000).arg((v / 100) % 100).arg(v % 100);
}

} // namespace metadesk::driverversions
