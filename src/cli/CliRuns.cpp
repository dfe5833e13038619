// `runs list|close|enqueue`: Tabularia's runs queue and its two safe actions, from a shell. Each action is the core
// operation (core/ops/tabularia) the app's Queue page calls too; nothing here decides what qualifies.

#include "Cli.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/RowWriter.h"
#include "core/edit/ValueCodec.h"
#include "core/ops/tabularia/CloseRun.h"
#include "core/ops/tabularia/EnqueueRun.h"
#include "core/ops/tabularia/RunQueue.h"
#include "core/settings/ProfileStore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace metadesk {

namespace {
/// A positive whole number, or -1.
qint64 positive(const QString& text) {
    bool ok = false;
    const qint64 v = text.trimmed().toLongLong(&ok);
    return ok && v > 0 ? v : -1;
}

QJsonObject thresholdsJson(const RunThresholds& t) {
    return {{QStringLiteral("dead_after_seconds"), t.deadAfterSeconds},
            {QStringLiteral("queue_timeout_seconds"), t.queueTimeoutSeconds},
            {QStringLiteral("run_stale_timeout_seconds"), t.runStaleTimeoutSeconds}};
}

QString text(const QVariant& v) {
    return v.isNull() ? QStringLiteral("-") : v.toString();
}
} // namespace

QJsonValue Cli::jsonValue(const ColumnDescriptor& column, const QVariant& edit) {
    if (column.kind == ColumnKind::Timestamp && !edit.isNull() && edit.isValid())
        return valuecodec::storedTimestamp(edit.typeId() == QMetaType::QDateTime ? edit.toDateTime()
                                                                                 : valuecodec::parseTimestamp(edit));
    return QJsonValue::fromVariant(valuecodec::toJson(column, edit));
}

QJsonObject Cli::rowJson(const TableDescriptor& table, const QVariantMap& stored) {
    QJsonObject o;
    for (const ColumnDescriptor& c : table.columns)
        if (stored.contains(c.name))
            o.insert(c.name, jsonValue(c, valuecodec::toEdit(c, stored.value(c.name))));
    return o;
}

int Cli::runs(const QStringList& args) {
    QCommandLineParser parser;
    const QCommandLineOption database(QStringLiteral("database"), QObject::tr("The database."), QStringLiteral("URL"));
    const QCommandLineOption profile(QStringLiteral("profile"), QObject::tr("A saved connection."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption status(QStringLiteral("status"), QObject::tr("Only runs with this status (repeatable)."),
                                    QStringLiteral("S"));
    const QCommandLineOption dead(QStringLiteral("dead"), QObject::tr("Only dead orchestrations."));
    const QCommandLineOption queued(QStringLiteral("queued-too-long"), QObject::tr("Only runs queued too long."));
    const QCommandLineOption timedOut(QStringLiteral("timed-out"), QObject::tr("Only timed-out engine runs."));
    const QCommandLineOption kind(QStringLiteral("kind"), QObject::tr("Only runs of this kind."), QStringLiteral("K"));
    const QCommandLineOption flow(QStringLiteral("flow"), QObject::tr("The flow."), QStringLiteral("ID"));
    const QCommandLineOption id(QStringLiteral("id"), QObject::tr("The run."), QStringLiteral("N"));
    const QCommandLineOption limit(QStringLiteral("limit"), QObject::tr("At most this many runs."),
                                   QStringLiteral("N"));
    const QCommandLineOption json(QStringLiteral("json"), QObject::tr("JSON output."));
    const QCommandLineOption dryRun(QStringLiteral("dry-run"), QObject::tr("Print the plan, write nothing."));
    const QCommandLineOption as(QStringLiteral("as"), QObject::tr("Who acts, for the audit trail."),
                                QStringLiteral("EMAIL"));
    const QCommandLineOption deadAfter(QStringLiteral("dead-after"), QObject::tr("Seconds."), QStringLiteral("S"));
    const QCommandLineOption queueTimeout(QStringLiteral("queue-timeout"), QObject::tr("Seconds."),
                                          QStringLiteral("S"));
    const QCommandLineOption staleTimeout(QStringLiteral("stale-timeout"), QObject::tr("Seconds."),
                                          QStringLiteral("S"));
    parser.addOptions({database, profile, status, dead, queued, timedOut, kind, flow, id, limit, json, dryRun, as,
                       deadAfter, queueTimeout, staleTimeout});
    if (!parser.parse(QStringList{QStringLiteral("metadesk-cli runs")} + args))
        return usage(parser.errorText());
    const QStringList positional = parser.positionalArguments();
    const QString verb = positional.value(0);
    if (positional.size() != 1 ||
        !QStringList{QStringLiteral("list"), QStringLiteral("close"), QStringLiteral("enqueue")}.contains(verb))
        return usage(QObject::tr("runs takes one of list, close, enqueue."));
    // Each verb takes its own options; another's is a mistake, not something to ignore.
    QList<QCommandLineOption> allowed{database, profile, json, as, deadAfter, queueTimeout, staleTimeout};
    if (verb == QLatin1String("list"))
        allowed << status << dead << queued << timedOut << kind << flow << limit;
    else if (verb == QLatin1String("close"))
        allowed << id << dryRun;
    else
        allowed << flow << dryRun;
    for (const QString& name : parser.optionNames()) {
        const bool ok = std::any_of(allowed.begin(), allowed.end(),
                                    [&](const QCommandLineOption& o) { return o.names().contains(name); });
        if (!ok)
            return usage(QObject::tr("runs %1 takes no --%2.").arg(verb, name));
    }
    QHash<QString, QString> target;
    if (parser.isSet(database))
        target.insert(QStringLiteral("database"), parser.value(database));
    if (parser.isSet(profile))
        target.insert(QStringLiteral("profile"), parser.value(profile));
    if (target.size() != 1)
        return usage(QObject::tr("runs %1 needs --database URL or --profile NAME (one of them).").arg(verb));

    // What the command works with, checked before any connection.
    RunQueue::Filter filter;
    for (const QString& s : parser.values(status)) {
        if (!RunQueue::statuses().contains(s.toUpper()))
            return usage(QObject::tr("--status is one of %1, not \"%2\".")
                             .arg(RunQueue::statuses().join(QStringLiteral(", ")), s));
        filter.statuses << s.toUpper();
    }
    if (parser.isSet(dead))
        filter.marks << RunQueue::Mark::Dead;
    if (parser.isSet(queued))
        filter.marks << RunQueue::Mark::QueuedTooLong;
    if (parser.isSet(timedOut))
        filter.marks << RunQueue::Mark::TimedOut;
    if (parser.isSet(kind)) {
        filter.kind = parser.value(kind).toLower();
        if (!RunQueue::kinds().contains(filter.kind))
            return usage(QObject::tr("--kind is one of %1, not \"%2\".")
                             .arg(RunQueue::kinds().join(QStringLiteral(", ")), parser.value(kind)));
    }
    qint64 flowId = -1, runId = -1;
    if (parser.isSet(flow) && (flowId = positive(parser.value(flow))) < 0)
        return usage(QObject::tr("--flow takes a flow's id, not \"%1\".").arg(parser.value(flow)));
    if (flowId > 0)
        filter.flowId = flowId;
    if (parser.isSet(limit) && (filter.limit = int(qMin<qint64>(positive(parser.value(limit)), 1000000))) < 0)
        return usage(QObject::tr("--limit takes a positive number, not \"%1\".").arg(parser.value(limit)));
    if (verb == QLatin1String("close") && (runId = positive(parser.value(id))) < 0)
        return usage(parser.isSet(id) ? QObject::tr("--id takes a run's id, not \"%1\".").arg(parser.value(id))
                                      : QObject::tr("runs close needs --id N."));
    if (verb == QLatin1String("enqueue") && flowId < 0)
        return usage(QObject::tr("runs enqueue needs --flow ID."));

    int exitCode = Ok;
    const DatabaseUrl url = this->target(target, &exitCode);
    if (!url.isValid())
        return exitCode;
    // The profile's thresholds (the platform's defaults unless its installation changed them), or the options'.
    RunThresholds thresholds = ProfileStore().runThresholds(url);
    const std::pair<const QCommandLineOption*, int*> overrides[] = {
        {&deadAfter, &thresholds.deadAfterSeconds},
        {&queueTimeout, &thresholds.queueTimeoutSeconds},
        {&staleTimeout, &thresholds.runStaleTimeoutSeconds}};
    for (const auto& [option, value] : overrides) {
        if (!parser.isSet(*option))
            continue;
        const qint64 v = positive(parser.value(*option));
        if (v < 0 || v > std::numeric_limits<int>::max())
            return usage(QObject::tr("--%1 takes a number of seconds, not \"%2\".")
                             .arg(option->names().constFirst(), parser.value(*option)));
        *value = int(v);
    }

    const bool writes = verb != QLatin1String("list") && !parser.isSet(dryRun);
    DbConnection::Options connectOptions;
    connectOptions.readOnly = !writes;
    connectOptions.purpose = QStringLiteral("runs");
    QString error;
    const auto conn = DbConnection::open(url, connectOptions, &error);
    if (!conn || !conn->loadCatalog(&error)) {
        printError(error);
        return DatabaseError;
    }
    const bool asJson = parser.isSet(json);
    const QDateTime now = QDateTime::currentDateTimeUtc();
    const RunQueue queue(*conn, thresholds, now);
    if (!queue.isAvailable(&error)) {
        printError(error);
        return DatabaseError;
    }
    const TableDescriptor& runsTable = *conn->catalog().table(QStringLiteral("runs"));

    // The row a refusal or a conflict is about, as the database holds it now.
    const auto printRow = [&](const QVariantMap& row) {
        if (row.isEmpty())
            return;
        if (asJson) {
            m_out << QString::fromUtf8(QJsonDocument(rowJson(runsTable, row)).toJson(QJsonDocument::Indented));
        } else {
            for (const ColumnDescriptor& c : runsTable.columns)
                if (row.contains(c.name))
                    m_out << QStringLiteral("  %1  %2\n").arg(c.name.leftJustified(18), text(row.value(c.name)));
        }
        m_out.flush();
    };
    const auto printPlan = [&](const OperationPlan& plan) {
        if (asJson) {
            QJsonArray sentences;
            for (const QString& s : plan.sentences)
                sentences.append(s);
            QJsonObject changes;
            if (!plan.changes.isEmpty())
                for (auto it = plan.changes.first().values.begin(); it != plan.changes.first().values.end(); ++it)
                    if (const ColumnDescriptor* c = runsTable.column(it.key()))
                        changes.insert(it.key(), jsonValue(*c, it.value()));
            m_out << QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("plan"), sentences},
                                                                 {QStringLiteral("writes"), changes},
                                                                 {QStringLiteral("row"), rowJson(runsTable, plan.row)}})
                                           .toJson(QJsonDocument::Indented));
        } else {
            for (const QString& s : plan.sentences)
                m_out << s << "\n";
        }
        m_out.flush();
    };
    // The end of an action: 0 done, 1 refused or conflict (with the current row), 3 the database failed.
    const auto finish = [&](const WriteResult& r, const QString& doneText) {
        if (r.ok()) {
            if (asJson)
                m_out << QString::fromUtf8(
                    QJsonDocument(QJsonObject{{QStringLiteral("done"), doneText},
                                              {QStringLiteral("row"), rowJson(runsTable, r.after)}})
                        .toJson(QJsonDocument::Indented));
            else
                m_out << doneText << "\n";
            m_out.flush();
            if (!r.message.isEmpty())
                printError(r.message);
            return int(Ok);
        }
        printError(r.details.isEmpty() ? r.message : r.message + QLatin1Char(' ') + r.details);
        if (r.outcome == WriteResult::Outcome::Conflict || r.outcome == WriteResult::Outcome::Invalid) {
            printRow(r.current);
            return int(Found);
        }
        return int(DatabaseError);
    };

    if (verb == QLatin1String("list")) {
        // The counts and the list in one walk down the keys (on PostgreSQL, one snapshot).
        RunQueue::Walk walked;
        if (!queue.walk(
                filter,
                [&walked](const RunQueue::Walk& w) {
                    walked = w;
                    return true;
                },
                &error)) {
            printError(error);
            return DatabaseError;
        }
        const QMap<QString, qint64>& counts = walked.tally.byStatus;
        const QList<RunQueue::Entry>& entries = walked.rows;
        const bool more = walked.more;
        if (asJson) {
            QJsonObject countsJson;
            for (auto it = counts.begin(); it != counts.end(); ++it)
                countsJson.insert(it.key(), it.value());
            QJsonArray rows;
            for (const RunQueue::Entry& e : std::as_const(entries)) {
                QJsonObject o = rowJson(runsTable, e.row);
                QJsonArray marks;
                for (RunQueue::Mark m : e.marks)
                    marks.append(RunQueue::markName(m));
                o.insert(QStringLiteral("marks"), marks);
                rows.append(o);
            }
            m_out << QString::fromUtf8(
                QJsonDocument(QJsonObject{{QStringLiteral("database"), url.toDisplayString()},
                                          {QStringLiteral("now"), now.toString(Qt::ISODateWithMs)},
                                          {QStringLiteral("thresholds"), thresholdsJson(thresholds)},
                                          {QStringLiteral("counts"), countsJson},
                                          {QStringLiteral("runs"), rows},
                                          {QStringLiteral("more"), more}})
                    .toJson(QJsonDocument::Indented));
            m_out.flush();
            return Ok;
        }
        QStringList byStatus;
        for (auto it = counts.begin(); it != counts.end(); ++it)
            byStatus << QStringLiteral("%1 %2").arg(it.key()).arg(it.value());
        m_out << QObject::tr("Runs by status: %1")
                     .arg(byStatus.isEmpty() ? QObject::tr("none") : byStatus.join(QStringLiteral(", ")))
              << "\n"
              << QObject::tr("Dead after %1 s without a heartbeat, queued too long after %2 s, timed out after %3 s.")
                     .arg(thresholds.deadAfterSeconds)
                     .arg(thresholds.queueTimeoutSeconds)
                     .arg(thresholds.runStaleTimeoutSeconds)
              << "\n";
        m_out << QStringLiteral("%1  %2  %3  %4  %5  %6  %7  %8\n")
                     .arg(QStringLiteral("id").rightJustified(8), QStringLiteral("kind").leftJustified(13),
                          QStringLiteral("status").leftJustified(7), QStringLiteral("flow").rightJustified(6),
                          QStringLiteral("started_at").leftJustified(26),
                          QStringLiteral("heartbeat_at").leftJustified(26),
                          QStringLiteral("claimed_by").leftJustified(20), QStringLiteral("marks"));
        for (const RunQueue::Entry& e : std::as_const(entries)) {
            QStringList marks;
            for (RunQueue::Mark m : e.marks)
                marks << RunQueue::markName(m);
            m_out << QStringLiteral("%1  %2  %3  %4  %5  %6  %7  %8\n")
                         .arg(text(e.row.value(QStringLiteral("id"))).rightJustified(8),
                              text(e.row.value(QStringLiteral("kind"))).leftJustified(13),
                              text(e.row.value(QStringLiteral("status"))).leftJustified(7),
                              text(e.row.value(QStringLiteral("flow_id"))).rightJustified(6),
                              text(e.row.value(QStringLiteral("started_at"))).leftJustified(26),
                              text(e.row.value(QStringLiteral("heartbeat_at"))).leftJustified(26),
                              text(e.row.value(QStringLiteral("claimed_by"))).leftJustified(20),
                              marks.join(QLatin1Char(',')));
        }
        if (more)
            m_out << QObject::tr("(more runs match: --limit N shows more)") << "\n";
        m_out.flush();
        return Ok;
    }

    RowWriter writer(*conn);
    writer.setActor(
        AuditActor::resolve(*conn, parser.isSet(as) ? parser.value(as) : ProfileStore().auditIdentity(url)));
    if (verb == QLatin1String("close")) {
        const CloseRun close(*conn, thresholds);
        const OperationPlan plan = close.plan(runId, now);
        if (plan.isRefused()) {
            printError(plan.refusal);
            printRow(plan.row);
            return Found;
        }
        if (parser.isSet(dryRun)) {
            printPlan(plan);
            return Ok;
        }
        if (!asJson)
            printPlan(plan); // what it is about to do, then whether it did
        return finish(close.apply(plan, writer), QObject::tr("Closed run %1 as FAILURE.").arg(runId));
    }
    const EnqueueRun enqueue(*conn, writer.actor(), thresholds);
    const OperationPlan plan = enqueue.plan(flowId);
    if (plan.isRefused()) {
        printError(plan.refusal);
        printRow(plan.row);
        return Found;
    }
    if (parser.isSet(dryRun)) {
        printPlan(plan);
        return Ok;
    }
    if (!asJson)
        printPlan(plan);
    const WriteResult r = enqueue.apply(plan, writer);
    return finish(r, QObject::tr("Queued run %1 of flow %2.").arg(r.key.value(0).toString()).arg(flowId));
}

} // namespace metadesk
