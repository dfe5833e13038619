#include "ProjectFormDialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace metadesk {

ProjectFormDialog::ProjectFormDialog(const QString& parentName, QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("projectFormDialog"));
    setWindowTitle(parentName.isEmpty() ? tr("New Project") : tr("New Sub-project of %1").arg(parentName));
    setAccessibleName(windowTitle());

    m_name = new QLineEdit(this);
    m_name->setObjectName(QStringLiteral("projectName"));
    m_name->setAccessibleName(tr("Name"));
    m_description = new QPlainTextEdit(this);
    m_description->setObjectName(QStringLiteral("projectDescription"));
    m_description->setAccessibleName(tr("Description"));
    m_description->setTabChangesFocus(true);
    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("projectProblem"));
    m_problem->setAccessibleName(tr("Problem"));
    m_problem->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("&Name:"), m_name);
    form->addRow(QString(), m_problem);
    form->addRow(tr("&Description:"), m_description);

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_buttons->setObjectName(QStringLiteral("buttons"));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Create"));
    m_buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("createButton"));
    m_buttons->button(QDialogButtonBox::Ok)->setAccessibleName(tr("Create"));
    m_buttons->button(QDialogButtonBox::Cancel)->setObjectName(QStringLiteral("cancelButton"));
    m_buttons->button(QDialogButtonBox::Cancel)->setAccessibleName(tr("Cancel"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_name, &QLineEdit::textChanged, this, &ProjectFormDialog::updateOkButton);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_buttons);
    updateOkButton();
}

ProjectFormDialog::~ProjectFormDialog() = default;

QString ProjectFormDialog::name() const {
    return m_name->text().trimmed();
}

QString ProjectFormDialog::description() const {
    return m_description->toPlainText().trimmed();
}

void ProjectFormDialog::updateOkButton() {
    const bool ok = !name().isEmpty();
    m_problem->setText(ok ? QString() : tr("A project needs a name."));
    m_problem->setVisible(!ok);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

} // namespace metadesk
