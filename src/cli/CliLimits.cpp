// `metadesk-cli limits show|set`: Holotable's per-workspace LLM ceilings (core/ops/holotable WorkspaceLimits), each
// inherited from the environment, off, or the workspace's own. Nothing here decides what a limit is.

#include "Cli.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/ChangeJournal.h"
#include "core/edit/RowWriter.h"
#include "core/ops/holotable/WorkspaceLimits.h"
#include "core/settings/ProfileStore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>

#include <utility>

namespace metadesk {

namespace {

QJsonObject limitJson(const WorkspaceLimits::Limit& l) {
    return QJsonObject{
        {QStringLiteral("override"), l.inherits() ? QJsonValue() : QJsonValue(l.override.toLongLong())},
        {QStringLiteral("state"), WorkspaceLimits::stateText(l.override)},
        {QStringLiteral("global"), l.global},
        {QStringLiteral("effective"), l.effective},
        {QStringLiteral("disabled"), l.disabled()},
        {QStringLiteral("source"), l.inherits() ? QStringLiteral("global") : QStringLiteral("override")}};
}

QJsonObject limitsJson(const WorkspaceLimits::Limits& l) {
    return QJsonObject{{QStringLiteral("workspace"), l.workspace},
                       {QStringLiteral("row"), l.rowExists},
                       {QStringLiteral("rate_per_minute"), limitJson(l.rate)},
                       {QStringLiteral("daily_token_budget"), limitJson(l.budget)}};
}

} // namespace

int Cli::limits(const QStringList& args) {
    const QString sub = args.value(0);
    if (sub != QLatin1String("show") && sub != QLatin1String("set"))
        return usage(QObject::tr("limits takes show or set."));
    const bool set = sub == QLatin1String("set");
    QCommandLineParser parser;
    const QCommandLineOption database(QStringLiteral("database"), QObject::tr("The database."), QStringLiteral("URL"));
    const QCommandLineOption profile(QStringLiteral("profile"), QObject::tr("A saved connection."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption workspace(QStringLiteral("workspace"), QObject::tr("The workspace."), QStringLiteral("W"));
    const QCommandLineOption rate(QStringLiteral("rate"), QObject::tr("Requests a minute: N, inherit or off."),
                                  QStringLiteral("N|inherit|off"));
    const QCommandLineOption budget(QStringLiteral("budget"), QObject::tr("Tokens a day: N, inherit or off."),
                                    QStringLiteral("N|inherit|off"));
    const QCommandLineOption envRate(QStringLiteral("env-rate"),
                                     QObject::tr("LLM_RATE_PER_MINUTE as the installation has it, for this command."),
                                     QStringLiteral("N"));
    const QCommandLineOption envBudget(
        QStringLiteral("env-budget"),
        QObject::tr("LLM_DAILY_TOKEN_BUDGET as the installation has it, for this command."), QStringLiteral("N"));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"), QObject::tr("Print the plan, write nothing."));
    const QCommandLineOption json(QStringLiteral("json"), QObject::tr("JSON output."));
    const QCommandLineOption as(QStringLiteral("as"), QObject::tr("Who acts, for the audit trail."),
                                QStringLiteral("NAME"));
    parser.addOptions({database, profile, workspace, envRate, envBudget, json});
    if (set)
        parser.addOptions({rate, budget, dryRun, as});
    if (!parser.parse(QStringList{QStringLiteral("metadesk-cli limits ") + sub} + args.mid(1)))
        return usage(parser.errorText());
    if (!parser.positionalArguments().isEmpty())
        return usage(QObject::tr("limits %1 takes no argument \"%2\".").arg(sub, parser.positionalArguments().first()));
    if (parser.isSet(database) == parser.isSet(profile))
        return usage(QObject::tr("limits %1 needs --database URL or --profile NAME (one of them).").arg(sub));
    const QString ws = parser.value(workspace).trimmed();
    if (set && ws.isEmpty())
        return usage(QObject::tr("limits set needs --workspace W."));
    WorkspaceLimits::Setting rateSetting, budgetSetting;
    if (set) {
        if (!parser.isSet(rate) && !parser.isSet(budget))
            return usage(QObject::tr("limits set needs --rate or --budget (N, inherit or off), or both."));
        if (parser.isSet(rate) && !WorkspaceLimits::Setting::parse(parser.value(rate), &rateSetting))
            return usage(
                QObject::tr("--rate takes a whole number, inherit or off, not \"%1\".").arg(parser.value(rate)));
        if (parser.isSet(budget) && !WorkspaceLimits::Setting::parse(parser.value(budget), &budgetSetting))
            return usage(
                QObject::tr("--budget takes a whole number, inherit or off, not \"%1\".").arg(parser.value(budget)));
    }

    int exitCode = Ok;
    const bool isDatabase = parser.isSet(database);
    const auto conn = openForOperation(isDatabase ? QStringLiteral("database") : QStringLiteral("profile"),
                                       parser.value(isDatabase ? database : profile), !set || parser.isSet(dryRun),
                                       QStringLiteral("limits"), &exitCode);
    if (!conn)
        return exitCode;
    // The environment's values: the connection profile's (the platform's defaults unless changed), or the options'.
    LlmLimitDefaults defaults = ProfileStore().llmLimits(conn->url());
    for (const auto& [option, target] :
         {std::pair{&envRate, &defaults.ratePerMinute}, std::pair{&envBudget, &defaults.dailyTokenBudget}}) {
        if (!parser.isSet(*option))
            continue;
        bool ok = false;
        const qint64 v = parser.value(*option).toLongLong(&ok);
        if (!ok || v < 0)
            return usage(QObject::tr("--%1 takes a whole number, 0 or more.").arg(option->names().first()));
        *target = v;
    }
    const WorkspaceLimits limits(*conn, defaults);
    const TableDescriptor* table = conn->catalog().table(QStringLiteral("workspace_limits"));

    if (!set) {
        if (!table) {
            printError(QObject::tr("%1 has no workspace limits (Holotable's migration 003 adds them).")
                           .arg(conn->url().toDisplayString()));
            return DatabaseError;
        }
        QStringList ids;
        QString error;
        if (!ws.isEmpty())
            ids << ws;
        else if (!limits.workspaces(&ids, &error)) {
            printError(error);
            return DatabaseError;
        }
        QJsonArray rows;
        for (const QString& id : std::as_const(ids)) {
            WorkspaceLimits::Limits l;
            if (!limits.read(id, &l, &error)) {
                printError(error);
                return DatabaseError;
            }
            if (parser.isSet(json)) {
                rows.append(limitsJson(l));
                continue;
            }
            m_out << id << "\n"
                  << "  rate per minute:    " << WorkspaceLimits::stateText(l.rate.override) << " -> "
                  << WorkspaceLimits::describeRate(l.rate) << "\n"
                  << "  daily token budget: " << WorkspaceLimits::stateText(l.budget.override) << " -> "
                  << WorkspaceLimits::describeBudget(l.budget) << "\n";
        }
        if (parser.isSet(json))
            m_out << QString::fromUtf8(
                QJsonDocument(
                    QJsonObject{{QStringLiteral("workspaces"), rows},
                                {QStringLiteral("defaults"),
                                 QJsonObject{{QStringLiteral("LLM_RATE_PER_MINUTE"), defaults.ratePerMinute},
                                             {QStringLiteral("LLM_DAILY_TOKEN_BUDGET"), defaults.dailyTokenBudget}}}})
                    .toJson(QJsonDocument::Indented));
        m_out.flush();
        return Ok;
    }

    RowWriter writer(*conn);
    writer.setActor(
        AuditActor::resolve(*conn, parser.isSet(as) ? parser.value(as) : ProfileStore().auditIdentity(conn->url())));
    // Before Holotable's 012 there is no audit_log: the local journal records the change, as in the app.
    ChangeJournal journal(ChangeJournal::pathFor(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation),
                                                 conn->url().toDisplayString()));
    writer.setJournal(&journal);
    const OperationPlan plan = limits.plan(ws, rateSetting, budgetSetting);
    WorkspaceLimits::Limits after;
    after.workspace = ws;
    after.rate = WorkspaceLimits::resolve(plan.facts.value(QStringLiteral("rate_per_minute")), defaults.ratePerMinute);
    after.budget =
        WorkspaceLimits::resolve(plan.facts.value(QStringLiteral("daily_token_budget")), defaults.dailyTokenBudget);
    after.rowExists = true;
    OperationRun op;
    op.connection = conn.get();
    op.plan = &plan;
    op.table = table; // none: not a Holotable database at 003 or later
    op.facts = {{QStringLiteral("limits"), limitsJson(after)}};
    op.json = parser.isSet(json);
    op.dryRun = parser.isSet(dryRun);
    op.yes = true; // a ceiling is set back as easily: nothing to confirm
    op.done = QObject::tr("Limits of workspace %1 set: rate %2, budget %3.")
                  .arg(ws, WorkspaceLimits::stateText(after.rate.override),
                       WorkspaceLimits::stateText(after.budget.override));
    op.apply = [&]() { return limits.apply(plan, writer); };
    return runOperation(op);
}

} // namespace metadesk
