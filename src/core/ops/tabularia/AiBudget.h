#pragma once

#include <QJsonObject>

namespace metadesk {

/// The AI assistant's daily spending caps Tabularia's gateway is configured with, per database (settings an
/// installation sets in its environment; defaults as gateway/app/core/config.py `AiSettings` has them). US dollars;
/// 0 is no cap. Days are UTC days, as services/ai_chats.py `speso_oggi` counts them from midnight UTC.
struct AiBudget {
    /// AI__MAX_COST_PER_DAY_USD: what one user may spend in a day (`ai_chats.speso_oggi`).
    double perUserPerDayUsd = 0;
    /// AI__MAX_COST_PER_DAY_TOTAL_USD: what the whole installation may spend in a day (`ai_chats.speso_oggi_tutti`).
    double totalPerDayUsd = 0;

    bool isDefault() const { return perUserPerDayUsd <= 0 && totalPerDayUsd <= 0; }
    bool operator==(const AiBudget& o) const {
        return perUserPerDayUsd == o.perUserPerDayUsd && totalPerDayUsd == o.totalPerDayUsd;
    }
    bool operator!=(const AiBudget& o) const { return !(*this == o); }

    /// {"perUserPerDayUsd": 2.5, …}; only the caps that are set.
    QJsonObject toJson() const {
        QJsonObject o;
        if (perUserPerDayUsd > 0)
            o.insert(QStringLiteral("perUserPerDayUsd"), perUserPerDayUsd);
        if (totalPerDayUsd > 0)
            o.insert(QStringLiteral("totalPerDayUsd"), totalPerDayUsd);
        return o;
    }
    /// Reads toJson(); a missing or negative value is no cap.
    static AiBudget fromJson(const QJsonObject& o) {
        AiBudget b;
        b.perUserPerDayUsd = qMax(0.0, o.value(QLatin1String("perUserPerDayUsd")).toDouble(0));
        b.totalPerDayUsd = qMax(0.0, o.value(QLatin1String("totalPerDayUsd")).toDouble(0));
        return b;
    }
};

} // namespace metadesk
