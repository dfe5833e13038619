#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonValue>
#include <QList>
#include <QString>

namespace metadesk {

/// One tool call a message holds, as it was stored: its name, its input and (when the message carries it) its
/// output, each as compact JSON text. Shown, never run.
struct ChatToolCall {
    QString name;
    QString input;
    QString output;
};

/// One stored chat message as both platforms' readers understand it: Holotable's AI SDK message (a JSON object with
/// a parts array, src/lib/chat-history.ts) and one of the pydantic-ai messages of a Tabularia turn (an object with a
/// parts list of part_kind entries). A row that no longer parses keeps its raw text and says why in `problem`: it is
/// flagged, never hidden.
struct ChatMessage {
    Q_DECLARE_TR_FUNCTIONS(ChatMessage)
public:
    /// What the platform's retention does to the row on its next write.
    enum class Sweep { Kept, OverCap, Expired };

    QString id;
    QString role; ///< user, assistant, system, tool
    QString text; ///< the text parts, joined by blank lines: untrusted, to be shown as plain text
    QList<ChatToolCall> toolCalls;
    QString problem; ///< empty when the row parses as a message
    QString raw;     ///< the stored text, for a row that does not parse
    QDateTime createdAt;
    qint64 seq = 0;
    Sweep sweep = Sweep::Kept;

    bool parses() const { return problem.isEmpty(); }

    /// The one definition of a Holotable message's shape, shared with the integrity rule
    /// holotable.conversation_messages.W001 (which computes the two JSON types in SQL): `type` is the content's JSON
    /// type (null: not JSON), `partsType` the type of its "parts" member (null: none). Empty when it is a message.
    static QString shapeProblem(const QVariant& type, const QVariant& partsType);

    /// A Holotable row (conversation_messages, chat_messages) read as parseStoredMessage reads it.
    static ChatMessage fromHolotable(const QString& id, const QString& role, const QString& content);

    /// A Tabularia turn's messages column: pydantic-ai's list. `problem` is set (and the list empty) when the
    /// column is no JSON list, as tabularia.ai_chat_turns.W001 flags it; an entry that is no message is flagged alone.
    static QList<ChatMessage> fromTabulariaTurn(const QString& messages, QString* problem);

    /// A JSON value's type named as PostgreSQL's jsonb_typeof names it.
    static QString jsonTypeName(const QJsonValue& v);
};

} // namespace metadesk
