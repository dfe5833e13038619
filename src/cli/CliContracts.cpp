// `contracts history|diff|restore` and `outbox list|retry`: a Tabularia datasource's data contract, its saved
// versions, the diff of two and an old one saved again as the platform saves a contract; the alerts' outbox and the
// release of a stuck claim. The reads are core's ContractHistory and JsonDiff, the writes core's RestoreContractVersion
// and RetryContractAlert, the calls the app's Data Contract and Contract Alerts dialogs make; nothing here decides.

#include "Cli.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/diff/JsonDiff.h"
#include "core/edit/AuditActor.h"
#include "core/edit/RowWriter.h"
#include "core/history/ContractHistory.h"
#include "core/ops/tabularia/RestoreContractVersion.h"
#include "core/ops/tabularia/RetryContractAlert.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/TimeDisplay.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <climits>

namespace metadesk {

namespace {
qint64 positive(const QString& text) {
    bool ok = false;
    const qint64 v = text.trimmed().toLongLong(&ok);
    return ok && v > 0 ? v : -1;
}

QJsonValue timeJson(const QDateTime& t) {
    return t.isValid() ? QJsonValue(t.toUTC().toString(Qt::ISODateWithMs)) : QJsonValue();
}

QJsonValue idJson(const QVariant& v) {
    return v.isNull() ? QJsonValue() : QJsonValue(v.toLongLong());
}

QJsonObject resultJson(const ContractResultInfo& r, const QDateTime& now) {
    return QJsonObject{
        {QStringLiteral("id"), r.id},
        {QStringLiteral("datasource_id"), r.datasourceId},
        {QStringLiteral("datasource"), r.datasourceName.isEmpty() ? QJsonValue() : r.datasourceName},
        {QStringLiteral("contract_version"), r.contractVersion},
        {QStringLiteral("trigger"), r.trigger},
        {QStringLiteral("run_id"), idJson(r.runId)},
        {QStringLiteral("outcome"), r.outcome},
        {QStringLiteral("blocked"), r.blocked},
        {QStringLiteral("errors"), r.errors},
        {QStringLiteral("warnings"), r.warnings},
        {QStringLiteral("rows"), idJson(r.rows)},
        {QStringLiteral("evaluated_at"), timeJson(r.evaluatedAt)},
        {QStringLiteral("age_seconds"), r.evaluatedAt.isValid() ? QJsonValue(r.evaluatedAt.secsTo(now)) : QJsonValue()},
        {QStringLiteral("notify"), r.notify.isNull() ? QJsonValue() : r.notify.toString()}};
}

/// "3 h 12 min", "45 s": an age for people.
QString ageText(qint64 seconds) {
    if (seconds < 0)
        return QStringLiteral("-");
    if (seconds < 120)
        return QObject::tr("%1 s").arg(seconds);
    if (seconds < 7200)
        return QObject::tr("%1 min").arg(seconds / 60);
    if (seconds < 172800)
        return QObject::tr("%1 h %2 min").arg(seconds / 3600).arg((seconds % 3600) / 60);
    return QObject::tr("%1 d %2 h").arg(seconds / 86400).arg((seconds % 86400) / 3600);
}
} // namespace

int Cli::contracts(const QStringList& args) {
    QCommandLineParser parser;
    const QCommandLineOption database(QStringLiteral("database"), QObject::tr("The database."), QStringLiteral("URL"));
    const QCommandLineOption profile(QStringLiteral("profile"), QObject::tr("A saved connection."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption datasource(QStringLiteral("datasource"), QObject::tr("The datasource's id."),
                                        QStringLiteral("ID"));
    const QCommandLineOption from(QStringLiteral("from"), QObject::tr("The old version."), QStringLiteral("V"));
    const QCommandLineOption to(QStringLiteral("to"), QObject::tr("The new version."), QStringLiteral("V"));
    const QCommandLineOption version(QStringLiteral("version"), QObject::tr("The version to restore."),
                                     QStringLiteral("V"));
    const QCommandLineOption context(QStringLiteral("context"), QObject::tr("Unchanged lines around each change."),
                                     QStringLiteral("N"));
    const QCommandLineOption yes(QStringLiteral("yes"), QObject::tr("Restore without asking."));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"), QObject::tr("Print the plan, write nothing."));
    const QCommandLineOption json(QStringLiteral("json"), QObject::tr("JSON output."));
    const QCommandLineOption as(QStringLiteral("as"), QObject::tr("Who acts, for the audit trail."),
                                QStringLiteral("EMAIL"));
    parser.addOptions({database, profile, datasource, from, to, version, context, yes, dryRun, json, as});
    if (!parser.parse(QStringList{QStringLiteral("metadesk-cli contracts")} + args))
        return usage(parser.errorText());
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    if (positional.size() != 1 ||
        (action != QLatin1String("history") && action != QLatin1String("diff") && action != QLatin1String("restore")))
        return usage(QObject::tr("contracts needs exactly one of history, diff or restore."));
    if (parser.isSet(database) == parser.isSet(profile))
        return usage(QObject::tr("contracts %1 needs --database URL or --profile NAME (one of them).").arg(action));
    const qint64 datasourceId = positive(parser.value(datasource));
    if (!parser.isSet(datasource) || datasourceId < 0)
        return usage(QObject::tr("contracts %1 needs --datasource ID, a datasource's id.").arg(action));
    const bool diff = action == QLatin1String("diff");
    const bool restore = action == QLatin1String("restore");
    if (!diff && (parser.isSet(from) || parser.isSet(to) || parser.isSet(context)))
        return usage(QObject::tr("--from, --to and --context go with contracts diff."));
    if (!restore && (parser.isSet(version) || parser.isSet(yes) || parser.isSet(dryRun) || parser.isSet(as)))
        return usage(QObject::tr("--version, --yes, --dry-run and --as go with contracts restore."));
    const bool isDatabase = parser.isSet(database);
    const QString option = isDatabase ? QStringLiteral("database") : QStringLiteral("profile");
    const QString target = parser.value(isDatabase ? database : profile);
    const bool asJson = parser.isSet(json);
    int exitCode = Ok;

    if (restore) {
        const qint64 number = positive(parser.value(version));
        if (!parser.isSet(version) || number < 0 || number > INT_MAX)
            return usage(QObject::tr("contracts restore needs --version V, the version to restore (1, 2, …)."));
        if (parser.isSet(yes) && parser.isSet(dryRun))
            return usage(QObject::tr("--yes and --dry-run exclude each other."));
        const auto conn =
            openForOperation(option, target, parser.isSet(dryRun), QStringLiteral("contracts"), &exitCode);
        if (!conn)
            return exitCode;
        RowWriter writer(*conn);
        writer.setActor(AuditActor::resolve(*conn, parser.isSet(as) ? parser.value(as)
                                                                    : ProfileStore().auditIdentity(conn->url())));
        const RestoreContractVersion op(*conn, writer.actor());
        const OperationPlan plan = op.plan(datasourceId, int(number));
        int appended = 0;
        OperationRun todo;
        todo.connection = conn.get();
        todo.plan = &plan;
        todo.table = conn->catalog().table(QStringLiteral("data_contract_versions"))
                         ? conn->catalog().table(QStringLiteral("data_contracts"))
                         : nullptr;
        todo.facts = {{QStringLiteral("datasource_id"), datasourceId}, {QStringLiteral("from_version"), int(number)}};
        todo.json = asJson;
        todo.dryRun = parser.isSet(dryRun);
        todo.yes = parser.isSet(yes);
        todo.prompt = QObject::tr("Type yes to restore version %1 of the contract of datasource %2: ")
                          .arg(number)
                          .arg(datasourceId);
        todo.noTerminal = QObject::tr("Not restored: there is no terminal to confirm on. Pass --yes to restore without "
                                      "asking. Nothing was changed.");
        todo.notYes = QObject::tr("Not restored: the answer was not yes. Nothing was changed.");
        todo.apply = [&]() {
            const WriteResult r = op.apply(plan, writer, &appended);
            return r;
        };
        todo.done = QObject::tr("Restored version %1 of the contract of datasource %2 as its version %3.")
                        .arg(number)
                        .arg(datasourceId)
                        .arg(plan.facts.value(QStringLiteral("appends_version")).toInt());
        return runOperation(todo);
    }

    qint64 fromVersion = -1, toVersion = -1;
    int contextLines = 3;
    if (diff) {
        fromVersion = positive(parser.value(from));
        toVersion = positive(parser.value(to));
        if (!parser.isSet(from) || !parser.isSet(to) || fromVersion < 0 || fromVersion > INT_MAX || toVersion < 0 ||
            toVersion > INT_MAX)
            return usage(
                QObject::tr("contracts diff needs --from V and --to V, the two versions to compare (1, 2, …)."));
        if (parser.isSet(context)) {
            bool ok = false;
            contextLines = parser.value(context).toInt(&ok);
            if (!ok || contextLines < 0 || contextLines > 1000)
                return usage(QObject::tr("--context needs a number of lines from 0 to 1000."));
        }
    }
    const auto conn = openForOperation(option, target, true, QStringLiteral("contracts"), &exitCode);
    if (!conn)
        return exitCode;
    const ContractHistory history(*conn);
    QString error;
    if (!history.available(&error)) {
        printError(error);
        return DatabaseError;
    }
    QString name;
    bool found = false;
    if (!history.datasourceName(datasourceId, &name, &found, &error)) {
        printError(error);
        return DatabaseError;
    }
    if (!found) {
        printError(QObject::tr("No datasource has the id %1.").arg(datasourceId));
        return Found;
    }
    ContractState state;
    bool hasContract = false;
    QList<FlowVersionInfo> versions;
    if (!history.contract(datasourceId, &state, &hasContract, &error) ||
        !history.versions(datasourceId, &versions, &error)) {
        printError(error);
        return DatabaseError;
    }
    const QJsonObject dsJson{{QStringLiteral("id"), datasourceId}, {QStringLiteral("name"), name}};

    if (!diff) {
        if (asJson) {
            QJsonArray list;
            for (const FlowVersionInfo& v : std::as_const(versions))
                list.append(QJsonObject{{QStringLiteral("version"), v.version},
                                        {QStringLiteral("created_at"), timeJson(v.createdAt)},
                                        {QStringLiteral("created_by"), idJson(v.createdBy)},
                                        {QStringLiteral("author"), v.author.isEmpty() ? QJsonValue() : v.author},
                                        {QStringLiteral("current"), v.current}});
            QJsonValue contract;
            if (hasContract)
                contract = QJsonObject{
                    {QStringLiteral("version"), state.version},
                    {QStringLiteral("enabled"), state.enabled},
                    {QStringLiteral("status"), state.status},
                    {QStringLiteral("icon"), state.hasIcon() ? QJsonValue(state.effectiveStatus()) : QJsonValue()},
                    {QStringLiteral("blocked"), state.blockedAt.isValid()},
                    {QStringLiteral("checked_at"), timeJson(state.checkedAt)},
                    {QStringLiteral("errors"), state.errors},
                    {QStringLiteral("warnings"), state.warnings},
                    {QStringLiteral("updated_at"), timeJson(state.updatedAt)}};
            m_out << QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("datasource"), dsJson},
                                                                 {QStringLiteral("contract"), contract},
                                                                 {QStringLiteral("versions"), list}})
                                           .toJson(QJsonDocument::Indented));
        } else {
            m_out << QObject::tr("Datasource %1 \"%2\"").arg(datasourceId).arg(name) << "\n";
            if (hasContract)
                m_out << QObject::tr("Contract: version %1, %2, status %3%4; icon: %5")
                             .arg(QString::number(state.version),
                                  state.enabled ? QObject::tr("enabled") : QObject::tr("disabled"), state.status,
                                  state.blockedAt.isValid() ? QObject::tr(" (an update was refused at %1 UTC)")
                                                                  .arg(timedisplay::utcText(state.blockedAt))
                                                            : QString(),
                                  state.hasIcon() ? state.effectiveStatus() : QObject::tr("none (disabled)"))
                      << "\n";
            else
                m_out << QObject::tr("No data contract (its saved versions, if any, are kept).") << "\n";
            m_out << counted(int(versions.size()), QObject::tr("%n saved version, newest first"),
                             QObject::tr("%n saved versions, newest first"))
                  << "\n";
            for (const FlowVersionInfo& v : std::as_const(versions))
                m_out << QStringLiteral("  v%1  %2  %3%4\n")
                             .arg(QString::number(v.version).leftJustified(4),
                                  v.createdAt.isValid() ? timedisplay::utcText(v.createdAt) : QStringLiteral("-"),
                                  v.who(), v.current ? QObject::tr("  (current)") : QString());
        }
        m_out.flush();
        return Ok;
    }

    DiffResult result;
    int missing = 0;
    if (!history.compare(datasourceId, int(fromVersion), int(toVersion), &result, &missing, &error)) {
        printError(error);
        return DatabaseError;
    }
    if (missing) {
        QStringList numbers;
        for (const FlowVersionInfo& v : std::as_const(versions))
            numbers.prepend(QString::number(v.version));
        printError(numbers.isEmpty()
                       ? QObject::tr("The contract of datasource %1 has no version %2: it has no saved versions.")
                             .arg(datasourceId)
                             .arg(missing)
                       : QObject::tr("The contract of datasource %1 has no version %2; its versions are %3.")
                             .arg(datasourceId)
                             .arg(missing)
                             .arg(numbers.join(QStringLiteral(", "))));
        return Found;
    }
    const QString oldName = QObject::tr("contract of datasource %1 v%2").arg(datasourceId).arg(fromVersion);
    const QString newName = QObject::tr("contract of datasource %1 v%2").arg(datasourceId).arg(toVersion);
    printVersionDiff(result, oldName, newName, contextLines, asJson,
                     {{QStringLiteral("datasource"), dsJson},
                      {QStringLiteral("from"), fromVersion},
                      {QStringLiteral("to"), toVersion}});
    return Ok;
}

int Cli::outbox(const QStringList& args) {
    QCommandLineParser parser;
    const QCommandLineOption database(QStringLiteral("database"), QObject::tr("The database."), QStringLiteral("URL"));
    const QCommandLineOption profile(QStringLiteral("profile"), QObject::tr("A saved connection."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption id(QStringLiteral("id"), QObject::tr("The contract result's id."), QStringLiteral("N"));
    const QCommandLineOption yes(QStringLiteral("yes"), QObject::tr("Release without asking."));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"), QObject::tr("Print the plan, write nothing."));
    const QCommandLineOption json(QStringLiteral("json"), QObject::tr("JSON output."));
    const QCommandLineOption as(QStringLiteral("as"), QObject::tr("Who acts, for the audit trail."),
                                QStringLiteral("EMAIL"));
    parser.addOptions({database, profile, id, yes, dryRun, json, as});
    if (!parser.parse(QStringList{QStringLiteral("metadesk-cli outbox")} + args))
        return usage(parser.errorText());
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    if (positional.size() != 1 || (action != QLatin1String("list") && action != QLatin1String("retry")))
        return usage(QObject::tr("outbox needs exactly one of list or retry."));
    if (parser.isSet(database) == parser.isSet(profile))
        return usage(QObject::tr("outbox %1 needs --database URL or --profile NAME (one of them).").arg(action));
    const bool retry = action == QLatin1String("retry");
    if (!retry && (parser.isSet(id) || parser.isSet(yes) || parser.isSet(dryRun) || parser.isSet(as)))
        return usage(QObject::tr("--id, --yes, --dry-run and --as go with outbox retry."));
    const qint64 resultId = positive(parser.value(id));
    if (retry && (!parser.isSet(id) || resultId < 0))
        return usage(QObject::tr("outbox retry needs --id N, a contract result's id."));
    if (parser.isSet(yes) && parser.isSet(dryRun))
        return usage(QObject::tr("--yes and --dry-run exclude each other."));
    const bool isDatabase = parser.isSet(database);
    int exitCode = Ok;
    const auto conn = openForOperation(isDatabase ? QStringLiteral("database") : QStringLiteral("profile"),
                                       parser.value(isDatabase ? database : profile), !retry || parser.isSet(dryRun),
                                       QStringLiteral("outbox"), &exitCode);
    if (!conn)
        return exitCode;
    const bool asJson = parser.isSet(json);

    if (retry) {
        RowWriter writer(*conn);
        writer.setActor(AuditActor::resolve(*conn, parser.isSet(as) ? parser.value(as)
                                                                    : ProfileStore().auditIdentity(conn->url())));
        const RetryContractAlert op(*conn);
        const OperationPlan plan = op.plan(resultId);
        OperationRun todo;
        todo.connection = conn.get();
        todo.plan = &plan;
        todo.table = conn->catalog().table(QStringLiteral("data_contract_results"));
        todo.facts = {{QStringLiteral("result_id"), resultId}};
        todo.json = asJson;
        todo.dryRun = parser.isSet(dryRun);
        todo.yes = parser.isSet(yes);
        todo.prompt = QObject::tr("Type yes to release the claim on the alert of contract result %1: ").arg(resultId);
        todo.noTerminal = QObject::tr("Not released: there is no terminal to confirm on. Pass --yes to release without "
                                      "asking. Nothing was changed.");
        todo.notYes = QObject::tr("Not released: the answer was not yes. Nothing was changed.");
        todo.done = QObject::tr("Released the alert of contract result %1: pending again, for the platform's scheduler "
                                "to send.")
                        .arg(resultId);
        todo.apply = [&]() { return op.apply(plan, writer); };
        return runOperation(todo);
    }

    const ContractHistory history(*conn);
    QString error;
    QList<ContractResultInfo> rows;
    if (!history.available(&error) || !history.outbox(&rows, &error)) {
        printError(error);
        return DatabaseError;
    }
    const QDateTime now = QDateTime::currentDateTimeUtc();
    if (asJson) {
        QJsonArray list;
        for (const ContractResultInfo& r : std::as_const(rows))
            list.append(resultJson(r, now));
        m_out << QString::fromUtf8(
            QJsonDocument(QJsonObject{{QStringLiteral("outbox"), list}}).toJson(QJsonDocument::Indented));
    } else {
        int pending = 0;
        for (const ContractResultInfo& r : std::as_const(rows))
            pending += r.notify.toString() == QLatin1String("pending");
        m_out << counted(int(pending), QObject::tr("%n alert pending, %1 claimed and not finished (sending)"),
                         QObject::tr("%n alerts pending, %1 claimed and not finished (sending)"))
                     .arg(rows.size() - pending)
              << "\n";
        for (const ContractResultInfo& r : std::as_const(rows))
            m_out << QStringLiteral("  #%1  %2  %3  %4  %5  v%6  %7\n")
                         .arg(QString::number(r.id).leftJustified(5), r.notify.toString().leftJustified(8),
                              ageText(r.evaluatedAt.isValid() ? r.evaluatedAt.secsTo(now) : -1).leftJustified(10),
                              QStringLiteral("%1 %2")
                                  .arg(r.datasourceId)
                                  .arg(r.datasourceName.isEmpty() ? QObject::tr("(gone)") : r.datasourceName),
                              r.state(), QString::number(r.contractVersion), r.trigger);
    }
    m_out.flush();
    return Ok;
}

} // namespace metadesk
