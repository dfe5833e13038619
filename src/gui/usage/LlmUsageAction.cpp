#include "LlmUsageAction.h"

#include "LlmUsageDialog.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/settings/ProfileStore.h"
#include "gui/Workspace.h"
#include "gui/grid/VirtualTableView.h"
#include "gui/pages/TablePage.h"

#include <QAction>

namespace metadesk {

namespace {
bool usageTable(const TablePage* page) {
    return page && page->table().platform == Platform::Holotable &&
           (page->table().name == QLatin1String("llm_usage") ||
            page->table().name == QLatin1String("workspace_limits"));
}
} // namespace

LlmUsageAction::LlmUsageAction(QWidget* window) : QObject(window), m_window(window) {
    m_action = new QAction(tr("LLM &Usage and Limits…"), this);
    m_action->setObjectName(QStringLiteral("llmUsageAction"));
    m_action->setProperty("metadeskRowAction", true);
    m_action->setEnabled(false);
    m_action->setToolTip(tr("Open a Holotable database first."));
    connect(m_action, &QAction::triggered, this, [this]() { open(); });
}

LlmUsageAction::~LlmUsageAction() {
    detach();
}

void LlmUsageAction::attach(const DbConnection* connection, Workspace* workspace) {
    detach();
    m_conn = connection;
    m_workspace = workspace;
    const bool available = m_conn && (m_conn->catalog().table(QStringLiteral("llm_usage")) ||
                                      m_conn->catalog().table(QStringLiteral("workspace_limits")));
    m_action->setEnabled(available);
    m_action->setToolTip(available ? tr("Tokens per day against the daily budget, by route and model, and the "
                                        "workspace's rate limit and token budget")
                                   : tr("This database has no LLM usage or limits (Holotable from its 003)."));
    if (m_workspace)
        connect(m_workspace, &Workspace::pageChanged, this, &LlmUsageAction::pageShown);
}

void LlmUsageAction::detach() {
    delete m_dialog.data();
    if (m_workspace)
        disconnect(m_workspace, nullptr, this, nullptr);
    m_conn = nullptr;
    m_workspace = nullptr;
    m_action->setEnabled(false);
}

void LlmUsageAction::pageShown() {
    TablePage* page = m_workspace ? m_workspace->currentPage() : nullptr;
    if (usageTable(page) && !page->grid()->actions().contains(m_action))
        page->grid()->addAction(m_action);
}

LlmUsageDialog* LlmUsageAction::open() {
    if (!m_conn || !m_action->isEnabled())
        return nullptr;
    QString workspace;
    TablePage* page = m_workspace ? m_workspace->currentPage() : nullptr;
    if (usageTable(page)) {
        const QVariantList values = page->selectedValues();
        workspace = values.value(page->table().columnIndex(QStringLiteral("workspace_id"))).toString();
    }
    if (m_dialog) {
        if (!workspace.isEmpty())
            m_dialog->setWorkspace(workspace);
        m_dialog->raise();
        m_dialog->activateWindow();
        return m_dialog;
    }
    m_dialog = new LlmUsageDialog(*m_conn, ProfileStore().llmLimits(m_conn->url()), workspace, m_window);
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_dialog, &LlmUsageDialog::message, this, &LlmUsageAction::message);
    m_dialog->show();
    return m_dialog;
}

} // namespace metadesk
