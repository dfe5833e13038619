// `metadesk-cli templates instantiate`: a new Holotable dashboard from a dashboard template (core/ops/holotable
// InstantiateTemplate, the operation the app's Instantiate Template… calls). Nothing here decides.

#include "Cli.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/ChangeJournal.h"
#include "core/edit/RowWriter.h"
#include "core/ops/holotable/InstantiateTemplate.h"
#include "core/settings/ProfileStore.h"

#include <QCommandLineParser>
#include <QStandardPaths>
#include <QUuid>

namespace metadesk {

int Cli::templates(const QStringList& args) {
    if (args.value(0) != QLatin1String("instantiate"))
        return usage(QObject::tr("templates takes instantiate."));
    QCommandLineParser parser;
    const QCommandLineOption database(QStringLiteral("database"), QObject::tr("The database."), QStringLiteral("URL"));
    const QCommandLineOption profile(QStringLiteral("profile"), QObject::tr("A saved connection."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption id(QStringLiteral("id"), QObject::tr("The template."), QStringLiteral("UUID"));
    const QCommandLineOption title(QStringLiteral("title"), QObject::tr("The new dashboard's title."),
                                   QStringLiteral("TEXT"));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"), QObject::tr("Print the plan, write nothing."));
    const QCommandLineOption json(QStringLiteral("json"), QObject::tr("JSON output."));
    const QCommandLineOption as(QStringLiteral("as"), QObject::tr("Who acts, for the audit trail."),
                                QStringLiteral("NAME"));
    parser.addOptions({database, profile, id, title, dryRun, json, as});
    if (!parser.parse(QStringList{QStringLiteral("metadesk-cli templates instantiate")} + args.mid(1)))
        return usage(parser.errorText());
    if (!parser.positionalArguments().isEmpty())
        return usage(
            QObject::tr("templates instantiate takes no argument \"%1\".").arg(parser.positionalArguments().first()));
    if (parser.isSet(database) == parser.isSet(profile))
        return usage(QObject::tr("templates instantiate needs --database URL or --profile NAME (one of them)."));
    const QString templateId = parser.value(id).trimmed();
    if (templateId.isEmpty())
        return usage(QObject::tr("templates instantiate needs --id UUID, a template's id."));
    if (QUuid::fromString(templateId).isNull())
        return usage(QObject::tr("--id needs a template's id, a UUID; \"%1\" is not one.").arg(templateId));

    int exitCode = Ok;
    const bool isDatabase = parser.isSet(database);
    const auto conn = openForOperation(isDatabase ? QStringLiteral("database") : QStringLiteral("profile"),
                                       parser.value(isDatabase ? database : profile), parser.isSet(dryRun),
                                       QStringLiteral("templates"), &exitCode);
    if (!conn)
        return exitCode;
    RowWriter writer(*conn);
    writer.setActor(
        AuditActor::resolve(*conn, parser.isSet(as) ? parser.value(as) : ProfileStore().auditIdentity(conn->url())));
    // Before Holotable's 012 there is no audit_log: the local journal records the change, as in the app.
    ChangeJournal journal(ChangeJournal::pathFor(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation),
                                                 conn->url().toDisplayString()));
    writer.setJournal(&journal);
    const InstantiateTemplate instantiate(*conn);
    const OperationPlan plan = instantiate.plan(templateId, parser.value(title));
    OperationRun op;
    op.connection = conn.get();
    op.plan = &plan;
    op.table = conn->catalog().table(QStringLiteral("templates")); // none: not a Holotable database at 005 or later
    op.facts = {{QStringLiteral("template_id"), templateId},
                {QStringLiteral("title"), plan.facts.value(QStringLiteral("title")).toString()}};
    op.json = parser.isSet(json);
    op.dryRun = parser.isSet(dryRun);
    op.yes = true; // it makes a new dashboard and changes nothing there is: nothing to confirm
    op.apply = [&]() {
        QString created;
        const WriteResult r = instantiate.apply(plan, writer, &created);
        op.done = QObject::tr("Created dashboard %1 \"%2\" from template %3: v1 is current.")
                      .arg(created, plan.facts.value(QStringLiteral("title")).toString(), templateId);
        op.facts.insert(QStringLiteral("dashboard_id"), created);
        op.facts.insert(QStringLiteral("version"), 1);
        return r;
    };
    return runOperation(op);
}

} // namespace metadesk
