#include "ContractDialog.h"

#include "ContractResultsPanel.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/RowWriter.h"
#include "core/history/ContractHistory.h"
#include "core/ops/tabularia/RestoreContractVersion.h"
#include "core/settings/ProfileStore.h"
#include "core/settings/TimeDisplay.h"
#include "gui/detail/JsonView.h"
#include "gui/history/FlowVersionsModel.h"

#include <QAction>
#include <QLabel>
#include <QMessageBox>
#include <QMutex>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace metadesk {

/// What the versions' read also found: the contract as it is, read in the same task (the worker's thread writes it,
/// the window reads it once that task's answer arrived).
struct ContractDialog::Shared {
    QMutex mutex;
    ContractState state;
    bool hasContract = false;
    bool datasourceFound = false;
    QString error;
};

ContractDialog::ContractDialog(const DbConnection& connection, qint64 datasourceId, int select, QWidget* parent)
    : ContractDialog(connection, datasourceId, select, parent, std::make_shared<Shared>()) {}

ContractDialog::ContractDialog(const DbConnection& connection, qint64 datasourceId, int select, QWidget* parent,
                               std::shared_ptr<Shared> shared)
    : VersionHistoryDialog(connection, reader(datasourceId, shared), select, parent), m_conn(connection),
      m_datasourceId(datasourceId), m_shared(std::move(shared)) {
    setObjectName(QStringLiteral("contractDialog"));
    setWindowTitle(tr("Data Contract — Datasource %1").arg(datasourceId));
    setAccessibleName(windowTitle());

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("contractTabs"));
    auto* current = new QWidget(m_tabs);
    auto* currentLayout = new QVBoxLayout(current);
    m_state = new QLabel(tr("Reading the contract…"), current);
    m_state->setObjectName(QStringLiteral("contractState"));
    m_state->setTextFormat(Qt::PlainText);
    m_state->setWordWrap(true);
    m_state->setTextInteractionFlags(Qt::TextSelectableByMouse);
    currentLayout->addWidget(m_state);
    m_document = new JsonView(current);
    m_document->setObjectName(QStringLiteral("contractDocument"));
    m_document->setAccessibleName(tr("The contract's current document"));
    currentLayout->addWidget(m_document, 1);
    m_tabs->addTab(current, tr("Current &Document"));
    m_results = new ContractResultsPanel(connection.url(), datasourceId, m_tabs);
    m_tabs->addTab(m_results, tr("&Results"));
    m_tabs->setMinimumHeight(240);
    addAboveDiff(m_tabs);

    m_restore = new QAction(tr("&Restore This Version…"), this);
    m_restore->setObjectName(QStringLiteral("contractRestoreAction"));
    const bool writable = !connection.isReadOnly();
    m_restore->setEnabled(writable);
    m_restore->setToolTip(writable ? tr("Save the picked version's document again as the contract's newest version, "
                                        "as the platform saves a contract; no version is changed.")
                                   : tr("This connection is read-only: restoring a version writes the contract and "
                                        "appends a version, so it is not offered."));
    connect(m_restore, &QAction::triggered, this, [this]() { restore(selectedVersion()); });
    addVersionAction(m_restore);
    connect(this, &VersionHistoryDialog::versionsLoaded, this, &ContractDialog::showState);
    // A contract's versions carry no note (models/contract.py): the column would stay empty.
    versionsView()->setColumnHidden(FlowVersionsModel::Note, true);
}

ContractDialog::~ContractDialog() = default;

VersionHistoryDialog::Reader ContractDialog::reader(qint64 datasourceId, const std::shared_ptr<Shared>& shared) {
    Reader r;
    r.versions = [datasourceId, shared](const DbConnection& conn, QString* name, bool* found,
                                        QList<FlowVersionInfo>* versions, QString* error) {
        const ContractHistory history(conn);
        ContractState state;
        bool has = false;
        const bool ok = history.available(error) && history.datasourceName(datasourceId, name, found, error) &&
                        history.contract(datasourceId, &state, &has, error) &&
                        history.versions(datasourceId, versions, error);
        // A datasource that is gone may still have contract rows left behind: they are shown all the same.
        if (ok && !*found && (has || !versions->isEmpty()))
            *found = true;
        const QMutexLocker lock(&shared->mutex);
        shared->state = state;
        shared->hasContract = has;
        shared->datasourceFound = ok && !name->isEmpty();
        shared->error = ok ? QString() : *error;
        return ok;
    };
    r.text = [datasourceId](const DbConnection& conn, int version, QString* text, bool* found, QString* error) {
        return ContractHistory(conn).document(datasourceId, version, text, found, error);
    };
    return r;
}

QString ContractDialog::heading(const QString& name, bool found, int count) const {
    if (!found)
        return tr("There is no datasource %1 (any more), and no contract rows name it.").arg(m_datasourceId);
    return tr("Datasource %1 “%2”: %n saved version(s) of its data contract. Each save that changes the document adds "
              "one; none is ever changed.",
              nullptr, count)
        .arg(m_datasourceId)
        .arg(name.isEmpty() ? tr("(gone)") : name);
}

void ContractDialog::showState() {
    ContractState state;
    bool has = false;
    QString error;
    {
        const QMutexLocker lock(&m_shared->mutex);
        state = m_shared->state;
        has = m_shared->hasContract;
        error = m_shared->error;
    }
    if (!error.isEmpty()) {
        m_state->setText(tr("The contract could not be read: %1").arg(error));
        m_document->setJson({});
        m_document->hide(); // no document, so nothing to call invalid
        return;
    }
    if (!has) {
        m_state->setText(
            tr("This datasource has no data contract (a contract removed by itself keeps its saved versions "
               "and results, shown here)."));
        m_document->setJson({});
        m_document->hide(); // no document, so nothing to call invalid
        m_restore->setEnabled(false);
        m_restore->setToolTip(tr("There is no contract to restore a version into."));
        return;
    }
    QStringList lines;
    // routes/contracts.py: what the icon says is effective_status; a disabled contract shows no icon (summaries).
    lines << (state.hasIcon()
                  ? tr("Icon: %1 (the state the platform shows beside the datasource).").arg(state.effectiveStatus())
                  : tr("Icon: none — the contract is disabled, and the platform's lists show no state for "
                       "it."));
    lines << tr("Version %1, %2. Status %3, checked %4; %5, %6.")
                 .arg(QString::number(state.version), state.enabled ? tr("enabled") : tr("disabled"), state.status,
                      state.checkedAt.isValid() ? timedisplay::text(state.checkedAt) : tr("never on these data"),
                      tr("%n error(s)", nullptr, int(state.errors)), tr("%n warning(s)", nullptr, int(state.warnings)));
    if (state.blockedAt.isValid())
        lines << tr("An update was refused by a blocking rule at %1 (run %2): the datasource still serves the data "
                    "before it.")
                     .arg(timedisplay::text(state.blockedAt),
                          state.blockedRunId.isNull() ? tr("unknown") : state.blockedRunId.toString());
    lines << (state.notifyEmails.isEmpty() || state.notifyConnectionId.isNull()
                  ? tr("Alerts: none (no recipients or no SMTP connection).")
                  : tr("Alerts on a change of state to %1 through connection %2.")
                        .arg(state.notifyEmails, state.notifyConnectionId.toString()));
    m_state->setText(lines.join(QLatin1Char('\n')));
    m_document->setJson(state.document.toUtf8());
    m_document->show();
}

bool ContractDialog::restore(int version) {
    if (version <= 0)
        return false;
    if (m_conn.isReadOnly()) {
        QMessageBox::information(this, tr("Restore Version"), m_restore->toolTip());
        return false;
    }
    RowWriter writer(m_conn);
    writer.setActor(AuditActor::resolve(m_conn, ProfileStore().auditIdentity(m_conn.url())));
    const RestoreContractVersion op(m_conn, writer.actor());
    const OperationPlan plan = op.plan(m_datasourceId, version);
    if (plan.isRefused()) {
        QMessageBox box(QMessageBox::Information, tr("Restore Version"), plan.refusal, QMessageBox::Ok, this);
        box.setObjectName(QStringLiteral("contractRestoreRefused"));
        box.exec();
        return false;
    }
    QMessageBox ask(QMessageBox::Question, tr("Restore Version"),
                    tr("Restore version %1 of the contract of datasource %2?").arg(version).arg(m_datasourceId),
                    QMessageBox::NoButton, this);
    ask.setObjectName(QStringLiteral("contractRestoreConfirm"));
    ask.setInformativeText(plan.sentences.join(QLatin1Char('\n')));
    QPushButton* yes = ask.addButton(tr("Restore"), QMessageBox::AcceptRole);
    ask.addButton(QMessageBox::Cancel);
    ask.setDefaultButton(QMessageBox::Cancel);
    ask.exec();
    if (ask.clickedButton() != static_cast<QAbstractButton*>(yes))
        return false;
    const WriteResult r = op.apply(plan, writer);
    reload();
    m_results->reload();
    if (!r.ok()) {
        QMessageBox box(QMessageBox::Warning, tr("Restore Version"), r.message, QMessageBox::Ok, this);
        box.setObjectName(QStringLiteral("contractRestoreFailed"));
        box.setDetailedText(r.details);
        box.exec();
        return false;
    }
    emit wrote(plan.tables());
    if (!r.message.isEmpty())
        QMessageBox::warning(this, tr("Restore Version"), r.message);
    return true;
}

} // namespace metadesk
