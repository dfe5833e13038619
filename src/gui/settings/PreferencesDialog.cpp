#include "PreferencesDialog.h"

#include "core/settings/Settings.h"
#include "core/settings/TimeDisplay.h"
#include "gui/style/Theme.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLocale>
#include <QSpinBox>
#include <QVBoxLayout>

namespace metadesk {

QStringList PreferencesDialog::availableLanguages() {
    QStringList codes;
    const QStringList files = QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("metadesk_*.qm")});
    for (const QString& file : files)
        codes << file.mid(9, file.size() - 9 - 3); // metadesk_<code>.qm
    // English is the sources' own language: its file holds only plural forms, loaded whenever English is shown.
    codes.removeAll(QStringLiteral("en"));
    return codes;
}

QString PreferencesDialog::systemLanguageName() {
    // What following the system gives: its language where Metadesk is translated into it, else English (also under
    // the C locale, whose language has no name).
    const QLocale system = QLocale::system();
    const QString code = QLocale::languageToCode(system.language());
    if (availableLanguages().contains(code) && !system.nativeLanguageName().isEmpty())
        return system.nativeLanguageName();
    return QStringLiteral("English");
}

PreferencesDialog::PreferencesDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("preferencesDialog"));
    setWindowTitle(tr("Preferences"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout();
    m_theme = new QComboBox(this);
    m_theme->setObjectName(QStringLiteral("themeChoice"));
    m_theme->setAccessibleName(tr("Appearance"));
    m_theme->addItem(tr("Follow the desktop"), theme::keyOf(theme::Choice::System));
    m_theme->addItem(tr("Light"), theme::keyOf(theme::Choice::Light));
    m_theme->addItem(tr("Dark"), theme::keyOf(theme::Choice::Dark));
    m_theme->setCurrentIndex(qMax(0, m_theme->findData(Settings::instance().get(Settings::Key::Theme))));
    form->addRow(tr("&Appearance:"), m_theme);

    m_language = new QComboBox(this);
    m_language->setObjectName(QStringLiteral("languageChoice"));
    m_language->setAccessibleName(tr("Language"));
    m_language->addItem(tr("Follow the system (%1)").arg(systemLanguageName()), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    for (const QString& code : availableLanguages()) {
        const QLocale locale(code);
        m_language->addItem(locale.nativeLanguageName(), code);
    }
    m_language->setCurrentIndex(qMax(0, m_language->findData(Settings::instance().get(Settings::Key::Language))));
    form->addRow(tr("&Language:"), m_language);

    // One way to show time everywhere: the grid, the overview, the detail pane and the dialogs follow this.
    m_timeZone = new QComboBox(this);
    m_timeZone->setObjectName(QStringLiteral("timeZoneChoice"));
    m_timeZone->setAccessibleName(tr("Show times in"));
    m_timeZone->addItem(tr("Your time zone (%1)").arg(timedisplay::localZoneName()), QStringLiteral("local"));
    m_timeZone->addItem(tr("UTC, as the platforms store them"), QStringLiteral("utc"));
    m_timeZone->setCurrentIndex(timedisplay::zone() == timedisplay::Zone::Utc ? 1 : 0);
    m_timeZone->setToolTip(
        tr("Times read 2026-10-15 09:24:00 everywhere, in this zone; headers and tooltips name it."));
    form->addRow(tr("Show &times in:"), m_timeZone);
    layout->addLayout(form);
    auto* note = new QLabel(tr("A new language shows the next time Metadesk starts."), this);
    note->setWordWrap(true);
    layout->addWidget(note);

    // What bounds a migration on a production database: read by the migration panel at each Apply, Roll back and
    // Baseline.
    auto* migrations = new QGroupBox(tr("Migrations"), this);
    migrations->setObjectName(QStringLiteral("migrationLimits"));
    auto* limits = new QFormLayout(migrations);
    m_lockWait = new QSpinBox(migrations);
    m_lockWait->setObjectName(QStringLiteral("migrationLockWait"));
    m_lockWait->setAccessibleName(tr("Lock wait in seconds"));
    m_lockWait->setRange(1, 3600);
    m_lockWait->setSuffix(tr(" s"));
    m_lockWait->setValue(Settings::instance().get(Settings::Key::MigrationLockWaitSeconds).toInt());
    m_lockWait->setToolTip(tr("How long a migration waits for a lock another session holds — the migration lock, and "
                              "on PostgreSQL each table a statement changes — before it gives up and changes nothing. "
                              "While a statement waits for a table lock, every later query of that table waits "
                              "behind it."));
    limits->addRow(tr("Wait for a &lock at most:"), m_lockWait);
    m_statementTimeout = new QSpinBox(migrations);
    m_statementTimeout->setObjectName(QStringLiteral("migrationStatementTimeout"));
    m_statementTimeout->setAccessibleName(tr("Statement time limit in minutes"));
    m_statementTimeout->setRange(0, 24 * 60);
    m_statementTimeout->setSuffix(tr(" min"));
    m_statementTimeout->setSpecialValueText(tr("No limit"));
    m_statementTimeout->setValue(
        (Settings::instance().get(Settings::Key::MigrationStatementTimeoutSeconds).toInt() + 59) / 60);
    m_statementTimeout->setToolTip(tr("The longest one migration statement may run on PostgreSQL; one that runs longer "
                                      "is stopped and its migration rolled back."));
    limits->addRow(tr("Let a &statement run at most:"), m_statementTimeout);
    auto* limitsNote = new QLabel(tr("Both limits are PostgreSQL's. On SQLite the lock wait bounds the wait for the "
                                     "file's write lock, and Cancel stops a migration between two statements."),
                                  migrations);
    limitsNote->setWordWrap(true);
    limits->addRow(limitsNote);
    layout->addWidget(migrations);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

void PreferencesDialog::accept() {
    Settings::instance().set(Settings::Key::Theme, m_theme->currentData());
    Settings::instance().set(Settings::Key::Language, m_language->currentData());
    timedisplay::setZone(m_timeZone->currentData().toString() == QLatin1String("utc") ? timedisplay::Zone::Utc
                                                                                      : timedisplay::Zone::Local);
    Settings::instance().set(Settings::Key::MigrationLockWaitSeconds, m_lockWait->value());
    Settings::instance().set(Settings::Key::MigrationStatementTimeoutSeconds, m_statementTimeout->value() * 60);
    theme::apply(theme::choiceFromKey(m_theme->currentData().toString()));
    QDialog::accept();
}

} // namespace metadesk
