#pragma once

#include "ConnectionProfile.h"

#include <QList>

#include <functional>

namespace metadesk {

class Settings;

/// The recent connections, most recent first, at most MaxProfiles, kept in the settings without any secret.
///
/// A view over Settings: every call reads or writes the stored list, so two stores on the same settings agree. Each
/// change starts from the list as the file holds it then (Settings::reload) and is in the file when it returns: a
/// profile another window or program saved meanwhile is kept, and the command-line tool reads the new one at once.
class ProfileStore {
public:
    static constexpr int MaxProfiles = 12;

    explicit ProfileStore(Settings& settings);
    /// The store over the application's settings.
    ProfileStore();

    /// Most recent first.
    QList<ConnectionProfile> profiles() const;
    /// The profile with this id, or an invalid one.
    ConnectionProfile find(const QString& id) const;
    /// The profiles `name` may mean, for metadesk-cli --profile: the one whose id is `name`, else every one whose
    /// display name is `name` (two databases of one name on different hosts or as different users share it).
    QList<ConnectionProfile> findByName(const QString& name) const;
    /// The profile for the same database as `url` (see ConnectionProfile::sameDatabase), or an invalid one.
    ConnectionProfile findByUrl(const DatabaseUrl& url) const;

    /// Notes that `url` was opened now: updates its profile (keeping id, name and the remembered-password mark) or
    /// adds one, moves it to the front and drops the oldest beyond MaxProfiles. Any password in `url` is dropped.
    /// Returns the stored profile.
    ConnectionProfile noteOpened(const DatabaseUrl& url, bool readOnly);
    /// The audit identity kept for the database at `url` (empty when none is set or there is no profile for it).
    QString auditIdentity(const DatabaseUrl& url) const;
    /// Keeps `identity` (trimmed; empty: none) as the audit identity of the database at `url`, in its profile (made
    /// when there is none). Returns the stored profile.
    ConnectionProfile setAuditIdentity(const DatabaseUrl& url, const QString& identity);
    /// The run thresholds kept for the database at `url`: the platform's defaults when none are set or there is no
    /// profile for it.
    RunThresholds runThresholds(const DatabaseUrl& url) const;
    /// Keeps `thresholds` for the database at `url`, in its profile (made when there is none). Returns the profile.
    ConnectionProfile setRunThresholds(const DatabaseUrl& url, const RunThresholds& thresholds);
    /// The LLM ceilings kept for the database at `url`: the platform's defaults when none are set or there is no
    /// profile for it.
    LlmLimitDefaults llmLimits(const DatabaseUrl& url) const;
    /// Keeps `limits` for the database at `url`, in its profile (made when there is none). Returns the profile.
    ConnectionProfile setLlmLimits(const DatabaseUrl& url, const LlmLimitDefaults& limits);
    /// The chat bounds kept for the database at `url`: the platform's defaults when none are set or there is no
    /// profile for it.
    ChatRetention chatRetention(const DatabaseUrl& url) const;
    /// Keeps `retention` for the database at `url`, in its profile (made when there is none). Returns the profile.
    ConnectionProfile setChatRetention(const DatabaseUrl& url, const ChatRetention& retention);
    /// The integrity rules silenced for the database at `url` (none when there is no profile for it).
    QStringList silencedRules(const DatabaseUrl& url) const;
    /// Silences (or, with `silenced` false, shows again) the integrity rule `ruleId` for the database at `url`, in
    /// its profile (made when there is none). Returns the profile.
    ConnectionProfile setRuleSilenced(const DatabaseUrl& url, const QString& ruleId, bool silenced);
    // Administration
    /// The AI spend caps kept for the database at `url`: none when none are set or there is no profile for it.
    AiBudget aiBudget(const DatabaseUrl& url) const;
    /// Keeps `budget` for the database at `url`, in its profile (made when there is none). Returns the profile.
    ConnectionProfile setAiBudget(const DatabaseUrl& url, const AiBudget& budget);
    /// Stores `profile` at the front (replacing the one with its id or for its database), password dropped.
    ConnectionProfile save(ConnectionProfile profile);
    /// Removes the profile; false when there was none with this id.
    bool remove(const QString& id);
    void clear();

private:
    /// The profile for `url` (made when there is none), as the file holds it now, changed by `set` and saved.
    ConnectionProfile change(const DatabaseUrl& url, const std::function<void(ConnectionProfile&)>& set);
    /// save() without reading the file again first (the caller just did).
    ConnectionProfile saveAsRead(ConnectionProfile profile);
    void write(const QList<ConnectionProfile>& profiles);
    Settings& m_settings;
};

} // namespace metadesk
