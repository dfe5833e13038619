#include "TimestampMatch.h"

#include "core/edit/ValueCodec.h"
#include "core/settings/TimeDisplay.h"

#include <QDateTime>
#include <QLocale>
#include <QRegularExpression>
#include <QTimeZone>

namespace metadesk::timestampmatch {

namespace {
constexpr qint64 kSecond = 1000000;

QString wallClock(qint64 micros, const QString& format) {
    const qint64 ms = micros >= 0 ? micros / 1000 : -((-micros + 999) / 1000);
    return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(format);
}

qint64 floorDiv(qint64 a, qint64 b) {
    return a >= 0 ? a / b : -((-a + b - 1) / b);
}

/// A day in the user's locale's short date format, as ISO text ("2026-10-15"), or empty.
QString localeDay(const QString& text) {
    const QLocale locale;
    QString format = locale.dateFormat(QLocale::ShortFormat);
    QDate day;
    if (format.contains(QLatin1String("yyyy"))) {
        day = locale.toDate(text, format);
    } else {
        day = locale.toDate(text, QString(format).replace(QLatin1String("yy"), QLatin1String("yyyy")));
        if (!day.isValid()) {
            day = locale.toDate(text, format); // Qt reads a two-digit year in the 1900s: this century's is meant
            if (day.isValid())
                day = day.addYears(100);
        }
    }
    return day.isValid() ? day.toString(Qt::ISODate) : QString();
}
} // namespace

bool parse(const QVariant& typed, Span* span) {
    if (typed.typeId() == QMetaType::QDateTime) {
        const QDateTime t = typed.toDateTime();
        if (!t.isValid())
            return false;
        span->from = t.toMSecsSinceEpoch() * 1000;
        span->until = span->from + 1000;
        return true;
    }
    // The zone only after a time: in "2026-03-05" the "-05" is the day.
    static const QRegularExpression re(
        QStringLiteral("^(\\d{4}-\\d{2}-\\d{2})(?:[ T](\\d{2}):(\\d{2})(?::(\\d{2})(?:[.,](\\d{1,6})\\d*)?)?"
                       " *(Z|[+-]\\d{2}(?::?\\d{2})?)?)?$"),
        QRegularExpression::CaseInsensitiveOption);
    QString text = typed.toString().trimmed();
    QRegularExpressionMatch m = re.match(text);
    bool shownZone = false; // written as the grid shows times: in the zone they are shown in
    if (!m.hasMatch()) {
        shownZone = true;
        // The user's short date, perhaps with a time: the same span as its ISO spelling.
        static const QRegularExpression time(QStringLiteral("^(\\S+)((?: +\\d{1,2}:\\d{2}(?::\\d{2})?))?$"));
        const QRegularExpressionMatch parts = time.match(text);
        const QString day = parts.hasMatch() ? localeDay(parts.captured(1)) : QString();
        if (day.isEmpty())
            return false;
        QString clock = parts.captured(2).trimmed();
        if (clock.indexOf(QLatin1Char(':')) == 1)
            clock.prepend(QLatin1Char('0'));
        m = re.match(clock.isEmpty() ? day : day + QLatin1Char(' ') + clock);
        if (!m.hasMatch())
            return false;
    }
    const QDate date = QDate::fromString(m.captured(1), Qt::ISODate);
    if (!date.isValid())
        return false;
    qint64 unit = 86400 * kSecond;
    qint64 micros = date.startOfDay(Qt::UTC).toMSecsSinceEpoch() * 1000;
    if (shownZone) {
        // The locale's form is what a person reads in the grid, so it is read in the zone the grid shows (the day
        // from its midnight to the next, a time as that wall-clock time there).
        const QTimeZone zone = timedisplay::timeZone();
        if (!m.hasCaptured(2)) {
            span->from = date.startOfDay(zone).toMSecsSinceEpoch() * 1000;
            span->until = date.addDays(1).startOfDay(zone).toMSecsSinceEpoch() * 1000;
            return true;
        }
        const int h = m.captured(2).toInt(), min = m.captured(3).toInt(), s = m.captured(4).toInt();
        const QTime clock(h, min, s);
        if (!clock.isValid())
            return false;
        span->from = QDateTime(date, clock, zone).toMSecsSinceEpoch() * 1000;
        span->until = span->from + (m.hasCaptured(4) ? kSecond : 60 * kSecond);
        return true;
    }
    if (m.hasCaptured(2)) {
        const int h = m.captured(2).toInt(), min = m.captured(3).toInt(), s = m.captured(4).toInt();
        if (h > 23 || min > 59 || s > 59)
            return false;
        micros += (h * 3600 + min * 60 + s) * kSecond;
        unit = m.hasCaptured(4) ? kSecond : 60 * kSecond;
        if (m.hasCaptured(5)) {
            const QString digits = m.captured(5);
            micros += digits.leftJustified(6, QLatin1Char('0')).toLongLong();
            unit = 1;
            for (qsizetype i = digits.size(); i < 6; ++i)
                unit *= 10;
        }
        const QString zone = m.captured(6).toUpper();
        if (!zone.isEmpty() && zone != QLatin1String("Z")) {
            const QString digits = zone.mid(1).remove(QLatin1Char(':'));
            const qint64 offset = digits.left(2).toInt() * 3600 + digits.mid(2).toInt() * 60;
            micros -= (zone.startsWith(QLatin1Char('-')) ? -offset : offset) * kSecond;
        }
    }
    span->from = micros;
    span->until = micros + unit;
    return true;
}

QString bindValue(const ColumnDescriptor& column, bool sqlite, qint64 micros, bool roundUp) {
    if (!sqlite) // to the microsecond; a naive column ignores the zone, and the text is UTC wall-clock time anyway
        return wallClock(micros, QStringLiteral("yyyy-MM-dd HH:mm:ss")) +
               QStringLiteral(".%1+00").arg(micros - floorDiv(micros, kSecond) * kSecond, 6, 10, QLatin1Char('0'));
    if (valuecodec::isNaiveTimestamp(column)) {
        // As SQLAlchemy writes it: no fraction on a whole second, else six digits. Text order is time order.
        const qint64 fraction = micros - floorDiv(micros, kSecond) * kSecond;
        QString text = wallClock(micros, QStringLiteral("yyyy-MM-dd HH:mm:ss"));
        if (fraction != 0)
            text += QStringLiteral(".%1").arg(fraction, 6, 10, QLatin1Char('0'));
        return text;
    }
    // ISO text with milliseconds and Z, as Metadesk and the platforms write it there.
    const qint64 ms = roundUp ? -floorDiv(-micros, 1000) : floorDiv(micros, 1000);
    return wallClock(ms * 1000, QStringLiteral("yyyy-MM-ddTHH:mm:ss.zzzZ"));
}

} // namespace metadesk::timestampmatch
