#include "AdministrationRowAction.h"

#include "gui/Workspace.h"
#include "gui/pages/TablePage.h"

namespace metadesk {

AdministrationRowAction::AdministrationRowAction(QWidget* window)
    : RowDialogAction(window, tr("Open in A&dministration"), QStringLiteral("administrationRowAction"), QKeySequence(),
                      Platform::Tabularia,
                      {QStringLiteral("ai_models"), QStringLiteral("ai_spend"), QStringLiteral("disabled_engines"),
                       QStringLiteral("banners"), QStringLiteral("privacy_notice"), QStringLiteral("login_attempts"),
                       QStringLiteral("flow_presence"), QStringLiteral("saved_views")},
                      {tr("Show this table on the Administration page, as the platform uses it"),
                       tr("Select a row first."), tr("Open one of Tabularia's administration tables first.")}) {}

void AdministrationRowAction::triggered() {
    TablePage* page = pickedPage();
    if (Workspace* ws = workspace(); ws && page)
        ws->showAdministration(page->table().name);
}

} // namespace metadesk
