// `flows forget-ai-texts`: forgets what the AI wrote for the dbt export of one Tabularia flow version, so that the
// platform's next export of it asks again. The operation is core's ForgetDbtAiTexts, the one the app's Version History
// dialog calls; nothing here decides.

#include "Cli.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/RowWriter.h"
#include "core/ops/tabularia/ForgetDbtAiTexts.h"
#include "core/settings/ProfileStore.h"

#include <QCommandLineParser>

#include <climits>

namespace metadesk {

int Cli::flowsForgetAiTexts(const QStringList& args) {
    QCommandLineParser parser;
    const QCommandLineOption database(QStringLiteral("database"), QObject::tr("The database."), QStringLiteral("URL"));
    const QCommandLineOption profile(QStringLiteral("profile"), QObject::tr("A saved connection."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption flow(QStringLiteral("flow"), QObject::tr("The flow's id."), QStringLiteral("ID"));
    const QCommandLineOption version(QStringLiteral("version"),
                                     QObject::tr("The flow version whose texts go (0: a flow without versions)."),
                                     QStringLiteral("V"));
    const QCommandLineOption yes(QStringLiteral("yes"), QObject::tr("Forget without asking."));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"), QObject::tr("Print the plan, write nothing."));
    const QCommandLineOption json(QStringLiteral("json"), QObject::tr("JSON output."));
    const QCommandLineOption as(QStringLiteral("as"), QObject::tr("Who acts, for the audit trail."),
                                QStringLiteral("EMAIL"));
    parser.addOptions({database, profile, flow, version, yes, dryRun, json, as});
    if (!parser.parse(QStringList{QStringLiteral("metadesk-cli flows forget-ai-texts")} + args))
        return usage(parser.errorText());
    if (!parser.positionalArguments().isEmpty())
        return usage(
            QObject::tr("flows forget-ai-texts takes no argument \"%1\".").arg(parser.positionalArguments().first()));
    if (parser.isSet(database) == parser.isSet(profile))
        return usage(QObject::tr("flows forget-ai-texts needs --database URL or --profile NAME (one of them)."));
    bool ok = false;
    const qint64 flowId = parser.value(flow).trimmed().toLongLong(&ok);
    if (!parser.isSet(flow) || !ok || flowId <= 0)
        return usage(QObject::tr("flows forget-ai-texts needs --flow ID, a flow's id."));
    const qint64 number = parser.value(version).trimmed().toLongLong(&ok);
    if (!parser.isSet(version) || !ok || number < 0 || number > INT_MAX)
        return usage(QObject::tr("flows forget-ai-texts needs --version V, the flow version (0, 1, 2, …)."));
    if (parser.isSet(yes) && parser.isSet(dryRun))
        return usage(QObject::tr("--yes and --dry-run exclude each other."));

    int exitCode = Ok;
    const bool isDatabase = parser.isSet(database);
    const auto conn = openForOperation(isDatabase ? QStringLiteral("database") : QStringLiteral("profile"),
                                       parser.value(isDatabase ? database : profile), parser.isSet(dryRun),
                                       QStringLiteral("flows"), &exitCode);
    if (!conn)
        return exitCode;
    RowWriter writer(*conn);
    writer.setActor(
        AuditActor::resolve(*conn, parser.isSet(as) ? parser.value(as) : ProfileStore().auditIdentity(conn->url())));
    const ForgetDbtAiTexts forget(*conn);
    const OperationPlan plan = forget.plan(flowId, int(number));
    OperationRun op;
    op.connection = conn.get();
    op.plan = &plan;
    op.table = conn->catalog().table(QStringLiteral("dbt_ai_texts")) ? conn->catalog().table(QStringLiteral("flows"))
                                                                     : nullptr;
    op.facts = {{QStringLiteral("flow_id"), flowId},
                {QStringLiteral("flow_version"), number},
                {QStringLiteral("texts_removed"), plan.changes.size()}};
    op.json = parser.isSet(json);
    op.dryRun = parser.isSet(dryRun);
    op.yes = parser.isSet(yes);
    op.prompt = QObject::tr("Type yes to forget the dbt AI texts of version %1 of flow %2: ").arg(number).arg(flowId);
    op.noTerminal = QObject::tr("Not forgotten: there is no terminal to confirm on. Pass --yes to forget without "
                                "asking. Nothing was changed.");
    op.notYes = QObject::tr("Not forgotten: the answer was not yes. Nothing was changed.");
    op.done = counted(int(plan.changes.size()), QObject::tr("Forgot %n dbt AI text of version %1 of flow %2."),
                      QObject::tr("Forgot %n dbt AI texts of version %1 of flow %2."))
                  .arg(number)
                  .arg(flowId);
    op.apply = [&]() { return forget.apply(plan, writer); };
    return runOperation(op);
}

} // namespace metadesk
