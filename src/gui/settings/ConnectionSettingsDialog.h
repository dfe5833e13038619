#pragma once

#include "core/chat/ChatRetention.h"
#include "core/db/DatabaseUrl.h"
#include "core/ops/holotable/LlmLimitDefaults.h"
#include "core/ops/tabularia/AiBudget.h" // Administration
#include "core/ops/tabularia/RunThresholds.h"

#include <QDialog>

class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace metadesk {

/// Database → Connection Settings…: what Metadesk keeps for the open database's profile. Today the three run
/// thresholds Tabularia's gateway is configured with (ORCHESTRATOR__DEAD_AFTER_SECONDS, ORCHESTRATOR__QUEUE_TIMEOUT_
/// SECONDS, ENGINE__RUN_STALE_TIMEOUT_SECONDS), named as the platform's environment names them, defaulting to its
/// values, so that the home view, the run marks and the integrity check judge runs as this installation does.
///
/// Checked as typed (a whole number of seconds, at least 1, said in a sentence beside OK); stored on OK. The pages
/// that use them read them at each refresh, so no reconnect is needed.
class ConnectionSettingsDialog : public QDialog {
    Q_OBJECT
public:
    ConnectionSettingsDialog(const DatabaseUrl& url, const QString& profileName, QWidget* parent = nullptr);

    /// The thresholds as typed; false with a sentence in *problem when one is not a positive whole number.
    bool thresholds(RunThresholds* out, QString* problem) const;
    /// Fills the fields with the platform's defaults (not stored until OK).
    void resetToDefaults();
    /// Holotable's LLM ceilings as typed (LLM_RATE_PER_MINUTE, LLM_DAILY_TOKEN_BUDGET: what an empty workspace_limits
    /// column inherits); false with a sentence in *problem when one is not a whole number, 0 or more.
    bool llmLimits(LlmLimitDefaults* out, QString* problem) const;
    /// Holotable's chat bounds as typed (CHAT_HISTORY_MAX_MESSAGES, CHAT_HISTORY_RETENTION_DAYS,
    /// GENERATION_LOG_RETENTION_DAYS); false with a sentence in *problem when one is not a whole number, 0 or more.
    bool chatRetention(ChatRetention* out, QString* problem) const;
    // Administration
    /// The AI caps as typed (empty is 0, no cap); false with a sentence in *problem when one is not a number ≥ 0.
    bool aiBudget(AiBudget* out, QString* problem) const;

signals:
    /// Stored on OK: the thresholds now kept for the database.
    void thresholdsChanged(const metadesk::RunThresholds& thresholds);
    /// Stored on OK: the AI caps now kept for the database (Administration).
    void aiBudgetChanged(const metadesk::AiBudget& budget);

private:
    /// A field of one environment setting `name` added to `form`, with its meaning and the platform's default.
    QLineEdit* addField(QFormLayout* form, const char* name, const QString& objectName, const QString& meaning,
                        const QString& placeholder, const QString& platformDefault);
    void accept() override;
    void updateOkButton();
    void fill(const RunThresholds& t);

    DatabaseUrl m_url;
    QLineEdit* m_deadAfter = nullptr;
    QLineEdit* m_queueTimeout = nullptr;
    QLineEdit* m_staleTimeout = nullptr;
    QLineEdit* m_llmRate = nullptr;
    QLineEdit* m_llmBudget = nullptr;
    QLineEdit* m_chatMax = nullptr;
    QLineEdit* m_chatDays = nullptr;
    QLineEdit* m_logDays = nullptr;
    // Administration
    QLineEdit* m_aiPerUser = nullptr;
    QLineEdit* m_aiTotal = nullptr;
    QLabel* m_problem = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace metadesk
