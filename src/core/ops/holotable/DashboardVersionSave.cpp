#include "DashboardVersionSave.h"

#include "DashboardSpec.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditVocabulary.h"
#include "core/edit/RowStore.h"

#include <QSqlQuery>

namespace metadesk {

namespace {
const QString kSpec = QStringLiteral("spec");
const QString kNote = QStringLiteral("note");
const QString kTitle = QStringLiteral("title");
const QString kVersions = QStringLiteral("dashboard_versions");
const QString kDashboards = QStringLiteral("dashboards");
} // namespace

bool DashboardVersionSave::readCurrent(const DbConnection& conn, const QString& id, OperationPlan* p,
                                       Current* current) {
    const TableDescriptor* dashboards = conn.catalog().table(kDashboards);
    if (!dashboards || !conn.catalog().table(kVersions)) {
        p->refusal = tr("%1 has no Holotable dashboards.").arg(conn.url().toDisplayString());
        return false;
    }
    QString error;
    bool found = false;
    if (!RowStore(conn, *dashboards).fetch({id}, &p->row, &found, &error)) {
        p->refusal = tr("Could not read dashboard %1: %2").arg(id, error);
        return false;
    }
    if (!found) {
        p->refusal = tr("There is no dashboard %1.").arg(id);
        p->notFound = true;
        return false;
    }
    const QString title = p->row.value(kTitle).toString();
    // The platform reads only dashboards that are not deleted (getDashboardById): a deleted one is not saved.
    if (!p->row.value(QStringLiteral("deleted_at")).isNull()) {
        p->refusal = tr("Dashboard “%1” was deleted (%2): undelete it first.")
                         .arg(title, p->row.value(QStringLiteral("deleted_at")).toString());
        return false;
    }
    current->versionId = p->row.value(QStringLiteral("current_version_id")).toString();
    if (current->versionId.isEmpty()) {
        p->refusal = tr("Dashboard “%1” has no current version: the platform cannot show it either.").arg(title);
        return false;
    }
    QSqlQuery q(conn.db());
    if (!conn.execBound(&q, QStringLiteral("SELECT version, spec FROM dashboard_versions WHERE id = ?"),
                        {current->versionId}, &error)) {
        p->refusal = tr("Could not read dashboard %1: %2").arg(id, error);
        return false;
    }
    if (!q.next()) {
        p->refusal = tr("The current version of dashboard “%1” (%2) is missing.").arg(title, current->versionId);
        return false;
    }
    current->version = q.value(0).toInt();
    current->spec = q.value(1).toString();
    const QString why = DashboardSpec::problem(current->spec);
    if (!why.isEmpty()) {
        p->refusal = tr("The current spec of dashboard “%1” (v%2) is not a dashboard this Metadesk knows, so it is "
                        "only shown: %3")
                         .arg(title, QString::number(current->version), why);
        return false;
    }
    return true;
}

bool DashboardVersionSave::nextVersion(const DbConnection& conn, const QString& id, int* next, QString* error) {
    QSqlQuery q(conn.db());
    if (!conn.execBound(&q,
                        QStringLiteral("SELECT COALESCE(MAX(version), 0) + 1 FROM dashboard_versions "
                                       "WHERE dashboard_id = ?"),
                        {id}, error))
        return false;
    if (!q.next()) {
        *error = tr("The next version number could not be read.");
        return false;
    }
    *next = q.value(0).toInt();
    return true;
}

void DashboardVersionSave::prepare(const DbConnection& conn, const QString& spec, const QString& note, int next,
                                   OperationPlan* p) {
    const QString id = p->row.value(QStringLiteral("id")).toString();
    const QString title = DashboardSpec::title(spec);
    p->facts.insert(kSpec, spec);
    p->facts.insert(kNote, note);
    p->facts.insert(kTitle, title);
    p->facts.insert(QStringLiteral("version"), next);
    QVariantMap version{{QStringLiteral("dashboard_id"), id}, {QStringLiteral("version"), next}};
    if (conn.catalog().table(kVersions)->column(kNote))
        version.insert(kNote, note.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(note));
    ChangeSet insert = ChangeSet::insert(kVersions, version);
    insert.carried.insert(kSpec, spec);
    p->changes << insert
               << ChangeSet::update(
                      kDashboards, p->row,
                      {{QStringLiteral("current_version_id"), QStringLiteral("(v%1)").arg(next)}, {kTitle, title}});
}

WriteResult DashboardVersionSave::apply(const DbConnection& conn, const OperationPlan& plan, RowWriter& writer,
                                        const QVariantMap& detail, int* version) {
    WriteResult result;
    if (plan.isRefused() || plan.changes.size() != 2) {
        result.outcome = WriteResult::Outcome::Invalid;
        result.message = plan.isRefused() ? plan.refusal : tr("There is no version to save.");
        return result;
    }
    const QString id = plan.row.value(QStringLiteral("id")).toString();
    const QString note = plan.facts.value(kNote).toString();
    WriteResult failure;
    const bool done = writer.applyInTransaction(
        [&](WriteResult* stop) {
            // The number as the platform takes it, inside the transaction that writes it.
            QString error;
            if (!nextVersion(conn, id, version, &error)) {
                stop->message = error;
                return false;
            }
            QVariantMap values{{QStringLiteral("dashboard_id"), id},
                               {QStringLiteral("version"), *version},
                               {QStringLiteral("created_by"), writer.actor().label}};
            if (conn.catalog().table(kVersions)->column(kNote))
                values.insert(kNote, note.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(note));
            ChangeSet insert = ChangeSet::insert(kVersions, values);
            insert.carried.insert(kSpec, plan.facts.value(kSpec));
            OperationWrite quiet;
            quiet.writes = {QStringLiteral("created_by")}; // the author, as the platform's save sets it
            quiet.platformAudit = false;                   // the dashboard's update below is the save's one audit row
            const WriteResult inserted = writer.applyOperation(insert, quiet);
            if (!inserted.ok()) {
                *stop = inserted;
                return false;
            }
            // Optimistic on the dashboard as planned: someone else's save in between moved its current version.
            const ChangeSet update =
                ChangeSet::update(kDashboards, plan.row,
                                  {{QStringLiteral("current_version_id"), inserted.key.value(0).toString()},
                                   {kTitle, plan.facts.value(kTitle).toString()}});
            OperationWrite how;
            how.writes = {kTitle}; // the mirror of the spec's title: this save is what keeps it so
            const int number = *version;
            how.nameAudit = [&](const WriteResult&, AuditEvent* event) {
                event->action = QStringLiteral("dashboard.update");
                event->targetType = QStringLiteral("dashboard");
                event->detail.insert(QStringLiteral("version"), number);
                for (auto it = detail.begin(); it != detail.end(); ++it)
                    event->detail.insert(it.key(), it.value());
            };
            WriteResult r = writer.applyOperation(update, how);
            if (!r.ok()) {
                if (r.outcome == WriteResult::Outcome::Conflict)
                    r.message = tr("Dashboard %1 changed since it was read (another save, a rename or a delete): "
                                   "nothing was written.")
                                    .arg(id);
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
