#include "SchemaStatus.h"

#include <QObject>

namespace metadesk {

QString SchemaStatus::stateName(State state) {
    switch (state) {
    case State::Absent:
        return QStringLiteral("absent");
    case State::Current:
        return QStringLiteral("current");
    case State::Behind:
        return QStringLiteral("behind");
    case State::Ahead:
        return QStringLiteral("ahead");
    case State::Modified:
        return QStringLiteral("modified");
    case State::Unmanaged:
        return QStringLiteral("unmanaged");
    }
    return {};
}

QString SchemaStatus::summary() const {
    const QString name = platforms::displayName(platform);
    const QString at = current.isEmpty() ? QObject::tr("no migration applied") : QObject::tr("at %1").arg(current);
    switch (state) {
    case State::Absent:
        return QObject::tr("%1 not installed (%2 migrations available, head %3)")
            .arg(name)
            .arg(pending.size())
            .arg(head);
    case State::Current:
        return QObject::tr("%1 %2, up to date").arg(name, at);
    case State::Behind:
        return QObject::tr("%1 %2, %n migration(s) pending (head %3)", nullptr, int(pending.size()))
            .arg(name, at, head);
    case State::Ahead:
        return QObject::tr("%1 %2, newer than this Metadesk (unknown: %3)")
            .arg(name, at, unknown.join(QLatin1String(", ")));
    case State::Modified:
        return QObject::tr("%1 %2, but applied migrations were changed since (%3)")
            .arg(name, at, modified.join(QLatin1String(", ")));
    case State::Unmanaged:
        return QObject::tr("%1: %2").arg(name, detail);
    }
    return {};
}

QString SchemaStatus::refusal() const {
    switch (state) {
    case SchemaStatus::State::Ahead:
        return QObject::tr("%1 is newer than this Metadesk knows (%2); nothing was changed.")
            .arg(platforms::displayName(platform), unknown.join(QLatin1String(", ")));
    case SchemaStatus::State::Modified:
        return QObject::tr("%1 migrations %2 were changed after they were applied (checksum differs); nothing was "
                           "changed.")
            .arg(platforms::displayName(platform), modified.join(QLatin1String(", ")));
    case SchemaStatus::State::Unmanaged:
        return QObject::tr("%1; nothing was changed.").arg(summary());
    default:
        return {};
    }
}

} // namespace metadesk
