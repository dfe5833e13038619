#include "RawJson.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

namespace metadesk {

/// One pass over a text known to be JSON: no error handling beyond staying inside the text.
class RawJson::Parser {
public:
    explicit Parser(QStringView s) : m_s(s) {}

    RawJson value() {
        skipSpace();
        RawJson v;
        if (m_i >= m_s.size())
            return v;
        const QChar c = m_s.at(m_i);
        if (c == u'{') {
            v.m_kind = Kind::Object;
            ++m_i;
            while (next(u'}')) {
                const QString key = decodedString(stringToken());
                skipSpace();
                ++m_i; // ':'
                v.m_members.append({key, value()});
                skipSpace();
                if (m_i < m_s.size() && m_s.at(m_i) == u',')
                    ++m_i;
            }
        } else if (c == u'[') {
            v.m_kind = Kind::Array;
            ++m_i;
            while (next(u']')) {
                v.m_items.append(value());
                skipSpace();
                if (m_i < m_s.size() && m_s.at(m_i) == u',')
                    ++m_i;
            }
        } else if (c == u'"') {
            v.m_token = stringToken().toString();
        } else {
            const qsizetype start = m_i;
            while (m_i < m_s.size() && !isSpace(m_s.at(m_i)) && m_s.at(m_i) != u',' && m_s.at(m_i) != u']' &&
                   m_s.at(m_i) != u'}')
                ++m_i;
            v.m_token = m_s.mid(start, m_i - start).toString();
        }
        return v;
    }

private:
    static bool isSpace(QChar c) { return c == u' ' || c == u'\t' || c == u'\n' || c == u'\r'; }
    void skipSpace() {
        while (m_i < m_s.size() && isSpace(m_s.at(m_i)))
            ++m_i;
    }
    /// Whether another member or item follows before `close` (which is then consumed).
    bool next(QChar close) {
        skipSpace();
        if (m_i >= m_s.size())
            return false;
        if (m_s.at(m_i) == close) {
            ++m_i;
            return false;
        }
        return true;
    }
    QStringView stringToken() {
        const qsizetype start = m_i++;
        while (m_i < m_s.size() && m_s.at(m_i) != u'"')
            m_i += m_s.at(m_i) == u'\\' ? 2 : 1;
        m_i = std::min(m_i + 1, m_s.size());
        return m_s.mid(start, m_i - start);
    }

    QStringView m_s;
    qsizetype m_i = 0;
};

RawJson RawJson::parse(QStringView text) {
    return Parser(text).value();
}

QString RawJson::decodedString(QStringView token) {
    if (!token.contains(QLatin1Char('\\')))
        return token.mid(1, token.size() - 2).toString();
    return QJsonDocument::fromJson(QByteArray("[") + token.toUtf8() + "]").array().first().toString();
}

QString RawJson::text() const {
    if (m_kind != Kind::Scalar || !m_token.startsWith(QLatin1Char('"')))
        return {};
    return decodedString(m_token);
}

const RawJson* RawJson::value(const QString& key) const {
    for (auto it = m_members.crbegin(); it != m_members.crend(); ++it)
        if (it->first == key)
            return &it->second;
    return nullptr;
}

bool RawJson::operator==(const RawJson& other) const {
    if (m_kind != other.m_kind)
        return false;
    switch (m_kind) {
    case Kind::Scalar:
        return m_token == other.m_token;
    case Kind::Array:
        return m_items == other.m_items;
    case Kind::Object:
        break;
    }
    if (m_members.size() != other.m_members.size())
        return false;
    // By key, stably: a key stored twice is compared in its stored order, as the canonical text prints it.
    auto sorted = [](const QList<Member>& members) {
        QList<const Member*> out;
        out.reserve(members.size());
        for (const Member& m : members)
            out << &m;
        std::stable_sort(out.begin(), out.end(), [](const Member* a, const Member* b) { return a->first < b->first; });
        return out;
    };
    const QList<const Member*> a = sorted(m_members), b = sorted(other.m_members);
    for (qsizetype i = 0; i < a.size(); ++i)
        if (a.at(i)->first != b.at(i)->first || a.at(i)->second != b.at(i)->second)
            return false;
    return true;
}

} // namespace metadesk
