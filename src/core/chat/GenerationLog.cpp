#include "GenerationLog.h"

#include "core/db/DbConnection.h"
#include "core/edit/ValueCodec.h"

#include <QSqlQuery>

namespace metadesk {

GenerationLog::GenerationLog(const DbConnection& conn, const ChatRetention& retention, const QDateTime& now)
    : m_conn(conn), m_retention(retention), m_now(now.toUTC()) {}

bool GenerationLog::read(const QString& workspaceId, QList<GenerationLogEntry>* out, QString* error) const {
    out->clear();
    if (!m_conn.tableExists(QStringLiteral("generation_log"))) {
        *error = tr("This database has no Holotable generation log (it came with migration 009).");
        return false;
    }
    // Newest first, bounded; the window is applied to what is read: the rows it drops are the oldest, so the page
    // is the one the platform returns.
    QString sql = QStringLiteral("SELECT id, workspace_id, created_by, created_at, mode, source_id, prompt_redacted, "
                                 "model, attempts, input_tokens, output_tokens, error FROM generation_log");
    QVariantList values;
    if (!workspaceId.isEmpty()) {
        sql += QStringLiteral(" WHERE workspace_id = ?");
        values << workspaceId;
    }
    sql += QStringLiteral(" ORDER BY created_at DESC, id DESC LIMIT ?");
    values << kPage;
    QSqlQuery q(m_conn.db());
    q.setForwardOnly(true);
    if (!m_conn.execBound(&q, sql, values, error))
        return false;
    const QDateTime cutoff = m_now.addDays(-m_retention.generationLogDays);
    while (q.next()) {
        GenerationLogEntry e;
        e.createdAt = valuecodec::parseTimestamp(q.value(3));
        if (m_retention.generationLogDays > 0 && e.createdAt.isValid() && e.createdAt <= cutoff)
            break; // ordered newest first: everything after is older still
        e.id = q.value(0).toString();
        e.workspaceId = q.value(1).toString();
        e.createdBy = q.value(2).toString();
        e.mode = q.value(4).toString();
        e.sourceId = q.value(5).toString();
        e.prompt = q.value(6).toString();
        e.model = q.value(7).toString();
        e.attempts = q.value(8).toLongLong();
        e.inputTokens = q.value(9).toLongLong();
        e.outputTokens = q.value(10).toLongLong();
        e.error = q.value(11).toString();
        out->append(e);
    }
    return true;
}

} // namespace metadesk
