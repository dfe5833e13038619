#include "DatasourceOrigin.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/RowStore.h"

namespace metadesk {

namespace {
/// The row of `table` with id `id`; empty when there is none (or no such table).
bool rowById(const DbConnection& conn, const char* table, const QVariant& id, QVariantMap* row, QString* error) {
    row->clear();
    const TableDescriptor* t = conn.catalog().table(QLatin1String(table));
    if (!t || id.isNull() || !id.isValid())
        return true;
    bool found = false;
    if (!RowStore(conn, *t).fetch({id}, row, &found, error))
        return false;
    if (!found)
        row->clear();
    return true;
}
} // namespace

QString DatasourceOrigin::fromName(From from) {
    switch (from) {
    case From::Flow:
        return QStringLiteral("flow");
    case From::Connection:
        return QStringLiteral("connection");
    case From::Neither:
        break;
    }
    return QStringLiteral("neither");
}

bool DatasourceOrigin::describe(const DbConnection& connection, const QVariantMap& row, DatasourceOrigin* out,
                                QString* error) {
    *out = DatasourceOrigin();
    const QVariant flowId = row.value(QStringLiteral("flow_id"));
    const QVariant connectionId = row.value(QStringLiteral("connection_id"));
    QVariantMap flow, source;
    if (!rowById(connection, "flows", flowId, &flow, error) ||
        !rowById(connection, "connections", connectionId, &source, error))
        return false;
    if (!flow.isEmpty()) {
        out->from = From::Flow;
        out->lines << tr("From flow %1 (%2): a run of it published this datasource.")
                          .arg(flowId.toString(), flow.value(QStringLiteral("name")).toString());
    } else if (!source.isEmpty()) {
        out->from = From::Connection;
        const QString what = row.value(QStringLiteral("source_ref")).toString();
        out->lines << (what.isEmpty()
                           ? tr("From connection %1 (%2).")
                                 .arg(connectionId.toString(), source.value(QStringLiteral("name")).toString())
                           : tr("From connection %1 (%2), reading %3 (%4).")
                                 .arg(connectionId.toString(), source.value(QStringLiteral("name")).toString(), what,
                                      row.value(QStringLiteral("source_type")).toString()));
    } else {
        out->lines << tr("Neither from a flow nor from a connection.");
    }
    if (!flowId.isNull() && flow.isEmpty())
        out->warnings << tr("It names flow %1, which does not exist.").arg(flowId.toString());
    if (!connectionId.isNull() && source.isEmpty())
        out->warnings << tr("It names connection %1, which does not exist.").arg(connectionId.toString());

    const QVariant snapshotRun = row.value(QStringLiteral("snapshot_run_id"));
    if (snapshotRun.isNull()) {
        out->lines << tr("No run is recorded as the producer of its snapshot.");
    } else {
        QVariantMap run;
        if (!rowById(connection, "runs", snapshotRun, &run, error))
            return false;
        if (run.isEmpty())
            out->warnings << tr("Its snapshot_run_id %1 names no run: that run is gone (the reference has no foreign "
                                "key by design).")
                                 .arg(snapshotRun.toString());
        else
            out->lines << tr("Its snapshot was produced by run %1 (%2, %3, started %4).")
                              .arg(snapshotRun.toString(), run.value(QStringLiteral("kind")).toString(),
                                   run.value(QStringLiteral("status")).toString(),
                                   run.value(QStringLiteral("started_at")).toString());
    }

    const QString schedule = row.value(QStringLiteral("refresh_schedule")).toString();
    if (schedule.isEmpty()) {
        out->lines << tr("It is not refreshed on a schedule.");
    } else {
        QVariantMap by;
        const QVariant byId = row.value(QStringLiteral("refresh_scheduled_by"));
        if (!rowById(connection, "users", byId, &by, error))
            return false;
        const QString who = by.isEmpty() ? (byId.isNull() ? tr("nobody recorded") : tr("user %1").arg(byId.toString()))
                                         : by.value(QStringLiteral("email")).toString();
        const QString next = row.value(QStringLiteral("next_refresh_at")).toString();
        out->lines << (next.isEmpty()
                           ? tr("Refreshed on the schedule %1, set by %2.").arg(schedule, who)
                           : tr("Refreshed on the schedule %1, set by %2; next refresh %3.").arg(schedule, who, next));
    }
    return true;
}

} // namespace metadesk
