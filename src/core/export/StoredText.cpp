#include "StoredText.h"

#include <QDate>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QUuid>

#include <cmath>

namespace metadesk {

namespace {

bool isIntegral(const QVariant& value) {
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Long:
    case QMetaType::ULong:
    case QMetaType::Short:
    case QMetaType::UShort:
    case QMetaType::Char:
    case QMetaType::SChar:
    case QMetaType::UChar:
        return true;
    default:
        return false;
    }
}

/// Stored JSON text as one JSON value (QJsonDocument only takes documents, hence the brackets).
bool isJsonValue(const QString& text) {
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson('[' + text.toUtf8() + ']', &error);
    return error.error == QJsonParseError::NoError && doc.isArray() && doc.array().size() == 1;
}

/// PostgreSQL's float8 text for the values JSON has no number for.
QString nonFiniteText(double d) {
    if (std::isnan(d))
        return QStringLiteral("NaN");
    return d > 0 ? QStringLiteral("Infinity") : QStringLiteral("-Infinity");
}

/// A UTC wall clock as TableQuery reads a timestamptz on PostgreSQL ("2026-09-01 06:10:21.123456", maybe " BC"):
/// where its zone goes. -1 when the text is anything else (it has a zone already, or is "infinity").
qsizetype zoneInsertPoint(const QString& text) {
    QStringView t(text);
    if (t.endsWith(QLatin1String(" BC")))
        t.chop(3);
    const qsizetype dateEnd = t.indexOf(u' ');
    if (dateEnd < 10 || t.size() < dateEnd + 9 || t.at(dateEnd - 3) != u'-' || t.at(dateEnd + 3) != u':' ||
        t.at(dateEnd + 6) != u':')
        return -1;
    for (qsizetype i = dateEnd + 9; i < t.size(); ++i)
        if (!(t.at(i).isDigit() || (i == dateEnd + 9 && t.at(i) == u'.')))
            return -1;
    return t.size();
}

} // namespace

QString StoredText::secretMask() {
    return QString(6, QChar(0x2022));
}

bool StoredText::isJsonNumber(QStringView s) {
    qsizetype i = 0;
    const qsizetype n = s.size();
    auto digit = [&](qsizetype k) { return k < n && s[k] >= u'0' && s[k] <= u'9'; };
    if (i < n && s[i] == u'-')
        ++i;
    if (!digit(i))
        return false;
    if (s[i] == u'0')
        ++i;
    else
        while (digit(i))
            ++i;
    if (i < n && s[i] == u'.') {
        ++i;
        if (!digit(i))
            return false;
        while (digit(i))
            ++i;
    }
    if (i < n && (s[i] == u'e' || s[i] == u'E')) {
        ++i;
        if (i < n && (s[i] == u'+' || s[i] == u'-'))
            ++i;
        if (!digit(i))
            return false;
        while (digit(i))
            ++i;
    }
    return i == n;
}

StoredText::StoredText(const ColumnDescriptor& column)
    : m_secret(column.kind == ColumnKind::Secret), m_boolKind(column.kind == ColumnKind::Bool) {
    const QString t = column.storageType.trimmed().toLower();
    if (t.isEmpty()) {
        // A catalog not met with a live schema: the kind is all there is.
        switch (column.kind) {
        case ColumnKind::Integer:
            m_storage = Storage::Integer;
            break;
        case ColumnKind::Decimal:
            m_storage = Storage::Numeric;
            break;
        case ColumnKind::Bool:
            m_storage = Storage::Bool;
            break;
        case ColumnKind::Timestamp:
            m_storage = Storage::Time;
            break;
        case ColumnKind::Date:
            m_storage = Storage::Date;
            break;
        case ColumnKind::Json:
            m_storage = Storage::Json;
            break;
        case ColumnKind::TextArray:
            m_storage = Storage::Array;
            break;
        default:
            m_storage = Storage::Text;
        }
        return;
    }
    if (t.endsWith(QLatin1String("[]")))
        m_storage = Storage::Array;
    else if (t == QLatin1String("json") || t == QLatin1String("jsonb"))
        m_storage = Storage::Json;
    else if (t.contains(QLatin1String("char")) || t.contains(QLatin1String("text")) ||
             t.contains(QLatin1String("clob")) || t == QLatin1String("uuid") || t == QLatin1String("name"))
        m_storage = Storage::Text;
    else if (t.startsWith(QLatin1String("timestamp")))
        m_storage = t.contains(QLatin1String("with time zone")) || t == QLatin1String("timestamptz")
                        ? Storage::ZonedTime
                        : Storage::Time;
    else if (t == QLatin1String("datetime"))
        m_storage = Storage::Time;
    else if (t == QLatin1String("date"))
        m_storage = Storage::Date;
    else if (t.startsWith(QLatin1String("bool")))
        m_storage = Storage::Bool;
    else if (t.startsWith(QLatin1String("numeric")) || t.startsWith(QLatin1String("decimal")))
        m_storage = Storage::Numeric;
    else if (t.startsWith(QLatin1String("double")) || t.startsWith(QLatin1String("real")) ||
             t.startsWith(QLatin1String("float")))
        m_storage = Storage::Float;
    else if (t == QLatin1String("bytea") || t == QLatin1String("blob"))
        m_storage = Storage::Bytes;
    else if ((t.contains(QLatin1String("int")) && !t.startsWith(QLatin1String("interval")) &&
              !t.contains(QLatin1String("point"))) ||
             t.endsWith(QLatin1String("serial")))
        m_storage = Storage::Integer;
    else
        m_storage = Storage::Other;
}

StoredText::Value StoredText::of(const QVariant& read) const {
    if (!read.isValid() || read.isNull())
        return {};
    if (m_secret) {
        // Empty is no secret, and says what it says (a connection without a password): written as it is.
        if (read.typeId() == QMetaType::QByteArray && read.toByteArray().isEmpty())
            return {Type::String, QStringLiteral("\\x")};
        if (read.typeId() != QMetaType::QByteArray && read.toString().isEmpty())
            return {Type::String, QString()};
        return {Type::String, secretMask()};
    }
    const bool text = m_storage == Storage::Text;
    switch (read.typeId()) {
    case QMetaType::QByteArray:
        // bytea's own text (bytea_output = hex): bytes are never decoded as UTF-8.
        return {Type::String, QStringLiteral("\\x") + QString::fromLatin1(read.toByteArray().toHex())};
    case QMetaType::Bool:
        return {text ? Type::String : Type::Bool, read.toBool() ? QStringLiteral("true") : QStringLiteral("false")};
    case QMetaType::Double:
    case QMetaType::Float: {
        const double d = read.toDouble();
        if (!std::isfinite(d))
            return {Type::String, nonFiniteText(d)};
        // The shortest text that reads back as the same double: the value exactly, whatever the engine prints.
        return {text ? Type::String : Type::Number, QString::number(d, 'g', QLocale::FloatingPointShortest)};
    }
    case QMetaType::QDate:
        return {Type::String, read.toDate().toString(Qt::ISODate)};
    case QMetaType::QDateTime:
        return {Type::String, read.toDateTime().toUTC().toString(Qt::ISODateWithMs)};
    case QMetaType::QUuid:
        return {Type::String, read.toUuid().toString(QUuid::WithoutBraces)};
    default:
        break;
    }
    if (isIntegral(read)) {
        const QString digits = read.typeId() == QMetaType::ULongLong || read.typeId() == QMetaType::ULong
                                   ? QString::number(read.toULongLong())
                                   : QString::number(read.toLongLong());
        // SQLite keeps booleans as 0/1, declared BOOLEAN (Tabularia) or INTEGER (Holotable's port of boolean).
        if ((m_storage == Storage::Bool || (m_boolKind && m_storage == Storage::Integer)) &&
            (digits == QLatin1String("0") || digits == QLatin1String("1")))
            return {Type::Bool, digits == QLatin1String("1") ? QStringLiteral("true") : QStringLiteral("false")};
        return {text ? Type::String : Type::Number, digits};
    }

    QString value = read.toString();
    switch (m_storage) {
    case Storage::Integer:
    case Storage::Numeric:
    case Storage::Float:
        // numeric's exact digits ("12.50" stays 12.50); NaN and Infinity, which JSON has no number for, as text.
        return {isJsonNumber(value) ? Type::Number : Type::String, value};
    case Storage::Bool:
        if (value == QLatin1String("true") || value == QLatin1String("false"))
            return {Type::Bool, value};
        break;
    case Storage::ZonedTime:
        // Read as the UTC wall clock: the zone it is in, as PostgreSQL writes a timestamptz in UTC.
        if (const qsizetype at = zoneInsertPoint(value); at >= 0)
            value.insert(at, QLatin1String("+00"));
        break;
    case Storage::Json:
        // Not NULL and one JSON value (jsonb always is); anything else in a JSON-typed column is text.
        if (isJsonValue(value))
            return {Type::Json, value};
        break;
    case Storage::Array:
        if (value.startsWith(QLatin1Char('{')) && value.endsWith(QLatin1Char('}')))
            return {Type::Array, value};
        break;
    case Storage::Text:
    case Storage::Time:
    case Storage::Date:
    case Storage::Bytes:
    case Storage::Other:
        break;
    }
    return {Type::String, value};
}

} // namespace metadesk
