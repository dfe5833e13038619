#include "CredentialActions.h"

#include "FernetKeysDialog.h"
#include "RevealCredentialDialog.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/edit/RowWriter.h"
#include "core/ops/tabularia/RotateCredentials.h"
#include "core/ops/tabularia/UpdateCredential.h"
#include "core/secrets/FernetKeyRing.h"
#include "core/settings/ProfileStore.h"
#include "gui/Workspace.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/pages/TablePage.h"

#include <QAction>
#include <QInputDialog>
#include <QLineEdit>
#include <QMessageBox>
#include <QProgressDialog>
#include <QPushButton>

namespace metadesk {

namespace {
const QString kConnections = QStringLiteral("connections");
}

CredentialActions::CredentialActions(QWidget* window) : QObject(window), m_window(window) {
    m_reveal = new QAction(tr("Reveal &Credential…"), this);
    m_reveal->setObjectName(QStringLiteral("revealCredentialAction"));
    m_keys = new QAction(tr("&Fernet Keys…"), this);
    m_keys->setObjectName(QStringLiteral("fernetKeysAction"));
    m_change = new QAction(tr("Change Cre&dential…"), this);
    m_change->setObjectName(QStringLiteral("changeCredentialAction"));
    m_rotate = new QAction(tr("R&otate Credentials to the First Key…"), this);
    m_rotate->setObjectName(QStringLiteral("rotateCredentialsAction"));
    connect(m_rotate, &QAction::triggered, this, &CredentialActions::askAndRotate);
    for (QAction* action : {m_reveal, m_change, m_keys})
        action->setProperty("metadeskRowAction", true); // listed in the grid's context menu (EditController)
    connect(m_reveal, &QAction::triggered, this, &CredentialActions::reveal);
    connect(m_keys, &QAction::triggered, this, &CredentialActions::editKeys);
    connect(m_change, &QAction::triggered, this, &CredentialActions::askAndChange);
    update();
}

CredentialActions::~CredentialActions() {
    detach();
}

void CredentialActions::attach(const DbConnection* connection, RowWriter* writer, Workspace* workspace) {
    detach();
    m_conn = connection;
    m_writer = writer;
    m_workspace = workspace;
    if (workspace)
        connect(workspace, &Workspace::pageChanged, this, &CredentialActions::pageChanged);
    pageChanged(workspace ? workspace->currentPage() : nullptr);
}

void CredentialActions::detach() {
    for (const QPointer<QWidget>& d : std::as_const(m_dialogs))
        delete d.data();
    m_dialogs.clear();
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_conn = nullptr;
    m_writer = nullptr;
    m_workspace = nullptr;
    update();
}

void CredentialActions::pageChanged(TablePage* page) {
    if (page && !m_wired.contains(page)) {
        m_wired.insert(page);
        page->grid()->addAction(m_reveal);
        page->grid()->addAction(m_change);
        page->grid()->addAction(m_keys);
        connect(page, &TablePage::rowSelected, this, &CredentialActions::update);
        connect(page, &QObject::destroyed, this, [this, page]() { m_wired.remove(page); });
    }
    update();
}

void CredentialActions::update() {
    TablePage* page = m_workspace ? m_workspace->currentPage() : nullptr;
    const bool tabularia = m_conn && m_conn->catalog().table(kConnections);
    const bool onConnections = page && page->table().name == kConnections;
    const bool picked = onConnections && tabularia && page->selectedPrimaryKey().size() == 1;
    m_reveal->setVisible(onConnections || !page);
    m_keys->setVisible(onConnections || !page);
    m_change->setVisible(onConnections || !page);
    m_reveal->setEnabled(picked);
    m_change->setEnabled(picked && m_writer);
    m_keys->setEnabled(tabularia);
    m_rotate->setEnabled(tabularia && m_writer);
    m_rotate->setToolTip(!tabularia ? tr("Open a Tabularia database first.")
                         : !m_writer
                             ? tr("This database is open read-only: no credential is re-encrypted.")
                             : tr("Re-encrypt every connection's credential with key 1 of the Fernet keys, so that the "
                                  "platform can run on that key alone"));
    m_reveal->setToolTip(picked          ? tr("Decrypt the picked connection's credential with the Fernet keys")
                         : onConnections ? tr("Select a connection first.")
                                         : tr("Open Connections and select a row first."));
    m_change->setToolTip(!m_writer && m_conn ? tr("This database is open read-only: no credential is changed.")
                         : picked            ? tr("Encrypt a new password for the picked connection with key 1")
                                             : tr("Select a connection first."));
    m_keys->setToolTip(tabularia ? tr("The platform's Fernet keys for this database, kept in the system keychain")
                                 : tr("Open a Tabularia database first."));
}

RevealCredentialDialog* CredentialActions::reveal() {
    TablePage* page = m_workspace ? m_workspace->currentPage() : nullptr;
    if (!m_conn || !page || page->table().name != kConnections)
        return nullptr;
    const QVariantList key = page->selectedPrimaryKey();
    if (key.size() != 1)
        return nullptr;
    auto* dialog = new RevealCredentialDialog(*m_conn, key.first().toLongLong(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialogs << dialog;
    dialog->show();
    return dialog;
}

FernetKeysDialog* CredentialActions::editKeys() {
    if (!m_conn)
        return nullptr;
    // The profile the app keeps for this database (made when it was opened): its id names the keychain entry.
    const ConnectionProfile profile = ProfileStore().findByUrl(m_conn->url());
    if (!profile.isValid())
        return nullptr;
    auto* dialog = new FernetKeysDialog(profile.id, profile.displayName, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_dialogs << dialog;
    dialog->show();
    return dialog;
}

std::optional<FernetKeyRing> CredentialActions::loadKeys(QString* why) const {
    const ConnectionProfile profile = m_conn ? ProfileStore().findByUrl(m_conn->url()) : ConnectionProfile();
    QString text;
    bool found = false;
    if (!profile.isValid() || !FernetKeyRing::load(profile.id, &text, &found, why)) {
        if (!found && profile.isValid() && !FernetKeyRing::keychainFailed())
            *why = tr("No Fernet keys are kept for this database: add the platform's keys with Fernet Keys… first.");
        return std::nullopt;
    }
    std::optional<FernetKeyRing> keys = FernetKeyRing::parse(text, why);
    text.fill(QLatin1Char(' '));
    return keys;
}

WriteResult CredentialActions::changeCredential(const QByteArray& plaintext, bool replaceUndecryptable,
                                                bool* undecryptable) {
    WriteResult result;
    result.outcome = WriteResult::Outcome::Invalid;
    if (undecryptable)
        *undecryptable = false;
    TablePage* page = m_workspace ? m_workspace->currentPage() : nullptr;
    if (!m_conn || !page || page->table().name != kConnections || page->selectedPrimaryKey().size() != 1) {
        result.message = tr("Select a connection first.");
        return result;
    }
    if (!m_writer) {
        result.message = tr("This database is open read-only: no credential is changed.");
        return result;
    }
    const std::optional<FernetKeyRing> keys = loadKeys(&result.message);
    if (!keys)
        return result;
    const UpdateCredential update(*m_conn, *keys);
    const OperationPlan plan =
        update.plan(page->selectedPrimaryKey().constFirst().toLongLong(), plaintext, replaceUndecryptable);
    if (undecryptable)
        *undecryptable = plan.facts.value(QStringLiteral("undecryptable")).toBool();
    result = update.apply(plan, *m_writer);
    if (result.ok() && m_workspace)
        m_workspace->refresh();
    return result;
}

void CredentialActions::askAndChange() {
    bool ok = false;
    QString typed = QInputDialog::getText(m_window, tr("Change Credential"),
                                          tr("New password of the connection (empty: none). It is encrypted with key "
                                             "1 of this database's Fernet keys; the platform's audit log records "
                                             "the change."),
                                          QLineEdit::Password, QString(), &ok);
    if (!ok)
        return;
    QByteArray plaintext = typed.toUtf8();
    typed.fill(QLatin1Char(' '));
    bool undecryptable = false;
    WriteResult r = changeCredential(plaintext, false, &undecryptable);
    bool declined = false;
    if (!r.ok() && undecryptable) {
        const auto answer =
            QMessageBox::warning(m_window, tr("Replace a Credential No Key Decrypts?"),
                                 r.message + QStringLiteral("\n\n") +
                                     tr("Replace it all the same? The old credential is lost unless its key is found."),
                                 QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Cancel);
        declined = answer != QMessageBox::Yes;
        if (!declined)
            r = changeCredential(plaintext, true, nullptr);
    }
    plaintext.fill('\0');
    if (r.ok())
        QMessageBox::information(m_window, tr("Change Credential"), tr("The new credential is stored."));
    else if (!declined)
        QMessageBox::warning(m_window, tr("Change Credential"), r.message);
}

WriteResult CredentialActions::rotateCredentials(const RotationConfirm& confirm, QString* summary) {
    WriteResult result;
    result.outcome = WriteResult::Outcome::Invalid;
    const auto say = [summary](const QString& text) {
        if (summary)
            *summary = text;
    };
    if (!m_conn || !m_conn->catalog().table(kConnections)) {
        result.message = tr("Open a Tabularia database first.");
        say(result.message);
        return result;
    }
    if (!m_writer) {
        result.message = tr("This database is open read-only: no credential is re-encrypted.");
        say(result.message);
        return result;
    }
    const std::optional<FernetKeyRing> keys = loadKeys(&result.message);
    if (!keys) {
        say(result.message);
        return result;
    }
    const RotateCredentials rotation(*m_conn, *keys);
    // Tokens no key decrypts are left as they are and listed: the confirmation names them before anything is written.
    const OperationPlan plan = rotation.plan(true);
    if (plan.isRefused()) {
        result.message = plan.refusal;
        say(result.message);
        return result;
    }
    const QStringList undecryptable = plan.facts.value(QStringLiteral("undecryptable")).toStringList();
    const QString untouched =
        undecryptable.isEmpty()
            ? QString()
            : QStringLiteral("\n\n") +
                  tr("Left untouched, since no key decrypts them:\n%1").arg(undecryptable.join(QLatin1Char('\n')));
    if (plan.changes.isEmpty()) {
        result.outcome = WriteResult::Outcome::Done;
        result.nothingChanged = true;
        say(plan.sentences.value(0) + untouched);
        return result;
    }
    if (confirm && !confirm(plan)) {
        result.message = tr("Nothing re-encrypted.");
        say(result.message);
        return result;
    }
    const int total = int(plan.changes.size());
    QProgressDialog progress(tr("Re-encrypting credentials with key 1…"), tr("Cancel"), 0, total, m_window);
    progress.setObjectName(QStringLiteral("rotateProgress"));
    progress.setWindowTitle(tr("Rotate Credentials"));
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(0);
    progress.setAutoClose(false);
    progress.setAutoReset(false);
    m_progress = &progress;
    result = rotation.apply(plan, *m_writer, [this, &progress](int done, int all) {
        progress.setValue(done);
        progress.setLabelText(done < all ? tr("Re-encrypting credential %1 of %2 with key 1…").arg(done + 1).arg(all)
                                         : tr("Committing…"));
        emit rotationProgressed(done, all);
        QCoreApplication::processEvents(); // the Cancel button's click, until the commit
        return !progress.wasCanceled();
    });
    m_progress = nullptr;
    progress.close();
    if (!result.ok()) {
        say(result.message);
        return result;
    }
    if (m_workspace)
        m_workspace->refresh();
    say(tr("Re-encrypted %n credential(s) with key 1 (%1). Key 1 alone now decrypts them.", nullptr, total)
            .arg(keys->fingerprint(1)) +
        untouched);
    return result;
}

void CredentialActions::askAndRotate() {
    const auto confirm = [this](const OperationPlan& plan) {
        const QString fingerprint = plan.facts.value(QStringLiteral("keyFingerprint")).toString();
        QMessageBox box(QMessageBox::Question, tr("Rotate Credentials to the First Key"),
                        tr("Re-encrypt %n credential(s) with key 1 of this database's Fernet keys (fingerprint %1)?",
                           nullptr, int(plan.changes.size()))
                            .arg(fingerprint),
                        QMessageBox::Cancel, m_window);
        box.setObjectName(QStringLiteral("rotateConfirmation"));
        box.setInformativeText(plan.sentences.join(QLatin1Char('\n')));
        QPushButton* go = box.addButton(tr("Re-encrypt"), QMessageBox::AcceptRole);
        box.setDefaultButton(QMessageBox::Cancel);
        box.exec();
        return box.clickedButton() == go;
    };
    QString summary;
    const WriteResult r = rotateCredentials(confirm, &summary);
    if (r.ok())
        QMessageBox::information(m_window, tr("Rotate Credentials"), summary);
    else if (summary != tr("Nothing re-encrypted."))
        QMessageBox::warning(m_window, tr("Rotate Credentials"), summary);
}

} // namespace metadesk
