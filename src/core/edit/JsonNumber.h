#pragma once

#include <QJsonValue>
#include <QtGlobal>

namespace metadesk::jsonnumber {

/// A JSON number read as a count (a limit, a number of days): its whole part when it is from 0 to 2^53, the range in
/// which a double holds every whole number; otherwise `fallback`. A larger number is never cast, which would be
/// undefined (a settings file edited by hand may hold 1e30).
inline qint64 count(const QJsonValue& v, qint64 fallback) {
    constexpr double kLargest = 9007199254740992.0; // 2^53
    if (!v.isDouble() || !(v.toDouble() >= 0 && v.toDouble() <= kLargest))
        return fallback;
    return qint64(v.toDouble());
}

} // namespace metadesk::jsonnumber
