#pragma once

#include <QList>
#include <QString>
#include <QStringView>

#include <utility>

namespace metadesk {

/// A JSON value as stored: its structure, and every scalar as its stored token (`1.0` is not `1`,
/// `12345678901234567890` is not `12345678901234567891`, `"\u00e9"` is not `"é"`). QJsonValue reads numbers through a
/// double and decodes escapes, so two values that differ in the database can compare equal through it; a comparison
/// that must name every stored difference (DashboardSpecDiff) walks this instead.
class RawJson {
public:
    enum class Kind { Object, Array, Scalar };
    using Member = std::pair<QString, RawJson>;

    /// The value `text` holds. The text must already be known to be one JSON value (QJsonDocument or
    /// jsontext::problem said so, which also bounds its nesting); whitespace around it is ignored.
    static RawJson parse(QStringView text);
    /// A string token's characters, its escapes decoded (`"caf\u00e9"` → café).
    static QString decodedString(QStringView token);

    Kind kind() const { return m_kind; }
    bool isObject() const { return m_kind == Kind::Object; }
    bool isArray() const { return m_kind == Kind::Array; }
    /// A scalar's token as stored, quotes and escapes included; empty for an object or an array.
    const QString& token() const { return m_token; }
    /// A string scalar's text, decoded; a null string for anything else.
    QString text() const;
    /// An object's members in their stored order, keys decoded.
    const QList<Member>& members() const { return m_members; }
    /// The member `key` (the last one when it is stored twice, as JSON.parse reads it); nullptr when there is none.
    const RawJson* value(const QString& key) const;
    /// An array's items.
    const QList<RawJson>& items() const { return m_items; }

    /// The same value as stored: the same tokens in the same structure, an object's members in any order.
    bool operator==(const RawJson& other) const;
    bool operator!=(const RawJson& other) const { return !(*this == other); }

private:
    class Parser;
    Kind m_kind = Kind::Scalar;
    QString m_token;
    QList<Member> m_members;
    QList<RawJson> m_items;
};

} // namespace metadesk
