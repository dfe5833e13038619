#pragma once

#include "core/chat/ChatRetention.h"
#include "core/db/DatabaseUrl.h"
#include "core/ops/holotable/LlmLimitDefaults.h"
#include "core/ops/tabularia/RunThresholds.h"
// Administration (AI spend caps)
#include "core/ops/tabularia/AiBudget.h"

#include <QDateTime>
#include <QJsonObject>
#include <QString>

namespace metadesk {

/// A database the user opened before, as the recent list remembers it: never with its password.
struct ConnectionProfile {
    /// Stable across sessions; names the profile's password in the keychain.
    QString id;
    /// What the recent list shows first (database@host, or the file name).
    QString displayName;
    /// Where the database is; its password is always empty.
    DatabaseUrl url;
    /// Opened for audit browsing last time.
    bool readOnly = false;
    /// The password was put in the OS keychain under keychainKey().
    bool rememberPassword = false;
    QDateTime lastUsed;
    /// Who the admin is in this database's audit trail: an e-mail of a Tabularia user (linked to that account) or any
    /// name; empty: the database role or the system user name. Kept per database so that it is never written into
    /// another database's audit log.
    QString auditIdentity;
    /// The ages after which this database's Tabularia gives up on a run (its ORCHESTRATOR__* and ENGINE__* settings),
    /// the platform's defaults unless its installation changed them. The queue's marks, the close action and the home
    /// view's stale-claim tile all use these.
    RunThresholds runThresholds;
    /// The LLM ceilings this database's Holotable runs with (its LLM_RATE_PER_MINUTE and LLM_DAILY_TOKEN_BUDGET), the
    /// platform's defaults unless its installation changed them: what a workspace_limits column left empty inherits.
    LlmLimitDefaults llmLimits;
    /// The chat bounds this database's Holotable runs with (CHAT_HISTORY_MAX_MESSAGES, CHAT_HISTORY_RETENTION_DAYS,
    /// GENERATION_LOG_RETENTION_DAYS), the platform's defaults unless its installation changed them: what the
    /// transcript and generation log views mark as swept.
    ChatRetention chatRetention;
    /// Integrity rules (RuleInfo::id) whose findings this database's admin chose not to see: hidden on the Integrity
    /// page (which lists them, to be shown again) and by `metadesk-cli verify --profile`. Sorted, no duplicates.
    QStringList silencedRules;
    // Administration: the AI assistant's daily caps of this database's Tabularia (AI__MAX_COST_PER_DAY_USD,
    // AI__MAX_COST_PER_DAY_TOTAL_USD), drawn as the budget lines of the AI spend chart; none unless set.
    AiBudget aiBudget;

    /// A new profile for `url` (its password dropped), named after it, used now.
    static ConnectionProfile fromUrl(const DatabaseUrl& url, bool readOnly);
    /// Reads a profile written by toJson(); an invalid profile (no id or no URL) when the object is not one.
    static ConnectionProfile fromJson(const QJsonObject& object);

    bool isValid() const { return !id.isEmpty() && url.isValid(); }
    /// The entry the password is stored under in the keychain.
    QString keychainKey() const;
    /// The profile as JSON; the URL is written without any password whatever `url` holds.
    QJsonObject toJson() const;
    /// Whether `other` is the same place: the same file, or the same host, port, database and user.
    bool sameDatabase(const DatabaseUrl& other) const;
};

} // namespace metadesk
