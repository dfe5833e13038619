#include "ChatTranscriptDialog.h"

#include "TranscriptView.h"
#include "core/db/DbConnection.h"
#include "core/settings/ProfileStore.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace metadesk {

ChatTranscriptDialog::ChatTranscriptDialog(const DbConnection& conn, Kind kind, const QString& id, QWidget* parent)
    : QDialog(parent), m_conn(conn), m_kind(kind), m_id(id), m_retention(ProfileStore().chatRetention(conn.url())) {
    setObjectName(QStringLiteral("chatTranscriptDialog"));
    setWindowTitle(tr("Chat Transcript"));
    setAccessibleName(tr("Chat transcript"));
    auto* layout = new QVBoxLayout(this);
    if (kind == Kind::Dashboard) {
        auto* form = new QFormLayout;
        m_person = new QComboBox(this);
        m_person->setObjectName(QStringLiteral("chatPersonCombo"));
        m_person->setAccessibleName(tr("Person"));
        form->addRow(tr("&Person:"), m_person);
        layout->addLayout(form);
        QStringList people;
        QString error;
        if (ChatTranscripts(conn, m_retention, QDateTime::currentDateTimeUtc()).dashboardPeople(id, &people, &error) ==
            ChatTranscripts::Failed)
            people.clear();
        m_person->addItems(people);
        connect(m_person, &QComboBox::currentTextChanged, this, &ChatTranscriptDialog::load);
    }
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("chatTranscriptStatus"));
    m_status->setAccessibleName(tr("Transcript status"));
    m_status->setTextFormat(Qt::PlainText); // titles and errors carry stored text
    m_status->setWordWrap(true);
    layout->addWidget(m_status);
    m_view = new TranscriptView(this);
    layout->addWidget(m_view, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->button(QDialogButtonBox::Close)->setObjectName(QStringLiteral("chatTranscriptClose"));
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(760, 560);
    load();
}

QString ChatTranscriptDialog::status() const {
    return m_status->text();
}

void ChatTranscriptDialog::load() {
    const ChatTranscripts reader(m_conn, m_retention, QDateTime::currentDateTimeUtc());
    QString error;
    ChatTranscripts::Result r = ChatTranscripts::NotFound;
    if (m_kind == Kind::AiChat)
        r = reader.aiChat(m_id.toLongLong(), &m_transcript, &error);
    else if (m_kind == Kind::Conversation)
        r = reader.conversation(m_id, &m_transcript, &error);
    else if (m_person && m_person->count() > 0)
        r = reader.dashboardChat(m_id, m_person->currentText(), &m_transcript, &error);
    else
        error = tr("Nobody has a chat on this dashboard.");
    if (r != ChatTranscripts::Found) {
        m_transcript = Transcript();
        m_view->clear();
        m_status->setText(error);
        return;
    }
    m_view->setTranscript(m_transcript, m_retention);
    QString line =
        m_transcript.platform == QLatin1String("holotable")
            ? tr("%n message(s), %1 swept on the next write (CHAT_HISTORY_MAX_MESSAGES %2, "
                 "CHAT_HISTORY_RETENTION_DAYS %3)",
                 nullptr, int(m_transcript.messages.size()))
                  .arg(m_transcript.swept())
                  .arg(m_retention.maxMessages)
                  .arg(m_retention.retentionDays)
        : !m_transcript.turns.isEmpty() && m_transcript.unknownCosts >= m_transcript.turns.size()
            ? tr("%n turn(s), none with a known cost", nullptr, int(m_transcript.turns.size()))
            : tr("%n turn(s), $%1 in total", nullptr, int(m_transcript.turns.size())).arg(m_transcript.totalCostUsd);
    if (m_transcript.unparsed())
        line += QLatin1Char(' ') + tr("%n row(s) do not parse.", nullptr, m_transcript.unparsed());
    m_status->setText(line);
}

} // namespace metadesk
