#pragma once

#include <QObject>
#include <QPointer>
#include <QSet>

class QAction;
class QWidget;

namespace metadesk {

class DbConnection;
class RowWriter;
struct WriteResult;
class FernetKeysDialog;
class RevealCredentialDialog;
class TablePage;
class Workspace;

/// The credential actions on Tabularia's Connections table: "Reveal Credential…" for the picked connection and
/// "Fernet Keys…" for the database's keys, each a row action in the grid's context menu and a Database menu item.
class CredentialActions : public QObject {
    Q_OBJECT
public:
    explicit CredentialActions(QWidget* window);
    ~CredentialActions() override;

    QAction* revealAction() const { return m_reveal; }
    QAction* keysAction() const { return m_keys; }
    QAction* changeAction() const { return m_change; }
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

private:
    void pageChanged(TablePage* page);
    void update();

    QWidget* m_window;
    QAction* m_reveal;
    QAction* m_keys;
    QAction* m_change;
    const DbConnection* m_conn = nullptr;
    RowWriter* m_writer = nullptr;
    QPointer<Workspace> m_workspace;
    QSet<TablePage*> m_wired;
    QList<QPointer<QWidget>> m_dialogs;
};

} // namespace metadesk
