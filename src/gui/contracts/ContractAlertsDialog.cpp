#include "ContractAlertsDialog.h"

#include "ContractResultsModel.h"
#include "ContractResultsPanel.h"
#include "core/checks/RunAges.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/RowWriter.h"
#include "core/history/ContractHistory.h"
#include "core/ops/tabularia/RetryContractAlert.h"
#include "core/settings/ProfileStore.h"
#include "models/FetchWorker.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace metadesk {

ContractAlertsDialog::ContractAlertsDialog(const DbConnection& connection, QWidget* parent)
    : QDialog(parent), m_conn(connection),
      m_worker(std::make_unique<FetchWorker>(connection.url(), true, QStringLiteral("contracts"))) {
    setObjectName(QStringLiteral("contractAlertsDialog"));
    setWindowTitle(tr("Contract Results and Alerts"));
    setAccessibleName(windowTitle());
    auto* layout = new QVBoxLayout(this);
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("contractAlertsTabs"));

    auto* outbox = new QWidget(m_tabs);
    auto* outboxLayout = new QVBoxLayout(outbox);
    auto* about = new QLabel(
        tr("The alerts' outbox (data_contract_results.notify). The platform's scheduler sends the pending alerts on "
           "each tick, claiming each one (pending → sending) before it sends it; a scheduler that dies while sending "
           "leaves its claim, and the platform never sends that alert again. Retry puts such a claim back to pending "
           "for the scheduler to send, only if it is still the claim shown here. Metadesk never sends anything."),
        outbox);
    about->setWordWrap(true);
    about->setTextFormat(Qt::PlainText);
    outboxLayout->addWidget(about);
    m_model = new ContractResultsModel(this);
    m_view = new QTableView(outbox);
    m_view->setObjectName(QStringLiteral("contractOutbox"));
    m_view->setAccessibleName(tr("Alerts pending and claimed, in the order the scheduler takes them"));
    m_view->setModel(m_model);
    m_view->setTabKeyNavigation(false); // Tab leaves the list; the arrows move within it
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    outboxLayout->addWidget(m_view, 1);
    auto* row = new QHBoxLayout;
    m_status = new QLabel(tr("Reading the outbox…"), outbox);
    m_status->setObjectName(QStringLiteral("contractOutboxStatus"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    row->addWidget(m_status, 1);
    auto* refresh = new QPushButton(tr("Re&fresh"), outbox);
    refresh->setObjectName(QStringLiteral("contractOutboxRefresh"));
    row->addWidget(refresh);
    m_retry = new QPushButton(tr("&Retry…"), outbox);
    m_retry->setObjectName(QStringLiteral("contractOutboxRetry"));
    m_retry->setAccessibleName(tr("Retry"));
    row->addWidget(m_retry);
    outboxLayout->addLayout(row);
    m_tabs->addTab(outbox, tr("&Outbox"));

    m_results = new ContractResultsPanel(connection.url(), 0, m_tabs);
    m_tabs->addTab(m_results, tr("R&esults"));
    layout->addWidget(m_tabs, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(1100, 640);

    connect(refresh, &QPushButton::clicked, this, &ContractAlertsDialog::reloadOutbox);
    connect(m_retry, &QPushButton::clicked, this, &ContractAlertsDialog::retrySelected);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &ContractAlertsDialog::updateRetry);
    updateRetry();
    reloadOutbox();
}

ContractAlertsDialog::~ContractAlertsDialog() {
    ++m_generation;
    FetchWorker::retire(std::move(m_worker));
}

void ContractAlertsDialog::reloadOutbox() {
    const int generation = ++m_generation;
    FetchWorker* worker = m_worker.get();
    QObject* gui = QCoreApplication::instance();
    QPointer<ContractAlertsDialog> self(this);
    m_worker->post([=](const DbConnection* conn) {
        QList<ContractResultInfo> rows;
        QString error = conn ? QString() : worker->openError();
        if (conn) {
            const ContractHistory history(*conn);
            if (history.available(&error))
                history.outbox(&rows, &error);
        }
        QMetaObject::invokeMethod(
            gui,
            [=]() {
                if (!self || generation != self->m_generation)
                    return;
                const QDateTime now = QDateTime::currentDateTimeUtc();
                self->m_model->setResults(rows, now);
                int pending = 0, stuck = 0;
                for (const ContractResultInfo& r : rows) {
                    pending += r.notify.toString() == QLatin1String("pending");
                    stuck += r.notify.toString() == QLatin1String("sending") && r.evaluatedAt.isValid() &&
                             r.evaluatedAt.secsTo(now) >= checks::kNotificationStuckSeconds;
                }
                self->m_status->setText(
                    !error.isEmpty() ? tr("The outbox could not be read: %1").arg(error)
                                     : tr("%1 pending, %2 claimed and not finished (%3 of them older than %4 minutes).")
                                           .arg(pending)
                                           .arg(rows.size() - pending)
                                           .arg(stuck)
                                           .arg(checks::kNotificationStuckSeconds / 60));
                self->updateRetry();
                emit self->outboxLoaded();
            },
            Qt::QueuedConnection);
    });
}

void ContractAlertsDialog::updateRetry() {
    const int row = m_view->currentIndex().row();
    const bool claimed = row >= 0 && row < m_model->results().size() &&
                         m_model->results().at(row).notify.toString() == QLatin1String("sending");
    m_retry->setEnabled(claimed && !m_conn.isReadOnly());
    m_retry->setToolTip(m_conn.isReadOnly() ? tr("This connection is read-only: releasing a claim writes the alert.")
                        : claimed           ? tr("Put the picked claim back to pending, for the scheduler to send")
                                            : tr("Pick an alert that is claimed (sending) first."));
}

bool ContractAlertsDialog::retrySelected() {
    const int row = m_view->currentIndex().row();
    if (row < 0 || row >= m_model->results().size() || m_conn.isReadOnly())
        return false;
    const ContractResultInfo& seenRow = m_model->results().at(row);
    // What the admin saw: this alert, claimed. Another state now (finished, released) refuses before writing.
    const QVariantMap seen{{QStringLiteral("id"), seenRow.id}, {QStringLiteral("notify"), seenRow.notify}};
    RowWriter writer(m_conn);
    writer.setActor(AuditActor::resolve(m_conn, ProfileStore().auditIdentity(m_conn.url())));
    const RetryContractAlert op(m_conn);
    const OperationPlan plan = op.planAsSeen(seen);
    if (plan.isRefused()) {
        QMessageBox box(QMessageBox::Information, tr("Retry Alert"), plan.refusal, QMessageBox::Ok, this);
        box.setObjectName(QStringLiteral("contractRetryRefused"));
        box.exec();
        reloadOutbox();
        return false;
    }
    QMessageBox ask(QMessageBox::Question, tr("Retry Alert"),
                    tr("Release the claim on the alert of contract result %1?").arg(seenRow.id), QMessageBox::NoButton,
                    this);
    ask.setObjectName(QStringLiteral("contractRetryConfirm"));
    ask.setInformativeText(plan.sentences.join(QLatin1Char('\n')));
    QPushButton* yes = ask.addButton(tr("Retry"), QMessageBox::AcceptRole);
    ask.addButton(QMessageBox::Cancel);
    ask.setDefaultButton(QMessageBox::Cancel);
    ask.exec();
    if (ask.clickedButton() != static_cast<QAbstractButton*>(yes))
        return false;
    const WriteResult r = op.apply(plan, writer);
    reloadOutbox();
    if (!r.ok()) {
        QMessageBox box(QMessageBox::Warning, tr("Retry Alert"), r.message, QMessageBox::Ok, this);
        box.setObjectName(QStringLiteral("contractRetryFailed"));
        box.setDetailedText(r.details);
        box.exec();
        return false;
    }
    emit wrote(plan.tables());
    return true;
}

} // namespace metadesk
