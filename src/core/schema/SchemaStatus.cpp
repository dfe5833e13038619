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
        if (pending.isEmpty() && !unbuilt.isEmpty())
            return QObject::tr("%1 %2, its index %3 not built yet (Apply builds it)")
                .arg(name, at, unbuilt.join(QLatin1String(", ")));
        return QObject::tr("%1 %2, %n migration(s) pending (head %3)", nullptr, int(pending.size()))
            .arg(name, at, head);
    case State::Ahead:
        // "Newer" only when it is known to be: a revision Metadesk does not know may as well be an older one.
        if (unknownIsNewer)
            return QObject::tr("%1 %2, newer than this Metadesk (unknown: %3)")
                .arg(name, at, unknown.join(QLatin1String(", ")));
        return QObject::tr("%1 %2, a revision this Metadesk does not know (%3)")
            .arg(name, at, unknown.join(QLatin1String(", ")));
    case State::Modified:
        return QObject::tr("%1 %2, but the live schema differs from what its migrations make").arg(name, at);
    case State::Unmanaged:
        return QObject::tr("%1: %2").arg(name, detail);
    }
    return {};
}

QString SchemaStatus::unrecordedText() const {
    const QString adopt =
        adoptAt.isEmpty()
            ? QObject::tr("Not recorded: the tables are there, no revision is recorded; Baseline (stamp) adopts it at "
                          "the revision its schema is.")
            : QObject::tr("Not recorded: the tables are there, no revision is recorded; Baseline (stamp) adopts it at "
                          "%1 once its schema matches.")
                  .arg(adoptAt);
    return origin.isEmpty() ? adopt : QObject::tr("%1 It was %2.").arg(adopt, origin);
}

QString SchemaStatus::refusal() const {
    switch (state) {
    case SchemaStatus::State::Ahead:
        return unknownIsNewer
                   ? QObject::tr("%1 is newer than this Metadesk knows (%2); nothing was changed.")
                         .arg(platforms::displayName(platform), unknown.join(QLatin1String(", ")))
                   : QObject::tr("%1 is at a revision this Metadesk does not know (%2); nothing was changed.")
                         .arg(platforms::displayName(platform), unknown.join(QLatin1String(", ")));
    case SchemaStatus::State::Modified:
        return QObject::tr("%1's live schema differs from what its applied migrations make; nothing was changed.")
            .arg(platforms::displayName(platform));
    case SchemaStatus::State::Unmanaged:
        if (!adoptAt.isEmpty())
            return QObject::tr("%1. Adopt it first with a baseline (migrate stamp %2, or Baseline in the migration "
                               "panel); nothing was changed.")
                .arg(summary(), adoptAt);
        return QObject::tr("%1; nothing was changed.").arg(summary());
    default:
        return {};
    }
}

} // namespace metadesk
