#pragma once

#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace metadesk {

/// A small deterministic generator (SplitMix64) for the demo data: the same seed gives the same database on every
/// platform and standard library, which std::mt19937 with std distributions does not promise.
class DemoRandom {
public:
    explicit DemoRandom(quint64 seed) : m_state(seed ^ 0x9E3779B97F4A7C15ULL) {}

    quint64 next() {
        quint64 z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    /// Uniform in [0, n).
    qint64 below(qint64 n) { return n <= 0 ? 0 : qint64(next() % quint64(n)); }
    /// Uniform in [lo, hi].
    qint64 range(qint64 lo, qint64 hi) { return lo + below(hi - lo + 1); }
    bool chance(double p) { return double(next() >> 11) * (1.0 / 9007199254740992.0) < p; }
    double unit() { return double(next() >> 11) * (1.0 / 9007199254740992.0); }
    template <typename List> const auto& pick(const List& list) { return list.at(below(list.size())); }
    QString uuid() {
        const quint64 a = next(), b = next();
        return QStringLiteral("%1-%2-4%3-%4-%5")
            .arg(a >> 32, 8, 16, QLatin1Char('0'))
            .arg((a >> 16) & 0xFFFF, 4, 16, QLatin1Char('0'))
            .arg(a & 0xFFF, 3, 16, QLatin1Char('0'))
            .arg(0x8000 | ((b >> 48) & 0x3FFF), 4, 16, QLatin1Char('0'))
            .arg(b & 0xFFFFFFFFFFFFULL, 12, 16, QLatin1Char('0'));
    }
    QByteArray bytes(int n) {
        QByteArray out(n, Qt::Uninitialized);
        for (int i = 0; i < n; ++i)
            out[i] = char(next() & 0xFF);
        return out;
    }

private:
    quint64 m_state;
};

} // namespace metadesk
