#pragma once

#include <QCoreApplication>
#include <QStringList>
#include <QVariantMap>

namespace metadesk {

class DbConnection;

/// Where a Tabularia datasource comes from, in words, as its delete dialog and `datasources delete --dry-run` show it
/// before anything goes: from a flow (`flow_id`, kind "flow": a run published it), from a database connection
/// (`connection_id`, kind "database": an ingest reads it), or from neither (its flow or connection gone, or never
/// set); the run that produced its current snapshot (`snapshot_run_id`, a plain integer without a foreign key by
/// design, so it may name a run that is gone: a warning); and its refresh schedule with the user it runs for.
struct DatasourceOrigin {
    Q_DECLARE_TR_FUNCTIONS(DatasourceOrigin)
public:
    enum class From { Flow, Connection, Neither };

    From from = From::Neither;
    QStringList lines;    ///< one sentence each
    QStringList warnings; ///< a dangling snapshot_run_id, a flow or connection named but gone

    /// Describes the datasource `row` (stored form, as RowStore reads it). False with *error when a read failed.
    static bool describe(const DbConnection& connection, const QVariantMap& row, DatasourceOrigin* out, QString* error);
    /// "flow", "connection" or "neither".
    static QString fromName(From from);
};

} // namespace metadesk
