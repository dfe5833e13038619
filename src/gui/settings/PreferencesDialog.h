#pragma once

#include <QDialog>

class QComboBox;
class QSpinBox;

namespace metadesk {

/// Edit → Preferences: the look (follow the desktop, light, dark), the language (follow the system, or one Metadesk is
/// translated into), and what bounds a migration (the lock wait, the statement time limit). The look changes at once;
/// a language takes effect on the next start; the limits apply to the next migration.
class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    /// The languages Metadesk ships a translation for, as codes ("de"), from the embedded translations.
    static QStringList availableLanguages();
    /// The language "Follow the system" gives, named in itself: the system's where Metadesk has it, else English.
    static QString systemLanguageName();

private:
    void accept() override;

    QComboBox* m_theme = nullptr;
    QComboBox* m_language = nullptr;
    QComboBox* m_timeZone = nullptr;
    QSpinBox* m_lockWait = nullptr;
    QSpinBox* m_statementTimeout = nullptr;
};

} // namespace metadesk
