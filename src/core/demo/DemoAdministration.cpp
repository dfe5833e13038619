// Tabularia's administration tables for the demo: audit trail, banners, uploads, deferred blob deletions, login
// throttling, editor presence, the privacy notice and disabled engines.
#include "DemoContext.h"

#include <iterator>

namespace metadesk {

namespace {
QVariant null() {
    return QVariant();
}
} // namespace

bool DemoGenerator::fillTabulariaAdministration(DemoContext& c) {
    DemoRandom& r = c.rng;
    c.say(QObject::tr("Writing audit logs and administration tables…"));

    // --- audit_logs: append-only; some actors have since been deleted (actor_id NULL, actor_label kept) -----------
    struct ActionSeed {
        const char* action;
        const char* targetType; // nullptr: no target
    };
    const ActionSeed actions[] = {
        {"auth.login", nullptr},
        {"auth.sso_login", nullptr},
        {"auth.login_failed", nullptr},
        {"flow.update", "flow"},
        {"flow.run", "flow"},
        {"flow.schedule", "flow"},
        {"datasource.refresh", "datasource"},
        {"datasource.create", "datasource"},
        {"connection.update", "connection"},
        {"permission.grant", "permission"},
        {"permission.revoke", "permission"},
        {"export.download", "export"},
        {"user.promote", "user"},
        {"banner.create", nullptr},
        {"engine.disallow", nullptr},
        {"ai.query", nullptr},
        {"saved_view.create", "saved_view"},
        {"privacy.update", nullptr},
    };
    const int actionCount = int(std::size(actions));
    const QStringList agents = {
        QStringLiteral("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
                       "Chrome/126.0 Safari/537.36"),
        QStringLiteral("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) "
                       "Version/17.5 Safari/605.1.15"),
        QStringLiteral("python-httpx/0.27.0")};
    QList<QVariantList> rows;
    for (int i = 1; i <= 400; ++i) {
        const bool gone = i % 37 == 0;
        const qint64 actor = c.userIds.at(int(r.below(c.userIds.size())));
        const ActionSeed& seed = actions[r.below(actionCount)];
        const QString action = QString::fromLatin1(seed.action);
        const bool failedLogin = action == QLatin1String("auth.login_failed");
        const bool observer = actor == 6 && !gone && !failedLogin; // observers' IP and user agent are never stored
        const bool failure = failedLogin || (i % 23 == 0);
        QVariant actorId = gone || failedLogin ? null() : QVariant(actor);
        QString label = gone ? c.deletedUserLabel : c.userEmail.value(actor);
        if (failedLogin && i % 2)
            label = QStringLiteral("unknown.person@example.org"); // the email typed, no such account
        QVariant targetId, targetLabel;
        if (seed.targetType) {
            const QLatin1String type(seed.targetType);
            if (type == QLatin1String("flow")) {
                const qint64 flow = c.flowIds.at(int(r.below(c.flowIds.size())));
                targetId = flow;
                targetLabel = c.flowNames.at(int(flow - 1));
            } else if (type == QLatin1String("datasource") || type == QLatin1String("export")) {
                const qint64 ds = c.datasourceIds.at(int(r.below(c.datasourceIds.size())));
                targetId = ds;
                targetLabel = c.datasourceName.value(ds);
            } else if (type == QLatin1String("user")) {
                const qint64 user = c.userIds.at(int(r.below(c.userIds.size())));
                targetId = user;
                targetLabel = c.userEmail.value(user);
            } else {
                targetId = r.range(1, 40);
            }
        }
        QVariant detail;
        if (action == QLatin1String("flow.run"))
            detail = DemoContext::json({{QStringLiteral("trigger"), QStringLiteral("manual")},
                                        {QStringLiteral("engine_mode"), QStringLiteral("development")}});
        else if (action == QLatin1String("permission.grant") || action == QLatin1String("permission.revoke"))
            detail = DemoContext::json(
                {{QStringLiteral("capability"), QStringLiteral("edit")}, {QStringLiteral("group_id"), 2}});
        else if (failure)
            detail = DemoContext::json({{QStringLiteral("reason"), failedLogin ? QStringLiteral("bad_credentials")
                                                                               : QStringLiteral("forbidden")}});
        rows << QVariantList{detail,
                             observer ? null() : QVariant(agents.at(int(r.below(agents.size())))),
                             i,
                             c.naiveAgo(qint64(60 * 86400) * (400 - i) / 400 + r.below(3000)),
                             actorId,
                             label,
                             action,
                             failure ? QStringLiteral("failure") : QStringLiteral("success"),
                             seed.targetType ? QVariant(QString::fromLatin1(seed.targetType)) : null(),
                             targetId,
                             targetLabel,
                             observer ? null() : QVariant(QStringLiteral("203.0.113.%1").arg(r.below(255)))};
    }
    if (!c.insert(QStringLiteral("audit_logs"),
                  {QStringLiteral("detail"), QStringLiteral("user_agent"), QStringLiteral("id"), QStringLiteral("ts"),
                   QStringLiteral("actor_id"), QStringLiteral("actor_label"), QStringLiteral("action"),
                   QStringLiteral("outcome"), QStringLiteral("target_type"), QStringLiteral("target_id"),
                   QStringLiteral("target_label"), QStringLiteral("ip")},
                  rows))
        return false;

    // --- banners: notices shown to everyone, at each level --------------------------------------------------------
    rows = {{QObject::tr("Scheduled maintenance on Saturday 02:00–04:00 UTC: runs will queue."), 1,
             QStringLiteral("info"), c.naiveAgo(86400), 1},
            {QObject::tr("The chDB engine is disabled while the cluster is upgraded."), 2, QStringLiteral("warning"),
             c.naiveAgo(86400 * 3), 7},
            {QObject::tr("Incident: the engine workers are down; runs are failing."), 3, QStringLiteral("danger"),
             c.naiveAgo(3600), null()}};
    if (!c.insert(QStringLiteral("banners"),
                  {QStringLiteral("message"), QStringLiteral("id"), QStringLiteral("level"),
                   QStringLiteral("created_at"), QStringLiteral("created_by")},
                  rows))
        return false;

    // --- uploads: who uploaded which object (the raw file and its parquet conversion) ----------------------------
    rows.clear();
    for (int i = 1; i <= 8; ++i) {
        const QString dataset = QString::fromLatin1(r.bytes(16).toHex());
        rows << QVariantList{i,
                             dataset,
                             QStringLiteral("tabularia"),
                             QStringLiteral("uploads/%1/data.parquet").arg(dataset),
                             QStringLiteral("uploads/%1/raw/export_%2.csv").arg(dataset).arg(i),
                             i % 3 ? QStringLiteral("export_%1.csv").arg(i) : QStringLiteral("budget_%1.xlsx").arg(i),
                             i == 8 ? null() : QVariant(c.userIds.at(int(r.below(c.userIds.size())))),
                             c.naiveAgo(86400LL * r.range(0, 40))};
    }
    if (!c.insert(QStringLiteral("uploads"),
                  {QStringLiteral("id"), QStringLiteral("dataset_id"), QStringLiteral("bucket"),
                   QStringLiteral("parquet_key"), QStringLiteral("raw_key"), QStringLiteral("filename"),
                   QStringLiteral("owner_id"), QStringLiteral("created_at")},
                  rows))
        return false;

    // --- pending_blob_deletions: blobs to delete once delete_after passes (some already due) ----------------------
    rows.clear();
    for (int i = 1; i <= 6; ++i)
        rows << QVariantList{i,
                             QStringLiteral("tabularia"),
                             QStringLiteral("datasets/%1/%2.parquet").arg(1 + i % 5).arg(r.uuid()),
                             c.naiveAgo(i <= 2 ? 3600LL * i : -3600LL * 24 * i),
                             i % 2 ? QStringLiteral("datasource deleted") : QStringLiteral("snapshot replaced"),
                             c.naiveAgo(86400LL * i)};
    if (!c.insert(QStringLiteral("pending_blob_deletions"),
                  {QStringLiteral("id"), QStringLiteral("bucket"), QStringLiteral("key"),
                   QStringLiteral("delete_after"), QStringLiteral("reason"), QStringLiteral("created_at")},
                  rows))
        return false;

    // --- login_attempts: consecutive failures per (ip, email), one locked out -------------------------------------
    rows.clear();
    for (int i = 1; i <= 9; ++i)
        rows << QVariantList{QStringLiteral("198.51.100.%1").arg(10 + i),
                             i == 9 ? QStringLiteral("admin@example.com")
                                    : c.userEmail.value(c.localUserIds.at(i % c.localUserIds.size())),
                             i == 9 ? 5 : int(1 + r.below(3)), c.naiveAgo(r.range(10, 3600 * 2))};
    if (!c.insert(
            QStringLiteral("login_attempts"),
            {QStringLiteral("ip"), QStringLiteral("email"), QStringLiteral("failures"), QStringLiteral("last_at")},
            rows))
        return false;

    // --- flow_presence: open editor tabs, epoch seconds; the last one has expired but is not swept yet ------------
    rows.clear();
    const double nowS = double(c.nowMs) / 1000.0;
    for (int i = 1; i <= 5; ++i) {
        const qint64 user = c.userIds.at(i + 1);
        const double seen = i == 5 ? nowS - 95.25 : nowS - 3.5 * i;
        rows << QVariantList{c.flowIds.at(i % 3),
                             r.uuid(),
                             user,
                             c.userEmail.value(user),
                             c.userName.value(user),
                             seen - 60.0 * r.range(1, 90) - 0.125,
                             seen};
    }
    if (!c.insert(QStringLiteral("flow_presence"),
                  {QStringLiteral("flow_id"), QStringLiteral("instance"), QStringLiteral("user_id"),
                   QStringLiteral("email"), QStringLiteral("full_name"), QStringLiteral("since"),
                   QStringLiteral("seen")},
                  rows))
        return false;

    // --- privacy_notice: the single row (id 1) -------------------------------------------------------------------
    rows = {{QObject::tr("We store your name, e-mail address and activity to run the service."),
             QObject::tr("Tabularia keeps your name, e-mail address, the flows you save and an audit trail of what you "
                         "do. Questions to the AI assistant are kept with your chats until you delete them."),
             1, true, QStringLiteral("https://intranet.example.com/privacy/tabularia"), c.naiveAgo(86400 * 30), 1}};
    if (!c.insert(QStringLiteral("privacy_notice"),
                  {QStringLiteral("summary"), QStringLiteral("body"), QStringLiteral("id"), QStringLiteral("enabled"),
                   QStringLiteral("url"), QStringLiteral("updated_at"), QStringLiteral("updated_by")},
                  rows))
        return false;
    rows = {{QStringLiteral("chdb"), c.naiveAgo(86400 * 3), 7}};
    return c.insert(QStringLiteral("disabled_engines"),
                    {QStringLiteral("engine_id"), QStringLiteral("disabled_at"), QStringLiteral("disabled_by")}, rows);
}

} // namespace metadesk
