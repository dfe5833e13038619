#include "PersonPreferencesAction.h"

#include "PersonPreferencesDialog.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/RowStore.h"
#include "gui/Workspace.h"
#include "gui/pages/TablePage.h"

#include <QMessageBox>
#include <QPointer>

namespace metadesk {

PersonPreferencesAction::PersonPreferencesAction(QWidget* window)
    : RowDialogAction(window, tr("Person &Preferences…"), QStringLiteral("personPreferencesAction"), QKeySequence(),
                      Platform::Holotable, {QStringLiteral("user_preferences")},
                      {tr("The person's preferences as the platform reads them, field by field, and an editor that "
                          "writes only what it reads"),
                       tr("Select a person's row first."), tr("Open User preferences and select a row first.")}) {}

PersonPreferencesDialog* PersonPreferencesAction::open() {
    TablePage* page = pickedPage();
    const DbConnection* conn = connection();
    if (!page || !conn)
        return nullptr;
    const TableDescriptor* table = conn->catalog().table(QStringLiteral("user_preferences"));
    QVariantMap row;
    bool found = false;
    QString error;
    if (!table || !RowStore(*conn, *table).fetch(page->selectedPrimaryKey(), &row, &found, &error) || !found) {
        QMessageBox::warning(window(), tr("Person Preferences"),
                             found || !error.isEmpty() ? error : tr("The row is gone: someone deleted it."));
        return nullptr;
    }
    auto* dialog = new PersonPreferencesDialog(*conn, row, window());
    const QPointer<TablePage> shown(page);
    connect(dialog, &PersonPreferencesDialog::saved, this, [this, shown](const QString&) {
        if (Workspace* ws = workspace())
            ws->written(QStringLiteral("user_preferences"), false);
        if (shown)
            shown->refresh();
    });
    show(dialog);
    return dialog;
}

} // namespace metadesk
