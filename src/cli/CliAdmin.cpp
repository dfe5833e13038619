// `engines disable|enable` and `sweep`: Tabularia's administration from a shell. The operations are core's
// ToggleEngine and SweepExpired, the ones the app's Administration page calls; nothing here decides.

#include "Cli.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/RowWriter.h"
#include "core/ops/tabularia/SweepExpired.h"
#include "core/ops/tabularia/ToggleEngine.h"
#include "core/settings/ProfileStore.h"

#include <QCommandLineParser>
#include <QJsonArray>

namespace metadesk {

int Cli::engines(const QStringList& args) {
    const QString action = args.value(0);
    if (action != QLatin1String("disable") && action != QLatin1String("enable"))
        return usage(QObject::tr("engines takes disable or enable."));
    QCommandLineParser parser;
    const QCommandLineOption database(QStringLiteral("database"), QObject::tr("The database."), QStringLiteral("URL"));
    const QCommandLineOption profile(QStringLiteral("profile"), QObject::tr("A saved connection."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption engine(QStringLiteral("engine"), QObject::tr("The engine."), QStringLiteral("NAME"));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"), QObject::tr("Print the plan, write nothing."));
    const QCommandLineOption json(QStringLiteral("json"), QObject::tr("JSON output."));
    const QCommandLineOption as(QStringLiteral("as"), QObject::tr("Who acts, for the audit trail."),
                                QStringLiteral("EMAIL"));
    parser.addOptions({database, profile, engine, dryRun, json, as});
    if (!parser.parse(QStringList{QStringLiteral("metadesk-cli engines ") + action} + args.mid(1)))
        return usage(parser.errorText());
    if (!parser.positionalArguments().isEmpty())
        return usage(
            QObject::tr("engines %1 takes no argument \"%2\".").arg(action, parser.positionalArguments().first()));
    if (parser.isSet(database) == parser.isSet(profile))
        return usage(QObject::tr("engines %1 needs --database URL or --profile NAME (one of them).").arg(action));
    const QString name = parser.value(engine).trimmed();
    if (name.isEmpty())
        return usage(QObject::tr("engines %1 needs --engine NAME (such as chdb).").arg(action));

    int exitCode = Ok;
    const bool isDatabase = parser.isSet(database);
    const auto conn = openForOperation(isDatabase ? QStringLiteral("database") : QStringLiteral("profile"),
                                       parser.value(isDatabase ? database : profile), parser.isSet(dryRun),
                                       QStringLiteral("engines"), &exitCode);
    if (!conn)
        return exitCode;
    RowWriter writer(*conn);
    writer.setActor(
        AuditActor::resolve(*conn, parser.isSet(as) ? parser.value(as) : ProfileStore().auditIdentity(conn->url())));
    const bool disable = action == QLatin1String("disable");
    const ToggleEngine toggle(*conn);
    const OperationPlan plan = toggle.plan(name, disable);
    QJsonArray flows;
    QList<ToggleEngine::FlowUsing> using_;
    QString error;
    if (!plan.notFound && toggle.flowsUsing(name.toLower(), &using_, &error))
        for (const ToggleEngine::FlowUsing& f : std::as_const(using_))
            flows.append(QJsonObject{{QStringLiteral("id"), f.id},
                                     {QStringLiteral("name"), f.name},
                                     {QStringLiteral("engine"), f.development},
                                     {QStringLiteral("production_engine"), f.production}});
    OperationRun op;
    op.connection = conn.get();
    op.plan = &plan;
    op.table = conn->catalog().table(QStringLiteral("disabled_engines"));
    op.facts = {{QStringLiteral("engine"), name.toLower()},
                {QStringLiteral("action"), action},
                {QStringLiteral("flows_using"), flows}};
    op.json = parser.isSet(json);
    op.dryRun = parser.isSet(dryRun);
    op.yes = true; // one row, undone by the other action, as the admin panel's switch is
    op.done = disable ? QObject::tr("Engine %1 is disabled.").arg(name.toLower())
                      : QObject::tr("Engine %1 is enabled.").arg(name.toLower());
    op.apply = [&]() { return toggle.apply(plan, writer); };
    return runOperation(op);
}

int Cli::sweep(const QStringList& args) {
    QCommandLineParser parser;
    const QCommandLineOption database(QStringLiteral("database"), QObject::tr("The database."), QStringLiteral("URL"));
    const QCommandLineOption profile(QStringLiteral("profile"), QObject::tr("A saved connection."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption table(QStringLiteral("table"), QObject::tr("login_attempts or flow_presence."),
                                   QStringLiteral("TABLE"));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"), QObject::tr("Print the plan, write nothing."));
    const QCommandLineOption json(QStringLiteral("json"), QObject::tr("JSON output."));
    const QCommandLineOption as(QStringLiteral("as"), QObject::tr("Who acts, for the audit trail."),
                                QStringLiteral("EMAIL"));
    parser.addOptions({database, profile, table, dryRun, json, as});
    if (!parser.parse(QStringList{QStringLiteral("metadesk-cli sweep")} + args))
        return usage(parser.errorText());
    if (!parser.positionalArguments().isEmpty())
        return usage(QObject::tr("sweep takes no argument \"%1\".").arg(parser.positionalArguments().first()));
    if (parser.isSet(database) == parser.isSet(profile))
        return usage(QObject::tr("sweep needs --database URL or --profile NAME (one of them)."));
    SweepExpired::Table which = SweepExpired::Table::LoginAttempts;
    if (!SweepExpired::tableFromName(parser.value(table).trimmed(), &which))
        return usage(QObject::tr("sweep needs --table login_attempts or --table flow_presence."));

    int exitCode = Ok;
    const bool isDatabase = parser.isSet(database);
    const auto conn = openForOperation(isDatabase ? QStringLiteral("database") : QStringLiteral("profile"),
                                       parser.value(isDatabase ? database : profile), parser.isSet(dryRun),
                                       QStringLiteral("sweep"), &exitCode);
    if (!conn)
        return exitCode;
    RowWriter writer(*conn);
    writer.setActor(
        AuditActor::resolve(*conn, parser.isSet(as) ? parser.value(as) : ProfileStore().auditIdentity(conn->url())));
    const SweepExpired sweeper(*conn);
    const OperationPlan plan = sweeper.plan(which);
    const TableDescriptor* descriptor = conn->catalog().table(SweepExpired::tableName(which));
    QJsonArray rows;
    if (descriptor)
        for (const QVariantMap& row : SweepExpired::expiredRows(plan))
            rows.append(rowJson(*descriptor, row));
    OperationRun op;
    op.connection = conn.get();
    op.plan = &plan;
    op.table = descriptor;
    op.facts = {{QStringLiteral("table"), SweepExpired::tableName(which)},
                {QStringLiteral("max_age_seconds"), SweepExpired::maxAgeSeconds(which)},
                {QStringLiteral("expired"), rows}};
    op.json = parser.isSet(json);
    op.dryRun = parser.isSet(dryRun);
    op.yes = true; // what the platform's scheduler does by itself every minute
    op.done = counted(int(rows.size()), QObject::tr("Swept %n expired row of %1."),
                      QObject::tr("Swept %n expired rows of %1."))
                  .arg(SweepExpired::tableName(which));
    op.apply = [&]() { return sweeper.apply(plan, writer); };
    return runOperation(op);
}

} // namespace metadesk
