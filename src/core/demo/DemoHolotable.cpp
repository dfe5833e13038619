// The Holotable half of the demo: sources, dashboards with version histories, templates, chat, usage, preferences.
#include "DemoContext.h"

namespace metadesk {

namespace {
QVariant null() {
    return QVariant();
}
} // namespace

bool DemoGenerator::fillHolotable(DemoContext& c) {
    DemoRandom& r = c.rng;
    c.say(QObject::tr("Writing Holotable sources, dashboards and usage…"));
    const QStringList workspaces = {QStringLiteral("ws-analytics"), QStringLiteral("ws-finance"),
                                    QStringLiteral("ws-operations")};
    QStringList subs = c.subjects.mid(0, 8);
    if (subs.isEmpty())
        subs << r.uuid();

    // --- sources: config is the author's allowlist; one tombstoned, one with missing catalog tables -----------
    QStringList sourceIds;
    QList<QVariantList> rows;
    const char* sourceNames[] = {"metrics", "orders-replica", "warehouse", "legacy-crm", "events"};
    for (int i = 0; i < 5; ++i) {
        const QString id = r.uuid();
        sourceIds << id;
        rows << QVariantList{
            id,
            workspaces.at(i % workspaces.size()),
            QString::fromLatin1(sourceNames[i]),
            i == 2 ? QStringLiteral("snowflake") : QStringLiteral("postgres"),
            DemoContext::json(
                {{QStringLiteral("schemas"), QVariantList{QStringLiteral("public"), QStringLiteral("metrics")}},
                 {QStringLiteral("tables"), QVariantList{QStringLiteral("http_requests"), QStringLiteral("orders")}}}),
            QStringLiteral("HOLOTABLE_SOURCE_%1")
                .arg(QString::fromLatin1(sourceNames[i]).toUpper().replace(QLatin1Char('-'), QLatin1Char('_'))),
            i == 3 ? QVariant(c.ago(86400 * 12)) : null(),
            i == 4 ? null() : QVariant(c.ago(3600LL * (i + 1))),
            i == 1 ? c.textArray({QStringLiteral("orders_archive"), QStringLiteral("refunds")}) : c.textArray({}),
            subs.at(i % subs.size()),
            c.ago(86400LL * (200 - i * 10)),
            c.ago(86400LL * i)};
    }
    if (!c.insert(QStringLiteral("sources"),
                  {QStringLiteral("id"), QStringLiteral("workspace_id"), QStringLiteral("name"), QStringLiteral("kind"),
                   QStringLiteral("config"), QStringLiteral("secret_ref"), QStringLiteral("tombstoned_at"),
                   QStringLiteral("catalog_refreshed_at"), QStringLiteral("catalog_missing_tables"),
                   QStringLiteral("created_by"), QStringLiteral("created_at"), QStringLiteral("updated_at")},
                  rows))
        return false;

    // --- dashboards and their append-only versions; the title mirrors the latest spec's title -----------------
    const QStringList titles = {QObject::tr("API latency"),       QObject::tr("Error budget"),
                                QObject::tr("Revenue today"),     QObject::tr("Checkout funnel"),
                                QObject::tr("Traffic by region"), QObject::tr("Warehouse backlog"),
                                QObject::tr("Old KPI board"),     QObject::tr("Ledger health")};
    QList<QVariantList> dashboards, versions, favourites, chats;
    qint64 versionId = 0;
    QStringList dashboardIds;
    for (int d = 0; d < titles.size(); ++d) {
        const QString id = r.uuid();
        dashboardIds << id;
        const int count = 1 + int(r.below(6));
        QString title;
        for (int v = 1; v <= count; ++v) {
            // One rename in the history: the spec owns the title, so a rename is a new version.
            title = v == count && d == 1 && count > 1 ? titles.at(d) + QObject::tr(" (SLO)") : titles.at(d);
            const QVariantMap spec{
                {QStringLiteral("title"), title},
                {QStringLiteral("panels"),
                 QVariantList{QVariantMap{
                     {QStringLiteral("id"), QStringLiteral("p1")},
                     {QStringLiteral("kind"), QStringLiteral("timeseries")},
                     {QStringLiteral("title"), QObject::tr("Requests per minute")},
                     {QStringLiteral("sourceId"), sourceIds.at(d % sourceIds.size())},
                     {QStringLiteral("query"),
                      QStringLiteral(
                          "SELECT time_bucket('1 minute', ts), count(*) FROM metrics.http_requests GROUP BY 1")}}}}};
            versions << QVariantList{++versionId,
                                     id,
                                     v,
                                     DemoContext::json(spec),
                                     v == 1 ? QVariant(QObject::tr("First draft"))
                                            : (v % 2 ? QVariant(QObject::tr("Tightened the time range")) : null()),
                                     subs.at((d + v) % subs.size()),
                                     c.ago(86400LL * (60 - v * 5) + d * 600)};
        }
        dashboards << QVariantList{id,
                                   workspaces.at(d % workspaces.size()),
                                   title,
                                   d % 2 ? QVariant(QObject::tr("Watched by the on-call engineer")) : null(),
                                   c.textArray(d % 3 ? QStringList{QStringLiteral("ops"), QStringLiteral("sre")}
                                                     : QStringList{QStringLiteral("finance")}),
                                   subs.at(d % subs.size()),
                                   versionId,
                                   d == 6 ? QVariant(c.ago(86400 * 5)) : null(), // soft-deleted
                                   c.ago(86400LL * 61 + d * 600),
                                   c.ago(86400LL * (60 - count * 5))};
        for (int f = 0; f < 3; ++f)
            if ((d + f) % 2 == 0)
                favourites << QVariantList{subs.at((d + f) % subs.size()), id, c.ago(86400LL * r.range(1, 30))};
    }
    // dashboards first (current_version_id is checked at commit: the constraint is deferred)
    if (!c.insert(QStringLiteral("dashboards"),
                  {QStringLiteral("id"), QStringLiteral("workspace_id"), QStringLiteral("title"),
                   QStringLiteral("description"), QStringLiteral("tags"), QStringLiteral("created_by"),
                   QStringLiteral("current_version_id"), QStringLiteral("deleted_at"), QStringLiteral("created_at"),
                   QStringLiteral("updated_at")},
                  dashboards) ||
        !c.insert(QStringLiteral("dashboard_versions"),
                  {QStringLiteral("id"), QStringLiteral("dashboard_id"), QStringLiteral("version"),
                   QStringLiteral("spec"), QStringLiteral("note"), QStringLiteral("created_by"),
                   QStringLiteral("created_at")},
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

    // --- templates of both kinds; kind always equals body.kind ------------------------------------------------
    rows.clear();
    const struct {
        const char* kind;
        const char* name;
    } templates[] = {{"panel", "Latency percentiles"},
                     {"panel", "Error rate"},
                     {"panel", "Top endpoints"},
                     {"dashboard", "Service overview"},
                     {"dashboard", "Business daily"}};
    for (const auto& t : templates) {
        const QString kind = QString::fromLatin1(t.kind);
        rows << QVariantList{r.uuid(),
                             workspaces.at(int(r.below(workspaces.size()))),
                             kind,
                             QString::fromLatin1(t.name),
                             QObject::tr("Starting point for a %1").arg(kind),
                             DemoContext::json({{QStringLiteral("kind"), kind},
                                                {QStringLiteral("title"), QString::fromLatin1(t.name)},
                                                {QStringLiteral("panels"), QVariantList{}}}),
                             subs.at(int(r.below(subs.size()))),
                             c.ago(86400LL * r.range(30, 90)),
                             c.ago(86400LL * r.range(0, 29))};
    }
    if (!c.insert(QStringLiteral("templates"),
                  {QStringLiteral("id"), QStringLiteral("workspace_id"), QStringLiteral("kind"), QStringLiteral("name"),
                   QStringLiteral("description"), QStringLiteral("body"), QStringLiteral("created_by"),
                   QStringLiteral("created_at"), QStringLiteral("updated_at")},
                  rows))
        return false;

    // --- chat messages: per (dashboard, person); one stored message no longer parses --------------------------
    for (int i = 0; i < 18; ++i) {
        const QString dashboard = dashboardIds.at(i % 3);
        const QString sub = subs.at(i % 2);
        const bool user = i % 2 == 0;
        QString content = DemoContext::json(
            {{QStringLiteral("role"), user ? QStringLiteral("user") : QStringLiteral("assistant")},
             {QStringLiteral("parts"),
              QVariantList{QVariantMap{
                  {QStringLiteral("type"), QStringLiteral("text")},
                  {QStringLiteral("text"), user ? QObject::tr("Why is p99 up since Monday?")
                                                : QObject::tr("Checkout calls slowed after the deploy.")}}}}});
        if (i == 17) // an old SDK shape the reader now drops
            content = QStringLiteral("{\"legacy\":true,\"text\":42}");
        chats << QVariantList{QStringLiteral("msg_%1").arg(r.next() & 0xFFFFFFFF, 8, 16, QLatin1Char('0')),
                              dashboard,
                              sub,
                              user ? QStringLiteral("user") : QStringLiteral("assistant"),
                              content,
                              c.ago(3600LL * (18 - i))};
    }
    if (!c.insert(QStringLiteral("chat_messages"),
                  {QStringLiteral("id"), QStringLiteral("dashboard_id"), QStringLiteral("user_sub"),
                   QStringLiteral("role"), QStringLiteral("content"), QStringLiteral("created_at")},
                  chats))
        return false;

    // --- generation log (a source id that outlived its source is normal: no FK) ------------------------------
    rows.clear();
    const QStringList modes = {QStringLiteral("create"), QStringLiteral("edit"), QStringLiteral("chat")};
    for (int i = 1; i <= 80; ++i) {
        const bool failed = i % 9 == 0;
        rows << QVariantList{i,
                             c.ago(qint64(30 * 86400) * (80 - i) / 80 + r.below(600)),
                             workspaces.at(i % workspaces.size()),
                             subs.at(i % subs.size()),
                             modes.at(i % modes.size()),
                             i % 17 == 0 ? r.uuid() : sourceIds.at(i % sourceIds.size()),
                             QObject::tr("Show requests per minute for [REDACTED] over the last day"),
                             QString::fromLatin1(r.bytes(16).toHex()),
                             failed ? null() : QVariant(QStringLiteral("{\"title\":\"Generated\",\"panels\":[]}")),
                             i % 2 ? QStringLiteral("claude-sonnet") : QStringLiteral("claude-haiku"),
                             failed ? 3 : int(1 + r.below(2)),
                             int(r.range(800, 9000)),
                             failed ? null() : QVariant(int(r.range(200, 3000))),
                             failed ? QVariant(QObject::tr("Spec failed validation after 3 attempts")) : null()};
    }
    if (!c.insert(QStringLiteral("generation_log"),
                  {QStringLiteral("id"), QStringLiteral("created_at"), QStringLiteral("workspace_id"),
                   QStringLiteral("user_sub"), QStringLiteral("mode"), QStringLiteral("source_id"),
                   QStringLiteral("prompt_redacted"), QStringLiteral("catalog_hash"), QStringLiteral("spec"),
                   QStringLiteral("model"), QStringLiteral("attempts"), QStringLiteral("input_tokens"),
                   QStringLiteral("output_tokens"), QStringLiteral("error")},
                  rows))
        return false;

    // --- 60 days of LLM usage, limits with NULL (inherit) and 0 (disabled), preferences ----------------------
    rows.clear();
    const QStringList routes = {QStringLiteral("/api/generate"), QStringLiteral("/api/chat")};
    for (int day = 0; day < 60; ++day)
        for (const QString& ws : workspaces)
            for (const QString& route : routes)
                if (ws != workspaces.at(2) || day % 3 == 0)
                    rows << QVariantList{ws,
                                         c.dayAgo(day),
                                         route,
                                         route.endsWith(QLatin1String("chat")) ? QStringLiteral("claude-haiku")
                                                                               : QStringLiteral("claude-sonnet"),
                                         r.range(10000, 900000),
                                         r.range(2000, 200000),
                                         int(r.range(3, 400))};
    if (!c.insert(QStringLiteral("llm_usage"),
                  {QStringLiteral("workspace_id"), QStringLiteral("day"), QStringLiteral("route"),
                   QStringLiteral("model"), QStringLiteral("input_tokens"), QStringLiteral("output_tokens"),
                   QStringLiteral("requests")},
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
        if (i == 5)
            prefs = {{QStringLiteral("timeZone"), QStringLiteral("Mars/Olympus_Mons")},
                     {QStringLiteral("theme"), QStringLiteral("dark")}}; // stale
        rows << QVariantList{subs.at(i), DemoContext::json(prefs), c.ago(86400LL * i)};
    }
    return c.insert(QStringLiteral("user_preferences"),
                    {QStringLiteral("sub"), QStringLiteral("prefs"), QStringLiteral("updated_at")}, rows);
}

} // namespace metadesk
