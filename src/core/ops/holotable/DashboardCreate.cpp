#include "DashboardCreate.h"

#include "DashboardSpec.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditVocabulary.h"
#include "core/ops/OperationWriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QUuid>

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
    const QString workspace = plan.facts.value(kWorkspace).toString();
    const QString spec = plan.facts.value(kSpec).toString();
    const QString title = plan.facts.value(kTitle).toString();
    const QVariantMap detail = plan.facts.value(kDetail).toMap();
    // The new rows' ids, random (version 4) uuids as the database's gen_random_uuid() makes them, taken here so that
    // the version can name its dashboard and the dashboard its version in the one list of changes.
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QString versionId = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const WriteResult r = OperationWriter::apply(
        plan, writer,
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
            return true;
        },
        [&]() {
            const QString actor = writer.actor().label;
            // createDashboard: the dashboard, its version 1, then current_version_id moved to it.
            OperationWriter::Step dashboard{
                ChangeSet::insert(
                    kDashboards,
                    {{QStringLiteral("id"), id}, {kWorkspace, workspace}, {kTitle, title}, {kCreatedBy, actor}}),
                {}};
            dashboard.how.writes = {QStringLiteral("id"), kTitle, kCreatedBy}; // the title mirrors the spec's
            dashboard.how.nameAudit = [detail](const WriteResult&, AuditEvent* event) {
                event->action = QStringLiteral("dashboard.create");
                event->targetType = QStringLiteral("dashboard");
                for (auto it = detail.begin(); it != detail.end(); ++it)
                    event->detail.insert(it.key(), it.value());
            };
            OperationWriter::Step version{ChangeSet::insert(kVersions, {{QStringLiteral("id"), versionId},
                                                                        {QStringLiteral("dashboard_id"), id},
                                                                        {QStringLiteral("version"), 1},
                                                                        {kCreatedBy, actor}}),
                                          {}};
            version.change.carried.insert(kSpec, spec);
            version.how.writes = {QStringLiteral("id"), kCreatedBy};
            version.how.platformAudit = false; // the dashboard's create is the one audit row
            OperationWriter::Step current{
                ChangeSet::update(kDashboards,
                                  {{QStringLiteral("id"), id}, {QStringLiteral("current_version_id"), QVariant()}},
                                  {{QStringLiteral("current_version_id"), versionId}}),
                {}};
            current.how.platformAudit = false;
            return QList<OperationWriter::Step>{dashboard, version, current};
        });
    if (r.ok())
        *dashboardId = id;
    return r;
}

} // namespace metadesk
