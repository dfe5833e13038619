// Tabularia's catalog for the demo: flows and their versions, datasources of each origin, saved views, dbt AI texts.
#include "DemoContext.h"

namespace metadesk {

namespace {
QVariant null() {
    return QVariant();
}

/// A flow's canvas as the editor saves it: nodes (source, transforms, one Output) and the edges between them.
QString flowDefinition(const QString& name, int version, qint64 connection) {
    QVariantList nodes{
        QVariantMap{{QStringLiteral("id"), QStringLiteral("source")},
                    {QStringLiteral("type"), QStringLiteral("source")},
                    {QStringLiteral("data"),
                     QVariantMap{{QStringLiteral("connection_id"), connection},
                                 {QStringLiteral("table"), QStringLiteral("public.%1_raw").arg(name)}}}},
        QVariantMap{{QStringLiteral("id"), QStringLiteral("filter")},
                    {QStringLiteral("type"), QStringLiteral("filter")},
                    {QStringLiteral("data"), QVariantMap{{QStringLiteral("expr"), QStringLiteral("amount >= 0")}}}}};
    if (version > 1)
        nodes << QVariantMap{
            {QStringLiteral("id"), QStringLiteral("group")},
            {QStringLiteral("type"), QStringLiteral("group_by")},
            {QStringLiteral("data"), QVariantMap{{QStringLiteral("keys"), QVariantList{QStringLiteral("day")}}}}};
    nodes << QVariantMap{
        {QStringLiteral("id"), QStringLiteral("output")},
        {QStringLiteral("type"), QStringLiteral("output")},
        {QStringLiteral("data"),
         QVariantMap{{QStringLiteral("destType"), QStringLiteral("datasource")}, {QStringLiteral("name"), name}}}};
    QVariantList edges;
    for (int i = 1; i < nodes.size(); ++i)
        edges << QVariantMap{{QStringLiteral("source"), nodes.at(i - 1).toMap().value(QStringLiteral("id"))},
                             {QStringLiteral("target"), nodes.at(i).toMap().value(QStringLiteral("id"))}};
    return DemoContext::json({{QStringLiteral("nodes"), nodes}, {QStringLiteral("edges"), edges}});
}
} // namespace

bool DemoGenerator::fillTabulariaCatalog(DemoContext& c) {
    DemoRandom& r = c.rng;
    c.say(QObject::tr("Writing flows, datasources and saved views…"));

    // --- flows and their immutable versions ------------------------------------------------------------------------
    // The engine catalog: polars (the default), duckdb, chdb, clickhouse.
    const QStringList engines = {QStringLiteral("polars"), QStringLiteral("duckdb"), QStringLiteral("chdb"),
                                 QStringLiteral("clickhouse")};
    c.flowNames = QStringList{
        QStringLiteral("daily_orders"),     QStringLiteral("customer_360"),   QStringLiteral("revenue_by_region"),
        QStringLiteral("churn_features"),   QStringLiteral("ledger_export"),  QStringLiteral("fx_rates_sync"),
        QStringLiteral("stock_snapshot"),   QStringLiteral("carrier_sla"),    QStringLiteral("lead_scoring"),
        QStringLiteral("invoice_matching"), QStringLiteral("web_sessions"),   QStringLiteral("supplier_feed"),
        QStringLiteral("forecast_weekly"),  QStringLiteral("returns_report"), QStringLiteral("quarterly_pack"),
        QStringLiteral("pick_rates"),       QStringLiteral("campaign_roi"),   QStringLiteral("gdpr_erasure_log"),
    };
    QList<QVariantList> rows, versionRows;
    qint64 versionId = 0;
    for (int f = 0; f < c.flowNames.size(); ++f) {
        const qint64 flowId = f + 1;
        const QString name = c.flowNames.at(f);
        const qint64 project = c.projectIds.at(f % (c.projectIds.size() - 1)); // nothing in the sandbox
        const QString engine = engines.at(f % engines.size());
        // Scheduled flows often run on another engine in production (develop on Polars, run on ClickHouse).
        const QString production = f % 4 == 1 ? QStringLiteral("clickhouse") : QString();
        const int versions = 1 + int(r.below(5));
        const bool scheduled = f % 3 != 2;
        const qint64 scheduler = c.userIds.at(int(r.below(8)));
        const qint64 connection = c.databaseConnectionIds.at(f % c.databaseConnectionIds.size());
        const bool notify = scheduled && f % 2 == 0 && !c.smtpConnectionIds.isEmpty();
        QString schedule;
        qint64 nextRunIn = 0;
        if (scheduled) {
            if (f % 2) {
                const int minutes = QList<int>{15, 30, 60, 240}.at(f % 4);
                schedule = QStringLiteral("interval:%1").arg(minutes);
                nextRunIn = 60LL * r.range(1, minutes);
            } else {
                const int hour = int(r.below(24)), minute = int(r.below(12)) * 5;
                schedule = QStringLiteral("daily:%1:%2")
                               .arg(hour, 2, 10, QLatin1Char('0'))
                               .arg(minute, 2, 10, QLatin1Char('0'));
                nextRunIn = 60LL * r.range(5, 24 * 60);
            }
        }
        const qint64 createdAgo = 86400LL * r.range(120, 500);
        rows << QVariantList{
            flowDefinition(name, versions, connection),
            flowId,
            name,
            f % 5 == 3 ? QString() : QObject::tr("Builds %1 for its folder").arg(name),
            project,
            f == 11 ? null() : QVariant(c.userIds.at(int(r.below(c.userIds.size())))),
            engine,
            production.isEmpty() ? null() : QVariant(production),
            scheduled ? QVariant(schedule) : null(),
            scheduled ? QVariant(scheduler) : null(),
            scheduled ? QVariant(c.naiveAgo(-nextRunIn)) : null(),
            notify ? QVariant(QStringLiteral("data-oncall@example.com,%1").arg(c.userEmail.value(scheduler))) : null(),
            notify ? QVariant(c.smtpConnectionIds.at(f % c.smtpConnectionIds.size())) : null(),
            c.naiveAgo(createdAgo),
            c.naiveAgo(86400LL * r.range(1, 30))};
        c.flowIds << flowId;
        c.flowProject.insert(flowId, project);
        c.flowVersionCount.insert(flowId, versions);
        c.flowEngine.insert(flowId, engine);
        c.flowProdEngine.insert(flowId, production);
        if (scheduled)
            c.flowScheduledBy.insert(flowId, scheduler);
        for (int v = 1; v <= versions; ++v) {
            const qint64 ageDays = createdAgo / 86400 * (versions - v + 1) / versions;
            versionRows << QVariantList{
                flowDefinition(name, v, connection),
                ++versionId,
                flowId,
                v,
                v == 1 ? QStringLiteral("baseline") : (v % 2 ? QObject::tr("Filter out refunds") : QString()),
                c.naiveAgo(86400LL * ageDays + r.below(3600)),
                v == 2 && f % 6 == 0 ? null() : QVariant(c.userIds.at(int(r.below(c.userIds.size()))))};
        }
    }
    if (!c.insert(QStringLiteral("flows"),
                  {QStringLiteral("definition"), QStringLiteral("id"), QStringLiteral("name"),
                   QStringLiteral("description"), QStringLiteral("project_id"), QStringLiteral("owner_id"),
                   QStringLiteral("engine"), QStringLiteral("production_engine"), QStringLiteral("run_schedule"),
                   QStringLiteral("run_scheduled_by"), QStringLiteral("next_run_at"), QStringLiteral("notify_emails"),
                   QStringLiteral("notify_connection_id"), QStringLiteral("created_at"), QStringLiteral("updated_at")},
                  rows) ||
        !c.insert(QStringLiteral("flow_versions"),
                  {QStringLiteral("definition"), QStringLiteral("id"), QStringLiteral("flow_id"),
                   QStringLiteral("version"), QStringLiteral("note"), QStringLiteral("created_at"),
                   QStringLiteral("created_by")},
                  versionRows))
        return false;

    // --- datasources: published from a flow, ingested from a connection, or from neither (its flow is gone) ------
    // snapshot_run_id is filled in once the runs exist (a plain integer, no foreign key).
    const QVariantList columns{
        QVariantMap{{QStringLiteral("name"), QStringLiteral("id")}, {QStringLiteral("dtype"), QStringLiteral("Int64")}},
        QVariantMap{{QStringLiteral("name"), QStringLiteral("day")}, {QStringLiteral("dtype"), QStringLiteral("Date")}},
        QVariantMap{{QStringLiteral("name"), QStringLiteral("region")},
                    {QStringLiteral("dtype"), QStringLiteral("String")}},
        QVariantMap{{QStringLiteral("name"), QStringLiteral("amount")},
                    {QStringLiteral("dtype"), QStringLiteral("Float64")}}};
    rows.clear();
    for (int d = 1; d <= 15; ++d) {
        const int origin = d % 3; // 0 flow, 1 connection, 2 neither
        const qint64 flow = origin == 0 ? c.flowIds.at(d % c.flowIds.size()) : 0;
        const qint64 connection =
            origin == 1 ? c.databaseConnectionIds.at(d % c.databaseConnectionIds.size()) : qint64(0);
        const qint64 project = flow         ? c.flowProject.value(flow)
                               : connection ? c.connectionProject.value(connection)
                                            : c.projectIds.at(d % (c.projectIds.size() - 1));
        const QString name = flow ? c.flowNames.at(int(flow - 1))
                                  : (connection ? QStringLiteral("orders_snapshot_%1").arg(d)
                                                : QStringLiteral("legacy_export_%1").arg(d));
        const bool byTable = d % 2 == 1;
        const bool refreshSchedule = connection && d != 7;
        const qint64 scheduler = c.userIds.at(int(r.below(6)));
        rows << QVariantList{
            DemoContext::jsonList(columns),
            d % 4 == 0 ? QStringLiteral("[\"day\"]") : QStringLiteral("[]"),
            d % 5 == 0
                ? DemoContext::json({{QStringLiteral("amount"), QObject::tr("Net amount in EUR, refunds excluded")},
                                     {QStringLiteral("region"), QObject::tr("Sales region of the account")}})
                : QStringLiteral("{}"),
            connection
                ? QVariant(byTable ? QStringLiteral("public.orders")
                                   : QStringLiteral("SELECT id, day, region, amount FROM orders WHERE amount > 0"))
                : null(),
            d,
            name,
            d % 3 == 2 ? QString() : QObject::tr("Published dataset %1").arg(name),
            project,
            d == 9 ? null() : QVariant(c.userIds.at(int(r.below(c.userIds.size())))),
            QStringLiteral("tabularia"),
            QStringLiteral("datasets/%1/%2.parquet").arg(project).arg(r.uuid()),
            d == 14 ? null() : QVariant(r.range(0, 5'000'000)),
            connection ? QStringLiteral("database") : QStringLiteral("flow"),
            flow ? QVariant(flow) : null(),
            connection ? QVariant(connection) : null(),
            connection ? QVariant(byTable ? QStringLiteral("table") : QStringLiteral("sql")) : null(),
            connection ? QVariant(c.naiveAgo(r.range(600, 86400 * 3))) : null(),
            refreshSchedule ? QVariant(d % 2 ? QStringLiteral("interval:60") : QStringLiteral("daily:06:00")) : null(),
            refreshSchedule ? QVariant(scheduler) : null(),
            refreshSchedule ? QVariant(c.naiveAgo(-r.range(60, 3600))) : null(),
            null(),
            c.naiveAgo(86400LL * r.range(60, 400)),
            c.naiveAgo(86400LL * r.range(0, 59))};
        c.datasourceIds << d;
        c.datasourceProject.insert(d, project);
        c.datasourceName.insert(d, name);
        if (connection)
            c.databaseDatasourceIds << d;
        if (refreshSchedule)
            c.datasourceScheduledBy.insert(d, scheduler);
        if (flow)
            c.flowDatasource.insert(flow, d);
    }
    if (!c.insert(QStringLiteral("datasources"),
                  {QStringLiteral("columns"),
                   QStringLiteral("sort_keys"),
                   QStringLiteral("column_descriptions"),
                   QStringLiteral("source_ref"),
                   QStringLiteral("id"),
                   QStringLiteral("name"),
                   QStringLiteral("description"),
                   QStringLiteral("project_id"),
                   QStringLiteral("owner_id"),
                   QStringLiteral("bucket"),
                   QStringLiteral("key"),
                   QStringLiteral("rows"),
                   QStringLiteral("kind"),
                   QStringLiteral("flow_id"),
                   QStringLiteral("connection_id"),
                   QStringLiteral("source_type"),
                   QStringLiteral("refreshed_at"),
                   QStringLiteral("refresh_schedule"),
                   QStringLiteral("refresh_scheduled_by"),
                   QStringLiteral("next_refresh_at"),
                   QStringLiteral("snapshot_run_id"),
                   QStringLiteral("created_at"),
                   QStringLiteral("updated_at")},
                  rows))
        return false;

    // --- saved views: a named Viewer configuration of one datasource, in a folder ------------------------------
    rows.clear();
    for (int v = 1; v <= 10; ++v) {
        const qint64 ds = c.datasourceIds.at(v % c.datasourceIds.size());
        rows << QVariantList{
            DemoContext::json(
                {{QStringLiteral("columns"),
                  QVariantList{QStringLiteral("day"), QStringLiteral("region"), QStringLiteral("amount")}},
                 {QStringLiteral("sort"), QVariantList{QVariantMap{{QStringLiteral("column"), QStringLiteral("amount")},
                                                                   {QStringLiteral("desc"), true}}}},
                 {QStringLiteral("filters"), QVariantList{}}}),
            v,
            QObject::tr("View %1 of %2").arg(v).arg(c.datasourceName.value(ds)),
            v % 3 ? QString() : QObject::tr("Largest amounts first"),
            c.datasourceProject.value(ds),
            v == 10 ? null() : QVariant(c.userIds.at(int(r.below(c.userIds.size())))),
            ds,
            c.naiveAgo(86400LL * r.range(20, 200)),
            c.naiveAgo(86400LL * r.range(0, 19))};
    }
    if (!c.insert(QStringLiteral("saved_views"),
                  {QStringLiteral("spec"), QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("description"),
                   QStringLiteral("project_id"), QStringLiteral("owner_id"), QStringLiteral("datasource_id"),
                   QStringLiteral("created_at"), QStringLiteral("updated_at")},
                  rows))
        return false;

    // --- dbt AI texts: descriptions and translations written for a dbt export of a flow version ------------------
    rows.clear();
    qint64 textId = 0;
    for (qint64 flow : c.flowIds) {
        if (flow % 4 != 1)
            continue;
        const QString name = c.flowNames.at(int(flow - 1));
        for (int v = 1; v <= c.flowVersionCount.value(flow); ++v) {
            rows << QVariantList{QObject::tr("One row per %1 record, cleaned and deduplicated.").arg(name),
                                 ++textId,
                                 flow,
                                 v,
                                 QStringLiteral("describe"),
                                 QStringLiteral("model.%1").arg(name),
                                 QStringLiteral("anthropic:claude-sonnet-4-5"),
                                 c.naiveAgo(86400LL * r.range(1, 90))};
            rows << QVariantList{QObject::tr("Net amount in EUR, refunds excluded."),
                                 ++textId,
                                 flow,
                                 v,
                                 QStringLiteral("describe"),
                                 QStringLiteral("column.%1.amount").arg(name),
                                 QStringLiteral("anthropic:claude-sonnet-4-5"),
                                 c.naiveAgo(86400LL * r.range(1, 90))};
            if (v == c.flowVersionCount.value(flow))
                rows << QVariantList{
                    QStringLiteral("Una riga per ogni record di %1, ripulita e senza doppioni.").arg(name),
                    ++textId,
                    flow,
                    v,
                    QStringLiteral("translate"),
                    QStringLiteral("model.%1").arg(name),
                    QStringLiteral("openai:gpt-4.1-mini"),
                    c.naiveAgo(86400LL * r.range(1, 30))};
        }
    }
    return c.insert(QStringLiteral("dbt_ai_texts"),
                    {QStringLiteral("text"), QStringLiteral("id"), QStringLiteral("flow_id"),
                     QStringLiteral("flow_version"), QStringLiteral("kind"), QStringLiteral("key"),
                     QStringLiteral("model_id"), QStringLiteral("created_at")},
                    rows);
}

} // namespace metadesk
