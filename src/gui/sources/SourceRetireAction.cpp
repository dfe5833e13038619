#include "SourceRetireAction.h"

#include "core/db/DbConnection.h"
#include "core/ops/holotable/RetireSource.h"
#include "gui/Workspace.h"
#include "gui/history/DashboardRename.h"
#include "gui/pages/TablePage.h"

#include <QAction>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>

namespace metadesk {

SourceRetireAction::SourceRetireAction(QWidget* window)
    : RowDialogAction(window, tr("Re&tire Source…"), QStringLiteral("retireSourceAction"), QKeySequence(),
                      Platform::Holotable, {QStringLiteral("sources")},
                      {tr("Tombstone the source when a dashboard refers to it, delete it otherwise, as the platform "
                          "does"),
                       tr("Select a source first."), tr("Open Sources and select a source first.")}) {}

QString SourceRetireAction::retire(bool ask) {
    TablePage* page = pickedPage();
    const DbConnection* conn = connection();
    if (!page || !conn)
        return {};
    const QString title = tr("Retire Source");
    if (conn->isReadOnly()) {
        const QString why = tr("This connection is read-only: retiring a source writes it, so it is not offered.");
        if (ask)
            QMessageBox::information(window(), title, why);
        return why;
    }
    const QString id = page->selectedPrimaryKey().value(0).toString();
    const RetireSource op(*conn);
    const OperationPlan plan = op.plan(id);
    if (plan.isRefused()) {
        if (ask)
            QMessageBox::information(window(), title, plan.refusal);
        return plan.refusal;
    }
    if (ask) {
        QMessageBox box(QMessageBox::Question, title, plan.sentences.value(0), QMessageBox::NoButton, window());
        box.setObjectName(QStringLiteral("retireSourceConfirm"));
        box.setInformativeText(plan.sentences.mid(1).join(QLatin1Char('\n')));
        QPushButton* yes = box.addButton(RetireSource::effect(plan) == QLatin1String("delete") ? tr("Delete Source")
                                                                                               : tr("Tombstone Source"),
                                         QMessageBox::AcceptRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        if (box.clickedButton() != static_cast<QAbstractButton*>(yes))
            return {};
    }
    const QPointer<TablePage> shown(page); // the question above was modal: the page may have gone meanwhile
    const WriteResult r = DashboardRename::withWriter(*conn, [&](RowWriter& writer) { return op.apply(plan, writer); });
    if (Workspace* ws = workspace())
        ws->written(QStringLiteral("sources"), false);
    // Our own delete is not "someone deleted it": the grid reads anew without looking for the row that went.
    if (shown && r.ok())
        shown->refreshAfterChange(RetireSource::effect(plan) == QLatin1String("delete") ? QVariantList()
                                                                                        : QVariantList{id});
    else if (shown)
        shown->refresh();
    const QString said =
        r.ok() ? (RetireSource::effect(plan) == QLatin1String("delete") ? tr("Source %1 was deleted.").arg(id)
                                                                        : tr("Source %1 was tombstoned.").arg(id))
               : r.message;
    if (!r.ok() && ask)
        QMessageBox::warning(window(), title, said);
    return said;
}

} // namespace metadesk
