#include "ChatTranscripts.h"

#include "core/db/DbConnection.h"
#include "core/edit/JsonNumber.h"
#include "core/edit/ValueCodec.h"

#include <QRegularExpression>
#include <QSqlQuery>
#include <QTextStream>
#include <QUuid>

#include <algorithm>

namespace metadesk {

QJsonObject ChatRetention::toJson() const {
    QJsonObject o;
    if (maxMessages != kDefaultMaxMessages)
        o.insert(QStringLiteral("chatHistoryMaxMessages"), maxMessages);
    if (retentionDays != kDefaultRetentionDays)
        o.insert(QStringLiteral("chatHistoryRetentionDays"), retentionDays);
    if (generationLogDays != kDefaultGenerationLogDays)
        o.insert(QStringLiteral("generationLogRetentionDays"), generationLogDays);
    return o;
}

ChatRetention ChatRetention::fromJson(const QJsonObject& o) {
    auto read = [&o](const char* key, qint64 fallback) {
        return jsonnumber::count(o.value(QLatin1String(key)), fallback);
    };
    ChatRetention r;
    r.maxMessages = read("chatHistoryMaxMessages", kDefaultMaxMessages);
    r.retentionDays = read("chatHistoryRetentionDays", kDefaultRetentionDays);
    r.generationLogDays = read("generationLogRetentionDays", kDefaultGenerationLogDays);
    return r;
}

int Transcript::unparsed() const {
    int n = 0;
    for (const ChatMessage& m : messages)
        n += m.parses() ? 0 : 1;
    for (const ChatTurn& t : turns) {
        n += t.problem.isEmpty() ? 0 : 1;
        for (const ChatMessage& m : t.messages)
            n += m.parses() ? 0 : 1;
    }
    return n;
}

int Transcript::swept() const {
    return int(std::count_if(messages.cbegin(), messages.cend(),
                             [](const ChatMessage& m) { return m.sweep != ChatMessage::Sweep::Kept; }));
}

namespace {
/// A message's lines for the terminal, each indented: untrusted text printed as it is, never interpreted.
void printMessage(QTextStream& out, const ChatMessage& m) {
    QString head = m.role.isEmpty() ? ChatTranscripts::tr("(no role)") : m.role;
    if (m.createdAt.isValid())
        head = m.createdAt.toUTC().toString(Qt::ISODate) + QLatin1Char(' ') + head;
    if (!m.id.isEmpty())
        head += QStringLiteral(" ") + m.id;
    if (m.sweep == ChatMessage::Sweep::OverCap)
        head += ChatTranscripts::tr("  [swept next: past CHAT_HISTORY_MAX_MESSAGES]");
    else if (m.sweep == ChatMessage::Sweep::Expired)
        head += ChatTranscripts::tr("  [swept next: past CHAT_HISTORY_RETENTION_DAYS]");
    out << head << '\n';
    if (!m.parses()) {
        out << ChatTranscripts::tr("    DOES NOT PARSE: %1").arg(m.problem) << '\n';
        out << QStringLiteral("    ") << m.raw << '\n';
        return;
    }
    for (const QString& line : m.text.split(QLatin1Char('\n')))
        if (!m.text.isEmpty())
            out << QStringLiteral("    ") << line << '\n';
    for (const ChatToolCall& c : m.toolCalls) {
        out << ChatTranscripts::tr("    tool %1").arg(c.name);
        if (!c.input.isEmpty())
            out << ChatTranscripts::tr(" input %1").arg(c.input);
        if (!c.output.isEmpty())
            out << ChatTranscripts::tr(" output %1").arg(c.output);
        out << '\n';
    }
}

} // namespace

QString ChatTranscripts::plainText(const Transcript& t, const ChatRetention& retention) {
    QString text;
    QTextStream out(&text);
    out << (t.title.isEmpty() ? tr("(untitled)") : t.title) << '\n';
    if (t.platform == QLatin1String("holotable")) {
        out << tr("Holotable %1 of %2, %n message(s)", nullptr, int(t.messages.size())).arg(t.source, t.owner) << '\n';
        if (t.expired)
            out << tr("The whole conversation is past CHAT_HISTORY_RETENTION_DAYS (%1): the platform no "
                      "longer shows it and sweeps it on the person's next new conversation.")
                       .arg(retention.retentionDays)
                << '\n';
        out << '\n';
        for (const ChatMessage& m : std::as_const(t.messages)) {
            printMessage(out, m);
            out << '\n';
        }
        out << tr("%n message(s) swept on the next write", nullptr, t.swept()) << '\n';
    } else {
        out << tr("Tabularia AI chat %1 of user %2, %n turn(s)", nullptr, int(t.turns.size())).arg(t.id, t.owner)
            << "\n\n";
        for (const ChatTurn& turn : std::as_const(t.turns)) {
            out << tr("Turn %1  %2  %3 in / %4 out tokens  cost %5")
                       .arg(turn.seq)
                       .arg(turn.model)
                       .arg(turn.inputTokens)
                       .arg(turn.outputTokens)
                       .arg(turn.costUsd.isEmpty() ? tr("unknown") : QStringLiteral("$") + turn.costUsd)
                << '\n';
            out << tr("  Question: %1").arg(turn.question) << '\n';
            if (!turn.problem.isEmpty())
                out << tr("  DOES NOT PARSE: %1").arg(turn.problem) << '\n';
            else
                out << tr("  Answer: %1").arg(turn.answer) << '\n';
            out << '\n';
        }
        // No turn priced is no sum at all, not $0: the platform could not price their model (unknown, not free).
        if (!t.turns.isEmpty() && t.unknownCosts >= t.turns.size())
            out << tr("Total: no known cost, %1 in / %2 out tokens").arg(t.totalInputTokens).arg(t.totalOutputTokens);
        else
            out << tr("Total: $%1, %2 in / %3 out tokens")
                       .arg(t.totalCostUsd)
                       .arg(t.totalInputTokens)
                       .arg(t.totalOutputTokens);
        if (t.unknownCosts)
            out << tr(" (%n turn(s) without a cost)", nullptr, int(t.unknownCosts));
        out << '\n';
    }
    if (t.unparsed())
        out << tr("%n row(s) do not parse (flagged above).", nullptr, t.unparsed()) << '\n';
    if (t.truncated)
        out << tr("Only the newest %1 rows were read.").arg(ChatTranscripts::kReadLimit) << '\n';
    return text;
}

ChatTranscripts::ChatTranscripts(const DbConnection& conn, const ChatRetention& retention, const QDateTime& now)
    : m_conn(conn), m_retention(retention), m_now(now.toUTC()) {}

bool ChatTranscripts::addDecimal(const QString& a, const QString& b, QString* sum) {
    static const QRegularExpression decimal(QStringLiteral("^(\\d+)(?:\\.(\\d*))?$"));
    const auto ma = decimal.match(a.trimmed());
    const auto mb = decimal.match(b.trimmed());
    if (!ma.hasMatch() || !mb.hasMatch())
        return false;
    QString fa = ma.captured(2), fb = mb.captured(2);
    const qsizetype scale = std::max(fa.size(), fb.size());
    fa = fa.leftJustified(scale, QLatin1Char('0'));
    fb = fb.leftJustified(scale, QLatin1Char('0'));
    QString da = ma.captured(1) + fa, db = mb.captured(1) + fb;
    const qsizetype width = std::max(da.size(), db.size());
    da = da.rightJustified(width, QLatin1Char('0'));
    db = db.rightJustified(width, QLatin1Char('0'));
    QString digits(width, QLatin1Char('0'));
    int carry = 0;
    for (qsizetype i = width - 1; i >= 0; --i) {
        const int d = da.at(i).digitValue() + db.at(i).digitValue() + carry;
        digits[i] = QChar(u'0' + d % 10);
        carry = d / 10;
    }
    if (carry)
        digits.prepend(QLatin1Char('1'));
    QString whole = digits.left(digits.size() - scale);
    QString fraction = digits.right(scale);
    while (whole.size() > 1 && whole.startsWith(QLatin1Char('0')))
        whole.remove(0, 1);
    if (whole.isEmpty())
        whole = QStringLiteral("0");
    while (fraction.endsWith(QLatin1Char('0')))
        fraction.chop(1);
    *sum = fraction.isEmpty() ? whole : whole + QLatin1Char('.') + fraction;
    return true;
}

ChatTranscripts::Result ChatTranscripts::holotableMessages(const QString& sql, const QVariantList& values,
                                                           Transcript* out, QString* error) const {
    QSqlQuery q(m_conn.db());
    q.setForwardOnly(true);
    if (!m_conn.execBound(&q, sql, values + QVariantList{kReadLimit + 1}, error))
        return Failed;
    // Newest first, as the platform's sweep ranks them: past the cap or past the window, the next write removes it.
    const QDateTime cutoff = m_now.addDays(-m_retention.retentionDays);
    qint64 rank = 0;
    while (q.next()) {
        if (rank == kReadLimit) {
            out->truncated = true;
            break;
        }
        ChatMessage m = ChatMessage::fromHolotable(q.value(0).toString(), q.value(1).toString(), q.value(2).toString());
        m.createdAt = valuecodec::parseTimestamp(q.value(3));
        m.seq = q.value(4).toLongLong();
        if (m_retention.retentionDays > 0 && m.createdAt.isValid() && m.createdAt <= cutoff)
            m.sweep = ChatMessage::Sweep::Expired;
        else if (rank >= m_retention.maxMessages)
            m.sweep = ChatMessage::Sweep::OverCap;
        out->messages.append(m);
        ++rank;
    }
    std::reverse(out->messages.begin(), out->messages.end());
    return Found;
}

ChatTranscripts::Result ChatTranscripts::conversation(const QString& id, Transcript* out, QString* error) const {
    *out = Transcript();
    out->platform = QStringLiteral("holotable");
    if (!m_conn.tableExists(QStringLiteral("conversations")) ||
        !m_conn.tableExists(QStringLiteral("conversation_messages"))) {
        *error = tr("This database has no Holotable conversations (they came with migration 019).");
        return Failed;
    }
    // PostgreSQL keeps the id as a uuid: anything else names no conversation (rather than failing the statement).
    if (m_conn.isPostgres() && QUuid::fromString(id).isNull()) {
        *error = tr("No conversation has the id %1.").arg(id);
        return NotFound;
    }
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(
            &q, QStringLiteral("SELECT id, title, user_sub, dashboard_id, updated_at FROM conversations WHERE id = ?"),
            {id}, error))
        return Failed;
    if (!q.next()) {
        *error = tr("No conversation has the id %1.").arg(id);
        return NotFound;
    }
    out->id = q.value(0).toString();
    out->title = q.value(1).toString();
    out->owner = q.value(2).toString();
    out->dashboardId = q.value(3).toString();
    const QDateTime updated = valuecodec::parseTimestamp(q.value(4));
    // The platform's LIVE: a conversation with nothing newer than the window is hidden on read and swept on write.
    out->expired =
        m_retention.retentionDays > 0 && updated.isValid() && updated <= m_now.addDays(-m_retention.retentionDays);
    out->source = QStringLiteral("conversation_messages");
    const QString content = m_conn.isPostgres() ? QStringLiteral("content::text") : QStringLiteral("content");
    return holotableMessages(QStringLiteral("SELECT id, role, ") + content +
                                 QStringLiteral(", created_at, seq FROM conversation_messages WHERE conversation_id = "
                                                "? ORDER BY seq DESC, id DESC LIMIT ?"),
                             {id}, out, error);
}

ChatTranscripts::Result ChatTranscripts::dashboardChat(const QString& dashboardId, const QString& userSub,
                                                       Transcript* out, QString* error) const {
    if (m_conn.isPostgres() && QUuid::fromString(dashboardId).isNull()) {
        *error = tr("%1 has no chat on dashboard %2.").arg(userSub, dashboardId);
        return NotFound;
    }
    bool bound = false;
    if (!dashboardChatsAreConversations(&bound, error))
        return Failed;
    if (bound) {
        // From 020 a dashboard's chat is the person's conversation bound to it (at most one).
        QSqlQuery q(m_conn.db());
        if (!m_conn.execBound(&q,
                              QStringLiteral("SELECT id FROM conversations WHERE dashboard_id = ? AND user_sub = ?"),
                              {dashboardId, userSub}, error))
            return Failed;
        if (q.next())
            return conversation(q.value(0).toString(), out, error);
        *error = tr("%1 has no chat on dashboard %2.").arg(userSub, dashboardId);
        return NotFound;
    }
    *out = Transcript();
    out->platform = QStringLiteral("holotable");
    if (!m_conn.tableExists(QStringLiteral("chat_messages"))) {
        *error = tr("This database has no Holotable chat history.");
        return Failed;
    }
    // 008–019: chat_messages, keyed on (dashboard_id, user_sub), swept by the same cap and window on each write.
    out->dashboardId = dashboardId;
    out->owner = userSub;
    out->id = dashboardId;
    out->source = QStringLiteral("chat_messages");
    const QString content = m_conn.isPostgres() ? QStringLiteral("content::text") : QStringLiteral("content");
    const Result r = holotableMessages(QStringLiteral("SELECT id, role, ") + content +
                                           QStringLiteral(", created_at, 0 FROM chat_messages WHERE dashboard_id = ? "
                                                          "AND user_sub = ? ORDER BY created_at DESC, id DESC LIMIT ?"),
                                       {dashboardId, userSub}, out, error);
    if (r == Found && out->messages.isEmpty()) {
        *error = tr("%1 has no chat on dashboard %2.").arg(userSub, dashboardId);
        return NotFound;
    }
    return r;
}

bool ChatTranscripts::dashboardChatsAreConversations(bool* yes, QString* error) const {
    // 019 brought conversations, a dashboard chat still lived in chat_messages; 020 copied each into the person's
    // conversation bound to the dashboard (conversations_dashboard_owner_idx: one per person and dashboard) and the
    // platform reads it there from then on, chat_messages kept only until 021 drops it.
    *yes = false;
    if (!m_conn.tableExists(QStringLiteral("conversations")))
        return true;
    if (!m_conn.tableExists(QStringLiteral("chat_messages"))) {
        *yes = true;
        return true;
    }
    QSqlQuery q(m_conn.db());
    const QString sql =
        m_conn.isSqlite() ? QStringLiteral("SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ?")
                          : QStringLiteral("SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace "
                                           "WHERE n.nspname = current_schema() AND c.relkind = 'i' AND c.relname = ?");
    if (!m_conn.execBound(&q, sql, {QStringLiteral("conversations_dashboard_owner_idx")}, error))
        return false;
    *yes = q.next();
    return true;
}

ChatTranscripts::Result ChatTranscripts::dashboardPeople(const QString& dashboardId, QStringList* out,
                                                         QString* error) const {
    out->clear();
    if (m_conn.isPostgres() && QUuid::fromString(dashboardId).isNull())
        return NotFound;
    bool conversations = false;
    if (!dashboardChatsAreConversations(&conversations, error))
        return Failed;
    if (!conversations && !m_conn.tableExists(QStringLiteral("chat_messages"))) {
        *error = tr("This database has no Holotable chat history.");
        return Failed;
    }
    QSqlQuery q(m_conn.db());
    const QString sql = conversations ? QStringLiteral("SELECT DISTINCT user_sub FROM conversations WHERE "
                                                       "dashboard_id = ? ORDER BY user_sub LIMIT ?")
                                      : QStringLiteral("SELECT DISTINCT user_sub FROM chat_messages WHERE "
                                                       "dashboard_id = ? ORDER BY user_sub LIMIT ?");
    if (!m_conn.execBound(&q, sql, {dashboardId, kPeopleLimit}, error))
        return Failed;
    while (q.next())
        out->append(q.value(0).toString());
    return out->isEmpty() ? NotFound : Found;
}

ChatTranscripts::Result ChatTranscripts::aiChat(qint64 id, Transcript* out, QString* error) const {
    *out = Transcript();
    out->platform = QStringLiteral("tabularia");
    if (!m_conn.tableExists(QStringLiteral("ai_chats")) || !m_conn.tableExists(QStringLiteral("ai_chat_turns"))) {
        *error = tr("This database has no Tabularia AI chats.");
        return Failed;
    }
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q, QStringLiteral("SELECT title, user_id FROM ai_chats WHERE id = ?"), {id}, error))
        return Failed;
    if (!q.next()) {
        *error = tr("No AI chat has the id %1.").arg(id);
        return NotFound;
    }
    out->id = QString::number(id);
    out->title = q.value(0).toString();
    out->owner = q.value(1).toString();
    out->source = QStringLiteral("ai_chat_turns");
    const QString messages = m_conn.isPostgres() ? QStringLiteral("messages::text") : QStringLiteral("messages");
    QSqlQuery t(m_conn.db());
    t.setForwardOnly(true);
    if (!m_conn.execBound(&t,
                          QStringLiteral("SELECT id, seq, question, ") + messages +
                              QStringLiteral(", model_id, input_tokens, output_tokens, requests, cost_usd, created_at "
                                             "FROM ai_chat_turns WHERE chat_id = ? ORDER BY seq, id LIMIT ?"),
                          {id, kReadLimit + 1}, error))
        return Failed;
    QString total = QStringLiteral("0");
    while (t.next()) {
        if (out->turns.size() == kReadLimit) {
            out->truncated = true;
            break;
        }
        ChatTurn turn;
        turn.id = t.value(0).toLongLong();
        turn.seq = t.value(1).toLongLong();
        turn.question = t.value(2).toString();
        turn.messages = ChatMessage::fromTabulariaTurn(t.value(3).toString(), &turn.problem);
        if (!turn.problem.isEmpty())
            turn.raw = t.value(3).toString();
        for (const ChatMessage& m : std::as_const(turn.messages))
            if (m.role == QLatin1String("assistant") && !m.text.isEmpty())
                turn.answer = m.text;
        turn.model = t.value(4).toString();
        turn.inputTokens = t.value(5).toLongLong();
        turn.outputTokens = t.value(6).toLongLong();
        turn.requests = t.value(7).toLongLong();
        turn.costUsd = t.value(8).isNull() ? QString() : t.value(8).toString().trimmed();
        turn.createdAt = valuecodec::parseTimestamp(t.value(9));
        if (turn.costUsd.isEmpty() || !addDecimal(total, turn.costUsd, &total))
            ++out->unknownCosts;
        out->totalInputTokens += turn.inputTokens;
        out->totalOutputTokens += turn.outputTokens;
        out->turns.append(turn);
    }
    out->totalCostUsd = total;
    return Found;
}

} // namespace metadesk
