#include "CredentialActions.h"

#include "FernetKeysDialog.h"
#include "RevealCredentialDialog.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/settings/ProfileStore.h"
#include "gui/Workspace.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/pages/TablePage.h"

#include <QAction>

namespace metadesk {

namespace {
const QString kConnections = QStringLiteral("connections");
}

CredentialActions::CredentialActions(QWidget* window) : QObject(window), m_window(window) {
    m_reveal = new QAction(tr("Reveal &Credential…"), this);
    m_reveal->setObjectName(QStringLiteral("revealCredentialAction"));
    m_keys = new QAction(tr("&Fernet Keys…"), this);
    m_keys->setObjectName(QStringLiteral("fernetKeysAction"));
    for (QAction* action : {m_reveal, m_keys})
        action->setProperty("metadeskRowAction", true); // listed in the grid's context menu (EditController)
    connect(m_reveal, &QAction::triggered, this, &CredentialActions::reveal);
    connect(m_keys, &QAction::triggered, this, &CredentialActions::editKeys);
    update();
}

CredentialActions::~CredentialActions() {
    detach();
}

void CredentialActions::attach(const DbConnection* connection, Workspace* workspace) {
    detach();
    m_conn = connection;
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
    m_workspace = nullptr;
    update();
}

void CredentialActions::pageChanged(TablePage* page) {
    if (page && !m_wired.contains(page)) {
        m_wired.insert(page);
        page->grid()->addAction(m_reveal);
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
    m_reveal->setEnabled(picked);
    m_keys->setEnabled(tabularia);
    m_reveal->setToolTip(picked          ? tr("Decrypt the picked connection's credential with the Fernet keys")
                         : onConnections ? tr("Select a connection first.")
                                         : tr("Open Connections and select a row first."));
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

} // namespace metadesk
