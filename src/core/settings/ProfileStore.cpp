#include "ProfileStore.h"

#include "Settings.h"

#include <QJsonArray>
#include <QJsonDocument>

namespace metadesk {

ProfileStore::ProfileStore(Settings& settings) : m_settings(settings) {}

ProfileStore::ProfileStore() : ProfileStore(Settings::instance()) {}

QList<ConnectionProfile> ProfileStore::profiles() const {
    const QByteArray text = m_settings.get(Settings::Key::RecentConnections).toString().toUtf8();
    const QJsonArray array = QJsonDocument::fromJson(text).array();
    QList<ConnectionProfile> result;
    for (const QJsonValue& value : array) {
        const ConnectionProfile profile = ConnectionProfile::fromJson(value.toObject());
        // A hand-edited or older file may hold entries Metadesk cannot read: skip them, keep the rest.
        if (profile.isValid() && result.size() < MaxProfiles)
            result << profile;
    }
    return result;
}

ConnectionProfile ProfileStore::find(const QString& id) const {
    const QList<ConnectionProfile> all = profiles();
    for (const ConnectionProfile& profile : all) {
        if (profile.id == id)
            return profile;
    }
    return {};
}

QList<ConnectionProfile> ProfileStore::findByName(const QString& name) const {
    const QList<ConnectionProfile> all = profiles();
    QList<ConnectionProfile> named;
    for (const ConnectionProfile& profile : all) {
        if (profile.id == name)
            return {profile}; // an id is unique: it settles a name several profiles share
        if (profile.displayName == name)
            named << profile;
    }
    return named;
}

ConnectionProfile ProfileStore::findByUrl(const DatabaseUrl& url) const {
    const QList<ConnectionProfile> all = profiles();
    for (const ConnectionProfile& profile : all) {
        if (profile.sameDatabase(url))
            return profile;
    }
    return {};
}

ConnectionProfile ProfileStore::change(const DatabaseUrl& url, const std::function<void(ConnectionProfile&)>& set) {
    m_settings.reload();
    ConnectionProfile profile = findByUrl(url);
    if (!profile.isValid())
        profile = ConnectionProfile::fromUrl(url, false);
    set(profile);
    return saveAsRead(profile);
}

ConnectionProfile ProfileStore::noteOpened(const DatabaseUrl& url, bool readOnly) {
    m_settings.reload();
    ConnectionProfile profile = findByUrl(url);
    if (!profile.isValid()) {
        profile = ConnectionProfile::fromUrl(url, readOnly);
    } else {
        profile.url = url; // a changed SSL mode is kept
        profile.readOnly = readOnly;
        profile.lastUsed = QDateTime::currentDateTimeUtc();
    }
    return saveAsRead(profile);
}

QString ProfileStore::auditIdentity(const DatabaseUrl& url) const {
    return findByUrl(url).auditIdentity;
}

ConnectionProfile ProfileStore::setAuditIdentity(const DatabaseUrl& url, const QString& identity) {
    return change(url, [&](ConnectionProfile& p) { p.auditIdentity = identity.trimmed(); });
}

RunThresholds ProfileStore::runThresholds(const DatabaseUrl& url) const {
    return findByUrl(url).runThresholds;
}

ConnectionProfile ProfileStore::setRunThresholds(const DatabaseUrl& url, const RunThresholds& thresholds) {
    return change(url, [&](ConnectionProfile& p) { p.runThresholds = thresholds; });
}

LlmLimitDefaults ProfileStore::llmLimits(const DatabaseUrl& url) const {
    return findByUrl(url).llmLimits;
}

ConnectionProfile ProfileStore::setLlmLimits(const DatabaseUrl& url, const LlmLimitDefaults& limits) {
    return change(url, [&](ConnectionProfile& p) { p.llmLimits = limits; });
}

ChatRetention ProfileStore::chatRetention(const DatabaseUrl& url) const {
    return findByUrl(url).chatRetention;
}

ConnectionProfile ProfileStore::setChatRetention(const DatabaseUrl& url, const ChatRetention& retention) {
    return change(url, [&](ConnectionProfile& p) { p.chatRetention = retention; });
}

// Administration
AiBudget ProfileStore::aiBudget(const DatabaseUrl& url) const {
    return findByUrl(url).aiBudget;
}

ConnectionProfile ProfileStore::setAiBudget(const DatabaseUrl& url, const AiBudget& budget) {
    return change(url, [&](ConnectionProfile& p) { p.aiBudget = budget; });
}

QStringList ProfileStore::silencedRules(const DatabaseUrl& url) const {
    return findByUrl(url).silencedRules;
}

ConnectionProfile ProfileStore::setRuleSilenced(const DatabaseUrl& url, const QString& ruleId, bool silenced) {
    return change(url, [&](ConnectionProfile& p) {
        p.silencedRules.removeAll(ruleId);
        if (silenced && !ruleId.isEmpty())
            p.silencedRules << ruleId;
        p.silencedRules.sort();
    });
}

ConnectionProfile ProfileStore::save(ConnectionProfile profile) {
    m_settings.reload();
    return saveAsRead(std::move(profile));
}

ConnectionProfile ProfileStore::saveAsRead(ConnectionProfile profile) {
    profile.url.setPassword(QString());
    if (profile.id.isEmpty())
        profile.id = ConnectionProfile::fromUrl(profile.url, profile.readOnly).id;
    if (profile.displayName.isEmpty())
        profile.displayName = profile.url.shortName();
    if (!profile.lastUsed.isValid())
        profile.lastUsed = QDateTime::currentDateTimeUtc();
    QList<ConnectionProfile> all = profiles();
    all.removeIf(
        [&](const ConnectionProfile& other) { return other.id == profile.id || other.sameDatabase(profile.url); });
    all.prepend(profile);
    while (all.size() > MaxProfiles)
        all.removeLast();
    write(all);
    return profile;
}

bool ProfileStore::remove(const QString& id) {
    m_settings.reload();
    QList<ConnectionProfile> all = profiles();
    if (all.removeIf([&](const ConnectionProfile& profile) { return profile.id == id; }) == 0)
        return false;
    write(all);
    return true;
}

void ProfileStore::clear() {
    m_settings.reset(Settings::Key::RecentConnections);
    m_settings.sync();
}

void ProfileStore::write(const QList<ConnectionProfile>& profiles) {
    QJsonArray array;
    for (const ConnectionProfile& profile : profiles)
        array.append(profile.toJson()); // toJson() writes the URL without its password
    m_settings.set(Settings::Key::RecentConnections,
                   QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact)));
    // In the file before this returns: the command-line tool, started next, reads the profiles there.
    m_settings.sync();
}

} // namespace metadesk
