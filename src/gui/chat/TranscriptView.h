#pragma once

#include <QPlainTextEdit>

namespace metadesk {

struct ChatRetention;
struct Transcript;

/// A chat transcript shown as plain text: what people and models wrote is untrusted, so it is never read as HTML or
/// markdown and nothing in it is a link; it can be selected and copied, not edited.
class TranscriptView : public QPlainTextEdit {
    Q_OBJECT
public:
    explicit TranscriptView(QWidget* parent = nullptr);
    void setTranscript(const Transcript& transcript, const ChatRetention& retention);
};

} // namespace metadesk
