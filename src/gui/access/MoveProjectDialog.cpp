#include "MoveProjectDialog.h"

#include "models/ProjectTreeModel.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace metadesk {

MoveProjectDialog::MoveProjectDialog(ProjectTreeModel* model, qint64 projectId, QWidget* parent)
    : QDialog(parent), m_model(model), m_project(projectId) {
    setObjectName(QStringLiteral("moveProjectDialog"));
    const QString name = model->indexOfProject(projectId).data().toString();
    setWindowTitle(tr("Move %1").arg(name));
    setAccessibleName(windowTitle());

    auto* intro =
        new QLabel(tr("Choose the project %1 should belong to, or move it to the top level.").arg(name), this);
    intro->setWordWrap(true);
    m_topLevel = new QCheckBox(tr("&Top level (no parent project)"), this);
    m_topLevel->setObjectName(QStringLiteral("topLevel"));
    m_topLevel->setAccessibleName(tr("Top level"));
    m_tree = new QTreeView(this);
    m_tree->setObjectName(QStringLiteral("parentTree"));
    m_tree->setAccessibleName(tr("New parent project"));
    m_tree->setModel(model);
    m_tree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tree->setDragDropMode(QAbstractItemView::NoDragDrop);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->header()->setSectionResizeMode(ProjectTreeModel::NameColumn, QHeaderView::ResizeToContents);
    m_tree->expandAll();
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("moveProblem"));
    m_problem->setAccessibleName(tr("Problem"));
    m_problem->setWordWrap(true);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->setObjectName(QStringLiteral("buttons"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Move"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("moveButton"));
    m_buttons->button(QDialogButtonBox::Ok)->setAccessibleName(tr("Move"));
    m_buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancelButton"));
    m_buttons->button(QDialogButtonBox::Cancel)->setAccessibleName(tr("Cancel"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_topLevel, &QCheckBox::toggled, this, [this](bool top) {
        m_tree->setEnabled(!top);
        updateOkButton();
    });
    connect(m_tree->selectionModel(), &QItemSelectionModel::currentChanged, this, &MoveProjectDialog::updateOkButton);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_topLevel);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_problem);
    layout->addWidget(m_buttons);
    resize(520, 480);

    // Start where it is now.
    choose(model->indexOfProject(projectId).data(ProjectTreeModel::ParentIdRole));
}

MoveProjectDialog::~MoveProjectDialog() = default;

QVariant MoveProjectDialog::chosenParent() const {
    if (m_topLevel->isChecked())
        return {};
    const QModelIndex i = m_tree->currentIndex();
    return i.isValid() ? i.data(ProjectTreeModel::ProjectIdRole) : QVariant();
}

void MoveProjectDialog::choose(const QVariant& parent) {
    m_topLevel->setChecked(parent.isNull());
    if (!parent.isNull())
        m_tree->setCurrentIndex(m_model->indexOfProject(parent.toLongLong()));
    updateOkButton();
}

void MoveProjectDialog::updateOkButton() {
    QString problem;
    if (!m_topLevel->isChecked()) {
        const QModelIndex i = m_tree->currentIndex();
        if (!i.isValid())
            problem = tr("Choose a project, or the top level.");
        else if (m_model->isWithin(i.data(ProjectTreeModel::ProjectIdRole).toLongLong(), m_project))
            problem = tr("A project cannot move into itself or into a project inside it.");
    }
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(problem.isEmpty());
}

} // namespace metadesk
