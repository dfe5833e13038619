#include "HolotablePreferences.h"

#include <QJsonDocument>
#include <QJsonParseError>
#include <QRegularExpression>
#include <QTimeZone>

namespace metadesk {

namespace {

QStringList choiceList(std::initializer_list<const char*> items) {
    QStringList out;
    for (const char* item : items)
        out << QString::fromLatin1(item);
    return out;
}

} // namespace

const QList<HolotablePreferences::Field>& HolotablePreferences::fields() {
    // PREFERENCE_FIELDS and DEFAULT_PREFERENCES (src/lib/preferences.ts); the choices from src/lib/time-display.ts
    // (CLOCKS), src/lib/dashboard-list.ts (DASHBOARD_SORTS) and src/lib/explore-defaults.ts.
    static const QList<Field> all = {
        {QStringLiteral("timeZone"), Kind::TimeZone, {}, QJsonValue(QStringLiteral("local"))},
        {QStringLiteral("clock"), Kind::OneOf, choiceList({"locale", "12h", "24h"}),
         QJsonValue(QStringLiteral("locale"))},
        {QStringLiteral("startPage"), Kind::StartPage, {}, QJsonValue(QStringLiteral("dashboards"))},
        {QStringLiteral("dashboardSort"), Kind::OneOf, choiceList({"updated", "title", "created"}),
         QJsonValue(QStringLiteral("updated"))},
        {QStringLiteral("favoritesOnly"), Kind::Boolean, {}, QJsonValue(false)},
        {QStringLiteral("rememberPrompts"), Kind::Boolean, {}, QJsonValue(true)},
        {QStringLiteral("rememberRecentDashboards"), Kind::Boolean, {}, QJsonValue(true)},
        {QStringLiteral("rememberPaletteHistory"), Kind::Boolean, {}, QJsonValue(true)},
        {QStringLiteral("exploreTimeRange"), Kind::OneOf,
         choiceList({"now-5m", "now-15m", "now-1h", "now-6h", "now-12h", "now-24h", "now-7d", "now-30d"}),
         QJsonValue(QStringLiteral("now-24h"))},
        {QStringLiteral("exploreRefreshMs"), Kind::Number, choiceList({"0", "30000", "60000", "300000"}),
         QJsonValue(0)},
        {QStringLiteral("exploreStartView"), Kind::OneOf, choiceList({"model", "table"}),
         QJsonValue(QStringLiteral("model"))},
        {QStringLiteral("exploreKeepSession"), Kind::Boolean, {}, QJsonValue(false)},
        {QStringLiteral("chartPatterns"), Kind::Boolean, {}, QJsonValue(false)},
    };
    return all;
}

const HolotablePreferences::Field* HolotablePreferences::field(const QString& key) {
    for (const Field& f : fields())
        if (f.key == key)
            return &f;
    return nullptr;
}

bool HolotablePreferences::isTimeZone(const QString& zone) {
    return zone == QLatin1String("local") || (!zone.isEmpty() && QTimeZone::isTimeZoneIdAvailable(zone.toUtf8()));
}

QString HolotablePreferences::problem(const QString& key, const QJsonValue& value) {
    const Field* f = field(key);
    if (!f)
        return tr("“%1” is not a preference: the platform drops it when it reads the row.").arg(key);
    switch (f->kind) {
    case Kind::Boolean:
        if (!value.isBool())
            return tr("%1 must be true or false.").arg(key);
        break;
    case Kind::OneOf:
        if (!value.isString() || !f->choices.contains(value.toString()))
            return tr("%1 must be one of %2.").arg(key, f->choices.join(QStringLiteral(", ")));
        break;
    case Kind::Number: {
        // A number equal to one of the choices (JavaScript's ===: 30000.0 is 30000).
        bool ok = value.isDouble();
        if (ok) {
            ok = false;
            for (const QString& choice : f->choices)
                ok = ok || value.toDouble() == choice.toDouble();
        }
        if (!ok)
            return tr("%1 must be %2.").arg(key, f->choices.join(QStringLiteral(", ")));
        break;
    }
    case Kind::TimeZone:
        if (!value.isString() || !isTimeZone(value.toString()))
            return tr("%1 must be “local” or an IANA time zone such as “UTC” or “Europe/Berlin”.").arg(key);
        break;
    case Kind::StartPage: {
        static const QRegularExpression dashboard(
            QStringLiteral("^dashboard:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"),
            QRegularExpression::CaseInsensitiveOption);
        const QString text = value.toString();
        if (!value.isString() || !(text == QLatin1String("dashboards") || text == QLatin1String("explore") ||
                                   dashboard.match(text).hasMatch()))
            return tr("%1 must be “dashboards”, “explore” or “dashboard:<id>”.").arg(key);
        break;
    }
    }
    return {};
}

QList<HolotablePreferences::Member> HolotablePreferences::read(const QJsonObject& stored) {
    QList<Member> out;
    for (const Field& f : fields()) {
        Member m;
        m.key = f.key;
        if (!stored.contains(f.key)) {
            m.reading = Reading::Missing;
            m.used = f.defaultValue;
        } else {
            m.stored = stored.value(f.key);
            m.problem = problem(f.key, m.stored);
            m.reading = m.problem.isEmpty() ? Reading::Kept : Reading::Defaulted;
            m.used = m.problem.isEmpty() ? m.stored : f.defaultValue;
        }
        out << m;
    }
    // QJsonObject iterates its keys sorted: the dropped keys are listed in that order.
    for (auto it = stored.begin(); it != stored.end(); ++it) {
        if (field(it.key()))
            continue;
        Member m;
        m.key = it.key();
        m.reading = Reading::Dropped;
        m.stored = it.value();
        m.problem = problem(it.key(), it.value());
        out << m;
    }
    return out;
}

QStringList HolotablePreferences::problems(const QString& prefsText) {
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(prefsText.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return {tr("Preferences are one JSON object (the table's CHECK): {\"timeZone\": \"UTC\", …}.")};
    QStringList out;
    for (const Member& m : read(doc.object()))
        if (m.reading == Reading::Defaulted || m.reading == Reading::Dropped)
            out << m.problem;
    return out;
}

} // namespace metadesk
