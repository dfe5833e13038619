#include "DashboardHistoryDialog.h"

#include "core/db/DbConnection.h"
#include "core/history/DashboardHistory.h"
#include "core/history/DashboardSpecDiff.h"

#include <QListWidget>

namespace metadesk {

DashboardHistoryDialog::DashboardHistoryDialog(const DbConnection& connection, const QString& dashboardId, int select,
                                               QWidget* parent)
    : VersionHistoryDialog(connection, reader(dashboardId), select, parent), m_dashboardId(dashboardId) {
    setObjectName(QStringLiteral("dashboardHistoryDialog"));
    setWindowTitle(tr("Version History — Dashboard %1").arg(dashboardId));
    setAccessibleName(windowTitle());
    m_changes = new QListWidget(this);
    m_changes->setObjectName(QStringLiteral("dashboardSpecChanges"));
    m_changes->setAccessibleName(tr("What changed, path by path"));
    m_changes->setMaximumHeight(110);
    m_changes->setAlternatingRowColors(true);
    addAboveDiff(m_changes);
}

VersionHistoryDialog::Reader DashboardHistoryDialog::reader(const QString& id) {
    Reader r;
    r.versions = [id](const DbConnection& conn, QString* name, bool* found, QList<FlowVersionInfo>* out,
                      QString* error) {
        const DashboardHistory history(conn);
        DashboardInfo info;
        QList<DashboardVersionInfo> versions;
        if (!history.available(error) || !history.dashboard(id, &info, found, error) ||
            (*found && !history.versions(id, &versions, error)))
            return false;
        // The title, then on a line of its own what the heading adds about the dashboard's state.
        QStringList state;
        if (info.titleMismatch())
            state << tr("Its title differs from its current spec's, “%1”: something wrote one without the other.")
                         .arg(info.specTitle);
        if (info.deleted())
            state << tr("It is deleted: the platform no longer lists it; undelete it to restore a version.");
        *name = info.title + QLatin1Char('\n') + state.join(QLatin1Char(' '));
        for (const DashboardVersionInfo& v : std::as_const(versions)) {
            FlowVersionInfo row;
            row.version = v.version;
            row.note = v.note;
            row.createdAt = v.createdAt;
            row.author = v.createdBy; // the identity subject, as the platform's history shows it
            row.current = v.current;
            out->append(row);
        }
        return true;
    };
    r.text = [id](const DbConnection& conn, int version, QString* text, bool* found, QString* error) {
        return DashboardHistory(conn).spec(id, version, text, found, error);
    };
    return r;
}

QString DashboardHistoryDialog::heading(const QString& name, bool found, int count) const {
    if (!found)
        return tr("There is no dashboard %1 (any more).").arg(m_dashboardId);
    const QString title = name.section(QLatin1Char('\n'), 0, 0);
    const QString state = name.section(QLatin1Char('\n'), 1);
    const QString text = tr("Dashboard “%1”: %n version(s). Every save appends one, a rename and a restore too; none "
                            "is ever changed.",
                            nullptr, count)
                             .arg(title);
    return state.isEmpty() ? text : text + QLatin1Char(' ') + state;
}

void DashboardHistoryDialog::compared(int from, int to, const QString& oldText, const QString& newText) {
    m_changes->clear();
    if (oldText.isEmpty() && newText.isEmpty())
        return;
    QList<SpecChange> changes;
    QString error;
    if (!DashboardSpecDiff::compare(oldText, newText, &changes, &error))
        m_changes->addItem(error);
    else if (changes.isEmpty())
        m_changes->addItem(from == to ? tr("The same version on both sides.")
                                      : tr("v%1 and v%2 have the same spec.").arg(from).arg(to));
    for (const SpecChange& c : std::as_const(changes))
        m_changes->addItem(DashboardSpecDiff::sentence(c));
}

} // namespace metadesk
