#pragma once

#include <QDialog>

class QLabel;
class QPlainTextEdit;
class QPushButton;

namespace metadesk {

class DbConnection;

/// "Reveal Credential…": one Tabularia connection's credential in plain text, decrypted with the profile's Fernet
/// keys from the keychain (RevealCredential, which records it in the local change journal). The plaintext is shown
/// only while the dialog has the focus: once it loses it, the text is wiped and "Reveal Again" asks anew (and is
/// journalled anew). Refused on a read-only connection, with the reason.
class RevealCredentialDialog : public QDialog {
    Q_OBJECT
public:
    RevealCredentialDialog(const DbConnection& connection, qint64 connectionId, QWidget* parent = nullptr);
    ~RevealCredentialDialog() override;

    /// Whether the plaintext is on screen now.
    bool isShowingPlaintext() const { return m_showing; }
    /// The sentence above the text: which key decrypted it, why nothing is shown, or that it was hidden.
    QString statusText() const;

    /// Decrypts and shows the credential (again).
    void reveal();

protected:
    void changeEvent(QEvent* event) override;

private:
    /// Wipes the plaintext from the screen.
    void conceal(const QString& why);

    const DbConnection& m_conn;
    qint64 m_id;
    bool m_showing = false;
    QLabel* m_title;
    QLabel* m_status;
    QPlainTextEdit* m_text;
    QPushButton* m_again;
};

} // namespace metadesk
