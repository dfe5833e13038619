// Holotable's access and assistant tables for the demo (migrations 011–021): sessions, the append-only audit log,
// annotations, share links, API tokens, workspace prompts, model configuration, and chat conversations.
#include "DemoContext.h"

#include <iterator>

namespace metadesk {

namespace {
QVariant null() {
    return QVariant();
}
} // namespace

bool DemoGenerator::fillHolotableAccess(DemoContext& c) {
    DemoRandom& r = c.rng;
    c.say(QObject::tr("Writing Holotable sessions, audit log, shares and model settings…"));
    const QStringList& ws = c.workspaces;
    const QStringList& subs = c.holotableSubs;

    // --- sessions: renewable sign-ins; refresh_token is AES-256-GCM iv‖tag‖ciphertext (random bytes here: the key
    // derives from a SESSION_SECRET the demo does not have). Two are past expiry and not yet swept. -----------------
    QList<QVariantList> rows;
    for (int i = 0; i < 8; ++i) {
        const qint64 createdAgo = 3600LL * r.range(1, 200);
        const bool expired = i >= 6;
        rows << QVariantList{c.randomSha256Hex(),
                             subs.at(i % subs.size()),
                             i == 3 ? null() : QVariant(r.uuid()),
                             r.bytes(12 + 16 + int(r.range(600, 900))),
                             c.ago(createdAgo),
                             c.ago(createdAgo - 600 * r.range(0, 5)),
                             expired ? c.ago(3600LL * r.range(1, 48)) : c.ago(-3600LL * r.range(1, 10))};
    }
    if (!c.insert(QStringLiteral("sessions"),
                  {QStringLiteral("id_hash"), QStringLiteral("sub"), QStringLiteral("oidc_sid"),
                   QStringLiteral("refresh_token"), QStringLiteral("created_at"), QStringLiteral("refreshed_at"),
                   QStringLiteral("expires_at")},
                  rows))
        return false;

    // --- audit_log: append-only (insert only: the schema refuses UPDATE, DELETE and TRUNCATE); id and order come
    // from the database. Sign-in and sign-out carry no workspace; a realm's back-channel logout is actor_kind realm.
    struct AuditSeed {
        const char* action;
        const char* resourceType; // nullptr: NULL
    };
    const AuditSeed audits[] = {
        {"auth.login", nullptr},
        {"dashboard.update", "dashboard"},
        {"query.execute", "source"},
        {"dashboard.generate", "dashboard"},
        {"dashboard.create", "dashboard"},
        {"source.refresh", "source"},
        {"template.create", "template"},
        {"annotation.create", "annotation"},
        {"share.create", "dashboard"},
        {"token.create", "workspace"},
        {"workspace.model.update", "workspace"},
        {"dashboard.chat", "dashboard"},
        {"auth.logout", nullptr},
        {"workspace.limits.update", "workspace"},
        {"source.delete", "source"},
    };
    const int auditCount = int(std::size(audits));
    rows.clear();
    for (int i = 0; i < 240; ++i) {
        const AuditSeed& a = audits[i % auditCount];
        const QString action = QString::fromLatin1(a.action);
        const bool auth = action.startsWith(QLatin1String("auth."));
        const bool realm = i == 100; // the realm ended a session by back-channel logout
        const QString outcome = i % 29 == 0 ? QStringLiteral("denied")
                                            : (i % 41 == 0 ? QStringLiteral("failure") : QStringLiteral("success"));
        QVariant resourceId;
        if (a.resourceType) {
            const QLatin1String type(a.resourceType);
            if (type == QLatin1String("dashboard"))
                resourceId = c.dashboardIds.at(i % c.dashboardIds.size());
            else if (type == QLatin1String("source"))
                resourceId = i % 2 ? QStringLiteral("metrics") : QStringLiteral("legacy-crm");
            else if (type == QLatin1String("workspace"))
                resourceId = ws.at(i % ws.size());
            else
                resourceId = r.uuid();
        }
        QVariantMap detail;
        if (action == QLatin1String("query.execute"))
            detail = {{QStringLiteral("sqlDigest"), c.randomSha256Hex().left(16)}, {QStringLiteral("rows"), 240}};
        if (outcome == QLatin1String("denied"))
            detail = {{QStringLiteral("reason"), QStringLiteral("role")}};
        if (i % 53 == 0)
            detail.insert(QStringLiteral("platformAdmin"), true);
        rows << QVariantList{c.ago(qint64(30 * 86400) * (240 - i) / 240 + r.below(300)),
                             auth || realm ? null() : QVariant(ws.at(i % ws.size())),
                             subs.at(i % subs.size()),
                             realm ? QStringLiteral("realm") : QStringLiteral("user"),
                             realm ? QStringLiteral("auth.backchannel_logout") : action,
                             realm ? null() : (a.resourceType ? QVariant(QString::fromLatin1(a.resourceType)) : null()),
                             realm ? null() : resourceId,
                             outcome,
                             i % 7 == 0 ? null() : QVariant(r.uuid()),
                             DemoContext::json(detail)};
    }
    if (!c.insert(QStringLiteral("audit_log"),
                  {QStringLiteral("at"), QStringLiteral("workspace_id"), QStringLiteral("actor_sub"),
                   QStringLiteral("actor_kind"), QStringLiteral("action"), QStringLiteral("resource_type"),
                   QStringLiteral("resource_id"), QStringLiteral("outcome"), QStringLiteral("request_id"),
                   QStringLiteral("detail")},
                  rows))
        return false;

    // --- annotations: deploys, incidents (one still open) and notes drawn on the time-series panels ----------------
    rows.clear();
    for (int i = 0; i < 12; ++i) {
        const int kind = i % 3; // deploy, incident, note
        const qint64 atAgo = 3600LL * (12 * (12 - i)) + r.below(3600);
        QVariant ended;
        if (kind == 1)
            ended = i == 10 ? null() : QVariant(c.ago(atAgo - 60 * r.range(5, 180))); // 10: still open
        const bool fromCi = kind == 0 && i % 2 == 0;
        rows << QVariantList{
            r.uuid(),
            ws.at(i % ws.size()),
            c.ago(atAgo),
            ended,
            kind == 0 ? QStringLiteral("deploy") : (kind == 1 ? QStringLiteral("incident") : QStringLiteral("note")),
            kind == 0
                ? QStringLiteral("api v2.%1.0").arg(i)
                : (kind == 1 ? QObject::tr("Elevated p99 on checkout") : QObject::tr("Marketing campaign starts")),
            kind == 2 ? null() : QVariant(QObject::tr("See the incident channel for details.")),
            c.textArray(kind == 0 ? QStringList{QStringLiteral("api"), QStringLiteral("release:2.%1").arg(i)}
                                  : QStringList{}),
            subs.at(i % subs.size()),
            c.ago(atAgo - 30),
            fromCi ? QStringLiteral("ci:github-actions") : QStringLiteral("manual")};
    }
    if (!c.insert(QStringLiteral("annotations"),
                  {QStringLiteral("id"), QStringLiteral("workspace_id"), QStringLiteral("at"),
                   QStringLiteral("ended_at"), QStringLiteral("kind"), QStringLiteral("title"),
                   QStringLiteral("description"), QStringLiteral("tags"), QStringLiteral("created_by"),
                   QStringLiteral("created_at"), QStringLiteral("source")},
                  rows))
        return false;

    // --- dashboard_shares: read-only links; one revoked, one expired, one of the deleted dashboard (no FK) ---------
    rows.clear();
    for (int i = 0; i < 5; ++i) {
        const QString dashboard = c.dashboardIds.at(i == 4 ? 6 : i);
        rows << QVariantList{
            r.uuid(),
            dashboard,
            c.dashboardWorkspace.value(dashboard),
            c.randomSha256Hex(),
            i == 0 ? QVariant(QObject::tr("Wall display, 3rd floor"))
                   : (i == 3 ? null() : QVariant(QObject::tr("Partner view %1").arg(i))),
            c.textArray(i == 1 ? QStringList{QStringLiteral("https://intranet.example.com")} : QStringList{}),
            i == 2 ? QVariant(DemoContext::json({{QStringLiteral("from"), QStringLiteral("now-7d")},
                                                 {QStringLiteral("to"), QStringLiteral("now")}}))
                   : null(),
            subs.at(i % subs.size()),
            c.ago(86400LL * (40 - i * 5)),
            i == 3 ? c.ago(86400 * 2) : c.ago(-86400LL * (30 + i)), // 3: expired
            i == 1 ? QVariant(c.ago(86400 * 6)) : null(),           // 1: revoked
            i == 0 ? QVariant(c.ago(45)) : (i == 2 ? QVariant(c.ago(86400)) : null())};
    }
    if (!c.insert(QStringLiteral("dashboard_shares"),
                  {QStringLiteral("id"), QStringLiteral("dashboard_id"), QStringLiteral("workspace_id"),
                   QStringLiteral("token_hash"), QStringLiteral("label"), QStringLiteral("allowed_origins"),
                   QStringLiteral("time_range"), QStringLiteral("created_by"), QStringLiteral("created_at"),
                   QStringLiteral("expires_at"), QStringLiteral("revoked_at"), QStringLiteral("last_used_at")},
                  rows))
        return false;

    // --- api_tokens: service accounts at viewer or editor; one revoked, one expired -------------------------------
    rows.clear();
    const char* tokenNames[] = {"ci-dashboards", "grafana-export", "nightly-report", "old-pipeline"};
    for (int i = 0; i < 4; ++i)
        rows << QVariantList{r.uuid(),
                             ws.at(i % ws.size()),
                             QString::fromLatin1(tokenNames[i]),
                             c.randomSha256Hex(),
                             i % 2 ? QStringLiteral("viewer") : QStringLiteral("editor"),
                             subs.at(i % subs.size()),
                             c.ago(86400LL * (90 - i * 10)),
                             i == 2 ? c.ago(86400 * 3) : c.ago(-86400LL * (180 - i * 10)), // 2: expired
                             i == 3 ? QVariant(c.ago(86400 * 20)) : null(),                // 3: revoked
                             i == 0 ? QVariant(c.ago(75)) : (i == 3 ? QVariant(c.ago(86400 * 21)) : null())};
    if (!c.insert(QStringLiteral("api_tokens"),
                  {QStringLiteral("id"), QStringLiteral("workspace_id"), QStringLiteral("name"),
                   QStringLiteral("token_hash"), QStringLiteral("role"), QStringLiteral("created_by"),
                   QStringLiteral("created_at"), QStringLiteral("expires_at"), QStringLiteral("revoked_at"),
                   QStringLiteral("last_used_at")},
                  rows))
        return false;

    // --- workspace_prompts: glossary, metric definitions and example panels added to every generation -------------
    const QVariantMap example{
        {QStringLiteral("id"), QStringLiteral("p1")},
        {QStringLiteral("title"), QObject::tr("p99 latency by route")},
        {QStringLiteral("viz"), QStringLiteral("line")},
        {QStringLiteral("query"),
         QVariantMap{{QStringLiteral("sourceId"), QStringLiteral("metrics")},
                     {QStringLiteral("sql"), QStringLiteral("SELECT time_bucket('1 minute', ts) AS bucket, "
                                                            "percentile_cont(0.99) WITHIN GROUP (ORDER BY latency_ms) "
                                                            "AS p99 FROM http_requests GROUP BY 1 ORDER BY 1")},
                     {QStringLiteral("timeField"), QStringLiteral("bucket")}}},
        {QStringLiteral("format"), QStringLiteral("ms")},
        {QStringLiteral("layout"),
         QVariantMap{
             {QStringLiteral("x"), 0}, {QStringLiteral("y"), 0}, {QStringLiteral("w"), 6}, {QStringLiteral("h"), 4}}}};
    rows = {
        {ws.at(0), QObject::tr("p99: the 99th percentile of latency_ms. A route is the request path."),
         DemoContext::jsonList({QVariantMap{
             {QStringLiteral("name"), QStringLiteral("error_rate")},
             {QStringLiteral("definition"), QStringLiteral("count(*) FILTER (WHERE status >= 500) / count(*)")}}}),
         DemoContext::jsonList({example}), subs.at(0), c.ago(86400 * 3)},
        {ws.at(1), QString(), QStringLiteral("[]"), QStringLiteral("[]"), subs.at(1 % subs.size()), c.ago(86400 * 30)}};
    if (!c.insert(QStringLiteral("workspace_prompts"),
                  {QStringLiteral("workspace_id"), QStringLiteral("glossary"), QStringLiteral("metric_definitions"),
                   QStringLiteral("examples"), QStringLiteral("updated_by"), QStringLiteral("updated_at")},
                  rows))
        return false;

    // --- model configuration: a workspace on the environment's model that allows personal keys (provider and
    // settings both NULL), one with its own endpoint and sealed key; people's own keys ----------------------------
    const QString openAiCompatible = QStringLiteral("openai-compatible");
    rows = {{ws.at(0), null(), null(), null(), true, subs.at(0), c.ago(86400 * 8)},
            {ws.at(1), openAiCompatible,
             DemoContext::json({{QStringLiteral("baseUrl"), QStringLiteral("https://llm.internal.example.com/v1")},
                                {QStringLiteral("model"), QStringLiteral("qwen2.5-72b-instruct")},
                                {QStringLiteral("api"), QStringLiteral("chat")}}),
             r.bytes(12 + 16 + 51), false, subs.at(1 % subs.size()), c.ago(86400 * 2)},
            {ws.at(2), openAiCompatible,
             DemoContext::json({{QStringLiteral("baseUrl"), QStringLiteral("http://ollama.ops.example.com:11434/v1")},
                                {QStringLiteral("model"), QStringLiteral("llama3.1:70b")},
                                {QStringLiteral("api"), QStringLiteral("chat")}}),
             null(), false, subs.at(2 % subs.size()), c.ago(86400 * 15)}};
    if (!c.insert(QStringLiteral("workspace_llm_config"),
                  {QStringLiteral("workspace_id"), QStringLiteral("provider"), QStringLiteral("settings"),
                   QStringLiteral("api_key"), QStringLiteral("allow_personal_keys"), QStringLiteral("updated_by"),
                   QStringLiteral("updated_at")},
                  rows))
        return false;
    rows = {{subs.at(0), openAiCompatible,
             DemoContext::json({{QStringLiteral("baseUrl"), QStringLiteral("https://api.openai.com/v1")},
                                {QStringLiteral("model"), QStringLiteral("gpt-4.1-mini")},
                                {QStringLiteral("api"), QStringLiteral("responses")}}),
             r.bytes(12 + 16 + 56), c.ago(86400 * 6)},
            {subs.at(2 % subs.size()), openAiCompatible,
             DemoContext::json({{QStringLiteral("baseUrl"), QStringLiteral("http://localhost:11434/v1")},
                                {QStringLiteral("model"), QStringLiteral("llama3.2")},
                                {QStringLiteral("api"), QStringLiteral("chat")}}),
             null(), c.ago(86400 * 40)}};
    return c.insert(QStringLiteral("user_llm_config"),
                    {QStringLiteral("user_sub"), QStringLiteral("provider"), QStringLiteral("settings"),
                     QStringLiteral("api_key"), QStringLiteral("updated_at")},
                    rows);
}

bool DemoGenerator::fillHolotableConversations(DemoContext& c) {
    DemoRandom& r = c.rng;
    c.say(QObject::tr("Writing Holotable conversations…"));
    const QStringList& ws = c.workspaces;
    const QStringList& subs = c.holotableSubs;
    const QStringList questions = {
        QObject::tr("Why is p99 up since Monday?"), QObject::tr("Which routes got slower after the deploy?"),
        QObject::tr("How many orders came in yesterday?"), QObject::tr("Compare error rates for the last two weeks")};
    QList<QVariantList> conversations, messages;
    for (int i = 0; i < 6; ++i) {
        const QString id = r.uuid();
        // 0 and 1: a dashboard's chat (sources come from its spec, so source_ids is empty); at most one per person
        // per dashboard. The rest ask sources directly.
        const bool onDashboard = i < 2;
        const QString dashboard = onDashboard ? c.dashboardIds.at(i) : QString();
        const QString sub = subs.at(i % subs.size());
        const QString workspace = onDashboard ? c.dashboardWorkspace.value(dashboard) : ws.at(i % 2 ? 1 : 0);
        const qint64 startedAgo = 3600LL * (6 - i) * 9;
        const int count = 2 + int(r.below(4)) * 2;
        const QStringList sources = onDashboard
                                        ? QStringList{}
                                        : (i % 2 ? QStringList{QStringLiteral("orders-replica")}
                                                 : QStringList{QStringLiteral("metrics"), QStringLiteral("events")});
        const QString asked = onDashboard ? c.dashboardCurrentSpecSource.value(dashboard) : sources.first();
        const QString table =
            asked == QLatin1String("orders-replica") ? QStringLiteral("orders") : QStringLiteral("http_requests");
        const QString question = questions.at(i % questions.size());
        conversations << QVariantList{
            id,
            sub,
            workspace,
            c.textArray(sources),
            onDashboard ? QVariant(dashboard) : null(),
            i == 5 ? QString() : question.left(80), // 5: nothing asked yet, so still untitled
            DemoContext::json({{QStringLiteral("from"), i % 2 ? QStringLiteral("now-7d") : QStringLiteral("now-24h")},
                               {QStringLiteral("to"), QStringLiteral("now")}}),
            i == 2 ? QVariant(DemoContext::json({{QStringLiteral("route"), QStringLiteral("/checkout")}})) : null(),
            c.ago(startedAgo),
            c.ago(startedAgo - 120LL * (count - 1))};
        if (i == 5)
            continue;
        for (int m = 0; m < count; ++m) {
            const bool user = m % 2 == 0;
            const QString messageId = r.alphanumeric(16);
            QVariantList parts;
            if (user) {
                parts << QVariantMap{{QStringLiteral("type"), QStringLiteral("text")},
                                     {QStringLiteral("text"), m == 0 ? question : QObject::tr("And per route?")}};
            } else {
                parts << QVariantMap{
                    {QStringLiteral("type"), QStringLiteral("tool-runQuery")},
                    {QStringLiteral("toolCallId"), QStringLiteral("call_%1").arg(r.alphanumeric(12))},
                    {QStringLiteral("state"), QStringLiteral("output-available")},
                    {QStringLiteral("input"),
                     QVariantMap{{QStringLiteral("sourceId"), asked},
                                 {QStringLiteral("sql"), QStringLiteral("SELECT count(*) FROM %1").arg(table)}}},
                    {QStringLiteral("output"), QVariantMap{{QStringLiteral("rowCount"), 12}}}};
                parts << QVariantMap{{QStringLiteral("type"), QStringLiteral("text")},
                                     {QStringLiteral("text"), QObject::tr("Checkout calls slowed after the deploy.")}};
            }
            QString content = DemoContext::json(
                {{QStringLiteral("id"), messageId},
                 {QStringLiteral("role"), user ? QStringLiteral("user") : QStringLiteral("assistant")},
                 {QStringLiteral("parts"), parts}});
            if (i == 3 && m == count - 1) // an old SDK shape with no parts: the reader drops it
                content = DemoContext::json({{QStringLiteral("role"), QStringLiteral("assistant")},
                                             {QStringLiteral("content"), QObject::tr("Checkout calls slowed.")}});
            messages << QVariantList{id, messageId, user ? QStringLiteral("user") : QStringLiteral("assistant"),
                                     content, c.ago(startedAgo - 120LL * m)};
        }
    }
    // conversation_messages.seq is an identity (a trigger on SQLite): left to the database, in the order said.
    return c.insert(QStringLiteral("conversations"),
                    {QStringLiteral("id"), QStringLiteral("user_sub"), QStringLiteral("workspace_id"),
                     QStringLiteral("source_ids"), QStringLiteral("dashboard_id"), QStringLiteral("title"),
                     QStringLiteral("time_range"), QStringLiteral("variables"), QStringLiteral("created_at"),
                     QStringLiteral("updated_at")},
                    conversations) &&
           c.insert(QStringLiteral("conversation_messages"),
                    {QStringLiteral("conversation_id"), QStringLiteral("id"), QStringLiteral("role"),
                     QStringLiteral("content"), QStringLiteral("created_at")},
                    messages);
}

} // namespace metadesk
