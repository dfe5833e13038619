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
    /// Where the changes to the journal's database go, as the writer that fills the journal sees its schema: which
    /// platforms it holds and whether its Holotable has the audit table of its migration 012.
    struct Coverage {
        bool known = false; ///< set by a writer (RowWriter::setJournal); false: the journal alone, nothing known
        bool tabularia = false;
        bool holotable = false;
        bool holotableAuditLog = false;
    };

    explicit ChangeJournal(QString path);

    void setCoverage(const Coverage& coverage) { m_coverage = coverage; }
    const Coverage& coverage() const { return m_coverage; }

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
    Coverage m_coverage;
};

} // namespace metadesk
