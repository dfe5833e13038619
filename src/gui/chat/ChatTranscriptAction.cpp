#include "ChatTranscriptAction.h"

#include "ChatTranscriptDialog.h"
#include "gui/pages/TablePage.h"

namespace metadesk {

ChatTranscriptAction::ChatTranscriptAction(QWidget* window, Platform platform)
    : RowDialogAction(
          window, tr("&Chat Transcript…"),
          platform == Platform::Holotable ? QStringLiteral("chatTranscriptAction")
                                          : QStringLiteral("aiChatTranscriptAction"),
          // Both platforms' actions carry the shortcut: each is enabled only on its own tables, so at most one of
          // them listens at a time and the key never becomes ambiguous.
          QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_T), platform,
          platform == Platform::Holotable ? QStringList{QStringLiteral("dashboards"), QStringLiteral("conversations")}
                                          : QStringList{QStringLiteral("ai_chats"), QStringLiteral("ai_chat_turns")},
          {tr("The chat as stored, read-only: untrusted text shown as text, what retention sweeps next, the costs"),
           tr("Select a row first."), tr("Open a chat table and select a row first.")}) {}

ChatTranscriptDialog* ChatTranscriptAction::open() {
    TablePage* page = pickedPage();
    if (!page)
        return nullptr;
    const QString table = page->table().name;
    QString id = page->selectedPrimaryKey().first().toString();
    ChatTranscriptDialog::Kind kind = ChatTranscriptDialog::Kind::Conversation;
    if (table == QLatin1String("dashboards")) {
        kind = ChatTranscriptDialog::Kind::Dashboard;
    } else if (table == QLatin1String("ai_chats") || table == QLatin1String("ai_chat_turns")) {
        kind = ChatTranscriptDialog::Kind::AiChat;
        if (table == QLatin1String("ai_chat_turns"))
            id = page->selectedValues().value(page->table().columnIndex(QStringLiteral("chat_id"))).toString();
    }
    auto* dialog = new ChatTranscriptDialog(*connection(), kind, id, window());
    show(dialog);
    return dialog;
}

} // namespace metadesk
