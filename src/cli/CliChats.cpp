// `metadesk-cli chats show`: one chat transcript, read-only: a Holotable conversation (or one person's chat on a
// dashboard) with the marks of what the platform's retention sweeps next, or a Tabularia AI chat with its turns and
// costs. The reading is core's ChatTranscripts, the one the app's Chat Transcripts dialog makes.

#include "Cli.h"

#include "core/chat/ChatTranscripts.h"
#include "core/db/DbConnection.h"
#include "core/settings/ProfileStore.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace metadesk {

namespace {

QString sweepName(ChatMessage::Sweep s) {
    switch (s) {
    case ChatMessage::Sweep::OverCap:
        return QStringLiteral("over_cap");
    case ChatMessage::Sweep::Expired:
        return QStringLiteral("expired");
    case ChatMessage::Sweep::Kept:
        break;
    }
    return QStringLiteral("kept");
}

QJsonValue when(const QDateTime& t) {
    return t.isValid() ? QJsonValue(t.toUTC().toString(Qt::ISODateWithMs)) : QJsonValue();
}

QJsonObject messageJson(const ChatMessage& m) {
    QJsonArray tools;
    for (const ChatToolCall& c : m.toolCalls)
        tools.append(QJsonObject{{QStringLiteral("name"), c.name},
                                 {QStringLiteral("input"), c.input},
                                 {QStringLiteral("output"), c.output}});
    QJsonObject o{{QStringLiteral("id"), m.id},           {QStringLiteral("role"), m.role},
                  {QStringLiteral("text"), m.text},       {QStringLiteral("tool_calls"), tools},
                  {QStringLiteral("parses"), m.parses()}, {QStringLiteral("sweep"), sweepName(m.sweep)}};
    if (m.createdAt.isValid())
        o.insert(QStringLiteral("created_at"), when(m.createdAt));
    if (m.seq)
        o.insert(QStringLiteral("seq"), m.seq);
    if (!m.parses()) {
        o.insert(QStringLiteral("problem"), m.problem);
        o.insert(QStringLiteral("raw"), m.raw);
    }
    return o;
}

} // namespace

int Cli::chats(const QStringList& args) {
    if (args.value(0) != QLatin1String("show"))
        return usage(QObject::tr("chats takes show."));
    QCommandLineParser parser;
    const QCommandLineOption database(QStringLiteral("database"), QObject::tr("The database."), QStringLiteral("URL"));
    const QCommandLineOption profile(QStringLiteral("profile"), QObject::tr("A saved connection."),
                                     QStringLiteral("NAME"));
    const QCommandLineOption dashboard(QStringLiteral("dashboard"), QObject::tr("A Holotable dashboard's id."),
                                       QStringLiteral("UUID"));
    const QCommandLineOption person(QStringLiteral("person"), QObject::tr("The person's subject (user_sub)."),
                                    QStringLiteral("SUB"));
    const QCommandLineOption conversation(QStringLiteral("conversation"), QObject::tr("A Holotable conversation's id."),
                                          QStringLiteral("ID"));
    const QCommandLineOption aiChat(QStringLiteral("ai-chat"), QObject::tr("A Tabularia AI chat's id."),
                                    QStringLiteral("ID"));
    const QCommandLineOption maxMessages(QStringLiteral("max-messages"),
                                         QObject::tr("CHAT_HISTORY_MAX_MESSAGES as the installation has it."),
                                         QStringLiteral("N"));
    const QCommandLineOption retentionDays(QStringLiteral("retention-days"),
                                           QObject::tr("CHAT_HISTORY_RETENTION_DAYS as the installation has it."),
                                           QStringLiteral("N"));
    const QCommandLineOption json(QStringLiteral("json"), QObject::tr("JSON output."));
    parser.addOptions({database, profile, dashboard, person, conversation, aiChat, maxMessages, retentionDays, json});
    if (!parser.parse(QStringList{QStringLiteral("metadesk-cli chats show")} + args.mid(1)))
        return usage(parser.errorText());
    if (!parser.positionalArguments().isEmpty())
        return usage(QObject::tr("chats show takes no argument \"%1\".").arg(parser.positionalArguments().first()));
    if (parser.isSet(database) == parser.isSet(profile))
        return usage(QObject::tr("chats show needs --database URL or --profile NAME (one of them)."));
    const int targets = (parser.isSet(dashboard) || parser.isSet(person) ? 1 : 0) +
                        (parser.isSet(conversation) ? 1 : 0) + (parser.isSet(aiChat) ? 1 : 0);
    if (targets != 1)
        return usage(QObject::tr("chats show needs one of --dashboard UUID --person SUB, --conversation ID or "
                                 "--ai-chat ID."));
    if (parser.isSet(dashboard) != parser.isSet(person))
        return usage(QObject::tr("--dashboard and --person go together: a dashboard's chat is one person's."));
    qint64 chatId = -1;
    if (parser.isSet(aiChat)) {
        bool ok = false;
        chatId = parser.value(aiChat).trimmed().toLongLong(&ok);
        if (!ok || chatId <= 0)
            return usage(QObject::tr("--ai-chat needs an AI chat's id, a positive whole number; \"%1\" is not one.")
                             .arg(parser.value(aiChat)));
    }
    auto count = [&parser](const QCommandLineOption& o, qint64* v) {
        if (!parser.isSet(o))
            return true;
        bool ok = false;
        *v = parser.value(o).trimmed().toLongLong(&ok);
        return ok && *v >= 0;
    };

    QHash<QString, QString> targetOptions;
    if (parser.isSet(database))
        targetOptions.insert(QStringLiteral("database"), parser.value(database));
    else
        targetOptions.insert(QStringLiteral("profile"), parser.value(profile));
    int exitCode = Ok;
    const DatabaseUrl url = target(targetOptions, &exitCode);
    if (!url.isValid())
        return exitCode;
    // The installation's bounds: the profile's, unless this command names them.
    ChatRetention retention = ProfileStore().chatRetention(url);
    if (!count(maxMessages, &retention.maxMessages) || !count(retentionDays, &retention.retentionDays))
        return usage(QObject::tr("--max-messages and --retention-days need a whole number, 0 or more."));
    DbConnection::Options connectOptions;
    connectOptions.readOnly = true; // a transcript is only read
    connectOptions.purpose = QStringLiteral("chats");
    QString error;
    const auto conn = DbConnection::open(url, connectOptions, &error);
    if (!conn) {
        printError(error);
        return DatabaseError;
    }
    const ChatTranscripts reader(*conn, retention, QDateTime::currentDateTimeUtc());
    Transcript t;
    ChatTranscripts::Result r = ChatTranscripts::Failed;
    if (chatId > 0)
        r = reader.aiChat(chatId, &t, &error);
    else if (parser.isSet(conversation))
        r = reader.conversation(parser.value(conversation).trimmed(), &t, &error);
    else
        r = reader.dashboardChat(parser.value(dashboard).trimmed(), parser.value(person).trimmed(), &t, &error);
    if (r != ChatTranscripts::Found) {
        printError(error);
        return r == ChatTranscripts::NotFound ? Found : DatabaseError;
    }

    if (parser.isSet(json)) {
        QJsonObject o{{QStringLiteral("platform"), t.platform},  {QStringLiteral("id"), t.id},
                      {QStringLiteral("title"), t.title},        {QStringLiteral("owner"), t.owner},
                      {QStringLiteral("source"), t.source},      {QStringLiteral("truncated"), t.truncated},
                      {QStringLiteral("unparsed"), t.unparsed()}};
        if (t.platform == QLatin1String("holotable")) {
            QJsonArray messages;
            for (const ChatMessage& m : std::as_const(t.messages))
                messages.append(messageJson(m));
            o.insert(QStringLiteral("dashboard_id"), t.dashboardId.isEmpty() ? QJsonValue() : t.dashboardId);
            o.insert(QStringLiteral("expired"), t.expired);
            o.insert(QStringLiteral("swept"), t.swept());
            o.insert(QStringLiteral("retention"),
                     QJsonObject{{QStringLiteral("CHAT_HISTORY_MAX_MESSAGES"), retention.maxMessages},
                                 {QStringLiteral("CHAT_HISTORY_RETENTION_DAYS"), retention.retentionDays}});
            o.insert(QStringLiteral("messages"), messages);
        } else {
            QJsonArray turns;
            for (const ChatTurn& turn : std::as_const(t.turns)) {
                QJsonArray messages;
                for (const ChatMessage& m : turn.messages)
                    messages.append(messageJson(m));
                QJsonObject j{{QStringLiteral("id"), turn.id},
                              {QStringLiteral("seq"), turn.seq},
                              {QStringLiteral("question"), turn.question},
                              {QStringLiteral("answer"), turn.answer},
                              {QStringLiteral("model"), turn.model},
                              {QStringLiteral("input_tokens"), turn.inputTokens},
                              {QStringLiteral("output_tokens"), turn.outputTokens},
                              {QStringLiteral("requests"), turn.requests},
                              {QStringLiteral("cost_usd"), turn.costUsd.isEmpty() ? QJsonValue() : turn.costUsd},
                              {QStringLiteral("created_at"), when(turn.createdAt)},
                              {QStringLiteral("parses"), turn.problem.isEmpty()},
                              {QStringLiteral("messages"), messages}};
                if (!turn.problem.isEmpty()) {
                    j.insert(QStringLiteral("problem"), turn.problem);
                    j.insert(QStringLiteral("raw"), turn.raw);
                }
                turns.append(j);
            }
            o.insert(QStringLiteral("turns"), turns);
            o.insert(QStringLiteral("total_cost_usd"), t.totalCostUsd);
            o.insert(QStringLiteral("unknown_costs"), t.unknownCosts);
            o.insert(QStringLiteral("total_input_tokens"), t.totalInputTokens);
            o.insert(QStringLiteral("total_output_tokens"), t.totalOutputTokens);
        }
        m_out << QJsonDocument(o).toJson(QJsonDocument::Indented);
        return Ok;
    }

    m_out << ChatTranscripts::plainText(t, retention);
    return Ok;
}

} // namespace metadesk
