#pragma once

#include <QDialog>

class QLabel;
class QPlainTextEdit;

namespace metadesk {

/// "Fernet Keys…": the platform's Fernet keys of one connection profile, kept in the OS keychain only
/// (FernetKeyRing::store). The stored keys are never shown: the dialog says how many there are, and a new list,
/// newest first, replaces them after it is checked (a key that is not one is named by its position).
class FernetKeysDialog : public QDialog {
    Q_OBJECT
public:
    FernetKeysDialog(const QString& profileId, const QString& databaseName, QWidget* parent = nullptr);
    ~FernetKeysDialog() override;

    /// The sentence under the editor: how many keys are stored, or why the list was refused.
    QString statusText() const;
    /// Stores the typed list in the keychain; false (the reason shown) when it is refused.
    bool save();
    /// Removes the profile's keys from the keychain.
    bool forget();

private:
    void showStored();

    QString m_profileId;
    QLabel* m_status;
    QPlainTextEdit* m_edit;
};

} // namespace metadesk
