#include "FlowRestoreAction.h"

#include "FlowHistoryDialog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/RowWriter.h"
#include "core/ops/tabularia/RestoreFlowVersion.h"
#include "core/settings/ProfileStore.h"

#include <QAction>
#include <QMessageBox>
#include <QPushButton>

namespace metadesk {

FlowRestoreAction::FlowRestoreAction(FlowHistoryDialog* dialog, const DbConnection& connection)
    : QObject(dialog), m_dialog(dialog), m_conn(connection) {
    m_action = new QAction(tr("&Restore This Version…"), this);
    m_action->setObjectName(QStringLiteral("flowRestoreAction"));
    const bool writable = !connection.isReadOnly();
    m_action->setEnabled(writable);
    m_action->setToolTip(writable ? tr("Make the picked version the flow's current one: a new version is appended "
                                       "with its definition, as the platform's promote does.")
                                  : tr("This connection is read-only: restoring a version writes the flow and "
                                       "appends a version, so it is not offered."));
    connect(m_action, &QAction::triggered, this, [this]() { restore(m_dialog->selectedVersion()); });
    dialog->addVersionAction(m_action);
}

bool FlowRestoreAction::restore(int version) {
    if (version <= 0)
        return false;
    if (m_conn.isReadOnly()) {
        QMessageBox::information(m_dialog, tr("Restore Version"), m_action->toolTip());
        return false;
    }
    // In the audit table's words: the admin's Tabularia account where the profile names one.
    RowWriter writer(m_conn);
    writer.setActor(AuditActor::resolve(m_conn, ProfileStore().auditIdentity(m_conn.url())));
    const RestoreFlowVersion restore(m_conn, writer.actor());
    const OperationPlan plan = restore.plan(m_dialog->flowId(), version);
    if (plan.isRefused()) {
        QMessageBox box(QMessageBox::Information, tr("Restore Version"), plan.refusal, QMessageBox::Ok, m_dialog);
        box.setObjectName(QStringLiteral("restoreRefused"));
        box.exec();
        return false;
    }
    QMessageBox ask(QMessageBox::Question, tr("Restore Version"),
                    tr("Restore version %1 of flow %2?").arg(version).arg(m_dialog->flowId()), QMessageBox::NoButton,
                    m_dialog);
    ask.setObjectName(QStringLiteral("restoreConfirm"));
    ask.setInformativeText(plan.sentences.join(QLatin1Char('\n')));
    QPushButton* yes = ask.addButton(tr("Restore"), QMessageBox::AcceptRole);
    ask.addButton(QMessageBox::Cancel);
    ask.setDefaultButton(QMessageBox::Cancel);
    ask.exec();
    if (ask.clickedButton() != static_cast<QAbstractButton*>(yes))
        return false;
    const WriteResult r = restore.apply(plan, writer);
    if (!r.ok()) {
        QMessageBox box(QMessageBox::Warning, tr("Restore Version"), r.message, QMessageBox::Ok, m_dialog);
        box.setObjectName(QStringLiteral("restoreFailed"));
        box.setDetailedText(r.details);
        box.exec();
        m_dialog->reload(); // what is there now
        return false;
    }
    m_dialog->reload();
    emit m_dialog->wrote(plan.tables());
    if (!r.message.isEmpty())
        QMessageBox::warning(m_dialog, tr("Restore Version"), r.message);
    return true;
}

} // namespace metadesk
