#include "FlowHistoryAction.h"

#include "FlowAiTextsAction.h"
#include "FlowHistoryDialog.h"
#include "FlowRestoreAction.h"
#include "gui/pages/TablePage.h"

namespace metadesk {

FlowHistoryAction::FlowHistoryAction(QWidget* window)
    : RowDialogAction(window, tr("Version &History…"), QStringLiteral("flowHistoryAction"),
                      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_H), Platform::Tabularia,
                      {QStringLiteral("flows"), QStringLiteral("flow_versions")},
                      {tr("Every version of the flow, and the differences between any two"), tr("Select a flow first."),
                       tr("Open Flows or Flow versions and select a row first.")}) {}

FlowHistoryDialog* FlowHistoryAction::open() {
    TablePage* page = pickedPage();
    if (!page)
        return nullptr;
    qint64 flowId = page->selectedPrimaryKey().first().toLongLong();
    int version = 0;
    if (page->table().name == QLatin1String("flow_versions")) {
        // A version row: its flow, with that version shown first (both are in the row the grid already read).
        const QVariantList values = page->selectedValues();
        const QVariant flow = values.value(page->table().columnIndex(QStringLiteral("flow_id")));
        if (flow.isNull())
            return nullptr;
        flowId = flow.toLongLong();
        version = values.value(page->table().columnIndex(QStringLiteral("version"))).toInt();
    }
    auto* dialog = new FlowHistoryDialog(*connection(), flowId, version, window());
    new FlowRestoreAction(dialog, *connection()); // the dialog's Restore, owned by it
    new FlowAiTextsAction(dialog, *connection()); // the version's dbt AI texts and their Forget, owned by it
    connect(dialog, &VersionHistoryDialog::wrote, this, [this](const QStringList& tables) { wrote(tables); });
    show(dialog);
    return dialog;
}

} // namespace metadesk
