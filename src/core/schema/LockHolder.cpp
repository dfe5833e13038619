#include "LockHolder.h"

#include "core/settings/TimeDisplay.h"

#include <QObject>

namespace metadesk {

QString LockHolder::describe() const {
    const QString app = applicationName.isEmpty() ? QObject::tr("no application name") : applicationName;
    const QString when = since.isValid() ? timedisplay::utcText(since) : QObject::tr("an unknown time");
    return QObject::tr("pid %1 (%2), since %3").arg(pid).arg(app, when);
}

} // namespace metadesk
