#include "CellFormat.h"

#include "core/edit/JsonText.h"
#include "core/edit/ValueCodec.h"
#include "core/export/StoredText.h"
#include "core/settings/TimeDisplay.h"

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

/// A number in the user's locale, every stored digit kept: a decimal string (money kept as varchar, PostgreSQL's
/// numeric text) as written, a binary float (epoch seconds) in its shortest exact form. Rounding to a fixed number of
/// places would show 0.0000123 dollars as 0.000012.
QString decimal(const QVariant& value) {
    const QLocale locale;
    if (value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Float)
        return locale.toString(value.toDouble(), 'f', QLocale::FloatingPointShortest);
    const QString text = value.toString().trimmed();
    static const QRegularExpression literal(QStringLiteral("^(-?)(\\d+)(?:\\.(\\d+))?$"));
    const QRegularExpressionMatch m = literal.match(text);
    bool ok = false;
    const qlonglong whole = m.hasMatch() ? m.captured(2).toLongLong(&ok) : 0;
    if (!ok) {
        // Not a plain decimal literal (an exponent, NaN, something the platform's code never writes): as stored.
        const double d = text.toDouble(&ok);
        return ok && text.contains(QLatin1Char('e'), Qt::CaseInsensitive)
                   ? locale.toString(d, 'g', QLocale::FloatingPointShortest)
                   : text;
    }
    QString out = (m.captured(1).isEmpty() ? QString() : locale.negativeSign()) + locale.toString(whole);
    if (!m.captured(3).isEmpty())
        out += locale.decimalPoint() + m.captured(3);
    return out;
}

} // namespace

QString secretMask() {
    return StoredText::secretMask(); // the same mask the grid shows, Copy copies and Export writes
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
        const QDateTime dt = valuecodec::parseTimestamp(value);
        return dt.isValid() ? timedisplay::text(dt) : value.toString(); // the one format, in the zone chosen
    }
    case ColumnKind::Json:
        // The stored tokens on one line, in their order and spelling (a reparse would sort keys and round numbers).
        return oneLine(jsontext::oneLine(value.toString()));
    case ColumnKind::TextArray:
        return oneLine(valuecodec::parseTextArray(value).join(QStringLiteral(", ")));
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
        return decimal(value);
    case ColumnKind::Date:
    case ColumnKind::Text:
    case ColumnKind::Enum:
        break;
    }
    return value.toString();
}

} // namespace metadesk::cellformat
