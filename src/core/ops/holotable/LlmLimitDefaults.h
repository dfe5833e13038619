#pragma once

#include "core/edit/JsonNumber.h"

#include <QJsonObject>

namespace metadesk {

/// The environment's LLM ceilings a Holotable installation runs with, per database (they are its settings, which an
/// installation may change): defaults as its src/lib/config.ts has them. A `workspace_limits` column left NULL
/// inherits these; 0 turns the limit off.
struct LlmLimitDefaults {
    /// LLM_RATE_PER_MINUTE: model requests per minute per user in a workspace (a token bucket; 0 disables).
    static constexpr qint64 kDefaultRatePerMinute = 20;
    /// LLM_DAILY_TOKEN_BUDGET: input plus output tokens a workspace may spend per UTC day (0 disables).
    static constexpr qint64 kDefaultDailyTokenBudget = 2000000;

    qint64 ratePerMinute = kDefaultRatePerMinute;
    qint64 dailyTokenBudget = kDefaultDailyTokenBudget;

    bool isDefault() const { return *this == LlmLimitDefaults(); }
    bool operator==(const LlmLimitDefaults& o) const {
        return ratePerMinute == o.ratePerMinute && dailyTokenBudget == o.dailyTokenBudget;
    }
    bool operator!=(const LlmLimitDefaults& o) const { return !(*this == o); }

    /// {"ratePerMinute": 20, …}; only the values that differ from the platform's defaults.
    QJsonObject toJson() const {
        QJsonObject o;
        if (ratePerMinute != kDefaultRatePerMinute)
            o.insert(QStringLiteral("ratePerMinute"), ratePerMinute);
        if (dailyTokenBudget != kDefaultDailyTokenBudget)
            o.insert(QStringLiteral("dailyTokenBudget"), dailyTokenBudget);
        return o;
    }
    /// Reads toJson(); a missing or negative value is the platform's default (0 is a value: the limit is off).
    static LlmLimitDefaults fromJson(const QJsonObject& o) {
        LlmLimitDefaults d;
        auto read = [&o](const char* key, qint64 fallback) {
            return jsonnumber::count(o.value(QLatin1String(key)), fallback);
        };
        d.ratePerMinute = read("ratePerMinute", kDefaultRatePerMinute);
        d.dailyTokenBudget = read("dailyTokenBudget", kDefaultDailyTokenBudget);
        return d;
    }
};

} // namespace metadesk
