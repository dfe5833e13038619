#include "AccessMenu.h"

#include "AccessDialogs.h"
#include "EffectivePermissionsPanel.h"
#include "MembershipEditor.h"
#include "ProjectTreePanel.h"
#include "core/db/DbConnection.h"
#include "gui/Workspace.h"
#include "gui/pages/TablePage.h"

namespace metadesk {

AccessMenu::AccessMenu(QWidget* window) : QMenu(tr("&Access"), window), m_window(window) {
    setObjectName(QStringLiteral("accessMenu"));
    m_tree = addAction(tr("&Project Tree…"), this, &AccessMenu::openProjectTree);
    m_tree->setObjectName(QStringLiteral("projectTreeAction"));
    m_tree->setStatusTip(tr("Projects as a tree: create sub-projects, move them by drag and drop, delete empty ones"));
    m_permissions = addAction(tr("&Effective Permissions…"), this, &AccessMenu::openPermissions);
    m_permissions->setObjectName(QStringLiteral("effectivePermissionsAction"));
    m_permissions->setStatusTip(
        tr("What a user may do on each project, directly and through groups, or who may do what on a project"));
    m_memberships = addAction(tr("Group &Memberships…"), this, &AccessMenu::openMemberships);
    m_memberships->setObjectName(QStringLiteral("membershipsAction"));
    connect(this, &QMenu::aboutToShow, this, &AccessMenu::updateActions);
    updateActions();
}

AccessMenu::~AccessMenu() {
    detach();
}

void AccessMenu::attach(const DbConnection* connection, RowWriter* writer, Workspace* workspace) {
    detach();
    m_conn = connection;
    m_writer = writer;
    m_workspace = workspace;
    updateActions();
}

void AccessMenu::detach() {
    for (const QPointer<QWidget>& w : std::as_const(m_windows))
        delete w.data(); // they hold the connection: gone before it is
    m_windows.clear();
    m_conn = nullptr;
    m_writer = nullptr;
    m_workspace = nullptr;
    updateActions();
}

QVariant AccessMenu::selectedId(QString* table) const {
    TablePage* page = m_workspace ? m_workspace->currentPage() : nullptr;
    if (!page)
        return {};
    *table = page->table().name;
    const QVariantList key = page->selectedPrimaryKey();
    return page->table().primaryKey == QStringList{QStringLiteral("id")} ? key.value(0) : QVariant();
}

void AccessMenu::updateActions() {
    const bool tabularia =
        m_conn && m_conn->hasTable(QStringLiteral("projects")) && m_conn->hasTable(QStringLiteral("user_groups"));
    menuAction()->setVisible(tabularia);
    m_tree->setEnabled(tabularia);
    m_permissions->setEnabled(tabularia);
    QString table;
    const QVariant id = selectedId(&table);
    const bool member =
        tabularia && id.isValid() && (table == QLatin1String("users") || table == QLatin1String("groups"));
    m_memberships->setEnabled(member);
    m_memberships->setText(table == QLatin1String("groups") ? tr("Group &Members…") : tr("Group &Memberships…"));
    m_memberships->setStatusTip(member ? tr("Add or remove memberships of the selected row")
                                       : tr("Select a user or a group first"));
}

void AccessMenu::track(QWidget* panel) {
    m_windows << QPointer<QWidget>(panel->window());
}

void AccessMenu::openProjectTree() {
    if (!m_conn)
        return;
    ProjectTreePanel* panel = AccessDialogs::openProjectTree(m_window, *m_conn, m_writer);
    connect(panel, &ProjectTreePanel::openRow, this, [this](const QString& table, const QVariant& id) {
        if (m_workspace)
            m_workspace->openFiltered(table, QStringLiteral("id"), id);
    });
    connect(panel, &ProjectTreePanel::changed, this, [this]() {
        if (m_workspace)
            m_workspace->written(QStringLiteral("projects"), true);
    });
    track(panel);
}

void AccessMenu::openPermissions() {
    if (!m_conn)
        return;
    QString table;
    const QVariant id = selectedId(&table);
    const bool project = table == QLatin1String("projects");
    track(AccessDialogs::openEffectivePermissions(m_window, *m_conn,
                                                  project ? QStringLiteral("project") : QStringLiteral("user"),
                                                  (project || table == QLatin1String("users")) ? id : QVariant()));
}

void AccessMenu::openMemberships() {
    QString table;
    const QVariant id = selectedId(&table);
    if (!m_conn || !id.isValid())
        return;
    MembershipEditor* editor = AccessDialogs::openMemberships(
        m_window, *m_conn, m_writer,
        table == QLatin1String("groups") ? QStringLiteral("group") : QStringLiteral("user"), id);
    connect(editor, &MembershipEditor::changed, this, [this]() {
        if (m_workspace)
            m_workspace->written(QStringLiteral("user_groups"), true);
    });
    track(editor);
}

} // namespace metadesk
