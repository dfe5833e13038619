#include "FlowHistory.h"

#include "core/db/DbConnection.h"
#include "core/diff/JsonDiff.h"
#include "core/edit/ValueCodec.h"

#include <QSqlQuery>
#include <QStringDecoder>

namespace metadesk {

QString FlowVersionInfo::who() const {
    if (!author.isEmpty())
        return author;
    return createdBy.isNull() ? FlowHistory::tr("(nobody recorded)")
                              : FlowHistory::tr("(user #%1, gone)").arg(createdBy.toLongLong());
}

bool FlowHistory::available(QString* why) const {
    if (m_conn.hasTable(QStringLiteral("flows")) && m_conn.hasTable(QStringLiteral("flow_versions")))
        return true;
    if (why)
        *why = tr("%1 has no Tabularia flows (no flows and flow_versions tables).").arg(m_conn.url().toDisplayString());
    return false;
}

bool FlowHistory::flowName(qint64 flowId, QString* name, bool* found, QString* error) const {
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q, QStringLiteral("SELECT name FROM flows WHERE id = ?"), {flowId}, error))
        return false;
    *found = q.next();
    if (*found)
        *name = q.value(0).toString();
    return true;
}

bool FlowHistory::versions(qint64 flowId, QList<FlowVersionInfo>* out, QString* error) const {
    // Who: the platform shows the author's full name, else the e-mail; a version keeps its row when the account
    // goes (created_by may be NULL), so the join is a left one.
    const bool users = m_conn.tableExists(QStringLiteral("users"));
    const QString sql =
        users ? QStringLiteral("SELECT v.id, v.version, v.note, CAST(v.created_at AS TEXT), v.created_by, "
                               "u.full_name, u.email FROM flow_versions v "
                               "LEFT JOIN users u ON u.id = v.created_by "
                               "WHERE v.flow_id = ? ORDER BY v.version DESC")
              : QStringLiteral("SELECT v.id, v.version, v.note, CAST(v.created_at AS TEXT), v.created_by, "
                               "NULL, NULL FROM flow_versions v "
                               "WHERE v.flow_id = ? ORDER BY v.version DESC");
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q, sql, {flowId}, error))
        return false;
    out->clear();
    while (q.next()) {
        FlowVersionInfo v;
        v.id = q.value(0).toLongLong();
        v.version = q.value(1).toInt();
        v.note = q.value(2).toString();
        v.createdAt = valuecodec::parseTimestamp(q.value(3));
        v.createdBy = q.value(4).isNull() ? QVariant() : QVariant(q.value(4).toLongLong());
        const QString fullName = q.value(5).toString().trimmed();
        v.author = fullName.isEmpty() ? q.value(6).toString() : fullName;
        v.current = out->isEmpty();
        out->append(v);
    }
    return true;
}

bool FlowHistory::definition(qint64 flowId, int version, QString* text, bool* found, QString* error) const {
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q, QStringLiteral("SELECT definition FROM flow_versions WHERE flow_id = ? AND version = ?"),
                          {flowId, version}, error))
        return false;
    *found = q.next();
    if (!*found)
        return true;
    const QVariant stored = q.value(0);
    if (stored.typeId() != QMetaType::QByteArray) {
        *text = stored.toString();
        return true;
    }
    // SQLite may hold the definition as a BLOB: read as UTF-8 only when it is UTF-8, never with replacement
    // characters standing in for bytes that are not (the diff would show a value that is not in the database).
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString decoded = utf8(stored.toByteArray());
    if (utf8.hasError()) {
        if (error)
            *error = tr("Version %1 of flow %2 is stored as %3 bytes that are not UTF-8 text: it cannot be compared "
                        "as text.")
                         .arg(version)
                         .arg(flowId)
                         .arg(stored.toByteArray().size());
        return false;
    }
    *text = decoded;
    return true;
}

bool FlowHistory::compare(qint64 flowId, int from, int to, DiffResult* out, int* missing, QString* error) const {
    QString oldText, newText;
    bool found = false;
    *missing = 0;
    for (const auto& [version, text] : {std::pair{from, &oldText}, std::pair{to, &newText}}) {
        if (!definition(flowId, version, text, &found, error))
            return false;
        if (!found) {
            *missing = version;
            return true;
        }
    }
    *out = JsonDiff::compare(oldText, newText);
    return true;
}

bool FlowHistory::flowOfVersionRow(qint64 rowId, qint64* flowId, bool* found, QString* error) const {
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q, QStringLiteral("SELECT flow_id FROM flow_versions WHERE id = ?"), {rowId}, error))
        return false;
    *found = q.next();
    if (*found)
        *flowId = q.value(0).toLongLong();
    return true;
}

} // namespace metadesk
