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
#include <QJsonDocument>
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
    const QString sourceId = parser.value(id).trimmed();
    if (sourceId.isEmpty())
        return usage(QObject::tr("sources retire needs --id ID, a source's id (such as ts-metrics)."));

    QHash<QString, QString> targetOptions;
    targetOptions.insert(parser.isSet(database) ? QStringLiteral("database") : QStringLiteral("profile"),
                         parser.value(parser.isSet(database) ? database : profile));
    int exitCode = Ok;
    const DatabaseUrl url = target(targetOptions, &exitCode);
    if (!url.isValid())
        return exitCode;
    DbConnection::Options connectOptions;
    connectOptions.readOnly = parser.isSet(dryRun);
    connectOptions.purpose = QStringLiteral("sources");
    QString error;
    const auto conn = DbConnection::open(url, connectOptions, &error);
    if (!conn || !conn->loadCatalog(&error)) {
        printError(error);
        return DatabaseError;
    }
    const RetireSource op(*conn);
    const OperationPlan plan = op.plan(sourceId);
    if (plan.isRefused()) {
        printError(plan.refusal);
        // No Holotable sources at all is the wrong database, not a refusal.
        return conn->catalog().table(QStringLiteral("sources")) ? int(Found) : int(DatabaseError);
    }
    const bool asJson = parser.isSet(json);
    const QString effect = RetireSource::effect(plan);
    QList<RetireSource::Referrer> refs;
    RetireSource::referrers(*conn, sourceId, &refs, &error);
    QJsonArray dashboards;
    for (const RetireSource::Referrer& r : std::as_const(refs))
        dashboards.append(QJsonObject{{QStringLiteral("id"), r.dashboardId},
                                      {QStringLiteral("title"), r.title},
                                      {QStringLiteral("current_version"), r.current},
                                      {QStringLiteral("deleted"), r.deleted}});
    const auto print = [&](const QJsonObject& extra) {
        QJsonObject root{
            {QStringLiteral("source"), rowJson(*conn->catalog().table(QStringLiteral("sources")), plan.row)},
            {QStringLiteral("effect"), effect},
            {QStringLiteral("dashboards"), dashboards},
            {QStringLiteral("plan"), QJsonArray::fromStringList(plan.sentences)}};
        for (auto it = extra.begin(); it != extra.end(); ++it)
            root.insert(it.key(), it.value());
        m_out << QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented));
    };
    if (!asJson) {
        for (const QString& s : plan.sentences)
            m_out << s << "\n";
        m_out.flush();
    }
    if (parser.isSet(dryRun)) {
        if (asJson)
            print({{QStringLiteral("dry_run"), true}});
        m_out.flush();
        return Ok;
    }
    if (!parser.isSet(yes) &&
        !askYes(effect == QLatin1String("delete") ? QObject::tr("Type yes to delete source %1: ").arg(sourceId)
                                                  : QObject::tr("Type yes to tombstone source %1: ").arg(sourceId),
                QObject::tr("Not retired: there is no terminal to confirm on. Pass --yes to retire without asking. "
                            "Nothing was changed."),
                QObject::tr("Not retired: the answer was not yes. Nothing was changed.")))
        return Found;
    RowWriter writer(*conn);
    writer.setActor(
        AuditActor::resolve(*conn, parser.isSet(as) ? parser.value(as) : ProfileStore().auditIdentity(url)));
    ChangeJournal journal(ChangeJournal::pathFor(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation),
                                                 url.toDisplayString()));
    writer.setJournal(&journal);
    const WriteResult r = op.apply(plan, writer);
    if (!r.ok()) {
        printError(r.details.isEmpty() ? r.message : r.message + QLatin1Char(' ') + r.details);
        return r.outcome == WriteResult::Outcome::Failed ? int(DatabaseError) : int(Found);
    }
    const QString done = effect == QLatin1String("delete") ? QObject::tr("Source %1 was deleted.").arg(sourceId)
                                                           : QObject::tr("Source %1 was tombstoned.").arg(sourceId);
    if (asJson)
        print({{QStringLiteral("done"), done}});
    else
        m_out << done << "\n";
    m_out.flush();
    return Ok;
}

} // namespace metadesk
