#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

class QAction;
class QWidget;

namespace metadesk {

class DbConnection;
class Workspace;

/// Import Dashboard… in the Database menu, for a Holotable database: a DashboardImportDialog (a file, a workspace
/// picker, the plan checked as either changes), then ImportDashboard written with the platform's audit row and the
/// new dashboard opened. Disabled with the reason on a read-only connection and on a database without dashboards.
class DashboardImportAction : public QObject {
    Q_OBJECT
public:
    explicit DashboardImportAction(QWidget* window);

    QAction* action() const { return m_action; }
    void attach(const DbConnection* connection, Workspace* workspace);
    void detach();

    /// Imports `path` into `workspace` without asking (for tests); what was said: the refusal, the failure or the
    /// outcome; *ok whether it was written.
    QString importFile(const QString& path, const QString& workspace, bool* ok = nullptr);
    /// The workspace the dialog offers first: that of the row picked on the page shown (a dashboard, a source, a
    /// template: a Holotable row with a workspace_id); empty when there is none, and the dialog offers its first. An
    /// export file cannot say: the platform's envelope names no workspace by design (lib/dashboard-export.ts).
    QString pickedWorkspace() const;

private:
    void open();
    void update();

    QWidget* m_window;
    QAction* m_action;
    const DbConnection* m_conn = nullptr;
    QPointer<Workspace> m_workspace;
};

} // namespace metadesk
