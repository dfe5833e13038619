#include "TimeDisplay.h"

#include "Settings.h"

#include <QCoreApplication>
#include <QTimeZone>

#include <atomic>

namespace metadesk::timedisplay {

namespace {
// -1: not read yet; else int(Zone). Read by model code on the GUI thread and by workers formatting values.
std::atomic<int> g_zone{-1};

QString tr(const char* text) {
    return QCoreApplication::translate("metadesk::timedisplay", text);
}
} // namespace

Zone zone() {
    int z = g_zone.load();
    if (z < 0) {
        z = Settings::instance().get(Settings::Key::TimeZone).toString() == QLatin1String("utc") ? int(Zone::Utc)
                                                                                                 : int(Zone::Local);
        g_zone.store(z);
    }
    return Zone(z);
}

void setZone(Zone z) {
    Settings::instance().set(Settings::Key::TimeZone, z == Zone::Utc ? QStringLiteral("utc") : QStringLiteral("local"));
    g_zone.store(int(z));
}

void reload() {
    g_zone.store(-1);
}

QString format() {
    return QStringLiteral("yyyy-MM-dd HH:mm:ss");
}

QTimeZone timeZone() {
    return zone() == Zone::Utc ? QTimeZone::utc() : QTimeZone::systemTimeZone();
}

QDateTime inZone(const QDateTime& time) {
    return zone() == Zone::Utc ? time.toUTC() : time.toLocalTime();
}

QString text(const QDateTime& time) {
    return time.isValid() ? inZone(time).toString(format()) : QString();
}

QString zoneName() {
    return zone() == Zone::Utc ? QStringLiteral("UTC") : localZoneName();
}

QString localZoneName() {
    const QTimeZone local = QTimeZone::systemTimeZone();
    const QDateTime now = QDateTime::currentDateTime();
    const int offset = local.offsetFromUtc(now);
    auto hours = [](int seconds) {
        return QStringLiteral("%1%2:%3")
            .arg(seconds < 0 ? QLatin1Char('-') : QLatin1Char('+'))
            .arg(qAbs(seconds) / 3600, 2, 10, QLatin1Char('0'))
            .arg(qAbs(seconds) % 3600 / 60, 2, 10, QLatin1Char('0'));
    };
    QString utcOffset = QStringLiteral("UTC") + hours(offset);
    // A zone with summer time has two offsets over the year: a time from the other season is shown in its own, so
    // naming today's alone would be wrong for half the rows.
    const int year = now.date().year();
    const int january = local.offsetFromUtc(QDateTime(QDate(year, 1, 15), QTime(12, 0), Qt::UTC));
    const int july = local.offsetFromUtc(QDateTime(QDate(year, 7, 15), QTime(12, 0), Qt::UTC));
    if (january != july)
        utcOffset = QStringLiteral("UTC%1/%2").arg(hours(qMin(january, july)), hours(qMax(january, july)));
    const QString id = QString::fromUtf8(local.id());
    // A system without a named zone (TZ unset in a container) is UTC itself, or an offset.
    if (id.isEmpty() || (offset == 0 && (id.endsWith(QLatin1String("UTC")) || id.endsWith(QLatin1String("UCT")) ||
                                         id.endsWith(QLatin1String("GMT")) || id == QLatin1String("Etc/Zulu"))))
        return offset == 0 ? QStringLiteral("UTC") : utcOffset;
    return tr("%1, %2").arg(id, utcOffset);
}

QString zoneSentence() {
    return tr("Times in %1.").arg(zoneName());
}

QString utcText(const QDateTime& time) {
    return time.isValid() ? time.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss 'UTC'")) : QString();
}

} // namespace metadesk::timedisplay
