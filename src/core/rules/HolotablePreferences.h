#pragma once

#include <QCoreApplication>
#include <QJsonObject>
#include <QJsonValue>
#include <QList>
#include <QStringList>

namespace metadesk {

/// Holotable's person preferences (`user_preferences.prefs`) as its reader knows them: src/lib/preferences.ts,
/// PREFERENCE_FIELDS, DEFAULT_PREFERENCES and parsePreferences(). One definition, read by the write path (a value
/// the platform would drop or put its default in place of is never written), by the preferences editor (each field
/// shown as the platform reads it) and by the integrity rules holotable.user_preferences.W001 and N001 (the same
/// conditions, in SQL).
class HolotablePreferences {
    Q_DECLARE_TR_FUNCTIONS(HolotablePreferences)
public:
    /// How a field's value is checked (its Zod schema).
    enum class Kind {
        OneOf,     ///< a string among `choices` (z.enum)
        Boolean,   ///< true or false (z.boolean)
        TimeZone,  ///< "local" or an IANA zone Intl knows
        StartPage, ///< "dashboards", "explore" or "dashboard:<uuid>"
        Number,    ///< a number equal to one of `choices` (exploreRefreshMs: 0, 30000, 60000, 300000)
    };
    struct Field {
        QString key;
        Kind kind = Kind::Boolean;
        QStringList choices;
        QJsonValue defaultValue;
    };
    /// What parsePreferences() makes of one stored member.
    enum class Reading {
        Kept,      ///< a known field whose value parses: the platform uses it
        Defaulted, ///< a known field whose value does not parse: the platform uses the default instead
        Dropped,   ///< a key the platform does not know: dropped when the row is read
        Missing,   ///< a known field the row does not hold: the default
    };
    struct Member {
        QString key;
        Reading reading = Reading::Missing;
        QJsonValue stored = QJsonValue(QJsonValue::Undefined); ///< as stored (undefined when missing)
        /// What the platform uses (stored when kept, else the default; undefined when dropped).
        QJsonValue used = QJsonValue(QJsonValue::Undefined);
        QString problem; ///< why it is defaulted or dropped, in words
    };

    /// The fields, in the platform's order.
    static const QList<Field>& fields();
    static const Field* field(const QString& key);
    /// Why `value` would not parse as `key`'s field (the platform's own message where it has one); empty when it
    /// parses. A key the platform does not know is a problem too.
    static QString problem(const QString& key, const QJsonValue& value);
    /// Every problem of a whole `prefs` text as a write would store it: not a JSON object, a member the platform would
    /// drop, a value it would replace by the default. Empty when the platform reads it back exactly.
    static QStringList problems(const QString& prefsText);
    /// The stored object read member by member as parsePreferences() reads it: every known field (kept, defaulted or
    /// missing) in the platform's order, then the keys it drops, sorted.
    static QList<Member> read(const QJsonObject& stored);
    /// Whether `zone` is "local" or an IANA name this machine's time zone database holds (standing in for Intl's).
    static bool isTimeZone(const QString& zone);
};

} // namespace metadesk
