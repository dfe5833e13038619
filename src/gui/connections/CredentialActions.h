#pragma once

#include <QObject>
#include <QPointer>
#include <QSet>

#include <functional>
#include <optional>

class QAction;
class QWidget;

namespace metadesk {

class DbConnection;
class RowWriter;
struct WriteResult;
class FernetKeyRing;
class FernetKeysDialog;
struct OperationPlan;
class RevealCredentialDialog;
class TablePage;
class Workspace;

/// The credential actions on Tabularia's Connections table: "Reveal Credential…" and "Change Credential…" for the
/// picked connection, "Fernet Keys…" for the database's keys, each a row action in the grid's context menu and a
/// Database menu item; and "Rotate Credentials to the First Key…" for every connection, in the Database menu.
class CredentialActions : public QObject {
    Q_OBJECT
public:
    explicit CredentialActions(QWidget* window);
    ~CredentialActions() override;

    QAction* revealAction() const { return m_reveal; }
    QAction* keysAction() const { return m_keys; }
    QAction* changeAction() const { return m_change; }
    QAction* rotateAction() const { return m_rotate; }
    /// A database was opened; `writer` is null when it is read-only.
    void attach(const DbConnection* connection, RowWriter* writer, Workspace* workspace);
    /// Closes the dialogs opened for the database and forgets it.
    void detach();
    /// Reveals the picked connection's credential; null when no connection row is picked.
    RevealCredentialDialog* reveal();
    /// Opens the keys of the open database's profile; null when no database is open.
    FernetKeysDialog* editKeys();
    /// Stores `plaintext` as the picked connection's credential (UpdateCredential, encrypted with the first key of
    /// the profile's keys); `replaceUndecryptable` confirms replacing a token no key decrypts. *undecryptable is set
    /// when that is why it was refused.
    WriteResult changeCredential(const QByteArray& plaintext, bool replaceUndecryptable, bool* undecryptable);
    /// "Change Credential…": asks for the new password, confirms replacing an undecryptable one, says the outcome.
    void askAndChange();

    /// Answers the rotation's question: the plan (its sentences say how many tokens, with which key, and which stay
    /// untouched); true to go ahead.
    using RotationConfirm = std::function<bool(const OperationPlan& plan)>;
    /// Re-encrypts every credential with key 1 of the profile's keys (RotateCredentials), tokens no key decrypts
    /// left untouched: asks `confirm` first, then writes in one transaction under a progress dialog whose Cancel,
    /// until the commit, writes nothing. The outcome in words in *summary (null: not wanted).
    WriteResult rotateCredentials(const RotationConfirm& confirm, QString* summary);
    /// "Rotate Credentials to the First Key…": the rotation with a confirmation box and the outcome in a box.
    void askAndRotate();
    /// The rotation's progress dialog while it runs (for tests and screenshots); null otherwise.
    QWidget* rotationProgress() const { return m_progress; }

signals:
    /// The rotation wrote `done` of `total` rows (emitted from within the transaction, before the commit).
    void rotationProgressed(int done, int total);

private:
    /// The profile's Fernet keys from the keychain; nullopt with a sentence in *why.
    std::optional<FernetKeyRing> loadKeys(QString* why) const;
    void pageChanged(TablePage* page);
    void update();

    QWidget* m_window;
    QAction* m_reveal;
    QAction* m_keys;
    QAction* m_change;
    QAction* m_rotate;
    QPointer<QWidget> m_progress;
    const DbConnection* m_conn = nullptr;
    RowWriter* m_writer = nullptr;
    QPointer<Workspace> m_workspace;
    QSet<TablePage*> m_wired;
    QList<QPointer<QWidget>> m_dialogs;
};

} // namespace metadesk
