#include "DashboardRename.h"

#include "core/catalog/TableDescriptor.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/ChangeJournal.h"
#include "core/history/DashboardHistory.h"
#include "core/ops/holotable/RenameDashboard.h"
#include "core/settings/ProfileStore.h"

#include <QInputDialog>
#include <QMessageBox>
#include <QStandardPaths>

namespace metadesk {

bool DashboardRename::handles(const TableDescriptor& table, int column) {
    return table.platform == Platform::Holotable && table.name == QLatin1String("dashboards") && column >= 0 &&
           column < table.columns.size() && table.columns.at(column).name == QLatin1String("title");
}

WriteResult DashboardRename::withWriter(const DbConnection& conn, const std::function<WriteResult(RowWriter&)>& write) {
    RowWriter writer(conn);
    writer.setActor(AuditActor::resolve(conn, ProfileStore().auditIdentity(conn.url())));
    ChangeJournal journal(ChangeJournal::pathFor(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation),
                                                 conn.url().toDisplayString()));
    writer.setJournal(&journal);
    return write(writer);
}

QString DashboardRename::rename(const DbConnection& conn, const QString& id, const QString& title, bool* ok) {
    *ok = false;
    const RenameDashboard op(conn);
    const OperationPlan plan = op.plan(id, title);
    if (plan.isRefused())
        return plan.refusal;
    int version = 0;
    const WriteResult r = withWriter(conn, [&](RowWriter& writer) { return op.apply(plan, writer, &version); });
    *ok = r.ok();
    if (!r.ok())
        return r.details.isEmpty() ? r.message : r.message + QLatin1Char(' ') + r.details;
    return tr("Renamed to “%1”: v%2 is the dashboard's current version.")
        .arg(plan.facts.value(QStringLiteral("title")).toString())
        .arg(version);
}

QString DashboardRename::run(QWidget* parent, const DbConnection& conn, const QString& id, bool readOnly,
                             bool* renamed) {
    if (renamed)
        *renamed = false;
    if (readOnly || conn.isReadOnly()) {
        const QString why = tr("This connection is read-only: the dashboard cannot be renamed.");
        QMessageBox::information(parent, tr("Rename dashboard"), why);
        return why;
    }
    DashboardInfo info;
    bool found = false;
    QString error;
    if (!DashboardHistory(conn).dashboard(id, &info, &found, &error) || !found) {
        const QString why = found ? error : tr("There is no dashboard %1 (any more).").arg(id);
        QMessageBox::warning(parent, tr("Rename dashboard"), why);
        return why;
    }
    bool accepted = false;
    const QString title = QInputDialog::getText(
        parent, tr("Rename dashboard"),
        tr("The spec owns the title: renaming appends a version whose spec differs only in it.\nNew title:"),
        QLineEdit::Normal, info.specTitle.isEmpty() ? info.title : info.specTitle, &accepted);
    if (!accepted)
        return {};
    bool ok = false;
    const QString said = rename(conn, id, title, &ok);
    if (renamed)
        *renamed = ok;
    if (!ok)
        QMessageBox::warning(parent, tr("Not renamed"), said);
    return said;
}

} // namespace metadesk
