#include "DashboardImportDialog.h"

#include "core/db/DbConnection.h"
#include "core/ops/holotable/DashboardTransfer.h"
#include "gui/style/Theme.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace metadesk {

DashboardImportDialog::DashboardImportDialog(const DbConnection& connection, QWidget* parent)
    : QDialog(parent), m_conn(connection) {
    setObjectName(QStringLiteral("dashboardImportDialog"));
    setWindowTitle(tr("Import Dashboard"));
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(tr("A dashboard spec from a JSON file becomes a new dashboard of the workspace, at "
                                "version 1, titled as the spec is. It is checked first; nothing is written until you "
                                "import."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    auto* form = new QFormLayout;
    auto* fileRow = new QHBoxLayout;
    m_file = new QLineEdit(this);
    m_file->setObjectName(QStringLiteral("importFile"));
    m_file->setPlaceholderText(tr("A .json file: a spec as Export Dashboard writes it, or the platform's export"));
    auto* choose = new QPushButton(tr("&Choose…"), this);
    choose->setObjectName(QStringLiteral("chooseImportFile"));
    fileRow->addWidget(m_file, 1);
    fileRow->addWidget(choose);
    // A row whose field is a layout gets a label without a buddy, which would show its "&": named here.
    auto* fileLabel = new QLabel(tr("&File:"), this);
    fileLabel->setBuddy(m_file);
    form->addRow(fileLabel, fileRow);
    m_workspace = new QComboBox(this);
    m_workspace->setObjectName(QStringLiteral("importWorkspace"));
    QStringList workspaces;
    QString error;
    ImportDashboard::workspaces(m_conn, &workspaces, &error);
    m_workspace->addItems(workspaces);
    m_workspace->setToolTip(tr("The workspaces that have a live source: a dashboard's panels read from the sources of "
                               "its own workspace"));
    form->addRow(tr("&Workspace:"), m_workspace);
    layout->addLayout(form);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("importStatus"));
    m_status->setTextFormat(Qt::PlainText); // the file's text is shown as it is, never as markup
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_status->setMinimumHeight(64);
    m_status->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(m_status, 1);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_import = m_buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    m_import->setObjectName(QStringLiteral("importButton"));
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(choose, &QPushButton::clicked, this, &DashboardImportDialog::chooseFile);
    connect(m_file, &QLineEdit::editingFinished, this, &DashboardImportDialog::replan);
    connect(m_workspace, &QComboBox::currentTextChanged, this, &DashboardImportDialog::replan);
    resize(620, 300);
    if (workspaces.isEmpty() && !error.isEmpty())
        m_status->setText(error);
    replan();
}

DashboardImportDialog::~DashboardImportDialog() {
    // The fields outlive this part of the dialog while it goes: a focus lost then is no reason to plan again.
    m_file->disconnect(this);
    m_workspace->disconnect(this);
}

void DashboardImportDialog::setFile(const QString& path) {
    m_file->setText(QDir::toNativeSeparators(path));
    replan();
}

void DashboardImportDialog::setWorkspace(const QString& workspace) {
    m_workspace->setCurrentText(workspace);
    replan();
}

QString DashboardImportDialog::file() const {
    return QDir::fromNativeSeparators(m_file->text().trimmed());
}

QString DashboardImportDialog::workspace() const {
    return m_workspace->currentText();
}

QString DashboardImportDialog::statusText() const {
    return m_status->text();
}

void DashboardImportDialog::chooseFile() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Import Dashboard"), QDir::homePath(),
                                                      tr("JSON files (*.json);;All files (*)"));
    if (!path.isEmpty())
        setFile(path);
}

void DashboardImportDialog::replan() {
    m_plan = OperationPlan();
    const QString path = file();
    QString said;
    if (path.isEmpty()) {
        m_plan.refusal = tr("Choose a file to import.");
        said = m_plan.refusal;
    } else if (workspace().isEmpty()) {
        m_plan.refusal = tr("There is no workspace with a live source to import into.");
        said = m_plan.refusal;
    } else {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            m_plan.refusal = tr("Could not read %1: %2").arg(QDir::toNativeSeparators(path), f.errorString());
        } else {
            m_plan = ImportDashboard(m_conn).plan(workspace(), f.read(ImportDashboard::kMaxBytes + 1));
        }
        said = m_plan.isRefused() ? m_plan.refusal : m_plan.sentences.join(QLatin1Char('\n'));
    }
    m_status->setText(said);
    // A refusal in the theme's colour for a problem (again after a theme change); the plan in the text's own.
    const bool refused = m_plan.isRefused() && !path.isEmpty();
    theme::keepStyled(m_status, [refused](const QPalette& palette) {
        return refused ? QStringLiteral("color: %1;").arg(theme::toneColour(theme::Tone::Bad, palette).name())
                       : QString();
    });
    m_import->setEnabled(!m_plan.isRefused());
}

} // namespace metadesk
