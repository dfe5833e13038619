#pragma once

#include "core/chat/ChatTranscripts.h"

#include <QDialog>

class QComboBox;
class QLabel;

namespace metadesk {

class DbConnection;
class TranscriptView;

/// One chat transcript, read-only: a Holotable conversation, one person's chat on a dashboard (a picker of the
/// people who chatted there), or a Tabularia AI chat with its costs. The bounds are the connection profile's.
class ChatTranscriptDialog : public QDialog {
    Q_OBJECT
public:
    enum class Kind { Conversation, Dashboard, AiChat };
    ChatTranscriptDialog(const DbConnection& conn, Kind kind, const QString& id, QWidget* parent = nullptr);

    TranscriptView* view() const { return m_view; }
    const Transcript& transcript() const { return m_transcript; }
    /// The status line: what was read, or why nothing was.
    QString status() const;

private:
    void load();

    const DbConnection& m_conn;
    Kind m_kind;
    QString m_id;
    ChatRetention m_retention;
    Transcript m_transcript;
    QComboBox* m_person = nullptr;
    QLabel* m_status = nullptr;
    TranscriptView* m_view = nullptr;
};

} // namespace metadesk
