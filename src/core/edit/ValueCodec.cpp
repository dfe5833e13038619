#include "ValueCodec.h"

#include "JsonText.h"
#include "core/settings/TimeDisplay.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonValue>
#include <QLocale>
#include <QRegularExpression>

namespace metadesk::valuecodec {

namespace {

bool isNull(const QVariant& v) {
    return !v.isValid() || v.isNull();
}

QStringList parseJsonArray(const QString& text) {
    QStringList out;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8());
    const QJsonArray array = doc.array();
    for (const QJsonValue& v : array)
        out << v.toVariant().toString();
    return out;
}

QString decimalText(const QVariant& v) {
    // The shortest text that reads back as the same double: epoch seconds with microseconds have 16 digits, which
    // 15 significant digits would round away.
    if (v.typeId() == QMetaType::Double || v.typeId() == QMetaType::Float)
        return QString::number(v.toDouble(), 'g', QLocale::FloatingPointShortest);
    return v.toString();
}

} // namespace

QDateTime parseTimestamp(const QVariant& stored) {
    if (stored.typeId() == QMetaType::QDateTime)
        return stored.toDateTime().toUTC();
    QString text = stored.toString().trimmed();
    if (text.isEmpty())
        return {};
    // SQLite: "2026-09-01T06:10:21.979Z"; PostgreSQL: "2026-09-01 06:10:21.979123" (read AT TIME ZONE 'UTC') or
    // "…+00" (its own text output). No zone means UTC: that is how both platforms store time.
    text.replace(QLatin1Char(' '), QLatin1Char('T'));
    // A zone only follows a time of day: the "-05" of "2026-03-05" is the day, not an offset.
    static const QRegularExpression zone(
        QStringLiteral("T\\d\\d:\\d\\d(?::\\d\\d(?:\\.\\d+)?)?(Z|[+-]\\d\\d(?::?\\d\\d)?)$"));
    QString offset = QStringLiteral("Z");
    const auto m = zone.match(text);
    if (m.hasMatch()) {
        offset = m.captured(1);
        text.chop(offset.size());
        if (offset.size() == 3)
            offset += QStringLiteral(":00");
        else if (offset.size() == 5)
            offset.insert(3, QLatin1Char(':'));
    }
    // QDateTime holds milliseconds: PostgreSQL's microseconds are cut, not rounded into the next second.
    const int dot = text.indexOf(QLatin1Char('.'));
    if (dot >= 0 && text.size() - dot - 1 > 3)
        text.truncate(dot + 4);
    // Read with its zone from the start: read as local time first, a time in the local clock's spring-forward gap
    // would be invalid.
    QDateTime dt = QDateTime::fromString(text + offset, Qt::ISODateWithMs);
    if (!dt.isValid())
        dt = QDateTime::fromString(text + offset, Qt::ISODate);
    return dt.isValid() ? dt.toUTC() : QDateTime();
}

QString storedTimestamp(const QDateTime& time) {
    return time.toUTC().toString(QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzzZ"));
}

bool isNaiveTimestamp(const ColumnDescriptor& column) {
    const QString t = column.storageType.trimmed().toLower();
    return t.contains(QLatin1String("without time zone")) || t.startsWith(QLatin1String("timestamp(")) ||
           t == QLatin1String("timestamp") || t == QLatin1String("datetime");
}

QString placeholder(const ColumnDescriptor& column, bool sqlite) {
    if (sqlite || column.storageType.isEmpty())
        return QStringLiteral("?");
    return QStringLiteral("?::") + castType(column);
}

QString castType(const ColumnDescriptor& column) {
    const QString t = column.storageType.simplified();
    const QString lower = t.toLower();
    // Fixed-length types keep their length: `?::character` is `character(1)` and would cut the value to one letter.
    if ((lower.startsWith(QLatin1String("character(")) || lower.startsWith(QLatin1String("char(")) ||
         lower.startsWith(QLatin1String("bpchar(")) || lower.startsWith(QLatin1String("bit(")) ||
         lower.startsWith(QLatin1String("character (")) || lower.startsWith(QLatin1String("bit ("))) &&
        !lower.contains(QLatin1String("varying")))
        return t;
    static const QRegularExpression modifier(QStringLiteral("\\([^)]*\\)"));
    QString stripped = t;
    stripped.remove(modifier);
    return stripped.simplified();
}

QString timestampFor(const ColumnDescriptor& column, const QDateTime& time) {
    if (!isNaiveTimestamp(column))
        return storedTimestamp(time);
    // QDateTime holds milliseconds; the platform writes microseconds.
    return time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz")) + QStringLiteral("000");
}

QString pgUtcText(const ColumnDescriptor& column, const QString& quotedName) {
    if (isNaiveTimestamp(column))
        return QStringLiteral("%1::text").arg(quotedName);
    return QStringLiteral("(%1 AT TIME ZONE 'UTC')::text").arg(quotedName);
}

QStringList parseTextArray(const QVariant& stored) {
    const QString text = stored.toString().trimmed();
    if (text.startsWith(QLatin1Char('[')))
        return parseJsonArray(text);
    return parsePgArray(text);
}

QString readExpression(const ColumnDescriptor& column, bool sqlite, const QString& quotedName) {
    if (sqlite)
        return quotedName;
    switch (column.kind) {
    case ColumnKind::Timestamp:
        return pgUtcText(column, quotedName);
    case ColumnKind::Decimal:
    case ColumnKind::Json:
    case ColumnKind::TextArray:
    case ColumnKind::Date:
        return quotedName + QStringLiteral("::text");
    default:
        return quotedName;
    }
}

QString unchangedPredicate(const ColumnDescriptor& column, bool sqlite, const QString& quotedName) {
    if (sqlite)
        return quotedName + QStringLiteral(" IS ?");
    const QString expr = readExpression(column, false, quotedName);
    // The bound value is the stored form: text for the expressions above, so compare as text.
    if (expr != quotedName)
        return QStringLiteral("%1 IS NOT DISTINCT FROM ?::text").arg(expr);
    return expr + QStringLiteral(" IS NOT DISTINCT FROM ?");
}

bool isBinary(const ColumnDescriptor& column, const QVariant& value) {
    if (value.typeId() == QMetaType::QByteArray)
        return true;
    const QString t = column.storageType.trimmed().toLower();
    return t == QLatin1String("bytea") || t == QLatin1String("blob");
}

QVariant toEdit(const ColumnDescriptor& column, const QVariant& stored) {
    if (isNull(stored))
        return {};
    // Secrets and bytes are carried as stored: a UTF-8 decode would turn ciphertext into U+FFFD and lose it.
    if (column.kind == ColumnKind::Secret || isBinary(column, stored))
        return stored;
    switch (column.kind) {
    case ColumnKind::Integer:
        return stored.toLongLong();
    case ColumnKind::Decimal:
        return decimalText(stored);
    case ColumnKind::Bool:
        if (stored.typeId() == QMetaType::QString) {
            const QString t = stored.toString().toLower();
            return t == QLatin1String("t") || t == QLatin1String("true") || t == QLatin1String("1");
        }
        return stored.toBool();
    case ColumnKind::Timestamp: {
        const QDateTime dt = parseTimestamp(stored);
        return dt.isValid() ? QVariant(dt) : QVariant(stored.toString());
    }
    case ColumnKind::Date: {
        const QDate d = stored.typeId() == QMetaType::QDate
                            ? stored.toDate()
                            : QDate::fromString(stored.toString().left(10), Qt::ISODate);
        return d.isValid() ? QVariant(d) : QVariant(stored.toString());
    }
    case ColumnKind::TextArray:
        return parseTextArray(stored);
    default:
        return stored.toString();
    }
}

bool storedFlag(const TableDescriptor& table, const QVariantMap& row, const QString& column) {
    const ColumnDescriptor* c = table.column(column);
    if (!c || !row.contains(c->name))
        return false;
    const QVariant v = toEdit(*c, row.value(c->name));
    return !v.isNull() && v.toBool();
}

namespace {
QVariant typedNull(const ColumnDescriptor& column) {
    if (isBinary(column))
        return QVariant(QMetaType::fromType<QByteArray>());
    switch (column.kind) {
    case ColumnKind::Integer:
    case ColumnKind::Bool:
        return QVariant(QMetaType::fromType<qint64>());
    default:
        return QVariant(QMetaType::fromType<QString>());
    }
}
} // namespace

QVariant toBind(const ColumnDescriptor& column, const QVariant& edit, bool sqlite) {
    if (isNull(edit))
        return typedNull(column);
    if (column.kind == ColumnKind::Secret || isBinary(column, edit))
        return edit; // as stored: bytes stay bytes
    switch (column.kind) {
    case ColumnKind::Integer:
        return edit.toLongLong();
    case ColumnKind::Bool:
        return sqlite ? QVariant(edit.toBool() ? 1 : 0) : QVariant(edit.toBool());
    case ColumnKind::Timestamp: {
        const QDateTime dt = edit.typeId() == QMetaType::QDateTime ? edit.toDateTime() : parseTimestamp(edit);
        return timestampFor(column, dt);
    }
    case ColumnKind::Date:
        return edit.typeId() == QMetaType::QDate ? edit.toDate().toString(Qt::ISODate) : edit.toString();
    case ColumnKind::TextArray: {
        const QStringList items = edit.toStringList();
        if (sqlite)
            return QString::fromUtf8(QJsonDocument(QJsonArray::fromStringList(items)).toJson(QJsonDocument::Compact));
        return toPgArray(items);
    }
    case ColumnKind::Json:
        // Exactly as typed: re-serialising would reorder the keys and respell the numbers of a document kept as
        // text, changing bytes nobody touched (PostgreSQL's jsonb normalises it its own way either way).
        return edit.toString();
    default: {
        // The drivers bind a null QString as NULL: an emptied NOT NULL text column holds "" instead.
        const QString text = edit.toString();
        return text.isNull() && !column.nullable ? QStringLiteral("") : text;
    }
    }
}

QVariant bindStored(const ColumnDescriptor& column, const QVariant& stored, bool sqlite) {
    if (isNull(stored))
        return typedNull(column);
    if (sqlite)
        return stored; // SQLite's raw value, its storage class included
    // PostgreSQL reads a timestamptz as UTC wall-clock text (pgUtcText): bound back with its zone, so the session's
    // time zone cannot move it.
    if (column.kind == ColumnKind::Timestamp && !isNaiveTimestamp(column) && stored.typeId() == QMetaType::QString)
        return stored.toString() + QStringLiteral("+00");
    return stored;
}

bool sameStored(const QVariant& a, const QVariant& b) {
    if (isNull(a) || isNull(b))
        return isNull(a) && isNull(b);
    if (a.typeId() == QMetaType::QByteArray || b.typeId() == QMetaType::QByteArray)
        return a.typeId() == b.typeId() && a.toByteArray() == b.toByteArray();
    if (a.typeId() == QMetaType::QString || b.typeId() == QMetaType::QString)
        return a.typeId() == b.typeId() && a.toString() == b.toString();
    // SQLite's 1 and 1.0 are different values (INTEGER and REAL storage classes).
    const bool realA = a.typeId() == QMetaType::Double || a.typeId() == QMetaType::Float;
    const bool realB = b.typeId() == QMetaType::Double || b.typeId() == QMetaType::Float;
    if (realA != realB)
        return false;
    return a == b;
}

bool sameValue(const ColumnDescriptor& column, const QVariant& a, const QVariant& b) {
    if (isNull(a) || isNull(b))
        return isNull(a) && isNull(b);
    if (column.kind == ColumnKind::Secret || isBinary(column, a) || isBinary(column, b))
        return sameStored(a, b);
    switch (column.kind) {
    case ColumnKind::Integer:
        return a.toLongLong() == b.toLongLong();
    case ColumnKind::Bool:
        return a.toBool() == b.toBool();
    case ColumnKind::Timestamp: {
        const QDateTime x = a.typeId() == QMetaType::QDateTime ? a.toDateTime() : parseTimestamp(a);
        const QDateTime y = b.typeId() == QMetaType::QDateTime ? b.toDateTime() : parseTimestamp(b);
        return x.toMSecsSinceEpoch() == y.toMSecsSinceEpoch();
    }
    case ColumnKind::TextArray:
        return a.toStringList() == b.toStringList();
    case ColumnKind::Json: {
        const QJsonDocument x = QJsonDocument::fromJson(a.toString().toUtf8());
        const QJsonDocument y = QJsonDocument::fromJson(b.toString().toUtf8());
        if (!x.isNull() && !y.isNull())
            return x == y;
        return a.toString() == b.toString();
    }
    case ColumnKind::Decimal: {
        bool okA = false, okB = false;
        const double x = a.toString().toDouble(&okA);
        const double y = b.toString().toDouble(&okB);
        if (okA && okB)
            return x == y;
        return a.toString() == b.toString();
    }
    default:
        return a.toString() == b.toString();
    }
}

QVariant toJson(const ColumnDescriptor& column, const QVariant& edit) {
    if (isNull(edit))
        return {};
    if (column.kind != ColumnKind::Secret && isBinary(column, edit))
        return QStringLiteral("[%1 bytes]").arg(edit.toByteArray().size());
    switch (column.kind) {
    case ColumnKind::Secret:
        return QStringLiteral("[secret]");
    case ColumnKind::Integer:
        return edit.toLongLong();
    case ColumnKind::Bool:
        return edit.toBool();
    case ColumnKind::Timestamp:
        return toBind(column, edit, true);
    case ColumnKind::Date:
        return toBind(column, edit, true);
    case ColumnKind::TextArray:
        return edit.toStringList();
    case ColumnKind::Json: {
        // As a JSON value only where that is the document exactly (its keys in order, its numbers as spelled); a
        // reparse that would sort keys or round a long number keeps the stored text instead.
        const QString text = edit.toString();
        const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8());
        if (doc.isNull() || QString::fromUtf8(doc.toJson(QJsonDocument::Compact)) != jsontext::oneLine(text))
            return text;
        return doc.toVariant();
    }
    default:
        return edit.toString();
    }
}

QString displayText(const ColumnDescriptor& column, const QVariant& edit) {
    if (isNull(edit))
        return QCoreApplication::translate("metadesk::valuecodec", "(empty)");
    if (column.kind != ColumnKind::Secret && isBinary(column, edit))
        return QCoreApplication::translate("metadesk::valuecodec", "%n byte(s)", nullptr,
                                           int(edit.toByteArray().size()));
    switch (column.kind) {
    case ColumnKind::Secret:
        return QCoreApplication::translate("metadesk::valuecodec", "•••••• (hidden)");
    case ColumnKind::Bool:
        return edit.toBool() ? QCoreApplication::translate("metadesk::valuecodec", "yes")
                             : QCoreApplication::translate("metadesk::valuecodec", "no");
    case ColumnKind::Timestamp: {
        const QDateTime dt = edit.typeId() == QMetaType::QDateTime ? edit.toDateTime() : parseTimestamp(edit);
        return dt.isValid() ? timedisplay::text(dt) : edit.toString();
    }
    case ColumnKind::Date:
        return edit.typeId() == QMetaType::QDate ? edit.toDate().toString(Qt::ISODate) : edit.toString();
    case ColumnKind::TextArray:
        return edit.toStringList().join(QStringLiteral(", "));
    case ColumnKind::Json: {
        const QJsonDocument doc = QJsonDocument::fromJson(edit.toString().toUtf8());
        return doc.isNull() ? edit.toString() : QString::fromUtf8(doc.toJson(QJsonDocument::Compact));
    }
    default:
        return edit.toString();
    }
}

QStringList parsePgArray(const QString& text) {
    QStringList out;
    QString t = text.trimmed();
    if (t.size() < 2 || !t.startsWith(QLatin1Char('{')) || !t.endsWith(QLatin1Char('}')))
        return t.isEmpty() ? out : QStringList{t};
    t = t.mid(1, t.size() - 2);
    if (t.isEmpty())
        return out;
    QString item;
    bool quoted = false, wasQuoted = false;
    for (int i = 0; i < t.size(); ++i) {
        const QChar c = t.at(i);
        if (quoted) {
            if (c == QLatin1Char('\\') && i + 1 < t.size())
                item += t.at(++i);
            else if (c == QLatin1Char('"'))
                quoted = false;
            else
                item += c;
        } else if (c == QLatin1Char('"')) {
            quoted = true;
            wasQuoted = true;
        } else if (c == QLatin1Char(',')) {
            out << ((!wasQuoted && item == QLatin1String("NULL")) ? QString() : item);
            item.clear();
            wasQuoted = false;
        } else {
            item += c;
        }
    }
    out << ((!wasQuoted && item == QLatin1String("NULL")) ? QString() : item);
    return out;
}

QString toPgArray(const QStringList& items) {
    QStringList quoted;
    for (QString item : items) {
        item.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
        item.replace(QLatin1Char('"'), QStringLiteral("\\\""));
        quoted << QLatin1Char('"') + item + QLatin1Char('"');
    }
    return QLatin1Char('{') + quoted.join(QLatin1Char(',')) + QLatin1Char('}');
}

} // namespace metadesk::valuecodec
