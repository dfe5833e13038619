#include "ContractHistory.h"

#include "core/db/DbConnection.h"
#include "core/diff/JsonDiff.h"
#include "core/edit/ValueCodec.h"

#include <QSqlQuery>
#include <QStringDecoder>

namespace metadesk {

namespace {
QVariant nullable(const QVariant& v) {
    return v.isNull() ? QVariant() : QVariant(v.toLongLong());
}

/// A TEXT column as text; SQLite may hold it as a BLOB: read as UTF-8 only when it is UTF-8.
bool storedText(const QVariant& stored, QString* text) {
    if (stored.typeId() != QMetaType::QByteArray) {
        *text = stored.toString();
        return true;
    }
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    *text = utf8(stored.toByteArray());
    return !utf8.hasError();
}
} // namespace

bool ContractHistory::available(QString* why) const {
    for (const char* table : {"datasources", "data_contracts", "data_contract_versions", "data_contract_results"}) {
        if (!m_conn.hasTable(QString::fromLatin1(table))) {
            if (why)
                *why = tr("%1 has no Tabularia data contracts (no %2 table).")
                           .arg(m_conn.url().toDisplayString(), QString::fromLatin1(table));
            return false;
        }
    }
    return true;
}

bool ContractHistory::datasourceName(qint64 id, QString* name, bool* found, QString* error) const {
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q, QStringLiteral("SELECT name FROM datasources WHERE id = ?"), {id}, error))
        return false;
    *found = q.next();
    if (*found)
        *name = q.value(0).toString();
    return true;
}

bool ContractHistory::contract(qint64 datasourceId, ContractState* out, bool* found, QString* error) const {
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q,
                          QStringLiteral("SELECT id, version, enabled, status, CAST(checked_at AS TEXT), errors, "
                                         "warnings, CAST(blocked_at AS TEXT), blocked_run_id, document, last_report, "
                                         "notify_emails, notify_connection_id, CAST(updated_at AS TEXT), updated_by "
                                         "FROM data_contracts WHERE datasource_id = ?"),
                          {datasourceId}, error))
        return false;
    *found = q.next();
    if (!*found)
        return true;
    ContractState c;
    c.id = q.value(0).toLongLong();
    c.version = q.value(1).toInt();
    c.enabled = q.value(2).toBool();
    c.status = q.value(3).toString();
    c.checkedAt = valuecodec::parseTimestamp(q.value(4));
    c.errors = q.value(5).toInt();
    c.warnings = q.value(6).toInt();
    c.blockedAt = valuecodec::parseTimestamp(q.value(7));
    c.blockedRunId = nullable(q.value(8));
    if (!storedText(q.value(9), &c.document) || !storedText(q.value(10), &c.lastReport)) {
        if (error)
            *error = tr("The contract of datasource %1 is stored as bytes that are not UTF-8 text.").arg(datasourceId);
        return false;
    }
    c.notifyEmails = q.value(11).toString();
    c.notifyConnectionId = nullable(q.value(12));
    c.updatedAt = valuecodec::parseTimestamp(q.value(13));
    c.updatedBy = nullable(q.value(14));
    *out = c;
    return true;
}

bool ContractHistory::versions(qint64 datasourceId, QList<FlowVersionInfo>* out, QString* error) const {
    ContractState state;
    bool hasContract = false;
    if (!contract(datasourceId, &state, &hasContract, error))
        return false;
    // Who: as the flows' history, the author's full name, else the e-mail; created_by may be NULL or gone.
    const bool users = m_conn.tableExists(QStringLiteral("users"));
    const QString sql = users ? QStringLiteral("SELECT v.id, v.version, CAST(v.created_at AS TEXT), v.created_by, "
                                               "u.full_name, u.email FROM data_contract_versions v "
                                               "LEFT JOIN users u ON u.id = v.created_by "
                                               "WHERE v.datasource_id = ? ORDER BY v.version DESC")
                              : QStringLiteral("SELECT v.id, v.version, CAST(v.created_at AS TEXT), v.created_by, "
                                               "NULL, NULL FROM data_contract_versions v "
                                               "WHERE v.datasource_id = ? ORDER BY v.version DESC");
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(&q, sql, {datasourceId}, error))
        return false;
    out->clear();
    while (q.next()) {
        FlowVersionInfo v;
        v.id = q.value(0).toLongLong();
        v.version = q.value(1).toInt();
        v.createdAt = valuecodec::parseTimestamp(q.value(2));
        v.createdBy = nullable(q.value(3));
        const QString fullName = q.value(4).toString().trimmed();
        v.author = fullName.isEmpty() ? q.value(5).toString() : fullName;
        // The contract's own number is its current document (services/contracts.py `save`); a contract removed
        // with its history kept has none.
        v.current = hasContract && v.version == state.version;
        out->append(v);
    }
    return true;
}

bool ContractHistory::document(qint64 datasourceId, int version, QString* text, bool* found, QString* error) const {
    QSqlQuery q(m_conn.db());
    if (!m_conn.execBound(
            &q, QStringLiteral("SELECT document FROM data_contract_versions WHERE datasource_id = ? AND version = ?"),
            {datasourceId, version}, error))
        return false;
    *found = q.next();
    if (*found && !storedText(q.value(0), text)) {
        if (error)
            *error = tr("Version %1 of the contract of datasource %2 is stored as bytes that are not UTF-8 text: it "
                        "cannot be compared as text.")
                         .arg(version)
                         .arg(datasourceId);
        return false;
    }
    return true;
}

bool ContractHistory::compare(qint64 datasourceId, int from, int to, DiffResult* out, int* missing,
                              QString* error) const {
    QString oldText, newText;
    bool found = false;
    *missing = 0;
    for (const auto& [version, text] : {std::pair{from, &oldText}, std::pair{to, &newText}}) {
        if (!document(datasourceId, version, text, &found, error))
            return false;
        if (!found) {
            *missing = version;
            return true;
        }
    }
    *out = JsonDiff::compare(oldText, newText);
    return true;
}

bool ContractHistory::readResults(const QString& where, const QVariantList& values, const QString& order, int limit,
                                  QList<ContractResultInfo>* out, QString* error) const {
    const QString sql =
        QStringLiteral("SELECT r.id, r.datasource_id, d.name, r.contract_version, r.trigger, r.run_id, r.outcome, "
                       "r.blocked, r.errors, r.warnings, r.rows, CAST(r.evaluated_at AS TEXT), r.notify, r.report "
                       "FROM data_contract_results r LEFT JOIN datasources d ON d.id = r.datasource_id %1 "
                       "ORDER BY %2 LIMIT %3")
            .arg(where, order)
            .arg(limit);
    QSqlQuery q(m_conn.db());
    q.setForwardOnly(true);
    if (!m_conn.execBound(&q, sql, values, error))
        return false;
    out->clear();
    while (q.next()) {
        ContractResultInfo r;
        r.id = q.value(0).toLongLong();
        r.datasourceId = q.value(1).toLongLong();
        r.datasourceName = q.value(2).toString();
        r.contractVersion = q.value(3).toInt();
        r.trigger = q.value(4).toString();
        r.runId = nullable(q.value(5));
        r.outcome = q.value(6).toString();
        r.blocked = q.value(7).toBool();
        r.errors = q.value(8).toInt();
        r.warnings = q.value(9).toInt();
        r.rows = nullable(q.value(10));
        r.evaluatedAt = valuecodec::parseTimestamp(q.value(11));
        r.notify = q.value(12).isNull() ? QVariant() : QVariant(q.value(12).toString());
        if (!storedText(q.value(13), &r.report))
            r.report.clear(); // shown as not text rather than with replacement characters
        out->append(r);
    }
    return true;
}

bool ContractHistory::results(const ResultFilter& filter, QList<ContractResultInfo>* out, QString* error) const {
    QStringList where;
    QVariantList values;
    if (filter.datasourceId > 0) {
        where << QStringLiteral("r.datasource_id = ?");
        values << filter.datasourceId;
    }
    if (!filter.outcome.isEmpty()) {
        where << QStringLiteral("r.outcome = ?");
        values << filter.outcome;
    }
    // The contract page's history: evaluated_at descending, then id (routes/contracts.py `contract_history`).
    return readResults(where.isEmpty() ? QString() : QStringLiteral("WHERE ") + where.join(QStringLiteral(" AND ")),
                       values, QStringLiteral("r.evaluated_at DESC, r.id DESC"), qBound(1, filter.limit, 100000), out,
                       error);
}

bool ContractHistory::outbox(QList<ContractResultInfo>* out, QString* error) const {
    // contract_notifier.deliver_pending takes notify = 'pending' by id; its claim moves one to 'sending'.
    return readResults(QStringLiteral("WHERE r.notify IN ('pending', 'sending')"), {}, QStringLiteral("r.id"), 100000,
                       out, error);
}

} // namespace metadesk
