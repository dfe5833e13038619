#include "RestoreDashboardVersion.h"

#include "DashboardSpec.h"
#include "DashboardVersionSave.h"
#include "core/db/DbConnection.h"

#include <QSqlQuery>

namespace metadesk {

OperationPlan RestoreDashboardVersion::plan(const QString& id, int version) const {
    OperationPlan p;
    DashboardVersionSave::Current current;
    if (!DashboardVersionSave::readCurrent(m_conn, id, &p, &current))
        return p;
    const QString title = p.row.value(QStringLiteral("title")).toString();
    if (version == current.version) {
        p.refusal = tr("v%1 is already the current version of dashboard “%2”.").arg(QString::number(version), title);
        return p;
    }
    QSqlQuery q(m_conn.db());
    QString error;
    if (!m_conn.execBound(&q,
                          QStringLiteral("SELECT spec FROM dashboard_versions WHERE dashboard_id = ? AND version = ?"),
                          {id, version}, &error)) {
        p.refusal = tr("Could not read dashboard %1: %2").arg(id, error);
        return p;
    }
    if (!q.next()) {
        p.refusal = tr("Dashboard “%1” has no version %2.").arg(title, QString::number(version));
        p.notFound = true;
        return p;
    }
    const QString spec = q.value(0).toString();
    q.finish();
    QString why = DashboardSpec::problem(spec);
    if (!why.isEmpty()) {
        p.refusal = tr("v%1 of dashboard “%2” is not a dashboard this Metadesk knows: %3").arg(version).arg(title, why);
        return p;
    }
    // The sources as the platform resolves them before any save: there, not tombstoned, in this workspace.
    const QString workspace = p.row.value(QStringLiteral("workspace_id")).toString();
    for (const QString& source : DashboardSpec::sourceIds(spec)) {
        if (!m_conn.execBound(&q, QStringLiteral("SELECT workspace_id, tombstoned_at FROM sources WHERE id = ?"),
                              {source}, &error)) {
            p.refusal = tr("Could not read source %1: %2").arg(source, error);
            return p;
        }
        if (!q.next())
            why = tr("its panels read source %1, which no longer exists").arg(source);
        else if (!q.value(1).isNull())
            why = tr("its panels read source %1, which has been removed (tombstoned)").arg(source);
        else if (q.value(0).toString() != workspace)
            why = tr("its panels read source %1 of workspace %2, not this dashboard's %3")
                      .arg(source, q.value(0).toString(), workspace);
        q.finish();
        if (!why.isEmpty()) {
            p.refusal = tr("v%1 of dashboard “%2” cannot be restored: %3.").arg(version).arg(title, why);
            return p;
        }
    }
    int next = 0;
    if (!DashboardVersionSave::nextVersion(m_conn, id, &next, &error)) {
        p.refusal = tr("Could not read dashboard %1: %2").arg(id, error);
        return p;
    }
    DashboardVersionSave::prepare(m_conn, spec, note(version), next, &p);
    p.facts.insert(QStringLiteral("restored_from"), version);
    p.sentences << tr("Restores v%1 of dashboard “%2” (now at v%3) by appending v%4 with v%1's spec and the note %5; "
                      "no version is changed.")
                       .arg(QString::number(version), title, QString::number(current.version), QString::number(next),
                            note(version));
    const QString newTitle = DashboardSpec::title(spec);
    if (newTitle != title)
        p.sentences << tr("The dashboard's title becomes v%1's: “%2”.").arg(QString::number(version), newTitle);
    return p;
}

WriteResult RestoreDashboardVersion::apply(const OperationPlan& plan, RowWriter& writer, int* written) const {
    int number = 0;
    const WriteResult r = DashboardVersionSave::apply(
        m_conn, plan, writer, {{QStringLiteral("restoredFrom"), plan.facts.value(QStringLiteral("restored_from"))}},
        &number);
    if (written)
        *written = number;
    return r;
}

} // namespace metadesk
