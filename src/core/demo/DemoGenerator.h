#pragma once

#include "core/db/DatabaseUrl.h"

#include <QDateTime>
#include <QString>

#include <functional>

namespace metadesk {

class DbConnection;
class DemoContext;

/// Builds the demo database: both platforms' schemas, filled with deterministic, realistic data covering every table
/// and every state the seeds describe. The same seed and `now` give the same rows.
class DemoGenerator {
public:
    struct Options {
        qint64 runs = 20000;
        quint64 seed = 42;
        /// The moment the data is written around (heartbeats "fresh" relative to it). Default: the current time.
        QDateTime now;
    };
    struct Result {
        bool ok = false;
        QString error;
    };
    using Progress = std::function<void(const QString&)>;

    /// Migrates an empty database to both schemas and fills it. Refuses, changing nothing, a database that already
    /// holds a platform table; a SQLite file it created is removed again when anything fails.
    static Result create(const DatabaseUrl& url, const Options& options, const Progress& progress);
    /// Fills an empty, migrated database in one transaction.
    static bool fill(const DbConnection& connection, const Options& options, const Progress& progress, QString* error);

private:
    // Tabularia, in foreign-key order.
    static bool fillTabularia(DemoContext& context);
    static bool fillTabulariaAccess(DemoContext& context);
    static bool fillTabulariaCatalog(DemoContext& context);
    static bool fillTabulariaRuns(DemoContext& context);
    static bool fillTabulariaAdministration(DemoContext& context);
    static bool fillTabulariaAi(DemoContext& context);
    static bool fillTabulariaContracts(DemoContext& context);
    // Holotable.
    static bool fillHolotable(DemoContext& context);
    static bool fillHolotableDashboards(DemoContext& context);
    static bool fillHolotableAccess(DemoContext& context);
    static bool fillHolotableConversations(DemoContext& context);
};

} // namespace metadesk
