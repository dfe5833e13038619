#pragma once

#include "ChatMessage.h"
#include "ChatRetention.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonObject>
#include <QList>

namespace metadesk {

class DbConnection;

/// One Tabularia chat turn: the question, the answer, the messages between, and what it cost.
struct ChatTurn {
    qint64 id = 0;
    qint64 seq = 0;
    QString question;
    QString answer; ///< the last response's text
    QList<ChatMessage> messages;
    QString problem; ///< set when the messages column does not parse (the turn is flagged, its question shown)
    QString raw;
    QString model;
    qint64 inputTokens = 0;
    qint64 outputTokens = 0;
    qint64 requests = 0;
    QString costUsd; ///< the stored decimal string; empty when unknown
    QDateTime createdAt;
};

/// One conversation as the platform keeps it.
struct Transcript {
    QString platform; ///< "holotable" or "tabularia"
    QString id;
    QString title;
    QString owner; ///< Holotable's user_sub; Tabularia's user_id
    QString dashboardId;
    QString source;              ///< the table the messages came from
    QList<ChatMessage> messages; ///< Holotable, oldest first
    QList<ChatTurn> turns;       ///< Tabularia, in order
    QString totalCostUsd;        ///< the sum of the known costs, exactly
    qint64 unknownCosts = 0;     ///< turns without a cost
    qint64 totalInputTokens = 0;
    qint64 totalOutputTokens = 0;
    bool expired = false;   ///< Holotable: the whole conversation is past CHAT_HISTORY_RETENTION_DAYS
    bool truncated = false; ///< more than kReadLimit rows: the oldest were not read
    int unparsed() const;
    int swept() const;
};

/// Read-only, bounded reads of chat transcripts on both platforms and both engines.
class ChatTranscripts {
    Q_DECLARE_TR_FUNCTIONS(ChatTranscripts)
public:
    enum Result { Found, NotFound, Failed };
    static constexpr int kReadLimit = 5000;

    ChatTranscripts(const DbConnection& conn, const ChatRetention& retention, const QDateTime& now);

    /// A Holotable conversation (conversations, from 019) with its messages and their retention marks.
    Result conversation(const QString& id, Transcript* out, QString* error) const;
    /// One person's chat on one dashboard: the conversation bound to it (from 020), chat_messages before (008–019).
    Result dashboardChat(const QString& dashboardId, const QString& userSub, Transcript* out, QString* error) const;
    /// The people with a chat on a dashboard (at most kPeopleLimit), for a picker.
    Result dashboardPeople(const QString& dashboardId, QStringList* out, QString* error) const;
    static constexpr int kPeopleLimit = 500;
    /// A Tabularia ai_chats row with its turns and their costs.
    Result aiChat(qint64 id, Transcript* out, QString* error) const;

    /// The transcript as plain text, for a terminal or a plain-text view: every stored text as it is (untrusted:
    /// never to be read as markup), the swept and unparseable rows marked, a Tabularia chat's costs and total.
    static QString plainText(const Transcript& t, const ChatRetention& retention);
    /// Decimal strings summed exactly ("0.0125" + "1.5" = "1.5125"); false when one is no decimal.
    static bool addDecimal(const QString& a, const QString& b, QString* sum);

private:
    /// Whether a dashboard's chats are conversations (from 020) rather than chat_messages rows (008–019).
    bool dashboardChatsAreConversations(bool* yes, QString* error) const;
    Result holotableMessages(const QString& sql, const QVariantList& values, Transcript* out, QString* error) const;

    const DbConnection& m_conn;
    ChatRetention m_retention;
    QDateTime m_now;
};

} // namespace metadesk
