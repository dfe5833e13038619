#include "SoftDeleteDashboard.h"

#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditVocabulary.h"
#include "core/edit/RowStore.h"

#include <QSqlQuery>

namespace metadesk {

OperationPlan SoftDeleteDashboard::plan(const QString& id, const QDateTime& nowUtc) const {
    OperationPlan p;
    const TableDescriptor* dashboards = m_conn.catalog().table(QStringLiteral("dashboards"));
    if (!dashboards) {
        p.refusal = tr("%1 has no Holotable dashboards.").arg(m_conn.url().toDisplayString());
        return p;
    }
    QString error;
    bool found = false;
    if (!RowStore(m_conn, *dashboards).fetch({id}, &p.row, &found, &error)) {
        p.refusal = tr("Could not read dashboard %1: %2").arg(id, error);
        return p;
    }
    if (!found) {
        p.refusal = tr("There is no dashboard %1.").arg(id);
        p.notFound = true;
        return p;
    }
    const QString title = p.row.value(QStringLiteral("title")).toString();
    const bool deleted = !p.row.value(QStringLiteral("deleted_at")).isNull();
    const bool remove = m_direction == Direction::Delete;
    if (remove == deleted) {
        p.refusal = remove ? tr("Dashboard “%1” is already deleted (%2).")
                                 .arg(title, p.row.value(QStringLiteral("deleted_at")).toString())
                           : tr("Dashboard “%1” is not deleted.").arg(title);
        return p;
    }
    ChangeSet change = ChangeSet::update(QStringLiteral("dashboards"), p.row, {});
    change.values.insert(QStringLiteral("deleted_at"), remove ? QVariant(nowUtc.toUTC()) : QVariant());
    p.changes << change;
    if (remove) {
        qint64 favourites = 0;
        if (m_conn.tableExists(QStringLiteral("dashboard_favorites"))) {
            QSqlQuery q(m_conn.db());
            if (m_conn.execBound(&q, QStringLiteral("SELECT COUNT(*) FROM dashboard_favorites WHERE dashboard_id = ?"),
                                 {id}, &error) &&
                q.next())
                favourites = q.value(0).toLongLong();
        }
        p.sentences << tr("Deletes dashboard “%1” as the platform does: deleted_at is set, the row and its versions "
                          "stay; the platform no longer lists or opens it.")
                           .arg(title);
        p.sentences << tr("Its %n favourite(s) are kept.", nullptr, int(favourites));
    } else {
        p.sentences << tr("Undeletes dashboard “%1”: deleted_at is emptied and the platform lists it again, at its "
                          "current version.")
                           .arg(title);
    }
    return p;
}

WriteResult SoftDeleteDashboard::apply(const OperationPlan& plan, RowWriter& writer) const {
    WriteResult result;
    if (plan.isRefused() || plan.changes.size() != 1) {
        result.outcome = WriteResult::Outcome::Invalid;
        result.message = plan.isRefused() ? plan.refusal : tr("There is nothing to change.");
        return result;
    }
    ChangeSet change = plan.changes.constFirst();
    if (m_direction == Direction::Delete)
        change.values.insert(QStringLiteral("deleted_at"), QDateTime::currentDateTimeUtc()); // the moment of writing
    OperationWrite how;
    how.writes = {QStringLiteral("deleted_at")}; // the tombstone this operation sets or clears
    if (m_direction == Direction::Undelete)
        how.nameAudit = [](const WriteResult&, AuditEvent* event) {
            event->detail.insert(QStringLiteral("operation"), QStringLiteral("undelete"));
        };
    WriteResult failure;
    const bool done = writer.applyInTransaction(
        [&](WriteResult* stop) {
            WriteResult r = writer.applyOperation(change, how);
            if (!r.ok()) {
                *stop = r;
                return false;
            }
            result = r;
            return true;
        },
        &failure);
    if (!done)
        return failure;
    if (!failure.message.isEmpty())
        result.message = failure.message;
    return result;
}

} // namespace metadesk
