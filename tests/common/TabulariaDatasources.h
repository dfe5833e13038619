#pragma once

#include "TabulariaRuns.h"

namespace metadesk::test {

/// On top of seedRuns: datasources, their data contracts and dbt AI texts in the shapes the platform writes them.
///
///   datasource  origin                         key                       runs referring  contract rows (c/v/r)
///   1 sales     flow 6, snapshot run 9         datasets/1/a.parquet      6, 9            1 / 2 / 3
///   2 crm       connection 1, interval:60 by 1 datasets/2/b.parquet      8               1 / 1 / 1
///   3 draft     neither, snapshot run 777      "" (never ingested)       —               —
///
/// dbt_ai_texts: flow 8 version 1: 2 describe + 1 translate; flow 8 version 2: 1 describe; flow 9 version 1: 1
/// describe.
inline bool seedDatasources(const DbConnection& conn, QString* error) {
    const QStringList sql = {
        QStringLiteral("INSERT INTO connections (password_encrypted, extra, id, name, description, project_id, "
                       "owner_id, db_type, host, port, username, database, db_schema, created_at, updated_at) VALUES "
                       "('gAAAA', '{}', 1, 'warehouse', '', 1, 1, 'postgresql', 'db.example', 5432, 'reader', 'dw', "
                       "'public', '2026-01-01 00:00:00', '2026-01-01 00:00:00')"),
        QStringLiteral("INSERT INTO datasources (columns, sort_keys, column_descriptions, source_ref, id, name, "
                       "description, project_id, owner_id, bucket, key, rows, kind, flow_id, connection_id, "
                       "source_type, refreshed_at, refresh_schedule, refresh_scheduled_by, next_refresh_at, "
                       "snapshot_run_id, created_at, updated_at) VALUES "
                       "('[]', '[]', '{}', NULL, 1, 'sales', '', 1, 1, 'tabularia', 'datasets/1/a.parquet', 10, "
                       "'flow', 6, NULL, NULL, NULL, NULL, NULL, NULL, 9, '2026-01-01 00:00:00', "
                       "'2026-01-01 00:00:00'), "
                       "('[]', '[]', '{}', 'public.crm', 2, 'crm', '', 1, 1, 'tabularia', 'datasets/2/b.parquet', 5, "
                       "'database', NULL, 1, 'table', '2026-01-02 00:00:00', 'interval:60', 1, '2026-01-02 "
                       "01:00:00', 8, '2026-01-01 00:00:00', '2026-01-02 00:00:00'), "
                       "('[]', '[]', '{}', NULL, 3, 'draft', '', 1, 1, 'tabularia', '', NULL, 'flow', NULL, NULL, "
                       "NULL, NULL, NULL, NULL, NULL, 777, '2026-01-01 00:00:00', '2026-01-01 00:00:00')"),
        QStringLiteral("UPDATE runs SET datasource_id = 1 WHERE id IN (6, 9)"),
        QStringLiteral("UPDATE runs SET datasource_id = 2 WHERE id = 8"),
        QStringLiteral(
            "INSERT INTO data_contracts (document, last_report, id, datasource_id, version, enabled, status, "
            "checked_at, errors, warnings, blocked_at, blocked_run_id, notify_emails, "
            "notify_connection_id, created_by, updated_by, created_at, updated_at) VALUES "
            "('{\"rules\": []}', NULL, 1, 1, 2, TRUE, 'passed', NULL, 0, 0, NULL, NULL, NULL, NULL, 1, 1, "
            "'2026-01-01 00:00:00', '2026-01-01 00:00:00'), "
            "('{\"rules\": []}', NULL, 2, 2, 1, TRUE, 'pending', NULL, 0, 0, NULL, NULL, NULL, NULL, 1, 1, "
            "'2026-01-01 00:00:00', '2026-01-01 00:00:00')"),
        QStringLiteral("INSERT INTO data_contract_versions (document, id, datasource_id, version, created_by, "
                       "created_at) VALUES ('{}', 1, 1, 1, 1, '2026-01-01 00:00:00'), ('{\"rules\": []}', 2, 1, 2, "
                       "1, '2026-01-01 00:00:00'), ('{}', 3, 2, 1, 1, '2026-01-01 00:00:00')"),
        QStringLiteral("INSERT INTO data_contract_results (report, id, datasource_id, contract_version, trigger, "
                       "run_id, snapshot_key, outcome, blocked, errors, warnings, rows, notify, evaluated_at) VALUES "
                       "('{}', 1, 1, 1, 'publish', 9, 'datasets/1/a.parquet', 'passed', FALSE, 0, 0, 10, NULL, "
                       "'2026-01-01 00:00:00'), ('{}', 2, 1, 2, 'save', NULL, 'datasets/1/a.parquet', 'passed', FALSE, "
                       "0, 0, 10, NULL, '2026-01-01 00:00:00'), ('{}', 3, 1, 2, 'freshness', NULL, "
                       "'datasets/1/a.parquet', 'warning', FALSE, 0, 1, NULL, NULL, '2026-01-01 00:00:00'), ('{}', "
                       "4, 2, 1, 'refresh', 8, 'datasets/2/b.parquet', 'passed', FALSE, 0, 0, 5, NULL, '2026-01-01 "
                       "00:00:00')"),
        QStringLiteral("INSERT INTO dbt_ai_texts (text, id, flow_id, flow_version, kind, key, model_id, created_at) "
                       "VALUES ('What it does.', 1, 8, 1, 'describe', 'flow:8@v1', 'm', '2026-01-01 00:00:00'), "
                       "('A column.', 2, 8, 1, 'describe', 'col:ds:1:amount:number', 'm', '2026-01-01 00:00:00'), "
                       "('SELECT 1', 3, 8, 1, 'translate', 'sql:abc', 'm', '2026-01-01 00:00:00'), "
                       "('Later.', 4, 8, 2, 'describe', 'flow:8@v2', 'm', '2026-01-01 00:00:00'), "
                       "('Other.', 5, 9, 1, 'describe', 'flow:9@v1', 'm', '2026-01-01 00:00:00')"),
    };
    QSqlQuery q(conn.db());
    for (const QString& s : sql)
        if (!conn.execBound(&q, s, {}, error))
            return false;
    if (conn.isPostgres())
        for (const char* table : {"connections", "datasources", "data_contracts", "data_contract_versions",
                                  "data_contract_results", "dbt_ai_texts"})
            if (!conn.execBound(&q,
                                QStringLiteral("SELECT setval(pg_get_serial_sequence('%1', 'id'), (SELECT max(id) "
                                               "FROM %1))")
                                    .arg(QLatin1String(table)),
                                {}, error))
                return false;
    return true;
}

/// The documents of datasource 4's contract versions, as the platform's `save` stores them (json.dumps, keys sorted).
inline QString contractDocument(int version) {
    switch (version) {
    case 1:
        return QStringLiteral(R"({"description": "", "rules": [{"column": "amount", "id": "r1", "kind": "not_null", )"
                              R"("severity": "error"}]})");
    case 2:
        return QStringLiteral(R"({"description": "", "rules": [{"column": "amount", "id": "r1", "kind": "not_null", )"
                              R"("severity": "error"}, {"column": "amount", "id": "r2", "kind": "range", "min": 0, )"
                              R"("severity": "warning"}]})");
    default:
        return QStringLiteral(R"({"description": "Orders", "rules": [{"column": "amount", "id": "r1", "kind": )"
                              R"("not_null", "severity": "warning"}]})");
    }
}

/// On top of seedDatasources: datasource 4 "orders" with a contract saved three times and an alerts' outbox, around
/// `now`.
///
///   contract 3: version 3 (document of v3), enabled, status failed (1 error), alerts to ops@example.com by SMTP
///               connection 1. Versions 1 (by user 1), 2 (nobody recorded), 3 (by user 1).
///   results     10 refresh   failed   notify sending, evaluated 2 h ago   (a claim left behind)
///               11 freshness warning  notify pending, evaluated 1 h ago
///               12 publish   passed   notify sent,    evaluated 3 h ago
///               13 publish   failed   notify sending, evaluated 60 s ago  (a claim that may be at work)
inline bool seedContractHistory(const DbConnection& conn, const QDateTime& now, QString* error) {
    const QString t = timeParam(conn);
    QSqlQuery q(conn.db());
    if (!conn.execBound(&q,
                        QStringLiteral("INSERT INTO datasources (columns, sort_keys, column_descriptions, source_ref, "
                                       "id, name, description, project_id, owner_id, bucket, key, rows, kind, flow_id, "
                                       "connection_id, source_type, snapshot_run_id, created_at, updated_at) VALUES "
                                       "('[]', '[]', '{}', NULL, 4, 'orders', '', 1, 1, 'tabularia', "
                                       "'datasets/4/o.parquet', 7, 'flow', NULL, NULL, NULL, NULL, "
                                       "'2026-01-01 00:00:00', '2026-01-01 00:00:00')"),
                        {}, error))
        return false;
    if (!conn.execBound(
            &q,
            QStringLiteral("INSERT INTO data_contracts (document, last_report, id, datasource_id, version, enabled, "
                           "status, checked_at, errors, warnings, blocked_at, blocked_run_id, notify_emails, "
                           "notify_connection_id, created_by, updated_by, created_at, updated_at) VALUES "
                           "(?, '{\"outcome\": \"failed\"}', 3, 4, 3, TRUE, 'failed', '2026-01-03 00:00:00', 1, 0, "
                           "NULL, NULL, 'ops@example.com', 1, 1, 1, '2026-01-01 00:00:00', '2026-01-03 00:00:00')"),
            {contractDocument(3)}, error))
        return false;
    const QList<std::pair<int, QVariant>> versions = {{1, 1}, {2, QVariant()}, {3, 1}};
    for (const auto& [v, by] : versions)
        if (!conn.execBound(&q,
                            QStringLiteral("INSERT INTO data_contract_versions (document, id, datasource_id, version, "
                                           "created_by, created_at) VALUES (?, ?, 4, ?, ?, ?)"),
                            {contractDocument(v), 10 + v, v, by, QStringLiteral("2026-01-0%1 00:00:00").arg(v)}, error))
            return false;
    struct Result {
        int id;
        const char* trigger;
        const char* outcome;
        const char* notify;
        int secondsAgo;
    };
    for (const Result& r :
         {Result{10, "refresh", "failed", "sending", 7200}, Result{11, "freshness", "warning", "pending", 3600},
          Result{12, "publish", "passed", "sent", 10800}, Result{13, "publish", "failed", "sending", 60}})
        if (!conn.execBound(
                &q,
                QStringLiteral("INSERT INTO data_contract_results (report, id, datasource_id, "
                               "contract_version, trigger, run_id, snapshot_key, outcome, blocked, errors, "
                               "warnings, rows, notify, evaluated_at) VALUES ('{\"outcome\": \"%1\"}', ?, 4, "
                               "3, ?, NULL, 'datasets/4/o.parquet', ?, FALSE, ?, 0, 7, ?, %2)")
                    .arg(QLatin1String(r.outcome), t),
                {r.id, QString::fromLatin1(r.trigger), QString::fromLatin1(r.outcome),
                 qstrcmp(r.outcome, "failed") == 0 ? 1 : 0, QString::fromLatin1(r.notify),
                 runTime(conn, now.addSecs(-r.secondsAgo))},
                error))
            return false;
    if (conn.isPostgres())
        for (const char* table : {"datasources", "data_contracts", "data_contract_versions", "data_contract_results"})
            if (!conn.execBound(&q,
                                QStringLiteral("SELECT setval(pg_get_serial_sequence('%1', 'id'), (SELECT max(id) "
                                               "FROM %1))")
                                    .arg(QLatin1String(table)),
                                {}, error))
                return false;
    return true;
}

} // namespace metadesk::test
