#include "TemplateInstantiateAction.h"

#include "core/db/DbConnection.h"
#include "core/ops/holotable/InstantiateTemplate.h"
#include "gui/Workspace.h"
#include "gui/history/DashboardRename.h"
#include "gui/pages/TablePage.h"

#include <QInputDialog>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

namespace metadesk {

TemplateInstantiateAction::TemplateInstantiateAction(QWidget* window)
    : RowDialogAction(window, tr("&Instantiate Template…"), QStringLiteral("instantiateTemplateAction"), QKeySequence(),
                      Platform::Holotable, {QStringLiteral("templates")},
                      {tr("A new dashboard from this dashboard template: its spec copied as version 1"),
                       tr("Select a template first."), tr("Open Templates and select a dashboard template first.")}) {}

QString TemplateInstantiateAction::instantiate(bool ask, const QString& title) {
    TablePage* page = pickedPage();
    const DbConnection* conn = connection();
    if (!page || !conn)
        return {};
    const QString heading = tr("Instantiate Template");
    if (conn->isReadOnly()) {
        const QString why =
            tr("This connection is read-only: instantiating a template writes a dashboard, so it is not offered.");
        if (ask)
            QMessageBox::information(window(), heading, why);
        return why;
    }
    const QString id = page->selectedPrimaryKey().value(0).toString();
    const InstantiateTemplate op(*conn);
    OperationPlan plan = op.plan(id, title);
    if (!plan.isRefused() && ask) {
        // The title, the spec's own offered (templateSpec takes the one typed, trimmed).
        bool ok = false;
        const QString typed =
            QInputDialog::getText(window(), heading, tr("Title of the new dashboard:"), QLineEdit::Normal,
                                  plan.facts.value(QStringLiteral("title")).toString(), &ok);
        if (!ok)
            return {};
        plan = op.plan(id, typed);
    }
    if (plan.isRefused()) {
        if (ask)
            QMessageBox::information(window(), heading, plan.refusal);
        return plan.refusal;
    }
    if (ask) {
        QMessageBox box(QMessageBox::Question, heading, plan.sentences.value(0), QMessageBox::NoButton, window());
        box.setObjectName(QStringLiteral("instantiateTemplateConfirm"));
        box.setInformativeText(plan.sentences.mid(1).join(QLatin1Char('\n')));
        QPushButton* yes = box.addButton(tr("Create Dashboard"), QMessageBox::AcceptRole);
        box.addButton(QMessageBox::Cancel);
        box.setDefaultButton(yes);
        box.exec();
        if (box.clickedButton() != static_cast<QAbstractButton*>(yes))
            return {};
    }
    QString created;
    const WriteResult r =
        DashboardRename::withWriter(*conn, [&](RowWriter& writer) { return op.apply(plan, writer, &created); });
    const QString said = r.ok() ? tr("Dashboard “%1” was created from the template (%2, v1).")
                                      .arg(plan.facts.value(QStringLiteral("title")).toString(), created)
                                : r.message;
    if (Workspace* ws = workspace()) {
        ws->written(QStringLiteral("dashboards"), false);
        if (r.ok())
            ws->openRow(QStringLiteral("dashboards"), {QStringLiteral("id")}, {created});
    }
    if (!r.ok() && ask)
        QMessageBox::warning(window(), heading, said);
    else if (auto* main = qobject_cast<QMainWindow*>(window()); main && ask)
        main->statusBar()->showMessage(said, 8000);
    return said;
}

} // namespace metadesk
