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

private:
    void open();
    void update();

    QWidget* m_window;
    QAction* m_action;
    const DbConnection* m_conn = nullptr;
    QPointer<Workspace> m_workspace;
};

} // namespace metadesk
