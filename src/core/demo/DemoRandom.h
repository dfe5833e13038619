#pragma once

#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <cstdio>

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
    /// A canonical lowercase version-4 uuid (8-4-4-4-12) from the stream.
    QString uuid() {
        const quint64 a = next(), b = next();
        char buf[40];
        // snprintf rather than QString::arg: the runs table asks for millions of these.
        std::snprintf(buf, sizeof buf, "%08llx-%04llx-4%03llx-%04llx-%012llx", static_cast<unsigned long long>(a >> 32),
                      static_cast<unsigned long long>((a >> 16) & 0xFFFF), static_cast<unsigned long long>(a & 0xFFF),
                      static_cast<unsigned long long>(0x8000 | ((b >> 48) & 0x3FFF)),
                      static_cast<unsigned long long>(b & 0xFFFFFFFFFFFFULL));
        return QString::fromLatin1(buf);
    }
    /// n characters of [A-Za-z0-9], the alphabet of the AI SDK's message ids.
    QString alphanumeric(int n) {
        static const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
        QString out(n, Qt::Uninitialized);
        for (int i = 0; i < n; ++i)
            out[i] = QLatin1Char(alphabet[below(62)]);
        return out;
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
