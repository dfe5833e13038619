#pragma once

#include "ChatRetention.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>

namespace metadesk {

class DbConnection;

/// One generation_log row as the platform's reader returns it.
struct GenerationLogEntry {
    QString id;
    QString workspaceId;
    QString createdBy;
    QDateTime createdAt;
    QString mode;
    QString sourceId;
    QString prompt; ///< stored redacted; untrusted, shown as text
    QString model;
    qint64 attempts = 0;
    qint64 inputTokens = 0;
    qint64 outputTokens = 0;
    QString error;
};

/// Holotable's generation log read as GET /api/generation-log reads it: newest first, at most kPage rows, and
/// GENERATION_LOG_RETENTION_DAYS applied on read (a row at or past the window is not shown: the platform sweeps it on
/// the workspace's next generation and hides it meanwhile; 0 days shows every row). Read-only.
class GenerationLog {
    Q_DECLARE_TR_FUNCTIONS(GenerationLog)
public:
    /// GENERATION_LOG_MAX_PAGE: the most rows one read returns.
    static constexpr int kPage = 200;

    GenerationLog(const DbConnection& conn, const ChatRetention& retention, const QDateTime& now);
    /// The newest rows of `workspaceId` (every workspace when empty); false with the reason in *error.
    bool read(const QString& workspaceId, QList<GenerationLogEntry>* out, QString* error) const;

private:
    const DbConnection& m_conn;
    ChatRetention m_retention;
    QDateTime m_now;
};

} // namespace metadesk
