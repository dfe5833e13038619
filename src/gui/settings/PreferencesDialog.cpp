#include "PreferencesDialog.h"

#include "core/settings/Settings.h"
#include "gui/style/Theme.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFormLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace metadesk {

QStringList PreferencesDialog::availableLanguages() {
    QStringList codes;
    const QStringList files = QDir(QStringLiteral(":/i18n")).entryList({QStringLiteral("metadesk_*.qm")});
    for (const QString& file : files)
        codes << file.mid(9, file.size() - 9 - 3); // metadesk_<code>.qm
    return codes;
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
    m_language->addItem(tr("Follow the system (%1)").arg(QLocale::system().nativeLanguageName()), QString());
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    for (const QString& code : availableLanguages()) {
        const QLocale locale(code);
        m_language->addItem(locale.nativeLanguageName(), code);
    }
    m_language->setCurrentIndex(qMax(0, m_language->findData(Settings::instance().get(Settings::Key::Language))));
    form->addRow(tr("&Language:"), m_language);
    layout->addLayout(form);
    auto* note = new QLabel(tr("A new language shows the next time Metadesk starts."), this);
    note->setWordWrap(true);
    layout->addWidget(note);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

void PreferencesDialog::accept() {
    Settings::instance().set(Settings::Key::Theme, m_theme->currentData());
    Settings::instance().set(Settings::Key::Language, m_language->currentData());
    theme::apply(theme::choiceFromKey(m_theme->currentData().toString()));
    QDialog::accept();
}

} // namespace metadesk
