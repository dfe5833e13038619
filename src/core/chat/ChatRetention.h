#pragma once

#include <QJsonObject>

namespace metadesk {

/// Holotable's chat bounds as an installation runs with them (src/lib/config.ts, with its defaults): kept per
/// connection profile, as LlmLimitDefaults is. 0 days turns the age check off, as there.
struct ChatRetention {
    /// CHAT_HISTORY_MAX_MESSAGES: messages kept (and replayed) per conversation.
    static constexpr qint64 kDefaultMaxMessages = 100;
    /// CHAT_HISTORY_RETENTION_DAYS: days a message, and a conversation with none newer, is kept.
    static constexpr qint64 kDefaultRetentionDays = 30;
    /// GENERATION_LOG_RETENTION_DAYS: days a generation_log row is kept, applied on write and on read.
    static constexpr qint64 kDefaultGenerationLogDays = 30;

    qint64 maxMessages = kDefaultMaxMessages;
    qint64 retentionDays = kDefaultRetentionDays;
    qint64 generationLogDays = kDefaultGenerationLogDays;

    bool isDefault() const { return *this == ChatRetention(); }
    bool operator==(const ChatRetention& o) const {
        return maxMessages == o.maxMessages && retentionDays == o.retentionDays &&
               generationLogDays == o.generationLogDays;
    }
    /// Only the values that differ from the platform's defaults.
    QJsonObject toJson() const;
    /// Reads toJson(); a missing or negative value is the platform's default.
    static ChatRetention fromJson(const QJsonObject& o);
};

} // namespace metadesk
