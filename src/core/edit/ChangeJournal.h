#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>

namespace metadesk {

/// A local, append-only record of the changes Metadesk made to a database that has no audit table of its own
/// (Holotable): one JSON object per line, appended and flushed to disk after each committed change. Never rewritten;
/// the app shows it and exports it.
class ChangeJournal {
public:
    explicit ChangeJournal(QString path);

    const QString& path() const { return m_path; }
    bool append(const QJsonObject& entry, QString* error);
    /// Every entry, oldest first. Lines that cannot be read (a torn last line after a crash) are skipped and counted.
    QList<QJsonObject> entries(int* unreadable = nullptr) const;
    /// Writes every entry as one JSON array (for an auditor).
    bool exportTo(const QString& file, QString* error) const;

    /// Where the journal of a database lives: <dataDir>/journal/<hash of the database's display address>.jsonl.
    static QString pathFor(const QString& dataDir, const QString& databaseDisplayName);

private:
    QString m_path;
};

} // namespace metadesk
