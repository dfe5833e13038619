// Tabularia's AI assistant (models, chats, turns, spend) and data contracts for the demo.
#include "DemoContext.h"

namespace metadesk {

namespace {
QVariant null() {
    return QVariant();
}

/// A decimal string as pydantic-ai reports a cost: exact, never a float.
QString costText(qint64 inputTokens, qint64 outputTokens, double inPerMTok, double outPerMTok) {
    return QString::number((double(inputTokens) * inPerMTok + double(outputTokens) * outPerMTok) / 1e6, 'f', 6);
}
} // namespace

bool DemoGenerator::fillTabulariaAi(DemoContext& c) {
    DemoRandom& r = c.rng;
    c.say(QObject::tr("Writing the AI assistant…"));

    // --- ai_models: the models an admin enabled (or turned off again) --------------------------------------------
    const QString sonnet = QStringLiteral("anthropic:claude-sonnet-4-5");
    const QString haiku = QStringLiteral("anthropic:claude-haiku-4-5");
    const QString gpt = QStringLiteral("openai:gpt-4.1-mini");
    const QString local = QStringLiteral("ollama:llama3.1:70b");
    QList<QVariantList> rows = {{sonnet, true, c.naiveAgo(86400 * 10), 1},
                                {haiku, true, c.naiveAgo(86400 * 10), 1},
                                {gpt, false, c.naiveAgo(86400 * 50), 7},
                                {local, true, c.naiveAgo(86400 * 90), null()}};
    if (!c.insert(QStringLiteral("ai_models"),
                  {QStringLiteral("model_id"), QStringLiteral("enabled"), QStringLiteral("updated_at"),
                   QStringLiteral("updated_by")},
                  rows))
        return false;

    // --- chats, their turns (pydantic-ai messages) and one spend row per turn, which outlives the chat -------------
    const QStringList questions = {
        QObject::tr("Why did daily_orders fail last night?"),
        QObject::tr("Which datasources depend on the crm-replica connection?"),
        QObject::tr("Write a filter that drops negative amounts."),
        QObject::tr("Summarise the runs that took longer than an hour this week."),
        QObject::tr("How do I schedule a flow every weekday at 06:00?"),
    };
    QList<QVariantList> turns, spend;
    rows.clear();
    qint64 turnId = 0, spendId = 0;
    for (int chat = 1; chat <= 7; ++chat) {
        const qint64 user = c.userIds.at(int(r.below(c.userIds.size())));
        const QString model = chat % 3 ? sonnet : (chat == 6 ? local : haiku);
        const qint64 startedAgo = 86400LL * r.range(1, 40);
        const int count = 2 + int(r.below(4));
        const QString question = questions.at(chat % questions.size());
        rows << QVariantList{chat,
                             user,
                             question.left(60),
                             model,
                             chat % 2 ? QVariant(c.flowEngine.value(c.flowIds.at(chat))) : null(),
                             c.naiveAgo(startedAgo),
                             c.naiveAgo(startedAgo - 60 * (count - 1))};
        for (int t = 0; t < count; ++t) {
            const QString asked = t == 0 ? question : QObject::tr("And for the previous week?");
            const qint64 in = r.range(400, 6000), out = r.range(100, 2000);
            const QString at = c.ago(startedAgo - 60 * t); // pydantic-ai's own timestamps, aware UTC
            const QVariantList messages{
                QVariantMap{{QStringLiteral("kind"), QStringLiteral("request")},
                            {QStringLiteral("parts"),
                             QVariantList{QVariantMap{{QStringLiteral("part_kind"), QStringLiteral("user-prompt")},
                                                      {QStringLiteral("content"), asked},
                                                      {QStringLiteral("timestamp"), at}}}}},
                QVariantMap{{QStringLiteral("kind"), QStringLiteral("response")},
                            {QStringLiteral("model_name"), model.section(QLatin1Char(':'), 1)},
                            {QStringLiteral("timestamp"), at},
                            {QStringLiteral("parts"),
                             QVariantList{QVariantMap{{QStringLiteral("part_kind"), QStringLiteral("text")},
                                                      {QStringLiteral("content"),
                                                       QObject::tr("The last run failed on a missing column.")}}}}}};
            // A local model has no price list: its cost is unknown (NULL), which is not zero.
            const QVariant cost = model == local ? null() : QVariant(costText(in, out, 3.0, 15.0));
            turns << QVariantList{++turnId,
                                  chat,
                                  t,
                                  asked,
                                  DemoContext::jsonList(messages),
                                  model,
                                  in,
                                  out,
                                  int(1 + r.below(3)),
                                  cost,
                                  c.naiveAgo(startedAgo - 60 * t)};
            spend << QVariantList{++spendId, c.naiveAgo(startedAgo - 60 * t), user, turnId, model, in, out, cost};
        }
    }
    // Spend of a chat since deleted (an observer's): the turn is gone, the bill stays.
    spend << QVariantList{++spendId, c.naiveAgo(86400 * 2),    6, turnId + 40, haiku, 1200,
                          300,       costText(1200, 300, 1, 5)};
    if (!c.insert(QStringLiteral("ai_chats"),
                  {QStringLiteral("id"), QStringLiteral("user_id"), QStringLiteral("title"), QStringLiteral("model_id"),
                   QStringLiteral("engine"), QStringLiteral("created_at"), QStringLiteral("updated_at")},
                  rows) ||
        !c.insert(QStringLiteral("ai_chat_turns"),
                  {QStringLiteral("id"), QStringLiteral("chat_id"), QStringLiteral("seq"), QStringLiteral("question"),
                   QStringLiteral("messages"), QStringLiteral("model_id"), QStringLiteral("input_tokens"),
                   QStringLiteral("output_tokens"), QStringLiteral("requests"), QStringLiteral("cost_usd"),
                   QStringLiteral("created_at")},
                  turns))
        return false;
    return c.insert(QStringLiteral("ai_spend"),
                    {QStringLiteral("id"), QStringLiteral("ts"), QStringLiteral("user_id"), QStringLiteral("turn_id"),
                     QStringLiteral("model_id"), QStringLiteral("input_tokens"), QStringLiteral("output_tokens"),
                     QStringLiteral("cost_usd")},
                    spend);
}

bool DemoGenerator::fillTabulariaContracts(DemoContext& c) {
    DemoRandom& r = c.rng;
    c.say(QObject::tr("Writing data contracts…"));
    // One contract per datasource, its saved versions, and its evaluations: the newest results of a changed state
    // are the notification outbox (notify 'pending' waits for the scheduler).
    const QStringList statuses = {QStringLiteral("passed"), QStringLiteral("failed"), QStringLiteral("warning"),
                                  QStringLiteral("pending")};
    const QStringList triggers = {QStringLiteral("refresh"), QStringLiteral("publish"), QStringLiteral("save"),
                                  QStringLiteral("manual"), QStringLiteral("freshness")};
    QList<QVariantList> contracts, versions, results;
    qint64 versionId = 0, resultId = 0;
    for (int k = 1; k <= 9; ++k) {
        // 9: its datasource is gone (no foreign key by design; forget() missed it), shown as dangling.
        const qint64 ds = k == 9 ? 4242 : c.datasourceIds.at(k);
        const int count = 1 + int(r.below(3));
        const QString status = statuses.at(k % statuses.size());
        const bool evaluated = status != QLatin1String("pending");
        const bool blocked = status == QLatin1String("failed") && k % 2;
        const qint64 creator = c.userIds.at(int(r.below(8)));
        auto document = [&](int version) {
            QVariantList rules{QVariantMap{{QStringLiteral("type"), QStringLiteral("not_null")},
                                           {QStringLiteral("column"), QStringLiteral("id")},
                                           {QStringLiteral("severity"), QStringLiteral("error")},
                                           {QStringLiteral("blocking"), true}},
                               QVariantMap{{QStringLiteral("type"), QStringLiteral("min")},
                                           {QStringLiteral("column"), QStringLiteral("amount")},
                                           {QStringLiteral("value"), 0},
                                           {QStringLiteral("severity"), QStringLiteral("warning")}}};
            if (version > 1)
                rules << QVariantMap{{QStringLiteral("type"), QStringLiteral("freshness")},
                                     {QStringLiteral("max_age_hours"), 24 * version},
                                     {QStringLiteral("severity"), QStringLiteral("error")}};
            return DemoContext::json({{QStringLiteral("description"), QObject::tr("What consumers may rely on")},
                                      {QStringLiteral("rules"), rules}});
        };
        const int errors = status == QLatin1String("failed") ? 1 + int(r.below(2)) : 0;
        const int warnings = status == QLatin1String("warning") ? 1 : 0;
        const QString report = DemoContext::json({{QStringLiteral("errors"), errors},
                                                  {QStringLiteral("warnings"), warnings},
                                                  {QStringLiteral("checks"), QVariantList{}}});
        const bool notifies = !c.smtpConnectionIds.isEmpty() && k % 3 != 0;
        contracts << QVariantList{document(count),
                                  evaluated ? QVariant(report) : null(),
                                  k,
                                  ds,
                                  count,
                                  k != 7,
                                  status,
                                  evaluated ? QVariant(c.naiveAgo(3600LL * k)) : null(),
                                  errors,
                                  warnings,
                                  blocked ? QVariant(c.naiveAgo(3600LL * k)) : null(),
                                  blocked && c.runCount > 0 ? QVariant(c.runCount - k) : null(),
                                  notifies ? QVariant(QStringLiteral("data-oncall@example.com")) : null(),
                                  notifies ? QVariant(c.smtpConnectionIds.first()) : null(),
                                  creator,
                                  k % 2 ? QVariant(creator) : null(),
                                  c.naiveAgo(86400LL * 100),
                                  c.naiveAgo(3600LL * k)};
        for (int v = 1; v <= count; ++v)
            versions << QVariantList{document(v),
                                     ++versionId,
                                     ds,
                                     v,
                                     v == 1 ? QVariant(creator) : null(),
                                     c.naiveAgo(86400LL * (100 - v * 10))};
        if (!evaluated)
            continue;
        for (int i = 0; i < 5; ++i) {
            const bool latest = i == 4;
            const QString outcome = latest ? status : QStringLiteral("passed");
            // Only a change of state is notified; the newest ones are still waiting, older ones went out.
            QVariant notify;
            if (latest && outcome != QLatin1String("passed"))
                notify =
                    notifies ? (k % 2 ? QStringLiteral("pending") : QStringLiteral("sent")) : QStringLiteral("skipped");
            else if (i == 0 && notifies)
                notify = k == 5 ? QStringLiteral("failed") : QStringLiteral("sent");
            const QString trigger = triggers.at((k + i) % triggers.size());
            const bool fromRun = trigger == QLatin1String("refresh") || trigger == QLatin1String("publish");
            results << QVariantList{report,
                                    ++resultId,
                                    ds,
                                    count,
                                    trigger,
                                    fromRun && c.runCount > 0 ? QVariant(1 + r.below(c.runCount)) : null(),
                                    fromRun ? QStringLiteral("datasets/%1/%2.parquet").arg(ds).arg(r.uuid())
                                            : QString(),
                                    outcome,
                                    latest && blocked,
                                    latest ? errors : 0,
                                    latest ? warnings : 0,
                                    fromRun ? QVariant(r.range(0, 2'000'000)) : null(),
                                    notify,
                                    c.naiveAgo(3600LL * (k + (4 - i) * 24))};
        }
    }
    // A result that was being sent when the scheduler stopped: claimed ('sending') and never finished.
    results << QVariantList{QStringLiteral("{\"errors\":1,\"warnings\":0,\"checks\":[]}"),
                            ++resultId,
                            c.datasourceIds.at(2),
                            1,
                            QStringLiteral("freshness"),
                            null(),
                            QString(),
                            QStringLiteral("failed"),
                            false,
                            1,
                            0,
                            null(),
                            QStringLiteral("sending"),
                            c.naiveAgo(900)};
    return c.insert(QStringLiteral("data_contracts"),
                    {QStringLiteral("document"), QStringLiteral("last_report"), QStringLiteral("id"),
                     QStringLiteral("datasource_id"), QStringLiteral("version"), QStringLiteral("enabled"),
                     QStringLiteral("status"), QStringLiteral("checked_at"), QStringLiteral("errors"),
                     QStringLiteral("warnings"), QStringLiteral("blocked_at"), QStringLiteral("blocked_run_id"),
                     QStringLiteral("notify_emails"), QStringLiteral("notify_connection_id"),
                     QStringLiteral("created_by"), QStringLiteral("updated_by"), QStringLiteral("created_at"),
                     QStringLiteral("updated_at")},
                    contracts) &&
           c.insert(QStringLiteral("data_contract_versions"),
                    {QStringLiteral("document"), QStringLiteral("id"), QStringLiteral("datasource_id"),
                     QStringLiteral("version"), QStringLiteral("created_by"), QStringLiteral("created_at")},
                    versions) &&
           c.insert(QStringLiteral("data_contract_results"),
                    {QStringLiteral("report"), QStringLiteral("id"), QStringLiteral("datasource_id"),
                     QStringLiteral("contract_version"), QStringLiteral("trigger"), QStringLiteral("run_id"),
                     QStringLiteral("snapshot_key"), QStringLiteral("outcome"), QStringLiteral("blocked"),
                     QStringLiteral("errors"), QStringLiteral("warnings"), QStringLiteral("rows"),
                     QStringLiteral("notify"), QStringLiteral("evaluated_at")},
                    results);
}

} // namespace metadesk
