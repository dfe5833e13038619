// `metadesk-cli sources retire`: a Holotable source retired as the platform's DELETE does (core/ops/holotable
// RetireSource). Nothing here decides whether it is tombstoned or deleted.

#include "Cli.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/ChangeJournal.h"
#include "core/edit/RowWriter.h"
#include "core/ops/holotable/RetireSource.h"
#include "core/settings/ProfileStore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QStandardPaths>

namespace metadesk {

int Cli::sources(const QStringList& args) {
    if (args.value(0) != QLatin1String("retire"))
        return usage(QObject::tr("sources takes retire."));
    QCommandLineParser parser;
    const QCommandLineOption database(QStringLiteral("database"), QObject::tr("The database."), QStringLiteral("URL"));
    const QCommandLineOption profile(QStringLiteral("profile"), QObject::tr("A saved connection."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption id(QStringLiteral("id"), QObject::tr("The source's id."), QStringLiteral("ID"));
    const QCommandLineOption yes(QStringLiteral("yes"), QObject::tr("Retire without asking."));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"), QObject::tr("Print the plan, write nothing."));
    const QCommandLineOption json(QStringLiteral("json"), QObject::tr("JSON output."));
    const QCommandLineOption as(QStringLiteral("as"), QObject::tr("Who acts, for the audit trail."),
                                QStringLiteral("NAME"));
    parser.addOptions({database, profile, id, yes, dryRun, json, as});
    if (!parser.parse(QStringList{QStringLiteral("metadesk-cli sources retire")} + args.mid(1)))
        return usage(parser.errorText());
    if (!parser.positionalArguments().isEmpty())
        return usage(QObject::tr("sources retire takes no argument \"%1\".").arg(parser.positionalArguments().first()));
    if (parser.isSet(database) == parser.isSet(profile))
        return usage(QObject::tr("sources retire needs --database URL or --profile NAME (one of them)."));
    if (parser.isSet(yes) && parser.isSet(dryRun))
        return usage(QObject::tr("--yes and --dry-run exclude each other."));
    const QString sourceId = parser.value(id).trimmed();
    if (sourceId.isEmpty())
        return usage(QObject::tr("sources retire needs --id ID, a source's id (such as ts-metrics)."));

    int exitCode = Ok;
    const bool isDatabase = parser.isSet(database);
    const auto conn = openForOperation(isDatabase ? QStringLiteral("database") : QStringLiteral("profile"),
                                       parser.value(isDatabase ? database : profile), parser.isSet(dryRun),
                                       QStringLiteral("sources"), &exitCode);
    if (!conn)
        return exitCode;
    RowWriter writer(*conn);
    writer.setActor(
        AuditActor::resolve(*conn, parser.isSet(as) ? parser.value(as) : ProfileStore().auditIdentity(conn->url())));
    // Before Holotable's 012 there is no audit_log: the local journal records the change, as in the app.
    ChangeJournal journal(ChangeJournal::pathFor(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation),
                                                 conn->url().toDisplayString()));
    writer.setJournal(&journal);
    const RetireSource retire(*conn);
    const OperationPlan plan = retire.plan(sourceId);
    const bool remove = RetireSource::effect(plan) == QLatin1String("delete");
    QJsonArray dashboards;
    QList<RetireSource::Referrer> refs;
    QString error;
    if (!plan.isRefused() && RetireSource::referrers(*conn, sourceId, &refs, &error))
        for (const RetireSource::Referrer& r : std::as_const(refs))
            dashboards.append(QJsonObject{{QStringLiteral("id"), r.dashboardId},
                                          {QStringLiteral("title"), r.title},
                                          {QStringLiteral("current_version"), r.current},
                                          {QStringLiteral("deleted"), r.deleted}});
    OperationRun op;
    op.connection = conn.get();
    op.plan = &plan;
    op.table = conn->catalog().table(QStringLiteral("sources")); // none: not a Holotable database
    op.facts = {{QStringLiteral("effect"), RetireSource::effect(plan)}, {QStringLiteral("dashboards"), dashboards}};
    op.json = parser.isSet(json);
    op.dryRun = parser.isSet(dryRun);
    op.yes = parser.isSet(yes);
    op.prompt = remove ? QObject::tr("Type yes to delete source %1: ").arg(sourceId)
                       : QObject::tr("Type yes to tombstone source %1: ").arg(sourceId);
    op.noTerminal = QObject::tr("Not retired: there is no terminal to confirm on. Pass --yes to retire without "
                                "asking. Nothing was changed.");
    op.notYes = QObject::tr("Not retired: the answer was not yes. Nothing was changed.");
    op.done = remove ? QObject::tr("Source %1 was deleted.").arg(sourceId)
                     : QObject::tr("Source %1 was tombstoned.").arg(sourceId);
    op.apply = [&]() { return retire.apply(plan, writer); };
    return runOperation(op);
}

} // namespace metadesk
