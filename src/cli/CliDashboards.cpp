// `dashboards list|history|diff|rename|restore|delete|undelete`: Holotable's dashboards from a shell. The reads are
// core's DashboardHistory, DashboardSpecDiff and JsonDiff, the writes the operations of core/ops/holotable — the
// same calls the app's dashboard history dialog and title cell make; nothing here decides what is allowed.

#include "Cli.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/diff/JsonDiff.h"
#include "core/edit/AuditActor.h"
#include "core/edit/ChangeJournal.h"
#include "core/edit/RowWriter.h"
#include "core/history/DashboardHistory.h"
#include "core/history/DashboardSpecDiff.h"
#include "core/ops/holotable/RenameDashboard.h"
#include "core/ops/holotable/RestoreDashboardVersion.h"
#include "core/ops/holotable/SoftDeleteDashboard.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/TimeDisplay.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QUuid>

#include <climits>

namespace metadesk {

namespace {
const QStringList kVerbs = {QStringLiteral("list"),    QStringLiteral("history"), QStringLiteral("diff"),
                            QStringLiteral("rename"),  QStringLiteral("restore"), QStringLiteral("delete"),
                            QStringLiteral("undelete")};

/// A version number (1 … INT_MAX), or -1.
int versionNumber(const QString& text) {
    bool ok = false;
    const qint64 v = text.trimmed().toLongLong(&ok);
    return ok && v > 0 && v <= INT_MAX ? int(v) : -1;
}

QJsonValue timeJson(const QDateTime& t) {
    return t.isValid() ? QJsonValue(t.toUTC().toString(Qt::ISODateWithMs)) : QJsonValue();
}

QString utcText(const QDateTime& time) {
    return time.isValid() ? timedisplay::utcText(time) : QStringLiteral("-");
}

QJsonObject dashboardJson(const DashboardInfo& d) {
    return {{QStringLiteral("id"), d.id},
            {QStringLiteral("workspace_id"), d.workspaceId},
            {QStringLiteral("title"), d.title},
            {QStringLiteral("spec_title"), d.currentVersion > 0 ? QJsonValue(d.specTitle) : QJsonValue()},
            {QStringLiteral("title_mismatch"), d.titleMismatch()},
            {QStringLiteral("version"), d.currentVersion > 0 ? QJsonValue(d.currentVersion) : QJsonValue()},
            {QStringLiteral("updated_at"), timeJson(d.updatedAt)},
            {QStringLiteral("deleted_at"), timeJson(d.deletedAt)}};
}

} // namespace

int Cli::dashboards(const QStringList& args) {
    // A spec to a file and back (CliDashboardsTransfer.cpp): their own options, a FILE argument.
    if (args.value(0) == QLatin1String("export") || args.value(0) == QLatin1String("import"))
        return dashboardsTransfer(args);
    QCommandLineParser parser;
    const QCommandLineOption database(QStringLiteral("database"), QObject::tr("The database."), QStringLiteral("URL"));
    const QCommandLineOption profile(QStringLiteral("profile"), QObject::tr("A saved connection."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption workspace(QStringLiteral("workspace"), QObject::tr("Only this workspace's."),
                                       QStringLiteral("W"));
    const QCommandLineOption deleted(QStringLiteral("deleted"), QObject::tr("Deleted dashboards too."));
    const QCommandLineOption id(QStringLiteral("id"), QObject::tr("The dashboard."), QStringLiteral("UUID"));
    const QCommandLineOption title(QStringLiteral("title"), QObject::tr("The new title."), QStringLiteral("TEXT"));
    const QCommandLineOption version(QStringLiteral("version"), QObject::tr("The version to restore."),
                                     QStringLiteral("V"));
    const QCommandLineOption from(QStringLiteral("from"), QObject::tr("The old version."), QStringLiteral("V"));
    const QCommandLineOption to(QStringLiteral("to"), QObject::tr("The new version."), QStringLiteral("V"));
    const QCommandLineOption context(QStringLiteral("context"), QObject::tr("Unchanged lines around each change."),
                                     QStringLiteral("N"));
    const QCommandLineOption json(QStringLiteral("json"), QObject::tr("JSON output."));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"), QObject::tr("Print the plan, write nothing."));
    const QCommandLineOption as(QStringLiteral("as"), QObject::tr("Who acts, for the audit trail."),
                                QStringLiteral("NAME"));
    parser.addOptions({database, profile, workspace, deleted, id, title, version, from, to, context, json, dryRun, as});
    if (!parser.parse(QStringList{QStringLiteral("metadesk-cli dashboards")} + args))
        return usage(parser.errorText());
    const QStringList positional = parser.positionalArguments();
    const QString verb = positional.value(0);
    if (positional.size() != 1 || !kVerbs.contains(verb))
        return usage(QObject::tr("dashboards takes one of %1, export, import.").arg(kVerbs.join(QStringLiteral(", "))));
    // Each verb takes its own options; another's is a mistake, not something to ignore.
    QList<QCommandLineOption> allowed{database, profile, json};
    const bool writes = verb == QLatin1String("rename") || verb == QLatin1String("restore") ||
                        verb == QLatin1String("delete") || verb == QLatin1String("undelete");
    if (verb == QLatin1String("list"))
        allowed << workspace << deleted;
    else if (verb == QLatin1String("history"))
        allowed << id;
    else if (verb == QLatin1String("diff"))
        allowed << id << from << to << context;
    else
        allowed << id << dryRun << as;
    if (verb == QLatin1String("rename"))
        allowed << title;
    if (verb == QLatin1String("restore"))
        allowed << version;
    for (const QString& name : parser.optionNames()) {
        const bool ok = std::any_of(allowed.begin(), allowed.end(),
                                    [&](const QCommandLineOption& o) { return o.names().contains(name); });
        if (!ok)
            return usage(QObject::tr("dashboards %1 takes no --%2.").arg(verb, name));
    }
    QHash<QString, QString> targetOptions;
    if (parser.isSet(database))
        targetOptions.insert(QStringLiteral("database"), parser.value(database));
    if (parser.isSet(profile))
        targetOptions.insert(QStringLiteral("profile"), parser.value(profile));
    if (targetOptions.size() != 1)
        return usage(QObject::tr("dashboards %1 needs --database URL or --profile NAME (one of them).").arg(verb));
    const QString dashboardId = parser.value(id).trimmed();
    if (verb != QLatin1String("list") && dashboardId.isEmpty())
        return usage(QObject::tr("dashboards %1 needs --id UUID.").arg(verb));
    // The platform's dashboard ids are uuids (PostgreSQL would refuse anything else as a database error).
    if (verb != QLatin1String("list") && QUuid::fromString(dashboardId).isNull())
        return usage(QObject::tr("--id needs a dashboard's id, a UUID; \"%1\" is not one.").arg(dashboardId));
    if (verb == QLatin1String("rename") && !parser.isSet(title))
        return usage(QObject::tr("dashboards rename needs --title TEXT."));
    int restoreVersion = -1, fromVersion = -1, toVersion = -1, contextLines = 3;
    if (verb == QLatin1String("restore") && (restoreVersion = versionNumber(parser.value(version))) < 0)
        return usage(QObject::tr("dashboards restore needs --version V, a version number (1, 2, …)."));
    if (verb == QLatin1String("diff")) {
        fromVersion = versionNumber(parser.value(from));
        toVersion = versionNumber(parser.value(to));
        if (fromVersion < 0 || toVersion < 0)
            return usage(QObject::tr("dashboards diff needs --from V and --to V, the two versions to compare."));
        if (parser.isSet(context)) {
            bool ok = false;
            contextLines = parser.value(context).toInt(&ok);
            if (!ok || contextLines < 0 || contextLines > 1000)
                return usage(QObject::tr("--context needs a number of lines from 0 to 1000."));
        }
    }

    int exitCode = Ok;
    const DatabaseUrl url = target(targetOptions, &exitCode);
    if (!url.isValid())
        return exitCode;
    DbConnection::Options connectOptions;
    connectOptions.readOnly = !writes || parser.isSet(dryRun);
    connectOptions.purpose = QStringLiteral("dashboards");
    QString error;
    const auto conn = DbConnection::open(url, connectOptions, &error);
    if (!conn || !conn->loadCatalog(&error)) {
        printError(error);
        return DatabaseError;
    }
    const DashboardHistory history(*conn);
    if (!history.available(&error)) {
        printError(error);
        return DatabaseError;
    }
    const bool asJson = parser.isSet(json);
    const auto print = [&](const QJsonObject& o) {
        m_out << QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Indented));
        m_out.flush();
    };

    if (verb == QLatin1String("list")) {
        QList<DashboardInfo> list;
        if (!history.list(parser.value(workspace), parser.isSet(deleted), &list, &error)) {
            printError(error);
            return DatabaseError;
        }
        if (asJson) {
            QJsonArray rows;
            for (const DashboardInfo& d : std::as_const(list))
                rows.append(dashboardJson(d));
            print({{QStringLiteral("dashboards"), rows}});
            return Ok;
        }
        m_out << counted(int(list.size()), QObject::tr("%n dashboard, most recently updated first"),
                         QObject::tr("%n dashboards, most recently updated first"))
              << "\n";
        for (const DashboardInfo& d : std::as_const(list)) {
            QString marks;
            if (d.deleted())
                marks += QObject::tr("  (deleted %1)").arg(utcText(d.deletedAt));
            if (d.titleMismatch())
                marks += QObject::tr("  (the current spec says \"%1\")").arg(d.specTitle);
            m_out << QStringLiteral("  %1  %2  %3  %4%5\n")
                         .arg(d.id, d.workspaceId.leftJustified(14),
                              (d.currentVersion > 0 ? QStringLiteral("v%1").arg(d.currentVersion) : QStringLiteral("-"))
                                  .leftJustified(5),
                              d.title, marks);
        }
        m_out.flush();
        return Ok;
    }

    DashboardInfo dashboard;
    bool found = false;
    if (!history.dashboard(dashboardId, &dashboard, &found, &error)) {
        printError(error);
        return DatabaseError;
    }
    if (!found) {
        printError(QObject::tr("There is no dashboard %1.").arg(dashboardId));
        return Found;
    }
    QList<DashboardVersionInfo> versions;
    if (!history.versions(dashboardId, &versions, &error)) {
        printError(error);
        return DatabaseError;
    }

    if (verb == QLatin1String("history")) {
        if (asJson) {
            QJsonArray list;
            for (const DashboardVersionInfo& v : std::as_const(versions))
                list.append(QJsonObject{{QStringLiteral("version"), v.version},
                                        {QStringLiteral("note"), v.note.isEmpty() ? QJsonValue() : QJsonValue(v.note)},
                                        {QStringLiteral("created_at"), timeJson(v.createdAt)},
                                        {QStringLiteral("created_by"), v.createdBy},
                                        {QStringLiteral("current"), v.current}});
            print({{QStringLiteral("dashboard"), dashboardJson(dashboard)}, {QStringLiteral("versions"), list}});
            return Ok;
        }
        m_out << counted(int(versions.size()), QObject::tr("Dashboard %1 \"%2\": %n version, newest first"),
                         QObject::tr("Dashboard %1 \"%2\": %n versions, newest first"))
                     .arg(dashboard.id, dashboard.title)
              << "\n";
        for (const DashboardVersionInfo& v : std::as_const(versions))
            // One arg() call: a note from the database may itself hold "%2".
            m_out << QStringLiteral("  v%1  %2  %3  %4%5\n")
                         .arg(QString::number(v.version).leftJustified(4), utcText(v.createdAt), v.createdBy, v.note,
                              v.current ? QObject::tr("  (current)") : QString());
        m_out.flush();
        return Ok;
    }

    if (verb == QLatin1String("diff")) {
        QString oldText, newText;
        for (const auto& [number, text] : {std::pair{fromVersion, &oldText}, std::pair{toVersion, &newText}}) {
            if (!history.spec(dashboardId, number, text, &found, &error)) {
                printError(error);
                return DatabaseError;
            }
            if (!found) {
                QStringList numbers;
                for (const DashboardVersionInfo& v : std::as_const(versions))
                    numbers.prepend(QString::number(v.version));
                printError(QObject::tr("Dashboard %1 has no version %2; its versions are %3.")
                               .arg(dashboardId, QString::number(number), numbers.join(QStringLiteral(", "))));
                return Found;
            }
        }
        QList<SpecChange> changes;
        QString structureError;
        const bool structured = DashboardSpecDiff::compare(oldText, newText, &changes, &structureError);
        const DiffResult result = JsonDiff::compare(oldText, newText);
        const QString oldName = QObject::tr("dashboard %1 v%2").arg(dashboardId).arg(fromVersion);
        const QString newName = QObject::tr("dashboard %1 v%2").arg(dashboardId).arg(toVersion);
        QStringList notes = result.notes(oldName, newName);
        if (!structured)
            notes << structureError;
        if (asJson) {
            QJsonObject root = JsonDiff::toJson(result, contextLines);
            QJsonArray list;
            for (const SpecChange& c : std::as_const(changes))
                list.append(QJsonObject{
                    {QStringLiteral("kind"), DashboardSpecDiff::kindName(c.kind)},
                    {QStringLiteral("path"), c.path},
                    {QStringLiteral("panel"), c.panelId.isEmpty() ? QJsonValue() : QJsonValue(c.panelId)},
                    {QStringLiteral("from_path"), c.fromPath.isEmpty() ? QJsonValue() : QJsonValue(c.fromPath)}});
            root.insert(QStringLiteral("dashboard"), dashboardJson(dashboard));
            root.insert(QStringLiteral("from"), fromVersion);
            root.insert(QStringLiteral("to"), toVersion);
            root.insert(QStringLiteral("changes"), list);
            root.insert(QStringLiteral("notes"), QJsonArray::fromStringList(notes));
            print(root);
            return Ok;
        }
        for (const QString& note : std::as_const(notes))
            m_err << "metadesk-cli: " << QObject::tr("note: ") << note << "\n";
        m_err.flush();
        // The structure first, each line a path that changed; then the text, as a unified diff a patch tool reads.
        for (const SpecChange& c : std::as_const(changes))
            m_out << "# " << DashboardSpecDiff::sentence(c) << "\n";
        m_out << JsonDiff::unified(result, oldName, newName, contextLines);
        m_out.flush();
        return Ok;
    }

    // The writes: plan, then (unless --dry-run) apply through the one write path.
    const RenameDashboard rename(*conn);
    const RestoreDashboardVersion restore(*conn);
    const SoftDeleteDashboard softDelete(*conn, verb == QLatin1String("undelete")
                                                    ? SoftDeleteDashboard::Direction::Undelete
                                                    : SoftDeleteDashboard::Direction::Delete);
    OperationPlan plan;
    if (verb == QLatin1String("rename"))
        plan = rename.plan(dashboardId, parser.value(title));
    else if (verb == QLatin1String("restore"))
        plan = restore.plan(dashboardId, restoreVersion);
    else
        plan = softDelete.plan(dashboardId);
    if (plan.isRefused()) {
        printError(plan.refusal);
        return Found;
    }
    const auto printPlan = [&]() {
        if (asJson)
            print({{QStringLiteral("plan"), QJsonArray::fromStringList(plan.sentences)},
                   {QStringLiteral("row"), rowJson(*conn->catalog().table(QStringLiteral("dashboards")), plan.row)}});
        else
            for (const QString& s : std::as_const(plan.sentences))
                m_out << s << "\n";
        m_out.flush();
    };
    if (parser.isSet(dryRun)) {
        printPlan();
        return Ok;
    }
    if (!asJson)
        printPlan(); // what it is about to do, then whether it did
    RowWriter writer(*conn);
    writer.setActor(
        AuditActor::resolve(*conn, parser.isSet(as) ? parser.value(as) : ProfileStore().auditIdentity(url)));
    // Before the platform's audit log (012) the app's local change journal records the change, as the app does.
    ChangeJournal journal(ChangeJournal::pathFor(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation),
                                                 url.toDisplayString()));
    writer.setJournal(&journal);
    int written = 0;
    WriteResult r;
    QString doneText;
    if (verb == QLatin1String("rename")) {
        r = rename.apply(plan, writer, &written);
        doneText =
            QObject::tr("Renamed dashboard %1 to \"%2\": v%3 is current.")
                .arg(dashboardId, plan.facts.value(QStringLiteral("title")).toString(), QString::number(written));
    } else if (verb == QLatin1String("restore")) {
        r = restore.apply(plan, writer, &written);
        doneText = QObject::tr("Restored v%1 of dashboard %2 as v%3, now current.")
                       .arg(QString::number(restoreVersion), dashboardId, QString::number(written));
    } else {
        r = softDelete.apply(plan, writer);
        doneText = verb == QLatin1String("delete") ? QObject::tr("Deleted dashboard %1.").arg(dashboardId)
                                                   : QObject::tr("Undeleted dashboard %1.").arg(dashboardId);
    }
    if (r.ok()) {
        if (asJson) {
            QJsonObject done{
                {QStringLiteral("done"), doneText},
                {QStringLiteral("row"), rowJson(*conn->catalog().table(QStringLiteral("dashboards")), r.after)}};
            if (written > 0)
                done.insert(QStringLiteral("version"), written);
            print(done);
        } else {
            m_out << doneText << "\n";
            m_out.flush();
        }
        if (!r.message.isEmpty())
            printError(r.message);
        return Ok;
    }
    printError(r.details.isEmpty() ? r.message : r.message + QLatin1Char(' ') + r.details);
    if (r.outcome == WriteResult::Outcome::Conflict || r.outcome == WriteResult::Outcome::Invalid)
        return Found;
    return DatabaseError;
}

} // namespace metadesk
