#pragma once

#include "gui/history/RowDialogAction.h"

namespace metadesk {

class ChatTranscriptDialog;

/// "Chat Transcript…" for the row picked in Holotable's Dashboards or Conversations, or Tabularia's AI chats (and AI
/// chat turns): the View menu's item and a row action in those grids' context menu. One per platform.
class ChatTranscriptAction : public RowDialogAction {
    Q_OBJECT
public:
    ChatTranscriptAction(QWidget* window, Platform platform);

    /// Opens the transcript of the picked row; null when no such row is picked.
    ChatTranscriptDialog* open();

protected:
    void triggered() override { open(); }
};

} // namespace metadesk
