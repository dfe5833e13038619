#include "RetireSource.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditVocabulary.h"
#include "core/edit/RowStore.h"
#include "core/ops/OperationWriter.h"

#include <QSqlQuery>

namespace metadesk {

namespace {
const QString kEffect = QStringLiteral("effect");
const QString kTombstone = QStringLiteral("tombstone");
const QString kDelete = QStringLiteral("delete");
const QString kTombstonedAt = QStringLiteral("tombstoned_at");
} // namespace

bool RetireSource::referrers(const DbConnection& conn, const QString& id, QList<Referrer>* out, QString* error) {
    out->clear();
    // A panel's query.sourceId in any stored version, as isSourceReferenced asks it. A spec that is not JSON or whose
    // panels are not a list refers to nothing (the platform's own query would fail on it instead).
    const QString panels =
        conn.isSqlite()
            ? QStringLiteral("json_each(CASE WHEN json_valid(v.spec) AND json_type(v.spec, '$.panels') = 'array' "
                             "THEN v.spec ELSE '{\"panels\": []}' END, '$.panels') AS p "
                             "WHERE json_extract(p.value, '$.query.sourceId') = ?")
            : QStringLiteral("jsonb_array_elements(CASE WHEN jsonb_typeof(v.spec::jsonb -> 'panels') = 'array' "
                             "THEN v.spec::jsonb -> 'panels' ELSE '[]'::jsonb END) AS p "
                             "WHERE p -> 'query' ->> 'sourceId' = ?");
    const bool softDelete = conn.catalog().table(QStringLiteral("dashboards")) &&
                            conn.catalog().table(QStringLiteral("dashboards"))->column(QStringLiteral("deleted_at"));
    const QString sql =
        QStringLiteral("SELECT d.id, d.title, MAX(CASE WHEN d.current_version_id = v.id THEN 1 ELSE 0 END), %1 "
                       "FROM dashboard_versions v JOIN dashboards d ON d.id = v.dashboard_id "
                       "WHERE EXISTS (SELECT 1 FROM %2) GROUP BY d.id, d.title ORDER BY d.title, d.id")
            .arg(softDelete ? QStringLiteral("MAX(CASE WHEN d.deleted_at IS NULL THEN 0 ELSE 1 END)")
                            : QStringLiteral("0"),
                 panels);
    QSqlQuery q(conn.db());
    if (!conn.execBound(&q, sql, {id}, error))
        return false;
    while (q.next())
        out->append({q.value(0).toString(), q.value(1).toString(), q.value(2).toInt() == 1, q.value(3).toInt() == 1});
    return true;
}

QString RetireSource::effect(const OperationPlan& plan) {
    return plan.facts.value(kEffect).toString();
}

OperationPlan RetireSource::plan(const QString& id, const QDateTime& nowUtc) const {
    OperationPlan p;
    const TableDescriptor* sources = m_conn.catalog().table(QStringLiteral("sources"));
    if (!sources || !m_conn.catalog().table(QStringLiteral("dashboard_versions"))) {
        p.refusal = tr("%1 has no Holotable sources.").arg(m_conn.url().toDisplayString());
        return p;
    }
    QString error;
    bool found = false;
    if (!RowStore(m_conn, *sources).fetch({id}, &p.row, &found, &error)) {
        p.refusal = tr("Could not read source %1: %2").arg(id, error);
        return p;
    }
    if (!found) {
        p.refusal = tr("There is no source %1.").arg(id);
        p.notFound = true;
        return p;
    }
    QList<Referrer> refs;
    if (!referrers(m_conn, id, &refs, &error)) {
        p.refusal = tr("Could not read which dashboards refer to source %1: %2").arg(id, error);
        return p;
    }
    const QString name = p.row.value(QStringLiteral("name")).toString();
    const bool tombstoned = !p.row.value(kTombstonedAt).isNull();
    if (!refs.isEmpty() && tombstoned) {
        p.refusal = tr("Source “%1” is already tombstoned (%2) and dashboards still refer to it: there is nothing to "
                       "retire.")
                        .arg(name, p.row.value(kTombstonedAt).toString());
        return p;
    }
    QStringList titles;
    for (const Referrer& r : std::as_const(refs))
        titles << (r.current ? tr("“%1” (%2, its current version)") : tr("“%1” (%2, an older version)"))
                          .arg(r.title, r.dashboardId) +
                      (r.deleted ? tr(", deleted") : QString());
    if (refs.isEmpty()) {
        p.changes << ChangeSet::remove(QStringLiteral("sources"), p.row);
        p.facts.insert(kEffect, kDelete);
        p.sentences << tr("No stored dashboard version refers to source “%1” (%2), so it is deleted, as the "
                          "platform deletes an unreferenced source.")
                           .arg(name, id);
    } else {
        ChangeSet change = ChangeSet::update(QStringLiteral("sources"), p.row, {{kTombstonedAt, nowUtc.toUTC()}});
        p.changes << change;
        p.facts.insert(kEffect, kTombstone);
        p.sentences << tr("%n dashboard(s) refer to source “%1” (%2) in their stored versions, so it is tombstoned, "
                          "not deleted: the row stays and they keep resolving to a marker.",
                          nullptr, int(refs.size()))
                           .arg(name, id);
        p.sentences << titles.join(QStringLiteral("; "));
    }
    p.facts.insert(QStringLiteral("referrers"), int(refs.size()));
    return p;
}

WriteResult RetireSource::apply(const OperationPlan& plan, RowWriter& writer) const {
    const QString id = plan.row.value(QStringLiteral("id")).toString();
    const QString planned = effect(plan);
    // Asked again where it is written: a dashboard saved meanwhile may have changed the answer.
    bool answerChanged = false;
    const auto recheck = [&](WriteResult* stop) {
        QList<Referrer> refs;
        QString error;
        if (!referrers(m_conn, id, &refs, &error)) {
            stop->outcome = WriteResult::Outcome::Failed;
            stop->message = error;
            return false;
        }
        if ((planned == kTombstone) == !refs.isEmpty())
            return true;
        answerChanged = true;
        stop->outcome = WriteResult::Outcome::Conflict;
        stop->message = tr("The dashboards that refer to source %1 changed since it was read: nothing was written. "
                           "Look again.")
                            .arg(id);
        return false;
    };
    const auto steps = [&]() {
        ChangeSet change = plan.changes.value(0);
        if (planned == kTombstone)
            change.values.insert(kTombstonedAt, QDateTime::currentDateTimeUtc()); // the moment of writing
        OperationWrite how;
        how.writes = {kTombstonedAt};
        how.nameAudit = [planned](const WriteResult&, AuditEvent* event) {
            event->action = QStringLiteral("source.delete");
            event->targetType = QStringLiteral("source");
            // The route's words for the outcome: removed outright, or tombstoned because a dashboard uses it.
            event->detail.insert(kEffect,
                                 planned == kTombstone ? QStringLiteral("tombstoned") : QStringLiteral("deleted"));
        };
        return QList<OperationWriter::Step>{{change, how}};
    };
    WriteResult r = OperationWriter::apply(plan, writer, recheck, steps);
    if (r.outcome == WriteResult::Outcome::Conflict && !answerChanged)
        r.message = tr("Source %1 changed since it was read: nothing was written.").arg(id);
    return r;
}

} // namespace metadesk
