#include "ChangeJournalDialog.h"

#include "core/edit/ChangeJournal.h"
#include "core/settings/TimeDisplay.h"
#include "gui/style/Theme.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardItemModel>
#include <QTableView>
#include <QVBoxLayout>

namespace metadesk {

ChangeJournalDialog::ChangeJournalDialog(const ChangeJournal& journal, QWidget* parent)
    : QDialog(parent), m_journal(journal) {
    setObjectName(QStringLiteral("changeJournalDialog"));
    setWindowTitle(tr("Change journal"));
    setAccessibleName(windowTitle());
    auto* layout = new QVBoxLayout(this);
    int unreadable = 0;
    const QList<QJsonObject> entries = journal.entries(&unreadable);
    auto* intro = new QLabel(introText(journal.coverage(), int(entries.size())), this);
    intro->setObjectName(QStringLiteral("journalIntro"));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    if (unreadable > 0) {
        auto* warn =
            new QLabel(tr("%n line(s) of the journal could not be read and are not shown.", nullptr, unreadable), this);
        theme::setTone(warn, theme::Tone::Bad);
        layout->addWidget(warn);
    }
    m_model = new QStandardItemModel(0, 5, this);
    m_model->setHorizontalHeaderLabels({tr("When"), tr("Who"), tr("Action"), tr("Row"), tr("Changes")});
    for (auto it = entries.crbegin(); it != entries.crend(); ++it) {
        const QJsonObject& e = *it;
        const QDateTime at = QDateTime::fromString(e.value(QStringLiteral("at")).toString(), Qt::ISODateWithMs);
        QStringList changed = e.value(QStringLiteral("changes")).toObject().keys();
        const QString key =
            QString::fromUtf8(QJsonDocument(e.value(QStringLiteral("key")).toObject()).toJson(QJsonDocument::Compact));
        QList<QStandardItem*> row{
            new QStandardItem(at.isValid() ? timedisplay::text(at) : e.value(QStringLiteral("at")).toString()),
            new QStandardItem(e.value(QStringLiteral("actor_label")).toString()),
            new QStandardItem(e.value(QStringLiteral("action")).toString()), new QStandardItem(key),
            new QStandardItem(changed.join(QStringLiteral(", ")))};
        row.last()->setToolTip(QString::fromUtf8(
            QJsonDocument(e.value(QStringLiteral("changes")).toObject()).toJson(QJsonDocument::Indented)));
        for (QStandardItem* item : row)
            item->setEditable(false);
        m_model->appendRow(row);
    }
    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("journalView"));
    m_view->setAccessibleName(tr("Recorded changes"));
    m_view->setModel(m_model);
    m_view->setTabKeyNavigation(false); // Tab leaves the list; the arrows move within it
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->verticalHeader()->hide();
    m_view->resizeColumnsToContents();
    layout->addWidget(m_view, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* exportButton = buttons->addButton(tr("Export…"), QDialogButtonBox::ActionRole);
    exportButton->setObjectName(QStringLiteral("exportJournalButton"));
    exportButton->setAccessibleName(tr("Export"));
    buttons->button(QDialogButtonBox::Close)->setObjectName(QStringLiteral("closeButton"));
    buttons->button(QDialogButtonBox::Close)->setAccessibleName(tr("Close"));
    exportButton->setEnabled(!entries.isEmpty());
    connect(exportButton, &QPushButton::clicked, this, &ChangeJournalDialog::exportInteractively);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(900, 480);
}

QString ChangeJournalDialog::introText(const ChangeJournal::Coverage& coverage, int entries) {
    QStringList parts;
    if (!coverage.known || (coverage.holotable && !coverage.holotableAuditLog)) {
        // Holotable's audit_log arrives with its migration 012: before it, this journal is the only record.
        parts << tr("This database's Holotable has no audit table yet (Holotable adds audit_log in its migration 012), "
                    "so Metadesk records each change it makes to Holotable tables here, on this computer (%n "
                    "change(s)). The file is only ever appended to.",
                    nullptr, entries);
    } else if (coverage.holotable) {
        parts << tr("This database's Holotable keeps its own audit table, audit_log (from its migration 012): Metadesk "
                    "writes each change to Holotable tables there, not here. This journal holds only what was recorded "
                    "on this computer before (%n change(s)).",
                    nullptr, entries);
    } else {
        parts << tr("This database holds no Holotable tables, so nothing is recorded here (%n change(s) from before).",
                    nullptr, entries);
    }
    if (coverage.known && coverage.tabularia)
        parts << tr("Changes to Tabularia tables go to Tabularia's own audit table, audit_logs.");
    return parts.join(QLatin1Char(' '));
}

bool ChangeJournalDialog::exportTo(const QString& file, QString* error) const {
    return m_journal.exportTo(file, error);
}

void ChangeJournalDialog::exportInteractively() {
    const QString file = QFileDialog::getSaveFileName(
        this, tr("Export change journal"), QStringLiteral("metadesk-change-journal.json"), tr("JSON (*.json)"));
    if (file.isEmpty())
        return;
    QString error;
    if (!exportTo(file, &error))
        QMessageBox::warning(this, tr("Export failed"), error);
}

} // namespace metadesk
