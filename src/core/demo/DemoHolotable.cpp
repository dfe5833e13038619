// The Holotable half of the demo: sources, dashboards with version histories, favourites, templates, the
// generation log, LLM usage and limits, and preferences.
#include "DemoContext.h"

#include <iterator>

namespace metadesk {

namespace {
QVariant null() {
    return QVariant();
}

struct SourceSeed {
    const char* id; // SourceDraft: ^[a-z0-9][a-z0-9._-]*$, chosen by the author
    const char* name;
    const char* kind;
    int workspace;
    const char* secretRef; // nullptr: a source with no authentication (NULL since 018)
    const char* table;
    const char* timeField;
};
// 0: the main metrics database; 1: its catalog lost two tables; 2: ClickHouse events; 3: tombstoned, still named by
// a dashboard version; 4: no authentication and never refreshed (generation refuses it until a refresh).
const SourceSeed kSources[] = {
    {"metrics", "Service metrics", "timescaledb", 0, "TS_METRICS", "http_requests", "ts"},
    {"orders-replica", "Orders replica", "timescaledb", 1, "TS_ORDERS", "orders", "created_at"},
    {"events", "Product events", "clickhouse", 0, "CH_EVENTS", "events", "event_time"},
    {"legacy-crm", "Legacy CRM", "timescaledb", 2, "TS_LEGACY_CRM", "accounts", "updated_at"},
    {"public-demo", "Public demo data", "timescaledb", 0, nullptr, "weather", "observed_at"},
};

/// SourceConfig (src/lib/registry.ts): the connection without credentials, and the table allowlist.
QVariantMap sourceConfig(const SourceSeed& s, bool clickhouse) {
    const QString table = QString::fromLatin1(s.table);
    const QString time = QString::fromLatin1(s.timeField);
    QVariantList tables{QVariantMap{
        {QStringLiteral("name"), table},
        {QStringLiteral("timeField"), time},
        {QStringLiteral("columns"),
         QVariantList{
             QVariantMap{{QStringLiteral("name"), time},
                         {QStringLiteral("type"),
                          clickhouse ? QStringLiteral("DateTime64(3)") : QStringLiteral("timestamptz")}},
             QVariantMap{{QStringLiteral("name"), QStringLiteral("route")},
                         {QStringLiteral("type"), clickhouse ? QStringLiteral("String") : QStringLiteral("text")}},
             QVariantMap{
                 {QStringLiteral("name"), QStringLiteral("latency_ms")},
                 {QStringLiteral("type"), clickhouse ? QStringLiteral("Float64") : QStringLiteral("double precision")}},
             QVariantMap{{QStringLiteral("name"), QStringLiteral("client_ip")},
                         {QStringLiteral("type"), clickhouse ? QStringLiteral("String") : QStringLiteral("inet")},
                         {QStringLiteral("exposed"), false}}}}}};
    if (qstrcmp(s.id, "orders-replica") == 0)
        for (const char* gone : {"orders_archive", "refunds"})
            tables << QVariantMap{{QStringLiteral("name"), QString::fromLatin1(gone)},
                                  {QStringLiteral("columns"),
                                   QVariantList{QVariantMap{{QStringLiteral("name"), QStringLiteral("id")},
                                                            {QStringLiteral("type"), QStringLiteral("bigint")}}}}};
    return {{QStringLiteral("host"), QStringLiteral("%1.db.example.com").arg(QString::fromLatin1(s.id))},
            {QStringLiteral("port"), clickhouse ? 8443 : 5432},
            {QStringLiteral("database"), QString::fromLatin1(s.id).replace(QLatin1Char('-'), QLatin1Char('_'))},
            {QStringLiteral("schema"), QStringLiteral("public")},
            {QStringLiteral("ssl"), true},
            {QStringLiteral("tables"), tables}};
}

/// A panel of the IR (src/lib/ir.ts): a query against one source by its opaque id, a kind, a grid layout.
QVariantMap panel(const QString& id, const QString& title, const QString& viz, const SourceSeed& s, int x, int y) {
    const QString table = QString::fromLatin1(s.table);
    const QString time = QString::fromLatin1(s.timeField);
    QVariantMap query{{QStringLiteral("sourceId"), QString::fromLatin1(s.id)}};
    QVariantMap p{{QStringLiteral("id"), id},
                  {QStringLiteral("title"), title},
                  {QStringLiteral("viz"), viz},
                  {QStringLiteral("layout"), QVariantMap{{QStringLiteral("x"), x},
                                                         {QStringLiteral("y"), y},
                                                         {QStringLiteral("w"), viz == QLatin1String("stat") ? 3 : 6},
                                                         {QStringLiteral("h"), 4}}}};
    if (viz == QLatin1String("stat")) {
        query.insert(QStringLiteral("sql"), QStringLiteral("SELECT count(*) AS requests FROM %1").arg(table));
        p.insert(QStringLiteral("format"), QStringLiteral("number"));
    } else if (viz == QLatin1String("table")) {
        query.insert(QStringLiteral("sql"),
                     QStringLiteral("SELECT route, avg(latency_ms) AS avg_ms FROM %1 GROUP BY route ORDER BY 2 DESC "
                                    "LIMIT 20")
                         .arg(table));
    } else {
        query.insert(QStringLiteral("sql"), QStringLiteral("SELECT time_bucket('1 minute', %1) AS bucket, "
                                                           "percentile_cont(0.99) WITHIN GROUP (ORDER BY latency_ms) "
                                                           "AS p99 FROM %2 GROUP BY 1 ORDER BY 1")
                                                .arg(time, table));
        query.insert(QStringLiteral("timeField"), QStringLiteral("bucket"));
        p.insert(QStringLiteral("format"), QStringLiteral("ms"));
    }
    p.insert(QStringLiteral("query"), query);
    return p;
}

/// A dashboard spec of the IR (version 1, stored without specVersion: the upgrader reads a missing one as 1).
QVariantMap dashboardSpec(const QString& title, const QVariantList& panels, const QString& from) {
    return {{QStringLiteral("title"), title},
            {QStringLiteral("timeRange"),
             QVariantMap{{QStringLiteral("from"), from}, {QStringLiteral("to"), QStringLiteral("now")}}},
            {QStringLiteral("refreshIntervalMs"), 30000},
            {QStringLiteral("panels"), panels}};
}
} // namespace

bool DemoGenerator::fillHolotableDashboards(DemoContext& c) {
    DemoRandom& r = c.rng;
    c.say(QObject::tr("Writing Holotable sources, dashboards and usage…"));
    const QStringList workspaces = {QStringLiteral("ws-analytics"), QStringLiteral("ws-finance"),
                                    QStringLiteral("ws-operations")};
    QStringList subs = c.subjects.mid(0, 8);
    if (subs.isEmpty())
        subs << r.uuid();

    // --- sources: the registry; config holds the connection and the author's table allowlist --------------------
    QList<QVariantList> rows;
    for (int i = 0; i < int(std::size(kSources)); ++i) {
        const SourceSeed& s = kSources[i];
        const bool clickhouse = qstrcmp(s.kind, "clickhouse") == 0;
        const qint64 updatedAgo = 86400LL * (i + 1);
        rows << QVariantList{QString::fromLatin1(s.id),
                             workspaces.at(s.workspace),
                             QString::fromLatin1(s.name),
                             QString::fromLatin1(s.kind),
                             DemoContext::json(sourceConfig(s, clickhouse)),
                             s.secretRef ? QVariant(QString::fromLatin1(s.secretRef)) : null(),
                             subs.at(i % subs.size()),
                             c.ago(86400LL * (200 - i * 10)),
                             c.ago(i == 3 ? 86400 * 12 : updatedAgo),
                             i == 3 ? QVariant(c.ago(86400 * 12)) : null(),
                             i == 4 ? null() : QVariant(c.ago(3600LL * (i + 1))),
                             i == 1 ? c.textArray({QStringLiteral("orders_archive"), QStringLiteral("refunds")})
                                    : c.textArray({})};
    }
    if (!c.insert(QStringLiteral("sources"),
                  {QStringLiteral("id"), QStringLiteral("workspace_id"), QStringLiteral("name"), QStringLiteral("kind"),
                   QStringLiteral("config"), QStringLiteral("secret_ref"), QStringLiteral("created_by"),
                   QStringLiteral("created_at"), QStringLiteral("updated_at"), QStringLiteral("tombstoned_at"),
                   QStringLiteral("catalog_refreshed_at"), QStringLiteral("catalog_missing_tables")},
                  rows))
        return false;

    // --- dashboards and their append-only versions; the title mirrors the current version's spec title ----------
    struct DashboardSeed {
        const char* title;
        int workspace;
        int source; // index into kSources
    };
    const DashboardSeed seeds[] = {
        {"API latency", 0, 0},       {"Error budget", 0, 0}, {"Revenue today", 1, 1}, {"Checkout funnel", 0, 2},
        {"Traffic by region", 0, 4}, {"CRM accounts", 2, 3}, {"Old KPI board", 1, 1}, {"Ledger health", 1, 1},
    };
    const QStringList vizzes = {QStringLiteral("line"), QStringLiteral("stat"), QStringLiteral("table"),
                                QStringLiteral("bar")};
    QList<QVariantList> dashboards, versions, favourites;
    for (int d = 0; d < int(std::size(seeds)); ++d) {
        const DashboardSeed& seed = seeds[d];
        const QString id = r.uuid();
        c.dashboardIds << id;
        c.dashboardWorkspace.insert(id, workspaces.at(seed.workspace));
        const int count = d == 5 ? 3 : 1 + int(r.below(6));
        QString title, versionId;
        const qint64 createdAgo = 86400LL * 61 + d * 600;
        qint64 lastAgo = createdAgo;
        for (int v = 1; v <= count; ++v) {
            // One rename in the history: the spec owns the title, so a rename is a new version.
            title = QString::fromLatin1(seed.title);
            if (d == 1 && v == count && count > 1)
                title += QStringLiteral(" (SLO)");
            QVariantList panels;
            const int panelCount = qMin(4, v + 1);
            for (int p = 0; p < panelCount; ++p) {
                // The CRM board still reads the legacy source: that is why deleting it tombstoned it.
                const SourceSeed& source = kSources[seed.source];
                panels << panel(QStringLiteral("p%1").arg(p + 1), QObject::tr("Panel %1").arg(p + 1),
                                vizzes.at(p % vizzes.size()), source, (p % 2) * 6, (p / 2) * 4);
            }
            versionId = r.uuid();
            lastAgo = createdAgo - qint64(v - 1) * 86400 * 5 - r.below(3600);
            versions << QVariantList{versionId,
                                     id,
                                     v,
                                     DemoContext::json(dashboardSpec(
                                         title, panels, v % 2 ? QStringLiteral("now-6h") : QStringLiteral("now-24h"))),
                                     subs.at((d + v) % subs.size()),
                                     c.ago(lastAgo),
                                     v == 1 ? QVariant(QObject::tr("First draft"))
                                            : (v % 2 ? QVariant(QObject::tr("Tightened the time range")) : null())};
        }
        c.dashboardCurrentSpecSource.insert(id, QString::fromLatin1(kSources[seed.source].id));
        dashboards << QVariantList{id,
                                   workspaces.at(seed.workspace),
                                   title,
                                   subs.at(d % subs.size()),
                                   versionId,
                                   c.ago(createdAgo),
                                   c.ago(lastAgo),
                                   d == 6 ? QVariant(c.ago(86400 * 5)) : null(), // soft-deleted
                                   d % 2 ? QVariant(QObject::tr("Watched by the on-call engineer")) : null(),
                                   c.textArray(d % 3 ? QStringList{QStringLiteral("ops"), QStringLiteral("sre")}
                                                     : QStringList{QStringLiteral("finance")})};
        for (int f = 0; f < 3; ++f)
            if ((d + f) % 2 == 0)
                favourites << QVariantList{subs.at((d + f) % subs.size()), id, c.ago(86400LL * r.range(1, 30))};
    }
    // dashboards first: current_version_id is checked at commit (the constraint is deferred on both engines)
    if (!c.insert(QStringLiteral("dashboards"),
                  {QStringLiteral("id"), QStringLiteral("workspace_id"), QStringLiteral("title"),
                   QStringLiteral("created_by"), QStringLiteral("current_version_id"), QStringLiteral("created_at"),
                   QStringLiteral("updated_at"), QStringLiteral("deleted_at"), QStringLiteral("description"),
                   QStringLiteral("tags")},
                  dashboards) ||
        !c.insert(QStringLiteral("dashboard_versions"),
                  {QStringLiteral("id"), QStringLiteral("dashboard_id"), QStringLiteral("version"),
                   QStringLiteral("spec"), QStringLiteral("created_by"), QStringLiteral("created_at"),
                   QStringLiteral("note")},
                  versions))
        return false;
    std::sort(favourites.begin(), favourites.end(), [](const QVariantList& a, const QVariantList& b) {
        return a.at(0).toString() + a.at(1).toString() < b.at(0).toString() + b.at(1).toString();
    });
    favourites.erase(std::unique(favourites.begin(), favourites.end(),
                                 [](const QVariantList& a, const QVariantList& b) {
                                     return a.at(0) == b.at(0) && a.at(1) == b.at(1);
                                 }),
                     favourites.end());
    if (!c.insert(QStringLiteral("dashboard_favorites"),
                  {QStringLiteral("user_sub"), QStringLiteral("dashboard_id"), QStringLiteral("created_at")},
                  favourites))
        return false;

    // --- templates of both kinds: the body is a Panel or a Dashboard of the IR, tagged; kind = body.kind ------------
    rows.clear();
    const struct {
        const char* kind;
        const char* name;
        int workspace;
    } templates[] = {{"panel", "Latency percentiles", 0},
                     {"panel", "Error rate", 0},
                     {"panel", "Top endpoints", 1},
                     {"dashboard", "Service overview", 0},
                     {"dashboard", "Business daily", 1}};
    for (const auto& t : templates) {
        const QString kind = QString::fromLatin1(t.kind);
        const QString name = QString::fromLatin1(t.name);
        const SourceSeed& source = kSources[t.workspace == 1 ? 1 : 0];
        const QVariantMap body =
            kind == QLatin1String("panel")
                ? QVariantMap{{QStringLiteral("kind"), kind},
                              {QStringLiteral("panel"),
                               panel(QStringLiteral("p1"), name,
                                     name.startsWith(QLatin1String("Top")) ? QStringLiteral("table")
                                                                           : QStringLiteral("line"),
                                     source, 0, 0)}}
                : QVariantMap{{QStringLiteral("kind"), kind},
                              {QStringLiteral("dashboard"),
                               dashboardSpec(name,
                                             {panel(QStringLiteral("p1"), QObject::tr("p99 latency"),
                                                    QStringLiteral("line"), source, 0, 0),
                                              panel(QStringLiteral("p2"), QObject::tr("Requests"),
                                                    QStringLiteral("stat"), source, 6, 0)},
                                             QStringLiteral("now-1h"))}};
        rows << QVariantList{r.uuid(),
                             workspaces.at(t.workspace),
                             kind,
                             name,
                             kind == QLatin1String("dashboard") ? QVariant(QObject::tr("Starting point for a service"))
                                                                : null(),
                             DemoContext::json(body),
                             subs.at(int(r.below(subs.size()))),
                             c.ago(86400LL * r.range(30, 90))};
    }
    if (!c.insert(QStringLiteral("templates"),
                  {QStringLiteral("id"), QStringLiteral("workspace_id"), QStringLiteral("kind"), QStringLiteral("name"),
                   QStringLiteral("description"), QStringLiteral("body"), QStringLiteral("created_by"),
                   QStringLiteral("created_at")},
                  rows))
        return false;

    // --- generation log, every mode; a source id that outlived its source is normal (no foreign key) -------------
    rows.clear();
    const QStringList modes = {QStringLiteral("dashboard"), QStringLiteral("dashboard-refine"), QStringLiteral("panel"),
                               QStringLiteral("explore"),   QStringLiteral("source-draft"),     QStringLiteral("chat")};
    const QStringList modelConfigs = {QStringLiteral("environment"), QStringLiteral("workspace"),
                                      QStringLiteral("personal")};
    for (int i = 1; i <= 80; ++i) {
        const bool failed = i % 9 == 0;
        const QString mode = modes.at(i % modes.size());
        const SourceSeed& source = kSources[i % 4 == 3 ? 2 : (i % 2 ? 0 : 1)];
        QVariant spec;
        if (!failed) {
            if (mode.startsWith(QLatin1String("dashboard")))
                spec = DemoContext::json(dashboardSpec(
                    QObject::tr("Generated %1").arg(i),
                    {panel(QStringLiteral("p1"), QObject::tr("p99 latency"), QStringLiteral("line"), source, 0, 0)},
                    QStringLiteral("now-1h")));
            else if (mode == QLatin1String("source-draft"))
                spec = DemoContext::json({{QStringLiteral("id"), QStringLiteral("draft-%1").arg(i)}, // a SourceDraft
                                          {QStringLiteral("name"), QObject::tr("Drafted source %1").arg(i)},
                                          {QStringLiteral("secretRef"), QStringLiteral("TS_METRICS")},
                                          {QStringLiteral("config"), sourceConfig(source, false)}});
            else
                spec = DemoContext::json(
                    panel(QStringLiteral("p1"), QObject::tr("Answer %1").arg(i), QStringLiteral("bar"), source, 0, 0));
        }
        const int workspace = source.workspace; // derived from the trusted source record, as the platform does
        rows << QVariantList{
            r.uuid(),
            workspaces.at(workspace),
            subs.at(i % subs.size()),
            c.ago(qint64(30 * 86400) * (80 - i) / 80 + r.below(600)),
            mode,
            mode == QLatin1String("source-draft")
                ? null()
                : QVariant(i % 17 == 0 ? QStringLiteral("retired-metrics") : QString::fromLatin1(source.id)),
            QObject::tr("Show p99 latency for [REDACTED] over the last day"),
            i % 13 == 0 ? null() : QVariant(c.randomSha256Hex()),
            spec,
            i % 2 ? QStringLiteral("claude-sonnet-4-5") : QStringLiteral("gpt-4.1-mini"),
            1,
            int(r.range(800, 9000)),
            failed ? 0 : int(r.range(200, 3000)),
            failed ? QVariant(QObject::tr("The model's spec did not validate: panels.0.query.sql is "
                                          "required"))
                   : null(),
            i < 20 ? null() : QVariant(modelConfigs.at(i % modelConfigs.size()))}; // NULL before 017
    }
    if (!c.insert(QStringLiteral("generation_log"),
                  {QStringLiteral("id"), QStringLiteral("workspace_id"), QStringLiteral("created_by"),
                   QStringLiteral("created_at"), QStringLiteral("mode"), QStringLiteral("source_id"),
                   QStringLiteral("prompt_redacted"), QStringLiteral("catalog_hash"), QStringLiteral("spec"),
                   QStringLiteral("model"), QStringLiteral("attempts"), QStringLiteral("input_tokens"),
                   QStringLiteral("output_tokens"), QStringLiteral("error"), QStringLiteral("model_config")},
                  rows))
        return false;

    // --- 60 days of LLM usage counters, limits with NULL (inherit) and 0 (disabled), preferences ------------------
    rows.clear();
    const QStringList routes = {QStringLiteral("/api/generate"), QStringLiteral("/api/chat")};
    for (int day = 0; day < 60; ++day)
        for (const QString& ws : workspaces)
            for (const QString& route : routes)
                if (ws != workspaces.at(2) || day % 3 == 0) {
                    const qint64 requests = r.range(3, 400);
                    rows << QVariantList{ws,
                                         c.dayAgo(day),
                                         route,
                                         route.endsWith(QLatin1String("chat")) ? QStringLiteral("claude-haiku-4-5")
                                                                               : QStringLiteral("claude-sonnet-4-5"),
                                         requests * r.range(1500, 4000),
                                         requests * r.range(300, 900),
                                         requests,
                                         c.ago(86400LL * day + r.below(3600))};
                }
    if (!c.insert(QStringLiteral("llm_usage"),
                  {QStringLiteral("workspace_id"), QStringLiteral("day"), QStringLiteral("route"),
                   QStringLiteral("model"), QStringLiteral("input_tokens"), QStringLiteral("output_tokens"),
                   QStringLiteral("requests"), QStringLiteral("updated_at")},
                  rows))
        return false;
    rows = {{workspaces.at(0), null(), null(), c.ago(86400 * 10)},
            {workspaces.at(1), 0, 250000, c.ago(86400 * 4)},
            {workspaces.at(2), 30, 0, c.ago(86400 * 2)}};
    if (!c.insert(QStringLiteral("workspace_limits"),
                  {QStringLiteral("workspace_id"), QStringLiteral("rate_per_minute"),
                   QStringLiteral("daily_token_budget"), QStringLiteral("updated_at")},
                  rows))
        return false;
    rows.clear();
    const QStringList zones = {QStringLiteral("Europe/Berlin"), QStringLiteral("America/New_York"),
                               QStringLiteral("Asia/Tokyo"), QStringLiteral("UTC")};
    for (int i = 0; i < qMin<int>(6, int(subs.size())); ++i) {
        QVariantMap prefs{
            {QStringLiteral("timeZone"), zones.at(i % zones.size())},
            {QStringLiteral("clock"), i % 2 ? QStringLiteral("12h") : QStringLiteral("24h")},
            {QStringLiteral("startPage"), QStringLiteral("/dashboards")},
            {QStringLiteral("dashboardList"), QVariantMap{{QStringLiteral("sort"), QStringLiteral("updated")}}}};
        if (i == 5) // stale: an unknown zone and a field the reader drops
            prefs = {{QStringLiteral("timeZone"), QStringLiteral("Mars/Olympus_Mons")},
                     {QStringLiteral("theme"), QStringLiteral("dark")}};
        if (i == 4)
            prefs = {};
        rows << QVariantList{subs.at(i), DemoContext::json(prefs), c.ago(86400LL * i)};
    }
    c.workspaces = workspaces;
    c.holotableSubs = subs;
    return c.insert(QStringLiteral("user_preferences"),
                    {QStringLiteral("sub"), QStringLiteral("prefs"), QStringLiteral("updated_at")}, rows);
}

} // namespace metadesk
