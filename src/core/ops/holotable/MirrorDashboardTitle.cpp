#include "MirrorDashboardTitle.h"

#include "DashboardSpec.h"
#include "DashboardVersionSave.h"
#include "core/edit/AuditVocabulary.h"
#include "core/ops/OperationWriter.h"

namespace metadesk {

namespace {
const QString kTitle = QStringLiteral("title");
} // namespace

OperationPlan MirrorDashboardTitle::plan(const QString& id) const {
    OperationPlan p;
    DashboardVersionSave::Current current;
    if (!DashboardVersionSave::readCurrent(m_conn, id, &p, &current))
        return p;
    const QString stored = p.row.value(kTitle).toString();
    const QString spec = DashboardSpec::title(current.spec);
    if (stored == spec && !p.row.value(kTitle).isNull()) {
        p.refusal =
            tr("Dashboard %1 is already titled “%2”, as its current spec: there is nothing to fix.").arg(id, spec);
        return p;
    }
    p.facts.insert(kTitle, spec);
    p.facts.insert(QStringLiteral("from_version"), current.version);
    p.changes << ChangeSet::update(QStringLiteral("dashboards"), p.row, {{kTitle, spec}});
    p.sentences << tr("Sets the title of dashboard %1 from “%2” to “%3”, the title of its current spec (v%4), as "
                      "the platform's next save of it would.")
                       .arg(id, stored, spec)
                       .arg(current.version);
    p.sentences << tr("No version is added and the spec is not touched.");
    return p;
}

WriteResult MirrorDashboardTitle::apply(const OperationPlan& plan, RowWriter& writer) const {
    const int version = plan.facts.value(QStringLiteral("from_version")).toInt();
    OperationWrite how;
    how.writes = {kTitle}; // the mirror of the spec's title, as the platform's save writes it
    how.nameAudit = [version](const WriteResult&, AuditEvent* event) {
        event->action = QStringLiteral("dashboard.update");
        event->targetType = QStringLiteral("dashboard");
        event->detail.insert(QStringLiteral("version"), version);
    };
    WriteResult r = OperationWriter::apply(plan, writer, {}, [&]() {
        return QList<OperationWriter::Step>{{plan.changes.value(0), how}};
    });
    if (r.outcome == WriteResult::Outcome::Conflict)
        r.message = tr("Dashboard %1 changed since it was read (a save, a rename or a delete): nothing was written.")
                        .arg(plan.row.value(QStringLiteral("id")).toString());
    return r;
}

} // namespace metadesk
