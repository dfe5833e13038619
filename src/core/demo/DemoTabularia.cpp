// The Tabularia half of the demo: access control, the project tree, catalog, runs, administration, AI, contracts.
#include "DemoContext.h"
#include "DemoKey.h"
#include "core/secrets/Fernet.h"

namespace metadesk {

namespace {
QVariant null() {
    return QVariant();
}

const QStringList kFirstNames = {
    QStringLiteral("Ada"),   QStringLiteral("Bruno"),  QStringLiteral("Chiara"), QStringLiteral("Dmitri"),
    QStringLiteral("Elif"),  QStringLiteral("Farid"),  QStringLiteral("Greta"),  QStringLiteral("Hiro"),
    QStringLiteral("Ines"),  QStringLiteral("Jonas"),  QStringLiteral("Kemi"),   QStringLiteral("Lars"),
    QStringLiteral("Maya"),  QStringLiteral("Nikhil"), QStringLiteral("Olga"),   QStringLiteral("Pablo"),
    QStringLiteral("Quinn"), QStringLiteral("Rosa"),   QStringLiteral("Sven"),   QStringLiteral("Tariq"),
    QStringLiteral("Uma"),   QStringLiteral("Viktor")};
const QStringList kLastNames = {QStringLiteral("Lindqvist"), QStringLiteral("Okafor"),  QStringLiteral("Moreau"),
                                QStringLiteral("Tanaka"),    QStringLiteral("Schmidt"), QStringLiteral("Costa"),
                                QStringLiteral("Novak"),     QStringLiteral("Haddad"),  QStringLiteral("Kowalski"),
                                QStringLiteral("Ferreira"),  QStringLiteral("Berg"),    QStringLiteral("Ivanova")};
} // namespace

bool DemoGenerator::fillTabularia(DemoContext& c) {
    DemoRandom& r = c.rng;
    const QString ssoIssuer = QStringLiteral("https://login.example.com/realms/tabularia");

    // --- users: local accounts (no OIDC identity) and SSO identities (issuer + subject) --------------------------
    c.say(QObject::tr("Writing Tabularia users, groups and permissions…"));
    QList<QVariantList> rows;
    const int userCount = 22;
    for (int i = 1; i <= userCount; ++i) {
        const QString first = kFirstNames.at((i - 1) % kFirstNames.size());
        const QString last = kLastNames.at((i * 7) % kLastNames.size());
        const QString email = first.toLower() + QLatin1Char('.') + last.toLower() + QStringLiteral("@example.com");
        const bool sso = i > 6;
        const QString subject = sso ? r.uuid() : QString();
        if (sso)
            c.subjects << subject;
        const bool admin = i == 1 || i == 7;
        const bool active = i != 5 && i != 18;
        rows << QVariantList{i,
                             i == 1 ? QVariant(QStringLiteral("admin@example.com")) : QVariant(email),
                             i == 1 ? QStringLiteral("Administrator") : first + QLatin1Char(' ') + last,
                             sso ? null()
                                 : QVariant(QStringLiteral("$argon2id$v=19$m=65536,t=3,p=4$") +
                                            QString::fromLatin1(r.bytes(12).toBase64())),
                             sso ? QVariant(ssoIssuer) : null(),
                             sso ? QVariant(subject) : null(),
                             admin,
                             active,
                             c.ago(86400LL * r.range(200, 900)),
                             i % 5 == 0 ? null() : QVariant(c.ago(r.range(60, 86400 * 30)))};
        c.userIds << i;
        (sso ? c.ssoUserIds : c.localUserIds) << i;
    }
    if (!c.insert(QStringLiteral("users"),
                  {QStringLiteral("id"), QStringLiteral("email"), QStringLiteral("display_name"),
                   QStringLiteral("password_hash"), QStringLiteral("oidc_issuer"), QStringLiteral("oidc_subject"),
                   QStringLiteral("is_admin"), QStringLiteral("is_active"), QStringLiteral("created_at"),
                   QStringLiteral("last_login_at")},
                  rows))
        return false;
    c.deletedUserLabel = QStringLiteral("former.contractor@example.com");

    // --- groups and memberships --------------------------------------------------------------------------------
    const QStringList groupNames = {QStringLiteral("platform-admins"), QStringLiteral("data-engineering"),
                                    QStringLiteral("analytics"),       QStringLiteral("finance"),
                                    QStringLiteral("auditors"),        QStringLiteral("marketing")};
    rows.clear();
    for (int g = 0; g < groupNames.size(); ++g) {
        rows << QVariantList{g + 1, groupNames.at(g),
                             QObject::tr("Synchronised from the identity provider group %1").arg(groupNames.at(g)),
                             c.ago(86400LL * r.range(300, 900))};
        c.groupIds << g + 1;
    }
    if (!c.insert(
            QStringLiteral("groups"),
            {QStringLiteral("id"), QStringLiteral("name"), QStringLiteral("description"), QStringLiteral("created_at")},
            rows))
        return false;
    rows.clear();
    for (qint64 u : c.userIds) {
        QList<qint64> mine{1 + (u % 5) + (u == 1 || u == 7 ? 0 : 1)};
        if (u == 1 || u == 7)
            mine = {1, 2};
        if (u % 4 == 0)
            mine << 3 + (u % 3);
        for (qint64 g : mine)
            if (g <= groupNames.size())
                rows << QVariantList{u, g, c.ago(86400LL * r.range(10, 200))};
    }
    std::sort(rows.begin(), rows.end(), [](const QVariantList& a, const QVariantList& b) {
        return a.at(0).toLongLong() != b.at(0).toLongLong() ? a.at(0).toLongLong() < b.at(0).toLongLong()
                                                            : a.at(1).toLongLong() < b.at(1).toLongLong();
    });
    rows.erase(std::unique(rows.begin(), rows.end(),
                           [](const QVariantList& a, const QVariantList& b) {
                               return a.at(0) == b.at(0) && a.at(1) == b.at(1);
                           }),
               rows.end());
    if (!c.insert(QStringLiteral("user_groups"),
                  {QStringLiteral("user_id"), QStringLiteral("group_id"), QStringLiteral("created_at")}, rows))
        return false;

    // --- projects: a tree three levels deep -------------------------------------------------------------------
    struct ProjectSeed {
        int id;
        int parent;
        const char* name;
        const char* description;
    };
    const ProjectSeed projects[] = {
        {1, 0, "Sales", "Pipelines and reporting for the sales organisation"},
        {2, 0, "Finance", "Ledger exports, reconciliation and month-end reporting"},
        {3, 0, "Operations", "Logistics, warehouses and supplier feeds"},
        {4, 1, "EMEA", "Sales in Europe, the Middle East and Africa"},
        {5, 1, "Americas", "Sales in North and South America"},
        {6, 2, "Reporting", "Board and regulator reporting"},
        {7, 3, "Logistics", "Carriers, shipments and delivery times"},
        {8, 4, "Germany", "DACH region accounts and forecasts"},
        {9, 4, "France", "French accounts and forecasts"},
        {10, 6, "Quarterly close", "Quarter-end packs and audit trails"},
        {11, 7, "Warehouses", "Stock levels and picking performance"},
        {12, 0, "Sandbox", "Experiments; nothing here is scheduled"},
    };
    rows.clear();
    for (const ProjectSeed& p : projects) {
        rows << QVariantList{p.id,
                             p.parent ? QVariant(p.parent) : null(),
                             QString::fromUtf8(p.name),
                             QString::fromUtf8(p.description),
                             QVariant(c.userIds.at(int(r.below(c.userIds.size())))),
                             c.ago(86400LL * r.range(300, 700)),
                             c.ago(86400LL * r.range(1, 200))};
        c.projectIds << p.id;
        if (p.id >= 8 || p.id == 5 || p.id == 12)
            c.leafProjectIds << p.id;
    }
    if (!c.insert(QStringLiteral("projects"),
                  {QStringLiteral("id"), QStringLiteral("parent_id"), QStringLiteral("name"),
                   QStringLiteral("description"), QStringLiteral("owner_id"), QStringLiteral("created_at"),
                   QStringLiteral("updated_at")},
                  rows))
        return false;

    // --- permissions: to users and to groups, exactly one grantee each ----------------------------------------
    const QStringList capabilities = {QStringLiteral("view"), QStringLiteral("run"), QStringLiteral("edit"),
                                      QStringLiteral("admin")};
    rows.clear();
    qint64 permissionId = 0;
    for (qint64 project : c.projectIds) {
        rows << QVariantList{++permissionId, project, null(), 2, QStringLiteral("edit"), c.ago(86400LL * 90)};
        rows << QVariantList{++permissionId, project, null(), 5, QStringLiteral("view"), c.ago(86400LL * 90)};
        if (project <= 3)
            rows << QVariantList{++permissionId, project, null(), 1, QStringLiteral("admin"), c.ago(86400LL * 120)};
        const qint64 user = c.userIds.at(int(2 + r.below(c.userIds.size() - 2)));
        rows << QVariantList{
            ++permissionId, project, user, null(), capabilities.at(int(r.below(3))), c.ago(86400LL * r.range(1, 60))};
    }
    rows << QVariantList{++permissionId, 2, null(), 4, QStringLiteral("run"), c.ago(86400LL * 40)};
    rows << QVariantList{++permissionId, 1, null(), 6, QStringLiteral("view"), c.ago(86400LL * 12)};
    if (!c.insert(QStringLiteral("permissions"),
                  {QStringLiteral("id"), QStringLiteral("project_id"), QStringLiteral("user_id"),
                   QStringLiteral("group_id"), QStringLiteral("capability"), QStringLiteral("created_at")},
                  rows))
        return false;

    // --- connections: credentials as real Fernet tokens under the published demo key --------------------------
    c.say(QObject::tr("Writing connections, flows and datasources…"));
    const auto fernet = Fernet::fromKey(demoFernetKey(), &c.error);
    if (!fernet)
        return false;
    struct ConnectionSeed {
        const char* kind;
        const char* name;
        const char* host;
        int port;
        const char* database;
    };
    const ConnectionSeed connectionSeeds[] = {
        {"postgresql", "crm-replica", "crm-replica.db.example.com", 5432, "crm"},
        {"snowflake", "warehouse", "acme-eu.snowflakecomputing.com", 443, "ANALYTICS"},
        {"s3", "landing-bucket", "s3.eu-central-1.amazonaws.com", 443, nullptr},
        {"slack", "alerts-channel", "hooks.slack.com", 443, nullptr},
        {"mysql", "shop-orders", "orders.mysql.example.com", 3306, "shop"},
        {"bigquery", "marketing-bq", "bigquery.googleapis.com", 443, "marketing"},
        {"sftp", "supplier-drop", "sftp.supplier.example.net", 22, nullptr},
        {"email", "finance-mailer", "smtp.example.com", 587, nullptr},
    };
    rows.clear();
    qint64 connectionId = 0;
    for (qint64 project : c.projectIds) {
        if (project == 12)
            continue;
        const int count = project <= 3 ? 3 : 1 + int(r.below(2));
        for (int k = 0; k < count; ++k) {
            const ConnectionSeed& s = connectionSeeds[(project + k * 3) % std::size(connectionSeeds)];
            ++connectionId;
            const QByteArray secret = QStringLiteral("{\"password\":\"demo-%1-%2\"}")
                                          .arg(QString::fromLatin1(s.name))
                                          .arg(connectionId)
                                          .toUtf8();
            const qint64 issued = c.nowMs / 1000 - 86400LL * r.range(5, 300);
            const QByteArray token = fernet->encrypt(secret, issued, r.bytes(16));
            if (token.isEmpty()) {
                c.error = QObject::tr("Fernet encryption failed for the demo credentials.");
                return false;
            }
            rows << QVariantList{connectionId,
                                 project,
                                 QString::fromLatin1(s.name),
                                 QString::fromLatin1(s.kind),
                                 QString::fromLatin1(s.host),
                                 s.port,
                                 s.database ? QVariant(QString::fromLatin1(s.database)) : null(),
                                 QStringLiteral("svc_tabularia"),
                                 QString::fromLatin1(token),
                                 c.userIds.at(int(r.below(8))),
                                 c.ago(86400LL * r.range(100, 400)),
                                 c.ago(86400LL * r.range(1, 99))};
            c.connectionIds << connectionId;
            if (qstrcmp(s.kind, "slack") == 0 || qstrcmp(s.kind, "email") == 0)
                c.slackConnectionIds << connectionId;
        }
    }
    if (!c.insert(QStringLiteral("connections"),
                  {QStringLiteral("id"), QStringLiteral("project_id"), QStringLiteral("name"), QStringLiteral("kind"),
                   QStringLiteral("host"), QStringLiteral("port"), QStringLiteral("database_name"),
                   QStringLiteral("username"), QStringLiteral("credentials_encrypted"), QStringLiteral("owner_id"),
                   QStringLiteral("created_at"), QStringLiteral("updated_at")},
                  rows))
        return false;

    // --- flows and their immutable versions -------------------------------------------------------------------
    const QStringList engines = {QStringLiteral("duckdb"), QStringLiteral("dbt"), QStringLiteral("python"),
                                 QStringLiteral("sql"), QStringLiteral("spark")};
    const QStringList flowNames = {
        QStringLiteral("daily_orders"),     QStringLiteral("customer_360"),   QStringLiteral("revenue_by_region"),
        QStringLiteral("churn_features"),   QStringLiteral("ledger_export"),  QStringLiteral("fx_rates_sync"),
        QStringLiteral("stock_snapshot"),   QStringLiteral("carrier_sla"),    QStringLiteral("lead_scoring"),
        QStringLiteral("invoice_matching"), QStringLiteral("web_sessions"),   QStringLiteral("supplier_feed"),
        QStringLiteral("forecast_weekly"),  QStringLiteral("returns_report"), QStringLiteral("quarterly_pack"),
        QStringLiteral("pick_rates"),       QStringLiteral("campaign_roi"),   QStringLiteral("gdpr_erasure_log"),
    };
    QList<QVariantList> versionRows;
    rows.clear();
    qint64 versionId = 0;
    for (int f = 0; f < flowNames.size(); ++f) {
        const qint64 flowId = f + 1;
        const qint64 project = c.projectIds.at(f % (c.projectIds.size() - 1)); // nothing in the sandbox
        const QString engine = engines.at(f % engines.size());
        const int versions = 1 + int(r.below(5));
        const bool scheduled = f % 3 != 2;
        const QVariantMap definition{
            {QStringLiteral("engine"), engine},
            {QStringLiteral("steps"), QVariantList{QVariantMap{{QStringLiteral("id"), QStringLiteral("extract")}},
                                                   QVariantMap{{QStringLiteral("id"), QStringLiteral("transform")}},
                                                   QVariantMap{{QStringLiteral("id"), QStringLiteral("publish")}}}},
            {QStringLiteral("version"), versions}};
        rows << QVariantList{
            flowId,
            project,
            flowNames.at(f),
            QObject::tr("Builds %1 for %2").arg(flowNames.at(f)).arg(project),
            engine,
            DemoContext::json(definition),
            c.userIds.at(int(r.below(c.userIds.size()))),
            scheduled ? QVariant(QStringLiteral("%1 %2 * * *").arg(r.below(60)).arg(r.below(24))) : null(),
            scheduled,
            scheduled ? QVariant(c.userIds.at(int(r.below(8)))) : null(),
            !c.slackConnectionIds.isEmpty() && f % 2 == 0 ? QVariant(r.pick(c.slackConnectionIds)) : null(),
            versions,
            c.ago(86400LL * r.range(120, 500)),
            c.ago(86400LL * r.range(1, 30))};
        c.flowIds << flowId;
        c.flowProject.insert(flowId, project);
        c.flowVersionCount.insert(flowId, versions);
        c.flowEngine.insert(flowId, engine);
        for (int v = 1; v <= versions; ++v) {
            QVariantMap def = definition;
            def.insert(QStringLiteral("version"), v);
            versionRows << QVariantList{++versionId,
                                        flowId,
                                        v,
                                        DemoContext::json(def),
                                        v == 1 ? QObject::tr("Initial version") : QObject::tr("Revision %1").arg(v),
                                        c.userIds.at(int(r.below(c.userIds.size()))),
                                        c.ago(86400LL * (120 - v * 20) + r.below(3600))};
        }
    }
    if (!c.insert(QStringLiteral("flows"),
                  {QStringLiteral("id"), QStringLiteral("project_id"), QStringLiteral("name"),
                   QStringLiteral("description"), QStringLiteral("engine"), QStringLiteral("definition"),
                   QStringLiteral("owner_id"), QStringLiteral("schedule_cron"), QStringLiteral("schedule_enabled"),
                   QStringLiteral("run_scheduled_by"), QStringLiteral("notify_connection_id"),
                   QStringLiteral("current_version"), QStringLiteral("created_at"), QStringLiteral("updated_at")},
                  rows))
        return false;
    if (!c.insert(QStringLiteral("flow_versions"),
                  {QStringLiteral("id"), QStringLiteral("flow_id"), QStringLiteral("version"),
                   QStringLiteral("definition"), QStringLiteral("comment"), QStringLiteral("created_by"),
                   QStringLiteral("created_at")},
                  versionRows))
        return false;

    // --- datasources: from a flow, from a connection, or from neither (an upload) ------------------------------
    rows.clear();
    const qint64 runCount = c.options.runs;
    for (int d = 1; d <= 15; ++d) {
        const int origin = d % 3; // 0 flow, 1 connection, 2 neither
        const qint64 flow = origin == 0 ? c.flowIds.at(d % c.flowIds.size()) : 0;
        const qint64 project = flow ? c.flowProject.value(flow) : c.projectIds.at(d % (c.projectIds.size() - 1));
        QVariant snapshot;
        if (runCount > 0 && d % 5 != 4)
            snapshot = 1 + r.below(runCount);
        else if (d == 4)
            snapshot = runCount + 100000; // a snapshot run that no longer exists: no FK by design
        rows << QVariantList{
            d,
            project,
            QStringLiteral("ds_%1_%2").arg(flow ? flowNames.at(int(flow - 1)) : QStringLiteral("source")).arg(d),
            QObject::tr("Published dataset %1").arg(d),
            flow ? QVariant(flow) : null(),
            origin == 1 && !c.connectionIds.isEmpty() ? QVariant(c.connectionIds.at(d % c.connectionIds.size()))
                                                      : null(),
            snapshot,
            QStringLiteral("s3://tabularia-datasets/%1/ds_%2.parquet").arg(project).arg(d),
            r.range(0, 5'000'000),
            DemoContext::json({{QStringLiteral("columns"),
                                QVariantList{QVariantMap{{QStringLiteral("name"), QStringLiteral("id")},
                                                         {QStringLiteral("type"), QStringLiteral("BIGINT")}},
                                             QVariantMap{{QStringLiteral("name"), QStringLiteral("amount")},
                                                         {QStringLiteral("type"), QStringLiteral("DECIMAL(12,2)")}}}}}),
            c.userIds.at(int(r.below(c.userIds.size()))),
            d % 2 ? QVariant(QStringLiteral("0 6 * * *")) : null(),
            d % 2 ? QVariant(c.userIds.at(int(r.below(6)))) : null(),
            c.ago(r.range(600, 86400 * 3)),
            c.ago(86400LL * r.range(60, 400)),
            c.ago(86400LL * r.range(0, 59))};
        c.datasourceIds << d;
    }
    if (!c.insert(QStringLiteral("datasources"),
                  {QStringLiteral("id"), QStringLiteral("project_id"), QStringLiteral("name"),
                   QStringLiteral("description"), QStringLiteral("flow_id"), QStringLiteral("connection_id"),
                   QStringLiteral("snapshot_run_id"), QStringLiteral("parquet_path"), QStringLiteral("row_count"),
                   QStringLiteral("schema"), QStringLiteral("owner_id"), QStringLiteral("refresh_cron"),
                   QStringLiteral("refresh_scheduled_by"), QStringLiteral("refreshed_at"), QStringLiteral("created_at"),
                   QStringLiteral("updated_at")},
                  rows))
        return false;

    // --- saved views and dbt AI texts --------------------------------------------------------------------------
    rows.clear();
    for (int v = 1; v <= 10; ++v) {
        const qint64 ds = c.datasourceIds.at(v % c.datasourceIds.size());
        rows << QVariantList{v,
                             c.projectIds.at(v % c.projectIds.size()),
                             v == 10 ? null() : QVariant(ds),
                             QObject::tr("View %1").arg(v),
                             DemoContext::json({{QStringLiteral("columns"),
                                                 QVariantList{QStringLiteral("id"), QStringLiteral("amount")}},
                                                {QStringLiteral("sort"), QStringLiteral("-amount")},
                                                {QStringLiteral("filters"), QVariantList{}}}),
                             c.userIds.at(int(r.below(c.userIds.size()))),
                             c.ago(86400LL * r.range(20, 200)),
                             c.ago(86400LL * r.range(0, 19))};
    }
    if (!c.insert(QStringLiteral("saved_views"),
                  {QStringLiteral("id"), QStringLiteral("project_id"), QStringLiteral("datasource_id"),
                   QStringLiteral("name"), QStringLiteral("config"), QStringLiteral("owner_id"),
                   QStringLiteral("created_at"), QStringLiteral("updated_at")},
                  rows))
        return false;
    rows.clear();
    qint64 textId = 0;
    for (qint64 flow : c.flowIds) {
        if (c.flowEngine.value(flow) != QLatin1String("dbt"))
            continue;
        for (int v = 1; v <= c.flowVersionCount.value(flow); ++v) {
            for (const QString& path : {QStringLiteral("models/schema.yml"), QStringLiteral("README.md")})
                rows << QVariantList{++textId,
                                     flow,
                                     v,
                                     path,
                                     QObject::tr("# %1 (version %2)\n\nDescriptions written by the assistant.")
                                         .arg(flowNames.at(int(flow - 1)))
                                         .arg(v),
                                     QStringLiteral("claude-sonnet"),
                                     c.ago(86400LL * r.range(1, 90))};
        }
    }
    if (!c.insert(QStringLiteral("dbt_ai_texts"),
                  {QStringLiteral("id"), QStringLiteral("flow_id"), QStringLiteral("flow_version"),
                   QStringLiteral("path"), QStringLiteral("content"), QStringLiteral("model"),
                   QStringLiteral("created_at")},
                  rows))
        return false;

    return fillTabulariaRuns(c) && fillTabulariaAdministration(c) && fillTabulariaAi(c);
}

} // namespace metadesk
