#pragma once

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/ValueCodec.h"

#include <QDateTime>
#include <QSqlQuery>
#include <QStringList>

#include <QtGlobal>

namespace metadesk::test {

/// A point in time as Tabularia's runs store it (naive UTC text), to bind in plain SQL.
inline QVariant runTime(const DbConnection& conn, const QDateTime& t) {
    const ColumnDescriptor* c = conn.catalog().table(QStringLiteral("runs"))->column(QStringLiteral("started_at"));
    return valuecodec::toBind(*c, t.toUTC(), conn.isSqlite());
}

/// `?` on SQLite, a bound value read as a timestamp on PostgreSQL.
inline QString timeParam(const DbConnection& conn) {
    return conn.isSqlite() ? QStringLiteral("?") : QStringLiteral("CAST(? AS timestamp)");
}

/// Users, a project, flows 1–10 and runs around `now` in the shapes the platform writes them, for the queue's tests
/// (a Tabularia schema made by the migrations). Each run sits well away from the thresholds it is tested against:
///
///   id  kind           status   flow  clock                          marks at 60/900/3900 s    at 300/300/1800 s
///    1  orchestration  STARTED  1     heartbeat 30 s ago             —                          —
///    2  orchestration  STARTED  2     heartbeat 120 s ago            dead                       —
///    3  orchestration  STARTED  3     never beat                     dead                       dead
///    4  orchestration  PENDING  4     queued 600 s ago               —                          queued too long
///    5  orchestration  PENDING  5     queued 1200 s ago              queued too long            queued too long
///    6  flow           STARTED  6     engine began 100 s ago (5000)  —                          —
///    7  flow           PENDING  6     launched 4000 s ago            timed out                  timed out
///    8  ingest         STARTED  —     engine began 3000 s ago        —                          timed out
///    9  flow           SUCCESS  6     launched 9999 s ago            —                          —
///   10  orchestration  FAILURE  7     heartbeat 9999 s ago           —                          —
///
/// Users: 1 admin@example.com (active), 2 gone@example.com (inactive). Flows 8–10 have no runs.
inline bool seedRuns(const DbConnection& conn, const QDateTime& now, QString* error) {
    const QString t = timeParam(conn);
    const QStringList plain = {
        QStringLiteral("INSERT INTO users (id, email, full_name, hashed_password, is_active, is_superuser, "
                       "is_observer, created_at) VALUES (1, 'admin@example.com', 'Admin', NULL, TRUE, TRUE, FALSE, "
                       "'2026-01-01 00:00:00'), (2, 'gone@example.com', 'Gone', NULL, FALSE, FALSE, FALSE, "
                       "'2026-01-01 00:00:00')"),
        QStringLiteral("INSERT INTO projects (id, name, description, parent_id, owner_id, created_at) VALUES (1, "
                       "'Finance', '', NULL, 1, '2026-01-01 00:00:00')"),
    };
    QSqlQuery q(conn.db());
    for (const QString& sql : plain)
        if (!conn.execBound(&q, sql, {}, error))
            return false;
    for (int f = 1; f <= 10; ++f)
        if (!conn.execBound(
                &q,
                QStringLiteral("INSERT INTO flows (definition, id, name, description, project_id, owner_id, "
                               "engine, created_at, updated_at) VALUES ('{}', ?, ?, '', 1, 1, 'polars', "
                               "'2026-01-01 00:00:00', '2026-01-01 00:00:00')"),
                {f, QStringLiteral("flow %1").arg(f)}, error))
            return false;
    struct Run {
        int id;
        const char* kind;
        const char* status;
        int flow;         // 0: none
        int startedAgo;   // seconds
        int engineAgo;    // -1: NULL
        int heartbeatAgo; // -1: NULL
        const char* claimedBy;
    };
    const Run runs[] = {
        {1, "orchestration", "STARTED", 1, 200, -1, 30, "gw:1:aaaa"},
        {2, "orchestration", "STARTED", 2, 500, -1, 120, "gw:2:bbbb"},
        {3, "orchestration", "STARTED", 3, 500, -1, -1, "gw:3:cccc"},
        {4, "orchestration", "PENDING", 4, 600, -1, -1, nullptr},
        {5, "orchestration", "PENDING", 5, 1200, -1, -1, nullptr},
        {6, "flow", "STARTED", 6, 5000, 100, -1, nullptr},
        {7, "flow", "PENDING", 6, 4000, -1, -1, nullptr},
        {8, "ingest", "STARTED", 0, 7200, 3000, -1, nullptr},
        {9, "flow", "SUCCESS", 6, 9999, 9990, -1, nullptr},
        {10, "orchestration", "FAILURE", 7, 9999, -1, 9999, "gw:4:dddd"},
    };
    const auto at = [&](int ago) {
        return ago < 0 ? QVariant(QMetaType::fromType<QString>()) : runTime(conn, now.addSecs(-ago));
    };
    for (const Run& r : runs) {
        const bool orchestration = qstrcmp(r.kind, "orchestration") == 0;
        const QVariantList values{
            r.id,
            QString::fromLatin1(r.kind),
            r.flow > 0 ? QVariant(r.flow) : QVariant(QMetaType::fromType<int>()),
            orchestration ? QStringLiteral("") : QStringLiteral("task-%1").arg(r.id),
            QString::fromLatin1(r.status),
            orchestration ? QVariant(QStringLiteral("development")) : QVariant(QMetaType::fromType<QString>()),
            r.claimedBy ? QVariant(QString::fromLatin1(r.claimedBy)) : QVariant(QMetaType::fromType<QString>()),
            at(r.heartbeatAgo),
            at(r.startedAgo),
            at(r.engineAgo),
            r.id == 7 ? QVariant(QStringLiteral("Traceback: lost")) : QVariant(QMetaType::fromType<QString>()),
        };
        if (!conn.execBound(&q,
                            QStringLiteral("INSERT INTO runs (id, kind, flow_id, task_id, status, launched_by, "
                                           "trigger_type, input_key, output_bucket, output_key, publish_description, "
                                           "publish_overwrite, publish_sort_keys, engine_mode, claimed_by, "
                                           "heartbeat_at, started_at, engine_started_at, error_detail) VALUES (?, ?, "
                                           "?, ?, ?, 1, 'manual', '', '', '', '', FALSE, '[]', ?, ?, %1, %1, %1, ?)")
                                .arg(t),
                            values, error))
            return false;
    }
    // Ids were given: PostgreSQL's sequence must move past them, as it would had the platform inserted the rows.
    if (conn.isPostgres())
        for (const char* table : {"users", "projects", "flows", "runs"})
            if (!conn.execBound(&q,
                                QStringLiteral("SELECT setval(pg_get_serial_sequence('%1', 'id'), (SELECT max(id) "
                                               "FROM %1))")
                                    .arg(QLatin1String(table)),
                                {}, error))
                return false;
    return true;
}

} // namespace metadesk::test
