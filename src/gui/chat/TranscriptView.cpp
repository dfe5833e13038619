#include "TranscriptView.h"

#include "core/chat/ChatTranscripts.h"

#include <QFontDatabase>

namespace metadesk {

TranscriptView::TranscriptView(QWidget* parent) : QPlainTextEdit(parent) {
    setObjectName(QStringLiteral("transcriptView"));
    setAccessibleName(tr("Chat transcript"));
    setReadOnly(true);
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
}

void TranscriptView::setTranscript(const Transcript& transcript, const ChatRetention& retention) {
    // setPlainText: a QPlainTextEdit has no rich text and no anchors, whatever the text holds.
    setPlainText(ChatTranscripts::plainText(transcript, retention));
}

} // namespace metadesk
