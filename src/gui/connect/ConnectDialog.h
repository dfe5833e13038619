#pragma once

#include "core/db/DatabaseUrl.h"

#include <QDialog>
#include <QPointer>

#include <memory>

class QLineEdit;

namespace Ui {
class ConnectDialog;
}

namespace metadesk {

class FetchWorker;
struct ConnectionProfile;

/// Asks where a PostgreSQL database is and checks it before accepting: the server answers, the credentials hold,
/// and the database holds Tabularia or Holotable.
///
/// The check runs on a worker thread with its own connection; the dialog stays responsive and, on failure, says
/// why inline and keeps what was typed. On success it stores the connection in the recent list (without the
/// password) and, when asked, the password in the OS keychain. The password field is cleared whenever the dialog
/// hides.
class ConnectDialog : public QDialog {
    Q_OBJECT
public:
    explicit ConnectDialog(QWidget* parent = nullptr);
    ~ConnectDialog() override;

    /// Fills the fields from a recent connection (the password is not part of it).
    void setProfile(const ConnectionProfile& profile);
    /// Sets the "Read-only (audit browsing)" switch.
    void setReadOnly(bool readOnly);

    /// After acceptance: where to connect, with the password typed.
    DatabaseUrl url() const { return m_url; }
    /// After acceptance: whether to open for audit browsing.
    bool readOnly() const { return m_readOnly; }
    /// Whether a connection check is running.
    bool isChecking() const { return m_worker != nullptr; }
    /// The failure shown inline, sentence and database text (empty when none is shown).
    QString errorText() const;

    void reject() override;

protected:
    void showEvent(QShowEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    /// The cheap check, on every edit: the required fields are filled and no check is running.
    void updateOkButton();
    /// The expensive check: connects on a worker thread and accepts when the database is fit.
    void tryAccept();
    void checkFinished(int attempt, const QString& error);
    void succeed();
    void checkKeychain();
    void cancelCheck();
    void setBusy(bool busy, const QString& message = {});
    void showError(const QString& text);
    void growToFit();
    DatabaseUrl urlFromFields(QString* error) const;

    std::unique_ptr<Ui::ConnectDialog> m_ui;
    QLineEdit* m_sslRootCertEdit = nullptr;
    QLineEdit* m_sslCertEdit = nullptr;
    QLineEdit* m_sslKeyEdit = nullptr;
    std::unique_ptr<FetchWorker> m_worker;
    /// Tells a late answer of a cancelled check from the current one.
    int m_attempt = 0;
    QPointer<QWidget> m_focusBeforeCheck;
    DatabaseUrl m_checkedUrl;
    DatabaseUrl m_url;
    bool m_readOnly = false;
    bool m_keychainChecked = false;
};

} // namespace metadesk
