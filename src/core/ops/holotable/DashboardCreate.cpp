#include "DashboardCreate.h"

#include "DashboardSpec.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditVocabulary.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>

namespace metadesk {

namespace {
const QString kDashboards = QStringLiteral("dashboards");
const QString kVersions = QStringLiteral("dashboard_versions");
const QString kSpec = QStringLiteral("spec");
const QString kTitle = QStringLiteral("title");
const QString kWorkspace = QStringLiteral("workspace_id");
const QString kCreatedBy = QStringLiteral("created_by");
const QString kDetail = QStringLiteral("audit_detail");
} // namespace

bool DashboardCreate::liveSources(const DbConnection& conn, const QString& workspace, QStringList* ids,
                                  QString* error) {
    ids->clear();
    QSqlQuery q(conn.db());
    if (!conn.execBound(&q,
                        QStringLiteral("SELECT id FROM sources WHERE workspace_id = ? AND tombstoned_at IS NULL "
                                       "ORDER BY id"),
                        {workspace}, error))
        return false;
    while (q.next())
        *ids << q.value(0).toString();
    return true;
}

QString DashboardCreate::sourcesProblem(const DbConnection& conn, const QString& workspace, const QString& spec,
                                        QString* error) {
    QStringList live;
    if (!liveSources(conn, workspace, &live, error))
        return {};
    QStringList missing;
    for (const QString& id : DashboardSpec::sourceIds(spec))
        if (!live.contains(id))
            missing << id;
    if (missing.isEmpty())
        return {};
    // The import route's words: a source elsewhere, or tombstoned, reads as one that does not exist.
    return tr("Workspace %1 has no live source named %2: every panel's source must be a source of this workspace "
              "that is not tombstoned.")
        .arg(workspace, missing.join(QStringLiteral(", ")));
}

bool DashboardCreate::prepare(const DbConnection& conn, const QString& workspace, const QString& spec,
                              const QVariantMap& auditDetail, OperationPlan* p) {
    if (!conn.catalog().table(kDashboards) || !conn.catalog().table(kVersions) ||
        !conn.catalog().table(QStringLiteral("sources"))) {
        p->refusal = tr("%1 has no Holotable dashboards.").arg(conn.url().toDisplayString());
        return false;
    }
    if (workspace.trimmed().isEmpty()) {
        p->refusal = tr("A dashboard needs a workspace.");
        return false;
    }
    const QString why = DashboardSpec::problem(spec);
    if (!why.isEmpty()) {
        p->refusal = tr("The spec is not a dashboard this Metadesk knows: %1").arg(why);
        return false;
    }
    QString error;
    const QString sources = sourcesProblem(conn, workspace, spec, &error);
    if (!error.isEmpty()) {
        p->refusal = tr("Could not read the sources of workspace %1: %2").arg(workspace, error);
        return false;
    }
    if (!sources.isEmpty()) {
        p->refusal = sources;
        return false;
    }
    const QString title = DashboardSpec::title(spec);
    p->facts.insert(kSpec, spec);
    p->facts.insert(kTitle, title);
    p->facts.insert(kWorkspace, workspace);
    p->facts.insert(kDetail, auditDetail);
    p->facts.insert(QStringLiteral("version"), 1);
    ChangeSet dashboard = ChangeSet::insert(kDashboards, {{kWorkspace, workspace}, {kTitle, title}});
    ChangeSet version = ChangeSet::insert(
        kVersions, {{QStringLiteral("dashboard_id"), QStringLiteral("(new)")}, {QStringLiteral("version"), 1}});
    version.carried.insert(kSpec, spec);
    p->changes << dashboard << version;
    const QStringList sourceIds = DashboardSpec::sourceIds(spec);
    const int panels =
        int(QJsonDocument::fromJson(spec.toUtf8()).object().value(QStringLiteral("panels")).toArray().size());
    p->sentences << tr("Creates dashboard “%1” in workspace %2 with version 1 holding the spec, made current, as the "
                       "platform creates a dashboard.")
                        .arg(title, workspace);
    p->sentences << tr("Its %n panel(s) read from %1, live sources of the workspace.", nullptr, panels)
                        .arg(sourceIds.join(QStringLiteral(", ")));
    return true;
}

WriteResult DashboardCreate::apply(const DbConnection& conn, const OperationPlan& plan, RowWriter& writer,
                                   const Recheck& recheck, QString* dashboardId) {
    WriteResult result;
    if (plan.isRefused() || plan.changes.size() != 2) {
        result.outcome = WriteResult::Outcome::Invalid;
        result.message = plan.isRefused() ? plan.refusal : tr("There is no dashboard to create.");
        return result;
    }
    const QString workspace = plan.facts.value(kWorkspace).toString();
    const QString spec = plan.facts.value(kSpec).toString();
    const QString title = plan.facts.value(kTitle).toString();
    const QVariantMap detail = plan.facts.value(kDetail).toMap();
    WriteResult failure;
    const bool done = writer.applyInTransaction(
        [&](WriteResult* stop) {
            if (recheck && !recheck(stop))
                return false;
            // The sources as they are now: one tombstoned meanwhile stops the create, as the route's check would.
            QString error;
            const QString sources = sourcesProblem(conn, workspace, spec, &error);
            if (!error.isEmpty() || !sources.isEmpty()) {
                stop->outcome = error.isEmpty() ? WriteResult::Outcome::Conflict : WriteResult::Outcome::Failed;
                stop->message = error.isEmpty() ? sources + QLatin1Char(' ') + tr("Nothing was written.") : error;
                return false;
            }
            const QString actor = writer.actor().label;
            OperationWrite create;
            create.writes = {kTitle, kCreatedBy}; // the title mirrors the spec's; the author is who creates
            create.nameAudit = [&](const WriteResult&, AuditEvent* event) {
                event->action = QStringLiteral("dashboard.create");
                event->targetType = QStringLiteral("dashboard");
                for (auto it = detail.begin(); it != detail.end(); ++it)
                    event->detail.insert(it.key(), it.value());
            };
            const WriteResult dashboard = writer.applyOperation(
                ChangeSet::insert(kDashboards, {{kWorkspace, workspace}, {kTitle, title}, {kCreatedBy, actor}}),
                create);
            if (!dashboard.ok()) {
                *stop = dashboard;
                return false;
            }
            const QString id = dashboard.key.value(0).toString();
            ChangeSet version = ChangeSet::insert(
                kVersions, {{QStringLiteral("dashboard_id"), id}, {QStringLiteral("version"), 1}, {kCreatedBy, actor}});
            version.carried.insert(kSpec, spec);
            OperationWrite quiet;
            quiet.writes = {kCreatedBy};
            quiet.platformAudit = false; // the dashboard's create above is the one audit row
            const WriteResult inserted = writer.applyOperation(version, quiet);
            if (!inserted.ok()) {
                *stop = inserted;
                return false;
            }
            OperationWrite current;
            current.platformAudit = false;
            const WriteResult moved = writer.applyOperation(
                ChangeSet::update(kDashboards, dashboard.after,
                                  {{QStringLiteral("current_version_id"), inserted.key.value(0).toString()}}),
                current);
            if (!moved.ok()) {
                *stop = moved;
                return false;
            }
            *dashboardId = id;
            result = moved;
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
