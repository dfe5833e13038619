#include "MigrationPanel.h"

#include "MigrationRunner.h"
#include "PlatformSection.h"
#include "SqlConfirmDialog.h"
#include "core/schema/Migrator.h"
#include "core/settings/Settings.h"
#include "gui/style/Theme.h"

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QTime>
#include <QVBoxLayout>

namespace metadesk {

MigrationPanel::MigrationPanel(const DatabaseUrl& url, bool readOnly, QWidget* parent, bool standby)
    : QDialog(parent), m_url(url), m_readOnly(readOnly || standby), m_standby(standby) {
    setObjectName(QStringLiteral("migrationPanel"));
    setWindowTitle(tr("Migrations — %1").arg(url.shortName()));
    setAccessibleName(tr("Migration panel"));
    auto* layout = new QVBoxLayout(this);

    auto* header = new QLabel(tr("<b>%1</b>").arg(url.toDisplayString().toHtmlEscaped()), this);
    header->setObjectName(QStringLiteral("databaseLabel"));
    header->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(header);
    m_readOnlyLabel = new QLabel(
        standby ? tr("This server is a hot standby: it replays its primary's schema and takes no change of its own. "
                     "Migrations are shown, but Apply, Roll back and Baseline are off: run them on the primary.")
                : tr("Opened read-only (audit browsing): migrations are shown, but Apply, Roll back and Baseline are "
                     "off. Open the database without <i>Read-only</i> to change its schema."),
        this);
    m_readOnlyLabel->setObjectName(QStringLiteral("readOnlyReason"));
    m_readOnlyLabel->setWordWrap(true);
    m_readOnlyLabel->setStyleSheet(
        QStringLiteral("QLabel { background: #fef3c7; border: 1px solid #f59e0b; padding: 4px; }"));
    m_readOnlyLabel->setVisible(m_readOnly);
    layout->addWidget(m_readOnlyLabel);
    m_errorLabel = new QLabel(this);
    m_errorLabel->setObjectName(QStringLiteral("errorLabel"));
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setTextFormat(Qt::PlainText); // database messages hold quotes and angle brackets
    m_errorLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    theme::setToneBox(m_errorLabel, theme::Tone::Bad);
    m_errorLabel->hide();
    layout->addWidget(m_errorLabel);

    auto* sections = new QWidget(this);
    m_sectionsLayout = new QVBoxLayout(sections);
    m_sectionsLayout->setContentsMargins(0, 0, 0, 0);
    auto* loading = new QLabel(tr("Reading the database's migrations…"), sections);
    loading->setObjectName(QStringLiteral("loadingLabel"));
    m_sectionsLayout->addWidget(loading);
    auto* scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(sections);
    layout->addWidget(scroll, 3);

    auto* lockRow = new QHBoxLayout;
    m_lockLabel = new QLabel(this);
    m_lockLabel->setObjectName(QStringLiteral("lockLabel"));
    m_lockLabel->setWordWrap(true);
    m_lockLabel->setTextFormat(Qt::PlainText); // another session's application name is not ours to interpret
    m_lockLabel->setStyleSheet(
        QStringLiteral("QLabel { background: #fef3c7; border: 1px solid #f59e0b; padding: 4px; }"));
    m_lockLabel->hide();
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("progressBar"));
    m_progress->setAccessibleName(tr("Migration progress"));
    m_progress->setFormat(tr("%v of %m statements"));
    m_progress->hide();
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    m_cancel->setAccessibleName(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop: the statement that is running is cancelled and its migration rolled back (on "
                            "SQLite, before its next statement); migrations already applied stay applied"));
    m_cancel->hide();
    lockRow->addWidget(m_lockLabel, 1);
    lockRow->addWidget(m_progress, 1);
    lockRow->addWidget(m_cancel);
    layout->addLayout(lockRow);

    m_log = new QPlainTextEdit(this);
    m_log->setObjectName(QStringLiteral("migrationLog"));
    m_log->setAccessibleName(tr("Migration log"));
    m_log->setReadOnly(true);
    m_log->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_log->setMaximumBlockCount(5000);
    m_log->setPlaceholderText(tr("What Apply, Roll back and Baseline do appears here."));
    m_log->setMinimumHeight(90);
    m_log->setMaximumHeight(160);
    layout->addWidget(m_log, 0);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* refreshButton = buttons->addButton(tr("Refresh"), QDialogButtonBox::ActionRole);
    refreshButton->setObjectName(QStringLiteral("refreshButton"));
    refreshButton->setAccessibleName(tr("Refresh"));
    buttons->button(QDialogButtonBox::Close)->setObjectName(QStringLiteral("closeButton"));
    buttons->button(QDialogButtonBox::Close)->setAccessibleName(tr("Close"));
    connect(refreshButton, &QPushButton::clicked, this, &MigrationPanel::refresh);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    m_runner = new MigrationRunner(url, m_readOnly, this);
    connect(m_runner, &MigrationRunner::inspected, this, &MigrationPanel::showPlatforms);
    connect(m_runner, &MigrationRunner::logLine, this, [this](const QString& line) { appendLog(line); });
    connect(m_runner, &MigrationRunner::statementStarted, this, &MigrationPanel::showStatement);
    connect(m_runner, &MigrationRunner::lockWaiting, this, &MigrationPanel::showLockWait);
    connect(m_runner, &MigrationRunner::finished, this, &MigrationPanel::finish);
    connect(m_cancel, &QPushButton::clicked, this, [this]() {
        m_runner->cancel();
        m_cancel->setEnabled(false);
        appendLog(tr("Cancelling…"));
    });
    resize(1040, 820);
    m_runner->inspect();
}

MigrationPanel::~MigrationPanel() = default;

bool MigrationPanel::isBusy() const {
    return m_running;
}

QString MigrationPanel::logText() const {
    return m_log->toPlainText();
}

void MigrationPanel::refresh() {
    if (!m_running)
        m_runner->inspect();
}

void MigrationPanel::showPlatforms(const QList<PlatformMigrations>& platforms, const QString& error) {
    if (auto* loading = findChild<QLabel*>(QStringLiteral("loadingLabel")))
        loading->deleteLater();
    if (!error.isEmpty()) {
        // An operation's own error stays shown until the next one begins, above why the look after it failed (the
        // server that ended the migration's session may still be down).
        const QString reading = tr("Could not read the migrations: %1").arg(error);
        m_errorLabel->show();
        m_errorLabel->setText(m_operationError.isEmpty() ? reading
                                                         : m_operationError + QStringLiteral("\n\n") + reading);
        emit refreshed();
        return;
    }
    bool anyPresent = false;
    for (const PlatformMigrations& pm : platforms)
        anyPresent = anyPresent || pm.status.isPresent();
    for (const PlatformMigrations& pm : platforms) {
        const Platform p = pm.status.platform;
        const bool show = !anyPresent || pm.status.isPresent();
        PlatformSection* section = m_sections.value(p);
        if (!show) {
            if (section) {
                m_sections.remove(p);
                section->deleteLater();
            }
            continue;
        }
        if (!section) {
            section = new PlatformSection(p, this);
            section->setMinimumHeight(280);
            m_sections.insert(p, section);
            m_sectionsLayout->addWidget(section);
            section->show(); // now, not at the layout's next turn: tests and screen readers see it at once
            connect(section, &PlatformSection::applyRequested, this, &MigrationPanel::requestApply);
            connect(section, &PlatformSection::rollBackRequested, this, &MigrationPanel::requestRollBack);
            connect(section, &PlatformSection::stampRequested, this, &MigrationPanel::requestStamp);
        }
        section->setData(pm);
    }
    updateActions();
    emit refreshed();
}

void MigrationPanel::updateActions() {
    const QString reason = m_standby    ? tr("A hot standby: migrations run on its primary.")
                           : m_readOnly ? tr("The database is open read-only (audit browsing).")
                           : m_running  ? tr("A migration is running.")
                                        : QString();
    for (PlatformSection* section : std::as_const(m_sections))
        section->setActionsEnabled(reason.isEmpty(), reason);
}

bool MigrationPanel::confirm(const QString& title, const QString& question, const QString& sql,
                             const QString& acceptText, const QList<LintFinding>& findings, const QString& none,
                             const QString& lintError) {
    SqlConfirmDialog dialog(title, question, sql, acceptText, this);
    if (!none.isEmpty())
        dialog.setFindings(findings, none, lintError);
    return dialog.exec() == QDialog::Accepted;
}

void MigrationPanel::requestApply(Platform platform) {
    PlatformSection* section = m_sections.value(platform);
    if (!section || m_running || m_readOnly)
        return;
    const SchemaStatus& s = section->data().status;
    int statements = 0;
    for (const QString& id : s.pending)
        if (const Migration* m = section->data().set.find(id))
            statements += int(m->statements(false).size());
    const PlatformMigrations& shown = section->data();
    if (!confirm(tr("Apply Pending Migrations"),
                 tr("Apply %n pending %1 migration(s) to %2? Each runs in its own transaction; a failure rolls that "
                    "migration back and stops.",
                    nullptr, int(s.pending.size()))
                         .arg(platforms::displayName(platform), m_url.toDisplayString()) +
                     QLatin1Char(' ') + limitsText() + QLatin1Char(' ') +
                     tr("What they do to the data there now, then the statements that will run:"),
                 section->pendingSql(), tr("Apply"), shown.pendingLint,
                 tr("They drop no table or column with data, delete no row, and rewrite or lock no table that holds "
                    "rows."),
                 shown.lintError))
        return;
    begin(tr("Applying %1's pending migrations").arg(platforms::displayName(platform)), statements);
    m_runner->apply(platform, shown.pendingLint);
}

void MigrationPanel::requestRollBack(Platform platform) {
    PlatformSection* section = m_sections.value(platform);
    const Migration* last = section ? section->lastApplied() : nullptr;
    if (!last || m_running || m_readOnly)
        return;
    const PlatformMigrations& shown = section->data();
    if (!confirm(tr("Roll Back Last Migration"),
                 tr("Roll back %1 %2 in %3? What it destroys, measured now, then the statements that will run:")
                     .arg(platforms::displayName(platform), last->describe(), m_url.toDisplayString()),
                 section->rollbackSql(), tr("Roll Back"), shown.rollbackLint,
                 tr("It drops no table or column and deletes no row that is there now."), shown.lintError))
        return;
    begin(tr("Rolling back %1").arg(last->describe()), int(last->statements(true).size()));
    m_runner->rollBack(platform, last->id, shown.rollbackLint);
}

void MigrationPanel::requestStamp(Platform platform, const QString& revision) {
    PlatformSection* section = m_sections.value(platform);
    if (!section || revision.isEmpty() || m_running || m_readOnly)
        return;
    const QString table = platforms::versionTable(platform);
    // Exactly what Migrator::stamp() runs on the database as it was read: the version table's CREATE where it is
    // missing, then its rows.
    const SchemaStatus& s = section->data().status;
    QString sql;
    for (const Migrator::PlannedStatement& statement :
         Migrator::stampStatements(section->data().set, revision, m_url.isSqlite(), s.hasVersionTable, s.applied))
        sql += statement.text() + QLatin1Char('\n');
    if (!confirm(tr("Baseline (Stamp)"),
                 tr("Record %1 revision %2 as applied in %3 without running any migration? Metadesk first compares "
                    "the database's whole schema with that of %2 and refuses, naming each difference, if they differ. "
                    "Only %4 changes, created first where it is missing; the statements that will run:")
                     .arg(platforms::displayName(platform), revision, m_url.toDisplayString(), table),
                 sql, tr("Stamp")))
        return;
    begin(tr("Stamping %1 at %2").arg(platforms::displayName(platform), revision), 0);
    m_runner->stamp(platform, revision);
}

QString MigrationPanel::limitsText() const {
    const int lockWait = Settings::instance().get(Settings::Key::MigrationLockWaitSeconds).toInt();
    const int statementSeconds = Settings::instance().get(Settings::Key::MigrationStatementTimeoutSeconds).toInt();
    if (m_url.isSqlite())
        return tr("Each step waits at most %n s for another writer's lock (Edit → Preferences).", nullptr, lockWait);
    const QString statement = statementSeconds <= 0 ? tr("without a time limit")
                                                    : tr("at most %n min", nullptr, (statementSeconds + 59) / 60);
    return tr("Each statement waits at most %n s for a lock another session holds and runs %1 (Edit → Preferences).",
              nullptr, lockWait)
        .arg(statement);
}

void MigrationPanel::begin(const QString& what, int statements) {
    // The limits as Preferences has them now.
    m_runner->setLockTimeoutMs(qMax(1, Settings::instance().get(Settings::Key::MigrationLockWaitSeconds).toInt()) *
                               1000);
    m_runner->setStatementTimeoutMs(
        qMax(0, Settings::instance().get(Settings::Key::MigrationStatementTimeoutSeconds).toInt()) * 1000);
    m_running = true;
    m_done = 0;
    m_operationError.clear();
    m_errorLabel->hide();
    m_progress->setRange(0, qMax(statements, 0));
    m_progress->setValue(0);
    m_progress->setVisible(statements > 0);
    m_cancel->setEnabled(true);
    m_cancel->show();
    m_lockLabel->hide();
    appendLog(QStringLiteral("— %1 (%2)").arg(what, QTime::currentTime().toString(QStringLiteral("HH:mm:ss"))));
    updateActions();
}

void MigrationPanel::showStatement(const QString& migration, int number, int total) {
    m_lockLabel->hide();
    m_progress->show();
    if (m_progress->maximum() <= m_done)
        m_progress->setMaximum(m_done + total - number + 1);
    m_progress->setValue(++m_done);
    appendLog(tr("  statement %1 of %2 of %3").arg(number).arg(total).arg(migration));
}

void MigrationPanel::showLockWait(const LockHolder& holder, int remainingMs) {
    m_lockLabel->setText(tr("Waiting for the migration lock, held by %1 — giving up in %2 s.")
                             .arg(holder.isKnown() ? holder.describe() : tr("another session"))
                             .arg((remainingMs + 999) / 1000));
    m_lockLabel->show();
}

void MigrationPanel::finish(bool ok, const QString& error, const MigrationFailure& failure, const SchemaDiff& diff,
                            bool changed) {
    m_running = false;
    m_cancel->hide();
    m_lockLabel->hide();
    if (ok) {
        m_progress->setValue(m_progress->maximum());
        appendLog(tr("Done."));
    } else {
        const QString text = failure.isValid() ? failure.describe() : error;
        appendLog(text, true);
        if (!diff.isEmpty())
            for (const QString& line : diff.lines())
                appendLog(QStringLiteral("  ") + line, true);
        m_operationError = error;
        m_errorLabel->setText(error);
        m_errorLabel->show();
    }
    updateActions();
    if (changed)
        emit schemaChanged();
    emit operationFinished(ok);
}

void MigrationPanel::appendLog(const QString& line, bool error) {
    if (error)
        m_log->appendHtml(theme::toneSpan(theme::Tone::Bad, m_log->palette(), line)
                              .replace(QLatin1Char('\n'), QStringLiteral("<br>")));
    else
        m_log->appendPlainText(line);
}

} // namespace metadesk
