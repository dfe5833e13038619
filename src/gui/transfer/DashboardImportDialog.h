#pragma once

#include "core/ops/OperationPlan.h"

#include <QByteArray>
#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace metadesk {

class DbConnection;

/// Import Dashboard: a spec file and the workspace it goes into (picked from those with a live source), the import's
/// plan (ImportDashboard) read again whenever either changes — what it will create, or why it cannot, the sources a
/// workspace does not offer named — and Import enabled only when it can be done. Writes nothing itself: the caller
/// applies plan() once accepted.
class DashboardImportDialog : public QDialog {
    Q_OBJECT
public:
    DashboardImportDialog(const DbConnection& connection, QWidget* parent = nullptr);
    ~DashboardImportDialog() override;

    void setFile(const QString& path);
    void setWorkspace(const QString& workspace);
    QString file() const;
    QString workspace() const;
    /// The plan for the file and workspace as they are now.
    const OperationPlan& plan() const { return m_plan; }
    /// What the dialog says under the fields: the plan's sentences or its refusal.
    QString statusText() const;

private:
    void chooseFile();
    void replan();

    const DbConnection& m_conn;
    QLineEdit* m_file;
    QComboBox* m_workspace;
    QLabel* m_status;
    QDialogButtonBox* m_buttons;
    QPushButton* m_import;
    OperationPlan m_plan;
};

} // namespace metadesk
