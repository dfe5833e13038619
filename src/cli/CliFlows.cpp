// `flows history|diff`: a Tabularia flow's version history and the diff of two of its versions, read-only. The
// history is core's FlowHistory and the diff core's JsonDiff, the same calls the app's Version History dialog makes.

#include "Cli.h"

#include "core/db/DbConnection.h"
#include "core/diff/JsonDiff.h"
#include "core/history/FlowHistory.h"
#include "core/settings/TimeDisplay.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <climits>

namespace metadesk {

namespace {
/// A positive whole number, or -1.
qint64 positiveNumber(const QString& text) {
    bool ok = false;
    const qint64 v = text.trimmed().toLongLong(&ok);
    return ok && v > 0 ? v : -1;
}

} // namespace

int Cli::flows(const QStringList& args) {
    if (args.value(0) == QLatin1String("restore"))
        return flowsRestore(args.mid(1)); // the verbs that write: their own options (CliFlowsRestore.cpp)
    if (args.value(0) == QLatin1String("forget-ai-texts"))
        return flowsForgetAiTexts(args.mid(1)); // CliFlowsAiTexts.cpp
    QCommandLineParser parser;
    const QCommandLineOption database(QStringLiteral("database"), QObject::tr("The database."), QStringLiteral("URL"));
    const QCommandLineOption profile(QStringLiteral("profile"), QObject::tr("A saved connection."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption flow(QStringLiteral("flow"), QObject::tr("The flow's id."), QStringLiteral("ID"));
    const QCommandLineOption from(QStringLiteral("from"), QObject::tr("The old version."), QStringLiteral("V"));
    const QCommandLineOption to(QStringLiteral("to"), QObject::tr("The new version."), QStringLiteral("V"));
    const QCommandLineOption context(QStringLiteral("context"), QObject::tr("Unchanged lines around each change."),
                                     QStringLiteral("N"));
    const QCommandLineOption json(QStringLiteral("json"), QObject::tr("JSON output."));
    parser.addOptions({database, profile, flow, from, to, context, json});
    if (!parser.parse(QStringList{QStringLiteral("metadesk-cli flows")} + args))
        return usage(parser.errorText());
    const QStringList positional = parser.positionalArguments();
    const QString action = positional.value(0);
    if (positional.size() != 1 || (action != QLatin1String("history") && action != QLatin1String("diff")))
        return usage(QObject::tr("flows needs exactly one of history, diff, restore or forget-ai-texts."));
    const bool diff = action == QLatin1String("diff");
    if (parser.isSet(database) == parser.isSet(profile))
        return usage(QObject::tr("flows %1 needs --database URL or --profile NAME (one of them).").arg(action));
    if (!parser.isSet(flow))
        return usage(QObject::tr("flows %1 needs --flow ID.").arg(action));
    const qint64 flowId = positiveNumber(parser.value(flow));
    if (flowId < 0)
        return usage(QObject::tr("--flow needs a flow's id, a positive whole number; \"%1\" is not one.")
                         .arg(parser.value(flow)));
    if (!diff && (parser.isSet(from) || parser.isSet(to) || parser.isSet(context)))
        return usage(QObject::tr("--from, --to and --context go with flows diff."));
    qint64 fromVersion = -1, toVersion = -1;
    int contextLines = 3;
    if (diff) {
        if (!parser.isSet(from) || !parser.isSet(to))
            return usage(QObject::tr("flows diff needs --from V and --to V, the two versions to compare."));
        fromVersion = positiveNumber(parser.value(from));
        toVersion = positiveNumber(parser.value(to));
        if (fromVersion < 0 || fromVersion > INT_MAX || toVersion < 0 || toVersion > INT_MAX)
            return usage(QObject::tr("--from and --to need version numbers (1, 2, …)."));
        if (parser.isSet(context)) {
            bool ok = false;
            contextLines = parser.value(context).toInt(&ok);
            if (!ok || contextLines < 0 || contextLines > 1000)
                return usage(QObject::tr("--context needs a number of lines from 0 to 1000."));
        }
    }

    QHash<QString, QString> targetOptions;
    if (parser.isSet(database))
        targetOptions.insert(QStringLiteral("database"), parser.value(database));
    else
        targetOptions.insert(QStringLiteral("profile"), parser.value(profile));
    int exitCode = Ok;
    const DatabaseUrl url = target(targetOptions, &exitCode);
    if (!url.isValid())
        return exitCode;
    DbConnection::Options connectOptions;
    connectOptions.readOnly = true; // history and diff only read
    connectOptions.purpose = QStringLiteral("flows");
    QString error;
    const auto conn = DbConnection::open(url, connectOptions, &error);
    if (!conn) {
        printError(error);
        return DatabaseError;
    }
    const FlowHistory history(*conn);
    if (!history.available(&error)) {
        printError(error);
        return DatabaseError;
    }
    QString flowName;
    bool found = false;
    if (!history.flowName(flowId, &flowName, &found, &error)) {
        printError(error);
        return DatabaseError;
    }
    if (!found) {
        printError(QObject::tr("No flow has the id %1.").arg(flowId));
        return Found;
    }
    QList<FlowVersionInfo> versions;
    if (!history.versions(flowId, &versions, &error)) {
        printError(error);
        return DatabaseError;
    }
    const bool asJson = parser.isSet(json);
    const QJsonObject flowJson{{QStringLiteral("id"), flowId}, {QStringLiteral("name"), flowName}};

    if (!diff) {
        if (asJson) {
            QJsonArray list;
            for (const FlowVersionInfo& v : std::as_const(versions))
                list.append(
                    QJsonObject{{QStringLiteral("version"), v.version},
                                {QStringLiteral("note"), v.note},
                                {QStringLiteral("created_at"),
                                 v.createdAt.isValid() ? QJsonValue(v.createdAt.toUTC().toString(Qt::ISODateWithMs))
                                                       : QJsonValue()},
                                {QStringLiteral("created_by"),
                                 v.createdBy.isNull() ? QJsonValue() : QJsonValue(v.createdBy.toLongLong())},
                                {QStringLiteral("author"), v.author.isEmpty() ? QJsonValue() : QJsonValue(v.author)},
                                {QStringLiteral("current"), v.current}});
            m_out << QString::fromUtf8(
                QJsonDocument(QJsonObject{{QStringLiteral("flow"), flowJson}, {QStringLiteral("versions"), list}})
                    .toJson(QJsonDocument::Indented));
        } else {
            m_out << counted(int(versions.size()), QObject::tr("Flow %1 \"%2\": %n version, newest first"),
                             QObject::tr("Flow %1 \"%2\": %n versions, newest first"))
                         .arg(flowId)
                         .arg(flowName)
                  << "\n";
            for (const FlowVersionInfo& v : std::as_const(versions)) {
                // One arg() call: a note from the database may itself hold "%2".
                m_out << QStringLiteral("  v%1  %2  %3  %4%5\n")
                             .arg(QString::number(v.version).leftJustified(4),
                                  (v.createdAt.isValid() ? timedisplay::utcText(v.createdAt) : QStringLiteral("-")),
                                  v.who(), v.note, v.current ? QObject::tr("  (current)") : QString());
            }
        }
        m_out.flush();
        return Ok;
    }

    DiffResult result;
    int missing = 0;
    if (!history.compare(flowId, int(fromVersion), int(toVersion), &result, &missing, &error)) {
        printError(error);
        return DatabaseError;
    }
    if (missing) {
        QStringList numbers;
        for (const FlowVersionInfo& v : std::as_const(versions))
            numbers.prepend(QString::number(v.version));
        printError(numbers.isEmpty()
                       ? QObject::tr("Flow %1 has no version %2: it has no versions at all.").arg(flowId).arg(missing)
                       : QObject::tr("Flow %1 has no version %2; its versions are %3.")
                             .arg(flowId)
                             .arg(missing)
                             .arg(numbers.join(QStringLiteral(", "))));
        return Found;
    }
    const QString oldName = QObject::tr("flow %1 v%2").arg(flowId).arg(fromVersion);
    const QString newName = QObject::tr("flow %1 v%2").arg(flowId).arg(toVersion);
    printVersionDiff(
        result, oldName, newName, contextLines, asJson,
        {{QStringLiteral("flow"), flowJson}, {QStringLiteral("from"), fromVersion}, {QStringLiteral("to"), toVersion}});
    return Ok;
}

} // namespace metadesk
