#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace metadesk {

/// Name and description of a new project. OK stays disabled while the name is empty, with the reason shown.
class ProjectFormDialog : public QDialog {
    Q_OBJECT
public:
    /// `parentName` empty: a top-level project.
    explicit ProjectFormDialog(const QString& parentName, QWidget* parent = nullptr);
    ~ProjectFormDialog() override;

    QString name() const;
    QString description() const;

private:
    void updateOkButton();

    QLineEdit* m_name = nullptr;
    QPlainTextEdit* m_description = nullptr;
    QLabel* m_problem = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace metadesk
