#include "ProjectTreePanel.h"

#include "MoveProjectDialog.h"
#include "ProjectFormDialog.h"
#include "core/catalog/Catalog.h"
#include "core/db/DbConnection.h"
#include "core/rules/DeleteImpact.h"
#include "core/rules/EffectivePermissions.h"
#include "models/ProjectTreeModel.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

#include <functional>

namespace metadesk {

ProjectTreePanel::ProjectTreePanel(const DbConnection& conn, RowWriter* writer, QWidget* parent)
    : QWidget(parent), m_conn(conn), m_writer(writer) {
    setObjectName(QStringLiteral("projectTreePanel"));
    setAccessibleName(tr("Project tree"));
    setWindowTitle(tr("Project Tree"));

    m_model = new ProjectTreeModel(this);
    m_model->setWriter(&conn, writer);

    m_toolBar = new QToolBar(this);
    m_toolBar->setObjectName(QStringLiteral("projectTreeToolBar"));
    m_toolBar->setAccessibleName(tr("Project actions"));
    m_toolBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_newTop = makeAction(QStringLiteral("newProject"), tr("New Project…"), tr("Create a top-level project"));
    m_newChild = makeAction(QStringLiteral("newSubProject"), tr("New Sub-project…"),
                            tr("Create a project inside the selected one"));
    m_move = makeAction(QStringLiteral("moveProject"), tr("Move to…"),
                        tr("Choose a new parent for the selected project (or drag it onto one)"));
    m_delete = makeAction(QStringLiteral("deleteProject"), tr("Delete…"),
                          tr("Delete the selected project, after seeing what it holds"));
    m_toolBar->addSeparator();
    m_open = makeAction(QStringLiteral("openProject"), tr("Open Row"), tr("Show the selected project's row"));
    m_reload = makeAction(QStringLiteral("reloadProjects"), tr("Reload"), tr("Read the projects again"));
    m_delete->setShortcut(QKeySequence::Delete);
    m_reload->setShortcut(QKeySequence::Refresh);
    // Only while the panel has focus, so they never compete with the main window's own Delete and Refresh.
    for (QAction* action : {m_delete, m_reload}) {
        action->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        QWidget::addAction(action);
    }
    connect(m_newTop, &QAction::triggered, this, &ProjectTreePanel::newTopLevel);
    connect(m_newChild, &QAction::triggered, this, &ProjectTreePanel::newChild);
    connect(m_move, &QAction::triggered, this, &ProjectTreePanel::moveCurrent);
    connect(m_delete, &QAction::triggered, this, &ProjectTreePanel::deleteCurrent);
    connect(m_open, &QAction::triggered, this, &ProjectTreePanel::openCurrent);
    connect(m_reload, &QAction::triggered, m_model, &ProjectTreeModel::reload);

    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("projectTreeMessage"));
    m_message->setAccessibleName(tr("Message"));
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_message->setVisible(false);

    m_view = new QTreeView(this);
    m_view->setObjectName(QStringLiteral("projectTree"));
    m_view->setAccessibleName(tr("Projects"));
    m_view->setModel(m_model);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setUniformRowHeights(true);
    m_view->header()->setSectionResizeMode(ProjectTreeModel::NameColumn, QHeaderView::ResizeToContents);
    m_view->header()->setStretchLastSection(true);
    m_view->setContextMenuPolicy(Qt::CustomContextMenu);
    const bool writable = !conn.isReadOnly() && writer;
    if (writable) {
        // DragDrop rather than InternalMove: the model accepts only its own payload of project ids anyway.
        m_view->setDragDropMode(QAbstractItemView::DragDrop);
        m_view->setDefaultDropAction(Qt::MoveAction);
        m_view->setDropIndicatorShown(true);
    }

    // The platform's rule, in the same words as Effective Permissions: moving a project changes what it inherits.
    m_status = new QLabel(tr("%1 Moving a project changes the permissions it inherits. Drag a project onto another to "
                             "move it there, or onto the empty area to move it to the top level.")
                              .arg(EffectivePermissions::inheritanceRule()),
                          this);
    m_status->setObjectName(QStringLiteral("projectTreeHint"));
    m_status->setAccessibleName(tr("Hint"));
    m_status->setWordWrap(true);
    if (!writable)
        m_status->setText(tr("%1 This connection is read-only: the tree can be browsed but not changed.")
                              .arg(EffectivePermissions::inheritanceRule()));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_toolBar);
    layout->addWidget(m_message);
    layout->addWidget(m_view, 1);
    layout->addWidget(m_status);

    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &ProjectTreePanel::updateActions);
    connect(m_view, &QTreeView::doubleClicked, this, &ProjectTreePanel::openCurrent);
    connect(m_view, &QWidget::customContextMenuRequested, this, [this](const QPoint& pos) {
        QMenu menu(this);
        menu.addActions({m_newChild, m_move, m_delete});
        menu.addSeparator();
        menu.addAction(m_open);
        menu.exec(m_view->viewport()->mapToGlobal(pos));
    });
    connect(m_model, &ProjectTreeModel::writeRefused, this, &ProjectTreePanel::showMessage);
    connect(m_model, &ProjectTreeModel::changed, this, &ProjectTreePanel::changed);
    connect(m_model, &ProjectTreeModel::loadFailed, this, &ProjectTreePanel::showMessage);
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, &ProjectTreePanel::rememberExpansion);
    connect(m_model, &ProjectTreeModel::loaded, this, &ProjectTreePanel::restoreExpansion);
    connect(m_model, &QAbstractItemModel::rowsMoved, this,
            [this](const QModelIndex&, int, int, const QModelIndex& destination, int row) {
                // Show where a moved project went.
                m_view->expand(destination);
                m_view->setCurrentIndex(m_model->index(row, ProjectTreeModel::NameColumn, destination));
            });

    m_model->load(conn.url(), conn.isReadOnly());
    updateActions();
}

ProjectTreePanel::~ProjectTreePanel() = default;

QAction* ProjectTreePanel::makeAction(const QString& objectName, const QString& text, const QString& tip) {
    QAction* action = m_toolBar->addAction(text);
    action->setObjectName(objectName);
    action->setToolTip(tip);
    action->setStatusTip(tip);
    // The tool bar's button for it, found by tests and screen readers like any other control.
    if (QWidget* button = m_toolBar->widgetForAction(action)) {
        button->setObjectName(objectName + QStringLiteral("Button"));
        button->setAccessibleName(QString(text).remove(QStringLiteral("…")));
    }
    return action;
}

QString ProjectTreePanel::message() const {
    return m_message->text();
}

void ProjectTreePanel::showMessage(const QString& text) {
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

QVariant ProjectTreePanel::currentProject() const {
    const QModelIndex i = m_view->currentIndex();
    return i.isValid() ? i.data(ProjectTreeModel::ProjectIdRole) : QVariant();
}

void ProjectTreePanel::selectProject(qint64 id) {
    const QModelIndex i = m_model->indexOfProject(id);
    if (!i.isValid())
        return;
    m_view->setCurrentIndex(i);
    m_view->scrollTo(i);
}

void ProjectTreePanel::updateActions() {
    const bool writable = !m_conn.isReadOnly() && m_writer;
    const bool selected = m_view->currentIndex().isValid();
    m_newTop->setEnabled(writable);
    m_newChild->setEnabled(writable && selected);
    m_move->setEnabled(writable && selected);
    m_delete->setEnabled(writable && selected);
    m_open->setEnabled(selected);
}

void ProjectTreePanel::rememberExpansion() {
    m_expanded.clear();
    m_selected = currentProject();
    std::function<void(const QModelIndex&)> visit = [&](const QModelIndex& parent) {
        for (int row = 0; row < m_model->rowCount(parent); ++row) {
            const QModelIndex i = m_model->index(row, 0, parent);
            if (m_view->isExpanded(i))
                m_expanded.insert(i.data(ProjectTreeModel::ProjectIdRole).toLongLong());
            visit(i);
        }
    };
    visit({});
}

void ProjectTreePanel::restoreExpansion() {
    if (m_firstLoad) {
        m_firstLoad = false;
        m_view->expandAll();
    } else {
        for (qint64 id : std::as_const(m_expanded))
            m_view->expand(m_model->indexOfProject(id));
    }
    if (!m_selected.isNull())
        selectProject(m_selected.toLongLong());
    updateActions();
}

bool ProjectTreePanel::createProject(const QVariant& parent, const QString& name, const QString& description) {
    qint64 id = 0;
    QString why;
    if (!m_model->createProject(parent, name, description, &id, &why)) {
        showMessage(why);
        return false;
    }
    showMessage({});
    if (!parent.isNull())
        m_view->expand(m_model->indexOfProject(parent.toLongLong()));
    selectProject(id);
    return true;
}

bool ProjectTreePanel::moveProject(qint64 id, const QVariant& newParent) {
    QString why;
    if (!m_model->moveProject(id, newParent, &why)) {
        showMessage(why);
        return false;
    }
    showMessage({});
    selectProject(id);
    return true;
}

QStringList ProjectTreePanel::deleteImpact(qint64 id, bool* blocks, QString* error) const {
    // A handful of counts on indexed columns, one per referencing table: small enough for this connection.
    DeleteImpact impact;
    *blocks = false;
    if (!DeleteImpact::measure(m_conn, *m_conn.catalog().table(QStringLiteral("projects")), id, &impact, error))
        return {};
    *blocks = impact.blocks();
    QStringList out;
    for (const DeleteImpact::Entry& e : std::as_const(impact.entries))
        out << e.sentence;
    out << impact.notes;
    return out;
}

bool ProjectTreePanel::deleteProject(qint64 id, bool askFirst) {
    const QString name = m_model->indexOfProject(id).data().toString();
    bool blocks = false;
    QString error;
    const QStringList impact = deleteImpact(id, &blocks, &error);
    if (!error.isEmpty()) {
        showMessage(tr("What %1 holds could not be read, so it was not deleted.").arg(name));
        return false;
    }
    if (blocks) {
        const QString text =
            tr("%1 cannot be deleted while these still belong to it: %2").arg(name, impact.join(QLatin1Char(' ')));
        showMessage(text);
        if (askFirst)
            QMessageBox::information(this, tr("Delete Project"), text);
        return false;
    }
    if (askFirst) {
        const QString text = impact.isEmpty()
                                 ? tr("Delete the project %1? Nothing else refers to it.").arg(name)
                                 : tr("Delete the project %1?\n\n%2").arg(name, impact.join(QLatin1Char('\n')));
        if (QMessageBox::question(this, tr("Delete Project"), text, QMessageBox::Yes | QMessageBox::Cancel,
                                  QMessageBox::Cancel) != QMessageBox::Yes)
            return false;
    }
    QString why;
    if (!m_model->deleteProject(id, &why)) {
        showMessage(why);
        return false;
    }
    showMessage({});
    return true;
}

void ProjectTreePanel::newTopLevel() {
    ProjectFormDialog dialog(QString(), this);
    if (dialog.exec() == QDialog::Accepted)
        createProject(QVariant(), dialog.name(), dialog.description());
}

void ProjectTreePanel::newChild() {
    const QVariant parent = currentProject();
    if (parent.isNull())
        return;
    ProjectFormDialog dialog(m_view->currentIndex().siblingAtColumn(0).data().toString(), this);
    if (dialog.exec() == QDialog::Accepted)
        createProject(parent, dialog.name(), dialog.description());
}

void ProjectTreePanel::moveCurrent() {
    const QVariant id = currentProject();
    if (id.isNull())
        return;
    MoveProjectDialog dialog(m_model, id.toLongLong(), this);
    if (dialog.exec() == QDialog::Accepted)
        moveProject(id.toLongLong(), dialog.chosenParent());
}

void ProjectTreePanel::deleteCurrent() {
    const QVariant id = currentProject();
    if (!id.isNull())
        deleteProject(id.toLongLong(), true);
}

void ProjectTreePanel::openCurrent() {
    const QVariant id = currentProject();
    if (!id.isNull())
        emit openRow(QStringLiteral("projects"), id);
}

} // namespace metadesk
