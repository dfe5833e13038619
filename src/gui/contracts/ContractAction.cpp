#include "ContractAction.h"

#include "ContractAlertsDialog.h"
#include "ContractDialog.h"
#include "core/db/DbConnection.h"
#include "core/history/ContractHistory.h"
#include "gui/pages/TablePage.h"

#include <QAction>

namespace metadesk {

ContractAction::ContractAction(QWidget* window)
    : RowDialogAction(window, tr("Data &Contract…"), QStringLiteral("contractAction"),
                      QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K), Platform::Tabularia,
                      {QStringLiteral("datasources"), QStringLiteral("data_contracts"),
                       QStringLiteral("data_contract_versions"), QStringLiteral("data_contract_results")},
                      {tr("The datasource's data contract: its state, document, versions, their differences and "
                          "restore, its results"),
                       tr("Select a datasource first."),
                       tr("Open Datasources or a contract table and select a row first.")}) {
    m_alerts = new QAction(tr("Contract Results and &Alerts…"), this);
    m_alerts->setObjectName(QStringLiteral("contractAlertsAction"));
    m_alerts->setToolTip(
        tr("The contract alerts waiting to be sent or stuck in sending, and every contract's results"));
    m_alerts->setEnabled(false);
    connect(m_alerts, &QAction::triggered, this, [this]() { openAlerts(); });
}

void ContractAction::attach(const DbConnection* connection, Workspace* workspace) {
    RowDialogAction::attach(connection, workspace);
    m_alerts->setEnabled(connection && ContractHistory(*connection).available(nullptr));
}

void ContractAction::detach() {
    RowDialogAction::detach();
    m_alerts->setEnabled(false);
}

ContractDialog* ContractAction::open() {
    TablePage* page = pickedPage();
    if (!page)
        return nullptr;
    qint64 datasourceId = page->selectedPrimaryKey().first().toLongLong();
    int version = 0;
    const QString& table = page->table().name;
    if (table != QLatin1String("datasources")) {
        // A contract row: its datasource (no foreign key, by design: the value is what the row holds).
        const QVariantList values = page->selectedValues();
        const QVariant datasource = values.value(page->table().columnIndex(QStringLiteral("datasource_id")));
        if (datasource.isNull())
            return nullptr;
        datasourceId = datasource.toLongLong();
        if (table == QLatin1String("data_contract_versions"))
            version = values.value(page->table().columnIndex(QStringLiteral("version"))).toInt();
    }
    auto* dialog = new ContractDialog(*connection(), datasourceId, version, window());
    connect(dialog, &VersionHistoryDialog::wrote, this, [this](const QStringList& tables) { wrote(tables); });
    show(dialog);
    return dialog;
}

ContractAlertsDialog* ContractAction::openAlerts() {
    if (!connection() || !ContractHistory(*connection()).available(nullptr))
        return nullptr;
    auto* dialog = new ContractAlertsDialog(*connection(), window());
    connect(dialog, &ContractAlertsDialog::wrote, this, [this](const QStringList& tables) { wrote(tables); });
    show(dialog);
    return dialog;
}

} // namespace metadesk
