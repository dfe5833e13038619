#include "ConnectionProfile.h"

#include <QJsonArray>
#include <QUuid>

namespace metadesk {

namespace {
const QLatin1String kId("id");
const QLatin1String kName("name");
const QLatin1String kUrl("url");
const QLatin1String kPath("sqlitePath");
const QLatin1String kReadOnly("readOnly");
const QLatin1String kRemember("rememberPassword");
const QLatin1String kLastUsed("lastUsed");
const QLatin1String kAuditIdentity("auditIdentity");
const QLatin1String kRunThresholds("runThresholds");
const QLatin1String kSilencedRules("silencedRules");
const QLatin1String kLlmLimits("llmLimits");
const QLatin1String kChatRetention("chatRetention");
const QLatin1String kAiBudget("aiBudget"); // Administration

DatabaseUrl withoutPassword(DatabaseUrl url) {
    url.setPassword(QString());
    return url;
}
} // namespace

ConnectionProfile ConnectionProfile::fromUrl(const DatabaseUrl& url, bool readOnly) {
    ConnectionProfile profile;
    profile.id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    profile.url = withoutPassword(url);
    profile.displayName = url.shortName();
    profile.readOnly = readOnly;
    profile.lastUsed = QDateTime::currentDateTimeUtc();
    return profile;
}

ConnectionProfile ConnectionProfile::fromJson(const QJsonObject& object) {
    ConnectionProfile profile;
    // A SQLite path is kept as it is: a URL would percent-decode a file name holding '%'.
    if (object.contains(kPath))
        profile.url = DatabaseUrl::sqliteFile(object.value(kPath).toString());
    else
        profile.url = withoutPassword(DatabaseUrl::parse(object.value(kUrl).toString()));
    if (!profile.url.isValid())
        return {};
    profile.id = object.value(kId).toString();
    profile.displayName = object.value(kName).toString();
    if (profile.displayName.isEmpty())
        profile.displayName = profile.url.shortName();
    profile.readOnly = object.value(kReadOnly).toBool();
    profile.rememberPassword = object.value(kRemember).toBool() && profile.url.isPostgres();
    profile.lastUsed = QDateTime::fromString(object.value(kLastUsed).toString(), Qt::ISODateWithMs);
    profile.auditIdentity = object.value(kAuditIdentity).toString().trimmed();
    profile.runThresholds = RunThresholds::fromJson(object.value(kRunThresholds).toObject());
    profile.llmLimits = LlmLimitDefaults::fromJson(object.value(kLlmLimits).toObject());
    profile.chatRetention = ChatRetention::fromJson(object.value(kChatRetention).toObject());
    for (const QJsonValue& rule : object.value(kSilencedRules).toArray())
        if (rule.isString() && !rule.toString().isEmpty() && !profile.silencedRules.contains(rule.toString()))
            profile.silencedRules << rule.toString();
    profile.silencedRules.sort();
    profile.aiBudget = AiBudget::fromJson(object.value(kAiBudget).toObject()); // Administration
    return profile;
}

QString ConnectionProfile::keychainKey() const {
    return QStringLiteral("connection/") + id;
}

QJsonObject ConnectionProfile::toJson() const {
    QJsonObject object;
    object.insert(kId, id);
    object.insert(kName, displayName);
    if (url.isSqlite())
        object.insert(kPath, url.path());
    else
        object.insert(kUrl, url.toDisplayString()); // the display form never carries a password
    object.insert(kReadOnly, readOnly);
    object.insert(kRemember, rememberPassword);
    object.insert(kLastUsed, lastUsed.toUTC().toString(Qt::ISODateWithMs));
    if (!auditIdentity.isEmpty())
        object.insert(kAuditIdentity, auditIdentity);
    if (!runThresholds.isDefault())
        object.insert(kRunThresholds, runThresholds.toJson());
    if (!llmLimits.isDefault())
        object.insert(kLlmLimits, llmLimits.toJson());
    if (!chatRetention.isDefault())
        object.insert(kChatRetention, chatRetention.toJson());
    if (!silencedRules.isEmpty())
        object.insert(kSilencedRules, QJsonArray::fromStringList(silencedRules));
    if (!aiBudget.isDefault()) // Administration
        object.insert(kAiBudget, aiBudget.toJson());
    return object;
}

bool ConnectionProfile::sameDatabase(const DatabaseUrl& other) const {
    if (url.engine() != other.engine())
        return false;
    if (url.isSqlite())
        return url.path() == other.path();
    // The SSL mode is a setting of the way there, not of the place: a changed mode updates the profile.
    return url.host().compare(other.host(), Qt::CaseInsensitive) == 0 && url.port() == other.port() &&
           url.databaseName() == other.databaseName() && url.user() == other.user();
}

} // namespace metadesk
