#include "ConnectionSettingsDialog.h"

#include "core/settings/ProfileStore.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace metadesk {

namespace {
const char* const kDeadAfter = "ORCHESTRATOR__DEAD_AFTER_SECONDS";
const char* const kQueueTimeout = "ORCHESTRATOR__QUEUE_TIMEOUT_SECONDS";
const char* const kStaleTimeout = "ENGINE__RUN_STALE_TIMEOUT_SECONDS";
} // namespace

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
    const auto field = [this, form](const char* name, const QString& objectName, const QString& meaning,
                                    int platformDefault) {
        auto* edit = new QLineEdit(this);
        edit->setObjectName(objectName);
        edit->setAccessibleName(QString::fromLatin1(name));
        edit->setPlaceholderText(QString::number(platformDefault));
        edit->setToolTip(tr("%1 Platform default: %2 s.").arg(meaning).arg(platformDefault));
        connect(edit, &QLineEdit::textChanged, this, &ConnectionSettingsDialog::updateOkButton);
        auto* label = new QLabel(QString::fromLatin1(name), this);
        label->setBuddy(edit);
        auto* hint = new QLabel(tr("%1 Default %2 s.").arg(meaning).arg(platformDefault), this);
        hint->setWordWrap(true);
        hint->setForegroundRole(QPalette::PlaceholderText);
        auto* column = new QVBoxLayout;
        column->setSpacing(2);
        column->addWidget(edit);
        column->addWidget(hint);
        form->addRow(label, column);
        return edit;
    };
    m_deadAfter = field(kDeadAfter, QStringLiteral("deadAfterEdit"),
                        tr("A started orchestration whose heartbeat is this old belongs to a dead orchestrator."),
                        RunThresholds::kDefaultDeadAfterSeconds);
    m_queueTimeout = field(kQueueTimeout, QStringLiteral("queueTimeoutEdit"),
                           tr("An orchestration queued this long is closed as never started."),
                           RunThresholds::kDefaultQueueTimeoutSeconds);
    m_staleTimeout = field(kStaleTimeout, QStringLiteral("staleTimeoutEdit"),
                           tr("An engine run not finished this long after it started has timed out (Celery's limit "
                              "plus 300)."),
                           RunThresholds::kDefaultRunStaleTimeoutSeconds);
    layout->addLayout(form);

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

    fill(ProfileStore().runThresholds(url));
    resize(qMax(sizeHint().width(), 620), sizeHint().height());
}

void ConnectionSettingsDialog::fill(const RunThresholds& t) {
    m_deadAfter->setText(QString::number(t.deadAfterSeconds));
    m_queueTimeout->setText(QString::number(t.queueTimeoutSeconds));
    m_staleTimeout->setText(QString::number(t.runStaleTimeoutSeconds));
    updateOkButton();
}

void ConnectionSettingsDialog::resetToDefaults() {
    fill(RunThresholds());
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
    const bool ok = thresholds(&t, &problem);
    m_problem->setText(problem);
    m_problem->setVisible(!ok);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

void ConnectionSettingsDialog::accept() {
    RunThresholds t;
    QString problem;
    if (!thresholds(&t, &problem)) {
        updateOkButton();
        return;
    }
    ProfileStore().setRunThresholds(m_url, t);
    emit thresholdsChanged(t);
    QDialog::accept();
}

} // namespace metadesk
