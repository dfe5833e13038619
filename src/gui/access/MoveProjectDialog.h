#pragma once

#include <QDialog>
#include <QVariant>

class QCheckBox;
class QDialogButtonBox;
class QLabel;
class QTreeView;

namespace metadesk {

class ProjectTreeModel;

/// Chooses a project's new parent, or the top level. A parent inside the project itself is refused as the user
/// chooses it (the quick tier); the RowWriter's rule checks again against the database on writing.
class MoveProjectDialog : public QDialog {
    Q_OBJECT
public:
    MoveProjectDialog(ProjectTreeModel* model, qint64 projectId, QWidget* parent = nullptr);
    ~MoveProjectDialog() override;

    /// The chosen parent's id, or a null QVariant for the top level.
    QVariant chosenParent() const;
    /// Selects `parent` (null: top level), as a click would.
    void choose(const QVariant& parent);

private:
    void updateOkButton();

    ProjectTreeModel* m_model;
    qint64 m_project;
    QCheckBox* m_topLevel = nullptr;
    QTreeView* m_tree = nullptr;
    QLabel* m_problem = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace metadesk
