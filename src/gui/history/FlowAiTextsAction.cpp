#include "FlowAiTextsAction.h"

#include "FlowHistoryDialog.h"
#include "core/db/DbConnection.h"
#include "core/edit/AuditActor.h"
#include "core/edit/RowWriter.h"
#include "core/ops/tabularia/ForgetDbtAiTexts.h"
#include "core/settings/ProfileStore.h"

#include <QAction>
#include <QCoreApplication>
#include <QLabel>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>

namespace metadesk {

FlowAiTextsAction::FlowAiTextsAction(FlowHistoryDialog* dialog, const DbConnection& connection)
    : QObject(dialog), m_dialog(dialog), m_conn(connection) {
    m_label = new QLabel(dialog);
    m_label->setObjectName(QStringLiteral("dbtAiTexts"));
    m_label->setWordWrap(true);
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    dialog->addVersionInfo(m_label);
    m_action = new QAction(tr("&Forget dbt AI Texts…"), this);
    m_action->setObjectName(QStringLiteral("forgetAiTextsAction"));
    m_ask = [dialog](const OperationPlan& plan) {
        QMessageBox ask(QMessageBox::Question, tr("Forget dbt AI Texts"), plan.sentences.value(0),
                        QMessageBox::NoButton, dialog);
        ask.setObjectName(QStringLiteral("forgetAiTextsConfirm"));
        ask.setInformativeText(plan.sentences.mid(1).join(QLatin1Char('\n')));
        QPushButton* yes = ask.addButton(tr("Forget"), QMessageBox::AcceptRole);
        ask.addButton(QMessageBox::Cancel);
        ask.setDefaultButton(QMessageBox::Cancel);
        ask.exec();
        return ask.clickedButton() == static_cast<QAbstractButton*>(yes);
    };
    // Before the button's own update (addVersionAction), so that it reads the action's state for this version.
    connect(dialog, &VersionHistoryDialog::selectedVersionChanged, this, &FlowAiTextsAction::show);
    connect(dialog, &VersionHistoryDialog::versionsLoaded, this, [this]() {
        show(m_dialog->selectedVersion());
        readCounts();
    });
    connect(m_action, &QAction::triggered, this, [this]() { forget(m_dialog->selectedVersion()); });
    dialog->addVersionAction(m_action);
    show(dialog->selectedVersion());
}

void FlowAiTextsAction::readCounts() {
    const int generation = ++m_countsGeneration;
    const qint64 flowId = m_dialog->flowId();
    QPointer<FlowAiTextsAction> self(this);
    m_dialog->readBeside([=](const DbConnection* conn) {
        Counts counts;
        counts.error = conn ? QString() : tr("no connection");
        if (conn)
            ForgetDbtAiTexts::countsByVersion(*conn, flowId, &counts.perVersion, &counts.error);
        QMetaObject::invokeMethod(
            QCoreApplication::instance(), // not the action: the dialog may be closing now
            [=]() {
                if (!self || generation != self->m_countsGeneration)
                    return;
                self->m_counts = counts;
                self->show(self->m_dialog->selectedVersion());
            },
            Qt::QueuedConnection);
    });
}

void FlowAiTextsAction::show(int version) {
    int total = 0;
    if (version <= 0) {
        m_label->clear();
    } else if (!m_counts) {
        m_label->setText(tr("Reading the dbt AI texts…"));
    } else if (!m_counts->error.isEmpty()) {
        m_label->setText(tr("Could not read the dbt AI texts: %1").arg(m_counts->error));
    } else {
        QStringList kinds;
        const QMap<QString, int> perKind = m_counts->perVersion.value(version);
        for (auto it = perKind.cbegin(); it != perKind.cend(); ++it) {
            kinds << QStringLiteral("%1 %2").arg(it.value()).arg(it.key());
            total += it.value();
        }
        m_label->setText(
            total == 0
                ? tr("dbt AI texts of version %1: none (a dbt export with AI asks the AI for them).").arg(version)
                : tr("dbt AI texts of version %1: %2 (%3), reused by every dbt export of this version.")
                      .arg(version)
                      .arg(total)
                      .arg(kinds.join(QStringLiteral(", "))));
    }
    const bool writable = !m_conn.isReadOnly();
    m_action->setEnabled(writable && total > 0);
    m_action->setToolTip(
        !writable   ? tr("This connection is read-only: forgetting the texts deletes rows, so it is not "
                           "offered.")
        : total > 0 ? tr("Forget the picked version's dbt AI texts, so that the next export asks the AI again.")
                    : tr("The picked version has no dbt AI texts."));
}

bool FlowAiTextsAction::forget(int version) {
    if (version <= 0)
        return false;
    if (m_conn.isReadOnly()) {
        m_label->setText(m_action->toolTip());
        return false;
    }
    RowWriter writer(m_conn);
    writer.setActor(AuditActor::resolve(m_conn, ProfileStore().auditIdentity(m_conn.url())));
    const ForgetDbtAiTexts operation(m_conn);
    const OperationPlan plan = operation.plan(m_dialog->flowId(), version);
    if (plan.isRefused()) {
        m_label->setText(plan.refusal);
        return false;
    }
    if (!m_ask(plan))
        return false;
    const WriteResult r = operation.apply(plan, writer);
    if (r.ok() && m_counts) { // every text of the version is gone; a read under way would say otherwise
        ++m_countsGeneration;
        m_counts->perVersion.remove(version);
    }
    show(version);
    if (!r.ok()) {
        m_label->setText(r.details.isEmpty() ? r.message : r.message + QLatin1Char(' ') + r.details);
        return false;
    }
    emit m_dialog->wrote(plan.tables());
    m_label->setText(tr("Forgot %n dbt AI text(s) of version %1: the next dbt export of it asks the AI again.", nullptr,
                        int(plan.changes.size()))
                         .arg(version));
    return true;
}

} // namespace metadesk
