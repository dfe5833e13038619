// `flows restore`: makes an old version of a Tabularia flow its current one, as the platform's promote does. The
// operation is core's RestoreFlowVersion, the one the app's Version History dialog calls; nothing here decides.

#include "Cli.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/RowWriter.h"
#include "core/ops/tabularia/RestoreFlowVersion.h"
#include "core/settings/ProfileStore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>

#include <climits>

namespace metadesk {

int Cli::flowsRestore(const QStringList& args) {
    QCommandLineParser parser;
    const QCommandLineOption database(QStringLiteral("database"), QObject::tr("The database."), QStringLiteral("URL"));
    const QCommandLineOption profile(QStringLiteral("profile"), QObject::tr("A saved connection."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption flow(QStringLiteral("flow"), QObject::tr("The flow's id."), QStringLiteral("ID"));
    const QCommandLineOption version(QStringLiteral("version"), QObject::tr("The version to restore."),
                                     QStringLiteral("V"));
    const QCommandLineOption yes(QStringLiteral("yes"), QObject::tr("Restore without asking."));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"), QObject::tr("Print the plan, write nothing."));
    const QCommandLineOption json(QStringLiteral("json"), QObject::tr("JSON output."));
    const QCommandLineOption as(QStringLiteral("as"), QObject::tr("Who acts, for the audit trail."),
                                QStringLiteral("EMAIL"));
    parser.addOptions({database, profile, flow, version, yes, dryRun, json, as});
    if (!parser.parse(QStringList{QStringLiteral("metadesk-cli flows restore")} + args))
        return usage(parser.errorText());
    if (!parser.positionalArguments().isEmpty())
        return usage(QObject::tr("flows restore takes no argument \"%1\".").arg(parser.positionalArguments().first()));
    if (parser.isSet(database) == parser.isSet(profile))
        return usage(QObject::tr("flows restore needs --database URL or --profile NAME (one of them)."));
    bool ok = false;
    const qint64 flowId = parser.value(flow).trimmed().toLongLong(&ok);
    if (!parser.isSet(flow) || !ok || flowId <= 0)
        return usage(QObject::tr("flows restore needs --flow ID, a flow's id."));
    const qint64 number = parser.value(version).trimmed().toLongLong(&ok);
    if (!parser.isSet(version) || !ok || number <= 0 || number > INT_MAX)
        return usage(QObject::tr("flows restore needs --version V, the version to restore (1, 2, …)."));

    QHash<QString, QString> targetOptions;
    targetOptions.insert(parser.isSet(database) ? QStringLiteral("database") : QStringLiteral("profile"),
                         parser.value(parser.isSet(database) ? database : profile));
    int exitCode = Ok;
    const DatabaseUrl url = target(targetOptions, &exitCode);
    if (!url.isValid())
        return exitCode;
    DbConnection::Options connectOptions;
    connectOptions.readOnly = parser.isSet(dryRun);
    connectOptions.purpose = QStringLiteral("flows");
    QString error;
    const auto conn = DbConnection::open(url, connectOptions, &error);
    if (!conn || !conn->loadCatalog(&error)) {
        printError(error);
        return DatabaseError;
    }
    const bool asJson = parser.isSet(json);
    RowWriter writer(*conn);
    writer.setActor(
        AuditActor::resolve(*conn, parser.isSet(as) ? parser.value(as) : ProfileStore().auditIdentity(url)));
    const RestoreFlowVersion restore(*conn, writer.actor());
    const OperationPlan plan = restore.plan(flowId, int(number));
    const TableDescriptor* flowsTable = conn->catalog().table(QStringLiteral("flows"));
    if (plan.isRefused()) {
        printError(plan.refusal);
        // No Tabularia flows at all is the wrong database, not a refusal.
        return flowsTable && conn->catalog().table(QStringLiteral("flow_versions")) ? int(Found) : int(DatabaseError);
    }
    const TableDescriptor& flows = *flowsTable;
    QJsonArray sentences;
    for (const QString& s : plan.sentences) {
        sentences.append(s);
        if (!asJson)
            m_out << s << "\n";
    }
    m_out.flush();
    if (parser.isSet(dryRun)) {
        if (asJson)
            m_out << QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("plan"), sentences},
                                                                 {QStringLiteral("flow"), rowJson(flows, plan.row)}})
                                           .toJson(QJsonDocument::Indented));
        m_out.flush();
        return Ok;
    }
    if (conn->isReadOnly()) {
        printError(QObject::tr("This connection is read-only: nothing was written."));
        return Found;
    }
    if (!parser.isSet(yes) &&
        !askYes(QObject::tr("Type yes to restore version %1 of flow %2: ").arg(number).arg(flowId),
                QObject::tr("Not restored: there is no terminal to confirm on. Pass --yes to restore without asking. "
                            "Nothing was changed."),
                QObject::tr("Not restored: the answer was not yes. Nothing was changed.")))
        return Found;

    int appended = 0;
    const WriteResult r = restore.apply(plan, writer, &appended);
    if (!r.ok()) {
        printError(r.details.isEmpty() ? r.message : r.message + QLatin1Char(' ') + r.details);
        if (r.outcome == WriteResult::Outcome::Conflict || r.outcome == WriteResult::Outcome::Invalid) {
            if (!r.current.isEmpty())
                m_out << QString::fromUtf8(QJsonDocument(rowJson(flows, r.current)).toJson(QJsonDocument::Indented));
            m_out.flush();
            return Found;
        }
        return DatabaseError;
    }
    const QString done =
        appended > 0
            ? QObject::tr("Restored version %1 of flow %2 as its version %3.").arg(number).arg(flowId).arg(appended)
            : QObject::tr("Restored version %1 of flow %2.").arg(number).arg(flowId);
    if (asJson)
        m_out << QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("done"), done},
                                                             {QStringLiteral("from_version"), int(number)},
                                                             {QStringLiteral("appended_version"),
                                                              appended > 0 ? QJsonValue(appended) : QJsonValue()},
                                                             {QStringLiteral("flow"), rowJson(flows, r.after)}})
                                       .toJson(QJsonDocument::Indented));
    else
        m_out << done << "\n";
    m_out.flush();
    if (!r.message.isEmpty())
        printError(r.message);
    return Ok;
}

} // namespace metadesk
