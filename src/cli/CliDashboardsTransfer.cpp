// `metadesk-cli dashboards export|import`: a Holotable dashboard's current spec to a file, byte for byte, and a spec
// file made a new dashboard (core/ops/holotable ExportDashboard and ImportDashboard, the ones the app's Export
// Dashboard… and Import Dashboard… call). Nothing here decides what is allowed.

#include "Cli.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/ChangeJournal.h"
#include "core/edit/RowWriter.h"
#include "core/ops/holotable/DashboardTransfer.h"
#include "core/settings/ProfileStore.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>

namespace metadesk {

int Cli::dashboardsTransfer(const QStringList& args) {
    const QString verb = args.value(0);
    QCommandLineParser parser;
    const QCommandLineOption database(QStringLiteral("database"), QObject::tr("The database."), QStringLiteral("URL"));
    const QCommandLineOption profile(QStringLiteral("profile"), QObject::tr("A saved connection."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption id(QStringLiteral("id"), QObject::tr("The dashboard."), QStringLiteral("UUID"));
    const QCommandLineOption output(QStringLiteral("output"), QObject::tr("The file to write."),
                                    QStringLiteral("FILE"));
    const QCommandLineOption workspace(QStringLiteral("workspace"), QObject::tr("The workspace to import into."),
                                       QStringLiteral("W"));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"), QObject::tr("Print the plan, write nothing."));
    const QCommandLineOption json(QStringLiteral("json"), QObject::tr("JSON output."));
    const QCommandLineOption as(QStringLiteral("as"), QObject::tr("Who acts, for the audit trail."),
                                QStringLiteral("NAME"));
    const bool exporting = verb == QLatin1String("export");
    if (exporting)
        parser.addOptions({database, profile, id, output, json});
    else
        parser.addOptions({database, profile, workspace, dryRun, json, as});
    if (!parser.parse(QStringList{QStringLiteral("metadesk-cli dashboards ") + verb} + args.mid(1)))
        return usage(parser.errorText());
    if (parser.isSet(database) == parser.isSet(profile))
        return usage(QObject::tr("dashboards %1 needs --database URL or --profile NAME (one of them).").arg(verb));
    const QStringList positional = parser.positionalArguments();
    int exitCode = Ok;
    const bool isDatabase = parser.isSet(database);
    const QString targetOption = isDatabase ? QStringLiteral("database") : QStringLiteral("profile");
    const QString targetValue = parser.value(isDatabase ? database : profile);

    if (exporting) {
        if (!positional.isEmpty())
            return usage(QObject::tr("dashboards export takes no argument \"%1\".").arg(positional.first()));
        const QString dashboardId = parser.value(id).trimmed();
        if (QUuid::fromString(dashboardId).isNull())
            return usage(QObject::tr("dashboards export needs --id UUID, a dashboard's id."));
        if (parser.isSet(json) && !parser.isSet(output))
            return usage(QObject::tr("dashboards export --json needs --output FILE: without it the spec itself is "
                                     "the output."));
        const auto conn = openForOperation(targetOption, targetValue, true, QStringLiteral("dashboards"), &exitCode);
        if (!conn)
            return exitCode;
        if (!conn->catalog().table(QStringLiteral("dashboard_versions"))) {
            printError(QObject::tr("%1 has no Holotable dashboards.").arg(conn->url().toDisplayString()));
            return DatabaseError;
        }
        ExportDashboard::Spec spec;
        QString refusal;
        if (!ExportDashboard::read(*conn, dashboardId, &spec, &refusal)) {
            printError(refusal);
            return Found;
        }
        if (!parser.isSet(output)) {
            // The stored text itself, nothing added: redirect it to a file and it is the export.
            m_out << QString::fromUtf8(spec.bytes);
            m_out.flush();
            return Ok;
        }
        QSaveFile file(parser.value(output));
        if (!file.open(QIODevice::WriteOnly) || file.write(spec.bytes) != spec.bytes.size() || !file.commit()) {
            printError(QObject::tr("Could not write %1: %2").arg(parser.value(output), file.errorString()));
            return DatabaseError;
        }
        const QString done =
            counted(int(spec.bytes.size()), QObject::tr("Exported v%1 of dashboard %2 \"%3\" to %4 (%n byte)."),
                    QObject::tr("Exported v%1 of dashboard %2 \"%3\" to %4 (%n bytes)."))
                .arg(QString::number(spec.version), dashboardId, spec.title, parser.value(output));
        if (parser.isSet(json))
            m_out << QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("done"), done},
                                                                 {QStringLiteral("dashboard_id"), dashboardId},
                                                                 {QStringLiteral("version"), spec.version},
                                                                 {QStringLiteral("file"), parser.value(output)},
                                                                 {QStringLiteral("bytes"), spec.bytes.size()}})
                                           .toJson(QJsonDocument::Indented));
        else
            m_out << done << "\n";
        m_out.flush();
        return Ok;
    }

    if (positional.size() != 1)
        return usage(QObject::tr("dashboards import needs one FILE, the spec to import."));
    const QString target = parser.value(workspace).trimmed();
    if (target.isEmpty())
        return usage(QObject::tr("dashboards import needs --workspace W, the workspace the dashboard goes into."));
    QFile file(positional.first());
    if (!file.open(QIODevice::ReadOnly))
        return usage(QObject::tr("Could not read %1: %2").arg(positional.first(), file.errorString()));
    // One byte more than the limit is enough to know the file is over it.
    const QByteArray bytes = file.read(ImportDashboard::kMaxBytes + 1);
    const auto conn =
        openForOperation(targetOption, targetValue, parser.isSet(dryRun), QStringLiteral("dashboards"), &exitCode);
    if (!conn)
        return exitCode;
    RowWriter writer(*conn);
    writer.setActor(
        AuditActor::resolve(*conn, parser.isSet(as) ? parser.value(as) : ProfileStore().auditIdentity(conn->url())));
    // Before Holotable's 012 there is no audit_log: the local journal records the change, as in the app.
    ChangeJournal journal(ChangeJournal::pathFor(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation),
                                                 conn->url().toDisplayString()));
    writer.setJournal(&journal);
    const ImportDashboard importer(*conn);
    const OperationPlan plan = importer.plan(target, bytes);
    OperationRun op;
    op.connection = conn.get();
    op.plan = &plan;
    op.table = conn->catalog().table(QStringLiteral("dashboards")); // none: not a Holotable database
    op.facts = {{QStringLiteral("workspace_id"), target},
                {QStringLiteral("title"), plan.facts.value(QStringLiteral("title")).toString()}};
    op.json = parser.isSet(json);
    op.dryRun = parser.isSet(dryRun);
    op.yes = true; // it makes a new dashboard and changes nothing there is: nothing to confirm
    op.apply = [&]() {
        QString created;
        const WriteResult r = importer.apply(plan, writer, &created);
        op.done = QObject::tr("Imported %1 as dashboard %2 \"%3\" in workspace %4: v1 is current.")
                      .arg(positional.first(), created, plan.facts.value(QStringLiteral("title")).toString(), target);
        op.facts.insert(QStringLiteral("dashboard_id"), created);
        op.facts.insert(QStringLiteral("version"), 1);
        return r;
    };
    return runOperation(op);
}

} // namespace metadesk
