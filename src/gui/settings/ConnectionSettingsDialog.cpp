#include "ConnectionSettingsDialog.h"

#include "core/settings/ProfileStore.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace metadesk {

namespace {
const char* const kDeadAfter = "ORCHESTRATOR__DEAD_AFTER_SECONDS";
const char* const kQueueTimeout = "ORCHESTRATOR__QUEUE_TIMEOUT_SECONDS";
const char* const kStaleTimeout = "ENGINE__RUN_STALE_TIMEOUT_SECONDS";
const char* const kLlmRate = "LLM_RATE_PER_MINUTE";
const char* const kLlmBudget = "LLM_DAILY_TOKEN_BUDGET";
// Holotable's chat and generation log bounds (src/lib/config.ts).
const char* const kChatMax = "CHAT_HISTORY_MAX_MESSAGES";
const char* const kChatDays = "CHAT_HISTORY_RETENTION_DAYS";
const char* const kLogDays = "GENERATION_LOG_RETENTION_DAYS";
// Administration: the AI assistant's daily caps (gateway/app/core/config.py AiSettings).
const char* const kAiPerUser = "AI__MAX_COST_PER_DAY_USD";
const char* const kAiTotal = "AI__MAX_COST_PER_DAY_TOTAL_USD";
} // namespace

QLineEdit* ConnectionSettingsDialog::addField(QFormLayout* form, const char* name, const QString& objectName,
                                              const QString& meaning, const QString& placeholder,
                                              const QString& platformDefault) {
    // One setting: its environment name as the label, the platform's default as the placeholder and under the field.
    auto* edit = new QLineEdit(this);
    edit->setObjectName(objectName);
    edit->setAccessibleName(QString::fromLatin1(name));
    edit->setPlaceholderText(placeholder);
    edit->setToolTip(tr("%1 Platform default: %2.").arg(meaning, platformDefault));
    connect(edit, &QLineEdit::textChanged, this, &ConnectionSettingsDialog::updateOkButton);
    auto* label = new QLabel(QString::fromLatin1(name), this);
    label->setBuddy(edit);
    auto* hint = new QLabel(tr("%1 Default %2.").arg(meaning, platformDefault), this);
    hint->setWordWrap(true);
    hint->setForegroundRole(QPalette::PlaceholderText);
    auto* column = new QVBoxLayout;
    column->setSpacing(2);
    column->addWidget(edit);
    column->addWidget(hint);
    form->addRow(label, column);
    return edit;
}

ConnectionSettingsDialog::ConnectionSettingsDialog(const DatabaseUrl& url, const QString& profileName, QWidget* parent)
    : QDialog(parent), m_url(url) {
    setObjectName(QStringLiteral("connectionSettingsDialog"));
    setWindowTitle(tr("Connection Settings — %1").arg(profileName));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("Run thresholds: the ages after which Tabularia gives up on a run. Set them as this "
                                "installation's gateway is configured; the overview, the run marks and the integrity "
                                "check of this database use them. Whole seconds."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* form = new QFormLayout;
    const auto seconds = [](int n) { return QStringLiteral("%1 s").arg(n); };
    m_deadAfter = addField(form, kDeadAfter, QStringLiteral("deadAfterEdit"),
                           tr("A started orchestration whose heartbeat is this old belongs to a dead orchestrator."),
                           QString::number(RunThresholds::kDefaultDeadAfterSeconds),
                           seconds(RunThresholds::kDefaultDeadAfterSeconds));
    m_queueTimeout = addField(form, kQueueTimeout, QStringLiteral("queueTimeoutEdit"),
                              tr("An orchestration queued this long is closed as never started."),
                              QString::number(RunThresholds::kDefaultQueueTimeoutSeconds),
                              seconds(RunThresholds::kDefaultQueueTimeoutSeconds));
    m_staleTimeout = addField(form, kStaleTimeout, QStringLiteral("staleTimeoutEdit"),
                              tr("An engine run not finished this long after it started has timed out (Celery's "
                                 "limit plus 300)."),
                              QString::number(RunThresholds::kDefaultRunStaleTimeoutSeconds),
                              seconds(RunThresholds::kDefaultRunStaleTimeoutSeconds));
    layout->addLayout(form);

    // Holotable's LLM ceilings (src/lib/config.ts): what a workspace_limits column left empty inherits.
    auto* llmIntro = new QLabel(tr("LLM limits: the ceilings this installation's Holotable is configured with. A "
                                   "workspace whose own limit is empty inherits them; 0 turns a limit off."),
                                this);
    llmIntro->setWordWrap(true);
    layout->addWidget(llmIntro);
    auto* llmForm = new QFormLayout;
    m_llmRate = addField(llmForm, kLlmRate, QStringLiteral("llmRateEdit"),
                         tr("Model requests a minute per person in a workspace (0: off)."),
                         QString::number(LlmLimitDefaults::kDefaultRatePerMinute),
                         QString::number(LlmLimitDefaults::kDefaultRatePerMinute));
    m_llmBudget = addField(llmForm, kLlmBudget, QStringLiteral("llmBudgetEdit"),
                           tr("Input plus output tokens a workspace may spend per UTC day (0: off)."),
                           QString::number(LlmLimitDefaults::kDefaultDailyTokenBudget),
                           QString::number(LlmLimitDefaults::kDefaultDailyTokenBudget));
    m_chatMax = addField(llmForm, kChatMax, QStringLiteral("chatMaxMessagesEdit"),
                         tr("Messages kept per conversation; the chat transcripts mark the older ones as swept."),
                         QString::number(ChatRetention::kDefaultMaxMessages),
                         QString::number(ChatRetention::kDefaultMaxMessages));
    m_chatDays = addField(llmForm, kChatDays, QStringLiteral("chatRetentionDaysEdit"),
                          tr("Days a chat message is kept (0: no age limit)."),
                          QString::number(ChatRetention::kDefaultRetentionDays),
                          QString::number(ChatRetention::kDefaultRetentionDays));
    m_logDays = addField(llmForm, kLogDays, QStringLiteral("generationLogDaysEdit"),
                         tr("Days a generation log row is kept and shown (0: no age limit)."),
                         QString::number(ChatRetention::kDefaultGenerationLogDays),
                         QString::number(ChatRetention::kDefaultGenerationLogDays));
    layout->addLayout(llmForm);
    // Administration: the AI spend caps, drawn on the AI spend chart.
    auto* aiIntro = new QLabel(tr("AI spend caps: what this installation lets the assistant spend per UTC day, in US "
                                  "dollars; 0 or empty is no cap (the platform's default)."),
                               this);
    aiIntro->setWordWrap(true);
    layout->addWidget(aiIntro);
    auto* aiForm = new QFormLayout;
    m_aiPerUser = addField(aiForm, kAiPerUser, QStringLiteral("aiPerUserEdit"), tr("What one user may spend in a day."),
                           QStringLiteral("0"), QStringLiteral("0"));
    m_aiTotal =
        addField(aiForm, kAiTotal, QStringLiteral("aiTotalEdit"), tr("What the whole installation may spend in a day."),
                 QStringLiteral("0"), QStringLiteral("0"));
    layout->addLayout(aiForm);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("thresholdProblem"));
    m_problem->setWordWrap(true);
    m_problem->hide();
    layout->addWidget(m_problem);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton* reset = m_buttons->addButton(tr("Reset to the platform's defaults"), QDialogButtonBox::ResetRole);
    reset->setObjectName(QStringLiteral("resetDefaultsButton"));
    connect(reset, &QPushButton::clicked, this, &ConnectionSettingsDialog::resetToDefaults);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &ConnectionSettingsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &ConnectionSettingsDialog::reject);
    layout->addWidget(m_buttons);

    const LlmLimitDefaults llm = ProfileStore().llmLimits(url);
    m_llmRate->setText(QString::number(llm.ratePerMinute));
    m_llmBudget->setText(QString::number(llm.dailyTokenBudget));
    const ChatRetention chat = ProfileStore().chatRetention(url);
    m_chatMax->setText(QString::number(chat.maxMessages));
    m_chatDays->setText(QString::number(chat.retentionDays));
    m_logDays->setText(QString::number(chat.generationLogDays));
    fill(ProfileStore().runThresholds(url));
    // Administration
    const AiBudget budget = ProfileStore().aiBudget(url);
    m_aiPerUser->setText(budget.perUserPerDayUsd > 0 ? QString::number(budget.perUserPerDayUsd) : QString());
    m_aiTotal->setText(budget.totalPerDayUsd > 0 ? QString::number(budget.totalPerDayUsd) : QString());
    resize(qMax(sizeHint().width(), 620), sizeHint().height());
}

void ConnectionSettingsDialog::fill(const RunThresholds& t) {
    m_deadAfter->setText(QString::number(t.deadAfterSeconds));
    m_queueTimeout->setText(QString::number(t.queueTimeoutSeconds));
    m_staleTimeout->setText(QString::number(t.runStaleTimeoutSeconds));
    updateOkButton();
}

void ConnectionSettingsDialog::resetToDefaults() {
    if (m_aiPerUser) { // Administration
        m_aiPerUser->clear();
        m_aiTotal->clear();
    }
    fill(RunThresholds());
    m_llmRate->setText(QString::number(LlmLimitDefaults::kDefaultRatePerMinute));
    m_llmBudget->setText(QString::number(LlmLimitDefaults::kDefaultDailyTokenBudget));
    m_chatMax->setText(QString::number(ChatRetention::kDefaultMaxMessages));
    m_chatDays->setText(QString::number(ChatRetention::kDefaultRetentionDays));
    m_logDays->setText(QString::number(ChatRetention::kDefaultGenerationLogDays));
}

bool ConnectionSettingsDialog::llmLimits(LlmLimitDefaults* out, QString* problem) const {
    const auto read = [problem](const QLineEdit* edit, const char* name, qint64* into) {
        bool ok = false;
        const QString text = edit->text().trimmed();
        const qint64 value = text.toLongLong(&ok);
        if (ok && value >= 0) {
            *into = value;
            return true;
        }
        *problem = tr("%1 must be a whole number, 0 or more (not “%2”).").arg(QString::fromLatin1(name), text);
        return false;
    };
    LlmLimitDefaults d;
    if (!read(m_llmRate, kLlmRate, &d.ratePerMinute) || !read(m_llmBudget, kLlmBudget, &d.dailyTokenBudget))
        return false;
    *out = d;
    return true;
}

bool ConnectionSettingsDialog::chatRetention(ChatRetention* out, QString* problem) const {
    const auto read = [problem](const QLineEdit* edit, const char* name, qint64* into) {
        bool ok = false;
        const QString text = edit->text().trimmed();
        const qint64 value = text.toLongLong(&ok);
        if (ok && value >= 0) {
            *into = value;
            return true;
        }
        *problem = tr("%1 must be a whole number, 0 or more (not “%2”).").arg(QString::fromLatin1(name), text);
        return false;
    };
    ChatRetention r;
    if (!read(m_chatMax, kChatMax, &r.maxMessages) || !read(m_chatDays, kChatDays, &r.retentionDays) ||
        !read(m_logDays, kLogDays, &r.generationLogDays))
        return false;
    *out = r;
    return true;
}

// Administration
bool ConnectionSettingsDialog::aiBudget(AiBudget* out, QString* problem) const {
    const auto read = [problem](const QLineEdit* edit, const char* name, double* into) {
        const QString text = edit->text().trimmed();
        if (text.isEmpty()) {
            *into = 0;
            return true;
        }
        bool ok = false;
        const double value = text.toDouble(&ok); // as the environment gives it: a dot for decimals
        if (ok && value >= 0 && std::isfinite(value)) {
            *into = value;
            return true;
        }
        *problem = tr("%1 must be a number of US dollars, 0 or more (not “%2”).").arg(QString::fromLatin1(name), text);
        return false;
    };
    AiBudget b;
    if (!read(m_aiPerUser, kAiPerUser, &b.perUserPerDayUsd) || !read(m_aiTotal, kAiTotal, &b.totalPerDayUsd))
        return false;
    *out = b;
    return true;
}

bool ConnectionSettingsDialog::thresholds(RunThresholds* out, QString* problem) const {
    const auto read = [problem](const QLineEdit* edit, const char* name, int* into) {
        bool ok = false;
        const QString text = edit->text().trimmed();
        const int value = text.toInt(&ok); // plain digits: the platform's environment takes them so
        if (ok && value > 0) {
            *into = value;
            return true;
        }
        *problem = text.isEmpty()
                       ? tr("%1 is empty: give a whole number of seconds, at least 1.").arg(QString::fromLatin1(name))
                       : tr("%1 must be a whole number of seconds, at least 1 (not “%2”).")
                             .arg(QString::fromLatin1(name), text);
        return false;
    };
    RunThresholds t;
    if (!read(m_deadAfter, kDeadAfter, &t.deadAfterSeconds) ||
        !read(m_queueTimeout, kQueueTimeout, &t.queueTimeoutSeconds) ||
        !read(m_staleTimeout, kStaleTimeout, &t.runStaleTimeoutSeconds))
        return false;
    *out = t;
    return true;
}

void ConnectionSettingsDialog::updateOkButton() {
    RunThresholds t;
    QString problem;
    LlmLimitDefaults llm;
    AiBudget budget; // Administration
    ChatRetention chat;
    const bool ok = thresholds(&t, &problem) && (!m_llmRate || llmLimits(&llm, &problem)) &&
                    (!m_logDays || chatRetention(&chat, &problem)) && (!m_aiPerUser || aiBudget(&budget, &problem));
    m_problem->setText(problem);
    m_problem->setVisible(!ok);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

void ConnectionSettingsDialog::accept() {
    RunThresholds t;
    QString problem;
    AiBudget budget; // Administration
    if (!thresholds(&t, &problem) || !aiBudget(&budget, &problem)) {
        updateOkButton();
        return;
    }
    LlmLimitDefaults llm;
    ChatRetention chat;
    if (!llmLimits(&llm, &problem) || !chatRetention(&chat, &problem)) {
        updateOkButton();
        return;
    }
    ProfileStore().setRunThresholds(m_url, t);
    ProfileStore().setLlmLimits(m_url, llm);
    ProfileStore().setChatRetention(m_url, chat);
    ProfileStore().setAiBudget(m_url, budget); // Administration
    emit thresholdsChanged(t);
    emit aiBudgetChanged(budget);
    QDialog::accept();
}

} // namespace metadesk
