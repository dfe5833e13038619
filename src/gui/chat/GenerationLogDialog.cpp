#include "GenerationLogDialog.h"

#include "core/chat/GenerationLog.h"
#include "core/db/DbConnection.h"
#include "core/settings/ProfileStore.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace metadesk {

GenerationLogDialog::GenerationLogDialog(const DbConnection& conn, QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("generationLogDialog"));
    setWindowTitle(tr("Generation Log"));
    setAccessibleName(tr("Generation log"));
    auto* layout = new QVBoxLayout(this);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("generationLogStatus"));
    m_status->setAccessibleName(tr("Generation log status"));
    m_status->setTextFormat(Qt::PlainText);
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    const QStringList headers{tr("When"),   tr("Workspace"),         tr("By"),   tr("Mode"), tr("Model"),
                              tr("Tokens"), tr("Prompt (redacted)"), tr("Error")};
    m_table = new QTableWidget(0, int(headers.size()), this);
    m_table->setObjectName(QStringLiteral("generationLogTable"));
    m_table->setAccessibleName(tr("Generation log rows"));
    m_table->setHorizontalHeaderLabels(headers);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setWordWrap(false);
    layout->addWidget(m_table, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(1000, 560);

    const ChatRetention retention = ProfileStore().chatRetention(conn.url());
    QList<GenerationLogEntry> rows;
    QString error;
    if (!GenerationLog(conn, retention, QDateTime::currentDateTimeUtc()).read(QString(), &rows, &error)) {
        m_status->setText(error);
        return;
    }
    m_table->setRowCount(int(rows.size()));
    for (int r = 0; r < rows.size(); ++r) {
        const GenerationLogEntry& e = rows.at(r);
        const QStringList cells{e.createdAt.toUTC().toString(Qt::ISODate),
                                e.workspaceId,
                                e.createdBy,
                                e.mode,
                                e.model,
                                QStringLiteral("%1 / %2").arg(e.inputTokens).arg(e.outputTokens),
                                e.prompt,
                                e.error};
        for (int c = 0; c < cells.size(); ++c)
            m_table->setItem(r, c, new QTableWidgetItem(cells.at(c))); // an item's text is never markup
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(6, QHeaderView::Stretch); // the prompt takes the room left
    m_status->setText(tr("%n row(s), newest first (at most %1); GENERATION_LOG_RETENTION_DAYS %2 applied as the "
                         "platform applies it on read.",
                         nullptr, int(rows.size()))
                          .arg(GenerationLog::kPage)
                          .arg(retention.generationLogDays));
}

QString GenerationLogDialog::status() const {
    return m_status->text();
}

} // namespace metadesk
