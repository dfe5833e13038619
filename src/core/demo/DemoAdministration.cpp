// Tabularia's administration tables, AI assistant and data contracts for the demo.
#include "DemoContext.h"

namespace metadesk {

namespace {
QVariant null() {
    return QVariant();
}
} // namespace

bool DemoGenerator::fillTabulariaAdministration(DemoContext& c) {
    DemoRandom& r = c.rng;
    c.say(QObject::tr("Writing audit logs and administration tables…"));

    // --- audit_logs: an append-only trail; some actors have since been deleted (actor_id NULL, label kept) ----
    const QStringList actions = {QStringLiteral("user.login"),         QStringLiteral("flow.update"),
                                 QStringLiteral("flow.run"),           QStringLiteral("permission.grant"),
                                 QStringLiteral("permission.revoke"),  QStringLiteral("connection.update"),
                                 QStringLiteral("datasource.publish"), QStringLiteral("user.deactivate"),
                                 QStringLiteral("banner.create"),      QStringLiteral("contract.save")};
    QList<QVariantList> rows;
    for (int i = 1; i <= 400; ++i) {
        const bool gone = i % 37 == 0;
        const qint64 actor = c.userIds.at(int(r.below(c.userIds.size())));
        const QString action = actions.at(int(r.below(actions.size())));
        const QString entity = action.section(QLatin1Char('.'), 0, 0);
        rows << QVariantList{
            i,
            c.ago(qint64(60 * 86400) * (400 - i) / 400 + r.below(3000)),
            gone ? null() : QVariant(actor),
            gone ? c.deletedUserLabel : QStringLiteral("user:%1").arg(actor),
            action,
            entity,
            QString::number(r.range(1, 18)),
            DemoContext::json({{QStringLiteral("via"), r.chance(0.8) ? QStringLiteral("web") : QStringLiteral("api")},
                               {QStringLiteral("request_id"), r.uuid()}}),
            QStringLiteral("10.20.%1.%2").arg(r.below(255)).arg(r.below(255))};
    }
    if (!c.insert(QStringLiteral("audit_logs"),
                  {QStringLiteral("id"), QStringLiteral("created_at"), QStringLiteral("actor_id"),
                   QStringLiteral("actor_label"), QStringLiteral("action"), QStringLiteral("entity_type"),
                   QStringLiteral("entity_id"), QStringLiteral("details"), QStringLiteral("ip_address")},
                  rows))
        return false;

    rows = {{1, QObject::tr("Scheduled maintenance on Saturday 02:00–04:00 UTC: runs will queue."),
             QStringLiteral("info"), c.ago(-86400 * 2), c.ago(-86400 * 2 - 7200), true, 1, c.ago(86400)},
            {2, QObject::tr("The Spark engine is disabled while the cluster is upgraded."), QStringLiteral("warning"),
             c.ago(86400 * 3), null(), true, 7, c.ago(86400 * 3)},
            {3, QObject::tr("Incident resolved: delayed runs have caught up."), QStringLiteral("critical"),
             c.ago(86400 * 20), c.ago(86400 * 19), false, 1, c.ago(86400 * 20)}};
    if (!c.insert(QStringLiteral("banners"),
                  {QStringLiteral("id"), QStringLiteral("message"), QStringLiteral("level"),
                   QStringLiteral("starts_at"), QStringLiteral("ends_at"), QStringLiteral("is_active"),
                   QStringLiteral("created_by"), QStringLiteral("created_at")},
                  rows))
        return false;

    const QStringList uploadStatus = {QStringLiteral("uploaded"), QStringLiteral("converting"), QStringLiteral("ready"),
                                      QStringLiteral("failed")};
    rows.clear();
    for (int i = 1; i <= 8; ++i) {
        const QString status = uploadStatus.at(i % uploadStatus.size());
        rows << QVariantList{
            i,
            i == 8 ? null() : QVariant(c.userIds.at(int(r.below(c.userIds.size())))),
            QStringLiteral("export_%1.csv").arg(i),
            QStringLiteral("text/csv"),
            r.range(1000, 80'000'000),
            QStringLiteral("uploads/raw/%1.csv").arg(r.uuid()),
            status == QLatin1String("ready") ? QVariant(QStringLiteral("uploads/parquet/%1.parquet").arg(i)) : null(),
            status,
            c.ago(86400LL * r.range(0, 40))};
    }
    if (!c.insert(QStringLiteral("uploads"),
                  {QStringLiteral("id"), QStringLiteral("owner_id"), QStringLiteral("filename"),
                   QStringLiteral("content_type"), QStringLiteral("size_bytes"), QStringLiteral("raw_path"),
                   QStringLiteral("parquet_path"), QStringLiteral("status"), QStringLiteral("created_at")},
                  rows))
        return false;

    rows.clear();
    for (int i = 1; i <= 6; ++i)
        rows << QVariantList{i,
                             QStringLiteral("s3://tabularia-datasets/deleted/%1.parquet").arg(r.uuid()),
                             i % 2 ? QStringLiteral("datasource deleted") : QStringLiteral("upload expired"),
                             i % 2 ? QStringLiteral("datasource") : QStringLiteral("upload"),
                             QString::number(900 + i),
                             c.ago(3600LL * i * 5),
                             i > 3 ? int(i - 3) : 0,
                             i > 3 ? QVariant(QStringLiteral("AccessDenied: s3:DeleteObject")) : null()};
    if (!c.insert(QStringLiteral("pending_blob_deletions"),
                  {QStringLiteral("id"), QStringLiteral("blob_path"), QStringLiteral("reason"),
                   QStringLiteral("entity_type"), QStringLiteral("entity_id"), QStringLiteral("requested_at"),
                   QStringLiteral("attempts"), QStringLiteral("last_error")},
                  rows))
        return false;

    rows.clear();
    for (int i = 1; i <= 24; ++i) {
        const qint64 at = r.range(10, 3600 * 2);
        rows << QVariantList{i,
                             i % 6 == 0 ? QStringLiteral("root") : QStringLiteral("user%1@example.com").arg(i % 9),
                             QStringLiteral("203.0.113.%1").arg(r.below(255)),
                             c.ago(at),
                             i % 3 == 0,
                             c.ago(at - 900)};
    }
    if (!c.insert(QStringLiteral("login_attempts"),
                  {QStringLiteral("id"), QStringLiteral("username"), QStringLiteral("ip_address"),
                   QStringLiteral("attempted_at"), QStringLiteral("succeeded"), QStringLiteral("expires_at")},
                  rows))
        return false;

    rows.clear();
    for (int i = 1; i <= 5; ++i)
        rows << QVariantList{c.flowIds.at(i), c.userIds.at(i + 1), r.uuid(), c.ago(i * 7),
                             c.ago(i == 5 ? 600 : -60)}; // the last one expired: the sweeper has not run yet
    if (!c.insert(QStringLiteral("flow_presence"),
                  {QStringLiteral("flow_id"), QStringLiteral("user_id"), QStringLiteral("session_id"),
                   QStringLiteral("seen_at"), QStringLiteral("expires_at")},
                  rows))
        return false;

    rows = {{1, 1, QObject::tr("We store your name, e-mail address and activity in Tabularia to run the service."),
             c.ago(86400 * 400), 1, c.ago(86400 * 400)},
            {2, 2,
             QObject::tr("We store your name, e-mail address and activity in Tabularia to run the service. AI "
                         "assistant questions are kept for 90 days."),
             c.ago(86400 * 30), 7, c.ago(86400 * 31)}};
    if (!c.insert(QStringLiteral("privacy_notice"),
                  {QStringLiteral("id"), QStringLiteral("version"), QStringLiteral("body"),
                   QStringLiteral("effective_at"), QStringLiteral("updated_by"), QStringLiteral("updated_at")},
                  rows))
        return false;
    rows = {{QStringLiteral("spark"), QObject::tr("Cluster upgrade in progress"), 7, c.ago(86400 * 3)}};
    return c.insert(QStringLiteral("disabled_engines"),
                    {QStringLiteral("engine"), QStringLiteral("reason"), QStringLiteral("disabled_by"),
                     QStringLiteral("disabled_at")},
                    rows);
}

bool DemoGenerator::fillTabulariaAi(DemoContext& c) {
    DemoRandom& r = c.rng;
    c.say(QObject::tr("Writing the AI assistant and data contracts…"));
    QList<QVariantList> rows = {{1, QStringLiteral("anthropic"), QStringLiteral("claude-sonnet"),
                                 QStringLiteral("Claude Sonnet"), true, 3.0, 15.0, 1, c.ago(86400 * 10)},
                                {2, QStringLiteral("anthropic"), QStringLiteral("claude-haiku"),
                                 QStringLiteral("Claude Haiku"), true, 1.0, 5.0, 1, c.ago(86400 * 10)},
                                {3, QStringLiteral("openai"), QStringLiteral("gpt-4.1"), QStringLiteral("GPT-4.1"),
                                 false, 2.0, 8.0, 7, c.ago(86400 * 50)},
                                {4, QStringLiteral("local"), QStringLiteral("llama-3-70b"), null(), false, null(),
                                 null(), null(), c.ago(86400 * 90)}};
    if (!c.insert(QStringLiteral("ai_models"),
                  {QStringLiteral("id"), QStringLiteral("provider"), QStringLiteral("model_name"),
                   QStringLiteral("display_name"), QStringLiteral("enabled"), QStringLiteral("input_price_per_mtok"),
                   QStringLiteral("output_price_per_mtok"), QStringLiteral("updated_by"), QStringLiteral("updated_at")},
                  rows))
        return false;

    const QStringList questions = {
        QObject::tr("Why did daily_orders fail last night?"),
        QObject::tr("Which datasources depend on the crm-replica connection?"),
        QObject::tr("Write a dbt test for non-negative amounts."),
        QObject::tr("Summarise the runs that took longer than an hour this week."),
        QObject::tr("How do I schedule a flow every weekday at 06:00?"),
    };
    rows.clear();
    QList<QVariantList> turns;
    qint64 turnId = 0;
    for (int chat = 1; chat <= 7; ++chat) {
        const qint64 user = c.userIds.at(int(r.below(c.userIds.size())));
        const QString model = chat % 3 ? QStringLiteral("claude-sonnet") : QStringLiteral("claude-haiku");
        const qint64 startedAgo = 86400LL * r.range(1, 40);
        rows << QVariantList{chat,
                             chat == 7 ? QVariant(999) : QVariant(user),
                             questions.at(chat % questions.size()),
                             model,
                             c.ago(startedAgo),
                             c.ago(startedAgo - 600)};
        const int count = 2 + int(r.below(4));
        for (int t = 0; t < count; ++t) {
            const qint64 in = r.range(400, 6000), out = r.range(100, 2000);
            turns << QVariantList{++turnId,
                                  chat,
                                  t,
                                  t == 0 ? questions.at(chat % questions.size()) : QObject::tr("Follow-up %1").arg(t),
                                  t == count - 1 && chat == 3 ? null() : QVariant(QObject::tr("Here is what I found…")),
                                  model,
                                  in,
                                  out,
                                  (in * 3.0 + out * 15.0) / 1e6,
                                  c.ago(startedAgo - 60 * t)};
        }
    }
    if (!c.insert(QStringLiteral("ai_chats"),
                  {QStringLiteral("id"), QStringLiteral("user_id"), QStringLiteral("title"), QStringLiteral("model"),
                   QStringLiteral("created_at"), QStringLiteral("updated_at")},
                  rows) ||
        !c.insert(QStringLiteral("ai_chat_turns"),
                  {QStringLiteral("id"), QStringLiteral("chat_id"), QStringLiteral("turn_index"),
                   QStringLiteral("question"), QStringLiteral("answer"), QStringLiteral("model"),
                   QStringLiteral("input_tokens"), QStringLiteral("output_tokens"), QStringLiteral("cost_usd"),
                   QStringLiteral("created_at")},
                  turns))
        return false;
    rows.clear();
    for (int day = 0; day < 30; ++day)
        for (int u = 0; u < 4; ++u)
            if (r.chance(0.6))
                rows << QVariantList{c.userIds.at(u * 3 + 1), c.dayAgo(day), double(r.range(1, 250000)) / 100000.0,
                                     int(r.range(1, 40))};
    if (!c.insert(QStringLiteral("ai_spend"),
                  {QStringLiteral("user_id"), QStringLiteral("day"), QStringLiteral("amount_usd"),
                   QStringLiteral("requests")},
                  rows))
        return false;

    // --- data contracts: one per datasource, with versions and check results; some alerts still to send -------
    const QStringList contractStatus = {QStringLiteral("passing"), QStringLiteral("failing"), QStringLiteral("error"),
                                        QStringLiteral("pending"), QStringLiteral("disabled")};
    QList<QVariantList> versions, results;
    rows.clear();
    qint64 versionId = 0, resultId = 0;
    for (int k = 1; k <= 9; ++k) {
        const qint64 ds = k == 9 ? 4242 : c.datasourceIds.at(k); // 9: its datasource is gone — no FK, shown as dangling
        const int count = 1 + int(r.below(3));
        const QString status = contractStatus.at(k % contractStatus.size());
        rows << QVariantList{k,
                             ds,
                             count,
                             status,
                             status == QLatin1String("pending") ? null() : QVariant(c.ago(3600LL * k)),
                             c.ago(86400LL * 100),
                             c.ago(3600LL * k)};
        for (int v = 1; v <= count; ++v)
            versions << QVariantList{
                ++versionId,
                ds,
                v,
                DemoContext::json(
                    {{QStringLiteral("columns"), QVariantMap{{QStringLiteral("id"), QStringLiteral("not_null unique")},
                                                             {QStringLiteral("amount"), QStringLiteral(">= 0")}}},
                     {QStringLiteral("freshness_hours"), 24 * v}}),
                QStringLiteral("user:%1").arg(c.userIds.at(int(r.below(8)))),
                c.ago(86400LL * (100 - v * 10))};
        if (status == QLatin1String("pending") || status == QLatin1String("disabled"))
            continue;
        for (int i = 0; i < 5; ++i) {
            const bool latest = i == 4;
            const QString outcome = latest ? (status == QLatin1String("passing")   ? QStringLiteral("passed")
                                              : status == QLatin1String("failing") ? QStringLiteral("failed")
                                                                                   : QStringLiteral("error"))
                                           : QStringLiteral("passed");
            const QString notify = outcome == QLatin1String("passed")
                                       ? QStringLiteral("none")
                                       : (k % 2 ? QStringLiteral("pending") : QStringLiteral("sent"));
            results << QVariantList{
                ++resultId,
                ds,
                count,
                outcome,
                DemoContext::json({{QStringLiteral("checks"), 4},
                                   {QStringLiteral("failed"), outcome == QLatin1String("passed") ? 0 : 1}}),
                c.ago(3600LL * (k + (4 - i) * 24)),
                notify,
                notify == QLatin1String("sent") ? QVariant(QStringLiteral("scheduler-1")) : null(),
                notify == QLatin1String("sent") ? QVariant(c.ago(3600LL * k - 60)) : null()};
        }
    }
    return c.insert(QStringLiteral("data_contracts"),
                    {QStringLiteral("id"), QStringLiteral("datasource_id"), QStringLiteral("current_version"),
                     QStringLiteral("status"), QStringLiteral("last_checked_at"), QStringLiteral("created_at"),
                     QStringLiteral("updated_at")},
                    rows) &&
           c.insert(QStringLiteral("data_contract_versions"),
                    {QStringLiteral("id"), QStringLiteral("datasource_id"), QStringLiteral("version"),
                     QStringLiteral("document"), QStringLiteral("created_by_label"), QStringLiteral("created_at")},
                    versions) &&
           c.insert(QStringLiteral("data_contract_results"),
                    {QStringLiteral("id"), QStringLiteral("datasource_id"), QStringLiteral("contract_version"),
                     QStringLiteral("status"), QStringLiteral("report"), QStringLiteral("checked_at"),
                     QStringLiteral("notify"), QStringLiteral("notify_claimed_by"), QStringLiteral("notified_at")},
                    results);
}

} // namespace metadesk
