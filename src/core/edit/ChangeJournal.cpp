#include "ChangeJournal.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace metadesk {

ChangeJournal::ChangeJournal(QString path) : m_path(std::move(path)) {}

QString ChangeJournal::pathFor(const QString& dataDir, const QString& databaseDisplayName) {
    const QByteArray hash = QCryptographicHash::hash(databaseDisplayName.toUtf8(), QCryptographicHash::Sha256).toHex();
    return QDir(dataDir).filePath(QStringLiteral("journal/%1.jsonl").arg(QString::fromLatin1(hash.left(24))));
}

bool ChangeJournal::append(const QJsonObject& entry, QString* error) {
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QFile file(m_path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Append)) {
        if (error)
            *error = QObject::tr("Could not open the change journal %1: %2").arg(m_path, file.errorString());
        return false;
    }
    const QByteArray line = QJsonDocument(entry).toJson(QJsonDocument::Compact) + '\n';
    if (file.write(line) != line.size() || !file.flush()) {
        if (error)
            *error = QObject::tr("Could not write the change journal %1: %2").arg(m_path, file.errorString());
        return false;
    }
    return true;
}

QList<QJsonObject> ChangeJournal::entries(int* unreadable) const {
    QList<QJsonObject> out;
    int bad = 0;
    QFile file(m_path);
    if (file.open(QIODevice::ReadOnly)) {
        while (!file.atEnd()) {
            const QByteArray line = file.readLine().trimmed();
            if (line.isEmpty())
                continue;
            const QJsonDocument doc = QJsonDocument::fromJson(line);
            if (doc.isObject())
                out << doc.object();
            else
                ++bad;
        }
    }
    if (unreadable)
        *unreadable = bad;
    return out;
}

bool ChangeJournal::exportTo(const QString& fileName, QString* error) const {
    QJsonArray array;
    for (const QJsonObject& e : entries())
        array.append(e);
    QSaveFile file(fileName);
    if (!file.open(QIODevice::WriteOnly) || file.write(QJsonDocument(array).toJson()) < 0 || !file.commit()) {
        if (error)
            *error = QObject::tr("Could not write %1: %2").arg(fileName, file.errorString());
        return false;
    }
    return true;
}

} // namespace metadesk
