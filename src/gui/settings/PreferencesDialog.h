#pragma once

#include <QDialog>

class QComboBox;

namespace metadesk {

/// Edit → Preferences: the look (follow the desktop, light, dark) and the language (follow the system, or one
/// Metadesk is translated into). The look changes at once; a language takes effect on the next start.
class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);

    /// The languages Metadesk ships a translation for, as codes ("de"), from the embedded translations.
    static QStringList availableLanguages();

private:
    void accept() override;

    QComboBox* m_theme = nullptr;
    QComboBox* m_language = nullptr;
};

} // namespace metadesk
