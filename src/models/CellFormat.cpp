#include "CellFormat.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QRegularExpression>
#include <QTimeZone>

namespace metadesk::cellformat {

namespace {
constexpr int kPreviewLength = 160;

QString oneLine(const QString& text) {
    QString line = text.simplified();
    if (line.size() > kPreviewLength)
        line = line.left(kPreviewLength - 1) + QChar(0x2026);
    return line;
}
} // namespace

QString secretMask() {
    return QStringLiteral("••••••••");
}

QString storedTimestamp(const QDateTime& time) {
    return time.toUTC().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzzZ"));
}

QDateTime parseTimestamp(const QVariant& value) {
    if (value.typeId() == QMetaType::QDateTime)
        return value.toDateTime().toUTC();
    QString text = value.toString().trimmed();
    if (text.isEmpty())
        return {};
    // PostgreSQL text: "2026-09-01 06:10:21.979+00" (offset without minutes); SQLite: "2026-09-01T06:10:21.979Z".
    text.replace(QLatin1Char(' '), QLatin1Char('T'));
    static const QRegularExpression shortOffset(QStringLiteral("([+-]\\d\\d)$"));
    text.replace(shortOffset, QStringLiteral("\\1:00"));
    QDateTime dt = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!dt.isValid())
        dt = QDateTime::fromString(text, Qt::ISODate);
    if (dt.isValid() && dt.timeSpec() == Qt::LocalTime && !text.endsWith(QLatin1Char('Z')))
        dt.setTimeSpec(Qt::UTC); // stored without a zone: the platforms store UTC
    return dt.toUTC();
}

QStringList parseTextArray(const QVariant& value) {
    const QString text = value.toString().trimmed();
    if (text.startsWith(QLatin1Char('['))) {
        QStringList out;
        for (const QJsonValue& v : QJsonDocument::fromJson(text.toUtf8()).array())
            out << v.toString();
        return out;
    }
    if (text.startsWith(QLatin1Char('{')) && text.endsWith(QLatin1Char('}'))) {
        // PostgreSQL array literal: elements comma-separated, quoted when they need it.
        QStringList out;
        QString current;
        bool quoted = false, escaped = false, any = false;
        for (QChar c : text.mid(1, text.size() - 2)) {
            if (escaped) {
                current += c;
                escaped = false;
            } else if (c == QLatin1Char('\\')) {
                escaped = true;
            } else if (c == QLatin1Char('"')) {
                quoted = !quoted;
                any = true;
            } else if (c == QLatin1Char(',') && !quoted) {
                out << current;
                current.clear();
                any = false;
            } else {
                current += c;
                any = true;
            }
        }
        if (any || !current.isEmpty())
            out << current;
        return out;
    }
    return text.isEmpty() ? QStringList() : QStringList{text};
}

QString display(const ColumnDescriptor& column, const QVariant& value) {
    if (value.isNull())
        return {};
    switch (column.kind) {
    case ColumnKind::Bool: {
        const QString t = value.toString().toLower();
        const bool on = value.typeId() == QMetaType::Bool
                            ? value.toBool()
                            : (t == QLatin1String("1") || t == QLatin1String("true") || t == QLatin1String("t"));
        return on ? QStringLiteral("✓") : QString();
    }
    case ColumnKind::Timestamp: {
        const QDateTime dt = parseTimestamp(value);
        return dt.isValid() ? QLocale().toString(dt.toLocalTime(), QStringLiteral("yyyy-MM-dd HH:mm:ss"))
                            : value.toString();
    }
    case ColumnKind::Json: {
        const QByteArray raw = value.toString().toUtf8();
        const QJsonDocument doc = QJsonDocument::fromJson(raw);
        return oneLine(doc.isNull() ? QString::fromUtf8(raw) : QString::fromUtf8(doc.toJson(QJsonDocument::Compact)));
    }
    case ColumnKind::TextArray:
        return oneLine(parseTextArray(value).join(QStringLiteral(", ")));
    case ColumnKind::Secret:
        return secretMask();
    case ColumnKind::LongText:
        return oneLine(value.toString());
    case ColumnKind::Integer:
        // Keys and references read as they are written; counts and sizes get digit grouping.
        if (column.identifier)
            return value.toString();
        return QLocale().toString(value.toLongLong());
    case ColumnKind::Decimal:
        return QLocale().toString(value.toDouble(), 'f', 6).remove(QRegularExpression(QStringLiteral("[.,]?0+$")));
    case ColumnKind::Date:
    case ColumnKind::Text:
    case ColumnKind::Enum:
        break;
    }
    return value.toString();
}

} // namespace metadesk::cellformat
