#include "PlatformSection.h"

#include "MigrationListModel.h"
#include "SqlConfirmDialog.h"
#include "gui/style/Theme.h"

#include <QComboBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace metadesk {

PlatformSection::PlatformSection(Platform platform, QWidget* parent)
    : QGroupBox(platforms::displayName(platform), parent), m_platform(platform) {
    const QString key = platforms::key(platform);
    setObjectName(key + QStringLiteral("Section"));
    setAccessibleName(tr("%1 migrations").arg(platforms::displayName(platform)));
    auto* layout = new QVBoxLayout(this);

    m_revision = new QLabel(this);
    m_revision->setObjectName(key + QStringLiteral("RevisionLabel"));
    m_revision->setWordWrap(true);
    m_revision->setTextFormat(Qt::RichText);
    m_revision->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_revision);
    // Not an inconsistency, so not red: the tables are there and nothing records their revision (Baseline adopts it).
    m_state = new QLabel(this);
    m_state->setObjectName(key + QStringLiteral("StateLabel"));
    m_state->setWordWrap(true);
    m_state->setTextFormat(Qt::PlainText);
    theme::setToneBox(m_state, theme::Tone::Warning);
    m_state->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_state->hide();
    layout->addWidget(m_state);
    m_drift = new QLabel(this);
    m_drift->setObjectName(key + QStringLiteral("DriftLabel"));
    m_drift->setWordWrap(true);
    m_drift->setTextFormat(Qt::RichText);
    theme::setTone(m_drift, theme::Tone::Bad);
    m_drift->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_drift->hide();
    layout->addWidget(m_drift);
    m_lint = new QLabel(this);
    m_lint->setObjectName(key + QStringLiteral("LintLabel"));
    m_lint->setAccessibleName(
        tr("What the pending migrations of %1 do to the data").arg(platforms::displayName(platform)));
    m_lint->setWordWrap(true);
    m_lint->setTextFormat(Qt::RichText);
    m_lint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_lint->hide();
    layout->addWidget(m_lint);

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    m_model = new MigrationListModel(this);
    m_table = new QTableView(splitter);
    m_table->setObjectName(key + QStringLiteral("MigrationTable"));
    m_table->setAccessibleName(tr("%1 applied and pending migrations").arg(platforms::displayName(platform)));
    m_table->setModel(m_model);
    m_table->setTabKeyNavigation(false); // Tab leaves the list; the arrows move within it
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionResizeMode(MigrationListModel::MigrationColumn, QHeaderView::Stretch);
    m_table->setWordWrap(false);
    auto* sqlBox = new QWidget(splitter);
    auto* sqlLayout = new QVBoxLayout(sqlBox);
    sqlLayout->setContentsMargins(0, 0, 0, 0);
    m_sqlTitle = new QLabel(sqlBox);
    sqlLayout->addWidget(m_sqlTitle);
    m_sql = new QPlainTextEdit(sqlBox);
    m_sql->setObjectName(key + QStringLiteral("SqlView"));
    m_sql->setAccessibleName(tr("SQL of the selected migration"));
    m_sql->setReadOnly(true);
    m_sql->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_sql->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    sqlLayout->addWidget(m_sql);
    splitter->addWidget(m_table);
    splitter->addWidget(sqlBox);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    layout->addWidget(splitter, 1);

    auto* buttons = new QHBoxLayout;
    m_apply = new QPushButton(tr("Apply pending"), this);
    m_apply->setObjectName(key + QStringLiteral("ApplyButton"));
    m_apply->setAccessibleName(tr("Apply pending migrations of %1").arg(platforms::displayName(platform)));
    m_rollBack = new QPushButton(tr("Roll back last"), this);
    m_rollBack->setObjectName(key + QStringLiteral("RollBackButton"));
    m_rollBack->setAccessibleName(tr("Roll back the last migration of %1").arg(platforms::displayName(platform)));
    m_stampRevision = new QComboBox(this);
    m_stampRevision->setObjectName(key + QStringLiteral("StampRevision"));
    m_stampRevision->setAccessibleName(tr("Revision to record as the baseline"));
    // As wide as the longest revision name (Holotable's are file names), whatever is selected.
    m_stampRevision->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_stamp = new QPushButton(tr("Baseline (stamp)…"), this);
    m_stamp->setObjectName(key + QStringLiteral("StampButton"));
    m_stamp->setAccessibleName(tr("Record the baseline of %1").arg(platforms::displayName(platform)));
    m_stamp->setToolTip(tr("Record the chosen revision as applied without running it, after checking that the "
                           "whole schema is that revision's: for a database created by other means."));
    // Two rows, each as wide as its own buttons: in one, the long revision names (Holotable's file names) pushed the
    // buttons past the section's edge at common window sizes.
    buttons->addWidget(m_apply);
    buttons->addWidget(m_rollBack);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    auto* baseline = new QHBoxLayout;
    auto* baselineLabel = new QLabel(tr("Baseline at:"), this);
    baselineLabel->setBuddy(m_stampRevision);
    baseline->addWidget(baselineLabel);
    baseline->addWidget(m_stampRevision);
    baseline->addWidget(m_stamp);
    baseline->addStretch(1);
    layout->addLayout(baseline);

    connect(m_apply, &QPushButton::clicked, this, [this]() { emit applyRequested(m_platform); });
    connect(m_rollBack, &QPushButton::clicked, this, [this]() { emit rollBackRequested(m_platform); });
    connect(m_stamp, &QPushButton::clicked, this,
            [this]() { emit stampRequested(m_platform, selectedStampRevision()); });
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &PlatformSection::showSelectedSql);
}

void PlatformSection::setData(const PlatformMigrations& data) {
    m_data = data;
    m_model->setRecords(data.records);
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setSectionResizeMode(MigrationListModel::MigrationColumn, QHeaderView::Stretch);
    const SchemaStatus& s = data.status;
    // A revision merely not recorded is said once, in its own words (the state label), not as drift.
    m_revision->setText(s.unrecorded ? tr("<b>Current revision:</b> none recorded")
                                     : tr("<b>Current revision:</b> %1 — %2")
                                           .arg(s.current.isEmpty() ? tr("none") : s.current.toHtmlEscaped(),
                                                s.summary().toHtmlEscaped()));
    m_state->setText(s.unrecorded ? s.unrecordedText() : QString());
    m_state->setVisible(s.unrecorded);
    QStringList drift;
    for (const MigrationRecord& r : data.records)
        if (r.isDrift())
            drift << QStringLiteral("<b>%1</b>: %2").arg(r.id.toHtmlEscaped(), r.drift.toHtmlEscaped());
    if (s.state == SchemaStatus::State::Unmanaged && !s.unrecorded)
        drift << s.detail.toHtmlEscaped();
    QString unchecked;
    for (const MigrationRecord& r : data.records)
        if (!r.driftUnchecked.isEmpty())
            unchecked = tr("The live schema was not compared with what the applied migrations make: %1")
                            .arg(r.driftUnchecked.toHtmlEscaped());
    m_drift->setText(drift.isEmpty() ? unchecked : tr("Drift: %1").arg(drift.join(QStringLiteral("<br>"))));
    m_drift->setVisible(!drift.isEmpty() || !unchecked.isEmpty());

    // Lint before apply: what the pending migrations would do to the rows there now.
    QStringList findings;
    for (const LintFinding& f : data.pendingLint)
        findings << QStringLiteral("%1 %2 <i>(%3, line %4)</i>")
                        .arg(theme::toneSpan(lintTone(f.level), palette(), LintFinding::levelName(f.level)),
                             f.message.toHtmlEscaped(), f.fileName.toHtmlEscaped(), QString::number(f.line));
    if (!data.lintError.isEmpty())
        findings << tr("The data the pending migrations touch could not be measured: %1")
                        .arg(data.lintError.toHtmlEscaped());
    m_lint->setText(tr("<b>Before Apply</b> (%1):<br>%2")
                        .arg(MigrationLint::summary(data.pendingLint), findings.join(QStringLiteral("<br>"))));
    m_lint->setVisible(!s.pending.isEmpty() && !findings.isEmpty());

    const QString previous = m_stampRevision->currentData().toString();
    m_stampRevision->clear();
    for (const Migration& m : data.set.migrations())
        m_stampRevision->addItem(m.id, m.id);
    const int at = m_stampRevision->findData(previous.isEmpty() ? data.set.head() : previous);
    m_stampRevision->setCurrentIndex(at < 0 ? m_stampRevision->count() - 1 : at);
    showSelectedSql();
    updateButtons();
}

void PlatformSection::setActionsEnabled(bool enabled, const QString& reason) {
    m_enabled = enabled;
    m_reason = reason;
    updateButtons();
}

void PlatformSection::updateButtons() {
    const SchemaStatus& s = m_data.status;
    const QString refusal = s.refusal();
    const int pending = int(s.pending.size());
    m_apply->setText(pending > 0 ? tr("Apply pending (%1)").arg(pending) : tr("Apply pending"));
    const Migration* last = lastApplied();
    auto set = [this](QPushButton* button, bool possible, const QString& why) {
        button->setEnabled(m_enabled && possible);
        button->setToolTip(!m_enabled ? m_reason : why);
    };
    set(m_apply, pending > 0 && refusal.isEmpty(),
        !refusal.isEmpty() ? refusal
        : pending == 0     ? tr("Nothing is pending.")
                           : tr("Apply %n migration(s)", nullptr, pending));
    set(m_rollBack, last && last->hasRollback() && refusal.isEmpty(),
        !refusal.isEmpty()     ? refusal
        : !last                ? tr("Nothing is applied.")
        : !last->hasRollback() ? tr("%1 declares no rollback: %2").arg(last->describe(), last->noRollbackReason)
                               : tr("Roll back %1").arg(last->describe()));
    set(m_stamp, s.state != SchemaStatus::State::Ahead && m_stampRevision->count() > 0,
        s.state == SchemaStatus::State::Ahead ? s.refusal() : m_stamp->toolTip());
    if (m_enabled)
        m_stamp->setToolTip(tr("Record the chosen revision as applied without running it, after checking that the "
                               "whole schema is that revision's: for a database created by other means."));
    m_stampRevision->setEnabled(m_enabled);
}

const Migration* PlatformSection::lastApplied() const {
    const QStringList& applied = m_data.status.applied;
    return applied.isEmpty() ? nullptr : m_data.set.find(applied.constLast());
}

QString PlatformSection::selectedStampRevision() const {
    return m_stampRevision->currentData().toString();
}

QString PlatformSection::pendingSql() const {
    QString text;
    for (const QString& id : m_data.status.pending)
        if (const Migration* m = m_data.set.find(id))
            text += m->sqlPreview(false) + QLatin1Char('\n');
    return text;
}

QString PlatformSection::rollbackSql() const {
    const Migration* m = lastApplied();
    return m ? m->sqlPreview(true) : QString();
}

void PlatformSection::showSelectedSql() {
    const MigrationRecord* r = m_model->recordAt(m_table->currentIndex().row());
    if (!r) {
        const bool pending = !m_data.status.pending.isEmpty();
        m_sqlTitle->setText(pending ? tr("SQL that Apply pending runs:") : tr("Nothing is pending."));
        m_sql->setPlainText(pendingSql());
        return;
    }
    const Migration* m = m_data.set.find(r->id);
    if (!m) {
        m_sqlTitle->setText(tr("Not shipped with this Metadesk:"));
        m_sql->setPlainText(QStringLiteral("-- ") + r->drift);
    } else if (r->state == MigrationRecord::State::Pending) {
        m_sqlTitle->setText(tr("SQL that applies %1:").arg(r->id));
        m_sql->setPlainText(m->sqlPreview(false));
    } else {
        m_sqlTitle->setText(tr("SQL that rolls back %1:").arg(r->id));
        m_sql->setPlainText((r->isDrift() ? QStringLiteral("-- DRIFT: ") + r->drift + QLatin1Char('\n') : QString()) +
                            m->sqlPreview(true));
    }
}

} // namespace metadesk
