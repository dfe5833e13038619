// `datasources delete`: a Tabularia datasource deleted as the platform's delete does (its runs detached, its contract
// rows removed, its stored object queued for the deferred sweep). The operation is core's DeleteDatasource, the one
// the app's Delete on the datasources grid calls; nothing here decides. Also the tail every such command shares.

#include "Cli.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/RowWriter.h"
#include "core/ops/tabularia/DeleteDatasource.h"
#include "core/settings/ProfileStore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>

namespace metadesk {

std::unique_ptr<DbConnection> Cli::openForOperation(const QString& option, const QString& value, bool dryRun,
                                                    const QString& purpose, int* exitCode) {
    QHash<QString, QString> targetOptions;
    targetOptions.insert(option, value);
    *exitCode = Ok;
    const DatabaseUrl url = target(targetOptions, exitCode);
    if (!url.isValid())
        return nullptr;
    DbConnection::Options connectOptions;
    connectOptions.readOnly = dryRun;
    connectOptions.purpose = purpose;
    QString error;
    auto conn = DbConnection::open(url, connectOptions, &error);
    if (!conn || !conn->loadCatalog(&error)) {
        printError(error);
        *exitCode = DatabaseError;
        return nullptr;
    }
    return conn;
}

int Cli::runOperation(const OperationRun& op) {
    const OperationPlan& plan = *op.plan;
    if (plan.isRefused()) {
        printError(plan.refusal);
        // No such tables at all is the wrong database, not a refusal.
        if (!op.table)
            return DatabaseError;
        if (!plan.row.isEmpty() && !op.json)
            m_out << QString::fromUtf8(QJsonDocument(rowJson(*op.table, plan.row)).toJson(QJsonDocument::Indented));
        m_out.flush();
        return Found;
    }
    QJsonArray sentences;
    for (const QString& s : plan.sentences) {
        sentences.append(s);
        if (!op.json)
            m_out << s << "\n";
    }
    m_out.flush();
    const auto withFacts = [&op](QJsonObject o) {
        for (auto it = op.facts.constBegin(); it != op.facts.constEnd(); ++it)
            o.insert(it.key(), it.value());
        return o;
    };
    if (op.dryRun) {
        if (op.json)
            m_out << QString::fromUtf8(QJsonDocument(withFacts({{QStringLiteral("plan"), sentences},
                                                                {QStringLiteral("row"), rowJson(*op.table, plan.row)}}))
                                           .toJson(QJsonDocument::Indented));
        m_out.flush();
        return Ok;
    }
    if (op.connection->isReadOnly()) {
        printError(QObject::tr("This connection is read-only: nothing was written."));
        return Found;
    }
    if (!op.yes && !askYes(op.prompt, op.noTerminal, op.notYes))
        return Found;
    const WriteResult r = op.apply();
    if (!r.ok()) {
        printError(r.details.isEmpty() ? r.message : r.message + QLatin1Char(' ') + r.details);
        if (r.outcome == WriteResult::Outcome::Conflict || r.outcome == WriteResult::Outcome::Invalid) {
            // The current row, when the conflict is about the operation's own row (a referring row's conflict
            // carries that row, of another table: its sentence says which).
            QStringList columns;
            for (const ColumnDescriptor& c : op.table->columns)
                columns << c.name;
            QStringList held = r.current.keys();
            columns.sort();
            held.sort();
            if (!r.current.isEmpty() && held == columns)
                m_out << QString::fromUtf8(
                    QJsonDocument(rowJson(*op.table, r.current)).toJson(QJsonDocument::Indented));
            m_out.flush();
            return Found;
        }
        return DatabaseError;
    }
    if (op.json)
        m_out << QString::fromUtf8(QJsonDocument(withFacts({{QStringLiteral("done"), op.done},
                                                            {QStringLiteral("plan"), sentences},
                                                            {QStringLiteral("audit_id"), r.auditId.toJsonValue()}}))
                                       .toJson(QJsonDocument::Indented));
    else
        m_out << op.done << "\n";
    m_out.flush();
    if (!r.message.isEmpty())
        printError(r.message);
    return Ok;
}

int Cli::datasources(const QStringList& args) {
    QCommandLineParser parser;
    const QCommandLineOption database(QStringLiteral("database"), QObject::tr("The database."), QStringLiteral("URL"));
    const QCommandLineOption profile(QStringLiteral("profile"), QObject::tr("A saved connection."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption id(QStringLiteral("id"), QObject::tr("The datasource's id."), QStringLiteral("N"));
    const QCommandLineOption yes(QStringLiteral("yes"), QObject::tr("Delete without asking."));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"), QObject::tr("Print the plan, write nothing."));
    const QCommandLineOption json(QStringLiteral("json"), QObject::tr("JSON output."));
    const QCommandLineOption as(QStringLiteral("as"), QObject::tr("Who acts, for the audit trail."),
                                QStringLiteral("EMAIL"));
    parser.addOptions({database, profile, id, yes, dryRun, json, as});
    if (!parser.parse(QStringList{QStringLiteral("metadesk-cli datasources")} + args))
        return usage(parser.errorText());
    const QStringList positional = parser.positionalArguments();
    if (positional != QStringList{QStringLiteral("delete")})
        return usage(QObject::tr("datasources needs exactly one action: delete."));
    if (parser.isSet(database) == parser.isSet(profile))
        return usage(QObject::tr("datasources delete needs --database URL or --profile NAME (one of them)."));
    bool ok = false;
    const qint64 datasourceId = parser.value(id).trimmed().toLongLong(&ok);
    if (!parser.isSet(id) || !ok || datasourceId <= 0)
        return usage(QObject::tr("datasources delete needs --id N, a datasource's id."));
    if (parser.isSet(yes) && parser.isSet(dryRun))
        return usage(QObject::tr("--yes and --dry-run exclude each other."));

    int exitCode = Ok;
    const bool isDatabase = parser.isSet(database);
    const auto conn = openForOperation(isDatabase ? QStringLiteral("database") : QStringLiteral("profile"),
                                       parser.value(isDatabase ? database : profile), parser.isSet(dryRun),
                                       QStringLiteral("datasources"), &exitCode);
    if (!conn)
        return exitCode;
    const DatabaseUrl url = conn->url();
    RowWriter writer(*conn);
    writer.setActor(
        AuditActor::resolve(*conn, parser.isSet(as) ? parser.value(as) : ProfileStore().auditIdentity(url)));
    // The grace before the queued object is deleted follows the installation's run timeout (the profile's).
    const DeleteDatasource del(*conn, ProfileStore().runThresholds(url));
    const OperationPlan plan = del.plan(datasourceId);
    const DeleteDatasource::Counts c = DeleteDatasource::counts(plan);
    const auto ids = [](const QVariantList& list) { return QJsonArray::fromVariantList(list); };
    OperationRun op;
    op.connection = conn.get();
    op.plan = &plan;
    op.table =
        conn->catalog().table(QStringLiteral("runs")) ? conn->catalog().table(QStringLiteral("datasources")) : nullptr;
    op.facts = {{QStringLiteral("runs_detached"), ids(c.runs)},
                {QStringLiteral("contracts_removed"), ids(c.contracts)},
                {QStringLiteral("contract_versions_removed"), ids(c.contractVersions)},
                {QStringLiteral("contract_results_removed"), ids(c.contractResults)},
                {QStringLiteral("objects_queued"), c.queuedObjects},
                {QStringLiteral("origin"), c.origin},
                {QStringLiteral("warnings"), QJsonArray::fromStringList(c.warnings)}};
    op.json = parser.isSet(json);
    op.dryRun = parser.isSet(dryRun);
    op.yes = parser.isSet(yes);
    op.prompt = QObject::tr("Type yes to delete datasource %1: ").arg(datasourceId);
    op.noTerminal = QObject::tr("Not deleted: there is no terminal to confirm on. Pass --yes to delete without "
                                "asking. Nothing was changed.");
    op.notYes = QObject::tr("Not deleted: the answer was not yes. Nothing was changed.");
    op.done = QObject::tr("Deleted datasource %1.").arg(datasourceId);
    op.apply = [&]() { return del.apply(plan, writer); };
    return runOperation(op);
}

} // namespace metadesk
