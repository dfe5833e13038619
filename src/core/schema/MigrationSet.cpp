#include "MigrationSet.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QObject>

namespace metadesk {

bool MigrationSet::loadBuiltIn(Platform platform, bool sqlite, MigrationSet* out, QString* error) {
    return loadDirectory(
        platform,
        QStringLiteral(":/migrations/%1/%2")
            .arg(platforms::key(platform), sqlite ? QStringLiteral("sqlite") : QStringLiteral("postgresql")),
        out, error);
}

bool MigrationSet::loadDirectory(Platform platform, const QString& dirPath, MigrationSet* out, QString* error) {
    const QDir dir(dirPath);
    const QStringList files = dir.entryList({QStringLiteral("*.sql")}, QDir::Files, QDir::Name);
    if (files.isEmpty()) {
        if (error)
            *error = QObject::tr("No %1 migrations found in %2.").arg(platforms::displayName(platform), dirPath);
        return false;
    }
    QList<Migration> parsed;
    for (const QString& name : files) {
        QFile file(dir.filePath(name));
        if (!file.open(QIODevice::ReadOnly)) {
            if (error)
                *error = QObject::tr("Cannot read migration %1: %2").arg(file.fileName(), file.errorString());
            return false;
        }
        Migration m;
        if (!Migration::parse(platform, name, file.readAll(), &m, error))
            return false;
        parsed << m;
    }

    MigrationSet set;
    set.m_platform = platform;
    if (platform == Platform::Holotable) {
        set.m_migrations = parsed; // file-name order
    } else {
        // Order by the revision chain, and insist on one linear history: Metadesk does not merge Alembic branches.
        QHash<QString, int> byParent;
        QHash<QString, int> byId;
        for (int i = 0; i < parsed.size(); ++i) {
            const Migration& m = parsed.at(i);
            if (byId.contains(m.id) || byParent.contains(m.parent)) {
                if (error)
                    *error = QObject::tr("Tabularia migrations in %1 do not form one chain: %2 repeats a revision "
                                         "or a parent.")
                                 .arg(dirPath, m.fileName);
                return false;
            }
            byId.insert(m.id, i);
            byParent.insert(m.parent, i);
        }
        QString parent;
        while (byParent.contains(parent)) {
            const Migration& m = parsed.at(byParent.value(parent));
            set.m_migrations << m;
            parent = m.id;
        }
        if (set.m_migrations.size() != parsed.size()) {
            if (error)
                *error = QObject::tr("Tabularia migrations in %1 do not form one chain from the first revision: "
                                     "%2 of %3 are reachable.")
                             .arg(dirPath)
                             .arg(set.m_migrations.size())
                             .arg(parsed.size());
            return false;
        }
    }
    *out = set;
    return true;
}

int MigrationSet::indexOf(const QString& id) const {
    for (int i = 0; i < m_migrations.size(); ++i)
        if (m_migrations.at(i).id == id)
            return i;
    return -1;
}

const Migration* MigrationSet::find(const QString& id) const {
    const int i = indexOf(id);
    return i < 0 ? nullptr : &m_migrations.at(i);
}

MigrationSet MigrationSet::upTo(const QString& id) const {
    MigrationSet out;
    out.m_platform = m_platform;
    const int at = indexOf(id);
    if (at >= 0)
        out.m_migrations = m_migrations.mid(0, at + 1);
    return out;
}

} // namespace metadesk
