#include "RenameDashboard.h"

#include "DashboardSpec.h"
#include "DashboardVersionSave.h"

namespace metadesk {

QString RenameDashboard::note(const QString& oldTitle) {
    // Data, not UI: the platform's own words, which its history shows as they are.
    return QStringLiteral("renamed from \"%1\"").arg(oldTitle).left(DashboardSpec::kNoteMax);
}

OperationPlan RenameDashboard::plan(const QString& id, const QString& title) const {
    OperationPlan p;
    DashboardVersionSave::Current current;
    if (!DashboardVersionSave::readCurrent(m_conn, id, &p, &current))
        return p;
    // Trimmed here, because the row's title is stored trimmed (the write path's rule) and must equal the spec's.
    const QString wanted = title.trimmed();
    const QString why = DashboardSpec::titleProblem(wanted);
    if (!why.isEmpty()) {
        p.refusal = why;
        return p;
    }
    const QString oldTitle = DashboardSpec::title(current.spec);
    if (wanted == oldTitle) {
        p.refusal = tr("Dashboard %1 is already titled “%2”: there is nothing to rename.").arg(id, wanted);
        return p;
    }
    QString spec;
    if (!DashboardSpec::withTitle(current.spec, wanted, &spec)) {
        p.refusal = tr("The title of dashboard %1's current spec could not be found in its text.").arg(id);
        return p;
    }
    int next = 0;
    QString error;
    if (!DashboardVersionSave::nextVersion(m_conn, id, &next, &error)) {
        p.refusal = tr("Could not read dashboard %1: %2").arg(id, error);
        return p;
    }
    DashboardVersionSave::prepare(m_conn, spec, note(oldTitle), next, &p);
    p.facts.insert(QStringLiteral("from_version"), current.version);
    p.sentences << tr("Renames dashboard “%1” to “%2”: the spec owns the title, so the rename is a new version.")
                       .arg(oldTitle, wanted);
    p.sentences << tr("Appends v%1, the spec of v%2 with only its title changed, with the note %3; makes it current "
                      "and sets the dashboard's title from it.")
                       .arg(next)
                       .arg(current.version)
                       .arg(note(oldTitle));
    return p;
}

WriteResult RenameDashboard::apply(const OperationPlan& plan, RowWriter& writer, int* version) const {
    int written = 0;
    const WriteResult r = DashboardVersionSave::apply(m_conn, plan, writer, {}, &written);
    if (version)
        *version = written;
    return r;
}

} // namespace metadesk
